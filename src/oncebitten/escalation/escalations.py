"""Escalations: failures handed to a human, with the options offered to them (the design's AgentEscalation).

An escalation is recorded by :meth:`ErrorSignatureTracker.record_escalation` (or directly with
:meth:`Escalations.record`), listed while open, and resolved by whoever answered it::

    from .. import Escalations
    for e in Escalations().list():            # open ones, newest first
        print(e.id, e.plain_english_problem)
    Escalations().resolve(e.id, "added the API key to .env")
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import asdict, dataclass
from typing import Any, Literal, get_args

from .._time import Clock
from ..engine.classify import ErrorCategory
from ..engine.core import open_engine
from ..errors import InvalidInput
from ..store import Store
from ..store.store import EscalationRow

__all__ = ["Escalation", "Escalations"]

EscalationStatus = Literal["open", "resolved"]
_STATUSES: tuple[str, ...] = get_args(EscalationStatus)


# The MCP server answers with this dataclass as it is (oncebitten.mcp_models): its fields and this docstring are
# the tools' output schema, camelCased; a field added here is added there.
@dataclass(frozen=True, slots=True)
class Escalation:
    """A failure handed to a human, with the options offered."""

    id: str
    project_id: str
    session_id: str
    job_id: str
    signature: str
    error_type: str
    error_message: str
    category: str
    attempts: int
    recommended_action: str
    plain_english_problem: str
    options: list[dict[str, str]]
    status: EscalationStatus
    resolution: str | None
    created_at: str
    resolved_at: str | None

    @staticmethod
    def from_row(row: EscalationRow) -> Escalation:
        """Build from the store's row."""
        values = row.as_dict()
        values["attempts"] = int(row.attempts)
        values["options"] = json.loads(row.options)
        return Escalation(**values)

    @property
    def error_text(self) -> str:
        """The error as shown: ``"TypeError: message"``, or the message alone when it already names its type
        (``"TypeError: unsupported operand..."`` is not shown as ``"TypeError: TypeError: ..."``)."""
        kind, message = self.error_type.strip(), self.error_message
        if not kind or message.startswith(kind):
            return message
        return f"{kind}: {message}"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)


class Escalations:
    """Record, list and resolve escalations in the shared store.

    Args:
        db_path: a path, ``sqlite:///``/``postgresql://`` URL, or ``None`` for the default store.
        store: an already open :class:`~oncebitten.store.Store` (instead of ``db_path``).
        clock: the current UTC time (tests).
    """

    def __init__(
        self, db_path: str | os.PathLike[str] | None = None, *, store: Store | None = None, clock: Clock | None = None
    ) -> None:
        self.engine = open_engine(db_path, store=store, clock=clock)
        self.store = self.engine.store

    def record(
        self,
        *,
        project_id: str,
        signature: str,
        error_type: str,
        error_message: str,
        category: ErrorCategory | str,
        attempts: int,
        recommended_action: str,
        plain_english_problem: str,
        options: list[dict[str, str]],
        session_id: str = "",
        job_id: str = "",
    ) -> Escalation:
        """Store a new open escalation and return it (its ``id`` is ``esc-`` + 12 hex)."""
        # Error text carries secrets: never store them. The fields are redacted together, so a secret found in
        # one (the error message) is also found where it has no shape of its own (an option's label).
        slots = [(index, key) for index, option in enumerate(options) for key in option]
        texts = [error_type, error_message, recommended_action, plain_english_problem,
                 *(options[index][key] for index, key in slots)]  # fmt: skip
        clean = self.engine.identifier.redact_together(texts)
        error_type, error_message, recommended_action, plain_english_problem, *option_texts = clean
        clean_options: list[dict[str, str]] = [{} for _ in options]
        for (index, key), text in zip(slots, option_texts, strict=True):
            clean_options[index][key] = text
        escalation_id = f"esc-{uuid.uuid4().hex[:12]}"
        values = (
            escalation_id, project_id, session_id, job_id, signature, error_type, error_message,
            str(category), int(attempts), recommended_action, plain_english_problem,
            json.dumps(clean_options),
            self.engine.now(),
        )  # fmt: skip
        self.store.escalation_insert(values)
        found = self.get(escalation_id)
        assert found is not None  # just written in a committed transaction
        return found

    def get(self, escalation_id: str) -> Escalation | None:
        """One escalation, or ``None``."""
        row = self.store.escalation_get(escalation_id)
        return None if row is None else Escalation.from_row(row)

    def list(self, status: str | None = "open", *, project_id: str | None = None, limit: int = 50) -> list[Escalation]:
        """Escalations newest first: ``status`` ``"open"`` (default), ``"resolved"`` or ``None`` for all.

        Raises:
            InvalidInput: an unknown status or a negative limit.
        """
        if status is not None and status not in _STATUSES:
            raise InvalidInput(f"status must be one of {', '.join(_STATUSES)} (or None for all), not {status!r}")
        if limit < 0:
            raise InvalidInput("limit must not be negative")
        rows = self.store.escalation_list(status=status, project_id=project_id, limit=limit)
        return [Escalation.from_row(row) for row in rows]

    def resolve(self, escalation_id: str, resolution: str = "") -> bool:
        """Mark an open escalation resolved with what was done (redacted). False if unknown or already resolved."""
        return self.store.escalation_resolve(escalation_id, self.engine.redact(resolution), self.engine.now())
