"""``oncebitten doctor``: are the hooks installed, does the store work, does a hook actually run?"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from .install import AGENTS, installed, settings_path

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
    checks.append(hook_log_check())
    for agent, command in dict.fromkeys(commands):
        checks.append(_run_hook(command, db, _SESSION_START.get(agent, "SessionStart")))
    return checks


def _runnable(command: str) -> bool:
    import shlex

    try:
        words = shlex.split(command)
    except ValueError:
        return False
    if not words or not (os.path.isfile(words[0]) and os.access(words[0], os.X_OK)):
        return False
    return all(os.path.isfile(word) for word in words[1:] if word.endswith(".py"))  # the entry file, if named


def _store_checks(db: str | None) -> list[Check]:
    from ..store import open_store

    try:
        store = open_store(db)
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
    import shlex

    with tempfile.TemporaryDirectory(prefix="oncebitten-doctor-") as cwd:
        payload = {"hook_event_name": event, "session_id": "doctor", "cwd": cwd, "source": "startup"}
        env = dict(os.environ)
        if db:
            env["ONCEBITTEN_URL"] = db
        started = time.perf_counter()
        try:
            ran = subprocess.run(
                shlex.split(command), input=json.dumps(payload), capture_output=True, text=True, timeout=30, env=env
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
