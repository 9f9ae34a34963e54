"""Sorted neighbourhoods: the views stay sorted however entries arrive, rings are nearest first and never
repeat a run, and a process's copy follows the store (its own and other processes' writes)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten import SimilarityIndex
from oncebitten.engine.similarity import views as neighbourhood
from oncebitten.engine.similarity.views import LAYOUT, VIEWS, Neighbourhood
from oncebitten.errors import StoreBusy
from oncebitten.store import close_store, open_store
from oncebitten.store.schema import DATA_TABLES

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


# -- the saved views -------------------------------------------------------------------------------------


def test_the_views_keys_are_pinned_to_the_saved_layout() -> None:
    # Views saved by one version are read by another only if they sort the same way: a change to VIEWS must
    # come with a new LAYOUT (then update this test).
    text = "Refactor the Loader into small helpers with retry backoff"
    assert LAYOUT.startswith("views-1/11/")
    assert [view(text) for view in VIEWS] == [
        "refactor the loader into small helpers with retry backoff",
        "ffokcab yrter htiw srepleh llams otni redaol eht rotcafer",
        "loader into small helpers with retry backoff refactor the",
        "small helpers with retry backoff refactor the loader into",
        "helpers with retry backoff refactor the loader into small",
        "retry backoff refactor the loader into small helpers with",
        "otni redaol eht rotcafer ffokcab yrter htiw srepleh llams",
        "refactor the loader into small helpers with retry backoff",
        "with retry backoff refactor the loader into small helpers",
        "helpers with retry backoff refactor the loader into small",
        "refactor the loader into small helpers with retry backoff",
    ]


def _store_with(path: Path, texts: list[str]) -> SimilarityIndex:
    index = SimilarityIndex(open_store(str(path)))
    with index.store.backend.transaction() as tx:
        for i, text in enumerate(texts):
            index.store.similarity_add(tx, "improvement", str(i), "", text, "2026-01-01T00:00:00+00:00")
    return index


StoreOf = Callable[[int, int, int], tuple[SimilarityIndex, random.Random]]


@pytest.fixture
def store_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[StoreOf]:
    """``store_of(entries, seed, save_from)``: a store of that many random sentences (and the generator, for
    more), with views saved from ``save_from`` entries on. Closed after the test."""
    path = tmp_path / "m.db"

    def make(entries: int, seed: int, save_from: int) -> tuple[SimilarityIndex, random.Random]:
        monkeypatch.setattr(neighbourhood, "SAVE_FROM", save_from)
        rng = random.Random(seed)
        return _store_with(path, [sentence(rng) for _ in range(entries)]), rng

    yield make
    close_store(str(path))


def _orders(hood: Neighbourhood) -> list[list[int]]:
    return [list(view) for view in hood.views]


def test_a_process_that_sorted_a_large_store_saves_the_views_and_the_next_reads_them(store_of: StoreOf) -> None:
    index, _ = store_of(800, 11, 500)
    first = Neighbourhood()
    first.sync(index.store)
    assert first.loaded == "sorted"
    assert len(index.store.similarity_views_get()) == len(VIEWS)
    second = Neighbourhood()
    second.sync(index.store)
    assert second.loaded == "saved"
    assert second.texts == first.texts and second.last_id == first.last_id == 800
    assert _orders(second) == _orders(first)
    assert_views_sorted(second)


def test_saved_views_lagging_behind_are_read_and_the_new_entries_merged_in(store_of: StoreOf) -> None:
    index, rng = store_of(800, 12, 500)
    Neighbourhood().sync(index.store)
    for i in range(40):
        index.add("improvement", f"new{i}", sentence(rng))
    hood = Neighbourhood()
    hood.sync(index.store)
    assert hood.loaded == "saved" and len(hood) == 840 and hood.last_id == 840
    assert_views_sorted(hood)
    fresh = Neighbourhood()
    fresh.extend(index.store.similarity_rows_after(0))
    assert _orders(hood) == _orders(fresh)  # as a full sort orders them
    assert {row[4] for row in index.store.similarity_views_get()} == {800}  # 40 more: not worth saving again


def test_views_merged_with_enough_new_entries_are_saved_again(
    store_of: StoreOf, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(neighbourhood, "RESORT_AFTER", 10)
    index, rng = store_of(800, 16, 500)
    held = Neighbourhood()
    held.sync(index.store)
    for i in range(40):  # more than 1 % of 800 and RESORT_AFTER, less than a sixteenth: merged, then saved
        index.add("improvement", f"new{i}", sentence(rng))
    held.sync(index.store)
    assert len(held) == 840 and {row[4] for row in index.store.similarity_views_get()} == {840}
    later = Neighbourhood()
    later.sync(index.store)
    assert later.loaded == "saved" and _orders(later) == _orders(held)
    assert_views_sorted(later)


def _tamper(index: SimilarityIndex, sql: str, params: tuple[object, ...] = ()) -> None:
    with index.store.backend.transaction() as tx:
        tx.execute(sql, params)


@pytest.mark.parametrize(
    "change",
    ["text changed", "entry removed", "other layout", "short positions", "position out of range", "a view lost"],
)
def test_saved_views_that_are_not_of_the_store_as_it_is_are_sorted_again(store_of: StoreOf, change: str) -> None:
    index, _ = store_of(400, 13, 300)
    Neighbourhood().sync(index.store)
    if change == "text changed":
        index.add("improvement", "7", "a text that was not there when the views were saved")
    elif change == "entry removed":
        with index.store.backend.transaction() as tx:
            index.store.similarity_remove(tx, "improvement", ["7"])
    elif change == "other layout":
        _tamper(index, "UPDATE similarity_views SET layout = 'views-0/7/little'")
    elif change == "short positions":
        _tamper(index, "UPDATE similarity_views SET positions = substr(positions, 1, 8) WHERE view = 3")
    elif change == "position out of range":
        bad = array("i", range(1, 401)).tobytes()
        _tamper(index, "UPDATE similarity_views SET positions = ? WHERE view = 0", (bad,))
    else:
        _tamper(index, "DELETE FROM similarity_views WHERE view = 10")
    hood = Neighbourhood()
    hood.sync(index.store)
    assert hood.loaded == "sorted"
    assert_views_sorted(hood)
    expected = 399 if change == "entry removed" else 400
    assert len(hood) == expected
    if change == "text changed":
        assert "a text that was not there when the views were saved" in hood.texts
    resaved = index.store.similarity_views_get()
    assert len(resaved) == len(VIEWS) and {row[4] for row in resaved} == {expected}


def test_a_store_that_cannot_take_the_views_still_searches(store_of: StoreOf, monkeypatch: pytest.MonkeyPatch) -> None:
    index, _ = store_of(400, 14, 300)

    def refuse(*args: object, **kwargs: object) -> None:
        raise StoreBusy("database is locked")

    monkeypatch.setattr(index.store, "similarity_views_put", refuse)
    hood = Neighbourhood()
    hood.sync(index.store)
    assert hood.loaded == "sorted" and len(hood) == 400
    assert index.store.similarity_views_get() == []


def test_search_results_are_the_same_from_saved_views(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(neighbourhood, "SAVE_FROM", 1000)
    rng = random.Random(15)
    path = tmp_path / "m.db"
    _store_with(path, [sentence(rng) for _ in range(3000)])
    queries = [sentence(rng) for _ in range(20)]
    code = (
        "import json, sys; from oncebitten import SimilarityIndex;"
        " from oncebitten.engine.similarity import views as neighbourhood;"
        " from oncebitten.store import open_store; neighbourhood.SAVE_FROM = 1000;"
        " ix = SimilarityIndex(open_store(sys.argv[1]), exact_limit=0);"
        " out = [[(m.ref, round(m.score, 6)) for m in ix.search(q, limit=5)] for q in json.loads(sys.argv[2])];"
        " hood = ix.cache.neighbourhood;"
        " print(json.dumps([hood.loaded, out]))"
    )
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", code, str(path), json.dumps(queries)],
                check=True,
                timeout=120,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(2)
    ]
    assert [run[0] for run in runs] == ["sorted", "saved"]
    assert runs[0][1] == runs[1][1]
    close_store(str(path))


def test_the_saved_views_are_a_cache_not_memory_to_copy() -> None:
    assert "similarity_views" not in DATA_TABLES


def test_processes_sorting_and_saving_at_once_leave_one_whole_set_of_views(tmp_path: Path) -> None:
    rng = random.Random(17)
    path = tmp_path / "m.db"
    _store_with(path, [sentence(rng) for _ in range(3000)])
    code = (
        "import sys; from oncebitten.engine.similarity import views as neighbourhood;"
        " from oncebitten.store import open_store;"
        " neighbourhood.SAVE_FROM = 1000; hood = neighbourhood.Neighbourhood();"
        " hood.sync(open_store(sys.argv[1])); print(hood.loaded)"
    )
    procs = [
        subprocess.Popen([sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE, text=True) for _ in range(4)
    ]
    outs = [proc.communicate(timeout=120)[0].strip() for proc in procs]
    assert all(proc.returncode == 0 for proc in procs) and set(outs) <= {"sorted", "saved"}
    store = open_store(str(path))
    saved = store.similarity_views_get()
    assert [row[0] for row in saved] == list(range(len(VIEWS))) and {row[4] for row in saved} == {3000}
    later = subprocess.run(
        [sys.executable, "-c", code, str(path)], check=True, timeout=120, capture_output=True, text=True
    ).stdout.strip()
    assert later == "saved"
    close_store(str(path))
