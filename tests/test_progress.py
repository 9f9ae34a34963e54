"""The progress bar: in place on a terminal, a few lines in logs."""

from __future__ import annotations

import io

from oncebitten.progress import ProgressBar


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_log_output_prints_about_every_tenth_and_the_end() -> None:
    out = io.StringIO()
    bar = ProgressBar(out)
    for done in range(0, 1001, 10):
        bar.update("failure_events", done, 1000)
    lines = out.getvalue().splitlines()
    assert lines[0] == "failure_events: 0/1,000 (0%)"
    assert lines[-1] == "failure_events: 1,000/1,000 (100%)"
    assert 10 <= len(lines) <= 12


def test_terminal_output_redraws_one_line_and_ends_it() -> None:
    out = Terminal()
    bar = ProgressBar(out, min_interval=0)
    for done in (0, 50, 100):
        bar.update("rows", done, 100)
    text = out.getvalue()
    assert text.count("\r") == 3 and text.endswith("\n") and "100.0%" in text


def test_empty_table_counts_as_done() -> None:
    out = io.StringIO()
    ProgressBar(out).update("empty", 0, 0)
    assert out.getvalue() == "empty: 0/0 (100%)\n"
