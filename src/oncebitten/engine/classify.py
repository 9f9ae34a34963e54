"""The classifier: what kind of failure it is. One module, three views, each behind its own interface.

- the tool-call advisor's :class:`ErrorType` (HARD / SOFT) decides how long the advisor remembers a failure:
  :func:`classify_ttl`; HARD (logic, syntax) 7 days, SOFT (transient) 1 hour;
- the escalation tracker's :class:`ErrorCategory` (NEVER_RETRY / CODE_ERROR / ENV_ERROR) decides what to do:
  :func:`classify_error` and :func:`build_error_signature`;
- the shared :class:`ErrorKind` (syntax, type, import, test, runtime, timeout, network, permission, auth,
  rate_limit, disk, dependency, unknown) is stored with every failure and breaks statistics down:
  :func:`classify_kind`.

The designs disagree on some messages and each keeps its documented behaviour: "permission denied" is SOFT
for the advisor (remembered one hour) but NEVER_RETRY for the escalation tracker; "rate limit exceeded"
likewise. The kind says what it *is* (``permission``, ``rate_limit``) without deciding either policy. See
docs/design.md.
"""

from __future__ import annotations

from enum import Enum, StrEnum
from functools import cache

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: ErrorType is imported on every hook's start-up path
if TYPE_CHECKING:
    import re


class ErrorType(Enum):
    """Error classification for TTL rules (the tool-call advisor design)."""

    HARD = "HARD"  # syntax / logic errors: 7-day TTL
    SOFT = "SOFT"  # network / disk errors: 1-hour TTL


SOFT_PATTERNS: tuple[str, ...] = (
    "connection", "timeout", "network", "permission denied", "disk", "space", "rate limit",
    "503", "502", "504", "temporary", "retry", "unavailable", "refused",
)  # fmt: skip


def classify_ttl(error: str) -> ErrorType:
    """``SOFT`` if the message looks transient, else ``HARD`` (the tool-call advisor design's rule)."""
    lowered = error.lower()
    for pattern in SOFT_PATTERNS:
        if pattern in lowered:
            return ErrorType.SOFT
    return ErrorType.HARD


# ---------------------------------------------------------------------------------------------------
# The escalation tracker: what to do about a failure — never retry, fix the code, or wait for the environment
# ---------------------------------------------------------------------------------------------------


class ErrorCategory(StrEnum):
    """How a failure should be handled (the escalation tracker).

    A ``str`` enum: ``ErrorCategory.CODE_ERROR == "code_error"``.
    """

    NEVER_RETRY = "never_retry"  # auth, permissions, billing: retrying cannot help; ask a human
    CODE_ERROR = "code_error"  # syntax, types, logic: retry with a different approach
    ENV_ERROR = "env_error"  # network, disk, timeouts, registries: the environment must recover


NEVER_RETRY_PATTERNS: tuple[str, ...] = (
    "permission denied", "authentication failed", "unauthorized", "forbidden", "invalid credentials",
    "rate limit exceeded", "subscription", "invalid subscription", "access denied",
)  # fmt: skip

ENV_ERROR_PATTERNS: tuple[str, ...] = (
    "connection refused", "network timeout", "timeout", "name resolution failed", "disk full",
    "no space left", "package registry", "registry down", "temporary failure", "service unavailable",
)  # fmt: skip


def classify_error(error_type: str, error_message: str) -> ErrorCategory:
    """The escalation tracker's category of a failure, from its type name and message (case-insensitive patterns).

    Never-retry patterns win over environment patterns; anything else, including an unknown type, is
    ``CODE_ERROR`` (the safe default: retries with a different approach are allowed).
    """
    combined = f"{error_type} {error_message}".lower()
    if any(pattern in combined for pattern in NEVER_RETRY_PATTERNS):
        return ErrorCategory.NEVER_RETRY
    if any(pattern in combined for pattern in ENV_ERROR_PATTERNS):
        return ErrorCategory.ENV_ERROR
    return ErrorCategory.CODE_ERROR


def build_error_signature(project_id: str, error_type: str, error_message: str) -> str:
    """``{project_id}:{error_type}:{first 8 hex of md5(error_message)}``: the escalation tracker's stable,
    exact-message keys."""
    import hashlib  # not on the check path: loaded where used

    digest = hashlib.md5(error_message.encode(), usedforsecurity=False).hexdigest()[:8]
    return f"{project_id}:{error_type}:{digest}"


# ---------------------------------------------------------------------------------------------------
# The shared fine-grained kind every stored failure carries
# ---------------------------------------------------------------------------------------------------


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


# Ordered: the first kind whose pattern matches wins. Environment kinds come first (a test run that died of
# a refused connection is a network failure), then the code kinds from most to least specific.
# Alternatives start with a literal where they can ("token ...|credentials? ..." rather than
# "(?:token|credentials?) ...", " failed(?<=\d failed)" rather than "\d+ failed": the same matches), so
# that the regex engine skips to candidates in C.
_KIND_RULES: tuple[tuple[ErrorKind, str], ...] = (
    (ErrorKind.AUTH, r"\b401\b|unauthori[sz]ed|authentication (?:failed|required)|invalid (?:credentials|api[ _-]?key"
     r"|token|username or password)|token (?:has )?expired|credentials? (?:has )?expired|bad credentials"
     r"|not authenticated|login failed"),
    (ErrorKind.PERMISSION, r"permission denied|\beacces\b|\beperm\b|operation not permitted|\b403\b|forbidden"
     r"|access (?:is )?denied|not permitted to|insufficient (?:privileges|permissions)|read-only file ?system"
     r"|resource not accessible"),
    (ErrorKind.RATE_LIMIT, r"rate[ _-]?limit|\b429\b|too many requests|quota exceeded|throttl"),
    (ErrorKind.DISK, r"no space left|disk (?:is )?full|\benospc\b|disk quota|out of disk"),
    (ErrorKind.TIMEOUT, r"timed? ?out|timeout|deadline exceeded|\betimedout\b"),
    (ErrorKind.NETWORK, r"connection (?:refused|reset|aborted|closed)|\beconn(?:refused|reset)\b|network is unreachable"
     r"|name resolution|could not resolve host|getaddrinfo|\benotfound\b|temporary failure in name|\b50[234]\b"
     r"|service unavailable|bad gateway|ssl(?:error|: )|certificate verify failed|broken pipe|no route to host"),
    (ErrorKind.SYNTAX, r"syntaxerror|indentationerror|taberror|syntax error|unexpected token|parse error"
     r"|unexpected (?:eof|end of (?:file|input))|expected (?:one of|[`'\"(;])|unterminated string"),
    (ErrorKind.IMPORT, r"modulenotfounderror|importerror|no module named|cannot find module|cannot import name"
     r"|unresolved import|could not find (?:crate|module)|module not found|package .* is not in (?:goroot|std)"),
    (ErrorKind.DEPENDENCY, r"could not resolve dependenc|eresolve|version conflict|no matching distribution"
     r"|conflicting dependencies|requires? (?:a )?different python|dependency|lockfile|npm err! 404"
     r"|failed to select a version|unsatisfiable|peer dep|command not found|not installed"),
    (ErrorKind.TYPE, r"typeerror|type error|incompatible types?|mismatched types|\bts\d{4}\b|has no attribute"
     r"|attributeerror|is not assignable|expected type|cannot be assigned to"),
    (ErrorKind.TEST, r"assertionerror|assert(?:ion)? failed|\bfailed tests?/|tests? failed|test suites?: \d+ failed"
     r"|--- fail:|test result: failed| failed(?<=\d failed)|expect\(|to(?:be|equal)\b|\bfail(?:ed|ure)?:? test"),
    (ErrorKind.RUNTIME, r"traceback \(most recent call last\)|\b\w+(?:error|exception)\b|panicked at|panic:"
     r"|segmentation fault|core dumped|no such file|\benoent\b|exit code [1-9]|exit status [1-9]|fatal|error"),
)  # fmt: skip
KindPatterns = tuple[tuple[ErrorKind, "re.Pattern[str]"], ...]


@cache
def _kind_patterns() -> tuple[KindPatterns, KindPatterns]:
    """The rules compiled, on first use (a process that only checks calls never classifies a kind):
    case-insensitive, and case-sensitive for ASCII text lowered first.

    On ASCII text a case-insensitive search finds exactly what a case-sensitive one finds in the lowercase
    text (the patterns are all lowercase), and without IGNORECASE the regex engine can skip ahead to the
    first characters of the alternatives in C. Non-ASCII text keeps the case-insensitive patterns (Unicode
    case folding is not a plain lower()). In the case-sensitive ones ``\\bx`` (x a word character) is
    rewritten ``x(?<!\\wx)``, the same test made after the literal, so that alternatives start with a literal.
    """
    import re  # not on the check path: loaded where used

    folded = tuple((kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in _KIND_RULES)
    lowered = tuple(
        (kind, re.compile(re.sub(r"\\b([a-z0-9])", r"\1(?<!\\w\1)", pattern))) for kind, pattern in _KIND_RULES
    )
    return folded, lowered


_KIND_SCAN_CHARS = 16_384


def classify_kind(error_message: str, error_type: str = "") -> ErrorKind:
    """The fine-grained kind of a failure (one of :class:`ErrorKind`); never raises.

    Looks at the type name and the first and last 8 KB of the message (enough for any headline; bounded
    work on huge outputs).
    """
    text = error_message
    if len(text) > _KIND_SCAN_CHARS:
        half = _KIND_SCAN_CHARS // 2
        text = f"{text[:half]}\n{text[-half:]}"
    combined = f"{error_type}\n{text}" if error_type else text
    folded, lowered = _kind_patterns()
    if combined.isascii():
        combined = combined.lower()
        patterns = lowered
    else:
        patterns = folded
    for kind, pattern in patterns:
        if pattern.search(combined):
            return kind
    return ErrorKind.UNKNOWN
