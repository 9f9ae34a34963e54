"""Agent hooks end to end: the real entry point in a subprocess, on a real git workspace, on every backend."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hookrun import ROOT, git, git_repo, hook_env, run_hook
from oncebitten import FailureMemory
from oncebitten.hooks.install import project_hook_command
from oncebitten.store import open_store


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A small git project with a lockfile, a source file and a test."""
    return git_repo(tmp_path / "project", {"tests/test_app.py": "def test(): pass\n"})


def _pre(cwd: Path, command: str = "npm test") -> dict[str, Any]:
    return {
        "hook_event_name": "PreToolUse", "session_id": "s", "cwd": str(cwd), "tool_name": "Bash",
        "tool_input": {"command": command, "description": "Run the tests"}, "tool_use_id": "t1",
    }  # fmt: skip


def _failure(
    cwd: Path, command: str = "npm test", error: str = "Exit code 1\nError: Cannot find module 'pg'"
) -> dict[str, Any]:
    return {**_pre(cwd, command), "hook_event_name": "PostToolUseFailure", "error": error, "is_interrupt": False}


def _success(cwd: Path, command: str = "npm test") -> dict[str, Any]:
    return {**_pre(cwd, command), "hook_event_name": "PostToolUse", "tool_response": {"stdout": "ok", "stderr": ""}}


def _decision(ran: Any) -> str:
    if ran.json is None:
        return "ALLOW"
    output = ran.json["hookSpecificOutput"]
    return "BLOCK" if output.get("permissionDecision") == "deny" else "WARN"


@pytest.fixture
def env(db: str, tmp_path: Path) -> dict[str, str]:
    return hook_env(db, tmp_path / "home")


def _fail_three_times(repo: Path, env: dict[str, str]) -> None:
    for _ in range(3):
        assert run_hook("claude-code", _failure(repo), env).code == 0


# -- the environment: a real fix is a new environment, the same state is not ---------------------------


def test_a_success_after_a_fix_resolves_the_calls_failures_in_the_earlier_state(
    repo: Path, env: dict[str, str]
) -> None:
    _fail_three_times(repo, env)
    (repo / "config.txt").write_text("the fix\n")  # a new state of the workspace
    assert run_hook("claude-code", _success(repo), env).code == 0
    stats = json.loads(_cli("stats", "--json", env=env).stdout)
    assert stats["pending"] == 0 and stats["blocking"] == 0 and stats["resolved"] == 1, stats
    start = run_hook("claude-code", {"hook_event_name": "SessionStart", "cwd": str(repo), "source": "startup"}, env)
    context = start.json["hookSpecificOutput"]["additionalContext"]
    assert "passed since, after a change" in context and "unresolved" not in context
    prompt = run_hook("claude-code", {"hook_event_name": "UserPromptSubmit", "cwd": str(repo), "prompt": "go"}, env)
    assert prompt.json is None  # nothing unresolved to remind of


def test_a_success_in_another_workspace_leaves_this_ones_failures_alone(
    repo: Path, env: dict[str, str], tmp_path: Path
) -> None:
    other = tmp_path / "other"
    other.mkdir()
    subprocess.run(["git", "init", "-q", str(other)], check=True)
    _fail_three_times(repo, env)
    assert run_hook("claude-code", _success(other), env).code == 0
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"


def test_the_note_after_each_failure_says_what_the_next_identical_attempt_meets(
    repo: Path, env: dict[str, str]
) -> None:
    notes = [
        run_hook("claude-code", _failure(repo), env).json["hookSpecificOutput"]["additionalContext"] for _ in range(3)
    ]
    assert "2 more identical failures here and it will be blocked" in notes[0]
    assert "one more identical failure here and it will be blocked" in notes[1]
    assert "the next identical attempt will be blocked" in notes[2]
    assert all("Cannot find module 'pg'" in note for note in notes)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"  # as the 3rd note said


def test_identical_retry_in_the_same_state_is_blocked(repo: Path, env: dict[str, str]) -> None:
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"
    run_hook("claude-code", _failure(repo), env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "WARN"
    run_hook("claude-code", _failure(repo), env)
    run_hook("claude-code", _failure(repo), env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"


def test_retry_after_editing_a_tracked_file_is_allowed(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
    (repo / "src" / "app.py").write_text("VALUE = 2\n")  # an in-place edit, not staged
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"


def test_retry_after_installing_a_dependency_is_allowed(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    (repo / "node_modules" / "pg").mkdir(parents=True)
    (repo / "node_modules" / ".package-lock.json").write_text('{"packages": {"node_modules/pg": {}}}')
    (repo / "package-lock.json").write_text('{"packages": {"node_modules/pg": {}}}\n')
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"


def test_retry_after_a_new_commit_is_allowed(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    git(repo, "commit", "-q", "--allow-empty", "-m", "next")
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"


def test_retry_after_creating_a_missing_directory_is_allowed(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    (repo / "src" / "generated").mkdir()
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"


def test_caches_written_by_the_failing_run_do_not_make_a_new_environment(repo: Path, env: dict[str, str]) -> None:
    cache = repo / ".pytest_cache" / "v" / "lastfailed"
    for attempt in range(3):  # each run rewrites pytest's cache and bytecode, then fails
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(json.dumps({"attempt": attempt}))
        (repo / "src" / "__pycache__").mkdir(exist_ok=True)
        (repo / "src" / "__pycache__" / "app.cpython-311.pyc").write_bytes(bytes([attempt]))
        run_hook("claude-code", _failure(repo), env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"


def test_after_a_fix_fails_again_it_is_a_new_streak(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    (repo / "src" / "app.py").write_text("VALUE = 3\n")
    run_hook("claude-code", _failure(repo), env)  # the fix did not work: one failure in the new state
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "WARN"


def test_a_success_clears_the_call_and_counts_the_block_as_false(repo: Path, env: dict[str, str], db: str) -> None:
    _fail_three_times(repo, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
    run_hook("claude-code", _success(repo), env)  # it ran anyway (e.g. the user ran it) and passed, unchanged
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"
    stats = FailureMemory(db).get_stats()
    assert (stats["blocks"], stats["false_blocks"]) == (1, 1)


def test_the_signature_ignores_the_description(repo: Path, env: dict[str, str]) -> None:
    _fail_three_times(repo, env)
    payload = _pre(repo)
    payload["tool_input"] = {"command": "npm test", "description": "something else entirely", "timeout": 5}
    assert _decision(run_hook("claude-code", payload, env)) == "BLOCK"
    assert _decision(run_hook("claude-code", _pre(repo, "npm test -- --runInBand"), env)) == "ALLOW"


def test_an_interrupted_call_is_not_a_failure(repo: Path, env: dict[str, str]) -> None:
    for _ in range(3):
        run_hook("claude-code", {**_failure(repo), "is_interrupt": True}, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "ALLOW"


# -- policies ------------------------------------------------------------------------------------------


def test_polling_commands_are_never_recorded_nor_blocked(repo: Path, env: dict[str, str], db: str) -> None:
    for _ in range(4):
        run_hook("claude-code", _failure(repo, "sleep 5 && curl -f localhost:8080/health"), env)
    assert _decision(run_hook("claude-code", _pre(repo, "sleep 5 && curl -f localhost:8080/health"), env)) == "ALLOW"
    assert FailureMemory(db).get_stats()["failures_logged"] == 0


def test_lenient_commands_warn_but_never_block(repo: Path, env: dict[str, str]) -> None:
    for _ in range(4):
        run_hook("claude-code", _failure(repo, "grep -r TODO src", "Exit code 1"), env)
    ran = run_hook("claude-code", _pre(repo, "grep -r TODO src"), env)
    assert _decision(ran) == "WARN" and "not blocked: this tool or command is lenient" in ran.raw


def test_project_policy_sets_thresholds_per_tool(repo: Path, env: dict[str, str]) -> None:
    home = Path(env["ONCEBITTEN_HOME"])
    home.mkdir(parents=True, exist_ok=True)
    (home / "policy.toml").write_text("trust_project_policy = true\n")  # a higher threshold is a relaxation
    (repo / ".oncebitten.toml").write_text("[tools.Bash]\nblock_threshold = 5\n")
    git(repo, "add", ".oncebitten.toml")
    _fail_three_times(repo, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "WARN"
    run_hook("claude-code", _failure(repo), env)
    run_hook("claude-code", _failure(repo), env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"


def test_shadow_mode_logs_and_counts_the_block_but_answers_warn(
    repo: Path, env: dict[str, str], db: str, tmp_path: Path
) -> None:
    shadow = {**env, "ONCEBITTEN_SHADOW": "1"}
    for _ in range(3):
        run_hook("claude-code", _failure(repo), shadow)
    ran = run_hook("claude-code", _pre(repo), shadow)
    assert _decision(ran) == "WARN" and "shadow mode" in ran.raw
    assert "shadow BLOCK" in (tmp_path / "home" / "hook.log").read_text()
    run_hook("claude-code", _success(repo), shadow)  # it ran, and passed: the would-be block was false
    stats = FailureMemory(db).get_stats()
    assert (stats["blocks"], stats["shadow_blocks"], stats["false_blocks"]) == (0, 1, 1)


def test_a_broken_policy_file_is_logged_and_ignored(repo: Path, env: dict[str, str], tmp_path: Path) -> None:
    (repo / ".oncebitten.toml").write_text("mode = [unclosed\n")
    _fail_three_times(repo, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
    assert "policy file" in (tmp_path / "home" / "hook.log").read_text()


# -- failing open --------------------------------------------------------------------------------------


def test_a_corrupt_store_lets_the_call_proceed_and_logs_the_error(repo: Path, tmp_path: Path) -> None:
    bad = tmp_path / "not-a-db"
    bad.write_bytes(b"this is not an SQLite database" * 100)
    env = hook_env(str(bad), tmp_path / "home")
    for payload in (_pre(repo), _failure(repo), _success(repo)):
        ran = run_hook("claude-code", payload, env)
        assert (ran.code, ran.raw, ran.err) == (0, "", "")
    log = (tmp_path / "home" / "hook.log").read_text()
    assert "StoreCorrupt" in log and "the call proceeds" in log


def test_an_unwritable_store_lets_the_call_proceed(repo: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "memory.db"
    blocker.mkdir()  # a directory where the database file should be
    env = hook_env(str(blocker), tmp_path / "home")
    ran = run_hook("claude-code", _failure(repo), env)
    assert (ran.code, ran.raw, ran.err) == (0, "", "")
    assert "Store" in (tmp_path / "home" / "hook.log").read_text()


@pytest.mark.parametrize("stdin", [b"not json", b"[1, 2]", b"\xff\xfe", b""])
def test_garbage_on_stdin_is_answered_with_nothing(stdin: bytes, env: dict[str, str]) -> None:
    ran = run_hook("claude-code", stdin, env)
    assert (ran.code, ran.raw, ran.err) == (0, "", "")


# -- start-up cost -------------------------------------------------------------------------------------

#: Never on a hook's path, whatever the agent and the event: the command line, the MCP SDK, the ranker...
HEAVY = ("typer", "click", "rich", "pydantic", "mcp", "rapidfuzz", "argparse", "psycopg", "tomllib")
#: Not on the path of a check before a call either: each costs a hook process more than its whole check
#: (docs/performance-log.md, "Hooks"). ``site`` and ``runpy`` would mean the installed command lost ``-S``.
SLOW_TO_START = (
    "typing", "dataclasses", "inspect", "pathlib", "platform", "random", "re", "json", "hashlib", "fnmatch",
    "oncebitten.engine.redact.redactor", "site", "runpy",
)  # fmt: skip
#: Input fixtures of the events that check a call before it runs (every adapter's names for them).
PRE_CALL = ("pre_tool_use", "before_tool", "before_shell", "before_mcp", "before_read")


def _fixtures() -> list[tuple[str, str]]:
    from hookrun import GOLDEN
    from oncebitten.hooks import ADAPTERS

    found = [(agent, path.name) for agent, module in ADAPTERS.items() for path in (GOLDEN / module).glob("in.*.json")]
    return sorted(found)


def _imported(agent: str, payload: object, env: dict[str, str]) -> set[str]:
    """The modules a hook process imports, run by the command ``hook install`` writes, under -X importtime."""
    import shlex

    from oncebitten.hooks.install import hook_command

    python, *rest = shlex.split(hook_command(agent))
    ran = subprocess.run(
        [python, "-X", "importtime", *rest],
        input=json.dumps(payload).encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr.decode()[-2000:]
    imported = {line.split("|")[-1].strip() for line in ran.stderr.decode().splitlines() if "|" in line}
    assert "oncebitten.hooks" in imported  # the measurement saw the hook path
    assert not (Path(env["ONCEBITTEN_HOME"]) / "hook.log").exists(), "the hook failed (see its log)"
    return imported


def _slow(imported: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(name for name in imported if name in names or name.split(".")[0] in names)


@pytest.mark.parametrize(("agent", "fixture"), _fixtures())
def test_no_hook_event_imports_anything_heavy(agent: str, fixture: str, repo: Path, tmp_path: Path) -> None:
    from hookrun import GOLDEN
    from oncebitten.hooks import ADAPTERS

    payload = json.loads((GOLDEN / ADAPTERS[agent] / fixture).read_text(encoding="utf-8"))
    if isinstance(payload, dict) and "cwd" in payload:
        payload["cwd"] = str(repo)
    imported = _imported(agent, payload, hook_env(str(tmp_path / "memory.db"), tmp_path / "home"))
    assert f"oncebitten.hooks.{ADAPTERS[agent]}" in imported
    assert _slow(imported, HEAVY) == [], f"{fixture} imported {_slow(imported, HEAVY)}"
    if any(marker in fixture for marker in PRE_CALL):
        assert _slow(imported, SLOW_TO_START) == [], f"{fixture} imported {_slow(imported, SLOW_TO_START)}"


@pytest.mark.parametrize("command", ["npm test", "pytest -x -q tests/"])
def test_a_blocked_call_is_answered_as_leanly_as_an_allowed_one(command: str, repo: Path, tmp_path: Path) -> None:
    env = hook_env(str(tmp_path / "memory.db"), tmp_path / "home")
    for _ in range(3):
        run_hook("claude-code", _failure(repo, command), env)
    imported = _imported("claude-code", _pre(repo, command), env)
    assert _decision(run_hook("claude-code", _pre(repo, command), env)) == "BLOCK"
    assert _slow(imported, SLOW_TO_START) == []


def test_a_hook_process_closes_the_store_before_it_exits(repo: Path, tmp_path: Path) -> None:
    """The hook skips the interpreter's finalization, not SQLite's: its WAL is checkpointed and removed."""
    db = tmp_path / "memory.db"
    env = hook_env(str(db), tmp_path / "home")
    for _ in range(3):
        assert run_hook("claude-code", _failure(repo), env).code == 0
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
    assert db.is_file() and not (tmp_path / "memory.db-wal").exists()
    assert FailureMemory(str(db)).get_stats()["blocks"] == 1


def test_the_hook_loads_site_only_for_the_command_line_and_a_postgresql_store_without_relay(monkeypatch: Any) -> None:
    from oncebitten.hooks import needs_site

    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.delenv("ONCEBITTEN_RELAY", raising=False)
    monkeypatch.setenv("ONCEBITTEN_DB", "/tmp/memory.db")
    assert not needs_site(["claude-code"])
    assert needs_site([]) and needs_site(["install", "--claude-code"]) and needs_site(["doctor"])
    monkeypatch.setenv("ONCEBITTEN_URL", "postgresql://u@localhost/db")
    assert not needs_site(["claude-code"])  # the relay holds psycopg, not the hook
    monkeypatch.setenv("ONCEBITTEN_RELAY", "0")
    assert needs_site(["claude-code"])


def test_the_installed_command_is_this_python_on_the_entry_file_without_site() -> None:
    import shlex

    from oncebitten.hooks.install import hook_command, is_ours

    argv = shlex.split(hook_command("claude-code"))
    assert argv[:3] == [sys.executable, "-I", "-S"] and argv[4] == "claude-code"
    assert Path(argv[3]) == ROOT / "src" / "oncebitten" / "hooks" / "__main__.py"
    assert is_ours({"type": "command", "command": hook_command("claude-code")})


# -- install, uninstall, doctor ------------------------------------------------------------------------


def _cli(*args: str, env: dict[str, str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "oncebitten", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60
    )


def test_install_merges_ours_without_touching_other_hooks_and_uninstall_removes_only_ours(
    repo: Path, env: dict[str, str]
) -> None:
    settings = repo / ".claude" / "settings.json"
    settings.parent.mkdir()
    other = {"type": "command", "command": "/usr/local/bin/lint-guard"}
    original = {"model": "opus", "hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [other]}]}}
    settings.write_text(json.dumps(original))
    for _ in range(2):  # installing twice is installing once
        assert _cli("hook", "install", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    data = json.loads(settings.read_text())
    assert data["model"] == "opus"
    assert data["hooks"]["PreToolUse"][0] == {"matcher": "Bash", "hooks": [other]}
    ours = [h for groups in data["hooks"].values() for g in groups for h in g["hooks"] if h is not other and h != other]
    # A project's settings are committed: no path of this machine in them, the hook is found on PATH.
    assert len(ours) == 5 and all(h["command"] == project_hook_command("claude-code") for h in ours)
    assert "/" not in project_hook_command("claude-code").replace("$HOME/.oncebitten/hook", "")
    assert set(data["hooks"]) == {"PreToolUse", "PostToolUse", "PostToolUseFailure", "SessionStart", "UserPromptSubmit"}
    assert _cli("hook", "uninstall", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    assert json.loads(settings.read_text()) == original


def test_install_refuses_a_settings_file_that_is_not_json_and_leaves_it(repo: Path, env: dict[str, str]) -> None:
    settings = repo / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{ not json")
    ran = _cli("hook", "install", "--claude-code", "--settings", str(settings), env=env)
    assert ran.returncode == 2 and "nothing was changed" in ran.stderr
    assert settings.read_text() == "{ not json"


def test_installed_hook_command_runs_and_doctor_says_all_good(repo: Path, env: dict[str, str]) -> None:
    command = f"{sys.executable} -m oncebitten.hooks claude-code"
    assert (
        _cli(
            "hook", "install", "--claude-code", "--project", "--dir", str(repo), "--command", command, env=env
        ).returncode
        == 0
    )
    ran = _cli("doctor", "--dir", str(repo), "--json", env=env)
    report = json.loads(ran.stdout)
    assert ran.returncode == 0 and report["ok"], report
    names = [c["name"] for c in report["checks"]]
    assert "claude-code hooks (project)" in names and "a write round-trips" in names
    assert any(n.startswith("hook runs:") for n in names)


def test_the_default_installed_command_blocks_and_doctor_runs_it(repo: Path, env: dict[str, str]) -> None:
    """What ``hook install`` writes outside a project's shared settings (python -I -S on the entry file, by
    absolute paths) works as is, on every backend."""
    assert _cli("hook", "install", "--claude-code", "--local", "--dir", str(repo), env=env).returncode == 0
    settings = json.loads((repo / ".claude" / "settings.local.json").read_text())
    command = settings["hooks"]["PreToolUse"][0]["hooks"][0]["command"]
    assert " -I -S " in command
    _fail_three_times(repo, env)
    ran = subprocess.run(command, shell=True, input=json.dumps(_pre(repo)), capture_output=True, text=True, env=env)
    assert ran.returncode == 0 and ran.stderr == ""
    assert json.loads(ran.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny"
    report = json.loads(_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    assert report["ok"], report


def test_the_project_command_runs_this_machines_launcher_or_the_console_script(repo: Path, env: dict[str, str]) -> None:
    env = {**env, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"}
    assert _cli("hook", "install", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    command = json.loads((repo / ".claude" / "settings.json").read_text())["hooks"]["PreToolUse"][0]["hooks"][0]
    launcher = Path(env["HOME"]) / ".oncebitten" / "hook"
    assert command["command"] == project_hook_command("claude-code") and os.access(launcher, os.X_OK)
    assert " -I -S " in launcher.read_text()  # the fast command, by this machine's absolute paths
    _fail_three_times(repo, env)
    for _ in range(2):  # with the launcher, then (a teammate's machine without it) through the console script
        ran = subprocess.run(
            ["/bin/sh", "-c", command["command"]], input=json.dumps(_pre(repo)), capture_output=True, text=True, env=env
        )
        assert json.loads(ran.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny", ran.stderr
        report = json.loads(_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
        assert report["ok"], report
        launcher.unlink(missing_ok=True)


def test_install_from_a_subdirectory_writes_the_git_roots_settings(repo: Path, env: dict[str, str]) -> None:
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    deep = repo / "packages" / "api"
    deep.mkdir(parents=True)
    assert _cli("hook", "install", "--claude-code", "--project", env=env, cwd=deep).returncode == 0
    assert (repo / ".claude" / "settings.json").exists() and not (deep / ".claude").exists()


def test_uninstall_leaves_no_settings_file_it_emptied_but_keeps_others(repo: Path, env: dict[str, str]) -> None:
    assert _cli("hook", "install", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    assert _cli("hook", "uninstall", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    assert not (repo / ".claude").exists()
    (repo / ".claude").mkdir()
    (repo / ".claude" / "settings.json").write_text(json.dumps({"model": "opus"}))
    assert _cli("hook", "install", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    assert _cli("hook", "uninstall", "--claude-code", "--project", "--dir", str(repo), env=env).returncode == 0
    assert json.loads((repo / ".claude" / "settings.json").read_text()) == {"model": "opus"}


def test_doctor_reports_a_mistyped_policy_key_as_an_error(repo: Path, env: dict[str, str]) -> None:
    assert _cli("hook", "install", "--claude-code", "--local", "--dir", str(repo), env=env).returncode == 0
    (repo / ".oncebitten.toml").write_text('mode = "enforce"\nblok_threshold = 2\n[tools.Bash]\nmode = "loud"\n')
    ran = _cli("doctor", "--dir", str(repo), "--json", env=env)
    report = json.loads(ran.stdout)
    assert ran.returncode == 1 and not report["ok"]
    policy = [c for c in report["checks"] if c["name"] == "policy file"]
    assert policy and "blok_threshold" in policy[0]["detail"] and "loud" in policy[0]["detail"]
    (repo / ".oncebitten.toml").write_text('mode = "enforce"\nblock_threshold = 2\n')
    assert json.loads(_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)["ok"]


def test_doctor_fails_when_no_hooks_are_installed(repo: Path, env: dict[str, str]) -> None:
    ran = _cli("doctor", "--dir", str(repo), env=env)
    assert ran.returncode == 1 and "hook install --claude-code" in ran.stdout


def test_stats_reports_blocks_shadow_blocks_and_false_blocks(env: dict[str, str], db: str) -> None:
    open_store(db)  # an empty memory ('stats' only reads: it never creates one)
    ran = _cli("stats", "--json", env=env)
    stats = json.loads(ran.stdout)
    assert {"blocks", "shadow_blocks", "false_blocks"} <= set(stats)


def test_entry_point_is_registered() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    assert 'oncebitten-hook = "oncebitten.hooks:main"' in text


def test_a_call_differing_only_in_a_secret_parameter_is_one_call_and_leaves_no_byte_of_it(
    repo: Path, tmp_path: Path
) -> None:
    import hashlib

    db_path = tmp_path / "secret.db"
    env = hook_env(str(db_path), tmp_path / "home")
    secrets = ["hunter2-Xq9", "correct-horse-7Zp", "tr0ub4dor-3Lk"]

    def call(event: str, secret: str) -> dict[str, Any]:
        return {
            "hook_event_name": event, "session_id": "s", "cwd": str(repo), "tool_name": "mcp__db__query",
            "tool_input": {"sql": "select 1", "password": secret}, "tool_use_id": "t1",
            **({"error": "FATAL: password authentication failed", "is_interrupt": False}
               if event == "PostToolUseFailure" else {}),
        }  # fmt: skip

    for secret in secrets:
        assert run_hook("claude-code", call("PostToolUseFailure", secret), env).code == 0
    # Three failures of one call: WARN (a call carrying a credential is never BLOCKed), whatever the password.
    assert _decision(run_hook("claude-code", call("PreToolUse", "yet-another-4Qw"), env)) == "WARN"
    stored = b"".join(
        path.read_bytes() for path in (Path(f"{db_path}{suffix}") for suffix in ("", "-wal", "-shm")) if path.exists()
    )
    assert b"<redacted:password>" in stored or b"select 1" in stored  # the call was recorded
    for secret in secrets:
        raw = json.dumps({"tool": "mcp__db__query", "params": {"sql": "select 1", "password": secret}}, sort_keys=True)
        digest = hashlib.sha256(raw.encode()).hexdigest()
        for derived in (secret.encode(), digest[:32].encode(), digest[:16].encode()):
            assert derived not in stored, derived


# -- a store named at a path that cannot be the one meant -------------------------------------------------


@pytest.mark.parametrize("variable", ["ONCEBITTEN_DB", "ONCEBITTEN_URL"])
def test_a_mistyped_store_path_is_not_created_by_a_hook_which_proceeds_and_logs_one_line(
    repo: Path, tmp_path: Path, variable: str
) -> None:
    home = tmp_path / "home"
    mistyped = tmp_path / ".oncebiten" / "memory.db"  # its directory does not exist (nor is it oncebitten's own)
    env = hook_env(str(tmp_path / "unused.db"), home)
    del env["ONCEBITTEN_URL"]
    env[variable] = str(mistyped)
    for payload in (_failure(repo), _pre(repo), _success(repo)):
        ran = run_hook("claude-code", payload, env)
        assert (ran.code, ran.json, ran.err) == (0, None, "")  # the call proceeds, nothing said to the agent
    assert not mistyped.parent.exists() and not (home / "spool").exists()  # nothing made, nothing kept
    lines = (home / "hook.log").read_text().splitlines()
    assert len(lines) == 3, lines
    assert all(f"no memory at {mistyped} ({variable}) and no directory {mistyped.parent}" in line for line in lines)
    report = json.loads(_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    assert not report["ok"] and not mistyped.parent.exists()
    (store,) = [check for check in report["checks"] if check["name"] == "store exists"]
    assert not store["ok"] and store["required"] and "a mistyped path?" in store["detail"]


def test_a_store_in_an_existing_or_a_new_oncebitten_directory_is_made_on_first_use_and_doctor_says_so(
    repo: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    named = tmp_path / "memory.db"
    env = hook_env(str(tmp_path / "unused.db"), home)
    del env["ONCEBITTEN_URL"]
    env["ONCEBITTEN_DB"] = str(tmp_path / "doctor.db")
    report = json.loads(_cli("doctor", "--dir", str(repo), "--json", env=env).stdout)
    (store,) = [check for check in report["checks"] if check["name"] == "store exists"]
    assert not store["ok"] and not store["required"] and "did not exist yet: made now" in store["detail"]
    env["ONCEBITTEN_DB"] = str(named)
    _fail_three_times(repo, env)
    assert named.exists() and _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
    env["ONCEBITTEN_DB"] = str(repo / ".oncebitten" / "memory.db")  # a project's own store: its directory is ours
    _fail_three_times(repo, env)
    assert _decision(run_hook("claude-code", _pre(repo), env)) == "BLOCK"
