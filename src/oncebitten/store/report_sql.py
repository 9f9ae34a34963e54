"""The store's SQL for the report and the dashboard: aggregates over every capability's tables, read-only.

A mixin of :class:`~oncebitten.store.Store`; :mod:`oncebitten.report` calls these methods and never writes SQL.
Every aggregate is computed by the database (``GROUP BY`` on both backends, days as ``SUBSTR(ts, 1, 10)`` of
the stored ISO text) and every statement is bounded by a ``LIMIT``, so a page stays small whatever the store
holds. Timestamps are compared as text: ISO 8601 in UTC sorts as time does (see :mod:`oncebitten._time`).
"""

from __future__ import annotations

from collections.abc import Sequence

from .rows import NamedRow

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from .store import Backend

# Ordinal GROUP BY / ORDER BY: one spelling for both backends (PostgreSQL would otherwise want the expression
# repeated exactly). Newest buckets first, so the LIMIT keeps the most recent days.
#
# These read most of a large log, and a sequential scan then beats walking an index row by row (2-5x at 1M
# rows on SQLite): so "all time" has no time condition at all, and grouping is by ``fingerprint || ''``, an
# expression no index provides (PostgreSQL plans the same hash aggregate either way).
_SQL_FAILURES_BY_DAY = """
SELECT SUBSTR(occurred_at, 1, 10), COALESCE(kind, 'unknown'), COUNT(*)
FROM failure_events {where}
GROUP BY 1, 2 ORDER BY 1 DESC, 2 LIMIT ?
"""
_SQL_DECISIONS_BY_DAY = """
SELECT SUBSTR(decided_at, 1, 10), decision, shadow, COUNT(*),
       SUM(CASE WHEN false_block_at IS NOT NULL THEN 1 ELSE 0 END)
FROM advisor_decisions WHERE decided_at >= ?
GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2, 3 LIMIT ?
"""
# Where the advisor stands on the calls that failed with each fingerprint: their records (one per call and
# environment), whichever failure each record holds now (a call that since failed otherwise is still
# failing), pending only while not past its TTL (check_advisory's rule, with FailureMemory's cut-offs).
_SQL_FINGERPRINT_STATUS = """
SELECT c.fingerprint,
       SUM(CASE WHEN failure_records.evolution_status = 'PENDING' AND NOT {expired} THEN 1 ELSE 0 END),
       SUM(CASE WHEN failure_records.evolution_status = 'RESOLVED' THEN 1 ELSE 0 END),
       SUM(CASE WHEN failure_records.evolution_status = 'IGNORED' THEN 1 ELSE 0 END),
       MAX(failure_records.retry_count)
FROM (SELECT DISTINCT fingerprint, tool_signature, env_snapshot_hash FROM failure_events
      WHERE fingerprint IN ({marks})) c
JOIN failure_records ON failure_records.tool_signature = c.tool_signature
                    AND failure_records.env_snapshot_hash = c.env_snapshot_hash
GROUP BY c.fingerprint
"""
# The same calls as _SQL_FINGERPRINT_STATUS: the records of the calls that failed with the fingerprint.
_SQL_FINGERPRINT_RECORDS = """
SELECT r.id, r.tool_name, r.env_snapshot_hash, r.error_type, r.retry_count, r.evolution_status, r.created_at,
       r.updated_at, r.error_message
FROM failure_records r
WHERE EXISTS (SELECT 1 FROM failure_events e WHERE e.fingerprint = ? AND e.tool_signature = r.tool_signature
              AND e.env_snapshot_hash = r.env_snapshot_hash)
ORDER BY r.updated_at DESC, r.id DESC LIMIT ?
"""
_SQL_TASKS = """
SELECT t.id, t.title, t.status, COALESCE(m.total_attempts, 0), COALESCE(m.consecutive_failures, 0),
       COALESCE(m.stuck_flag, 0), COALESCE(m.last_attempt_at, t.updated_at), m.suggested_model, m.next_model,
       m.escalation_id
FROM tasks t LEFT JOIN strategy_metrics m ON m.task_id = t.id
ORDER BY COALESCE(m.stuck_flag, 0) DESC, COALESCE(m.consecutive_failures, 0) DESC,
         COALESCE(m.last_attempt_at, t.updated_at) DESC, t.id
LIMIT ?
"""
_SQL_MODELS = """
SELECT model, COUNT(*), SUM(CASE WHEN outcome = 'done' THEN 1 ELSE 0 END), SUM(duration_ms)
FROM iteration_outcomes WHERE started_at >= ?
GROUP BY model ORDER BY 2 DESC, model LIMIT ?
"""
# A model escalation: a task's attempt that did not finish, followed by its next attempt on another model.
_SQL_MODEL_ESCALATIONS = """
SELECT a.model, b.model, COUNT(*)
FROM iteration_outcomes a
JOIN iteration_outcomes b ON b.task_id = a.task_id AND b.attempt_number = a.attempt_number + 1
WHERE b.started_at >= ? AND a.outcome <> 'done' AND a.model <> b.model
GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ?
"""
_SQL_OUTCOMES_BY_MODULE = """
SELECT module,
       SUM(CASE WHEN outcome = 'accepted' THEN 1 ELSE 0 END),
       SUM(CASE WHEN outcome = 'rejected' THEN 1 ELSE 0 END),
       SUM(CASE WHEN outcome = 'held' THEN 1 ELSE 0 END),
       MAX(timestamp)
FROM improvement_records WHERE timestamp >= ?
GROUP BY module ORDER BY COUNT(*) DESC, module LIMIT ?
"""
_SQL_TOTALS = """
SELECT (SELECT COUNT(*) FROM failure_events WHERE occurred_at >= ?),
       (SELECT COUNT(*) FROM failure_records WHERE evolution_status = 'PENDING' AND NOT {expired}),
       (SELECT COUNT(*) FROM escalations WHERE status = 'open'),
       (SELECT COUNT(*) FROM tasks),
       (SELECT COUNT(*) FROM strategy_metrics WHERE stuck_flag = 1),
       (SELECT COUNT(*) FROM learnings WHERE pruned_at IS NULL AND superseded_by IS NULL),
       (SELECT COUNT(*) FROM improvement_records WHERE timestamp >= ?),
       (SELECT COUNT(*) FROM advisor_decisions WHERE decided_at >= ?)
"""
TOTALS_KEYS = (
    "failures",
    "pending_records",
    "open_escalations",
    "tasks",
    "stuck_tasks",
    "active_learnings",
    "outcomes",
    "decisions",
)


class FailuresByDayRow(NamedRow):
    """Failures of one kind logged on one day."""

    __slots__ = ()
    day: str
    kind: str
    failures: int


class DecisionsByDayRow(NamedRow):
    """The hooks' decisions of one kind on one day, and how many of them proved false."""

    __slots__ = ()
    day: str
    decision: str
    shadow: int
    decisions: int
    false_blocks: int | None


class FingerprintRecordRow(NamedRow):
    """An advisor record of one fingerprint (one call in one environment)."""

    __slots__ = ()
    id: int
    tool_name: str
    env_snapshot_hash: str
    error_type: str
    retry_count: int
    evolution_status: str
    created_at: str
    updated_at: str
    error_message: str | None


class ReportTaskRow(NamedRow):
    """A task with its metrics, as the report lists it."""

    __slots__ = ()
    id: str
    title: str | None
    status: str
    total_attempts: int
    consecutive_failures: int
    stuck_flag: int
    last_attempt_at: str | None
    suggested_model: str | None
    next_model: str | None
    escalation_id: str | None


class ModelRow(NamedRow):
    """One model's iterations: how many, how many done, how long in all."""

    __slots__ = ()
    model: str
    iterations: int
    done: int | None
    duration_ms: int | None


class ModelEscalationRow(NamedRow):
    """How often a task's unfinished attempt on ``from_model`` was retried on ``to_model``."""

    __slots__ = ()
    from_model: str
    to_model: str
    times: int


class ModuleOutcomesRow(NamedRow):
    """One module's improvement outcomes."""

    __slots__ = ()
    module: str
    accepted: int | None
    rejected: int | None
    held: int | None
    last_recorded: str


class ReportSQL:
    """Read-only aggregates for :mod:`oncebitten.report`, mixed into :class:`~oncebitten.store.Store`."""

    backend: Backend

    if TYPE_CHECKING:  # provided by the Store

        def fingerprint_keys(self, keys: Sequence[str]) -> list[str]: ...

    def report_totals(self, since: str, hard_cutoff: str = "", soft_cutoff: str = "") -> dict[str, int]:
        """Headline counts: failures logged since ``since``, calls still failing (pending advisor records not
        past their TTL, as ``report_fingerprint_status`` counts them), open escalations, tasks, stuck tasks,
        active learnings, outcomes and hook decisions since ``since``."""
        from .store import _EXPIRED

        sql = _SQL_TOTALS.format(expired=_EXPIRED)
        row = self.backend.fetchone(sql, (since, hard_cutoff, soft_cutoff, since, since))
        values = [int(v or 0) for v in (row or (0,) * len(TOTALS_KEYS))]
        return dict(zip(TOTALS_KEYS, values, strict=True))

    def report_failures_by_day(self, since: str, limit: int) -> list[FailuresByDayRow]:
        """Failures by day and kind of the failure log since ``since`` (``""``: all of it), newest day first (at
        most ``limit`` rows)."""
        if not since:
            rows = self.backend.fetchall(_SQL_FAILURES_BY_DAY.format(where=""), (limit,))
        else:
            rows = self.backend.fetchall(_SQL_FAILURES_BY_DAY.format(where="WHERE occurred_at >= ?"), (since, limit))
        return [FailuresByDayRow(row) for row in rows]

    def report_decisions_by_day(self, since: str, limit: int) -> list[DecisionsByDayRow]:
        """The hooks' decisions by day, kind and shadow mode since ``since``, newest first."""
        return [DecisionsByDayRow(row) for row in self.backend.fetchall(_SQL_DECISIONS_BY_DAY, (since, limit))]

    def report_fingerprint_status(
        self, keys: Sequence[str], hard_cutoff: str, soft_cutoff: str
    ) -> dict[str, tuple[int, int, int, int]]:
        """Per fingerprint in ``keys``, the advisor's records of the calls that failed with it: how many are
        pending (and not past their TTL: HARD records updated before ``hard_cutoff``, SOFT ones before
        ``soft_cutoff`` are expired), resolved and ignored, and the highest count. Fingerprints whose calls
        have no record left (swept after their TTL) are absent."""
        if not keys:
            return {}
        from .store import _EXPIRED

        sql = _SQL_FINGERPRINT_STATUS.format(expired=_EXPIRED, marks=", ".join("?" for _ in keys))
        return {
            str(key): (int(pending or 0), int(resolved or 0), int(ignored or 0), int(top or 0))
            for key, pending, resolved, ignored, top in self.backend.fetchall(sql, (hard_cutoff, soft_cutoff, *keys))
        }

    def report_fingerprint_records(self, key: str, limit: int) -> list[FingerprintRecordRow]:
        """The advisor records (one per call and environment) of the calls that failed with one fingerprint, most
        recent first. An old key (from before an upgrade of the fingerprint) resolves to its new group(s) too."""
        keys = self.fingerprint_keys([key])
        marks = ", ".join("?" for _ in keys)
        sql = _SQL_FINGERPRINT_RECORDS.replace("e.fingerprint = ?", f"e.fingerprint IN ({marks})")
        return [FingerprintRecordRow(row) for row in self.backend.fetchall(sql, (*keys, limit))]

    def report_tasks(self, limit: int) -> list[ReportTaskRow]:
        """Tasks, stuck first, then by failure streak, then most recently attempted."""
        return [ReportTaskRow(row) for row in self.backend.fetchall(_SQL_TASKS, (limit,))]

    def report_models(self, since: str, limit: int) -> list[ModelRow]:
        """Per model, its iterations since ``since``."""
        return [ModelRow(row) for row in self.backend.fetchall(_SQL_MODELS, (since, limit))]

    def report_model_escalations(self, since: str, limit: int) -> list[ModelEscalationRow]:
        """A task's unfinished attempt retried on another model, by pair of models."""
        return [ModelEscalationRow(row) for row in self.backend.fetchall(_SQL_MODEL_ESCALATIONS, (since, limit))]

    def report_outcomes_by_module(self, since: str, limit: int) -> list[ModuleOutcomesRow]:
        """Per module, outcomes recorded since ``since``."""
        return [ModuleOutcomesRow(row) for row in self.backend.fetchall(_SQL_OUTCOMES_BY_MODULE, (since, limit))]
