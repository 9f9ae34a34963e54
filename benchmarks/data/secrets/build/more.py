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
p('''IP=127.0.0.1
APP_NAME=wp
DOMAIN=example.com
DB_HOST=mysql
DB_NAME=wp
DB_ROOT_PASSWORD=password
DB_TABLE_PREFIX=wp_''', ["password"], "password", "urre/wordpress-nginx-docker-compose/issues/50", ".env file; the value is the word 'password'")
p('''`MYSQL_ROOT_PASSWORD=pass
MYSQL_USER=user
MYSQL_PASSWORD=pass''', ["pass"], "password", "zoneminder-containers/zoneminder-base/issues/67", ".env file")
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
