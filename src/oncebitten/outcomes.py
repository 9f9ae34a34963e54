"""The improvement memory: ``ImprovementMemory`` (what was accepted, rejected or held, and why) and
``ErrorMemory`` (how hypotheses failed), over the shared store and the one similarity index. The steps that
put it in an evolution pipeline, ``hypotheses >> memory_filter(memory)`` and ``runner >>
record_outcome(memory)``, are in :mod:`oncebitten.pipeline` (also importable from here).

Where it differs from the design (``docs/design.md``): records live in the shared store (SQLite or
PostgreSQL), safe for many threads and processes, not in a JSON file that concurrent writers corrupt; the
design's ``.evolve_memory.json`` is an import / export format (:meth:`ImprovementMemory.import_json`,
:meth:`ImprovementMemory.export_json`, lossless both ways). Similar hypotheses are found through the
similarity index instead of a scan of every record; the measure is the design's (Levenshtein normalized
similarity, threshold 0.8). Every text is redacted before it is stored.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from ._files import write_atomically
from ._time import Clock, iso, parse_iso, utc_now
from .engine.core import engine_for
from .errors import InvalidInput, InvalidOutcome
from .store import open_store, resolve_target
from .store.outcomes_sql import ErrorMemoryRow, ImprovementRow

if TYPE_CHECKING:
    from .engine.identity import FailureIdentifier
    from .engine.similarity.index import SimilarityIndex
    from .store import Store

__all__ = [
    "OUTCOMES",
    "PREFERENCES",
    "SIMILARITY_THRESHOLD",
    "ErrorMemory",
    "ErrorPattern",
    "ErrorRecord",
    "ErrorWarning",
    "ImportReport",
    "ImprovementMemory",
    "ImprovementRecord",
    "MemoryQueryResult",
    "RecordResult",
    "Step",
    "memory_filter",
    "prune",
    "record_outcome",
]

#: The outcomes the design allows.
OUTCOMES = ("accepted", "rejected", "held")
logger = logging.getLogger(__name__)

#: How much a user lets the memory hold an improver back (the design's personalisation): ``"conservative"``
#: skips hypotheses like ones rejected before; ``"aggressive"`` lets them through (to be tried again).
PREFERENCES = ("conservative", "aggressive")
#: The design's fixed similarity threshold.
SIMILARITY_THRESHOLD = 0.8
#: The design's default recency window for ``was_recently_accepted``.
RECENCY_DAYS = 7
#: The design's failure categories for ErrorMemory.
FAILURE_TYPES = ("syntax", "type", "import", "test", "unknown")
#: The version written in exported ``.evolve_memory.json`` files.
FILE_VERSION = "1.0.0"
#: The name the improvement memory's file has in the design (``export DIR`` writes it inside DIR).
MEMORY_FILE_NAME = ".evolve_memory.json"

_SEED_FIELDS = ("module", "hypothesis", "description", "outcome", "rationale", "rejection_reason", "timestamp")

#: How a rejection's shared kind reads in failure patterns and statistics.
PATTERN_LABELS = {
    "type": "type errors",
    "test": "test failures",
    "syntax": "syntax errors",
    "import": "import errors",
    "dependency": "dependency errors",
    "runtime": "runtime errors",
    "timeout": "timeouts",
    "network": "network errors",
    "permission": "permission errors",
    "auth": "authentication errors",
    "rate_limit": "rate limits",
    "disk": "disk errors",
    "unknown": "other rejections",
}

#: ``progress(label, done, total)``, as for ``oncebitten migrate``.
Progress = Callable[[str, int, int], None]


def _seed_time(moment: str) -> str:
    """A stored timestamp in the design's spelling (``2024-01-15T10:30:00.123456Z``)."""
    return moment.replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class ImprovementRecord:
    """One recorded outcome (the design's ``ImprovementRecord``); ``id`` is the store's."""

    module: str
    hypothesis: str
    description: str
    outcome: str
    rationale: str | None
    timestamp: str
    rejection_reason: str | None = None
    id: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The record as the design's ``.evolve_memory.json`` holds it (its fields in its order, then extras)."""
        document: dict[str, Any] = {
            "module": self.module,
            "hypothesis": self.hypothesis,
            "description": self.description,
            "outcome": self.outcome,
            "rationale": self.rationale,
            "rejection_reason": self.rejection_reason,
            "timestamp": self.timestamp,
        }
        document.update(self.extra)
        return document

    @classmethod
    def from_row(cls, row: ImprovementRow) -> ImprovementRecord:
        """Build from the store's row."""
        return cls(
            module=str(row.module),
            hypothesis=str(row.hypothesis),
            description=str(row.description),
            outcome=str(row.outcome),
            rationale=row.rationale,
            timestamp=row.timestamp_raw if row.timestamp_raw is not None else _seed_time(str(row.timestamp)),
            rejection_reason=row.rejection_reason,
            id=int(row.id),
            extra=json.loads(row.extra) if row.extra else {},
        )


@dataclass(frozen=True, slots=True)
class MemoryQueryResult:
    """The answer to ``was_rejected`` / ``was_recently_accepted``: falsy when nothing similar was found.

    ``rejection.rejection_reason``, ``.rationale``, ``.hypothesis`` ... read the matched record (``None`` when
    nothing matched); ``similarity`` is 0..1.
    """

    found: bool
    record: ImprovementRecord | None = None
    similarity: float = 0.0

    def __bool__(self) -> bool:
        return self.found

    @property
    def rejection_reason(self) -> str | None:
        return self.record.rejection_reason if self.record else None

    @property
    def rationale(self) -> str | None:
        return self.record.rationale if self.record else None

    @property
    def hypothesis(self) -> str | None:
        return self.record.hypothesis if self.record else None

    @property
    def outcome(self) -> str | None:
        return self.record.outcome if self.record else None

    @property
    def timestamp(self) -> str | None:
        return self.record.timestamp if self.record else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "found": self.found,
            "similarity": self.similarity,
            "record": None if self.record is None else self.record.to_dict() | {"id": self.record.id},
        }


@dataclass(frozen=True, slots=True)
class RecordResult:
    """The design's ``RecordResult``: ``success`` (errors are raised, so it is always true) and the record."""

    success: bool
    error: str | None = None
    record: ImprovementRecord | None = None


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What ``import_json`` did: records read from the file, newly stored, already there."""

    read: int
    imported: int
    skipped: int


def _memory_store(db_path: str | os.PathLike[str] | None, store: Store | None) -> tuple[Store, Path | str]:
    if store is not None:
        return store, store.display
    target = resolve_target(db_path)
    return open_store(target), (target.path if target.kind == "sqlite" else target.display)


def _check_preference(preference: object) -> str:
    if preference not in PREFERENCES:
        raise InvalidInput(f"preference must be one of {', '.join(PREFERENCES)}, not {preference!r}")
    return str(preference)


def _check_outcome(outcome: object) -> str:
    if outcome not in OUTCOMES:
        raise InvalidOutcome(f'outcome must be "accepted", "rejected", or "held", not {outcome!r}')
    return str(outcome)


def _content_hash(document: dict[str, Any]) -> str:
    canonical = json.dumps(document, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


class ImprovementMemory:
    """The improvement-memory design's memory of improvement outcomes, in the shared store.

    Args:
        db_path: a path, ``sqlite:///path``, ``postgresql://...``, or ``None`` for the default store (as
            :class:`~oncebitten.FailureMemory`).
        threshold: similarity (0..1) from which a hypothesis counts as "the same" (the design's 0.8).
        recency_days: ``was_recently_accepted``'s default window (the design's 7 days).
        preference: the user's preference, one of :data:`PREFERENCES`: ``"aggressive"`` makes
            :func:`memory_filter` let hypotheses like rejected ones through (default ``"conservative"``).
        clock: where "now" comes from (tests move it by hand).

    Thread- and process-safe: every record is one transaction; nothing is ever rewritten.
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        threshold: float = SIMILARITY_THRESHOLD,
        recency_days: float = RECENCY_DAYS,
        preference: str = "conservative",
        clock: Clock | None = None,
        store: Store | None = None,
    ) -> None:
        if not 0.0 <= threshold <= 1.0:
            raise InvalidInput("threshold must be between 0 and 1")
        self.preference = _check_preference(preference)
        self.store, self.db_path = _memory_store(db_path, store)
        self.engine = engine_for(self.store, clock)
        self.threshold = threshold
        self.recency_days = recency_days

    @property
    def identifier(self) -> FailureIdentifier:
        """The failure identifier records are redacted and fingerprinted through (the engine's)."""
        return self.engine.identifier

    @property
    def index(self) -> SimilarityIndex:
        """The similarity index hypotheses are found through (the engine's)."""
        return self.engine.index

    # -- recording ---------------------------------------------------------------------------------

    def record(
        self,
        module: str,
        hypothesis: str = "",
        description: str = "",
        outcome: str | None = None,
        rationale: str | None = None,
        rejection_reason: str | None = None,
    ) -> RecordResult:
        """Append one outcome (texts redacted) and index its hypothesis.

        Raises:
            InvalidOutcome: ``outcome`` is not "accepted", "rejected" or "held" (code INVALID_OUTCOME).
            StoreError: the memory cannot be written (code STORAGE_ERROR).
        """
        outcome = _check_outcome(outcome)
        if not isinstance(module, str) or not module:
            raise InvalidInput("module must be a non-empty string")
        moment = self.engine.now()
        record = self._clean(
            ImprovementRecord(module, hypothesis or "", description or "", outcome, rationale, moment, rejection_reason)
        )
        record_id = self._insert(record, timestamp=moment, raw=None, occurrence=None)
        stored = ImprovementRecord(
            record.module, record.hypothesis, record.description, outcome, record.rationale,
            _seed_time(moment), record.rejection_reason, record_id,
        )  # fmt: skip
        return RecordResult(True, None, stored)

    def _clean(self, record: ImprovementRecord) -> ImprovementRecord:
        redact = self.identifier.redact
        from .engine.redact.redactor import redact_value

        return ImprovementRecord(
            module=redact(record.module),
            hypothesis=redact(record.hypothesis),
            description=redact(record.description),
            outcome=record.outcome,
            rationale=None if record.rationale is None else redact(record.rationale),
            timestamp=record.timestamp,
            rejection_reason=None if record.rejection_reason is None else redact(record.rejection_reason),
            extra=redact_value(record.extra) if record.extra and self.identifier.redacting else record.extra,
        )

    def _insert(
        self, record: ImprovementRecord, *, timestamp: str, raw: str | None, occurrence: int | None
    ) -> int | None:
        reason = record.rejection_reason or (record.rationale if record.outcome == "rejected" else None)
        kind = fingerprint = None
        identity = None
        if record.outcome == "rejected" and reason:
            identity = self.identifier.identify(reason)
            kind, fingerprint = identity.kind, identity.fingerprint
        extra = json.dumps(record.extra, ensure_ascii=False) if record.extra else None
        values = (
            record.module, record.hypothesis, record.description, record.outcome, record.rationale,
            record.rejection_reason, timestamp, raw, extra, kind, fingerprint,
        )  # fmt: skip
        now = iso(utc_now())
        digest = _content_hash(record.to_dict())
        return self.store.improvement_insert(values, digest, occurrence=occurrence, now=now, identity=identity)

    # -- querying ----------------------------------------------------------------------------------

    def was_rejected(
        self, module: str, hypothesis: str, description: str | None = None, *, within_days: float | None = None
    ) -> MemoryQueryResult:
        """The most similar rejected hypothesis of ``module`` (similarity ≥ the threshold), if any.

        Similarity is Levenshtein normalized similarity on the hypothesis; with ``description``, also on
        hypothesis + description, the higher counting. ``within_days`` limits it to recent rejections.

        Raises:
            StoreError: the memory cannot be read (code STORAGE_ERROR).
        """
        return self._best(module, hypothesis, description, "rejected", within_days)

    def was_recently_accepted(
        self,
        module: str,
        hypothesis: str,
        description: str | None = None,
        *,
        within_days: float | None = None,
    ) -> MemoryQueryResult:
        """The most similar hypothesis of ``module`` accepted in the last ``within_days`` (default 7), if any.

        Raises:
            StoreError: the memory cannot be read (code STORAGE_ERROR).
        """
        days = self.recency_days if within_days is None else within_days
        return self._best(module, hypothesis, description, "accepted", days)

    def _best(
        self, module: str, hypothesis: str, description: str | None, outcome: str, within_days: float | None
    ) -> MemoryQueryResult:
        from rapidfuzz.distance import Levenshtein

        wide = bool(description)
        matches = self.index.search(
            hypothesis,
            sources=["improvement"],
            scope=module,
            limit=200 if wide else 1000,
            min_score=0.0 if wide else self.threshold,
        )
        if not matches:
            return MemoryQueryResult(False)
        scores = {int(m.ref): m.score for m in matches}
        since = None if within_days is None else iso(self.engine.clock() - timedelta(days=within_days))
        best: tuple[float, str, int] | None = None
        found: ImprovementRecord | None = None
        for row in self.store.improvement_get(list(scores)):
            record = ImprovementRecord.from_row(row)
            if record.outcome != outcome or (since is not None and str(row.timestamp) < since):
                continue
            score = scores[int(row.id)]
            if wide:
                combined = f"{hypothesis} {description}"
                score = max(
                    score, Levenshtein.normalized_similarity(combined, f"{record.hypothesis} {record.description}")
                )
            key = (score, str(row.timestamp), int(row.id))  # ties: the most recent
            if score >= self.threshold and (best is None or key > best):
                best, found = key, record
        if best is None:
            return MemoryQueryResult(False)
        return MemoryQueryResult(True, found, best[0])

    def get_records(
        self, outcome: str | None = None, *, module: str | None = None, limit: int | None = None
    ) -> list[ImprovementRecord]:
        """Records, oldest first, optionally of one outcome and one module.

        Raises:
            InvalidOutcome: ``outcome`` is given and not "accepted", "rejected" or "held".
        """
        if outcome is not None:
            _check_outcome(outcome)
        rows = self.store.improvement_list(module=module, outcome=outcome, limit=limit)
        return [ImprovementRecord.from_row(row) for row in rows]

    def get_failure_patterns(self, module: str | None = None, *, examples: int = 5) -> list[dict[str, Any]]:
        """Recurring reasons for rejections, most frequent first: ``{"pattern", "kind", "count", "examples"}``.

        Rejections are grouped by the shared kind of their reason (type errors, test failures, ...);
        ``examples`` are distinct reasons, newest first.
        """
        groups: dict[str, list[str]] = {}
        for row in reversed(self.store.improvement_list(module=module, outcome="rejected")):
            reason = row.rejection_reason or row.rationale or ""
            groups.setdefault(str(row.kind or "unknown"), []).append(str(reason))
        patterns: list[dict[str, Any]] = [
            {
                "pattern": PATTERN_LABELS.get(kind, kind),
                "kind": kind,
                "count": len(reasons),
                "examples": list(dict.fromkeys(r for r in reasons if r))[:examples],
            }
            for kind, reasons in groups.items()
        ]
        patterns.sort(key=lambda p: (-p["count"], p["pattern"]))
        return patterns

    def get_stats(self) -> dict[str, Any]:
        """Counts: total, per outcome, per module and outcome, rejections per reason pattern."""
        stats: dict[str, Any] = {"total_records": 0, "accepted": 0, "rejected": 0, "held": 0, "modules": {}}
        for module, outcome, count in self.store.improvement_stats():
            stats["total_records"] += int(count)
            stats[str(outcome)] += int(count)
            per_module = stats["modules"].setdefault(str(module), {o: 0 for o in OUTCOMES})
            per_module[str(outcome)] = int(count)
        stats["rejection_reasons"] = {p["pattern"]: p["count"] for p in self.get_failure_patterns()}
        return stats

    # -- the design's file format --------------------------------------------------------------------

    def export_json(self, destination: str | os.PathLike[str] | IO[str], *, progress: Progress | None = None) -> int:
        """Write every record as the design's ``.evolve_memory.json`` (``{"version", "records"}``) to a file (a
        directory gets ``.evolve_memory.json`` inside it; the file is replaced only once complete, and nothing is
        left behind if writing fails) or an open text stream. Returns the number of records written. Records
        imported from such a file come back exactly as they were read (timestamps in their own spelling, extra
        fields kept); texts are as stored, i.e. redacted.

        Raises:
            OSError: the file cannot be written.
            StoreError: the memory cannot be read.
        """
        if isinstance(destination, str | os.PathLike):
            _, count = write_atomically(
                destination, lambda handle: self._write_json(handle, progress), default_name=MEMORY_FILE_NAME
            )
            return count
        return self._write_json(destination, progress)

    def _write_json(self, handle: IO[str], progress: Progress | None) -> int:
        total = self.store.improvement_count()
        if progress:
            progress("export", 0, total)
        handle.write(f'{{\n  "version": {json.dumps(FILE_VERSION)},\n  "records": [')
        done = 0
        for batch in self.store.improvement_stream():
            for row in batch:
                text = json.dumps(ImprovementRecord.from_row(row).to_dict(), ensure_ascii=False, indent=2)
                handle.write(("," if done else "") + "\n    " + text.replace("\n", "\n    "))
                done += 1
            if progress:
                progress("export", done, total)
        handle.write("\n  ]\n}\n" if done else "]\n}\n")
        return done

    def import_json(
        self, source: str | os.PathLike[str] | IO[str], *, progress: Progress | None = None
    ) -> ImportReport:
        """Add the records of a ``.evolve_memory.json`` file (the design's format). Records already imported are
        skipped, so importing the same file twice adds nothing; two identical records in one file both stay.

        Raises:
            InvalidInput: the file is not JSON in the design's format (the message names the record).
            InvalidOutcome: a record's outcome is not accepted / rejected / held.
            OSError: the file cannot be read.
            StoreError: the memory cannot be written.
        """
        if isinstance(source, str | os.PathLike):
            with open(source, encoding="utf-8") as handle:
                document = self._load(handle, str(source))
        else:
            document = self._load(source, getattr(source, "name", "input"))
        records = document["records"]
        seen: dict[str, int] = {}
        imported = 0
        for number, item in enumerate(records):
            record, moment, raw = self._parse(item, number)
            cleaned = self._clean(record)
            digest = _content_hash(cleaned.to_dict())
            occurrence = seen.get(digest, 0)
            seen[digest] = occurrence + 1
            if self._insert(cleaned, timestamp=moment, raw=raw, occurrence=occurrence) is not None:
                imported += 1
            if progress and (number % 500 == 499 or number == len(records) - 1):
                progress("import", number + 1, len(records))
        if progress and not records:
            progress("import", 0, 0)
        return ImportReport(len(records), imported, len(records) - imported)

    @staticmethod
    def _load(handle: IO[str], name: str) -> dict[str, Any]:
        try:
            document = json.load(handle)
        except RecursionError:
            raise InvalidInput(f"{name}: nested too deeply to be an .evolve_memory.json file") from None
        except (ValueError, UnicodeDecodeError) as exc:
            raise InvalidInput(f"{name}: not a JSON file: {exc}") from None
        if isinstance(document, list):
            document = {"records": document}
        if not isinstance(document, dict) or not isinstance(document.get("records"), list):
            raise InvalidInput(f'{name}: not an .evolve_memory.json file (no "records" list)')
        return document

    @staticmethod
    def _parse(item: object, number: int) -> tuple[ImprovementRecord, str, str]:
        where = f"record {number}"
        if not isinstance(item, dict):
            raise InvalidInput(f"{where}: not an object")
        outcome = item.get("outcome")
        if outcome not in OUTCOMES:
            raise InvalidOutcome(f'{where}: outcome must be "accepted", "rejected", or "held", not {outcome!r}')
        for name in ("module", "hypothesis", "timestamp"):
            if not isinstance(item.get(name), str):
                raise InvalidInput(f"{where}: {name} must be a string")
        for name in ("description", "rationale", "rejection_reason"):
            if item.get(name) is not None and not isinstance(item.get(name), str):
                raise InvalidInput(f"{where}: {name} must be a string or null")
        raw = str(item["timestamp"])
        try:
            moment = iso(parse_iso(raw))
        except ValueError:
            raise InvalidInput(f"{where}: timestamp is not ISO 8601: {raw!r}") from None
        extra = {k: v for k, v in item.items() if k not in _SEED_FIELDS}
        record = ImprovementRecord(
            module=item["module"],
            hypothesis=item["hypothesis"],
            description=item.get("description") or "",
            outcome=str(outcome),
            rationale=item.get("rationale"),
            timestamp=raw,
            rejection_reason=item.get("rejection_reason"),
            extra=extra,
        )
        return record, moment, raw


# -- ErrorMemory ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ErrorRecord:
    """One recorded failure of a hypothesis, with its shared kind and fingerprint."""

    id: int
    module_category: str
    module_name: str
    hypothesis: str
    failure_type: str
    failure_details: str
    kind: str | None
    fingerprint: str | None
    timestamp: str


@dataclass(frozen=True, slots=True)
class ErrorPattern:
    """The design's ``ErrorPattern``: failures of one type (or one fingerprint), how many, where, examples."""

    failure_type: str
    count: int
    modules: list[str]
    example_details: list[str]
    fingerprint: str | None = None


@dataclass(frozen=True, slots=True)
class ErrorWarning:
    """The design's ``ErrorWarning``: a hypothesis like ones that failed before, and how they failed."""

    hypothesis: str
    similar_failures: list[ErrorPattern]
    confidence: float


def _patterns(records: Iterable[ErrorRecord], by: str, min_count: int, examples: int) -> list[ErrorPattern]:
    groups: dict[tuple[str, str | None], list[ErrorRecord]] = {}
    for record in records:  # newest first
        key = (record.failure_type, record.fingerprint if by == "fingerprint" else None)
        groups.setdefault(key, []).append(record)
    patterns = [
        ErrorPattern(
            failure_type=failure_type,
            count=len(group),
            modules=sorted({r.module_name for r in group}),
            example_details=list(dict.fromkeys(r.failure_details for r in group))[:examples],
            fingerprint=fingerprint,
        )
        for (failure_type, fingerprint), group in groups.items()
        if len(group) >= min_count
    ]
    patterns.sort(key=lambda p: (-p.count, p.failure_type, p.fingerprint or ""))
    return patterns


class ErrorMemory:
    """The improvement-memory design's memory of how hypotheses failed, in the shared store.

    Args:
        db_path: as for :class:`ImprovementMemory`.
        threshold: the default similarity (0..1) from which ``check_warnings`` warns (the design: configurable).
        clock: where "now" comes from.
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        threshold: float = SIMILARITY_THRESHOLD,
        clock: Clock | None = None,
        store: Store | None = None,
    ) -> None:
        if not 0.0 <= threshold <= 1.0:
            raise InvalidInput("threshold must be between 0 and 1")
        self.store, self.db_path = _memory_store(db_path, store)
        self.engine = engine_for(self.store, clock)
        self.threshold = threshold

    @property
    def identifier(self) -> FailureIdentifier:
        """The failure identifier failures are redacted, classified and fingerprinted through (the engine's)."""
        return self.engine.identifier

    def record_failure(
        self,
        module_category: str,
        module_name: str,
        hypothesis: str,
        failure_type: str,
        failure_details: str,
    ) -> ErrorRecord:
        """Append one failure; its details are redacted, classified and fingerprinted.

        Raises:
            InvalidInput: ``failure_type`` is not syntax / type / import / test / unknown.
            StoreError: the memory cannot be written (code STORAGE_ERROR).
        """
        if failure_type not in FAILURE_TYPES:
            raise InvalidInput(f"failure_type must be one of {', '.join(FAILURE_TYPES)}, not {failure_type!r}")
        identifier = self.identifier
        identity = identifier.identify(failure_details, failure_type)
        moment = self.engine.now()
        values = (
            identifier.redact(module_category), identifier.redact(module_name), identifier.redact(hypothesis),
            failure_type, identity.message, identity.kind, identity.fingerprint, identity.version, moment,
        )  # fmt: skip
        record_id = self.store.error_memory_insert(values, iso(utc_now()), identity)
        return ErrorRecord(record_id, *values[:7], timestamp=moment)

    def _records(self, rows: Iterable[ErrorMemoryRow]) -> list[ErrorRecord]:
        return [
            ErrorRecord(
                int(r.id),
                str(r.module_category),
                str(r.module_name),
                str(r.hypothesis),
                str(r.failure_type),
                str(r.failure_details),
                r.kind,
                r.fingerprint,
                str(r.timestamp),
            )  # fmt: skip
            for r in rows
        ]

    def get_patterns(
        self,
        module_name: str | None = None,
        failure_type: str | None = None,
        min_count: int = 1,
        *,
        by: str = "failure_type",
        examples: int = 5,
    ) -> list[ErrorPattern]:
        """Recurring failures with at least ``min_count`` occurrences, most frequent first.

        ``by="failure_type"`` (the design) groups by category; ``by="fingerprint"`` by the shared fingerprint
        (the same error, whatever its line numbers and names).
        """
        if by not in ("failure_type", "fingerprint"):
            raise InvalidInput('by must be "failure_type" or "fingerprint"')
        rows = self.store.error_memory_list(module_name=module_name, failure_type=failure_type)
        return _patterns(self._records(rows), by, min_count, examples)

    def check_warnings(
        self,
        module_name: str,
        hypothesis: str,
        *,
        threshold: float | None = None,
        min_count: int = 1,
        any_module: bool = False,
    ) -> list[ErrorWarning]:
        """A warning when hypotheses similar to ``hypothesis`` (≥ ``threshold``) failed before in this module
        (or in any, with ``any_module``); an empty list otherwise."""
        limit = self.threshold if threshold is None else threshold
        matches = self.engine.index.search(
            hypothesis,
            sources=["error_memory"],
            scope=None if any_module else module_name,
            limit=1000,
            min_score=limit,
        )
        if not matches:
            return []
        ids = [int(m.ref) for m in matches]
        patterns = _patterns(self._records(self.store.error_memory_list(ids=ids)), "failure_type", min_count, 5)
        if not patterns:
            return []
        return [ErrorWarning(hypothesis, patterns, max(m.score for m in matches))]


def prune(db_path: str | os.PathLike[str] | None, before: str, *, store: Store | None = None) -> dict[str, int]:
    """Delete improvement and error-memory records older than ``before`` (an ISO date or time, UTC if naive).
    The only way records are ever removed. Returns how many of each were deleted.

    Raises:
        InvalidInput: ``before`` is not an ISO date or time.
        StoreError: the memory cannot be written.
    """
    try:
        cutoff = iso(parse_iso(before))
    except ValueError:
        raise InvalidInput(f"--before must be an ISO date (YYYY-MM-DD) or time, not {before!r}") from None
    target_store, _ = _memory_store(db_path, store)
    deleted = target_store.outcomes_prune(cutoff)
    engine_for(target_store).similarity_cache.forget_common()
    return {
        "improvement_records": deleted["improvement_records"],
        "error_memory_records": deleted["error_memory_records"],
    }


# The pipeline steps live in .pipeline, which reads this module: imported last, they are also found here.
from .pipeline import Step, memory_filter, record_outcome  # noqa: E402
