"""Inline SVG charts, drawn here (no chart library, nothing fetched when the page is viewed).

Two shapes cover the report: stacked columns over time (:func:`time_chart`) and stacked horizontal bars per
item (:func:`bar_chart`). Every label goes through :func:`~oncebitten.report.markup.tag`, so it is escaped;
every segment carries a ``<title>`` (the browser's tooltip) with its exact count.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence

from .data import TimeSeries
from .markup import Markup, join, tag

__all__ = ["color_for", "bar_chart", "time_chart"]

#: Fixed colours for the names the report knows; anything else gets one from :data:`_PALETTE` by hash.
COLORS: dict[str, str] = {
    "blocks": "#c0392b",
    "shadow blocks": "#e67e22",
    "false blocks": "#8e44ad",
    "warn": "#f1c40f",
    "allow": "#27ae60",
    "accepted": "#27ae60",
    "rejected": "#c0392b",
    "held": "#95a5a6",
    "succeeded": "#27ae60",
    "did not finish": "#c0392b",
    "syntax": "#1f77b4",
    "type": "#ff7f0e",
    "import": "#2ca02c",
    "test": "#d62728",
    "runtime": "#9467bd",
    "timeout": "#8c564b",
    "network": "#e377c2",
    "permission": "#7f7f7f",
    "auth": "#bcbd22",
    "rate_limit": "#17becf",
    "disk": "#393b79",
    "dependency": "#637939",
    "unknown": "#aaaaaa",
}
_PALETTE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f")

_WIDTH, _HEIGHT = 760, 220
_LEFT, _RIGHT, _TOP, _BOTTOM = 44, 10, 30, 26


def color_for(name: str) -> str:
    """The colour a series is drawn in: fixed for known names, stable (by hash) for others."""
    known = COLORS.get(name)
    if known is not None:
        return known
    return _PALETTE[hashlib.sha256(name.encode()).digest()[0] % len(_PALETTE)]


def _nice_max(value: int) -> int:
    """A round axis maximum at or above ``value`` (1, 2, 5 x 10^n)."""
    if value <= 1:
        return 1
    magnitude = int(10 ** math.floor(math.log10(value)))
    for step in (1, 2, 5, 10):
        if value <= step * magnitude:
            return step * magnitude
    return 10 * magnitude  # pragma: no cover - the loop always returns


def _legend(names: Sequence[str]) -> Markup:
    items, x = [], _LEFT
    for name in names:
        items.append(tag("rect", x=x, y=8, width=10, height=10, fill=color_for(name)))
        items.append(tag("text", name, x=x + 14, y=17, class_="legend"))
        x += 24 + 7 * len(name)
    return join(items)


def time_chart(series: TimeSeries, label: str) -> Markup:
    """Stacked columns, one per day (or week), one colour per series, with a legend and a count axis."""
    count = max(len(series.buckets), 1)
    totals = [sum(values[i] for values in series.series.values()) for i in range(len(series.buckets))]
    top = _nice_max(max(totals, default=0))
    plot_w, plot_h = _WIDTH - _LEFT - _RIGHT, _HEIGHT - _TOP - _BOTTOM
    slot = plot_w / count
    bar = min(max(slot * 0.8, 1.0), 48.0)
    parts: list[Markup] = [_legend(list(series.series))]
    for fraction in (0.0, 0.5, 1.0):
        y = _TOP + plot_h * (1 - fraction)
        parts.append(tag("line", x1=_LEFT, x2=_WIDTH - _RIGHT, y1=f"{y:.1f}", y2=f"{y:.1f}", class_="grid"))
        parts.append(
            tag("text", f"{top * fraction:g}", x=_LEFT - 6, y=f"{y + 4:.1f}", class_="axis", text_anchor="end")
        )
    for i, bucket in enumerate(series.buckets):
        base = float(_TOP + plot_h)
        x = _LEFT + i * slot + (slot - bar) / 2
        column: list[Markup] = []
        for name, values in series.series.items():
            value = values[i]
            if not value:
                continue
            h = plot_h * value / top
            base -= h
            what = f"{bucket}: {value} {name}" if series.unit == "day" else f"week of {bucket}: {value} {name}"
            column.append(
                tag(
                    "rect",
                    tag("title", what),
                    x=f"{x:.1f}",
                    y=f"{base:.1f}",
                    width=f"{bar:.1f}",
                    height=f"{h:.1f}",
                    fill=color_for(name),
                )
            )
        parts.append(tag("g", column, class_="col", data_bucket=bucket))
    for i in sorted({0, len(series.buckets) // 2, len(series.buckets) - 1}):
        if 0 <= i < len(series.buckets):
            x = _LEFT + i * slot + slot / 2
            parts.append(
                tag("text", series.buckets[i][5:], x=f"{x:.1f}", y=_HEIGHT - 8, class_="axis", text_anchor="middle")
            )
    return tag(
        "svg",
        tag("title", label),
        parts,
        viewBox=f"0 0 {_WIDTH} {_HEIGHT}",
        role="img",
        aria_label=label,
        class_="chart",
        preserveAspectRatio="xMinYMin meet",
    )


def bar_chart(rows: Sequence[tuple[str, Sequence[tuple[str, int]]]], label: str, *, note: Sequence[str] = ()) -> Markup:
    """Stacked horizontal bars: one row per item (its label, then its ``(series, count)`` segments), scaled to
    the largest total. ``note`` is an optional text per row written after its bar."""
    line, label_w, note_w = 24, 190, 130
    height = _TOP + line * len(rows) + 6
    plot_w = _WIDTH - label_w - note_w
    top = max((sum(v for _, v in segments) for _, segments in rows), default=0) or 1
    names = list(dict.fromkeys(name for _, segments in rows for name, _ in segments))
    parts: list[Markup] = [_legend(names)]
    for i, (item, segments) in enumerate(rows):
        y = _TOP + i * line
        shown = item if len(item) <= 28 else item[:27] + "\u2026"
        parts.append(tag("text", tag("title", item), shown, x=label_w - 8, y=y + 15, class_="axis", text_anchor="end"))
        x = float(label_w)
        for name, value in segments:
            if not value:
                continue
            w = plot_w * value / top
            parts.append(
                tag(
                    "rect",
                    tag("title", f"{item}: {value} {name}"),
                    x=f"{x:.1f}",
                    y=y + 3,
                    width=f"{w:.1f}",
                    height=line - 8,
                    fill=color_for(name),
                )
            )
            x += w
        if i < len(note):
            parts.append(tag("text", note[i], x=f"{x + 6:.1f}", y=y + 15, class_="axis"))
    return tag(
        "svg",
        tag("title", label),
        parts,
        viewBox=f"0 0 {_WIDTH} {height}",
        role="img",
        aria_label=label,
        class_="chart",
        preserveAspectRatio="xMinYMin meet",
    )
