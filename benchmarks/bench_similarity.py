"""Similarity at scale: oncebitten's index against seed 004's exhaustive scan, at 10k, 100k and 1M records.

For each size, one store and one seed-format ``.evolve_memory.json`` hold the same records (synthetic
hypotheses from ``hypotheses.py``, seeded; 200 modules, a third of the records rejected). Then:

- **search**: ``SimilarityIndex.search(text, sources=["improvement"], limit=10)`` over every record, against
  the baseline's ``most_similar(text, k=10)`` (Levenshtein normalized similarity over every record). Latency
  p50/p95/p99 after a warm-up; recall@10 against the exhaustive answer, tie-aware (a returned record counts
  when its score reaches the exhaustive 10th best); and recall of every record scoring >= 0.8 (what
  ``was_rejected`` needs). Queries: 70 % re-proposals (a variation of a stored hypothesis), 30 % novel.
- **was_rejected**: ``ImprovementMemory.was_rejected(module, hypothesis)`` against the baseline's.
- **record**: ``ImprovementMemory.record`` per second, one process and 8 at once, against the baseline's
  ``record`` (which rewrites the whole file).

The first search of a process reads the store's entries into memory and sorts them, or reads the views an
earlier process saved (``oncebitten.engine.similarity.views``); it is timed on its own ("load", with how it got the
views) and not counted in the latencies, and so is the same load once more on a fresh in-memory copy ("next
load": what the next process to search pays, with the views the first one saved from 20,000 entries on).

    python benchmarks/bench_similarity.py --quick                 # 10k only, a minute
    python benchmarks/bench_similarity.py --out benchmarks/results/similarity.json   # 10k, 100k, 1M
    python benchmarks/bench_similarity.py --cache /tmp/sim-cache  # keep the generated stores for the next run
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import pickle
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (  # noqa: E402
    DEFAULT_BASELINES,
    fmt_ratio,
    fmt_us,
    load_baseline,
    machine_info,
    machine_line,
    markdown_table,
    ratio,
    summarize_ns,
    time_calls,
    write_json,
)
from hypotheses import HypothesisGenerator  # noqa: E402

from oncebitten import ImprovementMemory, SimilarityIndex  # noqa: E402
from oncebitten.engine.similarity.views import Neighbourhood  # noqa: E402
from oncebitten.store import close_store, open_store  # noqa: E402

MODULES = [f"module_{i:03d}" for i in range(200)]
OUTCOMES = ("accepted", "rejected", "rejected", "held", "accepted", "accepted")
GOAL_P95_MS = 10.0
GOAL_RECALL = 0.95


def build(
    size: int, workdir: Path, seed: int, cache: Path | None = None
) -> tuple[str, Path, list[dict[str, Any]], HypothesisGenerator]:
    """A store and a seed-format JSON file with the same ``size`` records (copied from ``cache`` when it
    holds them, from an earlier run with the same seed; saved there otherwise)."""
    kept = None if cache is None else cache / f"seed{seed}-{size}"
    if kept is not None and (kept / "done").exists():
        for name in (f"memory{size}.json", f"memory{size}.db"):
            shutil.copyfile(kept / name, workdir / name)
        with open(kept / "generator.pickle", "rb") as f:
            records, gen = pickle.load(f)
        return str(workdir / f"memory{size}.db"), workdir / f"memory{size}.json", records, gen
    db, json_path, records, gen = _generate(size, workdir, seed)
    if kept is not None:
        kept.mkdir(parents=True, exist_ok=True)
        close_store(db)
        for name in (f"memory{size}.json", f"memory{size}.db"):
            shutil.copyfile(workdir / name, kept / name)
        with open(kept / "generator.pickle", "wb") as f:
            pickle.dump((records, gen), f, protocol=pickle.HIGHEST_PROTOCOL)
        (kept / "done").touch()
    return db, json_path, records, gen


def _generate(size: int, workdir: Path, seed: int) -> tuple[str, Path, list[dict[str, Any]], HypothesisGenerator]:
    gen = HypothesisGenerator(seed)
    rng = random.Random(seed + 1)
    records = []
    for i in range(size):
        outcome = OUTCOMES[rng.randrange(len(OUTCOMES))]
        records.append(
            {
                "module": MODULES[rng.randrange(len(MODULES))],
                "hypothesis": gen.next(),
                "description": "",
                "outcome": outcome,
                "rationale": "benchmark",
                "rejection_reason": "tests failed" if outcome == "rejected" else None,
                "timestamp": f"2026-01-01T00:00:{i % 60:02d}Z",
            }
        )
    json_path = workdir / f"memory{size}.json"
    json_path.write_text(json.dumps({"version": "1.0.0", "records": records}))
    db = str(workdir / f"memory{size}.db")
    store = open_store(db)
    # Bulk load through the store's own tables (ImprovementMemory.record, timed separately, is one
    # transaction per record): the same rows and index entries record() writes, minus redaction.
    insert = (
        "INSERT INTO improvement_records (id, module, hypothesis, description, outcome, rationale, rejection_reason,"
        " timestamp, content_hash, occurrence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)"
    )
    for start in range(0, size, 20_000):
        with store.backend.transaction() as tx:
            chunk = range(start, min(size, start + 20_000))
            tx.executemany(
                insert,
                [
                    (i + 1, r["module"], r["hypothesis"], "", r["outcome"], r["rationale"], r["rejection_reason"],
                     f"2026-01-01T00:00:{i % 60:02d}.000000+00:00", hashlib.sha256(str(i).encode()).hexdigest()[:32])
                    for i, r in ((i, records[i]) for i in chunk)
                ],
            )  # fmt: skip
            for i in chunk:
                store.similarity_add(tx, "improvement", str(i + 1), records[i]["module"], records[i]["hypothesis"], "t")
    return db, json_path, records, gen


def tie_aware_recall(found: list[float], exact: list[float], k: int = 10) -> float:
    if not exact:
        return 1.0
    kth = exact[min(k, len(exact)) - 1]
    return min(k, sum(1 for s in found if s >= kth - 1e-9)) / min(k, len(exact))


def threshold_recall(found_refs: set[int], exact_refs: set[int]) -> float | None:
    return None if not exact_refs else len(found_refs & exact_refs) / len(exact_refs)


def bench_search(db: str, records: list[dict[str, Any]], gen: HypothesisGenerator, baseline: Any, json_path: Path,
                 queries: int, baseline_queries: int, seed: int, budget_ns: int | None = None,
                 query_seed: int | None = None) -> dict[str, Any]:  # fmt: skip
    from rapidfuzz import process
    from rapidfuzz.distance import Levenshtein

    rng = random.Random((seed if query_seed is None else query_seed) + 2)
    texts = [r["hypothesis"] for r in records]
    n_var = int(queries * 0.7)
    batch = [("re-proposal", gen.variation(texts[rng.randrange(len(texts))])) for _ in range(n_var)]
    batch += [("novel", gen.novel()) for _ in range(queries - n_var)]
    warm = [gen.variation(texts[rng.randrange(len(texts))]) for _ in range(50)] + [gen.novel() for _ in range(50)]
    index = SimilarityIndex(open_store(db)) if budget_ns is None else SimilarityIndex(open_store(db), budget=budget_ns)

    def ours(text: str) -> list[Any]:
        return index.search(text, sources=["improvement"], limit=10)

    started = time.perf_counter()
    ours(warm[0])
    load_s = time.perf_counter() - started
    # How that first search got its views ("sorted", or "saved" by an earlier process), and what the next
    # process's first search pays (a fresh Neighbourhood on the same store, as a new process would hold).
    held = index.cache.neighbourhood
    loaded = held.loaded if held is not None else "exact"
    started = time.perf_counter()
    Neighbourhood().sync(index.store)
    reload_s = time.perf_counter() - started
    durations = time_calls(ours, [(q,) for _, q in batch], warmup=[(q,) for q in warm])
    recall: dict[str, list[float]] = {"re-proposal": [], "novel": []}
    above: list[float] = []
    for kind, text in batch:
        exact = process.extract(text, texts, scorer=Levenshtein.normalized_similarity, limit=None, score_cutoff=0.0)
        exact.sort(key=lambda e: -e[1])
        found = ours(text)
        recall[kind].append(tie_aware_recall([m.score for m in found], [e[1] for e in exact[:10]]))
        wanted = {e[2] + 1 for e in exact if e[1] >= 0.8}
        got = {int(m.ref) for m in index.search(text, sources=["improvement"], limit=1000, min_score=0.8)}
        share = threshold_recall(got, wanted)
        if share is not None:
            above.append(share)
    memory = baseline.ImprovementMemory(str(json_path))
    base = time_calls(memory.most_similar, [(q,) for _, q in batch[:baseline_queries]])
    everything = recall["re-proposal"] + recall["novel"]
    return {
        "ours": summarize_ns(durations),
        "load_s": load_s,
        "loaded": loaded,
        "reload_s": reload_s,
        "baseline_most_similar": summarize_ns(base),
        "recall_at_10": sum(everything) / len(everything),
        "recall_at_10_reproposal": sum(recall["re-proposal"]) / len(recall["re-proposal"]),
        "recall_at_10_novel": sum(recall["novel"]) / len(recall["novel"]),
        "recall_above_0_8": sum(above) / len(above) if above else None,
        "queries_with_a_match_above_0_8": len(above),
        "queries": len(batch),
    }


def bench_was_rejected(db: str, records: list[dict[str, Any]], gen: HypothesisGenerator, baseline: Any,
                       json_path: Path, queries: int, baseline_queries: int, seed: int) -> dict[str, Any]:  # fmt: skip
    rng = random.Random(seed + 3)
    calls = []
    for _ in range(queries):
        r = records[rng.randrange(len(records))]
        calls.append((r["module"], gen.variation(r["hypothesis"])))
    memory = ImprovementMemory(db)
    ours = time_calls(memory.was_rejected, calls, warmup=calls[:20])
    agree = 0
    base_memory = baseline.ImprovementMemory(str(json_path))
    for module, text in calls[:baseline_queries]:
        theirs = base_memory.was_rejected(module, text)
        mine = memory.was_rejected(module, text)
        agree += (theirs is None) == (not mine) and (theirs is None or abs(theirs[1] - mine.similarity) < 1e-9)
    base = time_calls(base_memory.was_rejected, calls[:baseline_queries])
    return {"ours": summarize_ns(ours), "baseline": summarize_ns(base), "agreement": agree / baseline_queries}


def _record_worker(db: str, worker: int, count: int, out: Any) -> None:
    memory = ImprovementMemory(db)
    start = time.perf_counter()
    for i in range(count):
        memory.record(MODULES[i % 200], f"worker {worker} hypothesis {i}: split the parser", outcome="rejected",
                      rationale="benchmark", rejection_reason="tests failed")  # fmt: skip
    out.put(time.perf_counter() - start)
    close_store(db)


def bench_record(workdir: Path, baseline: Any, count: int) -> dict[str, Any]:
    db = str(workdir / "record.db")
    memory = ImprovementMemory(db)
    calls = [(MODULES[i % 200], f"hypothesis {i}: split the parser", "", "rejected", "benchmark", "tests failed")
             for i in range(count)]  # fmt: skip
    one = time_calls(memory.record, calls)
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    per = max(1, count // 8)
    procs = [ctx.Process(target=_record_worker, args=(db, w, per, queue)) for w in range(8)]
    start = time.perf_counter()
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    wall = time.perf_counter() - start
    stored = ImprovementMemory(db).get_stats()["total_records"]
    json_path = workdir / "record.json"
    base_memory = baseline.ImprovementMemory(str(json_path))
    base_calls = [(m, h, d, o, r, x) for m, h, d, o, r, x in calls[: min(count, 2000)]]
    base = time_calls(base_memory.record, base_calls)
    return {
        "ours_one_process": summarize_ns(one),
        "ours_one_process_per_s": len(one) / (sum(one) / 1e9),
        "ours_8_processes_per_s": 8 * per / wall,
        "ours_8_processes_lost": count + 8 * per - stored,
        "baseline": summarize_ns(base),
        "baseline_per_s": len(base) / (sum(base) / 1e9),
        "baseline_records": len(base),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--quick", action="store_true", help="10k records, 100 queries")
    parser.add_argument("--query-seed", type=int, help="draw the search queries with this seed (default: --seed)")
    parser.add_argument("--budget-ms", type=float, help="SimilarityIndex budget (default: the library's)")
    parser.add_argument("--baselines", type=Path, default=DEFAULT_BASELINES)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--cache", type=Path, help="keep (and reuse) the generated stores in this directory")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    sizes = [10_000] if args.quick else [int(s) for s in args.sizes.split(",")]
    queries = 100 if args.quick else args.queries
    baseline = load_baseline("improvement_sketch", args.baselines)
    info = machine_info()
    print(f"# Similarity: oncebitten vs seed 004's scan\n\n{machine_line(info)}\n")
    results: dict[str, Any] = {"machine": info, "command": " ".join(["python", *sys.argv]), "sizes": {}}
    workdir = Path(tempfile.mkdtemp(prefix="oncebitten-sim-"))
    try:
        for size in sizes:
            started = time.perf_counter()
            db, json_path, records, gen = build(size, workdir, args.seed, args.cache)
            built = time.perf_counter() - started
            baseline_queries = 20 if size <= 10_000 else 5 if size <= 100_000 else 3
            budget = None if args.budget_ms is None else int(args.budget_ms * 1_000_000)
            search = bench_search(db, records, gen, baseline, json_path, queries, baseline_queries, args.seed,
                                  budget, args.query_seed)  # fmt: skip
            rejected = bench_was_rejected(db, records, gen, baseline, json_path, queries, baseline_queries, args.seed)
            results["sizes"][str(size)] = {"build_s": built, "search": search, "was_rejected": rejected,
                                            "db_bytes": os.path.getsize(db)}  # fmt: skip
            print(f"{size:,} records built and loaded in {built:.0f} s", file=sys.stderr)
            close_store(db)
            os.remove(json_path)
        results["record"] = bench_record(workdir, baseline, 400 if args.quick else 2000)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    report(results)
    if args.out:
        write_json(args.out, results)
    missed = [
        size
        for size, r in results["sizes"].items()
        if r["search"]["ours"]["p95_us"] > GOAL_P95_MS * 1000 or r["search"]["recall_at_10"] < GOAL_RECALL
    ]
    return 1 if args.strict and missed else 0


def report(results: dict[str, Any]) -> None:
    rows = []
    for size, r in results["sizes"].items():
        s = r["search"]
        rows.append([
            f"{int(size):,}", fmt_us(s["ours"]["p50_us"]), fmt_us(s["ours"]["p95_us"]), fmt_us(s["ours"]["p99_us"]),
            fmt_us(s["baseline_most_similar"]["p50_us"]),
            fmt_ratio(ratio(s["baseline_most_similar"]["p50_us"], s["ours"]["p50_us"])),
            f"{s['recall_at_10']:.3f}", f"{s['recall_at_10_reproposal']:.3f}", f"{s['recall_at_10_novel']:.3f}",
            "–" if s["recall_above_0_8"] is None else f"{s['recall_above_0_8']:.3f}",
            f"{s['load_s']:.1f} ({s['loaded']})", f"{s['reload_s']:.1f}",
            "PASS" if s["ours"]["p95_us"] <= GOAL_P95_MS * 1000 and s["recall_at_10"] >= GOAL_RECALL else "FAIL",
        ])  # fmt: skip
    print("## search (k=10, every record)\n")
    print(markdown_table(["records", "p50 µs", "p95 µs", "p99 µs", "scan p50 µs", "speed-up", "recall@10",
                          "re-proposals", "novel", "recall ≥0.8", "load s", "next load s", "goal"], rows))  # fmt: skip
    rows = []
    for size, r in results["sizes"].items():
        w = r["was_rejected"]
        rows.append([f"{int(size):,}", fmt_us(w["ours"]["p50_us"]), fmt_us(w["ours"]["p95_us"]),
                     fmt_us(w["baseline"]["p50_us"]), fmt_ratio(ratio(w["baseline"]["p50_us"], w["ours"]["p50_us"])),
                     f"{w['agreement']:.0%}"])  # fmt: skip
    print("\n## was_rejected(module, hypothesis)\n")
    print(markdown_table(["records", "p50 µs", "p95 µs", "seed p50 µs", "speed-up", "same answer"], rows))
    rec = results["record"]
    print("\n## record\n")
    print(markdown_table(
        ["", "p50 µs", "records/s"],
        [["oncebitten, 1 process", fmt_us(rec["ours_one_process"]["p50_us"]), f"{rec['ours_one_process_per_s']:,.0f}"],
         ["oncebitten, 8 processes", "–",
          f"{rec['ours_8_processes_per_s']:,.0f} (lost: {rec['ours_8_processes_lost']})"],
         [f"seed (JSON rewrite, first {rec['baseline_records']:,})", fmt_us(rec["baseline"]["p50_us"]),
          f"{rec['baseline_per_s']:,.0f}"]],
    ))  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
