"""Timestamps as the store keeps them: ISO 8601 in UTC, always with microseconds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st

from oncebitten._time import iso, parse_iso


def test_a_whole_second_still_carries_its_microseconds() -> None:
    assert iso(datetime(2026, 11, 22, 18, 0, 0, tzinfo=UTC)) == "2026-11-22T18:00:00.000000+00:00"


@given(
    moment=st.datetimes(
        min_value=datetime(2, 1, 1),
        max_value=datetime(9998, 12, 31),
        timezones=st.sampled_from([UTC, timezone(timedelta(hours=-5)), None]),
    )
)
def test_iso_is_utc_with_microseconds_and_reads_back(moment: datetime) -> None:
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment
    expected = aware.astimezone(UTC).isoformat(timespec="microseconds")
    assert iso(moment) == expected
    assert parse_iso(iso(moment)) == aware
