"""A repository just cloned cannot hurt the hook: no FIFO or device is ever opened, reads are capped, links are
not followed out of the repository, the scan is bounded by entries, a repository's policy can make the memory
stricter but not switch it off, and the store's own files never change the environment."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from hookrun import git, git_repo, hook_env, run_hook
from oncebitten.hooks.files import read_regular
from oncebitten.hooks.policy import load_policy
from oncebitten.hooks.workspace import Workspace, tree_stamp

#: A hang, not a timing: far above what any of these takes, far below "forever".
STALL = 20.0


def _event(name: str, cwd: Path, **extra: Any) -> dict[str, Any]:
    return {"hook_event_name": name, "session_id": "s", "cwd": str(cwd), "tool_name": "Bash",
            "tool_input": {"command": "make build"}, **extra}  # fmt: skip


def _failure(cwd: Path) -> dict[str, Any]:
    return _event("PostToolUseFailure", cwd, error="make: *** [build] Error 2", is_interrupt=False)


def _decision(ran: Any) -> str:
    if ran.json is None:
        return "ALLOW"
    return "BLOCK" if ran.json["hookSpecificOutput"].get("permissionDecision") == "deny" else "WARN"


def _three_failures_then_check(repo: Path, env: dict[str, str]) -> str:
    for _ in range(3):
        ran = run_hook("claude-code", _failure(repo), env)
        assert (ran.code, ran.err) == (0, "")
    return _decision(run_hook("claude-code", _event("PreToolUse", repo), env))


# -- files are read safely --------------------------------------------------------------------------------


def test_only_regular_files_are_read_and_never_past_the_limit(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert read_regular(str(fifo), 100) is None  # no writer: a blocking open or read would hang here
    assert read_regular("/dev/zero", 100) is None
    assert time.monotonic() - started < STALL
    (tmp_path / "big").write_bytes(b"x" * 10_000)
    assert read_regular(str(tmp_path / "big"), 100) == b"x" * 100
    (tmp_path / "link").symlink_to(tmp_path / "big")
    assert read_regular(str(tmp_path / "link"), 10) == b"x" * 10
    assert read_regular(str(tmp_path / "link"), 10, follow=False) is None


@pytest.mark.parametrize("where", [".oncebitten.toml", ".git/HEAD", ".git/index"])
def test_a_fifo_in_the_repository_never_hangs_a_hook(db: str, tmp_path: Path, where: str) -> None:
    repo = git_repo(tmp_path / "repo")
    target = repo / where
    if target.exists():
        target.unlink()
    os.mkfifo(target)
    env = hook_env(db, tmp_path / "home")
    for payload in (_event("PreToolUse", repo), _failure(repo), _event("SessionStart", repo, source="startup")):
        started = time.monotonic()
        ran = run_hook("claude-code", payload, env)
        assert (ran.code, ran.err) == (0, "")
        assert time.monotonic() - started < STALL


def test_a_policy_file_linked_to_dev_zero_is_ignored_at_once(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    (repo / ".oncebitten.toml").symlink_to("/dev/zero")
    env = hook_env(db, tmp_path / "home")
    started = time.monotonic()
    assert _three_failures_then_check(repo, env) == "BLOCK"
    assert time.monotonic() - started < STALL
    assert "not a regular file" in (tmp_path / "home" / "hook.log").read_text()


def test_a_policy_file_linked_outside_the_repository_is_never_read_nor_cached(tmp_path: Path) -> None:
    secrets = tmp_path / "credentials.toml"
    secrets.write_text('mode = "warn"\naws_secret_access_key = "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY"\n')
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / ".oncebitten.toml").symlink_to(secrets)
    cache = tmp_path / "cache"
    errors: list[str] = []
    policy = load_policy(str(repo), cache=str(cache), errors=errors)
    assert policy.mode == "enforce"
    assert any("not a regular file" in line for line in errors)
    cached = "".join(p.read_text() for p in cache.iterdir()) if cache.exists() else ""
    assert "wJalrXUtnFEMI" not in cached


def test_an_oversized_policy_file_is_ignored(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / ".oncebitten.toml").write_text('mode = "enforce"\n' + "# padding\n" * 10_000)
    errors: list[str] = []
    load_policy(str(repo), errors=errors)
    assert any("larger than" in line for line in errors)


# -- the repository may make the memory stricter, not switch it off ---------------------------------------


@pytest.mark.parametrize(
    "text",
    ['mode = "off"', 'mode = "warn"', "block_threshold = 50", '[tools.Bash]\nmode = "off"',
     '[commands]\nexempt = ["make"]', '[commands]\nlenient = ["make"]'],
)  # fmt: skip
def test_a_repository_cannot_switch_off_the_users_protection(db: str, tmp_path: Path, text: str) -> None:
    repo = git_repo(tmp_path / "repo")
    (repo / ".oncebitten.toml").write_text(text + "\n")
    git(repo, "add", ".oncebitten.toml")
    git(repo, "commit", "-qm", "policy")
    env = hook_env(db, tmp_path / "home")
    assert _three_failures_then_check(repo, env) == "BLOCK"
    assert "stricter, not weaker" in (tmp_path / "home" / "hook.log").read_text()


def test_the_user_may_let_repositories_relax_the_policy(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    (repo / ".oncebitten.toml").write_text('mode = "off"\n')
    home = tmp_path / "home"
    home.mkdir()
    (home / "policy.toml").write_text("trust_project_policy = true\n")
    assert _three_failures_then_check(repo, hook_env(db, home)) == "ALLOW"


def test_a_repository_may_make_the_memory_stricter(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    (home / "policy.toml").write_text('mode = "warn"\nblock_threshold = 5\n')
    (repo / ".oncebitten.toml").write_text('mode = "enforce"\nblock_threshold = 2\n[commands]\nstrict = ["curl"]\n')
    errors: list[str] = []
    os.environ["ONCEBITTEN_HOME"] = str(home)
    try:
        policy = load_policy(str(repo), errors=errors)
    finally:
        del os.environ["ONCEBITTEN_HOME"]
    assert (policy.mode, policy.block_threshold, errors) == ("enforce", 2, [])
    assert policy.for_call("Bash", {"command": "curl https://example.com"}).mode == "enforce"


# -- the environment: bounded, stable, and never the store's own files -----------------------------------


def test_the_tree_scan_is_bounded_by_entries_not_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for i in range(3000):
        (tmp_path / f"d{i}").mkdir()  # empty directories, no file at all
    scanned: list[str] = []
    real_scandir = os.scandir

    def scandir(path: str) -> Any:
        scanned.append(path)
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    tree_stamp(str(tmp_path), None, limit=500)
    assert len(scanned) <= 500


def test_links_to_proc_in_a_repository_do_not_change_the_environment_from_call_to_call(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    (repo / "input").symlink_to("/proc/self/fd/0")
    (repo / "status").symlink_to("/proc/self/status")
    (repo / "package.json").unlink()
    (repo / "package.json").symlink_to("/proc/self/stat")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "links")
    assert _three_failures_then_check(repo, hook_env(db, tmp_path / "home")) == "BLOCK"


@pytest.mark.parametrize("layout", ["folder", "git-root"])
def test_a_store_inside_the_workspace_does_not_change_the_environment(tmp_path: Path, layout: str) -> None:
    if layout == "git-root":
        workspace = git_repo(tmp_path / "ws")
        store = workspace / "memory.db"
    else:
        workspace = tmp_path / "ws"
        (workspace / "src").mkdir(parents=True)
        (workspace / "src" / "app.py").write_text("VALUE = 1\n")
        store = workspace / ".oncebitten" / "memory.db"
    for home in (workspace / ".oncebitten-home", tmp_path / "home"):  # the hook state inside it, or elsewhere
        env = hook_env(str(store), home)
        assert _three_failures_then_check(workspace, env) == "BLOCK"
        store.unlink()
        for suffix in ("-wal", "-shm"):
            Path(f"{store}{suffix}").unlink(missing_ok=True)


def test_the_store_and_home_are_left_out_of_the_scan(tmp_path: Path) -> None:
    (tmp_path / "app.py").write_text("x = 1\n")
    store = tmp_path / "memory.db"
    store.write_text("db")
    ignore = frozenset({str(store), str(store) + "-wal"})
    before = Workspace(str(tmp_path), cache=None, ignore=ignore).env_hash()
    store.write_text("db, written again")
    Path(f"{store}-wal").write_text("a new wal")
    assert Workspace(str(tmp_path), cache=None, ignore=ignore).env_hash() == before
    (tmp_path / "new.py").write_text("y = 2\n")
    assert Workspace(str(tmp_path), cache=None, ignore=ignore).env_hash() != before
