"""The identity of an environment failure: which service or resource failed how, not which client printed it.

A failure of the environment (a service refusing connections, a rate limit, a bad key, a full disk, a TLS
check) is fixed on that service or resource, whatever client, language or version reported it: node_redis's
"Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED" and redis-py's "Error 111 connecting to
localhost:6379. Connection refused." are one failure. When a message says, in a form one printer uses, which
service failed and what happened (an errno, an API error type or code, a rate limit's kind), its identity is
those parts: ``environment failure | <kind> | <service> | <what>``. Every part that tells two such failures apart
(another service, another errno, status, error code, operation or rate-limit kind) is in it; a message that does
not say all of them with confidence keeps its template.

Each rule is gated by substring tests (a message that names none pays a few of them), and what a rule found is
confirmed by the failure's kind (:func:`~oncebitten.engine.classify.classify_kind`): a rule's words quoted in an
assertion or a test's name are not the failure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..classify import classify_kind

#: What an identity reads like; a text of this form is its own identity (fingerprinting a template again).
IDENTITY = re.compile(
    r"environment failure \| (?:network|rate_limit|auth|permission|disk|timeout) \| [a-z][a-z0-9 .-]{0,120} "
    r"\| [A-Za-z0-9_][A-Za-z0-9_:. ]{0,200}"
)
IDENTITY_PREFIX = "environment failure | "

# errno numbers of Linux, macOS and Windows, and Node's codes, as one code
_ERRNO = {
    "111": "ECONNREFUSED", "61": "ECONNREFUSED", "10061": "ECONNREFUSED",
    "110": "ETIMEDOUT", "60": "ETIMEDOUT", "10060": "ETIMEDOUT",
    "104": "ECONNRESET", "54": "ECONNRESET", "10054": "ECONNRESET",
    "-2": "ENOTFOUND", "8": "ENOTFOUND", "11001": "ENOTFOUND", "-3": "EAI_AGAIN",
}  # fmt: skip
_CODE_SAYS = {
    "ECONNREFUSED": ("network", "connection refused"),
    "ECONNRESET": ("network", "connection reset"),
    "ENOTFOUND": ("network", "name not resolved"),
    "EAI_AGAIN": ("network", "name resolution failed temporarily"),
    "ETIMEDOUT": ("timeout", "connection timed out"),
}

# node_redis: "Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379"
_NODE_REDIS = re.compile(r"Redis connection to \S{1,300} failed - (?:connect|read|write) (E[A-Z_]{2,20})\b")
# redis-py (and what relays it: celery, kombu, rq): "Error 111 connecting to localhost:6379. Connection refused."
_REDIS_PY = re.compile(r"\bError (-?\d{1,5}) connecting to [^\s:]{1,300}:\d{1,5}\. [A-Z]")
# ioredis: "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379"
_IOREDIS = re.compile(r"\[ioredis\][^\n]{0,200}?\b(?:connect|read|write) (E[A-Z_]{2,20})\b")


def _redis(text: str) -> tuple[str, str, str] | None:
    code = None
    if "Redis connection to " in text:
        m = _NODE_REDIS.search(text)
        code = m.group(1) if m else None
    if code is None and " connecting to " in text:
        m = _REDIS_PY.search(text)
        code = _ERRNO.get(m.group(1)) if m else None
    if code is None and "[ioredis]" in text:
        m = _IOREDIS.search(text)
        code = m.group(1) if m else None
    if code is None or code not in _CODE_SAYS:
        return None
    kind, says = _CODE_SAYS[code]
    return kind, "redis", f"{code} {says}"


# Anthropic's API when it is over capacity: the error object ({"type": "overloaded_error", "message":
# "Overloaded"}) or Claude Code's "API Error: 529 Overloaded. This is a server-side issue ..."
# (a terminal may have wrapped the object's type: what lies between the status and its reason holds no digit)
_OVERLOADED = re.compile(r"\boverloaded_error\b|\b529\b[^\n\d]{0,120}?\bOverloaded\b")


def _overloaded(text: str) -> tuple[str, str, str] | None:
    if _OVERLOADED.search(text) is None and "overloaded_error" not in "".join(text.split()):
        return None  # (a terminal may have wrapped the type itself: "overload     ed_error")
    return "network", "anthropic", "529 overloaded_error"


# AWS's error code and the operation, as botocore words it ("An error occurred (AccessDenied) when calling the
# PutObject operation: Access Denied") and as the aws CLI did ("A client error (AccessDenied) occurred when
# calling the PutObject operation: Unknown"): the message after it is how the client read the response.
_AWS = re.compile(
    r"\bA(?:n error occurred|[ ]client error) \((\w{2,80})\)(?: occurred)? when calling the (\w{2,80}) operation"
)


# The message after the operation says more than the code only when it is not one of these: then it is part of
# the failure ("... is not authorized to perform: s3:PutObject ... with an explicit deny in a resource-based
# policy" is fixed elsewhere than a plain "Access Denied"), and the template keeps it.
_AWS_PLAIN = re.compile(r"[ ]?(?::[ ]?(?:Access[ ]Denied|Unknown|Forbidden)?\.?)?\s{0,8}(?:$|\n|['\"])")
_EXCEPTION = re.compile(r"\b[A-Z]\w{1,60}(?:Error|Exception)\b")


def _aws(text: str) -> tuple[str, str, str] | None:
    m = _AWS.search(text)
    if m is None or _AWS_PLAIN.match(text, m.end()) is None:
        return None
    # an exception of its own around the code (boto3's S3UploadFailedError) is a semantic token too
    if any(name != "ClientError" for name in _EXCEPTION.findall(text)):
        return None
    return "", "aws", f"{m.group(1)} {m.group(2)}"


# PHP's S3 class: "S3::putObject(): [AccessDenied] Access Denied on line 349 of file /app/S3.php"
_PHP_S3 = re.compile(
    r"\bS3::(\w{2,80})\(\): \[(\w{2,80})\](?:[ ](?:Access[ ]Denied|Unknown|Forbidden))?\.?"
    r"(?:[ ]on[ ]line[ ]\d{1,9}[ ]of[ ]file[ ]\S{1,2000})?[ \t]{0,8}(?:$|\n)"
)


def _php_s3(text: str) -> tuple[str, str, str] | None:
    m = _PHP_S3.search(text)
    if m is None or any(True for _ in _EXCEPTION.finditer(text)):
        return None
    operation = m.group(1)
    return "", "aws", f"{m.group(2)} {operation[:1].upper()}{operation[1:]}"


# Docker extracting an image's layer onto a full disk, in its two wordings ("ApplyLayer exit status 1 stdout:
# stderr: write /usr/lib/x.ko: no space left on device", "Error processing tar file(exit status 1): write file :
# no space left on device")
def _docker_layer(text: str) -> tuple[str, str, str] | None:
    if "no space left on device" not in text:
        return None
    return "disk", "docker", "failed to register layer: ENOSPC no space left on device"


# GitHub's rate limits: the primary one per user, per installation or per address (unauthenticated), and the
# secondary one, as Octokit, PyGithub, gh or the JSON print them
_GITHUB_PRIMARY = re.compile(
    r"\bAPI rate limit exceeded for (?:(user|installation)(?: ID)?\b|[0-9A-Fa-fx]{1,4}[.:][0-9A-Fa-fx.:]{2,40})"
)


def _github_rate(text: str) -> tuple[str, str, str] | None:
    if "secondary rate limit" in text:
        return "rate_limit", "github", "secondary rate limit"
    m = _GITHUB_PRIMARY.search(text)
    if m is None:
        return None
    return "rate_limit", "github", f"primary rate limit per {m.group(1) or 'address'}"


def _github_credentials(text: str) -> tuple[str, str, str] | None:
    if "github" not in text.lower():
        return None
    return "auth", "github", "401 Bad credentials"


# Docker Hub's pull rate limit, as the daemon and registry clients word it, or as a proxy relays its 429
_DOCKER_HUB_429 = re.compile(r"\bregistry-1\.docker\.io\b[^\n]{0,2000}?\b429\b")


def _docker_pull_rate(text: str) -> tuple[str, str, str] | None:
    if "pull rate limit" not in text and _DOCKER_HUB_429.search(text) is None:
        return None
    return "rate_limit", "docker hub", "toomanyrequests pull rate limit"


# Python's ssl module, whoever relays it (pip's retries, requests, urllib3, httpx): which check failed, why, and
# for which host (another host is another failure: its certificate, its proxy); a message naming no host keeps
# its template
_PY_TLS = re.compile(
    r"\[SSL: CERTIFICATE_VERIFY_FAILED\] certificate verify failed: ([a-z][a-z ]{2,80}?)\s{0,4}(?:\(|'|\"|$)"
)
_TLS_HOST = re.compile(
    r"\bhost='([A-Za-z0-9][A-Za-z0-9.-]{0,100})'|HTTPS connection \(\d{1,5}\): ([A-Za-z0-9][A-Za-z0-9.-]{0,100}):\d"
)


def _python_tls(text: str) -> tuple[str, str, str] | None:
    m = _PY_TLS.search(text)
    hosts = {h.lower().rstrip(".") for pair in _TLS_HOST.findall(text) for h in pair if h}
    if m is None or len(hosts) != 1:
        return None
    return "network", f"tls {hosts.pop()}", f"CERTIFICATE_VERIFY_FAILED {m.group(1)}"


def _openai_key(text: str) -> tuple[str, str, str] | None:
    if "openai" not in text.lower():
        return None
    return "auth", "openai", "invalid_api_key Incorrect API key provided"


# Redis refusing a login (a server error code, whichever client relays it)
_REDIS_AUTH = re.compile(r"\b(WRONGPASS|NOAUTH)\b")


def _redis_auth(text: str) -> tuple[str, str, str] | None:
    codes = set(_REDIS_AUTH.findall(text))
    if len(codes) != 1:
        return None
    return "auth", "redis", codes.pop()


# PostgreSQL's server out of disk, whichever file it failed to extend or write ("could not extend file
# "base/16384/2619": No space left on device", "could not write lock file "postmaster.pid": ...")
_POSTGRES_FULL = re.compile(
    r"could[ ]not[ ](?:extend[ ]file|write[ ](?:lock[ ]file[ ]\"postmaster\.pid\"|temporary[ ]statistics[ ]file))"
    r"[^\n]{0,2000}?:[ ]No[ ]space[ ]left[ ]on[ ]device"
)


def _postgres_full(text: str) -> tuple[str, str, str] | None:
    if _POSTGRES_FULL.search(text) is None:
        return None
    return "disk", "postgres", "ENOSPC no space left on device"


_Rule = Callable[[str], tuple[str, str, str] | None]
# (substrings one of which the message must hold, the rule): the gate costs a few substring tests
_RULES: tuple[tuple[tuple[str, ...], _Rule], ...] = (
    (("Redis connection to ", "connecting to ", "[ioredis]"), _redis),
    (("verloaded",), _overloaded),
    (("when calling the ",), _aws),
    (("S3::",), _php_s3),
    (("failed to register layer",), _docker_layer),
    (("rate limit exceeded for ", "secondary rate limit"), _github_rate),
    (("Bad credentials",), _github_credentials),
    (("toomanyrequests", "registry-1.docker.io"), _docker_pull_rate),
    (("WRONGPASS", "NOAUTH"), _redis_auth),
    (("could not extend file", "could not write lock file", "could not write temporary"), _postgres_full),
    (("CERTIFICATE_VERIFY_FAILED",), _python_tls),
    (("Incorrect API key provided",), _openai_key),
)
# every gate at once: most messages name none, and one search costs less than a loop of substring tests
_ANY_GATE = re.compile("|".join(re.escape(gate) for gates, _ in _RULES for gate in gates))
_ENVIRONMENT = frozenset({"network", "rate_limit", "auth", "permission", "disk", "timeout"})


def environment_identity(text: str) -> str | None:
    """The identity of the environment failure ``text`` reports, or ``None`` when it does not say which
    service failed how with confidence (then its template is its identity)."""
    if _ANY_GATE.search(text) is None:
        return None
    for gates, rule in _RULES:
        if not any(gate in text for gate in gates):
            continue
        found = rule(text)
        if found is None:
            continue
        kind, service, what = found
        actual = classify_kind(text).value
        # the kind the rule implies must be the failure's (an AWS code names none: any environment kind)
        if actual not in _ENVIRONMENT or (kind and actual != kind):
            return None
        return f"{IDENTITY_PREFIX}{actual} | {service} | {what}"
    return None
