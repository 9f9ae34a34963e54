"""The SQLite backend: migrations, locking, durability settings and refusal to damage foreign files."""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from oncebitten import (
    FailureMemory,
    SchemaTooNew,
    StoreBusy,
    StoreCorrupt,
    StoreError,
    StoreForeign,
    StoreUnavailable,
)
from oncebitten.store import LATEST_VERSION, MIGRATIONS, Store
from oncebitten.store.sqlite import SQLiteBackend


def open_fresh(path: Path, **kwargs: object) -> Store:
    """A Store on its own backend (bypassing the per-process cache of open_store)."""
    return Store(SQLiteBackend(path, **kwargs))  # type: ignore[arg-type]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()


def test_fresh_database_gets_every_migration_recorded(tmp_path: Path) -> None:
    store = open_fresh(tmp_path / "m.db")
    rows = store.backend.fetchall("SELECT version, name FROM schema_migrations ORDER BY version")
    assert rows == [(m.version, m.name) for m in MIGRATIONS]
    assert store.backend.schema_version() == LATEST_VERSION


def test_connection_uses_wal_normal_sync_and_busy_timeout(tmp_path: Path) -> None:
    store = open_fresh(tmp_path / "m.db")
    backend = store.backend
    assert backend.fetchone("PRAGMA journal_mode") == ("wal",)
    assert backend.fetchone("PRAGMA synchronous") == (1,)  # NORMAL
    assert backend.fetchone("PRAGMA busy_timeout") == (30000,)
    assert backend.fetchone("PRAGMA foreign_keys") == (1,)


def test_full_synchronous_on_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert open_fresh(tmp_path / "a.db", synchronous="FULL").backend.fetchone("PRAGMA synchronous") == (2,)
    monkeypatch.setenv("ONCEBITTEN_SYNCHRONOUS", "full")
    assert open_fresh(tmp_path / "b.db").backend.fetchone("PRAGMA synchronous") == (2,)
    with pytest.raises(StoreError):
        SQLiteBackend(tmp_path / "c.db", synchronous="sometimes")


def test_connections_are_reused_per_thread_and_distinct_across_threads(tmp_path: Path) -> None:
    backend = open_fresh(tmp_path / "m.db").backend
    assert isinstance(backend, SQLiteBackend)
    first = backend.connection()
    assert backend.connection() is first
    other: list[sqlite3.Connection] = []
    thread = threading.Thread(target=lambda: other.append(backend.connection()))
    thread.start()
    thread.join()
    assert other[0] is not first


def test_older_database_keeps_every_row_when_migrated(tmp_path: Path) -> None:
    """A database at version 1 (before the failure log existed) gains version 2 without losing a row."""
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    for statement in MIGRATIONS[0].render("sqlite"):
        conn.execute(statement)
    conn.execute("INSERT INTO schema_migrations VALUES (1, 'seed000_failure_records', '2026-01-01')")
    rows = [(f"sig{i}", "env", "HARD", i + 1, "2026-01-01T00:00:00.000000+00:00",
             "2026-01-01T00:00:00.000000+00:00", f"error {i}", "bash") for i in range(500)]  # fmt: skip
    conn.executemany(
        "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
        " updated_at, error_message, tool_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    store = open_fresh(path)
    assert store.backend.schema_version() == LATEST_VERSION
    kept = store.backend.fetchall(
        "SELECT tool_signature, env_snapshot_hash, error_type, retry_count, created_at, updated_at,"
        " error_message, tool_name FROM failure_records ORDER BY id"
    )
    assert kept == rows
    assert "failure_events" in tables(path)


def test_seed_sketch_database_is_adopted_in_place(tmp_path: Path) -> None:
    path = tmp_path / "local_memory.db"
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0].render("sqlite"):
        conn.execute(statement)
    conn.execute(
        "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
        " updated_at, tool_name) VALUES ('s', 'e', 'SOFT', 2, 'x', 'x', 'bash')"
    )
    conn.commit()
    conn.close()
    store = open_fresh(path)
    assert store.backend.fetchone("SELECT retry_count FROM failure_records WHERE tool_signature = 's'") == (2,)


def _open_and_record(path: str, start: object) -> None:
    start.wait()  # type: ignore[attr-defined]
    memory = FailureMemory(path)
    memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")


@pytest.mark.slow
def test_processes_opening_a_fresh_file_at_once_apply_each_migration_once(tmp_path: Path) -> None:
    path = tmp_path / "fresh.db"
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    workers = [context.Process(target=_open_and_record, args=(str(path), start)) for _ in range(8)]
    for w in workers:
        w.start()
    start.set()
    for w in workers:
        w.join(120)
    assert [w.exitcode for w in workers] == [0] * 8
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version, COUNT(*) FROM schema_migrations GROUP BY version").fetchall() == [
        (m.version, 1) for m in MIGRATIONS
    ]
    assert conn.execute("SELECT retry_count FROM failure_records").fetchall() == [(8,)]


def test_file_that_is_not_a_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("these are my notes, not a database\n" * 100)
    before = digest(path)
    with pytest.raises(StoreCorrupt, match="not an oncebitten database"):
        open_fresh(path)
    with pytest.raises(StoreCorrupt):
        FailureMemory(path)
    assert digest(path) == before
    assert not Path(str(path) + "-wal").exists()


def test_truncated_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    FailureMemory(path).record_failure("bash", {"cmd": "make"}, "Error", "env")
    sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
    data = path.read_bytes()
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(data[:50] + b"\x00" * 50 + data[100:1500])
    before = digest(damaged)
    with pytest.raises(StoreError):
        open_fresh(damaged).backend.fetchall("SELECT * FROM failure_records")
    assert digest(damaged) == before


def test_foreign_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "app.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)")
    conn.execute("INSERT INTO users (email) VALUES ('a@example.com')")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(StoreForeign, match="users"):
        open_fresh(path)
    assert digest(path) == before
    assert tables(path) == {"users"}


def test_database_from_a_newer_version_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    open_fresh(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    conn.commit()
    conn.close()  # the last connection: the WAL is checkpointed, so the file alone holds the database
    before = digest(path)
    with pytest.raises(SchemaTooNew, match="newer"):
        open_fresh(path)
    gc.collect()  # whatever the refusal left open is closed before the file is compared
    assert digest(path) == before
    assert not os.path.exists(str(path) + "-wal") or os.path.getsize(str(path) + "-wal") == 0


def test_unwritable_locations_give_clear_errors(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(StoreUnavailable, match="cannot create directory"):
        open_fresh(blocker / "sub" / "m.db")
    (tmp_path / "dir.db").mkdir()
    with pytest.raises(StoreUnavailable, match="directory"):
        open_fresh(tmp_path / "dir.db")


def test_read_only_database_refuses_writes_with_store_unavailable(tmp_path: Path) -> None:
    from oncebitten.store.sqlite import translate

    path = tmp_path / "m.db"
    open_fresh(path)
    read_only = sqlite3.connect(f"file:{path}?mode=ro", uri=True)  # works even for root
    with pytest.raises(sqlite3.OperationalError) as caught:
        read_only.execute("DELETE FROM failure_records")
    error = translate(caught.value, str(path))
    assert isinstance(error, StoreUnavailable) and "readonly" in str(error)


def test_writer_waits_for_the_lock_then_gives_up_with_store_busy(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    open_fresh(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    impatient = open_fresh(path, busy_timeout=0.2)
    with pytest.raises(StoreBusy, match="locked"), impatient.backend.transaction() as tx:
        tx.execute("DELETE FROM failure_records")
    holder.execute("ROLLBACK")
    with impatient.backend.transaction() as tx:  # and works once the lock is free
        tx.execute("DELETE FROM failure_records")


def test_readers_are_not_blocked_by_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    memory = FailureMemory(path)
    memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("DELETE FROM failure_records")
    reader = open_fresh(path, busy_timeout=0.1)
    assert reader.advisor_lookup(memory._compute_tool_signature("bash", {"cmd": "make"}), "env") is not None
    holder.execute("ROLLBACK")


def test_transaction_rolls_back_on_error_and_nested_savepoints(tmp_path: Path) -> None:
    backend = open_fresh(tmp_path / "m.db").backend
    insert = (
        "INSERT INTO failure_events (occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type)"
        " VALUES ('t', ?, 's', 'e', 'HARD')"
    )
    with pytest.raises(RuntimeError), backend.transaction() as tx:
        tx.execute(insert, ("outer",))
        raise RuntimeError("boom")
    with backend.transaction() as tx:
        tx.execute(insert, ("kept",))
        with pytest.raises(RuntimeError), backend.transaction() as inner:
            inner.execute(insert, ("inner",))
            raise RuntimeError("inner boom")
        with backend.transaction() as inner:
            inner.execute(insert, ("nested",))
    names = [r[0] for r in backend.fetchall("SELECT tool_name FROM failure_events ORDER BY id")]
    assert names == ["kept", "nested"]


def test_sql_errors_inside_a_transaction_become_store_errors(tmp_path: Path) -> None:
    backend = open_fresh(tmp_path / "m.db").backend
    with pytest.raises(StoreError), backend.transaction() as tx:
        tx.execute("INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(StoreError):
        backend.fetchone("SELECT nonsense FROM failure_records")


def _child_records(path: str, queue: object) -> None:
    memory = FailureMemory(path)  # the store was opened by the parent before fork
    memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    queue.put(memory.get_recent_failures(1)[0].retry_count)  # type: ignore[attr-defined]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_forked_children_open_their_own_connections(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    memory = FailureMemory(path)
    memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    children = [context.Process(target=_child_records, args=(str(path), queue)) for _ in range(4)]
    for c in children:
        c.start()
    for c in children:
        c.join(60)
    assert [c.exitcode for c in children] == [0] * 4
    memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    assert memory.get_recent_failures(1)[0].retry_count == 6


# -- only our own files are ever written ------------------------------------------------------------


def untouched(path: Path, before: str) -> None:
    """The file is byte-identical and no -wal / -shm / -journal of ours was left beside it."""
    assert digest(path) == before
    for suffix in ("-wal", "-shm", "-journal"):
        assert not Path(f"{path}{suffix}").exists(), suffix


def foreign_db(path: Path, *statements: str, wal: bool = False) -> str:
    conn = sqlite3.connect(path)
    if wal:
        conn.execute("PRAGMA journal_mode=WAL")
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    if wal:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return digest(path)


@pytest.mark.parametrize(
    "statements",
    [
        ("PRAGMA user_version = 5",),
        ("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)", "PRAGMA user_version = 5"),
        ("CREATE TABLE tasks (id TEXT PRIMARY KEY, title TEXT)", "INSERT INTO tasks VALUES ('t1', 'buy milk')"),
        ("CREATE TABLE tasks (id TEXT PRIMARY KEY)", "CREATE TABLE learnings (id TEXT PRIMARY KEY, body TEXT)"),
        ("CREATE VIEW answer AS SELECT 42 AS value",),
        ("CREATE TABLE failure_records (id INTEGER PRIMARY KEY, note TEXT)",),
        ("PRAGMA application_id = 1234", "CREATE TABLE schema_migrations (version TEXT)"),
        ("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)", "INSERT INTO schema_migrations VALUES ('1')"),
    ],
    ids=[
        "user-version",
        "user-version-and-table",
        "tasks",
        "tasks-and-learnings",
        "view",
        "our-table-name",
        "application-id",
        "rails-migrations",
    ],  # fmt: skip
)
@pytest.mark.parametrize("wal", [False, True], ids=["rollback", "wal"])
def test_another_programs_database_is_refused_byte_identical_with_nothing_left_beside_it(
    tmp_path: Path, statements: tuple[str, ...], wal: bool
) -> None:
    path = tmp_path / "app.db"
    before = foreign_db(path, *statements, wal=wal)
    with pytest.raises(StoreForeign, match="another program"):
        open_fresh(path)
    with pytest.raises(StoreForeign):
        FailureMemory(path).record_failure("bash", {"cmd": "make"}, "Error", "env")
    untouched(path, before)


def test_an_oncebitten_store_beside_another_programs_tables_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    FailureMemory(path).record_failure("bash", {"cmd": "make"}, "Error", "env")
    close_all(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 0")  # as a store from before the marker
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    before = digest(path)
    with pytest.raises(StoreForeign, match="invoices"):
        open_fresh(path)
    untouched(path, before)


def close_all(path: Path) -> None:
    from oncebitten.store import close_store

    close_store(str(path))


def test_a_new_store_carries_the_marker_in_its_header(tmp_path: Path) -> None:
    from oncebitten.store.schema import APPLICATION_ID

    path = tmp_path / "m.db"
    open_fresh(path).close()
    assert int.from_bytes(path.read_bytes()[68:72], "big") == APPLICATION_ID


def test_a_store_from_before_the_marker_is_recognised_by_its_history_and_upgraded(tmp_path: Path) -> None:
    from oncebitten.store.schema import APPLICATION_ID

    path = tmp_path / "m.db"
    memory = FailureMemory(path)
    for _ in range(2):
        memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    close_all(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 0")
    conn.commit()
    conn.close()
    store = open_fresh(path)
    assert store.backend.fetchone("PRAGMA application_id") == (APPLICATION_ID,)
    assert store.backend.fetchone("SELECT retry_count FROM failure_records") == (2,)


def garble(path: Path, pages: range) -> None:
    """Overwrite whole pages with noise, leaving the header page intact."""
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    noise = hashlib.sha256(b"noise").digest() * (page_size // 32)
    for page in pages:
        data[page * page_size : (page + 1) * page_size] = noise
    path.write_bytes(bytes(data))


def test_a_store_with_garbled_pages_and_an_intact_header_is_never_written_to(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    memory = FailureMemory(path)
    for i in range(300):
        memory.record_failure("bash", {"cmd": f"make {i}"}, f"Error {i} " + "x" * 200, "env")
    close_all(path)
    sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
    pages = path.stat().st_size // int.from_bytes(path.read_bytes()[16:18], "big")
    garble(path, range(pages // 2, pages // 2 + 3))
    before = digest(path)
    with pytest.raises(StoreCorrupt, match="damaged"):
        FailureMemory(path).record_failure("bash", {"cmd": "make"}, "Error", "env")
    assert digest(path) == before
    close_all(path)


def test_a_fifo_where_the_store_should_be_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    os.mkfifo(path)
    with pytest.raises(StoreUnavailable, match="not a regular file"):
        open_fresh(path)


def test_an_empty_file_or_empty_database_becomes_a_store(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    open_fresh(empty).close()
    made = tmp_path / "made.db"
    sqlite3.connect(made).execute("VACUUM").close()
    open_fresh(made).close()
    assert "failure_records" in tables(empty) and "failure_records" in tables(made)
