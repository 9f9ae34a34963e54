"""Where the memory lives: turn a ``db_path`` argument, ``--db`` flag or environment variable into a target.

Accepted forms:

- a filesystem path (``str`` or ``Path``): an embedded SQLite database;
- ``sqlite:///relative/or/absolute/path`` (``sqlite:////abs/path`` also works);
- ``postgresql://user:password@host:port/dbname`` (or ``postgres://``): a shared PostgreSQL database.

With no explicit target: ``ONCEBITTEN_URL``, then ``ONCEBITTEN_DB``, then ``~/.oncebitten/memory.db``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..errors import InvalidInput

DEFAULT_DB_PATH = Path("~/.oncebitten/memory.db")

_PASSWORD_IN_URL = re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^:/@\s]*:)(?P<password>[^@\s]*)(?P<at>@)", re.I)
_PASSWORD_PARAM = re.compile(r"(?P<head>[?&]password=)(?P<password>[^&\s]*)", re.I)


@dataclass(frozen=True, slots=True)
class StoreTarget:
    """A resolved store location. ``display`` is safe to print: it never contains a password."""

    kind: Literal["sqlite", "postgresql"]
    location: str  # absolute file path for sqlite, full URL for postgresql

    @property
    def path(self) -> Path:
        """The database file (SQLite targets only)."""
        if self.kind != "sqlite":
            raise InvalidInput(f"{self.display} is not a file path")
        return Path(self.location)

    @property
    def display(self) -> str:
        """The target as it may be shown in logs, errors and ``--json`` output (password masked)."""
        return mask_url(self.location) if self.kind == "postgresql" else self.location


def mask_url(text: str) -> str:
    """Replace any password inside a URL or connection string with ``***``."""
    text = _PASSWORD_IN_URL.sub(lambda m: f"{m['head']}***{m['at']}", text)
    return _PASSWORD_PARAM.sub(lambda m: f"{m['head']}***", text)


def resolve_target(db: str | os.PathLike[str] | None = None) -> StoreTarget:
    """Resolve ``db`` (or the environment, or the default) to a :class:`StoreTarget`.

    Raises:
        InvalidInput: for an unsupported URL scheme or an in-memory database (which per-thread
            connections cannot share).
    """
    if db is None:
        db = os.environ.get("ONCEBITTEN_URL") or os.environ.get("ONCEBITTEN_DB") or str(DEFAULT_DB_PATH)
    text = os.fspath(db)
    lowered = text.lower()
    if lowered.startswith(("postgresql://", "postgres://", "postgresql+psycopg://")):
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
    return StoreTarget("sqlite", str(Path(text).expanduser().resolve()))
