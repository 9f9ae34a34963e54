"""The tool-call advisor: before a call, ALLOW / WARN / BLOCK from what failed before.

Rules, for a call (tool + parameters) in an environment (working directory, OS, Python, files in context):

1. no failure recorded for the call in this environment: ALLOW;
2. the failure was resolved (a later success cleared it), ignored, or has expired (HARD after 7 days, SOFT
   after 1 hour since it last happened): ALLOW;
3. it failed ``BLOCK_THRESHOLD`` (3) times or more: BLOCK; ``WARN_THRESHOLD`` (1) or more: WARN.

Differences from the design's sketch, each deliberate (see ``docs/design.md``):

- ``check_advisory`` runs one indexed query and never writes; expired records are skipped when read and
  swept now and then by writers (``sweep_every``), not deleted on every check;
- without an explicit ``env_snapshot_hash``, check / record / clear use the current environment (the
  sketch's check then always answered ALLOW);
- a failure after a success (RESOLVED) or after expiry starts a new count at 1 instead of resuming the old;
- every failure is also appended to the ``failure_events`` log, so sweeping the advisor's state never
  loses history.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from enum import Enum

from .._slots import FrozenValue, Value
from .._text import escape_surrogates
from .._time import Clock, iso, parse_iso, utc_now
from ..engine.core import engine_for
from ..engine.ttl import ErrorType, classify_ttl
from ..errors import InvalidInput
from ..store import Store, open_store
from ..store.target import StoreTarget, resolve_target
from .signature import call_key, call_key_json, encode_params
from .signature import env_snapshot_hash as _env_hash

# This module is on every hook's start-up path: typing, dataclasses (which imports inspect), pathlib, json
# and random are not loaded at run time (see docs/performance-log.md, "Hooks").
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from pathlib import Path
    from typing import Any

    from ..engine.identity import FailureIdentifier
    from ..store.store import FailureGroupRow

__all__ = [
    "Advisory",
    "AdvisoryResult",
    "ErrorType",
    "EvolutionStatus",
    "FailureGroup",
    "FailureMemory",
    "FailureRecord",
]

HARD_TTL = timedelta(days=7)
SOFT_TTL = timedelta(hours=1)
_HOUR = timedelta(hours=1)
MAX_ERROR_MESSAGE_CHARS = 65_536


class EvolutionStatus(Enum):
    """Status of failure resolution."""

    PENDING = "PENDING"
    RESOLVED = "RESOLVED"
    IGNORED = "IGNORED"


class AdvisoryResult(Enum):
    """Result of :meth:`FailureMemory.check_advisory`."""

    ALLOW = "ALLOW"  # proceed
    WARN = "WARN"  # proceed, but tell the model about the previous failure
    BLOCK = "BLOCK"  # do not run the same call again in the same environment


class FailureRecord(Value):
    """A stored failure record (one per tool call and environment).

    Compared by value, with a dataclass's ``repr``; its fields, in order, are its ``__slots__``.
    """

    __slots__ = (
        "id", "tool_signature", "env_snapshot_hash", "error_type", "retry_count", "created_at", "updated_at",
        "error_message", "tool_name", "evolution_status", "kind", "fingerprint",
    )  # fmt: skip

    def __init__(
        self,
        id: int,  # noqa: A002 - the design's field name
        tool_signature: str,
        env_snapshot_hash: str,
        error_type: ErrorType,
        retry_count: int,
        created_at: str,
        updated_at: str,
        error_message: str | None,
        tool_name: str,
        evolution_status: EvolutionStatus,
        kind: str | None = None,
        fingerprint: str | None = None,
    ) -> None:
        self.id = id
        self.tool_signature = tool_signature
        self.env_snapshot_hash = env_snapshot_hash
        self.error_type = error_type
        self.retry_count = retry_count
        self.created_at = created_at
        self.updated_at = updated_at
        self.error_message = error_message
        self.tool_name = tool_name
        self.evolution_status = evolution_status
        self.kind = kind
        self.fingerprint = fingerprint

    def is_expired(
        self,
        now: datetime | None = None,
        *,
        hard_ttl: timedelta = HARD_TTL,
        soft_ttl: timedelta = SOFT_TTL,
    ) -> bool:
        """Whether the failure is older than its TTL (HARD: 7 days, SOFT: 1 hour since last seen)."""
        ttl = hard_ttl if self.error_type == ErrorType.HARD else soft_ttl
        return ((now or utc_now()) - parse_iso(self.updated_at)) > ttl

    @staticmethod
    def from_row(row: Sequence[Any]) -> FailureRecord:
        """Build a record from a row in the seed's column order (the store's ``FailureRecordRow``), then
        optionally ``kind`` and ``fingerprint`` (further trailing columns are ignored)."""
        record_id, signature, env, error_type, count, created_at, updated_at, message, tool, status, *extra = row
        return FailureRecord(
            record_id, signature, env, _ERROR_TYPES[error_type], count, created_at, updated_at, message, tool,
            _STATUSES[status], *extra[:2],
        )  # fmt: skip


class FailureGroup(FrozenValue):
    """Failures that share one fingerprint: "the same failure", however its details varied."""

    __slots__ = ("fingerprint", "version", "count", "first_seen", "last_seen", "calls", "kind", "template", "tool_name")

    fingerprint: str
    version: int
    count: int
    first_seen: str
    last_seen: str
    calls: int
    kind: str | None
    template: str | None
    tool_name: str

    def __init__(
        self,
        fingerprint: str,
        version: int,
        count: int,
        first_seen: str,
        last_seen: str,
        calls: int,
        kind: str | None,
        template: str | None,
        tool_name: str,
    ) -> None:
        values = (fingerprint, version, count, first_seen, last_seen, calls, kind, template, tool_name)
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    @staticmethod
    def from_row(row: FailureGroupRow) -> FailureGroup:
        """Build a group from the store's row."""
        return FailureGroup(
            str(row.fingerprint),
            int(row.version or 0),
            int(row.failures),
            str(row.first_seen),
            str(row.last_seen),
            int(row.calls),
            row.kind,
            row.template,
            str(row.tool_name),
        )


def _params_json(params: Mapping[str, Any], identifier: FailureIdentifier, text: str | None = None) -> str | None:
    """The parameters as stored in the failure log: redacted JSON, cut to a few KB (``text``: their JSON, if
    already encoded)."""
    if text is None:
        try:
            text = _encode_params(params if type(params) is dict else dict(params))
        except (TypeError, ValueError):
            return None
    return identifier.redact(text[:4096])


_encode_params = encode_params


#: Added to a WARN that would have been a BLOCK but for a secret in the parameters.
_SECRET_NOTE = (
    " (not blocked: the call carries a credential, and a retry with a new one is not the same call; "
    "retrying with the same credential will fail the same way)"
)

_ALLOW, _WARN, _BLOCK = AdvisoryResult.ALLOW, AdvisoryResult.WARN, AdvisoryResult.BLOCK  # an enum's attribute costs
_SEVERITY = {_ALLOW: 0, _WARN: 1, _BLOCK: 2}
_ERROR_TYPES = {member.value: member for member in ErrorType}
_STATUSES = {member.value: member for member in EvolutionStatus}


def _found_record(signature: str, env: str, row: tuple[Any, ...]) -> FailureRecord:
    """The record of a check's row of ``Store.FIND_COLUMNS`` for this call in this environment."""
    record_id, error_type, count, created_at, updated_at, message, tool, status, kind, fingerprint = row
    return FailureRecord(
        record_id, signature, env, _ERROR_TYPES[error_type], count, created_at, updated_at, message, tool,
        _STATUSES[status], kind, fingerprint,
    )  # fmt: skip


_ADVISORY_FIELDS = ("result", "reason", "failure_record", "retry_count")


class Advisory(Value):
    """What :meth:`FailureMemory.check_advisory` decided, and why.

    Its fields, in order: ``result``, ``reason``, ``failure_record``, ``retry_count``. It also carries the call
    it is about, ``tool_signature`` and ``env_snapshot_hash`` (``None`` for an advisory no check made), which
    are not compared. A check that finds a record keeps its row and builds ``failure_record`` on first access:
    most callers read only the result.
    """

    __slots__ = ("result", "reason", "_record", "retry_count", "tool_signature", "env_snapshot_hash", "_row")

    def __init__(
        self,
        result: AdvisoryResult,
        reason: str,
        failure_record: FailureRecord | None = None,
        retry_count: int = 0,
        *,
        tool_signature: str | None = None,
        env_snapshot_hash: str | None = None,
    ) -> None:
        self.result = result
        self.reason = reason
        self._record = failure_record
        self.retry_count = retry_count
        self.tool_signature = tool_signature
        self.env_snapshot_hash = env_snapshot_hash
        self._row: tuple[Any, ...] | None = None

    def _names(self) -> tuple[str, ...]:
        return _ADVISORY_FIELDS

    @property
    def failure_record(self) -> FailureRecord | None:
        """The matching record, if any."""
        row = self._row
        if row is not None:
            self._record = _found_record(self.tool_signature, self.env_snapshot_hash, row)  # type: ignore[arg-type]
            self._row = None
        return self._record

    @failure_record.setter
    def failure_record(self, value: FailureRecord | None) -> None:
        self._record = value
        self._row = None

    @property
    def blocked(self) -> bool:
        """True for BLOCK."""
        return self.result is AdvisoryResult.BLOCK


_draw: Any = None


def _random() -> float:
    global _draw
    if _draw is None:  # loaded on the first write: a process that only checks never pays for it
        from random import random

        _draw = random  # kept: an import statement run on every write cost it 1 to 3 µs
    return _draw()  # type: ignore[no-any-return]


#: ``classify_ttl(message)`` of the messages seen, so a repeated failure is classified once.
_TTL_CACHE: dict[str, ErrorType] = {}
_TTL_CACHE_SIZE = 4096


def _ttl_class(message: str) -> ErrorType:
    found = _TTL_CACHE.get(message)
    if found is None:
        found = classify_ttl(message)
        if len(_TTL_CACHE) >= _TTL_CACHE_SIZE:
            _TTL_CACHE.clear()
        _TTL_CACHE[message] = found
    return found


class FailureMemory:
    """Tracks tool-call failures so an agent does not repeat them (the Advisor pattern).

    - :meth:`check_advisory` before a call: ALLOW / WARN / BLOCK;
    - :meth:`record_failure` after a failed call;
    - :meth:`clear_failure` after a successful one.

    Safe to share between threads, and between processes on the same database.

    Args:
        db_path: a path, ``sqlite:///path``, ``postgresql://...``; default ``ONCEBITTEN_URL``,
            ``ONCEBITTEN_DB`` or ``~/.oncebitten/memory.db``.
        warn_threshold, block_threshold: failures before WARN / BLOCK (default 1 and 3).
        hard_ttl, soft_ttl: how long HARD / SOFT failures are remembered (default 7 days, 1 hour).
        sweep_every: on average one write in this many also deletes expired records (1 = every write).
        clock: returns the current UTC time (for tests and simulations).

    Raises:
        InvalidInput: a bad target or threshold.
        StoreError: the database cannot be opened (see :mod:`oncebitten.errors`).
    """

    # TTL configuration (the tool-call advisor design)
    HARD_ERROR_TTL_DAYS = 7
    SOFT_ERROR_TTL_HOURS = 1

    # Advisory thresholds (the tool-call advisor design)
    WARN_THRESHOLD = 1
    BLOCK_THRESHOLD = 3

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        warn_threshold: int | None = None,
        block_threshold: int | None = None,
        hard_ttl: timedelta | None = None,
        soft_ttl: timedelta | None = None,
        sweep_every: int = 128,
        clock: Clock | None = None,
        store: Store | None = None,
    ) -> None:
        self.warn_threshold = self.WARN_THRESHOLD if warn_threshold is None else warn_threshold
        self.block_threshold = self.BLOCK_THRESHOLD if block_threshold is None else block_threshold
        if not 1 <= self.warn_threshold <= self.block_threshold:
            raise InvalidInput("thresholds must satisfy 1 <= warn_threshold <= block_threshold")
        if sweep_every < 1:
            raise InvalidInput("sweep_every must be at least 1")
        self.hard_ttl = hard_ttl or timedelta(days=self.HARD_ERROR_TTL_DAYS)
        self.soft_ttl = soft_ttl or timedelta(hours=self.SOFT_ERROR_TTL_HOURS)
        self.sweep_every = sweep_every
        if store is None:
            target = resolve_target(db_path)
            store = open_store(target)
            self._where: StoreTarget | str = target
        else:
            self._where = store.display
        self.store = store
        self.engine = engine_for(store, clock)
        self._clock = self.engine.clock  # one attribute less on the check, which runs before every tool call
        self._find = store.advisor_find_fn()  # made once, for the same reason
        # The TTL cut-offs' date and hour for one hour of the clock (see _stamps).
        self._hours: tuple[str, timedelta | None, timedelta | None, str, str] = ("", None, None, "", "")

    @property
    def db_path(self) -> Path | str:
        """The database file (a ``Path``) of an SQLite store, else where the store is (passwords masked)."""
        where = self._where
        if isinstance(where, str):
            return where
        return where.path if where.kind == "sqlite" else where.display

    @property
    def identifier(self) -> FailureIdentifier:
        """The redact / classify / fingerprint pipeline this memory stores failures through (the engine's,
        loaded on first record: a process that only checks never pays for it)."""
        return self.engine.identifier

    # -- the Advisor pattern -----------------------------------------------------------------------

    def check_advisory(
        self,
        tool_name: str,
        params: Mapping[str, Any],
        env_snapshot_hash: str | None = None,
    ) -> Advisory:
        """Decide whether a tool call should proceed. Reads only; one indexed query.

        Args:
            tool_name: the tool.
            params: its parameters.
            env_snapshot_hash: from :meth:`compute_env_snapshot_hash`; default: the current environment.

        Returns:
            An :class:`Advisory` (ALLOW / WARN / BLOCK) with the reason and the matching record, carrying the
            call's ``tool_signature`` and ``env_snapshot_hash``.
        """
        signature, secret = call_key(tool_name, params)
        env = env_snapshot_hash or _env_hash()
        if not env.isascii():
            env = escape_surrogates(env)  # stored as written, whatever the caller passed
        return self._decide(signature, secret, env, self._find(signature, env))

    def check_advisory_across(
        self, tool_name: str, params: Mapping[str, Any], env_snapshot_hashes: Sequence[str]
    ) -> Advisory:
        """The most severe advisory for a call over several environments (an agent's workspace is remembered
        under up to three: see :func:`~oncebitten.advisor.environment.workspace_environments`), read in one
        query. Reads only.

        Returns:
            What :meth:`check_advisory` answers in the environment where it is most severe (BLOCK over WARN
            over ALLOW, then the higher count; on a tie the earlier environment), carrying that environment.

        Raises:
            InvalidInput: no environment.
        """
        if not env_snapshot_hashes:
            raise InvalidInput("check_advisory_across needs at least one environment")
        signature, secret = call_key(tool_name, params)
        envs = [env if env.isascii() else escape_surrogates(env) for env in env_snapshot_hashes]
        # Rows of (env, *FIND_COLUMNS), kept plain tuples as check_advisory's (hot path); one environment is
        # check_advisory's own point lookup.
        rows = {row[0]: row[1:] for row in self.store.advisor_find_in(signature, envs)} if len(envs) > 1 else None
        found = [
            self._decide(signature, secret, env, self._find(signature, env) if rows is None else rows.get(env))
            for env in envs
        ]
        return max(found, key=lambda advisory: (_SEVERITY[advisory.result], advisory.retry_count))  # first on ties

    def _decide(self, signature: str, secret: bool, env: str, row: Any) -> Advisory:
        """The advisory for the call ``signature`` in ``env`` given its record's row (``None``: no record)."""
        if row is None:
            return Advisory(
                _ALLOW, "No previous failures recorded in this environment", tool_signature=signature,
                env_snapshot_hash=env,
            )  # fmt: skip
        # Decide on the raw row, unpacked rather than named (this runs before every tool call): no dates are
        # built on the common ALLOW paths, and the record is built from the row only if the caller reads
        # advisory.failure_record.
        _, error_type, count, _, updated_at, error, _, status, _, _ = row
        if status != "PENDING":
            result, reason, retry = _ALLOW, f"Previous failure is {status.lower()}, retry allowed", 0
        else:
            ttl = self.hard_ttl if error_type == "HARD" else self.soft_ttl
            try:
                age = self._clock() - datetime.fromisoformat(updated_at)
            except TypeError:  # a naive timestamp written by another program: read as UTC
                age = self._clock() - parse_iso(updated_at)
            if age > ttl:
                result, reason, retry = _ALLOW, "Previous failure has expired, retry allowed", 0
            elif count >= self.block_threshold and not secret:
                result, reason, retry = _BLOCK, f"Blocked: {count} failures in same environment. Error: {error}", count
            elif count >= self.warn_threshold:
                note = _SECRET_NOTE if secret and count >= self.block_threshold else ""
                result, reason, retry = _WARN, f"Warning: {count} previous failure(s). Error: {error}{note}", count
            else:
                result, reason, retry = _ALLOW, f"{count} previous failure(s), below the warning threshold", count
        advisory = Advisory(result, reason, None, retry, tool_signature=signature, env_snapshot_hash=env)
        advisory._row = row
        return advisory

    def record_failure(
        self,
        tool_name: str,
        params: Mapping[str, Any],
        error_message: str,
        env_snapshot_hash: str | None = None,
        *,
        signature: str | None = None,
    ) -> FailureRecord:
        """Record that a tool call failed; concurrent calls never lose an increment.

        Args:
            signature: the call's signature when already computed (:func:`~.signature.oversized_key` for a call
                over 64 KiB); ``params`` are then only what is stored of the call.

        Returns:
            The created or updated :class:`FailureRecord`.

        Raises:
            StoreBusy: other writers held the database past the busy timeout.
            StoreError: the write failed (nothing was recorded).
        """
        if not isinstance(error_message, str):
            error_message = str(error_message)
        error_message = error_message[:MAX_ERROR_MESSAGE_CHARS]
        identifier = self.identifier
        identity = identifier.identify(error_message)
        params_text = None
        if signature is None:
            signature, params_text = call_key_json(tool_name, params)
        env = escape_surrogates(env_snapshot_hash or _env_hash())
        tool_name = escape_surrogates(tool_name) if isinstance(tool_name, str) else tool_name
        now, hard_cutoff, soft_cutoff = self._stamps(self._clock())
        error_type = _ttl_class(error_message)
        params_json = _params_json(params, identifier, params_text)
        row = self.store.advisor_record(
            tool_name=tool_name,
            tool_signature=signature,
            env_snapshot_hash=env,
            error_type=error_type.value,
            identity=identity,
            params_json=params_json,
            now=now,
            hard_cutoff=hard_cutoff,
            soft_cutoff=soft_cutoff,
        )
        if self.sweep_every == 1 or _random() * self.sweep_every < 1.0:
            self.store.advisor_sweep(hard_cutoff, soft_cutoff)
        # As from_row reads it, with the error type already at hand.
        return FailureRecord(
            row.id, signature, env, error_type, row.retry_count, row.created_at, row.updated_at, row.error_message,
            row.tool_name, _STATUSES[row.evolution_status], row.kind, row.fingerprint,
        )  # fmt: skip

    def clear_failure(
        self,
        tool_name: str,
        params: Mapping[str, Any],
        env_snapshot_hash: str | None = None,
        *,
        all_environments: bool = False,
        signature: str | None = None,
    ) -> bool:
        """Mark a call's failure resolved, e.g. after it succeeded.

        Args:
            env_snapshot_hash: the environment to clear; default the current one.
            all_environments: clear the call in every environment instead.
            signature: the call's signature when already computed (``params`` are then not read).

        Returns:
            True if a record was changed.
        """
        env = None if all_environments else escape_surrogates(env_snapshot_hash or _env_hash())
        if signature is None:
            signature = call_key(tool_name, params)[0]
        changed = self.store.advisor_clear(signature, env, iso(self._clock()))
        return changed > 0

    def record_block(self, advisory: Advisory, tool_name: str, *, agent: str, shadow: bool = False) -> None:
        """Remember that ``advisory``'s BLOCK on a call of ``tool_name`` was enforced on an agent (or, with
        ``shadow``, only logged): what :meth:`get_stats` counts as ``blocks`` / ``shadow_blocks``.
        ``check_advisory`` itself never writes; whoever acts on its verdict (an agent hook, the demo) records it
        here, with the call key and environment the check computed.

        Raises:
            InvalidInput: an advisory no check made (it names no call).
        """
        if advisory.tool_signature is None or advisory.env_snapshot_hash is None:
            raise InvalidInput("record_block needs an advisory made by check_advisory (it names the call)")
        self.store.decision_record(
            agent=agent,
            tool_name=tool_name,
            tool_signature=advisory.tool_signature,
            env_snapshot_hash=advisory.env_snapshot_hash,
            retry_count=advisory.retry_count,
            shadow=shadow,
            now=iso(self._clock()),
        )

    # -- hashing -----------------------------------------------------------------------------------

    @staticmethod
    def compute_env_snapshot_hash(
        working_directory: str | os.PathLike[str] | None = None,
        file_context: Iterable[str | os.PathLike[str]] | None = None,
    ) -> str:
        """Hash of the environment: working directory, OS, Python version, files in context (32 hex)."""
        return _env_hash(working_directory, file_context)

    @staticmethod
    def _compute_tool_signature(tool_name: str, params: Mapping[str, Any]) -> str:
        """Deterministic hash of tool + parameters (32 hex), computed on the parameters with their secrets
        redacted (the design's algorithm, unchanged for parameters that hold no secret)."""
        return call_key(tool_name, params)[0]

    @staticmethod
    def _classify_error(error: str) -> ErrorType:
        """Classify an error message as HARD (logic) or SOFT (transient)."""
        return classify_ttl(error)

    # -- housekeeping and introspection --------------------------------------------------------------

    def _cutoffs(self, now: datetime) -> tuple[str, str]:
        return iso(now - self.hard_ttl), iso(now - self.soft_ttl)

    def expiry_cutoffs(self, now: datetime | None = None) -> tuple[str, str]:
        """``(hard, soft)``: a pending HARD record last updated before ``hard`` has expired, a SOFT one before
        ``soft`` (ISO text, as stored). The one rule of expiry, for whatever shows records (the report)."""
        return self._cutoffs(now or self._clock())

    def _stamps(self, now: datetime) -> tuple[str, str, str]:
        """``iso(now)`` and ``_cutoffs(now)``, the same text, with fewer dates formatted.

        With TTLs of whole hours and a UTC clock, a cut-off differs from ``now`` only in its date and hour,
        which change once an hour: they are worked out then, and each write adds ``now``'s minutes and
        after (three ``isoformat`` calls and two subtractions were about a tenth of a record).
        """
        if now.tzinfo is not UTC:
            return iso(now), *self._cutoffs(now)
        text = now.isoformat() if now.microsecond else now.isoformat(timespec="microseconds")  # iso(now)
        hour, hard, soft = text[:13], self.hard_ttl, self.soft_ttl
        known = self._hours
        if known[0] != hour or known[1] is not hard or known[2] is not soft:
            if hard % _HOUR or soft % _HOUR:
                return text, *self._cutoffs(now)
            known = self._hours = (hour, hard, soft, iso(now - hard)[:13], iso(now - soft)[:13])
        rest = text[13:]
        return text, known[3] + rest, known[4] + rest

    def _cleanup_expired(self) -> int:
        """Delete expired advisor records now; returns how many. Their failures stay in the log."""
        return self.store.advisor_sweep(*self._cutoffs(self._clock()))

    sweep = _cleanup_expired

    def get_stats(self) -> dict[str, Any]:
        """Counts: ``total_records``, ``hard_errors``, ``soft_errors``, ``pending``, ``resolved`` (as in
        the design), plus ``ignored``, ``expired`` (pending but past TTL), ``blocking`` (would BLOCK now),
        ``failures_logged`` (every failure ever recorded), ``by_kind`` (records per shared kind), and for agent
        hooks ``blocks``, ``shadow_blocks`` (would-be blocks in shadow mode) and ``false_blocks`` (blocks
        followed by a success of the same call in the same environment)."""
        stats: dict[str, Any] = dict(self.store.advisor_stats(*self._cutoffs(self._clock()), self.block_threshold))
        stats["by_kind"] = self.store.advisor_kinds()
        stats.update(self.store.decision_stats())  # agent hooks: blocks, shadow_blocks, false_blocks
        return stats

    def get_failure_groups(self, limit: int = 10, *, since: datetime | None = None) -> list[FailureGroup]:
        """The failures logged (since ``since``), grouped by fingerprint, most frequent first."""
        if limit < 0:
            raise InvalidInput("limit must not be negative")
        start = iso(since) if since is not None else ""
        return [FailureGroup.from_row(row) for row in self.store.failure_groups(start, limit)]

    def get_recent_failures(self, limit: int = 10) -> list[FailureRecord]:
        """The most recently updated failure records, newest first."""
        if limit < 0:
            raise InvalidInput("limit must not be negative")
        return [FailureRecord.from_row(row) for row in self.store.advisor_recent(limit)]

    def close(self) -> None:
        """Close this thread's database connection (it reopens on next use)."""
        self.store.close()
