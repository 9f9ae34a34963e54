"""The Codex CLI adapter end to end: the real entry point in a subprocess, on a real git workspace, every backend."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from hookrun import GOLDEN, git_repo, heavy_imports, hook_env, run_cli, run_hook
from oncebitten.hooks.install import project_hook_command


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return git_repo(tmp_path / "project")


@pytest.fixture
def env(db: str, tmp_path: Path) -> dict[str, str]:
    return hook_env(db, tmp_path / "home")


def _event(event: str, cwd: Path, command: str = "npm test", **extra: Any) -> dict[str, Any]:
    return {
        "session_id": "s", "turn_id": "t", "transcript_path": None, "cwd": str(cwd), "hook_event_name": event,
        "model": "gpt-5.5-codex", "permission_mode": "default", "tool_name": "Bash",
        "tool_input": {"command": command}, "tool_use_id": "call_1", **extra,
    }  # fmt: skip


def _post(cwd: Path, code: int, command: str = "npm test") -> dict[str, Any]:
    output = "Error: Cannot find module 'pg'" if code else "ok"
    response = f"Exit code: {code}\nWall time: 1.{code} seconds\nOutput:\n{output}\n"
    return _event("PostToolUse", cwd, command, tool_response=response)


def _decision(ran: Any) -> str:
    if ran.json is None:
        return "ALLOW"
    return "BLOCK" if ran.json["hookSpecificOutput"].get("permissionDecision") == "deny" else "WARN"


def test_three_failures_then_deny_then_a_success_allows_again(repo: Path, env: dict[str, str]) -> None:
    decisions = []
    for _ in range(3):
        assert run_hook("codex", _post(repo, 1), env).code == 0
    decisions.append(_decision(run_hook("codex", _event("PreToolUse", repo), env)))
    assert run_hook("codex", _post(repo, 0), env).raw == ""
    decisions.append(_decision(run_hook("codex", _event("PreToolUse", repo), env)))
    assert decisions == ["BLOCK", "ALLOW"]


def test_the_deny_has_the_reason_codex_requires(repo: Path, env: dict[str, str]) -> None:
    for _ in range(3):
        run_hook("codex", _post(repo, 1), env)
    output = run_hook("codex", _event("PreToolUse", repo), env).json["hookSpecificOutput"]
    assert output["hookEventName"] == "PreToolUse" and output["permissionDecision"] == "deny"
    assert "`npm test` failed 3 times" in output["permissionDecisionReason"]
    assert set(output) == {"hookEventName", "permissionDecision", "permissionDecisionReason"}


def test_a_successful_post_tool_use_records_nothing(repo: Path, env: dict[str, str]) -> None:
    for _ in range(3):
        assert run_hook("codex", _post(repo, 0), env).raw == ""
    assert _decision(run_hook("codex", _event("PreToolUse", repo), env)) == "ALLOW"


def test_garbage_on_stdin_lets_the_call_proceed(env: dict[str, str]) -> None:
    ran = run_hook("codex", b"\x00not json", env)
    assert (ran.code, ran.raw, ran.err) == (0, "", "")


def test_the_hook_path_imports_nothing_heavy(repo: Path, tmp_path: Path) -> None:
    env = hook_env(str(tmp_path / "memory.db"), tmp_path / "home")
    assert heavy_imports("codex", _post(repo, 1), env) == []
    assert heavy_imports("codex", _event("PreToolUse", repo), env) == []


def test_install_merges_into_an_existing_hooks_json_and_uninstall_restores_it(repo: Path, env: dict[str, str]) -> None:
    path = repo / ".codex" / "hooks.json"
    path.parent.mkdir()
    other = {"type": "command", "command": "/opt/audit/log-codex", "timeout": 30}
    original = {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [other]}], "Stop": [{"hooks": [other]}]}}
    path.write_text(json.dumps(original))
    for _ in range(2):  # installing twice is installing once
        assert run_cli("hook", "install", "--codex", "--project", "--dir", str(repo), env=env).returncode == 0
    data = json.loads(path.read_text())
    assert data["hooks"]["PreToolUse"][0] == {"matcher": "Bash", "hooks": [other]}
    assert data["hooks"]["Stop"] == [{"hooks": [other]}]
    ours = [h for groups in data["hooks"].values() for g in groups for h in g["hooks"] if h != other]
    assert len(ours) == 4 and all(h["command"] == project_hook_command("codex") for h in ours)
    assert set(data["hooks"]) == {"PreToolUse", "PostToolUse", "SessionStart", "UserPromptSubmit", "Stop"}
    assert run_cli("hook", "uninstall", "--codex", "--project", "--dir", str(repo), env=env).returncode == 0
    assert json.loads(path.read_text()) == original


def test_install_into_an_empty_file_writes_the_example_config(tmp_path: Path, env: dict[str, str]) -> None:
    path = tmp_path / "hooks.json"
    command = "/usr/local/bin/oncebitten-hook codex"
    assert run_cli("hook", "install", "--codex", "--settings", str(path), "--command", command, env=env).returncode == 0
    assert json.loads(path.read_text()) == json.loads((GOLDEN / "codex" / "hooks.example.json").read_text())


def test_user_install_follows_codex_home(tmp_path: Path, env: dict[str, str]) -> None:
    home = tmp_path / "codex-home"
    ran = run_cli("hook", "install", "--codex", "--user", env={**env, "CODEX_HOME": str(home)})
    assert ran.returncode == 0 and (home / "hooks.json").exists()


def test_doctor_reports_the_codex_installation_and_runs_it(repo: Path, env: dict[str, str]) -> None:
    command = f"{sys.executable} -m oncebitten.hooks codex"
    run_cli("hook", "install", "--codex", "--project", "--dir", str(repo), "--command", command, env=env)
    report = json.loads(run_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    names = [c["name"] for c in report["checks"]]
    assert report["ok"] and "codex hooks (project)" in names and f"hook runs: {command}" in names


# -- Codex 0.169: the output only, the exit status in the rollout -------------------------------------


def _rollout_line(call_id: str, exit_code: int) -> str:
    """An ``item_completed`` line as Codex 0.169 writes it to the session's rollout (recorded, trimmed)."""
    item = {
        "type": "CommandExecution", "id": call_id, "command": ["/bin/bash", "-lc", "npm test"],
        "source": "unified_exec_startup", "status": "failed" if exit_code else "completed",
        "aggregated_output": "boom: config missing\n", "exit_code": exit_code,
    }  # fmt: skip
    payload = {"type": "item_completed", "thread_id": "t", "turn_id": "u", "item": item}
    return json.dumps(
        {"timestamp": "2026-11-24T07:44:04.155Z", "type": "event_msg", "payload": payload}, separators=(",", ":")
    )


def _real_post(cwd: Path, transcript: Path, call_id: str, output: str) -> dict[str, Any]:
    """A PostToolUse payload as the real Codex CLI 0.169.0 sends it (../shared/fixtures/real-clients)."""
    return _event("PostToolUse", cwd, transcript_path=str(transcript), tool_use_id=call_id, tool_response=output)


def test_a_failure_without_exit_status_is_read_from_the_rollout_and_blocks_after_three(
    repo: Path, env: dict[str, str], tmp_path: Path
) -> None:
    transcript = tmp_path / "rollout.jsonl"
    lines = [json.dumps({"type": "session_meta", "payload": {"id": "s"}})]
    for number in range(1, 4):
        lines.append(_rollout_line(f"call_{number}", 1))
        transcript.write_text("\n".join(lines) + "\n")
        ran = run_hook("codex", _real_post(repo, transcript, f"call_{number}", "boom: config missing\n"), env)
        assert ran.code == 0
    denied = run_hook("codex", _event("PreToolUse", repo), env)
    reason = denied.json["hookSpecificOutput"]["permissionDecisionReason"]
    assert "boom: config missing" in reason


def test_a_command_that_exited_zero_in_the_rollout_is_a_success(
    repo: Path, env: dict[str, str], tmp_path: Path
) -> None:
    transcript = tmp_path / "rollout.jsonl"
    transcript.write_text(_rollout_line("call_ok", 0) + "\n")
    ran = run_hook("codex", _real_post(repo, transcript, "call_ok", "boom: config missing\n"), env)
    assert ran.code == 0 and ran.json is None
    assert _decision(run_hook("codex", _event("PreToolUse", repo), env)) == "ALLOW"


def test_the_exit_status_is_found_only_for_its_own_call(tmp_path: Path) -> None:
    from oncebitten.hooks.codex import transcript_exit_code

    transcript = tmp_path / "rollout.jsonl"
    transcript.write_text(_rollout_line("call_a", 2) + "\n" + _rollout_line("call_b", 0) + "\n")
    assert transcript_exit_code(str(transcript), "call_a") == 2
    assert transcript_exit_code(str(transcript), "call_b") == 0
    assert transcript_exit_code(str(transcript), "call_c", wait=0.05) is None
    assert transcript_exit_code(str(tmp_path / "missing.jsonl"), "call_a") is None
    assert transcript_exit_code("", "call_a") is None
