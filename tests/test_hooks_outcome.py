"""Telling a failed call from its reported result (Codex CLI, Gemini CLI, Cursor report both in one event)."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from oncebitten.hooks.response import exit_status, failure_text


def test_a_codex_shell_result_with_a_non_zero_exit_code_is_a_failure_without_its_timing() -> None:
    text = "Exit code: 1\nWall time: 4.2 seconds\nOutput:\nError: Cannot find module 'pg'\n"
    assert failure_text(text) == "Exit code: 1\nOutput:\nError: Cannot find module 'pg'"


def test_a_codex_shell_result_with_exit_code_zero_is_a_success() -> None:
    assert failure_text("Exit code: 0\nWall time: 0.1 seconds\nOutput:\nok\n") is None


def test_the_unified_exec_tool_reports_its_exit_status_in_its_own_words() -> None:
    text = "Chunk ID: 7f3a\nWall time: 1.0 seconds\nProcess exited with code 2\nOriginal token count: 12\nOutput:\nboom"
    assert failure_text(text) == "Process exited with code 2\nOutput:\nboom"


def test_codex_structured_shell_output_carries_its_exit_code_in_metadata() -> None:
    text = json.dumps({"output": "make: *** [all] Error 2", "metadata": {"exit_code": 2, "duration_seconds": 0.4}})
    assert failure_text(text) == "Exit code 2\nmake: *** [all] Error 2"
    assert failure_text(json.dumps({"output": "ok", "metadata": {"exit_code": 0}})) is None


def test_an_exit_code_inside_a_programs_output_is_not_the_calls_status() -> None:
    assert failure_text("Output:\nthe child printed exit code 3 and carried on\n") is None
    assert exit_status("retrying: Exit code: 1 from step 2") is None


def test_an_mcp_result_marked_as_an_error_is_a_failure_with_its_text() -> None:
    result = {"content": [{"type": "text", "text": "GitHub API error 422"}], "isError": True}
    assert failure_text(result) == "GitHub API error 422"
    assert failure_text({"content": [{"type": "text", "text": "ok"}], "isError": False}) is None


def test_a_gemini_tool_error_is_a_failure_with_its_message() -> None:
    response = {"llmContent": "Error writing to file", "returnDisplay": "x", "error": {"message": "EACCES: denied"}}
    assert failure_text(response) == "EACCES: denied"


def test_a_gemini_shell_command_that_exits_non_zero_is_a_failure_without_the_empty_fields() -> None:
    content = (
        "Command: npm test\nDirectory: (root)\nOutput: Cannot find module 'pg'\nError: (none)\nExit Code: 1\n"
        "Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 48213"
    )
    assert failure_text({"llmContent": content, "returnDisplay": "..."}) == "Exit code 1\nCannot find module 'pg'"
    assert failure_text({"llmContent": content.replace("Exit Code: 1", "Exit Code: 0")}) is None


def test_gemini_0_61s_untrusted_context_wrapper_is_taken_off_the_error() -> None:
    """The shell result the real Gemini CLI 0.61.0 sends (tests/golden/gemini, recorded)."""
    wrapped = (
        "<untrusted_context>\nOutput: boom: config missing\nExit Code: 1\nProcess Group PGID: 8010\n"
        "</untrusted_context>"
    )
    assert failure_text({"llmContent": wrapped, "returnDisplay": "boom: config missing"}) == (
        "Exit code 1\nboom: config missing"
    )
    passed = "<untrusted_context>\nOutput: config ok\nProcess Group PGID: 8157\n</untrusted_context>"
    assert failure_text({"llmContent": passed}) is None


def test_a_cursor_shell_output_is_json_text_with_its_exit_code() -> None:
    output = json.dumps({"exitCode": 1, "stdout": "", "stderr": "npm ERR! missing script: tset"})
    assert failure_text(output) == "Exit code 1\nnpm ERR! missing script: tset"
    assert failure_text(json.dumps({"exitCode": 0, "stdout": "ok"})) is None


def test_results_that_say_nothing_about_failing_are_successes() -> None:
    for response in (None, "", "file contents", {"llmContent": "read 3 lines"}, 3, ["a"], {"exitCode": True}):
        assert failure_text(response) is None


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(), lambda c: st.lists(c) | st.dictionaries(st.text(), c)
    )
)
def test_reading_any_response_never_raises(response: object) -> None:
    result = failure_text(response)
    assert result is None or isinstance(result, str)
