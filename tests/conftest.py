"""Shared fixtures: a fresh memory on a real SQLite file per test, and a settable clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from oncebitten import FailureMemory


class FakeClock:
    """A clock the test moves by hand: ``clock.advance(hours=2)``."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "test_memory.db"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def failure_memory(db_path: Path) -> Iterator[FailureMemory]:
    """Create FailureMemory with temporary database (the seed's fixture)."""
    memory = FailureMemory(db_path=db_path)
    yield memory
    memory.close()
