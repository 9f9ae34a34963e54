"""Generate tools.jsonl from the curated originals in originals.py."""
import json, random, sys, re
sys.path.insert(0, '/tmp/tl')
from originals import ORIGS

KINDS = {"syntax","type","import","dependency","test","timeout","network","auth","permission","rate_limit","disk","runtime","unknown"}

def apply(text, subs):
    for old, new in subs:
        if old not in text:
            raise SystemExit(f"substitution {old!r} not found in: {text[:80]!r}")
        text = text.replace(old, new)
    return text

def desc(subs):
    return "; ".join(f"{o!r} -> {n!r}" for o, n in subs)

rows = []
n_orig = 0
n_row = 0
n_grp = 0
def nid():
    global n_row; n_row += 1; return f"tl-{n_row:03d}"
def ngrp():
    global n_grp; n_grp += 1; return f"tl-g{n_grp:03d}"

# originals that are the same failure as an earlier original (same root cause and fix; the core message is
# identical and only wrappers, ids, paths, hosts or timestamps differ) share that original's group
SAME = {
    "https://github.com/Justintime50/github-archive/issues/54": "https://github.com/rust-lang/rustlings/issues/1208",
    "https://github.com/anthropics/claude-code/issues/70365": "https://github.com/anthropics/claude-code/issues/5184",
    "https://github.com/zurawiki/gptcommit/issues/84": "https://github.com/Chanzhaoyu/chatgpt-web/issues/1965",
    "https://github.com/ScribeMD/docker-cache/issues/829": "https://github.com/docker/hub-feedback/issues/2429",
    "https://github.com/moby/moby/issues/32811": "https://github.com/AndreCox/PIBaker/issues/2",
    "https://github.com/ztgrace/changeme/issues/40": "https://github.com/giorginolab/zotfile_doctor/issues/6",
    "https://github.com/gitbitex/gitbitex-spot/issues/10": "https://github.com/RocketMap/RocketMap/issues/163",
    "https://github.com/npm/npm/issues/15889": "https://github.com/nodejs/help/issues/4276",
    "https://github.com/joonspk-research/generative_agents/issues/114": "https://github.com/dan1471/FREE-openai-api-keys/issues/48",
    "https://github.com/Vu1nT0tal/yarb/issues/17": "https://github.com/simonecorsi/mawesome/issues/739",
    "https://github.com/openssl/openssl/issues/20037": "https://github.com/pypa/pip/issues/8200",
    "https://github.com/rtyley/bfg-repo-cleaner/issues/351": "https://github.com/gitpod-io/gitpod/issues/2643",
}
group_of_src = {}
groups_of_key = {}
for o in ORIGS:
    assert o["kind"] in KINDS, o
    if o["src"] in SAME:
        g = group_of_src[SAME[o["src"]]]
    else:
        g = ngrp()
    group_of_src[o["src"]] = g
    if o.get("key"): groups_of_key[o["key"]] = g
    oid = nid()
    rows.append(dict(id=oid, group=g, role="original", base=None, text=o["text"], kind=o["kind"],
                     adversarial=bool(o.get("adv")), ecosystem=o["eco"], source=o["src"], note=o.get("note", "")))
    for inc in o.get("inc", []):
        adv = o.get("adv", False)
        if isinstance(inc, dict):
            adv = inc.get("adv", adv); extra = inc.get("note", ""); inc = inc["subs"]
        else:
            extra = ""
        rows.append(dict(id=nid(), group=g, role="incidental", base=oid, text=apply(o["text"], inc), kind=o["kind"],
                         adversarial=bool(adv), ecosystem=o["eco"], source=o["src"],
                         note=("incidental: " + desc(inc) + (". " + extra if extra else ""))))
    for hn in o.get("hn", []):
        hg = ngrp(); hid = nid()
        htext = apply(o["text"], hn["subs"])
        hk = hn.get("kind", o["kind"]); assert hk in KINDS
        hadv = bool(hn.get("adv", False))
        rows.append(dict(id=hid, group=hg, role="hard_negative", base=oid, text=htext, kind=hk, adversarial=hadv,
                         ecosystem=hn.get("eco", o["eco"]), source=o["src"], note="hard negative: " + hn["note"]))
        hinc = list(hn.get("inc", []))
        if not hinc and o.get("inc"):
            # the base original's first incidental change is incidental for its hard negative too
            first = o["inc"][0]
            subs0 = first["subs"] if isinstance(first, dict) else first
            if all(old in htext for old, _ in subs0) and apply(htext, subs0) != htext:
                hinc = [{"subs": subs0, "adv": hadv or (isinstance(first, dict) and first.get("adv", False)),
                         "note": "the base original's first incidental change, applied to this hard negative"}]
        for inc in hinc:
            iadv, extra = hadv, ""
            if isinstance(inc, dict):
                iadv, extra, inc = inc.get("adv", hadv), inc.get("note", ""), inc["subs"]
            rows.append(dict(id=nid(), group=hg, role="incidental", base=hid, text=apply(htext, inc), kind=hk,
                             adversarial=bool(iadv), ecosystem=hn.get("eco", o["eco"]), source=o["src"],
                             note="incidental: " + desc(inc) + (". " + extra if extra else "")))

# split: seeded draw over original groups (family = original group + all its HNs)
orig_groups = sorted({r["group"] for r in rows if r["role"] == "original"})
rng = random.Random(17)
order = orig_groups[:]
rng.shuffle(order)
half = len(order) // 2
split_of = {g: ("dev" if i < half else "heldout") for i, g in enumerate(order)}
by_id = {r["id"]: r for r in rows}
def family(r):
    while r["role"] != "original":
        r = by_id[r["base"]]
    return r["group"]
for r in rows:
    r["split"] = split_of[family(r)]

with open(sys.argv[1], "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows")
noinc = [r["id"] for r in rows if r["role"]=="original" and not any(x["base"]==r["id"] and x["role"]=="incidental" for x in rows)]
print("originals without incidental:", noinc)
