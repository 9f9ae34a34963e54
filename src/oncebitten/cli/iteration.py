"""Iteration memory's commands for agent loops: capture, context, model, tasks, learnings, sigils."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from typing import TYPE_CHECKING, Any

from ._common import (
    EXIT_OK,
    Column,
    Command,
    _count,
    _non_negative,
    _one_line,
    _positive,
    _print_json,
    _read_stdin,
    print_table,
)

if TYPE_CHECKING:
    from ..iteration.memory import LearningRecord, TaskSummary

# -- iteration memory : capture, context, model, tasks, learnings ------------------------------

_ITERATION_ENV_HELP = """\
environment:
  ONCEBITTEN_RUN_ID   scopes "the current run" in Loop Status (default: iterations within 2 hours)
  ONCEBITTEN_MODELS   the model tiers, cheapest first (default haiku,sonnet,opus; the default is the middle)"""


def _iteration_memory(args: argparse.Namespace) -> Any:
    from ..iteration.memory import IterationMemory
    from ..iteration.strategy import ModelTiers

    models = getattr(args, "models", None)
    tiers = ModelTiers.parse(models) if models else ModelTiers.from_environment()
    return IterationMemory(args.db, tiers=tiers, run_id=getattr(args, "run_id", None))


def _add_task_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--task", required=True, metavar="ID", help="the task's id, e.g. t-0dfebf")
    parser.add_argument(
        "--run", dest="run_id", metavar="ID", help="the run this iteration belongs to (default $ONCEBITTEN_RUN_ID)"
    )
    parser.add_argument("--models", metavar="LIST", help="model tiers, cheapest first (default $ONCEBITTEN_MODELS)")


def _capture_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("--model", required=True, metavar="M", help="the model the iteration ran with")
    parser.add_argument("--duration-ms", type=_non_negative, default=0, metavar="N", help="wall-clock time")
    parser.add_argument(
        "--outcome",
        choices=("done", "failed", "no_sigil", "error"),
        help="the iteration's outcome (default: from <task-done> / <task-failed>, else no_sigil)",
    )
    parser.add_argument("--tokens-input", type=_non_negative, metavar="N")
    parser.add_argument("--tokens-output", type=_non_negative, metavar="N")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the outcome")


def _run_capture(args: argparse.Namespace) -> int:
    text = _read_stdin()
    result = _iteration_memory(args).capture(
        args.task,
        text,
        model=args.model,
        duration_ms=args.duration_ms,
        outcome=args.outcome,
        tokens_input=args.tokens_input,
        tokens_output=args.tokens_output,
    )
    for warning in result.warnings:  # a sigil that had no effect is said, never silently dropped
        print(f"oncebitten: warning: {warning}", file=sys.stderr)
    if args.json:
        _print_json(result.to_dict())
    elif args.quiet:
        print(result.outcome)
    else:
        parts = [f"{args.task} attempt {result.attempt_number}: {result.outcome}"]
        if result.report is not None:
            parts.append("failure report" if result.report.what_tried else "minimal failure report")
        if result.learnings:
            parts.append(_count(len(result.learnings), "learning"))
        if result.difficulty:
            parts.append(f"difficulty {result.difficulty}")
        if result.metrics.consecutive_failures:
            parts.append(_count(result.metrics.consecutive_failures, "consecutive failure"))
        if result.metrics.stuck_flag:
            parts.append("STUCK")
        if result.escalation_id:
            parts.append(f"escalated to a human: {result.escalation_id}")
        print(", ".join(parts))
    return EXIT_OK


CAPTURE = Command(
    name="capture",
    summary="after an agent iteration: record its outcome, failure report, learnings (stdin)",
    description="Read an agent's output on stdin and record the iteration: every sigil is parsed "
    "(<failure-report>, <retry-suggestion>, <learning>, <difficulty-estimate>, <next-model>, <task-done> / "
    "<task-failed>, bare or closed around the task id). The outcome is --outcome, else done / failed from the "
    "task sigils, else no_sigil (a failed attempt). A failed iteration without <failure-report> gets a "
    "minimal report from the first 200 characters. A sigil that has no effect (malformed, misspelt, or no "
    "task sigil at all) is named in a warning on stderr. 'oncebitten sigils' prints the instructions to "
    "give the agent.",
    examples="""
agent < prompt.md > out.txt; oncebitten capture --task t-0dfebf --model sonnet --duration-ms 41000 < out.txt
oncebitten capture --task t-0dfebf --model opus --outcome error --quiet < out.txt
""",
    add_arguments=_capture_arguments,
    run=_run_capture,
    epilog=_ITERATION_ENV_HELP,
)


def _context_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("--title", default="", help="the task's title (stored; later calls may omit it)")
    parser.add_argument("--description", default="", help="the task's description (stored)")
    parser.add_argument("--budget", type=_positive, default=5000, metavar="N", help="memory characters (default 5000)")
    parser.add_argument("--iteration-limit", type=_non_negative, default=0, metavar="N", help="0: unlimited")
    parser.add_argument("--reference-specs", metavar="DIR", help="a directory the agent should read")
    parser.add_argument("--no-record", action="store_true", help="do not record the learnings injected")
    parser.add_argument(
        "--with-instructions",
        action="store_true",
        help="append the sigil guide (oncebitten sigils): how the agent reports back to the loop",
    )


def _run_context(args: argparse.Namespace) -> int:
    from ..iteration.sigils import SIGIL_GUIDE

    context = _iteration_memory(args).task_context(
        args.task,
        title=args.title,
        description=args.description,
        budget=args.budget,
        iteration_limit=args.iteration_limit,
        reference_specs=args.reference_specs,
        record=not args.no_record,
    )
    text = f"{context.text.rstrip()}\n\n{SIGIL_GUIDE}" if args.with_instructions else context.text
    if args.json:
        status = context.memory.loop_status
        _print_json(
            {
                "task_id": context.task_id,
                "attempt_number": context.attempt_number,
                "context": text,
                "injected": context.injected,
                "held_back": [x.to_dict() for x in context.held_back],
                "model": None if status is None else status.current_model,
                "model_rationale": None if status is None else status.model_rationale,
                "stuck": bool(status and status.stuck_flag),
            }
        )
    else:
        sys.stdout.write(text)
    return EXIT_OK


CONTEXT = Command(
    name="context",
    summary="before an agent iteration: print the task's prompt with its memory (markdown)",
    description="Print the task context for the task's next iteration: Assigned Task, then Previous "
    "Attempts (what failed, what to avoid, the retry suggestion), Learnings from Previous Iterations "
    "(matched on the title and description), and Loop Status with the stuck-loop warning, within --budget "
    "characters; with --with-instructions, then the sigil guide (oncebitten sigils). Learnings injected are "
    "recorded and judged by the iteration's outcome; one that "
    "credibly harms is held back (listed under held_back with --json).",
    examples="""
oncebitten context --task t-76ba69 --title "Write the Migration Path section" --description "..." > prompt.md
oncebitten context --task t-76ba69 --budget 3000 --iteration-limit 20
oncebitten context --task t-76ba69 --with-instructions | agent > out.txt
oncebitten context --task t-76ba69 --json
""",
    add_arguments=_context_arguments,
    run=_run_context,
    epilog=_ITERATION_ENV_HELP,
)


def _model_arguments(parser: argparse.ArgumentParser) -> None:
    _add_task_argument(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the model's name")


def _run_model(args: argparse.Namespace) -> int:
    choice = _iteration_memory(args).select_model(args.task)
    if args.json:
        _print_json({"task_id": args.task, "model": choice.model, "rationale": choice.rationale})
    elif args.quiet:
        print(choice.model)
    else:
        print(f"{choice.model} ({choice.rationale})")
    return EXIT_OK


MODEL = Command(
    name="model",
    summary="which model the task's next iteration should use, and why",
    description="Choose the model for the task's next iteration from the metrics: escalation after "
    "consecutive failures, the task's difficulty estimate, the previous iteration's <next-model> hint, "
    "and the run's success rate. Prints the model and the rationale shown in Loop Status.",
    examples="""
oncebitten model --task t-84be01
model=$(oncebitten model --task t-84be01 --quiet)
oncebitten model --task t-84be01 --models small,medium,large --json
""",
    add_arguments=_model_arguments,
    run=_run_model,
    epilog=_ITERATION_ENV_HELP,
)


def _tasks_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stuck", action="store_true", help="only the tasks flagged stuck")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")


def _run_tasks(args: argparse.Namespace) -> int:
    from ..iteration.memory import IterationMemory

    tasks = IterationMemory(args.db).tasks(stuck_only=args.stuck, limit=args.limit)
    if args.json:
        _print_json([dataclasses.asdict(t) for t in tasks])
        return EXIT_OK
    print_table(tasks, _TASK_COLUMNS, empty="no stuck tasks" if args.stuck else "no tasks")
    return EXIT_OK


_TASK_COLUMNS: tuple[Column[TaskSummary], ...] = (
    ("task", "<12", lambda task: _one_line(task.id, 12)),
    ("status", "<8", lambda task: task.status),
    ("attempts", ">8", lambda task: task.attempts),
    ("failing", ">7", lambda task: task.consecutive_failures),
    ("stuck", "<5", lambda task: "YES" if task.stuck else "-"),
    ("difficulty", "<10", lambda task: task.difficulty or "-"),
    ("title", "", lambda task: _one_line(task.title, 60)),
)


TASKS = Command(
    name="tasks",
    summary="the loop's tasks with attempts, failure streaks and stuck flags",
    description="List the tasks iteration memory knows, most recently attempted first: status, attempts, "
    "consecutive failures, whether the loop is stuck on it, and the difficulty the agent estimated.",
    examples="""
oncebitten tasks
oncebitten tasks --stuck --json
""",
    add_arguments=_tasks_arguments,
    run=_run_tasks,
    reads_only=True,
)


def _learnings_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--all", action="store_true", help="include superseded and pruned learnings")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")
    parser.add_argument("--prune", action="store_true", help="prune first (duplicates, harmful, stale, excess)")


def _run_learnings(args: argparse.Namespace) -> int:
    from ..iteration.memory import IterationMemory

    memory = IterationMemory(args.db)
    pruned = memory.prune() if args.prune else None
    learnings = memory.learnings(include_inactive=args.all, limit=args.limit)
    if args.json:
        document: dict[str, Any] = {"learnings": [x.to_dict() for x in learnings]}
        if pruned is not None:
            document["pruned"] = dataclasses.asdict(pruned)
        _print_json(document)
        return EXIT_OK
    if pruned is not None:
        print(
            f"pruned: {pruned.superseded} superseded, {pruned.archived} archived, "
            f"{pruned.attempts_deleted} old attempts deleted"
        )
    print_table(learnings, _LEARNING_COLUMNS, empty="no learnings")
    return EXIT_OK


_LEARNING_COLUMNS: tuple[Column[LearningRecord], ...] = (
    ("id", "<8", lambda learning: learning.id),
    ("status", "<10", lambda learning: learning.status),
    ("helped", ">6", lambda learning: learning.helped),
    ("harmed", ">6", lambda learning: learning.harmed),
    ("category", "<16", lambda learning: _one_line(learning.category, 16)),
    ("content", "", lambda learning: _one_line(learning.content, 70)),
)


LEARNINGS = Command(
    name="learnings",
    summary="the learnings, with how often each helped or harmed (held back when it harms)",
    description="List the learnings, newest first, with their status (active, held back, superseded, "
    "pruned) and their record: how often the iteration that received one then succeeded (helped) or "
    "failed (harmed). A learning whose harm rate is credibly above its help rate is held back from "
    "injection. --prune archives duplicates, harmful, stale and excess learnings first.",
    examples="""
oncebitten learnings
oncebitten learnings --all --json
oncebitten learnings --prune
""",
    add_arguments=_learnings_arguments,
    run=_run_learnings,
    reads_only=True,
)


def _run_sigils(args: argparse.Namespace) -> int:
    from ..iteration.sigils import DIFFICULTIES, ERROR_CATEGORIES, LEARNING_CATEGORIES, SIGIL_GUIDE

    if args.json:
        _print_json(
            {
                "guide": SIGIL_GUIDE,
                "task_sigils": ["task-done", "task-failed"],
                "memory_sigils": [
                    "failure-report",
                    "retry-suggestion",
                    "learning",
                    "difficulty-estimate",
                    "next-model",
                ],  # fmt: skip
                "error_categories": list(ERROR_CATEGORIES),
                "learning_categories": list(LEARNING_CATEGORIES),
                "difficulties": list(DIFFICULTIES),
            }
        )
    else:
        sys.stdout.write(SIGIL_GUIDE)
    return EXIT_OK


SIGILS = Command(
    name="sigils",
    summary="print the instructions for an agent's system prompt: which sigils to emit, with examples",
    description="Print the sigil guide (markdown) to put in an agent's system prompt: <task-done> / "
    "<task-failed> to end each iteration, and the optional memory sigils (<failure-report>, "
    "<retry-suggestion>, <learning>, <difficulty-estimate>, <next-model>), each with an example that "
    "'oncebitten capture' parses. In Python: oncebitten.SIGIL_GUIDE. 'context --with-instructions' appends "
    "it to a task's prompt.",
    examples="""
oncebitten sigils >> system-prompt.md
oncebitten sigils --json
""",
    run=_run_sigils,
    uses_store=False,
)
