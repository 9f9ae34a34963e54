"""Failures (and successes) a hook could not record in time, kept on this machine and delivered later.

A failure a hook could not record (the database down, the network gone, the relay dead, the store locked past
the hook's time budget) is not lost: it is written to ``$ONCEBITTEN_HOME/spool/`` (a directory of mode 0700, one
file of mode 0600 per entry, written atomically), with the environment it failed in and the time, and recorded
later as it would have been then:

- by the relay (:mod:`.relay`, when there is one), every quarter of a second while it runs and the database
  answers;
- by the next hook that records a failure directly, or that would warn or block a call, within what is left of
  its own time budget.

A success that could not clear its call is kept the same way (``"event": "succeeded"``), so a call that
passed is not blocked later on the strength of a failure it has already outlived. A call whose exit status is
not known when its hook answers (``"event": "undecided"``: Codex writes it to its rollout asynchronously) is
decided when delivered, from where the status is; one still unknown after :data:`UNDECIDED_SECONDS` is dropped.
Hooks deliver too before they answer anything but "allow", so a late success is counted before a block.

Each file is claimed by renaming it before it is delivered, so two deliverers never record it twice; a
delivery that fails puts it back. Entries are kept per store (a hash of its URL or path, never the URL itself).
Entries are redacted before they touch the disk (the error, the call's description and the parameters: the
call's signature is computed from the redacted parameters, so it is the same when recorded later). Of a call
whose parameters run past 64 KiB, an entry keeps the bounded part that is stored of them and the call's
signature, computed when it failed (see :func:`oncebitten.advisor.signature.oversized_key`).
"""

from __future__ import annotations

import os

from .._cstdlib import dumps, loads, sha256
from .._private import oncebitten_home, open_private, private_dir
from ..errors import StoreError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from datetime import datetime
    from typing import Any

    from ..store import Store

__all__ = ["deliver", "pending", "spool_dir", "spool_failure"]

_SUFFIX = ".json"
#: Past this many waiting entries nothing more is kept (a store that stays unreachable must not fill the disk).
MAX_ENTRIES = 10_000


def spool_dir() -> str:
    """``$ONCEBITTEN_HOME/spool`` (default ``~/.oncebitten/spool``)."""
    return os.path.join(oncebitten_home(), "spool")


def store_key(url: str) -> str:
    """The key entries for the store at ``url`` are kept under (no password in it, nor the URL)."""
    return sha256(url.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def spool_failure(url: str, entry: dict[str, Any]) -> str:
    """Keep one entry for the store at ``url``; returns the file written.

    Raises:
        OSError: the spool directory cannot be written (the caller logs it: nothing else can be done).
    """
    import time

    directory = private_dir(spool_dir())
    if len(os.listdir(directory)) >= MAX_ENTRIES:
        raise OSError(f"the spool {directory} already holds {MAX_ENTRIES} entries")
    name = f"{time.time_ns():020d}-{os.getpid()}-{store_key(url)}{_SUFFIX}"
    temporary = os.path.join(directory, "." + name + ".tmp")
    fd = open_private(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
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


def deliver(url: str, store: Store, *, until: float | None = None) -> int:
    """Record the entries kept for the store at ``url`` into ``store``, oldest first. Returns how many.

    Args:
        until: a ``time.monotonic()`` deadline: entries left when it passes wait for the next delivery.

    Raises:
        StoreError: one could not be recorded (the database went away again): it and the rest stay for the
            next time.
    """
    import time

    delivered = 0
    for path in pending(url):
        if until is not None and time.monotonic() > until:
            break
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
        except _NotYet:
            os.replace(claimed, path)  # its outcome is not known yet: kept for a later delivery
            continue
        except StoreError:
            os.replace(claimed, path)  # kept for the next time
            raise
        except Exception:  # noqa: BLE001 - an entry that cannot be recorded: kept aside, never retried
            os.replace(claimed, path + ".bad")
            continue
        os.unlink(claimed)
        delivered += 1
    return delivered


#: How long a call of unknown exit status is kept waiting for it; then it is dropped (nothing to record).
UNDECIDED_SECONDS = 120.0


class _NotYet(Exception):
    """An entry whose outcome is not known yet."""


def _decide(entry: dict[str, Any], when: datetime) -> dict[str, Any] | None:
    """An undecided entry as the failure or success its exit status now says, or ``None`` (dropped).

    Raises:
        _NotYet: the status is not there yet, and the entry is young enough to wait for it.
    """
    from .._time import utc_now
    from .codex import transcript_exit_code
    from .response import failure_text

    source = entry.get("status_from") or {}
    code = transcript_exit_code(str(source.get("rollout") or ""), str(source.get("call_id") or ""), wait=0)
    if code is None:
        if (utc_now() - when).total_seconds() < UNDECIDED_SECONDS:
            raise _NotYet
        return None
    if code == 0:
        return {**entry, "event": "succeeded"}
    return {**entry, "event": "failed", "error": failure_text(f"Exit code {code}\n{entry['error']}") or entry["error"]}


def _record(store: Store, entry: dict[str, Any]) -> None:
    """Record one spooled entry as the hook would have, at the time it happened."""
    from .._time import parse_iso
    from ..advisor.memory import FailureMemory

    when = parse_iso(entry["at"])
    if entry.get("event") == "undecided":
        decided = _decide(entry, when)
        if decided is None:
            return
        entry = decided
    memory = FailureMemory(store=store, clock=lambda: when)
    known = entry.get("signature")  # a call over 64 KiB: its parameters are kept only in part
    if entry.get("event") == "succeeded":
        from ..advisor.signature import call_key

        signature = known or call_key(entry["tool_name"], entry["params"])[0]
        for env in entry["envs"]:
            memory.clear_failure(entry["tool_name"], entry["params"], env, signature=signature)
            store.decision_mark_false(signature, env, entry["at"])
        if entry.get("root"):
            store.workspace_resolve(entry["root"], signature, entry["at"])
        return
    record = memory.record_failure(entry["tool_name"], entry["params"], entry["error"], entry["env"], signature=known)
    call = memory.identifier.redact(entry["call"])
    store.workspace_call(entry["root"], record.tool_signature, entry["tool_name"], call, entry["at"], entry["env"])
