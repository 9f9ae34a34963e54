"""Every view of the memory answers the same question the same way: one definition each, shared.

The report and the dashboard, ``groups``, ``model``, ``learnings``, ``escalations`` and the demo's stats read
the same definitions (the groups' SQL, the advisor's expiry, IterationMemory's model choice and learning
status, an escalation's error text), so no two of them can show different numbers for the same thing.
"""

from __future__ import annotations

import io
import json
from datetime import timedelta

from conftest import FakeClock
from oncebitten import Escalations, FailureMemory, IterationMemory
from oncebitten.cli import main
from oncebitten.demo import run_demo
from oncebitten.report import build_report
from oncebitten.report.data import gather


def test_a_hard_record_overwritten_by_a_new_failure_is_pending_not_expired(db: str) -> None:
    clock = FakeClock()
    memory = FailureMemory(db, clock=clock)
    call, env = ("bash", {"cmd": "make"}), "env-1"
    first = memory.record_failure(*call, "make: *** [all] Error 2", env)
    clock.advance(minutes=5)
    second = memory.record_failure(*call, "ld: cannot find -lssl: No such file or directory", env)
    assert first.fingerprint != second.fingerprint  # the record now holds the second failure only
    rows = {row.key: row for row in gather(memory.store, now=clock.now).fingerprints}
    assert rows[first.fingerprint].status == rows[second.fingerprint].status == "pending"
    assert memory.check_advisory(*call, env).result.value == "WARN"  # what "pending" means
    clock.advance(days=8)
    rows = {row.key: row for row in gather(memory.store, now=clock.now).fingerprints}
    assert rows[first.fingerprint].status == "expired" and memory.check_advisory(*call, env).result.value == "ALLOW"


def test_calls_per_fingerprint_are_the_same_in_groups_and_the_report(db: str) -> None:
    clock = FakeClock()
    memory = FailureMemory(db, clock=clock)
    for n in range(3):
        memory.record_failure(
            "bash", {"cmd": f"pytest tests/test_{n}.py"}, "E   ModuleNotFoundError: No module named 'yaml'", "e"
        )
    memory.clear_failure("bash", {"cmd": "pytest tests/test_0.py"}, "e")
    clock.advance(days=8)
    memory.sweep()  # the advisor's records are gone; the log keeps the failures and their calls
    [group] = memory.get_failure_groups()
    [row] = gather(memory.store, now=clock.now).fingerprints
    assert (row.key, row.count, row.calls) == (group.fingerprint, group.count, group.calls) == (row.key, 3, 3)


def test_the_report_shows_the_next_model_oncebitten_model_chooses(db: str, capsys: object) -> None:
    loop = IterationMemory(db)
    for _ in range(3):
        loop.capture("t-1", "I could not do it.\n<task-failed>", model="sonnet")
    assert main(["model", "--task", "t-1", "--quiet", "--db", db]) == 0
    chosen = capsys.readouterr().out.strip()  # type: ignore[attr-defined]
    [task] = gather(loop.store).tasks
    assert task.next_model == chosen == loop.select_model("t-1").model == "opus"
    assert task.next_model_why == loop.select_model("t-1").rationale


def test_the_report_lists_the_learnings_oncebitten_learnings_lists(db: str) -> None:
    loop = IterationMemory(db)
    old = loop.record_learning("pitfall", "Quote CSV fields that contain commas.", ["csv"])
    new = loop.record_learning("pitfall", "Quote the CSV fields that contain commas!", ["csv"])
    assert loop.learnings(include_inactive=True)[-1].superseded_by == new.id != old.id
    shown = gather(loop.store).learnings
    assert [x.id for x in shown] == [x.id for x in loop.learnings()] == [new.id]
    assert [x.state for x in shown] == [x.status for x in loop.learnings()] == ["active"]


def test_an_error_that_names_its_type_is_not_shown_with_the_type_twice(db: str, capsys: object) -> None:
    escalations = Escalations(db)
    escalation = escalations.record(
        project_id="shop", signature="s", error_type="TypeError", error_message="TypeError: bad operand",
        category="code_error", attempts=4, recommended_action="ask", plain_english_problem="p", options=[],
    )  # fmt: skip
    assert escalation.error_text == "TypeError: bad operand"
    other = escalations.record(
        project_id="shop", signature="t", error_type="KeyError", error_message="'sku'",
        category="code_error", attempts=1, recommended_action="ask", plain_english_problem="p", options=[],
    )  # fmt: skip
    assert other.error_text == "KeyError: 'sku'"
    assert main(["escalations", "--db", db]) == 0
    listed = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "TypeError: TypeError" not in listed and "error: TypeError: bad operand  (after 4 attempts)" in listed
    assert "(after 1 attempt)" in listed
    assert "TypeError: TypeError" not in build_report(db, since="all")


def test_the_demo_counts_the_blocks_it_shows(tmp_path: object) -> None:
    out = io.StringIO()
    assert run_demo(out, as_json=True) == 0
    document = json.loads(out.getvalue())
    shown = sum(1 for e in document["events"] if e["action"] == "check" and e["result"] == "BLOCK")
    assert shown >= 2 and document["stats"]["blocks"] == shown
    text = io.StringIO()
    assert run_demo(text) == 0
    assert f"blocks {shown}" in text.getvalue() and "TypeError: TypeError" not in text.getvalue()


def test_a_window_of_time_means_the_same_to_groups_and_the_report(db: str) -> None:
    clock = FakeClock()
    memory = FailureMemory(db, clock=clock)
    memory.record_failure("bash", {"cmd": "a"}, "old failure", "e")
    clock.advance(days=10)
    memory.record_failure("bash", {"cmd": "b"}, "new failure", "e")
    since = clock.now - timedelta(days=7)
    assert [g.fingerprint for g in memory.get_failure_groups(since=since)] == [
        r.key for r in gather(memory.store, since=since, now=clock.now).fingerprints
    ]


def test_a_fingerprints_page_lists_the_calls_its_status_counts(db: str) -> None:
    from oncebitten.report.data import fingerprint_detail

    clock = FakeClock()
    memory = FailureMemory(db, clock=clock)
    first = memory.record_failure("bash", {"cmd": "make"}, "make: *** [all] Error 2", "env-1")
    memory.record_failure("bash", {"cmd": "make"}, "ld: cannot find -lssl: No such file or directory", "env-1")
    detail = fingerprint_detail(memory.store, first.fingerprint)
    assert detail is not None and [r["evolution_status"] for r in detail.records] == ["PENDING"]


def test_calls_still_failing_are_what_check_warns_or_blocks_on(db: str) -> None:
    clock = FakeClock()
    memory = FailureMemory(db, clock=clock)
    memory.record_failure("curl", {"url": "http://localhost:8000"}, "curl: (7) Connection refused", "e")  # SOFT
    memory.record_failure("bash", {"cmd": "make"}, "make: *** [all] Error 2", "e")  # HARD
    clock.advance(minutes=61)  # the SOFT one has expired
    stats = memory.get_stats()
    totals = gather(memory.store, now=clock.now).totals
    assert totals["pending_records"] == stats["pending"] - stats["expired"] == 1
    assert memory.check_advisory("curl", {"url": "http://localhost:8000"}, "e").result.value == "ALLOW"
