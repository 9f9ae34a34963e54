"""Seed 001's ErrorSignatureTracker: every truth in its must_haves, plus persistence of escalations."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from oncebitten import (
    GLOBAL_ESCALATION_THRESHOLD,
    MAX_RETRIES_PER_SIGNATURE,
    ErrorCategory,
    ErrorSignatureTracker,
    Escalations,
    _build_escalation_options,
    _build_retry_tool_result,
    build_error_signature,
)
from oncebitten.store import open_store


def test_constants() -> None:
    assert MAX_RETRIES_PER_SIGNATURE == 3 and GLOBAL_ESCALATION_THRESHOLD == 5


def test_record_and_check_does_not_escalate_for_failures_one_to_three_then_does() -> None:
    tracker = ErrorSignatureTracker("proj", {})
    results = [tracker.record_and_check("SyntaxError", "invalid syntax") for _ in range(4)]
    assert results == [(False, 1), (False, 2), (False, 3), (True, 4)]


def test_signatures_are_counted_separately() -> None:
    tracker = ErrorSignatureTracker("proj", {})
    for _ in range(3):
        tracker.record_and_check("SyntaxError", "invalid syntax")
    assert tracker.record_and_check("TypeError", "bad operand") == (False, 1)


def test_retry_counts_is_the_callers_own_mapping_never_a_copy() -> None:
    checkpoint: dict[str, Any] = {}
    tracker = ErrorSignatureTracker("proj", checkpoint)
    assert tracker.retry_counts is checkpoint
    tracker.record_and_check("SyntaxError", "invalid syntax")
    key = build_error_signature("proj", "SyntaxError", "invalid syntax")
    assert checkpoint == {key: 1}
    checkpoint[key] = 3  # restored from a saved checkpoint: the tracker sees it
    assert tracker.record_and_check("SyntaxError", "invalid syntax") == (True, 4)


def test_should_escalate_immediately_for_never_retry_errors_only() -> None:
    tracker = ErrorSignatureTracker("proj", {})
    assert tracker.should_escalate_immediately("PermissionError", "access denied")
    assert tracker.should_escalate_immediately("HTTPError", "401 Unauthorized")
    assert not tracker.should_escalate_immediately("SyntaxError", "invalid syntax")
    assert not tracker.should_escalate_immediately("ConnectionError", "connection refused")


def test_reset_signature_clears_the_retry_count() -> None:
    counts: dict[str, int] = {}
    tracker = ErrorSignatureTracker("proj", counts)
    for _ in range(3):
        tracker.record_and_check("SyntaxError", "invalid syntax")
    tracker.record_and_check("TypeError", "other")
    tracker.reset_signature("SyntaxError", "invalid syntax")
    assert build_error_signature("proj", "SyntaxError", "invalid syntax") not in counts
    assert len(counts) == 1
    assert tracker.record_and_check("SyntaxError", "invalid syntax") == (False, 1)
    tracker.reset_signature("NeverSeen", "nothing")  # resetting an unknown signature is harmless


def test_global_threshold_is_exceeded_at_exactly_n_escalations(db: str) -> None:
    tracker = ErrorSignatureTracker("proj", {}, db_session=db)
    for n in range(1, GLOBAL_ESCALATION_THRESHOLD + 1):
        assert not tracker.global_threshold_exceeded()
        asyncio.run(tracker.record_escalation("SyntaxError", f"error {n}", 4, "retry", "It keeps failing"))
    assert tracker.global_threshold_exceeded()


def test_record_escalation_persists_and_returns_its_id(db: str) -> None:
    tracker = ErrorSignatureTracker("shop", {}, db_session=db, session_id="s-1", job_id="j-9")
    escalation_id = asyncio.run(
        tracker.record_escalation(
            "PermissionError", "access denied to bucket", 1, "provide_credentials", "The bucket refuses our key."
        )
    )
    assert escalation_id is not None and escalation_id.startswith("esc-")
    stored = Escalations(db).get(escalation_id)
    assert stored is not None
    assert (stored.project_id, stored.session_id, stored.job_id) == ("shop", "s-1", "j-9")
    assert stored.category == ErrorCategory.NEVER_RETRY and stored.status == "open"
    assert [o["id"] for o in stored.options] == ["provide_credentials", "skip_feature"]
    assert stored.signature == build_error_signature("shop", "PermissionError", "access denied to bucket")


def test_record_escalation_accepts_a_store_or_an_object_with_a_store(db: str) -> None:
    store = open_store(db)

    class Session:
        def __init__(self) -> None:
            self.store = store

    for session in (store, Session(), Escalations(store=store)):
        tracker = ErrorSignatureTracker("p", {}, db_session=session)
        assert asyncio.run(tracker.record_escalation("E", "m", 4, "a", "b")) is not None
    assert len(Escalations(store=store).list()) == 3


def test_record_escalation_returns_none_when_storage_fails(tmp_path: Any) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    tracker = ErrorSignatureTracker("p", {}, db_session=str(blocker / "sub" / "m.db"))
    assert asyncio.run(tracker.record_escalation("E", "m", 4, "a", "b")) is None
    assert tracker._session_escalation_count == 1  # it still counts toward the session's threshold
    with pytest.raises(TypeError):
        ErrorSignatureTracker("p", {}, db_session=42)._escalations()


def test_retry_tool_result_has_attempt_goal_and_replanning_instruction() -> None:
    text = _build_retry_tool_result("SyntaxError", "invalid syntax at line 3", 2, "add the login endpoint")
    assert "APPROACH 2 FAILED" in text
    assert "add the login endpoint" in text and "invalid syntax at line 3" in text
    assert "different approach" in text
    assert "Attempts left before escalating to a human: 1" in text


def test_escalation_options_depend_on_the_category() -> None:
    never = _build_escalation_options("AuthError", ErrorCategory.NEVER_RETRY)
    assert [o["id"] for o in never] == ["provide_credentials", "skip_feature"]
    for category in (ErrorCategory.CODE_ERROR, ErrorCategory.ENV_ERROR, "code_error"):
        options = _build_escalation_options("SyntaxError", category)
        assert [o["id"] for o in options] == ["skip_feature", "simpler_version", "provide_guidance"]
        assert all(set(o) == {"id", "label", "description"} for o in options)
