"""Synthetic but realistic improvement hypotheses, seeded: what an evolution pipeline proposes over many
projects and sessions (benchmarks only; not part of the package).

- 400 projects, each with its own code vocabulary: modules, classes and functions named from a mix of
  common programming words and project-specific words (``kestrel_ledger``, ``VorneRouter.apply_quota``);
- 48 proposal shapes as an AST analyser or an LLM phrases them ("Refactor X (complexity 14) into smaller
  functions", "Add retry with exponential backoff to X", ...), each with synonyms for its verbs and endings;
- agents re-propose: about a third of the records are variations of an earlier proposal of the same project
  (another synonym, another number, a word dropped or added, a typo), which is what the memory exists for.
"""

from __future__ import annotations

import random


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


COMMON = _words(
    "process load parse validate render fetch compute merge resolve build update apply collect dispatch "
    "encode decode normalize schedule evaluate export import sync filter transform serialize index score "
    "rank split flush retry cache config record session request response token user order invoice "
    "payload batch event metric report graph node edge query result schema message queue job task file "
    "path hypothesis experiment verdict prompt agent tool memory snapshot pipeline plugin window handler "
    "manager loader engine service runner store client worker context state registry adapter factory "
    "builder parser writer reader"
)
SYLLABLES = _words(
    "ka ve lo mi ran tor quo zen bri dal fen gor hul ith jas kel mur nox pel rix sol tav ur vim wex yor zal"
)

SHAPES = (
    "{refactor} {func} method (complexity {n}) into smaller functions{why}",
    "{refactor} {cls}.{func} (complexity {n}) into {k} helpers{why}",
    "Add type annotations to all methods in {cls}{why}",
    "Add type hints to the public API of {mod}{why}",
    "Replace {cls} class with a functional pipeline{why}",
    "Add caching layer for {noun} results in {mod}{why}",
    "Cache {func} results keyed by {noun} id{why}",
    "Extract {noun} validation from {func} into a helper{why}",
    "Use dependency injection for the {noun} client in {cls}{why}",
    "Replace global state in {mod} with an explicit {noun} context{why}",
    "Convert {cls}.{func} to async{why}",
    "Make {func} async and await the {noun} calls{why}",
    "Inline the {func} helper into {cls}{why}",
    "Split {mod} into {mod} and {mod2}{why}",
    "Remove dead code in {func} ({n} unused branches){why}",
    "Switch {cls} from inheritance to composition{why}",
    "Reduce cyclomatic complexity of {func} from {n} to {k}{why}",
    "Add retry with exponential backoff to {func}{why}",
    "Replace dict-based {noun} records with dataclasses in {mod}{why}",
    "Move {noun} parsing out of {cls}.__init__{why}",
    "Batch {noun} writes in {func} ({n} per transaction){why}",
    "Add a {noun} cache with a TTL of {n} seconds to {cls}{why}",
    "Guard {func} against empty {noun} lists{why}",
    "Rename {func} to {func2} for clarity",
    "Replace the {noun} loop in {func} with a comprehension{why}",
    "Use a context manager for the {noun} handle in {func}{why}",
    "Add input validation to {cls}.{func}{why}",
    "Raise a typed error instead of returning None from {func}{why}",
    "Introduce a {cls2} protocol for {cls}{why}",
    "Memoize {func} with functools.lru_cache(maxsize={n}){why}",
    "Stream {noun} rows from {func} instead of building a list{why}",
    "Vectorize the {noun} scoring loop in {mod}{why}",
    "Add logging around {noun} failures in {func}{why}",
    "Replace string concatenation in {func} with an f-string{why}",
    "Lazy-load the {noun} module in {mod}{why}",
    "Deduplicate {func} and {func2} into one function{why}",
    "Pin the {noun} timeout in {cls} to {n} seconds{why}",
    "Move {func} from {mod} to {mod2}{why}",
    "Parallelize {func} across {n} workers{why}",
    "Make {cls} immutable (frozen dataclass){why}",
    "Replace {noun} polling in {func} with an event{why}",
    "Add a fast path to {func} for empty {noun}s{why}",
    "Drop the unused {noun} parameter from {func}{why}",
    "Use a set for {noun} lookups in {func}{why}",
    "Precompile the {noun} regex in {mod}{why}",
    "Return early from {func} when the {noun} is missing{why}",
    "Wrap {cls} writes in a single transaction{why}",
    "Add property-based tests for {func}{why}",
)
SYNONYMS = {"{refactor}": ("Refactor", "Split", "Break up", "Decompose")}
WHY = (
    "",
    "",
    "",
    "",
    " to improve testability",
    " for readability",
    " to reduce coupling",
    " to make it composable",
    " for performance",
    " to avoid repeated parsing",
    " to simplify error handling",
    " to unblock parallel execution",
    " as suggested by the complexity report",
    " (flagged by the linter)",
    " so that failures are easier to diagnose",
)
FILLERS = ("the", "a", "all", "its", "new", "now", "also")


class Project:
    """One code base: the names its hypotheses are about."""

    def __init__(self, rng: random.Random) -> None:
        own = ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))) for _ in range(25)]
        words = own + rng.sample(COMMON, 25)
        self.nouns = words
        self.modules = [f"{rng.choice(words)}_{rng.choice(words)}" for _ in range(30)]
        self.classes = [rng.choice(words).capitalize() + rng.choice(words).capitalize() for _ in range(80)]
        self.functions = [f"{rng.choice(COMMON[:30])}_{rng.choice(words)}" for _ in range(250)]


class HypothesisGenerator:
    """``next()`` gives the next stored hypothesis; ``variation(text)`` a re-proposal of one; ``novel()`` a new one."""

    def __init__(self, seed: int, projects: int = 400, repeat: float = 0.35) -> None:
        self.rng = random.Random(seed)
        self.projects = [Project(self.rng) for _ in range(projects)]
        self.repeat = repeat
        self.history: list[str] = []

    def novel(self) -> str:
        rng = self.rng
        p = rng.choice(self.projects)
        shape = rng.choice(SHAPES)
        for slot, choices in SYNONYMS.items():
            shape = shape.replace(slot, rng.choice(choices))
        n = rng.randint(2, 40)
        return shape.format(
            func=rng.choice(p.functions), func2=rng.choice(p.functions), cls=rng.choice(p.classes),
            cls2=rng.choice(p.classes), mod=rng.choice(p.modules), mod2=rng.choice(p.modules),
            noun=rng.choice(p.nouns), n=n, k=rng.randint(2, max(2, n)), why=rng.choice(WHY),
        )  # fmt: skip

    def variation(self, text: str) -> str:
        """The same idea proposed again: one to three small changes."""
        rng = self.rng
        words = text.split(" ")
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(words))
            op = rng.random()
            if op < 0.25 and len(words[i]) > 3:  # a typo
                j = rng.randrange(len(words[i]))
                words[i] = words[i][:j] + rng.choice("abcdefghijklmnopqrstuvwxyz") + words[i][j + 1 :]
            elif op < 0.45 and len(words) > 5:  # a word dropped
                del words[i]
            elif op < 0.65:  # a word added
                words.insert(i, rng.choice(FILLERS))
            elif op < 0.85:  # another number, or another reason
                digits = [k for k, w in enumerate(words) if w.strip("(),").isdigit()]
                if digits:
                    k = rng.choice(digits)
                    words[k] = words[k].replace(words[k].strip("(),"), str(rng.randint(2, 40)))
                else:
                    words.append(rng.choice(WHY[4:]).strip())
            else:  # another synonym
                for synonyms in SYNONYMS.values():
                    if words[0] in synonyms:
                        words[0] = rng.choice(synonyms)
        return " ".join(words)

    def next(self) -> str:
        if self.history and self.rng.random() < self.repeat:
            text = self.variation(self.rng.choice(self.history[-50_000:]))
        else:
            text = self.novel()
        self.history.append(text)
        return text
