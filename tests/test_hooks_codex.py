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


# -- a status Codex has not written yet: kept undecided, decided on delivery -------------------------------


def _spooled(home: Path) -> list[dict[str, Any]]:
    directory = home / "spool"
    return [json.loads(p.read_text()) for p in sorted(directory.glob("*.json"))] if directory.exists() else []


def _drained(home: Path, db: str) -> None:
    """Through PostgreSQL the relay delivers on its own, every quarter second: wait for it."""
    if not db.startswith("postgresql"):
        return
    import time

    deadline = time.monotonic() + 20
    while _spooled(home) and time.monotonic() < deadline:
        time.sleep(0.1)


def test_a_status_not_in_the_rollout_yet_is_neither_a_failure_nor_a_success(
    repo: Path, env: dict[str, str], tmp_path: Path
) -> None:
    transcript = tmp_path / "rollout.jsonl"
    lines = [json.dumps({"type": "session_meta", "payload": {"id": "s"}})]
    for number in range(1, 4):
        lines.append(_rollout_line(f"call_{number}", 1))
    transcript.write_text("\n".join(lines) + "\n")
    for number in range(1, 4):
        run_hook("codex", _real_post(repo, transcript, f"call_{number}", "boom: config missing\n"), env)
    # The fourth run's line is not written when its hook runs: were it read as a success, it would clear the call.
    ran = run_hook("codex", _real_post(repo, transcript, "call_4", "boom: config missing\n"), env)
    assert (ran.code, ran.raw) == (0, "")
    # (Through PostgreSQL the relay may hold the entry at this moment: it puts back what it cannot decide.)
    for entry in _spooled(Path(env["ONCEBITTEN_HOME"])):
        assert entry["event"] == "undecided"
        assert entry["status_from"] == {"rollout": str(transcript), "call_id": "call_4"}
    assert _decision(run_hook("codex", _event("PreToolUse", repo), env)) == "BLOCK"


def test_an_undecided_call_that_exited_zero_clears_the_block_before_it_is_given(
    repo: Path, env: dict[str, str], tmp_path: Path, db: str
) -> None:
    home = Path(env["ONCEBITTEN_HOME"])
    transcript = tmp_path / "rollout.jsonl"
    lines = [_rollout_line(f"call_{number}", 1) for number in range(1, 4)]
    transcript.write_text("\n".join(lines) + "\n")
    for number in range(1, 4):
        run_hook("codex", _real_post(repo, transcript, f"call_{number}", "boom: config missing\n"), env)
    run_hook("codex", _real_post(repo, transcript, "call_4", "boom: config missing\n"), env)
    if not db.startswith("postgresql"):
        assert [e["event"] for e in _spooled(home)] == ["undecided"]
    transcript.write_text("\n".join([*lines, _rollout_line("call_4", 0)]) + "\n")  # Codex catches up
    _drained(home, db)
    assert _decision(run_hook("codex", _event("PreToolUse", repo), env)) == "ALLOW"
    assert _spooled(home) == []


def test_an_undecided_call_that_failed_is_counted_when_delivered(
    repo: Path, env: dict[str, str], tmp_path: Path, db: str
) -> None:
    home = Path(env["ONCEBITTEN_HOME"])
    transcript = tmp_path / "rollout.jsonl"
    transcript.write_text(_rollout_line("call_1", 1) + "\n")
    run_hook("codex", _real_post(repo, transcript, "call_1", "boom: config missing\n"), env)
    run_hook("codex", _real_post(repo, transcript, "call_2", "boom: config missing\n"), env)  # not written yet
    transcript.write_text(_rollout_line("call_1", 1) + "\n" + _rollout_line("call_2", 1) + "\n")
    transcript.write_text(transcript.read_text() + _rollout_line("call_3", 1) + "\n")
    run_hook("codex", _real_post(repo, transcript, "call_3", "boom: config missing\n"), env)  # delivers call_2
    _drained(home, db)
    assert _spooled(home) == []
    denied = run_hook("codex", _event("PreToolUse", repo), env)
    assert (
        _decision(denied) == "BLOCK"
        and "failed 3 times" in denied.json["hookSpecificOutput"]["permissionDecisionReason"]
    )


def test_an_undecided_call_whose_status_never_comes_is_dropped_after_a_while(
    tmp_path: Path, db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from datetime import timedelta

    from oncebitten._time import iso, utc_now
    from oncebitten.advisor.memory import FailureMemory
    from oncebitten.hooks import spool
    from oncebitten.store import open_store

    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    entry = {"event": "undecided", "agent": "codex", "tool_name": "Bash", "params": {"command": "npm test"},
             "error": "boom", "env": "e" * 32, "envs": ["e" * 32], "root": str(tmp_path), "call": "`npm test`",
             "status_from": {"rollout": str(tmp_path / "rollout.jsonl"), "call_id": "call_9"}}  # fmt: skip
    store = open_store(db)
    spool.spool_failure(db, {**entry, "at": iso(utc_now())})
    spool.spool_failure(db, {**entry, "at": iso(utc_now() - timedelta(seconds=spool.UNDECIDED_SECONDS + 1))})
    assert spool.deliver(db, store) == 1  # the old one, dropped: its outcome is unknown, it changes nothing
    assert len(spool.pending(db)) == 1  # the young one waits for its status
    assert FailureMemory(store=store).check_advisory("Bash", {"command": "npm test"}, "e" * 32).retry_count == 0


def test_a_rollout_that_does_not_exist_keeps_nothing_undecided(repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    # Codex creates the rollout when the session starts: without one, the status will never come.
    ran = run_hook("codex", _real_post(repo, tmp_path / "gone.jsonl", "call_1", "boom: config missing\n"), env)
    assert (ran.code, ran.raw) == (0, "")
    assert _spooled(Path(env["ONCEBITTEN_HOME"])) == []
    assert not (Path(env["ONCEBITTEN_HOME"]) / "hook.log").exists()
