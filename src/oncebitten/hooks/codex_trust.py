"""Codex CLI's hook trust: which of a project's hooks Codex will run, and trusting ours.

Codex (0.169) runs a hook only when three things hold, and otherwise skips it without a word in ``codex exec``:

1. the project is trusted (``[projects."<root>"] trust_level = "trusted"`` in ``$CODEX_HOME/config.toml``;
   the TUI asks on the first run in a folder) -- without it, project-local hooks are not even loaded;
2. hooks are enabled (``[features] hooks``, on by default; ``codex_hooks`` is its deprecated name);
3. the hook itself is trusted: ``[hooks.state."<file>:<event>:<group>:<handler>"] trusted_hash`` equals the
   hash Codex computes of the hook's definition (the TUI's "Hooks need review" screen writes it).

Codex's own app server (``codex app-server``, JSON-RPC on stdio) lists the hooks with their hash and trust
status (``hooks/list``) and writes the user's config (``config/batchWrite``); this module drives it, so the hash
is always the one the installed Codex computes. Nothing here runs on a hook's path.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .install import is_ours

__all__ = ["CodexHooks", "codex_executable", "list_hooks", "trust_ours"]

TIMEOUT = 30.0
_UNTRUSTED_PROJECT = "until the project is trusted"


class CodexHooks:
    """What Codex's app server says about the hooks of one project directory."""

    def __init__(self, root: Path, hooks: list[dict[str, Any]], warnings: list[str], errors: list[str]) -> None:
        self.root = root
        self.hooks = hooks
        self.warnings = warnings
        self.errors = errors

    @property
    def project_untrusted(self) -> bool:
        """Codex does not load this project's ``.codex`` (hooks, config) until the project is trusted."""
        return any(_UNTRUSTED_PROJECT in warning for warning in self.warnings)

    def ours(self) -> list[dict[str, Any]]:
        """oncebitten's hooks among them."""
        return [hook for hook in self.hooks if is_ours({"command": hook.get("command")})]

    def needing_trust(self) -> list[dict[str, Any]]:
        return [hook for hook in self.ours() if hook.get("trustStatus") != "trusted"]

    def disabled(self) -> list[dict[str, Any]]:
        return [hook for hook in self.ours() if hook.get("enabled") is False]


def codex_executable() -> str | None:
    """``codex`` on ``PATH``, or ``None``."""
    return shutil.which("codex")


def project_trust_step(root: Path) -> str:
    """The one step that trusts a project, as a line to show people."""
    config = Path(os.environ.get("CODEX_HOME") or Path.home() / ".codex") / "config.toml"
    return f'add to {config}:  [projects."{root}"] trust_level = "trusted"  (or run codex there once and trust it)'


def _rpc(codex: str, cwd: Path, calls: list[tuple[str, dict[str, Any]]]) -> tuple[list[Any], list[str]]:
    """Run ``codex app-server``, make ``calls`` in order; their results, and the config warnings it sent.

    Raises:
        RuntimeError: the app server failed, timed out or answered a call with an error.
    """
    messages = [{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"clientInfo": {"name": "oncebitten",
                                                                                               "version": "1"}}},
                {"jsonrpc": "2.0", "method": "initialized"}]  # fmt: skip
    messages += [{"jsonrpc": "2.0", "id": n, "method": m, "params": p} for n, (m, p) in enumerate(calls, 1)]
    process = subprocess.Popen(
        [codex, "app-server"],
        cwd=cwd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    results: dict[int, Any] = {}
    warnings: list[str] = []
    try:
        assert process.stdin is not None and process.stdout is not None
        # One request at a time: a write must follow the initialize answer, the list must follow the write.
        pending = list(messages)
        process.stdin.write(json.dumps(pending.pop(0)) + "\n")
        process.stdin.flush()
        import selectors
        import time

        deadline = time.monotonic() + TIMEOUT
        selector = selectors.DefaultSelector()
        selector.register(process.stdout, selectors.EVENT_READ)
        waiting = 0
        while True:
            if time.monotonic() > deadline:
                raise RuntimeError("codex app-server did not answer in time")
            if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
                continue
            line = process.stdout.readline()
            if not line:
                raise RuntimeError(
                    f"codex app-server exited: {(process.stderr.read() if process.stderr else '')[-300:]}"
                )
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if message.get("method") == "configWarning":
                warnings.append(str((message.get("params") or {}).get("summary") or ""))
                continue
            if message.get("id") != waiting:
                continue
            if "error" in message:
                raise RuntimeError(f"codex app-server: {message['error'].get('message', message['error'])}")
            results[waiting] = message.get("result")
            while pending:
                request = pending.pop(0)
                process.stdin.write(json.dumps(request) + "\n")
                process.stdin.flush()
                if isinstance(request, dict) and isinstance(request.get("id"), int):
                    waiting = int(request["id"])
                    break
            else:
                break
    except OSError as exc:
        raise RuntimeError(f"codex app-server: {exc}") from None
    finally:
        process.kill()
        process.wait()
    return [results.get(n) for n in range(1, len(calls) + 1)], warnings


def list_hooks(root: Path, codex: str | None = None) -> CodexHooks:
    """The hooks Codex sees for the project at ``root``.

    Raises:
        RuntimeError: ``codex`` is not installed, or its app server failed.
    """
    codex = codex or codex_executable()
    if codex is None:
        raise RuntimeError("codex is not on PATH")
    (listing,), warnings = _rpc(codex, root, [("hooks/list", {"cwds": [str(root)]})])
    return _entry(root, listing, warnings)


def _entry(root: Path, listing: Any, warnings: list[str]) -> CodexHooks:
    for entry in (listing or {}).get("data") or []:
        if Path(entry.get("cwd") or "") == root:
            errors = [_text(e) for e in entry.get("errors") or []]
            hook_warnings = [_text(w) for w in entry.get("warnings") or []]
            return CodexHooks(root, list(entry.get("hooks") or []), warnings + hook_warnings, errors)
    return CodexHooks(root, [], warnings, [])


def _text(item: object) -> str:
    return str(item.get("message", item)) if isinstance(item, dict) else str(item)


def trust_ours(root: Path, codex: str | None = None) -> CodexHooks:
    """Trust oncebitten's hooks of the project at ``root`` in the user's Codex config (others are left alone).

    Returns what Codex sees afterwards.

    Raises:
        RuntimeError: ``codex`` is not installed, or its app server failed.
    """
    codex = codex or codex_executable()
    if codex is None:
        raise RuntimeError("codex is not on PATH")
    before = list_hooks(root, codex)
    needing = before.needing_trust()
    if not needing:
        return before
    state = {hook["key"]: {"trusted_hash": hook["currentHash"]} for hook in needing}
    edit = {"keyPath": "hooks.state", "mergeStrategy": "upsert", "value": state}
    (_, listing), warnings = _rpc(
        codex, root, [("config/batchWrite", {"edits": [edit]}), ("hooks/list", {"cwds": [str(root)]})]
    )
    return _entry(root, listing, warnings)
