"""The ``oncebitten`` command line: a thin argparse layer over :class:`~oncebitten.FailureMemory`.

The CLI's verbs are the API's verbs (``check``, ``record``, ``clear``, ``stats``, ``recent``) plus ``demo``.
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
import dataclasses
import json
import os
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from enum import Enum
from typing import Any

from .. import __version__
from .._slots import as_dict
from ..advisor.memory import Advisory, AdvisoryResult, FailureMemory, FailureRecord
from ..engine.classify import ErrorType
from ..errors import InvalidInput, OnceBittenError
from ..advisor.signature import call_key
from ..store.target import mask_url

__all__ = ["COMMANDS", "Command", "build_parser", "main", "register"]

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_WARN = 3
EXIT_BLOCK = 4
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141

#: ``check``'s exit code for each verdict.
CHECK_EXIT_CODES: dict[AdvisoryResult, int] = {
    AdvisoryResult.ALLOW: EXIT_OK,
    AdvisoryResult.WARN: EXIT_WARN,
    AdvisoryResult.BLOCK: EXIT_BLOCK,
}

_EXIT_CODES_HELP = """\
exit codes:
  0    ALLOW: no failure of this call remembered here (or resolved, or expired)
  3    WARN: it failed here before; run it, but mind the previous error
  4    BLOCK: it kept failing here; change something before running it again
  1    error (the store cannot be opened, is not ours, is newer than this version, ...)
  2    usage error (bad arguments, invalid --params JSON)"""

_ENVIRONMENT_HELP = """\
environment variables:
  ONCEBITTEN_URL          the store, as a URL (sqlite:///path or postgresql://...); wins over ONCEBITTEN_DB
  ONCEBITTEN_DB           the store, as a path (default ~/.oncebitten/memory.db)
  ONCEBITTEN_SYNCHRONOUS  SQLite durability: NORMAL (default) or FULL"""


_HELP_WIDTH = 88  # help is printed raw (to keep the examples' lines); prose is wrapped to this width

# -- the registry -------------------------------------------------------------------------------------

Runner = Callable[[argparse.Namespace], int]


@dataclass(frozen=True, slots=True)
class Command:
    """One subcommand.

    Attributes:
        name: what is typed after ``oncebitten``.
        summary: one line, listed by ``oncebitten --help``.
        description: the paragraph at the top of ``oncebitten NAME --help``.
        examples: shell lines shown under "examples:" in its help.
        run: runs it with the parsed arguments and returns the exit code.
        add_arguments: adds the subcommand's own arguments, if any (``--db`` and ``--json`` are added
            for every subcommand).
        epilog: more help text after the examples (e.g. an exit-code table).
    """

    name: str
    summary: str
    description: str
    examples: str
    run: Runner
    add_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    epilog: str = ""


#: Every subcommand, in the order ``--help`` lists them.
COMMANDS: dict[str, Command] = {}


def register(command: Command) -> Command:
    """Add a subcommand to :data:`COMMANDS`.

    Raises:
        ValueError: a subcommand with that name is already registered.
    """
    if command.name in COMMANDS:
        raise ValueError(f"subcommand {command.name!r} is already registered")
    COMMANDS[command.name] = command
    return command


def build_parser() -> argparse.ArgumentParser:
    """The ``oncebitten`` parser with every registered subcommand."""
    parser = argparse.ArgumentParser(
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
        sub.set_defaults(run=command.run)
    return parser


def _add_store_options(parser: argparse.ArgumentParser) -> None:
    # SUPPRESS: given before the subcommand or after it, the value is kept (the subcommand's wins).
    parser.add_argument(
        "--db",
        default=argparse.SUPPRESS,
        metavar="DB",
        help="the store: a path, sqlite:///path or postgresql://... "
        "(default: $ONCEBITTEN_URL, $ONCEBITTEN_DB, ~/.oncebitten/memory.db)",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print one JSON document on stdout instead of text",
    )


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
    run: Runner = args.run
    try:
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


def _report_error(exc: BaseException, code: int) -> int:
    message = " ".join(mask_url(str(exc)).split()) or type(exc).__name__
    print(f"oncebitten: error: {message}", file=sys.stderr)
    return code


def _detach_stdout() -> None:
    # Whoever read stdout has gone; point it at /dev/null so the interpreter's final flush stays quiet.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


# -- arguments shared by several subcommands ----------------------------------------------------------


def _add_call_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tool", required=True, metavar="NAME", help="the tool's name, e.g. bash")
    parser.add_argument(
        "--params",
        default="{}",
        metavar="JSON",
        help="the call's parameters as a JSON object (default {}); '-' reads stdin, @FILE reads a file",
    )


def _add_environment_arguments(parser: argparse.ArgumentParser) -> None:
    about = (
        "The same call in another environment is remembered separately. The environment is the working "
        "directory (with OS and Python version) plus the files in context, or an explicit hash."
    )
    group = parser.add_argument_group("environment", textwrap.fill(about, _HELP_WIDTH))
    exclusive = group.add_mutually_exclusive_group()
    exclusive.add_argument(
        "--env",
        metavar="HASH",
        help="an environment snapshot hash (e.g. env_snapshot_hash from 'check --json')",
    )
    exclusive.add_argument("--cwd", metavar="DIR", help="the call's working directory (default: the current one)")
    group.add_argument(
        "--file",
        dest="files",
        action="append",
        default=[],
        metavar="PATH",
        help="a file the call depends on (repeatable); editing it makes a new environment",
    )


def _parse_params(text: str) -> dict[str, Any]:
    """The ``--params`` value as a dict.

    Raises:
        InvalidInput: it is not valid JSON, not an object, or its file cannot be read.
    """
    if text == "-":
        text = _read_stdin()
    elif text.startswith("@"):
        try:
            with open(text[1:], encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise InvalidInput(f"--params: cannot read {text[1:]!r}: {reason}") from None
    try:
        params = json.loads(text)
    except ValueError as exc:
        raise InvalidInput(f"--params is not valid JSON: {exc}") from None
    if not isinstance(params, dict):
        raise InvalidInput(f"--params must be a JSON object, not {_json_kind(params)}")
    return params


def _json_kind(value: object) -> str:
    kinds = {list: "an array", str: "a string", bool: "a boolean", int: "a number", float: "a number"}
    return "null" if value is None else kinds.get(type(value), type(value).__name__)


def _read_stdin() -> str:
    """All of stdin as text; bytes that are not UTF-8 are replaced rather than failing."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        data: bytes = buffer.read()
        return data.decode("utf-8", errors="replace")
    return sys.stdin.read()


def _environment(args: argparse.Namespace) -> str:
    """The environment snapshot hash named by ``--env``, or computed from ``--cwd`` and ``--file``.

    Raises:
        InvalidInput: ``--env`` combined with ``--file``, or empty.
    """
    if args.env is not None:
        if args.files:
            raise InvalidInput("--env names an environment already; it cannot be combined with --file")
        if not args.env.strip():
            raise InvalidInput("--env must not be empty")
        return str(args.env)
    # realpath: a process started in DIR sees os.getcwd() with symlinks resolved; so must --cwd DIR.
    cwd = os.path.realpath(args.cwd) if args.cwd is not None else os.getcwd()
    return FailureMemory.compute_env_snapshot_hash(cwd, args.files or None)


def _memory(args: argparse.Namespace) -> FailureMemory:
    return FailureMemory(args.db)


# -- output -------------------------------------------------------------------------------------------


def _print_json(document: object) -> None:
    print(json.dumps(document, indent=2, ensure_ascii=False))


def _plain(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def record_to_dict(record: FailureRecord) -> dict[str, Any]:
    """A failure record as JSON-ready data: the seed's field names, enums as their values."""
    return {name: _plain(value) for name, value in as_dict(record).items()}


def advisory_to_dict(advisory: Advisory) -> dict[str, Any]:
    """An advisory as JSON-ready data (``result`` as ``"ALLOW"`` / ``"WARN"`` / ``"BLOCK"``)."""
    record = advisory.failure_record
    return {
        "result": advisory.result.value,
        "reason": advisory.reason,
        "retry_count": advisory.retry_count,
        "failure_record": None if record is None else record_to_dict(record),
    }


def _duration(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    for unit, size in (("day", 86_400), ("hour", 3_600), ("minute", 60)):
        if seconds >= size and seconds % size == 0:
            count = seconds // size
            return f"{count} {unit}{'s' if count != 1 else ''}"
    return f"{seconds} seconds"


def _one_line(text: str | None, width: int) -> str:
    flat = " ".join((text or "").split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


# -- check --------------------------------------------------------------------------------------------


def _check_arguments(parser: argparse.ArgumentParser) -> None:
    _add_call_arguments(parser)
    _add_environment_arguments(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing; answer by exit code only")


def _run_check(args: argparse.Namespace) -> int:
    params = _parse_params(args.params)
    env = _environment(args)
    advisory = _memory(args).check_advisory(args.tool, params, env)
    if args.json:
        document = advisory_to_dict(advisory)
        signature, _ = call_key(args.tool, params)
        document.update(tool_name=args.tool, tool_signature=signature, env_snapshot_hash=env)
        _print_json(document)
    elif not args.quiet:
        print(f"{advisory.result.value}: {advisory.reason}")
    return CHECK_EXIT_CODES[advisory.result]


register(
    Command(
        name="check",
        summary="before a tool call: ALLOW, WARN or BLOCK (exit 0, 3 or 4)",
        description="Ask whether a tool call should run, given the failures remembered for the same call "
        "in the same environment. Reads only. The verdict is printed and is also the exit code.",
        examples="""
oncebitten check --tool bash --params '{"cmd": "make"}'
oncebitten check --tool bash --params '{"cmd": "make"}' --cwd ~/src/app --file Makefile
oncebitten check --tool bash --params @call.json --json
""",
        add_arguments=_check_arguments,
        run=_run_check,
        epilog=_EXIT_CODES_HELP,
    )
)


# -- record -------------------------------------------------------------------------------------------


def _record_arguments(parser: argparse.ArgumentParser) -> None:
    _add_call_arguments(parser)
    parser.add_argument(
        "--error",
        required=True,
        metavar="TEXT",
        help="the error the call produced; '-' reads it from stdin",
    )
    _add_environment_arguments(parser)


def _run_record(args: argparse.Namespace) -> int:
    if args.params == "-" and args.error == "-":
        raise InvalidInput("--params and --error cannot both read stdin ('-')")
    params = _parse_params(args.params)
    error = _read_stdin().rstrip("\n") if args.error == "-" else args.error
    env = _environment(args)
    memory = _memory(args)
    record = memory.record_failure(args.tool, params, error, env)
    verdict = memory.check_advisory(args.tool, params, env).result.value
    if args.json:
        _print_json({"record": record_to_dict(record), "next": verdict})
        return EXIT_OK
    ttl = memory.hard_ttl if record.error_type is ErrorType.HARD else memory.soft_ttl
    times = "once" if record.retry_count == 1 else f"{record.retry_count} times"
    print(
        f"recorded: {record.tool_name} failed {times} in this environment "
        f"({record.error_type.value}, remembered {_duration(ttl)}); next check: {verdict}"
    )
    return EXIT_OK


register(
    Command(
        name="record",
        summary="after a failed tool call: remember the failure",
        description="Remember that a tool call failed in this environment. Each failure of the same call "
        "counts one more; transient errors (network, timeouts, ...) are forgotten after an hour, others "
        "after a week.",
        examples="""
oncebitten record --tool bash --params '{"cmd": "make"}' --error "make: *** Error 2"
make 2>&1 | tail -n 50 | oncebitten record --tool bash --params '{"cmd": "make"}' --error -
""",
        add_arguments=_record_arguments,
        run=_run_record,
    )
)


# -- clear --------------------------------------------------------------------------------------------


def _clear_arguments(parser: argparse.ArgumentParser) -> None:
    _add_call_arguments(parser)
    _add_environment_arguments(parser)
    parser.add_argument(
        "--all-environments",
        action="store_true",
        help="clear the call in every environment (cannot be combined with --env, --cwd or --file)",
    )


def _run_clear(args: argparse.Namespace) -> int:
    params = _parse_params(args.params)
    env: str | None = None
    if args.all_environments:
        if args.env is not None or args.cwd is not None or args.files:
            raise InvalidInput("--all-environments cannot be combined with --env, --cwd or --file")
    else:
        env = _environment(args)
    cleared = _memory(args).clear_failure(args.tool, params, env, all_environments=args.all_environments)
    if args.json:
        _print_json(
            {
                "cleared": cleared,
                "tool_signature": call_key(args.tool, params)[0],
                "env_snapshot_hash": env,
            }
        )
    else:
        where = "in every environment" if args.all_environments else "in this environment"
        print(
            f"cleared: {args.tool}'s failure {where} is resolved"
            if cleared
            else f"nothing to clear: no unresolved failure of this {args.tool} call {where}"
        )
    return EXIT_OK


register(
    Command(
        name="clear",
        summary="after a successful tool call: forget its failure",
        description="Mark a tool call's remembered failure as resolved, e.g. after the call succeeded. "
        "Exits 0 whether or not there was anything to clear; the output says which.",
        examples="""
oncebitten clear --tool bash --params '{"cmd": "make"}'
oncebitten clear --tool bash --params '{"cmd": "make"}' --all-environments --json
""",
        add_arguments=_clear_arguments,
        run=_run_clear,
    )
)


# -- stats --------------------------------------------------------------------------------------------


def _run_stats(args: argparse.Namespace) -> int:
    memory = _memory(args)
    stats = memory.get_stats()
    if args.json:
        _print_json(stats)
        return EXIT_OK
    print(f"store: {memory.store.display}")
    by_kind = stats.pop("by_kind", {})
    width = max(len(key) for key in stats)
    for key, value in stats.items():
        print(f"  {key:<{width}}  {value}")
    if by_kind:
        print("by kind:")
        for kind, count in sorted(by_kind.items(), key=lambda item: (-item[1], item[0])):
            print(f"  {kind:<{width}}  {count}")
    return EXIT_OK


register(
    Command(
        name="stats",
        summary="counts of remembered failures",
        description="Count the remembered failures: by type (HARD / SOFT), by status (pending, resolved, "
        "ignored), how many have expired, how many would BLOCK now, how many failures were logged, and the "
        "records per kind (syntax, type, import, test, runtime, timeout, network, permission, auth, "
        "rate_limit, disk, dependency, unknown).",
        examples="""
oncebitten stats
oncebitten stats --db ./memory.db --json
""",
        run=_run_stats,
    )
)


# -- groups -------------------------------------------------------------------------------------------


def _groups_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="how many groups (default 10)")


def _run_groups(args: argparse.Namespace) -> int:
    groups = _memory(args).get_failure_groups(args.limit)
    if args.json:
        _print_json([as_dict(group) for group in groups])
        return EXIT_OK
    if not groups:
        print("no failures logged")
        return EXIT_OK
    print(f"{'fingerprint':<16}  {'count':>5}  {'calls':>5}  {'kind':<10}  {'last seen (UTC)':<19}  template")
    for group in groups:
        print(
            f"{group.fingerprint:<16}  {group.count:>5}  {group.calls:>5}  {group.kind or '-':<10}  "
            f"{group.last_seen[:19].replace('T', ' '):<19}  {_one_line(group.template or '', 80)}"
        )
    return EXIT_OK


register(
    Command(
        name="groups",
        summary="the failures logged, grouped by fingerprint (the same failure, whatever its details)",
        description="Group every logged failure by its fingerprint: the same error although timestamps, paths, "
        "ids and numbers differ. Most frequent first, with how many failures, in how many distinct calls, "
        "the kind, when last seen and the learned template.",
        examples="""
oncebitten groups
oncebitten groups --limit 3 --json
""",
        add_arguments=_groups_arguments,
        run=_run_groups,
    )
)


# -- recent -------------------------------------------------------------------------------------------


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must not be negative")
    return value


def _recent_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="how many records (default 10)")


def _run_recent(args: argparse.Namespace) -> int:
    records = _memory(args).get_recent_failures(args.limit)
    if args.json:
        _print_json([record_to_dict(record) for record in records])
        return EXIT_OK
    if not records:
        print("no failures remembered")
        return EXIT_OK
    print(f"{'updated (UTC)':<19}  {'tool':<12}  {'status':<8}  {'type':<4}  {'count':>5}  error")
    for record in records:
        print(
            f"{record.updated_at[:19].replace('T', ' '):<19}  {_one_line(record.tool_name, 12):<12}  "
            f"{record.evolution_status.value:<8}  {record.error_type.value:<4}  {record.retry_count:>5}  "
            f"{_one_line(record.error_message, 60)}"
        )
    return EXIT_OK


register(
    Command(
        name="recent",
        summary="the most recently updated failure records",
        description="List the failure records updated most recently, newest first.",
        examples="""
oncebitten recent
oncebitten recent --limit 3 --json
""",
        add_arguments=_recent_arguments,
        run=_run_recent,
    )
)


# -- escalations --------------------------------------------------------------------------------------


def _escalations_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--status", choices=("open", "resolved", "all"), default="open", help="which to list (default: open)"
    )
    parser.add_argument("--project", metavar="ID", help="only this project's escalations")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")
    parser.add_argument("--resolve", metavar="ESCALATION_ID", help="mark this escalation resolved instead of listing")
    parser.add_argument("--resolution", default="", metavar="TEXT", help="with --resolve: what was done about it")


def _run_escalations(args: argparse.Namespace) -> int:
    from ..escalation.escalations import Escalations

    escalations = Escalations(args.db)
    if args.resolve:
        resolved = escalations.resolve(args.resolve, args.resolution)
        if args.json:
            _print_json({"id": args.resolve, "resolved": resolved})
        elif resolved:
            print(f"resolved {args.resolve}")
        else:
            print(f"{args.resolve}: no such open escalation")
        return EXIT_OK if resolved else EXIT_ERROR
    status = None if args.status == "all" else args.status
    found = escalations.list(status, project_id=args.project, limit=args.limit)
    if args.json:
        _print_json([e.to_dict() for e in found])
        return EXIT_OK
    if not found:
        print(f"no {'' if status is None else status + ' '}escalations")
        return EXIT_OK
    for e in found:
        print(f"{e.id}  {e.status:<8}  {e.created_at[:19].replace('T', ' ')}  {e.project_id}  {e.category}")
        print(f"    {_one_line(e.plain_english_problem, 100)}")
        print(f"    error: {_one_line(e.error_type + ': ' + e.error_message, 100)}  (after {e.attempts} attempt(s))")
        print(f"    options: {', '.join(o.get('id', '?') for o in e.options)}")
        if e.resolution:
            print(f"    resolution: {_one_line(e.resolution, 100)}")
    return EXIT_OK


register(
    Command(
        name="escalations",
        summary="list or resolve failures escalated to a human",
        description="List the escalations recorded by ErrorSignatureTracker.record_escalation (a failure that "
        "kept its signature past 3 retries, or could never be retried), newest first, or resolve one. "
        "Exit 1 when --resolve names no open escalation.",
        examples="""
oncebitten escalations
oncebitten escalations --status all --project shop --json
oncebitten escalations --resolve esc-1a2b3c4d5e6f --resolution "added STRIPE_KEY to .env"
""",
        add_arguments=_escalations_arguments,
        run=_run_escalations,
    )
)


# -- iteration memory (seed 002): capture, context, model, tasks, learnings ------------------------------

_ITERATION_ENV_HELP = """\
environment:
  ONCEBITTEN_RUN_ID   scopes "the current run" in Loop Status (default: iterations within 2 hours)
  ONCEBITTEN_MODELS   the model tiers, cheapest first (default haiku,sonnet,opus; the default is the middle)"""


def _iteration_memory(args: argparse.Namespace) -> Any:
    from ..iteration.memory import IterationMemory
    from ..iteration.strategy import DEFAULT_TIERS, ModelTiers

    models = getattr(args, "models", None) or os.environ.get("ONCEBITTEN_MODELS")
    tiers = ModelTiers.parse(models) if models else DEFAULT_TIERS
    return IterationMemory(args.db, tiers=tiers, run_id=getattr(args, "run_id", None))


def _add_task_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--task", required=True, metavar="ID", help="the task's id, e.g. t-0dfebf")
    parser.add_argument(
        "--run", dest="run_id", metavar="ID", help="the run this iteration belongs to (default $ONCEBITTEN_RUN_ID)"
    )
    parser.add_argument("--models", metavar="LIST", help="model tiers, cheapest first (default $ONCEBITTEN_MODELS)")


def _capture_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("--model", required=True, metavar="M", help="the model the iteration ran with")
    parser.add_argument("--duration-ms", type=_non_negative, default=0, metavar="N", help="wall-clock time")
    parser.add_argument(
        "--outcome",
        choices=("done", "failed", "no_sigil", "error"),
        help="the iteration's outcome (default: from <task-done> / <task-failed>, else no_sigil)",
    )
    parser.add_argument("--tokens-input", type=_non_negative, metavar="N")
    parser.add_argument("--tokens-output", type=_non_negative, metavar="N")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the outcome")


def _run_capture(args: argparse.Namespace) -> int:
    text = _read_stdin()
    result = _iteration_memory(args).capture(
        args.task,
        text,
        model=args.model,
        duration_ms=args.duration_ms,
        outcome=args.outcome,
        tokens_input=args.tokens_input,
        tokens_output=args.tokens_output,
    )
    if args.json:
        _print_json(result.to_dict())
    elif args.quiet:
        print(result.outcome)
    else:
        parts = [f"{args.task} attempt {result.attempt_number}: {result.outcome}"]
        if result.report is not None:
            parts.append("failure report" if result.report.what_tried else "minimal failure report")
        if result.learnings:
            parts.append(f"{len(result.learnings)} learning(s)")
        if result.difficulty:
            parts.append(f"difficulty {result.difficulty}")
        if result.metrics.consecutive_failures:
            parts.append(f"{result.metrics.consecutive_failures} consecutive failure(s)")
        if result.metrics.stuck_flag:
            parts.append("STUCK")
        if result.escalation_id:
            parts.append(f"escalated to a human: {result.escalation_id}")
        print(", ".join(parts))
    return EXIT_OK


register(
    Command(
        name="capture",
        summary="after an agent iteration: record its outcome, failure report, learnings (stdin)",
        description="Read an agent's output on stdin and record the iteration: every sigil is parsed "
        "(<failure-report>, <retry-suggestion>, <learning>, <difficulty-estimate>, <next-model>, <task-done> / "
        "<task-failed>). The outcome is --outcome, else done / failed from the task sigils, else no_sigil. A "
        "failed iteration without <failure-report> gets a minimal report from the first 200 characters.",
        examples="""
agent < prompt.md > out.txt; oncebitten capture --task t-0dfebf --model sonnet --duration-ms 41000 < out.txt
oncebitten capture --task t-0dfebf --model opus --outcome error --quiet < out.txt
""",
        add_arguments=_capture_arguments,
        run=_run_capture,
        epilog=_ITERATION_ENV_HELP,
    )
)


def _context_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("--title", default="", help="the task's title (stored; later calls may omit it)")
    parser.add_argument("--description", default="", help="the task's description (stored)")
    parser.add_argument("--budget", type=_positive, default=5000, metavar="N", help="memory characters (default 5000)")
    parser.add_argument("--iteration-limit", type=_non_negative, default=0, metavar="N", help="0: unlimited")
    parser.add_argument("--reference-specs", metavar="DIR", help="a directory the agent should read")
    parser.add_argument("--no-record", action="store_true", help="do not record the learnings injected")


def _run_context(args: argparse.Namespace) -> int:
    context = _iteration_memory(args).task_context(
        args.task,
        title=args.title,
        description=args.description,
        budget=args.budget,
        iteration_limit=args.iteration_limit,
        reference_specs=args.reference_specs,
        record=not args.no_record,
    )
    if args.json:
        status = context.memory.loop_status
        _print_json(
            {
                "task_id": context.task_id,
                "attempt_number": context.attempt_number,
                "context": context.text,
                "injected": context.injected,
                "held_back": [x.to_dict() for x in context.held_back],
                "model": None if status is None else status.current_model,
                "model_rationale": None if status is None else status.model_rationale,
                "stuck": bool(status and status.stuck_flag),
            }
        )
    else:
        sys.stdout.write(context.text)
    return EXIT_OK


register(
    Command(
        name="context",
        summary="before an agent iteration: print the task's prompt with its memory (markdown)",
        description="Print the task context for the task's next iteration: Assigned Task, then Previous "
        "Attempts (what failed, what to avoid, the retry suggestion), Learnings from Previous Iterations "
        "(matched on the title and description), and Loop Status with the stuck-loop warning, within --budget "
        "characters. Learnings injected are recorded and judged by the iteration's outcome; one that "
        "credibly harms is held back (listed under held_back with --json).",
        examples="""
oncebitten context --task t-76ba69 --title "Write the Migration Path section" --description "..." > prompt.md
oncebitten context --task t-76ba69 --budget 3000 --iteration-limit 20
oncebitten context --task t-76ba69 --json
""",
        add_arguments=_context_arguments,
        run=_run_context,
        epilog=_ITERATION_ENV_HELP,
    )
)


def _model_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the model's name")


def _run_model(args: argparse.Namespace) -> int:
    choice = _iteration_memory(args).select_model(args.task)
    if args.json:
        _print_json({"task_id": args.task, "model": choice.model, "rationale": choice.rationale})
    elif args.quiet:
        print(choice.model)
    else:
        print(f"{choice.model} ({choice.rationale})")
    return EXIT_OK


register(
    Command(
        name="model",
        summary="which model the task's next iteration should use, and why",
        description="Choose the model for the task's next iteration from the metrics: escalation after "
        "consecutive failures, the task's difficulty estimate, the previous iteration's <next-model> hint, "
        "and the run's success rate. Prints the model and the rationale shown in Loop Status.",
        examples="""
oncebitten model --task t-84be01
model=$(oncebitten model --task t-84be01 --quiet)
oncebitten model --task t-84be01 --models small,medium,large --json
""",
        add_arguments=_model_arguments,
        run=_run_model,
        epilog=_ITERATION_ENV_HELP,
    )
)


def _tasks_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stuck", action="store_true", help="only the tasks flagged stuck")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")


def _run_tasks(args: argparse.Namespace) -> int:
    from ..iteration.memory import IterationMemory

    tasks = IterationMemory(args.db).tasks(stuck_only=args.stuck, limit=args.limit)
    if args.json:
        _print_json([dataclasses.asdict(t) for t in tasks])
        return EXIT_OK
    if not tasks:
        print("no stuck tasks" if args.stuck else "no tasks")
        return EXIT_OK
    print(f"{'task':<12}  {'status':<8}  {'attempts':>8}  {'failing':>7}  {'stuck':<5}  {'difficulty':<10}  title")
    for t in tasks:
        print(
            f"{_one_line(t.id, 12):<12}  {t.status:<8}  {t.attempts:>8}  {t.consecutive_failures:>7}  "
            f"{'YES' if t.stuck else '-':<5}  {t.difficulty or '-':<10}  {_one_line(t.title, 60)}"
        )
    return EXIT_OK


register(
    Command(
        name="tasks",
        summary="the loop's tasks with attempts, failure streaks and stuck flags",
        description="List the tasks iteration memory knows, most recently attempted first: status, attempts, "
        "consecutive failures, whether the loop is stuck on it, and the difficulty the agent estimated.",
        examples="""
oncebitten tasks
oncebitten tasks --stuck --json
""",
        add_arguments=_tasks_arguments,
        run=_run_tasks,
    )
)


def _learnings_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--all", action="store_true", help="include superseded and pruned learnings")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")
    parser.add_argument("--prune", action="store_true", help="prune first (duplicates, harmful, stale, excess)")


def _run_learnings(args: argparse.Namespace) -> int:
    from ..iteration.memory import IterationMemory

    memory = IterationMemory(args.db)
    pruned = memory.prune() if args.prune else None
    learnings = memory.learnings(include_inactive=args.all, limit=args.limit)
    if args.json:
        document: dict[str, Any] = {"learnings": [x.to_dict() for x in learnings]}
        if pruned is not None:
            document["pruned"] = dataclasses.asdict(pruned)
        _print_json(document)
        return EXIT_OK
    if pruned is not None:
        print(
            f"pruned: {pruned.superseded} superseded, {pruned.archived} archived, "
            f"{pruned.attempts_deleted} old attempts deleted"
        )
    if not learnings:
        print("no learnings")
        return EXIT_OK
    print(f"{'id':<8}  {'status':<10}  {'helped':>6}  {'harmed':>6}  {'category':<16}  content")
    for x in learnings:
        print(f"{x.id:<8}  {x.status:<10}  {x.helped:>6}  {x.harmed:>6}  {_one_line(x.category, 16):<16}  "
              f"{_one_line(x.content, 70)}")  # fmt: skip
    return EXIT_OK


register(
    Command(
        name="learnings",
        summary="the learnings, with how often each helped or harmed (held back when it harms)",
        description="List the learnings, newest first, with their status (active, held back, superseded, "
        "pruned) and their record: how often the iteration that received one then succeeded (helped) or "
        "failed (harmed). A learning whose harm rate is credibly above its help rate is held back from "
        "injection. --prune archives duplicates, harmful, stale and excess learnings first.",
        examples="""
oncebitten learnings
oncebitten learnings --all --json
oncebitten learnings --prune
""",
        add_arguments=_learnings_arguments,
        run=_run_learnings,
    )
)


# -- migrate ------------------------------------------------------------------------------------------


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _migrate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--from", dest="source", required=True, metavar="DB", help="the store to copy from")
    parser.add_argument("--to", dest="destination", required=True, metavar="DB", help="the store to copy into")
    parser.add_argument(
        "--batch-size", type=_positive, default=2000, metavar="N", help="rows per transaction (default 2000)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _run_migrate(args: argparse.Namespace) -> int:
    from ..progress import ProgressBar
    from ..store import open_store
    from ..store.copy import copy_store

    source, destination = open_store(args.source), open_store(args.destination)
    bar = None if args.quiet or args.json else ProgressBar()
    try:
        report = copy_store(source, destination, batch_size=args.batch_size, progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()
    if args.json:
        _print_json(
            {
                "source": report.source,
                "destination": report.destination,
                "source_rows": report.source_rows,
                "inserted": report.inserted,
                "total_inserted": report.total_inserted,
            }
        )
        return EXIT_OK
    print(f"copied {report.source} -> {report.destination}")
    for table, rows in report.source_rows.items():
        print(f"  {table:<20} {rows:>10,} rows, {report.inserted[table]:,} newly inserted")
    return EXIT_OK


register(
    Command(
        name="migrate",
        summary="copy a whole memory to another store (SQLite <-> PostgreSQL)",
        description="Copy every row of every table from one store to another, ids included, in batches of "
        "one transaction each, with a progress bar. Re-running the same copy inserts only what is missing "
        "(it resumes an interrupted copy and picks up new rows). A destination that already holds a "
        "different memory is refused. Passwords in URLs are never printed.",
        examples="""
oncebitten migrate --from ~/.oncebitten/memory.db --to postgresql://oncebitten@db.internal/oncebitten
oncebitten migrate --from postgresql://oncebitten@db.internal/oncebitten --to backup.db --json
""",
        add_arguments=_migrate_arguments,
        run=_run_migrate,
    )
)


# -- demo ---------------------------------------------------------------------------------------------


def _demo_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--keep", action="store_true", help="keep the temporary store afterwards and print where it is")
    parser.add_argument(
        "--report",
        metavar="FILE",
        help="where to write the session's HTML report (default: a new file in the temporary directory)",
    )


def _run_demo(args: argparse.Namespace) -> int:
    from ..demo import run_demo  # only the demo needs it

    return run_demo(sys.stdout, args.db, keep=args.keep, as_json=args.json, report=args.report)


register(
    Command(
        name="demo",
        summary="play a short agent session and show what the memory decides",
        description="Play a short, simulated agent session on a fresh temporary store (removed afterwards "
        "unless --keep; with --db, on that store) and print the memory's verdict at each step. Time is "
        "simulated, so the one-hour expiry of a transient failure takes no time. It ends by writing the session's "
        "HTML report (oncebitten report) and printing where it is.",
        examples="""
oncebitten demo
oncebitten demo --keep
oncebitten demo --report /tmp/demo.html
""",
        add_arguments=_demo_arguments,
        run=_run_demo,
    )
)


# -- mcp ----------------------------------------------------------------------------------------------

MCP_MISSING = "the MCP server needs the official MCP SDK: pip install 'oncebitten[mcp]'"


def _port(text: str) -> int:
    value = _non_negative(text)
    if not 1 <= value <= 65_535:
        raise argparse.ArgumentTypeError("must be a port number, 1 to 65535")
    return value


def _mcp_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--http", action="store_true", help="serve streamable HTTP at http://HOST:PORT/mcp, not stdio")
    parser.add_argument("--host", default=None, metavar="HOST", help="with --http: the address (default 127.0.0.1)")
    parser.add_argument("--port", type=_port, default=None, metavar="N", help="with --http: the port (default 8765)")
    parser.add_argument(
        "--allow-remote",
        action="store_true",
        help="with --http: allow a --host that is not loopback (the server has no authentication)",
    )
    parser.add_argument(
        "--no-aliases", action="store_true", help="leave out seed 003's names (god_failure_record, ...)"
    )


def _run_mcp(args: argparse.Namespace) -> int:
    if not args.http and (args.host is not None or args.port is not None or args.allow_remote):
        raise InvalidInput("--host, --port and --allow-remote go with --http (the default transport is stdio)")
    try:
        from ..mcp_server import serve
    except ModuleNotFoundError as exc:  # the optional extra is not installed
        if (exc.name or "").split(".")[0] in ("mcp", "pydantic"):
            raise OnceBittenError(MCP_MISSING) from None
        raise
    serve(
        args.db,
        http=args.http,
        host=args.host or "127.0.0.1",
        port=args.port or 8765,
        allow_remote=args.allow_remote,
        aliases=not args.no_aliases,
    )
    return EXIT_OK


register(
    Command(
        name="mcp",
        summary="serve the memory to MCP clients (Claude Code, Codex, Cursor, Gemini CLI) on stdio or HTTP",
        description="Run the MCP server: tools for failure knowledge (failure_record, failure_query, "
        "failure_resolve, failure_stats, also under seed 003's god_failure_* names), the advisor (advisor_check, "
        "advisor_record, advisor_clear), escalations, learnings, task context and outcome memory, on the store "
        "given by --db. Stdio by default (an MCP client starts it); --http serves streamable HTTP on loopback. "
        "Needs the extra: pip install 'oncebitten[mcp]'. Tools and client configuration: docs/mcp.md.",
        examples="""
oncebitten mcp
oncebitten mcp --db ~/.oncebitten/team.db
oncebitten mcp --http --port 8765
claude mcp add oncebitten -- oncebitten mcp
""",
        add_arguments=_mcp_arguments,
        run=_run_mcp,
    )
)


# -- hook ---------------------------------------------------------------------------------------------

_HOOK_AGENTS = ("claude-code", "codex", "gemini", "cursor")  # oncebitten.hooks.ADAPTERS (docs/hooks.md)


def _hook_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        choices=(*_HOOK_AGENTS, "install", "uninstall"),
        help="an agent's name: handle one hook event from stdin; or install / uninstall",
    )
    agents = parser.add_argument_group("install / uninstall: which agent (one or more)")
    for agent in _HOOK_AGENTS:
        agents.add_argument(f"--{agent}", dest="agents", action="append_const", const=agent, help=f"{agent}'s hooks")
    scope = parser.add_mutually_exclusive_group()
    scope.add_argument("--project", dest="scope", action="store_const", const="project", help="the project's settings")
    scope.add_argument("--user", dest="scope", action="store_const", const="user", help="the user's settings (default)")
    scope.add_argument(
        "--local", dest="scope", action="store_const", const="local", help="Claude Code's settings.local.json"
    )
    scope.add_argument("--settings", metavar="FILE", help="this settings file instead")
    parser.add_argument("--dir", metavar="DIR", help="the project directory (default: the current one)")
    parser.add_argument("--command", metavar="CMD", help="the hook command to write (default: this Python, "
                        "-I -S, on this installation's oncebitten/hooks/__main__.py, by absolute paths)")  # fmt: skip


def _run_hook(args: argparse.Namespace) -> int:
    if args.action in _HOOK_AGENTS:
        from ..hooks import run

        return run(args.action, [])
    from pathlib import Path

    from ..hooks.install import hook_command, install, settings_path, uninstall

    agents = args.agents or []
    if not agents:
        raise InvalidInput(f"{args.action}: name the agent, e.g. --claude-code")
    report = []
    for agent in agents:
        path = Path(args.settings) if args.settings else settings_path(agent, args.scope or "user", args.dir)
        if args.action == "install":
            command = args.command or hook_command(agent)
            install(agent, path, command)
            report.append({"agent": agent, "settings": str(path), "command": command, "installed": True})
        else:
            removed = uninstall(agent, path)
            report.append({"agent": agent, "settings": str(path), "removed": removed})
    if args.json:
        _print_json(report)
        return EXIT_OK
    for item in report:
        if args.action == "install":
            print(f"{item['agent']}: hooks installed in {item['settings']} (command: {item['command']})")
        else:
            print(f"{item['agent']}: removed {item['removed']} oncebitten hook(s) from {item['settings']}")
    return EXIT_OK


# -- failures (seed 003) ------------------------------------------------------------------------------


def _failures_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    record = actions.add_parser("record", help="record a failed attempt and the approach it took")
    record.add_argument("--task", required=True, metavar="ID", help="the task (seed 003's taskId)")
    record.add_argument("--subtask", default="", metavar="ID", help="the subtask (subtaskId)")
    record.add_argument("--attempt", type=int, default=1, metavar="N", help="attempt number, from 1 (default 1)")
    record.add_argument("--approach", default="", metavar="TEXT", help="what was tried")
    record.add_argument("--error", required=True, metavar="TEXT", help="the error ('-' reads it from stdin)")
    record.add_argument(
        "--error-type", metavar="TYPE", help="syntax, type, runtime, test, integration, timeout or unknown (default: "
        "derived from the error)",
    )  # fmt: skip
    record.add_argument("--context", metavar="TEXT", help="what the task was doing")
    record.add_argument("--subtask-type", metavar="TYPE", help="e.g. database_write")
    record.add_argument("--stack-trace", metavar="TEXT", help="the stack trace")
    query = actions.add_parser("query", help="similar failures, approaches to avoid, approaches to try first")
    query.add_argument("--error", required=True, metavar="TEXT", help="the error ('-' reads it from stdin)")
    query.add_argument("--context", metavar="TEXT", help="what the task is doing")
    query.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="at most N of each (default 10)")
    resolve = actions.add_parser("resolve", help="mark a failure resolved by an approach")
    resolve.add_argument("--id", required=True, metavar="ID", help="the failure's id (fm-...)")
    resolve.add_argument("--approach", required=True, metavar="TEXT", help="what fixed it")
    resolve.add_argument("--root-cause", metavar="TEXT", help="why it failed (creates the causal links)")
    actions.add_parser("stats", help="counts, error-type breakdown, resolution rate")
    patterns = actions.add_parser("patterns", help="recurring failures across the whole memory")
    patterns.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="how many (default 10)")
    for action in actions.choices.values():
        _add_store_options(action)


def _stdin_if_dash(text: str) -> str:
    return sys.stdin.read() if text == "-" else text


def _run_failures(args: argparse.Namespace) -> int:
    from ..knowledge import FailureMemoryService

    service = FailureMemoryService(args.db)
    if args.action == "record":
        failure = service.record(
            args.task, args.subtask, args.attempt, args.approach, _stdin_if_dash(args.error), args.error_type,
            stack_trace=args.stack_trace, context=args.context, subtask_type=args.subtask_type,
        )  # fmt: skip
        if args.json:
            _print_json(failure.to_dict())
        else:
            print(f"recorded {failure.id}: {failure.error_type} ({failure.kind}), pattern {failure.fingerprint}")
        return EXIT_OK
    if args.action == "query":
        if args.limit < 1:
            raise InvalidInput("--limit must be at least 1")
        result = service.query(_stdin_if_dash(args.error), args.context, limit=args.limit)
        if args.json:
            _print_json(result.to_dict())
            return EXIT_OK
        if not result.similar_failures:
            print("nothing known about this error")
            return EXIT_OK
        print("similar failures:")
        for similar in result.similar_failures:
            state = f"resolved by: {similar.resolution_approach}" if similar.resolved else "unresolved"
            print(f"  {similar.similarity:>4.0%}  {similar.source:<12} {_one_line(similar.error, 70)}  ({state})")
        for title, items in (("avoid", result.suggested_avoidances), ("try first", result.recommended_approaches)):
            print(f"{title}:" + ("" if items else " -"))
            for item in items:
                print(f"  - {_one_line(item, 100)}")
        return EXIT_OK
    if args.action == "resolve":
        failure = service.resolve(args.id, args.approach, args.root_cause)
        links = service.causal_links(failure.id)
        if args.json:
            _print_json(failure.to_dict() | {"causal_links": [link.to_dict() for link in links]})
        else:
            print(f"resolved {failure.id} by: {failure.resolution_approach}" + (f" ({len(links)} causal links)"
                  if links else ""))  # fmt: skip
        return EXIT_OK
    if args.action == "patterns":
        found = service.patterns(args.limit)
        if args.json:
            _print_json([pattern.to_dict() | {"total": pattern.total} for pattern in found])
        elif not found:
            print("no failures recorded")
        else:
            for pattern in found:
                print(f"{pattern.total:>5}  {pattern.signature}  {_one_line(pattern.template, 80)}")
                if pattern.failed_approaches:
                    print(f"       failed: {', '.join(pattern.failed_approaches[:3])}")
                if pattern.successful_fixes:
                    print(f"       fixed by: {', '.join(pattern.successful_fixes[:3])}")
        return EXIT_OK
    stats = service.stats()
    if args.json:
        _print_json(stats.to_dict())
        return EXIT_OK
    print(f"store: {service.store.display}")
    print(f"  failures: {stats.total_failures}  (resolved {stats.resolved}, unresolved {stats.unresolved}, "
          f"resolution rate {stats.resolution_rate:.0%}), patterns {stats.patterns}")  # fmt: skip
    for error_type, count in sorted(stats.by_error_type.items()):
        print(f"  {error_type}: {count}")
    print(f"  elsewhere in the memory: {stats.tool_failures} tool failures, {stats.rejected_hypotheses} rejected "
          f"hypotheses, {stats.error_memory_failures} error-memory failures")  # fmt: skip
    return EXIT_OK


register(
    Command(
        name="failures",
        summary="seed 003: what was tried, what failed, what fixed it; advice for a new error",
        description="Failure knowledge. Record a failed attempt with the approach it took; query what is known "
        "about an error (similar failures from the whole memory, approaches to avoid, approaches that fixed it, "
        "ranked by quality feedback); resolve a failure with the approach that worked (and a root cause, which "
        "records causal links); stats; patterns. Actions: record, query, resolve, stats, patterns.",
        examples="""
oncebitten failures record --task task_123 --subtask sub_456 --approach "Direct SQL without parameterization" \\
    --error "SQLITE_ERROR: near DROP: syntax error" --error-type runtime --context "Writing user input"
oncebitten failures query --error "SQLITE_ERROR" --context "database write" --json
oncebitten failures resolve --id fm-0123456789ab --approach "Use parameterized prepared statements"
oncebitten failures stats
""",
        add_arguments=_failures_arguments,
        run=_run_failures,
    )
)


# -- outcomes (seed 004) ------------------------------------------------------------------------------

_OUTCOME_ACTIONS = ("record", "check", "patterns", "stats")


def _outcomes_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    record = actions.add_parser("record", help="remember an outcome: accepted, rejected or held")
    record.add_argument("--module", required=True, metavar="NAME", help="the module the hypothesis is about")
    record.add_argument("--hypothesis", required=True, metavar="TEXT", help="the hypothesis")
    record.add_argument("--description", default="", metavar="TEXT", help="the improvement tried")
    record.add_argument("--outcome", required=True, metavar="OUTCOME", help="accepted, rejected or held")
    record.add_argument("--rationale", metavar="TEXT", help="why")
    record.add_argument("--rejection-reason", metavar="TEXT", help="for a rejection: what failed")
    check = actions.add_parser("check", help="was a similar hypothesis rejected, or recently accepted? (exit 3 if so)")
    check.add_argument("--module", required=True, metavar="NAME", help="the module")
    check.add_argument("--hypothesis", required=True, metavar="TEXT", help="the hypothesis to check")
    check.add_argument("--description", metavar="TEXT", help="the improvement (compared too)")
    check.add_argument("--days", type=float, default=None, metavar="N", help="recency window for accepted (default 7)")
    patterns = actions.add_parser("patterns", help="recurring reasons for rejections")
    patterns.add_argument("--module", metavar="NAME", help="only this module")
    actions.add_parser("stats", help="counts per outcome, per module, per rejection reason")
    for action in actions.choices.values():
        _add_store_options(action)


def _run_outcomes(args: argparse.Namespace) -> int:
    from ..outcomes import ImprovementMemory

    memory = ImprovementMemory(args.db)
    if args.action == "record":
        result = memory.record(
            args.module, args.hypothesis, args.description, args.outcome, args.rationale, args.rejection_reason
        )
        assert result.record is not None
        if args.json:
            _print_json(result.record.to_dict() | {"id": result.record.id})
        else:
            print(f"recorded: {result.record.outcome} hypothesis for {result.record.module} (id {result.record.id})")
        return EXIT_OK
    if args.action == "check":
        rejected = memory.was_rejected(args.module, args.hypothesis, args.description)
        accepted = memory.was_recently_accepted(args.module, args.hypothesis, args.description, within_days=args.days)
        if args.json:
            _print_json({"was_rejected": rejected.to_dict(), "was_recently_accepted": accepted.to_dict()})
        else:
            if rejected:
                print(f"rejected before ({rejected.similarity:.0%} similar): {rejected.hypothesis}")
                print(f"  reason: {rejected.rejection_reason or rejected.rationale or '-'}")
            if accepted:
                print(f"accepted recently ({accepted.similarity:.0%} similar): {accepted.hypothesis}")
            if not rejected and not accepted:
                print("novel: no similar hypothesis rejected, nor accepted recently")
        return EXIT_WARN if rejected or accepted else EXIT_OK
    if args.action == "patterns":
        found = memory.get_failure_patterns(args.module)
        if args.json:
            _print_json(found)
        elif not found:
            print("no rejections recorded")
        else:
            for pattern in found:
                print(f"{pattern['count']:>5}  {pattern['pattern']}")
                for example in pattern["examples"]:
                    print(f"       - {_one_line(example, 100)}")
        return EXIT_OK
    stats = memory.get_stats()
    if args.json:
        _print_json(stats)
        return EXIT_OK
    print(f"store: {memory.store.display}")
    print(f"  records: {stats['total_records']}  (accepted {stats['accepted']}, rejected {stats['rejected']}, "
          f"held {stats['held']})")  # fmt: skip
    for module, counts in sorted(stats["modules"].items()):
        print(f"  {module}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for reason, count in stats["rejection_reasons"].items():
        print(f"  rejections, {reason}: {count}")
    return EXIT_OK


register(
    Command(
        name="outcomes",
        summary="seed 004: remember improvement outcomes; was a hypothesis rejected before?",
        description="Record whether an improvement hypothesis was accepted, rejected or held, and why; check a "
        "new hypothesis against the similar ones (Levenshtein similarity >= 0.8, same module) that were "
        "rejected, or accepted in the last 7 days (exit 3 if so, 0 if novel); list the recurring reasons "
        "for rejections; count outcomes. Actions: record, check, patterns, stats.",
        examples="""
oncebitten outcomes record --module data_processor --hypothesis "Add caching layer with global state" \\
    --outcome rejected --rationale "Violates composability" --rejection-reason "Global state"
oncebitten outcomes check --module data_processor --hypothesis "Add a caching layer with global state"
oncebitten outcomes patterns --module data_processor --json
oncebitten outcomes stats
""",
        add_arguments=_outcomes_arguments,
        run=_run_outcomes,
        epilog="check exits 3 when a similar hypothesis was rejected or recently accepted, 0 when it is novel.",
    )
)


# -- import / export (.evolve_memory.json) -------------------------------------------------------------


def _import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="an .evolve_memory.json file ('-' reads stdin)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _run_import(args: argparse.Namespace) -> int:
    import io

    from ..outcomes import ImprovementMemory
    from ..progress import ProgressBar

    memory = ImprovementMemory(args.db)
    bar = None if args.quiet or args.json else ProgressBar()
    source: str | io.StringIO = io.StringIO(_read_stdin()) if args.file == "-" else args.file
    try:
        report = memory.import_json(source, progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()
    if args.json:
        _print_json(dataclasses.asdict(report))
    else:
        print(f"imported {report.imported} of {report.read} records ({report.skipped} already there)")
    return EXIT_OK


register(
    Command(
        name="import",
        summary="add the records of a seed-004 .evolve_memory.json file",
        description="Read an .evolve_memory.json file (seed 004's format) into the store's improvement "
        "memory, with a progress bar. Records already imported are skipped, so re-running it adds nothing. "
        "Texts are redacted as they are stored.",
        examples="""
oncebitten import .evolve_memory.json
oncebitten import old/.evolve_memory.json --db postgresql://oncebitten@db.internal/oncebitten --json
""",
        add_arguments=_import_arguments,
        run=_run_import,
    )
)


def _export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="where to write the .evolve_memory.json ('-' for stdout)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _run_export(args: argparse.Namespace) -> int:
    from ..outcomes import ImprovementMemory
    from ..progress import ProgressBar

    memory = ImprovementMemory(args.db)
    if args.file == "-":
        memory.export_json(sys.stdout)
        return EXIT_OK
    bar = None if args.quiet or args.json else ProgressBar()
    try:
        count = memory.export_json(args.file, progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()
    if args.json:
        _print_json({"file": args.file, "records": count})
    else:
        print(f"exported {count} records to {args.file}")
    return EXIT_OK


register(
    Command(
        name="export",
        summary="write the improvement memory as a seed-004 .evolve_memory.json file",
        description="Write every improvement record in seed 004's .evolve_memory.json format, with a progress "
        "bar. Records imported from such a file come back exactly as they were (timestamps in their own "
        "spelling, extra fields kept). The file is replaced only once it is complete.",
        examples="""
oncebitten export .evolve_memory.json
oncebitten export - --db postgresql://oncebitten@db.internal/oncebitten | jq '.records | length'
""",
        add_arguments=_export_arguments,
        run=_run_export,
    )
)


# -- prune -------------------------------------------------------------------------------------------


def _prune_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--before", required=True, metavar="DATE", help="delete records older than this (YYYY-MM-DD, UTC)"
    )


def _run_prune(args: argparse.Namespace) -> int:
    from ..outcomes import prune

    deleted = prune(args.db, args.before)
    if args.json:
        _print_json({"before": args.before, "deleted": deleted})
    else:
        print(
            f"pruned {deleted['improvement_records']} improvement record(s) and "
            f"{deleted['error_memory_records']} error-memory record(s) older than {args.before}"
        )
    return EXIT_OK


register(
    Command(
        name="hook",
        summary="agent hooks: handle one event (claude-code, codex, gemini, cursor), or install / uninstall them",
        description="With an agent's name, read one hook event (JSON) on stdin and answer in that agent's "
        "protocol: check a call before it runs (BLOCK / WARN / nothing), record a failure, clear on success, "
        "give context at session start. It fails open: an internal error lets the call proceed and goes to "
        "the hook log. 'install' merges oncebitten's entries into the agent's settings (this Python without "
        "site on the package's hooks/__main__.py, by absolute paths; other hooks untouched); 'uninstall' removes "
        "only ours. That command, and 'oncebitten-hook AGENT', do the same without loading this command line. "
        "See docs/hooks.md.",
        examples="""
oncebitten hook install --claude-code --project
oncebitten hook install --claude-code --user
oncebitten hook install --codex --project
oncebitten hook install --gemini --user
oncebitten hook install --cursor --project
oncebitten hook uninstall --claude-code --project
oncebitten hook claude-code < event.json
""",
        add_arguments=_hook_arguments,
        run=_run_hook,
    )
)


# -- doctor -------------------------------------------------------------------------------------------


def _doctor_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", metavar="DIR", help="the project directory to look for hooks in (default: here)")


def _run_doctor(args: argparse.Namespace) -> int:
    from ..hooks.doctor import run_checks

    checks = run_checks(args.db, args.dir)
    healthy = all(check.ok for check in checks if check.required)
    if args.json:
        _print_json({"ok": healthy, "checks": [check.to_dict() for check in checks]})
    else:
        for check in checks:
            mark = "ok  " if check.ok else ("FAIL" if check.required else "warn")
            print(f"[{mark}] {check.name}: {check.detail}")
        print("all good" if healthy else "some checks failed")
    return EXIT_OK if healthy else EXIT_ERROR


register(
    Command(
        name="doctor",
        summary="check that hooks are installed, the store is writable and a hook runs",
        description="Check the installation: which agents have oncebitten hooks (user and project settings) and "
        "that their command exists, that the store opens and a write round-trips, that the hook log can be "
        "written, and that each installed hook command runs on a harmless event. Exit 1 if a check fails.",
        examples="""
oncebitten doctor
oncebitten doctor --json
""",
        add_arguments=_doctor_arguments,
        run=_run_doctor,
    )
)


register(
    Command(
        name="prune",
        summary="delete improvement and error-memory records older than a date (the only deletion)",
        description="Delete the improvement outcomes and error-memory failures recorded before DATE, and say "
        "how many. Nothing else ever deletes them: the memory is append-only.",
        examples="""
oncebitten prune --before 2024-01-01
oncebitten prune --before 2024-01-01T00:00:00Z --json
""",
        add_arguments=_prune_arguments,
        run=_run_prune,
    )
)


# -- report and ui ------------------------------------------------------------------------------------


def _report_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", default="report.html", metavar="FILE", help="where to write it (default report.html)")
    parser.add_argument(
        "--since", default="30d", metavar="WINDOW", help="the window: 7d, 24h, 30m, 2w, all or a date (default 30d)"
    )


def _run_report(args: argparse.Namespace) -> int:
    from ..report import write_report  # the report's modules load only for this command

    path = write_report(args.out, args.db, since=args.since)
    if args.json:
        _print_json({"report": str(path), "bytes": path.stat().st_size})
    else:
        print(f"report written: {path}")
    return EXIT_OK


register(
    Command(
        name="report",
        summary="write the memory as one self-contained HTML report",
        description="Write one HTML file showing the memory: failures over time by kind, the top fingerprints, "
        "the hooks' blocks (shadow and false ones too), open escalations, tasks with their failure streaks and "
        "stuck flags, model success rates and escalations, learnings and what followed them, and outcome "
        "memory by module. Scripts, styles and charts are inline: the file opens offline and loads nothing.",
        examples="""
oncebitten report
oncebitten report --out /tmp/memory.html --since 7d
oncebitten report --since all --db postgresql://agents@db/memory
""",
        add_arguments=_report_arguments,
        run=_run_report,
    )
)


def _ui_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=_non_negative, default=8765, metavar="N", help="the port (default 8765; 0: any)")
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDR", help="a loopback address (default 127.0.0.1)")
    parser.add_argument("--since", default="7d", metavar="WINDOW", help="the default window (default 7d)")
    parser.add_argument(
        "--refresh", type=_non_negative, default=10, metavar="SECONDS", help="refresh every N seconds (0: never)"
    )


def _run_ui(args: argparse.Namespace) -> int:
    import signal

    from ..report.server import make_server, serve
    from ..store import open_store

    server = make_server(open_store(args.db), host=args.host, port=args.port, since=args.since, refresh=args.refresh)

    def _stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt  # SIGTERM (a service manager, `kill`) stops it like Ctrl-C

    signal.signal(signal.SIGTERM, _stop)
    try:
        serve(server)
    except KeyboardInterrupt:
        print("stopped")
    return EXIT_OK


register(
    Command(
        name="ui",
        summary="serve the report live on loopback, with drill-downs (read-only)",
        description="Serve the report's views on a loopback address, refreshing themselves, with a page per "
        "fingerprint (its calls and logged failures) and per task (its attempts). Read-only: it never writes "
        "to the store. It listens on loopback only, and answers only requests addressed to a loopback name. "
        "Stop it with Ctrl-C (or SIGTERM).",
        examples="""
oncebitten ui
oncebitten ui --port 9000 --since 24h --refresh 5
""",
        add_arguments=_ui_arguments,
        run=_run_ui,
    )
)
