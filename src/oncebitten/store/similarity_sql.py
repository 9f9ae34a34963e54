"""The similarity index's SQL: entries, and how each backend finds candidates for a fuzzy query.

A mixin of :class:`~oncebitten.store.Store`. The ranking itself (rapidfuzz) lives in
:mod:`oncebitten.engine.similarity.index`; here are only the statements:

- SQLite: an FTS5 trigram table (``similarity_fts``, detail=none) over ``similarity_entries``, kept in step by
  triggers. A candidate *probe* reads the rows holding a few trigrams, at most ``cap + 1`` of them: a probe
  matching more rows than that says little about any one of them, and the caller lengthens it.
- PostgreSQL: pg_trgm's ``%`` operator on a GIN trigram index, ordered by trigram similarity.
- SQLite, for the in-memory sorted neighbourhoods (:mod:`oncebitten.engine.similarity.views`): the entries past a given
  id, and the store's similarity *state* (a generation counter bumped by triggers when an entry changes or
  goes, and the highest id), which tells a process whether what it holds is still the store's; and the
  sorted views a process saved (``similarity_views``), for the next process to read instead of sorting.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .rows import NamedRow

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from typing import Any

    from .store import Backend, Row

ENTRY_COLUMNS = "id, source, ref, scope, text"


class EntryRow(NamedRow):
    """An entry of the index (``similarity_entries``): :data:`ENTRY_COLUMNS`. Reading every entry into memory
    (:meth:`SimilaritySQL.similarity_rows_after`) gives plain tuples in this order instead: a million of them."""

    __slots__ = ()
    id: int
    source: str
    ref: str
    scope: str
    text: str


class SavedViewRow(NamedRow):
    """A sorted view a process saved (``similarity_views``)."""

    __slots__ = ()
    view: int
    layout: str
    generation: str
    last_id: int
    entries: int
    positions: bytes


_SQL_ADD = """
INSERT INTO similarity_entries (source, ref, scope, text, created_at) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (source, ref) DO UPDATE SET scope = excluded.scope, text = excluded.text
"""

_SQL_PROBE = "SELECT rowid FROM similarity_fts WHERE similarity_fts MATCH ? ORDER BY rowid DESC LIMIT ?"

_SQL_STATE = (
    "SELECT (SELECT value FROM store_meta WHERE key = 'similarity_generation'),"
    " (SELECT COALESCE(MAX(id), 0) FROM similarity_entries)"
)

_SQL_AFTER = f"SELECT {ENTRY_COLUMNS} FROM similarity_entries WHERE id > ? ORDER BY id"
_SQL_UPTO = f"SELECT {ENTRY_COLUMNS} FROM similarity_entries WHERE id <= ? ORDER BY id"

_SQL_VIEWS = "SELECT view, layout, generation, last_id, entries, positions FROM similarity_views ORDER BY view"
_SQL_VIEWS_CLEAR = "DELETE FROM similarity_views"
_SQL_VIEWS_PUT = (
    "INSERT INTO similarity_views (view, layout, generation, last_id, entries, positions) VALUES (?, ?, ?, ?, ?, ?)"
)

_SQL_TRGM_SCHEMA = (
    "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'"
)


def _filters(sources: Sequence[str] | None, scope: str | None, prefix: str = "") -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if sources is not None:
        clauses.append(f"{prefix}source IN ({', '.join('?' for _ in sources)})")
        params.extend(sources)
    if scope is not None:
        clauses.append(f"{prefix}scope = ?")
        params.append(scope)
    return " AND ".join(clauses), params


def fts_phrase(feature: str) -> str:
    """``feature`` as one FTS5 string token (double quotes doubled)."""
    return '"' + feature.replace('"', '""') + '"'


class SimilaritySQL:
    """Store methods of the similarity index."""

    backend: Backend
    _trgm_schema: str | None = None

    def similarity_add(self, tx: Any, source: str, ref: str, scope: str, text: str, now: str) -> None:
        """Index ``text`` under ``(source, ref)`` inside the caller's transaction (replacing an earlier text).

        The text must already be redacted (:meth:`oncebitten.engine.identity.FailureIdentifier.redact`).
        """
        tx.execute(_SQL_ADD, (source, ref, scope, text, now))

    def similarity_put(self, source: str, ref: str, scope: str, text: str, now: str) -> None:
        """Index ``text`` in a transaction of its own."""
        with self.backend.transaction() as tx:
            self.similarity_add(tx, source, ref, scope, text, now)

    def similarity_remove(self, tx: Any, source: str, refs: Sequence[str]) -> int:
        """Remove entries of ``source`` by ref, inside the caller's transaction. Returns how many."""
        removed = 0
        for start in range(0, len(refs), 500):
            chunk = refs[start : start + 500]
            sql = f"DELETE FROM similarity_entries WHERE source = ? AND ref IN ({', '.join('?' for _ in chunk)})"
            removed += int(tx.execute(sql, (source, *chunk)).rowcount)
        return removed

    def similarity_count(self, sources: Sequence[str] | None, scope: str | None, at_most: int) -> int:
        """How many entries match the filters, counting no further than ``at_most + 1`` (bounded cost)."""
        where, params = _filters(sources, scope)
        sql = f"SELECT COUNT(*) FROM (SELECT 1 FROM similarity_entries{' WHERE ' + where if where else ''} LIMIT ?) c"
        row = self.backend.fetchone(sql, (*params, at_most + 1))
        return int(row[0]) if row else 0

    def similarity_rows(self, sources: Sequence[str] | None, scope: str | None) -> list[EntryRow]:
        """Every entry matching the filters."""
        where, params = _filters(sources, scope)
        sql = f"SELECT {ENTRY_COLUMNS} FROM similarity_entries{' WHERE ' + where if where else ''} ORDER BY id"
        return [EntryRow(row) for row in self.backend.fetchall(sql, params)]

    def similarity_state(self) -> tuple[str, int]:
        """SQLite: the entries' generation (changes when an entry's text or scope changes or an entry is
        removed) and their highest id (grows with every new entry)."""
        row = self.backend.fetchone(_SQL_STATE)
        return (str(row[0]) if row and row[0] is not None else "", int(row[1]) if row else 0)

    def similarity_rows_after(self, after_id: int) -> Iterator[list[Row]]:
        """Every entry with an id above ``after_id``, by id, in batches of plain ``(id, source, ref, scope,
        text)`` tuples (a million, to be held in memory: not named rows)."""
        return self.backend.stream(_SQL_AFTER, (after_id,), batch_size=10_000)

    def similarity_rows_upto(self, last_id: int) -> Iterator[list[Row]]:
        """Every entry with an id up to ``last_id``, by id, in batches of plain tuples (as
        :meth:`similarity_rows_after`)."""
        return self.backend.stream(_SQL_UPTO, (last_id,), batch_size=10_000)

    def similarity_views_get(self) -> list[SavedViewRow]:
        """SQLite: the saved sorted views, by view."""
        return [SavedViewRow(row) for row in self.backend.fetchall(_SQL_VIEWS)]

    def similarity_views_put(
        self, layout: str, generation: str, last_id: int, entries: int, positions: Sequence[bytes]
    ) -> None:
        """SQLite: replace the saved sorted views with these (``positions[v]``: view ``v``'s order)."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_VIEWS_CLEAR)
            for view, blob in enumerate(positions):
                tx.execute(_SQL_VIEWS_PUT, (view, layout, generation, last_id, entries, blob))

    def similarity_probe(self, grams: Sequence[str], cap: int) -> list[int]:
        """SQLite: ids of up to ``cap + 1`` entries holding every one of ``grams`` (trigrams), newest first."""
        expression = " AND ".join(fts_phrase(gram) for gram in grams)
        return [int(r[0]) for r in self.backend.fetchall(_SQL_PROBE, (expression, cap + 1))]

    def similarity_fetch(self, ids: Sequence[int]) -> list[EntryRow]:
        """The entries with these ids."""
        rows: list[EntryRow] = []
        for start in range(0, len(ids), 900):
            chunk = ids[start : start + 900]
            sql = f"SELECT {ENTRY_COLUMNS} FROM similarity_entries WHERE id IN ({', '.join('?' for _ in chunk)})"
            rows.extend(EntryRow(row) for row in self.backend.fetchall(sql, chunk))
        return rows

    def similarity_trigram_candidates(
        self, text: str, sources: Sequence[str] | None, scope: str | None, limit: int
    ) -> list[EntryRow]:
        """PostgreSQL: up to ``limit`` entries sharing the most trigrams with ``text`` (pg_trgm, GIN index)."""
        schema = self._trgm_schema
        if schema is None:
            row = self.backend.fetchone(_SQL_TRGM_SCHEMA)
            schema = self._trgm_schema = str(row[0]) if row else "public"
        quoted = '"' + schema.replace('"', '""') + '"'
        where, params = _filters(sources, scope)
        sql = (
            f"SELECT {ENTRY_COLUMNS} FROM similarity_entries WHERE text OPERATOR({quoted}.%) ?"
            f"{' AND ' + where if where else ''} ORDER BY {quoted}.similarity(text, ?) DESC, id LIMIT ?"
        )
        return [EntryRow(row) for row in self.backend.fetchall(sql, (text, *params, text, limit))]
