"""Guarding tool calls with the advisor: a tool registry (seed 000's integration) and a decorator.

Both follow the same cycle around every call (see ``docs/guard.md``)::

    check_advisory ──BLOCK──> do not run: a failed ToolResult, or ToolBlocked (raise mode)
         │ ALLOW / WARN (WARN is announced, then the call proceeds)
         ▼
    run the tool ──raised / failure-looking result──> record_failure
         │ success
         ▼
    clear_failure

- :class:`ToolRegistry`: named tools (sync or async) run by ``await execute_tool(name, context, **kwargs)``
  with events (``failure_memory_warning``, ``failure_memory_blocked``, ``tool_pre_execution``,
  ``tool_post_execution``, ``tool_execution_error``) for subscribers. Returns a :class:`ToolResult`,
  never raises for a tool's own failure.
- :func:`guard`: a decorator for any plain sync or async function. Exceptions are recorded and re-raised.

What counts as a failure is decided by a detector, ``(result) -> error message | None``;
:func:`default_is_failure` understands :class:`ToolResult`, objects with ``success``, and mappings in the
usual tool / MCP shapes. The memory is advisory: if its store fails (:class:`~oncebitten.StoreError`), the
error is logged and the call goes on as if ALLOWed (fail open).

Only the standard library and the store are imported here (the hot path); ``asyncio`` is imported only
when a sync caller has to run a coroutine.
"""

from __future__ import annotations

import functools
import inspect
import logging
import os
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine, Generator, Iterable, Mapping
from dataclasses import dataclass, field
from dataclasses import replace as _replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, NoReturn, ParamSpec, Protocol, TypeVar, cast, overload

from .memory import Advisory, AdvisoryResult, EvolutionStatus, FailureMemory
from ..errors import InvalidInput, StoreError, ToolBlocked

if TYPE_CHECKING:
    import asyncio

__all__ = [
    "EVENTS",
    "FailureDetector",
    "ToolExecutionContext",
    "ToolRegistry",
    "ToolResult",
    "default_is_failure",
    "guard",
]

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
    """Where a tool call runs (seed 000).

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
    """The outcome of a tool call (seed 000).

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


# -- the registry -------------------------------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class _Tool:
    fn: Callable[..., Any]
    takes_context: bool
    is_async: bool
    modes: frozenset[str] | None


@dataclass(slots=True)
class _Emit:
    event: str
    data: dict[str, Any]


@dataclass(slots=True)
class _Invoke:
    tool: _Tool
    kwargs: dict[str, Any]


# What running a tool produced: (result, exception, duration in ms).
_Outcome = tuple[Any, Exception | None, float]
_Steps = Generator["_Emit | _Invoke", Any, ToolResult]


def _takes_context(fn: Callable[..., Any]) -> bool:
    try:
        parameter = inspect.signature(fn).parameters.get("context")
    except (TypeError, ValueError):  # builtins without a signature
        return False
    return parameter is not None and parameter.kind in (
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
        inspect.Parameter.KEYWORD_ONLY,
    )


class ToolRegistry:
    """Named tools, each call checked against the failure memory first (seed 000's ``tool_registry``).

    Args:
        memory: the failure memory; default: ``FailureMemory()`` (``ONCEBITTEN_URL`` / ``ONCEBITTEN_DB`` /
            ``~/.oncebitten/memory.db``), created on first call, so creating a registry does no I/O.
        raise_on_block: raise :class:`~oncebitten.ToolBlocked` for a blocked call instead of returning a
            failed :class:`ToolResult`; or an exception class (e.g. LangChain's ``ToolException``) to
            raise ``cls(message)`` from the ``ToolBlocked``, so a framework shows the block to the model.
        is_failure: the failure detector (default :func:`default_is_failure`).

    Tools are plain callables, sync or async, called with the call's keyword arguments, plus
    ``context=`` (the :class:`ToolExecutionContext`) when they have a parameter named ``context``.
    Sync tools run in the caller's thread, also under :meth:`execute_tool` (wrap slow ones in
    ``asyncio.to_thread`` yourself).
    """

    def __init__(
        self,
        memory: FailureMemory | None = None,
        *,
        raise_on_block: RaiseOnBlock = False,
        is_failure: FailureDetector = default_is_failure,
    ) -> None:
        self._memory = _MemoryRef(memory)
        self.raise_on_block = raise_on_block
        self.is_failure = is_failure
        self._tools: dict[str, _Tool] = {}
        self._handlers: dict[str, list[EventHandler]] = {}

    @property
    def failure_memory(self) -> FailureMemory:
        """The failure memory (created now if it was left to the default)."""
        return self._memory.get()

    @property
    def tools(self) -> Mapping[str, Callable[..., Any]]:
        """The registered tools by name (read-only)."""
        return MappingProxyType({name: tool.fn for name, tool in self._tools.items()})

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    # -- registration ---------------------------------------------------------------------------------

    def register(
        self,
        name: str,
        fn: F,
        *,
        modes: Iterable[str] | None = None,
        replace: bool = False,
    ) -> F:
        """Register ``fn`` as the tool ``name`` and return ``fn`` unchanged.

        Args:
            modes: the context modes the tool may run in (default: any).
            replace: allow replacing a tool already registered under ``name``.

        Raises:
            InvalidInput: ``name`` is empty or already taken (without ``replace``), or ``fn`` is not callable.
        """
        if not isinstance(name, str) or not name:
            raise InvalidInput("a tool needs a non-empty name")
        if not callable(fn):
            raise InvalidInput(f"tool {name!r} is not callable")
        if name in self._tools and not replace:
            raise InvalidInput(f"tool {name!r} is already registered; pass replace=True to replace it")
        self._tools[name] = _Tool(
            fn=fn,
            takes_context=_takes_context(fn),
            is_async=inspect.iscoroutinefunction(fn),
            modes=None if modes is None else frozenset(modes),
        )
        return fn

    @overload
    def tool(self, name: F, /) -> F: ...
    @overload
    def tool(
        self, name: str | None = None, /, *, modes: Iterable[str] | None = None, replace: bool = False
    ) -> Callable[[F], F]: ...
    def tool(
        self,
        name: str | F | None = None,
        /,
        *,
        modes: Iterable[str] | None = None,
        replace: bool = False,
    ) -> F | Callable[[F], F]:
        """Decorator form of :meth:`register`: ``@registry.tool``, ``@registry.tool("name")``.

        Without a name the function's ``__name__`` is used.
        """
        if callable(name):
            return self.register(name.__name__, name)

        def decorate(fn: F) -> F:
            return self.register(name or fn.__name__, fn, modes=modes, replace=replace)

        return decorate

    # -- events ---------------------------------------------------------------------------------------

    @overload
    def on(self, event: str, handler: None = None) -> Callable[[F], F]: ...
    @overload
    def on(self, event: str, handler: F) -> F: ...
    def on(self, event: str, handler: F | None = None) -> F | Callable[[F], F]:
        """Subscribe ``handler`` to ``event``; also a decorator: ``@registry.on("failure_memory_warning")``.

        Handlers are called with the event's data (a dict with ``tool_name``, ``context`` and the
        event's own keys); they may be sync or async. Under :meth:`execute_tool` async handlers are
        awaited before the call goes on; under :meth:`execute_tool_sync` they are run with
        ``asyncio.run`` (or scheduled, when a loop is running). A handler's exception is logged and
        never breaks the call.

        Events: ``failure_memory_blocked`` (``advisory``), ``failure_memory_warning`` (``advisory``),
        ``tool_pre_execution``, ``tool_post_execution`` (``result``), ``tool_execution_error``
        (``error``: the returned ToolResult, ``exception``).

        Raises:
            InvalidInput: ``event`` is not one of :data:`EVENTS` (a misspelt event would never fire).
        """
        if event not in EVENTS:
            raise InvalidInput(f"unknown event {event!r}; events: {', '.join(EVENTS)}")
        if handler is None:

            def decorate(fn: F) -> F:
                self._handlers.setdefault(event, []).append(fn)
                return fn

            return decorate
        self._handlers.setdefault(event, []).append(handler)
        return handler

    def _call_handlers(self, event: str, data: dict[str, Any]) -> list[tuple[EventHandler, Awaitable[Any]]]:
        pending: list[tuple[EventHandler, Awaitable[Any]]] = []
        for handler in tuple(self._handlers.get(event, ())):
            try:
                out = handler(data)
            except Exception:
                logger.exception("handler %r for event %r failed", handler, event)
                continue
            if inspect.isawaitable(out):
                pending.append((handler, out))
        return pending

    def _emit_event(self, event: str, data: dict[str, Any]) -> None:
        """Deliver ``event`` from sync code (seed 000's name)."""
        for handler, awaitable in self._call_handlers(event, data):
            _run_detached(awaitable, f"handler {handler!r} for event {event!r}")

    async def _emit_event_async(self, event: str, data: dict[str, Any]) -> None:
        for handler, awaitable in self._call_handlers(event, data):
            try:
                await awaitable
            except Exception:
                logger.exception("handler %r for event %r failed", handler, event)

    # -- execution ------------------------------------------------------------------------------------

    async def execute_tool(
        self, tool_name: str, /, context: ToolExecutionContext | None = None, **kwargs: Any
    ) -> ToolResult:
        """Run ``tool_name`` with ``kwargs`` unless the failure memory blocks it (seed 000's cycle).

        Args:
            tool_name: a registered tool.
            context: where the call runs; its working directory and ``metadata["file_context"]`` make
                up the environment (default: an empty context, i.e. the current directory).
            kwargs: the tool's arguments; they, with ``tool_name``, identify the call.

        Returns:
            The tool's :class:`ToolResult` (a non-ToolResult return value is wrapped, ``success`` as
            the detector decides), or a failed one for an unknown tool, a blocked call
            (``error="BLOCKED by Failure Memory: ..."``, ``metadata={"advisory": "BLOCK",
            "retry_count": n}``), a tool not available in ``context.mode``, or a tool that raised
            (``error="Execution error: ..."``; the failure is recorded as ``"ValueError: ..."``).

        Raises:
            ToolBlocked: the call is blocked and the registry was made with ``raise_on_block=True``.
        """
        steps = self._steps(tool_name, context, kwargs)
        sent: Any = None
        try:
            while True:
                step = steps.send(sent)
                if isinstance(step, _Emit):
                    await self._emit_event_async(step.event, step.data)
                    sent = None
                else:
                    sent = await _invoke_async(step)
        except StopIteration as done:
            return cast(ToolResult, done.value)

    def execute_tool_sync(
        self, tool_name: str, /, context: ToolExecutionContext | None = None, **kwargs: Any
    ) -> ToolResult:
        """:meth:`execute_tool` for sync code: sync tools run directly, async ones with ``asyncio.run``.

        Raises:
            ToolBlocked: as :meth:`execute_tool`.
            InvalidInput: the tool is async and an event loop is already running in this thread
                (``await execute_tool(...)`` there instead); nothing is recorded.
        """
        tool = self._tools.get(tool_name)
        if tool is not None and tool.is_async and _running_loop() is not None:
            raise InvalidInput(
                f"tool {tool_name!r} is async and an event loop is running; await execute_tool() instead"
            )
        steps = self._steps(tool_name, context, kwargs)
        sent: Any = None
        try:
            while True:
                step = steps.send(sent)
                if isinstance(step, _Emit):
                    self._emit_event(step.event, step.data)
                    sent = None
                else:
                    sent = _invoke_sync(step)
        except StopIteration as done:
            return cast(ToolResult, done.value)

    def _steps(self, tool_name: str, context: ToolExecutionContext | None, kwargs: dict[str, Any]) -> _Steps:
        """The cycle of one call, free of I/O style: yields events to emit and the invocation to perform."""
        tool = self._tools.get(tool_name)
        if tool is None:
            return ToolResult(False, None, tool_name, 0.0, error=f"Tool {tool_name} not found")
        ctx = ToolExecutionContext() if context is None else context
        metadata = getattr(ctx, "metadata", None) or {}
        env_hash = _env_hash(getattr(ctx, "working_directory", None), metadata.get("file_context"))
        memory = self._memory.get()
        advisory = _check(memory, tool_name, kwargs, env_hash)

        if advisory.result is AdvisoryResult.BLOCK:
            logger.warning("Tool execution blocked by Failure Memory: %s", advisory.reason)
            yield _Emit("failure_memory_blocked", {"tool_name": tool_name, "advisory": advisory, "context": ctx})
            if self.raise_on_block:
                _raise_blocked(self.raise_on_block, tool_name, advisory)
            return _blocked_result(tool_name, advisory)
        warned = advisory.result is AdvisoryResult.WARN
        if warned:
            logger.warning("Tool execution warning from Failure Memory: %s", advisory.reason)
            yield _Emit("failure_memory_warning", {"tool_name": tool_name, "advisory": advisory, "context": ctx})

        mode = getattr(ctx, "mode", None)
        if tool.modes is not None and mode not in tool.modes:
            return ToolResult(False, None, tool_name, 0.0, error=f"Tool {tool_name} not available in {mode} mode")

        yield _Emit("tool_pre_execution", {"tool_name": tool_name, "context": ctx})
        call_kwargs = {**kwargs, "context": ctx} if tool.takes_context else kwargs
        outcome: _Outcome = yield _Invoke(tool, call_kwargs)
        value, exc, duration_ms = outcome

        if exc is not None:
            logger.error("Tool execution failed: %s - %s", tool_name, exc)
            _record(memory, tool_name, kwargs, _describe(exc), env_hash)
            error_result = ToolResult(
                False, None, tool_name, duration_ms, error=f"Execution error: {exc or type(exc).__name__}"
            )
            yield _Emit(
                "tool_execution_error",
                {"tool_name": tool_name, "error": error_result, "exception": exc, "context": ctx},
            )
            return error_result

        error = self.is_failure(value)
        result = _as_result(tool_name, value, error, duration_ms)
        if warned:
            result.metadata.setdefault("advisory", advisory.result.value)
            result.metadata.setdefault("retry_count", advisory.retry_count)
            result.metadata.setdefault("advisory_reason", advisory.reason)
        if error is not None:
            _record(memory, tool_name, kwargs, error or _UNKNOWN_ERROR, env_hash)
        else:
            _clear(memory, tool_name, kwargs, env_hash, advisory)
        yield _Emit("tool_post_execution", {"tool_name": tool_name, "result": result, "context": ctx})
        return result


def _as_result(tool_name: str, value: Any, error: str | None, duration_ms: float) -> ToolResult:
    """The ToolResult to return; its ``success`` always agrees with what was recorded."""
    success = error is None
    if isinstance(value, ToolResult):
        if value.success is success:
            return value
        return _replace(value, success=success, error=value.error if success else (error or _UNKNOWN_ERROR))
    return ToolResult(success, value, tool_name, duration_ms, error=None if success else (error or _UNKNOWN_ERROR))


async def _invoke_async(step: _Invoke) -> _Outcome:
    start = time.perf_counter()
    try:
        value = step.tool.fn(**step.kwargs)
        if inspect.isawaitable(value):
            value = await value
    except Exception as exc:
        return None, exc, (time.perf_counter() - start) * 1000
    return value, None, (time.perf_counter() - start) * 1000


def _invoke_sync(step: _Invoke) -> _Outcome:
    start = time.perf_counter()
    try:
        value = step.tool.fn(**step.kwargs)
        if inspect.isawaitable(value):
            if _running_loop() is not None:
                _discard(value)
                raise InvalidInput("the tool returned an awaitable and an event loop is running")
            import asyncio

            value = asyncio.run(_await(value))
    except InvalidInput:
        raise
    except Exception as exc:
        return None, exc, (time.perf_counter() - start) * 1000
    return value, None, (time.perf_counter() - start) * 1000


def _raise_blocked(mode: RaiseOnBlock, tool_name: str, advisory: Advisory) -> NoReturn:
    """Raise ToolBlocked, or ``mode(message)`` from it when ``mode`` is an exception class."""
    blocked = ToolBlocked(tool_name, advisory)
    if mode is True:
        raise blocked
    assert isinstance(mode, type)
    raise mode(str(blocked)) from blocked


# -- the decorator ------------------------------------------------------------------------------------


class _Guard(Protocol):
    """What ``guard(...)`` returns: a decorator whose function may also return a blocked ToolResult."""

    @overload
    def __call__(
        self, fn: Callable[P, Coroutine[Any, Any, R]], /
    ) -> Callable[P, Coroutine[Any, Any, R | ToolResult]]: ...
    @overload
    def __call__(self, fn: Callable[P, R], /) -> Callable[P, R | ToolResult]: ...


class _RaisingGuard(Protocol):
    """What ``guard(..., raise_on_block=True)`` returns: the function keeps its type."""

    def __call__(self, fn: Callable[P, R], /) -> Callable[P, R]: ...


@overload
def guard(memory: Callable[P, Coroutine[Any, Any, R]], /) -> Callable[P, Coroutine[Any, Any, R | ToolResult]]: ...
@overload
def guard(memory: Callable[P, R], /) -> Callable[P, R | ToolResult]: ...
@overload
def guard(
    memory: FailureMemory | None = None,
    *,
    tool_name: str | None = None,
    cwd_param: str | None = "cwd",
    files_param: str | None = None,
    raise_on_block: Literal[True] | type[BaseException],
    on_warn: Callable[[Advisory], object] | None = None,
    is_failure: FailureDetector = default_is_failure,
) -> _RaisingGuard: ...
@overload
def guard(
    memory: FailureMemory | None = None,
    *,
    tool_name: str | None = None,
    cwd_param: str | None = "cwd",
    files_param: str | None = None,
    raise_on_block: bool = False,
    on_warn: Callable[[Advisory], object] | None = None,
    is_failure: FailureDetector = default_is_failure,
) -> _Guard: ...
def guard(
    memory: FailureMemory | Callable[..., Any] | None = None,
    *,
    tool_name: str | None = None,
    cwd_param: str | None = "cwd",
    files_param: str | None = None,
    raise_on_block: RaiseOnBlock = False,
    on_warn: Callable[[Advisory], object] | None = None,
    is_failure: FailureDetector = default_is_failure,
) -> Any:
    """Guard a plain sync or async function with the failure memory: ``@guard(memory)`` or ``@guard``.

    Each call is identified by ``tool_name`` and the call's arguments, bound to parameter names with
    defaults applied (so ``f(1)`` and ``f(x=1)`` are the same call; a leading ``self`` / ``cls`` is left
    out). The environment is the value of the ``cwd_param`` argument (default: the current directory)
    and the files in the ``files_param`` argument (a path or a list of paths), if any.

    Before the call: BLOCK returns ``ToolResult(success=False, error="BLOCKED by Failure Memory: ...")``
    instead of calling (or raises :class:`~oncebitten.ToolBlocked` with ``raise_on_block=True``, or
    ``cls(message)`` from it with ``raise_on_block=cls``, an exception class); WARN is
    logged and passed to ``on_warn`` (its exceptions are logged; an async ``on_warn`` is awaited), then the
    call proceeds. After the call: an exception is recorded as ``"ValueError: ..."`` and re-raised
    unchanged; a result the detector calls a failure is recorded and returned unchanged; any other
    result clears the failure the check saw pending (no write when there was none).

    Args:
        memory: the failure memory; default ``FailureMemory()``, created on the first call (decorating
            does no I/O).
        tool_name: the name calls are remembered under; default ``module.qualname`` of the function
            (note: ``__main__`` for a script run directly).
        cwd_param, files_param: parameters holding the working directory and the files in context.
        raise_on_block, on_warn, is_failure: see above.

    Raises:
        InvalidInput: (when decorating) the function has no inspectable signature, or ``files_param``
            (or a ``cwd_param`` other than the default ``"cwd"``) names none of its parameters.
    """
    if callable(memory) and not isinstance(memory, FailureMemory):
        return guard()(memory)  # bare @guard
    ref = _MemoryRef(memory)

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        guarded = _Guarded(fn, ref, tool_name, cwd_param, files_param, raise_on_block, on_warn, is_failure)
        if inspect.iscoroutinefunction(fn):

            @functools.wraps(fn)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                call = guarded.before(args, kwargs)
                if isinstance(call, ToolResult):
                    return call
                if call.warn is not None:
                    await call.warn
                try:
                    value = await fn(*args, **kwargs)
                except Exception as exc:
                    guarded.failed(call, exc)
                    raise
                guarded.returned(call, value)
                return value

            return async_wrapper

        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            call = guarded.before(args, kwargs)
            if isinstance(call, ToolResult):
                return call
            if call.warn is not None:
                _run_detached(call.warn, f"on_warn {on_warn!r}")
            try:
                value = fn(*args, **kwargs)
            except Exception as exc:
                guarded.failed(call, exc)
                raise
            guarded.returned(call, value)
            return value

        return wrapper

    return decorate


@dataclass(slots=True)
class _Call:
    """One guarded call in flight; ``params is None`` when the arguments did not bind (not guarded)."""

    params: dict[str, Any] | None
    env_hash: str
    advisory: Advisory
    warn: Awaitable[Any] | None = None


def _default_name(fn: Callable[..., Any]) -> str:
    """``module.qualname`` (of the wrapped function, for a ``functools.partial``)."""
    if isinstance(fn, functools.partial):
        fn = fn.func
    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or type(fn).__qualname__
    module = getattr(fn, "__module__", None)
    return f"{module}.{name}" if module else str(name)


_NOT_CHECKED = Advisory(AdvisoryResult.ALLOW, "Not checked: the arguments do not fit the signature")


class _Guarded:
    """The decorator's state and the before / after halves of its cycle, shared by sync and async."""

    __slots__ = (
        "cwd_param",
        "files_param",
        "is_failure",
        "memory",
        "on_warn",
        "partial",
        "raise_on_block",
        "signature",
        "skip",
        "tool_name",
        "var_keyword",
    )

    def __init__(
        self,
        fn: Callable[..., Any],
        memory: _MemoryRef,
        tool_name: str | None,
        cwd_param: str | None,
        files_param: str | None,
        raise_on_block: RaiseOnBlock,
        on_warn: Callable[[Advisory], object] | None,
        is_failure: FailureDetector,
    ) -> None:
        self.memory = memory
        self.tool_name = tool_name or _default_name(fn)
        self.raise_on_block = raise_on_block
        self.on_warn = on_warn
        self.is_failure = is_failure
        try:
            # A partial's own arguments are part of the call: bind against the function it wraps.
            self.partial = fn if isinstance(fn, functools.partial) else None
            self.signature = inspect.signature(fn.func if isinstance(fn, functools.partial) else fn)
        except (TypeError, ValueError) as exc:  # some builtins have no signature
            raise InvalidInput(f"cannot guard {self.tool_name}: {exc}") from exc
        parameters = list(self.signature.parameters.values())
        self.skip = parameters[0].name if parameters and parameters[0].name in ("self", "cls") else None
        self.var_keyword = next((p.name for p in parameters if p.kind is inspect.Parameter.VAR_KEYWORD), None)
        for what, name in (
            ("files_param", files_param),
            ("cwd_param", None if cwd_param == "cwd" else cwd_param),
        ):
            if name is not None and name not in self.signature.parameters and self.var_keyword is None:
                raise InvalidInput(f"{what}={name!r} is not a parameter of {self.tool_name}")
        self.cwd_param = cwd_param
        self.files_param = files_param

    def _argument(self, arguments: Mapping[str, Any], name: str | None) -> Any:
        if name is None:
            return None
        if name in arguments:
            return arguments[name]
        if self.var_keyword is not None:
            return arguments.get(self.var_keyword, {}).get(name)
        return None

    def before(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> _Call | ToolResult:
        """Check the advisory; a ToolResult means "blocked, return this". Raises ToolBlocked in raise mode."""
        try:
            if self.partial is not None:
                args, kwargs = (*self.partial.args, *args), {**self.partial.keywords, **kwargs}
            bound = self.signature.bind(*args, **kwargs)
        except TypeError:
            # The call itself will raise the same TypeError; a caller's mistake is not remembered.
            return _Call(None, "", _NOT_CHECKED)
        bound.apply_defaults()
        arguments = bound.arguments
        params = {k: v for k, v in arguments.items() if k != self.skip} if self.skip else dict(arguments)
        env_hash = _env_hash(self._argument(arguments, self.cwd_param), self._argument(arguments, self.files_param))
        advisory = _check(self.memory.get(), self.tool_name, params, env_hash)
        if advisory.result is AdvisoryResult.BLOCK:
            logger.warning("Call to %s blocked by Failure Memory: %s", self.tool_name, advisory.reason)
            if self.raise_on_block:
                _raise_blocked(self.raise_on_block, self.tool_name, advisory)
            return _blocked_result(self.tool_name, advisory)
        call = _Call(params, env_hash, advisory)
        if advisory.result is AdvisoryResult.WARN:
            logger.warning("Call to %s: warning from Failure Memory: %s", self.tool_name, advisory.reason)
            if self.on_warn is not None:
                try:
                    out = self.on_warn(advisory)
                except Exception:
                    logger.exception("on_warn %r failed", self.on_warn)
                else:
                    if inspect.isawaitable(out):
                        call.warn = _logged(out, f"on_warn {self.on_warn!r}")
        return call

    def failed(self, call: _Call, exc: Exception) -> None:
        if call.params is not None:
            _record(self.memory.get(), self.tool_name, call.params, _describe(exc), call.env_hash)

    def returned(self, call: _Call, value: Any) -> None:
        if call.params is None:
            return
        error = self.is_failure(value)
        if error is not None:
            _record(self.memory.get(), self.tool_name, call.params, error or _UNKNOWN_ERROR, call.env_hash)
        else:
            _clear(self.memory.get(), self.tool_name, call.params, call.env_hash, call.advisory)


async def _logged(awaitable: Awaitable[Any], what: str) -> None:
    try:
        await awaitable
    except Exception:
        logger.exception("%s failed", what)
