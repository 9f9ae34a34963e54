"""Iteration memory for agent loops: what failed, what was learned, and how the loop is going.

A loop that re-runs an agent on a task list calls, around each iteration::

    from .. import IterationMemory
    memory = IterationMemory()                                      # the shared store
    prompt = memory.task_context("t-1", title="...", description="...").text
    model = memory.select_model("t-1").model
    ...                                                             # run the agent
    memory.capture("t-1", agent_output, model=model, duration_ms=41_000)

``capture`` parses every sigil (:mod:`oncebitten.iteration.sigils`) and records the iteration in one transaction:
its outcome and metrics, a failure report (a minimal one when the agent gave none), its learnings, and the
verdict on the learnings that iteration was given (helped / harmed). ``task_context`` renders the design's
prompt with Previous Attempts, relevant Learnings and Loop Status under a character budget
(:mod:`oncebitten.iteration.context`) and records which learnings it injected. A learning whose harm rate is credibly
above its help rate is held back. Lifecycle (growth, merging, pruning, staleness, escalation): ``docs/iteration.md``.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from .._time import Clock, iso
from ..engine.core import open_engine
from ..errors import InvalidInput
from ..store import Store
from ..store.iteration_sql import MetricsRow
from .context import (
    DEFAULT_BUDGET,
    AttemptContext,
    LearningContext,
    LoopStatus,
    MemoryContext,
    TaskInfo,
    build_task_context,
)
from .learnings import (
    LearningRecord,
    extract_keywords,
    is_harmful,
    near_duplicate,
    same_insight,
    tag_matches,
    task_phrase,
    with_score,
)
from .sigils import (
    FailureReport,
    Learning,
    minimal_failure_report,
    parse_difficulty_estimate,
    parse_failure_report,
    parse_learnings,
    parse_next_model,
    parse_retry_suggestion,
    parse_task_outcome,
    sigil_problems,
)
from .strategy import (
    DEFAULT_TIERS,
    ESCALATE_AFTER,
    HUMAN_REVIEW_AFTER,
    STUCK_THRESHOLD,
    ModelChoice,
    ModelTiers,
    escalation_stage,
    select_model,
)

__all__ = [
    "OUTCOMES",
    "CaptureResult",
    "IterationMemory",
    "LearningRecord",
    "PruneReport",
    "TaskContext",
    "TaskMetrics",
    "TaskSummary",
    "extract_keywords",
    "is_harmful",
]

#: The design's iteration outcomes.
OUTCOMES = ("done", "failed", "no_sigil", "error")
#: The design's heuristic for "the current run" when no run id is given: iterations within 2 hours of the last.
RUN_WINDOW = timedelta(hours=2)
#: Learnings shown per iteration (the design's top N).
TOP_LEARNINGS = 5
#: Bounds on what one iteration may add (memory growth).
MAX_LEARNINGS_PER_ITERATION = 10
MAX_LEARNING_CHARS = 1000
MAX_TAGS = 24
#: How many active learnings are read to match a task (newest first).
ACTIVE_SCAN = 5000


@dataclass(frozen=True, slots=True)
class TaskMetrics:
    """A task's ``strategy_metrics`` row."""

    task_id: str
    total_attempts: int = 0
    consecutive_failures: int = 0
    last_attempt_at: str | None = None
    last_success_at: str | None = None
    difficulty_estimate: str | None = None
    suggested_model: str | None = None
    stuck_flag: bool = False
    next_model: str | None = None
    escalation_id: str | None = None

    @staticmethod
    def from_row(row: MetricsRow) -> TaskMetrics:
        """Build from the store's row."""
        return TaskMetrics(
            str(row.task_id), int(row.total_attempts), int(row.consecutive_failures), row.last_attempt_at,
            row.last_success_at, row.difficulty_estimate, row.suggested_model, bool(row.stuck_flag), row.next_model,
            row.escalation_id,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class TaskSummary:
    """A task as ``oncebitten tasks`` lists it."""

    id: str
    title: str
    status: str
    attempts: int
    consecutive_failures: int
    stuck: bool
    last_attempt_at: str | None
    difficulty: str | None
    suggested_model: str | None
    escalation_id: str | None


@dataclass(frozen=True, slots=True)
class CaptureResult:
    """What :meth:`IterationMemory.capture` recorded for one iteration."""

    task_id: str
    attempt_number: int
    outcome: str
    report: FailureReport | None
    learnings: list[str]
    superseded: list[str]
    difficulty: str | None
    retry_suggestion: str | None
    next_model: str | None
    metrics: TaskMetrics
    stage: str
    escalation_id: str | None = None
    #: Sigils in the output that had no effect, and why (e.g. no ``<task-done>`` / ``<task-failed>``).
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        from dataclasses import asdict

        return asdict(self)


@dataclass(frozen=True, slots=True)
class TaskContext:
    """The prompt for a task's next iteration and what went into it."""

    text: str
    task_id: str
    attempt_number: int
    memory: MemoryContext
    injected: list[str] = field(default_factory=list)
    held_back: list[LearningRecord] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class PruneReport:
    """What :meth:`IterationMemory.prune` did."""

    superseded: int = 0
    archived: int = 0
    attempts_deleted: int = 0


class IterationMemory:
    """Cross-iteration memory for an agent loop, in the shared store.

    Args:
        db_path: a path, ``sqlite:///``/``postgresql://`` URL, or ``None`` for the default store.
        store: an already open store (instead of ``db_path``).
        tiers: the models :meth:`select_model` chooses from (default haiku, sonnet, opus).
        stuck_threshold: consecutive failures that flag a task stuck (3).
        escalate_after: consecutive failures that escalate the model (2).
        human_review_after: consecutive failures that open an escalation for a human (5).
        run_id: scopes "the current run" (Loop Status); default ``$ONCEBITTEN_RUN_ID`` or the design's
            2-hour window.
        stale_after: learnings neither created nor injected for this long are not injected any more.
        project_id: the project named in escalations.
        clock: the current UTC time (tests).
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        store: Store | None = None,
        tiers: ModelTiers = DEFAULT_TIERS,
        stuck_threshold: int = STUCK_THRESHOLD,
        escalate_after: int = ESCALATE_AFTER,
        human_review_after: int = HUMAN_REVIEW_AFTER,
        run_id: str | None = None,
        stale_after: timedelta | None = timedelta(days=90),
        project_id: str = "iteration-memory",
        clock: Clock | None = None,
    ) -> None:
        if stuck_threshold < 1 or escalate_after < 1 or human_review_after < 1:
            raise InvalidInput("thresholds must be at least 1")
        self.engine = open_engine(db_path, store=store, clock=clock)
        self.store = self.engine.store
        self.tiers = tiers
        self.stuck_threshold = stuck_threshold
        self.escalate_after = escalate_after
        self.human_review_after = human_review_after
        self.run_id = run_id if run_id is not None else (os.environ.get("ONCEBITTEN_RUN_ID") or None)
        self.stale_after = stale_after
        self.project_id = project_id

    def _now(self) -> str:
        return self.engine.now()

    # -- tasks -------------------------------------------------------------------------------------

    def ensure_task(
        self, task_id: str, *, title: str = "", description: str = "", parent_id: str | None = None
    ) -> None:
        """Create the task, or update the title / description / parent given (empty ones keep what is known).

        Raises:
            InvalidInput: an empty task id.
        """
        _check_task_id(task_id)
        title, description = self.engine.identifier.redact_together([title, description])
        self.store.task_upsert(task_id, title, description, parent_id, self._now())

    def delete_task(self, task_id: str) -> bool:
        """Delete a task with its outcomes, reports and metrics; its learnings stay, unlinked."""
        return self.store.task_delete(task_id)

    def tasks(self, *, stuck_only: bool = False, limit: int = 100) -> list[TaskSummary]:
        """Tasks with attempts, failure streaks and stuck flags, most recently attempted first."""
        return [
            TaskSummary(
                str(r.id),
                str(r.title),
                str(r.status),
                int(r.total_attempts),
                int(r.consecutive_failures),
                bool(r.stuck_flag),
                r.last_attempt_at,
                r.difficulty_estimate,
                r.suggested_model,
                r.escalation_id,
            )  # fmt: skip
            for r in self.store.task_list(stuck_only=stuck_only, limit=limit)
        ]

    def metrics(self, task_id: str) -> TaskMetrics:
        """The task's strategy metrics (zeros for a task never attempted)."""
        row = self.store.metrics_get(task_id)
        return TaskMetrics(task_id) if row is None else TaskMetrics.from_row(row)

    # -- capture (after an iteration) --------------------------------------------------------------

    def capture(
        self,
        task_id: str,
        result_text: str,
        *,
        model: str,
        duration_ms: int = 0,
        outcome: str | None = None,
        tokens_input: int | None = None,
        tokens_output: int | None = None,
        started_at: str | None = None,
    ) -> CaptureResult:
        """Record one iteration from the agent's output: every sigil, in one transaction.

        The outcome is ``outcome`` or, when not given, ``done`` / ``failed`` from ``<task-done>`` /
        ``<task-failed>``, else ``no_sigil``. Any outcome but ``done`` gets a failure report (a minimal one
        without ``<failure-report>``). At ``human_review_after`` consecutive failures, one escalation per
        failure streak is opened for a human. Sigils that had no effect (malformed, misspelt, or no task
        sigil at all) are listed in the result's ``warnings``.

        Raises:
            InvalidInput: an empty task id or model, an unknown outcome, a negative duration.
            StoreError: the store cannot be written.
        """
        _check_task_id(task_id)
        text = result_text if isinstance(result_text, str) else str(result_text)
        warnings = sigil_problems(text, outcome_given=bool(outcome))
        outcome = outcome or parse_task_outcome(text) or "no_sigil"
        _check_iteration(model, outcome, duration_ms)
        difficulty, hint = parse_difficulty_estimate(text), parse_next_model(text)
        suggestion = parse_retry_suggestion(text)
        report = identity = None
        error_type = None
        if outcome != "done":
            report = parse_failure_report(text) or minimal_failure_report(text)
            report, suggestion = self._redacted_report(report, suggestion)  # what is stored is what is returned
            report_row, identity = self._report_row(report, suggestion)
            error_type = report.error_category if report.what_tried else identity.kind
        learnings, supersedes = self._prepare_learnings(parse_learnings(text))
        now = self._now()
        row = self.store.iteration_record(
            task_id=task_id, model=model, started_at=started_at or now, duration_ms=int(duration_ms),
            tokens_input=tokens_input, tokens_output=tokens_output, outcome=outcome, error_type=error_type,
            run_id=self.run_id, difficulty=difficulty, next_model=hint, stuck_threshold=self.stuck_threshold,
            report=report_row if report is not None else None, identity=identity, learnings=learnings,
            supersedes=supersedes, now=now,
        )  # fmt: skip
        metrics = TaskMetrics.from_row(row)
        escalation_id = self._maybe_escalate(metrics, report)
        return CaptureResult(
            task_id=task_id,
            attempt_number=metrics.total_attempts,
            outcome=outcome,
            report=report,
            learnings=[learning_id for learning_id, *_ in learnings],
            superseded=[old for old, _ in supersedes],
            difficulty=difficulty,
            retry_suggestion=suggestion,
            next_model=hint,
            metrics=metrics,
            stage=escalation_stage(
                metrics.consecutive_failures,
                escalate_after=self.escalate_after,
                stuck_threshold=self.stuck_threshold,
                human_after=self.human_review_after,
            ),
            escalation_id=escalation_id or metrics.escalation_id,
            warnings=warnings,
        )

    def record_iteration_metrics(
        self,
        task_id: str,
        model: str,
        duration_ms: int,
        outcome: str,
        *,
        difficulty: str | None = None,
        next_model: str | None = None,
        tokens_input: int | None = None,
        tokens_output: int | None = None,
        error_type: str | None = None,
    ) -> TaskMetrics:
        """Record an iteration's outcome and update the task's metrics (the design's update rules); returns
        them (``total_attempts`` is this attempt's number).

        Raises:
            InvalidInput: an empty task id or model, an unknown outcome, a negative duration.
        """
        _check_task_id(task_id)
        _check_iteration(model, outcome, duration_ms)
        now = self._now()
        row = self.store.iteration_record(
            task_id=task_id, model=model, started_at=now, duration_ms=int(duration_ms), tokens_input=tokens_input,
            tokens_output=tokens_output, outcome=outcome, error_type=error_type, run_id=self.run_id,
            difficulty=difficulty, next_model=next_model, stuck_threshold=self.stuck_threshold, report=None,
            identity=None, learnings=(), supersedes=(), now=now,
        )  # fmt: skip
        metrics = TaskMetrics.from_row(row)
        self._maybe_escalate(metrics, None)
        return metrics

    def capture_failure(self, task_id: str, result_text: str, *, attempt_number: int | None = None) -> FailureReport:
        """Store the failure report of an attempt (default the latest) from the agent's output: its
        ``<failure-report>`` and ``<retry-suggestion>``, or a minimal report. Returns the report as parsed.

        Raises:
            InvalidInput: the task has no such attempt (record the iteration first).
        """
        attempt = attempt_number if attempt_number is not None else self.metrics(task_id).total_attempts
        report = parse_failure_report(result_text) or minimal_failure_report(result_text)
        row, identity = self._report_row(report, parse_retry_suggestion(result_text))
        if not self.store.failure_report_put(task_id, attempt, row, identity, self._now()):
            raise InvalidInput(f"task {task_id!r} has no attempt {attempt}; record the iteration first")
        return report

    def capture_learnings(self, task_id: str | None, result_text: str) -> list[LearningRecord]:
        """Store every ``<learning>`` in the agent's output (near-duplicates supersede older ones)."""
        rows, supersedes = self._prepare_learnings(parse_learnings(result_text))
        if rows:
            self.store.learnings_insert(task_id, rows, supersedes, self._now())
        return [self._learning(str(learning_id)) for learning_id, *_ in rows]

    def record_learning(
        self, category: str, content: str, tags: Sequence[str], *, task_id: str | None = None
    ) -> LearningRecord:
        """Store one learning given as data rather than as a ``<learning>`` sigil (e.g. from an MCP client);
        it supersedes its near-duplicates, as a captured one does. Returns it.

        Raises:
            InvalidInput: an empty category or content, or an empty task id.
        """
        if not str(category).strip() or not str(content).strip():
            raise InvalidInput("a learning needs a category and a content")
        if task_id is not None:
            _check_task_id(task_id)
        learning = Learning(str(category).strip(), [t.strip() for t in tags if t.strip()], str(content).strip())
        rows, supersedes = self._prepare_learnings([learning])
        self.store.learnings_insert(task_id, rows, supersedes, self._now())
        (learning_id, *_), *_ = rows
        return self._learning(str(learning_id))

    def _redacted_report(self, report: FailureReport, suggestion: str | None) -> tuple[FailureReport, str | None]:
        """The report and the retry suggestion with their secrets redacted, all fields together."""
        files = list(report.relevant_files)
        what, why, category, trace, hint, *clean_files = self.engine.identifier.redact_together(
            [report.what_tried, report.why_failed, report.error_category, report.stack_trace or "", suggestion or "",
             *files]
        )  # fmt: skip
        redacted = FailureReport(what, why, category, clean_files, trace[:500] if report.stack_trace else None)
        return redacted, hint if suggestion else None

    def _report_row(self, report: FailureReport, suggestion: str | None) -> tuple[tuple[Any, ...], Any]:
        """The row of an already redacted report (:meth:`_redacted_report`), and its failure identity."""
        trace = report.stack_trace
        identity = self.engine.identifier.identify(f"{report.why_failed}\n{trace or ''}".strip())
        files = json.dumps(report.relevant_files) if report.relevant_files else None
        row = (
            report.what_tried, report.why_failed, report.error_category, files, trace, suggestion, identity.kind,
            identity.fingerprint,
        )  # fmt: skip
        return row, identity

    def _prepare_learnings(
        self, parsed: list[Learning]
    ) -> tuple[list[tuple[str, str, str, str]], list[tuple[str, str]]]:
        """Rows to store (redacted, bounded) and (old, new) supersessions of near-duplicates."""
        if not parsed:
            return [], []
        together = self.engine.identifier.redact_together
        active = self._active_learnings()
        rows: list[tuple[str, str, str, str]] = []
        kept: list[tuple[str, str]] = []  # (category, content) of this iteration's learnings
        supersedes: list[tuple[str, str]] = []
        for learning in parsed[:MAX_LEARNINGS_PER_ITERATION]:
            content, category, *clean_tags = together(
                [" ".join(learning.content.split()), learning.category, *learning.tags[:MAX_TAGS]]
            )
            content, category = content[:MAX_LEARNING_CHARS], category[:64]
            if any(c == category and near_duplicate(content, other) for c, other in kept):
                continue  # the same insight twice in one output
            tags = json.dumps([t[:200] for t in clean_tags])
            learning_id = self._new_learning_id()
            for old in active:
                if old.category == category and near_duplicate(content, old.content):
                    supersedes.append((old.id, learning_id))
            rows.append((learning_id, category, content, tags))
            kept.append((category, content))
        return rows, supersedes

    def _new_learning_id(self) -> str:
        while True:  # 'l-{6 hex}', the design's format; a collision is checked rather than hoped against
            candidate = f"l-{secrets.token_hex(3)}"
            if not self.store.learning_exists(candidate):
                return candidate

    def _maybe_escalate(self, metrics: TaskMetrics, report: FailureReport | None) -> str | None:
        if metrics.consecutive_failures < self.human_review_after or metrics.escalation_id is not None:
            return None
        from ..escalation.escalations import Escalations
        from ..escalation.tracker import build_escalation_options

        why = report.why_failed if report is not None else "the task keeps failing"
        escalation = Escalations(store=self.store, clock=self.engine.clock).record(
            project_id=self.project_id,
            signature=f"task:{metrics.task_id}",
            error_type="stuck_task",
            error_message=why,
            category="code_error",
            attempts=metrics.consecutive_failures,
            recommended_action="Review the task: decompose it, clarify it, or give guidance",
            plain_english_problem=(
                f"Task {metrics.task_id} failed {metrics.consecutive_failures} times in a row; the agent loop "
                "is stuck on it."
            ),
            options=build_escalation_options("stuck_task", "code_error"),
            session_id=self.run_id or "",
            job_id=metrics.task_id,
        )
        self.store.metrics_set_escalation(metrics.task_id, escalation.id)
        return escalation.id

    # -- recall (before an iteration) --------------------------------------------------------------

    def get_failure_context(self, task_id: str) -> list[AttemptContext]:
        """Every previous attempt of the task with its failure report, oldest first."""
        attempts = []
        for row in self.store.attempts(task_id):
            attempts.append(
                AttemptContext(
                    int(row.attempt_number),
                    str(row.model),
                    str(row.outcome),
                    int(row.duration_ms or 0),
                    row.what_was_tried,
                    row.why_it_failed,
                    row.error_category,
                    json.loads(row.relevant_files) if row.relevant_files else [],
                    row.stack_trace_snippet,
                    row.retry_suggestion,
                )  # fmt: skip
            )
        return attempts

    def get_relevant_learnings(
        self,
        title: str,
        description: str = "",
        *,
        task_id: str | None = None,
        limit: int = TOP_LEARNINGS,
        include_held_back: bool = False,
    ) -> list[LearningRecord]:
        """The active learnings whose tags match the task, best first: most matching tags, then newest.

        Near-duplicates (same category, > 80 % alike) show only the newest; stale learnings are skipped;
        learnings held back for harm are left out unless ``include_held_back``.
        """
        categories = self.store.error_categories(task_id) if task_id else []
        keywords = extract_keywords(title, description, categories)
        if not keywords:
            return []
        phrase_text = task_phrase(title, description)
        cutoff = iso(self.engine.clock() - self.stale_after) if self.stale_after is not None else None
        matched: list[LearningRecord] = []
        for learning in self._active_learnings():  # newest first
            if cutoff is not None and max(learning.created_at, learning.last_injected_at or "") < cutoff:
                continue
            score = sum(tag_matches(tag, keywords, phrase_text) for tag in learning.tags)
            if score and (include_held_back or not learning.held_back):
                if any(same_insight(kept, learning) for kept in matched):
                    continue  # an older near-duplicate of one already kept
                matched.append(with_score(learning, score))
        matched.sort(key=lambda learning: -learning.score)  # stable: equal scores stay newest first
        return matched[:limit]

    def learnings(self, *, include_inactive: bool = False, limit: int = 100) -> list[LearningRecord]:
        """Learnings with their record, newest first (active and held back; all with ``include_inactive``)."""
        rows = self.store.learnings_with_record(active_only=not include_inactive, limit=limit)
        return [LearningRecord.from_row(row) for row in rows]

    def _active_learnings(self) -> list[LearningRecord]:
        return [
            LearningRecord.from_row(row)
            for row in self.store.learnings_with_record(active_only=True, limit=ACTIVE_SCAN)
        ]

    def _learning(self, learning_id: str) -> LearningRecord:
        row = self.store.learning_get(learning_id)
        if row is None:
            raise InvalidInput(f"no learning {learning_id!r}")
        return LearningRecord.from_row(row)

    def select_model(self, task_id: str) -> ModelChoice:
        """The model for the task's next iteration and why (:func:`oncebitten.iteration.strategy.select_model`)."""
        return self.select_models([task_id])[task_id]

    def select_models(self, task_ids: Iterable[str]) -> dict[str, ModelChoice]:
        """:meth:`select_model` for each task, reading the run's statistics once (what ``oncebitten model``
        answers, the report and the dashboard show)."""
        total, successes, _ = self._run_stats()
        choices: dict[str, ModelChoice] = {}
        for task_id in task_ids:
            metrics = self.metrics(task_id)
            choices[task_id] = select_model(
                consecutive_failures=metrics.consecutive_failures,
                difficulty=metrics.difficulty_estimate,
                hint=metrics.next_model,
                run_successes=successes,
                run_total=total,
                tiers=self.tiers,
                escalate_after=self.escalate_after,
            )
        return choices

    def _run_stats(self) -> tuple[int, int, int]:
        return self.store.run_stats(run_id=self.run_id, window_seconds=int(RUN_WINDOW.total_seconds()))

    def get_loop_status(self, task_id: str, *, iteration_limit: int = 0) -> LoopStatus:
        """Where the run and the task stand before the task's next iteration, with the model chosen."""
        metrics = self.metrics(task_id)
        total, successes, _ = self._run_stats()
        choice = self.select_model(task_id)
        return LoopStatus(
            current_iteration=total + 1,
            iteration_limit=iteration_limit,
            task_attempts=metrics.total_attempts + 1,
            consecutive_failures=metrics.consecutive_failures,
            run_successes=successes,
            run_total=total,
            current_model=choice.model,
            model_rationale=choice.rationale,
            stuck_flag=metrics.consecutive_failures >= self.stuck_threshold,
            stuck_threshold=self.stuck_threshold,
        )

    def memory_context(
        self, task_id: str, *, title: str = "", description: str = "", budget: int = DEFAULT_BUDGET,
        iteration_limit: int = 0,
    ) -> tuple[MemoryContext, list[LearningRecord]]:  # fmt: skip
        """The design's ``MemoryContext`` for the task's next iteration, and the learnings held back."""
        candidates = self.get_relevant_learnings(
            title, description, task_id=task_id, limit=TOP_LEARNINGS * 2, include_held_back=True
        )
        held_back = [learning for learning in candidates if learning.held_back]
        chosen = [learning for learning in candidates if not learning.held_back][:TOP_LEARNINGS]
        memory = MemoryContext(
            previous_attempts=self.get_failure_context(task_id),
            relevant_learnings=[LearningContext(x.category, x.content, x.id, x.score) for x in chosen],
            loop_status=self.get_loop_status(task_id, iteration_limit=iteration_limit),
            budget_chars=budget,
        )
        return memory, held_back

    def task_context(
        self,
        task_id: str,
        *,
        title: str = "",
        description: str = "",
        budget: int = DEFAULT_BUDGET,
        iteration_limit: int = 0,
        reference_specs: str | None = None,
        record: bool = True,
    ) -> TaskContext:
        """The prompt for the task's next iteration (the design's task context with the memory sections), and
        — unless ``record`` is false — a record of every learning it injects, to be judged by the outcome.

        Raises:
            InvalidInput: an empty task id, or a budget below the minimum (500).
        """
        self.ensure_task(task_id, title=title, description=description)
        row = self.store.task_get(task_id)
        stored_title, stored_description = (str(row.title), str(row.description)) if row else (title, description)
        memory, held_back = self.memory_context(
            task_id, title=stored_title, description=stored_description, budget=budget,
            iteration_limit=iteration_limit,
        )  # fmt: skip
        info = TaskInfo(task_id, stored_title, stored_description, reference_specs=reference_specs)
        text = build_task_context(info, memory)
        injected = [x.id for x in memory.relevant_learnings if f"- **[{x.category}]** {x.content}\n" in text]
        attempt = memory.loop_status.task_attempts if memory.loop_status else 1
        if record and injected:
            self.store.learnings_inject(task_id, attempt, injected, self._now())
        return TaskContext(text, task_id, attempt, memory, injected, held_back)

    # -- lifecycle ---------------------------------------------------------------------------------

    def merge_learnings(
        self, ids: Sequence[str], content: str, *, category: str | None = None, tags: Sequence[str] | None = None
    ) -> LearningRecord:
        """Summarise learnings into one: a new learning that supersedes each of ``ids`` (tags: their union,
        unless given). Returns it.

        Raises:
            InvalidInput: no ids, an unknown or already superseded one, or empty content.
        """
        if not ids or not content.strip():
            raise InvalidInput("merging needs at least one learning id and the merged content")
        old = [self._learning(i) for i in ids]
        if any(x.superseded_by is not None for x in old):
            raise InvalidInput("a learning that is already superseded cannot be merged again; merge its successor")
        merged_tags = list(tags) if tags is not None else list(dict.fromkeys(t for x in old for t in x.tags))
        clean_content, clean_category, *clean_tags = self.engine.identifier.redact_together(
            [" ".join(content.split()), category or old[0].category, *merged_tags[:MAX_TAGS]]
        )
        new_id = self._new_learning_id()
        row = (
            new_id,
            clean_category[:64],
            clean_content[:MAX_LEARNING_CHARS],
            json.dumps([t[:200] for t in clean_tags]),
        )
        self.store.learnings_insert(old[0].task_id, [row], [(x.id, new_id) for x in old], self._now())
        return self._learning(new_id)

    def learning_chain(self, learning_id: str) -> list[LearningRecord]:
        """The learning and every learning that superseded it in turn; the last one is current."""
        chain = [self._learning(learning_id)]
        seen = {learning_id}
        while chain[-1].superseded_by is not None and chain[-1].superseded_by not in seen:
            seen.add(chain[-1].superseded_by)
            chain.append(self._learning(chain[-1].superseded_by))
        return chain

    def prune(self, *, max_active: int = 500, done_before: timedelta | None = timedelta(days=30)) -> PruneReport:
        """Keep memory small: near-duplicates are superseded by their newest, then superseded, held-back and
        stale learnings are archived (``pruned_at``), then the oldest never-helped ones beyond ``max_active``;
        the attempts of tasks done more than ``done_before`` ago are deleted (their metrics stay).
        """
        active = self._active_learnings()  # newest first
        supersedes: list[tuple[str, str]] = []
        survivors: list[LearningRecord] = []
        for learning in active:
            newer = next(
                (kept for kept in survivors if same_insight(kept, learning)),
                None,
            )
            if newer is not None:
                supersedes.append((learning.id, newer.id))
            else:
                survivors.append(learning)
        if supersedes:
            self.store.learnings_insert(None, [], supersedes, self._now())
        cutoff = iso(self.engine.clock() - self.stale_after) if self.stale_after is not None else None
        archive = [
            x.id
            for x in survivors
            if x.held_back or (cutoff is not None and max(x.created_at, x.last_injected_at or "") < cutoff)
        ]
        remaining = [x for x in survivors if x.id not in set(archive)]
        if len(remaining) > max_active:
            unhelped = [x for x in reversed(remaining) if x.helped == 0]  # oldest first
            archive += [x.id for x in unhelped[: len(remaining) - max_active]]
        archived = self.store.learnings_prune(archive, self._now())
        deleted = 0
        if done_before is not None:
            deleted = self.store.iteration_outcomes_prune(iso(self.engine.clock() - done_before))
        return PruneReport(superseded=len(supersedes), archived=archived, attempts_deleted=deleted)


def _check_task_id(task_id: str) -> None:
    if not isinstance(task_id, str) or not task_id.strip():
        raise InvalidInput("a task id must not be empty")


def _check_iteration(model: str, outcome: str, duration_ms: int) -> None:
    if not model or not str(model).strip():
        raise InvalidInput("a model name must not be empty")
    if outcome not in OUTCOMES:
        raise InvalidInput(f"outcome must be one of {', '.join(OUTCOMES)}, not {outcome!r}")
    if int(duration_ms) < 0:
        raise InvalidInput("duration_ms must not be negative")
