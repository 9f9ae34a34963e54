"""A fleet on PostgreSQL: hook latency against SQLite, throughput of 8 agents, propagation between machines.

In one run, on a PostgreSQL cluster of its own (``scripts/pg-cluster``, fsync on) and two clones of one
repository at different paths with two oncebitten homes and two host ids ("machines" A and B):

1. **Hook latency**, interleaved in rounds so that a change of load falls on every variant alike: the Claude
   Code hook as installed (``python -I -S .../hooks/__main__.py claude-code``) on a PreToolUse that is
   ALLOWed, one that is BLOCKed, and a PostToolUseFailure, on SQLite, on PostgreSQL directly
   (``ONCEBITTEN_RELAY=0``: the hook imports psycopg and connects) and on PostgreSQL through the relay (the
   default), with ``python -c pass`` as the floor. Goal: PostgreSQL through the relay at most 1.5x SQLite (p50).
2. **Throughput**: 8 agents (threads each running hook processes back to back) x N calls, 1 call in 5 a
   recorded failure, on SQLite, through the relay, and directly.
3. **Propagation**: machine A records a failure (a hook process); machine B's PreToolUse hooks, run back to
   back from the moment A's hook returned, until one WARNs: the delay is from A's return to the end of B's
   first WARN (B's own hook latency included). And after an outage: failures A recorded while the database
   was stopped (kept in A's spool) until B sees them, from the moment the database accepts connections again.
   Goal: at most 1 s.

    python benchmarks/bench_fleet.py --out benchmarks/results/fleet.json
    python benchmarks/bench_fleet.py --quick
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import REPO_ROOT, fmt_ratio, machine_info, markdown_table, percentile, write_json  # noqa: E402
from bench_hooks import installed_command, make_repo, payload, run_once  # noqa: E402

sys.path.insert(0, str(REPO_ROOT / "tests"))
from pgcluster import Cluster  # noqa: E402

SRC = REPO_ROOT / "src"
GOAL_RATIO = 1.5
GOAL_PROPAGATION_S = 1.0
TEST_ERROR = "Exit code 1\nFAILED tests/test_app.py::test_value - AssertionError: assert 1 == 2"


def clone(origin: Path, where: Path) -> Path:
    subprocess.run(["git", "clone", "-q", str(origin), str(where)], check=True, capture_output=True)
    return where


def hook_env(home: Path, **store: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ONCEBITTEN_") and k != "PYTHONDONTWRITEBYTECODE"}
    # Relays exit 30 s after the benchmark (never within a phase: each keeps its relay busy).
    env.update(PYTHONPATH=str(SRC), ONCEBITTEN_HOME=str(home), ONCEBITTEN_RELAY_IDLE="30", **store)
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=40, help="interleaved latency rounds (default 40)")
    parser.add_argument("--calls", type=int, default=25, help="calls per agent in the throughput run (default 25)")
    parser.add_argument("--agents", type=int, default=8, help="concurrent agents (default 8)")
    parser.add_argument("--propagations", type=int, default=10, help="propagation samples (default 10)")
    parser.add_argument("--quick", action="store_true", help="10 rounds, 8 calls per agent, 4 propagations")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.calls, args.propagations = 10, 8, 4
    compileall.compile_dir(str(SRC), quiet=1)
    work = Path(tempfile.mkdtemp(prefix="oncebitten-bench-fleet-"))
    os.chmod(work, 0o755)  # the cluster's server user must reach its directory inside
    try:
        cluster = Cluster(work / "pg", durable=True)
    except RuntimeError as exc:
        shutil.rmtree(work, ignore_errors=True)
        raise SystemExit(str(exc)) from None
    try:
        return run(args, work, cluster)
    finally:
        cluster.close()
        shutil.rmtree(work, ignore_errors=True)


def run(args: argparse.Namespace, work: Path, cluster: Cluster) -> int:
    origin = work / "origin"
    make_repo(origin, 20)
    a = clone(origin, work / "runner" / "work" / "p" / "p")
    b = clone(origin, work / "laptop" / "code" / "p")
    hook = installed_command(sys.executable)
    python = sys.executable
    sqlite = hook_env(work / "home-sqlite", ONCEBITTEN_DB=str(work / "memory.db"))
    relay = hook_env(work / "home-relay", ONCEBITTEN_URL=cluster.url)
    direct = hook_env(work / "home-direct", ONCEBITTEN_URL=cluster.url, ONCEBITTEN_RELAY="0")
    stores = {"SQLite": sqlite, "PostgreSQL via the relay": relay, "PostgreSQL direct": direct}

    failure = payload("PostToolUseFailure", a, "npm test", error=TEST_ERROR)
    blocked = payload("PreToolUse", a, "npm test")
    for env in (sqlite, relay):  # the same three failures on each store (direct shares the relay's database)
        for _ in range(3):
            run_once(hook, failure, env)
    for env in stores.values():
        assert b'"deny"' in run_once(hook, blocked, env)[1], "the BLOCK variant is not blocked"

    # -- 1. latency ----------------------------------------------------------------------------------
    allow = payload("PreToolUse", a, "npm run build")
    record = payload("PostToolUseFailure", a, "make", error="Exit code 2\nmake: *** [all] Error 2")
    variants: dict[str, tuple[list[str], bytes, dict[str, str]]] = {
        "python -c pass": ([python, "-c", "pass"], b"", sqlite)
    }
    for store, env in stores.items():
        variants[f"PreToolUse ALLOW, {store}"] = (hook, allow, env)
        variants[f"PreToolUse BLOCK, {store}"] = (hook, blocked, env)
        variants[f"PostToolUseFailure, {store}"] = (hook, record, env)
    for argv, stdin, env in variants.values():
        run_once(argv, stdin, env)  # warm caches (and start the relay)
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.rounds):
        for name, (argv, stdin, env) in variants.items():
            times[name].append(run_once(argv, stdin, env)[0])
    floor = percentile(times["python -c pass"], 50)
    latency: dict[str, Any] = {}
    rows = []
    for name, values in times.items():
        p50, p95 = percentile(values, 50), percentile(values, 95)
        event, _, store = name.partition(", ")
        base = times.get(f"{event}, SQLite") if store else None
        vs_sqlite = p50 / percentile(base, 50) if base else None
        latency[name] = {"p50_ms": p50, "p95_ms": p95, "vs_python": p50 / floor, "vs_sqlite": vs_sqlite}
        rows.append([name, f"{p50:.1f}", f"{p95:.1f}", fmt_ratio(p50 / floor),
                     fmt_ratio(vs_sqlite) if vs_sqlite else "-"])  # fmt: skip
    print(f"\n### Hook latency ({args.rounds} interleaved rounds)\n")
    print(markdown_table(["hook", "p50 ms", "p95 ms", "/ python -c pass", "/ same on SQLite"], rows))

    # -- 2. throughput -------------------------------------------------------------------------------
    throughput: dict[str, Any] = {}
    rows = []
    for store, env in stores.items():
        throughput[store] = agents_throughput(hook, a, env, args.agents, args.calls, store)
        value = throughput[store]
        rows.append([store, f"{value['calls']}", f"{value['seconds']:.1f}", f"{value['calls_per_s']:.1f}",
                     f"{value['p50_ms']:.1f}", f"{value['p95_ms']:.1f}"])  # fmt: skip
    print(f"\n### Throughput: {args.agents} agents x {args.calls} calls (1 in 5 a recorded failure)\n")
    print(markdown_table(["store", "calls", "s", "calls/s", "p50 ms", "p95 ms"], rows))

    # -- 3. propagation ------------------------------------------------------------------------------
    env_a = hook_env(work / "machine-a", ONCEBITTEN_URL=cluster.url, ONCEBITTEN_HOST_ID="machine-a")
    env_b = hook_env(work / "machine-b", ONCEBITTEN_URL=cluster.url, ONCEBITTEN_HOST_ID="machine-b")
    samples = [propagation(hook, a, b, env_a, env_b, f"npm run task{n}") for n in range(args.propagations)]
    live = [delay for delay, _ in samples]
    hooks_needed = max(count for _, count in samples)
    outage = propagation_after_outage(hook, a, b, env_a, env_b, cluster)
    print(f"\n### Propagation from machine A to machine B ({args.propagations} samples)\n")
    print(markdown_table(
        ["path", "p50 s", "max s", "note"],
        [["live: A's failure hook returned -> start of B's first WARNing hook", f"{percentile(live, 50):.3f}",
          f"{max(live):.3f}", f"B's first hook after A saw it: {'yes' if hooks_needed == 1 else 'no'}"],
         ["after an outage: database back -> A's kept failure in the store", f"{outage:.3f}", f"{outage:.3f}",
          "delivered by A's relay; B's hook then WARNs"]],
    ))  # fmt: skip

    ratios = {event: latency[f"{event}, PostgreSQL via the relay"]["vs_sqlite"] for event in
              ("PreToolUse ALLOW", "PreToolUse BLOCK", "PostToolUseFailure")}  # fmt: skip
    worst_propagation = max(max(live), outage)
    verdict = "PASS" if max(ratios.values()) <= GOAL_RATIO and worst_propagation <= GOAL_PROPAGATION_S else "FAIL"
    shown = ", ".join(f"{event} {ratio:.2f}x" for event, ratio in ratios.items())
    print(
        f"\ngoal: PostgreSQL hook via the relay <= {GOAL_RATIO}x SQLite (p50): {shown}; propagation <= "
        f"{GOAL_PROPAGATION_S:g} s: worst {worst_propagation:.3f} s: {verdict}"
    )
    if args.out:
        write_json(args.out, {
            "machine": machine_info(), "rounds": args.rounds, "agents": args.agents, "calls": args.calls,
            "goal_ratio": GOAL_RATIO, "goal_propagation_s": GOAL_PROPAGATION_S, "verdict": verdict,
            "latency": latency, "throughput": throughput, "propagation_live_s": live, "live_hooks_needed": hooks_needed,
            "propagation_after_outage_s": outage,
        })  # fmt: skip
    return 1 if args.strict and verdict == "FAIL" else 0


def agents_throughput(
    hook: list[str], cwd: Path, env: dict[str, str], agents: int, calls: int, label: str
) -> dict[str, float]:
    """``agents`` threads, each running ``calls`` hook processes back to back; 1 call in 5 records a failure."""
    durations: list[float] = []
    lock = threading.Lock()
    errors: list[str] = []

    def agent(number: int) -> None:
        for call in range(calls):
            if call % 5 == 4:
                stdin = payload("PostToolUseFailure", cwd, f"npm run job{number}-{call}", error=TEST_ERROR)
            else:
                stdin = payload("PreToolUse", cwd, f"npm run job{number}-{call}")
            try:
                elapsed = run_once(hook, stdin, env)[0]
            except SystemExit as exc:
                errors.append(str(exc))
                return
            with lock:
                durations.append(elapsed)

    threads = [threading.Thread(target=agent, args=(n,)) for n in range(agents)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - started
    if errors:
        raise SystemExit(f"{label}: {errors[0]}")
    return {
        "calls": len(durations), "seconds": seconds, "calls_per_s": len(durations) / seconds,
        "p50_ms": percentile(durations, 50), "p95_ms": percentile(durations, 95),
    }  # fmt: skip


def _warns(answer: bytes) -> bool:
    return bool(answer.strip()) and b"hookSpecificOutput" in answer


def propagation(
    hook: list[str], a: Path, b: Path, env_a: dict[str, str], env_b: dict[str, str], command: str
) -> tuple[float, int]:
    """Seconds from machine A's failure hook returning to the start of machine B's first hook that WARNs (B's
    hooks run back to back from then), and how many B hooks that took (1: the first one already saw it)."""
    run_once(hook, payload("PostToolUseFailure", a, command, error=TEST_ERROR), env_a)
    returned = time.perf_counter()
    check = payload("PreToolUse", b, command)
    for attempt in range(1, 1000):
        started = time.perf_counter()
        if _warns(run_once(hook, check, env_b)[1]):
            return started - returned, attempt
        if started - returned > 30:
            break
    raise SystemExit(f"machine B never saw {command!r}")


def propagation_after_outage(
    hook: list[str], a: Path, b: Path, env_a: dict[str, str], env_b: dict[str, str], cluster: Cluster
) -> float:
    """Seconds from the database accepting connections again to a failure that machine A recorded while it was
    down (kept in A's spool, delivered by A's relay) being in the store under machine B's environment (polled
    every 10 ms in this process); then B's hook must WARN."""
    sys.path.insert(0, str(SRC))
    from oncebitten import FailureMemory
    from oncebitten.hooks.workspace import Workspace

    command = "npm run during-outage"
    env = Workspace(str(b), cache=None).env_hash()
    cluster.stop()
    try:
        run_once(hook, payload("PostToolUseFailure", a, command, error=TEST_ERROR), env_a)
        spooled = list((Path(env_a["ONCEBITTEN_HOME"]) / "spool").glob("*.json*"))  # kept, or being delivered
        log = Path(env_a["ONCEBITTEN_HOME"]) / "hook.log"
        assert spooled, f"the failure was not spooled: {log.read_text()[-3000:] if log.exists() else ''}"
    finally:
        cluster.start()  # returns once the server accepts connections
    back = time.perf_counter()
    memory = FailureMemory(cluster.url)
    while memory.check_advisory("Bash", {"command": command}, env).result.value == "ALLOW":
        if time.perf_counter() - back > 30:
            raise SystemExit("the failure recorded during the outage never reached the store")
        time.sleep(0.01)
    delay = time.perf_counter() - back
    memory.close()
    assert _warns(run_once(hook, payload("PreToolUse", b, command), env_b)[1]), "machine B's hook did not WARN"
    return delay


if __name__ == "__main__":
    raise SystemExit(main())
