"""A failure's kind does not depend on what printed it again: a logger, a CI log, a quote, an indent, a JSON string."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncebitten.engine.classify import ErrorKind, classify_kind

K = ErrorKind

# Messages whose kind is read from the start of a line: stack frames with the source they echo, a JSON body
# with its status, pytest's failing line, a Rust panic, a Node test runner's summary.
MESSAGES = [
    ('Traceback (most recent call last):\n  File "./basic.py", line 13, in <module>\n'
     "    app.add_exception_handler(RateLimitExceeded, _rate_limit_exceeded_handler)\n"
     "NameError: name 'RateLimitExceeded' is not defined", K.RUNTIME),
    ('{\n "error": {\n  "errors": [\n   {\n    "domain": "global",\n    "reason": "insufficientPermissions",\n'
     '    "message": "Insufficient Permission"\n   }\n  ],\n  "code": 403,\n  "message": "Insufficient Permission"\n'
     " }\n}", K.PERMISSION),
    ('{\n  "name": "HttpError",\n  "status": 401,\n  "response": {\n    "url": "https://api.github.com/graphql"\n'
     "  }\n}", K.AUTH),
    ("The application panicked (crashed).\n  called `Result::unwrap()` on an `Err` value: Os { code: 13, kind: "
     'PermissionDenied, message: "Permission denied" }\nin src/libcore/result.rs:997', K.PERMISSION),
    ("  OSError\n\n  [Errno 122] Disk quota exceeded: '/home/runner/out/track-01.flac'\n\n"
     "  at /nix/store/lib/python3.11/site-packages/poetry/installation/executor.py:281 in _execute_operation",
     K.DISK),
    ("fail: Grpc.Net.Client.Internal.GrpcCall[6]\n      Error starting gRPC call.\n"
     "      System.Net.Http.HttpRequestException: Connection refused (localhost:80)", K.NETWORK),
    ("error: failed to compile `cargo-public-api v0.23.0`\n\nCaused by:\n  failed to select a version for the "
     "requirement `rustdoc-types = \"=0.17.0\"`", K.DEPENDENCY),
]  # fmt: skip


def _each_line(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


PRINTERS = {
    "a logger's timestamp on the first line": lambda t: f"2024-05-14 12:03:33,417 ERROR [main] {t}",
    "a logger's timestamp on every line": lambda t: _each_line(t, "2024-05-14T12:03:33.417Z ERROR "),
    "a CI log's timestamps": lambda t: _each_line(t, "2024-05-14T12:03:33.4172251Z "),
    "a Markdown quote": lambda t: _each_line(t, "> "),
    "an indent": lambda t: _each_line(t, "    "),
    "a JSON string": lambda t: json.dumps({"level": "error", "msg": t}),
    "BuildKit's step and time on every line": lambda t: _each_line(t, "#12 0.407 "),
    "Maven's level on every line": lambda t: _each_line(t, "[ERROR] "),
    "Python logging's default format": lambda t: f"ERROR:app.worker:{t}",
    "Go's log package on every line": lambda t: _each_line(t, "2024/05/14 12:03:33 "),
    "a logback pattern without the date on every line": lambda t: _each_line(t, "12:03:33.417 [main] ERROR c.e.App - "),
    "a terminal UI's panel": lambda t: "\n".join(
        ["╭─ Error ─────────────────────╮", *(f"│ {line:<40} │" for line in t.split("\n")), "╰" + "─" * 30 + "╯"]
    ),
}


@pytest.mark.parametrize("printer", PRINTERS)
@pytest.mark.parametrize(("message", "kind"), MESSAGES)
def test_a_printer_around_a_message_keeps_its_kind(message: str, kind: ErrorKind, printer: str) -> None:
    assert classify_kind(message) is kind
    assert classify_kind(PRINTERS[printer](message)) is kind


@given(st.sampled_from(MESSAGES), st.lists(st.sampled_from(sorted(PRINTERS)), min_size=1, max_size=2, unique=True))
def test_printers_around_printers_keep_the_kind(case: tuple[str, ErrorKind], printers: list[str]) -> None:
    message, kind = case
    for printer in printers:
        message = PRINTERS[printer](message)
    assert classify_kind(message) is kind


def test_a_timestamp_is_not_a_status_and_a_quote_is_not_pytest_source() -> None:
    assert classify_kind("2024-05-14 12:04:03,401 ERROR [main] KeyError: 'user'") is K.RUNTIME
    assert classify_kind(">       assert resp.status_code == 200\nE       assert 403 == 200") is K.TEST


def test_an_escaped_message_is_read_as_the_lines_it_escapes() -> None:
    escaped = (
        'Traceback (most recent call last):\\n  File \\"app.py\\", line 3\\n    on_rate_limit_exceeded()\\nKeyError: 1'
    )
    assert classify_kind(escaped) is K.RUNTIME


def test_a_json_log_record_is_read_as_its_message_and_its_status_still_counts() -> None:
    frame = '  File "./basic.py", line 13, in <module>\n    add_handler(_rate_limit_exceeded_handler)\n'
    record = {"level": "error", "msg": frame + "NameError: name 'RateLimitExceeded' is not defined"}
    assert classify_kind(json.dumps(record)) is K.RUNTIME
    assert classify_kind(json.dumps({"status": 401, "msg": "request failed\n  retrying"})) is K.AUTH


def test_a_level_word_after_a_timestamp_is_the_message_s_own_when_a_colon_follows() -> None:
    assert classify_kind("2024-05-17T12:03:51.417Z Error: listen EADDRINUSE 0.0.0.0:3000") is K.RUNTIME


# A Python frame echoes its source two spaces deeper; a line at another depth after it is the message's own.
FRAMES_BEFORE_THE_MESSAGE = [
    ('1) AuthController POST /users/login should return 401 with wrong password message:\n'
     '  File "/srv/app/quota_limit.py", line 429, in disk_permission\n'
     '     Error: expected 401 "Unauthorized", got 400 "Bad Request"', K.TEST),
    ('"before all" hook: startTestServer:\n  File "/srv/app/check_memory.py", line 401, in token_quota\n'
     '     Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called', K.TIMEOUT),
    ('Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    check_token_permission()\n'
     "KeyError: 'user'", K.RUNTIME),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), FRAMES_BEFORE_THE_MESSAGE)
def test_a_frame_swallows_only_the_source_it_echoes(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


# A word that qualifies a name, or that sits inside an identifier, is not evidence of the kind.
NAMES_NOT_EVIDENCE = [
    ("Error: read ECONNRESET\n    at TCP.onStreamRead (node:internal/stream_base_commons:220:20) "
     "(limit cache timeout stats enabled)", K.NETWORK),
    ("npm ERR! fetch failed https://github.com/component/global/archive/v2.0.1.tar.gz\n"
     "npm ERR! Error: 502 Bad Gateway (timeout settings loaded)", K.NETWORK),
    ("DEADLINE_EXCEEDED: ClientCall started after CallOptions deadline was exceeded. (in check_permission_denied)",
     K.TIMEOUT),
    ("Deadlock found when trying to get lock; try restarting transaction (in verify_permission_denied_page)",
     K.RUNTIME),
]  # fmt: skip
# ... while the event or the API's code still counts.
EVENTS_STILL_COUNT = [
    ("Error: Timeout of 2000ms exceeded.", K.TIMEOUT),
    ("requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.x.com', port=443): Read timed out.", K.TIMEOUT),
    ("grpc: status = PERMISSION_DENIED, details = caller lacks access", K.PERMISSION),
    ("google.api_core.exceptions.PermissionDenied: 403 The caller does not have permission", K.PERMISSION),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), NAMES_NOT_EVIDENCE + EVENTS_STILL_COUNT)
def test_a_word_naming_a_thing_is_not_the_event(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


# npm reading its registry's HTML error page raises a SyntaxError: the package could not be provided.
REGISTRY_MISSES = [
    ("npm http GET http://10.0.12.4/left-pad\nnpm http 404 http://10.0.12.4/left-pad\n"
     "npm ERR! registry error parsing json\nnpm ERR! SyntaxError: Unexpected token <\n"
     "npm ERR!     at Object.parse (native)", K.DEPENDENCY),
    ("2024-05-14T12:03:33.4172251Z npm ERR! registry error parsing json\n"
     "2024-05-14T12:03:33.4172251Z npm ERR! SyntaxError: Unexpected token < in JSON at position 0", K.DEPENDENCY),
]  # fmt: skip
# ... while a SyntaxError in the user's own JSON, read by npm, is still one.
NOT_REGISTRY_MISSES = [
    ("npm ERR! code EJSONPARSE\nnpm ERR! JSON.parse Failed to parse json\n"
     "npm ERR! JSON.parse Unexpected token } in JSON at position 312 while parsing near '...\"dependencies\": {}'",
     K.SYNTAX),
    ("SyntaxError: Unexpected token '<'\n    at Object.compileFunction (node:vm:360:18)", K.SYNTAX),
]  # fmt: skip


@pytest.mark.parametrize(("message", "kind"), REGISTRY_MISSES + NOT_REGISTRY_MISSES)
def test_a_registry_that_answered_a_page_is_a_dependency_failure(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


def test_an_error_label_before_an_indented_traceback_is_the_printer_s() -> None:
    frame = 'Error:   File "./basic.py", line 13, in <module>\n    add_handler(_on_rate_limit_exceeded)\n'
    assert classify_kind(frame + "NameError: name 'RateLimitExceeded' is not defined") is K.RUNTIME
    assert classify_kind("Error:   429 Too Many Requests") is K.RATE_LIMIT


def test_a_terminal_s_colours_and_windows_line_ends_are_not_the_message() -> None:
    traceback = MESSAGES[0][0]
    coloured = "\n".join(f"\x1b[31m{line}\x1b[0m" for line in traceback.split("\n"))
    assert classify_kind(coloured) is K.RUNTIME
    assert classify_kind(traceback.replace("\n", "\r\n")) is K.RUNTIME
    header = "In file included from src/Common.cpp:1:0:\r\ninclude/Common.h:10:22: "
    assert (
        classify_kind(header + "fatal error: filesystem: No such file or directory\r\n #include <filesystem>")
        is K.IMPORT
    )


def test_blank_lines_around_an_escaped_message_do_not_hide_its_lines() -> None:
    escaped = json.dumps(
        'Traceback (most recent call last):\n  File "x.py", line 3\nConnectionRefusedError: [Errno 111]'
    )
    assert classify_kind(f"\n\n{escaped[1:-1]}\n\n") is K.NETWORK


@pytest.mark.parametrize("before", ["", "loaded 429 rows from fixtures\n", "user@host:~/src/app$ make\n"])
def test_a_launcher_s_level_and_source_between_bars_are_the_printer_s(before: str) -> None:
    message = (
        "2023-05-03 09:46:14,200 | ERROR | C:\\automatic\\installer.py | Error running git: None / status\n"
        "2023-05-03 09:46:14,202 | DEBUG | C:\\automatic\\installer.py | Git output: fatal: detected dubious "
        "ownership in repository at 'C:/automatic'"
    )
    assert classify_kind(before + message) is K.PERMISSION


@pytest.mark.parametrize("printer", ["> ", "[ERROR] ", "2024-05-16T12:03:44.417Z ERROR "])
def test_a_ci_view_s_bars_behind_another_printer_are_undone_too(printer: str) -> None:
    message = (
        "sudo apt-get install libssl-dev\n--\n  | E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by "
        "process 4407 (unattended-upgr)\n  | 🚨 Error: The command exited with status 100"
    )
    assert classify_kind(_each_line(message, printer)) is K.RUNTIME


def test_a_logger_s_bracketed_name_has_no_colon() -> None:
    message = "2024-05-17T12:03:41.417Z ERROR [API Error: Resource has been exhausted (e.g. check quota).]"
    assert classify_kind(message) is K.RATE_LIMIT
    assert classify_kind("2024-05-14 12:03:33,417 ERROR [main] Connection refused") is K.NETWORK
