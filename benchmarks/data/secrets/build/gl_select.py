import json,re
rows=json.load(open('gl.json'))
SHA='b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b'
def src(f): return f'https://github.com/gitleaks/gitleaks/blob/{SHA}/cmd/generate/config/rules/{f}'
out=[]
def P(i,typ,rx,note='gitleaks rule test case (true positive), a token sample quoted in the rule file; some are originally from public repos cited there'):
    k,f,t=rows[i]
    secs=[m.group(0) for m in re.finditer(rx,t)]
    assert secs,(i,t)
    out.append(dict(text=t,secrets=list(dict.fromkeys(secs)),kind='positive',type=typ,source=src(f),note=note))
def N(i,typ,note='gitleaks rule test case (false positive / placeholder): not a credential'):
    k,f,t=rows[i]
    out.append(dict(text=t,secrets=[],kind='negative',type=typ,source=src(f),note=note))
SL=r'xox[a-z]\.xox[a-z]-[\w-]+|xox[a-z]-[\w-]+|xapp-[\w-]+'
for i in [376,377,378,383,384,385,386,387,394,395,396,397,398,399,403,404,406,407,408,410,411,412,413,418,420,421,422,423,424,425]: P(i,'slack_token',SL)
P(388,'slack_token',r'xoxe-[\w-]+')
for i in [428,429,430,431]: P(i,'slack_webhook',r'(?<=hooks\.slack\.com/)(?:services|workflows)/[\w/]+')
for i in list(range(252,264))+[265]: P(i,'huggingface_token',r'hf_[A-Za-z0-9]{30,}')
P(264,'huggingface_token',r'hf_[A-Za-z0-9]{30,}')
for i in [272,273,274,275,277]: P(i,'huggingface_token',r'api_org_[A-Za-z0-9]{30,}')
for i in [288,290,293,294,296,297,298,301,302,304,305,307,308,309,310,313,314]: P(i,'jwt',r'eyJ[\w-]*\.[\w-]*\.[\w-]*')
for i in [28,29,30,31,32,33,34,35,36,37,39,41]: P(i,'secret',r'[\w.~-]{3}\dQ~[\w.~-]{31,34}',note='gitleaks rule test case: Azure AD client secret (Q~ format) quoted in the rule file')
P(230,'grafana_token',r'glc_[A-Za-z0-9+/=]+'); P(233,'grafana_token',r'glsa_\w+')
P(237,'vault_token',r's\.[A-Za-z0-9]{24}'); P(238,'vault_token',r'hvs\.[\w-]+')
P(354,'sentry_token',r'sntrys_[\w=+/]+'); P(355,'sentry_token',r'sntrys_[\w=+/]+')
P(463,'stripe_key',r'sk_test_\w+'); P(464,'stripe_key',r'rk_prod_\w+')
for i in [327,328,329]: P(i,'api_key',r'ntn_\w+',note='gitleaks rule test case: Notion integration token')
P(338,'token',r'00[\w-]{40}',note='gitleaks rule test case: Okta API token'); P(339,'token',r'00[\w-]{40}',note='gitleaks rule test case: Okta API token')
P(342,'authorization',r'sha256~[\w-]{43}',note='gitleaks rule test case: OpenShift user token in a Bearer header'); P(343,'token',r'sha256~[\w-]{43}',note='gitleaks rule test case: OpenShift token on the oc login command line')
P(113,'secret',r'[0-9a-f]{32}',note='gitleaks rule test case: Facebook app secret'); P(115,'token',r'\d+\|[\w-]+',note='gitleaks rule test case: Facebook app access token')
P(116,'token',r'\d+\|[\w-]+',note='gitleaks rule test case: Facebook app access token'); P(118,'token',r'EAA\w+',note='gitleaks rule test case: Facebook page access token EAA...')
P(315,'api_key',r'[0-9a-f]{32}-us\d+',note='gitleaks rule test case: Mailchimp API key'); P(316,'api_key',r'[0-9a-f]{32}-us\d+',note='gitleaks rule test case: Mailchimp API key')
for i in [479,480,481,482]: P(i,'api_key',r'[A-Za-z0-9]{64}',note='gitleaks rule test case: Sumo Logic access key')
P(459,'token',r'sq0atp-[\w-]+',note='gitleaks rule test case: Square access token'); P(460,'token',r'EAAA[\w-]+',note='gitleaks rule test case: Square access token')
P(462,'secret',r'sq0csp-[\w-]+',note='gitleaks rule test case: Square OAuth secret')
for i in [449,451,452,453]: P(i,'token',r'sgp_[\w]+',note='gitleaks rule test case: Sourcegraph access token')
P(249,'api_key',r'HRKU-[\w]+',note='gitleaks rule test case: Heroku API key (HRKU- format)'); P(250,'api_key',r'HRKU-[\w]+',note='gitleaks rule test case: Heroku API key (HRKU- format)')
P(235,'terraform_token',r'\w{14}\.atlasv1\.\w+'); P(333,'api_key',r'API-[A-Z0-9]+',note='gitleaks rule test case: Octopus Deploy API key')
P(353,'token',r'tk-us-[\w-]+',note='gitleaks rule test case: Scalingo API token')
P(18,'aws_access_key',r'AKIA[A-Z0-9]{16}',note='AWS documentation example access key id AKIAIOSFODNN7EXAMPLE, quoted in gitleaks rule test')
P(58,'password',r'P@ssw0rd\$1',note='gitleaks curl rule test case: password in curl -u'); P(59,'password',r'd2LkV78zLx!t',note='gitleaks curl rule test case'); 
P(61,'password',r"h0pk1ns~21s",note='gitleaks curl rule test case: password in curl --user'); P(62,'password',r'pQ9wTxu4Fg',note='gitleaks curl rule test case'); P(63,'password',r'dB2yF6@qL9vZm1P#4J',note='gitleaks curl rule test case')
P(65,'password',r'pRf7vG2h1L8nQkW9',note='gitleaks curl rule test case')
P(89,'authorization',r'YnJvd3Nlcjo=',note='gitleaks curl rule test case: HTTP Basic credentials (browser:)'); P(90,'authorization',r'djJlNEpY[A-Za-z0-9+/=]+',note='gitleaks curl rule test case: HTTP Basic credentials')
P(91,'authorization',r'cfcabd11c7ed9a41b1a3e063c32d5114',note='gitleaks curl rule test case: Bearer token'); P(93,'authorization',r'sha256~[\w-]+',note='gitleaks curl rule test case: Bearer token')
P(94,'authorization',r'22cb987851bc5659l29114c62e60c79abd0d2c08',note='gitleaks curl rule test case: Api-Token scheme'); P(95,'authorization',r'22cb987851bc5659229114c62e60c79abd0d2c08',note='gitleaks curl rule test case: Token scheme')
P(88,'authorization',r'5eb4223e-5008-46e5-be67-c7b8f2732305',note='gitleaks curl rule test case: a UUID used as the Authorization credential')
P(99,'token',r'3fea6af1349166ea',note='gitleaks curl rule test case: Token header')
P(151,'token',r'am9obm[A-Za-z0-9+/=]+',note='gitleaks generic rule test case'); P(152,'credentials',r'[0-9a-f]{64}',note='gitleaks generic rule test case'); P(153,'secret',r'[0-9a-f]{64}',note='gitleaks generic rule test case')
# negatives
for i in [379,380,381,382,390,391,393,400,401,402,405,415,416,417]: N(i,'placeholder')
for i in [389,419,426,427]: N(i,'url')
for i in [218,219,220,221,222,223,224,225,226,227,228,229,231,232,234,236,241,242,243,246,2,5,6,15,16,17,23,26,57,53,106,107,132,134,318,320,330,331,332,340,344,345,348,349,352,477,483,487,471]: N(i,'placeholder')
for i in [239,240,244,245,266,267,268,269,270,278,279,280,281,124,127,469,470,472,473,474,19,20,21,334,158,159,160,161,163,164,165,166,167,168,175,177,178,179,180,181,182,183,184,185,186,187,188,189,190,191,193,194,196,197,198,199,200,201,203,204,205,207,208,209,211,212,215,43,44,45,46,47,48,50]: N(i,'code')
for i in [156,157,170,171,172,192,202,206,214]: N(i,'uuid')
for i in [162,216,120]: N(i,'commit_sha')
for i in [217,322,351,461,54,336,337,283]: N(i,'digest')
for i in [66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,85,86,87,100,101,102,103,484,485,486,475,476]: N(i,'placeholder' if i not in (87,) else 'code')
for i in [285,284,335,282]: N(i,'url')
json.dump(out,open('stage/gitleaks.json','w'),ensure_ascii=False)
import collections
print(len(out),collections.Counter(r['kind'] for r in out))
