"""Store maintenance: migrate (schema upgrades and copies between backends)."""

from __future__ import annotations

import argparse
import os

from ._common import (
    EXIT_OK,
    Command,
    _count,
    _positive,
    _print_json,
)


def _migrate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--from", dest="source", required=True, metavar="DB", help="the store to copy from")
    parser.add_argument("--to", dest="destination", required=True, metavar="DB", help="the store to copy into")
    parser.add_argument(
        "--batch-size", type=_positive, default=2000, metavar="N", help="rows per transaction (default 2000)"
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def _run_migrate(args: argparse.Namespace) -> int:
    from ..errors import StoreMissing
    from ..progress import ProgressBar
    from ..store import open_store
    from ..store.copy import copy_store
    from ..store.target import resolve_target

    origin = resolve_target(args.source)
    if origin.kind == "sqlite" and not os.path.exists(origin.location):
        raise StoreMissing(f"no memory at {origin.display} (--from): check the path; nothing was copied")
    source, destination = open_store(origin), open_store(args.destination)
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
        print(f"  {table:<20} {_count(rows, 'row'):>15}, {report.inserted[table]:,} newly inserted")
    return EXIT_OK


MIGRATE = Command(
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
    uses_store=False,
)
