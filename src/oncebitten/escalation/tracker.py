"""When to stop retrying and ask a human (the escalation tracker design's ErrorSignatureTracker).

Per error signature (``{project_id}:{error_type}:{md5 8}``), a failure may be retried with a different
approach up to :data:`MAX_RETRIES_PER_SIGNATURE` times; the next one escalates. NEVER_RETRY errors (auth,
permissions, billing) escalate at once. Past :data:`GLOBAL_ESCALATION_THRESHOLD` escalations in a session,
the whole session should stop.

The retry counts live in the caller's own mapping (e.g. a checkpoint that is saved and restored): the
tracker holds *that* mapping, never a copy, so every increment is visible to its owner.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import MutableMapping
from typing import Any

from ..engine.classify import ErrorCategory, build_error_signature, classify_error
from ..store import Store
from .escalations import Escalations

__all__ = [
    "GLOBAL_ESCALATION_THRESHOLD",
    "MAX_RETRIES_PER_SIGNATURE",
    "ErrorSignatureTracker",
    "_build_escalation_options",
    "_build_retry_tool_result",
    "build_escalation_options",
    "build_retry_tool_result",
]

logger = logging.getLogger(__name__)

MAX_RETRIES_PER_SIGNATURE = 3
GLOBAL_ESCALATION_THRESHOLD = 5


class ErrorSignatureTracker:
    """Per-signature retry counting and escalation decisions for one project session.

    Args:
        project_id: the project the failures belong to (first part of every signature).
        retry_counts: the caller's mutable mapping of signature → attempts; used and updated in place.
        db_session: where escalations are stored — a :class:`~oncebitten.store.Store`, an
            :class:`~oncebitten.Escalations`, anything with a ``.store``, a path or URL, or ``None`` for the
            default store (``ONCEBITTEN_URL`` / ``ONCEBITTEN_DB`` / ``~/.oncebitten/memory.db``).
        session_id, job_id: recorded with each escalation.
    """

    def __init__(
        self,
        project_id: str,
        retry_counts: MutableMapping[str, int],
        db_session: Any = None,
        session_id: str = "",
        job_id: str = "",
    ) -> None:
        self.project_id = project_id
        self.retry_counts = retry_counts  # the caller's own mapping: never copy it
        self.db_session = db_session
        self.session_id = session_id
        self.job_id = job_id
        self._session_escalation_count = 0

    def signature(self, error_type: str, error_message: str) -> str:
        """This project's signature for the error."""
        return build_error_signature(self.project_id, error_type, error_message)

    def should_escalate_immediately(self, error_type: str, error_message: str) -> bool:
        """True for NEVER_RETRY errors (auth, permission, billing): retrying cannot help."""
        return classify_error(error_type, error_message) is ErrorCategory.NEVER_RETRY

    def record_and_check(self, error_type: str, error_message: str) -> tuple[bool, int]:
        """Count one more failure of this signature.

        Returns:
            ``(should_escalate, attempt_number)``: ``(False, 1)``, ``(False, 2)``, ``(False, 3)``, then
            ``(True, 4)`` — escalate once the count exceeds :data:`MAX_RETRIES_PER_SIGNATURE`.
        """
        key = self.signature(error_type, error_message)
        attempt = int(self.retry_counts.get(key, 0)) + 1
        self.retry_counts[key] = attempt
        return attempt > MAX_RETRIES_PER_SIGNATURE, attempt

    def global_threshold_exceeded(self) -> bool:
        """True once :data:`GLOBAL_ESCALATION_THRESHOLD` escalations were recorded in this session."""
        return self._session_escalation_count >= GLOBAL_ESCALATION_THRESHOLD

    def reset_signature(self, error_type: str, error_message: str) -> None:
        """Forget the retry count of this signature (e.g. after the founder gave new input)."""
        self.retry_counts.pop(self.signature(error_type, error_message), None)

    async def record_escalation(
        self,
        error_type: str,
        error_message: str,
        attempts: int,
        recommended_action: str,
        plain_english_problem: str,
    ) -> str | None:
        """Persist an escalation in the store and return its id; ``None`` if it could not be stored.

        Counts toward :meth:`global_threshold_exceeded` whether or not it could be stored. Never raises
        for a storage failure (it is logged): an escalation path must not crash the agent loop.
        """
        self._session_escalation_count += 1
        category = classify_error(error_type, error_message)
        try:
            escalations = self._escalations()
            escalation = await asyncio.to_thread(
                escalations.record,
                project_id=self.project_id,
                signature=self.signature(error_type, error_message),
                error_type=error_type,
                error_message=error_message,
                category=category,
                attempts=attempts,
                recommended_action=recommended_action,
                plain_english_problem=plain_english_problem,
                options=build_escalation_options(error_type, category),
                session_id=self.session_id,
                job_id=self.job_id,
            )
        except Exception:
            logger.exception("could not record escalation for %s", self.project_id)
            return None
        return escalation.id

    def _escalations(self) -> Escalations:
        session = self.db_session
        if isinstance(session, Escalations):
            return session
        if isinstance(session, Store):
            return Escalations(store=session)
        if isinstance(getattr(session, "store", None), Store):
            return Escalations(store=session.store)
        if session is None or isinstance(session, (str, os.PathLike)):
            return Escalations(session)
        raise TypeError(f"db_session must be a Store, Escalations, a path or URL, not {type(session).__name__}")


def build_retry_tool_result(error_type: str, error_message: str, attempt_num: int, original_intent: str) -> str:
    """A replanning message to hand back to the model after a failed approach.

    States the attempt number, the original goal, the error, how many attempts remain before a human is
    asked, and tells the model to try a *different* approach.
    """
    remaining = max(0, MAX_RETRIES_PER_SIGNATURE - attempt_num)
    return (
        f"APPROACH {attempt_num} FAILED\n"
        f"Original goal: {original_intent}\n"
        f"Error ({error_type}): {error_message}\n"
        f"Attempts left before escalating to a human: {remaining}\n"
        "Do not repeat the same approach. Re-plan: find the root cause of this error and try a "
        "different approach to reach the original goal."
    )


def build_escalation_options(error_type: str, category: ErrorCategory | str) -> list[dict[str, str]]:
    """The multiple-choice options to offer a human for an escalated error.

    NEVER_RETRY: ``provide_credentials`` and ``skip_feature``. CODE_ERROR and ENV_ERROR:
    ``skip_feature``, ``simpler_version`` and ``provide_guidance``.
    """
    skip = {
        "id": "skip_feature",
        "label": "Skip this feature",
        "description": f"Leave this part out for now and continue with the rest ({error_type} blocks it).",
    }
    if ErrorCategory(category) is ErrorCategory.NEVER_RETRY:
        return [
            {
                "id": "provide_credentials",
                "label": "Provide credentials or access",
                "description": f"Supply the missing credentials, key or permission that caused {error_type}.",
            },
            skip,
        ]
    return [
        skip,
        {
            "id": "simpler_version",
            "label": "Build a simpler version",
            "description": "Drop the part that keeps failing and deliver a reduced version that works.",
        },
        {
            "id": "provide_guidance",
            "label": "Give guidance",
            "description": f"Explain how to get past {error_type}, or point to what is missing.",
        },
    ]


# The design's module-private names, kept for users of its interface (compatibility names).
_build_retry_tool_result = build_retry_tool_result
_build_escalation_options = build_escalation_options
