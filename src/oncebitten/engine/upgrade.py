"""Re-keying a store's fingerprints to the current algorithm version, in batches, resumably.

A store written by an older oncebitten keeps the keys of an older fingerprint version in every row of a
failure (the advisor's records and log, failure knowledge, error memory, rejected hypotheses, iteration
reports). After an upgrade, a failure that repeats gets a key of the current version; for it to count with
its history, each stored row is fingerprinted again, from the (redacted) text the store kept, through the
store's one :class:`~oncebitten.engine.identity.FailureIdentifier`, so the groups it learns are the groups a
new failure will join. Then the counts kept per key (failure knowledge's pattern cache and approaches) move to
the new key. Each old key is recorded with its new key(s) in ``fingerprint_aliases``: a lookup by an old key
still finds its failures.

Where two old groups now make one, their rows share the new key and their counts add up. Where one old group
splits (the new algorithm tells apart what the old one merged, e.g. two missing modules), each row goes to its
own new group, the old key resolves to all of them, and its counts go to the new group most of its rows went
to. No row is deleted; the old groups stay in ``fingerprints`` with their version.

This is never run by a hook (it may take seconds on a large store, and holds the write lock for one batch at a
time): ``oncebitten migrate`` runs it with a progress bar, and :func:`upgrade_fingerprints` is the library's
way. Until it has run, new failures are keyed by the current version and old ones keep their old keys.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .fingerprint import FINGERPRINT_VERSION

if TYPE_CHECKING:
    from ..store import Store
    from .core import Engine
    from .identity import FailureIdentity

__all__ = ["FingerprintUpgrade", "fingerprints_outdated", "fingerprints_pending", "upgrade_fingerprints"]

#: ``progress(label, done, total)``, called after every batch (the CLI's progress bar).
Progress = Callable[[str, int, int], None]

#: Rows per transaction: small enough that a hook waiting for the write lock waits tens of milliseconds.
DEFAULT_BATCH = 200
#: Messages whose identity one run remembers (past it, it starts over).
SEEN_LIMIT = 100_000


@dataclass
class FingerprintUpgrade:
    """What an upgrade did: rows re-keyed per table, old keys whose counts moved, and how long it took."""

    version: int
    rekeyed: dict[str, int] = field(default_factory=dict)
    moved: list[tuple[str, str]] = field(default_factory=list)
    remaining: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def rows(self) -> int:
        """Rows re-keyed, over every table."""
        return sum(self.rekeyed.values())

    @property
    def done(self) -> bool:
        """Whether nothing is left keyed by an older version (a row with no text to read stays as it was)."""
        return not any(self.remaining.values())

    def to_dict(self) -> dict[str, object]:
        return {
            "version": self.version,
            "rekeyed": dict(self.rekeyed),
            "rows": self.rows,
            "patterns_moved": len(self.moved),
            "remaining": dict(self.remaining),
            "done": self.done,
            "seconds": round(self.seconds, 3),
        }


def fingerprints_outdated(store: Store) -> bool:
    """Whether ``store`` may hold failures keyed by an older fingerprint version (cheap: for a notice that
    says to run ``oncebitten migrate``)."""
    return store.fingerprints_outdated(FINGERPRINT_VERSION)


def fingerprints_pending(store: Store, version: int = FINGERPRINT_VERSION) -> dict[str, int]:
    """Rows still keyed by an older fingerprint version, per table (and ``"aggregates"``: old keys whose
    pattern counts have not moved yet). All zero once the store is upgraded."""
    return store.fingerprints_pending(version)


def upgrade_fingerprints(
    engine: Engine | Store,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Progress | None = None,
    max_rows: int | None = None,
) -> FingerprintUpgrade:
    """Re-key every row still keyed by an older fingerprint version to the current one (see the module).

    Safe to interrupt (each batch is one transaction; a re-run resumes) and to run in several processes at
    once (each row is re-keyed once). ``max_rows`` bounds the work of one call (a later call goes on).

    Args:
        engine: the store's engine (or the store: its engine is used).
        batch_size: rows per transaction.
        progress: called as ``progress(table, done, total)`` after every batch.
        max_rows: stop after about this many rows (``None``: until done).

    Raises:
        StoreBusy: a batch could not take the write lock within the busy timeout (what was done is kept).
        StoreError: the store failed (what was done is kept).
    """
    from .core import Engine, engine_for

    if not isinstance(engine, Engine):
        engine = engine_for(engine)
    store, identifier = engine.store, engine.identifier
    # A message seen in an earlier batch of this run (a failure that repeated word for word, an advisor record
    # and its log entry) has its key already, and its group was written with that batch: it is not
    # fingerprinted again. A batch that fails ends the run, so nothing is taken from a batch rolled back.
    seen: dict[str, FailureIdentity] = {}

    def identify(stored: list[tuple[str, str | None]]) -> list[FailureIdentity]:
        fresh = iter(identifier.identify_stored([(m, kind) for m, kind in stored if m not in seen]))
        found = [seen.get(message) or next(fresh) for message, _kind in stored]
        if len(seen) > SEEN_LIMIT:
            seen.clear()
        for identity in found:
            seen.setdefault(identity.message, replace(identity, learned=None))
        return found

    started = time.perf_counter()
    result = FingerprintUpgrade(FINGERPRINT_VERSION)
    pending = store.fingerprints_pending(FINGERPRINT_VERSION)
    budget = max_rows if max_rows is not None else sum(pending.values()) + 1
    complete = True

    from ..store.upgrade_sql import FINGERPRINTED

    for spec in FINGERPRINTED:
        total = pending.get(spec.table, 0)
        done = 0
        after = None
        result.rekeyed[spec.table] = 0
        while total:
            if budget <= 0:
                complete = False
                break
            read, rekeyed, after = store.fingerprints_rekey_batch(
                spec, FINGERPRINT_VERSION, after, min(batch_size, budget), identify, engine.now()
            )
            if not read:
                break
            done += read
            budget -= read
            result.rekeyed[spec.table] += rekeyed
            if progress is not None:
                progress(spec.table, min(done, total), total)
    # The counts of an old key move once all its rows are re-keyed: only then is its main new key known.
    while complete:
        moved = store.fingerprints_move_aggregates(batch_size)
        if not moved:
            break
        result.moved.extend(moved)
        if progress is not None:
            progress("patterns", len(result.moved), len(result.moved))
    result.remaining = store.fingerprints_pending(FINGERPRINT_VERSION)
    if result.done:
        store.fingerprints_upgraded(FINGERPRINT_VERSION)
    result.seconds = time.perf_counter() - started
    return result
