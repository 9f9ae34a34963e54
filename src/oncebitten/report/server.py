"""``oncebitten ui``: the report served live on loopback, read-only, refreshing, with drill-downs.

Standard library only (``http.server``). Routes::

    /                       the report (``?since=7d`` / ``24h`` / ``all`` picks the window)
    /fingerprint/<key>      one fingerprint: its advisor records and its logged failures
    /task/<id>              one task: every attempt with its failure report

It only reads: GET and HEAD are served, every other method is refused (405). It listens on a loopback address
only, and answers only requests whose ``Host`` is a loopback name, so a web page elsewhere cannot reach it
through DNS rebinding. Every page carries the report's Content-Security-Policy as a header.
"""

from __future__ import annotations

import ipaddress
import json
import sys
import threading
from datetime import datetime
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TextIO
from urllib.parse import parse_qs, unquote, urlsplit

from .._time import utc_now
from ..errors import InvalidInput, OnceBittenError
from ..store import Store
from .data import DEFAULT_LIMITS, DEFAULT_SINCE, Limits, fingerprint_detail, gather, parse_since, task_detail
from .page import content_security_policy, render_fingerprint, render_not_found, render_report, render_task

__all__ = ["DashboardServer", "check_loopback", "make_server", "serve"]

_LOOPBACK_NAMES = frozenset({"localhost", "localhost.", "ip6-localhost"})


def check_loopback(host: str) -> str:
    """``host`` if it is a loopback name or address.

    Raises:
        InvalidInput: any other host (the dashboard shows untrusted text and has no authentication).
    """
    bare = host.strip().strip("[]")
    if bare.lower() in _LOOPBACK_NAMES:
        return bare
    try:
        if ipaddress.ip_address(bare).is_loopback:
            return bare
    except ValueError:
        pass
    raise InvalidInput(f"--host must be a loopback address (127.0.0.1, ::1, localhost), not {host!r}")


class DashboardServer(ThreadingHTTPServer):
    """A threading HTTP server holding the store and the dashboard's settings."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], store: Store, *, since: str, refresh: int, limits: Limits) -> None:
        family_host = address[0]
        if ":" in family_host:
            import socket

            self.address_family = socket.AF_INET6
        super().__init__(address, _Handler)
        self.store = store
        self.since = since
        self.refresh = refresh
        self.limits = limits

    @property
    def url(self) -> str:
        """Where the dashboard is, e.g. ``http://127.0.0.1:8766/``."""
        address, port = self.server_address[:2]
        host = address.decode() if isinstance(address, bytes) else str(address)
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/"


class _Handler(BaseHTTPRequestHandler):
    server: DashboardServer
    server_version = "oncebitten-ui"
    sys_version = ""

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self._answer(with_body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._answer(with_body=False)

    def _refuse(self) -> None:
        self._send(
            HTTPStatus.METHOD_NOT_ALLOWED, render_not_found("This dashboard is read-only."), True, allow="GET, HEAD"
        )

    do_POST = do_PUT = do_DELETE = do_PATCH = _refuse  # noqa: N815

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's signature
        """Quiet: the dashboard is polled every few seconds; the console would fill with its requests."""

    def _answer(self, *, with_body: bool) -> None:
        if not self._host_is_loopback():
            self._send(HTTPStatus.MISDIRECTED_REQUEST, render_not_found("Unknown host."), with_body)
            return
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        server = self.server
        try:
            if parts.path in ("/", "/index.html"):
                window = query.get("since", [server.since])[-1]
                now = utc_now()
                since: datetime | None = parse_since(window, now)
                report = gather(server.store, since=since, now=now, limits=server.limits)
                self._send(HTTPStatus.OK, render_report(report, live=True, refresh=server.refresh), with_body)
            elif parts.path.startswith("/fingerprint/"):
                key = unquote(parts.path[len("/fingerprint/") :])
                found = fingerprint_detail(server.store, key, server.limits)
                if found is None:
                    self._send(HTTPStatus.NOT_FOUND, render_not_found(f"No fingerprint {key!r}."), with_body)
                else:
                    self._send(HTTPStatus.OK, render_fingerprint(found, refresh=server.refresh), with_body)
            elif parts.path.startswith("/task/"):
                task_id = unquote(parts.path[len("/task/") :])
                task = task_detail(server.store, task_id)
                if task is None:
                    self._send(HTTPStatus.NOT_FOUND, render_not_found(f"No task {task_id!r}."), with_body)
                else:
                    self._send(HTTPStatus.OK, render_task(task, refresh=server.refresh), with_body)
            else:
                self._send(HTTPStatus.NOT_FOUND, render_not_found(f"Nothing at {parts.path!r}."), with_body)
        except InvalidInput as exc:
            self._send(HTTPStatus.BAD_REQUEST, render_not_found(str(exc)), with_body)
        except OnceBittenError as exc:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, render_not_found(f"The store cannot be read: {exc}"), with_body)

    def _host_is_loopback(self) -> bool:
        host = self.headers.get("Host", "")
        name = host.rsplit(":", 1)[0] if not host.startswith("[") else host[1:].split("]")[0]
        try:
            check_loopback(name)
        except InvalidInput:
            return False
        return True

    def _send(self, status: HTTPStatus, page: str, with_body: bool, *, allow: str | None = None) -> None:
        data = page.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", content_security_policy(live=True))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-store")
        if allow:
            self.send_header("Allow", allow)
        self.end_headers()
        if with_body:
            self.wfile.write(data)


#: The dashboard's default port (``oncebitten mcp --http`` defaults to 8765, so both can run at once).
DEFAULT_PORT = 8766


def make_server(
    store: Store,
    *,
    host: str = "127.0.0.1",
    port: int = DEFAULT_PORT,
    since: str = DEFAULT_SINCE,
    refresh: int = 10,
    limits: Limits = DEFAULT_LIMITS,
) -> DashboardServer:
    """A dashboard server bound to ``host:port`` (port 0: any free port), not yet serving.

    Raises:
        InvalidInput: ``host`` is not a loopback address, ``since`` is not a window, ``refresh`` is negative.
        OSError: the address cannot be bound (e.g. the port is taken).
    """
    parse_since(since)
    if refresh < 0:
        raise InvalidInput("--refresh must not be negative")
    return DashboardServer((check_loopback(host), port), store, since=since, refresh=refresh, limits=limits)


def serve(
    server: DashboardServer,
    *,
    out: TextIO | None = None,
    ready: threading.Event | None = None,
    as_json: bool = False,
) -> None:
    """Serve until interrupted (Ctrl-C) or ``server.shutdown()``; says where first (``as_json``: as one JSON
    line, ``{"url", "store", "since", "refresh"}``)."""
    out = sys.stdout if out is None else out
    if as_json:
        document = {"url": server.url, "store": server.store.display, "since": server.since, "refresh": server.refresh}
        print(json.dumps(document), file=out, flush=True)
    else:
        print(
            f"oncebitten ui: {server.url}  (store {server.store.display}; read-only; Ctrl-C to stop)",
            file=out,
            flush=True,
        )
    if ready is not None:
        ready.set()
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        server.server_close()
