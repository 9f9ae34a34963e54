"""oncebitten: a memory of failures for AI agents, so that they stop repeating them.

Once bitten, twice shy::

    from . import FailureMemory
    fm = FailureMemory()                                        # ~/.oncebitten/memory.db
    advice = fm.check_advisory("bash", {"cmd": "pytest -x"})    # ALLOW / WARN / BLOCK

Names are loaded on first use (PEP 562), so ``import oncebitten`` costs almost nothing: a hook process that
only checks the advisor never loads the guard, the CLI or anything else it does not touch. Only the
standard library is ever imported by the core.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: importing typing alone costs more than all of this

__version__ = "0.1.0"

#: public name -> the module that defines it
_EXPORTS: dict[str, str] = {
    "Advisory": "advisor.memory",
    "AdvisoryResult": "advisor.memory",
    "AttemptContext": "iteration.context",
    "CaptureResult": "iteration.memory",
    "ErrorCategory": "engine.classify",
    "ErrorKind": "engine.classify",
    "ErrorMemory": "outcomes",
    "ErrorPattern": "outcomes",
    "ErrorRecord": "outcomes",
    "ErrorSignatureTracker": "escalation.tracker",
    "ErrorType": "advisor.memory",
    "ErrorWarning": "outcomes",
    "Escalation": "escalation.escalations",
    "Escalations": "escalation.escalations",
    "EvolutionStatus": "advisor.memory",
    "FailureCausalLink": "knowledge",
    "FailureGroup": "advisor.memory",
    "FailureIdentifier": "engine.identity",
    "FailureIdentity": "engine.identity",
    "FailureMemory": "advisor.memory",
    "FailureMemoryService": "knowledge",
    "FailurePattern": "knowledge",
    "FailureQueryResult": "knowledge",
    "FailureRecord": "advisor.memory",
    "FailureReport": "iteration.sigils",
    "FailureStats": "knowledge",
    "Fingerprint": "engine.fingerprint",
    "FingerprintUpgrade": "engine.upgrade",
    "Fingerprinter": "engine.fingerprint",
    "GLOBAL_ESCALATION_THRESHOLD": "escalation.tracker",
    "ImportReport": "outcomes",
    "ImprovementMemory": "outcomes",
    "ImprovementRecord": "outcomes",
    "InvalidInput": "errors",
    "InvalidOutcome": "errors",
    "IterationMemory": "iteration.memory",
    "KnownFailure": "knowledge",
    "Learning": "iteration.sigils",
    "LearningContext": "iteration.context",
    "LearningRecord": "iteration.learnings",
    "LoopStatus": "iteration.context",
    "MAX_RETRIES_PER_SIGNATURE": "escalation.tracker",
    "MemoryContext": "iteration.context",
    "MemoryQueryResult": "outcomes",
    "ModelChoice": "iteration.strategy",
    "ModelTiers": "iteration.strategy",
    "OnceBittenError": "errors",
    "RecordResult": "outcomes",
    "Redactor": "engine.redact.redactor",
    "SIGIL_GUIDE": "iteration.sigils",
    "SchemaTooNew": "errors",
    "SimilarFailure": "knowledge",
    "SimilarMatch": "engine.similarity.index",
    "SimilarityIndex": "engine.similarity.index",
    "Step": "pipeline",
    "Store": "store",
    "StoreBusy": "errors",
    "StoreCorrupt": "errors",
    "StoreError": "errors",
    "StoreForeign": "errors",
    "StoreMissing": "errors",
    "StoreUnavailable": "errors",
    "TaskContext": "iteration.memory",
    "TaskInfo": "iteration.context",
    "TaskMetrics": "iteration.memory",
    "TaskSummary": "iteration.memory",
    "ToolBlocked": "errors",
    "ToolExecutionContext": "advisor.guard",
    "ToolRegistry": "advisor.guard",
    "ToolResult": "advisor.guard",
    "_build_escalation_options": "escalation.tracker",
    "_build_retry_tool_result": "escalation.tracker",
    "build_error_signature": "engine.classify",
    "build_escalation_options": "escalation.tracker",
    "build_retry_tool_result": "escalation.tracker",
    "build_task_context": "iteration.context",
    "classify_error": "engine.classify",
    "classify_kind": "engine.classify",
    "default_is_failure": "advisor.guard",
    "fingerprint": "engine.fingerprint",
    "guard": "advisor.guard",
    "memory_filter": "pipeline",
    "open_store": "store",
    "parse_difficulty_estimate": "iteration.sigils",
    "parse_failure_report": "iteration.sigils",
    "parse_learnings": "iteration.sigils",
    "parse_retry_suggestion": "iteration.sigils",
    "record_outcome": "pipeline",
    "redact": "engine.redact.redactor",
    "redact_value": "engine.redact.redactor",
    "render_memory_context": "iteration.context",
    "select_model": "iteration.strategy",
    "upgrade_fingerprints": "engine.upgrade",
}

__all__ = [
    "Advisory",
    "AdvisoryResult",
    "AttemptContext",
    "CaptureResult",
    "ErrorCategory",
    "ErrorKind",
    "ErrorMemory",
    "ErrorPattern",
    "ErrorRecord",
    "ErrorSignatureTracker",
    "ErrorType",
    "ErrorWarning",
    "Escalation",
    "Escalations",
    "EvolutionStatus",
    "FailureCausalLink",
    "FailureGroup",
    "FailureIdentifier",
    "FailureIdentity",
    "FailureMemory",
    "FailureMemoryService",
    "FailurePattern",
    "FailureQueryResult",
    "FailureRecord",
    "FailureReport",
    "FailureStats",
    "Fingerprint",
    "FingerprintUpgrade",
    "Fingerprinter",
    "GLOBAL_ESCALATION_THRESHOLD",
    "ImportReport",
    "ImprovementMemory",
    "ImprovementRecord",
    "InvalidInput",
    "InvalidOutcome",
    "IterationMemory",
    "KnownFailure",
    "Learning",
    "LearningContext",
    "LearningRecord",
    "LoopStatus",
    "MAX_RETRIES_PER_SIGNATURE",
    "MemoryContext",
    "MemoryQueryResult",
    "ModelChoice",
    "ModelTiers",
    "OnceBittenError",
    "RecordResult",
    "Redactor",
    "SIGIL_GUIDE",
    "SchemaTooNew",
    "SimilarFailure",
    "SimilarMatch",
    "SimilarityIndex",
    "Step",
    "Store",
    "StoreBusy",
    "StoreCorrupt",
    "StoreError",
    "StoreForeign",
    "StoreMissing",
    "StoreUnavailable",
    "TaskContext",
    "TaskInfo",
    "TaskMetrics",
    "TaskSummary",
    "ToolBlocked",
    "ToolExecutionContext",
    "ToolRegistry",
    "ToolResult",
    "__version__",
    "_build_escalation_options",
    "_build_retry_tool_result",
    "build_error_signature",
    "build_escalation_options",
    "build_retry_tool_result",
    "build_task_context",
    "classify_error",
    "classify_kind",
    "default_is_failure",
    "fingerprint",
    "guard",
    "memory_filter",
    "open_store",
    "parse_difficulty_estimate",
    "parse_failure_report",
    "parse_learnings",
    "parse_retry_suggestion",
    "record_outcome",
    "redact",
    "redact_value",
    "render_memory_context",
    "select_model",
    "upgrade_fingerprints",
]


def __getattr__(name: str) -> object:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'oncebitten' has no attribute {name!r}")
    from importlib import import_module  # here, not at the top: a hook process never needs it

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:  # pragma: no cover - static names for type checkers and IDEs
    from .advisor.guard import ToolExecutionContext, ToolRegistry, ToolResult, default_is_failure, guard
    from .advisor.memory import (
        Advisory,
        AdvisoryResult,
        ErrorType,
        EvolutionStatus,
        FailureGroup,
        FailureMemory,
        FailureRecord,
    )
    from .engine.classify import ErrorCategory, ErrorKind, build_error_signature, classify_error, classify_kind
    from .engine.fingerprint import Fingerprint, Fingerprinter, fingerprint
    from .engine.identity import FailureIdentifier, FailureIdentity
    from .engine.redact.redactor import Redactor, redact, redact_value
    from .engine.similarity.index import SimilarityIndex, SimilarMatch
    from .engine.upgrade import FingerprintUpgrade, upgrade_fingerprints
    from .errors import (
        InvalidInput,
        InvalidOutcome,
        OnceBittenError,
        SchemaTooNew,
        StoreBusy,
        StoreCorrupt,
        StoreError,
        StoreForeign,
        StoreMissing,
        StoreUnavailable,
        ToolBlocked,
    )
    from .escalation.escalations import Escalation, Escalations
    from .escalation.tracker import (
        GLOBAL_ESCALATION_THRESHOLD,
        MAX_RETRIES_PER_SIGNATURE,
        ErrorSignatureTracker,
        _build_escalation_options,
        _build_retry_tool_result,
        build_escalation_options,
        build_retry_tool_result,
    )
    from .iteration.context import (
        AttemptContext,
        LearningContext,
        LoopStatus,
        MemoryContext,
        TaskInfo,
        build_task_context,
        render_memory_context,
    )
    from .iteration.learnings import LearningRecord
    from .iteration.memory import CaptureResult, IterationMemory, TaskContext, TaskMetrics, TaskSummary
    from .iteration.sigils import (
        SIGIL_GUIDE,
        FailureReport,
        Learning,
        parse_difficulty_estimate,
        parse_failure_report,
        parse_learnings,
        parse_retry_suggestion,
    )
    from .iteration.strategy import ModelChoice, ModelTiers, select_model
    from .knowledge import (
        FailureCausalLink,
        FailureMemoryService,
        FailurePattern,
        FailureQueryResult,
        FailureStats,
        KnownFailure,
        SimilarFailure,
    )
    from .outcomes import (
        ErrorMemory,
        ErrorPattern,
        ErrorRecord,
        ErrorWarning,
        ImportReport,
        ImprovementMemory,
        ImprovementRecord,
        MemoryQueryResult,
        RecordResult,
    )
    from .pipeline import Step, memory_filter, record_outcome
    from .store import Store, open_store
