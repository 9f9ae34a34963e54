"""The Gemini CLI adapter end to end: the real entry point in a subprocess, on a real git workspace, every backend."""

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
        "session_id": "s", "transcript_path": "/tmp/t.json", "cwd": str(cwd), "hook_event_name": event,
        "timestamp": "2026-11-22T18:00:00Z", "tool_name": "run_shell_command",
        "tool_input": {"command": command, "description": "Run it."}, **extra,
    }  # fmt: skip


def _after(cwd: Path, code: int, command: str = "npm test") -> dict[str, Any]:
    content = (
        f"Command: {command}\nDirectory: (root)\nOutput: {'boom' if code else 'ok'}\nError: (none)\nExit Code: {code}"
    )
    return _event("AfterTool", cwd, command, tool_response={"llmContent": content, "returnDisplay": "..."})


def _decision(ran: Any) -> str:
    if ran.json.get("decision") == "deny":
        return "BLOCK"
    return "WARN" if "systemMessage" in ran.json else "ALLOW"


def test_three_failures_then_deny_then_a_success_allows_again(repo: Path, env: dict[str, str]) -> None:
    decisions = []
    for _ in range(3):
        assert run_hook("gemini", _after(repo, 1), env).code == 0
    decisions.append(_decision(run_hook("gemini", _event("BeforeTool", repo), env)))
    assert run_hook("gemini", _after(repo, 0), env).json == {}
    decisions.append(_decision(run_hook("gemini", _event("BeforeTool", repo), env)))
    assert decisions == ["BLOCK", "ALLOW"]


def test_the_deny_is_a_decision_with_a_reason_and_the_description_is_not_part_of_the_call(
    repo: Path, env: dict[str, str]
) -> None:
    for _ in range(3):
        run_hook("gemini", _after(repo, 1), env)
    pre = _event("BeforeTool", repo)
    pre["tool_input"]["description"] = "Different words, same call."
    answer = run_hook("gemini", pre, env).json
    assert set(answer) == {"decision", "reason"} and answer["decision"] == "deny"
    assert "`npm test` failed 3 times" in answer["reason"]


def test_a_tool_error_is_recorded(repo: Path, env: dict[str, str]) -> None:
    write = {"file_path": str(repo / "dist" / "x.js"), "content": "x"}
    after = {**_event("AfterTool", repo), "tool_name": "write_file", "tool_input": write}
    after["tool_response"] = {"llmContent": "Error", "returnDisplay": "Error", "error": {"message": "EACCES: denied"}}
    for _ in range(3):
        run_hook("gemini", after, env)
    before = {**_event("BeforeTool", repo), "tool_name": "write_file", "tool_input": write}
    assert _decision(run_hook("gemini", before, env)) == "BLOCK"


def test_garbage_on_stdin_lets_the_call_proceed_with_an_empty_answer(env: dict[str, str]) -> None:
    ran = run_hook("gemini", b"[1, 2", env)
    assert (ran.code, ran.raw, ran.err) == (0, "{}\n", "")


def test_the_hook_path_imports_nothing_heavy(repo: Path, tmp_path: Path) -> None:
    env = hook_env(str(tmp_path / "memory.db"), tmp_path / "home")
    assert heavy_imports("gemini", _after(repo, 1), env) == []
    assert heavy_imports("gemini", _event("BeforeTool", repo), env) == []


def test_install_merges_into_existing_settings_and_uninstall_restores_them(repo: Path, env: dict[str, str]) -> None:
    path = repo / ".gemini" / "settings.json"
    path.parent.mkdir()
    other = {"name": "secret-scanner", "type": "command", "command": "/opt/scan.sh", "timeout": 5000}
    original = {
        "tools": {"enableHooks": True},
        "hooks": {"BeforeTool": [{"matcher": "write_file", "hooks": [other]}], "disabled": ["auto-test"]},
    }
    path.write_text(json.dumps(original))
    for _ in range(2):
        assert run_cli("hook", "install", "--gemini", "--project", "--dir", str(repo), env=env).returncode == 0
    data = json.loads(path.read_text())
    assert data["tools"] == {"enableHooks": True} and data["hooks"]["disabled"] == ["auto-test"]
    assert data["hooks"]["BeforeTool"][0] == {"matcher": "write_file", "hooks": [other]}
    ours = [h for e in ("BeforeTool", "AfterTool", "SessionStart", "BeforeAgent") for g in data["hooks"][e]
            for h in g["hooks"] if h != other]  # fmt: skip
    assert len(ours) == 4 and all(h["name"] == "oncebitten" and h["timeout"] == 10_000 for h in ours)
    assert run_cli("hook", "uninstall", "--gemini", "--project", "--dir", str(repo), env=env).returncode == 0
    assert json.loads(path.read_text()) == original


def test_install_into_an_empty_file_writes_the_example_config(tmp_path: Path, env: dict[str, str]) -> None:
    path = tmp_path / "settings.json"
    command = "/usr/local/bin/oncebitten-hook gemini"
    assert (
        run_cli("hook", "install", "--gemini", "--settings", str(path), "--command", command, env=env).returncode == 0
    )
    assert json.loads(path.read_text()) == json.loads((GOLDEN / "gemini" / "settings.example.json").read_text())


def test_doctor_reports_the_gemini_installation_and_runs_it(repo: Path, env: dict[str, str]) -> None:
    command = f"{sys.executable} -m oncebitten.hooks gemini"
    run_cli("hook", "install", "--gemini", "--project", "--dir", str(repo), "--command", command, env=env)
    report = json.loads(run_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    names = [c["name"] for c in report["checks"]]
    assert report["ok"] and "gemini hooks (project)" in names and f"hook runs: {command}" in names
