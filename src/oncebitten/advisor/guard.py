"""Guarding tool calls with the advisor: the :func:`guard` decorator, here, and the names of guarding that the
tool registry (:mod:`.registry`) and the call helpers (:mod:`.tool_calls`) share, re-exported as one namespace.

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
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol, overload

from ..errors import InvalidInput
from .memory import Advisory, AdvisoryResult, FailureMemory
from .registry import (
    ToolRegistry,
    _raise_blocked,
)
from .tool_calls import (
    _UNKNOWN_ERROR,
    EVENTS,
    FailureDetector,
    P,
    R,
    RaiseOnBlock,
    ToolExecutionContext,
    ToolResult,
    _blocked_result,
    _check,
    _clear,
    _describe,
    _env_hash,
    _MemoryRef,
    _record,
    _run_detached,
    default_is_failure,
)

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
