"""UTC timestamps as the store keeps them: ISO 8601 text with microseconds, so that text order is time order."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The current time, timezone-aware, in UTC."""
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """``moment`` as stored: ``YYYY-MM-DDTHH:MM:SS.ffffff+00:00`` (always with microseconds)."""
    tz = moment.tzinfo
    if tz is UTC:  # the common case (utc_now() and arithmetic on it): no conversion to make
        # Without a timespec, isoformat() writes the microseconds unless they are 0, and runs twice as fast.
        return moment.isoformat() if moment.microsecond else moment.isoformat(timespec="microseconds")
    if tz is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def parse_iso(text: str) -> datetime:
    """Parse a stored timestamp (``Z`` suffix accepted); naive values are taken as UTC."""
    moment = datetime.fromisoformat(text)  # 3.11+ reads "Z" and "+00:00" alike
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment
