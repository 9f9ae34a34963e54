"""The shared identity pipeline: every stored failure is redacted, classified and fingerprinted."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from oncebitten import FailureMemory
from oncebitten.engine.fingerprint import FINGERPRINT_VERSION
from oncebitten.engine.identity import FailureIdentifier, bucket_of, clean_text
from oncebitten.store import open_store

GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def events(db: str) -> list[tuple[object, ...]]:
    backend = open_store(db).backend
    return backend.fetchall("SELECT error_message, kind, fingerprint, fingerprint_version, params FROM failure_events")


def test_a_secret_in_the_error_never_reaches_the_store(db: str) -> None:
    memory = FailureMemory(db)
    record = memory.record_failure("git", {"cmd": "push"}, f"remote: Invalid token {GITHUB_TOKEN}", "env")
    assert GITHUB_TOKEN not in (record.error_message or "")
    assert "<redacted:github_token>" in (record.error_message or "")
    ((message, *_),) = events(db)
    assert GITHUB_TOKEN not in str(message)
    advice = memory.check_advisory("git", {"cmd": "push"}, "env")
    assert GITHUB_TOKEN not in advice.reason


def test_a_secret_in_the_params_is_redacted_in_the_log_and_the_signature(db: str) -> None:
    memory = FailureMemory(db)
    params = {"cmd": f"git clone https://x:{GITHUB_TOKEN}@github.com/o/r"}
    record = memory.record_failure("bash", params, "fatal: Authentication failed", "env")
    ((_, _, _, _, logged),) = events(db)
    assert GITHUB_TOKEN not in str(logged) and "<redacted:" in str(logged)
    redacted = {"cmd": "git clone https://x:<redacted:github_token>@github.com/o/r"}
    assert record.tool_signature == FailureMemory._compute_tool_signature("bash", params)
    assert FailureMemory._compute_tool_signature("bash", params) in {
        FailureMemory._compute_tool_signature("bash", redacted),
        FailureMemory._compute_tool_signature("bash", {"cmd": memory.identifier.redact(params["cmd"])}),
    }


def test_a_call_carrying_a_secret_is_warned_about_but_never_blocked(db: str) -> None:
    memory = FailureMemory(db)
    old = {"header": f"Authorization: Bearer {GITHUB_TOKEN}"}
    rotated = {"header": "Authorization: Bearer " + "ghp_" + "q7Rk2vXw9LmT4bNc8YhJ3pFs6DgZa1Ue5WoK"}
    for _ in range(3):
        memory.record_failure("curl", old, "401 Unauthorized", "env")
    for params in (old, rotated):  # one signature: nothing derived from the secret is stored
        advice = memory.check_advisory("curl", params, "env")
        assert advice.result.value == "WARN" and advice.retry_count == 3
        assert "credential" in advice.reason and GITHUB_TOKEN not in advice.reason
    for _ in range(3):
        memory.record_failure("curl", {"header": "x"}, "401 Unauthorized", "env")
    assert memory.check_advisory("curl", {"header": "x"}, "env").result.value == "BLOCK"


def test_params_without_secrets_keep_the_seed_signature(db: str) -> None:
    from oncebitten.advisor.signature import tool_signature

    params = {"cmd": "pytest -x tests/test_api.py"}
    assert FailureMemory._compute_tool_signature("bash", params) == tool_signature("bash", params)


def test_noisy_variants_of_one_error_share_a_fingerprint(db: str) -> None:
    memory = FailureMemory(db)
    a = memory.record_failure(
        "bash", {"cmd": "a"}, "ConnectionError: timed out after 30.5s connecting to 10.0.0.7:5432"
    )
    b = memory.record_failure(
        "bash", {"cmd": "b"}, "ConnectionError: timed out after 12.0s connecting to 10.0.0.9:5432"
    )
    assert a.fingerprint is not None and a.fingerprint == b.fingerprint
    assert a.kind == b.kind == "timeout"
    groups = memory.get_failure_groups()
    assert groups[0].fingerprint == a.fingerprint and groups[0].count == 2 and groups[0].calls == 2
    assert groups[0].template is not None and "ConnectionError" in groups[0].template


def test_different_failures_do_not_merge(db: str) -> None:
    memory = FailureMemory(db)
    forbidden = memory.record_failure("http", {"u": "a"}, "HTTP 403 Forbidden", "env")
    payment = memory.record_failure("http", {"u": "b"}, "HTTP 402 Payment Required", "env")
    assert forbidden.fingerprint != payment.fingerprint


def test_groups_are_learned_from_the_store_across_processes(db: str) -> None:
    first, second = FailureMemory(db), FailureMemory(db)  # separate identifiers: only the store is shared
    a = first.record_failure("ssh", {"h": "1"}, "Invalid user admin from 10.1.2.3 port 4242", "env")
    b = second.record_failure("ssh", {"h": "2"}, "Invalid user oracle from 10.9.8.7 port 5151", "env")
    assert a.fingerprint == b.fingerprint
    row = open_store(db).fingerprint_get(str(a.fingerprint))
    assert row is not None and "<*>" in str(row[3])  # the template generalised, the key stayed


def test_every_record_carries_its_fingerprint_version(db: str) -> None:
    memory = FailureMemory(db)
    memory.record_failure("t", {}, "ValueError: bad", "env")
    ((_, kind, key, version, _),) = events(db)
    assert kind == "runtime" and key and version == FINGERPRINT_VERSION


def test_a_nul_character_is_stored_on_every_backend(db: str) -> None:
    memory = FailureMemory(db)
    record = memory.record_failure("t", {}, "bad\x00byte", "env")
    assert record.error_message == "bad\\0byte"


def test_redaction_can_be_switched_off(db: str) -> None:
    identifier = FailureIdentifier(open_store(db), redacting=False)
    assert identifier.identify(f"token {GITHUB_TOKEN}").message.endswith(GITHUB_TOKEN)
    assert FailureIdentifier(open_store(db)).identify(f"token {GITHUB_TOKEN}").message.endswith(">")


def test_identity_is_cached_and_learned_only_once(db: str) -> None:
    identifier = FailureIdentifier(open_store(db))
    first = identifier.identify("KeyError: 'x'")
    again = identifier.identify("KeyError: 'x'")
    assert first.learned is not None and again.learned is None and first.fingerprint == again.fingerprint


def test_bucket_and_clean_text() -> None:
    assert bucket_of("") == "0:"
    assert bucket_of("Invalid user <*>").startswith("3:")
    assert "\x00" not in bucket_of("<NUM> x")
    assert clean_text(3) == "3" and clean_text("a\x00b") == "a\\0b"


def test_an_older_database_gains_the_columns_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    memory = FailureMemory(path)
    memory.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    memory.close()
    # Make it a version-4 database: drop what migration 5 added, as a database written before it would be.
    conn = sqlite3.connect(path)
    conn.execute("DROP INDEX idx_failure_events_fingerprint")
    for table in ("failure_records", "failure_events"):
        for column in ("kind", "fingerprint", "fingerprint_version", "params"):
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    conn.execute("DROP TABLE fingerprints")
    conn.execute("DELETE FROM schema_migrations WHERE version >= 5")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()
    from oncebitten.store import close_store

    close_store(str(path))
    reopened = FailureMemory(path)
    (record,) = reopened.get_recent_failures()
    assert record.error_message == "Error 2" and record.fingerprint is None
    assert reopened.check_advisory("bash", {"cmd": "make"}, "env").result.value == "WARN"
    again = reopened.record_failure("bash", {"cmd": "make"}, "Error 2", "env")
    assert again.retry_count == 2 and again.fingerprint is not None
