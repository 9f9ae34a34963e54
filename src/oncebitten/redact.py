"""One redactor for everything oncebitten stores or renders: secrets become typed placeholders.

Error text, tool parameters, approaches, reports and learnings all pass through :func:`redact` (text) or
:func:`redact_value` (parameters) before they reach the store or a screen. A secret is replaced by a
placeholder naming its kind, ``<redacted:github_token>``, and the text around it keeps its shape:
``postgresql://alice:<redacted:password>@db/x``, ``password=<redacted:password>``,
``Authorization: Bearer <redacted:authorization>``.

How it works, and why it stays fast on the record path:

- An ordered list of rules, most specific first: private key blocks, provider tokens with fixed prefixes
  (GitHub, GitLab, OpenAI, Anthropic, Slack, Stripe, Google, AWS, ...), JWTs, then secrets found by their
  context (URL userinfo, ``Authorization`` and ``Cookie`` headers, ``password=`` style assignments,
  environment dumps). A later rule never touches a placeholder an earlier one wrote.
- Each rule names literal *triggers*; a rule whose triggers are all absent from the text is skipped without
  running its regex, and its regex is compiled only the first time it is needed (a hook process that
  redacts one small parameter dict compiles two or three patterns, not forty).
- Every pattern is linear: variable-length runs are possessive or bounded, and each starts behind a
  lookbehind that rejects the middle of a run, so 1 MB of ``eyJ`` or ``=`` costs what 1 MB of prose costs.
- The rules are applied until nothing changes (at most :data:`MAX_PASSES` passes), so
  ``redact(redact(x)) == redact(x)``.

What is deliberately left alone (commit SHAs, UUIDs, digests, Stripe publishable keys, ...) and the
measured recall and false-positive rate are in ``docs/redaction.md``.

``ONCEBITTEN_REDACT=0`` (or ``off``, ``false``, ``no``) switches redaction off everywhere.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = [
    "DEFAULT_REDACTOR",
    "MAX_PASSES",
    "TYPES",
    "Redactor",
    "placeholder",
    "redact",
    "redact_value",
    "redaction_enabled",
]

#: The rules are re-applied until the text stops changing, at most this many times.
MAX_PASSES = 4
#: ``redact_value`` replaces anything nested deeper than this by ``<redacted:too_deep>``.
MAX_DEPTH = 32

_OFF = frozenset({"0", "off", "false", "no"})
_NAME = re.compile(r"[a-z0-9_]{1,40}")
_PLACEHOLDERS: dict[str, str] = {}
_MARK = "<redacted:"
_MAX_PLACEHOLDER = len(_MARK) + 41

Replacer = Callable[["re.Match[str]"], str]


def placeholder(kind: str) -> str:
    """The placeholder that replaces a secret of ``kind``: ``<redacted:kind>``."""
    text = _PLACEHOLDERS.get(kind)
    if text is None:
        text = _PLACEHOLDERS[kind] = f"{_MARK}{kind}>"
    return text


def redaction_enabled() -> bool:
    """False when the environment switches redaction off (``ONCEBITTEN_REDACT=0``/``off``/``false``/``no``)."""
    return os.environ.get("ONCEBITTEN_REDACT", "").strip().lower() not in _OFF


# -- what is not a secret --------------------------------------------------------------------------

# Values that stand for a secret rather than being one: masks, template variables, format fields.
# Leaving them alone keeps ``password=***`` readable and makes redaction idempotent.
_PLACEHOLDER_VALUE = re.compile(
    r"""[*xX•.#?_-]*
    | \$\{?[A-Za-z_][A-Za-z0-9_]*\}? | \$\(.*
    | %\(?[A-Za-z0-9_]*\)?[sdr] | \{.* | <.* | \[.* | :[A-Za-z_][A-Za-z0-9_]*
    | (?i:none|null|nil|undefined|true|false|yes|no|required|optional|redacted|hidden|masked|filtered
        |removed|omitted|n/a|empty|unset|not[\ _-]set)""",
    re.VERBOSE,
)
_PATH = re.compile(r"(?:~|\.{1,2})?/[A-Za-z0-9._@-]+(?:/[A-Za-z0-9._@-]*)+|[A-Za-z]:\\[^\s]*|~")


def _is_placeholder(value: str) -> bool:
    return value.startswith("<") or _PLACEHOLDER_VALUE.fullmatch(value) is not None


def _looks_secret(value: str) -> bool:
    """Whether a value after ``key:`` is more likely a credential than a word of prose."""
    if len(value) >= 16 or any(c.isdigit() for c in value):
        return True
    if any(not (c.isalnum() or c in "-_.'") for c in value):
        return True
    rest = value[1:]
    return any(c.isupper() for c in rest) and any(c.islower() for c in value)


_TOKENISH = re.compile(r"[A-Za-z0-9+/=_.~-]{20,}")
_NOT_RANDOM = re.compile(
    r"""[0-9a-fA-F]+                                               # SHAs, digests, fingerprints
    | [0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}   # UUIDs
    | [0-7][0-9A-HJKMNP-TV-Z]{25}                                  # ULIDs
    | v?[0-9]+(?:[._-][0-9A-Za-z]+)*                               # versions
    | [A-Za-z]+(?:[._-][A-Za-z]+)*                                 # words joined by - _ .
    | (?:pk_(?:live|test)_|sha(?:1|256|384|512)[-:=]).*            # publishable keys, digests
    """,
    re.VERBOSE,
)


def _entropy(value: str) -> float:
    sample = value[:256]
    n = len(sample)
    return -sum(c / n * math.log2(c / n) for c in map(sample.count, set(sample)))


def _high_entropy(value: str) -> bool:
    """Whether ``value`` looks like a random key: long, key-alphabet only, not hex, high Shannon entropy."""
    if len(value) < 20 or _TOKENISH.fullmatch(value) is None or _NOT_RANDOM.fullmatch(value) is not None:
        return False
    if _PATH.fullmatch(value) is not None:
        return False
    classes = any(c.isdigit() for c in value) + any(c.isupper() for c in value) + any(c.islower() for c in value)
    if classes < 2:
        return False
    # A random string of n symbols over a 64-letter alphabet has about log2(min(n, 64)) bits per symbol;
    # identifiers and prose fall well short of it.
    return _entropy(value) >= 0.82 * math.log2(min(len(value), 256, 64))


# -- rules ---------------------------------------------------------------------------------------------


class _Rule:
    """A pattern, how to replace what it matches, and the literals without which it cannot match."""

    __slots__ = ("flags", "lower", "name", "replace", "source", "triggers", "_pattern")

    def __init__(
        self,
        name: str,
        source: str | re.Pattern[str],
        replace: Replacer | None = None,
        triggers: Iterable[str] = (),
        *,
        lower: bool = False,
        flags: int = 0,
    ) -> None:
        self.name = name
        self.triggers = tuple(triggers)
        self.lower = lower
        self.flags = flags | re.ASCII
        if isinstance(source, re.Pattern):
            self._pattern: re.Pattern[str] | None = source
            self.source = source.pattern
        else:
            self._pattern = None
            self.source = source
        self.replace = replace or _swap_secret(name)

    @property
    def pattern(self) -> re.Pattern[str]:
        pattern = self._pattern
        if pattern is None:  # compiled on first use: most processes never need most rules
            pattern = self._pattern = re.compile(self.source, self.flags)
        return pattern


def _overlaps_placeholder(text: str, start: int, end: int) -> bool:
    i = text.rfind(_MARK, max(0, start - _MAX_PLACEHOLDER), end)
    if i < 0:
        return False
    j = text.find(">", i)
    return j < 0 or j >= start


def _swap(m: re.Match[str], kind: str, group: str | int = "secret") -> str:
    """The match with its ``group`` replaced by ``<redacted:kind>`` (unchanged if it is a placeholder)."""
    start, end = m.span(group)
    text = m.string
    whole_start, whole_end = m.span()
    if start == end or _overlaps_placeholder(text, start, end):
        return text[whole_start:whole_end]
    return text[whole_start:start] + placeholder(kind) + text[end:whole_end]


def _swap_secret(kind: str) -> Replacer:
    def replace(m: re.Match[str]) -> str:
        return _swap(m, kind, "secret" if "secret" in m.re.groupindex else 0)

    return replace


def _swap_value(kind: str) -> Replacer:
    """Replace group ``secret`` unless it is a placeholder value (``***``, ``${VAR}``, ...)."""

    def replace(m: re.Match[str]) -> str:
        if _is_placeholder(m.group("secret")):
            return m.group()
        return _swap(m, kind)

    return replace


def _swap_if(kind: str, test: Callable[[str], bool]) -> Replacer:
    def replace(m: re.Match[str]) -> str:
        return _swap(m, kind) if test(m.group("secret")) else m.group()

    return replace


def _has_digit_and_letter(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


# Lookbehinds that start a match only at the beginning of a run, so that a long run of a prefix
# ("eyJeyJeyJ...", "sk-sk-sk-...") is tried once, not once per position (which would be quadratic).
_TOK = r"(?<![A-Za-z0-9_-])"
_ALNUM = r"(?<![A-Za-z0-9])"

# (type, pattern, triggers) for secrets recognised by their own shape.
_PROVIDER_TOKENS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("anthropic_key", _TOK + r"sk-ant-[A-Za-z0-9_-]{20,}+", ("sk-ant-",)),
    ("github_token", r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{30,}+|github_pat_[A-Za-z0-9_]{30,}+)",
     ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    ("gitlab_token", _TOK + r"(?:gl(?:pat|dt|ptt|rt|cbt|imt|ft|oas|soat|ffct|sat|agent)-[A-Za-z0-9_-]{20,}+"
     r"|GR1348941[A-Za-z0-9_-]{20,}+)",
     ("glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "glimt-", "glft-", "gloas-", "glsoat-", "glffct-",
      "glsat-", "glagent-", "GR1348941")),
    ("slack_token", _TOK + r"(?:xox(?:[abposr]|e(?:\.xox[bp])?)-[A-Za-z0-9-]{10,}+|xapp-[0-9]-[A-Za-z0-9-]{10,}+)",
     ("xox", "xapp-")),
    ("stripe_key", r"(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}+",
     ("sk_live_", "sk_test_", "rk_live_", "rk_test_")),
    ("stripe_webhook_secret", r"(?<![A-Za-z0-9_])whsec_[A-Za-z0-9+/=]{20,}+", ("whsec_",)),
    ("google_api_key", _TOK + r"AIza[A-Za-z0-9_-]{30,}+", ("AIza",)),
    ("google_oauth_token", _TOK + r"(?:ya29\.[A-Za-z0-9_-]{20,}+|1//0[A-Za-z0-9_-]{40,}+)", ("ya29.", "1//0")),
    ("google_client_secret", _TOK + r"GOCSPX-[A-Za-z0-9_-]{20,}+", ("GOCSPX-",)),
    ("aws_access_key", _ALNUM + r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])",
     ("AKIA", "ASIA", "ABIA", "ACCA", "A3T")),
    ("npm_token", r"(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{30,}+", ("npm_",)),
    ("pypi_token", _TOK + r"pypi-AgE[A-Za-z0-9_-]{40,}+", ("pypi-AgE",)),
    ("sendgrid_key", _TOK + r"SG\.[A-Za-z0-9_-]{16,}+\.[A-Za-z0-9_-]{30,}+", ("SG.",)),
    ("huggingface_token", r"(?<![A-Za-z0-9_])(?:hf_|api_org_)[A-Za-z0-9]{30,}+", ("hf_", "api_org_")),
    ("twilio_api_key", _ALNUM + r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])", ("SK",)),
    ("shopify_token", r"(?<![A-Za-z0-9_])shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])",
     ("shpat_", "shpca_", "shppa_", "shpss_")),
    ("digitalocean_token", r"(?<![A-Za-z0-9_])do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])", ("_v1_",)),
    ("vault_token", r"(?<![A-Za-z0-9_.-])hv[sbr]\.[A-Za-z0-9_-]{24,}+", ("hvs.", "hvb.", "hvr.")),
    ("databricks_token", _ALNUM + r"dapi[a-f0-9]{32}(?:-[0-9])?(?![A-Za-z0-9])", ("dapi",)),
    ("atlassian_token", _TOK + r"ATATT3[A-Za-z0-9_=-]{40,}+", ("ATATT3",)),
    ("linear_key", r"(?<![A-Za-z0-9_])lin_(?:api|oauth)_[A-Za-z0-9]{32,}+", ("lin_api_", "lin_oauth_")),
    ("postman_key", _TOK + r"PMAK-[A-Za-z0-9]{20,}+-[A-Za-z0-9]{20,}+", ("PMAK-",)),
    ("grafana_token", r"(?<![A-Za-z0-9_])(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}+={0,2})",
     ("glsa_", "glc_")),
    ("newrelic_key", _TOK + r"NR(?:AK|AA|II)-[A-Z0-9]{20,}+", ("NRAK-", "NRAA-", "NRII-")),
    ("sentry_token", r"(?<![A-Za-z0-9_])sntr[ysu]_[A-Za-z0-9_=+/-]{30,}+", ("sntrys_", "sntryu_", "sntrus_")),
    ("telegram_bot_token", r"(?<![A-Za-z0-9:])[0-9]{8,10}:AA[A-Za-z0-9_-]{32,}+", (":AA",)),
    ("age_secret_key", r"AGE-SECRET-KEY-1[0-9A-Z]{50,}+", ("AGE-SECRET-KEY-1",)),
    ("doppler_token", _TOK + r"dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{30,}+", ("dp.",)),
    ("terraform_token", _ALNUM + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{40,}+", (".atlasv1.",)),
    ("pulumi_token", _ALNUM + r"pul-[a-f0-9]{40}(?![A-Za-z0-9])", ("pul-",)),
)  # fmt: skip


# password=, "api_key": "...", --token ..., <secret>...</secret>: the words that end a secret's key name.
_KEY_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd"
    r"|(?:api|secret|access|private|account|master|signing|encryption|auth|client|app|license|licence|service"
    r"|subscription|sas|session|webhook|hmac|jwt|shared|storage|consumer|deploy)[_.-]?key"
    r"|apikey|secret|token|auth|credentials?|dockerconfigjson)"
)
_KEYWORD_ASSIGNMENT = (
    _KEY_WORD + r"(?P<sep>\\?[\"']?[ \t]{0,3}(?::=|=>|=|:|>)[ \t]{0,3}|[ \t]+)"
    r"(?P<open>\\?[\"'`])?"
    r"(?P<secret>(?(open)[^\"'`\\\r\n]++|[^\s\"'`\\,;&<>(){}\[\]|]++))"
)
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_SHORT_WORDS = frozenset({"pass", "pwd", "pswd", "auth"})
_NOT_SECRET_TOKENS = ("pagetoken", "nexttoken", "continuationtoken", "synctoken", "resumetoken",
                      "cancellationtoken", "paginationtoken", "pagingtoken")  # fmt: skip


def _word_type(word: str) -> str:
    if word.startswith(("pass", "pwd", "pswd")):
        return "password"
    if word in ("token", "auth"):
        return "token"
    if word.startswith("secret") or word == "dockerconfigjson":
        return "secret"
    if word.startswith("private"):
        return "private_key"
    if word.startswith("credential"):
        return "credentials"
    return "api_key"


def _key_type(prefix: str, word: str) -> str | None:
    """The placeholder type for a key that is ``prefix + word``, or None if the key is not a secret's."""
    lowered = word.lower()
    if lowered in _SHORT_WORDS and prefix:
        # "db_pass", "dbPass" name a password; "bypass" and "oauth" do not.
        before = prefix[-1]
        if before.isalpha() and not (word[0].isupper() and before.islower()):
            return None
    key = prefix + word
    if key in ("PWD", "OLDPWD"):  # the working directory, in every environment dump
        return None
    if lowered == "token":
        squashed = key.lower().replace("_", "").replace("-", "").replace(".", "")
        if squashed.endswith(_NOT_SECRET_TOKENS):
            return None
    return _word_type(lowered)


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
    value = m.group("secret")
    if kind is None or _is_placeholder(value):
        return m.group()
    sep = m.group("sep")
    quoted = m.group("open") is not None
    stripped = sep.strip(" \t")
    if not stripped:  # "--password hunter2", never "password incorrect"
        if not prefix.endswith("-") or value.startswith("-"):
            return m.group()
    elif stripped.endswith(">"):  # <password>hunter2</password>
        if stripped != ">" or i == 0 or text[i - 1] != "<" or quoted:
            return m.group()
    elif stripped[-1] == ":" and not stripped.endswith(":=") and not quoted and stripped[0] not in "\"'\\":
        # "key: value" is YAML or a header when the key opens the line; in prose the value must look random.
        line_start = text.rfind("\n", 0, i) + 1
        opens_line = not text[line_start:i].strip(" \t-#")
        if not (opens_line or _looks_secret(value)):
            return m.group()
    lowered = word.lower()
    if lowered == "auth" and not (quoted or _looks_secret(value)):
        return m.group()
    if _PATH.fullmatch(value) is not None or value.startswith(("http://", "https://", "file:")):
        return m.group()  # password_file=/run/secrets/db, GOOGLE_APPLICATION_CREDENTIALS=/path/key.json
    return _swap(m, kind)


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


def _env_name_type(name: str) -> str | None:
    """The placeholder type for an environment variable whose name marks it a secret, else None."""
    parts = name.split("_")
    if parts[-1] in _ENV_NOT_SECRET_ENDS or name in ("PWD", "OLDPWD"):
        return None
    for index, part in enumerate(parts):
        if part in _ENV_SECRET_PARTS:
            return _word_type(part.lower())
        if part == "KEY" and index and parts[index - 1] in _ENV_KEY_QUALIFIERS:
            return _word_type(parts[index - 1].lower() + "_key")
    return None


def _env_assignment(m: re.Match[str]) -> str:
    value = m.group("secret")
    if _is_placeholder(value) or _PATH.fullmatch(value) is not None:
        return m.group()
    name = m.group("name")
    kind = _env_name_type(name)
    if kind is None:
        if name.split("_")[-1] in _ENV_NOT_SECRET_ENDS or not _high_entropy(value):
            return m.group()
        kind = "high_entropy"
    return _swap(m, kind)


def _named_value(m: re.Match[str]) -> str:
    """``- name: DB_PASSWORD`` / ``value: ...`` (Kubernetes, ECS): redact when the name marks a secret."""
    name = m.group("name")
    kind = _env_name_type(name.upper().replace("-", "_").replace(".", "_"))
    if kind is None or _is_placeholder(m.group("secret")):
        return m.group()
    return _swap(m, kind)


_AUTH_SCHEMES = frozenset(
    {"bearer", "basic", "token", "digest", "negotiate", "ntlm", "bot", "apikey", "sso-key", "otp", "key",
     "aws4-hmac-sha256", "hmac", "splunk", "dsn", "mac", "hoba", "mutual", "vapid", "gosign", "oauth"}
)  # fmt: skip


def _authorization(m: re.Match[str]) -> str:
    value = m.group("secret")
    if value.lower() in _AUTH_SCHEMES or _is_placeholder(value):
        return m.group()
    return _swap(m, "authorization")


_COOKIE_ATTRIBUTES = frozenset(
    {"path", "domain", "expires", "max-age", "samesite", "secure", "httponly", "priority", "partitioned",
     "version", "comment"}
)  # fmt: skip
_COOKIE_PAIR = re.compile(r"(?P<name>[^\s=;]++)[ \t]*=[ \t]*(?P<secret>[^;\s]*+)", re.ASCII)


def _cookie(m: re.Match[str]) -> str:
    def pair(p: re.Match[str]) -> str:
        if p.group("name").lower() in _COOKIE_ATTRIBUTES or _is_placeholder(p.group("secret")):
            return p.group()
        return _swap(p, "cookie")

    start = m.start("secret") - m.start()
    whole = m.group()
    return whole[:start] + _COOKIE_PAIR.sub(pair, whole[start:])


_VALUE = r"(?P<open>[\"'])?(?P<secret>(?(open)[^\"'\\\r\n]++|[^\s\"'`\\;&|<>(){}\[\],]++))"

_DEFAULT_RULES: tuple[_Rule, ...] = (
    # A whole PEM block, or what is left of one when the text was cut short; also JSON-escaped ("\n").
    _Rule(
        "private_key",
        r"-----BEGIN(?: [A-Z0-9]++){0,3} PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[A-Za-z0-9+/=]++|[ \t\r\n]++|\\[nr]|(?:Proc-Type|DEK-Info|Comment|Version):[^\r\n\\]*+)*+"
        r"(?:-----END(?: [A-Z0-9]++){0,3} PRIVATE KEY(?: BLOCK)?-----)?",
        triggers=("PRIVATE KEY",),
    ),
    *(_Rule(kind, pattern, triggers=triggers) for kind, pattern, triggers in _PROVIDER_TOKENS),
    # sk- and sk-proj- keys (OpenAI and the many services that copied its format): after Anthropic's sk-ant-.
    _Rule(
        "openai_key",
        _TOK + r"sk-(?:proj-|svcacct-|admin-|None-)?(?P<secret>[A-Za-z0-9_-]{20,}+)",
        lambda m: _swap(m, "openai_key", 0) if _has_digit_and_letter(m.group("secret")) else m.group(),
        triggers=("sk-",),
    ),
    _Rule(
        "slack_webhook",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{10,}+)",
        triggers=("hooks.slack.com/",),
    ),
    _Rule(
        "discord_webhook",
        r"discord(?:app)?\.com/api/webhooks/[0-9]++/(?P<secret>[A-Za-z0-9_-]{20,}+)",
        triggers=("/api/webhooks/",),
    ),
    _Rule("jwt", _TOK + r"eyJ[A-Za-z0-9_-]{5,}+\.[A-Za-z0-9_-]{10,}+\.[A-Za-z0-9_-]*+", triggers=("eyJ",)),
    _Rule(
        "aws_secret_key",
        r"(?:aws_?)?secret_?access_?key[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?(?P<secret>[A-Za-z0-9/+]{40})"
        r"(?![A-Za-z0-9/+])",
        triggers=("secret_access_key", "secretaccesskey"),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "azure_storage_key",
        r"(?<![A-Za-z0-9])(?:AccountKey|SharedAccessKey)[ \t]*=[ \t]*(?P<secret>[A-Za-z0-9+/=]{20,}+)",
        triggers=("accountkey", "sharedaccesskey"),
        lower=True,
        flags=re.IGNORECASE,
    ),
    # scheme://user:password@host keeps the user and the shape; a long token alone as the user goes too.
    _Rule(
        "password",
        r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}+://[^\s:/?#@\"'<>]{0,256}+:"
        r"(?P<secret>[^\s/?#\"'<>]{1,256})@",
        _swap_value("password"),
        triggers=("://",),
    ),
    _Rule(
        "token",
        r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}+://(?P<secret>[A-Za-z0-9_-]{20,256}+)@",
        _swap_if("token", _has_digit_and_letter),
        triggers=("://",),
    ),
    _Rule(
        "authorization",
        r"(?<![A-Za-z0-9_-])(?:proxy-)?authorization[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
        r"(?:(?:bearer|basic|token|bot|negotiate|ntlm|apikey|sso-key|otp|key|oauth|splunk)[ \t]++)?"
        r"(?P<secret>(?:(?:digest|aws4-hmac-sha256|hmac|mac|hoba|mutual|vapid)[ \t]++)?+"
        r"[^\s\"'\\]++(?:(?<=,)[ \t]++[^\s\"'\\]++)*+)",
        _authorization,
        triggers=("authorization",),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "cookie",
        r"(?<![A-Za-z0-9_-])(?:set-)?cookie[\"']?[ \t]{0,3}:[ \t]{0,3}[\"']?(?P<secret>[^\r\n\"'\\]++)",
        _cookie,
        triggers=("cookie",),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "url_signature",
        r"[?&](?:sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|x-goog-credential)="
        r"(?P<secret>[^&\s#\"'<>]++)",
        _swap_value("url_signature"),
        triggers=("sig=", "signature=", "security-token=", "x-goog-credential="),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "password",
        r"(?<![A-Za-z0-9_-])(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb)\b[^\r\n]{0,300}?"
        r"[ \t]-p(?P<open>[\"'])?(?P<secret>(?(open)[^\"'\r\n]++|[^\s\"']++))",
        _swap_value("password"),
        triggers=("mysql", "mariadb"),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "password",
        r"(?:\bsshpass[ \t]++-p[ \t]*+|\bcurl\b[^\r\n]{0,300}?[ \t](?:-u|--user|--proxy-user)[ \t]++[\"']?"
        r"[^\s:\"']{1,256}+:|\bmachine[ \t]++\S++[ \t]++(?:login[ \t]++\S++[ \t]++)?password[ \t]++)"
        r"(?P<secret>[^\s\"']++)",
        _swap_value("password"),
        triggers=("sshpass", "curl", "machine"),
        lower=True,
    ),
    _Rule(
        "keyword",
        _KEYWORD_ASSIGNMENT,
        _keyword_assignment,
        triggers=("pass", "pwd", "pswd", "secret", "token", "auth", "key", "credential", "dockerconfigjson"),
        lower=True,
        flags=re.IGNORECASE,
    ),
    _Rule(
        "named_value",
        r"(?<![A-Za-z0-9_-])name[\"']?[ \t]*[:=][ \t]*[\"']?(?P<name>[A-Za-z0-9_.-]{1,128}+)[\"']?[ \t]*,?"
        r"[ \t]*(?:\r?\n[ \t]*)?[\"']?value[\"']?[ \t]*[:=][ \t]*" + _VALUE,
        _named_value,
        triggers=("value",),
        lower=True,
    ),
    # NAME=value in an environment dump (env, printenv, docker inspect, .env files, CI logs).
    _Rule(
        "env",
        r"(?<![A-Za-z0-9_$.{/-])(?P<name>[A-Z][A-Z0-9_]{1,127}+)=" + _VALUE,
        _env_assignment,
        triggers=("=",),
    ),
)

#: Every placeholder type the built-in rules can write (``<redacted:TYPE>``), plus ``too_deep``.
TYPES: frozenset[str] = frozenset(
    {kind for kind, _, _ in _PROVIDER_TOKENS}
    | {rule.name for rule in _DEFAULT_RULES if rule.name not in ("keyword", "named_value", "env")}
    | {"password", "token", "secret", "api_key", "private_key", "credentials", "high_entropy", "too_deep"}
)

# Keys whose values redact_value replaces wholesale (a pin code, a header dict, a tuple of credentials).
_SECRET_KEY = re.compile(
    _KEY_WORD[:-1] + r"|(?P<header>(?:proxy-)?authorization|(?:set-)?cookie))$", re.IGNORECASE | re.ASCII
)


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


class Redactor:
    """Replaces secrets in text and tool parameters with typed placeholders (``<redacted:github_token>``).

    Args:
        enabled: False makes :meth:`redact` and :meth:`redact_value` return their input unchanged.
            ``ONCEBITTEN_REDACT=0`` switches every redactor off, whatever this says.
        extra: ``(name, pattern)`` rules to add after the built-in ones, as with :meth:`add`.

    Raises:
        ValueError: a name is not 1-40 characters of ``a-z``, ``0-9``, ``_``, or a pattern does not compile.
    """

    __slots__ = ("enabled", "_rules")

    def __init__(self, *, enabled: bool = True, extra: Iterable[tuple[str, str | re.Pattern[str]]] = ()) -> None:
        self.enabled = enabled
        self._rules: list[_Rule] = list(_DEFAULT_RULES)
        for name, pattern in extra:
            self.add(name, pattern)

    def add(self, name: str, pattern: str | re.Pattern[str]) -> None:
        """Also redact what ``pattern`` matches, as ``<redacted:name>``.

        If the pattern has a group named ``secret``, only that group is replaced (``api-key: (?P<secret>\\w+)``
        keeps ``api-key: ``); otherwise the whole match is. Rules added run after the built-in ones, in
        the order added, and never rewrite a placeholder already written.

        Raises:
            ValueError: ``name`` is not 1-40 characters of ``a-z``, ``0-9``, ``_``; ``pattern`` does not compile.
        """
        if not isinstance(name, str) or _NAME.fullmatch(name) is None:
            raise ValueError(f"redaction rule name must be 1-40 characters of a-z, 0-9, _: {name!r}")
        try:
            compiled = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"redaction rule {name!r}: bad pattern: {exc}") from exc
        self._rules.append(_Rule(name, compiled))

    @property
    def active(self) -> bool:
        """Whether this redactor redacts now (its own switch and ``ONCEBITTEN_REDACT``)."""
        return self.enabled and redaction_enabled()

    def redact(self, text: str) -> str:
        """``text`` with every secret found replaced by ``<redacted:TYPE>``. Never raises on any string."""
        if not isinstance(text, str):
            text = str(text)
        if not self.enabled or len(text) < 6 or not redaction_enabled():
            return text
        return self._redact(text)

    def _redact(self, text: str) -> str:
        for _ in range(MAX_PASSES):
            redacted = self._pass(text)
            if redacted == text:
                break
            text = redacted
        return text

    def _pass(self, text: str) -> str:
        lowered: str | None = None
        for rule in self._rules:
            triggers = rule.triggers
            if triggers:
                if rule.lower:
                    if lowered is None:
                        lowered = text.lower()
                    haystack = lowered
                else:
                    haystack = text
                for trigger in triggers:
                    if trigger in haystack:
                        break
                else:
                    continue
            redacted = rule.pattern.sub(rule.replace, text)
            if redacted != text:
                text = redacted
                lowered = None
        return text

    def redact_value(self, value: Any) -> Any:
        """``value`` with its strings redacted, for tool parameters; the input is not modified.

        Dicts, lists and tuples are walked (tuples come back as tuples); a dict value under a key that names
        a secret (``password``, ``api_key``, ``Authorization``, ...) is replaced whole by ``<redacted:TYPE>``
        unless it is empty, None, a bool or a placeholder. Other objects are returned as they are unless
        their ``str()`` holds a secret, in which case the redacted string is returned. Anything nested
        deeper than :data:`MAX_DEPTH` becomes ``<redacted:too_deep>``.
        """
        if not self.enabled or not redaction_enabled():
            return value
        return self._value(value, 0)

    def _value(self, value: Any, depth: int) -> Any:
        if isinstance(value, str):
            return self._redact(value) if len(value) >= 6 else value
        if value is None or isinstance(value, bool | int | float):
            return value
        if depth >= MAX_DEPTH:
            return placeholder("too_deep")
        if isinstance(value, Mapping):
            result: dict[Any, Any] = {}
            for key, item in value.items():
                kind = _secret_key_type(key) if isinstance(key, str) else None
                if kind is not None and not _is_blank(item):
                    result[key] = placeholder(kind)
                else:
                    result[key] = self._value(item, depth + 1)
            return result
        if isinstance(value, list):
            return [self._value(item, depth + 1) for item in value]
        if isinstance(value, tuple):
            return tuple(self._value(item, depth + 1) for item in value)
        try:
            text = str(value)
        except Exception:  # a broken __str__ must not break recording a failure
            return value
        redacted = self._redact(text)
        return value if redacted == text else redacted


def _is_blank(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, str):
        return not value.strip() or _is_placeholder(value.strip())
    return False


#: The redactor behind :func:`redact` and :func:`redact_value`; ``DEFAULT_REDACTOR.add(...)`` extends both.
DEFAULT_REDACTOR = Redactor()


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``<redacted:TYPE>`` (the default redactor)."""
    return DEFAULT_REDACTOR.redact(text)


def redact_value(value: Any) -> Any:
    """Tool parameters with their secrets redacted (the default redactor); see :meth:`Redactor.redact_value`."""
    return DEFAULT_REDACTOR.redact_value(value)
