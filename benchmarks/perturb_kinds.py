"""Does a failure's kind survive what does not change it? Perturbations of the real-error corpus's dev originals.

For each dev original (``benchmarks/data/real_errors/*.jsonl``, ``"split": "dev"``, ``"role": "original"``;
held-out rows are never read here) this makes variants that must keep its kind label, by the kind definitions
(``docs/fingerprint.md``, "Kinds"):

- traps (the adversarial ones the corpus definition lists): numbers that look like HTTP statuses in places
  where they are not one (a duration ``401.3s``, an address ``10.0.12.429``, a port, a row count, ``line 403``,
  a size) and misleading words inside identifiers, paths and test names (token, permission, timeout, rate,
  quota, limit, auth, denied, refused, memory, disk);
- printers: the message as a logger prints it (timestamp and level), behind ``Error: ``, quoted with an
  indent, behind a CI log's per-line timestamps, as a JSON string;
- incidental lines: a stack frame, a progress or timing line, added before the message.

Each variant is classified and compared with the original's label; changes are counted per perturbation
class (and from -> to), over the originals the classifier reads right (a variant of a misread original says
nothing about the perturbation). Random choices come from a random seed (``--seed``), so a run is repeatable.

Usage::

    PYTHONPATH=src .venv/bin/python benchmarks/perturb_kinds.py             # summary
    PYTHONPATH=src .venv/bin/python benchmarks/perturb_kinds.py --show 3    # and 3 changed variants per class
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence

from _common import REPO_ROOT

from oncebitten.engine.classify import classify_kind

CORPUS = REPO_ROOT / "benchmarks" / "data" / "real_errors"

WORDS = ("token", "permission", "timeout", "rate", "quota", "limit", "auth", "denied", "refused", "memory", "disk")
#: Words of the environment kinds' own evidence, as parts of a name (``handle_unauthorized``, ``isForbidden``).
EVIDENCE_WORDS = ("forbidden", "unauthorized", "throttled", "overloaded", "unavailable", "expired", "deadline",
                  "proxy", "ssl", "eacces", "enospc", "ratelimit")  # fmt: skip


def dev_originals() -> list[dict[str, str]]:
    rows = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if (row.get("split") or "dev") == "dev" and row.get("role") == "original" and row.get("kind"):
                rows.append(row)
    return rows


def _first_line_append(text: str, extra: str) -> str:
    first, sep, rest = text.partition("\n")
    return f"{first}{extra}{sep}{rest}"


def _last_line_append(text: str, extra: str) -> str:
    body = text.rstrip("\n")
    return body + extra + text[len(body) :]


def _before_last_line(text: str, line: str) -> str:
    lines = text.rstrip("\n").split("\n")
    return "\n".join([*lines[:-1], line, lines[-1]]) if len(lines) > 1 else f"{line}\n{text}"


_INCIDENTAL_NUMBERS = re.compile(
    r"(?<=:)\d+(?=:\d+\b)|(?<=line )\d+|(?<=port )\d+|(?<=pid )\d+|(?<=pid=)\d+"
    r"|\b\d+(?:\.\d+)?(?=(?:ms|s)\b)|(?<=\.)\d{1,3}(?=:\d{2,5}\b)"
)


def _renumbered(text: str, rng: random.Random) -> str:
    """Line and column numbers, ports, PIDs, durations and the last octet of addresses in the message itself
    replaced by numbers that look like statuses (incidental parts, by the corpus definition)."""
    return _INCIDENTAL_NUMBERS.sub(lambda m: str(rng.choice((401, 403, 407, 429, 502, 503, 504))), text)


_QUOTED_NAME = re.compile(r"(?<=['\"`])[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?=['\"`])")
_NAME_WORDS = re.compile("|".join(WORDS) + "|error|exceed|denied|limit|forbidden|unauthori|expired|status|code")


def _renamed(text: str, rng: random.Random) -> str:
    """Quoted names in the message itself (a key, an attribute, a variable, a column) renamed to misleading
    words; API error codes and status words are left alone."""

    def rename(match: re.Match[str]) -> str:
        return match.group(0) if _NAME_WORDS.search(match.group(0)) else rng.choice(WORDS)

    return _QUOTED_NAME.sub(rename, text)


def _identifier(rng: random.Random) -> str:
    a, b = rng.sample(WORDS, 2)
    shapes = (f"{a}_{b}", f"{a}{b.capitalize()}", f"check_{a}_{b}", f"{a.capitalize()}{b.capitalize()}Handler")
    return rng.choice(shapes)


def _evidence_name(rng: random.Random) -> str:
    word = rng.choice(EVIDENCE_WORDS)
    shapes = (f"handle_{word}", f"is_{word}_error", f"on{word.capitalize()}", f"{word.upper()}_RETRIES")
    return rng.choice(shapes)


Perturb = Callable[[str, random.Random], str]

#: Traps: a status-like number or a misleading word where it says nothing about the kind.
TRAPS: dict[str, Perturb] = {
    "duration": lambda t, r: _first_line_append(t, f" (after {r.choice(('401.3s', '429.0s', '503ms', '403.9 s'))})"),
    "address": lambda t, r: f"[worker 10.0.12.{r.choice((401, 403, 429, 503))}:{r.choice((5032, 4291, 4013))}]\n{t}",
    "port": lambda t, r: f"listening on 127.0.0.1 port {r.choice((401, 403, 429, 503, 504))}\n{t}",
    "rows": lambda t, r: f"loaded {r.choice((401, 403, 429, 503))} rows from fixtures\n{t}",
    "line_number": lambda t, r: _first_line_append(t, f" (line {r.choice((401, 403, 429, 502))})"),
    "size": lambda t, r: f"downloaded {r.choice((401, 403, 429, 503))} KB in 2 files\n{t}",
    "identifier": lambda t, r: f"in {_identifier(r)}():\n{t}",
    "path": lambda t, r: f"while running /srv/app/{r.choice(WORDS)}/{_identifier(r)}.py\n{t}",
    "test_name": lambda t, r: f"running test_{r.choice(WORDS)}_{r.choice(WORDS)}_is_handled\n{t}",
    # the same on the line that states the failure (the last one) and on the first line
    "renumbered": _renumbered,
    "renamed": _renamed,
    "inline_identifier": lambda t, r: _last_line_append(t, f" (in {_identifier(r)})"),
    "inline_path": lambda t, r: _first_line_append(t, f" [/srv/{r.choice(WORDS)}/{_identifier(r)}.py:403]"),
    "windows_path": lambda t, r: _first_line_append(t, f" [C:\\srv\\{r.choice(WORDS)}\\{_identifier(r)}.py:403]"),
    "inline_counts": lambda t, r: _last_line_append(
        t,
        f" [job {r.choice((401, 429))} of {r.choice((503, 504))}, pid {r.choice((403, 407))}"
        f", +{r.choice((401, 429))}ms]",
    ),
    "inline_words": lambda t, r: _last_line_append(t, f" ({r.choice(WORDS)} cache {r.choice(WORDS)} stats enabled)"),
    "version": lambda t, r: _first_line_append(t, f" (v4.{r.choice((401, 429, 503))}.0)"),
    # a request line or header the client logged before the message: numbers in a URL and a size are not statuses
    "request_url": lambda t, r: (
        f"GET https://api.example.com/v1/users/{r.choice((401, 403, 429))}/items?page={r.choice((502, 503))}\n{t}"
    ),
    "header_size": lambda t, r: f"Content-Length: {r.choice((401, 403, 429, 503))}\n{t}",
    # ids, hashes and a prompt with status-like digits in them
    "ids": lambda t, r: _last_line_append(
        t,
        f" (request id {r.choice((401, 429))}-a1b2-{r.choice((403, 503))}c, trace {r.choice((401, 429))}f9e, "
        f"container {r.choice((403, 503))}a1b2c3)",
    ),
    "prompt": lambda t, r: f"user@host:~/src/{r.choice(WORDS)}$ make check\n{t}",
    "evidence_name": lambda t, r: f"in {_evidence_name(r)}():\n{t}",
    "inline_evidence_name": lambda t, r: _last_line_append(t, f" (in {_evidence_name(r)})"),
    "inline_numbers": lambda t, r: _last_line_append(
        t, f" after {r.choice(('401.3s', '429ms'))} from 10.0.12.{r.choice((401, 429))}:{r.choice((4013, 5032))}"
    ),
}


def _each_line(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


#: Printers: the same message as something else printed it.
PRINTERS: dict[str, Perturb] = {
    "logger_first": lambda t, r: f"2024-05-{r.randint(10, 28)} 12:03:{r.randint(10, 59)},417 ERROR [main] {t}",
    "logger_each": lambda t, r: _each_line(t, f"2024-05-{r.randint(10, 28)}T12:03:{r.randint(10, 59)}.417Z ERROR "),
    "error_prefix": lambda t, r: f"Error: {t}",
    "indented": lambda t, r: _each_line(t, "    "),
    "quoted": lambda t, r: _each_line(t, "> "),
    "ci_each": lambda t, r: _each_line(t, f"2024-05-{r.randint(10, 28)}T12:03:{r.randint(10, 59)}.4172251Z "),
    "json": lambda t, r: json.dumps({"level": "error", "msg": t}),
    "crlf": lambda t, r: t.replace("\n", "\r\n"),
    "ansi": lambda t, r: "\n".join(f"\x1b[31m{line}\x1b[0m" if line else line for line in t.split("\n")),
    # a build log's step and time on every line (BuildKit's ``#12 0.407 ``), Maven's level on every line,
    # Python's logging on the first, a panel of a terminal UI (rich, typer) around the message
    "buildkit_each": lambda t, r: _each_line(t, f"#{r.randint(5, 19)} {r.randint(0, 9)}.{r.randint(100, 999)} "),
    "maven_each": lambda t, r: _each_line(t, "[ERROR] "),
    # Go's log package and a logback pattern without the date, on every line
    "golog_each": lambda t, r: _each_line(t, f"2024/05/{r.randint(10, 28)} 12:03:{r.randint(10, 59)} "),
    "logback_each": lambda t, r: _each_line(t, f"12:03:{r.randint(10, 59)}.417 [main] ERROR c.e.App - "),
    "pylogging": lambda t, r: f"ERROR:{r.choice(('root', 'app.worker', '__main__'))}:{t}",
    "boxed": lambda t, r: "\n".join(
        ["╭─ Error ─" + "─" * 40 + "╮", *(f"│ {line:<48} │" for line in t.split("\n")), "╰" + "─" * 50 + "╯"]
    ),
    "gha_group": lambda t, r: (
        f"##[group]Run make check\n##[endgroup]\n{t}\n##[error]Process completed with exit code 1."
    ),
}

#: Incidental lines: frames and progress around the message.
INCIDENTAL: dict[str, Perturb] = {
    "py_frame": lambda t, r: _before_last_line(
        t, f'  File "/srv/app/{_identifier(r)}.py", line {r.choice((401, 429))}, in {_identifier(r)}'
    ),
    "js_frame": lambda t, r: t + f"\n    at {_identifier(r)} (/srv/app/{r.choice(WORDS)}.js:{r.choice((401, 429))}:13)",
    "ci_exit": lambda t, r: f"{t}\nError: Process completed with exit code {r.choice((1, 2, 127))}.",
    "make_exit": lambda t, r: f"{t}\nmake: *** [Makefile:{r.choice((401, 429))}: check] Error {r.choice((1, 2))}",
    "npm_log": lambda t, r: (
        f"{t}\nnpm ERR! A complete log of this run can be found in:\n"
        f"npm ERR!     /root/.npm/_logs/2024-05-01T12_00_{r.randint(10, 59)}_401Z-debug-0.log"
    ),
    "blank_lines": lambda t, r: f"\n\n{t}\n\n",
    # a wrapper that says only that the command failed, after what it ran printed
    "called_process": lambda t, r: (
        f'{t}\nTraceback (most recent call last):\n  File "ci.py", line 9, in <module>\n'
        f"    subprocess.run(cmd, check=True)\nsubprocess.CalledProcessError: Command '['make', 'check']' returned "
        f"non-zero exit status {r.choice((1, 2))}."
    ),
    "gradle_wrapper": lambda t, r: (
        f"{t}\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Execution failed for task ':app:run'.\n> Process 'command 'java'' finished with non-zero exit value 1"
    ),
    "progress": lambda t, r: f"[{r.randint(1, 9)}/12] step {_identifier(r)} ... done in 4{r.randint(0, 9)}1ms\n{t}",
}

CLASSES = {"trap": TRAPS, "printer": PRINTERS, "incidental": INCIDENTAL}


def run(seed: int, show: int) -> dict[str, tuple[int, int]]:
    rows = dev_originals()
    rng = random.Random(seed)
    totals: dict[str, tuple[int, int]] = {}
    read_right = [row for row in rows if classify_kind(row["text"]).value == row["kind"]]
    print(f"{len(rows)} dev originals, {len(read_right)} read right; random seed {seed}\n")
    for family, perturbations in CLASSES.items():
        changed_family = made_family = 0
        for name, perturb in perturbations.items():
            changed: Counter[str] = Counter()
            examples = []
            for row in read_right:
                variant = perturb(row["text"], rng)
                got = classify_kind(variant).value
                if got != row["kind"]:
                    changed[f"{row['kind']}->{got}"] += 1
                    examples.append((row["id"], variant))
            made_family += len(read_right)
            changed_family += sum(changed.values())
            top = ", ".join(f"{k} {n}" for k, n in changed.most_common(4))
            print(f"  {family:10} {name:13} {sum(changed.values()):4} / {len(read_right)}  {top}")
            for row_id, variant in examples[:show]:
                print(f"      {row_id}: {variant[:300]!r}")
        totals[family] = (changed_family, made_family)
    print()
    all_changed = sum(c for c, _ in totals.values())
    all_made = sum(m for _, m in totals.values())
    for family, (changed_n, made) in totals.items():
        print(f"{family:10} kind kept {1 - changed_n / made:7.2%} ({changed_n} of {made} variants changed)")
    print(f"{'all':10} kind kept {1 - all_changed / all_made:7.2%} ({all_changed} of {all_made} variants changed)")
    return totals


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print this many changed variants per perturbation")
    args = parser.parse_args(argv)
    run(args.seed, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
