"""A fleet that learns together: the content-addressed environment, and hooks on PostgreSQL through the relay.

"Machines" are two clones at different paths with two HOMEs (and two ``ONCEBITTEN_HOST_ID``), sharing one
store. The fault tests run on a PostgreSQL cluster of their own (started here with ``scripts/pg-cluster``),
which they restart and stop: the relay killed, the database restarted, the database gone.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hookrun import git, git_repo, hook_env, run_hook
from oncebitten import FailureMemory
from oncebitten.hooks.workspace import HOST_KINDS, Workspace, normalize_remote
from pgcluster import Cluster

MISSING_TOOL_ERROR = (
    "Exit code 127\nbash: line 1: golangci-lint: command not found\nmake: *** [Makefile:12: lint] Error 127"
)
NETWORK_ERROR = "Exit code 7\ncurl: (7) Failed to connect to db.internal port 5432: Connection refused"
TEST_ERROR = "Exit code 1\nFAILED tests/test_app.py::test_value - AssertionError: assert 1 == 2"


@pytest.fixture
def origin(tmp_path: Path) -> Path:
    """A committed project: a lockfile, a source file, a test."""
    return git_repo(tmp_path / "origin", {"tests/test_app.py": "def test_value(): assert 1 == 2\n"})


def _clone(origin: Path, where: Path) -> Path:
    subprocess.run(["git", "clone", "-q", str(origin), str(where)], check=True, capture_output=True)
    return where


@pytest.fixture
def clones(origin: Path, tmp_path: Path) -> tuple[Path, Path]:
    """Two clones of the same commit, at unrelated paths (a CI runner's and a laptop's)."""
    return _clone(origin, tmp_path / "runner" / "work" / "p" / "p"), _clone(origin, tmp_path / "laptop" / "code" / "x")


def _env(ws: Path) -> str:
    return Workspace(str(ws), cache=None).env_hash()


# -- the content-addressed environment -----------------------------------------------------------------


def test_two_clones_of_the_same_commit_at_different_paths_have_the_same_environment(
    clones: tuple[Path, Path],
) -> None:
    a, b = clones
    assert _env(a) == _env(b)
    assert Workspace(str(a), cache=None).legacy_hash() != Workspace(str(b), cache=None).legacy_hash()


def test_two_worktrees_of_one_repository_at_the_same_commit_share_the_environment(origin: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere" / "wt"
    git(origin, "worktree", "add", "-q", "--detach", str(other))
    assert _env(origin) == _env(other)


def test_before_the_first_commit_clones_of_one_remote_share_the_environment(tmp_path: Path) -> None:
    roots = []
    for name, url in (("a", "git@github.com:o/r.git"), ("b", "https://github.com/o/r")):
        root = tmp_path / name
        root.mkdir()
        git(root, "init", "-q")
        git(root, "remote", "add", "origin", url)
        (root / "package.json").write_text("{}\n")
        roots.append(root)
    assert _env(roots[0]) == _env(roots[1])


def test_the_same_uncommitted_edit_in_two_clones_is_the_same_environment(clones: tuple[Path, Path]) -> None:
    a, b = clones
    clean = _env(a)
    for clone in clones:
        (clone / "src" / "app.py").write_text("VALUE = 2\n")
        (clone / "src" / "new.py").write_text("NEW = 1\n")  # untracked
    assert _env(a) == _env(b) != clean
    (b / "src" / "new.py").write_text("NEW = 2\n")
    assert _env(a) != _env(b)


def test_a_working_directory_below_the_root_is_part_of_the_environment(clones: tuple[Path, Path]) -> None:
    a, b = clones
    assert _env(a / "src") == _env(b / "src") != _env(a)


def test_lockfile_content_not_its_mtime_makes_the_environment(clones: tuple[Path, Path]) -> None:
    a, b = clones
    before = _env(a)
    os.utime(a / "package-lock.json", (1_000_000, 1_000_000))
    assert _env(a) == before == _env(b)
    (a / "package-lock.json").write_text('{"lockfileVersion": 3}\n')
    assert _env(a) != before


def test_caches_and_fifos_in_the_tree_do_not_change_the_environment_nor_hang_it(clones: tuple[Path, Path]) -> None:
    a, b = clones
    (a / ".pytest_cache" / "v").mkdir(parents=True)
    (a / ".pytest_cache" / "v" / "lastfailed").write_text("{}")
    (a / "src" / "__pycache__").mkdir()
    (a / "src" / "__pycache__" / "app.pyc").write_bytes(b"\0")
    assert _env(a) == _env(b)
    os.mkfifo(a / "pipe")
    os.mkfifo(b / "pipe")
    assert _env(a) == _env(b)  # listed by git as untracked, never opened


def test_an_empty_new_directory_is_a_new_environment(clones: tuple[Path, Path]) -> None:
    a, _ = clones
    before = _env(a)
    (a / "src" / "generated").mkdir()
    assert _env(a) != before


def test_the_portable_hash_is_cached_and_git_runs_only_when_the_local_key_changed(
    clones: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from oncebitten.hooks import workspace

    a, _ = clones
    cache = str(tmp_path / "cache")
    first = Workspace(str(a), cache=cache).env_hash()
    calls: list[list[str]] = []
    real = workspace._git
    monkeypatch.setattr(workspace, "_git", lambda args: calls.append(args) or real(args))
    assert Workspace(str(a), cache=cache).env_hash() == first and calls == []
    (a / "package-lock.json").write_text('{"changed": 1}\n')
    assert Workspace(str(a), cache=cache).env_hash() != first and len(calls) == 1


def test_git_status_never_rewrites_the_index(clones: tuple[Path, Path]) -> None:
    a, _ = clones
    index = a / ".git" / "index"
    (a / "src" / "app.py").write_text("VALUE = 3\n")
    before = index.stat().st_mtime_ns
    _env(a)
    assert index.stat().st_mtime_ns == before


@pytest.mark.parametrize(
    "url",
    [
        "git@github.com:Owner/repo.git",
        "https://github.com/Owner/repo",
        "https://user:token@GitHub.com/Owner/repo.git/",
        "ssh://git@github.com:22/Owner/repo.git",
    ],
)
def test_remote_urls_of_one_repository_normalize_alike(url: str) -> None:
    assert normalize_remote(url) == "github.com/Owner/repo"


def test_host_kinds_get_a_host_hash_and_the_others_the_portable_one(
    clones: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, _ = clones
    monkeypatch.setenv("ONCEBITTEN_HOST_ID", "machine-a")
    ws = Workspace(str(a), cache=None)
    assert ws.env_for_kind("test") == ws.env_hash()
    host_a = ws.env_for_kind("network")
    assert host_a != ws.env_hash()
    assert {"network", "permission", "import", "dependency", "auth", "disk"} <= HOST_KINDS
    monkeypatch.setenv("ONCEBITTEN_HOST_ID", "machine-b")
    assert Workspace(str(a), cache=None).env_for_kind("network") != host_a


def test_the_legacy_hash_is_the_per_checkout_hash_of_earlier_versions(clones: tuple[Path, Path]) -> None:
    from oncebitten._cstdlib import sha256

    ws = Workspace(str(clones[0]), cache=None)
    assert ws.legacy_hash() == sha256(f"{ws.cheap_key()}\0{ws.stamp()}".encode()).hexdigest()[:32]


# -- two machines, one memory (both backends) -----------------------------------------------------------


def _pre(cwd: Path, command: str = "npm test") -> dict[str, Any]:
    return {"hook_event_name": "PreToolUse", "session_id": "s", "cwd": str(cwd), "tool_name": "Bash",
            "tool_input": {"command": command}, "tool_use_id": "t"}  # fmt: skip


def _failure(cwd: Path, error: str = TEST_ERROR, command: str = "npm test") -> dict[str, Any]:
    return {**_pre(cwd, command), "hook_event_name": "PostToolUseFailure", "error": error, "is_interrupt": False}


def _decision(ran: Any) -> str:
    if ran.json is None:
        return "ALLOW"
    return "BLOCK" if ran.json["hookSpecificOutput"].get("permissionDecision") == "deny" else "WARN"


def _machines(db: str, tmp_path: Path) -> tuple[dict[str, str], dict[str, str]]:
    return (
        hook_env(db, tmp_path / "home-a", ONCEBITTEN_HOST_ID="machine-a"),
        hook_env(db, tmp_path / "home-b", ONCEBITTEN_HOST_ID="machine-b"),
    )


def test_a_failure_on_one_machine_is_blocked_on_another_in_the_same_state(
    db: str, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    (a, b), (env_a, env_b) = clones, _machines(db, tmp_path)
    for _ in range(3):
        run_hook("claude-code", _failure(a), env_a)
    assert _decision(run_hook("claude-code", _pre(b), env_b)) == "BLOCK"
    (b / "src" / "app.py").write_text("VALUE = 2\n")  # machine B fixes it: allowed there
    assert _decision(run_hook("claude-code", _pre(b), env_b)) == "ALLOW"


def test_a_host_specific_failure_does_not_cross_machines(db: str, clones: tuple[Path, Path], tmp_path: Path) -> None:
    (a, b), (env_a, env_b) = clones, _machines(db, tmp_path)
    for _ in range(3):
        run_hook("claude-code", _failure(a, NETWORK_ERROR, "npm run migrate"), env_a)
        run_hook("claude-code", _failure(a, MISSING_TOOL_ERROR, "make lint"), env_a)
    # A network failure on another host may end by itself: warned on its machine, never blocked (docs/hooks.md);
    # a missing tool is blocked there. Neither reaches machine B.
    assert _decision(run_hook("claude-code", _pre(a, "npm run migrate"), env_a)) == "WARN"
    assert _decision(run_hook("claude-code", _pre(a, "make lint"), env_a)) == "BLOCK"
    assert _decision(run_hook("claude-code", _pre(b, "npm run migrate"), env_b)) == "ALLOW"
    assert _decision(run_hook("claude-code", _pre(b, "make lint"), env_b)) == "ALLOW"


def test_a_record_written_under_the_legacy_hash_is_still_found(
    db: str, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    a, _ = clones
    env = hook_env(db, tmp_path / "home-a")
    legacy = Workspace(str(a), cache=None).legacy_hash()
    memory = FailureMemory(db)
    for _ in range(3):
        memory.record_failure("Bash", {"command": "npm test"}, TEST_ERROR, legacy)
    assert _decision(run_hook("claude-code", _pre(a), env)) == "BLOCK"


# -- faults: the relay dies, the database restarts, the database goes away -------------------------------


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    import tempfile

    if "postgresql" not in __import__("conftest").BACKENDS:
        pytest.skip("PostgreSQL backend not selected")
    try:
        own = Cluster(Path(tempfile.mkdtemp(prefix="oncebitten-fleet-pg-")))  # the server's user must reach it
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield own
    own.close()


@pytest.fixture
def pg(cluster: Cluster, tmp_path: Path) -> Iterator[str]:
    """A fresh schema on the module's own cluster (which the test may restart or stop)."""
    from conftest import pg_admin, with_search_path

    schema = f"f_{os.urandom(8).hex()}"
    pg_admin(cluster.url, f"CREATE SCHEMA {schema}")
    yield with_search_path(cluster.url, schema)
    cluster.start() if not cluster.running() else None
    pg_admin(cluster.url, f"DROP SCHEMA {schema} CASCADE")


def _relay_pid(env: dict[str, str]) -> int:
    from oncebitten.store.relay import RelayBackend

    saved = {k: os.environ.get(k) for k in ("ONCEBITTEN_HOME",)}
    os.environ["ONCEBITTEN_HOME"] = env["ONCEBITTEN_HOME"]
    backend = RelayBackend(env["ONCEBITTEN_URL"], wait=0.0)
    try:
        reply = backend.ping()
    finally:
        backend.close()
        for key, value in saved.items():
            os.environ.pop(key, None) if value is None else os.environ.__setitem__(key, value)
    return int(reply["pid"])


def _spooled(env: dict[str, str]) -> list[Path]:
    spool = Path(env["ONCEBITTEN_HOME"]) / "spool"
    return sorted(p for p in spool.glob("*.json")) if spool.is_dir() else []


def _wait_until(condition: Any, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return bool(condition())


def test_the_relay_socket_and_its_directory_are_private(pg: str, clones: tuple[Path, Path], tmp_path: Path) -> None:
    a, _ = clones
    env = hook_env(pg, tmp_path / "home-a")
    run_hook("claude-code", _pre(a), env)
    sockets = list((tmp_path / "home-a" / "relay").glob("*.sock"))
    assert len(sockets) == 1
    assert stat.S_IMODE(sockets[0].stat().st_mode) == 0o600
    assert stat.S_IMODE(sockets[0].parent.stat().st_mode) == 0o700
    assert "ob-" not in " ".join(Path(f"/proc/{_relay_pid(env)}/cmdline").read_text().split("\0"))  # no password


def test_a_relay_killed_mid_call_lets_the_call_proceed_and_loses_no_failure(
    pg: str, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    a, b = clones
    env_a = hook_env(pg, tmp_path / "home-a", ONCEBITTEN_RELAY_TIMEOUT="1")
    env_b = hook_env(pg, tmp_path / "home-b")
    run_hook("claude-code", _failure(a), env_a)
    pid = _relay_pid(env_a)
    os.kill(pid, signal.SIGSTOP)  # hangs mid-call: accepts nothing, answers nothing
    try:
        started = time.monotonic()
        ran = run_hook("claude-code", _pre(a), env_a)
        assert ran.code == 0 and _decision(ran) == "ALLOW" and time.monotonic() - started < 8
        assert run_hook("claude-code", _failure(a), env_a).code == 0  # kept locally
        assert len(_spooled(env_a)) == 1
    finally:
        os.kill(pid, signal.SIGKILL)
    run_hook("claude-code", _failure(a), env_a)  # a new relay starts, and delivers what was kept
    assert _wait_until(lambda: not _spooled(env_a))
    assert _decision(run_hook("claude-code", _pre(b), env_b)) == "BLOCK"  # 3 failures, none lost


def test_a_database_restart_is_invisible_to_the_agent(
    pg: str, cluster: Cluster, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    a, b = clones
    env_a, env_b = hook_env(pg, tmp_path / "home-a"), hook_env(pg, tmp_path / "home-b")
    run_hook("claude-code", _failure(a), env_a)
    run_hook("claude-code", _pre(b), env_b)  # both relays hold pooled connections
    cluster.restart()
    run_hook("claude-code", _failure(a), env_a)
    run_hook("claude-code", _failure(a), env_a)
    assert _wait_until(lambda: not _spooled(env_a))
    assert _decision(run_hook("claude-code", _pre(b), env_b)) == "BLOCK"


def test_with_the_database_gone_calls_proceed_at_once_and_failures_are_delivered_when_it_is_back(
    pg: str, cluster: Cluster, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    a, b = clones
    env_a, env_b = hook_env(pg, tmp_path / "home-a"), hook_env(pg, tmp_path / "home-b")
    run_hook("claude-code", _pre(a), env_a)  # the relay is up
    cluster.stop()
    try:
        started = time.monotonic()
        ran = run_hook("claude-code", _pre(a), env_a)
        assert ran.code == 0 and _decision(ran) == "ALLOW"
        assert time.monotonic() - started < 5
        for _ in range(3):
            assert run_hook("claude-code", _failure(a), env_a).code == 0
        token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
        run_hook("claude-code", _failure(a, f"{TEST_ERROR}\nGITHUB_TOKEN={token}", "make deploy"), env_a)
        kept = _spooled(env_a)
        assert len(kept) == 4
        assert not any(token in p.read_text() for p in kept)  # redacted before it touched the disk
        assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in kept)
        assert stat.S_IMODE(kept[0].parent.stat().st_mode) == 0o700
    finally:
        cluster.start()
    assert _wait_until(lambda: not _spooled(env_a), 15)
    assert _decision(run_hook("claude-code", _pre(b), env_b)) == "BLOCK"


def test_without_any_relay_a_failure_is_kept_and_the_next_direct_hook_delivers_it(
    pg: str, cluster: Cluster, clones: tuple[Path, Path], tmp_path: Path
) -> None:
    a, b = clones
    env_a = hook_env(pg, tmp_path / "home-a", ONCEBITTEN_RELAY="0")
    cluster.stop()
    try:
        assert run_hook("claude-code", _failure(a), env_a).code == 0
        assert run_hook("claude-code", _failure(a), env_a).code == 0
        assert len(_spooled(env_a)) == 2
    finally:
        cluster.start()
    run_hook("claude-code", _failure(a), env_a)
    assert not _spooled(env_a)
    assert _decision(run_hook("claude-code", _pre(b), hook_env(pg, tmp_path / "home-b"))) == "BLOCK"


# -- the spool -------------------------------------------------------------------------------------------


def _entry(command: str = "npm test", at: str = "") -> dict[str, Any]:
    from oncebitten._time import iso, utc_now

    return {"at": at or iso(utc_now()), "agent": "claude-code", "tool_name": "Bash", "params": {"command": command},
            "error": TEST_ERROR, "env": "e" * 32, "root": "/w", "call": command}  # fmt: skip


def test_spooled_failures_are_private_and_each_delivered_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oncebitten.hooks.spool import deliver, pending, spool_failure
    from oncebitten.store import open_store

    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    from oncebitten._time import iso, utc_now

    url = "postgresql://u:secret@db/x"
    then = iso(utc_now().replace(microsecond=0) - __import__("datetime").timedelta(minutes=5))
    first = spool_failure(url, _entry(at=then))
    spool_failure(url, _entry(at=then))
    spool_failure("postgresql://u@other/y", _entry())  # another store's: not delivered here
    assert stat.S_IMODE(Path(first).stat().st_mode) == 0o600
    assert stat.S_IMODE(Path(first).parent.stat().st_mode) == 0o700
    assert "secret" not in "".join(os.listdir(Path(first).parent))
    store = open_store(str(tmp_path / "memory.db"))
    assert deliver(url, store) == 2
    assert deliver(url, store) == 0 and pending(url) == []
    record = FailureMemory(store=store).check_advisory("Bash", {"command": "npm test"}, "e" * 32)
    assert record.retry_count == 2
    assert record.failure_record is not None and record.failure_record.updated_at == then  # when it failed


def test_an_unreadable_entry_is_set_aside_and_a_failed_delivery_keeps_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from oncebitten.errors import StoreUnavailable
    from oncebitten.hooks.spool import deliver, pending, spool_dir, spool_failure, store_key
    from oncebitten.store import open_store

    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    url = "postgresql://u@db/x"
    spool_failure(url, _entry())
    Path(spool_dir(), f"00000000000000000000-1-{store_key(url)}.json").write_text("{not json")
    store = open_store(str(tmp_path / "memory.db"))
    assert deliver(url, store) == 1
    assert [p.name for p in Path(spool_dir()).glob("*.bad")]
    spool_failure(url, _entry("make"))

    class Down:
        def __getattr__(self, name: str) -> Any:
            raise StoreUnavailable("db: unreachable")

    with pytest.raises(StoreUnavailable):
        deliver(url, Down())  # type: ignore[arg-type]
    assert len(pending(url)) == 1  # put back for the next time


def test_a_relay_that_cannot_start_is_not_waited_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from oncebitten.errors import StoreUnavailable
    from oncebitten.store.relay import RelayBackend

    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    backend = RelayBackend("postgresql://u@127.0.0.1:1/x", entry="oncebitten.no_such_module", wait=20)
    started = time.monotonic()
    with pytest.raises(StoreUnavailable):
        backend.fetchone("SELECT 1")
    assert time.monotonic() - started < 10  # the relay's process died at once: no 20 s wait
