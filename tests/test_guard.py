"""Tests for oncebitten.advisor.guard: the tool registry (seed 000's integration) and the @guard decorator."""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from oncebitten import AdvisoryResult, FailureMemory, StoreBusy, ToolBlocked
from oncebitten.advisor.guard import (
    ToolExecutionContext,
    ToolRegistry,
    ToolResult,
    default_is_failure,
    guard,
)
from oncebitten.advisor.memory import Advisory, EvolutionStatus
from oncebitten.errors import InvalidInput

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def memory(tmp_path: Path) -> FailureMemory:
    return FailureMemory(tmp_path / "m.db")


@pytest.fixture
def context(tmp_path: Path) -> ToolExecutionContext:
    work = tmp_path / "work"
    work.mkdir()
    return ToolExecutionContext(working_directory=work)


def env_of(context: ToolExecutionContext) -> str:
    return FailureMemory.compute_env_snapshot_hash(
        working_directory=context.working_directory, file_context=context.metadata.get("file_context")
    )


def failing_registry(memory: FailureMemory, **options: Any) -> tuple[ToolRegistry, list[dict[str, Any]]]:
    """A registry with a tool ``read`` that always fails, and the list of calls it received."""
    registry = ToolRegistry(memory, **options)
    calls: list[dict[str, Any]] = []

    def read(path: str) -> ToolResult:
        calls.append({"path": path})
        return ToolResult(False, None, "read", 1.0, error=f"FileNotFoundError: {path}")

    registry.register("read", read)
    return registry, calls


# -- seed 000's integration tests ---------------------------------------------------------------------


def test_tool_registry_blocks_repeated_failures(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry, calls = failing_registry(memory)

    results = [asyncio.run(registry.execute_tool("read", context, path="a.txt")) for _ in range(4)]

    assert [r.success for r in results] == [False, False, False, False]
    assert len(calls) == 3  # the fourth call never reached the tool
    blocked = results[3]
    assert blocked.error is not None and blocked.error.startswith("BLOCKED by Failure Memory: ")
    assert "FileNotFoundError: a.txt" in blocked.error
    assert blocked.metadata == {"advisory": "BLOCK", "retry_count": 3}
    assert blocked.duration_ms == 0


def test_tool_registry_allows_different_env(
    memory: FailureMemory, context: ToolExecutionContext, tmp_path: Path
) -> None:
    registry, calls = failing_registry(memory)
    for _ in range(3):
        asyncio.run(registry.execute_tool("read", context, path="a.txt"))

    elsewhere = ToolExecutionContext(working_directory=tmp_path / "elsewhere")
    result = asyncio.run(registry.execute_tool("read", elsewhere, path="a.txt"))

    assert len(calls) == 4
    assert result.error == "FileNotFoundError: a.txt"
    assert memory.check_advisory("read", {"path": "a.txt"}, env_of(context)).result is AdvisoryResult.BLOCK


def test_tool_registry_clears_on_success(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry = ToolRegistry(memory)
    fixed = False

    @registry.tool
    def build(target: str) -> dict[str, Any]:
        return {"success": fixed, "error": "SyntaxError: invalid syntax"}

    asyncio.run(registry.execute_tool("build", context, target="all"))
    assert memory.check_advisory("build", {"target": "all"}, env_of(context)).result is AdvisoryResult.WARN

    fixed = True
    result = asyncio.run(registry.execute_tool("build", context, target="all"))

    assert result.success
    advisory = memory.check_advisory("build", {"target": "all"}, env_of(context))
    assert advisory.result is AdvisoryResult.ALLOW
    assert advisory.failure_record is not None
    assert advisory.failure_record.evolution_status is EvolutionStatus.RESOLVED


# -- the registry -------------------------------------------------------------------------------------


def test_unknown_tool_is_a_failed_result(memory: FailureMemory) -> None:
    result = asyncio.run(ToolRegistry(memory).execute_tool("nope", ToolExecutionContext()))
    assert result == ToolResult(False, None, "nope", 0, error="Tool nope not found")


def test_async_and_sync_tools_run_under_both_entry_points(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry = ToolRegistry(memory)

    @registry.tool("double")
    def double(n: int) -> int:
        return n * 2

    @registry.tool("triple")
    async def triple(n: int) -> int:
        await asyncio.sleep(0)
        return n * 3

    async def both() -> tuple[ToolResult, ToolResult]:
        return await registry.execute_tool("double", context, n=2), await registry.execute_tool("triple", context, n=2)

    a, b = asyncio.run(both())
    c = registry.execute_tool_sync("double", context, n=5)
    d = registry.execute_tool_sync("triple", context, n=5)

    assert [(r.success, r.data, r.tool_name) for r in (a, b, c, d)] == [
        (True, 4, "double"),
        (True, 6, "triple"),
        (True, 10, "double"),
        (True, 15, "triple"),
    ]
    assert all(r.duration_ms >= 0 for r in (a, b, c, d))


def test_tool_receives_context_only_when_it_asks_for_it(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry = ToolRegistry(memory)
    seen: list[Any] = []

    @registry.tool
    def with_context(x: int, context: ToolExecutionContext) -> int:
        seen.append(context)
        return x

    @registry.tool
    def with_kwargs(**kwargs: Any) -> dict[str, Any]:
        return kwargs

    registry.execute_tool_sync("with_context", context, x=1)
    result = registry.execute_tool_sync("with_kwargs", context, x=1)

    assert seen == [context]
    assert result.data == {"x": 1}


def test_raised_exception_is_recorded_with_its_type_and_returned_as_error(
    memory: FailureMemory, context: ToolExecutionContext
) -> None:
    registry = ToolRegistry(memory)
    errors: list[dict[str, Any]] = []
    registry.on("tool_execution_error", errors.append)

    @registry.tool
    async def parse(text: str) -> None:
        raise ValueError("bad")

    result = asyncio.run(registry.execute_tool("parse", context, text="x"))

    assert not result.success
    assert result.error == "Execution error: bad"
    advisory = memory.check_advisory("parse", {"text": "x"}, env_of(context))
    assert advisory.failure_record is not None
    assert advisory.failure_record.error_message == "ValueError: bad"
    assert [e["error"] for e in errors] == [result]
    assert isinstance(errors[0]["exception"], ValueError)


@pytest.mark.parametrize(
    "returned",
    [
        ToolResult(False, None, "t", 0, error="boom"),
        {"success": False, "error": "boom"},
        {"isError": True, "content": [{"type": "text", "text": "boom"}]},
        {"is_error": True, "message": "boom"},
    ],
    ids=["ToolResult", "success-false", "mcp-isError", "is_error"],
)
def test_error_results_are_recorded(memory: FailureMemory, context: ToolExecutionContext, returned: Any) -> None:
    registry = ToolRegistry(memory)
    registry.register("t", lambda: returned)

    result = registry.execute_tool_sync("t", context)

    assert not result.success
    assert result.error == "boom"
    record = memory.check_advisory("t", {}, env_of(context)).failure_record
    assert record is not None and record.error_message == "boom"


def test_successful_plain_results_are_wrapped(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry = ToolRegistry(memory)
    registry.register("t", lambda: {"success": True, "rows": 3})

    result = registry.execute_tool_sync("t", context)

    assert result.success and result.error is None
    assert result.data == {"success": True, "rows": 3}
    assert memory.get_stats()["total_records"] == 0


def test_custom_failure_detector_decides_what_is_recorded(memory: FailureMemory, context: ToolExecutionContext) -> None:
    def nonzero_exit(result: Any) -> str | None:
        return f"exit {result['code']}" if result["code"] else None

    registry = ToolRegistry(memory, is_failure=nonzero_exit)
    registry.register("sh", lambda cmd: {"code": 2})

    result = registry.execute_tool_sync("sh", context, cmd="false")

    assert not result.success and result.error == "exit 2"
    assert memory.check_advisory("sh", {"cmd": "false"}, env_of(context)).result is AdvisoryResult.WARN


def test_raise_on_block_raises_tool_blocked_with_the_advisory(
    memory: FailureMemory, context: ToolExecutionContext
) -> None:
    registry, calls = failing_registry(memory, raise_on_block=True)
    blocked_events: list[dict[str, Any]] = []
    registry.on("failure_memory_blocked", blocked_events.append)
    for _ in range(3):
        registry.execute_tool_sync("read", context, path="a.txt")

    with pytest.raises(ToolBlocked) as caught:
        asyncio.run(registry.execute_tool("read", context, path="a.txt"))

    assert caught.value.tool_name == "read"
    assert caught.value.advisory.result is AdvisoryResult.BLOCK
    assert caught.value.advisory.retry_count == 3
    assert len(calls) == 3
    assert [e["advisory"] for e in blocked_events] == [caught.value.advisory]


def test_warning_events_reach_sync_and_async_subscribers(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry, _ = failing_registry(memory)
    sync_seen: list[dict[str, Any]] = []
    async_seen: list[dict[str, Any]] = []
    registry.on("failure_memory_warning", sync_seen.append)

    @registry.on("failure_memory_warning")
    async def remember(data: dict[str, Any]) -> None:
        await asyncio.sleep(0)
        async_seen.append(data)

    registry.execute_tool_sync("read", context, path="a.txt")  # first failure: ALLOW, no warning
    assert sync_seen == [] and async_seen == []

    result = asyncio.run(registry.execute_tool("read", context, path="a.txt"))
    registry.execute_tool_sync("read", context, path="b.txt")  # a different call: no warning

    assert len(sync_seen) == 1 and len(async_seen) == 1
    data = sync_seen[0]
    assert set(data) == {"tool_name", "advisory", "context"}
    assert data["tool_name"] == "read" and data["context"] is context
    assert data["advisory"].result is AdvisoryResult.WARN
    assert async_seen[0]["advisory"] is data["advisory"]
    assert result.metadata["advisory"] == "WARN" and result.metadata["retry_count"] == 1


def test_async_subscriber_is_run_by_execute_tool_sync(memory: FailureMemory, context: ToolExecutionContext) -> None:
    registry, _ = failing_registry(memory)
    seen: list[str] = []

    async def remember(data: dict[str, Any]) -> None:
        seen.append(data["advisory"].result.value)

    registry.on("failure_memory_warning", remember)
    registry.execute_tool_sync("read", context, path="a.txt")
    registry.execute_tool_sync("read", context, path="a.txt")

    assert seen == ["WARN"]


def test_failing_handlers_are_logged_and_do_not_break_the_call(
    memory: FailureMemory, context: ToolExecutionContext, caplog: pytest.LogCaptureFixture
) -> None:
    registry = ToolRegistry(memory)
    registry.register("ok", lambda: "done")

    def broken(data: dict[str, Any]) -> None:
        raise RuntimeError("sync handler bug")

    async def broken_async(data: dict[str, Any]) -> None:
        raise RuntimeError("async handler bug")

    delivered: list[str] = []
    for event in ("tool_pre_execution", "tool_post_execution"):
        registry.on(event, broken)
        registry.on(event, broken_async)
        registry.on(event, lambda data, event=event: delivered.append(event))

    with caplog.at_level(logging.ERROR, logger="oncebitten"):
        result = asyncio.run(registry.execute_tool("ok", context))
        sync_result = registry.execute_tool_sync("ok", context)

    assert result.success and result.data == "done"
    assert sync_result.success and sync_result.data == "done"
    assert delivered == ["tool_pre_execution", "tool_post_execution"] * 2
    logged = sorted(str(r.exc_info[1]) for r in caplog.records if r.exc_info)
    assert logged == ["async handler bug"] * 4 + ["sync handler bug"] * 4


def test_editing_a_file_in_context_allows_the_blocked_call_again(memory: FailureMemory, tmp_path: Path) -> None:
    source = tmp_path / "main.py"
    source.write_text("print(")
    context = ToolExecutionContext(working_directory=tmp_path, metadata={"file_context": [str(source)]})
    registry = ToolRegistry(memory)

    @registry.tool
    def run(path: str) -> dict[str, Any]:
        ok = Path(path).read_text() == "print()"
        return {"success": ok, "error": None if ok else "SyntaxError: '(' was never closed"}

    for _ in range(3):
        registry.execute_tool_sync("run", context, path=str(source))
    assert registry.execute_tool_sync("run", context, path=str(source)).error.startswith("BLOCKED")  # type: ignore[union-attr]

    source.write_text("print()")  # the real fix
    result = registry.execute_tool_sync("run", context, path=str(source))

    assert result.success
    assert memory.check_advisory("run", {"path": str(source)}, env_of(context)).result is AdvisoryResult.ALLOW


def test_modes_restrict_where_a_tool_runs(memory: FailureMemory) -> None:
    registry = ToolRegistry(memory)
    registry.register("rm", lambda: "removed", modes={"write"})

    refused = registry.execute_tool_sync("rm", ToolExecutionContext(mode="read"))
    allowed = registry.execute_tool_sync("rm", ToolExecutionContext(mode="write"))

    assert refused.error == "Tool rm not available in read mode"
    assert allowed.data == "removed"
    assert memory.get_stats()["total_records"] == 0


def test_registration_rejects_duplicates_unless_replacing(memory: FailureMemory) -> None:
    registry = ToolRegistry(memory)
    registry.register("t", lambda: 1)

    with pytest.raises(InvalidInput):
        registry.register("t", lambda: 2)
    registry.register("t", lambda: 3, replace=True)

    assert "t" in registry and registry.tools["t"]() == 3


def test_subscribing_to_an_unknown_event_is_refused(memory: FailureMemory) -> None:
    with pytest.raises(InvalidInput, match="unknown event"):
        ToolRegistry(memory).on("failure_memory_warnings", print)


def test_sync_entry_point_refuses_async_tool_inside_a_running_loop(memory: FailureMemory) -> None:
    registry = ToolRegistry(memory)

    @registry.tool
    async def slow() -> None:
        raise AssertionError("must not run")

    async def inside_loop() -> None:
        registry.execute_tool_sync("slow", ToolExecutionContext())

    with pytest.raises(InvalidInput):
        asyncio.run(inside_loop())
    assert memory.get_stats()["total_records"] == 0


class CountingMemory(FailureMemory):
    """Counts the writes that clear failures."""

    clears = 0

    def clear_failure(self, *args: Any, **kwargs: Any) -> bool:
        self.clears += 1
        return super().clear_failure(*args, **kwargs)


def test_a_success_writes_only_when_a_pending_failure_was_seen(tmp_path: Path) -> None:
    memory = CountingMemory(tmp_path / "m.db")
    outcomes = iter([1, 2, ToolResult(False, None, "t", 0, error="boom"), 3, 4])

    @guard(memory, tool_name="t")
    def step() -> object:
        return next(outcomes)

    step()
    step()
    assert memory.clears == 0  # nothing was failing: a success is one read
    step()  # fails
    step()  # succeeds after a WARN: clears
    step()  # already resolved: no write
    assert memory.clears == 1
    assert memory.check_advisory("t", {}).failure_record.evolution_status is EvolutionStatus.RESOLVED  # type: ignore[union-attr]


def test_a_success_clears_below_the_warning_threshold(tmp_path: Path) -> None:
    memory = FailureMemory(tmp_path / "m.db", warn_threshold=2)
    outcomes = iter([{"success": False}, {"success": True}])
    registry = ToolRegistry(memory)
    registry.register("t", lambda: next(outcomes))

    registry.execute_tool_sync("t")
    registry.execute_tool_sync("t")

    stats = memory.get_stats()
    assert stats["resolved"] == 1 and stats["pending"] == 0


class BusyMemory(FailureMemory):
    """Fault injection: a memory whose store is always busy."""

    def check_advisory(self, *args: Any, **kwargs: Any) -> Advisory:
        raise StoreBusy("database is locked")

    def record_failure(self, *args: Any, **kwargs: Any) -> Any:
        raise StoreBusy("database is locked")


def test_an_unavailable_memory_fails_open(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    registry = ToolRegistry(BusyMemory(tmp_path / "m.db"))
    registry.register("t", lambda: {"success": False, "error": "boom"})

    with caplog.at_level(logging.WARNING, logger="oncebitten"):
        result = registry.execute_tool_sync("t", ToolExecutionContext())

    assert result.error == "boom"  # the tool ran, its result came back
    assert "failure memory unavailable" in caplog.text


# -- default_is_failure -------------------------------------------------------------------------------


class Reply:
    def __init__(self, **attributes: Any) -> None:
        self.__dict__.update(attributes)


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        (None, None),
        ("error: looks bad but is just text", None),
        (0, None),
        (False, None),
        ([{"success": False}], None),
        ({}, None),
        ({"success": None}, None),
        ({"success": True, "error": "ignored"}, None),
        ({"isError": False}, None),
        (ToolResult(True, 1, "t", 0), None),
        (ToolResult(False, None, "t", 0), "Unknown error"),
        (ToolResult(False, None, "t", 0, error="boom"), "boom"),
        (Reply(success=False, error=OSError("disk full")), "disk full"),
        (Reply(isError=True, content=[Reply(type="text", text="a"), Reply(type="text", text="b")]), "a\nb"),
        ({"success": False, "message": "boom"}, "boom"),
        ({"success": False, "error": {"code": -32000, "message": "boom"}}, "boom"),
        ({"success": False, "error": ""}, "{'success': False, 'error': ''}"),
        ({"is_error": True}, "{'is_error': True}"),
    ],
)
def test_default_is_failure(result: Any, expected: str | None) -> None:
    assert default_is_failure(result) == expected


# -- the decorator ------------------------------------------------------------------------------------


def test_guard_blocks_a_function_after_three_failures(memory: FailureMemory, tmp_path: Path) -> None:
    calls = 0

    @guard(memory, tool_name="compile")
    def compile_file(path: str, cwd: str) -> dict[str, Any]:
        nonlocal calls
        calls += 1
        return {"success": False, "error": "SyntaxError"}

    results = [compile_file("a.py", cwd=str(tmp_path)) for _ in range(4)]

    assert calls == 3
    blocked = results[3]
    assert isinstance(blocked, ToolResult)
    assert not blocked.success and blocked.tool_name == "compile"
    assert blocked.error == "BLOCKED by Failure Memory: Blocked: 3 failures in same environment. Error: SyntaxError"
    env = FailureMemory.compute_env_snapshot_hash(working_directory=str(tmp_path))
    params = {"path": "a.py", "cwd": str(tmp_path)}
    assert memory.check_advisory("compile", params, env).result is AdvisoryResult.BLOCK
    assert compile_file("a.py", cwd=str(tmp_path / "other")) == {"success": False, "error": "SyntaxError"}


def test_guard_records_and_reraises_exceptions(memory: FailureMemory) -> None:
    @guard(memory, tool_name="div")
    def div(a: int, b: int) -> float:
        return a / b

    with pytest.raises(ZeroDivisionError):
        div(1, 0)
    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            div(1, b=0)  # the same call, however the arguments are spelled
    blocked = div(a=1, b=0)

    assert isinstance(blocked, ToolResult) and blocked.metadata == {"advisory": "BLOCK", "retry_count": 3}
    record = memory.check_advisory("div", {"a": 1, "b": 0}).failure_record
    assert record is not None and record.error_message == "ZeroDivisionError: division by zero"
    assert div(1, 2) == 0.5


def test_guard_applies_defaults_when_identifying_calls(memory: FailureMemory) -> None:
    @guard(memory, tool_name="fetch")
    def fetch(url: str, retries: int = 0) -> dict[str, Any]:
        return {"success": False, "error": "404"}

    fetch("http://x")

    assert memory.check_advisory("fetch", {"url": "http://x", "retries": 0}).result is AdvisoryResult.WARN
    assert memory.check_advisory("fetch", {"url": "http://x"}).result is AdvisoryResult.ALLOW


def test_guard_clears_on_success(memory: FailureMemory) -> None:
    outcomes = iter([ToolResult(False, None, "t", 0, error="boom"), ToolResult(True, "ok", "t", 0)])

    @guard(memory, tool_name="t")
    def step(n: int) -> ToolResult:
        return next(outcomes)

    step(1)
    assert memory.check_advisory("t", {"n": 1}).result is AdvisoryResult.WARN
    step(1)
    assert memory.check_advisory("t", {"n": 1}).result is AdvisoryResult.ALLOW


def test_guard_raise_on_block_and_on_warn(memory: FailureMemory) -> None:
    warnings: list[Advisory] = []

    @guard(memory, tool_name="t", raise_on_block=True, on_warn=warnings.append)
    def step() -> None:
        raise ConnectionError("refused")

    for _ in range(3):
        with pytest.raises(ConnectionError):
            step()
    with pytest.raises(ToolBlocked) as caught:
        step()

    assert [w.retry_count for w in warnings] == [1, 2]
    assert caught.value.advisory.result is AdvisoryResult.BLOCK
    assert caught.value.tool_name == "t"


class FrameworkToolError(Exception):
    """Stands for a framework's "tell the model this call failed" exception (LangChain's ToolException)."""


def test_raise_on_block_with_an_exception_class_raises_it_from_tool_blocked(
    memory: FailureMemory, context: ToolExecutionContext
) -> None:
    @guard(memory, tool_name="t", raise_on_block=FrameworkToolError)
    async def step() -> None:
        raise FrameworkToolError("upstream said no")

    for _ in range(3):
        with pytest.raises(FrameworkToolError, match="upstream said no"):
            asyncio.run(step())
    with pytest.raises(FrameworkToolError, match="^t: Blocked: 3 failures") as caught:
        asyncio.run(step())
    assert isinstance(caught.value.__cause__, ToolBlocked)
    assert caught.value.__cause__.advisory.retry_count == 3

    registry, _ = failing_registry(memory, raise_on_block=FrameworkToolError)
    for _ in range(3):
        registry.execute_tool_sync("read", context, path="a.txt")
    with pytest.raises(FrameworkToolError, match="^read: Blocked") as caught:
        registry.execute_tool_sync("read", context, path="a.txt")
    assert isinstance(caught.value.__cause__, ToolBlocked)


def test_guard_on_async_functions(memory: FailureMemory) -> None:
    warnings: list[int] = []

    async def on_warn(advisory: Advisory) -> None:
        await asyncio.sleep(0)
        warnings.append(advisory.retry_count)

    @guard(memory, tool_name="fetch", on_warn=on_warn)
    async def fetch(url: str) -> str:
        await asyncio.sleep(0)
        raise TimeoutError(url)

    async def scenario() -> Any:
        for _ in range(3):
            with pytest.raises(TimeoutError):
                await fetch("http://x")
        return await fetch("http://x")

    blocked = asyncio.run(scenario())

    assert isinstance(blocked, ToolResult) and not blocked.success
    assert warnings == [1, 2]
    record = memory.check_advisory("fetch", {"url": "http://x"}).failure_record
    assert record is not None and record.error_message == "TimeoutError: http://x"


def test_guard_preserves_name_docstring_and_coroutine_ness(memory: FailureMemory) -> None:
    def plain(x: int) -> int:
        """Plain docs."""
        return x

    async def coro(x: int) -> int:
        """Async docs."""
        return x

    guarded_plain, guarded_coro, bare = guard(memory)(plain), guard(memory)(coro), guard(coro)

    assert guarded_plain.__name__ == "plain" and guarded_plain.__doc__ == "Plain docs."
    assert guarded_coro.__name__ == "coro" and guarded_coro.__doc__ == "Async docs."
    assert guarded_plain.__wrapped__ is plain  # type: ignore[attr-defined]
    assert not inspect.iscoroutinefunction(guarded_plain)
    assert inspect.iscoroutinefunction(guarded_coro) and inspect.iscoroutinefunction(bare)
    assert inspect.signature(guarded_plain) == inspect.signature(plain)
    assert guarded_plain(3) == 3 and asyncio.run(guarded_coro(4)) == 4


def test_guard_uses_files_param_for_the_environment(memory: FailureMemory, tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("broken = ")

    @guard(memory, tool_name="load", files_param="path")
    def load(path: str) -> dict[str, Any]:
        ok = Path(path).read_text().strip() != "broken ="
        return {"success": ok, "error": None if ok else "TOMLDecodeError"}

    for _ in range(3):
        load(str(config))
    assert isinstance(load(str(config)), ToolResult)

    config.write_text("fixed = 1\n")

    assert load(str(config)) == {"success": True, "error": None}


def test_guard_leaves_self_out_of_the_call(memory: FailureMemory) -> None:
    class Client:
        @guard(memory, tool_name="get")
        def get(self, key: str) -> dict[str, Any]:
            return {"success": False, "error": "missing"}

    Client().get("k")
    Client().get("k")  # another instance, the same call

    assert memory.check_advisory("get", {"key": "k"}).retry_count == 2


def test_guard_lets_argument_errors_through_unrecorded(memory: FailureMemory) -> None:
    @guard(memory, tool_name="t")
    def step(x: int) -> int:
        return x

    with pytest.raises(TypeError):
        step(1, 2)  # type: ignore[call-arg]
    assert memory.get_stats()["total_records"] == 0


def test_guard_rejects_a_files_param_that_is_not_a_parameter(memory: FailureMemory) -> None:
    with pytest.raises(InvalidInput):
        guard(memory, files_param="paths")(lambda path: path)


def test_guard_creates_the_default_memory_lazily_from_oncebitten_db(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "lazy" / "memory.db"
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.setenv("ONCEBITTEN_DB", str(db))

    @guard(tool_name="lazy")
    def step(x: int) -> dict[str, Any]:
        return {"success": False, "error": "boom"}

    assert not db.exists()  # decorating did no I/O

    step(1)

    assert db.exists()
    assert FailureMemory(db).check_advisory("lazy", {"x": 1}).result is AdvisoryResult.WARN


def test_guard_names_calls_after_the_function_unless_told(memory: FailureMemory) -> None:
    def parse(text: str) -> dict[str, Any]:
        return {"success": False, "error": "bad"}

    guard(memory)(parse)("x")
    guard(memory)(functools.partial(parse, "y"))()  # a partial's arguments are part of the call
    guard(memory)(functools.partial(parse, text="y"))()
    guard(memory, tool_name="parse")(parse)("x")

    name = f"{__name__}.{parse.__qualname__}"
    assert memory.check_advisory(name, {"text": "x"}).retry_count == 1
    assert memory.check_advisory(name, {"text": "y"}).retry_count == 2
    assert memory.check_advisory("parse", {"text": "x"}).retry_count == 1


# -- docs and example ---------------------------------------------------------------------------------


def test_examples_in_the_docs_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "default.db"))
    text = (ROOT / "docs" / "guard.md").read_text()
    blocks = re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)
    assert len(blocks) >= 6

    namespace: dict[str, Any] = {"__name__": "guard_docs"}
    for number, block in enumerate(blocks, 1):
        exec(compile(block, f"docs/guard.md block {number}", "exec"), namespace)


def test_example_script_runs(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "ONCEBITTEN_DB": str(tmp_path / "unused.db")}
    env.pop("ONCEBITTEN_URL", None)
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "guard_example.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert "BLOCKED by Failure Memory" in done.stdout
    assert not (tmp_path / "unused.db").exists()  # the example uses its own temporary database


def test_langchain_example_blocks_the_fourth_call_and_allows_the_fix(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "ONCEBITTEN_DB": str(tmp_path / "unused.db")}
    env.pop("ONCEBITTEN_URL", None)
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "langchain_tools.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )

    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    results = [line.strip() for line in lines if line.strip().startswith("->")]
    assert [r.split("]")[0] for r in results] == ["-> [error"] * 4 + ["-> [success"] + ["-> [error"] * 4
    assert "run_tests: Blocked: 3 failures in same environment" in results[3]
    assert "fetch_docs: Blocked: 3 failures in same environment" in results[8]
    assert not (tmp_path / "unused.db").exists()
