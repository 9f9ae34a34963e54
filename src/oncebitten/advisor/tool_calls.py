"""Around one tool call, for the registry and the decorator alike: results and contexts, what counts as a
failure, the memory called so that its failures never stop a call (fail open), and coroutines run from sync code.
"""

from __future__ import annotations

import inspect
import logging
import os
import threading
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from ..errors import StoreError
from .memory import Advisory, AdvisoryResult, EvolutionStatus, FailureMemory

if TYPE_CHECKING:
    import asyncio

logger = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")
F = TypeVar("F", bound=Callable[..., Any])

FailureDetector = Callable[[Any], "str | None"]
"""Decides whether a tool's result is a failure: returns its error message, or None for a success."""

EventHandler = Callable[[dict[str, Any]], object]
"""An event subscriber: called with the event's data; may be a coroutine function."""

RaiseOnBlock = bool | type[BaseException]
"""False: return a blocked ToolResult; True: raise ToolBlocked; an exception class: raise it from ToolBlocked."""

EVENTS: tuple[str, ...] = (
    "failure_memory_blocked",
    "failure_memory_warning",
    "tool_execution_error",
    "tool_post_execution",
    "tool_pre_execution",
)
"""The events a :class:`ToolRegistry` emits (see :meth:`ToolRegistry.on`)."""

_UNKNOWN_ERROR = "Unknown error"
_BLOCKED_PREFIX = "BLOCKED by Failure Memory: "
# Results that cannot describe a failure; skipped before any attribute lookup.
_PLAIN = (str, bytes, bytearray, int, float, complex, list, tuple, set, frozenset, type(None))


# -- results and contexts ----------------------------------------------------------------------------


@dataclass(slots=True)
class ToolExecutionContext:
    """Where a tool call runs (the tool-call advisor design).

    Attributes:
        working_directory: the call's working directory; part of the environment hash (default: the
            process's current directory).
        metadata: free-form; ``metadata["file_context"]`` lists files the call depends on. Their paths,
            sizes and modification times are part of the environment hash, so editing one of them
            makes a blocked call run again.
        mode: the agent's mode; a tool registered with ``modes=`` runs only in those modes.
    """

    working_directory: str | os.PathLike[str] | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    mode: str | None = None


@dataclass(slots=True)
class ToolResult:
    """The outcome of a tool call (the tool-call advisor design).

    Attributes:
        success: whether the call succeeded.
        data: what the tool returned (for a failure-looking result, the result itself).
        tool_name: the tool.
        duration_ms: wall-clock time of the call; 0 when it did not run.
        error: the error message of a failure.
        metadata: ``{"advisory": "BLOCK" | "WARN", "retry_count": n, ...}`` when the advisor had a say.
    """

    success: bool
    data: Any
    tool_name: str
    duration_ms: float
    error: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


# -- failure detection --------------------------------------------------------------------------------


def default_is_failure(result: Any) -> str | None:
    """The default failure detector: an error message if ``result`` looks like a failure, else None.

    A result is a failure when it is

    - a :class:`ToolResult` or any object whose ``success`` attribute is ``False`` (message: its
      ``error``), or whose ``is_error`` / ``isError`` attribute is ``True`` (MCP's ``CallToolResult``);
    - a mapping whose ``success`` is ``False`` or whose ``is_error`` / ``isError`` is ``True`` (message:
      its ``error``, ``message``, or the text of its MCP ``content``, else the mapping itself).

    Only the booleans count: a missing or ``None`` ``success`` is not a failure. Never raises for
    ordinary results; an empty message becomes ``"Unknown error"``.
    """
    if isinstance(result, _PLAIN):
        return None
    if isinstance(result, Mapping):
        if result.get("success") is False or result.get("is_error") is True or result.get("isError") is True:
            message = _error_text(result.get("error"), result.get("message"), result.get("content"))
            return message or str(dict(result))
        return None
    if getattr(result, "success", None) is False:
        return _error_text(getattr(result, "error", None)) or _UNKNOWN_ERROR
    if getattr(result, "is_error", None) is True or getattr(result, "isError", None) is True:
        return (
            _error_text(
                getattr(result, "error", None),
                getattr(result, "message", None),
                getattr(result, "content", None),
            )
            or _UNKNOWN_ERROR
        )
    return None


def _error_text(*candidates: Any) -> str | None:
    """The first non-empty message among ``candidates`` (nested ``message`` and MCP text content too)."""
    for value in candidates:
        if value is None or value == "":
            continue
        if isinstance(value, str):
            return value
        if isinstance(value, Mapping):  # e.g. a JSON-RPC error object
            nested = value.get("message")
            return nested if isinstance(nested, str) and nested else str(dict(value))
        if isinstance(value, list | tuple):  # MCP content: [{"type": "text", "text": ...}, ...]
            texts = [t for t in (_content_text(item) for item in value) if t]
            if texts:
                return "\n".join(texts)
            continue
        return str(value)
    return None


def _content_text(item: Any) -> str | None:
    text = item.get("text") if isinstance(item, Mapping) else getattr(item, "text", None)
    return text if isinstance(text, str) else None


def _describe(exc: BaseException) -> str:
    """``"ValueError: bad"``: the type name helps the TTL classifier (``TimeoutError`` is SOFT)."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


# -- talking to the memory (fail open) ----------------------------------------------------------------


class _MemoryRef:
    """A memory given up front, or the default one created on first use (importing does no I/O)."""

    __slots__ = ("_lock", "_memory")

    def __init__(self, memory: FailureMemory | None) -> None:
        self._memory = memory
        self._lock = threading.Lock()

    def get(self) -> FailureMemory:
        memory = self._memory
        if memory is None:
            with self._lock:
                if self._memory is None:
                    self._memory = FailureMemory()
                memory = self._memory
        return memory


def _env_hash(working_directory: Any, files: Any) -> str:
    if isinstance(files, str | os.PathLike):
        files = [files]
    return FailureMemory.compute_env_snapshot_hash(
        working_directory=working_directory,
        file_context=files if files else None,
    )


def _check(memory: FailureMemory, tool_name: str, params: Mapping[str, Any], env_hash: str) -> Advisory:
    try:
        return memory.check_advisory(tool_name, params, env_snapshot_hash=env_hash)
    except StoreError:
        logger.warning("failure memory unavailable, allowing %s", tool_name, exc_info=True)
        return Advisory(AdvisoryResult.ALLOW, "Failure memory unavailable")


def _record(memory: FailureMemory, tool_name: str, params: Mapping[str, Any], error: str, env_hash: str) -> None:
    try:
        memory.record_failure(tool_name, params, error, env_snapshot_hash=env_hash)
    except StoreError:
        logger.warning("failure memory unavailable, failure of %s not recorded", tool_name, exc_info=True)


def _clear(memory: FailureMemory, tool_name: str, params: Mapping[str, Any], env_hash: str, advisory: Advisory) -> None:
    """Mark the call's failure resolved after a success, if the check before the call saw one pending.

    Skipping the write when there is nothing to clear keeps a successful call to one indexed read.
    """
    record = advisory.failure_record
    if record is None:
        # With warn_threshold 1 every remembered failure comes back with its record, so None means
        # none; above 1 a below-threshold failure comes back without one, so clear to be sure.
        if memory.warn_threshold <= 1:
            return
    elif record.evolution_status is not EvolutionStatus.PENDING:
        return
    try:
        memory.clear_failure(tool_name, params, env_snapshot_hash=env_hash)
    except StoreError:
        logger.warning("failure memory unavailable, success of %s not recorded", tool_name, exc_info=True)


def _blocked_result(tool_name: str, advisory: Advisory) -> ToolResult:
    return ToolResult(
        success=False,
        data=None,
        tool_name=tool_name,
        duration_ms=0.0,
        error=f"{_BLOCKED_PREFIX}{advisory.reason}",
        metadata={"advisory": advisory.result.value, "retry_count": advisory.retry_count},
    )


# -- running coroutines from sync code ----------------------------------------------------------------

_background: set[asyncio.Task[Any]] = set()  # strong references to fire-and-forget handler tasks


async def _await(awaitable: Awaitable[R]) -> R:
    return await awaitable


def _running_loop() -> asyncio.AbstractEventLoop | None:
    import asyncio

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _run_detached(awaitable: Awaitable[Any], what: str) -> None:
    """Finish a handler's awaitable from sync code: ``asyncio.run`` it, or schedule it on the running loop.

    Its exceptions are logged, never raised.
    """
    import asyncio

    loop = _running_loop()
    if loop is None:
        try:
            asyncio.run(_await(awaitable))
        except Exception:
            logger.exception("%s failed", what)
        return
    task = loop.create_task(_await(awaitable))
    _background.add(task)

    def done(task: asyncio.Task[Any]) -> None:
        _background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            logger.error("%s failed", what, exc_info=task.exception())

    task.add_done_callback(done)


def _discard(awaitable: object) -> None:
    if inspect.iscoroutine(awaitable):
        awaitable.close()  # no "coroutine was never awaited" warning
