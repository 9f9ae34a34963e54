"""Masking: the incidental parts of a message (numbers, paths, times, ids, hosts...) replaced by typed placeholders.

What changes the fix is kept verbatim: a missing module's name, an HTTP status with its reason phrase, an exit
code, ``[Errno N]``, a pytest test id (directories dropped), identifiers such as ``E0425`` or ``TS2304``.
Placeholders: ``<NUM> <HEX> <UUID> <PATH> <TS> <IP> <HOST> <URL> <STR>``. Stdlib only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["mask"]

# Masking runs as a sequence of passes, each a small regex that starts with a literal or a character class
# (so the regex engine skips to candidates in C) and most gated by a cheap substring test. One big
# alternation of the same patterns is four times slower: the engine tries every branch at every position.
# No pattern nests quantifiers over overlapping classes and runs that can fail late are bounded, so no input
# makes one backtrack catastrophically (tested on a megabyte of adversarial text: time stays linear).
#
# Lookarounds treat a placeholder like a word ("X>" ends one, "<X" starts one): it stands where a word was,
# so masking the output again sees the same boundaries and changes nothing (mask is idempotent). For the
# same reason no match may end right before a kept span ("<\ue000"): the span's left neighbour stays as it was.

_PLACEHOLDER_NAMES = "NUM|HEX|UUID|PATH|TS|IP|HOST|URL|STR"
_PLACEHOLDER = re.compile(rf"<(?:{_PLACEHOLDER_NAMES}|\*)>")
# A kept span is held during masking as a 4-character sentinel, "<\ue000" + an index + ">" (see _Kept).
_AHEAD = rf"<(?:{_PLACEHOLDER_NAMES}|\*)>|<\ue000"  # a placeholder or a sentinel starts here


def _not_after(first: str = "") -> str:
    """Lookbehinds: no placeholder or sentinel ends right before the fixed-width ``first``."""
    ends = ("<(?:NUM|HEX|URL|STR)>", "<(?:TS|IP)>", "<(?:UUID|PATH|HOST)>", r"<\*>", "<\ue000.>")
    return "".join(f"(?<!{end}{first})" for end in ends)


# \b, with placeholders and sentinels as words
_END = rf"(?!\w|{_AHEAD})"
_START = r"(?<!\w)" + _not_after()
_NOT_AFTER = _not_after()
_NOT_AFTER_DIGIT = _not_after(r"\d")
_NOT_AFTER_QUOTE = _not_after("['\"`]")

_HTTP_REASONS = (
    "Continue|Switching Protocols|OK|Created|Accepted|Non-Authoritative Information|No Content|Reset Content"
    "|Partial Content|Multiple Choices|Moved Permanently|Found|See Other|Not Modified|Temporary Redirect"
    "|Permanent Redirect|Bad Request|Unauthori[sz]ed|Payment Required|Forbidden|Not Found|Method Not Allowed"
    "|Not Acceptable|Proxy Authentication Required|Request Time-?out|Conflict|Gone|Length Required"
    "|Precondition Failed|Payload Too Large|Request Entity Too Large|URI Too Long|Unsupported Media Type"
    "|Range Not Satisfiable|Expectation Failed|I'm a teapot|Misdirected Request|Unprocessable (?:Entity|Content)"
    "|Locked|Failed Dependency|Too Early|Upgrade Required|Precondition Required|Too Many Requests"
    "|Request Header Fields Too Large|Unavailable For Legal Reasons|Internal Server Error|Not Implemented"
    "|Bad Gateway|Service Unavailable|Gateway Time-?out|HTTP Version Not Supported|Insufficient Storage"
    "|Loop Detected|Network Authentication Required"
)

# Names after these phrases are what the fix is about ("pip install pg"), so they are kept, shown quoted.
_KEEP_NAME = re.compile(
    rf"""(?P<lead>No\ module\ named|Cannot\ find\ module|Cannot\ find\ package|Can't\ resolve
        |No\ matching\ distribution\ found\ for|satisfies\ the\ requirement|Unable\ to\ locate\ package
        |command\ not\ found:|cannot\ load\ such\ file\ --|unresolved\ import|can't\ find\ crate\ for
        |use\ of\ undeclared\ crate\ or\ module|no\ required\ module\ provides\ package
        |No\ rule\ to\ make\ target)
        [ ]{{1,4}}(?:(?P<quote>['"`])(?P<quoted>[^\s'"`<|]{{1,200}})(?P=quote)|(?P<name>[^\s'"`<|,;)]{{1,200}}))
      | (?P<lead2>cannot\ import\ name)[ ]['"](?P<name2>[^\s'"<|]{{1,200}})['"]
        [ ]from[ ]['"](?P<mod>[^\s'"<|]{{1,200}})['"]
      | (?P<cmd>[\w.+-]{{1,100}}):[ ]command[ ]not[ ]found(?![\w:]|{_AHEAD})
      | ['"](?P<pkg>[^\s'"<|]{{1,200}})['"](?=[ ]is[ ]not[ ]in[ ]th(?:is|e)[ ]\S{{0,20}}[ ]?registry)
    """,
    re.VERBOSE,
)
_KEEP_NAME_TRIGGERS = (
    "module", "package", "resolve", "distribution", "requirement", "not found", "such file", "import",
    "crate", "registry", "make target",
)  # fmt: skip
_KEEP_NAME_HINT = re.compile("|".join(_KEEP_NAME_TRIGGERS))
# a Go module's version ("github.com/x/y@v1.2.0"): which version failed to verify or download is the failure
_MODULE_VERSION = re.compile(r"@(?<=[\w.-]@)v\d{1,6}(?:\.\d{1,6}){1,3}(?:-[\w.]{1,64})?(?![\w.-])")
_TEST_ID = re.compile(
    rf"(?<![\w/.-]){_NOT_AFTER}(?:[\w.-]{{1,255}}/){{0,64}}(?P<file>[\w.-]{{1,255}}\.py)::(?P<name>[^\s<]{{1,500}})"
)
# An HTTP status is kept with the words that make it one ("403 Forbidden", "status code 404", "HTTP 502"), and
# an exit code with its phrase: the whole span is held, so masking its neighbours cannot change the decision.
_HTTP_CODE = re.compile(
    rf"""[1-5]\d\d(?<![\w.][1-5]\d\d){_not_after("[1-5]..")}:?[ ]
         (?i:{_HTTP_REASONS.replace(" ", "[ ]")}|Client[ ]Error|Server[ ]Error){_END}  # requests' "401 Client Error"
       | {_START}HTTP(?:/\d(?:\.\d)?|[ ]Error)?[ ][1-5]\d\d{_END} | {_START}status[ ]code:?[ ][1-5]\d\d{_END}""",
    re.VERBOSE,
)
# googleapiclient's "<HttpError 403 when requesting ...", "HTTP response 401", "response code is 403": a pass of
# its own, run only when one of its words is there
_RESPONSE_CODE_WORDS = ("HttpError", "esponse")
_RESPONSE_CODE = re.compile(
    rf"{_START}(?:HttpError|(?i:response[ ]code(?:[ ]is)?:?|HTTP[ ]response(?:[ ]code)?:?))[ ][1-5]\d\d{_END}"
)
# ... and after an API's or a client's words for it ("Error code: 429", "status=404", "responded with 503"; not
# a bare "status: 404", which an access log prints for every request): a pass of its own, run only when one of
# those words is there (its lookbehinds at every position cost more than the rest of _HTTP_CODE)
_API_CODE_WORDS = ("rror", "RROR", "ode", "ODE", "tatus", "TATUS", "esponded")
_API_CODE = re.compile(
    rf"""{_START}(?:(?i:error[ ]code:?|status(?:_?code)?=|"status(?:_?code)?":|code["']?:|error[ ]\(|error:?)
                   [ ]?[1-5]\d\d
                 |(?i:responded[ ]with(?:[ ]status)?)[ ][45]\d\d){_END}""",
    re.VERBOSE,
)
# the statuses a test compared ("Status expected:<401> but was:<403>", "expected response code to be '2XX' but
# found 401"): which status the test saw is the failure (a 403 is not a 401), unlike a count it compared
# (held with the words that say it is a status, so that a template reads the same again)
_ASSERTED_STATUS = re.compile(
    rf"""(?i:status)[ ]expected:<[1-5]\d\d>[ ]but[ ]was:<[1-5]\d\d>
       | (?i:response[ ]code)[ ]to[ ]be[ ][^\n|<]{{0,80}}?[ ]but[ ](?:found|got|received)[ ][1-5]\d\d{_END}""",
    re.VERBOSE,
)
_STATUS_ASSERT_HINT = re.compile(r"(?i:status|response[ ]code)")
_HTTP_HINT = re.compile(
    r"[1-5]\d\d:? [A-Za-z]|HTTP|status|Status|STATUS|code\W{0,3} ?[1-5]\d\d|[Ee]rror:? \(?[1-5]\d\d|responded"
    r"|esponse code"
)
_EXIT_CODE = re.compile(
    rf"""{_START}(?i:exit[ ]code:?|exit[ ]status|exited[ ]with[ ]code|non-zero[ ]exit[ ]status|exitcode=|exit_code=
           |returncode=|exited[ ]with[ ]status|exited[ ]with|return[ ]code:?|rc=|exit(?=[ ]-?\d)|non-zero[ ]code:?)
           [ ]?-?\d{{1,5}}{_END}
      | {_START}returned[ ]-?\d{{1,3}}[ ]exit[ ]status{_END}             # the linker's "ld returned 1 exit status"
      | \[Errno[ ]\d{{1,5}}\]""",
    re.VERBOSE,
)
# npm's exit code of a failed script ("npm error code 1", npm 9's "npm ERR! code 1"): 1, 127, 137 are different
_NPM_EXIT_CODE = re.compile(rf"(?:(?<=npm[ ]ERR![ ])|(?<=npm[ ]error[ ]))code[ ]\d{{1,3}}{_END}")
# An error's code where its printer names it one: "errno 111", "signal 9", make's "Error 2", "ORA-00942",
# "SQLSTATE 42P01": which code it is tells failures apart (counts and durations are not written this way).
_ERROR_CODE = re.compile(
    rf"""{_START}(?:(?i:errno|signal)[ ]?[:=]?[ ]?|(?i:error)[ ])-?\d{{1,5}}{_END}
      | {_START}[A-Z]{{2,5}}-\d{{3,5}}{_END}
      | {_START}SQLSTATE[ \[:=]{{0,2}}[0-9A-Z]{{5}}(?![0-9A-Za-z]) | {_START}curl:[ ]\(\d{{1,3}}\)""",
    re.VERBOSE,
)
_CODE_DASH_HINT = re.compile(r"[A-Z]-\d")
_ERROR_CODE_HINT = re.compile(r"(?:rrno|ignal|rror|RROR|RRNO|IGNAL)[ :=]{0,3}-?\d|SQLSTATE|curl: \(")
_ERROR_CODE_WORDS = ("rror", "RROR", "rrno", "RRNO", "ignal", "SQL", "curl")
# The name of a failing Go test or subtest ("--- FAIL: TestMain/measurements-10 (0.02s)"): which test it is,
# digits and all.
_GO_TEST = re.compile(r"(?:(?<=^--- FAIL: )|(?<=\s--- FAIL: ))[^\s<]{1,500}")
# A version after "version" ("class file version 61.0", "versions up to 55.0", "Python version 3.7"): which
# version a tool needs or has is what the fix is about, unlike a count.
_VERSION = re.compile(
    rf"{_START}(?i:versions?)(?:[ ]up[ ]to)?[ ](?:[<>=~^]=?[ ]?)?v?\d{{1,6}}(?:\.\d{{1,6}}){{0,3}}"
    rf"(?!\w|\.\d|-\d|{_AHEAD})"  # not a dated API version ("2024-06-01"): that is a date
)
# the release a compiler was asked for ("invalid target release: 17"): which JDK the fix installs
_RELEASE = re.compile(rf"{_START}(?:target|source)[ ]release:?[ ]\d{{1,3}}(?:\.\d{{1,3}})?(?!\w|\.\d|{_AHEAD})")
# The file an OSError names after its errno ("[Errno 28] No space left on device: 'x'"): which file, and whether
# the printer named one at all, is incidental unless the message says it is missing (then the path pass keeps
# its name): the same full disk is printed with and without the file.
_ERRNO_PATH = re.compile(
    r"""\[Errno[ ]-?\d{1,5}\][ ](?P<msg>[^\n'"\[\]:]{1,200}):[ ](?P<q>['"])(?P<path>[^'"\n<|]{1,1000})(?P=q)"""
)
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{0,20}://[^\s'\"<>()\[\]{}]{0,2000}(?!<\ue000)")
# A quoted value, unless it is an HTTP request line ("GET /x HTTP/1.1"): GET and POST are different events.
# It never spans a "|", which joins the lines of a multi-line error in its template, nor a "<": masking inside
# it first would change what masking the result again finds.
_QUOTED = re.compile(
    rf"""['"`](?<![\w'"`]['"`]){_NOT_AFTER_QUOTE}(?!(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS|CONNECT|TRACE)[ ])
        (?:(?<=')[^'\n|<]{{0,256}}'|(?<=")[^"\n|<]{{0,256}}"|(?<=`)[^`\n|<]{{0,256}}`)(?![\w'"`]|{_AHEAD})""",
    re.VERBOSE,
)
_PATH_SEGMENT = r"[\w.@+~%,$-]{1,255}"
# a Windows path's directories, which may hold spaces ("C:\\Repos\\integration testing\\src\\"); its last
# segment may not (what follows a path is often words)
_WIN_DIRS = r"(?:[^\s'\"<>|*?\\]{1,255}(?:[ ][^\s'\"<>|*?\\]{1,255}){0,8}\\){0,64}"
_PATH = re.compile(
    rf"""(?<![\w./~@\\-]){_NOT_AFTER}
        (?:(?P<abs>(?:~|\.\.?|[A-Za-z]:)?(?:/{_PATH_SEGMENT}){{1,64}})
          | (?P<rel>[\w.@~-]{{1,255}}(?:/{_PATH_SEGMENT}){{1,64}})
          | (?P<win>[A-Za-z]:\\{_WIN_DIRS}[^\s'"<>|*?\\)]{{0,1000}}|\\\\[\w.$-]{{1,255}}\\[^\s'"<>|*?]{{0,1000}})
          | (?P<relwin>[\w.@~-]{{1,255}}(?:\\{_PATH_SEGMENT}){{1,64}}))
        /?(?::\d{{1,9}}){{0,2}}(?:\?[^\s'"<>]{{0,2000}})?(?!<\ue000)""",
    re.VERBOSE,
)
# The refs of a git push's or fetch's status line ("! [rejected]  main -> main (non-fast-forward)"): which branch
# is incidental, what happened to it (the reason in parentheses) is the failure.
_GIT_REFS = re.compile(
    r"(\[(?:rejected|remote[ ]rejected|new[ ]branch|new[ ]tag|up[ ]to[ ]date)\][ ]{1,40})"
    r"[^\s<]{1,255}[ ]->[ ][^\s<]{1,255}(?=[ ]|$)",
    re.MULTILINE,
)
# A remote in scp's form ("git@github.com:acme/app.git", "origin-host:team/app.git"): an address, like a URL.
_SCP_REMOTE = re.compile(
    r"(?<![\w.@/~:\\-])(?:[\w.-]{1,100}@[A-Za-z0-9][\w.-]{0,252}:(?![/\\\d])[\w.~/-]{1,500}"
    r"|[A-Za-z0-9][\w.-]{0,252}:(?![/\\\d])[\w.~/-]{0,500}\.git)(?![\w.~/@:-]|<\ue000)"
)
_SOURCE_EXTENSIONS = frozenset(
    {
        "py", "pyx", "js", "ts", "rs", "go", "rb", "cs", "sh", "kt", "cc", "mjs", "cjs", "jsx", "tsx", "java",
        "cpp", "hpp", "php", "pl", "c", "h", "md", "json", "yaml", "yml", "toml", "txt", "html", "css", "vue",
        "sql", "ex", "exs", "erl", "hs", "ml", "lua", "swift", "scala", "dart",
    }
)  # fmt: skip
# a source location without a directory, "main.c:5:5" or "config_test.go:21": a path and a line, masked
_EXTENSIONS = "|".join(sorted(_SOURCE_EXTENSIONS, key=lambda e: (-len(e), e)))
_SOURCE_LOCATION_HINT = re.compile(rf"\.(?:{_EXTENSIONS}):\d")
_SOURCE_LOCATION = re.compile(
    rf"(?<![\w./~@\\-]){_NOT_AFTER}[\w.-]{{1,255}}\.(?:{_EXTENSIONS})(?::\d{{1,9}}){{1,2}}{_END}"
)
_REL_PATH_OK = re.compile(r"^\.{0,2}/|/.*/|\.[A-Za-z][\w-]{0,9}(?::\d+){0,2}$")
_UUID = re.compile(
    rf"[0-9a-fA-F]{{8}}(?<![\w-][0-9a-fA-F]{{8}}){_not_after('[0-9a-fA-F]{8}')}"
    rf"-[0-9a-fA-F]{{4}}-[0-9a-fA-F]{{4}}-[0-9a-fA-F]{{4}}-[0-9a-fA-F]{{12}}{_END}"
)
_IPV6 = re.compile(
    rf"[0-9a-fA-F:\[](?<![\w:.][0-9a-fA-F:\[]){_not_after('[0-9a-fA-F:[]')}[0-9a-fA-F:]{{1,45}}(?:\]|(?![\w:]|{_AHEAD}))"
)
_IPV6_SHAPE = re.compile(r"(?=[0-9a-fA-F:]{0,39}\d)[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}")
_HOST_PORT_HINT = re.compile(r"\.[A-Za-z0-9-]{1,63}:\d")
_HOST_PORT = re.compile(
    rf"(?<![\w.-]){_NOT_AFTER}[A-Za-z0-9-]{{1,63}}(?:\.[A-Za-z0-9-]{{1,63}}){{1,10}}(?=:\d{{1,5}}(?!\w))"
)
# a host named where a lookup or a connection failed: which host it was is incidental
_HOST_CONTEXT = re.compile(
    rf"""(?:(?<=resolve[ ]host:[ ])|(?<=resolve[ ]host[ ])|(?<=Could[ ]not[ ]resolve[ ])|(?<=ENOTFOUND[ ])
          |(?<=EAI_AGAIN[ ])|(?<=connect[ ]to[ ])|(?<=connect[ ]to[ ]host[ ])|(?<=nknown[ ]host[ ]))
        (?:localhost|[A-Za-z0-9][A-Za-z0-9-]{{0,62}}(?:\.[A-Za-z0-9-]{{1,63}}){{1,10}}){_END}(?!\.\d)""",
    re.VERBOSE,
)
# a host named in quotes where a connection failed ("server at \"db\"", "host='pypi.org'"): a public one is kept
# (which service, as in a URL), a deployment's name ("db") or an address is masked
_QUOTED_HOST = re.compile(r"""(?:(?<=server[ ]at[ ]")|(?<=host=')|(?<=host="))[A-Za-z0-9][\w.-]{0,252}(?=["'])""", re.X)
# the host of a database account ("Access denied for user 'root'@'172.17.0.1'"): where the client connected from
_ACCOUNT_HOST = re.compile(r"""(?<=['"]@)(['"])[^'"\s<|]{1,253}\1""")
# the value of a request / trace / task / container id, by its name ("AWS Request ID: 4442587FB7D0A2F9",
# "x-request-id: 7c0e…", "trace_id=ab12…"): which occurrence it was is incidental, whatever the id's shape
_ID_HINT = re.compile(r"(?i:(?:request|trace|correlation|span|task|container|thread|execution)[ _-]?id)")
_NAMED_ID = re.compile(
    rf"""(?P<name>(?i:(?:x-)?(?:request|trace|correlation|span|task|container|thread|execution)[ _-]?id))
        (?P<sep>s?[ ]?[=:]?[ ]?['"]?)
        (?P<id>(?=[\w.+/=-]{{0,99}}\d)[A-Za-z0-9](?:[\w.+/=-]{{0,98}}[A-Za-z0-9=])?|[xX]{{3,64}}|<UUID>){_END}""",
    re.VERBOSE,
)
_LOCALHOST = re.compile(rf"(?<![\w.-]){_NOT_AFTER}localhost(?![\w.-]|{_AHEAD})")
_HOST_CONTEXT_HINT = re.compile(r"resolve|ENOTFOUND|EAI_AGAIN|connect to|nknown host")

_MONTH_HINT = re.compile(r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.? {1,2}\d")
_DAY_MONTH_HINT = re.compile(r"-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)")
_MONTH_DATE = re.compile(
    rf"""{_START}(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{{0,6}},?[ ]{{1,2}})?
        (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{{0,6}}\.?[ ]{{1,2}}\d{{1,2}}(?:st|nd|rd|th)?{_END}
        (?:,?[ ]\d{{4}}{_END})?
        (?:[ ]{{1,2}}\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:[.,]\d{{1,9}})?{_END})?
        (?:[ ]\d{{4}}{_END})?""",
    re.VERBOSE,
)
_HEX_WORD = re.compile(
    rf"""[0-9a-fA-F](?<![\w-][0-9a-fA-F]){_not_after("[0-9a-fA-F]")}
        (?:(?<=\d)(?=[0-9a-fA-F]{{0,62}}[a-fA-F])[0-9a-fA-F]{{6,}}
          |(?<=[a-fA-F])(?=[0-9a-fA-F]{{0,62}}\d)[0-9a-fA-F]{{6,}}
          |(?<=[a-f])[a-f]{{7,}}|(?<=[A-F])[A-F]{{7,}})(?![\w-]|{_AHEAD})""",
    re.VERBOSE,
)
# the generated suffix of a Kubernetes pod's name ("web-7d9f8c6b5-x2x9k")
_POD = re.compile(r"-(?<=[a-z0-9]-)[0-9a-f]{6,10}-[a-z0-9]{5}(?![\w-])")
# a generated id or a masked key ("org-OASFC7k1Ff5IzueeLArhQtnT", "sk-PMafP*****E873"): which one is incidental
# 16+ letters and digits mixing upper case, lower case and 2+ digits: a generated id; a run with "****": a key
# masked by its printer. (The lookaheads stay inside the run: their classes are the run's.)
_RANDOM_ID = re.compile(
    rf"[A-Za-z0-9](?<![A-Za-z0-9*][A-Za-z0-9]){_not_after('[A-Za-z0-9]')}(?=[A-Za-z0-9]{{15}})(?=[a-z0-9]*+[A-Z])"
    rf"(?=[A-Z0-9]*+[a-z])(?=[A-Za-z]*+[0-9][A-Za-z]*+[0-9])[A-Za-z0-9]{{15,200}}(?![A-Za-z0-9*]|{_AHEAD})"
)
# ... shorter after a lower-case prefix and a dash ("org-9QmZ2cYt7Hf1"): a prefixed generated id
_PREFIXED_ID = re.compile(
    r"(?<![\w-])([a-z]{2,10}-)(?=[A-Za-z0-9]{8,200}(?![\w-]))(?=[a-z0-9]*+[A-Z])(?=[A-Z0-9]*+[a-z])"
    r"(?=[A-Za-z]*+[0-9][A-Za-z]*+[0-9])[A-Za-z0-9]{8,200}"
)
_PREFIXED_ID_HINT = re.compile(r"(?<![\w-])[a-z]{2,10}-[A-Za-z0-9]{8}")
_LONG_RUN = re.compile(r"[A-Za-z0-9]{16}")
_STARRED = re.compile(rf"[A-Za-z0-9_-]{{0,100}}\*{{4,}}[A-Za-z0-9*_-]{{0,100}}(?!{_AHEAD})")


# (last: a duration in Go's notation, "10m0s", "1h2m3.5s", is one number)
_UNIT = (
    rf"(?:ms|us|µs|ns|s|sec|secs|m|min|mins|h|hrs?|[kKMGTP]i?B|[KMGTP]i|[kKMGTP]|b|B|bytes?)(?![A-Za-z0-9]|{_AHEAD})"
    rf"|[ ](?:ms|s|secs?|seconds?|mins?|minutes?|hours?|days?|bytes?|[kKMGT]i?B|B){_END}"
    rf"|(?:h|ms|m|s|us|µs|ns)(?:\d{{1,9}}(?:\.\d{{1,9}})?(?:h|ms|m|s|us|µs|ns)){{1,4}}(?![A-Za-z0-9]|{_AHEAD})"
)
# Numbers last, in passes with a fixed replacement (no Python callback per match), most specific first.
_DATE = re.compile(
    rf"""\d(?<![\w.:]\d){_NOT_AFTER_DIGIT}\d{{3}}-\d{{2}}-\d{{2}}
        (?:[T ]\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:[.,]\d{{1,9}})?(?:Z|[+-]\d{{2}}:?\d{{2}})?)?
        (?:-(?:preview|alpha|beta))?(?![\w:]|{_AHEAD})  # a dated API version's channel ("2024-02-15-preview")""",
    re.VERBOSE,
)
_TIME = re.compile(
    rf"\d(?<![\w.:]\d){_NOT_AFTER_DIGIT}\d?:\d{{2}}:\d{{2}}(?:[.,]\d{{1,9}})?"
    rf"(?:[ ]?[AaPp][Mm](?![A-Za-z]))?(?![\w:]|{_AHEAD})"
)
# "01-May-2024" (a day, a month's name, a year)
_DAY_MONTH = re.compile(
    rf"\d(?<![\w.:-]\d){_NOT_AFTER_DIGIT}\d?-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{{0,6}}-\d{{2,4}}{_END}"
)
# a progress bar ("[=====>    ]", "[####      ]"): how far it got is incidental
_PROGRESS_BAR = re.compile(r"\[(?=[ .>-]{0,200}[=#])[=#>. -]{3,200}\]")
_IPV4 = re.compile(rf"\d(?<![\w.]\d){_NOT_AFTER_DIGIT}\d{{0,2}}(?:\.\d{{1,3}}){{3}}(?!\w|\.\d|{_AHEAD})")
# an address its printer (or the person quoting it) hid: "x.x.x.x", "xxx.xxx.xxx.xxx"
_HIDDEN_IPV4 = re.compile(rf"(?<![\w.]){_NOT_AFTER}(?:[xX]{{1,3}}\.){{3}}[xX]{{1,3}}(?!\w|\.\w|{_AHEAD})")
_HEX_LITERAL = re.compile(rf"0(?<!\w0){_not_after('0')}[xX][0-9a-fA-F]+{_END}")
_NUMBER = re.compile(
    rf"(?:[-+](?<![A-Za-z0-9.][-+]){_not_after('[-+]')})?\d(?<![A-Za-z0-9]\d){_NOT_AFTER_DIGIT}\d*(?:[.,]\d+)*(?:{_UNIT})?"
    r"(?!<\ue000)"
)
# digits glued to letters name something ("wl0", "E0425", "TS2304", "python3") and are kept, unless the run
# is long ("KB3121255", "job1445144423722"): then it is an id
_LONG_ID_NUMBER = re.compile(r"\d(?<=[A-Za-z]\d)\d{4,}(?!<\ue000)")


# A kept span is held as "<\ue000" + chr(0xE100 + index) + ">": to the other passes it looks like a placeholder
# (a word, which is what it becomes again), and it has a fixed width, so lookbehinds can see it.
_SENTINEL = re.compile("<\ue000([\ue100-\uf8ff])>")
_MAX_KEPT = 0xF8FF - 0xE100


class _Kept:
    """Spans kept verbatim: replaced by a sentinel during the masking passes and put back at the end."""

    __slots__ = ("values",)

    def __init__(self) -> None:
        self.values: list[str] = []

    def hold(self, text: str) -> str:
        if len(self.values) >= _MAX_KEPT:
            return text
        self.values.append(text)
        return f"<\ue000{chr(0xE100 + len(self.values) - 1)}>"

    def restore(self, text: str) -> str:
        values = self.values
        return _SENTINEL.sub(lambda m: values[ord(m.group(1)) - 0xE100], text)


_ABSOLUTE = re.compile(r"[/~]|[A-Za-z]:\\")
_REQUIREMENT_LEADS = frozenset({"No matching distribution found for", "satisfies the requirement"})
_SPECIFIER = re.compile(r"[<>=!~]")


def _keep_name(kept: _Kept) -> Callable[[re.Match[str]], str]:
    def replace(m: re.Match[str]) -> str:
        if m.group("cmd") is not None:
            return kept.hold(f"command not found: '{m.group('cmd')}'")  # bash's order, written as zsh's
        if m.group("pkg") is not None:
            return kept.hold(f"'{m.group('pkg')}'")
        if m.group("lead2") is not None:
            return kept.hold(f"{m.group('lead2')} '{m.group('name2')}' from '{m.group('mod')}'")
        name = m.group("quoted") or m.group("name")
        if m.group("lead") in _REQUIREMENT_LEADS:
            # pip's "python>=3.7", "numpy==1.26.4": the package is what is missing; which version was asked for
            # is incidental (the fix is the same: another version, index or interpreter)
            name = _SPECIFIER.split(name, 1)[0] or name
        if _ABSOLUTE.match(name):  # "Cannot find module '/home/x/app.js'": which file, not where it lives
            name = "<PATH>" + _file_name(name, True)
        return kept.hold(f"{m.group('lead')} '{name}'")

    return replace


def _path(m: re.Match[str], named: bool = False) -> str:
    if (m.group("rel") is not None or m.group("relwin") is not None) and _PLACEHOLDER.match(m.string, m.end()):
        # "a/.G<NUM>" was "a/.G0000000000", which is not a path: a relative path is judged by how it ends,
        # and a placeholder glued to it hides that
        return m.group()
    if m.group("relwin") is not None and not _REL_PATH_OK.search(m.group().replace("\\", "/")):
        return m.group()  # "DOMAIN\\user": not a path
    if m.group("rel") is not None and (not _REL_PATH_OK.search(m.group()) or _MODULE_PATH.match(m.group())):
        # "and/or", "TCP/IP", "HTTP/1.1": not a path; "github.com/acme/cli": a module, a name (digits are masked
        # later)
        return m.group()
    return "<PATH>" + _file_name(m.group(), named)


# Where a file's name is what failed: it is missing ("No such file", "ENOENT", "not found") or may not be used
# ("Permission denied", "EACCES", "EPERM": which file or socket, /var/run/docker.sock or a package's file, is what
# to fix; on a read-only file system, as on a full disk, which file the write failed on is not), or it is a test.
_MISSING_FILE = re.compile(
    r"[Nn]o such file|ENOENT|[Nn]ot [Ff]ound|NOT FOUND|does not exist|[Cc]annot find|[Cc]an't (?:open|find)"
    r"|[Cc]ould not (?:open|find)|[Uu]nable to (?:open|find)|[Ff]ailed to open|No rule to make target|[Mm]issing"
    r"|[Pp]ermission denied|EACCES|EPERM|[Oo]peration not permitted"
)
_MISSING_WORDS = (
    "such file", "ENOENT", "ot found", "ot Found", "NOT FOUND", "not exist", "annot find", "an't open", "an't find",
    "ould not", "nable to", "ailed to open", "make target", "issing", "ermission denied", "EACCES", "EPERM",
    "not permitted",
)  # fmt: skip
_TEST_FILE = re.compile(r"(?i)test|spec")
# a C or C++ header: where one is named, an include failed or it is the one that does not compile
_HEADERS = (".h", ".hh", ".hpp", ".hxx")


# Where a file does not parse, which file it is tells failures apart too ("in \"./compose.yml\", line 7" is not
# "in \"./compose.override.yml\", line 7"): the file to fix.
_PARSE_ERROR = re.compile(
    r"Syntax ?Error|ScannerError|ParserError|ParseError|[Pp]arse error|DecodeError|YAMLException|[Uu]nexpected token"
    r"|[Cc]ould not parse|[Ff]ailed to parse|[Uu]nable to parse|[Ii]nvalid (?:YAML|JSON|TOML)"
)
_PARSE_WORDS = ("yntax", "rror", "arse", "token", "nvalid")


def _names_file(text: str) -> bool:
    """Whether a file ``text`` names is what failed: it is missing, or it does not parse."""
    return _says_missing(text) or _says_parse_error(text)


def _says_parse_error(text: str) -> bool:
    return any(word in text for word in _PARSE_WORDS) and _PARSE_ERROR.search(text) is not None


def _says_missing(text: str) -> bool:
    """Whether ``text`` says a file is missing (substrings first: the regex alone is slow on long lines)."""
    return any(word in text for word in _MISSING_WORDS) and _MISSING_FILE.search(text) is not None


_MODULE_PATH = re.compile(r"[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.(?:com|org|net|io|dev|in|me|sh|co|cc|xyz)/[\w.-]")


_FILE_NAME = re.compile(r"[A-Za-z_][\w@+~-]{0,100}(?:\.[\w-]{1,20})*\.[A-Za-z][A-Za-z0-9]{0,9}")
_BARE_NAME = re.compile(r"[A-Za-z_][\w@+~.-]{0,100}")
_PROGRAM = re.compile(r"[/\\]s?bin[/\\][^/\\]{1,200}$")
_LOCATION_TAIL = re.compile(r"(?::\d{1,9}){1,2}$")


def _file_name(path: str, named: bool = False) -> str:
    """``/`` and the file a path names, with its line and column, when which file it is tells failures apart:
    a test file, or (``named``) a file the message says is missing (``/home/x/tests/test_app.py:12`` ->
    ``/test_app.py:12``); else ``""``. Never for a directory or a name made up of digits (a temp file): where
    a file lives is incidental."""
    if not named and _TEST_FILE.search(path) is None and not path.endswith(_HEADERS):
        return ""  # (the name is part of the path)
    path = path.split("?", 1)[0]
    tail = _LOCATION_TAIL.search(path)
    location = tail.group() if tail else ""
    path = path[: len(path) - len(location)].rstrip("/\\")
    name = path[max(path.rfind("/"), path.rfind("\\")) + 1 :]
    if sum(c.isdigit() for c in name) > 2:
        return ""
    if _FILE_NAME.fullmatch(name) is None and not (named and _PROGRAM.search(path) and _BARE_NAME.fullmatch(name)):
        return ""  # a missing program is named though it has no extension ("/usr/local/bin/node")
    if not named and _TEST_FILE.search(name) is None and not name.endswith(_HEADERS):
        return ""
    return f"/{name}{location}"


def _errno_path(m: re.Match[str]) -> str:
    if _MISSING_FILE.search(m.group("msg")):
        return m.group()
    return m.group()[: m.start("msg") - m.start()] + m.group("msg")  # which file: incidental, and so is naming one


def _host(m: re.Match[str]) -> str:
    host = m.group()
    last = host.rpartition(".")[2]
    if last in _SOURCE_EXTENSIONS or last.isdigit():
        return host  # "app.py:12" is a file and a line; "10.0.0.1:80" an IP, masked by the digits pass
    return "<HOST>"


def _named_host(m: re.Match[str]) -> str:
    host = m.group()
    if host.rpartition(".")[2] in _SOURCE_EXTENSIONS:
        return host
    if host.replace(".", "").isdigit():
        return "<IP>"  # "connect to 127.0.0.1" is "connect to localhost" (see _LOCALHOST)
    return "<HOST>"


def _ipv6(m: re.Match[str]) -> str:
    text = m.group()
    bracketed = text.startswith("[")
    if bracketed != text.endswith("]"):
        return text
    address = text[1:-1] if bracketed else text
    if not _IPV6_SHAPE.fullmatch(address) or ("::" not in address and all(p.isdigit() for p in address.split(":"))):
        return text  # "10:30:00" is a time, masked by the digits pass
    head, _, last = address.rpartition(":")
    if not bracketed and "::" in head + ":" and len(last) >= 4 and last.isdigit():
        return "<IP>:<NUM>"  # Node prints "::1:6379": an address, then a port
    return "<IP>"


def _url(m: re.Match[str], named: bool = True) -> str:
    """``<URL>``, then (``named``: the message says something is missing) the last segment of the URL's path:
    which package or resource was not found (``registry.npmjs.org/left-pad``) tells failures apart; the host,
    the rest of the path and the query are incidental, and so is the resource when it was found."""
    url = m.group()
    stripped = url.rstrip(".,;:!?'\"`")
    path = stripped.split("://", 1)[1].split("?", 1)[0].split("#", 1)[0]
    segments = [segment for segment in path.split("/")[1:] if segment]
    last = segments[-1] if segments else ""
    if not named or not _URL_SEGMENT.fullmatch(last):
        last = ""
    host = _service_host(path.split("/", 1)[0]) if not path.rstrip("/").endswith(".git") else ""
    return (f"{host}:" if host else "") + "<URL>" + (f"/{last}" if last else "") + url[len(stripped) :]


# A public host's name (a dotted name, not an address nor a generated one): which service answered, and a service
# is a semantic part (docker.io's registry is not ghcr.io's). A repository's address ("...acme/app.git"), like
# a path, is incidental; so are hosts without a dot ("db", "localhost"), named by a deployment.
_SERVICE_HOST = re.compile(r"(?=[A-Za-z0-9-]{0,63}[A-Za-z])[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,10}")


def _service_host(host: str) -> str:
    host = host.rpartition("@")[2].partition(":")[0].lower()
    if not _SERVICE_HOST.fullmatch(host) or not host.rpartition(".")[2].isalpha():
        return ""
    return host


_URL_SEGMENT = re.compile(r"[\w.@%+~-]{1,200}")


def mask(text: str) -> str:
    """``text`` with its incidental parts replaced by typed placeholders; the layout (spaces, lines) is kept.

    ``mask(mask(x)) == mask(x)``. Placeholders: ``<NUM> <HEX> <UUID> <PATH> <TS> <IP> <HOST> <URL> <STR>``.
    """
    return _mask(text)


def _mask(text: str, names_file: bool = False) -> str:
    """:func:`mask`; ``names_file``: ``text`` is a line of an output that says a file does not parse, so the
    names of the files it names are kept (the other lines of the output said why)."""
    if "\ue000" in text:
        text = text.replace("\ue000", "\ufffd")
    original = text  # what it says, before its kept spans are held (a "404 Not Found" held says something missing)
    kept: _Kept | None = None
    # whether the message says a file is missing or does not parse: read once, when first needed
    missing: bool | None = True if names_file else None
    if "Errno" in text:
        text = _ERRNO_PATH.sub(_errno_path, text)
    if _KEEP_NAME_HINT.search(text):
        kept = _Kept()
        text = _KEEP_NAME.sub(_keep_name(kept), text)
    if "@v" in text:
        kept = kept or _Kept()
        holder = kept
        text = _MODULE_VERSION.sub(lambda m: holder.hold(m.group()), text)
    if "::" in text:
        kept = kept or _Kept()
        holder = kept
        text = _TEST_ID.sub(lambda m: holder.hold(f"{m.group('file')}::{m.group('name')}"), text)
    if "--- FAIL: " in text:
        kept = kept or _Kept()
        holder = kept
        text = _GO_TEST.sub(lambda m: holder.hold(m.group()), text)
    if "ersion" in text:
        kept = kept or _Kept()
        holder = kept
        text = _VERSION.sub(lambda m: holder.hold(m.group()), text)
    if " release" in text:
        kept = kept or _Kept()
        holder = kept
        text = _RELEASE.sub(lambda m: holder.hold(m.group()), text)
    if (any(word in text for word in _ERROR_CODE_WORDS) and _ERROR_CODE_HINT.search(text)) or (
        "-" in text and _CODE_DASH_HINT.search(text)
    ):
        kept = kept or _Kept()
        holder = kept
        text = _ERROR_CODE.sub(lambda m: holder.hold(m.group()), text)
    if "xit" in text or "return" in text or "Errno" in text or "rc=" in text:
        kept = kept or _Kept()
        holder = kept
        text = _EXIT_CODE.sub(lambda m: holder.hold(m.group()), text)
    if "npm" in text and " code " in text:
        kept = kept or _Kept()
        holder = kept
        text = _NPM_EXIT_CODE.sub(lambda m: holder.hold(m.group()), text)
    if _HTTP_HINT.search(text):
        kept = kept or _Kept()
        holder = kept
        text = _HTTP_CODE.sub(lambda m: holder.hold(m.group()), text)
        if any(word in text for word in _RESPONSE_CODE_WORDS):
            text = _RESPONSE_CODE.sub(lambda m: holder.hold(m.group()), text)
        if any(word in text for word in _API_CODE_WORDS):
            text = _API_CODE.sub(lambda m: holder.hold(m.group()), text)
        if "xpected" in text and _STATUS_ASSERT_HINT.search(text):
            text = _ASSERTED_STATUS.sub(lambda m: holder.hold(m.group()), text)
    if "] " in text and " -> " in text:
        text = _GIT_REFS.sub(r"\1<*> -> <*>", text)
    if ":" in text and ("@" in text or ".git" in text):
        text = _SCP_REMOTE.sub("<URL>", text)
    if "://" in text:
        missing = _names_file(original)
        named = missing or "404" in original
        text = _URL.sub(lambda m: _url(m, named), text)
    if "/" in text or "\\" in text:
        if missing is None:
            missing = _names_file(original)
        named = missing or "panicked at" in original  # where a panic happened names the code that failed
        text = _PATH.sub(lambda m: _path(m, named), text)
    if _SOURCE_LOCATION_HINT.search(text):
        if missing is None:
            missing = _names_file(original)
        named = missing or "panicked at" in original  # where a panic happened names the code that failed
        text = _SOURCE_LOCATION.sub(lambda m: "<PATH>" + _file_name(m.group(), named), text)
    if "-" in text:
        text = _UUID.sub("<UUID>", text)
    if ("id" in text or "ID" in text or "Id" in text) and _ID_HINT.search(text):  # substrings first: 5x cheaper
        text = _NAMED_ID.sub(lambda m: f"{m.group('name')}{m.group('sep')}<HEX>", text)
    if "'@" in text or '"@' in text:
        text = _ACCOUNT_HOST.sub("<HOST>", text)
    if "host=" in text or "server at" in text:
        text = _QUOTED_HOST.sub(lambda m: _service_host(m.group()) or "<HOST>", text)
    if "localhost" in text:
        text = _LOCALHOST.sub("<IP>", text)  # "localhost:6379" is "127.0.0.1:6379"
    if _HOST_CONTEXT_HINT.search(text):
        text = _HOST_CONTEXT.sub(_named_host, text)
    if ":" in text:
        if "::" in text or text.count(":") > 2:
            text = _IPV6.sub(_ipv6, text)
        if _HOST_PORT_HINT.search(text):
            text = _HOST_PORT.sub(_host, text)
    if _MONTH_HINT.search(text):
        text = _MONTH_DATE.sub("<TS>", text)
    if "-" in text and _DAY_MONTH_HINT.search(text):
        text = _DAY_MONTH.sub("<TS>", text)
    if "[=" in text or "[#" in text or "[ " in text:
        text = _PROGRESS_BAR.sub("<NUM>", text)
    if "-" in text:
        text = _POD.sub("-<HEX>", text)
    text = _HEX_WORD.sub("<HEX>", text)
    if _LONG_RUN.search(text):
        text = _RANDOM_ID.sub("<HEX>", text)
    if "-" in text and _PREFIXED_ID_HINT.search(text):
        text = _PREFIXED_ID.sub(r"\1<HEX>", text)
    if "****" in text:
        text = _STARRED.sub("<HEX>", text)
    if "-" in text:
        text = _DATE.sub("<TS>", text)
    if ":" in text:
        text = _TIME.sub("<TS>", text)
    if "." in text:
        text = _IPV4.sub("<IP>", text)
        if "x." in text or "X." in text:
            text = _HIDDEN_IPV4.sub("<IP>", text)
    if "0x" in text or "0X" in text:
        text = _HEX_LITERAL.sub("<HEX>", text)
    text = _NUMBER.sub("<NUM>", text)
    text = _LONG_ID_NUMBER.sub("<NUM>", text)
    if kept is not None and kept.values:
        text = kept.restore(text)
    return text
