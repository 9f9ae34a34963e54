"""Advisor benchmark: ``check_advisory`` and ``record_failure`` at 1k, 100k and 1M stored records.

Times, in one run and on the same query keys:

- **oncebitten**: ``FailureMemory(db_url)`` with its default settings (WAL, one cached connection per
  thread, ``sweep_every=128``);
- **sketch**: the tool-call advisor design's own ``FailureMemory`` (``benchmarks/references/advisor_sketch.py``): a new
  connection per call, the rollback journal, a cleanup ``DELETE`` on every check;
- **floor**: a bare indexed point lookup on a cached ``sqlite3`` connection with precomputed keys,
  the least any SQLite-backed advisor can cost (and, for writes, a bare upsert in its own transaction).

Then 8 processes record failures on overlapping keys of one database, for oncebitten and for the sketch:
throughput, errors, and whether every increment landed.

Usage::

    .venv/bin/python benchmarks/bench_advisor.py                  # 1k, 100k, 1M (about 3 minutes on 2 cores)
    .venv/bin/python benchmarks/bench_advisor.py --quick          # smoke run, seconds
    .venv/bin/python benchmarks/bench_advisor.py --out benchmarks/results/advisor.json

The figures are in ``docs/benchmarks.md``, the method and the full tables in ``docs/performance-log.md``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from bisect import bisect
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from itertools import accumulate
from pathlib import Path
from types import ModuleType
from typing import Any

from _common import (
    DEFAULT_BASELINES,
    fmt_ratio,
    fmt_us,
    load_baseline,
    machine_info,
    machine_line,
    markdown_table,
    ratio,
    summarize_ns,
    time_calls,
    timer_overhead_ns,
    write_json,
)

from oncebitten import FailureMemory
from oncebitten.advisor.signature import tool_signature
from oncebitten.store import mask_url, resolve_target

SKETCH = "advisor_sketch"

#: The floor's query, exactly as an advisor needs it: the stored record for this call in this environment.
FLOOR_LOOKUP = "SELECT * FROM failure_records WHERE tool_signature = ? AND env_snapshot_hash = ?"
#: The write floor: count one more failure, in its own transaction, nothing else.
FLOOR_UPSERT = (
    "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
    " updated_at, error_message, tool_name, evolution_status) VALUES (?, ?, ?, 1, ?, ?, ?, ?, 'PENDING')"
    " ON CONFLICT (tool_signature, env_snapshot_hash) DO UPDATE SET retry_count = retry_count + 1,"
    " updated_at = excluded.updated_at, error_message = excluded.error_message"
)

_INSERT_RECORD = (
    "INSERT INTO failure_records (tool_signature, env_snapshot_hash, error_type, retry_count, created_at,"
    " updated_at, error_message, tool_name, evolution_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_EVENT = (
    "INSERT INTO failure_events (occurred_at, tool_name, tool_signature, env_snapshot_hash, error_type,"
    " error_message) VALUES (?, ?, ?, ?, ?, ?)"
)

# -- the workload ------------------------------------------------------------------------------------

TOOLS = ("bash", "read_file", "edit_file", "grep", "web_fetch", "write_file")
WORDS = (
    "parser", "cache", "auth", "billing", "scheduler", "router", "storage", "metrics", "config", "search",
    "upload", "session", "queue", "render", "export", "ingest",
)  # fmt: skip
#: (message, weight). Classified by each implementation's own rule: the SOFT ones contain a transient word.
MESSAGES = (
    ("Traceback (most recent call last):\n  File \"src/app.py\", line 42\nSyntaxError: invalid syntax", 4),
    ("FAILED tests/test_parser.py::test_roundtrip - AssertionError: assert 3 == 4", 4),
    ("FileNotFoundError: [Errno 2] No such file or directory: 'config/settings.toml'", 3),
    ("ModuleNotFoundError: No module named 'yaml'", 2),
    ("error: old_string not found in file (it must match exactly, including whitespace)", 2),
    ("TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'", 2),
    ("ConnectionError: HTTPSConnectionPool(host='api.example.org', port=443): connection refused", 1),
    ("ReadTimeout: request timed out after 30 seconds", 1),
    ("HTTP 503 Service Unavailable", 1),
)  # fmt: skip
_MESSAGE_TEXTS = tuple(m for m, _ in MESSAGES)
ENVIRONMENTS = 64
#: How the stored records' failure counts are spread (WARN below 3, BLOCK from 3).
RETRY_COUNTS = ((1, 50), (2, 20), (3, 15), (4, 8), (5, 4), (8, 3))
#: Share of stored records that a later success resolved (they answer ALLOW). No record is IGNORED: the
#: sketch, unlike oncebitten, still warns on those, and the outcome comparison below expects agreement.
RESOLVED_SHARE = 0.10
#: The check / record mix: a call with a record in the same environment, in another one, never seen.
MIX = (("same_env", 50), ("other_env", 25), ("unseen", 25))
KIND_LABELS = {"same_env": "same env", "other_env": "other env", "unseen": "unseen"}


class Weighted:
    """A weighted choice, faster than ``Random.choices`` for one draw at a time."""

    def __init__(self, pairs: Sequence[tuple[Any, int]]) -> None:
        self.values = [value for value, _ in pairs]
        self.cumulative = list(accumulate(weight for _, weight in pairs))
        self.total = self.cumulative[-1]

    def draw(self, rng: random.Random) -> Any:
        return self.values[bisect(self.cumulative, rng.random() * self.total)]


_MESSAGE_DRAW = Weighted([(i, w) for i, (_, w) in enumerate(MESSAGES)])
_RETRY_DRAW = Weighted(RETRY_COUNTS)
_MIX_DRAW = Weighted(MIX)


def make_call(rng: random.Random, tag: str, i: int) -> tuple[str, dict[str, Any]]:
    """A realistic tool call, made unique by ``tag`` and ``i``."""
    tool = TOOLS[rng.randrange(len(TOOLS))]
    word = WORDS[rng.randrange(len(WORDS))]
    name = f"{word}_{tag}{i}"
    if tool == "bash":
        params: dict[str, Any] = {"command": f"pytest tests/test_{word}.py -x -q -k {name}", "timeout": 120}
    elif tool == "read_file":
        params = {"path": f"src/{word}/{name}.py", "offset": rng.randrange(400), "limit": 200}
    elif tool == "edit_file":
        params = {
            "path": f"src/{word}/{name}.py",
            "old_string": f"    def {name}(self):\n        return None\n",
            "new_string": f"    def {name}(self) -> int:\n        return {i}\n",
        }
    elif tool == "grep":
        params = {"pattern": rf"def {name}\(", "path": "src", "glob": "*.py", "-n": True}
    elif tool == "web_fetch":
        params = {"url": f"https://docs.example.org/{word}/{tag}{i}", "prompt": f"How do I configure {word}?"}
    else:
        params = {"file_path": f"notes/{name}.md", "content": f"# {word}\n\nNotes on {name}.\n" * 4}
    return tool, params


def environments() -> list[str]:
    """The environment hashes records live in: one per project directory."""
    return [FailureMemory.compute_env_snapshot_hash(f"/home/dev/project-{k:02d}") for k in range(ENVIRONMENTS)]


@dataclass(frozen=True, slots=True)
class StoredRecord:
    """One seeded failure record, before signing."""

    tool: str
    params: dict[str, Any]
    env: int
    message: int
    retry_count: int
    resolved: bool
    created_at: str
    updated_at: str


def iter_records(size: int, seed: int, now: datetime) -> Iterator[StoredRecord]:
    """The ``size`` stored records, deterministic for ``seed``.

    Every record is recent enough that neither implementation expires it during the run: HARD failures
    last happened up to 6 days ago (TTL 7 days), SOFT ones up to 20 minutes ago (TTL 1 hour).
    """
    rng = random.Random(seed)
    hard_age, soft_age = 6 * 86_400.0, 20 * 60.0
    soft = {i for i, text in enumerate(_MESSAGE_TEXTS) if _is_soft(text)}
    for i in range(size):
        tool, params = make_call(rng, "r", i)
        message: int = _MESSAGE_DRAW.draw(rng)
        updated = now - timedelta(seconds=rng.random() * (soft_age if message in soft else hard_age))
        created = updated - timedelta(seconds=rng.random() * 3600.0)
        yield StoredRecord(
            tool=tool,
            params=params,
            env=rng.randrange(ENVIRONMENTS),
            message=message,
            retry_count=_RETRY_DRAW.draw(rng),
            resolved=rng.random() < RESOLVED_SHARE,
            created_at=_iso(created),
            updated_at=_iso(updated),
        )


def _iso(moment: datetime) -> str:
    return moment.isoformat(timespec="microseconds")


def _is_soft(message: str) -> bool:
    return FailureMemory._classify_error(message).value == "SOFT"


@dataclass(frozen=True, slots=True)
class Call:
    """One timed call: the same keys are given to every implementation."""

    kind: str  # same_env / other_env / unseen
    tool: str
    params: dict[str, Any]
    env: str
    signature: str  # precomputed, for the floor only
    message: str


@dataclass(frozen=True, slots=True)
class CallPlan:
    """Which calls to make, decided before the records exist (they are captured while populating)."""

    kinds: list[str]
    record_index: list[int]  # -1 for unseen
    env_shift: list[int]  # for other_env: how far from the record's environment
    unseen: list[tuple[str, dict[str, Any], int]]  # for unseen: the call and its environment
    messages: list[int]


def plan_calls(rng: random.Random, size: int, count: int, tag: str) -> CallPlan:
    """``count`` calls in the MIX proportions, over records ``0..size-1``."""
    plan = CallPlan([], [], [], [], [])
    for j in range(count):
        kind: str = _MIX_DRAW.draw(rng)
        plan.kinds.append(kind)
        plan.messages.append(_MESSAGE_DRAW.draw(rng))
        if kind == "unseen":
            tool, params = make_call(rng, tag, j)
            plan.unseen.append((tool, params, rng.randrange(ENVIRONMENTS)))
            plan.record_index.append(-1)
            plan.env_shift.append(0)
        else:
            plan.unseen.append(("", {}, 0))
            plan.record_index.append(rng.randrange(size))
            plan.env_shift.append(0 if kind == "same_env" else 1 + rng.randrange(ENVIRONMENTS - 1))
    return plan


def materialize(plan: CallPlan, stored: dict[int, StoredRecord], envs: Sequence[str]) -> list[Call]:
    """Turn a plan into calls, once the planned records have been captured."""
    calls = []
    for kind, index, shift, unseen, message in zip(
        plan.kinds, plan.record_index, plan.env_shift, plan.unseen, plan.messages, strict=True
    ):
        if index < 0:
            tool, params, env = unseen
        else:
            record = stored[index]
            tool, params, env = record.tool, record.params, (record.env + shift) % ENVIRONMENTS
        calls.append(Call(kind, tool, params, envs[env], tool_signature(tool, params), _MESSAGE_TEXTS[message]))
    return calls


@dataclass(slots=True)
class Workload:
    """The calls of one size: timed checks and records, and their warm-ups."""

    checks: list[Call]
    records: list[Call]
    warm_checks: list[Call]
    warm_records: list[Call]


# -- populating ----------------------------------------------------------------------------------------


class BulkLoader:
    """Bulk-inserts rows into one scratch database on its own thread, in one transaction.

    ``sqlite3`` releases the GIL while SQLite works, so the next batch is generated while this one is
    inserted. The loading connection skips the journal and fsync and has a large page cache; the timed
    implementations open their own connections afterwards, with their own settings.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"load-{path.name}")
        self._conn: sqlite3.Connection | None = None
        self._pending: Future[None] | None = None
        self._run(self._open)

    def insert(self, batches: Sequence[tuple[str, list[tuple[Any, ...]]]]) -> None:
        """Queue ``(sql, rows)`` batches; waits for the previous call's batches to be inserted first."""
        self.wait()
        self._pending = self._thread.submit(self._insert, batches)

    def wait(self) -> None:
        """Wait for queued inserts (re-raising their error, if any)."""
        if self._pending is not None:
            self._pending.result()
            self._pending = None

    def finish(self, *final_statements: str) -> None:
        """Commit, run ``final_statements`` (e.g. switch the journal back), close."""
        self.wait()
        self._run(lambda: self._finish(final_statements))
        self._thread.shutdown()

    def _run(self, fn: Callable[[], None]) -> None:
        self._thread.submit(fn).result()

    def _open(self) -> None:
        conn = sqlite3.connect(self.path, isolation_level=None)
        conn.execute("PRAGMA journal_mode=MEMORY")
        conn.execute("PRAGMA synchronous=OFF")
        conn.execute("PRAGMA cache_size=-1000000")
        conn.execute("BEGIN")
        self._conn = conn

    def _insert(self, batches: Sequence[tuple[str, list[tuple[Any, ...]]]]) -> None:
        assert self._conn is not None
        for sql, rows in batches:
            self._conn.executemany(sql, rows)

    def _finish(self, statements: Sequence[str]) -> None:
        assert self._conn is not None
        self._conn.execute("COMMIT")
        for statement in statements:
            self._conn.execute(statement)
        self._conn.close()


def populate(
    size: int,
    seed: int,
    plans: Sequence[CallPlan],
    ob_path: Path,
    sketch_path: Path,
    sketch: ModuleType,
) -> tuple[dict[int, StoredRecord], dict[str, float]]:
    """Create both databases with each implementation's own constructor, then bulk-insert ``size`` records.

    oncebitten's database also gets one ``failure_events`` row per recorded failure (as if they had been
    recorded one by one). Signatures and error classes come from each implementation's own functions.

    Returns:
        The stored records the plans refer to, and timings in seconds.
    """
    started = time.perf_counter()
    FailureMemory(f"sqlite:///{ob_path}").close()
    sketch.FailureMemory(db_path=sketch_path)
    needed = {i for plan in plans for i in plan.record_index if i >= 0}
    envs = environments()
    ob_types = [FailureMemory._classify_error(text).value for text in _MESSAGE_TEXTS]
    sk_types = [sketch.FailureMemory._classify_error(text).value for text in _MESSAGE_TEXTS]
    ob_sign: Callable[[str, dict[str, Any]], str] = FailureMemory._compute_tool_signature
    sk_sign: Callable[[str, dict[str, Any]], str] = sketch.FailureMemory._compute_tool_signature

    ob, sk = BulkLoader(ob_path), BulkLoader(sketch_path)
    captured: dict[int, StoredRecord] = {}
    ob_rows: list[tuple[Any, ...]] = []
    sk_rows: list[tuple[Any, ...]] = []
    events: list[tuple[Any, ...]] = []
    mismatched = 0
    for i, rec in enumerate(iter_records(size, seed, datetime.now(UTC))):
        if i in needed:
            captured[i] = rec
        env = envs[rec.env]
        message = _MESSAGE_TEXTS[rec.message]
        status = "RESOLVED" if rec.resolved else "PENDING"
        ob_sig, sk_sig = ob_sign(rec.tool, rec.params), sk_sign(rec.tool, rec.params)
        mismatched += ob_sig != sk_sig
        ob_type, sk_type = ob_types[rec.message], sk_types[rec.message]
        ob_rows.append(
            (ob_sig, env, ob_type, rec.retry_count, rec.created_at, rec.updated_at, message, rec.tool, status)
        )
        sk_rows.append(
            (sk_sig, env, sk_type, rec.retry_count, rec.created_at, rec.updated_at, message, rec.tool, status)
        )
        for n in range(rec.retry_count):
            occurred = rec.updated_at if n == rec.retry_count - 1 else rec.created_at
            events.append((occurred, rec.tool, ob_sig, env, ob_type, message))
        if len(ob_rows) >= 20_000 or i == size - 1:
            ob.insert([(_INSERT_RECORD, ob_rows), (_INSERT_EVENT, events)])
            sk.insert([(_INSERT_RECORD, sk_rows)])
            ob_rows, sk_rows, events = [], [], []
    ob.wait()
    sk.wait()
    generated = time.perf_counter()
    ob.finish("PRAGMA journal_mode=WAL")  # back to oncebitten's journal (the sketch's is set per connection)
    sk.finish()
    finished = time.perf_counter()
    if mismatched:
        print(f"  note: {mismatched} signatures differ between oncebitten and the sketch", file=sys.stderr)
    return captured, {
        "populate_s": finished - started,
        "generate_and_insert_s": generated - started,
        "commit_s": finished - generated,
        "signature_mismatches": float(mismatched),
    }


def build_workload(
    size: int, seed: int, checks: int, records: int, ob_path: Path, sketch_path: Path, sketch: ModuleType
) -> tuple[Workload, dict[str, float]]:
    """Plan the calls, populate both databases, and return the calls with the population timings."""
    rng = random.Random(seed + 1)
    plans = [
        plan_calls(rng, size, checks, "c"),
        plan_calls(rng, size, records, "n"),
        plan_calls(rng, size, min(1000, max(100, checks // 10)), "wc"),
        plan_calls(rng, size, min(500, max(50, records // 10)), "wn"),
    ]
    stored, timings = populate(size, seed, plans, ob_path, sketch_path, sketch)
    envs = environments()
    calls = [materialize(plan, stored, envs) for plan in plans]
    return Workload(*calls), timings


# -- measurements ------------------------------------------------------------------------------------


@dataclass(slots=True)
class Subject:
    """One implementation's calls, ready to be timed: ``fn(*args)`` for each ``args``."""

    name: str
    fn: Callable[..., object]
    args: list[tuple[Any, ...]]
    warm: list[tuple[Any, ...]]
    close: Callable[[], None] = lambda: None


def run_interleaved(subjects: Sequence[Subject], rounds: int) -> dict[str, list[int]]:
    """Time every subject's calls, in ``rounds`` slices taken in turn, so that a change in the machine's
    load during the run (other processes, the OS page cache, CPU frequency) falls on every subject alike.

    Each subject is warmed up in full before its first slice, and with a few calls before each later one
    (another subject ran in between). Returns each subject's durations (ns), in the order of its ``args``.
    """
    timings: dict[str, list[int]] = {s.name: [] for s in subjects}
    try:
        for r in range(rounds):
            for k in range(len(subjects)):
                s = subjects[(r + k) % len(subjects)]
                start, stop = len(s.args) * r // rounds, len(s.args) * (r + 1) // rounds
                warm = s.warm if r == 0 or not s.warm else s.warm[(r * 10) % len(s.warm) :][:10]
                timings[s.name] += time_calls(s.fn, s.args[start:stop], warm)
    finally:
        for s in subjects:
            s.close()
    return timings


def oncebitten_check(db_url: str, work: Workload, *, with_env: bool = True) -> Subject:
    """``FailureMemory(db_url).check_advisory``, default settings, explicit env hash (or the cwd's)."""
    fm = FailureMemory(db_url)
    if with_env:
        return Subject(
            "check/oncebitten",
            fm.check_advisory,
            [(c.tool, c.params, c.env) for c in work.checks],
            [(c.tool, c.params, c.env) for c in work.warm_checks],
            fm.close,
        )
    return Subject(
        "check/oncebitten_no_env",
        fm.check_advisory,
        [(c.tool, c.params) for c in work.checks],
        [(c.tool, c.params) for c in work.warm_checks],
        fm.close,
    )


def _workspace_envs(env: str) -> tuple[str, str, str]:
    """A hook's three environments for a call (portable, host, earlier): the call's own first, then two that
    hold no record (as on a machine whose records are all under the portable hash)."""
    return env, f"host-{env}", f"legacy-{env}"


def workspace_check(db_url: str, work: Workload, *, one_query: bool) -> Subject:
    """A hook's check over its workspace's three environments: ``check_advisory_across`` (one query), or as it
    was, ``check_advisory`` once per environment with the most severe kept (three lookups)."""
    fm = FailureMemory(db_url)
    severity = {"ALLOW": 0, "WARN": 1, "BLOCK": 2}

    def per_environment(tool: str, params: dict[str, Any], envs: tuple[str, ...]) -> object:
        found = [fm.check_advisory(tool, params, env) for env in envs]
        return max(found, key=lambda a: (severity[a.result.value], a.retry_count))

    return Subject(
        "check/workspace_one_query" if one_query else "check/workspace_per_env",
        fm.check_advisory_across if one_query else per_environment,
        [(c.tool, c.params, _workspace_envs(c.env)) for c in work.checks],
        [(c.tool, c.params, _workspace_envs(c.env)) for c in work.warm_checks],
        fm.close,
    )


def oncebitten_record(db_url: str, work: Workload) -> Subject:
    """``FailureMemory(db_url).record_failure``, default settings (``sweep_every=128``)."""
    fm = FailureMemory(db_url)
    return Subject(
        "record/oncebitten",
        fm.record_failure,
        [(c.tool, c.params, c.message, c.env) for c in work.records],
        [(c.tool, c.params, c.message, c.env) for c in work.warm_records],
        fm.close,
    )


def signature_only(work: Workload) -> Subject:
    """``tool_signature`` alone: the part of a check that comes before the database."""
    return Subject(
        "check/signature_only",
        tool_signature,
        [(c.tool, c.params) for c in work.checks],
        [(c.tool, c.params) for c in work.warm_checks],
    )


def floor_check(db_path: Path, work: Workload) -> Subject:
    """The floor: ``FLOOR_LOOKUP`` on one cached connection, keys precomputed."""
    conn = sqlite3.connect(db_path, isolation_level=None)
    execute = conn.execute

    def lookup(signature: str, env: str) -> object:
        return execute(FLOOR_LOOKUP, (signature, env)).fetchone()

    return Subject(
        "check/floor",
        lookup,
        [(c.signature, c.env) for c in work.checks],
        [(c.signature, c.env) for c in work.warm_checks],
        conn.close,
    )


def floor_record(db_path: Path, work: Workload) -> Subject:
    """The write floor: ``FLOOR_UPSERT`` in ``BEGIN IMMEDIATE``/``COMMIT`` on one cached connection
    (WAL, ``synchronous=NORMAL``, as oncebitten), keys precomputed, no event log."""
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA synchronous=NORMAL")
    execute = conn.execute
    now = _iso(datetime.now(UTC))

    def upsert(signature: str, env: str, message: str, tool: str) -> None:
        execute("BEGIN IMMEDIATE")
        execute(FLOOR_UPSERT, (signature, env, "HARD", now, now, message, tool))
        execute("COMMIT")

    return Subject(
        "record/floor",
        upsert,
        [(c.signature, c.env, c.message, c.tool) for c in work.records],
        [(c.signature, c.env, c.message, c.tool) for c in work.warm_records],
        conn.close,
    )


def sketch_check(sketch: ModuleType, db_path: Path, work: Workload, limit: int) -> Subject:
    """The sketch's ``check_advisory`` on the first ``limit`` checks."""
    fm = sketch.FailureMemory(db_path=db_path)
    return Subject(
        "check/sketch",
        fm.check_advisory,
        [(c.tool, c.params, c.env) for c in work.checks[:limit]],
        [(c.tool, c.params, c.env) for c in work.warm_checks[:50]],
    )


def sketch_record(sketch: ModuleType, db_path: Path, work: Workload, limit: int) -> Subject:
    """The sketch's ``record_failure`` on the first ``limit`` record calls."""
    fm = sketch.FailureMemory(db_path=db_path)
    return Subject(
        "record/sketch",
        fm.record_failure,
        [(c.tool, c.params, c.message, c.env) for c in work.records[:limit]],
        [(c.tool, c.params, c.message, c.env) for c in work.warm_records[:20]],
    )


def compare_outcomes(db_url: str, sketch: ModuleType, sketch_path: Path, calls: Sequence[Call]) -> dict[str, Any]:
    """Untimed: oncebitten's and the sketch's answers on ``calls`` (they must agree; see RESOLVED_SHARE)."""
    fm = FailureMemory(db_url)
    sk = sketch.FailureMemory(db_path=sketch_path)
    mix: Counter[str] = Counter()
    disagree = 0
    for c in calls:
        ours = fm.check_advisory(c.tool, c.params, c.env).result.value
        theirs = sk.check_advisory(c.tool, c.params, c.env).result.value
        mix[ours] += 1
        disagree += ours != theirs
    fm.close()
    return {
        "compared": len(calls),
        "disagreements": disagree,
        "oncebitten_results": dict(sorted(mix.items())),
    }


def _mib(path: Path) -> str:
    return f"{path.stat().st_size / 2**20:,.0f}"


def by_kind(calls: Sequence[Call], durations: Sequence[int]) -> dict[str, dict[str, float]]:
    """Summaries per call kind (same_env / other_env / unseen)."""
    groups: dict[str, list[int]] = {}
    for call, ns in zip(calls, durations, strict=False):
        groups.setdefault(call.kind, []).append(ns)
    return {kind: summarize_ns(groups[kind]) for kind in sorted(groups)}


def fsync_probe(directory: Path, samples: int = 50) -> dict[str, float]:
    """Latency of a 4 KiB write plus ``fdatasync`` in ``directory``: what each of the sketch's commits
    (rollback journal, ``synchronous=FULL``) pays several times, and oncebitten's do not (WAL, NORMAL)."""
    path = directory / "fsync-probe.bin"
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    durations = []
    try:
        for i in range(samples):
            started = time.perf_counter_ns()
            os.pwrite(fd, b"x" * 4096, (i % 8) * 4096)
            os.fdatasync(fd)
            durations.append(time.perf_counter_ns() - started)
    finally:
        os.close(fd)
        path.unlink(missing_ok=True)
    return summarize_ns(durations)


def bench_size(size: int, args: argparse.Namespace, sketch: ModuleType, workdir: Path) -> dict[str, Any]:
    """Every single-process measurement at one size; the databases are deleted afterwards."""
    ob_path, sketch_path = workdir / f"oncebitten-{size}.db", workdir / f"sketch-{size}.db"
    db_url = f"sqlite:///{ob_path}"
    print(f"\n== {size:,} records: populating ...", flush=True)
    load_before = os.getloadavg()
    work, timings = build_workload(size, args.seed, args.checks, args.records, ob_path, sketch_path, sketch)
    print(
        f"   populated both databases in {timings['populate_s']:.1f} s "
        f"(oncebitten {_mib(ob_path)} MiB, sketch {_mib(sketch_path)} MiB)",
        flush=True,
    )
    big = size >= 1_000_000
    sketch_checks = min(args.checks, args.sketch_checks_1m if big else args.sketch_checks)
    sketch_records = min(args.records, args.sketch_records_1m if big else args.sketch_records)

    started = time.perf_counter()
    raw = run_interleaved(
        [
            floor_check(ob_path, work),
            oncebitten_check(db_url, work),
            oncebitten_check(db_url, work, with_env=False),
            workspace_check(db_url, work, one_query=False),
            workspace_check(db_url, work, one_query=True),
            signature_only(work),
            sketch_check(sketch, sketch_path, work, sketch_checks),
        ],
        args.rounds,
    )
    print(f"   checks timed in {time.perf_counter() - started:.1f} s", flush=True)
    outcomes = compare_outcomes(db_url, sketch, sketch_path, work.checks[: min(sketch_checks, 2000)])
    print(
        f"   outcomes {outcomes['oncebitten_results']}, disagreements with the sketch: "
        f"{outcomes['disagreements']}/{outcomes['compared']}",
        flush=True,
    )
    fsync = fsync_probe(workdir)
    started = time.perf_counter()
    raw |= run_interleaved(
        [
            oncebitten_record(db_url, work),
            floor_record(ob_path, work),
            sketch_record(sketch, sketch_path, work, sketch_records),
        ],
        args.rounds,
    )
    print(
        f"   records timed in {time.perf_counter() - started:.1f} s (fsync of 4 KiB here: "
        f"p50 {fsync['p50_us']:,.0f} µs, p95 {fsync['p95_us']:,.0f} µs)",
        flush=True,
    )

    results: dict[str, Any] = {
        "size": size,
        **timings,
        "outcomes": outcomes,
        "loadavg_1m": [load_before[0], os.getloadavg()[0]],
        "fsync_4k_us": fsync,
        "timings": {},
    }
    for name, durations in raw.items():
        calls = work.checks if name.startswith("check/") else work.records
        results["timings"][name] = {**summarize_ns(durations), "by_kind": by_kind(calls, durations)}
    t = results["timings"]
    results["ratios"] = {
        "check_p50_speedup_vs_sketch": ratio(t["check/sketch"]["p50_us"], t["check/oncebitten"]["p50_us"]),
        "check_p95_speedup_vs_sketch": ratio(t["check/sketch"]["p95_us"], t["check/oncebitten"]["p95_us"]),
        "check_p50_vs_floor": ratio(t["check/oncebitten"]["p50_us"], t["check/floor"]["p50_us"]),
        "check_p95_vs_floor": ratio(t["check/oncebitten"]["p95_us"], t["check/floor"]["p95_us"]),
        "workspace_per_env_p50_vs_floor": ratio(t["check/workspace_per_env"]["p50_us"], t["check/floor"]["p50_us"]),
        "workspace_one_query_p50_vs_floor": ratio(t["check/workspace_one_query"]["p50_us"], t["check/floor"]["p50_us"]),
        "record_p50_speedup_vs_sketch": ratio(t["record/sketch"]["p50_us"], t["record/oncebitten"]["p50_us"]),
        "record_p50_vs_floor": ratio(t["record/oncebitten"]["p50_us"], t["record/floor"]["p50_us"]),
    }
    for path in (ob_path, sketch_path):
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return results


# -- concurrency -------------------------------------------------------------------------------------


def concurrent_keys(seed: int, keys: int) -> list[tuple[str, dict[str, Any]]]:
    """The calls every process records failures of (each process hits all of them)."""
    rng = random.Random(seed + 7)
    return [make_call(rng, "k", i) for i in range(keys)]


def worker_plan(seed: int, worker: int, calls: int, keys: int) -> list[tuple[int, int]]:
    """(key, message) for each of a worker's calls; the parent recomputes it to know the exact totals."""
    rng = random.Random(seed * 1_000 + worker)
    return [(rng.randrange(keys), _MESSAGE_DRAW.draw(rng)) for _ in range(calls)]


def open_impl(impl: str, target: str, baselines: Path) -> Any:
    """oncebitten opened with ``FailureMemory(target)`` (any db URL it accepts), or the sketch on a path."""
    if impl == "oncebitten":
        return FailureMemory(target)
    return load_baseline(SKETCH, baselines).FailureMemory(db_path=Path(target))


def read_counts(fm: Any, env: str, keys: int) -> tuple[dict[str, int], int | None]:
    """Through the implementation's own API: ``retry_count`` per signature in ``env``, and (oncebitten
    only) how many failures its event log holds. Works the same on any backend."""
    counts = {
        r.tool_signature: r.retry_count for r in fm.get_recent_failures(limit=keys + 1000) if r.env_snapshot_hash == env
    }
    logged = fm.get_stats().get("failures_logged")
    return counts, None if logged is None else int(logged)


def _concurrent_worker(
    impl: str,
    target: str,
    baselines: str,
    worker: int,
    calls: int,
    keys: int,
    seed: int,
    env: str,
    barrier: Any,
    results: Any,
) -> None:
    """One process of the concurrency run: open, wait for the others, record ``calls`` failures."""
    fm = open_impl(impl, target, Path(baselines))
    fm.get_stats()  # open the connection (oncebitten) before the clock starts
    key_calls = concurrent_keys(seed, keys)
    plan = worker_plan(seed, worker, calls, keys)
    landed: Counter[int] = Counter()
    errors: Counter[str] = Counter()
    barrier.wait()
    started = time.perf_counter_ns()
    for key, message in plan:
        tool, params = key_calls[key]
        try:
            fm.record_failure(tool, params, _MESSAGE_TEXTS[message], env)
        except Exception as exc:  # the point is to count them: "database is locked", constraint errors...
            errors[f"{type(exc).__name__}: {exc}"] += 1
        else:
            landed[key] += 1
    finished = time.perf_counter_ns()
    results.put(
        {"worker": worker, "started": started, "finished": finished, "landed": dict(landed), "errors": dict(errors)}
    )


def measure_concurrent(
    impl: str, target: str, baselines: Path, procs: int, calls: int, keys: int, seed: int
) -> dict[str, Any]:
    """``procs`` spawned processes each record ``calls`` failures over ``keys`` shared calls, all at once.

    ``target`` is what the implementation is opened with: for oncebitten a path or db URL (so the same
    function measures any backend), for the sketch a path. The calls go to an environment hash of their
    own, so a database that already holds records can be used.

    Returns:
        Throughput (records/s over the wall time from the first start to the last finish), errors by
        message, and ``exact``: whether every key's ``retry_count`` equals the failures that landed on it
        (and, for oncebitten, whether the event log grew by exactly that many).
    """
    env = FailureMemory.compute_env_snapshot_hash(f"/home/dev/concurrency-{seed}-{time.time_ns()}")
    fm = open_impl(impl, target, baselines)
    _, logged_before = read_counts(fm, env, keys)
    ctx = mp.get_context("spawn")
    barrier = ctx.Barrier(procs)
    queue = ctx.Queue()
    workers = [
        ctx.Process(
            target=_concurrent_worker,
            args=(impl, target, str(baselines), w, calls, keys, seed, env, barrier, queue),
        )
        for w in range(procs)
    ]
    for p in workers:
        p.start()
    reports = [queue.get(timeout=1800) for _ in workers]
    for p in workers:
        p.join()
    landed: Counter[int] = Counter()
    errors: Counter[str] = Counter()
    for report in reports:
        landed.update({int(k): v for k, v in report["landed"].items()})
        errors.update(report["errors"])
    wall_ns = max(r["finished"] for r in reports) - min(r["started"] for r in reports)
    stored, logged_after = read_counts(fm, env, keys)
    if impl == "oncebitten":
        fm.close()
    signature = FailureMemory._compute_tool_signature
    expected = {signature(tool, params): landed[i] for i, (tool, params) in enumerate(concurrent_keys(seed, keys))}
    succeeded = sum(landed.values())
    logged = None if logged_before is None or logged_after is None else logged_after - logged_before
    exact = (
        all(stored.get(sig, 0) == n for sig, n in expected.items())
        and sum(stored.values()) == succeeded
        and logged in (None, succeeded)
    )
    return {
        "impl": impl,
        "backend": resolve_target(target).kind if impl == "oncebitten" else "sqlite",
        "target": mask_url(target),
        "processes": procs,
        "calls_per_process": calls,
        "keys": keys,
        "attempted": procs * calls,
        "succeeded": succeeded,
        "errors": sum(errors.values()),
        "error_messages": dict(errors.most_common()),
        "wall_s": wall_ns / 1e9,
        "records_per_s": succeeded / (wall_ns / 1e9) if wall_ns else math.nan,
        "sum_retry_count": sum(stored.values()),
        "failures_logged": logged,
        "exact": exact,
    }


def bench_concurrency(args: argparse.Namespace, workdir: Path) -> list[dict[str, Any]]:
    """The multi-process write test: oncebitten (on ``--conc-db-url``, default a fresh SQLite file), then
    the sketch on a fresh file."""
    out = []
    ob_target = args.conc_db_url or f"sqlite:///{workdir / 'concurrent-oncebitten.db'}"
    sk_path = workdir / "concurrent-sketch.db"
    runs = [("oncebitten", ob_target, args.conc_calls), ("sketch", str(sk_path), args.conc_sketch_calls)]
    for impl, target, calls in runs:
        print(f"\n== concurrency: {impl}, {args.procs} processes x {calls} record_failure ...", flush=True)
        result = measure_concurrent(impl, target, args.baselines, args.procs, calls, args.conc_keys, args.seed)
        print(
            f"   {result['records_per_s']:,.0f} records/s, {result['errors']} errors, exact={result['exact']}",
            flush=True,
        )
        out.append(result)
    return out


# -- the report --------------------------------------------------------------------------------------


def goals(sizes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The issue's done-criteria, judged at 100k records (or the largest size run below it)."""
    eligible = [s for s in sizes if s["size"] <= 100_000] or sizes
    at = max(eligible, key=lambda s: s["size"])
    r = at["ratios"]
    where = f"{at['size']:,} records"
    return [
        {
            "goal": f"check p50 ≥ 20× faster than the sketch ({where})",
            "value": r["check_p50_speedup_vs_sketch"],
            "target": 20.0,
            "passed": r["check_p50_speedup_vs_sketch"] >= 20.0,
        },
        {
            "goal": f"check p50 within 3× of the floor ({where})",
            "value": r["check_p50_vs_floor"],
            "target": 3.0,
            "passed": r["check_p50_vs_floor"] <= 3.0,
        },
        {
            "goal": f"record_failure p50 ≥ 20× faster than the sketch ({where})",
            "value": r["record_p50_speedup_vs_sketch"],
            "target": 20.0,
            "passed": r["record_p50_speedup_vs_sketch"] >= 20.0,
        },
    ]


def report(results: dict[str, Any]) -> str:
    """The Markdown tables printed at the end (and pasted into docs/performance-log.md)."""
    lines = []
    rows = []
    labels = [
        ("check/oncebitten", "oncebitten `check_advisory`"),
        ("check/sketch", "sketch `check_advisory`"),
        ("check/floor", "floor: indexed point lookup"),
        ("check/oncebitten_no_env", "oncebitten `check_advisory`, env from cwd"),
        ("check/workspace_per_env", "a hook's check: `check_advisory` × 3 environments"),
        ("check/workspace_one_query", "a hook's check: `check_advisory_across` 3 environments"),
        ("check/signature_only", "(of which `tool_signature`)"),
        ("record/oncebitten", "oncebitten `record_failure`"),
        ("record/sketch", "sketch `record_failure`"),
        ("record/floor", "floor: bare upsert + commit"),
    ]
    sizes = results["sizes"]
    for key, label in labels:
        row: list[object] = [label]
        for s in sizes:
            t = s["timings"][key]
            row += [fmt_us(t["p50_us"]), fmt_us(t["p95_us"]), f"{t['n']:,}"]
        rows.append(row)
    headers = ["µs per call"]
    for s in sizes:
        n = _size_label(s["size"])
        headers += [f"{n} p50", f"{n} p95", f"{n} calls"]
    lines.append(markdown_table(headers, rows))
    lines.append("")
    ratio_rows = []
    ratio_labels = [
        ("check_p50_speedup_vs_sketch", "check p50: sketch / oncebitten"),
        ("check_p95_speedup_vs_sketch", "check p95: sketch / oncebitten"),
        ("check_p50_vs_floor", "check p50: oncebitten / floor"),
        ("check_p95_vs_floor", "check p95: oncebitten / floor"),
        ("workspace_per_env_p50_vs_floor", "hook check p50, 3 lookups / floor"),
        ("workspace_one_query_p50_vs_floor", "hook check p50, 1 query / floor"),
        ("record_p50_speedup_vs_sketch", "record p50: sketch / oncebitten"),
        ("record_p50_vs_floor", "record p50: oncebitten / floor"),
    ]
    for key, label in ratio_labels:
        ratio_rows.append([label, *(fmt_ratio(s["ratios"][key]) for s in sizes)])
    lines.append(markdown_table(["ratio", *(_size_label(s["size"]) for s in sizes)], ratio_rows))
    lines.append("")
    if results.get("concurrency"):
        conc_rows = [
            [
                f"{c['impl']} ({c['backend']})",
                f"{c['processes']} × {c['calls_per_process']:,}",
                f"{c['records_per_s']:,.0f}",
                f"{c['wall_s']:.2f}",
                f"{c['errors']:,}",
                f"{c['sum_retry_count']:,} / {c['succeeded']:,}",
                "yes" if c["exact"] else "**NO**",
            ]
            for c in results["concurrency"]
        ]
        lines.append(
            markdown_table(
                [
                    "concurrent `record_failure`",
                    "processes × calls",
                    "records/s",
                    "wall s",
                    "errors",
                    "Σ retry_count / landed",
                    "exact",
                ],
                conc_rows,
                "lrrrrrl",
            )
        )
        lines.append("")
    kinds = [kind for kind, _ in MIX]
    kind_rows = []
    for key, label in labels[:3]:
        row = [label.replace(" `check_advisory`", "").replace(": indexed point lookup", "")]
        for s in sizes:
            row += [fmt_us(s["timings"][key]["by_kind"].get(kind, {}).get("p50_us", math.nan)) for kind in kinds]
        kind_rows.append(row)
    kind_headers = ["check p50 by call, µs"]
    for s in sizes:
        kind_headers += [f"{_size_label(s['size'])} {KIND_LABELS[kind]}" for kind in kinds]
    lines.append(markdown_table(kind_headers, kind_rows))
    lines.append("")
    cond_rows = [
        [
            _size_label(s["size"]),
            f"{s['populate_s']:.1f}",
            f"{fmt_us(s['fsync_4k_us']['p50_us'])} / {fmt_us(s['fsync_4k_us']['p95_us'])}",
            " → ".join(f"{v:.2f}" for v in s["loadavg_1m"]),
            f"{s['outcomes']['disagreements']} / {s['outcomes']['compared']:,}",
        ]
        for s in sizes
    ]
    lines.append(
        markdown_table(
            ["conditions", "populate s", "fsync 4 KiB p50 / p95 µs", "load avg (1 min)", "answers ≠ sketch"],
            cond_rows,
            "lrrrr",
        )
    )
    lines.append("")
    goal_rows = [[g["goal"], fmt_ratio(g["value"]), "PASS" if g["passed"] else "FAIL"] for g in results["goals"]]
    lines.append(markdown_table(["goal", "measured", "verdict"], goal_rows, "lrl"))
    return "\n".join(lines)


def _size_label(size: int) -> str:
    if size >= 1_000_000 and size % 1_000_000 == 0:
        return f"{size // 1_000_000}M"
    if size >= 1000 and size % 1000 == 0:
        return f"{size // 1000}k"
    return str(size)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--sizes", default="1000,100000,1000000", help="stored records, comma-separated")
    parser.add_argument("--checks", type=int, default=20_000, help="timed check_advisory calls per size")
    parser.add_argument("--records", type=int, default=5_000, help="timed record_failure calls per size")
    parser.add_argument("--sketch-checks", type=int, default=2_000, help="sketch checks (below 1M records)")
    parser.add_argument("--sketch-records", type=int, default=500, help="sketch records (below 1M records)")
    parser.add_argument("--sketch-checks-1m", type=int, default=1_000, help="sketch checks at 1M records and up")
    parser.add_argument("--sketch-records-1m", type=int, default=300, help="sketch records at 1M and up")
    parser.add_argument("--procs", type=int, default=8, help="processes in the concurrency test")
    parser.add_argument("--conc-calls", type=int, default=2_000, help="record_failure calls per process")
    parser.add_argument("--conc-sketch-calls", type=int, default=200, help="the same, for the sketch")
    parser.add_argument("--conc-keys", type=int, default=32, help="distinct calls the processes share")
    parser.add_argument("--conc-db-url", help="oncebitten target of the concurrency test (default: fresh SQLite)")
    parser.add_argument("--no-concurrency", action="store_true", help="skip the multi-process test")
    parser.add_argument("--rounds", type=int, default=10, help="slices the timed calls are interleaved in")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--baselines", type=Path, default=DEFAULT_BASELINES, help="directory of reference implementations"
    )
    parser.add_argument("--workdir", type=Path, help="where the scratch databases go (default: a temp dir)")
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    parser.add_argument("--quick", action="store_true", help="smoke run: small sizes and few calls")
    parser.add_argument("--strict", action="store_true", help="exit with status 1 when a goal is not met")
    args = parser.parse_args(argv)
    if args.quick:
        args.sizes = "1000,10000"
        args.checks, args.records = min(args.checks, 2_000), min(args.records, 500)
        args.sketch_checks, args.sketch_records = min(args.sketch_checks, 200), min(args.sketch_records, 50)
        args.conc_calls, args.conc_sketch_calls = min(args.conc_calls, 200), min(args.conc_sketch_calls, 20)
    args.size_list = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    sketch = load_baseline(SKETCH, args.baselines)
    info = machine_info()
    command = "python " + " ".join([Path(sys.argv[0]).as_posix(), *sys.argv[1:]])
    print(f"bench_advisor: {command}\nmachine: {machine_line(info)}", flush=True)
    overhead = timer_overhead_ns()
    started = time.perf_counter()
    own_workdir = args.workdir is None
    workdir = Path(tempfile.mkdtemp(prefix="ob-bench-")) if own_workdir else args.workdir
    workdir.mkdir(parents=True, exist_ok=True)
    try:
        sizes = [bench_size(size, args, sketch, workdir) for size in args.size_list]
        concurrency = [] if args.no_concurrency else bench_concurrency(args, workdir)
    finally:
        if own_workdir:
            shutil.rmtree(workdir, ignore_errors=True)
    results: dict[str, Any] = {
        "benchmark": "advisor",
        "command": command,
        "machine": info,
        "parameters": {
            k: (str(v) if isinstance(v, Path) else v)
            for k, v in vars(args).items()
            if k not in ("size_list", "workdir", "out")
        },
        "timer_overhead_ns": overhead,
        "sizes": sizes,
        "concurrency": concurrency,
        "elapsed_s": time.perf_counter() - started,
    }
    results["goals"] = goals(sizes)
    print("\n" + report(results))
    print(f"\n(timer overhead {overhead:.0f} ns per call, included; total {results['elapsed_s']:.0f} s)")
    if args.out:
        write_json(args.out, results)
        print(f"results written to {args.out}")
    return 1 if args.strict and not all(g["passed"] for g in results["goals"]) else 0


if __name__ == "__main__":
    raise SystemExit(main())
