"""The report at scale: time to build the page and its size, at 10k, 100k and 1M logged failures.

A store is filled (seeded) with N failure events over 90 days (13 kinds, 5,000 fingerprints, Zipf-like),
N/10 advisor records, N/20 hook decisions, N/10 iterations of 2,000 tasks, N/20 outcomes over 200 modules,
500 learnings and 300 open escalations. Then, interleaved in rounds:

- ``report 30d`` / ``report all``: :func:`oncebitten.report.build_report` (every section's aggregate in SQL,
  bounded rows, the HTML rendered), for the last 30 days and for everything;
- ``naive all``: the reference — what a report without SQL aggregates does: read every failure event into
  Python and count by day, kind and fingerprint (only that one section; the rest would add to it).

Goals: the page stays under 3 MB at every size, and ``report all`` at 1M takes under 10 s.

    python benchmarks/bench_report.py --out benchmarks/results/report.json     # 10k/100k/1M, a few minutes
    python benchmarks/bench_report.py --quick                                  # 10k, seconds
    scripts/with-postgres python benchmarks/bench_report.py --pg --sizes 100000  # PostgreSQL too
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine_info, markdown_table, percentile, write_json  # noqa: E402

from oncebitten.report import build_report  # noqa: E402
from oncebitten.store import close_store, open_store  # noqa: E402

GOAL_BYTES = 3 * 1024 * 1024
GOAL_SECONDS_1M = 10.0
NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
KINDS = ("syntax", "type", "import", "test", "runtime", "timeout", "network", "permission", "auth", "rate_limit",
         "disk", "dependency", "unknown")  # fmt: skip
FINGERPRINTS = 5_000
BATCH = 20_000


def _iso(moment: datetime) -> str:
    return moment.isoformat(timespec="microseconds")


def populate(db: str, size: int, seed: int = 8) -> None:
    """Fill the store at ``db`` with ``size`` failure events and the rest in proportion (plain INSERTs: a
    benchmark's set-up, not the way an application writes)."""
    rng = random.Random(seed)
    store = open_store(db)
    weights = [1.0 / (rank + 1) for rank in range(FINGERPRINTS)]
    keys = [f"{i:016x}" for i in range(FINGERPRINTS)]
    kind_of = {key: KINDS[i % len(KINDS)] for i, key in enumerate(keys)}

    def moment() -> datetime:
        return NOW - timedelta(seconds=rng.random() * 90 * 86_400)

    def insert(sql: str, rows: list[tuple[Any, ...]]) -> None:
        for start in range(0, len(rows), BATCH):
            with store.backend.transaction() as tx:
                tx.executemany(sql, rows[start : start + BATCH])

    insert(
        "INSERT INTO fingerprints (key, version, bucket, template, kind, first_seen, updated_at)"
        " VALUES (?, 1, ?, ?, ?, ?, ?)",
        [(k, f"b{i % 97}", f"Error {i}: <STR> failed at <PATH> after <NUM> ms", kind_of[k], _iso(NOW), _iso(NOW))
         for i, k in enumerate(keys)],
    )  # fmt: skip
    done = 0
    while done < size:
        count = min(BATCH * 5, size - done)
        chosen = rng.choices(keys, weights, k=count)
        insert(
            "INSERT INTO failure_events (occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type,"
            " error_message, kind, fingerprint, fingerprint_version, params) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, NULL)",
            [(_iso(moment()), "bash", f"sig{rng.randrange(size // 10 + 1)}", f"env{rng.randrange(50)}", "HARD",
              f"Error {k}: something failed at /tmp/x{rng.randrange(10**6)}", kind_of[k], k) for k in chosen],
        )  # fmt: skip
        done += count
    insert(
        "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
        " updated_at, error_message, tool_name, evolution_status, kind, fingerprint, fingerprint_version)"
        " VALUES (?, ?, 'HARD', ?, ?, ?, ?, 'bash', ?, ?, ?, 1)",
        [(f"sig{i}", f"env{i % 50}", rng.randrange(1, 6), _iso(t := moment()), _iso(t), f"Error {i}",
          rng.choice(("PENDING", "RESOLVED", "IGNORED")), kind_of[k], k)
         for i, k in enumerate(rng.choices(keys, weights, k=max(size // 10, 1)))],
    )  # fmt: skip
    insert(
        "INSERT INTO advisor_decisions (decided_at, agent, tool_name, tool_signature, env_snapshot_hash, decision,"
        " shadow, retry_count, false_block_at) VALUES (?, 'claude-code', 'bash', ?, 'env', 'BLOCK', ?, 3, ?)",
        [(_iso(t := moment()), f"sig{i}", rng.randrange(2), _iso(t) if rng.random() < 0.1 else None)
         for i in range(max(size // 20, 1))],
    )  # fmt: skip
    tasks = 2_000
    insert(
        "INSERT INTO tasks (id, parent_id, title, description, status, created_at, updated_at)"
        " VALUES (?, NULL, ?, '', ?, ?, ?)",
        [(f"t-{i}", f"Task number {i}", rng.choice(("pending", "done", "failed")), _iso(NOW), _iso(NOW))
         for i in range(tasks)],
    )  # fmt: skip
    attempts: Counter[int] = Counter()
    outcome_rows = []
    for _ in range(max(size // 10, 1)):
        task = rng.randrange(tasks)
        attempts[task] += 1
        model = rng.choice(("haiku", "sonnet", "opus"))
        outcome = rng.choice(("done", "failed", "no_sigil", "error"))
        outcome_rows.append((f"t-{task}", attempts[task], model, _iso(moment()), rng.randrange(1_000, 90_000), outcome))
    insert(
        "INSERT INTO iteration_outcomes (task_id, attempt_number, model, started_at, duration_ms, tokens_input,"
        " tokens_output, outcome, error_type, run_id) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?, NULL, NULL)",
        outcome_rows,
    )
    insert(
        "INSERT INTO strategy_metrics (task_id, total_attempts, consecutive_failures, last_attempt_at,"
        " last_success_at, difficulty_estimate, suggested_model, stuck_flag, next_model, escalation_id)"
        " VALUES (?, ?, ?, ?, NULL, NULL, NULL, ?, NULL, NULL)",
        [(f"t-{t}", n, (s := rng.randrange(0, 5)), _iso(NOW), int(s >= 3)) for t, n in attempts.items()],
    )  # fmt: skip
    insert(
        "INSERT INTO learnings (id, task_id, category, content, relevance_tags, created_at, pruned_at, superseded_by)"
        " VALUES (?, NULL, 'pitfall', ?, 'x', ?, NULL, NULL)",
        [(f"l-{i}", f"Lesson {i}: quote fields that contain commas", _iso(moment())) for i in range(500)],
    )
    insert(
        "INSERT INTO learning_injections (learning_id, task_id, attempt_number, injected_at, effect)"
        " VALUES (?, ?, ?, ?, ?)",
        [(f"l-{rng.randrange(500)}", r[0], r[1], r[3], rng.choice(("helped", "harmed", "neutral")))
         for r in outcome_rows[: max(size // 100, 1)]],
    )  # fmt: skip
    insert(
        "INSERT INTO improvement_records (module, hypothesis, description, outcome, rationale, rejection_reason,"
        " timestamp, timestamp_raw, extra, kind, fingerprint, content_hash, occurrence)"
        " VALUES (?, ?, '', ?, NULL, NULL, ?, NULL, NULL, NULL, NULL, ?, 0)",
        [(f"module_{rng.randrange(200)}", f"hypothesis {i}", rng.choice(("accepted", "rejected", "held")),
          _iso(moment()), f"h{i}") for i in range(max(size // 20, 1))],
    )  # fmt: skip
    insert(
        "INSERT INTO escalations (id, project_id, session_id, job_id, signature, error_type, error_message, category,"
        " attempts, recommended_action, plain_english_problem, options, status, resolution, created_at, resolved_at)"
        " VALUES (?, 'proj', '', '', 'sig', 'TypeError', 'boom', 'code_error', 4, 'look', 'it broke', '[]', 'open',"
        " NULL, ?, NULL)",
        [(f"esc-{i:012x}", _iso(moment())) for i in range(300)],
    )
    if store.backend.dialect == "sqlite":
        store.backend.fetchall("ANALYZE")


def naive_all(db: str) -> int:
    """The reference: every failure event read into Python and counted by day, kind and fingerprint."""
    store = open_store(db)
    per_day: Counter[tuple[str, str]] = Counter()
    per_key: Counter[str] = Counter()
    for batch in store.backend.stream("SELECT occurred_at, kind, fingerprint FROM failure_events", (), 10_000):
        for occurred_at, kind, key in batch:
            per_day[(occurred_at[:10], kind)] += 1
            per_key[key] += 1
    return len(per_day) + len(per_key.most_common(25))


def timed(fn: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def run(db: str, size: int, rounds: int) -> dict[str, Any]:
    populate(db, size)
    samples: dict[str, list[float]] = {"report 30d": [], "report all": [], "naive all": []}
    sizes: dict[str, int] = {}
    for _ in range(rounds):
        for name, window in (("report 30d", "30d"), ("report all", "all")):
            seconds, page = timed(lambda w=window: build_report(db, since=w, now=NOW))
            samples[name].append(seconds)
            sizes[name] = len(page.encode("utf-8"))
        seconds, _ = timed(lambda: naive_all(db))
        samples["naive all"].append(seconds)
    return {
        "size": size,
        "seconds_p50": {name: percentile(values, 50) for name, values in samples.items()},
        "samples": samples,
        "page_bytes": sizes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000", help="failure events per run (comma-separated)")
    parser.add_argument("--quick", action="store_true", help="10k only, 2 rounds")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pg", action="store_true", help="also on PostgreSQL ($ONCEBITTEN_TEST_PG_URL)")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    sizes = [10_000] if args.quick else [int(s) for s in args.sizes.split(",")]
    rounds = 2 if args.quick else args.rounds
    backends = ["sqlite"] + (["postgresql"] if args.pg else [])
    results: list[dict[str, Any]] = []
    ok = True
    with tempfile.TemporaryDirectory(prefix="oncebitten-bench-report-") as tmp:
        for backend in backends:
            for size in sizes:
                if backend == "sqlite":
                    db = str(Path(tmp) / f"report-{size}.db")
                else:
                    import psycopg

                    base = os.environ["ONCEBITTEN_TEST_PG_URL"]
                    schema = f"bench_report_{size}"
                    with psycopg.connect(base, autocommit=True) as conn:
                        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")  # type: ignore[arg-type]
                        conn.execute(f"CREATE SCHEMA {schema}")  # type: ignore[arg-type]
                    db = f"{base}{'&' if '?' in base else '?'}options=-csearch_path%3D{schema}"
                result = {"backend": backend, **run(db, size, rounds)}
                close_store(db)
                results.append(result)
                print(f"{backend} {size:>9,}: " + ", ".join(f"{k} {v:.2f} s" for k, v in result["seconds_p50"].items()),
                      flush=True)  # fmt: skip
    rows = []
    for r in results:
        p50 = r["seconds_p50"]
        biggest = max(r["page_bytes"].values())
        fast = not (r["size"] >= 1_000_000 and p50["report all"] > GOAL_SECONDS_1M)
        small = biggest <= GOAL_BYTES
        ok = ok and fast and small
        figures = [f"{p50[name]:.2f}" for name in ("report 30d", "report all", "naive all")]
        verdict = "PASS" if fast and small else "FAIL"
        rows.append((r["backend"], f"{r['size']:,}", *figures, f"{biggest / 1024:.0f} KiB", verdict))
    print()
    print(machine_info())
    print()
    print(markdown_table(("backend", "failure events", "report 30d (s)", "report all (s)", "naive all (s)",
                          "largest page", "goal"), rows, "lrrrrrl"))  # fmt: skip
    if args.out:
        write_json(args.out, {"machine": machine_info(), "rounds": rounds, "results": results})
    return 1 if args.strict and not ok else 0


if __name__ == "__main__":
    raise SystemExit(main())
