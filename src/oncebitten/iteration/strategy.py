"""Which model the next iteration gets, and when a loop is stuck (the iteration-memory design's strategic intelligence).

Pure functions over the metrics :class:`~oncebitten.iteration.memory.IterationMemory` keeps; no store, no I/O.
:func:`select_model` replaces keyword heuristics over a progress file with these rules, first match wins:

1. ``escalate_after`` (2) or more consecutive failures: one tier up from the default per failure from the
   second on — "escalated after N consecutive failures";
2. the task was estimated ``hard`` and has failed: the top tier — "escalated: estimated hard and failed";
3. the previous iteration's ``<next-model>`` hint, if it names a tier — "hinted by previous iteration";
4. the task was estimated ``trivial`` or ``easy`` and has not failed: the cheapest tier;
5. the run's success rate is below 50 % over at least 4 iterations: one tier up from the default;
6. the default tier — "default, cost-optimized strategy".

The escalation lifecycle of a failing task (:func:`escalation_stage`): the 1st failure is reported (its
failure report reaches the retry), the 2nd escalates the model, the 3rd flags the loop as stuck and suggests
decomposing the task, the ``human_after``-th (5th) opens an escalation for a human.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidInput

__all__ = [
    "DEFAULT_TIERS",
    "ModelChoice",
    "ModelTiers",
    "escalation_stage",
    "is_stuck",
    "select_model",
    "stuck_warning",
]

#: The design's rationale for the default choice (as its prompt examples print it).
DEFAULT_RATIONALE = "default, cost-optimized strategy"
HINT_RATIONALE = "hinted by previous iteration"
#: Consecutive failures that flag a loop as stuck (the design's default).
STUCK_THRESHOLD = 3
#: Consecutive failures after which the model is escalated.
ESCALATE_AFTER = 2
#: Consecutive failures after which a human is asked (through the escalation tracker design's escalations).
HUMAN_REVIEW_AFTER = 5


@dataclass(frozen=True, slots=True)
class ModelTiers:
    """The models to choose from, cheapest first, and the default one.

    Raises:
        InvalidInput: no models, a duplicate, or a default that is not one of them.
    """

    models: tuple[str, ...] = ("haiku", "sonnet", "opus")
    default: str = "sonnet"

    def __post_init__(self) -> None:
        if not self.models or len(set(self.models)) != len(self.models) or any(not m for m in self.models):
            raise InvalidInput("model tiers must be distinct, non-empty names")
        if self.default not in self.models:
            raise InvalidInput(f"the default model {self.default!r} is not one of {', '.join(self.models)}")

    @classmethod
    def from_environment(cls) -> ModelTiers:
        """The tiers ``ONCEBITTEN_MODELS`` names (``"haiku,sonnet,opus"``), else the default ones.

        Raises:
            InvalidInput: the variable names no model, or a model twice.
        """
        import os

        text = os.environ.get("ONCEBITTEN_MODELS")
        return cls.parse(text) if text else DEFAULT_TIERS

    @classmethod
    def parse(cls, text: str, default: str | None = None) -> ModelTiers:
        """Tiers from ``"haiku,sonnet,opus"``; the default is ``default`` or the middle one."""
        models = tuple(m.strip() for m in text.split(",") if m.strip())
        if not models:
            raise InvalidInput("model tiers must name at least one model")
        return cls(models, default or models[(len(models) - 1) // 2 if len(models) > 2 else 0])

    def at(self, index: int) -> str:
        """The model at ``index``, clamped to the tiers."""
        return self.models[max(0, min(index, len(self.models) - 1))]

    @property
    def base(self) -> int:
        return self.models.index(self.default)


DEFAULT_TIERS = ModelTiers()


@dataclass(frozen=True, slots=True)
class ModelChoice:
    """The model for the next iteration and why (shown to the agent in Loop Status)."""

    model: str
    rationale: str


def select_model(
    *,
    consecutive_failures: int = 0,
    difficulty: str | None = None,
    hint: str | None = None,
    run_successes: int = 0,
    run_total: int = 0,
    tiers: ModelTiers = DEFAULT_TIERS,
    escalate_after: int = ESCALATE_AFTER,
) -> ModelChoice:
    """Choose the next iteration's model from the task's and the run's metrics (rules in the module doc)."""
    base = tiers.base
    if consecutive_failures >= escalate_after:
        model = tiers.at(base + consecutive_failures - escalate_after + 1)
        return ModelChoice(model, f"escalated after {consecutive_failures} consecutive failures")
    if difficulty == "hard" and consecutive_failures > 0:
        return ModelChoice(tiers.models[-1], "escalated: estimated hard and failed")
    if hint is not None and hint in tiers.models:
        return ModelChoice(hint, HINT_RATIONALE)
    if difficulty in ("trivial", "easy") and consecutive_failures == 0:
        return ModelChoice(tiers.models[0], f"estimated {difficulty}, the cheapest model suffices")
    if run_total >= 4 and run_successes * 2 < run_total:
        rate = f"{100 * run_successes / run_total:.0f}"
        return ModelChoice(tiers.at(base + 1), f"run success rate {rate}% is below 50%")
    return ModelChoice(tiers.default, DEFAULT_RATIONALE)


def is_stuck(consecutive_failures: int, threshold: int = STUCK_THRESHOLD) -> bool:
    """Whether a task with this many consecutive failures is stuck."""
    return consecutive_failures >= threshold


def stuck_warning(threshold: int = STUCK_THRESHOLD) -> str:
    """The design's Stuck Loop Warning block (a blank line, then three quoted lines)."""
    return (
        f"\n> ⚠️ **Stuck loop detected.** This task has failed {threshold}+ times consecutively.\n"
        "> Consider: decomposing the task, trying a fundamentally different approach,\n"
        "> or signaling `<task-failed>` with a clear explanation.\n"
    )


def escalation_stage(
    consecutive_failures: int,
    *,
    escalate_after: int = ESCALATE_AFTER,
    stuck_threshold: int = STUCK_THRESHOLD,
    human_after: int = HUMAN_REVIEW_AFTER,
) -> str:
    """Where a task is on the failure-escalation path: ``none``, ``report``, ``escalate_model``,
    ``decompose`` or ``human_review``."""
    if consecutive_failures >= human_after:
        return "human_review"
    if consecutive_failures >= stuck_threshold:
        return "decompose"
    if consecutive_failures >= escalate_after:
        return "escalate_model"
    return "report" if consecutive_failures > 0 else "none"
