"""Seed 000's HARD / SOFT classes decide how long a failure is remembered."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncebitten.classify import SOFT_PATTERNS, ErrorType, classify_ttl


@pytest.mark.parametrize("pattern", SOFT_PATTERNS)
def test_every_seed_soft_pattern_is_soft_in_any_case(pattern: str) -> None:
    assert classify_ttl(f"Error: {pattern.upper()} while running") is ErrorType.SOFT


@pytest.mark.parametrize(
    "message",
    [
        "SyntaxError: invalid syntax",
        "TypeError: cannot add int and str",
        "ValueError: bad literal",
        "ModuleNotFoundError: No module named 'requests'",
        "AttributeError: 'NoneType' object",
        "NameError: name 'foo' is not defined",
        "AssertionError",
        "",
    ],  # fmt: skip
)
def test_logic_errors_are_hard(message: str) -> None:
    assert classify_ttl(message) is ErrorType.HARD


def test_permission_denied_is_soft_as_seed_000_documents() -> None:
    # Seed 001 calls this NEVER_RETRY; seed 000 keeps it only an hour. Each keeps its own rule.
    assert classify_ttl("open('/etc/shadow'): Permission denied") is ErrorType.SOFT


@given(st.text())
def test_classification_never_raises_and_is_one_of_two(text: str) -> None:
    assert classify_ttl(text) in (ErrorType.HARD, ErrorType.SOFT)
