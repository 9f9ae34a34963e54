"""Which environment a tool call is remembered in: the one rule every front-end (CLI, MCP, hooks) resolves it by.

The same call is remembered separately in each environment, so a fix that changes the environment allows the
call again. In order:

1. ``all_environments``: every environment at once (only ``clear`` takes it), given alone;
2. an explicit environment hash (``--env`` / ``env``, e.g. the ``env_snapshot_hash`` of an earlier answer):
   used as given, never combined with a directory or files;
3. an agent's workspace (the hooks): the state of the workspace that can change the outcome, by content
   (``hooks/workspace.py``): a failure is recorded under the workspace's portable hash, or under its host's
   for a failure whose cause may be this machine's own (a missing tool, an unreachable service), so that it
   never blocks another machine; a call is checked (the most severe answer wins) and cleared under every hash
   a record of it can be under (:func:`workspace_environments`);
4. otherwise a working directory (its real path, as a process started in it sees it; default this process's,
   and it must exist), OS and Python version, plus the files in context, each with its size and mtime
   (:func:`~oncebitten.advisor.signature.env_snapshot_hash`).

Only the option names differ between front-ends (``--env`` on the command line, ``env`` over MCP), so their
error messages name what the user typed.
"""

from __future__ import annotations

import os

from ..errors import InvalidInput
from .signature import env_snapshot_hash

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the hooks resolve their environment here
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Protocol

    class Place(Protocol):
        """A workspace that knows its environment hashes (:class:`oncebitten.hooks.workspace.Workspace`)."""

        def env_for_kind(self, kind: str | None, *, fresh: bool = False) -> str: ...

        def env_hashes(self) -> tuple[str, ...]: ...


__all__ = ["CLI_NAMES", "MCP_NAMES", "resolve_environment", "resolve_environments", "workspace_environments"]

#: How the command line names the environment's options: explicit hash, directory, files, every environment.
CLI_NAMES = ("--env", "--cwd", "--file", "--all-environments")
#: How the MCP tools name them.
MCP_NAMES = ("env", "cwd", "files", "allEnvironments")


def resolve_environment(
    env: str | None = None,
    cwd: str | os.PathLike[str] | None = None,
    files: Sequence[str | os.PathLike[str]] | None = None,
    *,
    workspace: Place | None = None,
    kind: str | None = None,
    fresh: bool = False,
    names: tuple[str, str, str, str] = CLI_NAMES,
) -> str:
    """The environment hash of a call, by rules 2 to 4 of this module's docstring.

    Args:
        env: an explicit environment hash.
        cwd: the call's working directory (default: this process's).
        files: files the call depends on.
        workspace: an agent's workspace (hooks), instead of ``cwd`` and ``files``.
        kind: with ``workspace``, the kind of the failure to record (``ErrorKind``): which of its hashes.
        fresh: with ``workspace``, recompute its tree stamp instead of trusting its cache (recording a failure).
        names: the options' names in error messages (:data:`CLI_NAMES`, :data:`MCP_NAMES`).

    Raises:
        InvalidInput: ``env`` with ``cwd`` or ``files``, an empty ``env``, a ``cwd`` that is not a directory.
    """
    env_name, cwd_name, files_name, _ = names
    if env is not None:
        if cwd is not None or files:
            raise InvalidInput(
                f"{env_name} names an environment already; it cannot be combined with {cwd_name} or {files_name}"
            )
        if not env.strip():
            raise InvalidInput(f"{env_name} must not be empty")
        return str(env)
    if workspace is not None:
        return workspace.env_for_kind(kind, fresh=fresh)
    if cwd is None:
        return env_snapshot_hash(os.getcwd(), files or None)
    if not os.path.isdir(cwd):
        raise InvalidInput(f"{cwd_name} {os.fspath(cwd)!r} is not a directory")
    # realpath: a process started in DIR sees os.getcwd() with symlinks resolved; so must a call said to run in DIR.
    return env_snapshot_hash(os.path.realpath(cwd), files or None)


def resolve_environments(
    env: str | None = None,
    cwd: str | os.PathLike[str] | None = None,
    files: Sequence[str | os.PathLike[str]] | None = None,
    *,
    all_environments: bool = False,
    names: tuple[str, str, str, str] = CLI_NAMES,
) -> str | None:
    """What to clear: ``None`` for every environment (rule 1, given alone), else :func:`resolve_environment`.

    Raises:
        InvalidInput: ``all_environments`` with any other option, or what :func:`resolve_environment` raises.
    """
    if all_environments:
        if env is not None or cwd is not None or files:
            env_name, cwd_name, files_name, all_name = names
            raise InvalidInput(f"{all_name} cannot be combined with {env_name}, {cwd_name} or {files_name}")
        return None
    return resolve_environment(env, cwd, files, names=names)


def workspace_environments(workspace: Place) -> tuple[str, ...]:
    """Every environment a record of a call made in an agent's workspace can be under (its portable, host and
    earlier hashes, each once): where a call is checked and where its success clears it (rule 3)."""
    return tuple(dict.fromkeys(workspace.env_hashes()))
