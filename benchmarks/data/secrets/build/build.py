import json,random,sys,collections,importlib
sys.path.insert(0,'/tmp/cs')
rows=[]
for mod in ['manual','issues1','issues2','issues3','issues4','issues5']:
    try: m=importlib.import_module(mod)
    except ModuleNotFoundError: continue
    rows+=m.R
rows+=json.load(open('/tmp/cs/stage/gitleaks.json'))
seen=set();out=[]
for r in rows:
    if r['text'] in seen: continue
    seen.add(r['text'])
    for s in r['secrets']:
        assert s and s in r['text'],(r['source'],s)
    assert r['kind'] in('positive','negative')
    assert (r['kind']=='positive')==bool(r['secrets']),r
    out.append(r)
rng=random.Random(17)
# stable order, then a seeded draw stratified by (kind, type): shuffle each group, alternate dev/heldout
out.sort(key=lambda r:(r['kind'],r['type'],r['source'],r['text']))
groups={}
for r in out: groups.setdefault((r['kind'],r['type']),[]).append(r)
for key in sorted(groups):
    g=groups[key][:]; rng.shuffle(g)
    first=rng.choice(['dev','heldout']); other='heldout' if first=='dev' else 'dev'
    for i,r in enumerate(g): r['split']=first if i%2==0 else other
path='/work/wt-corpus-s/benchmarks/data/secrets/real_secrets.jsonl'
import os; os.makedirs(os.path.dirname(path),exist_ok=True)
with open(path,'w') as f:
    for r in out:
        f.write(json.dumps({k:r[k] for k in ['text','secrets','kind','type','source','split','note']},ensure_ascii=False)+'\n')
# validate
texts=set()
for l in open(path):
    r=json.loads(l); assert r['text'] not in texts; texts.add(r['text'])
    for s in r['secrets']: assert s in r['text']
c=collections.Counter((r['kind']) for r in out); print(c, collections.Counter(r['split'] for r in out))
if '-v' in sys.argv:
    for k,v in sorted(collections.Counter((r['kind'],r['type']) for r in out).items()): print(k,v)
    print('gitleaks',sum('gitleaks' in r['source'] for r in out),'trufflehog',sum('trufflehog' in r['source'] for r in out),'substituted',sum('substitut' in r['note'].lower() for r in out))
