"""One redactor for everything oncebitten stores or renders: secrets become typed placeholders.

Error text, tool parameters, approaches, reports and learnings all pass through :func:`redact` (text) or
:func:`redact_value` (parameters) before they reach the store or a screen. A secret is replaced by a
placeholder naming its kind, ``<redacted:github_token>``, and the text around it keeps its shape:
``postgresql://alice:<redacted:password>@db/x``, ``password=<redacted:password>``,
``Authorization: Bearer <redacted:authorization>``.

How it works, and why it stays fast on the record path:

- An ordered list of rules, most specific first: private key blocks, provider tokens with fixed prefixes
  (GitHub, GitLab, OpenAI, Anthropic, Slack, Stripe, Google, AWS, ...), JWTs, then secrets found by their
  context (URL userinfo, ``Authorization`` and ``Cookie`` headers, ``password=`` style assignments,
  environment dumps). A later rule never touches a placeholder an earlier one wrote.
- Each rule names literal *triggers* (``password``, ``://``) or the *prefixes* its tokens start with
  (``ghp_``, ``AKIA``). All triggers are looked for at once, in C, and the prefixes are matched against
  the starts of the text's long runs of token characters; a rule none of whose triggers or prefixes is
  present is skipped without running its regex. A regex is compiled only the first time it is needed
  (a hook process that redacts one small parameter dict compiles a few patterns, not forty).
- Before any of that, :meth:`Redactor.quiet` decides in three regex searches whether *any* rule can match
  (each rule has a gate that every match of its pattern contains: its triggers, or something tighter for
  rules whose triggers are common, like ``" -"``); most texts stop there. Tool parameters are tested all at
  once, joined by NUL, on the check path.
- Keyword rules (``password=``, ``Authorization:``, ``-p``) are *anchored*: their pattern is tried with
  ``match`` only where a trigger word starts, not at every position of the text.
- Every pattern is linear: variable-length runs are possessive or bounded, and each starts behind a
  lookbehind that rejects the middle of a run, so 1 MB of ``eyJ`` or ``=`` costs what 1 MB of prose costs.
- The rules are applied until nothing changes (at most :data:`MAX_PASSES` passes), so
  ``redact(redact(x)) == redact(x)``.

What is deliberately left alone (commit SHAs, UUIDs, digests, Stripe publishable keys, ...) and the
measured recall and false-positive rate are in ``docs/redaction.md``.

``ONCEBITTEN_REDACT=0`` (or ``off``, ``false``, ``no``) switches redaction off everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from itertools import compress
from operator import itemgetter
from typing import Any

from .rule import (
    _MARK,
    _NAME,
    MAX_DEPTH,
    MAX_PASSES,
    _is_placeholder,
    _Rule,
    _swap_secret,
    placeholder,
    redaction_enabled,
)
from .rules import (
    _DEFAULT_RULES,
    TYPES,
    _secret_key_type,
)

__all__ = [
    "DEFAULT_REDACTOR",
    "MAX_DEPTH",
    "MAX_PASSES",
    "TYPES",
    "Redactor",
    "placeholder",
    "redact",
    "redact_together",
    "redact_value",
    "redaction_enabled",
]
# Runs: maximal stretches of [A-Za-z0-9_.-], found by a byte translation and a split (both in C). A rule
# gated by run prefixes only matches at the start of a run (its lookbehind rejects those characters).
_RUN_TABLE = bytes(c if chr(c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-" else 32
                   for c in range(256))  # fmt: skip
_MIN_RUN = 7
_HEAD = itemgetter(slice(0, 2))


def _top_level(fragment: str) -> list[str]:
    """``fragment`` (a regex) split at the ``|`` of its top level: its alternatives."""
    parts, depth, index, start, in_class = [], 0, 0, 0, False
    while index < len(fragment):
        char = fragment[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(fragment[start:index])
            start = index + 1
        index += 1
    parts.append(fragment[start:])
    return parts


_PLAIN_HEADS = frozenset(" _-,'\"&<>=:")


def _literal_head(alternative: str) -> tuple[str, str] | None:
    """``alternative`` (a regex without a top-level ``|``) as its first character, when that is a plain
    literal, and the rest (``None`` when it starts otherwise or the rest starts with a quantifier)."""
    if alternative[:1].isalnum() or alternative[:1] in _PLAIN_HEADS:
        head = alternative[:1]
    elif alternative[:1] == "\\" and len(alternative) > 1 and not alternative[1].isalnum():
        head = alternative[:2]
    else:
        return None
    rest = alternative[len(head) :]
    return None if rest[:1] in ("?", "*", "+", "{") else (head, rest)


def _gate_pattern(fragments: Iterable[str]) -> str:
    """The alternation of ``fragments``, their alternatives that start with the same literal character grouped
    under it: the regex engine then tries a few dozen branches at each position of a text, not every one (the
    gates run on every parameter of every check)."""
    grouped: dict[str, list[str]] = {}
    others: list[str] = []
    for fragment in fragments:
        for alternative in _top_level(fragment):
            split = _literal_head(alternative)
            if split is None:
                others.append(alternative)
            else:
                grouped.setdefault(split[0], []).append(split[1])
    branches = [head + (f"(?:{'|'.join(rests)})" if len(rests) > 1 else rests[0]) for head, rests in grouped.items()]
    return "|".join(branches + others)


def _alternatives(prefixes: Iterable[bytes]) -> str:
    """A regex matching any of ``prefixes`` at its start, as a tree of alternatives by first character
    (a prefix that starts another makes the longer one redundant)."""
    by_first: dict[str, list[str]] = {}
    for prefix in sorted({p.decode() for p in prefixes}):
        by_first.setdefault(prefix[0], []).append(prefix[1:])
    branches = []
    for first, rests in by_first.items():
        if "" in rests:
            branches.append(re.escape(first))
        elif len(rests) == 1:
            branches.append(re.escape(first + rests[0]))
        else:
            branches.append(f"{re.escape(first)}(?:{_alternatives(r.encode() for r in rests)})")
    return "|".join(branches)


class _Plan:
    """How to decide cheaply, for one text, which of a list of rules can match it.

    Every distinct trigger is looked for once per pass, in C (``map(text.__contains__, ...)``); a
    trigger that contains another is only looked for when that other one is present. Run prefixes are
    checked against the text's runs of 7+ characters with one ``bytes.startswith`` per run.
    """

    __slots__ = (
        "by_prefix", "by_trigger", "children", "gate_lower", "gate_runs", "gate_sources", "gate_text", "heads",
        "lengths", "lower_roots", "placeholder_rules", "roots", "rules", "ungated",
    )  # fmt: skip

    def __init__(self, rules: Iterable[_Rule]) -> None:
        self.rules = tuple(rules)
        self.ungated = {index for index, rule in enumerate(self.rules) if not rule.gated}
        self.by_trigger: dict[str, set[int]] = {}
        for index, rule in enumerate(self.rules):
            for trigger in rule.triggers:
                self.by_trigger.setdefault(trigger, set()).add(index)
        self.by_prefix: dict[bytes, tuple[int, ...]] = {}
        for index, rule in enumerate(self.rules):
            for prefix in rule.prefixes:
                self.by_prefix[prefix] = (*self.by_prefix.get(prefix, ()), index)
        self.heads = frozenset(p[:2] for p in self.by_prefix)
        self.lengths = tuple(sorted({len(p) for p in self.by_prefix}))
        self.roots: tuple[str, ...] = ()
        self.lower_roots: tuple[str, ...] = ()
        self.children: dict[str, tuple[str, ...]] = {}
        for lower in (False, True):
            triggers = {
                (t.lower() if lower else t) for rule in self.rules if rule.lower == lower for t in rule.triggers
            }
            roots = sorted(t for t in triggers if not any(o != t and o in t for o in triggers))
            for t in sorted(triggers - set(roots)):
                parent = max((r for r in roots if r in t), key=len)
                self.children[parent] = (*self.children.get(parent, ()), t)
            if lower:
                self.lower_roots = tuple(roots)
            else:
                self.roots = tuple(roots)
        # Triggers a placeholder brings into the text: rules after one that wrote it must not be skipped
        # for want of them (``<redacted:password>`` holds "pass").
        marks = " ".join(placeholder(kind) for kind in TYPES | {rule.name for rule in self.rules})
        self.placeholder_rules = {
            index
            for index, rule in enumerate(self.rules)
            for t in rule.triggers
            if t in (marks.lower() if rule.lower else marks)
        }
        # The gate: three searches that find something in every text some rule can match (see quiet()).
        gates: tuple[dict[str, None], dict[str, None]] = ({}, {})
        for rule in self.rules:
            if rule.gate:
                gates[rule.lower][rule.gate] = None
        self.gate_text = re.compile(_gate_pattern(gates[False]), re.ASCII) if gates[False] else None
        self.gate_lower = re.compile(_gate_pattern(gates[True]), re.ASCII) if gates[True] else None
        # the same alternations as written, which literal_gate() reads its strings off (the grouped form
        # would give it shorter, less telling ones)
        self.gate_sources = ("|".join(gates[False]), "|".join(gates[True]))
        # A run of _MIN_RUN+ characters that starts with a prefix, exactly what present() looks for; the
        # text is searched with a non-run character in front, so that every run start follows one.
        self.gate_runs = (
            re.compile(rf"[^A-Za-z0-9_.-](?=[A-Za-z0-9_.-]{{{_MIN_RUN}}})(?:{_alternatives(self.by_prefix)})", re.ASCII)
            if self.by_prefix
            else None
        )

    def quiet(self, text: str) -> bool:
        """True when no rule can change ``text`` (then :meth:`active` would find nothing to run).

        Exact, not a heuristic: each rule's gate finds something wherever its pattern matches (by default
        a trigger; for run prefixes, the same test as :meth:`present`). Rules without triggers or
        prefixes (added with :meth:`Redactor.add`) can match anything, so with one of them nothing is quiet.
        """
        if self.ungated:
            return False
        gate = self.gate_text
        if gate is not None and gate.search(text) is not None:
            return False
        gate = self.gate_runs
        if gate is not None and gate.search("\0" + text) is not None:
            return False
        gate = self.gate_lower
        return gate is None or gate.search(text.lower()) is None

    def active(self, text: str) -> set[int]:
        """The indices of the rules that can match ``text``: a trigger or a run prefix of theirs is in it."""
        found, opened = self.present(text)
        by_trigger = self.by_trigger
        for trigger in found:
            opened.update(by_trigger[trigger])
        opened.update(self.ungated)
        return opened

    def present(self, text: str) -> tuple[set[str], set[int]]:
        """The triggers present in ``text`` (lowercase ones as such), and the rules a run prefix opens."""
        found: set[str] = set()
        children = self.children
        for haystack, roots in ((text, self.roots), (text.lower(), self.lower_roots)):
            hits = list(compress(roots, map(haystack.__contains__, roots)))
            found.update(hits)
            more = [c for t in hits for c in children.get(t, ())]
            if more:
                found.update(compress(more, map(haystack.__contains__, more)))
        words = text.encode("ascii", "replace").translate(_RUN_TABLE).split()
        long = list(compress(words, map(_MIN_RUN.__le__, map(len, words))))  # all in C: no Python loop
        opened: set[int] = set()
        if not self.lengths:
            return found, opened
        # each distinct beginning once (a long text repeats its words), cut to the longest prefix's length
        longest = self.lengths[-1]
        beginnings = {word[:longest] for word in compress(long, map(self.heads.__contains__, map(_HEAD, long)))}
        for word in beginnings:
            for n in self.lengths:
                rules = self.by_prefix.get(word[:n])
                if rules is not None:
                    opened.update(rules)
        return found, opened


class Redactor:
    """Replaces secrets in text and tool parameters with typed placeholders (``<redacted:github_token>``).

    Args:
        enabled: False makes :meth:`redact` and :meth:`redact_value` return their input unchanged.
            ``ONCEBITTEN_REDACT=0`` switches every redactor off, whatever this says.
        extra: ``(name, pattern)`` rules to add after the built-in ones, as with :meth:`add`.

    Raises:
        ValueError: a name is not 1-40 characters of ``a-z``, ``0-9``, ``_``, or a pattern does not compile.
    """

    __slots__ = ("enabled", "_plan", "_rules")

    def __init__(self, *, enabled: bool = True, extra: Iterable[tuple[str, str | re.Pattern[str]]] = ()) -> None:
        self.enabled = enabled
        self._rules: list[_Rule] = list(_DEFAULT_RULES)
        self._plan: _Plan | None = None
        for name, pattern in extra:
            self.add(name, pattern)

    def add(self, name: str, pattern: str | re.Pattern[str]) -> None:
        """Also redact what ``pattern`` matches, as ``<redacted:name>``.

        If the pattern has a group named ``secret``, only that group is replaced (``api-key: (?P<secret>\\w+)``
        keeps ``api-key: ``); otherwise the whole match is. Rules added run after the built-in ones, in
        the order added, and never rewrite a placeholder already written.

        Raises:
            ValueError: ``name`` is not 1-40 characters of ``a-z``, ``0-9``, ``_``; ``pattern`` does not compile.
        """
        if not isinstance(name, str) or _NAME.fullmatch(name) is None:
            raise ValueError(f"redaction rule name must be 1-40 characters of a-z, 0-9, _: {name!r}")
        try:
            compiled = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"redaction rule {name!r}: bad pattern: {exc}") from exc
        self._rules.append(_Rule(name, compiled, _swap_secret(name, fake=False)))  # what the caller asked for
        self._plan = None

    @property
    def active(self) -> bool:
        """Whether this redactor redacts now (its own switch and ``ONCEBITTEN_REDACT``)."""
        return self.enabled and redaction_enabled()

    def redact(self, text: str) -> str:
        """``text`` with every secret found replaced by ``<redacted:TYPE>``. Never raises on any string."""
        if not isinstance(text, str):
            text = str(text)
        # A quiet text comes back as it is either way: the environment is read only for the others.
        if not self.enabled or len(text) < 6 or self._quiet(text) or not redaction_enabled():
            return text
        return self._passes(text)

    def _redact(self, text: str) -> str:
        return text if self._quiet(text) else self._passes(text)

    def _passes(self, text: str) -> str:
        original = text
        text = self._settled(text)
        if text is not original:
            again = _again(original, text)
            if again != text:  # a secret replaced where it was quoted again: its neighbours may now match
                text = self._settled(again)
        return text

    def _settled(self, text: str) -> str:
        """``text`` redacted pass after pass until a pass changes nothing (a placeholder written changes
        what its neighbours look like)."""
        for _ in range(MAX_PASSES):
            redacted = self._pass(text)
            if redacted == text:
                break
            text = redacted
        return text

    def _quiet(self, text: str) -> bool:
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        return plan.quiet(text)

    def quiet(self, text: str) -> bool:
        """True when :meth:`redact` would certainly return ``text`` unchanged (it holds nothing any rule
        can match). One or two regex searches: far cheaper than redacting. Several strings can be tested
        at once joined by ``"\\0"``: if the whole is quiet, so is each."""
        return not self.active or self._quiet(text)

    def _pass(self, text: str) -> str:
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        active = plan.active(text)
        if not active:
            return text
        changed = False
        for index, rule in enumerate(plan.rules):
            if index not in active:
                continue
            redacted = rule.apply(text)
            if redacted != text:
                text = redacted
                if not changed:  # the placeholders written may hold the triggers of later rules ("password")
                    changed = True
                    active |= plan.placeholder_rules
        return text

    def literal_gate(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """Plain strings, one of which is in every text this redactor can change: ``(in the text, in the text
        lowered)``; ``None`` when its gates have no such strings (a rule without triggers or prefixes).

        Read off the gates of :meth:`quiet` (see :func:`_required`), so a text that contains none of them is
        quiet, decided with ``in`` alone: :mod:`oncebitten.engine.redact.gate` holds them for the default redactor,
        so that a hook process checking a call whose parameters hold none never loads this module.
        """
        plan = self._plan
        if plan is None:
            plan = self._plan = _Plan(self._rules)
        if plan.ungated:
            return None
        found: tuple[set[str], set[str]] = (set(), set())
        for gate, source, lowered in (
            (plan.gate_text, plan.gate_sources[0], False),
            (plan.gate_runs, None, False),
            (plan.gate_lower, plan.gate_sources[1], True),
        ):
            if gate is None:
                continue
            required = _required(source or gate.pattern, gate.flags)
            if required is None:
                return None
            found[lowered].update(required)
        return tuple(sorted(_minimal(found[False]))), tuple(sorted(_minimal(found[True])))

    def redact_together(self, texts: Iterable[str]) -> list[str]:
        """Each of ``texts`` redacted, and every secret found in one of them replaced in all of them.

        For the fields of one record: a secret recognised by its context in one field (``password=hunter2x`` in
        a learning's content) has no shape of its own where it appears again (``hunter2x`` as one of its tags),
        and is found there only this way. Secrets shorter than 6 characters are not carried over (they could
        be any word).
        """
        originals = [text if isinstance(text, str) else str(text) for text in texts]
        redacted = [self.redact(text) for text in originals]
        found: dict[str, str] = {}
        for before, after in zip(originals, redacted, strict=True):
            if before != after:
                found.update(_replaced(before, after))
        if not found:
            return redacted
        for secret in sorted(found, key=len, reverse=True):
            marker = found[secret]
            redacted = [text.replace(secret, marker) if secret in text else text for text in redacted]
        return redacted

    def redact_value(self, value: Any) -> Any:
        """``value`` with its strings redacted, for tool parameters; the input is not modified.

        Dicts, lists and tuples are walked (tuples come back as tuples); a dict value under a key that names
        a secret (``password``, ``api_key``, ``Authorization``, ...) is replaced whole by ``<redacted:TYPE>``
        unless it is empty, None, a bool or a placeholder; keys that are not identifiers are redacted too.
        Other objects are returned as they are unless their ``str()`` holds a secret, in which case the
        redacted string is returned. Anything nested deeper than :data:`MAX_DEPTH` becomes
        ``<redacted:too_deep>``.
        """
        if not self.enabled or not redaction_enabled():
            return value
        return self._value(value, 0)

    def _value(self, value: Any, depth: int) -> Any:
        if isinstance(value, str):
            return self._redact(value) if len(value) >= 6 else value
        if value is None or isinstance(value, bool | int | float):
            return value
        if depth >= MAX_DEPTH:
            return placeholder("too_deep")
        if isinstance(value, Mapping):
            result: dict[Any, Any] = {}
            for key, item in value.items():
                kind = None
                if isinstance(key, str):
                    kind = _secret_key_type(key)
                    if not key.isidentifier():  # a key that is not a name may hold a secret itself (a URL)
                        key = self._value(key, depth + 1)
                if kind is not None and not _is_blank(item):
                    result[key] = placeholder(kind)
                else:
                    result[key] = self._value(item, depth + 1)
            return result
        if isinstance(value, list):
            return [self._value(item, depth + 1) for item in value]
        if isinstance(value, tuple):
            return tuple(self._value(item, depth + 1) for item in value)
        try:
            text = str(value)
        except Exception:  # a broken __str__ must not break recording a failure
            return value
        redacted = self._redact(text)
        return value if redacted == text else redacted


#: Larger sets of strings are not spelled out by _required (a class such as ``\w`` ends a run of literals).
_EXPANSION_LIMIT = 512


def _required(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` contains, or ``None`` if none can be told.

    Reads the parsed pattern: runs of literals and small classes are spelled out (``[ \t]-p`` is ``" -p"``
    and ``"\t-p"``), a literal lookbehind joins the run it ends (``r(?<=sntr)`` is ``"sntr"``), an alternation
    needs one of its branches' strings, and of a sequence's runs the one with the longest shortest string is
    kept. Sound, not exact: a text that contains none of the strings has no match.
    """
    from re import _parser  # type: ignore[attr-defined]

    if flags & 2:  # re.IGNORECASE: the literals would not be literal
        return None
    return _sequence_required(list(_parser.parse(pattern, flags)))


def _sequence_required(items: list[Any]) -> frozenset[str] | None:
    from re import _constants as sre  # type: ignore[attr-defined]

    if len(items) == 1 and items[0][0] is sre.BRANCH:  # an alternation as a whole: one of its branches' strings
        branches = [_sequence_required(list(branch)) for branch in items[0][1][1]]
        return None if any(b is None for b in branches) else frozenset().union(*branches)  # type: ignore[arg-type]
    candidates: list[frozenset[str]] = []
    run: set[str] = {""}

    def close() -> None:
        nonlocal run
        if "" not in run:
            candidates.append(frozenset(run))
        run = {""}

    for op, av in items:
        if op is sre.ASSERT and av[0] == -1:  # a lookbehind: the text up to here ends with one of these
            behind = _expansion(list(av[1]))
            if behind is not None and "" not in behind:
                # the longer of the two ends with the shorter (else no text can match)
                joined = {x for x in behind for r in run if x.endswith(r)}
                run = joined | {r for r in run for x in behind if r.endswith(x)}
            continue
        if op in (sre.ASSERT, sre.ASSERT_NOT, sre.AT):
            continue  # zero width: the run goes on
        spelled = _expansion([(op, av)])
        if spelled is not None and len(run) * len(spelled) <= _EXPANSION_LIMIT:
            run = {head + tail for head in run for tail in spelled}
            continue
        close()
        inner: frozenset[str] | None = None
        if op is sre.SUBPATTERN:
            inner = _sequence_required(list(av[3]))
        elif op is sre.ATOMIC_GROUP:
            inner = _sequence_required(list(av))
        elif op is sre.BRANCH:
            branches = [_sequence_required(list(branch)) for branch in av[1]]
            if all(branch is not None for branch in branches):
                inner = frozenset().union(*branches)  # type: ignore[arg-type]
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[0] >= 1:
            inner = _sequence_required(list(av[2]))
        if inner is not None:
            candidates.append(inner)
    close()
    if not candidates:
        return None
    return max(candidates, key=lambda strings: (min(map(len, strings)), -len(strings)))


def _expansion(items: list[Any]) -> set[str] | None:
    """Every string ``items`` can match, if they are few (zero-width assertions ignored), else ``None``."""
    from re import _constants as sre  # type: ignore[attr-defined]

    strings: set[str] = {""}
    for op, av in items:
        options: set[str] | None = None
        if op is sre.LITERAL:
            options = {chr(av)}
        elif op is sre.IN:
            options = set()
            for kind, value in av:
                if kind is sre.LITERAL:
                    options.add(chr(value))
                elif kind is sre.RANGE and value[1] - value[0] < _EXPANSION_LIMIT:
                    options.update(map(chr, range(value[0], value[1] + 1)))
                else:  # NEGATE, CATEGORY: too many
                    return None
        elif op is sre.SUBPATTERN:
            options = _expansion(list(av[3]))
        elif op is sre.BRANCH:
            options = set()
            for branch in av[1]:
                spelled = _expansion(list(branch))
                if spelled is None:
                    return None
                options |= spelled
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[1] <= 4:
            item = _expansion(list(av[2]))
            if item is None:
                return None
            options = set()
            for count in range(av[0], av[1] + 1):
                repeated = {""}
                for _ in range(count):
                    repeated = {head + tail for head in repeated for tail in item}
                options |= repeated
        elif op in (sre.ASSERT, sre.ASSERT_NOT, sre.AT):
            continue
        if options is None or len(strings) * len(options) > _EXPANSION_LIMIT:
            return None
        strings = {head + tail for head in strings for tail in options}
    return strings


def _minimal(strings: set[str]) -> set[str]:
    """``strings`` less those that contain another of them (finding that one is enough)."""
    return {s for s in strings if not any(other != s and other in s for other in strings)}


def _is_blank(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, str):
        return not value.strip() or _is_placeholder(value.strip())
    return False


_PLACEHOLDER_IN_TEXT = re.compile(re.escape(_MARK) + r"[a-z0-9_]{1,40}>")


def _replaced(before: str, after: str) -> dict[str, str]:
    """``{secret: placeholder}`` of what redacting ``before`` replaced to give ``after``.

    Redaction keeps everything but the secrets, so the text between two placeholders of ``after`` is found
    again in ``before``, and what lies between those pieces there is what was replaced.
    """
    found: dict[str, str] = {}
    pieces = _PLACEHOLDER_IN_TEXT.split(after)
    markers = _PLACEHOLDER_IN_TEXT.findall(after)
    if not before.startswith(pieces[0]):
        return found
    at = len(pieces[0])
    last = len(markers) - 1
    for index, (marker, piece) in enumerate(zip(markers, pieces[1:], strict=True)):
        if not piece and index != last:
            break  # two placeholders side by side: where one secret ends is not known
        end = before.find(piece, at + 1) if piece else len(before)
        if end < 0:
            break
        secret = before[at:end]
        if len(secret) >= 6 and not secret.startswith(_MARK):
            found[secret] = marker
        at = end + len(piece)
    return found


#: A secret found once in a text is looked for again in it if it has this many characters (shorter ones could
#: be any word), and if the text held at most _AGAIN_MAX of them (each is a search of the whole text).
_AGAIN_MIN = 8
_AGAIN_MAX = 32


def _again(before: str, after: str) -> str:
    """``after`` with every other occurrence of a secret it replaced also replaced: the same secret quoted
    twice, once where its context says what it is (``password=Hx8...``) and once where nothing does (``as
    root with Hx8...``)."""
    found = {secret: marker for secret, marker in _replaced(before, after).items() if len(secret) >= _AGAIN_MIN}
    if not found or len(found) > _AGAIN_MAX or not any(secret in after for secret in found):
        return after
    pieces = _PLACEHOLDER_IN_TEXT.split(after)  # the text between placeholders: never rewrite one
    markers = _PLACEHOLDER_IN_TEXT.findall(after)
    for secret in sorted(found, key=len, reverse=True):
        # only where it stands whole: the password "postgres" of postgresql://postgres:postgres@ is not in "postgresql"
        whole = re.compile(rf"(?<![A-Za-z0-9]){re.escape(secret)}(?![A-Za-z0-9])")
        marker = found[secret]  # (a placeholder holds no backslash: safe as a replacement string)
        pieces = [whole.sub(marker, piece) if secret in piece else piece for piece in pieces]
    return "".join(piece + marker for piece, marker in zip(pieces, [*markers, ""], strict=True))


#: The redactor behind :func:`redact` and :func:`redact_value`; ``DEFAULT_REDACTOR.add(...)`` extends both.
DEFAULT_REDACTOR = Redactor()


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``<redacted:TYPE>`` (the default redactor)."""
    return DEFAULT_REDACTOR.redact(text)


def redact_together(texts: Iterable[str]) -> list[str]:
    """The fields of one record redacted together (the default redactor); see :meth:`Redactor.redact_together`."""
    return DEFAULT_REDACTOR.redact_together(texts)


def redact_value(value: Any) -> Any:
    """Tool parameters with their secrets redacted (the default redactor); see :meth:`Redactor.redact_value`."""
    return DEFAULT_REDACTOR.redact_value(value)
