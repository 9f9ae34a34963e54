"""Hook start-up cost: wall time of a hook process, as a ratio to ``python -c pass`` in the same run.

A hook is a new process on every tool call. This script measures, interleaved in rounds so that a change of
load falls on every variant alike:

- ``python -c pass`` (the floor every Python hook pays);
- the Claude Code hook, run by the command ``oncebitten hook install`` writes (``python -I -S
  .../oncebitten/hooks/__main__.py claude-code``), on a PreToolUse that is ALLOWed (the common case), one
  that is BLOCKed, a PostToolUseFailure (records a failure) and a PostToolUse (clears); the command a
  project's committed settings hold (``hook install --project``: ``/bin/sh`` running this machine's launcher,
  ``$HOME/.oncebitten/hook``), which is held to the same goal; and, for
  comparison, the same ALLOW through the ``oncebitten-hook`` console script (``site``, and its ``import re``)
  and through ``python -m oncebitten.hooks``;
- the environment hash of a generated 10k-file git repository, in process: cold (tree stamp computed),
  cached (cheap key + cache file), and the tree-stamp refresh alone; and a PreToolUse hook process in it.

Bytecode is compiled first and ``PYTHONDONTWRITEBYTECODE`` is removed for the children, as in an installed
package. Goal: the PreToolUse p50 at most 2.5x ``python -c pass``.

    python benchmarks/bench_hooks.py --out benchmarks/results/hooks.json
    python benchmarks/bench_hooks.py --quick
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import REPO_ROOT, fmt_ratio, machine_info, markdown_table, percentile, write_json  # noqa: E402

SRC = REPO_ROOT / "src"
GOAL_RATIO = 2.5
MAKE_ERROR = "Exit code 2\nmake: *** [all] Error 2"
ENTRY = SRC / "oncebitten" / "hooks" / "__main__.py"
GOLDEN = REPO_ROOT / "tests" / "golden"
ADAPTER_ROWS = ("Codex", "Gemini", "Cursor")  # first words of the other adapters' rows
# What pip's console script for oncebitten-hook runs (it imports re to clean up argv[0]).
CONSOLE_SCRIPT = "import re, sys; from oncebitten.hooks import main; sys.exit(main())"


def make_repo(root: Path, files: int, seed: int = 7) -> None:
    """A git repository of ``files`` small files in about ``files / 20`` directories, committed."""
    import random

    rng = random.Random(seed)
    root.mkdir(parents=True)
    dirs = [root / f"pkg{d // 10}" / f"mod{d}" for d in range(max(1, files // 20))]
    for directory in dirs:
        directory.mkdir(parents=True)
    for number in range(files):
        directory = dirs[rng.randrange(len(dirs))]
        (directory / f"file{number}.py").write_text(f"VALUE = {number}\n")
    (root / "package.json").write_text('{"name": "bench"}\n')
    (root / "package-lock.json").write_text("{}\n")
    git = ["git", "-c", "user.email=b@example.com", "-c", "user.name=bench"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "."], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "bench"], cwd=root, check=True)


def payload(event: str, cwd: Path, command: str, **extra: Any) -> bytes:
    data = {
        "session_id": "bench", "transcript_path": "/dev/null", "cwd": str(cwd), "hook_event_name": event,
        "tool_name": "Bash", "tool_input": {"command": command, "description": "bench"}, "tool_use_id": "t", **extra,
    }  # fmt: skip
    return json.dumps(data).encode()


def golden(name: str, cwd: Path, command: str = "npm run build") -> bytes:
    """A golden hook input from ``tests/golden``, run in ``cwd`` (and workspace root), its command ``command``."""
    data = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    data["cwd"] = str(cwd)
    if isinstance(data.get("tool_input"), dict):
        data["tool_input"]["command"] = command
    else:
        data["command"] = command
    if "workspace_roots" in data:
        data["workspace_roots"] = [str(cwd)]
    return json.dumps(data).encode()


def run_once(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bytes]:
    started = time.perf_counter_ns()
    ran = subprocess.run(argv, input=stdin, capture_output=True, env=env, check=False)
    elapsed = (time.perf_counter_ns() - started) / 1e6
    if ran.returncode != 0:
        raise SystemExit(f"{argv} exited {ran.returncode}: {ran.stderr.decode()[:500]}")
    return elapsed, ran.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=60, help="interleaved rounds (default 60)")
    parser.add_argument("--files", type=int, default=10_000, help="files in the generated repository (10000)")
    parser.add_argument("--quick", action="store_true", help="10 rounds, 2000 files")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    parser.add_argument("--strict", action="store_true", help="exit 1 when the goal is missed")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.files = 10, 2000

    compileall.compile_dir(str(SRC), quiet=1)  # an installed package has its bytecode
    work = Path(tempfile.mkdtemp(prefix="oncebitten-bench-hooks-"))
    try:
        return run(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(args: argparse.Namespace, work: Path) -> int:
    small = work / "small"
    make_repo(small, 20)
    big = work / "big"
    started = time.perf_counter()
    make_repo(big, args.files)
    print(f"generated a {args.files}-file git repository in {time.perf_counter() - started:.1f} s", file=sys.stderr)

    env = {k: v for k, v in os.environ.items() if not k.startswith("ONCEBITTEN_") and k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(SRC), ONCEBITTEN_DB=str(work / "memory.db"), ONCEBITTEN_HOME=str(work / "home"))
    python = sys.executable
    hook = installed_command(python)
    failure = payload("PostToolUseFailure", small, "npm test", error="Exit code 1\nError: Cannot find module 'pg'")
    for _ in range(3):
        run_once(hook, failure, env)
    blocked = payload("PreToolUse", small, "npm test")
    assert b'"deny"' in run_once(hook, blocked, env)[1], "the BLOCK variant is not blocked"

    allow = payload("PreToolUse", small, "npm run build")
    console_script = [python, "-c", CONSOLE_SCRIPT, "claude-code"]
    project = project_command(work, env)
    variants: dict[str, tuple[list[str], bytes]] = {
        "python -c pass": ([python, "-c", "pass"], b""),
        "PreToolUse, ALLOW": (hook, allow),
        "PreToolUse, BLOCK": (hook, blocked),
        "PostToolUseFailure (record)": (hook, payload("PostToolUseFailure", small, "make", error=MAKE_ERROR)),
        "PostToolUse (clear)": (hook, payload("PostToolUse", small, "npm run build", tool_response={"stdout": ""})),
        f"PreToolUse, ALLOW, {args.files}-file repo": (hook, payload("PreToolUse", big, "npm run build")),
        "PreToolUse, ALLOW, with flags (pytest -x -q)": (hook, payload("PreToolUse", small, "pytest -x -q")),
        "PreToolUse, ALLOW, the redactor must look (mysql -p)": (hook, payload("PreToolUse", small, "mysql -p -h db")),
        "PreToolUse, ALLOW, the --project command (sh, this machine's launcher)": (project, allow),
        "PreToolUse, ALLOW, via the oncebitten-hook console script": (console_script, allow),
        "PreToolUse, ALLOW, via python -m oncebitten.hooks": ([python, "-m", "oncebitten.hooks", "claude-code"], allow),
        # The other adapters' "before" events (their golden inputs, in the same small repository), ALLOWed.
        "Codex CLI PreToolUse, ALLOW": ([*hook[:-1], "codex"], golden("codex/in.pre_tool_use.bash.json", small)),
        "Gemini CLI BeforeTool, ALLOW": ([*hook[:-1], "gemini"], golden("gemini/in.before_tool.shell.json", small)),
        "Cursor beforeShellExecution, ALLOW": (
            [*hook[:-1], "cursor"], golden("cursor/in.before_shell_execution.json", small)
        ),
    }  # fmt: skip
    for name, (argv, stdin) in variants.items():  # warm the page cache and the workspace caches
        answer = run_once(argv, stdin, env)[1]
        assert "ALLOW" not in name or not (b"deny" in answer or b'"block"' in answer), f"{name} answered {answer!r}"
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.rounds):
        for name, (argv, stdin) in variants.items():
            times[name].append(run_once(argv, stdin, env)[0])

    floor = percentile(times["python -c pass"], 50)
    rows = []
    results: dict[str, Any] = {}
    for name, values in times.items():
        p50 = percentile(values, 50)
        results[name] = {"p50_ms": p50, "p95_ms": percentile(values, 95), "ratio_p50": p50 / floor, "n": len(values)}
        rows.append([name, f"{p50:.1f}", f"{percentile(values, 95):.1f}", fmt_ratio(p50 / floor)])
    print(f"\n### Hook process wall time ({args.rounds} interleaved rounds)\n")
    print(markdown_table(["process", "p50 ms", "p95 ms", "p50 / python -c pass"], rows))

    breakdown = import_breakdown(hook, variants["PreToolUse, ALLOW"][1], env, max(5, args.rounds // 4))
    rows = [[name, f"{ms:.2f}"] for name, ms in breakdown.items()]
    print("\n### Where a PreToolUse ALLOW's imports go (-X importtime, median cumulative ms; direct ones >= 0.3)\n")
    print(markdown_table(["import", "ms"], rows))

    workspace = measure_workspace(big, work / "ws-cache", max(5, args.rounds // 4))
    rows = [[name, f"{value['p50_ms']:.2f}", f"{value['max_ms']:.2f}"] for name, value in workspace.items()]
    print(f"\n### Environment hash of a {args.files}-file git repository (in process)\n")
    print(markdown_table(["step", "p50 ms", "max ms"], rows))

    allow = results["PreToolUse, ALLOW"]["ratio_p50"]
    block = results["PreToolUse, BLOCK"]["ratio_p50"]
    adapters = {name: value["ratio_p50"] for name, value in results.items() if name.split()[0] in ADAPTER_ROWS}
    adapters["Claude Code --project ALLOW"] = results[
        "PreToolUse, ALLOW, the --project command (sh, this machine's launcher)"
    ]["ratio_p50"]
    verdict = "PASS" if max(allow, block, *adapters.values()) <= GOAL_RATIO else "FAIL"
    others = ", ".join(f"{name.split(' ALLOW')[0].rstrip(',')} {ratio:.2f}x" for name, ratio in adapters.items())
    print(
        f"\ngoal: a check before a call, p50 <= {GOAL_RATIO}x python -c pass: Claude Code ALLOW {allow:.2f}x,"
        f" BLOCK {block:.2f}x; {others}: {verdict}"
    )
    if args.out:
        write_json(
            args.out,
            {
                "machine": machine_info(),
                "rounds": args.rounds,
                "files": args.files,
                "goal_ratio": GOAL_RATIO,
                "verdict": verdict,
                "command": hook,
                "processes": results,
                "imports_ms": breakdown,
                "workspace": workspace,
            },
        )
    return 1 if args.strict and verdict == "FAIL" else 0


def project_command(work: Path, env: dict[str, str]) -> list[str]:
    """What a project's committed settings run (``hook install --project``), through ``/bin/sh`` as the agents
    do, with this machine's launcher written by ``hook install`` into ``$HOME/.oncebitten/hook``."""
    sys.path.insert(0, str(SRC))
    from oncebitten.hooks.install import project_hook_command, write_launcher

    home = work / "launcher-home"
    env["HOME"] = str(home)
    saved = os.environ.get("HOME")
    os.environ["HOME"] = str(home)
    try:
        write_launcher()
    finally:
        if saved is not None:
            os.environ["HOME"] = saved
    return ["/bin/sh", "-c", project_hook_command("claude-code")]


def import_breakdown(argv: list[str], stdin: bytes, env: dict[str, str], repeats: int) -> dict[str, float]:
    """Median cumulative ``-X importtime`` of the hook process's top-level imports (made while no other import
    runs: start-up, the entry point, and what the hook loads when it first needs it) and, indented under
    each, of its direct imports; the total is of the top-level ones."""
    samples: dict[str, list[float]] = {}
    order: list[str] = []
    for _ in range(repeats):
        ran = subprocess.run([argv[0], "-X", "importtime", *argv[1:]], input=stdin, capture_output=True, env=env)
        children: list[str] = []
        for line in ran.stderr.decode().splitlines():
            if not line.startswith("import time:") or "|" not in line:
                continue
            _, cumulative, name = line.split("|")
            if not cumulative.strip().isdigit():
                continue  # the header
            depth = (len(name) - len(name.lstrip(" ")) - 1) // 2
            if depth > 1:
                continue  # counted in its parent
            key = name.strip() if depth == 0 else f"· {name.strip()}"
            if depth == 1:
                children.append(key)  # printed before its parent: kept until the parent comes
            else:
                for child in (key, *children):
                    if child not in order:
                        order.append(child)
                children = []
            samples.setdefault(key, []).append(int(cumulative) / 1000)
    medians = {name: percentile(samples[name], 50) for name in order}
    tops = sorted((name for name in order if not name.startswith("·")), key=lambda name: -medians[name])
    result: dict[str, float] = {}
    for top in tops:
        result[top] = medians[top]
        kids = []
        for name in order[order.index(top) + 1 :]:  # its direct imports follow it in ``order``
            if not name.startswith("·"):
                break
            kids.append(name)
        for kid in sorted(kids, key=lambda name: -medians[name]):
            if medians[kid] >= 0.3:
                result[f"{kid} (in {top})"] = medians[kid]
    result["(all top-level imports)"] = sum(medians[name] for name in tops)
    return result


def installed_command(python: str) -> list[str]:
    """The hook command ``oncebitten hook install`` writes, for this tree's sources and this Python."""
    sys.path.insert(0, str(SRC))
    import shlex

    from oncebitten.hooks.install import hook_command

    argv = shlex.split(hook_command("claude-code"))
    assert argv[0] == python and argv[-2] == str(ENTRY), f"unexpected hook command {argv}"
    return argv


def measure_workspace(repo: Path, cache: Path, repeats: int) -> dict[str, dict[str, float]]:
    sys.path.insert(0, str(SRC))
    from oncebitten.hooks.workspace import Workspace

    names = ("cold (no cache: cheap key + tree stamp)", "cached (cheap key + cache file)", "tree stamp refresh alone")
    samples: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(repeats):
        shutil.rmtree(cache, ignore_errors=True)
        started = time.perf_counter_ns()
        Workspace(str(repo), cache=str(cache)).env_hash()
        samples["cold (no cache: cheap key + tree stamp)"].append((time.perf_counter_ns() - started) / 1e6)
        started = time.perf_counter_ns()
        Workspace(str(repo), cache=str(cache)).env_hash()
        samples["cached (cheap key + cache file)"].append((time.perf_counter_ns() - started) / 1e6)
        workspace = Workspace(str(repo), cache=str(cache))
        workspace.env_hash()
        started = time.perf_counter_ns()
        workspace.refresh()
        samples["tree stamp refresh alone"].append((time.perf_counter_ns() - started) / 1e6)
    return {name: {"p50_ms": percentile(v, 50), "max_ms": max(v), "n": len(v)} for name, v in samples.items()}


if __name__ == "__main__":
    raise SystemExit(main())
