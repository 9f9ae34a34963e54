"""Fingerprint benchmark: grouping accuracy and speed on LogHub-2k, side by side with Drain3 in one run.

For each of the 16 LogHub-2k systems (2,000 log messages each, with ground-truth templates relabelled by Khan
et al., ICSE 2022, the ``*_structured_corrected.csv`` files), in one run and on the same messages:

- **oncebitten**: ``Fingerprinter()`` with its defaults, messages added in log order; a message's group is
  the key ``add`` returned for it (what the store saves, never revised afterwards);
- **stateless**: ``fingerprint(message).key``: masking and hashing alone, nothing learned;
- **Drain3**: ``drain3.TemplateMiner`` with its default configuration, ``TemplateMinerConfig()`` (no masking
  instructions, similarity 0.4, depth 4, max children 100, numeric tokens parametrised), messages added in
  log order; a message's group is the ``cluster_id`` that ``add_log_message`` returned for it.

Reported per system and on average: grouping accuracy (GA: a message counts when the set of messages in
its predicted group is exactly the set in its true group, the LogHub metric of Zhu et al., ICSE 2019),
pairwise F1 over message pairs, and messages per second (the median of ``--rounds`` interleaved rounds, a
fresh instance per round). Nothing is tuned per system: the same code and defaults run on all of them.

The data is research-only (see its ``SOURCE.md``) and is read from where it lies, never copied here.

Usage::

    .venv/bin/pip install drain3                                   # the reference (the ``bench`` extra)
    .venv/bin/python benchmarks/bench_fingerprint.py               # 16 systems, 5 rounds (under a minute)
    .venv/bin/python benchmarks/bench_fingerprint.py --quick       # 3 systems, 1 round
    .venv/bin/python benchmarks/bench_fingerprint.py --out benchmarks/results/fingerprint.json

Exits with status 1 when a goal is missed: average GA >= 0.90, average pairwise F1 >= 0.95, >= 20,000
messages per second. The write-up is in ``docs/fingerprint.md``.
"""

from __future__ import annotations

import argparse
import csv
import gc
import logging
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from _common import REPO_ROOT, machine_info, machine_line, markdown_table, write_json

from oncebitten.engine.fingerprint import FINGERPRINT_VERSION, Fingerprinter, fingerprint

DEFAULT_DATA = REPO_ROOT / "benchmarks" / "data" / "loghub2k"
QUICK_SYSTEMS = ("HDFS", "OpenSSH", "Proxifier")
GOAL_GA = 0.90
GOAL_F1 = 0.95
GOAL_RATE = 20_000

Grouper = Callable[[Sequence[str]], list[Hashable]]


# -- the metrics -------------------------------------------------------------------------------------------


def grouping_accuracy(truth: Sequence[Hashable], predicted: Sequence[Hashable]) -> float:
    """The share of messages whose predicted group holds exactly the messages of their true group."""
    true_groups: dict[Hashable, set[int]] = defaultdict(set)
    predicted_groups: dict[Hashable, set[int]] = defaultdict(set)
    for i, (t, p) in enumerate(zip(truth, predicted, strict=True)):
        true_groups[t].add(i)
        predicted_groups[p].add(i)
    correct = 0
    for members in predicted_groups.values():
        if true_groups[truth[min(members)]] == members:
            correct += len(members)
    return correct / len(truth) if truth else 1.0


def pairwise_f1(truth: Sequence[Hashable], predicted: Sequence[Hashable]) -> float:
    """F1 over message pairs: a pair is positive when both messages share a group."""

    def pairs(counts: Counter[Any]) -> int:
        return sum(n * (n - 1) // 2 for n in counts.values())

    both = pairs(Counter(zip(truth, predicted, strict=True)))
    true_pairs, predicted_pairs = pairs(Counter(truth)), pairs(Counter(predicted))
    precision = both / predicted_pairs if predicted_pairs else 1.0
    recall = both / true_pairs if true_pairs else 1.0
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


# -- the groupers ------------------------------------------------------------------------------------------


def oncebitten_learning(messages: Sequence[str]) -> list[Hashable]:
    learner = Fingerprinter()
    add = learner.add
    return [add(m).key for m in messages]


def oncebitten_stateless(messages: Sequence[str]) -> list[Hashable]:
    return [fingerprint(m).key for m in messages]


def drain3_grouper() -> Grouper | None:
    try:
        from drain3 import TemplateMiner
        from drain3.template_miner_config import TemplateMinerConfig
    except ImportError:
        return None
    logging.getLogger("drain3").setLevel(logging.ERROR)

    def drain3_default(messages: Sequence[str]) -> list[Hashable]:
        # the class defaults (no masking, sim_th 0.4, depth 4, max_children 100, numeric tokens as <*>), set
        # explicitly: TemplateMiner() alone would read a drain3.ini from the working directory if one existed
        miner = TemplateMiner(config=TemplateMinerConfig())
        add = miner.add_log_message
        return [add(m)["cluster_id"] for m in messages]

    return drain3_default


# -- running -----------------------------------------------------------------------------------------------


@dataclass
class Score:
    ga: float
    f1: float
    groups: int
    seconds: list[float] = field(default_factory=list)

    @property
    def median_seconds(self) -> float:
        return statistics.median(self.seconds)


def load_system(data: Path, system: str) -> tuple[list[str], list[str]]:
    """The messages of one system and their ground-truth template, in log order."""
    path = data / system / f"{system}_2k.log_structured_corrected.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    return [r["Content"] for r in rows], [r["EventTemplate"] for r in rows]


def timed(grouper: Grouper, messages: Sequence[str]) -> tuple[list[Hashable], float]:
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter()
        groups = grouper(messages)
        return groups, time.perf_counter() - start
    finally:
        if was_enabled:
            gc.enable()


def run_system(messages: list[str], truth: list[str], groupers: dict[str, Grouper], rounds: int) -> dict[str, Score]:
    """Score every grouper on one system; rounds interleave the groupers so load changes hit all alike."""
    scores: dict[str, Score] = {}
    for round_ in range(rounds):
        for name, grouper in groupers.items():
            groups, seconds = timed(grouper, messages)
            if round_ == 0:
                scores[name] = Score(grouping_accuracy(truth, groups), pairwise_f1(truth, groups), len(set(groups)))
            elif scores[name].ga != grouping_accuracy(truth, groups):
                raise SystemExit(f"{name} grouped differently in round {round_ + 1}: not deterministic")
            scores[name].seconds.append(seconds)
    return scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the loghub2k directory")
    parser.add_argument("--systems", nargs="*", help="systems to run (default: every one in --data)")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds per system (median reported)")
    parser.add_argument("--quick", action="store_true", help=f"{', '.join(QUICK_SYSTEMS)}, one round")
    parser.add_argument("--no-drain3", action="store_true", help="skip the Drain3 reference")
    parser.add_argument("--out", type=Path, help="also write the figures as JSON here")
    args = parser.parse_args(argv)

    if not args.data.is_dir():
        raise SystemExit(f"LogHub-2k not found at {args.data} (pass --data DIR)")
    systems = args.systems or sorted(p.name for p in args.data.iterdir() if p.is_dir())
    systems = [s for s in systems if (args.data / s / f"{s}_2k.log_structured_corrected.csv").is_file()]
    rounds = args.rounds
    if args.quick:
        systems, rounds = [s for s in QUICK_SYSTEMS if s in systems], 1

    groupers: dict[str, Grouper] = {"oncebitten": oncebitten_learning, "stateless": oncebitten_stateless}
    if not args.no_drain3:
        drain3 = drain3_grouper()
        if drain3 is None:
            raise SystemExit("drain3 is not installed: .venv/bin/pip install drain3 (or pass --no-drain3)")
        groupers["Drain3"] = drain3

    info = machine_info()
    print(f"# Fingerprint benchmark (algorithm version {FINGERPRINT_VERSION})\n")
    print(machine_line(info))
    print(f"LogHub-2k corrected ground truth from {args.data}; {len(systems)} systems; median of {rounds} rounds\n")

    results: dict[str, dict[str, Score]] = {}
    sizes: dict[str, tuple[int, int]] = {}
    for system in systems:
        messages, truth = load_system(args.data, system)
        sizes[system] = (len(messages), len(set(truth)))
        results[system] = run_system(messages, truth, groupers, rounds)
        line = ", ".join(f"{n} GA {s.ga:.3f} F1 {s.f1:.3f}" for n, s in results[system].items())
        print(f"  {system:<12} {line}", file=sys.stderr)

    names = list(groupers)
    headers = ["system", "templates"]
    for metric in ("GA", "F1"):
        headers += [f"{metric} {n}" for n in names]
    headers += [f"msg/s {n}" for n in names]

    def rate(messages: int, seconds: float) -> str:
        return f"{messages / seconds:,.0f}" if seconds else "–"

    rows: list[list[object]] = []
    for system in systems:
        count, templates = sizes[system]
        score = results[system]
        rows.append(
            [system, templates]
            + [f"{score[n].ga:.3f}" for n in names]
            + [f"{score[n].f1:.3f}" for n in names]
            + [rate(count, score[n].median_seconds) for n in names]
        )
    total = sum(count for count, _ in sizes.values())
    averages: dict[str, dict[str, float]] = {}
    for n in names:
        seconds = sum(results[s][n].median_seconds for s in systems)
        averages[n] = {
            "ga": statistics.fmean(results[s][n].ga for s in systems),
            "f1": statistics.fmean(results[s][n].f1 for s in systems),
            "messages_per_second": total / seconds if seconds else 0.0,
        }
    rows.append(
        ["**average**", ""]
        + [f"**{averages[n]['ga']:.3f}**" for n in names]
        + [f"**{averages[n]['f1']:.3f}**" for n in names]
        + [f"**{averages[n]['messages_per_second']:,.0f}**" for n in names]
    )
    print(markdown_table(headers, rows))

    ours = averages["oncebitten"]
    goals = {
        f"average GA >= {GOAL_GA}": ours["ga"] >= GOAL_GA,
        f"average pairwise F1 >= {GOAL_F1}": ours["f1"] >= GOAL_F1,
        f">= {GOAL_RATE:,} messages/s": ours["messages_per_second"] >= GOAL_RATE,
    }
    print()
    for goal, met in goals.items():
        print(f"- {'met' if met else 'MISSED'}: {goal}")

    if args.out:
        write_json(
            args.out,
            {
                "machine": info,
                "fingerprint_version": FINGERPRINT_VERSION,
                "rounds": rounds,
                "systems": {
                    s: {
                        "messages": sizes[s][0],
                        "templates": sizes[s][1],
                        **{
                            n: {
                                "ga": sc.ga,
                                "f1": sc.f1,
                                "groups": sc.groups,
                                "messages_per_second": sizes[s][0] / sc.median_seconds,
                            }
                            for n, sc in results[s].items()
                        },
                    }
                    for s in systems
                },
                "averages": averages,
                "goals": goals,
            },
        )
    return 0 if all(goals.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
