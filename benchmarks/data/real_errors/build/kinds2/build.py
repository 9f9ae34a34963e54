"""Build benchmarks/data/real_errors/kinds2.jsonl from the quoted originals in k*.py, then validate it.

    python3 benchmarks/data/real_errors/build/kinds2/build.py

Originals only (no incidental variants or hard negatives). Ids and groups are numbered in the order the batches
(k1.py, k2.py, ...) list their originals; originals that share ``same=`` are one failure and join one group.
The split is drawn per group with random.Random(31), two groups at a time (one dev, one held out, in a seeded
order), so appending a batch never moves an earlier row's id, group or split, and the split is fixed before
any row is read for tuning.
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
OUT = HERE.parents[1] / "kinds2.jsonl"
OTHERS = [p for p in sorted(HERE.parents[1].glob("*.jsonl")) if p != OUT]
BATCHES = [f"k{i}" for i in range(1, 41)]
KINDS = {"syntax", "type", "import", "dependency", "test", "timeout", "network", "auth", "permission", "rate_limit",
         "disk", "runtime", "unknown"}
KEYS = ["id", "group", "role", "base", "text", "kind", "adversarial", "ecosystem", "source", "note", "split"]

import lib  # noqa: E402

for name in BATCHES:
    if (HERE / f"{name}.py").exists():
        importlib.import_module(name)

# A quote already in another part (the same short message found again) is left out: one row per text.
known = {json.loads(line)["text"] for p in OTHERS for line in p.open(encoding="utf-8") if line.strip()}
origs = [o for o in lib.ORIGS if o["text"] not in known]
print("left out (already in another part):", len(lib.ORIGS) - len(origs))
rows: list[dict] = []
group_of_same: dict[str, str] = {}
groups: list[str] = []
for number, o in enumerate(origs, 1):
    assert o["kind"] in KINDS, o
    if o["same"] and o["same"] in group_of_same:
        g = group_of_same[o["same"]]
        assert any(r["group"] == g and r["kind"] == o["kind"] for r in rows), o["src"]
    else:
        g = f"k2-g{len(groups) + 1:03d}"
        groups.append(g)
        if o["same"]:
            group_of_same[o["same"]] = g
    rows.append(dict(id=f"k2-{number:03d}", group=g, role="original", base=None, text=o["text"], kind=o["kind"],
                     adversarial=bool(o["adv"]), ecosystem=o["eco"], source=o["src"], note=o["note"]))

rng = random.Random(31)
split_of: dict[str, str] = {}
for i in range(0, len(groups), 2):
    pair = ["dev", "heldout"]
    rng.shuffle(pair)
    for g, s in zip(groups[i:i + 2], pair):
        split_of[g] = s
for r in rows:
    r["split"] = split_of[r["group"]]

with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({k: r[k] for k in KEYS}, ensure_ascii=False) + "\n")


def validate(path: Path) -> None:
    """Valid JSON, sourced originals, unique ids, no duplicate texts, none already in the corpus; counts only
    (no text is printed: the held-out rows are not to be read)."""
    got = [json.loads(line) for line in path.open(encoding="utf-8")]
    ids = [r["id"] for r in got]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = collections.Counter(r["text"] for r in got)
    assert all(n == 1 for n in texts.values()), "duplicate texts"
    other = {json.loads(line)["text"] for p in OTHERS for line in p.open(encoding="utf-8") if line.strip()}
    clash = [r["id"] for r in got if r["text"] in other]
    assert not clash, f"already in another part: {clash}"
    for r in got:
        assert list(r) == KEYS, r["id"]
        assert r["kind"] in KINDS and r["role"] == "original" and r["base"] is None, r["id"]
        assert r["split"] in {"dev", "heldout"} and isinstance(r["adversarial"], bool), r["id"]
        assert r["id"].startswith("k2-") and r["group"].startswith("k2-g"), r["id"]
        assert r["source"].startswith("https://github.com/"), r["id"]
        assert r["text"].strip() and r["text"].strip("\n") == r["text"], r["id"]
    split_of_group = collections.defaultdict(set)
    for r in got:
        split_of_group[r["group"]].add(r["split"])
    assert all(len(s) == 1 for s in split_of_group.values()), "a group straddles the split"
    C = collections.Counter
    print("originals", len(got), "groups", len(split_of_group), "adversarial", sum(r["adversarial"] for r in got))
    print("kind", dict(sorted(C(r["kind"] for r in got).items())))
    print("ecosystem", dict(sorted(C(r["ecosystem"] for r in got).items())))
    print("split rows", dict(C(r["split"] for r in got)),
          "split groups", dict(C(next(iter(s)) for s in split_of_group.values())),
          "split adversarial", dict(C(r["split"] for r in got if r["adversarial"])))
    print("sources", len({r["source"] for r in got}))


validate(OUT)
