"""``oncebitten failures``: seed 003's record / query / resolve / stats / patterns on the command line."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from oncebitten.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_record_query_resolve_and_stats(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "failures", "record", "--db", db, "--json", "--task", "task_123", "--subtask", "sub_456",
        "--approach", "Direct SQL without parameterization", "--error", "SQLITE_ERROR: near DROP: syntax error",
        "--error-type", "runtime", "--context", "Writing user input to database",
    )  # fmt: skip
    assert code == 0
    failure = json.loads(out)
    assert failure["task_id"] == "task_123" and failure["error_type"] == "runtime"
    code, out, _ = run(capsys, "failures", "query", "--db", db, "--error", "SQLITE_ERROR", "--json")
    assert code == 0 and json.loads(out)["suggested_avoidances"] == ["Direct SQL without parameterization"]
    code, out, _ = run(
        capsys, "failures", "resolve", "--db", db, "--id", failure["id"], "--approach",
        "Use parameterized prepared statements", "--root-cause", "user input in SQL",
    )  # fmt: skip
    assert code == 0 and "3 causal links" in out
    code, out, _ = run(capsys, "failures", "query", "--db", db, "--error", "SQLITE_ERROR")
    assert "try first:\n  - Use parameterized prepared statements" in out
    assert "avoid:\n  - Direct SQL without parameterization" in out
    code, out, _ = run(capsys, "failures", "stats", "--db", db, "--json")
    stats = json.loads(out)
    assert stats["total_failures"] == 1 and stats["resolution_rate"] == 1.0
    code, out, _ = run(capsys, "failures", "stats", "--db", db)
    assert "resolution rate 100%" in out
    code, out, _ = run(capsys, "failures", "patterns", "--db", db)
    assert "fixed by: Use parameterized prepared statements" in out


def test_error_from_stdin(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    db = str(tmp_path / "m.db")
    monkeypatch.setattr(sys, "stdin", io.StringIO("Traceback (most recent call last):\nKeyError: 'id'\n"))
    code, out, _ = run(capsys, "failures", "record", "--db", db, "--task", "t", "--error", "-", "--json")
    assert code == 0 and json.loads(out)["error"].rstrip().endswith("KeyError: 'id'")


def test_bad_input_is_one_line_and_nonzero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.db")
    code, out, err = run(capsys, "failures", "record", "--db", db, "--task", "t", "--error", "x", "--error-type", "odd")
    assert code != 0 and out == "" and len(err.strip().splitlines()) == 1 and "error_type" in err
    code, _, err = run(capsys, "failures", "resolve", "--db", db, "--id", "fm-nope", "--approach", "x")
    assert code != 0 and "no failure" in err and len(err.strip().splitlines()) == 1
    code, out, _ = run(capsys, "failures", "query", "--db", db, "--error", "anything")
    assert code == 0 and "nothing known" in out


def test_query_prints_the_ids_resolve_needs(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "failures", "record", "--db", db, "--task", "t", "--error", "KeyError: 'sku'", "--json")
    failure_id = json.loads(out)["id"]
    code, out, _ = run(capsys, "failures", "query", "--db", db, "--error", "KeyError: 'sku'")
    assert code == 0 and failure_id in out
    assert "oncebitten failures resolve --id ID" in out
    code, out, _ = run(capsys, "failures", "resolve", "--db", db, "--id", failure_id, "--approach", "default the sku")
    assert code == 0 and out.startswith(f"resolved {failure_id}")
