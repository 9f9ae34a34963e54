"""The one similarity index: find stored texts close to a query, by fuzzy match, without scanning them all.

Every capability that needs "have we seen something like this before?" adds its texts here under a
*source* (``"improvement"``, ``"error_memory"``, ``"knowledge"``, ``"fingerprint"``, ``"learning"``) and a
*ref* (its own key), optionally narrowed by a *scope* (a module name), and searches with one call::

    index = SimilarityIndex(store)
    index.add("improvement", "42", "Refactor process method into smaller functions", scope="data_processor")
    index.search("Refactor the process method", sources=["improvement"], scope="data_processor", min_score=0.8)

How a search works (design and figures: ``docs/design.md``, ``docs/performance-log.md``):

1. When the filtered entries are few (``exact_limit``, 2,000), they are read and every one is scored: the
   answer is exact.
2. Otherwise, on SQLite with the Levenshtein scorer, the process holds the store's entries in memory
   (:mod:`oncebitten.engine.similarity.views`, read once, then only what was added since, reloaded when entries
   changed). Up to ``scan_limit`` (20,000) filtered entries, every one is scored, the entries nearest the
   query in the sorted views first so that the 10th best score so far prunes the rest (rapidfuzz's cutoff):
   exact. Beyond, the candidates are the entries nearest the query in the sorted views, ring by ring, each
   ring scored with the cutoff the previous ones reached, while the rings' estimated cost fits a budget
   (``budget``: a cost per candidate by query length and cutoff, not a clock; deterministic).
3. Otherwise (the ``partial`` and ``token_set`` scorers on SQLite), the store proposes candidates from its
   trigram index: the entries holding pieces of the query (a trigram, lengthened to up to 12 characters
   while more than ``cap`` entries hold it), ranked by the rarity-weighted pieces they share with the query.
   On PostgreSQL, pg_trgm's ``%`` on a GIN index. The best ``candidates`` are then scored.
4. Scoring is rapidfuzz: Levenshtein normalized similarity by default (the design's measure), ``partial``
   (for short queries against long error texts) or ``token_set`` (word order does not matter).

Results are deterministic: the same store and query give the same answer, ties broken by source and ref.
rapidfuzz is imported on first search, so ``import oncebitten`` never loads it.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..._time import iso, utc_now
from ...errors import InvalidInput
from ..core import engine_for
from .views import Neighbourhood

if TYPE_CHECKING:
    from ...store import Store
    from ...store.similarity_sql import EntryRow

__all__ = ["SCORERS", "IndexCache", "SimilarMatch", "SimilarityIndex"]

#: The scorers :meth:`SimilarityIndex.search` knows.
SCORERS = ("levenshtein", "partial", "token_set")

#: Searches over at most this many (filtered) entries read and score every one of them from the store.
EXACT_LIMIT = 2_000
#: Searches over at most this many entries held in memory score every one of them (see docs/performance-log.md).
SCAN_LIMIT = 20_000
#: Beyond ``scan_limit``, how much scoring one search may do: rings are scored while their estimated cost
#: (:func:`_cost`, in nanoseconds of rapidfuzz time on the benchmark machine) fits; the last one is narrowed to
#: what is left. An estimate, not a clock: the same store and query give the same answer.
BUDGET_NS = 6_500_000
#: A trigram held by more entries than this is too common to propose candidates.
PROBE_CAP = 1000
#: How many of the best candidates are scored.
CANDIDATES = 500
#: Probes start every PROBE_STEP characters of the query and grow up to PROBE_SPAN characters.
PROBE_STEP = 3
PROBE_SPAN = 12

Scorer = Callable[[str, str], float]


@dataclass(frozen=True, slots=True)
class SimilarMatch:
    """One entry found by a search, with its score (0..1, higher is closer)."""

    source: str
    ref: str
    scope: str
    text: str
    score: float


def _scorer(name: str) -> Callable[[str, Sequence[str], float, int], list[tuple[int, float]]]:
    """Score a query against many texts in one call (rapidfuzz's C++ loop): ``(index, score 0..1)`` of the
    ``limit`` best texts scoring at least the cutoff (ties: the earlier text)."""
    from rapidfuzz import fuzz, process
    from rapidfuzz.distance import Levenshtein

    if name == "levenshtein":
        func: Callable[..., float] = Levenshtein.normalized_similarity
        scale = 1.0
    elif name == "partial":
        func, scale = fuzz.partial_ratio, 100.0
    elif name == "token_set":
        func, scale = fuzz.token_set_ratio, 100.0
    else:
        raise InvalidInput(f"scorer must be one of {', '.join(SCORERS)}, not {name!r}")

    def score_all(query: str, texts: Sequence[str], cutoff: float, limit: int) -> list[tuple[int, float]]:
        if not texts:
            return []
        # below the cutoff: rapidfuzz compares in its own floating point, and 0.8 must pass 0.8 (filtered after)
        bound = max(0.0, cutoff - 0.01) * scale or None
        found = process.extract(query, texts, scorer=func, limit=limit, score_cutoff=bound)
        return [(int(index), float(score) / scale) for _, score, index in found]

    return score_all


def trigrams(text: str) -> list[str]:
    """The distinct lower-cased trigrams of ``text`` in order of first appearance (as FTS5's trigram tokenizer
    folds case)."""
    folded = text.lower()
    return list(dict.fromkeys(folded[i : i + 3] for i in range(len(folded) - 2)))


class SimilarityIndex:
    """Fuzzy search over the texts every capability indexes, in one store.

    Args:
        store: the store (``open_store(...)``).
        exact_limit: searches over at most this many entries read them from the store and score them all.
        scan_limit: searches over at most this many entries held in memory score them all (SQLite, Levenshtein).
        cap: trigrams found in more entries than this are not used to propose candidates (SQLite).
        candidates: how many proposed entries are scored.
        budget: beyond ``scan_limit``, the estimated scoring work of one search, in nanoseconds (:data:`BUDGET_NS`).
        cache: what the process holds in memory for the store (default: the store's engine's, shared).
    """

    def __init__(
        self,
        store: Store,
        *,
        exact_limit: int = EXACT_LIMIT,
        scan_limit: int = SCAN_LIMIT,
        cap: int = PROBE_CAP,
        candidates: int = CANDIDATES,
        budget: int = BUDGET_NS,
        cache: IndexCache | None = None,
    ) -> None:
        self.store = store
        # What this process holds for the store, shared by every index over it (its engine's).
        self.cache = cache if cache is not None else engine_for(store).similarity_cache
        self.budget = budget
        self.exact_limit = exact_limit
        self.scan_limit = scan_limit
        self.cap = cap
        self.candidates = candidates

    def add(self, source: str, ref: str, text: str, *, scope: str = "") -> None:
        """Index ``text`` (stored redacted) under ``(source, ref)``; a second add of the same pair replaces it.

        Raises:
            StoreError: the store cannot be written.
        """
        clean = engine_for(self.store).redact(text)
        self.store.similarity_put(source, str(ref), scope, clean, iso(utc_now()))

    def search(
        self,
        text: str,
        *,
        sources: Sequence[str] | None = None,
        scope: str | None = None,
        limit: int = 10,
        min_score: float = 0.0,
        scorer: str = "levenshtein",
    ) -> list[SimilarMatch]:
        """The indexed texts closest to ``text``, best first.

        Args:
            text: the query (compared as given; stored texts are redacted).
            sources: only entries of these sources (default: all).
            scope: only entries of this scope (default: any).
            limit: at most this many matches.
            min_score: only matches scoring at least this (0..1).
            scorer: ``"levenshtein"``, ``"partial"`` or ``"token_set"``.

        Raises:
            InvalidInput: an unknown scorer, a negative limit, a min_score outside 0..1.
            StoreError: the store cannot be read.
        """
        if limit < 0:
            raise InvalidInput("limit must not be negative")
        if not 0.0 <= min_score <= 1.0:
            raise InvalidInput("min_score must be between 0 and 1")
        score_all = _scorer(scorer)
        if limit == 0:
            return []
        sources = None if sources is None else list(dict.fromkeys(sources))
        if sources == []:
            return []
        store = self.store
        sqlite = store.backend.dialect == "sqlite"
        if sqlite and scorer == "levenshtein" and self.cache.neighbourhood is not None:
            return self._search_held(text, sources, scope, limit, min_score, score_all)
        if store.similarity_count(sources, scope, self.exact_limit) <= self.exact_limit:
            rows = store.similarity_rows(sources, scope)
        elif sqlite and scorer == "levenshtein":
            return self._search_held(text, sources, scope, limit, min_score, score_all)
        elif sqlite:
            rows = self._sqlite_candidates(text, sources, scope)
        else:
            rows = store.similarity_trigram_candidates(text, sources, scope, self.candidates)
        found = [
            SimilarMatch(str(rows[i].source), str(rows[i].ref), str(rows[i].scope), str(rows[i].text), score)
            for i, score in score_all(text, [str(r.text) for r in rows], min_score, limit)
            if score >= min_score
        ]
        return _best(found, limit)

    def _search_held(
        self,
        text: str,
        sources: list[str] | None,
        scope: str | None,
        limit: int,
        min_score: float,
        score_all: Callable[[str, Sequence[str], float, int], list[tuple[int, float]]],
    ) -> list[SimilarMatch]:
        # Ring by ring, nearest first: each run is scored with the cutoff the best ``limit`` so far reached
        # (rapidfuzz then skips most texts on their length alone). Up to ``scan_limit`` entries, every entry
        # not scored by the first ring is scored after it, so the answer is exact. Beyond, rings are scored
        # while their estimated cost fits the budget, and the first that does not is narrowed to what is left.
        hood = self.cache.hold()
        with hood.lock:
            hood.sync(self.store)
            groups = hood.groups_matching(sources, scope)
            wanted = None if groups is None else set(groups)
            best: dict[int, float] = {}
            cutoff = min_score

            def score(texts: Sequence[str], positions: Sequence[int]) -> None:
                nonlocal cutoff
                # filtered: every text above the cutoff, as the best ``limit`` may be of other groups
                for i, found in score_all(text, texts, cutoff, limit if wanted is None else len(texts)):
                    if found >= cutoff and (wanted is None or hood.groups[positions[i]] in wanted):
                        best[positions[i]] = found
                if len(best) > limit:
                    for p in sorted(best, key=best.__getitem__)[: len(best) - limit]:
                        del best[p]
                if len(best) == limit:
                    cutoff = max(cutoff, min(best.values()))

            places = hood.places(text)
            exact = hood.population(groups) <= self.scan_limit
            spent, inner = 0.0, 0
            for width in hood.widths():
                ring = hood.ring(places, inner, width)
                if not ring:
                    break
                last = exact
                if not exact:
                    per = _cost(len(text), cutoff)
                    if inner and spent + per * _size(ring) > self.budget:
                        width = inner + int((self.budget - spent) / per / (2 * len(places)))
                        ring = hood.ring(places, inner, width) if width > inner else []
                        last = True
                    spent += per * _size(ring)
                for view, low, high in ring:
                    score(hood.view_texts[view][low:high], hood.views[view][low:high])
                if exact:
                    scored = {hood.views[view][p] for view, low, high in ring for p in range(low, high)}
                    rest = [p for p in hood.positions(groups) if p not in scored]
                    score([hood.texts[p] for p in rest], rest)
                inner = width
                if last:
                    break
            found = []
            for p, value in best.items():
                source, entry_scope = hood.group_keys[hood.groups[p]]
                found.append(SimilarMatch(source, hood.refs[p], entry_scope, hood.texts[p], value))
        return _best(found, limit)

    def _sqlite_candidates(self, text: str, sources: list[str] | None, scope: str | None) -> list[EntryRow]:
        # Variable-length probes: from every third character of the query, the trigram there; if more than
        # ``cap`` entries hold it, the trigram 3 characters on is added (an AND, i.e. a longer piece of the
        # query), up to 12 characters. Rare pieces tell more (weight ~ log(cap / df)). Probes found too
        # common are remembered per process. Probes read the whole index; filters apply to the candidates (a
        # filter that keeps few entries took the exact path instead).
        common = self.cache.common_features()
        folded = text.lower()
        weights: dict[int, float] = {}
        for start in range(0, len(folded) - 2, PROBE_STEP):
            grams: list[str] = []
            for at in range(start, min(len(folded) - 2, start + PROBE_SPAN - 2), 3):
                gram = folded[at : at + 3]
                if not gram.strip():
                    continue
                grams.append(gram)
                key = "\x00".join(grams)
                if key in common:
                    continue
                ids = self.store.similarity_probe(grams, self.cap)
                if len(ids) > self.cap:
                    common.add(key)
                    continue
                weight = math.log((self.cap + 1) / (len(ids) + 1)) + 1.0
                for entry_id in ids:
                    weights[entry_id] = weights.get(entry_id, 0.0) + weight
                break
        if not weights:
            return []
        best = sorted(weights, key=lambda i: (-weights[i], i))[: self.candidates]
        wanted = None if sources is None else set(sources)
        return [
            row
            for row in self.store.similarity_fetch(best)
            if (wanted is None or row.source in wanted) and (scope is None or row.scope == scope)
        ]


def _cost(length: int, cutoff: float) -> float:
    """Estimated nanoseconds rapidfuzz spends on one candidate for a query of ``length`` characters at this
    cutoff (fitted on the 1M benchmark's rings, docs/performance-log.md): queries over 64 characters take two or
    more 64-bit blocks, and a lower cutoff lets more candidates past the length filter into the full
    computation."""
    below = max(0.0, 0.8 - cutoff)
    if length <= 64:
        return max(200.0, 270.0 + 370.0 * (0.8 - cutoff))
    if below:
        return 244.0 + 1500.0 * below + 2000.0 * below * below
    return max(190.0, 244.0 - 500.0 * (cutoff - 0.8))


def _size(ring: Sequence[tuple[int, int, int]]) -> int:
    return sum(high - low for _, low, high in ring)


def _best(found: list[SimilarMatch], limit: int) -> list[SimilarMatch]:
    found.sort(key=lambda m: (-m.score, m.source, m.ref))
    return found[:limit]


class IndexCache:
    """What one process keeps about one store's similarity index: the entries it holds in memory (made on the
    first search that needs them) and the trigrams it found too common to propose candidates. The store's
    engine keeps one (:attr:`oncebitten.engine.core.Engine.similarity_cache`), shared by every index over it.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        #: The entries held in memory, once a search held them.
        self.neighbourhood: Neighbourhood | None = None
        self._common: set[str] = set()

    def hold(self) -> Neighbourhood:
        """The entries held in memory, starting to hold them (read on the first sync)."""
        with self._lock:
            if self.neighbourhood is None:
                self.neighbourhood = Neighbourhood()
            return self.neighbourhood

    def common_features(self) -> set[str]:
        """Trigrams known to be too common to propose candidates (forgotten past 200,000)."""
        with self._lock:
            if len(self._common) > 200_000:
                self._common = set()
            return self._common

    def forget_common(self) -> None:
        """Drop what was learned about common trigrams (after entries were removed, e.g. by prune)."""
        with self._lock:
            self._common = set()
