"""Redaction benchmark: how much of the labelled corpus is caught, what else is touched, and how fast.

Measures, in one run:

- **recall** on ``tests/data/redaction_corpus.jsonl``: the share of labelled secrets of which nothing
  survives (neither the secret nor any 8-character piece of it), overall and by type;
- **false positives**: the share of negative lines (look-alikes: SHAs, UUIDs, digests, base64 payloads,
  paths, masked and templated secrets, prose about passwords) changed at all; and, on positive lines,
  **over-redaction**: the non-secret characters the redactor consumed besides the secrets;
- the same false-positive rate on **real logs** the corpus author never saw: the 32,000 messages of
  LogHub-2k (``benchmarks/data/loghub2k``; ``--data DIR`` to point elsewhere);
- **throughput**: ~1 KB error texts (with and without secrets), 1 MB texts, and small tool-parameter dicts,
  for oncebitten and for the **ungated** reference (the same rules, every regex run on every text: what
  the trigger/prefix gate saves); and the worst of a set of 1 MB adversarial inputs.

Usage::

    .venv/bin/python benchmarks/bench_redaction.py                   # full run, about a minute
    .venv/bin/python benchmarks/bench_redaction.py --quick           # smoke run, seconds
    .venv/bin/python benchmarks/bench_redaction.py --out benchmarks/results/redaction.json
    .venv/bin/python benchmarks/bench_redaction.py --show 20         # also print misses and changed negatives

Exits with status 1 when recall < 0.99 or the corpus false-positive rate > 1%. The write-up is in
``docs/redaction.md``.
"""

from __future__ import annotations

import argparse
import base64
import csv
import difflib
import json
import random
import re
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from _common import (
    REPO_ROOT,
    machine_info,
    machine_line,
    markdown_table,
    summarize_ns,
    time_calls,
    write_json,
)

from oncebitten.engine.redact.redactor import DEFAULT_REDACTOR, TYPES, Redactor, redact, redact_value

CORPUS = REPO_ROOT / "tests" / "data" / "redaction_corpus.jsonl"
DEFAULT_DATA = REPO_ROOT / "benchmarks" / "data" / "loghub2k"
PLACEHOLDER = re.compile(r"<redacted:([a-z0-9_]+)>")
GOAL_RECALL = 0.99
GOAL_FP = 0.01
MB = 1_000_000


# -- quality -----------------------------------------------------------------------------------------


def leaked(secret: str, output: str) -> bool:
    """Whether the secret, or any 8-character piece of it, is still in the output."""
    if len(secret) < 8:
        return secret in output
    return any(secret[i : i + 8] in output for i in range(len(secret) - 7))


def consumed(text: str, secrets: Sequence[str], output: str) -> tuple[int, int]:
    """(non-secret characters of ``text`` missing from ``output``, non-secret characters in ``text``)."""
    kept = text
    for secret in sorted(secrets, key=len, reverse=True):
        kept = kept.replace(secret, "")
    shown = PLACEHOLDER.sub("", output)
    matcher = difflib.SequenceMatcher(None, kept, shown, autojunk=False)
    matched = sum(block.size for block in matcher.get_matching_blocks())
    return len(kept) - matched, len(kept)


def corpus_quality(entries: list[dict[str, Any]], show: int) -> dict[str, Any]:
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # type -> [secrets, missed]
    by_negative: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # look-alike -> [lines, changed]
    secrets = missed = typed = positives = negatives = changed = 0
    over_chars = total_chars = over_lines = 0
    misses: list[str] = []
    false_positives: list[str] = []
    for entry in entries:
        text = entry["text"]
        output = redact(text)
        if entry["kind"] == "positive":
            positives += 1
            typed += f"<redacted:{entry['type']}>" in output
            for secret in entry["secrets"]:
                secrets += 1
                by_type[entry["type"]][0] += 1
                if leaked(secret, output):
                    missed += 1
                    by_type[entry["type"]][1] += 1
                    misses.append(f"{entry['type']}: {secret[:40]!r} in {output[:300]!r}")
            lost, kept = consumed(text, entry["secrets"], output)
            over_chars += lost
            total_chars += kept
            over_lines += lost > 0
        else:
            negatives += 1
            by_negative[entry["type"]][0] += 1
            if output != text:
                changed += 1
                by_negative[entry["type"]][1] += 1
                false_positives.append(f"{entry['type']}: {output[:300]!r}")
    for line in (misses + false_positives)[:show]:
        print("  ", line)
    return {
        "lines": len(entries),
        "positive_lines": positives,
        "negative_lines": negatives,
        "secrets": secrets,
        "missed": missed,
        "recall": 1 - missed / secrets,
        "false_positive_lines": changed,
        "false_positive_rate": changed / negatives,
        "typed_as_labelled": typed / positives,
        "over_redacted_lines": over_lines,
        "over_redacted_chars": over_chars,
        "over_redaction_rate": over_chars / total_chars,
        "by_type": {k: {"secrets": v[0], "missed": v[1]} for k, v in sorted(by_type.items())},
        "by_negative": {k: {"lines": v[0], "changed": v[1]} for k, v in sorted(by_negative.items())},
    }


def loghub_lines(data: Path) -> list[tuple[str, str]]:
    """(system, message) for every LogHub-2k message, or [] when the data is not there."""
    lines: list[tuple[str, str]] = []
    for path in sorted(data.glob("*/*_2k.log_structured_corrected.csv")):
        with path.open(newline="", encoding="utf-8", errors="replace") as handle:
            lines.extend((path.parent.name, row["Content"]) for row in csv.DictReader(handle))
    return lines


def loghub_quality(lines: list[tuple[str, str]], show: int) -> dict[str, Any]:
    changed: dict[str, int] = defaultdict(int)
    examples: list[str] = []
    for system, message in lines:
        output = redact(message)
        if output != message:
            changed[system] += 1
            examples.append(f"{system}: {message[:200]!r} -> {output[:200]!r}")
    for line in examples[:show]:
        print("  ", line)
    total = sum(changed.values())
    return {
        "lines": len(lines),
        "systems": len({s for s, _ in lines}),
        "changed": total,
        "false_positive_rate": total / len(lines) if lines else float("nan"),
        "changed_by_system": dict(sorted(changed.items())),
    }


# -- speed ---------------------------------------------------------------------------------------------


def ungated(redactor: Redactor) -> Callable[[str], str]:
    """The reference: the same rules, each regex run on every text, no trigger or prefix gate."""
    rules = [rule for rule in redactor._rules]

    def run(text: str) -> str:
        for _ in range(4):
            before = text
            for rule in rules:
                text = rule.pattern.sub(rule.replace, text)
            if text == before:
                break
        return text

    return run


def texts_of_size(pool: list[str], size: int, count: int, rng: random.Random) -> list[str]:
    """``count`` distinct texts of about ``size`` characters, each a run of lines drawn from ``pool``."""
    texts = []
    for _ in range(count):
        parts: list[str] = []
        length = 0
        while length < size:
            line = rng.choice(pool)
            parts.append(line)
            length += len(line) + 1
        texts.append("\n".join(parts)[:size])
    return texts


def throughput(fn: Callable[[str], object], texts: list[str], rounds: int) -> dict[str, float]:
    """Per-call latency (µs) and throughput over ``texts``, best of ``rounds`` passes."""
    best: list[int] | None = None
    for _ in range(rounds):
        durations = time_calls(fn, [(t,) for t in texts], warmup=[(t,) for t in texts[:20]])
        if best is None or sum(durations) < sum(best):
            best = durations
    assert best is not None
    seconds = sum(best) / 1e9
    size = sum(len(t) for t in texts)
    stats = summarize_ns(best)
    return {
        "texts": len(texts),
        "mean_chars": size / len(texts),
        "p50_us": stats["p50_us"],
        "p95_us": stats["p95_us"],
        "mb_per_s": size / seconds / MB,
        "texts_per_s": len(texts) / seconds,
    }


PARAMS = [
    {"command": "pytest -x tests/test_store.py -k 'not slow'", "timeout": 120, "cwd": "/home/dev/project"},
    {"command": "git push origin feature/token-refresh", "cwd": "/home/dev/project"},
    {"path": "src/oncebitten/advisor.py", "old_string": "def check(self):", "new_string": "def check(self) -> None:"},
    {"url": "https://api.github.com/repos/acme/api/pulls?state=open", "method": "GET", "headers": {"Accept": "*/*"}},
    {"command": "docker compose up -d db", "env": {"POSTGRES_PASSWORD": "example", "POSTGRES_USER": "app"}},
    {"query": "SELECT id, email FROM users WHERE created_at > now() - interval '1 day'", "database": "analytics"},
    {"command": "kubectl rollout status deploy/api -n prod --timeout=120s"},
    {"file_path": "/home/dev/project/README.md", "limit": 200, "offset": 0},
]


def adversarial(rng: random.Random) -> dict[str, str]:
    return {
        "a * 1 MB": "a" * MB,
        "eyJ * 1 MB": "eyJ" * (MB // 3),
        "= * 1 MB": "=" * MB,
        "base64 1 MB": base64.b64encode(rng.randbytes(MB * 3 // 4)).decode(),
        "password= * 1 MB": "password=" * (MB // 9),
        "https:// * 1 MB": "https://" * (MB // 8),
        "PEM header + 1 MB": "-----BEGIN PRIVATE KEY-----\n" + "A" * MB,
        "password=a + ) * 1 MB": "password=a" + ")" * MB,
        "password=x (dense secrets)": "password=x " * (MB // 11),
        "Cookie: a=b; (dense secrets)": "Cookie: " + "a=b; " * (MB // 5),
        "mysql -p (dense flags)": "mysql -p" * (MB // 8),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer texts and rounds (a smoke run)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=5, help="timing passes per measurement (best is kept)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LogHub-2k directory (real logs)")
    parser.add_argument("--show", type=int, default=0, help="print this many misses / false positives")
    parser.add_argument("--out", type=Path, help="write the figures as JSON here")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rounds = 2 if args.quick else args.rounds
    small_count, big_count = (200, 2) if args.quick else (2000, 5)

    info = machine_info()
    print(f"# Redaction benchmark\n\n{machine_line(info)}\n")
    entries = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    quality = corpus_quality(entries, args.show)
    logs = loghub_lines(args.data)
    real = loghub_quality(logs, args.show)

    q, r = quality, real
    logs_line = (
        f"{r['false_positive_rate']:.3%} ({r['changed']}/{r['lines']} lines, {r['systems']} systems)"
        if logs
        else "data not found"
    )
    rows = [
        ["corpus lines (positive / negative)", f"{q['positive_lines']} / {q['negative_lines']}", ""],
        ["recall (secrets fully removed)", f"{q['recall']:.4f} ({q['missed']}/{q['secrets']} missed)",
         f">= {GOAL_RECALL}"],
        ["false positives (negative lines changed)",
         f"{q['false_positive_rate']:.2%} ({q['false_positive_lines']}/{q['negative_lines']})", f"<= {GOAL_FP:.0%}"],
        ["over-redaction (non-secret chars consumed, positives)",
         f"{q['over_redaction_rate']:.3%} ({q['over_redacted_chars']} chars, {q['over_redacted_lines']} lines)", ""],
        ["positives typed as labelled", f"{q['typed_as_labelled']:.1%}", ""],
        ["real logs changed (LogHub-2k)", logs_line, ""],
    ]  # fmt: skip
    print("## Quality\n")
    print(markdown_table(["measure", "value", "goal"], rows, align="llr"))
    print("\n### Recall by type\n")
    print(
        markdown_table(
            ["type", "secrets", "missed"],
            [[k, v["secrets"], v["missed"]] for k, v in quality["by_type"].items()],
        )
    )
    print("\n### Negatives by look-alike\n")
    print(
        markdown_table(
            ["look-alike", "lines", "changed"],
            [[k, v["lines"], v["changed"]] for k, v in quality["by_negative"].items()],
        )
    )

    pool_all = [e["text"] for e in entries]
    pool_clean = [m for _, m in logs] or [e["text"] for e in entries if e["kind"] == "negative"]
    reference = ungated(DEFAULT_REDACTOR)
    sets = {
        "1 KB error texts, corpus lines (most hold secrets)": texts_of_size(pool_all, 1024, small_count, rng),
        "1 KB error texts, real logs (no secrets)": texts_of_size(pool_clean, 1024, small_count, rng),
        "1 MB texts, corpus lines": texts_of_size(pool_all, MB, big_count, rng),
        "1 MB texts, real logs": texts_of_size(pool_clean, MB, big_count, rng),
    }
    speed: dict[str, Any] = {}
    rows = []
    for name, texts in sets.items():
        ours = throughput(redact, texts, rounds)
        ref = throughput(reference, texts if "1 KB" in name else texts[:1], 1 if "1 MB" in name else rounds)
        speed[name] = {"oncebitten": ours, "ungated": ref}
        rows.append(
            [name, f"{ours['p50_us']:,.0f}", f"{ours['mb_per_s']:.1f}", f"{ours['texts_per_s']:,.0f}",
             f"{ref['mb_per_s']:.1f}", f"{ours['mb_per_s'] / ref['mb_per_s']:.1f}x"]
        )  # fmt: skip
    params_calls = [(rng.choice(PARAMS),) for _ in range(small_count * 5)]
    durations = min((time_calls(redact_value, params_calls, warmup=params_calls[:50]) for _ in range(rounds)), key=sum)
    speed["tool params"] = summarize_ns(durations)
    print("\n## Throughput\n")
    print(
        markdown_table(
            ["input", "p50 µs", "MB/s", "texts/s", "ungated MB/s", "gain"],
            rows,
        )
    )
    print(
        f"\n`redact_value` on typical tool-parameter dicts ({len(PARAMS)} shapes): "
        f"p50 {speed['tool params']['p50_us']:.1f} µs, p95 {speed['tool params']['p95_us']:.1f} µs"
    )

    worst: dict[str, float] = {}
    for name, text in adversarial(rng).items():
        start = time.perf_counter()
        redact(text)
        worst[name] = time.perf_counter() - start
    speed["adversarial_1mb_s"] = worst
    print("\n## 1 MB adversarial inputs\n")
    print(markdown_table(["input", "seconds"], [[k, f"{v:.2f}"] for k, v in worst.items()]))

    unknown = {k for e in entries for k in PLACEHOLDER.findall(redact(e["text"]))} - TYPES
    ok = quality["recall"] >= GOAL_RECALL and quality["false_positive_rate"] <= GOAL_FP and not unknown
    if args.out:
        write_json(
            args.out,
            {
                "benchmark": "redaction",
                "command": " ".join(["python", "benchmarks/bench_redaction.py", *(argv or sys.argv[1:])]),
                "machine": info,
                "parameters": {"seed": args.seed, "rounds": rounds, "quick": args.quick, "data": str(args.data)},
                "goals": {"recall": GOAL_RECALL, "false_positive_rate": GOAL_FP, "met": ok},
                "corpus": quality,
                "loghub2k": real,
                "speed": speed,
            },
        )
    print(f"\ngoals {'met' if ok else 'NOT met'}: recall >= {GOAL_RECALL}, false positives <= {GOAL_FP:.0%}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
