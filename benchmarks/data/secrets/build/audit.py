"""Label audit of the secrets corpus (real_, more_, more2_, fresh_secrets.jsonl).

Each change is (file, row index, field, old value, new value, reason). The labels were judged against the
single definition at the top of AUDIT.md (next to this file), by reading the rows: no redactor, benchmark or
other code of the project was run on them and no output of such code was looked at.

    python3 benchmarks/data/secrets/build/audit.py           # apply (idempotent), then validate
    python3 benchmarks/data/secrets/build/audit.py --check   # validate only; fails if a change is missing
    python3 benchmarks/data/secrets/build/audit.py --table   # the change table for AUDIT.md

A change is applied only where the row still holds the old value (and the row's text still starts with the
recorded prefix); a row that holds neither the old nor the new value stops the run. Rows are written back
with json.dumps(ensure_ascii=False), one object per line, keys in their original order, so unchanged rows
stay byte-identical. A row's text, split and source are never changed; no row is added or removed. A changed row's note gets
"[audit: <kind of change>; see build/AUDIT.md]" appended, since some notes argued for the old label.

The build scripts (build.py, more.py, more2.py, fresh.py) regenerate their files with the old labels: run this
script after any of them.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[1]
FILES = ("real_secrets.jsonl", "more_secrets.jsonl", "more2_secrets.jsonl", "fresh_secrets.jsonl")
KEYS = ("text", "secrets", "kind", "type", "source", "split", "note")

# Reasons, by rule of the definition in AUDIT.md.
EXAMPLE = "a published documentation example credential (grants nothing): rule N1"
STANDIN = "the value says it is a stand-in (fake / example / test filler): rule N1"
RUN = "an issued-key format filled with an alphabet / counting / keyboard run or repeated filler, not a key: rule N2"
HEXSPEAK = "hex-speak filler (cafebabe / deadbeef / d3adb33f) in an issued credential's place: rule N2"
METASYN = "a metasyntactic stand-in (foo / blah), not a chosen password: rule N1"
SLOTWORD = "the value is the bare name of its own slot (password / pass): rule N3"
KEYID = "an access key id beside its secret is half of the key pair and is listed, as elsewhere in the corpus: rule P3"
EMPTYPW = "Basic value decodes to 'browser:' -- a user name with an empty password, no secret: rule N4"

# (file, row, text prefix, old secrets, new secrets, reason). Kind follows the new secrets (positive iff any);
# a kind flip is reported as its own field change.
ROWS: list[tuple[str, int, str, list[str], list[str], str]] = [
    # real_secrets.jsonl
    ("real_secrets.jsonl", 374, "sk-ant-admin01-abc12fake",
     ["sk-ant-admin01-abc12fake-456def789ghij-klmnopqrstuvwx-3456yza789bcde-12fakehijklmnopby56aaaogaopaaaabc123xyzAA"],
     [], STANDIN + "; also an alphabet run"),
    ("real_secrets.jsonl", 375, "sk-ant-api03-abc123xyz",
     ["sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA"],
     [], RUN),
    ("real_secrets.jsonl", 398, "curl -H 'Authorization: Basic YnJvd3Nlcjo=", ["YnJvd3Nlcjo="], [], EMPTYPW),
    ("real_secrets.jsonl", 403, "aws_access_key: AKIAIOSFODNN7EXAMPLE", ["AKIAIOSFODNN7EXAMPLE"], [],
     EXAMPLE + " (AWS's AKIAIOSFODNN7EXAMPLE)"),
    ("real_secrets.jsonl", 404, "aws_access_key = 'AKIAIOSFODNN7EXAMPLE'",
     ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], [],
     EXAMPLE + " (AWS's example key pair)"),
    ("real_secrets.jsonl", 418, "export BUNDLE_ENTERPRISE__CONTRIBSYS__COM=cafebabe:deadbeef",
     ["cafebabe:deadbeef"], [], HEXSPEAK),
    ("real_secrets.jsonl", 419, "deepseek.Apikey = sk-abc123def456", ["sk-abc123def456ghi789jkl012mno345pq"], [],
     RUN + " (abc123def456ghi789...)"),
    ("real_secrets.jsonl", 438, '\t\t\t\t\t\t"gitlab_secret": "glpat-3fZ1p5y4XWcCvMGVlfake',
     ["glpat-3fZ1p5y4XWcCvMGVlfakeW86MQp1Oml3Ymg0Cw.01.1203afake"], [], STANDIN + " ('fake' twice in the token)"),
    ("real_secrets.jsonl", 507, "GRANT ALL PRIVILEGES ON *.* TO 'root'@'%' IDENTIFIED BY 'password'",
     ["password"], [], SLOTWORD),
    ("real_secrets.jsonl", 508, "docker run --name mysql -p 3306:3306 -e MYSQL_ROOT_PASSWORD=password",
     ["password"], [], SLOTWORD),
    ("real_secrets.jsonl", 511, "cnxn = pyodbc.connect('DRIVER={SQL Server};SERVER=localhost;DATABASE=testdb;UID=me;PWD=pass')",
     ["pass"], [], SLOTWORD),
    ("real_secrets.jsonl", 531, "http://cafeb4b3:d3adb33f@enterprise.contribsys.com", ["d3adb33f"], [], HEXSPEAK),
    ("real_secrets.jsonl", 532, "https://cafebabe:deadbeef@gems.contribsys.com/", ["deadbeef"], [], HEXSPEAK),
    ("real_secrets.jsonl", 540, "self.redis = Redis(host=options.redis_host", ["fooword"], [], METASYN + " ('fooword': foo + password)"),
    ("real_secrets.jsonl", 557, '  "private_key_id": "2b387b72ec1b082aa7e52189d9c43f58fb19fb48"',
     ["-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDE/XlaMP419pkUEXAMPLE=\\n-----END PRIVATE KEY-----"],
     [], STANDIN + " (a one-line key body ending in EXAMPLE=)"),
    ("real_secrets.jsonl", 626, "https://api.telegram.org/bot123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
     ["123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"], [], EXAMPLE + " (Telegram's Bot API docs token)"),
    # more_secrets.jsonl
    ("more_secrets.jsonl", 94, "glpat-aBcDeFgHiJkLmNoPqRsT", ["glpat-aBcDeFgHiJkLmNoPqRsT"], [], RUN),
    ("more_secrets.jsonl", 95, "groq_api_key = 'gsk_aBcDeFgHiJkLmNoPqRsT1234567890",
     ["gsk_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuv"], [], RUN),
    ("more_secrets.jsonl", 101, "//npm.pkg.github.com/:_authToken=111111aaaa",
     ["111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], [], RUN + " (111111 + all-a)"),
    ("more_secrets.jsonl", 9, "      - MYSQL_ROOT_HOST=%", ["wordpress", "mypass"], ["wordpress"],
     "'mypass' is my + the slot's name, a placeholder (rule N3); the root password beside it stays"),
    ("more_secrets.jsonl", 96, "GROQ_API_KEY=gsk_zYxWvUtSrQpOnMlKjIhGfEdCbA9876543210",
     ["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"], [], RUN + " (the alphabet backwards)"),
    ("more_secrets.jsonl", 108, "Treat https://hooks.slack.com/services/T11111AA/BAAAA111A/qKirRWalryBGqKirRWalryBG",
     ["qKirRWalryBGqKirRWalryBG"], [], RUN + " (a 12-character half typed twice, beside T11111AA/BAAAA111A)"),
    ("more_secrets.jsonl", 119, "CLOUDFLARE_API_TOKEN=cfat_aAbBcCdDeEfF",
     ["cfat_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b"], [], RUN),
    ("more_secrets.jsonl", 120, "# Global API Key (cfk_)", ["cfk_aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStT03fa099b"], [], RUN),
    ("more_secrets.jsonl", 129, "glc_eyJvIjoiMTIzNDUiLCJuIjoidGVzdCIsImsiOiJhYmMifQ==",
     ["glc_eyJvIjoiMTIzNDUiLCJuIjoidGVzdCIsImsiOiJhYmMifQ=="], [],
     RUN + ' (the body decodes to {"o":"12345","n":"test","k":"abc"})'),
    ("more_secrets.jsonl", 122, "DATABRICKS_TOKEN=dapi1234567890ABCDEF", ["dapi1234567890ABCDEF1234567890ABCDEF"], [], RUN),
    ("more_secrets.jsonl", 123, 'token: "dapi0123456789ABCDEF', ["dapi0123456789ABCDEF0123456789ABCDEF-3"], [], RUN),
    ("more_secrets.jsonl", 125, "DOCKER_TOKEN=dckr_pat_Example", ["dckr_pat_Example1234567890AbCdEfGhjK"], [],
     STANDIN + " ('Example' + counting run)"),
    ("more_secrets.jsonl", 127, "FIGMA_TOKEN=figd_aBcDeFgHiJkLmNoPqRsT",
     ["figd_aBcDeFgHiJkLmNoPqRsT1234567890abcdefghijklmnopqrstuvwxyz"], [], RUN),
    ("more_secrets.jsonl", 130, "glsa_abcdefghijklmnopqrstuvwxyz012345_89abcdef",
     ["glsa_abcdefghijklmnopqrstuvwxyz012345_89abcdef"], [], RUN),
    ("more_secrets.jsonl", 137, "NOTION_TOKEN=ntn_12345678901aBcDeF",
     ["ntn_12345678901aBcDeFgHiJkLmNoPqRsT1234567890abcde"], [], RUN),
    ("more_secrets.jsonl", 138, 'export const NOTION_API_KEY = "ntn_11122233344AbCdEf',
     ["ntn_11122233344AbCdEfGhIjKlMnOpQrStUvWxYz012345678"], [], RUN),
    ("more_secrets.jsonl", 151, "//artifactory.jfrog.com/artifactory/api/npm/npm/:_authToken=eyFake1",
     ["eyFake1.eyJFake2.Fake3.hardcoded"], [], STANDIN),
    ("more_secrets.jsonl", 233, "aws_id: AKIAHI38FAKE1IWUQEEN",
     ["AKIAHI38FAKE1IWUQEEN", "PA3XsxZ8d8cPQLmnZzFAKEdzC6ND2a8vhbyXU/Dw"], [], STANDIN + " (FAKE inside both values)"),
    # more2_secrets.jsonl
    ("more2_secrets.jsonl", 27, "A3T0ABCDEFGHIJKLMNOP", ["A3T0ABCDEFGHIJKLMNOP"], [], RUN),
    ("more2_secrets.jsonl", 28, "AKIADEADBEEFDEADBEEF", ["AKIADEADBEEFDEADBEEF"], [], HEXSPEAK),
    ("more2_secrets.jsonl", 57, "aQwErTy123456789AbCdEf",
     ["aQwErTy123456789AbCdEf0123456789AbCdEf0123456789AbCdEf0123456789AbCdEf012345AZDOabc1"], [], RUN),
    ("more2_secrets.jsonl", 1, 'var stripe = require("stripe")("sk_test_BQokikJOvBiI2HlWgH4olfQ2");',
     ["sk_test_BQokikJOvBiI2HlWgH4olfQ2"], [], EXAMPLE + " (Stripe's documentation test key, which opens only Stripe's demo account; doubtful)"),
    ("more2_secrets.jsonl", 33, 'export AWS_ACCESS_KEY_ID="I08BCX2ACV45ED1DOC9J"',
     ["0qk+o7XctJMmG6ydO8537c9+TofLJU1K0PiVBXSg", "eyJhbGciOiJIUzUxMi53InR5cCI6IkpXVCJ9.eyJhY2Nlc3NLZXkiOiJJMDhCQ1gySkpWNDVFRDFET0M5SiIsImFjciI6Ij53LCJhdWQiOiJhY2NvdW50IiwiYXV0aF90aW1lIjowLCJhenAiOiJtaW5pbyIsImVtYWlsIjoiYWlkYW4uY29wZUBnbWFpbC5jb20iLCJlbWFpbF92ZXJpZmllZCI6ZmFsc2UsImV4cCI6MTU4MDUwMDIzOCwiZmFtaWx5X25hbWUiOiJDb3BlIiwiZ2l2ZW5fbmFtZSI6IkFpZGFuIENvcGUiLCJpYXQiOjE1ODA0OTk5MzgsImlzcyI6Imh0dHBzOi8vYXV0aHN0Zy5wb3BkYXRhLmJjLmNhL2F1dGgvcmVhbG1zL3NhbXBsZSIsImp0aSI6IjU5ZTM5ODAxLWQxMmUtNDVhYS04NmQzLWVhMmNmZDU0NmE2MiIsIm1pbmlvX3BvbGljeSI6ImRhdGFzZXRfMV9ybyIsIm5hbWUiOiJBaWRhbiBDb3BlIENvcGUiLCJuYmYiOjAsInByZWZlcnJlZF91c2VybmFtZSI6ImFjb3BlLTk5LXQwNSIsInJlYWxtX2FjY2VzcyI6eyJyb2xlcyI6WyJvZmZsaW5lX2FjY2VzcyIsInVtYV9hdXRob3JpemF0aW9uIl19LCJyZXNvdXJjZV9hY2Nlc3MiOnsiYWNjb3VudCI6eyJyb2xlcyI6WyJtYW5hZ2UtYWNjb3VudCIsIm1hbmFnZS1hY2NvdW50LWxpbmtzIiwidmlldy1wcm9maWxlIl19fSwic2NvcGUiOiJwcm9maWxlIGVtYWlsIiwic2Vzc2lvbl9zdGF0ZSI6IjcxYjczZWJjLThlMzMtNGMyMi04NmE2LWI0MzhhNDM4ZmI2MiIsInN1YiI6IjVkOTBlOTgzLTA1NDItNDYyYS1hZWIwLWYxZWVmNjcwYzdlNSIsInR5cCI6IkJlYXJlciJ9.J-a9PORJToz7MUrnPQlOywcqtVMNkXy53Gedp_V4PW-Gbf1_BAMjwuw_X7fKRd6hkNfEn43CKKju7muzi_d1Ig"],
     ["0qk+o7XctJMmG6ydO8537c9+TofLJU1K0PiVBXSg", "eyJhbGciOiJIUzUxMi53InR5cCI6IkpXVCJ9.eyJhY2Nlc3NLZXkiOiJJMDhCQ1gySkpWNDVFRDFET0M5SiIsImFjciI6Ij53LCJhdWQiOiJhY2NvdW50IiwiYXV0aF90aW1lIjowLCJhenAiOiJtaW5pbyIsImVtYWlsIjoiYWlkYW4uY29wZUBnbWFpbC5jb20iLCJlbWFpbF92ZXJpZmllZCI6ZmFsc2UsImV4cCI6MTU4MDUwMDIzOCwiZmFtaWx5X25hbWUiOiJDb3BlIiwiZ2l2ZW5fbmFtZSI6IkFpZGFuIENvcGUiLCJpYXQiOjE1ODA0OTk5MzgsImlzcyI6Imh0dHBzOi8vYXV0aHN0Zy5wb3BkYXRhLmJjLmNhL2F1dGgvcmVhbG1zL3NhbXBsZSIsImp0aSI6IjU5ZTM5ODAxLWQxMmUtNDVhYS04NmQzLWVhMmNmZDU0NmE2MiIsIm1pbmlvX3BvbGljeSI6ImRhdGFzZXRfMV9ybyIsIm5hbWUiOiJBaWRhbiBDb3BlIENvcGUiLCJuYmYiOjAsInByZWZlcnJlZF91c2VybmFtZSI6ImFjb3BlLTk5LXQwNSIsInJlYWxtX2FjY2VzcyI6eyJyb2xlcyI6WyJvZmZsaW5lX2FjY2VzcyIsInVtYV9hdXRob3JpemF0aW9uIl19LCJyZXNvdXJjZV9hY2Nlc3MiOnsiYWNjb3VudCI6eyJyb2xlcyI6WyJtYW5hZ2UtYWNjb3VudCIsIm1hbmFnZS1hY2NvdW50LWxpbmtzIiwidmlldy1wcm9maWxlIl19fSwic2NvcGUiOiJwcm9maWxlIGVtYWlsIiwic2Vzc2lvbl9zdGF0ZSI6IjcxYjczZWJjLThlMzMtNGMyMi04NmE2LWI0MzhhNDM4ZmI2MiIsInN1YiI6IjVkOTBlOTgzLTA1NDItNDYyYS1hZWIwLWYxZWVmNjcwYzdlNSIsInR5cCI6IkJlYXJlciJ9.J-a9PORJToz7MUrnPQlOywcqtVMNkXy53Gedp_V4PW-Gbf1_BAMjwuw_X7fKRd6hkNfEn43CKKju7muzi_d1Ig", "I08BCX2ACV45ED1DOC9J"],
     KEYID),
    ("more2_secrets.jsonl", 173, "GET /resource HTTP/1.1", ["mF_9.B5f-4.1JqM"], [], EXAMPLE + " (RFC 6750's example bearer token)"),
    ("more2_secrets.jsonl", 187, "--tls-bootstrap-token abcdef.1234567890abcdef", ["abcdef.1234567890abcdef"], [],
     RUN),
    ("more2_secrets.jsonl", 212, "  PS> Get-NR1Catalog -PersonalAPIKey 'NRAK-123456788ABCDEFGHIJKLMNOPQR'",
     ["NRAK-123456788ABCDEFGHIJKLMNOPQR"], [], RUN),
    ("more2_secrets.jsonl", 300, "A3T0ABCDEFGHIJKLMNO", ["A3T0ABCDEFGHIJKLMNO"], [], RUN),
    ("more2_secrets.jsonl", 314, "a1B2c3D4e5F6g7H8i9J0",
     ["a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2g3H4i5J6k7L8m9AZDOn0p1Q"], [], RUN),
    ("more2_secrets.jsonl", 315, "a1B2c3D4e5F6g7H8i9J0",
     ["a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2g3H4i5J6k7L8m9XXXX12345"], [], RUN),
    ("more2_secrets.jsonl", 352, "abcdef.0123456789abcdef", ["abcdef.0123456789abcdef"], [],
     EXAMPLE + " (the Kubernetes docs' bootstrap token; also an alphabet run)"),
    ("more2_secrets.jsonl", 355, " --set global.licenseKey=a1b2c3d4e5f6", ["a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8NRAL"], [], RUN),
    ("more2_secrets.jsonl", 358, " --set newrelic-pixie.apiKey=px-api-a1b2c3d4", ["px-api-a1b2c3d4-e5f6-g7h8-i8j0-k0l3m3n4o0p5"], [], RUN),
    ("more2_secrets.jsonl", 359, " --set pixie-chart.deployKey=px-dep-d4c3b2a1", ["px-dep-d4c3b2a1-f6e5-h8g7-j1i8-p5o0n5m3l2k1"], [], RUN),
    ("more2_secrets.jsonl", 425, "mysql> CREATE USER 'azazel'@'localhost' IDENTIFIED BY 'blablabla';", ["blablabla"], [],
     METASYN + " (as fresh 291's SharedAccessKey=blablablablabla is a negative)"),
    ("more2_secrets.jsonl", 445, "export POSTGRES_PASSWORD=pass && ", ["pass"], [], SLOTWORD),
    # fresh_secrets.jsonl
    ("fresh_secrets.jsonl", 100, "\t\tzipapi_key = zipapiabcdef1234567890abcdef1234",
     ["zipapiabcdef1234567890abcdef1234", "zipapiSecurePass123!"], ["zipapiSecurePass123!"],
     RUN + " -- the key is dropped; the password (a person's choice, rule P2) stays"),
    ("fresh_secrets.jsonl", 213, "SONARQUBE=5eeee8e4", ["5eeee8e4deeee2dbfeeeedbeeeec37b7eeeea7b9"], [],
     RUN + " (hex padded with runs of e)"),
    ("fresh_secrets.jsonl", 217, "snyktoken=`12e45678-12e4", ["12e45678-12e4-12e4-12e4-12e456789012"], [], RUN),
    ("fresh_secrets.jsonl", 221, "        title=\"Enter Picatic API Key\"", ["sk_live_a6afaeada6a1a8a3a6a5a1a2aca1aea7"], [],
     RUN + " (a interleaved with a count)"),
    ("fresh_secrets.jsonl", 262, "'AWS_secret_KEY'=\"12ASD34qwe56CXZ78tyH10Tna543VBokN85RHCas\"",
     ["12ASD34qwe56CXZ78tyH10Tna543VBokN85RHCas", "AKIA0123456789ABCDEF"], ["12ASD34qwe56CXZ78tyH10Tna543VBokN85RHCas"],
     RUN + " (AKIA0123456789ABCDEF); the secret key beside it stays (doubtful: it opens with a keyboard walk)"),
    ("fresh_secrets.jsonl", 265, "myregistry.azurecr.io password: A1bC2dE3", ["A1bC2dE3fH4iJ5kL6mN7oP8qR9sT0u/+"], [],
     RUN + " (a registry password is generated by the registry, an issued value; doubtful)"),
]


def kind_of(secrets: list[str]) -> str:
    return "positive" if secrets else "negative"


def changes() -> list[tuple[str, int, str, object, object, str]]:
    """The field-level change list: (file, row, field, old, new, reason)."""
    out: list[tuple[str, int, str, object, object, str]] = []
    for file, row, _prefix, old, new, reason in ROWS:
        out.append((file, row, "secrets", old, new, reason))
        if kind_of(old) != kind_of(new):
            out.append((file, row, "kind", kind_of(old), kind_of(new), reason))
    return out


def category(old: list[str], new: list[str]) -> str:
    if kind_of(old) != kind_of(new):
        return f"{kind_of(old)} -> {kind_of(new)}"
    if len(new) < len(old):
        return "listed string is not a secret (removed; row stays positive)"
    if len(new) > len(old):
        return "missing secret added"
    return "listed secret's extent fixed"


def load(file: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / file).open(encoding="utf-8")]


def write(file: str, rows: list[dict]) -> None:
    with (DATA / file).open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def apply(check_only: bool) -> list[str]:
    missing: list[str] = []
    for file in FILES:
        rows = load(file)
        dirty = False
        for f_, row, prefix, old, new, reason in ROWS:
            if f_ != file:
                continue
            r = rows[row]
            assert r["text"].startswith(prefix), (file, row, "text prefix moved", r["text"][:60])
            mark = f"[audit: {category(old, new)}; see build/AUDIT.md]"
            if r["secrets"] == new and r["kind"] == kind_of(new):
                if mark not in r["note"]:
                    if check_only:
                        missing.append(f"{file}:{row} note")
                        continue
                    r["note"] = (r["note"] + " " + mark).strip()
                    dirty = True
                continue
            assert r["secrets"] == old and r["kind"] == kind_of(old), (file, row, "holds neither old nor new", r["secrets"])
            if check_only:
                missing.append(f"{file}:{row}")
                continue
            r["secrets"] = list(new)
            r["kind"] = kind_of(new)
            r["note"] = (r["note"] + " " + mark).strip()
            dirty = True
        if dirty:
            write(file, rows)
    return missing


def validate() -> None:
    for file in FILES:
        raw = (DATA / file).read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(raw):
            r = json.loads(line)
            assert tuple(r) == KEYS, (file, i, tuple(r))
            assert json.dumps(r, ensure_ascii=False) == line, (file, i, "not json.dumps(ensure_ascii=False) form")
            assert r["kind"] in ("positive", "negative") and r["split"] in ("dev", "heldout"), (file, i)
            assert (r["kind"] == "positive") == bool(r["secrets"]), (file, i)
            for s in r["secrets"]:
                assert s and s in r["text"], (file, i, s[:40])


def table() -> None:
    splits = {file: [r["split"] for r in load(file)] for file in FILES}
    per_file: collections.Counter[str] = collections.Counter()
    per_split: collections.Counter[str] = collections.Counter()
    per_kind: collections.Counter[str] = collections.Counter()
    per_file_split: collections.Counter[str] = collections.Counter()
    for file, row, _p, old, new, _r in ROWS:
        per_file[file] += 1
        per_file_split[f"{file} {splits[file][row]}"] += 1
        per_split[splits[file][row]] += 1
        per_kind[category(old, new)] += 1
    print("rows changed per file:", dict(per_file))
    print("rows changed per split:", dict(per_split))
    print("rows changed per file and split:", dict(sorted(per_file_split.items())))
    print("rows changed per kind of change:", dict(per_kind))
    print()
    print("| file | row | split | change | old secrets | new secrets | reason |")
    print("|---|---|---|---|---|---|---|")
    for file, row, _p, old, new, reason in ROWS:
        short = lambda xs: ", ".join("`" + (x if len(x) < 48 else x[:40] + "…") .replace("|", "\\|").replace("\n", "\\n") + "`" for x in xs) or "—"
        print(f"| {file.split('_')[0]} | {row} | {splits[file][row]} | {category(old, new)} | {short(old)} | {short(new)} | {reason} |")


if __name__ == "__main__":
    if "--table" in sys.argv:
        table()
        sys.exit(0)
    check = "--check" in sys.argv
    todo = apply(check_only=check)
    validate()
    if todo:
        sys.exit(f"changes not applied: {todo}")
    print(f"audit: {len(ROWS)} rows, {len(changes())} field changes in place; files valid")
