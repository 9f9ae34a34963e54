"""What the MCP server's tools answer: pydantic models, camelCase on the wire, built from the core's objects.

Each tool's return annotation is one of these models; the SDK derives the tool's output schema from it and
sends its ``structured_content``. Where a core object already is the record a client sees, it is used as it
is (:class:`~oncebitten.escalation.escalations.Escalation`: pydantic reads the dataclass's fields, and the
camelCase of the model around it applies), so its fields are declared once; the other models are views
(a verdict's name, a learning's status, a subset of a record) and say so.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from .advisor.memory import Advisory, FailureRecord
from .escalation.escalations import Escalation
from .iteration.memory import LearningRecord
from .outcomes import ImprovementRecord

Verdict = Literal["ALLOW", "WARN", "BLOCK"]
#: The advisor's ``Result`` values as the ``Verdict`` literal (mypy cannot narrow an enum's value to it).
VERDICTS: dict[str, Verdict] = {"ALLOW": "ALLOW", "WARN": "WARN", "BLOCK": "BLOCK"}


class _Result(BaseModel):
    """camelCase on the wire (``taskId``), as the failure-knowledge service design's tools answer; snake_case
    accepted too."""

    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True, validate_by_alias=True)


class KnownFailureResult(_Result):
    """A recorded failure (the failure-knowledge service's record)."""

    id: str
    task_id: str
    subtask_id: str
    attempt_number: int
    approach: str
    error: str
    error_type: str
    console_errors: list[str]
    stack_trace: str | None
    context: str | None
    subtask_type: str | None
    kind: str | None = Field(description="the shared kind of the error (syntax, import, network, ...)")
    fingerprint: str | None = Field(description="the failure's group: the same failure, however its details vary")
    quality: float
    resolved: bool
    resolution_approach: str | None
    root_cause: str | None
    created_at: str
    resolved_at: str | None


class SimilarFailureResult(_Result):
    """A failure like the one asked about, from anywhere in the memory."""

    source: Literal["knowledge", "tool", "hypothesis", "error_memory"] = Field(
        description="knowledge: recorded with failure_record; tool: a tool call's failure (advisor); "
        "hypothesis: a rejected improvement hypothesis; error_memory: a failure of error memory"
    )
    id: str
    error: str
    approach: str | None
    similarity: float
    score: float
    resolved: bool
    resolution_approach: str | None
    fingerprint: str | None
    task_id: str | None


class QueryResult(_Result):
    """What is known about an error."""

    similar_failures: list[SimilarFailureResult]
    suggested_avoidances: list[str] = Field(description="approaches that failed on similar errors")
    recommended_approaches: list[str] = Field(description="approaches that resolved similar errors, best first")


class CausalLinkResult(_Result):
    """``source`` RELATION ``target``, made when a failure was resolved with a root cause."""

    source: str
    relation: Literal["CAUSES", "ENABLES", "TRIGGERS"]
    target: str
    strength: float


class FailureResolveResult(KnownFailureResult):
    """The resolved failure and its causal links."""

    causal_links: list[CausalLinkResult]


class FailureStatsResult(_Result):
    """Counts, error-type breakdown and resolution rate, and what the rest of the memory holds."""

    total_failures: int
    resolved: int
    unresolved: int
    resolution_rate: float
    by_error_type: dict[str, int]
    patterns: int
    tool_failures: int
    rejected_hypotheses: int
    error_memory_failures: int


class FailureRecordResult(_Result):
    """The advisor's record of one tool call in one environment."""

    id: int
    tool_name: str
    tool_signature: str
    env_snapshot_hash: str
    error_type: Literal["HARD", "SOFT"] = Field(description="HARD: remembered 7 days; SOFT (transient): 1 hour")
    retry_count: int
    evolution_status: Literal["PENDING", "RESOLVED", "IGNORED"]
    error_message: str | None
    kind: str | None
    fingerprint: str | None
    created_at: str
    updated_at: str

    @classmethod
    def of(cls, record: FailureRecord) -> FailureRecordResult:
        """The advisor's record, its enums by value."""
        return cls(
            id=record.id,
            tool_name=record.tool_name,
            tool_signature=record.tool_signature,
            env_snapshot_hash=record.env_snapshot_hash,
            error_type=record.error_type.value,
            retry_count=record.retry_count,
            evolution_status=record.evolution_status.value,
            error_message=record.error_message,
            kind=record.kind,
            fingerprint=record.fingerprint,
            created_at=record.created_at,
            updated_at=record.updated_at,
        )


class CheckResult(_Result):
    """The advisor's verdict on a tool call."""

    result: Verdict
    reason: str
    retry_count: int
    failure_record: FailureRecordResult | None
    tool_signature: str
    env_snapshot_hash: str

    @classmethod
    def of(cls, found: Advisory) -> CheckResult:
        """The advisory as the tool answers it."""
        return cls(
            result=VERDICTS[found.result.value],
            reason=found.reason,
            retry_count=found.retry_count,
            failure_record=None if found.failure_record is None else FailureRecordResult.of(found.failure_record),
            tool_signature=str(found.tool_signature),
            env_snapshot_hash=str(found.env_snapshot_hash),
        )


class AdvisorRecordResult(_Result):
    """The failure as now remembered, and what a check of the same call would answer."""

    record: FailureRecordResult
    next: Verdict


class AdvisorClearResult(_Result):
    """Whether a remembered failure was cleared."""

    cleared: bool
    tool_signature: str
    env_snapshot_hash: str | None = Field(description="the environment cleared; null: every environment")


class EscalationsResult(_Result):
    """Escalations, newest first."""

    escalations: list[Escalation]


class EscalationResolveResult(_Result):
    """The escalation, now resolved."""

    escalation: Escalation


class LearningResult(_Result):
    """A learning with its record: how often it was injected and what followed."""

    id: str
    task_id: str | None
    category: str
    content: str
    tags: list[str]
    created_at: str
    status: Literal["active", "held back", "superseded", "pruned"]
    helped: int
    harmed: int
    injections: int
    score: int = Field(description="tags matching the task (searches only)")
    superseded_by: str | None

    @classmethod
    def of(cls, learning: LearningRecord) -> LearningResult:
        """The learning with its status (``held back`` is computed from its record)."""
        return cls.model_validate(learning.to_dict())


class LearningsResult(_Result):
    """Learnings, best match first."""

    learnings: list[LearningResult]


class TaskContextResult(_Result):
    """The prompt for a task's next iteration and what went into it."""

    task_id: str
    attempt_number: int
    context: str = Field(description="markdown: the task, previous attempts, learnings, loop status")
    injected: list[str] = Field(description="ids of the learnings injected")
    held_back: list[LearningResult] = Field(description="relevant learnings held back because they harmed")
    model: str | None = Field(description="the model chosen for the next iteration")
    model_rationale: str | None
    stuck: bool


class ImprovementResult(_Result):
    """A recorded improvement outcome (the improvement memory's ImprovementRecord)."""

    id: int | None
    module: str
    hypothesis: str
    description: str
    outcome: Literal["accepted", "rejected", "held"]
    rationale: str | None
    rejection_reason: str | None
    timestamp: str

    @classmethod
    def of(cls, record: ImprovementRecord | None) -> ImprovementResult | None:
        """The record, or ``None`` for none."""
        if record is None:
            return None
        return cls(
            id=record.id,
            module=record.module,
            hypothesis=record.hypothesis,
            description=record.description,
            outcome=record.outcome,  # type: ignore[arg-type]  # checked by ImprovementMemory
            rationale=record.rationale,
            rejection_reason=record.rejection_reason,
            timestamp=record.timestamp,
        )


class WasRejectedResult(_Result):
    """Whether a similar hypothesis was rejected before (and whether one was accepted recently)."""

    was_rejected: bool
    similarity: float = Field(description="0..1; a hypothesis counts as the same from 0.8")
    rejection_reason: str | None
    rationale: str | None
    record: ImprovementResult | None = Field(description="the most similar rejected hypothesis")
    was_recently_accepted: bool
    accepted_record: ImprovementResult | None = Field(description="the most similar recently accepted one")
