"""The one store shared by every capability: ``open_store(db)`` returns it, opened and migrated."""

from __future__ import annotations

import _thread  # threading's C core: a hook process does not pay for threading (docs/performance-log.md)
import os

from .schema import LATEST_VERSION, MIGRATIONS
from .store import Backend, Store
from .target import StoreTarget, mask_url, resolve_target

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: this package is on every hook's start-up path
if TYPE_CHECKING:
    from .target import DEFAULT_DB_PATH

__all__ = [
    "DEFAULT_DB_PATH",
    "LATEST_VERSION",
    "MIGRATIONS",
    "Store",
    "StoreTarget",
    "close_store",
    "mask_url",
    "open_store",
    "resolve_target",
]


def __getattr__(name: str) -> object:
    if name == "DEFAULT_DB_PATH":  # a Path: pathlib is loaded only when someone asks for it
        from . import target

        return target.DEFAULT_DB_PATH
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_open: dict[tuple[str, str, str | None, float | None], Store] = {}
_open_lock = _thread.allocate_lock()  # threading.Lock()


def open_store(
    db: str | os.PathLike[str] | StoreTarget | None = None,
    *,
    synchronous: str | None = None,
    busy_timeout: float | None = None,
) -> Store:
    """Open (creating and migrating as needed) the store at ``db``.

    Stores are shared per process: every capability opened on the same target reuses one store and its
    per-thread connections.

    Args:
        db: a path, ``sqlite:///path``, ``postgresql://...``, or ``None`` for the environment / default
            (see :func:`resolve_target`).
        synchronous: SQLite durability, ``"NORMAL"`` (default) or ``"FULL"``.
        busy_timeout: seconds a statement may wait for a lock, and (PostgreSQL) for a connection, before
            :class:`~oncebitten.errors.StoreBusy` or :class:`~oncebitten.errors.StoreUnavailable` (default 30;
            a hook gives its time budget).

    Raises:
        InvalidInput: the target is not a supported form.
        StoreMissing: the target must exist (``StoreTarget.missing``) and does not.
        StoreError: the database cannot be opened, is not ours, or is newer than this version.
    """
    target = resolve_target(db)
    if target.missing is not None and target.kind == "sqlite" and not os.path.exists(target.location):
        from ..errors import StoreMissing

        raise StoreMissing(target.missing)
    key = (target.kind, target.location, synchronous, busy_timeout)
    store = _open.get(key)
    if store is not None:
        return store
    with _open_lock:
        store = _open.get(key)
        if store is None:
            store = Store(_backend_for(target, synchronous, busy_timeout))
            _open[key] = store
    return store


def close_store(db: str | os.PathLike[str] | StoreTarget | None = None) -> None:
    """Close the shared store(s) opened on ``db`` and forget them (the next ``open_store`` reopens)."""
    target = resolve_target(db)
    with _open_lock:
        keys = [key for key in _open if key[:2] == (target.kind, target.location)]
        stores = [_open.pop(key) for key in keys]
    for store in stores:
        store.close()


def _backend_for(target: StoreTarget, synchronous: str | None, busy_timeout: float | None) -> Backend:
    if target.kind == "postgresql":
        from .postgres import PostgresBackend  # imported only when asked for: psycopg is an optional extra

        if busy_timeout is None:
            return PostgresBackend(target.location)
        return PostgresBackend(target.location, busy_timeout=busy_timeout, connect_timeout=busy_timeout)
    from .sqlite import VERIFY_BUDGET, SQLiteBackend

    if busy_timeout is None:
        return SQLiteBackend(target.location, synchronous=synchronous)
    return SQLiteBackend(
        target.location,
        synchronous=synchronous,
        busy_timeout=busy_timeout,
        verify_budget=min(VERIFY_BUDGET, busy_timeout / 4),
    )
