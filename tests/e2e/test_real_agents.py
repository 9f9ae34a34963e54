"""The hooks, as ``oncebitten hook install --<agent> --project`` leaves them, in the real agent CLIs.

Per agent (Claude Code, Gemini CLI, Codex CLI; versions pinned in scripts/install-agent-clis), in a scratch git
repository, with the scripted model on loopback: what the agent really ran (counted by a side effect outside the
repository), what the model was told (the requests it received), and what the store holds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from .agents import Workspace, clis_bin, require
from .model_server import tool_results

BLOCK_THRESHOLD = 3  # the default policy's


def failing(ws: Workspace, name: str = "F") -> str:
    """A command that fails the same way until ``config.txt`` exists (each run counted in ``counts/<name>``)."""
    return (
        f"sh -c 'echo run >> {ws.counts}/{name}; test -f config.txt || "
        '{ echo "boom: config missing" >&2; exit 1; }; echo config ok\''
    )


def flaky(ws: Workspace) -> str:
    """A command that fails twice, then passes (a script: Gemini CLI refuses command substitution)."""
    script = ws.counts / "flaky.sh"
    script.write_text(
        f"echo run >> {ws.counts}/flaky\n"
        f"n=$(wc -l < {ws.counts}/flaky)\n"
        'if [ "$n" -lt 3 ]; then echo "flaky: attempt $n failed" >&2; exit 1; fi\n'
        'echo "flaky: attempt $n ok"\n'
    )
    return f"sh {script}"


def test_a_deterministic_failure_runs_at_most_block_threshold_times_then_is_denied_with_its_real_error(
    ws: Workspace,
) -> None:
    ws.install_hooks()
    command = failing(ws)
    session = ws.session("repeat", [command] * 5 + ["echo different-command-ok"])

    assert ws.count("F") == BLOCK_THRESHOLD
    results = tool_results(session.last)
    assert len(results) == 6
    for denied in results[BLOCK_THRESHOLD:5]:
        assert "oncebitten blocked this call" in denied, denied
        assert "boom: config missing" in denied, denied  # the real error text, not a wrapper
    assert "different-command-ok" in results[5]
    records = [r for r in ws.records() if "boom: config missing" in (r["error_message"] or "")]
    assert len(records) == 1, ws.records()
    assert records[0]["retry_count"] == BLOCK_THRESHOLD
    assert records[0]["evolution_status"] == "PENDING"
    assert "Exit Code" not in records[0]["error_message"] and "untrusted_context" not in records[0]["error_message"]
    assert ws.stats()["blocks"] == 2


def test_the_model_is_told_after_the_first_failure_what_an_identical_retry_will_meet(ws: Workspace) -> None:
    ws.install_hooks()
    session = ws.session("warn", [failing(ws), failing(ws), failing(ws)])

    assert ws.count("F") == 3
    # The request after the 1st failure is where the model decides on the 2nd attempt: the note is there.
    second_decision = session.requests[1].text()
    assert "oncebitten" in second_decision and "blocked" in second_decision
    # After the 2nd failure: one more identical failure and it is blocked (the 3rd attempt still runs).
    third_decision = session.requests[2].text()
    assert "failed twice" in third_decision
    assert "the next identical attempt will be blocked" not in third_decision.split("failed twice", 1)[1][:300]
    # After the 3rd: the next one is blocked.
    assert "the next identical attempt will be blocked" in session.last.text()


def test_a_fix_then_the_retry_is_allowed_and_no_later_session_calls_it_unresolved(ws: Workspace) -> None:
    ws.install_hooks()
    command = failing(ws)
    ws.session("before", [command] * 4)
    assert ws.count("F") == BLOCK_THRESHOLD

    after = ws.session("fix", ["touch config.txt", command])
    assert ws.count("F") == BLOCK_THRESHOLD + 1
    assert "config ok" in tool_results(after.last)[-1]
    records = [r for r in ws.records() if "boom: config missing" in (r["error_message"] or "")]
    assert records and all(r["evolution_status"] == "RESOLVED" for r in records), records
    stats = ws.stats()
    assert stats["pending"] == 0 and stats["blocking"] == 0, stats

    later = ws.session("later", [])
    told = later.first().text()
    assert "unresolved, last" not in told and "unresolved failures in this project" not in told
    if "config missing" in told:  # the session-start context may still mention it: as fixed
        assert "passed since, after a change" in told


def test_a_flaky_command_that_passes_on_the_third_try_is_resolved(ws: Workspace) -> None:
    ws.install_hooks()
    session = ws.session("flaky", [flaky(ws)] * 3)

    assert ws.count("flaky") == 3
    assert "attempt 3 ok" in tool_results(session.last)[-1]
    records = [r for r in ws.records() if "flaky" in (r["error_message"] or "")]
    assert records and all(r["evolution_status"] == "RESOLVED" for r in records), records
    assert ws.stats()["pending"] == 0


def test_the_hooks_installed_from_a_subdirectory_are_at_the_git_root_and_run(ws: Workspace) -> None:
    sub = ws.repo / "pkg" / "deep"
    sub.mkdir(parents=True)
    ws.oncebitten("hook", "install", f"--{ws.agent}", "--project", cwd=sub)
    assert not (sub / f".{ws.agent.split('-')[0]}").exists()
    # What a team commits names no path of this machine: a teammate's checkout runs it as is.
    (settings,) = [p for p in (ws.repo / f".{ws.agent.split('-')[0]}").iterdir() if p.suffix == ".json"]
    text = settings.read_text()
    for local in (sys.executable, str(Path(sys.executable).parent), str(ws.root), str(Path(__file__).parents[2])):
        assert local not in text, (local, text)
    ws.session("subdir", [failing(ws)] * 4, cwd=ws.repo)
    assert ws.count("F") == BLOCK_THRESHOLD


def test_the_memory_the_hooks_wrote_is_read_through_mcp_by_the_inspector_cli(ws: Workspace) -> None:
    ws.install_hooks()
    command = failing(ws)
    ws.session("mcp", [command] * 4)
    inspector = str(require("mcp-inspector"))
    server = [sys.executable, "-m", "oncebitten", "mcp", "--db", str(ws.db)]

    def inspect(*args: str) -> dict[str, Any]:
        ran = subprocess.run(
            [inspector, "--cli", *server, *args],
            env={**ws.env(), "PATH": f"{clis_bin()}:/usr/bin:/bin"},
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        assert ran.returncode == 0, ran.stderr[-2000:]
        answer: dict[str, Any] = json.loads(ran.stdout)
        return answer

    tools = {tool["name"] for tool in inspect("--method", "tools/list")["tools"]}
    assert {"advisor_check", "failure_stats", "advisor_record"} <= tools
    (record,) = [r for r in ws.records() if "boom: config missing" in (r["error_message"] or "")]

    def check() -> dict[str, Any]:
        """advisor_check of the agent's call, in the state the hooks recorded it in."""
        answer = inspect(
            "--method", "tools/call", "--tool-name", "advisor_check",
            "--tool-arg", f"tool={record['tool_name']}",
            "--tool-arg", f"params={json.dumps({'command': command})}",
            "--tool-arg", f"env={record['env_snapshot_hash']}",
        )  # fmt: skip
        structured: dict[str, Any] = answer["structuredContent"]
        return structured

    before = check()
    assert before["result"] == "BLOCK" and "boom: config missing" in before["failureRecord"]["errorMessage"]
    assert inspect("--method", "tools/call", "--tool-name", "failure_stats")["structuredContent"]["toolFailures"] == 3

    ws.session("mcpfix", ["touch config.txt", command])
    assert check()["result"] == "ALLOW"  # the old state's record was resolved by the success after the fix


def test_doctor_passes_as_installed_and_uninstall_leaves_nothing_behind(ws: Workspace) -> None:
    ws.install_hooks()
    report = json.loads(ws.oncebitten("doctor", "--json", check=False).stdout)
    assert report["ok"], report
    if ws.agent == "codex":
        (codex,) = [c for c in report["checks"] if c["name"].startswith("codex runs the hooks")]
        assert codex["ok"] and "trusted and enabled" in codex["detail"]
        # A changed hook is a hook Codex will skip until it is trusted again: doctor says so.
        path = ws.repo / ".codex" / "hooks.json"
        path.write_text(path.read_text().replace('"timeout": 10', '"timeout": 11'))
        report = json.loads(ws.oncebitten("doctor", "--json", check=False).stdout)
        (codex,) = [c for c in report["checks"] if c["name"].startswith("codex runs the hooks")]
        assert not report["ok"] and not codex["ok"] and "not trusted" in codex["detail"]
    ws.oncebitten("hook", "uninstall", f"--{ws.agent}", "--project")
    assert sorted(p.name for p in ws.repo.iterdir()) == [".git", "README.md"]
