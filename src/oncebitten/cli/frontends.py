"""Commands that start a front-end: demo, mcp, report, ui (each imports its module only when run)."""

from __future__ import annotations

import argparse
import os
import sys

from ..errors import InvalidInput, OnceBittenError
from ._common import (
    EXIT_OK,
    Command,
    _non_negative,
    _print_json,
)

# -- demo ---------------------------------------------------------------------------------------------


def _demo_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--keep", action="store_true", help="keep the temporary store afterwards and print where it is")
    parser.add_argument(
        "--report",
        metavar="FILE",
        help="where to write the session's HTML report (default: a new file in the temporary directory)",
    )


def _run_demo(args: argparse.Namespace) -> int:
    from ..demo import run_demo  # only the demo needs it

    return run_demo(sys.stdout, args.db, keep=args.keep, as_json=args.json, report=args.report)


DEMO = Command(
    name="demo",
    summary="play a short agent session and show what the memory decides",
    description="Play a short, simulated agent session on a fresh temporary store (removed afterwards "
    "unless --keep; with --db, on that store) and print the memory's verdict at each step. Time is "
    "simulated, so the one-hour expiry of a transient failure takes no time. It ends by writing the session's "
    "HTML report (oncebitten report) and printing where it is.",
    examples="""
oncebitten demo
oncebitten demo --keep
oncebitten demo --report /tmp/demo.html
""",
    add_arguments=_demo_arguments,
    run=_run_demo,
    uses_store=False,  # a temporary store, unless --db names one
)


# -- mcp ----------------------------------------------------------------------------------------------

MCP_MISSING = (
    "the MCP server needs the official MCP SDK, oncebitten's 'mcp' extra: pip install 'mcp>=2.3,<3' "
    "(in a clone of oncebitten: pip install -e '.[mcp]')"
)
# Defaults of front-ends whose modules load only when they run (tests pin them to the modules' own).
_MCP_PORT = 8765  # oncebitten.mcp_server.DEFAULT_HTTP_PORT
_UI_PORT = 8766  # oncebitten.report.server.DEFAULT_PORT: another port, so that both can run at once


def _non_negative_port(text: str) -> int:
    value = _non_negative(text)
    if value > 65_535:
        raise argparse.ArgumentTypeError("must be a port number, 0 (any free port) to 65535")
    return value


def _mcp_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--http", action="store_true", help="serve streamable HTTP at http://HOST:PORT/mcp, not stdio")
    parser.add_argument("--host", default=None, metavar="HOST", help="with --http: the address (default 127.0.0.1)")
    parser.add_argument(
        "--port",
        type=_non_negative_port,
        default=None,
        metavar="N",
        help=f"with --http: the port (default {_MCP_PORT}; 0: any free one, said on stderr)",
    )
    parser.add_argument(
        "--allow-remote",
        action="store_true",
        help="with --http: allow a --host that is not loopback; every request must then carry a bearer token "
        "($ONCEBITTEN_MCP_TOKEN or --token-file, else one is made and printed)",
    )
    parser.add_argument(
        "--token-file",
        metavar="FILE",
        help="with --http: the bearer token clients must send, read from FILE (never on the command line, "
        "where other users could read it)",
    )
    parser.add_argument(
        "--no-aliases", action="store_true", help="leave out the compatibility names (god_failure_record, ...)"
    )


def _run_mcp(args: argparse.Namespace) -> int:
    if args.json:
        raise InvalidInput("mcp does not take --json: the server speaks JSON-RPC itself (on stdio, or --http)")
    if not args.http and (
        args.host is not None or args.port is not None or args.allow_remote or args.token_file is not None
    ):
        raise InvalidInput(
            "--host, --port, --allow-remote and --token-file go with --http (the default transport is stdio)"
        )
    token = None
    if args.token_file is not None:
        try:
            with open(args.token_file, encoding="utf-8") as handle:
                token = handle.read(4096).strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise InvalidInput(f"--token-file: cannot read {args.token_file!r} ({exc})") from None
        if len(token) < 16:
            raise InvalidInput("--token-file: the token must be at least 16 characters")
    try:
        from ..mcp_server import serve
    except ModuleNotFoundError as exc:  # the optional extra is not installed
        if (exc.name or "").split(".")[0] in ("mcp", "pydantic"):
            raise OnceBittenError(MCP_MISSING) from None
        raise
    serve(
        args.db,
        http=args.http,
        host=args.host or "127.0.0.1",
        port=_MCP_PORT if args.port is None else args.port,
        allow_remote=args.allow_remote,
        aliases=not args.no_aliases,
        token=token,
    )
    return EXIT_OK


MCP = Command(
    name="mcp",
    summary="serve the memory to MCP clients (Claude Code, Codex, Cursor, Gemini CLI) on stdio or HTTP",
    description="Run the MCP server: tools for failure knowledge (failure_record, failure_query, "
    "failure_resolve, failure_stats, also under their compatibility names god_failure_*), the advisor (advisor_check, "
    "advisor_record, advisor_clear), escalations, learnings, task context and outcome memory, on the store "
    "given by --db. Stdio by default (an MCP client starts it); --http serves streamable HTTP on loopback. "
    "Needs the 'mcp' extra (pip install -e '.[mcp]' in a clone). Tools and client configuration: docs/mcp.md.",
    examples="""
oncebitten mcp
oncebitten mcp --db ~/.oncebitten/team.db
oncebitten mcp --http --port 8765
claude mcp add oncebitten -- oncebitten mcp
""",
    add_arguments=_mcp_arguments,
    run=_run_mcp,
)


# -- report and ui ------------------------------------------------------------------------------------


# The report's and the dashboard's defaults, without importing the report's modules for every command.
_DEFAULT_SINCE = "30d"  # oncebitten.report.DEFAULT_SINCE (a test pins them equal)
_DEFAULT_REPORT_NAME = "report.html"  # oncebitten.report.DEFAULT_REPORT_NAME


def _report_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out",
        default=_DEFAULT_REPORT_NAME,
        metavar="FILE",
        help=f"where to write it: a file, or a directory to write {_DEFAULT_REPORT_NAME} in "
        f"(default ./{_DEFAULT_REPORT_NAME})",
    )
    parser.add_argument(
        "--since",
        default=_DEFAULT_SINCE,
        metavar="WINDOW",
        help=f"the window: 7d, 24h, 30m, 2w, all or a date (default {_DEFAULT_SINCE}, as ui)",
    )


def _run_report(args: argparse.Namespace) -> int:
    from ..report import write_report  # the report's modules load only for this command

    path = write_report(args.out, args.db, since=args.since)
    if args.json:
        _print_json({"report": str(path), "bytes": path.stat().st_size})
    else:
        print(f"report written: {path}")
    return EXIT_OK


REPORT = Command(
    name="report",
    summary="write the memory as one self-contained HTML report",
    description="Write one HTML file showing the memory: failures over time by kind, the top fingerprints, "
    "the hooks' blocks (shadow and false ones too), open escalations, tasks with their failure streaks and "
    "stuck flags, model success rates and escalations, learnings and what followed them, and outcome "
    "memory by module. Scripts, styles and charts are inline: the file opens offline and loads nothing.",
    examples="""
oncebitten report
oncebitten report --out /tmp/memory.html --since 7d
oncebitten report --since all --db postgresql://agents@db/memory
""",
    add_arguments=_report_arguments,
    run=_run_report,
    reads_only=True,
)


def _ui_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--port", type=_non_negative_port, default=_UI_PORT, metavar="N", help=f"the port (default {_UI_PORT}; 0: any)"
    )
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDR", help="a loopback address (default 127.0.0.1)")
    parser.add_argument(
        "--since",
        default=_DEFAULT_SINCE,
        metavar="WINDOW",
        help=f"the window shown first; the page offers others (default {_DEFAULT_SINCE}, as report)",
    )
    parser.add_argument(
        "--refresh", type=_non_negative, default=10, metavar="SECONDS", help="refresh every N seconds (0: never)"
    )


def _run_ui(args: argparse.Namespace) -> int:
    import signal

    from ..report.data import parse_since
    from ..report.server import check_loopback, make_server, serve
    from ..store import open_store

    check_loopback(args.host)  # the arguments first: a usage error is said before the store is opened
    parse_since(args.since)
    store = open_store(args.db)
    try:
        server = make_server(store, host=args.host, port=args.port, since=args.since, refresh=args.refresh)
    except OSError as exc:
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise OnceBittenError(f"cannot listen on {args.host}:{args.port}: {reason}") from None

    def _stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt  # SIGTERM (a service manager, `kill`) stops it like Ctrl-C

    signal.signal(signal.SIGTERM, _stop)
    try:
        serve(server, as_json=args.json)
    except KeyboardInterrupt:
        if not args.json:  # --json: the one document printed at the start
            print("stopped")
    return EXIT_OK


UI = Command(
    name="ui",
    summary="serve the report live on loopback, with drill-downs (read-only)",
    description="Serve the report's views on a loopback address, refreshing themselves, with a page per "
    "fingerprint (its calls and logged failures) and per task (its attempts). Read-only: it never writes "
    "to the store. It listens on loopback only, and answers only requests addressed to a loopback name. "
    "Stop it with Ctrl-C (or SIGTERM).",
    examples="""
oncebitten ui
oncebitten ui --port 9000 --since 24h --refresh 5
""",
    add_arguments=_ui_arguments,
    run=_run_ui,
    reads_only=True,
)
