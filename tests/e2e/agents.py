"""The real agent CLIs, driven by the scripted model (:mod:`model_server`) in scratch git repositories.

The CLIs come from ``scripts/install-agent-clis`` (``make test`` runs it first). Without them the suite is
skipped, except in CI (``CI=true``), where a missing CLI is a failure: CI must prove the hooks against them.

Each test gets a workspace: a fresh home directory (the agents' user settings, caches and transcripts), a git
repository with one commit, a store, and a directory of counters outside the repository (commands append a line
per real execution there, so a test counts what actually ran without changing the repository's state).
Everything listens and connects on 127.0.0.1 only.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .model_server import ModelServer, Request

REPO = Path(__file__).resolve().parents[2]
AGENTS = ("claude-code", "gemini", "codex")
_EXECUTABLES = {"claude-code": "claude", "gemini": "gemini", "codex": "codex"}
TIMEOUT = 120


def clis_bin() -> Path:
    """Where ``scripts/install-agent-clis`` puts the CLIs."""
    prefix = os.environ.get("ONCEBITTEN_AGENT_CLIS") or str(REPO / ".cache" / "agent-clis")
    return Path(prefix) / "node_modules" / ".bin"


def require(executable: str) -> Path:
    """The CLI's path; skips the test without it (fails it in CI)."""
    path = clis_bin() / executable
    if path.exists():
        return path
    message = f"{executable} is not installed in {clis_bin()}: run scripts/install-agent-clis (make test does)"
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(message)
    pytest.skip(message)


class Workspace:
    """A scratch home, git repository, store and counters for one agent's sessions."""

    def __init__(self, root: Path, agent: str, model: ModelServer) -> None:
        self.root = root
        self.agent = agent
        self.model = model
        self.home = root / "home"
        self.repo = root / "repo"
        self.counts = root / "counts"
        self.db = root / "memory.db"
        self.oncebitten_home = root / "oncebitten"
        for directory in (self.home, self.repo, self.counts, self.oncebitten_home):
            directory.mkdir(parents=True)
        git = ["git", "-c", "user.name=e2e", "-c", "user.email=e2e@example.invalid"]
        subprocess.run([*git, "init", "-q", "-b", "main"], cwd=self.repo, check=True)
        (self.repo / "README.md").write_text("scratch project\n")
        subprocess.run([*git, "add", "README.md"], cwd=self.repo, check=True)
        subprocess.run([*git, "commit", "-q", "-m", "init"], cwd=self.repo, check=True)
        self.sessions = 0

    # -- the environment every process of this workspace runs in ------------------------------------

    def env(self) -> dict[str, str]:
        env = {
            "PATH": f"{clis_bin()}:{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin",
            "HOME": str(self.home),
            "LANG": "C.UTF-8",
            "TERM": "dumb",
            "TMPDIR": str(self.root),
            "ONCEBITTEN_DB": str(self.db),
            "ONCEBITTEN_HOME": str(self.oncebitten_home),
            # Anything that tries to leave loopback through a proxy-aware client goes nowhere.
            "HTTP_PROXY": "http://127.0.0.1:9",
            "HTTPS_PROXY": "http://127.0.0.1:9",
            "NO_PROXY": "127.0.0.1,localhost",
            "NO_COLOR": "1",
        }
        url = self.model.url
        if self.agent == "claude-code":
            env.update(
                IS_SANDBOX="1",  # bypassPermissions as root
                ANTHROPIC_BASE_URL=url,
                ANTHROPIC_API_KEY="sk-ant-scripted",
                CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
                DISABLE_AUTOUPDATER="1",
                DISABLE_TELEMETRY="1",
            )
        elif self.agent == "gemini":
            env.update(GEMINI_API_KEY="scripted", GOOGLE_GEMINI_BASE_URL=url, GEMINI_CLI_TRUST_WORKSPACE="true")
        else:
            env.update(CODEX_HOME=str(self.home / ".codex"), SCRIPTED_API_KEY="scripted")
        return env

    def user_settings(self) -> None:
        """The agent's user settings: the scripted model as its provider, no telemetry, no update checks."""
        if self.agent == "gemini":
            path = self.home / ".gemini" / "settings.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            settings = {
                "security": {"auth": {"selectedType": "gemini-api-key"}},
                "privacy": {"usageStatisticsEnabled": False},
                "telemetry": {"enabled": False},
                "general": {"disableAutoUpdate": True, "disableUpdateNag": True},
            }
            path.write_text(json.dumps(settings))
        elif self.agent == "codex":
            path = self.home / ".codex" / "config.toml"
            path.parent.mkdir(parents=True, exist_ok=True)
            existing = path.read_text() if path.exists() else ""
            path.write_text(
                'model = "gpt-scripted"\nmodel_provider = "scripted"\n'
                "[model_providers.scripted]\n"
                f'name = "scripted"\nbase_url = "{self.model.url}/v1"\nwire_api = "responses"\n'
                'env_key = "SCRIPTED_API_KEY"\n\n'
                # The user trusted this project on a first run (Codex asks): project hooks load only then.
                f'[projects."{self.repo}"]\ntrust_level = "trusted"\n\n' + existing
            )

    # -- oncebitten ----------------------------------------------------------------------------------

    def oncebitten(self, *args: str, cwd: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
        """``oncebitten ARGS`` in this workspace's environment."""
        return subprocess.run(
            [sys.executable, "-m", "oncebitten", *args],
            cwd=cwd or self.repo,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=120,
            check=check,
        )

    def install_hooks(self) -> subprocess.CompletedProcess[str]:
        return self.oncebitten("hook", "install", f"--{self.agent}", "--project")

    def records(self) -> list[dict[str, Any]]:
        """The store's failure records, newest first (``oncebitten recent --json``)."""
        rows: list[dict[str, Any]] = json.loads(self.oncebitten("--json", "recent", "--limit", "1000").stdout)
        return rows

    def stats(self) -> dict[str, Any]:
        """``oncebitten stats --json``."""
        stats: dict[str, Any] = json.loads(self.oncebitten("--json", "stats").stdout)
        return stats

    # -- the agent -----------------------------------------------------------------------------------

    def command(self, prompt: str) -> list[str]:
        executable = str(require(_EXECUTABLES[self.agent]))
        if self.agent == "claude-code":
            return [executable, "-p", prompt, "--permission-mode", "bypassPermissions", "--model", "claude-sonnet-4-5"]
        if self.agent == "gemini":
            return [executable, "-p", prompt, "--yolo", "-m", "gemini-2.5-flash"]
        return [executable, "exec", "--dangerously-bypass-approvals-and-sandbox", prompt]

    def session(self, scenario: str, steps: list[str], *, cwd: Path | None = None) -> Session:
        """Run one non-interactive session of the agent on ``steps`` (shell commands, one per model turn)."""
        self.sessions += 1
        name = f"{self.agent.replace('-', '')}{id(self) % 100000}x{scenario}"
        self.model.scripts[name] = steps
        prompt = f"SCENARIO:{name} Please run the scripted steps."
        ran = subprocess.run(
            self.command(prompt),
            cwd=cwd or self.repo,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
        )
        session = Session(name, ran, self.model.of(name))
        assert ran.returncode == 0, f"{self.agent} exited {ran.returncode}:\n{ran.stdout[-2000:]}\n{ran.stderr[-3000:]}"
        assert "error in" not in self.hook_log(), self.hook_log()[-3000:]  # hooks fail open: look in their log
        assert f"{name.upper()} FINISHED" in ran.stdout, (
            f"the session did not finish its script:\n{ran.stdout[-2000:]}\n{ran.stderr[-3000:]}"
        )
        return session

    def count(self, name: str) -> int:
        """How many times a command that appends to ``counts/<name>`` really ran."""
        path = self.counts / name
        return len(path.read_text().splitlines()) if path.exists() else 0

    def hook_log(self) -> str:
        path = self.oncebitten_home / "hook.log"
        return path.read_text() if path.exists() else ""


class Session:
    """One agent session: its process result and the model requests of its main loop."""

    def __init__(self, name: str, process: subprocess.CompletedProcess[str], requests: list[Request]) -> None:
        self.name = name
        self.process = process
        self.requests = requests

    @property
    def last(self) -> Request:
        return self.requests[-1]

    def first(self) -> Request:
        return self.requests[0]
