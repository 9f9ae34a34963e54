"""Model selection from metrics, stuck detection and the escalation path (pure, plus through the store)."""

from __future__ import annotations

import pytest

from conftest import FakeClock
from oncebitten import InvalidInput, IterationMemory, ModelChoice, ModelTiers, select_model
from oncebitten.iteration.strategy import escalation_stage, is_stuck, stuck_warning
from oncebitten.store import close_store


def test_the_default_is_the_middle_tier_cost_optimized() -> None:
    assert select_model() == ModelChoice("sonnet", "default, cost-optimized strategy")
    assert select_model(consecutive_failures=1) == ModelChoice("sonnet", "default, cost-optimized strategy")


@pytest.mark.parametrize(("failures", "model"), [(2, "opus"), (3, "opus"), (9, "opus")])
def test_consecutive_failures_escalate_from_the_second_on(failures: int, model: str) -> None:
    assert select_model(consecutive_failures=failures) == ModelChoice(
        model, f"escalated after {failures} consecutive failures"
    )


def test_escalation_climbs_one_tier_per_failure_from_a_cheap_default() -> None:
    tiers = ModelTiers(("haiku", "sonnet", "opus"), default="haiku")
    assert [select_model(consecutive_failures=n, tiers=tiers).model for n in range(5)] == [
        "haiku", "haiku", "sonnet", "opus", "opus",
    ]  # fmt: skip


def test_difficulty_estimates_inform_the_choice() -> None:
    assert select_model(difficulty="easy").model == "haiku"
    assert select_model(difficulty="trivial", consecutive_failures=1).model == "sonnet"
    assert select_model(difficulty="hard", consecutive_failures=1) == ModelChoice(
        "opus", "escalated: estimated hard and failed"
    )
    assert select_model(difficulty="hard").model == "sonnet"  # hard but never failed: sonnet may suffice


def test_the_previous_iterations_hint_is_followed_unless_escalation_says_more() -> None:
    assert select_model(hint="haiku") == ModelChoice("haiku", "hinted by previous iteration")
    assert select_model(hint="gpt-9").model == "sonnet"  # not a tier: ignored
    assert select_model(hint="haiku", consecutive_failures=2).model == "opus"


def test_a_poor_run_success_rate_moves_up_a_tier() -> None:
    assert select_model(run_successes=1, run_total=4) == ModelChoice("opus", "run success rate 25% is below 50%")
    assert select_model(run_successes=1, run_total=3).model == "sonnet"  # too few iterations to judge
    assert select_model(run_successes=2, run_total=4).model == "sonnet"


def test_tiers_are_configurable_and_checked() -> None:
    tiers = ModelTiers.parse("small, medium, large, huge")
    assert (tiers.models, tiers.default) == (("small", "medium", "large", "huge"), "medium")
    assert select_model(consecutive_failures=2, tiers=tiers).model == "large"
    with pytest.raises(InvalidInput):
        ModelTiers(("a", "a"), "a")
    with pytest.raises(InvalidInput, match="not one of"):
        ModelTiers(("a", "b"), "c")


def test_stuck_after_three_consecutive_failures_with_the_seeds_warning() -> None:
    assert [is_stuck(n) for n in range(5)] == [False, False, False, True, True]
    assert stuck_warning() == (
        "\n> ⚠️ **Stuck loop detected.** This task has failed 3+ times consecutively.\n"
        "> Consider: decomposing the task, trying a fundamentally different approach,\n"
        "> or signaling `<task-failed>` with a clear explanation.\n"
    )


def test_the_escalation_path() -> None:
    assert [escalation_stage(n) for n in range(7)] == [
        "none", "report", "escalate_model", "decompose", "decompose", "human_review", "human_review",
    ]  # fmt: skip


def test_select_model_reads_the_stored_metrics(db: str, clock: FakeClock) -> None:
    memory = IterationMemory(db, clock=clock, tiers=ModelTiers(("cheap", "mid", "best"), "mid"))
    assert memory.select_model("t-1") == ModelChoice("mid", "default, cost-optimized strategy")
    memory.capture("t-1", "<next-model>cheap</next-model><task-failed>t-1</task-failed>", model="mid")
    assert memory.select_model("t-1") == ModelChoice("cheap", "hinted by previous iteration")
    memory.capture("t-1", "<task-failed>t-1</task-failed>", model="cheap")
    assert memory.select_model("t-1") == ModelChoice("best", "escalated after 2 consecutive failures")
    memory.capture("t-2", "<difficulty-estimate>easy</difficulty-estimate><task-done>x</task-done>", model="mid")
    assert memory.select_model("t-2").model == "cheap"
    status = memory.get_loop_status("t-1", iteration_limit=10)
    assert (status.current_model, status.current_iteration, status.task_attempts) == ("best", 4, 3)
    close_store(db)
