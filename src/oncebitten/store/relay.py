"""The hooks' way to a PostgreSQL store: a local relay process that holds the connection pool.

A hook is a new process on every tool call. Importing psycopg and opening a connection would cost it about
100 ms, six times the whole hook on SQLite; so on a PostgreSQL store a hook speaks to a **relay**, one
small process per machine, user and store, that keeps a pool of connections open:

- the first hook that finds no relay starts one (detached, ``python -I -c ...``, the URL passed in its
  environment, never on its command line) and waits for it (``ONCEBITTEN_RELAY_WAIT``, default 3 s); two
  hooks starting one at once are fine (a lock file lets one serve, the other exits);
- the relay exits after ``ONCEBITTEN_RELAY_IDLE`` seconds without a call (default 600);
- the socket is ``$ONCEBITTEN_HOME/relay/<key>.sock`` (mode 0600, in a directory of mode 0700 that must be
  ours; under ``/tmp/oncebitten-relay-<uid>/`` when that path is too long for a Unix socket);
- this client uses the standard library's C cores only (``_socket``, ``_json``): no psycopg, no
  ``socket`` module, nothing a hook does not already load.

:class:`RelayBackend` is a backend like :class:`~oncebitten.store.sqlite.SQLiteBackend`: the store's own
statements go through it unchanged, and the relay runs them on its pool (``oncebitten.store.relay_server``).
Every failure (no relay, a relay that dies mid-call, a database that is down or restarting) raises
:class:`~oncebitten.errors.StoreUnavailable` within ``ONCEBITTEN_RELAY_TIMEOUT`` seconds (default 2), which
the hooks answer by failing open (see ``docs/backends.md``).

Protocol: each message is a 4-byte big-endian length and a JSON object. Requests: ``{"op": "one" | "all" |
"exec", "sql": ..., "params": [...]}``, ``{"op": "begin" | "commit" | "rollback" | "ping"}``. Answers:
``{"rows": [[...], ...], "rowcount": n}`` or ``{"error": "unavailable" | "busy" | "too_new" | "error",
"message": ...}``.
"""

from __future__ import annotations

import _socket
import _thread
import os
import sys

from .._cstdlib import dumps, loads, sha256
from ..errors import SchemaTooNew, StoreBusy, StoreError, StoreUnavailable
from .schema import PG_COLUMNS_SQL
from .target import mask_url

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence
    from typing import Any

    from .schema import Migration

__all__ = ["RelayBackend", "jsonable", "private_dir", "recv_message", "relay_enabled", "relay_socket", "send_message"]

#: The longest socket path used as is (``sun_path`` holds 108 bytes on Linux, 104 on macOS).
_MAX_SOCKET_PATH = 100
_ERRORS: dict[str, type[StoreError]] = {
    "unavailable": StoreUnavailable,
    "busy": StoreBusy,
    "too_new": SchemaTooNew,
}


def relay_enabled() -> bool:
    """Whether hooks on a PostgreSQL store go through the relay (``ONCEBITTEN_RELAY``, default on; ``0`` off)."""
    return os.environ.get("ONCEBITTEN_RELAY", "1").strip().lower() not in ("0", "off", "no", "false")


def _home() -> str:
    return os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")


def relay_socket(url: str) -> str:
    """The socket of the relay for ``url`` and this ``$ONCEBITTEN_HOME`` (its directory is not created here)."""
    home = _home()
    key = sha256(f"{url}\0{os.path.realpath(home)}".encode()).hexdigest()[:16]
    path = os.path.join(home, "relay", f"{key}.sock")
    if len(path.encode()) > _MAX_SOCKET_PATH:
        uid = os.getuid() if hasattr(os, "getuid") else 0
        path = os.path.join("/tmp", f"oncebitten-relay-{uid}", f"{key}.sock")
    return path


def private_dir(path: str) -> None:
    """Create ``path`` (mode 0700) if missing, and make sure it is a real directory, ours, closed to others.

    Raises:
        StoreUnavailable: it is a symlink, someone else's, or open to other users.
    """
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.lstat(path)
    except OSError as exc:
        raise StoreUnavailable(f"relay directory {path}: {exc.strerror}") from None
    uid = os.getuid() if hasattr(os, "getuid") else st.st_uid
    if (st.st_mode & 0o170000) != 0o040000 or st.st_uid != uid or st.st_mode & 0o077:
        raise StoreUnavailable(f"relay directory {path} is not a private directory of this user; not using it")


def send_message(sock: Any, message: object, encode: Callable[[object], str] | None = None) -> None:
    """Send one length-prefixed JSON message (``encode``: the JSON encoder, default ``json.dumps``'s C core)."""
    text = encode(message) if encode is not None else dumps(message, ensure_ascii=False)
    data = text.encode("utf-8", "surrogatepass")
    sock.sendall(len(data).to_bytes(4, "big") + data)


def recv_message(sock: Any) -> Any:
    """Receive one message (``None`` when the other side closed the connection cleanly)."""
    head = _recv_exactly(sock, 4)
    if head is None:
        return None
    body = _recv_exactly(sock, int.from_bytes(head, "big"))
    if body is None:
        raise ConnectionResetError("connection closed mid-message")
    return loads(body.decode("utf-8", "surrogatepass"))


def _recv_exactly(sock: Any, size: int) -> bytes | None:
    chunks = []
    left = size
    while left:
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            if left == size:
                return None
            raise ConnectionResetError("connection closed mid-message")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def jsonable(value: object) -> object:
    # Values psycopg can return that JSON has no type for (the hooks' statements return none of them).
    isoformat = getattr(value, "isoformat", None)
    if isoformat is not None:
        return isoformat()
    if type(value).__name__ == "Decimal":
        number = float(value)  # type: ignore[arg-type]
        return int(number) if number.is_integer() else number
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).decode("utf-8", "replace")
    return str(value)


def _exited_for_good(pid: int) -> bool:
    """Whether the relay this process started has exited, other than because another relay serves (exit 3)."""
    try:
        done, status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False
    return done == pid and os.waitstatus_to_exitcode(status) != 3


class _Cursor:
    """What ``tx.execute`` returns through the relay: the rows and the row count, already fetched."""

    __slots__ = ("_rows", "description", "rowcount")

    def __init__(self, rows: list[tuple[Any, ...]], rowcount: int) -> None:
        self._rows = rows
        self.rowcount = rowcount
        self.description = None

    def fetchone(self) -> tuple[Any, ...] | None:
        return self._rows.pop(0) if self._rows else None

    def fetchall(self) -> list[tuple[Any, ...]]:
        rows, self._rows = self._rows, []
        return rows


class _Transaction:
    """``with backend.transaction() as tx``: ``BEGIN`` on the relay's connection, ``COMMIT`` or ``ROLLBACK``."""

    __slots__ = ("backend",)

    def __init__(self, backend: RelayBackend) -> None:
        self.backend = backend

    def __enter__(self) -> _Transaction:
        self.backend._call({"op": "begin"}, retry=False)
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        if exc is None:
            guard = self.backend.commit_guard  # a hook's budget: see SQLiteBackend.commit_guard
            if guard is None:
                self.backend._call({"op": "commit"}, retry=False)
                return
            with guard.lock:
                if guard.abandoned:
                    self.backend._call({"op": "rollback"}, retry=False)
                    raise StoreBusy(f"{self.backend.display}: out of time; rolled back")
                self.backend._call({"op": "commit"}, retry=False)
                guard.commits += 1
            return
        try:  # noqa: SIM105 - contextlib is not on a hook's path
            self.backend._call({"op": "rollback"}, retry=False)
        except StoreError:
            pass  # the relay or its connection is gone: the transaction died with it

    def execute(self, sql: str, params: Sequence[Any] = ()) -> _Cursor:
        reply = self.backend._call({"op": "exec", "sql": sql, "params": list(params)}, retry=False)
        return _Cursor([tuple(row) for row in reply.get("rows") or ()], int(reply.get("rowcount", -1)))

    def executemany(self, sql: str, rows: Any) -> _Cursor:
        count = 0
        for params in rows:
            count += max(0, self.execute(sql, params).rowcount)
        return _Cursor([], count)


class RelayBackend:
    """A PostgreSQL store reached through this machine's relay (started on demand).

    Args:
        url: the ``postgresql://`` URL (the relay is keyed by it and by ``$ONCEBITTEN_HOME``).
        timeout: seconds a call may take before :class:`StoreUnavailable` (``ONCEBITTEN_RELAY_TIMEOUT``, 2).
        wait: seconds to wait for a relay this call started (``ONCEBITTEN_RELAY_WAIT``, 3).
        entry: the module whose ``main()`` a started relay runs (the hooks' relay also delivers their spool).
    """

    dialect = "postgresql"

    def __init__(
        self,
        url: str,
        *,
        timeout: float | None = None,
        wait: float | None = None,
        entry: str = "oncebitten.store.relay_server",
    ) -> None:
        self.url = url
        self.entry = entry
        self.display = mask_url(url)
        self.path = relay_socket(url)
        self.timeout = timeout if timeout is not None else float(os.environ.get("ONCEBITTEN_RELAY_TIMEOUT", "2"))
        self.commit_guard: Any = None
        self.wait = wait if wait is not None else float(os.environ.get("ONCEBITTEN_RELAY_WAIT", "3"))
        self._local = _thread._local()
        self._spawned = False

    # -- the connection to the relay -----------------------------------------------------------------

    def _socket(self) -> Any:
        sock = getattr(self._local, "sock", None)
        if sock is not None:
            return sock
        sock = self._connect()
        if sock is None:
            pid = self.spawn()
            import time

            deadline = time.monotonic() + self.wait
            while sock is None and time.monotonic() < deadline:
                time.sleep(0.01)
                sock = self._connect()
                if sock is None and pid and _exited_for_good(pid):
                    break  # it could not start (no psycopg, a bad URL): do not wait for nothing
            if sock is None:
                raise StoreUnavailable(f"{self.display}: no relay answered at {self.path} within {self.wait:g} s")
        self._local.sock = sock
        return sock

    def _connect(self) -> Any:
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect(self.path)
        except OSError:
            sock.close()
            return None
        return sock

    def spawn(self) -> int:
        """Start a relay for this store (once per process), detached from this one. Returns its pid (0 if none
        was started)."""
        if self._spawned:
            return 0
        self._spawned = True
        private_dir(os.path.dirname(self.path))
        package_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        code = f"import sys; sys.path.insert(0, {package_parent!r}); from {self.entry} import main; sys.exit(main())"
        env = dict(os.environ)
        env["ONCEBITTEN_RELAY_URL"] = self.url  # not on the command line: other users can read that
        env["ONCEBITTEN_RELAY_SOCKET"] = self.path
        env["ONCEBITTEN_HOME"] = _home()
        try:
            null = os.open(os.devnull, os.O_RDWR)
        except OSError:
            return 0
        try:
            return os.posix_spawn(
                sys.executable,
                [sys.executable, "-I", "-c", code],
                env,
                file_actions=[(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, null, 1),
                              (os.POSIX_SPAWN_DUP2, null, 2)],
                setsid=True,
            )  # fmt: skip
        except OSError:
            return 0  # the wait for it reports the failure
        finally:
            os.close(null)

    def _drop(self) -> None:
        sock = getattr(self._local, "sock", None)
        self._local.sock = None
        if sock is not None:
            try:  # noqa: SIM105
                sock.close()
            except OSError:
                pass

    def _call(self, request: dict[str, Any], *, retry: bool = True) -> dict[str, Any]:
        """One request and its answer. A read is retried once on a new connection (a relay that restarted)."""
        for attempt in (0, 1):
            try:
                sock = self._socket()
                send_message(sock, request)
                reply = recv_message(sock)
                if reply is None:
                    raise ConnectionResetError("the relay closed the connection")
            except StoreError:
                raise
            except (OSError, ValueError) as exc:
                self._drop()
                if retry and attempt == 0 and not isinstance(exc, TimeoutError):
                    continue  # the relay went away (a hung one is not asked twice: the timeout is the bound)
                what = "timed out" if isinstance(exc, TimeoutError) else f"{type(exc).__name__}: {exc}"
                raise StoreUnavailable(f"{self.display}: the relay at {self.path} failed ({what})") from None
            break
        error = reply.get("error")
        if error is not None:
            raise _ERRORS.get(error, StoreError)(str(reply.get("message") or error))
        result: dict[str, Any] = reply
        return result

    def ping(self) -> dict[str, Any]:
        """The relay's status: its pid, and whether it reaches the database."""
        return self._call({"op": "ping"})

    # -- the Backend protocol ------------------------------------------------------------------------

    def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        """Run a read and return its first row (or ``None``)."""
        rows = self._call({"op": "one", "sql": sql, "params": list(params)}).get("rows")
        return tuple(rows[0]) if rows else None

    def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run a read and return all its rows."""
        return [tuple(row) for row in self._call({"op": "all", "sql": sql, "params": list(params)}).get("rows") or ()]

    def stream(self, sql: str, params: Sequence[Any] = (), batch_size: int = 1000) -> Iterator[list[tuple[Any, ...]]]:
        """Run a read and yield its rows in batches (all fetched at once: hooks read small results)."""
        rows = self.fetchall(sql, params)
        for start in range(0, len(rows), batch_size):
            yield rows[start : start + batch_size]

    def transaction(self) -> _Transaction:
        """A write transaction on the relay's connection; nested calls become savepoints.

        Raises:
            StoreUnavailable: the relay or the database cannot be reached (nothing was committed, unless
                the relay died between committing and answering).
            StoreBusy: a lock was not had within the busy timeout.
        """
        return _Transaction(self)

    def migrate(self, migrations: Sequence[Migration]) -> None:
        """Nothing here: the relay brings the schema up to date before it runs a statement."""

    def schema_version(self) -> int:
        """The highest applied migration."""
        row = self.fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return int(row[0]) if row else 0

    def columns(self, table: str) -> list[str]:
        """The column names of ``table``, in order."""
        rows = self.fetchall(PG_COLUMNS_SQL, (table,))
        return [str(r[0]) for r in rows]

    def primary_key(self, table: str) -> list[str]:
        """Not offered through the relay (copies go through :mod:`oncebitten.store.postgres`)."""
        raise StoreError("primary_key is not available through the relay")

    def after_bulk_insert(self, table: str) -> None:
        """Not offered through the relay (copies go through :mod:`oncebitten.store.postgres`)."""
        raise StoreError("bulk copies do not go through the relay")

    def close(self) -> None:
        """Close this thread's connection to the relay (the relay keeps running)."""
        self._drop()
