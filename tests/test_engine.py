"""The engine: one per store per process, shared by every capability, writing a failure and its group at once."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from conftest import FakeClock
from oncebitten import (
    ErrorMemory,
    Escalations,
    FailureMemory,
    FailureMemoryService,
    ImprovementMemory,
    IterationMemory,
    SimilarityIndex,
)
from oncebitten.engine.core import Engine, engine_for
from oncebitten.engine.identity import FailureIdentifier
from oncebitten.errors import StoreError
from oncebitten.store import open_store


def test_every_capability_on_one_store_shares_its_engine(db: str) -> None:
    store = open_store(db)
    engine = engine_for(store)
    faces = [
        FailureMemory(store=store), Escalations(store=store), IterationMemory(store=store),
        FailureMemoryService(store=store), ImprovementMemory(store=store), ErrorMemory(store=store),
    ]  # fmt: skip
    assert all(face.engine is engine for face in faces)
    assert FailureMemory(db).engine is engine  # opened by its target: the same store, the same engine
    identifiers = {id(face.engine.identifier) for face in faces}
    assert identifiers == {id(engine.identifier)} and isinstance(engine.identifier, FailureIdentifier)
    assert SimilarityIndex(store).cache is engine.similarity_cache is engine.index.cache


def test_a_capability_with_its_own_clock_gets_a_view_sharing_the_rest(db: str, clock: FakeClock) -> None:
    store = open_store(db)
    memory = FailureMemory(store=store, clock=clock)
    assert memory.engine is not engine_for(store) and memory.engine.clock is clock
    assert memory.engine.identifier is engine_for(store).identifier
    assert memory.engine.similarity_cache is engine_for(store).similarity_cache
    assert memory.engine.now() == "2026-11-22T12:00:00.000000+00:00"
    assert engine_for(store).with_clock(None) is engine_for(store)


def test_the_engine_is_made_once_under_concurrent_first_use(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "m.db"))
    found: list[Engine] = []
    barrier = threading.Barrier(8)

    def first_use() -> None:
        barrier.wait()
        found.append(engine_for(store))

    threads = [threading.Thread(target=first_use) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(engine) for engine in found}) == 1


def test_checking_a_call_loads_neither_the_identifier_nor_the_index(tmp_path: Path) -> None:
    memory = FailureMemory(str(tmp_path / "m.db"))
    memory.check_advisory("bash", {"cmd": "make"}, "env")
    assert memory.engine._shared.identifier is None and memory.engine._shared.index is None


def test_a_failure_and_the_group_it_taught_commit_together_or_not_at_all(db: str) -> None:
    store = open_store(db)
    identity = engine_for(store).identifier.identify("ZeroDivisionError: division by zero in parse_row", learn=False)
    assert identity.learned is not None and store.fingerprint_get(identity.fingerprint) is None
    with pytest.raises(RuntimeError), store.recording(identity, "2026-11-22T12:00:00.000000+00:00"):
        raise RuntimeError("the failure's own write failed")
    assert store.fingerprint_get(identity.fingerprint) is None
    memory = ErrorMemory(store=store)
    record = memory.record_failure("parser", "parse_row", "skip empty rows", "test", identity.message)
    group = store.fingerprint_get(record.fingerprint or "")
    assert group is not None and group[0] == identity.fingerprint


def test_a_failed_group_write_rolls_the_transaction_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = open_store(str(tmp_path / "m.db"))
    identity = engine_for(store).identifier.identify("KeyError: 'user_id'", learn=False)

    def broken(*args: object) -> None:
        raise StoreError("disk full")

    monkeypatch.setattr(store, "learn_fingerprint", broken)
    with pytest.raises(StoreError), store.recording(identity, "2026-11-22T12:00:00.000000+00:00") as tx:
        tx.execute("INSERT INTO store_meta (key, value) VALUES ('x', 'y')")
    monkeypatch.undo()
    assert store.get_meta("x") is None
    store.set_meta("x", "z")  # the connection is usable: no transaction was left open
    assert store.get_meta("x") == "z"
