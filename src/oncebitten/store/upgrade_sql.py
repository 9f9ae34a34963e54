"""The store's SQL for re-keying stored fingerprints to a new algorithm version, and for resolving old keys.

A mixin of :class:`~oncebitten.store.store.Store`. The work is driven by :mod:`oncebitten.engine.upgrade`,
which supplies the function that fingerprints a text; here is only what reads and writes rows.

Every table that keeps a fingerprint key is listed in :data:`FINGERPRINTED` with the text the key was made
from. A batch re-keys the next rows still carrying an old key (a row is old when its ``fingerprint_version``
is below the current version, or, in tables without that column, when its key names an old group in
``fingerprints``): the query itself is the progress, so an interrupted upgrade resumes where it stopped and
two processes upgrading at once never re-key one row twice (each batch's writes are one transaction, taken
under SQLite's write lock or, on PostgreSQL, a transaction-level advisory lock, and each row is updated only
if it still carries the key it was read with). Every old -> new pair is counted in ``fingerprint_aliases``.
"""

from __future__ import annotations

from collections.abc import Sequence

from .._slots import FrozenValue

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ..engine.identity import FailureIdentity
    from .store import Backend


class Fingerprinted(FrozenValue):
    """A table whose rows keep a fingerprint key, and how to read the text that key was made from.

    ``texts`` are SQL expressions; the text is the first alone, or (``joined``) all of them joined by
    newlines and stripped, as the capability that wrote the row composed it. ``versioned``: the table has a
    ``fingerprint_version`` column.
    """

    __slots__ = ("table", "key", "texts", "joined", "versioned")

    table: str
    key: tuple[str, ...]
    texts: tuple[str, ...]
    joined: bool
    versioned: bool

    def __init__(
        self, table: str, key: tuple[str, ...], texts: tuple[str, ...], *, joined: bool = False, versioned: bool
    ) -> None:
        object.__setattr__(self, "table", table)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "texts", texts)
        object.__setattr__(self, "joined", joined)
        object.__setattr__(self, "versioned", versioned)

    def text(self, values: Sequence[Any]) -> str:
        """The text the row's key was made from, out of the values of :attr:`texts`."""
        if self.joined:
            return "\n".join(str(v) for v in values if v).strip()
        return str(values[0]) if values[0] is not None else ""


#: Every table keeping a fingerprint key per row, with the text it was made from (what the capability passed
#: to ``FailureIdentifier.identify``: the stored, redacted message).
FINGERPRINTED: tuple[Fingerprinted, ...] = (
    Fingerprinted("failure_events", ("id",), ("error_message",), versioned=True),
    Fingerprinted("failure_records", ("id",), ("error_message",), versioned=True),
    Fingerprinted("knowledge_failures", ("id",), ("error",), versioned=True),
    Fingerprinted("error_memory_records", ("id",), ("failure_details",), versioned=True),
    # outcomes: the rejection reason, or the rationale of a rejection given none
    Fingerprinted(
        "improvement_records", ("id",), ("COALESCE(NULLIF(rejection_reason, ''), rationale)",), versioned=False
    ),
    # iteration memory: why it failed, then the stack trace
    Fingerprinted(
        "failure_reports",
        ("task_id", "attempt_number"),
        ("why_it_failed", "stack_trace_snippet"),
        joined=True,
        versioned=False,
    ),  # fmt: skip
)

#: Tables keyed by fingerprint that hold counts rather than rows with a text (failure knowledge's pattern cache
#: and approaches): moved to the new key once every row of the old key is re-keyed, their counts added to
#: what the new key already has.
AGGREGATES = ("knowledge_patterns", "knowledge_approaches")

#: Serialises upgrade batches on PostgreSQL (SQLite's ``BEGIN IMMEDIATE`` already does). Any constant that
#: no other lock of ours uses.
_UPGRADE_LOCK_KEY = 0x4F4E4346  # "ONCF"

_SQL_LOCK = {"postgresql": "SELECT pg_advisory_xact_lock(?)", "sqlite": ""}


def _old(spec: Fingerprinted) -> str:
    """The condition for a row still keyed by an older version (parameters: the current version)."""
    if spec.versioned:
        return "fingerprint IS NOT NULL AND fingerprint_version < ?"
    return "fingerprint IN (SELECT key FROM fingerprints WHERE version < ?)"


def _old_version(spec: Fingerprinted) -> str:
    if spec.versioned:
        return "fingerprint_version"
    return f"(SELECT f.version FROM fingerprints f WHERE f.key = {spec.table}.fingerprint)"


#: ``store_meta`` key: the fingerprint version the last complete upgrade brought every row to.
UPGRADED_META = "fingerprint_version"
_SQL_META = "SELECT value FROM store_meta WHERE key = ?"
_SQL_META_PUT = (
    "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)
_SQL_META_DROP = "DELETE FROM store_meta WHERE key = ?"
_SQL_OLDER_GROUP = "SELECT 1 FROM fingerprints WHERE version < ? LIMIT 1"

#: Locks the rows read (PostgreSQL), so that no other writer re-keys one between the check and the update.
_FOR_UPDATE = {"postgresql": " FOR UPDATE", "sqlite": ""}


def _still(spec: Fingerprinted, count: int, dialect: str) -> str:
    """The primary keys and current keys of ``count`` rows, by primary key."""
    key = ", ".join(spec.key)
    one = f"({_marks(spec.key)})" if len(spec.key) > 1 else "?"
    return (
        f"SELECT {key}, fingerprint FROM {spec.table} WHERE ({key}) IN ({', '.join([one] * count)})"
        f"{_FOR_UPDATE[dialect]}"
    )


_SQL_ALIAS = """
INSERT INTO fingerprint_aliases (old_key, new_key, old_version, new_version, row_count, first_seen, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (old_key, new_key) DO UPDATE SET row_count = fingerprint_aliases.row_count + excluded.row_count,
    updated_at = excluded.updated_at
"""
_SQL_ALIASES_OF = (
    "SELECT old_key, new_key FROM fingerprint_aliases WHERE old_key IN ({marks})"
    " ORDER BY old_key, row_count DESC, new_key"
)
_SQL_ALIASES = (
    "SELECT old_key, new_key, old_version, new_version, row_count FROM fingerprint_aliases"
    " ORDER BY old_key, row_count DESC, new_key"
)

# Old keys (aliased: their rows were re-keyed) that still hold counts in the pattern cache, the approaches, or
# a similarity entry of their group.
_SQL_AGGREGATED_OLD = """
SELECT DISTINCT a.old_key FROM fingerprint_aliases a
WHERE EXISTS (SELECT 1 FROM knowledge_patterns p WHERE p.fingerprint = a.old_key)
   OR EXISTS (SELECT 1 FROM knowledge_approaches k WHERE k.fingerprint = a.old_key)
   OR EXISTS (SELECT 1 FROM similarity_entries s WHERE s.source = 'fingerprint' AND s.ref = a.old_key)
ORDER BY a.old_key LIMIT ?
"""
_SQL_PRIMARY = "SELECT new_key FROM fingerprint_aliases WHERE old_key = ? ORDER BY row_count DESC, new_key LIMIT 1"
_EARLIER = "CASE WHEN excluded.{c} < {t}.{c} THEN excluded.{c} ELSE {t}.{c} END"
_LATER = "CASE WHEN excluded.{c} > {t}.{c} THEN excluded.{c} ELSE {t}.{c} END"
_SQL_MOVE_PATTERN = f"""
INSERT INTO knowledge_patterns (fingerprint, template, error_type, occurrences, first_seen, last_seen)
SELECT ?, COALESCE((SELECT f.template FROM fingerprints f WHERE f.key = ?), p.template), p.error_type,
       p.occurrences, p.first_seen, p.last_seen
FROM knowledge_patterns p WHERE p.fingerprint = ?
ON CONFLICT (fingerprint) DO UPDATE SET
    occurrences = knowledge_patterns.occurrences + excluded.occurrences,
    first_seen = {_EARLIER.format(c="first_seen", t="knowledge_patterns")},
    last_seen = {_LATER.format(c="last_seen", t="knowledge_patterns")}
"""
_SQL_MOVE_APPROACHES = f"""
INSERT INTO knowledge_approaches (fingerprint, approach, outcome, count, quality, last_seen)
SELECT ?, approach, outcome, count, quality, last_seen FROM knowledge_approaches WHERE fingerprint = ?
ON CONFLICT (fingerprint, approach, outcome) DO UPDATE SET
    count = knowledge_approaches.count + excluded.count,
    quality = knowledge_approaches.quality + excluded.quality,
    last_seen = {_LATER.format(c="last_seen", t="knowledge_approaches")}
"""
_SQL_DROP_PATTERN = "DELETE FROM knowledge_patterns WHERE fingerprint = ?"
_SQL_DROP_APPROACHES = "DELETE FROM knowledge_approaches WHERE fingerprint = ?"


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" for _ in values)


class UpgradeSQL:
    """Re-keying stored fingerprints and resolving old keys (mixed into ``Store``)."""

    backend: Backend

    if TYPE_CHECKING:

        def learn_fingerprint(self, tx: Any, identity: FailureIdentity, now: str) -> None: ...
        def similarity_remove(self, tx: Any, source: str, refs: Sequence[str]) -> int: ...

    def _upgrade_lock(self, tx: Any) -> None:
        sql = _SQL_LOCK[self.backend.dialect]
        if sql:
            tx.execute(sql, (_UPGRADE_LOCK_KEY,))

    def fingerprints_outdated(self, version: int) -> bool:
        """Whether the store may hold rows keyed by a fingerprint version below ``version``: it has groups of
        an older version and no upgrade to ``version`` finished since (two indexed reads; for a notice)."""
        done = self.backend.fetchone(_SQL_META, (UPGRADED_META,))
        if done is not None and str(done[0]) == str(version):
            return False
        return self.backend.fetchone(_SQL_OLDER_GROUP, (version,)) is not None

    def fingerprints_upgraded(self, version: int) -> None:
        """Record that every row is keyed by ``version`` (what :meth:`fingerprints_outdated` reads)."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_META_PUT, (UPGRADED_META, str(version)))

    def fingerprints_upgrade_due(self) -> None:
        """Forget that an upgrade finished (rows of an older version were copied in)."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_META_DROP, (UPGRADED_META,))

    def fingerprints_pending(self, version: int) -> dict[str, int]:
        """Per table of :data:`FINGERPRINTED`, how many rows are still keyed by a version below ``version``;
        and under ``"aggregates"``, how many re-keyed old keys still hold pattern counts or approaches."""
        pending = {}
        for spec in FINGERPRINTED:
            row = self.backend.fetchone(f"SELECT COUNT(*) FROM {spec.table} WHERE {_old(spec)}", (version,))
            pending[spec.table] = int(row[0]) if row else 0
        row = self.backend.fetchone(f"SELECT COUNT(*) FROM ({_SQL_AGGREGATED_OLD.replace('LIMIT ?', '')}) o")
        pending["aggregates"] = int(row[0]) if row else 0
        return pending

    def fingerprints_rekey_batch(
        self,
        spec: Fingerprinted,
        version: int,
        after: tuple[Any, ...] | None,
        limit: int,
        identify: Callable[[list[tuple[str, str | None]]], list[FailureIdentity]],
        now: str,
    ) -> tuple[int, int, tuple[Any, ...] | None]:
        """Re-key the next ``limit`` rows of ``spec.table`` past ``after`` (a primary key; ``None``: from the
        start) still keyed by a version below ``version``: ``identify`` fingerprints the rows' ``(text, kind)``
        again, then, in one transaction, each row takes its new key, the groups learned are written, and each
        old -> new pair is counted in ``fingerprint_aliases``. The fingerprinting runs before the transaction,
        so the write lock is held only for the writes (a hook waiting for it waits milliseconds).

        Returns ``(rows read, rows re-keyed, last primary key read or None when there were none)``. A row
        another process re-keyed meanwhile is read but left alone (each update checks the key it read).

        Raises:
            StoreBusy: the write lock stayed held by others past the busy timeout (nothing was written).
            StoreError: the write failed (nothing was written).
        """
        key = ", ".join(spec.key)
        past = "" if after is None else f" AND ({key}) > ({_marks(spec.key)})"
        select = (
            f"SELECT {key}, fingerprint, {_old_version(spec)}, kind, {', '.join(spec.texts)} FROM {spec.table}"
            f" WHERE {_old(spec)}{past} ORDER BY {key} LIMIT ?"
        )
        where = " AND ".join(f"{column} = ?" for column in spec.key)
        newer = ", fingerprint_version = ?" if spec.versioned else ""
        update = f"UPDATE {spec.table} SET fingerprint = ?{newer} WHERE {where} AND fingerprint = ?"
        width = len(spec.key)
        rows = self.backend.fetchall(select, (version, *(after or ()), limit))
        if not rows:
            return 0, 0, None
        identities = identify([(spec.text(row[width + 3 :]), row[width + 2]) for row in rows])
        moved: dict[tuple[str, str], list[int]] = {}
        learned: dict[str, FailureIdentity] = {}
        updates = []
        with self.backend.transaction() as tx:
            self._upgrade_lock(tx)
            # Under the lock, the rows that still carry the key they were read with (another process may have
            # re-keyed some since; on PostgreSQL they are locked until commit, so no writer changes them now).
            pks = [tuple(row[:width]) for row in rows]
            current = {
                tuple(found[:width]): found[width]
                for start in range(0, len(pks), 250)
                for found in tx.execute(_still(spec, len(pks[start : start + 250]), self.backend.dialect),
                                        [v for pk in pks[start : start + 250] for v in pk]).fetchall()
            }  # fmt: skip
            for row, identity, pk in zip(rows, identities, pks, strict=True):
                old, old_version = str(row[width]), row[width + 1]
                if identity.version <= (old_version or 0) or identity.fingerprint == old or current.get(pk) != old:
                    continue
                updates.append((identity.fingerprint, *((identity.version,) if spec.versioned else ()), *pk, old))
                if identity.learned is not None:
                    learned[identity.fingerprint] = identity  # a group generalised twice: its last template
                pair = moved.setdefault((old, identity.fingerprint), [int(old_version or 1), identity.version, 0])
                pair[2] += 1
            if updates:
                tx.executemany(update, updates)
            for identity in learned.values():
                self.learn_fingerprint(tx, identity, now)
            for (old, new), (old_version, new_version, count) in sorted(moved.items()):
                tx.execute(_SQL_ALIAS, (old, new, old_version, new_version, count, now, now))
        rekeyed = len(updates)
        return len(rows), rekeyed, tuple(rows[-1][:width])

    def fingerprints_move_aggregates(self, limit: int) -> list[tuple[str, str]]:
        """Move the pattern counts, approaches and similarity entry of up to ``limit`` re-keyed old keys to
        each one's main new key (the one most of its rows went to), adding to what that key already holds, in
        one transaction. Returns the ``(old, new)`` pairs moved.

        Raises:
            StoreBusy: the write lock stayed held by others past the busy timeout (nothing was written).
        """
        moved = []
        with self.backend.transaction() as tx:
            self._upgrade_lock(tx)
            for (old,) in tx.execute(_SQL_AGGREGATED_OLD, (limit,)).fetchall():
                new = str(tx.execute(_SQL_PRIMARY, (old,)).fetchone()[0])
                tx.execute(_SQL_MOVE_PATTERN, (new, new, old))
                tx.execute(_SQL_MOVE_APPROACHES, (new, old))
                tx.execute(_SQL_DROP_PATTERN, (old,))
                tx.execute(_SQL_DROP_APPROACHES, (old,))
                # the old group's template stays in ``fingerprints``; its new group has its own entry
                self.similarity_remove(tx, "fingerprint", [old])
                moved.append((str(old), new))
        return moved

    # -- resolving old keys ------------------------------------------------------------------------

    def fingerprint_keys(self, keys: Sequence[str]) -> list[str]:
        """``keys``, each old key (one re-keyed by an upgrade) followed by the keys its rows now carry (the
        one that took most rows first), through every later upgrade; in order, without repeats. What a
        lookup by a key a user or an older record gives runs on, so that an old key still finds its rows."""
        result = list(dict.fromkeys(keys))
        frontier = result
        for _ in range(8):  # one hop per algorithm version; a cycle cannot arise, this only bounds the loop
            if not frontier:
                break
            found = []
            for start in range(0, len(frontier), 500):
                chunk = frontier[start : start + 500]
                for _old_key, new in self.backend.fetchall(_SQL_ALIASES_OF.format(marks=_marks(chunk)), tuple(chunk)):
                    if new not in result and new not in found:
                        found.append(str(new))
            result.extend(found)
            frontier = found
        return result

    def fingerprint_aliases(self) -> list[tuple[str, str, int, int, int]]:
        """Every ``(old_key, new_key, old_version, new_version, row_count)``, by old key, largest share first."""
        return [(str(o), str(n), int(ov), int(nv), int(c)) for o, n, ov, nv, c in self.backend.fetchall(_SQL_ALIASES)]
