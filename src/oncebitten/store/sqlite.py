"""The embedded SQLite backend: connections, transactions and migrations. No domain SQL lives here.

How it stays safe with many threads and many processes at once:

- one connection per thread (and per process: a forked child never reuses its parent's connection),
  reused for every call rather than opened per call;
- WAL journal, so readers never wait for the writer; ``synchronous=NORMAL`` by default (nothing is lost or
  corrupted when a process crashes; the last commits can be lost on power loss), ``FULL`` on request;
- every write runs under ``BEGIN IMMEDIATE``: the write lock is taken up front, waiting up to the busy
  timeout. (A read-then-write under plain ``BEGIN`` fails with "database is locked" at once, ignoring the
  busy timeout, when another process committed in between.) Nested transactions become savepoints;
- migrations run one at a time under that same lock, re-reading the version once the lock is held, so two
  processes opening a fresh file at once never both apply one.
"""

from __future__ import annotations

# threading's and weakref's C cores (threading.local is _thread._local, weakref.WeakSet is
# _weakrefset.WeakSet): a hook process does not pay for importing the wrappers (docs/performance-log.md).
import _thread
import os
import sqlite3
import time
from _weakrefset import WeakSet
from collections.abc import Iterator, Sequence

from .._time import iso, utc_now
from ..errors import (
    SchemaTooNew,
    StoreBusy,
    StoreCorrupt,
    StoreError,
    StoreForeign,
    StoreUnavailable,
)
from .schema import OWN_TABLES, SCHEMA_MIGRATIONS_DDL

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: this module is on every hook's start-up path
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .schema import Migration

    Params = Sequence[Any]

_SYNCHRONOUS_LEVELS = ("OFF", "NORMAL", "FULL", "EXTRA")
_MMAP_BYTES = 256 * 1024 * 1024
_live_backends: WeakSet[SQLiteBackend] = WeakSet()
_orphans: list[sqlite3.Connection] = []


def _forget_connections_after_fork() -> None:
    # A connection must never cross a fork. The child drops its inherited ones without closing them
    # (closing could disturb the parent's locks); they are kept referenced so they are never finalised.
    for backend in list(_live_backends):
        stale = getattr(backend._local, "conn", None)
        if stale is not None:
            _orphans.append(stale)
        backend._local = _thread._local()


os.register_at_fork(after_in_child=_forget_connections_after_fork)


def _identifier(name: str) -> str:
    if not name.replace("_", "").isalnum():
        raise StoreError(f"not a table name: {name!r}")
    return name


def translate(exc: sqlite3.Error, target: str) -> StoreError:
    """Map a ``sqlite3`` error to oncebitten's hierarchy, naming the database (never its contents)."""
    message = str(exc)
    lowered = message.lower()
    if "locked" in lowered or "busy" in lowered:
        return StoreBusy(f"{target}: database is locked by other writers (busy timeout exceeded)")
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
        return StoreCorrupt(f"{target}: not an oncebitten database, or damaged ({message})")
    if "readonly" in lowered or "unable to open" in lowered or "disk i/o" in lowered or "full" in lowered:
        return StoreUnavailable(f"{target}: {message}")
    return StoreError(f"{target}: {message}")


class SQLiteBackend:
    """Connections and transactions on one SQLite file.

    Args:
        path: the database file; its directory is created if missing.
        synchronous: ``"NORMAL"`` (default) or ``"FULL"`` for durability against power loss
            (also set by the environment variable ``ONCEBITTEN_SYNCHRONOUS``).
        busy_timeout: seconds a writer waits for the lock before :class:`StoreBusy` is raised.
    """

    dialect = "sqlite"

    def __init__(
        self, path: str | os.PathLike[str], *, synchronous: str | None = None, busy_timeout: float = 30.0
    ) -> None:
        level = (synchronous or os.environ.get("ONCEBITTEN_SYNCHRONOUS") or "NORMAL").upper()
        if level not in _SYNCHRONOUS_LEVELS:
            raise StoreError(f"synchronous must be one of {', '.join(_SYNCHRONOUS_LEVELS)}, not {level!r}")
        self.path = os.fspath(path)
        self.display = self.path
        self.synchronous = level
        self.busy_timeout = busy_timeout
        self._local = _thread._local()
        _live_backends.add(self)

    # -- connections -------------------------------------------------------------------------------

    def connection(self) -> sqlite3.Connection:
        """This thread's connection, opened on first use."""
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
        return conn

    def _connect(self) -> sqlite3.Connection:
        try:
            os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(f"{self.display}: cannot create directory ({exc.strerror})") from None
        if os.path.isdir(self.path):
            raise StoreUnavailable(f"{self.display}: is a directory, not a database file")
        try:
            conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None, cached_statements=256)
            conn.execute(f"PRAGMA synchronous={self.synchronous}")
            conn.execute("PRAGMA foreign_keys=ON")
            # Reads through a memory map instead of read() calls: the advisor's lookups (random keys over
            # the whole index) get about 10 % cheaper. The map is shared page cache, not extra memory.
            conn.execute(f"PRAGMA mmap_size={_MMAP_BYTES}")
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None
        self._local.conn = conn
        self._local.cursor = conn.cursor()
        self._local.depth = 0
        return conn

    def close(self) -> None:
        """Close this thread's connection (others close when their threads end)."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            self._local.conn = self._local.cursor = None
            conn.close()

    # -- reads -------------------------------------------------------------------------------------

    def fetchone(self, sql: str, params: Params = ()) -> tuple[Any, ...] | None:
        """Run a read and return its first row (or ``None``)."""
        try:
            row: tuple[Any, ...] | None = self.connection().execute(sql, params).fetchone()
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None
        return row

    def fetchone_fn(self, sql: str) -> Callable[..., tuple[Any, ...] | None]:
        """``fetchone(sql, params)`` as a function of the parameters, for a read that runs before every tool
        call and returns at most one row (a point lookup): less Python in between, and this thread's one
        cursor reused instead of a new one per call (the read ends with its only row fetched)."""

        def fetch(*params: Any) -> tuple[Any, ...] | None:
            try:
                cursor = self._local.cursor  # this thread's; self._local is replaced in a forked child
            except AttributeError:
                cursor = None
            if cursor is None:
                self.connection()
                cursor = self._local.cursor
            try:
                row: tuple[Any, ...] | None = cursor.execute(sql, params).fetchone()
            except sqlite3.Error as exc:
                raise translate(exc, self.display) from None
            return row

        return fetch

    def fetchall(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        """Run a read and return all its rows."""
        try:
            return self.connection().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None

    def stream(self, sql: str, params: Params = (), batch_size: int = 1000) -> Iterator[list[tuple[Any, ...]]]:
        """Run a read and yield its rows in batches (for copying large tables)."""
        try:
            cursor = self.connection().execute(sql, params)
            while batch := cursor.fetchmany(batch_size):
                yield batch
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None

    def columns(self, table: str) -> list[str]:
        """The column names of ``table``, in order."""
        return [str(row[1]) for row in self.fetchall(f"PRAGMA table_info({_identifier(table)})")]

    def primary_key(self, table: str) -> list[str]:
        """The primary-key columns of ``table``, in key order."""
        rows = self.fetchall(f"PRAGMA table_info({_identifier(table)})")
        return [str(r[1]) for r in sorted((r for r in rows if r[5]), key=lambda r: r[5])]

    def after_bulk_insert(self, table: str) -> None:
        """Nothing to do: AUTOINCREMENT follows explicit ids on its own."""

    # -- writes ------------------------------------------------------------------------------------

    def transaction(self) -> _Transaction:
        """A write transaction (``BEGIN IMMEDIATE``); nested calls become savepoints.

        ``with backend.transaction() as conn:`` gives the connection; run statements with
        ``conn.execute(sql, params)``. Commits on normal exit, rolls back on any exception.

        Raises:
            StoreBusy: the write lock stayed held by others past the busy timeout.
            StoreError: any other database failure (the transaction is rolled back).
        """
        return _Transaction(self)

    # -- schema ------------------------------------------------------------------------------------

    def schema_version(self) -> int:
        """The applied schema version (0 for a new or foreign file)."""
        row = self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    def migrate(self, migrations: Sequence[Migration]) -> None:
        """Bring the schema up to date, one migration per transaction.

        Raises:
            StoreCorrupt: the file is not an SQLite database (it is left byte-for-byte untouched).
            StoreForeign: the database holds another program's tables.
            SchemaTooNew: the database was written by a newer oncebitten.
        """
        latest = migrations[-1].version
        version = self.schema_version()  # reads the header: a non-database fails here, before any write
        if version == latest:
            return
        if version > latest:
            raise SchemaTooNew(
                f"{self.display}: schema version {version} is newer than this oncebitten understands "
                f"({latest}); upgrade oncebitten"
            )
        if version == 0:
            self._refuse_foreign()
        self._enable_wal()
        for migration in migrations:
            with self.transaction() as conn:
                current = int(conn.execute("PRAGMA user_version").fetchone()[0])
                if current > latest:
                    raise SchemaTooNew(f"{self.display}: schema version {current} is newer than {latest}")
                if current >= migration.version:
                    continue  # another process applied it while we waited for the lock
                conn.execute(SCHEMA_MIGRATIONS_DDL)
                for statement in migration.render(self.dialect):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (version) DO NOTHING",
                    (migration.version, migration.name, iso(utc_now())),
                )
                conn.execute(f"PRAGMA user_version = {int(migration.version)}")

    def _refuse_foreign(self) -> None:
        tables = {
            row[0]
            for row in self.fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")
            if not str(row[0]).startswith("sqlite_")
        }
        foreign = sorted(tables - OWN_TABLES)
        if foreign and "schema_migrations" not in tables:
            shown = ", ".join(foreign[:5]) + (", ..." if len(foreign) > 5 else "")
            raise StoreForeign(f"{self.display}: belongs to another program (tables: {shown}); refusing to modify it")

    def _enable_wal(self) -> None:
        deadline = time.monotonic() + self.busy_timeout
        while True:
            try:
                mode = self.fetchone("PRAGMA journal_mode=WAL")
            except StoreBusy:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.01)
                continue
            if mode and str(mode[0]).lower() != "wal":
                raise StoreUnavailable(f"{self.display}: cannot switch to WAL journal (got {mode[0]})")
            return


class _Transaction:
    """What :meth:`SQLiteBackend.transaction` returns: a context manager written out rather than made with
    ``@contextmanager``, whose generator machinery cost every write a few microseconds."""

    __slots__ = ("backend", "conn", "cursor", "depth")

    def __init__(self, backend: SQLiteBackend) -> None:
        self.backend = backend

    def __enter__(self) -> sqlite3.Connection:
        backend = self.backend
        conn = self.conn = backend.connection()
        local = backend._local
        depth: int = local.depth
        # BEGIN and COMMIT run on the thread's one cursor (they return no rows): no new cursor per statement.
        cursor = self.cursor = local.cursor
        try:
            cursor.execute("BEGIN IMMEDIATE" if depth == 0 else f"SAVEPOINT ob_{depth}")
        except sqlite3.Error as exc:
            raise translate(exc, backend.display) from None
        self.depth = depth
        local.depth = depth + 1
        return conn

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        backend, conn, depth = self.backend, self.conn, self.depth
        backend._local.depth = depth
        if exc is not None:
            try:
                conn.execute("ROLLBACK" if depth == 0 else f"ROLLBACK TO ob_{depth}")
                if depth:
                    conn.execute(f"RELEASE ob_{depth}")
            except sqlite3.Error:
                pass
            if isinstance(exc, sqlite3.Error):
                raise translate(exc, backend.display) from None
            return  # the exception propagates
        try:
            self.cursor.execute("COMMIT" if depth == 0 else f"RELEASE ob_{depth}")
        except sqlite3.Error as error:
            if depth == 0 and conn.in_transaction:
                conn.execute("ROLLBACK")
            raise translate(error, backend.display) from None
