"""``oncebitten demo``: a short, simulated agent session, showing what the memory decides at each step.

The session runs on a fresh temporary store (removed afterwards unless ``keep``) with a simulated clock,
so the one-hour expiry of a transient failure is shown without waiting. It is a list of small sections
(:data:`SECTIONS`); each plays a few tool calls through a :class:`DemoSession`, which prints every decision
and checks it against the verdict the section expects, so a demo that no longer shows what it claims
fails (exit 1) instead of quietly printing something else.

Adding a capability to the demo is adding a section: a title and a function taking the session.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TextIO

from ._time import utc_now
from .advisor.memory import AdvisoryResult, FailureMemory, FailureRecord
from .store import close_store

__all__ = ["SECTIONS", "Call", "DemoSession", "SimulatedClock", "Workspace", "run_demo"]

ALLOW, WARN, BLOCK = AdvisoryResult.ALLOW, AdvisoryResult.WARN, AdvisoryResult.BLOCK


class SimulatedClock:
    """A clock the demo moves by hand; pass it as ``FailureMemory(clock=...)``."""

    def __init__(self, start: datetime) -> None:
        self.start = start
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        """Move time forward by ``delta``."""
        self.now += delta

    @property
    def elapsed(self) -> str:
        """Time since the start, as ``H:MM:SS``."""
        return str(self.now - self.start).split(".")[0]


@dataclass(frozen=True, slots=True)
class Call:
    """A tool call the simulated agent makes."""

    tool: str
    params: dict[str, Any]

    def __str__(self) -> str:
        return f"{self.tool} {json.dumps(self.params)}"


@dataclass(frozen=True, slots=True)
class Workspace:
    """Where a call runs: a working directory, hashed to an environment like the CLI's ``--cwd``."""

    path: str

    @property
    def env(self) -> str:
        """The environment snapshot hash of a call made in this directory."""
        return FailureMemory.compute_env_snapshot_hash(self.path)


@dataclass
class DemoSession:
    """What the sections play through: the memory, the clock, and a log printed as it goes.

    Each ``check`` / ``fail`` / ``succeed`` / ``wait`` prints one line (unless ``quiet``) and is appended to
    ``events`` (the ``--json`` output). A check whose verdict differs from ``expect`` is counted in
    ``surprises``.
    """

    memory: FailureMemory
    clock: SimulatedClock
    out: TextIO
    quiet: bool = False
    section: str = ""
    events: list[dict[str, Any]] = field(default_factory=list)
    surprises: int = 0
    _shown: tuple[Call, Workspace] | None = None

    def begin(self, number: int, title: str) -> None:
        """Start a numbered section."""
        self.section = title
        self._shown = None
        self.say()
        self.say(f"{number}. {title}")

    def say(self, text: str = "") -> None:
        """Print a line of narration."""
        if not self.quiet:
            print(text, file=self.out)

    def check(self, call: Call, where: Workspace, *, expect: AdvisoryResult) -> AdvisoryResult:
        """Ask the memory about ``call`` in ``where`` before running it, and show the verdict."""
        advisory = self.memory.check_advisory(call.tool, call.params, where.env)
        if advisory.result is BLOCK:  # the simulated agent obeys it, as under a hook: a block to count
            self.memory.record_block(advisory, call.tool, agent="demo")
        surprise = advisory.result is not expect
        self.surprises += surprise
        reason = advisory.reason.split(". Error:")[0]  # the error itself was shown when it happened
        flag = f"  (UNEXPECTED: the demo expected {expect.value})" if surprise else ""
        self._log("check", call, where, result=advisory.result.value, reason=advisory.reason)
        self.say(f"   [{self.clock.elapsed}] check  {advisory.result.value:<5}  {reason}{flag}")
        return advisory.result

    def fail(self, call: Call, where: Workspace, error: str) -> FailureRecord:
        """The call ran and failed with ``error``: record it."""
        self.clock.advance(timedelta(seconds=20))
        record = self.memory.record_failure(call.tool, call.params, error, where.env)
        self._log(
            "fail",
            call,
            where,
            error=error,
            error_type=record.error_type.value,
            retry_count=record.retry_count,
        )
        shown = record.error_message or error  # as stored: redacted, so no secret reaches the screen either
        self.say(f"   [{self.clock.elapsed}] run    failed: {_shorten(shown, 70)}")
        self.say(
            f"   {'':<9}        recorded as {record.error_type.value} ({record.kind}), failure {record.retry_count}"
        )
        self.clock.advance(timedelta(seconds=10))
        return record

    def succeed(self, call: Call, where: Workspace) -> bool:
        """The call ran and succeeded: clear its failure."""
        self.clock.advance(timedelta(seconds=20))
        cleared = self.memory.clear_failure(call.tool, call.params, where.env)
        self._log("succeed", call, where, cleared=cleared)
        outcome = "failure cleared" if cleared else "nothing to clear"
        self.say(f"   [{self.clock.elapsed}] run    succeeded: {outcome}")
        return cleared

    def wait(self, delta: timedelta, why: str) -> None:
        """Let simulated time pass."""
        self.clock.advance(delta)
        self.events.append({"section": self.section, "at": self.clock.elapsed, "action": "wait", "why": why})
        self.say(f"   [{self.clock.elapsed}] ...    {why}")

    def _log(self, action: str, call: Call, where: Workspace, **details: Any) -> None:
        if self._shown != (call, where):  # name the call once, not on every line
            self._shown = (call, where)
            self.say(f"   call: {call}    cwd: {where.path}")
        self.events.append(
            {
                "section": self.section,
                "at": self.clock.elapsed,
                "action": action,
                "tool": call.tool,
                "params": call.params,
                "cwd": where.path,
                **details,
            }
        )


def _shorten(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


# -- the session --------------------------------------------------------------------------------------

PROJECT = Workspace("/home/dev/shop-api")
WORKTREE = Workspace("/home/dev/shop-api-hotfix")
PYTEST = Call("bash", {"cmd": "pytest -x tests/test_api.py"})
CURL = Call("bash", {"cmd": "curl -sf http://localhost:8000/health"})
PYTEST_ERROR = "FAILED tests/test_api.py::test_create_order - assert 404 == 200"
CURL_ERROR = "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Connection refused"
CALLS = (PYTEST, CURL)
WORKSPACES = (PROJECT, WORKTREE)


def repeated_failure(session: DemoSession) -> None:
    """The same call fails the same way: ALLOW, WARN, WARN, then BLOCK."""
    for expect in (ALLOW, WARN, WARN):
        session.check(PYTEST, PROJECT, expect=expect)
        session.fail(PYTEST, PROJECT, PYTEST_ERROR)
    session.check(PYTEST, PROJECT, expect=BLOCK)
    session.say("   The agent is stopped from a fourth identical try and reads the error instead.")


def other_directory(session: DemoSession) -> None:
    """The blocked call is allowed in another working directory: a different environment."""
    session.check(PYTEST, WORKTREE, expect=ALLOW)
    session.check(PYTEST, PROJECT, expect=BLOCK)


def fix_then_success(session: DemoSession) -> None:
    """After a real fix the call succeeds; the success clears the failure."""
    session.wait(timedelta(minutes=4), "the agent reads the error and fixes POST /orders in src/shop/api.py")
    session.succeed(PYTEST, PROJECT)
    session.check(PYTEST, PROJECT, expect=ALLOW)


def transient_error(session: DemoSession) -> None:
    """A transient (SOFT) failure is remembered for an hour only."""
    session.check(CURL, PROJECT, expect=ALLOW)
    session.fail(CURL, PROJECT, CURL_ERROR)
    session.check(CURL, PROJECT, expect=WARN)
    session.wait(timedelta(minutes=61), "61 minutes later (simulated); the dev server is back up")
    session.check(CURL, PROJECT, expect=ALLOW)


DEPLOY_TOKEN = "ghp_" + "Xq7LmN2pR4sT6uV8wY0zA1bC3dE5fG7hJ9kL"  # a made-up token, shaped like GitHub's


def error_intelligence(session: DemoSession) -> None:
    """What kind of failure, whether it is the same one, when to escalate, and no secret stored."""
    from .engine.classify import classify_error, classify_kind, classify_ttl

    session.say("   What kind of failure is it? (when to retry, how long to remember it, the shared kind)")
    samples = (
        ("AuthError", "fatal: Authentication failed for 'https://github.com/shop/api.git'"),
        ("SyntaxError", "SyntaxError: invalid syntax (api.py, line 42)"),
        ("ConnectionError", "ConnectionError: connection refused by db:5432"),
    )
    for error_type, message in samples:
        session.say(
            f"     {_shorten(message, 58):<58}  {classify_error(error_type, message).value:<11}"
            f"  {classify_ttl(message).value:<4}  {classify_kind(message, error_type).value}"
        )
    session.say("   Is it the same failure? Two runs of the migration fail with different paths, ids and times:")
    first = Call("bash", {"cmd": "alembic upgrade head"})
    second = Call("bash", {"cmd": "alembic upgrade head --sql"})
    a = session.fail(first, PROJECT, "2026-11-22 10:31:02 ERROR [/tmp/tmpa81x/env.py:55] duplicate key value "
                     "violates unique constraint \"orders_pkey\" (id)=(4711)")  # fmt: skip
    b = session.fail(second, PROJECT, "2026-11-22 10:38:47 ERROR [/tmp/tmpq2zc/env.py:55] duplicate key value "
                     "violates unique constraint \"orders_pkey\" (id)=(4982)")  # fmt: skip
    group = next(g for g in session.memory.get_failure_groups(100) if g.fingerprint == a.fingerprint)
    same = a.fingerprint == b.fingerprint
    session.surprises += not same
    session.say(f"     one fingerprint {group.fingerprint} for both: {'yes' if same else 'NO'}; "
                f"{group.count} failures in {group.calls} calls")  # fmt: skip
    session.say(f"     template: {_shorten(group.template or '', 90)}")
    session.say("   When to escalate? The escalation tracker counts one error signature across retries:")
    from .escalation.tracker import ErrorSignatureTracker

    retry_counts: dict[str, int] = {}
    tracker = ErrorSignatureTracker("shop-api", retry_counts, db_session=session.memory.store, session_id="demo")
    message = "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
    for attempt in range(1, 5):
        escalate, count = tracker.record_and_check("TypeError", message)
        session.say(f"     failure {attempt}: count {count}, escalate {'YES' if escalate else 'no'}")
    import asyncio

    escalation_id = asyncio.run(
        tracker.record_escalation(
            "TypeError",
            message,
            count,
            "Ask a human to look at the pricing code",
            "The same type error came back four times in a row",
        )  # fmt: skip
    )
    session.surprises += not (escalate and escalation_id)
    session.say(f"     escalated to a human: {escalation_id} (on a kept store, 'oncebitten escalations' lists them)")
    session.say("   Never store a secret: a push fails with the token in the error message")
    push = Call("bash", {"cmd": "git push origin main"})
    record = session.fail(push, PROJECT, f"remote: Invalid username or password. token={DEPLOY_TOKEN}")
    stored = record.error_message or ""
    session.surprises += DEPLOY_TOKEN in stored
    session.say(f"     stored as: {_shorten(stored, 90)}")


def iteration_memory(session: DemoSession) -> None:
    """Iteration memory: a task fails, its retry is told why, a learning helps another task, a loop gets stuck."""
    from .iteration.memory import IterationMemory

    memory = IterationMemory(store=session.memory.store, clock=session.clock, run_id="demo")
    lesson = "Quote CSV fields containing commas; the parser splits on bare commas."
    failed = memory.capture(
        "t-csv",
        "<failure-report>\nwhat_tried: Split each line on commas\nwhy_failed: Quoted fields were split in two\n"
        "error_category: test_failure\n</failure-report>\n<retry-suggestion>Use the csv module.</retry-suggestion>\n"
        f'<learning category="pitfall" tags="csv, parser">{lesson}</learning>',
        model="sonnet",
        duration_ms=41_000,
        outcome="failed",
    )
    session.say(f"   t-csv attempt 1 ({failed.outcome}): report and learning captured. The retry's prompt says:")
    retry = memory.task_context("t-csv", title="Fix the CSV parser").text
    previous = retry.split("### Previous Attempts")[1].split("### Learnings")[0].strip().splitlines()
    for line in [line for line in previous if line.strip()][1:7]:
        session.say(f"     {_shorten(line, 96)}")
    memory.capture("t-csv", "<task-done>t-csv</task-done>", model="sonnet")
    other = memory.task_context("t-export", title="Export orders through the CSV parser")
    reused = lesson in other.text
    session.surprises += not reused
    session.say(f"   t-export, another task, is given the learning: {'yes' if reused else 'NO'}")
    for _ in range(3):
        memory.capture("t-stuck", "still thinking...", model=memory.select_model("t-stuck").model)
    stuck = memory.task_context("t-stuck", title="Migrate the billing schema").text
    warned = "Stuck loop detected" in stuck
    session.surprises += not warned
    model = stuck.split("**Current model:** ")[1].splitlines()[0]
    session.say(f"   t-stuck failed 3 times: next model {model}; warning:")
    session.say("     " + stuck.split("> ")[1].strip())


def failure_knowledge(session: DemoSession) -> None:
    """What was tried, what fixed it, and what the next similar failure is told (knowledge, outcomes)."""
    from .knowledge import FailureMemoryService
    from .outcomes import ImprovementMemory

    service = FailureMemoryService(store=session.memory.store, clock=session.clock)
    failure = service.record(
        task_id="task_123", subtask_id="sub_456", attempt_number=1, approach="Direct SQL without parameterization",
        error="SQLITE_ERROR: near DROP: syntax error", error_type="runtime",
        context="Writing user input to database", subtask_type="database_write",
    )  # fmt: skip
    session.say(f"   recorded {failure.id}: tried '{failure.approach}', failed with: {failure.error}")
    session.clock.advance(timedelta(minutes=3))
    service.resolve(failure.id, "Use parameterized prepared statements", root_cause="user input concatenated into SQL")
    session.say("   resolved it with 'Use parameterized prepared statements' (root cause: user input in the SQL)")
    ImprovementMemory(store=session.memory.store).record(
        module="orders", hypothesis="Build the SQL with f-strings for speed", description="string formatting",
        outcome="rejected", rationale="SQL injection risk",
        rejection_reason="SQLITE_ERROR: near DELETE: syntax error",
    )  # fmt: skip
    session.say("   an improver's hypothesis was rejected for a similar error (outcome memory)")
    advice = service.query("SQLITE_ERROR: near UPDATE: syntax error", context="database write")
    session.say("   a new task hits 'SQLITE_ERROR: near UPDATE: syntax error'; the memory answers:")
    sources = sorted({s.source for s in advice.similar_failures})
    session.say(f"     similar failures: {len(advice.similar_failures)} ({', '.join(sources)})")
    session.say(f"     avoid:     {'; '.join(advice.suggested_avoidances) or '-'}")
    session.say(f"     try first: {'; '.join(advice.recommended_approaches) or '-'}")
    expected = "Use parameterized prepared statements"
    session.surprises += advice.recommended_approaches[:1] != [expected]
    session.surprises += "Direct SQL without parameterization" not in advice.suggested_avoidances


Section = Callable[[DemoSession], None]

#: The demo, in order: (title, section). Later capabilities append theirs.
SECTIONS: list[tuple[str, Section]] = [
    ("The same call keeps failing", repeated_failure),
    ("Another working directory is another environment", other_directory),
    ("A real fix: the call succeeds and its failure is cleared", fix_then_success),
    ("A transient error (SOFT) expires after an hour", transient_error),
    ("Error intelligence: kind, fingerprint, escalation, redaction", error_intelligence),
    ("Failure knowledge: a failure, its fix, and advice for the next one", failure_knowledge),
    ("Iteration memory for agent loops: retries told why, learnings shared, stuck loops", iteration_memory),
]


def run_demo(
    out: TextIO | None = None,
    db_path: str | None = None,
    *,
    keep: bool = False,
    as_json: bool = False,
    report: str | os.PathLike[str] | None = None,
) -> int:
    """Play the demo session and print what the memory decides at each step, then write the HTML report.

    Args:
        out: where to print (default ``sys.stdout`` at call time).
        db_path: a store to play on (it keeps the demo's records); default a fresh temporary one, removed
            afterwards.
        keep: keep the temporary store afterwards and say where it is.
        as_json: print one JSON document (``db``, ``kept``, ``events``, ``stats``, ``report``, ``ok``) instead
            of text.
        report: where to write the report of the session (default a new ``oncebitten-demo-report-*.html``
            in the temporary directory); it is kept, and where it is is printed.

    Returns:
        0 if every verdict was the one the demo expects, else 1.

    Raises:
        OnceBittenError: the store cannot be opened or written.
    """
    out = sys.stdout if out is None else out
    if db_path is not None:
        return _play(db_path, out, temporary=False, keep=True, as_json=as_json, report=report)
    tmpdir = Path(tempfile.mkdtemp(prefix="oncebitten-demo-"))
    temp_db = str(tmpdir / "memory.db")
    try:
        return _play(temp_db, out, temporary=True, keep=keep, as_json=as_json, report=report)
    finally:
        close_store(temp_db)  # and forget it: the file is about to go
        if not keep:
            shutil.rmtree(tmpdir, ignore_errors=True)


def _forget_previous_runs(memory: FailureMemory) -> None:
    # On a store the demo ran on before, its calls are still remembered; resolve them (in the demo's own
    # working directories only) so that this run starts from ALLOW like the first one.
    for call in CALLS:
        for workspace in WORKSPACES:
            memory.clear_failure(call.tool, call.params, workspace.env)


def _report_path(report: str | os.PathLike[str] | None) -> Path:
    if report is not None:
        return Path(report)
    # Named, not created: the report is written whole or not at all (no empty file if the demo fails).
    return Path(tempfile.gettempdir()) / f"oncebitten-demo-report-{secrets.token_hex(4)}.html"


def _play(
    db: str, out: TextIO, *, temporary: bool, keep: bool, as_json: bool, report: str | os.PathLike[str] | None
) -> int:
    clock = SimulatedClock(utc_now())
    # No random sweep of expired records: the session ends by showing one (its stats would vary from run to run)
    memory = FailureMemory(db, clock=clock, sweep_every=sys.maxsize)
    session = DemoSession(memory, clock, out, quiet=as_json)
    where = memory.store.display
    if not temporary:
        _forget_previous_runs(memory)
    session.say("oncebitten demo: what a failure memory decides during an agent session")
    lifetime = " (temporary, kept)" if keep else " (temporary, removed afterwards; --keep keeps it to look inside)"
    session.say(f"store: {where}{lifetime if temporary else ''}")
    try:
        for number, (title, play) in enumerate(SECTIONS, start=1):
            session.begin(number, title)
            play(session)
        stats = memory.get_stats()
        from .report import write_report  # a front-end: loaded only at the end of the demo

        written = write_report(_report_path(report), store=memory.store, now=clock.now)
    finally:
        memory.close()
    session.begin(len(SECTIONS) + 1, "Final stats (get_stats())")
    items = [f"{key} {value}" for key, value in stats.items() if key != "by_kind"]
    for start in range(0, len(items), 5):
        session.say("   " + ", ".join(items[start : start + 5]))
    session.say("   by kind: " + ", ".join(f"{kind} {count}" for kind, count in sorted(stats["by_kind"].items())))
    if as_json:
        document = {"db": where, "kept": keep, "events": session.events, "stats": stats, "report": str(written)}
        print(json.dumps({**document, "ok": session.surprises == 0}, indent=2), file=out)
    if session.surprises:
        plural = "verdict differed" if session.surprises == 1 else "verdicts differed"
        session.say(f"\n{session.surprises} {plural} from what the demo expects.")
    if temporary and keep:
        session.say(f"\nThe store was kept: {where}\n(look inside: oncebitten recent --db {where})")

    session.say(f"\nThe report of this session (open it in a browser): {written}")
    return 0 if session.surprises == 0 else 1
