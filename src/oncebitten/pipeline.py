"""Steps that put the improvement memory in an evolution pipeline: ``hypotheses >> memory_filter(memory)``
keeps the hypotheses worth trying, ``runner >> record_outcome(memory)`` remembers each experiment's verdict,
with the user's preference (``"aggressive"`` lets hypotheses like rejected ones through). A :class:`Step`
composes with ``>>``, sync or async (``docs/outcomes.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .errors import InvalidInput

if TYPE_CHECKING:
    from .outcomes import ImprovementMemory, MemoryQueryResult

__all__ = ["Step", "memory_filter", "record_outcome"]

A = TypeVar("A")
B = TypeVar("B")
C = TypeVar("C")


class Step(Generic[A, B]):
    """A one-argument function that composes with ``>>``: ``(f >> g)(x)`` is ``g(f(x))``.

    Either side may be a plain function (``generate >> memory_filter(memory)`` is a step), and a step whose
    value is awaitable awaits it before the next one, so async stages (an LLM call) compose too. Side effects
    (recording an outcome) stay inside the step that has them, so composition is unaffected by them.
    """

    __slots__ = ("_fn", "name")

    def __init__(self, fn: Callable[[A], B], name: str | None = None) -> None:
        self._fn = fn
        self.name: str = name or str(getattr(fn, "__name__", repr(fn)))

    def __call__(self, value: A) -> B:
        return self._fn(value)

    def __rshift__(self, then: Callable[[B], C]) -> Step[A, C]:
        return Step(_compose(self, then), f"{self.name} >> {_name(then)}")

    def __rrshift__(self, first: Callable[[C], A]) -> Step[C, B]:
        return Step(_compose(first, self), f"{_name(first)} >> {self.name}")

    def __repr__(self) -> str:
        return f"Step({self.name})"


def _name(fn: object) -> str:
    return fn.name if isinstance(fn, Step) else str(getattr(fn, "__name__", repr(fn)))


def _compose(first: Callable[[Any], Any], then: Callable[[Any], Any]) -> Callable[[Any], Any]:
    import inspect

    async def later(pending: Any) -> Any:
        value = then(await pending)
        return await value if inspect.isawaitable(value) else value

    def both(value: Any) -> Any:
        middle = first(value)
        return later(middle) if inspect.isawaitable(middle) else then(middle)

    return both


def _field(item: Any, name: str) -> Any:
    """``item[name]`` of a mapping, ``item.name`` of anything else (``None`` when it has none)."""
    if isinstance(item, Mapping):
        return item.get(name)
    return getattr(item, name, None)


def memory_filter(
    memory: ImprovementMemory,
    *,
    module: str | None = None,
    preference: str | None = None,
    skip_recently_accepted: bool = True,
    on_skip: Callable[[Any, MemoryQueryResult], object] | None = None,
) -> Step[Iterable[Any], list[Any]]:
    """The design's ``memory_filter``: a step from hypotheses to those worth trying, in their order.

    A hypothesis is a string (of ``module``), or a mapping or object with ``hypothesis`` and optionally
    ``module`` and ``description``. It is skipped when a similar one of its module was rejected (unless the
    preference is ``"aggressive"``, which lets it through to be tried again) or, with
    ``skip_recently_accepted``, accepted in the memory's recency window (redundant work, whatever the
    preference). Each skip is logged and passed to ``on_skip(item, match)``::

        filtered = generate_hypotheses >> memory_filter(memory, module="data_processor")
        for hypothesis in filtered(code_module): ...

    Args:
        preference: ``"conservative"`` or ``"aggressive"``; default the memory's own (``memory.preference``).

    Raises:
        InvalidInput: an unknown preference; (when run) a hypothesis with no module.
    """
    from .outcomes import _check_preference, logger  # not at import: the improvement memory re-exports this module

    chosen = _check_preference(memory.preference if preference is None else preference)

    def memory_filter(hypotheses: Iterable[Any]) -> list[Any]:
        kept: list[Any] = []
        for item in [hypotheses] if isinstance(hypotheses, str) else hypotheses:
            text = item if isinstance(item, str) else str(_field(item, "hypothesis") or "")
            where = module if isinstance(item, str) else (_field(item, "module") or module)
            if not where:
                raise InvalidInput(f"hypothesis {text!r} has no module: give memory_filter(module=...)")
            description = None if isinstance(item, str) else _field(item, "description")
            match = memory.was_rejected(where, text, description) if chosen == "conservative" else None
            if not match and skip_recently_accepted:
                match = memory.was_recently_accepted(where, text, description)
            if match:
                logger.info("skipping %s hypothesis %r: %s %r", match.outcome, text, match.outcome, match.hypothesis)
                if on_skip is not None:
                    on_skip(item, match)
                continue
            kept.append(item)
        return kept

    return Step(memory_filter, f"memory_filter({chosen})")


def record_outcome(memory: ImprovementMemory, *, module: str | None = None) -> Step[Any, Any]:
    """The design's ``record_outcome``: a step that records an experiment's outcome and passes it on unchanged.

    The value is an outcome (a mapping or object with ``hypothesis``, ``outcome``, and optionally ``module``,
    ``description``, ``rationale``, ``rejection_reason``, e.g. an :class:`ImprovementRecord`), or a list of
    them::

        experiment_with_memory = run_experiment >> record_outcome(memory, module="data_processor")
        verdict = experiment_with_memory(hypothesis)     # what run_experiment returned, now remembered

    Raises:
        InvalidOutcome: (when run) an outcome other than accepted / rejected / held.
        InvalidInput: (when run) an outcome with no module.
    """

    def record_outcome(result: Any) -> Any:
        for item in result if isinstance(result, list | tuple) else [result]:
            where = _field(item, "module") or module
            if not where:
                raise InvalidInput("an outcome needs a module: give record_outcome(module=...)")
            memory.record(
                module=str(where),
                hypothesis=str(_field(item, "hypothesis") or ""),
                description=str(_field(item, "description") or ""),
                outcome=_field(item, "outcome"),
                rationale=_field(item, "rationale"),
                rejection_reason=_field(item, "rejection_reason"),
            )
        return result

    return Step(record_outcome, "record_outcome")
