"""draft"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass

FINGERPRINT_VERSION: int = 1

HEAD_CHARS = 8192
TAIL_CHARS = 8192

_HTTP_REASONS = (
    "Continue|Switching Protocols|OK|Created|Accepted|Non-Authoritative Information|No Content|Reset Content"
    "|Partial Content|Multiple Choices|Moved Permanently|Found|See Other|Not Modified|Temporary Redirect"
    "|Permanent Redirect|Bad Request|Unauthori[sz]ed|Payment Required|Forbidden|Not Found|Method Not Allowed"
    "|Not Acceptable|Proxy Authentication Required|Request Timeout|Conflict|Gone|Length Required"
    "|Precondition Failed|Payload Too Large|Request Entity Too Large|URI Too Long|Unsupported Media Type"
    "|Range Not Satisfiable|Expectation Failed|I'm a teapot|Misdirected Request|Unprocessable (?:Entity|Content)"
    "|Locked|Failed Dependency|Too Early|Upgrade Required|Precondition Required|Too Many Requests"
    "|Request Header Fields Too Large|Unavailable For Legal Reasons|Internal Server Error|Not Implemented"
    "|Bad Gateway|Service Unavailable|Gateway Time-?out|HTTP Version Not Supported|Insufficient Storage"
    "|Loop Detected|Network Authentication Required"
)

_UNITS = r"(?:ms|us|µs|ns|s|sec|secs|m|min|mins|h|hrs?|[kKMGTP]i?B|[kKMGTP]|b|B|bytes?|x)"

_MASK_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "keep",
        r"""(?:No\ module\ named|Cannot\ find\ module|Can't\ resolve|Cannot\ find\ package|cannot\ import\ name
              |Unable\ to\ locate\ package|No\ matching\ distribution\ found\ for
              |satisfies\ the\ requirement|command\ not\ found:)
            [ ]+['"`]?[^\s'"`]{1,200}['"`]?
            (?:[ ]from[ ]['"`][^\s'"`]{1,200}['"`])?
          | [\w.+-]{1,100}(?=:[ ]command[ ]not[ ]found)
          | \[Errno[ ]\d+\]""",
    ),
    ("testid", r"(?<![\w/.-])(?:[\w.-]+/)*(?P<tfile>[\w.-]+\.py)::(?P<tname>[^\s\[\]]+(?:\[[^\]\s]{0,200}\])?)"),
    ("http", rf"(?<![\w.])[1-5]\d\d(?=[ ](?i:{_HTTP_REASONS})\b)|(?<=HTTP[ /])[1-5]\d\d\b|(?<=status code )[1-5]\d\d\b"),
    ("exit", r"(?i:(?<=exit code )|(?<=exit status )|(?<=exited with code )|(?<=returned non-zero exit status ))\d+"),
    ("url", r"\b[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s'\"<>()\[\]{}]{0,2000}"),
    ("uuid", r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"),
    (
        "ts",
        r"""(?<![\w.:])(?:\d{4}-\d{2}-\d{2}(?:[T\ ]\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?
             | \d{4}/\d{2}/\d{2}
             | \d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?)(?![\w:])""",
    ),
    ("ip", r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?P<port>:\d{1,5})?(?!\w|\.\d)"),
    (
        "ipv6",
        r"(?<![\w:.])(?=[0-9a-fA-F:]{0,39}\d)[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}(?![\w:])",
    ),
    ("hex", r"\b0[xX][0-9a-fA-F]+\b|(?<![\w-])(?=[0-9a-fA-F]{0,63}\d)(?=[0-9a-fA-F]{0,63}[a-fA-F])[0-9a-fA-F]{7,64}\b"),
    ("winpath", r"(?<!\w)[A-Za-z]:\\[^\s'\"<>|*?]{0,1000}"),
    ("abspath", r"(?<![\w./~-])(?:~|\.\.?)?(?:/[\w.@+~%,$-]{1,255}){1,64}/?(?::\d+){0,2}"),
    ("relpath", r"(?<![\w./~-])[\w.@~-]{1,255}(?:/[\w.@+~%,$-]{1,255}){1,64}/?(?::\d+){0,2}"),
    ("quoted", r"""(?<![\w'"`])(?:'[^'\s]{0,256}'|"[^"\s]{0,256}"|`[^`\s]{0,256}`)(?![\w'"`])"""),
    ("bignum", r"(?<=[A-Za-z])\d{5,}"),
    ("num", rf"(?<![A-Za-z0-9])[-+]?\d+(?:[.,]\d+)*{_UNITS}?(?![A-Za-z0-9])|(?<![A-Za-z0-9])[-+]?\d+(?:[.,]\d+)*"),
)

_MASK = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in _MASK_PATTERNS), re.VERBOSE)
_REL_PATH_OK = re.compile(r"(?:^\.{0,2}/|/.*/|\.[A-Za-z]\w{0,7}(?::\d+){0,2}$)")
_NUM = re.compile(r"(?<![A-Za-z0-9])[-+]?\d+(?:[.,]\d+)*|(?<=[A-Za-z])\d{5,}")


def _replace(m: re.Match[str]) -> str:
    kind = m.lastgroup
    if kind == "num" or kind == "bignum":
        return "<NUM>"
    if kind == "quoted":
        return "<STR>"
    if kind == "abspath" or kind == "winpath":
        return "<PATH>"
    if kind == "relpath":
        text = m.group()
        if _REL_PATH_OK.search(text):
            return "<PATH>"
        return _NUM.sub("<NUM>", text)
    if kind == "ip":
        return "<IP>:<NUM>" if m.group("port") else "<IP>"
    if kind == "ipv6":
        return "<IP>"
    if kind == "hex":
        return "<HEX>"
    if kind == "ts":
        return "<TS>"
    if kind == "uuid":
        return "<UUID>"
    if kind == "url":
        return "<URL>"
    if kind == "testid":
        return f"{m.group('tfile')}::{m.group('tname')}"
    return m.group()


def mask(text: str) -> str:
    """Replace the incidental parts of ``text`` by typed placeholders."""
    return _MASK.sub(_replace, text)


_PROTECT = re.compile(
    r"""[A-Za-z_.]*(?:Error|Exception|Warning|Failure|Fault|Interrupt|Exit)\b
      | \b(?:error|exception)\b
      | (?<![\w<])[A-Z][A-Z0-9_]*[A-Z][A-Z0-9_]*\b(?!>)
      | (?<![\w<])\d+\b
      | ['"`][^\s'"`]+['"`]
      | \S+\.py::\S+
    """,
    re.VERBOSE,
)


def _protected(masked: str, tokens: list[str]) -> list[bool]:
    flags = [False] * len(tokens)
    spans = [m.span() for m in _PROTECT.finditer(masked)]
    if not spans:
        return flags
    pos = 0
    j = 0
    for i, tok in enumerate(tokens):
        start = masked.index(tok, pos)
        end = start + len(tok)
        pos = end
        while j < len(spans) and spans[j][1] <= start:
            j += 1
        k = j
        while k < len(spans) and spans[k][0] < end:
            flags[i] = True
            break
    return flags


def _canonical(text: str) -> str:
    if len(text) > HEAD_CHARS + TAIL_CHARS:
        text = text[:HEAD_CHARS] + "\n" + text[-TAIL_CHARS:]
    return " ".join(mask(text).split())


def _key(template: str) -> str:
    return hashlib.sha256(f"{FINGERPRINT_VERSION}\x00{template}".encode()).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class Fingerprint:
    key: str
    template: str
    version: int = FINGERPRINT_VERSION


def fingerprint(text: str) -> Fingerprint:
    template = _canonical(text)
    return Fingerprint(_key(template), template)


WILD = "<*>"


def _is_word(tok: str) -> bool:
    return "<" not in tok and not any(c.isdigit() for c in tok)


class _Cluster:
    __slots__ = ("key", "tokens", "frozen", "size", "order")

    def __init__(self, key: str, tokens: list[str], frozen: list[bool], order: int) -> None:
        self.key = key
        self.tokens = tokens
        self.frozen = frozen
        self.size = 1
        self.order = order


def _generalize(a: str, b: str) -> str:
    if a.endswith(WILD):
        return a
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    prefix = a[:n]
    cut = max(prefix.rfind("="), prefix.rfind(":"))
    if cut > 0:
        return prefix[: cut + 1] + WILD
    return WILD


class Fingerprinter:
    def __init__(
        self,
        clusters: Iterable[tuple[str, str]] = (),
        *,
        similarity: float = 0.5,
        word_mismatch: float = 0.34,
        max_clusters: int = 100_000,
    ) -> None:
        self.similarity = similarity
        self.word_mismatch = word_mismatch
        self.max_clusters = max_clusters
        self._buckets: dict[int, list[_Cluster]] = {}
        self._exact: dict[str, _Cluster] = {}
        self._count = 0
        for key, template in clusters:
            self._new(key, template)

    def _new(self, key: str, template: str) -> _Cluster:
        tokens = template.split(" ")
        c = _Cluster(key, tokens, _protected(template, tokens), self._count)
        self._count += 1
        self._buckets.setdefault(len(tokens), []).append(c)
        return c

    def _search(self, template: str, tokens: list[str]) -> _Cluster | None:
        bucket = self._buckets.get(len(tokens))
        if not bucket:
            return None
        n = len(tokens)
        best = None
        best_score = -1.0
        prot: list[bool] | None = None
        for c in bucket:
            eq = 0
            wordmis = 0
            varmis = 0
            ok = True
            for i, (t, m) in enumerate(zip(c.tokens, tokens)):
                if t == m:
                    eq += 1
                elif t.endswith(WILD) and m.startswith(t[:-3]):
                    eq += 1
                else:
                    if c.frozen[i]:
                        ok = False
                        break
                    if prot is None:
                        prot = _protected(template, tokens)
                    if prot[i]:
                        ok = False
                        break
                    if _is_word(t) and _is_word(m):
                        wordmis += 1
                    else:
                        varmis += 1
            if not ok:
                continue
            if wordmis > self.word_mismatch * n:
                continue
            score = eq / n
            if score < self.similarity:
                continue
            if score > best_score:
                best, best_score = c, score
        return best

    def _fp(self, c: _Cluster) -> Fingerprint:
        return Fingerprint(c.key, " ".join(c.tokens))

    def add(self, text: str) -> Fingerprint:
        template = _canonical(text)
        c = self._exact.get(template)
        if c is None:
            tokens = template.split(" ")
            c = self._search(template, tokens)
            if c is None:
                c = self._new(_key(template), template)
            else:
                for i, (t, m) in enumerate(zip(c.tokens, tokens)):
                    if t != m and not (t.endswith(WILD) and m.startswith(t[:-3])):
                        c.tokens[i] = _generalize(t, m)
            self._exact[template] = c
        c.size += 1
        return self._fp(c)

    def clusters(self) -> list[tuple[str, str]]:
        out = [c for b in self._buckets.values() for c in b]
        out.sort(key=lambda c: c.order)
        return [(c.key, " ".join(c.tokens)) for c in out]
