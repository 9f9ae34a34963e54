"""json and SHA-256 from the C cores: the same answers as json and hashlib, and json's own errors."""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncebitten._cstdlib import dumps, loads, sha256

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(JSON)
def test_dumps_writes_what_json_writes(value: Any) -> None:
    assert dumps(value) == json.dumps(value)
    assert dumps(value, ensure_ascii=False) == json.dumps(value, ensure_ascii=False)


@given(JSON)
def test_loads_reads_what_json_reads_as_text_and_as_utf8(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=False)
    assert loads(text) == value
    assert loads(f" \n{text}\t\r\n".encode()) == value


def test_loads_reads_nan_infinity_and_a_byte_order_mark_like_json() -> None:
    assert math.isnan(loads("NaN")) and loads("[-Infinity]") == [-math.inf]
    assert loads(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert loads('{"a": "\\ud800"}') == json.loads('{"a": "\\ud800"}')


@pytest.mark.parametrize("bad", ["", "   ", "{", '{"a": 1} x', "[1,]", "nul", '"\x01"', b"\xff\xfe", b"{\xff}"])
def test_errors_are_json_own(bad: str | bytes) -> None:
    with pytest.raises(ValueError) as expected:
        json.loads(bad)
    with pytest.raises(type(expected.value)) as got:
        loads(bad)
    assert str(got.value) == str(expected.value)


def test_dumps_reports_what_json_cannot_hold_as_json_does() -> None:
    circular: list[Any] = []
    circular.append(circular)
    with pytest.raises(ValueError, match="Circular reference"):
        dumps(circular)
    with pytest.raises(TypeError, match="not JSON serializable"):
        dumps({"a": object()})
    assert dumps(float("nan")) == "NaN"


@given(st.binary())
def test_sha256_is_hashlibs(data: bytes) -> None:
    assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
