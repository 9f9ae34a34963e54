"""How the rule catalogue's context rules replace what they match: a secret by the name it is assigned to
(``password=``, ``"api_key":``, ``--token``), on a command line, in a header, a cookie, a table, an environment
file, a service's configuration. Each function takes a match of a rule in :mod:`.rules` and returns its
replacement (the match unchanged when what it found is not a secret).
"""

from __future__ import annotations

import re

from .rule import (
    _SEQUENCE,
    _SHORTEST,
    Replacer,
    _deferred,
    _high_entropy,
    _is_fake,
    _is_path,
    _is_placeholder,
    _is_reference,
    _looks_secret,
    _overlaps_placeholder,
    _swap,
    _wordy,
    placeholder,
)

# password=, "api_key": "...", --token ..., <secret>...</secret>: the words that end a secret's key name
# (for dict keys, whole; in text, the last word only, its qualifier checked in the prefix by _key_type).
_KEY_QUALIFIERS = ("api", "secret", "access", "private", "account", "master", "signing", "encryption", "auth",
                   "client", "app", "license", "licence", "service", "subscription", "sas", "session", "webhook",
                   "hmac", "jwt", "shared", "storage", "consumer", "deploy", "functions")  # fmt: skip
_KEY_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd"
    r"|(?:api|secret|access|private|account|master|signing|encryption|auth|client|app|license|licence|service"
    r"|subscription|sas|session|webhook|hmac|jwt|shared|storage|consumer|deploy)[_.-]?key"
    r"|(?:client|private)[_.-]?key[_.-]?data|apikey|secret|token|auth|credentials?|dockerconfigjson)"
)
# A bare value ends at whitespace, a quote, ``,;<>|``; it may hold ``()[]{}&`` after its first character
# (Django keys do), and the callbacks trim an unbalanced closing bracket and, in a URL query, the ``&...``.
_BARE = r"[^\s\"'`\\,;<>(){}\[\]|&][^\s\"'`\\,;<>|]*+"
# A quoted value ends at its own closing quote: PASS = '`123QWERasdf', password: "it's"
_VALUE = (
    r"(?:!![A-Za-z]{1,20}+[ \t]++)?(?P<open>\\?[\"'`])?(?P<secret>(?(open)"
    r"(?:(?<=\")[^\"\\\r\n]++|(?<=')[^'\\\r\n]++|(?<=`)[^`\\\r\n]++)|" + _BARE + "))"
)
_SECRET_WORD = (
    r"(?P<word>pass(?:word|wd|phrase|code)?|pswd|pwd|secret|token|auth|pat|key(?:[_.-]?data)?|credentials?"
    r"|dockerconfigjson)"
)
# A space alone separates a value only after a --flag, and ">" only closes an XML tag: the callback checks
# both. The pattern is tried only where a trigger word starts (see _Rule.apply), never at every position.
_KEYWORD_ASSIGNMENT = (
    _SECRET_WORD
    # "=", ":", ":=", "=>", ">" (XML); also "::=", "?=", "||=", ".=" (PHP), "+=", "token[] =" (C), "TOKEN"] = ",
    # "TOKEN", "value" (a setter's arguments), "password is X" / "set to X" (prose), "**Password:** X" (Markdown),
    # and a space after a --flag
    + r"(?P<sep>(?:\[\])?\\?[\"']?\]?\*{0,2}[ \t]{0,24}(?::{1,3}=|=>|\?=|\|\|=|\.=|\+=|!={1,2}|={2,3}|=|:|>)"
    r"\*{0,2}[ \t]{0,24}"
    r"|[\"'][ \t]*+,[ \t]*+(?=[\"'])|[ \t]++(?:is|was|(?:set[ \t]++)?to)[ \t]++|[ \t]++-{2,8}+[ \t]++"
    # "the default password for the user \"pyne-user\" is pyne"
    r"|[ \t]++for[ \t]++(?:[^\s]{1,40}+[ \t]++){1,5}?(?:is|was)[ \t]++"
    r"|[ \t]+)" + _VALUE
)
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_SHORT_WORDS = frozenset({"pass", "pwd", "pswd", "auth", "pat"})
_NOT_SECRET_TOKENS = ("pagetoken", "nexttoken", "continuationtoken", "synctoken", "resumetoken",
                      "cancellationtoken", "paginationtoken", "pagingtoken", "cursortoken")  # fmt: skip


_TOKEN_PREFIX = _deferred(r"[A-Za-z0-9]{0,12}?[_~-](?=.)")
# Lower-case letters and separators only: an identifier in code (hf_servingcellpriority_h_prio), not a key.
_IDENTIFIER_BODY = _deferred(r"[a-z_.-]+")


def _swap_token(kind: str) -> Replacer:
    """Replace a provider token, unless it is what an example writes where one goes, or an identifier that
    happens to start like one (``&hf_servingcellpriority_h_prio``: after its prefix, lower-case letters and
    separators only; a key has digits or capitals)."""

    def replace(m: re.Match[str]) -> str:
        token = m.group()
        prefix = _TOKEN_PREFIX.match(token)
        body = token[prefix.end() :] if prefix is not None else token
        if _IDENTIFIER_BODY.fullmatch(body) is not None or m.string.startswith(("...", "…", "***", "•"), m.end()):
            return token  # (a token cut short with an ellipsis: "sk-proj-AbCdEfGh12345678...")
        if kind == "facebook_token" and not any(c.islower() for c in token[3:]):
            return token  # "EAAC3481FC61...": upper-case hex in a dump; Graph API tokens mix cases
        return _swap(m, kind, 0)

    return replace


_PEM_LINE = _deferred(r"-----(?:BEGIN|END)[^-]*-----|(?:Proc-Type|DEK-Info|Comment|Version|Hash|Charset):[^\r\n\\]*")
_BASE64_CHAR = _deferred(r"[A-Za-z0-9+/]")


def _swap_pem(m: re.Match[str]) -> str:
    """A PEM private key block redacted whole, unless what sits where the key goes is not one ("***", "KEY HERE"):
    fewer than 40 base64 characters, and the block either closes or goes on with something that is not key text
    (a block cut off at the end of the text is redacted if anything of a key is left: 16 characters or more; a
    header alone names a kind of key, it holds none)."""
    block = m.group()
    body = _PEM_LINE.sub("", block)
    words = body.strip(" \t\r\n\\n")
    if words.isalpha() and len(words) < 200 and _wordy(words) >= 0.6:
        return block  # a sentence where the key goes: somethingSuperRandomAndSecretHereThatShouldNeverBeShared
    count = len(_BASE64_CHAR.findall(body[:4096]))
    if count < 16 or (count < 40 and ("-----END" in block or m.end() < len(m.string))):
        return block
    return placeholder("private_key")


def _word_type(word: str) -> str:
    if word.startswith(("pass", "pwd", "pswd")):
        return "password"
    if word in ("token", "auth", "pat"):
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
_KEY_NAME_PARTS = _deferred(r"[_.-]+|(?<=[a-z0-9])(?=[A-Z])")


_PREVIOUS_WORD = _deferred(r"([A-Za-z]{2,20})[ \t]$")


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
    amp = text.find("&", start, end)
    if amp > start and (query or _QUERY_TAIL.match(text, amp) is not None):
        end = amp  # a URL query's next parameter, also after a value outside one: password&useSSL=false
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
_QUERY_TAIL = _deferred(r"&[A-Za-z_][A-Za-z0-9_.-]{0,40}=")
_UPPER_SNAKE = _deferred(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")

_IDENTIFIER = _deferred(r"[A-Za-z_][A-Za-z0-9_.]*")
_PROSE_AFTER = _deferred(r"[A-Za-z]+,? [a-z]+")
_HYPHENATED = _deferred(r"[A-Za-z]+(?:-[A-Za-z]+)*|[A-Za-z]+-[0-9]+")
_TYPE_WORDS = frozenset(
    {"object", "str", "bytes", "bytearray", "int", "bool", "float", "dict", "list", "tuple", "set", "Any", "UUID",
     "Optional", "Union", "datetime", "Path", "string", "number", "boolean"}
)  # fmt: skip
# A class qualified by its module (ed25519.Ed25519PrivateKey) or named as one (PKCS7PrivateKeyTypes, HiddenText).
_TYPE_NAME = _deferred(
    r"(?:[a-z_][a-z0-9_]*\.)+_?[A-Z][A-Za-z0-9]*"
    r"|_?[A-Z][A-Za-z0-9]*(?:Key|Keys|Type|Types|Class|Error|Dict|List|Config|Model|Context|Handler|Provider|Text"
    r"|Protocol|Callable|Mapping|Sequence|Bytes|Str|Info|Data|Options|Params|Credentials|Buffer|Mgr|Manager|Like|Object)"
)
# A word a list or a call holds ("label", "network_authentication"), not a credential drawn at random.
_WORD_VALUE = _deferred(r"[a-z]+(?:[_-][a-z]+)*")
# What code writes after "token =" that is not a literal: a keyword, a variable, a class.
_CODE_WORDS = frozenset(
    {"await", "self", "this", "new", "lambda", "yield", "function", "return", "typeof", "not", "cls", "typename",
     "async", "nullptr", "NULL", "const", "auto", "sizeof", "decltype", "static_cast", "reinterpret_cast", "default"}
)  # fmt: skip
_LOWER_NAME = _deferred(r"_*[a-z]+")
_SQL_STATEMENT = _deferred(r"(?i)\b(?:create|alter|grant)\b")
_RESOURCE_NAME = _deferred(r"[a-z0-9]+(?:[-.][a-z0-9]+)+")
# A number in code (0x08), an OID or a version (1.3.6.1.5.5.7.3.1), a format string ('%s:%s', '{}:{}').
_CODE_LITERAL = _deferred(
    r"[0-9]{1,4}(?:\.[0-9]{1,4})+-(?:[0-9]{1,4}(?:\.[0-9]{1,4})*)?|"  # a range of versions: "3.0-", "3.7-3.9"
    r"0x[0-9a-fA-F]{1,8}|[0-9]{1,9}(?:\.[0-9]{1,9}){2,}|(?:%(?:\([^)]*\))?[sdrifx]|\{[A-Za-z0-9_]*\}|[:@/.,;\ -])+"
)
_SNAKE_NAME = _deferred(r"_*[a-z]+(?:_[a-z]+)+")
# Words a set-verb puts before "password to X" (elsewhere "key to PKCS#8" is prose).
_SET_VERB = _deferred(r"(?i)\b(?:set|sets|setting|change|changed|changes|changing|reset|update|updated|default)\b")
# A value that is a format string or a regex: '__attr_factory_%s', '(?:{hex}:{hex}|{ipv4})'.
_FORMAT_OR_PATTERN = _deferred(r"%[sdr]|^\(\?|\{[a-z_]{0,20}\}.*\{[a-z_]{0,20}\}")


# Words joined by encoded spaces: a label (pkcs11:token=Root%20CA%20Certificates), not a credential.
_ENCODED_WORDS = _deferred(r"[A-Za-z]{2,}%20[A-Za-z]{2,}%20")
_INSIDE_REFERENCE = _deferred(r"(?<![A-Za-z0-9])(?:arn:|vault:|op://)|projects/[^/\s]+/secrets/")


def _ascii_length(value: str) -> int:
    """How many characters ``value`` starts with that are ASCII."""
    return next((index for index, char in enumerate(value) if not char.isascii()), len(value))


_CHANGELOG_WORDS = frozenset(
    {"Added", "Removed", "Deprecated", "Updated", "Changed", "Fixed", "New", "Renamed", "Dropped", "Modified"}
)  # fmt: skip
# A Spring-style property key (spring.datasource.password:) and an HTTP header name (X-Api-Key:, Private-Token:).
_PROPERTY_PREFIX = _deferred(r"(?:[a-z][a-z0-9-]*\.)+")
_HEADER_PREFIX = _deferred(r"(?:[Xx]-|[A-Z][a-z]+-)(?:[A-Z][a-z]*-)*")
_QUALIFIED_TYPE = _deferred(r"(?:[a-z_][a-z0-9_]*\.)+_?[A-Z][A-Za-z0-9]*")
_TYPED_CHARS = _deferred(r"[A-Za-z0-9!@#$%^&*_+=~.?-]{4,64}")


_QUOTED_WORD = _deferred(r"[A-Za-z0-9]{4,32}")
_NOT_PASSWORD_WORDS = frozenset({"password", "passwd", "passphrase", "secret", "hidden", "text", "field", "input",
                                 "required", "optional", "string", "value", "none", "null", "empty", "reset", "change",
                                 "forgot", "login", "submit", "show", "confirm", "new", "old", "current"})  # fmt: skip


def _quoted_word(value: str) -> bool:
    """A quoted word that can be a password (``letmein``), not a field, a type or a word about one."""
    return _QUOTED_WORD.fullmatch(value) is not None and value.lower() not in _NOT_PASSWORD_WORDS


_SAID_WORD = _deferred(r"[a-z][a-z0-9]{3,19}")
_NOT_SAID = frozenset(
    {"wrong", "correct", "incorrect", "invalid", "valid", "required", "missing", "empty", "blank", "none", "null",
     "same", "different", "weak", "strong", "short", "long", "too", "not", "also", "still", "only", "just", "there",
     "here", "now", "then", "case", "being", "what", "that", "this", "your", "mine", "yours", "their", "theirs",
     "unknown", "unset", "known", "good", "fine", "okay", "bad", "secure", "insecure", "safe", "unsafe", "hidden",
     "visible", "shown", "plain", "plaintext", "encrypted", "hashed", "saved", "stored", "expired", "ignored",
     "optional", "mandatory", "obsolete", "deprecated", "sent", "kept", "lost", "gone", "available", "needed",
     "accepted", "rejected", "changed", "reset", "set", "wrong.", "generated", "random", "given", "provided",
     "supplied", "configured", "defined", "specified", "entered", "typed", "used", "correctly", "working", "fixed",
     "sensitive", "case-sensitive", "disabled", "enabled", "locked", "unlocked", "default", "same."}
)  # fmt: skip
_WORD_ENDINGS = ("ed", "ing", "ly", "ble", "ive", "ous", "ful", "less", "ent", "ant", "ion", "al", "ish", "ary")


_USER_BEFORE = _deferred(r"(?i)(?:user(?:[ _-]?name)?|login)[ \t]*[:=][ \t]*[^\s,/|;]{1,64}[ \t]*[,/|;]?[ \t]*$")
_FLAG_WORD = _deferred(r"[A-Za-z0-9_.@!#%+=-]{3,64}")
_OPTIONAL_VALUE_COMMANDS = ("mysql", "mariadb", "mysqldump", "mysqladmin")


def _flag_word(m: re.Match[str], value: str) -> bool:
    """A plain word after a secret's --flag is its value only at a shell prompt (``$ redis-cli --pass mypass``):
    in prose a flag's name is followed by words about it (``the --password option``, ``--ask-password wins``), and
    MySQL's ``--password`` without ``=`` prompts (the next word is a database)."""
    line = m.string[max(0, m.start() - 200) : m.start()].rsplit("\n", 1)[-1]
    if not line.lstrip().startswith(("$ ", "> ", "PS> ")) or any(c in line for c in _OPTIONAL_VALUE_COMMANDS):
        return False
    return _FLAG_WORD.fullmatch(value) is not None and not _is_reference(value) and not _is_fake(value)


def _said_word(text: str, span: tuple[int, int]) -> bool:
    """Whether a lower-case word after "password is" ends what the sentence says (``the default password is
    admin.``, ``password was letmein``), as a value does, and is not a word that describes one (``incorrect``,
    ``required``, ``hashed``)."""
    start, end = span
    word = text[start:end].rstrip(".,;:!)")
    digits = word.isdigit() and len(word) >= 3  # "my password is 123"
    if not digits and (_SAID_WORD.fullmatch(word) is None or word in _NOT_SAID or word.endswith(_WORD_ENDINGS)):
        return False
    after = text[start + len(word) : start + len(word) + 3]
    return after[:1] in ("", "\n", "\r", ".", ",", ";", "!", ")") and after[1:2] in ("", " ", "\n", "\r", "\t")


def _typed_password(value: str) -> bool:
    """Whether a bare value after "password " in prose is one: letters with digits or symbols mixed in
    (``s3cr3tP@ss``, ``hunter22``), not a word, a number, a version or a file."""
    value = value.rstrip(".,;:?!")
    if _TYPED_CHARS.fullmatch(value) is None or not any(c.isalpha() for c in value):
        return False
    if _CODE_LITERAL.fullmatch(value) is not None or _is_path(value) or "." in value.strip("."):
        return False
    return any(c.isdigit() for c in value) and not value.startswith("-")


_CLASS_NAME = _deferred(r"_?[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})*")
_LOWER_CAMEL = _deferred(r"[a-z]{2,}(?:[A-Z][a-z]{2,})+")


def _is_code_value(value: str, key: str, sep: str) -> bool:
    """Whether an unquoted value after a secret's key is code referring to something (``token = await ...``,
    ``"token": traced_item``, ``_token=_token``, ``auth = SandboxProxyRule``), not a literal credential."""
    if value in _CODE_WORDS or value.lstrip("_") == key.lstrip("_") or value.rsplit(".", 1)[-1] == key:
        return True
    if _SNAKE_NAME.fullmatch(value) is not None:
        return True  # a variable (request_id, traced_item); a password of lower-case words joined by "_" is rare
    if "=" in sep and _LOWER_CAMEL.fullmatch(value) is not None:
        return True  # a name: transparentAuth=allHosts, token=nextToken
    # (token = Punctuation: a class or a constant of a lexer)
    return _code_spaced(sep) and (_CLASS_NAME.fullmatch(value) is not None or (value.isdigit() and len(value) < 4))


def _squashed(name: str) -> str:
    """``name`` lower-cased without separators: how a name and its key are compared."""
    return name.lower().replace("_", "").replace("-", "").replace(".", "")


def _code_spaced(sep: str) -> bool:
    """Whether an operator has spaces both sides ("token = ..."): an assignment in code."""
    spaced = sep.strip("\\\"'[]")
    return spaced[:1] in (" ", "\t") and spaced[-1:] in (" ", "\t") and any(c in spaced for c in "=:>")


def _swap_span(m: re.Match[str], kind: str, span: tuple[int, int]) -> str:
    text = m.string
    start, end = span
    whole_start, whole_end = m.span()
    if end - start < _SHORTEST or _overlaps_placeholder(text, start, end) or _is_fake(text[start:end]):
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
    # (not a shell's default, ${PWD=`pwd`})
    connection_string = (
        prefix == "" and word.lower() == "pwd" and i > 0 and text[i - 1] in ";{" and text[i - 2 : i] != "${"
    )
    if kind is None and connection_string:
        kind = "password"  # ODBC and ADO connection strings: "UID=me;PWD=pass" (elsewhere PWD= is a directory)
    query = i > 0 and text[i - 1] in "?&"
    span = _value_span(m, query=query)
    value = text[span[0] : span[1]]
    if kind is None and _service_key(prefix, word) and _high_entropy(value):
        kind = "api_key"  # "adafruit_key: aio_Kx8P...", "mapboxKey = ...": a random value under some service's key
    if kind is None and not prefix and word.lower() == "key":
        # prose names a key in two words: "API key: ...", "Secret Key = ...", "license key ..."
        qualifier = _PREVIOUS_WORD.search(text, max(0, i - 24), i)
        if qualifier is not None:
            kind = _key_type(qualifier.group(1) + "_", word)
    # In a URL query a value is a literal, not code: ?user=app&password=secret
    bare = value.rstrip(".,;:")  # (prose ends a sentence after the value: "is GNUTLS_E_DECRYPTION_FAILED.")
    if kind is None or _is_placeholder(value) or (_is_reference(value, code=not query) and not connection_string):
        return m.group()
    if bare != value and m.group("open") is None and _is_reference(bare, code=not query) and not connection_string:
        return m.group()
    if (
        (("%" in value or "{" in value or "(" in value) and _FORMAT_OR_PATTERN.search(value) is not None)
        or ("%20" in value and _ENCODED_WORDS.search(value) is not None)
        or _is_placeholder(value[: _ascii_length(value)])
    ):
        return m.group()  # '__attr_factory_%s', '(?:{hex}:{hex})': a format or a pattern; "false" then CJK prose
    run = text[max(0, i - 200) : i].rsplit(None, 1)[-1] if i > 0 and not text[i - 1].isspace() else ""
    if (":" in run or "/secrets/" in run) and _INSIDE_REFERENCE.search(run) is not None:
        return m.group()  # the name inside a reference: arn:aws:secretsmanager:...:secret:db-AbCdEf
    if i > 0 and text[i - 1] == ":" and m.group("sep") == ":" and (":" in value or text[span[1] : span[1] + 1] == ":"):
        return m.group()  # a list of fields: group_name:password:GID:user_list
    if _is_placeholder(value.rstrip("):;,.]}")) or not any(c.isascii() and c.isalnum() for c in value):
        return m.group()  # "None):" closing a call; "㊙": nothing a credential is made of
    sep = m.group("sep")
    quoted = m.group("open") is not None
    if sep.startswith(":") and text[m.end("word") : m.end("word") + 2] == "::":
        return m.group()  # C++'s scope operator: Pass::getAnalysis(), MachineFunctionPass::getAnalysisUsage
    member = value.endswith("-") and text[span[1] : span[1] + 1] == ">"
    if not quoted and (member or (value.isdigit() and text[span[1] : span[1] + 1] == ",")):
        return m.group()  # a member access (Resolver->find...), an enum's member (GPG_ERR_SQL_AUTH = 1523,)
    if quoted and _squashed(value) and _squashed(value) in _squashed(prefix + word):
        return m.group()  # a name spelled as the key's own: #define SN_setct_PANToken "setct-PANToken"
    if not quoted and _is_code_value(value, prefix + word, sep):
        return m.group()
    if not quoted and text[span[1] : span[1] + 1] in (",", ")") and _UPPER_SNAKE.fullmatch(value) is not None:
        return m.group()  # a constant in code: 'PASSWORD': POSTGRES_PW,
    number = value.rstrip(":;,.")
    if (number.isdigit() and (len(number) < 3 or (kind == "token" and len(number) <= 6))) or value.rstrip(
        "."
    ) in _CHANGELOG_WORDS:
        return m.group()  # gdb's "pass=10:", a changelog's "gnutls_session_get_master_secret: Added"
    if _decodes_to_stand_in(value):
        return m.group()  # base64 of "user:password": a stand-in, encoded
    if prefix.startswith("-") and not quoted and value.isalpha() and value.isupper() and len(value) <= 12:
        return m.group()  # a manual's metavariable, in any language: --passwd=FILE, --passwd=DATEI
    if prefix + word in _TEST_RESULTS and sep.strip() == ":":
        return m.group()  # a test runner's "PASS: strip"
    if _CODE_LITERAL.fullmatch(value.rstrip(":;,)")) is not None:
        return m.group()  # token == 0x08, SERVER_AUTH = '1.3.6.1.5.5.7.3.1', user_pass = '%s:%s' % (...)
    if not quoted and _LOWER_NAME.fullmatch(value) is not None and _code_spaced(sep):
        # self.token = nextchar, exposed, token = result: a variable, in an attribute or a tuple assignment
        line = text[max(0, i - 80) : i].rsplit("\n", 1)[-1]
        if "." in prefix or ", " in line:
            return m.group()
    if not quoted and value.endswith(".") and text[span[1] : span[1] + 1] not in ("", " ", "\t", "\n", "\r"):
        return m.group()  # a member access cut short by markup: aliceSecret = alice.<span ...>computeSecret
    before_key = text[i - 1] if i > 0 else ""
    if before_key == "/" and (prefix or (i > 1 and text[i - 2] not in " \t\n")):
        return m.group()  # a path segment ('/forgot-password' => "..."), not a key; /password:X is a switch
    if quoted and before_key and before_key in "\"'" and m.group("open") == before_key and sep[:1] not in "\"'\\":
        return m.group()  # the key's own string closes there ("Password:", ...): what follows is not its value
    following = text[span[1] + (1 if quoted else 0) : span[1] + 24].lstrip(" \t")
    if following[:1] == "+" or (not quoted and (following[:2] in ("= ", "||", "&&", "??") or following[:2] == "? ")):
        return m.group()  # a concatenation ("application:" + appKey), a chained assignment, an expression (a || b)
    if not quoted and value.startswith("/^"):
        return m.group()  # a regex literal: const UNEXPECTED_TOKEN = /^Unexpected token/
    if quoted and value[:1] in (" ", "\t") and value.lstrip(" \t")[:1] in ("+", "%", ",", ")"):
        return m.group()  # the quote closed a string: print("shlex: token=" + repr(raw))
    stripped = sep.strip(" \t*")
    operator = sep.lstrip("\\\"'[]*")
    if not quoted and "=" in operator and operator[-1] in " \t" and operator[0] not in " \t":
        return m.group()  # "password= token=***": an empty value, then the next key
    # password == "team10" compares with a hard-coded password; typeof token !== 'string' does not
    compared = quoted and kind in ("password", "secret") and not text[max(0, i - 8) : i].endswith("typeof ")
    # (unquoted, a comparison is with a variable or a constant unless the value is typed like a secret)
    operand = value.rstrip("){;")
    typed = any(not c.isalpha() for c in operand) or (operand.lower() != operand and operand.upper() != operand)
    if ("==" in stripped or "!=" in stripped) and not (compared or (_looks_secret(operand, prose=quoted) and typed)):
        return m.group()
    if stripped.endswith(","):
        # setProperty("API_TOKEN", "Kx8P..."); never get("token", "default") nor {"name": "API_TOKEN", "value": ...}
        # (and never a list of words: 'pass', 'raise', ... or ("scheme", "user", "password", "host"))
        after = text[span[1] + 1 : span[1] + 16].lstrip(" \t")
        if not (kind == "password" or _looks_secret(value)) or after.startswith(":") or " " in value:
            return m.group()
        if not after.startswith(")") or (_WORD_VALUE.fullmatch(value) is not None and (prefix + word).islower()):
            return m.group()  # (define("DB_PASSWORD", "hardcoded") names a constant: its word is a password)
    elif stripped.lower() in ("is", "was", "to") or stripped.lower().startswith(("set", "for ")):
        if stripped.lower().startswith("for "):
            stripped = stripped.rsplit(None, 1)[-1]  # "for the user X is": prose, as "is"
            if word.lower() in _SHORT_WORDS:
                return m.group()
        if word.lower() in _SHORT_WORDS:
            return m.group()  # "to pass to `__post_init__`", "a safe value to pass is zero": the verb, a compiler pass
        if stripped.lower() == "to" and _SET_VERB.search(text[max(0, i - 40) : i].rsplit("\n", 1)[-1]) is None:
            return m.group()  # "convert a private key to PKCS#8", "password to UCS2"; not "set the password to X"
        # "the password is Hunter2024!" in prose; never "the password is incorrect".
        said = kind == "password" and stripped.lower() in ("is", "was") and _said_word(text, span)
        if not (quoted or said or _looks_secret(value.rstrip(".,;:)]}"))) or value.startswith("-"):
            return m.group()
        if not quoted:
            span = (span[0], span[0] + len(value.rstrip(".,;:")))  # the sentence's full stop is not the password
    elif not stripped:
        # "--password hunter2" on a command line; never "password incorrect" or "secret/x created". In prose, a
        # value after a space only when it is random: "Access Token 3HSa1hQfz6...", "refresh token 9Fq2...".
        flag = prefix.startswith("-") and (i == 0 or text[i - 1] in " \t\n'\"")
        if not flag and word.lower() in _SHORT_WORDS:
            return m.group()  # "pass PNG_TRANSFORM_EXPAND_16 to": the verb, whatever follows it
        # a quoted word after the name in prose: password "Hx7q2mZp", api key `Hx7q...` (one token that looks set)
        # (not a Kubernetes secret's name: secret 'mysql-pass-c57bb4t7mf', secrets "db-password" not found)
        said = quoted and " " not in value and len(value) >= 4 and _looks_secret(value, prose=False)
        # (a quoted word after "password" is one: password "wasii", with the password 'letmein')
        said = said or (quoted and kind == "password" and word.lower().startswith("password") and _quoted_word(value))
        said = said and kind != "secret" and _RESOURCE_NAME.fullmatch(value) is None
        # (and only after the whole word: "pass `result_type=`" is the verb, a `name=` or `:role:` is code)
        said = said and word.lower() not in _SHORT_WORDS and not any(c in value for c in "=()") and value[0] != ":"
        # password Hx7q2mZp9, "login with user admin and password s3cr3tP@ss": a value set like a password
        typed = not quoted and not prefix and word.lower().startswith("pass") and _typed_password(value)
        # token 826de5590c75919a8317fdface58206eebe7ebbc: a long hex value named a token or secret
        hexa = kind in ("token", "secret") and 32 <= len(value) <= 64 and _HEX_VALUE.fullmatch(value) is not None
        hexa = hexa and _SEQUENCE.search(value) is None  # (not a count typed out: abcdef0123456789...)
        if not flag and not said and not typed and not hexa and not _high_entropy(value):
            return m.group()
        if flag and (
            value.startswith("-") or not (quoted or _looks_secret(value, prose=False) or _flag_word(m, value))
        ):
            return m.group()
    elif stripped.startswith("--"):
        if not _looks_secret(value, prose=False):
            return m.group()  # a table: "Ldap password  ----  H7IKC85R#@4$"
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
            and not before[line_start + 1 :].strip(" \t-#*")
            and ("." not in prefix or _PROPERTY_PREFIX.fullmatch(prefix) is not None)
            and (not after or after[0] == "#")
        )
        closed = quoted and text[span[1] : span[1] + 1] in ('"', "'", "`")
        # a pair on one line: "login: admin / password: admin", "username: bob, password: tiger"
        paired = kind == "password" and _USER_BEFORE.search(before[line_start + 1 :]) is not None
        # an HTTP header in a command or a dump: curl -H 'X-Api-Key: ...', Private-Token: ...
        header = _HEADER_PREFIX.fullmatch(prefix) is not None and after[:1] in ("", "'", '"', "\\")
        if not (opens_line or header or paired or (closed and kind == "password") or _looks_secret(value)):
            return m.group()
        name = value.rstrip("):,")
        if not quoted and _IDENTIFIER.fullmatch(name) is not None:
            if value.endswith(")") or after[:1] in ("|", "=", ")"):
                return m.group()  # a type annotation: password: HiddenText | None = None, (self, password: bytes)
            qualified = _QUALIFIED_TYPE.fullmatch(name) is not None
            if name in _TYPE_WORDS or (_TYPE_NAME.fullmatch(name) is not None and (after[:1] == "," or qualified)):
                return m.group()  # share_token: UUID, private_key: ed25519.Ed25519PrivateKey, f_priv: ...
        if not quoted and _HYPHENATED.fullmatch(value) is not None and _PROSE_AFTER.match(after) is not None:
            return m.group()  # a docstring: "api_key: LangSmith API key for the default exporter."
    if word.lower() == "auth" and not (quoted or _looks_secret(value)):
        return m.group()
    if _is_path(value):
        return m.group()  # GOOGLE_APPLICATION_CREDENTIALS=/path/key.json
    return _swap_span(m, kind, span)


_ENV_SECRET_PARTS = frozenset(
    {"PASSWORD", "PASSWD", "PASS", "PASSPHRASE", "PWD", "PSWD", "TOKEN", "TOKENS", "SECRET", "SECRETS", "APIKEY",
     "AUTH", "CREDENTIALS", "CREDENTIAL", "PASSCODE", "PRIVATE", "SECRETKEY", "ACCESSKEY", "APITOKEN", "AUTHTOKEN",
     "PW", "SSHPASS"}
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
    parts = [part.rstrip("0123456789") or part for part in name.split("_")]  # PASSWORD1, TOKEN_2
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
        if name in _TEST_RESULTS or value in _TYPE_WORDS or value.rstrip(".") in _CHANGELOG_WORDS:
            return m.group()  # a test runner's "PASS: strip", a stub's "LOG_AUTH: int", a changelog's "...: Added"
    if value.startswith("-") and m.group("open") is None:
        return m.group()  # a compiler flag: CURL_LDFLAG_EXTRAS=-lngtcp2_crypto_wolfssl
    if _is_placeholder(value) or _is_path(value) or _is_reference(value, code=False) or _decodes_to_stand_in(value):
        return m.group()
    if m.group("open") is None and _CODE_LITERAL.fullmatch(value) is not None:
        return m.group()  # a constant in code: U_UNEXPECTED_TOKEN=0x10100,
    kind = _env_name_type(name)
    if kind is None:
        parts = name.split("_")
        if parts[-1] in _ENV_NOT_SECRET_ENDS or not _ENV_NOT_SECRET_PARTS.isdisjoint(parts) or not _high_entropy(value):
            return m.group()
        kind = "high_entropy"
    return _swap_span(m, kind, span)


_CAMEL = _deferred(r"(?<=[a-z0-9])(?=[A-Z])")
_TEST_RESULTS = frozenset({"PASS", "XPASS", "KPASS", "UPASS"})


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
    if kind is None and name.upper().endswith("KEY") and (_high_entropy(value) or _is_long_hex(value)):
        kind = "api_key"  # <string name="hockeyapp_key">ac4f...</string>: a random value under some service's key
    if kind is None or _is_placeholder(value) or _is_reference(value) or _is_path(value):
        return m.group()
    return _swap_span(m, kind, span)


# The commands that take a password after a short flag, attached ("-p": -pSECRET) or not ("-p ": -p SECRET).
# Elsewhere -p is a port, a parent directory or a profile, so the command must be on the line before the flag.
_MONGO = ("mongo ", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport", "mongostat", "mongotop")
_COMMAND_FLAGS: dict[str, tuple[str, ...]] = {
    "-p": ("mysql", "mariadb", "mysqldump", "mysqladmin", "mysqlimport", "mysqlsh", "sshpass", *_MONGO),
    # PuTTY's command-line tools take the password after -pw
    "-pw ": ("plink", "pscp", "psftp", "putty", "kitty"),
    "-p ": ("sshpass", "docker login", "podman login", "nerdctl login", "buildah login", "skopeo login",
            "oras login", "helm registry login", "az login", "twine upload", "oc login", "crackmapexec", "netexec",
            "nxc ", "smbmap", "evil-winrm", "hydra", "psexec", "PsExec", "PSEXEC", *_MONGO),
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
_WORDLIST = _deferred(r"[\w./~-]*\.(?:txt|lst|list|dic|dict|csv|wordlist)", re.ASCII)


_PROSE_WORD = _deferred(r"[a-z]{2,15}(?:-[a-z0-9]{1,15})?[.,;:]?")
_AUTH_SCHEMES = frozenset(
    {"bearer", "basic", "token", "digest", "negotiate", "ntlm", "bot", "apikey", "sso-key", "otp", "key", "ssws",
     "aws4-hmac-sha256", "hmac", "splunk", "dsn", "mac", "hoba", "mutual", "vapid", "gosign", "oauth"}
)  # fmt: skip


def _authorization(m: re.Match[str]) -> str:
    value = m.group("secret")
    if value.lower() in _AUTH_SCHEMES or _is_placeholder(value) or _is_reference(value):
        return m.group()
    if value.startswith("(") or value in _CODE_WORDS:
        return m.group()  # code: "Authorization": (new Buffer(...)).toString("base64")
    if m.group("params") is not None and not any(_real_param(p) for p in _PARAM_VALUE.findall(value)):
        return m.group()  # AWS4-HMAC-SHA256 Credential=<ACCESS_KEY>/..., Signature=<signature>: a template
    if (
        m.group("scheme") is None
        and m.group("params") is None
        and not _looks_secret(value, prose=m.group("other") is None)
    ):
        return m.group()  # "authorization: permission denied"
    if m.group("scheme") is not None and _PROSE_WORD.fullmatch(value) is not None:
        return m.group()  # "fix Authorization: Basic parsing": a word of prose after the scheme
    if (m.group("scheme") or "").lower() == "basic" and _basic_stand_in(value):
        return m.group()  # base64 of "user:password": what a document writes where the credential goes
    return _swap(m, "authorization")


_COOKIE_ATTRIBUTES = frozenset(
    {"path", "domain", "expires", "max-age", "samesite", "secure", "httponly", "priority", "partitioned",
     "version", "comment"}
)  # fmt: skip
# (no spaces around "=": "cookie: http.cookies.BaseCookie[str] = ..." is a type annotation)
_COOKIE_WORD = _deferred(r"[a-z]{1,15}|[a-z]{2,}(?:[A-Z][a-z]+){1,3}")
_COOKIE_PAIR = _deferred(r"(?<![^\s;])(?P<name>[^\s=;\[]++)=(?P<secret>[^;\s]*+)", re.ASCII)


def _cookie(m: re.Match[str]) -> str:
    def pair(p: re.Match[str]) -> str:
        value = p.group("secret")
        if p.group("name").lower() in _COOKIE_ATTRIBUTES or _is_placeholder(value) or value.endswith(")"):
            return p.group()
        if _COOKIE_WORD.fullmatch(value) is not None:  # lang=en, theme=dark, get=cookies: a setting, not a session
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
    return ":" in decoded and decoded.isprintable() and len(decoded) >= 3 and not _is_fake(decoded.split(":", 1)[1])


_PARAM_VALUE = _deferred(r"=[ \t]*\"?([^,\s\"]+)")


def _real_param(value: str) -> bool:
    """A parameter of an Authorization header that holds something random (a signature, a response, a key)."""
    value = value.split("/", 1)[0]  # Credential=AKIA.../20230101/...: the key id
    if len(value) < 8 or _is_placeholder(value) or _is_fake(value):
        return False
    return _is_long_hex(value) or _high_entropy(value)


def _decodes_to_stand_in(value: str) -> bool:
    """Whether base64 ``value`` decodes to credentials that are all stand-ins: ``user:password``, a Docker config
    whose ``auth`` and ``password`` are such (``.dockerconfigjson``, ``"auth": "dXNlcjpwYXNzd29yZA=="``)."""
    import base64
    import binascii

    if len(value) < 8 or len(value) > 4096 or not _BASE64_CHARS.issuperset(value.rstrip("=")):
        return False
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    if not decoded.isprintable():
        return False
    if " " not in decoded and len(decoded) <= 24 and (_is_fake(decoded) or decoded in ("pass", "pw", "string")):
        return True  # base64 of "password", "changeit" (one word: a sentence encoded is another matter)
    if len(decoded) <= 64 and _SAYS_NOT_REAL.search(decoded) is not None:
        return True  # base64 of "not my real password"
    found = _DECODED_SECRET.findall(decoded)
    if found:
        return all(_is_fake(item) or _decodes_to_stand_in(item) for item in found)
    return ":" in decoded and _is_fake(decoded.split(":", 1)[1])


_SAYS_NOT_REAL = _deferred(r"(?i)\b(?:not (?:a |my |the )?real|fake|dummy|example|placeholder|stand-?in)\b")
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_DECODED_SECRET = _deferred(r"\"(?:password|auth|token|secret|identitytoken)\"[ \t]*:[ \t]*\"([^\"]*)\"", re.IGNORECASE)


def _basic_stand_in(value: str) -> bool:
    """Whether a Basic credential decodes to ``user:<a word standing for a password>`` (``user:password``)."""
    import base64
    import binascii

    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    return ":" in decoded and decoded.isprintable() and _is_fake(decoded.split(":", 1)[1])


def _curl_cookie(m: re.Match[str]) -> str:
    """``curl -b 'name=value; ...'`` / ``--cookie``: the cookie values (not a cookie jar's file name)."""
    line = m.string[max(0, m.start() - 300) : m.start()].rsplit("\n", 1)[-1]
    if "curl" not in line or "=" not in m.group("secret"):
        return m.group()
    return _cookie(m)


def _key_like(value: str) -> bool:
    """16+ letters and digits mixed, not words: hex (``9a8b7c6d5e4f3a2b``) or alphanumerics."""
    return (
        len(value) >= 16
        and value.isalnum()
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and _wordy(value) < 0.4
    )


def _query_key(m: re.Match[str]) -> str:
    """``?key=<random>`` / ``&appid=<hex>`` in a URL: an API key, not a document's id (Google Docs' ``?key=``)."""
    value = m.group("secret")
    before = m.string[max(0, m.start() - 200) : m.start()]
    if "docs.google." in before or "spreadsheet" in before or not (_high_entropy(value) or _key_like(value)):
        return m.group()
    return _swap(m, "api_key")


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


_CELL = _deferred(r"\|[ \t]*+([^|\s]++)[ \t]*+(?=\||$)")


def _sql_password(m: re.Match[str]) -> str:
    """The password a SQL statement sets, unless it is a bind variable, a template or a word standing for one."""
    value = m.group("secret")
    if _is_placeholder(value):
        return m.group()
    text = m.string
    line = text[max(0, m.start() - 120) : m.start()].rsplit("\n", 1)[-1]
    about_account = "user" in line.lower() or "role" in line.lower() or "login" in line.lower()
    if _SQL_STATEMENT.search(line) is None and not about_account:
        return m.group()  # prose: "identified by `code: ...`", "the interface identified by %NL80211_ATTR_IFINDEX"
    if m.group("open") is None:
        # unquoted (Oracle: IDENTIFIED BY tiger;): only where a statement ends, or a random value in one about a
        # user or role; never "the user identified by email" in prose
        ends = text[m.end() : m.end() + 8].lstrip(" \t")[:1] in (";", "")
        line = text[max(0, m.start() - 80) : m.start()].rsplit("\n", 1)[-1].lower()
        about_user = "user" in line or "role" in line
        if _is_reference(value, code=False) or not (
            (ends and _looks_secret(value, prose=False)) or (about_user and _high_entropy(value))
        ):
            return m.group()
    return _swap(m, "password")


def _positional_password(m: re.Match[str]) -> str:
    """The password argument of an API that takes a user name and a password by position."""
    return m.group() if _is_placeholder(m.group("secret")) else _swap(m, "password")


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


_NAME_LIKE = _deferred(r"[A-Za-z]+(?:[_-]?[A-Za-z]+)*[0-9]{0,2}")


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
    "pusher", "auth0", "pagerduty", "postmark", "opsgenie", "circleci", "mapquest", "bitly", "shodan", "virustotal",
    "sonarqube",
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
    if (
        last in _SERVICE_NOT_SECRET_ENDS
        or _is_placeholder(value)
        or _is_path(value)
        or _is_reference(value, code=False)
    ):
        return m.group()
    # Hex is a key only under the service's bare name or a credential word ("meraki:", "datadog_api_key"), not
    # under "sentry_release" or "heroku_commit" (a SHA).
    # A UUID is a key the same way (Postmark's, Heroku's): "postmark: <uuid>", never "postmark_message_id: <uuid>".
    hexa = (len(value) >= 32 and _HEX_VALUE.fullmatch(value) is not None) or _UUID.fullmatch(value) is not None
    if hexa and not (last in _SERVICES or last in _CREDENTIAL_WORDS):
        return m.group()
    if not (hexa or _high_entropy(value)):
        return m.group()
    return _swap(m, "api_key")


_HEX_VALUE = _deferred(r"[0-9a-fA-F]+")
_UUID = _deferred(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def _is_long_hex(value: str) -> bool:
    return len(value) >= 32 and _HEX_VALUE.fullmatch(value) is not None


_PATH_SEGMENT = _deferred(r"[^/@]++")


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


_UUID_VALUE = _deferred(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_CREDENTIAL_WORDS = frozenset({"key", "secret", "token", "apikey", "api", "access", "auth", "pat", "password",
                               "credentials", "credential", "creds", "private", "signing", "webhook"})  # fmt: skip


def _htpasswd(m: re.Match[str]) -> str:
    """``htpasswd -b[c] FILE USER PASSWORD`` or ``htpasswd -nb USER PASSWORD``: the password, when -b says it is
    given on the command line."""
    flags = m.group("flags").replace("-", "").replace(" ", "").replace("\t", "")
    if "b" not in flags:
        return m.group()
    group = "second" if "n" in flags else "third"
    if m.group(group) is None or _is_placeholder(m.group(group)):
        return m.group()
    return _swap(m, "password", group)


def _setter(m: re.Match[str]) -> str:
    """``setPassword("...")``: a literal given to a setter named after a secret."""
    name = m.group("name").lower().replace("_", "")
    word = next(w for w in ("passphrase", "password", "passwd", "token", "secret", "apikey", "credential") if w in name)
    value = m.group("secret")
    if _is_placeholder(value) or _is_reference(value) or (word == "token" and not _looks_secret(value, prose=False)):
        return m.group()
    return _swap(m, _word_type("api_key" if word == "apikey" else word))


_FORMAT_NAME = _deferred(r"[a-z_][a-z_.]*|[0-9]{1,2}")


def _odbc_braces(m: re.Match[str]) -> str:
    """``PWD={...}`` in a connection string (``;`` before the key), not a format field (``PWD={password}``)."""
    text = m.string
    line = text[max(0, m.start() - 200) : m.start()].rsplit("\n", 1)[-1]
    value = m.group("secret")
    if ";" not in line or _FORMAT_NAME.fullmatch(value) is not None or _is_placeholder(value):
        return m.group()
    return _swap(m, "password")


def _slack_webhook(m: re.Match[str]) -> str:
    """A Slack webhook's path, unless its token (the last segment) is a stand-in (``T0000/B0000/XXXX``)."""
    token = m.group("secret").rstrip("/").rsplit("/", 1)[-1]
    if _is_fake(token) or _FAKE_SEGMENT.fullmatch(token) is not None:
        return m.group()
    return _swap(m, "slack_webhook")


_FAKE_SEGMENT = _deferred(r"[xX0*]+|(?i:url|token|webhook|secret|xxx+)|(.)\1{2,}")


_STRING_ARG = _deferred(r"([\"'])([^\"'\s]{8,200})\1")
_TWILIO_SID = _deferred(r"AC[0-9a-f]{32}")


def _positional_arguments(m: re.Match[str]) -> str:
    """The string arguments of a client's constructor or a login call that look like credentials:
    ``_RedisClient(h, p, db, "QX9t...")``, Twilio's ``Client("AC<sid>", "<32 hex auth token>")`` (the SID
    is an account id, public in every Twilio URL)."""
    whole = m.group()
    start = m.start("args") - m.start()
    after_sid = False

    def arg(a: re.Match[str]) -> str:
        nonlocal after_sid
        value = a.group(2)
        if _TWILIO_SID.fullmatch(value) is not None:
            after_sid = True
            return a.group()
        secret = _looks_positional_secret(value) or (after_sid and _is_long_hex(value))
        after_sid = False
        if not secret or _is_placeholder(value) or _is_fake(value):
            return a.group()
        return a.group(1) + placeholder("password") + a.group(1)

    return whole[:start] + _STRING_ARG.sub(arg, whole[start:])


_CONFIG_KEY_SPLIT = _deferred(r"[.:/]+")


def _config_set(m: re.Match[str]) -> str:
    """``npm config set //registry/:_authToken VALUE``: the value, when the key's last part names a secret."""
    key = _CONFIG_KEY_SPLIT.split(m.group("key").strip("\"'"))[-1]
    word = _KEY_END.search(key)
    if word is None:
        return m.group()
    kind = _key_type(key[: word.start()], word.group())
    value = m.group("secret")
    if kind is None or _is_placeholder(value) or _is_reference(value, code=False) or _is_path(value):
        return m.group()
    return _swap(m, kind)


_KEY_END = _deferred(r"(?i)(?:pass(?:word|wd|phrase)?|pwd|secret|token|auth|key)$")


_DICT_ITEM = _deferred(r"([\"'])([^\"'\r\n]{1,200})\1[ \t]*+[:=][ \t]*+([\"'])(?P<secret>[^\"'\r\n]{1,4000})\3")


def _cookie_dict(m: re.Match[str]) -> str:
    """The values of a cookies dict (``cookies = {'sessionid': '...'}``), as a Cookie header's are redacted."""
    whole = m.group()
    start = m.start("body") - m.start()

    def item(p: re.Match[str]) -> str:
        value = p.group("secret")
        if p.group(2).lower() in _COOKIE_ATTRIBUTES or _is_placeholder(value) or _COOKIE_WORD.fullmatch(value):
            return p.group()
        if _is_fake(value):
            return p.group()
        return _swap(p, "cookie")

    return whole[:start] + _DICT_ITEM.sub(item, whole[start:])


def _foreign_password(m: re.Match[str]) -> str:
    """A password named in another language: quoted, or typed like one (digits or symbols among letters)."""
    value = m.group("secret")
    if not value.isascii() or ":" in value or "\\" in value:
        return m.group()  # prose goes on in the same language; a list of fields; a manual's escapes
    if _is_placeholder(value) or _is_reference(value, code=False) or _is_fake(value):
        return m.group()
    digits = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    colon = m.group().rstrip(m.group("secret")).rstrip(" \t\"'`「“")[-1:] in (":", "：", "=")
    if not (m.group("open") or digits or (colon and _looks_secret(value, prose=False))):
        return m.group()  # after "is" (ist, est, は, 是) the value must be typed like one: letters with digits
    return _swap(m, "password")


def _url_password(m: re.Match[str]) -> str:
    """URL userinfo's password, unless what stands before the ":" is a host and after it a port (rtsp://10.0.0.9:554@)."""
    value = m.group("secret")
    user = m.group()[3 : m.start("secret") - m.start() - 1]
    if value.isdigit() and len(value) <= 5 and "." in user:
        return m.group()
    if _is_placeholder(value):
        return m.group()
    return _swap(m, "password")
