"""The engine: what every capability shares for one store, one engine per store per process.

- ``store``: the store (every SQL statement; :mod:`oncebitten.store`);
- ``identifier``: the failure identifier, which redacts, classifies and fingerprints a failure's text and
  remembers the identities it worked out (:mod:`oncebitten.engine.identity`);
- ``index``: the similarity index, and ``similarity_cache``, what this process holds in memory for it
  (:mod:`oncebitten.engine.similarity.index`);
- ``clock``: where "now" comes from.

The capabilities (``FailureMemory``, ``Escalations``, ``ErrorSignatureTracker``, ``IterationMemory``,
``FailureMemoryService``, ``ImprovementMemory``, ``ErrorMemory``, the hooks' handler) look it up with
:func:`engine_for` (or :func:`open_engine`, from where the store is) instead of wiring their own. A
capability given its own clock (tests, simulations) gets a view of the engine with that clock, sharing
everything else.

A failure and the fingerprint group it taught are written in one transaction:
:meth:`oncebitten.store.Store.recording`, which every store method that writes a failure goes through.

The identifier and the index are made on first use: the advisor's check, before every tool call, reads
through the engine and loads neither (this module imports only the standard library).
"""

from __future__ import annotations

import _thread  # threading's C core: a hook process does not pay for threading

from .._time import iso, utc_now

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the advisor's check (hook start-up) imports this module
if TYPE_CHECKING:
    import os
    from collections.abc import Callable
    from typing import TypeVar

    from .._time import Clock
    from ..store import Store
    from .identity import FailureIdentifier
    from .similarity.index import IndexCache, SimilarityIndex

    _T = TypeVar("_T")

__all__ = ["Engine", "engine_for", "open_engine"]

_lock = _thread.allocate_lock()


class _Shared:
    """What the engine and its views with other clocks share: made once, on first use."""

    __slots__ = ("identifier", "index", "similarity_cache")

    def __init__(self) -> None:
        self.identifier: FailureIdentifier | None = None
        self.index: SimilarityIndex | None = None
        self.similarity_cache: IndexCache | None = None


class Engine:
    """The shared machinery of one store: store, failure identifier, similarity index, clock.

    Get it with :func:`engine_for`; ``Engine(store)`` makes a second one, with identities and held index
    entries of its own.
    """

    __slots__ = ("_shared", "clock", "store")

    def __init__(self, store: Store, clock: Clock | None = None, *, _shared: _Shared | None = None) -> None:
        self.store = store
        self.clock: Clock = clock or utc_now
        self._shared = _shared or _Shared()

    def now(self) -> str:
        """The clock's current time, as the store keeps it."""
        return iso(self.clock())

    def with_clock(self, clock: Clock | None) -> Engine:
        """This engine with another clock (``None``: this engine), sharing everything else."""
        if clock is None or clock is self.clock:
            return self
        return Engine(self.store, clock, _shared=self._shared)

    @property
    def identifier(self) -> FailureIdentifier:
        """The failure identifier every capability stores failures through."""
        found = self._shared.identifier
        if found is None:
            from .identity import FailureIdentifier

            found = self._once("identifier", lambda: FailureIdentifier(self.store))
        return found

    @property
    def index(self) -> SimilarityIndex:
        """The similarity index of this store, with its default settings."""
        found = self._shared.index
        if found is None:
            from .similarity.index import SimilarityIndex

            cache = self.similarity_cache
            found = self._once("index", lambda: SimilarityIndex(self.store, cache=cache))
        return found

    @property
    def similarity_cache(self) -> IndexCache:
        """What this process holds in memory for the store's similarity index (every index over it shares it)."""
        found = self._shared.similarity_cache
        if found is None:
            from .similarity.index import IndexCache

            found = self._once("similarity_cache", IndexCache)
        return found

    def _once(self, name: str, make: Callable[[], _T]) -> _T:
        """The shared ``name``, made by ``make`` by the first thread to get here."""
        with _lock:
            found = getattr(self._shared, name)
            if found is None:
                found = make()
                setattr(self._shared, name, found)
            return found  # type: ignore[no-any-return]  # getattr: what make() made, by this or another thread

    def redact(self, text: object) -> str:
        """``text`` as the store may keep it: cleaned, and with its secrets replaced by placeholders."""
        return self.identifier.redact(text)


def engine_for(store: Store, clock: Clock | None = None) -> Engine:
    """The engine of ``store`` in this process (made on first use; it lives as long as the store), with
    ``clock`` if one is given."""
    engine: Engine | None = store.engine
    if engine is None:
        with _lock:
            engine = store.engine
            if engine is None:
                engine = store.engine = Engine(store)
    return engine.with_clock(clock)


def open_engine(
    db: str | os.PathLike[str] | None = None, *, store: Store | None = None, clock: Clock | None = None
) -> Engine:
    """The engine of ``store``, or of the store at ``db`` (a path, ``sqlite:///``/``postgresql://`` URL, or
    ``None`` for the default: :func:`oncebitten.store.open_store`), with ``clock`` if one is given.

    Raises:
        InvalidInput: ``db`` is not a supported form.
        StoreError: the store cannot be opened.
    """
    if store is None:
        from ..store import open_store

        store = open_store(db)
    return engine_for(store, clock)
