"""The report's pages as HTML: one self-contained document per page, styles and scripts inline.

Nothing is loaded when a page is viewed: the Content-Security-Policy (a ``<meta>`` in the file, and the same
policy as a header from ``oncebitten ui``) forbids every remote load and allows only our own two inline
scripts and one inline style, by their SHA-256 hashes. So even text that escaped escaping could not run.

The scripts are small: one records script errors and policy violations on ``<html>`` (``data-errors``,
``data-csp``) from the first moment, the other makes tables sortable, refreshes a live page, and marks the
page drawn (``<body data-ok="1">``) — what the browser tests read.
"""

from __future__ import annotations

import base64
import hashlib
import os
from collections.abc import Sequence
from urllib.parse import quote

from .. import __version__
from ..escalation.escalations import Escalation
from .charts import bar_chart, time_chart
from .data import FingerprintDetail, FingerprintRow, Learning, ModelRate, ModuleOutcomes, Report, Task, TaskDetail
from .markup import Child, Markup, join, tag

__all__ = ["content_security_policy", "render_fingerprint", "render_not_found", "render_report", "render_task"]

_CSS = """
:root{--fg:#1d2330;--muted:#5d6678;--line:#dde1e8;--bg:#f6f7f9;--card:#fff;--accent:#2457c5}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{background:#1d2330;color:#fff;padding:14px 24px}
header h1{margin:0;font-size:20px}
header .meta{color:#b9c0cf;font-size:12px;margin-top:2px}
header a{color:#9fc0ff}
nav.since a{margin-right:8px}
main{max-width:1180px;margin:0 auto;padding:16px 24px 40px}
section{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:14px 18px;margin:14px 0}
h2{font-size:16px;margin:0 0 8px}
p.note,p.empty{color:var(--muted);margin:6px 0}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(118px,1fr));gap:10px;margin:14px 0 0}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 14px}
.card b{display:block;font-size:22px}
.card span{color:var(--muted);font-size:12px}
.welcome{border-left:4px solid var(--accent)}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:break-word}
.scroll{overflow-x:auto}
th{color:var(--muted);font-weight:600;cursor:pointer;user-select:none;white-space:nowrap}
td.key{white-space:nowrap}
td.wrap{min-width:140px;overflow-wrap:anywhere}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
td.text{min-width:180px;max-width:520px;overflow-wrap:anywhere;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
.tag{white-space:nowrap;display:inline-block;padding:0 6px;border-radius:9px;font-size:11px;background:#e9edf3}
.tag.pending,.tag.stuck,.tag.open,.tag.harmed{background:#fde2df;color:#9b1c10}
.tag.resolved,.tag.done,.tag.active{background:#ddf3e4;color:#17683a}
svg.chart{width:100%;height:auto;display:block}
svg .grid{stroke:#e3e6ec}
svg .axis{fill:#5d6678;font-size:11px}
svg .legend{fill:#1d2330;font-size:12px}
svg rect:hover{opacity:.75}
a{color:var(--accent)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
"""

_GUARD_JS = """
(function () {
  var root = document.documentElement, errors = [], blocked = [];
  function note(text) { errors.push(text); root.setAttribute('data-errors', errors.join(' | ')); }
  window.addEventListener('error', function (e) { note(String(e.message || e.type)); });
  window.addEventListener('unhandledrejection', function (e) { note('unhandled rejection: ' + String(e.reason)); });
  document.addEventListener('securitypolicyviolation', function (e) {
    blocked.push(e.violatedDirective + ' ' + e.blockedURI);
    root.setAttribute('data-csp', blocked.join(' | '));
  });
})();
"""

_MAIN_JS = """
(function () {
  function key(cell) {
    var v = cell.getAttribute('data-sort');
    if (v === null) { v = cell.textContent.trim(); }
    var n = Number(v);
    return v !== '' && !isNaN(n) ? n : v.toLowerCase();
  }
  function sortable(root) {
    root.querySelectorAll('table.sortable th').forEach(function (th) {
      th.addEventListener('click', function () {
        var body = th.closest('table').tBodies[0];
        var i = Array.prototype.indexOf.call(th.parentNode.children, th);
        var down = th.getAttribute('data-dir') !== 'desc';
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = key(a.cells[i]), y = key(b.cells[i]);
          if (x === y) { return 0; }
          var less = typeof x === typeof y ? x < y : String(x) < String(y);
          return (less ? -1 : 1) * (down ? -1 : 1);
        });
        rows.forEach(function (r) { body.appendChild(r); });
        th.setAttribute('data-dir', down ? 'desc' : 'asc');
      });
    });
  }
  function drawn() {
    var b = document.body;
    b.setAttribute('data-charts', String(document.querySelectorAll('svg.chart').length));
    b.setAttribute('data-tables', String(document.querySelectorAll('table').length));
    b.setAttribute('data-ok', '1');
  }
  sortable(document);
  drawn();
  var every = parseInt(document.body.getAttribute('data-refresh') || '0', 10), refreshes = 0;
  function refresh() {
    fetch(location.href, {cache: 'no-store', credentials: 'same-origin'}).then(function (r) {
      if (!r.ok) { throw new Error('HTTP ' + r.status); }
      return r.text();
    }).then(function (text) {
      var fresh = new DOMParser().parseFromString(text, 'text/html').querySelector('main');
      var main = document.querySelector('main');
      if (fresh && main) {
        main.replaceWith(document.adoptNode(fresh));
        sortable(document);
        refreshes += 1;
        document.body.setAttribute('data-refreshes', String(refreshes));
        document.body.removeAttribute('data-stale');
        drawn();
      }
    }).catch(function (e) { document.body.setAttribute('data-stale', String(e.message || e)); });
  }
  if (every > 0 && window.fetch && window.DOMParser) { setInterval(refresh, every * 1000); }
})();
"""


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def content_security_policy(*, live: bool = False) -> str:
    """The page's policy: nothing remote, only our own inline script and style; a live page may also fetch
    itself (to refresh)."""
    connect = "'self'" if live else "'none'"
    return (
        f"default-src 'none'; script-src {_sha256(_GUARD_JS)} {_sha256(_MAIN_JS)}; style-src {_sha256(_CSS)};"
        f" img-src data:; connect-src {connect}; base-uri 'none'; form-action 'none'"
    )


# -- the page shell ---------------------------------------------------------------------------------------


def _page(title: str, subtitle: Child, body: Child, *, live: bool, refresh: int) -> str:
    head = join(
        [
            Markup('<meta charset="utf-8">'),
            tag("meta", http_equiv="Content-Security-Policy", content=content_security_policy(live=live)),
            tag("meta", name="viewport", content="width=device-width, initial-scale=1"),
            tag("meta", name="referrer", content="no-referrer"),
            tag("meta", name="generator", content=f"oncebitten {__version__}"),
            tag("title", title),
            tag("style", Markup(_CSS)),
            tag("script", Markup(_GUARD_JS)),
        ]
    )
    header = tag("header", tag("h1", title), tag("div", subtitle, class_="meta"))
    page = tag(
        "body",
        header,
        tag("main", body),
        tag("script", Markup(_MAIN_JS)),
        data_live="1" if live else None,
        data_refresh=refresh if live and refresh > 0 else None,
    )
    return "<!DOCTYPE html>\n" + tag("html", tag("head", head), page, lang="en") + "\n"


def _table(headers: Sequence[str], rows: Sequence[Sequence[Child]], *, numeric: Sequence[int] = ()) -> Markup:
    """A sortable table; columns in ``numeric`` are right-aligned."""
    head = tag("tr", [tag("th", h, class_="num" if i in numeric else None) for i, h in enumerate(headers)])
    body = [tag("tr", list(row)) for row in rows]
    return tag("div", tag("table", tag("thead", head), tag("tbody", body), class_="sortable"), class_="scroll")


def _td(value: Child, kind: str | None = None, sort: object = None) -> Markup:
    return tag("td", value, class_=kind, data_sort=sort)


def _num(value: int | float, shown: str | None = None) -> Markup:
    return tag("td", shown if shown is not None else value, class_="num", data_sort=value)


def _badge(text: str) -> Markup:
    return tag("span", text, class_=f"tag {text.replace(' ', '-')}")


def _when(stamp: str | None) -> Markup:
    """A stored timestamp as ``YYYY-MM-DD HH:MM`` (UTC), sorting by the full value."""
    if not stamp:
        return _td("-")
    return tag("td", stamp[:16].replace("T", " "), data_sort=stamp, title=stamp)


def _short(text: str | None, width: int = 240) -> str:
    flat = " ".join((text or "").split())
    return flat if len(flat) <= width else flat[: width - 1] + "\u2026"


def _link(live: bool, href: str, text: str) -> Child:
    return tag("a", text, href=href) if live else text


def _section(ident: str, title: str, *content: Child) -> Markup:
    return tag("section", tag("h2", title), content, id=ident)


def home_relative(where: str) -> str:
    """A store's path as people write it: ``~/.oncebitten/memory.db`` for one under the home directory."""
    home = os.path.expanduser("~")
    if home not in ("", "~", os.sep) and where.startswith(home + os.sep):
        return "~" + where[len(home) :]
    return where


def _empty(text: str) -> Markup:
    return tag("p", text, class_="empty")


# -- the report -------------------------------------------------------------------------------------------


def render_report(report: Report, *, live: bool = False, refresh: int = 0) -> str:
    """The whole report as one HTML document (``live``: links to drill-downs, and a refresh every
    ``refresh`` seconds)."""
    window = "all time" if report.since is None else f"since {report.since[:16].replace('T', ' ')} UTC"
    subtitle: list[Child] = [
        f"store {home_relative(report.store)} · {window} · generated {report.generated_at[:19].replace('T', ' ')} UTC",
    ]
    if live:
        subtitle.append(
            tag(
                "nav",
                "window: ",
                [tag("a", s, href=f"/?since={s}") for s in ("24h", "7d", "30d", "all")],
                class_="since",
            )
        )
    body: list[Child] = [_cards(report.totals)]
    if report.empty:
        body.append(
            _section(
                "welcome",
                "Nothing remembered yet",
                tag(
                    "p",
                    "This store holds no failures, decisions, tasks, learnings or outcomes",
                    " in this window." if report.since else ".",
                ),
                tag(
                    "p",
                    "Record one with ",
                    tag("code", 'oncebitten record --tool bash --params \'{"cmd": "make"}\' --error "..."'),
                    ", or play the demo: ",
                    tag("code", "oncebitten demo"),
                    ".",
                    class_="note",
                ),
            )
        )
    body += [
        _failures_section(report),
        _fingerprints_section(report.fingerprints, live),
        _decisions_section(report),
        _escalations_section(report.escalations),
        _tasks_section(report.tasks, live),
        _models_section(report),
        _learnings_section(report.learnings),
        _outcomes_section(report.outcomes),
    ]
    return _page("oncebitten report", subtitle, body, live=live, refresh=refresh)


def _cards(totals: dict[str, int]) -> Markup:
    shown = (
        ("failures", "failures logged"),
        ("pending_records", "calls still failing"),
        ("open_escalations", "open escalations"),
        ("stuck_tasks", "stuck tasks"),
        ("tasks", "tasks"),
        ("active_learnings", "active learnings"),
        ("decisions", "hook blocks"),
        ("outcomes", "outcomes"),
    )
    return tag(
        "div",
        [tag("div", tag("b", totals.get(k, 0)), tag("span", text), class_="card", data_total=k) for k, text in shown],
        class_="cards",
    )


def _failures_section(report: Report) -> Markup:
    if not report.failures.total:
        return _section("failures", "Failures over time", _empty("No failures logged in this window."))
    return _section(
        "failures",
        f"Failures over time, by kind (per {report.failures.unit})",
        time_chart(report.failures, "failures per day by kind"),
    )


def _fingerprints_section(rows: Sequence[FingerprintRow], live: bool) -> Markup:
    if not rows:
        return _section("fingerprints", "Top fingerprints", _empty("No fingerprinted failures in this window."))
    table = _table(
        ("fingerprint", "failures", "calls", "kind", "tool", "template", "last seen", "status"),
        [
            (
                _td(_link(live, "/fingerprint/" + quote(r.key, safe=""), r.key), "key"),
                _num(r.count),
                _num(r.calls),
                _td(r.kind or "-"),
                _td(r.tool_name),
                _td(_short(r.template), "text"),
                _when(r.last_seen),
                _td(_badge(r.status)),
            )
            for r in rows
        ],
        numeric=(1, 2),
    )
    note = tag(
        "p",
        "The same failure, whatever its paths, ids and times: grouped by fingerprint, most frequent first."
        " Calls: the distinct calls that failed this way in the window (as in `oncebitten groups`). Status is"
        " the advisor's, for those calls: pending (still remembered as failing: check warns or blocks),"
        " resolved (a success cleared it), ignored, or expired (past its TTL; the log keeps it).",
        class_="note",
    )
    return _section("fingerprints", "Top fingerprints", note, table)


def _decisions_section(report: Report) -> Markup:
    note = tag(
        "p",
        "What the agent hooks decided: every BLOCK (enforced), every shadow BLOCK (logged, not enforced), and"
        " the false blocks among them (the same call later succeeded in the same environment). ALLOW and WARN"
        " are answered without writing anything, so they are not counted.",
        class_="note",
    )
    if not report.decisions.total:
        return _section("verdicts", "Advisor verdicts over time", note, _empty("No hook decisions in this window."))
    return _section(
        "verdicts",
        f"Advisor verdicts over time (per {report.decisions.unit})",
        note,
        time_chart(report.decisions, "hook decisions per day"),
    )


def _escalations_section(rows: Sequence[Escalation]) -> Markup:
    if not rows:
        return _section("escalations", "Open escalations", _empty("No open escalations."))
    table = _table(
        ("opened", "project", "category", "problem", "error", "attempts", "recommended"),
        [
            (
                _when(e.created_at),
                _td(e.project_id),
                _td(e.category),
                _td(_short(e.plain_english_problem), "text"),
                _td(_short(e.error_text), "text"),
                _num(e.attempts),
                _td(_short(e.recommended_action)),
            )
            for e in rows
        ],
        numeric=(5,),
    )
    return _section("escalations", "Open escalations", table)


def _tasks_section(rows: Sequence[Task], live: bool) -> Markup:
    if not rows:
        return _section("tasks", "Tasks", _empty("No tasks: no agent loop has captured an iteration here."))
    table = _table(
        ("task", "title", "status", "attempts", "failure streak", "stuck", "last attempt", "next model"),
        [
            (
                _td(_link(live, "/task/" + quote(t.id, safe=""), _short(t.id, 120)), "text"),
                _td(_short(t.title, 120), "wrap"),
                _td(_badge(t.status)),
                _num(t.attempts),
                _num(t.streak),
                _td(_badge("stuck") if t.stuck else "-", sort=int(t.stuck)),
                _when(t.last_attempt),
                tag("td", t.next_model or "-", title=t.next_model_why or None),
            )
            for t in rows
        ],
        numeric=(3, 4),
    )
    return _section("tasks", "Tasks: attempts, failure streaks, stuck loops", table)


def _models_section(report: Report) -> Markup:
    models: Sequence[ModelRate] = report.models
    if not models:
        return _section("models", "Models", _empty("No iterations in this window."))
    chart = bar_chart(
        [(m.model, (("succeeded", m.successes), ("did not finish", m.attempts - m.successes))) for m in models],
        "iterations per model: succeeded or not",
        note=[f"{m.rate:.0%} of {m.attempts}" for m in models],
    )
    content: list[Child] = [chart]
    if report.model_escalations:
        content.append(tag("p", "Model escalations: an unfinished attempt retried on another model.", class_="note"))
        content.append(
            _table(
                ("from", "to", "times"),
                [(_td(e.from_model), _td(e.to_model), _num(e.count)) for e in report.model_escalations],
                numeric=(2,),
            )
        )
    else:
        content.append(_empty("No model escalations in this window."))
    return _section("models", "Model success rates and escalations", content)


def _learnings_section(rows: Sequence[Learning]) -> Markup:
    if not rows:
        return _section("learnings", "Learnings", _empty("No learnings captured yet."))
    table = _table(
        ("category", "learning", "state", "injected", "helped", "harmed", "last injected"),
        [
            (
                _td(l.category),
                _td(_short(l.content), "text"),
                _td(_badge(l.state)),
                _num(l.injections),
                _num(l.helped),
                _num(l.harmed),
                _when(l.last_injected),
            )
            for l in rows  # noqa: E741
        ],
        numeric=(3, 4, 5),
    )
    note = tag(
        "p",
        "How often each lesson was put into an iteration's context, and whether that iteration then"
        " succeeded (helped) or failed (harmed).",
        class_="note",
    )
    return _section("learnings", "Learnings and what followed them", note, table)


def _outcomes_section(rows: Sequence[ModuleOutcomes]) -> Markup:
    if not rows:
        return _section("outcomes", "Outcome memory", _empty("No outcomes recorded in this window."))
    chart = bar_chart(
        [(o.module, (("accepted", o.accepted), ("rejected", o.rejected), ("held", o.held))) for o in rows],
        "outcomes per module",
    )
    table = _table(
        ("module", "accepted", "rejected", "held", "last"),
        [(_td(o.module), _num(o.accepted), _num(o.rejected), _num(o.held), _when(o.last)) for o in rows],
        numeric=(1, 2, 3),
    )
    return _section("outcomes", "Outcome memory: accepted, rejected, held by module", chart, table)


# -- drill-downs (live only) ------------------------------------------------------------------------------


def _back() -> Markup:
    return tag("a", "\u2190 back to the report", href="/")


def render_fingerprint(detail: FingerprintDetail, *, refresh: int = 0) -> str:
    """One fingerprint: its template, the advisor records of its calls, and its logged failures."""
    about = tag(
        "p",
        "kind ",
        tag("b", detail.kind or "-"),
        " · first seen ",
        detail.first_seen or "-",
        " · template: ",
        tag("code", detail.template or "-"),
    )
    records = (
        _table(
            ("tool", "environment", "type", "count", "status", "updated", "error"),
            [
                (
                    _td(r["tool_name"]),
                    _td(str(r["env_snapshot_hash"])[:12]),
                    _td(r["error_type"]),
                    _num(int(r["retry_count"])),
                    _td(_badge(str(r["evolution_status"]).lower())),
                    _when(r["updated_at"]),
                    _td(_short(r["error_message"]), "text"),
                )
                for r in detail.records
            ],
            numeric=(3,),
        )
        if detail.records
        else _empty("No advisor records (they expire; the log below keeps every failure).")
    )
    events = (
        _table(
            ("when", "tool", "type", "environment", "error"),
            [
                (
                    _when(e["occurred_at"]),
                    _td(e["tool_name"]),
                    _td(e["error_type"]),
                    _td(str(e["env_snapshot_hash"])[:12]),
                    _td(_short(e["error_message"], 600), "text"),
                )
                for e in detail.events
            ],
        )
        if detail.events
        else _empty("No logged failures.")
    )
    body = [
        _back(),
        _section("fingerprint", f"Fingerprint {detail.key}", about),
        _section("records", "Calls with this failure (advisor records)", records),
        _section("events", f"Logged failures (latest {len(detail.events)})", events),
    ]
    return _page(f"fingerprint {detail.key}", "oncebitten dashboard", body, live=True, refresh=refresh)


def render_task(detail: TaskDetail, *, refresh: int = 0) -> str:
    """One task: its metrics and every attempt with its failure report."""
    t = detail.task
    about = tag(
        "p",
        tag("b", t.title or t.id),
        " · ",
        _badge(t.status),
        " · ",
        f"{t.attempts} attempt(s), failure streak {t.streak}",
        " · ",
        _badge("stuck") if t.stuck else "not stuck",
        " · next model ",
        t.next_model or "-",
        f" ({t.next_model_why})" if t.next_model_why else "",
    )
    attempts = (
        _table(
            (
                "#",
                "model",
                "outcome",
                "duration (s)",
                "what was tried",
                "why it failed",
                "category",
                "retry suggestion",
            ),
            [
                (
                    _num(a.number),
                    _td(a.model),
                    _td(_badge(a.outcome)),
                    _num(a.duration_ms / 1000, f"{a.duration_ms / 1000:.1f}"),
                    _td(_short(a.tried), "text"),
                    _td(_short(a.why_failed), "text"),
                    _td(a.category or "-"),
                    _td(_short(a.retry_suggestion), "text"),
                )
                for a in detail.attempts
            ],
            numeric=(0, 3),
        )
        if detail.attempts
        else _empty("No attempts yet.")
    )
    body = [
        _back(),
        _section("task", f"Task {t.id}", about, tag("p", _short(detail.description, 1000), class_="note")),
        _section("attempts", "Attempts", attempts),
    ]
    return _page(f"task {t.id}", "oncebitten dashboard", body, live=True, refresh=refresh)


def render_not_found(what: str) -> str:
    """A page saying ``what`` was not found (``what`` is escaped like everything else)."""
    return _page(
        "not found",
        "oncebitten dashboard",
        [_back(), _section("missing", "Not found", tag("p", what))],
        live=True,
        refresh=0,
    )
