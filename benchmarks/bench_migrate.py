"""Upgrading a store written with fingerprint version 1: rows re-keyed per second, and the write lock held per batch.

    .venv/bin/python benchmarks/bench_migrate.py --out benchmarks/results/migrate.json
    scripts/with-postgres .venv/bin/python benchmarks/bench_migrate.py --pg --out benchmarks/results/migrate.json

The store is written as an older oncebitten wrote it: the advisor records ``--events`` failures of ``--calls``
distinct calls through ``FailureMemory.record_failure``, with the identifier's fingerprint swapped for the
frozen version-1 algorithm (``benchmarks/references/fingerprint_v1.py``). The messages come from a seeded
generator of real-looking errors (a semantic part: a module, a key, a test, a host; an incidental part:
paths, numbers, durations, ids). Then, on the same store, in the same run:

- the reference: ``copy_store`` of the whole store into an empty one (every row read and written once in
  batches: the floor for any pass that rewrites every row);
- the upgrade: ``upgrade_fingerprints`` (every row fingerprinted again, re-keyed, aliases counted).

Reported: rows re-keyed per second, the ratio to the copy's rows per second, the time of one batch, and how
long each batch holds the write lock (the longest a hook waits for it while the upgrade runs). Checked:
nothing left to re-key, every row counted once in the aliases, no row lost.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import machine_info, machine_line, markdown_table, percentile, write_json  # noqa: E402

from oncebitten import FailureMemory  # noqa: E402
from oncebitten.engine import identity as identity_module  # noqa: E402
from oncebitten.engine.upgrade import fingerprints_pending, upgrade_fingerprints  # noqa: E402
from oncebitten.store import close_store, open_store  # noqa: E402
from oncebitten.store.copy import copy_store  # noqa: E402
from oncebitten.store.schema import DATA_TABLES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

MODULES = ["torch", "numpy", "pandas", "requests", "yaml", "scipy", "sklearn", "cv2", "boto3", "flask", "django",
           "fastapi", "pydantic", "sqlalchemy", "psycopg2", "redis", "celery", "matplotlib", "PIL", "jwt"]  # fmt: skip
KEYS = ["user_id", "email", "token", "created_at", "order_id", "status", "price", "name", "items", "config"]
HOSTS = ["db.internal", "api.example.com", "cache-1.prod", "registry.npmjs.org", "github.com", "localhost"]
TESTS = ["test_create_order", "test_login", "test_refund", "test_parse_date", "test_upload", "test_retry"]
FAMILIES = [
    lambda r: f"ModuleNotFoundError: No module named '{r.choice(MODULES)}'",
    lambda r: f"KeyError: '{r.choice(KEYS)}'",
    lambda r: (f'Traceback (most recent call last):\n  File "/home/u{r.randrange(99)}/app/main.py", line '
               f"{r.randrange(1, 900)}, in handler\n    row['{r.choice(KEYS)}']\nKeyError: '{r.choice(KEYS)}'"),
    lambda r: f"curl: (7) Failed to connect to {r.choice(HOSTS)} port {r.randrange(1024, 65535)}: Connection refused",
    lambda r: (f"FAILED tests/test_api.py::{r.choice(TESTS)} - assert {r.randrange(100, 600)} == 200"),
    lambda r: f"make: *** [Makefile:{r.randrange(1, 300)}: all] Error {r.randrange(1, 3)}",
    lambda r: (f"error[E0425]: cannot find value `{r.choice(KEYS)}` in this scope\n --> src/lib.rs:"
               f"{r.randrange(1, 500)}:{r.randrange(1, 80)}"),
    lambda r: f"npm ERR! 404 Not Found - GET https://registry.npmjs.org/{r.choice(MODULES).lower()} - Not found",
    lambda r: f"TimeoutError: request to {r.choice(HOSTS)} timed out after {r.randrange(1, 120)}.{r.randrange(9)}s",
    lambda r: (f"psycopg2.errors.UndefinedColumn: column \"{r.choice(KEYS)}\" does not exist\nLINE 1: SELECT "
               f"{r.choice(KEYS)} FROM orders WHERE id = {r.randrange(10**6)}"),
    lambda r: (f"fatal: unable to access 'https://{r.choice(HOSTS)}/org/repo{r.randrange(50)}.git/': "
               "Could not resolve host"),
    lambda r: (f"OSError: [Errno 28] No space left on device: '/tmp/build-{uuid.UUID(int=r.getrandbits(128)).hex[:8]}"
               f"/out.bin'"),
]  # fmt: skip


def _load_v1() -> Any:
    path = ROOT / "benchmarks/references/fingerprint_v1.py"
    spec = importlib.util.spec_from_file_location("fingerprint_v1", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fingerprint_v1"] = module
    spec.loader.exec_module(module)
    return module


@contextmanager
def fingerprint_v1() -> Iterator[None]:
    """The identifier fingerprints with the frozen version-1 algorithm, as an older oncebitten did."""
    v1 = _load_v1()
    names = {"fingerprint": v1.fingerprint, "Fingerprinter": v1.Fingerprinter,
             "FINGERPRINT_VERSION": v1.FINGERPRINT_VERSION, "_fingerprint_anchor": v1._anchor}  # fmt: skip
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


def build(target: str, events: int, calls: int, seed: int) -> float:
    """Write the version-1 store; returns the seconds it took."""
    rng = random.Random(seed)
    started = time.perf_counter()
    with fingerprint_v1():
        memory = FailureMemory(db_path=target)
        store = memory.store
        done = 0
        while done < events:
            with store.backend.transaction():  # one commit per 1,000 failures: each is a savepoint inside
                for _ in range(min(1000, events - done)):
                    call = rng.randrange(calls)
                    message = FAMILIES[call % len(FAMILIES)](rng)
                    memory.record_failure("Bash", {"command": f"job {call}"}, message, f"env{call % 7}")
                    done += 1
    close_store(target)
    return time.perf_counter() - started


def rows(target: str) -> dict[str, int]:
    store = open_store(target)
    return {table: int(store.backend.fetchone(f"SELECT COUNT(*) FROM {table}")[0]) for table in DATA_TABLES}


def run(target: str, copy_target: str, args: argparse.Namespace) -> dict[str, Any]:
    built = build(target, args.events, args.calls, args.seed)
    before = rows(target)
    pending = fingerprints_pending(open_store(target))
    v1_rows = sum(v for k, v in pending.items() if k != "aggregates")
    # the reference: one pass that reads and writes every row in batches
    started = time.perf_counter()
    copied = copy_store(open_store(target), open_store(copy_target), batch_size=2000)
    copy_seconds = time.perf_counter() - started
    close_store(copy_target)
    batches: list[float] = []
    last = [time.perf_counter()]

    def progress(_label: str, _done: int, _total: int) -> None:
        now = time.perf_counter()
        batches.append(now - last[0])
        last[0] = now

    close_store(target)
    store = open_store(target)
    held: list[float] = []
    transaction = store.backend.transaction

    @contextmanager
    def timed() -> Iterator[Any]:  # how long each write transaction holds the write lock
        started = time.perf_counter()
        with transaction() as tx:
            yield tx
        held.append(time.perf_counter() - started)

    store.backend.transaction = timed  # type: ignore[method-assign]
    last[0] = time.perf_counter()
    result = upgrade_fingerprints(store, batch_size=args.batch, progress=progress)
    store.backend.transaction = transaction  # type: ignore[method-assign]
    after = rows(target)
    aliases = store.fingerprint_aliases()
    lost = {t: before[t] - after[t] for t in before if after[t] < before[t] and t not in ("knowledge_patterns",)}
    checks = {
        "done": result.done,
        "every_row_counted_once": sum(c for *_, c in aliases) == v1_rows,
        "nothing_lost": not lost,
    }
    upgrade_rate = result.rows / result.seconds
    copy_rate = copied.total_inserted / copy_seconds
    return {
        "events": args.events,
        "calls": args.calls,
        "v1_rows": v1_rows,
        "rows_rekeyed": result.rows,
        "old_keys": len({a[0] for a in aliases}),
        "new_keys": len({a[1] for a in aliases}),
        "build_seconds": round(built, 2),
        "upgrade_seconds": round(result.seconds, 3),
        "upgrade_rows_per_s": round(upgrade_rate),
        "copy_rows": copied.total_inserted,
        "copy_seconds": round(copy_seconds, 3),
        "copy_rows_per_s": round(copy_rate),
        "upgrade_vs_copy": round(upgrade_rate / copy_rate, 3),
        "batch": args.batch,
        "batch_ms_p50": round(percentile(batches, 50) * 1000, 1),
        "batch_ms_max": round(max(batches) * 1000, 1),
        "lock_ms_p50": round(percentile(held, 50) * 1000, 1),
        "lock_ms_max": round(max(held) * 1000, 1),
        "checks": checks,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=100_000, help="failures logged (default 100,000)")
    parser.add_argument("--calls", type=int, default=20_000, help="distinct calls (default 20,000)")
    parser.add_argument("--batch", type=int, default=200, help="rows per upgrade transaction (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed of the messages")
    parser.add_argument("--pg", action="store_true", help="also on PostgreSQL (ONCEBITTEN_TEST_PG_URL)")
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    args = parser.parse_args()
    info = machine_info()
    print(machine_line(info))
    results: dict[str, Any] = {"machine": info, "backends": {}}
    with tempfile.TemporaryDirectory() as tmp:
        results["backends"]["sqlite"] = run(str(Path(tmp) / "v1.db"), str(Path(tmp) / "copy.db"), args)
    if args.pg:
        import psycopg

        base = os.environ["ONCEBITTEN_TEST_PG_URL"]
        schemas = [f"bench_{uuid.uuid4().hex[:12]}" for _ in range(2)]
        with psycopg.connect(base, autocommit=True) as conn:
            for schema in schemas:
                conn.execute(f"CREATE SCHEMA {schema}")  # type: ignore[arg-type]
        sep = "&" if "?" in base else "?"
        targets = [f"{base}{sep}options=-csearch_path%3D{schema}" for schema in schemas]
        try:
            results["backends"]["postgresql"] = run(targets[0], targets[1], args)
        finally:
            for target in targets:
                close_store(target)
            with psycopg.connect(base, autocommit=True) as conn:
                for schema in schemas:
                    conn.execute(f"DROP SCHEMA {schema} CASCADE")  # type: ignore[arg-type]
    headers = ["backend", "v1 rows", "upgrade rows/s", "copy rows/s", "upgrade / copy", "batch p50 ms",
               "write lock p50 / max ms", "old -> new keys", "checks"]  # fmt: skip
    table = [
        [name, f"{r['v1_rows']:,}", f"{r['upgrade_rows_per_s']:,}", f"{r['copy_rows_per_s']:,}",
         f"{r['upgrade_vs_copy']:.2f}×", r["batch_ms_p50"], f"{r['lock_ms_p50']} / {r['lock_ms_max']}",
         f"{r['old_keys']:,} -> {r['new_keys']:,}",
         "ok" if all(r["checks"].values()) else f"FAILED {r['checks']}"]
        for name, r in results["backends"].items()
    ]  # fmt: skip
    print(markdown_table(headers, table))
    if args.out:
        write_json(args.out, results)
    return 0 if all(all(r["checks"].values()) for r in results["backends"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
