"""The report's aggregates, computed by the database, on SQLite and PostgreSQL alike."""

from __future__ import annotations

from datetime import timedelta

from oncebitten import FailureMemory
from oncebitten.store import open_store
from report_fixtures import NOW, XSS, fill


def since(days: float) -> str:
    return (NOW - timedelta(days=days)).isoformat(timespec="microseconds")


def test_an_empty_store_aggregates_to_nothing(db: str) -> None:
    store = open_store(db)
    assert set(store.report_totals("").values()) == {0}
    assert store.report_failures_by_day("", 100) == []
    assert store.report_decisions_by_day("", 100) == []
    assert store.report_fingerprint_status([], "", "") == {} == store.report_fingerprint_status(["nope"], "", "")
    assert store.report_tasks(10) == store.report_models("", 10) == store.report_model_escalations("", 10) == []
    assert store.report_outcomes_by_module("", 10) == []


def test_failures_are_counted_per_day_and_kind_newest_day_first(db: str) -> None:
    fill(db)
    rows = open_store(db).report_failures_by_day("", 1000)
    days = [r[0] for r in rows]
    assert days == sorted(days, reverse=True) and len(days[0]) == 10
    per_kind: dict[str, int] = {}
    for _, kind, count in rows:
        per_kind[kind] = per_kind.get(kind, 0) + int(count)
    assert per_kind == {"test": 12, "syntax": 12, "network": 12, "permission": 12, "runtime": 2}


def test_the_window_and_the_limit_bound_the_rows(db: str) -> None:
    fill(db)
    store = open_store(db)
    assert {r[0] for r in store.report_failures_by_day(since(1), 1000)} == {"2026-11-22"}
    newest = store.report_failures_by_day("", 2)
    assert len(newest) == 2 and newest[0][0] == max(r[0] for r in store.report_failures_by_day("", 1000))


def test_decisions_are_split_into_enforced_shadow_and_false_blocks(db: str) -> None:
    fill(db)
    rows = {(r[0], r[1], int(r[2])): (int(r[3]), int(r[4])) for r in open_store(db).report_decisions_by_day("", 100)}
    assert rows == {
        ("2026-11-20", "BLOCK", 0): (1, 1),
        ("2026-11-20", "BLOCK", 1): (1, 1),
        ("2026-11-21", "BLOCK", 0): (2, 1),  # the one before the success was false, the one after not
        ("2026-11-21", "BLOCK", 1): (1, 0),
        ("2026-11-22", "BLOCK", 0): (2, 0),
        ("2026-11-22", "BLOCK", 1): (1, 0),
    }


def test_top_fingerprints_are_the_most_frequent_with_their_templates(db: str) -> None:
    info = fill(db)
    store = open_store(db)
    top = store.failure_groups("", 10)  # the one definition of a group: `groups` and the report read it
    assert [int(r[2]) for r in top] == [12, 12, 12, 12, 2]
    xss = next(r for r in top if r[0] == info["xss_fingerprint"])
    assert xss[6] == "runtime" and xss[7].startswith("ValueError: <img") and xss[8] == "bash" and xss[5] == 1
    assert [r[0] for r in store.failure_groups(since(1), 10)] == [info["xss_fingerprint"]]
    assert len(store.failure_groups("", 2)) == 2


def test_fingerprint_status_reads_the_advisor_records(db: str) -> None:
    info = fill(db)
    store = open_store(db)
    groups = {str(g[7]).split(" ")[0]: str(g[0]) for g in store.failure_groups("", 10)}
    cutoffs = FailureMemory(store=store).expiry_cutoffs(NOW)
    status = store.report_fingerprint_status(list(groups.values()), *cutoffs)
    assert status[groups["FAILED"]][:3] == (0, 1, 0)  # cleared by the success
    assert status[info["xss_fingerprint"]] == (1, 0, 0, 2)
    [record] = store.report_fingerprint_records(info["xss_fingerprint"], 10)
    assert record[1] == "bash" and record[4] == 2 and record[5] == "PENDING" and XSS in record[8]


def test_totals_count_each_section(db: str) -> None:
    fill(db)
    totals = open_store(db).report_totals("")
    assert totals == {
        "failures": 50,
        "pending_records": 4,
        "open_escalations": 1,
        "tasks": 4,
        "stuck_tasks": 1,
        "active_learnings": 2,
        "outcomes": 3,
        "decisions": 8,
    }
    assert open_store(db).report_totals(since(1))["failures"] == 2


def test_tasks_come_stuck_first_then_by_failure_streak(db: str) -> None:
    info = fill(db)
    tasks = open_store(db).report_tasks(10)
    assert tasks[0][0] == info["stuck_task"] and tasks[0][4] == 3 and tasks[0][5] == 1
    assert [t[5] for t in tasks] == [1, 0, 0, 0]
    assert len(open_store(db).report_tasks(2)) == 2


def test_models_success_rates_and_escalations(db: str) -> None:
    fill(db)
    store = open_store(db)
    models = {r[0]: (int(r[1]), int(r[2])) for r in store.report_models("", 10)}
    assert models["sonnet"][1] == 1 and models["haiku"] == (1, 1)
    assert sum(attempts for attempts, _ in models.values()) == 7
    escalations = [(a, b, int(n)) for a, b, n in store.report_model_escalations("", 10)]
    assert escalations and all(a != b for a, b, _ in escalations)
    assert store.report_model_escalations(since(-1), 10) == []  # nothing starts after "now + 1 day"


def test_outcomes_by_module(db: str) -> None:
    fill(db)
    rows = {r[0]: tuple(int(v) for v in r[1:4]) for r in open_store(db).report_outcomes_by_module("", 10)}
    assert rows == {"orders": (1, 1, 0), XSS: (0, 0, 1)}


def test_a_failure_without_kind_counts_as_unknown(db: str) -> None:
    memory = FailureMemory(db)
    memory.record_failure("bash", {"cmd": "x"}, "something odd happened")
    rows = open_store(db).report_failures_by_day("", 10)
    assert sum(int(r[2]) for r in rows) == 1 and all(r[1] for r in rows)
