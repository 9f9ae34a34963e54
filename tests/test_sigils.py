"""The iteration-memory design's sigil parsers: its grammar and every edge case it lists; total and linear."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten import (
    SIGIL_GUIDE,
    FailureReport,
    Learning,
    parse_difficulty_estimate,
    parse_failure_report,
    parse_learnings,
    parse_retry_suggestion,
)
from oncebitten.iteration.sigils import (
    NO_REPORT,
    minimal_failure_report,
    parse_next_model,
    parse_task_outcome,
    sigil_problems,
)

SEED_FAILURE = """I attempted to fix the foreign key constraint issue but encountered an error.

<failure-report>
what_tried: Modified claim_task() to initialize strategy_metrics row before claiming
why_failed: SQLite foreign key constraint failed because the task doesn't exist in tasks table yet
error_category: dependency_error
relevant_files: src/dag/tasks.rs, src/memory/metrics.rs
stack_trace: FOREIGN KEY constraint failed (code 787)
    at Connection::execute (src/dag/db.rs:45)
</failure-report>

<task-failed>t-0dfebf</task-failed>
"""

SEED_LEARNINGS = """I successfully added the failure_reports table and wired up the foreign key constraints.

<learning category="success_pattern" tags="Rust, SQLite, foreign keys, migration">
When adding new tables with foreign keys in SQLite, enable PRAGMA foreign_keys = ON at connection time.
</learning>

<learning category="tool_usage" tags="cargo, testing, integration tests">
Use `cargo test --test integration_test_name` to run a specific integration test file.
</learning>

<task-done>t-abc123</task-done>
"""


# -- <failure-report> ---------------------------------------------------------------------------------


def test_the_seeds_failure_report_example_parses_with_its_trace() -> None:
    assert parse_failure_report(SEED_FAILURE) == FailureReport(
        what_tried="Modified claim_task() to initialize strategy_metrics row before claiming",
        why_failed="SQLite foreign key constraint failed because the task doesn't exist in tasks table yet",
        error_category="dependency_error",
        relevant_files=["src/dag/tasks.rs", "src/memory/metrics.rs"],
        stack_trace="FOREIGN KEY constraint failed (code 787)\n    at Connection::execute (src/dag/db.rs:45)",
    )


@pytest.mark.parametrize(
    "text",
    [
        "<failure-report></failure-report>",
        "<failure-report>   \n  </failure-report>",
        "<failure-report>\nwhy_failed: b\n</failure-report>",
        "<failure-report>\nwhat_tried: a\n</failure-report>",
        "<failure-report>\nwhat_tried:\nwhy_failed: b\n</failure-report>",
        "<failure-report>\nwhat_tried: a\nwhy_failed: b\n",
        "no sigil at all",
        "",
    ],
    ids=["empty", "blank", "no_what", "no_why", "empty_what", "unclosed", "absent", "nothing"],
)
def test_an_empty_incomplete_or_unclosed_report_is_none(text: str) -> None:
    assert parse_failure_report(text) is None


def test_field_order_does_not_matter_unknown_fields_are_ignored_and_category_defaults_to_unknown() -> None:
    report = parse_failure_report(
        "<failure-report>\nconfidence: low\nwhy_failed: b\n  what_tried :  a  \nfuture_field: x\n</failure-report>"
    )
    assert report == FailureReport("a", "b", "unknown", [], None)


def test_the_first_valid_report_wins() -> None:
    text = (
        "<failure-report>\nwhat_tried: only this\n</failure-report>\n"
        "<failure-report>\nwhat_tried: first\nwhy_failed: valid\n</failure-report>\n"
        "<failure-report>\nwhat_tried: second\nwhy_failed: valid too\n</failure-report>"
    )
    assert parse_failure_report(text) == FailureReport("first", "valid")


def test_a_stray_opening_tag_does_not_swallow_the_report_after_it() -> None:
    text = "see <failure-report> below\n<failure-report>\nwhat_tried: a\nwhy_failed: b\n</failure-report>"
    assert parse_failure_report(text) == FailureReport("a", "b")


def test_relevant_files_are_split_on_commas_and_trimmed() -> None:
    report = parse_failure_report(
        "<failure-report>\nwhat_tried: a\nwhy_failed: b\nrelevant_files: x.py , ,src/y.rs,\n</failure-report>"
    )
    assert report is not None and report.relevant_files == ["x.py", "src/y.rs"]


def test_without_a_report_a_minimal_one_is_made_from_the_first_200_characters() -> None:
    report = minimal_failure_report("  " + "x" * 300)
    assert report == FailureReport("", NO_REPORT, "unknown", [], "x" * 200)
    assert minimal_failure_report("").stack_trace is None


# -- <learning> ---------------------------------------------------------------------------------------


def test_the_seeds_learnings_example_gives_both_learnings_in_order() -> None:
    assert parse_learnings(SEED_LEARNINGS) == [
        Learning(
            "success_pattern",
            ["Rust", "SQLite", "foreign keys", "migration"],
            "When adding new tables with foreign keys in SQLite, enable PRAGMA foreign_keys = ON at connection time.",
        ),
        Learning(
            "tool_usage",
            ["cargo", "testing", "integration tests"],
            "Use `cargo test --test integration_test_name` to run a specific integration test file.",
        ),
    ]


@pytest.mark.parametrize(
    "text",
    [
        '<learning tags="a">content</learning>',
        '<learning category="pitfall">content</learning>',
        '<learning category="pitfall" tags="a"></learning>',
        '<learning category="pitfall" tags="a">   </learning>',
        '<learning category="pitfall" tags="a">no closing tag',
        '<learning category=pitfall tags="a">unquoted</learning>',
        '<learnings category="pitfall" tags="a">another tag</learnings>',
        '<learning subcategory="pitfall" tags="a">lookalike attribute</learning>',
    ],
    ids=["no_category", "no_tags", "empty", "blank", "unclosed", "unquoted", "other_tag", "lookalike"],
)
def test_a_learning_missing_an_attribute_or_content_or_malformed_is_skipped(text: str) -> None:
    assert parse_learnings(text) == []


def test_a_skipped_learning_does_not_hide_the_next_one_and_unknown_categories_are_kept() -> None:
    text = (
        '<learning category="pitfall">no tags</learning>\n'
        "<learning category='brand_new' tags=''>single quotes, no tags</learning>"
    )
    assert parse_learnings(text) == [Learning("brand_new", [], "single quotes, no tags")]


# -- <difficulty-estimate>, <retry-suggestion>, task sigils -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<difficulty-estimate>moderate</difficulty-estimate>", "moderate"),
        ("<difficulty-estimate>  hard \n</difficulty-estimate>", "hard"),
        ("<difficulty-estimate>super-hard</difficulty-estimate>", None),
        ("<difficulty-estimate></difficulty-estimate>", None),
        ("<difficulty-estimate>Hard</difficulty-estimate>", None),
        ("<difficulty-estimate>easy", None),
        ("<difficulty-estimate>nope</difficulty-estimate><difficulty-estimate>easy</difficulty-estimate>", "easy"),
        (
            "<difficulty-estimate>trivial</difficulty-estimate><difficulty-estimate>hard</difficulty-estimate>",
            "trivial",
        ),
        ("", None),
    ],
)
def test_difficulty_estimate_is_one_of_five_values_first_valid_wins(text: str, expected: str | None) -> None:
    assert parse_difficulty_estimate(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<retry-suggestion>\nSplit the migration.\n</retry-suggestion>", "Split the migration."),
        ("<retry-suggestion></retry-suggestion>", None),
        ("<retry-suggestion>one</retry-suggestion><retry-suggestion>two</retry-suggestion>", "one"),
        ("<retry-suggestion> </retry-suggestion><retry-suggestion>two</retry-suggestion>", "two"),
        ("<retry-suggestion>never closed", None),
    ],
)
def test_retry_suggestion_first_non_empty_wins(text: str, expected: str | None) -> None:
    assert parse_retry_suggestion(text) == expected


def test_task_outcome_and_next_model_hint() -> None:
    assert parse_task_outcome("<task-done>t-1</task-done>") == "done"
    assert parse_task_outcome("<task-failed>t-1</task-failed> then <task-done>t-1</task-done>") == "failed"
    assert parse_task_outcome("<task-done>never closed") == "done"
    assert parse_task_outcome("nothing") is None
    assert parse_next_model("<next-model> opus </next-model>") == "opus"
    assert parse_next_model("<next-model></next-model>") is None


# -- total and linear ---------------------------------------------------------------------------------

SIGIL_PIECES = st.sampled_from(
    [
        "<failure-report>", "</failure-report>", "what_tried: a", "why_failed: b", "stack_trace: x", "\n", ":",
        "<learning", "<learning ", ">", "</learning>", 'category="c"', " tags='t'", '"', "<difficulty-estimate>",
        "</difficulty-estimate>", "hard", "<retry-suggestion>", "</retry-suggestion>", "<task-done>", "</task-done>",
    ]
)  # fmt: skip
SIGIL_SOUP = st.lists(st.one_of(SIGIL_PIECES, st.text(max_size=8)), max_size=40).map("".join)
PARSERS = (
    parse_failure_report, parse_learnings, parse_difficulty_estimate, parse_retry_suggestion, parse_next_model,
    parse_task_outcome, sigil_problems,
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(SIGIL_SOUP)
def test_parsers_never_raise_on_any_text(text: str) -> None:
    for parse in PARSERS:
        parse(text)


@settings(max_examples=200, deadline=None)
@given(SIGIL_SOUP)
def test_every_learning_found_has_a_category_and_content(text: str) -> None:
    for learning in parse_learnings(text):
        assert learning.category and learning.content == learning.content.strip() and learning.content


@settings(max_examples=200, deadline=None)
@given(SIGIL_SOUP, SIGIL_SOUP)
def test_text_after_a_valid_report_does_not_change_it(text: str, after: str) -> None:
    report = "<failure-report>\nwhat_tried: a\nwhy_failed: b\n</failure-report>"
    if parse_failure_report(text) is None and "<failure-report>" not in text:
        assert parse_failure_report(text + report + after) == FailureReport("a", "b")


def test_non_text_input_is_none_not_an_error() -> None:
    for parse in PARSERS:
        assert parse(None) in (None, [])  # type: ignore[arg-type]


MB = 1_000_000
ADVERSARIAL = {
    "opening_report_tags": "<failure-report>" * (MB // 16),
    "report_without_colons": "<failure-report>" + "x\n" * (MB // 2) + "</failure-report>",
    "long_trace": "<failure-report>\nwhat_tried: a\nwhy_failed: b\nstack_trace: s\n" + "line\n" * (MB // 5),
    "opening_learnings": "<learning " * (MB // 10),
    "learnings_without_close": '<learning category="c" tags="t">' * (MB // 32),
    "closed_invalid_learnings": '<learning tags="t">x</learning>' * (MB // 32),
    "attribute_soup": "<learning " + 'category="' * (MB // 10) + ">x</learning>",
    "difficulty_tags": "<difficulty-estimate>" * (MB // 21) + "</difficulty-estimate>",
    "many_empty_suggestions": "<retry-suggestion></retry-suggestion>" * (MB // 37),
    "lone_brackets": "<" * MB,
    "task_near_misses": "<   /task_" * (MB // 10),
    "bracket_then_spaces": "[" + " " * MB,
}


@pytest.mark.parametrize("text", ADVERSARIAL.values(), ids=list(ADVERSARIAL))
def test_one_megabyte_of_adversarial_input_is_parsed_in_linear_time(text: str) -> None:
    start = time.perf_counter()
    for parse in PARSERS:
        parse(text)
    assert time.perf_counter() - start < 3.0  # linear: well under a second; quadratic would take minutes


# -- the task sigils in every form an agent's instructions show -----------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All tests pass.\n<task-done>", "done"),
        ("<task-done/>", "done"),
        ("<task-done />", "done"),
        ("<task-done>t-1</task-done>", "done"),
        ("<task-done></task-done>", "done"),
        ("I could not finish.\n<task-failed>", "failed"),
        ("<task-failed>t-1</task-failed>", "failed"),
        ("<task-failed> then <task-done>", "failed"),
        ("<task_done>", None),
        ("task-done", None),
    ],
)
def test_task_outcome_accepts_the_bare_self_closing_and_closed_forms(text: str, expected: str | None) -> None:
    assert parse_task_outcome(text) == expected


def test_no_task_sigil_is_named_as_a_problem_unless_the_outcome_was_given() -> None:
    (problem,) = sigil_problems("I think it works now.")
    assert "no <task-done> or <task-failed>" in problem and "no_sigil" in problem
    assert sigil_problems("I think it works now.", outcome_given=True) == []
    assert sigil_problems("done.\n<task-done>") == []


@pytest.mark.parametrize("near", ["<TASK-DONE>", "<task_done>", "[task-done]", "<task-complete>", "<taskdone/>"])
def test_a_misspelt_task_sigil_is_named_in_the_problem(near: str) -> None:
    (problem,) = sigil_problems(f"finished\n{near}")
    assert repr(near) in problem and "not a task sigil" in problem


def test_malformed_memory_sigils_are_named_with_what_they_need() -> None:
    text = (
        "<failure-report>\nwhy_failed: no approach given\n</failure-report>\n"
        '<learning category="pitfall">no tags</learning>\n<learning tags="x">no category</learning>\n'
        "<difficulty-estimate>super-hard</difficulty-estimate>\n<retry-suggestion></retry-suggestion>\n<task-failed>"
    )
    problems = sigil_problems(text)
    assert len(problems) == 4
    assert "what_tried" in problems[0]
    assert problems[1].startswith("2 <learning> sigils ignored")
    assert "trivial, easy, moderate, hard, blocked" in problems[2]
    assert "<retry-suggestion>" in problems[3]


def test_a_learning_mentioned_in_prose_does_not_swallow_the_real_one() -> None:
    text = 'I will add a <learning> now.\n<learning category="pitfall" tags="csv">Quote commas.</learning>'
    assert parse_learnings(text) == [Learning("pitfall", ["csv"], "Quote commas.")]


def test_every_example_in_the_sigil_guide_parses() -> None:
    assert parse_task_outcome(SIGIL_GUIDE) == "done"
    report = parse_failure_report(SIGIL_GUIDE)
    assert report is not None and report.error_category == "dependency_error"
    assert report.relevant_files == ["src/dag/tasks.rs", "src/memory/metrics.rs"]
    assert parse_retry_suggestion(SIGIL_GUIDE) is not None
    assert [x.category for x in parse_learnings(SIGIL_GUIDE)] == ["tool_usage"]
    assert parse_difficulty_estimate(SIGIL_GUIDE) == "moderate"
    assert parse_next_model(SIGIL_GUIDE) == "opus"
    for sigil in ("task-done", "task-failed", "failure-report", "retry-suggestion", "learning",
                  "difficulty-estimate", "next-model"):  # fmt: skip
        assert f"<{sigil}" in SIGIL_GUIDE


@settings(max_examples=200, deadline=None)
@given(SIGIL_SOUP)
def test_sigil_problems_never_raise(text: str) -> None:
    sigil_problems(text)
