"""Failures kept on this machine while a PostgreSQL store cannot be reached, and their later delivery.

A failure a hook could not record (the database down, the network gone, the relay dead) is not lost: it is
written, redacted, to ``$ONCEBITTEN_HOME/spool/`` (a directory of mode 0700, one file of mode 0600 per failure,
written atomically), with the environment it failed in and the time, and recorded later as it would have been
then:

- by the relay (:mod:`.relay`), every quarter of a second while it runs and the database answers;
- by the next hook that records a failure directly (``ONCEBITTEN_RELAY=0``).

Each file is claimed by renaming it before it is delivered, so two deliverers never record it twice; a
delivery that fails puts it back. Entries are kept per store (a hash of its URL, never the URL itself).
"""

from __future__ import annotations

import os

from .._cstdlib import dumps, loads, sha256
from ..errors import StoreError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ..store import Store

__all__ = ["deliver", "pending", "spool_dir", "spool_failure"]

_SUFFIX = ".json"


def spool_dir() -> str:
    """``$ONCEBITTEN_HOME/spool`` (default ``~/.oncebitten/spool``)."""
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "spool")


def store_key(url: str) -> str:
    """The key entries for the store at ``url`` are kept under (no password in it, nor the URL)."""
    return sha256(url.encode()).hexdigest()[:16]


def spool_failure(url: str, entry: dict[str, Any]) -> str:
    """Keep one failure for the store at ``url``; returns the file written.

    Raises:
        OSError: the spool directory cannot be written (the caller logs it: nothing else can be done).
    """
    import time

    directory = spool_dir()
    os.makedirs(directory, mode=0o700, exist_ok=True)
    name = f"{time.time_ns():020d}-{os.getpid()}-{store_key(url)}{_SUFFIX}"
    temporary = os.path.join(directory, "." + name + ".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8", errors="surrogatepass") as handle:
        handle.write(dumps({"v": 1, **entry}, ensure_ascii=False))
    path = os.path.join(directory, name)
    os.replace(temporary, path)  # whole or absent: a deliverer never reads half an entry
    return path


def pending(url: str) -> list[str]:
    """The files waiting to be delivered to the store at ``url``, oldest first."""
    suffix = f"-{store_key(url)}{_SUFFIX}"
    try:
        names = os.listdir(spool_dir())
    except OSError:
        return []
    return [os.path.join(spool_dir(), name) for name in sorted(names) if name.endswith(suffix)]


def deliver(url: str, store: Store) -> int:
    """Record the failures kept for the store at ``url`` into ``store``, oldest first. Returns how many.

    Raises:
        StoreError: one could not be recorded (the database went away again): it and the rest stay for the
            next time.
    """
    delivered = 0
    for path in pending(url):
        claimed = f"{path}.{os.getpid()}.claimed"
        try:
            os.replace(path, claimed)
        except OSError:
            continue  # another deliverer took it
        try:
            with open(claimed, encoding="utf-8", errors="surrogatepass") as handle:
                entry = loads(handle.read())
        except (OSError, ValueError):
            os.replace(claimed, path + ".bad")  # kept for a person to look at, never retried
            continue
        try:
            _record(store, entry)
        except StoreError:
            os.replace(claimed, path)  # kept for the next time
            raise
        except Exception:  # noqa: BLE001 - an entry that cannot be recorded: kept aside, never retried
            os.replace(claimed, path + ".bad")
            continue
        os.unlink(claimed)
        delivered += 1
    return delivered


def _record(store: Store, entry: dict[str, Any]) -> None:
    """Record one spooled failure as the hook would have, at the time it happened."""
    from .._time import parse_iso
    from ..advisor.memory import FailureMemory

    when = parse_iso(entry["at"])
    memory = FailureMemory(store=store, clock=lambda: when)
    record = memory.record_failure(entry["tool_name"], entry["params"], entry["error"], entry["env"])
    store.workspace_call(
        entry["root"], record.tool_signature, entry["tool_name"], memory.identifier.redact(entry["call"]), entry["at"]
    )
