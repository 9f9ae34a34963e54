"""The MCP server: the memory of failures as tools for any MCP client (``oncebitten mcp``).

A front-end, like the CLI: it needs the optional extra (``pip install -e '.[mcp]'`` in a clone, the official
``mcp`` SDK, 2.x) and the core never imports it. :func:`build_server` returns an ``MCPServer`` whose tools
are thin faces over one shared store:

==========================  ===================================================================
``failure_record``          failure knowledge: record a failed attempt and the approach it took
``failure_query``           failure knowledge: similar failures, approaches to avoid, approaches to try
``failure_resolve``         failure knowledge: mark a failure resolved by an approach (and a root cause)
``failure_stats``           failure knowledge: counts, error-type breakdown, resolution rate
``advisor_check``           the advisor: before a tool call, ALLOW / WARN / BLOCK
``advisor_record``          the advisor: after a failed tool call, remember it
``advisor_clear``           the advisor: after a successful tool call, forget its failure
``escalations_list``        escalations: failures handed to a human
``escalation_resolve``      escalations: close an escalation with what was done
``learning_record``         iteration memory: remember a reusable insight, with tags
``learning_search``         iteration memory: the learnings relevant to a task
``task_context``            iteration memory: the markdown prompt for a task's next iteration, with its memory
``outcome_record``          improvement memory: an improvement hypothesis was accepted, rejected or held
``outcome_was_rejected``    improvement memory: was a similar hypothesis rejected (or recently accepted)?
==========================  ===================================================================

The failure-knowledge service design's own tool names (``god_failure_record``, ...) are registered too, as
compatibility aliases (``aliases=False`` leaves them out). Arguments and results are camelCase throughout, as
that design's are (``taskId``, ``similarFailures``). Every result is structured (an output schema,
``structured_content``): the models of :mod:`oncebitten.mcp_models`. A bad argument, an unknown id or a store
that cannot be written is an MCP tool error (``is_error``) with one clear line, never a crash of the server.
Tools are synchronous: the SDK runs each on a worker thread, and the store gives every thread its own connection.
Details and client configuration: ``docs/mcp.md``.
"""

from __future__ import annotations

import functools
import inspect
import ipaddress
import os
import socket
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal, ParamSpec, TypeVar, get_args

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from . import __version__
from .advisor.environment import MCP_NAMES, resolve_environment, resolve_environments
from .advisor.memory import FailureMemory
from .advisor.signature import call_key
from .errors import InvalidInput, OnceBittenError
from .escalation.escalations import Escalations
from .iteration.memory import IterationMemory
from .knowledge import ERROR_TYPES, FailureMemoryService
from .mcp_models import (
    VERDICTS,
    AdvisorClearResult,
    AdvisorRecordResult,
    CheckResult,
    EscalationResolveResult,
    EscalationsResult,
    FailureRecordResult,
    FailureResolveResult,
    FailureStatsResult,
    ImprovementResult,
    KnownFailureResult,
    LearningResult,
    LearningsResult,
    QueryResult,
    TaskContextResult,
    WasRejectedResult,
)
from .outcomes import ImprovementMemory, MemoryQueryResult
from .store import Store, open_store
from .store.target import mask_url

__all__ = [
    "COMPATIBILITY_ALIASES",
    "DEFAULT_HTTP_PORT",
    "SEED_ALIASES",
    "TOOLS",
    "BearerToken",
    "build_server",
    "http_app",
    "is_loopback",
    "serve",
]

INSTRUCTIONS = """\
oncebitten is a memory of failures. Before retrying something that failed, ask it what is known: \
failure_query (an error: similar failures, approaches to avoid, approaches to try first) or advisor_check \
(an exact tool call: ALLOW, WARN or BLOCK). After a failure, record it (failure_record with the approach \
you took, or advisor_record for a tool call); after a fix, failure_resolve with the approach that worked, \
or advisor_clear. Learnings (learning_record, learning_search) and task_context carry insights across \
iterations of a task; outcome_* remembers which improvement hypotheses were rejected."""

#: Every tool this server offers, in the order it lists them.
TOOLS = (
    "failure_record", "failure_query", "failure_resolve", "failure_stats",
    "advisor_check", "advisor_record", "advisor_clear",
    "escalations_list", "escalation_resolve",
    "learning_record", "learning_search", "task_context",
    "outcome_record", "outcome_was_rejected",
)  # fmt: skip

#: Compatibility names of the four failure-knowledge tools (the names their design gave them), registered too.
COMPATIBILITY_ALIASES = {f"god_{name}": name for name in TOOLS[:4]}
SEED_ALIASES = COMPATIBILITY_ALIASES  # the name this mapping had before

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
_WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False)
_IDEMPOTENT = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False)

P = ParamSpec("P")
R = TypeVar("R")


# -- arguments --------------------------------------------------------------------------------------------

ErrorTypeName = Literal["syntax", "type", "runtime", "test", "integration", "timeout", "unknown"]
assert set(get_args(ErrorTypeName)) == set(ERROR_TYPES)  # the design's error types, one source of truth
ToolName = Annotated[str, Field(min_length=1, description="the tool's name, e.g. bash")]
Params = Annotated[dict[str, Any], Field(description="the call's parameters, as given to the tool")]
Cwd = Annotated[
    str | None,
    Field(description="the call's working directory (default: the server's); part of the environment"),
]
Files = Annotated[
    list[str] | None,
    Field(description="files the call depends on; editing one makes a new environment, where the call is allowed"),
]
Env = Annotated[
    str | None,
    Field(description="an environment hash (envSnapshotHash of an earlier answer) instead of cwd and files"),
]


def _environment(env: str | None, cwd: str | None, files: Sequence[str] | None) -> str:
    """The environment of the tools' ``env``, ``cwd`` (default: the server's) and ``files``, by the one rule of
    :mod:`oncebitten.advisor.environment`."""
    return resolve_environment(env, cwd, files, names=MCP_NAMES)


def _tool_errors(fn: Callable[P, R]) -> Callable[P, R]:
    """Turn oncebitten's errors into MCP tool errors: one clear line for the model, never a password."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return fn(*args, **kwargs)
        except OnceBittenError as exc:
            message = " ".join(mask_url(str(exc)).split()) or type(exc).__name__
            raise ToolError(f"{exc.code}: {message}") from exc

    return wrapper


# -- the server -------------------------------------------------------------------------------------------


def build_server(db: str | os.PathLike[str] | Store | None = None, *, aliases: bool = True) -> MCPServer:
    """An MCP server whose tools read and write the store at ``db``.

    Args:
        db: a path, ``sqlite:///path``, ``postgresql://...``, an open :class:`~oncebitten.store.Store`, or
            ``None`` for the default store (``ONCEBITTEN_URL``, ``ONCEBITTEN_DB``, ``~/.oncebitten/memory.db``).
        aliases: also register the compatibility names (``god_failure_record``, ...).

    Raises:
        InvalidInput: an unsupported ``db``.
        StoreError: the store cannot be opened (it is opened here, so a bad store fails at start-up).
    """
    store = db if isinstance(db, Store) else open_store(db)
    advisor = FailureMemory(store=store)
    knowledge = FailureMemoryService(store=store)
    escalations = Escalations(store=store)
    iterations = IterationMemory(store=store)
    improvements = ImprovementMemory(store=store)
    server = MCPServer("oncebitten", instructions=INSTRUCTIONS, version=__version__, log_level="WARNING")

    def expose(annotations: ToolAnnotations, *names: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
        """Register a function as a tool (and under its compatibility ``names``), its errors made tool errors."""

        def register(fn: Callable[P, R]) -> Callable[P, R]:
            wrapped = _tool_errors(fn)
            about = inspect.cleandoc(fn.__doc__ or "")
            for name, description in (
                (fn.__name__, about),
                *((n, f"Compatibility name of {fn.__name__}. {about}") for n in (names if aliases else ())),
            ):
                server.add_tool(
                    wrapped, name=name, description=description, annotations=annotations, structured_output=True
                )
            return fn

        return register

    # -- failure knowledge --------------------------------------------------------------------------------

    @expose(_WRITES, "god_failure_record")
    def failure_record(
        taskId: Annotated[str, Field(min_length=1, description="the task the attempt belonged to")],
        error: Annotated[str, Field(min_length=1, description="the error the attempt ended with")],
        approach: Annotated[str, Field(description="what was tried; it is avoided next time")] = "",
        subtaskId: str = "",
        attemptNumber: Annotated[int, Field(ge=1, description="1 for the first attempt")] = 1,
        errorType: Annotated[ErrorTypeName | None, Field(description="default: derived from the error text")] = None,
        consoleErrors: list[str] | None = None,
        stackTrace: str | None = None,
        context: Annotated[str | None, Field(description="what the task was doing")] = None,
        subtaskType: Annotated[str | None, Field(description="e.g. database_write")] = None,
    ) -> KnownFailureResult:
        """Record a failed attempt with the error and the approach it took. Texts are redacted
        before they are stored; the error is classified and fingerprinted. Returns the failure, whose id
        failure_resolve takes."""
        failure = knowledge.record(
            taskId, subtaskId, attemptNumber, approach, error, errorType, consoleErrors, stackTrace, context,
            subtaskType,
        )  # fmt: skip
        return KnownFailureResult.model_validate(failure.to_dict())

    @expose(_READ_ONLY, "god_failure_query")
    def failure_query(
        error: Annotated[str, Field(min_length=1, description="the error, or a part of it")],
        context: Annotated[str | None, Field(description="what the task is doing (refines the ranking)")] = None,
        limit: Annotated[int, Field(ge=1, le=100, description="at most this many of each list")] = 10,
    ) -> QueryResult:
        """Before retrying: what is known about an error. Similar failures from the whole memory (best
        first), approaches that failed on them (avoid) and approaches that resolved them (try first)."""
        result = knowledge.query(error, context, limit=limit)
        return QueryResult.model_validate(result.to_dict())

    @expose(_IDEMPOTENT, "god_failure_resolve")
    def failure_resolve(
        failureId: Annotated[str, Field(min_length=1, description="the id failure_record returned (fm-...)")],
        approach: Annotated[str, Field(min_length=1, description="what fixed it")],
        rootCause: Annotated[
            str | None, Field(description="why it failed; records the causal links failure -> cause -> fix")
        ] = None,
    ) -> FailureResolveResult:
        """Mark a failure resolved by the approach that worked; it is recommended for similar
        errors from now on. Resolving a resolved failure changes nothing."""
        failure = knowledge.resolve(failureId, approach, rootCause)
        links = [link.to_dict() for link in knowledge.causal_links(failure.id)]
        return FailureResolveResult.model_validate(failure.to_dict() | {"causal_links": links})

    @expose(_READ_ONLY, "god_failure_stats")
    def failure_stats() -> FailureStatsResult:
        """Counts, error-type breakdown and resolution rate of the recorded failures, and how
        many tool failures and rejected hypotheses the rest of the memory holds."""
        return FailureStatsResult.model_validate(knowledge.stats().to_dict())

    # -- the tool-call advisor ----------------------------------------------------------------------------

    @expose(_READ_ONLY)
    def advisor_check(
        tool: ToolName, params: Params, cwd: Cwd = None, files: Files = None, env: Env = None
    ) -> CheckResult:
        """Before a tool call: ALLOW (nothing failed here), WARN (this exact call failed in this environment:
        here is the error) or BLOCK (it failed 3 times here: change something first). Reads only."""
        return CheckResult.of(advisor.check_advisory(tool, params, _environment(env, cwd, files)))

    @expose(_WRITES)
    def advisor_record(
        tool: ToolName,
        params: Params,
        error: Annotated[str, Field(min_length=1, description="the error the call produced")],
        cwd: Cwd = None,
        files: Files = None,
        env: Env = None,
    ) -> AdvisorRecordResult:
        """After a failed tool call: remember the failure in this environment (each failure of the same call
        counts one more; transient errors are forgotten after an hour, others after a week)."""
        env_hash = _environment(env, cwd, files)
        record = advisor.record_failure(tool, params, error, env_hash)
        verdict = VERDICTS[advisor.check_advisory(tool, params, env_hash).result.value]
        return AdvisorRecordResult(record=FailureRecordResult.of(record), next=verdict)

    @expose(_IDEMPOTENT)
    def advisor_clear(
        tool: ToolName,
        params: Params,
        cwd: Cwd = None,
        files: Files = None,
        env: Env = None,
        allEnvironments: Annotated[
            bool, Field(description="clear the call in every environment (not with cwd, files or env)")
        ] = False,
    ) -> AdvisorClearResult:
        """After a successful tool call: mark its remembered failure resolved, so it is allowed again."""
        env_hash = resolve_environments(env, cwd, files, all_environments=allEnvironments, names=MCP_NAMES)
        cleared = advisor.clear_failure(tool, params, env_hash, all_environments=allEnvironments)
        return AdvisorClearResult(cleared=cleared, tool_signature=call_key(tool, params)[0], env_snapshot_hash=env_hash)

    # -- escalations --------------------------------------------------------------------------------------

    @expose(_READ_ONLY)
    def escalations_list(
        status: Literal["open", "resolved", "all"] = "open",
        projectId: Annotated[str | None, Field(description="only this project's escalations")] = None,
        limit: Annotated[int, Field(ge=1, le=500)] = 50,
    ) -> EscalationsResult:
        """Failures handed to a human (a signature that kept failing past 3 retries, an error that can never
        be retried, a task stuck for 5 iterations), newest first, with the options offered."""
        found = escalations.list(None if status == "all" else status, project_id=projectId, limit=limit)
        return EscalationsResult(escalations=found)

    @expose(_WRITES)
    def escalation_resolve(
        escalationId: Annotated[str, Field(min_length=1, description="the escalation's id (esc-...)")],
        resolution: Annotated[str, Field(description="what was done about it")] = "",
    ) -> EscalationResolveResult:
        """Close an open escalation with what was done about it."""
        if not escalations.resolve(escalationId, resolution):
            raise InvalidInput(f"no open escalation with id {escalationId!r}")
        found = escalations.get(escalationId)
        assert found is not None  # just resolved
        return EscalationResolveResult(escalation=found)

    # -- iteration memory: learnings and task context -----------------------------------------------------

    @expose(_WRITES)
    def learning_record(
        category: Annotated[str, Field(min_length=1, description="e.g. pitfall, tool_usage, pattern")],
        content: Annotated[str, Field(min_length=1, description="the insight, reusable by another task")],
        tags: Annotated[
            list[str], Field(min_length=1, description="words the insight is relevant to; a task matches on them")
        ],
        taskId: Annotated[str | None, Field(description="the task it was learned on")] = None,
    ) -> LearningResult:
        """Remember a reusable insight. A near-duplicate of an active learning (same category) supersedes it.
        It is injected into the context of tasks whose title or description match its tags, and held back
        if the iterations that received it keep failing."""
        return LearningResult.of(iterations.record_learning(category, content, tags, task_id=taskId))

    @expose(_READ_ONLY)
    def learning_search(
        query: Annotated[str, Field(min_length=1, description="the task's title and description, or keywords")],
        taskId: Annotated[str | None, Field(description="also match the error categories of this task")] = None,
        limit: Annotated[int, Field(ge=1, le=100)] = 5,
        includeHeldBack: Annotated[bool, Field(description="also learnings held back because they harmed")] = False,
    ) -> LearningsResult:
        """The active learnings relevant to a task, best first: most tags matching the query, then newest."""
        found = iterations.get_relevant_learnings(query, task_id=taskId, limit=limit, include_held_back=includeHeldBack)
        return LearningsResult(learnings=[LearningResult.of(x) for x in found])

    @expose(_WRITES)
    def task_context(
        taskId: Annotated[str, Field(min_length=1)],
        title: Annotated[str, Field(description="the task's title (stored; later calls may omit it)")] = "",
        description: Annotated[str, Field(description="the task's description (stored)")] = "",
        budget: Annotated[int, Field(ge=500, le=200_000, description="characters for the memory sections")] = 5000,
        iterationLimit: Annotated[int, Field(ge=0, description="0: unlimited")] = 0,
        record: Annotated[
            bool, Field(description="record the learnings injected, to judge them by the next outcome")
        ] = True,
    ) -> TaskContextResult:
        """The markdown prompt for a task's next iteration: the task, previous attempts (what failed, the
        retry suggestion), relevant learnings and loop status, within a character budget."""
        found = iterations.task_context(
            taskId, title=title, description=description, budget=budget, iteration_limit=iterationLimit,
            record=record,
        )  # fmt: skip
        status = found.memory.loop_status
        return TaskContextResult(
            task_id=found.task_id,
            attempt_number=found.attempt_number,
            context=found.text,
            injected=found.injected,
            held_back=[LearningResult.of(x) for x in found.held_back],
            model=None if status is None else status.current_model,
            model_rationale=None if status is None else status.model_rationale,
            stuck=bool(status and status.stuck_flag),
        )

    # -- improvement memory: outcomes ---------------------------------------------------------------------

    @expose(_WRITES)
    def outcome_record(
        module: Annotated[str, Field(min_length=1, description="the module the hypothesis is about")],
        hypothesis: Annotated[str, Field(min_length=1)],
        outcome: Literal["accepted", "rejected", "held"],
        description: Annotated[str, Field(description="the improvement tried")] = "",
        rationale: str | None = None,
        rejectionReason: Annotated[str | None, Field(description="for a rejection: what failed")] = None,
    ) -> ImprovementResult:
        """Remember whether an improvement hypothesis was accepted, rejected or held, and why."""
        result = improvements.record(module, hypothesis, description, outcome, rationale, rejectionReason)
        stored = ImprovementResult.of(result.record)
        assert stored is not None  # record raises rather than returning no record
        return stored

    @expose(_READ_ONLY)
    def outcome_was_rejected(
        module: Annotated[str, Field(min_length=1)],
        hypothesis: Annotated[str, Field(min_length=1)],
        description: str | None = None,
        withinDays: Annotated[
            float | None, Field(gt=0, description="only rejections this recent; also the window for accepted")
        ] = None,
    ) -> WasRejectedResult:
        """Before trying an improvement: was a similar hypothesis (same module, similarity >= 0.8) rejected
        before, and why? Also says whether one was accepted recently (default: the last 7 days)."""
        rejected: MemoryQueryResult = improvements.was_rejected(module, hypothesis, description, within_days=withinDays)
        accepted = improvements.was_recently_accepted(module, hypothesis, description, within_days=withinDays)
        return WasRejectedResult(
            was_rejected=bool(rejected),
            similarity=rejected.similarity,
            rejection_reason=rejected.rejection_reason,
            rationale=rejected.rationale,
            record=ImprovementResult.of(rejected.record),
            was_recently_accepted=bool(accepted),
            accepted_record=ImprovementResult.of(accepted.record),
        )

    return server


# -- running it -------------------------------------------------------------------------------------------


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (``localhost``, 127.0.0.0/8, ``::1``)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


#: ``--http``'s default port (``oncebitten ui`` listens on another, so both can run at once).
DEFAULT_HTTP_PORT = 8765


def serve(
    db: str | os.PathLike[str] | None = None,
    *,
    http: bool = False,
    host: str = "127.0.0.1",
    port: int = DEFAULT_HTTP_PORT,
    allow_remote: bool = False,
    aliases: bool = True,
    token: str | None = None,
) -> None:
    """Serve on stdio (default) or streamable HTTP at ``http://host:port/mcp``, until stopped. Over HTTP, the
    address is bound before anything else, and where it listens is said on stderr (port 0: any free port).

    Over HTTP, DNS-rebinding protection is on for every loopback host (requests whose ``Host`` or ``Origin``
    names another site are refused), and with ``allow_remote`` every request must carry ``Authorization: Bearer
    <token>``: ``token``, else ``$ONCEBITTEN_MCP_TOKEN``, else one made now and printed on stderr.

    Raises:
        InvalidInput: a host that is not loopback without ``allow_remote``.
        OnceBittenError: the address cannot be listened on (e.g. the port is taken).
        StoreError: the store cannot be opened.
    """
    if http and not allow_remote and not is_loopback(host):
        raise InvalidInput(
            f"--host {host} is not a loopback address; anyone who can reach it could read and write the memory. "
            "Pass --allow-remote to serve it with a bearer token"
        )
    server = build_server(db, aliases=aliases)
    if not http:
        server.run()
        return
    import sys

    import uvicorn

    if allow_remote and not token:
        token = os.environ.get("ONCEBITTEN_MCP_TOKEN") or None
        if token is None:
            import secrets

            token = secrets.token_urlsafe(32)
            print(
                f"oncebitten mcp: clients must send 'Authorization: Bearer {token}' (a new token for this run; "
                "set ONCEBITTEN_MCP_TOKEN or --token-file to keep one)",
                file=sys.stderr,
                flush=True,
            )
    bare = host.strip("[]")  # [::1] as typed in a URL: ::1
    listener = _listen(bare, port)
    shown = f"[{bare}]" if ":" in bare else bare
    url = f"http://{shown}:{listener.getsockname()[1]}/mcp"
    display = open_store(db).display
    print(f"oncebitten mcp: serving {url} (store {display}; Ctrl-C to stop)", file=sys.stderr, flush=True)
    app = http_app(server, host=bare, token=token, any_host=allow_remote)
    config = uvicorn.Config(app, host=bare, port=listener.getsockname()[1], log_level="warning")
    uvicorn.Server(config).run(sockets=[listener])


def _listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port``, or one clear error (uvicorn's own would exit with its code 3)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family)
    except OSError as exc:
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise OnceBittenError(f"cannot listen on {host}:{port}: {reason}") from None


def http_app(server: MCPServer, *, host: str = "127.0.0.1", token: str | None = None, any_host: bool = False) -> Any:
    """The ASGI application serving ``server`` over streamable HTTP at ``/mcp``, bound to ``host``.

    DNS-rebinding protection is on whenever ``host`` is loopback, whatever its spelling (``127.0.0.2``,
    ``LOCALHOST``, ``[::1]``): only requests whose ``Host`` (and ``Origin``, if any) name this machine are
    served, unless ``any_host`` (served remotely, e.g. behind a reverse proxy under its own name: a token is
    then required). With ``token``, a request without ``Authorization: Bearer <token>`` is answered 401.

    Raises:
        InvalidInput: ``any_host`` without a token.
    """
    from mcp.server.transport_security import TransportSecuritySettings

    bare = host.strip().strip("[]")
    if any_host and not token:
        raise InvalidInput("serving under any host name needs a bearer token")
    if is_loopback(bare) and not any_host:
        spelled = f"[{bare}]" if ":" in bare else bare
        names = dict.fromkeys([spelled, spelled.lower(), "127.0.0.1", "localhost", "[::1]"])
        security = TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=[f"{name}:*" for name in names],
            allowed_origins=[f"{scheme}://{name}:*" for name in names for scheme in ("http", "https")],
        )
    else:  # reached from elsewhere, under any name a proxy gives it: the bearer token is what protects it
        security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
    app = server.streamable_http_app(streamable_http_path="/mcp", host=bare, transport_security=security)
    return app if token is None else BearerToken(app, token)


class BearerToken:
    """ASGI middleware: an HTTP request is served only with ``Authorization: Bearer <token>`` (compared in
    constant time), else answered 401."""

    def __init__(self, app: Any, token: str) -> None:
        self.app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope.get("type") == "http":
            import hmac

            given = b""
            for name, value in scope.get("headers") or ():
                if name.lower() == b"authorization":
                    given = value
            if not hmac.compare_digest(given, self._expected):
                await send({"type": "http.response.start", "status": 401,
                            "headers": [(b"www-authenticate", b'Bearer realm="oncebitten"'),
                                        (b"content-type", b"text/plain; charset=utf-8")]})  # fmt: skip
                await send({"type": "http.response.body", "body": b"a bearer token is required\n"})
                return
        await self.app(scope, receive, send)
