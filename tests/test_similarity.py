"""The one similarity index: exact on small sets, trigram candidates re-ranked on large ones, both backends."""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from oncebitten import InvalidInput, SimilarityIndex, SimilarMatch
from oncebitten.store import close_store, open_store

TEXTS = [
    "Refactor process method (complexity 11) into smaller functions",
    "Add caching layer for AST analysis",
    "Use global state for experiment tracking",
    "Replace class with functional pipeline",
    "Add type annotations to all methods",
]


@pytest.fixture(params=["exact", "indexed"])
def index(request: pytest.FixtureRequest, db: str) -> SimilarityIndex:
    """An index on each backend, searched exactly (few entries) or through the trigram candidates."""
    ix = SimilarityIndex(open_store(db), exact_limit=20_000 if request.param == "exact" else 0)
    for i, text in enumerate(TEXTS):
        ix.add("improvement", str(i), text, scope="evolution" if i < 3 else "experiment")
    return ix


def test_the_closest_text_comes_first_with_its_levenshtein_similarity(index: SimilarityIndex) -> None:
    found = index.search("Refactor the process method into smaller functions", limit=3)
    assert found[0] == SimilarMatch("improvement", "0", "evolution", TEXTS[0], pytest.approx(found[0].score))
    assert 0.6 < found[0].score < 1.0
    assert [m.score for m in found] == sorted((m.score for m in found), reverse=True)


def test_an_identical_text_scores_one(index: SimilarityIndex) -> None:
    assert index.search(TEXTS[3], limit=1)[0].score == 1.0


def test_scope_sources_min_score_and_limit_filter(index: SimilarityIndex) -> None:
    assert {m.scope for m in index.search("Add type annotations", scope="experiment")} == {"experiment"}
    assert index.search("Add type annotations", sources=["knowledge"]) == []
    assert all(m.score >= 0.8 for m in index.search("Add type annotations to all method", min_score=0.8))
    assert len(index.search("Add", limit=2)) <= 2


def test_partial_and_token_set_scorers_suit_short_queries_and_word_order(index: SimilarityIndex) -> None:
    assert index.search("functional pipeline", scorer="partial", limit=1)[0].ref == "3"
    assert index.search("methods all to annotations type Add", scorer="token_set", limit=1)[0].score == 1.0
    with pytest.raises(InvalidInput):
        index.search("x", scorer="jaro")


def test_adding_the_same_ref_again_replaces_its_text(index: SimilarityIndex) -> None:
    index.add("improvement", "4", "Completely different words now")
    assert index.search("Completely different words now", limit=1)[0].ref == "4"
    assert all(m.text != TEXTS[4] for m in index.search("Add type annotations to all methods"))


def test_indexed_texts_are_redacted(db: str) -> None:
    index = SimilarityIndex(open_store(db))
    index.add("knowledge", "k", "login failed with token ghp_abcdefghijklmnopqrstuvwxyz0123456789")
    (match,) = index.search("login failed with token", limit=1)
    assert "ghp_" not in match.text and "<redacted:" in match.text


def test_the_search_is_deterministic_and_ties_are_broken_by_ref(db: str) -> None:
    index = SimilarityIndex(open_store(db), exact_limit=0)
    for ref in ("b", "a", "c"):
        index.add("learning", ref, "the same text")
    first = index.search("the same text")
    assert [m.ref for m in first] == ["a", "b", "c"] and first == index.search("the same text")


def test_a_store_method_adds_inside_the_callers_transaction(db: str) -> None:
    store = open_store(db)
    with pytest.raises(RuntimeError), store.backend.transaction() as tx:
        store.similarity_add(tx, "knowledge", "1", "", "rolled back with its failure", "2026-01-01T00:00:00+00:00")
        raise RuntimeError
    assert SimilarityIndex(store).search("rolled back with its failure") == []


@pytest.mark.parametrize("scan_limit", [20_000, 0], ids=["scan", "rings"])
def test_the_index_finds_near_duplicates_among_many_entries(db: str, scan_limit: int) -> None:
    store = open_store(db)
    with store.backend.transaction() as tx:
        for i in range(3000):
            store.similarity_add(tx, "improvement", str(i), "", f"Refactor handler_{i} into helper number {i * 7}", "t")
    # more entries than exact_limit: held in memory (SQLite) or pg_trgm candidates (PostgreSQL)
    index = SimilarityIndex(store, exact_limit=1000, scan_limit=scan_limit)
    found = index.search("Refactor handler_1234 into helper number 8638", limit=3)
    assert found[0].ref == "1234" and found[0].score == 1.0


def test_reopening_a_database_with_the_fts_tables_works(tmp_path: Path) -> None:
    path = str(tmp_path / "m.db")
    SimilarityIndex(open_store(path)).add("knowledge", "1", "kept across opens")
    close_store(path)
    assert SimilarityIndex(open_store(path)).search("kept across opens")[0].score == 1.0
    close_store(path)


def test_importing_the_index_does_not_load_rapidfuzz() -> None:
    code = "import sys, oncebitten.engine.similarity.index, oncebitten.outcomes; print('rapidfuzz' in sys.modules)"
    assert (
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )


WORDS = [
    "Add",
    "retry",
    "cache",
    "the",
    "parser",
    "into",
    "helpers",
    "split",
    "refactor",
    "loader",
    "with",
    "backoff",
    "to",
    "a",
    "of",
    "12",
    "7",
]


def corpus(seed: int, size: int) -> list[str]:
    """Seeded template-like sentences, with near-duplicates (a word changed, dropped or added)."""
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(size):
        if texts and rng.random() < 0.4:
            words = rng.choice(texts).split(" ")
            at = rng.randrange(len(words))
            words[at : at + rng.randint(0, 1)] = [rng.choice(WORDS)] * rng.randint(0, 1)
            texts.append(" ".join(words) or "empty")
        else:
            texts.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 10))))
    return texts


def top_scores(query: str, texts: list[str], limit: int) -> list[float]:
    found = process.extract(query, texts, scorer=Levenshtein.normalized_similarity, limit=limit)
    return [score for _, score, _ in found]


def held_index(path: str, texts: list[str], **limits: int) -> SimilarityIndex:
    store = open_store(path)
    with store.backend.transaction() as tx:
        for i, text in enumerate(texts):
            store.similarity_add(tx, "improvement", str(i), f"m{i % 3}", text, "t")
    return SimilarityIndex(store, **limits)


@given(st.integers(0, 10**6), st.integers(1, 400), st.integers(1, 12), st.booleans())
@settings(max_examples=25, deadline=None)
def test_a_search_of_the_held_entries_equals_the_exhaustive_scan(seed: int, size: int, limit: int, rings: bool) -> None:
    # exact_limit=0: held in memory; scan_limit=0: candidates from the rings only (whose widest one covers
    # every entry of a store this small), otherwise every entry scored with a rising cutoff
    texts = corpus(seed, size)
    query = corpus(seed + 1, 1)[0]
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "m.db")
        index = held_index(path, texts, exact_limit=0, scan_limit=0 if rings else 20_000)
        found = index.search(query, limit=limit)
        assert [m.score for m in found] == top_scores(query, texts, limit)
        assert all(Levenshtein.normalized_similarity(query, texts[int(m.ref)]) == m.score for m in found)
        assert [m.score for m in index.search(query, limit=limit, min_score=0.5)] == [
            s for s in top_scores(query, texts, limit) if s >= 0.5
        ]
        close_store(path)


@pytest.mark.parametrize("scan_limit", [20_000, 0], ids=["scan", "rings"])
def test_held_searches_keep_to_their_sources_and_scope(tmp_path: Path, scan_limit: int) -> None:
    path = str(tmp_path / "m.db")
    texts = corpus(3, 600)
    index = held_index(path, texts, exact_limit=0, scan_limit=scan_limit)
    index.add("knowledge", "k", texts[10])
    found = index.search(texts[10], sources=["improvement"], scope="m1", limit=5)
    assert found and all(m.source == "improvement" and m.scope == "m1" for m in found)
    in_scope = [t for i, t in enumerate(texts) if i % 3 == 1]
    assert [m.score for m in found] == top_scores(texts[10], in_scope, 5)
    assert [m.source for m in index.search(texts[10], sources=["knowledge"])] == ["knowledge"]
    close_store(path)


def test_the_rings_find_a_re_proposal_among_more_entries_than_they_cover(tmp_path: Path) -> None:
    path = str(tmp_path / "m.db")
    texts = corpus(4, 20_000)
    index = held_index(path, texts, exact_limit=0, scan_limit=0)
    for i in (17, 4321, 19_999):
        query = texts[i][:-1] + "x"  # a typo at the end
        assert index.search(query, limit=1)[0].score == top_scores(query, texts, 1)[0]
    close_store(path)


def test_beyond_the_scan_limit_a_search_scores_what_its_budget_allows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import oncebitten.engine.similarity.index as similarity
    from oncebitten.engine.similarity.views import RINGS, VIEWS

    scored: list[int] = []
    real = similarity._scorer

    def counting(name: str) -> Any:
        score_all = real(name)

        def counted(query: str, texts: Any, cutoff: float, limit: int) -> Any:
            scored.append(len(texts))
            return score_all(query, texts, cutoff, limit)

        return counted

    monkeypatch.setattr(similarity, "_scorer", counting)
    path = str(tmp_path / "m.db")
    texts = corpus(8, 30_000)
    query = texts[123][:-1] + "x"
    index = held_index(path, texts, exact_limit=0, scan_limit=0)
    counts = {}
    for budget in (0, 1_000_000, 4_000_000, 10**12):
        index.budget = budget
        scored.clear()
        found = index.search(query, limit=10)
        counts[budget] = sum(scored)
        assert found[0].score == top_scores(query, texts, 1)[0]
    # no budget: the first ring only; a budget: at most what it pays for at the cheapest estimate
    assert counts[0] <= len(VIEWS) * 2 * RINGS[0]
    assert counts[0] < counts[1_000_000] <= len(VIEWS) * 2 * RINGS[0] + 1_000_000 / 190
    assert counts[1_000_000] < counts[4_000_000] <= len(VIEWS) * 2 * RINGS[0] + 4_000_000 / 190
    # an unbounded budget scores every entry in every view, so the answer is exact
    assert counts[10**12] == len(VIEWS) * len(texts)
    assert [m.score for m in index.search(query, limit=10)] == top_scores(query, texts, 10)
    close_store(path)


def test_the_estimated_cost_of_a_candidate_falls_with_the_cutoff_and_rises_with_the_query_s_length() -> None:
    from oncebitten.engine.similarity.index import _cost

    for length in (40, 64, 65, 100, 200):
        costs = [_cost(length, c / 20) for c in range(21)]
        assert costs == sorted(costs, reverse=True) and min(costs) > 0
    assert all(_cost(90, c / 10) >= _cost(60, c / 10) for c in range(8))
