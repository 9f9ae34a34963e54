"""The documentation tells the truth (as sqlite-utils checks its own): every command and option is documented,
every README example runs as a newcomer would run it, and no text a user reads speaks the project's internal
vocabulary.

The README's examples run in a fresh temporary HOME and working directory, with this checkout's ``oncebitten``
first on PATH: Python blocks as one script, shell blocks line by line in one bash session, each line's exit
status checked. The few lines that cannot run here are listed in ``NOT_RUN`` with the reason.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from oncebitten.cli import COMMANDS, build_parser

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CLI_DOC = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")

#: README shell lines that are not run here, each with why (matched as a substring of the line).
NOT_RUN = {
    "make demo": "the quick start itself: CI runs `make demo` and `make test` from a fresh clone",
    "make test": "the quick start itself",
    "source .venv/bin/activate": "the test puts this checkout's oncebitten first on PATH instead",
    "pip install": "installing: the test runs in the environment that has it",
    "claude mcp add": "needs Claude Code (tests/test_mcp_server.py drives the server over stdio and HTTP)",
    "oncebitten ui": "serves until stopped (tests/test_cli_report.py runs it and stops it)",
    "postgresql://oncebitten@db": "needs that PostgreSQL server (tests/test_cli.py migrates both ways)",
}


# -- every command and option is documented ---------------------------------------------------------------


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _commands() -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """``(name, parser)`` for every command and every action of a command that has actions."""
    for name, parser in _subparsers(build_parser()).items():
        yield name, parser
        for action, sub in _subparsers(parser).items():
            yield f"{name} {action}", sub


COMMAND_PARSERS = dict(_commands())


def test_every_command_has_a_summary_a_description_and_examples() -> None:
    for command in COMMANDS.values():
        assert command.summary and command.description and command.examples.strip(), command.name
        for line in command.examples.replace("\\\n", " ").strip().splitlines():
            assert "oncebitten" in line, (command.name, line)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_is_documented_in_cli_md(name: str) -> None:
    assert re.search(rf"(^|[\s`(]){re.escape(f'oncebitten {name}')}\b", CLI_DOC, re.M) or f"`{name}`" in CLI_DOC, name


@pytest.mark.parametrize("name", sorted(COMMAND_PARSERS))
def test_every_option_of_every_command_is_documented_in_cli_md(name: str) -> None:
    missing = [
        option
        for action in COMMAND_PARSERS[name]._actions
        for option in action.option_strings
        if option.startswith("--") and option not in ("--help",) and f"{option}" not in CLI_DOC
    ]
    assert missing == [], f"oncebitten {name}: {missing} not in docs/cli.md"


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_takes_db_and_json_as_the_readme_says(name: str) -> None:
    options = {option for action in COMMAND_PARSERS[name]._actions for option in action.option_strings}
    assert {"--help", "--db", "--json"} <= options


def _example_commands() -> Iterator[tuple[str, list[str]]]:
    """Every ``oncebitten ...`` in the commands' own examples, as argument lists."""
    for command in COMMANDS.values():
        text = command.examples.replace("\\\n", " ")
        for line in text.strip().splitlines():
            for match in re.finditer(r"(?:^|\$\(|\|\s*)oncebitten (.*?)(?=$|\||;|\)|<|>)", line):
                yield line, shlex.split(match.group(1))


@pytest.mark.parametrize(("line", "args"), list(_example_commands()))
def test_every_example_in_the_help_parses(line: str, args: list[str]) -> None:
    try:
        build_parser().parse_args(args)
    except SystemExit as exc:  # pragma: no cover - the message is argparse's, on stderr
        pytest.fail(f"{line!r} does not parse (exit {exc.code})")


# -- the README's examples run ---------------------------------------------------------------------------------


def _blocks(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```", text, re.S | re.M)


@pytest.fixture
def newcomer(tmp_path: Path) -> dict[str, str]:
    """The environment of someone who has just installed oncebitten: an empty HOME, no ONCEBITTEN_*."""
    home = tmp_path / "home"
    work = tmp_path / "work"
    home.mkdir()
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ONCEBITTEN_")}
    env.update(HOME=str(home), PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
    env["PYTHONPATH"] = str(ROOT / "src")
    env["CWD"] = str(work)
    return env


def test_the_readme_python_examples_run_in_order_and_show_what_they_say(newcomer: dict[str, str]) -> None:
    script = "\n".join(_blocks(README, "python"))
    checks = []  # `expression  # 'what it gives'`: the comment is checked
    for number, line in enumerate(script.splitlines(), start=1):
        code, _, comment = line.partition("  # ")
        comment = comment.strip()
        if not code.strip() or not comment:
            continue
        if comment[0] in "'\"":  # a literal: what the expression gives
            expected = ast.literal_eval(comment)
            checks.append(f"assert ({code.strip()}) == {expected!r}, 'README line {number}'")
        elif re.match(r"(ErrorCategory|ErrorKind|AdvisoryResult)\.[A-Z_]+\b", comment):  # an enum member
            member = comment.split(":")[0].split()[0]
            checks.append(f"assert ({code.strip()}) is oncebitten.{member}, 'README line {number}'")
    ran = subprocess.run(
        [sys.executable, "-c", script + "\nimport oncebitten\n" + "\n".join(checks)],
        cwd=newcomer["CWD"], env=newcomer, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert "BLOCKED by Failure Memory" in ran.stdout  # the @guard example's fourth call
    assert len(checks) >= 4, "the README's Python examples state what they give"
    assert (Path(newcomer["HOME"]) / ".oncebitten" / "memory.db").is_file()  # the default store, as promised


def _shell_lines() -> Iterator[str]:
    for block in _blocks(README, "bash"):
        for line in block.replace("\\\n", " ").splitlines():
            if line.strip() and not line.lstrip().startswith("#"):
                yield line


def test_the_readme_shell_examples_run_and_exit_as_documented(newcomer: dict[str, str]) -> None:
    # `agent` stands for the reader's own agent in the loop example: one that says it is done.
    script = ['agent() { cat > /dev/null; printf "Done.\\n<task-done>\\n"; }']
    ran_lines = []
    for line in _shell_lines():
        if any(skip in line for skip in NOT_RUN):
            continue
        ran_lines.append(line)
        script.append(f'{line}\necho "__status $? {len(ran_lines) - 1}" >&2')
    ran = subprocess.run(
        ["bash", "-c", "\n".join(script)], cwd=newcomer["CWD"], env=newcomer, capture_output=True, text=True,
        timeout=300,
    )  # fmt: skip
    statuses = dict(
        (int(index), int(status)) for status, index in re.findall(r"^__status (\d+) (\d+)$", ran.stderr, re.M)
    )
    assert sorted(statuses) == list(range(len(ran_lines))), ran.stderr[-3000:]
    for index, line in enumerate(ran_lines):
        allowed = {0, 3, 4} if " check " in f" {line} " else {0}  # check answers by exit code
        assert statuses[index] in allowed, f"{line!r} exited {statuses[index]}:\n{ran.stderr[-3000:]}"
    assert "Traceback" not in ran.stderr and "error:" not in ran.stderr, ran.stderr[-3000:]
    assert (Path(newcomer["CWD"]) / "report.html").is_file()  # `oncebitten report --since 7d`


@pytest.mark.parametrize("command", sorted(set(re.findall(r"`(oncebitten hook install [^`]+)`", README))))
def test_the_readme_hook_install_commands_run(command: str, newcomer: dict[str, str]) -> None:
    ran = subprocess.run(
        [sys.executable, "-m", *shlex.split(command)], cwd=newcomer["CWD"], env=newcomer, capture_output=True,
        text=True, timeout=120,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    written = re.search(r"\| `" + re.escape(command) + r"` \| `([^`]+)`", README)
    assert written is not None and (Path(newcomer["CWD"]) / written.group(1)).is_file()


def test_the_readme_links_to_files_that_exist() -> None:
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", README):
        if "://" not in target:
            assert (ROOT / target).exists(), target
    for path in re.findall(r"`((?:examples|docs|benchmarks|scripts)/[^`\s]+)`", README):
        assert (ROOT / path).exists(), path


# -- no internal vocabulary in what a user reads ---------------------------------------------------------------

#: How the project spoke of its design documents and work items internally; never in front of a user.
INTERNAL = re.compile(r"\bseeds? ?0\d\d\b|\bseed-0\d\d\b|\bseed's\b|\bthe seeds?\b|\bissue \d+\b", re.I)


@pytest.mark.parametrize(
    "path",
    [
        "README.md",
        "benchmarks/README.md",
        *(f"docs/{p.name}" for p in sorted((ROOT / "docs").glob("*.md"))),
        *(f"examples/{p.name}" for p in sorted((ROOT / "examples").iterdir()) if p.is_file()),
    ],
)
def test_the_docs_name_the_designs_by_what_they_are(path: str) -> None:
    text = (ROOT / path).read_text(encoding="utf-8")
    found = [m.group(0) for m in INTERNAL.finditer(text.replace("seed002_iteration_memory", ""))]
    assert found == [], f"{path}: {found}"


def test_the_help_of_every_command_names_the_designs_by_what_they_are() -> None:
    texts = [build_parser().format_help()] + [parser.format_help() for parser in COMMAND_PARSERS.values()]
    found = [m.group(0) for text in texts for m in INTERNAL.finditer(text)]
    assert found == []


def test_the_demo_names_the_designs_by_what_they_are() -> None:
    import io

    from oncebitten.demo import run_demo

    out = io.StringIO()
    assert run_demo(out) == 0
    assert [m.group(0) for m in INTERNAL.finditer(out.getvalue())] == []


def test_the_mcp_tools_name_the_designs_by_what_they_are(tmp_path: Path) -> None:
    pytest.importorskip("mcp")
    import anyio

    from oncebitten.mcp_server import build_server

    server = build_server(str(tmp_path / "m.db"))
    tools = anyio.run(server.list_tools)
    texts = [tool.description or "" for tool in tools] + [server.instructions or ""]
    assert [m.group(0) for text in texts for m in INTERNAL.finditer(text)] == []
    assert any(tool.name == "god_failure_record" for tool in tools)  # the compatibility names stay
