import random,string,base64
from manual import p as _p, n as _n
R=[]
def p(*a):
    import manual; _p(*a); R.append(manual.R.pop())
def n(*a):
    import manual; _n(*a); R.append(manual.R.pop())
G='https://github.com/'
def C(repo,path): return f'{G}{repo}/blob/HEAD/{path}'
GL='https://github.com/gitleaks/gitleaks/blob/b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b/cmd/generate/config/rules/'
rng=random.Random(1717)
AN=string.ascii_letters+string.digits
def r(k,alpha=AN): return ''.join(rng.choice(alpha) for _ in range(k))
def dig(k): return ''.join(rng.choice(string.digits) for _ in range(k))
UP=string.ascii_uppercase+string.digits
def b64(nbytes): return base64.b64encode(bytes(rng.randrange(256) for _ in range(nbytes))).decode()
def urlsafe(k): return r(k,AN+'-_')
SUB='real line from the thread; the value is SUBSTITUTED (original was {orig}) with a realistically shaped made-up one'
# --- verbatim extras ---
p('- [x] fixed: curl --request PATCH \\\n  --url \'https://discord.com/api/v8/webhooks/123/aW50ZXJhY3Rpb246ODQyNTMyNzY1MjIzODc4NjY2OnJlUXlVMFp0VnVIOWZ3dGdOU21KcTc4OTdad2ZhOWp3WndSc3dEQ1ZRN0hjQW83TVE3NlJibTRsUE9qRHRyMWFESGVSRXNvZ29odXNOd0JtQjZHcnUzTUcxWGc0R2FKamc0TXFFWjdhRHc2akgxVU1ya1NwNFhjVUtPb\' \\'.replace('- [x] fixed: ',''),['aW50ZXJhY3Rpb246ODQyNTMyNzY1MjIzODc4NjY2OnJlUXlVMFp0VnVIOWZ3dGdOU21KcTc4OTdad2ZhOWp3WndSc3dEQ1ZRN0hjQW83TVE3NlJibTRsUE9qRHRyMWFESGVSRXNvZ29odXNOd0JtQjZHcnUzTUcxWGc0R2FKamc0TXFFWjdhRHc2akgxVU1ya1NwNFhjVUtPb'],'discord_webhook',G+'discord/discord-api-docs/issues/2925','verbatim: an interaction-style token (base64 of "interaction:<id>:<secret>") in the webhook-token position of a Discord API URL')
p("self.redis = Redis(host=options.redis_host, port=options.redis_port, db=options.redis_db)\n    self.redis.auth('fooword')",['fooword'],'password',G+'redis/redis-py/issues/10','verbatim: password passed positionally to an SDK method (Redis.auth)')
p("sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA",["sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA"],'anthropic_key',GL+'anthropic.go','gitleaks rule test case: an illustrative Anthropic API key, alone on a line')
p("sk-ant-admin01-abc12fake-456def789ghij-klmnopqrstuvwx-3456yza789bcde-12fakehijklmnopby56aaaogaopaaaabc123xyzAA",["sk-ant-admin01-abc12fake-456def789ghij-klmnopqrstuvwx-3456yza789bcde-12fakehijklmnopby56aaaogaopaaaabc123xyzAA"],'anthropic_key',GL+'anthropic.go','gitleaks rule test case: an illustrative Anthropic admin key')
for k in ["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","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","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"]:
    p('			"'+k+'",',[k],'openai_key',GL+'openai.go','gitleaks rule test case: an OpenAI key (project/service-account/admin format) in a Go string list')
for k in ["AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs","AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM","AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU","AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM"]:
    p('		"'+k+'",',[k],'google_api_key',GL+'gcp.go','real Google API key that gitleaks allowlists as a widely published public key; by shape and by definition still an API key to redact')
PK1="-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDAC4AWkdwKYSd8\nKs14IReLcYgADhoXk56ZzXI=\n-----END PRIVATE KEY-----"
PK2="-----BEGIN RSA PRIVATE KEY-----\nMIIEpQIBAAKCAQEAn6/O8li+SX4m98LLYt/PKSzEmQ++ZBD7Loh9P13f4yQ92EF3\nyxR5MsXFu9PRsrYQA7/4UTPHiC4y2sAVCBg4C2yyBpUEtMQjyCESi6Y=\n-----END RSA PRIVATE KEY-----"
PK3="-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQWGBGSVV4YBDAClvRnxezIRy2Yv7SFlzC0iFiRF/O/jePSw+XYhvcrTaqSYTGic\n=8xQN\n-----END PGP PRIVATE KEY BLOCK-----"
for k in (PK1,PK2,PK3): p(k,[k],'private_key',GL+'privatekey.go','gitleaks rule test case: a (shortened) private key block')
n("-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----",'placeholder',GL+'privatekey.go','gitleaks false positive: armour lines around a placeholder word')
for u in ["https://cafebabe:deadbeef@gems.contribsys.com/","http://cafeb4b3:d3adb33f@enterprise.contribsys.com:80/path?param1=true&param2=false#heading1"]:
    pw=u.split('@')[0].split(':')[-1]
    p(u,[pw],'password',GL+'sidekiq.go','gitleaks rule test case: Sidekiq Enterprise credentials in URL userinfo (example values)')
p("export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=cafebabe:deadbeef",["cafebabe:deadbeef"],'credentials',GL+'sidekiq.go','gitleaks rule test case: bundler credentials (user:password) in an env var')
n("| ${redis_conn}=   | Connect To Redis |  redis-dev.com | 6379 | password",'placeholder',G+'robotframework-thailand/robotframework-redislibrary/pull/1','the word password as a positional placeholder')
n("You can also try using a redis url, like this: `redis.StrictRedis.from_url('redis://user:password@your.redis.server:6379/')`",'placeholder',G+'redis/redis-py/issues/643','user:password placeholders')
n("the password is not set into connection?\nredis://:password@127.0.0.1:6379/1",'placeholder',G+'binux/pyspider/issues/356','the word password as placeholder')
n("def __init__(self, host='localhost', port=6379,\n                 db=0, password=None, stream_timeout=None,",'code',G+'NoneGG/aredis/issues/200','password=None default')
n("    self.api = _RedisClient(self.host, self.port, self.db, password)  ",'code',G+'ask/redish/issues/2','password passed as a variable')
n("client = boto3.client(\n    's3',\n    aws_access_key_id=ACCESS_KEY,\n    aws_secret_access_key=SECRET_KEY\n)",'code',C('pkartheiser/PKK-TechTest','AWSKeyFeed.py'),'credentials from imported names')
n('s3 = boto3.client(\n  "s3",\n  "us-west-1",\n  aws_access_key_id=os.environ[\'AWS_ACCESS_KEY\'],\n  aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"]\n)','code',C('austinschao/friender-backend','aws_calls.py'),'credentials from the environment')
n("S3 = boto3.client(\n\t's3',\n\taws_access_key_id=os.environ['IAM_ACCESS_KEY_ID'],\n\taws_secret_access_key=os.environ['IAM_SECRET_KEY'],\n)",'code',C('snuhcs-course/swpp-2025-project-team-12','MnA_BE/S3/__init__.py'),'credentials from the environment')
# --- substitutions ---
def S(text,secrets,typ,src,orig): p(text,secrets,typ,src,SUB.format(orig=orig))
# Discord
wid=dig(18); wt=urlsafe(68)
S(f"Might be worth mentioning that the token is the last part of the Discord webhook's URL: `https://discordapp.com/api/webhooks/{wid}/{wt}`",[wt],'discord_webhook',G+'FlyingKatsu-Discord-Bots/Discord-GitLab-Webhook/issues/14','0000000000000/**WebhookToken**')
wid=dig(19); wt=urlsafe(68)
S(f"ex: `https://discordAPP.com/api/webhooks/{wid}/{wt}` to `https://discord.com/api/webhooks/{wid}/{wt}`",[wt],'discord_webhook',G+'crimilo/Discord-Mirror/issues/40','ID/ETC')
def dtok(): 
    idb=base64.b64encode(dig(18).encode()).decode().rstrip('=')
    return f"{idb}.{r(6)}.{urlsafe(38)}"
t=dtok()
S(f"I sure I rewrite correctly because when paste it in client.run('{t}'), it ran",[t],'discord_bot_token',G+'Rapptz/discord.py/issues/7336','client.run(token paste)')
t=dtok()
S(f'  "bot": {{\n    "name": "GitLab Webhook Bot",\n    "token": "{t}",\n    "prefix": ">",',[t],'discord_bot_token',G+'FlyingKatsu-Discord-Bots/Discord-GitLab-Webhook/issues/14','a different real token (already used verbatim in another row)')
# Telegram
def ttok(): return f"{dig(10)}:AA{urlsafe(33)}"
t=ttok(); S(f'`import telebot\n\nbot = telebot.TeleBot("{t}")',[t],'telegram_bot_token',G+'eternnoir/pyTelegramBotAPI/issues/1740','"token"')
t=ttok(); S(f"5. Check on https://api.telegram.org/bot{t}/getUpdates that you see all messages sent to your bot and that you are not getting 404 errors.",[t],'telegram_bot_token',G+'Eloise1988/OPENAI/issues/7','{ACCESS TOKEN}')
t=ttok(); S(f"`url = f'https://api.telegram.org/bot{t}/getUpdates?offset={{last_update}}'\n    response = requests.get(url, timeout=5)",[t],'telegram_bot_token',G+'Eloise1988/OPENAI/issues/7','{BOT_TOKEN}')
t=ttok(); S(f"/home/xxxx/dsbook/telegram_bot.py:31: TelegramDeprecationWarning: Old Handler API is deprecated - see https://git.io/fxJuV for details\n  updater = Updater(\"{t}\")",[t],'telegram_bot_token',G+'dsbook/dsbook/issues/49','Updater(TOKEN)')
# GitHub / GitLab
t='ghp_'+r(36); S(f"git clone https://:{t}@github.com/user/project.git",[t],'github_token',G+'semaphoreui/semaphore/pull/2175','the word token')
t='github_pat_'+r(22)+'_'+r(59); S(f'# construct GitHub URL for pushing\nREMOTE="https://octocat:{t}@github.com/gap-system/gap"',[t],'github_token',G+'gap-system/ReleaseTools/issues/102','$GITHUB_USER:$TOKEN ... $REPO')
t='ghs_'+r(36); S(f"(`git push https://x-access-token:{t}@github.com/SecureBananaLabs/bug-bounty.git`)",[t],'github_token',G+'SecureBananaLabs/bug-bounty/pull/7953','${GH_TOKEN}@...')
t='ghp_8dEo'+r(27)+'NU3Bw'; S(f"- Used as `https://c03rad0r:{t}@github.com/OpenTollGate/tollgate-module-basic-go.git` in the `c03rad0r` / `github` / `github-https` remotes",[t],'github_token',G+'OpenTollGate/tollgate-module-basic-go/issues/171','ghp_… redacted; prefix/suffix kept from the thread')
t='ghp_'+r(36); S(f"update the remote URL to include the token: `git remote set-url origin https://{t}@github.com/OpenHands/OpenHands.git`",[t],'github_token',G+'OpenHands/OpenHands/pull/7208','${GITHUB_TOKEN}')
t='ghp_'+r(36); S(f"The REPO_URL config value has the following syntax: `https://bendsito:{t}@github.com/bendsito/sftest.git`",[t],'github_token',G+'enreeco/sf-git/issues/8','username:password')
t='glpat-'+urlsafe(20); S(f"glpat-XXXXXXXXXXX-XXXXXXXX".replace('glpat-XXXXXXXXXXX-XXXXXXXX',t)+"\n",[t],'gitlab_token',GL+'gitlab.go','glpat-XXXXXXXXXXX-XXXXXXXX')
# Anthropic / OpenAI / other AI
def ant(): return 'sk-ant-api03-'+urlsafe(93)+'AA'
t=ant(); S(f"you can either start the Pipelines Docker container with environment variable `-e ANTHROPIC_API_KEY={t}` or set it in **Admin Settings > Pipelines** Anthropic valves configuration:",[t],'anthropic_key',G+'open-webui/pipelines/issues/145','your-api-key')
t=ant(); S(f'curl https://api.anthropic.com/v1/messages \\\n  -H "anthropic-version: 2023-06-01" \\\n  -H "Content-Type: application/json" \\\n  -H "x-api-key: {t}" --data \\',[t],'anthropic_key',G+'ItzCrazyKns/Vane/issues/303','<my api key>')
t=ant(); S(f" - in .zshrc\n - in .env in the project\n - and with export ANTHROPIC_API_KEY={t}",[t],'anthropic_key',G+'Aider-AI/aider/issues/950','an empty value')
def oai(): return 'sk-proj-'+urlsafe(74)+'T3BlbkFJ'+urlsafe(74)
t=oai(); S(f"Just set API like this\nexport OPENAI_API_KEY={t}",[t],'openai_key',G+'chenfei-wu/TaskMatrix/issues/183','sk-xxxx')
t='sk-'+r(20)+'T3BlbkFJ'+r(20); S(f"我配置的是OPENAI_API_KEY={t}\nsk-是我最新获取的，有额度的",[t],'openai_key',G+'Chanzhaoyu/chatgpt-web/issues/1970','sk-xx')
t=oai(); S(f'        openai.api_key = "{t}"\n        openai.Model.list()',[t],'openai_key',G+'openai/openai-python/issues/212','"..."')
t=oai(); S(f'        client = openai.OpenAI("{t}")\n        client.models.list()',[t],'openai_key',G+'openai/openai-python/issues/212','openai.api_key = "..." (rewritten to the v1 client with the key passed positionally)')
t='pplx-'+r(48); S(f"PERPLEXITY_API_KEY={t}",[t],'perplexity_key',GL+'perplexity.go','pplx-xxxx...')
t=r(40); S(f"CO_API_KEY={t}",[t],'cohere_key',GL+'cohere.go','CO_API_KEY=xxxx...')
t='gsk_'+r(52); S(f"groq_token = '{t}'",[t],'groq_key',G+'trufflesecurity/trufflehog/blob/3ab759fef4bb5935d4fe9ac68b503d05346b8364/pkg/detectors/groq/groq_test.go','another gsk_ key')
t='r8_'+r(37); S(f"REPLICATE_API_TOKEN={t} python predict.py",[t],'replicate_key',G+'trufflesecurity/trufflehog/blob/3ab759fef4bb5935d4fe9ac68b503d05346b8364/pkg/detectors/replicate/replicate_test.go','the line shape from the test; value made up')
# Google
def aiza(): return 'AIzaSy'+urlsafe(33)
t=aiza(); S(f"script src='//maps.googleapis.com/maps/api/js?key={t}'",[t],'google_api_key',G+'angular-ui/angular-google-maps/issues/1887','Your-API-Key')
t=aiza(); S(f"    \t\tuiGmapGoogleMapApiProvider.configure({{\n    \t\t\tkey      : '{t}',\n    \t\t\tv        : '3.18',",[t],'google_api_key',G+'angular-ui/angular-google-maps/issues/1887','YOUR_KEY_HERE')
t=aiza(); S(f"Your site URL to be authorized: __file_url__//C:/Users/courcoux/AppData/Roaming/QGIS/QGIS3/profiles/default/python/plugins/go2streetview/res/g2sv.html?lat=48.291933071526564&long=4.14887683796246&width=800&height=268&heading=117&APIkey={t}",[t],'google_api_key',G+'enricofer/go2streetview/issues/46','APIkey=mykey')
# AWS
def akia(): return 'AKIA'+''.join(rng.choice(string.ascii_uppercase+'234567') for _ in range(16))
def awss(): return r(40,AN+'/+')
a,s=akia(),awss(); S(f"     const S3 = new AWS.S3({{\n      signatureVersion: \"v4\",\n      apiVersion: '2006-03-01',\n      accessKeyId: '{a}',\n      secretAccessKey: '{s}',\n      region: 'us-west-2'\n    }})",[a,s],'aws_secret_key',G+'aws/aws-sdk-js/issues/1984','ACCESS_KEY_ID / SECRET_ACCESS_KEY')
a,s=akia(),awss(); S(f">>> import boto\n>>> c1 = boto.connect_s3()\n>>> c2 = boto.connect_s3('{a}', '{s}')",[a,s],'aws_secret_key',G+'boto/boto/issues/1971','c1.aws_access_key_id, c1.aws_secret_access_key (credentials passed positionally)')
a,s=akia(),awss(); S(f"while im trying to login from iam user giving my access id {a} and secret access key {s} im getting below error",[a,s],'aws_secret_key',G+'aws/aws-cli/issues/5166','no values: the poster only named them; the key pair is inserted into the prose')
a,s=akia(),awss(); S(f"[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\n\nUsing `aws configure` in a bash shell on Windows 7 I found I had two `aws_secret_access_key` lines in my `.aws/credentials`",[a,s],'aws_secret_key',G+'aws/aws-cli/issues/602','the credentials file described in prose; its lines are made up')
# Azure
k=b64(64); S(f'"DefaultEndpointsProtocol=https;AccountName=devstore;AccountKey={k}; BlobEndpoint=https://edge-blobs-account.test.com:11002/devstore;" and',[k],'azure_storage_key',G+'Azure/azure-sdk-for-net/issues/24481','<accountkey>')
k=b64(64); S(f'AZURE_STORAGE_CONNECTION_STRING = "DefaultEndpointsProtocol=https;AccountName=name;AccountKey={k};EndpointSuffix=core.windows.net";',[k],'azure_storage_key',G+'Azure/azure-storage-node/issues/619','key==')
# ODBC / ADO
pw=r(8)+'!'+dig(2); S(f'"Data Source=xxxx.xxxxx.ink,32419;User ID=dwk_app;Password={pw};Initial Catalog=dwk_home;app=DWK_HOME;MultipleActiveResultSets=true;Encrypt=true;TrustServerCertificate=true',[pw],'password',G+'dotnetcore/FreeSql/issues/1445','xxxxxxx')
pw=r(10); S(f"            self._dbconnection = db_api_2.connect('DRIVER={{SQL Server}};SERVER=10.20.1.15,1433;DATABASE=robot_db;UID=robot;PWD={pw}')",[pw],'password',G+'MarketSquare/Robotframework-Database-Library/issues/134','%s format placeholders')
pw=r(12); S(f'    "DefaultConnection" : "Data Source=localhost; Initial Catalog=apbd; User Id=sa; Password={pw}; Trust Server Certificate=true;"',[pw],'password',C('MaxStashuk/APBD_retake','README.md'),'empty values')
pw=r(9)+'#'+dig(3); S(f"server = '10.5.52.202'\ndatabase = 'BD_CICLOFAM'\nuid = 'wcortez'\npwd = '{pw}'\ncon_string = f'DRIVER={{driver}};SERVER={{server}};DATABASE={{database}};UID={{uid}};PWD={{pwd}}'",[pw],'password',G+'microsoft/mssql-docker/issues/679','a password equal to the user name')
# URL userinfo
pw=r(16); S(f"Try this connection string format:\n**mongodb+srv://appUser:{pw}@cluster0.lixgw.mongodb.net/test",[pw],'password',G+'microsoft/vscode-cosmosdb/issues/1098','<user>:<password>@<cluster_name>')
pw=r(12); S(f"postgres_local_base = 'postgresql://postgres:{pw}@localhost/'",[pw],'password',G+'wharton/wrds/issues/11','an empty password')
pw=r(20); S(f"You can also try using a redis url, like this: `redis.StrictRedis.from_url('redis://default:{pw}@your.redis.server:6379/')`",[pw],'password',G+'redis/redis-py/issues/643','user:password')
pw=r(14); S(f"Cannot connect to amqp://guest:{pw}@127.0.0.1:5672//: [Errno 111] Connection refused",[pw],'password',G+'zenodo/zenodo/issues/1415','** (masked by Celery)')
pw=r(18); S(f"the password is not set into connection?\nredis://:{pw}@127.0.0.1:6379/1",[pw],'password',G+'binux/pyspider/issues/356','the word password')
# net use / CLI
pw=r(10)+'$'; S(f"* net use \\\\10.0.0.12\\backups {pw} /u:CORP\\svc_backup",[pw],'password',C('overyourpaygrade/cheat_sheets','windowscmd/net.md'),'[targetIP]/[sharename]/[password]/[UserName]')
pw=r(11); S(f"* net use * \\\\10.0.0.12\\c$ {pw} /u:Administrator",[pw],'password',C('overyourpaygrade/cheat_sheets','windowscmd/net.md'),'[target]/[admin pass]/[user]')
pw=r(12); S(f"&net use Z: \\\\hpc-master\\Data /user:hpcadmin {pw} /persistent:yes",[pw],'password',C('xpillons/azure-hpc','Compute-Grid-Infra/cn-setup.ps1'),'$MasterName/$UserName/$Password')
pw=r(12); S(f"Error: Command failed: /usr/bin/docker login -u imjosh -p {pw} \nWARNING! Using --password via the CLI is insecure. Use --password-stdin. ",[pw],'password',G+'imjosh/docker-deploy-webhook/issues/3','$user/$password')
pw=r(14); S(f"+`docker login --username deploybot --password {pw} registry.example.com`",[pw],'password',G+'tldr-pages/tldr/pull/6137','{{username}}/{{password}}/{{server}}')
pw=r(16); S(f"| ${{redis_conn}}=   | Connect To Redis |  redis-dev.com | 6379 | {pw}",[pw],'password',G+'robotframework-thailand/robotframework-redislibrary/pull/1','the word password as the positional password argument')
pw=r(16); S(f"    self.api = _RedisClient(self.host, self.port, self.db, \"{pw}\")  ",[pw],'password',G+'ask/redish/issues/2','a password variable, passed positionally')
# Slack
wp=f"T{r(8,UP)}/B{r(10,UP)}/{r(24)}"; S(f"# Edit your Slack hook URL and footer icon URL\nSLACK_URL=https://hooks.slack.com/services/{wp}\nFOOTER_ICON=/usr/local/nagios/share/images/logos/nagios.png",[wp],'slack_webhook',G+'obaarne/Nagios2Slack/issues/4','[TOKEN]')
wp=f"T{r(8,UP)}/B{r(10,UP)}/{r(24)}"; S(f"Webhook: `https://hooks.slack.com/services/{wp}`",[wp],'slack_webhook',G+'statping/statping/issues/101','REDACTED/REDACTED/REDACTED')
p('2018-09-10 12:36:31,538 INFO requests.packages.urllib3.connectionpool - Starting new HTTPS connection (1): api.telegram.org\n2018-09-10 12:36:31,938 DEBUG requests.packages.urllib3.connectionpool - "POST /bot660295447:AAHxrzw_Vk5wcNkFE42aOl5OI-7SO2SIR50/getUpdates HTTP/1.1" 200 1250\n2018-09-10 12:36:31,946 INFO telegram_handler.handlers - Chat id: 235317476',["660295447:AAHxrzw_Vk5wcNkFE42aOl5OI-7SO2SIR50"],'telegram_bot_token',G+'sashgorokhov/python-telegram-handler/issues/14','real token leaked by a urllib3 DEBUG log line (request path); the chat id is not a secret')
p('2018-09-10 12:36:34,906 ERROR telegram_handler.handlers - Error while making POST to https://api.telegram.org/bot660295447:AAHxrzw_Vk5wcNkFE42aOl5OI-7SO2SIR50/getUpdates\nTraceback (most recent call last):',["660295447:AAHxrzw_Vk5wcNkFE42aOl5OI-7SO2SIR50"],'telegram_bot_token',G+'sashgorokhov/python-telegram-handler/issues/14','real token in an error log URL')
n("# Max retries exceeded with url: /bot(my_id_botxxxxxxxxxxxxxxxxxxxx)/getUpdates",'masked',G+'nickoala/telepot/issues/178','token masked with x')
n("telegram_bot:\n  - platform: polling\n    api_key: !secret telegram_api-key\n    allowed_chat_ids:\n      - 378193090",'code',G+'python-telegram-bot/python-telegram-bot/issues/4065','Home Assistant !secret reference; chat id')
p("In case request contains Authorization header of Basic type, e.g.,\n```\nAuthorizaton: Basic bWFjaWVrOnRham5laGFzbG8xMjM=\n```\nshould translate into \n```\ncurl -u maciej:tajnehaslo123 ...\n```",["bWFjaWVrOnRham5laGFzbG8xMjM=","tajnehaslo123"],'authorization',G+'dzieciou/curl-logger/issues/3','example Basic credentials (base64 of maciej:tajnehaslo123) and the same password in curl -u; note the misspelt header name "Authorizaton"')
p('curl -i -H "Accept: application/json_USERNAME: admin@restuser" -H "X_REST_PASSWORD: admin@Access" http://localhost/cagoapi/api/user',["admin@Access"],'password',G+'evan108108/RESTFullYii/issues/56','password in a custom X_REST_PASSWORD header (the default credentials of the library)')
n("curl \"https://lookups.twilio.com/v1/PhoneNumbers/+19999999999?CountryCode=US&Type=carrier\" -u 'account-SID:account-token'",'placeholder',G+'Huachao/vscode-restclient/issues/26','placeholders for Twilio SID and token')
n("twilio-request-duration: 0.002\ntwilio-request-id: RQb1fa69f4011d45f1bd552952a270a886\nwww-authenticate: Basic realm=\"Twilio API\"",'id',G+'Huachao/vscode-restclient/issues/26','request id; WWW-Authenticate challenge')
n("curl --negotiate --ntlm -u user:password https://test.lan --insecure -v\n\nResultat : \n HTTP/1.1 401 Unauthorized\n< Content-Type: text/plain; charset=utf-8\n< Server: Microsoft-IIS/8.5\n< SPRequestGuid: f9108da0-8dad-c08a-dfc2-87c8e24b0591\n< request-id: f9108da0-8dad-c08a-dfc2-87c8e24b0591",'placeholder',G+'centreon/centreon-plugins/issues/4147','user:password placeholder; request GUIDs')
n('wget --save-cookies cookies.txt --post-data "name=myname&pass=mypass" http://localhost:port/myTrialUser/pack/to/service.xsjs','placeholder',G+'gregorwolf/hanatrial-auth-proxy/issues/9','myname/mypass placeholders')
n('I had to add a Custom Authorization Header "Authorization: Basic XXXXXXXXXXXXX=" as a workaround to make it work','masked',G+'Hood3dRob1n/SQLMAP-Web-GUI/issues/2','credentials masked with X')
n("15:17:24.688978 IP localhost.localdomain.36870 > 10.10.0.18.8332: Flags [S], seq 251164874, win 29200, options [mss 1460,sackOK,TS val 2087119712 ecr 0,nop,wscale 7], length 0\n        0x0000:  4500 003c 93aa 4000 4006 da9d c0a8 0171  E..<..@.@......q\n        0x0010:  0a0a 0051 9006 208c 0ef8 78ca 0000 0000  ...Q......x.....",'log',G+'juancarlospaco/faster-than-requests/issues/168','tcpdump hex dump')
p("Hi @saurabhcobra ,\nNext time, please use this method: - \n```\nsshpass -p 'BigGr33n' ssh -q -o 'StrictHostKeyChecking no' banner@stapp03\n```",["BigGr33n"],'password',G+'kodekloudhub/kodekloud-engineer/issues/36','lab server password on an sshpass command line, posted by a maintainer')
n("The authenticity of host 'stapp03 (172.16.238.12)' can't be established.\nECDSA key fingerprint is SHA256:DerGKjH54N8cAfev03SNCUXm6AQlXClEwJUo7riU70c.\nECDSA key fingerprint is MD5:51:32:e1:af:d8:74:4c:0b:cd:fd:a8:bf:d0:e2:82:99.",'fingerprint',G+'kodekloudhub/kodekloud-engineer/issues/36','host key fingerprints are public')
n("thor@stapp03's password: \nPermission denied, please try again.",'prose',G+'kodekloudhub/kodekloud-engineer/issues/36','password prompt')
n('[16:41:42.511] Got password response\n[16:41:42.511] "install" wrote data to terminal: "************"','masked',G+'microsoft/vscode-remote-release/issues/10696','password masked by the tool')
n("When I run with real env variables, it works fine:\n```\nSLACK_BOT_TOKEN=... \\\nSLACK_APP_TOKEN=... \\\nOPENAI_API_KEY=... \\\npython slack_gpt_bot.py \n```",'masked',G+'alex000kim/slack-gpt-bot/issues/1','values elided as ...')
n("const app = new App({\n  token: process.env.SLACK_BOT_TOKEN,\n  appToken: process.env.SLACK_APP_TOKEN,\n  socketMode: true,\n})",'code',G+'slackapi/bolt-js/issues/2102','tokens from the environment')
n("slack_bolt.error.BoltError: Either an env variable `SLACK_BOT_TOKEN` or `token` argument in the constructor is required.",'log',G+'alex000kim/slack-gpt-bot/issues/1','error naming a token variable')
n('2023-02-01 14:45:46.312 [WARN ] [essor-worker-46] SocketModeApp                            Unsuccessful Bolt app execution (status: 401, body: {"error":"a request for an unknown workspac','log',G+'slackapi/java-slack-sdk/issues/1113','auth error')
p("when I run export PGPASSWORD=admin from psql shell; so I cant really continue from here.",["admin"],'password',G+'seocahill/ha-postgres-docker-stack/issues/10','password in an exported PGPASSWORD, quoted in prose')
p("`environment:`\n`     POSTGRES_DB: arm-bd-db`\n`     POSTGRES_USER: armkdbd`\n`     POSTGRES_PASSWORD: armkdbd_password`",["armkdbd_password"],'password',G+'docker-library/postgres/issues/1092','docker-compose environment password posted in the issue')
p("$ docker run -it --rm -e 'POSTGRES_PASSWORD=5678' -e 'POSTGRES_USER=not-postgres' -e 'POSTGRES_DB=foo' --name pg postgres:16",["5678"],'password',G+'docker-library/postgres/issues/1092','maintainer example with a throwaway password')
n("bash-5.0# export PGPASSWORD=$DB_PASS\nbash-5.0# psql -h $DB_HOST -U $DB_USER -c 'COPY (SELECT datname FROM pg_database WHERE datistemplate = false) TO STDOUT;' \npsql: error: FATAL:  database \"admin\" does not exist",'code',G+'docker-library/postgres/issues/854','password from a variable')
n("    environment:\n       POSTGRES_USER: ${POSTGRESUSER}\n       POSTGRES_PASSWORD: ${POSTGRESPW}\n       POSTGRES_DB: ${POSTGRESDB}",'placeholder',G+'docker-library/postgres/issues/854','${VAR} references')
n("$ docker pull postgres:12-alpine\n12-alpine: Pulling from library/postgres\nDigest: sha256:002161f3f4472b37e601",'digest',G+'docker-library/postgres/issues/854','image digest (cut off in the thread)')
n("TASK [postgresql : Ensure PostgreSQL users are present.] *************************************************\n[WARNING]: Module did not set no_log for no_password_changes",'log',G+'geerlingguy/ansible-role-postgresql/issues/138','warning naming a password option')
n("       misc_node.execute_code\n            command : 'psql'\n            env     :\n                PGPASSWORD : @_password",'code',G+'sagemathinc/cocalc/issues/6030','password from an attribute')
n('PS C:\\Users\\ronnie.overby\\desktop\\dbhub> npx @bytebase/dbhub --transport http --port 8080 --dsn "sqlserver://userid:url_encoded_password@dbserver.database.windows.net:1433/database-name?sslmode=disable&encrypt=true"','placeholder',G+'bytebase/dbhub/issues/72','userid:url_encoded_password placeholders')
n("Connecting with DSN: sqlserver://userid:*******@dbserver.database.windows.net:1433/database-name?sslmode=disable&encrypt=true\nDSN source: command line argument",'masked',G+'bytebase/dbhub/issues/72','password masked by the tool')
n("const config = {\n    user: 'your_username',\n    password: 'your_password',\n    server: 'your_server_address',\n    database: 'your_database_name',",'placeholder',G+'dbcodeio/public/issues/202','placeholders')
n('conn = pyodbc.connect(\n    "DRIVER={ODBC Driver 17 for SQL Server};"\n    "SERVER=your_server_address;"\n    "DATABASE=your_database_name;"\n    "UID=your_username;"\n    "PWD=your_password;"\n    "Encrypt=yes;"\n)','placeholder',G+'dbcodeio/public/issues/202','ODBC PWD= placeholder')
n("Server=tcp:yoursqlservername.database.windows.net,1433;Initial Catalog=yourqldbname;Persist Security Info=False;User ID={your_username};Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",'placeholder',G+'MicrosoftDocs/azure-docs/issues/5883','ADO placeholders in braces')
n('    "server": "MYSERVERHERE.database.windows.net",\n    "name": "PROD DB",\n    "askForPassword": true,','code',G+'mtxr/vscode-sqltools/issues/126','askForPassword flag, no password')
n('client.login("config.token");','code',G+'AnIdiotsGuide/discordjs-bot-guide/issues/189','a property path passed as a string, not a token')
n("client.on('ready', () => {\n    console.log(`${client.user.tag} On-Line!`);\n});\nclient.login(\"TOKEN\");",'placeholder',G+'discord/discord-api-docs/issues/1806','"TOKEN" placeholder')
n("```js\nclient.login('my_token');\n```",'placeholder',G+'discordjs/discord.js/issues/4131','my_token placeholder')
n('discord-user-bots\\src\\client\\client.js:58 } else throw new DiscordAPIError(`Discord rejected token "${token}" (Not valid)`);\nDiscordAPIError: Discord API Error: Discord rejected token "XXXXxxxxx" (Not valid)','masked',G+'Sopur/Discord-user-bots/issues/57','token masked with X')
n("    if (!token || typeof token !== 'string') throw new Error('TOKEN_INVALID');\n                                                   ^\n\nError [TOKEN_INVALID]: An invalid token was provided.",'log',G+'SirTenzin/OTP-Bot/issues/29','error about a token, none present')
t=dtok(); S(f"```js\nclient.login('{t}');\n```",[t],'discord_bot_token',G+'discordjs/discord.js/issues/4131',"'my_token'")
t=dtok(); S(f'client.login("{t}");',[t],'discord_bot_token',G+'AnIdiotsGuide/discordjs-bot-guide/issues/189','"config.token"')
n('read -p "Please provide your github token: " token\n\ngit remote set-url orgin https://$token@github.com/$username/$repo.git','code',C('py-er/linux-git-setup','connect.sh'),'token read at run time')
n('# Usage: ./git_push_token.sh YOUR_TOKEN\n...\nTOKEN=$1\nREPO="mardromus/PitlinkPQC"\n\necho "Setting remote URL with token..."\ngit remote set-url origin https://${TOKEN}@github.com/${REPO}.git'.replace('\n...\n','\n\n'),'code',C('mardromus/SimpleOperator','.git_push_token.sh'),'YOUR_TOKEN placeholder and a variable')
n('    if git remote set-url origin https://${tokenvar}@github.com/abdularshad06/bash_script.git>/dev/null','code',C('abdularshad06/bash_script','push.sh'),'token variable')
n('username=$USER_NAME\ntoken=$GH_PAT\nrepo=$REPOSITORY\n\necho "--- Add GitHub origin"\ngit remote add github "https://${username}:${token}@github.com/${repo}.git"','code',C('calvinbui/calvin.me','mirror-to-github.sh'),'variables from CI secrets')
DS='https://github.com/Yelp/detect-secrets/blob/5e141933554a0b74e7341841f318be21e895339c/'
p("deploy:\n    user: aaronloo\n    password:\n        secure: thequickbrownfoxjumpsoverthelazydog\n    on:\n        repo: Yelp/detect-secrets",["thequickbrownfoxjumpsoverthelazydog"],'password',DS+'test_data/short_files/middle_line.yml','detect-secrets test data: Travis-style password.secure value')
p("[some section]\nsecrets_for_no_one_to_find =\n    hunter2\n    password123\n    BEEF0123456789a",["hunter2","password123","BEEF0123456789a"],'secret',DS+'test_data/short_files/last_line.ini','detect-secrets test data: a multi-line INI value under a secret-named key')
p("# This is yaml.dump('2b00042f7481c7b056c4b410d28f33cf'.encode('utf-8'))\nhigh_entropy_hex_binary_secret: !!binary MmIwMDA0MmY3NDgxYzdiMDU2YzRiNDEwZDI4ZjMzY2Y=",["2b00042f7481c7b056c4b410d28f33cf","MmIwMDA0MmY3NDgxYzdiMDU2YzRiNDEwZDI4ZjMzY2Y="],'secret',DS+'test_data/config2.yaml','detect-secrets test data: a hex secret and its YAML !!binary (base64) form')
n('        "hashed_secret": "a2480a72004fc40d124495fd59f5b482034fbadd",','digest',DS+'test_data/sample.diff','SHA-1 of a secret in a detect-secrets baseline: a hash, not the secret')
