"""The store's contract, run against every backend: migrations, transactions, errors, concurrency."""

from __future__ import annotations

import multiprocessing
from typing import Any

import pytest

from oncebitten import FailureMemory, SchemaTooNew, StoreError, StoreForeign
from oncebitten.store import LATEST_VERSION, MIGRATIONS, close_store, open_store

EVENT = (
    "INSERT INTO failure_events (occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type)"
    " VALUES ('t', ?, 's', 'e', 'HARD')"
)


def test_every_migration_is_recorded_once(db: str) -> None:
    store = open_store(db)
    rows = store.backend.fetchall("SELECT version, name FROM schema_migrations ORDER BY version")
    assert [tuple(r) for r in rows] == [(m.version, m.name) for m in MIGRATIONS]
    assert store.backend.schema_version() == LATEST_VERSION


def test_reopening_is_idempotent(db: str) -> None:
    FailureMemory(db).record_failure("bash", {"cmd": "make"}, "Error", "env")
    close_store(db)
    memory = FailureMemory(db)
    assert memory.get_stats()["failures_logged"] == 1
    assert len(memory.store.backend.fetchall("SELECT version FROM schema_migrations")) == len(MIGRATIONS)


def test_schema_from_a_newer_version_is_refused(db: str) -> None:
    store = open_store(db)
    with store.backend.transaction() as tx:
        tx.execute("INSERT INTO schema_migrations VALUES (?, 'from the future', 'x')", (LATEST_VERSION + 1,))
        tx.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}") if store.backend.dialect == "sqlite" else None
    close_store(db)
    with pytest.raises(SchemaTooNew, match="newer"):
        open_store(db)


def raw(db: str, *statements: str) -> list[tuple[str, str]]:
    """Run ``statements`` with the backend's own driver, then list the tables and views there (name, type)."""
    if db.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(db, autocommit=True) as conn:
            for statement in statements:
                conn.execute(statement)  # type: ignore[arg-type]
            rows = conn.execute(
                "SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = current_schema()"
                " ORDER BY table_name"
            ).fetchall()
        return [(str(a), str(b)) for a, b in rows]
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        listed = "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name"
        return conn.execute(listed).fetchall()
    finally:
        conn.close()


@pytest.mark.parametrize(
    "statements",
    [
        ("CREATE TABLE tasks (id TEXT PRIMARY KEY, title TEXT)", "INSERT INTO tasks VALUES ('t1', 'buy milk')"),
        ("CREATE TABLE tasks (id TEXT PRIMARY KEY)", "CREATE TABLE learnings (id TEXT PRIMARY KEY, body TEXT)"),
        ("CREATE VIEW answer AS SELECT 42 AS value",),
        ("CREATE TABLE schema_migrations (version VARCHAR PRIMARY KEY)", "INSERT INTO schema_migrations VALUES ('7')"),
    ],
    ids=["tasks", "tasks-and-learnings", "view", "rails-migrations"],
)
def test_another_programs_schema_is_refused_and_left_as_it_was(db: str, statements: tuple[str, ...]) -> None:
    before = raw(db, *statements)
    with pytest.raises(StoreForeign, match="another program"):
        open_store(db)
    assert raw(db) == before


def test_transaction_rolls_back_on_error_and_nests_as_savepoints(db: str) -> None:
    backend = open_store(db).backend
    with pytest.raises(RuntimeError), backend.transaction() as tx:
        tx.execute(EVENT, ("outer",))
        raise RuntimeError("boom")
    with backend.transaction() as tx:
        tx.execute(EVENT, ("kept",))
        with pytest.raises(RuntimeError), backend.transaction() as inner:
            inner.execute(EVENT, ("inner",))
            raise RuntimeError("inner boom")
        with backend.transaction() as inner:
            inner.execute(EVENT, ("nested",))
    assert [r[0] for r in backend.fetchall("SELECT tool_name FROM failure_events ORDER BY id")] == [
        "kept",
        "nested",
    ]


def test_database_errors_become_store_errors(db: str) -> None:
    backend = open_store(db).backend
    with pytest.raises(StoreError), backend.transaction() as tx:
        tx.execute("INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(StoreError):
        backend.fetchone("SELECT nonsense FROM failure_records")
    assert backend.fetchone("SELECT COUNT(*) FROM failure_records") == (0,)  # still usable afterwards


def test_literal_percent_and_question_marks_in_values_survive(db: str) -> None:
    memory = FailureMemory(db)
    memory.record_failure("sh", {"cmd": "printf '%s?' 100%"}, "100% broken? yes %d", "env")
    record = memory.get_recent_failures(1)[0]
    assert record.error_message == "100% broken? yes %d"


def _churn(db: str, worker: int, rounds: int, start: Any) -> None:
    start.wait()
    memory = FailureMemory(db, sweep_every=32)
    for i in range(rounds):
        memory.record_failure("bash", {"cmd": "make"}, "Error 2", "shared")  # everyone: counted exactly
        memory.record_failure("bash", {"cmd": f"test {i % 4}"}, "1 failed", "shared")  # overlapping keys
        if (i + worker) % 5 == 0:
            memory.clear_failure("bash", {"cmd": f"test {(i + 1) % 4}"}, "shared")  # interleaved clears
        memory.check_advisory("bash", {"cmd": "make"}, "shared")


@pytest.mark.slow
def test_sixteen_processes_record_and_clear_at_once_and_every_count_is_exact(db: str) -> None:
    FailureMemory(db)
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    processes, rounds = 16, 40
    workers = [context.Process(target=_churn, args=(db, w, rounds, start)) for w in range(processes)]
    for w in workers:
        w.start()
    start.set()
    for w in workers:
        w.join(180)
    assert [w.exitcode for w in workers] == [0] * processes  # nothing deadlocked or raised
    memory = FailureMemory(db)
    make = memory._compute_tool_signature("bash", {"cmd": "make"})
    by_sig = {r.tool_signature: r for r in memory.get_recent_failures(100)}
    assert by_sig[make].retry_count == processes * rounds
    assert memory.get_stats()["failures_logged"] == 2 * processes * rounds
    for i in range(4):  # cleared keys: a consistent state (a count of at least 1 if pending)
        record = by_sig[memory._compute_tool_signature("bash", {"cmd": f"test {i}"})]
        assert record.retry_count >= 1


def _open_fresh(db: str, start: Any) -> None:
    start.wait()
    FailureMemory(db).record_failure("bash", {"cmd": "make"}, "Error 2", "env")


@pytest.mark.slow
def test_processes_opening_an_empty_database_at_once_migrate_it_once(db: str) -> None:
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    workers = [context.Process(target=_open_fresh, args=(db, start)) for _ in range(8)]
    for w in workers:
        w.start()
    start.set()
    for w in workers:
        w.join(120)
    assert [w.exitcode for w in workers] == [0] * 8
    backend = open_store(db).backend
    counts = backend.fetchall("SELECT version, COUNT(*) FROM schema_migrations GROUP BY version ORDER BY version")
    assert [tuple(r) for r in counts] == [(m.version, 1) for m in MIGRATIONS]
    assert backend.fetchone("SELECT retry_count FROM failure_records") == (8,)
