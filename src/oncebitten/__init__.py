"""oncebitten: a memory of failures for AI agents, so that they stop repeating them.

Once bitten, twice shy::

    from oncebitten import FailureMemory
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
    "Advisory": "advisor",
    "AdvisoryResult": "advisor",
    "AttemptContext": "context",
    "CaptureResult": "iteration",
    "ErrorCategory": "classify",
    "ErrorKind": "classify",
    "ErrorMemory": "outcomes",
    "ErrorPattern": "outcomes",
    "ErrorRecord": "outcomes",
    "ErrorSignatureTracker": "tracker",
    "ErrorType": "advisor",
    "ErrorWarning": "outcomes",
    "Escalation": "escalation",
    "Escalations": "escalation",
    "EvolutionStatus": "advisor",
    "FailureCausalLink": "knowledge",
    "FailureGroup": "advisor",
    "FailureIdentifier": "identity",
    "FailureIdentity": "identity",
    "FailureMemory": "advisor",
    "FailureMemoryService": "knowledge",
    "FailurePattern": "knowledge",
    "FailureQueryResult": "knowledge",
    "FailureRecord": "advisor",
    "FailureReport": "sigils",
    "FailureStats": "knowledge",
    "Fingerprint": "fingerprint",
    "Fingerprinter": "fingerprint",
    "GLOBAL_ESCALATION_THRESHOLD": "tracker",
    "ImportReport": "outcomes",
    "ImprovementMemory": "outcomes",
    "ImprovementRecord": "outcomes",
    "InvalidInput": "errors",
    "InvalidOutcome": "errors",
    "IterationMemory": "iteration",
    "KnownFailure": "knowledge",
    "Learning": "sigils",
    "LearningContext": "context",
    "LearningRecord": "iteration",
    "LoopStatus": "context",
    "MAX_RETRIES_PER_SIGNATURE": "tracker",
    "MemoryContext": "context",
    "MemoryQueryResult": "outcomes",
    "ModelChoice": "strategy",
    "ModelTiers": "strategy",
    "OnceBittenError": "errors",
    "RecordResult": "outcomes",
    "Redactor": "redact",
    "SchemaTooNew": "errors",
    "SimilarFailure": "knowledge",
    "SimilarMatch": "similarity",
    "SimilarityIndex": "similarity",
    "Store": "store",
    "StoreBusy": "errors",
    "StoreCorrupt": "errors",
    "StoreError": "errors",
    "StoreForeign": "errors",
    "StoreUnavailable": "errors",
    "TaskContext": "iteration",
    "TaskInfo": "context",
    "TaskMetrics": "iteration",
    "TaskSummary": "iteration",
    "ToolBlocked": "errors",
    "ToolExecutionContext": "guard",
    "ToolRegistry": "guard",
    "ToolResult": "guard",
    "_build_escalation_options": "tracker",
    "_build_retry_tool_result": "tracker",
    "build_error_signature": "classify",
    "build_escalation_options": "tracker",
    "build_retry_tool_result": "tracker",
    "build_task_context": "context",
    "classify_error": "classify",
    "classify_kind": "classify",
    "default_is_failure": "guard",
    "fingerprint": "fingerprint",
    "guard": "guard",
    "open_store": "store",
    "parse_difficulty_estimate": "sigils",
    "parse_failure_report": "sigils",
    "parse_learnings": "sigils",
    "parse_retry_suggestion": "sigils",
    "redact": "redact",
    "redact_value": "redact",
    "render_memory_context": "context",
    "select_model": "strategy",
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
    "SchemaTooNew",
    "SimilarFailure",
    "SimilarMatch",
    "SimilarityIndex",
    "Store",
    "StoreBusy",
    "StoreCorrupt",
    "StoreError",
    "StoreForeign",
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
    "open_store",
    "parse_difficulty_estimate",
    "parse_failure_report",
    "parse_learnings",
    "parse_retry_suggestion",
    "redact",
    "redact_value",
    "render_memory_context",
    "select_model",
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
    from .advisor import (
        Advisory,
        AdvisoryResult,
        ErrorType,
        EvolutionStatus,
        FailureGroup,
        FailureMemory,
        FailureRecord,
    )
    from .classify import ErrorCategory, ErrorKind, build_error_signature, classify_error, classify_kind
    from .context import (
        AttemptContext,
        LearningContext,
        LoopStatus,
        MemoryContext,
        TaskInfo,
        build_task_context,
        render_memory_context,
    )
    from .errors import (
        InvalidInput,
        InvalidOutcome,
        OnceBittenError,
        SchemaTooNew,
        StoreBusy,
        StoreCorrupt,
        StoreError,
        StoreForeign,
        StoreUnavailable,
        ToolBlocked,
    )
    from .escalation import Escalation, Escalations
    from .fingerprint import Fingerprint, Fingerprinter, fingerprint
    from .guard import ToolExecutionContext, ToolRegistry, ToolResult, default_is_failure, guard
    from .identity import FailureIdentifier, FailureIdentity
    from .iteration import CaptureResult, IterationMemory, LearningRecord, TaskContext, TaskMetrics, TaskSummary
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
    from .redact import Redactor, redact, redact_value
    from .sigils import (
        FailureReport,
        Learning,
        parse_difficulty_estimate,
        parse_failure_report,
        parse_learnings,
        parse_retry_suggestion,
    )
    from .similarity import SimilarityIndex, SimilarMatch
    from .store import Store, open_store
    from .strategy import ModelChoice, ModelTiers, select_model
    from .tracker import (
        GLOBAL_ESCALATION_THRESHOLD,
        MAX_RETRIES_PER_SIGNATURE,
        ErrorSignatureTracker,
        _build_escalation_options,
        _build_retry_tool_result,
        build_escalation_options,
        build_retry_tool_result,
    )
