"""Guarding tool calls with oncebitten, end to end: ``python examples/guard_example.py``.

Uses a temporary database and a temporary project, prints what happened at each step, and leaves
nothing behind.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path
from typing import Any

from oncebitten import Advisory, FailureMemory, ToolBlocked
from oncebitten.advisor.guard import ToolExecutionContext, ToolRegistry, ToolResult, guard


def show(step: str, outcome: object, notes: list[str] | None = None) -> None:
    print(f"  {step:<28} -> {outcome}")
    for note in notes or []:
        print(f"  {'':<28}    ({note})")
    if notes:
        notes.clear()


def plain_function(memory: FailureMemory, project: Path) -> None:
    print("1. A plain function under @guard")
    script = project / "main.py"
    script.write_text("print('hello'\n")

    notes: list[str] = []

    @guard(
        memory,
        tool_name="run_script",
        files_param="path",
        on_warn=lambda a: notes.append(f"on_warn: {a.reason}"),
    )
    def run_script(path: str) -> dict[str, Any]:
        source = Path(path).read_text()
        try:
            compile(source, path, "exec")
        except SyntaxError as exc:
            return {"success": False, "error": f"SyntaxError: {exc.msg}"}
        return {"success": True, "output": "hello"}

    for attempt in range(1, 5):
        result = run_script(str(script))
        show(f"attempt {attempt}", result.error if isinstance(result, ToolResult) else result, notes)

    script.write_text("print('hello')\n")  # the real fix: the file changed, so the environment did
    show("after fixing main.py", run_script(str(script)))


def exceptions(memory: FailureMemory) -> None:
    print("2. Exceptions are recorded and re-raised; raise_on_block=True raises ToolBlocked")

    @guard(memory, tool_name="divide", raise_on_block=True)
    def divide(a: float, b: float) -> float:
        return a / b

    for attempt in range(1, 5):
        try:
            divide(1, 0)
        except ZeroDivisionError as exc:
            show(f"attempt {attempt}", f"ZeroDivisionError: {exc}")
        except ToolBlocked as blocked:
            show(f"attempt {attempt}", f"ToolBlocked: {blocked}")
    show("divide(1, 2)", divide(1, 2))


async def registry(memory: FailureMemory, project: Path) -> None:
    print("3. A ToolRegistry with an async tool and event subscribers")
    tools = ToolRegistry(memory)
    notes: list[str] = []

    @tools.tool("fetch")
    async def fetch(url: str) -> dict[str, Any]:
        await asyncio.sleep(0)
        return {"isError": True, "content": [{"type": "text", "text": f"404 Not Found: {url}"}]}

    @tools.on("failure_memory_warning")
    async def tell_the_model(event: dict[str, Any]) -> None:
        advisory: Advisory = event["advisory"]
        notes.append(f"event failure_memory_warning: {advisory.reason}")

    tools.on("failure_memory_blocked", lambda event: notes.append("event failure_memory_blocked"))

    here = ToolExecutionContext(working_directory=project)
    for attempt in range(1, 5):
        result = await tools.execute_tool("fetch", here, url="https://example.invalid/a")
        show(f"attempt {attempt}", result.error, notes)
    elsewhere = ToolExecutionContext(working_directory=project / "other")
    result = await tools.execute_tool("fetch", elsewhere, url="https://example.invalid/a")
    show("in another working directory", f"ran again: {result.error}")


def main() -> None:
    logging.basicConfig(level=logging.ERROR)  # the guard logs WARN / BLOCK at WARNING; keep output short
    with tempfile.TemporaryDirectory() as tmp:
        memory = FailureMemory(Path(tmp) / "memory.db")
        project = Path(tmp) / "project"
        project.mkdir()
        plain_function(memory, project)
        exceptions(memory)
        asyncio.run(registry(memory, project))
        stats = memory.get_stats()
        print(f"memory: {stats['total_records']} failure records, {stats['blocking']} of them blocking")
        memory.close()


if __name__ == "__main__":
    main()
