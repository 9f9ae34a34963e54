"""Rows as they cross the store boundary: tuples whose columns have names.

A statement family declares its row once, next to its SQL, by annotating its columns in order (a row that
extends another has its parent's columns first)::

    class EscalationRow(NamedRow):
        id: str
        project_id: str
        ...

and its readers write ``row.project_id``, not ``row[1]``. A :class:`NamedRow` is a tuple (it unpacks, compares
and indexes as one; ``row[1]`` still works), with one read-only attribute per annotated column, as a
``collections.namedtuple`` has, without what that costs a hook process at start-up (``collections`` and a
class compiled from source for every row type). The advisor's check reads a plain tuple (see
``Store.advisor_find_fn``): it runs before every tool call.
"""

from __future__ import annotations

try:  # namedtuple's own attribute accessor (C): the fastest read of a tuple's item by name
    from _collections import _tuplegetter  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - another Python implementation
    _tuplegetter = None


def _getter(index: int, doc: str) -> object:
    if _tuplegetter is not None:
        return _tuplegetter(index, doc)
    from operator import itemgetter  # pragma: no cover - another Python implementation

    return property(itemgetter(index), doc=doc)  # pragma: no cover


TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the store is on every hook's start-up path
if TYPE_CHECKING:
    from typing import Any

__all__ = ["NamedRow"]


class NamedRow(tuple):  # type: ignore[type-arg]  # tuple[Any, ...]: item types are the annotations'
    """A row: a tuple whose items are also read by name, in the order its subclass annotates them."""

    __slots__ = ()
    #: The column names, in order.
    _fields: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # A row may extend another (the same columns, then more): its columns follow its parent's.
        names = (*getattr(cls, "_fields", ()), *cls.__dict__.get("__annotations__", {}))
        cls._fields = names
        for index, name in enumerate(names):
            setattr(cls, name, _getter(index, f"column {index}: {name}"))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self, strict=False))
        return f"{type(self).__name__}({shown})"

    def as_dict(self) -> dict[str, Any]:
        """The columns by name."""
        return dict(zip(self._fields, self, strict=False))
