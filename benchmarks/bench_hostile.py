"""What hostile input costs a hook: a 20 MB command, and a store another process keeps locked.

Measured in the same run, as ratios:

- a PreToolUse and a PostToolUseFailure whose command is 20 MB, handled in process by the hook entry point
  (``oncebitten.hooks.run``: read, parse, policy, signature, check or record), against the floor of reading
  and parsing the same payload with ``json.loads`` (the least any hook must do with it);
- a PostToolUseFailure hook process while another process holds the store's write lock, against the hook's
  time budget (``ONCEBITTEN_HOOK_BUDGET``), and against the same hook with the store free;
- the same 20 MB command failing three times, each a hook process under that budget on a fresh store, then
  its PreToolUse: the wall time of each against the budget and against a process that only reads and parses
  the event, how many of the failures were recorded, and the verdict on the fourth attempt (a failure not
  recorded in time is a failure lost: it must read BLOCK).

    python benchmarks/bench_hostile.py [--rounds 5] [--mb 20] [--budget 1.0]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))


def median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--mb", type=int, default=20)
    parser.add_argument("--budget", type=float, default=1.0)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="oncebitten-bench-hostile-"))
    (work / "ws").mkdir()
    os.environ.update(ONCEBITTEN_DB=str(work / "memory.db"), ONCEBITTEN_HOME=str(work / "home"),
                      ONCEBITTEN_HOOK_BUDGET="600")  # fmt: skip
    from oncebitten.hooks import run

    command = "echo " + ("A" * 100 + " ") * (args.mb * 1_000_000 // 101)
    event = {"session_id": "s", "cwd": str(work / "ws"), "tool_name": "Bash", "tool_input": {"command": command}}
    pre = json.dumps({**event, "hook_event_name": "PreToolUse"}).encode()
    post = json.dumps({**event, "hook_event_name": "PostToolUseFailure", "error": "make: *** Error 2"}).encode()
    run("claude-code", [], io.BytesIO(post), io.StringIO())  # the store made, the modules loaded
    floor, checks, records = [], [], []
    for _ in range(args.rounds):
        started = time.perf_counter()
        json.loads(pre)
        floor.append(time.perf_counter() - started)
        started = time.perf_counter()
        run("claude-code", [], io.BytesIO(pre), io.StringIO())
        checks.append(time.perf_counter() - started)
        started = time.perf_counter()
        run("claude-code", [], io.BytesIO(post), io.StringIO())
        records.append(time.perf_counter() - started)
    print(f"### A {args.mb} MB command, in process (median of {args.rounds})\n")
    print("| step | ms | × json.loads |\n|---|---:|---:|")
    print(f"| json.loads of the event (the floor) | {median(floor) * 1000:.1f} | 1.00 |")
    for name, values in (("PreToolUse (check)", checks), ("PostToolUseFailure (record)", records)):
        print(f"| {name} | {median(values) * 1000:.1f} | {median(values) / median(floor):.2f} |")

    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "ONCEBITTEN_HOOK_BUDGET": str(args.budget)}
    small = json.dumps({**event, "tool_input": {"command": "make"}, "hook_event_name": "PostToolUseFailure",
                        "error": "make: *** Error 2"}).encode()  # fmt: skip
    entry = [sys.executable, "-I", "-S", str(ROOT / "src" / "oncebitten" / "hooks" / "__main__.py"), "claude-code"]
    free, locked = [], []
    holder = sqlite3.connect(work / "memory.db", isolation_level=None)
    for _ in range(args.rounds):
        started = time.perf_counter()
        subprocess.run(entry, input=small, env=env, capture_output=True, check=True)
        free.append(time.perf_counter() - started)
        holder.execute("BEGIN IMMEDIATE")
        started = time.perf_counter()
        subprocess.run(entry, input=small, env=env, capture_output=True, check=True)
        locked.append(time.perf_counter() - started)
        holder.execute("ROLLBACK")
    print(f"\n### A hook process while another holds the store's write lock (budget {args.budget:g} s)\n")
    print("| hook | ms | × budget |\n|---|---:|---:|")
    for name, values in (("PostToolUseFailure, store free", free), ("PostToolUseFailure, store locked", locked)):
        print(f"| {name} | {median(values) * 1000:.0f} | {median(values) / args.budget:.2f} |")
    spooled = len(list((work / "home" / "spool").glob("*.json"))) if (work / "home" / "spool").exists() else 0
    print(f"\nfailures spooled while locked: {spooled} (recorded by the next hook that finds the store free)")

    home = work / "home-huge"
    huge_env = {**env, "ONCEBITTEN_DB": str(work / "huge.db"), "ONCEBITTEN_HOME": str(home)}
    failures, answers, floors = [], [], []
    reader = [sys.executable, "-I", "-S", "-c", "import sys, json; json.loads(sys.stdin.buffer.read())"]
    for _ in range(3):
        started = time.perf_counter()
        subprocess.run(reader, input=post, env=huge_env, capture_output=True, check=True)
        floors.append(time.perf_counter() - started)
        started = time.perf_counter()
        subprocess.run(entry, input=post, env=huge_env, capture_output=True, check=True)
        failures.append(time.perf_counter() - started)
    started = time.perf_counter()
    ran = subprocess.run(entry, input=pre, env=huge_env, capture_output=True, check=True)
    answers.append(time.perf_counter() - started)
    recorded = 0
    if (work / "huge.db").exists():
        with sqlite3.connect(work / "huge.db") as conn:
            recorded = conn.execute("SELECT COALESCE(SUM(retry_count), 0) FROM failure_records").fetchone()[0]
    kept = len(list((home / "spool").glob("*.json"))) if (home / "spool").exists() else 0
    verdict = "BLOCK" if b'"deny"' in ran.stdout else "WARN" if ran.stdout.strip() else "ALLOW (nothing known)"
    print(f"\n### A {args.mb} MB command failing three times, hook processes (budget {args.budget:g} s)\n")
    print("| process | ms | × budget | × the floor |\n|---|---:|---:|---:|")
    rows = (("a process that reads and parses the event (the floor, median of 3)", median(floors)),
            ("PostToolUseFailure (median of 3)", median(failures)), ("PostToolUseFailure (slowest of 3)",
            max(failures)), ("PreToolUse (the fourth attempt)", answers[0]))  # fmt: skip
    for name, value in rows:
        print(f"| {name} | {value * 1000:.0f} | {value / args.budget:.2f} | {value / median(floors):.2f} |")
    print(f"\nfailures recorded: {recorded} of 3 (spooled: {kept}; the first makes the store)")
    print(f"the fourth attempt: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
