"""The rule catalogue: every secret the default redactor knows, by shape, by the name it is assigned to, or
by where it sits (URLs, headers, command lines, environment files). Data more than code: one entry per rule;
how a context rule decides what of its match is a secret lives in :mod:`.replacers`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .replacers import (
    _KEY_CHARS,
    _KEY_WORD,
    _KEYWORD_ASSIGNMENT,
    _SERVICES,
    _VALUE,
    _authorization,
    _command_password,
    _config_set,
    _cookie,
    _cookie_dict,
    _curl_cookie,
    _dockerfile_env,
    _env_assignment,
    _foreign_password,
    _htpasswd,
    _is_basic_credential,
    _is_long_hex,
    _key_type,
    _keyword_assignment,
    _named_value,
    _odbc_braces,
    _positional_arguments,
    _positional_password,
    _query_key,
    _service_value,
    _setter,
    _slack_webhook,
    _sql_password,
    _swap_pem,
    _swap_token,
    _table_row_password,
    _url_password,
    _webhook_path,
)
from .rule import (
    _has_digit_and_letter,
    _high_entropy,
    _literal_gate,
    _Rule,
    _swap,
    _swap_if,
    _swap_secret,
    _swap_value,
)

# Lookbehinds that start a match only at the beginning of a run, so that a long run of a prefix
# ("eyJeyJeyJ...", "sk-sk-sk-...") is tried once, not once per position (which would be quadratic).
_TOK = r"(?<![A-Za-z0-9_.-])"

# (type, pattern, run prefixes, triggers) for secrets recognised by their own shape. A run prefix must start
# a run of [A-Za-z0-9_.-] (the pattern's lookbehind, _TOK, says the same); anything else is a trigger.
_PROVIDER_TOKENS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("anthropic_key", _TOK + r"sk-ant-[A-Za-z0-9_-]{20,}+", ("sk-ant-",), ()),
    ("github_token", _TOK + r"(?:gh[pousr]_[A-Za-z0-9]{30,}+|github_pat_[A-Za-z0-9_]{30,}+)",
     ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"), ()),
    ("gitlab_token", _TOK + r"(?:gl(?:pat|dt|ptt|rt|cbt|imt|ft|oas|soat|ffct|sat|agent)-[A-Za-z0-9_-]{20,}+"
     r"|GR1348941[A-Za-z0-9_-]{20,}+)",
     ("glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "glimt-", "glft-", "gloas-", "glsoat-", "glffct-",
      "glsat-", "glagent-", "GR1348941"), ()),
    ("slack_token", _TOK + r"(?:xox(?:[abposr]|e(?:\.xox[bp])?)-[A-Za-z0-9-]{20,}+|xapp-[0-9]-[A-Za-z0-9-]{10,}+)",
     ("xox", "xapp-"), ()),
    ("stripe_key", _TOK + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}+",
     ("sk_live_", "sk_test_", "rk_live_", "rk_test_"), ()),
    ("stripe_webhook_secret", _TOK + r"whsec_[A-Za-z0-9+/=]{20,}+", (), ("whsec_",)),
    ("google_api_key", _TOK + r"AIza[A-Za-z0-9_-]{30,}+", ("AIza",), ()),
    ("google_oauth_token", _TOK + r"(?:ya29\.[A-Za-z0-9_-]{20,}+|1//0[A-Za-z0-9_-]{40,}+)", ("ya29.",), ("1//0",)),
    ("google_client_secret", _TOK + r"GOCSPX-[A-Za-z0-9_-]{20,}+", ("GOCSPX-",), ()),
    ("aws_access_key", _TOK + r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])",
     ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"), ()),
    ("npm_token", _TOK + r"npm_[A-Za-z0-9]{30,}+", ("npm_",), ()),
    ("pypi_token", _TOK + r"pypi-AgE[A-Za-z0-9_-]{40,}+", ("pypi-AgE",), ()),
    ("sendgrid_key", _TOK + r"SG\.[A-Za-z0-9_-]{16,}+\.[A-Za-z0-9_-]{30,}+", ("SG.",), ()),
    ("huggingface_token", _TOK + r"(?:hf_|api_org_)[A-Za-z0-9]{30,}+", ("hf_", "api_org_"), ()),
    ("twilio_api_key", _TOK + r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])", ("SK",), ()),
    ("shopify_token", _TOK + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])",
     ("shpat_", "shpca_", "shppa_", "shpss_"), ()),
    ("digitalocean_token", _TOK + r"do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])", ("dop_v1_", "doo_v1_", "dor_v1_"), ()),
    ("vault_token", _TOK + r"hv[sbr]\.[A-Za-z0-9_-]{24,}+", ("hvs.", "hvb.", "hvr."), ()),
    ("databricks_token", _TOK + r"dapi[a-f0-9]{32}(?:-[0-9])?(?![A-Za-z0-9])", ("dapi",), ()),
    ("atlassian_token", _TOK + r"ATATT3[A-Za-z0-9_=-]{40,}+", (), ("ATATT3",)),
    ("linear_key", _TOK + r"lin_(?:api|oauth)_[A-Za-z0-9]{32,}+", ("lin_api_", "lin_oauth_"), ()),
    ("postman_key", _TOK + r"PMAK-[A-Za-z0-9]{20,}+-[A-Za-z0-9]{20,}+", ("PMAK-",), ()),
    ("grafana_token", _TOK + r"(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}+={0,2})",
     ("glsa_",), ("glc_",)),
    ("newrelic_key", _TOK + r"NR(?:AK|AA|II)-[A-Z0-9]{20,}+", ("NRAK-", "NRAA-", "NRII-"), ()),
    ("sentry_token", _TOK + r"sntry[su]_[A-Za-z0-9_=+/-]{30,}+", (), ("sntry",)),
    ("telegram_bot_token", r"(?:(?<=/bot)|(?<![A-Za-z0-9:]))[0-9]{8,10}:AA[A-Za-z0-9_-]{32,}+", (), (":AA",)),
    ("telegram_bot_token", r"(?<=/bot)[0-9]{5,12}:[A-Za-z0-9_-]{30,}+", (), ("/bot",)),
    ("age_secret_key", _TOK + r"AGE-SECRET-KEY-1[0-9A-Z]{50,}+", ("AGE-SECRET-KEY-1",), ()),
    ("doppler_token", _TOK + r"dp\.(?:pt|st|ct|sa|scim|audit)\.(?:[A-Za-z0-9_-]{1,40}+\.)?[A-Za-z0-9]{30,}+",
     ("dp.",), ()),
    ("terraform_token", _TOK + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{40,}+", (), (".atlasv1.",)),
    ("pulumi_token", _TOK + r"pul-[a-f0-9]{40}(?![A-Za-z0-9])", ("pul-",), ()),
    ("notion_token", _TOK + r"ntn_[0-9]{11}[A-Za-z0-9]{30,}+", ("ntn_",), ()),
    ("sourcegraph_token", _TOK + r"sgp_(?:local_|[a-fA-F0-9]{16}_)?[A-Za-z0-9]{30,}+", ("sgp_",), ()),
    ("facebook_token", _TOK + r"EAA[A-Za-z0-9]{40,}+", ("EAA",), ()),
    # A Discord bot token: the base64 of the bot's numeric id (so "M", "N" or "O", then "D", "T", "j" or "z"),
    # a timestamp, an HMAC.
    ("discord_bot_token", _TOK + r"[MNO][DTjz][A-Za-z0-9_-]{21,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}+",
     ("MD", "MT", "Mj", "Mz", "ND", "NT", "Nj", "Nz", "OD", "OT"), ()),
    # Twitter (X) app-only bearer tokens: 21+ "A", then the URL-encoded key.
    ("twitter_bearer_token", _TOK + r"A{21,23}(?!A)[A-Za-z0-9%]{60,}+", ("AAAAAAA",), ()),
    ("azure_client_secret", r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])",
     (), ("Q~",)),
    # Keys of AI model providers, by their fixed prefixes (OpenAI's and Anthropic's are below and above).
    ("ai_api_key", _TOK + r"(?:gsk_[A-Za-z0-9]{40,}+|r8_[A-Za-z0-9]{30,}+|pplx-[A-Za-z0-9]{40,}+|xai-[A-Za-z0-9]{40,}+"
     r"|lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}|tvly-(?:dev-|prod-)?[A-Za-z0-9]{24,}+|fw_[A-Za-z0-9]{20,}+"
     r"|nvapi-[A-Za-z0-9_-]{40,}+|pcsk_[A-Za-z0-9_]{40,}+|csk-[a-z0-9]{40,}+|tgp_v1_[A-Za-z0-9_-]{30,}+"
     r"|sess-[A-Za-z0-9]{40}(?![A-Za-z0-9])|fc-[a-f0-9]{32}(?![A-Za-z0-9])|pa-[A-Za-z0-9_-]{40,}+)",
     ("gsk_", "r8_", "pplx-", "xai-", "lsv2_pt_", "lsv2_sk_", "tvly-", "fw_", "nvapi-", "pcsk_", "csk-", "tgp_v1_",
      "sess-", "fc-", "pa-"), ()),
    # Keys of cloud platforms other than AWS's and Google's (above).
    ("cloud_key", _TOK + r"(?:LTAI[A-Za-z0-9]{12,20}+|AKID[A-Za-z0-9]{32}|ABSK[A-Za-z0-9+/]{100,}+={0,2}"
     r"|HRKU-AA[A-Za-z0-9_-]{50,}+|fo1_[A-Za-z0-9_-]{40,}+|fm[12][ar]?_[A-Za-z0-9+/]{60,}+={0,3}"
     r"|v1\.0-[a-f0-9]{24}-[a-f0-9]{100,}+|AQVN[A-Za-z0-9_-]{35,38}+|YCAJE[A-Za-z0-9_-]{30,}+|t1\.9euelZ[A-Za-z0-9_.=-]{40,}+"
     r"|dckr_pat_[A-Za-z0-9_-]{24,}+|sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,}+|napi_[a-z0-9]{40,}+"
     r"|nfp_[A-Za-z0-9]{30,}+|rnd_[A-Za-z0-9]{24,}+|cfk_[A-Za-z0-9]{40,}+|cfut_[A-Za-z0-9]{40,}+)",
     ("LTAI", "AKID", "ABSK", "HRKU-AA", "fo1_", "fm1a_", "fm1r_", "fm2_", "v1.0-", "AQVN", "YCAJE", "t1.9euelZ",
      "dckr_pat_", "sbp_", "sb_secret_", "napi_", "nfp_", "rnd_", "cfk_", "cfut_"), ()),
    # Tokens of other services, by their fixed prefixes (from the secret scanners' catalogues).
    ("service_token", _TOK + r"(?:AKCp[A-Za-z0-9]{60,}+|cmVmd[A-Za-z0-9]{50,}+|pnu_[A-Za-z0-9]{36}|rdme_[a-z0-9]{60,}+"
     r"|rubygems_[a-f0-9]{48}|tk-us-[A-Za-z0-9_-]{40,}+|sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}"
     r"|shippo_(?:live|test)_[a-fA-F0-9]{40}|tfp_[A-Za-z0-9_.=-]{50,}+|xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"
     r"|dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}|EZ[AT]K[A-Za-z0-9]{50,}+|FLW(?:SECK|PUBK)(?:_TEST)?-[a-hA-H0-9]{12,}+(?:-X)?"
     r"|fio-u-[A-Za-z0-9_=-]{60,}+|ico-[A-Za-z0-9]{32}|s-s4t2(?:ud|af)-[a-f0-9]{64}|NRJS-[a-f0-9]{19}"
     r"|pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_.=-]{32,64}+|duffel_(?:test|live)_[A-Za-z0-9_=-]{40,}+"
     r"|CLOJARS_[A-Za-z0-9]{60}|ops_eyJ[A-Za-z0-9+/]{100,}+={0,3}|A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})"
     r"-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}|p8e-[A-Za-z0-9]{32}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}+|EAAA[A-Za-z0-9_-]{60}"
     r"|dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}|bkua_[a-f0-9]{40}|CCIPAT_[A-Za-z0-9]{20,}+_[a-f0-9]{40}"
     r"|sq[upa]_[a-f0-9]{40}|figd_[A-Za-z0-9_-]{30,}+|ATBB[A-Za-z0-9_=.-]{28,}+|ATCTT3[A-Za-z0-9_=-]{40,}+"
     r"|oy2[a-z0-9]{43}|secret_[A-Za-z0-9]{43}(?![A-Za-z0-9])"
     r"|key-[a-f0-9]{32}(?![A-Za-z0-9])|eyJrIjoi[A-Za-z0-9]{50,}+={0,3}"
     r"|sk\.eyJ[A-Za-z0-9_-]{20,}+\.[A-Za-z0-9_-]{20,}+)",
     ("AKCp", "cmVmd", "pnu_", "rdme_", "rubygems_", "tk-us-", "sm_aat_", "sm_pat_", "sm_sat_", "shippo_", "tfp_",
      "xkeysib-", "dt0c01.", "EZAK", "EZTK", "FLWSECK", "FLWPUBK", "fio-u-", "ico-", "s-s4t2", "NRJS-",
      "pscale_", "duffel_", "CLOJARS_", "ops_eyJ", "A3-", "p8e-", "sq0atp-", "sq0csp-", "EAAA", "dnkey-", "bkua_",
      "CCIPAT_", "squ_", "sqp_", "sqa_", "figd_", "ATBB", "ATCTT3", "oy2", "secret_", "key-", "eyJrIjoi",
      "sk.eyJ"), ()),
    # Formats ported from two secret scanners' catalogues for services the entries above miss: gitleaks'
    # config/gitleaks.toml (MIT: ClickHouse, Harness, MaxMind, Amazon Bedrock short-lived keys) and noseyparker's
    # builtin rules (Apache-2.0: crates.io, Dependency-Track, Twitch stream keys, StackHawk, Jina, PostHog,
    # Tailscale, Teamwork, Mapbox temporary tokens, Salesforce access tokens, Azure DevOps PATs).
    ("service_token", _TOK + r"(?:cio[A-Za-z0-9]{32}(?![A-Za-z0-9])|odt_[A-Za-z0-9]{32,255}+"
     r"|live_[0-9]{6,12}_[A-Za-z0-9]{20,}+|4b1d[A-Za-z0-9]{38}(?![A-Za-z0-9])"
     r"|(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}(?![A-Za-z0-9])"
     r"|bedrock-api-key-[A-Za-z0-9+/=]{40,}+|hawk\.[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])"
     r"|jina_[A-Za-z0-9]{60}(?![A-Za-z0-9])|phx_[A-Za-z0-9_]{40,}+|tskey-[a-z]{3,8}-[A-Za-z0-9]{10,}+-[A-Za-z0-9]{20,}+"
     r"|tkn\.v1_[A-Za-z0-9+/]{60,}+={0,2}|tk\.eyJ[A-Za-z0-9_-]{20,}+\.[A-Za-z0-9_-]{20,}+"
     r"|00D[A-Za-z0-9]{12}![A-Za-z0-9._]{80,}+)",
     ("cio", "odt_", "live_", "4b1d", "pat.", "sat.", "bedrock-api-key-", "hawk.", "jina_", "phx_", "tskey-", "tkn.v1_",
      "tk.eyJ", "00D"), ()),
    # MaxMind license keys end in "_mmk"; Azure DevOps PATs of 2024 on carry "AZDO" at characters 77-80.
    ("service_token", _TOK + r"(?:[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk|[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})(?![A-Za-z0-9])",
     (), ("_mmk", "AZDO")),
    # Braintree's access token (the secret scanners' braintree rules): "access_token$production$<id>$<hex>".
    ("service_token", r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-z]{32}(?![0-9a-z])", (),
     ("access_token$",)),
    # OpenShift's "sha256~" user tokens ("~" ends a run: a trigger, not a run prefix).
    ("service_token", r"sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])", (), ("sha256~",)),
    # Amazon MWS auth tokens: "amzn.mws." and a UUID.
    ("service_token", _TOK + r"amzn\.mws\.[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}", ("amzn.mws.",), ()),
    # Mailchimp's "<32 hex>-us<datacenter>".
    ("service_token", r"(?<![A-Za-z0-9])[a-f0-9]{32}-us[0-9]{1,2}(?![A-Za-z0-9])", (), ("-us",)),
)  # fmt: skip


# Gates (see _Rule): what every match of a rule contains. "://" then userinfo or a token up to "@" (the
# characters between exclude what both "://" patterns exclude); the query keys of signed URLs.
_URL_USERINFO_GATE = r"://[^\s/?#\"'<>]*@"
_SIGNATURE_KEYS = r"(?:sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|x-goog-credential)="
_URL_SIGNATURE_KEYS = r"[?&]" + _SIGNATURE_KEYS
_URL_SIGNATURE_GATE = rf"\?{_SIGNATURE_KEYS}|&{_SIGNATURE_KEYS}"
# Written as alternatives that each start with a literal character: the regex engine then skips to the
# candidates in C instead of trying every alternative at every position.
_COMMAND_FLAG = r"-(?<=[ \t]-)(?:[pauPwU]|-user|-proxy-user|(?:src|dest)?(?:store|key)pass)"
_SEPARATOR_START = r"(?:[\\\"' \t:=>*]|\[\]|\.=|\?=|\|\|=|\+=|!=)"
# Plain words start at their rarest letter ("ken(?<=token)"): their first letters (s, t, a) are in most texts.
_KEYWORD_GATE = "|".join(
    (_literal_gate(word) if word.isalpha() else word) + _SEPARATOR_START
    for word in (r"pass(?:word|wd|phrase|code)?", "pswd", "pwd", "secret", "token", "auth", "pat",
                 r"key(?:[_.-]?data)?", "credentials?", "dockerconfigjson")
)  # fmt: skip

_QUOTED_ARG = r"(?:\"[^\"\r\n]{0,200}+\"|'[^'\r\n]{0,200}+')"


def _openai_body(body: str) -> bool:
    """An sk- key's body: digits and letters, not lower-case words joined by dashes (OpenSSH's
    ``sk-ssh-ed25519-cert-v01`` security-key algorithms)."""
    words = body.count("-") >= 2 and body.lower() == body and max(map(len, body.split("-"))) < 16
    return _has_digit_and_letter(body) and not words


_DEFAULT_RULES: tuple[_Rule, ...] = (
    # A whole PEM block, or what is left of one when the text was cut short; also JSON-escaped ("\n").
    _Rule(
        "private_key",
        r"-----BEGIN(?: [A-Z0-9]++){0,3} PRIVATE KEY(?: BLOCK)?-----"
        r"(?:(?:Proc-Type|DEK-Info|Comment|Version|Hash|Charset):[^\r\n\\]*+|[A-Za-z0-9+/=]++|[ \t\r\n]++|\\[nr]"
        r"|[\"'][ \t]*+\+?[ \t]*+\r?\n?[ \t]*+\+?[ \t]*+[\"'])*+"  # lines joined in code: '...\n' +\n '...'
        r"(?:-----END(?: [A-Z0-9]++){0,3} PRIVATE KEY(?: BLOCK)?-----)?",
        _swap_pem,
        triggers=("PRIVATE KEY",),
    ),
    # The base64 body of a private key without its PEM lines (cut off, or pasted alone): its DER opens the same way
    # in every key of a kind. PKCS#8 ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC..."), PKCS#1 RSA ("MIIEpAIBAAKCAQEA..."),
    # SEC1 EC ("MHcCAQEEI..."), OpenSSH ("b3BlbnNzaC1rZXktdjE...", base64 of "openssh-key-v1"). Certificates and
    # public keys open otherwise ("MIIC...CCA", "MFkwEwYHKoZIzj0CAQ", "AAAAB3NzaC1yc2E").
    _Rule(
        "private_key",
        r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{3}(?:IBADANBgkqhkiG9w0BAQEFAASC|IBAAKCA[QgY]EA)|MHcCAQEEI"
        r"|MIG[0-9A-Za-z]AgEAMBMGByqGSM49AgEG|b3BlbnNzaC1rZXktdjE)"
        r"[A-Za-z0-9+/]{20,}+(?:(?:\\n|\r?\n)[ \t]*+[A-Za-z0-9+/]{4,}+)*+={0,2}",
        _swap_secret("private_key", fake=False),  # (runs of "A" are the DER's zero bytes, not a mask)
        triggers=("IBADANBgkqhkiG9w0BAQEFAASC", "IBAAKCA", "MHcCAQEEI", "AgEAMBMGByqGSM49AgEG", "b3BlbnNzaC1rZXktdjE"),
    ),
    # A PuTTY private key file's private lines (its public lines are public).
    _Rule(
        "private_key",
        r"Private-Lines:[ \t]*+[0-9]{1,3}[ \t]*+(?:\\n|\r?\n)(?P<secret>[A-Za-z0-9+/=]{4,}+(?![-:])(?:(?:\\n|\r?\n)"
        r"[A-Za-z0-9+/=]{4,}+(?![-:]))*+)",
        _swap_secret("private_key", fake=False),
        triggers=("Private-Lines:",),
    ),
    *(
        _Rule(kind, pattern, _swap_token(kind), triggers=triggers, prefixes=prefixes)
        for kind, pattern, prefixes, triggers in _PROVIDER_TOKENS
    ),
    # Facebook's app access token "<app id>|<app secret>" (also URL-encoded); gated on a digit before the "|",
    # so that a shell pipeline ("cmd | grep") does not open it.
    _Rule(
        "facebook_token",
        r"(?<![0-9])[0-9]{15,16}(?:\||%7C)[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])",
        _swap_token("facebook_token"),
        triggers=("|", "%7C"),
        gate=r"\|(?<=[0-9]\|)|%7C(?<=[0-9]%7C)",
    ),
    # sk- and sk-proj- keys (OpenAI and the many services that copied its format): after Anthropic's sk-ant-.
    _Rule(
        "openai_key",
        _TOK + r"sk-(?:proj-|svcacct-|admin-|None-)?(?P<secret>[A-Za-z0-9_-]{20,}+)",
        lambda m: (
            _swap(m, "openai_key", 0)
            if _openai_body(m.group("secret")) and not m.string.startswith(("...", "…", "***", "•"), m.end())
            else m.group()
        ),
        prefixes=("sk-",),
    ),
    _Rule(
        "slack_webhook",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{10,}+)",
        _slack_webhook,
        triggers=("hooks.slack.com/",),
    ),
    _Rule(
        "discord_webhook",
        r"discord(?:app)?\.com/api/(?:v[0-9]{1,2}/)?webhooks/[0-9]++/(?P<secret>[A-Za-z0-9_-]{20,}+)",
        triggers=("/webhooks/",),
    ),
    # The secret path of any incoming-webhook URL (Microsoft Teams, Mattermost, Zapier, Rocket.Chat, ...): its
    # random or long-hex segments after /hooks/, /webhook(s)/, /webhookb2/ (ids and UUIDs stay).
    _Rule(
        "webhook",
        r"/(?:hooks|webhooks?|webhookb2)/(?P<secret>[A-Za-z0-9_@.~-]{6,200}+(?:/[A-Za-z0-9_@.~-]{1,200}+){0,6})",
        _webhook_path,
        triggers=("/hooks/", "/webhook/", "/webhooks/", "/webhookb2/"),
    ),
    _Rule("jwt", _TOK + r"eyJ[A-Za-z0-9_-]{5,}+\.[A-Za-z0-9_-]{10,}+\.[A-Za-z0-9_-]*+", prefixes=("eyJ",)),
    _Rule(
        "aws_secret_key",
        r"secret_?access_?key[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
        triggers=("secret_access_key", "secretaccesskey"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    _Rule(
        "azure_storage_key",
        r"(?<![A-Za-z0-9])(?:AccountKey|SharedAccessKey)[ \t]*=[ \t]*(?P<secret>[A-Za-z0-9+/=]{20,}+)",
        triggers=("accountkey", "sharedaccesskey"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # scheme://user:password@host keeps the user and the shape; a long token alone as the user goes too.
    _Rule(
        "password",
        r"://(?<=[A-Za-z0-9+.-]://)[^\s:/?#@\"'<>]{0,256}+:(?!pserver:|ext:)(?P<secret>[^\s/?#\"'<>]{1,256})@",
        _url_password,
        triggers=("://",),
        gate=_URL_USERINFO_GATE,
    ),
    _Rule(
        "token",
        r"://(?<=[A-Za-z0-9+.-]://)(?P<secret>[A-Za-z0-9_-]{20,256}+)@",
        _swap_if("token", _has_digit_and_letter),
        triggers=("://",),
        gate=_URL_USERINFO_GATE,
    ),
    _Rule(
        "authorization",
        r"(?<![A-Za-z0-9_])authorization[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"'`]?"
        # One credential after Bearer/Basic/token/...; the rest of the header after Digest, AWS4-HMAC-SHA256, ...
        r"(?:(?P<params>digest|aws4-hmac-sha256|hmac|mac|hoba|mutual|vapid)[ \t]++"
        r"|(?P<scheme>bearer|basic|token|bot|negotiate|ntlm|apikey|sso-key|otp|key|oauth|splunk|ssws)[ \t]++"
        # a service's own scheme (Api-Key, Klaviyo-API-Key, DeepL-Auth-Key, GenieKey): then the credential must
        # look like one
        r"|(?P<other>[A-Za-z][A-Za-z0-9_-]{1,30}+)[ \t]++(?=[^\s\"'`\\)}\]]{8,}))?"
        r"(?P<secret>(?(params)[^\r\n']++|[^\s\"'`\\)}\]]++))",
        _authorization,
        triggers=("authorization",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    _Rule(
        "cookie",
        r"(?<![A-Za-z0-9_])cookie[\"']?[ \t]{0,3}:[ \t]{0,3}[\"']?(?P<secret>[^\r\n\"'\\]++)",
        _cookie,
        triggers=("cookie",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    _Rule(
        "url_signature",
        _URL_SIGNATURE_KEYS + r"(?P<secret>[^&\s#\"'<>()]++)",
        _swap_value("url_signature"),
        triggers=("sig", "security-token=", "x-goog-credential="),
        lower=True,
        flags=re.IGNORECASE,
        gate=_URL_SIGNATURE_GATE,
    ),
    # HTTP Basic credentials wherever they are quoted (a header, a log, prose): base64 of "user:password".
    _Rule(
        "authorization",
        r"Basic[ \t]++(?P<secret>[A-Za-z0-9+/]{8,}+={0,2})(?![A-Za-z0-9+/=])",
        _swap_if("authorization", _is_basic_credential),
        triggers=("Basic ",),
    ),
    # HTTP Bearer credentials wherever they are quoted ("use Bearer 3HSa1hQ... to call it"): a random value.
    _Rule(
        "authorization",
        r"(?<![A-Za-z0-9_])bearer[ \t]++(?P<secret>[A-Za-z0-9._~+/-]{16,512}+=*)",
        _swap_if("authorization", lambda value: _high_entropy(value) or _is_long_hex(value)),
        triggers=("bearer ", "bearer\t"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # A secret piped to a command that reads it from standard input: echo SECRET | docker login --password-stdin.
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_-])echo[ \t]++(?:-n[ \t]++)?(?P<open>[\"'])?(?P<secret>[^\s\"'|;&]{4,256}+)[\"']?[ \t]*+\|"
        r"[^\n|]{0,200}?(?:--password-stdin|--with-token|--stdin\b|chpasswd)",
        _swap_value("password"),
        triggers=("password-stdin", "with-token", "--stdin", "chpasswd"),
    ),
    # An AWS key pair in prose: "secret access key 2fE4cUKG...".
    _Rule(
        "aws_secret_key",
        r"secret[ _]access[ _]key(?:[ \t]+(?:is|was|=|:))?[ \t]++[\"'`]?(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
        triggers=("secret access key", "secret_access_key"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # A user name and a password passed by position to an API that takes exactly these: .NET's NetworkCredential
    # (and DirectoryEntry's third argument), requests' auth=(user, password) and HTTPBasicAuth, Java's
    # PasswordAuthentication, Apache HttpClient's UsernamePasswordCredentials.
    _Rule(
        "password",
        r"(?:(?:NetworkCredential|HTTP(?:Basic|Digest)Auth|BasicAuth|PasswordAuthentication|UsernamePasswordCredentials)"
        r"[ \t]*+\(|auth(?:=| = )[(\[]|DirectoryEntry[ \t]*+\([ \t\r\n]*+" + _QUOTED_ARG + r"[ \t\r\n]*+,"
        r"|ldap_bind[ \t]*+\([^,()\n]{1,80}+,|simple_bind_s?[ \t]*+\(|SetBasicAuth[ \t]*+\("
        r"|basic_auth[ \t]*+\(|authenticate[ \t]*+\()"
        r"[ \t\r\n]*+"
        + _QUOTED_ARG
        + r"[ \t\r\n]*+,[ \t\r\n]*+(?:Some\()?(?P<open>[\"'])(?P<secret>[^\"'\r\n]{1,256}+)(?P=open)",
        _positional_password,
        triggers=(
            "networkcredential",
            "auth",
            "passwordauthentication",
            "usernamepasswordcredentials",
            "directoryentry",
            "ldap_bind",
            "simple_bind",
            "setbasicauth",
            "basic_auth",
            "authenticate(",
        ),
        # The gate starts "auth=(" at its "h": at its "=" it would be tried at every "=" of a text made of them.
        gate="|".join(
            map(
                _literal_gate,
                (
                    "networkcredential",
                    "basicauth",
                    "digestauth",
                    "passwordauthentication",
                    "usernamepasswordcredentials",
                    "directoryentry",
                    "ldap_bind",
                    "simple_bind",
                    "setbasicauth",
                    "basic_auth(",
                    "authenticate(",
                ),
            )
        )
        + r"|h=[(\[](?<=auth=[(\[])|h\ =\ [(\[](?<=auth\ =\ [(\[])",
        lower=True,
        flags=re.IGNORECASE,
        anchored=False,
    ),
    # Credentials passed by position to a client's constructor or a login call: _RedisClient(h, p, db, "QX9t...").
    _Rule(
        "password",
        r"(?:client|connect|login|redis|session|auth)[\w.]{0,40}+[ \t]*\("
        r"(?P<args>(?>[^()\n\"']{1,200}+|[\"'][^\"'\n]{0,200}+[\"']){1,12}+)",
        _positional_arguments,
        triggers=("client", "connect", "login", "redis", "session", "auth"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
        # a string argument ("('", ", '"), each alternative led by a literal: a class would slow the whole gate
        gate=r"'(?<=\(')|\"(?<=\(\")|'(?<=,')|\"(?<=,\")|'(?<=, ')|\"(?<=, \")",
    ),
    # Windows "net use \\host\share PASSWORD /user:NAME" and "net use ... /user:NAME PASSWORD".
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_-])net[ \t]+use[ \t][^\n]{0,200}?(?:\\\\[^\s]{1,200}|/u(?:ser)?:[^\s]{1,100})[ \t]++"
        r"(?P<open>\")?(?P<secret>(?(open)[^\"\r\n]{1,200}+|(?![/*])[^\s]{1,200}))",
        _swap_if("password", lambda value: not value.startswith(("/", "\\")) and value != "*"),
        triggers=("net use",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # Windows "net user NAME PASSWORD [/add]" (not "net user NAME *", which prompts, nor "net user NAME /active").
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_-])net[ \t]+user[ \t]++(?:\"[^\"\n]{1,100}\"|[^\s/\"]\S{0,100})[ \t]++"
        r"(?P<secret>(?![/*])[^\s]{1,200})",
        _swap_if("password", lambda value: not value.startswith(("/", "\\", "$", "%")) and value != "*"),
        triggers=("net user",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # PowerShell: "PASSWORD" | ConvertTo-SecureString -AsPlainText (piped in).
    _Rule(
        "password",
        r"(?P<open>[\"'])(?P<secret>[^\"'\r\n]{1,256}+)[\"'][ \t]*+\|[ \t]*+convertto-securestring",
        _swap_value("password"),
        triggers=("convertto-securestring",),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # OpenLDAP's and nslcd's bind passwords: "bindpw secret", "rootpw secret" (slapd.conf, ldap.conf).
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_])(?:bind|root)_?pw[ \t]*+[:=]?[ \t]*+" + _VALUE,
        _swap_value("password"),
        triggers=("bindpw", "rootpw", "bind_pw", "root_pw"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # PowerShell: ConvertTo-SecureString "PASSWORD" -AsPlainText (the plain text of a credential).
    _Rule(
        "password",
        r"convertto-securestring(?:[ \t]++-(?:string|asplaintext|force)(?![A-Za-z]))*+[ \t]++(?P<open>[\"'])"
        r"(?P<secret>[^\"'\r\n]++)[\"']",
        _swap_value("password"),
        triggers=("convertto-securestring",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # A keyword-driven test table (Robot Framework): "| Connect To Redis | host | port | PASSWORD |".
    _Rule(
        "password",
        r"(?:connect[ \t]to|open[ \t]connection)[^|\n]{0,60}+\|[^\n]{1,400}+",
        _table_row_password,
        triggers=("connect to", "open connection"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # SQL that sets a password: CREATE/ALTER USER ... IDENTIFIED BY 'x' (MySQL, Oracle; also in GRANT), ALTER ROLE
    # ... WITH [ENCRYPTED] PASSWORD 'x' (PostgreSQL).
    _Rule(
        "password",
        r"(?:identified(?:[ \t]++with[ \t]++[A-Za-z0-9_]{1,40}+)?[ \t]++by|with[ \t]++(?:encrypted[ \t]++)?password)"
        r"[ \t]++" + _VALUE,
        _sql_password,
        triggers=("identified", "with password", "with encrypted"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # Passwords given to commands as -p/-a/-u user:password, -passout pass:, -storepass, and .netrc entries.
    _Rule(
        "password",
        r"(?:[ \t]-pass(?:in|out|word)?[ \t]++pass:|[ \t]-(?:src|dest)?(?:store|key)pass[ \t]++"
        r"|[ \t](?P<user>-u|--user|--proxy-user)[ \t]++[\"']?[^\s:\"']{1,256}+:"
        r"|[ \t](?P<samba>-U|--user(?:name)?)[ \t=]++[\"']?[^\s%\"']{1,256}+%"
        r"|[ \t](?P<flag>-pw(?=[ \t])|-p|-a|-P|-w)(?P<space>[ \t]++)?(?(space)|(?=[^\s]))"
        r"|(?<![A-Za-z0-9_-])machine\s++\S++\s++(?:login\s++\S++\s++)?password\s++)"
        r"(?P<open>[\"'])?(?P<secret>(?(open)[^\"'\r\n]++(?=[\"'])|[^\s\"']++))",
        _command_password,
        triggers=(" -", "\t-", "machine"),
        anchored=True,
        gate=f"{_COMMAND_FLAG}|machine",
    ),
    # htpasswd -b FILE USER PASSWORD, htpasswd -nb USER PASSWORD: the password on the command line.
    _Rule(
        "password",
        r"htpasswd(?P<flags>(?:[ \t]++-[A-Za-z]++)++)[ \t]++(?P<first>[^\s-]\S*+)[ \t]++(?P<second>\S++)"
        r"(?:[ \t]++(?P<third>[^\s|;&<>]++))?",
        _htpasswd,
        triggers=("htpasswd",),
        anchored=True,
    ),
    # A setter of a secret with a literal: setPassword("..."), .withPassword("..."), set_api_key('...').
    _Rule(
        "keyword",
        r"(?:set|with)_?(?P<name>[A-Za-z_]{0,30}?(?:password|passwd|passphrase|token|secret|api_?key|credentials?))"
        r"[ \t]*+\([ \t]*+(?P<open>[\"'])(?P<secret>[^\"'\r\n]{1,256}+)(?P=open)[ \t]*+\)",
        _setter,
        # (not "token(" nor "secret(": get_token( and get_secret( are in much code that holds no secret)
        triggers=(
            "password(",
            "passwd(",
            "passphrase(",
            "apikey(",
            "api_key(",
            "credential(",
            "credentials(",
            "settoken(",
            "set_token(",
            "withtoken(",
            "accesstoken(",
            "access_token(",
            "authtoken(",
            "auth_token(",
            "apitoken(",
            "api_token(",
            "setsecret(",
            "set_secret(",
            "withsecret(",
            "clientsecret(",
            "client_secret(",
        ),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # An ODBC value in braces, in a connection string: Driver={...};Server=x;UID=sa;PWD={p@ss;word};
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_])(?:pwd|password)[ \t]*=[ \t]*\{(?P<secret>[^}\r\n]{1,256}+)\}",
        _odbc_braces,
        triggers=("pwd", "password"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
        gate=r"\{(?<=pwd=\{)|\{(?<=password=\{)|\{(?<=pwd\ =\ \{)|\{(?<=password\ =\ \{)",
    ),
    # A key and its value as an XML element named by an attribute: <entry key="db.password">...</entry>,
    # <property name="password">...</property>.
    _Rule(
        "named_value",
        r"(?:key|name)=(?P<q>[\"'])(?P<name>[A-Za-z0-9_.-]{1,128}+)(?P=q)[^<>\r\n]{0,80}+>(?P<open>)?"
        r"(?P<secret>[^<\r\n]{1,512}+)</",
        _named_value,
        # (the name's last word and its closing quote, as the keyword rule's gate has them: not every name=")
        triggers=tuple(
            f"{word}{quote}"
            for word in ("pass", "password", "passwd", "passphrase", "pwd", "secret", "token", "key", "credentials")
            for quote in "\"'"
        ),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # Redis: "requirepass <password>" and "masterauth <password>" in redis.conf, "AUTH <password>" and
    # "CONFIG SET requirepass <password>" in redis-cli; Wi-Fi: wpa_supplicant's psk="...", "wpa_passphrase SSID PASS".
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_-])(?:requirepass|masterauth|wpa_passphrase[ \t]++\S++|psk[ \t]*+=)[ \t\"']*+"
        r"(?P<secret>[^\s\"']{1,256}+)",
        _swap_value("password"),
        triggers=("requirepass", "masterauth", "wpa_passphrase", "psk"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
        gate=r"requirepass|masterauth|wpa_passphrase|k(?<=psk)[ \t]*=",
    ),
    # Redis's AUTH command, at a prompt or a line's start: "AUTH mypass", "redis> AUTH user pass" (not SMTP's
    # mechanisms).
    _Rule(
        "password",
        r"(?:^|(?<=\n)|(?<=> ))[ \t]*+AUTH[ \t]++"
        r"(?:(?!PLAIN|LOGIN|CRAM|XOAUTH|OAUTH|GSSAPI|NTLM)[^\s\"']{1,64}+[ \t]++)?"
        r"(?!PLAIN\b|LOGIN\b|CRAM-|XOAUTH|OAUTHBEARER|GSSAPI|NTLM)(?P<secret>[^\s\"']{1,256}+)[ \t]*+(?=\r?\n|$)",
        _swap_value("password"),
        triggers=("AUTH ",),
    ),
    # SQL's PASSWORD('...') (MySQL's SET PASSWORD ... = PASSWORD('x')).
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_.])PASSWORD[ \t]*+\([ \t]*+(?P<open>')(?P<secret>[^'\s]{1,256}+)'[ \t]*+\)",
        _swap_value("password"),
        triggers=("PASSWORD(", "PASSWORD ("),
        anchored=True,
    ),
    # curl's cookies on its command line: -b 'session=...; csrftoken=...', --cookie "..."
    _Rule(
        "cookie",
        # (-b quoted: "git checkout -b x" is in many commands, and the hook path's gate must not open for it)
        r"(?<=[ \t])(?:-b[ \t]++(?P<q>[\"'])|--cookie[ \t=]++(?P<q2>[\"'])?)"
        r"(?P<secret>(?(q)[^\"'\r\n]++|(?(q2)[^\"'\r\n]++|[^\s\"']++)))",
        _curl_cookie,
        triggers=(" -b '", ' -b "', "\t-b '", '\t-b "', "--cookie"),
        anchored=False,
        # (from the "b": a quote, where a literal gate would start, is in most texts)
        gate=r"b '(?<= -b ')|b \"(?<= -b \")|b '(?<=\t-b ')|b \"(?<=\t-b \")|kie(?<=--cookie)",
    ),
    # Cookies as a dict in code converted from curl: cookies = {'sessionid': '...', 'csrftoken': '...'}
    _Rule(
        "cookie",
        r"(?<![A-Za-z0-9_])cookies[\"']?[ \t]*+[=:][ \t]*+\{(?P<body>[^{}]{1,4000}+)\}",
        _cookie_dict,
        triggers=("cookies",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # curl's --oauth2-bearer TOKEN
    _Rule(
        "authorization",
        r"--oauth2-bearer[ \t=]++[\"']?(?P<secret>[^\s\"']{8,}+)",
        _swap_value("authorization"),
        triggers=("--oauth2-bearer",),
    ),
    # An API key in a URL's query under a name that is not a keyword's: ?key=..., &appid=... (when random or hex)
    _Rule(
        "api_key",
        r"[?&](?:key|appid|app_key|appkey|access_key|subscription-key)=(?P<secret>[A-Za-z0-9_.~+/-]{16,256}+)",
        _query_key,
        triggers=("?key=", "&key=", "appid=", "app_key=", "appkey=", "access_key=", "subscription-key="),
        lower=True,
        flags=re.IGNORECASE,
        gate=r"y=(?<=\?key=)|y=(?<=&key=)|d=(?<=appid=)|y=(?<=app_key=)|y=(?<=appkey=)|y=(?<=access_key=)"
        r"|y=(?<=subscription-key=)",
    ),
    # PHP curl's user:password option: curl_setopt($ch, CURLOPT_USERPWD, 'user:password')
    _Rule(
        "password",
        r"CURLOPT_(?:PROXY)?USERPWD[ \t]*+,[ \t]*+(?P<open>[\"'])[^:\"'\r\n]{0,100}+:"
        r"(?P<secret>[^\"'\r\n]{1,256}+)(?P=open)",
        _swap_value("password"),
        triggers=("CURLOPT_USERPWD", "CURLOPT_PROXYUSERPWD"),
    ),
    # Go's MySQL driver's DSN has no scheme: user:password@tcp(host:3306)/db
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_.:/@-])[A-Za-z0-9_.%-]{1,64}+:(?P<secret>[^\s@\"'`]{1,256}+)@(?=(?:tcp|unix|udp|tcp6)\()",
        _swap_value("password"),
        triggers=("@tcp(", "@unix(", "@udp(", "@tcp6("),
    ),
    # A package manager's or git's configuration set on the command line: npm config set //host/:_authToken VALUE,
    # yarn config set npmAuthToken VALUE, git config --global github.token VALUE.
    _Rule(
        "keyword",
        r"(?<![A-Za-z0-9_-])config(?:[ \t]++--?[A-Za-z-]++)*+[ \t]++(?:set[ \t]++)?(?:--?[A-Za-z-]++[ \t]++)*+"
        r"(?P<key>[^\s=]{2,200}+)[ \t]++(?P<open>[\"'])?(?P<secret>[^\s\"']{3,512}+)",
        _config_set,
        triggers=("config",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
        # the key's last word and the space before the value: the keyword rule's gate, shared (not every
        # "git config --global user.name")
        gate=_KEYWORD_GATE,
    ),
    # The word for password (or secret key, token) in other languages, before a full-width or ASCII colon or "is":
    # "密码：admin123", "パスワード: x", "Passwort ist x", "contraseña: x", "пароль: x".
    _Rule(
        "password",
        r"(?:密码|密碼|口令|密钥|秘钥|令牌|パスワード|비밀번호|contraseña|passwort|пароль)"
        r"[ \t]*+(?:[:：=]|是|为|為|は|ist|es|:是)[ \t]*+(?P<open>[\"'`「“])?"
        r"(?P<secret>[^\s\"'`」”,，。;；]{3,128}+)",
        _foreign_password,
        triggers=(
            "密码",
            "密碼",
            "口令",
            "密钥",
            "秘钥",
            "令牌",
            "パスワード",
            "비밀번호",
            "contraseña",
            "passwort",
            "пароль",
        ),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # user:password encoded for a Basic header in code: btoa("user:pass"), base64.b64encode(b"user:pass")
    _Rule(
        "password",
        r"(?:btoa|b64encode|base64\.encode|encodeBase64|base64Encode|encodeToString)[ \t]*+\([ \t]*+b?(?P<q>[\"'])"
        r"[^:\"'\s]{1,64}+:(?P<secret>[^\"'\r\n]{1,128}+)(?P=q)",
        _swap_value("password"),
        triggers=("btoa", "b64encode", "base64.encode", "encodebase64", "base64encode", "encodetostring"),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # SonarQube's token under its old property name: sonar.login=..., -Dsonar.login=..., $sonarLogin = "..."
    _Rule(
        "token",
        r"sonar[._-]?login[\"']?[ \t]*+(?:[:=]|,)[ \t]*+[\"']?(?P<secret>[A-Za-z0-9_]{20,}+)",
        triggers=("sonar",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    _Rule(
        "keyword",
        _KEYWORD_ASSIGNMENT,
        _keyword_assignment,
        triggers=("pass", "pwd", "pswd", "secret", "token", "auth", "pat", "key", "credential", "dockerconfigjson"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
        gate=_KEYWORD_GATE,  # the word, then the first character of any separator
    ),
    _Rule(
        "named_value",
        r"(?<![A-Za-z0-9_-])(?:name|key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<name>[A-Za-z0-9_.-]{1,128}+)[\"']?[ \t]*,?"
        r"[ \t]*(?:\r?\n[ \t]*)?[\"']?value[\"']?[ \t]*[:=][ \t]*" + _VALUE,
        _named_value,
        triggers=("name", "key"),
        anchored=True,
        gate=r"me(?<=name)[\"']?[ \t]*[:=]|ey(?<=key)[\"']?[ \t]*[:=]",
    ),
    # A random value under a key named after a service ("meraki: 4f1c...", "DISCORD=...", "twitterConsumer: ..."),
    # the secret scanners' keyword rules, as one class.
    _Rule(
        "api_key",
        r"(?<![A-Za-z])(?:" + "|".join(_SERVICES) + r")[A-Za-z0-9_.-]{0,30}+[\"'\]]{0,2}[ \t]{0,3}"
        r"(?::{1,3}=|=>|\?=|=|:|,)[ \t]{0,3}[\"'`]?(?P<secret>[A-Za-z0-9_=+/.~-]{16,256}+)",
        _service_value,
        triggers=_SERVICES,
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # Dockerfile "ENV NAME value" / "ARG NAME value" (the old, space-separated form) under a secret's name.
    _Rule(
        "env",
        r"(?m:^)[ \t]*+(?:ENV|ARG)[ \t]++(?P<name>[A-Za-z_][A-Za-z0-9_]{1,127}+)[ \t]++" + _VALUE,
        _dockerfile_env,
        triggers=("ENV ", "ARG ", "ENV\t", "ARG\t"),
        anchored=False,
    ),
    # A key and its value as XML elements: <key>db.password</key><value>...</value>, plist <key>Password</key>
    # <string>...</string>.
    _Rule(
        "named_value",
        r"<key>(?P<name>[A-Za-z0-9_.-]{1,128}+)</key>[ \t\r\n]{0,40}+<(?P<tag>value|string)>(?P<open>)?"
        r"(?P<secret>[^<\r\n]{1,512}+)</(?P=tag)>",
        _named_value,
        triggers=("<key>",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # HashiCorp Vault unseal keys, as "vault operator init" prints them and "vault operator unseal" takes them
    # (noseyparker's rule).
    _Rule(
        "vault_token",
        r"(?:Unseal Key [0-9]{1,2}:|operator unseal)[ \t]++(?P<secret>[A-Za-z0-9+/]{43,44}+=?)(?![A-Za-z0-9+/=])",
        triggers=("Unseal Key ", "operator unseal"),
    ),
    # Kerberos AS-REP and TGS-REP hashes (roasting output): cracked offline into the account's password.
    _Rule(
        "password_hash",
        r"\$krb5(?:asrep|tgs)\$[0-9]{1,2}\$(?:[^\s$:]{1,256}+:)?(?:[^\s$]{1,256}+\$)?[0-9a-f]{32}\$[0-9a-f]{64,}+",
        triggers=("$krb5asrep$", "$krb5tgs$"),
    ),
    # crypt(3)-style password hashes (htpasswd, /etc/shadow, bcrypt): a password can be guessed back from them.
    _Rule(
        "password_hash",
        r"(?<![A-Za-z0-9$])\$(?:apr1|2[abxy]|[156]|y|gy|7|argon2id?|scrypt|pbkdf2(?:-sha[0-9]{1,3})?)\$"
        r"[A-Za-z0-9./$=,+-]{16,512}+",
        triggers=(
            "$apr1$",
            "$2a$",
            "$2b$",
            "$2x$",
            "$2y$",
            "$1$",
            "$5$",
            "$6$",
            "$y$",
            "$gy$",
            "$7$",
            "$argon2",
            "$scrypt$",
            "$pbkdf2",
        ),
    ),
    # NAME=value in an environment dump (env, printenv, docker inspect, .env files, CI logs).
    _Rule("env", r"=(?<=[A-Z0-9_]=)" + _VALUE, _env_assignment, triggers=("=",), gate=r"=(?<=[A-Z0-9_]=)"),
    # NAME:  value, a line of its own (heroku config, CI variable listings, YAML env blocks).
    _Rule(
        "env",
        r":(?<=[A-Z0-9_]:)[ \t]++" + _VALUE,
        _env_assignment,
        triggers=(": ", ":\t"),
        gate=r":(?<=[A-Z0-9_]:)[ \t]",
    ),
)

#: Every placeholder type the built-in rules can write (``<redacted:TYPE>``), plus ``too_deep``.
TYPES: frozenset[str] = frozenset(
    {kind for kind, _, _, _ in _PROVIDER_TOKENS}
    | {rule.name for rule in _DEFAULT_RULES if rule.name not in ("keyword", "named_value", "env")}
    | {"password", "token", "secret", "api_key", "private_key", "credentials", "high_entropy", "too_deep"}
)

# Keys whose values redact_value replaces wholesale (a pin code, a header dict, a tuple of credentials).
_SECRET_KEY = re.compile(
    _KEY_WORD[:-1] + r"|(?P<header>(?:proxy-)?authorization|(?:set-)?cookie))$", re.IGNORECASE | re.ASCII
)


@lru_cache(maxsize=4096)
def _secret_key_type(key: str) -> str | None:
    m = _SECRET_KEY.search(key[-64:])
    if m is None:
        return None
    if m.group("header"):
        prefix = key[: len(key) - len(m.group())]
        if prefix and prefix[-1] in _KEY_CHARS and prefix[-1] not in "_-.":
            return None
        return "authorization" if "auth" in m.group().lower() else "cookie"
    return _key_type(key[: len(key) - len(m.group())], m.group("word"))
