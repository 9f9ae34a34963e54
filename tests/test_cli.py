"""The command line: verdicts as exit codes, --json shapes, environments, and one-line errors."""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from oncebitten import FailureMemory, __version__
from oncebitten.cli import COMMANDS, Command, main, register
from oncebitten.store import close_store, open_store

ROOT = Path(__file__).resolve().parents[1]
MAKE = '{"cmd": "make"}'
RECORD_FIELDS = {
    "id", "tool_signature", "env_snapshot_hash", "error_type", "retry_count", "created_at", "updated_at",
    "error_message", "tool_name", "evolution_status", "kind", "fingerprint",
}  # fmt: skip


@dataclass
class Ran:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


Cli = Callable[..., Ran]


@pytest.fixture(autouse=True)
def _no_default_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch ~/.oncebitten: a command run without --db lands in this test's directory."""
    monkeypatch.delenv("ONCEBITTEN_URL", raising=False)
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "default.db"))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[str]:
    """A fresh, empty SQLite store for the test (created: commands that only read never create one)."""
    path = str(tmp_path / "memory.db")
    open_store(path)
    yield path
    close_store(path)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """``cli(*args)`` runs ``main`` in-process and returns its exit code and captured output."""

    def run(*args: str) -> Ran:
        code = main(list(args))
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    return run


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def assert_one_line_error(ran: Ran, code: int, *needles: str) -> None:
    assert ran.code == code
    assert ran.out == ""
    assert "Traceback" not in ran.err
    lines = ran.err.splitlines()
    assert len(lines) == 1, ran.err
    assert lines[0].startswith("oncebitten: error: ")
    for needle in needles:
        assert needle in lines[0]


# -- verdicts and exit codes --------------------------------------------------------------------------


def test_check_allows_a_call_that_never_failed(cli: Cli, store: str) -> None:
    ran = cli("check", "--tool", "bash", "--params", MAKE, "--db", store)
    assert (ran.code, ran.err) == (0, "")
    assert ran.out.startswith("ALLOW: ")


def test_check_warns_after_one_failure_and_blocks_after_three(cli: Cli, store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    assert cli("record", *call, "--error", "make: *** Error 2").code == 0
    warned = cli("check", *call)
    assert warned.code == 3
    assert warned.out.startswith("WARN: ") and "make: *** Error 2" in warned.out
    cli("record", *call, "--error", "make: *** Error 2")
    assert cli("check", *call).code == 3
    cli("record", *call, "--error", "make: *** Error 2")
    blocked = cli("check", *call)
    assert blocked.code == 4
    assert blocked.out.startswith("BLOCK: ")


def test_record_says_how_often_it_failed_and_what_check_will_answer(cli: Cli, store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    first = cli("record", *call, "--error", "SyntaxError: invalid syntax")
    assert "failed once" in first.out and "HARD" in first.out and "next check: WARN" in first.out
    cli("record", *call, "--error", "SyntaxError: invalid syntax")
    third = cli("record", *call, "--error", "SyntaxError: invalid syntax")
    assert "failed 3 times" in third.out and "next check: BLOCK" in third.out


def test_clear_after_a_block_allows_the_call_again(cli: Cli, store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    for _ in range(3):
        cli("record", *call, "--error", "boom")
    assert cli("check", *call).code == 4
    cleared = cli("clear", *call)
    assert cleared.code == 0 and cleared.out.startswith("cleared:")
    assert cli("check", *call).code == 0


def test_clear_with_nothing_to_clear_still_succeeds_and_says_so(cli: Cli, store: str) -> None:
    ran = cli("clear", "--tool", "bash", "--params", MAKE, "--db", store)
    assert ran.code == 0
    assert ran.out.startswith("nothing to clear")


def test_check_quiet_answers_by_exit_code_only(cli: Cli, store: str) -> None:
    cli("record", "--tool", "t", "--error", "boom", "--db", store)
    ran = cli("check", "--tool", "t", "--db", store, "--quiet")
    assert (ran.code, ran.out, ran.err) == (3, "", "")


# -- --json -------------------------------------------------------------------------------------------


def test_check_json_reports_verdict_reason_and_hashes(cli: Cli, store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store, "--json")
    allowed = cli("check", *call).json()
    assert allowed == {
        "result": "ALLOW",
        "reason": allowed["reason"],
        "retry_count": 0,
        "failure_record": None,
        "tool_name": "bash",
        "tool_signature": FailureMemory._compute_tool_signature("bash", {"cmd": "make"}),
        "env_snapshot_hash": FailureMemory.compute_env_snapshot_hash(),
    }
    cli("record", *call[:-1], "--error", "boom")
    warned = cli("check", *call)
    document = warned.json()
    assert warned.code == 3
    assert document["result"] == "WARN" and document["retry_count"] == 1
    assert set(document["failure_record"]) == RECORD_FIELDS
    assert document["failure_record"]["error_message"] == "boom"


def test_record_json_is_the_record_with_enum_values_and_the_next_verdict(cli: Cli, store: str) -> None:
    ran = cli("record", "--tool", "curl", "--error", "Connection refused", "--db", store, "--json")
    document = ran.json()
    assert ran.code == 0
    assert set(document) == {"record", "next"}
    assert set(document["record"]) == RECORD_FIELDS
    assert document["record"]["error_type"] == "SOFT"
    assert document["record"]["evolution_status"] == "PENDING"
    assert document["record"]["retry_count"] == 1
    assert document["next"] == "WARN"


def test_clear_json_says_whether_something_was_cleared(cli: Cli, store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store, "--json")
    assert cli("clear", *call).json()["cleared"] is False
    cli("record", *call[:-1], "--error", "boom")
    document = cli("clear", *call).json()
    assert document["cleared"] is True
    assert document["env_snapshot_hash"] == FailureMemory.compute_env_snapshot_hash()


def test_stats_json_is_the_stats_dict(cli: Cli, store: str) -> None:
    cli("record", "--tool", "a", "--error", "SyntaxError", "--db", store)
    cli("record", "--tool", "b", "--error", "timeout", "--db", store)
    ran = cli("stats", "--db", store, "--json")
    stats = ran.json()
    assert ran.code == 0
    assert stats["total_records"] == 2 and stats["hard_errors"] == 1 and stats["soft_errors"] == 1
    assert stats["failures_logged"] == 2
    assert all(isinstance(value, int) for key, value in stats.items() if key != "by_kind")
    assert stats["by_kind"] == {"syntax": 1, "timeout": 1}


def test_stats_text_names_the_store_and_every_count(cli: Cli, store: str) -> None:
    ran = cli("stats", "--db", store)
    assert ran.code == 0
    assert ran.out.splitlines()[0] == f"store: {Path(store).resolve()}"
    assert "total_records" in ran.out and "failures_logged" in ran.out


def test_recent_json_lists_records_newest_first_up_to_the_limit(cli: Cli, store: str) -> None:
    for tool in ("first", "second", "third"):
        cli("record", "--tool", tool, "--error", f"{tool} failed", "--db", store)
    records = cli("recent", "--limit", "2", "--db", store, "--json").json()
    assert isinstance(records, list)
    assert [record["tool_name"] for record in records] == ["third", "second"]
    assert all(set(record) == RECORD_FIELDS for record in records)


def test_recent_text_is_a_table_and_says_when_empty(cli: Cli, store: str) -> None:
    assert cli("recent", "--db", store).out == "no failures remembered\n"
    cli("record", "--tool", "bash", "--error", "line one\nline two", "--db", store)
    lines = cli("recent", "--db", store).out.splitlines()
    assert lines[0].split() == ["updated", "(UTC)", "tool", "status", "type", "count", "error"]
    assert len(lines) == 2 and "line one line two" in lines[1]


def test_db_and_json_may_also_come_before_the_subcommand(cli: Cli, store: str) -> None:
    cli("--db", store, "record", "--tool", "t", "--error", "boom")
    assert cli("--db", store, "--json", "stats").json()["total_records"] == 1


# -- environments -------------------------------------------------------------------------------------


def test_a_different_cwd_is_a_different_environment(cli: Cli, store: str, tmp_path: Path) -> None:
    here, there = tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    for _ in range(3):
        cli("record", *call, "--cwd", str(here), "--error", "boom")
    assert cli("check", *call, "--cwd", str(here)).code == 4
    assert cli("check", *call, "--cwd", str(there)).code == 0


def test_default_cwd_is_the_current_directory(
    cli: Cli, store: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    cli("record", *call, "--cwd", str(tmp_path), "--error", "boom")
    monkeypatch.chdir(tmp_path)
    assert cli("check", *call).code == 3
    assert cli("check", *call, "--cwd", ".").code == 3


def test_env_hash_names_the_environment_explicitly(cli: Cli, store: str, tmp_path: Path) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    cli("record", *call, "--cwd", str(tmp_path), "--error", "boom")
    env = cli("check", *call, "--cwd", str(tmp_path), "--json").json()["env_snapshot_hash"]
    assert cli("check", *call, "--env", env).code == 3
    assert cli("check", *call, "--env", "0" * 32).code == 0


def test_editing_a_file_in_context_makes_a_new_environment(cli: Cli, store: str, tmp_path: Path) -> None:
    source = tmp_path / "api.py"
    source.write_text("broken\n")
    call = ("--tool", "bash", "--params", MAKE, "--db", store, "--cwd", str(tmp_path), "--file", "api.py")
    cli("record", *call, "--error", "boom")
    assert cli("check", *call).code == 3
    source.write_text("fixed, and longer\n")
    assert cli("check", *call).code == 0


def test_clear_all_environments_clears_every_cwd(cli: Cli, store: str, tmp_path: Path) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    for where in ("a", "b"):
        (tmp_path / where).mkdir()
        cli("record", *call, "--cwd", str(tmp_path / where), "--error", "boom")
    assert cli("clear", *call, "--all-environments", "--json").json() == {
        "cleared": True,
        "tool_signature": FailureMemory._compute_tool_signature("bash", {"cmd": "make"}),
        "env_snapshot_hash": None,
    }
    assert cli("check", *call, "--cwd", str(tmp_path / "a")).code == 0
    assert cli("check", *call, "--cwd", str(tmp_path / "b")).code == 0


def test_env_with_cwd_is_a_usage_error(cli: Cli, store: str) -> None:
    ran = cli("check", "--tool", "t", "--env", "abc", "--cwd", "/", "--db", store)
    assert ran.code == 2
    assert "not allowed with argument --env" in ran.err


def test_env_with_file_is_a_usage_error(cli: Cli, store: str) -> None:
    assert_one_line_error(cli("check", "--tool", "t", "--env", "abc", "--file", "x", "--db", store), 2, "--env")


def test_all_environments_with_an_environment_is_a_usage_error(cli: Cli, store: str) -> None:
    ran = cli("clear", "--tool", "t", "--all-environments", "--cwd", "/", "--db", store)
    assert_one_line_error(ran, 2, "--all-environments")


# -- input --------------------------------------------------------------------------------------------


def test_invalid_params_json_is_a_usage_error_on_one_line(cli: Cli, store: str) -> None:
    ran = cli("check", "--tool", "bash", "--params", "{cmd: make}", "--db", store)
    assert_one_line_error(ran, 2, "not valid JSON")


@pytest.mark.parametrize(("params", "kind"), [("[1]", "an array"), ('"make"', "a string"), ("3", "a number"),
                                              ("null", "null")])  # fmt: skip
def test_params_that_are_not_an_object_are_a_usage_error(cli: Cli, tmp_path: Path, params: str, kind: str) -> None:
    store = str(tmp_path / "new.db")
    assert_one_line_error(cli("record", "--tool", "t", "--params", params, "--error", "x", "--db", store), 2, kind)
    assert not Path(store).exists()  # rejected before the store was opened


def test_params_from_a_file_and_from_stdin(
    cli: Cli, store: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    params_file = tmp_path / "call.json"
    params_file.write_text(MAKE)
    cli("record", "--tool", "bash", "--params", f"@{params_file}", "--error", "boom", "--db", store)
    _stdin(monkeypatch, MAKE.encode())
    assert cli("check", "--tool", "bash", "--params", "-", "--db", store).code == 3


def test_params_file_that_cannot_be_read_is_a_usage_error(cli: Cli, store: str, tmp_path: Path) -> None:
    ran = cli("check", "--tool", "t", "--params", f"@{tmp_path / 'missing.json'}", "--db", store)
    assert_one_line_error(ran, 2, "missing.json")


def test_error_dash_reads_the_error_from_stdin(cli: Cli, store: str, monkeypatch: pytest.MonkeyPatch) -> None:
    long_output = "".join(f"line {n}\n" for n in range(500)) + "make: *** [all] Error 2\n"
    _stdin(monkeypatch, long_output.encode())
    assert cli("record", "--tool", "bash", "--params", MAKE, "--error", "-", "--db", store).code == 0
    [record] = cli("recent", "--db", store, "--json").json()
    assert record["error_message"] == long_output.rstrip("\n")


def test_error_from_stdin_that_is_not_utf8_is_recorded_not_fatal(
    cli: Cli, store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"bad byte \xff here")
    assert cli("record", "--tool", "bash", "--error", "-", "--db", store).code == 0
    [record] = cli("recent", "--db", store, "--json").json()
    assert record["error_message"] == "bad byte \\xff here"  # kept, written out: never dropped


def test_params_and_error_cannot_both_read_stdin(cli: Cli, store: str) -> None:
    assert_one_line_error(cli("record", "--tool", "t", "--params", "-", "--error", "-", "--db", store), 2, "stdin")


def test_interrupt_exits_130_quietly(cli: Cli, store: str, monkeypatch: pytest.MonkeyPatch) -> None:
    class Interrupted(io.StringIO):
        def read(self, size: int | None = -1) -> str:
            raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stdin", Interrupted())
    ran = cli("record", "--tool", "t", "--error", "-", "--db", store)
    assert (ran.code, ran.out, ran.err) == (130, "", "")


def test_negative_limit_is_a_usage_error(cli: Cli, store: str) -> None:
    ran = cli("recent", "--limit", "-1", "--db", store)
    assert ran.code == 2 and "must not be negative" in ran.err


# -- store errors -------------------------------------------------------------------------------------


def test_a_file_that_is_not_a_database_is_an_error_and_left_untouched(cli: Cli, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    content = b"these are my notes, not a database\n" * 50
    notes.write_bytes(content)
    for command in (["check"], ["record", "--error", "boom"], ["clear"]):
        ran = cli(*command, "--tool", "bash", "--db", str(notes))
        assert_one_line_error(ran, 1, str(notes), "not an oncebitten database")
    assert_one_line_error(cli("stats", "--db", str(notes)), 1)
    assert notes.read_bytes() == content
    close_store(str(notes))


def test_a_database_from_a_newer_version_is_an_error_and_left_untouched(cli: Cli, tmp_path: Path) -> None:
    newer = tmp_path / "newer.db"
    with sqlite3.connect(newer) as conn:
        conn.execute("PRAGMA user_version = 999")
    conn.close()
    before = newer.read_bytes()
    assert_one_line_error(cli("check", "--tool", "t", "--db", str(newer)), 1, "newer")
    assert newer.read_bytes() == before
    close_store(str(newer))


def test_another_programs_database_is_an_error_and_left_untouched(cli: Cli, tmp_path: Path) -> None:
    foreign = tmp_path / "app.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.close()
    before = foreign.read_bytes()
    assert_one_line_error(cli("record", "--tool", "t", "--error", "x", "--db", str(foreign)), 1, "invoices")
    assert foreign.read_bytes() == before
    close_store(str(foreign))


def test_a_path_under_a_regular_file_is_an_error(cli: Cli, tmp_path: Path) -> None:
    blocker = tmp_path / "plain-file"
    blocker.write_text("x")
    target = blocker / "memory.db"
    assert_one_line_error(cli("record", "--tool", "t", "--error", "x", "--db", str(target)), 1, str(target))
    assert blocker.read_text() == "x"
    close_store(str(target))


def test_an_unsupported_database_url_is_a_usage_error_without_its_password(cli: Cli) -> None:
    ran = cli("check", "--tool", "t", "--db", "mysql://agent:hunter2@db.example/memory")
    assert_one_line_error(ran, 2, "mysql")
    assert "hunter2" not in ran.err


# -- help, version, registry --------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_subcommand_has_help_with_a_description_and_an_example(cli: Cli, name: str) -> None:
    ran = cli(name, "--help")
    assert ran.code == 0
    assert COMMANDS[name].description.split()[0] in ran.out
    assert "examples:" in ran.out and f"oncebitten {name}" in ran.out.split("examples:")[1]
    assert "--db" in ran.out and "--json" in ran.out


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_subcommand_is_documented(name: str) -> None:
    assert f"oncebitten {name}" in (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")


def test_check_help_documents_the_exit_codes(cli: Cli) -> None:
    help_text = cli("check", "--help").out
    for line in ("0    ALLOW", "3    WARN", "4    BLOCK", "1    error", "2    usage error"):
        assert line in help_text


def test_top_level_help_lists_every_subcommand(cli: Cli) -> None:
    ran = cli("--help")
    assert ran.code == 0
    assert all(name in ran.out for name in COMMANDS)


def test_version(cli: Cli) -> None:
    ran = cli("--version")
    assert (ran.code, ran.out.strip()) == (0, f"oncebitten {__version__}")


def test_no_subcommand_is_a_usage_error(cli: Cli) -> None:
    ran = cli()
    assert ran.code == 2 and "required" in ran.err


def test_a_subcommand_name_can_be_registered_only_once() -> None:
    existing = COMMANDS["check"]
    with pytest.raises(ValueError, match="already registered"):
        register(Command(name="check", summary="", description="", examples="", run=existing.run))
    assert COMMANDS["check"] is existing


# -- the real console entry ---------------------------------------------------------------------------


def _oncebitten(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "oncebitten", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_the_module_entry_exits_with_the_verdict(store: str) -> None:
    call = ("--tool", "bash", "--params", MAKE, "--db", store)
    assert _oncebitten("check", *call).returncode == 0
    for _ in range(3):
        recorded = _oncebitten("record", *call, "--error", "-", stdin="make: *** Error 2\n")
        assert (recorded.returncode, recorded.stderr) == (0, "")
    blocked = _oncebitten("check", *call)
    assert blocked.returncode == 4
    assert blocked.stdout.startswith("BLOCK: ") and "make: *** Error 2" in blocked.stdout
    assert _oncebitten("clear", *call).returncode == 0
    assert _oncebitten("check", *call).returncode == 0


def test_the_module_entry_reports_bad_input_on_one_line(store: str) -> None:
    ran = _oncebitten("check", "--tool", "bash", "--params", "{oops", "--db", store)
    assert ran.returncode == 2
    assert ran.stderr.startswith("oncebitten: error: ") and ran.stderr.count("\n") == 1
    assert ran.stdout == ""


def test_the_console_script_is_installed_and_works(store: str) -> None:
    script = Path(sys.executable).with_name("oncebitten")
    if not script.exists():
        pytest.skip("the oncebitten console script is not installed next to this interpreter")
    ran = subprocess.run([str(script), "--version"], capture_output=True, text=True, timeout=60)
    assert (ran.returncode, ran.stdout.strip()) == (0, f"oncebitten {__version__}")
    warned = subprocess.run(
        [str(script), "record", "--tool", "t", "--error", "x", "--db", store], capture_output=True, timeout=60
    )
    assert warned.returncode == 0
    checked = subprocess.run([str(script), "check", "--tool", "t", "--db", store, "-q"], timeout=60)
    assert checked.returncode == 3


# -- both backends ------------------------------------------------------------------------------------


def test_verdict_exit_codes_on_every_backend(cli: Cli, db: str) -> None:
    open_store(db)
    args = ["--db", db, "--tool", "bash", "--params", MAKE, "--env", "e1"]
    assert cli("check", *args).code == 0
    for _ in range(3):
        assert cli("record", *args, "--error", "make: *** Error 2").code == 0
    blocked = cli("check", *args, "--json")
    assert blocked.code == 4 and blocked.json()["result"] == "BLOCK"
    assert cli("clear", *args).code == 0
    assert cli("check", *args).code == 0


def test_json_output_never_shows_the_database_password(cli: Cli, db: str, backend: str) -> None:
    open_store(db)
    ran = cli("stats", "--db", db, "--json")
    assert ran.code == 0
    if backend == "postgresql":
        password = db.split("://", 1)[1].split("@", 1)[0].split(":", 1)[1]
        assert password not in ran.out + ran.err
        shown = cli("stats", "--db", db)
        assert password not in shown.out + shown.err and ":***@" in shown.out


# -- migrate ------------------------------------------------------------------------------------------


def test_migrate_copies_both_ways_with_progress_and_is_idempotent(cli: Cli, db: str, tmp_path: Path) -> None:
    memory = FailureMemory(db)
    for i in range(25):
        memory.record_failure("bash", {"cmd": f"make {i}"}, f"Error {i}", "env")
    copy = str(tmp_path / "copy.db")
    first = cli("migrate", "--from", db, "--to", copy, "--batch-size", "10")
    assert first.code == 0, first.err
    assert "failure_events: 25/25 (100%)" in first.err  # the progress bar, on stderr
    assert "25 newly inserted" in first.out
    again = cli("migrate", "--from", db, "--to", copy, "--json")
    assert again.code == 0 and again.json()["total_inserted"] == 0
    assert FailureMemory(copy).get_stats() == FailureMemory(db).get_stats()
    back = str(tmp_path / "back.db")
    assert cli("migrate", "--from", copy, "--to", back, "--quiet").code == 0
    assert FailureMemory(back).get_stats()["failures_logged"] == 25
    if db.startswith("postgresql://"):
        password = db.split("://", 1)[1].split("@", 1)[0].split(":", 1)[1]
        assert password not in first.out + first.err + again.out


def test_migrate_into_another_memory_is_a_usage_error(cli: Cli, tmp_path: Path) -> None:
    a, b = str(tmp_path / "a.db"), str(tmp_path / "b.db")
    FailureMemory(a).record_failure("x", {}, "e", "env")
    FailureMemory(b).record_failure("y", {}, "e", "env")
    ran = cli("migrate", "--from", a, "--to", b)
    assert ran.code == 2 and "different memory" in ran.err and "Traceback" not in ran.err
    assert cli("migrate", "--from", a, "--to", b, "--batch-size", "0").code == 2


# -- escalations --------------------------------------------------------------------------------------


def test_escalations_list_and_resolve(cli: Cli, db: str) -> None:
    import asyncio

    from oncebitten import ErrorSignatureTracker

    tracker = ErrorSignatureTracker("shop", {}, db_session=db)
    escalation_id = asyncio.run(tracker.record_escalation("AuthError", "401 Unauthorized", 1, "ask", "Key revoked."))
    listed = cli("escalations", "--db", db)
    assert listed.code == 0 and escalation_id in listed.out and "Key revoked." in listed.out
    assert [e["id"] for e in cli("escalations", "--db", db, "--json").json()] == [escalation_id]
    done = cli("escalations", "--db", db, "--resolve", str(escalation_id), "--resolution", "rotated", "--json")
    assert done.code == 0 and done.json() == {"id": escalation_id, "resolved": True}
    assert cli("escalations", "--db", db, "--json").json() == []
    assert cli("escalations", "--db", db, "--status", "all", "--json").json()[0]["resolution"] == "rotated"
    assert cli("escalations", "--db", db, "--resolve", "esc-nope").code == 1


def test_a_working_directory_that_does_not_exist_is_a_usage_error(cli: Cli, store: str, tmp_path: Path) -> None:
    ran = cli("check", "--tool", "t", "--cwd", str(tmp_path / "missing"), "--db", store)
    assert_one_line_error(ran, 2, "--cwd", "is not a directory")


# -- a store that does not exist ----------------------------------------------------------------------

READ_ONLY = [
    ("check", "--tool", "bash", "--params", MAKE),
    ("check", "--tool", "bash", "--json"),
    ("stats",),
    ("groups",),
    ("recent", "--json"),
    ("escalations",),
    ("escalations", "--resolve", "esc-000000000000"),
    ("tasks",),
    ("learnings", "--prune"),
    ("report", "--out", "{tmp}/report.html"),
    ("ui", "--port", "0"),
    ("failures", "query", "--error", "boom"),
    ("failures", "stats"),
    ("failures", "patterns"),
    ("outcomes", "check", "--module", "m", "--hypothesis", "h"),
    ("outcomes", "stats"),
    ("export", "{tmp}/out.json"),
    ("prune", "--before", "2024-01-01"),
]


@pytest.mark.parametrize("args", READ_ONLY, ids=[" ".join(a[:2]) for a in READ_ONLY])
def test_a_command_that_only_reads_never_creates_a_mistyped_store(
    cli: Cli, tmp_path: Path, args: tuple[str, ...]
) -> None:
    typo = tmp_path / "memroy" / "memory.db"
    ran = cli(*(a.replace("{tmp}", str(tmp_path)) for a in args), "--db", str(typo))
    assert_one_line_error(ran, 1, f"no memory at {typo} (--db)", "check the path")
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no store, no directory, no report, no export


def test_migrate_from_a_mistyped_store_copies_nothing_and_creates_nothing(cli: Cli, tmp_path: Path) -> None:
    ran = cli("migrate", "--from", str(tmp_path / "memroy.db"), "--to", str(tmp_path / "copy.db"))
    assert_one_line_error(ran, 1, "memroy.db (--from)")
    assert list(tmp_path.iterdir()) == []


def test_a_mistyped_oncebitten_db_is_an_error_for_check_not_a_silent_allow(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "memroy.db"))
    ran = cli("check", "--tool", "bash", "--params", MAKE)
    assert_one_line_error(ran, 1, "memroy.db (from ONCEBITTEN_DB)")
    assert not (tmp_path / "memroy.db").exists()


def test_a_command_that_writes_says_when_it_creates_the_store_an_environment_variable_names(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "memroy.db"))
    ran = cli("record", "--tool", "bash", "--params", MAKE, "--error", "make: *** Error 2")
    assert ran.code == 0
    typo = tmp_path / "memroy.db"
    assert ran.err == f"oncebitten: note: no memory at {typo} (from ONCEBITTEN_DB); creating a new one\n"
    again = cli("record", "--tool", "bash", "--params", MAKE, "--error", "make: *** Error 2")
    assert again.err == ""  # it exists now
    assert cli("record", "--tool", "b", "--error", "x", "--db", str(tmp_path / "explicit.db")).err == ""
    close_store(str(tmp_path / "memroy.db"))
    close_store(str(tmp_path / "explicit.db"))


@pytest.fixture
def first_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A machine on which nothing was ever recorded: HOME without ~/.oncebitten, no ONCEBITTEN_* variable."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("ONCEBITTEN_DB", raising=False)
    return tmp_path / ".oncebitten" / "memory.db"


def test_check_on_the_default_store_before_anything_was_recorded_allows_and_creates_nothing(
    cli: Cli, first_run: Path
) -> None:
    ran = cli("check", "--tool", "bash", "--params", MAKE)
    assert (ran.code, ran.err) == (0, "")
    assert ran.out.startswith("ALLOW: No previous failures recorded")
    document = cli("check", "--tool", "bash", "--params", MAKE, "--json").json()
    assert document["result"] == "ALLOW" and document["failure_record"] is None and document["tool_signature"]
    assert_one_line_error(cli("check", "--tool", "bash", "--params", "[1]"), 2, "an array")
    assert not first_run.parent.exists()


def test_reading_the_default_store_before_anything_was_recorded_says_so(cli: Cli, first_run: Path) -> None:
    assert_one_line_error(cli("stats"), 1, f"no memory yet at {first_run}", "oncebitten demo")
    assert not first_run.parent.exists()
    assert cli("record", "--tool", "bash", "--params", MAKE, "--error", "boom").code == 0
    assert cli("stats").code == 0 and cli("check", "--tool", "bash", "--params", MAKE).code == 3
    close_store(str(first_run))


# -- small surprises --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("chek", "--tool", "x"), "unknown command 'chek' (did you mean 'check'?"),
        (("xyzzy",), "unknown command 'xyzzy' ('oncebitten --help' lists them)"),
        (("failures", "quer", "--error", "x"), "unknown action 'quer' (did you mean 'query'?"),
        (("escalations", "--status", "opn"), "invalid choice: 'opn' (did you mean 'open'?)"),
    ],
)
def test_a_mistyped_choice_gets_did_you_mean_not_the_whole_list(cli: Cli, args: tuple[str, ...], needle: str) -> None:
    ran = cli(*args)
    assert ran.code == 2 and ran.out == ""
    assert needle in ran.err and "choose from" not in ran.err


@pytest.mark.parametrize("command", ["migrate", "import", "export"])
def test_every_command_with_a_progress_bar_takes_q(cli: Cli, command: str) -> None:
    ran = cli(command, "--help")
    assert ran.code == 0 and "-q, --quiet" in ran.out


def test_migrate_counts_rows_in_good_english(cli: Cli, store: str, tmp_path: Path) -> None:
    FailureMemory(store).record_failure("bash", {"cmd": "make"}, "Error 1", "env")
    ran = cli("migrate", "--from", store, "--to", str(tmp_path / "copy.db"), "-q")
    assert ran.code == 0 and ran.err == ""
    assert "failure_records" in ran.out and " 1 row, 1 newly inserted" in ran.out and "1 rows" not in ran.out
    close_store(str(tmp_path / "copy.db"))
