"""Install and uninstall oncebitten's hooks in an agent's settings file, leaving every other hook alone.

In the user's settings (and Claude Code's ``settings.local.json``, which is not committed) the entries run the
running Python on this installation's hook entry file, both by *absolute* path (:func:`hook_command`; a
mistyped or relative path silently disables a gate: the agent just reports a hook error and proceeds).

A project's settings, which a team commits, hold no path of this machine (:func:`project_hook_command`): the
entry runs this machine's launcher, ``$HOME/.oncebitten/hook`` (written by ``install``, :func:`write_launcher`:
the same fast command as above, by absolute paths), and where a checkout's machine has none, the
``oncebitten-hook`` console script from ``PATH`` (slower: ``site`` and its ``import re``); where oncebitten is
not installed at all, the agent reports a hook error and the call proceeds. The agents run hook commands
through a POSIX shell. A project's settings go to the git root (:func:`project_root`), wherever in the project
``install`` runs.

Our entries are recognised by their command (``oncebitten/hooks/__main__.py``, and
``oncebitten-hook`` or ``-m oncebitten.hooks`` from earlier installs and ``--command``): installing again
replaces them, uninstalling removes only them and then any group or event list left empty.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

from ..errors import InvalidInput

__all__ = [
    "AGENTS",
    "HookInstall",
    "hook_command",
    "install",
    "is_ours",
    "merge_hooks",
    "launcher_path",
    "project_hook_command",
    "project_root",
    "settings_path",
    "uninstall",
    "unmerge_hooks",
    "write_launcher",
]

#: Tools whose calls are checked and recorded (Claude Code matcher; anchored, so "Edit" is not "NotebookEdit.*").
CLAUDE_TOOLS = "^(Bash|Edit|MultiEdit|Write|NotebookEdit|mcp__.*)$"
#: Codex CLI: the shell, file edits (``apply_patch``; Codex also matches it as ``Edit`` / ``Write``) and MCP tools.
CODEX_TOOLS = "^(Bash|apply_patch|mcp__.*)$"
#: Gemini CLI: the shell, the two file-writing tools and MCP tools.
GEMINI_TOOLS = "^(run_shell_command|write_file|replace|mcp__.*)$"


class HookInstall:
    """How one agent is configured: its settings files and the entries oncebitten adds."""

    def __init__(
        self,
        name: str,
        user_file: str,
        project_file: str,
        events: dict[str, dict[str, Any]],
        *,
        local_file: str | None = None,
        flat: bool = False,
        top: dict[str, Any] | None = None,
        handler: dict[str, Any] | None = None,
        config_dir_env: str | None = None,
    ) -> None:
        self.name = name
        self.user_file = user_file  # relative to the home directory (or the agent's config dir)
        self.project_file = project_file  # relative to the project root
        self.local_file = local_file
        self.events = events  # event -> {"matcher": ..., "timeout": ...}
        self.flat = flat  # Cursor: event -> [handler], no matcher groups
        self.top = top or {}  # keys the file needs at the top level (Cursor: "version": 1)
        self.handler = handler or {}  # extra keys of each of our entries (Gemini CLI: a "name" to toggle them by)
        self.config_dir_env = config_dir_env  # a variable that moves the user's config directory


AGENTS: dict[str, HookInstall] = {
    "claude-code": HookInstall(
        "claude-code",
        ".claude/settings.json",
        ".claude/settings.json",
        {
            "PreToolUse": {"matcher": CLAUDE_TOOLS, "timeout": 10},
            "PostToolUse": {"matcher": CLAUDE_TOOLS, "timeout": 10},
            "PostToolUseFailure": {"matcher": CLAUDE_TOOLS, "timeout": 10},
            "SessionStart": {"matcher": "startup|resume|clear|compact", "timeout": 10},
            "UserPromptSubmit": {"timeout": 10},
        },
        local_file=".claude/settings.local.json",
        config_dir_env="CLAUDE_CONFIG_DIR",
    ),
    "codex": HookInstall(
        "codex",
        ".codex/hooks.json",
        ".codex/hooks.json",
        {
            "PreToolUse": {"matcher": CODEX_TOOLS, "timeout": 10},
            "PostToolUse": {"matcher": CODEX_TOOLS, "timeout": 10},
            "SessionStart": {"timeout": 10},  # every source (startup, resume, clear)
            "UserPromptSubmit": {"timeout": 10},
        },
        config_dir_env="CODEX_HOME",
    ),
    "gemini": HookInstall(
        "gemini",
        ".gemini/settings.json",
        ".gemini/settings.json",
        {  # Gemini CLI's timeouts are in milliseconds
            "BeforeTool": {"matcher": GEMINI_TOOLS, "timeout": 10_000},
            "AfterTool": {"matcher": GEMINI_TOOLS, "timeout": 10_000},
            "SessionStart": {"timeout": 10_000},  # a lifecycle matcher is an exact string: none is every source
            "BeforeAgent": {"timeout": 10_000},
        },
        handler={"name": "oncebitten"},
    ),
    "cursor": HookInstall(
        "cursor",
        ".cursor/hooks.json",
        ".cursor/hooks.json",
        {"preToolUse": {}, "postToolUse": {}, "postToolUseFailure": {}, "sessionStart": {}},
        flat=True,
        top={"version": 1},
    ),
}

_MARKERS = ("oncebitten-hook", "oncebitten.hooks", f"oncebitten{os.sep}hooks{os.sep}__main__.py")
#: Scopes whose settings file a team commits (no machine-specific path in them).
SHARED_SCOPES = ("project",)


def hook_command(agent: str) -> str:
    """The command an agent runs for our hooks: ``<python> -I -S <package>/hooks/__main__.py AGENT``.

    The running interpreter and this installation's entry file, both by absolute path, so the hook uses the
    same installation that was installed from. ``-S`` skips ``site`` and ``-I`` isolates the process from
    ``PYTHON*`` variables: the hook starts faster than the ``oncebitten-hook`` console script (which runs
    ``site`` and imports ``re``), see ``docs/hooks.md``. Without a known interpreter (embedded Python), the
    ``oncebitten-hook`` script on ``PATH``.
    """
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__main__.py")
    if not sys.executable:
        found = shutil.which("oncebitten-hook")
        if found:
            return f"{shlex.quote(os.path.abspath(found))} {agent}"
    return f"{shlex.quote(os.path.abspath(sys.executable))} -I -S {shlex.quote(script)} {agent}"


#: This machine's hook launcher, as a project's settings name it (the shell expands ``$HOME``).
LAUNCHER = "$HOME/.oncebitten/hook"


#: Agents whose hook commands are known to run through a POSIX shell (checked with the real CLIs, tests/e2e/).
SHELL_RUN = frozenset({"claude-code", "codex", "gemini"})


def project_hook_command(agent: str) -> str:
    """The command in a project's (committed) settings: this machine's launcher, else ``oncebitten-hook``.

    Cursor's documentation does not say that it runs hook commands through a shell, so its projects get the
    console script alone (found on ``PATH``, slower to start, but right with or without a shell).
    """
    if agent not in SHELL_RUN:
        return f"oncebitten-hook {agent}"
    return f'if [ -x "{LAUNCHER}" ]; then exec "{LAUNCHER}" {agent}; else exec oncebitten-hook {agent}; fi'


def launcher_path() -> Path:
    """Where this machine's launcher is: ``~/.oncebitten/hook``."""
    return Path.home() / ".oncebitten" / "hook"


def write_launcher() -> Path:
    """Write (or refresh) this machine's launcher: a shell script that runs :func:`hook_command`'s interpreter and
    entry file, or the ``oncebitten-hook`` console script once those are gone. Returns its path."""
    words = shlex.split(hook_command("AGENT"))[:-1]
    program = words[0]
    script = (
        "#!/bin/sh\n"
        "# oncebitten's hook launcher on this machine, written by `oncebitten hook install` (run it again after\n"
        "# moving oncebitten). Projects' committed hook settings run it; see docs/hooks.md.\n"
        f'[ -x {shlex.quote(program)} ] && exec {shlex.join(words)} "$@"\n'
        'exec oncebitten-hook "$@"\n'
    )
    path = launcher_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".hook.{os.getpid()}.tmp")
    temporary.write_text(script, encoding="utf-8")
    temporary.chmod(0o755)
    os.replace(temporary, path)
    return path


def project_root(directory: str | os.PathLike[str] | None = None) -> Path:
    """The git root above ``directory`` (default: the current one), or ``directory`` itself outside git."""
    start = Path(directory or os.getcwd()).resolve()
    for candidate in (start, *start.parents):
        if (candidate / ".git").exists():
            return candidate
    return start


def is_ours(handler: object) -> bool:
    """Whether a settings entry is one of oncebitten's hooks."""
    if not isinstance(handler, dict):
        return False
    command = handler.get("command")
    return isinstance(command, str) and any(marker in command for marker in _MARKERS)


def settings_path(agent: str, scope: str, project_dir: str | os.PathLike[str] | None = None) -> Path:
    """The settings file of ``agent`` for ``scope`` (``user``, ``project`` or, for Claude Code, ``local``).

    Raises:
        InvalidInput: an unknown agent or scope.
    """
    spec = _spec(agent)
    if scope == "user":
        if spec.config_dir_env and os.environ.get(spec.config_dir_env):
            return Path(os.environ[spec.config_dir_env]) / Path(spec.user_file).name
        return Path.home() / spec.user_file
    root = project_root(project_dir)
    if scope == "project":
        return root / spec.project_file
    if scope == "local" and spec.local_file:
        return root / spec.local_file
    raise InvalidInput(f"{agent} has no {scope!r} settings (use user or project)")


def _spec(agent: str) -> HookInstall:
    spec = AGENTS.get(agent)
    if spec is None:
        raise InvalidInput(f"unknown agent {agent!r}; one of {', '.join(AGENTS)}")
    return spec


def merge_hooks(settings: dict[str, Any], agent: str, command: str) -> dict[str, Any]:
    """``settings`` with our hook entries for ``agent`` (replacing any earlier ones of ours), others untouched."""
    spec = _spec(agent)
    merged = unmerge_hooks(settings, agent)[0]
    for key, value in spec.top.items():
        merged.setdefault(key, value)
    hooks = merged.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInput("the settings file's 'hooks' is not an object; fix it by hand first")
    for event, options in spec.events.items():
        handler: dict[str, Any] = {"command": command} if spec.flat else {"type": "command", "command": command}
        handler.update(spec.handler)
        if "timeout" in options:
            handler["timeout"] = options["timeout"]
        entries = hooks.setdefault(event, [])
        if not isinstance(entries, list):
            raise InvalidInput(f"the settings file's hooks.{event} is not a list; fix it by hand first")
        if spec.flat:
            entries.append(handler)
        else:
            group: dict[str, Any] = {}
            if "matcher" in options:
                group["matcher"] = options["matcher"]
            group["hooks"] = [handler]
            entries.append(group)
    return merged


def unmerge_hooks(settings: dict[str, Any], agent: str) -> tuple[dict[str, Any], int]:
    """``settings`` without our entries for ``agent`` (and without groups or events left empty); and how many
    entries were removed."""
    spec = _spec(agent)
    result = json.loads(json.dumps(settings))  # a deep copy of plain JSON data
    hooks = result.get("hooks")
    if not isinstance(hooks, dict):
        return result, 0
    removed = 0
    for event in list(hooks):
        entries = hooks[event]
        if not isinstance(entries, list):
            continue
        kept: list[Any] = []
        for entry in entries:
            if spec.flat or is_ours(entry):
                if is_ours(entry):
                    removed += 1
                    continue
                kept.append(entry)
                continue
            inner = entry.get("hooks") if isinstance(entry, dict) else None
            if isinstance(inner, list):
                others = [handler for handler in inner if not is_ours(handler)]
                removed += len(inner) - len(others)
                if not others and inner:
                    continue
                entry = {**entry, "hooks": others}
            kept.append(entry)
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if not hooks:
        del result["hooks"]
    return result, removed


def _load(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if text.strip() else {}
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"{path}: cannot read it as JSON ({exc}); fix it by hand, nothing was changed") from None
    if not isinstance(data, dict):
        raise InvalidInput(f"{path}: not a JSON object; nothing was changed")
    return data


def _save(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if path.exists():  # the agent's file keeps its own permissions (a private one must not become readable)
        os.chmod(temporary, path.stat().st_mode & 0o7777)
    os.replace(temporary, path)


def install(agent: str, path: Path, command: str | None = None) -> Path:
    """Merge our hooks for ``agent`` into the settings file at ``path`` (created if missing). Returns ``path``.

    Raises:
        InvalidInput: the file exists but is not a JSON object (it is left untouched).
    """
    _save(path, merge_hooks(_load(path), agent, command or hook_command(agent)))
    return path


def uninstall(agent: str, path: Path) -> int:
    """Remove our hooks for ``agent`` from the settings file at ``path``. Returns how many entries were removed."""
    if not path.exists():
        return 0
    settings, removed = unmerge_hooks(_load(path), agent)
    if not removed:
        return removed
    spec = _spec(agent)
    if all(key in spec.top and value == spec.top[key] for key, value in settings.items()):
        # Nothing of anyone else's is left: no empty settings file (or agent directory) stays behind.
        path.unlink()
        if path.parent.name == Path(spec.project_file).parts[0]:  # the agent's own directory (.claude, ...)
            with contextlib.suppress(OSError):
                path.parent.rmdir()  # only if empty
    else:
        _save(path, settings)
    return removed


def installed(agent: str, path: Path) -> list[str]:
    """The commands of our hooks for ``agent`` in the settings file at ``path`` (one per event)."""
    try:
        settings = _load(path)
    except InvalidInput:
        return []
    hooks = settings.get("hooks")
    commands: list[str] = []
    if not isinstance(hooks, dict):
        return commands
    for entries in hooks.values():
        for entry in entries if isinstance(entries, list) else []:
            handlers = [entry] if is_ours(entry) else (entry.get("hooks") or []) if isinstance(entry, dict) else []
            commands.extend(h["command"] for h in handlers if is_ours(h))
    return commands
