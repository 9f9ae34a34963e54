"""Codex CLI command hooks (``hooks.json``; the contract: https://developers.openai.com/codex/hooks).

Codex speaks Claude Code's wire format (``hookSpecificOutput`` with ``permissionDecision: "deny"`` and
``permissionDecisionReason``, or ``additionalContext``), so ``PreToolUse``, ``SessionStart`` and
``UserPromptSubmit`` are answered exactly as for Claude Code (:func:`.claude_code.respond`).

Codex has no ``PostToolUseFailure``: a call that failed fires ``PostToolUse`` like one that succeeded, and its
``tool_response`` tells them apart (for ``Bash``, the text the model sees, which begins ``Exit code: N``; for an
MCP tool, ``isError``; see :mod:`.outcome`). A failure is recorded (``additionalContext`` once the same call has
failed twice), a success clears the call.

Tools: ``Bash`` (``tool_input.command``), ``apply_patch`` (the patch in ``tool_input.command``), MCP tools
(``mcp__server__tool``). Always exit 0: a block is a ``deny`` decision.
"""

from __future__ import annotations

from . import _answer
from .claude_code import respond
from .handler import HookHandler

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

AGENT = "codex"
FAIL_OPEN = ""  # Codex: exit 0 with nothing on stdout is "no opinion"


def handle(payload: dict[str, Any], args: list[str], log: Callable[[str], None]) -> tuple[dict[str, Any] | None, int]:
    """Answer one Codex CLI hook event: ``(JSON answer or None, exit code)``."""
    event = str(payload.get("hook_event_name") or (args[0] if args else ""))
    engine = HookHandler(AGENT, str(payload.get("cwd") or ""), log)
    if event != "PostToolUse":
        return respond(engine, event, payload)
    tool = str(payload.get("tool_name") or "")
    tool_input = payload.get("tool_input") or {}
    from .response import failure_text  # json and re: only after a call, never before one

    error = failure_text(payload.get("tool_response"))
    if error is None:
        engine.succeeded(tool, tool_input)
        return None, 0
    note = engine.failed(tool, tool_input, error)
    return (_answer(event, additionalContext=note), 0) if note else (None, 0)
