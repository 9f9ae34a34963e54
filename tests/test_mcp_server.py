"""The MCP server, through the official SDK's own client: in memory on both backends, and over stdio and
streamable HTTP against the real ``oncebitten mcp`` process."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402  (after the skip: both come with the mcp extra)
from mcp import Client, StdioServerParameters  # noqa: E402

from oncebitten import Escalations, FailureMemory, build_escalation_options  # noqa: E402
from oncebitten.cli import MCP_MISSING, main  # noqa: E402
from oncebitten.mcp_server import SEED_ALIASES, TOOLS, build_server, is_loopback  # noqa: E402
from oncebitten.store import close_store  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SRC = str(ROOT / "src")
MAKE = {"cmd": "make"}

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def client(db: str) -> AsyncIterator[Client]:
    """An SDK client connected in memory to a server on a fresh store (each backend)."""
    async with Client(build_server(db), raise_exceptions=True) as connected:
        yield connected


async def call(client: Client, name: str, /, **arguments: Any) -> dict[str, Any]:
    """Call a tool that must succeed; its structured result."""
    result = await client.call_tool(name, arguments)
    assert not result.is_error, result.content
    assert isinstance(result.structured_content, dict)
    return result.structured_content


async def error_of(client: Client, name: str, /, **arguments: Any) -> str:
    """Call a tool that must fail; the text of its tool error."""
    result = await client.call_tool(name, arguments)
    assert result.is_error, result.structured_content
    assert result.structured_content is None
    [content] = result.content
    text = getattr(content, "text", "")
    assert text.startswith(f"Error executing tool {name}") and "Traceback" not in text
    return str(text)


# -- the tool list ----------------------------------------------------------------------------------------


async def test_every_tool_is_listed_with_a_description_an_input_schema_and_an_output_schema(client: Client) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == {*TOOLS, *SEED_ALIASES}
    for tool in tools.values():
        assert tool.description and tool.input_schema["type"] == "object" and tool.output_schema is not None
    record = tools["failure_record"].input_schema
    assert record["required"] == ["taskId", "error"]
    assert {"subtaskId", "attemptNumber", "approach", "errorType", "consoleErrors", "stackTrace", "context",
            "subtaskType"} <= set(record["properties"])  # fmt: skip
    assert record["properties"]["errorType"]["anyOf"][0]["enum"] == [
        "syntax", "type", "runtime", "test", "integration", "timeout", "unknown"
    ]  # fmt: skip
    assert set(tools["failure_query"].output_schema["properties"]) == {  # type: ignore[index]
        "similarFailures", "suggestedAvoidances", "recommendedApproaches"
    }  # fmt: skip
    assert tools["god_failure_query"].description.startswith("Compatibility name of failure_query.")
    assert tools["failure_query"].annotations.read_only_hint  # type: ignore[union-attr]
    assert not tools["failure_record"].annotations.read_only_hint  # type: ignore[union-attr]


def test_the_answers_that_mirror_a_core_record_have_its_fields_in_its_order() -> None:
    import dataclasses

    from oncebitten import mcp_models
    from oncebitten.advisor.memory import FailureRecord
    from oncebitten.knowledge import FailureQueryResult, FailureStats, KnownFailure, SimilarFailure
    from oncebitten.outcomes import ImprovementRecord

    def fields(record: type) -> list[str]:
        return [field.name for field in dataclasses.fields(record)]

    # A field added to a record must be added to its answer (or left out here, on purpose).
    assert list(mcp_models.KnownFailureResult.model_fields) == fields(KnownFailure)
    assert list(mcp_models.SimilarFailureResult.model_fields) == fields(SimilarFailure)
    assert list(mcp_models.QueryResult.model_fields) == fields(FailureQueryResult)
    assert list(mcp_models.FailureStatsResult.model_fields) == fields(FailureStats)
    assert set(mcp_models.FailureRecordResult.model_fields) == set(FailureRecord.__slots__)  # its order is the API's
    assert set(mcp_models.ImprovementResult.model_fields) == set(fields(ImprovementRecord)) - {"extra"}


async def test_seed_aliases_can_be_left_out(db: str) -> None:
    async with Client(build_server(db, aliases=False)) as client:
        assert [tool.name for tool in (await client.list_tools()).tools] == list(TOOLS)


# -- seed 003: failure knowledge ----------------------------------------------------------------------------


async def test_the_seed_003_usage_example_round_trips_under_the_seed_names(client: Client) -> None:
    failure = await call(
        client, "god_failure_record", taskId="task_123", subtaskId="sub_456", attemptNumber=1,
        approach="Direct SQL without parameterization", error="SQLITE_ERROR: near DROP: syntax error",
        errorType="runtime", context="Writing user input to database", subtaskType="database_write",
    )  # fmt: skip
    assert failure["id"].startswith("fm-") and failure["taskId"] == "task_123" and failure["errorType"] == "runtime"
    assert failure["resolved"] is False and failure["subtaskType"] == "database_write"
    before = await call(client, "god_failure_query", error="SQLITE_ERROR", context="database write")
    assert before["suggestedAvoidances"] == ["Direct SQL without parameterization"]
    assert before["similarFailures"][0]["id"] == failure["id"]
    resolved = await call(
        client, "god_failure_resolve", failureId=failure["id"], approach="Use parameterized prepared statements"
    )
    assert resolved["resolved"] is True and resolved["resolutionApproach"] == "Use parameterized prepared statements"
    after = await call(client, "failure_query", error="SQLITE_ERROR", context="database write")
    assert after["recommendedApproaches"] == ["Use parameterized prepared statements"]
    assert after["suggestedAvoidances"] == ["Direct SQL without parameterization"]
    stats = await call(client, "god_failure_stats")
    assert (stats["totalFailures"], stats["resolved"], stats["resolutionRate"]) == (1, 1, 1.0)
    assert stats["byErrorType"] == {"runtime": 1}


async def test_resolving_with_a_root_cause_returns_the_three_causal_links(client: Client) -> None:
    failure = await call(client, "failure_record", taskId="t", error="KeyError: 'user_id'", approach="read the dict")
    assert failure["errorType"] in ("runtime", "unknown") and failure["kind"]
    resolved = await call(
        client, "failure_resolve", failureId=failure["id"], approach="use .get with a default", rootCause="missing key"
    )
    links = {(link["relation"], link["strength"]) for link in resolved["causalLinks"]}
    assert links == {("CAUSES", 0.8), ("ENABLES", 0.9), ("TRIGGERS", 0.7)}


async def test_failure_texts_are_redacted_before_they_are_returned(client: Client) -> None:
    token = "ghp_" + "a1B2" * 9
    failure = await call(client, "failure_record", taskId="t", error=f"401 for token {token}", approach="retry")
    assert token not in failure["error"] and "<redacted:" in failure["error"]


async def test_an_error_nobody_met_has_no_advice(client: Client) -> None:
    assert await call(client, "failure_query", error="nothing like this ever happened") == {
        "similarFailures": [], "suggestedAvoidances": [], "recommendedApproaches": []
    }  # fmt: skip


@pytest.mark.parametrize(
    ("arguments", "needle"),
    [
        ({"taskId": "", "error": "boom"}, "taskId"),
        ({"taskId": "t"}, "error"),
        ({"taskId": "t", "error": "   "}, "INVALID_INPUT: error must not be empty"),
        ({"taskId": "t", "error": "boom", "attemptNumber": 0}, "attemptNumber"),
        ({"taskId": "t", "error": "boom", "errorType": "cosmic"}, "errorType"),
        ({"taskId": "t", "error": "boom", "consoleErrors": "not a list"}, "consoleErrors"),
    ],
)
async def test_bad_failure_record_arguments_are_tool_errors(
    client: Client, arguments: dict[str, Any], needle: str
) -> None:
    assert needle in await error_of(client, "failure_record", **arguments)
    assert (await call(client, "failure_stats"))["totalFailures"] == 0


async def test_resolving_an_unknown_failure_or_with_no_approach_is_a_tool_error(client: Client) -> None:
    assert "no failure with id 'fm-nope'" in await error_of(
        client, "failure_resolve", failureId="fm-nope", approach="x"
    )
    assert "approach" in await error_of(client, "failure_resolve", failureId="fm-nope", approach="")
    assert "limit" in await error_of(client, "failure_query", error="x", limit=0)


# -- seed 000: the advisor ------------------------------------------------------------------------------------


async def test_the_advisor_warns_then_blocks_and_a_clear_allows_again(client: Client, tmp_path: Path) -> None:
    where = {"tool": "bash", "params": MAKE, "cwd": str(tmp_path)}
    first = await call(client, "advisor_check", **where)
    assert (first["result"], first["retryCount"], first["failureRecord"]) == ("ALLOW", 0, None)
    verdicts = [(await call(client, "advisor_record", **where, error="make: *** [all] Error 2"))["next"] for _ in "123"]
    assert verdicts == ["WARN", "WARN", "BLOCK"]
    blocked = await call(client, "advisor_check", **where)
    assert blocked["result"] == "BLOCK" and "make: *** [all] Error 2" in blocked["reason"]
    assert blocked["failureRecord"]["retryCount"] == 3 and blocked["failureRecord"]["errorType"] == "HARD"
    assert blocked["envSnapshotHash"] == FailureMemory.compute_env_snapshot_hash(os.path.realpath(tmp_path))
    elsewhere = await call(client, "advisor_check", tool="bash", params=MAKE, cwd=str(tmp_path.parent))
    assert elsewhere["result"] == "ALLOW"
    cleared = await call(client, "advisor_clear", **where)
    assert cleared["cleared"] is True and cleared["envSnapshotHash"] == blocked["envSnapshotHash"]
    assert (await call(client, "advisor_check", **where))["result"] == "ALLOW"
    assert (await call(client, "advisor_clear", **where))["cleared"] is False


async def test_an_environment_hash_from_an_answer_names_the_same_environment(client: Client, tmp_path: Path) -> None:
    makefile = tmp_path / "Makefile"
    makefile.write_text("all:\n\tfalse\n")
    recorded = await call(client, "advisor_record", tool="bash", params=MAKE, error="boom", cwd=str(tmp_path),
                          files=[str(makefile)])  # fmt: skip
    env = recorded["record"]["envSnapshotHash"]
    assert (await call(client, "advisor_check", tool="bash", params=MAKE, env=env))["result"] == "WARN"
    makefile.write_text("all:\n\ttrue\n")  # the fix: a new environment
    os.utime(makefile, (time.time() + 5, time.time() + 5))
    fixed = await call(client, "advisor_check", tool="bash", params=MAKE, cwd=str(tmp_path), files=[str(makefile)])
    assert fixed["result"] == "ALLOW" and fixed["envSnapshotHash"] != env
    assert (await call(client, "advisor_clear", tool="bash", params=MAKE, allEnvironments=True))["cleared"] is True
    assert (await call(client, "advisor_check", tool="bash", params=MAKE, env=env))["result"] == "ALLOW"


@pytest.mark.parametrize(
    ("tool", "arguments", "needle"),
    [
        ("advisor_check", {"tool": "bash", "params": MAKE, "env": "abc", "cwd": "/"}, "cannot be combined"),
        ("advisor_check", {"tool": "bash", "params": MAKE, "env": " "}, "env must not be empty"),
        ("advisor_check", {"tool": "bash", "params": MAKE, "cwd": "/no/such/dir"}, "not a directory"),
        ("advisor_check", {"tool": "bash", "params": ["make"]}, "params"),
        ("advisor_check", {"tool": "", "params": MAKE}, "tool"),
        ("advisor_record", {"tool": "bash", "params": MAKE}, "error"),
        ("advisor_clear", {"tool": "bash", "params": MAKE, "allEnvironments": True, "cwd": "/"}, "allEnvironments"),
    ],
)
async def test_bad_advisor_arguments_are_tool_errors(
    client: Client, tool: str, arguments: dict[str, Any], needle: str
) -> None:
    assert needle in await error_of(client, tool, **arguments)


async def test_concurrent_calls_on_worker_threads_lose_no_failure(client: Client, tmp_path: Path) -> None:
    async def record() -> None:
        await call(client, "advisor_record", tool="bash", params=MAKE, error="boom", cwd=str(tmp_path))

    async with anyio.create_task_group() as group:
        for _ in range(20):
            group.start_soon(record)
    check = await call(client, "advisor_check", tool="bash", params=MAKE, cwd=str(tmp_path))
    assert check["retryCount"] == 20


# -- seed 001: escalations -------------------------------------------------------------------------------------


async def test_escalations_are_listed_and_resolved(client: Client, db: str) -> None:
    opened = Escalations(db).record(
        project_id="shop", signature="shop:AuthError:1a2b3c4d", error_type="AuthError", error_message="401",
        category="never_retry", attempts=1, recommended_action="rotate the key", plain_english_problem="Key revoked.",
        options=build_escalation_options("AuthError", "never_retry"),
    )  # fmt: skip
    listed = (await call(client, "escalations_list"))["escalations"]
    assert [e["id"] for e in listed] == [opened.id]
    assert listed[0]["plainEnglishProblem"] == "Key revoked." and listed[0]["options"]
    assert (await call(client, "escalations_list", projectId="other"))["escalations"] == []
    resolved = await call(client, "escalation_resolve", escalationId=opened.id, resolution="new key in .env")
    assert resolved["escalation"]["status"] == "resolved" and resolved["escalation"]["resolution"] == "new key in .env"
    assert (await call(client, "escalations_list"))["escalations"] == []
    assert [e["id"] for e in (await call(client, "escalations_list", status="all"))["escalations"]] == [opened.id]
    assert "no open escalation" in await error_of(client, "escalation_resolve", escalationId=opened.id)
    assert "status" in await error_of(client, "escalations_list", status="closed")


async def test_an_escalation_is_answered_with_every_field_of_the_escalation_record_camel_cased(
    client: Client, db: str
) -> None:
    import dataclasses

    from pydantic.alias_generators import to_camel

    from oncebitten.escalation.escalations import Escalation

    opened = Escalations(db).record(
        project_id="shop", signature="shop:AuthError:1a2b3c4d", error_type="AuthError", error_message="401",
        category="never_retry", attempts=1, recommended_action="rotate the key", plain_english_problem="Key revoked.",
        options=build_escalation_options("AuthError", "never_retry"),
    )  # fmt: skip
    (listed,) = (await call(client, "escalations_list"))["escalations"]
    assert listed == {to_camel(name): value for name, value in dataclasses.asdict(opened).items()}
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    schema = tools["escalations_list"].output_schema
    assert schema is not None
    (escalation,) = schema["$defs"].values()
    assert list(escalation["properties"]) == [to_camel(field.name) for field in dataclasses.fields(Escalation)]
    assert escalation["properties"]["status"]["enum"] == ["open", "resolved"]


# -- seed 002: learnings and task context ----------------------------------------------------------------------


async def test_a_learning_recorded_is_found_by_its_tags_and_injected_into_task_context(client: Client) -> None:
    learning = await call(
        client, "learning_record", category="pitfall", content="The tokenizer drops trailing commas; test it alone.",
        tags=["parser", "tokenizer"], taskId="t-1",
    )  # fmt: skip
    assert learning["id"].startswith("l-") and learning["status"] == "active" and learning["taskId"] == "t-1"
    found = (await call(client, "learning_search", query="Fix the CSV parser"))["learnings"]
    assert [x["id"] for x in found] == [learning["id"]] and found[0]["score"] == 1
    assert (await call(client, "learning_search", query="Write the deployment guide"))["learnings"] == []
    context = await call(client, "task_context", taskId="t-2", title="Fix the CSV parser", budget=2000)
    assert context["context"].startswith("## Assigned Task") and "**ID:** t-2" in context["context"]
    assert "The tokenizer drops trailing commas" in context["context"]
    assert context["injected"] == [learning["id"]] and context["attemptNumber"] == 1
    assert context["model"] and context["stuck"] is False
    again = await call(client, "task_context", taskId="t-2", record=False)  # title stored by the first call
    assert "Fix the CSV parser" in again["context"]


async def test_a_near_duplicate_learning_supersedes_the_older_one(client: Client) -> None:
    old = await call(client, "learning_record", category="pitfall", content="Always run the parser tests first",
                     tags=["parser"])  # fmt: skip
    new = await call(client, "learning_record", category="pitfall", content="Always run the parser tests first!",
                     tags=["parser"])  # fmt: skip
    found = (await call(client, "learning_search", query="parser"))["learnings"]
    assert [x["id"] for x in found] == [new["id"]] and old["id"] != new["id"]


@pytest.mark.parametrize(
    ("tool", "arguments", "needle"),
    [
        ("learning_record", {"category": "pitfall", "content": "x", "tags": []}, "tags"),
        ("learning_record", {"category": "", "content": "x", "tags": ["a"]}, "category"),
        ("learning_record", {"category": "pitfall", "content": "  ", "tags": ["a"]}, "INVALID_INPUT"),
        ("learning_record", {"category": "pitfall", "content": "x", "tags": ["a"], "taskId": " "}, "task id"),
        ("learning_search", {"query": ""}, "query"),
        ("task_context", {"taskId": "t", "budget": 100}, "budget"),
        ("task_context", {"taskId": "  "}, "INVALID_INPUT: a task id must not be empty"),
    ],
)
async def test_bad_learning_and_context_arguments_are_tool_errors(
    client: Client, tool: str, arguments: dict[str, Any], needle: str
) -> None:
    assert needle in await error_of(client, tool, **arguments)


# -- seed 004: outcome memory -----------------------------------------------------------------------------------


async def test_a_rejected_hypothesis_is_recognised_when_proposed_again(client: Client) -> None:
    recorded = await call(
        client, "outcome_record", module="data_processor", hypothesis="Add caching layer with global state",
        outcome="rejected", rationale="Violates composability", rejectionReason="Global state breaks tests",
    )  # fmt: skip
    assert recorded["outcome"] == "rejected" and isinstance(recorded["id"], int)
    again = await call(client, "outcome_was_rejected", module="data_processor",
                       hypothesis="Add a caching layer with global state")  # fmt: skip
    assert again["wasRejected"] is True and again["similarity"] >= 0.8
    assert again["rejectionReason"] == "Global state breaks tests" and again["record"]["id"] == recorded["id"]
    assert again["wasRecentlyAccepted"] is False and again["acceptedRecord"] is None
    novel = await call(client, "outcome_was_rejected", module="data_processor", hypothesis="Vectorise the inner loop")
    assert (novel["wasRejected"], novel["record"], novel["rejectionReason"]) == (False, None, None)
    other_module = await call(
        client, "outcome_was_rejected", module="ui", hypothesis="Add caching layer with global state"
    )
    assert other_module["wasRejected"] is False


async def test_a_recently_accepted_hypothesis_is_reported(client: Client) -> None:
    await call(client, "outcome_record", module="m", hypothesis="Batch the writes", outcome="accepted")
    found = await call(client, "outcome_was_rejected", module="m", hypothesis="Batch the writes")
    assert found["wasRejected"] is False and found["wasRecentlyAccepted"] is True
    assert found["acceptedRecord"]["outcome"] == "accepted"


@pytest.mark.parametrize(
    ("tool", "arguments", "needle"),
    [
        ("outcome_record", {"module": "m", "hypothesis": "h", "outcome": "maybe"}, "outcome"),
        ("outcome_record", {"module": "", "hypothesis": "h", "outcome": "held"}, "module"),
        ("outcome_was_rejected", {"module": "m", "hypothesis": "h", "withinDays": 0}, "withinDays"),
    ],
)
async def test_bad_outcome_arguments_are_tool_errors(
    client: Client, tool: str, arguments: dict[str, Any], needle: str
) -> None:
    assert needle in await error_of(client, tool, **arguments)


# -- errors from the store --------------------------------------------------------------------------------------


async def test_a_store_error_is_a_tool_error_naming_no_password(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    server = build_server(str(path))  # opened and migrated
    async with Client(server) as client:
        close_store(str(path))
        path.unlink()
        (tmp_path / "memory.db").mkdir()  # the store's file is now a directory: nothing can be opened
        text = await error_of(client, "failure_stats")
    assert "STORAGE_ERROR" in text


# -- over stdio and HTTP, against the real process ---------------------------------------------------------------


def _process_env(**extra: str) -> dict[str, str]:
    return {"PYTHONPATH": SRC, "HOME": os.environ.get("HOME", "/tmp"), **extra}


async def test_over_stdio_the_real_server_records_and_answers(tmp_path: Path) -> None:
    db = str(tmp_path / "stdio.db")
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "oncebitten", "mcp", "--db", db], env=_process_env()
    )
    async with Client(params) as client:
        assert len((await client.list_tools()).tools) == len(TOOLS) + len(SEED_ALIASES)
        failure = await call(client, "failure_record", taskId="t", error="ImportError: no module named yaml",
                             approach="run without installing")  # fmt: skip
        advice = await call(client, "failure_query", error="ImportError: no module named yaml")
        assert advice["suggestedAvoidances"] == ["run without installing"]
        assert "taskId" in await error_of(client, "failure_record", taskId="", error="x")
        assert (await call(client, "failure_stats"))["totalFailures"] == 1  # still serving after the error
    # the same file, read directly: the process wrote where it was told
    from oncebitten import FailureMemoryService

    assert FailureMemoryService(db).get(failure["id"]) is not None
    close_store(db)


async def test_over_stdio_the_store_can_come_from_the_environment(tmp_path: Path) -> None:
    db = str(tmp_path / "from-env.db")
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "oncebitten", "mcp", "--no-aliases"], env=_process_env(ONCEBITTEN_DB=db)
    )
    async with Client(params) as client:
        assert len((await client.list_tools()).tools) == len(TOOLS)
        recorded = await call(client, "advisor_record", tool="bash", params=MAKE, error="boom", cwd=str(tmp_path))
        assert recorded["next"] == "WARN"
    assert FailureMemory(db).check_advisory("bash", MAKE, recorded["record"]["envSnapshotHash"]).result.value == "WARN"
    close_store(db)


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[str]:
    """``oncebitten mcp --http --port 0``: its URL, as it says on stderr where it listens."""
    process = subprocess.Popen(
        [sys.executable, "-m", "oncebitten", "mcp", "--db", str(tmp_path / "http.db"), "--http", "--port", "0"],
        env={**os.environ, "PYTHONPATH": SRC},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()  # bound before it is said: connections are accepted from now on
        assert line.startswith("oncebitten mcp: serving http://127.0.0.1:"), line + process.stderr.read()
        assert f"(store {tmp_path / 'http.db'}; Ctrl-C to stop)" in line
        url = line.split()[3]
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        if process.stderr:
            process.stderr.close()


async def test_over_streamable_http_on_loopback(http_server: str) -> None:
    async with Client(http_server) as client:
        failure = await call(client, "failure_record", taskId="t", error="TimeoutError: read timed out", approach="a")
        assert failure["errorType"] == "timeout"
        assert "no failure with id" in await error_of(client, "failure_resolve", failureId="fm-0", approach="b")


# -- the command line -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (["--http", "--host", "0.0.0.0"], 2, "--allow-remote"),
        (["--http", "--host", "example.com"], 2, "not a loopback address"),
        (["--port", "9000"], 2, "go with --http"),
        (["--http", "--port", "70000"], 2, "port"),
    ],
)
def test_the_mcp_command_refuses_bad_options_before_serving(
    args: list[str], code: int, needle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["mcp", "--db", str(tmp_path / "m.db"), *args]) == code
    captured = capsys.readouterr()
    assert captured.out == "" and needle in captured.err and "Traceback" not in captured.err


def test_a_port_in_use_is_one_error_line_with_exit_1_not_the_warn_code(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        ran = subprocess.run(
            [sys.executable, "-m", "oncebitten", "mcp", "--db", str(tmp_path / "m.db"), "--http", "--port", str(port)],
            capture_output=True, text=True, env=_process_env(), timeout=60,
        )  # fmt: skip
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr.splitlines() == [f"oncebitten: error: cannot listen on 127.0.0.1:{port}: Address already in use"]


def test_mcp_refuses_json_it_could_not_print(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mcp", "--db", str(tmp_path / "m.db"), "--json"]) == 2
    assert "JSON-RPC" in capsys.readouterr().err


def test_the_mcp_server_and_the_dashboard_default_to_different_ports() -> None:
    from oncebitten.cli import frontends
    from oncebitten.mcp_server import DEFAULT_HTTP_PORT
    from oncebitten.report.server import DEFAULT_PORT

    assert (frontends._MCP_PORT, frontends._UI_PORT) == (DEFAULT_HTTP_PORT, DEFAULT_PORT)
    assert DEFAULT_HTTP_PORT != DEFAULT_PORT


def test_without_the_sdk_the_mcp_command_says_what_to_install(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['mcp'] = None\n"  # as if the extra were not installed
        "from oncebitten.cli import main\n"
        f"raise SystemExit(main(['mcp', '--db', {str(tmp_path / 'm.db')!r}]))"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_process_env(), timeout=60)
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr.strip() == f"oncebitten: error: {MCP_MISSING}"
    assert "pip install 'mcp>=2.3,<3'" in MCP_MISSING and "pip install -e '.[mcp]'" in MCP_MISSING


def test_the_command_line_loads_the_sdk_only_for_the_mcp_command() -> None:
    code = "import sys, oncebitten.cli; assert not [m for m in sys.modules if m.split('.')[0] in ('mcp', 'pydantic')]"
    subprocess.run([sys.executable, "-c", code], check=True, env=_process_env(), timeout=60)


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("127.0.0.1", True), ("127.8.0.1", True), ("localhost", True), ("::1", True), ("[::1]", True),
     ("0.0.0.0", False), ("192.168.1.10", False), ("::", False), ("example.com", False)],
)  # fmt: skip
def test_only_loopback_hosts_are_served_without_allow_remote(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def test_any_text_is_stored_or_refused_with_a_reason_never_an_unexpected_error(db: str) -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    server = build_server(db)

    @settings(max_examples=25, deadline=None)
    @given(st.text(max_size=300), st.text(max_size=40))
    def check(text: str, name: str) -> None:
        calls = [
            ("failure_record", {"taskId": name, "error": text, "approach": name, "context": text}),
            ("failure_query", {"error": text, "context": name}),
            ("advisor_record", {"tool": name, "params": {"cmd": text}, "error": text}),
            ("advisor_check", {"tool": name, "params": {name: text}}),
            ("learning_record", {"category": name, "content": text, "tags": [name]}),
            ("learning_search", {"query": text}),
            ("outcome_record", {"module": name, "hypothesis": text, "outcome": "rejected", "rejectionReason": text}),
            ("outcome_was_rejected", {"module": name, "hypothesis": text}),
        ]

        async def run() -> None:
            async with Client(server) as client:
                for tool, arguments in calls:
                    result = await client.call_tool(tool, arguments)
                    if result.is_error:  # a refusal says why; only a crash is the bare "Error executing tool X"
                        assert getattr(result.content[0], "text", "") != f"Error executing tool {tool}", arguments

        anyio.run(run)

    check()


@pytest.mark.parametrize("name", [*TOOLS, *SEED_ALIASES])
def test_every_tool_is_documented(name: str) -> None:
    assert f"`{name}`" in (ROOT / "docs" / "mcp.md").read_text(encoding="utf-8")


# -- HTTP: rebinding protection on every loopback host, a bearer token for remote serving ------------------------

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}  # fmt: skip


def _serve_http(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen[str], int]:
    """``oncebitten mcp --http --port 0 ARGS``, and the port it says it listens on."""
    process = subprocess.Popen(
        [sys.executable, "-m", "oncebitten", "mcp", "--db", str(tmp_path / "http.db"), "--http", "--port", "0",
         *args],
        env={**os.environ, "PYTHONPATH": SRC, **(env or {})}, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    assert process.stderr is not None
    said: list[str] = []
    while True:
        line = process.stderr.readline()
        said.append(line)
        if not line or "serving http://" in line:
            break
    assert line, "".join(said)
    process.said = "".join(said)  # type: ignore[attr-defined]
    port = int(line.split("serving http://", 1)[1].split("/")[0].rsplit(":", 1)[1])
    return process, port


def _stop(process: subprocess.Popen[str]) -> str:
    process.terminate()
    process.wait(timeout=10)
    err = str(getattr(process, "said", "")) + (process.stderr.read() if process.stderr else "")
    if process.stderr:
        process.stderr.close()
    return err


def _post(address: str, port: int, host_header: str, **headers: str) -> int:
    import http.client
    import json

    conn = http.client.HTTPConnection(address, port, timeout=30)
    try:
        conn.request("POST", "/mcp", body=json.dumps(INITIALIZE), headers={
            "Host": host_header, "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
            **headers})  # fmt: skip
        response = conn.getresponse()
        response.read()
        return int(response.status)
    finally:
        conn.close()


@pytest.mark.parametrize("host", ["127.0.0.2", "LOCALHOST", "::1"])
def test_dns_rebinding_protection_is_on_for_every_loopback_host(tmp_path: Path, host: str) -> None:
    process, port = _serve_http(tmp_path, "--host", host)
    address = "::1" if host == "::1" else ("127.0.0.1" if host == "LOCALHOST" else host)
    own = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        assert _post(address, port, own) == 200
        assert _post(address, port, f"localhost:{port}") == 200
        assert _post(address, port, f"attacker.example:{port}") == 421  # a rebound name: refused
        assert _post(address, port, own, Origin="http://attacker.example") == 403
    finally:
        _stop(process)


def test_allow_remote_requires_a_bearer_token_made_and_printed_when_not_given(tmp_path: Path) -> None:
    process, port = _serve_http(tmp_path, "--host", "127.0.0.3", "--allow-remote")
    try:
        assert _post("127.0.0.3", port, f"127.0.0.3:{port}") == 401
        assert _post("127.0.0.3", port, f"127.0.0.3:{port}", Authorization="Bearer wrong") == 401
        time.sleep(0.2)
    finally:
        err = _stop(process)
    token = err.split("Authorization: Bearer ", 1)[1].split("'", 1)[0]
    assert len(token) >= 32
    (tmp_path / "token").write_text(token + "\n")
    process, port = _serve_http(tmp_path, "--host", "127.0.0.3", "--allow-remote", "--token-file",
                                str(tmp_path / "token"))  # fmt: skip
    try:
        assert _post("127.0.0.3", port, f"127.0.0.3:{port}", Authorization=f"Bearer {token}") == 200
        assert _post("127.0.0.3", port, f"127.0.0.3:{port}") == 401
    finally:
        assert "Bearer" not in _stop(process)  # a token given is not printed


def test_a_token_from_the_environment_is_used_and_not_printed(tmp_path: Path) -> None:
    token = "t0k3n-from-the-environment-0123456789"
    process, port = _serve_http(tmp_path, "--host", "127.0.0.4", "--allow-remote",
                                env={"ONCEBITTEN_MCP_TOKEN": token})  # fmt: skip
    try:
        assert _post("127.0.0.4", port, f"127.0.0.4:{port}", Authorization=f"Bearer {token}") == 200
        assert _post("127.0.0.4", port, f"127.0.0.4:{port}") == 401
    finally:
        assert token not in _stop(process)
