"""How alike, in their words, are two DIFFERENT failures and two printings of the SAME failure? (dev rows only)

The real-error corpus labels two messages the same failure when they have the same root cause and fix, however
they are worded (one API error through two SDKs, one npm error from two npm versions), and different when one
semantic token differs (a hard negative: the original with the missing module, the status or the test changed).
This prints, over the dev split, the word overlap (Jaccard of the sets of words of two or more letters, so numbers
and ids count for nothing) of each hard negative with its original, and of every two originals of one group:
if different failures overlap more than printings of one failure, no threshold on surface similarity can join
the printings without first merging the hard negatives -- only knowing which words are semantic can.

Usage::

    PYTHONPATH=src .venv/bin/python benchmarks/identity_separability.py
"""

from __future__ import annotations

import itertools
import re

from bench_identity import CORPUS, load_corpus

_WORD = re.compile(r"[A-Za-z_]{2,}")


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def overlap(a: str, b: str) -> float:
    first, second = words(a), words(b)
    return len(first & second) / max(1, len(first | second))


def _quantile(ordered: list[float], share: float) -> float:
    return ordered[int(share * (len(ordered) - 1))]


def main() -> None:
    rows = [row for row in load_corpus([CORPUS]) if row.split == "dev"]
    by_id = {row.id: row for row in rows}
    different = [overlap(by_id[r.base].text, r.text) for r in rows if r.role == "hard_negative" and r.base in by_id]
    originals: dict[str, list[str]] = {}
    for row in rows:
        if row.role == "original":
            originals.setdefault(row.group, []).append(row.text)
    same = [overlap(a, b) for texts in originals.values() for a, b in itertools.combinations(texts, 2)]
    for name, values in (("hard negative and its original (different failures)", different),
                         ("two originals of one group (one failure)", same)):  # fmt: skip
        p25, median, p75 = (_quantile(sorted(values), share) for share in (0.25, 0.5, 0.75))
        print(f"{name}: {len(values)} pairs, word overlap p25 {p25:.2f}, median {median:.2f}, p75 {p75:.2f}")
    print("| joined when word overlap >= | printings of one failure joined | hard negatives merged |")
    print("|---|---|---|")
    for threshold in (0.3, 0.5, 0.7, 0.9):
        joined = sum(v >= threshold for v in same) / len(same)
        merged = sum(v >= threshold for v in different) / len(different)
        print(f"| {threshold} | {joined:.1%} | {merged:.1%} |")


if __name__ == "__main__":
    main()
