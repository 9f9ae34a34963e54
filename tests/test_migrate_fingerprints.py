"""Upgrading a store written with fingerprint version 1: nothing lost, history counted, old keys resolve.

The version-1 store is real: every capability writes it through its own code, with the identifier's
fingerprint swapped for the frozen version-1 algorithm (benchmarks/references/fingerprint_v1.py), exactly as
an older oncebitten wrote it. Then the store is reopened by the current code and upgraded.
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncebitten import (
    ErrorMemory,
    FailureMemory,
    FailureMemoryService,
    ImprovementMemory,
    IterationMemory,
)
from oncebitten.engine import identity as identity_module
from oncebitten.engine.core import engine_for
from oncebitten.engine.fingerprint import FINGERPRINT_VERSION
from oncebitten.engine.upgrade import fingerprints_pending, upgrade_fingerprints
from oncebitten.report import fingerprint_detail
from oncebitten.store import close_store, open_store
from oncebitten.store.schema import DATA_TABLES

ROOT = Path(__file__).resolve().parents[1]


def _load_v1() -> Any:
    spec = importlib.util.spec_from_file_location("fingerprint_v1", ROOT / "benchmarks/references/fingerprint_v1.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fingerprint_v1"] = module
    spec.loader.exec_module(module)
    return module


V1 = _load_v1()

TORCH = "ModuleNotFoundError: No module named 'torch'"
NUMPY = "ModuleNotFoundError: No module named 'numpy'"
USER_ID = "KeyError: 'user_id'"
EMAIL = "KeyError: 'email'"
KEY_A = "ERROR: key ****abcd rejected by server"
KEY_B = "ERROR: key ****wxyz rejected by server"
TIMEOUT = "connection refused after {n} ms"

#: The advisor's history: (message, times).
HISTORY = [(TORCH, 3), (NUMPY, 2), (USER_ID, 2), (EMAIL, 1), (KEY_A, 2), (KEY_B, 1)] + [
    (TIMEOUT.format(n=n), 1) for n in (12, 3021, 77)
]

REPORT = """Tried.
<failure-report>
what_tried: Read the user row
why_failed: KeyError: 'user_id'
error_category: logic_error
</failure-report>
<task-failed>t-1</task-failed>
"""


@contextmanager
def fingerprint_v1() -> Iterator[None]:
    """The identifier fingerprints with the frozen version-1 algorithm (as an older oncebitten did)."""
    names = {
        "fingerprint": V1.fingerprint,
        "Fingerprinter": V1.Fingerprinter,
        "FINGERPRINT_VERSION": V1.FINGERPRINT_VERSION,
        "_fingerprint_anchor": V1._anchor,
    }
    saved = {name: getattr(identity_module, name) for name in names if hasattr(identity_module, name)}
    for name, value in names.items():
        setattr(identity_module, name, value)
    try:
        yield
    finally:
        for name in names:
            if name in saved:
                setattr(identity_module, name, saved[name])
            else:
                delattr(identity_module, name)


def build_v1_store(db: str, *, repeat: int = 1) -> None:
    """Every capability's failures, written with version-1 fingerprints."""
    with fingerprint_v1():
        memory = FailureMemory(db_path=db)
        for round_ in range(repeat):
            for i, (message, times) in enumerate(HISTORY):
                for t in range(times):
                    memory.record_failure("Bash", {"command": f"job {i} {t} {round_}"}, message)
        service = FailureMemoryService(db)
        torch = service.record("task-1", "", 1, "pip install torch==0.1", TORCH)
        service.resolve(torch.id, "pip install torch")
        service.record("task-1", "", 2, "pip install torch==0.2", TORCH)
        service.record("task-2", "", 1, "retry", USER_ID)
        service.record("task-3", "", 1, "retry", EMAIL)
        ErrorMemory(db).record_failure("data", "loader", "cache rows", "import", TORCH)
        ImprovementMemory(db).record("loader", "drop the email column", outcome="rejected", rejection_reason=EMAIL)
        IterationMemory(db).capture("t-1", REPORT, model="haiku")
    close_store(db)


def table_counts(db: str) -> dict[str, int]:
    store = open_store(db)
    return {table: int(store.backend.fetchone(f"SELECT COUNT(*) FROM {table}")[0]) for table in DATA_TABLES}


def v1_keys(db: str, message: str) -> set[str]:
    store = open_store(db)
    rows = store.backend.fetchall("SELECT DISTINCT fingerprint FROM failure_events WHERE error_message = ?", (message,))
    return {str(r[0]) for r in rows}


@pytest.fixture
def v1_db(db: str) -> Iterator[str]:
    build_v1_store(db)
    yield db
    close_store(db)


def test_the_built_store_holds_version_1_keys_in_every_capability(v1_db: str) -> None:
    pending = fingerprints_pending(open_store(v1_db))
    assert all(pending[table] > 0 for table in pending if table != "aggregates"), pending
    store = open_store(v1_db)
    versions = store.backend.fetchall("SELECT DISTINCT version FROM fingerprints")
    assert [int(v[0]) for v in versions] == [1]


def test_upgrade_rekeys_every_row_and_loses_none(v1_db: str) -> None:
    before = table_counts(v1_db)
    v1_rows = sum(v for k, v in fingerprints_pending(open_store(v1_db)).items() if k != "aggregates")
    result = upgrade_fingerprints(open_store(v1_db))
    assert result.done, result.remaining
    assert result.rows == v1_rows
    after = table_counts(v1_db)
    grown = {"fingerprints", "similarity_entries", "fingerprint_aliases"}
    for table, count in before.items():
        if table in ("knowledge_patterns", "knowledge_approaches", *grown):
            continue
        assert after[table] == count, table
    assert after["fingerprints"] > before["fingerprints"]  # the old groups stay beside the new ones
    store = open_store(v1_db)
    assert sum(c for *_, c in store.fingerprint_aliases()) == v1_rows
    for table in ("failure_events", "failure_records", "knowledge_failures", "error_memory_records"):
        versions = store.backend.fetchall(f"SELECT DISTINCT fingerprint_version FROM {table}")
        assert [int(v[0]) for v in versions] == [FINGERPRINT_VERSION], table


def test_pattern_counts_and_approaches_are_kept_in_total(v1_db: str) -> None:
    store = open_store(v1_db)
    sql = "SELECT COALESCE(SUM(occurrences), 0) FROM knowledge_patterns"
    approaches = "SELECT approach, outcome, SUM(count) FROM knowledge_approaches GROUP BY approach, outcome"
    occurrences, tried = store.backend.fetchone(sql)[0], sorted(store.backend.fetchall(approaches))
    upgrade_fingerprints(store)
    assert store.backend.fetchone(sql)[0] == occurrences
    assert sorted(store.backend.fetchall(approaches)) == tried
    old = store.backend.fetchall("SELECT fingerprint FROM knowledge_patterns p JOIN fingerprints f ON f.key ="
                                 " p.fingerprint WHERE f.version < ?", (FINGERPRINT_VERSION,))  # fmt: skip
    assert old == []


def test_a_repeated_failure_counts_with_its_version_1_history(v1_db: str) -> None:
    upgrade_fingerprints(open_store(v1_db))
    close_store(v1_db)
    memory = FailureMemory(db_path=v1_db)
    record = memory.record_failure("Bash", {"command": "job again"}, TORCH)
    assert record.fingerprint is not None
    groups = {g.fingerprint: g for g in memory.get_failure_groups(100)}
    assert groups[record.fingerprint].count == 3 + 1
    # the timeouts were one group in version 1 and stay one group: their history counts together too
    timeout = memory.record_failure("Bash", {"command": "job late"}, TIMEOUT.format(n=5))
    assert groups[str(timeout.fingerprint)].count == 3


def test_failure_knowledge_keeps_attempts_and_fixes_of_the_old_history(v1_db: str) -> None:
    upgrade_fingerprints(open_store(v1_db))
    close_store(v1_db)
    service = FailureMemoryService(v1_db)
    pattern = service.pattern_for(TORCH)
    assert pattern is not None
    assert pattern.occurrences == 2
    assert "pip install torch" in pattern.successful_fixes
    assert {"pip install torch==0.1", "pip install torch==0.2"} <= set(pattern.failed_approaches)
    assert pattern.tool_failures == 3
    assert pattern.error_memory_failures == 1
    result = service.query(TORCH)
    assert "pip install torch" in result.recommended_approaches
    assert service.rank_approaches(TORCH, ["pip install torch==0.1", "pip install torch"])[0] == "pip install torch"


def test_old_keys_still_resolve_in_lookups_reports_and_patterns(v1_db: str) -> None:
    (old,) = v1_keys(v1_db, TORCH)
    upgrade_fingerprints(open_store(v1_db))
    close_store(v1_db)
    store = open_store(v1_db)
    events = store.failure_group_events(old, 100)
    assert len(events) == 3 and {e.error_message for e in events} == {TORCH}
    assert all(e.fingerprint != old for e in events)
    detail = fingerprint_detail(store, old)
    assert detail is not None and len(detail.events) == 3 and detail.records
    patterns = FailureMemoryService(v1_db).patterns(5, fingerprint=old)
    assert patterns and patterns[0].occurrences == 2 and patterns[0].tool_failures == 3


def test_a_version_1_group_that_version_2_splits_resolves_to_every_part(v1_db: str) -> None:
    (old,) = v1_keys(v1_db, USER_ID)
    assert v1_keys(v1_db, EMAIL) == {old}  # version 1 merged the two missing keys
    result = upgrade_fingerprints(open_store(v1_db))
    store = open_store(v1_db)
    parts = [new for o, new, *_ in store.fingerprint_aliases() if o == old]
    identifier = engine_for(store).identifier
    user_id, email = identifier.identify(USER_ID).fingerprint, identifier.identify(EMAIL).fingerprint
    assert user_id != email and set(parts) == {user_id, email}
    assert store.fingerprint_keys([old]) == [old, *parts]
    assert {e.error_message for e in store.failure_group_events(old, 100)} == {USER_ID, EMAIL}
    assert {e.error_message for e in store.failure_group_events(email, 100)} == {EMAIL}
    # the old group's pattern counts went to the part that took most of its rows
    moved = dict(result.moved)
    assert moved[old] == parts[0]


def test_version_1_groups_that_version_2_merges_count_together(v1_db: str) -> None:
    (key_a,), (key_b,) = v1_keys(v1_db, KEY_A), v1_keys(v1_db, KEY_B)
    upgrade_fingerprints(open_store(v1_db))
    store = open_store(v1_db)
    identifier = engine_for(store).identifier
    new_a, new_b = identifier.identify(KEY_A).fingerprint, identifier.identify(KEY_B).fingerprint
    # the example's premise: if the fingerprint changes so that it no longer holds, pick another pair
    assert key_a != key_b and new_a == new_b, "version 2 no longer merges these two version-1 groups"
    assert store.fingerprint_keys([key_a]) == [key_a, new_a] and store.fingerprint_keys([key_b]) == [key_b, new_a]
    groups = {g.fingerprint: g for g in store.failure_groups("", 100)}
    assert groups[new_a].failures == 3


def test_upgrading_twice_changes_nothing(v1_db: str) -> None:
    upgrade_fingerprints(open_store(v1_db))
    counts, aliases = table_counts(v1_db), open_store(v1_db).fingerprint_aliases()
    again = upgrade_fingerprints(open_store(v1_db))
    assert again.rows == 0 and not again.moved and again.done
    assert table_counts(v1_db) == counts and open_store(v1_db).fingerprint_aliases() == aliases


def test_an_upgrade_bounded_by_max_rows_goes_on_where_it_stopped(v1_db: str) -> None:
    total = sum(v for k, v in fingerprints_pending(open_store(v1_db)).items() if k != "aggregates")
    first = upgrade_fingerprints(open_store(v1_db), batch_size=2, max_rows=5)
    assert 0 < first.rows <= 5 and not first.done
    rest = upgrade_fingerprints(open_store(v1_db), batch_size=2)
    assert rest.done and first.rows + rest.rows == total


def test_a_store_from_before_the_alias_table_gains_it_on_open(v1_db: str) -> None:
    store = open_store(v1_db)
    with store.backend.transaction() as tx:
        tx.execute("DROP TABLE fingerprint_aliases")
        tx.execute("DELETE FROM schema_migrations WHERE version = 16")
    if store.backend.dialect == "sqlite":
        store.backend.connection().execute("PRAGMA user_version = 15")
    close_store(v1_db)
    reopened = open_store(v1_db)
    assert reopened.backend.schema_version() == 16
    assert upgrade_fingerprints(reopened).done


# -- processes --------------------------------------------------------------------------------------

CHILD = r"""
import json, sys, time
from oncebitten.engine.core import engine_for
from oncebitten.engine.upgrade import upgrade_fingerprints
from oncebitten.store import open_store

db, batch, hang_at = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
store = open_store(db)
identifier = engine_for(store).identifier
calls = [0]
plain = identifier.identify_stored

def identify_stored(stored):
    calls[0] += 1
    if calls[0] == hang_at:
        print("in a batch", flush=True)
        time.sleep(120)
    return plain(stored)

identifier.identify_stored = identify_stored
print(json.dumps(upgrade_fingerprints(store, batch_size=batch).to_dict()), flush=True)
"""


def _child(db: str, batch: int, hang_at: int = 0) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, db, str(batch), str(hang_at)], stdout=subprocess.PIPE, text=True, env=env
    )


def _invariants(db: str, v1_rows: int, counts: dict[str, int]) -> None:
    store = open_store(db)
    pending = fingerprints_pending(store)
    assert not any(pending.values()), pending
    assert sum(c for *_, c in store.fingerprint_aliases()) == v1_rows
    after = table_counts(db)
    for table in ("failure_events", "failure_records", "knowledge_failures", "error_memory_records",
                  "improvement_records", "failure_reports"):  # fmt: skip
        assert after[table] == counts[table], table


@pytest.fixture
def large_v1_db(db: str) -> Iterator[str]:
    build_v1_store(db, repeat=4)
    yield db
    close_store(db)


def test_two_processes_upgrading_at_once_lose_nothing_and_rekey_each_row_once(large_v1_db: str) -> None:
    db = large_v1_db
    v1_rows = sum(v for k, v in fingerprints_pending(open_store(db)).items() if k != "aggregates")
    counts = table_counts(db)
    close_store(db)
    children = [_child(db, 3), _child(db, 3)]
    outputs = [child.communicate(timeout=300)[0] for child in children]
    assert [child.returncode for child in children] == [0, 0], outputs
    results = [json.loads(out.strip().splitlines()[-1]) for out in outputs]
    assert sum(r["rows"] for r in results) == v1_rows
    _invariants(db, v1_rows, counts)


def test_an_upgrade_killed_mid_batch_resumes_and_loses_nothing(large_v1_db: str) -> None:
    db = large_v1_db
    v1_rows = sum(v for k, v in fingerprints_pending(open_store(db)).items() if k != "aggregates")
    counts = table_counts(db)
    close_store(db)
    child = _child(db, 4, hang_at=3)  # two batches committed, the third in its transaction
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "in a batch"
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    store = open_store(db)
    done = sum(c for *_, c in store.fingerprint_aliases())
    assert done == 8  # the two committed batches, and nothing of the killed one
    time.sleep(0.1)
    result = upgrade_fingerprints(store)
    assert result.rows == v1_rows - done
    _invariants(db, v1_rows, counts)


# -- the command line -------------------------------------------------------------------------------


def test_migrate_upgrades_the_store_in_place_with_progress(v1_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    from oncebitten.cli import main

    close_store(v1_db)
    assert main(["migrate", "--db", v1_db, "--batch-size", "5"]) == 0
    out, err = capsys.readouterr()
    assert "re-keyed 35 rows to fingerprint version" in out and "failure_events" in out
    assert "failure_events" in err and "100%" in err  # the progress bar, on stderr
    assert main(["migrate", "--db", v1_db, "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["fingerprints"]["rows"] == 0 and again["fingerprints"]["done"]
    assert main(["migrate", "--db", v1_db]) == 0
    assert "up to date" in capsys.readouterr().out


def test_migrate_copy_upgrades_the_copy_of_an_older_store(
    v1_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from oncebitten.cli import main

    copy = str(tmp_path / "copy.db")
    assert main(["migrate", "--from", v1_db, "--to", copy, "-q", "--json"]) == 0
    ran = json.loads(capsys.readouterr().out)
    assert ran["total_inserted"] > 0 and ran["fingerprints"]["rows"] == 35 and ran["fingerprints"]["done"]
    assert fingerprints_pending(open_store(v1_db))["failure_events"] > 0  # the source is left as it was
    close_store(copy)


def test_migrate_with_from_but_no_to_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from oncebitten.cli import main

    assert main(["migrate", "--from", str(tmp_path / "a.db")]) == 2
    assert "--from and --to go together" in capsys.readouterr().err
    assert main(["migrate", "--db", str(tmp_path / "missing.db")]) == 1
    assert "no memory at" in capsys.readouterr().err
    assert not (tmp_path / "missing.db").exists()


def test_listings_note_older_fingerprints_until_the_store_is_upgraded(
    v1_db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from oncebitten.cli import main

    close_store(v1_db)
    for command in (["groups"], ["stats"], ["failures", "patterns"]):
        assert main([*command, "--db", v1_db]) == 0
        assert "oncebitten migrate" in capsys.readouterr().err, command
    assert main(["migrate", "--db", v1_db, "-q"]) == 0
    capsys.readouterr()
    for command in (["groups"], ["stats"], ["failures", "patterns"]):
        assert main([*command, "--db", v1_db]) == 0
        assert capsys.readouterr().err == "", command


def test_a_new_store_has_nothing_to_upgrade_and_no_note(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    from oncebitten.cli import main

    FailureMemory(db_path=db).record_failure("Bash", {"command": "make"}, TORCH)
    store = open_store(db)
    assert not store.fingerprints_outdated(FINGERPRINT_VERSION)
    assert not any(fingerprints_pending(store).values())
    assert main(["groups", "--db", db]) == 0 and capsys.readouterr().err == ""


# -- the identifier's batch path agrees with recording one by one ------------------------------------

FAMILIES = [
    "ModuleNotFoundError: No module named '{word}'",
    "KeyError: '{word}'",
    "Connection refused by {word}.internal port {n}",
    "sshd[{n}]: Invalid user {word} from 10.0.0.{n} port {n}",
    "FAILED tests/test_{word}.py::test_{word} - assert {n} == 200",
    "timed out after {n} ms waiting for {word}",
]


@given(
    st.lists(
        st.tuples(
            st.sampled_from(FAMILIES),
            st.sampled_from(["torch", "numpy", "admin", "guest", "orders", "cache"]),
            st.integers(0, 99999),
        ),
        min_size=1,
        max_size=25,
    )
)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_identify_stored_gives_the_keys_recording_one_by_one_gives(
    tmp_path: Path, drawn: list[tuple[str, str, int]]
) -> None:
    messages = [family.format(word=word, n=n) for family, word, n in drawn]
    one_by_one, batch = tmp_path / f"a{uuid.uuid4().hex}.db", tmp_path / f"b{uuid.uuid4().hex}.db"
    memory = FailureMemory(db_path=str(one_by_one))
    keys = [memory.record_failure("Bash", {"command": f"c{i}"}, m).fingerprint for i, m in enumerate(messages)]
    store = open_store(str(batch))
    identities = engine_for(store).identifier.identify_stored([(m, None) for m in messages])
    assert [i.fingerprint for i in identities] == keys
    close_store(str(one_by_one))
    close_store(str(batch))


def test_failures_recorded_while_another_process_upgrades_are_all_kept(large_v1_db: str) -> None:
    db = large_v1_db
    v1_rows = sum(v for k, v in fingerprints_pending(open_store(db)).items() if k != "aggregates")
    counts = table_counts(db)
    close_store(db)
    child = _child(db, 2)
    memory = FailureMemory(db_path=db)
    recorded = 0
    while child.poll() is None or recorded < 20:
        # the same calls the history holds: their advisor records are re-keyed by the upgrade meanwhile
        memory.record_failure("Bash", {"command": f"job {recorded % len(HISTORY)} 0 0"}, TORCH)
        recorded += 1
    out = child.communicate(timeout=300)[0]
    assert child.returncode == 0, out
    store = open_store(db)
    assert table_counts(db)["failure_events"] == counts["failure_events"] + recorded
    assert not any(fingerprints_pending(store).values())
    assert sum(c for *_, c in store.fingerprint_aliases()) <= v1_rows  # a record the writer re-keyed first is not
    torch = engine_for(store).identifier.identify(TORCH).fingerprint
    groups = {g.fingerprint: g for g in store.failure_groups("", 100)}
    assert groups[torch].failures == 3 * 4 + recorded


def test_a_copy_of_an_older_store_into_an_upgraded_one_is_due_again(v1_db: str, tmp_path: Path) -> None:
    from oncebitten.store.copy import copy_store

    target = str(tmp_path / "upgraded.db")
    FailureMemory(db_path=target).record_failure("Bash", {"command": "make"}, TORCH)
    upgrade_fingerprints(open_store(target))
    store = open_store(target)
    store.set_meta("copied_from:" + open_store(v1_db).store_id(), "resume")  # a copy it had begun
    copy_store(open_store(v1_db), store)
    assert store.fingerprints_outdated(FINGERPRINT_VERSION)
    assert upgrade_fingerprints(store).done and not store.fingerprints_outdated(FINGERPRINT_VERSION)
    close_store(target)


def test_a_hook_on_an_older_store_records_with_the_new_version_and_upgrades_nothing(v1_db: str, tmp_path: Path) -> None:
    from hookrun import git_repo, hook_env, run_hook

    before = fingerprints_pending(open_store(v1_db))
    close_store(v1_db)
    repo = git_repo(tmp_path / "project")
    event = {
        "hook_event_name": "PostToolUseFailure", "session_id": "s", "cwd": str(repo), "tool_name": "Bash",
        "tool_input": {"command": "python train.py"}, "tool_use_id": "t1", "error": TORCH, "is_interrupt": False,
    }  # fmt: skip
    env = hook_env(v1_db, tmp_path / "home")
    ran = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "oncebitten.hooks", "claude-code"],
        input=json.dumps(event).encode(), capture_output=True, env=env, timeout=60,
    )  # fmt: skip
    assert ran.returncode == 0
    imported = {line.split("|")[-1].strip() for line in ran.stderr.decode().splitlines() if "|" in line}
    assert "oncebitten.hooks" in imported and "oncebitten.engine.upgrade" not in imported
    assert run_hook("claude-code", event, env).code == 0
    store = open_store(v1_db)
    assert fingerprints_pending(store) == before  # the old rows are as they were
    assert store.fingerprint_aliases() == []
    versions = store.backend.fetchall(
        "SELECT fingerprint_version FROM failure_events ORDER BY id DESC LIMIT 2"
    )  # the hook's two failures
    assert [int(v[0]) for v in versions] == [FINGERPRINT_VERSION] * 2
