"""The report's subcommands: ``oncebitten report`` writes the file, ``oncebitten ui`` serves it (both backends)."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from oncebitten.cli import main
from oncebitten.store import open_store
from report_fixtures import fill
from test_cli import Cli, Ran, assert_one_line_error


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., Ran]:
    def run(*args: str) -> Ran:
        code = main(list(args))
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    return run


def test_report_writes_the_file_and_says_where(cli: Cli, db: str, tmp_path: Path) -> None:
    fill(db)
    out = tmp_path / "memory.html"
    ran = cli("report", "--db", db, "--out", str(out), "--since", "all")
    assert ran.code == 0 and ran.out == f"report written: {out}\n"
    assert "Top fingerprints" in out.read_text(encoding="utf-8")
    document = cli("report", "--db", db, "--out", str(out), "--json").json()
    assert document == {"report": str(out), "bytes": out.stat().st_size}


def test_report_defaults_to_report_html_here(
    cli: Cli, db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    open_store(db)
    assert cli("report", "--db", db).code == 0
    assert (tmp_path / "report.html").is_file()


def test_report_refuses_a_window_it_cannot_read(cli: Cli, db: str, tmp_path: Path) -> None:
    ran = cli("report", "--db", db, "--out", str(tmp_path / "r.html"), "--since", "yesterday-ish")
    assert_one_line_error(ran, 2, "--since")
    assert not (tmp_path / "r.html").exists()


def test_ui_refuses_a_host_that_is_not_loopback(cli: Cli, db: str) -> None:
    assert_one_line_error(cli("ui", "--db", db, "--host", "0.0.0.0"), 2, "loopback")


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_ui_serves_until_stopped(db: str, stop: signal.Signals) -> None:
    fill(db)
    process = subprocess.Popen(
        [sys.executable, "-m", "oncebitten", "ui", "--db", db, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
        # a shell's background job starts with SIGINT ignored, and Python then leaves it ignored
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert first.startswith("oncebitten ui: http://127.0.0.1:") and "read-only" in first
        port = int(first.split("http://127.0.0.1:")[1].split("/")[0])
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("GET", "/")
        response = conn.getresponse()
        assert response.status == 200 and b"Top fingerprints" in response.read()
        conn.close()
    finally:
        process.send_signal(stop)
        try:
            out, err = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    assert process.returncode == 0 and out.strip() == "stopped" and err == ""


def test_report_into_a_directory_writes_report_html_there(cli: Cli, db: str, tmp_path: Path) -> None:
    fill(db)
    out = tmp_path / "out"
    out.mkdir()
    ran = cli("report", "--db", db, "--out", str(out))
    assert (ran.code, ran.out) == (0, f"report written: {out / 'report.html'}\n")
    assert [p.name for p in out.iterdir()] == ["report.html"]
    assert cli("report", "--db", db, "--out", f"{tmp_path}/new/").code == 0
    assert (tmp_path / "new" / "report.html").is_file()


def test_a_failed_report_leaves_no_stray_file(cli: Cli, db: str, tmp_path: Path) -> None:
    fill(db)
    out = tmp_path / "out"
    (out / "report.html").mkdir(parents=True)  # where the file would go is a directory
    assert_one_line_error(cli("report", "--db", db, "--out", str(out)), 1, "report.html")
    assert [p.name for p in out.iterdir()] == ["report.html"]
    assert list((out / "report.html").iterdir()) == []


def test_report_and_ui_default_to_the_same_window() -> None:
    from oncebitten.cli import frontends
    from oncebitten.report import DEFAULT_REPORT_NAME, DEFAULT_SINCE, server

    assert frontends._DEFAULT_SINCE == DEFAULT_SINCE and frontends._DEFAULT_REPORT_NAME == DEFAULT_REPORT_NAME
    assert server.make_server.__kwdefaults__["since"] == DEFAULT_SINCE
    parser = main.__globals__["build_parser"]()
    for command in ("report", "ui"):
        sub = parser._subparsers._group_actions[0].choices[command]  # type: ignore[union-attr]
        assert sub.get_default("since") == DEFAULT_SINCE


def test_ui_json_prints_where_it_serves_as_one_document(db: str) -> None:
    fill(db)
    process = subprocess.Popen(
        [sys.executable, "-m", "oncebitten", "ui", "--db", db, "--port", "0", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ),
    )  # fmt: skip
    try:
        assert process.stdout is not None
        document = json.loads(process.stdout.readline())
        assert document["url"].startswith("http://127.0.0.1:") and document["since"] == "30d"
        assert document["store"] == open_store(db).display  # passwords masked
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=30)
    assert process.returncode == 0 and out == "" and err == ""


def test_ui_on_a_port_in_use_is_one_error_line(cli: Cli, db: str) -> None:
    fill(db)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        ran = cli("ui", "--db", db, "--port", str(port))
    assert_one_line_error(ran, 1, f"cannot listen on 127.0.0.1:{port}: Address already in use")
