"""Private by default: everything oncebitten writes is readable by its user only (files 0600, directories 0700),
whatever the umask, and its files found wider are tightened when opened."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from hookrun import git_repo, hook_env, run_cli, run_hook
from oncebitten import FailureMemory
from oncebitten.outcomes import ImprovementMemory
from oncebitten.report import write_report
from oncebitten.store import close_store


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(params=[0o022, 0o002, 0o000], ids=["umask-022", "umask-002", "umask-000"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    """A common umask (022), a permissive one (002) and none at all (000)."""
    previous = os.umask(request.param)
    yield request.param
    os.umask(previous)


def test_a_new_store_its_wal_shm_and_directory_are_private(tmp_path: Path, umask: int) -> None:
    path = tmp_path / "home" / ".oncebitten" / "memory.db"
    memory = FailureMemory(path)
    memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    assert mode(path) == 0o600
    for suffix in ("-wal", "-shm"):
        assert mode(Path(f"{path}{suffix}")) == 0o600, suffix
    assert mode(path.parent) == 0o700 and mode(path.parent.parent) == 0o700
    close_store(str(path))


def test_a_store_readable_by_others_is_tightened_when_opened(tmp_path: Path, umask: int) -> None:
    home = tmp_path / ".oncebitten"
    home.mkdir(mode=0o755)
    home.chmod(0o755)
    path = home / "memory.db"
    FailureMemory(path).record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    close_store(str(path))
    conn = sqlite3.connect(path)  # another connection keeps the -wal and -shm while the store reopens
    conn.execute("SELECT COUNT(*) FROM failure_records").fetchall()
    for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if name.exists():
            name.chmod(0o644)
    FailureMemory(path).get_stats()
    assert mode(path) == 0o600 and mode(home) == 0o700
    for suffix in ("-wal", "-shm"):
        if Path(f"{path}{suffix}").exists():
            assert mode(Path(f"{path}{suffix}")) == 0o600, suffix
    conn.close()
    close_store(str(path))


def test_hook_state_log_cache_and_spool_are_private(db: str, tmp_path: Path, umask: int) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    home.mkdir(mode=0o755)
    home.chmod(0o755)
    (home / "hook.log").write_text("an old line\n")
    (home / "hook.log").chmod(0o644)
    (repo / ".oncebitten.toml").write_text("block_threshold = 4\n")  # parsed, then cached
    env = hook_env(db, home, ONCEBITTEN_HOOK_BUDGET="30")
    payload = {"hook_event_name": "PostToolUseFailure", "session_id": "s", "cwd": str(repo), "tool_name": "Bash",
               "tool_input": {"command": "make"}, "error": "make: *** Error 2"}  # fmt: skip
    assert run_hook("claude-code", payload, env).code == 0
    assert run_hook("claude-code", b"not json", env).code == 0  # something to log
    assert mode(home) == 0o700
    assert mode(home / "hook.log") == 0o600
    cache = home / "cache"
    assert mode(cache) == 0o700
    files = list(cache.iterdir())
    assert files and all(mode(f) == 0o600 for f in files)


def test_reports_and_exports_are_private(db: str, tmp_path: Path, umask: int) -> None:
    ImprovementMemory(db).record("m", "a hypothesis", "", "rejected", None, "it broke the build")
    report = write_report(tmp_path / "new-dir" / "report.html", db)
    assert mode(report) == 0o600 and mode(report.parent) == 0o700
    env = hook_env(db, tmp_path / "home")
    ran = run_cli("export", str(tmp_path / "memory.json"), env=env)
    assert ran.returncode == 0, ran.stderr
    assert mode(tmp_path / "memory.json") == 0o600
    ran = run_cli("report", "--out", str(tmp_path / "cli-report.html"), env=env)
    assert ran.returncode == 0, ran.stderr
    assert mode(tmp_path / "cli-report.html") == 0o600
