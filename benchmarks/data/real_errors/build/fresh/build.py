"""Build benchmarks/data/real_errors/fresh.jsonl from the quoted originals in f*.py, then validate it.

    python3 benchmarks/data/real_errors/build/fresh/build.py

A fresh dev part, built blind to the library's code: every row has "split": "dev". Rows are numbered in the
order the batches (f1.py, f2.py, ...) list them (each original, then its incidental variants, then its hard
negatives and their variants), so appending a batch never moves an earlier row's id or group. Originals that
share ``same=`` are one failure and join one group.
"""
from __future__ import annotations

import collections
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
OUT = HERE.parents[1] / "fresh.jsonl"
OTHERS = [p for p in sorted(HERE.parents[1].glob("*.jsonl")) if p != OUT]
BATCHES = [f"f{i}" for i in range(1, 41)]
KINDS = {"syntax", "type", "import", "dependency", "test", "timeout", "network", "auth", "permission", "rate_limit",
         "disk", "runtime", "unknown"}
KEYS = ["id", "group", "role", "base", "text", "kind", "adversarial", "ecosystem", "source", "note", "split"]

import lib  # noqa: E402

for name in BATCHES:
    if (HERE / f"{name}.py").exists():
        importlib.import_module(name)


def apply(text: str, subs: list) -> str:
    for old, new in subs:
        assert old and old != new, (old, new)
        assert old in text, f"substitution {old!r} not found in {text[:100]!r}"
        text = text.replace(old, new)
    return text


def desc(subs: list) -> str:
    return "; ".join(f"{o!r} -> {n!r}" for o, n in subs)


rows: list[dict] = []
group_of_same: dict[str, str] = {}
n_groups = 0


def new_group() -> str:
    global n_groups
    n_groups += 1
    return f"fresh-g{n_groups:03d}"


def add(**r: object) -> str:
    r["id"] = f"fresh-{len(rows) + 1:03d}"
    r["split"] = "dev"
    rows.append(r)
    return str(r["id"])


def add_incidentals(base_id: str, text: str, group: str, kind: str, adv: bool, eco: str, src: str,
                    incs: list, prefix: str = "") -> None:
    for inc in incs:
        extra, iadv = "", adv
        if isinstance(inc, dict):
            extra, iadv, inc = inc["note"], (adv if inc["adv"] is None else inc["adv"]), inc["subs"]
        assert len(inc) >= 1, f"an incidental variant changes something: {src} {inc}"
        note = prefix + "incidental: " + desc(inc) + (f" ({extra})" if extra else "")
        add(group=group, role="incidental", base=base_id, text=apply(text, inc), kind=kind, adversarial=iadv,
            ecosystem=eco, source=src, note=note)


def add_hard_negatives(oid: str, o: dict, hns: list) -> None:
    for h in hns:
        hg = new_group()
        htext = apply(o["text"], h["subs"])
        hkind = h["kind"] or o["kind"]
        hadv = bool(o["adv"]) if h["adv"] is None else h["adv"]
        hid = add(group=hg, role="hard_negative", base=oid, text=htext, kind=hkind, adversarial=hadv,
                  ecosystem=o["eco"], source=o["src"], note="hard negative: " + h["note"])
        add_incidentals(hid, htext, hg, hkind, hadv, o["eco"], o["src"], h["inc"], prefix="of the hard negative; ")


original_of_src: dict[str, list] = {}
for o in lib.ORIGS:
    if o["extra"]:
        # A hard negative (HX) or incidental variant (IX) added by a later batch to an earlier original: numbered where the batch stands,
        # so earlier ids and groups never move.
        owners = original_of_src.get(o["src"], [])
        assert len(owners) == 1, f"a later hard negative needs exactly one original from {o['src']}"
        oid, orig = owners[0]
        if "hn" in o:
            add_hard_negatives(oid, orig, [o["hn"]])
        else:
            add_incidentals(oid, orig["text"], next(r["group"] for r in rows if r["id"] == oid), orig["kind"],
                            bool(orig["adv"]), orig["eco"], orig["src"], [o["inc"]])
        continue
    assert o["kind"] in KINDS, o["src"]
    if o["same"] and o["same"] in group_of_same:
        g = group_of_same[o["same"]]
        assert any(r["group"] == g and r["kind"] == o["kind"] for r in rows), f"same failure, another kind: {o['src']}"
    else:
        g = new_group()
        if o["same"]:
            group_of_same[o["same"]] = g
    oid = add(group=g, role="original", base=None, text=o["text"], kind=o["kind"], adversarial=bool(o["adv"]),
              ecosystem=o["eco"], source=o["src"], note=o["note"])
    original_of_src.setdefault(o["src"], []).append((oid, o))
    add_incidentals(oid, o["text"], g, o["kind"], bool(o["adv"]), o["eco"], o["src"], o["inc"])
    add_hard_negatives(oid, o, o["hn"])


with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({k: r[k] for k in KEYS}, ensure_ascii=False) + "\n")


def validate(path: Path) -> None:
    """Valid JSON, sourced rows, unique ids and texts (here and against the other parts), every base present,
    incidental rows in their base's group, hard negatives in a group of their own; prints counts only."""
    got = [json.loads(line) for line in path.open(encoding="utf-8")]
    by = {r["id"]: r for r in got}
    assert len(by) == len(got), "duplicate ids"
    texts = collections.Counter(r["text"] for r in got)
    assert all(n == 1 for n in texts.values()), [t[:80] for t, n in texts.items() if n > 1]
    other_rows = [json.loads(line) for p in OTHERS for line in p.open(encoding="utf-8") if line.strip()]
    other_texts = {r["text"] for r in other_rows}
    other_sources = {r["source"] for r in other_rows}
    other_groups = {r["group"] for r in other_rows}
    clash = [r["id"] for r in got if r["text"] in other_texts]
    assert not clash, f"text already in another part: {clash}"
    reused = sorted({r["source"] for r in got if r["source"] in other_sources})
    assert not reused, f"thread already cited by another part: {reused}"
    groups_with_original = {r["group"] for r in got if r["role"] == "original"}
    hn_groups: collections.Counter[str] = collections.Counter()
    for r in got:
        assert list(r) == KEYS, r["id"]
        assert r["kind"] in KINDS and isinstance(r["adversarial"], bool) and r["split"] == "dev", r["id"]
        assert r["id"].startswith("fresh-") and r["group"].startswith("fresh-g"), r["id"]
        assert r["group"] not in other_groups, r["id"]
        assert r["source"].startswith("https://github.com/"), r["id"]
        assert r["ecosystem"], r["id"]
        assert r["text"].strip() and r["text"].strip("\n") == r["text"], r["id"]
        if r["role"] == "original":
            assert r["base"] is None, r["id"]
            continue
        assert r["role"] in {"incidental", "hard_negative"}, r["id"]
        b = by[r["base"]]
        assert r["source"] == b["source"] and r["text"] != b["text"] and r["note"], r["id"]
        if r["role"] == "incidental":
            assert r["group"] == b["group"] and r["kind"] == b["kind"], r["id"]
        else:
            assert b["role"] == "original" and r["group"] not in groups_with_original, r["id"]
            hn_groups[r["group"]] += 1
    assert all(n == 1 for n in hn_groups.values()), "two hard negatives share a group"
    C = collections.Counter
    origs = [r for r in got if r["role"] == "original"]
    per_group = C(r["group"] for r in origs)
    print("rows", len(got), "originals", len(origs), "groups", len({r["group"] for r in got}),
          "original groups", len(per_group), "multi-original groups", sum(n >= 2 for n in per_group.values()),
          "(originals in them:", sum(n for n in per_group.values() if n >= 2), ")")
    print("roles", dict(C(r["role"] for r in got)), "adversarial", sum(r["adversarial"] for r in got),
          "adversarial originals", sum(r["adversarial"] for r in origs))
    print("kind (all rows)", dict(sorted(C(r["kind"] for r in got).items())))
    print("kind (originals)", dict(sorted(C(r["kind"] for r in origs).items())))
    print("ecosystem (originals)", dict(sorted(C(r["ecosystem"] for r in origs).items())))
    print("sources", len({r["source"] for r in got}))


validate(OUT)
