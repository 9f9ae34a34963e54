"""The ``oncebitten`` command line: a thin argparse layer over the library, one module per capability.

The CLI's verbs are the API's verbs (the advisor's ``check``, ``record``, ``clear``, ``stats``, ``recent`` in
:mod:`.advisor`; ``escalations``, ``failures``, ``context``, ``capture``, ``outcomes``, ... in the capabilities'
modules; ``hook`` and ``doctor``, ``migrate``, and the front-ends ``demo``, ``mcp``, ``report``, ``ui``).
Each subcommand is a :class:`Command` in :data:`COMMANDS`: a name, its help, a function adding its arguments
and a function running it. A new subcommand is one more :func:`register` call; heavy front-ends (an MCP
server, a report) import their modules inside their ``run`` function so that ``check``, which runs before
every tool call, stays at the cost of the standard library and the store.

Exit codes (see ``docs/cli.md``)::

    0    success; for ``check``: ALLOW
    1    an error: the store cannot be opened or written, is not ours, is newer than this version, ...
    2    a usage error: bad arguments, invalid ``--params`` JSON, an unsupported ``--db``
    3    ``check`` only: WARN (the call failed here before; proceed with care)
    4    ``check`` only: BLOCK (the call kept failing here; do not run it again unchanged)
    130  interrupted (Ctrl-C)
    141  stdout was closed early (e.g. piped into ``head``)

Errors are one line on stderr, ``oncebitten: error: <message>``; never a traceback, never a password.
"""

from __future__ import annotations

import argparse
import os
import sys
import textwrap
from typing import NoReturn

from .. import __version__
from .._text import EscapingWriter, escape_control, escape_surrogates
from ..errors import InvalidInput, OnceBittenError
from ..store.target import mask_url
from . import advisor, escalation, frontends, hooks, iteration, knowledge, maintenance, outcomes
from ._common import (
    _ENVIRONMENT_HELP,
    _EXIT_CODES_HELP,
    _HELP_WIDTH,
    COMMANDS,
    EXIT_BROKEN_PIPE,
    EXIT_ERROR,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    Command,
    Runner,
    _add_store_options,
    prepare_store,
    register,
)
from .frontends import MCP_MISSING

__all__ = ["COMMANDS", "MCP_MISSING", "Command", "build_parser", "main", "register"]


class _Parser(argparse.ArgumentParser):
    """argparse, with a usage error on one line (``oncebitten: error: ...``) as every other error is, and "did you
    mean" for a mistyped choice (a command, an action, an option's value) instead of the list of every choice."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("oncebitten").strip()
        where = f"{command}: " if command else ""
        print(f"oncebitten: error: {where}{' '.join(message.split())} (see '{self.prog} --help')", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)

    def _check_value(self, action: argparse.Action, value: object) -> None:
        choices = action.choices
        if choices is None or value in choices:
            return
        import difflib

        names = [str(choice) for choice in choices]
        close = difflib.get_close_matches(str(value), names, n=3, cutoff=0.6)
        listing = f"'{self.prog} --help' lists them"
        if isinstance(action, argparse._SubParsersAction):
            what = "command" if self.prog == "oncebitten" else "action"
            hint = f"did you mean {' or '.join(repr(n) for n in close)}? {listing}" if close else listing
            raise argparse.ArgumentError(None, f"unknown {what} {str(value)!r} ({hint})")
        hint = f"did you mean {' or '.join(repr(n) for n in close)}?" if close else f"choose from {', '.join(names)}"
        raise argparse.ArgumentError(action, f"invalid choice: {str(value)!r} ({hint})")


def build_parser() -> argparse.ArgumentParser:
    """The ``oncebitten`` parser with every registered subcommand."""
    parser = _Parser(
        prog="oncebitten",
        description="A memory of tool-call failures for AI agents: once bitten, twice shy.",
        epilog=f"{_EXIT_CODES_HELP}\n\n{_ENVIRONMENT_HELP}\n\nRun 'oncebitten COMMAND --help' for a command.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"oncebitten {__version__}")
    _add_store_options(parser)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS.values():
        epilog = "examples:\n" + "\n".join(f"  {line}" for line in command.examples.strip().splitlines())
        if command.epilog:
            epilog += f"\n\n{command.epilog}"
        sub = subparsers.add_parser(
            command.name,
            help=command.summary,
            description=textwrap.fill(command.description, _HELP_WIDTH),
            epilog=epilog,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if command.add_arguments is not None:
            command.add_arguments(sub)
        _add_store_options(sub)
        sub.set_defaults(run=command.run, subcommand=command)  # not dest 'command': hook's own
    return parser


# -- main ---------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    """Run the command line and return its exit code (the console script exits with it).

    Args:
        argv: the arguments after the program name (default ``sys.argv[1:]``).

    Returns:
        The exit code: see the module docstring. Errors are reported as one line on stderr.
    """
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version and usage errors: argparse has printed them already
        return exc.code if isinstance(exc.code, int) else (EXIT_OK if exc.code is None else EXIT_USAGE)
    args.db = getattr(args, "db", None)
    args.json = getattr(args, "json", False)
    _escape_arguments(args)
    restore = sys.stdout
    if not args.json and args.subcommand.name not in _RAW_OUTPUT:
        sys.stdout = EscapingWriter(sys.stdout)
    try:
        run: Runner = prepare_store(args.subcommand, args)
        return run(args)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except InvalidInput as exc:
        return _report_error(exc, EXIT_USAGE)
    except OnceBittenError as exc:
        return _report_error(exc, EXIT_ERROR)
    except BrokenPipeError:
        _detach_stdout()
        return EXIT_BROKEN_PIPE
    except OSError as exc:
        return _report_error(exc, EXIT_ERROR)
    except RecursionError:
        return _report_error(InvalidInput("the input is nested too deeply"), EXIT_USAGE)
    except Exception as exc:  # noqa: BLE001 - one line, never a traceback (ONCEBITTEN_DEBUG=1 shows it)
        if os.environ.get("ONCEBITTEN_DEBUG"):
            raise
        return _report_error(
            RuntimeError(f"unexpected {type(exc).__name__}: {exc} (ONCEBITTEN_DEBUG=1 shows where)"), EXIT_ERROR
        )
    finally:
        sys.stdout = restore


#: Commands whose stdout is a protocol (JSON-RPC, an agent's hook answer): written exactly as produced.
_RAW_OUTPUT = frozenset({"mcp", "hook"})
#: Arguments taken as they are: paths (a file name may be any bytes), JSON (parsed first; its strings are
#: escaped where they are stored), a shell command.
_RAW_ARGUMENTS = frozenset(
    {
        "db",
        "out",
        "cwd",
        "files",
        "file",
        "dir",
        "settings",
        "reference_specs",
        "source",
        "destination",
        "params",
        "command",
    }
)


def _escape_arguments(args: argparse.Namespace) -> None:
    """Text arguments that are not valid Unicode (bytes that are not UTF-8, a lone surrogate) escaped, so that
    they are stored and shown as written (``\\xff``, ``\\ud83d``), never dropped or crashed on."""
    for name, value in vars(args).items():
        if name in _RAW_ARGUMENTS:
            continue
        if isinstance(value, str):
            setattr(args, name, escape_surrogates(value))
        elif isinstance(value, list) and any(isinstance(v, str) for v in value):
            setattr(args, name, [escape_surrogates(v) if isinstance(v, str) else v for v in value])


def _report_error(exc: BaseException, code: int) -> int:
    message = " ".join(mask_url(escape_control(escape_surrogates(str(exc)))).split()) or type(exc).__name__
    print(f"oncebitten: error: {message}", file=sys.stderr)
    return code


def _detach_stdout() -> None:
    # Whoever read stdout has gone; point it at /dev/null so the interpreter's final flush stays quiet.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


# The subcommands, in the order --help lists them.
for _command in (
    advisor.CHECK,
    advisor.RECORD,
    advisor.CLEAR,
    advisor.STATS,
    advisor.GROUPS,
    advisor.RECENT,
    escalation.ESCALATIONS,
    iteration.CAPTURE,
    iteration.CONTEXT,
    iteration.MODEL,
    iteration.TASKS,
    iteration.LEARNINGS,
    iteration.SIGILS,
    maintenance.MIGRATE,
    frontends.DEMO,
    frontends.MCP,
    knowledge.FAILURES,
    outcomes.OUTCOMES,
    outcomes.IMPORT_,
    outcomes.EXPORT,
    hooks.HOOK,
    hooks.DOCTOR,
    outcomes.PRUNE,
    frontends.REPORT,
    frontends.UI,
):
    register(_command)
