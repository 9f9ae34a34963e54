"""Build benchmarks/data/secrets/more_secrets.jsonl from the rows quoted below, then validate it.

    python3 benchmarks/data/secrets/build/more.py

Every row is quoted from the public issue thread named by its source (a line or a few lines, verbatim).
A positive row lists in `secrets` the exact substrings that must vanish from the text (the credential value,
not the key name or the user name); a negative row holds no credential: placeholders, masked values,
variable references, ids, digests, prompts and prose about secrets. Credentials pasted in public threads are
usually revoked examples or throwaway test values; none here comes from a private source.

The split is drawn per row with random.Random(23), two rows at a time (one dev, one held out, in a seeded
order): appending rows never moves an earlier row's split.
"""
from __future__ import annotations

import collections
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "more_secrets.jsonl"
OTHERS = [HERE.parent / "real_secrets.jsonl"]
G = "https://github.com/"
R: list[dict] = []


def p(text: str, secrets: list[str], type_: str, src: str, note: str = "") -> None:
    """A positive row: `secrets` must all vanish from `text`."""
    R.append(dict(text=text.strip("\n"), secrets=secrets, kind="positive", type=type_, source=G + src, note=note))


def n(text: str, type_: str, src: str, note: str = "") -> None:
    """A negative row: nothing in `text` is a credential."""
    R.append(dict(text=text.strip("\n"), secrets=[], kind="negative", type=type_, source=G + src, note=note))


# ---------------------------------------------------------------- batch 1: databases, config files, headers
p('''      with:
        auto-start: true
        mysql-version: "9.0"
        root-password: "$123456789"
        user: "dba"
        password: "$123456789"''', ["$123456789"], "password", "shogo82148/actions-setup-mysql/issues/1188",
  "passwords in a GitHub Actions step")
p("请输入数据库的密码(必填): fr*pr&mU6r9bltu", ["fr*pr&mU6r9bltu"], "password", "trojanpanel/install-script/issues/54",
  "a database password echoed at an installer prompt")
p('''"To https://40cb124b829dfa7b6aa49aba5879150799689369@git.door43.org/toddlprice/rmy-x-vg_mrk_text_reg.git\\n ! [rejected]        master -> master (non-fast-forward)\\nerror: failed to push some refs to 'https://40cb124b829dfa7b6aa49aba5879150799689369@git.door43.org/toddlprice/rmy-x-vg_mrk_text_reg.git'"''',
  ["40cb124b829dfa7b6aa49aba5879150799689369"], "token", "unfoldingWord/translationCore/issues/1563",
  "an access token as the user part of a git remote URL")
p('''    "DefaultConnection": "Server=tcp:192.168.100.4,1433;Initial Catalog=AnglophoneLawReports;Persist Security Info=False;User ID=admin;Password=p@ssw0rd;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=True;MultiSubnetFailover=True;Connection Timeout=0;"''',
  ["p@ssw0rd"], "password", "dotnet/SqlClient/issues/1847", "ADO.NET connection string")
p('''"Data Source = 127.0.0.1; Initial Catalog = Blogging; persist security info = True; user id = sa; password = abc"''', ["abc"], "password",
  "dotnet/EntityFramework.Docs/issues/1557", "connection string with spaces around '='")
p('''  -H "Authorization: Basic MzUzYjMwMmM0NDU3NGY1NjUwNDU2ODdlNTM0ZTdkNmE6Mjg2OTI0Njk3ZTYxNWE2NzJhNjQ2YTQ5MzU0NTY0NmM=" \\''',
  ["MzUzYjMwMmM0NDU3NGY1NjUwNDU2ODdlNTM0ZTdkNmE6Mjg2OTI0Njk3ZTYxNWE2NzJhNjQ2YTQ5MzU0NTY0NmM="], "authorization",
  "iainporter/oauth2-provider/issues/13", "HTTP Basic client credentials")
p('''> Authorization: Bearer 9ea7d2dc-eb01-40b2-a29f-bb33ef11c6c9''', ["9ea7d2dc-eb01-40b2-a29f-bb33ef11c6c9"], "authorization",
  "iainporter/oauth2-provider/issues/13", "an OAuth access token shaped like a UUID (a bearer value, so a secret)")
p('''curl -X GET "http://localhost:3000/api/auth/me" -H "accept: application/json" -H "Authorization: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiaWF0IjoxNTY4NTU5MzE4LCJleHAiOjE1Njg1NjI5MTh9.Irmkw2p2I_MiLcAxEqTpIR0GBhaDFbSYF3P4-ew5XEM"''',
  ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiaWF0IjoxNTY4NTU5MzE4LCJleHAiOjE1Njg1NjI5MTh9.Irmkw2p2I_MiLcAxEqTpIR0GBhaDFbSYF3P4-ew5XEM"],
  "jwt", "Vivify-Ideas/nestjs-boilerplate/issues/6", "a JWT sent without the Bearer prefix")
p("""--header 'Authorization: Bearer app-cqgS9b6x9687HLJ5COyJ23Fz' \\""", ["app-cqgS9b6x9687HLJ5COyJ23Fz"], "api_key",
  "langgenius/dify/issues/1036", "Dify app API key")
p('''      - MYSQL_ROOT_HOST=%
      - MYSQL_ROOT_PASSWORD=wordpress
      - MYSQL_DATABASE=mysite_wp
      - MYSQL_USER=mysite_user
      - MYSQL_PASSWORD=mypass''', ["wordpress", "mypass"], "password", "docker-library/mysql/issues/486", "compose environment")
p('''       MYSQL_ROOT_PASSWORD: Test123''', ["Test123"], "password", "paigen11/mySqlRegistration/issues/2", "compose environment")
p('''root@90585b0a534a:/# mysql -u root -pTest123 mysql: [Warning] Using a password on the command line interface can be insecure.''',
  ["Test123"], "password", "paigen11/mySqlRegistration/issues/2", "password glued to -p on the command line")
p('''curl https://api.x.ai/v1/chat/completions -H "Content-Type: application/json" -H "Authorization: Bearer xai-RktlyYXxwHeIFkjb533eR50fyl1BbpEsfqvbjMV45p39EraANcxGEZIGWPeRS0K2nOZsvcug7V7LRLYu" -d '{ "mes''',
  ["xai-RktlyYXxwHeIFkjb533eR50fyl1BbpEsfqvbjMV45p39EraANcxGEZIGWPeRS0K2nOZsvcug7V7LRLYu"], "xai_key", "cat-bucket/cat-osint/issues/12",
  "xAI key in the issue title")

n("- Feedback ID: 919f8b5d-5e17-41c7-a9fd-bfba2251d9d0", "uuid", "anthropics/claude-code/issues/64667")
n('''{\\"type\\":\\"error\\",\\"error\\":{\\"type\\":\\"authentication_error\\",\\"message\\":\\"Invalid authentication credentials\\"},\\"request_id\\":\\"req_011CbdvxTUYTphAK4edPcwBx\\"}''',
  "id", "anthropics/claude-code/issues/64667", "a request id next to the words 'authentication credentials'")
n("commit-hash: 2aa4c46cfdd726e97360c2734835aa3515e8c858", "commit_sha", "jfager/d3cap/issues/5")
n("Digest: sha256:3a9cfcc17961d86dc5489b00907adea88a26dbcbc5d97b0a685726e4acb1cd8d", "digest", "ruudud/devdns/issues/20")
n("$ git checkout -q 44abc2a71b321b77c0a579d8c5bf2704d648c9e0", "commit_sha", "golang/go/issues/44961")
n("WORDPRESS_DB_PASSWORD: <set to the key 'password' in secret 'mysql-pass-c57bb4t7mf'> Option", "placeholder",
  "kubernetes/kubernetes/issues/93826", "kubectl describe names the Secret holding the value, not the value")
n('''      x-api-key: "{{API_KEY}}"''', "placeholder", "prehisle/relay-pulse/issues/15", "template variable")
n("Run psql -h localhost -U testuser -d mydb.", "cli_help", "sejaljain-27/repo/issues/27", "user name only; the password is prompted")
n("Enter the password when prompted.", "prose", "sejaljain-27/repo/issues/27")
n("x-amz-request-id: tx0000000000000025424ca-00570d4891-c9fa396-default", "id", "boto/botocore/issues/877")
n("docker: Error response from daemon: driver failed programming external connectivity on endpoint elastic_burnell (bbb96e9369be6119024bb5ccfc223fdf92b2a06ecc70c88e1f0397e389a608f5): Error starting userland proxy: listen tcp 0.0.0.0:80: bind: address already in use.",
  "docker", "woodjme/unifi-hotspot/issues/11", "a 64-hex endpoint id")
n('''> botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:iam::120038763019:user/streetscene-airflow-user is not authorized to perform: s3:PutObject''',
  "id", "LBHackney-IT/Data-Platform/pull/1883", "an AWS account id in an ARN is not a credential")
n("    mysql -uroot -e 'CREATE DATABASE IF NOT EXISTS Universidad;'", "cli_help", "shogo82148/actions-setup-mysql/issues/1188",
  "no password on the command line")
n("When I input  'mysql -u root -p' .", "cli_help", "mysqljs/mysql/issues/2143", "-p without a value prompts")
n("There ought to be support for adding a custom token (they usually allow around 5000 req/hr extra requests, instead of the 60 req/hr you get with anonymous requests).",
  "prose", "leostera/tldr.jsx/issues/172")
n("gunicorn[26747]: Error uploading to S3: <class 'boto3.exceptions.S3UploadFailedError'> Failed to upload /tmp/tmpqbxYV_/c4c23bc6234d60d9f6f858e7b57230de9fd7206c8b89afc012f97b4267d7bd43.png to openoversight-staging/c4/c23bc6234d60d9f6f858e7b57230de9fd7206c8b89afc012f97b4267d7bd43.png: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied Traceback (most recent call last):",
  "digest", "lucyparsons/OpenOversight/issues/191", "content hash as a file name")
n('''{"error":"Error: Command failed: security find-generic-password -a $USER -w -s \\"Claude Code\\"\\nsecurity: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.''',
  "log", "anthropics/claude-code/issues/4250", "a keychain lookup command; no password in it")
n("So connecting with postgres://tim:xxx@localhost:5432/books works... so as suspected I'm doing something wrong.", "placeholder",
  "graphile/crystal/issues/80", "password written as xxx")
n("error_code=invalid_api_key error_message='Incorrect API key provided: sk-v3s3w***************************************bfcr. You can find your API key at https://platform.openai.com/account/api-keys.' error_param=None error_type=invalid_request_error message='OpenAI API error received' stream_error=False",
  "masked", "The-Vibe-Company/quivr/issues/1400", "OpenAI masks all but the ends of the key")
n("AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-******************************************************************************************************************************************SJh4. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
  "masked", "IIC2440/Syllabus-2025-1/issues/13")
n('''Connection failed! { "error": { "message": "Incorrect API key provided: sk-4sJHr***************************************w8ZP. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "param": null, "code": "invalid_api_key" } }''',
  "masked", "chatanywhere/GPT_API_free/issues/427")
n("Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-0oJ1K***************************************cMnE. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}}",
  "masked", "vivekuppal/transcribe/issues/179")
n('''  -H "Authorization: Bearer $OPENAI_API_KEY" \\''', "placeholder", "discord/airhornbot/issues/466", "environment variable reference")
n("""--header 'Authorization: Bearer x' \\""", "placeholder", "lanqian528/chat2api/issues/117", "a one-letter dummy bearer value")
n('''{"detail":"Unusual activity has been detected from your device. Try again later. (89d3df1c2e623c1d-NRT)"}%''', "id",
  "lanqian528/chat2api/issues/117", "a Cloudflare ray id")
n('''"DefaultConnection": "Server=tcp:localhost;Database=********;Integrated Security=SSPI;Encrypt=False"''', "masked",
  "dotnet/SqlClient/issues/1870", "Windows authentication: no password in the string")
n('''        token = "{}:{}".format(api_key, api_hash)''', "code", "python-telegram-bot/python-telegram-bot/issues/926")
n('''      MYSQL_PASSWORD: '${DB_PASSWORD}'
      MYSQL_ROOT_PASSWORD: '${DB_PASSWORD}\'''', "placeholder", "standardnotes/syncing-server/issues/171", "variable substitution")
n("           - MYSQL_ROOT_PASSWORD=/run/secrets/VIEW_MYSQL_ROOT_PWD", "placeholder", "docker-library/mysql/issues/664",
  "a path to a Docker secret, not the value")
n("      - MYSQL_ALLOW_EMPTY_PASSWORD=yes", "code", "paigen11/mySqlRegistration/issues/2")
n("   Remember to use `Authorization: Bearer <access token goes here>`.", "placeholder", "vippsas/vipps-developers/pull/299")
n("< www-authenticate: Token <token>", "log", "prasmussen/glot-run/issues/28")
n("I've tried to paste the following as token (replacing ******** directly after Authorization Bearer:", "masked",
  "jessevl/homeassistant-greenchoice/issues/28")
n("`57 30 [Warning] Access denied for user '-p'@'172.23.0.3' (using password: NO)`", "log", "zoneminder-containers/zoneminder-base/issues/67")

# ---------------------------------------------------------------- batch 2: secretlint's rule fixtures (code)
# secretlint/secretlint keeps, per rule, inputs it must flag (ng.*) and inputs it must pass (ok.*). Labels here
# follow this corpus's definition, not the rule's verdict: a literal word ('password', 'pass', 'secret') as a value
# and all-x/all-A dummies are placeholders; an account, tenant or client id is an identifier, not a credential.
SL = "secretlint/secretlint/blob/HEAD/packages/@secretlint/secretlint-rule-"


def sl(rule_case: str) -> str:
    return SL + rule_case.replace(" ", "%20")


p("claude_api_key = 'sk-ant-api03-z0zjHHXo5uibD2havvfqiZYJe9ENlwI1trcQC4pyRC2N2w6nbpUitUU_iR4kkSszVyUpINaxvCtun3_Mub0O3w-48GXRgAA'",
  ["sk-ant-api03-z0zjHHXo5uibD2havvfqiZYJe9ENlwI1trcQC4pyRC2N2w6nbpUitUU_iR4kkSszVyUpINaxvCtun3_Mub0O3w-48GXRgAA"], "anthropic_key",
  sl("anthropic/test/snapshots/ng.secret/input.txt"))
p("sk-ant-api03-z0zjHHXo5k3zD2havvfqiZYJe9ENlwI1trcQC4pyRC2N2w6nbpUitUU_iR4ttSszVyUpINaxvCtun3_Mub0O3w-48GXRgAA",
  ["sk-ant-api03-z0zjHHXo5k3zD2havvfqiZYJe9ENlwI1trcQC4pyRC2N2w6nbpUitUU_iR4ttSszVyUpINaxvCtun3_Mub0O3w-48GXRgAA"], "anthropic_key",
  sl("anthropic/test/snapshots/ng.secret/input.txt"), "a bare key on its own line")
p("CLAUDE_API_KEY=sk-ant-api03-lwfESWqh_7RvqZ2cCANYw9scfj8Z8tegAppkRnWnclSFEuEPcjuYUITSiziCs2_JRgru7AET1AxD4Fpdic3T-Q-apLfhQAA",
  ["sk-ant-api03-lwfESWqh_7RvqZ2cCANYw9scfj8Z8tegAppkRnWnclSFEuEPcjuYUITSiziCs2_JRgru7AET1AxD4Fpdic3T-Q-apLfhQAA"], "anthropic_key",
  sl("anthropic/test/snapshots/ng.secret/input.txt"))
p("ANTHROPIC_API_KEY='sk-ant-api04-pRLEoxKCq2cuUW5bhgMTVPcAuDd6aoydZQYcEXVp_Fu46ri_GkPW5INiuAEYTqOx4w27CnqVik4Ak_wNjjzKAA-Q5uYbwAA'",
  ["sk-ant-api04-pRLEoxKCq2cuUW5bhgMTVPcAuDd6aoydZQYcEXVp_Fu46ri_GkPW5INiuAEYTqOx4w27CnqVik4Ak_wNjjzKAA-Q5uYbwAA"], "anthropic_key",
  sl("anthropic/test/snapshots/ng.secret/input.txt"))
n('''export const EXAMPLE_URL = "https://api.anthropic.com";
export const EXAMPLE_MODEL = "claude-3-opus-20240229";''', "code", sl("anthropic/test/snapshots/ok.valid/input.txt"), "an API URL and a model id")
p("This is AWS Access Key ID: AKIAIOSFODNN7SECRETS", ["AKIAIOSFODNN7SECRETS"], "aws_access_key",
  sl("aws/test/snapshots/ng.AWS Access Key ID/input"))
p("AWS_SECRET_ACCESS_KEY = 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", ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETSKEY"], "aws_secret_key",
  sl("aws/test/snapshots/ng.AWS Secret Access Key/input"))
n('"AWS_ACCOUNT_ID"=>0000-0000-0000', "id", sl("aws/test/snapshots/ng.AWS Account ID/input"),
  "an account id identifies, it does not authenticate (the rule flags it; this corpus does not)")
p('const API_URL = "https://user:secret123@api.example.com/endpoint";', ["secret123"], "password",
  sl("basicauth/test/snapshots/ng.basic-auth-https-url/input.txt"))
p('const PROD_API = "https://apiuser:r3alP4ssw0rd@api.production.com/v2";', ["r3alP4ssw0rd"], "password",
  sl("basicauth/test/snapshots/ng.real-credentials/input.txt"))
p('const SERVICE_URL = "https://svcaccount:myC0mpl3xP@ss@service.internal.com";', ["myC0mpl3xP@ss"], "password",
  sl("basicauth/test/snapshots/ng.real-credentials/input.txt"), "the password itself contains '@'")
p('const SECURE_FTP = "ftps://deployment:s3cur3K3y2024@files.company.com/uploads";', ["s3cur3K3y2024"], "password",
  sl("basicauth/test/snapshots/ng.real-credentials/input.txt"))
p('const DB_BACKUP = "https://backup-user:BackupK3y987@backup.example.com";', ["BackupK3y987"], "password",
  sl("basicauth/test/snapshots/ng.real-credentials/input.txt"))
p('const MONITORING = "https://monitor:m0n1t0r!ng@metrics.company.com/api";', ["m0n1t0r!ng"], "password",
  sl("basicauth/test/snapshots/ng.real-credentials/input.txt"))
n('const API_URL = "https://${username}:${password}@api.example.com/v1";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const CONFIG_URL = "https://{{user}}:{{pass}}@config.example.com";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const TEMPLATE_URL = "https://{USER}:{PASS}@template.example.com";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const TEMPLATE_URL2 = "https://username:password@example.com/api";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const DOC_URL = "https://YOUR_USERNAME:YOUR_PASSWORD@api.service.com";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const GUIDE_URL2 = "https://username:REPLACE_WITH_PASSWORD@example.org";', "placeholder",
  sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
n('const SIMPLE_URL = "https://testuser:xxxx@demo.com";', "masked", sl("basicauth/test/snapshots/ok.false-positives-prevented/input.txt"))
p('const MONGO_URI = "mongodb://realuser:s3cr3tP4ss@db1.example.net:27017/production";', ["s3cr3tP4ss"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p('const MONGO_SRV = "mongodb+srv://appuser:myR3alP@ssw0rd@cluster0.mongodb.net/mydb?retryWrites=true";', ["myR3alP@ssw0rd"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p('CONECTION_URI="mongodb://root:m42ploz2wd@google.com:5434/thegift"', ["m42ploz2wd"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p("mongodb+srv://testuser:hub24aoeu@gg-is-awesome-xm273.mongodb.net/test?retryWrites=true&w=majority", ["hub24aoeu"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p("mongodb://admin:secretKey456@cluster.mongodb.net:27017/admin", ["secretKey456"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p("mongodb+srv://user:passW0rd123@prod-cluster.mongodb.net/production?retryWrites=true", ["passW0rd123"], "password",
  sl("database-connection-string/test/snapshots/ng.mongodb/input.txt"))
p('const MYSQL_URI = "mysql://dbuser:compl3xPwd@mysql.server.com:3306/database";', ["compl3xPwd"], "password",
  sl("database-connection-string/test/snapshots/ng.mysql/input.txt"))
p('const MYSQL_JDBC = "jdbc:mysql://admin:str0ngP4ss@db.company.com:3306/app_db";', ["str0ngP4ss"], "password",
  sl("database-connection-string/test/snapshots/ng.mysql/input.txt"))
p("mysql --user=doadmin --password=strongp@55! --host=db-mysql-ams3-23775-do-user-7772205-0.a.db.ondigitalocean.com", ["strongp@55!"], "password",
  sl("database-connection-string/test/snapshots/ng.mysql/input.txt"), "password on the command line")
n("Server=myServerAddress;Database=myDataBase;Uid=myUsername;Pwd=myPassword;", "placeholder",
  sl("database-connection-string/test/snapshots/ng.mysql/input.txt"), "the textbook ODBC template (every value is a myX placeholder)")
p("mysql://apiuser:passW0rd!@internal.db.com:3306/api", ["passW0rd!"], "password", sl("database-connection-string/test/snapshots/ng.mysql/input.txt"))
p('const PG_URI = "postgresql://pguser:secur3Pass@postgres.example.com:5432/production_db";', ["secur3Pass"], "password",
  sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"))
p('CONNECTION_URI="postgres://postgres:m42p! o@2wd@google.com:5434/thegift"', ["m42p! o@2wd"], "password",
  sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"), "a password with a space and an '@'")
p("PG_USERNAME=root. PG_PASSWORD=m42ploz2wd", ["m42ploz2wd"], "password", sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"))
p("PGPASSWORD=strongp@ss psql -hdb-postgresql-ams3-58486-do-user-7772205-0.b.db.ondigitalocean.com -Udoadmin -p 25060", ["strongp@ss"], "password",
  sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"), "password in an environment assignment before the command; -p is the port")
p("create_engine('postgresql://postgres:m42ploz2wd@google.com:5432/mydb')", ["m42ploz2wd"], "password",
  sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"), "SQLAlchemy constructor")
n("Host=your_host; Port=5432; Database=your_database; Username=your_username; Password=your_password;", "placeholder",
  sl("database-connection-string/test/snapshots/ng.postgresql/input.txt"))
n('const MYSQL_TEMPLATE = "mysql://user:${PASSWORD}@example.com:3306/db";', "placeholder", sl("database-connection-string/test/snapshots/ok.valid/input.txt"))
n('const PG_TEMPLATE = "postgresql://{username}:{password}@{{host}}:5432/{database}";', "placeholder", sl("database-connection-string/test/snapshots/ok.valid/input.txt"))
n('const MONGO_NO_AUTH = "mongodb://localhost:27017/database";', "url", sl("database-connection-string/test/snapshots/ok.valid/input.txt"))
n('const CONFIG_EXAMPLE = "mongodb://YOUR_USERNAME:YOUR_PASSWORD@cluster.mongodb.net/test";', "placeholder", sl("database-connection-string/test/snapshots/ok.valid/input.txt"))
n('postgres="postgres://postgres@${POSTGRES_HOST:-localhost}:${POSTGRES_PORT:-5432}/$dbname?sslmode=disable"', "placeholder",
  sl("database-connection-string/test/snapshots/ok.valid/input.txt"), "a user name and shell defaults, no password")
n("DB_URL = postgres://$(PGUSER):$(PGPASSWORD)@$(PGHOST)/$(PGDATABASE)", "placeholder", sl("database-connection-string/test/snapshots/ok.valid/input.txt"),
  "Makefile variables")
p("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", ["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"], "github_token", sl("github/test/snapshots/ng.apikey/input.txt"))
p("ghs_12345_eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3NDU1NjgwMDAsImV4cCI6MTc0NTU2ODM2MCwiaXNzIjoiMTIzNDUiLCJzdWIiOiJnaXRodWJ8MTIzNDUifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
  ["ghs_12345_eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3NDU1NjgwMDAsImV4cCI6MTc0NTU2ODM2MCwiaXNzIjoiMTIzNDUiLCJzdWIiOiJnaXRodWJ8MTIzNDUifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
  "github_token", sl("github/test/snapshots/ng.app_installation_token/input.txt"), "an app installation token wrapping a JWT")
p("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",
  ["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"], "github_token",
  sl("github/test/snapshots/ng.fine_grained_pat/input.txt"))
p("glpat-aBcDeFgHiJkLmNoPqRsT", ["glpat-aBcDeFgHiJkLmNoPqRsT"], "gitlab_token", sl("gitlab/test/snapshots/ng.personal_access_token/input.txt"))
p("groq_api_key = 'gsk_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuv'", ["gsk_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuv"], "groq_key",
  sl("groq/test/snapshots/ng.secret/input.txt"))
p("GROQ_API_KEY=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", ["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"], "groq_key",
  sl("groq/test/snapshots/ng.secret/input.txt"))
n('export const EXAMPLE_URL = "https://api.groq.com";', "url", sl("groq/test/snapshots/ok.valid/input.txt"))
n("hf_token = 'hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'", "placeholder", sl("huggingface/test/snapshots/ng.secret/input.txt"),
  "all x: a placeholder by this corpus's definition (the rule flags it)")
n("# Hugging Face URL, not a token\nhttps://huggingface.co/models", "url", sl("huggingface/test/snapshots/ok.valid/input.txt"))
p("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", ["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"], "npm_token", sl("npm/test/snapshots/NPM_ACCESS_TOKEN/input.txt"))
p('//npm.pkg.github.com/:_authToken=111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n@example:registry="https://npm.pkg.github.com"',
  ["111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], "npm_token", sl("npm/test/snapshots/npmrc-_authToken/.npmrc"), ".npmrc registry token")
n('//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\n@example:registry="https://npm.pkg.github.com"', "placeholder",
  sl("npm/test/snapshots/ok._authToken_env/.npmrc"))
p("sk-sUeBP9asw6GiYHXqtg70T3BlbkFJJuLwJFco90bOpU0Ntest", ["sk-sUeBP9asw6GiYHXqtg70T3BlbkFJJuLwJFco90bOpU0Ntest"], "openai_key",
  sl("openai/test/snapshots/ng.secret/input.txt"))
p("sk-proj-f5-UKZNwZTgzRb8ZucIrNqTs9oT6D1DMRv_0Zq3WY7G1J1O-wPsXwgv6WFxEn8XrZu2vvosfG7T3BlbkFJBYX7TPseHaYE6r3ljpCBurd6U6qpJeRk8UqQ1ORj5DFHReHaF6mstbOCirkkl9vsHWLw23test",
  ["sk-proj-f5-UKZNwZTgzRb8ZucIrNqTs9oT6D1DMRv_0Zq3WY7G1J1O-wPsXwgv6WFxEn8XrZu2vvosfG7T3BlbkFJBYX7TPseHaYE6r3ljpCBurd6U6qpJeRk8UqQ1ORj5DFHReHaF6mstbOCirkkl9vsHWLw23test"],
  "openai_key", sl("openai/test/snapshots/ng.secret/input.txt"))
p("sk-svcacct-f5-UKZNwZTgzRb8ZucIrNqTs9oT6D1DMRv_0Zq3WY7G1J1O-wPsXwgv6WFxEn8XrZu2vvosfG7T3BlbkFJBYX7TPseHaYE6r3ljpCBurd6U6qpJeRk8UqQ1ORj5DFHReHaF6mstbOCirkkl9vsHWLw23test",
  ["sk-svcacct-f5-UKZNwZTgzRb8ZucIrNqTs9oT6D1DMRv_0Zq3WY7G1J1O-wPsXwgv6WFxEn8XrZu2vvosfG7T3BlbkFJBYX7TPseHaYE6r3ljpCBurd6U6qpJeRk8UqQ1ORj5DFHReHaF6mstbOCirkkl9vsHWLw23test"],
  "openai_key", sl("openai/test/snapshots/ng.secret/input.txt"), "service-account key")
p("oops SG.APhb3zgjtx3hajdas1TjBB.H7Sgbba3afgKSDyB442aDK0kpGO3SD332313-L5528K", ["SG.APhb3zgjtx3hajdas1TjBB.H7Sgbba3afgKSDyB442aDK0kpGO3SD332313-L5528K"],
  "sendgrid_key", sl("sendgrid/test/snapshots/ng.apikey/input.txt"))
n("https://hooks.slack.com/services/TXXXXX/BXXXXX/XXXXXXXXXX", "placeholder", sl("slack/test/snapshots/ng.IncomingWebhook/input.txt"))
p("Treat https://hooks.slack.com/services/T11111AA/BAAAA111A/qKirRWalryBGqKirRWalryBG as secret.", ["qKirRWalryBGqKirRWalryBG"], "slack_webhook",
  sl("slack/test/snapshots/ng.IncomingWebhook/input.txt"))
p("bot-token=xoxb-23984754863-2348975623000-AAAAANzjawSSE9krECohd", ["xoxb-23984754863-2348975623000-AAAAANzjawSSE9krECohd"], "slack_token",
  sl("slack/test/snapshots/ng.bot-token/input.txt"))
p('token="xoxa-23984754863-2348975623114"', ["xoxa-23984754863-2348975623114"], "slack_token", sl("slack/test/snapshots/ng.found-slack-token/input.txt"))
p('user-token="xoxp-23984754863-2348975623000-2348973623000-cbbd37080273x3ef2577a1a365334"',
  ["xoxp-23984754863-2348975623000-2348973623000-cbbd37080273x3ef2577a1a365334"], "slack_token", sl("slack/test/snapshots/ng.user-token/input.txt"))
p("xapp-1-AA2JWS7BEDD-1234576618999-1234010643963577ab7449ef8014ade5482143da98cb46bb85355c04281234 is app tokens",
  ["xapp-1-AA2JWS7BEDD-1234576618999-1234010643963577ab7449ef8014ade5482143da98cb46bb85355c04281234"], "slack_token",
  sl("slack/test/snapshots/ng.xapp-token/input.txt"))
n("THIS IS OK https: https://api.slack.com/web.", "url", sl("slack/test/snapshots/ok.valid/input.txt"))
n("# Publishable keys (pk_) are not secrets\npk_live_AAAAAAAAAAAAAAAAAAAAAAAA", "placeholder", sl("stripe/test/snapshots/ok.valid/input.txt"),
  "a publishable key (public by design, and a dummy)")
n("# Different product names that share the prefix\nSKILLS_inventory\nRKLIST_value", "code", sl("stripe/test/snapshots/ok.valid/input.txt"))
n('ad_tenant_id: "dac6fb3d-713c-4555-8a97-4089aa3849be"', "uuid", sl("azure/test/snapshots/ng.ad_tenant_id/input"),
  "a tenant id identifies the directory; it is not a credential (the rule flags it)")
n("AZURE_CLIENT_ID=dac6fb3d-713c-4555-8a97-4089aa3849be", "uuid", sl("azure/test/snapshots/ng.azure_client_id/input"),
  "a client id is public; the client secret is the credential")
p('var azureClientSecret := "ahDzWAqqBHgpAeUBUULuU0gA4p09rt0WDAsUOmFg"', ["ahDzWAqqBHgpAeUBUULuU0gA4p09rt0WDAsUOmFg"], "secret",
  sl("azure/test/snapshots/ng.azure_client_secret/input"))
p("CLOUDFLARE_API_TOKEN=cfat_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b", ["cfat_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b"], "token",
  sl("cloudflare/test/snapshots/ng.secret/input.txt"))
p("# Global API Key (cfk_)\ncfk_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b", ["cfk_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b"], "api_key",
  sl("cloudflare/test/snapshots/ng.secret/input.txt"))
n("# Valid Cloudflare URL (not a token)\nhttps://api.cloudflare.com/client/v4/zones", "url", sl("cloudflare/test/snapshots/ok.valid/input.txt"))
p("DATABRICKS_TOKEN=dapi1234567890ABCDEF1234567890ABCDEF", ["dapi1234567890ABCDEF1234567890ABCDEF"], "token", sl("databricks/test/snapshots/ng.secret/input.txt"))
p('token: "dapi0123456789ABCDEF0123456789ABCDEF-3"', ["dapi0123456789ABCDEF0123456789ABCDEF-3"], "token", sl("databricks/test/snapshots/ng.secret/input.txt"))
n("# Databricks docs URL (not a token)\nhttps://docs.databricks.com/aws/en/dev-tools/auth/pat", "url", sl("databricks/test/snapshots/ok.valid/input.txt"))
p("DOCKER_TOKEN=dckr_pat_Example1234567890AbCdEfGhjK", ["dckr_pat_Example1234567890AbCdEfGhjK"], "token", sl("docker/test/snapshots/ng.docker-pat/input.txt"))
n("DOCKER_TOKEN=not_a_real_token", "placeholder", sl("docker/test/snapshots/ok.valid/input.txt"))
p("FIGMA_TOKEN=figd_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuvwxyz", ["figd_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuvwxyz"], "token",
  sl("figma/test/snapshots/ng.secret/input.txt"))
n('{\n  "private_key_id": "DUMMY",\n  "private_key": "DUMMY"\n}', "placeholder", sl("gcp/test/snapshots/ok.valid-json/input.json"))
p("glc_eyJvIjoiMTIzNDUiLCJuIjoidGVzdCIsImsiOiJhYmMifQ==", ["glc_eyJvIjoiMTIzNDUiLCJuIjoidGVzdCIsImsiOiJhYmMifQ=="], "grafana_token",
  sl("grafana/test/snapshots/ng.cloud_api_token/input.txt"))
p("glsa_abcdefghijklmnopqrstuvwxyz012345_89abcdef", ["glsa_abcdefghijklmnopqrstuvwxyz012345_89abcdef"], "grafana_token",
  sl("grafana/test/snapshots/ng.service_account_token/input.txt"))
p("VAULT_TOKEN=hvs.hWay-wis3QpoSXob5gz_jyHmBQeyTg0l4IRsl4rnZw0tMbiT8h6X_CCHun3cdyThVbIYuNyEWNWcZ7lgwxBxm98NcV5WjUC",
  ["hvs.hWay-wis3QpoSXob5gz_jyHmBQeyTg0l4IRsl4rnZw0tMbiT8h6X_CCHun3cdyThVbIYuNyEWNWcZ7lgwxBxm98NcV5WjUC"], "vault_token",
  sl("hashicorp-vault/test/snapshots/ng.secret/input.txt"))
p("vault_service_token = 'hvs.8PnTInftDgGId6RzfGCGjcxTv2r8D0GlD45ZnVv-PQhJGMSD4URSlGxTkLznLFnGysQL9TNlO-Y1f-cO8x0Kyarn82zNeaZtSxqS'",
  ["hvs.8PnTInftDgGId6RzfGCGjcxTv2r8D0GlD45ZnVv-PQhJGMSD4URSlGxTkLznLFnGysQL9TNlO-Y1f-cO8x0Kyarn82zNeaZtSxqS"], "vault_token",
  sl("hashicorp-vault/test/snapshots/ng.secret/input.txt"))
n('export const VAULT_ADDR = "https://vault.example.com";\nexport const VAULT_NAMESPACE = "admin";', "code",
  sl("hashicorp-vault/test/snapshots/ok.valid/input.txt"))
n("# Example/documentation strings with explicit note\n# token: hvs.example", "placeholder", sl("hashicorp-vault/test/snapshots/ok.valid/input.txt"))
p("apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysecret\ntype: Opaque\ndata:\n  username: YWRtaW4=\n  password: MWYyZDFlMmU2N2Rm",
  ["MWYyZDFlMmU2N2Rm"], "password", sl("no-k8s-kind-secret/test/snapshots/ng.kind-secret/input.yml"),
  "a Kubernetes Secret: data values are only base64-encoded, the password must go (the user name may stay)")
n("kind: ServiceAccount\napiVersion: v1\nmetadata:\n  name: ops\n  namespace: ops", "code", sl("no-k8s-kind-secret/test/snapshots/ok.valid-2/input.yaml"))
p("NOTION_TOKEN=ntn_12345678901aBcDeFgHiJkLmNoPqRsT1234567890abcde", ["ntn_12345678901aBcDeFgHiJkLmNoPqRsT1234567890abcde"], "token",
  sl("notion/test/snapshots/ng.secret/input.txt"))
p('export const NOTION_API_KEY = "ntn_11122233344AbCdEfGhIjKlMnOpQrStUvWxYz012345678";', ["ntn_11122233344AbCdEfGhIjKlMnOpQrStUvWxYz012345678"], "api_key",
  sl("notion/test/snapshots/ng.secret/input.txt"))
p("""-----BEGIN EC PRIVATE KEY-----
MIGlAgEBBDEA1yi+kzpV+5nUnRGzTjPPAPoMQlFu2WexPjZ4/uE97iD9024nWmdZ
Snji3oKRvtzloAcGBSuBBAAioWQDYgAESWdneJAuA/AVVK9Q89Vn1/EwI6kjchbJ
TzLZ4TjcEXLCv8639cGQj8l0u1mkP8XgIiRn7Is5sW8BJhFCbsxhfiwnEdaqAvat
SGUztmCPfGmumez/3NvRIQTPGhA0SgLb
-----END EC PRIVATE KEY-----""", ["""MIGlAgEBBDEA1yi+kzpV+5nUnRGzTjPPAPoMQlFu2WexPjZ4/uE97iD9024nWmdZ
Snji3oKRvtzloAcGBSuBBAAioWQDYgAESWdneJAuA/AVVK9Q89Vn1/EwI6kjchbJ
TzLZ4TjcEXLCv8639cGQj8l0u1mkP8XgIiRn7Is5sW8BJhFCbsxhfiwnEdaqAvat
SGUztmCPfGmumez/3NvRIQTPGhA0SgLb"""], "private_key", sl("privatekey/test/snapshots/ECDSA/input"))
p("""-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAxSChbEXO6DKOLpzlLEaypbXSwfRqlS8UnaSHWR8HaIgAAAKDFNoOuxTaD
rgAAAAtzc2gtZWQyNTUxOQAAACAxSChbEXO6DKOLpzlLEaypbXSwfRqlS8UnaSHWR8HaIg
AAAED60CTqztyUP+21tY2Y9nxeowVJMhYVkr/DK8x6i5mPTTFIKFsRc7oMo4unOUsRrKlt
dLB9GqVLxSdpIdZHwdoiAAAAGGF6dUBBWi1NYWNCb29rLVByby5sb2NhbAECAwQF
-----END OPENSSH PRIVATE KEY-----""", ["""b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAxSChbEXO6DKOLpzlLEaypbXSwfRqlS8UnaSHWR8HaIgAAAKDFNoOuxTaD
rgAAAAtzc2gtZWQyNTUxOQAAACAxSChbEXO6DKOLpzlLEaypbXSwfRqlS8UnaSHWR8HaIg
AAAED60CTqztyUP+21tY2Y9nxeowVJMhYVkr/DK8x6i5mPTTFIKFsRc7oMo4unOUsRrKlt
dLB9GqVLxSdpIdZHwdoiAAAAGGF6dUBBWi1NYWNCb29rLVByby5sb2NhbAECAwQF"""], "private_key", sl("privatekey/test/snapshots/ed25519-256/input"))
n("-----BEGIN PRIVATE KEY-----\nYWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo=\n-----END PRIVATE KEY-----", "placeholder",
  sl("privatekey/test/snapshots/placeholder-short-base64/input"), "the body is base64 of the alphabet")
n("-----BEGIN PRIVATE KEY-----\n***\n-----END PRIVATE KEY-----", "masked", sl("privatekey/test/snapshots/placeholder-stars/input"))
n("-----BEGIN PRIVATE KEY-----\nxxx\n-----END PRIVATE KEY-----", "placeholder", sl("privatekey/test/snapshots/placeholder-xxx/input"))
n('GCP_HARNESS_SA={"type":"service_account","project_id":"your-project","private_key_id":"...","private_key":"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n","client_email":"your-service@your-project.iam.gserviceaccount.com","client_id":"...","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_x509_cert_url":"https://www.googleapis.com/robot/v1/metadata/x509/your-service%40your-project.iam.gserviceaccount.com"}',
  "placeholder", sl("privatekey/test/snapshots/placeholder-dots/input"), "a service-account JSON with '...' for every secret")

# ---------------------------------------------------------------- batch 3: Skyscanner/whispers config fixtures (code)
# whispers' fixtures pair credentials written in many file formats ("hardcoded..." values) with the compliant
# forms around them (empty values, template and environment references, placeholders).
WH = "Skyscanner/whispers/blob/HEAD/tests/fixtures/"
p("[noncompliant]\naws_access_key_id = AKIAHARDCODEDACCKEY7\naws_secret_access_key = hardcodeda8MjmIX/oHM7qnED/iwijE3kbtcGE1h",
  ["AKIAHARDCODEDACCKEY7", "hardcodeda8MjmIX/oHM7qnED/iwijE3kbtcGE1h"], "aws_secret_key", WH + ".aws/credentials", "an AWS credentials file profile")
n('[compliant]\naws_access_key_id = \naws_secret_access_key = {{ SECRET_ACCESS_KEY }}\naws_session_token = ""', "placeholder", WH + ".aws/credentials")
p('        "https://index.docker.io/v1/noncompliant": {\n            "auth": "QVdTOmhhcmRjb2RlZAo=",', ["QVdTOmhhcmRjb2RlZAo="], "credentials",
  WH + ".dockercfg", "registry auth: base64 of user:password")
n('        "https://index.docker.io/v1/compliant1": {\n            "auth": "{{ AUTH_BASE64 }}",', "placeholder", WH + ".dockercfg")
p("noncompliant1:$apr1$l0cpzs5a$vQK3lmgMGvcXcRP8bhardcoded", ["$apr1$l0cpzs5a$vQK3lmgMGvcXcRP8bhardcoded"], "password", WH + ".htpasswd",
  "an htpasswd entry: a crackable password hash")
p("//registry.npmjs.org/:_authToken=6c141bb5-5b6d-1311-98dc-hardcoded", ["6c141bb5-5b6d-1311-98dc-hardcoded"], "npm_token", WH + ".npmrc")
p("//artifactory.jfrog.com/artifactory/api/npm/npm/:_authToken=eyFake1.eyJFake2.Fake3.hardcoded", ["eyFake1.eyJFake2.Fake3.hardcoded"], "npm_token", WH + ".npmrc")
n("//registry.npmjs.org/:_authToken=$NPM_TOKEN", "placeholder", WH + ".npmrc")
n("//registry.npmjs.org/:_authToken={NPM_TOKEN}", "placeholder", WH + ".npmrc")
p("[noncompliant]\nrepository: https://pypi.example.com\nusername: username\npassword: hardcoded", ["hardcoded"], "password", WH + ".pypirc")
n("[compliant]\nrepository: https://pypi.example.com\nusername: username\npassword: $${PYPI_PASSWORD}", "placeholder", WH + ".pypirc")
p("ENV DRONE_TOKEN YXNkZmZmZmZm_HARDcoded", ["YXNkZmZmZmZm_HARDcoded"], "token", WH + "Dockerfile")
p('ENV DRONE_TOKEN="YXNkZmZmZmZm_HARDcoded"', ["YXNkZmZmZmZm_HARDcoded"], "token", WH + "Dockerfile")
n('ENV DRONE_TOKEN "{{ DRONE_TOKEN }}"', "placeholder", WH + "Dockerfile")
n("ENV DRONE_TOKEN=$DRONE_TOKEN", "placeholder", WH + "Dockerfile")
p("        Database=webstore;Server=localhost;Uid=root;Password=admin;", ["admin"], "password", WH + "connection.config")
n("        Database=webstore;Server=localhost;Uid=root;Password=;", "code", WH + "connection.config", "an empty password")
p("password=hardcoded01\nsonar.jdbc.password=hardcoded02\napi.key=dGhpc2lzYWhhcmRjb2RlZHN0cmluZzpECghardcoded03",
  ["hardcoded01", "hardcoded02", "dGhpc2lzYWhhcmRjb2RlZHN0cmluZzpECghardcoded03"], "password", WH + "java.properties")
n("baseDN=LDAP\nusername=admin\npassword=\nsonar.jdbc.password=\napi.key=", "code", WH + "java.properties", "empty values")
n('        connectionURL="jdbc:mysql://localhost/authority?user=dbuser&amp;password=$password"', "placeholder", WH + "jdbc.xml")
p('password = "hardcoded0"', ["hardcoded0"], "password", WH + "language.py")
p('if user == "admin" and password == "hardcoded3":', ["hardcoded3"], "password", WH + "language.py", "a password compared in code")
p('creds = {"user": "admin", "password": "hardcoded4"}', ["hardcoded4"], "password", WH + "language.py")
p('os.getenv("PASSWORD", "hardcoded5")', ["hardcoded5"], "password", WH + "language.py", "a default value for a password variable")
p('login(password="hardcoded10")', ["hardcoded10"], "password", WH + "language.py", "a password passed to a constructor/call")
n('password = secrets["password"]', "code", WH + "language.py")
n('os.getenv("PASSWORD", "")', "code", WH + "language.py")
n('data = {"login": login, "password": new_password, "previousPassword": password}', "code", WH + "language.py")
n('format_password = f"prefix_{dynamic_value3}"', "code", WH + "language.py")
p('export DANGER_GITHUB_API_TOKEN="YXNkZmZmZmZm_HARDcoded"', ["YXNkZmZmZmZm_HARDcoded"], "token", WH + "language.sh")
p("docker run -it \\\n    -e DRONE_TOKEN=YXNkZmZmZmZm_HARDcoded \\\n    -e DRONE_ID=1 \\\n    image", ["YXNkZmZmZmZm_HARDcoded"], "token", WH + "language.sh",
  "a token in a container environment flag")
p("curl --digest -u admin:YXNkZmZmZmZm_HARDcoded https://localhost", ["YXNkZmZmZmZm_HARDcoded"], "password", WH + "language.sh")
p("curl -k -v \\\n    --proxy-user admin:YXNkZmZmZmZm_HARDcoded \\\n    --proxy https://localhost:8080 \\\n    https://localhost", ["YXNkZmZmZmZm_HARDcoded"],
  "password", WH + "language.sh", "proxy credentials")
p("wget --http-password=YXNkZmZmZmZm_HARDcoded https://localhost", ["YXNkZmZmZmZm_HARDcoded"], "password", WH + "language.sh")
n("export DANGER_GITHUB_API_TOKEN=<DANGER_GITHUB_API_TOKEN>", "placeholder", WH + "language.sh")
n("docker run -it -e DRONE_TOKEN=<DRONE_TOKEN> -e DRONE_ID=<ID> image", "placeholder", WH + "language.sh")
n("curl -u admin: https://localhost", "cli_help", WH + "language.sh", "user name with an empty password")
n("wget --user=admin --ask-password https://localhost", "cli_help", WH + "language.sh", "the password is asked for")
n('mysqladmin create $DB_NAME --user="$DB_USER" --password="$DB_PASS"', "placeholder", WH + "language.sh")
p('\tconst static_password01, static_password02 string = "hardcoded0", "hardcoded1"', ["hardcoded0", "hardcoded1"], "password", WH + "language.go")
n('\tvariable_password4 := "{{ password }}"', "placeholder", WH + "language.go")
p('let static_password02 = "hardcoded1";', ["hardcoded1"], "password", WH + "language.js")
n('var variable_password3 = "${password}";', "placeholder", WH + "language.js")
p('    static final String NONCOMPLIANT_APITOKEN = "YXNkZmZmZmZm_HARDcoded";', ["YXNkZmZmZmZm_HARDcoded"], "api_key", WH + "language.java")
n('        String variable_password8 = System.getProperty("password");', "code", WH + "language.java")
p("$config['db_password'] = 'hardcoded3';", ["hardcoded3"], "password", WH + "language.php")
n('define("dynamic_password", load_password());', "code", WH + "language.php")
p("index-url = https://username:hardcoded2@pypi.example.com/simple", ["hardcoded2"], "password", WH + "pip.conf")
n("index-url = https://username:@pypi.example.com/simple", "url", WH + "pip.conf", "user name with an empty password")
p("SSHpassword = hardcoded", ["hardcoded"], "password", WH + "settings.ini")
p('object ApiUser "root" {\n  password = "hardcoded"\n}', ["hardcoded"], "password", WH + "settings.cfg")
p('  - "jdbc:mysql://localhost/authority?user=admin&userpass=hardcoded"', ["hardcoded"], "password", WH + "uri.yml")
p('  - "https://admin:hardcoded@localhost:8000/admin"', ["hardcoded"], "password", WH + "uri.yml")
n('  - "https://this-is-not-a-password.com"', "url", WH + "uri.yml")
n('  - "jdbc:mysql://localhost/authority?user=admin&userpass="', "url", WH + "uri.yml")
p("    slack-webhook: https://hooks.slack.com/services/HARDC0D3D/HARDC0D3D/hardcodedWebhook01", ["hardcodedWebhook01"], "slack_webhook", WH + "webhooks.yml")
p("    twilio-webhook: https://chat.twilio.com/v2/Services/ISXXXXXXXXXXXXXXXXXXXXXHARDCODED/hardcodedWebhook03", ["hardcodedWebhook03"], "secret", WH + "webhooks.yml")
n("    slack-webhook: https://hooks.slack.com/services/\n    hubspot-webhook: https://api.hubapi.com/webhooks/v1/{appId}/", "url", WH + "webhooks.yml")
n("  MasterUserPassword: <% PASSWORD_HERE %>", "placeholder", WH + "placeholders.yml")
n("  Symfony_DB_Key: '%env(DB_SECRET_VALUE)%'", "placeholder", WH + "placeholders.yml")
n("  environment:\n    - DB_PASSWORD=DB_PASSWORD", "placeholder", WH + "placeholders.yml")
n("  webhookApiSecret: ZENDESK_WEBHOOK_API_SECRET", "placeholder", WH + "falsepositive.yml", "the value names a variable")
n('  S3_ARCHIVE_ACCESS_KEY: "Get this from elsewhere"', "prose", WH + "falsepositive.yml")
n("  bucket_key: s3://{{ s3().master_bucket }}/{{ macros.s3().raw_prefix}}/sessions", "code", WH + "falsepositive.yml")
p("  FAIL3_PSQL_PASSWORD: hardcoded3", ["hardcoded3"], "password", WH + "falsepositive.yml")
p("  secretKey: 'lmaoisdizareel0ne?hardcoded4'", ["lmaoisdizareel0ne?hardcoded4"], "secret", WH + "falsepositive.yml")
n("MasterUserPassword: !Ref 'MasterUserPassword'", "placeholder", WH + "passwords.yml", "a CloudFormation reference")
n('db_password: "null"', "placeholder", WH + "passwords.yml")
p("pwd: hardcoded1\npasswd: hardcoded2", ["hardcoded1", "hardcoded2"], "password", WH + "passwords.yml")
p("inlist:\n  - DB_PASSWORD=hardcoded4", ["hardcoded4"], "password", WH + "passwords.yml")
p("  PRIVATE_API_TOKEN: YXNkZmZmZmZm_HARDcoded\n  SKYSCANNER_API_SECRET: YXNkZmZmZmZm_HARDcoded", ["YXNkZmZmZmZm_HARDcoded"], "api_key", WH + "apikeys.yml")
n("  Resource:\n    - CredstashKeyID: !ImportValue CredstashKeyID\n    - CredstashKey: !ImportValue CredstashKey", "placeholder", WH + "apikeys.yml")
n("  NonKeyAttributes:\n    - Booking-ID", "code", WH + "apikeys.yml")
p("  personal: ghp_fK8UXjzPM1Lzf356hwgGym4JAfnHARDcoded", ["ghp_fK8UXjzPM1Lzf356hwgGym4JAfnHARDcoded"], "github_token", WH + "gitkeys.yml")
p("  refresh: ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9HARDcoded",
  ["ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9HARDcoded"], "github_token", WH + "gitkeys.yml")
n("compliant:\n  name: GHP_THISISASTRINGTHATHASTHESAMELENASTOKE", "code", WH + "gitkeys.yml", "upper-case look-alike of a token prefix")
n("            <compliantApiToken>{token}</compliantApiToken>", "placeholder", WH + "jenkins.xml")

# ---------------------------------------------------------------- batch 4: more threads and whispers fixtures
p("# MTExNTg4MDM2NjYxNjYwODc2OA.GZb6ZA.CIdpcfEOdaDswXrZnwUMY93QZBXRXZz1NdgpP0",
  ["MTExNTg4MDM2NjYxNjYwODc2OA.GZb6ZA.CIdpcfEOdaDswXrZnwUMY93QZBXRXZz1NdgpP0"], "discord_bot_token",
  "Ek2100/Discord-Token-Invalidator/issues/14", "a Discord token posted as an issue title so that it gets revoked")
n("Its because he put DISCORD_TOKEN or sth like that instead of the real token. He cant leak the token or everyone could just make everything with the bot in the server.",
  "prose", "Safemoon-Protocol/Discord-Bot/issues/3")
n("""might be a bit late but thats easy to fix lol go into index.js and change "client.login" to client.login{'tokenhere'};""", "placeholder",
  "Focus04/focus/issues/16")
n("client.login('my token from discord developer potral');", "placeholder", "discordjs/discord.js/issues/5286")
n('client.login("TOKEN");', "placeholder", "discord/discord-api-docs/issues/1806")
n("    if (!token || typeof token !== 'string') throw new Error('TOKEN_INVALID');", "code", "SirTenzin/OTP-Bot/issues/29")
n("huggingface_hub.utils._errors.RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-67ff8411-0b02c71d2dabd17f4c82e40d;760e6e3c-72d4-4e1b-a52c-57badd559390)",
  "id", "Jiaxuan-Li/EVCap/issues/10", "a request id (trace and UUID), not a token")
n('---> 19 upload_folder_to_hf("xianbao/test-upload", "dataset", "hf_xxxx", ', "placeholder", "huggingface/huggingface_hub/issues/1314")
n("(Request ID: Root=1-63c5fb3f-3fe26fc97bd19afb1f102692)\n\nInvalid username or password.", "id", "tmylla/NER_ZH/issues/1")
n("    117     kwargs = smoothly_deprecate_use_auth_token(fn_name=fn.__name__, has_token=has_token, kwargs=kwargs)", "code",
  "huggingface/huggingface_hub/issues/1312")
n("ℹ Make sure you are logged in with the account that owns your HF_TOKEN.", "prose", "mlverse/hfhub/pull/11")
p("aws_id: AKIAHI38FAKE1IWUQEEN\naws_key: PA3XsxZ8d8cPQLmnZzFAKEdzC6ND2a8vhbyXU/Dw", ["AKIAHI38FAKE1IWUQEEN", "PA3XsxZ8d8cPQLmnZzFAKEdzC6ND2a8vhbyXU/Dw"],
  "aws_secret_key", WH + "aws.yml")
n('aws_id: "{{ AWS ID }}"\naws_key: "${AWS_KEY}"', "placeholder", WH + "aws.yml")
n("commit_id: 912ec803b2ce49e4a541068d495ab57000000000\nrole: arn:aws:iam::123456789000:role/role-name", "commit_sha", WH + "aws.yml",
  "a commit id and a role ARN")
p("01_hardcoded_password: hardcoded0", ["hardcoded0"], "password", WH + "hardcoded.yml")
p('02_hardcoded_passwords:\n  - "Hardcoded1"\n  - "hardCoded2"', ["Hardcoded1", "hardCoded2"], "password", WH + "hardcoded.yml", "a list of passwords")
p("credentials:\n  login: admin\n  password: hardcodEd", ["hardcodEd"], "password", WH + "hardcoded.yml")
n("03_variable_password: ${password}\n04_variable_password: ${{password}}", "placeholder", WH + "hardcoded.yml")
n('06_variable_password: "{{ THIS_IS_A_VERY_LONG_A_PLACEHOLDER_FOR_PASSWORD }}"', "placeholder", WH + "hardcoded.yml")
p('            \t<ss:user name="admin" password="YXNkZmZmZmZm_HARDcoded" authorities="ROLE_USER" />', ["YXNkZmZmZmZm_HARDcoded"], "password", WH + "beans.xml")
p('                <ss:user name="admin" accesskey="YXNkZmZmZmZm_HARDcoded" authorities="ROLE_USER" />', ["YXNkZmZmZmZm_HARDcoded"], "api_key", WH + "beans.xml")
n('                <ss:user name="admin" secret="${PASSWORD}" authorities="ROLE_USER" />', "placeholder", WH + "beans.xml")
p("    <entry>\n        <key>pro_password</key>\n        <value>hardcoded1</value>\n        <info>metadata</info>\n    </entry>", ["hardcoded1"], "password",
  WH + "integration.conf", "key and value on separate XML lines")
p("    <entry>\n        <key>business.password</key>\n        <value>hardcoded2</value>\n    </entry>", ["hardcoded2"], "password", WH + "integration.conf")
n("    <entry>\n        <key>password</key>\n        <value></value>\n    </entry>", "code", WH + "integration.conf", "an empty value")
p("  NoncompliantDBPassword:\n    Description: Database password\n    Type: String\n    Default: admin", ["admin"], "password", WH + "cloudformation.yml",
  "a CloudFormation parameter default")
n("  CompliantDBPassword:\n    Description: Database password\n    Type: String\n    Default: !Ref AdminPassword", "placeholder", WH + "cloudformation.yml")
n("development:\n  app_id: <%= app['client_id'] %>\n  asdf: 123", "placeholder", WH + "custom.yml")

# ---------------------------------------------------------------- batch 5: Telegram threads
p("> `6382182080:AAHhry9LQjadmvsULICJps_Gq2qZtXWhpEw`", ["6382182080:AAHhry9LQjadmvsULICJps_Gq2qZtXWhpEw"], "telegram_bot_token",
  "yagop/node-telegram-bot-api/issues/1249", "quoted as what a real bot token looks like")
n('  const chatId = "34323:efwefwewef";\n  const botToken = "-23233223";', "placeholder", "yagop/node-telegram-bot-api/issues/1249",
  "dummy values typed into the example")
n('request_url\n"https:\\/\\/api.telegram.org\\/mytelegram_bot\\/sendMessage"', "url", "AzuraCast/AzuraCast/issues/1256",
  "a bot name where the token belongs")
n("Additionally, if I insert this link in my browser (https://api.telegram.org/bot<API-token>/getUpdates), I receive this message: ",
  "placeholder", "blt950/vPilot-Pushover/issues/29")
n("The format I pass the token is botXXXXX:XXXXXXXXX-XXXXXXXXXXXX ( maybe is related to that )", "masked", "Robertof/perl-www-telegram-botapi/issues/20")
n("I am having this frequent error: send_telegram_message - An Http Error occurred:HTTPError('404 Client Error: Not Found for url: https://api.telegram.org/botNone/sendMessage?text=",
  "log", "jptsantossilva/BEC/issues/15", "the token variable was unset: 'botNone'")
n('  File "/var/mobile/Containers/Data/Application/EC3A4F4D-222D-4C53-A1AE-5BF7B8984B0B/Documents/pipista/pypi-modules/telebot/util.py", line 59, in run',
  "uuid", "eternnoir/pyTelegramBotAPI/issues/601", "an app container UUID in a path")
n("  response: { ok: false, error_code: 404, description: 'Not Found' },\n  on: { method: 'getMe', payload: {} }", "log",
  "ChetanXpro/chatgpt-telegram-bot/issues/2")

# later batches are appended below this line


def build() -> list[dict]:
    rng = random.Random(23)
    for i in range(0, len(R), 2):
        pair = ["dev", "heldout"]
        rng.shuffle(pair)
        for r, s in zip(R[i:i + 2], pair):
            r["split"] = s
    keys = ["text", "secrets", "kind", "type", "source", "split", "note"]
    with open(OUT, "w", encoding="utf-8") as f:
        for r in R:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    return R


def validate(path: Path) -> None:
    """Valid JSON, a source on every row, secrets present verbatim, kind consistent, no duplicate texts."""
    got = [json.loads(line) for line in path.open(encoding="utf-8")]
    texts = collections.Counter(r["text"] for r in got)
    assert not [t for t, c in texts.items() if c > 1], [t[:60] for t, c in texts.items() if c > 1]
    other = {json.loads(line)["text"] for p_ in OTHERS if p_.exists() for line in p_.open(encoding="utf-8")}
    clash = [r["text"][:60] for r in got if r["text"] in other]
    assert not clash, f"already in real_secrets.jsonl: {clash}"
    for r in got:
        assert set(r) == {"text", "secrets", "kind", "type", "source", "split", "note"}, r
        assert r["source"].startswith("https://github.com/") and r["text"].strip(), r
        assert r["kind"] in ("positive", "negative") and r["split"] in ("dev", "heldout"), r
        assert (r["kind"] == "positive") == bool(r["secrets"]), r
        for s in r["secrets"]:
            assert s and s in r["text"], (s, r["text"][:80])
    C = collections.Counter
    print("rows", len(got), dict(C(r["kind"] for r in got)), "split", dict(C((r["kind"], r["split"]) for r in got)))
    print("types", dict(sorted(C((r["kind"][:3], r["type"]) for r in got).items())))
    print("sources", len({r["source"] for r in got}))


if __name__ == "__main__":
    build()
    validate(OUT)
