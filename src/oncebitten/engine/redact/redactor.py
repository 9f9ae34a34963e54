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
- Each rule names literal *triggers* (``password``, ``://``) or the *prefixes* its tokens start with
  (``ghp_``, ``AKIA``). All triggers are looked for at once, in C, and the prefixes are matched against
  the starts of the text's long runs of token characters; a rule none of whose triggers or prefixes is
  present is skipped without running its regex. A regex is compiled only the first time it is needed
  (a hook process that redacts one small parameter dict compiles a few patterns, not forty).
- Before any of that, :meth:`Redactor.quiet` decides in three regex searches whether *any* rule can match
  (each rule has a gate that every match of its pattern contains: its triggers, or something tighter for
  rules whose triggers are common, like ``" -"``); most texts stop there. Tool parameters are tested all at
  once, joined by NUL, on the check path.
- Keyword rules (``password=``, ``Authorization:``, ``-p``) are *anchored*: their pattern is tried with
  ``match`` only where a trigger word starts, not at every position of the text.
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
from functools import lru_cache
from itertools import compress
from operator import itemgetter
from typing import Any

__all__ = [
    "DEFAULT_REDACTOR",
    "MAX_DEPTH",
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
    | \$.*
    | %(?:\([A-Za-z0-9_]*\))?[sdrif]? | \{.* | <.* | \[.* | :[A-Za-z_][A-Za-z0-9_]*
    | (?i:none|null|nil|undefined|true|false|yes|no|required|optional|redacted|hidden|masked|filtered
        |removed|omitted|n/a|empty|unset|not[\ _-]set)""",
    re.VERBOSE,
)
_PATH = re.compile(r"(?:~|\.{1,2})?/[A-Za-z0-9._@-]+(?:/[A-Za-z0-9._@-]*)+|[A-Za-z]:\\[^\s]*|~")


def _is_path(value: str) -> bool:
    """A file path (``/run/secrets/db``, ``~/.ssh/id_rsa``), not base64 that happens to hold slashes."""
    return _PATH.fullmatch(value) is not None and not _high_entropy(value.replace("/", ""))


def _is_placeholder(value: str) -> bool:
    return value.startswith("<") or _PLACEHOLDER_VALUE.fullmatch(value) is not None


_REFERENCE = re.compile(
    r"""[A-Za-z_$][A-Za-z_$.]{2,}+[\[{(].*                  # a call or repr: getpass.getpass(, Token{a64f992
    | [A-Za-z_][A-Za-z0-9_.$]*@[0-9a-fA-F]{4,16}            # Java's Object.toString: BinderProxy@2bd79ce
    | [A-Za-z_]++(?:\.[A-Za-z_]++)++                        # an attribute: settings.OPENAI_API_KEY
    | [a-z][a-z0-9+.-]*://.* | arn:.*                       # a URL or ARN pointing at the secret
    """,
    re.VERBOSE | re.DOTALL,
)
_NAME_PARTS = re.compile(r"[A-Za-z]+(?:[_-]+[A-Za-z]+)*")
_NAME_SPLIT = re.compile(r"[_-]+|(?<=[a-z])(?=[A-Z])")
_SECRET_NAME_PARTS = frozenset(
    {"password", "passwd", "pass", "pwd", "passphrase", "secret", "secrets", "token", "tokens", "key", "keys",
     "apikey", "auth", "credential", "credentials"}
)  # fmt: skip


def _is_reference(value: str, code: bool = True) -> bool:
    """Code or a name that refers to a secret (``password=db_password``, ``--secret=db-password``,
    ``api_key=settings.API_KEY``, ``token=Token{a64f992``, ``op://vault/item``), not the secret itself.

    With ``code``, a variable of one to three letters (``password=pw``) counts too; not in ``NAME=value``.
    """
    if _REFERENCE.fullmatch(value) is not None or (code and len(value) <= 3 and value.isalpha()):
        return True
    if _NAME_PARTS.fullmatch(value) is None:
        return False
    return any(part.lower() in _SECRET_NAME_PARTS for part in _NAME_SPLIT.split(value))


def _looks_secret(value: str, prose: bool = True) -> bool:
    """Whether a value after ``key:`` (or ``--flag``) is more likely a credential than a word of prose."""
    value = value.rstrip(".,:;")
    if len(value) < 4 or not any(c.isalnum() for c in value):
        return False
    if prose and ("." in value or "/" in value):  # com.apple.xpc.activity/4505, android.os.BinderProxy@2bd79ce
        return _high_entropy(value)
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
    | (?:pk_(?:live|test)_|sha(?:1|256|384|512)[-:=]).*            # publishable keys, digests
    """,
    re.VERBOSE,
)
_HEX = re.compile(r"[0-9a-fA-F]+")
_RESOURCE_PREFIX = re.compile(r"[a-z]{1,12}[-_]")  # sg-, vpc-, i-, subnet-: AWS and friends' resource ids
_PIECES = re.compile(r"[-.]")
_WORD = re.compile(r"[A-Z]?[a-z]{3,}|[A-Z]{3,}(?![a-z])")
_DIGITS = re.compile(r"[0-9]+")
_VOWELS = frozenset("aeiouyAEIOUY")


def _entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character (of its first 256 characters)."""
    sample = value[:256]
    n = len(sample)
    return -sum(c / n * math.log2(c / n) for c in map(sample.count, set(sample)))


def _wordy(value: str) -> float:
    """The share of ``value`` made of pronounceable words (runs of letters with vowels in them)."""
    letters = 0
    for word in _WORD.findall(value):
        if sum(c in _VOWELS for c in word) * 10 >= len(word) * 3:
            letters += len(word)
    return letters / len(value)


def _high_entropy(value: str) -> bool:
    """Whether ``value`` looks like a random key rather than an identifier, a version, a hash or a path.

    Long (20+), in a key alphabet, not hex, not a UUID/ULID/version; its longest piece (split on ``-``
    and ``.`` when there are two or more) has 16+ characters of two character classes, Shannon entropy
    near the maximum for its length and alphabet, and is not made of words (``GithubActionsRunner``).
    """
    if len(value) < 20 or _TOKENISH.fullmatch(value) is None or _NOT_RANDOM.fullmatch(value) is not None:
        return False
    pieces = _PIECES.split(value)
    if len(pieces) >= 3:
        value = max(pieces, key=len)
    else:
        prefix = _RESOURCE_PREFIX.match(value)
        if prefix is not None:
            value = value[prefix.end() :]
    if len(value) < 16 or _HEX.fullmatch(value) is not None:
        return False
    lower = any(c.islower() for c in value)
    upper = any(c.isupper() for c in value)
    digit = any(c.isdigit() for c in value)
    if lower + upper + digit < 2:
        return False
    alphabet = 26 * lower + 26 * upper + 10 * digit + len({c for c in value if not c.isalnum()})
    # A random string of n symbols from an alphabet of a has about log2(min(n, a)) bits per symbol.
    if _entropy(value) < 0.77 * math.log2(min(len(value), alphabet)):
        return False
    return _wordy(value) < 0.4 or len(_DIGITS.findall(value)) >= 3


# -- rules ---------------------------------------------------------------------------------------------


#: Candidates inside a rejected match of an anchored rule are still tried, if the match is this short.
_RESCAN = 256


# Characters from most to least common in tool parameters and messages (roughly); others count as rarest.
_COMMON_CHARS = " /._-etaoinsrhldcu0123456789mfpgwybvkxjqz"


def _literal_gate(literal: str) -> str:
    r"""A regex that finds ``literal``, starting at its rarest character (the regex engine skips from one
    occurrence of a gate's first character to the next, so a rare one means few attempts): ``k\.com/``
    behind ``(?<=hooks\.slack\.com/)`` rather than ``hooks\.slack\.com/``."""
    rank = [_COMMON_CHARS.find(c) if c in _COMMON_CHARS else len(_COMMON_CHARS) for c in literal]
    start = rank.index(max(rank))
    if start == 0:
        return re.escape(literal)
    return f"{re.escape(literal[start:])}(?<={re.escape(literal)})"


class _Rule:
    """A pattern, how to replace what it matches, and the literals without which it cannot match.

    ``triggers`` are substrings of the text (of its lowercase form if ``lower``); ``prefixes`` are the
    starts of a *run* (a maximal stretch of ``[A-Za-z0-9_.-]``), for secrets that begin a token. The rule
    runs when one of either is present, or when it has neither (rules added with :meth:`Redactor.add`).
    ``gate`` (default: any trigger) is a necessary condition of a match, used only to pass over a text
    that no rule can change (see :meth:`_Plan.quiet`).
    """

    __slots__ = (
        "anchored", "flags", "gate", "gated", "lower", "name", "prefixes", "replace", "source", "triggers", "_pattern",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        source: str | re.Pattern[str],
        replace: Replacer | None = None,
        triggers: Iterable[str] = (),
        *,
        prefixes: Iterable[str] = (),
        lower: bool = False,
        flags: int = 0,
        anchored: bool = False,
        gate: str | None = None,
    ) -> None:
        self.name = name
        self.anchored = anchored
        self.triggers = tuple(triggers)
        self.prefixes = tuple(p.encode() for p in prefixes)
        self.gated = bool(self.triggers or self.prefixes)
        # A regex (ASCII) that finds something wherever the pattern matches, in the text (in its lowercase
        # form if ``lower``): by default one of the triggers. Tighter than the triggers for rules whose
        # triggers are common (" -", ": ", "auth"), so that most texts are passed over in one search.
        self.gate = gate if gate is not None else "|".join(map(_literal_gate, self.triggers))
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

    def apply(self, text: str) -> str:
        """``text`` with every match replaced as ``replace`` says.

        An ``anchored`` rule's pattern is tried only where one of its (lowercase) triggers occurs, with
        ``match``: a handful of attempts instead of one at every position, and a candidate the callback
        rejects ("invalid token password=hunter2") does not hide the ones inside it.
        """
        if not self.anchored:
            return self.pattern.sub(self.replace, text)
        haystack = text.lower() if self.lower else text
        if len(haystack) != len(text):  # a few non-ASCII letters change length when lowered
            return self.pattern.sub(self.replace, text)
        starts: set[int] = set()
        for trigger in self.triggers:
            at = haystack.find(trigger)
            while at >= 0:
                starts.add(at)
                at = haystack.find(trigger, at + 1)
        match = self.pattern.match
        pieces: list[str] = []
        done = skip = 0
        for at in sorted(starts):
            if at < skip or _overlaps_placeholder(text, at, at + 1):
                continue
            m = match(text, at)
            if m is None:
                continue
            replaced = self.replace(m)
            if replaced != m.group():
                pieces.append(text[done:at])
                pieces.append(replaced)
                done = skip = m.end()
            elif m.end() - at > _RESCAN:  # a long rejected match is not searched again: that would be quadratic
                skip = m.end()
        if not pieces:
            return text
        pieces.append(text[done:])
        return "".join(pieces)


def _overlaps_placeholder(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` overlaps a placeholder (the last one to begin before ``end``)."""
    i = text.rfind(_MARK, max(0, start - _MAX_PLACEHOLDER), end + len(_MARK) - 1)
    if i < 0:
        return False
    j = text.find(">", i, i + _MAX_PLACEHOLDER)
    return j >= start


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
    ("slack_token", _TOK + r"(?:xox(?:[abposr]|e(?:\.xox[bp])?)-[A-Za-z0-9-]{10,}+|xapp-[0-9]-[A-Za-z0-9-]{10,}+)",
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
    ("age_secret_key", _TOK + r"AGE-SECRET-KEY-1[0-9A-Z]{50,}+", ("AGE-SECRET-KEY-1",), ()),
    ("doppler_token", _TOK + r"dp\.(?:pt|st|ct|sa|scim|audit)\.(?:[A-Za-z0-9_-]{1,40}+\.)?[A-Za-z0-9]{30,}+",
     ("dp.",), ()),
    ("terraform_token", _TOK + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{40,}+", (), (".atlasv1.",)),
    ("pulumi_token", _TOK + r"pul-[a-f0-9]{40}(?![A-Za-z0-9])", ("pul-",), ()),
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
_VALUE = r"(?P<open>\\?[\"'`])?(?P<secret>(?(open)[^\"'`\\\r\n]++|" + _BARE + "))"
_SECRET_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd|secret|token|auth|key(?:[_.-]?data)?|credentials?"
    r"|dockerconfigjson)"
)
# A space alone separates a value only after a --flag, and ">" only closes an XML tag: the callback checks
# both. The pattern is tried only where a trigger word starts (see _Rule.apply), never at every position.
_KEYWORD_ASSIGNMENT = _SECRET_WORD + r"(?P<sep>\\?[\"']?[ \t]{0,3}(?::=|=>|=|:|>)[ \t]{0,3}|[ \t]+)" + _VALUE
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
    if lowered == "token":
        squashed = key.lower().replace("_", "").replace("-", "").replace(".", "")
        if squashed.endswith(_NOT_SECRET_TOKENS):
            return None
    return _word_type(lowered)


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
    if start == end or _overlaps_placeholder(text, start, end):
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
    span = _value_span(m, query=i > 0 and text[i - 1] in "?&")
    value = text[span[0] : span[1]]
    if kind is None or _is_placeholder(value) or _is_reference(value):
        return m.group()
    sep = m.group("sep")
    quoted = m.group("open") is not None
    stripped = sep.strip(" \t")
    operator = sep.lstrip("\\\"'")
    if not quoted and "=" in operator and operator[-1] in " \t" and operator[0] not in " \t":
        return m.group()  # "password= token=***": an empty value, then the next key
    if not stripped:
        # "--password hunter2" on a command line; never "password incorrect" or "secret/x created".
        flag = prefix.startswith("-") and (i == 0 or text[i - 1] in " \t\n'\"")
        if not flag or value.startswith("-") or not (quoted or _looks_secret(value, prose=False)):
            return m.group()
    elif stripped == ">" or (stripped.endswith(">") and not stripped.endswith("=>")):
        if stripped != ">" or i == 0 or text[i - 1] != "<" or quoted:  # only <password>hunter2</password>
            return m.group()
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
        if not (opens_line or _looks_secret(value)):
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
        if name.split("_")[-1] in _ENV_NOT_SECRET_ENDS or not _high_entropy(value):
            return m.group()
        kind = "high_entropy"
    return _swap_span(m, kind, span)


def _named_value(m: re.Match[str]) -> str:
    """``- name: DB_PASSWORD`` / ``value: ...`` (Kubernetes, ECS): redact when the name marks a secret."""
    kind = _env_name_type(m.group("name").upper().replace("-", "_").replace(".", "_"))
    span = _value_span(m)
    value = m.string[span[0] : span[1]]
    if kind is None or _is_placeholder(value) or _is_reference(value):
        return m.group()
    return _swap_span(m, kind, span)


# The commands that take a password after a short flag, attached ("-p": -pSECRET) or not ("-p ": -p SECRET).
# Elsewhere -p is a port, a parent directory or a profile, so the command must be on the line before the flag.
_COMMAND_FLAGS: dict[str, tuple[str, ...]] = {
    "-p": ("mysql", "mariadb", "mysqldump", "mysqladmin", "mysqlimport", "mysqlsh", "sshpass"),
    "-p ": ("sshpass", "docker login", "podman login", "nerdctl login", "buildah login", "skopeo login",
            "oras login", "helm registry login", "az login", "twine upload"),
    "-a ": ("redis-cli",),
    "-u ": ("curl",),
}  # fmt: skip


def _command_password(m: re.Match[str]) -> str:
    flag = m.group("flag")
    if m.group("user") is not None:
        flag = "-u "
    elif flag is not None:
        flag += " " if m.group("space") is not None else ""
    if flag is not None:
        text = m.string
        start = m.start()
        line = text[max(0, start - 300) : start].rsplit("\n", 1)[-1]
        if not any(command in line for command in _COMMAND_FLAGS.get(flag, ())):
            return m.group()
    if _is_placeholder(m.group("secret")):
        return m.group()
    return _swap(m, "password")


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


# Gates (see _Rule): what every match of a rule contains. "://" then userinfo or a token up to "@" (the
# characters between exclude what both "://" patterns exclude); the query keys of signed URLs.
_URL_USERINFO_GATE = r"://[^\s/?#\"'<>]*@"
_SIGNATURE_KEYS = r"(?:sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|x-goog-credential)="
_URL_SIGNATURE_KEYS = r"[?&]" + _SIGNATURE_KEYS
_URL_SIGNATURE_GATE = rf"\?{_SIGNATURE_KEYS}|&{_SIGNATURE_KEYS}"
# Written as alternatives that each start with a literal character: the regex engine then skips to the
# candidates in C instead of trying every alternative at every position.
_COMMAND_FLAG = r"-(?<=[ \t]-)(?:[pau]|-user|-proxy-user|(?:src|dest)?(?:store|key)pass)"
_SEPARATOR_START = r"[\\\"' \t:=>]"
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
        r"(?:(?:Proc-Type|DEK-Info|Comment|Version|Hash|Charset):[^\r\n\\]*+|[A-Za-z0-9+/=]++|[ \t\r\n]++|\\[nr])*+"
        r"(?:-----END(?: [A-Z0-9]++){0,3} PRIVATE KEY(?: BLOCK)?-----)?",
        triggers=("PRIVATE KEY",),
    ),
    *(
        _Rule(kind, pattern, triggers=triggers, prefixes=prefixes)
        for kind, pattern, prefixes, triggers in _PROVIDER_TOKENS
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
        r"discord(?:app)?\.com/api/webhooks/[0-9]++/(?P<secret>[A-Za-z0-9_-]{20,}+)",
        triggers=("/api/webhooks/",),
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
    # Passwords given to commands as -p/-a/-u user:password, -passout pass:, -storepass, and .netrc entries.
    _Rule(
        "password",
        r"(?:[ \t]-pass(?:in|out|word)?[ \t]++pass:|[ \t]-(?:src|dest)?(?:store|key)pass[ \t]++"
        r"|[ \t](?P<user>-u|--user|--proxy-user)[ \t]++[\"']?[^\s:\"']{1,256}+:"
        r"|[ \t](?P<flag>-p|-a)(?P<space>[ \t]++)?(?(space)|(?=[^\s]))"
        r"|(?<![A-Za-z0-9_-])machine\s++\S++\s++(?:login\s++\S++\s++)?password\s++)"
        r"(?P<open>[\"'])?(?P<secret>(?(open)[^\"'\r\n]++|[^\s\"']++))",
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
        r"(?<![A-Za-z0-9_-])name[\"']?[ \t]*[:=][ \t]*[\"']?(?P<name>[A-Za-z0-9_.-]{1,128}+)[\"']?[ \t]*,?"
        r"[ \t]*(?:\r?\n[ \t]*)?[\"']?value[\"']?[ \t]*[:=][ \t]*" + _VALUE,
        _named_value,
        triggers=("name",),
        anchored=True,
        gate=r"me(?<=name)[\"']?[ \t]*[:=]",
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


# Runs: maximal stretches of [A-Za-z0-9_.-], found by a byte translation and a split (both in C). A rule
# gated by run prefixes only matches at the start of a run (its lookbehind rejects those characters).
_RUN_TABLE = bytes(c if chr(c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-" else 32
                   for c in range(256))  # fmt: skip
_MIN_RUN = 7
_HEAD = itemgetter(slice(0, 2))


def _alternatives(prefixes: Iterable[bytes]) -> str:
    """A regex matching any of ``prefixes`` at its start, as a tree of alternatives by first character
    (a prefix that starts another makes the longer one redundant)."""
    by_first: dict[str, list[str]] = {}
    for prefix in sorted({p.decode() for p in prefixes}):
        by_first.setdefault(prefix[0], []).append(prefix[1:])
    branches = []
    for first, rests in by_first.items():
        if "" in rests:
            branches.append(re.escape(first))
        elif len(rests) == 1:
            branches.append(re.escape(first + rests[0]))
        else:
            branches.append(f"{re.escape(first)}(?:{_alternatives(r.encode() for r in rests)})")
    return "|".join(branches)


class _Plan:
    """How to decide cheaply, for one text, which of a list of rules can match it.

    Every distinct trigger is looked for once per pass, in C (``map(text.__contains__, ...)``); a
    trigger that contains another is only looked for when that other one is present. Run prefixes are
    checked against the text's runs of 7+ characters with one ``bytes.startswith`` per run.
    """

    __slots__ = (
        "by_prefix", "by_trigger", "children", "gate_lower", "gate_runs", "gate_text", "heads", "lengths",
        "lower_roots", "placeholder_rules", "roots", "rules", "ungated",
    )  # fmt: skip

    def __init__(self, rules: Iterable[_Rule]) -> None:
        self.rules = tuple(rules)
        self.ungated = {index for index, rule in enumerate(self.rules) if not rule.gated}
        self.by_trigger: dict[str, set[int]] = {}
        for index, rule in enumerate(self.rules):
            for trigger in rule.triggers:
                self.by_trigger.setdefault(trigger, set()).add(index)
        self.by_prefix: dict[bytes, tuple[int, ...]] = {}
        for index, rule in enumerate(self.rules):
            for prefix in rule.prefixes:
                self.by_prefix[prefix] = (*self.by_prefix.get(prefix, ()), index)
        self.heads = frozenset(p[:2] for p in self.by_prefix)
        self.lengths = tuple(sorted({len(p) for p in self.by_prefix}))
        self.roots: tuple[str, ...] = ()
        self.lower_roots: tuple[str, ...] = ()
        self.children: dict[str, tuple[str, ...]] = {}
        for lower in (False, True):
            triggers = {
                (t.lower() if lower else t) for rule in self.rules if rule.lower == lower for t in rule.triggers
            }
            roots = sorted(t for t in triggers if not any(o != t and o in t for o in triggers))
            for t in sorted(triggers - set(roots)):
                parent = max((r for r in roots if r in t), key=len)
                self.children[parent] = (*self.children.get(parent, ()), t)
            if lower:
                self.lower_roots = tuple(roots)
            else:
                self.roots = tuple(roots)
        # Triggers a placeholder brings into the text: rules after one that wrote it must not be skipped
        # for want of them (``<redacted:password>`` holds "pass").
        marks = " ".join(placeholder(kind) for kind in TYPES | {rule.name for rule in self.rules})
        self.placeholder_rules = {
            index
            for index, rule in enumerate(self.rules)
            for t in rule.triggers
            if t in (marks.lower() if rule.lower else marks)
        }
        # The gate: three searches that find something in every text some rule can match (see quiet()).
        gates: tuple[dict[str, None], dict[str, None]] = ({}, {})
        for rule in self.rules:
            if rule.gate:
                gates[rule.lower][rule.gate] = None
        self.gate_text = re.compile("|".join(gates[False]), re.ASCII) if gates[False] else None
        self.gate_lower = re.compile("|".join(gates[True]), re.ASCII) if gates[True] else None
        # A run of _MIN_RUN+ characters that starts with a prefix, exactly what present() looks for; the
        # text is searched with a non-run character in front, so that every run start follows one.
        self.gate_runs = (
            re.compile(rf"[^A-Za-z0-9_.-](?=[A-Za-z0-9_.-]{{{_MIN_RUN}}})(?:{_alternatives(self.by_prefix)})", re.ASCII)
            if self.by_prefix
            else None
        )

    def quiet(self, text: str) -> bool:
        """True when no rule can change ``text`` (then :meth:`active` would find nothing to run).

        Exact, not a heuristic: each rule's gate finds something wherever its pattern matches (by default
        a trigger; for run prefixes, the same test as :meth:`present`). Rules without triggers or
        prefixes (added with :meth:`Redactor.add`) can match anything, so with one of them nothing is quiet.
        """
        if self.ungated:
            return False
        gate = self.gate_text
        if gate is not None and gate.search(text) is not None:
            return False
        gate = self.gate_runs
        if gate is not None and gate.search("\0" + text) is not None:
            return False
        gate = self.gate_lower
        return gate is None or gate.search(text.lower()) is None

    def active(self, text: str) -> set[int]:
        """The indices of the rules that can match ``text``: a trigger or a run prefix of theirs is in it."""
        found, opened = self.present(text)
        by_trigger = self.by_trigger
        for trigger in found:
            opened.update(by_trigger[trigger])
        opened.update(self.ungated)
        return opened

    def present(self, text: str) -> tuple[set[str], set[int]]:
        """The triggers present in ``text`` (lowercase ones as such), and the rules a run prefix opens."""
        found: set[str] = set()
        children = self.children
        for haystack, roots in ((text, self.roots), (text.lower(), self.lower_roots)):
            hits = list(compress(roots, map(haystack.__contains__, roots)))
            found.update(hits)
            more = [c for t in hits for c in children.get(t, ())]
            if more:
                found.update(compress(more, map(haystack.__contains__, more)))
        words = text.encode("ascii", "replace").translate(_RUN_TABLE).split()
        long = list(compress(words, map(_MIN_RUN.__le__, map(len, words))))  # all in C: no Python loop
        opened: set[int] = set()
        for word in compress(long, map(self.heads.__contains__, map(_HEAD, long))):
            for n in self.lengths:
                rules = self.by_prefix.get(word[:n])
                if rules is not None:
                    opened.update(rules)
        return found, opened


class Redactor:
    """Replaces secrets in text and tool parameters with typed placeholders (``<redacted:github_token>``).

    Args:
        enabled: False makes :meth:`redact` and :meth:`redact_value` return their input unchanged.
            ``ONCEBITTEN_REDACT=0`` switches every redactor off, whatever this says.
        extra: ``(name, pattern)`` rules to add after the built-in ones, as with :meth:`add`.

    Raises:
        ValueError: a name is not 1-40 characters of ``a-z``, ``0-9``, ``_``, or a pattern does not compile.
    """

    __slots__ = ("enabled", "_plan", "_rules")

    def __init__(self, *, enabled: bool = True, extra: Iterable[tuple[str, str | re.Pattern[str]]] = ()) -> None:
        self.enabled = enabled
        self._rules: list[_Rule] = list(_DEFAULT_RULES)
        self._plan: _Plan | None = None
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
        self._plan = None

    @property
    def active(self) -> bool:
        """Whether this redactor redacts now (its own switch and ``ONCEBITTEN_REDACT``)."""
        return self.enabled and redaction_enabled()

    def redact(self, text: str) -> str:
        """``text`` with every secret found replaced by ``<redacted:TYPE>``. Never raises on any string."""
        if not isinstance(text, str):
            text = str(text)
        # A quiet text comes back as it is either way: the environment is read only for the others.
        if not self.enabled or len(text) < 6 or self._quiet(text) or not redaction_enabled():
            return text
        return self._passes(text)

    def _redact(self, text: str) -> str:
        return text if self._quiet(text) else self._passes(text)

    def _passes(self, text: str) -> str:
        for _ in range(MAX_PASSES):
            redacted = self._pass(text)
            if redacted == text:
                break
            text = redacted
        return text

    def _quiet(self, text: str) -> bool:
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        return plan.quiet(text)

    def quiet(self, text: str) -> bool:
        """True when :meth:`redact` would certainly return ``text`` unchanged (it holds nothing any rule
        can match). One or two regex searches: far cheaper than redacting. Several strings can be tested
        at once joined by ``"\\0"``: if the whole is quiet, so is each."""
        return not self.active or self._quiet(text)

    def _pass(self, text: str) -> str:
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        active = plan.active(text)
        if not active:
            return text
        changed = False
        for index, rule in enumerate(plan.rules):
            if index not in active:
                continue
            redacted = rule.apply(text)
            if redacted != text:
                text = redacted
                if not changed:  # the placeholders written may hold the triggers of later rules ("password")
                    changed = True
                    active |= plan.placeholder_rules
        return text

    def literal_gate(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """Plain strings, one of which is in every text this redactor can change: ``(in the text, in the text
        lowered)``; ``None`` when its gates have no such strings (a rule without triggers or prefixes).

        Read off the gates of :meth:`quiet` (see :func:`_required`), so a text that contains none of them is
        quiet, decided with ``in`` alone: :mod:`oncebitten.engine.redact.gate` holds them for the default redactor,
        so that a hook process checking a call whose parameters hold none never loads this module.
        """
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        if plan.ungated:
            return None
        found: tuple[set[str], set[str]] = (set(), set())
        for gate, lowered in ((plan.gate_text, False), (plan.gate_runs, False), (plan.gate_lower, True)):
            if gate is None:
                continue
            required = _required(gate.pattern, gate.flags)
            if required is None:
                return None
            found[lowered].update(required)
        return tuple(sorted(_minimal(found[False]))), tuple(sorted(_minimal(found[True])))

    def redact_value(self, value: Any) -> Any:
        """``value`` with its strings redacted, for tool parameters; the input is not modified.

        Dicts, lists and tuples are walked (tuples come back as tuples); a dict value under a key that names
        a secret (``password``, ``api_key``, ``Authorization``, ...) is replaced whole by ``<redacted:TYPE>``
        unless it is empty, None, a bool or a placeholder; keys that are not identifiers are redacted too.
        Other objects are returned as they are unless their ``str()`` holds a secret, in which case the
        redacted string is returned. Anything nested deeper than :data:`MAX_DEPTH` becomes
        ``<redacted:too_deep>``.
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
                kind = None
                if isinstance(key, str):
                    kind = _secret_key_type(key)
                    if not key.isidentifier():  # a key that is not a name may hold a secret itself (a URL)
                        key = self._value(key, depth + 1)
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


#: Larger sets of strings are not spelled out by _required (a class such as ``\w`` ends a run of literals).
_EXPANSION_LIMIT = 512


def _required(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` contains, or ``None`` if none can be told.

    Reads the parsed pattern: runs of literals and small classes are spelled out (``[ \t]-p`` is ``" -p"``
    and ``"\t-p"``), a literal lookbehind joins the run it ends (``r(?<=sntr)`` is ``"sntr"``), an alternation
    needs one of its branches' strings, and of a sequence's runs the one with the longest shortest string is
    kept. Sound, not exact: a text that contains none of the strings has no match.
    """
    from re import _parser  # type: ignore[attr-defined]

    if flags & 2:  # re.IGNORECASE: the literals would not be literal
        return None
    return _sequence_required(list(_parser.parse(pattern, flags)))


def _sequence_required(items: list[Any]) -> frozenset[str] | None:
    from re import _constants as sre  # type: ignore[attr-defined]

    if len(items) == 1 and items[0][0] is sre.BRANCH:  # an alternation as a whole: one of its branches' strings
        branches = [_sequence_required(list(branch)) for branch in items[0][1][1]]
        return None if any(b is None for b in branches) else frozenset().union(*branches)  # type: ignore[arg-type]
    candidates: list[frozenset[str]] = []
    run: set[str] = {""}

    def close() -> None:
        nonlocal run
        if "" not in run:
            candidates.append(frozenset(run))
        run = {""}

    for op, av in items:
        if op is sre.ASSERT and av[0] == -1:  # a lookbehind: the text up to here ends with one of these
            behind = _expansion(list(av[1]))
            if behind is not None and "" not in behind:
                # the longer of the two ends with the shorter (else no text can match)
                joined = {x for x in behind for r in run if x.endswith(r)}
                run = joined | {r for r in run for x in behind if r.endswith(x)}
            continue
        if op in (sre.ASSERT, sre.ASSERT_NOT, sre.AT):
            continue  # zero width: the run goes on
        spelled = _expansion([(op, av)])
        if spelled is not None and len(run) * len(spelled) <= _EXPANSION_LIMIT:
            run = {head + tail for head in run for tail in spelled}
            continue
        close()
        inner: frozenset[str] | None = None
        if op is sre.SUBPATTERN:
            inner = _sequence_required(list(av[3]))
        elif op is sre.ATOMIC_GROUP:
            inner = _sequence_required(list(av))
        elif op is sre.BRANCH:
            branches = [_sequence_required(list(branch)) for branch in av[1]]
            if all(branch is not None for branch in branches):
                inner = frozenset().union(*branches)  # type: ignore[arg-type]
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[0] >= 1:
            inner = _sequence_required(list(av[2]))
        if inner is not None:
            candidates.append(inner)
    close()
    if not candidates:
        return None
    return max(candidates, key=lambda strings: (min(map(len, strings)), -len(strings)))


def _expansion(items: list[Any]) -> set[str] | None:
    """Every string ``items`` can match, if they are few (zero-width assertions ignored), else ``None``."""
    from re import _constants as sre  # type: ignore[attr-defined]

    strings: set[str] = {""}
    for op, av in items:
        options: set[str] | None = None
        if op is sre.LITERAL:
            options = {chr(av)}
        elif op is sre.IN:
            options = set()
            for kind, value in av:
                if kind is sre.LITERAL:
                    options.add(chr(value))
                elif kind is sre.RANGE and value[1] - value[0] < _EXPANSION_LIMIT:
                    options.update(map(chr, range(value[0], value[1] + 1)))
                else:  # NEGATE, CATEGORY: too many
                    return None
        elif op is sre.SUBPATTERN:
            options = _expansion(list(av[3]))
        elif op is sre.BRANCH:
            options = set()
            for branch in av[1]:
                spelled = _expansion(list(branch))
                if spelled is None:
                    return None
                options |= spelled
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[1] <= 4:
            item = _expansion(list(av[2]))
            if item is None:
                return None
            options = set()
            for count in range(av[0], av[1] + 1):
                repeated = {""}
                for _ in range(count):
                    repeated = {head + tail for head in repeated for tail in item}
                options |= repeated
        elif op in (sre.ASSERT, sre.ASSERT_NOT, sre.AT):
            continue
        if options is None or len(strings) * len(options) > _EXPANSION_LIMIT:
            return None
        strings = {head + tail for head in strings for tail in options}
    return strings


def _minimal(strings: set[str]) -> set[str]:
    """``strings`` less those that contain another of them (finding that one is enough)."""
    return {s for s in strings if not any(other != s and other in s for other in strings)}


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
