"""oncebitten's ``classify_kind`` as it was before the kinds read context line by line (frozen), so that
``bench_kind.py`` times both in one run. Not part of the library."""

# ruff: noqa
from __future__ import annotations

import re
from enum import StrEnum
from functools import cache


class ErrorKind(StrEnum):
    """What went wrong, finer than the designs' classes; stored with every failure and used in stats."""

    SYNTAX = "syntax"
    TYPE = "type"
    IMPORT = "import"
    TEST = "test"
    RUNTIME = "runtime"
    TIMEOUT = "timeout"
    NETWORK = "network"
    PERMISSION = "permission"
    AUTH = "auth"
    RATE_LIMIT = "rate_limit"
    DISK = "disk"
    DEPENDENCY = "dependency"
    UNKNOWN = "unknown"


# A status code counts only where it is one: after ``HTTP/1.1``, ``status=``, ``status code``, ``"code": ``,
# ``Error code:``, ``returned error:``, ``error (``, an exception name, before a reason phrase ("429 Too Many
# Requests"), in parentheses, or as npm's ``E401``. Never a bare number: ``assert 429 == 200``, ``401.3s``,
# ``10.0.12.429``, ``line 403`` and ``port 5032`` say nothing about the kind.
_STATUS_BEFORE = (
    r"\bhttp/\d(?:\.\d)?[\"']?[ \t]+", r"\bhttp[ \t]+",
    r"\bstatus(?:[ _-]?code)?[\"']?[ \t]*[:=]?[ \t]*[\"']?(?:of[ \t]+)?", r"\bcode[\"']?[ \t]*[:=][ \t]*[\"']?",
    r"\breturned error:?[ \t]*", r"\bresponse code:?[ \t]*", r"\berror:?[ \t]*\(?", r"exception:[ \t]*",
    r"exhausted:[ \t]*", r"unavailable:[ \t]*", r"\bunexpected status[ \t]*(?:\([^)\n]{0,300}\):)?[ \t]*",
)  # fmt: skip
_REASONS = (
    r"(?:unauthori[sz]ed|forbidden|too many requests|bad gateway|service unavailable|gateway time-?out"
    r"|proxy authentication required|resource[_ ]exhausted)"
)


#: Finds status codes where they are ones; the code is in the first group that matched.
_STATUS = (
    "(?:" + "|".join(_STATUS_BEFORE) + r")(\d{3})(?![\w.])"
    rf"|\b([1-5]\d\d)(?![\w.])[ \t]+-?[ \t]*{_REASONS}|\((4\d\d)\)|\be(4\d\d)\b"
)
#: What a status says, for the kinds a status decides.
_STATUS_KINDS = {
    "401": ErrorKind.AUTH, "407": ErrorKind.AUTH, "403": ErrorKind.PERMISSION, "429": ErrorKind.RATE_LIMIT,
    "502": ErrorKind.NETWORK, "503": ErrorKind.NETWORK, "504": ErrorKind.NETWORK, "529": ErrorKind.NETWORK,
}  # fmt: skip


# Environment kinds are read in a copy of the message without what only looks like them (_MASK, _ASSERTION):
# assertion lines ("assert 429 == 200", "expected 200 to equal 403", "AssertionError: Timed out"), test names
# ("test_403_page", "test_timeout") and quoted names ('timeout', "permission"); a status decides a kind too.
# Ordered: the first kind whose pattern matches wins. Alternatives start with a literal where they can, so
# that the regex engine skips to candidates in C.
_ENV_RULES: tuple[tuple[ErrorKind, str], ...] = (
    (ErrorKind.DISK, r"no space left|disk (?:is )?full|\benospc\b(?!: system limit for number of file watchers)"
     r"|disk quota|out of disk|free disk space|could not extend file|\berrno 28\b|\berrno 122\b"
     r"|not enough (?:disk )?space|insufficient (?:disk )?space"),
    (ErrorKind.RATE_LIMIT, r"rate[ -]limit|ratelimit(?:ed|exceeded|error)"
     r"|rate_limit(?:ed|_exceeded|_error|_reached)|too many requests|toomanyrequests"
     r"|(?<!disk )quota (?:exceeded|exhausted)|exceeded (?:your|the) (?:current )?quota|insufficient_quota"
     r"|over (?:its|your|the) (?:data )?quota|resource[_ ]?exhausted|resource has been exhausted|throttl(?:ed|ing)"
     r"|rate exceeded|abuse detection|usage limit"),
    (ErrorKind.AUTH, r"unauthori[sz]ed|unauthenticated|authentication (?:failed|required|error|token)"
     r"|invalid (?:credentials|api[ _-]?key|token|username or password|password|authentication|auth)"
     r"|incorrect (?:api[ _-]?key|password|username)|incorrect or missing password"
     r"|(?:token|credentials?|session) (?:has |is )?expired|expiredtoken"
     r"|security token included in the request is (?:expired|invalid)|bad credentials|not authenticated"
     r"|login failed|permission denied \(publickey|host key verification failed"
     r"|could not read (?:username|password)|access denied for user [^\n]{0,120}\(using password|wrongpass"
     r"|invalid_api_key|authentication_error|invalidclienttokenid|signaturedoesnotmatch|not logged in"),
    (ErrorKind.PERMISSION, r"permission denied|\beacces\b|\beperm\b|operation not permitted|\bforbidden\b"
     r"|access (?:is )?denied|accessdenied|not authorized to|not permitted to"
     r"|insufficient (?:privileges|permissions|scope)|read-only file ?system|resource not accessible"
     r"|does not have permission|permission_denied|you don't have permission|must be owner of"),
    (ErrorKind.TIMEOUT, r"timed? ?out\b|time-out|\btimeout(?!\s*[=(])\b|timeouterror|timeoutexception"
     r"|deadline exceeded|deadline_exceeded|\betimedout\b"),
    (ErrorKind.NETWORK, r"connection (?:refused|reset|aborted|closed|error|failed)"
     r"|\beconn(?:refused|reset|aborted)\b|network is unreachable|name resolution|could not resolve host"
     r"|getaddrinfo|\benotfound\b|temporary failure in name|could not resolve proxy|dial tcp|server misbehaving"
     r"|service unavailable|bad gateway|ssl(?:error|: )|certificate verify failed|broken pipe|no route to host"
     r"|no such host|failed to establish a new connection|connectionerror|can't connect to|could not connect to"
     r"|unable to connect|failed to connect|proxyerror|tls handshake|x509: |self[- ]signed certificate"
     r"|local issuer certificate|socket hang up|\beai_again\b|overloaded"),
)  # fmt: skip

# Code kinds are read in the whole message, most specific first.
_CODE_RULES: tuple[tuple[ErrorKind, str], ...] = (
    (ErrorKind.IMPORT, r"modulenotfounderror|importerror|no module named|cannot find module (?!'(?:[/~]|\w:))"
     r"|cannot import name|dso missing from command line|unresolved import|could not find (?:crate|module)"
     r"|module not found|package .{0,200}? is not in (?:goroot|std)|no required module provides package"
     r"|cannot find package|classnotfoundexception|noclassdeffounderror|package [\w.]+ does not exist"
     r"|fatal error: [^\n]{1,200}?\.(?:h|hh|hpp|hxx)\b[^\n]{0,20}: no such file"
     r"|fatal error: [\w/.+-]{1,200}: no such file or directory\n[^\n]{0,40}#include|cannot find -l|error\[e0432\]"
     r"|error\[e0433\]|can't resolve '|failed to resolve import|err_module_not_found|cannot load such file"
     r"|could not load file or assembly"),
    (ErrorKind.TYPE, r"typeerror|type error|incompatible types?|mismatched types|\bts\d{4}\b|has no attribute"
     r"|attributeerror|is not assignable|expected type|cannot be assigned to|cannot access attribute|attribute \""
     r"|not enough arguments in call|too many arguments in call|used as value|unresolved reference|error\[e0308\]"
     r"|error\[e0277\]|; expected \""
     r"|\[(?:arg-type|attr-defined|assignment|return-value|union-attr|call-arg|name-defined|operator|index|override|var-annotated)\]"
     r"|does not exist on type|cannot find symbol|no method named|trait bound|was not declared in this scope"
     r"|cannot use [^\n]{1,300}? as type"),
    (ErrorKind.SYNTAX, r"syntaxerror|indentationerror|taberror|syntax error|unexpected token|parse error"
     r"|unexpected (?:eof|end of (?:file|input))|expected (?:one of|[`'\"(;])|unterminated string|jsondecodeerror"
     r"|scannererror|parsererror|yamlexception|invalid (?:yaml|json|toml)|tomldecodeerror"
     r"|mapping values are not allowed|unexpected character"),
    (ErrorKind.DEPENDENCY, r"could not resolve dependenc|eresolve|version conflict|no matching distribution"
     r"|could not find a version that satisfies|conflicting dependencies|requires? (?:a )?different python|lockfile"
     r"|checksum mismatch|lock file|npm err! 404|npm error 404|\be404\b|is not in (?:the npm|this) registry"
     r"|failed to select a version|unsatisfiable|peer dep|command not found|not installed|packagesnotfounderror"
     r"|no available formula|registry\.yarnpkg\.com/[^\s\"]*: not found|missing go\.sum entry"
     r"|unexpected status \(https?://[^)\s]*(?:proxy|/@v/)|manifest unknown|manifests/[^\s]*: 404"
     r"|/usr/bin/env: '?[a-z0-9_.+-]+'?: no such file|is not recognized as an internal or external command"
     r"|executable file not found in \$path|unable to locate package|unmet dependencies|resolutionimpossible"
     r"|version solving failed|no matching version|\betarget\b|externally-managed-environment|\bebadengine\b"
     r"|unsupported engine|requires[ -]python ?[<>=~!]|unsupportedclassversionerror"
     r"|compiled by a more recent version|could not resolve all (?:files|dependencies|artifacts)"
     r"|could not find [\w.-]+:[\w.-]+:|: \d+: [\w./-]+: not found|dependency"),
    (ErrorKind.TEST, r"assertionerror|assert(?:ion)? failed|assertion `|\bfailed tests?/|tests? failed"
     r"|test suites?: \d+ failed|--- fail:|test result: failed|\d failed(?=[,;]| in \d| \(|[ \t]*$)|expect\("
     r"|to(?:be|equal)\b|\bfail(?:ed|ure)?:? test|^failed [\w/.-]+::|^fail:? [\w/.-]+|expected:<"
     r"|expected [^\n]{1,80} to (?:equal|be|deep|have|contain)|^[>e]?[ \t]+assert\b|^assert\b"),
    (ErrorKind.RUNTIME, r"traceback \(most recent call last\)|\b\w+(?:error|exception)\b|panicked at|panic:"
     r"|segmentation fault|core dumped|no such file|\benoent\b|exit code [1-9]|exit status [1-9]|fatal|error"
     r"|deadlock|\bfail(?:ed|ure)?\b|conflict|killed|out of memory|does not exist|doesn't exist|not found"),
)  # fmt: skip
KindPatterns = tuple[tuple[ErrorKind, "re.Pattern[str]"], ...]

# What only looks like an environment failure, blanked before the environment kinds are read: a whole line
# that states an assertion or an expectation, the name of a test, a quoted name (not an API's error code
# such as 'rate_limit_exceeded'), a keyword argument.
_QUOTED_NOT_NAME = ("error", "exceeded", "denied", "exhausted", "expired", "_quota", "unavailable", "overloaded",
                    "_failed", "limited")  # fmt: skip
_MASK = r"\btest[\w.:/-]*|(['\"`])[a-z_][\w.]*" + "".join(f"(?<!{end})" for end in _QUOTED_NOT_NAME) + r"\1"
# Lines that state an assertion or an expectation, and pytest's diff lines.
_ASSERTION = r"\bassert|\bexpect(?:ed|s)?\b|\breceived:|!=|==|but was|^e[ \t]+[-+?] |^[ \t]*(?:left|right):"


@cache
def _kind_patterns() -> tuple[KindPatterns, KindPatterns, re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The rules compiled, on first use (a process that only checks calls never classifies a kind), for
    lowercase text: the environment rules, the code rules, the mask of names, the test of assertion lines and
    the status finder.

    The patterns are all lowercase and run on the message lowered, without IGNORECASE, so that the regex
    engine can skip ahead to the first characters of the alternatives in C. ``\\bx`` (x a word character)
    is rewritten ``x(?<!\\wx)``, the same test made after the literal, so that alternatives start with it.
    """
    import re  # not on the check path: loaded where used

    def compiled(pattern: str) -> re.Pattern[str]:
        return re.compile(re.sub(r"\\b([a-z0-9])", r"\1(?<!\\w\1)", pattern), re.MULTILINE)

    return (
        tuple((kind, compiled(pattern)) for kind, pattern in _ENV_RULES),
        tuple((kind, compiled(pattern)) for kind, pattern in _CODE_RULES),
        compiled(_MASK),
        compiled(_ASSERTION),
        compiled(_STATUS),
    )


_KIND_SCAN_CHARS = 16_384


def classify_kind(error_message: str, error_type: str = "") -> ErrorKind:
    """The fine-grained kind of a failure (one of :class:`ErrorKind`); never raises.

    Environment kinds (disk, rate limit, auth, permission, timeout, network) first, read where they are
    stated rather than quoted in an assertion, a test's name or an identifier; a status code counts only
    where it is one (``HTTP/1.1 403``, ``status=429``, ``Error code: 401``, npm's ``E401``). Then the code
    kinds, most specific first. The definitions of the kinds are in ``docs/fingerprint.md``.

    Looks at the type name and the first and last 8 KB of the message (enough for any headline; bounded
    work on huge outputs).
    """
    text = error_message
    if len(text) > _KIND_SCAN_CHARS:
        half = _KIND_SCAN_CHARS // 2
        text = f"{text[:half]}\n{text[-half:]}"
    combined = (f"{error_type}\n{text}" if error_type else text).lower()
    env_rules, code_rules, mask, assertion, status = _kind_patterns()
    stated = mask.sub(" ", combined)
    if assertion.search(stated):
        stated = "\n".join(line for line in stated.split("\n") if not assertion.search(line))
    said = {_STATUS_KINDS.get(next(filter(None, m.groups()), "")) for m in status.finditer(stated)}
    for kind, pattern in env_rules:
        if kind in said or pattern.search(stated):
            return kind
    for kind, pattern in code_rules:
        if pattern.search(combined):
            return kind
    return ErrorKind.UNKNOWN
