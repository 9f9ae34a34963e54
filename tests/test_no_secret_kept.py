"""One redaction for every stored or echoed text: a secret planted in every text field of every entry point
(the Python API, the command line, the agent hooks, the MCP server) is found nowhere afterwards: not in the
database's bytes (its ``-wal`` included), not in any ``--json`` or text output, the report, the ui or an MCP
result."""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hookrun import git_repo, hook_env, run_hook
from oncebitten.advisor.memory import FailureMemory
from oncebitten.cli import main
from oncebitten.escalation.escalations import Escalations
from oncebitten.iteration.memory import IterationMemory
from oncebitten.knowledge import FailureMemoryService
from oncebitten.outcomes import ErrorMemory, ImprovementMemory
from oncebitten.store import close_store, open_store

#: A secret with a shape (a GitHub token) and one without (found only by its context, ``password=``).
TOKEN = "ghp_" + "Zq9x" * 9
SHAPELESS = "Wq7-shapeless-Vr2k9"
#: What must never be found anywhere (pieces long enough to be the secret, not a coincidence).
NEEDLES = (TOKEN, TOKEN[4:20], SHAPELESS, "shapeless-Vr2k9")
SECRET = f"deploy failed with {TOKEN} (password={SHAPELESS})"


def leaks(text: str | bytes) -> list[str]:
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    found = [needle for needle in NEEDLES if needle.encode() in data]
    # JSON may escape nothing in these needles; utf-16 or other encodings are not used anywhere.
    return found


def database_bytes(db: str) -> bytes:
    """Everything the store holds: the file and its -wal (SQLite), or every row of every table (PostgreSQL)."""
    if not db.startswith("postgresql://"):
        data = b""
        for suffix in ("", "-wal"):
            path = Path(db + suffix)
            if path.exists():
                data += path.read_bytes()
        return data
    import psycopg

    with psycopg.connect(db) as conn:
        tables = [r[0] for r in conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        ).fetchall()]  # fmt: skip
        return "\n".join(
            repr(conn.execute(f'SELECT * FROM "{table}"').fetchall())
            for table in tables  # type: ignore[arg-type]
        ).encode("utf-8", "surrogatepass")


@pytest.fixture
def outputs() -> list[tuple[str, str]]:
    """(where, text) of everything printed, returned or rendered during a test."""
    return []


def cli(capsys: pytest.CaptureFixture[str], outputs: list[tuple[str, str]], db: str, *args: str) -> str:
    main(["--db", db, *args])
    captured = capsys.readouterr()
    outputs.append((" ".join(args), captured.out + captured.err))
    return captured.out


CAPTURE = f"""
<failure-report>
what_tried: ran the deploy with {TOKEN} and password={SHAPELESS}
why_failed: {SECRET}
error_category: build_error
relevant_files: deploy/{TOKEN}.sh, conf password={SHAPELESS}
stack_trace: File "deploy.py", line 3, in main
  login(token="{TOKEN}", password="{SHAPELESS}")
</failure-report>
<retry-suggestion>use a fresh token instead of {TOKEN}; password={SHAPELESS}</retry-suggestion>
<learning category="pitfall password={SHAPELESS}" tags="deploy, {TOKEN}, {SHAPELESS}">the token {TOKEN} and
password={SHAPELESS} expire after an hour</learning>
<task-failed>
"""


def plant_through_the_python_api(db: str) -> None:
    store = open_store(db)
    FailureMemory(store=store).record_failure(
        "bash",
        {"command": f"deploy --token {TOKEN}", "password": SHAPELESS,
         "nested": {"api_key": SHAPELESS, "list": [TOKEN, f"password={SHAPELESS}"]}},
        SECRET,
        "env-1",
    )  # fmt: skip
    escalations = Escalations(store=store)
    opened = escalations.record(
        project_id="p1", signature="sig", error_type=f"AuthError password={SHAPELESS}", error_message=SECRET,
        category="never_retry", attempts=4, recommended_action=f"rotate {TOKEN}",
        plain_english_problem=f"the password={SHAPELESS} was refused",
        options=[{"id": "retry", "label": f"retry with {TOKEN}", "description": f"password={SHAPELESS}"}],
    )  # fmt: skip
    escalations.resolve(opened.id, f"rotated {TOKEN}; the new password={SHAPELESS}")
    iterations = IterationMemory(store=store, human_review_after=1)
    iterations.ensure_task("t-1", title=f"deploy with {TOKEN}", description=f"password={SHAPELESS}")
    iterations.capture("t-1", CAPTURE, model="m")
    first = iterations.record_learning(f"note password={SHAPELESS}", f"the key {TOKEN} works",
                                       ["deploy", TOKEN, f"password={SHAPELESS}"], task_id="t-1")  # fmt: skip
    second = iterations.record_learning("tool_usage", f"password={SHAPELESS} for staging", [SHAPELESS, "staging"])
    iterations.merge_learnings([first.id, second.id], f"use {TOKEN} or password={SHAPELESS}",
                               category="pitfall", tags=[TOKEN, SHAPELESS, "merged"])  # fmt: skip
    knowledge = FailureMemoryService(store=store)
    failure = knowledge.record("t-2", f"sub {TOKEN}", 1, f"tried {TOKEN}", SECRET, None,
                               [f"console: {TOKEN}", f"password={SHAPELESS}"], f"trace {TOKEN} password={SHAPELESS}",
                               f"context password={SHAPELESS}", "database_write")  # fmt: skip
    knowledge.resolve(failure.id, f"rotated {TOKEN}", f"root cause: password={SHAPELESS} expired")
    ImprovementMemory(store=store).record(
        "deploy", f"hypothesis {TOKEN}", f"password={SHAPELESS}", "rejected", f"because {TOKEN}", SECRET
    )
    ErrorMemory(store=store).record_failure("infra", "deploy", f"use {TOKEN}", "unknown", SECRET)


def plant_through_the_command_line(db: str, capsys: pytest.CaptureFixture[str], outputs: list[tuple[str, str]],
                                   monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    params = json.dumps({"command": f"curl -H 'Authorization: token {TOKEN}'", "password": SHAPELESS})
    for flag in ((), ("--json",)):
        cli(capsys, outputs, db, *flag, "record", "--tool", "bash", "--params", params, "--error", SECRET,
            "--env", "env-2")  # fmt: skip
        cli(capsys, outputs, db, *flag, "check", "--tool", "bash", "--params", params, "--env", "env-2")
    import io

    for flag in ((), ("--json",)):
        monkeypatch.setattr("sys.stdin", io.StringIO(CAPTURE))
        cli(capsys, outputs, db, *flag, "capture", "--task", "t-3", "--model", "m", "--outcome", "failed")
    found = json.loads(cli(capsys, outputs, db, "--json", "failures", "record", "--task", "t-4", "--error", SECRET,
                           "--approach", f"tried {TOKEN}", "--stack-trace", f"password={SHAPELESS}",
                           "--context", f"with {TOKEN}"))  # fmt: skip
    cli(capsys, outputs, db, "--json", "failures", "resolve", "--id", found["id"], "--approach", f"rotated {TOKEN}",
        "--root-cause", f"password={SHAPELESS}")  # fmt: skip
    cli(capsys, outputs, db, "--json", "outcomes", "record", "--module", "m", "--hypothesis", f"use {TOKEN}",
        "--outcome", "rejected", "--rationale", f"password={SHAPELESS}", "--rejection-reason", SECRET)  # fmt: skip
    listed = json.loads(cli(capsys, outputs, db, "--json", "escalations", "--status", "all"))
    for escalation in listed["escalations"] if isinstance(listed, dict) else listed:
        if escalation["status"] == "open":
            cli(capsys, outputs, db, "--json", "escalations", "--resolve", escalation["id"],
                "--resolution", f"fixed with {TOKEN} password={SHAPELESS}")  # fmt: skip


def read_everything_through_the_command_line(db: str, capsys: pytest.CaptureFixture[str],
                                             outputs: list[tuple[str, str]], tmp_path: Path) -> None:  # fmt: skip
    for flag in ((), ("--json",)):
        for args in (["recent"], ["groups"], ["stats"], ["escalations", "--status", "all"], ["tasks"],
                     ["learnings", "--all"], ["failures", "query", "--error", "deploy failed"],
                     ["failures", "patterns"], ["failures", "stats"], ["outcomes", "patterns"], ["outcomes", "stats"],
                     ["context", "--task", "t-1", "--no-record"], ["context", "--task", "t-3", "--no-record"],
                     ["model", "--task", "t-1"]):  # fmt: skip
            cli(capsys, outputs, db, *flag, *args)
    report = tmp_path / "report.html"
    cli(capsys, outputs, db, "report", "--out", str(report), "--since", "all")
    outputs.append(("report", report.read_text()))
    export = tmp_path / "memory.json"
    cli(capsys, outputs, db, "export", str(export))
    outputs.append(("export", export.read_text()))


def read_everything_through_the_ui(db: str, outputs: list[tuple[str, str]]) -> None:
    from oncebitten.report.server import make_server

    store = open_store(db)
    server = make_server(store, port=0, since="all")
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        pages = [""]
        index = urllib.request.urlopen(server.url, timeout=30).read().decode()
        outputs.append(("ui /", index))
        import re

        pages = sorted(set(re.findall(r'href="/((?:fingerprint|task)/[^"]+)"', index)))
        for page in pages:
            outputs.append((f"ui /{page}", urllib.request.urlopen(server.url + page, timeout=30).read().decode()))
    finally:
        server.shutdown()
        server.server_close()


def plant_through_the_hooks(db: str, tmp_path: Path, outputs: list[tuple[str, str]]) -> None:
    repo = git_repo(tmp_path / "repo")
    env = hook_env(db, tmp_path / "home", ONCEBITTEN_HOOK_BUDGET="30")
    payload = {"session_id": "s", "cwd": str(repo), "tool_name": "Bash",
               "tool_input": {"command": f"deploy --token {TOKEN} --password {SHAPELESS}"}}  # fmt: skip
    for _ in range(3):
        ran = run_hook("claude-code", {**payload, "hook_event_name": "PostToolUseFailure", "error": SECRET}, env)
        outputs.append(("hook PostToolUseFailure", ran.raw + ran.err))
    for event in ("PreToolUse", "SessionStart", "UserPromptSubmit"):
        ran = run_hook("claude-code", {**payload, "hook_event_name": event, "source": "startup", "prompt": "go"}, env)
        outputs.append((f"hook {event}", ran.raw + ran.err))
    log = tmp_path / "home" / "hook.log"
    if log.exists():
        outputs.append(("hook.log", log.read_text()))


async def plant_through_mcp(db: str, outputs: list[tuple[str, str]]) -> None:
    from mcp import Client

    from oncebitten.mcp_server import build_server

    calls: list[tuple[str, dict[str, Any]]] = [
        ("failure_record", {"taskId": "t-5", "error": SECRET, "approach": f"tried {TOKEN}",
                            "consoleErrors": [TOKEN], "stackTrace": f"password={SHAPELESS}",
                            "context": f"with {TOKEN}", "subtaskType": "deploy"}),
        ("failure_query", {"error": SECRET, "context": f"password={SHAPELESS}"}),
        ("advisor_record", {"tool": "bash", "params": {"command": f"deploy {TOKEN}", "password": SHAPELESS},
                            "error": SECRET, "env": "env-3"}),
        ("advisor_check", {"tool": "bash", "params": {"command": f"deploy {TOKEN}", "password": SHAPELESS},
                           "env": "env-3"}),
        ("learning_record", {"category": f"password={SHAPELESS}", "content": f"use {TOKEN}",
                             "tags": [TOKEN, SHAPELESS, "mcp"]}),
        ("learning_search", {"query": f"deploy {TOKEN} mcp"}),
        ("task_context", {"taskId": "t-6", "title": f"deploy {TOKEN}", "description": f"password={SHAPELESS}"}),
        ("outcome_record", {"module": "m", "hypothesis": f"use {TOKEN}", "outcome": "rejected",
                            "rationale": f"password={SHAPELESS}", "rejectionReason": SECRET}),
        ("outcome_was_rejected", {"module": "m", "hypothesis": f"use {TOKEN}"}),
        ("escalations_list", {"status": "all"}),
        ("failure_stats", {}),
    ]  # fmt: skip
    Escalations(store=open_store(db)).record(
        project_id="p2",
        signature="sig2",
        error_type="E",
        error_message="stuck",
        category="code_error",
        attempts=4,
        recommended_action="look",
        plain_english_problem="it is stuck",
        options=[],
    )  # one open for escalation_resolve
    async with Client(build_server(db), raise_exceptions=True) as client:
        for name, arguments in calls:
            result = await client.call_tool(name, arguments)
            outputs.append((f"mcp {name}", json.dumps(result.structured_content) + repr(result.content)))
            if name == "failure_record" and result.structured_content:
                resolved = await client.call_tool("failure_resolve", {
                    "failureId": result.structured_content["id"], "approach": f"rotated {TOKEN}",
                    "rootCause": f"password={SHAPELESS}"})  # fmt: skip
                outputs.append(("mcp failure_resolve", json.dumps(resolved.structured_content)))
        listed = await client.call_tool("escalations_list", {"status": "open"})
        for escalation in (listed.structured_content or {}).get("escalations", []):
            result = await client.call_tool("escalation_resolve", {
                "escalationId": escalation["id"], "resolution": f"done with {TOKEN} password={SHAPELESS}"})  # fmt: skip
            outputs.append(("mcp escalation_resolve", json.dumps(result.structured_content)))


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def fresh(db: str) -> Iterator[str]:
    yield db
    close_store(db)


@pytest.mark.slow
def test_a_secret_planted_in_every_field_of_every_entry_point_is_found_nowhere(
    fresh: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], outputs: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    db = fresh
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    plant_through_the_python_api(db)
    plant_through_the_command_line(db, capsys, outputs, monkeypatch)
    plant_through_the_hooks(db, tmp_path, outputs)
    pytest.importorskip("mcp")
    import anyio

    anyio.run(plant_through_mcp, db, outputs)
    read_everything_through_the_command_line(db, capsys, outputs, tmp_path)
    read_everything_through_the_ui(db, outputs)
    found = [(where, leaks(text)) for where, text in outputs if leaks(text)]
    assert found == []
    # Not vacuous: each of these showed the texts planted, with their placeholders.
    shown = {where.split(" --")[0] for where, text in outputs if "redacted:" in text}
    for where in ("--json capture", "recent", "--json escalations", "hook PreToolUse", "report",
                  "ui /", "mcp learning_record", "mcp failure_record", "mcp escalation_resolve", "export"):  # fmt: skip
        assert any(w.startswith(where) for w in shown), where
    assert leaks(database_bytes(db)) == []
    assert b"<redacted:github_token>" in database_bytes(db)
    close_store(db)
    assert leaks(database_bytes(db)) == []  # after the WAL's checkpoint too
