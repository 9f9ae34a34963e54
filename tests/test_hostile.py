"""Hostile input, as an adversary would send it: every command-line argument, hook event and ui request either
works or is refused with one ``oncebitten: error:`` line and a documented exit code, never a traceback; text that
is not valid Unicode is stored escaped, never dropped; control characters are shown, never obeyed.

The corpus (``HOSTILE``) is the attack scripts' payloads kept as data; hypothesis adds random ones. CI runs a
few dozen examples per property; ``make fuzz`` runs thousands (``HYPOTHESIS_PROFILE=fuzz``).
"""

from __future__ import annotations

import io
import json
import os
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hookrun import git_repo, hook_env, run_hook
from oncebitten.cli import main
from oncebitten.store import close_store, open_store

#: Exit codes the command line documents (docs/cli.md).
DOCUMENTED = {0, 1, 2, 3, 4}
DEEP = "[" * 100_000 + "]" * 100_000
NOT_UTF8 = b"caf\xe9 \xff\xfe".decode("utf-8", "surrogateescape")  # as Python hands invalid argv bytes over
SPLIT_EMOJI = "half \ud83d of an emoji"
TERMINAL = "boom \x1b]0;pwned\x07 \x1b[2J\x1b[31mred \x9b31m \u202egnp.exe"

#: Arguments that once ended in a traceback or in several lines of usage, and others like them.
HOSTILE: list[list[str]] = [
    ["record", "--tool", "bash", "--params", DEEP, "--error", "x"],
    ["record", "--tool", "bash", "--params", '{"a":' * 50_000 + "1" + "}" * 50_000, "--error", "x"],
    ["record", "--tool", "bash", "--error", NOT_UTF8],
    ["record", "--tool", "bash", "--error", SPLIT_EMOJI],
    ["record", "--tool", NOT_UTF8, "--error", "x", "--env", SPLIT_EMOJI],
    ["record", "--tool", "bash", "--params", '{"c": "\\ud800"}', "--error", "x"],
    ["record", "--tool", "bash", "--params", '{"c": "' + NOT_UTF8 + '"}', "--error", "x"],
    ["record", "--tool", "bash", "--params", "@/dev/zero", "--error", "x"],
    ["record", "--tool", "bash", "--params", "[1, 2]", "--error", "x"],
    ["record", "--tool", "bash", "--params", "{", "--error", "x"],
    ["recent", "--limit", "1e23"],
    ["recent", "--limit", "99999999999999999999999"],
    ["recent", "--limit", "-1"],
    ["groups", "--limit", "nan"],
    ["outcomes", "check", "--module", "m", "--hypothesis", "h", "--days", "nan"],
    ["outcomes", "check", "--module", "m", "--hypothesis", "h", "--days", "-inf"],
    ["outcomes", "check", "--module", "m", "--hypothesis", "h", "--days", "1e300"],
    ["ui", "--port", "99999"],
    ["ui", "--port", "0", "--since", "99999999999999d"],
    ["ui", "--port", "0", "--host", "example.com"],
    ["report", "--since", "99999999999999d"],
    ["report", "--since", "yesterday-ish"],
    ["prune", "--before", "99999999-01-01"],
    ["failures", "record", "--task", "t", "--error", "x", "--attempt", "99999999999999999999999"],
    ["failures", "record", "--task", "t", "--error", "x", "--attempt", "0"],
    ["capture", "--task", "t", "--model", "m", "--duration-ms", "99999999999999999999999"],
    ["context", "--task", "t", "--budget", "0"],
    ["escalations", "--resolve", "esc-nope", "--resolution", SPLIT_EMOJI],
    ["nosuchcommand"],
    ["record"],
    ["check", "--tool", "bash", "--env", "e", "--cwd", "/"],
    ["mcp", "--http", "--port", "99999"],
    ["migrate", "--from", "missing/a.db", "--to", "missing/b.db"],
    ["--db", "mysql://root:hunter2@db/x", "stats"],
    ["--db", ":memory:", "stats"],
]


def run(db: str, args: list[str], monkeypatch: pytest.MonkeyPatch, stdin: str = "") -> tuple[int, str, str]:
    """``oncebitten --db DB ARGS`` in this process: exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8", "surrogateescape"))))
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    code = main(["--db", db, *args])
    monkeypatch.undo()
    return code, out.getvalue(), err.getvalue()


def one_line_or_nothing(code: int, err: str) -> None:
    assert code in DOCUMENTED, (code, err)
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) <= 1, err
    if code in (1, 2):
        assert lines and lines[0].startswith("oncebitten: error: "), err


@pytest.mark.parametrize("args", HOSTILE, ids=[" ".join(a)[:60] for a in HOSTILE])
def test_hostile_arguments_end_in_one_line_and_a_documented_exit_code(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run(str(tmp_path / "m.db"), args, monkeypatch)
    one_line_or_nothing(code, err)
    assert "hunter2" not in err + out
    assert not (tmp_path / "missing").exists()  # nothing made where nothing was asked for
    close_store(str(tmp_path / "m.db"))


def test_text_that_is_not_valid_unicode_is_stored_escaped_never_dropped(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for env, error in enumerate((NOT_UTF8, SPLIT_EMOJI)):
        code, _, err = run(db, ["record", "--tool", "bash", "--params", '{"c": "\\udfff"}', "--error", error,
                                "--env", f"e{env}"], monkeypatch)  # fmt: skip
        assert code == 0, err
    code, out, _ = run(db, ["--json", "recent"], monkeypatch)
    messages = [record["error_message"] for record in json.loads(out)]
    assert "caf\\xe9 \\xff\\xfe" in messages and "half \\ud83d of an emoji" in messages


def test_control_characters_are_shown_escaped_by_recent_and_check(db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    call = ["--tool", "bash", "--params", '{"c": "x"}', "--env", "e"]
    assert run(db, ["record", *call, "--error", TERMINAL], monkeypatch)[0] == 0
    for args in (["recent"], ["check", *call], ["groups"]):
        code, out, _ = run(db, args, monkeypatch)
        assert code in (0, 3)
        assert not any(c in out for c in "\x1b\x07\x9b\u202e"), (args, out)
        if args[0] != "groups":
            assert "\\x1b]0;pwned\\x07" in out
    code, out, _ = run(db, ["--json", "recent"], monkeypatch)
    assert not any(c in out for c in "\x1b\x07\x9b\u202e")
    assert json.loads(out)[0]["error_message"].startswith("boom \x1b]0;pwned\x07")  # the value itself is intact


def test_a_hook_records_an_error_with_a_split_emoji_and_bytes_that_are_not_utf8(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    env = hook_env(db, tmp_path / "home")
    event = {"hook_event_name": "PostToolUseFailure", "session_id": "s", "cwd": str(repo), "tool_name": "Bash",
             "tool_input": {"command": "make \ud800"}, "error": SPLIT_EMOJI}  # fmt: skip
    raw = json.dumps(event).encode()  # JSON escapes the surrogates: \\ud83d
    assert run_hook("claude-code", raw, env).code == 0
    with_bytes = json.dumps({**event, "error": "ERR"}).encode().replace(b"ERR", b"caf\xe9 failed")
    assert run_hook("claude-code", with_bytes, env).code == 0
    assert not (tmp_path / "home" / "hook.log").exists()
    close_store(db)
    messages = sorted(str(r[0]) for r in open_store(db).backend.fetchall("SELECT error_message FROM failure_events"))
    assert messages == ["caf\\xe9 failed", "half \\ud83d of an emoji"]


def test_the_ui_answers_a_window_too_long_with_400_not_a_dropped_connection(db: str) -> None:
    from oncebitten.report.server import make_server

    server = make_server(open_store(db), port=0)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        for query in ("99999999999999d", "1e999h", "-5d", "%00", "\u202e"):
            url = server.url + "?since=" + urllib.request.quote(query)
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(url, timeout=30)
            assert refused.value.code == 400
            refused.value.close()
    finally:
        server.shutdown()
        server.server_close()


# -- random input ------------------------------------------------------------------------------------------

ANY_TEXT = st.text(st.characters(codec=None, categories=None), max_size=200)  # surrogates and controls included
COMMANDS_WITH_TEXT: list[tuple[str, ...]] = [
    ("record", "--tool", "bash", "--env", "e", "--error"),
    ("failures", "record", "--task", "t", "--error"),
    ("failures", "query", "--error"),
    ("outcomes", "record", "--module", "m", "--outcome", "rejected", "--hypothesis"),
    ("escalations", "--resolve", "esc-0", "--resolution"),
    ("recent", "--limit"),
    ("groups", "--limit"),
    ("report", "--out", "r.html", "--since"),
]


@given(command=st.sampled_from(COMMANDS_WITH_TEXT), value=ANY_TEXT)
def test_any_text_in_any_argument_ends_well(command: tuple[str, ...], value: str, tmp_path_factory: Any) -> None:
    directory = tmp_path_factory.mktemp("fuzz")
    previous = os.getcwd()
    os.chdir(directory)
    try:
        with pytest.MonkeyPatch.context() as monkeypatch:
            code, _, err = run(str(directory / "m.db"), [*command, value], monkeypatch)
    finally:
        os.chdir(previous)
        close_store(str(directory / "m.db"))
    one_line_or_nothing(code, err)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ANY_TEXT, inner, max_size=4),
    max_leaves=30,
)


@given(params=st.dictionaries(ANY_TEXT, JSON_VALUES, max_size=5), error=ANY_TEXT)
@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
def test_any_params_and_error_are_recorded_and_checked(
    params: dict[str, Any], error: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile

    db = str(Path(tempfile.mkdtemp(dir=tmp_path)) / "m.db")  # one store per example
    text = json.dumps(params)
    code, _, err = run(db, ["record", "--tool", "bash", "--params", text, f"--error={error or 'x'}", "--env", "e"],
                       monkeypatch)  # fmt: skip
    one_line_or_nothing(code, err)
    code, _, err = run(db, ["check", "--tool", "bash", "--params", text, "--env", "e"], monkeypatch)
    assert code in (0, 3), err
    close_store(db)


HOOK_EVENTS = ["PreToolUse", "PostToolUse", "PostToolUseFailure", "SessionStart", "UserPromptSubmit", "BeforeTool",
               "AfterTool", "preToolUse", "postToolUse", "postToolUseFailure", "beforeShellExecution", ""]  # fmt: skip
HOOK_PAYLOADS = st.one_of(
    st.binary(max_size=300),
    JSON_VALUES.map(lambda v: json.dumps(v).encode()),
    st.fixed_dictionaries(
        {"hook_event_name": st.sampled_from(HOOK_EVENTS)},
        optional={"tool_name": ANY_TEXT | st.sampled_from(["Bash", "Write", "run_shell_command", "Shell"]),
                  "tool_input": JSON_VALUES, "tool_response": JSON_VALUES, "error": JSON_VALUES,
                  "cwd": ANY_TEXT | JSON_VALUES, "tool_output": JSON_VALUES, "is_interrupt": JSON_VALUES,
                  "command": JSON_VALUES, "workspace_roots": JSON_VALUES},
    ).map(lambda d: json.dumps(d).encode()),
)  # fmt: skip


@given(agent=st.sampled_from(["claude-code", "codex", "gemini", "cursor"]), payload=HOOK_PAYLOADS)
@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
def test_any_hook_event_is_answered_with_exit_0_and_never_a_wrong_deny(
    agent: str, payload: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile

    from oncebitten import hooks

    tmp_path = Path(tempfile.mkdtemp(dir=tmp_path))  # one store per example: each starts remembering nothing
    monkeypatch.setenv("ONCEBITTEN_DB", str(tmp_path / "m.db"))
    monkeypatch.setenv("ONCEBITTEN_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ONCEBITTEN_HOOK_BUDGET", "30")
    out = io.StringIO()
    assert hooks.run(agent, [], io.BytesIO(payload), out) == 0
    answer = out.getvalue().strip()
    if answer:
        decision = json.loads(answer)
        assert isinstance(decision, dict)
        assert "deny" not in json.dumps(decision)  # a fresh store remembers nothing: nothing may be denied
    close_store(str(tmp_path / "m.db"))


def test_what_a_hook_tells_an_agent_shows_control_characters_escaped(db: str, tmp_path: Path) -> None:
    repo = git_repo(tmp_path / "repo")
    env = hook_env(db, tmp_path / "home")
    event = {"session_id": "s", "cwd": str(repo), "tool_name": "Bash", "tool_input": {"command": "make"}}
    for _ in range(2):
        run_hook("claude-code", {**event, "hook_event_name": "PostToolUseFailure", "error": TERMINAL}, env)
    for name in ("PreToolUse", "SessionStart"):
        ran = run_hook("claude-code", {**event, "hook_event_name": name, "source": "startup"}, env)
        told = ran.json["hookSpecificOutput"]["additionalContext"]
        assert "\\x1b]0;pwned\\x07" in told, told  # shown, written out
        assert not any(c in told for c in "\x1b\x07\x9b\u202e")  # never obeyed
