"""How long a failure is remembered: seed 000's HARD / SOFT classes.

HARD (logic, syntax) failures are remembered for 7 days; SOFT (transient: network, disk, rate limits)
for 1 hour, so an outage that passed stops blocking quickly. The substring patterns are seed 000's own,
kept exactly so its documented behaviour holds (e.g. "permission denied" is SOFT here).
"""

from __future__ import annotations

from enum import Enum


class ErrorType(Enum):
    """Error classification for TTL rules (seed 000)."""

    HARD = "HARD"  # syntax / logic errors: 7-day TTL
    SOFT = "SOFT"  # network / disk errors: 1-hour TTL


SOFT_PATTERNS: tuple[str, ...] = (
    "connection", "timeout", "network", "permission denied", "disk", "space", "rate limit",
    "503", "502", "504", "temporary", "retry", "unavailable", "refused",
)  # fmt: skip


def classify_ttl(error: str) -> ErrorType:
    """``SOFT`` if the message looks transient, else ``HARD`` (seed 000's rule)."""
    lowered = error.lower()
    for pattern in SOFT_PATTERNS:
        if pattern in lowered:
            return ErrorType.SOFT
    return ErrorType.HARD
