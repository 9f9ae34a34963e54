"""The fingerprint: what makes two failures "the same failure" (stdlib only; runs when a failure is recorded).

The stages live in small modules, each readable and testable alone:

- :mod:`.mask` replaces the incidental parts of a message (numbers, paths, times, ids, hosts...) by typed
  placeholders and keeps what changes the fix (a missing module's name, an HTTP status, an exit code);
- :mod:`.summary` reads a multi-line error as an agent's tool returns it and keeps the lines that identify
  it (the headline, its cause lines) and the frames' function names: the canonical template;
- :mod:`.clusters` learns which remaining words vary between otherwise identical messages
  (:class:`Fingerprinter`, what the store uses).

:func:`fingerprint` is the stateless path: the canonical template, hashed with the algorithm's version.
Each :class:`Fingerprint` carries :data:`FINGERPRINT_VERSION`: a change to the algorithm bumps it, and old
records keep the key they were stored with instead of being silently regrouped. The design, the choices about
which numbers are kept and the benchmark against Drain3 are in ``docs/fingerprint.md``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .mask import mask
from .summary import HEAD_CHARS, TAIL_CHARS, _canonical

__all__ = [
    "FINGERPRINT_VERSION",
    "HEAD_CHARS",
    "TAIL_CHARS",
    "Fingerprint",
    "Fingerprinter",
    "fingerprint",
    "mask",
]

#: Version of the algorithm; part of every key. Bumped whenever a change could regroup a message.
FINGERPRINT_VERSION: int = 2


def _key(template: str) -> str:
    data = f"{FINGERPRINT_VERSION}\x00{template}".encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """A failure's identity: ``key`` (16 hex characters) names the group, ``template`` shows it."""

    key: str
    template: str
    version: int = FINGERPRINT_VERSION


def fingerprint(text: str) -> Fingerprint:
    """The stateless fingerprint of an error message, output or traceback; never raises on a ``str``.

    Its key is the key a :class:`Fingerprinter` gives the cluster this message would start.
    """
    template = _canonical(text)
    return Fingerprint(_key(template), template)


# The miner gives a new cluster the key fingerprint() gives its first message: it imports Fingerprint and
# _key from here, so they are defined before it is imported.
from .clusters import Fingerprinter  # noqa: E402
from .clusters import _anchor as _anchor  # noqa: E402  (engine/identity.py indexes by it)
