"""A store with something in every section of the report, and untrusted text in every field it shows.

Written through the public capabilities (the advisor, escalations, iteration memory, outcome memory) and the
hooks' store methods, on whichever backend the test runs; shared by the report's tests.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from oncebitten import FailureMemory
from oncebitten.escalation.escalations import Escalations
from oncebitten.iteration.memory import IterationMemory
from oncebitten.outcomes import ImprovementMemory

#: What an attacker would put in an error message: if any of it ran, ``<body>`` would get ``data-pwned``.
XSS = (
    "<img src=x onerror=\"document.body.setAttribute('data-pwned','img')\">"
    "<script>document.body.setAttribute('data-pwned','script')</script>"
    "\"><svg onload=\"document.body.setAttribute('data-pwned','svg')\">"
)

#: The fixture's "now": every timestamp is before it.
NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def fill(db: str, *, now: datetime = NOW) -> dict[str, Any]:
    """Write a week of varied memory into ``db``; returns what the tests look for (keys, ids)."""
    clock = Clock(now - timedelta(days=6))
    memory = FailureMemory(db, clock=clock)
    store = memory.store
    env = "env-project"
    kinds = [
        ("pytest", {"cmd": "pytest -x"}, "FAILED tests/test_api.py::test_orders - assert 404 == 200"),
        ("bash", {"cmd": "make build"}, "SyntaxError: invalid syntax (api.py, line 42)"),
        (
            "curl",
            {"url": "http://localhost:8000"},
            "curl: (7) Failed to connect to localhost port 8000: Connection refused",
        ),
        ("bash", {"cmd": "cat /etc/shadow"}, "Permission denied: /etc/shadow"),
    ]
    for day in range(6):
        for i, (tool, params, error) in enumerate(kinds):
            for _ in range((day + i) % 3 + 1):
                memory.record_failure(tool, params, error, env)
                clock.now += timedelta(minutes=3)
        clock.now += timedelta(days=1) - timedelta(minutes=3 * 12)
    clock.now = now - timedelta(hours=5)
    xss_record = memory.record_failure("bash", {"cmd": XSS}, f"ValueError: {XSS}", env)
    memory.record_failure("bash", {"cmd": XSS}, f"ValueError: {XSS}", env)
    memory.clear_failure("pytest", {"cmd": "pytest -x"}, env)

    def stamp(hours: float) -> str:
        return (now - timedelta(hours=hours)).isoformat(timespec="microseconds")

    from oncebitten.advisor.signature import call_key

    signature = call_key("bash", {"cmd": "make build"})[0]
    for hours, shadow in ((50, False), (49, True), (30, False), (29, False), (28, True), (5, True), (4, False)):
        if hours == 29:  # the call then succeeded: the three blocks before were false
            store.decision_mark_false(signature, env, stamp(29.5))
        store.decision_record(
            agent="claude-code",
            tool_name="bash",
            tool_signature=signature,
            env_snapshot_hash=env,
            retry_count=3,
            shadow=shadow,
            now=stamp(hours),
        )
    store.decision_record(
        agent="claude-code",
        tool_name="curl",
        tool_signature="sig-curl",
        env_snapshot_hash=env,
        retry_count=3,
        shadow=False,
        now=stamp(2),
    )

    escalation = Escalations(store=store, clock=clock).record(
        project_id="shop-api",
        signature="sig-1",
        error_type="TypeError",
        error_message=XSS,
        category="code_error",
        attempts=4,
        recommended_action=f"Look at {XSS}",
        plain_english_problem=f"The same error {XSS} came back",
        options=[{"id": "retry", "label": XSS}],
    )

    loop = IterationMemory(store=store, clock=clock, run_id="fixture")
    failure = (
        "<failure-report>\nwhat_tried: Split each line on commas\nwhy_failed: {why}\nerror_category: test_failure\n"
        "</failure-report>\n<retry-suggestion>Use the csv module.</retry-suggestion>\n"
    )
    loop.capture(
        "t-csv",
        failure.format(why="Quoted fields were split") + '<learning category="pitfall" tags="csv">'
        "Quote CSV fields containing commas.</learning>",
        model="sonnet",
        duration_ms=41_000,
        outcome="failed",
    )
    loop.capture("t-csv", "<task-done>t-csv</task-done>", model="sonnet", duration_ms=12_000)
    loop.task_context("t-export", title="Export orders")
    loop.capture("t-export", "<task-done>t-export</task-done>", model="haiku", duration_ms=9_000)
    stuck_id = f"t-{XSS}"
    loop.task_context(stuck_id, title=f"Migrate {XSS}")
    for _ in range(3):
        loop.capture(stuck_id, failure.format(why=XSS), model=loop.select_model(stuck_id).model, duration_ms=5_000)
    loop.capture("t-xss-learning", f'<learning category="pitfall" tags="x">{XSS}</learning>', model="opus")

    outcomes = ImprovementMemory(store=store)
    outcomes.record(module="orders", hypothesis="Cache the price list", outcome="accepted", rationale="2x faster")
    outcomes.record(
        module="orders", hypothesis="Use f-strings for SQL", outcome="rejected", rejection_reason="injection"
    )
    outcomes.record(module=XSS, hypothesis=XSS, outcome="held", rationale=XSS)
    return {
        "xss_fingerprint": xss_record.fingerprint,
        "escalation": escalation.id,
        "stuck_task": stuck_id,
        "now": now,
    }
