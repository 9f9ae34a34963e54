"""The public namespace is curated and pinned; importing it stays cheap."""

from __future__ import annotations

import json
import subprocess
import sys

import oncebitten

EXPECTED = {
    "Advisory", "AdvisoryResult", "ErrorType", "EvolutionStatus", "FailureMemory", "FailureRecord",
    "InvalidInput", "OnceBittenError", "SchemaTooNew", "Store", "StoreBusy", "StoreCorrupt", "StoreError",
    "StoreForeign", "StoreMissing", "StoreUnavailable", "ToolBlocked", "ToolExecutionContext", "ToolRegistry",
    "ToolResult",
    "__version__", "default_is_failure", "guard", "open_store",
    "ErrorCategory", "ErrorKind", "classify_error", "classify_kind", "build_error_signature", "Escalation",
    "Escalations", "ErrorSignatureTracker", "MAX_RETRIES_PER_SIGNATURE", "GLOBAL_ESCALATION_THRESHOLD",
    "build_retry_tool_result", "build_escalation_options", "_build_retry_tool_result", "_build_escalation_options",
    "FailureGroup", "FailureIdentifier", "FailureIdentity", "Fingerprint", "Fingerprinter", "Redactor",
    "fingerprint", "redact", "redact_value",
    "FailureReport", "Learning", "parse_failure_report", "parse_learnings", "parse_difficulty_estimate",
    "parse_retry_suggestion", "IterationMemory", "CaptureResult", "LearningRecord", "TaskContext", "TaskMetrics",
    "TaskSummary", "MemoryContext", "AttemptContext", "LearningContext", "LoopStatus", "TaskInfo",
    "build_task_context", "render_memory_context", "ModelChoice", "ModelTiers", "select_model",
    "ErrorMemory", "ErrorPattern", "ErrorRecord", "ErrorWarning", "ImportReport", "ImprovementMemory",
    "ImprovementRecord", "InvalidOutcome", "MemoryQueryResult", "RecordResult", "SimilarMatch", "SimilarityIndex",
    "FailureMemoryService", "KnownFailure", "FailurePattern", "FailureQueryResult", "FailureCausalLink",
    "FailureStats", "SimilarFailure", "SIGIL_GUIDE", "Step", "memory_filter", "record_outcome",
    "FingerprintUpgrade", "upgrade_fingerprints",
}  # fmt: skip

HEAVY = ("typer", "click", "rich", "pydantic", "mcp", "rapidfuzz", "psycopg", "psycopg_pool", "argparse")


def test_all_is_sorted_and_pinned() -> None:
    assert list(oncebitten.__all__) == sorted(oncebitten.__all__)  # (sorted by code point: _ after capitals)
    assert set(oncebitten.__all__) == EXPECTED


def test_all_matches_the_lazy_export_table() -> None:
    assert set(oncebitten.__all__) == {*oncebitten._EXPORTS, "__version__"}


def test_every_exported_name_resolves() -> None:
    for name in oncebitten.__all__:
        assert getattr(oncebitten, name) is not None, name


def test_import_and_check_load_no_heavy_module(tmp_path: object) -> None:
    code = (
        "import sys, json, oncebitten;"
        f"fm = oncebitten.FailureMemory({str(tmp_path)!r} + '/m.db');"
        "fm.check_advisory('bash', {'cmd': 'ls'});"
        "fm.record_failure('bash', {'cmd': 'ls'}, 'boom');"
        "print(json.dumps(sorted(sys.modules)))"
    )
    loaded = set(json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                            check=True).stdout))  # fmt: skip
    assert not {m for m in loaded if m.split(".")[0] in HEAVY}


def test_names_load_lazily_and_unknown_names_raise() -> None:
    code = (
        "import sys, oncebitten;"
        "assert 'oncebitten.advisor.guard' not in sys.modules and 'oncebitten.advisor.memory' not in sys.modules;"
        "oncebitten.FailureMemory;"
        "assert 'oncebitten.advisor.memory' in sys.modules and 'oncebitten.advisor.guard' not in sys.modules;"
        "from oncebitten import guard;"
        "assert 'oncebitten.advisor.guard' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    import pytest

    with pytest.raises(AttributeError):
        oncebitten.no_such_name  # noqa: B018
    assert "FailureMemory" in dir(oncebitten)
