"""Seed 000's HARD / SOFT classes decide how long a failure is remembered."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oncebitten.engine.classify import SOFT_PATTERNS, ErrorType, classify_ttl


@pytest.mark.parametrize("pattern", SOFT_PATTERNS)
def test_every_seed_soft_pattern_is_soft_in_any_case(pattern: str) -> None:
    assert classify_ttl(f"Error: {pattern.upper()} while running") is ErrorType.SOFT


@pytest.mark.parametrize(
    "message",
    [
        "SyntaxError: invalid syntax",
        "TypeError: cannot add int and str",
        "ValueError: bad literal",
        "ModuleNotFoundError: No module named 'requests'",
        "AttributeError: 'NoneType' object",
        "NameError: name 'foo' is not defined",
        "AssertionError",
        "",
    ],  # fmt: skip
)
def test_logic_errors_are_hard(message: str) -> None:
    assert classify_ttl(message) is ErrorType.HARD


def test_permission_denied_is_soft_as_seed_000_documents() -> None:
    # Seed 001 calls this NEVER_RETRY; seed 000 keeps it only an hour. Each keeps its own rule.
    assert classify_ttl("open('/etc/shadow'): Permission denied") is ErrorType.SOFT


@given(st.text())
def test_classification_never_raises_and_is_one_of_two(text: str) -> None:
    assert classify_ttl(text) in (ErrorType.HARD, ErrorType.SOFT)


# -- seed 001: categories and signatures ----------------------------------------------------------------

from oncebitten import ErrorCategory, ErrorKind, build_error_signature, classify_error, classify_kind  # noqa: E402


@pytest.mark.parametrize(
    ("error_type", "message"),
    [
        ("PermissionError", "access denied"),
        ("AuthError", "Authentication failed for user bot"),
        ("HTTPError", "401 Unauthorized"),
        ("HTTPError", "403 Forbidden"),
        ("ApiError", "invalid credentials"),
        ("BillingError", "Your subscription has lapsed"),
        ("ApiError", "Rate limit exceeded for org"),
    ],  # fmt: skip
)
def test_auth_and_permission_errors_are_never_retry(error_type: str, message: str) -> None:
    assert classify_error(error_type, message) is ErrorCategory.NEVER_RETRY


@pytest.mark.parametrize(
    ("error_type", "message"),
    [
        ("SyntaxError", "invalid syntax"),
        ("TypeError", "unsupported operand type(s)"),
        ("AssertionError", "expected 3, got 2"),
        ("ValueError", "invalid literal for int()"),
    ],  # fmt: skip
)
def test_syntax_type_and_logic_errors_are_code_errors(error_type: str, message: str) -> None:
    assert classify_error(error_type, message) is ErrorCategory.CODE_ERROR


@pytest.mark.parametrize(
    ("error_type", "message"),
    [
        ("ConnectionError", "connection refused"),
        ("OSError", "No space left on device"),
        ("TimeoutError", "network timeout after 30s"),
        ("DNSError", "name resolution failed"),
        ("HTTPError", "503 Service Unavailable"),
        ("NpmError", "package registry down"),
    ],  # fmt: skip
)
def test_network_disk_and_timeout_errors_are_env_errors(error_type: str, message: str) -> None:
    assert classify_error(error_type, message) is ErrorCategory.ENV_ERROR


def test_unknown_error_type_defaults_to_code_error() -> None:
    assert classify_error("WeirdThing", "something odd happened") is ErrorCategory.CODE_ERROR


def test_category_is_a_string_enum() -> None:
    assert ErrorCategory.NEVER_RETRY == "never_retry" and str(ErrorCategory.ENV_ERROR) == "env_error"


def test_error_signature_is_stable_and_shaped() -> None:
    import hashlib

    signature = build_error_signature("proj-1", "SyntaxError", "invalid syntax")
    assert signature == build_error_signature("proj-1", "SyntaxError", "invalid syntax")
    assert signature == "proj-1:SyntaxError:" + hashlib.md5(b"invalid syntax").hexdigest()[:8]
    assert signature != build_error_signature("proj-1", "SyntaxError", "unexpected indent")
    assert signature != build_error_signature("proj-2", "SyntaxError", "invalid syntax")


def test_permission_denied_disagreement_between_seeds_is_kept() -> None:
    message = "bash: ./deploy.sh: Permission denied"
    assert classify_ttl(message) is ErrorType.SOFT  # seed 000: transient, remembered an hour
    assert classify_error("OSError", message) is ErrorCategory.NEVER_RETRY  # seed 001: ask a human
    assert classify_kind(message) is ErrorKind.PERMISSION  # the shared kind says what it is


# -- the shared kind --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ('  File "app.py", line 3\n    def f(:\n SyntaxError: invalid syntax', ErrorKind.SYNTAX),
        ('TypeError: can only concatenate str (not "int") to str', ErrorKind.TYPE),
        ("src/a.ts(3,5): error TS2345: Argument of type 'string' is not assignable", ErrorKind.TYPE),
        ("ModuleNotFoundError: No module named 'ledger'", ErrorKind.IMPORT),
        ("Cannot find module 'pg' from 'src/db.ts'", ErrorKind.IMPORT),
        ("FAILED tests/test_api.py::test_create_order - assert 404 == 200", ErrorKind.TEST),
        ("--- FAIL: TestParse (0.00s)", ErrorKind.TEST),
        ("Traceback (most recent call last):\n  ...\nKeyError: 'user'", ErrorKind.RUNTIME),
        ("thread 'main' panicked at src/main.rs:4:5", ErrorKind.RUNTIME),
        ("ENOENT: no such file or directory, open '/x/settings.json'", ErrorKind.RUNTIME),
        ("requests.exceptions.ReadTimeout: timed out", ErrorKind.TIMEOUT),
        ("curl: (7) Failed to connect to localhost port 8000: Connection refused", ErrorKind.NETWORK),
        ("getaddrinfo ENOTFOUND registry.npmjs.org", ErrorKind.NETWORK),
        ("open('/etc/shadow'): Permission denied", ErrorKind.PERMISSION),
        ("Resource not accessible by personal access token (403)", ErrorKind.PERMISSION),
        ("remote: Invalid username or token. 401 Unauthorized", ErrorKind.AUTH),
        ("HTTP 429 Too Many Requests", ErrorKind.RATE_LIMIT),
        ("OSError: [Errno 28] No space left on device", ErrorKind.DISK),
        ("npm ERR! code ERESOLVE could not resolve dependency tree", ErrorKind.DEPENDENCY),
        ("ERROR: No matching distribution found for torch==9.9", ErrorKind.DEPENDENCY),
        ("bash: rg: command not found", ErrorKind.DEPENDENCY),
        ("all good, nothing to see", ErrorKind.UNKNOWN),
    ],
)
def test_kind_of_real_world_failures(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # Numbers that look like statuses but are not.
        ("FAILED tests/test_limits.py::test_burst - assert 429 == 200", ErrorKind.TEST),
        ("AssertionError: 200 != 429", ErrorKind.TEST),
        ("java.lang.AssertionError: Status expected:<200> but was:<401>", ErrorKind.TEST),
        ("Uncaught AssertionError: expected 200 to equal 403", ErrorKind.TEST),
        ("E       AssertionError: assert '200 OK' == '403 FORBIDDEN'", ErrorKind.TEST),
        ("requests.exceptions.ReadTimeout: timed out after 401.3s", ErrorKind.TIMEOUT),
        ("curl: (7) Failed to connect to 10.0.12.429 port 8080: Connection refused", ErrorKind.NETWORK),
        ("ERROR: No matching distribution found for array-record==0.4.1 (from -r requirements.txt (line 401))",
         ErrorKind.DEPENDENCY),
        ("WARNING: Job failed: exit code 1  duration=51m54s job=14290 project=429", ErrorKind.RUNTIME),
        # Misleading words.
        ("AssertionError: Timed out after 10.00s : Color3f(1, 0.5) != Color3f(1, 0.55)", ErrorKind.TEST),
        ("TypeError: __init__() got an unexpected keyword argument 'timeout'", ErrorKind.TYPE),
        ('error: Cannot access attribute "error_code" for class "PermissionError"', ErrorKind.TYPE),
        # Statuses where they are statuses, and messages the kind used to misread.
        ("HTTP/1.1 403 Forbidden", ErrorKind.PERMISSION),
        ("curl: (22) The requested URL returned error: 403", ErrorKind.PERMISSION),
        ("openai.RateLimitError: Error code: 429 - {'error': {'code': 'rate_limit_exceeded'}}", ErrorKind.RATE_LIMIT),
        ("upstream rejected the request: status=429", ErrorKind.RATE_LIMIT),
        ("received status code 401 from the registry", ErrorKind.AUTH),
        ('github.GithubException: 403 {"message": "API rate limit exceeded for user ID 4518."}', ErrorKind.RATE_LIMIT),
        ("googleapiclient.errors.HttpError: <HttpError 403: Quota exceeded for quota metric 'Queries'>",
         ErrorKind.RATE_LIMIT),
        ("IOError: [Errno 122] Disk quota exceeded", ErrorKind.DISK),
        ('foo.py:3: error: Argument 1 to "f" has incompatible type "str"; expected "int"  [arg-type]', ErrorKind.TYPE),
        ("npm error code E401\nnpm error Incorrect or missing password.", ErrorKind.AUTH),
        ("app.c:1:10: fatal error: zlib.h: No such file or directory", ErrorKind.IMPORT),
        ("main.go:4:2: no required module provides package github.com/x/y; to add it:", ErrorKind.IMPORT),
        ("git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.",
         ErrorKind.AUTH),
        ("Host key verification failed.\nfatal: Could not read from remote repository.", ErrorKind.AUTH),
        ("Error: ENOSPC: System limit for number of file watchers reached, watch '/x'", ErrorKind.RUNTIME),
    ],
)  # fmt: skip
def test_kind_reads_a_status_only_where_it_is_one(message: str, kind: ErrorKind) -> None:
    assert classify_kind(message) is kind


def test_kind_uses_the_error_type_too() -> None:
    assert classify_kind("bad input", "SyntaxError") is ErrorKind.SYNTAX


@given(st.text(max_size=2000), st.text(max_size=40))
def test_kind_never_raises(message: str, error_type: str) -> None:
    assert isinstance(classify_kind(message, error_type), ErrorKind)


def test_kind_is_bounded_on_huge_output() -> None:
    import time

    start = time.perf_counter()
    assert classify_kind("x" * 5_000_000 + " SyntaxError: bad") is ErrorKind.SYNTAX
    assert time.perf_counter() - start < 1.0
