"""Claude Code command hooks (the contract: ``docs/hooks.md`` and the Claude Code hooks reference).

- ``PreToolUse``: check the call. BLOCK: ``permissionDecision: deny`` with the reason (what failed, how
  often, when, what to try instead); WARN: ``additionalContext`` (the permission flow is unchanged); ALLOW:
  nothing.
- ``PostToolUseFailure`` (a failing Bash fires only this event): record the failure, unless the user
  interrupted it; ``additionalContext``: what an identical retry will meet. The model reads it with the failed
  call's result, before it decides the next call; a ``PreToolUse`` WARN reaches it only with the result of the
  call it warned about (Claude Code 2.1, ``docs/hooks.md``).
- ``PostToolUse``: clear the call's failure (also in the workspace's earlier states: it was fixed); earlier
  blocks of it here count as false blocks. No answer.
- ``SessionStart``: known failures of this project and open escalations as ``additionalContext``.
- ``UserPromptSubmit``: the unresolved failures of this project, shorter.
- anything else: nothing.

Always exit 0: a block is a ``deny`` decision, never exit 2 (whose stderr would bypass the JSON answer).
"""

from __future__ import annotations

from . import _answer
from .handler import HookHandler

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

AGENT = "claude-code"
FAIL_OPEN = ""  # Claude Code: exit 0 with nothing on stdout is "no opinion"


def handle(payload: dict[str, Any], args: list[str], log: Callable[[str], None]) -> tuple[dict[str, Any] | None, int]:
    """Answer one Claude Code hook event: ``(JSON answer or None, exit code)``."""
    event = payload.get("hook_event_name") or (args[0] if args else "")
    return respond(HookHandler(AGENT, str(payload.get("cwd") or ""), log), str(event), payload)


def respond(engine: HookHandler, event: str, payload: dict[str, Any]) -> tuple[dict[str, Any] | None, int]:
    """The answer to ``event`` in Claude Code's wire format (shared with Codex CLI, whose hooks speak it too)."""
    tool = str(payload.get("tool_name") or "")
    tool_input = payload.get("tool_input") or {}
    if event == "PreToolUse":
        verdict = engine.check(tool, tool_input)
        if verdict.result == "BLOCK":
            return _answer(event, permissionDecision="deny", permissionDecisionReason=verdict.text), 0
        if verdict.result == "WARN":
            return _answer(event, additionalContext=verdict.text), 0
        return None, 0
    if event == "PostToolUseFailure":
        if payload.get("is_interrupt"):
            return None, 0  # the user stopped it: not a failure of the call
        note = engine.failed(tool, tool_input, str(payload.get("error") or "failed (no error text)"))
        return (_answer(event, additionalContext=note), 0) if note else (None, 0)
    if event == "PostToolUse":
        engine.succeeded(tool, tool_input)
        return None, 0
    if event == "SessionStart":
        text = engine.context()
        return (_answer(event, additionalContext=text), 0) if text else (None, 0)
    if event == "UserPromptSubmit":
        text = engine.reminder()
        return (_answer(event, additionalContext=text), 0) if text else (None, 0)
    return None, 0
