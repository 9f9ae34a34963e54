"""Where the memory lives: turn a ``db_path`` argument, ``--db`` flag or environment variable into a target.

Accepted forms:

- a filesystem path (``str`` or ``Path``): an embedded SQLite database;
- ``sqlite:///relative/or/absolute/path`` (``sqlite:////abs/path`` also works);
- ``postgresql://user:password@host:port/dbname`` (or ``postgres://``): a shared PostgreSQL database.

With no explicit target: ``ONCEBITTEN_URL``, then ``ONCEBITTEN_DB``, then ``~/.oncebitten/memory.db``.
"""

from __future__ import annotations

import os

from .._slots import FrozenValue
from ..errors import InvalidInput

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: this module is on every hook's start-up path
if TYPE_CHECKING:
    import re
    from pathlib import Path
    from typing import Literal

    #: ``~/.oncebitten/memory.db``, not expanded (a ``Path``; built on first use).
    DEFAULT_DB_PATH: Path

_DEFAULT_DB = "~/.oncebitten/memory.db"
_masks: tuple[re.Pattern[str], re.Pattern[str]] | None = None


def __getattr__(name: str) -> object:
    # DEFAULT_DB_PATH is a Path: pathlib is loaded only when someone asks for it (PEP 562).
    if name == "DEFAULT_DB_PATH":
        from pathlib import Path

        return Path(_DEFAULT_DB)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class StoreTarget(FrozenValue):
    """A resolved store location. ``display`` is safe to print: it never contains a password.

    ``missing``, if set, is the message of the :class:`~oncebitten.errors.StoreMissing` raised when the
    store is opened and its file does not exist: a reader's target, which must not create a store.
    """

    __slots__ = ("kind", "location", "missing")

    kind: Literal["sqlite", "postgresql"]
    location: str  # absolute file path for sqlite, full URL for postgresql
    missing: str | None

    def __init__(self, kind: Literal["sqlite", "postgresql"], location: str, missing: str | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "location", location)
        object.__setattr__(self, "missing", missing)

    def must_exist(self, message: str) -> StoreTarget:
        """This target, opened only if it exists (else :class:`~oncebitten.errors.StoreMissing` ``message``)."""
        return StoreTarget(self.kind, self.location, message)

    @property
    def path(self) -> Path:
        """The database file (SQLite targets only)."""
        if self.kind != "sqlite":
            raise InvalidInput(f"{self.display} is not a file path")
        from pathlib import Path

        return Path(self.location)

    @property
    def display(self) -> str:
        """The target as it may be shown in logs, errors and ``--json`` output (password masked)."""
        return mask_url(self.location) if self.kind == "postgresql" else self.location


def mask_url(text: str) -> str:
    """Replace any password inside a URL or connection string with ``***``."""
    global _masks
    if _masks is None:
        import re

        _masks = (
            re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^:/@\s]*:)(?P<password>[^@\s]*)(?P<at>@)", re.I),
            re.compile(r"(?P<head>[?&]password=)(?P<password>[^&\s]*)", re.I),
        )
    in_url, param = _masks
    text = in_url.sub(lambda m: f"{m['head']}***{m['at']}", text)
    return param.sub(lambda m: f"{m['head']}***", text)


def target_source(db: str | os.PathLike[str] | StoreTarget | None = None) -> str:
    """Where :func:`resolve_target` takes the store from: ``"argument"`` (``db`` was given),
    ``"ONCEBITTEN_URL"``, ``"ONCEBITTEN_DB"`` or ``"default"`` (``~/.oncebitten/memory.db``)."""
    if db is not None:
        return "argument"
    for variable in ("ONCEBITTEN_URL", "ONCEBITTEN_DB"):
        if os.environ.get(variable):
            return variable
    return "default"


def default_target() -> StoreTarget:
    """The store used when nothing names one: ``~/.oncebitten/memory.db``."""
    return resolve_target(_DEFAULT_DB)


def resolve_target(db: str | os.PathLike[str] | StoreTarget | None = None) -> StoreTarget:
    """Resolve ``db`` (or the environment, or the default) to a :class:`StoreTarget` (a target is itself).

    Raises:
        InvalidInput: for an unsupported URL scheme or an in-memory database (which per-thread
            connections cannot share).
    """
    if isinstance(db, StoreTarget):
        return db
    if db is None:
        db = os.environ.get("ONCEBITTEN_URL") or os.environ.get("ONCEBITTEN_DB") or _DEFAULT_DB
    text = os.fspath(db)
    lowered = text.lower()
    if lowered.startswith(("postgresql://", "postgres://", "postgresql+psycopg://")):
        import re

        return StoreTarget("postgresql", re.sub(r"^postgres(?:ql)?(?:\+psycopg)?://", "postgresql://", text))
    if lowered.startswith("sqlite://"):
        text = text[len("sqlite://") :]
        if text.startswith("/"):
            text = text[1:]  # sqlite:///rel -> rel ; sqlite:////abs -> /abs
        if not text:
            raise InvalidInput("sqlite:// URL has no path; use sqlite:///path/to/memory.db")
    elif "://" in text:
        scheme = text.split("://", 1)[0]
        raise InvalidInput(f"unsupported database URL scheme {scheme!r}; use a path, sqlite:/// or postgresql://")
    if text in (":memory:", "") or text.startswith("file::memory:"):
        raise InvalidInput("in-memory databases are not supported; use a file (a temporary path works)")
    # str(Path(text).expanduser().resolve()), without loading pathlib
    return StoreTarget("sqlite", os.path.realpath(os.path.expanduser(text)))
