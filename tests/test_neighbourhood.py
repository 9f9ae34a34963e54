"""Sorted neighbourhoods: the views stay sorted however entries arrive, rings are nearest first and never
repeat a run, and a process's copy follows the store (its own and other processes' writes)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten import SimilarityIndex
from oncebitten.neighbourhood import VIEWS, Neighbourhood
from oncebitten.store import close_store, open_store

WORDS = [
    "add",
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
]


def sentence(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 9)))


def rows(texts: list[str], first_id: int = 1) -> list[tuple[int, str, str, str, str]]:
    return [(first_id + i, "improvement", str(first_id + i), "", text) for i, text in enumerate(texts)]


def assert_views_sorted(hood: Neighbourhood) -> None:
    for view, order, ordered in zip(VIEWS, hood.views, hood.view_texts, strict=True):
        assert sorted(order) == list(range(len(hood)))
        assert [hood.texts[p] for p in order] == ordered
        keys = [view(t) for t in ordered]
        assert keys == sorted(keys)


@given(st.lists(st.integers(min_value=1, max_value=300), min_size=1, max_size=6), st.integers(0, 10**6))
@settings(max_examples=30, deadline=None)
def test_views_stay_sorted_whether_entries_are_inserted_or_sorted_again(batches: list[int], seed: int) -> None:
    rng = random.Random(seed)
    hood = Neighbourhood()
    for size in batches:
        hood.extend([rows([sentence(rng) for _ in range(size)], len(hood) + 1)])
        assert_views_sorted(hood)
    assert hood.last_id == len(hood) == sum(batches)


def test_rings_are_nearest_first_and_cover_each_place_once() -> None:
    rng = random.Random(5)
    hood = Neighbourhood()
    hood.extend([rows([sentence(rng) for _ in range(2000)])])
    seen: set[tuple[int, int]] = set()
    for width, ring in zip((4, 16, 64), hood.rings("split the parser into helpers", widths=(4, 16, 64)), strict=True):
        for view, low, high in ring:
            for place in range(low, high):
                assert (view, place) not in seen
                seen.add((view, place))
        assert len(seen) <= len(VIEWS) * 2 * width
    assert len(seen) == len(VIEWS) * 2 * 64


def test_an_exact_duplicate_sits_next_to_the_query_in_every_view() -> None:
    rng = random.Random(6)
    texts = [sentence(rng) for _ in range(3000)] + ["refactor the loader into helpers with backoff"]
    hood = Neighbourhood()
    hood.extend([rows(texts)])
    (ring,) = hood.rings(texts[-1], widths=(1,))
    for view in range(len(VIEWS)):
        assert len(texts) - 1 in [p for v, low, high in ring if v == view for p in hood.views[view][low:high]]


def test_filters_name_the_groups_they_keep() -> None:
    hood = Neighbourhood()
    hood.extend(
        [[(1, "improvement", "1", "a", "x"), (2, "knowledge", "2", "", "y"), (3, "improvement", "3", "b", "z")]]
    )
    assert hood.groups_matching(None, None) is None
    assert hood.groups_matching(["improvement", "knowledge"], None) is None
    kept = hood.groups_matching(["improvement"], None)
    assert kept is not None and hood.population(kept) == 2 and sorted(hood.positions(kept)) == [0, 2]
    assert hood.population(hood.groups_matching(None, "b")) == 1


def test_sync_reads_new_entries_and_reloads_after_a_change_or_removal(tmp_path: Path) -> None:
    path = str(tmp_path / "m.db")
    store = open_store(path)
    index = SimilarityIndex(store)
    for i in range(3):
        index.add("improvement", str(i), f"hypothesis number {i}")
    hood = Neighbourhood()
    hood.sync(store)
    assert len(hood) == 3 and hood.last_id == 3
    index.add("improvement", "3", "one more")
    hood.sync(store)
    assert len(hood) == 4 and hood.texts[-1] == "one more"
    index.add("improvement", "3", "one more")  # the same text again: nothing changed
    generation = hood.generation
    hood.sync(store)
    assert hood.generation == generation
    index.add("improvement", "0", "a changed text")
    hood.sync(store)
    assert hood.generation != generation and sorted(hood.texts)[0] == "a changed text" and len(hood) == 4
    with store.backend.transaction() as tx:
        store.similarity_remove(tx, "improvement", ["1"])
    hood.sync(store)
    assert len(hood) == 3 and "hypothesis number 1" not in hood.texts
    assert_views_sorted(hood)
    close_store(path)


def test_another_process_s_writes_show_up_in_the_next_search(tmp_path: Path) -> None:
    path = str(tmp_path / "m.db")
    index = SimilarityIndex(open_store(path), exact_limit=0)
    for i in range(50):
        index.add("improvement", str(i), f"Refactor handler_{i} into helper number {i * 7}")
    assert index.search("Cache the parser results keyed by token id", limit=1)[0].score < 0.9
    code = (
        "import sys; from oncebitten import SimilarityIndex; from oncebitten.store import open_store;"
        "ix = SimilarityIndex(open_store(sys.argv[1])); ix.add('improvement', 'new', sys.argv[2]);"
        "ix.add('improvement', '3', 'Inline the loader helper')"
    )
    subprocess.run(
        [sys.executable, "-c", code, path, "Cache the parser results keyed by token id"], check=True, timeout=60
    )
    (best,) = index.search("Cache the parser results keyed by token id", limit=1)
    assert (best.ref, best.score) == ("new", 1.0)
    assert index.search("Inline the loader helper", limit=1)[0].ref == "3"
    assert all(m.text != "Refactor handler_3 into helper number 21" for m in index.search("Refactor handler_3"))
    close_store(path)


@pytest.mark.parametrize("width", [0, 1])
def test_an_empty_neighbourhood_has_empty_rings(width: int) -> None:
    assert [ring for ring in Neighbourhood().rings("anything", widths=(width,))] == [[]]


def test_an_anchor_view_does_not_move_when_a_short_word_is_added_or_dropped_elsewhere() -> None:
    # The share rotations cut at a count of words, so a word more shifts the cut; the anchor views cut at the
    # word with the least hash among words of 4 characters or more, which a short word cannot be.
    anchored = VIEWS[7:]
    assert len(anchored) == 4
    rng = random.Random(9)
    moved_by_share = 0
    for _ in range(200):
        words = [rng.choice(WORDS) for _ in range(rng.randint(4, 10))]
        longer = list(words)
        longer.insert(rng.randrange(len(words) + 1), "the")
        shorter = [w for w in words if w != "the"] or words
        for text in (" ".join(longer), " ".join(shorter)):
            for view in anchored:
                original, variant = view(" ".join(words)).split(" "), view(text).split(" ")
                assert original[0] == variant[0] or len(original[0]) < 4
        moved_by_share += VIEWS[4](" ".join(longer)).split(" ")[0] != VIEWS[4](" ".join(words)).split(" ")[0]
    assert moved_by_share  # the property is the anchor's, not every rotation's


def test_the_widths_grow_until_a_ring_covers_every_entry() -> None:
    rng = random.Random(10)
    hood = Neighbourhood()
    hood.extend([rows([sentence(rng) for _ in range(9000)])])
    widths = list(hood.widths())
    assert widths == sorted(set(widths)) and widths[-1] >= len(hood)
    places = hood.places("split the parser into helpers")
    covered: set[tuple[int, int]] = set()
    for inner, width in zip([0, *widths], widths, strict=False):
        for v, low, high in hood.ring(places, inner, width):
            covered.update((v, p) for p in range(low, high))
    assert len(covered) == len(VIEWS) * len(hood)
