"""Golden tests: each agent's recorded hook payloads, fed in a realistic sequence to the real entry point.

Every input fixture (``tests/golden/<agent>/in.*.json``) is fed on stdin to ``python -m oncebitten.hooks
AGENT`` in a subprocess; its exit code and exact stdout are compared with ``tests/golden/<agent>/expected.json``
(one entry per step). ``ONCEBITTEN_UPDATE_GOLDEN=1`` rewrites the expected file from the current output
(review the diff before committing it).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from hookrun import GOLDEN, hook_env, load, run_hook
from oncebitten import FailureMemory

#: agent -> (fixture directory, the steps: input file names, in order)
SEQUENCES: dict[str, tuple[str, list[str]]] = {
    "claude-code": (
        "claude_code",
        [
            "in.session_start.startup.json",  # nothing known yet: no answer
            "in.pre_tool_use.bash.json",  # ALLOW: no answer
            "in.post_tool_use_failure.bash.json",  # 1st failure: a note (what an identical retry meets)
            "in.pre_tool_use.bash.json",  # WARN: additionalContext
            "in.post_tool_use_failure.bash.json",  # 2nd: a note
            "in.post_tool_use_failure.bash.json",  # 3rd: a note
            "in.pre_tool_use.bash.json",  # BLOCK: deny, with what/how often/when/instead
            "in.pre_tool_use.minimal_legacy.json",  # the same call (description, timeout ignored): deny
            "in.session_start.startup.json",  # the known failure as context
            "in.user_prompt_submit.json",  # a shorter reminder
            "in.post_tool_use_failure.bash_pytest.json",  # another project
            "in.post_tool_use_failure.write.json",
            "in.post_tool_use_failure.mcp.json",
            "in.pre_tool_use.edit.json",  # never failed: ALLOW
            "in.post_tool_use.bash.json",  # `npm install pg && npm test` succeeded: a change the hash cannot see
            "in.pre_tool_use.bash.json",  # so npm test is let through once (WARN), not blocked
            "in.post_tool_use.bash_same_call.json",  # npm test itself succeeded: cleared, the block was false
            "in.pre_tool_use.bash.json",  # ALLOW again
            "in.stop.json",  # nothing to do
        ],
    ),
    "codex": (
        "codex",
        [
            "in.session_start.startup.json",  # nothing known yet: no answer
            "in.pre_tool_use.bash.json",  # ALLOW: no answer
            "in.post_tool_use.bash_failed.json",  # output only; exit 1 in the rollout: the 1st failure, a note
            "in.pre_tool_use.bash.json",  # WARN: additionalContext
            "in.post_tool_use.bash_failed.json",  # 2nd: a note
            "in.post_tool_use.bash_failed.json",  # 3rd: a note
            "in.pre_tool_use.bash.json",  # BLOCK: deny with a reason
            "in.session_start.startup.json",  # the known failure as context
            "in.user_prompt_submit.json",  # a shorter reminder
            "in.pre_tool_use.apply_patch.json",  # never failed: ALLOW
            "in.post_tool_use.mcp_error.json",  # isError: recorded quietly
            "in.post_tool_use.bash_other_ok.json",  # a different command succeeded: npm test stays blocked
            "in.pre_tool_use.bash.json",
            "in.post_tool_use.bash_same_call_ok.json",  # npm test itself succeeded: cleared, the block was false
            "in.pre_tool_use.bash.json",  # ALLOW again
            "in.stop.json",  # nothing to do
        ],
    ),
    "gemini": (
        "gemini",
        [
            "in.session_start.startup.json",  # nothing known yet: {}
            "in.before_tool.shell.json",  # ALLOW: {}
            "in.after_tool.shell_failed.json",  # the real 0.61 wrapper, "Exit Code: 1": the 1st failure, a note
            "in.before_tool.shell.json",  # WARN: systemMessage
            "in.after_tool.shell_failed.json",  # 2nd: additionalContext
            "in.after_tool.shell_failed.json",  # 3rd: additionalContext
            "in.before_tool.shell.json",  # BLOCK: decision deny with a reason
            "in.session_start.startup.json",  # the known failure as context
            "in.before_agent.json",  # a shorter reminder
            "in.after_tool.write_file_error.json",  # tool_response.error: recorded quietly
            "in.before_tool.replace.json",  # never failed: ALLOW
            "in.after_tool.shell_other_ok.json",  # a different command succeeded: npm test stays blocked
            "in.before_tool.shell.json",
            "in.after_tool.shell_same_call_ok.json",  # npm test itself succeeded: cleared, the block was false
            "in.before_tool.shell.json",  # ALLOW again
            "in.session_end.json",  # nothing to do: {}
        ],
    ),
    "cursor": (
        "cursor",
        [
            "in.session_start.json",  # nothing known yet: {}
            "in.pre_tool_use.shell.json",  # ALLOW: {}
            "in.post_tool_use.shell_failed.json",  # exitCode 1: the 1st failure, a note
            "in.pre_tool_use.shell.json",  # WARN: agent_message, no decision
            "in.post_tool_use.shell_failed.json",  # 2nd: additional_context
            "in.post_tool_use.shell_failed.json",  # 3rd: additional_context
            "in.pre_tool_use.shell.json",  # BLOCK: permission deny
            "in.before_shell_execution.json",  # the same call through the shell hook: deny
            "in.session_start.json",  # the known failure as context
            "in.post_tool_use_failure.write.json",  # recorded; Cursor takes no answer: {}
            "in.post_tool_use_failure.shell_interrupted.json",  # the user stopped it: not recorded
            "in.post_tool_use.shell_other_ok.json",  # a different command succeeded: npm test stays blocked
            "in.pre_tool_use.shell.json",
            "in.post_tool_use.shell_same_call_ok.json",  # npm test itself succeeded: cleared, the blocks were false
            "in.pre_tool_use.shell.json",  # ALLOW again
            "in.stop.json",  # nothing to do: {}
        ],
    ),
}


def _expected_path(directory: str) -> Path:
    return GOLDEN / directory / "expected.json"


@pytest.mark.parametrize("agent", sorted(SEQUENCES))
def test_golden_sequence(agent: str, db: str, tmp_path: Path) -> None:
    directory, steps = SEQUENCES[agent]
    env = hook_env(db, tmp_path / "home")
    actual: list[dict[str, Any]] = []
    for step in steps:
        ran = run_hook(agent, load(directory, step), env)
        assert ran.err == "", ran.err
        actual.append({"input": step, "exit_code": ran.code, "stdout": ran.json})
    assert not (tmp_path / "home" / "hook.log").exists() or "error" not in (tmp_path / "home" / "hook.log").read_text()
    path = _expected_path(directory)
    if os.environ.get("ONCEBITTEN_UPDATE_GOLDEN"):
        path.write_text(json.dumps(actual, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    for number, (want, got) in enumerate(zip(expected, actual, strict=True), 1):
        assert got == want, f"step {number} ({want['input']})"


@pytest.mark.parametrize("agent", sorted(SEQUENCES))
def test_every_input_fixture_is_in_the_golden_sequence(agent: str) -> None:
    directory, steps = SEQUENCES[agent]
    fixtures = {p.name for p in (GOLDEN / directory).glob("in.*.json")}
    assert fixtures == set(steps)


def test_claude_code_answers_have_the_event_name_and_only_json(db: str, tmp_path: Path) -> None:
    expected = json.loads(_expected_path("claude_code").read_text(encoding="utf-8"))
    for step in expected:
        assert step["exit_code"] == 0
        if step["stdout"] is not None:
            event = load("claude_code", step["input"])["hook_event_name"]
            assert step["stdout"]["hookSpecificOutput"]["hookEventName"] == event


def test_claude_code_block_reason_says_what_how_often_when_and_what_instead() -> None:
    expected = json.loads(_expected_path("claude_code").read_text(encoding="utf-8"))
    denies = [
        s["stdout"]["hookSpecificOutput"]
        for s in expected
        if s["stdout"] and "permissionDecision" in s["stdout"]["hookSpecificOutput"]
    ]
    assert denies and all(d["permissionDecision"] == "deny" for d in denies)
    reason = denies[0]["permissionDecisionReason"]
    assert "`npm test`" in reason  # what
    assert "3 times" in reason  # how often
    assert "just now" in reason  # when
    assert "Cannot find module 'pg'" in reason  # the error
    assert "Instead: install the missing dependency" in reason  # what to try instead


def test_the_golden_sequence_counts_its_two_blocks_as_false_after_the_success(db: str, tmp_path: Path) -> None:
    # The third attempt comes after another command that may have changed something succeeded: let through.
    directory, steps = SEQUENCES["claude-code"]
    env = hook_env(db, tmp_path / "home")
    for step in steps:
        run_hook("claude-code", load(directory, step), env)
    stats = FailureMemory(db).get_stats()
    assert (stats["blocks"], stats["shadow_blocks"], stats["false_blocks"]) == (2, 0, 2)


@pytest.mark.parametrize(("agent", "blocks"), [("codex", 2), ("gemini", 2), ("cursor", 3)])
def test_each_adapter_blocks_after_three_failures_and_counts_the_blocks_false_after_the_success(
    agent: str, blocks: int, db: str, tmp_path: Path
) -> None:
    directory, steps = SEQUENCES[agent]
    env = hook_env(db, tmp_path / "home")
    for step in steps:
        run_hook(agent, load(directory, step), env)
    stats = FailureMemory(db).get_stats()
    assert (stats["blocks"], stats["shadow_blocks"], stats["false_blocks"]) == (blocks, 0, blocks)


@pytest.mark.parametrize("agent", ["gemini", "cursor"])
def test_agents_that_read_json_always_get_one_json_object(agent: str) -> None:
    expected = json.loads(_expected_path(SEQUENCES[agent][0]).read_text(encoding="utf-8"))
    assert all(step["exit_code"] == 0 and isinstance(step["stdout"], dict) for step in expected)
