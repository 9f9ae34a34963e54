"""The tool registry (the tool-call advisor design's integration): tools registered by name, every execution
checked before and recorded after, with events for observers. See ``docs/guard.md``.
"""

from __future__ import annotations

import inspect
import logging
import time
from collections.abc import Awaitable, Callable, Generator, Iterable, Mapping
from dataclasses import dataclass
from dataclasses import replace as _replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NoReturn, cast, overload

from ..errors import InvalidInput, ToolBlocked
from .memory import Advisory, AdvisoryResult, FailureMemory

if TYPE_CHECKING:
    pass
from .tool_calls import (
    _UNKNOWN_ERROR,
    EVENTS,
    EventHandler,
    F,
    FailureDetector,
    RaiseOnBlock,
    ToolExecutionContext,
    ToolResult,
    _await,
    _blocked_result,
    _check,
    _clear,
    _describe,
    _discard,
    _env_hash,
    _MemoryRef,
    _record,
    _run_detached,
    _running_loop,
    default_is_failure,
)

logger = logging.getLogger(__name__)

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
    """Named tools, each call checked against the failure memory first (the advisor design's ``tool_registry``).

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
        """Deliver ``event`` from sync code (the tool-call advisor design's name)."""
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
        """Run ``tool_name`` with ``kwargs`` unless the failure memory blocks it (the advisor design's cycle).

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
