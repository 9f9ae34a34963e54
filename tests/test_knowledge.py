"""Failure knowledge (seed 003): record, query, resolve, stats, the pattern cache and causal links."""

from __future__ import annotations

import multiprocessing as mp

import pytest

from oncebitten import FailureMemory, FailureMemoryService, InvalidInput
from oncebitten.knowledge import ERROR_TYPES

GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def seed_example(service: FailureMemoryService) -> str:
    failure = service.record(
        task_id="task_123", subtask_id="sub_456", attempt_number=1,
        approach="Direct SQL without parameterization",
        error="SQLITE_ERROR: near DROP: syntax error",
        error_type="runtime", context="Writing user input to database",
        subtask_type="database_write",
    )  # fmt: skip
    return failure.id


def test_the_seed_usage_example_end_to_end(db: str) -> None:
    service = FailureMemoryService(db)
    failure_id = seed_example(service)
    query = service.query(error="SQLITE_ERROR", context="database write")
    assert query.suggested_avoidances == ["Direct SQL without parameterization"]
    assert query.recommended_approaches == []
    assert query.similar_failures[0].id == failure_id
    resolved = service.resolve(failure_id=failure_id, approach="Use parameterized prepared statements")
    assert resolved.resolved and resolved.resolution_approach == "Use parameterized prepared statements"
    again = service.query(error="SQLITE_ERROR", context="database write")
    assert again.recommended_approaches == ["Use parameterized prepared statements"]
    assert again.suggested_avoidances == ["Direct SQL without parameterization"]
    camel = again.to_dict(camel=True)
    assert set(camel) == {"similarFailures", "suggestedAvoidances", "recommendedApproaches"}
    assert camel["similarFailures"][0]["resolutionApproach"] == "Use parameterized prepared statements"


def test_record_keeps_every_field_and_classifies(db: str) -> None:
    service = FailureMemoryService(db)
    failure = service.record(
        "t1", "s1", 2, "patch the import", "ModuleNotFoundError: No module named 'requests'",
        console_errors=["warn: x"], stack_trace="Traceback ...", context="running the CLI", subtask_type="cli",
    )  # fmt: skip
    stored = service.get(failure.id)
    assert stored == failure
    assert failure.task_id == "t1" and failure.subtask_id == "s1" and failure.attempt_number == 2
    assert failure.console_errors == ["warn: x"] and failure.stack_trace == "Traceback ..."
    assert failure.kind == "import" and failure.error_type == "runtime" and failure.fingerprint
    assert failure.quality == pytest.approx(0.2) and not failure.resolved


@pytest.mark.parametrize("error_type", ERROR_TYPES)
def test_every_seed_error_type_is_accepted(db: str, error_type: str) -> None:
    assert FailureMemoryService(db).record("t", error="boom", error_type=error_type).error_type == error_type


def test_bad_input_is_refused(db: str) -> None:
    service = FailureMemoryService(db)
    with pytest.raises(InvalidInput, match="error_type"):
        service.record("t", error="x", error_type="weird")
    with pytest.raises(InvalidInput):
        service.record("", error="x")
    with pytest.raises(InvalidInput):
        service.record("t", error="  ")
    with pytest.raises(InvalidInput):
        service.record("t", attempt_number=0, error="x")
    with pytest.raises(InvalidInput, match="no failure"):
        service.resolve("fm-missing", "anything")


def test_secrets_are_redacted_everywhere(db: str) -> None:
    service = FailureMemoryService(db)
    failure = service.record(
        "t", approach=f"export GITHUB_TOKEN={GITHUB_TOKEN}", error=f"401 for token {GITHUB_TOKEN}",
        context=f"token {GITHUB_TOKEN}", console_errors=[GITHUB_TOKEN], stack_trace=GITHUB_TOKEN,
    )  # fmt: skip
    assert GITHUB_TOKEN not in repr(failure)
    resolved = service.resolve(failure.id, f"rotate {GITHUB_TOKEN}", root_cause=f"leaked {GITHUB_TOKEN}")
    assert GITHUB_TOKEN not in repr(resolved) and GITHUB_TOKEN not in repr(service.causal_links(failure.id))


def test_noisy_variants_share_a_pattern_that_counts_approaches(db: str) -> None:
    service = FailureMemoryService(db)
    a = service.record("t", approach="retry", error="TimeoutError: read timed out after 30.1s on 10.0.0.7:443")
    b = service.record("t", approach="retry", error="TimeoutError: read timed out after 12.9s on 10.0.0.9:443")
    c = service.record("t", approach="bigger timeout", error="TimeoutError: read timed out after 5.0s on 10.1.1.1:443")
    assert a.fingerprint == b.fingerprint == c.fingerprint
    service.resolve(c.id, "use the regional endpoint")
    (pattern,) = service.patterns()
    assert pattern.occurrences == 3 and pattern.signature == a.fingerprint
    assert pattern.failed_approaches[:2] == ["retry", "bigger timeout"] or set(pattern.failed_approaches) == {
        "retry",
        "bigger timeout",
    }
    assert pattern.successful_fixes == ["use the regional endpoint"]
    assert service.pattern_for("TimeoutError: read timed out after 99s on 10.2.2.2:443") == pattern


def test_known_bad_approaches_are_skipped_and_known_good_tried_first(db: str) -> None:
    service = FailureMemoryService(db)
    failure = service.record("t", approach="pip install --user", error="PermissionError: [Errno 13] /usr/lib")
    service.resolve(failure.id, "use a virtualenv")
    ranked = service.rank_approaches(
        "PermissionError: [Errno 13] /usr/lib", ["sudo pip install", "pip install --user", "use a virtualenv"]
    )
    assert ranked == ["use a virtualenv", "sudo pip install"]


def test_resolution_with_root_cause_creates_the_three_causal_links(db: str) -> None:
    service = FailureMemoryService(db)
    failure_id = seed_example(service)
    service.resolve(failure_id, "Use parameterized prepared statements", root_cause="SQL injection via user input")
    links = {(link.relation, link.strength) for link in service.causal_links(failure_id)}
    assert links == {("CAUSES", 0.8), ("ENABLES", 0.9), ("TRIGGERS", 0.7)}
    causes = next(link for link in service.causal_links(failure_id) if link.relation == "CAUSES")
    assert causes.source == f"failure:{failure_id}" and causes.target == "cause:SQL injection via user input"
    assert service.causal_links() and service.causal_links(failure_id)[0].failure_id == failure_id


def test_resolution_without_root_cause_makes_no_links_and_is_idempotent(db: str) -> None:
    service = FailureMemoryService(db)
    failure_id = seed_example(service)
    first = service.resolve(failure_id, "fix")
    assert service.resolve(failure_id, "another fix") == first
    assert service.causal_links(failure_id) == []


def test_quality_feedback_ranks_resolved_failures_first(db: str) -> None:
    service = FailureMemoryService(db)
    open_one = service.record("t", approach="a", error="KeyError: 'user_id' in handler")
    fixed = service.record("t", approach="b", error="KeyError: 'user_id' in handler")
    service.resolve(fixed.id, "check the key first")
    result = service.query("KeyError: 'user_id' in handler")
    ids = [s.id for s in result.similar_failures if s.source == "knowledge"]
    assert ids == [fixed.id, open_one.id]
    assert result.similar_failures[0].score > result.similar_failures[1].score


def test_stats_count_break_down_and_rate(db: str) -> None:
    service = FailureMemoryService(db)
    ids = [service.record("t", error=f"AssertionError: case {n}", error_type="test").id for n in range(3)]
    service.record("t", error="SyntaxError: invalid syntax", error_type="syntax")
    service.resolve(ids[0], "fix the assertion")
    stats = service.stats()
    assert (stats.total_failures, stats.resolved, stats.unresolved) == (4, 1, 3)
    assert stats.resolution_rate == 0.25 and stats.by_error_type == {"test": 3, "syntax": 1}
    assert stats.to_dict(camel=True)["resolutionRate"] == 0.25


def test_a_tool_failure_of_the_advisor_shows_up_in_query_patterns_and_stats(db: str) -> None:
    FailureMemory(db).record_failure("bash", {"cmd": "make"}, "make: *** [build] Error 2", "env")
    service = FailureMemoryService(db)
    result = service.query("make: *** [build] Error 2")
    (tool,) = [s for s in result.similar_failures if s.source == "tool"]
    assert tool.error == "make: *** [build] Error 2" and "make" in (tool.approach or "")
    assert service.stats().tool_failures == 1
    pattern = service.pattern_for("make: *** [build] Error 2")
    assert pattern is not None and pattern.tool_failures == 1


def _record_many(db: str, worker: int, count: int) -> None:
    service = FailureMemoryService(db)
    for n in range(count):
        service.record(f"task-{worker}", attempt_number=n + 1, approach="same approach", error="RuntimeError: boom")


def test_eight_processes_recording_at_once_lose_nothing(db: str) -> None:
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_record_many, args=(db, w, 25)) for w in range(8)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    service = FailureMemoryService(db)
    assert service.stats().total_failures == 200
    (pattern,) = service.patterns()
    assert pattern.occurrences == 200
    row = service.store.knowledge_approaches([pattern.signature])[0]
    assert row[3] == 200  # the failed approach counted exactly


def test_one_memory_every_face_shows_up_in_query_patterns_and_stats(db: str) -> None:
    from oncebitten import ErrorMemory, ImprovementMemory

    error = "mypy error: Cannot assign lambda to Callable[[dict], dict]"
    FailureMemory(db).record_failure("bash", {"cmd": "mypy src"}, error, "env")
    ImprovementMemory(db).record(
        module="data_processor", hypothesis="Replace class with functional pipeline",
        description="Convert DataProcessor to pure functions", outcome="rejected",
        rationale="Failed type checking", rejection_reason=error,
    )  # fmt: skip
    ErrorMemory(db).record_failure(
        module_category="agents/e", module_name="evolution", hypothesis="Use lambdas for handlers",
        failure_type="type", failure_details=error,
    )  # fmt: skip
    service = FailureMemoryService(db)
    service.record("t", approach="annotate the lambda", error=error, error_type="type")
    result = service.query(error)
    sources = {s.source for s in result.similar_failures}
    assert sources == {"knowledge", "tool", "hypothesis", "error_memory"}
    assert "Replace class with functional pipeline" in result.suggested_avoidances
    assert "annotate the lambda" in result.suggested_avoidances
    (pattern,) = service.patterns()
    assert (pattern.occurrences, pattern.tool_failures, pattern.rejected_hypotheses) == (1, 1, 1)
    assert pattern.error_memory_failures == 1 and pattern.total == 4
    stats = service.stats()
    assert (stats.tool_failures, stats.rejected_hypotheses, stats.error_memory_failures) == (1, 1, 1)


def test_a_hypothesis_rejected_for_a_similar_reason_is_found_by_text(db: str) -> None:
    from oncebitten import ImprovementMemory

    ImprovementMemory(db).record(
        module="m", hypothesis="Add caching layer with global state", description="module-level dict",
        outcome="rejected", rationale="Violates composability", rejection_reason="Global state breaks composability",
    )  # fmt: skip
    result = FailureMemoryService(db).query("Add caching layer with global state")
    assert [s.source for s in result.similar_failures] == ["hypothesis"]
    assert result.suggested_avoidances == ["Add caching layer with global state"]
