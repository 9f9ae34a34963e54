"""The improvement memory's commands: outcomes, import, export, prune."""

from __future__ import annotations

import argparse
import dataclasses
import sys

from ._common import (
    EXIT_OK,
    EXIT_WARN,
    Command,
    _add_store_options,
    _count,
    _days,
    _one_line,
    _print_json,
    _read_stdin,
)

# -- outcomes (the improvement memory) -----------------------------------------------------------------

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
    check.add_argument("--days", type=_days, default=None, metavar="N", help="recency window for accepted (default 7)")
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


OUTCOMES = Command(
    name="outcomes",
    summary="the improvement memory: remember outcomes; was a hypothesis rejected before?",
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
    reads_only=lambda args: args.action != "record",
    epilog="check exits 3 when a similar hypothesis was rejected or recently accepted, 0 when it is novel.",
)


# -- import / export (.evolve_memory.json) -------------------------------------------------------------


def _import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="an .evolve_memory.json file ('-' reads stdin)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


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
        print(f"imported {report.imported} of {_count(report.read, 'record')} ({report.skipped} already there)")
    return EXIT_OK


IMPORT_ = Command(
    name="import",
    summary="add the records of an .evolve_memory.json file to the improvement memory",
    description="Read an .evolve_memory.json file (the improvement-memory design's format) into the store's "
    "improvement "
    "memory, with a progress bar. Records already imported are skipped, so re-running it adds nothing. "
    "Texts are redacted as they are stored.",
    examples="""
oncebitten import .evolve_memory.json
oncebitten import old/.evolve_memory.json --db postgresql://oncebitten@db.internal/oncebitten --json
""",
    add_arguments=_import_arguments,
    run=_run_import,
)


def _export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        metavar="FILE",
        help="where to write it: a file, a directory to write .evolve_memory.json in, or '-' for stdout",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def _run_export(args: argparse.Namespace) -> int:
    from ..outcomes import ImprovementMemory
    from ..progress import ProgressBar

    memory = ImprovementMemory(args.db)
    if args.file == "-":
        memory.export_json(sys.stdout)
        return EXIT_OK
    from .._files import destination_file
    from ..outcomes import MEMORY_FILE_NAME

    path = destination_file(args.file, MEMORY_FILE_NAME)
    bar = None if args.quiet or args.json else ProgressBar()
    try:
        count = memory.export_json(args.file, progress=bar.update if bar else None)  # writes to `path`
    finally:
        if bar:
            bar.close()
    if args.json:
        _print_json({"file": str(path), "records": count})
    else:
        print(f"exported {_count(count, 'record')} to {path}")
    return EXIT_OK


EXPORT = Command(
    name="export",
    summary="write the improvement memory as an .evolve_memory.json file",
    description="Write every improvement record in the improvement-memory design's .evolve_memory.json format, "
    "with a progress "
    "bar. Records imported from such a file come back exactly as they were (timestamps in their own "
    "spelling, extra fields kept). The file is replaced only once it is complete.",
    examples="""
oncebitten export .evolve_memory.json
oncebitten export - --db postgresql://oncebitten@db.internal/oncebitten | jq '.records | length'
""",
    add_arguments=_export_arguments,
    run=_run_export,
    reads_only=True,
)


# -- prune ---------------------------------------------------------------------------------------------


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
            f"pruned {_count(deleted['improvement_records'], 'improvement record')} and "
            f"{_count(deleted['error_memory_records'], 'error-memory record')} older than {args.before}"
        )
    return EXIT_OK


PRUNE = Command(
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
    reads_only=True,
)
