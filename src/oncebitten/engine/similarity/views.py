"""Sorted neighbourhoods: one store's similarity entries, held in memory by one process in a few sort orders,
so that the entries closest to a query by Levenshtein similarity are found next to the query's own place.

Texts a few edits apart share long runs of characters. Sorted by their text, two texts sharing a long prefix
sit close together; sorted by their reversed text, two sharing a long suffix do; sorted by the text rotated to
start at its second, third, ... fifth of words, or at an *anchor* word picked by a hash (which stays put when
a word is added or dropped elsewhere), two sharing a long run in the middle do. A query is placed in every
*view* (a binary search) and the entries around it, nearest first, are its candidates (``rings``). This
is the sorted-neighbourhood method of record linkage; the views and widths, and what they cost and find, are
in ``docs/design.md`` and ``docs/performance-log.md``.

What a process holds follows the store: :meth:`Neighbourhood.sync` reads the entries past the highest id it
holds (others' writes included), and reloads everything when the store's similarity generation changed (an
entry's text or scope changed, or entries were removed). Sorting a large store's entries eleven ways takes
long (28 s at a million), so the process that sorted them saves the views in the store, and the next process
reads them (and sorts in only what came since) rather than sorting again. Standard library only; the scoring
is the caller's.
"""

from __future__ import annotations

import bisect
import contextlib
import sys
import threading
import zlib
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...store import Store

from ...errors import StoreError

#: A run of one view: ``(view, low, high)``.
Segment = tuple[int, int, int]


def _rotated(folded: str, share: float) -> str:
    words = folded.split(" ")
    cut = round(len(words) * share)
    return " ".join(words[cut:] + words[:cut])


def _view(share: float, backward: bool = False) -> Callable[[str], str]:
    def key(text: str) -> str:
        folded = _rotated(text.lower(), share) if share else text.lower()
        return folded[::-1] if backward else folded

    return key


#: Multipliers of the anchor views' word hashes (odd 32-bit constants): one per view, each a different order.
_ANCHOR_SALTS = (0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D, 0x27D4EB2F)


def _anchored(salt: int) -> Callable[[str], str]:
    """The lower-cased text rotated to start at its *anchor*: of its words of 4 characters or more, the one
    whose CRC-32 times ``salt`` (mod 2**32) is least. Unlike a rotation by a share of the words, the anchor
    does not move when a word is added or dropped elsewhere, so a re-proposal with a word more or less still
    sorts next to its original, and texts of one template about the same name sort together."""

    def key(text: str) -> str:
        words = text.lower().split(" ")
        at, least = 0, 1 << 32
        for i, word in enumerate(words):
            if len(word) >= 4:
                value = (zlib.crc32(word.encode()) * salt) & 0xFFFFFFFF
                if value < least:
                    at, least = i, value
        return " ".join(words[at:] + words[:at]) if at else " ".join(words)

    return key


#: The sort orders: the lower-cased text forwards and backwards, rotated to start 1/5 .. 4/5 of the way
#: through its words, rotated to its middle word then reversed, and rotated to four anchor words.
VIEWS: tuple[Callable[[str], str], ...] = (
    _view(0.0),
    _view(0.0, backward=True),
    _view(0.2),
    _view(0.4),
    _view(0.6),
    _view(0.8),
    _view(0.5, backward=True),
    *(_anchored(salt) for salt in _ANCHOR_SALTS),
)

#: Candidates come in rings: the entries within 16, then 64, 256, ... places of the query in every view; past
#: the last width, each ring doubles the one before until every entry is covered. How many rings a search
#: scores is the caller's (a budget, in ``oncebitten.engine.similarity.index``).
RINGS = (16, 64, 256, 512, 768, 1024, 1536, 2048, 3072, 4096)

#: Past this many new entries (or a sixteenth of those held), the views are sorted again rather than
#: merged with the new entries.
RESORT_AFTER = 256

#: From this many entries on, a process that sorted every view saves them in the store for the next process
#: (below, sorting takes well under a second).
SAVE_FROM = 20_000

#: What the saved views are: bump the number whenever :data:`VIEWS` change (a test pins their keys), so that
#: views saved by another version are sorted again rather than read. Positions are saved in this machine's
#: byte order, which is part of it.
LAYOUT = f"views-1/{len(VIEWS)}/{sys.byteorder}"


def _pick(texts: list[str], order: Sequence[int]) -> list[str]:
    """``[texts[p] for p in order]``, in C (itemgetter: about a third faster at a million)."""
    return list(itemgetter(*order)(texts)) if len(order) > 1 else [texts[p] for p in order]


class Neighbourhood:
    """The similarity entries of one store, in memory, in every view of :data:`VIEWS`.

    Entries are addressed by *position* (the order this process read them in). ``texts[p]``, ``refs[p]``,
    ``group_keys[groups[p]]`` (source, scope) describe position ``p``; ``members[g]`` lists the positions of
    group ``g``. Use it under ``lock`` when threads share it.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        #: How the last load began: ``"sorted"`` (every entry sorted), ``"saved"`` (the saved views read).
        self.loaded: str | None = None
        self._reset(None)

    def _reset(self, generation: str | None) -> None:
        self.generation = generation
        self.last_id = 0
        #: How many entries the views saved in the store (or read from it) sorted, as far as this process knows.
        self.saved_entries = 0
        self.texts: list[str] = []
        self.refs: list[str] = []
        self.groups = array("i")
        self.group_keys: list[tuple[str, str]] = []
        self.members: list[array[int]] = []
        self._group_of: dict[tuple[str, str], int] = {}
        self.views: list[array[int]] = [array("i") for _ in VIEWS]
        self.view_texts: list[list[str]] = [[] for _ in VIEWS]

    def __len__(self) -> int:
        return len(self.texts)

    def sync(self, store: Store) -> None:
        """Catch up with ``store``: read the entries added since the last sync, or everything again when
        entries were changed or removed since.

        Raises:
            StoreError: the store cannot be read.
        """
        generation, top = store.similarity_state()
        if generation != self.generation:
            self._reset(generation)
        if top <= self.last_id:
            return
        if not self.texts and top >= SAVE_FROM:
            self._read_saved(store, generation, top)
        if top > self.last_id:
            self.extend(store.similarity_rows_after(self.last_id))
        held = len(self.texts)
        if held >= SAVE_FROM and held - self.saved_entries > max(RESORT_AFTER, self.saved_entries // 100):
            self._save(store)

    def extend(self, batches: Iterable[Sequence[Sequence[Any]]]) -> bool:
        """Add entries (batches of ``(id, source, ref, scope, text)`` rows, by increasing id) to every view.

        Returns:
            True if every view was sorted again (rather than merged with the new entries).
        """
        start = len(self.texts)
        added = self._append(batches)
        if not added:
            return False
        texts = self.texts
        if added > max(RESORT_AFTER, start // 16):
            for i, view in enumerate(VIEWS):
                keys = [view(text) for text in texts]
                ranked = sorted(range(len(texts)), key=keys.__getitem__)
                del keys
                self.views[i] = array("i", ranked)
                self.view_texts[i] = _pick(texts, ranked)
            if start == 0:
                self.loaded = "sorted"
            return True
        for i in range(len(VIEWS)):
            self._merge(i, range(start, len(texts)))
        return False

    def _merge(self, v: int, new: Iterable[int]) -> None:
        # Each new entry goes where bisect_right would insert it (after equal keys, new ones in position order,
        # as a full sort would put them); the view is then rebuilt once from slices, not shifted per entry
        # (an insertion into a million is a memmove of 12 MB, list and array: 1.7 ms per entry for the eleven
        # views, so the tens of thousands a new process may find after the saved views took minutes).
        view, order, ordered, texts = VIEWS[v], self.views[v], self.view_texts[v], self.texts
        inserts = sorted(
            (bisect.bisect_right(ordered, key, key=view), key, p) for p in new for key in (view(texts[p]),)
        )
        merged_order: array[int] = array("i")
        merged: list[str] = []
        done = 0
        for at, _, p in inserts:
            merged_order.extend(order[done:at])
            merged.extend(ordered[done:at])
            merged_order.append(p)
            merged.append(texts[p])
            done = at
        merged_order.extend(order[done:])
        merged.extend(ordered[done:])
        self.views[v], self.view_texts[v] = merged_order, merged

    def _append(self, batches: Iterable[Sequence[Sequence[Any]]]) -> int:
        """Hold these entries (not yet in any view). Returns how many."""
        start = len(self.texts)
        texts, refs, groups, members, group_of = self.texts, self.refs, self.groups, self.members, self._group_of
        for batch in batches:
            for entry_id, source, ref, scope, text in batch:
                key = (str(source), str(scope))
                group = group_of.get(key)
                if group is None:
                    group = group_of[key] = len(self.group_keys)
                    self.group_keys.append(key)
                    members.append(array("i"))
                position = len(texts)
                texts.append(str(text))
                refs.append(str(ref))
                groups.append(group)
                members[group].append(position)
                self.last_id = max(self.last_id, int(entry_id))
        return len(texts) - start

    # -- the saved views ---------------------------------------------------------------------------

    def _read_saved(self, store: Store, generation: str, top: int) -> None:
        """Hold the entries the store's saved views sort, in those views, if they are views of the store as it
        is (the same generation, entries and layout); otherwise leave this empty, to be sorted."""
        try:
            saved = store.similarity_views_get()
        except StoreError:
            return
        if len(saved) != len(VIEWS):
            return
        stamp = (LAYOUT, generation, saved[0].last_id, saved[0].entries)
        if any(
            int(row.view) != v or (row.layout, row.generation, row.last_id, row.entries) != stamp
            for v, row in enumerate(saved)
        ):
            return
        last_id, entries = int(stamp[2]), int(stamp[3])
        if last_id > top:
            return
        views: list[array[int]] = []
        for row in saved:
            order = array("i")
            order.frombytes(bytes(row.positions))
            if len(order) != entries or (entries and (min(order) < 0 or max(order) >= entries)):
                return
            views.append(order)
        try:
            self._append(store.similarity_rows_upto(last_id))
        except StoreError:
            self._reset(generation)
            raise
        if len(self.texts) != entries:  # not the entries the views sort: start again, and sort
            self._reset(generation)
            return
        texts = self.texts
        self.views = views
        self.view_texts = [_pick(texts, order) for order in views]
        self.loaded = "saved"
        self.saved_entries = entries

    def _save(self, store: Store) -> None:
        """Save the views for the next process (when every entry was sorted, and after each 1 % of growth).
        A cache: a store that cannot take the write (read-only, busy past its timeout) keeps working without
        it, and is not asked again until the views have grown as much again."""
        self.saved_entries = len(self.texts)
        with contextlib.suppress(StoreError):
            store.similarity_views_put(
                LAYOUT, self.generation or "", self.last_id, len(self.texts), [v.tobytes() for v in self.views]
            )

    def groups_matching(self, sources: Sequence[str] | None, scope: str | None) -> list[int] | None:
        """The groups a search's filters keep, or None when they keep every entry."""
        kept = [
            g
            for g, (source, group_scope) in enumerate(self.group_keys)
            if (sources is None or source in sources) and (scope is None or group_scope == scope)
        ]
        return None if len(kept) == len(self.group_keys) else kept

    def population(self, groups: list[int] | None) -> int:
        """How many entries the groups hold (every entry for None)."""
        return len(self.texts) if groups is None else sum(len(self.members[g]) for g in groups)

    def positions(self, groups: list[int] | None) -> Iterator[int]:
        """Every position of these groups (every position for None)."""
        if groups is None:
            yield from range(len(self.texts))
        else:
            for group in groups:
                yield from self.members[group]

    def places(self, text: str) -> list[int]:
        """Where ``text`` would sit in every view (a binary search each)."""
        return [
            bisect.bisect_left(ordered, view(text), key=view)
            for view, ordered in zip(VIEWS, self.view_texts, strict=True)
        ]

    def ring(self, places: Sequence[int], inner: int, width: int) -> list[Segment]:
        """The runs of every view more than ``inner`` and at most ``width`` places from ``places`` (a query's
        :meth:`places`). A run ``(view, low, high)`` holds ``view_texts[view][low:high]``, at positions
        ``views[view][low:high]``."""
        size = len(self.texts)
        ring: list[Segment] = []
        for v, place in enumerate(places):
            low, high = max(0, place - width), min(size, place + width)
            if low < place - inner:
                ring.append((v, low, max(0, place - inner)))
            if place + inner < high:
                ring.append((v, place + inner, high))
        return ring

    def widths(self) -> Iterator[int]:
        """The ring widths: :data:`RINGS`, then doubling until a ring covers every entry of every view."""
        yield from RINGS
        width = RINGS[-1]
        while width < len(self.texts):
            width *= 2
            yield width

    def rings(self, text: str, widths: Sequence[int] = RINGS) -> Iterator[list[Segment]]:
        """Where to look for ``text``'s closest entries, nearest first: for each width, the runs of every view
        within that many places of ``text``'s place in it, not covered by an earlier ring (:meth:`ring`)."""
        places = self.places(text)
        inner = 0
        for width in widths:
            yield self.ring(places, inner, width)
            inner = width
