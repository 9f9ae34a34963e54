"""Agent hooks: ``oncebitten-hook AGENT`` reads one hook event on stdin and answers in that agent's protocol.

``AGENT`` is ``claude-code``, ``codex`` (Codex CLI), ``gemini`` (Gemini CLI) or ``cursor`` (see ``docs/hooks.md``).
Any other first argument is handed to the command line: ``oncebitten-hook install --claude-code`` is
``oncebitten hook install --claude-code``.

A hook is a new process on every tool call, so this module, the adapters and the check path import only the
standard library and the store (a test runs it under ``-X importtime``).

Hooks fail open: on any internal error the tool call proceeds (exit 0, and nothing on stdout unless the
agent's protocol needs an empty answer), and the error goes to the hook log, ``$ONCEBITTEN_HOOK_LOG``
(default ``$ONCEBITTEN_HOME/hook.log``, ``~/.oncebitten/hook.log``), never to the agent.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, BinaryIO, NoReturn, TextIO

__all__ = ["ADAPTERS", "exit_now", "hook_log_path", "log", "main", "needs_site", "run"]

#: Agent name on the command line -> adapter module in this package.
ADAPTERS: dict[str, str] = {"claude-code": "claude_code", "codex": "codex", "gemini": "gemini", "cursor": "cursor"}

#: Rotated past this size (one previous file is kept).
LOG_MAX_BYTES = 1 << 20


def main(argv: list[str] | None = None) -> int:
    """The ``oncebitten-hook`` console script. Returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ADAPTERS:
        return run(args[0], args[1:])
    from ..cli import main as cli_main  # install, uninstall, doctor, --help: the full command line

    if args and args[0] == "doctor":
        return cli_main(args)
    return cli_main(["hook", *args])


def needs_site(args: list[str]) -> bool:
    """Whether a hook started without ``site`` (``python -S``, as installed) must load it before ``main(args)``.

    An agent's event needs only the standard library and this package, also on a PostgreSQL store, which it
    reaches through the relay (:mod:`oncebitten.store.relay`), except with the relay turned off
    (``ONCEBITTEN_RELAY=0``: ``psycopg`` is an installed package); anything else is the full command line.
    """
    if not args or args[0] not in ADAPTERS:
        return True
    target = os.environ.get("ONCEBITTEN_URL") or os.environ.get("ONCEBITTEN_DB") or ""
    if not target.lower().startswith("postgres"):
        return False
    return os.environ.get("ONCEBITTEN_RELAY", "1").strip().lower() in ("0", "off", "no", "false")


def exit_now(code: int) -> NoReturn:
    """End a hook process that has answered: flush stdout, close the store, and exit without finalization.

    Tearing down every module at interpreter exit costs a hook process about as much as its check, for
    nothing: the answer is written and flushed, the log and cache files are closed (``with``), and the
    store's connection is closed here as at a normal exit (SQLite checkpoints its WAL).
    """
    try:  # noqa: SIM105 - contextlib.suppress would import contextlib on every hook's path
        sys.stdout.flush()
    except Exception:  # noqa: BLE001 - the agent closed the pipe: nothing to tell it
        pass
    store = sys.modules.get("oncebitten.store")
    if store is not None:
        try:  # noqa: SIM105
            store.close_store()
        except Exception:  # noqa: BLE001 - the data is committed; closing only tidies up
            pass
    os._exit(code)


def run(agent: str, args: list[str], stdin: BinaryIO | None = None, stdout: TextIO | None = None) -> int:
    """Handle one event for ``agent``: read it from ``stdin``, write the answer to ``stdout``, return the exit code.

    Never raises: an internal error is logged and answered as "proceed".
    """
    out = stdout or sys.stdout
    fail_open = ""
    try:
        # __import__ rather than importlib.import_module: the same import, but seen by -X importtime.
        adapter = __import__(f"{__name__}.{ADAPTERS[agent]}", fromlist=["handle"])
        fail_open = getattr(adapter, "FAIL_OPEN", "")
        from .._cstdlib import dumps, loads  # json without the import cost of the json package

        data = (stdin or sys.stdin.buffer).read()
        payload = loads(data) if data.strip() else {}
        if not isinstance(payload, dict):
            raise ValueError(f"expected a JSON object on stdin, got {type(payload).__name__}")
        answer, code = adapter.handle(payload, args, log)
        if answer is not None:
            out.write(dumps(answer, ensure_ascii=False))
            out.write("\n")
        elif fail_open:
            out.write(fail_open)
        out.flush()
        return int(code)
    except BaseException as exc:  # noqa: BLE001 - failing open is the contract, whatever went wrong
        _log_exception(agent, exc)
        try:
            if fail_open:
                out.write(fail_open)
                out.flush()
        except Exception:  # noqa: BLE001
            pass
        return 0


def hook_log_path() -> str:
    """``$ONCEBITTEN_HOOK_LOG``, else ``$ONCEBITTEN_HOME/hook.log`` (default ``~/.oncebitten/hook.log``)."""
    path = os.environ.get("ONCEBITTEN_HOOK_LOG")
    if path:
        return path
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "hook.log")


def log(line: str) -> None:
    """Append one line to the hook log (never raises)."""
    import time

    path = hook_log_path()
    try:
        directory = os.path.dirname(path)
        if directory:
            os.makedirs(directory, exist_ok=True)
        try:
            if os.path.getsize(path) > LOG_MAX_BYTES:
                os.replace(path, path + ".1")
        except OSError:
            pass
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with open(path, "a", encoding="utf-8", errors="replace") as handle:
            handle.write(f"{stamp} pid={os.getpid()} {line}\n")
    except Exception:  # noqa: BLE001 - nowhere left to report to
        pass


def _log_exception(agent: str, exc: BaseException) -> None:
    try:
        import traceback

        trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip()
        try:
            from ..store.target import mask_url

            trace = mask_url(trace)
        except Exception:  # noqa: BLE001
            pass
        log(f"error in {agent} hook (the call proceeds): {type(exc).__name__}: {exc}\n{trace}")
    except Exception:  # noqa: BLE001
        pass


def _answer(event: str, **fields: Any) -> dict[str, Any]:
    """``{"hookSpecificOutput": {"hookEventName": event, ...}}``: the answer shape of Claude Code, Codex and Gemini."""
    return {"hookSpecificOutput": {"hookEventName": event, **fields}}
