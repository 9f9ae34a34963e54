"""Seed 004: ImprovementMemory and ErrorMemory, on both backends, with the seed's examples and error codes."""

from __future__ import annotations

import io
import json
import multiprocessing
from pathlib import Path

import pytest

from conftest import FakeClock
from oncebitten import (
    ErrorMemory,
    ErrorPattern,
    ImprovementMemory,
    InvalidInput,
    InvalidOutcome,
    MemoryQueryResult,
    Step,
    StoreError,
    StoreUnavailable,
    memory_filter,
    record_outcome,
)
from oncebitten.outcomes import prune
from oncebitten.store import close_store, open_store
from oncebitten.store.copy import copy_store

#: The seed's "Memory File Format" example, verbatim.
SEED_FILE = {
    "version": "1.0.0",
    "records": [
        {
            "module": "evolution",
            "hypothesis": "Refactor EvolutionPipeline into smaller agents",
            "description": "Split into ASTAnalyzer, HypothesisEngine, etc.",
            "outcome": "accepted",
            "rationale": "Improved composability and testability",
            "rejection_reason": None,
            "timestamp": "2024-01-15T10:30:00Z",
        },
        {
            "module": "evolution",
            "hypothesis": "Add caching layer for AST analysis",
            "description": "Cache AST results in-memory dict",
            "outcome": "accepted",
            "rationale": "Reduces redundant parsing, improves performance",
            "rejection_reason": None,
            "timestamp": "2024-01-15T11:00:00Z",
        },
        {
            "module": "experiment",
            "hypothesis": "Use global state for experiment tracking",
            "description": "Module-level experiment registry",
            "outcome": "rejected",
            "rationale": "Violates composability (global state)",
            "rejection_reason": "CodeJudge verdict: REJECT - Global state prevents parallel execution",
            "timestamp": "2024-01-15T11:30:00Z",
        },
    ],
}


@pytest.fixture
def memory(db: str, clock: FakeClock) -> ImprovementMemory:
    return ImprovementMemory(db, clock=clock)


def record_seed_examples(memory: ImprovementMemory) -> None:
    """The seed's four "Recording Outcomes" examples."""
    memory.record(
        module="data_processor",
        hypothesis="Refactor process method (complexity 11) into smaller functions",
        description="Split into validate, transform, and save methods",
        outcome="accepted",
        rationale="Improved composability and testability",
    )
    memory.record(
        module="data_processor",
        hypothesis="Replace class with functional pipeline",
        description="Convert DataProcessor to pure functions",
        outcome="rejected",
        rationale="Failed type checking",
        rejection_reason="mypy error: Cannot assign lambda to Callable[[dict], dict]",
    )
    memory.record(
        module="data_processor",
        hypothesis="Add caching layer with global state",
        description="Use module-level cache dict for performance",
        outcome="rejected",
        rationale="Violates composability principle (global state)",
        rejection_reason="CodeJudge verdict: REJECT - Global state breaks composability",
    )
    memory.record(
        module="data_processor",
        hypothesis="Switch from inheritance to composition",
        description="Replace BaseProcessor inheritance with composition",
        outcome="held",
        rationale="Productive tension: inheritance provides useful defaults, composition improves testability",
    )


# -- recording and querying ------------------------------------------------------------------------


def test_a_recorded_outcome_is_stored_in_the_seeds_shape(memory: ImprovementMemory) -> None:
    result = memory.record(
        module="data_processor",
        hypothesis="Refactor process method (complexity 11) into smaller functions",
        description="Split into validate, transform, and save methods",
        outcome="accepted",
        rationale="Improved composability and testability",
    )
    assert result.success and result.error is None and result.record is not None
    assert result.record.to_dict() == {
        "module": "data_processor",
        "hypothesis": "Refactor process method (complexity 11) into smaller functions",
        "description": "Split into validate, transform, and save methods",
        "outcome": "accepted",
        "rationale": "Improved composability and testability",
        "rejection_reason": None,
        "timestamp": "2026-11-22T12:00:00.000000Z",
    }


def test_a_similar_rejected_hypothesis_is_found_with_its_reason(memory: ImprovementMemory) -> None:
    record_seed_examples(memory)
    rejection = memory.was_rejected(module="data_processor", hypothesis="Add a caching layer with global state")
    assert rejection and isinstance(rejection, MemoryQueryResult)
    assert rejection.rejection_reason == "CodeJudge verdict: REJECT - Global state breaks composability"
    assert 0.8 <= rejection.similarity < 1.0


def test_nothing_similar_is_falsy(memory: ImprovementMemory) -> None:
    record_seed_examples(memory)
    rejection = memory.was_rejected(module="data_processor", hypothesis="Add type annotations to all methods")
    assert not rejection and rejection.rejection_reason is None and rejection.similarity == 0.0


def test_rejections_are_per_module_and_accepted_ones_do_not_count(memory: ImprovementMemory) -> None:
    record_seed_examples(memory)
    assert not memory.was_rejected(module="other", hypothesis="Add caching layer with global state")
    assert not memory.was_rejected(
        module="data_processor", hypothesis="Refactor process method (complexity 11) into smaller functions"
    )


def test_the_threshold_is_the_seeds_point_eight(memory: ImprovementMemory) -> None:
    memory.record("m", "abcdefghij", outcome="rejected", rationale="r")
    assert memory.was_rejected("m", "abcdefghXY").similarity == pytest.approx(0.8)
    assert not memory.was_rejected("m", "abcdefgXYZ")  # 0.7


def test_the_description_is_compared_too(memory: ImprovementMemory) -> None:
    memory.record("m", "Tune it", "Replace the loop in parse with a comprehension", "rejected", "slower")
    assert not memory.was_rejected("m", "Tune this")
    found = memory.was_rejected("m", "Tune this", "Replace the loop in parse with a comprehension")
    assert found and found.rationale == "slower"


def test_recently_accepted_looks_back_seven_days_by_default(memory: ImprovementMemory, clock: FakeClock) -> None:
    memory.record("data_processor", "Add type annotations to all methods", outcome="accepted", rationale="ok")
    clock.advance(days=6)
    assert memory.was_recently_accepted(module="data_processor", hypothesis="Add type annotations to all methods")
    clock.advance(days=2)
    assert not memory.was_recently_accepted(module="data_processor", hypothesis="Add type annotations to all methods")
    assert memory.was_recently_accepted("data_processor", "Add type annotations to all methods", within_days=30)


def test_records_by_outcome_stats_and_failure_patterns(memory: ImprovementMemory) -> None:
    record_seed_examples(memory)
    memory.record("experiment", "Inline helpers", outcome="rejected", rationale="tests",
                  rejection_reason="FAILED tests/test_x.py::test_y - AssertionError")  # fmt: skip
    assert [r.hypothesis for r in memory.get_records(outcome="held")] == ["Switch from inheritance to composition"]
    assert len(memory.get_records()) == 5
    stats = memory.get_stats()
    assert (stats["total_records"], stats["accepted"], stats["rejected"], stats["held"]) == (5, 1, 3, 1)
    assert stats["modules"]["data_processor"] == {"accepted": 1, "rejected": 2, "held": 1}
    assert sum(stats["rejection_reasons"].values()) == 3
    patterns = memory.get_failure_patterns(module="data_processor")
    assert sum(p["count"] for p in patterns) == 2
    assert {"pattern", "count", "examples"} <= set(patterns[0])
    assert any("test" in p["pattern"] for p in memory.get_failure_patterns(module="experiment"))


def test_an_invalid_outcome_raises_the_seeds_code(memory: ImprovementMemory) -> None:
    with pytest.raises(InvalidOutcome) as raised:
        memory.record(module="evolution", hypothesis="x", outcome="cached", rationale="AST result")
    assert raised.value.code == "INVALID_OUTCOME" and isinstance(raised.value, ValueError)
    with pytest.raises(InvalidOutcome):
        memory.get_records(outcome="maybe")
    assert memory.get_records() == []


def test_an_unwritable_memory_raises_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StoreUnavailable) as raised:
        ImprovementMemory(str(blocker / "memory.db"))
    assert isinstance(raised.value, StoreError) and raised.value.code == "STORAGE_ERROR"


def test_secrets_are_redacted_before_they_are_stored(memory: ImprovementMemory) -> None:
    memory.record("m", "Call the API with key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789", outcome="held")
    assert "sk-ant" not in memory.get_records()[0].hypothesis


# -- append-only, prune -----------------------------------------------------------------------------


def test_prune_is_the_only_deletion_and_says_how_many(db: str, clock: FakeClock) -> None:
    memory, errors = ImprovementMemory(db, clock=clock), ErrorMemory(db, clock=clock)
    memory.record("m", "old idea", outcome="rejected", rationale="no")
    errors.record_failure("agents/e", "m", "old idea", "syntax", "SyntaxError: invalid syntax")
    clock.advance(days=30)
    memory.record("m", "new idea", outcome="accepted", rationale="yes")
    assert prune(db, "2026-12-01") == {"improvement_records": 1, "error_memory_records": 1}
    assert [r.hypothesis for r in memory.get_records()] == ["new idea"]
    assert not memory.was_rejected("m", "old idea") and errors.get_patterns() == []
    with pytest.raises(InvalidInput):
        prune(db, "last tuesday")


# -- concurrency ------------------------------------------------------------------------------------


def _record_many(db: str, worker: int, count: int) -> None:
    memory = ImprovementMemory(db)
    for i in range(count):
        memory.record(f"module{worker}", f"hypothesis {worker}-{i}", outcome=("accepted", "rejected", "held")[i % 3])
    close_store(db)


@pytest.mark.slow
def test_eight_processes_recording_at_once_lose_no_record(db: str) -> None:
    ImprovementMemory(db)  # migrated once up front, as the seed's file would be created
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_record_many, args=(db, w, 40)) for w in range(8)]
    for p in workers:
        p.start()
    for p in workers:
        p.join(120)
    assert [p.exitcode for p in workers] == [0] * 8
    memory = ImprovementMemory(db)
    assert memory.get_stats()["total_records"] == 320
    assert len({r.hypothesis for r in memory.get_records()}) == 320
    assert memory.was_rejected("module3", "hypothesis 3-1")


def test_threads_recording_at_once_lose_no_record(memory: ImprovementMemory) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda i: memory.record("m", f"idea {i}", outcome="held"), range(80)))
    assert len(memory.get_records()) == 80


# -- the seed's file format -------------------------------------------------------------------------


def test_a_seed_format_file_round_trips_exactly(db: str, tmp_path: Path) -> None:
    path = tmp_path / ".evolve_memory.json"
    path.write_text(json.dumps(SEED_FILE, indent=2))
    memory = ImprovementMemory(db)
    report = memory.import_json(path)
    assert (report.read, report.imported, report.skipped) == (3, 3, 0)
    exported = tmp_path / "out.json"
    assert memory.export_json(exported) == 3
    assert json.loads(exported.read_text()) == SEED_FILE
    # ... and back: the export imported into another store exports the same again
    other = ImprovementMemory(str(tmp_path / "other.db"))
    other.import_json(exported)
    again = io.StringIO()
    other.export_json(again)
    assert json.loads(again.getvalue()) == SEED_FILE
    assert other.was_rejected("experiment", "Use global state for experiment tracking").rejection_reason == (
        "CodeJudge verdict: REJECT - Global state prevents parallel execution"
    )
    close_store(str(tmp_path / "other.db"))


def test_reimporting_adds_nothing_but_identical_records_in_one_file_both_stay(db: str, tmp_path: Path) -> None:
    twice = {"version": "1.0.0", "records": [SEED_FILE["records"][0]] * 2 + [{**SEED_FILE["records"][2], "x": 1}]}
    memory = ImprovementMemory(db)
    assert memory.import_json(io.StringIO(json.dumps(twice))).imported == 3
    assert memory.import_json(io.StringIO(json.dumps(twice))).imported == 0
    out = io.StringIO()
    memory.export_json(out)
    assert json.loads(out.getvalue()) == twice  # extra fields kept


def test_a_bad_file_is_refused_with_the_record_named(memory: ImprovementMemory) -> None:
    with pytest.raises(InvalidInput, match="not a JSON"):
        memory.import_json(io.StringIO("{"))
    bad = {"records": [SEED_FILE["records"][0], {**SEED_FILE["records"][1], "outcome": "cached"}]}
    with pytest.raises(InvalidOutcome, match="record 1"):
        memory.import_json(io.StringIO(json.dumps(bad)))


def test_a_copied_store_keeps_its_outcomes_and_its_index(db: str, tmp_path: Path) -> None:
    """SQLite -> ``db`` (each backend) -> SQLite: the rows travel, and each copy's own index finds them."""
    source, back = str(tmp_path / "source.db"), str(tmp_path / "back.db")
    record_seed_examples(ImprovementMemory(source))
    copy_store(open_store(source), open_store(db))
    copy_store(open_store(db), open_store(back))
    for target in (db, back):
        found = ImprovementMemory(target).was_rejected("data_processor", "Add a caching layer with global state")
        assert found and found.rejection_reason == "CodeJudge verdict: REJECT - Global state breaks composability"
        assert len(ImprovementMemory(target).get_records()) == 4
    for target in (source, back):
        close_store(target)


# -- ErrorMemory ------------------------------------------------------------------------------------


@pytest.fixture
def errors(db: str) -> ErrorMemory:
    return ErrorMemory(db)


def test_error_memory_records_and_groups_failures_by_type(errors: ErrorMemory) -> None:
    errors.record_failure(
        module_category="agents/e",
        module_name="evolution",
        hypothesis="Add async context manager for file operations",
        failure_type="syntax",
        failure_details="SyntaxError: invalid syntax at line 45: async with open(...)",
    )
    errors.record_failure("agents/e", "experiment", "Add async file reads", "syntax",
                          "SyntaxError: unexpected indent at line 120")  # fmt: skip
    errors.record_failure("agents/e", "evolution", "Type the pipeline", "type", "error: Incompatible return type")
    patterns = errors.get_patterns(min_count=2)
    assert patterns == [
        ErrorPattern(
            failure_type="syntax",
            count=2,
            modules=["evolution", "experiment"],
            example_details=[
                "SyntaxError: unexpected indent at line 120",
                "SyntaxError: invalid syntax at line 45: async with open(...)",
            ],
        )
    ]
    assert [p.failure_type for p in errors.get_patterns(module_name="evolution")] == ["syntax", "type"] or [
        p.failure_type for p in errors.get_patterns(module_name="evolution")
    ] == ["type", "syntax"]


def test_error_memory_keeps_kind_and_fingerprint_and_groups_by_it(errors: ErrorMemory) -> None:
    a = errors.record_failure("c", "m", "h1", "syntax", "SyntaxError: invalid syntax at line 45")
    b = errors.record_failure("c", "m", "h2", "syntax", "SyntaxError: invalid syntax at line 99")
    assert a.kind == "syntax" and a.fingerprint and a.fingerprint == b.fingerprint
    (pattern,) = errors.get_patterns(by="fingerprint")
    assert pattern.count == 2 and pattern.fingerprint == a.fingerprint


def test_check_warnings_warns_for_a_similar_hypothesis_that_failed(errors: ErrorMemory) -> None:
    errors.record_failure("agents/e", "evolution", "Add async context manager for file operations", "syntax",
                          "SyntaxError: invalid syntax at line 45: async with open(...)")  # fmt: skip
    warnings = errors.check_warnings(
        module_name="evolution", hypothesis="Add async context manager for file operations"
    )
    assert warnings and warnings[0].confidence == 1.0
    assert warnings[0].similar_failures[0].failure_type == "syntax"
    assert errors.check_warnings(module_name="evolution", hypothesis="Rename variables for clarity") == []
    assert errors.check_warnings(module_name="other", hypothesis="Add async context manager for file operations") == []
    assert errors.check_warnings("other", "Add async context manager for file operations", any_module=True)
    assert errors.check_warnings("evolution", "Add async context manager", threshold=0.5)


def test_error_memory_refuses_an_unknown_failure_type(errors: ErrorMemory) -> None:
    with pytest.raises(InvalidInput, match="failure_type"):
        errors.record_failure("c", "m", "h", "cosmic-ray", "bit flip")


def test_an_export_that_fails_midway_leaves_the_old_file_and_no_partial_one(
    db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    memory = ImprovementMemory(db)
    memory.record(module="m", hypothesis="h", description="d", outcome="accepted", rationale="r")
    out = tmp_path / "out" / ".evolve_memory.json"
    out.parent.mkdir()
    out.write_text("the old file")

    def broken(handle: object, progress: object) -> int:
        handle.write('{"version": "1.0.0", "records": [')  # type: ignore[attr-defined]
        raise StoreError("the store went away")

    monkeypatch.setattr(memory, "_write_json", broken)
    with pytest.raises(StoreError):
        memory.export_json(out.parent)
    assert [p.name for p in out.parent.iterdir()] == [".evolve_memory.json"]
    assert out.read_text() == "the old file"


# -- in a pipeline: hypotheses >> memory_filter, runner >> record_outcome ------------------------------


def _pipeline_memory(db: str, **options: object) -> ImprovementMemory:
    memory = ImprovementMemory(db, **options)  # type: ignore[arg-type]
    memory.record(module="data_processor", hypothesis="Add caching layer with global state",
                  description="module-level dict", outcome="rejected", rationale="Violates composability",
                  rejection_reason="CodeJudge verdict: REJECT - Global state")  # fmt: skip
    memory.record(module="data_processor", hypothesis="Add type annotations to all methods",
                  description="mypy strict", outcome="accepted", rationale="Typed")  # fmt: skip
    return memory


HYPOTHESES = [
    "Add a caching layer with global state",  # rejected before
    "Add type annotations to all the methods",  # accepted this week: redundant
    "Split process() into validate, transform and save",  # novel
]


def test_hypotheses_then_memory_filter_keeps_only_the_novel_ones_in_order(db: str) -> None:
    memory = _pipeline_memory(db)
    skipped: list[tuple[str, str | None]] = []

    def generate(module: str) -> list[str]:
        return list(HYPOTHESES)

    filtered = generate >> memory_filter(
        memory, module="data_processor", on_skip=lambda h, m: skipped.append((h, m.outcome))
    )
    assert isinstance(filtered, Step)
    assert filtered("data_processor") == [HYPOTHESES[2]]
    assert skipped == [(HYPOTHESES[0], "rejected"), (HYPOTHESES[1], "accepted")]


def test_the_aggressive_preference_lets_rejected_hypotheses_through(db: str) -> None:
    memory = _pipeline_memory(db, preference="aggressive")
    assert memory_filter(memory, module="data_processor")(HYPOTHESES) == [HYPOTHESES[0], HYPOTHESES[2]]
    conservative = memory_filter(memory, module="data_processor", preference="conservative")
    assert conservative(HYPOTHESES) == [HYPOTHESES[2]]
    everything = memory_filter(memory, module="data_processor", skip_recently_accepted=False)
    assert everything(HYPOTHESES) == HYPOTHESES
    with pytest.raises(InvalidInput, match="preference"):
        ImprovementMemory(db, preference="reckless")


def test_memory_filter_reads_the_module_of_each_hypothesis(db: str) -> None:
    memory = _pipeline_memory(db)
    items = [
        {"module": "data_processor", "hypothesis": HYPOTHESES[0]},
        {"module": "other", "hypothesis": HYPOTHESES[0]},
    ]
    assert memory_filter(memory)(items) == [items[1]]  # rejected in data_processor only
    with pytest.raises(InvalidInput, match="no module"):
        memory_filter(memory)(["a hypothesis without a module"])


def test_runner_then_record_outcome_remembers_the_verdict_and_passes_it_on(db: str) -> None:
    memory = ImprovementMemory(db)

    def run_experiment(hypothesis: str) -> dict[str, str]:
        return {"hypothesis": hypothesis, "outcome": "rejected", "rationale": "Failed type checking",
                "rejection_reason": "mypy error: Cannot assign lambda to Callable[[dict], dict]"}  # fmt: skip

    experiment_with_memory = run_experiment >> record_outcome(memory, module="data_processor")
    verdict = experiment_with_memory("Replace class with functional pipeline")
    assert verdict["outcome"] == "rejected"  # unchanged
    match = memory.was_rejected("data_processor", "Replace the class with a functional pipeline")
    assert match and match.rejection_reason == "mypy error: Cannot assign lambda to Callable[[dict], dict]"
    # the whole loop composes: generate >> filter, and each survivor >> run >> record
    pipeline = (lambda _: ["Replace class with functional pipeline", "Inline the helpers"]) >> memory_filter(
        memory, module="data_processor"
    )
    assert pipeline(None) == ["Inline the helpers"]
    with pytest.raises(InvalidOutcome):
        record_outcome(memory, module="m")({"hypothesis": "h", "outcome": "maybe"})


def test_async_stages_compose_too(db: str) -> None:
    import asyncio

    memory = _pipeline_memory(db)

    async def generate(module: str) -> list[str]:
        await asyncio.sleep(0)
        return list(HYPOTHESES)

    filtered = generate >> memory_filter(memory, module="data_processor")
    assert asyncio.run(filtered("data_processor")) == [HYPOTHESES[2]]
