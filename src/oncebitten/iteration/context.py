"""The task context an agent is given, with the iteration-memory design's memory sections, under a character budget.

:func:`build_task_context` renders the design's "Assigned Task" prompt; :func:`render_memory_context` the
memory sections appended to it — ``### Previous Attempts``, ``### Learnings from Previous Iterations`` and
``### Loop Status`` (with the stuck-loop warning) — exactly as the design's templates and prompt examples
show them. Pure functions: :class:`~oncebitten.iteration.memory.IterationMemory` gathers the data.

The budget (5000 characters by default) bounds the whole memory text, headers included:

1. Previous Attempts first. The most recent attempt (and the retry suggestion after it) is always kept,
   hard-truncated with ``_(truncated)_`` if it alone exceeds the budget; then older attempts, newest first,
   while they fit; attempts left out are replaced by ``_(Earlier attempts truncated due to context
   budget)_``. Attempts are shown oldest first.
2. Learnings, in score order; a learning fits entirely or is left out.
3. Loop Status, entirely or not at all.

A stuck loop's warning is reserved before anything else, so the warning is shown even when the attempt
history fills the budget (after the attempts, if Loop Status did not fit).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InvalidInput
from .strategy import STUCK_THRESHOLD, stuck_warning

__all__ = [
    "DEFAULT_BUDGET",
    "MIN_BUDGET",
    "AttemptContext",
    "LearningContext",
    "LoopStatus",
    "MemoryContext",
    "Prerequisite",
    "TaskInfo",
    "build_task_context",
    "render_memory_context",
]

#: The design's total budget for the memory sections, in characters.
DEFAULT_BUDGET = 5000
#: The smallest budget accepted: the design's minimum for Previous Attempts.
MIN_BUDGET = 500
#: Error output is cut to the design's 500 characters.
TRACE_LIMIT = 500

TRUNCATED = "\n_(truncated)_\n"
EARLIER_TRUNCATED = "_(Earlier attempts truncated due to context budget)_\n\n"


@dataclass(frozen=True, slots=True)
class AttemptContext:
    """One previous attempt: its outcome row and, if any, its failure report."""

    attempt_number: int
    model: str
    outcome: str
    duration_ms: int = 0
    what_was_tried: str | None = None
    why_it_failed: str | None = None
    error_category: str | None = None
    relevant_files: list[str] = field(default_factory=list)
    stack_trace_snippet: str | None = None
    retry_suggestion: str | None = None

    @property
    def structured(self) -> bool:
        """Whether the agent gave a ``<failure-report>`` (a minimal report has no ``what_was_tried``)."""
        return bool(self.what_was_tried)


@dataclass(frozen=True, slots=True)
class LearningContext:
    """A learning as injected: its category and content (id and score for the record)."""

    category: str
    content: str
    id: str = ""
    score: int = 0


@dataclass(frozen=True, slots=True)
class LoopStatus:
    """Where the run and the task stand, and the model chosen for this iteration."""

    current_iteration: int
    iteration_limit: int
    task_attempts: int
    consecutive_failures: int
    run_successes: int
    run_total: int
    current_model: str
    model_rationale: str
    stuck_flag: bool = False
    stuck_threshold: int = STUCK_THRESHOLD

    def success_rate_pct(self) -> float:
        return 100.0 * self.run_successes / self.run_total if self.run_total else 0.0


@dataclass(frozen=True, slots=True)
class MemoryContext:
    """Everything injected for one iteration (the design's ``MemoryContext``)."""

    previous_attempts: list[AttemptContext] = field(default_factory=list)
    relevant_learnings: list[LearningContext] = field(default_factory=list)
    loop_status: LoopStatus | None = None
    budget_chars: int = DEFAULT_BUDGET


@dataclass(frozen=True, slots=True)
class Prerequisite:
    """A completed task this one depends on."""

    id: str
    title: str
    summary: str = ""


@dataclass(frozen=True, slots=True)
class TaskInfo:
    """The task as the agent is told about it."""

    id: str
    title: str
    description: str = ""
    parent_title: str | None = None
    parent_description: str = ""
    prerequisites: list[Prerequisite] = field(default_factory=list)
    reference_specs: str | None = None


def build_task_context(task: TaskInfo, memory: MemoryContext | None = None) -> str:
    """The design's task context: Assigned Task, Description, Parent Context, Completed Prerequisites,
    Reference Specs, then the memory sections (nothing more when there is no memory)."""
    out = [f"## Assigned Task\n\n**ID:** {task.id}\n**Title:** {task.title}\n"]
    if task.description:
        out.append(f"\n### Description\n{task.description}\n")
    if task.parent_title is not None:
        parent = f"\n### Parent Context\n**Parent:** {task.parent_title}\n"
        out.append(parent + (f"{task.parent_description}\n" if task.parent_description else ""))
    if task.prerequisites:
        lines = "".join(f"- [{p.id}] {p.title}{': ' + p.summary if p.summary else ''}\n" for p in task.prerequisites)
        out.append(f"\n### Completed Prerequisites\n{lines}")
    if task.reference_specs:
        out.append(f"\n### Reference Specs\nRead all files in: {task.reference_specs}\n")
    if memory is not None:
        out.append(render_memory_context(memory))
    return "".join(out)


class _Budget:
    def __init__(self, total: int) -> None:
        self.remaining = total

    def can_fit(self, chars: int) -> bool:
        return chars <= self.remaining

    def consume(self, chars: int) -> None:
        self.remaining = max(0, self.remaining - chars)


def render_memory_context(memory: MemoryContext) -> str:
    """The memory sections for one iteration, at most ``memory.budget_chars`` characters long.

    Raises:
        InvalidInput: a budget below :data:`MIN_BUDGET`.
    """
    if memory.budget_chars < MIN_BUDGET:
        raise InvalidInput(f"the context budget must be at least {MIN_BUDGET} characters, not {memory.budget_chars}")
    if not memory.previous_attempts and not memory.relevant_learnings:
        return ""  # no memory of this task: the prompt is exactly what it was without memory
    budget = _Budget(memory.budget_chars)
    status = memory.loop_status
    warning = stuck_warning(status.stuck_threshold) if status is not None and status.stuck_flag else ""
    budget.consume(len(warning))
    attempts = _render_previous_attempts(memory.previous_attempts, budget)
    learnings = _render_learnings(memory.relevant_learnings, budget)
    loop = _render_loop_status(status, budget) if status is not None else ""
    return attempts + learnings + loop + warning


def _render_single_attempt(attempt: AttemptContext) -> str:
    out = [f"#### Attempt {attempt.attempt_number} ({attempt.model}, {attempt.outcome})\n\n"]
    if attempt.structured:
        out.append(f"- **Approach:** {_flat(attempt.what_was_tried)}\n")
        out.append(f"- **Why it failed:** {_flat(attempt.why_it_failed)}\n")
        out.append(f"- **Error type:** {attempt.error_category or 'unknown'}\n")
        if attempt.relevant_files:
            out.append(f"- **Files involved:** {', '.join(attempt.relevant_files)}\n")
    else:
        out.append(f"- **Outcome:** {attempt.outcome} after {attempt.duration_ms}ms\n")
        out.append("- **No structured failure report was provided.**\n")
    if attempt.stack_trace_snippet:
        trace = attempt.stack_trace_snippet[:TRACE_LIMIT].replace("```", "'''")
        lines = "".join(f"  {line}\n" for line in trace.splitlines())
        out.append(f"- **Error output:**\n  ```\n{lines}  ```\n")
    return "".join(out)


def _render_previous_attempts(attempts: list[AttemptContext], budget: _Budget) -> str:
    if not attempts:
        return ""
    header = (
        "\n### Previous Attempts\n\n"
        f"This task has been attempted {len(attempts)} time(s) before. **Do not repeat these approaches.**\n\n"
    )
    last = attempts[-1]
    suggestion = f"\n**Suggested approach for this retry:**\n{last.retry_suggestion}\n" if last.retry_suggestion else ""
    newest = _render_single_attempt(last) + suggestion
    older = [_render_single_attempt(attempt) + "\n" for attempt in reversed(attempts[:-1])]  # newest first
    if budget.can_fit(len(header) + len(newest) + sum(map(len, older))):
        text = header + "".join(reversed(older)) + newest
        budget.consume(len(text))
        return text
    marker = EARLIER_TRUNCATED if older else ""
    room = budget.remaining - len(header) - len(marker)
    if len(newest) > room:  # the most recent attempt is always kept: cut it to fit
        cut = newest[: max(0, room - len(TRUNCATED) - len("\n  ```"))]
        if cut.count("```") % 2:
            cut = cut.rstrip("\n") + "\n  ```"
        text = header + marker + cut.rstrip("\n") + TRUNCATED
        budget.consume(len(text))
        return text
    room -= len(newest)
    kept: list[str] = []
    for block in older:
        if len(block) > room:
            break
        room -= len(block)
        kept.append(block)
    text = header + marker + "".join(reversed(kept)) + newest
    budget.consume(len(text))
    return text


def _render_learnings(learnings: list[LearningContext], budget: _Budget) -> str:
    header = "\n### Learnings from Previous Iterations\n\n"
    entries: list[str] = []
    for learning in learnings:
        entry = f"- **[{learning.category}]** {_flat(learning.content)}\n"
        needed = len(entry) + (0 if entries else len(header))
        if not budget.can_fit(needed):
            break
        budget.consume(needed)
        entries.append(entry)
    return header + "".join(entries) if entries else ""


def _render_loop_status(status: LoopStatus, budget: _Budget) -> str:
    limit = str(status.iteration_limit) if status.iteration_limit > 0 else "unlimited"
    block = (
        "\n### Loop Status\n\n"
        f"- **Iteration:** {status.current_iteration} of {limit}\n"
        f"- **This task:** attempt #{status.task_attempts}, {status.consecutive_failures} consecutive failure(s)\n"
        f"- **Run success rate:** {status.run_successes}/{status.run_total} iterations succeeded "
        f"({status.success_rate_pct():.0f}%)\n"
        f"- **Current model:** {status.current_model} ({status.model_rationale})\n"
    )
    if not budget.can_fit(len(block)):
        return ""
    budget.consume(len(block))
    return block


def _flat(text: str | None) -> str:
    return " ".join((text or "").split())
