"""Copy a whole memory from one store to another (SQLite ⇄ PostgreSQL), losslessly and resumably.

Every data table is copied row for row, ids included, in batches, each batch in one transaction on the
destination with ``ON CONFLICT DO NOTHING``: re-running the same copy (after an interruption, or to pick up
rows added since) inserts only what is missing. The destination records the source's store id, so a
re-run is recognised; a destination that already holds a *different* memory is refused rather than mixed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .._time import iso, utc_now
from ..errors import InvalidInput
from .schema import DATA_TABLES, SELF_REFERENCES
from .store import Store

#: ``progress(table, rows_done, rows_total)`` is called after every batch and once per table at the start.
Progress = Callable[[str, int, int], None]


@dataclass
class CopyReport:
    """What a copy did, per table: rows in the source, rows newly inserted into the destination."""

    source: str
    destination: str
    source_rows: dict[str, int] = field(default_factory=dict)
    inserted: dict[str, int] = field(default_factory=dict)

    @property
    def total_inserted(self) -> int:
        return sum(self.inserted.values())


def copy_store(
    source: Store, destination: Store, *, batch_size: int = 2000, progress: Progress | None = None
) -> CopyReport:
    """Copy every row of ``source`` into ``destination``.

    Raises:
        InvalidInput: source and destination are the same store, or the destination already holds
            another memory.
        StoreError: a database failure (batches already committed stay; re-run to resume).
    """
    if batch_size < 1:
        raise InvalidInput("batch_size must be at least 1")
    source_id = source.store_id()
    if destination.store_id() == source_id:
        raise InvalidInput("source and destination are the same store")
    marker = f"copied_from:{source_id}"
    if destination.get_meta(marker) is None and _holds_rows(destination):
        raise InvalidInput(f"{destination.display} already holds a different memory; copy into an empty store")
    destination.set_meta(marker, iso(utc_now()))
    report = CopyReport(source.display, destination.display)
    for table in DATA_TABLES:
        report.source_rows[table], report.inserted[table] = _copy_table(
            source, destination, table, batch_size, progress
        )
    if report.inserted.get("fingerprints"):
        # groups of an older fingerprint version may have come in: the destination's upgrade is due again
        destination.fingerprints_upgrade_due()
    return report


def _holds_rows(store: Store) -> bool:
    return any(store.backend.fetchone(f"SELECT 1 FROM {table} LIMIT 1") for table in DATA_TABLES)


def _copy_table(
    source: Store, destination: Store, table: str, batch_size: int, progress: Progress | None
) -> tuple[int, int]:
    src, dst = source.backend, destination.backend
    wanted = set(dst.columns(table))
    columns = [c for c in src.columns(table) if c in wanted]
    order = ", ".join(src.primary_key(table) or columns[:1])
    total_row = src.fetchone(f"SELECT COUNT(*) FROM {table}")
    total = int(total_row[0]) if total_row else 0
    if progress:
        progress(table, 0, total)
    names = ", ".join(columns)
    insert = f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' for _ in columns)}) ON CONFLICT DO NOTHING"
    selfref = SELF_REFERENCES.get(table)
    held = columns.index(selfref) if selfref in columns else None
    done = inserted = 0
    for batch in src.stream(f"SELECT {names} FROM {table} ORDER BY {order}", (), batch_size):
        if held is not None:  # written below, once every row it may point at is in
            batch = [(*row[:held], None, *row[held + 1 :]) for row in batch]
        with dst.transaction() as tx:
            inserted += int(tx.executemany(insert, batch).rowcount)  # conflicts (already copied) count 0
        done += len(batch)
        if progress:
            progress(table, done, total)
    if held is not None and selfref is not None:
        key = src.primary_key(table)[0]
        update = f"UPDATE {table} SET {selfref} = ? WHERE {key} = ? AND {selfref} IS NULL"
        for batch in src.stream(f"SELECT {selfref}, {key} FROM {table} WHERE {selfref} IS NOT NULL", (), batch_size):
            with dst.transaction() as tx:
                tx.executemany(update, batch)
    dst.after_bulk_insert(table)
    return total, inserted
