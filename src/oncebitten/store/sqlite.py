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

What it never does: write to a file that is not ours. A store carries a positive marker in its header
(``PRAGMA application_id``, :data:`~.schema.APPLICATION_ID`); a file without it is inspected read-only
(``mode=ro``, or ``immutable`` when no other process has it open, so no ``-wal`` / ``-shm`` is left behind) and
only an empty database, an oncebitten store from before the marker (known by its migration history) or seed
000's own sketch is taken; anything else is refused untouched. A damaged file is refused before a byte is
written: its header is checked on every open, ``PRAGMA quick_check`` runs in full before any migration and,
within a small time budget, before each process's first write.
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

from .._private import open_private, private_dir, tighten
from .._time import iso, utc_now
from ..errors import (
    SchemaTooNew,
    StoreBusy,
    StoreCorrupt,
    StoreError,
    StoreForeign,
    StoreUnavailable,
)
from .schema import APPLICATION_ID, SCHEMA_MIGRATIONS_DDL, recognise

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: this module is on every hook's start-up path
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .schema import Migration

    Params = Sequence[Any]

_SYNCHRONOUS_LEVELS = ("OFF", "NORMAL", "FULL", "EXTRA")
_MMAP_BYTES = 256 * 1024 * 1024
_MAGIC = b"SQLite format 3\x00"
#: Seconds the check before a process's first write may take (a larger store is checked in full before
#: migrations and by ``oncebitten doctor``; past the budget, SQLite's own checks on every page read remain).
VERIFY_BUDGET = 0.1
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
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered or "notadb" in lowered:
        return StoreCorrupt(f"{target}: not an oncebitten database, or damaged ({message})")
    if "readonly" in lowered or "unable to open" in lowered or "disk i/o" in lowered or "full" in lowered:
        return StoreUnavailable(f"{target}: {message}")
    return StoreError(f"{target}: {message}")


def _header_problem(header: bytes, size: int) -> str:
    """What is wrong with an SQLite file's 100-byte header (and its size), or ``""``."""
    if len(header) < 100 or not header.startswith(_MAGIC):
        return "no SQLite header"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return f"page size {page_size}"
    if header[18] not in (1, 2) or header[19] not in (1, 2) or header[21:24] != b"\x40\x20\x20":
        return "header fields out of range"
    if size % page_size:
        return f"size {size} is not a whole number of {page_size}-byte pages"
    pages = int.from_bytes(header[28:32], "big")
    if header[92:96] == header[24:28] and pages and size < pages * page_size:
        return f"truncated: {size} bytes of {pages * page_size}"
    return ""


class SQLiteBackend:
    """Connections and transactions on one SQLite file.

    Args:
        path: the database file; its directory is created if missing.
        synchronous: ``"NORMAL"`` (default) or ``"FULL"`` for durability against power loss
            (also set by the environment variable ``ONCEBITTEN_SYNCHRONOUS``).
        busy_timeout: seconds a writer waits for the lock before :class:`StoreBusy` is raised.
        verify_budget: seconds the integrity check before this process's first write may take
            (:data:`VERIFY_BUDGET`; ``0`` skips it, ``None`` checks in full).
    """

    dialect = "sqlite"

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        synchronous: str | None = None,
        busy_timeout: float = 30.0,
        verify_budget: float | None = VERIFY_BUDGET,
    ) -> None:
        level = (synchronous or os.environ.get("ONCEBITTEN_SYNCHRONOUS") or "NORMAL").upper()
        if level not in _SYNCHRONOUS_LEVELS:
            raise StoreError(f"synchronous must be one of {', '.join(_SYNCHRONOUS_LEVELS)}, not {level!r}")
        self.path = os.fspath(path)
        self.display = self.path
        self.synchronous = level
        self.busy_timeout = busy_timeout
        self.verify_budget = verify_budget
        self._verified = verify_budget == 0
        #: Set by a hook (:class:`oncebitten.hooks.handler.Budget`): a commit happens only while it is not
        #: abandoned, and is counted, so a hook out of time knows exactly whether its failure was recorded.
        self.commit_guard: Any = None
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
        self._create_file()
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

    def _create_file(self) -> None:
        """Make the database file (0600, its new directories 0700) if it does not exist: SQLite gives the
        ``-wal`` and ``-shm`` files the database's own mode, so the umask never widens them."""
        directory = os.path.dirname(self.path) or "."
        try:
            if not os.path.isdir(directory) or os.path.basename(directory) == ".oncebitten":
                private_dir(directory)  # made 0700; oncebitten's own home tightened if it was left wider
        except OSError as exc:
            raise StoreUnavailable(f"{self.display}: cannot create directory ({exc.strerror})") from None
        if os.path.isdir(self.path):
            raise StoreUnavailable(f"{self.display}: is a directory, not a database file")
        try:
            os.close(open_private(self.path, os.O_RDONLY | os.O_CREAT | os.O_NONBLOCK))
        except OSError as exc:
            if not os.path.exists(self.path):
                raise StoreUnavailable(f"{self.display}: cannot create ({exc.strerror})") from None

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
        """Bring the schema up to date, one migration per transaction, on a file known to be ours.

        Raises:
            StoreCorrupt: the file is not an SQLite database, or is damaged (it is left byte-for-byte untouched).
            StoreForeign: the database belongs to another program (left byte-for-byte untouched).
            SchemaTooNew: the database was written by a newer oncebitten.
            StoreUnavailable: the path is a directory or a special file, or cannot be created.
        """
        latest = migrations[-1].version
        state = self._recognise()
        if state == "ours":
            version = self.schema_version()  # through a connection: the WAL's latest, not the header's
            if version == latest:
                return
            if version > latest:
                raise self._too_new(version, latest)
            self.verify(None)  # a damaged store is never migrated
        self._claim(state)
        self._enable_wal()
        for migration in migrations:
            with self.transaction() as conn:
                current = int(conn.execute("PRAGMA user_version").fetchone()[0])
                if current > latest:
                    raise self._too_new(current, latest)
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
        try:  # noqa: SIM105 - the marker and the version into the main file's header, where the next open reads them
            self.connection().execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            pass

    def _too_new(self, version: int, latest: int) -> SchemaTooNew:
        return SchemaTooNew(
            f"{self.display}: schema version {version} is newer than this oncebitten understands "
            f"({latest}); upgrade oncebitten"
        )

    def _recognise(self) -> str:
        """Whether the file is ours, without writing to it: ``"ours"`` (marked), ``"new"`` (absent, empty, or an
        empty database), ``"legacy"`` (an unmarked oncebitten store) or ``"sketch"`` (seed 000's own database).

        Raises:
            StoreCorrupt, StoreForeign, SchemaTooNew, StoreUnavailable: see :meth:`migrate`.
        """
        try:
            # O_NONBLOCK: a FIFO put where the store should be must not hang the opener.
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        except (FileNotFoundError, NotADirectoryError):
            return "new"  # (a missing directory is created, or reported, by the first connection)
        except IsADirectoryError:
            raise StoreUnavailable(f"{self.display}: is a directory, not a database file") from None
        except OSError as exc:
            raise StoreUnavailable(f"{self.display}: cannot open ({exc.strerror})") from None
        try:
            st = os.fstat(fd)
            if (st.st_mode & 0o170000) == 0o040000:
                raise StoreUnavailable(f"{self.display}: is a directory, not a database file")
            if (st.st_mode & 0o170000) != 0o100000:
                raise StoreUnavailable(f"{self.display}: not a regular file; refusing to open it")
            header = os.pread(fd, 100, 0)
        finally:
            os.close(fd)
        if not header:
            return "new"
        problem = _header_problem(header, st.st_size)
        if problem:
            raise StoreCorrupt(f"{self.display}: not an oncebitten database, or damaged ({problem}); left untouched")
        self._tighten(st)
        application_id = int.from_bytes(header[68:72], "big")
        if application_id == APPLICATION_ID:
            return "ours"
        if application_id != 0:
            raise StoreForeign(
                f"{self.display}: belongs to another program (application_id {application_id:#x}); "
                "refusing to modify it"
            )
        state = self._inspect()
        self._verified = True  # _inspect checked it in full
        return state

    def _inspect(self) -> str:
        """Classify an unmarked database from a read-only look at its schema (and check it in full)."""
        path = self.path
        wal_open = os.path.exists(path + "-wal") and os.path.exists(path + "-shm")
        # mode=ro reads the WAL another process is writing; with none, immutable reads the file alone and
        # makes no -wal / -shm of its own.
        quoted = path.replace("%", "%25").replace("?", "%3f").replace("#", "%23")
        uri = f"file:{quoted}?mode=ro" + ("" if wal_open else "&immutable=1")
        try:
            conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=self.busy_timeout)
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None
        try:
            application_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
            user_version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            objects = {
                str(name): str(kind)
                for kind, name in conn.execute(
                    "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view')"
                    " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
                )
            }
            columns = {
                table: [str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")]
                for table in ("schema_migrations", "failure_records")
                if objects.get(table) == "table"
            }
            history = None
            if tuple(columns.get("schema_migrations", ())) == ("version", "name", "applied_at"):
                history = [
                    (int(version), str(name))
                    for version, name in conn.execute("SELECT version, name FROM schema_migrations")
                    if isinstance(version, int)
                ]
            problems = [str(row[0]) for row in conn.execute("PRAGMA quick_check(3)")] if objects else ["ok"]
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None
        finally:
            conn.close()
        if problems != ["ok"]:
            raise StoreCorrupt(f"{self.display}: damaged ({'; '.join(problems)}); left untouched")
        if application_id == APPLICATION_ID:
            return "ours"  # marked in a WAL not yet checkpointed into the header
        if application_id != 0:
            raise StoreForeign(
                f"{self.display}: belongs to another program (application_id {application_id:#x}); "
                "refusing to modify it"
            )
        verdict, why = recognise(objects, columns, history, user_version)
        if verdict == "newer":
            raise SchemaTooNew(f"{self.display}: {why} is newer than this oncebitten understands; upgrade oncebitten")
        if verdict == "foreign":
            raise StoreForeign(f"{self.display}: belongs to another program ({why}); refusing to modify it")
        return {"empty": "new", "ours": "legacy", "sketch": "sketch"}[verdict]

    def _claim(self, state: str) -> None:
        """Put the marker on a file :meth:`_recognise` found to be ours to take, in one transaction that checks
        again, under the write lock, that nothing else claimed it in between (nothing is written otherwise)."""
        if state == "ours":
            return
        with self.transaction() as conn:
            application_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
            if application_id == APPLICATION_ID:
                return  # another oncebitten process took it first
            if application_id != 0:
                raise StoreForeign(f"{self.display}: claimed by another program meanwhile; refusing to modify it")
            if state == "new":
                objects = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                if objects or version:
                    raise StoreForeign(f"{self.display}: filled by another program meanwhile; refusing to modify it")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")

    def _tighten(self, st: os.stat_result) -> None:
        """A store (and its -wal / -shm) readable by others is made private (see :mod:`oncebitten._private`)."""
        if st.st_mode & 0o077:
            tighten(self.path, st=st)
            tighten(self.path + "-wal")
            tighten(self.path + "-shm")

    def verify(self, budget: float | None = None) -> None:
        """Check the whole database (``PRAGMA quick_check``) and raise if it is damaged.

        Args:
            budget: seconds the check may take; past them it stops without a verdict (``None``: no limit).

        Raises:
            StoreCorrupt: the database is damaged.
        """
        self._verified = True  # once per process, whatever the outcome
        conn = self.connection()
        if budget is not None:
            deadline = time.monotonic() + budget
            conn.set_progress_handler(lambda: time.monotonic() > deadline, 2000)
        try:
            problems = [str(row[0]) for row in conn.execute("PRAGMA quick_check(3)")]
        except sqlite3.OperationalError as exc:
            if budget is not None and "interrupt" in str(exc).lower():
                return  # out of time: SQLite's own checks of every page it reads remain
            raise translate(exc, self.display) from None
        except sqlite3.Error as exc:
            raise translate(exc, self.display) from None
        finally:
            if budget is not None:
                conn.set_progress_handler(None, 0)
        if problems != ["ok"]:
            raise StoreCorrupt(f"{self.display}: damaged ({'; '.join(problems)}); nothing was written")

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
        if not backend._verified and depth == 0:
            backend.verify(backend.verify_budget)  # before this process's first write: never write to a damaged file
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
        guard = backend.commit_guard if depth == 0 else None
        if guard is not None:
            guard.lock.acquire()
        try:
            if guard is not None and guard.abandoned:
                conn.execute("ROLLBACK")
                raise StoreBusy(f"{backend.display}: out of time; rolled back")
            self.cursor.execute("COMMIT" if depth == 0 else f"RELEASE ob_{depth}")
            if guard is not None:
                guard.commits += 1
        except sqlite3.Error as error:
            if depth == 0 and conn.in_transaction:
                conn.execute("ROLLBACK")
            raise translate(error, backend.display) from None
        finally:
            if guard is not None:
                guard.lock.release()
