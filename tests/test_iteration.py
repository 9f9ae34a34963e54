"""Iteration memory: tables and cascades, capture, relevance, lessons that hurt, and the lifecycle."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta

import pytest

from conftest import FakeClock
from oncebitten import Escalations, InvalidInput, IterationMemory
from oncebitten.iteration.memory import extract_keywords, is_harmful
from oncebitten.store import LATEST_VERSION, MIGRATIONS, close_store, open_store
from oncebitten.store.target import resolve_target

FAILED_WITH_REPORT = """Tried hard.
<failure-report>
what_tried: Patched the parser
why_failed: The tokenizer drops trailing commas
error_category: logic_error
relevant_files: src/parser.py, tests/test_parser.py
stack_trace: AssertionError: 2 != 3
</failure-report>
<retry-suggestion>Fix the tokenizer first.</retry-suggestion>
<learning category="pitfall" tags="parser, tokenizer">The tokenizer drops trailing commas; test it alone.</learning>
<difficulty-estimate>hard</difficulty-estimate>
<task-failed>t-1</task-failed>
"""


@pytest.fixture
def memory(db: str, clock: FakeClock) -> Iterator[IterationMemory]:
    yield IterationMemory(db, clock=clock)
    close_store(db)


def rows(memory: IterationMemory, sql: str, *params: object) -> list[tuple[object, ...]]:
    return [tuple(r) for r in memory.store.backend.fetchall(sql, params)]


# -- tables, keys, cascades, migration ------------------------------------------------------------


SEED_TABLES = {
    "tasks": None,
    "iteration_outcomes": [
        "task_id", "attempt_number", "model", "started_at", "duration_ms", "tokens_input", "tokens_output", "outcome",
        "error_type",
    ],
    "failure_reports": [
        "task_id", "attempt_number", "what_was_tried", "why_it_failed", "error_category", "relevant_files",
        "stack_trace_snippet", "created_at", "retry_suggestion",
    ],
    "learnings": [
        "id", "task_id", "category", "content", "relevance_tags", "created_at", "pruned_at", "superseded_by",
    ],
    "strategy_metrics": [
        "task_id", "total_attempts", "consecutive_failures", "last_attempt_at", "last_success_at",
        "difficulty_estimate", "suggested_model", "stuck_flag",
    ],
}  # fmt: skip


def test_the_seeds_tables_have_the_seeds_columns_and_keys(memory: IterationMemory) -> None:
    backend = memory.store.backend
    for table, columns in SEED_TABLES.items():
        present = backend.columns(table)
        assert present, table
        if columns is not None:
            assert present[: len(columns)] == columns
    assert backend.primary_key("iteration_outcomes") == ["task_id", "attempt_number"]
    assert backend.primary_key("failure_reports") == ["task_id", "attempt_number"]
    assert backend.primary_key("strategy_metrics") == ["task_id"]
    assert backend.primary_key("learnings") == ["id"]


def test_the_outcome_must_be_one_of_the_seeds_four(memory: IterationMemory) -> None:
    from oncebitten import StoreError

    memory.ensure_task("t-1")
    with pytest.raises(StoreError), memory.store.backend.transaction() as tx:
        tx.execute(
            "INSERT INTO iteration_outcomes (task_id, attempt_number, model, started_at, duration_ms, outcome)"
            " VALUES ('t-1', 1, 'haiku', 'x', 0, 'maybe')"
        )
    with pytest.raises(InvalidInput, match="outcome must be one of done, failed, no_sigil, error"):
        memory.capture("t-1", "", model="haiku", outcome="maybe")


def test_deleting_a_task_cascades_to_its_outcomes_reports_and_metrics_and_unlinks_its_learnings(
    memory: IterationMemory,
) -> None:
    memory.capture("t-1", FAILED_WITH_REPORT, model="sonnet")
    memory.capture("t-2", FAILED_WITH_REPORT.replace("tokenizer drops", "lexer loses"), model="sonnet")
    assert memory.delete_task("t-1")
    for table in ("iteration_outcomes", "failure_reports", "strategy_metrics"):
        assert [r[0] for r in rows(memory, f"SELECT task_id FROM {table}")] == ["t-2"], table
    learning_owners = sorted(str(r[0]) for r in rows(memory, "SELECT COALESCE(task_id, '-') FROM learnings"))
    assert learning_owners == ["-", "t-2"]  # the learning of t-1 outlives its task


def test_deleting_an_outcome_deletes_its_report_and_a_superseding_learning_only_unlinks(
    memory: IterationMemory,
) -> None:
    memory.capture("t-1", FAILED_WITH_REPORT, model="sonnet")
    with memory.store.backend.transaction() as tx:
        tx.execute("DELETE FROM iteration_outcomes WHERE task_id = 't-1' AND attempt_number = 1")
    assert rows(memory, "SELECT * FROM failure_reports") == []
    [old] = memory.learnings()
    new = memory.merge_learnings([old.id], "Test the tokenizer on its own before the parser.")
    with memory.store.backend.transaction() as tx:
        tx.execute("DELETE FROM learnings WHERE id = ?", (new.id,))
    assert memory.learning_chain(old.id)[0].superseded_by is None


def _backend(db: str):  # type: ignore[no-untyped-def]
    target = resolve_target(db)
    if target.kind == "postgresql":
        from oncebitten.store.postgres import PostgresBackend

        return PostgresBackend(target.location)
    from oncebitten.store.sqlite import SQLiteBackend

    return SQLiteBackend(target.path)


def test_an_older_database_gains_the_tables_without_losing_a_row(db: str) -> None:
    first_seed002 = next(i for i, m in enumerate(MIGRATIONS) if m.name.startswith("seed002_"))
    old = _backend(db)
    old.migrate(MIGRATIONS[:first_seed002])
    with old.transaction() as tx:
        tx.execute(
            "INSERT INTO escalations (id, project_id, signature, error_type, error_message, category, attempts,"
            " recommended_action, plain_english_problem, options, created_at)"
            " VALUES ('esc-1', 'p', 's', 'E', 'm', 'code_error', 4, 'a', 'p', '[]', 'now')"
        )
    assert old.schema_version() == MIGRATIONS[first_seed002 - 1].version
    old.close()
    memory = IterationMemory(db)
    assert memory.store.backend.schema_version() == LATEST_VERSION
    assert [e.id for e in Escalations(store=memory.store).list()] == ["esc-1"]
    names = [r[0] for r in rows(memory, "SELECT name FROM schema_migrations ORDER BY version")]
    assert [n for n in names if n.startswith("seed002_")]
    memory.capture("t-1", "<task-done>t-1</task-done>", model="haiku")
    close_store(db)


# -- capture -----------------------------------------------------------------------------------------


def test_capture_records_outcome_report_suggestion_learning_and_difficulty(memory: IterationMemory) -> None:
    result = memory.capture("t-1", FAILED_WITH_REPORT, model="sonnet", duration_ms=4200, tokens_input=10)
    assert (result.attempt_number, result.outcome, result.difficulty) == (1, "failed", "hard")
    assert result.retry_suggestion == "Fix the tokenizer first." and len(result.learnings) == 1
    [outcome] = rows(memory, "SELECT model, duration_ms, tokens_input, outcome, error_type FROM iteration_outcomes")
    assert outcome == ("sonnet", 4200, 10, "failed", "logic_error")
    [report] = memory.get_failure_context("t-1")
    assert report.relevant_files == ["src/parser.py", "tests/test_parser.py"]
    assert (report.stack_trace_snippet, report.retry_suggestion) == (
        "AssertionError: 2 != 3",
        "Fix the tokenizer first.",
    )
    [learning] = memory.learnings()
    assert learning.id.startswith("l-") and len(learning.id) == 8 and learning.tags == ["parser", "tokenizer"]
    assert memory.metrics("t-1").difficulty_estimate == "hard"


def test_the_outcome_comes_from_the_task_sigils_unless_given(memory: IterationMemory) -> None:
    assert memory.capture("t-1", "<task-done>t-1</task-done>", model="haiku").outcome == "done"
    assert memory.capture("t-2", "<task-failed>t-2</task-failed>", model="haiku").outcome == "failed"
    assert memory.capture("t-3", "I stopped.", model="haiku").outcome == "no_sigil"
    assert memory.capture("t-4", "<task-done>x</task-done>", model="haiku", outcome="error").outcome == "error"


def test_without_a_failure_report_a_minimal_one_is_stored(memory: IterationMemory) -> None:
    memory.capture("t-1", "Traceback ...\n" + "z" * 500, model="haiku")
    [attempt] = memory.get_failure_context("t-1")
    assert (attempt.what_was_tried, attempt.why_it_failed) == ("", "Task failed (no structured report)")
    assert attempt.error_category == "unknown" and len(attempt.stack_trace_snippet or "") == 200
    assert not attempt.structured


def test_a_success_gets_no_failure_report_and_resets_the_streak(memory: IterationMemory) -> None:
    for _ in range(3):
        memory.capture("t-1", "nope", model="haiku")
    assert memory.metrics("t-1").stuck_flag
    memory.capture("t-1", "<task-done>t-1</task-done>", model="opus")
    metrics = memory.metrics("t-1")
    assert (metrics.total_attempts, metrics.consecutive_failures, metrics.stuck_flag) == (4, 0, False)
    assert metrics.suggested_model == "opus" and metrics.last_success_at is not None
    assert len(rows(memory, "SELECT * FROM failure_reports")) == 3


def test_every_stored_text_is_redacted(memory: IterationMemory) -> None:
    token = "ghp_" + "Xq7LmN2pR4sT6uV8wY0zA1bC3dE5fG7hJ9kL"
    output = FAILED_WITH_REPORT.replace("AssertionError: 2 != 3", f"push failed token={token}").replace(
        "test it alone.", f"use token={token}"
    )
    memory.capture("t-1", output, model="sonnet")
    memory.capture("t-2", f"no sigil, token={token}", model="sonnet")
    dumped = json.dumps([rows(memory, f"SELECT * FROM {t}") for t in ("failure_reports", "learnings")])
    assert token not in dumped and "<redacted:github_token>" in dumped


def test_the_seeds_separate_capture_functions(memory: IterationMemory) -> None:
    metrics = memory.record_iteration_metrics("t-1", "haiku", 900, "failed", difficulty="easy")
    assert metrics.total_attempts == 1 and metrics.consecutive_failures == 1
    report = memory.capture_failure("t-1", FAILED_WITH_REPORT)
    assert report.why_failed == "The tokenizer drops trailing commas"
    assert memory.get_failure_context("t-1")[0].why_it_failed == report.why_failed
    [learning] = memory.capture_learnings("t-1", FAILED_WITH_REPORT)
    assert learning.category == "pitfall"
    with pytest.raises(InvalidInput, match="no attempt 7"):
        memory.capture_failure("t-1", "x", attempt_number=7)


# -- relevance -----------------------------------------------------------------------------------------


def test_keywords_are_words_paths_and_error_categories() -> None:
    keywords = extract_keywords("Fix the parser", "See src/app/parser.py and the Tokenizer.", ["logic_error"])
    assert {"parser", "tokenizer", "src/app/parser.py", "parser.py", "logic_error"} <= keywords
    assert "the" not in keywords


def _learn(memory: IterationMemory, task: str, category: str, tags: str, content: str) -> None:
    memory.capture(task, f'<learning category="{category}" tags="{tags}">{content}</learning><task-done>x</task-done>',
                   model="haiku")  # fmt: skip


def test_learnings_rank_by_tag_overlap_then_recency(memory: IterationMemory, clock: FakeClock) -> None:
    _learn(memory, "t-a", "pitfall", "parser, tokenizer, src/app/parser.py", "Three tags match.")
    clock.advance(minutes=1)
    _learn(memory, "t-b", "tool_usage", "parser", "One tag, older.")
    clock.advance(minutes=1)
    _learn(memory, "t-c", "testing_strategy", "parser", "One tag, newer.")
    _learn(memory, "t-d", "pitfall", "kubernetes", "No tag matches.")
    found = memory.get_relevant_learnings("Fix the parser", "The tokenizer in src/app/parser.py breaks.")
    assert [x.content for x in found] == ["Three tags match.", "One tag, newer.", "One tag, older."]
    assert [x.score for x in found] == [3, 1, 1]


def test_multi_word_tags_match_as_phrases_and_the_limit_applies(memory: IterationMemory) -> None:
    _learn(memory, "t-a", "pitfall", "foreign key constraint", "Insert the parent row before the child.")
    _learn(memory, "t-b", "pitfall", "foreign keys", "Enable PRAGMA foreign_keys on every connection.")
    found = memory.get_relevant_learnings("Debug the foreign key constraint failure")
    assert [x.content for x in found] == ["Insert the parent row before the child."]
    for i in range(8):
        _learn(memory, f"t-x{i}", f"cat{i}", "parser", f"Lesson number {i} is about a distinct thing {i * 7}.")
    assert len(memory.get_relevant_learnings("parser")) == 5


def test_near_duplicates_show_only_the_most_recent(memory: IterationMemory, clock: FakeClock) -> None:
    memory.capture_learnings(None, '<learning category="pitfall" tags="parser">Always run the parser tests '
                             "before committing changes.</learning>")  # fmt: skip
    clock.advance(minutes=1)
    memory.capture_learnings(None, '<learning category="pitfall" tags="parser">Always run the parser tests '
                             "before committing any changes.</learning>")  # fmt: skip
    [shown] = memory.get_relevant_learnings("parser")
    assert "any changes" in shown.content
    assert len(memory.learnings(include_inactive=True)) == 2  # the older is superseded, not deleted


def test_a_learning_given_as_data_is_stored_like_a_captured_one(memory: IterationMemory) -> None:
    older = memory.record_learning("pitfall", "Always run the parser tests before committing.", ["parser"])
    token = "ghp_" + "Zr4TqW8yNc2VbK6mPd1Lx9HsJf3Ga5Ue7Ro0"  # a mask such as ghp_xxxx... is an example, not redacted
    newer = memory.record_learning(
        " pitfall ", f"Always run the parser tests before committing. {token}", [" parser ", ""], task_id="t-9"
    )
    assert (newer.category, newer.tags, newer.task_id, newer.status) == ("pitfall", ["parser"], "t-9", "active")
    assert token not in newer.content  # redacted, as every stored text
    assert memory.learning_chain(older.id)[-1].id == newer.id  # a near-duplicate supersedes, as in capture
    assert [x.id for x in memory.get_relevant_learnings("parser")] == [newer.id]
    for category, content, task in (("", "x", None), ("pitfall", " ", None), ("pitfall", "x", " ")):
        with pytest.raises(InvalidInput):
            memory.record_learning(category, content, ["parser"], task_id=task)


# -- lessons that hurt ------------------------------------------------------------------------------------


def test_the_harm_rule_needs_credible_evidence() -> None:
    assert not is_harmful(0, 2)  # too little evidence
    assert is_harmful(0, 3) and is_harmful(1, 6)
    assert not is_harmful(2, 3) and not is_harmful(5, 5)


HARMFUL = "Skip the migrations when deploying; they are applied automatically."


def scripted_agent(prompt: str) -> str:
    """A stand-in agent: it fails whenever the planted harmful lesson is in its prompt, else succeeds."""
    if HARMFUL in prompt:
        return "<failure-report>\nwhat_tried: followed the lesson\nwhy_failed: schema missing\n</failure-report>"
    return "<task-done>x</task-done>"


def run_loop(memory: IterationMemory, tasks: list[tuple[str, str]], attempts: int = 2) -> list[str]:
    outcomes = []
    for task_id, title in tasks:
        for _ in range(attempts):
            prompt = memory.task_context(task_id, title=title).text
            result = memory.capture(task_id, scripted_agent(prompt), model=memory.select_model(task_id).model)
            outcomes.append(result.outcome)
            if result.outcome == "done":
                break
    return outcomes


def test_a_planted_harmful_learning_is_held_back_and_the_loop_recovers(memory: IterationMemory) -> None:
    memory.capture_learnings(None, f'<learning category="pitfall" tags="deploy">{HARMFUL}</learning>')
    memory.capture_learnings(None, '<learning category="tool_usage" tags="service">Run the smoke tests after '
                             "every change to a service.</learning>")  # fmt: skip
    tasks = [(f"t-{i}", "Deploy the service" if i % 2 == 0 else "Refactor the service") for i in range(8)]
    outcomes = run_loop(memory, tasks)
    harmful, helpful = sorted(memory.learnings(), key=lambda x: x.content != HARMFUL)
    assert harmful.held_back and harmful.status == "held back" and harmful.harmed >= 3 and harmful.helped == 0
    assert not helpful.held_back and helpful.helped > 0
    assert len(outcomes) - outcomes.count("done") == harmful.harmed  # failures stop once it is held back
    late = run_loop(memory, [(f"t-late{i}", "Deploy the service") for i in range(3)])
    assert late == ["done", "done", "done"]
    context = memory.task_context("t-late-check", title="Deploy the service", record=False)
    assert HARMFUL not in context.text and [x.id for x in context.held_back] == [harmful.id]


def test_every_injection_is_recorded_and_judged_by_the_next_outcome(memory: IterationMemory) -> None:
    _learn(memory, "t-0", "pitfall", "parser", "A lesson about the parser.")
    context = memory.task_context("t-1", title="Fix the parser")
    assert len(context.injected) == 1 and context.attempt_number == 1
    assert rows(memory, "SELECT attempt_number, effect FROM learning_injections") == [(1, None)]
    memory.capture("t-1", "<task-done>t-1</task-done>", model="haiku")
    assert rows(memory, "SELECT attempt_number, effect FROM learning_injections") == [(1, "helped")]
    memory.task_context("t-2", title="Fix the parser")
    memory.capture("t-2", "crashed", model="haiku", outcome="error")
    effects = sorted(str(r[0]) for r in rows(memory, "SELECT effect FROM learning_injections"))
    assert effects == ["helped", "neutral"]  # a crash says nothing about the lesson


# -- lifecycle -------------------------------------------------------------------------------------------


def test_merging_learnings_builds_a_superseded_by_chain(memory: IterationMemory) -> None:
    _learn(memory, "t-a", "pitfall", "parser", "Parser lesson one about commas.")
    _learn(memory, "t-b", "pitfall", "tokenizer", "Tokenizer lesson two about quotes.")
    first, second = memory.learnings()
    merged = memory.merge_learnings([first.id, second.id], "Parser and tokenizer: test commas and quotes alone.")
    assert set(merged.tags) == {"parser", "tokenizer"}
    final = memory.merge_learnings([merged.id], "Test the lexer layer on commas and quotes alone.")
    assert [x.id for x in memory.learning_chain(second.id)] == [second.id, merged.id, final.id]
    assert [x.id for x in memory.learnings()] == [final.id]
    with pytest.raises(InvalidInput, match="already superseded"):
        memory.merge_learnings([first.id], "again")


def test_pruning_archives_superseded_harmful_stale_and_excess_and_drops_old_finished_attempts(
    memory: IterationMemory, clock: FakeClock
) -> None:
    _learn(memory, "t-old", "pitfall", "legacy", "A lesson nobody needed for a long time.")
    memory.capture("t-old", "<task-done>x</task-done>", model="haiku")
    clock.advance(days=100)
    near_duplicates = [  # stored side by side (as by two processes at once), bypassing capture's check
        ("l-00000a", "pitfall", "Parser lesson about commas in lists.", '["parser"]'),
        ("l-00000b", "pitfall", "Parser lesson about commas in all lists.", '["parser"]'),
    ]
    memory.store.learnings_insert(None, near_duplicates, [], "2027-03-02T12:00:00.000000+00:00")
    for n in range(4):
        _learn(memory, f"t-x{n}", f"cat{n}", "misc", f"Distinct lesson {n} on topic {n * 13}.")
    report = memory.prune(max_active=3, done_before=timedelta(days=30))
    assert report.superseded == 1 and report.archived >= 3
    active = memory.learnings()
    assert len(active) == 3 and "nobody needed" not in " ".join(x.content for x in active)
    assert rows(memory, "SELECT task_id FROM iteration_outcomes WHERE task_id = 't-old'") == []
    assert memory.metrics("t-old").total_attempts == 2  # the aggregate stays
    next_attempt = memory.capture("t-old", "<task-done>x</task-done>", model="haiku").attempt_number
    assert next_attempt == 3


def test_learnings_persist_across_runs_but_loop_status_counts_only_the_current_run(db: str, clock: FakeClock) -> None:
    first = IterationMemory(db, clock=clock, run_id="run-1")
    _learn(first, "t-a", "pitfall", "parser", "A parser lesson from the first run.")
    first.capture("t-b", "nope", model="haiku")
    second = IterationMemory(db, clock=clock, run_id="run-2")
    assert [x.content for x in second.get_relevant_learnings("parser")] == ["A parser lesson from the first run."]
    status = second.get_loop_status("t-c")
    assert (status.current_iteration, status.run_total) == (1, 0)
    windowed = IterationMemory(db, clock=clock)  # no run id: the seed's 2-hour window
    assert windowed.get_loop_status("t-c").run_total == 2
    close_store(db)


def test_stale_learnings_are_not_injected(memory: IterationMemory, clock: FakeClock) -> None:
    _learn(memory, "t-a", "pitfall", "parser", "An old parser lesson.")
    clock.advance(days=91)
    assert memory.get_relevant_learnings("parser") == []


def test_the_failure_escalation_lifecycle_ends_in_one_human_escalation(memory: IterationMemory) -> None:
    stages = [memory.capture("t-1", FAILED_WITH_REPORT, model="sonnet").stage for _ in range(6)]
    assert stages == ["report", "escalate_model", "decompose", "decompose", "human_review", "human_review"]
    [escalation] = Escalations(store=memory.store).list()
    assert escalation.job_id == "t-1" and escalation.attempts == 5 and escalation.error_type == "stuck_task"
    assert memory.metrics("t-1").escalation_id == escalation.id
    memory.capture("t-1", "<task-done>t-1</task-done>", model="opus")
    assert memory.metrics("t-1").escalation_id is None


def test_tasks_list_attempts_streaks_and_stuck_flags(memory: IterationMemory, clock: FakeClock) -> None:
    memory.ensure_task("t-1", title="Parser")
    for _ in range(3):
        clock.advance(seconds=1)
        memory.capture("t-1", "no", model="haiku")
    clock.advance(seconds=1)
    memory.capture("t-2", "<task-done>x</task-done>", model="haiku")
    listed = {t.id: t for t in memory.tasks()}
    assert (listed["t-1"].attempts, listed["t-1"].consecutive_failures, listed["t-1"].stuck) == (3, 3, True)
    assert listed["t-1"].title == "Parser" and listed["t-2"].status == "done"
    assert [t.id for t in memory.tasks(stuck_only=True)] == ["t-1"]


def test_copying_a_store_keeps_the_iteration_memory(db: str, tmp_path: object, clock: FakeClock) -> None:
    from oncebitten.store.copy import copy_store

    memory = IterationMemory(db, clock=clock)
    memory.capture("t-1", FAILED_WITH_REPORT, model="sonnet")
    [old] = memory.learnings()
    memory.merge_learnings([old.id], "Merged lesson about tokenizers.")
    memory.task_context("t-2", title="tokenizer work")
    target = f"{tmp_path}/copy.db"
    copy_store(open_store(db), open_store(target))
    copied = IterationMemory(target, clock=clock)
    assert [x.id for x in copied.learning_chain(old.id)] == [x.id for x in memory.learning_chain(old.id)]
    assert copied.get_failure_context("t-1") == memory.get_failure_context("t-1")
    close_store(target)
    close_store(db)
