"""Resolving where the memory lives, and keeping passwords out of sight."""

from __future__ import annotations

from pathlib import Path

import pytest

from oncebitten import InvalidInput
from oncebitten.store.target import mask_url, resolve_target


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.delenv("ONCEBITTEN_DB", raising=False)


def test_default_is_home_dot_oncebitten(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    target = resolve_target()
    assert target.kind == "sqlite" and target.path == tmp_path / ".oncebitten" / "memory.db"


def test_precedence_explicit_then_url_then_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "db.db"))
    assert resolve_target().path == tmp_path / "db.db"
    monkeypatch.setenv("ONCEBITTEN_URL", "postgresql://u:pw@localhost/ob")
    assert resolve_target().kind == "postgresql"
    assert resolve_target(tmp_path / "x.db").path == tmp_path / "x.db"


def test_sqlite_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert resolve_target("sqlite:///rel.db").path == tmp_path / "rel.db"
    assert resolve_target(f"sqlite:///{tmp_path}/abs.db").path == tmp_path / "abs.db"
    assert resolve_target("plain.db").path == tmp_path / "plain.db"


@pytest.mark.parametrize("bad", ["mysql://x/y", ":memory:", "sqlite://", ""])
def test_unsupported_targets_are_rejected(bad: str) -> None:
    with pytest.raises(InvalidInput):
        resolve_target(bad)


def test_postgres_aliases_normalise() -> None:
    assert resolve_target("postgres://u@h/db").location == "postgresql://u@h/db"


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://alice:s3cr3t@db.internal:5432/ob", "postgresql://alice:***@db.internal:5432/ob"),
        ("postgresql://alice@db/ob", "postgresql://alice@db/ob"),
        (
            "postgresql://db/ob?user=a&password=hunter2&sslmode=require",
            "postgresql://db/ob?user=a&password=***&sslmode=require",
        ),  # fmt: skip
        ("postgresql://:p%40ss@h/db", "postgresql://:***@h/db"),
    ],
)
def test_display_masks_passwords(url: str, shown: str) -> None:
    assert mask_url(url) == shown
    assert resolve_target(url).display == shown
    assert "s3cr3t" not in resolve_target(url).display
