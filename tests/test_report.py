"""The report as a person sees it: rendered, opened in headless Chromium, its charts and tables drawn, no script
error, and untrusted text shown as text. Also the live dashboard's pages, in the same browser.

The browser is Debian's ``chromium`` (``make test`` installs it). Without it these tests skip, saying why,
unless ``ONCEBITTEN_REQUIRE_BROWSER=1`` (set by ``make test``), where they fail instead: CI must run them.
The pictures in the docs are taken of a demo session's store (``test_the_docs_pictures_show_a_demo_session``);
``ONCEBITTEN_SCREENSHOTS=docs/img`` saves them there (how the docs' images are made).
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote

import pytest

from oncebitten import FailureMemory
from oncebitten.errors import InvalidInput
from oncebitten.report import build_report, content_security_policy, gather, parse_since, write_report
from oncebitten.report.markup import Markup, escape, join, tag
from oncebitten.report.server import DashboardServer, make_server
from oncebitten.store import open_store
from report_fixtures import NOW, XSS, fill

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
SCREENSHOTS = os.environ.get("ONCEBITTEN_SCREENSHOTS")


# -- the browser ------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser() -> str:
    """Chromium's path; skips (or, when ``ONCEBITTEN_REQUIRE_BROWSER=1``, fails) without it."""
    if BROWSER is None:
        reason = "chromium is not installed (make test installs it: apt-get install --no-install-recommends chromium)"
        if os.environ.get("ONCEBITTEN_REQUIRE_BROWSER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    return BROWSER


@dataclass
class Dom:
    """What the browser's DOM holds after the page's scripts ran: elements, attributes, text."""

    tags: Counter[str] = field(default_factory=Counter)
    html: dict[str, str] = field(default_factory=dict)
    body: dict[str, str] = field(default_factory=dict)
    handlers: list[str] = field(default_factory=list)
    classes: Counter[str] = field(default_factory=Counter)
    links: list[str] = field(default_factory=list)
    text: str = ""


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.dom = Dom()
        self._text: list[str] = []
        self._in: list[str] = []

    def handle_starttag(self, name: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        self._in.append(name)
        self.dom.tags[name] += 1
        if name in ("html", "body"):
            setattr(self.dom, name, values)
        self.dom.handlers += [key for key in values if key.startswith("on")]
        self.dom.classes.update(values.get("class", "").split())
        if name == "a":
            self.dom.links.append(values.get("href", ""))

    def handle_endtag(self, name: str) -> None:
        if name in self._in:
            del self._in[len(self._in) - 1 - self._in[::-1].index(name) :]

    def handle_data(self, data: str) -> None:
        if not self._in or self._in[-1] not in ("script", "style", "title"):
            self._text.append(data)


def chromium(browser: str, url: str, profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    profile.mkdir(parents=True, exist_ok=True)
    command = [
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--no-default-browser-check",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        *extra,
        url,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=True)


def open_page(browser: str, url: str, tmp_path: Path, *, budget_ms: int = 2000) -> Dom:
    """Load ``url``, let its scripts run for ``budget_ms`` of virtual time, and read the resulting DOM."""
    ran = chromium(browser, url, tmp_path / "profile-dom", f"--virtual-time-budget={budget_ms}", "--dump-dom")
    reader = _Reader()
    reader.feed(ran.stdout)
    reader.dom.text = " ".join("".join(reader._text).split())
    return reader.dom


def screenshot(browser: str, url: str, tmp_path: Path, name: str, size: str = "1100,1900") -> Path:
    """A PNG of ``url``, in ``tmp_path`` (and in ``$ONCEBITTEN_SCREENSHOTS``, when set)."""
    path = tmp_path / name
    chromium(
        browser,
        url,
        tmp_path / "profile-shot",
        f"--window-size={size}",
        f"--screenshot={path}",
        "--virtual-time-budget=1000",
    )
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(SCREENSHOTS) / name)
    return path


def assert_drawn_without_errors(dom: Dom) -> None:
    assert dom.body.get("data-ok") == "1", "the page's script did not finish"
    assert "data-errors" not in dom.html, dom.html.get("data-errors")
    assert "data-csp" not in dom.html, dom.html.get("data-csp")


def assert_nothing_injected(dom: Dom) -> None:
    assert "data-pwned" not in dom.body
    assert dom.tags["img"] == 0 and dom.tags["script"] == 2 and dom.handlers == []
    assert dom.tags["svg"] == dom.classes["chart"]  # every svg is one of our charts


# -- the static report in the browser ---------------------------------------------------------------------


def test_the_report_opens_in_a_browser_with_its_charts_and_tables(db: str, browser: str, tmp_path: Path) -> None:
    fill(db)
    page = write_report(tmp_path / "report.html", db, since="all", now=NOW)
    dom = open_page(browser, page.as_uri(), tmp_path)
    assert_drawn_without_errors(dom)
    assert dom.tags["svg"] == 4 and dom.body["data-charts"] == "4"  # failures, verdicts, models, outcomes
    assert dom.tags["rect"] >= 25  # the bars' segments (and the legends' swatches)
    assert dom.tags["table"] == int(dom.body["data-tables"]) == 6
    for heading in (
        "Failures over time",
        "Top fingerprints",
        "Advisor verdicts",
        "Open escalations",
        "Tasks",
        "Model success rates",
        "Learnings",
        "Outcome memory",
    ):
        assert heading in dom.text
    assert "Nothing remembered yet" not in dom.text


def test_an_xss_payload_stored_as_an_error_message_is_shown_as_text(db: str, browser: str, tmp_path: Path) -> None:
    fill(db)
    page = write_report(tmp_path / "report.html", db, since="all", now=NOW)
    raw = page.read_text(encoding="utf-8")
    assert XSS not in raw and "<script>document" not in raw and "<img" not in raw
    dom = open_page(browser, page.as_uri(), tmp_path)
    assert_drawn_without_errors(dom)
    assert_nothing_injected(dom)
    assert f"TypeError: {XSS}" in dom.text  # an escalation's error message, as the text it is
    assert "ValueError: <img src=x onerror=" in dom.text  # a fingerprint's template
    assert f"Migrate {XSS}"[:60] in dom.text  # a task title
    assert f"The same error {XSS} came back" in dom.text  # an escalation


def test_an_empty_store_renders_a_friendly_page(db: str, browser: str, tmp_path: Path) -> None:
    page = write_report(tmp_path / "empty.html", db)
    dom = open_page(browser, page.as_uri(), tmp_path)
    assert_drawn_without_errors(dom)
    assert "Nothing remembered yet" in dom.text and "oncebitten demo" in dom.text
    assert "No failures logged in this window." in dom.text and "No open escalations." in dom.text
    assert dom.tags["svg"] == 0 and dom.tags["table"] == 0


# -- the live dashboard in the browser --------------------------------------------------------------------


@pytest.fixture
def dashboard(db: str) -> Iterator[DashboardServer]:
    """``oncebitten ui`` on a free loopback port, serving a filled store, refreshing every second."""
    fill(db, now=NOW)
    server = make_server(open_store(db), port=0, since="all", refresh=1)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(5)


def test_the_live_dashboard_draws_refreshes_and_links_to_drill_downs(
    dashboard: DashboardServer, browser: str, tmp_path: Path
) -> None:
    dom = open_page(browser, dashboard.url, tmp_path, budget_ms=3500)
    assert_drawn_without_errors(dom)
    assert_nothing_injected(dom)
    assert dom.body["data-live"] == "1" and dom.body["data-refresh"] == "1"
    assert int(dom.body.get("data-refreshes", "0")) >= 1, "the page did not refresh itself"
    assert "data-stale" not in dom.body
    assert dom.tags["svg"] == 4
    assert any(link.startswith("/fingerprint/") for link in dom.links)
    assert any(link.startswith("/task/") for link in dom.links)


def test_drill_down_from_a_fingerprint_to_its_records(
    db: str, dashboard: DashboardServer, browser: str, tmp_path: Path
) -> None:
    key = next(g.fingerprint for g in FailureMemory(db).get_failure_groups(10, since=None) if g.kind == "runtime")
    dom = open_page(browser, f"{dashboard.url}fingerprint/{key}", tmp_path)
    assert_drawn_without_errors(dom)
    assert_nothing_injected(dom)
    assert f"Fingerprint {key}" in dom.text and f"ValueError: {XSS}" in dom.text
    assert dom.tags["table"] == 2  # its advisor records, its logged failures


def test_drill_down_from_a_task_to_its_attempts(dashboard: DashboardServer, browser: str, tmp_path: Path) -> None:
    task = f"t-{XSS}"
    dom = open_page(browser, f"{dashboard.url}task/{quote(task, safe='')}", tmp_path)
    assert_drawn_without_errors(dom)
    assert_nothing_injected(dom)
    assert f"Task {task}" in dom.text and "Split each line on commas" in dom.text
    assert dom.tags["table"] == 1 and dom.tags["tr"] == 1 + 3  # its three attempts


# -- the page itself --------------------------------------------------------------------------------------


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_page_loads_nothing_and_allows_only_its_own_scripts(db: str) -> None:
    fill(db)
    page = build_report(db, since="all", now=NOW)
    assert re.findall(r"<[a-z][^>]*\s(?:src|href|action|srcset)=", page) == []  # nothing to fetch, nowhere to go
    assert "http://" not in page.replace("http://localhost:8000", "")  # (that one is an error message)
    policy = content_security_policy()
    assert f'content="{policy}"' in page.replace("&#x27;", "'")
    assert "default-src 'none'" in policy and "connect-src 'none'" in policy
    scripts = re.findall(r"<script>(.*?)</script>", page, re.S)
    styles = re.findall(r"<style>(.*?)</style>", page, re.S)
    assert len(scripts) == 2 and len(styles) == 1
    for inline in (*scripts, *styles):
        assert _sha256(inline) in policy


def test_every_shown_value_is_escaped(db: str) -> None:
    fill(db)
    page = build_report(db, since="all", now=NOW)
    assert XSS not in page and "<svg onload" not in page and "<img" not in page
    assert escape(XSS) in page  # in the error messages, the escalation, the task, the module


def test_an_empty_store_says_so_in_every_section(db: str) -> None:
    report = gather(open_store(db), now=NOW)
    assert report.empty
    page = build_report(db, now=NOW)
    for text in ("Nothing remembered yet", "No tasks", "No learnings captured yet.", "No outcomes recorded"):
        assert text in page


def test_the_window_leaves_older_failures_out(db: str) -> None:
    fill(db)
    recent = gather(open_store(db), since=NOW - timedelta(days=1), now=NOW)
    everything = gather(open_store(db), now=NOW)
    assert recent.totals["failures"] == 2 and everything.totals["failures"] == 50
    assert len(recent.failures.buckets) == 2 and recent.failures.series == {"runtime": [0, 2]}


def test_a_long_window_is_counted_by_week(db: str) -> None:
    memory = FailureMemory(db, clock=lambda: NOW - timedelta(days=200))
    memory.record_failure("bash", {"cmd": "a"}, "SyntaxError: bad")
    report = gather(open_store(db), since=NOW - timedelta(days=365), now=NOW)
    assert report.failures.unit == "week" and 52 <= len(report.failures.buckets) <= 54
    assert report.failures.total == 1


def test_the_page_stays_small_however_many_groups_there_are(db: str) -> None:
    memory = FailureMemory(db, clock=lambda: NOW - timedelta(hours=1))
    for i in range(120):
        memory.record_failure("bash", {"cmd": f"step {i}"}, f"Error{i}: component {'x' * i} broke")
    report = gather(open_store(db), since=None, now=NOW)
    assert len(report.fingerprints) == 25
    assert len(build_report(db, since="all", now=NOW)) < 200_000


def test_write_report_replaces_the_file_and_returns_its_path(db: str, tmp_path: Path) -> None:
    target = tmp_path / "nested" / "report.html"
    assert write_report(target, db) == target.resolve()
    target.write_text("old", encoding="utf-8")
    write_report(target, db)
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in target.parent.iterdir()] == ["report.html"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7d", timedelta(days=7)),
        ("24h", timedelta(hours=24)),
        ("30m", timedelta(minutes=30)),
        ("2w", timedelta(weeks=2)),
    ],
)
def test_since_reads_a_duration(text: str, expected: timedelta) -> None:
    assert parse_since(text, NOW) == NOW - expected


def test_since_reads_all_and_dates_and_refuses_the_rest() -> None:
    assert parse_since("all", NOW) is None and parse_since(None, NOW) is None
    assert parse_since("2026-11-01", NOW) == NOW.replace(day=1, hour=0)
    with pytest.raises(InvalidInput, match="--since"):
        parse_since("last tuesday", NOW)


def test_markup_escapes_children_and_attributes_but_not_markup() -> None:
    built = tag("a", "<b>", Markup("<i>ok</i>"), None, 3, ["&", ["'"]], href='/x?a="1"', data_v=None, hidden=True)
    assert built == '<a href="/x?a=&quot;1&quot;" hidden>&lt;b&gt;<i>ok</i>3&amp;&#x27;</a>'
    assert join(["<", Markup("<br>")]) == "&lt;<br>"
    assert escape(None) == ""


# -- the docs' pictures ---------------------------------------------------------------------------------------


def test_the_docs_pictures_show_a_demo_session(browser: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's and report.md's images: a demo session's store, as a newcomer's would be, at
    ``~/.oncebitten/memory.db`` -- no test payload, no temporary path."""
    import io

    from oncebitten.demo import run_demo
    from oncebitten.store import close_store

    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    db = str(home / ".oncebitten" / "memory.db")
    empty = write_report(tmp_path / "empty.html", str(home / ".oncebitten" / "empty.db"))
    page = tmp_path / "report.html"
    assert run_demo(io.StringIO(), db, report=page) == 0
    dom = open_page(browser, page.as_uri(), tmp_path)
    assert_drawn_without_errors(dom)
    assert_nothing_injected(dom)
    assert "store ~/.oncebitten/memory.db" in dom.text and str(tmp_path) not in dom.text
    assert "<img" not in dom.text and "TypeError: TypeError" not in dom.text
    assert dom.tags["svg"] >= 2
    screenshot(browser, page.as_uri(), tmp_path, "report.png", "1100,2300")
    screenshot(browser, empty.as_uri(), tmp_path, "report-empty.png", "1100,900")
    server = make_server(open_store(db), port=0, since="all", refresh=0)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        key = next(g.fingerprint for g in FailureMemory(db).get_failure_groups(10) if g.kind == "runtime")
        shown = open_page(browser, f"{server.url}fingerprint/{key}", tmp_path)
        assert_drawn_without_errors(shown)
        assert str(tmp_path) not in shown.text
        screenshot(browser, server.url, tmp_path, "ui.png", "1100,1300")
        screenshot(browser, f"{server.url}fingerprint/{key}", tmp_path, "ui-fingerprint.png", "1100,800")
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
        close_store(db)
