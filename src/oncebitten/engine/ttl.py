"""The tool-call advisor's rule of how long a failure is remembered: :class:`ErrorType` HARD (logic, syntax: 7 days)
or SOFT (transient: 1 hour), read by :func:`classify_ttl`.

Its own module because every hook's check loads it (the advisor's records carry an ErrorType), while the rest of
the classifier (:mod:`.classify`, which re-exports these names) is needed only when a failure is recorded.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["SOFT_PATTERNS", "ErrorType", "classify_ttl"]


class ErrorType(Enum):
    """Error classification for TTL rules (the tool-call advisor design)."""

    HARD = "HARD"  # syntax / logic errors: 7-day TTL
    SOFT = "SOFT"  # network / disk errors: 1-hour TTL


SOFT_PATTERNS: tuple[str, ...] = (
    "connection", "timeout", "network", "permission denied", "disk", "space", "rate limit",
    "503", "502", "504", "temporary", "retry", "unavailable", "refused",
)  # fmt: skip


def classify_ttl(error: str) -> ErrorType:
    """``SOFT`` if the message looks transient, else ``HARD`` (the tool-call advisor design's rule)."""
    lowered = error.lower()
    for pattern in SOFT_PATTERNS:
        if pattern in lowered:
            return ErrorType.SOFT
    return ErrorType.HARD
