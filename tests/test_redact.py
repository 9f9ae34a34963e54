"""The redactor: typed, shape-keeping placeholders; look-alikes left alone; idempotent, total and linear.

Every secret here is fake and assembled at run time from a seeded RNG, so this file holds no token that a
secret scanner could mistake for a real one.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from oncebitten.advisor.signature import tool_signature
from oncebitten.engine.redact.redactor import (
    DEFAULT_REDACTOR,
    MAX_DEPTH,
    TYPES,
    Redactor,
    placeholder,
    redact,
    redact_value,
    redaction_enabled,
)
from oncebitten.engine.redact.rule import _is_fake, _is_placeholder

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "redaction_corpus.jsonl"
PLACEHOLDER = re.compile(r"<redacted:([a-z0-9_]+)>")

_rng = random.Random(1729)
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def rand(alphabet: str, n: int) -> str:
    """A fake secret body: random, so it looks like the real thing to the redactor and to nobody else."""
    return "".join(_rng.choice(alphabet) for _ in range(n))


def mixed(n: int) -> str:
    """Random alphanumerics with at least one digit, lower and upper letter (what real keys look like)."""
    return (
        rand(string.digits, 1) + rand(string.ascii_lowercase, 1) + rand(string.ascii_uppercase, 1) + rand(ALNUM, n - 3)
    )


GH = "ghp_" + rand(ALNUM, 36)
AWS_ID = "AKIA" + rand(string.ascii_uppercase + "234567", 16)
AWS_SECRET = rand(B64, 40)
JWT = f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiZXhwIjoxNzYwMDAwMDAwfQ.{rand(URLSAFE, 43)}"
PEM_BODY = "\n".join(["MII" + rand(B64, 61), rand(B64, 64), rand(B64, 30) + "=="])
PEM = f"-----BEGIN RSA PRIVATE KEY-----\n{PEM_BODY}\n-----END RSA PRIVATE KEY-----"
HIGH = mixed(32)


def red(kind: str) -> str:
    return placeholder(kind)


# -- each type, in context; the text around the secret keeps its shape ------------------------------

PROVIDER_TOKENS = {
    "github_token": [GH, "gho_" + rand(ALNUM, 36), "ghs_" + rand(ALNUM, 36), "ghu_" + rand(ALNUM, 36),
                     "ghr_" + rand(ALNUM, 36), f"github_pat_{rand(ALNUM, 22)}_{rand(ALNUM, 59)}"],
    "gitlab_token": ["glpat-" + rand(URLSAFE, 20), "gldt-" + rand(URLSAFE, 20)],
    "openai_key": ["sk-" + mixed(48), "sk-proj-" + mixed(40) + "T3BlbkFJ" + rand(URLSAFE, 40)],
    "anthropic_key": ["sk-ant-api03-" + rand(URLSAFE, 93) + "AA"],
    "slack_token": [f"xoxb-{rand(string.digits, 12)}-{rand(string.digits, 13)}-{rand(ALNUM, 24)}",
                    f"xoxp-{rand(string.digits, 12)}-{rand(string.digits, 12)}-{rand(ALNUM, 32)}"],
    "stripe_key": ["sk_live_" + rand(ALNUM, 24), "rk_live_" + rand(ALNUM, 24), "sk_test_" + rand(ALNUM, 24)],
    "stripe_webhook_secret": ["whsec_" + rand(ALNUM, 32)],
    "google_api_key": ["AIza" + rand(URLSAFE, 35)],
    "google_oauth_token": ["ya29." + rand(URLSAFE, 100)],
    "google_client_secret": ["GOCSPX-" + rand(URLSAFE, 28)],
    "aws_access_key": [AWS_ID, "ASIA" + rand(string.ascii_uppercase + "234567", 16)],
    "npm_token": ["npm_" + rand(ALNUM, 36)],
    "pypi_token": ["pypi-AgEIcHlwaS5vcmc" + rand(URLSAFE, 120)],
    "sendgrid_key": [f"SG.{rand(URLSAFE, 22)}.{rand(URLSAFE, 43)}"],
    "huggingface_token": ["hf_" + rand(ALNUM, 34)],
    "twilio_api_key": ["SK" + rand("0123456789abcdef", 32)],
    "shopify_token": ["shpat_" + rand("0123456789abcdef", 32)],
    "digitalocean_token": ["dop_v1_" + rand("0123456789abcdef", 64)],
    "vault_token": ["hvs." + rand(URLSAFE, 90)],
    "databricks_token": ["dapi" + rand("0123456789abcdef", 32)],
    "atlassian_token": ["ATATT3xFfGF0" + rand(URLSAFE, 150)],
    "linear_key": ["lin_api_" + rand(ALNUM, 40)],
    "postman_key": [f"PMAK-{rand('0123456789abcdef', 24)}-{rand('0123456789abcdef', 34)}"],
    "grafana_token": [f"glsa_{rand(ALNUM, 32)}_{rand('0123456789abcdef', 8)}", "glc_" + rand(B64, 40)],
    "newrelic_key": ["NRAK-" + rand(string.ascii_uppercase + string.digits, 27)],
    "sentry_token": ["sntrys_" + rand(URLSAFE, 100)],
    "telegram_bot_token": [f"{rand(string.digits, 10)}:AA{rand(URLSAFE, 33)}"],
    "age_secret_key": ["AGE-SECRET-KEY-1" + rand(string.ascii_uppercase + string.digits, 58)],
    "doppler_token": ["dp.st.prod." + rand(ALNUM, 43), "dp.pt." + rand(ALNUM, 43)],
    "terraform_token": [f"{rand(ALNUM, 14)}.atlasv1.{rand(URLSAFE, 67)}"],
    "pulumi_token": ["pul-" + rand("0123456789abcdef", 40)],
    "jwt": [JWT],
}  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "token"), [(kind, token) for kind, tokens in PROVIDER_TOKENS.items() for token in tokens]
)
def test_provider_token_becomes_its_typed_placeholder(kind: str, token: str) -> None:
    for template in ("error: rejected credential {} (401)", "'{}'", "{}", "using={} then"):
        assert redact(template.format(token)) == template.format(red(kind))


CASES = [
    # cloud keys
    ("aws_secret_key", f"aws_secret_access_key = {AWS_SECRET}", f"aws_secret_access_key = {red('aws_secret_key')}"),
    ("aws_secret_key_json", f'"SecretAccessKey": "{AWS_SECRET}"', f'"SecretAccessKey": "{red("aws_secret_key")}"'),
    ("aws_env_pair", f"AWS_ACCESS_KEY_ID={AWS_ID}\nAWS_SECRET_ACCESS_KEY={AWS_SECRET}",
     f"AWS_ACCESS_KEY_ID={red('aws_access_key')}\nAWS_SECRET_ACCESS_KEY={red('aws_secret_key')}"),
    ("azure_connection_string", f"AccountName=acme;AccountKey={rand(B64, 86)}==;EndpointSuffix=core.windows.net",
     f"AccountName=acme;AccountKey={red('azure_storage_key')};EndpointSuffix=core.windows.net"),
    ("azure_sas_signature", "https://a.blob.core.windows.net/c/x.png?sv=2022-11-02&sp=r&sig=Ab%2Bc9dEf%3D&se=1",
     f"https://a.blob.core.windows.net/c/x.png?sv=2022-11-02&sp=r&sig={red('url_signature')}&se=1"),
    ("presigned_url", f"?X-Amz-Date=20260522T101010Z&X-Amz-Signature={'ab12' * 16}",
     f"?X-Amz-Date=20260522T101010Z&X-Amz-Signature={red('url_signature')}"),
    # private keys
    ("pem_block", f"+ cat key\n{PEM}\nError loading key", f"+ cat key\n{red('private_key')}\nError loading key"),
    ("pem_json_escaped", '{"private_key": "' + PEM.replace("\n", "\\n") + '\\n", "client_email": "x@y"}',
     '{"private_key": "' + red("private_key") + '\\n", "client_email": "x@y"}'),
    ("pem_truncated", f"b'-----BEGIN PRIVATE KEY-----\\n{PEM_BODY[:100]}'",
     f"b'{red('private_key')}'"),
    ("pgp_block", f"-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n{PEM_BODY}\n=Ab3d\n"
     "-----END PGP PRIVATE KEY BLOCK-----\ndone", f"{red('private_key')}\ndone"),
    # passwords: the key and the URL shape stay
    ("url_userinfo", "postgresql://alice:S3cr3t!pw@db/x", f"postgresql://alice:{red('password')}@db/x"),
    ("url_userinfo_encoded", "mongodb+srv://app:p%40ss%23w0rd@cluster0.ab1cd.mongodb.net/?retryWrites=true",
     f"mongodb+srv://app:{red('password')}@cluster0.ab1cd.mongodb.net/?retryWrites=true"),
    ("url_empty_user", "redis://:Hunter2-redis@cache:6379/0", f"redis://:{red('password')}@cache:6379/0"),
    ("password_assignment", "password=hunter2", f"password={red('password')}"),
    ("password_spaces", "db_password = 'hunter2'", f"db_password = '{red('password')}'"),
    ("password_json", '{"user": "bob", "password": "correct horse"}',
     f'{{"user": "bob", "password": "{red("password")}"}}'),
    ("password_json_escaped", '{\\"password\\":\\"hunter2\\"}', f'{{\\"password\\":\\"{red("password")}\\"}}'),
    ("password_yaml", "db:\n  password: hunter\n  user: app", f"db:\n  password: {red('password')}\n  user: app"),
    ("password_ruby", "password => 'hunter2'", f"password => '{red('password')}'"),
    ("password_xml", "<password>hunter2</password>", f"<password>{red('password')}</password>"),
    ("password_cli_flag", "mysqldump --password=hunter2 shop", f"mysqldump --password={red('password')} shop"),
    ("password_cli_spaced", "mongosh --password hunter2 db", f"mongosh --password {red('password')} db"),
    ("connection_string", "Server=tcp:x,1433;User ID=app;Password=hunter2;Encrypt=True;",
     f"Server=tcp:x,1433;User ID=app;Password={red('password')};Encrypt=True;"),
    ("libpq_dsn", "host=db user=app password=hunter2 dbname=x",
     f"host=db user=app password={red('password')} dbname=x"),
    ("query_string", "login?user=bob&password=hunter2&next=/", f"login?user=bob&password={red('password')}&next=/"),
    ("mysql_attached", "mysql -uroot -pHunter2x shop", f"mysql -uroot -p{red('password')} shop"),
    ("mysql_quoted", "mysql -u root -p'S3cret!' shop", f"mysql -u root -p'{red('password')}' shop"),
    ("docker_login", "docker login -u ci -p Hunter2x ghcr.io", f"docker login -u ci -p {red('password')} ghcr.io"),
    ("curl_user", "curl -u admin:Hunter2x https://x", f"curl -u admin:{red('password')} https://x"),
    ("sshpass", "sshpass -p 'Hunter2x' ssh host", f"sshpass -p '{red('password')}' ssh host"),
    ("netrc", "machine api.example.com login me password Hunter2x",
     f"machine api.example.com login me password {red('password')}"),
    ("openssl_pass", "openssl pkcs12 -passout pass:Hunter2x", f"openssl pkcs12 -passout pass:{red('password')}"),
    ("k8s_env", "- name: DB_PASSWORD\n  value: Hunter2x", f"- name: DB_PASSWORD\n  value: {red('password')}"),
    ("ecs_env_json", '{"name": "API_TOKEN", "value": "abc123xyz"}',
     f'{{"name": "API_TOKEN", "value": "{red("token")}"}}'),
    # tokens, secrets and keys named by their key
    ("token_assignment", "token=abc123", f"token={red('token')}"),
    ("secret_assignment", "client_secret: 'x9Y8z7W6'", f"client_secret: '{red('secret')}'"),
    ("api_key_assignment", "api_key=abc123def", f"api_key={red('api_key')}"),
    ("apikey_camel", "{apiKey: 'abc123def'}", f"{{apiKey: '{red('api_key')}'}}"),
    ("access_token", "access_token=abc.def.123", f"access_token={red('token')}"),
    ("header_api_key", "X-Api-Key: abc123def", f"X-Api-Key: {red('api_key')}"),
    ("docker_auth", '{"auths": {"ghcr.io": {"auth": "Y2k6c2VjcmV0"}}}',
     f'{{"auths": {{"ghcr.io": {{"auth": "{red("token")}"}}}}}}'),
    # headers keep their scheme
    ("bearer", "Authorization: Bearer abc123.def", f"Authorization: Bearer {red('authorization')}"),
    ("basic", "authorization: Basic YWxpY2U6czNjcmV0", f"authorization: Basic {red('authorization')}"),
    ("proxy_authorization", "Proxy-Authorization: Basic YWxpY2U6czNjcmV0",
     f"Proxy-Authorization: Basic {red('authorization')}"),
    ("token_scheme", "-H 'Authorization: token abc123def'", f"-H 'Authorization: token {red('authorization')}'"),
    ("bearer_jwt", f"Authorization: Bearer {JWT}", f"Authorization: Bearer {red('jwt')}"),
    ("cookie", "Cookie: sessionid=abc123; csrftoken=def456",
     f"Cookie: sessionid={red('cookie')}; csrftoken={red('cookie')}"),
    ("set_cookie", "Set-Cookie: session=abc123; Path=/; HttpOnly; Max-Age=3600",
     f"Set-Cookie: session={red('cookie')}; Path=/; HttpOnly; Max-Age=3600"),
    ("slack_webhook", f"POST https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF12/{rand(ALNUM, 24)} 404",
     f"POST https://hooks.slack.com/services/{red('slack_webhook')} 404"),
    ("token_as_url_user", f"https://{mixed(40)}@git.example.com/x.git", f"https://{red('token')}@git.example.com/x.git"),
    # environment dumps
    ("env_secret_name", "SECRET_KEY_BASE=abc\nHOME=/root", f"SECRET_KEY_BASE={red('secret')}\nHOME=/root"),
    ("env_export", "export GITHUB_TOKEN_RO=abc123", f"export GITHUB_TOKEN_RO={red('token')}"),
    ("env_docker_inspect", '["PATH=/usr/bin", "DB_PASS=hunter2"]', f'["PATH=/usr/bin", "DB_PASS={red("password")}"]'),
    ("env_high_entropy", f"HOME=/root\nSIGNING_SALT={HIGH}\nSHLVL=1",
     f"HOME=/root\nSIGNING_SALT={red('high_entropy')}\nSHLVL=1"),
    ("env_django_key", "DJANGO_SECRET_KEY=b#Xj(Q3v)Rfo4^xK)4Ohq&zN", f"DJANGO_SECRET_KEY={red('secret')}"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_secret_is_replaced_and_the_text_keeps_its_shape(text: str, expected: str) -> None:
    assert redact(text) == expected


NEGATIVES = [
    # commit SHAs, even where a key names them
    f"commit {'3f2a9c1b7d8e4f5a6b7c8d9e0f1a2b3c4d5e6f7a'}\nAuthor: A <a@example.com>",
    "HEAD is now at 3f2a9c1 Fix the token refresh",
    "error: commit=3f2a9c1b7d8e4f5a6b7c8d9e0f1a2b3c4d5e6f7a build=42 status=failed",
    "GITHUB_SHA=3f2a9c1b7d8e4f5a6b7c8d9e0f1a2b3c4d5e6f7a\nCI_COMMIT_SHORT_SHA=3f2a9c1b",
    # UUIDs, ULIDs, request ids
    "request_id=123e4567-e89b-12d3-a456-426614174000 trace_id=4bf92f3577b34da6a3ce929d0e0e4736",
    "AZURE_CLIENT_ID=123e4567-e89b-12d3-a456-426614174000",
    "ERROR ulid=01HQ3K5V8Z9X2W4Y6T7R8S9P0N stage=load",
    # digests, integrity hashes, fingerprints
    f"Digest: sha256:{'9' * 8}{'ab' * 28}\nStatus: Downloaded newer image for python:3.12-slim",
    f"ERROR: failed to solve: python@sha256:{'0f' * 32}: not found",
    f'"integrity": "sha512-{rand(B64, 86)}=="',
    "GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D\nPYTHON_SHA256=" + "ab" * 32,
    f"256 SHA256:{rand(B64, 43)} deploy@ci (ED25519)",
    # base64 payloads that are not secrets
    f"ValueError: image too large: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{rand(B64, 120)}",
    f'{{"encoding": "base64", "content": "{rand(B64, 80)}"}}',
    f"x-amz-id-2: {rand(B64, 60)}",
    # paths, versions, packages, test ids, addresses, times
    "Error: Cannot find module '/home/runner/work/app/app/node_modules/.pnpm/@babel+core@7.23.7/node_modules/x.js'",
    "C:\\Users\\runneradmin\\AppData\\Local\\Temp\\pip-install-8x2k_a9q\\cryptography\\src",
    "password_file=/run/secrets/db_password token_path=/var/run/secrets/kubernetes.io/serviceaccount/token",
    "GOOGLE_APPLICATION_CREDENTIALS=/home/ci/.config/gcloud/application_default_credentials.json",
    "tokenizers==0.19.1+cu121 requires python-keycloak-token-helper>=1.2.3",
    "npm ERR! peer dep missing: @aws-sdk/client-secrets-manager@^3.552.0",
    "FAILED tests/test_auth.py::TestLogin::test_password_reset_token_expires[sqlite-utc] - AssertionError",
    "<sqlite3.Connection object at 0x7f3a2b1c4d50> is not thread-safe",
    "2026-05-22T10:12:03.114512+02:00 ERROR [worker-3] job=reindex attempt=4/5",
    # prose about passwords and tokens
    'psql: error: FATAL:  password authentication failed for user "app"',
    "Failed password for invalid user admin from 203.0.113.54 port 52144 ssh2",
    "Error: invalid token: token expired at 2026-05-22T10:00:00Z",
    "The password you entered is incorrect.",
    "SyntaxError: Unexpected token '}' in JSON at position 42",
    "Error: authorization: permission denied for repository acme/api",
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "bypass=true compass=north passes=3 tokens=1200 max_tokens=4096",
    'Error from server (NotFound): secrets "api-token" not found\nsecret/db-credentials created',
    # already masked, templated or placeholders: also what makes redaction idempotent
    "password= token=*** secret=******** api_key=xxxxxxxx",
    "password=<redacted:password> token=<redacted:github_token>",
    "postgres://app:***@db:5432/app and https://__token__:****@pypi.example.com/simple",
    "password=${DB_PASSWORD} token=$GITHUB_TOKEN secret={{ .Values.secret }} api_key=<YOUR_API_KEY>",
    "password=None token=null api_key=undefined secret=false",
    'cursor.execute("UPDATE users SET password=%s WHERE id=%s")  # token=%(token)s',
    "Authorization: Bearer $TOKEN",
    "sk_live_****************************a1b2",
    # code that names a secret without holding it
    "psycopg.connect(host=host, user=user, password=password, dbname=name)",
    "client = OpenAI(api_key=settings.OPENAI_API_KEY, timeout=30)",
    "password=getpass.getpass(prompt='DB password: ')",
    "Settings(password=SecretStr('**********'))",
    "  + password = (sensitive value)",
    # publishable keys are public by design; the working directory is not a password
    f'Stripe("pk_live_{rand(ALNUM, 99)}") failed to load',
    "PWD=/home/runner/work/app\nOLDPWD=/",
    "HOSTNAME=api-7c9f6d8b4-qwz8n\nRUNNER_NAME=GitHub Actions 12\nNODE_OPTIONS=--max-old-space-size=4096",
    "CONDA_DEFAULT_ENV=ThisIsAVeryLongCamelCaseIdentifier\nVPC_ID=vpc-0a1b2c3d4e5f67890",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_look_alike_is_left_alone(text: str) -> None:
    assert redact(text) == text


def test_placeholders_are_typed_and_known() -> None:
    text = f"token={GH} password=hunter2 Authorization: Bearer {JWT} key {AWS_ID}"
    kinds = PLACEHOLDER.findall(redact(text))
    assert kinds == ["github_token", "password", "jwt", "aws_access_key"]
    assert set(kinds) <= TYPES


def test_every_type_is_documented() -> None:
    docs = (ROOT / "docs" / "redaction.md").read_text(encoding="utf-8")
    missing = sorted(kind for kind in TYPES if f"`{kind}`" not in docs)
    assert not missing, f"types not described in docs/redaction.md: {missing}"


# -- tool parameters -----------------------------------------------------------------------------------


def test_redact_value_walks_nested_params_and_replaces_secret_keys_wholesale() -> None:
    params: dict[str, Any] = {
        "command": f"git push https://x-access-token:{GH}@github.com/acme/api.git",
        "headers": {"Authorization": "Bearer abc", "Accept": "*/*", "X-Api-Key": ["k1", "k2"]},
        "db": {"password": 1234, "user": "app", "token": None, "secret": "", "passwd": "***"},
        "args": ("--token", GH, 3, 2.5, True),
        "limit": 10,
    }
    before = json.dumps(params, sort_keys=True)
    assert redact_value(params) == {
        "command": f"git push https://x-access-token:{red('github_token')}@github.com/acme/api.git",
        "headers": {"Authorization": red("authorization"), "Accept": "*/*", "X-Api-Key": red("api_key")},
        "db": {"password": red("password"), "user": "app", "token": None, "secret": "", "passwd": "***"},
        "args": ("--token", red("github_token"), 3, 2.5, True),
        "limit": 10,
    }
    assert json.dumps(params, sort_keys=True) == before  # the input is not modified


def test_redact_value_redacts_keys_that_are_not_names() -> None:
    assert redact_value({"postgresql://app:hunter2@db/x": 1, "db_url": 2}) == {
        f"postgresql://app:{red('password')}@db/x": 1,
        "db_url": 2,
    }


def test_redact_value_keeps_plain_values_and_their_types() -> None:
    class Opaque:
        def __str__(self) -> str:
            return "nothing to see"

    thing = Opaque()
    assert redact_value(thing) is thing
    assert redact_value(None) is None
    assert redact_value(["a", 1, ("b",)]) == ["a", 1, ("b",)]
    assert redact_value({"max_tokens": 4096, "pageToken": "abc", "path": "/tmp/x"}) == {
        "max_tokens": 4096,
        "pageToken": "abc",
        "path": "/tmp/x",
    }


def test_redact_value_turns_an_object_holding_a_secret_into_its_redacted_text() -> None:
    class Conn:
        def __str__(self) -> str:
            return "Conn(postgresql://app:hunter2@db/x)"

    class Broken:
        def __str__(self) -> str:
            raise RuntimeError("no")

    assert redact_value(Conn()) == f"Conn(postgresql://app:{red('password')}@db/x)"
    broken = Broken()
    assert redact_value(broken) is broken


def test_redact_value_cuts_off_what_is_nested_too_deep() -> None:
    deep: Any = "leaf"
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    cyclic: list[Any] = []
    cyclic.append(cyclic)
    assert json.dumps(redact_value(deep)).count(red("too_deep")) == 1
    assert red("too_deep") in json.dumps(redact_value(cyclic))


@given(
    # a value of few distinct letters and digits ("000000", "0-X_", "sk-xx") is how documentation masks a
    # secret: not one; nor is what an example writes in its place ("example1", a %VAR% template): a dummy is
    # left as it is in a URL, while a "password" key's value is replaced whatever it holds
    secret=st.text(alphabet=ALNUM + "!@#%^*-_.~", min_size=4, max_size=40).filter(
        lambda s: (
            any(map(str.isdigit, s))
            and len(set(s) & set(ALNUM)) >= 4
            and re.search(r"(.)\1{5}", s) is None
            and "..." not in s
            and not _is_fake(s)
            and not _is_placeholder(s)
        )  # a value cut short ("0123...") is an example's, not a secret
    )
)
@example(secret="012-X_")  # one mask character after a prefix is not a mask
def test_params_that_differ_only_in_a_secret_get_one_signature(secret: str) -> None:
    base = {"cmd": "deploy --env prod", "password": "hunter2", "url": "https://ci:Tr0ub4dor@ci.example.com/x"}
    other = {**base, "password": secret, "url": f"https://ci:{quote(secret, safe='')}@ci.example.com/x"}
    assert redact_value(other) == redact_value(base)
    assert tool_signature("deploy", redact_value(other)) == tool_signature("deploy", redact_value(base))


# -- switches and extensions -------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["0", "off", "false", "no", "OFF", " False "])
def test_environment_switches_redaction_off(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("ONCEBITTEN_REDACT", value)
    assert not redaction_enabled()
    assert redact(f"token={GH}") == f"token={GH}"
    assert redact_value({"password": "hunter2"}) == {"password": "hunter2"}
    assert Redactor().redact("password=hunter2") == "password=hunter2"


@pytest.mark.parametrize("value", ["", "1", "on", "true", "yes"])
def test_redaction_is_on_unless_switched_off(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("ONCEBITTEN_REDACT", value)
    assert redaction_enabled()
    assert redact("password=hunter2") == f"password={red('password')}"


def test_a_disabled_redactor_returns_its_input() -> None:
    off = Redactor(enabled=False)
    params = {"password": "hunter2"}
    assert off.redact("password=hunter2") == "password=hunter2"
    assert off.redact_value(params) is params
    assert not off.active
    off.enabled = True
    assert off.active
    assert off.redact("password=hunter2") == f"password={red('password')}"


def test_added_rule_replaces_the_whole_match_or_its_secret_group() -> None:
    redactor = Redactor(extra=[("employee_id", r"\bEMP-\d{6}\b")])
    redactor.add("internal_token", re.compile(r"x-internal: (?P<secret>\w+)"))
    text = "user EMP-123456 sent x-internal: s3cr3tvalue and password=hunter2"
    assert redactor.redact(text) == (
        f"user {red('employee_id')} sent x-internal: {red('internal_token')} and password={red('password')}"
    )
    assert redact(text) == f"user EMP-123456 sent x-internal: s3cr3tvalue and password={red('password')}"


def test_added_rule_never_rewrites_a_placeholder() -> None:
    redactor = Redactor(extra=[("word", r"[a-z]+"), ("digits", r"\d+")])
    once = redactor.redact("password=hunter2 ok")
    assert once == f"{red('word')}={red('password')} {red('word')}"
    assert redactor.redact(once) == once


@pytest.mark.parametrize("name", ["", "Has-Caps", "x" * 41, "spa ce", "<x>"])
def test_rule_names_are_checked(name: str) -> None:
    with pytest.raises(ValueError, match="name"):
        Redactor().add(name, "x")


def test_bad_patterns_are_reported() -> None:
    with pytest.raises(ValueError, match="bad pattern"):
        Redactor(extra=[("broken", "(unclosed")])


def test_default_redactor_is_the_one_behind_redact() -> None:
    assert DEFAULT_REDACTOR.redact("password=hunter2") == redact("password=hunter2")


# -- the labelled corpus -------------------------------------------------------------------------------------


def load_corpus() -> list[dict[str, Any]]:
    return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]


def leaked(secret: str, output: str) -> bool:
    """Whether the secret, or any 8-character piece of it, is still in the output."""
    if len(secret) < 8:
        return secret in output
    return any(secret[i : i + 8] in output for i in range(len(secret) - 7))


def test_corpus_is_well_formed() -> None:
    entries = load_corpus()
    assert len(entries) >= 300
    for entry in entries:
        assert set(entry) == {"text", "secrets", "kind", "type"}
        assert entry["kind"] in ("positive", "negative")
        assert bool(entry["secrets"]) == (entry["kind"] == "positive")
        assert all(secret in entry["text"] for secret in entry["secrets"])
    kinds = {entry["kind"] for entry in entries}
    assert kinds == {"positive", "negative"}


def test_corpus_recall_and_false_positive_rate_meet_their_goals() -> None:
    entries = load_corpus()
    secrets = missed = negatives = changed = 0
    for entry in entries:
        output = redact(entry["text"])
        if entry["kind"] == "positive":
            secrets += len(entry["secrets"])
            missed += sum(leaked(secret, output) for secret in entry["secrets"])
            assert set(PLACEHOLDER.findall(output)) <= TYPES
        else:
            negatives += 1
            changed += output != entry["text"]
    recall = 1 - missed / secrets
    false_positive_rate = changed / negatives
    assert recall >= 0.99, f"recall {recall:.4f}"
    assert false_positive_rate <= 0.01, f"false-positive rate {false_positive_rate:.4f}"


# -- properties: deterministic, idempotent, total, bounded, linear -------------------------------------------

FRAGMENTS = [
    "password", "token", "secret", "api_key", "Authorization: Bearer ", "Cookie: ", "Set-Cookie: ", "://", "@",
    "=", ": ", "<redacted:", ">", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----\n", "eyJ", "ghp_",
    "sk-", "AKIA", "mysql -p", "--password ", "API_KEY=", "- name: X_TOKEN\n  value: ", '\\"', "'", '"', "sig=",
    "?", "&", "<password>", "</password>", "export ", "AccountKey=", "(", ")", "{", "}", "$", "%s", "***", "\n",
    GH, JWT, AWS_ID, HIGH, "hunter2", "machine h password ", "curl -u a:", "docker login -p ",
]  # fmt: skip
secretish_text = st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=12), max_size=24).map("".join)
any_text = st.text() | secretish_text


@given(text=any_text)
@settings(max_examples=150)
# a key glued to a token quoted twice: replacing the second quote makes the key's end visible
@example("gho_000A00001001000010010000100000:AKIA0000010000010000gho_000A00001001000010010000100000")
def test_redaction_is_idempotent(text: str) -> None:
    once = redact(text)
    assert redact(once) == once


@given(text=any_text)
@settings(max_examples=100)
def test_redaction_is_deterministic_and_never_raises(text: str) -> None:
    assert redact(text) == Redactor().redact(text) == redact(text)


@given(text=any_text)
@settings(max_examples=100)
def test_output_grows_only_by_placeholders(text: str) -> None:
    output = redact(text)
    assert len(PLACEHOLDER.sub("", output)) <= len(text)
    new_kinds = set(PLACEHOLDER.findall(output)) - set(PLACEHOLDER.findall(text))
    assert new_kinds <= TYPES


@given(parts=st.lists(any_text, min_size=1, max_size=4))
@settings(max_examples=150)
def test_a_quiet_text_is_left_unchanged_and_so_is_every_part_of_it(parts: list[str]) -> None:
    # quiet() lets the hot path skip redaction: it may say "not quiet" of a clean text, never "quiet" of
    # one the redactor would change; and strings joined by NUL are quiet only if each of them is.
    for text in parts:
        if DEFAULT_REDACTOR.quiet(text):
            assert redact(text) == text
    if DEFAULT_REDACTOR.quiet("\0".join(parts)):
        assert all(redact(text) == text for text in parts)


def test_quiet_never_passes_over_a_secret_of_the_corpus() -> None:
    corpus = load_corpus()
    for case in corpus:
        text = case["text"]
        if DEFAULT_REDACTOR.quiet(text):
            assert redact(text) == text, text
    positives = [case["text"] for case in corpus if case["kind"] == "positive"]
    assert not any(DEFAULT_REDACTOR.quiet(text) for text in positives)
    assert DEFAULT_REDACTOR.quiet("pytest tests/test_auth.py -x -q -k session")
    assert not DEFAULT_REDACTOR.quiet("mysql -u root -phunter2")


def test_a_redactor_with_added_rules_is_never_quiet() -> None:
    redactor = Redactor(extra=[("internal_id", r"INT-[0-9]{6}")])
    assert not redactor.quiet("ticket INT-123456")
    assert not redactor.quiet("nothing here")
    assert Redactor(enabled=False).quiet("password=hunter2")


params_strategy = st.recursive(
    st.none() | st.integers() | any_text,
    lambda c: st.lists(c, max_size=4) | st.dictionaries(any_text, c, max_size=4),
    max_leaves=12,
)


@given(params=params_strategy)
@settings(max_examples=60)
def test_redact_value_never_raises_and_is_idempotent(params: Any) -> None:
    once = redact_value(params)
    assert redact_value(once) == once


MB = 1_000_000
ADVERSARIAL = {
    "letters": "a" * MB,
    "jwt_prefixes": "eyJ" * (MB // 3),
    "equals": "=" * MB,
    "base64": base64.b64encode(random.Random(7).randbytes(MB * 3 // 4)).decode(),
    "uppercase": "A" * MB,
    "dashes_and_underscores": "-_" * (MB // 2),
    "assignments": "password=" * (MB // 9),
    "urls": "https://" * (MB // 8),
    "unterminated_pem": "-----BEGIN PRIVATE KEY-----\n" + "A" * MB,
    "unbalanced_brackets": "password=a" + ")" * MB,
    "unterminated_placeholders": "<redacted:" * (MB // 10),
}


@pytest.mark.parametrize("text", ADVERSARIAL.values(), ids=list(ADVERSARIAL))
def test_one_megabyte_of_adversarial_input_is_redacted_quickly(text: str) -> None:
    # linear: 0.03 to 0.6 s here; a quadratic pattern would take minutes. The bound leaves room for a busy
    # machine (the suite runs beside other work), which a pattern's complexity does not need.
    start = time.perf_counter()
    redact(text)
    assert time.perf_counter() - start < 10.0


@pytest.mark.parametrize(
    "unit",
    ["mysql -p", "Cookie: a=b; ", "token: " + "x" * 20 + "\n", "name: A_TOKEN value: ", "AB_TOKEN=abc "],
)
def test_cost_grows_linearly_with_input(unit: str) -> None:
    def cost(size: int) -> float:
        text = unit * (size // len(unit))
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            redact(text)
            best = min(best, time.perf_counter() - start)
        return best

    # linear: about 4x; quadratic: 16x. Five tries, any of which may pass: a busy machine can slow one down,
    # a quadratic cost fails all five.
    assert any(cost(20_000) < 10 * cost(5_000) + 0.02 for _ in range(5))


@given(unit=secretish_text.filter(bool))
@settings(max_examples=10, deadline=None)
def test_cost_grows_linearly_on_any_repeated_text(unit: str) -> None:
    def cost(size: int) -> float:
        text = unit * (size // len(unit) + 1)
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            redact(text)
            best = min(best, time.perf_counter() - start)
        return best

    small, large = cost(3_000), cost(12_000)
    assert large < 10 * small + 0.005


# -- the fields of one record, together ---------------------------------------------------------------


def test_a_secret_found_in_one_field_is_replaced_in_the_others_where_it_has_no_shape() -> None:
    from oncebitten.engine.redact.redactor import redact_together

    content, tag, other = redact_together(["login with password=Wq7-shapeless-Vr2k9 works", "Wq7-shapeless-Vr2k9",
                                           "deploy"])  # fmt: skip
    assert content == "login with password=<redacted:password> works"
    assert (tag, other) == ("<redacted:password>", "deploy")


@given(st.lists(st.text(max_size=80), max_size=5))
def test_fields_redacted_together_are_at_least_as_redacted_as_alone_and_stay_so(texts: list[str]) -> None:
    from oncebitten.engine.redact.redactor import redact_together

    together = redact_together(texts)
    assert len(together) == len(texts)
    for alone, both in zip((redact(t) for t in texts), together, strict=True):
        assert both == alone or "<redacted:" in both
    assert redact_together(together) == together
