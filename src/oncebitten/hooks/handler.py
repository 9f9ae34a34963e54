"""What every agent's hooks do, whatever the agent: check a call, record a failure, clear on success, give context.

An adapter (:mod:`.claude_code`, :mod:`.codex`, :mod:`.gemini`, :mod:`.cursor`) translates an agent's payloads
to these calls and the answers back to the agent's protocol. Everything here speaks plain strings and dicts.

- :meth:`HookHandler.check` before a call: ALLOW / WARN / BLOCK under the call's policy, in the workspace's
  environment (:mod:`.workspace`); a would-be WARN or BLOCK is confirmed against a fresh tree stamp first, so a
  call is never blocked after the workspace changed. Every BLOCK (enforced or shadow) is written to the store.
- :meth:`HookHandler.failed` after a failed call: recorded (redacted, classified, fingerprinted) in the exact
  environment it failed in, and noted against the workspace for :meth:`HookHandler.context`.
- :meth:`HookHandler.succeeded` after a successful call: its failure is cleared and earlier blocks of the same call
  in the same environment are counted as false blocks.
- :meth:`HookHandler.context` at session start / on a prompt: a few known failures of this project and the open
  escalations, under a character budget.

Every hook call runs under a time budget (:class:`Budget`, ``ONCEBITTEN_HOOK_BUDGET`` seconds, default 1): the
store is opened with lock and connection timeouts inside it, and a failure or success the store could not take
in time is spooled (:mod:`.spool`) and recorded by a later hook, never lost. The entry point
(:func:`oncebitten.hooks.run`) answers "proceed" when the budget runs out, whatever the handler is waiting on.
"""

from __future__ import annotations

import _thread  # threading's C core: a hook process does not pay for threading
import os
import time

from .._text import escape_control
from .policy import SHELL_TOOLS, Policy, ToolPolicy, load_policy
from .workspace import Workspace, cache_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from ..advisor.memory import Advisory, FailureMemory, FailureRecord
    from ..store import Store

__all__ = [
    "DEFAULT_BUDGET",
    "RETRY_PREFIX",
    "Budget",
    "HookHandler",
    "Verdict",
    "backoff_seconds",
    "call_params",
    "call_text",
    "headline",
]

#: Seconds a hook call may take, whatever the store does (``ONCEBITTEN_HOOK_BUDGET``).
DEFAULT_BUDGET = 1.0
#: Of the budget: what the store's lock and connection waits may use, and when the entry point stops waiting.
STORE_SHARE = 0.5
ANSWER_SHARE = 0.85
#: The most of an error message kept in a spooled entry (what the store keeps is bounded the same way).
SPOOLED_ERROR_CHARS = 65_536


class Budget:
    """The time one hook call has, and what it must not lose when that runs out.

    ``lock`` guards the store's commits (the backend's ``commit_guard``): once :meth:`abandon` has run, no
    commit happens, and ``commits`` counts those that did, so an abandoned call knows exactly whether the
    entry it was recording reached the store (then it is not spooled) or not (then it is).
    """

    def __init__(self, seconds: float | None = None) -> None:
        self.seconds = budget_seconds() if seconds is None else seconds
        self.started = time.monotonic()
        self.lock = _thread.allocate_lock()
        self.abandoned = False
        self.commits = 0
        self.pending: tuple[str, dict[str, Any], int] | None = None

    def left(self, share: float = 1.0) -> float:
        """Seconds left of ``share`` of the budget (never below 0)."""
        return max(0.0, self.started + self.seconds * share - time.monotonic())

    def deadline(self, share: float = 1.0) -> float:
        """The ``time.monotonic()`` at which ``share`` of the budget is spent."""
        return self.started + self.seconds * share

    def expect(self, url: str, entry: dict[str, Any]) -> None:
        """``entry`` is what to spool for the store at ``url`` if the next commit does not happen."""
        with self.lock:
            self.pending = (url, entry, self.commits)

    def settle(self) -> None:
        """The entry expected is recorded (or spooled): nothing left to keep."""
        with self.lock:
            self.pending = None

    def abandon(self) -> tuple[str, dict[str, Any]] | None:
        """Stop every later commit; the entry to spool, if the one expected was not committed.

        A commit under way (holding the lock) is given a moment; if it is still under way after that, it is
        left to finish and nothing is spooled (a failure counted twice could block a call wrongly).
        """
        if not self.lock.acquire(True, 0.1):
            self.abandoned = True
            return None
        try:
            self.abandoned = True
            pending, self.pending = self.pending, None
            if pending is None or self.commits > pending[2]:
                return None
            return pending[0], pending[1]
        finally:
            self.lock.release()


def budget_seconds() -> float:
    """``ONCEBITTEN_HOOK_BUDGET`` in seconds (default :data:`DEFAULT_BUDGET`; 0.05 to 600)."""
    text = os.environ.get("ONCEBITTEN_HOOK_BUDGET", "")
    try:
        value = float(text) if text.strip() else DEFAULT_BUDGET
    except ValueError:
        return DEFAULT_BUDGET
    if value != value:  # NaN
        return DEFAULT_BUDGET
    return min(max(value, 0.05), 600.0)


#: The budget of the hook call this process is answering (set by :func:`oncebitten.hooks.run`).
current_budget: Budget | None = None

#: Keys that describe a call in words without deciding its outcome: left out of the signature.
FREE_TEXT_KEYS = frozenset(
    {"description", "explanation", "reason", "justification", "summary", "thought", "thoughts", "rationale"}
)
#: For known tools, the parameters that decide the outcome (everything else is left out of the signature).
OUTCOME_KEYS: dict[str, tuple[str, ...]] = {
    "Write": ("file_path", "content"),
    "write_file": ("file_path", "content"),
    "Edit": ("file_path", "old_string", "new_string", "replace_all"),
    "replace": ("file_path", "old_string", "new_string", "expected_replacements"),
    "MultiEdit": ("file_path", "edits"),
    "NotebookEdit": ("notebook_path", "cell_id", "new_source", "cell_type", "edit_mode"),
    "Read": ("file_path", "offset", "limit"),
    "read_file": ("file_path", "absolute_path", "offset", "limit"),
}
_SHELL_KEYS = ("command", "directory", "dir_path", "workdir", "cwd")
#: The way through a BLOCK for an agent that read it: the same command, so prefixed, runs once more (it is the
#: same call for the memory: a new failure counts, and blocks again).
RETRY_PREFIX = "ONCEBITTEN_RETRY=1 "
#: Failure kinds that end by themselves (besides the advisor's SOFT class): warned with a backoff, not blocked.
TRANSIENT_KINDS = frozenset({"network", "timeout", "rate_limit"})
#: A connection refused on this machine whose port the hook cannot look at (the message names none, or the look
#: gives no answer: see :mod:`.service`) is transient while the service may still be starting; once the same
#: call has kept failing that long in the same state, something has to start it.
LOCAL_DOWN_AFTER = 180

#: What to try instead, by the failure's kind (``oncebitten.engine.classify.ErrorKind``).
HINTS: dict[str, str] = {
    "import": "install the missing dependency or fix the import first",
    "dependency": "install or fix the dependency first",
    "syntax": "fix the code at the reported line first",
    "type": "fix the code the error points at first",
    "test": "fix the code or the test that fails first",
    "timeout": "find out why it hangs, or make the job smaller, before running it again",
    "network": "check that the service or host is reachable (or wait) before running it again",
    "permission": "ask the user for access; running it again will not help",
    "auth": "ask the user for credentials; running it again will not help",
    "rate_limit": "wait for the rate limit to reset",
    "disk": "free some disk space first",
}
_MISSING_PATH_HINT = "create the missing file or directory, or correct the path, first"
_LOCAL_DOWN_HINT = "start the local service it connects to (nothing is listening on that port here)"
_DEFAULT_HINT = "change something first (the code, the dependencies, the arguments), or try another approach"

#: Markers of the line that says what went wrong, most telling first (a line of an earlier tier wins).
_HEADLINE_TIERS: tuple[tuple[str, ...], ...] = (
    ("No module named", "Cannot find", "cannot find", "not found", "No such file", "ENOENT", "EACCES",
     "Permission denied", "permission denied", "refused", "timed out", "Unauthorized", "Forbidden"),
    ("Error:", "Exception:", "error:", "fatal:", "ERROR:", "Error ", "error "),
    ("FAILED", "FAIL", "failed", "Failed", "ERROR", "Traceback"),
)  # fmt: skip


class Verdict:
    """A hook's decision before a call: ``result`` (``ALLOW`` / ``WARN`` / ``BLOCK``) and the text for the agent.

    ``shadow`` is set when a BLOCK was turned into a WARN by shadow mode.
    """

    __slots__ = ("count", "result", "shadow", "text")

    def __init__(self, result: str, text: str = "", *, count: int = 0, shadow: bool = False) -> None:
        self.result = result
        self.text = text
        self.count = count
        self.shadow = shadow

    def __repr__(self) -> str:
        return f"Verdict({self.result!r}, count={self.count}, shadow={self.shadow})"


ALLOW = Verdict("ALLOW")


def call_params(tool_name: str, tool_input: object) -> dict[str, Any]:
    """The parameters a call is remembered by: what decides its outcome, not the words around it.

    Shell tools: the command (and its directory); file tools: the path and the content or edit; MCP tools:
    the whole input; other tools: the input less free-text keys such as ``description``.
    """
    if not isinstance(tool_input, dict):
        return {"input": tool_input}
    if tool_name in SHELL_TOOLS:
        params = {key: tool_input[key] for key in _SHELL_KEYS if tool_input.get(key) is not None}
        command = params.get("command")
        if isinstance(command, str) and command.startswith(RETRY_PREFIX):
            params["command"] = command[len(RETRY_PREFIX) :].lstrip()  # the same call, asked for once more
        return params
    keys = OUTCOME_KEYS.get(tool_name)
    if keys is not None:
        return {key: tool_input[key] for key in keys if key in tool_input}
    if tool_name.startswith("mcp__") or tool_name.startswith("mcp_"):
        return dict(tool_input)
    return {key: value for key, value in tool_input.items() if key not in FREE_TEXT_KEYS}


def call_text(tool_name: str, params: dict[str, Any], root: str) -> str:
    """A short, one-line name for a call, as shown to people and agents (not redacted here)."""
    command = params.get("command")
    if command is not None:
        text = command[:512] if isinstance(command, str) else " ".join(str(part)[:512] for part in command[:64])
    else:
        path = params.get("file_path") or params.get("absolute_path") or params.get("notebook_path")
        if isinstance(path, str):
            if root and path.startswith(root.rstrip(os.sep) + os.sep):
                path = path[len(root.rstrip(os.sep)) + 1 :]
            text = f"{tool_name} {path}"
        else:
            text = tool_name
    text = " ".join(text.split())
    return text if len(text) <= 120 else text[:117] + "..."


def shown(text: str) -> str:
    """``text`` as it may be echoed to an agent or a person: secrets redacted (the redactor is loaded only for a
    text that may hold one)."""
    from ..engine.redact.gate import may_hold_secret

    if not may_hold_secret(text):
        return text
    from ..engine.redact.redactor import redact

    return redact(text)


def headline(message: str | None, width: int = 200) -> str:
    """The most telling line of an error message (``Exit code N`` and banners skipped), cut to ``width``, with
    what a terminal would act on written out (an agent's interface may print it as it is)."""
    lines = [line.strip() for line in (message or "").splitlines()]
    lines = [line for line in lines if line and not line.startswith("Exit code ")]
    chosen = None
    for markers in _HEADLINE_TIERS:
        chosen = next((line for line in lines if any(marker in line for marker in markers)), None)
        if chosen is not None:
            break
    if chosen is None:
        chosen = lines[-1] if lines else (message or "").strip()
    if chosen.startswith("E ") and chosen[1:].lstrip() != chosen[1:]:  # pytest's "E   ModuleNotFoundError: ..."
        chosen = chosen[1:].lstrip()
    chosen = " ".join(escape_control(chosen).split())
    return chosen if len(chosen) <= width else chosen[: width - 3] + "..."


def ago(updated_at: str | None, now: object = None) -> str:
    """``just now``, ``5 minutes ago``, ``2 hours ago``, ``3 days ago``."""
    from .._time import parse_iso, utc_now

    if not updated_at:
        return "at an unknown time"
    try:
        seconds = int(((now or utc_now()) - parse_iso(updated_at)).total_seconds())  # type: ignore[operator]
    except (TypeError, ValueError):
        return "at an unknown time"
    for unit, size in (("day", 86_400), ("hour", 3_600), ("minute", 60)):
        if seconds >= size:
            count = seconds // size
            return f"{count} {unit}{'s' if count != 1 else ''} ago"
    return "just now"


def hint(kind: str | None, message: str | None) -> str:
    """What to try instead of the same call, for a failure of this kind and message."""
    text = message or ""
    if "No such file or directory" in text or "ENOENT" in text:
        return _MISSING_PATH_HINT
    if local_down(text):
        return _LOCAL_DOWN_HINT
    return HINTS.get(kind or "", _DEFAULT_HINT)


def hook_store(busy_timeout: float | None = None) -> Store:
    """The store a hook uses: the default one, reached through this machine's relay on PostgreSQL (see
    :mod:`oncebitten.store.relay`; ``ONCEBITTEN_RELAY=0`` connects directly), its lock and connection waits
    ``busy_timeout`` at most."""
    from ..store import open_store, resolve_target

    target = resolve_target()
    if target.kind == "sqlite" and not os.path.exists(target.location):
        from ..store.target import target_source

        refused = store_not_to_create(target.location, target_source())
        if refused is not None:
            target = target.must_exist(refused)  # open_store raises StoreMissing; the hook logs it and proceeds
    if target.kind == "postgresql":
        from ..store.relay import RelayBackend, relay_enabled

        if relay_enabled():
            from ..store.store import Store

            relay_timeout = float(os.environ.get("ONCEBITTEN_RELAY_TIMEOUT") or 2)
            if busy_timeout is not None:
                relay_timeout = min(relay_timeout, busy_timeout)
            return Store(RelayBackend(target.location, entry="oncebitten.hooks.relay", timeout=relay_timeout))
    return open_store(target, busy_timeout=busy_timeout)


def store_not_to_create(path: str, source: str) -> str | None:
    """Why a hook must not create the SQLite store at ``path``, which does not exist (``None``: it may).

    A store named by ``source`` (``ONCEBITTEN_DB``, ``ONCEBITTEN_URL``, a ``--db`` argument) in a directory that
    does not exist is most likely a mistyped path: made there, it would be a new, empty memory and the gate would
    be off without a word. The default store (``~/.oncebitten/memory.db``), a store in an existing directory and
    one in a new ``.oncebitten`` directory of an existing one (a project's own store) are made on first use.
    """
    directory = os.path.dirname(path)
    if source == "default" or os.path.isdir(directory):
        return None
    if os.path.basename(directory) == ".oncebitten" and os.path.isdir(os.path.dirname(directory)):
        return None  # oncebitten's own directory, as the default store's: ours to make
    named = "--db" if source == "argument" else source
    return (
        f"no memory at {path} ({named}) and no directory {directory} to make one in: a hook does not create it "
        "(a mistyped path?), so no failure is remembered or checked until the path is fixed or the directory made"
    )


def backoff_seconds(count: int) -> int:
    """How long to wait before retrying a transient failure seen ``count`` times: 15 s doubling, at most 15 min."""
    return int(min(15 * 2 ** max(0, min(count, 20) - 1), 900))


def _asked_retry(tool_name: str, tool_input: object) -> bool:
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    return tool_name in SHELL_TOOLS and isinstance(command, str) and command.startswith(RETRY_PREFIX)


def _times(count: int) -> str:
    return "once" if count == 1 else "twice" if count == 2 else f"{count} times"


def _transient(record: FailureRecord, listening: bool | None = None) -> bool:
    """A failure that may end by itself: the advisor's SOFT class, or a network, timeout or rate-limit kind.

    Except a local service known to be down: ``listening`` is ``False`` (the hook just looked, and its port
    still refuses connections, so the same call fails the same way now), or, when that is not known, its calls
    kept being refused for :data:`LOCAL_DOWN_AFTER` seconds (first to last failure: a service still starting
    comes up sooner) and the last refusal is more recent than the backoff (after that, it may have been
    started where this cannot see).
    """
    if record.error_type.value != "SOFT" and (record.kind or "") not in TRANSIENT_KINDS:
        return False
    if not local_down(record.error_message):
        return True
    if listening is not None:
        return listening
    span = _seconds_since(record.created_at) - _seconds_since(record.updated_at)
    return span < LOCAL_DOWN_AFTER or _seconds_since(record.updated_at) >= backoff_seconds(record.retry_count)


def local_down(message: str | None) -> bool:
    """Whether ``message`` says a connection to a service on this machine was refused (nothing listens there)."""
    lowered = (message or "").lower()
    if "refused" not in lowered:
        return False
    from .service import LOCAL_HOSTS  # only for a refusal: most hooks never load the module

    return any(host in lowered for host in LOCAL_HOSTS)


def _later(first: str, second: str | None) -> bool:
    """Whether the stored timestamp ``first`` is after ``second`` (read as dates: the texts may differ in form)."""
    if not second:
        return True
    from .._time import parse_iso

    try:
        return parse_iso(first) > parse_iso(second)
    except ValueError:
        return first > second


def _seconds_since(updated_at: str | None) -> int:
    from .._time import parse_iso, utc_now

    try:
        return int((utc_now() - parse_iso(updated_at or "")).total_seconds())
    except ValueError:
        return 0


class HookHandler:
    """One hook call's worth of oncebitten, for ``agent`` in the working directory ``cwd``.

    Args:
        agent: the adapter's name (stored with BLOCK decisions).
        cwd: the working directory the agent reported.
        log: receives one line per notable event (shadow blocks, ignored policy files).
        budget: the call's time budget (default: the one :func:`oncebitten.hooks.run` set, or a new one).
    """

    def __init__(
        self, agent: str, cwd: str, log: Callable[[str], None] | None = None, budget: Budget | None = None
    ) -> None:
        self.agent = agent
        self.workspace = Workspace(cwd or os.getcwd())
        self._log = log or (lambda line: None)
        self.budget = budget or current_budget or Budget()
        self._policy: Policy | None = None
        self._memory: FailureMemory | None = None
        self._url = ""

    @property
    def policy(self) -> Policy:
        """The policy in force in this workspace (loaded on first use)."""
        if self._policy is None:
            errors: list[str] = []
            self._policy = load_policy(self.workspace.root, cache=cache_dir(), errors=errors)
            for line in errors:
                self._log(line)
        return self._policy

    def memory(self, policy: ToolPolicy | None = None) -> FailureMemory:
        """The failure memory (the default store), with the thresholds of ``policy``."""
        from ..advisor.memory import FailureMemory

        if self._memory is None:
            self._memory = FailureMemory(store=self.store())
        if policy is not None:
            self._memory.warn_threshold = policy.warn_threshold
            self._memory.block_threshold = policy.block_threshold
        return self._memory

    def store(self) -> Store:
        """The default store, with lock and connection waits inside the budget and its commits guarded."""
        from ..store import resolve_target

        self._url = resolve_target().location
        store = hook_store(busy_timeout=max(0.05, self.budget.left(STORE_SHARE)))
        store.backend.commit_guard = self.budget  # type: ignore[attr-defined]
        return store

    def _spool(self, entry: dict[str, Any], exc: BaseException) -> None:
        """Keep an entry the store could not take in time, to be recorded by a later hook."""
        from .spool import spool_failure

        self.budget.settle()
        what = f"{type(exc).__name__}: {exc}"
        try:
            path = spool_failure(self._url or _default_url(), entry)
        except OSError as error:
            self._log(f"{what}; the spool cannot be written ({error}), the {entry.get('event', 'failure')} is lost")
            return
        self._log(f"{what}; kept in {path}, to be recorded later")

    def _deliver_spooled(self, memory: FailureMemory) -> int:
        """Record what earlier hooks kept, within what is left of the budget; returns how many entries."""
        from .spool import deliver, pending

        if type(memory.store.backend).__name__ == "RelayBackend" or not pending(self._url):
            return 0  # the relay delivers on its own (oncebitten.hooks.relay)
        from ..errors import StoreError

        try:
            count = deliver(self._url, memory.store, until=self.budget.deadline(STORE_SHARE))
        except StoreError as exc:
            self._log(f"spool: could not deliver the entries kept earlier yet: {exc}")
            return 0
        if count:
            self._log(f"spool: recorded {count} entr{'y' if count == 1 else 'ies'} kept earlier")
        return count

    # -- before a call -------------------------------------------------------------------------------

    def check(self, tool_name: str, tool_input: object) -> Verdict:
        """ALLOW / WARN / BLOCK for a call about to run (BLOCK decisions are stored)."""
        params = call_params(tool_name, tool_input)
        policy = self.policy.for_call(tool_name, params)
        if policy.mode == "off":
            return ALLOW
        memory = self.memory(policy)
        env, advisory = self._advise(memory, tool_name, params)
        if advisory.result.value != "ALLOW" and self._deliver_spooled(memory):
            # What earlier hooks kept may be this call's success (or another failure): answer on all of it.
            env, advisory = self._advise(memory, tool_name, params)
        if advisory.result.value != "ALLOW" and not self.workspace.stamp_fresh and self.workspace.refresh():
            # The tree changed since the stamp was cached: this is a new environment, check again there.
            env, advisory = self._advise(memory, tool_name, params)
        result = advisory.result.value
        if result == "ALLOW":
            return ALLOW
        count = advisory.retry_count
        record = advisory.failure_record
        listening = self._service_listening(record)
        if listening:  # the service it could not reach accepts connections now: the cause is gone
            return ALLOW
        transient = self.policy.transient == "warn" and record is not None and _transient(record, listening)
        through = ""  # why a would-be BLOCK is let through
        if result == "BLOCK":
            if transient:
                through = "transient"
            elif _asked_retry(tool_name, tool_input):
                through = "asked"
            elif record is not None and self._changed_since(record.updated_at):
                through = "changed"
        blocked = result == "BLOCK" and not through
        shadow = blocked and policy.mode == "shadow"
        if blocked and policy.mode == "warn":
            blocked = False
        if blocked:
            from ..errors import StoreBusy, StoreUnavailable

            try:
                memory.record_block(advisory, tool_name, agent=self.agent, shadow=shadow)
            except (StoreBusy, StoreUnavailable) as exc:  # the decision stands; only its count is lost
                self._log(f"could not store a BLOCK decision: {type(exc).__name__}: {exc}")
        text = self._explain(
            advisory, tool_name, params, policy, blocked=blocked, shadow=shadow, transient=transient, through=through
        )
        if shadow:
            self._log(f"shadow BLOCK {self.agent} {tool_name} in {self.workspace.cwd}: {text}")
            return Verdict("WARN", text, count=count, shadow=True)
        return Verdict("BLOCK" if blocked else "WARN", text, count=count)

    def _advise(self, memory: FailureMemory, tool_name: str, params: dict[str, Any]) -> tuple[str, Advisory]:
        """The most severe advisory over the environments a record of this call here can be under (portable,
        host, legacy: see :mod:`.workspace`), read in one query, and that environment."""
        from ..advisor.environment import workspace_environments

        advisory = memory.check_advisory_across(tool_name, params, workspace_environments(self.workspace))
        assert advisory.env_snapshot_hash is not None  # a check names its environment
        return advisory.env_snapshot_hash, advisory

    def _service_listening(self, record: FailureRecord | None) -> bool | None:
        """For a call refused by a service on this machine: whether its port accepts connections now (looked at
        within what is left of the budget); ``None`` for any other call, or when that is not known."""
        if record is None or not local_down(record.error_message):
            return None
        from .service import LOOK_SECONDS, listening, local_endpoints

        endpoints = local_endpoints(record.error_message)
        if not endpoints:
            return None
        return listening(endpoints, timeout=min(LOOK_SECONDS, max(0.01, self.budget.left(STORE_SHARE))))

    def _changed_since(self, updated_at: str) -> bool:
        """Whether a call that may change something succeeded in this workspace after ``updated_at``."""
        if self.policy.evidence == "workspace":
            return False
        changed = self.memory().store.workspace_changed_at(self.workspace.root)
        if changed is None:
            return False
        changed_at, _ = changed
        return _later(changed_at, updated_at)

    def _explain(
        self,
        advisory: Advisory,
        tool_name: str,
        params: dict[str, Any],
        policy: ToolPolicy,
        *,
        blocked: bool,
        shadow: bool,
        transient: bool = False,
        through: str = "",
    ) -> str:
        record = advisory.failure_record
        message = record.error_message if record else None
        kind = record.kind if record else None
        what = shown(call_text(tool_name, params, self.workspace.root))
        when = ago(record.updated_at if record else None)
        count = advisory.retry_count
        about = f"kind: {kind}, " if kind and kind != "unknown" else ""
        facts = f"`{what}` failed {_times(count)} in this workspace ({about}last {when}): {headline(message)}."
        unchanged = " Nothing that could change the outcome has changed since (same commit, files and dependencies)"
        if transient:
            wait = backoff_seconds(count)
            left = wait - _seconds_since(record.updated_at if record else None)
            when_next = f"retry in about {left} s" if left > 0 else "the backoff has passed, a retry is reasonable"
            return (
                f"oncebitten: {facts} This looks transient (kind: {kind or 'unknown'}), so it is not blocked: back "
                f"off {wait} s after the last failure ({when_next}); meanwhile {hint(kind, message)}."
            )
        if through == "changed":
            return (
                f"oncebitten: {facts} Another call that may have changed something succeeded since, so this one is "
                "let through once; if it fails the same way again, it will be blocked until something changes."
            )
        if through == "asked":
            return (
                f"oncebitten: {facts} Run once more as asked ({RETRY_PREFIX.strip()}); if it fails the same way "
                "again, it will be blocked until something changes."
            )
        if blocked and not shadow:
            way = (
                f" Fixed it where this cannot see? Run it prefixed with `{RETRY_PREFIX.strip()}`."
                if (tool_name in SHELL_TOOLS)
                else ""
            )
            return (
                f"oncebitten blocked this call: {facts}{unchanged}, and no command that changes anything has "
                f"succeeded here since, so running it again as is will fail the same way. Instead: "
                f"{hint(kind, message)}; once the workspace changes or such a command succeeds, the call is allowed "
                f"again.{way}"
            )
        if shadow:
            return (
                f"oncebitten (shadow mode, not blocking): {facts}{unchanged}; this retry would have been blocked. "
                f"Suggested: {hint(kind, message)}."
            )
        if policy.mode == "warn" or count >= policy.block_threshold:
            # Never blocked here: a lenient tool or command, or a call carrying a credential (see the advisor).
            why = "this tool or command is lenient" if policy.mode == "warn" else "the call carries a credential"
            return f"oncebitten: {facts}{unchanged}, so the same result is likely (not blocked: {why})."
        left = policy.block_threshold - count
        return (
            f"oncebitten: {facts}{unchanged}, so the same result is likely. "
            f"{'One more identical failure' if left == 1 else f'{left} more identical failures'} and it will be "
            f"blocked here; consider: {hint(kind, message)}."
        )

    # -- after a call --------------------------------------------------------------------------------

    def failed(self, tool_name: str, tool_input: object, error: str) -> str | None:
        """Record a failed call; returns a note for the agent: what an identical retry will meet.

        The note comes with the failed call's result, so the model reads it before it decides on the next
        call: the one channel every agent delivers in time (a ``PreToolUse`` warning reaches Claude Code's
        model only with the result of the call it warned about, see ``docs/hooks.md``).
        """
        params = call_params(tool_name, tool_input)
        policy = self.policy.for_call(tool_name, params)
        if policy.mode == "off":
            return None
        from .._time import iso, utc_now
        from ..advisor.environment import resolve_environment
        from ..engine.classify import classify_kind
        from ..errors import StoreBusy, StoreUnavailable

        # A failure that may be this machine's own (a missing tool, an unreachable service) is kept under the
        # host's hash, so it never blocks another machine; the others under the portable one (docs/hooks.md).
        env = resolve_environment(workspace=self.workspace, kind=classify_kind(error).value, fresh=True)
        what = call_text(tool_name, params, self.workspace.root)
        now = iso(utc_now())
        signature, secret, kept = _bounded_key(tool_name, params)
        entry = self._failure_entry(tool_name, kept, error, env, what, now, signature)
        self.budget.expect(self._url or _default_url(), entry)  # from here on, kept if not recorded in time
        try:
            memory = self.memory(policy)
            record = memory.record_failure(tool_name, kept, error, env, signature=signature)
        except (StoreBusy, StoreUnavailable) as exc:
            self._spool(entry, exc)
            return None
        self.budget.settle()
        try:
            memory.store.workspace_call(
                self.workspace.root, record.tool_signature, tool_name, memory.identifier.redact(what), now, env
            )
        except (StoreBusy, StoreUnavailable) as exc:  # the failure itself is recorded: only the note is lost
            self._log(f"could not note the failed call for this workspace: {exc}")
        self._deliver_spooled(memory)
        if secret is None:
            from ..advisor.signature import call_key

            secret = call_key(tool_name, params)[1]
        return self._note(policy, secret, record.retry_count, record.kind, record.error_message)

    def _note(self, policy: ToolPolicy, secret: bool, count: int, kind: str | None, message: str | None) -> str:
        """What the next identical attempt meets, by the same rule as :meth:`check` (the advisor's thresholds)."""
        enforced = policy.mode == "enforce" and not secret  # the advisor never blocks a call carrying a credential
        if enforced and count >= policy.block_threshold and local_down(message):
            then = "the next identical attempt will be blocked while nothing listens on the port it connects to"
        elif enforced and count >= policy.block_threshold:
            then = "the next identical attempt will be blocked unless something changes in the workspace"
        elif enforced:
            left = policy.block_threshold - count
            more = "one more identical failure" if left == 1 else f"{left} more identical failures"
            then = f"an identical retry is likely to fail the same way; {more} here and it will be blocked"
        else:
            then = "an identical retry is likely to fail the same way"
        about = f"kind: {kind}, " if kind and kind != "unknown" else ""
        return (
            f"oncebitten: this call has now failed {_times(count)} in the same state of this workspace "
            f"({about}{headline(message, 160)}); {then}. Instead: {hint(kind, message)}."
        )

    def succeeded(self, tool_name: str, tool_input: object) -> None:
        """Clear the call's failure here and in the earlier states of this workspace it failed in (it was fixed),
        and count earlier blocks of it in this environment as false."""
        params = call_params(tool_name, tool_input)
        policy = self.policy.for_call(tool_name, params)
        if policy.mode == "off":
            return
        from .._time import iso, utc_now
        from ..advisor.environment import workspace_environments
        from ..advisor.signature import call_key
        from ..errors import StoreBusy, StoreUnavailable

        known, _, kept = _bounded_key(tool_name, params)
        signature = known or call_key(tool_name, params)[0]
        now = iso(utc_now())
        envs = list(workspace_environments(self.workspace))
        entry = {"event": "succeeded", "at": now, "agent": self.agent, "tool_name": tool_name,
                 "params": _redacted_params(kept), "envs": envs, "root": self.workspace.root}  # fmt: skip
        if known is not None:
            entry["signature"] = known
        self.budget.expect(self._url or _default_url(), entry)
        try:
            memory = self.memory()
            for env in envs:
                memory.clear_failure(tool_name, kept, env, signature=signature)
            self.budget.settle()
            for env in envs:
                memory.store.decision_mark_false(signature, env, now)
            memory.store.workspace_resolve(self.workspace.root, signature, now)
            evidence = self.policy.evidence
            if policy.mode in ("enforce", "shadow") and (
                evidence == "any" or (evidence == "changes" and not policy.check)
            ):
                memory.store.workspace_changed(self.workspace.root, signature, now)
        except (StoreBusy, StoreUnavailable) as exc:
            if self.budget.pending is not None:
                self._spool(entry, exc)
            else:
                self._log(f"could not resolve the call's earlier failures in this workspace: {exc}")

    def undecided(self, tool_name: str, tool_input: object, output: str, status_from: dict[str, str]) -> None:
        """Keep a call whose exit status is not known yet, to be recorded as a failure or a success once it is.

        ``status_from`` says where the status will be (``{"rollout": path, "call_id": id}``: Codex writes it to
        its rollout asynchronously). The entry is spooled at once, never recorded now: a failure may be a success
        and a success a failure. On delivery the status is read again (:func:`.spool.deliver`); one that is still
        not known a while later is dropped, as a call of unknown outcome changes nothing.
        """
        params = call_params(tool_name, tool_input)
        policy = self.policy.for_call(tool_name, params)
        if policy.mode == "off":
            return
        from .._time import iso, utc_now
        from ..advisor.environment import resolve_environment, workspace_environments
        from ..engine.classify import classify_kind
        from .response import failure_text
        from .spool import spool_failure

        # The environment a failure is kept under depends on its kind; the status only rarely changes the kind.
        provisional = failure_text(f"Exit code 1\n{output}") or output
        env = resolve_environment(workspace=self.workspace, kind=classify_kind(provisional).value, fresh=True)
        signature, _, kept = _bounded_key(tool_name, params)
        entry = self._failure_entry(
            tool_name, kept, output, env, call_text(tool_name, params, self.workspace.root), iso(utc_now()), signature
        )
        entry.update(event="undecided", envs=list(workspace_environments(self.workspace)), status_from=status_from)
        try:
            path = spool_failure(self._url or _default_url(), entry)
        except OSError as error:
            self._log(f"the spool cannot be written ({error}): a call of unknown exit status is not kept")
            return
        self._log(f"exit status not known yet; kept in {path}, decided when delivered")

    def _failure_entry(
        self,
        tool_name: str,
        params: Mapping[str, Any],
        error: str,
        env: str,
        what: str,
        now: str,
        signature: str | None = None,
    ) -> dict[str, Any]:
        """What :mod:`.spool` keeps of a failure, redacted before it touches the disk (recording redacts again,
        and redaction changes nothing twice). ``signature``: the call's, for parameters kept only in part."""
        from ..engine.redact.redactor import redact

        entry = {"at": now, "agent": self.agent, "tool_name": tool_name, "params": _redacted_params(params),
                 "error": redact(error[:SPOOLED_ERROR_CHARS]), "env": env, "root": self.workspace.root,
                 "call": redact(what)}  # fmt: skip
        if signature is not None:
            entry["signature"] = signature
        return entry

    # -- context -------------------------------------------------------------------------------------

    def context(
        self, *, limit: int = 5, budget: int = 1200, title: bool = True, unresolved_only: bool = False
    ) -> str | None:
        """Known failures of this project (newest first) and open escalations, in at most ``budget`` characters."""
        from datetime import timedelta

        from .._time import iso, utc_now

        memory = self.memory()
        since = iso(utc_now() - timedelta(days=7))
        lines: list[str] = []
        seen: set[str] = set()
        for signature, _tool, call, count, kind, updated_at, message, status in memory.store.workspace_failures(
            self.workspace.root, since, limit * 4
        ):
            if signature in seen:
                continue
            seen.add(signature)
            if unresolved_only and status == "RESOLVED":
                continue
            state = "passed since, after a change" if status == "RESOLVED" else "unresolved"
            about = f"{kind}, " if kind and kind != "unknown" else ""
            when = ago(updated_at)
            lines.append(
                f"- `{call}` failed {_times(int(count))} ({about}{state}, last {when}): {headline(message, 160)}"
            )
            if len(lines) >= limit:
                break
        escalations = memory.store.escalation_list(status="open", project_id=None, limit=3)
        if escalations and not unresolved_only:
            lines.append(f"- {len(escalations)} escalation(s) waiting for a human answer (`oncebitten escalations`):")
            lines.extend(f"  - {row.id}: {headline(str(row.plain_english_problem), 140)}" for row in escalations[:2])
        if not lines:
            return None
        header = "## Known failures in this project (oncebitten)\n" if title else ""
        text = header
        for line in lines:
            if len(text) + len(line) + 1 > budget:
                break
            text += line + "\n"
        return text.rstrip("\n") if text != header else None

    def reminder(self) -> str | None:
        """The unresolved failures of this project, shorter than :meth:`context`: for a prompt just submitted."""
        text = self.context(limit=3, budget=600, title=False, unresolved_only=True)
        return f"oncebitten: unresolved failures in this project:\n{text}" if text else None


def _bounded_key(tool_name: str, params: dict[str, Any]) -> tuple[str | None, bool | None, Mapping[str, Any]]:
    """For parameters over 64 KiB (a 20 MB command): their signature, whether it stands for calls with a
    credential, and the bounded, redacted part of them that may be stored and spooled (redacting the whole
    would take longer than a hook has: :func:`~oncebitten.advisor.signature.oversized_key`). For others:
    ``(None, None, params)``, the signature being computed as the store is written."""
    from ..advisor.signature import oversized, oversized_key

    if not oversized(params):
        return None, None, params
    return oversized_key(tool_name, params)


def _redacted_params(params: Mapping[str, Any]) -> Any:
    """The parameters as a spooled entry keeps them: redacted (the call's signature is of the redacted ones)."""
    from ..engine.redact.redactor import redact_value

    return redact_value(params)


def _default_url() -> str:
    """Where the default store is (the key its spooled entries are kept under)."""
    from ..store import resolve_target

    return resolve_target().location
