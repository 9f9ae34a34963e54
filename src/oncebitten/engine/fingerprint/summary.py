"""Reading an error as a tool returns it: the lines that identify it, masked, as one canonical template.

A multi-line output (tracebacks of Python, Node, Java, Rust and Go; pytest, npm or shell output) is reduced to
its informative lines (the headline, the error and cause lines) and its frames' function names; each line is
masked (:mod:`.mask`) and stripped of the prefix its printer added; the lines are joined by `` | ``, then the
frames. The result, :func:`canonical`, is what a fingerprint hashes and what template mining compares.
"""

from __future__ import annotations

import json
import re

from ..classify import classify_kind
from .anchors import IMPORT_IDENTITY, IMPORT_PREFIXES, import_identity, permission_identity
from .environment import IDENTITY, IDENTITY_PREFIX, environment_identity
from .mask import _EXTENSIONS, _PLACEHOLDER, _TEST_FILE, _mask, _says_parse_error

#: A longer text is fingerprinted by its first HEAD_CHARS and last TAIL_CHARS characters only.
HEAD_CHARS = 8192
TAIL_CHARS = 8192
#: A line is cut at _MAX_LINE characters and a template, at a token, near _MAX_TEMPLATE: the work per message
#: stays bounded, and a template (shorter than a line) is read whole when it is fingerprinted again.
_MAX_LINE = 8192
_MAX_TEMPLATE = 8000
#: At most this many informative lines of a multi-line output make the fingerprint (first and last half).
_MAX_LINES = 10
#: Of a long output, at most this many candidate lines (first and last half) are masked to find those.
_MAX_CANDIDATES = 24
#: At most this many frame names (the outermost and innermost half) make a traceback's fingerprint.
_MAX_FRAMES = 12
#: Whether a line is an error or a warning is read off its first _LINE_SCAN characters.
_LINE_SCAN = 1024
_FRAMES_MARK = "| at"

_ANSI = re.compile(r"\x1b(?:\[[0-?]{0,32}[ -/]{0,8}[@-~]|\][^\x07\x1b]{0,512}(?:\x07|\x1b\\)|[@-Z\\-_])")
_PY_FRAME = re.compile(r"(?P<indent>\s*)File \"(?P<file>[^\"]{0,2000})\", line \d{1,9}(?:, in (?P<fn>.{1,300}))?$")
# (a stack quoted without its indentation is still a stack: the leading white space is optional)
_JS_FRAME = re.compile(
    r"\s{0,64}at (?:async )?(?:new )?(?P<fn>[^\s()]{1,300}(?: \[as [^\]]{1,100}\])?) ?"
    r"\((?:(?P<file>[^()]{0,2000}):\d{1,9}(?::\d{1,9})?|native|Native Method|Unknown Source|<anonymous>)\)(?: \{)?$"
)  # (" {": Node prints the error's properties after its last frame)
# Node's report of an uncaught error around the error itself: the properties it inspects (errno, code, syscall,
# address, port: the message says them already, and errno's number depends on the platform), "throw er; //
# Unhandled 'error' event" and "Emitted 'error' event on ... at:"
_NODE_NOISE = re.compile(
    r"""(?:errno|syscall|address|port|hostname|dest):[ ][^\n]{0,300}
      | code:[ ]'E[A-Z0-9_]{2,40}',?[ ]?\}? | \}
      | throw[ ]er;[ ]//[ ]Unhandled[ ]'error'[ ]event | \^ | Emitted[ ]'error'[ ]event[ ]on[ ][^\n]{0,200}[ ]at:""",
    re.VERBOSE,
)
# A frame in the runtime's own code (Node's core modules: "node:net", "internal/...", or "net.js" without a
# directory before Node 12; Python's standard library, "<frozen ...>"): how the runtime reports the failure,
# which changes between its versions ("same failure on an older Node, more frames"), not the code that failed.
_NODE_CORE = frozenset(
    {
        "_http_agent", "_http_client", "_http_common", "_http_incoming", "_http_outgoing", "_http_server",
        "_stream_duplex", "_stream_passthrough", "_stream_readable", "_stream_transform", "_stream_writable",
        "_tls_common", "_tls_wrap", "assert", "async_hooks", "bootstrap_node", "buffer", "child_process",
        "cluster", "crypto", "dgram", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector",
        "module", "net", "os", "path", "perf_hooks", "process", "punycode", "querystring", "readline", "repl",
        "stream", "string_decoder", "timers", "tls", "tty", "url", "util", "v8", "vm", "worker_threads", "zlib",
    }
)  # fmt: skip
_PY_STDLIB = re.compile(
    r"[/\\](?i:lib[/\\]python\d(?:\.\d{1,2})?|python\d{0,3}[/\\]lib)[/\\](?![^\n]{0,2000}(?:site|dist)-packages)"
)


_LIBRARY = re.compile(r"[/\\](?:site-packages|dist-packages|node_modules)[/\\]")


def _runtime_file(path: str | None) -> bool:
    if not path:
        return False
    path = path.rstrip("0123456789").removesuffix(":") if path[-1:].isdigit() else path  # a line, its column
    if path.startswith(("node:", "internal/", "<frozen ")):
        return True
    if "packages" in path or "node_modules" in path:
        return _LIBRARY.search(path) is not None
    if path.endswith(".js") and "/" not in path and "\\" not in path:
        return path[:-3] in _NODE_CORE
    return path.endswith(".py") and _PY_STDLIB.search(path) is not None


# A traceback printed by rich ("╭──── Traceback (most recent call last) ────╮", a frame "│ /app/cli.py:42 in main
# │", its source and locals, "╰────╯", then the exception): the same frames as Python's own traceback.
_BOX_STARTS = frozenset("╭│╰")
_RICH_FRAME = re.compile(r"│[ ](?P<file>[^\s│]{1,2000}):\d{1,9}[ ]in[ ](?P<fn>[^\s│]{1,300})[ ]{0,200}│$")
# What a process manager puts before every line it relays (pm2's "0|api  | ", docker compose's "web-1  | "):
# which process printed the line is incidental, and under it a stack is still a stack.
# ... and a timestamp a CI runner or a logger puts before every line ("2024-05-01T12:00:03.1234567Z ",
# "[12:00:03] "): when it was printed is incidental, and under it a stack is still a stack.
_TIME_PREFIX = re.compile(
    r"^[ \t]{0,8}\[?(?:\d{4}-\d{2}-\d{2}[T ])?\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?"
    r"(?:Z|[ ]?[+-]\d{2}:?\d{2}|[ ]UTC)?\]?[ ]",
    re.MULTILINE,
)
_TIME_FIRST = frozenset("0123456789[ \t")
_RELAY_PREFIX = re.compile(r"\s{0,8}(?:\d{1,4}\|[\w.@-]{1,60}|[\w.-]{1,60}[-_]\d{1,3})[ ]{0,30}\|(?:[ ]|$)")
# rustc's " --> src/main.rs:5:9" under a diagnostic: where, which is incidental
_RUST_LOCATION = re.compile(r"\s{0,16}-->[ ]\S{1,2000}:\d{1,9}(?::\d{1,9})?$")
_LOCATION_ONLY = re.compile(r"\s{0,64}at (?P<file>\S{1,2000}):\d{1,9}(?::\d{1,9})?\)?$|\s{1,64}\.\.\. \d{1,9} more$")
# a test file's name at the end of a frame's location ("src/index.test.js"): which test failed
_TEST_FILE_NAME = re.compile(r"[\w.-]{1,200}\.[A-Za-z]{1,10}$")
_RUST_FRAME = re.compile(r"\s{0,16}\d{1,5}: {1,8}(?:0x[0-9a-fA-F]{1,16} - )?(?P<fn>\S.{0,300}?)(?:::h[0-9a-f]{16})?$")
# (a tab quoted as spaces is still a tab)
_GO_FRAME = re.compile(r"[ ]{0,16}(?P<fn>[^\s(][^\s]{0,300})\([^()]{0,2000}\)$")
_GO_LOCATION = re.compile(r"(?:\t|[ ]{2,16})\S{1,2000}:\d{1,9}(?: \+0x[0-9a-f]{1,16})?$")
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
      | ^_{3,}[ ]\S{1,500}[ ]_{3,}$                               # pytest's header: the failing test
      | ^[{\[]?["']?(?:message|code|type|status|reason)["']?[ ]?:   # an API error's fields
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
           |traceback|assert|assertion|warning|deprecated|errno|mismatch|mismatched|not\ assignable|incompatible
           |exit\ code)\b
      | \bSIG[A-Z]{2,8}\b
    """,
    re.VERBOSE,
)
# a line that is a warning and says so first ("mysql: [Warning] Using a password on the command line ...")
_WARNING_ONLY = re.compile(r"(?:[\w.-]{1,40}:[ ])?\[?(?i:warn(?:ing)?|deprecat\w*|notice|note|hint)\b")
_EXIT_LINE = re.compile(r"(?:Exit code|exit status|Command failed with exit code) -?\d{1,5}$")
# Where a process reports its exit code (a container, a subprocess, a build step): 127 (not found), 137 (killed),
# 2 (usage) and 1 are different failures, even when the lines that say why were printed before it.
_EXIT_CODE = re.compile(
    r"(?:\bexited with code|\bexit(?:ed)? (?:status|code)|non-zero exit status|\breturn ?code[=: ]) ?(-?\d{1,5})\b"
)
# A cause line says why the error line's failure happened, even when its printer calls it a warning (pip's
# "WARNING: Retrying (...) after connection broken by 'SSLError(...)'"): it tells two failures apart that end
# in one generic error line.
# A hint that says why (git's "hint: Updates were rejected because a pushed branch tip is behind ...") is one too.
_CAUSE_LINE = re.compile(r"(?i:caused[ ]by|broken[ ]by)\b|hint:[ ][^\n]{0,200}?\bbecause\b")
# What a compiler says under a diagnostic: rustc's "= note: expected type `&[u16]`" and the label under the
# carets ("^^ expected slice, found struct `Vec`"): the types and names that tell two errors of one code apart.
_DIAGNOSTIC_DETAIL = re.compile(r"=[ ]note:[ ]|(?:\d{1,9}[ ]{0,8})?\|[ ]{0,200}(?:\^{1,200}|-{1,200})[ ]{1,8}[A-Za-z]")
# The source line such a label points at ("55 |         Provider::Arboard" above "^^^ expected `()`"): which code
# does not compile (another arm of one match is another failure); its line number is incidental.
_GUTTER_SOURCE = re.compile(r"\d{1,9}[ ]{0,8}\|[ ]{0,200}(?P<code>\S.{0,2000})$")
# A progress display's line ("✘ db Error Get ...: request canceled while waiting for con...   15.1s"): a status
# glyph, a line cut to the terminal's width, the time it took. Incidental; the error it shows is printed again.
_PROGRESS_LINE = re.compile(r"[✘✔✓✗✖⠀-⣿][ ].{0,2000}[ ]\d{1,6}(?:\.\d{1,3})?m?s$")
# A progress bar drawn with blocks or lines ("━━━━━━╺━━━ 238.0/288.2 MB 235.4 MB/s eta 0:00:01"), and an error
# glued to its end
_BAR_CHARS = frozenset("━╸╺╾╼─█▉▊▋▌▍▎▏░▒▓■")
_BAR = re.compile(r"[━╸╺╾╼─█▉▊▋▌▍▎▏░▒▓■]{4}")
_GLUED_ERROR = re.compile(r"(?:ERROR|Error|error|FATAL|fatal):[ ]")
# Node's error for a failed network call: "<syscall> <CODE>", then (depending on Node's version) a description and
# the address ("listen EADDRINUSE: address already in use :::5000", "listen EADDRINUSE 0.0.0.0:3000"): which
# call failed how is the failure, the rest is how this Node prints it. (Calls on files keep their path: which
# file is missing counts.)
_NODE_SYSTEM_ERROR = re.compile(
    r"(?<![\w-])(?P<call>listen|connect|read|write|bind|getaddrinfo|send|recv)[ ](?P<code>E[A-Z]{2,15})\b"
    r"(?::[ ][a-z][a-z ,'-]{0,80})?(?:[ ](?!at\b)[^\s|]{1,300})?(?=$|[ ]?\|)"
)
_SYSTEM_CALLS = ("listen E", "connect E", "read E", "write E", "bind E", "getaddrinfo E", "send E", "recv E")


def _names_system_call(text: str) -> bool:
    """Whether ``text`` may hold a Node system error (substrings first: the regexes search every position)."""
    return " E" in text and any(call in text for call in _SYSTEM_CALLS)


_BARE_SYSTEM_ERROR = re.compile(
    r"(?:^|(?<=Error:[ ]))"
    r"(?P<error>(?:listen|connect|read|write|bind|getaddrinfo|send|recv)[ ]E[A-Z]{2,15}\b[^|]{0,300})$"
)
_SYNTAX_ERROR = re.compile(r"\s{0,64}(?:[\w.]{1,200}\.)?(?:SyntaxError|IndentationError|TabError)\b")
# A line that details an assertion or a compiler error: the values compared, the symbol not found.
_DETAIL_LINE = re.compile(r"(?i:expected|actual|received|left|right)[ ]{0,8}:|symbol:[ ]")
# A hint under an error ("hint: ...", "For more information, see ...") says what to do, not what failed.
_HINT = re.compile(r"(?i:hint|help|note|tip)\b|(?i:for[ ]more[ ]information|see[ ]|run[ ]|try[ ]|did[ ]you[ ]mean)")
#: At most this many detail lines follow one error line into the fingerprint.
_MAX_DETAILS = 4
# "running tests:" then the tests that were running when go test hit its time limit, indented: which ones.
_RUNNING_TESTS = "running tests:"


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
    if line[:1] == "(" or line[:6] in ("ERROR ", "Error ", "SQLSTA"):
        m = _MYSQL_ERROR.match(line)
        if m is not None:
            code = m.group("c1") or m.group("c2") or m.group("c3")
            message = m.group("m1") or m.group("m2") or m.group("m3")
            if " (SQL: " in message and message.endswith(")"):
                message = message[: message.find(" (SQL: ")]
            line = f"ERROR {code}: {message}"
    return line


# MySQL's error as its client printed it: the CLI's "ERROR 1045 (28000): Access denied ..." (the SQLSTATE follows
# from the code), a Python driver's "(1045, \"Access denied ...\")", Go's "Error 1040: Too many connections", PHP
# PDO's "SQLSTATE[HY000] [1040] Too many connections" (and the query Laravel appends, "(SQL: select ...)"): one
# error, "ERROR 1045: Access denied ...".
_MYSQL_ERROR = re.compile(
    r"""(?:(?:ERROR|Error)[ ](?P<c1>\d{4})(?:[ ]\([0-9A-Z]{5}\))?:[ ](?P<m1>\S.{0,8000})
       |\((?P<c2>\d{4}),[ ](?P<q>["'])(?P<m2>\S.{0,8000})(?P=q)\)
       |SQLSTATE\[[0-9A-Z]{5}\][ ]\[(?P<c3>\d{4})\][ ](?P<m3>\S.{0,8000}))$""",
    re.VERBOSE,
)

_JAVA_NAME = re.compile(r"[a-z_][\w$]*(?:\.[\w$<>]+){2,}")


def _frames_cap(frames: list[str]) -> list[str]:
    deduped: list[str] = []
    for f in frames:
        if f.count(".") > 1 and _JAVA_NAME.fullmatch(f):
            # "com.acme.web.HelloTest.hello": the class and the method name the frame; the package it lives
            # in is incidental (a fork, a vendored copy)
            f = ".".join(f.rsplit(".", 2)[-2:])
        if not deduped or deduped[-1] != f:
            deduped.append(f)
    half = _MAX_FRAMES // 2
    if len(deduped) > _MAX_FRAMES:
        deduped = deduped[:half] + deduped[-half:]
    return deduped


def _test_file(path: str | None, function: str = "") -> str:
    """The name of the test file a frame's location names, unless the function's name says it already
    (Java's ``HelloTest.hello(HelloTest.java:30)``); else ``""``."""
    if not path:
        return ""
    name = path[max(path.rfind("/"), path.rfind("\\")) + 1 :].split(":", 1)[0]
    if not (_TEST_FILE.search(name) and _TEST_FILE_NAME.fullmatch(name)):
        return ""
    return "" if function and name.split(".", 1)[0] in function else name


def _anonymous_file(path: str | None, function: str) -> str:
    """The file name of an anonymous function's frame (``IncomingMessage.<anonymous> (/app/api/tls.js:9:3)``): with
    no name of its own, the handler is told by its file; its directories and line are incidental."""
    if not path or "<anonymous>" not in function:
        return ""
    name = path[max(path.rfind("/"), path.rfind("\\")) + 1 :].split(":", 1)[0]
    return _BUNDLE_HASH.sub("<HEX>", name) if _TEST_FILE_NAME.fullmatch(name) else ""


# the content hash of a bundle's file name ("app-ecf9784ca3cd.js", "main.3f2a9c1b.js"): which build it was
_BUNDLE_HASH = re.compile(r"(?<=[-.])(?=[0-9a-f]{0,63}\d)(?=[0-9a-f]{0,63}[a-f])[0-9a-f]{6,64}(?=\.)")


def _summarize(lines: list[str]) -> tuple[list[str], list[str], bool]:
    """The informative lines of a multi-line output, its frames' function names, in order, and whether the
    innermost frame (Python's last, Node's first) is in a library's or the runtime's code."""
    frames: list[str] = []
    py_last_library: bool | None = None
    js_first_library: bool | None = None
    rest: list[str] = []
    first_exit = _EXIT_LINE.match(lines[0].strip()) is not None
    py_indent = -1  # inside a Python frame: its source and caret lines are indented deeper
    node = any(_names_system_call(line) and _NODE_SYSTEM_ERROR.search(line) for line in lines[:_MAX_CANDIDATES])
    # The statement of the latest Python frame: a traceback cut after its last frame (a chain quoted up to
    # there) has no exception line, and that statement is the only trace of what failed; a SyntaxError's
    # "frame" shows the line that does not parse, which is what the error is about.
    py_source = ""
    py_fresh = False
    go_block = False
    rust_block = False
    rich_block = False  # inside the box of a traceback printed by rich
    running = False
    take_next = False
    errors: list[int] = []
    warnings: list[int] = []
    above_kept = block_intro = False
    block_indent = details = 0
    for raw in lines:
        line = raw[:_MAX_LINE]
        if "|" in line[:80]:
            m = _RELAY_PREFIX.match(line)
            if m is not None:
                line = line[m.end() :]
        if py_indent >= 0:
            indent = len(line) - len(line.lstrip())
            if indent > py_indent:
                if py_fresh:
                    py_fresh = False
                    py_source = line.strip()
                continue
            py_indent = -1
        if rich_block or line[:1] in _BOX_STARTS or line.lstrip()[:1] in _BOX_STARTS:
            stripped = line.strip()
            if not rich_block:
                rich_block = stripped.startswith("╭") and "Traceback" in stripped
                if rich_block:
                    continue
            elif stripped.startswith("╰"):
                rich_block = False
                continue
            else:
                m = _RICH_FRAME.match(stripped)
                if m is not None and not _runtime_file(m.group("file")):
                    frames.append(m.group("fn"))
                continue  # the source and the locals the box shows
        m = _PY_FRAME.match(line)
        if m is not None:
            py_indent = len(m.group("indent"))
            py_fresh = True
            py_source = ""
            py_last_library = _runtime_file(m.group("file"))
            if m.group("fn") and not py_last_library:
                frames.append(m.group("fn").strip())
            continue
        if py_source and _SYNTAX_ERROR.match(line):
            errors.append(len(rest))
            rest.append(py_source)
        py_source = ""
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
            if js_first_library is None:
                js_first_library = _runtime_file(m.group("file"))
            if _runtime_file(m.group("file")):
                continue
            test_file = _test_file(m.group("file"), m.group("fn")) or _anonymous_file(m.group("file"), m.group("fn"))
            frames.append(f"{m.group('fn')}@{test_file}" if test_file else m.group("fn"))
            continue
        if _RUST_LOCATION.match(line):
            continue
        m = _LOCATION_ONLY.match(line)
        if m is not None:
            test_file = _test_file(m.group("file"))
            if test_file:
                frames.append(test_file)
            continue
        stripped = line.strip()
        if not stripped:
            continue
        if stripped[0] in _BAR_CHARS and _BAR.match(stripped):
            # a progress bar redrawn in place: how far it got is incidental; an error printed right after it,
            # without a new line, is not
            m = _GLUED_ERROR.search(stripped, 0, _LINE_SCAN)
            if m is None:
                continue
            stripped = stripped[m.start() :]
        if running and stripped != line:
            errors.append(len(rest))
            rest.append(stripped)
            continue
        running = stripped == _RUNNING_TESTS
        head = stripped[:_LINE_SCAN]  # what a line is, its head says: bounded work on a huge line
        if _PROGRESS_LINE.match(head) and len(stripped) <= _LINE_SCAN:
            continue
        if node and _NODE_NOISE.fullmatch(stripped):
            continue
        indent = len(line) - len(line.lstrip())
        kept = True
        if (
            take_next
            or _ERROR_LINE.search(head)
            or _CAUSE_LINE.search(head)
            or _DIAGNOSTIC_DETAIL.match(head)
            or _DETAIL_LINE.match(head)
        ):
            if rest and not above_kept and (head.startswith("fatal:") or rest[-1].endswith(":")):
                # git prints why before its generic "fatal: Could not read from remote repository."; a header
                # names what the error under it is about (mocha's '"after all" hook: stopTestServer:')
                errors.append(len(rest) - 1)
            elif rest and "^" in head and _DIAGNOSTIC_DETAIL.match(head):
                m = _GUTTER_SOURCE.match(rest[-1])
                if m is not None:
                    rest[-1] = m.group("code")
                    errors.append(len(rest) - 1)
            errors.append(len(rest))
            details, block_indent, block_intro = 0, indent, head.endswith(":")
        elif _WARNING_LINE.search(head) and not _WARNING_ONLY.match(head):
            warnings.append(len(rest))
            details, block_indent, block_intro = 0, indent, head.endswith(":")
        elif above_kept and details < _MAX_DETAILS and (block_intro or indent > block_indent) and not _HINT.match(head):
            # a detail of the error line above it: what it introduces ("The conflict is caused by:") or what is
            # indented under it, a line or a few
            errors.append(len(rest))
            details += 1
        else:
            kept = False
        above_kept = kept
        take_next = "panicked at" in stripped and stripped.endswith(":")
        rest.append(stripped)
    if py_source:
        errors.append(len(rest))
        rest.append(py_source)
    chosen: list[str] = []
    if first_exit and rest:
        chosen.append(rest[0])
    indices = sorted(set(errors) | set(warnings)) or list(range(len(rest)))
    # Bounded here, capped to _MAX_LINES once masked: boilerplate and repeats are dropped first.
    half = _MAX_CANDIDATES // 2
    if len(indices) > _MAX_CANDIDATES:
        indices = indices[:half] + indices[-half:]
    chosen.extend(rest[i] for i in indices if not (first_exit and i == 0))
    if len(indices) < len(rest) and not any(_EXIT_CODE.search(line) for line in chosen):
        code = next((m.group(1) for line in reversed(rest) if (m := _EXIT_CODE.search(line))), None)
        if code is not None:
            chosen.append(f"exit code {code}")
    return chosen, _frames_cap(frames), bool(py_last_library if py_last_library is not None else js_first_library)


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


# Quotes around a placeholder alone ('"<URL>"' / '<URL>'): how a printer quoted a masked value is incidental.
# Not when a word touches the quotes ("'0'Exit status 0"): without them the placeholder would touch the word,
# and masking the template again would read other boundaries (fingerprinting a template gives its key).
_QUOTED_PLACEHOLDER = re.compile(
    r"""(?<![\w>])(['"`])((?:[\w.<>-]{1,253}:)?<(?:NUM|HEX|UUID|PATH|TS|IP|HOST|URL|STR|\*)>)\1(?![\w<])"""
)  # (a URL's host is kept before it: "registry-<NUM>.docker.io:<URL>")


def _template(line: str, names_file: bool = False) -> str:
    out: list[str] = []
    masked = _mask(line, names_file)
    if "'" in masked or '"' in masked or "`" in masked:
        masked = _QUOTED_PLACEHOLDER.sub(r"\2", masked)
    _collapse(masked.split(), out)
    return " ".join(out)


def _without_prompts(text: str) -> str:
    """``text``, or its one line when the others are only the shell's prompt and the command it echoed (an error
    of one line read as one line, prompt or not)."""
    lines = [line for line in text.split("\n") if line.strip()]
    if len(lines) > 4:
        return text
    rest = [line for line in lines if not _PROMPT.match(line.strip())] if len(lines) > 1 else lines
    return rest[0] if len(rest) == 1 else text


def _json_string(text: str) -> str:
    """An output printed as a JSON string (``"To https://...\\n ! [rejected] ...\\n"``), read as the lines it
    holds; any other text as it is."""
    stripped = text.strip()
    if len(stripped) < 2 or stripped[0] != '"' or stripped[-1] != '"':
        return text
    if " | " in stripped and "\\n" not in stripped:
        return text  # " | " joins the lines of a template: a template is never read as a quoted message
    try:
        decoded = json.loads(stripped)
    except ValueError:
        # a message someone quoted whole, its own quotes left as they were: the message
        inner = stripped[1:-1]
        first = inner.find('"')
        # ('"a" is not "b"' is not one quoted message: its first quote closes the opening one)
        closes = first > 0 and not inner[first - 1].isspace() and inner[first + 1 : first + 2] in ("", " ", ",", ":")
        nested = inner[:1] == '"' and inner[-1:] == '"'  # read once: a template is a fixed point
        return inner if inner and "\\n" not in inner and not closes and not nested else text
    return decoded if isinstance(decoded, str) and decoded.strip() else text


# An API's error object, JSON or a Python dict's repr ({"error": {"message": ..., "type": ..., "code": ...}}),
# bare or inside a client's exception ("openai.RateLimitError: Error code: 429 - {'error': {...}}"), on one line
# or pretty-printed over several: one failure however its client printed it. Its fields are read by name, so a
# body cut short or quoted either way reads the same.
_API_FIELD = re.compile(
    r"""["'](message|code|type|status|reason|documentation_url|error|error_description)["'][ ]{0,8}:[ ]{0,8}"""
    r"""(?:"((?:[^"\\\r\n]|\\.){1,2000})"|'((?:[^'\\\r\n]|\\.){1,2000})'|(-?\d{1,9})\b)"""
)
_API_KEY_QUOTES = re.compile(r"""["'](message|code|type|status|reason|documentation_url)["'](?=[ ]{0,8}:)""")
_API_ERROR_KEY = re.compile(r"""["']error["'][ ]{0,8}:[ ]{0,8}\{""")
#: What names the error (its code, type, status, Google's reason); a generic "error" names nothing.
_API_NAMES = frozenset({"code", "type", "status", "reason", "error"})
# OAuth 2.0's error object (RFC 6749): {"error": "invalid_grant", "error_description": "Token has been expired ..."}
_API_MESSAGES = frozenset({"message", "error_description"})
_MAX_API_FIELDS = 16
# A sentence of an error's message that points to documentation ("For more information on this error, read the
# docs: https://...", "Check out the documentation for more details."): a newer server adds it, an older does not.
_DOCS_POINTER = re.compile(
    r"[ ]?(?:\(?[^.()]{0,80}\b(?i:check[ ]out[ ]the[ ]documentation|see[ ]the[ ]docs?)\b[^.()]{0,80}\.\)?"
    r"|(?i:for[ ]more[ ]information)[^.]{0,80}(?i:read[ ]the[ ]docs|documentation|see)[^ ]{0,4}[ ]?\S{0,300}?\.?)$"
)


def _api_error(text: str) -> str | None:
    """The canonical form of the API error object ``text`` carries: ``API Error <names>: <message>``, its
    code, type and status sorted, its message as printed; ``None`` when it carries none.

    What the client wrapped it in (its exception, the status it printed again, the request's id, a link to the
    documentation) is incidental: the object says what failed."""
    message = ""
    names: set[str] = set()
    named = False
    for n, m in enumerate(_API_FIELD.finditer(text)):
        if n >= _MAX_API_FIELDS:
            break
        key = m.group(1)
        value = m.group(2) if m.group(2) is not None else m.group(3) if m.group(3) is not None else m.group(4)
        if key in _API_MESSAGES:
            if not message or key == "message":
                message = value
        else:
            named = True
            if key in _API_NAMES and value.lower() != "error":
                names.add("".join(value.split()))  # a name has no spaces: the quoting wrapped it
    if not message or not (named or _API_ERROR_KEY.search(text)):
        return None
    message = message.replace("\r", " ").replace("\\n", " ").replace('\\"', '"').replace("\\'", "'")
    if "ocumentation" in message or "docs" in message or "more information" in message.lower():
        message = _DOCS_POINTER.sub("", message).rstrip()  # where to read more is not what failed
    words = sorted(name for name in names if not name.lstrip("-").isdigit())[:4]
    numbers = sorted(name for name in names if name.lstrip("-").isdigit())[:2]
    # "API Error": an error's message, every word of which counts (template mining makes none a wildcard);
    # "Error 403" keeps an HTTP status
    form = f"API Error {' '.join([*numbers, *words])}: {message}" if numbers or words else f"API Error: {message}"
    # a field's name quoted inside a value ("x 'code': 'y'") loses its quotes: the form carries no error object,
    # so fingerprinting a template again reads it as it is
    return _API_KEY_QUOTES.sub(r"\1", form) if "message" in form else form


# An API error printed by its client as "code: message" ("Error: insufficient_quota: You exceeded your current
# quota, ..."): the code and message of its object.
_CODE_MESSAGE = re.compile(
    r"\s{0,8}(?:(?:Error|ERROR|error):[ ])?(?P<code>[a-z][a-z0-9]{0,40}(?:_[a-z0-9]{1,40}){1,6}):[ ]"
    r"(?P<message>[A-Z][^\n]{0,2000})$"
)


# Rust before 1.73 printed "thread 'main' panicked at 'msg', src/main.rs:5:37", since then "thread 'main' panicked at
# src/main.rs:5:37:" and the message on the next line: one panic, read in the newer form.
_OLD_PANIC = re.compile(
    r"^([ \t]{0,16}thread[ ]'[^'\n]{1,200}'[ ]panicked[ ]at[ ])'([^\n]{0,4000}?)',[ ]"
    r"([^\s']{1,2000}:\d{1,9}:\d{1,9})[ \t]*$",
    re.MULTILINE,
)


# libpq (PostgreSQL's client library) before version 14: "could not connect to server: Connection refused" and a
# hint naming the host and port or the socket; since: "connection to server at "db" (10.0.0.2), port 5432 failed:
# Connection refused" and a shorter hint. One failure, read as "connection to server over TCP/IP failed: ..." or
# "... on a socket failed: ..."; which host, address, port or socket is incidental, the hint says nothing more.
_LIBPQ_OLD = re.compile(
    r"could[ ]not[ ]connect[ ]to[ ]server:[ ](?P<why>[^\n]{1,300}?)[ \t]*\n[ \t]*Is[ ]the[ ]server[ ]running[ ]"
    r"(?P<where>on[ ]host|locally)[^?]{0,600}\?"
)
_LIBPQ_NEW = re.compile(
    r"connection[ ]to[ ]server[ ]"
    r"(?:(?P<tcp>at[ ][^\n]{0,300}?,[ ]port[ ]\d{1,5})|on[ ]socket[ ][^\n]{0,300}?)[ ]failed:[ ]"
)
_LIBPQ_HINT = re.compile(r"\n[ \t]*Is[ ]the[ ]server[ ]running[ ](?:on[ ]that[ ]host|locally)[^?\n]{0,300}\?")


def _libpq(text: str) -> str:
    if "could not connect to server:" in text:
        text = _LIBPQ_OLD.sub(
            lambda m: (
                "connection to server "
                + ("over TCP/IP" if m.group("where") == "on host" else "on a socket")
                + f" failed: {m.group('why')}"
            ),
            text,
        )
    if "connection to server " in text:
        text = _LIBPQ_NEW.sub(
            lambda m: "connection to server " + ("over TCP/IP" if m.group("tcp") else "on a socket") + " failed: ",
            text,
        )
        text = _LIBPQ_HINT.sub("", text)
    return text


def _api_settled(template: str) -> str:
    """``template``, or the canonical form of the API error object it holds once its lines are joined (a
    message quoted over two lines reads as one in the template): what fingerprinting the template reads."""
    if "message" in template or "error_description" in template:
        api = _api_error(template)
        if api is not None:
            return _core(_template(_line(api)))
    return template


def _canonical(text: str) -> str:
    """The canonical template of ``text``: informative lines masked, joined by `` | ``, then the frames."""
    if not isinstance(text, str):
        text = text.decode("utf-8", "replace") if isinstance(text, bytes | bytearray) else str(text)
    text = _cap(text)
    if "\x1b" in text:
        text = _ANSI.sub("", text).replace("\x1b", "")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith(IDENTITY_PREFIX) and IDENTITY.fullmatch(text):
        return text  # an environment failure's identity is its own template
    if text.startswith(IMPORT_PREFIXES) and IMPORT_IDENTITY.fullmatch(text):
        return text  # so is an import failure's
    identity = environment_identity(text)
    if identity is not None:
        return identity
    if text[:1] in _TIME_FIRST and ":" in text[:40] and _TIME_PREFIX.match(text):
        text = _TIME_PREFIX.sub("", text)
    if "\n" in text:
        text = _without_prompts(text)
    if "\n" not in text and "\r" not in text and ("\\n" in text or text.rstrip()[-1:] == '"'):
        text = _json_string(text)
    if "panicked at '" in text:
        text = _OLD_PANIC.sub(r"\1\3:\n\2", text)
    if "to server" in text:
        text = _libpq(text)
    if "message" in text or "error_description" in text:
        api = _api_error(text)
        if api is not None:
            text = api
    if "\n" not in text and "\r" not in text:
        if "_" in text[:60] and ": " in text:
            m = _CODE_MESSAGE.match(text)
            if m is not None:  # the same error as its object would read
                text = f"API Error {m.group('code')}: {m.group('message')}"
        if _names_system_call(text):
            m = _BARE_SYSTEM_ERROR.search(text)
            if m is not None:  # as on a line of a longer output
                text = m.group("error")
        template = _core(_template(_line(text)))
    else:
        lines = [line for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if line.strip()]
        template = _multi_line(lines, text) if len(lines) > 1 else _core(_template(_line(lines[0]))) if lines else ""
    template = _api_settled(template)
    if template[-1:] == '"' and template[:1] == '"' and _json_string(template) != template:
        # the lines kept read as one quoted message: read it as that message is (a template is a fixed point)
        template = _canonical(template)
    if (identity := environment_identity(template)) is not None:
        # the template says which service failed how where the text did not say it plainly (its kind read
        # differently through a printer's prefix): what fingerprinting the template again reads
        return identity
    if (identity := import_identity(template)) is not None:
        return identity
    if (identity := permission_identity(template)) is not None:
        return identity
    if len(template) > _MAX_TEMPLATE:
        # cut at a token; masking the cut text again may find a little more, so settle it (a template is a
        # fixed point of this function)
        for _ in range(4):
            if len(template) <= _MAX_TEMPLATE:
                break
            cut = template[:_MAX_TEMPLATE]
            if " " in cut:
                cut = cut.rsplit(" ", 1)[0]
            settled = _api_settled(_core(_template(cut)))
            if settled == template:
                break
            template = settled
    return template


# What a tool, a logger or a CI runner puts before the message, once masked: which one printed it, when, in
# which process, file or container is incidental ("[<TS>] ", "##[error]", "<TS> | ERROR | app:ask:<NUM> - ",
# "<PATH>/app.ts:<NUM>:<NUM> - ", "[rank<NUM>]: ", "postgres_<NUM> | ", pytest's "E ", "Error: ERROR: ").
_PREFIX = re.compile(
    r"""(?:<TS>[ ](?!(?i:error|warn|warning|info|debug|fatal|critical|trace)[ ])[a-z0-9][\w.<>-]{0,63}[ ]
        (?=[A-Za-z][\w./-]{0,59}(?:\[<NUM>\])?:[ ])  # syslog's "<TS> host prog[pid]: ": which host is incidental
      | \[?<TS>\]?(?:[ ]UTC)?(?:[ ]\[<NUM>\])?:?[ ]
      | \[(?!Errno[ ])[^\]\s]{1,40}\]:?[ ]? | \[(?!Errno[ ])[^\]\n]{1,60}\][ ]  # "[Errno 28]" is the errno
      | \#\#\[(?:error|warning)\][ ]?
      | (?:ERROR|WARN(?:ING)?|INFO|DEBUG|CRITICAL|FATAL)[ ]\|[ ] | [^\s<]{0,60}+<(?:NUM|TS)>[^\s|]{0,20}+[ ]\|[ ]
      | [\w.]{1,100}+:[\w.<>]{1,100}+:<NUM>[ ]-[ ] | Caused[ ]by:[ ] | <NUM>\|[^\s|]{1,60}+[ ]\|[ ]  # pm2's "0|api | "
      | <PATH>(?:[^\s:(]{0,300}+(?:\(<NUM>(?:,<NUM>)?\)|(?::<NUM>){1,3}))?(?::[ ]|[ ]-[ ])  # not a kept name alone
      | [\w.-]{1,200}\.(?:"""
    + _EXTENSIONS
    + r"""):[ ]         # "main.c: In function ..."
      | (?:E|>|×|╰─▶|\|)[ ] | (?:Error|ERROR|error):[ ]
      | \{[ ](?=Error) | Uncaught[ ]                                               # Node's wrappers of an error
      | \(node:<NUM>\)[ ]UnhandledPromiseRejectionWarning:[ ]
      | Exception[ ]in[ ]thread[ ]"[^"]{1,100}+"[ ]                              # Java's, and which thread
      | (?:ERROR|WARNING|CRITICAL|FATAL):[\w.<>-]{1,100}+:                     # Python logging's "ERROR:root:"
      | -[ ][\w.<>-]{1,100}+[ ]-[ ](?:ERROR|WARNING|CRITICAL|FATAL)[ ]-[ ]      # "<TS> - app - ERROR - "
      | (?:ERROR|WARNING|CRITICAL|FATAL)[ ]\[[\w.<>-]{1,100}+\][ ])""",
    re.VERBOSE,
)
# "redis.exceptions.ConnectionError" is "ConnectionError": the module that raised it is incidental.
_QUALIFIED = re.compile(
    r"(?<![\w.])(?:[A-Za-z_][A-Za-z0-9_]{0,60}\.){1,8}(?=[A-Z][A-Za-z0-9]{0,100}(?:Error|Exception|Warning)\b)"
)
# Aliases of one exception ("IOError" and "EnvironmentError" are "OSError" since Python 3.3: pip's "due to an
# EnvironmentError" on Python 2 is its "due to an OSError"), and rules drawn with more or fewer characters
# (pytest's "____ test_x ____" is as wide as the terminal).
_ALIASES = re.compile(r"\b(?:IOError|EnvironmentError)\b|([_=-])\1{3,}")
_POINTER = re.compile(r"(?i)complete log of this run|for a full report|errors logged to|full log (?:is|was) (?:at|in)")
# a shell's prompt before the command it echoes: "$ ", "(venv) user@box:~/app$ ", "[user@host app]$ ", "❯ ",
# PowerShell's "PS C:\app> ", cmd's "C:\app>"
_PROMPT = re.compile(
    r"""(?:\([\w.-]{1,60}\)[ ])?
        (?:[\w.-]{1,64}@[\w.-]{1,64}(?::[^\s$#]{0,300})?[$#%][ ]|\[[\w.-]{1,64}@[\w.-]{1,64}[ ][^\]]{0,300}\][$#%][ ]
          |PS[ ][A-Za-z]:\\[^>]{0,300}>[ ]|[A-Za-z]:\\[^>\s]{0,300}>(?=\w)|[$%#❯][ ])""",
    re.VERBOSE,
)


def _core(template: str) -> str:
    """A masked line less the prefixes its printer added and the modules of its exception names.

    Reading off a printer's clause can bare another printer's prefix, so the passes run again until nothing
    changes (a template is a fixed point)."""
    for _ in range(8):
        settled = _core_once(template)
        if settled == template:
            break
        template = settled
    return template


def _core_once(template: str) -> str:
    while True:  # every alternative of _PREFIX takes a character or more
        m = _PREFIX.match(template)
        if m is None or m.end() == len(template):
            break
        template = template[m.end() :]
    if "." in template and ("Error" in template or "Exception" in template or "Warning" in template):
        template = _QUALIFIED.sub("", template)
    if "Error" in template or "___" in template or "===" in template or "---" in template:
        template = _ALIASES.sub(lambda m: m.group(1) * 3 if m.group(1) else "OSError", template)
    if _names_system_call(template) and _NODE_SYSTEM_ERROR.search(template):
        template = _NODE_SYSTEM_ERROR.sub(r"\g<call> \g<code>", template)
    if "(" in template and ("Error) " in template or "Exception) " in template):
        # SQLAlchemy's "(OperationalError) database is locked" is the driver's "OperationalError: database is locked"
        template = _PAREN_EXCEPTION.sub(r"\1: ", template)
    if ("Error" in template or "Exception" in template or "Fail" in template) and (at := _wrapped_at(template)):
        # an exception named after a clause its printer wrote ("ERROR root:12 - SocketTimeoutException: ...",
        # "Received error: HttpError: ...", "RuntimeException: Unable to pause activity {...}: IOException: ...")
        # is the failure; the logger's, caller's or wrapping exception's words before it are how it was reported
        template = template[at:]
    if "FATAL:" in template or "ERROR:" in template or "PANIC:" in template:
        # a server's error relayed by its client ("psql: error: connection to server at ... failed: FATAL:
        # password authentication failed ...", "PSQLException: FATAL: ..."): the server's message is the failure
        template = _server_message(template)
    if "<URL>)" in template:
        # "(Background on this error at: sqlalche.me:<URL>)", "(see <URL>)": where to read about it, which one
        # printer adds and another does not
        template = _READ_MORE.sub("", template)
    if "(SQL: " in template or "[Finished in " in template:
        # the query Laravel echoes after the database's error ("... Table 'x.notice' doesn't exist (SQL: select
        # ...)": the error names the table or column, the query is what the page happened to run), an editor's
        # build trailer ("[Finished in 0.2s]"): how the failure was reported
        template = _ECHOED.sub("", template)
    if "While resolving: " in template:
        # npm's root of a peer conflict is the project being installed, named by its own package.json; what
        # conflicts is on the lines after it ("Found: react@18", "peer react@^16 from @material-ui/core")
        template = _NPM_ROOT.sub(r"\1<*>", template)
    if ",)" in template:  # Python before 3.7 wrote an exception's repr with a 1-tuple's comma: "Error('x',)"
        template = _TUPLE_COMMA.sub(r"\1)", template)
    if "*** [" in template:
        template = _MAKE_LOCATION.sub("", template)
    if "ImportError: No module named" in template:
        template = template.replace("ImportError: No module named", "ModuleNotFoundError: No module named")
    if template.startswith(("npm ERR!", "npm WARN")):
        template = _NPM_LEVEL.sub(lambda m: "npm error" if m.group(1) == "ERR!" else "npm warn", template, 1)
    return template


_NPM_ROOT = re.compile(r"(While[ ]resolving:[ ])(?:@[\w.-]{1,100}/)?[\w.-]{1,200}(?=@)")
_ECHOED = re.compile(r"(?:(?<=\S)[ ]\(SQL:[ ][^|]{0,4000}?\)|[ ]?\[Finished[ ]in[ ]<NUM>\])(?=$|[ ]\|)")
_TUPLE_COMMA = re.compile(r"(['\"]),\)")
_PAREN_EXCEPTION = re.compile(r"\((?:[A-Za-z_]\w{0,60}\.){0,8}([A-Z]\w{0,100}(?:Error|Exception))\)[ ](?=\S)")
# An exception's name that ends its phrase ("IOException: ...", "ScannerError" at the end of a segment)
_EXCEPTION_NAME = re.compile(
    r"(?<![\w$.])[A-Z][A-Za-z0-9]{0,100}(?:Error|Exception|Failure|Fault)(?=:[ ]|:?(?:[ ]\||$))"
)
# what ends a clause a printer wrote before an exception: "ERROR root:12 - ", "Received error: ", "{ ", "---> "
_CLAUSE_ENDS = (": ", " - ", "] ", "{ ", "( ", "> ")


def _wrapped_at(template: str) -> int:
    """Where the last exception named after a clause of its printer starts in ``template``'s first segment
    (before `` | ``), or 0."""
    end = template.find(" | ")
    segment = template if end < 0 else template[:end]
    last = 0
    for m in _EXCEPTION_NAME.finditer(segment):
        if m.start() and segment.endswith(_CLAUSE_ENDS, 0, m.start()) and not m.group().startswith("Assertion"):
            last = m.start()
    if last and "::" in segment[:last]:
        return 0  # "FAILED tests/test_auth.py::test_login - AssertionError": which test failed is the failure
    return last


_READ_MORE = re.compile(
    r"[ ]\((?i:background[ ]on[ ]this[ ]error|see|more[ ]info(?:rmation)?|details|docs|documentation|read[ ]more|learn"
    r"[ ]more|help)(?:[ ](?:at|on|in))?:?[ ](?:[\w.-]{1,100}:)?<URL>\)(?=$|[ ]\|)"
)
# a server's severity label as its clients relay it (PostgreSQL's "FATAL:  ", MySQL's and others' "ERROR: ")
_SEVERITY = re.compile(r"(?:^|(?<=[ :]))(?:FATAL|ERROR|PANIC):[ ]+")


def _server_message(template: str) -> str:
    """``template`` from the server's message its first segment relays after a severity label, if any."""
    end = template.find(" | ")
    segment = template if end < 0 else template[:end]
    last = None
    for m in _SEVERITY.finditer(segment):
        last = m
    if last is None or last.end() >= len(segment):
        return template
    return template[last.end() :]


# GNU make 4 names the rule's makefile and line ("make: *** [Makefile:12: build] Error 2"), make 3 did not; and
# Python 2's "ImportError: No module named x" is Python 3's ModuleNotFoundError
_MAKE_LOCATION = re.compile(r"(?<=\*\*\*[ ]\[)(?:<PATH>|[^\]\s:<]{1,200}:<NUM>):[ ]")
# npm 9 wrote "npm ERR!"/"npm WARN" where npm 10 writes "npm error"/"npm warn": which npm printed it is incidental
_NPM_LEVEL = re.compile(r"npm[ ](ERR!|WARN)(?=[ ]|$)")


# a line that is only its printer's prefix ("npm ERR!", "error:"): a blank line of the log
_BARE_PREFIXES = frozenset({"npm ERR!", "npm error", "npm WARN", "error", "error:", "ERROR:", "ERROR", "E", "|"})


def _dedent(lines: list[str]) -> list[str]:
    """``lines`` less the white space they all start with (an output quoted indented reads as printed)."""
    first = lines[0]
    common = first[: len(first) - len(first.lstrip())]
    for line in lines:
        if not common:
            return lines
        if not line.startswith(common):
            n = 0
            while n < len(common) and n < len(line) and line[n] == common[n]:
                n += 1
            common = common[:n]
    return [line[len(common) :] for line in lines] if common else lines


# An error's property as Node's inspector prints it under the stack ("message: 'Rate exceeded',", "code:
# 'ThrottlingException',"): one runtime version prints them, another does not
_PROPERTY = re.compile(r"""[a-z][A-Za-z]{0,40}:[ ](['"])(?P<value>[^'"]{1,500})\1,?""")


def _without_echoed_properties(kept: list[str]) -> list[str]:
    """``kept`` less the property lines whose value another line already says: they add nothing to the
    failure, and whether a printer shows them is incidental."""
    properties = [_PROPERTY.fullmatch(line) for line in kept]
    others = [line for line, m in zip(kept, properties, strict=True) if m is None]
    return [
        line
        for line, m in zip(kept, properties, strict=True)
        if m is None or not any(m.group("value") in other for other in others)
    ]


# The kinds of failure whose frames say where the program met it, not what failed: the environment (a service,
# the network, a key, a permission, the disk) and the toolchain (a module or package that cannot be found)
_WHERE_KINDS = frozenset({"network", "timeout", "auth", "permission", "rate_limit", "disk", "import", "dependency"})


# a frame that runs a test ("test_login", "LoginTest.testExpired", "TestMain"): which test failed
_TEST_FRAME = re.compile(r"(?:^|[._:$])[Tt]est")


def _identifying_frames(text: str, frames: list[str], in_library: bool = False) -> list[str]:
    """The frames that are part of the failure ``text`` reports: only the tests' when the environment or the
    toolchain failed (the same failure met through another client, version or project has other frames, or none
    when it is logged without its stack; which test met it is still a semantic token) or when the innermost frame
    is a library's or the runtime's (the function that failed is theirs, named differently by each version; the
    app's frames are its callers); every one when the code failed in the app's own function (the failing
    function is the failure)."""
    if not in_library and classify_kind(text).value not in _WHERE_KINDS:
        return frames
    return [frame for frame in frames if _TEST_FRAME.search(frame)]


def _multi_line(lines: list[str], text: str) -> str:
    if lines[0][:1] in (" ", "\t"):
        lines = _dedent(lines)
    chosen, frames, in_library = _summarize(lines)
    bare = next(
        (m for line in chosen if _names_system_call(line) and (m := _BARE_SYSTEM_ERROR.search(line)) is not None), None
    )
    if bare is not None:
        # a Node system error alone on its line ("Error: read ECONNRESET"), or after an app's words ("Error
        # processing sentence: Error: read ECONNRESET"): the failure; the app's account of it around is not
        chosen = [bare.group("error")]
    kept: list[str] = []
    seen: set[str] = set()
    # a parse error names the file that does not parse on a line of its own ('in "./compose.yml", line 7')
    names_file = any(_says_parse_error(line) for line in chosen)
    for line in chosen:
        line = _line(line)
        if _PROMPT.match(line) or _POINTER.search(line):
            continue  # the command that was run, echoed after a prompt; where the full log was written
        masked = _core(_template(line, names_file))
        if masked and masked not in seen and masked not in _BARE_PREFIXES:
            seen.add(masked)
            kept.append(masked)
    if len(kept) > 1 and any(line[:1].islower() and ": " in line for line in kept):
        kept = _without_echoed_properties(kept)
    half = _MAX_LINES // 2
    if len(kept) > _MAX_LINES:
        kept = kept[:half] + kept[-half:]
    joined = " | ".join(kept)
    if frames:
        frames = _identifying_frames(text, frames, in_library)
    if frames:
        joined = f"{joined} {_FRAMES_MARK} {', '.join(frames)}" if joined else f"{_FRAMES_MARK} {', '.join(frames)}"
    if len(joined) > _MAX_TEMPLATE:  # cut at a token now rather than mask what _canonical would cut off
        joined = joined[:_MAX_TEMPLATE].rsplit(" ", 1)[0]
    # masked once more as one line, its prefix read off again: that is what fingerprinting the template again
    # does ("<TS>" alone on a line, then " | ", reads as a prefix)
    return _core(_template(joined))
