"""The failure-knowledge service: what was tried, what failed, what fixed it, and what to do next time.

``FailureMemoryService`` records failures with the approach that was tried, answers "what do we know about
this error?" with similar failures, approaches to avoid and approaches to try first, and records how a
failure was resolved. It is one face of the shared memory:

- its patterns are keyed by the shared fingerprint (its design normalised numbers and strings itself);
- ``query`` finds, besides its own failures, the tool failures the advisor logged with the same fingerprint
  or a similar template, and the rejected hypotheses of outcome memory with similar text;
- every text is redacted before it is stored; similar texts are found through the one similarity index.

Its design calls its record type ``FailureMemory``; that name is the tool-call advisor's class here, so the
record is :class:`KnownFailure`. The MCP tools keep the design's camelCase argument and result names
(``to_dict(camel=True)``).
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from ._time import Clock
from .engine.core import open_engine
from .engine.identity import FailureIdentifier
from .errors import InvalidInput
from .store import Store
from .store.knowledge_sql import KnowledgeRow, SourcesPatternRow

__all__ = [
    "ERROR_TYPES",
    "FailureCausalLink",
    "FailureMemoryService",
    "FailurePattern",
    "FailureQueryResult",
    "FailureStats",
    "KnownFailure",
    "SimilarFailure",
]

#: The failure-knowledge service design's error types (classified by its SelfHealer).
ERROR_TYPES = ("syntax", "type", "runtime", "test", "integration", "timeout", "unknown")
#: Quality feedback: a failure down-weights its pattern, a resolution reinforces it (the design's Sona values).
FAILURE_QUALITY = 0.2
RESOLUTION_QUALITY = 0.8
#: Causal link strengths on a resolution with a known root cause (the failure-knowledge service design).
CAUSES, ENABLES, TRIGGERS = 0.8, 0.9, 0.7
#: A text must be at least this similar (0..1) to count as a similar failure.
MIN_SIMILARITY = 0.6
#: Longest approach / context kept (approaches key the pattern cache).
MAX_APPROACH_CHARS = 1000
MAX_TEXT_CHARS = 65_536

# The shared kind -> the failure-knowledge service design's error type, when the caller does not say.
_TYPE_OF_KIND = {
    "syntax": "syntax", "type": "type", "import": "runtime", "test": "test", "runtime": "runtime",
    "timeout": "timeout", "network": "integration", "permission": "integration", "auth": "integration",
    "rate_limit": "integration", "disk": "runtime", "dependency": "integration", "unknown": "unknown",
}  # fmt: skip


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _camel_dict(value: Any) -> Any:
    if isinstance(value, dict):
        return {_camel(k): _camel_dict(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_camel_dict(v) for v in value]
    return value


class _JsonReady:
    """What the service's records share: ``to_dict``, for the CLI's --json and the MCP server."""

    def to_dict(self, *, camel: bool = False) -> dict[str, Any]:
        """A JSON-ready dict; ``camel=True`` uses the design's names (``taskId``, ``similarFailures``)."""
        data = asdict(self)  # type: ignore[call-overload]
        return _camel_dict(data) if camel else dict(data)


@dataclass(frozen=True, slots=True)
class KnownFailure(_JsonReady):
    """One recorded failure (the failure-knowledge service design's ``FailureMemory`` record)."""

    id: str
    task_id: str
    subtask_id: str
    attempt_number: int
    approach: str
    error: str
    error_type: str
    console_errors: list[str]
    stack_trace: str | None
    context: str | None
    subtask_type: str | None
    kind: str | None
    fingerprint: str | None
    quality: float
    resolved: bool
    resolution_approach: str | None
    root_cause: str | None
    created_at: str
    resolved_at: str | None

    @staticmethod
    def from_row(row: KnowledgeRow) -> KnownFailure:
        """Build from the store's row."""
        return KnownFailure(
            id=str(row.id), task_id=str(row.task_id), subtask_id=str(row.subtask_id),
            attempt_number=int(row.attempt_number), approach=str(row.approach), error=str(row.error),
            error_type=str(row.error_type), console_errors=json.loads(row.console_errors) if row.console_errors else [],
            stack_trace=row.stack_trace, context=row.context, subtask_type=row.subtask_type, kind=row.kind,
            fingerprint=row.fingerprint, quality=float(row.quality), resolved=bool(row.resolved),
            resolution_approach=row.resolution_approach, root_cause=row.root_cause, created_at=str(row.created_at),
            resolved_at=row.resolved_at,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class SimilarFailure(_JsonReady):
    """A failure like the one asked about: recorded here (``knowledge``), a tool failure the advisor logged
    (``tool``), a rejected hypothesis of outcome memory (``hypothesis``), or a failure of error memory
    (``error_memory``)."""

    source: str
    id: str
    error: str
    approach: str | None
    similarity: float
    score: float
    resolved: bool = False
    resolution_approach: str | None = None
    fingerprint: str | None = None
    task_id: str | None = None


@dataclass(frozen=True, slots=True)
class FailureQueryResult(_JsonReady):
    """What is known about an error: similar failures, approaches to avoid, approaches to try first."""

    similar_failures: list[SimilarFailure] = field(default_factory=list)
    suggested_avoidances: list[str] = field(default_factory=list)
    recommended_approaches: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class FailurePattern(_JsonReady):
    """The pattern cache's entry for one fingerprint: how often it occurred here (``occurrences``), what
    failed, what fixed it; and how often the same failure appeared elsewhere in the memory."""

    signature: str
    template: str
    error_type: str
    occurrences: int
    failed_approaches: list[str]
    successful_fixes: list[str]
    tool_failures: int
    rejected_hypotheses: int
    error_memory_failures: int
    first_seen: str
    last_seen: str

    @property
    def total(self) -> int:
        """Every failure with this fingerprint, whichever face recorded it."""
        return self.occurrences + self.tool_failures + self.rejected_hypotheses + self.error_memory_failures


@dataclass(frozen=True, slots=True)
class FailureCausalLink(_JsonReady):
    """``source`` RELATION ``target`` with a strength, made when a failure was resolved with a root cause."""

    failure_id: str
    source: str
    relation: str
    target: str
    strength: float
    created_at: str


@dataclass(frozen=True, slots=True)
class FailureStats(_JsonReady):
    """Counts, the error-type breakdown and the resolution rate; plus what the rest of the memory holds."""

    total_failures: int
    resolved: int
    unresolved: int
    resolution_rate: float
    by_error_type: dict[str, int]
    patterns: int
    tool_failures: int
    rejected_hypotheses: int
    error_memory_failures: int


def _seen_elsewhere(
    source: str,
    ref: object,
    error: str,
    approach: str,
    similarity: float,
    fingerprint: str | None,
    task_id: str | None = None,
) -> SimilarFailure:
    """A failure another face recorded (a tool failure, a rejected hypothesis, an error-memory failure),
    scored as a failure: its similarity weighted by the failure quality (an unresolved failure here scores
    the same)."""
    score = similarity * (0.5 + FAILURE_QUALITY) / (0.5 + RESOLUTION_QUALITY)
    return SimilarFailure(
        source, str(ref), error, approach, round(similarity, 4), round(score, 4), fingerprint=fingerprint,
        task_id=task_id,
    )  # fmt: skip


def _text(value: object, limit: int = MAX_TEXT_CHARS) -> str:
    return (value if isinstance(value, str) else str(value))[:limit]


class FailureMemoryService:
    """Records failures and what was tried; finds what to avoid and what to try for a new error.

    Args:
        db_path: a path, ``sqlite:///path``, ``postgresql://...``; default as :class:`~oncebitten.FailureMemory`.
        store: an open store instead of ``db_path``.
        clock: the current UTC time (tests).

    Safe for many threads and processes: every write is one transaction, counts are single-statement upserts.
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        store: Store | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.engine = open_engine(db_path, store=store, clock=clock)
        self.store = self.engine.store

    @property
    def identifier(self) -> FailureIdentifier:
        """The failure identifier failures are redacted, classified and fingerprinted through (the engine's)."""
        return self.engine.identifier

    # -- the design's four operations ------------------------------------------------------------

    def record(
        self,
        task_id: str,
        subtask_id: str = "",
        attempt_number: int = 1,
        approach: str = "",
        error: str = "",
        error_type: str | None = None,
        console_errors: Iterable[str] | None = None,
        stack_trace: str | None = None,
        context: str | None = None,
        subtask_type: str | None = None,
    ) -> KnownFailure:
        """Record a failed attempt and the approach it took; returns the stored (redacted) failure.

        ``error_type`` is one of :data:`ERROR_TYPES`; when omitted it is derived from the shared kind.

        Raises:
            InvalidInput: an empty task id or error, a bad attempt number or error type.
            StoreError: the write failed (nothing was stored).
        """
        if not str(task_id).strip():
            raise InvalidInput("task_id must not be empty")
        if not str(error).strip():
            raise InvalidInput("error must not be empty")
        if isinstance(attempt_number, bool) or not isinstance(attempt_number, int) or attempt_number < 1:
            raise InvalidInput("attempt_number must be a whole number >= 1")
        if error_type is not None and error_type not in ERROR_TYPES:
            raise InvalidInput(f"error_type must be one of {', '.join(ERROR_TYPES)}, not {error_type!r}")
        redact = self.identifier.redact
        identity = self.identifier.identify(_text(error), error_type or "")
        kind_type = _TYPE_OF_KIND.get(identity.kind, "unknown")
        failure_id = f"fm-{uuid.uuid4().hex[:12]}"
        now = self.engine.now()
        consoles = [redact(_text(line, 4096)) for line in (console_errors or [])]
        values = KnowledgeRow((
            failure_id, redact(str(task_id)), redact(str(subtask_id or "")), attempt_number,
            redact(_text(approach or "", MAX_APPROACH_CHARS)), identity.message, error_type or kind_type,
            json.dumps(consoles) if consoles else None, redact(_text(stack_trace)) if stack_trace else None,
            redact(_text(context, 4096)) if context else None, subtask_type, identity.kind, identity.fingerprint,
            identity.version, FAILURE_QUALITY, 0, None, None, now, None,
        ))  # fmt: skip
        indexed = identity.message if not context else f"{identity.message}\n{values.context}"
        self.store.knowledge_record(values, identity, now, (failure_id, indexed))
        found = self.get(failure_id)
        assert found is not None  # committed just above
        return found

    def query(self, error: str, context: str | None = None, *, limit: int = 10) -> FailureQueryResult:
        """What is known about ``error``: similar failures (best first), approaches that failed for them
        (avoid), approaches that resolved them (try first), ranked with the quality feedback."""
        from rapidfuzz import fuzz

        if limit < 1:
            raise InvalidInput("limit must be at least 1")
        identity = self.identifier.identify(_text(error), learn=False)
        probe = identity.message
        similar: dict[tuple[str, str], SimilarFailure] = {}
        group_weight: dict[str, float] = {identity.fingerprint: 1.0}

        def context_similarity(other: str | None) -> float | None:
            if not context or not other:
                return None
            return float(fuzz.token_set_ratio(context, other)) / 100.0

        def add_knowledge(row: KnowledgeRow, similarity: float) -> None:
            failure = KnownFailure.from_row(row)
            ctx = context_similarity(failure.context)
            if ctx is not None:
                similarity = 0.8 * similarity + 0.2 * ctx
            score = similarity * (0.5 + failure.quality) / (0.5 + RESOLUTION_QUALITY)
            key = ("knowledge", failure.id)
            if key not in similar or similar[key].score < score:
                similar[key] = SimilarFailure(
                    "knowledge", failure.id, failure.error, failure.approach, round(similarity, 4), round(score, 4),
                    failure.resolved, failure.resolution_approach, failure.fingerprint, failure.task_id,
                )  # fmt: skip
            if failure.fingerprint:
                group_weight[failure.fingerprint] = max(group_weight.get(failure.fingerprint, 0.0), similarity)

        for row in self.store.knowledge_by_fingerprints([identity.fingerprint], limit * 4):
            add_knowledge(row, 1.0)
        matches = self._similar_texts(probe, limit * 4)
        knowledge_refs = {m.ref: m.score for m in matches if m.source == "knowledge"}
        for row in self.store.knowledge_by_ids(list(knowledge_refs)):
            add_knowledge(row, knowledge_refs[str(row.id)])
        for m in matches:
            if m.source == "fingerprint":
                group_weight[m.ref] = max(group_weight.get(m.ref, 0.0), m.score)
        for event in self.store.events_by_fingerprints(list(group_weight), limit * 4):
            similarity = group_weight.get(str(event.fingerprint), 0.0)
            key = ("tool", str(event.fingerprint))  # one entry per group: the newest of its tool failures
            if key not in similar:
                approach = f"{event.tool_name} {event.params}" if event.params else str(event.tool_name)
                similar[key] = _seen_elsewhere(
                    "tool", event.id, str(event.error_message), approach, similarity, str(event.fingerprint)
                )
        avoid, recommend = self._approaches(group_weight)
        for other in self._other_faces(matches, group_weight, limit * 4):
            similar[(other.source, other.id)] = other
            if other.source == "hypothesis" and other.approach and other.approach not in recommend:
                avoid.setdefault(other.approach, other.similarity * FAILURE_QUALITY)
        ranked = sorted(similar.values(), key=lambda s: (-s.score, -s.similarity, s.source, s.id))
        return FailureQueryResult(
            similar_failures=ranked[:limit],
            suggested_avoidances=[a for a, _ in sorted(avoid.items(), key=lambda kv: (-kv[1], kv[0]))][:limit],
            recommended_approaches=[a for a, _ in sorted(recommend.items(), key=lambda kv: (-kv[1], kv[0]))][:limit],
        )

    def resolve(self, failure_id: str, approach: str, root_cause: str | None = None) -> KnownFailure:
        """Mark a failure resolved by ``approach``; with a ``root_cause``, record the causal links
        failure CAUSES root cause (0.8), root cause ENABLES fix (0.9), failure TRIGGERS fix (0.7).

        Resolving an already resolved failure changes nothing and returns it as it is.

        Raises:
            InvalidInput: no failure has this id, or the approach is empty.
        """
        if not str(approach).strip():
            raise InvalidInput("approach must not be empty")
        current = self.get(failure_id)
        if current is None:
            raise InvalidInput(f"no failure with id {failure_id!r}")
        if current.resolved:
            return current
        redact = self.identifier.redact
        fix = redact(_text(approach, MAX_APPROACH_CHARS))
        cause = redact(_text(root_cause, 4096)) if root_cause else None
        links: list[tuple[str, str, str, float]] = []
        if cause:
            links = [
                (f"failure:{failure_id}", "CAUSES", f"cause:{cause}", CAUSES),
                (f"cause:{cause}", "ENABLES", f"fix:{fix}", ENABLES),
                (f"failure:{failure_id}", "TRIGGERS", f"fix:{fix}", TRIGGERS),
            ]
        self.store.knowledge_resolve(failure_id, current.fingerprint or "", fix, cause, links, self.engine.now())
        resolved = self.get(failure_id)
        assert resolved is not None
        return resolved

    def stats(self) -> FailureStats:
        """Counts, error-type breakdown and resolution rate of the failures recorded here, and how many tool
        failures (the advisor's log) and rejected hypotheses (outcome memory) the shared memory holds."""
        total, resolved, patterns, types = self.store.knowledge_stats()
        tool, rejected, errors = self.store.source_counts()
        return FailureStats(
            total_failures=total,
            resolved=resolved,
            unresolved=total - resolved,
            resolution_rate=round(resolved / total, 4) if total else 0.0,
            by_error_type=types,
            patterns=patterns,
            tool_failures=tool,
            rejected_hypotheses=rejected,
            error_memory_failures=errors,
        )

    # -- the pattern cache and causal links --------------------------------------------------------

    def get(self, failure_id: str) -> KnownFailure | None:
        """One failure by id."""
        row = self.store.knowledge_get(failure_id)
        return None if row is None else KnownFailure.from_row(row)

    def pattern_for(self, error: str) -> FailurePattern | None:
        """The pattern of ``error`` (its fingerprint's entry), or ``None`` if it was never seen."""
        key = self.identifier.identify(_text(error), learn=False).fingerprint
        return next((p for p in self.patterns(1, fingerprint=key)), None)

    def patterns(self, limit: int = 20, *, fingerprint: str | None = None) -> list[FailurePattern]:
        """The most frequent failure patterns of the whole memory (failures recorded here, tool failures,
        rejected hypotheses, error-memory failures, grouped by fingerprint), with the approaches that failed
        and fixed them."""
        return [self._pattern(row) for row in self.store.all_patterns(limit, fingerprint)]

    def rank_approaches(self, error: str, candidates: Sequence[str]) -> list[str]:
        """``candidates`` with the approaches known to fail on this error's pattern dropped and those known
        to fix it first (the pattern cache's purpose: skip known-bad, try known-good first)."""
        key = self.identifier.identify(_text(error), learn=False).fingerprint
        fixed: dict[str, float] = {}
        failed: set[str] = set()
        for tried in self.store.knowledge_approaches([key]):
            if tried.outcome == "fixed":
                fixed[str(tried.approach)] = float(tried.quality)
            else:
                failed.add(str(tried.approach))
        redact = self.identifier.redact
        keep = [c for c in candidates if redact(c) in fixed or redact(c) not in failed]
        return sorted(keep, key=lambda c: -fixed.get(redact(c), 0.0))

    def causal_links(self, failure_id: str | None = None, *, limit: int = 100) -> list[FailureCausalLink]:
        """The causal links of one failure, or the most recent ones."""
        return [
            FailureCausalLink(
                str(link.failure_id),
                str(link.source),
                str(link.relation),
                str(link.target),
                float(link.strength),
                str(link.created_at),
            )  # fmt: skip
            for link in self.store.knowledge_links(failure_id, limit)
        ]

    # -- internals ---------------------------------------------------------------------------------

    def _pattern(self, row: SourcesPatternRow) -> FailurePattern:
        key = str(row.fingerprint)
        failed: list[str] = []
        fixes: list[str] = []
        for tried in self.store.knowledge_approaches([key]):
            (fixes if tried.outcome == "fixed" else failed).append(str(tried.approach))
        own = self.store.knowledge_pattern(key)
        if own is not None:
            template, error_type = str(own.template), str(own.error_type)
        else:
            group = self.store.fingerprint_get(key)
            template = str(group.template) if group else ""
            error_type = _TYPE_OF_KIND.get(str(group.kind) if group else "unknown", "unknown")
        return FailurePattern(
            key, template, error_type, int(row.occurrences or 0), failed, fixes, int(row.tool_failures or 0),
            int(row.rejected_hypotheses or 0), int(row.error_memory_failures or 0), str(row.first_seen or ""),
            str(row.last_seen or ""),
        )  # fmt: skip

    def _approaches(self, group_weight: dict[str, float]) -> tuple[dict[str, float], dict[str, float]]:
        avoid: dict[str, float] = {}
        recommend: dict[str, float] = {}
        for tried in self.store.knowledge_approaches(list(group_weight)):
            weight = group_weight.get(str(tried.fingerprint), 0.0) * float(tried.quality)
            target = recommend if tried.outcome == "fixed" else avoid
            approach = str(tried.approach)
            target[approach] = target.get(approach, 0.0) + weight + 1e-6 * int(tried.times)
        for approach in list(avoid):
            if approach in recommend:  # it fixed a similar failure: evidence that it can work
                del avoid[approach]
        avoid.pop("", None)
        return avoid, recommend

    def _similar_texts(self, text: str, limit: int) -> list[Any]:
        return self.engine.index.search(
            text, sources=("knowledge", "fingerprint", "improvement"), limit=limit, min_score=MIN_SIMILARITY,
            scorer="partial",
        )  # fmt: skip

    def _other_faces(self, matches: Sequence[Any], group_weight: dict[str, float], limit: int) -> list[SimilarFailure]:
        """Rejected hypotheses (by similar text or fingerprint) and error-memory failures (by fingerprint)."""
        found: list[SimilarFailure] = []
        by_text = {int(m.ref): m.score for m in matches if m.source == "improvement"}
        rows = {int(r.id): r for r in self.store.rejected_hypotheses(list(by_text))}
        rows.update({int(r.id): r for r in self.store.hypotheses_by_fingerprints(list(group_weight), limit)})
        for record_id, rejected in rows.items():
            similarity = max(by_text.get(record_id, 0.0), group_weight.get(str(rejected.fingerprint), 0.0))
            reason = str(rejected.rejection_reason or rejected.rationale or "")
            found.append(
                _seen_elsewhere(
                    "hypothesis",
                    record_id,
                    reason,
                    str(rejected.hypothesis),
                    similarity,
                    rejected.fingerprint,
                    rejected.module,
                )
            )
        for failure in self.store.error_memory_by_fingerprints(list(group_weight), limit):
            similarity = group_weight.get(str(failure.fingerprint), 0.0)
            found.append(
                _seen_elsewhere(
                    "error_memory",
                    failure.id,
                    str(failure.failure_details),
                    str(failure.hypothesis),
                    similarity,
                    failure.fingerprint,
                    failure.module_name,
                )
            )
        return found
