"""PostgreSQL specifics: placeholders, credentials kept out of sight, connection failures."""

from __future__ import annotations

import re

import pytest

from oncebitten import FailureMemory, StoreUnavailable

pytestmark = pytest.mark.skipif(
    "postgresql" not in __import__("conftest").BACKENDS, reason="PostgreSQL backend not selected"
)


def test_placeholders_are_adapted_and_percent_escaped() -> None:
    from oncebitten.store.postgres import adapt

    assert adapt("SELECT ? WHERE x LIKE '%a'") == "SELECT %s WHERE x LIKE '%%a'"
    assert adapt("SELECT 1") is adapt("SELECT 1")  # cached


def test_wrong_password_error_never_shows_the_password(pg_url: str) -> None:
    wrong = re.sub(r":[^:@/]+@", ":not-the-password-xyz@", pg_url, count=1)
    with pytest.raises(StoreUnavailable) as caught:
        FailureMemory(wrong)
    message = str(caught.value)
    assert "not-the-password-xyz" not in message
    assert ":***@" in message


def test_unreachable_server_is_one_clear_error() -> None:
    with pytest.raises(StoreUnavailable) as caught:
        FailureMemory("postgresql://user:hunter2@127.0.0.1:1/nothing?connect_timeout=2")
    assert "hunter2" not in str(caught.value)
    assert "127.0.0.1" in str(caught.value)


@pytest.mark.parametrize("db", ["postgresql"], indirect=True)
def test_db_path_attribute_is_masked(pg_url: str, db: str) -> None:
    memory = FailureMemory(db)
    password = re.search(r":([^:@/]+)@", pg_url)
    assert password is not None
    assert password.group(1) not in str(memory.db_path)
