"""The failure-knowledge service's command: failures (record, query, resolve, stats)."""

from __future__ import annotations

import argparse

from ..errors import InvalidInput
from ._common import (
    EXIT_OK,
    Command,
    _add_store_options,
    _count,
    _non_negative,
    _note_older_fingerprints,
    _one_line,
    _positive,
    _print_json,
    _stdin_if_dash,
)

# -- failures (the failure-knowledge service) ----------------------------------------------------------


def _failures_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    record = actions.add_parser("record", help="record a failed attempt and the approach it took")
    record.add_argument("--task", required=True, metavar="ID", help="the task (the MCP tools' taskId)")
    record.add_argument("--subtask", default="", metavar="ID", help="the subtask (subtaskId)")
    record.add_argument("--attempt", type=_positive, default=1, metavar="N", help="attempt number, from 1 (default 1)")
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
        width = max(len(similar.id) for similar in result.similar_failures)
        for similar in result.similar_failures:
            state = f"resolved by: {similar.resolution_approach}" if similar.resolved else "unresolved"
            print(f"  {similar.similarity:>4.0%}  {similar.id:<{width}}  {similar.source:<12} "
                  f"{_one_line(similar.error, 70)}  ({state})")  # fmt: skip
        for title, items in (("avoid", result.suggested_avoidances), ("try first", result.recommended_approaches)):
            print(f"{title}:" + ("" if items else " -"))
            for item in items:
                print(f"  - {_one_line(item, 100)}")
        if any(s.source == "knowledge" and not s.resolved for s in result.similar_failures):
            print("resolve one once fixed: oncebitten failures resolve --id ID --approach TEXT")
        return EXIT_OK
    if args.action == "resolve":
        failure = service.resolve(args.id, args.approach, args.root_cause)
        links = service.causal_links(failure.id)
        if args.json:
            _print_json(failure.to_dict() | {"causal_links": [link.to_dict() for link in links]})
        else:
            links_note = f" ({_count(len(links), 'causal link')})" if links else ""
            print(f"resolved {failure.id} by: {failure.resolution_approach}{links_note}")
        return EXIT_OK
    if args.action == "patterns":
        found = service.patterns(args.limit)
        _note_older_fingerprints(service.store)
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


FAILURES = Command(
    name="failures",
    summary="failure knowledge: what was tried, what failed, what fixed it; advice for a new error",
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
    reads_only=lambda args: args.action != "record",
)
