"""Agent hooks: hook (install, uninstall, status) and doctor."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..errors import InvalidInput
from ._common import (
    EXIT_ERROR,
    EXIT_OK,
    Command,
    _count,
    _print_json,
)

# -- hook ---------------------------------------------------------------------------------------------

_HOOK_AGENTS = ("claude-code", "codex", "gemini", "cursor")  # oncebitten.hooks.ADAPTERS (docs/hooks.md)


def _hook_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        choices=(*_HOOK_AGENTS, "install", "uninstall"),
        help="an agent's name: handle one hook event from stdin; or install / uninstall",
    )
    agents = parser.add_argument_group("install / uninstall: which agent (one or more)")
    for agent in _HOOK_AGENTS:
        agents.add_argument(f"--{agent}", dest="agents", action="append_const", const=agent, help=f"{agent}'s hooks")
    scope = parser.add_mutually_exclusive_group()
    scope.add_argument("--project", dest="scope", action="store_const", const="project", help="the project's settings")
    scope.add_argument("--user", dest="scope", action="store_const", const="user", help="the user's settings (default)")
    scope.add_argument(
        "--local", dest="scope", action="store_const", const="local", help="Claude Code's settings.local.json"
    )
    scope.add_argument("--settings", metavar="FILE", help="this settings file instead")
    parser.add_argument("--dir", metavar="DIR", help="the project directory (default: the current one)")
    parser.add_argument("--command", metavar="CMD", help="the hook command to write (default: this Python, "
                        "-I -S, on this installation's oncebitten/hooks/__main__.py, by absolute paths; with "
                        "--project: oncebitten-hook AGENT)")  # fmt: skip


def _run_hook(args: argparse.Namespace) -> int:
    if args.action in _HOOK_AGENTS:
        from ..hooks import run

        return run(args.action, [])
    from ..hooks.install import (
        SHARED_SCOPES,
        hook_command,
        install,
        project_hook_command,
        settings_path,
        uninstall,
        write_launcher,
    )

    agents = args.agents or []
    if not agents:
        raise InvalidInput(f"{args.action}: name the agent, e.g. --claude-code")
    report = []
    for agent in agents:
        scope = args.scope or "user"
        path = Path(args.settings) if args.settings else settings_path(agent, scope, args.dir)
        if args.action == "install":
            shared = scope in SHARED_SCOPES and not args.settings
            command = args.command or (project_hook_command(agent) if shared else hook_command(agent))
            install(agent, path, command)
            item: dict[str, Any] = {"agent": agent, "settings": str(path), "command": command, "installed": True}
            if shared and not args.command and command != f"oncebitten-hook {agent}":
                item["launcher"] = str(write_launcher())
            if agent == "codex":
                item["codex"] = _trust_codex_hooks(path, scope)
            report.append(item)
        else:
            removed = uninstall(agent, path)
            report.append({"agent": agent, "settings": str(path), "removed": removed})
    if args.json:
        _print_json(report)
        return EXIT_OK
    for item in report:
        if args.action == "install":
            print(f"{item['agent']}: hooks installed in {item['settings']} (command: {item['command']})")
            if "launcher" in item:
                print(f"  this machine's launcher: {item['launcher']}")
            for line in item.get("codex", {}).get("notes", []):
                print(f"  codex: {line}")
        else:
            print(f"{item['agent']}: removed {_count(item['removed'], 'oncebitten hook')} from {item['settings']}")
    return EXIT_OK


def _trust_codex_hooks(settings: Path, scope: str) -> dict[str, Any]:
    """Codex runs a hook only once it is trusted: trust ours through Codex's app server, or say the step."""
    from ..hooks.codex_trust import codex_executable, project_trust_step, trust_ours

    root = settings.parent.parent if scope == "project" else Path.home()
    if codex_executable() is None:
        return {
            "trusted": False,
            "notes": [
                "codex is not on PATH: start codex in this project and trust the oncebitten hooks when it asks "
                '("Hooks need review"), or run this install again with codex on PATH'
            ],
        }
    try:
        seen = trust_ours(root)
    except RuntimeError as exc:
        return {"trusted": False, "notes": [f"could not trust the hooks ({exc}); start codex here and trust them"]}
    notes: list[str] = []
    if seen.project_untrusted:
        notes.append(
            f"Codex loads no project hooks until the project is trusted: {project_trust_step(root)}; "
            "then run this install again to trust the hooks"
        )
    elif not seen.ours():
        notes.append(
            "codex lists none of these hooks: are hooks disabled ([features] hooks = false in its config.toml)?"
        )
    elif seen.needing_trust():
        notes.append(f"{len(seen.needing_trust())} hook(s) still need review in codex")
    else:
        notes.append(f"{len(seen.ours())} hook(s) trusted in Codex's config")
    if seen.disabled():
        notes.append("hooks are disabled in Codex's config ([features] hooks = false): enable them")
    return {"trusted": bool(seen.ours()) and not seen.needing_trust(), "notes": notes}


HOOK = Command(
    name="hook",
    summary="agent hooks: handle one event (claude-code, codex, gemini, cursor), or install / uninstall them",
    description="With an agent's name, read one hook event (JSON) on stdin and answer in that agent's "
    "protocol: check a call before it runs (BLOCK / WARN / nothing), record a failure, clear on success, "
    "give context at session start. It fails open: an internal error lets the call proceed and goes to "
    "the hook log. 'install' merges oncebitten's entries into the agent's settings (other hooks untouched): "
    "in the user's settings this Python without site on the package's hooks/__main__.py, by absolute paths; in "
    "a project's (committed) settings, at the git root, 'oncebitten-hook AGENT' from PATH; for Codex it also "
    "trusts the hooks in Codex's config. 'uninstall' removes only ours (and a settings file left empty). "
    "That command, and 'oncebitten-hook AGENT', do the same without loading this command line. "
    "See docs/hooks.md.",
    examples="""
oncebitten hook install --claude-code --project
oncebitten hook install --claude-code --user
oncebitten hook install --codex --project
oncebitten hook install --gemini --user
oncebitten hook install --cursor --project
oncebitten hook uninstall --claude-code --project
oncebitten hook claude-code < event.json
""",
    add_arguments=_hook_arguments,
    run=_run_hook,
    uses_store=False,  # a hook answers in its agent's protocol; it never writes notes on stderr
)


# -- doctor -------------------------------------------------------------------------------------------


def _doctor_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", metavar="DIR", help="the project directory to look for hooks in (default: here)")


def _run_doctor(args: argparse.Namespace) -> int:
    from ..hooks.doctor import run_checks

    checks = run_checks(args.db, args.dir)
    healthy = all(check.ok for check in checks if check.required)
    if args.json:
        _print_json({"ok": healthy, "checks": [check.to_dict() for check in checks]})
    else:
        for check in checks:
            mark = "ok  " if check.ok else ("FAIL" if check.required else "warn")
            print(f"[{mark}] {check.name}: {check.detail}")
        print("all good" if healthy else "some checks failed")
    return EXIT_OK if healthy else EXIT_ERROR


DOCTOR = Command(
    name="doctor",
    summary="check that hooks are installed, the store is writable and a hook runs",
    description="Check the installation: which agents have oncebitten hooks (user and project settings) and "
    "that their command exists, that the store opens and a write round-trips, that the hook log can be "
    "written, and that each installed hook command runs on a harmless event. Exit 1 if a check fails.",
    examples="""
oncebitten doctor
oncebitten doctor --json
""",
    add_arguments=_doctor_arguments,
    run=_run_doctor,
)
