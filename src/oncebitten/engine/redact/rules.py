"""The rule catalogue: every secret the default redactor knows, by shape, by the name it is assigned to, or
by where it sits (URLs, headers, command lines, environment files). Data more than code: one entry per rule.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .rule import (
    _has_digit_and_letter,
    _high_entropy,
    _is_fake,
    _is_path,
    _is_placeholder,
    _is_reference,
    _literal_gate,
    _looks_secret,
    _overlaps_placeholder,
    Replacer,
    _Rule,
    _swap,
    _swap_if,
    _swap_value,
    placeholder,
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
    ("twitter_bearer_token", _TOK + r"A{21,23}[A-Za-z0-9%]{60,}+", ("AAAAAAA",), ()),
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
    # OpenShift's "sha256~" user tokens ("~" ends a run: a trigger, not a run prefix).
    ("service_token", r"sha256~[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])", (), ("sha256~",)),
    # Mailchimp's "<32 hex>-us<datacenter>".
    ("service_token", r"(?<![A-Za-z0-9])[a-f0-9]{32}-us[0-9]{1,2}(?![A-Za-z0-9])", (), ("-us",)),
)  # fmt: skip


# password=, "api_key": "...", --token ..., <secret>...</secret>: the words that end a secret's key name
# (for dict keys, whole; in text, the last word only, its qualifier checked in the prefix by _key_type).
_KEY_QUALIFIERS = ("api", "secret", "access", "private", "account", "master", "signing", "encryption", "auth",
                   "client", "app", "license", "licence", "service", "subscription", "sas", "session", "webhook",
                   "hmac", "jwt", "shared", "storage", "consumer", "deploy")  # fmt: skip
_KEY_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd"
    r"|(?:api|secret|access|private|account|master|signing|encryption|auth|client|app|license|licence|service"
    r"|subscription|sas|session|webhook|hmac|jwt|shared|storage|consumer|deploy)[_.-]?key"
    r"|(?:client|private)[_.-]?key[_.-]?data|apikey|secret|token|auth|credentials?|dockerconfigjson)"
)
# A bare value ends at whitespace, a quote, ``,;<>|``; it may hold ``()[]{}&`` after its first character
# (Django keys do), and the callbacks trim an unbalanced closing bracket and, in a URL query, the ``&...``.
_BARE = r"[^\s\"'`\\,;<>(){}\[\]|&][^\s\"'`\\,;<>|]*+"
_VALUE = r"(?:!![A-Za-z]{1,20}+[ \t]++)?(?P<open>\\?[\"'`])?(?P<secret>(?(open)[^\"'`\\\r\n]++|" + _BARE + "))"
_SECRET_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd|secret|token|auth|key(?:[_.-]?data)?|credentials?"
    r"|dockerconfigjson)"
)
# A space alone separates a value only after a --flag, and ">" only closes an XML tag: the callback checks
# both. The pattern is tried only where a trigger word starts (see _Rule.apply), never at every position.
_KEYWORD_ASSIGNMENT = (
    _SECRET_WORD
    # "=", ":", ":=", "=>", ">" (XML); also "::=", "?=", "||=", ".=" (PHP), "+=", "token[] =" (C), "TOKEN"] = ",
    # "TOKEN", "value" (a setter's arguments), "password is X" (prose), and a space after a --flag
    + r"(?P<sep>(?:\[\])?\\?[\"']?\]?[ \t]{0,3}(?::{1,3}=|=>|\?=|\|\|=|\.=|\+=|!?={2,3}|=|:|>)[ \t]{0,3}"
    r"|[\"'][ \t]*+,[ \t]*+(?=[\"'])|[ \t]++(?:is|was)[ \t]++|[ \t]+)"
    + _VALUE
)
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_SHORT_WORDS = frozenset({"pass", "pwd", "pswd", "auth"})
_NOT_SECRET_TOKENS = ("pagetoken", "nexttoken", "continuationtoken", "synctoken", "resumetoken",
                      "cancellationtoken", "paginationtoken", "pagingtoken", "cursortoken")  # fmt: skip


_TOKEN_PREFIX = re.compile(r"[A-Za-z0-9]{0,12}?[_~-](?=.)")


def _swap_token(kind: str) -> Replacer:
    """Replace a provider token, unless it is what an example writes where one goes, or an identifier that
    happens to start like one (``&hf_servingcellpriority_h_prio``): a token's body, after its prefix, mixes
    two of lower case, upper case and digits."""

    def replace(m: re.Match[str]) -> str:
        token = m.group()
        prefix = _TOKEN_PREFIX.match(token)
        body = token[prefix.end() :] if prefix is not None else token
        lower = upper = digit = False
        for c in body:
            if c.islower():
                lower = True
            elif c.isupper():
                upper = True
            elif c.isdigit():
                digit = True
        if lower + upper + digit < 2:
            return token
        return _swap(m, kind, 0)

    return replace


_PEM_LINE = re.compile(r"-----(?:BEGIN|END)[^-]*-----|(?:Proc-Type|DEK-Info|Comment|Version|Hash|Charset):[^\r\n\\]*")
_BASE64_CHAR = re.compile(r"[A-Za-z0-9+/]")


def _swap_pem(m: re.Match[str]) -> str:
    """A PEM private key block redacted whole, unless what sits where the key goes is not one ("***", "KEY HERE"):
    fewer than 40 base64 characters, and the block either closes or goes on with something that is not key text
    (a block cut off at the end of the text is redacted whatever is left of it)."""
    block = m.group()
    body = _PEM_LINE.sub("", block)
    if len(_BASE64_CHAR.findall(body[:4096])) < 40 and ("-----END" in block or m.end() < len(m.string)):
        return block
    return placeholder("private_key")


def _word_type(word: str) -> str:
    if word.startswith(("pass", "pwd", "pswd")):
        return "password"
    if word in ("token", "auth"):
        return "token"
    if word.startswith("secret") or word == "dockerconfigjson":
        return "secret"
    if word.startswith("private") or word.endswith("data"):  # private_key, client-key-data
        return "private_key"
    if word.startswith("credential"):
        return "credentials"
    return "api_key"


def _key_type(prefix: str, word: str) -> str | None:
    """The placeholder type for a key that is ``prefix + word``, or None if the key is not a secret's."""
    lowered = word.lower()
    if lowered.startswith("key"):  # "api_key", "SecretKey", "client-key-data": the qualifier ends the prefix
        qualifier = prefix.lower().rstrip("_.-")
        found = next((q for q in _KEY_QUALIFIERS if qualifier.endswith(q)), None)
        if found is None or (lowered != "key" and found not in ("client", "private")):
            return None
        lowered = f"{found}_{lowered}"
    elif lowered in _SHORT_WORDS and prefix:
        # "db_pass", "dbPass" name a password; "bypass" and "oauth" do not.
        before = prefix[-1]
        if before.isalpha() and not (word[0].isupper() and before.islower()):
            return None
    key = prefix + word
    if key in ("PWD", "OLDPWD"):  # the working directory, in every environment dump
        return None
    if prefix.lower().rstrip("_.-").endswith(("hashed", "hash", "digest", "sha", "fingerprint")):
        return None  # "hashed_secret": a digest of a secret, not one
    if lowered == "token":
        squashed = key.lower().replace("_", "").replace("-", "").replace(".", "")
        if squashed.endswith(_NOT_SECRET_TOKENS):
            return None
    return _word_type(lowered)


# "<qualifier>_key" names that are not a credential's, whatever their value looks like.
_NOT_SECRET_KEY_QUALIFIERS = frozenset(
    {"cache", "primary", "foreign", "sort", "partition", "hash", "range", "object", "idempotency", "dedup", "dedupe",
     "lookup", "map", "row", "s3", "route", "routing", "public", "pub", "shard", "sharding", "index", "cursor",
     "group", "host", "known", "verify", "verification", "fingerprint", "pgp", "gpg", "unique", "natural",
     "composite", "surrogate", "cluster", "message", "translation", "i18n", "locale", "label", "dict", "json",
     "config", "field", "column", "table", "schema", "file", "image", "item", "node", "cookie", "sign", "ssh",
     "tls", "ssl", "cert", "certificate", "root", "trusted", "jwks", "pem", "der", "idempotent", "request", "event"}
)  # fmt: skip
_KEY_NAME_PARTS = re.compile(r"[_.-]+|(?<=[a-z0-9])(?=[A-Z])")


_PREVIOUS_WORD = re.compile(r"([A-Za-z]{2,20})[ \t]$")


def _service_key(prefix: str, word: str) -> bool:
    """Whether ``prefix + word`` names some service's key (``adafruit_key``, ``mapboxKey``), not a cache, sort
    or public key (the last word of the prefix says which)."""
    if word.lower() != "key" or not prefix:
        return False
    if prefix[-1] not in "_.-" and not (word[0] == "K" and prefix[-1].islower()):
        return False
    qualifier = _KEY_NAME_PARTS.split(prefix.strip("_.-"))[-1].lower()
    return len(qualifier) >= 2 and qualifier.isalpha() and qualifier not in _NOT_SECRET_KEY_QUALIFIERS


def _value_span(m: re.Match[str], query: bool = False) -> tuple[int, int]:
    """The span of group ``secret`` less an unbalanced closing bracket and, in a URL query, ``&...``."""
    start, end = m.span("secret")
    if m.group("open") is not None:
        return start, end
    text = m.string
    if query:
        amp = text.find("&", start, end)
        if amp > start:
            end = amp
    counts: dict[str, list[int]] = {}  # closer -> [openers, closers] in the value, each counted once
    while end > start + 1:
        last = text[end - 1]
        opener = _OPENERS.get(last)
        if opener is None:
            break
        count = counts.get(last)
        if count is None:
            count = counts[last] = [text.count(opener, start, end), text.count(last, start, end)]
        if count[0] >= count[1]:
            break
        count[1] -= 1
        end -= 1
    return start, end


_OPENERS = {")": "(", "]": "[", "}": "{"}


def _swap_span(m: re.Match[str], kind: str, span: tuple[int, int]) -> str:
    text = m.string
    start, end = span
    whole_start, whole_end = m.span()
    if start == end or _overlaps_placeholder(text, start, end) or _is_fake(text[start:end]):
        return text[whole_start:whole_end]
    return text[whole_start:start] + placeholder(kind) + text[end:whole_end]


def _keyword_assignment(m: re.Match[str]) -> str:
    text = m.string
    start = m.start()
    i = start
    stop = max(0, start - 64)
    while i > stop and text[i - 1] in _KEY_CHARS:
        i -= 1
    prefix = text[i:start]
    word = m.group("word")
    kind = _key_type(prefix, word)
    connection_string = prefix == "" and word.lower() == "pwd" and i > 0 and text[i - 1] in ";{"
    if kind is None and connection_string:
        kind = "password"  # ODBC and ADO connection strings: "UID=me;PWD=pass" (elsewhere PWD= is a directory)
    span = _value_span(m, query=i > 0 and text[i - 1] in "?&")
    value = text[span[0] : span[1]]
    if kind is None and _service_key(prefix, word) and _high_entropy(value):
        kind = "api_key"  # "adafruit_key: aio_Kx8P...", "mapboxKey = ...": a random value under some service's key
    if kind is None and not prefix and word.lower() == "key":
        # prose names a key in two words: "API key: ...", "Secret Key = ...", "license key ..."
        qualifier = _PREVIOUS_WORD.search(text, max(0, i - 24), i)
        if qualifier is not None:
            kind = _key_type(qualifier.group(1) + "_", word)
    if kind is None or _is_placeholder(value) or (_is_reference(value) and not connection_string):
        return m.group()
    sep = m.group("sep")
    quoted = m.group("open") is not None
    stripped = sep.strip(" \t")
    operator = sep.lstrip("\\\"'[]")
    if not quoted and "=" in operator and operator[-1] in " \t" and operator[0] not in " \t":
        return m.group()  # "password= token=***": an empty value, then the next key
    if "==" in stripped and not _looks_secret(value):
        return m.group()  # typeof token !== 'string'; but password == "hardcoded3" is a secret in the code
    if stripped.endswith(","):
        # setProperty("API_TOKEN", "Kx8P..."); never get("token", "default") nor {"name": "API_TOKEN", "value": ...}
        after = text[span[1] + 1 : span[1] + 16].lstrip(" \t")
        if not (kind == "password" or _looks_secret(value)) or after.startswith(":"):
            return m.group()
    elif stripped.lower() in ("is", "was"):
        # "the password is Hunter2024!" in prose; never "the password is incorrect".
        if not (quoted or _looks_secret(value)) or value.startswith("-"):
            return m.group()
    elif not stripped:
        # "--password hunter2" on a command line; never "password incorrect" or "secret/x created". In prose, a
        # value after a space only when it is random: "Access Token 3HSa1hQfz6...", "refresh token 9Fq2...".
        flag = prefix.startswith("-") and (i == 0 or text[i - 1] in " \t\n'\"")
        if not flag and not (_high_entropy(value) and _HEX_VALUE.fullmatch(value) is None):
            return m.group()
        if flag and (value.startswith("-") or not (quoted or _looks_secret(value, prose=False))):
            return m.group()
    elif stripped == ">" or (stripped.endswith(">") and not stripped.endswith("=>")):
        if stripped != ">" or i == 0 or text[i - 1] != "<" or quoted or not text.startswith("</", span[1]):
            return m.group()  # only <password>hunter2</password>, not "<user>:<password>@<host>"
    elif stripped[-1] == ":" and stripped[0] not in "\"'\\":
        # "key: value" is YAML or a header when the key opens the line; in prose the value must look random.
        # (Only the 80 characters either side are looked at, so that a 1 MB line costs no more than 1 MB.)
        before = text[max(0, i - 80) : i]
        after = text[span[1] : span[1] + 80].split("\n", 1)[0].strip()
        line_start = before.rfind("\n")
        opens_line = (
            (line_start >= 0 or i <= 80)
            and not before[line_start + 1 :].strip(" \t-#")
            and "." not in prefix
            and (not after or after[0] == "#")
        )
        closed = quoted and text[span[1] : span[1] + 1] in ("\"", "'", "`")
        if not (opens_line or (closed and kind == "password") or _looks_secret(value)):
            return m.group()
    if word.lower() == "auth" and not (quoted or _looks_secret(value)):
        return m.group()
    if _is_path(value):
        return m.group()  # GOOGLE_APPLICATION_CREDENTIALS=/path/key.json
    return _swap_span(m, kind, span)


_ENV_SECRET_PARTS = frozenset(
    {"PASSWORD", "PASSWD", "PASS", "PASSPHRASE", "PWD", "PSWD", "TOKEN", "TOKENS", "SECRET", "SECRETS", "APIKEY",
     "AUTH", "CREDENTIALS", "CREDENTIAL", "PASSCODE", "PRIVATE", "SECRETKEY", "ACCESSKEY", "APITOKEN", "AUTHTOKEN"}
)  # fmt: skip
_ENV_KEY_QUALIFIERS = frozenset(
    {"API", "SECRET", "ACCESS", "PRIVATE", "ACCOUNT", "MASTER", "SIGNING", "ENCRYPTION", "ENCRYPT", "AUTH",
     "CLIENT", "APP", "LICENSE", "LICENCE", "SERVICE", "SUBSCRIPTION", "SAS", "SESSION", "WEBHOOK", "HMAC", "JWT",
     "SHARED", "STORAGE", "CONSUMER", "DEPLOY", "CRYPTO", "COOKIE"}
)  # fmt: skip
# Names ending in these hold something about a secret (where it is, what it is called), not the secret.
_ENV_NOT_SECRET_ENDS = frozenset(
    {"FILE", "PATH", "DIR", "URL", "URI", "NAME", "ID", "IDS", "ARN", "TYPE", "LENGTH", "LEN", "COUNT",
     "EXPIRY", "EXPIRES", "EXPIRATION", "TTL", "TIMEOUT", "ENDPOINT", "HEADER", "FIELD", "PARAM", "MODE",
     "METHOD", "POLICY", "REF", "VERSION", "ENABLED", "DISABLED", "REQUIRED", "FORMAT", "PREFIX", "SUFFIX",
     "LIMIT", "SIZE", "AGE", "HOST", "PORT", "USER", "USERNAME", "LOGIN", "SOCK", "SOCKET", "SHA", "HASH",
     "DIGEST", "CHECKSUM", "COMMIT", "REVISION", "REV", "IMAGE", "TAG", "BRANCH", "REGION", "ZONE", "LEVEL",
     "PROVIDER", "SERVER", "STORE", "BACKEND", "KIND", "LOCATION", "HOME", "CACHE"}
)  # fmt: skip


# Names with these parts hold something random that is not a credential: a public key or certificate, a nonce,
# a payload, a trace id ("base64 payloads that are not credentials").
_ENV_NOT_SECRET_PARTS = frozenset(
    {"PUBLIC", "PUB", "CERT", "CERTIFICATE", "CA", "CRT", "NONCE", "PAYLOAD", "ETAG", "TRACE", "SPAN", "FINGERPRINT",
     "CHECKSUM", "INTEGRITY", "CURSOR", "IMAGE", "ICON", "LOGO", "AVATAR", "BODY", "CONTENT", "MESSAGE", "ENCODED",
     "CIPHERTEXT", "ENCRYPTED", "SIGNATURE", "REQUEST", "CORRELATION"}
)  # fmt: skip


def _env_name_type(name: str) -> str | None:
    """The placeholder type for an environment variable whose name marks it a secret, else None."""
    if name.startswith("BUNDLE_") and "__" in name:
        return "credentials"  # Bundler's credentials for a gem host: BUNDLE_GEMS__ACME__COM=user:password
    parts = name.split("_")
    if parts[-1] in _ENV_NOT_SECRET_ENDS or name in ("PWD", "OLDPWD"):
        return None
    for index, part in enumerate(parts):
        if part in _ENV_SECRET_PARTS:
            return _word_type(part.lower())
        if part == "KEY" and index and parts[index - 1] in _ENV_KEY_QUALIFIERS:
            return _word_type(parts[index - 1].lower() + "_key")
    return None


_ENV_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_NOT_BEFORE_ENV_NAME = frozenset("abcdefghijklmnopqrstuvwxyz$.{/-") | _ENV_NAME_CHARS


def _env_name(text: str, equals: int) -> str | None:
    """The UPPER_CASE name that ends at ``text[equals]`` ("="), if a whole one of 2-128 characters does."""
    i = equals
    stop = max(0, equals - 129)
    while i > stop and text[i - 1] in _ENV_NAME_CHARS:
        i -= 1
    name = text[i:equals]
    if len(name) < 2 or len(name) > 128 or not ("A" <= name[0] <= "Z"):
        return None
    if i > 0 and text[i - 1] in _NOT_BEFORE_ENV_NAME:
        return None
    return name


def _env_assignment(m: re.Match[str]) -> str:
    """``NAME=value`` in an environment dump: the match starts at "=", the name is read back from it.

    ``NAME: value`` counts only as a line of its own (nothing before the name but indentation or "- ",
    nothing after the value), not in prose ("ERROR: disk full").
    """
    text = m.string
    name = _env_name(text, m.start())
    if name is None:
        return m.group()
    span = _value_span(m)
    value = text[span[0] : span[1]]
    if text[m.start()] == ":":
        before = text[max(0, m.start() - len(name) - 80) : m.start() - len(name)]
        after = text[span[1] : span[1] + 80].split("\n", 1)[0]
        if before.rsplit("\n", 1)[-1].strip(" \t-") or after.strip(" \t\r\"'"):
            return m.group()
    if _is_placeholder(value) or _is_path(value) or _is_reference(value, code=False):
        return m.group()
    kind = _env_name_type(name)
    if kind is None:
        parts = name.split("_")
        if parts[-1] in _ENV_NOT_SECRET_ENDS or not _ENV_NOT_SECRET_PARTS.isdisjoint(parts) or not _high_entropy(value):
            return m.group()
        kind = "high_entropy"
    return _swap_span(m, kind, span)


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _dockerfile_env(m: re.Match[str]) -> str:
    """``ENV NAME value``: redact the value when the name marks a secret (``ENV DRONE_TOKEN abc``)."""
    kind = _env_name_type(m.group("name").upper())
    span = _value_span(m)
    value = m.string[span[0] : span[1]]
    if kind is None or _is_placeholder(value) or _is_path(value) or _is_reference(value, code=False):
        return m.group()
    return _swap_span(m, kind, span)


def _named_value(m: re.Match[str]) -> str:
    """``- name: DB_PASSWORD`` / ``value: ...`` (Kubernetes, ECS): redact when the name marks a secret."""
    name = _CAMEL.sub("_", m.group("name"))  # "ClearTextPassword" -> CLEAR_TEXT_PASSWORD
    kind = _env_name_type(name.upper().replace("-", "_").replace(".", "_"))
    span = _value_span(m)
    value = m.string[span[0] : span[1]]
    if kind is None or _is_placeholder(value) or _is_reference(value):
        return m.group()
    return _swap_span(m, kind, span)


# The commands that take a password after a short flag, attached ("-p": -pSECRET) or not ("-p ": -p SECRET).
# Elsewhere -p is a port, a parent directory or a profile, so the command must be on the line before the flag.
_MONGO = ("mongo ", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat", "mongotop")
_COMMAND_FLAGS: dict[str, tuple[str, ...]] = {
    "-p": ("mysql", "mariadb", "mysqldump", "mysqladmin", "mysqlimport", "mysqlsh", "sshpass", *_MONGO),
    "-p ": ("sshpass", "docker login", "podman login", "nerdctl login", "buildah login", "skopeo login",
            "oras login", "helm registry login", "az login", "twine upload", "oc login", "crackmapexec", "netexec",
            "nxc ", "smbmap", "evil-winrm", "hydra", *_MONGO),
    # SQL Server's tools take the password after a capital -P; OpenLDAP's after -w
    "-P ": ("sqlcmd", "bcp ", "osql", "isql", "mssql-cli", "mssql-scripter"),
    "-P": ("sqlcmd", "bcp ", "osql"),
    "-w ": ("ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldappasswd", "ldapwhoami", "ldapcompare",
            "ldapmodrdn", "ldapexop"),
    "-a ": ("redis-cli",),
    "-u ": ("curl",),
    # Samba's "-U user%password"
    "-U%": ("smbclient", "rpcclient", "smbcacls", "smbget", "smbtree", "net ", "winexe", "smbmap", "samba-tool"),
}  # fmt: skip


def _command_password(m: re.Match[str]) -> str:
    flag = m.group("flag")
    if m.group("user") is not None:
        flag = "-u "
    elif m.group("samba") is not None:
        flag = "-U%"
    elif flag is not None:
        flag += " " if m.group("space") is not None else ""
    if flag is not None:
        text = m.string
        start = m.start()
        line = text[max(0, start - 300) : start].rsplit("\n", 1)[-1]
        if not any(command in line for command in _COMMAND_FLAGS.get(flag, ())):
            return m.group()
    secret = m.group("secret")
    if _is_placeholder(secret) or _WORDLIST.fullmatch(secret) is not None:
        return m.group()
    return _swap(m, "password")


# A file of passwords to try (crackmapexec -p passwords.txt), not a password.
_WORDLIST = re.compile(r"[\w./~-]*\.(?:txt|lst|list|dic|dict|csv|wordlist)", re.ASCII)


_AUTH_SCHEMES = frozenset(
    {"bearer", "basic", "token", "digest", "negotiate", "ntlm", "bot", "apikey", "sso-key", "otp", "key",
     "aws4-hmac-sha256", "hmac", "splunk", "dsn", "mac", "hoba", "mutual", "vapid", "gosign", "oauth"}
)  # fmt: skip


def _authorization(m: re.Match[str]) -> str:
    value = m.group("secret")
    if value.lower() in _AUTH_SCHEMES or _is_placeholder(value) or _is_reference(value):
        return m.group()
    if m.group("scheme") is None and m.group("params") is None and not _looks_secret(value):
        return m.group()  # "authorization: permission denied"
    return _swap(m, "authorization")


_COOKIE_ATTRIBUTES = frozenset(
    {"path", "domain", "expires", "max-age", "samesite", "secure", "httponly", "priority", "partitioned",
     "version", "comment"}
)  # fmt: skip
_COOKIE_PAIR = re.compile(r"(?<![^\s;])(?P<name>[^\s=;]++)[ \t]*=[ \t]*(?P<secret>[^;\s]*+)", re.ASCII)


def _cookie(m: re.Match[str]) -> str:
    def pair(p: re.Match[str]) -> str:
        if p.group("name").lower() in _COOKIE_ATTRIBUTES or _is_placeholder(p.group("secret")):
            return p.group()
        return _swap(p, "cookie")

    start = m.start("secret") - m.start()
    whole = m.group()
    return whole[:start] + _COOKIE_PAIR.sub(pair, whole[start:])


def _is_basic_credential(value: str) -> bool:
    """Whether ``value`` is base64 of ``user:password`` (not a word that follows "Basic", nor other base64)."""
    import base64
    import binascii

    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    return ":" in decoded and decoded.isprintable() and len(decoded) >= 3


def _looks_positional_secret(value: str) -> bool:
    """A string argument that is a credential: random-looking, not a name, a path, a URL, a host or a number."""
    if _high_entropy(value):
        return True
    if "/" in value or "." in value or ":" in value or not (8 <= len(value) <= 64):
        return False
    upper = any(c.isupper() for c in value)
    lower = any(c.islower() for c in value)
    digits = sum(c.isdigit() for c in value)
    return upper and lower and digits >= 1 and not _NAME_LIKE.fullmatch(value)


_CELL = re.compile(r"\|[ \t]*+([^|\s]++)[ \t]*+(?=\||$)")


def _table_row_password(m: re.Match[str]) -> str:
    """The cells of a table row after a connect or login keyword that look like a credential, redacted."""
    row = m.group()

    def cell(c: re.Match[str]) -> str:
        value = c.group(1)
        if _is_placeholder(value) or not _looks_positional_secret(value) or _is_fake(value):
            return c.group()
        start, end = c.span(1)
        return c.group()[: start - c.start()] + placeholder("password") + c.group()[end - c.start() :]

    return _CELL.sub(cell, row)


_NAME_LIKE = re.compile(r"[A-Za-z]+(?:[_-]?[A-Za-z]+)*[0-9]{0,2}")


# Services whose keys the secret scanners find by the service's name next to a random value (gitleaks' keyword
# rules). Names common in commands (github, slack, openai: their tokens have prefixes) and plain words are left out.
_SERVICES = (
    "adafruit", "adobe", "airtable", "algolia", "alibaba", "asana", "atlassian", "beamer", "bitbucket", "bittrex",
    "cloudflare", "codecov", "coinbase", "confluent", "contentful", "datadog", "discord", "droneci", "dropbox",
    "etsy", "facebook", "fastly", "finicity", "finnhub", "flickr", "freshbooks", "gitter", "gocardless", "heroku",
    "hubspot", "intercom", "jfrog", "artifactory", "kucoin", "launchdarkly", "linkedin", "looker", "mailchimp",
    "mailgun", "mapbox", "mattermost", "messagebird", "meraki", "netlify", "newrelic", "new_relic", "nytimes",
    "okta", "rapidapi", "sendbird", "sentry", "snyk", "squarespace", "sumo", "telegram", "twitch", "twitter",
    "typeform", "yandex", "zendesk", "cohere", "mistral", "deepseek", "perplexity", "replicate", "huggingface",
    "pusher", "auth0", "pagerduty", "opsgenie", "circleci", "mapquest", "bitly", "shodan", "virustotal",
)  # fmt: skip
_SERVICE_NOT_SECRET_ENDS = ("id", "ids", "url", "uri", "name", "host", "port", "user", "username", "email", "region",
                            "version", "path", "file", "dir", "endpoint", "domain", "channel", "org", "project",
                            "site", "env", "level", "enabled", "timeout", "release", "commit", "sha", "hash",
                            "digest", "revision", "rev", "tag", "build", "image", "dsn")  # fmt: skip


def _service_value(m: re.Match[str]) -> str:
    """Redact a random-looking value under a key that names a service (not its id, url, user, ...)."""
    key = m.group()[: m.start("secret") - m.start()].rstrip(" \t\"'`:=>?,]")
    last = _KEY_NAME_PARTS.split(key.strip("_.-"))[-1].lower() if key else ""
    value = m.group("secret").rstrip(".")
    if last in _SERVICE_NOT_SECRET_ENDS or _is_placeholder(value) or _is_path(value) or _is_reference(value, code=False):
        return m.group()
    # Hex is a key only under the service's bare name or a credential word ("meraki:", "datadog_api_key"), not
    # under "sentry_release" or "heroku_commit" (a SHA).
    hexa = len(value) >= 32 and _HEX_VALUE.fullmatch(value) is not None
    if hexa and not (last in _SERVICES or last in _CREDENTIAL_WORDS):
        return m.group()
    if not (hexa or _high_entropy(value)):
        return m.group()
    return _swap(m, "api_key")


_HEX_VALUE = re.compile(r"[0-9a-fA-F]+")
_PATH_SEGMENT = re.compile(r"[^/@]++")


def _webhook_path(m: re.Match[str]) -> str:
    """A webhook URL with its random segments redacted (a Slack or Discord one is already, by its own rule)."""
    start = m.start("secret") - m.start()
    whole = m.group()

    def segment(p: re.Match[str]) -> str:
        value = p.group()
        hexa = len(value) >= 24 and _HEX_VALUE.fullmatch(value) is not None
        if _UUID_VALUE.fullmatch(value) is None and (hexa or _high_entropy(value)) and not _is_fake(value):
            return placeholder("webhook")
        return value

    path = _PATH_SEGMENT.sub(segment, whole[start:])
    return whole[:start] + path


_UUID_VALUE = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_CREDENTIAL_WORDS = frozenset({"key", "secret", "token", "apikey", "api", "access", "auth", "pat", "password",
                               "credentials", "credential", "creds", "private", "signing", "webhook"})  # fmt: skip


# Gates (see _Rule): what every match of a rule contains. "://" then userinfo or a token up to "@" (the
# characters between exclude what both "://" patterns exclude); the query keys of signed URLs.
_URL_USERINFO_GATE = r"://[^\s/?#\"'<>]*@"
_SIGNATURE_KEYS = r"(?:sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|x-goog-credential)="
_URL_SIGNATURE_KEYS = r"[?&]" + _SIGNATURE_KEYS
_URL_SIGNATURE_GATE = rf"\?{_SIGNATURE_KEYS}|&{_SIGNATURE_KEYS}"
# Written as alternatives that each start with a literal character: the regex engine then skips to the
# candidates in C instead of trying every alternative at every position.
_COMMAND_FLAG = r"-(?<=[ \t]-)(?:[pauPwU]|-user|-proxy-user|(?:src|dest)?(?:store|key)pass)"
_SEPARATOR_START = r"(?:[\\\"' \t:=>]|\[\]|\.=|\?=|\|\|=|\+=)"
# Plain words start at their rarest letter ("ken(?<=token)"): their first letters (s, t, a) are in most texts.
_KEYWORD_GATE = "|".join(
    (_literal_gate(word) if word.isalpha() else word) + _SEPARATOR_START
    for word in (r"pass(?:word|wd|phrase|code)?", "pswd", "pwd", "secret", "token", "auth", r"key(?:[_.-]?data)?",
                 "credentials?", "dockerconfigjson")
)  # fmt: skip

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
        lambda m: _swap(m, "openai_key", 0) if _has_digit_and_letter(m.group("secret")) else m.group(),
        prefixes=("sk-",),
    ),
    _Rule(
        "slack_webhook",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{10,}+)",
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
        r"://(?<=[A-Za-z0-9+.-]://)[^\s:/?#@\"'<>]{0,256}+:(?P<secret>[^\s/?#\"'<>]{1,256})@",
        _swap_value("password"),
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
        r"|(?P<scheme>bearer|basic|token|bot|negotiate|ntlm|apikey|sso-key|otp|key|oauth|splunk)[ \t]++)?"
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
    # An AWS key pair in prose: "secret access key 2fE4cUKG...".
    _Rule(
        "aws_secret_key",
        r"secret[ _]access[ _]key(?:[ \t]+(?:is|was|=|:))?[ \t]++[\"'`]?(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
        triggers=("secret access key", "secret_access_key"),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # Credentials passed by position to a client's constructor or a login call: _RedisClient(h, p, db, "QX9t...").
    _Rule(
        "password",
        r"(?:client|connect|login|redis|session|auth)[\w.]{0,40}+[ \t]*\("
        r"(?>[^()\n\"']{1,200}|[\"'][^\"'\n]{0,80}[\"']){0,12}?[\"'](?P<secret>[^\"'\s]{8,200})[\"'][ \t]*[,)]",
        _swap_if("password", _looks_positional_secret),
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
        r"net[ \t]+use[ \t][^\n]{0,200}?(?:\\\\[^\s]{1,200}|/u(?:ser)?:[^\s]{1,100})[ \t]++"
        r"(?P<secret>(?![/*])[^\s]{1,200})",
        _swap_if("password", lambda value: not value.startswith(("/", "\\")) and value != "*"),
        triggers=("net use",),
        lower=True,
        flags=re.IGNORECASE,
        anchored=True,
    ),
    # Windows "net user NAME PASSWORD [/add]" (not "net user NAME *", which prompts, nor "net user NAME /active").
    _Rule(
        "password",
        r"net[ \t]+user[ \t]++(?:\"[^\"\n]{1,100}\"|[^\s/\"]\S{0,100})[ \t]++(?P<secret>(?![/*])[^\s]{1,200})",
        _swap_if("password", lambda value: not value.startswith(("/", "\\", "$", "%")) and value != "*"),
        triggers=("net user",),
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
    # Passwords given to commands as -p/-a/-u user:password, -passout pass:, -storepass, and .netrc entries.
    _Rule(
        "password",
        r"(?:[ \t]-pass(?:in|out|word)?[ \t]++pass:|[ \t]-(?:src|dest)?(?:store|key)pass[ \t]++"
        r"|[ \t](?P<user>-u|--user|--proxy-user)[ \t]++[\"']?[^\s:\"']{1,256}+:"
        r"|[ \t](?P<samba>-U|--user(?:name)?)[ \t=]++[\"']?[^\s%\"']{1,256}+%"
        r"|[ \t](?P<flag>-p|-a|-P|-w)(?P<space>[ \t]++)?(?(space)|(?=[^\s]))"
        r"|(?<![A-Za-z0-9_-])machine\s++\S++\s++(?:login\s++\S++\s++)?password\s++)"
        r"(?P<open>[\"'])?(?P<secret>(?(open)[^\"'\r\n]++(?=[\"'])|[^\s\"']++))",
        _command_password,
        triggers=(" -", "\t-", "machine"),
        anchored=True,
        gate=f"{_COMMAND_FLAG}|machine",
    ),
    _Rule(
        "keyword",
        _KEYWORD_ASSIGNMENT,
        _keyword_assignment,
        triggers=("pass", "pwd", "pswd", "secret", "token", "auth", "key", "credential", "dockerconfigjson"),
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
    # crypt(3)-style password hashes (htpasswd, /etc/shadow, bcrypt): a password can be guessed back from them.
    _Rule(
        "password_hash",
        r"(?<![A-Za-z0-9$])\$(?:apr1|2[abxy]|[156]|y|gy|7|argon2id?|scrypt|pbkdf2(?:-sha[0-9]{1,3})?)\$"
        r"[A-Za-z0-9./$=,+-]{16,512}+",
        triggers=("$apr1$", "$2a$", "$2b$", "$2x$", "$2y$", "$1$", "$5$", "$6$", "$y$", "$gy$", "$7$", "$argon2",
                  "$scrypt$", "$pbkdf2"),
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
