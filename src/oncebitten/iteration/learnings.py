"""What a learning is, and how iteration memory judges and matches learnings.

- :class:`LearningRecord`: a stored learning with its record (how often the iterations it was given to then
  succeeded or failed);
- :func:`is_harmful`: whether a learning's harm rate is credibly above its help rate (it is then held back);
- :func:`extract_keywords` and :func:`task_phrase`: what a task is matched on; :func:`tag_matches`: whether a
  learning's tag matches it;
- near-duplicates (the design's ">80% word overlap"): rapidfuzz, loaded only when learnings are compared.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..store.iteration_sql import LearningRecordRow, LearningRow

__all__ = ["DUPLICATE_RATIO", "MIN_EVIDENCE", "LearningRecord", "extract_keywords", "is_harmful"]

#: Near-duplicate threshold (rapidfuzz token-sort ratio, 0-100): the design's ">80% word overlap".
DUPLICATE_RATIO = 80.0
#: A learning is judged on at least this many helped + harmed iterations, at this one-sided confidence.
MIN_EVIDENCE = 3
_Z = 1.645  # 95 % one-sided

_PATH = re.compile(
    r"(?:[\w.-]+/)+[\w.-]+"
    r"|\b[\w-]+\.(?:py|rs|js|ts|tsx|jsx|go|rb|java|kt|c|h|cc|cpp|hpp|cs|md|toml|ya?ml|json|sql|sh|txt|cfg|ini|lock)\b"
)
_WORD = re.compile(r"[a-z0-9][a-z0-9_+#-]*")
_STOP_TEXT = (
    "the and for with that this from into when then than are was were been have has had not but all any can "
    "its out use using used our your you they them their there here what which who how why where will would "
    "should could must may might each other more most some such only also just like over under after before "
    "about above below between both same new add adds added make makes write fill task tasks section"
)
_STOPWORDS = frozenset(_STOP_TEXT.split())


def extract_keywords(title: str, description: str = "", error_categories: Iterable[str] = ()) -> set[str]:
    """The keywords a task is matched on: its words (lowercased, no stop words), the file paths it mentions
    (and their base names), and the error categories of its failures."""
    text = f"{title}\n{description}"
    paths = {p.lower().rstrip(".") for p in _PATH.findall(text)}
    words = {w.strip("-_") for w in _WORD.findall(text.lower())}
    keywords = {w for w in words if len(w) >= 3 and w not in _STOPWORDS}
    keywords |= paths | {p.rsplit("/", 1)[-1] for p in paths}
    keywords |= {c.lower() for c in error_categories if c}
    return keywords


def task_phrase(title: str, description: str = "") -> str:
    """The task's words, lowercased, between spaces: where a tag of several words is looked for."""
    return f" {' '.join(_WORD.findall(f'{title} {description}'.lower()))} "


def tag_matches(tag: str, keywords: set[str], phrase_text: str) -> bool:
    tag = tag.strip().lower()
    if not tag:
        return False
    if tag in keywords or tag.rsplit("/", 1)[-1] in keywords:
        return True
    return " " in tag and f" {tag} " in phrase_text


def is_harmful(helped: int, harmed: int, *, min_evidence: int = MIN_EVIDENCE) -> bool:
    """Whether a learning's harm rate is credibly above its help rate: on at least ``min_evidence`` judged
    iterations, the lower Wilson bound (95 % one-sided) of the harmed share is above one half."""
    n = helped + harmed
    if n < min_evidence or n == 0:
        return False
    p = harmed / n
    denominator = 1 + _Z * _Z / n
    centre = p + _Z * _Z / (2 * n)
    spread = _Z * math.sqrt(p * (1 - p) / n + _Z * _Z / (4 * n * n))
    return (centre - spread) / denominator > 0.5


@dataclass(frozen=True, slots=True)
class LearningRecord:
    """A stored learning with its record: how often it was injected and what followed."""

    id: str
    task_id: str | None
    category: str
    content: str
    tags: list[str]
    created_at: str
    pruned_at: str | None = None
    superseded_by: str | None = None
    helped: int = 0
    harmed: int = 0
    injections: int = 0
    last_injected_at: str | None = None
    score: int = 0

    @property
    def held_back(self) -> bool:
        """Held back from injection: its harm rate is credibly above its help rate."""
        return is_harmful(self.helped, self.harmed)

    @property
    def status(self) -> str:
        """``active``, ``held back``, ``superseded`` or ``pruned``."""
        if self.pruned_at is not None:
            return "pruned"
        if self.superseded_by is not None:
            return "superseded"
        return "held back" if self.held_back else "active"

    @staticmethod
    def from_row(row: LearningRow, score: int = 0) -> LearningRecord:
        """Build from the store's row (a :class:`LearningRecordRow` carries the record too)."""
        record = row if isinstance(row, LearningRecordRow) else None
        return LearningRecord(
            id=str(row.id),
            task_id=row.task_id,
            category=str(row.category),
            content=str(row.content),
            tags=json.loads(row.relevance_tags) if row.relevance_tags else [],
            created_at=str(row.created_at),
            pruned_at=row.pruned_at,
            superseded_by=row.superseded_by,
            helped=int(record.helped or 0) if record else 0,
            harmed=int(record.harmed or 0) if record else 0,
            injections=int(record.injections or 0) if record else 0,
            last_injected_at=record.last_injected_at if record else None,
            score=score,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "task_id": self.task_id, "category": self.category, "content": self.content,
            "tags": self.tags, "created_at": self.created_at, "status": self.status, "helped": self.helped,
            "harmed": self.harmed, "injections": self.injections, "score": self.score,
            "superseded_by": self.superseded_by,
        }  # fmt: skip


def near_duplicate(a: str, b: str) -> bool:
    from rapidfuzz import fuzz, utils  # loaded only when learnings are compared

    return bool(fuzz.token_sort_ratio(a, b, processor=utils.default_process) > DUPLICATE_RATIO)


def same_insight(a: LearningRecord, b: LearningRecord) -> bool:
    return a.category == b.category and near_duplicate(a.content, b.content)


def with_score(learning: LearningRecord, score: int) -> LearningRecord:
    from dataclasses import replace

    return replace(learning, score=score)
