"""The cost of ``classify_kind`` per message, against the classifier it replaced, in one run.

``classify_kind`` runs on every recorded failure (the hook's PostToolUse path), so it must stay cheap. The
messages are the dev rows of the real-error corpus (``benchmarks/data/real_errors/*.jsonl``: tracebacks,
npm logs, compiler output, one-liners) plus a few long outputs (a 200-frame traceback, a 60 KB CI log);
each method classifies every message ``--rounds`` times and the median per-message time is reported, with
the ratio current / reference (the reference: ``benchmarks/references/classify_v1.py``).

Usage::

    PYTHONPATH=src .venv/bin/python benchmarks/bench_kind.py            # 5 rounds
    PYTHONPATH=src .venv/bin/python benchmarks/bench_kind.py --rounds 9 --out benchmarks/results/kind.json

Exits with status 1 when the current classifier is more than ``GOAL_RATIO`` times slower than the reference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from _common import DEFAULT_BASELINES, REPO_ROOT, load_baseline, machine_info, machine_line, write_json

from oncebitten.engine.classify import classify_kind

CORPUS = REPO_ROOT / "benchmarks" / "data" / "real_errors"
GOAL_RATIO = 1.5


def messages() -> list[str]:
    """The dev rows' messages (held-out rows are only measured by ``bench_identity.py``) and long outputs."""
    found: list[str] = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if (row.get("split") or "dev") == "dev":
                    found.append(row["text"])
    frames = "".join(f'  File "/srv/app/mod{i}.py", line {i}, in step{i}\n    value = step{i + 1}(value)\n'
                     for i in range(200))  # fmt: skip
    found.append(f"Traceback (most recent call last):\n{frames}KeyError: 'user'")
    log = "".join(f"[{i:05d}] building target {i} ... ok (0.{i % 97:02d}s)\n" for i in range(1500))
    found.append(log + "npm ERR! code E401\nnpm ERR! Unable to authenticate")
    return found


def per_message_ns(classify: Callable[[str], object], texts: Sequence[str], rounds: int) -> float:
    """Median over ``rounds`` of the mean time to classify one of ``texts``, in nanoseconds."""
    for text in texts:  # compile the patterns, warm the caches
        classify(text)
    samples = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for text in texts:
            classify(text)
        samples.append((time.perf_counter_ns() - start) / len(texts))
    return statistics.median(samples)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", help="write the figures as JSON here")
    args = parser.parse_args(argv)

    reference = load_baseline("classify_v1", DEFAULT_BASELINES)
    texts = messages()
    # Interleaved, current first then reference then current again: a load change on a shared machine
    # moves both sides.
    current_a = per_message_ns(classify_kind, texts, args.rounds)
    before = per_message_ns(reference.classify_kind, texts, args.rounds)
    current_b = per_message_ns(classify_kind, texts, args.rounds)
    current = min(current_a, current_b)
    ratio = current / before
    info = machine_info()
    print(machine_line(info))
    print(f"{len(texts)} messages, {args.rounds} rounds")
    print(f"classify_kind (current):   {current / 1000:8.1f} µs/message")
    print(f"classify_kind (reference): {before / 1000:8.1f} µs/message")
    print(f"ratio current / reference: {ratio:8.2f}  (goal <= {GOAL_RATIO})")
    if args.out:
        write_json(Path(args.out), {"machine": info, "messages": len(texts), "rounds": args.rounds,
                              "current_ns": current, "reference_ns": before, "ratio": ratio})  # fmt: skip
    return 0 if ratio <= GOAL_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
