"""The iteration-memory commands: capture, context, model, tasks, learnings; their --json and one-line errors."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from oncebitten.cli import main
from oncebitten.store import close_store, open_store

ROOT = Path(__file__).resolve().parents[1]
FAILED = (
    "<failure-report>\nwhat_tried: Split on commas\nwhy_failed: Quoted commas\nerror_category: test_failure\n"
    "</failure-report>\n<retry-suggestion>Use the csv module.</retry-suggestion>\n"
    '<learning category="pitfall" tags="csv, parser">Quote fields with commas.</learning>\n'
    "<difficulty-estimate>hard</difficulty-estimate>\n<task-failed>t-1</task-failed>\n"
)


@dataclass
class Ran:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: str) -> Callable[..., Ran]:
    """``cli(*args, stdin=...)`` runs ``main`` in-process on the test's store (each backend)."""
    monkeypatch.delenv("ONCEBITTEN_RUN_ID", raising=False)
    open_store(db)  # an empty memory: commands that only read never create one

    def run(*args: str, stdin: str = "") -> Ran:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8"))
        code = main([*args, "--db", db])
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    yield run  # type: ignore[misc]
    close_store(db)


def test_capture_parses_every_sigil_and_says_what_it_recorded(cli: Callable[..., Ran]) -> None:
    ran = cli("capture", "--task", "t-1", "--model", "sonnet", "--duration-ms", "1500", stdin=FAILED)
    assert ran.code == 0
    assert ran.out == "t-1 attempt 1: failed, failure report, 1 learning, difficulty hard, 1 consecutive failure\n"
    document = cli("capture", "--task", "t-1", "--model", "opus", "--json", stdin="<task-done>t-1</task-done>").json()
    assert (document["attempt_number"], document["outcome"], document["report"]) == (2, "done", None)
    assert document["metrics"]["suggested_model"] == "opus"


def test_capture_outcome_defaults_to_no_sigil_and_can_be_given(cli: Callable[..., Ran]) -> None:
    assert cli("capture", "--task", "t-1", "--model", "m", "-q", stdin="nothing").out == "no_sigil\n"
    assert cli("capture", "--task", "t-1", "--model", "m", "-q", "--outcome", "error", stdin="").out == "error\n"


def test_context_prints_the_markdown_with_previous_attempts(cli: Callable[..., Ran]) -> None:
    cli("capture", "--task", "t-1", "--model", "sonnet", stdin=FAILED)
    ran = cli("context", "--task", "t-1", "--title", "Fix the CSV parser", "--iteration-limit", "20")
    assert ran.out.startswith("## Assigned Task\n\n**ID:** t-1\n**Title:** Fix the CSV parser\n")
    assert "#### Attempt 1 (sonnet, failed)" in ran.out and "Use the csv module." in ran.out
    assert "- **[pitfall]** Quote fields with commas.\n" in ran.out
    assert "- **Iteration:** 2 of 20\n" in ran.out
    document = cli("context", "--task", "t-1", "--json", "--budget", "800").json()
    assert document["model"] == "opus" and document["attempt_number"] == 2 and len(document["context"]) < 1000
    assert document["held_back"] == []


def test_model_prints_the_choice_and_why(cli: Callable[..., Ran]) -> None:
    assert cli("model", "--task", "t-1").out == "sonnet (default, cost-optimized strategy)\n"
    for _ in range(2):
        cli("capture", "--task", "t-1", "--model", "sonnet", stdin="<task-failed>t-1</task-failed>")
    assert cli("model", "--task", "t-1", "--quiet").out == "opus\n"
    assert cli("model", "--task", "t-1", "--models", "a,b,c,d", "--json").json() == {
        "task_id": "t-1", "model": "c", "rationale": "escalated after 2 consecutive failures",
    }  # fmt: skip


def test_tasks_lists_attempts_streaks_and_stuck_flags(cli: Callable[..., Ran]) -> None:
    assert cli("tasks").out == "no tasks\n"
    for _ in range(3):
        cli("capture", "--task", "t-stuck", "--model", "m", stdin="")
    cli("capture", "--task", "t-ok", "--model", "m", stdin="<task-done>x</task-done>")
    table = cli("tasks").out
    assert any(line.startswith("t-stuck") and "YES" in line for line in table.splitlines())
    assert [t["id"] for t in cli("tasks", "--stuck", "--json").json()] == ["t-stuck"]


def test_learnings_lists_their_record_and_prunes(cli: Callable[..., Ran]) -> None:
    cli("capture", "--task", "t-1", "--model", "m", stdin=FAILED)
    [learning] = cli("learnings", "--json").json()["learnings"]
    assert (learning["status"], learning["helped"], learning["harmed"]) == ("active", 0, 0)
    assert "Quote fields with commas." in cli("learnings").out
    assert cli("learnings", "--prune").out.startswith("pruned: 0 superseded, 0 archived")


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("capture", "--task", " ", "--model", "m"), "a task id must not be empty"),
        (("capture", "--task", "t", "--model", " "), "a model name must not be empty"),
        (("context", "--task", "t", "--budget", "100"), "at least 500"),
        (("model", "--task", "t", "--models", "a,a"), "distinct"),
    ],
)
def test_bad_input_is_a_one_line_usage_error(cli: Callable[..., Ran], args: tuple[str, ...], needle: str) -> None:
    ran = cli(*args)
    assert ran.code == 2 and ran.out == ""
    assert ran.err.count("\n") == 1 and ran.err.startswith("oncebitten: error: ") and needle in ran.err


def test_capture_counts_a_bare_task_done_as_done(cli: Callable[..., Ran]) -> None:
    ran = cli("capture", "--task", "t-1", "--model", "sonnet", "--quiet", stdin="All tests pass.\n<task-done>\n")
    assert (ran.code, ran.out, ran.err) == (0, "done\n", "")
    ran = cli("capture", "--task", "t-2", "--model", "sonnet", "--quiet", stdin="Cannot finish.\n<task-failed>\n")
    assert (ran.out, ran.err) == ("failed\n", "")


def test_capture_says_on_stderr_why_an_output_counts_as_failed(cli: Callable[..., Ran]) -> None:
    ran = cli("capture", "--task", "t-1", "--model", "sonnet", "--quiet", stdin="Finished!\n<TASK_DONE>\n")
    assert ran.out == "no_sigil\n"
    assert ran.err.startswith("oncebitten: warning: '<TASK_DONE>' is not a task sigil")
    for _ in range(2):
        ran = cli("capture", "--task", "t-1", "--model", "sonnet", stdin="I think it works.")
    assert "no <task-done> or <task-failed>" in ran.err and "STUCK" in ran.out
    document = cli("capture", "--task", "t-1", "--model", "sonnet", "--json", stdin="still going").json()
    assert any("no_sigil" in warning for warning in document["warnings"])
    assert cli("capture", "--task", "t-1", "--model", "m", "--outcome", "error", stdin="crash").err == ""


def test_sigils_prints_the_guide_for_a_system_prompt(cli: Callable[..., Ran]) -> None:
    from oncebitten import SIGIL_GUIDE

    ran = cli("sigils")
    assert (ran.code, ran.out) == (0, SIGIL_GUIDE)
    document = cli("sigils", "--json").json()
    assert document["guide"] == SIGIL_GUIDE and "task-done" in document["task_sigils"]
    assert document["difficulties"] == ["trivial", "easy", "moderate", "hard", "blocked"]


def test_context_with_instructions_ends_with_the_sigil_guide(cli: Callable[..., Ran]) -> None:
    from oncebitten import SIGIL_GUIDE

    plain = cli("context", "--task", "t-1", "--title", "Fix the parser").out
    assert "<task-done>" not in plain
    ran = cli("context", "--task", "t-1", "--with-instructions")
    assert ran.out.startswith(plain.rstrip()) and ran.out.endswith(SIGIL_GUIDE)
    assert cli("context", "--task", "t-1", "--with-instructions", "--json").json()["context"].endswith(SIGIL_GUIDE)
