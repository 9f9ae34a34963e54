"""What the report shows, read from the store into plain typed values (no HTML here).

:func:`gather` runs a fixed, small number of bounded aggregate queries (see
:mod:`oncebitten.store.report_sql`), so its cost and the page's size do not grow with the store; the
drill-downs (:func:`fingerprint_detail`, :func:`task_detail`) read one fingerprint or one task.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from .._time import iso, parse_iso, utc_now
from ..advisor.memory import FailureGroup, FailureMemory
from ..errors import InvalidInput
from ..escalation.escalations import Escalation
from ..store import Store
from ..store.iteration_sql import LearningRecordRow, MetricsRow
from ..store.report_sql import DecisionsByDayRow, FailuresByDayRow, ReportTaskRow

__all__ = [
    "DEFAULT_LIMITS",
    "DEFAULT_SINCE",
    "Attempt",
    "FingerprintDetail",
    "FingerprintRow",
    "Learning",
    "Limits",
    "ModelEscalation",
    "ModelRate",
    "ModuleOutcomes",
    "Report",
    "Task",
    "TaskDetail",
    "TimeSeries",
    "fingerprint_detail",
    "gather",
    "parse_since",
    "task_detail",
]

#: The window the report and the dashboard show unless told otherwise (the same for both).
DEFAULT_SINCE = "30d"
#: Beyond this many days, the charts count by week instead of by day.
MAX_DAY_BUCKETS = 92


@dataclass(frozen=True, slots=True)
class Limits:
    """How many rows each section shows at most (the page's size is bounded by these)."""

    fingerprints: int = 25
    escalations: int = 50
    tasks: int = 50
    models: int = 20
    model_escalations: int = 20
    learnings: int = 50
    modules: int = 30
    day_rows: int = 5000
    records: int = 100


#: The limits a page uses unless told otherwise.
DEFAULT_LIMITS = Limits()


@dataclass(frozen=True, slots=True)
class TimeSeries:
    """Counts per time bucket (a day, or a week named by its Monday), one list per series, oldest first."""

    buckets: list[str]
    series: dict[str, list[int]]
    unit: str = "day"

    @property
    def total(self) -> int:
        """Every count in every series."""
        return sum(sum(values) for values in self.series.values())


@dataclass(frozen=True, slots=True)
class FingerprintRow:
    """One fingerprint group: how often it failed, in how many calls the advisor remembers, where it stands."""

    key: str
    count: int
    calls: int
    kind: str | None
    template: str | None
    tool_name: str
    first_seen: str
    last_seen: str
    status: str
    pending: int


@dataclass(frozen=True, slots=True)
class Task:
    """A task of an agent loop, with its attempts and failure streak, and the model its next iteration gets
    (``next_model``, ``next_model_why``: what ``oncebitten model`` answers)."""

    id: str
    title: str
    status: str
    attempts: int
    streak: int
    stuck: bool
    last_attempt: str | None
    suggested_model: str | None
    next_model: str | None
    escalation_id: str | None
    next_model_why: str = ""


@dataclass(frozen=True, slots=True)
class ModelRate:
    """A model's iterations and how many finished their task."""

    model: str
    attempts: int
    successes: int
    total_ms: int

    @property
    def rate(self) -> float:
        """Successes over attempts (0 without attempts)."""
        return self.successes / self.attempts if self.attempts else 0.0


@dataclass(frozen=True, slots=True)
class ModelEscalation:
    """A switch to another model after an unfinished attempt, and how often it was made."""

    from_model: str
    to_model: str
    count: int


@dataclass(frozen=True, slots=True)
class Learning:
    """A lesson, how often it was injected into an iteration, and what followed."""

    id: str
    task_id: str | None
    category: str
    content: str
    created_at: str
    state: str
    injections: int
    helped: int
    harmed: int
    last_injected: str | None


@dataclass(frozen=True, slots=True)
class ModuleOutcomes:
    """Outcome memory of one module: hypotheses accepted, rejected and held."""

    module: str
    accepted: int
    rejected: int
    held: int
    last: str


@dataclass(frozen=True, slots=True)
class Report:
    """Everything one page shows."""

    store: str
    generated_at: str
    since: str | None
    totals: dict[str, int]
    failures: TimeSeries
    decisions: TimeSeries
    fingerprints: list[FingerprintRow]
    escalations: list[Escalation]
    tasks: list[Task]
    models: list[ModelRate]
    model_escalations: list[ModelEscalation]
    learnings: list[Learning]
    outcomes: list[ModuleOutcomes]

    @property
    def empty(self) -> bool:
        """Nothing at all to show (a new store, or a quiet window)."""
        return not any(
            (
                self.failures.total,
                self.decisions.total,
                self.fingerprints,
                self.escalations,
                self.tasks,
                self.models,
                self.learnings,
                self.outcomes,
            )
        )


@dataclass(frozen=True, slots=True)
class Attempt:
    """One iteration of a task, with its failure report if it had one."""

    number: int
    model: str
    outcome: str
    duration_ms: int
    tried: str | None
    why_failed: str | None
    category: str | None
    retry_suggestion: str | None


@dataclass(frozen=True, slots=True)
class TaskDetail:
    """A task and all its attempts."""

    task: Task
    description: str
    attempts: list[Attempt]


@dataclass(frozen=True, slots=True)
class FingerprintDetail:
    """A fingerprint group, its logged failures (newest first) and its advisor records."""

    key: str
    template: str | None
    kind: str | None
    first_seen: str | None
    events: list[dict[str, Any]] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)


_SINCE = re.compile(r"^\s*(\d+)\s*([mhdw])\s*$")
_UNITS = {"m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_since(text: str | None, now: datetime | None = None) -> datetime | None:
    """``"7d"``, ``"24h"``, ``"30m"``, ``"2w"`` as the moment that long before ``now``; ``"all"`` (or
    ``None``) as ``None``, for everything; an ISO date or time as itself.

    Raises:
        InvalidInput: none of these forms.
    """
    if text is None or text.strip().lower() in ("", "all"):
        return None
    now = now or utc_now()
    match = _SINCE.match(text.lower())
    if match:
        try:
            return now - timedelta(**{_UNITS[match.group(2)]: int(match.group(1))})
        except (OverflowError, ValueError):
            raise InvalidInput(f"--since: {text!r} reaches past the year 1; use all for everything") from None
    try:
        return parse_iso(text.strip())
    except ValueError:
        raise InvalidInput(f"--since: expected e.g. 7d, 24h, 30m, 2w, all or a date, not {text!r}") from None


def gather(
    store: Store, *, since: datetime | None = None, now: datetime | None = None, limits: Limits = DEFAULT_LIMITS
) -> Report:
    """Read every section of the report from ``store`` (failures since ``since``, or all of them).

    Raises:
        StoreError: the store cannot be read.
    """
    now = now or utc_now()
    start = iso(since) if since is not None else ""
    failure_rows = store.report_failures_by_day(start, limits.day_rows)
    decision_rows = store.report_decisions_by_day(start, limits.day_rows)
    first_day = _first_day(since, failure_rows, decision_rows, now)
    failures = _series(((r.day, str(r.kind), int(r.failures)) for r in failure_rows), first_day, now.date())
    decisions = _series(_decision_points(decision_rows), first_day, now.date())
    groups = [FailureGroup.from_row(row) for row in store.failure_groups(start, limits.fingerprints)]
    cutoffs = FailureMemory(store=store, clock=lambda: now).expiry_cutoffs(now)
    status = store.report_fingerprint_status([g.fingerprint for g in groups], *cutoffs)
    return Report(
        store=store.display,
        generated_at=iso(now),
        since=iso(since) if since is not None else None,
        totals=store.report_totals(start, *cutoffs),
        failures=failures,
        decisions=decisions,
        fingerprints=[_fingerprint(group, status.get(group.fingerprint)) for group in groups],
        escalations=[
            Escalation.from_row(row)
            for row in store.escalation_list(status="open", project_id=None, limit=limits.escalations)
        ],
        tasks=_with_next_models(store, [_task(row) for row in store.report_tasks(limits.tasks)]),
        models=[
            ModelRate(str(r.model), int(r.iterations), int(r.done or 0), int(r.duration_ms or 0))
            for r in store.report_models(start, limits.models)
        ],
        model_escalations=[
            ModelEscalation(str(r.from_model), str(r.to_model), int(r.times))
            for r in store.report_model_escalations(start, limits.model_escalations)
        ],
        # The learnings `oncebitten learnings` lists: active and held back, not those superseded or pruned.
        learnings=[_learning(row) for row in store.learnings_with_record(active_only=True, limit=limits.learnings)],
        outcomes=[
            ModuleOutcomes(
                str(r.module), int(r.accepted or 0), int(r.rejected or 0), int(r.held or 0), str(r.last_recorded)
            )
            for r in store.report_outcomes_by_module(start, limits.modules)
        ],
    )


def fingerprint_detail(store: Store, key: str, limits: Limits = DEFAULT_LIMITS) -> FingerprintDetail | None:
    """One fingerprint group with its latest logged failures and advisor records; ``None`` if unknown."""
    group = store.fingerprint_get(key)
    events = store.failure_group_events(key, limits.records)
    if group is None and not events:
        return None
    return FingerprintDetail(
        key=key,
        template=None if group is None else group.template,
        kind=None if group is None else group.kind,
        first_seen=None if group is None else group.first_seen,
        events=[row.as_dict() for row in events],
        records=[row.as_dict() for row in store.report_fingerprint_records(key, limits.records)],
    )


def task_detail(store: Store, task_id: str) -> TaskDetail | None:
    """One task with every attempt (oldest first); ``None`` if unknown."""
    row = store.task_get(task_id)
    if row is None:
        return None
    m = store.metrics_get(task_id) or MetricsRow((task_id, 0, 0, None, None, None, None, 0, None, None))
    [task] = _with_next_models(
        store,
        [
            Task(
                id=str(row.id),
                title=str(row.title),
                status=str(row.status),
                attempts=int(m.total_attempts or 0),
                streak=int(m.consecutive_failures or 0),
                stuck=bool(m.stuck_flag),
                last_attempt=m.last_attempt_at,
                suggested_model=m.suggested_model,
                next_model=m.next_model,
                escalation_id=m.escalation_id,
            )
        ],
    )
    attempts = [
        Attempt(
            int(a.attempt_number),
            str(a.model),
            str(a.outcome),
            int(a.duration_ms or 0),
            a.what_was_tried,
            a.why_it_failed,
            a.error_category,
            a.retry_suggestion,
        )  # fmt: skip
        for a in store.attempts(task_id)
    ]
    return TaskDetail(task=task, description=str(row.description or ""), attempts=attempts)


# -- shaping rows -----------------------------------------------------------------------------------------


def _first_day(
    since: datetime | None,
    failure_rows: Sequence[FailuresByDayRow],
    decision_rows: Sequence[DecisionsByDayRow],
    now: datetime,
) -> date:
    """The first day the charts show: the window's start, or (for everything) the oldest day with data."""
    if since is not None:
        return min(since.date(), now.date())
    days = [str(r.day) for r in failure_rows] + [str(r.day) for r in decision_rows]
    return min((date.fromisoformat(d) for d in days), default=now.date())


def _series(points: Iterable[tuple[str, str, int]], first: date, last: date) -> TimeSeries:
    """``(day, series, count)`` points as a :class:`TimeSeries` over every day from ``first`` to ``last``
    (by week when that is more than :data:`MAX_DAY_BUCKETS` days), with empty days as zeros."""
    span = (last - first).days + 1
    weekly = span > MAX_DAY_BUCKETS
    if weekly:
        first = first - timedelta(days=first.weekday())
    step = 7 if weekly else 1
    buckets = [(first + timedelta(days=i)).isoformat() for i in range(0, (last - first).days + 1, step)]
    index = {bucket: i for i, bucket in enumerate(buckets)}
    series: dict[str, list[int]] = {}
    for day, name, count in points:
        moment = date.fromisoformat(day)
        if weekly:
            moment -= timedelta(days=moment.weekday())
        slot = index.get(moment.isoformat())
        if slot is None:  # outside the window (a clock behind the data's); not drawn
            continue
        series.setdefault(name, [0] * len(buckets))[slot] += count
    ordered = dict(sorted(series.items(), key=lambda item: (-sum(item[1]), item[0])))
    return TimeSeries(buckets=buckets, series=ordered, unit="week" if weekly else "day")


def _decision_points(rows: Sequence[DecisionsByDayRow]) -> Iterable[tuple[str, str, int]]:
    """Decisions as chart series: blocks that held, shadow blocks that held, false blocks (of either kind),
    and any other decision under its own name."""
    for day, decision, shadow, count, false_count in rows:
        false_count = int(false_count or 0)
        if str(decision) == "BLOCK":
            yield str(day), "shadow blocks" if int(shadow) else "blocks", int(count) - false_count
            yield str(day), "false blocks", false_count
        else:
            yield str(day), str(decision).lower(), int(count)


def _fingerprint(group: FailureGroup, status: tuple[int, int, int, int] | None) -> FingerprintRow:
    pending, resolved, ignored, _ = status or (0, 0, 0, 0)
    if pending:
        label = "pending"  # a call that failed this way is still remembered as failing (check warns or blocks)
    elif resolved:
        label = "resolved"
    elif ignored:
        label = "ignored"
    else:
        label = "expired"  # its calls' records are past their TTL (or swept); the log keeps its failures
    return FingerprintRow(
        key=group.fingerprint,
        count=group.count,
        calls=group.calls,
        kind=group.kind,
        template=group.template,
        tool_name=group.tool_name or "",
        first_seen=group.first_seen,
        last_seen=group.last_seen,
        status=label,
        pending=pending,
    )


def _with_next_models(store: Store, tasks: list[Task]) -> list[Task]:
    """The tasks with the model their next iteration gets: IterationMemory's choice, not a second one."""
    from dataclasses import replace

    from ..iteration.memory import IterationMemory
    from ..iteration.strategy import ModelTiers

    if not tasks:
        return tasks
    choices = IterationMemory(store=store, tiers=ModelTiers.from_environment()).select_models(t.id for t in tasks)
    return [replace(t, next_model=choices[t.id].model, next_model_why=choices[t.id].rationale) for t in tasks]


def _task(row: ReportTaskRow) -> Task:
    return Task(
        id=str(row.id),
        title=str(row.title or ""),
        status=str(row.status),
        attempts=int(row.total_attempts),
        streak=int(row.consecutive_failures),
        stuck=bool(row.stuck_flag),
        last_attempt=row.last_attempt_at,
        suggested_model=row.suggested_model,
        next_model=row.next_model,
        escalation_id=row.escalation_id,
    )


def _learning(row: LearningRecordRow) -> Learning:
    from ..iteration.learnings import LearningRecord

    record = LearningRecord.from_row(row)  # its status: one definition (active, held back, ...)
    return Learning(
        id=record.id,
        task_id=record.task_id,
        category=record.category,
        content=record.content,
        created_at=record.created_at,
        state=record.status,
        injections=record.injections,
        helped=record.helped,
        harmed=record.harmed,
        last_injected=record.last_injected_at,
    )
