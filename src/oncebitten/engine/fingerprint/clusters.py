"""Template mining (in the spirit of Drain): which words vary between otherwise identical messages.

:class:`Fingerprinter` learns, online, that ``Invalid user admin`` and ``Invalid user test`` are one template
and gives the group one key that never changes once given; it is what the store uses.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable

from . import Fingerprint, _key
from .mask import _PLACEHOLDER
from .summary import _canonical

#: The similarity a message needs with a cluster to join it (matching tokens / tokens), and the cluster cap.
DEFAULT_SIMILARITY = 0.5
DEFAULT_MAX_CLUSTERS = 100_000

WILDCARD = "<*>"

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
      | ^\W{0,4}\d{1,9}(?:\.\d{1,9}){0,3}\W{0,4}$
      | ['"`][^\s'"`]{1,200}['"`]
      | \.py::""",
    re.VERBOSE,
)
# a file name that a path or a location kept ("<PATH>/app.py:<NUM>", "src\\mod.rs:<NUM>"): which file failed
_FILE_TOKEN = re.compile(
    r"[/\\][A-Za-z_][\w@+~-]{0,100}(?:\.[\w-]{1,20})*\.[A-Za-z][A-Za-z0-9]{0,9}(?::<NUM>)*\W{0,3}$"
)
# words that say a message reports a failure (most real errors; few routine log lines)
# (a limit or a quota reached: which one, requests or tokens per minute, per day, is the failure; what permission
# was denied for: "permission denied for table users" is not "... orders")
_FAILING = re.compile(r"(?i:cannot|could|unable|missing|exist|limit|quota|exceeded|throttled|denied)\W{0,3}$")
_STRICT = re.compile(
    r"(?<!\w)[A-Za-z_][\w.]{0,200}(?:Error|Exception)\b|^E(?!RROR)[A-Z]{3,16}:?$"
    r"|^\W{0,4}(?i:error|errors|err!|exception|fatal|panic|cannot|could|unable|missing|exist|limit|quota|exceeded"
    r"|throttled|denied)\W{0,4}$"
)
_SEPARATOR = re.compile(r"[^A-Za-z0-9]")
# "<lead> to <verb>": the verb names the operation that failed, never a wildcard
_OPERATION_LEADS = frozenset({"failed", "unable", "fails", "refusing", "refused"})


def _named_value(tok: str) -> bool:
    """Whether the value of a ``key=value`` token holds letters or digits besides placeholders."""
    kv = _KEY_VALUE.match(tok)
    value = tok[kv.end() :] if kv is not None else tok
    if "<" in value:
        value = _PLACEHOLDER.sub("", value)
    return any(c.isalnum() for c in value)


def _letters(tok: str) -> str:
    return _NOT_LETTERS.sub("", tok)


def _kind(tok: str) -> tuple[int, str]:
    """A token's kind and the letters that decide whether a mismatch with a same-kind token is allowed."""
    if _HARD_TOKEN.search(tok) or ("." in tok and _FILE_TOKEN.search(tok)):
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
        if kind in _WORDISH and i > 1 and tokens[i - 1] == "to" and tokens[i - 2].lower() in _OPERATION_LEADS:
            kind = _STRONG  # "failed to fetch" / "failed to push": the operation that failed is the failure
        kinds.append(kind)
        letters.append(lets)
    if "|" in tokens or any(
        _STRICT.search(t) for t, k in zip(tokens, kinds, strict=True) if k in _NAMED or _FAILING.match(t)
    ):
        # An exception's message is short and every word of it counts: no word becomes a wildcard, and no
        # keyless variable stands for a word (its letters become a marker no word has).
        # A keyless variable that holds letters besides placeholders ("com.acme.LoginInterceptor") names
        # something: it must match exactly.
        # A key=value whose value is not masked ("reason=quota_exceeded", "status=404") says which: exact too.
        kinds = [
            _STRONG
            if k in _WORDISH
            else _HARD
            if k == _VAR and ((not lets and _letters(t)) or (lets.endswith("=") and _named_value(t)))
            else k
            for t, k, lets in zip(tokens, kinds, letters, strict=True)
        ]
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
