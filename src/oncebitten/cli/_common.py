"""What every subcommand shares: the Command record, exit codes, argument helpers and output helpers."""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from .._slots import as_dict
from ..advisor.environment import CLI_NAMES, resolve_environment
from ..advisor.memory import Advisory, AdvisoryResult, FailureMemory, FailureRecord
from ..errors import InvalidInput

if TYPE_CHECKING:
    from ..store import Store

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
        reads_only: whether this invocation only reads the store (or a function of the arguments saying so):
            then a store that does not exist is an error, never created (see :func:`prepare_store`).
        first_run: what such a command answers instead when the default store was never created (a first
            run on this machine); ``None``: the error.
        uses_store: whether it runs on the store ``--db`` names (``migrate`` names its own, ``demo`` plays on
            a temporary one, ``sigils`` needs none).
    """

    name: str
    summary: str
    description: str
    examples: str
    run: Runner
    add_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    epilog: str = ""
    reads_only: bool | Callable[[argparse.Namespace], bool] = False
    first_run: Runner | None = None
    uses_store: bool = True


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


# -- the store a command runs on -----------------------------------------------------------------------

_SOURCE_NAMES = {"argument": "--db", "ONCEBITTEN_URL": "from ONCEBITTEN_URL", "ONCEBITTEN_DB": "from ONCEBITTEN_DB"}


def prepare_store(command: Command, args: argparse.Namespace) -> Runner:
    """What to run for ``command``, with ``args.db`` resolved to the store it runs on.

    A command that only reads never creates a store: its ``args.db`` becomes a target that raises
    :class:`~oncebitten.errors.StoreMissing` when opened if the file does not exist (a mistyped ``--db`` or
    ``ONCEBITTEN_DB`` must not become a new, empty memory that answers ALLOW) -- except when the default store
    was never created, where ``command.first_run`` answers if it has one (``check``: ALLOW). A command that
    writes and is about to create a store named by an environment variable says so on stderr, so that a typo
    there is seen.

    Raises:
        InvalidInput: the store named is not a supported form.
    """
    from ..store.target import default_target, resolve_target, target_source

    if not command.uses_store:
        return command.run
    target = resolve_target(args.db)
    if target.kind != "sqlite" or os.path.exists(target.location):
        return command.run
    source = target_source(args.db)
    reads_only = command.reads_only(args) if callable(command.reads_only) else command.reads_only
    default = target == default_target()
    if not reads_only:
        if source in ("ONCEBITTEN_URL", "ONCEBITTEN_DB") and not default:
            print(f"oncebitten: note: no memory at {target.display} ({_SOURCE_NAMES[source]}); creating a new one",
                  file=sys.stderr)  # fmt: skip
        return command.run
    if default and command.first_run is not None:
        return command.first_run
    if default:
        message = (
            f"no memory yet at {target.display}: nothing has been recorded on this machine (a failure recorded "
            "by 'oncebitten record', a hook or the library creates it; 'oncebitten demo' shows one at work)"
        )
    else:
        message = (
            f"no memory at {target.display} ({_SOURCE_NAMES[source]}): check the path; a command that only "
            "reads never creates one"
        )
    args.db = target.must_exist(message)
    return command.run


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
                text = handle.read(MAX_INPUT_CHARS + 1)
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise InvalidInput(f"--params: cannot read {text[1:]!r}: {reason}") from None
    return _json_object(text, "--params")


#: The most characters a JSON argument or input file may hold, and how deeply it may nest.
MAX_INPUT_CHARS = 64 << 20
MAX_JSON_DEPTH = 64


def _json_object(text: str, what: str) -> dict[str, Any]:
    """``text`` parsed as a JSON object of bounded size and depth.

    Raises:
        InvalidInput: too large, not JSON, nested too deeply, or not an object.
    """
    if len(text) > MAX_INPUT_CHARS:
        raise InvalidInput(f"{what} is larger than {MAX_INPUT_CHARS} characters")
    try:
        params = json.loads(text)
    except RecursionError:
        raise InvalidInput(f"{what} is nested more than {MAX_JSON_DEPTH} levels deep") from None
    except ValueError as exc:
        raise InvalidInput(f"{what} is not valid JSON: {exc}") from None
    if not isinstance(params, dict):
        raise InvalidInput(f"{what} must be a JSON object, not {_json_kind(params)}")
    if json_depth(params) > MAX_JSON_DEPTH:
        raise InvalidInput(f"{what} is nested more than {MAX_JSON_DEPTH} levels deep")
    return params


def json_depth(value: object) -> int:
    """How deeply ``value`` nests lists and dicts (0 for a scalar), found without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            if depth <= MAX_JSON_DEPTH:  # one level past the limit is enough to know
                stack.extend((child, depth) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _json_kind(value: object) -> str:
    kinds = {list: "an array", str: "a string", bool: "a boolean", int: "a number", float: "a number"}
    return "null" if value is None else kinds.get(type(value), type(value).__name__)


def _read_stdin() -> str:
    """All of stdin as text; bytes that are not UTF-8 are replaced rather than failing."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        data: bytes = buffer.read(MAX_INPUT_CHARS + 1)
        if len(data) > MAX_INPUT_CHARS:
            raise InvalidInput(f"stdin holds more than {MAX_INPUT_CHARS} bytes")
        return data.decode("utf-8", errors="backslashreplace")  # bytes that are not UTF-8 kept, as \xNN
    text: str = sys.stdin.read(MAX_INPUT_CHARS + 1)
    if len(text) > MAX_INPUT_CHARS:
        raise InvalidInput(f"stdin holds more than {MAX_INPUT_CHARS} characters")
    return text


def _environment(args: argparse.Namespace) -> str:
    """The environment named by ``--env``, ``--cwd`` and ``--file``, by the one rule of
    :mod:`oncebitten.advisor.environment`.

    Raises:
        InvalidInput: ``--env`` with ``--file``, an empty ``--env``, a ``--cwd`` that is not a directory.
    """
    return resolve_environment(args.env, args.cwd, args.files, names=CLI_NAMES)


def _memory(args: argparse.Namespace) -> FailureMemory:
    return FailureMemory(args.db)


# -- output -------------------------------------------------------------------------------------------


def _print_json(document: object) -> None:
    from .._text import escape_json_controls

    print(escape_json_controls(json.dumps(document, indent=2, ensure_ascii=False)))


def _plain(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def record_to_dict(record: FailureRecord) -> dict[str, Any]:
    """A failure record as JSON-ready data: the tool-call advisor design's field names, enums as their values."""
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


T = TypeVar("T")

#: A table column: its heading, the format spec of its cells (``"<12"``, ``">5"``; ``""`` for the last, free
#: one) and what a cell shows of a row's item.
Column: TypeAlias = tuple[str, str, Callable[[T], object]]


def print_table(items: Sequence[T], columns: Sequence[Column[T]], *, empty: str) -> None:
    """The ``empty`` line when there are no items, else a heading line and a line per item, columns two
    spaces apart (the listings' plain-text output; --json is each command's own)."""
    if not items:
        print(empty)
        return
    print("  ".join(format(heading, spec) for heading, spec, _ in columns))
    for item in items:
        print("  ".join(format(cell(item), spec) for _, spec, cell in columns))


def _duration(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    for unit, size in (("day", 86_400), ("hour", 3_600), ("minute", 60)):
        if seconds >= size and seconds % size == 0:
            count = seconds // size
            return f"{count} {unit}{'s' if count != 1 else ''}"
    return f"{seconds} seconds"


def _note_older_fingerprints(store: Store) -> None:
    """Say on stderr that the store holds failures fingerprinted by an older version, which group apart from
    new ones until ``oncebitten migrate`` re-keys them (never done behind the user's back: it may take a while)."""
    from ..engine.upgrade import fingerprints_outdated

    if fingerprints_outdated(store):
        print(
            "oncebitten: note: this memory holds failures fingerprinted by an older version, grouped apart from new "
            "ones; 'oncebitten migrate' re-keys them (resumable, safe while agents run)",
            file=sys.stderr,
        )


def _count(number: int, noun: str, plural: str | None = None) -> str:
    """``1 record``, ``2 records``, ``1,024 rows``: a number with its noun, singular or plural as it must be."""
    return f"{number:,} {noun if number == 1 else plural or noun + 's'}"


def _one_line(text: str | None, width: int) -> str:
    flat = " ".join((text or "").split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


# -- argument types ---------------------------------------------------------------------------------


#: The largest whole number an argument takes (counts, limits, durations): what every store and JSON reader
#: can hold exactly (2**53).
MAX_WHOLE = 2**53


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must not be negative")
    if value > MAX_WHOLE:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_WHOLE}")
    return value


def _days(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of days: {text!r}") from None
    if not 0 < value <= 36_500:  # also false for NaN
        raise argparse.ArgumentTypeError("must be more than 0 and at most 36500 days")
    return value


def _positive(text: str) -> int:
    value = _non_negative(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _stdin_if_dash(text: str) -> str:
    return sys.stdin.read() if text == "-" else text


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
