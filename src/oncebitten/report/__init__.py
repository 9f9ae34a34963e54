"""See the memory: one self-contained HTML report, and the same views served live on loopback.

A front-end, like the CLI: it imports the core and the store, and nothing in the core imports it::

    from . import write_report
    write_report("report.html", db="~/.oncebitten/memory.db", since="7d")

``oncebitten report`` and ``oncebitten ui`` are the command-line faces; see ``docs/report.md``.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from .._files import write_atomically
from .._time import utc_now
from ..store import Store, StoreTarget, open_store
from .data import DEFAULT_SINCE, Limits, Report, fingerprint_detail, gather, parse_since, task_detail
from .page import content_security_policy, render_report

__all__ = [
    "DEFAULT_REPORT_NAME",
    "DEFAULT_SINCE",
    "Limits",
    "Report",
    "build_report",
    "content_security_policy",
    "fingerprint_detail",
    "gather",
    "parse_since",
    "render_report",
    "task_detail",
    "write_report",
]


#: The file ``report`` writes by default, and inside a directory given as ``--out``.
DEFAULT_REPORT_NAME = "report.html"


def build_report(
    db: str | os.PathLike[str] | StoreTarget | None = None,
    *,
    store: Store | None = None,
    since: str | datetime | None = DEFAULT_SINCE,
    now: datetime | None = None,
) -> str:
    """The report of the store at ``db`` (or ``store``) as one HTML document.

    Args:
        since: the window: ``"7d"``, ``"24h"``, ``"all"``, a date, or a datetime (default the last 30 days).

    Raises:
        InvalidInput: ``since`` is not a window.
        StoreError: the store cannot be opened or read.
    """
    now = now or utc_now()
    start = since if isinstance(since, datetime) else parse_since(since, now)
    return render_report(gather(store or open_store(db), since=start, now=now))


def write_report(
    out: str | os.PathLike[str],
    db: str | os.PathLike[str] | StoreTarget | None = None,
    *,
    store: Store | None = None,
    since: str | datetime | None = DEFAULT_SINCE,
    now: datetime | None = None,
) -> Path:
    """Write the report to ``out`` (replacing it atomically) and return its absolute path. A directory gets
    ``report.html`` inside it. Nothing is left behind if it fails.

    Raises:
        InvalidInput: ``since`` is not a window.
        StoreError: the store cannot be opened or read.
        OSError: ``out`` cannot be written.
    """
    text = build_report(db, store=store, since=since, now=now)
    path, _ = write_atomically(out, lambda handle: handle.write(text), default_name=DEFAULT_REPORT_NAME)
    return path
