"""The improvement memory's SQL: improvement outcomes and error memory. A mixin of :class:`~oncebitten.store.Store`.

Both tables are append-only; the only deletion is :meth:`OutcomesSQL.outcomes_prune` (``oncebitten prune``).
Every record is indexed for similarity in the same transaction that writes it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .rows import NamedRow

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from contextlib import AbstractContextManager
    from typing import Any

    from ..engine.identity import FailureIdentity
    from .store import Backend, Row

IMPROVEMENT_COLUMNS = (
    "id, module, hypothesis, description, outcome, rationale, rejection_reason, timestamp, timestamp_raw, extra,"
    " kind, fingerprint"
)
ERROR_MEMORY_COLUMNS = (
    "id, module_category, module_name, hypothesis, failure_type, failure_details, kind, fingerprint, timestamp"
)


class ImprovementRow(NamedRow):
    """An improvement record (``improvement_records``): :data:`IMPROVEMENT_COLUMNS`."""

    __slots__ = ()
    id: int
    module: str
    hypothesis: str
    description: str
    outcome: str
    rationale: str | None
    rejection_reason: str | None
    timestamp: str
    timestamp_raw: str | None
    extra: str | None
    kind: str | None
    fingerprint: str | None


class ErrorMemoryRow(NamedRow):
    """A failure of error memory (``error_memory_records``): :data:`ERROR_MEMORY_COLUMNS`."""

    __slots__ = ()
    id: int
    module_category: str
    module_name: str
    hypothesis: str
    failure_type: str
    failure_details: str
    kind: str | None
    fingerprint: str | None
    timestamp: str


_SQL_OCCURRENCES = "SELECT COUNT(*) FROM improvement_records WHERE content_hash = ?"
_SQL_IMPROVEMENT_INSERT = """
INSERT INTO improvement_records (module, hypothesis, description, outcome, rationale, rejection_reason, timestamp,
                                 timestamp_raw, extra, kind, fingerprint, content_hash, occurrence)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (content_hash, occurrence) DO NOTHING
RETURNING id
"""
_SQL_ERROR_INSERT = """
INSERT INTO error_memory_records (module_category, module_name, hypothesis, failure_type, failure_details, kind,
                                  fingerprint, fingerprint_version, timestamp)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
RETURNING id
"""
_SQL_IMPROVEMENT_STATS = "SELECT module, outcome, COUNT(*) FROM improvement_records GROUP BY module, outcome"


def _where(clauses: list[str]) -> str:
    return f" WHERE {' AND '.join(clauses)}" if clauses else ""


def _in(ids: Sequence[Any]) -> str:
    return ", ".join("?" for _ in ids)


class OutcomesSQL:
    """Store methods of the improvement memory: ImprovementMemory and ErrorMemory (mixed into ``Store``)."""

    backend: Backend

    if TYPE_CHECKING:  # provided by the Store and its similarity mixin

        def similarity_add(self, tx: Any, source: str, ref: str, scope: str, text: str, now: str) -> None: ...

        def recording(self, identity: FailureIdentity | None, now: str) -> AbstractContextManager[Any]: ...

    # -- improvement records ---------------------------------------------------------------------

    def improvement_insert(
        self,
        values: Sequence[Any],
        content_hash: str,
        *,
        occurrence: int | None,
        now: str,
        identity: FailureIdentity | None = None,
    ) -> int | None:
        """Append one improvement record and index its hypothesis, in one transaction (with the fingerprint
        group its rejection reason taught, ``identity``).

        ``values`` are module, hypothesis, description, outcome, rationale, rejection_reason, timestamp,
        timestamp_raw, extra, kind, fingerprint. ``occurrence=None`` (a new record) takes the next free
        occurrence of ``content_hash``; an explicit one (an import) makes an already-imported record a no-op.
        Returns the new id, or ``None`` when the record was there already.
        """
        with self.recording(identity, now) as tx:
            if occurrence is None:
                occurrence = int(tx.execute(_SQL_OCCURRENCES, (content_hash,)).fetchone()[0])
            row = tx.execute(_SQL_IMPROVEMENT_INSERT, (*values, content_hash, occurrence)).fetchone()
            if row is None:
                return None
            record_id = int(row[0])
            self.similarity_add(tx, "improvement", str(record_id), str(values[0]), str(values[1]), now)
        return record_id

    def improvement_get(self, ids: Sequence[int]) -> list[ImprovementRow]:
        """The improvement records with these ids."""
        rows: list[ImprovementRow] = []
        for start in range(0, len(ids), 900):
            chunk = list(ids[start : start + 900])
            sql = f"SELECT {IMPROVEMENT_COLUMNS} FROM improvement_records WHERE id IN ({_in(chunk)})"
            rows.extend(ImprovementRow(row) for row in self.backend.fetchall(sql, chunk))
        return rows

    def improvement_list(
        self,
        *,
        module: str | None = None,
        outcome: str | None = None,
        since: str | None = None,
        limit: int | None = None,
    ) -> list[ImprovementRow]:
        """Improvement records, oldest first, optionally of one module, one outcome, since a time."""
        clauses, params = self._improvement_filters(module, outcome, since)
        sql = f"SELECT {IMPROVEMENT_COLUMNS} FROM improvement_records{_where(clauses)} ORDER BY timestamp, id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [ImprovementRow(row) for row in self.backend.fetchall(sql, params)]

    def improvement_count(self, *, module: str | None = None, outcome: str | None = None) -> int:
        """How many improvement records (of one module / outcome)."""
        clauses, params = self._improvement_filters(module, outcome, None)
        row = self.backend.fetchone(f"SELECT COUNT(*) FROM improvement_records{_where(clauses)}", params)
        return int(row[0]) if row else 0

    def improvement_stream(self, batch_size: int = 1000) -> Iterator[list[ImprovementRow]]:
        """Every improvement record in insertion order, in batches (for export)."""
        sql = f"SELECT {IMPROVEMENT_COLUMNS} FROM improvement_records ORDER BY id"
        for batch in self.backend.stream(sql, (), batch_size):
            yield [ImprovementRow(row) for row in batch]

    def improvement_stats(self) -> list[Row]:
        """``(module, outcome, count)`` for every module and outcome seen."""
        return self.backend.fetchall(_SQL_IMPROVEMENT_STATS)

    @staticmethod
    def _improvement_filters(module: str | None, outcome: str | None, since: str | None) -> tuple[list[str], list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        for column, value in (("module", module), ("outcome", outcome)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        if since is not None:
            clauses.append("timestamp >= ?")
            params.append(since)
        return clauses, params

    # -- error memory --------------------------------------------------------------------------------

    def error_memory_insert(self, values: Sequence[Any], now: str, identity: FailureIdentity | None = None) -> int:
        """Append one failure (module_category, module_name, hypothesis, failure_type, failure_details, kind,
        fingerprint, fingerprint_version, timestamp) and index its hypothesis, in one transaction (with the
        fingerprint group its details taught, ``identity``)."""
        with self.recording(identity, now) as tx:
            record_id = int(tx.execute(_SQL_ERROR_INSERT, tuple(values)).fetchone()[0])
            self.similarity_add(tx, "error_memory", str(record_id), str(values[1]), str(values[2]), now)
        return record_id

    def error_memory_list(
        self,
        *,
        module_name: str | None = None,
        failure_type: str | None = None,
        ids: Sequence[int] | None = None,
    ) -> list[ErrorMemoryRow]:
        """Error-memory records, newest first, optionally filtered."""
        clauses: list[str] = []
        params: list[Any] = []
        for column, value in (("module_name", module_name), ("failure_type", failure_type)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        if ids is not None:
            if not ids:
                return []
            clauses.append(f"id IN ({_in(ids)})")
            params.extend(ids)
        sql = (
            f"SELECT {ERROR_MEMORY_COLUMNS} FROM error_memory_records{_where(clauses)} ORDER BY timestamp DESC, id DESC"
        )
        return [ErrorMemoryRow(row) for row in self.backend.fetchall(sql, params)]

    # -- pruning: the only deletion ------------------------------------------------------------------

    def outcomes_prune(self, before: str) -> dict[str, int]:
        """Delete improvement and error-memory records older than ``before`` (and their index entries), in one
        transaction. Returns how many records of each table were deleted."""
        deleted: dict[str, int] = {}
        with self.backend.transaction() as tx:
            for table, source in (("improvement_records", "improvement"), ("error_memory_records", "error_memory")):
                tx.execute(
                    "DELETE FROM similarity_entries WHERE source = ? AND ref IN"
                    f" (SELECT CAST(id AS TEXT) FROM {table} WHERE timestamp < ?)",
                    (source, before),
                )
                deleted[table] = int(tx.execute(f"DELETE FROM {table} WHERE timestamp < ?", (before,)).rowcount)
        return deleted
