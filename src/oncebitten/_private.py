"""Private files and directories: what oncebitten writes is readable by its user only, whatever the umask.

Everything oncebitten keeps holds error text from tool calls (paths, commands, fragments of output), so its
files are made ``0600`` and its directories ``0700``; files and directories of ours found wider are tightened
when opened. Only the standard library's ``os``: these run on every hook's start-up path.
"""

from __future__ import annotations

import os

__all__ = ["FILE_MODE", "DIR_MODE", "oncebitten_home", "open_private", "private_dir", "tighten", "write_private"]

FILE_MODE = 0o600
DIR_MODE = 0o700


def oncebitten_home() -> str:
    """``$ONCEBITTEN_HOME`` (default ``~/.oncebitten``): the hook log, caches, the spool, the default store."""
    return os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")


def tighten(path: str, mode: int = FILE_MODE, st: os.stat_result | None = None) -> None:
    """Take away group and other permissions from ``path`` if it has them and is ours (never raises).

    Symbolic links are not followed: the file a link points at is not ours to change.
    """
    try:
        if st is None:
            st = os.lstat(path)
        if st.st_mode & 0o077 and st.st_uid == os.geteuid() and (st.st_mode & 0o170000) in (0o100000, 0o040000):
            os.chmod(path, mode)
    except OSError:
        pass


def private_dir(path: str) -> str:
    """Create ``path`` (and its missing parents) with mode 0700, or tighten it if it exists. Returns ``path``.

    Raises:
        OSError: it cannot be created.
    """
    if not path:
        return path
    try:
        st = os.stat(path)
    except FileNotFoundError:
        parent = os.path.dirname(path.rstrip(os.sep))
        if parent and parent != path and not os.path.isdir(parent):
            private_dir(parent)
        try:  # noqa: SIM105 - contextlib would load on every hook's path
            os.mkdir(path, DIR_MODE)
        except FileExistsError:
            pass
        # mkdir's mode is narrowed by the umask, never widened; an odd umask (0o277) could still leave it
        # unusable or, with a default ACL, wider: set it exactly.
        try:  # noqa: SIM105
            os.chmod(path, DIR_MODE)
        except OSError:
            pass
        return path
    tighten(path, DIR_MODE, st)
    return path


def open_private(path: str, flags: int = os.O_WRONLY | os.O_CREAT | os.O_APPEND) -> int:
    """``os.open(path, flags)`` with mode 0600, tightening a file that already exists. Returns the descriptor.

    Raises:
        OSError: it cannot be opened.
    """
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), FILE_MODE)
    try:
        st = os.fstat(fd)
        if st.st_mode & 0o077 and st.st_uid == os.geteuid():
            os.fchmod(fd, FILE_MODE)
    except OSError:
        pass
    return fd


def write_private(path: str, data: str | bytes, *, encoding: str = "utf-8") -> None:
    """Write ``data`` to ``path`` atomically (a temporary file renamed over it), mode 0600.

    Raises:
        OSError: it cannot be written.
    """
    temporary = f"{path}.{os.getpid()}.tmp"
    fd = open_private(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode(encoding, "surrogatepass") if isinstance(data, str) else data)
        os.replace(temporary, path)
    except BaseException:
        try:  # noqa: SIM105
            os.unlink(temporary)
        except OSError:
            pass
        raise
