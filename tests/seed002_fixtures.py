"""The seed's four prompt examples, replayed as agent loops through IterationMemory (shared by tests)."""

from __future__ import annotations

from pathlib import Path

from oncebitten.iteration.context import Prerequisite, TaskInfo
from oncebitten.iteration.memory import IterationMemory

EXAMPLES = Path(__file__).parent / "data" / "seed002"
SPECS = ".ralph/specs"
CONTEXT_INJECTION = Prerequisite(
    "t-f13cf2", "Design and write the Context Injection section", "Specified injection logic and budget system"
)


def example(number: int) -> str:
    """The seed's prompt example ``number`` (1-4), as the seed prints it."""
    return (EXAMPLES / f"example{number}.md").read_text(encoding="utf-8")


def report(what: str, why: str, category: str, files: str, trace: str = "", suggestion: str = "") -> str:
    """An agent output that fails with a ``<failure-report>`` (and a ``<retry-suggestion>``)."""
    lines = [f"what_tried: {what}", f"why_failed: {why}", f"error_category: {category}", f"relevant_files: {files}"]
    if trace:
        lines.append(f"stack_trace: {trace}")
    body = "\n".join(lines)
    tail = f"\n<retry-suggestion>\n{suggestion}\n</retry-suggestion>\n" if suggestion else ""
    return f"I could not finish.\n\n<failure-report>\n{body}\n</failure-report>\n{tail}\n<task-failed>x</task-failed>\n"


def others(memory: IterationMemory, done: int, failed: int, prefix: str = "t-other") -> None:
    """Iterations of other tasks in the same run."""
    for i in range(done):
        memory.capture(f"{prefix}-ok{i}", "<task-done>x</task-done>", model="sonnet", duration_ms=1000)
    for i in range(failed):
        memory.capture(f"{prefix}-ko{i}", "<task-failed>x</task-failed>", model="sonnet", duration_ms=1000)


def example2_task() -> TaskInfo:
    return TaskInfo(
        "t-76ba69",
        "Design and write the Migration Path section",
        "Write the phased migration plan for adding iteration memory to Ralph.",
        prerequisites=[CONTEXT_INJECTION],
        reference_specs=SPECS,
    )


def play_example2(memory: IterationMemory) -> TaskInfo:
    others(memory, done=4, failed=0)
    task = example2_task()
    memory.ensure_task(task.id, title=task.title, description=task.description)
    memory.capture(
        task.id,
        report(
            "Tried to write all four migration phases at once, covering DB schema, sigil parsing, context "
            "injection, and strategy replacement",
            "Exceeded the iteration's time/token budget; only completed Phase 1 and Phase 2 before running out "
            "of output tokens",
            "timeout",
            ".ralph/specs/iteration-memory.md",
            "Output truncated at 25000 tokens",
            "Focus on Phase 1 and Phase 2 first, then signal task-done. The remaining phases can be covered in a "
            "follow-up task or a second pass.",
        ),
        model="sonnet",
        duration_ms=600_000,
    )
    return task


def example3_task() -> TaskInfo:
    return TaskInfo(
        "t-84be01",
        "Final review and polish of iteration-memory spec",
        "Review the complete iteration-memory.md for consistency, fix any gaps, ensure all sections are complete.",
        reference_specs=SPECS,
    )


LEARNING_FK = (
    "When adding new tables with foreign keys in SQLite, enable PRAGMA foreign_keys = ON at connection time and "
    "use ON DELETE CASCADE to maintain referential integrity."
)


def play_example3(memory: IterationMemory) -> TaskInfo:
    task = example3_task()
    memory.ensure_task(task.id, title=task.title, description=task.description)
    others(memory, done=3, failed=2)  # with the three below: 6 of 8 done
    memory.capture(
        "t-0eb603",
        '<learning category="testing_strategy" tags="spec, cargo">\nRun `cargo test` after every spec edit, not '
        "just at the end. Catches syntax issues in code blocks early.\n</learning>\n<task-done>x</task-done>",
        model="sonnet",
    )
    memory.capture(
        "t-0dfebf",
        '<learning category="pitfall" tags="spec, test_failure, Rust">\nCode examples in spec documents must use '
        "valid Rust syntax even if they are illustrative — the spec validation test extracts and compiles "
        "them.\n</learning>\n<task-done>x</task-done>",
        model="sonnet",
    )
    memory.capture(
        "t-1a2b3c",
        f'<learning category="success_pattern" tags="review, consistency, spec, SQLite">\n{LEARNING_FK}\n'
        "</learning>\n<task-done>x</task-done>",
        model="sonnet",
    )
    spec = ".ralph/specs/iteration-memory.md"
    memory.capture(
        task.id,
        report(
            "Attempted full review and polish in a single pass",
            "Made edits that introduced inconsistencies with the Data Model section",
            "logic_error",
            spec,
        ),
        model="sonnet",
    )
    memory.capture(
        task.id,
        report(
            "Read the entire spec first, then made targeted fixes",
            "Missed the cross-references between Sigil Design and Context Injection sections",
            "logic_error",
            spec,
        ),
        model="sonnet",
    )
    memory.capture(
        task.id,
        report(
            "Section-by-section review with cross-reference checking",
            "Tests failed because the example code snippets had syntax errors",
            "test_failure",
            spec,
            "cargo test -- --test spec_validation\ntest spec_validation::code_blocks_are_valid ... FAILED",
            "Focus exclusively on validating the code examples. The prose is fine; the issue is in the Rust code "
            "snippets in the Sigil Design section. Run `cargo check` on extracted code blocks.",
        ),
        model="opus",
    )
    return task


def example4_task() -> TaskInfo:
    return TaskInfo(
        "t-71b433",
        "Design and write the Lifecycle section",
        "Write the Memory Growth, Summarization, Pruning, Cross-Run Persistence, and Failure Escalation Lifecycle "
        "subsections.",
        prerequisites=[CONTEXT_INJECTION],
        reference_specs=SPECS,
    )


def play_example4(memory: IterationMemory) -> TaskInfo:
    others(memory, done=4, failed=1)
    memory.capture(
        "t-aa0001",
        '<learning category="tool_usage" tags="cargo, testing, subsections">\nUse `cargo test --test '
        "integration_test_name` to run a specific integration test file without running the entire suite.\n"
        "</learning>\n<task-done>x</task-done>",
        model="sonnet",
    )
    memory.capture(
        "t-aa0002",
        '<learning category="code_structure" tags="lifecycle, memory growth, pruning, spec">\nThe '
        "iteration-memory spec follows a pattern: each section starts with a high-level description, then hook "
        "points, data flow diagram, and concrete code examples.\n</learning>\n<task-done>x</task-done>",
        model="sonnet",
    )
    task = example4_task()
    memory.ensure_task(task.id, title=task.title, description=task.description)
    return task
