"""The relay process: one per machine, user and store, holding a PostgreSQL pool for short-lived hook processes.

Started on demand by :class:`oncebitten.store.relay.RelayBackend` (see that module for the protocol and the
socket's place). It

- takes a lock file next to its socket, so that of two relays started at once one serves and the other
  exits; binds the socket with mode 0600 in a private directory;
- serves each connection on a thread; a statement runs on a pooled connection, a transaction holds one from
  ``begin`` to ``commit`` / ``rollback`` (or to the client's disconnection, which rolls it back);
- brings the schema up to date before the first statement (and again after the database comes back);
- retries a read once when the database connection broke (a restarted server), and answers every failure
  as an error message: a hook never waits longer than its own timeout;
- runs ``tick`` every half second (the hooks' relay delivers failures kept while the database was down);
- exits after ``ONCEBITTEN_RELAY_IDLE`` seconds (default 600) without a connection, unless ``busy`` says
  there is still work (failures waiting to be delivered).
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from ..errors import SchemaTooNew, StoreBusy, StoreError, StoreUnavailable
from .relay import jsonable, private_dir, recv_message, send_message
from .store import Store

__all__ = ["RelayServer", "main"]

TICK_SECONDS = 0.25
#: After the database was found unreachable, requests fail at once for this long (then it is tried again).
DOWN_SECONDS = 0.25
#: Seconds a connected client may stay silent before it is dropped (its transaction rolled back).
CLIENT_SECONDS = 60.0
#: The exit code of a relay that found another one serving its socket.
ANOTHER_RELAY = 3
#: Seconds to wait for a new connection to the database (unless the URL says ``connect_timeout``).
CONNECT_TIMEOUT = 2
#: A read or a transaction's start is tried on this many pooled connections (a restart breaks them all).
RETRIES = 6


def _encode(message: object) -> str:
    return json.dumps(message, ensure_ascii=False, default=jsonable)


def _database_down(exc: BaseException) -> bool:
    """Whether ``exc`` says the database cannot be reached: unavailable, or no pooled connection could be had
    (the pool cannot connect; a lock wait is a :class:`StoreBusy` too, and is not this)."""
    return isinstance(exc, StoreUnavailable) or (isinstance(exc, StoreBusy) and "no pooled connection" in str(exc))


class _Rollback(Exception):
    """The client asked to roll the transaction back."""


class _Gone(Exception):
    """The client disconnected inside a transaction: it is rolled back."""


def _error(exc: BaseException) -> dict[str, str]:
    kind = (
        "too_new"
        if isinstance(exc, SchemaTooNew)
        else "busy"
        if isinstance(exc, StoreBusy)
        else "unavailable"
        if isinstance(exc, StoreUnavailable)
        else "error"
    )
    return {"error": kind, "message": str(exc) or type(exc).__name__}


class RelayServer:
    """Serve the store at ``url`` on the Unix socket ``path``.

    Args:
        url: the ``postgresql://`` URL.
        path: the socket.
        idle: seconds without a connection after which :meth:`serve` returns.
        tick: called with the store every :data:`TICK_SECONDS` (errors are ignored).
        busy: when it returns True the relay does not exit for idleness.
    """

    def __init__(
        self,
        url: str,
        path: str,
        *,
        idle: float = 600.0,
        tick: Callable[[Store], None] | None = None,
        busy: Callable[[], bool] | None = None,
    ) -> None:
        from .postgres import PostgresBackend

        if "connect_timeout" not in url:
            url = f"{url}{'&' if '?' in url else '?'}connect_timeout={CONNECT_TIMEOUT}"
        self.path = path
        self.idle = idle
        # A short busy timeout: a hook waits at most ONCEBITTEN_RELAY_TIMEOUT for its answer anyway.
        self.backend = PostgresBackend(url, busy_timeout=5.0, pool_timeout=1.0)
        self._down_until = 0.0
        self.store: Store | None = None
        self._store_lock = threading.Lock()
        self._tick = tick
        self._busy = busy
        self._active = 0
        self._last = time.monotonic()
        self._count_lock = threading.Lock()
        self._stop = threading.Event()

    # -- the database ------------------------------------------------------------------------------

    def ready_store(self) -> Store:
        """The store, its schema brought up to date on first use.

        Raises:
            StoreError: the database cannot be reached or is too new.
        """
        store = self.store
        if store is None:
            with self._store_lock:
                store = self.store
                if store is None:
                    store = self.store = Store(self.backend)  # Store() migrates
        return store

    def _check_up(self) -> None:
        """Fail at once while the database is known to be down (a hook must not wait for a pool timeout)."""
        if time.monotonic() < self._down_until:
            raise StoreUnavailable(f"{self.backend.display}: the database is unreachable (retrying)")

    def _went_down(self) -> None:
        self._down_until = time.monotonic() + DOWN_SECONDS
        # A new pool, once the database is back: the old one's reconnection backs off for seconds at a time.
        self.backend.discard_pool()

    def _run(self, op: str, sql: str, params: list[Any]) -> dict[str, Any]:
        self._check_up()
        self.ready_store()
        for attempt in range(RETRIES):
            try:
                if op == "one":
                    row = self.backend.fetchone(sql, params)
                    return {"rows": [] if row is None else [row]}
                return {"rows": self.backend.fetchall(sql, params)}
            except (StoreUnavailable, StoreBusy) as exc:
                if not _database_down(exc):
                    raise
                # A pooled connection broke (the server restarted; the pool drops it): once more, on another.
                if attempt == RETRIES - 1 or isinstance(exc, StoreBusy):
                    self._went_down()
                    raise
        raise AssertionError("unreachable")

    # -- connections -------------------------------------------------------------------------------

    def _handle(self, conn: socket.socket) -> None:
        with self._count_lock:
            self._active += 1
        try:
            while True:
                request = recv_message(conn)
                if request is None:
                    return
                self._answer(conn, request)
        except (OSError, ValueError, _Gone):
            pass
        finally:
            conn.close()
            with self._count_lock:
                self._active -= 1
                self._last = time.monotonic()

    def _answer(self, conn: socket.socket, request: dict[str, Any]) -> None:
        op = request.get("op")
        try:
            if op == "begin":
                self._transaction(conn)
                return
            if op in ("one", "all"):
                reply = self._run(op, request["sql"], request.get("params") or [])
            elif op == "exec":  # outside a transaction: a transaction of its own
                self._check_up()
                self.ready_store()
                with self.backend.transaction() as tx:
                    cursor = tx.execute(request["sql"], request.get("params") or [])
                    rows = cursor.fetchall() if cursor.description else []
                    reply = {"rows": rows, "rowcount": cursor.rowcount}
            elif op in ("commit", "rollback"):
                reply = {}  # the transaction already ended (it failed, and the client is unwinding)
            elif op == "ping":
                try:
                    self.ready_store()
                    database = "ok"
                except StoreError as exc:
                    database = str(exc)
                reply = {"pid": os.getpid(), "database": database}
            else:
                reply = {"error": "error", "message": f"unknown request {op!r}"}
        except (StoreError, KeyError, TypeError) as exc:
            reply = _error(exc)
        send_message(conn, reply, _encode)

    def _transaction(self, conn: socket.socket) -> None:
        """Serve one transaction (and its nested ones) on one pooled connection; answer its end."""
        started = False
        for attempt in range(RETRIES):
            try:
                self._check_up()
                self.ready_store()
                with self.backend.transaction() as tx:
                    started = True
                    send_message(conn, {}, _encode)
                    self._statements(conn, tx)
            except _Rollback:
                send_message(conn, {}, _encode)
                return
            except (StoreUnavailable, StoreBusy) as exc:
                if _database_down(exc):
                    if not started and isinstance(exc, StoreUnavailable) and attempt < RETRIES - 1:
                        continue  # BEGIN failed on a broken pooled connection: nothing ran yet, try another
                    self._went_down()
                send_message(conn, _error(exc), _encode)
                return
            except (StoreError, KeyError, TypeError) as exc:
                send_message(conn, _error(exc), _encode)
                return
            send_message(conn, {}, _encode)  # committed
            return

    def _statements(self, conn: socket.socket, tx: Any) -> None:
        """The requests of an open transaction, up to its ``commit`` (returns) or ``rollback`` (raises)."""
        while True:
            request = recv_message(conn)
            if request is None:
                raise _Gone
            op = request.get("op")
            if op == "commit":
                return
            if op == "rollback":
                raise _Rollback
            if op == "begin":
                self._transaction(conn)  # a savepoint on the same connection
                continue
            sql, params = request.get("sql"), request.get("params") or []
            if op == "exec":
                cursor = tx.execute(sql, params)
                rows = cursor.fetchall() if cursor.description else []
                send_message(conn, {"rows": rows, "rowcount": cursor.rowcount}, _encode)
            elif op == "one":
                row = self.backend.fetchone(sql, params)  # on the transaction's connection
                send_message(conn, {"rows": [] if row is None else [row]}, _encode)
            elif op == "all":
                send_message(conn, {"rows": self.backend.fetchall(sql, params)}, _encode)
            else:
                send_message(conn, {"error": "error", "message": f"unknown request {op!r}"}, _encode)

    # -- the process -------------------------------------------------------------------------------

    def serve(self) -> int:
        """Serve until idle. Returns 0, or :data:`ANOTHER_RELAY` when another relay already serves this socket."""
        import fcntl

        directory = os.path.dirname(self.path)
        private_dir(directory)
        lock = os.open(self.path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(lock)
            return ANOTHER_RELAY
        try:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)  # a socket left by a relay that died
            listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            previous = os.umask(0o177)
            try:
                listener.bind(self.path)  # created 0600: only this user can connect
            finally:
                os.umask(previous)
            listener.listen(128)
            listener.settimeout(TICK_SECONDS)
            try:
                self._loop(listener)
            finally:
                listener.close()
                with contextlib.suppress(OSError):
                    os.unlink(self.path)
        finally:
            os.close(lock)
            self.backend.close()
        return 0

    def _loop(self, listener: socket.socket) -> None:
        next_tick = time.monotonic()
        while not self._stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                conn = None
            if conn is not None:
                conn.settimeout(CLIENT_SECONDS)  # a client that went silent does not keep the relay alive
                with self._count_lock:
                    self._last = time.monotonic()
                threading.Thread(target=self._handle, args=(conn,), daemon=True).start()
            now = time.monotonic()
            if now >= next_tick:
                next_tick = now + TICK_SECONDS
                if self._tick is not None and now >= self._down_until:
                    try:
                        self._tick(self.ready_store())
                    except Exception as exc:  # noqa: BLE001 - the next tick tries again
                        if _database_down(exc):
                            self._went_down()
                with self._count_lock:
                    idle = self._active == 0 and now - self._last > self.idle
                if idle and not (self._busy is not None and self._busy()):
                    return

    def stop(self) -> None:
        """Make :meth:`serve` return at its next tick."""
        self._stop.set()


def main(tick: Callable[[Store], None] | None = None, busy: Callable[[], bool] | None = None) -> int:
    """The relay process's entry point: the URL and the socket come from the environment (never argv)."""
    url = os.environ.get("ONCEBITTEN_RELAY_URL", "")
    path = os.environ.get("ONCEBITTEN_RELAY_SOCKET", "")
    if not url or not path:
        return 2
    idle = float(os.environ.get("ONCEBITTEN_RELAY_IDLE", "600"))
    os.environ.pop("ONCEBITTEN_RELAY_URL", None)
    try:
        return RelayServer(url, path, idle=idle, tick=tick, busy=busy).serve()
    except StoreError:
        return 1
