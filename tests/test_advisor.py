"""The advisor (seed 000): its test template, its twelve acceptance criteria, and our own rules."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import threading
from datetime import UTC
from pathlib import Path

import pytest

from conftest import FakeClock
from oncebitten import (
    Advisory,
    AdvisoryResult,
    ErrorType,
    EvolutionStatus,
    FailureMemory,
    FailureRecord,
    InvalidInput,
)

# ---------------------------------------------------------------------------------------------------
# The seed's test template, as given (module paths adapted)
# ---------------------------------------------------------------------------------------------------


class TestToolSignature:
    """Tests for tool signature computation."""

    def test_deterministic_same_params(self, failure_memory: FailureMemory) -> None:
        sig1 = failure_memory._compute_tool_signature("file_read", {"path": "test.py"})
        sig2 = failure_memory._compute_tool_signature("file_read", {"path": "test.py"})
        assert sig1 == sig2

    def test_different_params_different_signature(self, failure_memory: FailureMemory) -> None:
        sig1 = failure_memory._compute_tool_signature("file_read", {"path": "a.py"})
        sig2 = failure_memory._compute_tool_signature("file_read", {"path": "b.py"})
        assert sig1 != sig2

    def test_param_order_independent(self, failure_memory: FailureMemory) -> None:
        sig1 = failure_memory._compute_tool_signature("tool", {"a": 1, "b": 2})
        sig2 = failure_memory._compute_tool_signature("tool", {"b": 2, "a": 1})
        assert sig1 == sig2


class TestErrorClassification:
    """Tests for error type classification."""

    def test_connection_error_is_soft(self, failure_memory: FailureMemory) -> None:
        assert failure_memory._classify_error("Connection refused") == ErrorType.SOFT

    def test_timeout_error_is_soft(self, failure_memory: FailureMemory) -> None:
        assert failure_memory._classify_error("Request timeout") == ErrorType.SOFT

    def test_syntax_error_is_hard(self, failure_memory: FailureMemory) -> None:
        assert failure_memory._classify_error("SyntaxError: invalid") == ErrorType.HARD

    def test_type_error_is_hard(self, failure_memory: FailureMemory) -> None:
        assert failure_memory._classify_error("TypeError: cannot") == ErrorType.HARD


class TestAdvisoryPattern:
    """Tests for the Advisor pattern."""

    def test_allow_first_execution(self, failure_memory: FailureMemory) -> None:
        advisory = failure_memory.check_advisory("file_read", {"path": "test.py"})
        assert advisory.result == AdvisoryResult.ALLOW

    def test_warn_after_first_failure(self, failure_memory: FailureMemory) -> None:
        env_hash = FailureMemory.compute_env_snapshot_hash()
        failure_memory.record_failure(
            tool_name="file_read",
            params={"path": "test.py"},
            error_message="File not found",
            env_snapshot_hash=env_hash,
        )
        advisory = failure_memory.check_advisory("file_read", {"path": "test.py"}, env_snapshot_hash=env_hash)
        assert advisory.result == AdvisoryResult.WARN

    def test_block_after_multiple_failures(self, failure_memory: FailureMemory) -> None:
        env_hash = FailureMemory.compute_env_snapshot_hash()
        for _ in range(3):
            failure_memory.record_failure(
                tool_name="file_read",
                params={"path": "test.py"},
                error_message="File not found",
                env_snapshot_hash=env_hash,
            )
        advisory = failure_memory.check_advisory("file_read", {"path": "test.py"}, env_snapshot_hash=env_hash)
        assert advisory.result == AdvisoryResult.BLOCK

    def test_allow_different_environment(self, failure_memory: FailureMemory) -> None:
        env_hash_1 = "environment_1_hash_abc123"
        env_hash_2 = "environment_2_hash_xyz789"
        for _ in range(3):
            failure_memory.record_failure(
                tool_name="file_read",
                params={"path": "test.py"},
                error_message="File not found",
                env_snapshot_hash=env_hash_1,
            )
        advisory = failure_memory.check_advisory("file_read", {"path": "test.py"}, env_snapshot_hash=env_hash_2)
        assert advisory.result == AdvisoryResult.ALLOW


class TestClearFailure:
    """Tests for clearing/resolving failures."""

    def test_clear_marks_resolved(self, failure_memory: FailureMemory) -> None:
        env_hash = FailureMemory.compute_env_snapshot_hash()
        failure_memory.record_failure(
            tool_name="file_read",
            params={"path": "test.py"},
            error_message="Error",
            env_snapshot_hash=env_hash,
        )
        result = failure_memory.clear_failure(
            tool_name="file_read", params={"path": "test.py"}, env_snapshot_hash=env_hash
        )
        assert result is True
        advisory = failure_memory.check_advisory("file_read", {"path": "test.py"}, env_snapshot_hash=env_hash)
        assert advisory.result == AdvisoryResult.ALLOW


# ---------------------------------------------------------------------------------------------------
# The seed's twelve acceptance criteria
# ---------------------------------------------------------------------------------------------------


def test_ac1_database_auto_creates_at_default_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ONCEBITTEN_DB", raising=False)
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    memory = FailureMemory()
    assert memory.db_path == tmp_path / ".oncebitten" / "memory.db"
    assert memory.db_path.is_file()


def test_ac1_oncebitten_db_environment_variable_overrides_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "elsewhere.db"))
    assert FailureMemory().db_path == tmp_path / "elsewhere.db"
    assert FailureMemory(tmp_path / "explicit.db").db_path == tmp_path / "explicit.db"


def test_ac2_tool_signature_is_deterministic_across_instances(tmp_path: Path) -> None:
    a = FailureMemory(tmp_path / "a.db")._compute_tool_signature("bash", {"cmd": "ls", "n": [1, 2]})
    b = FailureMemory(tmp_path / "b.db")._compute_tool_signature("bash", {"n": [1, 2], "cmd": " ls "})
    assert a == b and len(a) == 32


def test_ac3_environment_hash_includes_cwd_os_and_python(monkeypatch: pytest.MonkeyPatch) -> None:
    import oncebitten.advisor.signature as signature

    base = FailureMemory.compute_env_snapshot_hash("/work/project")
    assert FailureMemory.compute_env_snapshot_hash("/work/other") != base
    monkeypatch.setattr(signature, "_OS", "darwin")
    assert FailureMemory.compute_env_snapshot_hash("/work/project") != base
    monkeypatch.undo()
    monkeypatch.setattr(signature, "_PYTHON", "3.99")
    assert FailureMemory.compute_env_snapshot_hash("/work/project") != base


def test_ac4_classification_hard_vs_soft(failure_memory: FailureMemory) -> None:
    for soft in ("ConnectionError: [Errno 111] Connection refused", "HTTP 503 Service Unavailable",
                 "OSError: [Errno 28] No space left on device", "rate limit exceeded, retry later",
                 "bash: ./deploy.sh: Permission denied"):  # fmt: skip
        assert failure_memory._classify_error(soft) is ErrorType.SOFT, soft
    for hard in ("SyntaxError: invalid syntax", "ModuleNotFoundError: No module named 'pg'",
                 "AssertionError: assert 2 == 3", "NameError: name 'x' is not defined"):  # fmt: skip
        assert failure_memory._classify_error(hard) is ErrorType.HARD, hard


def test_ac5_allow_on_first_execution_of_any_tool(failure_memory: FailureMemory) -> None:
    advisory = failure_memory.check_advisory("never_seen", {"x": 1})
    assert advisory.result is AdvisoryResult.ALLOW and advisory.failure_record is None


@pytest.mark.parametrize("failures", [1, 2])
def test_ac6_warn_after_one_or_two_failures(failure_memory: FailureMemory, failures: int) -> None:
    for _ in range(failures):
        failure_memory.record_failure("bash", {"cmd": "make"}, "make: *** [all] Error 2", "env")
    advisory = failure_memory.check_advisory("bash", {"cmd": "make"}, "env")
    assert advisory.result is AdvisoryResult.WARN
    assert advisory.retry_count == failures
    assert "make: *** [all] Error 2" in advisory.reason


@pytest.mark.parametrize("failures", [3, 4, 10])
def test_ac7_block_after_three_or_more_failures(failure_memory: FailureMemory, failures: int) -> None:
    for _ in range(failures):
        failure_memory.record_failure("bash", {"cmd": "make"}, "make: *** [all] Error 2", "env")
    advisory = failure_memory.check_advisory("bash", {"cmd": "make"}, "env")
    assert advisory.result is AdvisoryResult.BLOCK and advisory.blocked
    assert advisory.retry_count == failures
    assert advisory.reason.startswith(f"Blocked: {failures} failures in same environment.")
    assert isinstance(advisory.failure_record, FailureRecord)


def test_ac8_allow_when_working_directory_changes(failure_memory: FailureMemory, tmp_path: Path) -> None:
    here = FailureMemory.compute_env_snapshot_hash(tmp_path / "a")
    there = FailureMemory.compute_env_snapshot_hash(tmp_path / "b")
    for _ in range(3):
        failure_memory.record_failure("bash", {"cmd": "make"}, "Error 2", here)
    assert failure_memory.check_advisory("bash", {"cmd": "make"}, here).result is AdvisoryResult.BLOCK
    assert failure_memory.check_advisory("bash", {"cmd": "make"}, there).result is AdvisoryResult.ALLOW


def test_ac9_hard_errors_expire_after_seven_days(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock)
    for _ in range(3):
        memory.record_failure("bash", {"cmd": "make"}, "SyntaxError: invalid syntax", "env")
    clock.advance(days=6, hours=23)
    assert memory.check_advisory("bash", {"cmd": "make"}, "env").result is AdvisoryResult.BLOCK
    clock.advance(hours=2)
    advisory = memory.check_advisory("bash", {"cmd": "make"}, "env")
    assert advisory.result is AdvisoryResult.ALLOW and "expired" in advisory.reason


def test_ac9_soft_errors_expire_after_one_hour(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock)
    for _ in range(3):
        memory.record_failure("curl", {"url": "http://api"}, "Connection refused", "env")
    clock.advance(minutes=59)
    assert memory.check_advisory("curl", {"url": "http://api"}, "env").result is AdvisoryResult.BLOCK
    clock.advance(minutes=2)
    assert memory.check_advisory("curl", {"url": "http://api"}, "env").result is AdvisoryResult.ALLOW


def test_ac9_failure_record_is_expired_uses_ttl_by_type() -> None:
    from datetime import datetime, timedelta

    now = datetime(2026, 1, 10, tzinfo=UTC)
    stamp = (now - timedelta(hours=2)).isoformat()
    row = (1, "sig", "env", "SOFT", 1, stamp, stamp, "x", "t", "PENDING")
    assert FailureRecord.from_row(row).is_expired(now)
    hard = FailureRecord.from_row((1, "sig", "env", "HARD", 1, stamp, stamp, "x", "t", "PENDING"))
    assert not hard.is_expired(now)
    assert hard.is_expired(now + timedelta(days=7))


def test_ac10_success_clears_previous_failures(failure_memory: FailureMemory) -> None:
    for _ in range(3):
        failure_memory.record_failure("bash", {"cmd": "npm test"}, "Cannot find module 'pg'", "env")
    assert failure_memory.clear_failure("bash", {"cmd": "npm test"}, "env") is True
    advisory = failure_memory.check_advisory("bash", {"cmd": "npm test"}, "env")
    assert advisory.result is AdvisoryResult.ALLOW
    assert advisory.failure_record is not None
    assert advisory.failure_record.evolution_status is EvolutionStatus.RESOLVED


def test_ac11_thread_safe_concurrent_recording(db: str) -> None:
    memory = FailureMemory(db, sweep_every=1)
    per_thread, threads = 50, 8
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for _ in range(per_thread):
                memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
                memory.check_advisory("bash", {"cmd": "make"}, "env")
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    assert errors == []
    record = memory.get_recent_failures(1)[0]
    assert record.retry_count == per_thread * threads
    assert memory.get_stats()["failures_logged"] == per_thread * threads


def _record_many(path: str, count: int, start: object) -> None:
    start.wait()  # type: ignore[attr-defined]
    memory = FailureMemory(path, sweep_every=16)
    for i in range(count):
        memory.record_failure("bash", {"cmd": "make"}, "make: *** Error 2", "shared-env")
        if i % 4 == 0:
            memory.record_failure("bash", {"cmd": f"make {os.getpid()}"}, "Error", "shared-env")


@pytest.mark.slow
def test_ac11_eight_processes_recording_the_same_failure_lose_no_increment(db: str) -> None:
    FailureMemory(db)  # create the schema first, like an agent fleet on an existing memory
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    per_process, processes = 150, 8
    workers = [context.Process(target=_record_many, args=(db, per_process, start)) for _ in range(processes)]
    for w in workers:
        w.start()
    start.set()
    for w in workers:
        w.join(120)
    assert [w.exitcode for w in workers] == [0] * processes  # no "database is locked" escaped
    memory = FailureMemory(db)
    sig = memory._compute_tool_signature("bash", {"cmd": "make"})
    counts = {r.tool_signature: r.retry_count for r in memory.get_recent_failures(100)}
    assert counts[sig] == per_process * processes
    per_pid_total = sum(c for s, c in counts.items() if s != sig)
    assert per_pid_total == processes * len(range(0, per_process, 4))
    assert memory.get_stats()["failures_logged"] == per_process * processes + per_pid_total


def test_ac12_whole_template_runs_here() -> None:
    """AC 12 ('all tests pass') is this module passing; the seed's template classes above are collected."""
    names = {TestToolSignature.__name__, TestErrorClassification.__name__, TestAdvisoryPattern.__name__,
             TestClearFailure.__name__}  # fmt: skip
    assert len(names) == 4


# ---------------------------------------------------------------------------------------------------
# Our rules beyond the seed
# ---------------------------------------------------------------------------------------------------


def test_check_without_env_hash_uses_current_environment(failure_memory: FailureMemory) -> None:
    for _ in range(3):
        failure_memory.record_failure("bash", {"cmd": "pytest -x"}, "1 failed")
    assert failure_memory.check_advisory("bash", {"cmd": "pytest -x"}).result is AdvisoryResult.BLOCK


def test_failure_after_resolution_starts_a_new_count(failure_memory: FailureMemory) -> None:
    for _ in range(3):
        failure_memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    failure_memory.clear_failure("bash", {"cmd": "make"}, "env")
    record = failure_memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    assert record.retry_count == 1 and record.evolution_status is EvolutionStatus.PENDING
    assert failure_memory.check_advisory("bash", {"cmd": "make"}, "env").result is AdvisoryResult.WARN


def test_failure_after_expiry_starts_a_new_count(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock, sweep_every=10**9)
    for _ in range(3):
        memory.record_failure("curl", {"url": "u"}, "503 Service Unavailable", "env")
    clock.advance(hours=2)
    assert memory.record_failure("curl", {"url": "u"}, "503 Service Unavailable", "env").retry_count == 1


def test_clear_without_env_clears_only_current_environment_unless_asked(
    failure_memory: FailureMemory,
) -> None:
    here = FailureMemory.compute_env_snapshot_hash()
    failure_memory.record_failure("bash", {"cmd": "make"}, "Error", here)
    failure_memory.record_failure("bash", {"cmd": "make"}, "Error", "other-env")
    assert failure_memory.clear_failure("bash", {"cmd": "make"}) is True
    assert failure_memory.check_advisory("bash", {"cmd": "make"}, "other-env").result is AdvisoryResult.WARN
    assert failure_memory.clear_failure("bash", {"cmd": "make"}, all_environments=True) is True
    assert failure_memory.check_advisory("bash", {"cmd": "make"}, "other-env").result is AdvisoryResult.ALLOW


def test_clear_of_unknown_call_returns_false(failure_memory: FailureMemory) -> None:
    assert failure_memory.clear_failure("bash", {"cmd": "never"}, "env") is False


def test_ignored_records_allow_and_stay_ignored(failure_memory: FailureMemory) -> None:
    failure_memory.record_failure("bash", {"cmd": "flaky"}, "Error", "env")
    with failure_memory.store.backend.transaction() as tx:
        tx.execute("UPDATE failure_records SET evolution_status = 'IGNORED'")
    for _ in range(5):
        failure_memory.record_failure("bash", {"cmd": "flaky"}, "Error", "env")
    advisory = failure_memory.check_advisory("bash", {"cmd": "flaky"}, "env")
    assert advisory.result is AdvisoryResult.ALLOW and "ignored" in advisory.reason


def test_check_never_writes(failure_memory: FailureMemory, db_path: Path) -> None:
    failure_memory.record_failure("bash", {"cmd": "make"}, "Error", "env")
    conn = sqlite3.connect(db_path)
    before = conn.execute("SELECT total_changes()").fetchone()
    data_version = conn.execute("PRAGMA data_version").fetchone()
    for _ in range(20):
        failure_memory.check_advisory("bash", {"cmd": "make"}, "env")
    assert conn.execute("PRAGMA data_version").fetchone() == data_version
    assert before == conn.execute("SELECT total_changes()").fetchone()


def test_sweep_deletes_expired_records_but_keeps_the_failure_log(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock, sweep_every=10**9)
    memory.record_failure("curl", {"url": "a"}, "Connection refused", "env")
    memory.record_failure("bash", {"cmd": "make"}, "SyntaxError: bad", "env")
    clock.advance(hours=2)
    assert memory.get_stats()["expired"] == 1
    assert memory.sweep() == 1
    stats = memory.get_stats()
    assert stats["total_records"] == 1 and stats["failures_logged"] == 2


def test_amortised_sweep_runs_on_writes_when_due(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock, sweep_every=1)
    memory.record_failure("curl", {"url": "a"}, "Connection refused", "env")
    clock.advance(hours=2)
    memory.record_failure("bash", {"cmd": "make"}, "SyntaxError", "env")
    assert memory.get_stats()["total_records"] == 1


def test_stats_break_down_records(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock, sweep_every=10**9)
    for _ in range(3):
        memory.record_failure("bash", {"cmd": "make"}, "SyntaxError", "env")
    memory.record_failure("curl", {"url": "a"}, "timeout", "env")
    memory.record_failure("bash", {"cmd": "ls"}, "Error", "env")
    memory.clear_failure("bash", {"cmd": "ls"}, "env")
    stats = memory.get_stats()
    assert stats == {
        "total_records": 3, "hard_errors": 2, "soft_errors": 1, "pending": 2, "resolved": 1,
        "ignored": 0, "expired": 0, "blocking": 1, "failures_logged": 5,
        "by_kind": {"syntax": 1, "timeout": 1, "runtime": 1}, "blocks": 0, "shadow_blocks": 0, "false_blocks": 0,
    }  # fmt: skip


def test_recent_failures_newest_first(db: str, clock: FakeClock) -> None:
    memory = FailureMemory(db, clock=clock)
    for name in ("a", "b", "c"):
        memory.record_failure("t", {"n": name}, f"error {name}", "env")
        clock.advance(seconds=1)
    recent = memory.get_recent_failures(2)
    assert [r.error_message for r in recent] == ["error c", "error b"]
    with pytest.raises(InvalidInput):
        memory.get_recent_failures(-1)


def test_custom_thresholds(db: str) -> None:
    memory = FailureMemory(db, warn_threshold=2, block_threshold=5)
    memory.record_failure("t", {}, "e", "env")
    assert memory.check_advisory("t", {}, "env").result is AdvisoryResult.ALLOW
    memory.record_failure("t", {}, "e", "env")
    assert memory.check_advisory("t", {}, "env").result is AdvisoryResult.WARN
    with pytest.raises(InvalidInput):
        FailureMemory(db, warn_threshold=4, block_threshold=3)


def test_long_and_non_string_error_messages_are_stored_safely(failure_memory: FailureMemory) -> None:
    record = failure_memory.record_failure("t", {}, "x" * 200_000, "env")
    assert record.error_message is not None and len(record.error_message) == 65_536
    record = failure_memory.record_failure("u", {}, ValueError("boom"), "env")  # type: ignore[arg-type]
    assert record.error_message == "boom"


def test_advisory_dataclass_shape() -> None:
    advisory = Advisory(AdvisoryResult.ALLOW, "fine")
    assert advisory.failure_record is None and advisory.retry_count == 0 and not advisory.blocked


def test_records_written_by_the_seed_sketch_keep_matching(db_path: Path) -> None:
    """A database made by the seed's own code is adopted: same table, same signatures, same answers."""
    conn = sqlite3.connect(db_path)
    conn.executescript(
        """
        CREATE TABLE failure_records (
            id INTEGER PRIMARY KEY AUTOINCREMENT, tool_signature TEXT NOT NULL,
            env_snapshot_hash TEXT NOT NULL, error_type TEXT NOT NULL CHECK (error_type IN ('HARD', 'SOFT')),
            retry_count INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
            error_message TEXT, tool_name TEXT NOT NULL, evolution_status TEXT NOT NULL DEFAULT 'PENDING',
            UNIQUE(tool_signature, env_snapshot_hash));
        """
    )
    from datetime import datetime

    now = datetime.now(UTC).isoformat()
    sig = FailureMemory._compute_tool_signature("file_read", {"path": "test.py"})
    conn.execute(
        "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
        " updated_at, error_message, tool_name) VALUES (?, 'env', 'HARD', 3, ?, ?, 'File not found', 'file_read')",
        (sig, now, now),
    )
    conn.commit()
    conn.close()
    memory = FailureMemory(db_path)
    assert memory.check_advisory("file_read", {"path": "test.py"}, "env").result is AdvisoryResult.BLOCK
    assert memory.record_failure("file_read", {"path": "test.py"}, "File not found", "env").retry_count == 4


def test_naive_timestamps_written_by_other_programs_are_read_as_utc(failure_memory: FailureMemory) -> None:
    failure_memory.record_failure("t", {}, "SyntaxError", "env")
    with failure_memory.store.backend.transaction() as tx:
        tx.execute("UPDATE failure_records SET updated_at = '2000-01-01T00:00:00'")
    assert failure_memory.check_advisory("t", {}, "env").result is AdvisoryResult.ALLOW  # long expired


@pytest.mark.parametrize(
    ("moment", "hard", "soft"),
    [
        ("2026-03-01T00:20:00.000000+00:00", None, None),  # midnight after February: both cut-offs change date
        ("2026-11-22T13:59:59.999999+00:00", None, None),
        ("2024-03-01T00:00:00.000001+00:00", {"days": 2, "hours": 3}, {"minutes": 90}),  # not whole hours
        ("2026-06-01T10:30:00+02:00", None, None),  # another zone: converted, not cached
    ],
)
def test_the_record_timestamps_are_the_ones_iso_writes(
    tmp_path: Path, moment: str, hard: dict[str, int] | None, soft: dict[str, int] | None
) -> None:
    from datetime import datetime, timedelta

    from oncebitten._time import iso

    now = datetime.fromisoformat(moment)
    memory = FailureMemory(
        tmp_path / "m.db",
        hard_ttl=timedelta(**hard) if hard else None,
        soft_ttl=timedelta(**soft) if soft else None,
    )
    for step in (timedelta(0), timedelta(microseconds=1), timedelta(minutes=1), timedelta(hours=1)):
        later = now + step
        assert memory._stamps(later) == (iso(later), *memory._cutoffs(later))
    memory.hard_ttl = timedelta(days=1)  # reassigned after the first call: not served from the old hour
    assert memory._stamps(now) == (iso(now), *memory._cutoffs(now))


def test_an_advisory_builds_its_record_on_first_access_and_compares_as_before(tmp_path: Path) -> None:
    import copy
    import pickle

    memory = FailureMemory(tmp_path / "m.db")
    recorded = memory.record_failure("bash", {"cmd": "make"}, "SyntaxError: invalid syntax", "env")
    advisory = memory.check_advisory("bash", {"cmd": "make"}, "env")
    expected = Advisory(AdvisoryResult.WARN, advisory.reason, recorded, 1)
    assert advisory == expected and repr(advisory) == repr(expected)
    assert advisory.failure_record == recorded and advisory.failure_record is advisory.failure_record
    assert pickle.loads(pickle.dumps(memory.check_advisory("bash", {"cmd": "make"}, "env"))) == expected
    assert copy.copy(memory.check_advisory("bash", {"cmd": "make"}, "env")) == expected
    changed = memory.check_advisory("bash", {"cmd": "make"}, "env")
    changed.failure_record = None
    assert changed.failure_record is None and changed != expected


def test_an_advisory_carries_the_call_s_signature_and_environment(failure_memory: FailureMemory) -> None:
    params = {"cmd": "make"}
    signature = FailureMemory._compute_tool_signature("bash", params)
    allowed = failure_memory.check_advisory("bash", params, "env")
    assert (allowed.tool_signature, allowed.env_snapshot_hash) == (signature, "env")
    failure_memory.record_failure("bash", params, "SyntaxError: invalid syntax", "env")
    warned = failure_memory.check_advisory("bash", params)
    assert warned.result is AdvisoryResult.ALLOW  # another environment: the current one
    assert warned.env_snapshot_hash == FailureMemory.compute_env_snapshot_hash()
    warned = failure_memory.check_advisory("bash", params, "env")
    assert warned.tool_signature == signature and warned.failure_record is not None
    assert warned.failure_record.tool_signature == signature and warned.failure_record.env_snapshot_hash == "env"
    assert Advisory(AdvisoryResult.ALLOW, "fine").tool_signature is None


def test_a_check_across_environments_answers_as_the_most_severe_single_check(failure_memory: FailureMemory) -> None:
    import itertools

    params = {"cmd": "make"}
    failures = {"warned": 1, "blocked": 3, "warned-too": 1, "resolved": 3}
    for env, count in failures.items():
        for _ in range(count):
            failure_memory.record_failure("bash", params, "SyntaxError: invalid syntax", env)
    failure_memory.clear_failure("bash", params, "resolved")
    envs = [*failures, "unseen"]
    for size in (1, 2, 3):
        for chosen in itertools.permutations(envs, size):
            singles = [failure_memory.check_advisory("bash", params, env) for env in chosen]
            severity = {"ALLOW": 0, "WARN": 1, "BLOCK": 2}
            expected = max(singles, key=lambda a: (severity[a.result.value], a.retry_count))  # first on ties
            across = failure_memory.check_advisory_across("bash", params, chosen)
            assert across == expected and across.env_snapshot_hash == expected.env_snapshot_hash, chosen
    assert failure_memory.check_advisory_across("bash", params, ["warned-too", "warned"]).env_snapshot_hash == (
        "warned-too"
    )
    with pytest.raises(InvalidInput):
        failure_memory.check_advisory_across("bash", params, [])


def test_a_block_is_recorded_under_the_call_and_environment_its_check_named(failure_memory: FailureMemory) -> None:
    params = {"cmd": "make"}
    for _ in range(3):
        failure_memory.record_failure("bash", params, "SyntaxError: invalid syntax", "env")
    blocked = failure_memory.check_advisory("bash", params, "env")
    assert blocked.blocked
    failure_memory.record_block(blocked, "bash", agent="claude-code")
    failure_memory.record_block(blocked, "bash", agent="claude-code", shadow=True)
    stats = failure_memory.get_stats()
    assert (stats["blocks"], stats["shadow_blocks"]) == (1, 1)
    with pytest.raises(InvalidInput, match="check_advisory"):
        failure_memory.record_block(Advisory(AdvisoryResult.BLOCK, "made by hand"), "bash", agent="claude-code")


# -- a secret parameter: one signature for the call, nothing of the secret stored ---------------------


def _stored_bytes(db_path: Path) -> bytes:
    """Every byte of the SQLite database: the main file, the -wal and -shm files, a -journal if any."""
    return b"".join(
        Path(f"{db_path}{suffix}").read_bytes()
        for suffix in ("", "-wal", "-shm", "-journal")
        if Path(f"{db_path}{suffix}").exists()
    )


def _derivations(secret: str, tool: str, params: dict[str, object]) -> list[bytes]:
    """The secret and what a store could derive from it: the raw call's signature (in full and as stored)."""
    import hashlib
    import json

    raw = json.dumps({"tool": tool, "params": params}, sort_keys=True).encode()
    digest = hashlib.sha256(raw).hexdigest()
    return [secret.encode(), digest[:32].encode(), digest[:16].encode(), bytes.fromhex(digest)[:16]]


def test_calls_differing_only_in_a_secret_parameter_share_a_record_and_store_nothing_of_it(tmp_path: Path) -> None:
    db_path = tmp_path / "memory.db"
    memory = FailureMemory(db_path)
    secrets = ["hunter2-Xq9", "correct-horse-7Zp", "tr0ub4dor-3Lk"]
    calls = [{"host": "db.internal", "user": "alice", "password": secret} for secret in secrets]
    env = "e" * 32
    for params in calls:
        memory.record_failure("db_connect", params, "FATAL: password authentication failed", env)
    advisory = memory.check_advisory("db_connect", {**calls[0], "password": "another-0Ne"}, env)
    assert advisory.result is AdvisoryResult.WARN  # three failures, one record; a credential is never BLOCKed
    assert advisory.retry_count == 3
    assert advisory.failure_record is not None
    assert advisory.failure_record.tool_signature == memory._compute_tool_signature(
        "db_connect", {**calls[0], "password": "<redacted:password>"}
    )
    memory.store.close()
    stored = _stored_bytes(db_path)
    for secret, params in zip(secrets, calls, strict=True):
        for derived in _derivations(secret, "db_connect", params):
            assert derived not in stored, derived
