"""Run the real hook entry point in a subprocess, as an agent would (helper for the hook tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = Path(__file__).resolve().parent / "golden"


class HookRun:
    """A hook process's result: exit code, stdout parsed as JSON (``None`` when empty), raw stdout, stderr."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.code = code
        self.raw = out
        self.err = err
        self.json: Any = json.loads(out) if out.strip() else None


def hook_env(db: str, home: Path, **extra: str) -> dict[str, str]:
    """The environment of a hook process: this tree's sources, the test store, a private oncebitten home."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ONCEBITTEN_") or k == "ONCEBITTEN_TEST_PG_URL"}
    env.update(
        PYTHONPATH=str(ROOT / "src"),
        ONCEBITTEN_URL=db,
        ONCEBITTEN_HOME=str(home),
        HOME=str(home),
        # Behaviour, not timing: a loaded test machine must not make a hook answer "proceed" for lack of time
        # (tests/test_hooks_budget.py sets the budget it tests).
        ONCEBITTEN_HOOK_BUDGET="30",
        ONCEBITTEN_RELAY_IDLE="5",  # each test's relay (PostgreSQL) exits soon after the test
    )
    env.update(extra)
    return env


def run_hook(agent: str, payload: dict[str, Any] | str | bytes, env: dict[str, str], *args: str) -> HookRun:
    """Feed one event to ``python -m oncebitten.hooks AGENT`` on stdin."""
    data = (
        payload
        if isinstance(payload, bytes)
        else (payload.encode() if isinstance(payload, str) else json.dumps(payload).encode())
    )
    ran = subprocess.run(
        [sys.executable, "-m", "oncebitten.hooks", agent, *args],
        input=data,
        capture_output=True,
        env=env,
        timeout=60,
    )
    return HookRun(ran.returncode, ran.stdout.decode(), ran.stderr.decode())


def load(agent_dir: str, name: str) -> dict[str, Any]:
    """A golden input; a ``transcript_path`` under ``$GOLDEN/`` names a file beside the fixtures."""
    data: dict[str, Any] = json.loads((GOLDEN / agent_dir / name).read_text(encoding="utf-8"))
    transcript = data.get("transcript_path")
    if isinstance(transcript, str) and transcript.startswith("$GOLDEN/"):
        data["transcript_path"] = str(GOLDEN / transcript[len("$GOLDEN/") :])
    return data


#: git with an identity of its own, whatever the machine's configuration.
GIT = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"]


def git(repo: Path, *args: str) -> None:
    """Run ``git ARGS`` in ``repo`` (quietly; an error fails the test)."""
    subprocess.run([*GIT, *args], cwd=repo, check=True, capture_output=True)


def git_repo(root: Path, files: dict[str, str] | None = None) -> Path:
    """A small committed git project at ``root`` (a lockfile, a source file, and ``files``: path -> text), as an
    agent's workspace."""
    tree = {
        "src/app.py": "VALUE = 1\n",
        "package.json": '{"name": "p"}\n',
        "package-lock.json": "{}\n",
        **(files or {}),
    }
    for name, text in tree.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "init"]):
        git(root, *args)
    return root


def run_cli(*args: str, env: dict[str, str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m oncebitten ARGS`` in a subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "oncebitten", *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60
    )


#: Modules the hook path must not load (the start-up cost of every tool call).
HEAVY = ("typer", "click", "rich", "pydantic", "mcp", "rapidfuzz", "argparse", "psycopg", "tomllib")


def heavy_imports(agent: str, payload: dict[str, Any], env: dict[str, str]) -> list[str]:
    """The heavy modules a hook process for ``agent`` imported on ``payload`` (``python -X importtime``)."""
    ran = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import sys; from oncebitten.hooks import main; sys.exit(main())",
         agent],
        input=json.dumps(payload).encode(), capture_output=True, env=env, timeout=60,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr.decode()[-2000:]
    imported = {line.split("|")[-1].strip() for line in ran.stderr.decode().splitlines() if "|" in line}
    assert f"oncebitten.hooks.{agent.replace('-', '_')}" in imported  # the measurement saw the hook path
    return sorted(name for name in imported if name.split(".")[0] in HEAVY)
