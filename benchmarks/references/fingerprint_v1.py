"""oncebitten's fingerprint version 1, frozen as it was before version 2, for side-by-side benchmarks.

(Not part of the library: ``benchmarks/bench_identity.py`` measures it beside the current version.)

The fingerprint: what makes two failures "the same failure" (stdlib only; runs when a failure is recorded).

- :func:`mask` replaces the incidental parts of a message by typed placeholders: numbers and durations
  (``<NUM>``), hex literals, addresses and hashes (``<HEX>``), UUIDs, paths and temp dirs (``<PATH>``),
  timestamps (``<TS>``), IPs (``<IP>``), ``host:port`` hosts (``<HOST>``), URLs and quoted values (``<STR>``).
  What changes the fix is kept: a missing module's name, an HTTP status with its reason phrase, an exit code,
  ``[Errno N]``, a pytest test id (directories dropped), identifiers such as ``E0425`` or ``TS2304``.
- :func:`fingerprint` is the stateless path: it reads a multi-line error as an agent's tool returns it
  (tracebacks of Python, Node, Java, Rust and Go; pytest, npm or shell output), keeps the informative lines
  and the frames' function names, masks them, and hashes the result with the algorithm's version.
- :class:`Fingerprinter` learns, online and in the spirit of Drain, which remaining words vary between
  otherwise identical messages (``Invalid user admin`` / ``Invalid user test``) and groups them under one
  cluster whose key never changes once given; it is what the store uses.

Each :class:`Fingerprint` carries :data:`FINGERPRINT_VERSION`: a change to the algorithm bumps it, and old
records keep the key they were stored with instead of being silently regrouped. The design, the choices about
which numbers are kept and the benchmark against Drain3 are in ``docs/fingerprint.md``.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass

__all__ = [
    "FINGERPRINT_VERSION",
    "HEAD_CHARS",
    "TAIL_CHARS",
    "Fingerprint",
    "Fingerprinter",
    "fingerprint",
    "mask",
]

#: Version of the algorithm; part of every key. Bumped whenever a change could regroup a message.
FINGERPRINT_VERSION: int = 1
#: A longer text is fingerprinted by its first HEAD_CHARS and last TAIL_CHARS characters only.
HEAD_CHARS = 8192
TAIL_CHARS = 8192
#: A line is cut at _MAX_LINE characters and a template, at a token, near _MAX_TEMPLATE: the work per message
#: stays bounded, and a template (shorter than a line) is read whole when it is fingerprinted again.
_MAX_LINE = 8192
_MAX_TEMPLATE = 8000
#: At most this many informative lines of a multi-line output make the fingerprint (first and last half).
_MAX_LINES = 6
#: At most this many frame names (the outermost and innermost half) make a traceback's fingerprint.
_MAX_FRAMES = 12
#: The similarity a message needs with a cluster to join it (matching tokens / tokens), and the cluster cap.
DEFAULT_SIMILARITY = 0.5
DEFAULT_MAX_CLUSTERS = 100_000

WILDCARD = "<*>"
_FRAMES_MARK = "| at"

# -- masking -------------------------------------------------------------------------------------------
#
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
_TEST_ID = re.compile(
    rf"(?<![\w/.-]){_NOT_AFTER}(?:[\w.-]{{1,255}}/){{0,64}}(?P<file>[\w.-]{{1,255}}\.py)::(?P<name>[^\s<]{{1,500}})"
)
# An HTTP status is kept with the words that make it one ("403 Forbidden", "status code 404", "HTTP 502"), and
# an exit code with its phrase: the whole span is held, so masking its neighbours cannot change the decision.
_HTTP_CODE = re.compile(
    rf"""[1-5]\d\d(?<![\w.][1-5]\d\d){_not_after("[1-5]..")}:?[ ](?i:{_HTTP_REASONS.replace(" ", "[ ]")}){_END}
       | {_START}HTTP(?:/\d(?:\.\d)?|[ ]Error)?[ ][1-5]\d\d{_END} | {_START}status[ ]code[ ][1-5]\d\d{_END}""",
    re.VERBOSE,
)
_HTTP_HINT = re.compile(r"[1-5]\d\d:? [A-Za-z]|HTTP|status code")
_EXIT_CODE = re.compile(
    rf"""{_START}(?i:exit[ ]code:?|exit[ ]status|exited[ ]with[ ]code|non-zero[ ]exit[ ]status|exitcode=|exit_code=
           |returncode=)[ ]?-?\d{{1,5}}{_END}
      | \[Errno[ ]\d{{1,5}}\]""",
    re.VERBOSE,
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
_PATH = re.compile(
    rf"""(?<![\w./~@\\-]){_NOT_AFTER}
        (?:(?P<abs>(?:~|\.\.?)?(?:/{_PATH_SEGMENT}){{1,64}})
          | (?P<rel>[\w.@~-]{{1,255}}(?:/{_PATH_SEGMENT}){{1,64}})
          | (?P<win>[A-Za-z]:\\[^\s'"<>|*?]{{0,1000}}|\\\\[\w.$-]{{1,255}}\\[^\s'"<>|*?]{{0,1000}}))
        /?(?::\d{{1,9}}){{0,2}}(?:\?[^\s'"<>]{{0,2000}})?(?!<\ue000)""",
    re.VERBOSE,
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
_HOST_CONTEXT_HINT = re.compile(r"resolve|ENOTFOUND|EAI_AGAIN|connect to|nknown host")

_MONTH_HINT = re.compile(r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.? {1,2}\d")
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
_UNIT = (
    rf"(?:ms|us|µs|ns|s|sec|secs|m|min|mins|h|hrs?|[kKMGTP]i?B|[kKMGTP]|b|B|bytes?)(?![A-Za-z0-9]|{_AHEAD})"
    rf"|[ ](?:ms|s|secs?|seconds?|mins?|minutes?|hours?|days?|bytes?|[kKMGT]i?B|B){_END}"
)
# Numbers last, in passes with a fixed replacement (no Python callback per match), most specific first.
_DATE = re.compile(
    rf"""\d(?<![\w.:]\d){_NOT_AFTER_DIGIT}\d{{3}}-\d{{2}}-\d{{2}}
        (?:[T ]\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:[.,]\d{{1,9}})?(?:Z|[+-]\d{{2}}:?\d{{2}})?)?(?![\w:]|{_AHEAD})""",
    re.VERBOSE,
)
_TIME = re.compile(rf"\d(?<![\w.:]\d){_NOT_AFTER_DIGIT}\d?:\d{{2}}:\d{{2}}(?:[.,]\d{{1,9}})?(?![\w:]|{_AHEAD})")
_IPV4 = re.compile(rf"\d(?<![\w.]\d){_NOT_AFTER_DIGIT}\d{{0,2}}(?:\.\d{{1,3}}){{3}}(?!\w|\.\d|{_AHEAD})")
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


def _keep_name(kept: _Kept) -> Callable[[re.Match[str]], str]:
    def replace(m: re.Match[str]) -> str:
        if m.group("cmd") is not None:
            return kept.hold(f"command not found: '{m.group('cmd')}'")  # bash's order, written as zsh's
        if m.group("pkg") is not None:
            return kept.hold(f"'{m.group('pkg')}'")
        if m.group("lead2") is not None:
            return kept.hold(f"{m.group('lead2')} '{m.group('name2')}' from '{m.group('mod')}'")
        return kept.hold(f"{m.group('lead')} '{m.group('quoted') or m.group('name')}'")

    return replace


def _path(m: re.Match[str]) -> str:
    if m.group("rel") is not None and not _REL_PATH_OK.search(m.group()):
        return m.group()  # "and/or", "TCP/IP", "HTTP/1.1": not a path; digits are masked later
    return "<PATH>"


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
    return "<HOST>"  # "connect to localhost" is "connect to 127.0.0.1"


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


def _url(m: re.Match[str]) -> str:
    url = m.group()
    stripped = url.rstrip(".,;:!?")
    return "<URL>" + url[len(stripped) :]


def mask(text: str) -> str:
    """``text`` with its incidental parts replaced by typed placeholders; the layout (spaces, lines) is kept.

    ``mask(mask(x)) == mask(x)``. Placeholders: ``<NUM> <HEX> <UUID> <PATH> <TS> <IP> <HOST> <URL> <STR>``.
    """
    if "\ue000" in text:
        text = text.replace("\ue000", "\ufffd")
    kept: _Kept | None = None
    if _KEEP_NAME_HINT.search(text):
        kept = _Kept()
        text = _KEEP_NAME.sub(_keep_name(kept), text)
    if "::" in text:
        kept = kept or _Kept()
        holder = kept
        text = _TEST_ID.sub(lambda m: holder.hold(f"{m.group('file')}::{m.group('name')}"), text)
    if "xit" in text or "return" in text or "Errno" in text:
        kept = kept or _Kept()
        holder = kept
        text = _EXIT_CODE.sub(lambda m: holder.hold(m.group()), text)
    if _HTTP_HINT.search(text):
        kept = kept or _Kept()
        holder = kept
        text = _HTTP_CODE.sub(lambda m: holder.hold(m.group()), text)
    if "'" in text or '"' in text or "`" in text:
        text = _QUOTED.sub("<STR>", text)
    if "://" in text:
        text = _URL.sub(_url, text)
    if "/" in text or "\\" in text:
        text = _PATH.sub(_path, text)
    if _SOURCE_LOCATION_HINT.search(text):
        text = _SOURCE_LOCATION.sub("<PATH>", text)
    if "-" in text:
        text = _UUID.sub("<UUID>", text)
    if _HOST_CONTEXT_HINT.search(text):
        text = _HOST_CONTEXT.sub(_named_host, text)
    if ":" in text:
        if "::" in text or text.count(":") > 2:
            text = _IPV6.sub(_ipv6, text)
        if _HOST_PORT_HINT.search(text):
            text = _HOST_PORT.sub(_host, text)
    if _MONTH_HINT.search(text):
        text = _MONTH_DATE.sub("<TS>", text)
    text = _HEX_WORD.sub("<HEX>", text)
    if "-" in text:
        text = _DATE.sub("<TS>", text)
    if ":" in text:
        text = _TIME.sub("<TS>", text)
    if "." in text:
        text = _IPV4.sub("<IP>", text)
    if "0x" in text or "0X" in text:
        text = _HEX_LITERAL.sub("<HEX>", text)
    text = _NUMBER.sub("<NUM>", text)
    text = _LONG_ID_NUMBER.sub("<NUM>", text)
    if kept is not None and kept.values:
        text = kept.restore(text)
    return text


# -- reading a multi-line error ------------------------------------------------------------------------

_ANSI = re.compile(r"\x1b(?:\[[0-?]{0,32}[ -/]{0,8}[@-~]|\][^\x07\x1b]{0,512}(?:\x07|\x1b\\)|[@-Z\\-_])")
_PY_FRAME = re.compile(r"(?P<indent>\s*)File \"[^\"]{0,2000}\", line \d{1,9}(?:, in (?P<fn>.{1,300}))?$")
_JS_FRAME = re.compile(
    r"\s{1,64}at (?:async )?(?:new )?(?P<fn>[^\s()]{1,300}(?: \[as [^\]]{1,100}\])?) ?"
    r"\((?:[^()]{0,2000}:\d{1,9}(?::\d{1,9})?|native|Native Method|Unknown Source|<anonymous>)\)$"
)
_LOCATION_ONLY = re.compile(r"\s{1,64}at \S{1,2000}:\d{1,9}(?::\d{1,9})?\)?$|\s{1,64}\.\.\. \d{1,9} more$")
_RUST_FRAME = re.compile(r"\s{0,16}\d{1,5}: {1,8}(?:0x[0-9a-fA-F]{1,16} - )?(?P<fn>\S.{0,300}?)(?:::h[0-9a-f]{16})?$")
_GO_FRAME = re.compile(r"(?P<fn>[^\s(][^\s]{0,300})\([^()]{0,2000}\)$")
_GO_LOCATION = re.compile(r"\t\S{1,2000}:\d{1,9}(?: \+0x[0-9a-f]{1,16})?$")
_STRUCTURAL = re.compile(
    r"Traceback \(most recent call last\):$|During handling of the above exception|"
    r"The above exception was the direct cause|stack backtrace:$|goroutine \d{1,9} \[[^\]]{0,100}\]:$|"
    r"created by \S{1,300}(?: in goroutine \d{1,9})?$|\[?\.\.\. ?\d{1,9} (?:more|lines? (?:skipped|omitted))"
)
# An error line names what failed: an exception type ending its phrase, a compiler's "error:", pytest's "E   ",
# a panic, a kept name. A warning line only says something went wrong ("3 failed", "==== ERRORS ====").
_ERROR_LINE = re.compile(
    r"""(?:^|[\s:(\[])[A-Za-z_][\w.$]{0,200}(?:Error|Exception|Exit|Interrupt|Failure|Fault)(?::|$)
      | ^(?:error|fatal|panic|FATAL|ERROR|Error|FAILED|FAIL|E)(?:\[[\w-]{1,40}\])?(?::|\s{2,}|[ ](?=\S{1,200}::))
      | ^(?:npm[ ](?:ERR!|error)|error[ ]\S{1,40}[ ]|fatal:|Error:|![ ]{0,4}\[(?:remote[ ])?rejected\])
      | :[ ](?:error|fatal[ ]error)(?:[ ][A-Z]{1,4}\d{1,5})?:
      | ^\S{1,500}?:\d{1,9}(?::\d{1,9})?:[ ]\S                    # a compiler's or linter's "file:line:col: ..."
      | ^---[ ]FAIL:[ ] | ^test[ ]\S{1,500}[ ]\.\.\.[ ]FAILED$       # go test, cargo test
      | \bpanicked[ ]at\b | \bSegmentation[ ]fault\b | \bcommand[ ]not[ ]found\b | \bnot[ ]in[ ]this[ ]registry\b
      | \b(?:No[ ]module[ ]named|Cannot[ ]find[ ](?:module|package)|Can't[ ]resolve|No[ ]matching[ ]distribution)\b
    """,
    re.VERBOSE,
)
_WARNING_LINE = re.compile(
    r"""(?<![\w.])[A-Za-z_][\w.]{0,200}(?:Error|Exception|Warning)\b
      | \b(?i:error|errors|exception|fail|failed|failure|failures|fatal|panic|abort|aborted|denied|refused
           |forbidden|unauthori[sz]ed|not\ found|no\ such|cannot|can't|could\ not|couldn't|unable|invalid
           |missing|undefined|unexpected|timed\ out|timeout|killed|segmentation|violation|not\ allowed
           |unrecognized|unknown|conflict|exceeded|unreachable|does\ not\ exist|doesn't\ exist|exit\ status
           |traceback|assert|assertion|warning|deprecated|errno)\b
      | \bSIG[A-Z]{2,8}\b
    """,
    re.VERBOSE,
)
_EXIT_LINE = re.compile(r"(?:Exit code|exit status|Command failed with exit code) -?\d{1,5}$")


# "bash: ", "/bin/bash: line 3: ", "zsh: ", "sh: 1: ": which shell printed the error is incidental
_SHELL_PREFIX = re.compile(
    r"(?:/[\w.-]{1,64}){0,8}/?\b(?:ba|z|da|k|fi)?sh(?::[ ]line[ ]\d{1,9}|:[ ]\d{1,9})?:[ ](?=\S)"
)


def _cap(text: str) -> str:
    if len(text) > HEAD_CHARS + TAIL_CHARS:
        return text[:HEAD_CHARS] + "\n" + text[-TAIL_CHARS:]
    return text


def _line(line: str) -> str:
    """One line as it is masked: cut, its shell prefix dropped, runs of white space made one space."""
    line = " ".join(line[:_MAX_LINE].split())
    if "sh" in line:
        for _ in range(8):
            stripped = line.lstrip()
            m = _SHELL_PREFIX.match(stripped)
            if m is None:
                break
            line = stripped[m.end() :]
    return line


def _frames_cap(frames: list[str]) -> list[str]:
    deduped: list[str] = []
    for f in frames:
        if not deduped or deduped[-1] != f:
            deduped.append(f)
    half = _MAX_FRAMES // 2
    if len(deduped) > _MAX_FRAMES:
        deduped = deduped[:half] + deduped[-half:]
    return deduped


def _summarize(lines: list[str]) -> tuple[list[str], list[str]]:
    """The informative lines of a multi-line output and its frames' function names, in order."""
    frames: list[str] = []
    rest: list[str] = []
    first_exit = _EXIT_LINE.match(lines[0].strip()) is not None
    py_indent = -1  # inside a Python frame: its source and caret lines are indented deeper
    go_block = False
    rust_block = False
    take_next = False
    errors: list[int] = []
    warnings: list[int] = []
    for raw in lines:
        line = raw[:_MAX_LINE]
        if py_indent >= 0:
            indent = len(line) - len(line.lstrip())
            if indent > py_indent:
                continue
            py_indent = -1
        m = _PY_FRAME.match(line)
        if m is not None:
            py_indent = len(m.group("indent"))
            if m.group("fn"):
                frames.append(m.group("fn").strip())
            continue
        if _STRUCTURAL.match(line.strip()):
            stripped = line.strip()
            go_block = stripped.startswith("goroutine ")
            rust_block = stripped == "stack backtrace:"
            continue
        if go_block:
            if _GO_LOCATION.match(line):
                continue
            m = _GO_FRAME.match(line)
            if m is not None:
                frames.append(m.group("fn"))
                continue
            go_block = False
        if rust_block:
            m = _RUST_FRAME.match(line)
            if m is not None:
                frames.append(m.group("fn"))
                continue
        m = _JS_FRAME.match(line)
        if m is not None:
            frames.append(m.group("fn"))
            continue
        if _LOCATION_ONLY.match(line):
            continue
        stripped = line.strip()
        if not stripped:
            continue
        if take_next or _ERROR_LINE.search(stripped):
            errors.append(len(rest))
        elif _WARNING_LINE.search(stripped):
            warnings.append(len(rest))
        take_next = "panicked at" in stripped and stripped.endswith(":")
        rest.append(stripped)
    chosen: list[str] = []
    if first_exit and rest:
        chosen.append(rest[0])
    indices = errors or warnings or list(range(len(rest)))
    half = _MAX_LINES // 2
    if len(indices) > _MAX_LINES:
        indices = indices[:half] + indices[-half:]
    chosen.extend(rest[i] for i in indices if not (first_exit and i == 0))
    return chosen, _frames_cap(frames)


# -- the canonical template ----------------------------------------------------------------------------

_PURE = re.compile(r"[(\[{'\"]{0,4}(?:<(?:NUM|HEX|UUID|PATH|TS|IP|HOST|URL|STR|\*)>[:/.,-]?){1,8}[)\]}'\",;:.]{0,4}")


def _collapse(tokens: list[str], out: list[str]) -> None:
    # A run of placeholders of one type is one variable of variable length: "1 2 3 4" is "<NUM>" like "1",
    # "1190 bytes (1.16 KB)" is "403 bytes" (the units went with the numbers).
    previous: list[str] | None = None
    for tok in tokens:
        if "<" in tok and _PURE.fullmatch(tok):
            kinds = _PLACEHOLDER.findall(tok)
            if kinds == previous:
                continue
            previous = kinds
        else:
            previous = None
        out.append(tok)


def _template(line: str) -> str:
    out: list[str] = []
    _collapse(mask(line).split(), out)
    return " ".join(out)


def _canonical(text: str) -> str:
    """The canonical template of ``text``: informative lines masked, joined by `` | ``, then the frames."""
    if not isinstance(text, str):
        text = text.decode("utf-8", "replace") if isinstance(text, bytes | bytearray) else str(text)
    text = _cap(text)
    if "\x1b" in text:
        text = _ANSI.sub("", text).replace("\x1b", "")
    if "\n" not in text and "\r" not in text:
        template = _template(_line(text))
    else:
        lines = [line for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if line.strip()]
        template = _multi_line(lines) if len(lines) > 1 else _template(_line(lines[0])) if lines else ""
    if len(template) > _MAX_TEMPLATE:
        # cut at a token; masking the cut text again may find a little more, so settle it (a template is a
        # fixed point of this function)
        for _ in range(4):
            cut = template[:_MAX_TEMPLATE]
            if " " in cut:
                cut = cut.rsplit(" ", 1)[0]
            settled = _template(cut)
            if settled == template:
                break
            template = settled
    return template


def _multi_line(lines: list[str]) -> str:
    chosen, frames = _summarize(lines)
    kept: list[str] = []
    seen: set[str] = set()
    for line in chosen:
        line = _line(line)
        masked = _template(line)
        if masked and masked not in seen:
            seen.add(masked)
            kept.append(masked)
    joined = " | ".join(kept)
    if frames:
        joined = f"{joined} {_FRAMES_MARK} {', '.join(frames)}" if joined else f"{_FRAMES_MARK} {', '.join(frames)}"
    # masked once more as one line: that is what fingerprinting the template again does
    return _template(joined)


def _key(template: str) -> str:
    data = f"{FINGERPRINT_VERSION}\x00{template}".encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """A failure's identity: ``key`` (16 hex characters) names the group, ``template`` shows it."""

    key: str
    template: str
    version: int = FINGERPRINT_VERSION


def fingerprint(text: str) -> Fingerprint:
    """The stateless fingerprint of an error message, output or traceback; never raises on a ``str``.

    Its key is the key a :class:`Fingerprinter` gives the cluster this message would start.
    """
    template = _canonical(text)
    return Fingerprint(_key(template), template)


# -- learning templates (Drain-like) -------------------------------------------------------------------
#
# A template is a list of tokens. Each token has a kind, which decides what a mismatch at its position means:
#
#   VAR     holds a placeholder or digits, a true/false/null, a dotted name ("com.apple.x"), or a key=value
#           token; two VARs with the same key (or both keyless) match; a keyless VAR may stand for a word.
#   CODE    lowercase letters and a few digits ("eth0", "an14"): the same letters match, other letters are words.
#   WORD    a lowercase word: may become a wildcard (a user name, a host), at most one per merge, never in the
#           first two tokens or in a message shorter than five tokens.
#   STRONG  a capitalised or upper-case word, an enum-like ALL_CAPS value, punctuation: never wildcarded
#           ("VM Started" / "VM Paused", "GET" / "POST", "E0425" / "E0433").
#   HARD    an exception type, a kept number or name, a test id, a frame: never wildcarded, never matched
#           by anything but itself ("403 Forbidden" / "402 Payment Required").
#
# The first token is an anchor: a cluster only meets messages whose first token is the same word, or a VAR
# that starts with the same name ("onExtend:<NUM>", "com.apple.x:"): Drain's "the first tokens are constant"
# rule, which also indexes the search.

_VAR, _CODE, _WORD, _STRONG, _HARD = 0, 1, 2, 3, 4
_WORDISH = (_WORD, _CODE)
_VARIABLE = (_VAR, _CODE)
_NAMED = (_HARD, _STRONG)
_BOOLS = frozenset({"true", "false", "null", "none", "nil", "undefined"})
_CODE_TOKEN = re.compile(r"[a-z]{1,32}\d{1,4}")
_STRIP = "()[]{}<>.,;:!?'\"`=|"
_KEY_VALUE = re.compile(r"""[(\[{"']?([A-Za-z_][\w.-]{0,64})(?:[<>!~=]?=|:(?=[^\s:]))""")
_DOTTED = re.compile(r"[(\[{\"']?[A-Za-z_][\w-]{0,64}(?:\.[\w-]{1,64}){2,32}[)\]}\"',;:.]{0,4}")
_ENUM_VALUE = re.compile(r"[.:=][A-Z][A-Z0-9]{0,64}_[A-Z0-9_]{1,64}[)\]}\"',;:.]{0,4}$")
_NOT_LETTERS = re.compile(
    r"<(?:NUM|HEX|UUID|PATH|TS|IP|HOST|URL|STR|\*)>|(?i:\b(?:true|false|null|none|nil|undefined)\b)|[^A-Za-z<]+|<"
)
_HARD_TOKEN = re.compile(
    r"""(?<![\w])[A-Za-z_][\w.]{0,200}(?:Error|Exception|Exit|Interrupt|Warning|Failure|Fault)\b
      | ^\W{0,4}(?i:error|exception|fatal|panic)\W{0,4}$
      | ^\W{0,4}\d{1,9}\W{0,4}$
      | ['"`][^\s'"`]{1,200}['"`]
      | \.py::""",
    re.VERBOSE,
)
_STRICT = re.compile(
    r"(?<!\w)[A-Za-z_][\w.]{0,200}(?:Error|Exception)\b|^\W{0,4}(?i:error|exception|fatal|panic)\W{0,4}$|^E(?!RROR)[A-Z]{3,16}:?$"
)
_SEPARATOR = re.compile(r"[^A-Za-z0-9]")


def _letters(tok: str) -> str:
    return _NOT_LETTERS.sub("", tok)


def _kind(tok: str) -> tuple[int, str]:
    """A token's kind and the letters that decide whether a mismatch with a same-kind token is allowed."""
    if _HARD_TOKEN.search(tok):
        return _HARD, tok
    if _ENUM_VALUE.search(tok):
        return _STRONG, tok
    kv = _KEY_VALUE.match(tok)
    if kv is not None:
        return _VAR, kv.group(1) + "="
    core = tok.strip(_STRIP)
    if "<" in tok and _PLACEHOLDER.search(tok):
        return _VAR, ""
    if not core:
        return _STRONG, tok
    if any(c.isdigit() for c in core):
        if _CODE_TOKEN.fullmatch(core):
            return _CODE, _letters(tok)
        if core.isalnum() and not core.islower():
            return _STRONG, tok  # "E0425", "TS2304", "IPV6", "SOCKS5"
        return _VAR, ""
    if core.lower() in _BOOLS or _DOTTED.fullmatch(tok):
        return _VAR, ""
    if core.islower():
        return _WORD, tok
    return _STRONG, tok


_LEADING_NAME = re.compile(r"[^A-Za-z<]{0,8}([A-Za-z]{0,64})")


def _anchor(tok: str) -> str:
    kind, _ = _kind(tok)
    if kind == _VAR:
        m = _LEADING_NAME.match(tok)
        return "\x00" + (m.group(1) if m else "")
    return tok


def _tokens(template: str) -> list[str]:
    return template.split(" ") if template else []


def _kinds(tokens: list[str]) -> tuple[list[int], list[str]]:
    kinds: list[int] = []
    letters: list[str] = []
    frames = False
    for i, tok in enumerate(tokens):
        if frames:
            kinds.append(_HARD)
            letters.append(tok)
            continue
        if tok == "at" and i and tokens[i - 1] == "|":
            frames = True
        kind, lets = _kind(tok)
        kinds.append(kind)
        letters.append(lets)
    if any(_STRICT.search(t) for t, k in zip(tokens, kinds, strict=True) if k in _NAMED):
        # An exception's message is short and every word of it counts: no word becomes a wildcard, and no
        # keyless variable stands for a word (its letters become a marker no word has).
        kinds = [_STRONG if k in _WORDISH else k for k in kinds]
        letters = ["\x01" if k == _VAR and not lets else lets for k, lets in zip(kinds, letters, strict=True)]
    return kinds, letters


def _generalize(a: str, b: str) -> str:
    """The token that matches both ``a`` and ``b``: ``user=root`` + ``user=guest`` -> ``user=<*>``."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    prefix = a[:n]
    lt = prefix.find("<")
    if lt >= 0:
        prefix = prefix[:lt]
    cut = 0
    for m in _SEPARATOR.finditer(prefix):
        cut = m.end()
    return prefix[:cut] + WILDCARD


def _wild_match(t: str, m: str) -> bool:
    return t.endswith(WILDCARD) and m.startswith(t[:-3])


class _Cluster:
    __slots__ = ("key", "tokens", "fingerprint", "_info")

    def __init__(self, key: str, tokens: list[str], template: str) -> None:
        self.key = key
        self.tokens = tokens
        self.fingerprint = Fingerprint(key, template)
        self._info: tuple[list[int], list[str]] | None = None  # computed when first needed: loading is cheap

    def update(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.fingerprint = Fingerprint(self.key, " ".join(tokens))
        self._info = None

    def info(self) -> tuple[list[int], list[str]]:
        if self._info is None:
            self._info = _kinds(self.tokens)
        return self._info

    def template(self) -> str:
        return self.fingerprint.template


_WORD_MIN_POSITION = 2
_WORD_MIN_LENGTH = 5
_CACHE_LIMIT = 1 << 18


class Fingerprinter:
    """Learns templates from a stream of messages and gives each group one stable key.

    Args:
        clusters: previously learned ``(key, template)`` pairs (from :meth:`clusters`, e.g. loaded from the
            store); they keep their keys.
        similarity: the share of a message's tokens that must match a cluster's template for the message to
            join it (0 < similarity <= 1; higher splits more).
        max_clusters: past this many clusters, a message that matches none gets its stateless
            :func:`fingerprint` and no new cluster is learned.

    A message that starts a cluster gets ``fingerprint(message).key``; when the cluster's template later
    generalises (a word becomes ``<*>``), its key stays. The same messages added in the same order give the
    same keys in every process. Instances are thread-safe.
    """

    def __init__(
        self,
        clusters: Iterable[tuple[str, str]] = (),
        *,
        similarity: float = DEFAULT_SIMILARITY,
        max_clusters: int = DEFAULT_MAX_CLUSTERS,
    ) -> None:
        if not 0.0 < similarity <= 1.0:
            raise ValueError(f"similarity must be in (0, 1], not {similarity!r}")
        self.similarity = similarity
        self.max_clusters = max_clusters
        self._lock = threading.Lock()
        self._clusters: list[_Cluster] = []
        self._index: dict[tuple[int, str], list[_Cluster]] = {}
        self._exact: dict[str, _Cluster] = {}
        seen: set[str] = set()
        for key, template in clusters:
            if key not in seen:  # the first of two rows with one key wins
                seen.add(key)
                self._create(key, template)

    def __len__(self) -> int:
        return len(self._clusters)

    def _create(self, key: str, template: str) -> _Cluster:
        tokens = _tokens(template)
        cluster = _Cluster(key, tokens, template)
        self._clusters.append(cluster)
        self._index.setdefault((len(tokens), _anchor(tokens[0]) if tokens else ""), []).append(cluster)
        self._exact.setdefault(template, cluster)
        return cluster

    def _search(self, tokens: list[str]) -> _Cluster | None:
        n = len(tokens)
        candidates = self._index.get((n, _anchor(tokens[0]) if tokens else ""))
        if not candidates:
            return None
        kinds: list[int] | None = None
        letters: list[str] = []
        best: _Cluster | None = None
        best_score = -1
        need = self.similarity * n
        for c in candidates:
            equal = 0
            words = 0
            ok = True
            cinfo: tuple[list[int], list[str]] | None = None
            for i, t in enumerate(c.tokens):
                m = tokens[i]
                if t == m or (i and _wild_match(t, m)):
                    equal += 1
                    continue
                if i == 0:
                    if _wild_match(t, m):
                        equal += 1
                    continue  # the anchors already agree
                if kinds is None:
                    kinds, letters = _kinds(tokens)
                if cinfo is None:
                    cinfo = c.info()
                a = cinfo[0][i]
                b = kinds[i]
                if a == _HARD or b == _HARD:
                    ok = False
                    break
                la = cinfo[1][i]
                lb = letters[i]
                if a == b and la == lb and a in _VARIABLE:
                    equal += 1
                    continue
                if (a == _VAR and not la) or (b == _VAR and not lb):
                    continue
                if a in _WORDISH and b in _WORDISH and i >= _WORD_MIN_POSITION and n >= _WORD_MIN_LENGTH and not words:
                    words = 1
                    continue
                ok = False
                break
            if ok and equal >= need and equal > best_score:
                best, best_score = c, equal
        return best

    @staticmethod
    def _merged(cluster: _Cluster, tokens: list[str]) -> list[str] | None:
        merged: list[str] | None = None
        for i, (t, m) in enumerate(zip(cluster.tokens, tokens, strict=True)):
            if t != m and not _wild_match(t, m):
                if merged is None:
                    merged = list(cluster.tokens)
                merged[i] = _generalize(t, m)
        return merged

    def add(self, text: str) -> Fingerprint:
        """Learn ``text`` and return its cluster's fingerprint (key and current template)."""
        template = _canonical(text)
        with self._lock:
            cluster = self._exact.get(template)
            if cluster is None:
                tokens = _tokens(template)
                cluster = self._search(tokens)
                if cluster is None:
                    if len(self._clusters) >= self.max_clusters:
                        return Fingerprint(_key(template), template)
                    cluster = self._create(_key(template), template)
                else:
                    merged = self._merged(cluster, tokens)
                    if merged is not None:
                        cluster.update(merged)
                        self._exact.setdefault(cluster.template(), cluster)
                if len(self._exact) >= _CACHE_LIMIT:
                    self._exact.clear()
                self._exact[template] = cluster
            return cluster.fingerprint

    def match(self, text: str) -> Fingerprint:
        """The fingerprint :meth:`add` would return for ``text``, without learning anything.

        A message no cluster accepts gets ``fingerprint(text)``: the key its own cluster would have.
        """
        template = _canonical(text)
        with self._lock:
            cluster = self._exact.get(template)
            if cluster is None:
                tokens = _tokens(template)
                cluster = self._search(tokens)
                if cluster is None:
                    return Fingerprint(_key(template), template)
                merged = self._merged(cluster, tokens)
                if merged is not None:
                    return Fingerprint(cluster.key, " ".join(merged))
            return cluster.fingerprint

    def clusters(self) -> list[tuple[str, str]]:
        """Every cluster's ``(key, current template)``, oldest first: what to persist and pass back in."""
        with self._lock:
            return [(c.key, c.template()) for c in self._clusters]
