"""The task context and its memory sections: the seed's four prompt examples byte for byte, and the budget."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten import InvalidInput, IterationMemory
from oncebitten.iteration.context import (
    EARLIER_TRUNCATED,
    AttemptContext,
    LearningContext,
    LoopStatus,
    MemoryContext,
    Prerequisite,
    TaskInfo,
    build_task_context,
    render_memory_context,
)
from oncebitten.iteration.strategy import stuck_warning
from oncebitten.store import close_store
from seed002_fixtures import (
    LEARNING_FK,
    example,
    example2_task,
    example3_task,
    example4_task,
    play_example2,
    play_example3,
    play_example4,
)


@pytest.fixture
def memory(db: str, clock: object) -> Iterator[IterationMemory]:
    yield IterationMemory(db, clock=clock)  # type: ignore[arg-type]
    close_store(db)


def status(**changes: object) -> LoopStatus:
    values: dict[str, object] = dict(
        current_iteration=6, iteration_limit=20, task_attempts=2, consecutive_failures=1, run_successes=4,
        run_total=5, current_model="sonnet", model_rationale="default, cost-optimized strategy",
    )  # fmt: skip
    values.update(changes)
    return LoopStatus(**values)  # type: ignore[arg-type]


# -- the seed's four examples -------------------------------------------------------------------------


def test_example_1_a_first_attempt_without_memory_is_the_plain_prompt() -> None:
    task = TaskInfo(
        "t-f13cf2",
        "Design and write the Context Injection section",
        "Fill in the Context Injection section of `.ralph/specs/iteration-memory.md`. Study `src/claude/client.rs`, "
        "especially `build_task_context()` and the system prompt construction.",
        parent_title="Create iteration memory spec skeleton",
        parent_description="The iteration memory specification document.",
        prerequisites=[
            Prerequisite("t-0eb603", "Design and write the Data Model section", "Defined all new SQLite tables"),
            Prerequisite("t-0dfebf", "Design and write the Sigil Design section", "Specified all new sigil formats"),
        ],
        reference_specs=".ralph/specs",
    )
    assert build_task_context(task) == example(1)
    assert build_task_context(task, MemoryContext(loop_status=status())) == example(1)  # no memory, no sections


def test_example_1_through_the_store_a_task_with_no_memory_gets_no_sections(memory: IterationMemory) -> None:
    memory.capture("t-other", "<task-done>x</task-done>", model="sonnet")
    context = memory.task_context("t-new", title="Unrelated work", description="Nothing in common.")
    assert "###" not in context.text.split("### Description")[1]


def test_example_2_second_attempt_after_a_failure(memory: IterationMemory) -> None:
    task = play_example2(memory)
    context, _ = memory.memory_context(task.id, title=task.title, description=task.description, iteration_limit=20)
    assert build_task_context(task, context) == example(2)


def test_example_3_third_retry_with_learnings_and_the_stuck_warning(memory: IterationMemory) -> None:
    task = play_example3(memory)
    context, _ = memory.memory_context(task.id, title=task.title, description=task.description, iteration_limit=20)
    assert build_task_context(task, context) == example(3)


def test_example_4_a_first_attempt_with_learnings_only(memory: IterationMemory) -> None:
    task = play_example4(memory)
    context, _ = memory.memory_context(task.id, title=task.title, description=task.description, iteration_limit=20)
    assert build_task_context(task, context) == example(4)


def test_the_examples_tasks_are_the_seeds() -> None:
    for number, task in ((2, example2_task()), (3, example3_task()), (4, example4_task())):
        assert f"**ID:** {task.id}\n**Title:** {task.title}\n" in example(number)


# -- rendering rules ----------------------------------------------------------------------------------


def attempt(number: int, **changes: object) -> AttemptContext:
    values: dict[str, object] = dict(
        attempt_number=number, model="sonnet", outcome="failed", duration_ms=1200, what_was_tried=f"approach {number}",
        why_it_failed=f"reason {number}", error_category="logic_error", relevant_files=["a.py"],
    )  # fmt: skip
    values.update(changes)
    return AttemptContext(**values)  # type: ignore[arg-type]


def test_an_attempt_without_a_structured_report_degrades_to_outcome_and_duration() -> None:
    text = render_memory_context(
        MemoryContext([attempt(1, what_was_tried=None, why_it_failed=None, outcome="no_sigil")])
    )
    assert "#### Attempt 1 (sonnet, no_sigil)\n\n- **Outcome:** no_sigil after 1200ms\n" in text
    assert "- **No structured failure report was provided.**\n" in text and "Approach" not in text


def test_the_error_output_is_cut_to_500_characters_and_indented() -> None:
    text = render_memory_context(MemoryContext([attempt(1, stack_trace_snippet="x" * 900)]))
    assert "- **Error output:**\n  ```\n  " + "x" * 500 + "\n  ```\n" in text


def test_learnings_render_as_category_bullets() -> None:
    text = render_memory_context(MemoryContext(relevant_learnings=[LearningContext("pitfall", LEARNING_FK)]))
    assert text == f"\n### Learnings from Previous Iterations\n\n- **[pitfall]** {LEARNING_FK}\n"


def test_an_unlimited_run_says_so() -> None:
    text = render_memory_context(MemoryContext([attempt(1)], loop_status=status(iteration_limit=0)))
    assert "- **Iteration:** 6 of unlimited\n" in text


# -- the budget ---------------------------------------------------------------------------------------


def test_over_budget_older_attempts_go_first_and_the_most_recent_is_always_kept() -> None:
    attempts = [attempt(n, why_it_failed="w" * 300) for n in range(1, 9)]
    text = render_memory_context(MemoryContext(attempts, budget_chars=1500))
    assert len(text) <= 1500
    assert "#### Attempt 8 " in text and "#### Attempt 1 " not in text
    assert EARLIER_TRUNCATED in text
    shown = [n for n in range(1, 9) if f"#### Attempt {n} " in text]
    assert shown == list(range(shown[0], 9))  # the newest ones, oldest first


def test_a_most_recent_attempt_larger_than_the_budget_is_hard_truncated() -> None:
    big = attempt(3, why_it_failed="w" * 3000, retry_suggestion="try something else")
    text = render_memory_context(MemoryContext([attempt(1), attempt(2), big], budget_chars=800))
    assert len(text) <= 800 and text.endswith("\n_(truncated)_\n") and "#### Attempt 3 " in text


def test_previous_attempts_can_take_the_whole_budget_and_learnings_and_status_are_dropped() -> None:
    attempts = [attempt(n, why_it_failed="w" * 400) for n in range(1, 20)]
    learnings = [LearningContext("pitfall", "a lesson " * 60)]
    text = render_memory_context(MemoryContext(attempts, learnings, status(), budget_chars=2000))
    assert "### Learnings" not in text and "### Loop Status" not in text


def test_a_learning_fits_entirely_or_is_left_out() -> None:
    learnings = [LearningContext("pitfall", f"{n} " + "l" * 150) for n in range(10)]
    text = render_memory_context(MemoryContext(relevant_learnings=learnings, budget_chars=600))
    assert text.count("- **[pitfall]**") == 3 and len(text) <= 600
    assert all(line.endswith("l") for line in text.splitlines() if line.startswith("- "))


def test_the_stuck_warning_survives_a_full_budget() -> None:
    attempts = [attempt(n, why_it_failed="w" * 400) for n in range(1, 20)]
    stuck = status(stuck_flag=True, consecutive_failures=19, task_attempts=20)
    text = render_memory_context(MemoryContext(attempts, [], stuck, budget_chars=3000))
    assert text.endswith(stuck_warning()) and len(text) <= 3000


def test_a_budget_below_the_minimum_is_refused() -> None:
    with pytest.raises(InvalidInput, match="at least 500"):
        render_memory_context(MemoryContext([attempt(1)], budget_chars=100))


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(0, 2000), max_size=12),
    st.lists(st.integers(1, 600), max_size=8),
    st.booleans(),
    st.integers(500, 8000),
)
def test_memory_never_exceeds_its_budget(
    attempt_sizes: list[int], learning_sizes: list[int], stuck: bool, budget: int
) -> None:
    attempts = [
        attempt(n, why_it_failed="w" * size, stack_trace_snippet="s\n" * (size % 300), retry_suggestion="r" * size)
        for n, size in enumerate(attempt_sizes, start=1)
    ]
    learnings = [LearningContext("pitfall", "l" * size) for size in learning_sizes]
    text = render_memory_context(MemoryContext(attempts, learnings, status(stuck_flag=stuck), budget))
    assert len(text) <= budget
    if attempts:
        assert f"#### Attempt {len(attempts)} " in text
