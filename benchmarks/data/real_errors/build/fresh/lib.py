"""The originals of fresh.jsonl and the variants made from them, collected by the batch modules (f1.py, ...)."""
from __future__ import annotations

ORIGS: list[dict] = []
G = "https://github.com/"


def O(text: str, kind: str, eco: str, src: str, adv: bool = False, note: str = "", same: str = "",
      inc: list | tuple = (), hn: list | tuple = ()) -> None:
    """One original: ``text`` quoted verbatim (surrounding blank lines dropped) from the thread at ``src``.

    ``same``: originals that share it are the same failure (same cause and fix; printed by another client,
    version, project or wrapper): one group.
    ``inc``: incidental variants, each a list of (old, new) substitutions of incidental parts (or I(...)).
    ``hn``: hard negatives, each H(...): one semantic token changed -> a new group.
    """
    ORIGS.append(dict(extra=False, text=text.strip("\n"), kind=kind, eco=eco,
                      src=src if src.startswith("http") else G + src,
                      adv=adv, note=note, same=same, inc=list(inc), hn=list(hn)))


def I(subs: list, note: str = "", adv: bool | None = None) -> dict:  # noqa: E743
    """An incidental variant with an extra note or a different adversarial flag."""
    return dict(subs=subs, note=note, adv=adv)


def H(subs: list, note: str, kind: str | None = None, adv: bool | None = None, inc: list | tuple = ()) -> dict:
    """A hard negative: ``subs`` change ONE semantic token (``note`` says which, from what to what); ``kind``
    when the new failure is of another kind; ``inc``: incidental variants of the hard negative (its group)."""
    return dict(subs=subs, note=note, kind=kind, adv=adv, inc=list(inc))


def HX(src: str, subs: list, note: str, kind: str | None = None, adv: bool | None = None,
       inc: list | tuple = ()) -> None:
    """A hard negative added later to the original quoted from ``src`` (which must be the only original from it)."""
    ORIGS.append(dict(extra=True, src=src if src.startswith("http") else G + src,
                      hn=H(subs, note, kind=kind, adv=adv, inc=inc)))


def IX(src: str, subs: list, note: str = "") -> None:
    """An incidental variant added later to the original quoted from ``src`` (the only original from it)."""
    ORIGS.append(dict(extra=True, src=src if src.startswith("http") else G + src, inc=I(subs, note)))
