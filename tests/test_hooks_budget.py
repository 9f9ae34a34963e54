"""A hook never stalls its agent: whatever the store does, it answers within its time budget, and a failure or a
success it could not record in time is spooled (0600) and recorded by a later hook, never lost."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hookrun import git_repo, hook_env, run_hook
from oncebitten import FailureMemory, StoreBusy
from oncebitten.advisor.signature import (
    MAX_PARAM_CHARS,
    call_key,
    call_key_json,
    machine_key,
    oversized,
    oversized_key,
)
from oncebitten.hooks.handler import Budget, budget_seconds
from oncebitten.store import close_store, open_store
from test_no_secret_kept import SHAPELESS, TOKEN, database_bytes, leaks

#: Far above the budget, far below the 15-30 s a hook used to wait on a locked store: a hang, not a timing.
STALL = 6.0
#: The budget of a hook that meets a locked store or a silent server: the wait runs it out whatever its length;
#: what comes before the wait (imports, the workspace's state, redaction) needs room on a busy machine, or the
#: hook answers before it has an entry to spool.
LOCKED_BUDGET = "2"


def _event(name: str, cwd: Path, command: str = "make build", **extra: Any) -> dict[str, Any]:
    return {"hook_event_name": name, "session_id": "s", "cwd": str(cwd), "tool_name": "Bash",
            "tool_input": {"command": command}, **extra}  # fmt: skip


def _failure(cwd: Path, command: str = "make build") -> dict[str, Any]:
    return _event("PostToolUseFailure", cwd, command, error="make: *** [build] Error 2", is_interrupt=False)


@contextlib.contextmanager
def write_lock(db: str) -> Iterator[None]:
    """Another process's write lock on the store (readers go on), held until the block ends."""
    if db.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(db) as conn:
            conn.execute(
                "LOCK TABLE failure_records, failure_events, fingerprints, similarity_entries, store_meta,"
                " advisor_decisions, workspace_calls IN EXCLUSIVE MODE"
            )
            yield
            conn.rollback()
        return
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        conn.execute("ROLLBACK")
        conn.close()


def spooled(home: Path) -> list[Path]:
    spool = home / "spool"
    return sorted(p for p in spool.iterdir() if p.suffix == ".json") if spool.is_dir() else []


def delivered(home: Path, seconds: float = 15.0) -> bool:
    """Whether the spool empties within ``seconds`` (the relay delivers every quarter of a second)."""
    deadline = time.monotonic() + seconds
    while spooled(home) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not spooled(home)


def timed_hook(payload: dict[str, Any], env: dict[str, str]) -> tuple[float, Any]:
    started = time.monotonic()
    ran = run_hook("claude-code", payload, env)
    return time.monotonic() - started, ran


def count_of(db: str, command: str = "make build") -> int:
    close_store(db)
    records = [r for r in FailureMemory(db).get_recent_failures(50) if r.tool_name == "Bash"]
    close_store(db)
    return sum(r.retry_count for r in records if r.evolution_status.value == "PENDING")


def test_a_locked_store_never_stalls_a_failure_and_the_failure_is_recorded_later(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home, ONCEBITTEN_HOOK_BUDGET=LOCKED_BUDGET)
    assert run_hook("claude-code", _failure(repo), {**env, "ONCEBITTEN_HOOK_BUDGET": "30"}).code == 0  # one counted
    with write_lock(db):
        took, ran = timed_hook(_failure(repo), env)
        assert (ran.code, ran.raw) == (0, "")
        assert took < STALL
        kept = spooled(home)
        assert len(kept) == 1
        assert stat.S_IMODE(kept[0].stat().st_mode) == 0o600
        assert stat.S_IMODE((home / "spool").stat().st_mode) == 0o700
    ran = run_hook("claude-code", _failure(repo), {**env, "ONCEBITTEN_HOOK_BUDGET": "30"})  # and delivers the one kept
    assert ran.code == 0
    assert delivered(home)  # by that hook (SQLite), or by the relay it talks to (PostgreSQL)
    assert count_of(db) == 3


def test_a_locked_store_never_stalls_a_check_and_a_block_still_blocks(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home, ONCEBITTEN_HOOK_BUDGET=LOCKED_BUDGET)
    for _ in range(3):
        run_hook("claude-code", _failure(repo), {**env, "ONCEBITTEN_HOOK_BUDGET": "30"})
    with write_lock(db):  # (2 s: a direct PostgreSQL connection alone can take half a second here)
        took, ran = timed_hook(_event("PreToolUse", repo), {**env, "ONCEBITTEN_HOOK_BUDGET": "2"})
    assert took < STALL
    assert ran.json["hookSpecificOutput"]["permissionDecision"] == "deny"  # the BLOCK stands; its log entry waits


def test_a_success_that_could_not_clear_in_time_clears_later(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home, ONCEBITTEN_HOOK_BUDGET=LOCKED_BUDGET)
    for _ in range(2):
        run_hook("claude-code", _failure(repo), {**env, "ONCEBITTEN_HOOK_BUDGET": "30"})
    with write_lock(db):
        took, ran = timed_hook(_event("PostToolUse", repo, tool_response={"stdout": "ok"}), env)
        assert took < STALL and ran.code == 0
        assert len(spooled(home)) == 1
    run_hook("claude-code", _failure(repo, "make other"), {**env, "ONCEBITTEN_HOOK_BUDGET": "30"})  # delivers it
    assert delivered(home)
    assert count_of(db) == 1  # make build cleared, make other pending once


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A TCP server that accepts connections and never says a word (a hung database, a black-holed proxy)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(64)
    held: list[socket.socket] = []

    def accept() -> None:
        with contextlib.suppress(OSError):
            while True:
                held.append(server.accept()[0])

    acceptor = threading.Thread(target=accept, daemon=True)
    acceptor.start()
    yield int(server.getsockname()[1])
    with contextlib.suppress(OSError):
        server.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept (close alone does not, on Linux)
    server.close()
    acceptor.join(5)  # it may accept one more connection before it sees the close: close that one too
    for conn in held:
        conn.close()


def test_a_postgresql_server_that_never_answers_never_stalls_a_hook(tmp_path: Path, silent_server: int) -> None:
    pytest.importorskip("psycopg")
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(
        f"postgresql://agent:pw@127.0.0.1:{silent_server}/memory", home, ONCEBITTEN_HOOK_BUDGET=LOCKED_BUDGET
    )
    for payload in (_event("PreToolUse", repo), _failure(repo)):
        took, ran = timed_hook(payload, env)
        assert (ran.code, ran.raw) == (0, "")
        assert took < STALL
    kept = spooled(home)
    assert len(kept) == 1
    entry = json.loads(kept[0].read_text())
    assert entry["tool_name"] == "Bash" and entry["params"] == {"command": "make build"}
    assert ":pw@" not in kept[0].read_text() and "to be recorded later" in (home / "hook.log").read_text()


def _huge(middle: str = f" --token {TOKEN} --password={SHAPELESS} ") -> str:
    """A 20 MB command with secrets in its middle, far from the ends an oversized call is stored by."""
    half = ("A" * 100 + " ") * (10_000_000 // 101)
    return "echo " + half + middle + half


def _leaks_in(db: str, home: Path) -> list[str]:
    found = leaks(database_bytes(db))
    for path in home.rglob("*"):
        if path.is_file():
            found += [f"{path.name}: {needle}" for needle in leaks(path.read_bytes())]
    return found


def test_a_20_mb_command_that_failed_three_times_is_blocked_and_its_secrets_are_never_stored(
    db: str, tmp_path: Path
) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home, ONCEBITTEN_HOOK_BUDGET="5")
    command = _huge()
    for _ in range(3):
        took, ran = timed_hook(_failure(repo, command), env)
        assert ran.code == 0 and took < STALL
    ran = run_hook("claude-code", _event("PreToolUse", repo, command), env)
    output = ran.json["hookSpecificOutput"]
    assert output["permissionDecision"] == "deny" and "failed 3 times" in output["permissionDecisionReason"]
    # the same length, one character changed in the middle: another call (the ends alone would not tell)
    changed = _huge(f" ++token {TOKEN} --password={SHAPELESS} ")
    assert len(changed) == len(command) and changed[:4096] == command[:4096] and changed[-4096:] == command[-4096:]
    assert run_hook("claude-code", _event("PreToolUse", repo, changed), env).raw == ""
    assert not spooled(home)
    close_store(db)
    stored = open_store(db).backend.fetchall("SELECT params FROM failure_events")
    close_store(db)
    assert len(stored) == 3 and all(len(row[0]) <= 4096 for row in stored)
    assert _leaks_in(db, home) == []


def test_a_20_mb_command_that_fails_while_the_store_is_locked_is_spooled_in_bounded_form_and_counted_later(
    db: str, tmp_path: Path
) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home)
    command = _huge()
    assert run_hook("claude-code", _failure(repo, command), env).code == 0
    with write_lock(db):
        took, ran = timed_hook(_failure(repo, command), {**env, "ONCEBITTEN_HOOK_BUDGET": "3"})
        assert ran.code == 0 and took < STALL
        kept = spooled(home)
        assert len(kept) == 1
    entry = json.loads(kept[0].read_text())
    assert kept[0].stat().st_size < 64 * 1024 and len(entry["signature"]) == 32
    assert leaks(kept[0].read_bytes()) == []
    assert run_hook("claude-code", _failure(repo, command), env).code == 0  # and delivers the one kept
    assert delivered(home)
    ran = run_hook("claude-code", _event("PreToolUse", repo, command), env)
    assert ran.json["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert _leaks_in(db, home) == []


def test_a_20_mb_command_that_passes_while_the_store_is_locked_clears_its_failures_later(
    db: str, tmp_path: Path
) -> None:
    repo = git_repo(tmp_path / "repo")
    home = tmp_path / "home"
    env = hook_env(db, home)
    command = _huge()
    for _ in range(2):
        assert run_hook("claude-code", _failure(repo, command), env).code == 0
    assert count_of(db) == 2
    with write_lock(db):
        passed = _event("PostToolUse", repo, command, tool_response={"stdout": "ok"})
        took, ran = timed_hook(passed, {**env, "ONCEBITTEN_HOOK_BUDGET": "3"})
        assert ran.code == 0 and took < STALL
        kept = spooled(home)
        assert len(kept) == 1
    assert kept[0].stat().st_size < 64 * 1024 and leaks(kept[0].read_bytes()) == []
    assert run_hook("claude-code", _failure(repo, "make other"), env).code == 0  # delivers it
    assert delivered(home)
    assert count_of(db) == 1  # the huge command cleared, make other pending once


def test_oversized_parameters_are_judged_by_a_bounded_digest_and_a_keyed_hash_of_their_whole_content(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    big = "x" * (MAX_PARAM_CHARS + 1)
    assert oversized({"command": big}) and not oversized({"command": big[:1000]})
    assert oversized({"items": list(range(MAX_PARAM_CHARS))})
    signature, secret = call_key("Bash", {"command": big})
    assert not secret  # the whole content is in the key: blocked like any call
    assert call_key_json("Bash", {"command": big})[0] == signature  # checked and recorded alike
    assert call_key("Bash", {"command": f" {big}\n"})[0] == signature  # stripped, as every signature's strings
    assert call_key("Bash", {"command": big + "y"})[0] != signature  # another length, another call
    assert call_key("Bash", {"command": "y" + big})[0] != signature
    middle = len(big) // 2
    assert call_key("Bash", {"command": big[:middle] + "y" + big[middle + 1 :]})[0] != signature
    assert call_key("Bash", {"command": big, "cwd": "/a"})[0] != call_key("Bash", {"command": big, "cwd": "/b"})[0]
    assert call_key("Bash", {"command": "make"}) == call_key("Bash", {"command": " make "})
    key = tmp_path / "home" / "call.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


_BIG = "".join(chr(48 + (i * 7919) % 75) for i in range(MAX_PARAM_CHARS + 4096))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(min_value=0, max_value=len(_BIG) - 1), st.characters(codec="utf-8"))
def test_any_one_character_changed_anywhere_in_an_oversized_call_makes_another_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, position: int, character: str
) -> None:
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    changed = _BIG[:position] + character + _BIG[position + 1 :]
    assume(changed.strip() != _BIG.strip())
    assert call_key("Bash", {"command": changed})[0] != call_key("Bash", {"command": _BIG})[0]
    assert call_key("Bash", {"command": changed}) == call_key("Bash", {"command": changed})


def test_an_oversized_call_with_a_secret_in_the_part_kept_is_stored_redacted_and_never_blocked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    params = {"command": f"deploy --token {TOKEN} " + "x" * (MAX_PARAM_CHARS + 1)}
    signature, secret, kept = oversized_key("Bash", params)
    assert secret and leaks(json.dumps(kept)) == [] and len(json.dumps(kept)) < 8 * 1024
    assert call_key("Bash", params) == (signature, True)


def test_without_a_home_to_keep_its_key_an_oversized_call_is_warned_about_never_blocked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "file" / "home"))
    big = "x" * (MAX_PARAM_CHARS + 1)
    assert machine_key() is None
    signature, secret = call_key("Bash", {"command": big})
    assert secret and call_key_json("Bash", {"command": big})[0] == signature


def test_processes_making_the_key_at_once_all_use_the_same_one(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "ONCEBITTEN_HOME": str(tmp_path / "home"),
        "PYTHONPATH": str(Path(__file__).parents[1] / "src"),
    }
    code = "from oncebitten.advisor.signature import machine_key; print(machine_key().decode())"
    runs = [
        subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True) for _ in range(8)
    ]
    keys = {run.communicate(timeout=60)[0].strip() for run in runs}
    assert len(keys) == 1 and len(keys.pop()) == 64
    assert sorted(p.name for p in (tmp_path / "home").iterdir()) == ["call.key"]


@pytest.mark.parametrize(("value", "seconds"), [("", 1.0), ("0.25", 0.25), ("nan", 1.0), ("-3", 0.05),
                                                ("soon", 1.0), ("inf", 600.0), ("1e9", 600.0)])  # fmt: skip
def test_the_budget_is_read_from_the_environment_and_kept_in_range(
    value: str, seconds: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ONCEBITTEN_HOOK_BUDGET", value)
    assert budget_seconds() == seconds


def test_an_abandoned_call_commits_nothing_more_and_knows_what_it_recorded(tmp_path: Path) -> None:
    store = open_store(tmp_path / "m.db")
    budget = Budget(1.0)
    store.backend.commit_guard = budget  # type: ignore[attr-defined]
    memory = FailureMemory(store=store)
    budget.expect("url", {"what": "first"})
    memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    assert budget.abandon() is None  # committed: nothing to keep
    budget.abandoned = False
    budget.expect("url", {"what": "second"})
    assert budget.abandon() == ("url", {"what": "second"})  # not committed yet: kept
    with pytest.raises(StoreBusy, match="out of time"):
        memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    store.backend.commit_guard = None  # type: ignore[attr-defined]
    assert memory.get_recent_failures(1)[0].retry_count == 1
    close_store(tmp_path / "m.db")


def test_spool_files_of_another_store_are_left_for_it(db: str, tmp_path: Path) -> None:
    from oncebitten.hooks.spool import deliver, spool_failure

    os.environ["ONCEBITTEN_HOME"] = str(tmp_path / "home")
    try:
        spool_failure("/elsewhere/memory.db", {"at": "2026-11-22T12:00:00+00:00", "tool_name": "Bash",
                                               "params": {"command": "x"}, "error": "e", "env": "e", "root": "/",
                                               "call": "x"})  # fmt: skip
        assert deliver(db, open_store(db)) == 0
        assert len(spooled(tmp_path / "home")) == 1
    finally:
        del os.environ["ONCEBITTEN_HOME"]
