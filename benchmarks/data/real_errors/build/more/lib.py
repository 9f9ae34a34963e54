"""Row helpers for more.jsonl: O() records a quoted original, H() a hard negative made from it.

An original is quoted verbatim from the public thread or file named by `src`; incidental variants and hard
negatives are substitutions applied to that text (each substitution must match), so every derived row is
traceable to the quote. Kinds follow the written definitions (benchmarks/data/real_errors/build/README.md).
"""
from __future__ import annotations

ORIGS: list[dict] = []


def O(text, kind, eco, src, adv=False, inc=(), hn=(), note="", same_as=None):
    """An original as quoted; `inc` lists incidental variants (each a list of (old, new) or a dict with subs/adv/note).

    `same_as` names the source of an earlier original that is the same failure (same root cause and fix, only
    incidental parts differ): this original joins that original's group.
    """
    ORIGS.append(dict(text=text.strip("\n"), kind=kind, eco=eco, src=src, adv=adv, inc=list(inc), hn=list(hn),
                      note=note, same_as=same_as))


def H(subs, note, kind=None, adv=False, inc=()):
    """A hard negative: ONE semantic token changed (`note` says which, from what to what)."""
    d = dict(subs=subs, note=note, adv=adv, inc=list(inc))
    if kind:
        d["kind"] = kind
    return d


LATE_INC: list[tuple[str, list, str]] = []


def INC(src, subs, note=""):
    """An incidental variant of the original quoted from `src`, added by a later batch.

    Its row is numbered after every batch's rows, so adding one never renumbers rows already published.
    """
    LATE_INC.append((src, list(subs), note))
