"""Shared fixtures: a fresh memory per test on every backend, and a clock the test moves by hand.

Backends: ``ONCEBITTEN_TEST_BACKENDS`` (default ``sqlite,postgresql``). PostgreSQL tests use
``ONCEBITTEN_TEST_PG_URL`` when set (``make test`` / ``.ci/run`` start a throwaway cluster and set it);
otherwise this conftest starts one itself with ``scripts/pg-cluster`` and stops it at the end. Each test
gets its own PostgreSQL schema (through ``search_path``), dropped afterwards. No database is mocked.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from oncebitten import FailureMemory
from oncebitten.store import close_store

ROOT = Path(__file__).resolve().parents[1]
# Property tests draw the same examples on every run ("ci", the default): the suite passes or fails the same
# way on every machine and every rerun. "fuzz" (make fuzz) draws new ones, many more, to look for new failures.
settings.register_profile(
    "ci", max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("fuzz", max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

BACKENDS = [b.strip() for b in os.environ.get("ONCEBITTEN_TEST_BACKENDS", "sqlite,postgresql").split(",") if b]


class FakeClock:
    """A clock the test moves by hand: ``clock.advance(hours=2)``."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 22, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """The URL of a PostgreSQL server for tests (provided, or a throwaway cluster started here)."""
    provided = os.environ.get("ONCEBITTEN_TEST_PG_URL")
    if provided:
        yield provided
        return
    workdir = tempfile.mkdtemp(prefix="oncebitten-pg-")
    started = subprocess.run(
        [str(ROOT / "scripts" / "pg-cluster"), "start", workdir], capture_output=True, text=True, timeout=600
    )
    if started.returncode != 0:
        pytest.fail(f"could not start a PostgreSQL test cluster:\n{started.stderr}", pytrace=False)
    url = started.stdout.strip()
    os.environ["ONCEBITTEN_TEST_PG_URL"] = url  # child processes of the tests find it too
    try:
        yield url
    finally:
        subprocess.run([str(ROOT / "scripts" / "pg-cluster"), "stop", workdir], timeout=120)


def with_search_path(url: str, schema: str) -> str:
    """``url`` whose connections put ``schema`` first on the search path."""
    return f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"


def pg_admin(url: str, statement: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(statement)  # type: ignore[arg-type]


@pytest.fixture(params=BACKENDS)
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty store target on each backend: a file path, or a PostgreSQL URL with its own schema."""
    if request.param == "sqlite":
        target = str(tmp_path / "memory.db")
        yield target
        close_store(target)
        return
    base = request.getfixturevalue("pg_url")
    schema = f"t_{uuid.uuid4().hex[:16]}"
    pg_admin(base, f"CREATE SCHEMA {schema}")
    target = with_search_path(base, schema)
    try:
        yield target
    finally:
        close_store(target)
        pg_admin(base, f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def backend(db: str) -> str:
    """The name of the backend under test (``sqlite`` or ``postgresql``)."""
    return "postgresql" if db.startswith("postgresql://") else "sqlite"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A SQLite file path, for tests about the file itself."""
    return tmp_path / "test_memory.db"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def failure_memory(db: str) -> Iterator[FailureMemory]:
    """Create FailureMemory with temporary database (the seed's fixture), on each backend."""
    memory = FailureMemory(db_path=db)
    yield memory


@pytest.fixture(autouse=True)
def _seeded_sweeps(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The advisor sweeps expired records on a random one write in ``sweep_every``: in a test, the draws come
    from a generator seeded by the test's name, so a test sweeps on the same writes on every run."""
    import random
    import zlib

    from oncebitten.advisor import memory

    monkeypatch.setattr(memory, "_draw", random.Random(zlib.crc32(request.node.nodeid.encode())).random)
