"""A failure's text as the store keeps it: redacted, classified into a kind, and fingerprinted.

Every capability that stores a failure (the advisor, failure knowledge, iteration memory, the hooks) passes
the text through one :class:`FailureIdentifier`, so one redactor, one classifier and one fingerprinter serve
them all and their records group together.

The fingerprint is *learned from the store*: the groups (``fingerprints`` table) that a new message could
join are those with its token count and first token (its ``bucket``); a :class:`~oncebitten.engine.fingerprint.
Fingerprinter` loaded with them decides whether the message joins one (which may generalise its template,
``Invalid user admin`` + ``Invalid user test`` → ``Invalid user <*>``) or starts a new one. A group's key
never changes once given. Two processes learning the same new group at the same instant may each start one;
that splits a group, it never merges two different failures.

Identities are cached per process (the same message is identified once), so a failure that repeats, the
common case, costs the store nothing beyond its own row.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .._text import escape_surrogates
from .classify import classify_kind
from .fingerprint import FINGERPRINT_VERSION, Fingerprinter, fingerprint
from .fingerprint import _anchor as _fingerprint_anchor
from .redact.redactor import redact, redact_together

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..store import Store

__all__ = ["FailureIdentifier", "FailureIdentity", "bucket_of", "clean_text"]

#: How many groups of one bucket are read to decide where a new message belongs (most recent first).
CANDIDATES = 64
#: Identities remembered per process.
CACHE_SIZE = 4096


@dataclass(frozen=True, slots=True)
class FailureIdentity:
    """What the store keeps about a failure's text.

    ``learned`` is ``(bucket, template)`` when the group is new or its template changed and must be
    written with the failure (in the same transaction); ``None`` when the store already knows it.
    """

    message: str
    kind: str
    fingerprint: str
    template: str
    version: int = FINGERPRINT_VERSION
    learned: tuple[str, str] | None = None


def clean_text(text: object) -> str:
    """``text`` as a string any backend can store: NUL (which PostgreSQL refuses) and lone surrogates (which no
    UTF-8 store takes: a byte that was not UTF-8, half of an emoji) written out rather than dropped."""
    value = escape_surrogates(text if isinstance(text, str) else str(text))
    return value.replace("\x00", "\\0") if "\x00" in value else value


def bucket_of(template: str) -> str:
    """Where the groups a template could join are kept: its token count and (the name of) its first token."""
    tokens = template.split(" ") if template else []
    anchor = _fingerprint_anchor(tokens[0]) if tokens else ""
    return f"{len(tokens)}:{anchor.replace(chr(0), '~')}"


class FailureIdentifier:
    """Identifies failures for one store: redact, classify, fingerprint (learning groups from the store).

    Thread-safe. ``redacting=False`` stores text as given (``ONCEBITTEN_REDACT=0`` does so globally).
    """

    def __init__(self, store: Store, *, redacting: bool = True, cache_size: int = CACHE_SIZE) -> None:
        self.store = store
        self.redacting = redacting
        self._cache: OrderedDict[tuple[str, str], FailureIdentity] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    def redact(self, text: object) -> str:
        """``text`` cleaned and (unless switched off) with its secrets replaced by placeholders."""
        value = clean_text(text)
        return redact(value) if self.redacting else value

    def redact_together(self, texts: Iterable[object]) -> list[str]:
        """The fields of one record cleaned and redacted together: a secret found in one is replaced in all
        (see :meth:`oncebitten.engine.redact.redactor.Redactor.redact_together`)."""
        values = [clean_text(text) for text in texts]
        return redact_together(values) if self.redacting else values

    def identify(self, text: object, error_type: str = "", *, learn: bool = True) -> FailureIdentity:
        """The redacted message, its kind and its fingerprint; ``learned`` says what to write with it.

        ``learn=False`` is for lookups (a query): the caller will not write the group, so a new one is not
        remembered as known.
        """
        raw = clean_text(text)
        cache_key = (raw, error_type)
        with self._lock:
            cached = self._cache.get(cache_key)
            if cached is not None:
                self._cache.move_to_end(cache_key)
                return cached
        message = redact(raw) if self.redacting else raw
        kind = classify_kind(message, error_type).value
        stateless = fingerprint(message)
        bucket = bucket_of(stateless.template)
        candidates = self.store.fingerprint_candidates(FINGERPRINT_VERSION, bucket, CANDIDATES)
        if candidates:
            found = Fingerprinter(candidates).add(message)
            known = dict(candidates)
            learned = None if known.get(found.key) == found.template else (bucket, found.template)
            key, template = found.key, found.template
        else:
            key, template, learned = stateless.key, stateless.template, (bucket, stateless.template)
        identity = FailureIdentity(message, kind, key, template, FINGERPRINT_VERSION, learned)
        if learned is not None and not learn:
            return identity
        with self._lock:
            # Once written, a repeat has nothing to teach the store: cache it without ``learned``.
            self._cache[cache_key] = replace(identity, learned=None)
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return identity

    def identify_stored(self, stored: Sequence[tuple[str, str | None]]) -> list[FailureIdentity]:
        """Fingerprint again, with the current version, failures the store already keeps: ``(message, kind)``
        pairs whose message is stored (so already redacted) and whose kind stays as it was.

        One batch: the groups of each bucket are read once and learn from the batch's messages in order, as
        they would from the same failures recorded one by one. ``learned`` is set on every identity that
        created or generalised a group; the caller writes the groups with the batch, in one transaction
        (:mod:`oncebitten.engine.upgrade`). Nothing is cached.
        """
        buckets: dict[str, tuple[Fingerprinter, dict[str, str]]] = {}
        identities = []
        for message, kind in stored:
            bucket = bucket_of(fingerprint(message).template)
            entry = buckets.get(bucket)
            if entry is None:
                candidates = self.store.fingerprint_candidates(FINGERPRINT_VERSION, bucket, CANDIDATES)
                entry = buckets[bucket] = (Fingerprinter(candidates), dict(candidates))
            fingerprinter, known = entry
            found = fingerprinter.add(message)
            learned = None if known.get(found.key) == found.template else (bucket, found.template)
            known[found.key] = found.template
            identities.append(
                FailureIdentity(message, kind or "unknown", found.key, found.template, FINGERPRINT_VERSION, learned)
            )
        return identities

    def forget(self) -> None:
        """Drop the per-process cache (e.g. after the store's groups were changed by someone else)."""
        with self._lock:
            self._cache.clear()
