"""Cursor agent hooks (``hooks.json``, ``"version": 1``; the contract: https://cursor.com/docs/hooks).

- ``preToolUse`` (every tool), and ``beforeShellExecution`` when configured: check the call. BLOCK:
  ``{"permission": "deny", "agent_message": ..., "user_message": ...}``; WARN: ``agent_message`` without a
  decision (Cursor documents it for denials, so it may not reach the agent); ALLOW: ``{}`` (never ``"allow"``,
  which would skip Cursor's own approval of the call).
- ``postToolUseFailure`` (a tool failed or timed out): recorded, unless the user interrupted it or it was denied.
- ``postToolUse``: a shell command that exited non-zero (``tool_output`` ``{"exitCode": N, ...}``; see
  :mod:`.response`) is recorded (``additional_context``: what an identical retry will meet); any other result
  clears the call.
- ``sessionStart``: known failures of this project and open escalations as ``additional_context``.
- anything else: ``{}``.

Always exit 0 with one JSON object on stdout. A shell call is remembered by its command; its working directory
(``tool_input.working_directory`` or ``cwd``) is the workspace whose state is hashed, so ``preToolUse`` and
``beforeShellExecution`` key the same call the same way.
"""

from __future__ import annotations

from .handler import HookHandler

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

AGENT = "cursor"
FAIL_OPEN = "{}\n"  # Cursor reads one JSON object on stdout: an empty one is "no opinion"

#: Cursor's shell tool.
SHELL = "Shell"
_BEFORE = ("preToolUse", "beforeShellExecution")


def handle(payload: dict[str, Any], args: list[str], log: Callable[[str], None]) -> tuple[dict[str, Any] | None, int]:
    """Answer one Cursor hook event: ``(JSON answer or None for {}, exit code)``."""
    event = str(payload.get("hook_event_name") or (args[0] if args else ""))
    tool, tool_input, cwd = _call(event, payload)
    engine = HookHandler(AGENT, cwd, log)
    if event in _BEFORE:
        verdict = engine.check(tool, tool_input)
        if verdict.result == "BLOCK":
            return {"permission": "deny", "user_message": verdict.text, "agent_message": verdict.text}, 0
        if verdict.result == "WARN":
            return {"agent_message": verdict.text}, 0
        return None, 0
    if event == "postToolUseFailure":
        if payload.get("is_interrupt") or payload.get("failure_type") == "permission_denied":
            return None, 0  # stopped by the user, or refused before it ran: not a failure of the call
        error = payload.get("error_message") or payload.get("error") or f"failed ({payload.get('failure_type')})"
        engine.failed(tool, tool_input, str(error))
        return None, 0  # Cursor takes no answer to this event
    if event == "postToolUse":
        from .response import failure_text  # json and re: only after a call, never before one

        error = failure_text(payload.get("tool_output"))
        if error is None:
            engine.succeeded(tool, tool_input)
            return None, 0
        note = engine.failed(tool, tool_input, error)
        return ({"additional_context": note}, 0) if note else (None, 0)
    if event == "sessionStart":
        text = engine.context()
        return ({"additional_context": text}, 0) if text else (None, 0)
    return None, 0


def _call(event: str, payload: dict[str, Any]) -> tuple[str, object, str]:
    """The call in the engine's terms: tool name, the parameters that decide it, and its working directory."""
    roots = payload.get("workspace_roots")
    cwd = str(payload.get("cwd") or (roots[0] if isinstance(roots, list) and roots else ""))
    if event == "beforeShellExecution":
        return SHELL, {"command": payload.get("command")}, cwd
    tool = str(payload.get("tool_name") or "")
    tool_input = payload.get("tool_input") or {}
    if tool == SHELL and isinstance(tool_input, dict):
        directory = tool_input.get("working_directory") or tool_input.get("cwd")
        tool_input = {"command": tool_input.get("command")}
        cwd = str(directory or cwd)
    return tool, tool_input, cwd
