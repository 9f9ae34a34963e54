"""Does a memory stop an agent repeating a failure, without stopping it from finishing its work?

A seeded agent-loop simulation. Each task is a real temporary git workspace and a goal command that fails
until something happens; a simulated agent works on it for a step budget, and before and after every tool call
the memory under test is consulted exactly as an agent CLI consults it: for oncebitten, the Claude Code hook
(``PreToolUse``, then ``PostToolUse`` or ``PostToolUseFailure``) with the payload shapes Claude Code 2.1.197 was
recorded sending (``tests/golden/claude_code``, ``/work/shared/fixtures/real-clients``), run as the process
``oncebitten hook install`` writes (``python -I -S .../hooks/__main__.py claude-code``) or, cheaper and with
the same code, in this process (``--path python``). The agent knows nothing of oncebitten: it sees ALLOW, WARN
or BLOCK, never the text, and follows no protocol of ours.

Task kinds (the failure, and what ends it):

- ``ws_edit``, ``ws_lockfile``, ``ws_install``: a deterministic failure fixed by a change in the workspace (an
  edit; a lockfile rewritten; a dependency installed into ``node_modules``);
- ``out_service``, ``out_credential``, ``out_tool``: a deterministic failure fixed by a change *outside* the
  workspace, which no environment hash sees (a database container started; a credential obtained; a tool
  installed globally);
- ``transient_short``, ``transient_long``: an outage that ends by itself (30 s to 2.5 min; 6 to 15 min);
- ``transient_local``: a local service still starting (connection refused on localhost for 5 to 90 s);
- ``never_retry``: bad credentials; nothing the agent does fixes it;
- ``flaky``: a test that fails 40 % of the time, whatever is done.

A local service (``out_service``, ``transient_local``) is a real port on the loopback interface, bound by the
benchmark and refusing connections until the service is up, then listening: the error names that port, so a
memory that looks at it sees what the call would.

The agent (fixed parameters, :data:`AGENT`): after a failure it mostly retries, sometimes tries a fix (right
35 % of the time; a wrong fix still changes something), looks around (``git status``, ``cat``, ``ls``: they
succeed and change nothing) or runs another command (a lint, a version query, a type check that fails); a WARN
before a call that then failed makes it re-plan 30 % of the time; a BLOCK always makes it re-plan (never the
same call next), and 10 % of the time give up the task; from its 6th failed run of the goal it gives up 5 % of
the time per failure. Each step (a blocked call too) takes 10 to 40 simulated seconds; ``sleep N`` takes N.

The clock is simulated: each memory's "now" is a fixed origin plus the simulated seconds of its steps so far.
The hook reads it from an internal variable that only simulations set (``_ONCEBITTEN_SIMULATED_NOW``, see
``oncebitten._time``), the design's sketch through its ``datetime``; nothing reads the machine's clock, so a
seed's figures are the same on an idle machine and a loaded one.

Figures, per memory: tasks solved; steps used and steps per solved task; **pointless repeats** (a run of a
deterministic failure in a state unchanged since its 3rd run there, i.e. the 4th and later); BLOCKs and
**false BLOCKs** (a blocked call that would have succeeded, by task kind); WARNs. Memories: ``none``; the
tool-call advisor design's own sketch (``benchmarks/references/advisor_sketch.py``, keyed by its own
environment hash: working directory, OS, Python); oncebitten under the default policy and under each variant
in :data:`VARIANTS` (a ``policy.toml``).

    python benchmarks/bench_loop.py                         # default seeds, hook processes
    python benchmarks/bench_loop.py --path python --seeds 1-20
    python benchmarks/bench_loop.py --out benchmarks/results/loop.json --chart docs/img/loop.svg
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import REPO_ROOT, load_baseline, machine_info, machine_line, markdown_table, write_json  # noqa: E402

SRC = REPO_ROOT / "src"
ENTRY = SRC / "oncebitten" / "hooks" / "__main__.py"
#: What the hook reads as "now" when set (internal, simulations only: ``oncebitten._time.SIMULATED_NOW_VARIABLE``).
SIMULATED_NOW = "_ONCEBITTEN_SIMULATED_NOW"
DEFAULT_SEEDS = (1, 2, 3)
DEFAULT_TASKS = 39
BUDGET = 24

#: The agent's fixed behaviour (chosen before measuring; not tuned to any memory).
AGENT: dict[str, Any] = {
    "after_fail": {"goal": 0.55, "fix": 0.20, "look": 0.15, "other": 0.10},
    "replan": {"fix": 0.45, "look": 0.30, "other": 0.25},  # after a BLOCK, or a heeded WARN
    "after_other": {"goal": 0.65, "fix": 0.10, "look": 0.15, "other": 0.10},
    "heed_warn": 0.30,
    "give_up_on_block": 0.10,
    "give_up_after_fail": 0.05,  # per failed run of the goal, from the 6th
    "fix_right": 0.35,
    "step_seconds": (10, 40),
}

#: Task kinds and their weights in the mix (outside-the-workspace fixes are 3 in 12).
KIND_WEIGHTS: dict[str, int] = {
    "ws_edit": 2, "ws_lockfile": 1, "ws_install": 1,
    "out_service": 1, "out_credential": 1, "out_tool": 1,
    "transient_short": 1, "transient_long": 1, "transient_local": 1, "never_retry": 1, "flaky": 2,
}  # fmt: skip
DETERMINISTIC = frozenset(
    {"ws_edit", "ws_lockfile", "ws_install", "out_service", "out_credential", "out_tool", "never_retry"}
)
FLAKY_FAIL = 0.40
#: Kinds whose goal connects to a service on this machine (a real port: see :class:`World`).
LOCAL_SERVICE = frozenset({"out_service", "transient_local"})

#: Policy variants tried, as ``policy.toml`` text (memory name -> file); ``oncebitten`` is the default policy.
VARIANTS: dict[str, str] = {
    # The policy keys as they were before the benchmark (the look at a local port is not a key: on in all).
    "before": 'transient = "block"\nevidence = "workspace"\n',
    "transient=block": 'transient = "block"\n',
    "evidence=workspace": 'evidence = "workspace"\n',
    "evidence=any": 'evidence = "any"\n',
}


# -- the tasks -------------------------------------------------------------------------------------------------

Call = tuple[str, dict[str, Any]]


def bash(command: str, description: str = "") -> Call:
    return "Bash", {"command": command, "description": description or command.split()[0]}


# The goal of each kind: (call, error text as Claude Code reports it). Messages are real tools' wording.
GOALS: dict[str, list[tuple[str, str]]] = {
    "ws_edit": [
        ("pytest -q tests/test_app.py",
         "Exit code 1\nF\n=================================== FAILURES ===================================\n"
         "___________________________________ test_total ___________________________________\n\n"
         "    def test_total():\n>       assert total([1, 2]) == 3\nE       assert 2 == 3\n\n"
         "tests/test_app.py:4: AssertionError\n=========================== short test summary info "
         "============================\nFAILED tests/test_app.py::test_total - assert 2 == 3\n1 failed in 0.04s"),
        ("npx tsc --noEmit",
         "Exit code 2\nsrc/app.ts(12,7): error TS2322: Type 'string' is not assignable to type 'number'."),
    ],
    "ws_lockfile": [
        ("npm ci",
         "Exit code 1\nnpm ERR! code EUSAGE\nnpm ERR!\nnpm ERR! `npm ci` can only install packages when your "
         "package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file "
         "with `npm install` before continuing.\nnpm ERR!\nnpm ERR! Missing: pg@8.11.3 from lock file"),
    ],
    "ws_install": [
        ("npm test",
         "Exit code 1\n\n> app@1.0.0 test\n> node --test\n\nnode:internal/modules/cjs/loader:1147\n  throw err;\n"
         "  ^\n\nError: Cannot find module 'pg'\nRequire stack:\n- /repo/src/db.js\n- /repo/src/app.js"),
        ("python -m pytest -q",
         "Exit code 2\nImportError while loading test module '/repo/tests/test_app.py'.\nE   "
         "ModuleNotFoundError: No module named 'requests'"),
    ],
    "out_service": [
        ("npm run test:integration",
         "Exit code 1\n\n> app@1.0.0 test:integration\n> node --test test/integration\n\n"
         "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] "
         "(node:net:1555:16)"),
        ("python manage.py migrate",
         "Exit code 1\ndjango.db.utils.OperationalError: connection to server at \"localhost\" (127.0.0.1), "
         "port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP "
         "connections?"),
    ],
    "out_credential": [
        ("npm run deploy:staging",
         "Exit code 1\n\n> app@1.0.0 deploy:staging\n> node scripts/deploy.js staging\n\n"
         "CredentialsProviderError: Could not load credentials from any providers"),
        ("terraform plan",
         "Exit code 1\n\nError: No valid credential sources found\n\n  with provider[\"registry.terraform.io/"
         "hashicorp/aws\"],\n  on main.tf line 1, in provider \"aws\":\n   1: provider \"aws\" {"),
    ],
    "out_tool": [
        ("tsc -p .", "Exit code 127\n/bin/bash: line 1: tsc: command not found"),
        ("poetry install", "Exit code 127\n/bin/bash: line 1: poetry: command not found"),
    ],
    "transient_short": [
        ("npm install",
         "Exit code 1\nnpm ERR! code E503\nnpm ERR! 503 Service Unavailable - GET https://registry.npmjs.org/pg"),
        ("git push origin HEAD",
         "Exit code 128\nfatal: unable to access 'https://github.com/acme/app.git/': Could not resolve host: "
         "github.com"),
    ],
    "transient_local": [
        ("npm run test:integration",
         "Exit code 1\n\n> app@1.0.0 test:integration\n> node --test test/integration\n\n"
         "Error: connect ECONNREFUSED 127.0.0.1:9200\n    at TCPConnectWrap.afterConnect [as oncomplete] "
         "(node:net:1555:16)"),
        ("python scripts/seed_db.py",
         "Exit code 1\npsycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port "
         "5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?"),
    ],
    "transient_long": [
        ("pip install -r requirements.txt",
         "Exit code 1\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) "
         "after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read "
         "timed out. (read timeout=15)\")': /simple/requests/\nERROR: Could not find a version that satisfies "
         "the requirement requests (from versions: none)"),
        ("docker pull ghcr.io/acme/api:latest",
         "Exit code 1\nError response from daemon: Get \"https://ghcr.io/v2/\": net/http: request canceled while "
         "waiting for connection (Client.Timeout exceeded while awaiting headers)"),
    ],
    "never_retry": [
        ("gh pr create --fill",
         "Exit code 1\nHTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  gh "
         "auth login"),
        ("npm publish",
         "Exit code 1\nnpm ERR! code E401\nnpm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/app - "
         "You must be logged in to publish packages."),
    ],
    "flaky": [
        ("pytest -q tests/test_timing.py",
         "Exit code 1\nF\nFAILED tests/test_timing.py::test_deadline - AssertionError: took 1.3s, limit 1.0s\n"
         "1 failed in 1.41s"),
        ("npm run test:e2e",
         "Exit code 1\n  1) checkout\n       shows the receipt:\n     TimeoutError: locator.click: Timeout 5000ms "
         "exceeded.\n  0 passing (9s)\n  1 failing"),
    ],
}  # fmt: skip

#: The right fix of each kind: a command (or an edit, ``None``) and where it acts.
RIGHT_FIX: dict[str, list[str | None]] = {
    "ws_edit": [None],
    "ws_lockfile": ["npm install --package-lock-only"],
    "ws_install": ["npm install pg", "pip install --target .venv/lib/python3.12/site-packages requests"],
    "out_service": ["docker start postgres-dev", "sudo service postgresql start"],
    "out_credential": ["aws sso login --profile staging", "export AWS_PROFILE=staging"],
    "out_tool": ["npm install -g typescript", "pipx install poetry"],
}
#: Something else tried as a fix outside the workspace (it changes something, not the thing that matters).
WRONG_OUTSIDE = {
    "out_service": "docker compose pull db",
    "out_credential": "export AWS_REGION=eu-west-1",
    "out_tool": "corepack enable",
    "never_retry": "gh auth refresh -h github.com",
}
LOOKS = ["git status", "cat src/app.py", "ls -la", "git diff", "cat package.json", "git log --oneline -5"]
#: Other commands the agent runs between attempts: (command, error or None for success). Deterministic.
OTHERS: list[tuple[str, str | None]] = [
    ("npm run lint", None),
    ("node --version", None),
    ("make docs", None),
    ("python -m mypy src",
     "Exit code 1\nsrc/util.py:4: error: Incompatible return value type (got \"str\", expected \"int\")  "
     "[return-value]\nFound 1 error in 1 file (checked 3 source files)"),
    ("npx eslint src/legacy.js",
     "Exit code 1\n\n/repo/src/legacy.js\n  3:1  error  'foo' is not defined  no-undef\n\n"
     "✖ 1 problem (1 error, 0 warnings)"),
]  # fmt: skip


def kind_mix(seed: int, index: int) -> str:
    """The kind of task ``index``: each round of 12 tasks holds every kind as often as its weight, shuffled."""
    deck = [kind for kind, weight in KIND_WEIGHTS.items() for _ in range(weight)]
    random.Random(f"{seed}:{index // len(deck)}:mix").shuffle(deck)
    return deck[index % len(deck)]


class Task:
    """One task: its kind, goal, error, right fix and, for outages, when the outage ends (simulated seconds)."""

    def __init__(self, seed: int, index: int) -> None:
        rng = random.Random(f"{seed}:{index}:task")
        self.index = index
        self.seed = seed
        self.kind = kind_mix(seed, index)
        variant = rng.randrange(len(GOALS[self.kind]))
        command, self.error = GOALS[self.kind][variant]
        self.goal = bash(command, "run the task's command")
        fixes = RIGHT_FIX.get(self.kind)
        self.right_fix = fixes[variant % len(fixes)] if fixes else None
        self.outage_end = (
            rng.uniform(30, 150) if self.kind == "transient_short"
            else rng.uniform(360, 900) if self.kind == "transient_long"
            else rng.uniform(5, 90) if self.kind == "transient_local" else None
        )  # fmt: skip
        self.step_seconds = [rng.uniform(*AGENT["step_seconds"]) for _ in range(BUDGET)]

    def flaky_fails(self, request: int) -> bool:
        return random.Random(f"{self.seed}:{self.index}:flaky:{request}").random() < FLAKY_FAIL


# -- a real workspace --------------------------------------------------------------------------------------------

_GIT = ["git", "-c", "user.email=bench@example.com", "-c", "user.name=bench", "-c", "init.defaultBranch=main"]


def make_workspace(root: Path, label: str = "") -> Path:
    """A git workspace in ``root``, its first commit the same for the same ``label`` (a task's own: every task is
    another project, so no two tasks share a commit) whenever and wherever it is made."""
    (root / "src").mkdir(parents=True)
    (root / "TASK").write_text(f"{label}\n")
    (root / "tests").mkdir()
    (root / "src" / "app.py").write_text("def total(values):\n    return sum(values[:-1])\n")
    (root / "src" / "util.py").write_text("def helper():\n    return 1\n")
    (root / "tests" / "test_app.py").write_text("from src.app import total\n\n\ndef test_total():\n"
                                                 "    assert total([1, 2]) == 3\n")  # fmt: skip
    (root / "package.json").write_text('{"name": "app", "version": "1.0.0"}\n')
    (root / "package-lock.json").write_text('{"name": "app", "lockfileVersion": 3}\n')
    dated = {**os.environ, "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z"}
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "init"]):
        subprocess.run([*_GIT, *args], cwd=root, check=True, capture_output=True, env=dated)
    return root


class World:
    """The truth of one task for one memory: the workspace, the simulated clock, what has been fixed."""

    def __init__(self, task: Task, root: Path) -> None:
        self.task = task
        self.root = root
        self.now = 0.0
        self.fixed = False
        self.version = 0  # bumped by anything that changes the state (a fix, right or wrong)
        self.runs_in_version = 0  # executed runs of the goal in this state
        self.requests = 0  # runs of the goal asked for (blocked ones too)
        self.edits = 0
        # A local service is a real port on the loopback interface: bound but not listening (a connection to it
        # is refused) until the service is up, so a memory that looks at the port sees what the call would.
        self.service: socket.socket | None = None
        self.listening = False
        self.error = task.error
        if task.kind in LOCAL_SERVICE:
            self.service = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self.service.bind(("127.0.0.1", 0))
            port = str(self.service.getsockname()[1])
            self.error = task.error.replace(":5432", f":{port}").replace("port 5432", f"port {port}").replace(
                ":9200", f":{port}")  # fmt: skip

    def service_up(self) -> bool:
        task = self.task
        return self.fixed if task.kind == "out_service" else task.outage_end is not None and self.now >= task.outage_end

    def sync_service(self) -> None:
        """Start listening on the service's port once the service is up (it never goes down again)."""
        if self.service is not None and not self.listening and self.service_up():
            self.service.listen(64)
            self.listening = True

    def close(self) -> None:
        if self.service is not None:
            self.service.close()

    # The goal's outcome now: (succeeds, error).
    def goal_outcome(self) -> tuple[bool, str]:
        task = self.task
        if task.kind in DETERMINISTIC:
            return (self.fixed, self.error)
        if task.outage_end is not None:
            return (self.now >= task.outage_end, self.error)
        return (not task.flaky_fails(self.requests), self.error)  # flaky

    def change(self) -> None:
        self.version += 1
        self.runs_in_version = 0

    def apply_command(self, command: str) -> None:
        """The side effects in the workspace of the right fixes that act there."""
        if command == "npm install --package-lock-only":
            (self.root / "package-lock.json").write_text('{"name": "app", "lockfileVersion": 3, "packages": '
                                                         '{"node_modules/pg": {"version": "8.11.3"}}}\n')  # fmt: skip
        elif command == "npm install pg":
            modules = self.root / "node_modules"
            (modules / "pg").mkdir(parents=True, exist_ok=True)
            (modules / "pg" / "package.json").write_text('{"name": "pg", "version": "8.11.3"}\n')
            (modules / ".package-lock.json").write_text('{"packages": {"node_modules/pg": {}}}\n')
            (self.root / "package.json").write_text('{"name": "app", "version": "1.0.0", "dependencies": '
                                                    '{"pg": "^8.11.3"}}\n')  # fmt: skip
        elif command.startswith("pip install --target .venv"):
            site = self.root / ".venv" / "lib" / "python3.12" / "site-packages"
            (site / "requests").mkdir(parents=True, exist_ok=True)
            (site / "requests" / "__init__.py").write_text("")


# -- the memories -----------------------------------------------------------------------------------------------


#: The simulated clock's origin: a memory's "now" is this plus the simulated seconds of its steps so far.
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)


def simulated_datetime(memory: Memory) -> type[datetime]:
    """A ``datetime`` whose ``now()`` is ``memory``'s simulated moment: for a memory that reads the clock itself."""

    class SimulatedDatetime(datetime):
        @classmethod
        def now(cls, tz: tzinfo | None = None) -> SimulatedDatetime:
            moment = memory.moment()
            return cls.fromtimestamp(moment.timestamp(), tz)  # type: ignore[return-value]

    return SimulatedDatetime


class Memory:
    """What the loop asks of a memory: a verdict before a call, and the outcome after it.

    Every memory lives on the simulated clock (:data:`EPOCH` plus the seconds of its steps so far), never the
    machine's: the same seed gives the same figures on an idle machine and a loaded one.
    """

    name = "none"
    seconds = 0.0  # simulated seconds since EPOCH

    def start_task(self, root: Path) -> None:  # noqa: B027 - optional
        pass

    def before(self, call: Call, cwd: Path) -> tuple[str, str]:
        return "ALLOW", ""

    def after(self, call: Call, cwd: Path, error: str | None) -> None:  # noqa: B027
        pass

    def advance(self, seconds: float) -> None:
        """The step took ``seconds`` (simulated)."""
        self.seconds += seconds

    def moment(self) -> datetime:
        return EPOCH + timedelta(seconds=self.seconds)

    def close(self) -> None:  # noqa: B027
        pass


class SketchMemory(Memory):
    """The tool-call advisor design's sketch, keyed as the design keys it (its own environment hash)."""

    name = "sketch"

    def __init__(self, work: Path) -> None:
        from oncebitten.hooks.handler import call_params

        self._params = call_params
        sketch = load_baseline("advisor_sketch", REPO_ROOT / "benchmarks" / "references")
        sketch.datetime = simulated_datetime(self)  # the sketch reads datetime.now(): give it the simulated clock
        self.db = work / "sketch.db"
        self.memory = sketch.FailureMemory(self.db)

    def _env(self, cwd: Path) -> str:
        return str(self.memory.compute_env_snapshot_hash(cwd))

    def before(self, call: Call, cwd: Path) -> tuple[str, str]:
        advisory = self.memory.check_advisory(call[0], self._params(*call), self._env(cwd))
        return advisory.result.value, advisory.reason

    def after(self, call: Call, cwd: Path, error: str | None) -> None:
        params = self._params(*call)
        if error is None:
            self.memory.clear_failure(call[0], params, self._env(cwd))
        else:
            self.memory.record_failure(call[0], params, error, self._env(cwd))


class HookMemory(Memory):
    """oncebitten through its Claude Code hook: a process per event (``process=True``) or the same code here."""

    def __init__(self, name: str, work: Path, *, process: bool, policy: str = "") -> None:
        self.name = name
        self.home = work / name
        self.home.mkdir(parents=True)
        self.db = self.home / "memory.db"
        if policy:
            (self.home / "policy.toml").write_text(policy)
        self.process = process
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.home),
            "ONCEBITTEN_URL": f"sqlite:///{self.db}",
            "ONCEBITTEN_HOME": str(self.home),
            # Decisions are measured here, not latency (benchmarks/bench_hooks.py times the hook): a loaded
            # machine must not turn a slow answer into "proceed" and so change a figure.
            "ONCEBITTEN_HOOK_BUDGET": "60",
        }
        self.session = f"bench-{name}"
        self.uses = 0

    def _payload(self, event: str, call: Call, cwd: Path, **extra: Any) -> dict[str, Any]:
        self.uses += 1
        return {
            "session_id": self.session,
            "transcript_path": f"{self.home}/transcript.jsonl",
            "cwd": str(cwd),
            "permission_mode": "bypassPermissions",
            "hook_event_name": event,
            "tool_name": call[0],
            "tool_input": call[1],
            "tool_use_id": f"toolu_{self.uses:020d}",
            **extra,
        }

    def _run(self, payload: dict[str, Any]) -> Any:
        data = json.dumps(payload).encode()
        # The hook reads the simulated clock (an internal variable, for simulations only: oncebitten._time).
        self.env[SIMULATED_NOW] = self.moment().isoformat(timespec="microseconds")
        if self.process:
            ran = subprocess.run(
                [sys.executable, "-I", "-S", str(ENTRY), "claude-code"], input=data, capture_output=True,
                env=self.env, check=False, timeout=120,
            )  # fmt: skip
            if ran.returncode != 0:
                raise SystemExit(f"hook exited {ran.returncode}: {ran.stderr.decode()[-800:]}")
            out = ran.stdout.decode()
        else:
            from oncebitten.hooks import run

            saved = {key: os.environ.get(key) for key in self.env}
            os.environ.update(self.env)
            try:
                buffer = io.StringIO()
                run("claude-code", [], stdin=io.BytesIO(data), stdout=buffer)  # type: ignore[arg-type]
                out = buffer.getvalue()
            finally:
                for key, value in saved.items():
                    if value is None:
                        os.environ.pop(key, None)
                    else:
                        os.environ[key] = value
        return json.loads(out) if out.strip() else None

    def before(self, call: Call, cwd: Path) -> tuple[str, str]:
        answer = self._run(self._payload("PreToolUse", call, cwd))
        specific = (answer or {}).get("hookSpecificOutput") or {}
        if specific.get("permissionDecision") == "deny":
            return "BLOCK", str(specific.get("permissionDecisionReason", ""))
        if specific.get("additionalContext"):
            return "WARN", str(specific["additionalContext"])
        return "ALLOW", ""

    def after(self, call: Call, cwd: Path, error: str | None) -> None:
        if error is None:
            if call[0] == "Edit":
                response: dict[str, Any] = {
                    "filePath": call[1]["file_path"], "oldString": call[1]["old_string"],
                    "newString": call[1]["new_string"], "originalFile": call[1]["old_string"],
                    "structuredPatch": [], "userModified": False, "replaceAll": False,
                }  # fmt: skip
            else:
                response = {"stdout": "", "stderr": "", "interrupted": False, "isImage": False,
                            "noOutputExpected": False}  # fmt: skip
            self._run(self._payload("PostToolUse", call, cwd, tool_response=response, duration_ms=1200))
        else:
            self._run(self._payload("PostToolUseFailure", call, cwd, error=error, is_interrupt=False,
                                    duration_ms=1200))  # fmt: skip

    def close(self) -> None:
        if not self.process:  # the in-process path keeps this store open: let its files go
            from oncebitten.store import close_store

            close_store(self.env["ONCEBITTEN_URL"])


# -- the agent -------------------------------------------------------------------------------------------------


def pick(rng: random.Random, weights: dict[str, float]) -> str:
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


class Tally:
    """The figures of one memory over its tasks."""

    FIELDS = ("tasks", "solved", "steps", "solved_steps", "goal_runs", "pointless", "blocks", "false_blocks",
              "warns", "gave_up")  # fmt: skip

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.false_by_kind: Counter[str] = Counter()
        self.blocks_by_kind: Counter[str] = Counter()
        self.pointless_by_kind: Counter[str] = Counter()
        self.solved_by_kind: Counter[str] = Counter()
        self.tasks_by_kind: Counter[str] = Counter()

    def add(self, other: Tally) -> None:
        for mine, theirs in zip(self._all(), other._all(), strict=True):
            mine.update(theirs)

    def _all(self) -> tuple[Counter[str], ...]:
        return (self.counts, self.false_by_kind, self.blocks_by_kind, self.pointless_by_kind, self.solved_by_kind,
                self.tasks_by_kind)  # fmt: skip

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {field: self.counts[field] for field in self.FIELDS}
        solved = self.counts["solved"]
        # Every step spent (on unsolved tasks too) per task solved: what a solved task costs.
        data["steps_per_solved"] = round(self.counts["steps"] / solved, 2) if solved else None
        data["steps_in_solved"] = round(self.counts["solved_steps"] / solved, 2) if solved else None
        data["false_blocks_by_kind"] = dict(sorted(self.false_by_kind.items()))
        data["blocks_by_kind"] = dict(sorted(self.blocks_by_kind.items()))
        data["pointless_by_kind"] = dict(sorted(self.pointless_by_kind.items()))
        data["solved_by_kind"] = dict(sorted(self.solved_by_kind.items()))
        data["tasks_by_kind"] = dict(sorted(self.tasks_by_kind.items()))
        return data


def run_task(task: Task, memory: Memory, root: Path, trace: list[str] | None = None) -> Tally:
    """The agent works on ``task`` in the workspace ``root`` with ``memory`` until solved, given up or out of steps."""
    world = World(task, root)
    try:
        return _work(task, world, memory, trace)
    finally:
        world.close()


def _work(task: Task, world: World, memory: Memory, trace: list[str] | None) -> Tally:
    root = world.root
    rng = random.Random(f"{task.seed}:{task.index}:agent")
    tally = Tally()
    tally.counts["tasks"] += 1
    tally.tasks_by_kind[task.kind] += 1
    kind = task.kind
    memory.start_task(root)
    action = "goal"
    goal_failures = 0
    step = 0
    solved = False
    while step < BUDGET:
        # What the agent does this step, as a tool call, and what would happen.
        right = False
        if action == "goal":
            world.requests += 1
            call = task.goal
            ok, error = world.goal_outcome()
        elif action == "look":
            call, ok, error = bash(rng.choice(LOOKS), "look"), True, ""
        elif action == "other":
            command, other_error = rng.choice(OTHERS)
            call, ok, error = bash(command, "something else"), other_error is None, other_error or ""
        else:  # fix
            right = rng.random() < AGENT["fix_right"]
            call, ok, error = fix_call(task, world, rng, right)
        world.sync_service()
        verdict, _reason = memory.before(call, root)
        duration = task.step_seconds[step]
        if action == "fix" and call[1].get("command", "").startswith("sleep "):
            duration += float(call[1]["command"].split()[1])
        step += 1
        if verdict == "WARN":
            tally.counts["warns"] += 1
        if verdict == "BLOCK":
            tally.counts["blocks"] += 1
            tally.blocks_by_kind[kind] += 1
            if ok:
                tally.counts["false_blocks"] += 1
                tally.false_by_kind[kind] += 1
            if trace is not None:
                trace.append(f"{step:2} {action:5} BLOCK{' (false)' if ok else ''}: {call[1].get('command', call[0])}")
            memory.advance(duration)
            world.now += duration
            if rng.random() < AGENT["give_up_on_block"]:
                tally.counts["gave_up"] += 1
                break
            action = pick(rng, AGENT["replan"])
            continue
        # The call runs: its effects, then the outcome reported to the memory.
        if action == "fix":
            apply_fix(task, world, call, right)
        if action == "goal":
            world.runs_in_version += 1
            if not ok and kind in DETERMINISTIC and world.runs_in_version > 3:
                tally.counts["pointless"] += 1
                tally.pointless_by_kind[kind] += 1
            tally.counts["goal_runs"] += 1
        memory.after(call, root, None if ok else error)
        if trace is not None:
            trace.append(f"{step:2} {action:5} {verdict:5} {'ok' if ok else 'FAIL'}: {call[1].get('command', call[0])}")
        memory.advance(duration)
        world.now += duration
        if action == "goal" and ok:
            solved = True
            break
        if action == "goal":
            goal_failures += 1
            if goal_failures >= 6 and rng.random() < AGENT["give_up_after_fail"]:
                tally.counts["gave_up"] += 1
                break
            heeded = verdict == "WARN" and rng.random() < AGENT["heed_warn"]
            action = pick(rng, AGENT["replan"] if heeded else AGENT["after_fail"])
        else:
            action = pick(rng, AGENT["after_other"])
    tally.counts["steps"] += step
    if solved:
        tally.counts["solved"] += 1
        tally.counts["solved_steps"] += step
        tally.solved_by_kind[kind] += 1
    return tally


def fix_call(task: Task, world: World, rng: random.Random, right: bool) -> tuple[Call, bool, str]:
    """The agent's attempt at a fix: a call that succeeds (right or wrong, it changes something)."""
    kind = task.kind
    if kind.startswith("transient"):
        return bash(f"sleep {rng.choice((15, 30, 60))}", "wait for the service"), True, ""
    if kind == "never_retry" or (kind.startswith("out_") and not right):
        return bash(WRONG_OUTSIDE[kind], "try a fix"), True, ""
    if right and task.right_fix is not None:
        return bash(task.right_fix, "fix"), True, ""
    # An edit (made when the call runs, see apply_fix): the right one for ws_edit, else a wrong one.
    target = "app.py" if (right and kind == "ws_edit") else "util.py"
    path = world.root / "src" / target
    old = path.read_text()
    new = old.replace("values[:-1]", "values") if target == "app.py" else old + f"# tried {world.edits + 1}\n"
    return ("Edit", {"file_path": str(path), "old_string": old, "new_string": new, "replace_all": False}), True, ""


def apply_fix(task: Task, world: World, call: Call, right: bool) -> None:
    if call[0] == "Edit":
        world.edits += 1
        Path(call[1]["file_path"]).write_text(call[1]["new_string"])
        world.change()
        if right and task.kind == "ws_edit":
            world.fixed = True
        return
    command = call[1]["command"]
    if command.startswith("sleep "):
        return  # waiting changes nothing but the time
    world.apply_command(command)
    world.change()
    if command == task.right_fix:
        world.fixed = True


# -- a run --------------------------------------------------------------------------------------------------------


def make_memory(name: str, work: Path, path: str) -> Memory:
    if name == "none":
        return Memory()
    if name == "sketch":
        return SketchMemory(work)
    if name == "oncebitten":
        return HookMemory(name, work, process=path == "hook")
    if name in VARIANTS:
        return HookMemory(name, work, process=path == "hook", policy=VARIANTS[name])
    raise SystemExit(f"unknown memory {name!r}: none, sketch, oncebitten, {', '.join(VARIANTS)}")


def run_seed(seed: int, memories: list[str], tasks: int, path: str, work: Path) -> dict[str, Tally]:
    """Every memory works through the same ``tasks`` tasks of ``seed``, each in its own copy of the workspace."""
    results: dict[str, Tally] = {}
    for name in memories:
        base = work / f"seed{seed}-{name}"
        base.mkdir(parents=True)
        memory = make_memory(name, base, path)
        total = Tally()
        try:
            for index in range(tasks):
                task = Task(seed, index)
                root = make_workspace(base / f"task{index}", f"{seed}:{index}")
                total.add(run_task(task, memory, root))
        finally:
            memory.close()
        results[name] = total
    return results


def parse_seeds(text: str) -> list[int]:
    seeds: list[int] = []
    for part in text.split(","):
        if "-" in part:
            low, high = part.split("-")
            seeds.extend(range(int(low), int(high) + 1))
        elif part:
            seeds.append(int(part))
    return seeds


def summary_rows(totals: dict[str, dict[str, Any]]) -> list[list[str]]:
    """One row per memory: the figures of :data:`HEADERS`, from :meth:`Tally.as_dict` of each."""
    base = totals.get("none")
    base_pointless = base["pointless"] if base else 0
    rows = []
    for name, data in totals.items():
        share = f"{100 * data['pointless'] / base_pointless:.1f} %" if base_pointless else "–"
        false_share = f"{100 * data['false_blocks'] / data['blocks']:.1f} %" if data["blocks"] else "–"
        rows.append([
            LABELS.get(name, name), f"{data['solved']} / {data['tasks']}", f"{data['pointless']} ({share})",
            str(data["steps"]), f"{data['steps_per_solved']:.2f}" if data["steps_per_solved"] else "–",
            str(data["blocks"]), f"{data['false_blocks']} ({false_share})", str(data["warns"]),
        ])  # fmt: skip
    return rows


HEADERS = ["memory", "tasks solved", "pointless repeats (vs none)", "steps", "steps per solved task", "BLOCKs",
           "false BLOCKs", "WARNs"]  # fmt: skip
#: How memories are named in the table and the chart.
LABELS = {
    "none": "no memory",
    "sketch": "the advisor design's sketch",
    "oncebitten": "oncebitten (default policy)",
    "before": "oncebitten, old policy keys",
    "transient=block": "variant: transient = block",
    "evidence=workspace": "variant: evidence = workspace",
    "evidence=any": "variant: evidence = any",
}


def render_markdown(data: dict[str, Any]) -> str:
    """The tables of a run (``data`` as written by ``--out``), with the command that produced them."""
    totals: dict[str, dict[str, Any]] = data["totals"]
    kinds = sorted({kind for tally in totals.values() for kind in tally["tasks_by_kind"]})
    by_kind = [
        [LABELS.get(name, name), *(
            f"{tally['false_blocks_by_kind'].get(k, 0)} / {tally['blocks_by_kind'].get(k, 0)}" for k in kinds
        )]
        for name, tally in totals.items() if name != "none"
    ]  # fmt: skip
    seeds = data["seeds"]
    return "\n".join([
        f"`{data['command']}`: seeds {', '.join(map(str, seeds))}, {data['tasks']} tasks each "
        f"({len(seeds) * data['tasks']} tasks per memory), path `{data['path']}`, {data['seconds']:.0f} s.",
        "",
        markdown_table(HEADERS, summary_rows(totals)),
        "",
        "False BLOCKs / BLOCKs, by task kind:",
        "",
        markdown_table(["memory", *kinds], by_kind),
        "",
        "Goals (oncebitten, default policy, against no memory):",
        "",
        markdown_table(["goal", "measured", "verdict"],
                       [(goal, measured, "PASS" if met else "FAIL") for goal, measured, met in goals(data)], "lrl"),
        "",
    ])  # fmt: skip


def goals(data: dict[str, Any], memory: str = "oncebitten") -> list[tuple[str, str, bool]]:
    """Issue 18's goals for ``memory`` against no memory: (goal, measured, met)."""
    totals = data["totals"]
    if memory not in totals or "none" not in totals:
        return []
    mine, none = totals[memory], totals["none"]
    share = 100 * mine["pointless"] / none["pointless"] if none["pointless"] else 0.0
    false_share = 100 * mine["false_blocks"] / mine["blocks"] if mine["blocks"] else 0.0
    return [
        ("pointless repeats <= 5 % of no memory's", f"{share:.1f} %", share <= 5.0),
        ("tasks solved >= no memory's", f"{mine['solved']} vs {none['solved']}", mine["solved"] >= none["solved"]),
        ("steps per solved task lower than no memory's", f"{mine['steps_per_solved']} vs {none['steps_per_solved']}",
         (mine["steps_per_solved"] or 1e9) < (none["steps_per_solved"] or 0)),
        ("false BLOCKs <= 1 % of BLOCKs", f"{false_share:.1f} %", false_share <= 1.0),
    ]  # fmt: skip


def render_svg(data: dict[str, Any]) -> str:
    """A small chart of a run: tasks solved, pointless repeats, steps per solved task and false BLOCKs per memory."""
    totals: dict[str, dict[str, Any]] = data["totals"]
    names = list(totals)
    base = totals.get("none", {})
    panels: list[tuple[str, Callable[[dict[str, Any]], float], str]] = [
        ("tasks solved", lambda t: float(t["solved"]), "{:.0f}"),
        ("pointless repeats, % of none",
         lambda t: 100.0 * t["pointless"] / base["pointless"] if base.get("pointless") else 0.0, "{:.1f} %"),
        ("steps per solved task", lambda t: float(t["steps_per_solved"] or 0.0), "{:.1f}"),
        ("false BLOCKs, % of BLOCKs", lambda t: 100.0 * t["false_blocks"] / t["blocks"] if t["blocks"] else 0.0,
         "{:.1f} %"),
    ]  # fmt: skip
    label_width, panel_width, row, top = 210, 205, 22, 48
    width = label_width + panel_width * len(panels) + 10
    height = top + row * len(names) + 30
    colours = {"none": "#9e9e9e", "sketch": "#e07b39", "oncebitten": "#2e7d32", "before": "#c62828"}
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        'font-family="Helvetica, Arial, sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="10" y="18" font-size="14" font-weight="bold">An agent loop with and without a memory of failures '
        f'({len(data["seeds"]) * data["tasks"]} tasks)</text>',
    ]  # fmt: skip
    for index, name in enumerate(names):
        y = top + row * index + row * 0.7
        out.append(f'<text x="10" y="{y:.1f}">{_escape(LABELS.get(name, name))}</text>')
    for number, (title, value, fmt) in enumerate(panels):
        x0 = label_width + panel_width * number
        values = [value(totals[name]) for name in names]
        scale = (panel_width - 60) / (max(values) or 1.0)
        out.append(f'<text x="{x0}" y="{top - 10}" font-weight="bold">{_escape(title)}</text>')
        for index, (name, amount) in enumerate(zip(names, values, strict=True)):
            y = top + row * index + 4
            colour = colours.get(name, "#64b5f6")
            out.append(f'<rect x="{x0}" y="{y}" width="{amount * scale:.1f}" height="{row - 8}" fill="{colour}"/>')
            out.append(f'<text x="{x0 + amount * scale + 4:.1f}" y="{y + row - 11}">{fmt.format(amount)}</text>')
    out.append(f'<text x="10" y="{height - 10}" fill="#555">{_escape(data["command"])}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@contextmanager
def workdir(keep: bool) -> Iterator[Path]:
    work = Path(tempfile.mkdtemp(prefix="oncebitten-bench-loop-"))
    try:
        yield work
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", default=",".join(map(str, DEFAULT_SEEDS)), help="e.g. 1,2,3 or 1-20")
    parser.add_argument("--tasks", type=int, default=DEFAULT_TASKS, help=f"tasks per seed ({DEFAULT_TASKS})")
    parser.add_argument("--path", choices=("hook", "python"), default="hook",
                        help="hook: a hook process per event, as an agent CLI runs it (default); python: the same "
                             "code in this process")  # fmt: skip
    parser.add_argument("--memories", default="", help="comma-separated (default: none, sketch, oncebitten and "
                        "every variant)")  # fmt: skip
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--table", type=Path, help="write the tables as Markdown here")
    parser.add_argument("--chart", type=Path, help="write the chart as SVG here")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument("--render", type=Path, help="only render the tables and chart of a JSON written by --out")
    parser.add_argument("--trace", type=str, help="print the steps of one task: SEED:INDEX:MEMORY")
    parser.add_argument("--keep", action="store_true", help="keep the temporary workspaces and stores")
    args = parser.parse_args(argv)
    memories = [m for m in args.memories.split(",") if m] or ["none", "sketch", "oncebitten", *VARIANTS]
    if args.trace:
        return trace(args.trace, args.path)
    if args.render:
        return report(json.loads(args.render.read_text(encoding="utf-8")), args)
    seeds = parse_seeds(args.seeds)
    started = time.perf_counter()
    totals: dict[str, Tally] = {name: Tally() for name in memories}
    per_seed: dict[int, dict[str, Any]] = {}
    with workdir(args.keep) as work:
        for seed in seeds:
            results = run_seed(seed, memories, args.tasks, args.path, work)
            per_seed[seed] = {name: tally.as_dict() for name, tally in results.items()}
            for name, tally in results.items():
                totals[name].add(tally)
            print(f"seed {seed}: " + ", ".join(
                f"{n} {t.counts['solved']}/{t.counts['tasks']} solved, {t.counts['pointless']} pointless, "
                f"{t.counts['blocks']} blocks ({t.counts['false_blocks']} false)" for n, t in results.items()),
                flush=True)  # fmt: skip
    elapsed = time.perf_counter() - started
    command = "python benchmarks/bench_loop.py " + " ".join(argv if argv is not None else sys.argv[1:])
    data = {
        "command": command.strip(), "seeds": seeds, "tasks": args.tasks, "path": args.path, "agent": AGENT,
        "kinds": KIND_WEIGHTS, "variants": VARIANTS, "seconds": round(elapsed, 1), "machine": machine_info(),
        "totals": {name: tally.as_dict() for name, tally in totals.items()}, "per_seed": per_seed,
    }  # fmt: skip
    if args.out:
        write_json(args.out, data)
    return report(data, args)


def report(data: dict[str, Any], args: argparse.Namespace) -> int:
    print()
    print(machine_line(data["machine"]))
    print()
    text = render_markdown(data)
    print(text)
    if args.table:
        args.table.parent.mkdir(parents=True, exist_ok=True)
        args.table.write_text(text, encoding="utf-8")
    if args.chart:
        args.chart.parent.mkdir(parents=True, exist_ok=True)
        args.chart.write_text(render_svg(data), encoding="utf-8")
    return 1 if args.strict and not all(met for _goal, _measured, met in goals(data)) else 0


def trace(spec: str, path: str) -> int:
    seed_text, index_text, name = spec.split(":")
    task = Task(int(seed_text), int(index_text))
    with workdir(False) as work:
        memory = make_memory(name, work, path)
        lines: list[str] = []
        tally = run_task(task, memory, make_workspace(work / "task", f"{task.seed}:{task.index}"), lines)
    print(f"task {spec}: {task.kind}, goal `{task.goal[1]['command']}`, right fix {task.right_fix!r}")
    print("\n".join(lines))
    print(tally.as_dict())
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(SRC))
    raise SystemExit(main())
