"""The tool-call advisor's commands: check, record, clear, stats, groups, recent."""

from __future__ import annotations

import argparse

from .._slots import as_dict
from ..advisor.environment import resolve_environments
from ..advisor.memory import Advisory, AdvisoryResult, FailureGroup, FailureRecord
from ..advisor.signature import call_key
from ..engine.classify import ErrorType
from ..errors import InvalidInput
from ._common import (
    _EXIT_CODES_HELP,
    CHECK_EXIT_CODES,
    EXIT_OK,
    Column,
    Command,
    _add_call_arguments,
    _add_environment_arguments,
    _duration,
    _environment,
    _memory,
    _non_negative,
    _note_older_fingerprints,
    _one_line,
    _parse_params,
    _print_json,
    _read_stdin,
    advisory_to_dict,
    print_table,
    record_to_dict,
)

# -- check --------------------------------------------------------------------------------------------


def _check_arguments(parser: argparse.ArgumentParser) -> None:
    _add_call_arguments(parser)
    _add_environment_arguments(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing; answer by exit code only")


def _run_check(args: argparse.Namespace) -> int:
    params = _parse_params(args.params)
    return _answer(args, _memory(args).check_advisory(args.tool, params, _environment(args)))


def _run_check_first_run(args: argparse.Namespace) -> int:
    """``check`` before anything was ever recorded on this machine: ALLOW, and no store is created."""
    params = _parse_params(args.params)
    reason = "No previous failures recorded in this environment (no memory yet)"
    signature, env = call_key(args.tool, params)[0], _environment(args)
    return _answer(args, Advisory(AdvisoryResult.ALLOW, reason, tool_signature=signature, env_snapshot_hash=env))


def _answer(args: argparse.Namespace, advisory: Advisory) -> int:
    """Print ``check``'s verdict (``--json``: with the call's signature and environment) and return its exit code."""
    if args.json:
        document = advisory_to_dict(advisory)
        document.update(
            tool_name=args.tool, tool_signature=advisory.tool_signature, env_snapshot_hash=advisory.env_snapshot_hash
        )
        _print_json(document)
    elif not args.quiet:
        print(f"{advisory.result.value}: {advisory.reason}")
    return CHECK_EXIT_CODES[advisory.result]


CHECK = Command(
    name="check",
    summary="before a tool call: ALLOW, WARN or BLOCK (exit 0, 3 or 4)",
    description="Ask whether a tool call should run, given the failures remembered for the same call "
    "in the same environment. Reads only: a store that does not exist is an error (exit 1), except the "
    "default one before anything was recorded, which answers ALLOW. The verdict is printed and is also the "
    "exit code.",
    examples="""
oncebitten check --tool bash --params '{"cmd": "make"}'
oncebitten check --tool bash --params '{"cmd": "make"}' --cwd ~/src/app --file Makefile
oncebitten check --tool bash --params @call.json --json
""",
    add_arguments=_check_arguments,
    run=_run_check,
    epilog=_EXIT_CODES_HELP,
    reads_only=True,
    first_run=_run_check_first_run,
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


RECORD = Command(
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
    env = resolve_environments(args.env, args.cwd, args.files, all_environments=args.all_environments)
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


CLEAR = Command(
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


# -- stats --------------------------------------------------------------------------------------------


def _run_stats(args: argparse.Namespace) -> int:
    memory = _memory(args)
    stats = memory.get_stats()
    _note_older_fingerprints(memory.store)
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


STATS = Command(
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
    reads_only=True,
)


# -- groups -------------------------------------------------------------------------------------------


def _groups_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="how many groups (default 10)")


def _run_groups(args: argparse.Namespace) -> int:
    memory = _memory(args)
    groups = memory.get_failure_groups(args.limit)
    _note_older_fingerprints(memory.store)
    if args.json:
        _print_json([as_dict(group) for group in groups])
        return EXIT_OK
    print_table(groups, _GROUP_COLUMNS, empty="no failures logged")
    return EXIT_OK


_GROUP_COLUMNS: tuple[Column[FailureGroup], ...] = (
    ("fingerprint", "<16", lambda group: group.fingerprint),
    ("count", ">5", lambda group: group.count),
    ("calls", ">5", lambda group: group.calls),
    ("kind", "<10", lambda group: group.kind or "-"),
    ("last seen (UTC)", "<19", lambda group: group.last_seen[:19].replace("T", " ")),
    ("template", "", lambda group: _one_line(group.template or "", 80)),
)


GROUPS = Command(
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
    reads_only=True,
)


def _recent_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--limit", type=_non_negative, default=10, metavar="N", help="how many records (default 10)")


def _run_recent(args: argparse.Namespace) -> int:
    records = _memory(args).get_recent_failures(args.limit)
    if args.json:
        _print_json([record_to_dict(record) for record in records])
        return EXIT_OK
    print_table(records, _RECORD_COLUMNS, empty="no failures remembered")
    return EXIT_OK


_RECORD_COLUMNS: tuple[Column[FailureRecord], ...] = (
    ("updated (UTC)", "<19", lambda record: record.updated_at[:19].replace("T", " ")),
    ("tool", "<12", lambda record: _one_line(record.tool_name, 12)),
    ("status", "<8", lambda record: record.evolution_status.value),
    ("type", "<4", lambda record: record.error_type.value),
    ("count", ">5", lambda record: record.retry_count),
    ("error", "", lambda record: _one_line(record.error_message, 60)),
)


RECENT = Command(
    name="recent",
    summary="the most recently updated failure records",
    description="List the failure records updated most recently, newest first.",
    examples="""
oncebitten recent
oncebitten recent --limit 3 --json
""",
    add_arguments=_recent_arguments,
    run=_run_recent,
    reads_only=True,
)
