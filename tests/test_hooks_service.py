"""Whether the local service a refused call connected to listens now: the endpoints a message names, and a look."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncebitten.hooks.service import listening, local_endpoints


@pytest.fixture
def port() -> Iterator[socket.socket]:
    """A loopback port this test holds: refused until ``listen()``."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    try:
        yield sock
    finally:
        sock.close()


@pytest.mark.parametrize(
    ("message", "endpoints"),
    [
        ("Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect", [("127.0.0.1", 5432)]),
        ("Error: connect ECONNREFUSED ::1:3000", [("::1", 3000)]),
        ("dial tcp [::1]:8080: connect: connection refused", [("::1", 8080)]),
        ('connection to server at "localhost" (127.0.0.1), port 5433 failed: Connection refused',
         [("localhost", 5433)]),
        ("curl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection refused", [("localhost", 8080)]),
        ("HTTPConnectionPool(host='localhost', port=8000): Max retries exceeded with url: / (Caused by "
         "NewConnectionError(': Failed to establish a new connection: [Errno 111] Connection refused'))",
         [("localhost", 8000)]),
        ("Error 111 connecting to localhost:6379. Connection refused.", [("localhost", 6379)]),
        ("connect ECONNREFUSED 10.0.3.4:5432", []),  # another machine's
        ("connect ECONNREFUSED 127.0.0.10:80", []),
        ("Error: connect ECONNREFUSED 127.0.0.1", []),  # no port named
        ("listening on 127.0.0.1:8000", []),  # not a refusal
        ("ECONNREFUSED 127.0.0.1:1 127.0.0.1:2 127.0.0.1:3 127.0.0.1:4", []),  # not about one service
    ],
)  # fmt: skip
def test_the_endpoints_a_refusal_names_on_this_machine(message: str, endpoints: list[tuple[str, int]]) -> None:
    assert local_endpoints(message) == endpoints


def test_a_port_nothing_listens_on_is_down_and_one_listening_is_up(port: socket.socket) -> None:
    endpoint = ("127.0.0.1", port.getsockname()[1])
    assert listening([endpoint]) is False
    port.listen(1)
    assert listening([endpoint]) is True


def test_localhost_is_up_when_either_loopback_address_listens(port: socket.socket) -> None:
    port.listen(1)
    assert listening([("localhost", port.getsockname()[1])]) is True


def test_nothing_is_known_without_endpoints_or_with_mixed_answers(port: socket.socket) -> None:
    down = ("127.0.0.1", port.getsockname()[1])
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen(1)
        assert listening([down, ("127.0.0.1", other.getsockname()[1])]) is None
    assert listening([]) is None


@given(st.text(max_size=400))
def test_reading_endpoints_never_raises(text: str) -> None:
    for host, number in local_endpoints(text + " refused"):
        assert host in ("127.0.0.1", "localhost", "::1", "0.0.0.0") and 0 < number < 65536  # noqa: S104
