"""The iteration-memory design's sigils: structured notes an agent leaves in its output for the next iteration.

Pure parsers, standard library only. They never raise, and run in time linear in the text whatever it holds:
every search moves forward, and a candidate that fails is skipped past its closing tag.

Grammar (the design's, with its edge cases):

- ``<failure-report>`` ... ``</failure-report>``: ``key: value`` lines; ``what_tried`` and ``why_failed``
  are required (and must not be empty), ``error_category`` defaults to ``unknown``, ``relevant_files`` is
  comma separated, unknown keys are ignored. Lines after ``stack_trace:`` that are not ``known_key:`` lines
  continue the trace (the design's own examples show a two-line trace).
- ``<learning category="..." tags="a, b">content</learning>``: any number; missing ``category`` or
  ``tags``, empty content or no closing tag skip that one. As for the others, the content starts at the
  last opening tag before the closing one.
- ``<difficulty-estimate>``: one of ``trivial easy moderate hard blocked``, exactly.
- ``<retry-suggestion>``: free text, not empty.
- ``<task-done>`` / ``<task-failed>`` (the loop's own): bare, self-closing (``<task-done/>``) or closed with
  the task id (``<task-done>t-1</task-done>``); and ``<next-model>`` (the hint for the next iteration).

The first *valid* occurrence wins. A candidate's content is taken from the last opening tag before its
closing tag, so a stray opening tag before the real sigil does not swallow it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "DIFFICULTIES",
    "ERROR_CATEGORIES",
    "LEARNING_CATEGORIES",
    "SIGIL_GUIDE",
    "FailureReport",
    "Learning",
    "minimal_failure_report",
    "parse_difficulty_estimate",
    "parse_failure_report",
    "parse_learnings",
    "parse_next_model",
    "parse_retry_suggestion",
    "parse_task_outcome",
    "sigil_problems",
]

#: The design's difficulty levels, easiest first.
DIFFICULTIES = ("trivial", "easy", "moderate", "hard", "blocked")
#: The design's error categories for ``<failure-report>`` (others are kept as given).
ERROR_CATEGORIES = (
    "test_failure", "build_error", "missing_file", "logic_error", "type_error", "dependency_error", "timeout",
    "unknown",
)  # fmt: skip
#: The design's categories for ``<learning>`` (others are kept as given).
LEARNING_CATEGORIES = (
    "success_pattern", "pitfall", "tool_usage", "code_structure", "testing_strategy", "debugging_technique", "other",
)  # fmt: skip
#: The ``why_failed`` of a report made without a ``<failure-report>`` (the design's wording).
NO_REPORT = "Task failed (no structured report)"
#: How much of the result text a minimal report keeps (the design's 200 characters).
MINIMAL_EXCERPT = 200

_REPORT_KEYS = ("what_tried", "why_failed", "error_category", "relevant_files", "stack_trace")
_ATTRIBUTE = {name: re.compile(rf"""(?:^|\s){name}\s*=\s*(?:"([^"]*)"|'([^']*)')""") for name in ("category", "tags")}


@dataclass(frozen=True, slots=True)
class FailureReport:
    """A ``<failure-report>``: what was tried, why it failed, and where."""

    what_tried: str
    why_failed: str
    error_category: str = "unknown"
    relevant_files: list[str] = field(default_factory=list)
    stack_trace: str | None = None


@dataclass(frozen=True, slots=True)
class Learning:
    """A ``<learning>``: a reusable insight with its category and relevance tags."""

    category: str
    tags: list[str]
    content: str


def _contents(text: str, tag: str) -> list[str]:
    """The trimmed contents of every closed ``<tag>...</tag>``, in order (linear time)."""
    start_tag, end_tag = f"<{tag}>", f"</{tag}>"
    found: list[str] = []
    position = 0
    while True:
        start = text.find(start_tag, position)
        if start < 0:
            return found
        end = text.find(end_tag, start + len(start_tag))
        if end < 0:
            return found  # no closing tag after this one: none after any later one either
        start = text.rfind(start_tag, start, end)  # the last opening tag before the closing one
        found.append(text[start + len(start_tag) : end].strip())
        position = end + len(end_tag)


def _first(text: str, tag: str, valid: tuple[str, ...] | None = None) -> str | None:
    for content in _contents(text, tag):
        if content and (valid is None or content in valid):
            return content
    return None


def parse_failure_report(text: str) -> FailureReport | None:
    """The first valid ``<failure-report>`` in ``text``, or ``None`` (absent, empty or missing a required
    field). Never raises."""
    if not isinstance(text, str):
        return None
    for content in _contents(text, "failure-report"):
        report = _report(content)
        if report is not None:
            return report
    return None


def _report(content: str) -> FailureReport | None:
    values: dict[str, str] = {}
    trace: list[str] = []
    in_trace = False
    for line in content.splitlines():
        key, colon, value = line.partition(":")
        key = key.strip()
        if colon and key in _REPORT_KEYS:
            values[key] = value.strip()
            in_trace = key == "stack_trace"
            if in_trace:
                trace = [value.strip()]
        elif in_trace and line.strip():
            trace.append(line.rstrip())
    values["stack_trace"] = "\n".join(part for part in trace if part)
    what, why = values.get("what_tried", ""), values.get("why_failed", "")
    if not what or not why:
        return None
    files = [name.strip() for name in values.get("relevant_files", "").split(",") if name.strip()]
    return FailureReport(
        what_tried=what,
        why_failed=why,
        error_category=values.get("error_category") or "unknown",
        relevant_files=files,
        stack_trace=values.get("stack_trace") or None,
    )


def parse_learnings(text: str) -> list[Learning]:
    """Every valid ``<learning category=".." tags="..">..</learning>`` in ``text``, in order. Never raises."""
    if not isinstance(text, str):
        return []
    learnings: list[Learning] = []
    position = 0
    while True:
        start = text.find("<learning", position)
        if start < 0:
            return learnings
        after = start + len("<learning")
        if after < len(text) and not (text[after] == ">" or text[after].isspace()):
            position = after  # <learnings>, <learning-x>: another tag
            continue
        tag_end = text.find(">", after)
        if tag_end < 0:
            return learnings
        close = text.find("</learning>", tag_end)
        if close < 0:
            return learnings
        last = _last_learning_opening(text, start, close)
        if last != start:  # a stray <learning> (e.g. mentioned in prose) must not swallow the real one
            after = last + len("<learning")
            tag_end = text.find(">", after, close)
            if tag_end < 0:
                position = close + len("</learning>")
                continue
        opening = text[after:tag_end]
        category, tags = _attribute(opening, "category"), _attribute(opening, "tags")
        content = text[tag_end + 1 : close].strip()
        if category and tags is not None and content:
            learnings.append(Learning(category, [t.strip() for t in tags.split(",") if t.strip()], content))
        position = close + len("</learning>")


def _last_learning_opening(text: str, start: int, end: int) -> int:
    """The last ``<learning`` opening tag in ``text[start:end]`` (``start`` is one); linear in the span."""
    while True:
        found = text.rfind("<learning", start, end)
        after = found + len("<learning")
        if found <= start or text[after] == ">" or text[after].isspace():
            return max(found, start)
        end = found


def _attribute(opening: str, name: str) -> str | None:
    match = _ATTRIBUTE[name].search(opening)
    if match is None:
        return None
    value = match.group(1) if match.group(1) is not None else match.group(2)
    return value.strip()


def parse_difficulty_estimate(text: str) -> str | None:
    """The first valid ``<difficulty-estimate>`` (one of :data:`DIFFICULTIES`), or ``None``."""
    return _first(text, "difficulty-estimate", DIFFICULTIES) if isinstance(text, str) else None


def parse_retry_suggestion(text: str) -> str | None:
    """The first non-empty ``<retry-suggestion>``, or ``None``."""
    return _first(text, "retry-suggestion") if isinstance(text, str) else None


def parse_next_model(text: str) -> str | None:
    """The first non-empty ``<next-model>`` hint (a model name, checked against the tiers by the strategy)."""
    return _first(text, "next-model") if isinstance(text, str) else None


_TASK_SIGILS = (("task-done", "done"), ("task-failed", "failed"))
# <task-done>, <task-done/>, <task-done />: the forms a task sigil opens with (a closing tag is optional).
_TASK_OPENING = re.compile(r"<(task-done|task-failed)\s*/?>")
# What an agent may write when it means a task sigil: another case, an underscore, a synonym, square brackets.
_TASK_NEAR_MISS = re.compile(
    r"[<\[] {0,3}/?task[ _-]?(?:done|failed|fail|complete|completed|finished|success|succeeded) {0,3}/?[>\]]",
    re.IGNORECASE,
)


def parse_task_outcome(text: str) -> str | None:
    """``"done"`` or ``"failed"`` from the first ``<task-done>`` / ``<task-failed>``, or ``None``.

    The sigil may be bare (``<task-done>``), self-closing (``<task-done/>``) or closed around the task id
    (``<task-done>t-1</task-done>``): the forms an agent's instructions show.
    """
    if not isinstance(text, str):
        return None
    match = _TASK_OPENING.search(text)
    return None if match is None else dict(_TASK_SIGILS)[match.group(1)]


def sigil_problems(text: str, *, outcome_given: bool = False) -> list[str]:
    """What in ``text`` looks like a sigil but will be ignored, one sentence each (for a warning).

    Parsing never fails; this says why a sigil had no effect: a ``<failure-report>`` without its required
    fields, a ``<learning>`` without category, tags or content, a difficulty that is not a level, a
    misspelt task sigil, or (unless ``outcome_given``) no task sigil at all, which counts as a failure.
    """
    if not isinstance(text, str):
        return []
    problems: list[str] = []
    if "<failure-report>" in text and parse_failure_report(text) is None:
        problems.append(
            "<failure-report> ignored: it needs 'what_tried:' and 'why_failed:' lines and a closing </failure-report>"
        )
    missing = len(re.findall(r"<learning[\s>]", text)) - len(parse_learnings(text))
    if missing > 0:
        problems.append(
            f'{missing} <learning> sigil{"s" if missing != 1 else ""} ignored: each needs category="...", '
            'tags="...", a content and a closing </learning>'
        )
    if "<difficulty-estimate>" in text and parse_difficulty_estimate(text) is None:
        problems.append(f"<difficulty-estimate> ignored: it must be one of {', '.join(DIFFICULTIES)}")
    if "<retry-suggestion>" in text and parse_retry_suggestion(text) is None:
        problems.append("<retry-suggestion> ignored: it is empty or has no closing </retry-suggestion>")
    if not outcome_given and parse_task_outcome(text) is None:
        near = _TASK_NEAR_MISS.search(text)
        if near is not None:
            problems.append(
                f"{near.group(0)!r} is not a task sigil (write <task-done> or <task-failed>): "
                "the attempt is recorded as no_sigil, a failed attempt"
            )
        else:
            problems.append(
                "no <task-done> or <task-failed> in the output: the attempt is recorded as no_sigil, a failed "
                "attempt (the agent's instructions should ask for one: oncebitten sigils)"
            )
    return problems


def minimal_failure_report(result_text: str) -> FailureReport:
    """The report made when the agent gave none: the design's empty ``what_tried``, ``why_failed`` = "Task failed
    (no structured report)", category ``unknown``, and the first 200 characters of the output as the trace."""
    excerpt = (result_text if isinstance(result_text, str) else "").strip()[:MINIMAL_EXCERPT]
    return FailureReport(what_tried="", why_failed=NO_REPORT, error_category="unknown", stack_trace=excerpt or None)


#: What to put in an agent's system prompt so that it emits the sigils (``oncebitten sigils`` prints it;
#: ``oncebitten context --with-instructions`` appends it). Every example in it parses, and only the examples do.
SIGIL_GUIDE = f"""\
## Sigils: how to report back to the loop

End your output with one of these, so the loop knows how the task went:

- `<task-done>` when the task is complete (also accepted: `<task-done>TASK-ID</task-done>`).
- `<task-failed>` when you could not complete it; say why in a `<failure-report>`.

Without either, the attempt counts as failed (`no_sigil`), and three failed attempts in a row mark the task
as stuck.

## Memory sigils (optional)

These help the next iteration. They are optional: omitting them has no negative effect.

- `<failure-report>`: what you tried and why it failed, one `key: value` per line. `what_tried` and
  `why_failed` are required; `relevant_files` is comma separated; `stack_trace` may go on for several
  lines; `error_category` is one of
  {", ".join(ERROR_CATEGORIES)}.

  <failure-report>
  what_tried: Modified claim_task() to create the metrics row before claiming
  why_failed: The foreign key failed because the task row did not exist yet
  error_category: dependency_error
  relevant_files: src/dag/tasks.rs, src/memory/metrics.rs
  stack_trace: FOREIGN KEY constraint failed (code 787)
  </failure-report>

- `<retry-suggestion>`: advice for the next attempt at this task.

  <retry-suggestion>Create the tables first, then add the foreign keys in a second step.</retry-suggestion>

- `<learning>`: a reusable insight for other tasks, 1-3 sentences. Its `tags` are comma-separated keywords
  (file paths, languages, tools, error types) that find it for related tasks. Emit as many as you have.
  Its `category` is one of
  {", ".join(LEARNING_CATEGORIES)}.

  <learning category="tool_usage" tags="cargo, testing, integration tests">
  Run one integration test file with `cargo test --test NAME` instead of the whole suite.
  </learning>

- `<difficulty-estimate>`: how hard the task was, one of {"|".join(DIFFICULTIES)}.

  <difficulty-estimate>moderate</difficulty-estimate>

- `<next-model>`: the model the next iteration should use, if this one needs another.

  <next-model>opus</next-model>
"""
