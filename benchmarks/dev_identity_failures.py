"""Where the fingerprint errs on the DEV split of the real-error corpus: a tuning aid, never run on held-out rows.

For every dev row, in the order ``bench_identity.py`` feeds them (a seeded shuffle), the key of
``Fingerprinter().add``; then, by category:

- hard negatives given their base's group (a false merge): the two stateless templates and the tokens that
  differ, or "same template" when masking already erased the semantic token;
- incidental variants not given their base's group (a split): the two templates and the differing tokens;
- other pairs of groups sharing a key.

Usage::

    PYTHONPATH=src .venv/bin/python benchmarks/dev_identity_failures.py [--seed 1] [--only merges|splits|other]
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
from collections import defaultdict

from bench_identity import CORPUS, load_corpus

from oncebitten.engine.fingerprint import Fingerprinter, fingerprint


def _diff(a: str, b: str) -> str:
    ta, tb = a.split(" "), b.split(" ")
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=ta, b=tb, autojunk=False).get_opcodes():
        if op != "equal":
            out.append(f"{' '.join(ta[i1:i2])!r} -> {' '.join(tb[j1:j2])!r}")
    return "; ".join(out) or "same template"


def _short(text: str, n: int = 300) -> str:
    return text if len(text) <= n else text[:n] + " …"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("merges", "splits", "other"))
    args = parser.parse_args()
    rows = [row for row in load_corpus([CORPUS]) if row.split == "dev"]  # dev only: the held-out rows stay unread
    order = list(rows)
    random.Random(args.seed).shuffle(order)
    learner = Fingerprinter()
    key = {row.id: learner.add(row.text).key for row in order}
    learned = dict(learner.clusters())
    by_id = {row.id: row for row in rows}
    notes: dict[str, str] = {}
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            data = json.loads(line) if line.strip() else {}
            if data.get("split", "dev") == "dev":
                notes[data["id"]] = data.get("note") or ""

    merges = [r for r in rows if r.role == "hard_negative" and r.base in key and key[r.base] == key[r.id]]
    splits = [r for r in rows if r.role == "incidental" and r.base in key and key[r.base] != key[r.id]]
    if args.only in (None, "merges"):
        print(f"== hard negatives merged: {len(merges)} of {sum(r.role == 'hard_negative' for r in rows)}\n")
        for r in merges:
            a, b = fingerprint(by_id[r.base or ""].text).template, fingerprint(r.text).template
            print(f"{r.id} [{r.kind}] note: {notes.get(r.id, '')}")
            print(f"  learned:  {_short(learned.get(key[r.id], ''))}")
            print(f"  base:     {_short(a)}\n  hn:       {_short(b)}\n  diff:     {_diff(a, b)}\n")
    if args.only in (None, "splits"):
        print(f"== incidental variants split: {len(splits)} of {sum(r.role == 'incidental' for r in rows)}\n")
        for r in splits:
            a, b = fingerprint(by_id[r.base or ""].text).template, fingerprint(r.text).template
            print(f"{r.id} [{r.kind}]")
            print(f"  base:     {_short(a)}\n  variant:  {_short(b)}\n  diff:     {_diff(a, b)}\n")
    if args.only in (None, "other"):
        keys_of: dict[str, set[str]] = defaultdict(set)
        groups_of: dict[str, set[str]] = defaultdict(set)
        for r in rows:
            keys_of[r.group].add(key[r.id])
            groups_of[key[r.id]].add(r.group)
        print("== every group split over several keys (pairs lost)\n")
        for g, ks in keys_of.items():
            if len(ks) > 1:
                print(g)
                for r in rows:
                    if r.group == g:
                        print(f"    {r.id} {r.role} {key[r.id][:6]}: {_short(fingerprint(r.text).template, 240)}")
        print("\n== every key holding several groups (false pairs)\n")
        for k, gs in groups_of.items():
            if len(gs) > 1:
                print(f"{k}: {sorted(gs)}\n  learned: {_short(learned.get(k, ''), 240)}")
                for r in rows:
                    if key[r.id] == k:
                        print(f"    {r.id} {r.group}: {_short(fingerprint(r.text).template, 240)}")


if __name__ == "__main__":
    main()
