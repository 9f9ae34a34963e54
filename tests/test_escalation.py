"""Escalations: recorded, listed and resolved in the shared store, on every backend."""

from __future__ import annotations

import pytest

from conftest import FakeClock
from oncebitten import ErrorCategory, Escalations, InvalidInput


def record(escalations: Escalations, project: str = "shop", message: str = "access denied") -> str:
    return escalations.record(
        project_id=project, signature=f"{project}:E:1", error_type="PermissionError", error_message=message,
        category=ErrorCategory.NEVER_RETRY, attempts=1, recommended_action="provide_credentials",
        plain_english_problem="The bucket refuses our key.", options=[{"id": "skip_feature", "label": "Skip",
        "description": "d"}],
    ).id  # fmt: skip


def test_list_shows_open_escalations_newest_first_and_filters(db: str, clock: FakeClock) -> None:
    escalations = Escalations(db, clock=clock)
    first = record(escalations)
    clock.advance(minutes=1)
    second = record(escalations, project="blog")
    assert [e.id for e in escalations.list()] == [second, first]
    assert [e.id for e in escalations.list(project_id="shop")] == [first]
    assert escalations.list(limit=1)[0].id == second


def test_resolve_closes_an_escalation_once(db: str, clock: FakeClock) -> None:
    escalations = Escalations(db, clock=clock)
    escalation_id = record(escalations)
    clock.advance(hours=1)
    assert escalations.resolve(escalation_id, "added the key to .env") is True
    assert escalations.resolve(escalation_id, "again") is False
    assert escalations.resolve("esc-unknown") is False
    resolved = escalations.get(escalation_id)
    assert resolved is not None and resolved.status == "resolved"
    assert resolved.resolution == "added the key to .env" and resolved.resolved_at == "2026-11-22T13:00:00.000000+00:00"
    assert escalations.list() == [] and [e.id for e in escalations.list("resolved")] == [escalation_id]
    assert len(escalations.list(None)) == 1


def test_bad_arguments_are_invalid_input(db: str) -> None:
    with pytest.raises(InvalidInput):
        Escalations(db).list("pending")
    with pytest.raises(InvalidInput):
        Escalations(db).list(limit=-1)


def test_escalation_round_trips_to_dict(db: str) -> None:
    escalations = Escalations(db)
    stored = escalations.get(record(escalations))
    assert stored is not None
    data = stored.to_dict()
    assert data["options"][0]["id"] == "skip_feature" and data["attempts"] == 1 and data["category"] == "never_retry"


def test_an_escalation_never_stores_a_secret(db: str) -> None:
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    escalation = Escalations(db).record(
        project_id="p", signature="s", error_type="AuthError", error_message=f"bad token {token}",
        category="never_retry", attempts=1, recommended_action="rotate", plain_english_problem=f"token {token}",
        options=[],
    )  # fmt: skip
    assert token not in escalation.error_message and token not in escalation.plain_english_problem
