"""Agent hooks: ``oncebitten-hook AGENT`` reads one hook event on stdin and answers in that agent's protocol.

``AGENT`` is ``claude-code``, ``codex`` (Codex CLI), ``gemini`` (Gemini CLI) or ``cursor`` (see ``docs/hooks.md``).
Any other first argument is handed to the command line: ``oncebitten-hook install --claude-code`` is
``oncebitten hook install --claude-code``.

A hook is a new process on every tool call, so this module, the adapters and the check path import only the
standard library and the store (a test runs it under ``-X importtime``).

Hooks fail open: on any internal error the tool call proceeds (exit 0, and nothing on stdout unless the
agent's protocol needs an empty answer), and the error goes to the hook log, ``$ONCEBITTEN_HOOK_LOG``
(default ``$ONCEBITTEN_HOME/hook.log``, ``~/.oncebitten/hook.log``, mode 0600), never to the agent.

Hooks never stall the agent: an event is handled on a worker thread, and when the time budget
(``ONCEBITTEN_HOOK_BUDGET``, default 1 s; see :class:`.handler.Budget`) runs out the answer is "proceed",
whatever the worker is still waiting on (a locked store, a server that accepts connections and never answers);
a failure it had not recorded yet is spooled and recorded by a later hook.
"""

from __future__ import annotations

import _thread  # threading's C core: a hook process does not pay for threading
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
    if store is not None and not _abandoned:
        try:  # noqa: SIM105
            store.close_store()
        except Exception:  # noqa: BLE001 - the data is committed; closing only tidies up
            pass
    os._exit(code)


def run(agent: str, args: list[str], stdin: BinaryIO | None = None, stdout: TextIO | None = None) -> int:
    """Handle one event for ``agent``: read it from ``stdin``, write the answer to ``stdout``, return the exit code.

    Never raises, and returns within the hook's time budget: an internal error, or running out of time, is
    logged and answered as "proceed".
    """
    global _abandoned
    out = stdout or sys.stdout
    fail_open = ""
    from .. import _time  # the store needs it anyway

    simulated = os.environ.get(_time.SIMULATED_NOW_VARIABLE)
    if simulated is not None:  # a simulation's clock (benchmarks/bench_loop.py); never set in real use
        _time.simulate_now(simulated)
    try:
        # __import__ rather than importlib.import_module: the same import, but seen by -X importtime.
        adapter = __import__(f"{__name__}.{ADAPTERS[agent]}", fromlist=["handle"])
        fail_open = getattr(adapter, "FAIL_OPEN", "")
        from . import handler

        budget = handler.current_budget = handler.Budget()
        done = _thread.allocate_lock()
        done.acquire()
        outcome: list[Any] = []

        def work() -> None:
            try:
                outcome.append(_handle(adapter, stdin, args))
            except BaseException as exc:  # noqa: BLE001 - reported by the waiting thread
                outcome.append(exc)
            finally:
                _close_connections()
                done.release()

        _thread.start_new_thread(work, ())
        if not done.acquire(True, max(0.01, budget.left(handler.ANSWER_SHARE))):
            _abandoned = True
            _out_of_time(agent, budget)
            return _proceed(out, fail_open)
        result = outcome[0]
        if isinstance(result, BaseException):
            raise result
        answer, code = result
        if answer is not None:
            from .._cstdlib import dumps

            out.write(dumps(answer, ensure_ascii=False))
            out.write("\n")
        elif fail_open:
            out.write(fail_open)
        out.flush()
        return int(code)
    except BaseException as exc:  # noqa: BLE001 - failing open is the contract, whatever went wrong
        _log_exception(agent, exc)
        return _proceed(out, fail_open)
    finally:
        if simulated is not None and not _abandoned:
            _time.simulate_now(None)


def _handle(adapter: Any, stdin: BinaryIO | None, args: list[str]) -> tuple[Any, int]:
    from .._cstdlib import loads  # json without the import cost of the json package

    data = (stdin or sys.stdin.buffer).read()
    # Bytes that are not UTF-8 kept (as lone surrogates, stored written out as \xNN), not a reason to drop the event.
    payload = loads(data.decode("utf-8", "surrogateescape")) if data.strip() else {}
    if not isinstance(payload, dict):
        raise ValueError(f"expected a JSON object on stdin, got {type(payload).__name__}")
    answer, code = adapter.handle(payload, args, log)
    return answer, int(code)


def _close_connections() -> None:
    """Close this thread's store connections (an SQLite store checkpoints its WAL as its last one closes)."""
    store = sys.modules.get("oncebitten.store")
    if store is None:
        return
    for opened in list(store._open.values()):
        try:  # noqa: SIM105 - contextlib would load on every hook's path
            opened.close()
        except Exception:  # noqa: BLE001 - the data is committed; closing only tidies up
            pass


def _proceed(out: TextIO, fail_open: str) -> int:
    try:
        if fail_open:
            out.write(fail_open)
        out.flush()
    except Exception:  # noqa: BLE001 - the agent closed the pipe: nothing to tell it
        pass
    return 0


def _out_of_time(agent: str, budget: Any) -> None:
    """The budget ran out: stop the worker's commits, and keep what it had not recorded."""
    kept = budget.abandon()
    note = ""
    if kept is not None:
        from .spool import spool_failure

        try:
            note = f"; kept in {spool_failure(*kept)}, to be recorded later"
        except OSError as exc:
            note = f"; the spool cannot be written ({exc}), the entry is lost"
    log(f"{agent} hook out of time after {budget.seconds:g} s (the call proceeds){note}")


#: Set when an event was answered while its worker still runs: the store must not be closed under it.
_abandoned = False


def hook_log_path() -> str:
    """``$ONCEBITTEN_HOOK_LOG``, else ``$ONCEBITTEN_HOME/hook.log`` (default ``~/.oncebitten/hook.log``)."""
    path = os.environ.get("ONCEBITTEN_HOOK_LOG")
    if path:
        return path
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "hook.log")


def log(line: str) -> None:
    """Append one line to the hook log (mode 0600, its directory 0700; never raises)."""
    import time

    from .._private import open_private, private_dir

    path = hook_log_path()
    try:
        directory = os.path.dirname(path)
        if directory:
            private_dir(directory)
        try:
            if os.path.getsize(path) > LOG_MAX_BYTES:
                os.replace(path, path + ".1")
        except OSError:
            pass
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        fd = open_private(path)
        with open(fd, "a", encoding="utf-8", errors="backslashreplace") as handle:
            handle.write(f"{stamp} pid={os.getpid()} {line}\n")
    except Exception:  # noqa: BLE001 - nowhere left to report to
        pass


def _log_exception(agent: str, exc: BaseException) -> None:
    try:
        from ..errors import StoreMissing

        if isinstance(exc, StoreMissing):  # a configuration to fix, not a bug: one line, no traceback
            log(f"{agent} hook (the call proceeds): {exc}")
            return
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
