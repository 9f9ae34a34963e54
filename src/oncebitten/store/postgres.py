"""The PostgreSQL backend (psycopg 3, pooled): connections, transactions and migrations. No domain SQL.

For a fleet of agents on many machines sharing one memory. The statements are the store's own, written
with ``?`` placeholders; they are adapted here once (``?`` → ``%s``) and cached.

- a connection pool per process (``psycopg_pool``); a transaction holds one pooled connection for its
  whole extent, and nested transactions become savepoints on it;
- counting uses the same single-statement upserts as SQLite (``INSERT ... ON CONFLICT DO UPDATE``), which
  take the row lock, so concurrent writers never lose an increment;
- migrations take a transaction-level advisory lock, so concurrent openers apply each one exactly once;
- the URL's password never appears in an error message (``display`` is masked).

Install with the ``postgres`` extra (``pip install -e '.[postgres]'`` in a clone).
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from .._time import iso, utc_now
from ..errors import SchemaTooNew, StoreBusy, StoreError, StoreForeign, StoreUnavailable
from .schema import HISTORY_COLUMNS, PG_COLUMNS_SQL, SCHEMA_MIGRATIONS_DDL, Migration, recognise
from .target import mask_url

try:  # psycopg is an optional extra; the error says how to get it
    import psycopg
    import psycopg_pool
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise StoreUnavailable(
        "the PostgreSQL backend needs psycopg, oncebitten's 'postgres' extra: "
        "pip install 'psycopg[binary]>=3.2' 'psycopg-pool>=3.2' "
        "(in a clone of oncebitten: pip install -e '.[postgres]')"
    ) from exc

Params = Sequence[Any]

#: Any constant works; it only has to be the same for every oncebitten process.
_MIGRATION_LOCK_KEY = 0x0B1770

_live_backends: weakref.WeakSet[PostgresBackend] = weakref.WeakSet()


def _forget_pools_after_fork() -> None:
    # A forked child must not use the parent's sockets; it opens its own pool on first use.
    for backend in list(_live_backends):
        backend._pool = None
        backend._local = threading.local()


os.register_at_fork(after_in_child=_forget_pools_after_fork)

_adapted: dict[str, str] = {}


def adapt(sql: str) -> str:
    """``?`` placeholders to psycopg's ``%s`` (literal ``%`` doubled). Cached per statement."""
    text = _adapted.get(sql)
    if text is None:
        text = sql.replace("%", "%%").replace("?", "%s")
        _adapted[sql] = text
    return text


class _Tx:
    """The connection inside a transaction, speaking the store's ``?`` dialect."""

    __slots__ = ("_conn",)

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Params = ()) -> psycopg.Cursor[Any]:
        return self._conn.execute(adapt(sql), params)

    def executemany(self, sql: str, rows: Any) -> psycopg.Cursor[Any]:
        cursor = self._conn.cursor()
        cursor.executemany(adapt(sql), rows)
        return cursor


class PostgresBackend:
    """Pooled connections and transactions on one PostgreSQL database.

    Args:
        url: ``postgresql://user:password@host:port/dbname`` (libpq parameters in the query string work,
            e.g. ``?options=-csearch_path%3Doncebitten`` to keep the tables in their own schema).
        pool_size: most connections this process keeps open (``ONCEBITTEN_PG_POOL_SIZE``, default 4).
        busy_timeout: seconds a statement may wait for a lock before :class:`StoreBusy`.
        connect_timeout: seconds a connection may take before :class:`StoreUnavailable` (default 10, unless
            the URL says; libpq counts at least 2).
        pool_timeout: seconds to wait for a pooled connection (default ``busy_timeout``).
    """

    dialect = "postgresql"

    def __init__(
        self,
        url: str,
        *,
        pool_size: int | None = None,
        busy_timeout: float = 30.0,
        connect_timeout: float = 10.0,
        pool_timeout: float | None = None,
    ) -> None:
        self.url = url
        self.display = mask_url(url)
        self.pool_size = pool_size or int(os.environ.get("ONCEBITTEN_PG_POOL_SIZE", "4"))
        self.busy_timeout = busy_timeout
        self.connect_timeout = connect_timeout
        #: Set by a hook (:class:`oncebitten.hooks.handler.Budget`): a commit happens only while it is not
        #: abandoned, and is counted, so a hook out of time knows exactly whether its failure was recorded.
        self.commit_guard: Any = None
        self.pool_timeout = busy_timeout if pool_timeout is None else pool_timeout
        self._pool: psycopg_pool.ConnectionPool[Any] | None = None
        self._pool_lock = threading.Lock()
        self._local = threading.local()
        _live_backends.add(self)

    # -- connections -------------------------------------------------------------------------------

    def _get_pool(self) -> psycopg_pool.ConnectionPool[Any]:
        pool = self._pool
        if pool is None:
            with self._pool_lock:
                pool = self._pool
                if pool is None:
                    timeout_ms = int(self.busy_timeout * 1000)
                    # keep any options the URL carries (e.g. a search_path) and add the lock timeouts
                    url_options = psycopg.conninfo.conninfo_to_dict(self.url).get("options") or ""
                    options = f"{url_options} -c lock_timeout={timeout_ms} -c statement_timeout={timeout_ms * 4}"
                    kwargs: dict[str, Any] = {"autocommit": True, "options": options.strip()}
                    if "connect_timeout" not in psycopg.conninfo.conninfo_to_dict(self.url):
                        kwargs["connect_timeout"] = max(1, round(self.connect_timeout))
                    probe = dict(kwargs)
                    try:  # one direct connection first: bad credentials or hosts fail now, not after retries
                        psycopg.connect(self.url, **probe).close()
                    except psycopg.Error as exc:
                        raise self._translate(exc) from None
                    pool = psycopg_pool.ConnectionPool(
                        self.url,
                        min_size=1,
                        max_size=max(1, self.pool_size),
                        kwargs=kwargs,
                        open=False,
                        name="oncebitten",
                    )
                    try:
                        pool.open(wait=True, timeout=self.pool_timeout)
                    except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
                        pool.close()
                        raise self._translate(exc) from None
                    self._pool = pool
        return pool

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection[Any]]:
        conn: psycopg.Connection[Any] | None = getattr(self._local, "conn", None)
        if conn is not None:  # inside a transaction on this thread: reuse its connection
            yield conn
            return
        try:
            with self._get_pool().connection(timeout=self.pool_timeout) as pooled:
                yield pooled
        except psycopg_pool.PoolTimeout as exc:
            raise StoreBusy(f"{self.display}: no pooled connection free ({exc})") from None

    def discard_pool(self) -> None:
        """Forget the pool at once (the next use opens a new one) and close it in the background: after the
        server went away, its reconnection attempts back off for seconds, and closing waits for them."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            threading.Thread(target=pool.close, kwargs={"timeout": 1.0}, daemon=True).start()

    def close(self) -> None:
        """Close the pool (it reopens on next use)."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def _translate(self, exc: BaseException) -> StoreError:
        message = mask_url(str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)
        if self.url in message:
            message = message.replace(self.url, self.display)
        sqlstate = getattr(exc, "sqlstate", None) or ""
        if sqlstate in ("55P03", "40P01", "57014") or isinstance(exc, psycopg_pool.PoolTimeout):
            return StoreBusy(f"{self.display}: {message}")
        if isinstance(exc, psycopg.OperationalError) or sqlstate.startswith(("08", "28", "3D", "42501")):
            return StoreUnavailable(f"{self.display}: {message}")
        return StoreError(f"{self.display}: {message}")

    # -- reads -------------------------------------------------------------------------------------

    def fetchone(self, sql: str, params: Params = ()) -> tuple[Any, ...] | None:
        """Run a read and return its first row (or ``None``)."""
        try:
            with self._connection() as conn:
                row: tuple[Any, ...] | None = conn.execute(adapt(sql), params).fetchone()
                return row
        except psycopg.Error as exc:
            raise self._translate(exc) from None

    def fetchall(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        """Run a read and return all its rows."""
        try:
            with self._connection() as conn:
                return conn.execute(adapt(sql), params).fetchall()
        except psycopg.Error as exc:
            raise self._translate(exc) from None

    def stream(self, sql: str, params: Params = (), batch_size: int = 1000) -> Iterator[list[tuple[Any, ...]]]:
        """Run a read and yield its rows in batches, through a server-side cursor."""
        try:
            with (
                self._connection() as conn,
                conn.transaction(),
                conn.cursor(name="oncebitten_stream") as cursor,
            ):
                cursor.execute(adapt(sql), params)
                while batch := cursor.fetchmany(batch_size):
                    yield batch
        except psycopg.Error as exc:
            raise self._translate(exc) from None

    def columns(self, table: str) -> list[str]:
        """The column names of ``table`` (in the current schema), in order."""
        rows = self.fetchall(PG_COLUMNS_SQL, (table,))
        return [str(r[0]) for r in rows]

    def primary_key(self, table: str) -> list[str]:
        """The primary-key columns of ``table``, in key order."""
        rows = self.fetchall(
            "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid"
            " AND a.attnum = ANY(i.indkey) WHERE i.indrelid = to_regclass(?) AND i.indisprimary"
            " ORDER BY array_position(i.indkey::int2[], a.attnum)",
            (table,),
        )
        return [str(r[0]) for r in rows]

    def after_bulk_insert(self, table: str) -> None:
        """Move an identity column's sequence past the ids copied in explicitly."""
        if "id" not in self.columns(table):
            return
        sequence = self.fetchone("SELECT pg_get_serial_sequence(?, 'id')", (table,))
        if sequence and sequence[0]:
            self.fetchone(f"SELECT setval(?, GREATEST((SELECT COALESCE(MAX(id), 0) FROM {table}), 1))", (sequence[0],))

    # -- writes ------------------------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[_Tx]:
        """A write transaction; nested calls become savepoints. Commits on exit, rolls back on error.

        Raises:
            StoreBusy: a lock or a pooled connection was not had within the busy timeout.
            StoreError: any other database failure (the transaction is rolled back).
        """
        outer = getattr(self._local, "conn", None) is None
        guard: Any = self.commit_guard if outer else None
        locked = False
        try:
            with self._connection() as conn:
                if outer:
                    self._local.conn = conn
                try:
                    with conn.transaction():
                        yield _Tx(conn)
                        if guard is not None:
                            locked = guard.lock.acquire()
                            if guard.abandoned:
                                raise StoreBusy(f"{self.display}: out of time; rolled back")
                    if guard is not None:
                        guard.commits += 1
                finally:
                    if locked and guard is not None:
                        guard.lock.release()
                    if outer:
                        self._local.conn = None
        except psycopg.Error as exc:
            raise self._translate(exc) from None

    # -- schema ------------------------------------------------------------------------------------

    def schema_version(self) -> int:
        """The highest applied migration (0 for an empty database)."""
        row = self.fetchone("SELECT to_regclass('schema_migrations') IS NOT NULL")
        if not row or not row[0]:
            return 0
        row = self.fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return int(row[0]) if row else 0

    def _recognise(self) -> tuple[str, str]:
        """What the current schema holds (:func:`~.schema.recognise`), read without writing."""
        objects = {
            str(name): str(kind)
            for name, kind in self.fetchall(
                "SELECT c.relname, CASE WHEN c.relkind IN ('v', 'm') THEN 'view' ELSE 'table' END FROM pg_class c"
                " JOIN pg_namespace n ON n.oid = c.relnamespace"
                " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')"
            )
        }
        columns: dict[str, list[str]] = {
            table: self.columns(table) for table in ("schema_migrations", "failure_records") if table in objects
        }
        history = None
        if tuple(columns.get("schema_migrations", ())) == HISTORY_COLUMNS:
            try:
                history = [(int(v), str(n)) for v, n in self.fetchall("SELECT version, name FROM schema_migrations")]
            except (StoreError, TypeError, ValueError):
                history = None
        return recognise(objects, columns, history)

    def migrate(self, migrations: Sequence[Migration]) -> None:
        """Bring the schema up to date, one migration per transaction, under an advisory lock.

        Only a schema that is empty or holds an oncebitten store (known by its migration history) is touched.

        Raises:
            StoreForeign: the schema holds another program's tables (left untouched).
            SchemaTooNew: the database was written by a newer oncebitten.
            StoreUnavailable: the server cannot be reached or refuses the credentials.
        """
        latest = migrations[-1].version
        verdict, why = self._recognise()
        if verdict == "foreign":
            raise StoreForeign(f"{self.display}: belongs to another program ({why}); refusing to modify it")
        if verdict == "newer":
            raise SchemaTooNew(f"{self.display}: {why} is newer than this oncebitten understands; upgrade oncebitten")
        version = self.schema_version()
        if version == latest:
            return
        if version > latest:
            raise SchemaTooNew(
                f"{self.display}: schema version {version} is newer than this oncebitten understands "
                f"({latest}); upgrade oncebitten"
            )
        for migration in migrations:
            with self.transaction() as tx:
                tx.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK_KEY,))
                tx.execute(SCHEMA_MIGRATIONS_DDL)
                row = tx.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetchone()
                current = int(row[0]) if row else 0
                if current > latest:
                    raise SchemaTooNew(f"{self.display}: schema version {current} is newer than {latest}")
                if current >= migration.version:
                    continue
                for statement in migration.render(self.dialect):
                    tx.execute(statement)
                tx.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (version) DO NOTHING",
                    (migration.version, migration.name, iso(utc_now())),
                )
