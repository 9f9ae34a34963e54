"""What a redaction rule is, and the tests a candidate value must pass to be called a secret.

Shared by the rule catalogue (:mod:`.rules`) and the redactor (:mod:`.redactor`).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterable
from typing import Any, cast


class _Deferred:
    """A regex compiled the first time it is used: a hook process needs few of the many the rules consult."""

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(self._source, self._flags)
        for method in ("match", "fullmatch", "search", "sub", "subn", "findall", "finditer", "split"):
            setattr(self, method, getattr(compiled, method))  # later calls skip __getattr__
        return getattr(compiled, name)


def _deferred(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, compiled on first use."""
    return cast("re.Pattern[str]", _Deferred(source, flags))


#: The rules are re-applied until the text stops changing, at most this many times.
MAX_PASSES = 4
#: ``redact_value`` replaces anything nested deeper than this by ``<redacted:too_deep>``.
MAX_DEPTH = 32

_OFF = frozenset({"0", "off", "false", "no"})
_NAME = _deferred(r"[a-z0-9_]{1,40}")
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
_PLACEHOLDER_VALUE = _deferred(
    r"""[*xX•.#?_:-]*
    | [*#•]{1,}[A-Za-z_\ -]{1,20}[*#•]{1,}                       # ***REMOVED***, ##hidden##
    | (?P<wrap>\$\$|@@|%%|__)[A-Za-z0-9_.-]{1,40}(?P=wrap)        # templates: $$PASSWORD$$, @@TOKEN@@, %%KEY%%
    | \([A-Za-z\ _-]{1,30}\)                                    # (hidden), (sensitive value)
    | \#[0-9a-fA-F]{3,8}                                     # a colour (design tokens: "Token": "#f8f8f2")
    | \$(?:[{(].*|[0-9]|(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?:[.\[(:/-].*)?)  # $VAR, ${VAR}, $(cmd), $1, $_POST[..],
                                                            # $dir/key.pem; not "$123456789" nor "$super$ecret"
    | -[0-9]+                                                # a negative number
    | %(?:\([A-Za-z0-9_]*\))?[sdrif]? | <.* | \[.* | :[A-Za-z_][A-Za-z0-9_]*
    | \{(?![A-Za-z0-9+/]{12,}={0,2}\}$).*                      # a template, not Maven's encrypted {COQLCE6DU6Gt...=}
    | %[A-Za-z_][A-Za-z0-9_]*%(?:[~:].*)? | \#\{.*                # %VAR% (Windows batch), #{var} (Ruby)
    | (?i:none|null|nil|undefined|true|false|yes|no|required|optional|redacted|hidden|masked|filtered
        |removed|omitted|n/a|empty|unset|not[\ _-]set
        |value|string|str|bytes|file|path|filename|base64|base64url|hex|utf-?8|ascii|latin-?1|binary
        |nullptr|read|write|read-all|write-all)             # what goes there, an encoding, a permission
    | \*?\((?i:optional|required)\)\*?                          # a docstring's "*(optional)*"
    | (?:FILE|PATH|STRING|VALUE|TEXT|NAME|ARG|WORD|PHRASE|TOKEN|KEY)  # a manual's metavariable: --passwd=FILE
    """,
    re.VERBOSE,
)
_PATH = _deferred(r"(?:~|\.{1,2})?/[A-Za-z0-9._@-]+(?:/[A-Za-z0-9._@-]*)+|[A-Za-z]:\\[^\s]*|~")


def _is_path(value: str) -> bool:
    """A file path (``/run/secrets/db``, ``~/.ssh/id_rsa``), not base64 that happens to hold slashes."""
    return _PATH.fullmatch(value) is not None and not _high_entropy(value.replace("/", ""))


def _is_placeholder(value: str) -> bool:
    return value.startswith("<") or _PLACEHOLDER_VALUE.fullmatch(value) is not None


_REFERENCE = _deferred(
    r"""[A-Za-z_$][A-Za-z0-9_$.:]{2,}+[\[{(].*             # a call or repr: getpass.getpass(, Token{a64f992, std::move(
    | [A-Za-z_][A-Za-z0-9_.$]*@(?=[0-9]*[a-fA-F])[0-9a-fA-F]{4,16}  # Java's Object.toString: BinderProxy@2bd79ce
    | [A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z0-9_.$]*@[0-9a-fA-F]{4,16}   # (not Admin@123456, a password)
    | [A-Za-z_]++(?:\.[A-Za-z_]++)++                        # an attribute: settings.OPENAI_API_KEY
    | [a-z][a-z0-9+.-]*://.* | arn:.*                       # a URL or ARN pointing at the secret
    | vault:\S+ | projects/[^/\s]+/secrets/\S+              # Vault and Google Secret Manager references
    | ENC\(.*\)                                             # Jasypt's encrypted value: ENC(G6N718Uu...)
    | [a-z][a-z0-9_-]{0,40}(?:/[a-z][a-z0-9_.-]{0,40}){2,}    # a secret's name as a path: prod/db/password
    | (?:env|file|fd):\S+                                    # OpenSSL's pass phrase sources: pass:env:MYPASS
    | \.[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+              # a relative module path: ".asyncio.server"
    | __[A-Za-z0-9_]+__                                      # a dunder name: __mc68000__
    | [A-Z][A-Z0-9]*_[A-Z0-9]+(?:_[A-Z0-9]+)*_[A-Za-z0-9]+   # a constant: GNUTLS_E_DECRYPTION_FAILED
    | (?:Get|Set|New|Read|Convert(?:To|From)|Import|Export|Invoke|Unprotect|Protect)-[A-Z][A-Za-z]+  # a cmdlet
    """,
    re.VERBOSE | re.DOTALL,
)
_NAME_PARTS = _deferred(r"[A-Za-z]+(?:[_-]+[A-Za-z]+)*")
_NAME_SPLIT = _deferred(r"[_-]+|(?<=[a-z])(?=[A-Z])")
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
    parts = _NAME_SPLIT.split(value)
    if not code and len(parts) == 1 and value.islower():
        return False  # PWD=pass, POSTGRES_PASSWORD=secret: in NAME=value a bare word is the value itself
    return any(part.lower() in _SECRET_NAME_PARTS for part in parts)


def _looks_secret(value: str, prose: bool = True) -> bool:
    """Whether a value after ``key:`` (or ``--flag``) is more likely a credential than a word of prose."""
    value = value.rstrip(".,:;?!)]}")
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


_TOKENISH = _deferred(r"[A-Za-z0-9+/=_.~-]{20,}")
_NOT_RANDOM = _deferred(
    r"""[0-9a-fA-F]+                                               # SHAs, digests, fingerprints
    | [0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}   # UUIDs
    | [0-7][0-9A-HJKMNP-TV-Z]{25}                                  # ULIDs
    | v?[0-9]+(?:[._-][0-9A-Za-z]+)*                               # versions
    | [a-z][a-z0-9]*(?:_[a-z0-9]+){2,}                             # identifiers: nettle_hmac_md5_set_key
    | (?:pk_(?:live|test)_|sha(?:1|256|384|512)[-:=]).*            # publishable keys, digests
    """,
    re.VERBOSE,
)
_HEX = _deferred(r"[0-9a-fA-F]+")
# Six characters in alphabet or digit order: typed by a person ("abcdefghjk0123456789"), not drawn at random.
_SEQUENCE = _deferred(
    r"(?i:abcdef|bcdefg|cdefgh|defghi|efghij|fghijk|ghijkl|hijklm|ijklmn|jklmno|klmnop|lmnopq|mnopqr|nopqrs|opqrst"
    r"|pqrstu|qrstuv|rstuvw|stuvwx|tuvwxy|uvwxyz)|012345|123456|234567|345678|456789"
)
_RESOURCE_PREFIX = _deferred(r"[a-z]{1,12}[-_]")  # sg-, vpc-, i-, subnet-: AWS and friends' resource ids
_PIECES = _deferred(r"[-.]")
_WORD = _deferred(r"[A-Z]?[a-z]{3,}|[A-Z]{3,}(?![a-z])")
_DIGITS = _deferred(r"[0-9]+")
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
    if len(value) < 16 or _HEX.fullmatch(value) is not None or _SEQUENCE.search(value) is not None:
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


# What documentation and bug reports write where a secret goes: a mask ("ghp_xxxxxxxx", "AKIAXXXXXXXXXXXXXXXX",
# "sk-xx"), a name for it ("password", "url_encoded_password", "your-api-key-here", "xoxb-my-bot-token",
# "...TokenHere"), a count ("1234567890"), a value cut short with an ellipsis. Not a secret: left alone.
_FAKE_RUN = _deferred(r"([xX*•0aA.#])\1{5}")
_FAKE_ONLY = _deferred(r"(?=(?:[_-]*[xX*•.#]){2})[xX*•.#_-]{2,}+")  # two mask characters at least: "xx", not "X_"
_FAKE_WORD = _deferred(
    r"(?i)(?:^|[-_.\s])(?:your|here|goes|dummy|fake|placeholder|redacted|changeme|insert|replace|some|my)(?:[-_.\s]|$)"
    r"|[-_.\s](?:token|secret|password)|(?:token|secret|password)[-_.\s]|…|\.\.\."
)
# A whole piece (between separators) that is a mask: "sk-ant-api03-xxxxx", "ghp_XXXX-...".
_FAKE_MASKED_PART = _deferred(r"(?:^|[-_.~])[xX*•]{4,}(?:$|[-_.~])")
_FAKE_COUNT = _deferred(r"1234567890?|.*(?:123){3,}.*")
_SCHEME_FIRST = _deferred(r"(?i:bearer|basic|token)[ \t]+(?=\S)")
_PERCENT = _deferred(r"%[0-9A-Fa-f]{2}")
_MASK_RUN = _deferred(r"[*•]{3,}|[xX]{4,}$|^[A-Za-z]{1,3}[xX]{4,}")
# Inside a value, words saying it is not real or was removed: "...dummynotreal00", "pypi-AgEIc[redacted]"
_SAYS_FAKE = _deferred(
    r"(?i:dummy|notreal|not[-_]a[-_]real|fake|[\[(<](?:redacted|removed|masked|hidden)[\])>])"
    r"|EXAMPLE"  # AWS's published keys (AKIAIOSFODNN7EXAMPLE), written in capitals as its documents write them
    r"|(?i:deadbeef|cafebabe|feedface)"  # hex-speak inside a value: AKIADEADBEEFDEADBEEF
)
# Dummies by convention: foo-bar words, keyboard mashes, hex-speak, and values that say they are stand-ins.
_DUMMY = _deferred(
    r"(?i:foo|bar|baz|qux|foobar|foobarbaz|asdf|asdfgh|asdfghjkl|qwerty|qwertyuiop|zxcvbn|deadbeef|cafebabe"
    r"|feedface|badc0de|8badf00d|c0ffee|changeit|dummynotreal|notreal|no-?key-?needed|no-?key-?need|(?:blah?)+"
    r"|word|(?:asdf|asd|sdf|qwer|qwe|zxcv|zxc|hjkl|jkl)+[a-z]{0,4})"
)
# A value that opens with a word saying it is not real (YOURPASSWORD, FakeValues99...).
# Words that say a value is still to be filled in.
_TO_FILL_IN = _deferred(r"(?i)(?:change|replace|fix|update|set)[-_ ]?me|to[-_ ]?do|tb[ad]|to[-_ ]be[-_ ]set")
_FAKE_OPENING = _deferred(r"(?i:your|fake|dummy|sample|example|not[-_]?(?:a[-_]?)?real)|my(?=[A-Z][a-z])")
_SEPARATORS = _deferred(r"[-_.~]")
_NAMED_SECRET = _deferred(
    r"(?i)(?:(?:my|your|some|the|url|encoded|api|db|user|access)[-_]?){0,3}(?:password|passwd|passw|pass|pwd|pw|token"
    r"|key|apikey|credentials?|passwort|kennwort|mot_de_passe|contrase[nñ]a|senha)(?:[-_]?(?:here|goes[-_]?here))?"
)
_PREFIX_END = _deferred(r"^[A-Za-z0-9]{0,12}?[_~-](?=.)")
_CAPS_PLACEHOLDER = _deferred(
    r"YOUR|HERE|REPLACE|INSERT|EXAMPLE|SAMPLE|TOKEN|SECRET|PASSWORD|VALUE|KEY|CHANGE|DUMMY|FAKE"
)
_PAIR_SEPARATOR = _deferred(r":|%3[Aa]")
_UPPER_NAME = _deferred(r"(?:[A-Z]+_)*(?:PASS|PASSWD|PWD|SECRET|PASSPHRASE)")


# Keys published for everyone to use: the Azure Storage emulator's (Azurite's) account key.
_PUBLIC_KEYS = frozenset({"Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="})


def _is_fake(value: str) -> bool:
    """Whether ``value`` stands for a secret in an example rather than being one (see above)."""
    if value in _PUBLIC_KEYS or _DUMMY.fullmatch(value.rstrip(".")) is not None:
        return True
    if "%" in value and _PERCENT.search(value) is not None:
        from urllib.parse import unquote

        decoded = unquote(value)
        if decoded != value and _is_fake(decoded.lstrip("#")):
            return True  # "%23password": a stand-in, percent-encoded
    scheme = _SCHEME_FIRST.match(value)
    if scheme is not None:
        return _is_fake(value[scheme.end() :])  # "Bearer xxxx": the credential after the scheme is what counts
    if value.endswith(("...", "…")) or _MASK_RUN.search(value) is not None or _SAYS_FAKE.search(value) is not None:
        return True  # cut short ("eyJhbGciOiJIUzI1NiJ9.eyJ..."), or masked in part ("sk-****abcd")
    if value.startswith("AGE-SECRET-KEY-") or (value.startswith("A" * 21) and len(value) >= 80):
        return False  # the words, the run of A (Twitter's app-only bearer tokens) are the format's
    if value[:1] in "[<{@" or (value[:1] == "!" and value[1:2].isalpha()):
        return True  # "[password]", "<token>", "{{secret}}", "!secret name", "@_password"
    if _NAMED_SECRET.fullmatch(value.rstrip("=>])};")) is not None:
        return True
    prefix = _PREFIX_END.match(value)  # "ghp_", "xoxb-"
    body = value[prefix.end() :] if prefix is not None else value
    if _FAKE_ONLY.fullmatch(body) or _FAKE_RUN.search(body) is not None or _FAKE_COUNT.fullmatch(body):
        return True
    if _FAKE_OPENING.match(value) is not None or _TO_FILL_IN.fullmatch(value) is not None:
        return True
    if body is not value and _FAKE_OPENING.match(body) is not None and body.lower() == body:
        return True  # "ghp_yourtokenhere", "sk-fakekey": a prefix, then words saying it is not real
    if body is not value and len(value) <= 24 and _FAKE_WORD.search(value) is not None:
        return True  # "replace_me", "your_api_key": the whole value, not only what follows a prefix-like word
    if _UPPER_NAME.fullmatch(value) is not None:
        return True  # proto://user:PASS@host, DB_PASS: a name written where the value goes
    if _NAMED_SECRET.fullmatch(_PAIR_SEPARATOR.split(value)[-1]) is not None:
        return True  # "user:password", "admin:<token>" stand for a pair
    if _FAKE_MASKED_PART.search(body) is not None:
        return True  # "sk-ant-api03-xxxxx", "ghp_XXXX-..."
    if _FAKE_WORD.search(body) is not None and (len(body) <= 24 or _wordy(body) >= 0.3):
        return True  # (a long random key may hold "-SECRET-KEY-": AGE-SECRET-KEY-1...)
    # "requiredCharacteristicTypesForDisplay", "xoxp-1-SlackAppAccessTokenHere": a CamelCase name made of words,
    # not a key (a passphrase is lower case, or has digits or dashes)
    core = max(_SEPARATORS.split(body), key=len)
    if not (len(core) >= 16 and core.isalpha() and any(c.isupper() for c in core[1:]) and _wordy(core) >= 0.6):
        return False
    # ALL CAPS only with a word of the kind ("REPLACEWITHYOURTOKENVALUE"): AKIAQTHJNICTKFNAWXYZ is a key
    return any(c.islower() for c in core) or _CAPS_PLACEHOLDER.search(core) is not None


#: A value shorter than this is never a credential (accesskey="6", https://a:b@host): nothing to guess.
_SHORTEST = 3


def _swap(m: re.Match[str], kind: str, group: str | int = "secret", fake: bool = True) -> str:
    """The match with its ``group`` replaced by ``<redacted:kind>`` (unchanged if it is a placeholder, or, with
    ``fake``, what an example writes where a secret goes)."""
    start, end = m.span(group)
    text = m.string
    whole_start, whole_end = m.span()
    short = fake and end - start < _SHORTEST
    if start == end or short or _overlaps_placeholder(text, start, end) or (fake and _is_fake(text[start:end])):
        return text[whole_start:whole_end]
    return text[whole_start:start] + placeholder(kind) + text[end:whole_end]


def _swap_secret(kind: str, fake: bool = True) -> Replacer:
    def replace(m: re.Match[str]) -> str:
        return _swap(m, kind, "secret" if "secret" in m.re.groupindex else 0, fake)

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
