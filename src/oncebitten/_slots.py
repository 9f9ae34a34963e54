"""Small value classes for the start-up path: what ``@dataclass(slots=True)`` gives, without ``dataclasses``.

``import dataclasses`` imports ``inspect`` (and ``ast``, ``dis``, ``tokenize``...), which costs a hook process
more than its whole check. A class deriving from :class:`Value` lists its fields, in order, in
``__slots__`` and writes its own ``__init__``; it gets a dataclass's ``__eq__`` (same class, equal fields)
and ``__repr__`` (``Name(field=value, ...)``), and is unhashable like a mutable dataclass.
:class:`FrozenValue` also refuses assignment and hashes by its fields, like ``frozen=True`` (its
``__init__`` sets fields with ``object.__setattr__``). :func:`fields` and :func:`as_dict` stand in for
``dataclasses.fields`` / ``dataclasses.asdict``.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["FrozenValue", "Value", "as_dict", "fields"]


class Value:
    """Base of a value class whose ``__slots__`` are its fields, in order."""

    __slots__ = ()

    def _names(self) -> tuple[str, ...]:
        return self.__slots__  # a tuple in every value class

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._names())

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__ and isinstance(other, Value):
            return self._values() == other._values()
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, so unhashable (as a dataclass with eq=True)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names())
        return f"{type(self).__qualname__}({shown})"


class FrozenValue(Value):
    """A :class:`Value` that cannot be changed once made, and hashes by its fields."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __hash__(self) -> int:  # type: ignore[override]  # Value's is None
        return hash(self._values())


def fields(value: Value) -> tuple[str, ...]:
    """The field names of a value, in order."""
    return value._names()


def as_dict(value: Value) -> dict[str, Any]:
    """The fields of ``value`` as a dict (values as they are, not copied)."""
    return {name: getattr(value, name) for name in value._names()}
