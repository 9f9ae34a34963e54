"""``oncebitten ui``'s server: its routes, read-only, loopback only, every page escaped and under the policy."""

from __future__ import annotations

import http.client
import threading
from collections.abc import Iterator
from urllib.parse import quote

import pytest

from oncebitten.errors import InvalidInput
from oncebitten.report import content_security_policy
from oncebitten.report.markup import escape
from oncebitten.report.server import DashboardServer, check_loopback, make_server
from oncebitten.store import open_store
from report_fixtures import XSS, fill


@pytest.fixture
def server(db: str) -> Iterator[DashboardServer]:
    info = fill(db)
    server = make_server(open_store(db), port=0, since="all", refresh=0)
    server.fixture = info  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(5)


def request(
    server: DashboardServer, path: str, *, method: str = "GET", host: str | None = None
) -> tuple[int, dict[str, str], str]:
    address, port = server.server_address[:2]
    conn = http.client.HTTPConnection(str(address), int(port), timeout=30)
    headers = {"Host": host} if host is not None else {}
    conn.request(method, path, headers=headers)
    response = conn.getresponse()
    body = response.read().decode("utf-8")
    conn.close()
    return response.status, dict(response.getheaders()), body


def test_the_dashboard_serves_the_report_with_its_policy_as_a_header(server: DashboardServer) -> None:
    status, headers, body = request(server, "/")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Content-Security-Policy"] == content_security_policy(live=True)
    assert "connect-src 'self'" in headers["Content-Security-Policy"]
    assert headers["X-Content-Type-Options"] == "nosniff" and headers["Cache-Control"] == "no-store"
    assert 'data-live="1"' in body and "Top fingerprints" in body
    assert XSS not in body and escape(XSS) in body


def test_the_window_is_chosen_by_the_query(server: DashboardServer) -> None:
    assert "all time" in request(server, "/?since=all")[2]
    assert "since 2" in request(server, "/?since=7d")[2]
    status, _, body = request(server, "/?since=" + quote("<b>soon</b>"))
    assert status == 400 and "&lt;b&gt;soon&lt;/b&gt;" in body and "<b>soon" not in body


def test_a_fingerprint_page_lists_its_records_and_failures(server: DashboardServer) -> None:
    key = server.fixture["xss_fingerprint"]  # type: ignore[attr-defined]
    status, _, body = request(server, f"/fingerprint/{key}")
    assert status == 200 and f"Fingerprint {key}" in body
    assert body.count(escape(f"ValueError: {XSS}")) == 2 + 1  # two logged failures, one advisor record
    assert XSS not in body


def test_a_task_page_lists_its_attempts_even_for_a_hostile_id(server: DashboardServer) -> None:
    task = server.fixture["stuck_task"]  # type: ignore[attr-defined]
    status, _, body = request(server, "/task/" + quote(task, safe=""))
    assert status == 200 and escape(f"Task {task}") in body and XSS not in body
    assert body.count("<tr>") == 1 + 3


def test_unknown_pages_are_404_and_echo_nothing_unescaped(server: DashboardServer) -> None:
    for path in ("/nope", "/fingerprint/" + quote(XSS, safe=""), "/task/" + quote(XSS, safe="")):
        status, _, body = request(server, path)
        assert status == 404 and "Not found" in body and XSS not in body


def test_it_is_read_only(server: DashboardServer) -> None:
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        status, headers, _ = request(server, "/", method=method)
        assert status == 405 and headers["Allow"] == "GET, HEAD"
    status, _, body = request(server, "/", method="HEAD")
    assert status == 200 and body == ""


def test_requests_for_another_host_are_refused(server: DashboardServer) -> None:
    # DNS rebinding: a page on evil.example resolving its name to 127.0.0.1 sends its own Host.
    assert request(server, "/", host="evil.example")[0] == 421
    assert request(server, "/", host=f"localhost:{server.server_address[1]}")[0] == 200


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
def test_loopback_hosts_are_accepted(host: str) -> None:
    assert check_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.5", "example.com", "::", ""])
def test_other_hosts_are_refused(host: str) -> None:
    with pytest.raises(InvalidInput, match="loopback"):
        check_loopback(host)


def test_the_server_says_where_it_is(db: str) -> None:
    server = make_server(open_store(db), port=0)
    try:
        assert server.url == f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.server_close()


def test_bad_settings_are_refused_before_binding(db: str) -> None:
    with pytest.raises(InvalidInput, match="--since"):
        make_server(open_store(db), port=0, since="soon")
    with pytest.raises(InvalidInput, match="--refresh"):
        make_server(open_store(db), port=0, refresh=-1)
