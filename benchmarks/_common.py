"""Shared helpers for the benchmark scripts: timing loops, percentiles, tables, JSON, the machine, baselines.

Benchmarks are plain scripts (``python benchmarks/bench_x.py``), seeded and parameterised; this module is
imported by them from the same directory and is not part of the package.
"""

from __future__ import annotations

import gc
import importlib.util
import json
import math
import os
import platform
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

#: The repository root (``benchmarks/`` sits in it).
REPO_ROOT = Path(__file__).resolve().parents[1]

#: ``benchmarks/references``: the reference implementations benchmarks compare against (ours, from the designs).
DEFAULT_BASELINES = Path(__file__).resolve().parent / "references"


# -- timing ----------------------------------------------------------------------------------------


def time_calls(
    fn: Callable[..., object],
    calls: Sequence[tuple[Any, ...]],
    warmup: Iterable[tuple[Any, ...]] = (),
) -> list[int]:
    """Call ``fn(*args)`` for each ``args`` in ``calls`` and return each call's duration in nanoseconds.

    ``warmup`` calls run first, untimed. The garbage collector is collected once and then disabled while
    timing, so a collection triggered by one call is not charged to another.
    """
    for args in warmup:
        fn(*args)
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    clock = time.perf_counter_ns
    durations = [0] * len(calls)
    try:
        for i, args in enumerate(calls):
            start = clock()
            fn(*args)
            durations[i] = clock() - start
    finally:
        if was_enabled:
            gc.enable()
    return durations


def timer_overhead_ns(samples: int = 10_000) -> float:
    """Median cost (ns) of the timing loop around a no-op call, to read small figures against."""
    return percentile(time_calls(lambda: None, [()] * samples), 50)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values``, interpolating linearly between ranks."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summarize_ns(durations: Sequence[int]) -> dict[str, float]:
    """p50 / p95 / p99 / mean / max of ``durations`` (ns) in microseconds, with the sample count ``n``."""
    if not durations:
        return {
            "n": 0,
            "p50_us": math.nan,
            "p95_us": math.nan,
            "p99_us": math.nan,
            "mean_us": math.nan,
            "max_us": math.nan,
        }
    return {
        "n": len(durations),
        "p50_us": percentile(durations, 50) / 1000.0,
        "p95_us": percentile(durations, 95) / 1000.0,
        "p99_us": percentile(durations, 99) / 1000.0,
        "mean_us": sum(durations) / len(durations) / 1000.0,
        "max_us": max(durations) / 1000.0,
    }


def ratio(numerator: float, denominator: float) -> float:
    """``numerator / denominator``, NaN when either is missing or the denominator is zero."""
    if not denominator or math.isnan(numerator) or math.isnan(denominator):
        return math.nan
    return numerator / denominator


# -- output ----------------------------------------------------------------------------------------


def fmt_us(value: float) -> str:
    """A duration in microseconds, with precision suited to its size."""
    if math.isnan(value):
        return "–"
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def fmt_ratio(value: float) -> str:
    """A ratio such as ``23.4×`` (or ``–`` when unknown)."""
    if math.isnan(value):
        return "–"
    return f"{value:,.0f}×" if value >= 100 else f"{value:.1f}×" if value >= 10 else f"{value:.2f}×"


def markdown_table(headers: Sequence[str], rows: Iterable[Sequence[object]], align: str = "") -> str:
    """A GitHub-flavoured Markdown table. ``align`` holds one of ``l``/``r`` per column (default: l, r...)."""
    body = [[str(cell) for cell in row] for row in rows]
    aligns = align or "l" + "r" * (len(headers) - 1)
    widths = [max([len(h)] + [len(r[i]) for r in body]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        padded = [c.rjust(w) if a == "r" else c.ljust(w) for c, w, a in zip(cells, widths, aligns, strict=True)]
        return "| " + " | ".join(padded) + " |"

    rule = "| " + " | ".join(
        ("-" * (w - 1) + ":") if a == "r" else "-" * w for w, a in zip(widths, aligns, strict=True)
    )
    return "\n".join([line(headers), rule + " |", *(line(r) for r in body)])


def write_json(path: Path, data: object) -> None:
    """Write ``data`` as indented JSON (NaN written as ``null``), creating the directory."""

    def clean(value: object) -> object:
        if isinstance(value, float) and math.isnan(value):
            return None
        if isinstance(value, dict):
            return {str(k): clean(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [clean(v) for v in value]
        return value

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(clean(data), indent=2, sort_keys=False) + "\n", encoding="utf-8")


# -- environment -------------------------------------------------------------------------------------


def machine_info() -> dict[str, object]:
    """What the figures were measured on: CPU, cores, memory, OS, Python, SQLite, oncebitten commit."""
    cpu = ""
    mem_gib = math.nan
    try:
        for text_line in Path("/proc/cpuinfo").read_text().splitlines():
            if text_line.startswith("model name"):
                cpu = text_line.split(":", 1)[1].strip()
                break
        for text_line in Path("/proc/meminfo").read_text().splitlines():
            if text_line.startswith("MemTotal:"):
                mem_gib = round(int(text_line.split()[1]) / 1024 / 1024, 1)
                break
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count() or 0
    return {
        "date_utc": datetime.now(UTC).isoformat(timespec="seconds"),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu": cpu or platform.processor(),
        "nproc": usable,
        "memory_gib": mem_gib,
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "sqlite": sqlite3.sqlite_version,
        "commit": git_commit(),
    }


def git_commit() -> str:
    """The repository's short ``HEAD``, with ``+dirty`` if tracked files changed; ``""`` if unknown."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""
    return head + ("+dirty" if dirty else "")


def machine_line(info: dict[str, object]) -> str:
    """One line describing the machine, for the printed report."""
    return (
        f"{info['cpu']} ({info['nproc']} cores usable), {info['memory_gib']} GiB, {info['platform']}; "
        f"Python {info['python']}, SQLite {info['sqlite']}; oncebitten {info['commit'] or '?'}"
    )


def load_baseline(name: str, baselines: Path) -> ModuleType:
    """Import ``baselines/<name>.py`` by path (the references are not a package)."""
    path = baselines / f"{name}.py"
    if not path.is_file():
        raise SystemExit(f"baseline not found: {path} (pass --baselines DIR)")
    module_name = f"_baseline_{name}"
    cached = sys.modules.get(module_name)
    if cached is not None:
        return cached
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot import baseline {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module
