"""Gemini CLI command hooks (``settings.json`` ``hooks``; the contract: https://geminicli.com/docs/hooks/reference).

- ``BeforeTool``: check the call. BLOCK: ``{"decision": "deny", "reason": ...}`` (the reason is sent to the agent
  as the tool's error, and the turn goes on); WARN: ``systemMessage`` (Gemini CLI gives ``BeforeTool`` no channel to
  the agent short of denying, so the warning is shown to the user); ALLOW: ``{}``.
- ``AfterTool``: a failed call (``tool_response.error``, or a shell command whose ``llmContent`` says ``Exit Code:
  N`` with N not 0, inside 0.61's ``<untrusted_context>``; see :mod:`.response`) is recorded, with
  ``hookSpecificOutput.additionalContext``: what an identical retry will meet; a successful one clears the call.
- ``SessionStart``: known failures of this project and open escalations as ``hookSpecificOutput.additionalContext``.
- ``BeforeAgent`` (a prompt was submitted): the unresolved failures of this project, shorter.
- anything else: ``{}``.

Always exit 0 with one JSON object on stdout (exit 2 would make stderr the reason and bypass the JSON answer).
Tools: ``run_shell_command`` (``command``, ``dir_path`` / ``directory``), ``write_file`` (``file_path``,
``content``), ``replace`` (``file_path``, ``old_string``, ``new_string``, ``expected_replacements``), MCP tools
(``mcp__server__tool``).
"""

from __future__ import annotations

from . import _answer
from .handler import HookHandler

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

AGENT = "gemini"
FAIL_OPEN = "{}\n"  # Gemini CLI parses stdout as JSON on exit 0: an empty object is "no opinion"


def handle(payload: dict[str, Any], args: list[str], log: Callable[[str], None]) -> tuple[dict[str, Any] | None, int]:
    """Answer one Gemini CLI hook event: ``(JSON answer or None for {}, exit code)``."""
    event = str(payload.get("hook_event_name") or (args[0] if args else ""))
    engine = HookHandler(AGENT, str(payload.get("cwd") or ""), log)
    tool = str(payload.get("tool_name") or "")
    tool_input = payload.get("tool_input") or {}
    if event == "BeforeTool":
        verdict = engine.check(tool, tool_input)
        if verdict.result == "BLOCK":
            return {"decision": "deny", "reason": verdict.text}, 0
        if verdict.result == "WARN":
            return {"systemMessage": verdict.text}, 0
        return None, 0
    if event == "AfterTool":
        from .response import failure_text  # json and re: only after a call, never before one

        error = failure_text(payload.get("tool_response"))
        if error is None:
            engine.succeeded(tool, tool_input)
            return None, 0
        note = engine.failed(tool, tool_input, error)
        return (_answer(event, additionalContext=note), 0) if note else (None, 0)
    if event in ("SessionStart", "BeforeAgent"):
        text = engine.context() if event == "SessionStart" else engine.reminder()
        return (_answer(event, additionalContext=text), 0) if text else (None, 0)
    return None, 0
