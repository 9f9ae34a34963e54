"""The store's SQL for the failure-knowledge service: failures, their patterns, approaches and causal links.

A mixin of :class:`~oncebitten.store.store.Store`; like every statement of the store, written once for both
backends with ``?`` placeholders.
"""

from __future__ import annotations

from collections.abc import Sequence

from .rows import NamedRow

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from contextlib import AbstractContextManager
    from typing import Any

    from ..engine.identity import FailureIdentity
    from .store import Backend

KNOWLEDGE_COLUMNS = (
    "id, task_id, subtask_id, attempt_number, approach, error, error_type, console_errors, stack_trace, context,"
    " subtask_type, kind, fingerprint, fingerprint_version, quality, resolved, resolution_approach, root_cause,"
    " created_at, resolved_at"
)


class KnowledgeRow(NamedRow):
    """A recorded failure (``knowledge_failures``): :data:`KNOWLEDGE_COLUMNS`."""

    __slots__ = ()
    id: str
    task_id: str
    subtask_id: str
    attempt_number: int
    approach: str
    error: str
    error_type: str
    console_errors: str | None
    stack_trace: str | None
    context: str | None
    subtask_type: str | None
    kind: str | None
    fingerprint: str | None
    fingerprint_version: int | None
    quality: float
    resolved: int
    resolution_approach: str | None
    root_cause: str | None
    created_at: str
    resolved_at: str | None


class ApproachRow(NamedRow):
    """An approach tried on a fingerprint (``knowledge_approaches``); ``times`` is its ``count`` column."""

    __slots__ = ()
    fingerprint: str
    approach: str
    outcome: str
    times: int
    quality: float
    last_seen: str


class PatternRow(NamedRow):
    """The pattern cache's entry of one fingerprint (``knowledge_patterns``)."""

    __slots__ = ()
    fingerprint: str
    template: str
    error_type: str
    occurrences: int
    first_seen: str
    last_seen: str


class CausalLinkRow(NamedRow):
    """``source`` RELATION ``target`` (``causal_links``)."""

    __slots__ = ()
    failure_id: str
    source: str
    relation: str
    target: str
    strength: float
    created_at: str


class ToolFailureRow(NamedRow):
    """A tool failure the advisor logged (``failure_events``), as failure knowledge reads it."""

    __slots__ = ()
    id: int
    occurred_at: str
    tool_name: str
    error_message: str | None
    kind: str | None
    fingerprint: str
    params: str | None


class RejectedHypothesisRow(NamedRow):
    """A rejected hypothesis of outcome memory (``improvement_records``), as failure knowledge reads it."""

    __slots__ = ()
    id: int
    module: str
    hypothesis: str
    rejection_reason: str | None
    rationale: str | None
    fingerprint: str | None
    timestamp: str


class ErrorMemoryFailureRow(NamedRow):
    """A failure of error memory (``error_memory_records``), as failure knowledge reads it."""

    __slots__ = ()
    id: int
    module_name: str
    hypothesis: str
    failure_details: str
    failure_type: str
    fingerprint: str | None
    timestamp: str


class SourcesPatternRow(NamedRow):
    """One fingerprint across every source of failures (:meth:`KnowledgeSQL.all_patterns`)."""

    __slots__ = ()
    fingerprint: str
    occurrences: int | None
    tool_failures: int | None
    rejected_hypotheses: int | None
    error_memory_failures: int | None
    first_seen: str | None
    last_seen: str | None


_SQL_INSERT = f"INSERT INTO knowledge_failures ({KNOWLEDGE_COLUMNS}) VALUES ({', '.join('?' * 20)})"
_SQL_GET = f"SELECT {KNOWLEDGE_COLUMNS} FROM knowledge_failures WHERE id = ?"
_SQL_BY_FINGERPRINTS = (
    f"SELECT {KNOWLEDGE_COLUMNS} FROM knowledge_failures WHERE fingerprint IN ({{marks}})"
    " ORDER BY created_at DESC, id LIMIT ?"
)
_SQL_BY_IDS = f"SELECT {KNOWLEDGE_COLUMNS} FROM knowledge_failures WHERE id IN ({{marks}})"
_SQL_RESOLVE = (
    "UPDATE knowledge_failures SET resolved = 1, resolution_approach = ?, root_cause = ?, quality = ?,"
    " resolved_at = ? WHERE id = ? AND resolved = 0"
)
# The pattern cache: one row per fingerprint; occurrences counted in one statement (no lost increment).
_SQL_PATTERN = """
INSERT INTO knowledge_patterns (fingerprint, template, error_type, occurrences, first_seen, last_seen)
VALUES (?, ?, ?, 1, ?, ?)
ON CONFLICT (fingerprint) DO UPDATE SET occurrences = knowledge_patterns.occurrences + 1,
    template = excluded.template, error_type = excluded.error_type, last_seen = excluded.last_seen
"""
_SQL_APPROACH = """
INSERT INTO knowledge_approaches (fingerprint, approach, outcome, count, quality, last_seen)
VALUES (?, ?, ?, 1, ?, ?)
ON CONFLICT (fingerprint, approach, outcome) DO UPDATE SET count = knowledge_approaches.count + 1,
    quality = knowledge_approaches.quality + excluded.quality, last_seen = excluded.last_seen
"""
_SQL_APPROACHES = (
    "SELECT fingerprint, approach, outcome, count, quality, last_seen FROM knowledge_approaches"
    " WHERE fingerprint IN ({marks}) ORDER BY quality DESC, count DESC, last_seen DESC, approach"
)
_SQL_PATTERNS = (
    "SELECT fingerprint, template, error_type, occurrences, first_seen, last_seen FROM knowledge_patterns"
    " ORDER BY occurrences DESC, last_seen DESC, fingerprint LIMIT ?"
)
_SQL_PATTERN_GET = (
    "SELECT fingerprint, template, error_type, occurrences, first_seen, last_seen FROM knowledge_patterns"
    " WHERE fingerprint = ?"
)
_SQL_LINK = (
    "INSERT INTO causal_links (failure_id, source, relation, target, strength, created_at) VALUES (?, ?, ?, ?, ?, ?)"
)
_SQL_LINKS_OF = (
    "SELECT failure_id, source, relation, target, strength, created_at FROM causal_links WHERE failure_id = ?"
    " ORDER BY id"
)
_SQL_LINKS_ALL = (
    "SELECT failure_id, source, relation, target, strength, created_at FROM causal_links ORDER BY id DESC LIMIT ?"
)
_SQL_STATS = """
SELECT COUNT(*), SUM(CASE WHEN resolved = 1 THEN 1 ELSE 0 END), COUNT(DISTINCT fingerprint)
FROM knowledge_failures
"""
_SQL_STATS_TYPES = "SELECT error_type, COUNT(*) FROM knowledge_failures GROUP BY error_type"
_SQL_EVENTS_BY_FINGERPRINTS = (
    "SELECT id, occurred_at, tool_name, error_message, kind, fingerprint, params FROM failure_events"
    " WHERE fingerprint IN ({marks}) ORDER BY occurred_at DESC, id DESC LIMIT ?"
)
_SQL_EVENT_COUNTS = (
    "SELECT fingerprint, COUNT(*) FROM failure_events WHERE fingerprint IN ({marks}) GROUP BY fingerprint"
)

_SQL_HYPOTHESES_BY_FINGERPRINTS = (
    "SELECT id, module, hypothesis, rejection_reason, rationale, fingerprint, timestamp FROM improvement_records"
    " WHERE outcome = 'rejected' AND fingerprint IN ({marks}) ORDER BY timestamp DESC, id DESC LIMIT ?"
)
_SQL_HYPOTHESES_BY_IDS = (
    "SELECT id, module, hypothesis, rejection_reason, rationale, fingerprint, timestamp FROM improvement_records"
    " WHERE outcome = 'rejected' AND id IN ({marks})"
)
_SQL_ERROR_MEMORY_BY_FINGERPRINTS = (
    "SELECT id, module_name, hypothesis, failure_details, failure_type, fingerprint, timestamp"
    " FROM error_memory_records WHERE fingerprint IN ({marks}) ORDER BY timestamp DESC, id DESC LIMIT ?"
)
# Every source of failures, grouped by fingerprint: the unified pattern list.
_SQL_ALL_PATTERNS = """
SELECT fingerprint, SUM(k), SUM(t), SUM(h), SUM(e), MIN(first_seen), MAX(last_seen) FROM (
    SELECT fingerprint, occurrences AS k, 0 AS t, 0 AS h, 0 AS e, first_seen, last_seen FROM knowledge_patterns
        WHERE {match}
    UNION ALL
    SELECT fingerprint, 0, COUNT(*), 0, 0, MIN(occurred_at), MAX(occurred_at) FROM failure_events
        WHERE {match} GROUP BY fingerprint
    UNION ALL
    SELECT fingerprint, 0, 0, COUNT(*), 0, MIN(timestamp), MAX(timestamp) FROM improvement_records
        WHERE outcome = 'rejected' AND {match} GROUP BY fingerprint
    UNION ALL
    SELECT fingerprint, 0, 0, 0, COUNT(*), MIN(timestamp), MAX(timestamp) FROM error_memory_records
        WHERE {match} GROUP BY fingerprint
) u
GROUP BY fingerprint
ORDER BY SUM(k) + SUM(t) + SUM(h) + SUM(e) DESC, MAX(last_seen) DESC, fingerprint
LIMIT ?
"""
_SQL_SOURCE_COUNTS = """
SELECT (SELECT COUNT(*) FROM failure_events),
       (SELECT COUNT(*) FROM improvement_records WHERE outcome = 'rejected'),
       (SELECT COUNT(*) FROM error_memory_records)
"""


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


class KnowledgeSQL:
    """Failure knowledge: the statements, as domain methods (mixed into ``Store``)."""

    backend: Backend

    def knowledge_record(
        self, values: Sequence[Any], identity: FailureIdentity, now: str, index: tuple[str, str] | None
    ) -> None:
        """Insert a failure (``values`` in :data:`KNOWLEDGE_COLUMNS` order), count its pattern and its failed
        approach, learn its fingerprint group and index its text, all in one transaction.

        ``index`` is ``(ref, text)`` to add to the similarity index under the source ``knowledge``.
        """
        approach, error_type = values[4], values[6]
        with self.recording(identity, now) as tx:
            tx.execute(_SQL_INSERT, tuple(values))
            tx.execute(_SQL_PATTERN, (identity.fingerprint, identity.template, error_type, now, now))
            tx.execute(_SQL_APPROACH, (identity.fingerprint, approach, "failed", 0.2, now))
            if index is not None:
                self.similarity_add(tx, "knowledge", index[0], "", index[1], now)

    if TYPE_CHECKING:  # provided by the Store and its similarity mixin

        def similarity_add(self, tx: Any, source: str, ref: str, scope: str, text: str, now: str) -> None: ...

        def recording(self, identity: FailureIdentity | None, now: str) -> AbstractContextManager[Any]: ...

        def fingerprint_keys(self, keys: Sequence[str]) -> list[str]: ...

    def knowledge_get(self, failure_id: str) -> KnowledgeRow | None:
        row = self.backend.fetchone(_SQL_GET, (failure_id,))
        return None if row is None else KnowledgeRow(row)

    def knowledge_by_ids(self, ids: Sequence[str]) -> list[KnowledgeRow]:
        if not ids:
            return []
        return [KnowledgeRow(row) for row in self.backend.fetchall(_SQL_BY_IDS.format(marks=_marks(ids)), tuple(ids))]

    def knowledge_by_fingerprints(self, fingerprints: Sequence[str], limit: int) -> list[KnowledgeRow]:
        if not fingerprints:
            return []
        sql = _SQL_BY_FINGERPRINTS.format(marks=_marks(fingerprints))
        return [KnowledgeRow(row) for row in self.backend.fetchall(sql, (*fingerprints, limit))]

    def knowledge_resolve(
        self,
        failure_id: str,
        fingerprint: str,
        approach: str,
        root_cause: str | None,
        links: Sequence[tuple[str, str, str, float]],
        now: str,
    ) -> bool:
        """Mark a failure resolved, count its fix, and store the causal links; False if it was not open."""
        with self.backend.transaction() as tx:
            changed = tx.execute(_SQL_RESOLVE, (approach, root_cause, 0.8, now, failure_id)).rowcount
            if not changed:
                return False
            tx.execute(_SQL_APPROACH, (fingerprint, approach, "fixed", 0.8, now))
            for source, relation, target, strength in links:
                tx.execute(_SQL_LINK, (failure_id, source, relation, target, strength, now))
        return True

    def knowledge_approaches(self, fingerprints: Sequence[str]) -> list[ApproachRow]:
        """Approaches tried on these fingerprints, best first."""
        if not fingerprints:
            return []
        sql = _SQL_APPROACHES.format(marks=_marks(fingerprints))
        return [ApproachRow(row) for row in self.backend.fetchall(sql, tuple(fingerprints))]

    def knowledge_patterns(self, limit: int) -> list[PatternRow]:
        return [PatternRow(row) for row in self.backend.fetchall(_SQL_PATTERNS, (limit,))]

    def knowledge_pattern(self, fingerprint: str) -> PatternRow | None:
        row = self.backend.fetchone(_SQL_PATTERN_GET, (fingerprint,))
        return None if row is None else PatternRow(row)

    def knowledge_links(self, failure_id: str | None, limit: int) -> list[CausalLinkRow]:
        if failure_id is not None:
            rows = self.backend.fetchall(_SQL_LINKS_OF, (failure_id,))
        else:
            rows = self.backend.fetchall(_SQL_LINKS_ALL, (limit,))
        return [CausalLinkRow(row) for row in rows]

    def knowledge_stats(self) -> tuple[int, int, int, dict[str, int]]:
        """Total failures, resolved ones, distinct patterns, and failures per error type."""
        row = self.backend.fetchone(_SQL_STATS)
        total, resolved, patterns = (int(v or 0) for v in (row or (0, 0, 0)))
        types = {str(t): int(n) for t, n in self.backend.fetchall(_SQL_STATS_TYPES)}
        return total, resolved, patterns, types

    def events_by_fingerprints(self, fingerprints: Sequence[str], limit: int) -> list[ToolFailureRow]:
        """Tool failures logged by the advisor with these fingerprints, newest first."""
        if not fingerprints:
            return []
        sql = _SQL_EVENTS_BY_FINGERPRINTS.format(marks=_marks(fingerprints))
        return [ToolFailureRow(row) for row in self.backend.fetchall(sql, (*fingerprints, limit))]

    def hypotheses_by_fingerprints(self, fingerprints: Sequence[str], limit: int) -> list[RejectedHypothesisRow]:
        """Rejected hypotheses whose rejection had one of these fingerprints, newest first."""
        if not fingerprints:
            return []
        sql = _SQL_HYPOTHESES_BY_FINGERPRINTS.format(marks=_marks(fingerprints))
        return [RejectedHypothesisRow(row) for row in self.backend.fetchall(sql, (*fingerprints, limit))]

    def rejected_hypotheses(self, ids: Sequence[int]) -> list[RejectedHypothesisRow]:
        """The rejected ones among these improvement records."""
        if not ids:
            return []
        sql = _SQL_HYPOTHESES_BY_IDS.format(marks=_marks(ids))
        return [RejectedHypothesisRow(row) for row in self.backend.fetchall(sql, tuple(ids))]

    def error_memory_by_fingerprints(self, fingerprints: Sequence[str], limit: int) -> list[ErrorMemoryFailureRow]:
        """Error-memory failures with these fingerprints, newest first."""
        if not fingerprints:
            return []
        sql = _SQL_ERROR_MEMORY_BY_FINGERPRINTS.format(marks=_marks(fingerprints))
        return [ErrorMemoryFailureRow(row) for row in self.backend.fetchall(sql, (*fingerprints, limit))]

    def all_patterns(self, limit: int, fingerprint: str | None = None) -> list[SourcesPatternRow]:
        """Every failure source grouped by fingerprint (or just one), most frequent first."""
        if fingerprint is None:
            rows = self.backend.fetchall(_SQL_ALL_PATTERNS.format(match="fingerprint IS NOT NULL"), (limit,))
        else:
            # an old key (from before an upgrade of the fingerprint) finds the group(s) its failures now belong to
            keys = self.fingerprint_keys([fingerprint])
            match = f"fingerprint IN ({_marks(keys)})"
            rows = self.backend.fetchall(_SQL_ALL_PATTERNS.format(match=match), (*keys * 4, limit))
        return [SourcesPatternRow(row) for row in rows]

    def source_counts(self) -> tuple[int, int, int]:
        """Tool failures logged, rejected hypotheses, error-memory failures."""
        row = self.backend.fetchone(_SQL_SOURCE_COUNTS)
        tool, rejected, errors = (int(v or 0) for v in (row or (0, 0, 0)))
        return tool, rejected, errors

    def event_counts(self, fingerprints: Sequence[str]) -> dict[str, int]:
        """How many tool failures the advisor logged per fingerprint."""
        if not fingerprints:
            return {}
        sql = _SQL_EVENT_COUNTS.format(marks=_marks(fingerprints))
        return {str(k): int(n) for k, n in self.backend.fetchall(sql, tuple(fingerprints))}
