"""Write ``tests/data/redaction_corpus.jsonl``: the labelled corpus the redactor is measured on.

One JSON object per line: ``{"text", "secrets", "kind", "type"}``. Positives are realistic error messages,
log lines, commands and config dumps with secrets embedded; ``secrets`` lists each secret substring exactly
as it appears in ``text`` and ``type`` names the placeholder a careful reader would expect. Negatives are
realistic lines full of look-alikes (commit SHAs, UUIDs, digests, base64 payloads, paths, masked or
templated secrets, prose about passwords and tokens) that must come out unchanged; their ``type`` names
the look-alike.

Every secret is FAKE: drawn from a seeded RNG in the shape of the real thing (prefix, length, alphabet),
never copied from anywhere. The corpus is committed; this script documents how it was made and rebuilds
it byte for byte::

    .venv/bin/python benchmarks/make_redaction_corpus.py            # rewrites tests/data/redaction_corpus.jsonl
    .venv/bin/python benchmarks/make_redaction_corpus.py --check    # exit 1 if the committed file differs
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import string
import sys
import urllib.parse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "redaction_corpus.jsonl"
SEED = 20260522
T = TypeVar("T")

ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
PW_SYMBOLS = "!@#%^*-_.~+="
WORDS = ("maple", "orbit", "canyon", "velvet", "harbor", "quartz", "lantern", "meadow", "copper", "falcon", "ember",
         "tundra", "willow", "cobalt", "saffron", "glacier", "prism", "thistle", "juniper", "basalt")  # fmt: skip
HOSTS = ["db", "db.internal", "10.0.3.17", "postgres.prod.svc.cluster.local", "pg-primary.acme.io", "localhost"]
USERS = ["app", "admin", "deploy", "svc_orders", "alice", "ci-bot", "root", "reporting"]
ORGS = ["acme", "octo-org", "northwind", "globex", "initech", "umbrella-labs"]
REPOS = ["api", "web", "infra", "billing-service", "data-pipeline", "mobile-app"]


class Fake:
    """Fake secrets in the shapes of real ones, from one seeded RNG."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.turn = 0

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pick(self, options: Sequence[T]) -> T:
        return self.rng.choice(options)

    def sha(self, n: int = 40) -> str:
        return self.s(HEX, n)

    def uuid(self) -> str:
        h = self.sha(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    # providers
    def github(self) -> str:
        if self.rng.random() < 0.2:
            return f"github_pat_{self.s(ALNUM, 22)}_{self.s(ALNUM, 59)}"
        return f"{self.pick(['ghp', 'ghp', 'gho', 'ghs', 'ghu', 'ghr'])}_{self.s(ALNUM, 36)}"

    def gitlab(self) -> str:
        return f"glpat-{self.s(URLSAFE, 20)}"

    def openai(self) -> str:
        if self.rng.random() < 0.6:
            return f"sk-proj-{self.s(URLSAFE, 74)}T3BlbkFJ{self.s(URLSAFE, 74)}"
        return f"sk-{self.s(ALNUM, 20)}T3BlbkFJ{self.s(ALNUM, 20)}"

    def anthropic(self) -> str:
        return f"sk-ant-api03-{self.s(URLSAFE, 93)}AA"

    def slack(self) -> str:
        kind = self.pick(["xoxb", "xoxb", "xoxp", "xoxa"])
        return f"{kind}-{self.s(string.digits, 12)}-{self.s(string.digits, 13)}-{self.s(ALNUM, 24)}"

    def slack_webhook_path(self) -> str:
        return f"T{self.s(UPPER_DIGITS, 8)}/B{self.s(UPPER_DIGITS, 10)}/{self.s(ALNUM, 24)}"

    def whsec(self) -> str:
        return "whsec_" + self.s(ALNUM, 32)

    def google_key(self) -> str:
        return "AIza" + self.s(URLSAFE, 35)

    def google_oauth(self) -> str:
        return "ya29." + self.s(URLSAFE, 120)

    def aws_id(self, prefix: str = "AKIA") -> str:
        return prefix + self.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)

    def aws_secret(self) -> str:
        return self.s(B64, 40)

    def azure_key(self) -> str:
        return self.s(B64, 86) + "=="

    def npm(self) -> str:
        return "npm_" + self.s(ALNUM, 36)

    def pypi(self) -> str:
        return "pypi-AgEIcHlwaS5vcmc" + self.s(URLSAFE, 160)

    def twilio_sk(self) -> str:
        return "SK" + self.sha(32)

    def sendgrid(self) -> str:
        return f"SG.{self.s(URLSAFE, 22)}.{self.s(URLSAFE, 43)}"

    def hf(self) -> str:
        return "hf_" + self.s(ALNUM, 34)

    def vault(self) -> str:
        return "hvs." + self.s(URLSAFE, 90)

    def jwt(self) -> str:
        def b64url(data: dict[str, object]) -> str:
            raw = json.dumps(data, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        header = {"alg": self.pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        payload = {
            "sub": self.uuid() if self.rng.random() < 0.5 else str(self.rng.randint(1000, 99999)),
            "iat": self.rng.randint(1_700_000_000, 1_760_000_000),
            "exp": self.rng.randint(1_760_000_000, 1_790_000_000),
            "scope": self.pick(["read", "read write", "admin", "repo:read"]),
        }
        return f"{b64url(header)}.{b64url(payload)}.{self.s(URLSAFE, self.pick([43, 86]))}"

    def pem(self, kind: str = "RSA PRIVATE KEY", escaped: bool = False, lines: int = 8) -> str:
        body = ["MII" + self.s(B64, 61)] + [self.s(B64, 64) for _ in range(lines - 2)] + [self.s(B64, 28) + "=="]
        nl = "\\n" if escaped else "\n"
        return f"-----BEGIN {kind}-----{nl}" + nl.join(body) + f"{nl}-----END {kind}-----"

    # passwords and opaque values
    def password(self) -> str:
        style = self.rng.random()
        if style < 0.5:
            first = self.s(ALNUM, 1)
            return first + self.s(ALNUM + PW_SYMBOLS, self.rng.randint(9, 19))
        if style < 0.75:
            return "-".join(self.rng.sample(WORDS, 3)) + str(self.rng.randint(10, 99))
        return self.pick(WORDS).capitalize() + str(self.rng.randint(1990, 2030)) + self.pick(["!", "#", "?", "*"])

    def opaque(self, n: int = 32, alphabet: str = ALNUM) -> str:
        return self.s(alphabet, n)

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.randrange(256) for _ in range(nbytes))).decode()


Entry = tuple[str, list[str], str]
Template = Callable[[Fake], Entry]


def quote(pw: str) -> str:
    return urllib.parse.quote(pw, safe="!*-_.~")


# -- positives -------------------------------------------------------------------------------------


def git_push_token(f: Fake) -> Entry:
    tok = f.github()
    org, repo = f.pick(ORGS), f.pick(REPOS)
    user = f.pick(["x-access-token", "oauth2", "ci-bot", "git"])
    text = (
        f"remote: Permission to {org}/{repo}.git denied to ci-bot.\n"
        f"fatal: unable to access 'https://{user}:{tok}@github.com/{org}/{repo}.git/': "
        "The requested URL returned error: 403"
    )
    return text, [tok], "github_token"


def git_clone_token_user(f: Fake) -> Entry:
    tok = f.github()
    return (
        f"Cloning into 'deps'...\nfatal: could not read Password for 'https://{tok}@github.com': "
        "terminal prompts disabled",
        [tok],
        "github_token",
    )


def gitlab_clone(f: Fake) -> Entry:
    tok = f.gitlab()
    return (
        f"$ git clone https://gitlab-ci-token:{tok}@gitlab.example.com/{f.pick(ORGS)}/{f.pick(REPOS)}.git\n"
        "fatal: Authentication failed for 'https://gitlab.example.com/'",
        [tok],
        "gitlab_token",
    )


def git_remote_v(f: Fake) -> Entry:
    tok = f.gitlab()
    url = f"https://oauth2:{tok}@gitlab.com/{f.pick(ORGS)}/{f.pick(REPOS)}.git"
    return f"origin\t{url} (fetch)\norigin\t{url} (push)", [tok], "gitlab_token"


def gh_env(f: Fake) -> Entry:
    tok = f.github()
    return (
        f"Run gh release create v1.4.2 --notes-file CHANGES.md\n  env:\n    GH_TOKEN: {tok}\n"
        "HTTP 422: Validation Failed (https://api.github.com/repos/acme/api/releases)",
        [tok],
        "github_token",
    )


def curl_bearer(f: Fake) -> Entry:
    tok, kind = f.pick([(f.openai(), "openai_key"), (f.anthropic(), "anthropic_key"), (f.opaque(40), "authorization")])
    host = f.pick(["api.openai.com", "api.anthropic.com", "api.example.com"])
    return (
        f"$ curl -sS -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/json' https://{host}/v1/models\n"
        '{"error": {"message": "Rate limit reached", "type": "requests"}}',
        [tok],
        kind,
    )


def curl_verbose(f: Fake) -> Entry:
    tok = f.opaque(f.pick([32, 40, 64]), URLSAFE)
    return (
        "> GET /v2/orders?limit=50 HTTP/2\n> Host: api.shop.example\n> user-agent: curl/8.5.0\n> accept: */*\n"
        f"> authorization: Bearer {tok}\n>\n< HTTP/2 401\n< content-type: application/json\n"
        '{"error":"invalid_token","error_description":"The access token expired"}',
        [tok],
        "authorization",
    )


def basic_auth_header(f: Fake) -> Entry:
    user, pw = f.pick(USERS), f.password()
    cred = base64.b64encode(f"{user}:{pw}".encode()).decode()
    return (
        f'DEBUG urllib3.connectionpool: https://registry.internal:443 "GET /v2/_catalog HTTP/1.1" 401 None\n'
        f"DEBUG request headers: {{'User-Agent': 'python-requests/2.31.0', 'Authorization': 'Basic {cred}'}}",
        [cred],
        "authorization",
    )


def requests_headers_apikey(f: Fake) -> Entry:
    tok = f.opaque(32, HEX + "ABCDEF") if f.rng.random() < 0.3 else f.opaque(40)
    return (
        "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.weather.example/v1/forecast\n"
        f"request headers: {{'Accept': 'application/json', 'X-Api-Key': '{tok}', 'Connection': 'keep-alive'}}",
        [tok],
        "api_key",
    )


def query_api_key(f: Fake) -> Entry:
    tok = f.opaque(f.pick([32, 40]))
    key = f.pick(["api_key", "apikey", "access_token", "token", "auth_token"])
    kind = "token" if "token" in key else "api_key"
    return (
        f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
        f"https://api.example.com/v2/items?{key}={tok}&page=2&per_page=100",
        [tok],
        kind,
    )


def access_log_token(f: Fake) -> Entry:
    tok = f.opaque(48, URLSAFE)
    return (
        f'10.0.4.21 - - [12/Mar/2026:10:01:02 +0000] "GET /api/v1/export.csv?token={tok}&format=csv HTTP/1.1" '
        '401 53 "-" "python-requests/2.31.0"',
        [tok],
        "token",
    )


def google_maps_key(f: Fake) -> Entry:
    key = f.google_key()
    return (
        f"googlemaps.exceptions.ApiError: REQUEST_DENIED (The provided API key is invalid.)\n"
        f"  url: https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={key}",
        [key],
        "google_api_key",
    )


def firebase_config(f: Fake) -> Entry:
    key = f.google_key()
    return (
        "FirebaseError: Firebase: Error (auth/invalid-api-key).\n    at createErrorInternal (index.ts:120)\n"
        f'  config: {{ apiKey: "{key}", authDomain: "shop-app-7f3a.firebaseapp.com", projectId: "shop-app-7f3a" }}',
        [key],
        "google_api_key",
    )


def google_oauth(f: Fake) -> Entry:
    tok = f.google_oauth()
    return (
        f"google.auth.exceptions.RefreshError: ('invalid_grant: Bad Request', {{'error': 'invalid_grant'}})\n"
        f"  credentials.token='{tok}'",
        [tok],
        "google_oauth_token",
    )


def gcp_service_account(f: Fake) -> Entry:
    pem = f.pem("PRIVATE KEY", escaped=True, lines=f.rng.randint(6, 12))
    project = f.pick(["acme-prod", "data-pipeline-4521", "shop-staging"])
    text = (
        "google.auth.exceptions.DefaultCredentialsError: Failed to load service account credentials from "
        f'{{"type": "service_account", "project_id": "{project}", "private_key_id": "{f.sha(40)}", '
        f'"private_key": "{pem}\\n", "client_email": "deployer@{project}.iam.gserviceaccount.com", '
        f'"client_id": "{f.rng.randint(10**20, 10**21)}"}}'
    )
    return text, [pem], "private_key"


def pem_in_log(f: Fake) -> Entry:
    kind = f.pick(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    pem = f.pem(kind, lines=f.rng.randint(5, 14))
    cmd = f.pick(
        ["cat deploy_key", "kubectl get secret tls -o jsonpath='{.data.tls\\.key}' | base64 -d", 'echo "$SSH_KEY"']
    )
    return (
        f'+ {cmd}\n{pem}\n+ ssh-add -\nError loading key "(stdin)": invalid format',
        [pem],
        "private_key",
    )


def pem_truncated(f: Fake) -> Entry:
    body = "MII" + f.s(B64, 61) + "\n" + f.s(B64, 64) + "\n" + f.s(B64, 40)
    block = "-----BEGIN RSA PRIVATE KEY-----\n" + body
    return (
        f"ValueError: Could not deserialize key data. The data may be in an incorrect format: b'{block}'".replace(
            "\n", "\\n"
        ),
        [block.replace("\n", "\\n")],
        "private_key",
    )


def aws_credentials_file(f: Fake) -> Entry:
    kid, secret = f.aws_id(), f.aws_secret()
    return (
        f"$ cat ~/.aws/credentials\n[default]\naws_access_key_id = {kid}\naws_secret_access_key = {secret}\n"
        "region = eu-west-1\n$ aws sts get-caller-identity\nAn error occurred (SignatureDoesNotMatch)",
        [kid, secret],
        "aws_secret_key",
    )


def aws_env(f: Fake) -> Entry:
    kid, secret = f.aws_id(f.pick(["AKIA", "ASIA"])), f.aws_secret()
    parts = [f"AWS_ACCESS_KEY_ID={kid}", f"AWS_SECRET_ACCESS_KEY={secret}", "AWS_DEFAULT_REGION=us-east-1"]
    secrets = [kid, secret]
    if kid.startswith("ASIA"):
        session = f.b64(f.rng.randint(200, 300))
        parts.append(f"AWS_SESSION_TOKEN={session}")
        secrets.append(session)
    return "\n".join(parts), secrets, "aws_secret_key"


def aws_sts_json(f: Fake) -> Entry:
    kid, secret, session = f.aws_id("ASIA"), f.aws_secret(), f.b64(f.rng.randint(200, 320))
    return (
        '{\n    "Credentials": {\n'
        f'        "AccessKeyId": "{kid}",\n        "SecretAccessKey": "{secret}",\n'
        f'        "SessionToken": "{session}",\n        "Expiration": "2026-05-22T12:34:56+00:00"\n    }}\n}}',
        [kid, secret, session],
        "aws_secret_key",
    )


def terraform_aws(f: Fake) -> Entry:
    kid, secret = f.aws_id(), f.aws_secret()
    return (
        f"Error: configuring Terraform AWS Provider: validating provider credentials: retrieving caller identity "
        "from STS: operation error STS: GetCallerIdentity, https response error StatusCode: 403\n\n  with "
        'provider["registry.terraform.io/hashicorp/aws"],\n'
        f'  on main.tf line 12:\n  12:   access_key = "{kid}"\n  13:   secret_key = "{secret}"',
        [kid, secret],
        "aws_access_key",
    )


def boto_presigned(f: Fake) -> Entry:
    kid = f.aws_id("ASIA")
    sig = f.sha(64)
    token = urllib.parse.quote(f.b64(180), safe="")
    url = (
        f"https://acme-exports.s3.amazonaws.com/reports/2026-05.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={kid}%2F20260522%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260522T101010Z"
        f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Security-Token={token}&X-Amz-Signature={sig}"
    )
    return f"urllib.error.HTTPError: HTTP Error 403: Forbidden ({url})", [kid, token, sig], "url_signature"


def azure_conn(f: Fake) -> Entry:
    key = f.azure_key()
    account = f.pick(["acmestorage01", "prodlogs", "mediaassets"])
    return (
        "azure.core.exceptions.ClientAuthenticationError: Server failed to authenticate the request.\n"
        f"connection_string='DefaultEndpointsProtocol=https;AccountName={account};AccountKey={key};"
        "EndpointSuffix=core.windows.net'",
        [key],
        "azure_storage_key",
    )


def azure_sas(f: Fake) -> Entry:
    sig = urllib.parse.quote(f.b64(32), safe="")
    return (
        f"ResourceNotFound: https://mediaassets.blob.core.windows.net/uploads/a.png?sv=2022-11-02&ss=b&srt=o"
        f"&sp=rl&se=2026-06-01T00:00:00Z&st=2026-05-01T00:00:00Z&spr=https&sig={sig}",
        [sig],
        "url_signature",
    )


def azure_sp_login(f: Fake) -> Entry:
    secret = f.s(ALNUM, 3) + "8Q~" + f.s(URLSAFE + ".~", 31)
    return (
        f"$ az login --service-principal -u {f.uuid()} --password {secret} --tenant {f.uuid()}\n"
        "AADSTS7000215: Invalid client secret provided.",
        [secret],
        "password",
    )


def servicebus(f: Fake) -> Entry:
    key = f.b64(32)
    return (
        "azure.servicebus.exceptions.ServiceBusAuthenticationError: Unauthorized access.\n"
        f"  conn_str=Endpoint=sb://orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
        f"SharedAccessKey={key}",
        [key],
        "azure_storage_key",
    )


def psql_dsn_url(f: Fake) -> Entry:
    pw, user, host = f.password(), f.pick(USERS), f.pick(HOSTS)
    enc = quote(pw)
    scheme = f.pick(["postgresql", "postgres", "postgresql+psycopg", "postgresql+asyncpg"])
    return (
        f"sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password "
        f'authentication failed for user "{user}"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n'
        f"engine = create_engine('{scheme}://{user}:{enc}@{host}:5432/orders')",
        [enc],
        "password",
    )


def psql_dsn_kv(f: Fake) -> Entry:
    pw = f.password()
    return (
        f'psycopg.OperationalError: connection is bad: could not connect using "host={f.pick(HOSTS)} port=5432 '
        f'user={f.pick(USERS)} password={pw} dbname=orders sslmode=require"',
        [pw],
        "password",
    )


def mongo_uri(f: Fake) -> Entry:
    pw = quote(f.password())
    return (
        "pymongo.errors.ServerSelectionTimeoutError: cluster0-shard-00-01.ab1cd.mongodb.net:27017: timed out\n"
        f"MONGO_URI=mongodb+srv://{f.pick(USERS)}:{pw}@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority",
        [pw],
        "password",
    )


def redis_url(f: Fake) -> Entry:
    pw = quote(f.password())
    return (
        f"redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled. "
        f"(url=redis://default:{pw}@cache.internal:6379/0)",
        [pw],
        "password",
    )


def amqp_url(f: Fake) -> Entry:
    pw = quote(f.password())
    return (
        "kombu.exceptions.OperationalError: [Errno 111] Connection refused\n"
        f"[celery] broker_url = amqp://worker:{pw}@rabbitmq:5672//",
        [pw],
        "password",
    )


def jdbc(f: Fake) -> Entry:
    pw = f.password()
    return (
        "java.sql.SQLNonTransientConnectionException: Could not create connection to database server.\n"
        f"\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n"
        f"url=jdbc:mysql://mysql.internal:3306/shop?user={f.pick(USERS)}&password={pw}&useSSL=true",
        [pw],
        "password",
    )


def dotnet_conn(f: Fake) -> Entry:
    pw = f.password()
    key = f.pick(["Password", "Pwd", "password"])
    return (
        "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'app'.\n"
        f"ConnectionString: Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=shop;"
        f"User ID=app;{key}={pw};Encrypt=True;TrustServerCertificate=False;",
        [pw],
        "password",
    )


def proxy_env(f: Fake) -> Entry:
    pw = quote(f.password())
    var = f.pick(["HTTPS_PROXY", "https_proxy", "HTTP_PROXY"])
    return (
        "pip._vendor.urllib3.exceptions.ProxyError: Cannot connect to "
        f"proxy.\n{var}=http://jdoe:{pw}@proxy.corp.example:3128",
        [pw],
        "password",
    )


def pip_index(f: Fake) -> Entry:
    tok = f.pypi() if f.rng.random() < 0.5 else f.gitlab()
    kind = "pypi_token" if tok.startswith("pypi-") else "gitlab_token"
    return (
        f"$ pip install --index-url https://__token__:{tok}@pypi.acme.dev/simple internal-sdk==2.3.1\n"
        "ERROR: Could not find a version that satisfies the requirement internal-sdk==2.3.1",
        [tok],
        kind,
    )


def twine_upload(f: Fake) -> Entry:
    tok = f.pypi()
    return (
        f"$ twine upload -u __token__ -p {tok} dist/*\nUploading distributions to https://upload.pypi.org/legacy/\n"
        "HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/",
        [tok],
        "pypi_token",
    )


def npmrc(f: Fake) -> Entry:
    tok = f.npm() if f.rng.random() < 0.6 else f.github()
    kind = "npm_token" if tok.startswith("npm_") else "github_token"
    registry = f.pick(["//registry.npmjs.org/", "//npm.pkg.github.com/"])
    return (
        f'Run echo "{registry}:_authToken={tok}" > ~/.npmrc\nnpm ERR! code E401\n'
        "npm ERR! 401 Unauthorized - GET https://registry.npmjs.org/@acme%2fui - unauthorized",
        [tok],
        kind,
    )


def slack_token(f: Fake) -> Entry:
    tok = f.slack()
    return (
        "slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: "
        "https://www.slack.com/api/chat.postMessage)\n"
        f"The server responded with: {{'ok': False, 'error': 'invalid_auth'}}\nclient = WebClient(token='{tok}')",
        [tok],
        "slack_token",
    )


def slack_webhook(f: Fake) -> Entry:
    path = f.slack_webhook_path()
    return (
        f"requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://hooks.slack.com/services/{path}",
        [path],
        "slack_webhook",
    )


def discord_webhook(f: Fake) -> Entry:
    tok = f.s(URLSAFE, 68)
    return (
        f"aiohttp.ClientResponseError: 401, message='Unauthorized', url='https://discord.com/api/webhooks/"
        f"{f.rng.randint(10**17, 10**18)}/{tok}'",
        [tok],
        "discord_webhook",
    )


def stripe_key(f: Fake) -> Entry:
    key = f.pick(["sk_live_", "sk_test_", "rk_live_"]) + f.s(ALNUM, f.pick([24, 99]))
    where = f.pick([f"stripe.api_key = '{key}'", f"STRIPE_SECRET_KEY={key}", f'"stripe": {{"secret": "{key}"}}'])
    return (
        "stripe.error.APIConnectionError: Unexpected error communicating with Stripe.\n"
        f'  File "/app/billing/config.py", line 8, in <module>\n    {where}',
        [key],
        "stripe_key",
    )


def stripe_webhook(f: Fake) -> Entry:
    sec = f.whsec()
    return (
        "stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload\n"
        f'  endpoint_secret = "{sec}"',
        [sec],
        "stripe_webhook_secret",
    )


def sendgrid(f: Fake) -> Entry:
    key = f.sendgrid()
    return (
        "python_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized\n"
        f"  File \"notify.py\", line 14, in send\n    sg = SendGridAPIClient('{key}')",
        [key],
        "sendgrid_key",
    )


def twilio(f: Fake) -> Entry:
    sk, token = f.twilio_sk(), f.sha(32)
    return (
        f"twilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create record: Authenticate\n"
        f"TWILIO_API_KEY={sk}\nTWILIO_AUTH_TOKEN={token}\nTWILIO_ACCOUNT_SID=AC{f.sha(32)}",
        [sk, token],
        "twilio_api_key",
    )


def huggingface(f: Fake) -> Entry:
    tok = f.hf()
    form = f.pick([f"huggingface-cli login --token {tok}", f"HF_TOKEN={tok} python train.py", f'login(token="{tok}")'])
    return (
        f"$ {form}\nhuggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: "
        "https://huggingface.co/api/whoami-v2",
        [tok],
        "huggingface_token",
    )


def vault(f: Fake) -> Entry:
    tok = f.vault()
    return (
        f"Error making API request.\n\nURL: GET https://vault.internal:8200/v1/secret/data/db\nCode: 403. Errors:\n\n"
        f"* permission denied\n(request headers: X-Vault-Token: {tok})",
        [tok],
        "vault_token",
    )


def jwt_header(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f"2026-05-22T10:12:03.114Z WARN  auth.middleware - rejected request path=/api/orders "
        f'authorization="Bearer {tok}" reason=expired',
        [tok],
        "jwt",
    )


def jwt_exception(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f'jwt.exceptions.ExpiredSignatureError: Signature has expired\n  File "/app/auth.py", line 31, in verify\n'
        f"    claims = jwt.decode(token, key, algorithms=['HS256'])  # token={tok}",
        [tok],
        "jwt",
    )


def jwt_cookie(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f"< HTTP/1.1 302 Found\n< Location: /login\n< Set-Cookie: access_token={tok}; Path=/; HttpOnly; Secure; "
        "SameSite=Lax",
        [tok],
        "jwt",
    )


def kubeconfig(f: Fake) -> Entry:
    tok = f.jwt()
    key = f.b64(f.rng.randint(600, 900))
    text = (
        "error: You must be logged in to the server (Unauthorized)\n$ kubectl config view --raw\n"
        "users:\n- name: ci\n  user:\n"
        f"    client-certificate-data: {f.b64(300)}\n    client-key-data: {key}\n    token: {tok}"
    )
    return text, [key, tok], "private_key"


def kubectl_secret_yaml(f: Fake) -> Entry:
    pw = base64.b64encode(f.password().encode()).decode()
    tok = base64.b64encode(f.opaque(32).encode()).decode()
    return (
        f"$ kubectl get secret db-credentials -o yaml\napiVersion: v1\ndata:\n  password: {pw}\n"
        f"  username: {base64.b64encode(b'app').decode()}\n  api-token: {tok}\nkind: Secret\nmetadata:\n"
        "  name: db-credentials\n  namespace: prod\ntype: Opaque",
        [pw, tok],
        "password",
    )


def k8s_env_yaml(f: Fake) -> Entry:
    pw = f.password()
    return (
        'Error from server (BadRequest): error when creating "deploy.yaml": Deployment in version "v1" cannot '
        "be handled\n"
        "        env:\n        - name: DATABASE_HOST\n          value: postgres.prod.svc\n"
        f'        - name: DATABASE_PASSWORD\n          value: "{pw}"',
        [pw],
        "password",
    )


def ecs_env_json(f: Fake) -> Entry:
    tok = f.opaque(40)
    return (
        "An error occurred (ClientException) when calling the RegisterTaskDefinition operation: Invalid setting\n"
        '"environment": [{"name": "LOG_LEVEL", "value": "info"}, {"name": "PAYMENTS_API_TOKEN", "value": '
        f'"{tok}"}}]',
        [tok],
        "token",
    )


def docker_inspect_env(f: Fake) -> Entry:
    tok, pw = f.opaque(40), f.password()
    return (
        '$ docker inspect api-1 --format "{{json .Config.Env}}"\n'
        f'["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","LANG=C.UTF-8",'
        f'"PYTHON_VERSION=3.12.3","API_TOKEN={tok}","DB_PASSWORD={pw}","WORKERS=4"]',
        [tok, pw],
        "token",
    )


def docker_run_e(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"$ docker run -d -e POSTGRES_USER=app -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16\n"
        "docker: Error response from daemon: driver failed programming external connectivity: "
        "Bind for 0.0.0.0:5432 failed: port is already allocated.",
        [pw],
        "password",
    )


def docker_login(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"$ docker login -u deploy -p {pw} registry.acme.dev\nWARNING! Using --password via the CLI is insecure. "
        'Use --password-stdin.\nError response from daemon: Get "https://registry.acme.dev/v2/": unauthorized',
        [pw],
        "password",
    )


def compose_yaml(f: Fake) -> Entry:
    pw, key = f.password(), f.opaque(50, ALNUM + "!@#%^*(-_=+)")
    return (
        "ERROR: for web  Cannot start service web: driver failed\n$ cat docker-compose.yml\nservices:\n  db:\n"
        f"    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}\n  web:\n    environment:\n"
        f"      - DJANGO_SECRET_KEY={key}",
        [pw, key],
        "password",
    )


def dotenv(f: Fake) -> Entry:
    pw, secret, tok = quote(f.password()), f.opaque(50, ALNUM), f.github()
    return (
        f"$ cat .env\nDEBUG=false\nDATABASE_URL=postgres://app:{pw}@db:5432/app\nSECRET_KEY={secret}\n"
        f"GITHUB_TOKEN={tok}\nALLOWED_HOSTS=localhost,127.0.0.1",
        [pw, secret, tok],
        "secret",
    )


def env_dump_highentropy(f: Fake) -> Entry:
    name = f.pick(["SIGNING_SALT", "FERNET_MASTER", "APP_SEED", "DEPLOY_HOOK_SIG", "SESSION_ENC", "WEBHOOK_SIGNING",
                   "COOKIE_SIGNER", "LICENSE_BLOB", "SENTRY_INGEST", "MIXPANEL_PROJECT_SK"])  # fmt: skip
    value = f.opaque(f.pick([24, 32, 40, 44, 64]), f.pick([ALNUM, B64, ALNUM]))
    prefix = f.pick(["export ", "", "declare -x "])
    return (
        f"$ env | sort\nHOME=/home/runner\nHOSTNAME=runner-7f9c\nLANG=C.UTF-8\n{prefix}{name}={value}\n"
        "PATH=/usr/local/bin:/usr/bin:/bin\nPWD=/home/runner/work/app\nSHLVL=1",
        [value],
        "high_entropy",
    )


def printenv_secret_names(f: Fake) -> Entry:
    name, kind = f.pick([("CI_JOB_TOKEN", "token"), ("ACTIONS_RUNTIME_TOKEN", "token"), ("SECRET_KEY_BASE", "secret"),
                         ("DD_API_KEY", "api_key"), ("MAILGUN_API_KEY", "api_key"), ("REDIS_PASSWORD", "password"),
                         ("ENCRYPTION_KEY", "api_key"), ("OIDC_CLIENT_SECRET", "secret"), ("GITHUB_TOKEN_RO", "token"),
                         ("DB_PASS", "password")])  # fmt: skip
    value = f.pick([f.opaque(32, HEX), f.opaque(40), f.password(), f.opaque(64, HEX)])
    return (
        f"$ printenv\nCI=true\nCI_PIPELINE_ID={f.rng.randint(10**8, 10**9)}\n{name}={value}\n"
        f"CI_COMMIT_SHA={f.sha()}\nCI_PROJECT_PATH=acme/api",
        [value],
        kind,
    )


def settings_repr(f: Fake) -> Entry:
    key, pw = f.opaque(50, ALNUM), f.password()
    return (
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nredis_url\n"
        f"  Input should be a valid URL [type=url_parsing, input_value='cache:6379']\n"
        f"Settings(debug=False, secret_key='{key}', database_password='{pw}', redis_url='cache:6379')",
        [key, pw],
        "secret",
    )


def traceback_locals(f: Fake) -> Entry:
    pw = f.password()
    return (
        "    def connect(self):\n>       return smtplib.SMTP_SSL(self.host).login(self.user, self.password)\n"
        f"E       smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.')\n\n"
        f"self       = <Mailer host='smtp.gmail.com' user='alerts@acme.io'>\npassword   = '{pw}'",
        [pw],
        "password",
    )


def config_dict_log(f: Fake) -> Entry:
    sec, tok = f.opaque(40, URLSAFE), f.opaque(64, URLSAFE)
    return (
        f"ERROR oauth.client: token refresh failed: invalid_client config={{'client_id': 'web-app', "
        f"'client_secret': '{sec}', 'refresh_token': '{tok}', 'scope': 'openid profile'}}",
        [sec, tok],
        "secret",
    )


def json_escaped(f: Fake) -> Entry:
    pw, tok = f.password(), f.opaque(36)
    return (
        f'{{"level":"error","msg":"upstream rejected request","body":"{{\\"username\\":\\"svc\\",'
        f'\\"password\\":\\"{pw}\\",\\"otp\\":\\"123456\\"}}","headers":"{{\\"x-api-key\\":\\"{tok}\\"}}"}}',
        [pw, tok],
        "password",
    )


def cli_flags(f: Fake) -> Entry:
    pw = f.password()
    cmd = f.pick(
        [
            f"mysqldump --user=root --password={pw} --single-transaction shop > shop.sql",
            f"mysql -h db -u root -p'{pw}' shop -e 'SELECT 1'",
            f'pg_dump "--dbname=postgresql://app:{quote(pw)}@db/app" -Fc -f app.dump',
            f"redis-cli -h cache.internal --pass {pw} PING",
            f"sshpass -p '{pw}' ssh deploy@10.0.0.5 uptime",
            f"curl -u admin:{pw} https://jenkins.acme.dev/api/json",
            f"vault login -method=userpass username=ops password={pw}",
            f"openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:{pw}",
            f"keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass {pw} "
            "-destkeystore app.jks",
        ]
    )
    secret = quote(pw) if "pg_dump" in cmd else pw
    return f"$ {cmd}\nerror: exit status 1", [secret], "password"


def mysql_bare_p(f: Fake) -> Entry:
    pw = f.s(ALNUM, 14)
    return (
        f"$ mysql -uroot -p{pw} -h 127.0.0.1 shop < schema.sql\nmysql: [Warning] Using a password on the command "
        "line interface can be insecure.\nERROR 1045 (28000): Access denied for user 'root'@'172.17.0.1' (using "
        "password: YES)",
        [pw],
        "password",
    )


def netrc(f: Fake) -> Entry:
    tok = f.opaque(40, HEX)
    return (
        f"$ cat ~/.netrc\nmachine api.heroku.com\n  login ops@acme.io\n  password {tok}\nmachine git.heroku.com "
        f"login ops@acme.io password {tok}",
        [tok],
        "password",
    )


def maven_settings(f: Fake) -> Entry:
    pw = f.password()
    return (
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy: 401 Unauthorized\n"
        f"<server>\n  <id>acme-releases</id>\n  <username>deployer</username>\n  <password>{pw}</password>\n</server>",
        [pw],
        "password",
    )


def yaml_config(f: Fake) -> Entry:
    pw, tok = f.password(), f.opaque(40)
    return (
        'yaml.scanner.ScannerError: mapping values are not allowed here\n  in "config.yml", line 9, column 12\n'
        f"database:\n  host: db.internal\n  user: app\n  password: {pw}\nsentry:\n  auth_token: {tok}\n",
        [pw, tok],
        "password",
    )


def ruby_go_php(f: Fake) -> Entry:
    pw = f.password()
    line = f.pick([f"  password => '{pw}',", f"\tpassword := \"{pw}\"", f"    'password' => '{pw}',",
                   f"  :password => \"{pw}\","])  # fmt: skip
    return f"ActiveRecord::ConnectionNotEstablished: connection refused\n{line}", [pw], "password"


def cookie_request(f: Fake) -> Entry:
    sid, csrf = f.opaque(32, string.ascii_lowercase + string.digits), f.opaque(32)
    return (
        f"> GET /dashboard HTTP/1.1\n> Host: app.acme.io\n> Cookie: sessionid={sid}; csrftoken={csrf}\n"
        "< HTTP/1.1 500 Internal Server Error",
        [sid, csrf],
        "cookie",
    )


def set_cookie(f: Fake) -> Entry:
    sid = f.b64(24).rstrip("=")
    return (
        f"< HTTP/2 200\n< set-cookie: __Host-session={sid}; Path=/; Secure; HttpOnly; SameSite=Strict\n"
        "< content-length: 0",
        [sid],
        "cookie",
    )


def openai_sdk(f: Fake) -> Entry:
    key = f.openai()
    form = f.pick([f'OpenAI(api_key="{key}")', f"export OPENAI_API_KEY={key}", f"openai.api_key = '{key}'"])
    return (
        f'openai.APIConnectionError: Connection error.\n  File "agent.py", line 3, in <module>\n    {form}',
        [key],
        "openai_key",
    )


def anthropic_sdk(f: Fake) -> Entry:
    key = f.anthropic()
    return (
        "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': "
        "'authentication_error', "
        f"'message': 'invalid x-api-key'}}}}\nrequest headers: x-api-key: {key}\nanthropic-version: 2023-06-01",
        [key],
        "anthropic_key",
    )


def ci_log_mixed(f: Fake) -> Entry:
    tok, npm = f.github(), f.npm()
    return (
        f"2026-05-22T09:14:55.123Z ##[group]Run actions/checkout@v4\n2026-05-22T09:14:55.124Z with:\n"
        f"2026-05-22T09:14:55.124Z   token: {tok}\n2026-05-22T09:15:02.001Z ##[error]npm publish failed: "
        f"NODE_AUTH_TOKEN={npm} E403 Forbidden",
        [tok, npm],
        "github_token",
    )


MISC_PROVIDERS: tuple[tuple[str, Callable[[Fake], str]], ...] = (
    ("shopify_token", lambda f: "shpat_" + f.sha(32)),
    ("digitalocean_token", lambda f: "dop_v1_" + f.sha(64)),
    ("databricks_token", lambda f: "dapi" + f.sha(32)),
    ("linear_key", lambda f: "lin_api_" + f.s(ALNUM, 40)),
    ("postman_key", lambda f: f"PMAK-{f.sha(24)}-{f.sha(34)}"),
    ("grafana_token", lambda f: f"glsa_{f.s(ALNUM, 32)}_{f.sha(8)}"),
    ("newrelic_key", lambda f: "NRAK-" + f.s(UPPER_DIGITS, 27)),
    ("sentry_token", lambda f: "sntrys_" + f.s(URLSAFE, 120)),
    ("doppler_token", lambda f: "dp.st.prod." + f.s(ALNUM, 43)),
    ("age_secret_key", lambda f: "AGE-SECRET-KEY-1" + f.s("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    ("telegram_bot_token", lambda f: f"{f.rng.randint(10**8, 10**9)}:AA{f.s(URLSAFE, 33)}"),
    ("atlassian_token", lambda f: "ATATT3xFfGF0" + f.s(URLSAFE, 170) + "=" + f.sha(8).upper()),
    ("pulumi_token", lambda f: "pul-" + f.sha(40)),
    ("google_client_secret", lambda f: "GOCSPX-" + f.s(URLSAFE, 28)),
)


def misc_providers(f: Fake) -> Entry:
    kind, make = MISC_PROVIDERS[f.turn % len(MISC_PROVIDERS)]  # round robin: every provider appears
    f.turn += 1
    tok = make(f)
    vendor = kind.split("_")[0]
    text = f.pick(
        [
            f"ERROR deploy step failed (exit 22): provider rejected credentials [{vendor}] using {tok} after 3 retries",
            f"$ {vendor}-cli login --non-interactive {tok}\nerror: 401 Unauthorized",
            f'{{"provider": "{vendor}", "credential": "{tok}", "error": "unauthorized"}}',
            f"WARN config loaded from env: {vendor.upper()}_CREDENTIAL={tok}; upstream answered 403",
        ]
    )
    return text, [tok], kind


def lombok_tostring(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"2026-05-22 10:12:03.114 ERROR 1 --- [nio-8080-exec-3] c.a.b.UserService : save failed for "
        f"User(id=4821, email=dana@acme.io, password={pw}, roles=[ADMIN])",
        [pw],
        "password",
    )


def kafka_jaas(f: Fake) -> Entry:
    pw = f.password()
    return (
        "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed: Invalid username or "
        "password\n"
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        f'username="orders-svc" password="{pw}";',
        [pw],
        "password",
    )


def spring_properties(f: Fake) -> Entry:
    pw, sec = f.password(), f.opaque(40, URLSAFE)
    return (
        "APPLICATION FAILED TO START\n\nDescription:\nFailed to configure a DataSource.\n\n"
        f"spring.datasource.url=jdbc:postgresql://db:5432/shop\nspring.datasource.password={pw}\n"
        f"spring.security.oauth2.client.registration.github.client-secret={sec}",
        [pw, sec],
        "password",
    )


def git_credential_fill(f: Fake) -> Entry:
    tok = f.github()
    return (
        f"$ git credential fill <<< $'protocol=https\\nhost=github.com'\nprotocol=https\nhost=github.com\n"
        f"username=ci-bot\npassword={tok}\nremote: Write access to repository not granted.",
        [tok],
        "github_token",
    )


def pypirc(f: Fake) -> Entry:
    tok = f.pypi()
    return (
        f"$ cat ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}\n"
        "HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/\nInvalid or non-existent authentication "
        "information.",
        [tok],
        "pypi_token",
    )


def git_credentials_file(f: Fake) -> Entry:
    pw = quote(f.password())
    return (
        f"$ cat ~/.git-credentials\nhttps://jdoe:{pw}@bitbucket.org\nfatal: Authentication failed for "
        "'https://bitbucket.org/acme/infra.git/'",
        [pw],
        "password",
    )


def docker_config_json(f: Fake) -> Entry:
    auth = base64.b64encode(f"ci-bot:{f.github()}".encode()).decode()
    return (
        'Error response from daemon: Head "https://ghcr.io/v2/acme/api/manifests/1.4.2": denied\n$ cat '
        "~/.docker/config.json\n"
        f'{{\n\t"auths": {{\n\t\t"ghcr.io": {{\n\t\t\t"auth": "{auth}"\n\t\t}}\n\t}}\n}}',
        [auth],
        "token",
    )


def flask_secret(f: Fake) -> Entry:
    key = f.opaque(48, URLSAFE)
    return (
        f"  File \"/srv/app/__init__.py\", line 12, in create_app\n    app.secret_key = '{key}'\n"
        "RuntimeError: The session is unavailable because no secret key was set.",
        [key],
        "secret",
    )


def sentry_dsn(f: Fake) -> Entry:
    key = f.sha(32)
    return (
        f"sentry_sdk.errors: BadDsn: invalid project id in "
        f"SENTRY_DSN=https://{key}@o{f.rng.randint(10**5, 10**6)}.ingest.sentry.io/{f.rng.randint(10**6, 10**7)}x",
        [key],
        "token",
    )


def telegram_bot_url(f: Fake) -> Entry:
    tok = f"{f.rng.randint(10**9, 7 * 10**9)}:AA{f.s(URLSAFE, 33)}"
    return (
        f"telegram.error.InvalidToken: Not Found\nPOST https://api.telegram.org/bot{tok}/sendMessage -> 404",
        [tok],
        "telegram_bot_token",
    )


def oauth_form_body(f: Fake) -> Entry:
    sec = f.opaque(40, URLSAFE)
    return (
        "POST /oauth2/token HTTP/1.1\nHost: login.acme.io\nContent-Type: application/x-www-form-urlencoded\n\n"
        f"grant_type=client_credentials&client_id=reporting&client_secret={sec}&scope=reports.read\n"
        'HTTP/1.1 401 Unauthorized\n{"error":"invalid_client"}',
        [sec],
        "secret",
    )


def websocket_token(f: Fake) -> Entry:
    tok = f.opaque(40, URLSAFE)
    return (
        f"websockets.exceptions.InvalidStatusCode: server rejected WebSocket connection: HTTP 403 "
        f"(wss://stream.acme.io/v1/ws?access_token={tok})",
        [tok],
        "token",
    )


def curl_data(f: Fake) -> Entry:
    pw = f.password()
    form = f.pick(
        [
            f'curl -s -X POST https://auth.acme.io/login -d \'{{"username":"ops","password":"{pw}"}}\'',
            f"curl -s -X POST https://auth.acme.io/login -d 'username=ops&password={pw}'",
            f"wget --user=ops --password={pw} https://files.acme.io/export.tgz",
            f'mongosh "mongodb://mongo.internal:27017/admin" --username root --password {pw}',
        ]
    )
    return f'$ {form}\n{{"error": "invalid credentials"}}', [pw], "password"


def kubectl_literal(f: Fake) -> Entry:
    pw, tok = f.password(), f.opaque(32)
    return (
        f"$ kubectl create secret generic app-secrets --from-literal=db-password={pw} --from-literal=api-token={tok}\n"
        'error: failed to create secret secrets "app-secrets" already exists',
        [pw, tok],
        "password",
    )


def helm_set(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"$ helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={pw} --set auth.database=app\n"
        "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress",
        [pw],
        "password",
    )


def tfstate(f: Fake) -> Entry:
    pw = f.password()
    return (
        "Error: Error acquiring the state lock\n$ jq '.resources[0].instances[0].attributes' terraform.tfstate\n"
        f'{{\n  "address": "acme-db.cluster-abc.eu-west-1.rds.amazonaws.com",\n  "master_password": "{pw}",\n'
        '  "master_username": "root",\n  "port": 5432\n}',
        [pw],
        "password",
    )


def pgp_block(f: Fake) -> Entry:
    body = "\n".join(f.s(B64, 64) for _ in range(f.rng.randint(4, 9)))
    block = (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQdGBF"
        + f.s(B64, 58)
        + "\n"
        + body
        + "\n="
        + f.s(B64, 4)
        + "\n-----END PGP PRIVATE KEY BLOCK-----"
    )
    return (
        f"$ gpg --export-secret-keys --armor release@acme.io\n{block}\ngpg: signing failed: Inappropriate ioctl "
        "for device",
        [block],
        "private_key",
    )


def env_ssh_key(f: Fake) -> Entry:
    pem = f.pem("OPENSSH PRIVATE KEY", lines=6)
    return (
        f'$ printenv SSH_PRIVATE_KEY\n{pem}\nLoad key "/tmp/key": error in libcrypto',
        [pem],
        "private_key",
    )


def supabase_env(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f"NEXT_PUBLIC_SUPABASE_URL=https://abcdefghijklmnop.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={tok}\n"
        "Error: Invalid API key",
        [tok],
        "jwt",
    )


def azure_token_json(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f'$ az account get-access-token\n{{\n  "accessToken": "{tok}",\n  "expiresOn": "2026-05-22 11:12:03.000000",\n'
        f'  "subscription": "{f.uuid()}",\n  "tokenType": "Bearer"\n}}',
        [tok],
        "jwt",
    )


def agent_tool_error(f: Fake) -> Entry:
    tok, kind = f.pick(
        [(f.opaque(40), "authorization"), (f.github(), "github_token"), (f.anthropic(), "anthropic_key")]
    )
    return (
        f"Tool 'http_request' failed: 401 Unauthorized for POST https://api.acme.io/v1/deploy with params "
        f'{{"method": "POST", "headers": {{"Authorization": "Bearer {tok}", "Content-Type": "application/json"}}, '
        f'"body": {{"service": "api", "version": "1.4.2"}}}}',
        [tok],
        kind,
    )


def terraform_cloud_token(f: Fake) -> Entry:
    tok = f"{f.s(ALNUM, 14)}.atlasv1.{f.s(URLSAFE, 67)}"
    return (
        f"export TF_TOKEN_app_terraform_io={tok}\n"
        "Error: Failed to request discoverable service: required token could not be found",
        [tok],
        "terraform_token",
    )


def elastic_env(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"elasticsearch.AuthenticationException: AuthenticationException(401, 'security_exception')\n"
        f"ELASTIC_PASSWORD={pw}\nELASTICSEARCH_HOSTS=https://es01:9200",
        [pw],
        "password",
    )


def smtp_url(f: Fake) -> Entry:
    pw = quote(f.password())
    scheme = f.pick(["smtp", "smtps", "ftp", "sftp", "amqps", "mysql", "mssql"])
    return (
        f"ConnectionRefusedError: [Errno 111] Connection refused while connecting to "
        f"{scheme}://mailer:{pw}@mail.acme.io:587",
        [pw],
        "password",
    )


# Written after the rules were frozen and run blind once (see docs/redaction.md), then kept.


def django_settings(f: Fake) -> Entry:
    pw = f.password()
    return (
        "django.db.utils.OperationalError: connection to server failed\nDATABASES = {'default': "
        f"{{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'shop', 'USER': 'app', 'PASSWORD': '{pw}', "
        "'HOST': 'db'}}",
        [pw],
        "password",
    )


def git_insteadof(f: Fake) -> Entry:
    tok = f.github()
    return (
        "Error: Process completed with exit code 128.\n  git config --global "
        f'url."https://{tok}:x-oauth-basic@github.com/".insteadOf "https://github.com/"',
        [tok],
        "github_token",
    )


def laravel_env(f: Fake) -> Entry:
    key = f.s(ALNUM, 40)
    return (
        "[2026-05-22 10:00:01] production.ERROR: cURL error 401 for "
        f"https://api.mailgun.net/v3/mg.acme.io/messages\nMAILGUN_SECRET={key}\nMAIL_MAILER=mailgun",
        [key],
        "secret",
    )


def java_keystore_flag(f: Fake) -> Entry:
    pw = f.password()
    return (
        'Exception in thread "main" java.lang.IllegalStateException: keystore load failed\n  '
        f"-Djavax.net.ssl.keyStorePassword={pw} -Djavax.net.ssl.keyStore=/etc/ssl/app.jks",
        [pw],
        "password",
    )


def logfmt_robot_token(f: Fake) -> Entry:
    tok = f.opaque(40, URLSAFE)
    return (
        'time="2026-05-22T10:00:00Z" level=error msg="registry auth failed" registry=harbor.acme.io '
        f"robot_token={tok} repo=api",
        [tok],
        "token",
    )


def mysql_cnf(f: Fake) -> Entry:
    pw = f.password()
    return (
        f'ERROR 1045 (28000): Access denied\n[client]\nuser=root\npassword="{pw}"\nhost=127.0.0.1',
        [pw],
        "password",
    )


def anthropic_client(f: Fake) -> Entry:
    key = f.anthropic()
    return (
        '  File "agent.py", line 12, in <module>\n    client = '
        f'anthropic.Anthropic(api_key="{key}")\nanthropic.APIStatusError: overloaded',
        [key],
        "anthropic_key",
    )


def slack_env_inline(f: Fake) -> Entry:
    tok = f.slack()
    return (f"slack: posting to #alerts failed: not_authed (SLACK_BOT_TOKEN={tok})", [tok], "slack_token")


def json_signing_secret(f: Fake) -> Entry:
    sec = f.s(ALNUM, 32)
    return (
        '{"level":"error","msg":"webhook signature '
        f'mismatch","config":{{"signingSecret":"{sec}","path":"/hooks/github"}}}}',
        [sec],
        "secret",
    )


def amqps_url(f: Fake) -> Entry:
    pw = quote(f.password())
    return (
        "pika.exceptions.ProbableAuthenticationError: ConnectionClosedByBroker: (403) "
        f"'ACCESS_REFUSED'\nparams = pika.URLParameters('amqps://orders:{pw}@b-1234.mq.eu-west-1.amazonaws.com:5671/%2F')",
        [pw],
        "password",
    )


def boto3_client_kwargs(f: Fake) -> Entry:
    kid, sec = f.aws_id(), f.aws_secret()
    return (
        f"boto3.client('s3', aws_access_key_id='{kid}', "
        f"aws_secret_access_key='{sec}')\nbotocore.exceptions.ClientError: An error occurred "
        "(403)",
        [kid, sec],
        "aws_secret_key",
    )


def spring_jwt_log(f: Fake) -> Entry:
    tok = f.jwt()
    return (
        f"WARN  [http-nio-8080-exec-7] o.s.s.o.s.r.w.BearerTokenAuthenticationFilter : token={tok} "
        "rejected: Jwt expired at 2026-05-22T09:59:00Z",
        [tok],
        "jwt",
    )


def psql_conninfo_quoted(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"$ psql \"host=db.internal port=5432 dbname=app user=app password='{pw}' "
        'sslmode=verify-full"\npsql: error: server certificate for "db.internal" does not match host '
        "name",
        [pw],
        "password",
    )


def cloudflare_env(f: Fake) -> Entry:
    tok = f.opaque(64, HEX)
    return (
        f"Error: POST https://api.cloudflare.com/client/v4/zones: 403 Forbidden\nCLOUDFLARE_API_TOKEN={tok}",
        [tok],
        "token",
    )


def redis_cli_quoted(f: Fake) -> Entry:
    pw = f.password()
    return (
        f"redis-cli -h cache.internal -p 6379 -a '{pw}' --no-auth-warning PING\n(error) WRONGPASS invalid "
        "username-password pair",
        [pw],
        "password",
    )


def azure_openai_header(f: Fake) -> Entry:
    key = f.s(ALNUM, 32)
    return (
        f"openai.BadRequestError: ... azure_endpoint='https://acme.openai.azure.com/', headers={{'api-key': '{key}'}}",
        [key],
        "api_key",
    )


def x_auth_token_header(f: Fake) -> Entry:
    tok = f.b64(48)
    return (f'X-Auth-Token: {tok}\nHTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="swift"', [tok], "token")


def ansible_vars(f: Fake) -> Entry:
    pw = f.password()
    return (
        f'ansible_become_pass: {pw}\nansible_user: deploy\nfatal: [db-1]: FAILED! => {{"msg": "Incorrect '
        'sudo password"}',
        [pw],
        "password",
    )


def heroku_config(f: Fake) -> Entry:
    value, pw = f.opaque(f.pick([32, 44]), f.pick([ALNUM, B64])), quote(f.password())
    return (
        "$ heroku config\n=== acme-api Config Vars\nDATABASE_URL:  "
        f"postgres://app:{pw}@db.internal/shop\nSIGNING_SALT:  {value}\nWEB_CONCURRENCY: "
        "2",
        [pw, value],
        "high_entropy",
    )


def gitconfig_credential(f: Fake) -> Entry:
    pw = f.password()
    return (
        "fatal: could not read Username for 'https://git.acme.io': No such device or address\n  "
        f'[credential "https://git.acme.io"]\n    username = ci\n    password = {pw}',
        [pw],
        "password",
    )


POSITIVES: list[tuple[Template, int]] = [
    (git_push_token, 10), (git_clone_token_user, 4), (gitlab_clone, 5), (git_remote_v, 3), (gh_env, 4),
    (curl_bearer, 9), (curl_verbose, 5), (basic_auth_header, 5), (requests_headers_apikey, 5), (query_api_key, 6),
    (access_log_token, 4), (google_maps_key, 4), (firebase_config, 3), (google_oauth, 3), (gcp_service_account, 5),
    (pem_in_log, 8), (pem_truncated, 3), (aws_credentials_file, 5), (aws_env, 6), (aws_sts_json, 3),
    (terraform_aws, 4), (boto_presigned, 3), (azure_conn, 4), (azure_sas, 3), (azure_sp_login, 3), (servicebus, 3),
    (psql_dsn_url, 8), (psql_dsn_kv, 5), (mongo_uri, 4), (redis_url, 4), (amqp_url, 3), (jdbc, 4), (dotnet_conn, 5),
    (proxy_env, 4), (pip_index, 4), (twine_upload, 3), (npmrc, 5), (slack_token, 5), (slack_webhook, 4),
    (discord_webhook, 3), (stripe_key, 6), (stripe_webhook, 3), (sendgrid, 4), (twilio, 3), (huggingface, 5),
    (vault, 3), (jwt_header, 5), (jwt_exception, 4), (jwt_cookie, 3), (kubeconfig, 3), (kubectl_secret_yaml, 4),
    (k8s_env_yaml, 4), (ecs_env_json, 3), (docker_inspect_env, 4), (docker_run_e, 4), (docker_login, 3),
    (compose_yaml, 3), (dotenv, 5), (env_dump_highentropy, 12), (printenv_secret_names, 10), (settings_repr, 4),
    (traceback_locals, 4), (config_dict_log, 4), (json_escaped, 4), (cli_flags, 16), (mysql_bare_p, 3), (netrc, 3),
    (maven_settings, 3), (yaml_config, 4), (ruby_go_php, 4), (cookie_request, 3), (set_cookie, 3), (openai_sdk, 6),
    (anthropic_sdk, 4), (ci_log_mixed, 4), (misc_providers, 20),
    (lombok_tostring, 4), (kafka_jaas, 3), (spring_properties, 3), (git_credential_fill, 3), (pypirc, 3),
    (git_credentials_file, 3), (docker_config_json, 3), (flask_secret, 3), (sentry_dsn, 3), (telegram_bot_url, 3),
    (oauth_form_body, 3), (websocket_token, 3), (curl_data, 6), (kubectl_literal, 3), (helm_set, 3), (tfstate, 3),
    (pgp_block, 3), (env_ssh_key, 2), (supabase_env, 2), (azure_token_json, 2), (agent_tool_error, 5),
    (terraform_cloud_token, 2), (elastic_env, 3), (smtp_url, 5),
    (django_settings, 3), (git_insteadof, 3), (laravel_env, 3), (java_keystore_flag, 3), (logfmt_robot_token, 3),
    (mysql_cnf, 3), (anthropic_client, 3), (slack_env_inline, 3), (json_signing_secret, 3), (amqps_url, 3),
    (boto3_client_kwargs, 3), (spring_jwt_log, 3), (psql_conninfo_quoted, 3), (cloudflare_env, 3),
    (redis_cli_quoted, 3), (azure_openai_header, 3), (x_auth_token_header, 3), (ansible_vars, 3), (heroku_config, 3),
    (gitconfig_credential, 3),
]  # fmt: skip


# -- negatives ------------------------------------------------------------------------------------


def n_git_log(f: Fake) -> Entry:
    sha = f.sha()
    return (
        f"commit {sha}\nMerge: {sha[:7]} {f.sha(7)}\nAuthor: Alice Example <alice@example.com>\n"
        "Date:   Fri May 22 10:12:03 2026 +0200\n\n    Fix token refresh when the password changes",
        [],
        "commit_sha",
    )


def n_git_errors(f: Fake) -> Entry:
    sha = f.sha()
    return f.pick(
        [
            (f"fatal: reference is not a tree: {sha}", [], "commit_sha"),
            (f"HEAD is now at {sha[: f.rng.randint(7, 12)]} Rotate the API token on deploy", [], "commit_sha"),
            (f"error: commit={sha} build={f.rng.randint(100, 9999)} status=failed stage=test", [], "commit_sha"),
            (
                f"GITHUB_SHA={sha}\nGITHUB_REF=refs/heads/main\nGITHUB_RUN_ID={f.rng.randint(10**9, 10**10)}",
                [],
                "commit_sha",
            ),
            (
                f"error: Your local changes would be overwritten by checkout of {sha[:10]}..{f.sha(10)}",
                [],
                "commit_sha",
            ),
            (
                f"remote: Resolving deltas: 100% (42/42), done.\n   {f.sha(7)}..{f.sha(7)}  main -> main",
                [],
                "commit_sha",
            ),
        ]
    )


def n_uuids(f: Fake) -> Entry:
    u = f.uuid()
    return f.pick(
        [
            (f'ERROR request_id={u} trace_id={f.sha(32)} span_id={f.sha(16)} msg="upstream timeout"', [], "uuid"),
            (
                f"botocore.errorfactory.ResourceNotFoundException: An error occurred (ResourceNotFoundException) "
                f"when calling the GetSecretValue operation: Secrets Manager can't find the specified secret. "
                f"RequestId: {u}",
                [],
                "uuid",
            ),
            (
                f'{{"id": "{u}", "status": "failed", "error": "invalid token format", "tenant_id": "{f.uuid()}"}}',
                [],
                "uuid",
            ),
            (f"AZURE_CLIENT_ID={u}\nAZURE_TENANT_ID={f.uuid()}\nAZURE_SUBSCRIPTION_ID={f.uuid()}", [], "uuid"),
            (f"traceparent: 00-{f.sha(32)}-{f.sha(16)}-01\nx-request-id: {u}", [], "uuid"),
        ]
    )


def n_digests(f: Fake) -> Entry:
    d = f.sha(64)
    return f.pick(
        [
            (f"Digest: sha256:{d}\nStatus: Downloaded newer image for python:3.12-slim", [], "digest"),
            (f"ERROR: failed to solve: python@sha256:{d}: not found", [], "digest"),
            (
                f"ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n    requests==2.31.0 from "
                "https://files.pythonhosted.org/packages/requests-2.31.0-py3-none-any.whl:\n        Expected "
                f"sha256 {d}\n"
                f"             Got        {f.sha(64)}",
                [],
                "digest",
            ),
            (
                f"IMAGE_DIGEST=sha256:{d}\nPYTHON_SHA256={f.sha(64)}\nGPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D",
                [],
                "digest",
            ),
            (
                f"{d}  dist/oncebitten-0.1.0-py3-none-any.whl\nsha256sum: WARNING: 1 computed checksum did NOT match",
                [],
                "digest",
            ),
            (f'ETag: "{f.sha(32)}"\nx-amz-request-id: {f.s(UPPER_DIGITS, 16)}\nx-amz-id-2: {f.b64(56)}', [], "digest"),
        ]
    )


def n_integrity(f: Fake) -> Entry:
    i = "sha512-" + f.b64(64)
    return f.pick(
        [
            (
                f"npm ERR! code EINTEGRITY\nnpm ERR! sha512-{f.b64(64)} integrity checksum failed when using "
                f"sha512: wanted {i} "
                f"but got sha512-{f.b64(64)}. (4821 bytes)",
                [],
                "integrity_hash",
            ),
            (
                f'    "node_modules/lodash": {{\n      "version": "4.17.21",\n      "resolved": '
                f'"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n      "integrity": "{i}"\n    }}',
                [],
                "integrity_hash",
            ),
            (
                'lodash@^4.17.21:\n  version "4.17.21"\n  resolved '
                f'"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#{f.sha()}"\n'
                f"  integrity {i}",
                [],
                "integrity_hash",
            ),
        ]
    )


def n_base64_payload(f: Fake) -> Entry:
    png = "iVBORw0KGgoAAAANSUhEUgAA" + f.b64(150)
    return f.pick(
        [
            (f"ValueError: image too large: data:image/png;base64,{png}", [], "base64_payload"),
            (
                f'{{"name": "README.md", "encoding": "base64", "content": "{f.b64(120)}", "sha": "{f.sha()}"}}',
                [],
                "base64_payload",
            ),
            (f"binaryData:\n  logo.png: {png}\n  favicon.ico: {f.b64(90)}", [], "base64_payload"),
            (
                f"certificate-authority-data: {'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t' + f.b64(200)}\n    "
                "server: https://10.0.0.1:6443",
                [],
                "base64_payload",
            ),
            (
                f"kafka.errors.CorruptRecordException: record payload={f.b64(96)} offset=18342 partition=3",
                [],
                "base64_payload",
            ),
            (
                f"Received message body (base64): {f.b64(72)}\nError: could not parse JSON at position 0",
                [],
                "base64_payload",
            ),
        ]
    )


def n_paths(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "Error: Cannot find module '/home/runner/work/billing-service/billing-service/node_modules/.pnpm/"
                "@babel+core@7.23.7_supports-color@8.1.1/node_modules/@babel/core/lib/index.js'",
                [],
                "path",
            ),
            (
                "FileNotFoundError: [Errno 2] No such file or directory: '/var/lib/docker/overlay2/"
                f"{f.sha(64)}/merged/app/config/secrets.yaml'",
                [],
                "path",
            ),
            (
                "C:\\Users\\runneradmin\\AppData\\Local\\Temp\\pip-install-8x2k_a9q\\cryptography_4f5e\\src\\rust\\"
                "target\\release\\build\\openssl-sys-7d3c2b1a\\out\\openssl-build\\install\\lib\\libssl.lib: not found",
                [],
                "path",
            ),
            (
                '  File "/usr/local/lib/python3.12/site-packages/keyring/backends/SecretService.py", line 87, in '
                'get_password\n    raise KeyringLocked("Failed to unlock the collection!")',
                [],
                "path",
            ),
            (
                "password_file=/run/secrets/db_password token_path=/var/run/secrets/kubernetes.io/serviceaccount/token",
                [],
                "path",
            ),
            (
                "GOOGLE_APPLICATION_CREDENTIALS=/home/ci/.config/gcloud/application_default_credentials.json\n"
                "SSH_AUTH_SOCK=/tmp/ssh-XXXXq1w2e3/agent.4242",
                [],
                "path",
            ),
            (
                "error: could not lock config file "
                "/home/dev/src/github.com/acme/api/.git/worktrees/fix-token-refresh/config",
                [],
                "path",
            ),
        ]
    )


def n_versions(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "ERROR: Could not find a version that satisfies the requirement tokenizers==0.19.1+cu121 (from "
                "versions: "
                "0.15.2, 0.19.0rc1, 0.19.1)",
                [],
                "version",
            ),
            (
                "npm ERR! peer dep missing: @aws-sdk/client-secrets-manager@^3.552.0, required by "
                "@acme/secret-loader@2.4.0-beta.3",
                [],
                "package_name",
            ),
            (
                "python-keycloak-token-helper 1.2.3 has requirement PyJWT<3,>=2.8.0, but you have pyjwt 2.7.0.",
                [],
                "package_name",
            ),
            (
                "go: github.com/golang-jwt/jwt/v5@v5.2.1: verifying go.mod: checksum mismatch\n\tdownloaded: "
                f"h1:{f.b64(32)}\n\tgo.sum:     h1:{f.b64(32)}",
                [],
                "version",
            ),
            (
                "NODE_VERSION=20.12.2\nYARN_VERSION=1.22.19\nPYTHON_VERSION=3.12.3\nPYTHON_PIP_VERSION=24.0\n"
                "JAVA_VERSION=jdk-17.0.11+9",
                [],
                "version",
            ),
        ]
    )


def n_pytest(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "FAILED tests/test_auth.py::TestLogin::test_password_reset_token_expires[sqlite-utc] - AssertionError",
                [],
                "pytest_node",
            ),
            (
                "FAILED tests/integration/test_tokens.py::test_refresh_token_rotation[secret=none] - KeyError: 'token'",
                [],
                "pytest_node",
            ),
            (
                "ERROR tests/test_api.py::test_api_key_header_is_required - fixture 'api_key' not found",
                [],
                "pytest_node",
            ),
            (
                "tests/test_redact.py::test_password_assignment_is_redacted PASSED                              "
                " [ 42%]",
                [],
                "pytest_node",
            ),
        ]
    )


def n_prose(f: Fake) -> Entry:
    return f.pick(
        [
            (
                'psql: error: connection to server at "10.0.3.17", port 5432 failed: FATAL:  password authentication '
                'failed for user "app"',
                [],
                "prose",
            ),
            ("Failed password for invalid user admin from 203.0.113.54 port 52144 ssh2", [], "prose"),
            ("java.sql.SQLException: Access denied for user 'root'@'172.17.0.1' (using password: YES)", [], "prose"),
            ("Error: invalid token: token expired at 2026-05-22T10:00:00Z", [], "prose"),
            ("401 Unauthorized: The access token expired. Refresh the token and try again.", [], "prose"),
            ('Error from server (NotFound): secrets "api-token" not found', [], "prose"),
            ("SyntaxError: Unexpected token '}' in JSON at position 42", [], "prose"),
            ("SyntaxError: Unexpected token: ':' (1:14)", [], "prose"),
            ("jwt.exceptions.InvalidSignatureError: Signature verification failed", [], "prose"),
            ("Enter passphrase for key '/home/dev/.ssh/id_ed25519': \nPermission denied (publickey).", [], "prose"),
            (
                "remote: Invalid username or password.\nfatal: Authentication failed for "
                "'https://github.com/acme/api.git/'",
                [],
                "prose",
            ),
            ("Password: \nsu: Authentication failure", [], "prose"),
            ("The password you entered is incorrect. Passwords must contain at least 12 characters.", [], "prose"),
            ("warning: secret key rotation skipped: no keys older than 90 days", [], "prose"),
            ("ValueError: token: unexpected end of input while parsing credentials", [], "prose"),
            (
                "openai.RateLimitError: Error code: 429 - You exceeded your current quota; max_tokens=4096 "
                "prompt_tokens=3817",
                [],
                "prose",
            ),
            ("Token usage: 1532 prompt + 208 completion = 1740 total", [], "prose"),
            ("Error: authorization: permission denied for repository acme/api", [], "prose"),
            ("Cookie policy violation: third-party cookies are blocked in this browser", [], "prose"),
            (
                "AccessDeniedException: User: arn:aws:sts::123456789012:assumed-role/deploy/ci is not "
                "authorized to perform: "
                "secretsmanager:GetSecretValue on resource: prod/db/password",
                [],
                "prose",
            ),
            (
                "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the "
                "GetCallerIdentity operation: The security token included in the request is invalid.",
                [],
                "prose",
            ),
            ("error: no basic auth credentials", [], "prose"),
            ("bypass=true compass=north passes=3 tokens=1200 secretary=bob", [], "prose"),
        ]
    )


def n_masked(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_****************************a1b2",
                [],
                "masked",
            ),
            (
                "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: "
                "sk-proj-********************************************Xk3Q. You can find your API key at "
                "https://platform.openai.com/account/api-keys.', 'code': 'invalid_api_key'}}",
                [],
                "masked",
            ),
            ("Looking in indexes: https://pypi.org/simple, https://__token__:****@pypi.acme.dev/simple", [], "masked"),
            (
                "DATABASE_URL=postgres://app:***@db:5432/app\nREDIS_PASSWORD=********\nAPI_TOKEN=[REDACTED]",
                [],
                "masked",
            ),
            (
                "password=<redacted:password> token=<redacted:github_token> Authorization: Bearer "
                "<redacted:authorization>",
                [],
                "masked",
            ),
            ("2026-05-22T09:14:55Z   token: ***\n2026-05-22T09:14:55Z   NODE_AUTH_TOKEN: ***", [], "masked"),
            ('[FILTERED] params: {"user"=>{"email"=>"a@b.c", "password"=>"[FILTERED]"}}', [], "masked"),
        ]
    )


def n_placeholders(f: Fake) -> Entry:
    return f.pick(
        [
            (
                '$ curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user\ncurl: (6) Could '
                "not resolve host",
                [],
                "placeholder",
            ),
            (
                '$ psql "postgresql://app:${DB_PASSWORD}@db:5432/app"\npsql: error: connection refused',
                [],
                "placeholder",
            ),
            ("api_key: <YOUR_API_KEY>\nendpoint: https://api.example.com", [], "placeholder"),
            ('        password: "{{ .Values.postgresql.auth.password }}"', [], "placeholder"),
            (
                'cursor.execute("UPDATE users SET password=%s WHERE id=%s", params)  # token=%(token)s',
                [],
                "placeholder",
            ),
            ("password=None token=null api_key=undefined secret=false", [], "placeholder"),
            (
                "$ gh auth login --with-token < token.txt\nerror validating token: missing required scope 'read:org'",
                [],
                "placeholder",
            ),
            ('echo "$DOCKERHUB_TOKEN" | docker login -u acme --password-stdin\nLogin Succeeded', [], "placeholder"),
            (
                "env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
                [],
                "placeholder",
            ),
            ("password=\nERROR: empty password is not allowed", [], "placeholder"),
        ]
    )


def n_public_keys(f: Fake) -> Entry:
    return f.pick(
        [
            (f'Stripe("pk_live_{f.s(ALNUM, 99)}") failed to load: Stripe.js requires HTTPS', [], "publishable_key"),
            (
                f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{f.b64(24).rstrip('=')} deploy@ci: key not in authorized_keys",
                [],
                "public_key",
            ),
            (
                f"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{f.b64(48)}\n-----END PUBLIC "
                "KEY-----\n"
                "Error: signature verification failed",
                [],
                "public_key",
            ),
            (
                f"-----BEGIN CERTIFICATE-----\nMIID{f.b64(45)}\n{f.b64(48)}\n-----END CERTIFICATE-----\n"
                "x509: certificate has expired or is not yet valid",
                [],
                "certificate",
            ),
            (
                f"TWILIO_ACCOUNT_SID=AC{f.sha(32)}\nTwilioRestException: HTTP 404 error: The requested resource "
                f"/2010-04-01/Accounts/AC{f.sha(32)}/Messages.json was not found",
                [],
                "account_id",
            ),
        ]
    )


def n_memory_and_time(f: Fake) -> Entry:
    return f.pick(
        [
            (
                f"<sqlite3.Connection object at 0x{f.sha(12)}> is not thread-safe; TokenBucket(rate=10) at "
                f"0x{f.sha(12)}",
                [],
                "memory_address",
            ),
            (
                f"Segmentation fault at address 0x0000{f.sha(12)}\n#0  0x00007f{f.sha(10)} in "
                "__memcpy_avx_unaligned ()",
                [],
                "memory_address",
            ),
            (
                "2026-05-22T10:12:03.114512+02:00 ERROR [worker-3] job=reindex attempt=4/5 elapsed=12.034s",
                [],
                "timestamp",
            ),
            (
                f"[{f.rng.randint(10**9, 2 * 10**9)}.{f.rng.randint(100000, 999999)}] kernel: "
                "oom-kill:constraint=CONSTRAINT_MEMCG",
                [],
                "timestamp",
            ),
        ]
    )


def n_env_dump(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "HOSTNAME=api-7c9f6d8b4-qwz8n\nHOME=/root\nKUBERNETES_SERVICE_HOST=10.96.0.1\nKUBERNETES_PORT=tcp://10.96.0.1:443\n"
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\nPWD=/app\nOLDPWD=/",
                [],
                "env_dump",
            ),
            (
                "RUNNER_OS=Linux\nRUNNER_NAME=GitHub Actions 12\nRUNNER_TRACKING_ID=github_"
                f"{f.uuid()}\nImageOS=ubuntu22\nImageVersion=20240107.1.0\nINVOCATION_ID={f.sha(32)}",
                [],
                "env_dump",
            ),
            (
                "NODE_OPTIONS=--max-old-space-size=4096\nJAVA_TOOL_OPTIONS=-XX:+UseContainerSupport -Xmx2g\n"
                "LANG=en_US.UTF-8\nTERM=xterm-256color\nSHELL=/bin/bash",
                [],
                "env_dump",
            ),
            (
                "AWS_REGION=eu-central-1\nAWS_EXECUTION_ENV=AWS_ECS_FARGATE\nECS_CONTAINER_METADATA_URI_V4=http://169.254.170.2/v4/"
                f"{f.sha(32)}-{f.rng.randint(10**9, 10**10)}\nAWS_LAMBDA_FUNCTION_NAME=OrdersApiHandlerFunction",
                [],
                "env_dump",
            ),
            (
                "CI_COMMIT_SHORT_SHA="
                + f.sha(8)
                + "\nCI_PIPELINE_ID=1290345678\nCI_RUNNER_DESCRIPTION=shared-runner-gitlab-org-7\n"
                "CI_PROJECT_PATH=acme/billing-service\nCI_SERVER_URL=https://gitlab.com",
                [],
                "env_dump",
            ),
            (
                "VERCEL_URL=shop-app-git-feature-token-refresh-acme.vercel.app\nVERCEL_GIT_COMMIT_REF=feature/token-refresh\n"
                f"VERCEL_GIT_COMMIT_SHA={f.sha()}",
                [],
                "env_dump",
            ),
            (
                "PASSWORD_MIN_LENGTH=12\nTOKEN_TTL=3600\nAUTH_TYPE=oauth2\nSECRET_NAME=prod/db/credentials\n"
                "TOKEN_URL=https://auth.acme.io/oauth/token\nAPI_KEY_HEADER=X-Api-Key",
                [],
                "env_dump",
            ),
            (
                "EC2_INSTANCE_ID=i-0abcd1234ef567890\nSECURITY_GROUP=sg-0123456789abcdef0\nVPC_ID=vpc-0a1b2c3d4e5f67890\n"
                "SUBNET=subnet-0bb1c79de3e1b2a4f",
                [],
                "env_dump",
            ),
            (
                "BUILD_TAG=jenkins-acme-billing-service-main-1423\nJOB_NAME=acme/billing-service/main\n"
                "NODE_LABELS=linux docker x86_64\nWORKSPACE=/var/jenkins_home/workspace/acme_billing-service_main",
                [],
                "env_dump",
            ),
            (
                "CONDA_DEFAULT_ENV=ThisIsAVeryLongCamelCaseIdentifier\nAPP_NAME=GithubActionsRunnerWorker\n"
                "STACK=Ubuntu2204-AzureBuildAgent-Pool\nCLUSTER=prod-eu-central-1-k8s-cluster",
                [],
                "env_dump",
            ),
        ]
    )


def n_urls(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.acme.io', port=443): Max "
                "retries exceeded "
                "with url: /v1/tokens/refresh?client_id=web-app&grant_type=refresh_token",
                [],
                "url",
            ),
            (
                "ssh: connect to host git@github.com:22: Connection timed out\nfatal: Could not read from "
                "remote repository.",
                [],
                "url",
            ),
            (
                "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.",
                [],
                "url",
            ),
            (
                'Proxy-Connection: keep-alive\nProxy-Authenticate: Basic realm="corp"\nHTTP/1.1 407 Proxy '
                "Authentication Required",
                [],
                "url",
            ),
            (
                'WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The token expired"',
                [],
                "url",
            ),
            (
                "ERROR: failed to push ghcr.io/acme/api:1.4.2-rc.1: unexpected status from HEAD request to "
                "https://ghcr.io/v2/acme/api/blobs/sha256:" + f.sha(64) + ": 403 Forbidden",
                [],
                "url",
            ),
            (
                f"Downloading https://files.pythonhosted.org/packages/{f.sha(2)}/{f.sha(2)}/{f.sha(60)}/cryptography-42.0.5-cp39"
                "-abi3-manylinux_2_28_x86_64.whl (4.6 MB)",
                [],
                "url",
            ),
            (
                "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0 ServerSelectionTimeoutError",
                [],
                "url",
            ),
        ]
    )


def n_k8s(f: Fake) -> Entry:
    return f.pick(
        [
            ('secret/db-credentials created\nconfigmap/app-config unchanged\nsecret "tls-cert" deleted', [], "k8s"),
            (
                "      - name: DATABASE_PASSWORD\n        valueFrom:\n          secretKeyRef:\n            "
                "name: db-credentials\n"
                "            key: password",
                [],
                "k8s",
            ),
            (
                'Warning  Failed  12s  kubelet  Error: secret "registry-token" not found\n  Normal   Pulling  '
                'kubelet  Pulling image "ghcr.io/acme/api:1.4.2"',
                [],
                "k8s",
            ),
            ("imagePullSecrets:\n- name: ghcr-pull-secret\nserviceAccountName: api-runner", [], "k8s"),
        ]
    )


def n_loglines(f: Fake) -> Entry:
    return f.pick(
        [
            (
                f"INFO  [main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat started on port(s): 8080 (http) "
                f"session={f.rng.randint(1000, 9999)} pid={f.rng.randint(1000, 99999)}",
                [],
                "log",
            ),
            ("pam_unix(sshd:session): session opened for user deploy(uid=1001) by (uid=0)", [], "log"),
            (
                "Accepted publickey for deploy from 10.0.0.7 port 50122 ssh2: ED25519 SHA256:" + f.b64(32).rstrip("="),
                [],
                "log",
            ),
            (
                f"2026-05-22 10:12:03,114 WARNING keyring.backend: Keyring backend SecretService unavailable; "
                f"falling back to PlaintextKeyring (key_id={f.sha(16)})",
                [],
                "log",
            ),
            (
                "npm WARN deprecated har-validator@5.1.5: this library is no longer supported\nnpm WARN deprecated "
                "uuid@3.4.0: Please upgrade to version 7 or higher.",
                [],
                "log",
            ),
            (f"[{f.uuid()}] POST /api/v1/sessions 201 12ms user_id=48213 ip=203.0.113.9", [], "log"),
        ]
    )


def n_code_errors(f: Fake) -> Entry:
    return f.pick(
        [
            ("KeyError: 'password'", [], "code"),
            ("TypeError: Client.__init__() missing 1 required positional argument: 'token'", [], "code"),
            ("AttributeError: 'NoneType' object has no attribute 'access_token'", [], "code"),
            ("NameError: name 'api_key' is not defined. Did you mean: 'API_KEY'?", [], "code"),
            (
                "TypeError: Cannot read properties of undefined (reading 'token')\n    at refresh "
                "(/app/src/auth.js:41:27)",
                [],
                "code",
            ),
            ("error[E0425]: cannot find value `api_key` in this scope\n  --> src/client.rs:18:32", [], "code"),
            (
                "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\npassword\n  "
                "Field required "
                "[type=missing, input_value={'username': 'bob'}, input_type=dict]",
                [],
                "code",
            ),
            ("Settings(username='bob', password=SecretStr('**********'), token=SecretStr(''))", [], "code"),
            (
                '  File "/app/db.py", line 14, in connect\n    return psycopg.connect(host=host, user=user, '
                "password=password, "
                "dbname=name)",
                [],
                "code",
            ),
            (
                '  File "/app/llm.py", line 9, in <module>\n    client = '
                "OpenAI(api_key=settings.OPENAI_API_KEY, timeout=30)",
                [],
                "code",
            ),
            ("    token = os.environ[\"GITHUB_TOKEN\"]\nKeyError: 'GITHUB_TOKEN'", [], "code"),
            ("    password=getpass.getpass(prompt='DB password: ')\nEOFError: EOF when reading a line", [], "code"),
            (
                "  File \"/app/auth.py\", line 22, in login\n    session.post(url, data={'user': user, "
                "'password': pw}, "
                "headers={'Authorization': auth_header})",
                [],
                "code",
            ),
            (
                "const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });\n"
                "TypeError: fetch failed",
                [],
                "code",
            ),
            (
                'oauth2: cannot fetch token: 400 Bad Request\nResponse: {"error":"invalid_grant","error_description":'
                '"Bad Request"}',
                [],
                "code",
            ),
            (
                "at org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider"
                ".authenticate(JwtAuthenticationProvider.java:97)",
                [],
                "code",
            ),
            (
                'Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"',
                [],
                "code",
            ),
            ("api_key=os.getenv('WEATHER_API_KEY') returned None; set WEATHER_API_KEY in the environment", [], "code"),
            ("login(username=args.username, password=args.password, token=config.token)", [], "code"),
        ]
    )


def n_infra_output(f: Fake) -> Entry:
    return f.pick(
        [
            (
                '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n'
                '      + password = (sensitive value)\n        id       = "acme-prod"\n    }',
                [],
                "infra",
            ),
            (
                'fatal: [web-1]: FAILED! => {"censored": "the output has been hidden due to the fact that '
                "'no_log: true' "
                'was specified for this result", "changed": false}',
                [],
                "infra",
            ),
            (
                "Warning: Unexpected input(s) 'token-format', valid inputs are ['repository', 'ref', 'token', "
                "'ssh-key']",
                [],
                "infra",
            ),
            ("Masking supported pattern matches of $PASSWORD or $REGISTRY_TOKEN", [], "infra"),
            ('echo "::add-mask::$DEPLOY_TOKEN"\n##[error]Process completed with exit code 1.', [], "infra"),
            (
                f"oid sha256:{f.sha(64)}\nsize {f.rng.randint(1000, 10**7)}\nError downloading object: model.bin: "
                "Smudge error",
                [],
                "infra",
            ),
            (
                "$ aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin "
                "123456789012.dkr.ecr.eu-west-1.amazonaws.com\nError saving credentials",
                [],
                "infra",
            ),
            (
                "ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt\nERROR! Decryption failed",
                [],
                "infra",
            ),
            (
                "op run --env-file=.env -- npm start\n  DB_PASSWORD=op://prod/postgres/password: item not found",
                [],
                "infra",
            ),
            (
                "#7 [builder 3/6] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n#7 ERROR: process "
                '"/bin/sh -c npm ci" did not complete successfully: exit code: 1',
                [],
                "infra",
            ),
            (
                "gcloud secrets versions access latest --secret=db-password\nERROR: (gcloud.secrets.versions.access) "
                "PERMISSION_DENIED: Permission 'secretmanager.versions.access' denied",
                [],
                "infra",
            ),
            (
                "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d\nError from server "
                '(Forbidden): secrets "db-credentials" is forbidden',
                [],
                "infra",
            ),
            ("--token-file /var/run/secrets/tokens/vault-token --password-file=/etc/app/db.pass", [], "infra"),
        ]
    )


def n_hashes_ids(f: Fake) -> Entry:
    return f.pick(
        [
            (
                f"256 SHA256:{f.b64(32).rstrip('=')} deploy@ci (ED25519)\nThe authenticity of host 'github.com' "
                "can't be "
                "established.",
                [],
                "fingerprint",
            ),
            (
                f'gpg: key {f.sha(16).upper()}: public key "Release Signing <release@acme.io>" imported\n'
                "gpg: Total number processed: 1",
                [],
                "fingerprint",
            ),
            (f"sha1={f.sha(40)} md5={f.sha(32)} file=backup-2026-05-22.tar.gz status=corrupt", [], "digest"),
            (
                f"cf-ray: {f.sha(16)}-FRA\nx-cache: Miss from cloudfront\nx-amz-cf-id: {f.s(URLSAFE, 56)}==",
                [],
                "digest",
            ),
            (f"Idempotency-Key: {f.uuid()}\nHTTP/1.1 409 Conflict", [], "uuid"),
            (f"Content-Security-Policy: script-src 'self' 'nonce-{f.b64(16)}'; object-src 'none'", [], "nonce"),
            (f"job_id={f.s(string.ascii_lowercase + string.digits, 20)} youtube_id=dQw4w9WgXcQ run=nightly", [], "id"),
            (f"Video ID: {f.s(URLSAFE, 11)} not found; playlist=PL{f.s(URLSAFE, 32)}", [], "id"),
            (f"ERROR ulid={f.s('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} stage=load rows=0", [], "id"),
            (f"x-amz-request-id: {f.s(UPPER_DIGITS, 16)}\nx-amz-id-2: {f.b64(60)}\nAccessDenied", [], "digest"),
            (f"Docker image {f.pick(ORGS)}/{f.pick(REPOS)}@sha256:{f.sha(64)} has no attestation", [], "digest"),
        ]
    )


def n_more_env(f: Fake) -> Entry:
    return f.pick(
        [
            (
                "npm_config_cache=/home/runner/.npm\nnpm_package_version=2.4.0\nnpm_lifecycle_event=test\n"
                "npm_config_user_agent=npm/10.5.0 node/v20.12.2 linux x64 workspaces/false",
                [],
                "env_dump",
            ),
            (
                "CUDA_VISIBLE_DEVICES=0,1\nNCCL_DEBUG=INFO\nNV_CUDA_CUDART_VERSION=12.1.105-1\nHF_HOME=/data/hf\n"
                "TRANSFORMERS_OFFLINE=1",
                [],
                "env_dump",
            ),
            (
                "DOCKER_HOST=unix:///run/user/1000/docker.sock\nXDG_RUNTIME_DIR=/run/user/1000\nDBUS_SESSION_BUS_ADDRESS="
                "unix:path=/run/user/1000/bus\nDISPLAY=:0",
                [],
                "env_dump",
            ),
            (
                "OTEL_SERVICE_NAME=orders-api\nOTEL_RESOURCE_ATTRIBUTES=service.namespace=shop,deployment.environment=prod\n"
                "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317",
                [],
                "env_dump",
            ),
            (
                "SENTRY_RELEASE=orders-api@1.4.2+build.77\nSENTRY_ENVIRONMENT=production\nDD_VERSION=1.4.2\nDD_ENV=prod",
                [],
                "env_dump",
            ),
            (
                "RENDER_INSTANCE_ID=srv-cm5abc123def456ghi-7d8f9\nFLY_ALLOC_ID=2d4c8e1f-7b3a-4e5d-9c6b-1a2f3e4d5c6b\n"
                "FLY_REGION=fra\nDYNO=web.1",
                [],
                "env_dump",
            ),
            (
                "MAVEN_OPTS=-Xmx1024m -Dmaven.repo.local=/cache/.m2\nGRADLE_USER_HOME=/cache/.gradle\n"
                "JAVA_HOME=/opt/java/openjdk",
                [],
                "env_dump",
            ),
            (
                "CODEBUILD_BUILD_ID=orders-api:3c5f2a1b-8d7e-4f6a-9b0c-1d2e3f4a5b6c\nCODEBUILD_RESOLVED_SOURCE_VERSION="
                + f.sha()
                + "\nCODEBUILD_SRC_DIR=/codebuild/output/src123/src",
                [],
                "env_dump",
            ),
            (
                "GOPATH=/go\nGOFLAGS=-mod=readonly\nGOPROXY=https://proxy.golang.org,direct\nGOSUMDB=sum.golang.org\n"
                "GONOSUMDB=github.com/acme/*",
                [],
                "env_dump",
            ),
        ]
    )


# Written after the rules were frozen and run blind once (see docs/redaction.md), then kept.


def n_docker_build(f: Fake) -> Entry:
    return (f"Successfully built {f.sha(12)}\nSuccessfully tagged acme/api:{f.sha(7)}", [], "docker")


def n_django_prose(f: Fake) -> Entry:
    return ("django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.", [], "prose")


def n_github_headers(f: Fake) -> Entry:
    return (
        f'etag: W/"{f.sha(16)}"\nlast-modified: Fri, 22 May 2026 10:00:00 GMT\nx-github-request-id: '
        f"{f.s('0123456789ABCDEF', 4)}:{f.s('0123456789ABCDEF', 6)}:{f.s('0123456789ABCDEF', 7)}",
        [],
        "headers",
    )


def n_node_jwt_stack(f: Fake) -> Entry:
    return (
        "TokenExpiredError: jwt expired\n    at /app/node_modules/jsonwebtoken/verify.js:190:21\n    at "
        "getSecret (/app/node_modules/jsonwebtoken/verify.js:97:14)",
        [],
        "code",
    )


def n_kafka_config_dump(f: Fake) -> Entry:
    return (
        "[main] INFO org.apache.kafka.clients.consumer.ConsumerConfig - ConsumerConfig "
        "values:\n\tsasl.jaas.config = [hidden]\n\tssl.key.password = null\n\tssl.keystore.password = "
        f"null\n\tgroup.id = orders-{f.sha(6)}",
        [],
        "masked",
    )


def n_cargo_compile(f: Fake) -> Entry:
    return (
        "Compiling secrecy v0.8.0\nCompiling keyring v2.3.2\nCompiling token-bucket "
        f"v{f.rng.randint(0, 9)}.{f.rng.randint(0, 20)}.0\nerror[E0599]: no method named `expose_secret` "
        "found",
        [],
        "code",
    )


def n_docker_platform(f: Fake) -> Entry:
    return (
        "WARNING: The requested image's platform (linux/amd64) does not match the detected host platform "
        f"(linux/arm64/v8)\nsha256:{f.sha(64)}",
        [],
        "digest",
    )


def n_uvicorn_access(f: Fake) -> Entry:
    return (
        'INFO:     10.0.0.5:51234 - "POST /api/v1/auth/token HTTP/1.1" 401 Unauthorized\nINFO:     '
        f'10.0.0.5:51236 - "GET /api/v1/users/{f.uuid()} HTTP/1.1" 200 OK',
        [],
        "log",
    )


def n_cli_help(f: Fake) -> Entry:
    return (
        "error: unknown option '--token-expiry'\nUsage: deploy [options]\n  --api-key-file <path>  read the "
        "API key from a file\n  --password-prompt      ask for the password",
        [],
        "cli_help",
    )


def n_lfs_pointer(f: Fake) -> Entry:
    return (f"git-lfs: pointer file oid sha256:{f.sha(64)} size 1048576\n{f.sha(40)} refs/heads/main", [], "digest")


def n_js_bundle_stack(f: Fake) -> Entry:
    return (
        f"chunk-{f.s(string.ascii_lowercase + string.digits, 8)}.js:1 Uncaught TypeError: Cannot read "
        f"properties of null (reading 'accessToken')\n    at main.{f.sha(20)}.js:2:10345",
        [],
        "code",
    )


def n_apt_gpg(f: Fake) -> Entry:
    return (
        f"apt-get: W: GPG error: https://packages.example.com stable InRelease: NO_PUBKEY {f.sha(16).upper()}",
        [],
        "fingerprint",
    )


def n_kubectl_describe_secret(f: Fake) -> Entry:
    return (
        "kubectl describe secret db-credentials\nName:         db-credentials\nType:  "
        "Opaque\nData\n====\npassword:  16 bytes\nusername:  3 bytes",
        [],
        "k8s",
    )


def n_curl_progress(f: Fake) -> Entry:
    return (
        "  %  Total    % Received % Xferd  Average Speed   Time\n100  1523  100  1523    0     0  12345    "
        "  0 --:--:-- --:--:-- --:--:-- 12400\ncurl: (22) The requested URL returned error: 404",
        [],
        "curl",
    )


def n_ids_line(f: Fake) -> Entry:
    return (
        f"MemoryError at 0x{f.sha(12)}; session_id={f.rng.randint(1000, 9999)} "
        f"cache_key=user:{f.rng.randint(1, 999)}:profile",
        [],
        "ids",
    )


NEGATIVES: list[tuple[Template, int]] = [
    (n_git_log, 6), (n_git_errors, 14), (n_uuids, 10), (n_digests, 14), (n_integrity, 6), (n_base64_payload, 14),
    (n_paths, 12), (n_versions, 8), (n_pytest, 6), (n_prose, 40), (n_masked, 12), (n_placeholders, 18),
    (n_public_keys, 10), (n_memory_and_time, 8), (n_env_dump, 20), (n_urls, 14), (n_k8s, 6), (n_loglines, 12),
    (n_code_errors, 30), (n_infra_output, 20), (n_hashes_ids, 20), (n_more_env, 12),
    (n_docker_build, 2), (n_django_prose, 2), (n_github_headers, 2), (n_node_jwt_stack, 2), (n_kafka_config_dump, 2),
    (n_cargo_compile, 2), (n_docker_platform, 2), (n_uvicorn_access, 2), (n_cli_help, 2), (n_lfs_pointer, 2),
    (n_js_bundle_stack, 2), (n_apt_gpg, 2), (n_kubectl_describe_secret, 2), (n_curl_progress, 2), (n_ids_line, 2),
]  # fmt: skip


def validate(text: str, secrets: list[str]) -> None:
    """Each secret occurs in the text, and no 8-character piece of it occurs anywhere else."""
    rest = text
    for secret in secrets:
        if secret not in text:
            raise AssertionError(f"secret not in text: {secret!r}")
        rest = rest.replace(secret, "\0")
    for secret in secrets:
        for i in range(max(1, len(secret) - 7)):
            if secret[i : i + 8] in rest and len(secret) >= 8:
                raise AssertionError(f"fragment of {secret!r} outside it in {text!r}")


def build(seed: int = SEED) -> list[dict[str, object]]:
    """The corpus entries, in a fixed order: positives then negatives, each template's draws together."""
    fake = Fake(random.Random(seed))
    entries: list[dict[str, object]] = []
    seen: set[str] = set()
    for templates, kind in ((POSITIVES, "positive"), (NEGATIVES, "negative")):
        for template, count in templates:
            made = attempts = 0
            while made < count and attempts < count * 20:
                attempts += 1
                text, secrets, type_ = template(fake)
                if text in seen:
                    continue
                validate(text, secrets)
                seen.add(text)
                entries.append({"text": text, "secrets": secrets, "kind": kind, "type": type_})
                made += 1
    return entries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to write (default: {OUT})")
    parser.add_argument("--check", action="store_true", help="exit 1 if the file differs from what would be written")
    args = parser.parse_args(argv)
    body = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in build())
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != body:
            print(f"{args.out} is out of date; run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(body, encoding="utf-8")
    counts = {k: sum(e["kind"] == k for e in build()) for k in ("positive", "negative")}
    print(f"wrote {args.out}: {counts['positive']} positive, {counts['negative']} negative lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
