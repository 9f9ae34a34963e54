"""Codex CLI command hooks (``hooks.json``; the contract: https://developers.openai.com/codex/hooks).

Codex speaks Claude Code's wire format (``hookSpecificOutput`` with ``permissionDecision: "deny"`` and
``permissionDecisionReason``, or ``additionalContext``), so ``PreToolUse``, ``SessionStart`` and
``UserPromptSubmit`` are answered exactly as for Claude Code (:func:`.claude_code.respond`).

Codex has no ``PostToolUseFailure``: a call that failed fires ``PostToolUse`` like one that succeeded. For an
MCP tool the ``tool_response`` says so (``isError``; see :mod:`.response`). For ``Bash``, Codex 0.169 sends only
the command's output (``"tool_response": "boom\n"``), no exit status; the status is in the session's transcript
(``transcript_path``, a JSON-lines rollout), where the command's ``item_completed`` event (``item.id`` is the
payload's ``tool_use_id``) carries ``exit_code``: :func:`transcript_exit_code` reads it from the end of the
file. A failure is recorded (``additionalContext``: what an identical retry will meet), a success clears the call.
Codex writes the rollout asynchronously: when the line is not there within :data:`WAIT_SHARE` of the budget,
the call is spooled undecided (:meth:`.handler.HookHandler.undecided`) and its status read again on delivery.

Tools: ``Bash`` (``tool_input.command``), ``apply_patch`` (the patch in ``tool_input.command``), MCP tools
(``mcp__server__tool``). Always exit 0: a block is a ``deny`` decision.
"""

from __future__ import annotations

import os

from . import _answer
from .claude_code import respond
from .handler import HookHandler
from .policy import SHELL_TOOLS

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
    from .response import exit_status, failure_text  # json and re: only after a call, never before one

    response = payload.get("tool_response")
    error = failure_text(response)
    if error is None and tool in SHELL_TOOLS and isinstance(response, str) and exit_status(response) is None:
        rollout = str(payload.get("transcript_path") or "")
        call_id = str(payload.get("tool_use_id") or "")
        status = transcript_exit_code(rollout, call_id, wait=min(WAIT_SECONDS, engine.budget.left(WAIT_SHARE)))
        if status is None and call_id and os.path.isfile(rollout):
            # Not written yet (a loaded machine): neither a failure nor a success can be told now. Kept, and
            # decided from the rollout when delivered; a success must not clear a failure it may be. (With no
            # rollout at all the status never comes: the call counts as a success, never a false failure.)
            engine.undecided(tool, tool_input, response, {"rollout": rollout, "call_id": call_id})
            return None, 0
        if status:
            error = failure_text(f"Exit code {status}\n{response}")  # as Claude Code states it
    if error is None:
        engine.succeeded(tool, tool_input)
        return None, 0
    note = engine.failed(tool, tool_input, error)
    return (_answer(event, additionalContext=note), 0) if note else (None, 0)


#: How much of the transcript's end is read for a call's result (the call just ended: it is near the end).
TAIL_BYTES = 1 << 20
#: Codex writes the rollout asynchronously: how long to wait for the call's line to appear, at most, and of the
#: hook's budget, by when to stop waiting (what is left records the call, or keeps it undecided in the spool).
WAIT_SECONDS = 1.0
WAIT_SHARE = 0.4


def transcript_exit_code(path: str, call_id: str, *, wait: float = WAIT_SECONDS) -> int | None:
    """The exit status of the command ``call_id`` in a Codex rollout file, or ``None`` when it is not there."""
    if not path or not call_id:
        return None
    import time

    from .._cstdlib import loads

    needle = f'"id":"{call_id}"'.encode()
    deadline = time.monotonic() + wait
    while True:
        try:
            with open(path, "rb") as handle:
                handle.seek(0, 2)
                size = handle.tell()
                handle.seek(max(0, size - TAIL_BYTES))
                tail = handle.read()
        except OSError:
            return None
        for line in reversed(tail.splitlines()):
            if needle not in line or b'"exit_code"' not in line:
                continue
            try:
                event = loads(line)
            except ValueError:
                continue
            item = (event.get("payload") or {}).get("item") if isinstance(event, dict) else None
            if isinstance(item, dict) and item.get("id") == call_id:
                code = item.get("exit_code")
                if isinstance(code, int) and not isinstance(code, bool):
                    return code
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.02)
