"""The store: SQL statements as domain methods over a backend -- the advisor's, the fingerprint groups' and the
escalations' here, each other capability's in its mixin (``hooks_sql``, ``iteration_sql``, ``knowledge_sql``,
``outcomes_sql``, ``report_sql``, ``similarity_sql``, ``upgrade_sql``), all of them methods of one :class:`Store`.

Capabilities call these methods and never write SQL themselves. Statements are plain parameterised SQL with ``?``
placeholders, written once for both backends; a backend adapts placeholders and runs them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from .hooks_sql import HooksSQL
from .iteration_sql import IterationSQL
from .knowledge_sql import KnowledgeSQL
from .outcomes_sql import OutcomesSQL
from .report_sql import ReportSQL
from .rows import NamedRow
from .schema import MIGRATIONS
from .similarity_sql import SimilaritySQL
from .upgrade_sql import UpgradeSQL

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from contextlib import AbstractContextManager
    from typing import Any, Protocol

    from ..engine.identity import FailureIdentity
    from .schema import Migration

    Row = tuple[Any, ...]
else:  # typing itself is not loaded at run time
    Protocol = object  # Backend is a typing.Protocol for type checkers
    Row = tuple

#: Column order of a ``failure_records`` row as the design's ``FailureRecord.from_row`` reads it.
RECORD_COLUMNS = (
    "id, tool_signature, env_snapshot_hash, error_type, retry_count, created_at, updated_at, "
    "error_message, tool_name, evolution_status, kind, fingerprint"
)

_EXPIRED = (
    "((failure_records.error_type = 'HARD' AND failure_records.updated_at < ?)"
    " OR (failure_records.error_type = 'SOFT' AND failure_records.updated_at < ?))"
)
_RESTARTS = f"(failure_records.evolution_status = 'RESOLVED' OR {_EXPIRED})"

_SQL_LOOKUP = f"SELECT {RECORD_COLUMNS} FROM failure_records WHERE tool_signature = ? AND env_snapshot_hash = ?"


class FailureRecordRow(NamedRow):
    """A ``failure_records`` row: :data:`RECORD_COLUMNS`."""

    __slots__ = ()
    id: int
    tool_signature: str
    env_snapshot_hash: str
    error_type: str
    retry_count: int
    created_at: str
    updated_at: str
    error_message: str | None
    tool_name: str
    evolution_status: str
    kind: str | None
    fingerprint: str | None


#: RECORD_COLUMNS less the two a lookup is by. The check before every tool call reads these as a plain tuple,
#: unpacked: (id, error_type, retry_count, created_at, updated_at, error_message, tool_name, evolution_status,
#: kind, fingerprint).
FIND_COLUMNS = (
    "id, error_type, retry_count, created_at, updated_at, error_message, tool_name, evolution_status, kind, fingerprint"
)
_SQL_FIND = f"SELECT {FIND_COLUMNS} FROM failure_records WHERE tool_signature = ? AND env_snapshot_hash = ?"
# The same read over several environments at once (an agent's workspace has up to three), the environment first.
_SQL_FIND_IN = (
    f"SELECT env_snapshot_hash, {FIND_COLUMNS} FROM failure_records WHERE tool_signature = ? AND env_snapshot_hash IN "
)

# One statement, so concurrent writers can never lose an increment. A failure after the record was
# resolved or expired starts a new streak at 1 instead of resuming the old count. tool_name is not
# reassigned: it is part of the signature, and assigning an indexed column rewrites its index entry.
_SQL_RECORD = f"""
INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,
                             updated_at, error_message, tool_name, evolution_status, kind, fingerprint,
                             fingerprint_version)
VALUES (?, ?, ?, 1, ?, ?, ?, ?, 'PENDING', ?, ?, ?)
ON CONFLICT (tool_signature, env_snapshot_hash) DO UPDATE SET
    kind = excluded.kind,
    fingerprint = excluded.fingerprint,
    fingerprint_version = excluded.fingerprint_version,
    retry_count = CASE WHEN {_RESTARTS} THEN 1 ELSE failure_records.retry_count + 1 END,
    created_at = CASE WHEN {_RESTARTS} THEN excluded.created_at ELSE failure_records.created_at END,
    updated_at = excluded.updated_at,
    error_message = excluded.error_message,
    error_type = excluded.error_type,
    evolution_status = CASE WHEN failure_records.evolution_status = 'IGNORED'
                            THEN 'IGNORED' ELSE 'PENDING' END
RETURNING id, retry_count, created_at, tool_name, evolution_status
"""

_SQL_EVENT = (
    "INSERT INTO failure_events (occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type,"
    " error_message, kind, fingerprint, fingerprint_version, params) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)

_SQL_FINGERPRINT_CANDIDATES = (
    "SELECT key, template FROM fingerprints WHERE version = ? AND bucket = ? ORDER BY updated_at DESC, key LIMIT ?"
)
# A group's key and bucket never change; its template may generalise. ``first_seen`` stays the first.
_SQL_FINGERPRINT_LEARN = """
INSERT INTO fingerprints (key, version, bucket, template, kind, first_seen, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (key) DO UPDATE SET template = excluded.template, updated_at = excluded.updated_at
"""
_SQL_FINGERPRINT_GET = (
    "SELECT key, version, bucket, template, kind, first_seen, updated_at FROM fingerprints WHERE key = ?"
)


class FingerprintRow(NamedRow):
    """A fingerprint group (``fingerprints``)."""

    __slots__ = ()
    key: str
    version: int
    bucket: str
    template: str
    kind: str | None
    first_seen: str
    updated_at: str


_SQL_KINDS = "SELECT COALESCE(kind, 'unknown'), COUNT(*) FROM failure_records GROUP BY COALESCE(kind, 'unknown')"

# The failure log grouped by fingerprint: how often, when first and last, in how many distinct calls;
# aggregated first and joined to the templates after (one lookup per group kept, not one per row). The one
# definition of a group, read by `groups`, the report and the dashboard alike.
#
# These read most of a large log, and a sequential scan then beats walking an index row by row (2-5x at 1M
# rows on SQLite): so "all time" has no time condition at all, and grouping is by ``fingerprint || ''``, an
# expression no index provides (PostgreSQL plans the same hash aggregate either way).
_SQL_GROUPS = """
SELECT g.fingerprint, g.version, g.failures, g.first_seen, g.last_seen, g.calls, g.kind, f.template, g.tool_name
FROM (
    SELECT fingerprint || '' AS fingerprint, MAX(fingerprint_version) AS version, COUNT(*) AS failures,
           MIN(occurred_at) AS first_seen, MAX(occurred_at) AS last_seen,
           COUNT(DISTINCT tool_signature) AS calls, MAX(kind) AS kind, MAX(tool_name) AS tool_name
    FROM failure_events WHERE fingerprint IS NOT NULL {and_time}
    GROUP BY 1 ORDER BY 3 DESC, 5 DESC, 1 LIMIT ?
) g LEFT JOIN fingerprints f ON f.key = g.fingerprint
ORDER BY g.failures DESC, g.last_seen DESC, g.fingerprint
"""
_SQL_GROUP_EVENTS = (
    "SELECT id, occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type, error_message, kind,"
    " fingerprint, fingerprint_version, params FROM failure_events WHERE fingerprint = ?"
    " ORDER BY occurred_at DESC, id DESC LIMIT ?"
)


class FailureGroupRow(NamedRow):
    """The failure log's failures of one fingerprint (:meth:`Store.failure_groups`)."""

    __slots__ = ()
    fingerprint: str
    version: int | None
    failures: int
    first_seen: str
    last_seen: str
    calls: int
    kind: str | None
    template: str | None
    tool_name: str


class FailureEventRow(NamedRow):
    """One failure of the log (``failure_events``)."""

    __slots__ = ()
    id: int
    occurred_at: str
    tool_name: str
    tool_signature: str
    env_snapshot_hash: str
    error_type: str
    error_message: str | None
    kind: str | None
    fingerprint: str | None
    fingerprint_version: int | None
    params: str | None


_SQL_CLEAR_ONE = (
    "UPDATE failure_records SET evolution_status = 'RESOLVED', updated_at = ?"
    " WHERE tool_signature = ? AND env_snapshot_hash = ? AND evolution_status <> 'RESOLVED'"
)
_SQL_CLEAR_ALL = (
    "UPDATE failure_records SET evolution_status = 'RESOLVED', updated_at = ?"
    " WHERE tool_signature = ? AND evolution_status <> 'RESOLVED'"
)

_SQL_HAS_UNRESOLVED = (
    "SELECT 1 FROM failure_records WHERE tool_signature = ? AND env_snapshot_hash = ?"
    " AND evolution_status <> 'RESOLVED'"
)
_SQL_HAS_UNRESOLVED_ANY = (
    "SELECT 1 FROM failure_records WHERE tool_signature = ? AND evolution_status <> 'RESOLVED' LIMIT 1"
)

_SQL_SWEEP = f"DELETE FROM failure_records WHERE {_EXPIRED}"

_SQL_STATS = f"""
SELECT COUNT(*),
       SUM(CASE WHEN error_type = 'HARD' THEN 1 ELSE 0 END),
       SUM(CASE WHEN error_type = 'SOFT' THEN 1 ELSE 0 END),
       SUM(CASE WHEN evolution_status = 'PENDING' THEN 1 ELSE 0 END),
       SUM(CASE WHEN evolution_status = 'RESOLVED' THEN 1 ELSE 0 END),
       SUM(CASE WHEN evolution_status = 'IGNORED' THEN 1 ELSE 0 END),
       SUM(CASE WHEN evolution_status = 'PENDING' AND {_EXPIRED} THEN 1 ELSE 0 END),
       SUM(CASE WHEN evolution_status = 'PENDING' AND NOT {_EXPIRED} AND retry_count >= ? THEN 1 ELSE 0 END)
FROM failure_records
"""

_SQL_RECENT = f"SELECT {RECORD_COLUMNS} FROM failure_records ORDER BY updated_at DESC, id DESC LIMIT ?"

_SQL_EVENT_COUNT = "SELECT COUNT(*) FROM failure_events"

_SQL_META_GET = "SELECT value FROM store_meta WHERE key = ?"
_SQL_META_PUT = (
    "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)
_SQL_META_ADD = "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"


ESCALATION_COLUMNS = (
    "id, project_id, session_id, job_id, signature, error_type, error_message, category, attempts,"
    " recommended_action, plain_english_problem, options, status, resolution, created_at, resolved_at"
)
_SQL_ESCALATION_INSERT = (
    f"INSERT INTO escalations ({ESCALATION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', NULL, ?, NULL)"
)
_SQL_ESCALATION_GET = f"SELECT {ESCALATION_COLUMNS} FROM escalations WHERE id = ?"
_SQL_ESCALATION_RESOLVE = (
    "UPDATE escalations SET status = 'resolved', resolution = ?, resolved_at = ? WHERE id = ? AND status = 'open'"
)


class EscalationRow(NamedRow):
    """An ``escalations`` row: :data:`ESCALATION_COLUMNS`."""

    __slots__ = ()
    id: str
    project_id: str
    session_id: str
    job_id: str
    signature: str
    error_type: str
    error_message: str
    category: str
    attempts: int
    recommended_action: str
    plain_english_problem: str
    options: str
    status: str
    resolution: str | None
    created_at: str
    resolved_at: str | None


class Backend(Protocol):
    """What the store needs from a database backend (SQLite and PostgreSQL provide it)."""

    dialect: str
    display: str

    def fetchone(self, sql: str, params: Any = ()) -> Row | None: ...
    def fetchall(self, sql: str, params: Any = ()) -> list[Row]: ...
    def stream(self, sql: str, params: Any = (), batch_size: int = 1000) -> Iterator[list[Row]]: ...
    def transaction(self) -> AbstractContextManager[Any]: ...
    def migrate(self, migrations: Sequence[Migration]) -> None: ...
    def schema_version(self) -> int: ...
    def columns(self, table: str) -> list[str]: ...
    def primary_key(self, table: str) -> list[str]: ...
    def after_bulk_insert(self, table: str) -> None: ...
    def close(self) -> None: ...


class _Recording:
    """What :meth:`Store.recording` returns, written out (as the backends' transactions are) rather than made
    with ``@contextmanager``, whose generator costs every recorded failure a few microseconds."""

    __slots__ = ("identity", "now", "store", "transaction")

    def __init__(self, store: Store, identity: FailureIdentity | None, now: str) -> None:
        self.store = store
        self.identity = identity
        self.now = now

    def __enter__(self) -> Any:
        transaction = self.transaction = self.store.backend.transaction()
        tx = transaction.__enter__()
        identity = self.identity
        if identity is not None and identity.learned is not None:
            try:
                self.store.learn_fingerprint(tx, identity, self.now)
            except BaseException as exc:
                transaction.__exit__(type(exc), exc, exc.__traceback__)
                raise
        return tx

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: Any) -> Any:
        return self.transaction.__exit__(exc_type, exc, tb)


class Store(HooksSQL, IterationSQL, KnowledgeSQL, OutcomesSQL, ReportSQL, SimilaritySQL, UpgradeSQL):
    """The one store every capability shares. Open it with :func:`oncebitten.store.open_store`."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        #: This store's :class:`oncebitten.engine.core.Engine` in this process, set by ``engine_for`` on first
        #: use: kept here so that it lives exactly as long as the store.
        self.engine: Any = None
        try:
            backend.migrate(MIGRATIONS)
        except BaseException:
            # A refused store keeps no connection open on a file it will not use; the refusal is what is reported.
            with contextlib.suppress(Exception):
                backend.close()
            raise

    @property
    def display(self) -> str:
        """Where the store is, safe to print (passwords masked)."""
        return self.backend.display

    def close(self) -> None:
        """Close this thread's connection."""
        self.backend.close()

    def recording(self, identity: FailureIdentity | None, now: str) -> _Recording:
        """A write transaction for a failure: the fingerprint group ``identity`` taught (if any) is written
        first, so a failure and its new group commit together or not at all.

        ``with store.recording(identity, now) as tx:`` gives what :meth:`Backend.transaction` gives; a repeat
        of a known group (the common case) writes nothing more than the caller's statements.

        Raises:
            StoreBusy: the write lock stayed held by others past the busy timeout.
            StoreError: the write failed (nothing was written).
        """
        return _Recording(self, identity, now)

    # -- the store itself ------------------------------------------------------------------------

    def get_meta(self, key: str) -> str | None:
        """A fact about the store (``None`` if unset)."""
        row = self.backend.fetchone(_SQL_META_GET, (key,))
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        """Set a fact about the store."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_META_PUT, (key, value))

    def store_id(self) -> str:
        """This store's random id, made on first use and kept for its lifetime (copies get their own)."""
        existing = self.get_meta("store_id")
        if existing is not None:
            return existing
        import uuid

        with self.backend.transaction() as tx:
            tx.execute(_SQL_META_ADD, ("store_id", uuid.uuid4().hex))
            row = tx.execute(_SQL_META_GET, ("store_id",)).fetchone()
        return str(row[0])

    # -- escalations (the escalation tracker design) ------------------------------------------------------------------

    def escalation_insert(self, values: Sequence[Any]) -> None:
        """Store an open escalation; ``values`` follow :data:`ESCALATION_COLUMNS` up to ``options``, then
        ``created_at``."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_ESCALATION_INSERT, tuple(values))

    def escalation_get(self, escalation_id: str) -> EscalationRow | None:
        """One escalation by id."""
        row = self.backend.fetchone(_SQL_ESCALATION_GET, (escalation_id,))
        return None if row is None else EscalationRow(row)

    def escalation_list(self, *, status: str | None, project_id: str | None, limit: int) -> list[EscalationRow]:
        """Escalations, newest first, optionally of one status and one project."""
        clauses, params = [], []
        if status is not None:
            clauses.append("status = ?")
            params.append(status)
        if project_id is not None:
            clauses.append("project_id = ?")
            params.append(project_id)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        sql = f"SELECT {ESCALATION_COLUMNS} FROM escalations{where} ORDER BY created_at DESC, id LIMIT ?"
        return [EscalationRow(row) for row in self.backend.fetchall(sql, (*params, limit))]

    def escalation_resolve(self, escalation_id: str, resolution: str, now: str) -> bool:
        """Mark an open escalation resolved; False if it does not exist or was already resolved."""
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_ESCALATION_RESOLVE, (resolution, now, escalation_id)).rowcount) > 0

    # -- advisor (the tool-call advisor design) -----------------------------------------------------------------------

    def advisor_lookup(self, tool_signature: str, env_snapshot_hash: str) -> FailureRecordRow | None:
        """The record for this call in this environment (a point lookup on the unique index), if any."""
        row = self.backend.fetchone(_SQL_LOOKUP, (tool_signature, env_snapshot_hash))
        return None if row is None else FailureRecordRow(row)

    def advisor_find_fn(self) -> Callable[[str, str], Row | None]:
        """A function ``(tool_signature, env_snapshot_hash) -> row`` for the check before every tool call:
        :meth:`advisor_lookup`'s row less the two columns the caller gave (:data:`FIND_COLUMNS`; each column
        a read returns costs, found or not), through the backend's own one-function read where it offers
        one (SQLite). A plain tuple, not a named row: this read runs before every tool call."""
        fetchone_fn = getattr(self.backend, "fetchone_fn", None)
        if fetchone_fn is None:
            backend = self.backend

            def find(tool_signature: str, env_snapshot_hash: str) -> Row | None:
                return backend.fetchone(_SQL_FIND, (tool_signature, env_snapshot_hash))

            return find
        found: Callable[[str, str], Row | None] = fetchone_fn(_SQL_FIND)
        return found

    def advisor_find_in(self, tool_signature: str, env_snapshot_hashes: Sequence[str]) -> list[Row]:
        """The call's records in any of the given environments, in one query: rows of ``env_snapshot_hash`` then
        :data:`FIND_COLUMNS`, in no particular order (plain tuples, as :meth:`advisor_find_fn`'s)."""
        if not env_snapshot_hashes:
            return []
        placeholders = ", ".join("?" * len(env_snapshot_hashes))
        return self.backend.fetchall(f"{_SQL_FIND_IN}({placeholders})", (tool_signature, *env_snapshot_hashes))

    def advisor_record(
        self,
        *,
        tool_name: str,
        tool_signature: str,
        env_snapshot_hash: str,
        error_type: str,
        identity: FailureIdentity,
        params_json: str | None,
        now: str,
        hard_cutoff: str,
        soft_cutoff: str,
    ) -> FailureRecordRow:
        """Count one more failure of this call in this environment, log it, and return the record.

        The record, its log entry and (when new) its fingerprint group are written in one transaction.
        """
        message = identity.message
        params = (
            tool_signature, env_snapshot_hash, error_type, now, now, message, tool_name,
            identity.kind, identity.fingerprint, identity.version,
            hard_cutoff, soft_cutoff, hard_cutoff, soft_cutoff,
        )  # fmt: skip
        with self.recording(identity, now) as tx:
            # Only what the statement decides comes back (each column returned costs); the rest is what we wrote.
            record_id, count, created_at, stored_tool, status = tx.execute(_SQL_RECORD, params).fetchone()
            tx.execute(
                _SQL_EVENT,
                (now, tool_name, tool_signature, env_snapshot_hash, error_type, message, identity.kind,
                 identity.fingerprint, identity.version, params_json),
            )  # fmt: skip
        return FailureRecordRow(
            (record_id, tool_signature, env_snapshot_hash, error_type, count, created_at, now, message, stored_tool,
             status, identity.kind, identity.fingerprint)
        )  # fmt: skip

    def advisor_clear(self, tool_signature: str, env_snapshot_hash: str | None, now: str) -> int:
        """Mark the call's records resolved (in one environment, or in all). Returns how many changed.

        Most successes have nothing to clear: a read finds that out without taking the write lock.
        """
        if env_snapshot_hash is None:
            pending = self.backend.fetchone(_SQL_HAS_UNRESOLVED_ANY, (tool_signature,))
        else:
            pending = self.backend.fetchone(_SQL_HAS_UNRESOLVED, (tool_signature, env_snapshot_hash))
        if pending is None:
            return 0
        with self.backend.transaction() as tx:
            if env_snapshot_hash is None:
                cursor = tx.execute(_SQL_CLEAR_ALL, (now, tool_signature))
            else:
                cursor = tx.execute(_SQL_CLEAR_ONE, (now, tool_signature, env_snapshot_hash))
            return int(cursor.rowcount)

    def advisor_sweep(self, hard_cutoff: str, soft_cutoff: str) -> int:
        """Delete advisor records past their TTL (their failures stay in the event log)."""
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_SWEEP, (hard_cutoff, soft_cutoff)).rowcount)

    def advisor_stats(self, hard_cutoff: str, soft_cutoff: str, block_threshold: int) -> dict[str, int]:
        """Counts over the advisor's records and the failure log."""
        row = self.backend.fetchone(_SQL_STATS, (hard_cutoff, soft_cutoff, hard_cutoff, soft_cutoff, block_threshold))
        events = self.backend.fetchone(_SQL_EVENT_COUNT)
        values = [int(v or 0) for v in (row or (0,) * 8)]
        keys = ("total_records", "hard_errors", "soft_errors", "pending", "resolved", "ignored",
                "expired", "blocking")  # fmt: skip
        stats = dict(zip(keys, values, strict=True))
        stats["failures_logged"] = int(events[0]) if events else 0
        return stats

    def advisor_recent(self, limit: int) -> list[FailureRecordRow]:
        """The most recently updated advisor records."""
        return [FailureRecordRow(row) for row in self.backend.fetchall(_SQL_RECENT, (limit,))]

    def advisor_kinds(self) -> dict[str, int]:
        """Advisor records per shared kind (records from before kinds existed count as ``unknown``)."""
        return {str(kind): int(count) for kind, count in self.backend.fetchall(_SQL_KINDS)}

    # -- fingerprints (shared by every capability) -----------------------------------------------

    def learn_fingerprint(self, tx: Any, identity: FailureIdentity, now: str) -> None:
        """Write a new or generalised fingerprint group, and index its template for similarity search, in the
        caller's transaction (a repeat of a known group writes nothing). Failures are written through
        :meth:`recording`, which calls this first."""
        if identity.learned is not None:
            bucket, template = identity.learned
            tx.execute(
                _SQL_FINGERPRINT_LEARN,
                (identity.fingerprint, identity.version, bucket, template, identity.kind, now, now),
            )
            self.similarity_add(tx, "fingerprint", identity.fingerprint, "", template, now)

    def fingerprint_candidates(self, version: int, bucket: str, limit: int) -> list[tuple[str, str]]:
        """``(key, template)`` of the groups a message of this bucket could join, most recent first."""
        return [
            (str(k), str(t)) for k, t in self.backend.fetchall(_SQL_FINGERPRINT_CANDIDATES, (version, bucket, limit))
        ]

    def fingerprint_get(self, key: str) -> FingerprintRow | None:
        """One fingerprint group."""
        row = self.backend.fetchone(_SQL_FINGERPRINT_GET, (key,))
        return None if row is None else FingerprintRow(row)

    def failure_groups(self, since: str, limit: int) -> list[FailureGroupRow]:
        """The failure log since ``since`` (``""``: all of it) grouped by fingerprint, most frequent first."""
        if not since:
            rows = self.backend.fetchall(_SQL_GROUPS.format(and_time=""), (limit,))
        else:
            rows = self.backend.fetchall(_SQL_GROUPS.format(and_time="AND occurred_at >= ?"), (since, limit))
        return [FailureGroupRow(row) for row in rows]

    def failure_group_events(self, key: str, limit: int) -> list[FailureEventRow]:
        """The logged failures of one fingerprint group, newest first; an old key (from before an upgrade of
        the fingerprint) gives the failures of the group(s) its failures now belong to as well."""
        keys = self.fingerprint_keys([key])
        sql = _SQL_GROUP_EVENTS.replace("fingerprint = ?", f"fingerprint IN ({', '.join('?' for _ in keys)})")
        return [FailureEventRow(row) for row in self.backend.fetchall(sql, (*keys, limit))]
