"""LangChain tools behind oncebitten: ``pip install oncebitten langchain-core; python examples/langchain_tools.py``.

A scripted agent (no model, no network) calls two LangChain tools the way an agent executor does, with
tool calls that come back as ``ToolMessage``s. The same failing call is blocked on its fourth try and the
model is told why; editing the file under test is a real fix, so the next call runs again.
Uses a temporary database and project and leaves nothing behind.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path
from typing import Any

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, ToolException, tool

from oncebitten import FailureMemory
from oncebitten.advisor.guard import guard


def make_tools(memory: FailureMemory) -> list[BaseTool]:
    @tool
    @guard(memory, tool_name="run_tests", files_param="path", raise_on_block=ToolException)
    def run_tests(path: str) -> str:
        """Run the tests in one file; report what failed."""
        if "split(',')" in Path(path).read_text():
            raise ToolException(f"FAILED {path}::test_quoted_commas - AssertionError: 3 != 2")
        return f"1 passed ({path})"

    @tool
    @guard(memory, tool_name="fetch_docs", raise_on_block=ToolException)
    async def fetch_docs(url: str) -> str:
        """Fetch a documentation page."""
        await asyncio.sleep(0)
        raise ToolException(f"404 Not Found: {url}")

    for made in (run_tests, fetch_docs):
        made.handle_tool_error = True  # failures and blocks go back to the model as error ToolMessages
    return [run_tests, fetch_docs]


async def call(tools: dict[str, BaseTool], name: str, n: int, **args: Any) -> ToolMessage:
    message = await tools[name].ainvoke({"type": "tool_call", "id": f"call-{n}", "name": name, "args": args})
    assert isinstance(message, ToolMessage)
    print(f"  {n:>2}. {name}({', '.join(f'{k}={v!r}' for k, v in args.items())})")
    print(f"      -> [{message.status}] {message.content}")
    return message


async def session(memory: FailureMemory, project: Path) -> None:
    tools = {made.name: made for made in make_tools(memory)}
    parser = project / "csv_parser.py"
    parser.write_text("def parse(line):\n    return line.split(',')\n")
    test = str(parser)

    print("The agent keeps re-running the same failing tests:")
    for n in range(1, 5):
        await call(tools, "run_tests", n, path=test)
    print("It fixes the parser (the file changed, so the environment did) and runs them again:")
    parser.write_text("import csv\n\ndef parse(line):\n    return next(csv.reader([line]))\n")
    await call(tools, "run_tests", 5, path=test)
    print("An async tool, failing the same way:")
    for n in range(6, 10):
        await call(tools, "fetch_docs", n, url="https://example.invalid/csv")


def main() -> None:
    logging.basicConfig(level=logging.ERROR)  # the guard logs WARN / BLOCK at WARNING; keep output short
    with tempfile.TemporaryDirectory() as tmp:
        memory = FailureMemory(Path(tmp) / "memory.db")
        project = Path(tmp) / "project"
        project.mkdir()
        asyncio.run(session(memory, project))
        stats = memory.get_stats()
        print(f"memory: {stats['total_records']} failure records, {stats['blocking']} of them blocking")
        memory.close()


if __name__ == "__main__":
    main()
