import json, random, re, sys
ROWS = []
ORIG = {}
_n = [0]
def O(text, kind, eco, source, adv=False, note=""):
    _n[0] += 1
    oid = "lang-%03d" % _n[0]
    g = "lang-g%03d" % _n[0]
    text = text.strip("\n")
    r = dict(id=oid, group=g, role="original", base=None, text=text, kind=kind, adversarial=adv,
             ecosystem=eco, source=source, note=note)
    ROWS.append(r); ORIG[oid] = r
    return oid
def _apply(text, reps):
    for old, new in reps:
        if old not in text:
            raise SystemExit("replacement not found: %r in %r" % (old, text[:80]))
        text = text.replace(old, new)
    return text
_cnt = {}
def I(base, reps, note, adv=None):
    b = next(r for r in ROWS if r["id"] == base)
    _cnt[base] = _cnt.get(base, 0) + 1
    rid = "%s-i%d" % (base, _cnt[base])
    t = _apply(b["text"], reps)
    assert t != b["text"]
    r = dict(id=rid, group=b["group"], role="incidental", base=base, text=t, kind=b["kind"],
             adversarial=b["adversarial"] if adv is None else adv, ecosystem=b["ecosystem"], source=b["source"], note=note)
    ROWS.append(r); return rid
_hc = {}
def H(base, reps, note, kind=None, adv=None):
    b = next(r for r in ROWS if r["id"] == base)
    _hc[base] = _hc.get(base, 0) + 1
    rid = "%s-h%d" % (base, _hc[base])
    t = _apply(b["text"], reps)
    assert t != b["text"]
    r = dict(id=rid, group="%s-h%d" % (b["group"], _hc[base]), role="hard_negative", base=base, text=t,
             kind=kind or b["kind"], adversarial=b["adversarial"] if adv is None else adv, ecosystem=b["ecosystem"],
             source=b["source"], note=note)
    ROWS.append(r); return rid
