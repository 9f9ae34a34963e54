"""Copying a whole memory between stores (and backends): lossless, idempotent, resumable."""

from __future__ import annotations

from pathlib import Path

import pytest

from oncebitten import FailureMemory, InvalidInput, IterationMemory
from oncebitten.store import close_store, open_store
from oncebitten.store.copy import copy_store
from oncebitten.store.schema import DATA_TABLES


def fill(memory: FailureMemory, calls: int = 30) -> None:
    for i in range(calls):
        for _ in range(1 + i % 4):
            memory.record_failure("bash", {"cmd": f"make target{i}"}, f"Error {i}: 100% broken?", f"env{i % 3}")
    memory.clear_failure("bash", {"cmd": "make target1"}, "env1")
    loop = IterationMemory(store=memory.store)  # seed 002's tables, a superseded_by chain included
    for i in range(min(calls, 6)):
        loop.task_context(f"t-{i}", title=f"parser task {i}")
        loop.capture(
            f"t-{i}",
            f'<learning category="c{i}" tags="parser">Lesson {i} about parsers, number {i * 17}.</learning>'
            + (
                "<task-done>x</task-done>"
                if i % 2
                else "<failure-report>\nwhat_tried: a\nwhy_failed: b\n</failure-report>"
            ),
            model="sonnet",
        )
    first, *_ = loop.learnings()
    loop.merge_learnings([first.id], "A merged lesson about parsers.")


def dump(db: str) -> dict[str, list[tuple[object, ...]]]:
    backend = open_store(db).backend
    return {
        table: [
            tuple(r)
            for r in backend.fetchall(f"SELECT * FROM {table} ORDER BY {', '.join(backend.primary_key(table))}")
        ]
        for table in DATA_TABLES
    }


def test_copy_to_an_empty_store_is_lossless_on_every_backend_pair(db: str, tmp_path: Path) -> None:
    """``db`` is each backend in turn; the other side is SQLite, so both directions are covered."""
    sqlite_side = str(tmp_path / "other.db")
    fill(FailureMemory(db))
    seen: list[tuple[str, int, int]] = []
    report = copy_store(open_store(db), open_store(sqlite_side), batch_size=7,
                        progress=lambda t, d, n: seen.append((t, d, n)))  # fmt: skip
    assert dump(sqlite_side) == dump(db)
    assert report.total_inserted == sum(report.source_rows.values()) > 0
    assert seen[-1][1] == seen[-1][2]  # progress reached the total
    back = str(tmp_path / "back.db")
    copy_store(open_store(sqlite_side), open_store(back))
    assert dump(back) == dump(db)


def test_rerunning_a_copy_inserts_nothing_and_resumes_new_rows(db: str, tmp_path: Path) -> None:
    target = str(tmp_path / "copy.db")
    memory = FailureMemory(db)
    fill(memory, 10)
    copy_store(open_store(db), open_store(target))
    again = copy_store(open_store(db), open_store(target))
    assert again.total_inserted == 0
    memory.record_failure("bash", {"cmd": "new"}, "Error", "env")
    resumed = copy_store(open_store(db), open_store(target))
    assert resumed.inserted["failure_events"] == 1
    assert dump(target) == dump(db)


def test_copied_store_keeps_working_and_new_ids_do_not_collide(db: str, tmp_path: Path) -> None:
    source = str(tmp_path / "source.db")
    fill(FailureMemory(source), 5)
    copy_store(open_store(source), open_store(db))
    memory = FailureMemory(db)
    record = memory.record_failure("bash", {"cmd": "brand new"}, "Error", "env")
    assert record.id > max(r[0] for r in dump(source)["failure_records"])
    assert memory.check_advisory("bash", {"cmd": "make target3"}, "env0").result.value == "BLOCK"


def test_a_destination_holding_another_memory_is_refused(db: str, tmp_path: Path) -> None:
    other = str(tmp_path / "other.db")
    FailureMemory(db).record_failure("a", {}, "e", "env")
    FailureMemory(other).record_failure("b", {}, "e", "env")
    with pytest.raises(InvalidInput, match="different memory"):
        copy_store(open_store(db), open_store(other))
    with pytest.raises(InvalidInput, match="same store"):
        copy_store(open_store(db), open_store(db))
    close_store(other)
