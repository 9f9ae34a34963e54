"""Failure identity on real errors: fingerprints, kinds and redaction, measured in one run.

On the real-error corpus (``benchmarks/data/real_errors/*.jsonl``: messages quoted from public issue threads,
their incidental variants and hard negatives; row format and label definitions in ``docs/fingerprint.md``),
the dev and held-out splits reported separately, and on LogHub-2k (``benchmarks/data/loghub2k``), for:

- **v2**: ``oncebitten.engine.fingerprint.Fingerprinter()`` (the current version), messages added in order; a
  message's group is the key ``add`` returned for it (what the store saves);
- **v2 stateless**: ``fingerprint()`` alone, no template mining (what mining adds, or merges, is the difference);
- **v1**: the same for version 1, frozen in ``benchmarks/references/fingerprint_v1.py``;
- **regex mask**: numbers, hex runs and paths replaced by placeholders, the rest compared exactly;
- **Drain3**: ``drain3.TemplateMiner`` with its default configuration (as in ``bench_fingerprint.py``).

Figures: grouping accuracy (GA), pairwise F1, the false-merge rate on hard negatives (a hard negative given
the group of the message it was made from), incidental recall (an incidental variant given the group of
the message it was made from) and messages per second (median of ``--rounds``). Messages are fed in a
seeded shuffle of the split (``--seed``), the same order for every method.

Also: the kind accuracy of ``classify_kind`` against the corpus's labels (all rows and the adversarial
ones), and the redaction recall (secrets no longer in the text) and false-positive rate (non-secret lines
altered) of ``redact`` on the secrets corpus: every ``*.jsonl`` file in ``benchmarks/data/secrets/``
(``real_secrets.jsonl``, ``more_secrets.jsonl``, ...), or the one file or directory given with ``--secrets``.

Usage::

    .venv/bin/pip install -e '.[bench]'                      # Drain3, the reference
    .venv/bin/python benchmarks/bench_identity.py             # everything, 3 rounds
    .venv/bin/python benchmarks/bench_identity.py --quick     # 1 round, 3 LogHub systems
    .venv/bin/python benchmarks/bench_identity.py --out benchmarks/results/identity.json

Exits with status 1 when a goal of v2 on the held-out split is missed (the goals are listed at the end).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import statistics
import sys
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from _common import REPO_ROOT, machine_info, machine_line, markdown_table, write_json
from bench_fingerprint import QUICK_SYSTEMS, drain3_grouper, grouping_accuracy, load_system, pairwise_f1, timed

from oncebitten.engine import fingerprint as current
from oncebitten.engine.classify import classify_kind
from oncebitten.engine.fingerprint import FINGERPRINT_VERSION
from oncebitten.engine.redact.redactor import redact

CORPUS = REPO_ROOT / "benchmarks" / "data" / "real_errors"
PLACEHOLDER = re.compile(r"<redacted:[a-z0-9_]{1,40}>")
SECRETS = REPO_ROOT / "benchmarks" / "data" / "secrets"
LOGHUB = REPO_ROOT / "benchmarks" / "data" / "loghub2k"
SYSTEMS = ("Android", "Apache", "BGL", "HDFS", "HPC", "Hadoop", "HealthApp", "Linux", "Mac", "OpenSSH",
           "OpenStack", "Proxifier", "Spark", "Thunderbird", "Windows", "Zookeeper")  # fmt: skip
SPLITS = ("dev", "heldout")

GOALS = {
    "pairwise F1 >= 0.95": ("f1", 0.95, ">="),
    "false merges on hard negatives <= 2 %": ("false_merge", 0.02, "<="),
    "incidental recall >= 0.95": ("incidental_recall", 0.95, ">="),
}
GOAL_LOGHUB_GA = 0.90
GOAL_RATE = 20_000
GOAL_KIND = 0.95
GOAL_RECALL = 0.99
GOAL_FALSE_POSITIVES = 0.01

Grouper = Callable[[Sequence[str]], list[Hashable]]


# -- the corpus --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    id: str
    group: str
    role: str
    base: str | None
    text: str
    kind: str
    adversarial: bool
    split: str


def load_corpus(directories: Iterable[Path]) -> list[Row]:
    """Every row of every ``*.jsonl`` file in ``directories``, in file order."""
    rows: list[Row] = []
    for directory in directories:
        for path in sorted(directory.glob("*.jsonl")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    data = json.loads(line)
                    rows.append(
                        Row(data["id"], data["group"], data["role"], data.get("base"), data["text"],
                            data.get("kind") or "", bool(data.get("adversarial")), data.get("split") or "dev")
                    )  # fmt: skip
                except (ValueError, KeyError) as exc:
                    raise SystemExit(f"{path}:{number}: not a corpus row ({exc})") from exc
    return rows


# -- the groupers ------------------------------------------------------------------------------------------


def _learner(module: Any) -> Grouper:
    def group(messages: Sequence[str]) -> list[Hashable]:
        add = module.Fingerprinter().add
        return [add(m).key for m in messages]

    return group


def _load_v1() -> ModuleType:
    path = REPO_ROOT / "benchmarks" / "references" / "fingerprint_v1.py"
    spec = importlib.util.spec_from_file_location("fingerprint_v1", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fingerprint_v1"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


_REGEX_MASK = (
    (re.compile(r"(?:[A-Za-z]:\\|~?/)[^\s'\"<>|]*|(?:[\w.-]+/)+[\w.-]+"), "<PATH>"),
    (re.compile(r"\b(?:0x)?[0-9a-fA-F]*\d[0-9a-fA-F]*[a-fA-F][0-9a-fA-F]*\b|\b[0-9a-fA-F]{8,}\b"), "<HEX>"),
    (re.compile(r"\d+(?:\.\d+)*"), "<NUM>"),
)


def regex_mask(messages: Sequence[str]) -> list[Hashable]:
    """A plain regex mask: paths, hex runs and numbers replaced, white space collapsed, compared exactly."""
    keys: list[Hashable] = []
    for message in messages:
        for pattern, placeholder in _REGEX_MASK:
            message = pattern.sub(placeholder, message)
        keys.append(" ".join(message.split()))
    return keys


def _stateless(module: Any) -> Grouper:
    def group(messages: Sequence[str]) -> list[Hashable]:
        return [module.fingerprint(m).key for m in messages]

    return group


def groupers() -> dict[str, Grouper]:
    found: dict[str, Grouper] = {
        f"v{FINGERPRINT_VERSION}": _learner(current),
        f"v{FINGERPRINT_VERSION} stateless": _stateless(current),
        "v1": _learner(_load_v1()),
        "regex mask": regex_mask,
    }
    drain = drain3_grouper()
    if drain is not None:
        found["Drain3"] = drain
    return found


# -- the figures -------------------------------------------------------------------------------------------


@dataclass
class Figures:
    ga: float
    f1: float
    false_merge: float | None = None
    incidental_recall: float | None = None
    seconds: list[float] = field(default_factory=list)
    messages: int = 0

    @property
    def rate(self) -> float:
        return self.messages / statistics.median(self.seconds) if self.seconds else 0.0


def corpus_figures(rows: Sequence[Row], keys: Sequence[Hashable]) -> Figures:
    by_id = {row.id: key for row, key in zip(rows, keys, strict=True)}
    truth = [row.group for row in rows]
    merged = [by_id[row.base] == by_id[row.id] for row in rows if row.role == "hard_negative" and row.base in by_id]
    kept = [by_id[row.base] == by_id[row.id] for row in rows if row.role == "incidental" and row.base in by_id]
    return Figures(
        grouping_accuracy(truth, keys),
        pairwise_f1(truth, keys),
        sum(merged) / len(merged) if merged else None,
        sum(kept) / len(kept) if kept else None,
    )


def run_corpus(rows: Sequence[Row], methods: dict[str, Grouper], rounds: int, seed: int) -> dict[str, Figures]:
    order = list(rows)
    random.Random(seed).shuffle(order)
    texts = [row.text for row in order]
    results: dict[str, Figures] = {}
    for round_ in range(rounds):
        for name, grouper in methods.items():
            keys, seconds = timed(grouper, texts)
            if round_ == 0:
                results[name] = corpus_figures(order, keys)
                results[name].messages = len(texts)
            results[name].seconds.append(seconds)
    return results


def run_loghub(data: Path, systems: Sequence[str], methods: dict[str, Grouper], rounds: int) -> dict[str, Figures]:
    ga: dict[str, list[float]] = {name: [] for name in methods}
    f1: dict[str, list[float]] = {name: [] for name in methods}
    seconds: dict[str, float] = dict.fromkeys(methods, 0.0)
    total = 0
    for system in systems:
        messages, truth = load_system(data, system)
        total += len(messages)
        per_round: dict[str, list[float]] = {name: [] for name in methods}
        for round_ in range(rounds):
            for name, grouper in methods.items():
                keys, took = timed(grouper, messages)
                per_round[name].append(took)
                if round_ == 0:
                    ga[name].append(grouping_accuracy(truth, keys))
                    f1[name].append(pairwise_f1(truth, keys))
        for name in methods:
            seconds[name] += statistics.median(per_round[name])
    return {
        name: Figures(statistics.mean(ga[name]), statistics.mean(f1[name]), seconds=[seconds[name]], messages=total)
        for name in methods
    }


def kind_accuracy(rows: Sequence[Row]) -> dict[str, Any]:
    labelled = [row for row in rows if row.kind]
    right = [classify_kind(row.text).value == row.kind for row in labelled]
    adversarial = [ok for ok, row in zip(right, labelled, strict=True) if row.adversarial]
    return {
        "rows": len(labelled),
        "accuracy": sum(right) / len(right) if right else None,
        "adversarial_rows": len(adversarial),
        "adversarial_accuracy": sum(adversarial) / len(adversarial) if adversarial else None,
    }


def redaction_figures(path: Path) -> dict[str, dict[str, Any]]:
    """Per split: recall over the secrets of positive rows, and the share of negative rows altered.

    ``path`` is one JSON Lines file or a directory whose ``*.jsonl`` files are read in name order.
    """
    results: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return results
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    rows = [
        json.loads(line) for file in files for line in file.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    for split in SPLITS:
        found = secrets = altered = negatives = 0
        missed: list[str] = []
        for row in rows:
            if (row.get("split") or "dev") != split:
                continue
            redacted = redact(row["text"])
            if row.get("kind") == "negative":
                negatives += 1
                altered += redacted != row["text"]
                continue
            # A secret is missed when it is still in the output outside the placeholders ("pass" is in
            # "<redacted:password>" without being left behind).
            kept = PLACEHOLDER.sub("\0", redacted)
            for secret in row.get("secrets") or ():
                secrets += 1
                if secret in kept:
                    missed.append(secret)
                else:
                    found += 1
        results[split] = {
            "secrets": secrets,
            "recall": found / secrets if secrets else None,
            "negative_rows": negatives,
            "false_positive_rate": altered / negatives if negatives else None,
        }
    return results


# -- the report --------------------------------------------------------------------------------------------


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f} %"


def _num(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, action="append", help=f"a directory of corpus parts (default {CORPUS})")
    parser.add_argument(
        "--secrets", type=Path, default=SECRETS, help="the secrets corpus: a JSON Lines file or a directory of them"
    )
    parser.add_argument("--loghub", type=Path, default=LOGHUB, help="the LogHub-2k directory")
    parser.add_argument("--rounds", type=int, default=3, help="timing rounds (median reported)")
    parser.add_argument("--seed", type=int, default=1, help="the order messages are fed in")
    parser.add_argument("--quick", action="store_true", help="1 round, 3 LogHub systems")
    parser.add_argument("--out", type=Path, help="also write the figures as JSON")
    args = parser.parse_args(argv)
    rounds = 1 if args.quick else args.rounds
    systems = QUICK_SYSTEMS if args.quick else SYSTEMS
    rows = load_corpus(args.corpus or [CORPUS])
    if not rows:
        raise SystemExit(f"no corpus rows in {args.corpus or [CORPUS]}")
    methods = groupers()
    info = machine_info()
    print(machine_line(info))

    report: dict[str, Any] = {"machine": info, "seed": args.seed, "rounds": rounds, "corpus": {}, "kinds": {}}
    headers = ["method", "GA", "pairwise F1", "false merges (HN)", "incidental recall", "msgs/s"]
    for split in SPLITS:
        part = [row for row in rows if row.split == split]
        if not part:
            continue
        figures = run_corpus(part, methods, rounds, args.seed)
        counts = {role: sum(r.role == role for r in part) for role in ("original", "incidental", "hard_negative")}
        groups = len({r.group for r in part})
        print(f"\nReal-error corpus, {split}: {len(part)} messages, {groups} groups ({counts})\n")
        print(markdown_table(headers, [
            (name, _num(f.ga), _num(f.f1), _pct(f.false_merge), _num(f.incidental_recall), f"{f.rate:,.0f}")
            for name, f in figures.items()
        ], "lrrrrr"))  # fmt: skip
        report["corpus"][split] = {"messages": len(part), "groups": groups, "roles": counts,
                                   "methods": {n: {**vars(f), "rate": f.rate} for n, f in figures.items()}}  # fmt: skip
        report["kinds"][split] = kind_accuracy(part)

    loghub = run_loghub(args.loghub, systems, methods, rounds)
    print(f"\nLogHub-2k, {len(systems)} systems (average GA and F1 over systems)\n")
    print(markdown_table(["method", "GA", "pairwise F1", "msgs/s"], [
        (name, _num(f.ga), _num(f.f1), f"{f.rate:,.0f}") for name, f in loghub.items()
    ], "lrrr"))  # fmt: skip
    report["loghub"] = {
        "systems": list(systems),
        "methods": {n: {**vars(f), "rate": f.rate} for n, f in loghub.items()},
    }

    print("\nKind accuracy (classify_kind against the corpus's labels)\n")
    print(markdown_table(["split", "rows", "accuracy", "adversarial rows", "adversarial accuracy"], [
        (split, k["rows"], _num(k["accuracy"]), k["adversarial_rows"], _num(k["adversarial_accuracy"]))
        for split, k in report["kinds"].items()
    ], "lrrrr"))  # fmt: skip

    secrets = redaction_figures(args.secrets)
    report["redaction"] = secrets
    if secrets:
        shown = args.secrets.relative_to(REPO_ROOT) if args.secrets.is_relative_to(REPO_ROOT) else args.secrets
        print(f"\nRedaction on {shown}\n")
        print(markdown_table(["split", "secrets", "recall", "non-secret rows", "altered"], [
            (split, s["secrets"], _num(s["recall"]), s["negative_rows"], _pct(s["false_positive_rate"]))
            for split, s in secrets.items()
        ], "lrrrr"))  # fmt: skip

    current = f"v{FINGERPRINT_VERSION}"
    verdicts: dict[str, bool] = {}
    held = report["corpus"].get("heldout", {}).get("methods", {}).get(current)
    if held is not None:
        for goal, (metric, bound, op) in GOALS.items():
            value = held[metric]
            verdicts[f"held-out: {goal}"] = value is not None and (value >= bound if op == ">=" else value <= bound)
    verdicts[f"LogHub-2k GA >= {GOAL_LOGHUB_GA}"] = loghub[current].ga >= GOAL_LOGHUB_GA
    verdicts[f"LogHub-2k >= {GOAL_RATE:,} msgs/s with mining"] = loghub[current].rate >= GOAL_RATE
    for split, k in report["kinds"].items():
        verdicts[f"{split}: kind accuracy >= {GOAL_KIND}"] = (k["accuracy"] or 0) >= GOAL_KIND
        verdicts[f"{split}: adversarial kind accuracy >= {GOAL_KIND}"] = (k["adversarial_accuracy"] or 0) >= GOAL_KIND
    for split, s in secrets.items():
        verdicts[f"{split}: redaction recall >= {GOAL_RECALL}"] = (s["recall"] or 0) >= GOAL_RECALL
        verdicts[f"{split}: non-secret rows altered <= 1 %"] = (s["false_positive_rate"] or 0) <= GOAL_FALSE_POSITIVES
    print("\n" + markdown_table(["goal", "verdict"], [(g, "PASS" if ok else "FAIL") for g, ok in verdicts.items()]))
    report["goals"] = verdicts
    if args.out:
        write_json(args.out, report)
    return 0 if all(verdicts.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
