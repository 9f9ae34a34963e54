"""UTC timestamps as the store keeps them: ISO 8601 text with microseconds, so that text order is time order."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]

#: Internal, for simulations only (the agent-loop benchmark, its test): not a setting, not for users. A hook
#: run with this variable set to a stored timestamp takes that moment as "now" for the whole event (see
#: :func:`oncebitten.hooks.run`), so that a simulation's hook processes read its simulated clock, not the
#: machine's. Nothing but ``benchmarks/bench_loop.py`` sets it.
SIMULATED_NOW_VARIABLE = "_ONCEBITTEN_SIMULATED_NOW"

_simulated: datetime | None = None


def utc_now() -> datetime:
    """The current time, timezone-aware, in UTC (a simulation's, while :func:`simulate_now` holds one)."""
    return _simulated if _simulated is not None else datetime.now(UTC)


def simulate_now(text: str | None) -> None:
    """Internal (simulations only): take the stored timestamp ``text`` as "now" from here on; ``None`` or an
    empty or unreadable text: the machine's clock again."""
    global _simulated
    try:
        _simulated = parse_iso(text) if text else None
    except ValueError:
        _simulated = None


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
