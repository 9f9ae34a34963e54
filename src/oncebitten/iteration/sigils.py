"""Seed 002's sigils: structured notes an agent leaves in its output for the next iteration.

Pure parsers, standard library only. They never raise, and run in time linear in the text whatever it holds:
every search moves forward, and a candidate that fails is skipped past its closing tag.

Grammar (the seed's, with its edge cases):

- ``<failure-report>`` ... ``</failure-report>``: ``key: value`` lines; ``what_tried`` and ``why_failed``
  are required (and must not be empty), ``error_category`` defaults to ``unknown``, ``relevant_files`` is
  comma separated, unknown keys are ignored. Lines after ``stack_trace:`` that are not ``known_key:`` lines
  continue the trace (the seed's own examples show a two-line trace).
- ``<learning category="..." tags="a, b">content</learning>``: any number; missing ``category`` or
  ``tags``, empty content or no closing tag skip that one.
- ``<difficulty-estimate>``: one of ``trivial easy moderate hard blocked``, exactly.
- ``<retry-suggestion>``: free text, not empty.
- ``<task-done>`` / ``<task-failed>`` (Ralph's own) and ``<next-model>`` (the hint for the next iteration).

The first *valid* occurrence wins. A candidate's content is taken from the last opening tag before its
closing tag, so a stray opening tag before the real sigil does not swallow it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "DIFFICULTIES",
    "ERROR_CATEGORIES",
    "FailureReport",
    "Learning",
    "minimal_failure_report",
    "parse_difficulty_estimate",
    "parse_failure_report",
    "parse_learnings",
    "parse_next_model",
    "parse_retry_suggestion",
    "parse_task_outcome",
]

#: The seed's difficulty levels, easiest first.
DIFFICULTIES = ("trivial", "easy", "moderate", "hard", "blocked")
#: The seed's error categories for ``<failure-report>`` (others are kept as given).
ERROR_CATEGORIES = (
    "test_failure", "build_error", "missing_file", "logic_error", "type_error", "dependency_error", "timeout",
    "unknown",
)  # fmt: skip
#: The ``why_failed`` of a report made without a ``<failure-report>`` (the seed's wording).
NO_REPORT = "Task failed (no structured report)"
#: How much of the result text a minimal report keeps (the seed's 200 characters).
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
        opening = text[after:tag_end]
        category, tags = _attribute(opening, "category"), _attribute(opening, "tags")
        content = text[tag_end + 1 : close].strip()
        if category and tags is not None and content:
            learnings.append(Learning(category, [t.strip() for t in tags.split(",") if t.strip()], content))
        position = close + len("</learning>")


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


def parse_task_outcome(text: str) -> str | None:
    """``"done"`` or ``"failed"`` from the first closed ``<task-done>`` / ``<task-failed>``, or ``None``."""
    if not isinstance(text, str):
        return None
    best: tuple[int, str] | None = None
    for tag, outcome in (("task-done", "done"), ("task-failed", "failed")):
        start = text.find(f"<{tag}>")
        if start >= 0 and text.find(f"</{tag}>", start) >= 0 and (best is None or start < best[0]):
            best = (start, outcome)
    return None if best is None else best[1]


def minimal_failure_report(result_text: str) -> FailureReport:
    """The report made when the agent gave none: the seed's empty ``what_tried``, ``why_failed`` = "Task failed
    (no structured report)", category ``unknown``, and the first 200 characters of the output as the trace."""
    excerpt = (result_text if isinstance(result_text, str) else "").strip()[:MINIMAL_EXCERPT]
    return FailureReport(what_tried="", why_failed=NO_REPORT, error_category="unknown", stack_trace=excerpt or None)
