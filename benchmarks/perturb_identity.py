"""The fingerprint against generated perturbations of the DEV originals: the written definition, not single rows.

Tuning on individual dev rows overfits; a perturbation made by the definition (docs/fingerprint.md, the corpus
README) generalises. For every dev original of the real-error corpus (held-out rows are never read):

- **hard negatives**: variants that change ONE semantic token of a class the definition names (the missing
  module, the exception type, the errno / exit code, the HTTP status, an attribute / key / column / table name,
  the failing test, the git operation, the host of a failed connection), found by simple regexes. A variant
  given its original's key is a false merge.
- **incidental variants**: only incidental parts changed (path prefixes, temp and home dirs, line / column
  numbers, timestamps, durations, PIDs, ids, hashes, UUIDs, IPs, ports, sizes). A variant not given its
  original's key is a split.

Both with ``fingerprint()`` (stateless) and with a fresh ``Fingerprinter()`` that learned the original first
(what the store does). Seeded; prints a rate per class and, with ``--show CLASS``, examples of the failures.

Usage::

    PYTHONPATH=src .venv/bin/python benchmarks/perturb_identity.py [--seed 1] [--show exception]
"""

from __future__ import annotations

import argparse
import random
import re
from collections.abc import Callable, Iterator

from bench_identity import CORPUS, load_corpus

from oncebitten.engine.fingerprint import Fingerprinter, fingerprint

Perturb = Callable[[str, random.Random], Iterator[str]]

EXCEPTIONS = {
    "python": ["ValueError", "TypeError", "KeyError", "AttributeError", "RuntimeError", "OSError", "IndexError",
               "ImportError", "PermissionError", "FileNotFoundError", "ConnectionError", "TimeoutError"],
    "java": ["NullPointerException", "IllegalArgumentException", "IllegalStateException", "IOException",
             "ClassCastException", "UnsupportedOperationException", "ArrayIndexOutOfBoundsException"],
    "js": ["TypeError", "ReferenceError", "SyntaxError", "RangeError", "Error"],
}  # fmt: skip
MODULES = ["numpy", "pandas", "requests", "yaml", "torch", "flask", "django", "scipy", "lodash", "express",
           "react", "chalk", "serde", "tokio", "psycopg2", "boto3", "pydantic", "sqlalchemy"]  # fmt: skip
NAMES = ["user_id", "config", "session", "items", "payload", "token_count", "encoder", "parent", "metadata"]
STATUSES = ["400", "401", "403", "404", "409", "422", "429", "500", "502", "503"]
ERRNOS = {"ENOENT": "EACCES", "EACCES": "ENOENT", "ECONNREFUSED": "ETIMEDOUT", "ETIMEDOUT": "ECONNRESET",
          "ECONNRESET": "ECONNREFUSED", "EPERM": "EACCES", "ENOSPC": "EDQUOT", "EADDRINUSE": "EACCES",
          "ENOTFOUND": "ECONNREFUSED", "EEXIST": "ENOENT"}  # fmt: skip
GIT_OPS = {"push": "pull", "pull": "push", "fetch": "push", "clone": "fetch", "merge": "rebase", "rebase": "merge"}
HOSTS = ["api.github.com", "registry.npmjs.org", "pypi.org", "api.openai.com", "localhost", "db.internal"]


def _other(rng: random.Random, choices: list[str], old: str) -> str:
    pool = [c for c in choices if c != old]
    return rng.choice(pool)


def _replace_word(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", new.replace("\\", "\\\\"), text)


def _sub_one(pattern: re.Pattern[str], text: str, make: Callable[[re.Match[str]], str | None]) -> Iterator[str]:
    """One variant per distinct value (at most 3): that value replaced wherever it stands as a word.

    A semantic token is one fact about the failure, so a message that prints it twice changes both.
    """
    done: set[str] = set()
    for m in pattern.finditer(text):
        old = m.group(1)
        new = make(m)
        if not old or new is None or new == old or old in done:
            continue
        done.add(old)
        yield _replace_word(text, old, new)
        if len(done) == 3:
            return


# -- hard negatives -----------------------------------------------------------------------------------------

_MODULE = re.compile(
    r"(?:No module named|Cannot find module|Cannot find package|Can't resolve|No matching distribution found for"
    r"|Unable to locate package|cannot import name|unresolved import|cannot load such file --)"
    r" ['\"`]?([\w@/.-]{2,80}?)['\"`]?(?=[\s'\"`,;)]|$)"
)
_EXC = re.compile(r"(?<![\w.])(?:[a-z]\w*\.)*([A-Z]\w*(?:Error|Exception))(?=[:\s(]|$)")
_ERRNO = re.compile(r"\b(E(?:NOENT|ACCES|CONNREFUSED|TIMEDOUT|CONNRESET|PERM|NOSPC|ADDRINUSE|NOTFOUND|EXIST))\b")
_ERRNO_NUM = re.compile(r"\[Errno (\d{1,3})\]")
_EXIT = re.compile(
    r"(?:exit code|exit status|exited with code|non-zero exit status|returncode=|Exit code)[ :]*(\d{1,3})"
)
_HTTP = re.compile(
    r"(?:HTTP(?:/\d(?:\.\d)?)?|[Ss]tatus(?: code)?|Error code|status=|\"status\":|\"code\":)[ :]*([1-5]\d\d)\b"
)
_ATTR = re.compile(r"has no attribute ['\"]([\w]{1,60})['\"]")
_KEY = re.compile(r"KeyError: ['\"]([\w.-]{1,60})['\"]")
_NAME = re.compile(r"name ['\"]([\w]{1,60})['\"] is not defined|Cannot find name ['\"]([\w]{1,60})['\"]")
_TABLE = re.compile(
    r"(?:no such (?:table|column)|relation|column|table) ['\"]?([\w.]{2,60})['\"]?(?= does not exist|$|\s)"
)
_TEST = re.compile(r"(?:FAILED |--- FAIL: |test )(?:[\w/.-]*::)?(test\w{1,80})")
# the operation that failed, where the message says so (a "git pull" in a hint is advice, not the failure)
_GIT = re.compile(r"\b(?:[Ff]ailed to|[Uu]nable to|[Cc]ould not|[Cc]annot) (push|pull|fetch|clone|merge|rebase)\b")
_HOST = re.compile(r"(?:connect to|resolve host:?|ENOTFOUND|getaddrinfo \w+) ['\"]?([a-z][\w.-]{2,60}\.[a-z]{2,10})")


def _hn(pattern: re.Pattern[str], make: Callable[[re.Match[str], random.Random], str | None]) -> Perturb:
    def perturb(text: str, rng: random.Random) -> Iterator[str]:
        return _sub_one(pattern, text, lambda m: make(m, rng))

    return perturb


def _exc_swap(m: re.Match[str], rng: random.Random) -> str | None:
    old = m.group(1)
    family = EXCEPTIONS["java"] if old.endswith("Exception") else EXCEPTIONS["python"]
    return _other(rng, family, old)


def _name_of(m: re.Match[str], rng: random.Random) -> str | None:
    return _other(rng, NAMES, m.group(1) or "")


def _name_alt(text: str, rng: random.Random) -> Iterator[str]:
    for m in _NAME.finditer(text):
        old = m.group(1) or m.group(2)
        new = _other(rng, NAMES, old)
        yield _replace_word(text, old, new)
        return


API_TYPES = ["rate_limit_exceeded", "insufficient_quota", "invalid_api_key", "invalid_request_error",
             "overloaded_error", "authentication_error", "permission_error", "not_found_error", "api_error",
             "context_length_exceeded", "model_not_found", "userRateLimitExceeded", "rateLimitExceeded",
             "dailyLimitExceeded", "quotaExceeded", "AccessDenied", "ThrottlingException", "NoSuchBucket",
             "ResourceNotFoundException", "ValidationException", "ExpiredToken", "InvalidAccessKeyId"]  # fmt: skip
_API_TYPE = re.compile(r"(?<![\w-])(" + "|".join(API_TYPES) + r")(?![\w-])")
RATE_KINDS = {"requests per min": "tokens per min", "tokens per min": "requests per min", "RPM": "TPM",
              "TPM": "RPM", "primary rate limit": "secondary rate limit", "secondary rate limit": "primary rate limit",
              "per minute": "per day", "per day": "per minute", "input tokens": "output tokens",
              "output tokens": "input tokens"}  # fmt: skip
_RATE_KIND = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, RATE_KINDS)) + r")(?![\w-])")
SERVICES = {"Redis": "PostgreSQL", "redis": "postgres", "PostgreSQL": "MySQL", "postgres": "mysql",
            "MySQL": "PostgreSQL", "mysql": "postgres", "MongoDB": "Redis", "docker.io": "ghcr.io",
            "ghcr.io": "docker.io", "Elasticsearch": "OpenSearch", "RabbitMQ": "Kafka", "S3": "DynamoDB"}  # fmt: skip
_SERVICE = re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, SERVICES)) + r")(?![\w-])")


HARD_NEGATIVES: dict[str, Perturb] = {
    "api_error_type": _hn(_API_TYPE, lambda m, r: _other(r, API_TYPES, m.group(1))),
    "rate_limit_kind": _hn(_RATE_KIND, lambda m, r: RATE_KINDS[m.group(1)]),
    "service": _hn(_SERVICE, lambda m, r: SERVICES[m.group(1)]),
    "module": _hn(_MODULE, lambda m, r: _other(r, MODULES, m.group(1))),
    "exception": _hn(_EXC, _exc_swap),
    "errno": _hn(_ERRNO, lambda m, r: ERRNOS.get(m.group(1))),
    "errno_num": _hn(_ERRNO_NUM, lambda m, r: _other(r, ["2", "13", "17", "28", "98", "111"], m.group(1))),
    "exit_code": _hn(_EXIT, lambda m, r: _other(r, ["1", "2", "126", "127", "137", "139"], m.group(1))),
    "http_status": _hn(_HTTP, lambda m, r: _other(r, STATUSES, m.group(1))),
    "attribute": _hn(_ATTR, _name_of),
    "key": _hn(_KEY, _name_of),
    "name": _name_alt,
    "table": _hn(_TABLE, lambda m, r: _other(r, ["users", "orders", "accounts", "events"], m.group(1))),
    "test": _hn(_TEST, lambda m, r: _other(r, ["test_login", "test_parse_config", "test_roundtrip"], m.group(1))),
    "git_op": _hn(_GIT, lambda m, r: GIT_OPS.get(m.group(1))),
    "host": _hn(_HOST, lambda m, r: _other(r, HOSTS, m.group(1))),
}

# -- incidental variants ------------------------------------------------------------------------------------


def _digits(rng: random.Random, old: str) -> str:
    while True:
        new = "".join(rng.choice("0123456789") for _ in old)
        if len(old) > 1 and new[0] == "0":
            new = str(rng.randint(1, 9)) + new[1:]
        if new != old:
            return new


def _hexes(rng: random.Random, old: str) -> str:
    alphabet = "0123456789abcdef" if old == old.lower() else "0123456789ABCDEF"
    while True:
        new = "".join(rng.choice(alphabet) if c not in "-" else c for c in old)
        if new != old and any(c.isdigit() for c in new) and any(c.isalpha() for c in new):
            return new


def _inc(pattern: re.Pattern[str], make: Callable[[re.Match[str], random.Random], str]) -> Perturb:
    """One variant with EVERY match changed (the incidental parts move together)."""

    def perturb(text: str, rng: random.Random) -> Iterator[str]:
        matches = list(pattern.finditer(text))
        if not matches:
            return
        out, last = [], 0
        for m in matches:
            out.append(text[last : m.start(1)])
            out.append(make(m, rng))
            last = m.end(1)
        out.append(text[last:])
        new = "".join(out)
        if new != text:
            yield new

    return perturb


_TMP = re.compile(r"(/tmp/[\w.-]{3,40}|/var/folders/\w\w/[\w]+/T|C:\\Users\\\w+\\AppData\\Local\\Temp\\\w+)")
_HOME = re.compile(r"(/(?:home|Users)/[\w.-]{2,30})(?=/)")
_LINE = re.compile(r"(?:line |:)(\d{1,5})(?=[:,)\s]|$)")
_TS = re.compile(r"(\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d{1,6})?|\b\d\d:\d\d:\d\d(?:\.\d{1,6})?)")
_DUR = re.compile(r"\b(\d{1,5}(?:\.\d{1,3})?)(?= ?(?:ms|s|sec|seconds|m|min|minutes)\b)")
_PID = re.compile(r"(?:pid[ =:]|PID |process |(?<=[a-z])\[)(\d{2,7})(?=[\]\s,)]|$)")
_HEX = re.compile(r"(?<![\w-])((?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,64})(?![\w-])")
_UUID = re.compile(r"([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})")
_IP = re.compile(r"(?<![\d.])((?:\d{1,3}\.){3}\d{1,3})(?![\d.])")
_PORT = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}:(\d{2,5})\b|localhost:(\d{2,5})\b")
_SIZE = re.compile(r"\b(\d{1,9}(?:\.\d{1,2})?)(?= ?(?:bytes|B|KB|MB|GB|KiB|MiB|GiB|items|files|rows)\b)")
# an absolute path's directories (not a URL's path, not a relative import)
_PREFIX = re.compile(r"(?<![\w.:/@-])((?:/[\w.-]{1,40}){2,12})(?=/[\w.-]+\.\w{1,6}\b)")


_DATE = re.compile(
    r"(\b\d{4}/\d\d/\d\d\b|\b\d\d/(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/\d{4}(?::\d\d){3}"
    r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? \d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b)"
)
_PERCENT = re.compile(r"\b(\d{1,3}(?:\.\d)?)(?=%)")
_COUNT = re.compile(r"\b(\d{1,6})(?= (?:of|out of) \d)")
# a generated replica / container / worker suffix ("web_1", "api-2", "worker-17")
_REPLICA = re.compile(r"\b[a-z][a-z-]{1,30}[_-](\d{1,3})\b(?![.\d])")
_REQUEST_ID = re.compile(r"(?:request[ _-]?id|req_|trace[ _-]?id|task[ _-]?id)[=: \"']{0,3}([\w-]{6,40})", re.I)


def _date(m: re.Match[str], rng: random.Random) -> str:
    old = m.group(1)
    return re.sub(r"\d", lambda _: rng.choice("12"), old)


def _alnum(rng: random.Random, old: str) -> str:
    out = []
    for c in old:
        if c.isdigit():
            out.append(rng.choice("0123456789"))
        elif c.isalpha():
            letters = "abcdef" if c.lower() in "abcdef" else "ghijklmnop"  # a hex id stays hex
            out.append(rng.choice(letters) if c.islower() else rng.choice(letters).upper())
        else:
            out.append(c)
    return "".join(out)


def _port(text: str, rng: random.Random) -> Iterator[str]:
    m = _PORT.search(text)
    if m:
        g = 1 if m.group(1) else 2
        yield text[: m.start(g)] + str(rng.randint(1024, 65535)) + text[m.end(g) :]


INCIDENTALS: dict[str, Perturb] = {
    "tmp_dir": _inc(_TMP, lambda m, r: "/tmp/tmp" + "".join(r.choice("abcdefghijk0123456789") for _ in range(8))),
    "home_dir": _inc(_HOME, lambda m, r: "/home/" + r.choice(["alice", "runner", "dev", "ci-user"])),
    "path_prefix": _inc(_PREFIX, lambda m, r: r.choice(["/srv/app", "/workspace/proj", "/opt/build/src/x"])),
    "line_number": _inc(_LINE, lambda m, r: _digits(r, m.group(1))),
    "timestamp": _inc(_TS, lambda m, r: re.sub(r"\d", lambda _: r.choice("012"), m.group(1))),
    "duration": _inc(_DUR, lambda m, r: re.sub(r"\d", lambda _: r.choice("123456789"), m.group(1))),
    "pid": _inc(_PID, lambda m, r: _digits(r, m.group(1))),
    "hex_hash": _inc(_HEX, lambda m, r: _hexes(r, m.group(1))),
    "uuid": _inc(_UUID, lambda m, r: _hexes(r, m.group(1))),
    "ip": _inc(_IP, lambda m, r: ".".join(str(r.randint(1, 254)) for _ in range(4))),
    "port": _port,
    "date_format": _inc(_DATE, _date),
    "percent": _inc(_PERCENT, lambda m, r: str(r.randint(1, 99))),
    "count": _inc(_COUNT, lambda m, r: str(r.randint(2, 999))),
    "replica": _inc(_REPLICA, lambda m, r: _digits(r, m.group(1)) if len(m.group(1)) > 1 else str(r.randint(2, 9))),
    "request_id": _inc(_REQUEST_ID, lambda m, r: _alnum(r, m.group(1))),
    "size": _inc(_SIZE, lambda m, r: re.sub(r"\d", lambda _: r.choice("123456789"), m.group(1))),
}


def _learned(original: str, variant: str) -> bool:
    learner = Fingerprinter()
    return learner.add(original).key == learner.add(variant).key


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", help="print failures of this class (dev rows only)")
    parser.add_argument("--limit", type=int, default=8)
    parser.add_argument("--summaries", action="store_true", help="show environment / API identities too")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    originals = [r for r in load_corpus([CORPUS]) if r.split == "dev" and r.role == "original"]

    for title, table, bad_when_same in (("hard negatives", HARD_NEGATIVES, True), ("incidental", INCIDENTALS, False)):
        totals = [0, 0, 0]
        print(f"\n{title}: class, variants, {'merged' if bad_when_same else 'split'} stateless, learned")
        for name, perturb in table.items():
            n = stateless = learned = 0
            shown = 0
            for row in originals:
                key = fingerprint(row.text).key
                for variant in perturb(row.text, rng):
                    n += 1
                    same = fingerprint(variant).key == key
                    same_learned = _learned(row.text, variant)
                    bad = same if bad_when_same else not same
                    bad_learned = same_learned if bad_when_same else not same_learned
                    stateless += bad
                    learned += bad_learned
                    summary = not args.summaries and fingerprint(variant).template.startswith(
                        ("environment failure", "API Error")
                    )
                    if args.show in (name, "all") and (bad or bad_learned) and shown < args.limit and not summary:
                        shown += 1
                        print(f"  --- {row.id}\n  A: {fingerprint(row.text).template[:300]}")
                        print(f"  B: {fingerprint(variant).template[:300]}")
            totals[0] += n
            totals[1] += stateless
            totals[2] += learned
            if n:
                print(f"  {name:16} {n:5} {stateless / n:7.1%} {learned / n:7.1%}")
        n = max(totals[0], 1)
        print(f"  {'TOTAL':16} {totals[0]:5} {totals[1] / n:7.1%} {totals[2] / n:7.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
