"""Writing a file the way every command does: whole or not at all, never a stray partial file.

``report --out``, ``export`` and the demo's report all write through :func:`write_atomically`: the text goes to
a temporary file beside the destination, which replaces the destination only once it is complete, and is
removed whatever goes wrong. A destination that is a directory gets the file inside it, under a default name.
What is written holds error text from tool calls: the file is 0600 and a directory made for it 0700, whatever
the umask (``oncebitten._private``).
"""

from __future__ import annotations

import errno
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import IO, TypeVar

__all__ = ["destination_file", "write_atomically"]

T = TypeVar("T")


def destination_file(destination: str | os.PathLike[str], default_name: str) -> Path:
    """The file to write for ``destination``: itself, or ``default_name`` inside it when it is a directory
    (an existing one, or a path written with a trailing separator). Absolute, ``~`` expanded."""
    text = os.fspath(destination)
    path = Path(text).expanduser().resolve()
    if path.is_dir() or text.endswith((os.sep, "/")):
        return path / default_name
    return path


def write_atomically(
    destination: str | os.PathLike[str], write: Callable[[IO[str]], T], *, default_name: str
) -> tuple[Path, T]:
    """Write a text file with ``write(handle)``; return its absolute path and what ``write`` returned.

    The file appears complete or not at all: ``write`` fills a temporary file in the same directory, which
    then replaces the destination (the directory is created if missing). If anything fails, the temporary
    file is removed and the destination is left as it was.

    Raises:
        OSError: the directory or the file cannot be written.
        Exception: whatever ``write`` raises.
    """
    path = destination_file(destination, default_name)
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
    from ._private import open_private, private_dir

    if not path.parent.is_dir():
        private_dir(str(path.parent))
    partial = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.partial")
    # O_EXCL: never write through someone else's file or link; 0600 whatever the umask.
    handle = open_private(str(partial), os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    try:
        with open(handle, "w", encoding="utf-8") as out:
            result = write(out)
        os.replace(partial, path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return path, result
