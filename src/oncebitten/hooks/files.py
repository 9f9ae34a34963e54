"""Reading the files of a workspace oncebitten does not trust (a repository just cloned): what is safe to read.

A hook reads a few files of the agent's workspace on every call (``.git/HEAD``, the git index, refs, the
project's ``.oncebitten.toml``) and ``stat``s many more. Anything in a cloned repository may be hostile: a
FIFO where ``.git/HEAD`` should be (reading it would hang every call), a symbolic link to ``/dev/zero``
(reading would never end), to ``/proc/self/...`` (a different answer in every process) or to a credentials
file outside the repository (its contents would end up in a cache). So:

- a file is opened only once ``stat`` says it is a regular file, non-blocking, and checked again with
  ``fstat`` on the descriptor before a byte is read; a FIFO, socket or device is never opened;
- reads are capped (:func:`read_regular`'s ``limit``);
- :func:`stat_within` follows a symbolic link only when it stays inside the workspace, and describes
  anything that is not a regular file or a directory by its kind alone.
"""

from __future__ import annotations

import os

__all__ = ["FILE", "DIRECTORY", "read_regular", "stat_within"]

FILE = 0o100000
DIRECTORY = 0o040000
_FORMAT = 0o170000
_LINK = 0o120000
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def read_regular(path: str, limit: int, *, follow: bool = True) -> bytes | None:
    """The first ``limit`` bytes of ``path`` if it is a regular file, else ``None`` (missing, unreadable, a FIFO,
    a socket, a device, or, with ``follow=False``, a symbolic link). Never blocks on a special file."""
    try:
        st = os.stat(path) if follow else os.lstat(path)
    except (OSError, ValueError):
        return None
    if st.st_mode & _FORMAT != FILE:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | _CLOEXEC | (0 if follow else _NOFOLLOW))
    except (OSError, ValueError):
        return None
    try:
        opened = os.fstat(fd)
        if opened.st_mode & _FORMAT != FILE or (opened.st_dev, opened.st_ino) != (st.st_dev, st.st_ino):
            return None  # swapped for something else between the stat and the open
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


def stat_within(path: str, root: str) -> os.stat_result | None:
    """``os.stat(path)``, following a symbolic link only if it resolves inside ``root`` (else the link itself);
    ``None`` if it does not exist."""
    try:
        st = os.lstat(path)
    except (OSError, ValueError):
        return None
    if st.st_mode & _FORMAT != _LINK:
        return st
    target = os.path.realpath(path)
    if target == root or target.startswith(root.rstrip(os.sep) + os.sep):
        try:
            return os.stat(target)
        except OSError:
            return st
    return st


def kind_key(st: os.stat_result) -> str | None:
    """``None`` for a regular file or a directory (described by size and mtime), else what it is: a FIFO, a
    socket or a device has no size or mtime worth hashing (``/proc/self/fd/0`` differs in every process)."""
    kind = st.st_mode & _FORMAT
    if kind in (FILE, DIRECTORY):
        return None
    return "link" if kind == _LINK else "special"
