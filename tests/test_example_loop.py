"""examples/ralph_loop.sh end to end: a shell loop driving a scripted agent through the CLI, on both backends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from oncebitten import SIGIL_GUIDE, Escalations, IterationMemory
from oncebitten.store import close_store

ROOT = Path(__file__).resolve().parents[1]
TASKS = (
    "t-parse\tFix the CSV parser\tQuoted fields with commas are split in src/csv_parser.py.\n"
    "t-export\tExport rows through the CSV parser\tWrite the export on top of the parser; mind commas.\n"
    "t-never\tSolve the impossible\tNobody can do this one.\n"
)


def test_the_example_loop_retries_with_memory_reuses_a_learning_and_flags_a_stuck_task(db: str, tmp_path: Path) -> None:
    tasks = tmp_path / "tasks.tsv"
    tasks.write_text(TASKS, encoding="utf-8")
    log = tmp_path / "agent.jsonl"
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT / "src"),
        "ONCEBITTEN": f"{sys.executable} -m oncebitten",
        "ONCEBITTEN_URL": db if "://" in db else f"sqlite:///{db}",
        "ONCEBITTEN_RUN_ID": "ci-run",
        "AGENT_LOG": str(log),
        "MAX_ATTEMPTS": "5",
    }
    ran = subprocess.run(
        ["bash", str(ROOT / "examples" / "ralph_loop.sh"), str(tasks), sys.executable,
         str(ROOT / "tests" / "data" / "scripted_agent.py")],
        capture_output=True, text=True, env=env, timeout=180,
    )  # fmt: skip
    assert ran.returncode == 1, ran.stderr  # t-never was given up
    calls = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    by_task: dict[str, list[dict[str, str]]] = {}
    for call in calls:
        by_task.setdefault(call["task"], []).append(call)

    first, retry = by_task["t-parse"]
    assert "### Previous Attempts" not in first["prompt"]
    assert first["prompt"].rstrip().endswith(SIGIL_GUIDE.rstrip())  # the agent is told which sigils to emit
    assert "#### Attempt 1 (sonnet, failed)" in retry["prompt"]
    assert "**Suggested approach for this retry:**\nUse the csv module instead of str.split." in retry["prompt"]

    [export] = by_task["t-export"]  # the learning from t-parse made it pass the first time
    assert "- **[pitfall]** Quote CSV fields that contain commas" in export["prompt"]

    never = by_task["t-never"]
    assert [c["model"] for c in never] == ["sonnet", "sonnet", "opus", "opus", "opus"]
    assert "Stuck loop detected" not in never[2]["prompt"] and "Stuck loop detected" in never[3]["prompt"]
    assert "[t-never] gave up after 5 attempts" in ran.stderr
    assert "t-never" in ran.stdout and "YES" in ran.stdout  # the final 'oncebitten tasks' table

    memory = IterationMemory(db)
    tasks_by_id = {t.id: t for t in memory.tasks()}
    assert (tasks_by_id["t-parse"].status, tasks_by_id["t-parse"].difficulty) == ("done", "moderate")
    assert tasks_by_id["t-never"].stuck and tasks_by_id["t-never"].consecutive_failures == 5
    [learning] = memory.learnings()
    assert learning.helped >= 1 and learning.harmed == 0
    [escalation] = Escalations(store=memory.store).list()
    assert escalation.job_id == "t-never"
    close_store(db)


def test_the_example_loop_says_how_to_use_it() -> None:
    ran = subprocess.run(["bash", str(ROOT / "examples" / "ralph_loop.sh")], capture_output=True, text=True)
    assert ran.returncode == 2 and "usage:" in ran.stderr
