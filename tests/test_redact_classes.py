"""Redaction by class of secret: each class is recognised whatever the provider, the command or the layout it
comes in, and each class of look-alike (ids, hashes, placeholders, prompts, payloads) is left alone.

Lines are quoted from public issue threads and code (the source is in the comment above each); where a
thread shows only a token's *format* (a real key is rarely quoted whole), the key is a random string of that
format. The secrets corpus (``benchmarks/data/secrets/``) is measured separately; nothing here is taken
from its held-out rows.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten.engine.redact.redactor import redact

PLACEHOLDER = re.compile(r"<redacted:[a-z0-9_]+>")


def assert_redacted(text: str, *secrets: str) -> str:
    out = redact(text)
    for secret in secrets:
        assert secret not in PLACEHOLDER.sub("", out), f"{secret!r} left in {out!r}"
    assert redact(out) == out  # idempotent
    return out


# -- keys of AI model providers, bare (no key name around them) ----------------------------------------------

AI_KEYS = [
    # Groq: "gsk_" (EpicenterHQ/epicenter#681, oldcai/LazyTyper-releases#149)
    "gsk_Qm3Fg7ytbLIPXO0VWxdUkwvnldJdQmGFNkhRJ53ZK079Kmv4ILHIZ",
    # xAI: "New Grok keys start with `xai-`" (EpicenterHQ/epicenter#681)
    "xai-W5zbfUkzlXedo7qD42AbBLlRSsyJrOW5zbfUkzlXedo7qD42AbBLlRSsyJrOW5zbfUkzlXedo7qD42Ab",
    # Replicate: "tokens that start with `r8_`" (replicate/create-replicate#24)
    "r8_7DTl1j7Nsy6dpc3GGwkd8qsWFl33hy4ICtNzH",
    # Perplexity: pplx- + 48 (gitleaks config/gitleaks.toml, perplexity-api-key)
    "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",
    # OpenRouter's sk-or-v1- and DeepSeek's sk- (the sk- format copied by many)
    "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",
    # Anthropic admin keys (gitleaks, anthropic-admin-api-key)
    "sk-ant-admin01-Dtjm9IZ_rYhS_ihHLZmPXhjJ6PN8UPp7vNO7qO3735RRDpf8xbWGinsch0McONXznUm-4KWoA7WU2otvAA",
    # Google AI Studio / Gemini keys are Google API keys
    "AIzaSyD8fK3mQ9xLp2vT7wR4nB6cZ1hJ5gE0aUo",
    # Hugging Face
    "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",
    # LangSmith lsv2_pt_ / Tavily tvly- / NVIDIA nvapi- / Pinecone pcsk_ (their documented formats)
    "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",
    "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",
    "nvapi-Xk3vQ9mL2pR7tW1zY8bN4cF6hJ0sD5gA3eU9iO2kL7mP1qR4tV8",
    "pcsk_4Fq9Zt_7KmL2xWp9RvB3nC8dY1hJ6sG0aE5uI2oP7lK4mN9bV3cX8zQ1wE6r",
]


@pytest.mark.parametrize("key", AI_KEYS)
def test_an_ai_provider_key_is_redacted_bare_in_prose_and_in_a_log(key: str) -> None:
    assert_redacted(key, key)
    assert_redacted(f"I'm using the key {key} and still get 401 Invalid API Key", key)
    assert_redacted(f'  "apikey" : "{key}",', key)


# -- keys of other services and clouds, bare -------------------------------------------------------------------

SERVICE_KEYS = [
    # Alibaba Cloud AccessKey ids "LTAI" (gitleaks, alibaba-access-key-id)
    "LTAI5tR8kP3mQ9xW2vZ7nB4c",
    # Heroku v2 API keys "HRKU-AA" (gitleaks, heroku-api-key-v2)
    "HRKU-AAy9Ppr_HD2pPuTyIiTYInO0hbzhoERRSO93ZQusSYHgaD7_WQ07FnF7L9FX",
    # Docker Hub personal access tokens "dckr_pat_"
    "dckr_pat_2bH8kLm9Zx3Wv7Rt1Yp4Kc6Nb0Q",
    # Supabase "sbp_" + 40 hex
    "sbp_0102a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4",
    # Prefect "pnu_" + 36 (gitleaks, prefect-api-token)
    "pnu_8Fq2Lm9Zx3Wv7Rt1Yp4Kc6Nb0Hs5Gd2JaB3c",
    # Mailchimp "<32 hex>-us<dc>" (gitleaks, mailchimp-api-key)
    "cefa780880ba5f5696192a34f6292c35-us18",
    # Square "sq0atp-", OpenShift "sha256~", Scalingo "tk-us-"
    "sq0atp-812erere3wewew45678901",
    "sha256~ZBMKw9VAayhdnyANaHvjJeXDiGwA7Fsr5gtLKj3-eh-",
    "tk-us-loys7ib9yrxcys_ta2sq85mjar6lgcsspkd9x61s7h5epf_-",
    # Facebook app token "<app id>|<app secret>" (gitleaks, facebook-access-token)
    "1308742762612587|rhoK1cbv0DOU_RTX_87O4MkX7AI",
]


@pytest.mark.parametrize("key", SERVICE_KEYS)
def test_a_service_or_cloud_key_is_redacted_bare(key: str) -> None:
    assert_redacted(f"export X={key}", key)
    assert_redacted(f"the token {key} was rejected", key)


# -- chat-platform bot tokens ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, secret",
    [
        # a Telegram bot token quoted in prose ("here's mine"), and in a bot URL
        ("You can check any token you want, here's mine 1566826077:AAFhbjb4riec70dMdNfGzCq3N1nmNU2-VQ8",
         "1566826077:AAFhbjb4riec70dMdNfGzCq3N1nmNU2-VQ8"),
        ("GET https://api.telegram.org/bot6612345678:AAE3kYp9QzLm2Xw7Rt4Vb8Nc1Hs6Gd0JaFq/getMe",
         "AAE3kYp9QzLm2Xw7Rt4Vb8Nc1Hs6Gd0JaFq"),
        # a Discord bot token passed to client.login (AnIdiotsGuide/discordjs-bot-guide)
        ("client.login('NTU5MjMxNDExNTEyOTEyNDM3.tRAhYO.Ob7Y9Nw4t-V86wqkPutYdOzMU7S87ba1_Dnl7_');",
         "Ob7Y9Nw4t-V86wqkPutYdOzMU7S87ba1_Dnl7_"),
        # Slack bot and user tokens
        ("SLACK_BOT_TOKEN: xoxb-4614724432022-5152386766518-O5WzjWGLG0wcCm2WPrjEmnys",
         "O5WzjWGLG0wcCm2WPrjEmnys"),
        ("Slack.Bot.start_link(SlackRtm, [], \"xoxp-11873098179-111402824422-234336993777-b96c9fb3b69f82eb\")",
         "b96c9fb3b69f82eb"),
    ],
)  # fmt: skip
def test_a_chat_platform_bot_token_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


# -- credentials on command lines --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, secret",
    [
        # microsoft/mssql-docker#315
        ("/opt/mssql-tools/bin/sqlcmd - S localhost,1432 -U sa -P Xkp7VmE6YHVDM", "Xkp7VmE6YHVDM"),
        ("sudo docker exec -it honeywell /opt/mssql-tools/bin/sqlcmd -U sa -P 'Xkp7VmE6YHVDM'", "Xkp7VmE6YHVDM"),
        # microsoft/mssql-docker#15
        ("sqlcmd -S 192.168.99.100 -U sa -P 'mystrongpassword'", "mystrongpassword"),
        # osixia/container-openldap#209
        ('docker exec happy_curie ldapsearch -x -H ldap://localhost -b dc=example,dc=org '
         '-D "cn=admin,dc=example,dc=org"'
         ' -w JonSn0w', "JonSn0w"),
        ('ldapsearch -x -H ldap://localhost -b dc=example,dc=org -D "cn=admin,dc=example,dc=org" -w "JonSn0w"',
         "JonSn0w"),
        # byt3bl33d3r/CrackMapExec#544
        ('smbclient -L  192.168.1.10  -U "user1%pass123" ', "pass123"),
        ("crackmapexec smb 192.168.1.10 -u 'user1' -p 'pass123'", "pass123"),
        # clustervision/trinityX#75
        ("++ /usr/bin/mongo -u root -psThDby65 --authenticationDatabase admin", "sThDby65"),
        # docker-library/mongo#268
        ("root@ad403916482a:/# mongo -u 'cg' -p 'abc123'", "abc123"),
        # MeetMe/newrelic-plugin-agent#137
        ("$ mongo localhost:27017/db1 -u user1 -p Pw0rd1x", "Pw0rd1x"),
        # MicrosoftDocs/azure-docs#31935
        ('$Password = (ConvertTo-SecureString -String "Pass1w0rd" -AsPlainText -Force)', "Pass1w0rd"),
        ("$pw = ConvertTo-SecureString 'Tr0ub4dor&3' -AsPlainText -Force", "Tr0ub4dor&3"),
        # robotframework-thailand/robotframework-redislibrary#1 (a keyword table: the password is a cell)
        ("| ${redis_conn}=   | Connect To Redis |  redis-dev.com | 6379 | tj67CJ4YgbMVUkgH", "tj67CJ4YgbMVUkgH"),
        # sshpass, mysql -p attached, docker login -p
        ("sshpass -p 'Zx81!qPw' ssh root@10.0.0.5", "Zx81!qPw"),
        ("mysql -h db -uroot -pS3cr3tPw mydb", "S3cr3tPw"),
        ("Error: Command failed: /usr/bin/docker login -u imjosh -p kbUa5cZoTXAP ", "kbUa5cZoTXAP"),
        # Windows: net use with the password after the share or after /user
        ("* net use * \\\\10.0.0.12\\c$ hZBYCnJ89s7 /u:Administrator", "hZBYCnJ89s7"),
        ("&net use Z: \\\\hpc-master\\Data /user:hpcadmin T1kDxwOymTJZ /persistent:yes", "T1kDxwOymTJZ"),
        ("net user svc_deploy Welcome2024! /add", "Welcome2024!"),
    ],
)  # fmt: skip
def test_a_password_given_on_a_command_line_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


# -- connection strings, URLs, HTTP credentials ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text, secret",
    [
        # ODBC (MicrosoftDocs/azure-docs-sdk-python#395) and ADO.NET forms
        ("cnxn = pyodbc.connect('DRIVER={SQL Server};SERVER=localhost;DATABASE=testdb;UID=me;PWD=Qw3rty9z')",
         "Qw3rty9z"),
        ('"Server=tcp:srv.database.windows.net,1433;User ID=app;Password=Kx8#mP2q;Encrypt=True;"', "Kx8#mP2q"),
        ('"Data Source=db;Initial Catalog=x;User Id=sa;Password = Zq7!vR4t ;"', "Zq7!vR4t"),
        ("jdbc:sqlserver://db:1433;databaseName=x;user=sa;password=Hp4s$wrd9", "Hp4s$wrd9"),
        ("jdbc:mysql://db:3306/app?user=root&password=s3cr3tPw&useSSL=false", "s3cr3tPw"),
        # URL userinfo (docker-library/mongo#417 shape, with a real-looking password)
        ("MONGO_URI= mongodb://username:Tq9xW2mL@localhost:27017/Test_DB?authSource=admin", "Tq9xW2mL"),
        ("Cannot connect to amqp://guest:zQT88DWYQiUhjT@127.0.0.1:5672//: [Errno 111]", "zQT88DWYQiUhjT"),
        # HTTP Basic and Bearer credentials, in a header and bare in prose
        ('curl -H "Authorization: Basic YWRtaW46cGFzc3dvcmQxMjM="', "YWRtaW46cGFzc3dvcmQxMjM="),
        ("the request sent Basic dXNlcjpodW50ZXIyMDI0 and got 401", "dXNlcjpodW50ZXIyMDI0"),
        ('-H "Authorization: Bearer cfcabd11c7ed9a41b1a3e063c32d5114"', "cfcabd11c7ed9a41b1a3e063c32d5114"),
        ("headers = {'Authorization': 'Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b'}",
         "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"),
    ],
)  # fmt: skip
def test_a_credential_in_a_connection_string_url_or_header_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


# -- key = value with a secret-ish key, and key pairs in prose ------------------------------------------------


@pytest.mark.parametrize(
    "text, secret",
    [
        ("groq_token = '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'",
         "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"),
        ('facebook_app_secret = "6dca6432e45d933e13650d1882bd5e69"', "6dca6432e45d933e13650d1882bd5e69"),
        ("CO_API_KEY=ABfLE6XuN9NIIe3MExUyy5gWnAuh9NQzPAU3bfKL", "ABfLE6XuN9NIIe3MExUyy5gWnAuh9NQzPAU3bfKL"),
        ('MISTRAL_API_KEY="q8Zx3Wv7Rt1Yp4Kc6Nb0Hs5Gd2JaB3cL"', "q8Zx3Wv7Rt1Yp4Kc6Nb0Hs5Gd2JaB3cL"),
        ('adafruit_key: "aio_Kx8P2qW9zL4vR7tY1nB5mC3dF6"', "aio_Kx8P2qW9zL4vR7tY1nB5mC3dF6"),
        ("twilio auth token: 8f3a1c9e5b7d2f4a6c8e0b1d3f5a7c9e", "8f3a1c9e5b7d2f4a6c8e0b1d3f5a7c9e"),
        # prose key pairs: "access id AKIA... and secret access key ..." (an AWS key pair quoted in an issue)
        ("my access id AKIAVMCY22JLWURTFF5V and secret access key 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",
         "2fE4cUKGNWlZfMSTk3iz5Kdk5CaqTpMVdydsHhyD"),
        ("the password is Hunter2024! and the user is admin", "Hunter2024!"),
        ("password: Xq9#mW2v", "Xq9#mW2v"),
    ],
)  # fmt: skip
def test_a_value_under_a_secret_name_or_named_in_prose_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


# -- look-alikes that stay ------------------------------------------------------------------------------------


NOT_SECRETS = [
    # a run of one letter, however long, is padding, not a Twitter bearer token (which starts with 21-23 "A"s)
    "echo " + "A" * 100 + " " + "A" * 100,
    # password prompts without a value (osixia/container-openldap, microsoft/mssql-docker, canonical/mongodb-operator)
    "Enter LDAP Password: \nldap_bind: Invalid credentials (49)",
    "Password: Sqlcmd: Error: Microsoft ODBC Driver 11 for SQL Server : Login failed for user 'sa'..",
    "Enter password: ********************************\nMongoServerError: Authentication failed.",
    "thor@stapp03's password: \nPermission denied, please try again.",
    # placeholders (MicrosoftDocs/azure-docs#50119, #121787, canonical/mongodb-operator#92, nark/WiredSwift#44)
    './SQLCMD.EXE -S "(localdb)\\.\\ADSync" -U <Username> -P <Password>',
    "sqlcmd -S osscorp-sql-server.database.windows.net -U 'deveshadmin' -P '<passwordwithoutanyspecialcharacters>'",
    "mongosh -u admin -p <password> admin/test/whatever",
    "Connecting to:\t\tmongodb://<credentials>@127.0.0.1:27017/?directConnection=true",
    "root@ubuntu:~# mongo ${MONGOHOST}:${MONGOPORT}/admin -u mongo -p $MONGOPASSWORD",
    '    "apikey" : "gsk_MY_KEY",',
    "key = AKIAXXXXXXXXXXXXXXXX",
    "export OPENAI_API_KEY=sk-...",
    "OPENAI_API_KEY=<your-key>",
    "password=*** token=${GITHUB_TOKEN}",
    "$EncryptedInput = ConvertTo-SecureString -String $UserInput -AsPlainText -Force",
    '$Password = ConvertTo-SecureString -String "" -AsPlainText -Force',
    'ldapsearch -x -H ldap://192.168.50.11:25091 -D "cn=admin,dc=eryajf,dc=net" -W -b "dc=eryajf,dc=net"',
    # ids, hashes, UUIDs (BerriAI-style API error dumps; ag5826000/resume-commentor#4)
    "    'cf-ray': '91b0c10e4a051b5a-NBO',",
    "    'x-request-id': 'req_01jngbvsctfy0bmjw87yea904b'",
    "* ID: 643fd2b2-e6c5-7ded-487e-6c6a2665a82a",
    '"request_id":"req_011CYhr1kdGzCrPHfrhibMen"',
    'SRCREV_moby = "43fc912ef59a83054ea7f6706df4d53a7dea4d80"',
    "commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    '"integrity": "sha512-3tJ0gVZ8yK0h7Wqv1W0z0mQ2f8bS7M6c1XlN2c8hU3kKf3VQ8q5xZ9R0y7x4qVh2mW5X3b6L1s9P0a7nJ4k2g=="',
    "Downloading torch-2.1.0-cp311-cp311-manylinux1_x86_64.whl (670.2 MB)",
    # identifiers that start like a token (code)
    "  M_UINT (ServingCellPriorityParametersDescription_t, H_PRIO, 2,"
    " &hf_servingcellpriorityparametersdescription_h_prio),",
    "const api_org_controller = require('../../controllers/api/index').organizations;",
    "from sklearn.pipeline import make_pipeline  # sk-learn-pipeline-helpers",
    # base64 payloads that are not credentials
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    'Basic realm="Twilio API"',
    # prose with a trigger word
    "the token is invalid or expired; please log in again",
    "remote: Password authentication is not available for Git operations.",
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    'psql: error: FATAL:  password authentication failed for user "postgres"',
    "net use Z: \\\\server\\share /persistent:yes",
    "| Connect To Database | pymysql | ${DBName} | ${DBUser} | ${DBPass} | ${DBHost} | ${DBPort} |",
]


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_a_look_alike_of_a_secret_is_left_alone(text: str) -> None:
    assert redact(text) == text


# -- hostile input -------------------------------------------------------------------------------------------


_TOKEN_CHARS = st.text(alphabet="abcXYZ0189_-.~|%:/=+ \t\n\"'", max_size=400)


@settings(max_examples=200, deadline=None)
@given(prefix=st.sampled_from(["gsk_", "xai-", "r8_", "pplx-", "LTAI", "sha256~", "-us1", "|",
                               "ConvertTo-SecureString ",
                               "sqlcmd -P ", "ldapsearch -w ", "smbclient -U a%", "net user a ", "Connect To | "]),
       body=_TOKEN_CHARS)  # fmt: skip
def test_redaction_of_any_text_around_a_class_trigger_is_idempotent_and_keeps_the_rest(prefix: str, body: str) -> None:
    text = prefix + body
    out = redact(text)
    assert redact(out) == out
    # what is not replaced is kept, in order: every piece between placeholders is in the input
    at = 0
    for piece in PLACEHOLDER.split(out):
        found = text.find(piece, at)
        assert found >= 0
        at = found + len(piece)


@pytest.mark.parametrize(
    "text",
    [
        "ANTHROPIC_API_KEY=sk-ant-api03-xxxxx",
        "Authorization: Basic base64(user:pass)",
        "crackmapexec smb 10.0.0.0/24 -u users.txt -p passwords.txt",
    ],
)
def test_a_placeholder_written_as_a_mask_a_call_or_a_file_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        'char sumoToken[] = "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0";',
        '$sumoToken .= "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0"',
        'sumoToken ::= "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0"',
        'sumoToken ?= "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0"',
        'sumo_token ||= "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0"',
        'System.setProperty("SUMO_TOKEN", "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0")',
        'os.environ["SUMO_API_KEY"] = "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0"',
    ],
)
def test_a_secret_assigned_with_any_languages_operator_is_redacted(text: str) -> None:
    assert_redacted(text, "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0")


@pytest.mark.parametrize(
    "text",
    ['value = os.environ.get("token", "default")', 'dict["token"] = x', "password, token and key are required",
     '{"name": "API_TOKEN", "value": "<redacted:token>"}'],
)  # fmt: skip
def test_a_setter_argument_or_subscript_that_is_not_a_secret_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        # gitleaks' keyword rules as one class: a service's name, then a random value
        ("meraki: 4f1c2d3e4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d", "4f1c2d3e4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d"),
        ("DISCORD=6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b0d2f4a6c8e0b1d3f5a",
         "6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b0d2f4a6c8e0b1d3f5a"),
        ('zendesk_token = "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0wE1"', "Kx8P2qW9zL4vR7tY1nB5mC3dF6aQ0wE1"),
        ("twitter_bearer: AAAAAAAAAAAAAAAAAAAAAMLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI%3DEUifiRBkKG5E2XzMDjRfl76ZC9U"
         "b0wnz4XsNiRVBChTYbJcE3F", "EUifiRBkKG5E2XzMDjRfl76ZC9U"),
    ],
)  # fmt: skip
def test_a_random_value_under_a_services_name_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["sentry_release: 9fceb02d0ae598e95dc970b74767f19372d61af8", "sentry: release-2024-01-15-v1.2.3",
     'discord_id: "17014529625858348"', "okta_url: https://dev-123.okta.com", "datadog_site: datadoghq.com",
     "heroku_commit = 43fc912ef59a83054ea7f6706df4d53a7dea4d80", "discord=00000000000000000000000000000000"],
)  # fmt: skip
def test_a_services_id_url_release_or_commit_is_left_alone(text: str) -> None:
    assert redact(text) == text


PROSE_KEY = "3HSa1hQfz6BYzlxf7Yb1WKG3Hyovm56L"


@pytest.mark.parametrize(
    "template",
    ["API key: {}", "my api key is {}", "Secret Key = {}", "Access Token {}", "App Secret {}", "license key: {}",
     "consumer key: {}, consumer secret: {}", "refresh token {}", "passwd {}",
     '<add key="ClearTextPassword" value="{}" />'],
)  # fmt: skip
def test_a_key_named_in_two_words_of_prose_is_redacted(template: str) -> None:
    assert_redacted(template.format(PROSE_KEY, PROSE_KEY), PROSE_KEY)


@pytest.mark.parametrize(
    "text",
    [f"primary key: {PROSE_KEY}", f"public key: {PROSE_KEY}", "the token expired yesterday", "secret sauce",
     "API key: invalid", "sort key: userId", "Unexpected token in JSON", "missing secret DB_PASSWORD_FILE in namespace",
     "Token abcdef0123456789abcdef0123456789 matched"],
)  # fmt: skip
def test_prose_about_keys_and_tokens_without_one_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    ["PUBLIC_KEY=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAynY5oEuJ0qv3KPZWJdcfUGIIBNWq30NnUS201XyV4B1aP7lTO",
     "VAPID_PUBLIC_KEY=BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
     "CA_CERT=MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJRTESMBAGA1UEChMJQmFsdGltb3Jl",
     "NONCE=Zq7vR4tKx8P2qW9zL4vR7tY1nB5mC3dF",
     "PAYLOAD=eyJ1c2VyIjoiYWxpY2UiLCJyb2xlIjoiYWRtaW4iLCJleHAiOjE3MDAwMDAwMDB9",
     'ETAG="W/Zq7vR4tKx8P2qW9zL4vR7tY1nB5mC3dF"'],
)  # fmt: skip
def test_a_random_value_whose_name_says_it_is_public_or_a_payload_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        ("https://contoso.webhook.office.com/webhookb2/3c1a9d52-1c2e-4d1f-9a7b-2e5c8f0d1a2b@72f988bf-86f1-41af-91ab-"
         "2d7cd011db47/IncomingWebhook/9f2c4b6d8e0a1c3e5f7a9b1d3c5e7f90/5b7d9f1a-3c5e-4a7b-9d1f-3a5c7e9b1d3f",
         "9f2c4b6d8e0a1c3e5f7a9b1d3c5e7f90"),
        ("curl -X POST https://mattermost.example.com/hooks/xi1ej9f4wjfz5nqg7kd8s3uq6r -d @msg.json",
         "xi1ej9f4wjfz5nqg7kd8s3uq6r"),
    ],
)  # fmt: skip
def test_the_secret_path_of_an_incoming_webhook_url_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text", [".git/hooks/pre-push.sample", "https://github.com/org/repo/settings/hooks/123456789",
             "see docs/webhooks/overview-and-setup.md"],
)  # fmt: skip
def test_a_hooks_path_that_holds_no_secret_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        ('if user == "admin" and password == "hardcoded3":', "hardcoded3"),
        ('    password: "$123456789"', "$123456789"),
        ("cfk_aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7sU9wY03fa099b",
         "cfk_aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7sU9wY03fa099b"),
        # rzcoder/node-rsa#57: a key written as joined string literals
        ("var key = new NodeRSA('-----BEGIN RSA PRIVATE KEY-----\\n'+\n"
         "'MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBALQHEIBxMQF4pGlH\\n'+\n"
         "'Nf3IOuBZsWeg58ItDsxXFUJk7GMMTmn5aEL7aAvLM1d1TQzQAR61IJTfxIWm6VCM\\n'+\n'-----END RSA PRIVATE KEY-----');",
         "Nf3IOuBZsWeg58ItDsxXFUJk7GMMTmn5aEL7aAvLM1d1TQzQAR61IJTfxIWm6VCM"),
    ],
)  # fmt: skip
def test_a_hardcoded_comparison_a_dollar_password_a_prefixed_key_and_a_joined_pem_are_redacted(
    text: str, secret: str
) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["    if (!token || typeof token !== 'string') throw new Error('TOKEN_INVALID');",
     "When I input  'mysql -u root -p' .", '  const botToken = "-23233223";',
     "meraki: abdefghjk0123456789mnopqrstuvwx12345678", "-----BEGIN PRIVATE KEY-----\n***\n-----END PRIVATE KEY-----",
     "```\n-----BEGIN RSA PRIVATE KEY-----\nKEY HERE\n-----END RSA PRIVATE KEY-----\n```", 'password: "$DB_PASSWORD"'],
)  # fmt: skip
def test_a_type_check_a_prompt_a_negative_number_a_typed_sequence_or_a_masked_pem_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        # Skyscanner/whispers tests/fixtures (.htpasswd, Dockerfile, integration.conf): hardcoded secrets by layout
        ("noncompliant1:$apr1$l0cpzs5a$vQK3lmgMGvcXcRP8bhardcoded", "vQK3lmgMGvcXcRP8bhardcoded"),
        ("root:$6$rounds=5000$saltsalt$Wf2bBbM9eW0Ujq2mF3pZ9:19000:0:99999:7:::", "Wf2bBbM9eW0Ujq2mF3pZ9"),
        ("ENV DRONE_TOKEN YXNkZmZmZmZm_HARDcoded", "YXNkZmZmZmZm_HARDcoded"),
        ("    <entry>\n        <key>business.password</key>\n        <value>hardcoded2</value>\n    </entry>",
         "hardcoded2"),
        ("<key>Password</key><string>s3cr3tPw!</string>", "s3cr3tPw!"),
    ],
)  # fmt: skip
def test_a_password_hash_a_dockerfile_env_or_an_xml_key_value_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["ENV PATH /usr/local/bin:$PATH", "ARG NODE_VERSION 18", "<key>CFBundleName</key><string>MyApp</string>",
     "awk '{print $1$2}' file.txt", "price is $5$ per unit"],
)  # fmt: skip
def test_a_dockerfile_env_an_xml_key_or_dollars_without_a_secret_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    ['define("DB_PASSWORD", "hardcoded");', '{password: "hardcoded"}', 'os.getenv("DB_PASSWORD", "hardcoded")'],
)
def test_a_plain_word_password_in_code_is_redacted(text: str) -> None:
    assert_redacted(text, "hardcoded")


@pytest.mark.parametrize(
    "text", ['get("password", "")', 'error: password: "required"', "password=getpass.getpass(prompt='DB password: ')"]
)
def test_a_password_field_without_a_password_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        ("use Bearer 3HSa1hQfz6BYzlxf7Yb1WKG3Hyovm56L to call it", "3HSa1hQfz6BYzlxf7Yb1WKG3Hyovm56L"),
        ("echo 3HSa1hQfz6BYzlxf7Yb1WKG3Hyovm56L | docker login -u bob --password-stdin",
         "3HSa1hQfz6BYzlxf7Yb1WKG3Hyovm56L"),
        ('echo "alice:Wq7vR4tK" | chpasswd', "Wq7vR4tK"),
        ("aws configure set aws_secret_access_key 2fE4cUKGNWlZfMSTk3iz5Kdk5CaqTpMVdydsHhyD",
         "2fE4cUKGNWlZfMSTk3iz5Kdk5CaqTpMVdydsHhyD"),
    ],
)  # fmt: skip
def test_a_bearer_credential_in_prose_or_a_secret_piped_to_a_login_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["echo $CR_PAT | docker login ghcr.io -u USER --password-stdin", "Bearer token expired",
     'WWW-Authenticate: Bearer error="invalid_token"', 'Bearer realm="example"'],
)  # fmt: skip
def test_a_bearer_scheme_or_a_piped_variable_is_left_alone(text: str) -> None:
    assert redact(text) == text


def test_a_secret_quoted_again_without_its_context_is_redacted_there_too() -> None:
    out = assert_redacted("password=Hx8mQ2vLp9 and later: logged in as root with Hx8mQ2vLp9", "Hx8mQ2vLp9")
    assert out.count("<redacted:password>") == 2


# -- service formats ported from the scanners' catalogues (gitleaks config/gitleaks.toml, noseyparker's rules) ------

PORTED_FORMATS = [
    # crates.io, Dependency-Track, Twitch stream keys (noseyparker's rule examples)
    "Bearer: ciotgp8BGZBlX192iExSQPm0SrUlBunG8zd",
    "odt_KTJlDq2AGGGlqG4riKdT7p980AW8RlU5",
    "STREAM_KEY=live_126031192_RJVJxpxq8Q1X1Qdc9SwwTvpXonANmi",
    # StackHawk, PostHog, Salesforce (noseyparker); ClickHouse, MaxMind (gitleaks)
    'HAWK_API_KEY="hawk.nHAOHdJjXoNyzAcTDC5M.R2gqQh2aCesrh0yCGB7q"',
    "phx_C1rP9fnAtEFJvb0IYCFdeQhar2WdwUFBYHJym1F_Zqr",
    "00DE0X0A0M0PeLE!CJoAQOx1GCLf1UIt4UU9y0VOPLUZAYN6I8DsdGEDyHh5cO02egObcAhIDHYiGCfi94c53oFbr4HB.xZfuYRGhvNuxobAAXRe",
    "clickhouse secret 4b1dQ8rZ2kT5vX9nM3wL7pY1cF6hJ0aS4dG8eU2iO5",
    "GeoIP license 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",
    # Azure DevOps PAT (2024 format: "AZDO" at characters 77-80)
    "token = '23IcywOgHQTktCPK7D1r1zLjJkRiDu9m1udhpuOnl9XKhUzybqlMJQQJ98BAACAAAAATbLuLAAASAZDOWP7X'",
]


@pytest.mark.parametrize("text", PORTED_FORMATS)
def test_a_token_of_a_format_ported_from_a_scanner_catalogue_is_redacted(text: str) -> None:
    token = max(re.split(r"[\s=:'\"]+", text), key=len)
    assert_redacted(text, token)


@pytest.mark.parametrize(
    "text, secret",
    [
        # noseyparker's hashicorp rule examples: what "vault operator init" prints and "vault operator unseal" takes
        ("Unseal Key 2: 0tZn+7QQCxphpHwTm7/dC3LpP5JGIbYl3PK8Sy81R+P2", "0tZn+7QQCxphpHwTm7/dC3LpP5JGIbYl3PK8Sy81R+P2"),
        ("oc -n vault exec -ti vault-0 -- vault operator unseal 98m+o2ylRhVbOi+3o5ub6PbP343ocFUVORgSYeypMDjh",
         "98m+o2ylRhVbOi+3o5ub6PbP343ocFUVORgSYeypMDjh"),
        # a Kerberos AS-REP hash (roasting output), noseyparker's hashes rule
        ("$krb5asrep$23$user@domain.com:3e156ada591263b8aab0965f5aebd837$007497cb51b6c8116d6407a782ea0e1c5402b17db7afa6"
         "b05a6d30ed164a9933c754d720e279c6c573679bd27128fe77e5fea1f72334c1193c8ff0b3",
         "007497cb51b6c8116d6407a782ea0e1c"),
        # a personal access token under its short name (noseyparker's azure rule example)
        ('    ado_pat =  "iyfmob6xjrfmit67anxbot64umfx2clwx7dz5ynxi4q2z3uqegvq"',
         "iyfmob6xjrfmit67anxbot64umfx2clwx7dz5ynxi4q2z3uqegvq"),
        # values aligned in columns (noseyparker's facebook and generic rule examples)
        ('     fbApiKey:            "171e84fd57f430fc59afa8fad3dbda2a",', "171e84fd57f430fc59afa8fad3dbda2a"),
        (":password       => '4ian1234',", "4ian1234"),
        # a hard-coded password compared with the one given (noseyparker's generic rule examples)
        ("if username == 'example@gmail.com' and password =='logmein':", "logmein"),
        ('if username == "jojoba" and password == "team10":', "team10"),
        # PsExec takes the password after -p (noseyparker's psexec rule)
        ('system("psexec \\\\\\\\192.168.3.77 -u Administrator -p braksha shutdown -r -f -t 0");', "braksha"),
        # a JSON string that starts with "$" is a value, not a shell variable
        ('"password": "$super$ecret",', "$super$ecret"),
    ],
)  # fmt: skip
def test_a_secret_in_a_new_class_of_context_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # a key's own string, a path segment, a concatenation (noseyparker's negative examples)
        'usernameLabel:"Username or email:",passwordLabel:"Password:",rememberMeLabel:"Remember me:"',
        "  put '/forgot-password' => \"cms/sites/passwords#update\", as: 'update_password'",
        'String usernamePassword = "application:" + appKey + ":" + appSecret;',
        # a value that says it is not real
        '"password": "YOURPASSWROD"',
        "aws_access_key_id = FakeValues99ESPW3ALMEZ6U\\n"
        "  aws_secret_access_key = FakeValues99cl9bqJFVA3iFUm+yqVe08HxhXFE/",
        # variables of Windows batch files and Ruby interpolation
        "%RUNTIMEDIR%\\PsExec.exe \\\\satmodel2 -u SATMODEL2\\MTCPB -p %nothing% -i 2 -c -f %TEMP%\\psexec_helper.bat",
        '      text << "Password=#{password}, "',
        # words that hold "pat" are not a personal access token's key
        "compat = 1", "the pat is here", "spat: x",
        # a typeof check names a type, not a password
        "if (typeof password !== 'string') throw new TypeError()",
    ],
)  # fmt: skip
def test_a_look_alike_of_a_new_class_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        # SQL that sets a password (perl5-dbi/DBD-mysql#340, gvenzl/oci-oracle-free#14, jakob/Postico#315)
        ("mysql> create user 'dcantrell'@'localhost' identified by 's3kr1t';", "s3kr1t"),
        ('CREATE USER "TEST" IDENTIFIED BY "Secret321"  ;', "Secret321"),
        ("`ALTER USER myuser WITH PASSWORD 'pa$sword';`", "pa$sword"),
        ("ALTER USER 'u'@'h' IDENTIFIED WITH mysql_native_password BY 'Xy7pq2';", "Xy7pq2"),
        # a class name is a type only where it reads as one: a YAML flow mapping keeps its password
        ("{password: MyS3cretPass, user: bob}", "MyS3cretPass"),
    ],
)  # fmt: skip
def test_a_password_set_by_sql_or_in_a_flow_mapping_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # SQL with a template, a bind variable or a word where the password goes
        "GRANT ALL ON ona_default.* TO 'ona_sys'@'localhost' IDENTIFIED BY 'password';",
        "CREATE USER 'dbmail'@'localhost' IDENTIFIED BY '<pass>';", "ALTER USER scott IDENTIFIED BY :new_pw",
        "the user identified by email",
        # code lines quoted by tracebacks (read in installed packages): variables, keywords, classes, annotations,
        # lists of words, docstrings, colours, a pair standing for credentials
        "refresh_token = await self.provider.load_refresh_token(client_info, token_request.refresh_token)",
        '"kwargs": {"token": traced_item},', "_stoken=_stoken, _token_terminator=_token_terminator,",
        "SandboxMountAuth = SandboxProxyRule", "TOKEN = 0",
        "MLKEM768X25519PrivateKey = rust_openssl.hpke.MLKEM768X25519PrivateKey",
        "    password: HiddenText | None = None", "    def __init__(self, password: bytes):",
        "        self, private_key: ed25519.Ed25519PrivateKey, f_priv: _FragList", "    share_token: UUID",
        "    'or', 'pass', 'public', 'print', 'private', 'protected',",
        '511: ("network_authentication_required", "network_auth", "network_authentication"),',
        "__slots__ = ('scheme', 'user', 'password', 'host', 'tld', 'host_type', 'port', 'path', 'query', 'fragment')",
        "    api_key: LangSmith API key for the default exporter. Defaults to",
        "    api_key: Explicitly-provided API key, or None if not set by the caller.",
        '    Token:                     "#f8f8f2", # class:  \'\'',
        "if (credentials is None) == (check_credentials is None):",
        '"secret": "㊙",', 'password = ":****"', "      httpAuth : 'user:password'",
        "# Credentials embedded in URLs: proto://user:PASS@host -> redact PASS only.",
        """(no token is minted)."""
    ],
)  # fmt: skip
def test_code_and_sql_that_only_name_a_secret_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        # APIs that take a user name and a password by position (noseyparker's generic rule examples)
        ('sender.Credentials = new NetworkCredential("NuGets@example.com", "vzihlaquknriqlht");', "vzihlaquknriqlht"),
        ('new DirectoryEntry("LDAP://EXAMPLE.COM",\n          "ADMNALRRHH@EXAMPLE.COM",\n          "Rrhh1234");',
         "Rrhh1234"),
        ("r = requests.get(url, auth=('user', 'hunter22'))", "hunter22"),
        ('new PasswordAuthentication("bob", "s3cr3tpw".toCharArray())', "s3cr3tpw"),
        # a UUID under a service's bare name is its key (noseyparker's postmark rule example)
        ('postmark: "f59dffd2-83ea-47c7-ba8f-95e053a6d0ae",', "f59dffd2-83ea-47c7-ba8f-95e053a6d0ae"),
    ],
)  # fmt: skip
def test_a_password_passed_by_position_or_a_service_uuid_key_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["auth=(username, password)", 'HTTPBasicAuth("u", "<password>")',
     'postmark_message_id: "f59dffd2-83ea-47c7-ba8f-95e053a6d0ae"',
     '<li><a href="Thread-Safety.html" accesskey="7">Thread Safety</a></li>',
     '<span class="hljs-keyword">const</span> aliceSecret = alice.<span class="hljs-title">computeSecret</span>'],
)  # fmt: skip
def test_variables_ids_and_markup_around_a_credential_api_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # placeholders that say the value is still to be filled in, references to a secret store
        "export API_TOKEN=CHANGE_ME", "password=replace_me", 'api_key: "TODO"', "export API_TOKEN=FIXME",
        "password=vault:secret/data/db#password", "export API_TOKEN=projects/p/secrets/s/versions/1",
        # lines of the standard library and of /etc (read on this machine): numbers, OIDs, format strings,
        # concatenations, chained and tuple assignments, attribute assignments of variables
        "elif token == 0x08:", "Token = Ignore + PlainToken", 'print("shlex: token=" + repr(raw))',
        "self.token = nextchar", "exposed, token = result", "self.user, self.password = user, password",
        "SERVER_AUTH = '1.3.6.1.5.5.7.3.1'", "userid = passwd = acct = ''", "user_pass = '%s:%s' % (unquote(user),",
        "secret = $insta::secret # pass:insta",
    ],
)  # fmt: skip
def test_placeholders_and_standard_library_code_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [("password = hunter", "hunter"), ("password = 12345678", "12345678"),
     ('"password": "$super$ecret",', "$super$ecret")],
)  # fmt: skip
def test_an_ini_line_or_a_json_value_keeps_its_password_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text, secret",
    [
        # Okta's API token scheme, Braintree's access token (the secret scanners' okta and braintree rules)
        ("Authorization: SSWS 00QCjAl4MlV-WPXM-0HmjFx-vbGua4mSbKFPtwnrM5",
         "00QCjAl4MlV-WPXM-0HmjFx-vbGua4mSbKFPtwnrM5"),
        ("access_token$production$x8r4qd8h2ycdb7kx$6b0a2e9d4c3f1a8b7e6d5c4b3a291817",
         "access_token$production$x8r4qd8h2ycdb7kx$6b0a2e9d4c3f1a8b7e6d5c4b3a291817"),
        # PuTTY's tools take the password after -pw; an environment name ending in PW holds one
        ("plink -ssh root@10.0.0.5 -pw Tr0ub4dor&3 uptime", "Tr0ub4dor&3"),
        ("pscp -pw hunter2x file.txt user@host:/tmp", "hunter2x"),
        ("DB_PW=Qx7mZ2pLk", "Qx7mZ2pLk"),
    ],
)  # fmt: skip
def test_okta_braintree_putty_and_pw_credentials_are_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize("text", ["mysql -pwd", "ls -pw", "grep -pw x"])
def test_a_pw_flag_of_another_tool_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        # how issue threads write a password down: Markdown, a quoted word after the name, "set to", a switch
        ("**Password:** Hx7q2mZp", "Hx7q2mZp"), ("**Password**: Hx7q2mZp", "Hx7q2mZp"),
        ('password "Hx7q2mZp"', "Hx7q2mZp"), ("api key `Hx7q2mZp`", "Hx7q2mZp"),
        ("Root password set to Hx7q2mZp", "Hx7q2mZp"), ("changed password to Hx7q2mZp", "Hx7q2mZp"),
        ("net use \\\\srv\\s /user:bob /password:Hx7q2mZp", "Hx7q2mZp"),
    ],
)  # fmt: skip
def test_a_password_written_down_in_an_issue_thread_is_redacted(text: str, secret: str) -> None:
    assert_redacted(text, secret)


@pytest.mark.parametrize(
    "text",
    ["the password to the database", "send the token to the server", "set password to expire",
     'password "field" is required', "**Note:** the token expires", "**Token:** see above",
     "Any extra arguments to pass to :py:meth:`parseconfigure`.", "pass `result_type=` explicitly.",
     "a dict to pass to `__post_init__`", "identified by `code: 'ERR_INVALID_HTTP_TOKEN'`.",
     "WORDPRESS_DB_PASSWORD: <set to the key 'password' in secret 'mysql-pass-c57bb4t7mf'> Option"],
)  # fmt: skip
def test_prose_about_passwords_and_the_verb_pass_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize("key", ["AKIAQTHJNICTKFNAWXYZ", "AKIADEADQTHJNICTKFNA"])
def test_an_access_key_of_capitals_only_is_still_a_key(key: str) -> None:
    # about one AWS key id in 200 draws no digit; a run of capitals is a placeholder only with a word of the kind
    assert_redacted(f"aws_access_key_id = {key}", key)
    assert redact("TOKEN=REPLACEWITHYOURTOKENVALUE") == "TOKEN=REPLACEWITHYOURTOKENVALUE"


@pytest.mark.parametrize(
    "text, secret",
    [("export POSTGRES_PASSWORD=hunter && \\", "hunter"), ("SECRET=secret", "secret"),
     ("cnxn = pyodbc.connect('DRIVER={SQL Server};SERVER=localhost;DATABASE=testdb;UID=me;PWD=tiger')", "tiger")],
)  # fmt: skip
def test_a_bare_word_in_name_equals_value_is_the_value(text: str, secret: str) -> None:
    # the corpus counts a short word set as a password a password; a variable would be written $pass
    out = assert_redacted(text, secret)
    assert "<redacted:" in out


@pytest.mark.parametrize(
    "text",
    ["DB_PASSWORD=db_password", "PASSWORD=password", "TOKEN=token", "DB_PASSWORD=$DB_PASSWORD",
     # the field's own name written where its value goes (the secrets corpus's definition, build/AUDIT.md)
     "export POSTGRES_PASSWORD=pass && \\", "UID=me;PWD=pass", "mysql -u root --password=mypass"],
)  # fmt: skip
def test_a_name_or_a_variable_in_name_equals_value_is_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # AWS's published example keys (docs.aws.amazon.com), as its documents and many READMEs quote them
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        # hex-speak, or a value saying it is fake: no provider issues these
        "AKIADEADBEEFDEADBEEF",
        "export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=cafebabe:deadbeef",
        "aws_id: AKIAHI38FAKE1IWUQEEN",
    ],
)
def test_published_examples_and_filler_in_a_secrets_place_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        ("token: 12345678:AA101703Wd8JLT6GCtKzxatRHQREQUk_CpK", "AA101703Wd8JLT6GCtKzxatRHQREQUk_CpK"),
        ("mysql -u root -p'$123456789'", "$123456789"),
        (
            "GROQ_API_KEY=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",
            "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",
        ),
        (
            "export ANTHROPIC_API_KEY=sk-ant-abcdefghijklmnopqrstuvwxyz0123456789",
            "sk-ant-abcdefghijklmnopqrstuvwxyz0123456789",
        ),
    ],
)
def test_values_in_counting_or_alphabetical_order_are_still_redacted(text: str, secret: str) -> None:
    # a newcomer trying the redactor types sk-ant-abcdefgh...: it must be redacted, whatever the corpus calls filler
    assert_redacted(text, secret)
