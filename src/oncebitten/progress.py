"""A progress bar on stderr for long CLI work (copies, imports), standard library only.

On a terminal it redraws one line in place; otherwise (CI logs, pipes) it prints a line at the start,
about every 10 %, and at the end, so logs stay short.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


class ProgressBar:
    """``bar.update(label, done, total)`` as work advances; ``bar.close()`` at the end."""

    def __init__(self, stream: TextIO | None = None, *, width: int = 30, min_interval: float = 0.1) -> None:
        self.stream = stream or sys.stderr
        self.width = width
        self.min_interval = min_interval
        self.interactive = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_draw = 0.0
        self._last_tenth: dict[str, int] = {}
        self._open_line = False

    def update(self, label: str, done: int, total: int) -> None:
        """Show that ``done`` of ``total`` items of ``label`` are done."""
        fraction = 1.0 if total <= 0 else min(1.0, done / total)
        finished = done >= total
        if self.interactive:
            now = time.monotonic()
            if not finished and now - self._last_draw < self.min_interval:
                return
            self._last_draw = now
            filled = int(fraction * self.width)
            bar = "#" * filled + "-" * (self.width - filled)
            self.stream.write(f"\r{label:<20} [{bar}] {fraction:6.1%} {done:>10,}/{total:,}")
            self._open_line = True
            if finished:
                self.stream.write("\n")
                self._open_line = False
            self.stream.flush()
            return
        tenth = int(fraction * 10)
        if done == 0 or finished or tenth > self._last_tenth.get(label, -1):
            if self._last_tenth.get(label) == 10:
                return
            self._last_tenth[label] = 10 if finished else tenth
            self.stream.write(f"{label}: {done:,}/{total:,} ({fraction:.0%})\n")
            self.stream.flush()

    def close(self) -> None:
        """End an unfinished line."""
        if self._open_line:
            self.stream.write("\n")
            self.stream.flush()
            self._open_line = False
