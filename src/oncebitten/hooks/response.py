"""Whether a tool's reported result is a failure, for agents that report failed calls in their "after" event.

Claude Code fires a separate ``PostToolUseFailure``. Codex CLI (``PostToolUse``), Gemini CLI (``AfterTool``) and
Cursor (``postToolUse``, for a shell command that ran and exited non-zero) report a failed call in the same event
as a successful one; only the tool's response tells them apart:

- Codex CLI, ``Bash``: ``tool_response`` is the text the model sees, beginning ``Exit code: N`` (the unified exec
  tool: ``Process exited with code N``; the structured format: JSON with ``metadata.exit_code``); an MCP tool: its
  result, ``isError: true`` on failure;
- Gemini CLI: ``tool_response`` is ``{"llmContent", "returnDisplay", "error"?}``; a tool error sets ``error``, a
  shell command that exits non-zero says ``Exit Code: N`` in ``llmContent``, which 0.61 wraps as
  ``<untrusted_context>\nOutput: ...\nExit Code: 1\nProcess Group PGID: N\n</untrusted_context>``: the wrapper
  and the field labels are taken off, so the error is ``Exit code 1`` and the command's own output;
- Cursor: ``tool_output`` is a JSON string such as ``{"exitCode": 1, "stdout": ..., "stderr": ...}``.
"""

from __future__ import annotations

import re

from .._cstdlib import dumps, loads

__all__ = ["exit_status", "failure_text"]

#: A line that is only an exit status, as the agents above print it (not "exit code" inside a program's output).
_EXIT_LINE = re.compile(r"^(?:Exit code:?|Exit Code:|Process exited with code) (-?\d+)\s*$", re.MULTILINE)
#: Lines that change on every run without saying anything about the failure (timings, ids, empty fields).
_VOLATILE = re.compile(
    r"^(?:(?:Wall time|Chunk ID|Original token count|Total output lines|Process Group PGID|Directory): .*"
    r"|[A-Za-z ]+: \(none\))$\n?",
    re.MULTILINE,
)
#: Gemini CLI's labelled lines around a shell command's output (the output itself follows ``Output:``).
_GEMINI_FIELDS = re.compile(
    r"^(?:Command|Directory|Exit Code|Signal|Background PIDs|Process Group PGID|Error): .*$\n?", re.MULTILINE
)
_WRAPPER = re.compile(r"^\s*<(/?)untrusted_context>\s*$\n?", re.MULTILINE)
_TEXT_KEYS = ("error", "stderr", "stdout", "output", "llmContent", "message", "content", "result")
_LIMIT = 20_000


def exit_status(text: str) -> int | None:
    """The exit status stated on a line of its own in ``text`` (the first one), or ``None``."""
    match = _EXIT_LINE.search(text)
    return int(match.group(1)) if match else None


def failure_text(response: object) -> str | None:
    """The error text when a tool's response says the call failed; ``None`` when it succeeded (or cannot tell)."""
    if isinstance(response, str):
        stripped = response.strip()
        if stripped.startswith("{"):
            try:
                parsed = loads(stripped)
            except ValueError:
                parsed = None
            if isinstance(parsed, dict):
                return failure_text(parsed)
        status = exit_status(response)
        return _clean(response) if status not in (None, 0) else None
    if not isinstance(response, dict):
        return None
    error = response.get("error")
    if error:
        message = error.get("message") if isinstance(error, dict) else error
        return _clean(str(message or error))
    metadata = response.get("metadata")  # Codex's structured shell output: {"output", "metadata": {"exit_code"}}
    for holder in (response, metadata if isinstance(metadata, dict) else {}):
        for key in ("exit_code", "exitCode", "returncode"):
            value = holder.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value != 0:
                return _clean(f"Exit code {value}\n{_text_of(response)}")
    if response.get("isError") is True or response.get("is_error") is True or response.get("success") is False:
        return _clean(_text_of(response) or dumps(response, ensure_ascii=False))
    for key in ("llmContent", "output"):
        value = response.get(key)
        if not isinstance(value, str):
            continue
        status = exit_status(value)
        if status not in (None, 0):
            return _clean(f"Exit code {status}\n{shell_output(value)}" if key == "llmContent" else value)
    return None


def shell_output(text: str) -> str:
    """A Gemini CLI shell result without its wrapper and labels: the command's output (and its error line)."""
    text = _WRAPPER.sub("", text)
    error = re.search(r"^Error: (.*)$", text, re.MULTILINE)
    body = _GEMINI_FIELDS.sub("", text)
    body = re.sub(r"^Output: ?", "", body, count=1, flags=re.MULTILINE).strip()
    if error and error.group(1).strip() not in ("", "(none)"):
        body = f"{body}\n{error.group(1).strip()}".strip()
    return "" if body == "(empty)" else body


def _text_of(response: dict[str, object]) -> str:
    parts: list[str] = []
    for key in _TEXT_KEYS:
        value = response.get(key)
        if isinstance(value, str) and value.strip():
            parts.append(value)
        elif isinstance(value, list):  # MCP content blocks: [{"type": "text", "text": ...}]
            parts.extend(str(b["text"]) for b in value if isinstance(b, dict) and isinstance(b.get("text"), str))
    return "\n".join(parts)


def _clean(text: str) -> str:
    """The error text without run-specific banner lines (timings, process ids), at most 20,000 characters."""
    text = _VOLATILE.sub("", text).strip()
    return text if len(text) <= _LIMIT else text[: _LIMIT // 2] + "\n...\n" + text[-_LIMIT // 2 :]
