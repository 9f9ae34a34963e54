"""Commands that start a front-end: demo, mcp, report, ui (each imports its module only when run)."""

from __future__ import annotations

import argparse
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
)


# -- mcp ----------------------------------------------------------------------------------------------

MCP_MISSING = "the MCP server needs the official MCP SDK: pip install 'oncebitten[mcp]'"


def _port(text: str) -> int:
    value = _non_negative(text)
    if not 1 <= value <= 65_535:
        raise argparse.ArgumentTypeError("must be a port number, 1 to 65535")
    return value


def _ui_port(text: str) -> int:
    value = _non_negative(text)
    if value > 65_535:
        raise argparse.ArgumentTypeError("must be a port number, 0 (any) to 65535")
    return value


def _mcp_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--http", action="store_true", help="serve streamable HTTP at http://HOST:PORT/mcp, not stdio")
    parser.add_argument("--host", default=None, metavar="HOST", help="with --http: the address (default 127.0.0.1)")
    parser.add_argument("--port", type=_port, default=None, metavar="N", help="with --http: the port (default 8765)")
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
        "--no-aliases", action="store_true", help="leave out seed 003's names (god_failure_record, ...)"
    )


def _run_mcp(args: argparse.Namespace) -> int:
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
        port=args.port or 8765,
        allow_remote=args.allow_remote,
        aliases=not args.no_aliases,
        token=token,
    )
    return EXIT_OK


MCP = Command(
    name="mcp",
    summary="serve the memory to MCP clients (Claude Code, Codex, Cursor, Gemini CLI) on stdio or HTTP",
    description="Run the MCP server: tools for failure knowledge (failure_record, failure_query, "
    "failure_resolve, failure_stats, also under seed 003's god_failure_* names), the advisor (advisor_check, "
    "advisor_record, advisor_clear), escalations, learnings, task context and outcome memory, on the store "
    "given by --db. Stdio by default (an MCP client starts it); --http serves streamable HTTP on loopback. "
    "Needs the extra: pip install 'oncebitten[mcp]'. Tools and client configuration: docs/mcp.md.",
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


def _report_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", default="report.html", metavar="FILE", help="where to write it (default report.html)")
    parser.add_argument(
        "--since", default="30d", metavar="WINDOW", help="the window: 7d, 24h, 30m, 2w, all or a date (default 30d)"
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
)


def _ui_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=_ui_port, default=8765, metavar="N", help="the port (default 8765; 0: any)")
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDR", help="a loopback address (default 127.0.0.1)")
    parser.add_argument("--since", default="7d", metavar="WINDOW", help="the default window (default 7d)")
    parser.add_argument(
        "--refresh", type=_non_negative, default=10, metavar="SECONDS", help="refresh every N seconds (0: never)"
    )


def _run_ui(args: argparse.Namespace) -> int:
    import signal

    from ..report.server import make_server, serve
    from ..store import open_store

    server = make_server(open_store(args.db), host=args.host, port=args.port, since=args.since, refresh=args.refresh)

    def _stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt  # SIGTERM (a service manager, `kill`) stops it like Ctrl-C

    signal.signal(signal.SIGTERM, _stop)
    try:
        serve(server)
    except KeyboardInterrupt:
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
)
