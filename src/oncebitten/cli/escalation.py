"""The escalation tracker's command: escalations (list and resolve)."""

from __future__ import annotations

import argparse
import sys

from ._common import (
    EXIT_ERROR,
    EXIT_OK,
    Command,
    _count,
    _non_negative,
    _one_line,
    _print_json,
)

# -- escalations --------------------------------------------------------------------------------------


def _escalations_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--status", choices=("open", "resolved", "all"), default="open", help="which to list (default: open)"
    )
    parser.add_argument("--project", metavar="ID", help="only this project's escalations")
    parser.add_argument("--limit", type=_non_negative, default=50, metavar="N", help="how many (default 50)")
    parser.add_argument("--resolve", metavar="ESCALATION_ID", help="mark this escalation resolved instead of listing")
    parser.add_argument("--resolution", default="", metavar="TEXT", help="with --resolve: what was done about it")


def _run_escalations(args: argparse.Namespace) -> int:
    from ..escalation.escalations import Escalations

    escalations = Escalations(args.db)
    if args.resolve:
        resolved = escalations.resolve(args.resolve, args.resolution)
        if args.json:
            _print_json({"id": args.resolve, "resolved": resolved})
        elif resolved:
            print(f"resolved {args.resolve}")
        else:
            print(f"oncebitten: error: {args.resolve}: no such open escalation", file=sys.stderr)
        return EXIT_OK if resolved else EXIT_ERROR
    status = None if args.status == "all" else args.status
    found = escalations.list(status, project_id=args.project, limit=args.limit)
    if args.json:
        _print_json([e.to_dict() for e in found])
        return EXIT_OK
    if not found:
        print(f"no {'' if status is None else status + ' '}escalations")
        return EXIT_OK
    for e in found:
        print(f"{e.id}  {e.status:<8}  {e.created_at[:19].replace('T', ' ')}  {e.project_id}  {e.category}")
        print(f"    {_one_line(e.plain_english_problem, 100)}")
        print(f"    error: {_one_line(e.error_text, 100)}  (after {_count(e.attempts, 'attempt')})")
        print(f"    options: {', '.join(o.get('id', '?') for o in e.options)}")
        if e.resolution:
            print(f"    resolution: {_one_line(e.resolution, 100)}")
    return EXIT_OK


ESCALATIONS = Command(
    name="escalations",
    summary="list or resolve failures escalated to a human",
    description="List the escalations recorded by ErrorSignatureTracker.record_escalation (a failure that "
    "kept its signature past 3 retries, or could never be retried), newest first, or resolve one. "
    "Exit 1 when --resolve names no open escalation.",
    examples="""
oncebitten escalations
oncebitten escalations --status all --project shop --json
oncebitten escalations --resolve esc-1a2b3c4d5e6f --resolution "added STRIPE_KEY to .env"
""",
    add_arguments=_escalations_arguments,
    run=_run_escalations,
    reads_only=True,  # --resolve too: on a store that does not exist there is nothing to resolve
)
