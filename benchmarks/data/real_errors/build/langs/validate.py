import json, collections, sys
P='/work/wt-corpus-a/benchmarks/data/real_errors/langs.jsonl'
KINDS={"syntax","type","import","dependency","test","timeout","network","auth","permission","rate_limit","disk","runtime","unknown"}
rows=[]
for n,l in enumerate(open(P, encoding='utf-8'),1):
    rows.append(json.loads(l))
ids=[r['id'] for r in rows]; assert len(ids)==len(set(ids)), 'dup ids'
by={r['id']:r for r in rows}
orig_groups={r['group'] for r in rows if r['role']=='original'}
errs=[]
need={"id","group","role","base","text","kind","adversarial","ecosystem","source","note","split"}
for r in rows:
    if set(r)!=need: errs.append((r['id'],'fields',set(r)^need))
    if r['kind'] not in KINDS: errs.append((r['id'],'kind'))
    if r['split'] not in ('dev','heldout'): errs.append((r['id'],'split'))
    if not isinstance(r['adversarial'],bool): errs.append((r['id'],'adv'))
    if not r['source'].startswith('https://github.com/'): errs.append((r['id'],'source'))
    if r['role']=='original':
        if r['base'] is not None: errs.append((r['id'],'base'))
    else:
        b=by.get(r['base'])
        if not b: errs.append((r['id'],'nobase')); continue
        if r['text']==b['text']: errs.append((r['id'],'same text as base'))
        if r['source']!=b['source']: errs.append((r['id'],'source differs'))
        if r['split']!=b['split']: errs.append((r['id'],'split differs'))
        if r['role']=='incidental':
            if r['group']!=b['group']: errs.append((r['id'],'inc group'))
            if r['kind']!=b['kind']: errs.append((r['id'],'inc kind'))
        elif r['role']=='hard_negative':
            if b['role']!='original': errs.append((r['id'],'hn base not original'))
            if r['group'] in orig_groups: errs.append((r['id'],'hn group collides'))
        else: errs.append((r['id'],'role'))
        if not r['note']: errs.append((r['id'],'empty note'))
# groups: each hn group only has hn + its incidentals
g=collections.defaultdict(list)
for r in rows: g[r['group']].append(r)
for k,v in g.items():
    roles=collections.Counter(x['role'] for x in v)
    if roles['original']+roles['hard_negative']!=1: errs.append((k,'group heads',roles))
# identical texts across groups
t=collections.defaultdict(set)
for r in rows: t[r['text']].add(r['group'])
for k,v in t.items():
    if len(v)>1: errs.append(('TEXT in groups',v))
print('errors:',errs[:20], len(errs))
C=collections.Counter
print('rows',len(rows))
print('role',C(r['role'] for r in rows))
print('kind(all)',C(r['kind'] for r in rows))
print('kind(orig)',C(r['kind'] for r in rows if r['role']=='original'))
print('eco',C(r['ecosystem'] for r in rows))
print('split',C(r['split'] for r in rows), 'orig split',C(r['split'] for r in rows if r['role']=='original'))
print('adversarial',sum(r['adversarial'] for r in rows),'adv originals',sum(r['adversarial'] for r in rows if r['role']=='original'))
print('groups',len(g),'orig groups',len(orig_groups))
inc=C(r['base'] for r in rows if r['role']=='incidental')
print('orig w/o incidental',[r['id'] for r in rows if r['role']=='original' and not inc[r['id']]])
print('hn with own incidental',sum(1 for r in rows if r['role']=='hard_negative' and inc[r['id']]))
print('multiline originals',sum(1 for r in rows if r['role']=='original' and '\n' in r['text']))
print('distinct sources',len({r['source'] for r in rows}))
