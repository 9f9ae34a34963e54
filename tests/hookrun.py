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


def git_repo(root: Path) -> Path:
    """A small committed git project at ``root`` (a lockfile, a source file), as an agent's workspace."""
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("VALUE = 1\n")
    (root / "package.json").write_text('{"name": "p"}\n')
    (root / "package-lock.json").write_text("{}\n")
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "init"]):
        subprocess.run(
            ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args],
            cwd=root,
            check=True,
            capture_output=True,
        )
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
