"""Store maintenance: migrate (upgrades in place, copies between backends)."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from ._common import (
    EXIT_OK,
    Command,
    _count,
    _positive,
    _print_json,
)

if TYPE_CHECKING:
    from ..engine.upgrade import FingerprintUpgrade
    from ..progress import ProgressBar
    from ..store import Store


def _migrate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--from", dest="source", metavar="DB", help="the store to copy from (with --to)")
    parser.add_argument("--to", dest="destination", metavar="DB", help="the store to copy into (with --from)")
    parser.add_argument(
        "--batch-size", type=_positive, default=None, metavar="N",
        help="rows per transaction (default 2000 for a copy, 200 for re-keying fingerprints)",
    )  # fmt: skip
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def _run_migrate(args: argparse.Namespace) -> int:
    from ..errors import InvalidInput, StoreMissing
    from ..progress import ProgressBar
    from ..store import open_store
    from ..store.target import resolve_target

    if (args.source is None) != (args.destination is None):
        raise InvalidInput("--from and --to go together (copy one store into another); without both, migrate "
                           "upgrades the store --db names in place")  # fmt: skip
    copying = args.source is not None
    named = args.source if copying else args.db
    origin = resolve_target(named)
    if origin.kind == "sqlite" and not os.path.exists(origin.location):
        flag = "--from" if copying else "--db"
        raise StoreMissing(f"no memory at {origin.display} ({flag}): check the path; nothing was changed")
    bar = None if args.quiet or args.json else ProgressBar()
    try:
        report = None
        if copying:
            from ..store.copy import copy_store

            source, store = open_store(origin), open_store(args.destination)
            report = copy_store(source, store, batch_size=args.batch_size or 2000, progress=bar.update if bar else None)
        else:
            store = open_store(origin)
        upgrade = _upgrade_fingerprints(store, args.batch_size, bar)
    finally:
        if bar:
            bar.close()
    if args.json:
        if report is None:
            _print_json({"store": store.display, "fingerprints": upgrade.to_dict()})
            return EXIT_OK
        _print_json(
            {
                "source": report.source,
                "destination": report.destination,
                "source_rows": report.source_rows,
                "inserted": report.inserted,
                "total_inserted": report.total_inserted,
                "fingerprints": upgrade.to_dict(),
            }
        )
        return EXIT_OK
    if report is not None:
        print(f"copied {report.source} -> {report.destination}")
        for table, rows in report.source_rows.items():
            print(f"  {table:<20} {_count(rows, 'row'):>15}, {report.inserted[table]:,} newly inserted")
    _print_upgrade(store.display, upgrade, copied=report is not None)
    return EXIT_OK


def _upgrade_fingerprints(store: Store, batch_size: int | None, bar: ProgressBar | None) -> FingerprintUpgrade:
    from ..engine.upgrade import DEFAULT_BATCH, upgrade_fingerprints

    return upgrade_fingerprints(store, batch_size=batch_size or DEFAULT_BATCH, progress=bar.update if bar else None)


def _print_upgrade(display: str, upgrade: FingerprintUpgrade, *, copied: bool) -> None:
    if not upgrade.rows and not upgrade.moved and upgrade.done:
        if not copied:
            print(f"{display}: up to date (schema and fingerprint version {upgrade.version})")
        return
    print(f"{display}: re-keyed {_count(upgrade.rows, 'row')} to fingerprint version {upgrade.version} "
          f"in {upgrade.seconds:.1f} s; old keys still resolve")  # fmt: skip
    for table, rows in upgrade.rekeyed.items():
        if rows:
            print(f"  {table:<20} {_count(rows, 'row'):>15}")
    if upgrade.moved:
        print(f"  pattern counts and approaches of {_count(len(upgrade.moved), 'old key')} moved to the new keys")
    if not upgrade.done:
        left = sum(upgrade.remaining.values())
        print(f"  {_count(left, 'row')} with no text to read the new fingerprint from keep their old keys")


MIGRATE = Command(
    name="migrate",
    summary="upgrade a memory in place (fingerprints of an older version), or copy it to another store",
    description="Without --from/--to: upgrade the store --db names in place. Schema upgrades happen whenever "
    "a store is opened; this re-keys the failures stored with an older fingerprint version (each one's "
    "stored, redacted text is fingerprinted again), in batches of one transaction each, with a progress "
    "bar: a failure that repeats then counts with its history, and the old keys still resolve. Safe to "
    "interrupt (re-running resumes) and to run while agents use the store. With --from and --to: copy "
    "every row of every table from one store to another, ids included, in batches, then upgrade the copy "
    "the same way. Re-running the same copy inserts only what is missing (it resumes an interrupted copy "
    "and picks up new rows). A destination that already holds a different memory is refused. Passwords "
    "in URLs are never printed.",
    examples="""
oncebitten migrate
oncebitten migrate --db postgresql://oncebitten@db.internal/oncebitten --json
oncebitten migrate --from ~/.oncebitten/memory.db --to postgresql://oncebitten@db.internal/oncebitten
oncebitten migrate --from postgresql://oncebitten@db.internal/oncebitten --to backup.db --json
""",
    add_arguments=_migrate_arguments,
    run=_run_migrate,
    uses_store=False,
)
