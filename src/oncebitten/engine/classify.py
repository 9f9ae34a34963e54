"""The classifier: what kind of failure it is. One module, three views, each behind its own interface.

- the tool-call advisor's :class:`ErrorType` (HARD / SOFT) decides how long the advisor remembers a failure:
  :func:`classify_ttl`; HARD (logic, syntax) 7 days, SOFT (transient) 1 hour (in :mod:`.ttl`, which every
  hook's check loads, re-exported here);
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

from enum import StrEnum
from functools import cache

from .ttl import SOFT_PATTERNS as SOFT_PATTERNS  # the advisor's view, re-exported here
from .ttl import ErrorType as ErrorType
from .ttl import classify_ttl as classify_ttl

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: a hook that records a failure loads this module
if TYPE_CHECKING:
    import re
    from collections.abc import Callable


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


# How kinds are read (definitions and the same steps in prose: docs/fingerprint.md, "Kinds"). The message is
# lowered and log viewers' line prefixes stripped (_LOG_PREFIX); stack frames and echoed source are left out
# (_NOISE); then, each step a small table below:
#
# 1. the cause: in a chain only the cause decides -- the text after the last ``Caused by:``, pytest's ``E``
#    lines, or the last exception line of a Python traceback. If it says nothing, or only that a command
#    failed (_WRAPPER), the whole message is read.
# 2. the headline's exception name, where it names a code kind outright (_HEADLINE: ``SyntaxError``,
#    ``TypeError``, ``ModuleNotFoundError``, ...): ``SyntaxError: invalid token`` is not about a credential.
# 3. a compiler's, type checker's or version solver's diagnostic (_DIAGNOSTIC_RULES): its names are anything.
# 4. the environment kinds (_ENV_RULES, with _STATUS), read in the message less what only looks like them:
#    assertion lines (``assert 429 == 200``), test names (``test_403_page``) and quoted or undefined names
#    (``'timeout'``, ``rateLimit is not defined``), a parser's tokens (_ASSERTION, _NAMES).
# 5. the other code kinds (_CODE_RULES), most specific first; ``unknown`` when nothing is said.

#: Lines whose words are code or names, not a cause: stack frames (Python with the source line they echo,
#: pytest, Java/JS/Rust ``at``, Ruby's numbered ``from`` lines, Rust backtraces' symbols -- not anyhow's or
#: eyre's numbered causes, which are sentences --, Go), compiler excerpts (``20 |  use x;``, carets), pytest's
#: failing source line (``>       assert ...``) and the test titles of jest/mocha/rspec summaries.
_NOISE = (
    r'^([ \t]*)file "[^"\n]*", line \d+[^\n]*(?:\n\1  (?=\S)[^\n]*)?'
    r"|^[ \t]*[\w/.\\-]+\.py:\d+: in [^\n]*(?:\n[ \t]+[^\n]*)?"
    r"|^[ \t]+at [^\n]*|^[ \t]*\.\.\. \d+ more[^\n]*"
    r"|^[ \t]+\d+: (?:from |0x[0-9a-f]+ - |<|[\w$.]*::|[\w$.]+$)[^\n]*|^[ \t]+\S*\.go:\d+ \+0x[^\n]*"
    r"|^[ \t]*\d*[ \t]*\|(?=[ \t]|$)(?![ \t]*#[ \t]*include)[^\n]*|^[ \t]*[\^~]{2,}[ \t]*$|^>[ \t]{2,}[^\n]*"
    r"|^[ \t]*(?:[●✕✓√](?! \[)|×(?![^\n]*\n[ \t]*[│╰▶]))[^\n]*|^[ \t]*\d+\) [^\n]*(?:\n[ \t]+[^\n]*:[ \t]*$)*"
)

#: A line that states an assertion or an expectation (Go's ``got 401, want 200`` too), is a line of pytest's
#: diff, or is what a Go test reported (``throttle_test.go:169: Throttling didn't work``: the test's own words).
_ASSERTION = (
    r"\bassert|\bexpect(?:ed|s)?\b|\breceived(?: string| value| substring| pattern| length| array| object)?:"
    r"|!=|==|but:? was|^e[ \t]+[-+?] |^[ \t]*(?:left|right|actual):"
    r"|\bgot\b[^\n]*\bwant\b|\bwant\b[^\n]*\bgot\b|[,;] want\b|\bwant:|_test\.go:\d+:"
)

# Quoted names are masked, but not an API's quoted error code ('rate_limit_exceeded', 'PERMISSION_DENIED').
# A JSON key that names a status is read too (``"status": 401``, ``'code': 403``): what follows it is a status.
_QUOTED_NOT_NAME = ("error", "exceeded", "denied", "exhausted", "expired", "_quota", "unavailable", "overloaded",
                    "_failed", "limited", "status", "code")  # fmt: skip
_NOT_A_CODE = "".join(f"(?<!{end})" for end in _QUOTED_NOT_NAME)
#: Nor a quoted value under a key that holds an error code: Node's ``code: 'ETIMEDOUT'``, ``"errno": "EACCES"``.
_NOT_AFTER_CODE_KEY = "".join(f"(?<!{key}: .)(?<!{key}:.)(?<!{key}['\"]: .)" for key in ("code", "errno"))
#: Test names (with pytest's parameters), quoted names (one alternative per quote, each starting with a
#: literal, so that the regex engine skips to candidates in C), names a message says are undefined, and
#: paths and URLs past their first slash (``src/timeout/handler.go``, ``.../increase-rate-limit``).
_TEST_NAME = r"\btest[\w.:/-]*(?:\[[^\]\n]*\])?"
_NAMES = (
    _TEST_NAME
    + rf"|'{_NOT_AFTER_CODE_KEY}[a-z_][\w.:]*{_NOT_A_CODE}'"
    + rf"|\"{_NOT_AFTER_CODE_KEY}[a-z_][\w.:]*{_NOT_A_CODE}\"|`[a-z_][\w.:]*{_NOT_A_CODE}[`']"
    r"|‘[^’\n]*’|“[^”\n]*”|undefined: [\w.]+|symbol: +\w+ [\w$]+|/[\w.@-]+(?:/[\w.@-]+)*"
    r"|--[a-z][\w-]*"  # a command-line option: ``invalid value 'abc' for '--rate-limit <RATE_LIMIT>'``
    r"|:\\(?<=\b[a-z]:\\)[^\s'\"`<>|]*"  # a Windows path past its drive: ``C:\Users\dev\timeout\config.json``
    r"|\bname '[\w.]+'"  # Python's NameError: ``name 'RateLimitExceeded' is not defined`` names an identifier
    r"|^rspec \./[^\n]*"  # RSpec's list of failed examples: ``rspec ./spec/x_spec.rb:12 # times out after 5s``
    r"|did not raise <class '[^'\n]*'>"  # pytest.raises: the exception the test expected, a name
)
#: Read only where the message has the word: ``rateLimit is not defined`` (the name), and a parser's tokens
#: (``Parse error: invalid token at line 3``: not a credential).
_UNDEFINED = r"[\w$.]+ is not defined"
#: (not a function that failed: ``gnutls_handshake() failed`` says what failed)
_CALL = r"\bin [\w$.]+\(\)|\bat [\w$.]+\(\)|\bfrom [\w$.]+\(\)"
_PARSER_TOKEN = (
    r"(?:pars|syntax|json|yaml|toml)[^\n]*?\btoken\b"
    r"|\btoken\b(?=[^\n]*?(?:pars|syntax|json|yaml|toml|position \d|column \d))"
)

#: A log viewer's or process manager's prefix on a line: pm2 ``0|app | ``, Compose ``web_1  | ``/``web-1  | ``,
#: a CI log view's line numbers ``285 | ``, a mail or Markdown quote ``> ``, and a logger's or CI log's
#: timestamp with the level and logger name after it (``2024-05-14 12:03:33,417 ERROR [main] ``,
#: ``2024-05-14T12:03:33.4172251Z ``).
_TIMESTAMP = (
    r"\[?\d{4}-\d\d-\d\d[t ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:z|[+-]\d\d:?\d\d)?\]?"
    r"(?: +(?:error|err|warn|warning|info|debug|fatal|critical|notice|trace)(?= ))?(?: +\[[^\]\n:]{1,60}\])?(?: |$)"
)
_LOG_PREFIX = (
    rf"^(?:\d+\|[\w.-]+ *\| ?|[\w.-]+[_-]\d+ +\| ?|\d+ \| ?|> ?|{_TIMESTAMP}"
    r"|#\d+ \d+\.\d+ |\[(?:error|warning|warn|info|debug|fatal)\] "
    # a level and a source between bars (``2023-05-03 09:46:14,200 | ERROR | C:\app\installer.py | ``)
    r"|\| (?:error|warning|warn|info|debug|critical|fatal|trace) +\| (?:[^|\n]{1,120} \| )?"
    # Go's log package (``2024/05/14 12:03:33 ``), a logback pattern without the date
    # (``12:03:33.417 [main] ERROR c.e.App - ``)
    r"|\d{4}/\d\d/\d\d \d\d:\d\d:\d\d(?:\.\d+)? "
    r"|\d\d:\d\d:\d\d(?:[.,]\d+)?(?: +\[[^\]\n]{1,60}\])?(?: +(?:error|warn|warning|info|debug|trace|fatal))?"
    r"(?: +[\w.$]+ -)? )+"
)
#: A panel a terminal UI draws around a message (rich, typer): its borders, and the bars before and after each line.
#: (a border's title stays: rich's ``╭── Traceback (most recent call last) ──╮`` says what follows)
_PANEL = r"^[ \t]*[│┃] ?|[ \t]*[│┃][ \t]*$|[╭╰┌└][─━╴]*|[─━╴]*[╮╯┐┘]|──+"
#: Python's logging module's default format on the first line: ``ERROR:root:message``.
_PY_LOGGING = r"(?:error|warning|critical|info|debug):[\w.]+:"
_BARE_BAR = r"^[ \t]*\| "
_NUMBERED_BAR = r"^[ \t]*\d+ +\|"
#: A wrapper exception: it says a command or task failed, not why.
_WRAPPER = r"calledprocesserror|non-zero exit|exit status|exit code|command failed|executionexception"

#: The last exception line of a traceback: ``KeyError: 'user'``, ``requests.exceptions.ConnectionError: ...``.
_EXCEPTION_LINE = r"^[a-z_][\w.]*(?:error|exception|exit|interrupt|warning|failure|fault|timeout)\b[^\n]*"

#: npm's registry did not serve the package: it answered 404, or npm could not parse what it answered (an
#: HTML error page). The ``SyntaxError: Unexpected token <`` that follows is npm reading that page, not the
#: user's code: the package could not be provided (dependency), whatever exception npm raised reading it.
_REGISTRY_MISS = r"npm http 404 |npm err! 404 |npm error 404 |registry error parsing json"

#: A terminal's escape sequences: colours, cursor moves, erased lines (``\x1b[31m``, ``\x1b[2K``).
_ANSI = r"\x1b\[[0-9;?]*[a-z@`]|\x1b[()][0-9a-z]|\x1b[=>]"

#: Exception names on a headline that decide a code kind by themselves.
_HEADLINE = (
    r"^(?:uncaught |e[ \t]+|caused by: |error: )?(?:[\w$]+[.:]{1,2})*"
    r"(syntaxerror|indentationerror|taberror|jsondecodeerror|typeerror|attributeerror|modulenotfounderror"
    r"|importerror|classnotfoundexception|noclassdeffounderror)\b"
    r"(?!: (?:failed to fetch|fetch failed|networkerror|load failed$|[\w.+-]+: cannot open shared object file))"
)
_HEADLINE_KINDS = {
    "syntaxerror": "syntax", "indentationerror": "syntax", "taberror": "syntax", "jsondecodeerror": "syntax",
    "typeerror": "type", "attributeerror": "type", "modulenotfounderror": "import", "importerror": "import",
    "classnotfoundexception": "import", "noclassdeffounderror": "import",
}  # fmt: skip

# A status code counts only where it is one: after ``HTTP/1.1``, ``HTTP``, ``status``/``status code`` (not an exit
# status)/``"code":``/``Error code:``/``returned error:``/``response code``/``responded with``/Angular's ``Http
# failure response for <url>:``, after an exception's
# name before a body (``GithubException: 403 {``, not ``KeyError: 403``), in parentheses (``(403)``, not
# MSVC's ``main.cpp(403)``), or as npm's ``code E401``. (A reason phrase, ``429 Too Many Requests``, is read
# as words by the environment rules.) Never a bare number: ``assert 429 == 200``, ``401.3s``,
# ``10.0.12.429``, ``line 403``, ``port 5032``, ``429 rows`` say nothing about the kind.
_STATUS_BEFORE = (
    r"\bhttp/\d(?:\.\d)?[\"']?[ \t]+", r"\bhttp(?:[ _-]?(?:error|status))?(?:[ _-]?code)?:?[ \t]+",
    r"\bstatus(?<!exit status)(?:[ _-]?code)?[\"']?[ \t]*[:=]?[ \t]*[\"']?(?:of[ \t]+)?",
    r"\bcode[\"']?[ \t]*[:=][ \t]*[\"']?", r"\bhttp failure response for [^\n]{0,300}?:[ \t]*",
    r"\breturned (?:error|status)(?: code)?:?[ \t]*", r"\bresponse code:?[ \t]*", r"\bresponded with:?[ \t]*",
    r"\berror code:?[ \t]*", r"\berror:?[ \t]*\(?", r"exhausted:[ \t]*", r"unavailable:[ \t]*",
    r"\bunexpected status[ \t]*(?:\([^)\n]{0,300}\):)?[ \t]*",
)  # fmt: skip
#: A number followed by what it counts or measures is a count or a duration, even after ``status``/``Error:``
#: (``ERROR: 429 rows failed validation``, ``Error code: 403 bytes written``).
_COUNTED = (
    r"(?![ \t]+(?:rows?|records?|items?|files?|bytes?|lines?|tests?|errors?|warnings?|entries|objects?|results?"
    r"|documents?|messages?|ms|s|secs?|seconds?|minutes?|hours?|days?|times|kb|mb|gb|kib|mib|gib)\b)(?![ \t]*%)"
)
#: Finds status codes where they are ones; the code is in the first group that matched. Every alternative
#: starts with a literal, so that the regex engine skips to candidates in C.
_STATUS = (
    "|".join(before + r"(\d{3})(?![\w.])(?![ \t]*---)" + _COUNTED for before in _STATUS_BEFORE)
    + r"|exception:[ \t]*(\d{3})(?=[ \t]*(?:[{(\[:-]|$))"
    r"|error:(?<!keyerror:)(?<!indexerror:)(?<!valueerror:)[ \t]*(\d{3})(?=[ \t]*(?:[{(\[:-]|$))"
    r"|\((4\d\d)\)(?<![\w.=]\(\d\d\d\))|\bcode[ \t]+e(4\d\d)\b|_fetch_(4\d\d)\b"
    # a status before the body it came with, at a line's start: ``429 {"type":"error"`` (found from the brace, so
    # that the regex engine skips to it in C; not a request line's status: a server's log in a test's output)
    r"|\{(?<=(?<![^\n])(\d{3}) \{)(?=[^\n]{0,40}?\"(?:type|error|message|code|status)\")"
    r"|too many (\d{3}) error responses"  # urllib3's retries ran out on that status
)
#: What a status says, for the kinds a status decides.
_STATUS_KINDS = {
    "401": ErrorKind.AUTH, "407": ErrorKind.AUTH, "403": ErrorKind.PERMISSION, "429": ErrorKind.RATE_LIMIT,
    "502": ErrorKind.NETWORK, "503": ErrorKind.NETWORK, "504": ErrorKind.NETWORK, "529": ErrorKind.NETWORK,
    "507": ErrorKind.DISK,
}  # fmt: skip

# Environment kinds, in this order (the first that matches wins): a rate limit sent as 403 is a rate limit,
# ``Permission denied (publickey)`` is auth, a ``Connection timed out`` is a timeout, ``504 Gateway
# Timeout`` is network. Alternatives start with a literal where they can, so that the regex engine skips to
# candidates in C.
_ENV_RULES: tuple[tuple[ErrorKind, str], ...] = (
    (ErrorKind.DISK, (
        r"no space left|disk (?:is )?full|disk quota|\benospc\b(?!: system limit for number of file watchers)"
        r"|\bedquot\b|out of disk|free disk space|could not extend file|\berrno 28\b|\berrno 122\b"
        r"|file ?system (?:is )?full|not enough (?:free )?(?:disk )?space|n't have enough (?:free )?(?:disk )?space"
        r"|insufficient (?:free )?(?:disk |storage )?space|no free space"
        r"|storage quota|storagequotaexceeded|insufficient storage"
        # the same in the locales tools print in (de, fr, es, zh, ja, ru)
        r"|kein speicherplatz|aucun espace disponible|no queda espacio|设备上没有空间|空き領域がありません"
        r"|не осталось свободного места|quota de disque|cuota de disco"
        r"|out of (?:disk )?space|not enough space on the disk"
    )),
    (ErrorKind.RATE_LIMIT, (
        # (not inside a hyphenated name: the packages express-rate-limit, rate-limit-redis)
        r"rate[ -]limit(?<![\w-]rate limit)(?<![\w-]rate-limit)(?!-(?!exceeded|reached)\w)"
        r"|ratelimit(?:exceeded|error|exception|ed\b)|rate_limit(?:_exceeded|_error|ed|_reached)\b"
        r"|too many requests|toomanyrequests|too_many_requests"
        r"|quota(?<!disk quota) (?:exceeded|exhausted|metric)"
        r"|exceeded (?:your|the) (?:current )?(?:<[^>\n]{0,120}>)?quota"
        r"|insufficient_quota\b|quota_exceeded\b|quotaexceeded|over (?:its|your|the) (?:data )?quota"
        r"|resource[_ ]?exhausted(?![^\n]{0,80}?message larger than max)|resource has been exhausted"
        r"|rate exceeded|request rate"
        # (not a snake_case name: ``handle_throttled``)
        r"|throttl(?:ed|ing)(?<!_throttled)(?<!_throttling)(?!_)"
        r"|abuse detection|usage limit|slowdown|slow down|enhance your calm"
        r"|(?:api|request|daily|hourly|monthly|user|usage|query|call) limit (?:for [^\n]{1,60}? )?(?:exceeded|reached)"
        r"|hourly limit (?:exceeded|reached)|requests per (?:second|minute|hour|day)"
        r"|reached your (?:\w+ )?limit"
        r"|throughputexceeded|throughput exceeded|requestlimitexceeded|limitexceededexception"
        r"|limitexceeded|usagelimits"
    )),
    (ErrorKind.AUTH, (
        r"unauthori[sz]ed(?!operation|access|_)"
        r"|unauthenticated|authentication (?:failed|required|error|failure|token)"
        r"|failed to authenticate|unable to authenticate|could not authenticate|couldn't authenticate"
        r"|invalid (?:credentials|api[ _-]?key"
        r"|username or password|password|authentication|auth)"
        r"|(?:incorrect|wrong) (?:api[ _-]?key|password|username|credentials)|incorrect or missing password"
        r"|api[ _-]?key (?:not valid|is invalid|is missing|not found|expired)"
        r"|missing api[ _-]?key|missing credentials|no api[ _-]?key|no credentials"
        r"|token (?:has |is )?expired|credentials? (?:have |has |are )?expired|session (?:has |is )?expired"
        r"|password (?:has |is )?expired|expiredtoken|jwt expired"
        r"|security token included in the request is (?:expired|invalid)|bad credentials|not authenticated"
        r"|login (?:failed|required)|not logged in|please (?:log ?in|login|sign in)"
        r"|permission denied \(publickey|host key verification failed|could not read (?:username|password)"
        r"|terminal prompts disabled|access denied for user [^\n]{0,120}\(using password"
        r"|password authentication failed|wrongpass|noauth|invalid_api_key|invalid_grant|invalid_client"
        r"|unauthorized_client"
        r"|authentication_error|authenticationerror|invalidclienttokenid|signaturedoesnotmatch"
        r"|unable to locate credentials|nocredentialserror|credentials (?:not found|were not found)"
        r"|requires authentication|must be authenticated|401 unauthori"
        r"|invalid (?:access |auth |bearer |refresh |oauth |api |id )?token"
        r"|token (?:is |was )?(?:invalid|revoked|not valid)"
        r"|credentials (?:are |were )?(?:invalid|incorrect|rejected)"
        r"|support for password authentication was removed|invalidaccesskeyid|auth login"
        r"|api[ _-]?key (?:client option )?(?:must be set|is not set|not set|is required)"
        r"|invalid username/password|logon denied|not_authed|invalid_auth|no active account"
        r"|do not currently have an active account|access key id you provided does not exist"
        r"|run ['\"`]?[\w-]+ (?:auth )?login\b"
        r"|no valid credential|required to read the password|a password is required"
        r"|expiredsignatureerror|signature has expired"
        r"|no password supplied|fe_sendauth"
        # google-auth could not refresh its credential (expired, revoked or deleted client)
        r"|auth\.exceptions\.refresherror|deleted_client"
        # credentials a tool was not given (docker login in CI, npm's ENEEDAUTH, a credential helper, gh, an
        # action's token input)
        r"|cannot perform an interactive login|\beneedauth\b|failed to get credentials|gh_token environment variable"
        r"|not supplied: (?:token|api[_-]?key|password)\b"
    )),
    (ErrorKind.PERMISSION, (
        r"permission denied|\beacces\b|\beperm\b|\berofs\b|operation not permitted|\bforbidden\b"
        r"|access (?:is )?denied|\baccessdenied|not authorized to|is not authorized|not permitted to"
        r"|insufficient (?:privileges|permissions?|scopes?|access)|read-only file ?system"
        r"|resource not accessible"
        r"|not have (?:the )?(?:required )?(?:permission|access|privileges?)"
        r"|n't have (?:the )?(?:required )?(?:permission|access|privileges?)"
        r"|\bpermission_denied\b|\bpermissiondenied\b|must be owner of|permission to [^\n]{1,200}? denied|\berrno 13\b"
        r"|requires? (?:root|administrator|admin|elevated) (?:privileges|permissions|rights)"
        r"|missing permissions?"
        r"|permission[ \t]+denied|insufficient_(?:scope|permissions)|does not have authorization"
        r"|authorizationfailed|access to [^\n]{1,100}? (?:is )?denied"
        r"|unauthorizedoperation|unauthorizedaccess|missing_scope"
        r"|must have (?:admin|write|push|read) (?:rights|access|permissions?)"
        r"|access to [^\n]{1,80}? not granted"
        r"|not in the sudoers file|detected dubious ownership|unsafe repository \("
        r"|no pg_hba\.conf entry|is not allowed to connect|protected branch"
        r"|keine berechtigung|zugriff verweigert|permission non accordée|permission refusée|permiso denegado"
        r"|permissionerror|\[errno 1\]|\[errno 30\]"
        r"|权限不够|拒绝访问|許可がありません|отказано в доступе|permissão negada|permesso negato|accès refusé"
        r"|acceso denegado|opération non permise|operación no permitida|nicht zulässig|nur lesbar|lecture seule"
        r"|not allowed to (?:push|access|create|delete|modify|write|read|perform|view|use)"
    )),
    (ErrorKind.TIMEOUT, (
        r"timed ?out\b|\btime out\b|time-out(?<!gateway time-out)"
        # (not a setting: ``timeout = 30``, ``timeout must be positive``, Java's ``timeout value is negative``)
        r"|timeout(?<![\w-]timeout)(?<!gateway timeout)(?<!invalid timeout)(?<!value for timeout)"
        r"(?![ \t]*(?:=|must |should |value is |value must |cannot be |can't be |is negative|is invalid))(?!\()\b"
        # nor a name that ``timeout`` qualifies (``timeout cache``, ``timeout settings``): a thing, not an event
        r"(?![ \t]+(?:cache|settings?|values?|options?|param(?:eter)?s?|config(?:uration)?|fields?|flags?|keys?"
        r"|stats|handlers?|middleware|polic(?:y|ies)|propert(?:y|ies)|variables?|env\b|hooks?|helpers?|util))"
        r"|timeouterror"
        r"|timeoutexception|timeoutexpired|deadline exceeded|deadline_exceeded|\betimedout\b"
        r"|\besockettimedout\b|execution expired|maximum execution time|took too long"
        r"|not (?:complete|finish|respond) (?:in|within)|n't (?:complete|finish|respond) (?:in|within)"
        r"|time limit exceeded|exceeded (?:the )?(?:maximum )?time limit"
        r"|took longer than"
        r"|zeitüberschreitung|wartezeit[^\n]{0,40}abgelaufen|délai d'attente|tiempo de espera|超时|タイムアウト"
        r"|превышено время ожидания"
        r"|(?:read|open|connect|write|socket|request|idle|lock)timeout|err_[a-z_]*timeout\b|\[errno 110\]"
        r"|winerror 10060|did not properly respond after a period of time"
    )),
    (ErrorKind.NETWORK, (
        r"connection (?:was )?(?:refused|reset|aborted|closed|error|failed|lost|dropped)"
        r"|\beconn(?:refused|reset|aborted)\b|\behostunreach\b|\benetunreach\b|network (?:is )?unreachable"
        r"|name resolution|could not resolve (?:host|proxy)|getaddrinfo|\benotfound\b"
        r"|name or service not known|nodename nor servname|dial tcp|server misbehaving|no such host"
        r"|no route to host|service unavailable|service temporarily unavailable|bad gateway|gateway time-?out"
        r"|ssl(?:error|: |_error)(?<!_ssl_error)(?<!_sslerror)|certificate verify failed"
        r"|certificate (?:is not trusted|has expired|signed by unknown)|x509: |self[- ]signed certificate"
        r"|local issuer certificate|tls handshake|handshake (?:failed|failure)|broken pipe|socket hang up"
        r"|failed to establish a new connection|connectionerror|connectexception|can't connect to"
        r"|could not connect to|unable to connect|failed to connect|cannot connect to|proxyerror|proxy error"
        r"|\beai_again\b|overloaded_error|overloadederror"
        r"|is overloaded|are overloaded|is currently overloaded|is temporarily overloaded|\"overloaded\""
        r"|remote end closed connection|remotedisconnected|connection closed by"
        r"|the remote end hung up|typeerror: failed to fetch|typeerror: load failed$|fetch failed|networkerror"
        r"|network error"
        r"|unexpected eof while reading|recv failure|upstream connect error|err_connection_"
        r"|err_name_not_resolved|err_internet_disconnected|err_network"
        r"|self_signed_cert|unable_to_verify_leaf_signature|cert_has_expired|err_tls|err_ssl"
        r"|closed the connection unexpectedly|closed by (?:remote|foreign) host|newconnectionerror"
        r"|incompleteread|chunkedencodingerror"
        r"|ssl certificate problem|pkix path building failed|unable to find valid certification path"
        r"|unable to verify the first certificate|unknownhostexception|sslhandshakeexception|sslexception"
        r"|serviceunavailable|service_unavailable"
        r"|connection to [^\n]{1,80}? (?:was )?refused|nobrokersavailable|no brokers available"
        r"|verbindung verweigert|connexion refusée|conexión rehusada|conexión rechazada|拒绝连接|连接被拒绝"
        r"|接続を拒否|в соединении отказано|conexão recusada|connessione rifiutata|name oder dienst nicht bekannt"
        r"|nom ou service inconnu|nombre o servicio desconocido|namensauflösung|résolution du nom"
        r"|resolución del nombre|netzwerk ist nicht erreichbar|réseau n'est pas accessible|red es inaccesible"
        r"|connectionrefusederror|connectionreseterror|connectionabortederror|noroutetohostexception"
        r"|\[errno (?:111|104|113|101|-2|-3|-5|8|11001)\]|winerror 10061|winerror 10054|actively refused"
        r"|forcibly closed|\bepipe\b|und_err_socket|failed to lookup address|dns error|tcp connect error"
        r"|error trying to connect"
        # a TLS or HTTP/2 transfer broken under git or npm: curl's transfer errors, GnuTLS, OpenSSL's record layer
        r"|rpc failed; curl (?:16|18|52|55|56|92)\b|gnutls|tls packet|ssl routines|wrong version number|\beproto\b"
        r"|transfer closed with outstanding read data|http2 framing layer|unexpected disconnect while reading sideband"
        # a server that refuses a connection at its connection limit (MySQL 1040, PostgreSQL's "too many clients")
        r"|too many (?:connections|clients)|er_con_count_error"
        # gRPC's UNAVAILABLE, as its number, its name after ``code`` or ``StatusCode.``, or an exception's message
        r"|14 unavailable\b|code[ \t]*[=:][ \t]*unavailable\b|statuscode\.unavailable\b|exception: unavailable\b"
    )),
)  # fmt: skip

# A compiler's or type checker's diagnostic names a code kind outright, and its identifiers are anything
# (``undefined: ratelimit.New``, ``'timeout' was not declared``): read before the environment kinds.
_DIAGNOSTIC_RULES: tuple[tuple[ErrorKind, str], ...] = (
    (ErrorKind.IMPORT, (
        r"(?<![\w$])modulenotfounderror|no module named|cannot find module (?!'(?:[/~]|\w:))|cannot import name"
        r"|unresolved import|could not find (?:crate|module)|can't find crate"
        r"|package .{0,200}? is not in (?:goroot|std)|no required module provides package|cannot find package"
        r"|package [\w.]+ does not exist|fatal error: [\w/.+-]{1,200}?\.(?:h|hh|hpp|hxx|h\+\+|inc): "
        r"|fatal error: '[^'\n]+' file not found"
        r"|fatal error: [\w/.+-]{1,200}: no such file or directory\n(?:[^\n]{0,40}#include|compilation terminated)"
        r"|cannot find -l"
        r"|dso missing from command line|error\[e0432\]|error\[e0433\]|error\[e0463\]|can't resolve '"
        r"|failed to resolve import|err_module_not_found|cannot load such file"
        r"|type or namespace name [^\n]{1,200} could not be found|could not resolve \"[^\"\n]+\""
        r"|use of undeclared crate or module|library not found for -l|no such module|target of uri doesn't exist"
        # MSVC's missing header; Dart's, R's, Julia's, Perl's and Lua's missing package or module
        r"|cannot open include file: |not found: 'package:|there is no package called"
        r"|package \S+ not found in current path|can't locate \S+\.pm in @inc|module '[^'\n]+' not found:"
        r"|程序包[^\n]{1,200}?不存在"  # javac in Chinese: package x does not exist
        # javac: a class it cannot find is not on the classpath; a variable or method it cannot find is a name
        r"|cannot find symbol(?![^\n]*\n[^\n]*symbol: +(?:variable|method))"
    )),
    (ErrorKind.TYPE, (
        r"incompatible types?|mismatched types|error ts[2-7]\d{3}\b|has no attribute|is not assignable"
        r"|expected type|cannot be assigned to|cannot access attribute|attribute \"|not enough arguments in call"
        r"|too many arguments in call|used as value|unresolved reference"
        r"|error\[e0(?:308|277|599|425|412|061|369|614|560|609)\]|; expected \"|has incompatible type"
        r"|\[(?:arg-type|attr-defined|assignment|return-value|union-attr|call-arg|name-defined|operator|index"
        r"|override|var-annotated|type-var|misc|call-overload|list-item|dict-item|valid-type|type-arg)\]"
        r"|does not exist on type|cannot find symbol|no method named|trait bound"
        r"|was not declared in this scope|cannot use [^\n]{1,300}? as (?:type|[^\n]{1,100}? value)"
        r"|cannot implicitly convert|no matching function for call|invalid conversion from|undefined: [\w.]+$"
        r"|is not a known (?:attribute|member)|has no field or method|does not contain a definition for"
        r"|type mismatch"
        r"|unknown type name"
    )),
    (ErrorKind.SYNTAX, (
        # an exception's name, not a part of another identifier (a test named ``Test_x_syntaxerror``)
        r"(?<![\w$])(?:syntaxerror|indentationerror|taberror|jsondecodeerror|scannererror|yamlexception"
        r"|tomldecodeerror|tokenerror)"
        r"|syntax error|unexpected token|expected one of|unterminated string|expecting value: line|is not valid json"
        r"|invalid (?:yaml|json|toml|syntax)"
        r"|mapping values are not allowed|error ts1\d{3}\b|unexpected indent|missing \) after argument list"
        r"|eof in multi-line"
        # YAML parsers (libyaml, go-yaml, Psych) and MySQL's parse error
        r"|did not find expected (?:key|node|'-' indicator|<document start>|alphabetic)|could not find expected ':'"
        r"|cannot start any token"
        r"|while (?:parsing|scanning) a (?:block|flow|simple|plain|quoted)|error in your sql syntax"
    )),
    # A version solver's explanation (``... depends on y (>=2), x is forbidden``): its words are about versions.
    # A command that is not installed is the cause of what follows it, and its name is anything
    # (``timeout: command not found``, then ``timeout occurred after waiting 15 seconds``).
    # the inotify watch limit: ENOSPC there is not a full disk, whatever the error object's code says
    (ErrorKind.RUNTIME, r"system limit for number of file watchers"),
    # a test framework's retrying expectation that ran out of time is the assertion failing (Playwright's
    # ``Timed out 5000ms waiting for expect(locator).toHaveText(expected)``), not an operation's time limit
    (ErrorKind.TEST, (
        r"waiting for expect\("
        # Gatling's failed checks: ``> status.find.in(200,201,...,304), but actually found 503``
        r"|status\.find\.(?:in|is|not|isequal|notin)\("
    )),
    (ErrorKind.DEPENDENCY, (
        r"command not found|command could not be found"
        # an OS library the loader cannot open, even behind Python's ImportError (cv2 without libGL: the OS package
        # is missing, not the module); Node 17+'s OpenSSL 3 refusing webpack 4's hash (an engine it does not support);
        # an Xcode tool the command line tools do not have
        r"|cannot open shared object file|digital envelope routines::unsupported|err_ossl_evp_unsupported"
        r"|not a developer tool or in path"
        # PowerShell's and macOS's words for a tool that is not there
        r"|is not recognized as the name of a cmdlet|commandnotfoundexception"
        r"|invalid active developer path|missing xcrun|no xcode or clt version"
        # a lockfile that would have to change (yarn's ``... which is explicitly forbidden``: not a permission)
        r"|lockfile would have been (?:modified|created)|your bundle is locked to"
        r"|version solving failed|doesn't match any versions|solverproblemerror|resolutionimpossible"
        r"|no solution found when resolving|unable to resolve dependency tree|conflicting dependencies"
        r"|could not find compatible versions"
    )),
)  # fmt: skip

#: A refusal or an unreachable host is the cause when a driver reports it inside its own timeout
#: (``ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused, Timeout: 30s``): the retries
#: ran out because nothing listened, and starting the service, not waiting longer, fixes it. Read only where a
#: timeout was found.
_REFUSED = (
    r"connection (?:was )?refused|econnrefused\b|\[errno 111\]|actively refused|winerror 10061"
    r"|connection to [^\n]{1,80}? (?:was )?refused|no route to host|ehostunreach\b|network (?:is )?unreachable"
    r"|enetunreach\b"
    # a host name that does not resolve: retrying longer will not help either
    r"|name or service not known|nodename nor servname|temporary failure in name resolution|getaddrinfo"
    r"|\benotfound\b|no such host|could not resolve host"
)

# The other code kinds, most specific first, read after the environment kinds.
_CODE_RULES: tuple[tuple[ErrorKind, str], ...] = (
    # An assertion that failed is a test failure whatever it compares: ``AssertionError: expected `0.23` to be
    # lower than `0.2``` quotes values, not a parser's expectation, and ``expected TypeError`` names no type error.
    (ErrorKind.TEST, r"assertionerror"),
    (ErrorKind.IMPORT, (
        r"importerror|\bimport\w*error|unable to import|could not import|module not found|classnotfoundexception"
        r"|noclassdeffounderror|could not load file or assembly"
        r"|module [\w.]+ is not available"
        # a JDBC driver not on the classpath (Hikari, DBCP, DriverManager)
        r"|load (?:jdbc )?driver class|no suitable driver found for"
        # PHP's autoloader found no class of that name (``Class "GuzzleHttp\Client" not found``)
        r"|\bclass [\"'][\w\\]+[\"'] not found"
    )),
    (ErrorKind.TYPE, (
        r"typeerror|type error|attributeerror|cannot convert|cannot be converted to|is not a function"
        r"|got an unexpected keyword argument|missing \d+ required positional argument|type=type_error"
        r"|is not callable|not subscriptable|unsupported operand type|undefined is not an object|must be of type"
        r"|nomethoderror|undefined method"
    )),
    (ErrorKind.SYNTAX, (
        r"parse error|parsing error|parseerror|unexpected (?:eof|end of (?:file|input))|expected (?:[`'\"(;])"
        r"|parsererror"
        r"|unexpected character|unterminated|malformed|lex(?:er|ical|ing) error|lexerror"
        r"|expected the start of an expression|invalid expression\b"
        # a parser's expectation in Rust's words (rustc, the toml crate): ``expected expression, found keyword``,
        # ``expected an equals, found a newline``; and JavaScript's truncated JSON
        r"|expected (?:expression|item|identifier|pattern|statement|an? (?:equals|newline|comma|colon|semicolon"
        r"|string|value|key|table|integer|number|literal|token|character|brace|bracket|quote)), found\b"
        r"|end of json input"
    )),
    # a package manager's lock held by another run of it (apt's dpkg lock): nothing is missing, it is busy
    (ErrorKind.RUNTIME, r"could not get lock|unable to acquire the dpkg"),
    (ErrorKind.DEPENDENCY, (
        r"could not resolve dependenc|unable to resolve dependenc|failed to resolve dependenc|dependency tree"
        r"|dependency resolution|conflicting dependenc|missing dependenc|unmet (?:peer )?dependenc"
        r"|\beresolve\b|version conflict|no matching distribution|could not find a version that satisfies"
        r"|requires? (?:a )?different python|lockfile|lock file|\.lock (?:is not|needs to be)"
        r"|checksum mismatch|npm err! 404|npm error 404|\be404\b|is not in (?:the npm|this) registry"
        r"|failed to select a version|unsatisfiable|peer dep|command not found|not installed"
        r"|packagesnotfounderror|no available formula|registry\.[\w.]+/[^\s\"]*: not found"
        r"|missing go\.sum entry|updates to go\.mod needed|go\.mod requires go"
        r"|unexpected status \(https?://[^)\s]*(?:proxy|/@v/)|manifest unknown|manifests/[^\s]*: 404"
        r"|/usr/bin/env: '?[a-z0-9_.+-]+'?: no such file|is not recognized as an internal or external command"
        # (``env: node: ...`` printed by env itself; not a masked template's ``<PATH>/env:``)
        r"|env: (?<![\w/>-]env: )'?[a-z0-9_.+-]+'?: no such file"
        # a runtime, SDK or platform the package does not support (pnpm, .NET, npm's EBADPLATFORM)
        r"|requires at least (?:node|python|ruby|java|jdk|go|php|rust|\.net)|the current version of node(?:\.js)? is"
        r"|does not support targeting|\bebadplatform\b|unsupported platform for"
        r"|not compatible with your (?:operating system|version of)"
        + "".join(
            rf"|{runtime} (?:version )?'?v?\d+(?:\.\d+)*'? is (?:not|no longer) supported"
            for runtime in ("node", "node\\.js", "python", "ruby", "java", "php", "go", "\\.net", "\\.net core")
        )
        + r"|cannot find a java installation|executable not found"
        # a build tool and a runtime that do not go together (Gradle on a newer JDK), a tool a build asks for
        r"|incompatible with java \d|incompatible java [\d.]+ and gradle|\bis `[\w+.-]+` installed\?"
        # a native module built for another runtime version (Node's NODE_MODULE_VERSION, numpy's C API)
        r"|compiled against a different node|module compiled against api version"
        r"|is incompatible with this module|couldn't find any versions for|', required by '[^'\n]+', not found"
        r"|the sdk '[^'\n]+' specified could not be found|: '[\w-]+' is not a [\w-]+ command"
        r"|executable file not found in \$path|unable to locate package|no installation candidate"
        r"|nothing provides|no package [\w.+-]+ available|target not found|resolutionimpossible"
        r"|solverproblemerror|version solving failed|no matching version|no versions? (?:found|available)"
        r"|\betarget\b|\benoversions\b|externally-managed-environment|\bebadengine\b|unsupported engine"
        r"|requires[ -]python ?[<>=~!]|unsupportedclassversionerror|compiled by a more recent version"
        r"|could not resolve all (?:files|dependencies|artifacts)|could not find artifact"
        r"|failed to collect dependencies|could not find [\w.-]+:[\w.-]+:|: \d+: [\w./-]+: not found"
        r"|was not found in the pkg-config search path|could not find a package configuration file"
        r"|could not find \w+ \(missing|visual c\+\+ [\d.]+ or greater is required"
        r"|error while loading shared libraries|err_pnpm_"
        r"|couldn't find package|on the \"npm\" registry|could not find gem|could not find compatible versions"
        r"|engine \"\w+\" is incompatible|is not supported by the following package|requires rustc"
        r"|lock\.json[^\n]{0,40}(?:in sync|out of sync)|please install|which: no "
        r"|dependency conflicts?|dependency resolver|no matching package|unknown revision|non-resolvable parent pom"
        r"|could not build wheels|failed building wheel|failed to build installable wheels|python requirement"
        r"|\beintegrity\b|integrity checksum failed|gyp err! find (?:python|vs)|spawn [\w-]+ enoent"
        r"|linker [`'\"]?[\w.-]+[`'\"]? not found|could not find directory of openssl installation"
        r"|release version \d+ not supported|invalid (?:target|source) release"
        r"|unsupported class file major version|requires (?:jvm|java|jdk) \d+|minimum supported gradle version"
        r"|no cmake_[a-z_]+ could be found|bad interpreter|no matching manifest"
        r"|error: command '[^'\n]+' failed: no such file or directory"
        r"|/@v/[^\s]*: (?:404|410)\b|: 410 gone|could not find `[^`\n]+` in registry"
        r"|dependency \"[^\"\n]+\" not found|not found: make|registry\.[\w.]+/[^\s\"]*: request failed \\?\"404"
        r"|failed to fetch [^\n]*\b404\b|failed to pull image[^\n]*not found|no_pubkey"
        r"|does not have a release file|library not loaded"
        r"|compiler cannot create executables|no acceptable c compiler|cannot open shared object file"
        r"|unsatisfiedlinkerror|无法打开共享对象文件|in java\.library\.path"
        r"|requires node(?:\.js)? (?:version )?[\d>=^~]|only supports [\w.]+ version"
        # cmd.exe's and PowerShell's "is not recognized" in the locales Windows prints in (zh, de, fr, es, ja, ru, pt)
        r"|不是内部或外部命令|wird nicht als interner oder externer befehl|n'est pas reconnu en tant que commande"
        r"|no se reconoce como un comando interno|内部コマンドまたは外部コマンド"
        r"|не является внутренней или внешней командой"
        r"|não é reconhecido como um comando interno|识别为 cmdlet|als name eines cmdlets?|nom d'applet de commande"
        r"|befehl nicht gefunden|commande introuvable|orden no encontrada|no se encontró la orden|未找到命令"
        r"|コマンドが見つかりません|команда не найдена|comando não encontrado"
    )),
    (ErrorKind.TEST, (
        r"assertionerror|assert(?:ion)? failed|assertion `|assertionfailederror|comparisonfailure"
        r"|\bfailed tests?\b|tests? failed|test suites?: \d+ failed|--- fail:|test result: failed"
        r"|there are test failures|failures: [1-9]"
        r"| failed(?<=\d failed)(?=[,;]| in \d| \(|[ \t]*$)| failing\b(?<=\d failing)|expect\("
        r"|to(?:be|equal)\b|\bfail(?:ed|ure)?:? test|^failed [\w/.-]+::|^[ \t]*fail:?[ \t]+[\w/.-]+"
        r"|^not ok \d|expected:<|expected:? ?<[^>\n]*>,? but was:? ?<|expectation failed(?<=\d expectation failed)"
        r"|expectations failed(?<=\d expectations failed)"
        # an HTTP test's expectation: ``expected 401 "Unauthorized", got 400``, ``status code <401> but was <400>``
        r"|expected (?:(?:status|response)(?: code)? )?[<\[]?\d{3}[>\]]?[^\n]{0,40}?,? (?:but )?"
        r"(?:got|was|(?:actually )?found|received) [<\[]?\d{3}\b"
        r"|^[ \t]*expected(?: \w+){0,3}[ \t]*:[^\n]*\n[ \t]*(?:received|got|actual)(?: \w+){0,3}[ \t]*:"
        r"|failed asserting that|examples?, [1-9]\d* failures?"
        r"|failed \((?:failures|errors)=\d+"
        r"|error trace:|_test\.go:\d+:|^[ \t]*but: was |expected [^\n]{1,80} to (?:equal|be|deep|have|contain)"
        r"|^[>e]?[ \t]+assert\b|^assert\b"
        # an expectation a test framework states in words: ``expected a success '2xx' status but actual is '404'``
        # (not ``but found``: a parser's ``Expected the start of an expression, but found an invalid token``)
        r"|expected [^\n]{1,80}? but (?:actual(?:ly)? is|got|was|received)\b"
        r"|did not raise\b"  # pytest.raises: the test expected the exception it names
        # test runners' summaries and assertion libraries' wording: dotnet test, GoogleTest, XCTest, ExUnit, NUnit,
        # jest's snapshots
        r"|failed!\s+- failed:\s+[1-9]|\[  failed  \]|_test\.\w+:\d+: failure|expected equality of these values"
        r"|xctassert\w* failed|assertion with \S+ failed|^[ \t]*but was:[ \t]|\d+ snapshots? failed"
    )),
    (ErrorKind.RUNTIME, (
        r"traceback \(most recent call last\)|exception|panicked at|panic:|segmentation fault"
        r"|core dumped|no such file|\benoent\b|exit code [1-9]|exit status [1-9]|fatal|error|deadlock"
        r"|\bfail(?:ed|ure)?\b|conflict|killed|out of memory|does not exist|doesn't exist|not found"
        r"|unbound variable|illegal instruction|crashloopbackoff"
        r"|cannot|can't|could not|couldn't|unable to|rejected|missing|invalid|abort|not supported|unsupported"
        r"|no rule to make|not allowed|not empty|not used|undefined|err!|^e: |^w: |\*\*\*|exited with|non-zero"
        r"|unknown"
        r"|fehler|erreur|错误|エラー|ошибка|nicht gefunden|没有那个文件|no existe"
        r"|terminated|exit \d|returned \d|nonzero"
        r"|\beaddrinuse\b|address already in use"
        r"|violates (?:unique|foreign key|not-null|check|exclusion) constraint|duplicate key|integrityerror"
    )),
)  # fmt: skip
KindPatterns = tuple[tuple[ErrorKind, "re.Pattern[str]"], ...]


class _Patterns:
    """The compiled rules (a plain class: ``typing`` is not loaded on the hook's start-up path)."""

    __slots__ = ("diagnostic", "env", "code", "noise", "assertion", "names", "test_name", "undefined", "refused",
                 "parser_token", "status", "exception_line", "headline", "log_prefix", "timestamp",
                 "wrapper", "registry_miss", "ansi", "panel", "py_logging", "call", "bare_bar",
                 "numbered_bar")  # fmt: skip

    def __init__(self, compiled: Callable[[str], re.Pattern[str]]) -> None:
        self.diagnostic: KindPatterns = tuple((kind, compiled(pattern)) for kind, pattern in _DIAGNOSTIC_RULES)
        self.env: KindPatterns = tuple((kind, compiled(pattern)) for kind, pattern in _ENV_RULES)
        self.code: KindPatterns = tuple((kind, compiled(pattern)) for kind, pattern in _CODE_RULES)
        self.noise = compiled(_NOISE)
        self.assertion = compiled(_ASSERTION)
        self.names = compiled(_NAMES)
        self.test_name = compiled(_TEST_NAME)
        self.undefined = compiled(_UNDEFINED)
        self.call = compiled(_CALL)
        self.parser_token = compiled(_PARSER_TOKEN)
        self.status = compiled(_STATUS)
        self.exception_line = compiled(_EXCEPTION_LINE)
        self.headline = compiled(_HEADLINE)
        self.log_prefix = compiled(_LOG_PREFIX)
        self.timestamp = compiled(_TIMESTAMP)
        self.registry_miss = compiled(_REGISTRY_MISS)
        self.ansi = compiled(_ANSI)
        self.panel = compiled(_PANEL)
        self.py_logging = compiled(_PY_LOGGING)
        self.bare_bar = compiled(_BARE_BAR)
        self.numbered_bar = compiled(_NUMBERED_BAR)
        self.wrapper = compiled(_WRAPPER)
        self.refused = compiled(_REFUSED)


@cache
def _patterns() -> _Patterns:
    """The rules compiled, on first use (a process that only checks calls never classifies a kind).

    The patterns are all lowercase and run on the message lowered, without IGNORECASE, so that the regex
    engine can skip ahead to the first characters of the alternatives in C. ``\\bx`` (x a word character)
    is rewritten ``x(?<!\\wx)``, the same test made after the literal, so that alternatives start with it.
    """
    import re  # not on the check path: loaded where used

    def compiled(pattern: str) -> re.Pattern[str]:
        return re.compile(re.sub(r"\\b([a-z0-9])", r"\1(?<!\\w\1)", pattern), re.MULTILINE)

    return _Patterns(compiled)


_KIND_SCAN_CHARS = 16_384


def classify_kind(error_message: str, error_type: str = "") -> ErrorKind:
    """The fine-grained kind of a failure (one of :class:`ErrorKind`); never raises.

    In a chain the cause decides (the last ``Caused by:``, pytest's ``E`` lines, a traceback's last
    exception line); then an exception name that names a code kind (``SyntaxError``, ``TypeError``,
    ``ModuleNotFoundError``); then a compiler's or type checker's diagnostic; then environment kinds (disk,
    rate limit, auth, permission, timeout, network), read where they are stated rather than in a stack
    frame, an assertion, a test's name or an identifier, with a status code counted only where it is one
    (``HTTP/1.1 403``, ``status=429``, ``Error code: 401``, npm's ``E401``); then the other code kinds, most
    specific first. The definitions of the kinds are in ``docs/fingerprint.md``.

    Looks at the type name and the first and last 8 KB of the message (enough for any headline; bounded
    work on huge outputs).
    """
    text = error_message
    if len(text) > _KIND_SCAN_CHARS:
        half = _KIND_SCAN_CHARS // 2
        text = f"{text[:half]}\n{text[-half:]}"
    combined = (f"{error_type}\n{text}" if error_type else text).lower()
    patterns = _patterns()
    combined = _unwrapped(combined, patterns)
    cause = _cause(combined, patterns)
    if cause is not None:
        kind = _kind_of(cause, patterns)
        # A wrapper (``CalledProcessError: ... non-zero exit status 2``) says only that something failed:
        # the failure it wraps, earlier in the message, decides.
        if kind is ErrorKind.RUNTIME and (earlier := _chained_cause(combined, patterns)) is not None:
            return earlier
        if kind is not ErrorKind.UNKNOWN and not (kind is ErrorKind.RUNTIME and patterns.wrapper.search(cause)):
            return kind
    return _kind_of(combined, patterns)


_CHAIN_MARKERS = ("\nthe above exception was the direct cause", "\nduring handling of the above exception")


def _chained_cause(text: str, patterns: _Patterns) -> ErrorKind | None:
    """In a chain of Python tracebacks whose last exception says only that something failed (``RuntimeError``,
    ``ValueError``: runtime), the first exception's kind where it says more (``ConnectionRefusedError`` raised
    first, then ``RuntimeError: could not load the model``): it is the root cause, as Java's ``Caused by:`` is."""
    at = min((found for marker in _CHAIN_MARKERS if (found := text.find(marker)) >= 0), default=-1)
    if at < 0:
        return None
    first = _cause(text[:at], patterns)
    if first is None:
        return None
    kind = _kind_of(first, patterns)
    return None if kind is ErrorKind.RUNTIME or kind is ErrorKind.UNKNOWN else kind


def _unwrapped(text: str, patterns: _Patterns) -> str:
    """``text`` as the tool printed it, without what printed it again: a message escaped into one line (a JSON
    string: ``"...\\n  File ..."``), a logger's timestamp on its first line, the per-line prefixes of a log
    viewer, process manager, logger, CI log or quote (when most lines carry one), and an indent every line
    shares. Stack frames, headlines and pytest's lines are found at the start of a line: the printer's
    additions would hide them."""
    if "\x1b" in text:  # a terminal's colours and cursor moves
        text = patterns.ansi.sub("", text)
    if "\r" in text:  # Windows line ends, a progress bar's carriage returns
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text[:1] == "\n" or text[-1:] in "\n \t":  # blank lines around the message
        text = text.lstrip("\n").rstrip()
    if "\n" not in text and "\\n" in text:
        if text[:1] in "{[" and (record := _json_record(text)) is not None:
            return _unwrapped(record, patterns)
        text = text.replace("\\r\\n", "\n").replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"')
    if text[:7] == "error: " and text[7:8] in " \t":
        # a printer's label before a message that starts indented (``Error:   File "x.py", line 3``)
        text = text[7:]
    if "\n" in text:
        text = _dedented(text)
        if "│" in text and (panel := patterns.panel.sub("", text)) != text:
            text = _dedented(panel)
        # (the first line may be a printer's own: ``{"msg": "2024-05-14T12:03:33Z Traceback ...``)
        second = text[text.find("\n") + 1 : text.find("\n") + 2]
        if "|" in text or text[:1] in ">0123456789[#" or second in ">0123456789[#":
            lines = text.split("\n")
            prefixed = sum(1 for line in lines if patterns.log_prefix.match(line))
            if prefixed >= 2 and prefixed * 2 >= len(lines):
                text = _dedented(patterns.log_prefix.sub("", text))
        if "| " in text and not patterns.numbered_bar.search(text):
            # a CI log view that draws ``  | `` before the command's lines (Buildkite); a compiler's excerpt numbers
            # its lines (``12 |``), so bars without numbers are the viewer's
            lines = text.split("\n")
            barred = sum(1 for line in lines if patterns.bare_bar.match(line))
            if barred >= 2 and barred * 3 >= len(lines):
                text = patterns.bare_bar.sub("", text)
    if text[:1] in "0123456789[" and (stamp := patterns.timestamp.match(text)):
        text = text[stamp.end() :]
    elif text[:1] in "ewcid" and (level := patterns.py_logging.match(text)):
        text = text[level.end() :]
    return text


def _json_record(text: str) -> str | None:
    """A log record printed as JSON, its multi-line strings as their lines and its other values as
    ``"key": value`` (``"status": 401`` is still a status); ``None`` when ``text`` is not JSON."""
    import json  # only for a message printed as JSON

    try:
        record = json.loads(text)
    except ValueError:
        return None
    out: list[str] = []

    def walk(key: str, value: object) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(str(k), v)
        elif isinstance(value, list):
            for v in value:
                walk(key, v)
        elif isinstance(value, str) and "\n" in value:
            out.append(value)
        else:
            out.append(f'"{key}": {json.dumps(value, ensure_ascii=False)}')

    walk("", record)
    return "\n".join(out)


def _dedented(text: str) -> str:
    """``text`` without the indent all its lines share."""
    if text[:1] not in " \t":
        return text
    lines = text.split("\n")
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:] for line in lines) if indent else text


def _cause(text: str, patterns: _Patterns) -> str | None:
    """The part of a chain that states its cause, or ``None`` when ``text`` is not a chain."""
    at = text.rfind("caused by:")
    if at >= 0:
        return text[at:]
    if "\ne   " in text or text.startswith("e   "):
        lines = [line for line in text.split("\n") if line.startswith("e   ")]
        return "\n".join(lines)
    if "traceback (most recent call last)" in text:
        last = None
        for last in patterns.exception_line.finditer(text):  # noqa: B007 -- the last one is the cause
            pass
        if last is not None:
            return text[last.start() :]
    return None


def _unasserted(line: str, patterns: _Patterns) -> str:
    """``line`` less what an assertion or expectation states: the whole line, except where the first sign of one is
    the word ``expected`` starting a sentence after the message itself (Google's ``Request had invalid
    authentication credentials. Expected OAuth 2 access token``): the sentences before it are kept. (Not after a
    comma or a status: ``status 401, expected 200`` is a test's expectation.)"""
    found = patterns.assertion.search(line)
    if found is None:
        return line
    before = line[: found.start()]
    return before if found.group().startswith("expect") and before.endswith(". ") else ""


def _kind_of(text: str, patterns: _Patterns) -> ErrorKind:
    """The kind ``text`` (lowered) states, by steps 2-5 above."""
    stated = code = patterns.noise.sub("", text) if "\n" in text else text
    if not stated.strip():
        # Every line looked like an excerpt (a log view that draws ``  | `` before each line): it is the message.
        stated = code = text
    if "npm" in stated and patterns.registry_miss.search(stated):
        return ErrorKind.DEPENDENCY
    headline = None
    for headline in patterns.headline.finditer(stated):  # noqa: B007 -- the last headline decides
        pass
    if headline is not None:
        return ErrorKind(_HEADLINE_KINDS[headline.group(1)])
    for kind, pattern in patterns.diagnostic:
        if pattern.search(code):
            return kind
    stated = patterns.names.sub(" ", stated)
    if "()" in stated:  # where a function is, named with its empty call: ``in handle_unauthorized():``
        stated = patterns.call.sub(" ", stated)
    if " is not defined" in stated:
        stated = patterns.undefined.sub(" ", stated)
    if "token" in stated:
        stated = patterns.parser_token.sub(" ", stated)
    if "- expected" in stated and "+ received" in stated:  # jest's diff: its -/+ lines are the compared values
        stated = "\n".join(line for line in stated.split("\n") if line.lstrip()[:2] not in ("- ", "+ "))
    if patterns.assertion.search(stated):
        stated = "\n".join(_unasserted(line, patterns) for line in stated.split("\n"))
    said = {_STATUS_KINDS.get(next(filter(None, m.groups()), "")) for m in patterns.status.finditer(stated)}
    for kind, pattern in patterns.env:
        if kind in said or pattern.search(stated):
            if kind is ErrorKind.TIMEOUT and patterns.refused.search(stated):
                return ErrorKind.NETWORK
            return kind
    # A test's name is not evidence of a code kind either (``test_importerror_is_retried``), but it is where
    # a test runner's summary says which test failed.
    named = patterns.test_name.sub(" ", code) if "test" in code else code
    for kind, pattern in patterns.code:
        if pattern.search(code if kind is ErrorKind.TEST or kind is ErrorKind.RUNTIME else named):
            return kind
    return ErrorKind.UNKNOWN
