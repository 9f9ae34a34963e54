"""The demo: it plays, shows every verdict it promises, checks them, and cleans up after itself."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from oncebitten import FailureMemory
from oncebitten import demo as demo_module
from oncebitten.cli import main
from oncebitten.demo import ALLOW, BLOCK, PROJECT, Call, DemoSession, run_demo
from oncebitten.store import close_store

#: Every check the demo makes, in order: repeated failure, other cwd, fix, transient error.
EXPECTED_VERDICTS = [
    "ALLOW", "WARN", "WARN", "BLOCK",
    "ALLOW", "BLOCK",
    "ALLOW",
    "ALLOW", "WARN", "ALLOW",
]  # fmt: skip


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty directory the demo's temporary store goes into, so a test can see what is left behind."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    return scratch


def verdicts(text: str) -> list[str]:
    return re.findall(r"\] check  (ALLOW|WARN|BLOCK)\b", text)


def test_demo_shows_allow_warn_warn_block_then_the_other_cases(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out) == 0
    text = out.getvalue()
    assert verdicts(text) == EXPECTED_VERDICTS
    assert "UNEXPECTED" not in text


def test_demo_shows_a_transient_failure_expiring_and_then_allowed(scratch: Path) -> None:
    out = io.StringIO()
    run_demo(out)
    lines = out.getvalue().splitlines()
    later = next(i for i, line in enumerate(lines) if "61 minutes later" in line)
    assert "recorded as SOFT" in "\n".join(lines[:later])
    assert re.search(r"check  ALLOW  Previous failure has expired", lines[later + 1])


def test_demo_ends_with_the_stats(scratch: Path) -> None:
    out = io.StringIO()
    run_demo(out)
    tail = out.getvalue().split("Final stats")[1]
    assert "total_records 5" in tail and "failures_logged 7" in tail and "expired 1" in tail
    assert "by kind: auth 1, network 1, runtime 2, test 1" in tail


def test_demo_is_short(scratch: Path) -> None:
    out = io.StringIO()
    run_demo(out)
    assert 30 <= len(out.getvalue().splitlines()) <= 92  # 90, and where the report is


def reports_in(directory: Path) -> list[Path]:
    return sorted(directory.glob("oncebitten-demo-report-*.html"))


def test_demo_leaves_only_its_report_behind(scratch: Path) -> None:
    run_demo(io.StringIO())
    assert list(scratch.iterdir()) == reports_in(scratch) and len(reports_in(scratch)) == 1


def test_demo_ends_by_writing_the_report_and_saying_where(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out) == 0
    [report] = reports_in(scratch)
    assert out.getvalue().rstrip().splitlines()[-1] == f"The report of this session (open it in a browser): {report}"
    page = report.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "Content-Security-Policy" in page
    assert "Fix the CSV parser" in page and "shop-api" in page  # the session's task and escalation


def test_demo_writes_the_report_where_it_is_asked_to(scratch: Path, tmp_path: Path) -> None:
    target = tmp_path / "out" / "demo.html"
    out = io.StringIO()
    assert run_demo(out, report=target) == 0
    assert target.is_file() and f"The report of this session (open it in a browser): {target}" in out.getvalue()
    assert list(scratch.iterdir()) == []


def test_demo_keep_keeps_the_store_and_says_where(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out, keep=True) == 0
    [kept] = scratch.glob("oncebitten-demo-*/memory.db")
    assert f"The store was kept: {kept}" in out.getvalue()
    memory = FailureMemory(kept)
    assert memory.get_stats()["failures_logged"] == 7
    close_store(str(kept))


def test_demo_on_a_given_store_keeps_its_records_and_can_run_again(tmp_path: Path, scratch: Path) -> None:
    db = str(tmp_path / "mine.db")
    assert run_demo(io.StringIO(), db) == 0
    second = io.StringIO()
    assert run_demo(second, db) == 0
    assert verdicts(second.getvalue()) == EXPECTED_VERDICTS
    assert FailureMemory(db).get_stats()["failures_logged"] == 14
    assert sorted(scratch.iterdir()) == reports_in(scratch) and len(reports_in(scratch)) == 2
    close_store(db)


def test_demo_json_is_one_document_with_every_event(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out, as_json=True) == 0
    document = json.loads(out.getvalue())
    assert document["ok"] is True and document["kept"] is False
    checks = [event["result"] for event in document["events"] if event["action"] == "check"]
    assert checks == EXPECTED_VERDICTS
    assert document["stats"]["failures_logged"] == 7
    assert [Path(document["report"])] == reports_in(scratch) == list(scratch.iterdir())


def test_a_verdict_the_demo_did_not_expect_fails_it(scratch: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def wrong_expectation(session: DemoSession) -> None:
        session.check(Call("bash", {"cmd": "ls"}), PROJECT, expect=BLOCK)  # a fresh call is ALLOWed

    monkeypatch.setattr(demo_module, "SECTIONS", [("A wrong expectation", wrong_expectation)])
    out = io.StringIO()
    assert run_demo(out) == 1
    assert "UNEXPECTED: the demo expected BLOCK" in out.getvalue()
    assert ALLOW.value in out.getvalue()


def test_demo_through_the_cli(scratch: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    assert verdicts(capsys.readouterr().out) == EXPECTED_VERDICTS
    assert main(["demo", "--json", "--report", str(scratch / "given.html")]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    assert sorted(scratch.iterdir()) == sorted([*reports_in(scratch), scratch / "given.html"])


def test_python_m_oncebitten_demo(tmp_path: Path) -> None:
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    ran = subprocess.run(
        [sys.executable, "-m", "oncebitten", "demo"], capture_output=True, text=True, env=env, timeout=60
    )
    assert (ran.returncode, ran.stderr) == (0, "")
    assert verdicts(ran.stdout) == EXPECTED_VERDICTS
    assert "Final stats" in ran.stdout
    [report] = reports_in(tmp_path)
    assert f"The report of this session (open it in a browser): {report}" in ran.stdout
    assert list(tmp_path.iterdir()) == [report]


def test_demo_shows_error_intelligence(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out) == 0
    section = out.getvalue().split("Error intelligence")[1].split("Final stats")[0]
    assert re.search(r"never_retry\s+HARD\s+auth", section) and re.search(r"env_error\s+SOFT\s+network", section)
    assert re.search(r"one fingerprint [0-9a-f]{16} for both: yes; 2 failures in 2 calls", section)
    assert "failure 3: count 3, escalate no" in section and "failure 4: count 4, escalate YES" in section
    assert re.search(r"escalated to a human: esc-[0-9a-f]{12}", section)
    assert "token=<redacted:github_token>" in section
    assert demo_module.DEPLOY_TOKEN not in out.getvalue()


def test_demo_shows_iteration_memory(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out) == 0
    section = out.getvalue().split("Iteration memory for agent loops")[1].split("Final stats")[0]
    assert "t-csv attempt 1 (failed)" in section and "#### Attempt 1 (sonnet, failed)" in section
    assert "**Suggested approach for this retry:**" in section and "Use the csv module." in section
    assert "t-export, another task, is given the learning: yes" in section
    assert "next model opus (escalated after 3 consecutive failures)" in section
    assert "Stuck loop detected" in section


def test_demo_shows_failure_knowledge(scratch: Path) -> None:
    out = io.StringIO()
    assert run_demo(out) == 0
    section = out.getvalue().split("Failure knowledge")[1].split("Final stats")[0]
    assert "try first: Use parameterized prepared statements" in section
    assert "Direct SQL without parameterization" in section.split("avoid:")[1]
    assert "(hypothesis, knowledge)" in section


def test_the_demo_s_stats_do_not_depend_on_the_advisor_s_random_sweep(
    scratch: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import oncebitten.advisor.memory as memory

    monkeypatch.setattr(memory, "_draw", lambda: 1e-9)  # a draw that sweeps on every write at the default rate
    out = io.StringIO()
    run_demo(out)
    assert "expired 1" in out.getvalue().split("Final stats")[1]
