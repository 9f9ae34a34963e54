"""Blocks that are never wrong: transient failures are warned, and a fix the environment hash cannot see gets through.

The real hook entry point in a subprocess, on a real git workspace, on every backend (as ``tests/test_hooks.py``).
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from hookrun import git_repo, hook_env, run_hook
from oncebitten import FailureMemory
from oncebitten._time import iso, utc_now
from oncebitten.hooks.handler import backoff_seconds, call_params, local_down
from oncebitten.hooks.policy import Policy

NOT_FOUND = "Exit code 127\n/bin/bash: line 1: tsc: command not found"
REFUSED = "Exit code 1\nError: connect ECONNREFUSED 127.0.0.1:5432"
REFUSED_NO_PORT = (
    "Exit code 1\nredis.exceptions.ConnectionError: Error 111 connecting to localhost. Connection refused."
)
UNAVAILABLE = "Exit code 1\nnpm ERR! code E503\nnpm ERR! 503 Service Unavailable - GET https://registry.npmjs.org/pg"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return git_repo(tmp_path / "project")


@pytest.fixture
def env(db: str, tmp_path: Path) -> dict[str, str]:
    return hook_env(db, tmp_path / "home")


def _pre(cwd: Path, command: str) -> dict[str, Any]:
    return {
        "hook_event_name": "PreToolUse", "session_id": "s", "cwd": str(cwd), "tool_name": "Bash",
        "tool_input": {"command": command, "description": "run it"}, "tool_use_id": "t1",
    }  # fmt: skip


def _fail(cwd: Path, command: str, error: str, env: dict[str, str]) -> None:
    payload = {**_pre(cwd, command), "hook_event_name": "PostToolUseFailure", "error": error, "is_interrupt": False}
    assert run_hook("claude-code", payload, env).code == 0


def _succeed(cwd: Path, command: str, env: dict[str, str]) -> None:
    payload = {**_pre(cwd, command), "hook_event_name": "PostToolUse", "tool_response": {"stdout": "", "stderr": ""}}
    assert run_hook("claude-code", payload, env).code == 0


def _check(cwd: Path, command: str, env: dict[str, str]) -> tuple[str, str]:
    ran = run_hook("claude-code", _pre(cwd, command), env)
    if ran.json is None:
        return "ALLOW", ""
    output = ran.json["hookSpecificOutput"]
    if output.get("permissionDecision") == "deny":
        return "BLOCK", output["permissionDecisionReason"]
    return "WARN", output["additionalContext"]


def _fail_three_times(cwd: Path, env: dict[str, str], command: str = "tsc -p .", error: str = NOT_FOUND) -> None:
    for _ in range(3):
        _fail(cwd, command, error, env)


def test_a_transient_failure_is_warned_with_a_backoff_never_blocked(repo: Path, env: dict[str, str]) -> None:
    for _ in range(5):
        _fail(repo, "npm install", UNAVAILABLE, env)
    decision, text = _check(repo, "npm install", env)
    assert decision == "WARN"
    assert "not blocked" in text and f"back off {backoff_seconds(5)} s" in text and "503 Service Unavailable" in text


def test_a_hard_failure_is_blocked_and_the_reason_gives_the_way_through(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    decision, text = _check(repo, "tsc -p .", env)
    assert decision == "BLOCK" and "`ONCEBITTEN_RETRY=1`" in text


@pytest.mark.parametrize("look", ["git status", "cat package.json", "ls -la", "npm run lint", "node --version"])
def test_reads_status_commands_and_checks_do_not_let_a_blocked_call_through(
    look: str, repo: Path, env: dict[str, str]
) -> None:
    _fail_three_times(repo, env)
    _succeed(repo, look, env)
    assert _check(repo, "tsc -p .", env)[0] == "BLOCK"


def test_a_command_that_changes_something_lets_the_blocked_call_through_once(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    _succeed(repo, "npm install -g typescript", env)  # outside the workspace: the hash cannot see it
    decision, text = _check(repo, "tsc -p .", env)
    assert decision == "WARN" and "let through once" in text
    _fail(repo, "tsc -p .", NOT_FOUND, env)  # it did not help: blocked again until the next change
    assert _check(repo, "tsc -p .", env)[0] == "BLOCK"


def test_a_change_before_the_last_failure_is_no_evidence(repo: Path, env: dict[str, str]) -> None:
    _fail(repo, "tsc -p .", NOT_FOUND, env)
    _succeed(repo, "corepack enable", env)
    _fail(repo, "tsc -p .", NOT_FOUND, env)
    _fail(repo, "tsc -p .", NOT_FOUND, env)
    assert _check(repo, "tsc -p .", env)[0] == "BLOCK"


def test_a_line_that_writes_a_file_is_a_change_whatever_its_first_word(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    _succeed(repo, "echo 'export PATH=$PATH:/opt/tsc/bin' >> ~/.bashrc", env)
    assert _check(repo, "tsc -p .", env)[0] == "WARN"


def test_the_retry_prefix_is_the_same_call_let_through_and_counted(repo: Path, env: dict[str, str], db: str) -> None:
    _fail_three_times(repo, env)
    decision, text = _check(repo, "ONCEBITTEN_RETRY=1 tsc -p .", env)
    assert decision == "WARN" and "as asked" in text
    _fail(repo, "ONCEBITTEN_RETRY=1 tsc -p .", NOT_FOUND, env)
    assert _check(repo, "tsc -p .", env)[0] == "BLOCK"
    assert FailureMemory(db).get_recent_failures(1)[0].retry_count == 4


def test_the_retry_prefix_is_left_out_of_the_call_it_names() -> None:
    assert call_params("Bash", {"command": "ONCEBITTEN_RETRY=1 npm test"}) == {"command": "npm test"}
    assert call_params("Bash", {"command": "npm test ONCEBITTEN_RETRY=1"}) == {"command": "npm test ONCEBITTEN_RETRY=1"}


@pytest.fixture
def closed_port() -> Iterator[socket.socket]:
    """A port on the loopback interface that this test holds and nothing listens on (connections are refused)
    until the test calls ``listen()``: a local service, down, then started."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    try:
        yield sock
    finally:
        sock.close()


def _refused(sock: socket.socket) -> str:
    return f"Exit code 1\nError: connect ECONNREFUSED 127.0.0.1:{sock.getsockname()[1]}"


def test_a_local_service_whose_port_still_refuses_is_blocked_at_once(
    repo: Path, env: dict[str, str], closed_port: socket.socket
) -> None:
    _fail_three_times(repo, env, "npm run test:integration", _refused(closed_port))
    decision, text = _check(repo, "npm run test:integration", env)
    assert decision == "BLOCK" and "start the local service" in text


def test_a_local_service_started_since_lets_the_call_through(
    repo: Path, env: dict[str, str], closed_port: socket.socket
) -> None:
    _fail_three_times(repo, env, "npm run test:integration", _refused(closed_port))
    closed_port.listen(8)  # started: by the agent, a human, or itself
    assert _check(repo, "npm run test:integration", env) == ("ALLOW", "")


def test_a_local_service_refusing_connections_is_transient_while_it_may_be_starting(
    repo: Path, env: dict[str, str]
) -> None:
    # No port named: the hook cannot look, so the service may still be starting.
    _fail_three_times(repo, env, "npm run test:integration", REFUSED_NO_PORT)
    decision, text = _check(repo, "npm run test:integration", env)
    assert decision == "WARN" and "transient" in text


def test_a_local_service_down_for_minutes_is_blocked_until_something_changes(
    repo: Path, env: dict[str, str], db: str
) -> None:
    _fail_three_times(repo, env, "npm run test:integration", REFUSED_NO_PORT)
    backend = FailureMemory(db).store.backend
    with backend.transaction() as tx:  # refused since four minutes ago, and again just now
        tx.execute("UPDATE failure_records SET created_at = ?", (iso(utc_now() - timedelta(minutes=4)),))
    decision, text = _check(repo, "npm run test:integration", env)
    assert decision == "BLOCK" and "start the local service" in text
    _succeed(repo, "docker start postgres-dev", env)
    assert _check(repo, "npm run test:integration", env)[0] == "WARN"


def test_a_local_service_refused_for_minutes_then_left_alone_gets_through_after_the_backoff(
    repo: Path, env: dict[str, str], db: str
) -> None:
    _fail_three_times(repo, env, "npm run test:integration", REFUSED_NO_PORT)
    backend = FailureMemory(db).store.backend
    with backend.transaction() as tx:  # refused from 10 to 5 minutes ago: past the 60 s backoff of 3 failures
        tx.execute(
            "UPDATE failure_records SET created_at = ?, updated_at = ?",
            (iso(utc_now() - timedelta(minutes=10)), iso(utc_now() - timedelta(minutes=5))),
        )
    assert _check(repo, "npm run test:integration", env)[0] == "WARN"


def test_a_hook_reads_a_simulations_clock_only_when_it_sets_one(repo: Path, env: dict[str, str], db: str) -> None:
    _fail(repo, "tsc -p .", NOT_FOUND, {**env, "_ONCEBITTEN_SIMULATED_NOW": "2026-01-01T00:00:00.000000+00:00"})
    assert FailureMemory(db).get_recent_failures(1)[0].updated_at == "2026-01-01T00:00:00.000000+00:00"
    _fail(repo, "tsc -p .", NOT_FOUND, env)
    assert FailureMemory(db).get_recent_failures(1)[0].updated_at > iso(utc_now() - timedelta(minutes=5))


def test_policy_can_restore_blocking_transient_failures_and_workspace_only_evidence(
    repo: Path, env: dict[str, str], tmp_path: Path
) -> None:
    (tmp_path / "home").mkdir(exist_ok=True)
    (tmp_path / "home" / "policy.toml").write_text('transient = "block"\nevidence = "workspace"\n')
    for _ in range(3):
        _fail(repo, "npm install", UNAVAILABLE, env)
    assert _check(repo, "npm install", env)[0] == "BLOCK"
    _fail_three_times(repo, env)
    _succeed(repo, "npm install -g typescript", env)
    assert _check(repo, "tsc -p .", env)[0] == "BLOCK"


@pytest.mark.parametrize("settings", [{"transient": "never"}, {"evidence": "sometimes"}])
def test_a_policy_with_an_unknown_choice_is_refused(settings: dict[str, str]) -> None:
    with pytest.raises(ValueError, match="must be one of"):
        Policy(settings)


@pytest.mark.parametrize(
    ("command", "check"),
    [("pytest -q", True), ("npm run lint", True), ("node --version", True), ("echo hi", True),
     ("echo x > .env.local", False), ("docker start db", False), ("npm install -g tsc", False)],
)  # fmt: skip
def test_checks_are_told_from_commands_that_may_change_something(command: str, check: bool) -> None:
    assert Policy().for_call("Bash", {"command": command}).check is check


def test_a_project_can_name_its_own_checks() -> None:
    assert Policy({"commands": {"checks": ["make verify"]}}).for_call("Bash", {"command": "make verify"}).check


@pytest.mark.parametrize(
    ("message", "down"),
    [(REFUSED, True), ('connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused', True),
     ("connect ECONNREFUSED 10.0.3.4:5432", False), (UNAVAILABLE, False), (None, False)],
)  # fmt: skip
def test_a_refused_connection_is_local_only_on_this_machine(message: str | None, down: bool) -> None:
    assert local_down(message) is down


def test_backoff_doubles_from_15_seconds_up_to_15_minutes() -> None:
    assert [backoff_seconds(n) for n in (1, 2, 3, 4, 7, 8, 100)] == [15, 30, 60, 120, 900, 900, 900]
