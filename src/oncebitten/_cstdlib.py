"""JSON and SHA-256 from the standard library's C cores, without the import cost of their Python wrappers.

A hook is a new process on every tool call (see ``docs/hooks.md``). ``import json`` costs about as much as
starting Python (its decoder and encoder import ``re``, which imports ``enum``, ``functools`` and the regex
compiler) and ``import hashlib`` loads OpenSSL; the C modules under them (``_json``, ``_sha256`` /
``_sha2``) load in well under a millisecond. This module calls those directly, with the same results as
``json.loads`` / ``json.dumps`` / ``hashlib.sha256``, and falls back to the wrappers where the C cores are
missing (another Python) and for every error (so the errors are exactly the wrappers' own).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["dumps", "loads", "sha256"]

if TYPE_CHECKING:
    from hashlib import sha256
else:
    import sys

    try:  # hashlib's own fallback, without hashlib (which loads OpenSSL)
        if sys.version_info >= (3, 12):
            from _sha2 import sha256
        else:
            from _sha256 import sha256
    except ImportError:  # pragma: no cover - a Python built without them
        from hashlib import sha256

_WHITESPACE = " \t\n\r"  # json's own: nothing else may surround a document


class _Context:
    """What ``_json.make_scanner`` reads off a ``json.JSONDecoder``: the default decoder's settings."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int

    def __init__(self) -> None:
        constants = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}
        self.parse_constant = constants.__getitem__


_scan: Callable[[str, int], tuple[Any, int]] | None
_encode_ascii: Callable[[Any, int], Any] | None
_encode_utf8: Callable[[Any, int], Any] | None
try:
    import _json

    _scan = _json.make_scanner(_Context())  # type: ignore[arg-type]

    def _default(value: object) -> Any:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")

    # json.dumps(value) and json.dumps(value, ensure_ascii=False), less the check for circular structures
    # (a RecursionError is retried with json itself, which reports it as json does).
    _encode_ascii = _json.make_encoder(
        None, _default, _json.encode_basestring_ascii, None, ": ", ", ", False, False, True
    )
    _encode_utf8 = _json.make_encoder(None, _default, _json.encode_basestring, None, ": ", ", ", False, False, True)
except (ImportError, AttributeError, TypeError):  # pragma: no cover - a Python without the C accelerator
    _scan = _encode_ascii = _encode_utf8 = None


def loads(data: str | bytes) -> Any:
    """``json.loads(data)``; UTF-8 bytes are read as ``json.loads`` reads them."""
    text: str | None = None
    if _scan is not None:
        if isinstance(data, str):
            text = data
        elif isinstance(data, bytes) and data[:3] != b"\xef\xbb\xbf" and b"\0" not in data[:4]:
            try:
                text = data.decode("utf-8", "surrogatepass")
            except UnicodeDecodeError:
                text = None
    if text is not None and _scan is not None:
        start = len(text) - len(text.lstrip(_WHITESPACE))
        try:
            value, end = _scan(text, start)
        except (StopIteration, ValueError, RecursionError):
            pass  # not a document: json says why
        else:
            if not text[end:].strip(_WHITESPACE):
                return value
    import json

    return json.loads(data)


def dumps(value: Any, *, ensure_ascii: bool = True) -> str:
    """``json.dumps(value, ensure_ascii=ensure_ascii)``."""
    encode = _encode_ascii if ensure_ascii else _encode_utf8
    if encode is not None:
        try:
            return "".join(encode(value, 0))
        except (RecursionError, TypeError, ValueError):
            pass  # a circular structure, an object JSON cannot hold, NaN: json says why, or encodes it
    import json

    return json.dumps(value, ensure_ascii=ensure_ascii)
