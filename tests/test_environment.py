"""The one rule by which the CLI, the MCP server and the hooks resolve the environment of a call."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from oncebitten import FailureMemory, InvalidInput
from oncebitten.advisor.environment import (
    CLI_NAMES,
    MCP_NAMES,
    resolve_environment,
    resolve_environments,
    workspace_environments,
)
from oncebitten.hooks.workspace import Workspace


def test_an_explicit_hash_is_used_as_given() -> None:
    assert resolve_environment("abc") == "abc"


def test_without_options_the_environment_is_this_process_s_directory() -> None:
    assert resolve_environment() == FailureMemory.compute_env_snapshot_hash()


def test_a_working_directory_is_taken_with_its_symlinks_resolved(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    expected = FailureMemory.compute_env_snapshot_hash(str(real))
    assert resolve_environment(cwd=str(tmp_path / "link")) == resolve_environment(cwd=real) == expected


def test_files_in_context_are_part_of_the_environment(tmp_path: Path) -> None:
    makefile = tmp_path / "Makefile"
    makefile.write_text("all:\n")
    before = resolve_environment(cwd=str(tmp_path), files=["Makefile"])
    assert before == FailureMemory.compute_env_snapshot_hash(str(tmp_path), ["Makefile"])
    makefile.write_text("all:\n\ttrue\n")
    os.utime(makefile, ns=(1, 1))
    assert resolve_environment(cwd=str(tmp_path), files=["Makefile"]) != before


def test_an_agent_s_workspace_records_a_failure_under_the_hash_its_kind_calls_for(tmp_path: Path) -> None:
    workspace = Workspace(str(tmp_path), cache=None)
    assert resolve_environment(workspace=workspace, kind="syntax") == workspace.env_hash()
    assert resolve_environment(workspace=workspace, kind="network", fresh=True) == workspace.host_hash(fresh=True)
    assert resolve_environment(workspace=workspace, kind="network") != resolve_environment(workspace=workspace)


def test_an_agent_s_call_is_checked_and_cleared_under_every_hash_a_record_can_be_under(tmp_path: Path) -> None:
    workspace = Workspace(str(tmp_path), cache=None)
    assert workspace_environments(workspace) == tuple(dict.fromkeys(workspace.env_hashes()))
    assert resolve_environment(workspace=workspace) in workspace_environments(workspace)


@pytest.mark.parametrize(
    ("names", "kwargs", "message"),
    [
        (CLI_NAMES, {"env": "abc", "files": ["x"]}, "--env names an environment already; it cannot be combined"),
        (MCP_NAMES, {"env": "abc", "cwd": "/"}, "env names an environment already; it cannot be combined with cwd"),
        (CLI_NAMES, {"env": " "}, "--env must not be empty"),
        (MCP_NAMES, {"env": ""}, "env must not be empty"),
        (CLI_NAMES, {"cwd": "/no/such/dir"}, "--cwd '/no/such/dir' is not a directory"),
        (MCP_NAMES, {"cwd": "/no/such/dir"}, "cwd '/no/such/dir' is not a directory"),
    ],
)
def test_what_cannot_be_resolved_is_named_as_the_front_end_spells_it(
    names: tuple[str, str, str, str], kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidInput, match="^" + message.replace("(", r"\(")):
        resolve_environment(**kwargs, names=names)  # type: ignore[arg-type]


def test_every_environment_is_none_and_comes_alone() -> None:
    assert resolve_environments(all_environments=True) is None
    assert resolve_environments("abc") == "abc"
    with pytest.raises(InvalidInput, match="^allEnvironments cannot be combined with env, cwd or files$"):
        resolve_environments(cwd="/", all_environments=True, names=MCP_NAMES)
    with pytest.raises(InvalidInput, match="^--all-environments cannot be combined with --env, --cwd or --file$"):
        resolve_environments(env="abc", all_environments=True)
