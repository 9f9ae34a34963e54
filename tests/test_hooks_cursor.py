"""The Cursor adapter end to end: the real entry point in a subprocess, on a real git workspace, every backend."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from hookrun import GOLDEN, git_repo, heavy_imports, hook_env, run_cli, run_hook


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return git_repo(tmp_path / "project")


@pytest.fixture
def env(db: str, tmp_path: Path) -> dict[str, str]:
    return hook_env(db, tmp_path / "home")


def _event(event: str, cwd: Path, command: str = "npm test", **extra: Any) -> dict[str, Any]:
    return {
        "conversation_id": "c", "generation_id": "g", "model": "m", "hook_event_name": event,
        "workspace_roots": [str(cwd)], "tool_name": "Shell", "tool_use_id": "t", "cwd": str(cwd),
        "tool_input": {"command": command, "working_directory": str(cwd)}, **extra,
    }  # fmt: skip


def _post(cwd: Path, code: int, command: str = "npm test") -> dict[str, Any]:
    output = {"exitCode": code, "stdout": "", "stderr": "Error: Cannot find module 'pg'" if code else ""}
    return _event("postToolUse", cwd, command, tool_output=json.dumps(output), duration=10)


def _decision(ran: Any) -> str:
    if ran.json.get("permission") == "deny":
        return "BLOCK"
    return "WARN" if "agent_message" in ran.json else "ALLOW"


def test_three_failures_then_deny_then_a_success_allows_again(repo: Path, env: dict[str, str]) -> None:
    decisions = []
    for _ in range(3):
        assert run_hook("cursor", _post(repo, 1), env).code == 0
    decisions.append(_decision(run_hook("cursor", _event("preToolUse", repo), env)))
    assert run_hook("cursor", _post(repo, 0), env).json == {}
    decisions.append(_decision(run_hook("cursor", _event("preToolUse", repo), env)))
    assert decisions == ["BLOCK", "ALLOW"]


def test_the_shell_hook_and_the_tool_hook_key_the_same_call_the_same_way(repo: Path, env: dict[str, str]) -> None:
    for _ in range(3):
        run_hook("cursor", _post(repo, 1), env)
    shell = {"hook_event_name": "beforeShellExecution", "command": "npm test", "cwd": str(repo),
             "workspace_roots": [str(repo)]}  # fmt: skip
    answer = run_hook("cursor", shell, env).json
    assert answer["permission"] == "deny" and "`npm test` failed 3 times" in answer["agent_message"]


def test_tool_failures_are_recorded_but_not_interrupts_nor_denials(repo: Path, env: dict[str, str]) -> None:
    failure = _event("postToolUseFailure", repo, error_message="Command timed out", failure_type="timeout")
    for extra in ({"is_interrupt": True}, {"failure_type": "permission_denied"}):
        for _ in range(3):
            assert run_hook("cursor", {**failure, **extra}, env).json == {}
    assert _decision(run_hook("cursor", _event("preToolUse", repo), env)) == "ALLOW"
    for _ in range(3):
        run_hook("cursor", failure, env)
    ran = run_hook("cursor", _event("preToolUse", repo), env)
    # Recorded three times; a timeout is transient, so it is warned with a backoff rather than blocked.
    assert _decision(ran) == "WARN" and "failed 3 times" in ran.json["agent_message"]


def test_garbage_on_stdin_lets_the_call_proceed_with_an_empty_answer(env: dict[str, str]) -> None:
    ran = run_hook("cursor", b"not json", env)
    assert (ran.code, ran.raw, ran.err) == (0, "{}\n", "")


def test_the_hook_path_imports_nothing_heavy(repo: Path, tmp_path: Path) -> None:
    env = hook_env(str(tmp_path / "memory.db"), tmp_path / "home")
    assert heavy_imports("cursor", _post(repo, 1), env) == []
    assert heavy_imports("cursor", _event("preToolUse", repo), env) == []


def test_install_merges_into_an_existing_hooks_json_and_uninstall_restores_it(repo: Path, env: dict[str, str]) -> None:
    path = repo / ".cursor" / "hooks.json"
    path.parent.mkdir()
    other = {"command": "./hooks/format.sh"}
    original = {"version": 1, "hooks": {"afterFileEdit": [other], "preToolUse": [{**other, "matcher": "Write"}]}}
    path.write_text(json.dumps(original))
    for _ in range(2):
        assert run_cli("hook", "install", "--cursor", "--project", "--dir", str(repo), env=env).returncode == 0
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["hooks"]["afterFileEdit"] == [other]
    assert data["hooks"]["preToolUse"][0] == {**other, "matcher": "Write"}
    ours = [h for entries in data["hooks"].values() for h in entries if "oncebitten" in h["command"]]
    assert len(ours) == 4 and all(h["command"] == "oncebitten-hook cursor" for h in ours)  # no machine path
    assert run_cli("hook", "uninstall", "--cursor", "--project", "--dir", str(repo), env=env).returncode == 0
    assert json.loads(path.read_text()) == original


def test_install_into_an_empty_file_writes_the_example_config(tmp_path: Path, env: dict[str, str]) -> None:
    path = tmp_path / "hooks.json"
    command = "/usr/local/bin/oncebitten-hook cursor"
    assert (
        run_cli("hook", "install", "--cursor", "--settings", str(path), "--command", command, env=env).returncode == 0
    )
    assert json.loads(path.read_text()) == json.loads((GOLDEN / "cursor" / "hooks.example.json").read_text())


def test_doctor_reports_the_cursor_installation_and_runs_it(repo: Path, env: dict[str, str]) -> None:
    command = f"{sys.executable} -m oncebitten.hooks cursor"
    run_cli("hook", "install", "--cursor", "--project", "--dir", str(repo), "--command", command, env=env)
    report = json.loads(run_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    names = [c["name"] for c in report["checks"]]
    assert report["ok"] and "cursor hooks (project)" in names and f"hook runs: {command}" in names
