"""``oncebitten doctor``: are the hooks installed (and will the agent run them), does the store work, does a hook
actually run, are the policy files right?"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .install import AGENTS, installed, project_root, settings_path

if TYPE_CHECKING:
    from ..store.target import StoreTarget

__all__ = ["Check", "run_checks"]


class Check:
    """One line of the doctor's report."""

    __slots__ = ("detail", "name", "ok", "required")

    def __init__(self, name: str, ok: bool, detail: str, *, required: bool = True) -> None:
        self.name = name
        self.ok = ok
        self.detail = detail
        self.required = required

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "ok": self.ok, "required": self.required, "detail": self.detail}


def run_checks(db: str | None = None, project_dir: str | None = None) -> list[Check]:
    """Every check, in order. The report passes when every required check is ``ok``."""
    checks: list[Check] = []
    commands: list[tuple[str, str]] = []  # (agent, command)
    found_any = False
    for agent in AGENTS:
        for scope in ("user", "project", "local"):
            try:
                path = settings_path(agent, scope, project_dir)
            except Exception:  # noqa: BLE001 - a scope the agent does not have
                continue
            ours = installed(agent, path) if path.exists() else []
            if not ours:
                continue
            found_any = True
            missing = [c for c in dict.fromkeys(ours) if not _runnable(c)]
            if missing:
                checks.append(Check(f"{agent} hooks ({scope})", False, f"{path}: command not found: {missing[0]}"))
            else:
                checks.append(Check(f"{agent} hooks ({scope})", True, f"{path}: {len(ours)} event(s)"))
                commands.extend((agent, command) for command in ours[:1])
            if agent == "codex":
                checks.append(codex_trust_check(path, scope))
            checks.extend(_launcher_check(agent, ours))
    if not found_any:
        checks.append(
            Check(
                "hooks installed",
                False,
                "no agent has oncebitten hooks; run: oncebitten hook install --claude-code (or --codex, --gemini, "
                "--cursor)",
            )
        )
    checks.extend(_store_checks(db))
    checks.extend(policy_checks(project_dir))
    checks.append(hook_log_check())
    for agent, command in dict.fromkeys(commands):
        checks.append(_run_hook(command, db, _SESSION_START.get(agent, "SessionStart")))
    return checks


def _runnable(command: str) -> bool:
    import shlex

    from .install import launcher_path, project_hook_command

    for agent in AGENTS:
        if command == project_hook_command(agent):  # the launcher of this machine, else the console script
            launcher = launcher_path()
            return (launcher.is_file() and os.access(launcher, os.X_OK)) or shutil.which("oncebitten-hook") is not None

    try:
        words = shlex.split(command)
    except ValueError:
        return False
    if not words:
        return False
    program = words[0] if os.sep in words[0] else shutil.which(words[0])  # a bare name is found on PATH
    if not program or not (os.path.isfile(program) and os.access(program, os.X_OK)):
        return False
    return all(os.path.isfile(word) for word in words[1:] if word.endswith(".py"))  # the entry file, if named


def _store_checks(db: str | None) -> list[Check]:
    from ..store.target import resolve_target, target_source
    from .handler import store_not_to_create

    try:
        target = resolve_target(db)
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        return [Check("store opens", False, f"{type(exc).__name__}: {exc}")]
    if target.kind == "sqlite" and not os.path.exists(target.location):
        refused = store_not_to_create(target.location, target_source(db))
        if refused is not None:  # not created here either: that would hide the typo
            return [Check("store exists", False, refused)]
        first = Check("store exists", False, f"{target.display} did not exist yet: made now, as the first hook call "
                      "would have (if that is not the store you meant, check ONCEBITTEN_DB / ONCEBITTEN_URL)",
                      required=False)  # fmt: skip
        return [first, *_open_checks(target)]
    return _open_checks(target)


def _open_checks(target: StoreTarget) -> list[Check]:
    """Whether the store opens and a write round-trips."""
    from ..store import open_store

    try:
        store = open_store(target)
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        return [Check("store opens", False, f"{type(exc).__name__}: {exc}")]
    checks = [Check("store opens", True, store.display)]
    token = uuid.uuid4().hex
    try:
        store.set_meta("doctor_probe", token)
        back = store.get_meta("doctor_probe")
    except Exception as exc:  # noqa: BLE001
        return [*checks, Check("store is writable", False, f"{type(exc).__name__}: {exc}")]
    if back != token:
        return [*checks, Check("a write round-trips", False, f"wrote {token}, read back {back}")]
    checks.append(Check("a write round-trips", True, "wrote and read back a probe value"))
    return checks


#: The session-start event of agents that do not call it ``SessionStart``.
_SESSION_START = {"cursor": "sessionStart"}


def _run_hook(command: str, db: str | None, event: str = "SessionStart") -> Check:
    """Run an installed hook command on a harmless event (a session start in an empty directory)."""

    with tempfile.TemporaryDirectory(prefix="oncebitten-doctor-") as cwd:
        payload = {"hook_event_name": event, "session_id": "doctor", "cwd": cwd, "source": "startup"}
        env = dict(os.environ)
        if db:
            env["ONCEBITTEN_URL"] = db
        started = time.perf_counter()
        try:
            ran = subprocess.run(
                ["/bin/sh", "-c", command],  # as the agents run it
                input=json.dumps(payload),
                capture_output=True,
                text=True,
                timeout=30,
                env=env,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return Check(f"hook runs: {command}", False, f"{type(exc).__name__}: {exc}")
        elapsed = (time.perf_counter() - started) * 1000
    output = ran.stdout.strip()
    if ran.returncode != 0:
        return Check(f"hook runs: {command}", False, f"exit {ran.returncode}: {ran.stderr.strip()[:200]}")
    if output and not output.startswith("{"):
        return Check(f"hook runs: {command}", False, f"stdout is not JSON: {output[:200]}")
    return Check(f"hook runs: {command}", True, f"exit 0 in {elapsed:.0f} ms")


def _launcher_check(agent: str, commands: list[str]) -> list[Check]:
    """A project's committed command runs this machine's launcher, or the slower console script without it."""
    from .install import launcher_path, project_hook_command

    if project_hook_command(agent) not in commands:
        return []
    launcher = launcher_path()
    if launcher.is_file() and os.access(launcher, os.X_OK):
        return [Check("hook launcher", True, str(launcher), required=False)]
    detail = f"{launcher} is missing: the hooks run the slower oncebitten-hook console script; write it with `oncebitten hook install --{agent} --project`"  # noqa: E501
    return [Check("hook launcher", False, detail, required=False)]


def codex_trust_check(settings: Path, scope: str) -> Check:
    """Whether Codex will run the hooks in ``settings``: ``codex exec`` skips untrusted ones without a word."""
    from .codex_trust import codex_executable, list_hooks, project_trust_step

    name = f"codex runs the hooks ({scope})"
    if codex_executable() is None:
        return Check(name, True, "codex is not on PATH: cannot ask it whether it trusts the hooks", required=False)
    root = settings.parent.parent if scope == "project" else Path.home()
    try:
        seen = list_hooks(root)
    except RuntimeError as exc:
        return Check(name, False, f"could not ask codex: {exc}")
    if seen.project_untrusted:
        return Check(
            name, False, f"the project is not trusted, so Codex loads none of its hooks: {project_trust_step(root)}"
        )
    if not seen.ours():
        return Check(
            name, False, "codex lists none of oncebitten's hooks (are hooks disabled: [features] hooks = false?)"
        )
    if seen.disabled():
        return Check(name, False, f"{len(seen.disabled())} hook(s) disabled in Codex's config")
    untrusted = seen.needing_trust()
    if untrusted:
        return Check(
            name,
            False,
            f"{len(untrusted)} hook(s) not trusted (new or changed), so codex skips them: run "
            f'`oncebitten hook install --codex --{scope}` again, or trust them in codex ("Hooks need review")',
        )
    return Check(name, True, f"{len(seen.ours())} hook(s) trusted and enabled")


def policy_checks(project_dir: str | None) -> list[Check]:
    """The user's ``policy.toml`` and the project's ``.oncebitten.toml``, checked strictly (a hook would
    ignore a mistyped key and only say so in its log)."""
    from .policy import policy_problems, user_policy_path

    checks = []
    for path in (user_policy_path(), str(project_root(project_dir) / ".oncebitten.toml")):
        if not os.path.exists(path):
            continue
        problems = policy_problems(path)
        checks.append(Check("policy file", not problems, "; ".join(problems) if problems else f"{path}: valid"))
    return checks


def hook_log_check() -> Check:
    """Whether the hook log can be written (errors go there)."""
    from .._private import open_private, private_dir
    from . import hook_log_path

    path = Path(hook_log_path())
    try:
        if not path.parent.is_dir():
            private_dir(str(path.parent))
        os.close(open_private(str(path)))
    except OSError as exc:
        return Check("hook log is writable", False, f"{path}: {exc.strerror}")
    return Check("hook log is writable", True, str(path), required=False)
