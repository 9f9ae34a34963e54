"""Per-tool policies for agent hooks, and the policy files they come from.

A policy says, per tool (and for shell commands, per command), what a hook does with a remembered failure:

- ``enforce``: WARN, then BLOCK at the block threshold (the default);
- ``shadow``: the same, but a would-be BLOCK is only logged and counted, and answered as a WARN;
- ``warn``: never BLOCK (lenient: reads, searches);
- ``off``: the call is neither checked nor recorded (polling: ``sleep``, ``watch``, status checks).

Files, later ones overriding earlier ones: the built-in defaults, ``$ONCEBITTEN_HOME/policy.toml`` (default
``~/.oncebitten/policy.toml``), then ``.oncebitten.toml`` at the project root::

    mode = "enforce"            # or "shadow", "warn", "off"
    warn_threshold = 1
    block_threshold = 3
    transient = "warn"          # or "block": what a transient failure (network, timeout, ...) gets at the threshold
    evidence = "changes"        # or "any", "workspace": what lets a blocked call through (see below)

    [tools.Read]                # an exact tool name, or a glob such as "mcp__github__*"
    mode = "warn"

    [tools."mcp__*"]
    block_threshold = 5

    [commands]                  # shell commands, by their first words
    exempt = ["make watch"]     # added to the built-in polling commands (mode "off")
    lenient = ["pytest --lf"]   # added to the built-in lenient commands (mode "warn")
    strict = ["curl"]           # removed from both built-in lists
    checks = ["make verify"]    # added to the built-in checks (their success is not a change)

A blocked call is let through once when something may have changed that the environment hash cannot see (a
service started, a credential exported, a tool installed elsewhere): with ``evidence = "changes"``, a call that
succeeded in the workspace since the failure, other than a read, a status or polling command, or a check
(tests, linters, type checkers, version queries); with ``"any"``, checks count too; with ``"workspace"``, only
a change of the workspace itself does (the environment hash), as before.

``ONCEBITTEN_SHADOW=1`` turns every ``enforce`` into ``shadow``. A file that cannot be parsed is reported in
the hook log and ignored. Parsed files are cached (as JSON, keyed by path, size and mtime), so a hook does
not pay for the TOML parser on every call.

A repository is not trusted (it may have just been cloned): its ``.oncebitten.toml`` is read only if it is a
regular file in the project root (not a symbolic link, FIFO or device) of at most :data:`MAX_POLICY_BYTES`,
and it may make the memory stricter, never weaker: a ``mode`` less strict than the user's (``off`` < ``warn``,
``shadow`` < ``enforce``), a higher threshold, and ``commands.exempt`` / ``commands.lenient`` are ignored (the
hook log says so), unless the user's own file says ``trust_project_policy = true``.
"""

from __future__ import annotations

import os

from .._cstdlib import dumps, loads, sha256
from .files import read_regular

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "DEFAULT_CHECK_COMMANDS", "DEFAULT_EXEMPT_COMMANDS", "DEFAULT_LENIENT_COMMANDS", "EVIDENCE", "MODES", "Policy",
    "TRANSIENT", "ToolPolicy", "load_policy", "policy_problems",
]  # fmt: skip

MODES = ("enforce", "shadow", "warn", "off")
#: How strict each mode is: a repository's file may only raise it.
STRICTNESS = {"off": 0, "warn": 1, "shadow": 1, "enforce": 2}
#: A project's ``.oncebitten.toml`` larger than this is ignored.
MAX_POLICY_BYTES = 64 * 1024
#: ``transient``: a transient failure at the block threshold is warned with a backoff, or blocked (as before).
TRANSIENT = ("warn", "block")
#: ``evidence``: which successes since a failure let the blocked call through once (see the module docstring).
EVIDENCE = ("changes", "any", "workspace")

#: Polling and status commands: they fail until something else happens, by design. Never checked nor recorded.
DEFAULT_EXEMPT_COMMANDS = (
    "sleep", "watch", "wait", "true", "false", "git status", "git fetch", "gh run watch", "gh run view",
    "gh pr checks", "gh pr status", "kubectl get", "kubectl rollout status", "kubectl wait", "docker ps",
    "systemctl status", "pgrep", "ps", "jobs", "tail -f",
)  # fmt: skip
#: Reads and searches: a non-zero exit is often an answer ("no match"), not a failure. Warned, never blocked.
DEFAULT_LENIENT_COMMANDS = (
    "grep", "egrep", "fgrep", "rg", "ag", "find", "fd", "ls", "cat", "head", "tail", "wc", "test", "[", "diff",
    "cmp", "which", "command -v", "type", "stat", "file", "git diff", "git log", "git show", "git grep",
    "git ls-files", "curl", "wget", "ping", "nc",
)  # fmt: skip
#: Checks: commands that test, lint, type-check or report a version. They run often between attempts and change
#: nothing outside the workspace, so their success is not a sign that a failure was fixed elsewhere.
DEFAULT_CHECK_COMMANDS = (
    "pytest", "python -m pytest", "python3 -m pytest", "py.test", "tox", "nox", "unittest", "python -m unittest",
    "mypy", "python -m mypy", "pyright", "ruff", "flake8", "pylint", "black --check", "isort --check",
    "npm test", "npm t", "npm run test", "npm run lint", "npm run typecheck", "npm run check", "npm run format:check",
    "yarn test", "yarn lint", "pnpm test", "pnpm lint", "bun test", "npx eslint", "npx tsc", "npx jest",
    "npx vitest", "npx prettier --check", "eslint", "tsc", "jest", "vitest", "prettier --check",
    "cargo test", "cargo check", "cargo clippy", "cargo fmt --check", "go test", "go vet", "gofmt -l",
    "golangci-lint", "make test", "make check", "make lint", "rspec", "bundle exec rspec", "rubocop",
    "shellcheck", "echo", "printf", "pwd", "env", "printenv", "whoami", "id", "date", "uname", "hostname",
    "node --version", "node -v", "npm --version", "npm -v", "python --version", "python3 --version",
    "python -V", "python3 -V", "go version", "cargo --version", "rustc --version", "java -version",
    "git --version", "docker --version", "pip --version", "pip list", "pip show", "pip freeze", "npm ls",
    "npm list", "npm view", "npm outdated", "git branch", "git remote", "git rev-parse", "git config --get",
)  # fmt: skip
#: Tools that only read: warned, never blocked (Claude Code, Codex, Gemini CLI, Cursor names).
DEFAULT_LENIENT_TOOLS = (
    "Read", "Glob", "Grep", "LS", "WebFetch", "WebSearch", "NotebookRead", "read_file", "read_many_files",
    "list_directory", "glob", "search_file_content", "grep", "web_fetch", "google_web_search",
)  # fmt: skip
#: Tools whose calls never fail in a way worth remembering.
DEFAULT_EXEMPT_TOOLS = ("TodoWrite", "Task", "ExitPlanMode", "AskUserQuestion", "write_todos", "save_memory")

#: The tools whose parameter ``command`` is a shell command line.
SHELL_TOOLS = frozenset({"Bash", "Shell", "shell", "run_shell_command", "local_shell", "exec_command"})


class ToolPolicy:
    """What to do with one call: ``mode`` and the thresholds; ``check``: the call is a check (its success is not
    evidence of a change, see :data:`DEFAULT_CHECK_COMMANDS`)."""

    __slots__ = ("block_threshold", "check", "mode", "warn_threshold")

    def __init__(self, mode: str, warn_threshold: int, block_threshold: int, *, check: bool = False) -> None:
        self.mode = mode
        self.warn_threshold = warn_threshold
        self.block_threshold = block_threshold
        self.check = check

    def __repr__(self) -> str:
        return (
            f"ToolPolicy({self.mode!r}, warn_threshold={self.warn_threshold}, block_threshold={self.block_threshold})"
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ToolPolicy) and (self.mode, self.warn_threshold, self.block_threshold) == (
            other.mode,
            other.warn_threshold,
            other.block_threshold,
        )

    __hash__ = None  # type: ignore[assignment]


class Policy:
    """The merged policy: defaults, then the user's file, then the project's.

    Args:
        settings: the merged settings (as read from the files; see the module docstring).
        shadow: force ``shadow`` for every ``enforce`` (``ONCEBITTEN_SHADOW=1``).
    """

    def __init__(self, settings: dict[str, Any] | None = None, *, shadow: bool = False) -> None:
        settings = settings or {}
        self.mode = _mode(settings.get("mode", "enforce"))
        self.warn_threshold = _threshold(settings.get("warn_threshold", 1))
        self.block_threshold = max(self.warn_threshold, _threshold(settings.get("block_threshold", 3)))
        self.transient = _choice("transient", settings.get("transient", "warn"), TRANSIENT)
        self.evidence = _choice("evidence", settings.get("evidence", "changes"), EVIDENCE)
        self.shadow = shadow
        self.tools: dict[str, dict[str, Any]] = {}
        for name in DEFAULT_EXEMPT_TOOLS:
            self.tools[name] = {"mode": "off"}
        for name in DEFAULT_LENIENT_TOOLS:
            self.tools[name] = {"mode": "warn"}
        for name, table in (settings.get("tools") or {}).items():
            if isinstance(table, dict):
                self.tools[str(name)] = {**self.tools.get(str(name), {}), **table}
        commands = settings.get("commands") or {}
        strict = {_words(c) for c in commands.get("strict", ())}
        self.commands: list[tuple[tuple[str, ...], str]] = []
        for mode, defaults, key in (
            ("off", DEFAULT_EXEMPT_COMMANDS, "exempt"),
            ("warn", DEFAULT_LENIENT_COMMANDS, "lenient"),
        ):
            for command in (*defaults, *commands.get(key, ())):
                words = _words(command)
                if words and words not in strict:
                    self.commands.append((words, mode))
        # Longest prefix first: "git status" (off) wins over "git" (whatever it is).
        self.commands.sort(key=lambda item: -len(item[0]))
        self.checks = [
            words for words in (_words(c) for c in (*DEFAULT_CHECK_COMMANDS, *commands.get("checks", ()))) if words
        ]

    def for_call(self, tool_name: str, params: dict[str, Any]) -> ToolPolicy:
        """The policy for one call."""
        settings: dict[str, Any] = {}
        table = self.tools.get(tool_name)
        if table is None:
            globs = [(pattern, found) for pattern, found in self.tools.items() if any(c in pattern for c in "*?[")]
            if globs:  # fnmatch loads re: only when a policy file has a glob
                from fnmatch import fnmatchcase

                table = next((candidate for pattern, candidate in globs if fnmatchcase(tool_name, pattern)), None)
        if table is not None:
            settings = table
        mode = _mode(settings.get("mode", self.mode))
        command = params.get("command")
        check = False
        if tool_name in SHELL_TOOLS and mode != "off" and isinstance(command, str | list):
            words = _command_words(command)
            for prefix, command_mode in self.commands:
                if words[: len(prefix)] == prefix:
                    mode = command_mode if command_mode == "off" or mode == "enforce" or mode == "shadow" else mode
                    break
            # A line that writes a file (``echo ... >> ~/.bashrc``) changes something, whatever its first words.
            check = ">" not in str(command) and (
                any(words[: len(prefix)] == prefix for prefix in self.checks)
                or (len(words) == 2 and words[1] in ("--version", "-V", "version"))
            )
        if mode == "enforce" and self.shadow:
            mode = "shadow"
        warn = _threshold(settings.get("warn_threshold", self.warn_threshold))
        block = max(warn, _threshold(settings.get("block_threshold", self.block_threshold)))
        return ToolPolicy(mode, warn, block, check=check)


def _mode(value: object) -> str:
    text = str(value).lower()
    if text not in MODES:
        raise ValueError(f"policy mode must be one of {', '.join(MODES)}, not {value!r}")
    return text


def _choice(name: str, value: object, choices: tuple[str, ...]) -> str:
    text = str(value).lower()
    if text not in choices:
        raise ValueError(f"policy {name} must be one of {', '.join(choices)}, not {value!r}")
    return text


def _threshold(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"policy thresholds must be whole numbers >= 1, not {value!r}")
    return value


def _words(command: object) -> tuple[str, ...]:
    return tuple(str(command).split())


_WRAPPERS = frozenset({"sudo", "env", "nohup", "time", "command", "exec", "nice"})


def _command_words(command: str | list[Any]) -> tuple[str, ...]:
    """The first words of the first command of a command line, less ``VAR=value`` and wrappers like ``sudo``."""
    if isinstance(command, list):  # Codex passes argv lists; ["bash", "-lc", "<script>"] holds the line
        parts = [str(p) for p in command]
        if len(parts) >= 3 and parts[1] in ("-c", "-lc", "-ic") and os.path.basename(parts[0]) in ("bash", "sh", "zsh"):
            command = parts[2]
        else:
            return tuple(parts[:4])
    line = command[:4096].strip()  # the first words are all that is read: a 20 MB command costs no more
    for separator in ("&&", "||", ";", "|", "\n"):
        cut = line.find(separator)
        if cut >= 0:
            line = line[:cut]
    words = line.split()
    while words and ("=" in words[0] and not words[0].startswith("=") or words[0] in _WRAPPERS):
        words.pop(0)
    return tuple(words[:4])


# -- files ------------------------------------------------------------------------------------------


def user_policy_path() -> str:
    """``$ONCEBITTEN_HOME/policy.toml`` (default ``~/.oncebitten/policy.toml``)."""
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "policy.toml")


def load_policy(project_root: str | None, *, cache: str | None = None, errors: list[str] | None = None) -> Policy:
    """The policy in force for a project: defaults, the user's file, the project's ``.oncebitten.toml``.

    Args:
        project_root: the workspace root (``None``: no project file).
        cache: a directory to cache parsed files in (``None``: no cache).
        errors: receives one line per file that could not be used (it is then ignored).
    """
    merged: dict[str, Any] = {}
    paths = [user_policy_path()]
    if project_root:
        paths.append(os.path.join(project_root, ".oncebitten.toml"))
    trusted = False
    for path in paths:
        project = path != paths[0]
        try:
            settings = _read_settings(path, cache, untrusted=project)
        except (OSError, ValueError) as exc:  # tomllib.TOMLDecodeError is a ValueError
            if errors is not None:
                errors.append(f"policy file {path} ignored: {exc}")
            continue
        if settings and not project:
            trusted = settings.get("trust_project_policy") is True
        elif settings and project:
            settings = dict(settings)
            settings.pop("trust_project_policy", None)
            if not trusted:
                try:
                    settings, weaker = _only_stricter(settings, Policy(merged))
                except (ValueError, TypeError, AttributeError) as exc:
                    if errors is not None:
                        errors.append(f"policy file {path} ignored: {exc}")
                    continue
                if weaker and errors is not None:
                    errors.append(
                        f"policy file {path}: ignored {', '.join(weaker)} (a repository may make the memory "
                        "stricter, not weaker; trust_project_policy = true in your own policy.toml allows it)"
                    )
        if settings:
            tools = {**merged.get("tools", {}), **settings.get("tools", {})}
            commands = dict(merged.get("commands", {}))
            for key, values in (settings.get("commands") or {}).items():
                commands[key] = [*commands.get(key, []), *values]
            merged.update(settings)
            merged["tools"], merged["commands"] = tools, commands
    shadow = os.environ.get("ONCEBITTEN_SHADOW", "").lower() in ("1", "true", "yes", "on")
    try:
        return Policy(merged, shadow=shadow)
    except (ValueError, TypeError, AttributeError) as exc:
        if errors is not None:
            errors.append(f"policy ignored: {exc}")
        return Policy({}, shadow=shadow)


def _read_settings(path: str, cache: str | None, *, untrusted: bool = False) -> dict[str, Any] | None:
    """The settings in the policy file at ``path`` (``None`` if there is none), through the cache.

    ``untrusted`` (a repository's file): read only if it is a regular file, not a link, of at most
    :data:`MAX_POLICY_BYTES`; anything else raises :class:`ValueError`.
    """
    try:
        st = os.lstat(path) if untrusted else os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise ValueError(f"cannot be read ({exc})") from None
    if untrusted and (st.st_mode & 0o170000) != 0o100000:
        raise ValueError("not a regular file (a link, FIFO or device in a repository is never read)")
    if untrusted and st.st_size > MAX_POLICY_BYTES:
        raise ValueError(f"larger than {MAX_POLICY_BYTES} bytes")
    key = f"{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}"
    cached_path = None
    if cache:
        cached_path = os.path.join(cache, f"policy-{sha256(path.encode()).hexdigest()[:24]}.json")
        try:
            with open(cached_path, encoding="utf-8") as handle:
                cached = loads(handle.read())
            if cached.get("key") == key:
                settings: dict[str, Any] = cached["settings"]
                return settings
        except (OSError, ValueError, KeyError, AttributeError):
            pass
    import tomllib  # only when a file changed: the parser costs more than the rest of a hook

    data = read_regular(path, MAX_POLICY_BYTES + 1, follow=not untrusted)
    if data is None:
        raise ValueError("not a regular file, or unreadable")
    if len(data) > MAX_POLICY_BYTES:
        raise ValueError(f"larger than {MAX_POLICY_BYTES} bytes")
    settings = tomllib.loads(data.decode("utf-8"))
    Policy(settings)  # validate before caching
    if cached_path is not None:
        from .._private import private_dir, write_private

        try:
            private_dir(cache or ".")
            write_private(cached_path, dumps({"key": key, "settings": settings}))
        except OSError:
            pass
    return settings


def _only_stricter(project: dict[str, Any], user: Policy) -> tuple[dict[str, Any], list[str]]:
    """What of a repository's settings makes the memory stricter than ``user`` (the policy before it), and
    what was left out (as ``key = value`` strings)."""
    kept: dict[str, Any] = {}
    weaker: list[str] = []
    for key, value in project.items():
        if key == "mode":
            if STRICTNESS[_mode(value)] >= STRICTNESS[user.mode]:
                kept[key] = value
            else:
                weaker.append(f"mode = {value!r}")
        elif key in ("warn_threshold", "block_threshold"):
            if _threshold(value) <= getattr(user, key):
                kept[key] = value
            else:
                weaker.append(f"{key} = {value!r}")
        elif key == "tools":
            tables: dict[str, Any] = {}
            for name, table in (value or {}).items():
                if not isinstance(table, dict):
                    raise ValueError(f"tools.{name} must be a table")
                baseline = user.for_call(str(name), {})
                entries: dict[str, Any] = {}
                for setting, given in table.items():
                    if setting == "mode":
                        stricter = STRICTNESS[_mode(given)] >= STRICTNESS[baseline.mode]
                    elif setting in ("warn_threshold", "block_threshold"):
                        stricter = _threshold(given) <= getattr(baseline, setting)
                    else:
                        stricter = True
                    if stricter:
                        entries[setting] = given
                    else:
                        weaker.append(f"tools.{name}.{setting} = {given!r}")
                if entries:
                    tables[str(name)] = entries
            kept["tools"] = tables
        elif key == "commands":
            commands = value or {}
            if not isinstance(commands, dict):
                raise ValueError("commands must be a table")
            kept["commands"] = {k: v for k, v in commands.items() if k == "strict"}
            weaker.extend(f"commands.{k}" for k in commands if k in ("exempt", "lenient"))
        else:
            kept[key] = value
    return kept, weaker


_TOP_KEYS = ("mode", "warn_threshold", "block_threshold", "tools", "commands", "trust_project_policy")
_TOOL_KEYS = ("mode", "warn_threshold", "block_threshold")
_COMMAND_KEYS = ("exempt", "lenient", "strict")


def policy_problems(path: str) -> list[str]:
    """What is wrong with a policy file, one line each (empty: it is fine, or it does not exist).

    Stricter than a hook, which ignores keys it does not know: ``oncebitten doctor`` reports a mistyped key
    (``blok_threshold``), a mode or threshold it cannot use, and a file TOML cannot parse.
    """
    import tomllib

    if not os.path.lexists(path):
        return []
    data = read_regular(path, MAX_POLICY_BYTES + 1)  # never a FIFO or a device, even for doctor
    if data is None:
        return [f"{path}: not a regular file, or unreadable"]
    if len(data) > MAX_POLICY_BYTES:
        return [f"{path}: larger than {MAX_POLICY_BYTES} bytes"]
    try:
        settings = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        return [f"{path}: {exc}"]
    problems = [
        f"{path}: unknown key {key!r} (one of {', '.join(_TOP_KEYS)})" for key in settings if key not in _TOP_KEYS
    ]
    tools = settings.get("tools", {})
    if not isinstance(tools, dict):
        problems.append(f"{path}: [tools] must be a table of tool names")
        tools = {}
    for name, table in tools.items():
        if not isinstance(table, dict):
            problems.append(f"{path}: [tools.{name}] must be a table")
            continue
        problems.extend(
            f"{path}: unknown key {key!r} in [tools.{name}] (one of {', '.join(_TOOL_KEYS)})"
            for key in table
            if key not in _TOOL_KEYS
        )
    commands = settings.get("commands", {})
    if not isinstance(commands, dict):
        problems.append(f"{path}: [commands] must be a table")
        commands = {}
    for key, values in commands.items():
        if key not in _COMMAND_KEYS:
            problems.append(f"{path}: unknown key {key!r} in [commands] (one of {', '.join(_COMMAND_KEYS)})")
        elif not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            problems.append(f"{path}: [commands] {key} must be a list of commands (strings)")
    try:
        policy = Policy(settings)
        for name in tools:
            policy.for_call(str(name), {})
    except (ValueError, TypeError, AttributeError) as exc:
        problems.append(f"{path}: {exc}")
    return problems
