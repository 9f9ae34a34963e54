"""Iteration memory's SQL: tasks, iteration outcomes, failure reports, learnings, strategy metrics.

A mixin of :class:`~oncebitten.store.Store`; :mod:`oncebitten.iteration.memory` calls these methods and never writes
SQL itself. One iteration (its outcome, metrics, failure report, learnings and the verdict on the learnings
it was given) is written in one transaction, so a crash never leaves half an iteration behind.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

from .._time import iso, parse_iso
from .rows import NamedRow

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from contextlib import AbstractContextManager
    from typing import Any

    from ..engine.identity import FailureIdentity
    from .store import Backend

TASK_COLUMNS = "id, parent_id, title, description, status, created_at, updated_at"
METRICS_COLUMNS = (
    "task_id, total_attempts, consecutive_failures, last_attempt_at, last_success_at, difficulty_estimate,"
    " suggested_model, stuck_flag, next_model, escalation_id"
)
LEARNING_COLUMNS = (
    "l.id, l.task_id, l.category, l.content, l.relevance_tags, l.created_at, l.pruned_at, l.superseded_by"
)


class TaskRow(NamedRow):
    """A task (``tasks``): :data:`TASK_COLUMNS`."""

    __slots__ = ()
    id: str
    parent_id: str | None
    title: str
    description: str
    status: str
    created_at: str
    updated_at: str


class MetricsRow(NamedRow):
    """A task's strategy metrics (``strategy_metrics``): :data:`METRICS_COLUMNS`."""

    __slots__ = ()
    task_id: str
    total_attempts: int
    consecutive_failures: int
    last_attempt_at: str | None
    last_success_at: str | None
    difficulty_estimate: str | None
    suggested_model: str | None
    stuck_flag: int
    next_model: str | None
    escalation_id: str | None


class LearningRow(NamedRow):
    """A learning (``learnings``): :data:`LEARNING_COLUMNS`."""

    __slots__ = ()
    id: str
    task_id: str | None
    category: str
    content: str
    relevance_tags: str | None
    created_at: str
    pruned_at: str | None
    superseded_by: str | None


class LearningRecordRow(LearningRow):
    """A learning with its record: how often the iterations it was given to helped or harmed, how often it was
    given, and when last."""

    __slots__ = ()
    helped: int
    harmed: int
    injections: int
    last_injected_at: str | None


class AttemptRow(NamedRow):
    """An attempt of a task with its failure report, if any (the Previous Attempts section)."""

    __slots__ = ()
    attempt_number: int
    model: str
    outcome: str
    duration_ms: int | None
    what_was_tried: str | None
    why_it_failed: str | None
    error_category: str | None
    relevant_files: str | None
    stack_trace_snippet: str | None
    retry_suggestion: str | None


class TaskSummaryRow(NamedRow):
    """A task with its metrics, as listed (:meth:`IterationSQL.task_list`)."""

    __slots__ = ()
    id: str
    title: str
    status: str
    total_attempts: int
    consecutive_failures: int
    stuck_flag: int
    last_attempt_at: str | None
    difficulty_estimate: str | None
    suggested_model: str | None
    escalation_id: str | None


_SQL_TASK_ENSURE = (
    "INSERT INTO tasks (id, parent_id, title, description, status, created_at, updated_at)"
    " VALUES (?, NULL, '', '', 'pending', ?, ?) ON CONFLICT (id) DO NOTHING"
)
# Empty values never overwrite what is known (a loop may give the title once and then only the id).
_SQL_TASK_UPSERT = """
INSERT INTO tasks (id, parent_id, title, description, status, created_at, updated_at)
VALUES (?, ?, ?, ?, 'pending', ?, ?)
ON CONFLICT (id) DO UPDATE SET
    parent_id = COALESCE(excluded.parent_id, tasks.parent_id),
    title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE tasks.title END,
    description = CASE WHEN excluded.description <> '' THEN excluded.description ELSE tasks.description END,
    updated_at = excluded.updated_at
"""
_SQL_TASK_STATUS = "UPDATE tasks SET status = ?, updated_at = ? WHERE id = ?"
_SQL_TASK_GET = f"SELECT {TASK_COLUMNS} FROM tasks WHERE id = ?"
_SQL_TASK_DELETE = "DELETE FROM tasks WHERE id = ?"

# One statement: concurrent captures of one task each get their own attempt number (the row lock serialises
# them). The counts are the design's update rules; the hint is for the next iteration only, so it is replaced.
_SQL_METRICS_BUMP = f"""
INSERT INTO strategy_metrics (task_id, total_attempts, consecutive_failures, last_attempt_at, last_success_at,
                              difficulty_estimate, suggested_model, stuck_flag, next_model, escalation_id)
VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, NULL)
ON CONFLICT (task_id) DO UPDATE SET
    total_attempts = strategy_metrics.total_attempts + 1,
    consecutive_failures = CASE WHEN excluded.consecutive_failures = 0 THEN 0
                                ELSE strategy_metrics.consecutive_failures + 1 END,
    last_attempt_at = excluded.last_attempt_at,
    last_success_at = COALESCE(excluded.last_success_at, strategy_metrics.last_success_at),
    difficulty_estimate = COALESCE(excluded.difficulty_estimate, strategy_metrics.difficulty_estimate),
    suggested_model = COALESCE(excluded.suggested_model, strategy_metrics.suggested_model),
    stuck_flag = CASE WHEN excluded.consecutive_failures = 0 THEN 0
                      WHEN strategy_metrics.consecutive_failures + 1 >= ? THEN 1 ELSE 0 END,
    next_model = excluded.next_model,
    escalation_id = CASE WHEN excluded.consecutive_failures = 0 THEN NULL ELSE strategy_metrics.escalation_id END
RETURNING {METRICS_COLUMNS}
"""
_SQL_METRICS_GET = f"SELECT {METRICS_COLUMNS} FROM strategy_metrics WHERE task_id = ?"
_SQL_METRICS_ESCALATION = "UPDATE strategy_metrics SET escalation_id = ? WHERE task_id = ?"

_SQL_OUTCOME_INSERT = (
    "INSERT INTO iteration_outcomes (task_id, attempt_number, model, started_at, duration_ms, tokens_input,"
    " tokens_output, outcome, error_type, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_SQL_REPORT_INSERT = (
    "INSERT INTO failure_reports (task_id, attempt_number, what_was_tried, why_it_failed, error_category,"
    " relevant_files, stack_trace_snippet, created_at, retry_suggestion, kind, fingerprint)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (task_id, attempt_number) DO UPDATE SET what_was_tried = excluded.what_was_tried,"
    " why_it_failed = excluded.why_it_failed, error_category = excluded.error_category,"
    " relevant_files = excluded.relevant_files, stack_trace_snippet = excluded.stack_trace_snippet,"
    " retry_suggestion = excluded.retry_suggestion, kind = excluded.kind, fingerprint = excluded.fingerprint"
)

# The design's query for the Previous Attempts section (the LEFT JOIN keeps attempts without a report).
_SQL_ATTEMPTS = """
SELECT io.attempt_number, io.model, io.outcome, io.duration_ms, fr.what_was_tried, fr.why_it_failed,
       fr.error_category, fr.relevant_files, fr.stack_trace_snippet, fr.retry_suggestion
FROM iteration_outcomes io
LEFT JOIN failure_reports fr ON io.task_id = fr.task_id AND io.attempt_number = fr.attempt_number
WHERE io.task_id = ?
ORDER BY io.attempt_number ASC
"""
_SQL_ATTEMPT_EXISTS = "SELECT 1 FROM iteration_outcomes WHERE task_id = ? AND attempt_number = ?"
_SQL_ERROR_CATEGORIES = (
    "SELECT DISTINCT error_category FROM failure_reports WHERE task_id = ? AND error_category IS NOT NULL"
)

_SQL_LEARNING_INSERT = (
    "INSERT INTO learnings (id, task_id, category, content, relevance_tags, created_at, pruned_at, superseded_by)"
    " VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)"
)
_SQL_SUPERSEDE = "UPDATE learnings SET superseded_by = ? WHERE id = ? AND id <> ?"
_SQL_LEARNING_GET = f"SELECT {LEARNING_COLUMNS} FROM learnings l WHERE l.id = ?"
# Learnings with their record: how often injected, and how often that iteration then succeeded or failed.
_SQL_LEARNINGS = f"""
SELECT {LEARNING_COLUMNS},
       COALESCE(SUM(CASE WHEN i.effect = 'helped' THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN i.effect = 'harmed' THEN 1 ELSE 0 END), 0),
       COUNT(i.learning_id), MAX(i.injected_at)
FROM learnings l LEFT JOIN learning_injections i ON i.learning_id = l.id
{{where}}
GROUP BY {LEARNING_COLUMNS}
ORDER BY l.created_at DESC, l.id
LIMIT ?
"""
_ACTIVE = "WHERE l.pruned_at IS NULL AND l.superseded_by IS NULL"

_SQL_INJECT = (
    "INSERT INTO learning_injections (learning_id, task_id, attempt_number, injected_at, effect)"
    " VALUES (?, ?, ?, ?, NULL) ON CONFLICT (learning_id, task_id, attempt_number) DO NOTHING"
)
_SQL_JUDGE = "UPDATE learning_injections SET effect = ? WHERE task_id = ? AND attempt_number = ? AND effect IS NULL"

_SQL_RUN_LATEST = "SELECT MAX(started_at) FROM iteration_outcomes"
_SQL_RUN_STATS = """
SELECT COUNT(*),
       COALESCE(SUM(CASE WHEN outcome = 'done' THEN 1 ELSE 0 END), 0),
       COALESCE(SUM(CASE WHEN outcome IN ('failed','no_sigil','error') THEN 1 ELSE 0 END), 0)
FROM iteration_outcomes
WHERE {where}
"""

_SQL_TASKS = """
SELECT t.id, t.title, t.status, COALESCE(m.total_attempts, 0), COALESCE(m.consecutive_failures, 0),
       COALESCE(m.stuck_flag, 0), m.last_attempt_at, m.difficulty_estimate, m.suggested_model, m.escalation_id
FROM tasks t LEFT JOIN strategy_metrics m ON m.task_id = t.id
{where}
ORDER BY COALESCE(m.last_attempt_at, t.updated_at) DESC, t.id
LIMIT ?
"""

_SQL_PRUNE_SUPERSEDED = "UPDATE learnings SET pruned_at = ? WHERE pruned_at IS NULL AND superseded_by IS NOT NULL"
_SQL_PRUNE_ONE = "UPDATE learnings SET pruned_at = ? WHERE pruned_at IS NULL AND id = ?"
# Attempts of tasks finished long ago: their aggregate stays in strategy_metrics; the reports go with them.
_SQL_PRUNE_OUTCOMES = """
DELETE FROM iteration_outcomes WHERE task_id IN (
    SELECT m.task_id FROM strategy_metrics m JOIN tasks t ON t.id = m.task_id
    WHERE t.status = 'done' AND m.last_success_at IS NOT NULL AND m.last_success_at < ?
)
"""


class IterationSQL:
    """Iteration memory's statements, mixed into :class:`~oncebitten.store.Store` (which provides ``backend``)."""

    backend: Backend

    if TYPE_CHECKING:  # provided by the Store

        def learn_fingerprint(self, tx: Any, identity: FailureIdentity, now: str) -> None: ...

        def recording(self, identity: FailureIdentity | None, now: str) -> AbstractContextManager[Any]: ...

    # -- tasks -------------------------------------------------------------------------------------

    def task_upsert(self, task_id: str, title: str, description: str, parent_id: str | None, now: str) -> None:
        """Create the task or update the fields given (empty title / description keep the stored ones)."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_TASK_UPSERT, (task_id, parent_id, title, description, now, now))

    def task_get(self, task_id: str) -> TaskRow | None:
        """One task."""
        row = self.backend.fetchone(_SQL_TASK_GET, (task_id,))
        return None if row is None else TaskRow(row)

    def task_delete(self, task_id: str) -> bool:
        """Delete a task; its outcomes, reports and metrics go with it, its learnings stay (unlinked)."""
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_TASK_DELETE, (task_id,)).rowcount) > 0

    def task_list(self, *, stuck_only: bool, limit: int) -> list[TaskSummaryRow]:
        """Tasks with their metrics, most recently attempted first."""
        where = "WHERE m.stuck_flag = 1" if stuck_only else ""
        return [TaskSummaryRow(row) for row in self.backend.fetchall(_SQL_TASKS.format(where=where), (limit,))]

    # -- one iteration -----------------------------------------------------------------------------

    def iteration_record(
        self,
        *,
        task_id: str,
        model: str,
        started_at: str,
        duration_ms: int,
        tokens_input: int | None,
        tokens_output: int | None,
        outcome: str,
        error_type: str | None,
        run_id: str | None,
        difficulty: str | None,
        next_model: str | None,
        stuck_threshold: int,
        report: Sequence[Any] | None,
        identity: FailureIdentity | None,
        learnings: Sequence[Sequence[Any]],
        supersedes: Sequence[tuple[str, str]],
        now: str,
    ) -> MetricsRow:
        """Record one iteration in one transaction and return the task's metrics after it.

        ``report`` is (what_was_tried, why_it_failed, error_category, relevant_files_json, stack_trace,
        retry_suggestion, kind, fingerprint); ``learnings`` rows are (id, category, content, tags_json);
        ``supersedes`` pairs are (old_id, new_id). The learnings injected into this attempt are judged:
        ``done`` helped, ``failed`` / ``no_sigil`` harmed, ``error`` (a crash, a timeout) neutral.
        """
        done = outcome == "done"
        failures = 0 if done else 1
        with self.recording(identity, now) as tx:
            tx.execute(_SQL_TASK_ENSURE, (task_id, now, now))
            metrics = MetricsRow(
                tx.execute(
                _SQL_METRICS_BUMP,
                (task_id, failures, now, now if done else None, difficulty, model if done else None,
                 int(failures >= stuck_threshold), next_model, stuck_threshold),
                ).fetchone()
            )  # fmt: skip
            attempt = int(metrics.total_attempts)
            tx.execute(
                _SQL_OUTCOME_INSERT,
                (task_id, attempt, model, started_at, duration_ms, tokens_input, tokens_output, outcome,
                 error_type, run_id),
            )  # fmt: skip
            if done:
                tx.execute(_SQL_TASK_STATUS, ("done", now, task_id))
            elif outcome == "failed":
                tx.execute(_SQL_TASK_STATUS, ("failed", now, task_id))
            if report is not None:
                what, why, category, files, trace, suggestion, kind, fingerprint = report
                tx.execute(
                    _SQL_REPORT_INSERT,
                    (task_id, attempt, what, why, category, files, trace, now, suggestion, kind, fingerprint),
                )
            for learning_id, category, content, tags in learnings:
                tx.execute(_SQL_LEARNING_INSERT, (learning_id, task_id, category, content, tags, now))
            for old, new in supersedes:
                tx.execute(_SQL_SUPERSEDE, (new, old, new))
            effect = "helped" if done else "neutral" if outcome == "error" else "harmed"
            tx.execute(_SQL_JUDGE, (effect, task_id, attempt))
        return metrics

    def metrics_get(self, task_id: str) -> MetricsRow | None:
        """The task's strategy metrics."""
        row = self.backend.fetchone(_SQL_METRICS_GET, (task_id,))
        return None if row is None else MetricsRow(row)

    def metrics_set_escalation(self, task_id: str, escalation_id: str) -> None:
        """Remember the escalation opened for the task's current failure streak."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_METRICS_ESCALATION, (escalation_id, task_id))

    def attempts(self, task_id: str) -> list[AttemptRow]:
        """Every recorded attempt of the task with its failure report (if any), oldest first."""
        return [AttemptRow(row) for row in self.backend.fetchall(_SQL_ATTEMPTS, (task_id,))]

    def error_categories(self, task_id: str) -> list[str]:
        """The error categories of the task's failure reports."""
        return sorted(str(r[0]) for r in self.backend.fetchall(_SQL_ERROR_CATEGORIES, (task_id,)))

    def run_stats(self, *, run_id: str | None, window_seconds: int) -> tuple[int, int, int]:
        """(iterations, successes, failures) of the current run: ``run_id``'s iterations, or those within
        ``window_seconds`` of the most recent one (the design's heuristic)."""
        if run_id is not None:
            row = self.backend.fetchone(_SQL_RUN_STATS.format(where="run_id = ?"), (run_id,))
        else:
            latest = self.backend.fetchone(_SQL_RUN_LATEST)
            if latest is None or latest[0] is None:
                return (0, 0, 0)
            since = iso(parse_iso(str(latest[0])) - timedelta(seconds=window_seconds))
            row = self.backend.fetchone(_SQL_RUN_STATS.format(where="started_at >= ?"), (since,))
        total, ok, failed = row or (0, 0, 0)
        return int(total), int(ok), int(failed)

    # -- learnings ---------------------------------------------------------------------------------

    def learnings_with_record(self, *, active_only: bool, limit: int) -> list[LearningRecordRow]:
        """Learnings with their record, newest first."""
        sql = _SQL_LEARNINGS.format(where=_ACTIVE if active_only else "")
        return [LearningRecordRow(row) for row in self.backend.fetchall(sql, (limit,))]

    def learning_get(self, learning_id: str) -> LearningRow | None:
        """One learning."""
        row = self.backend.fetchone(_SQL_LEARNING_GET, (learning_id,))
        return None if row is None else LearningRow(row)

    def learnings_inject(self, task_id: str, attempt_number: int, learning_ids: Sequence[str], now: str) -> None:
        """Record that these learnings were given to the task's attempt ``attempt_number``."""
        if not learning_ids:
            return
        with self.backend.transaction() as tx:
            tx.execute(_SQL_TASK_ENSURE, (task_id, now, now))
            for learning_id in learning_ids:
                tx.execute(_SQL_INJECT, (learning_id, task_id, attempt_number, now))

    def learnings_prune(self, ids: Sequence[str], now: str) -> int:
        """Archive superseded learnings and those in ``ids``; how many were archived."""
        with self.backend.transaction() as tx:
            count = int(tx.execute(_SQL_PRUNE_SUPERSEDED, (now,)).rowcount)
            for learning_id in ids:
                count += int(tx.execute(_SQL_PRUNE_ONE, (now, learning_id)).rowcount)
        return count

    def iteration_outcomes_prune(self, done_before: str) -> int:
        """Delete the attempts (and their reports) of tasks done before ``done_before``; how many."""
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_PRUNE_OUTCOMES, (done_before,)).rowcount)

    def failure_report_put(
        self, task_id: str, attempt_number: int, report: Sequence[Any], identity: FailureIdentity | None, now: str
    ) -> bool:
        """Store (or replace) the report of an existing attempt; False if there is no such attempt."""
        what, why, category, files, trace, suggestion, kind, fingerprint = report
        with self.backend.transaction() as tx:
            exists = tx.execute(_SQL_ATTEMPT_EXISTS, (task_id, attempt_number)).fetchone()
            if exists is None:
                return False
            if identity is not None:  # learned only once the attempt is known to exist (recording learns first)
                self.learn_fingerprint(tx, identity, now)
            tx.execute(
                _SQL_REPORT_INSERT,
                (task_id, attempt_number, what, why, category, files, trace, now, suggestion, kind, fingerprint),
            )
        return True

    def learnings_insert(
        self, task_id: str | None, rows: Sequence[Sequence[Any]], supersedes: Sequence[tuple[str, str]], now: str
    ) -> None:
        """Store learnings (id, category, content, tags_json) and mark (old_id, new_id) supersessions."""
        with self.backend.transaction() as tx:
            if task_id is not None:
                tx.execute(_SQL_TASK_ENSURE, (task_id, now, now))
            for learning_id, category, content, tags in rows:
                tx.execute(_SQL_LEARNING_INSERT, (learning_id, task_id, category, content, tags, now))
            for old, new in supersedes:
                tx.execute(_SQL_SUPERSEDE, (new, old, new))

    def learning_exists(self, learning_id: str) -> bool:
        """Whether a learning with this id exists."""
        return self.backend.fetchone("SELECT 1 FROM learnings WHERE id = ?", (learning_id,)) is not None
