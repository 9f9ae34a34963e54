"""Both backends side by side: the advisor's check and record latency, and 8 processes writing at once.

    .venv/bin/python benchmarks/bench_backends.py                       # starts a throwaway PostgreSQL
    .venv/bin/python benchmarks/bench_backends.py --pg-url postgresql://...   # or uses yours

The same workload runs against an SQLite file and a PostgreSQL database: ``--size`` stored records (bulk
inserted through the store), then ``check_advisory`` on a mix of stored and unseen calls and
``record_failure`` on stored calls, interleaved in slices so load changes fall on both alike. The
throwaway PostgreSQL cluster runs with fsync on (``PG_DURABLE=1``), i.e. with the durability a team's
server has: every commit waits for its WAL flush, where SQLite's default (``synchronous=NORMAL``) does not.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine_info, machine_line, markdown_table, summarize_ns, write_json  # noqa: E402
from bench_advisor import Subject, measure_concurrent, run_interleaved  # noqa: E402

from oncebitten import FailureMemory  # noqa: E402
from oncebitten.store import close_store, mask_url, open_store  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ENVS = [FailureMemory.compute_env_snapshot_hash(f"/home/dev/project-{i}") for i in range(4)]
MESSAGES = [
    "make: *** [Makefile:12: all] Error 2",
    "ModuleNotFoundError: No module named 'requests'",
    "FAILED tests/test_api.py::test_create_order - assert 404 == 200",
    "curl: (7) Failed to connect to localhost port 8000: Connection refused",
]
INSERT = (
    "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
    " updated_at, error_message, tool_name, evolution_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def populate(target: str, size: int, seed: int) -> list[tuple[str, dict[str, Any], str]]:
    """Bulk-insert ``size`` advisor records through the store; returns the calls they stand for."""
    from datetime import UTC, datetime

    rng = random.Random(seed)
    store = open_store(target)
    now = datetime.now(UTC).isoformat(timespec="microseconds")
    calls: list[tuple[str, dict[str, Any], str]] = []
    batch: list[tuple[Any, ...]] = []
    for i in range(size):
        params = {"cmd": f"pytest -x tests/test_mod{i}.py", "timeout": 120}
        env = ENVS[rng.randrange(len(ENVS))]
        message = MESSAGES[rng.randrange(len(MESSAGES))]
        error_type = FailureMemory._classify_error(message).value
        sig = FailureMemory._compute_tool_signature("bash", params)
        batch.append((sig, env, error_type, 1 + rng.randrange(4), now, now, message, "bash", "PENDING"))
        calls.append(("bash", params, env))
        if len(batch) == 10_000 or i == size - 1:
            with store.backend.transaction() as tx:
                tx.executemany(INSERT, batch)
            batch = []
    return calls


def subjects(target: str, label: str, stored: Sequence[tuple[str, dict[str, Any], str]], n_checks: int,
             n_records: int, seed: int) -> list[Subject]:  # fmt: skip
    rng = random.Random(seed + 7)
    checks: list[tuple[Any, ...]] = []
    for i in range(n_checks + 500):
        if rng.random() < 0.5:
            checks.append(stored[rng.randrange(len(stored))])
        else:
            checks.append(("bash", {"cmd": f"unseen {i}", "timeout": 120}, ENVS[0]))
    records = [(*stored[rng.randrange(len(stored))][:2], MESSAGES[0], ENVS[1]) for _ in range(n_records + 200)]
    fm = FailureMemory(target)
    return [
        Subject(f"check/{label}", fm.check_advisory, checks[500:], checks[:500]),
        Subject(f"record/{label}", fm.record_failure, records[200:], records[:200]),
    ]


def start_postgres(workdir: Path) -> str:
    env = dict(os.environ, PG_DURABLE="1")
    started = subprocess.run(
        [str(ROOT / "scripts" / "pg-cluster"), "start", str(workdir)], env=env, capture_output=True, text=True
    )
    if started.returncode != 0:
        raise SystemExit(f"could not start PostgreSQL:\n{started.stderr}")
    return started.stdout.strip()


def fresh_schema(url: str) -> str:
    """A schema of our own in ``url``'s database, so the benchmark never touches existing tables."""
    import psycopg

    schema = f"bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")  # type: ignore[arg-type]
    return f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=100_000, help="stored records (default 100000)")
    parser.add_argument("--checks", type=int, default=5_000)
    parser.add_argument("--records", type=int, default=2_000)
    parser.add_argument("--procs", type=int, default=8)
    parser.add_argument("--conc-calls", type=int, default=500, help="record_failure calls per process")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pg-url", help="a PostgreSQL server to use (default: start a throwaway one)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)

    info = machine_info()
    print(machine_line(info), flush=True)
    with tempfile.TemporaryDirectory(prefix="ob-bench-backends-") as tmp:
        workdir = Path(tmp)
        pg_dir = Path(tempfile.mkdtemp(prefix="oncebitten-pg-"))  # top level: the postgres user must reach it
        pg_url = args.pg_url or start_postgres(pg_dir)
        try:
            targets = {"sqlite": f"sqlite:///{workdir / 'memory.db'}", "postgresql": fresh_schema(pg_url)}
            stored: dict[str, list[tuple[str, dict[str, Any], str]]] = {}
            for label, target in targets.items():
                started = time.perf_counter()
                stored[label] = populate(target, args.size, args.seed)
                print(f"{label}: populated {args.size:,} records in {time.perf_counter() - started:.1f} s", flush=True)
            subs = [s for label, t in targets.items() for s in subjects(t, label, stored[label], args.checks,
                                                                          args.records, args.seed)]  # fmt: skip
            timings = run_interleaved(subs, args.rounds)
            latency = {name: summarize_ns(durations) for name, durations in timings.items()}
            concurrency = {}
            for label, target in targets.items():
                print(f"{label}: {args.procs} processes x {args.conc_calls} record_failure ...", flush=True)
                concurrency[label] = measure_concurrent(
                    "oncebitten", target, ROOT / "benchmarks" / "references", args.procs, args.conc_calls, 32,
                    args.seed,
                )  # fmt: skip
            for target in targets.values():
                close_store(target)
        finally:
            if not args.pg_url:
                subprocess.run([str(ROOT / "scripts" / "pg-cluster"), "stop", str(pg_dir)])

    rows = []
    for label in ("sqlite", "postgresql"):
        check, record, conc = latency[f"check/{label}"], latency[f"record/{label}"], concurrency[label]
        rows.append((label, f"{check['p50_us']:.1f}", f"{check['p95_us']:.1f}", f"{record['p50_us']:.1f}",
                     f"{record['p95_us']:.1f}", f"{conc['records_per_s']:,.0f}", conc["errors"],
                     "yes" if conc["exact"] else "NO"))  # fmt: skip
    table = markdown_table(
        [
            "backend",
            "check p50 µs",
            "check p95 µs",
            "record p50 µs",
            "record p95 µs",
            f"{args.procs} procs records/s",
            "errors",
            "exact counts",
        ],  # fmt: skip
        rows,
        "lrrrrrrl",
    )
    print(f"\n{args.size:,} stored records; {args.checks:,} checks, {args.records:,} records per backend\n")
    print(table)
    if args.out:
        write_json(
            args.out,
            {
                "machine": info,
                "args": {
                    k: (mask_url(v) if isinstance(v, str) else str(v) if isinstance(v, Path) else v)
                    for k, v in vars(args).items()
                },  # fmt: skip
                "latency": latency,
                "concurrency": concurrency,
            },
        )
    return 0 if all(c["exact"] and not c["errors"] for c in concurrency.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
