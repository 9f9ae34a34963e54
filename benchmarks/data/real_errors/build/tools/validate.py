import json, sys, collections
KINDS = {"syntax","type","import","dependency","test","timeout","network","auth","permission","rate_limit","disk","runtime","unknown"}
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
ids = [r["id"] for r in rows]; assert len(ids) == len(set(ids)), "dup ids"
by = {r["id"]: r for r in rows}
orig_groups = {r["group"] for r in rows if r["role"] == "original"}
for r in rows:
    assert set(r) == {"id","group","role","base","text","kind","adversarial","ecosystem","source","note","split"}, r["id"]
    assert r["kind"] in KINDS and r["role"] in {"original","incidental","hard_negative"} and r["split"] in {"dev","heldout"}
    assert r["id"].startswith("tl-") and r["group"].startswith("tl-g")
    assert r["source"].startswith("https://github.com/"), r["id"]
    if r["role"] == "original":
        assert r["base"] is None
    else:
        b = by[r["base"]]
        assert r["source"] == b["source"]
        if r["role"] == "incidental":
            assert r["group"] == b["group"] and r["kind"] == b["kind"] and r["text"] != b["text"] and r["split"] == b["split"], r["id"]
        else:
            assert b["role"] == "original" and r["group"] not in orig_groups and r["text"] != b["text"] and r["split"] == b["split"], r["id"]
# each HN group unique to HN family
hn_groups = collections.Counter(r["group"] for r in rows if r["role"] == "hard_negative")
assert all(v == 1 for v in hn_groups.values())
C = collections.Counter
print("rows", len(rows))
print("role", dict(C(r["role"] for r in rows)))
print("adversarial", sum(r["adversarial"] for r in rows))
print("kind", dict(C(r["kind"] for r in rows)))
print("kind(originals)", dict(C(r["kind"] for r in rows if r["role"]=="original")))
print("ecosystem", dict(C(r["ecosystem"] for r in rows)))
print("split rows", dict(C(r["split"] for r in rows)), "split originals", dict(C(r["split"] for r in rows if r["role"]=="original")))
print("groups", len({r["group"] for r in rows}), "original groups", len(orig_groups))
print("sources", len({r["source"] for r in rows if r["role"]=="original"}))
