"""Whether the local service a failed call could not reach listens now: a look the memory can take itself.

A call that failed with "connection refused" on this machine (``ECONNREFUSED 127.0.0.1:5432``, ``connection
to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused``, ``dial tcp [::1]:8080: connect:
connection refused``) failed because nothing listened on that port. Whether something does now is one
``connect`` away on the loopback interface, answered at once either way: refused (still down: the same call
fails the same way, unless it starts the service itself) or accepted (started since, by the agent, a human or
the service itself: the call may now succeed). The hook looks only at the host and port the failed call
itself connected to, as the call would again, and closes the connection without sending anything.

The hook path imports only the standard library: ``re`` and ``socket``, loaded on the first look.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["LOCAL_HOSTS", "listening", "local_endpoints"]

#: How messages name this machine (matched in messages, never bound).
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]", "::1", "0.0.0.0")  # noqa: S104
#: The most endpoints one message is looked at for (a message naming more is not about one service).
MAX_ENDPOINTS = 3
#: Seconds a look may take at most (a refusal or an accept on loopback takes microseconds; a port a firewall
#: drops never answers, and then nothing is known).
LOOK_SECONDS = 0.2

_HOST = r"(?P<host>127\.0\.0\.1|localhost|\[::1\]|::1|0\.0\.0\.0)"
_PATTERNS: tuple[str, ...] = (
    # 127.0.0.1:5432, localhost:6379, [::1]:8080, ::1:3000 (node prints IPv6 without brackets)
    rf"(?<![\w.:\[]){_HOST}:(?P<port>\d{{1,5}})\b",
    # libpq: host "localhost" (127.0.0.1), port 5432; curl: localhost port 8080; requests: host='localhost', port=8000
    rf"(?<![\w.:\[]){_HOST}\b[^\n]{{0,40}}?\bport\b\W{{0,3}}(?P<port>\d{{1,5}})\b",
)


def local_endpoints(message: str | None) -> list[tuple[str, int]]:
    """The (host, port) pairs on this machine ``message`` says a connection was refused to (at most
    :data:`MAX_ENDPOINTS`; empty when it names none, or more)."""
    text = message or ""
    if "refused" not in text.lower():
        return []
    import re

    found: dict[tuple[str, int], None] = {}
    for line in text.splitlines():
        for pattern in _PATTERNS:
            for match in re.finditer(pattern, line, re.IGNORECASE):
                port = int(match.group("port"))
                if 0 < port < 65536:
                    found[(match.group("host").lower().strip("[]"), port)] = None
    return list(found) if len(found) <= MAX_ENDPOINTS else []


def listening(endpoints: Sequence[tuple[str, int]], timeout: float = LOOK_SECONDS) -> bool | None:
    """Whether something listens on every one of ``endpoints`` now: ``True`` if each accepts a connection,
    ``False`` if each refuses, ``None`` when that is not known (no endpoints, mixed answers, a look that
    timed out or failed otherwise)."""
    if not endpoints:
        return None
    answers = {_look(host, port, timeout) for host, port in endpoints}
    return answers.pop() if len(answers) == 1 else None


def _look(host: str, port: int, timeout: float) -> bool | None:
    """Whether ``host:port`` on this machine accepts a connection (``localhost``: on either loopback address)."""
    addresses = ("127.0.0.1", "::1") if host == "localhost" else ("127.0.0.1",) if host == "0.0.0.0" else (host,)  # noqa: S104
    answers = [_connect(address, port, timeout) for address in addresses]
    if True in answers:
        return True
    return None if None in answers else False


def _connect(address: str, port: int, timeout: float) -> bool | None:
    import errno
    import socket

    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    try:
        sock = socket.socket(family, socket.SOCK_STREAM)
    except OSError:  # no IPv6 here: nothing listens there
        return False
    try:
        sock.settimeout(timeout)
        code = sock.connect_ex((address, port))
    except OSError:
        return None
    finally:
        sock.close()
    if code == 0:
        return True
    if code in (errno.ECONNREFUSED, errno.EADDRNOTAVAIL, errno.ENETUNREACH, errno.EAFNOSUPPORT):
        return False
    return None
