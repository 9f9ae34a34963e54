"""Reference: the improvement-memory design's ImprovementMemory as it describes it: an append-only JSON file
(.evolve_memory.json) with an O(n) Levenshtein similarity scan at threshold 0.8.
Uses rapidfuzz's C++ Levenshtein so the baseline is as fast as a linear scan can be."""
import json, os, threading
from datetime import datetime, timezone
from rapidfuzz.distance import Levenshtein

THRESHOLD = 0.8

class ImprovementMemory:
    def __init__(self, path):
        self.path = path
        self._lock = threading.Lock()
        if not os.path.exists(path):
            self._write({"version": "1.0.0", "records": []})

    def _read(self):
        with open(self.path) as f:
            return json.load(f)

    def _write(self, state):
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(state, f)
        os.replace(tmp, self.path)

    def record(self, module, hypothesis, description, outcome, rationale=None, rejection_reason=None):
        if outcome not in ("accepted", "rejected", "held"):
            raise ValueError("INVALID_OUTCOME")
        with self._lock:
            state = self._read()
            state["records"].append({"module": module, "hypothesis": hypothesis, "description": description,
                                     "outcome": outcome, "rationale": rationale, "rejection_reason": rejection_reason,
                                     "timestamp": datetime.now(timezone.utc).isoformat()})
            self._write(state)

    def was_rejected(self, module, hypothesis):
        best, best_sim = None, 0.0
        for r in self._read()["records"]:
            if r["module"] != module or r["outcome"] != "rejected":
                continue
            sim = Levenshtein.normalized_similarity(hypothesis, r["hypothesis"])
            if sim >= THRESHOLD and sim > best_sim:
                best, best_sim = r, sim
        return (best, best_sim) if best else None

    def most_similar(self, text, k=10):
        """Exhaustive scan over every record regardless of module (the exact answer an index must approximate)."""
        scored = [(Levenshtein.normalized_similarity(text, r["hypothesis"]), i) for i, r in enumerate(self._read()["records"])]
        scored.sort(reverse=True)
        return scored[:k]
