"""The seed-004 subcommands: outcomes record|check|patterns|stats, import, export, prune (both backends)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from oncebitten.cli import main
from test_cli import Cli, Ran, assert_one_line_error
from test_outcomes import SEED_FILE


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., Ran]:
    def run(*args: str) -> Ran:
        code = main(list(args))
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    return run


def record(cli: Cli, db: str, hypothesis: str, outcome: str, *extra: str) -> Ran:
    return cli("outcomes", "record", "--db", db, "--module", "data_processor", "--hypothesis", hypothesis,
               "--outcome", outcome, *extra)  # fmt: skip


def test_check_exits_3_for_a_rejected_hypothesis_and_0_for_a_novel_one(cli: Cli, db: str) -> None:
    ran = record(cli, db, "Add caching layer with global state", "rejected", "--rejection-reason", "Global state")
    assert ran.code == 0 and ran.out.startswith("recorded: rejected")
    check = cli("outcomes", "check", "--db", db, "--module", "data_processor",
                "--hypothesis", "Add a caching layer with global state")  # fmt: skip
    assert check.code == 3 and "rejected before" in check.out and "Global state" in check.out
    novel = cli("outcomes", "check", "--db", db, "--module", "data_processor", "--hypothesis", "Rename x", "--json")
    assert novel.code == 0 and novel.json()["was_rejected"]["found"] is False


def test_patterns_and_stats_as_json(cli: Cli, db: str) -> None:
    record(cli, db, "Type the pipeline", "rejected", "--rejection-reason", "error: Incompatible return type")
    record(cli, db, "Add docs", "accepted")
    stats = cli("outcomes", "stats", "--db", db, "--json").json()
    assert (stats["total_records"], stats["accepted"], stats["rejected"]) == (2, 1, 1)
    patterns = cli("outcomes", "patterns", "--db", db, "--json").json()
    assert patterns[0]["count"] == 1 and patterns[0]["examples"] == ["error: Incompatible return type"]


def test_an_invalid_outcome_is_a_one_line_usage_error(cli: Cli, db: str) -> None:
    assert_one_line_error(record(cli, db, "x", "cached"), 2, "outcome must be")


def test_import_then_export_gives_the_seed_file_back(cli: Cli, db: str, tmp_path: Path) -> None:
    source, out = tmp_path / ".evolve_memory.json", tmp_path / "out.json"
    source.write_text(json.dumps(SEED_FILE))
    ran = cli("import", str(source), "--db", db, "--quiet")
    assert ran.code == 0 and ran.out == "imported 3 of 3 records (0 already there)\n"
    assert cli("import", str(source), "--db", db, "--json").json() == {"read": 3, "imported": 0, "skipped": 3}
    assert cli("export", str(out), "--db", db).code == 0
    assert json.loads(out.read_text()) == SEED_FILE


def test_import_shows_a_progress_bar_on_stderr(cli: Cli, db: str, tmp_path: Path) -> None:
    source = tmp_path / "big.json"
    records = [{**SEED_FILE["records"][0], "hypothesis": f"idea {i}"} for i in range(1200)]  # type: ignore[dict-item]
    source.write_text(json.dumps({"version": "1.0.0", "records": records}))
    ran = cli("import", str(source), "--db", db)
    assert ran.code == 0 and "import: 1,200/1,200 (100%)" in ran.err


def test_a_missing_import_file_is_a_one_line_error(cli: Cli, db: str, tmp_path: Path) -> None:
    assert_one_line_error(cli("import", str(tmp_path / "nope.json"), "--db", db), 1, "nope.json")


def test_prune_says_how_many_it_removed(cli: Cli, db: str) -> None:
    record(cli, db, "an idea", "held")
    ran = cli("prune", "--before", "2999-01-01", "--db", db)
    assert ran.code == 0 and ran.out.startswith("pruned 1 improvement record and 0 error-memory records")
    assert_one_line_error(cli("prune", "--before", "soon", "--db", db), 2, "--before")


def test_export_into_a_directory_writes_the_designs_file_name_there(cli: Cli, db: str, tmp_path: Path) -> None:
    source = tmp_path / "in.json"
    source.write_text(json.dumps(SEED_FILE))
    cli("import", str(source), "--db", db, "-q")
    out = tmp_path / "out"
    out.mkdir()
    ran = cli("export", str(out), "--db", db)
    assert (ran.code, ran.out) == (0, f"exported 3 records to {out / '.evolve_memory.json'}\n")
    assert json.loads((out / ".evolve_memory.json").read_text()) == SEED_FILE
    assert cli("export", str(out), "--db", db, "--json").json()["file"] == str(out / ".evolve_memory.json")


def test_a_failed_export_leaves_no_stray_file_anywhere(cli: Cli, db: str, tmp_path: Path) -> None:
    cli("outcomes", "record", "--db", db, "--module", "m", "--hypothesis", "h", "--outcome", "accepted")
    out = tmp_path / "out"
    (out / ".evolve_memory.json").mkdir(parents=True)  # where the file would go is a directory
    assert_one_line_error(cli("export", str(out), "--db", db, "-q"), 1, "Is a directory", ".evolve_memory.json")
    assert [p.name for p in out.iterdir()] == [".evolve_memory.json"]
    assert not [p.name for p in tmp_path.iterdir() if "evolve" in p.name or "partial" in p.name]
