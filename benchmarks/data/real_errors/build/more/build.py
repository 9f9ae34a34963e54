"""Build benchmarks/data/real_errors/more.jsonl from the quoted originals in d*.py, then validate it.

    python3 benchmarks/data/real_errors/build/more/build.py

Ids and groups are numbered in the order the batches (d1.py, d2.py, ...) list their originals, and the split
is drawn per original group with random.Random(23), two groups at a time (one dev, one held out, in a seeded
order): appending a batch never moves an earlier row's id, group or split. A hard negative is its own group
(a different failure) but takes the split of the original it was made from, so no family straddles the split.
"""
from __future__ import annotations

import collections
import importlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
OUT = HERE.parents[1] / "more.jsonl"
OTHERS = [HERE.parents[1] / "langs.jsonl", HERE.parents[1] / "tools.jsonl"]
BATCHES = [f"d{i}" for i in range(1, 21)]
KINDS = {"syntax", "type", "import", "dependency", "test", "timeout", "network", "auth", "permission", "rate_limit",
         "disk", "runtime", "unknown"}

import lib  # noqa: E402

for name in BATCHES:
    if (HERE / f"{name}.py").exists():
        importlib.import_module(name)


def apply(text: str, subs) -> str:
    for old, new in subs:
        if old not in text:
            raise SystemExit(f"substitution {old!r} not found in: {text[:100]!r}")
        text = text.replace(old, new)
    return text


def desc(subs) -> str:
    return "; ".join(f"{o!r} -> {n!r}" for o, n in subs)


rows: list[dict] = []
counter = {"row": 0, "grp": 0}


def nid() -> str:
    counter["row"] += 1
    return f"mo-{counter['row']:03d}"


def ngrp() -> str:
    counter["grp"] += 1
    return f"mo-g{counter['grp']:03d}"


def incidental(base_id, base_text, group, kind, eco, src, adv, inc):
    extra = ""
    if isinstance(inc, dict):
        adv, extra, inc = inc.get("adv", adv), inc.get("note", ""), inc["subs"]
    rows.append(dict(id=nid(), group=group, role="incidental", base=base_id, text=apply(base_text, inc), kind=kind,
                     adversarial=bool(adv), ecosystem=eco, source=src,
                     note="incidental: " + desc(inc) + (". " + extra if extra else "")))


group_of_src: dict[str, str] = {}
for o in lib.ORIGS:
    assert o["kind"] in KINDS, o
    if o["same_as"]:
        g = group_of_src[o["same_as"]]
        assert rows and any(r["group"] == g and r["kind"] == o["kind"] for r in rows), o["src"]
    else:
        g = ngrp()
    group_of_src.setdefault(o["src"], g)
    oid = nid()
    rows.append(dict(id=oid, group=g, role="original", base=None, text=o["text"], kind=o["kind"],
                     adversarial=bool(o["adv"]), ecosystem=o["eco"], source=o["src"], note=o["note"]))
    for inc in o["inc"]:
        incidental(oid, o["text"], g, o["kind"], o["eco"], o["src"], o["adv"], inc)
    for hn in o["hn"]:
        hg, hid = ngrp(), nid()
        htext = apply(o["text"], hn["subs"])
        hk = hn.get("kind", o["kind"])
        assert hk in KINDS, hn
        rows.append(dict(id=hid, group=hg, role="hard_negative", base=oid, text=htext, kind=hk,
                         adversarial=bool(hn["adv"]), ecosystem=o["eco"], source=o["src"],
                         note="hard negative: " + hn["note"]))
        for inc in hn["inc"]:
            incidental(hid, htext, hg, hk, o["eco"], o["src"], hn["adv"], inc)

for src, subs, extra in lib.LATE_INC:
    base = next(r for r in rows if r["role"] == "original" and r["source"] == src)
    incidental(base["id"], base["text"], base["group"], base["kind"], base["ecosystem"], src, base["adversarial"],
               {"subs": subs, "note": extra})

# split: per original group, in pairs drawn from random.Random(23) (prefix-stable as batches are appended)
rng = random.Random(23)
orig_groups = list(dict.fromkeys(r["group"] for r in rows if r["role"] == "original"))
split_of: dict[str, str] = {}
for i in range(0, len(orig_groups), 2):
    pair = ["dev", "heldout"]
    rng.shuffle(pair)
    for g, s in zip(orig_groups[i:i + 2], pair):
        split_of[g] = s
by_id = {r["id"]: r for r in rows}


def family(r: dict) -> str:
    """The group of the original a row descends from (a hard negative takes its original's split)."""
    while r["role"] != "original":
        r = by_id[r["base"]]
    return r["group"]


for r in rows:
    r["split"] = split_of[family(r)]

KEYS = ["id", "group", "role", "base", "text", "kind", "adversarial", "ecosystem", "source", "note", "split"]
with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({k: r[k] for k in KEYS}, ensure_ascii=False) + "\n")


def validate(path: Path) -> None:
    """Valid JSON, sourced originals, existing bases, unique ids, no duplicate texts, none already in the corpus."""
    got = [json.loads(line) for line in path.open(encoding="utf-8")]
    ids = [r["id"] for r in got]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = collections.Counter(r["text"] for r in got)
    dups = [t[:80] for t, n in texts.items() if n > 1]
    assert not dups, f"duplicate texts: {dups}"
    other = {json.loads(line)["text"] for p in OTHERS if p.exists() for line in p.open(encoding="utf-8")}
    clash = [r["id"] for r in got if r["text"] in other]
    assert not clash, f"already in langs/tools: {clash}"
    by = {r["id"]: r for r in got}
    orig_groups = {r["group"] for r in got if r["role"] == "original"}
    for r in got:
        assert list(r) == KEYS, r["id"]
        assert r["kind"] in KINDS and r["role"] in {"original", "incidental", "hard_negative"}, r["id"]
        assert r["split"] in {"dev", "heldout"} and isinstance(r["adversarial"], bool), r["id"]
        assert r["id"].startswith("mo-") and r["group"].startswith("mo-g"), r["id"]
        assert r["source"].startswith("https://github.com/"), r["id"]
        assert r["text"].strip() and r["text"].strip("\n") == r["text"], r["id"]
        if r["role"] == "original":
            assert r["base"] is None, r["id"]
            continue
        b = by[r["base"]]
        assert r["source"] == b["source"] and r["split"] == b["split"] and r["text"] != b["text"], r["id"]
        assert r["note"], r["id"]
        if r["role"] == "incidental":
            assert r["group"] == b["group"] and r["kind"] == b["kind"], r["id"]
        else:
            assert b["role"] == "original" and r["group"] not in orig_groups, r["id"]
    hn_groups = collections.Counter(r["group"] for r in got if r["role"] == "hard_negative")
    assert all(v == 1 for v in hn_groups.values()), "a hard-negative group holds two hard negatives"
    C = collections.Counter
    orig = [r for r in got if r["role"] == "original"]
    print("rows", len(got), "role", dict(C(r["role"] for r in got)))
    print("originals", len(orig), "adversarial originals", sum(r["adversarial"] for r in orig),
          "adversarial rows", sum(r["adversarial"] for r in got))
    print("kind(originals)", dict(sorted(C(r["kind"] for r in orig).items())))
    print("kind(rows)", dict(sorted(C(r["kind"] for r in got).items())))
    print("ecosystem(originals)", dict(sorted(C(r["ecosystem"] for r in orig).items())))
    print("split rows", dict(C(r["split"] for r in got)), "split originals", dict(C(r["split"] for r in orig)))
    print("originals with a hard negative", len({r["base"] for r in got if r["role"] == "hard_negative"}))
    print("groups", len({r["group"] for r in got}), "sources", len({r["source"] for r in orig}))
    srcs = {json.loads(line)["source"] for p in OTHERS if p.exists() for line in p.open(encoding="utf-8")}
    reused = sorted({r["source"] for r in orig} & srcs)
    if reused:
        print("sources also quoted in langs/tools (different text):", len(reused))


validate(OUT)
