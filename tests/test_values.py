"""Value classes without dataclasses: a dataclass's equality, repr and hashing, from ``__slots__``."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from oncebitten._slots import FrozenValue, Value, as_dict, fields


class Point(Value):
    __slots__ = ("x", "y")

    def __init__(self, x: int, y: int = 0) -> None:
        self.x = x
        self.y = y


class FrozenPoint(FrozenValue):
    __slots__ = ("x", "y")

    x: int
    y: int

    def __init__(self, x: int, y: int = 0) -> None:
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)


@dataclass(slots=True)
class Reference:
    x: int
    y: int = 0


@dataclass(frozen=True, slots=True)
class FrozenReference:
    x: int
    y: int = 0


def test_equality_and_repr_are_a_dataclass_s() -> None:
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(2, 1)
    assert Point(1) != FrozenPoint(1) and Point(1) != (1, 0)
    assert repr(Point(1, "a")).replace("Point", "Reference") == repr(Reference(1, "a"))  # type: ignore[arg-type]
    assert repr(FrozenPoint(3)).replace("FrozenPoint", "FrozenReference") == repr(FrozenReference(3))


def test_a_mutable_value_is_unhashable_and_a_frozen_one_hashes_by_its_fields() -> None:
    with pytest.raises(TypeError):
        hash(Point(1))
    assert hash(FrozenPoint(1, 2)) == hash(FrozenPoint(1, 2))
    assert len({FrozenPoint(1, 2), FrozenPoint(1, 2), FrozenPoint(2, 1)}) == 2


def test_a_frozen_value_cannot_be_changed() -> None:
    point = FrozenPoint(1)
    with pytest.raises(AttributeError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del point.y  # type: ignore[misc]
    assert point == FrozenPoint(1)


def test_fields_and_as_dict_follow_the_slots_order() -> None:
    point = Point(1, 2)
    point.y = 5
    assert fields(point) == ("x", "y")
    assert as_dict(point) == {"x": 1, "y": 5}
