import sys, json, random, importlib, collections
sys.path.insert(0, '/tmp/corp')
import lib
mods = sys.argv[1:]
for m in mods: importlib.import_module(m)
rows = lib.ROWS
origs = sorted(r["id"] for r in rows if r["role"] == "original")
rng = random.Random(17)
sh = origs[:]; rng.shuffle(sh)
dev = set(sh[: len(sh) // 2])
byid = {r["id"]: r for r in rows}
def root(r):
    while r["base"]: r = byid[r["base"]]
    return r["id"]
out = []
for r in rows:
    r = dict(r)
    r["split"] = "dev" if root(r) in dev else "heldout"
    out.append(r)
with open('/work/wt-corpus-a/benchmarks/data/real_errors/langs.jsonl', 'w') as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out))
