"""The originals of kinds2.jsonl, collected by the batch modules (k1.py, k2.py, ...)."""
from __future__ import annotations

ORIGS: list[dict] = []
G = "https://github.com/"


def O(text: str, kind: str, eco: str, src: str, adv: bool = False, note: str = "", same: str = "") -> None:
    """One original: ``text`` quoted verbatim (surrounding blank lines dropped) from the thread at ``src``.

    ``same``: originals that share it are the same failure (differ only in incidental parts): one group.
    """
    ORIGS.append(dict(text=text.strip("\n"), kind=kind, eco=eco, src=src if src.startswith("http") else G + src,
                      adv=adv, note=note, same=same))
