"""The redactor's gate as plain strings: in sync with the rules, and never wrong about a text being quiet."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten.advisor.signature import call_key
from oncebitten.engine.redact import gate as _secret_gate
from oncebitten.engine.redact.gate import may_hold_secret
from oncebitten.engine.redact.redactor import DEFAULT_REDACTOR, Redactor

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "redaction_corpus.jsonl"

#: Texts with a rule's literal in the middle of ordinary words: where a wrong gate would show.
NEAR_MISSES = st.lists(
    st.sampled_from([*_secret_gate.TEXT, *_secret_gate.LOWER, " ", "=", ":", "-", "x", "_", "A", "\t", "/", "@"]),
    max_size=12,
).map("".join)


def test_the_strings_are_the_default_redactor_s_literal_gate() -> None:
    derived = DEFAULT_REDACTOR.literal_gate()
    assert derived is not None
    assert derived == (_secret_gate.TEXT, _secret_gate.LOWER), (
        "the redaction rules changed: run scripts/write-secret-gate"
    )


def test_no_text_of_the_redaction_corpus_is_called_quiet_wrongly() -> None:
    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert texts
    for text in texts:
        assert may_hold_secret(text) or DEFAULT_REDACTOR.quiet(text), text
        assert may_hold_secret(text) or DEFAULT_REDACTOR.redact(text) == text, text


@settings(max_examples=500)
@given(st.text() | NEAR_MISSES)
def test_a_text_without_the_strings_is_quiet(text: str) -> None:
    if not may_hold_secret(text):
        assert DEFAULT_REDACTOR.quiet(text)
        assert DEFAULT_REDACTOR.redact(text) == text


@pytest.mark.parametrize(
    "command",
    ["npm test", "npm run build", "pytest -x -q tests/", "git commit -m 'fix the parser'", "cargo build --release",
     "ls -la src", "make", "python -m pip install requests", "docker compose up -d", "go test ./..."],
)  # fmt: skip
def test_everyday_commands_need_no_redactor(command: str) -> None:
    assert not may_hold_secret(command)


@pytest.mark.parametrize(
    "command",
    ["mysql -p -h db", "curl https://user:pw@example.com", "export API_TOKEN=abc123", "curl -H 'Authorization: x'"],
)
def test_commands_that_may_hold_a_secret_are_left_to_the_redactor(command: str) -> None:
    assert may_hold_secret(command)


def test_a_redactor_with_a_rule_that_has_no_literal_has_no_literal_gate() -> None:
    assert Redactor(extra=[("anything", r"\w{40}")]).literal_gate() is None


def test_call_key_without_the_redactor_loaded_is_call_key_with_it() -> None:
    """In a fresh process, a quiet call never loads the redactor; a secret one does, and is redacted alike."""
    calls = [{"command": "npm test"}, {"command": "mysql -ppassw0rd123 -h db"}, {"command": "ls -la", "n": 3}]
    code = (
        "import json, sys; from oncebitten.advisor.signature import call_key; "
        "keys = [call_key('Bash', p) for p in json.loads(sys.argv[1])]; "
        "print(json.dumps([keys, 'oncebitten.engine.redact.redactor' in sys.modules]))"
    )
    quiet = subprocess.run(
        [sys.executable, "-c", code, json.dumps(calls[::2])], capture_output=True, text=True, check=True
    )
    keys, loaded = json.loads(quiet.stdout)
    assert not loaded and keys == [list(call_key("Bash", p)) for p in calls[::2]]
    mixed = subprocess.run([sys.executable, "-c", code, json.dumps(calls)], capture_output=True, text=True, check=True)
    keys, loaded = json.loads(mixed.stdout)
    assert loaded and keys == [list(call_key("Bash", p)) for p in calls]
    assert keys[1][1] is True  # the password was seen


#: Keys around the words that name a secret: where a wrong list of key ends would show.
KEYS = st.lists(
    st.sampled_from(["password", "Pass", "pwd", "api", "_", "-", ".", "key", "Key", "token", "Secret", "auth",
                     "Authorization", "cookie", "data", "client", "private", "credentials", "x", "db", "\n", "s"]),
    max_size=5,
).map("".join) | st.text(max_size=20)  # fmt: skip


@settings(max_examples=500)
@given(KEYS)
def test_a_key_without_the_ends_never_names_a_secret(key: str) -> None:
    from oncebitten.engine.redact.rules import _secret_key_type

    if not _secret_gate.may_name_secret(key):
        assert _secret_key_type(key) is None
        assert DEFAULT_REDACTOR.redact_value({key: "hunter2-value"}) == {key: "hunter2-value"}


def test_every_gate_string_has_two_characters_at_least() -> None:
    # may_hold_secret looks a string up by its first two characters
    assert min(map(len, (*_secret_gate.TEXT, *_secret_gate.LOWER))) >= 2


@settings(max_examples=400, deadline=None)
@given(st.one_of(NEAR_MISSES, st.text(max_size=80)))
def test_the_gate_answers_as_a_scan_for_every_string_would(text: str) -> None:
    lowered = text.lower()
    scan = any(s in text for s in _secret_gate.TEXT) or any(s in lowered for s in _secret_gate.LOWER)
    assert may_hold_secret(text) == scan


@settings(max_examples=400, deadline=None)
@given(st.one_of(NEAR_MISSES, st.text(max_size=80)))
def test_the_grouped_gates_find_what_the_rules_gates_joined_find(text: str) -> None:
    import re

    DEFAULT_REDACTOR.quiet("")
    plan = DEFAULT_REDACTOR._plan
    assert plan is not None
    for grouped, source, subject in (
        (plan.gate_text, plan.gate_sources[0], text),
        (plan.gate_lower, plan.gate_sources[1], text.lower()),
    ):
        assert grouped is not None
        assert (grouped.search(subject) is None) == (re.compile(source, re.ASCII).search(subject) is None)
