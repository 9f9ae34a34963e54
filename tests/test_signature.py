"""Tool signatures and environment hashes: the seed's algorithm, deterministic, cheap."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from oncebitten.advisor import signature
from oncebitten.advisor.signature import call_key, env_snapshot_hash, json_encoder, tool_signature
from oncebitten.engine.redact.redactor import redact_value


def seed_tool_signature(tool_name: str, params: dict[str, Any]) -> str:
    """Seed 000's `_compute_tool_signature`, verbatim, as the reference."""
    normalized_params = {}
    for key, value in sorted(params.items()):
        if isinstance(value, str):
            normalized_params[key] = value.strip()
        else:
            normalized_params[key] = value
    payload = {"tool": tool_name, "params": normalized_params}
    json_str = json.dumps(payload, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(json_str.encode()).hexdigest()[:32]


def seed_env_hash(working_directory: str | None = None, file_context: list[str] | None = None) -> str:
    components = [str(working_directory or os.getcwd()), platform.system().lower(),
                  f"{sys.version_info.major}.{sys.version_info.minor}"]  # fmt: skip
    if file_context:
        components.append("|".join(sorted(str(f) for f in file_context)))
    return hashlib.sha256("|".join(components).encode()).hexdigest()[:32]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
params_strategy = st.dictionaries(st.text(max_size=12), json_values, max_size=6)


@given(tool=st.text(max_size=20), params=params_strategy)
def test_signature_is_byte_for_byte_the_seeds(tool: str, params: dict[str, Any]) -> None:
    assert tool_signature(tool, params) == seed_tool_signature(tool, params)


@given(tool=st.text(max_size=20), params=params_strategy)
def test_signature_is_deterministic_and_order_independent(tool: str, params: dict[str, Any]) -> None:
    reordered = dict(reversed(list(params.items())))
    assert tool_signature(tool, params) == tool_signature(tool, reordered)
    assert len(tool_signature(tool, params)) == 32


def test_top_level_strings_are_stripped() -> None:
    assert tool_signature("bash", {"cmd": "  make\n"}) == tool_signature("bash", {"cmd": "make"})
    assert tool_signature("bash", {"cmd": "make"}) != tool_signature("sh", {"cmd": "make"})


def test_values_json_cannot_encode_are_stringified_not_rejected() -> None:
    sig = tool_signature("read", {"path": Path("/tmp/x"), "when": 3})
    assert sig == tool_signature("read", {"path": "/tmp/x", "when": 3})


def test_env_hash_without_files_matches_the_seed(tmp_path: Path) -> None:
    assert env_snapshot_hash(str(tmp_path)) == seed_env_hash(str(tmp_path))
    assert env_snapshot_hash() == seed_env_hash()


def test_env_hash_follows_the_current_directory(tmp_path: Path, monkeypatch: Any) -> None:
    before = env_snapshot_hash()
    monkeypatch.chdir(tmp_path)
    assert env_snapshot_hash() == seed_env_hash(str(tmp_path)) != before


def test_editing_a_file_in_context_changes_the_environment(tmp_path: Path) -> None:
    source = tmp_path / "app.py"
    source.write_text("print('hello'")
    broken = env_snapshot_hash(tmp_path, ["app.py"])
    assert env_snapshot_hash(tmp_path, ["app.py"]) == broken  # same state, same environment
    source.write_text("print('hello')")
    os.utime(source, ns=(time.time_ns(), time.time_ns() + 1_000_000))
    assert env_snapshot_hash(tmp_path, ["app.py"]) != broken


def test_file_context_order_does_not_matter_and_missing_files_count(tmp_path: Path) -> None:
    (tmp_path / "a").write_text("a")
    assert env_snapshot_hash(tmp_path, ["a", "b"]) == env_snapshot_hash(tmp_path, ["b", "a"])
    with_b = env_snapshot_hash(tmp_path, ["a", "b"])
    (tmp_path / "b").write_text("b")
    assert env_snapshot_hash(tmp_path, ["a", "b"]) != with_b


def test_objects_without_str_are_identified_without_their_memory_address() -> None:
    class Opaque:
        pass

    assert tool_signature("t", {"o": Opaque()}) == tool_signature("t", {"o": Opaque()})


def test_circular_params_are_reported_not_looped_on() -> None:
    import pytest

    params: dict[str, Any] = {}
    params["self"] = params
    with pytest.raises(ValueError, match="Circular"):
        tool_signature("t", {"p": params})


GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
flat_values = (
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
    | st.sampled_from([f"  curl -H 'Authorization: Bearer {GITHUB_TOKEN}' ", "password=hunter2", " pytest -x "])
)  # fmt: skip


@given(tool=st.text(max_size=12), params=st.dictionaries(st.text(max_size=12), flat_values, max_size=6))
def test_the_one_pass_call_key_agrees_with_the_general_one(tool: str, params: dict[str, Any]) -> None:
    call_key("warm", {"p": "up"})  # loads the redactor, so that the one-pass path is taken
    redacted = signature._redacted_params(params)
    assert call_key(tool, params) == (tool_signature(tool, redacted), redacted is not params)


@given(
    tool=st.text(max_size=12),
    params=st.dictionaries(st.text(max_size=12), flat_values | st.sampled_from(["pytest -x", "caf\u00e9"]), max_size=6)
    | params_strategy,
)
@example(tool="", params={"\x7f": None})  # JSON escapes DEL only when it escapes all but ASCII
def test_the_record_path_gives_call_keys_signature_and_the_logs_json(tool: str, params: dict[str, Any]) -> None:
    call_key("warm", {"p": "up"})  # loads the redactor, so that the one-pass path is taken
    signature_, text = signature.call_key_json(tool, params)
    assert signature_ == call_key(tool, params)[0]
    if text is not None:  # the parameters' JSON, redacted as the signature saw them
        assert text == json.dumps(redact_value(params), sort_keys=True, default=str, ensure_ascii=False)


def test_a_secret_in_a_flat_value_is_kept_out_of_the_signature() -> None:
    params = {"header": f"Authorization: Bearer {GITHUB_TOKEN}", "retries": 3}
    rotated = {"header": "Authorization: Bearer ghp_" + "Zq9x" * 9, "retries": 3}  # a rotated token, as random
    assert call_key("curl", params) == call_key("curl", rotated)
    assert call_key("curl", params)[1] is True
    assert call_key("curl", {"cmd": " pytest -x "}) == (tool_signature("curl", {"cmd": "pytest -x"}), False)


@given(value=json_values, ascii_only=st.booleans())
def test_the_encoder_writes_what_json_dumps_writes(value: Any, ascii_only: bool) -> None:
    encode = json_encoder(str, ensure_ascii=ascii_only)
    payload = {"v": value, "a": [value, {"z": 1, "b": value}]}
    assert encode(payload) == json.dumps(payload, sort_keys=True, default=str, ensure_ascii=ascii_only)


def test_the_encoder_reports_a_circular_structure() -> None:
    import pytest

    looped: list[Any] = []
    looped.append(looped)
    with pytest.raises(ValueError, match="Circular"):
        json_encoder(str, ensure_ascii=False)({"x": looped})


def test_the_record_path_encodes_a_plain_call_once() -> None:
    call_key("warm", {"p": "up"})  # loads the redactor, so that the one-pass path is taken
    expected = seed_tool_signature("bash", {"cmd": "make", "n": 2})
    assert signature.call_key_json("bash", {"cmd": "make", "n": 2}) == (expected, '{"cmd": "make", "n": 2}')
    assert signature.call_key_json("bash", {"cmd": " make "}) == (seed_tool_signature("bash", {"cmd": "make"}), None)


# -- one redaction of parameters: the signature reads keys as redact_value does ---------------------------


@pytest.mark.parametrize(
    ("params", "rotated"),
    [
        ({"password": "hunter2", "user": "alice"}, {"password": "correct horse", "user": "alice"}),
        ({"url": "https://db", "api_key": "k-12345"}, {"url": "https://db", "api_key": "k-67890"}),
        ({"headers": {"Authorization": "Basic YWxpY2U6aHVudGVyMg=="}}, {"headers": {"Authorization": "Basic Ym9i"}}),
        ({"DB_PASSWORD": 1234}, {"DB_PASSWORD": 9876}),
        ({"auth": {"token": "abc"}, "n": 1}, {"auth": {"token": "xyz"}, "n": 1}),
    ],
)
def test_two_calls_differing_only_in_a_secret_parameter_share_a_signature(
    params: dict[str, Any], rotated: dict[str, Any]
) -> None:
    assert call_key("connect", params) == call_key("connect", rotated)
    assert call_key("connect", params)[1] is True
    assert call_key("connect", params)[0] == tool_signature("connect", redact_value(params))
    assert signature.call_key_json("connect", params)[0] == call_key("connect", params)[0]


def test_a_password_parameter_is_not_hashed_raw() -> None:
    raw = tool_signature("login", {"password": "hunter2"})
    assert call_key("login", {"password": "hunter2"})[0] != raw
    assert call_key("login", {"password": "hunter2"})[0] == tool_signature("login", {"password": "<redacted:password>"})
    _, text = signature.call_key_json("login", {"password": "hunter2"})
    assert text is not None and "hunter2" not in text


@pytest.mark.parametrize(
    "params",
    [{"command": "npm test", "description": "Run the tests"}, {"file_path": "/x/y.py", "old_string": "a", "n": 2},
     {"primary_key": "id", "cache_key": "v1", "max_tokens": 100, "exit_code": 1, "data": "x"}, {"key": "value"},
     {"bypass": "yes", "compass": "north", "sort_key": "name"}],
)  # fmt: skip
def test_calls_without_a_secret_keep_the_seeds_signature(params: dict[str, Any]) -> None:
    assert call_key("t", params) == (seed_tool_signature("t", params), False)
    assert signature.call_key_json("t", params)[0] == seed_tool_signature("t", params)


@given(tool=st.text(max_size=12), params=params_strategy)
def test_the_signature_is_always_that_of_the_redacted_parameters(tool: str, params: dict[str, Any]) -> None:
    redacted = redact_value(params)
    assert call_key(tool, params)[0] == tool_signature(tool, redacted)
