"""Text that came from outside, made safe to store and to show: never dropped, never executed by a terminal.

- :func:`escape_surrogates`: a string that cannot be encoded as UTF-8 (bytes that were not UTF-8, decoded with
  ``surrogateescape``; half of an emoji cut in two) is stored with those characters written out (``\\xff``,
  ``\\ud83d``), instead of failing to store, or being dropped.
- :func:`escape_control`: what a terminal would act on rather than show (ESC and the rest of C0 but newline
  and tab, DEL, C1, and the bidirectional overrides that reorder what is shown) written out as ``\\x1b``,
  ``\\u202e``, ... An error text holding ``ESC ] 0 ; title BEL`` is shown, not obeyed.
- :class:`EscapingWriter`: a text stream that does that to everything written through it (the command line's
  text output).

Standard library only: these are on the hook's path.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO

__all__ = ["EscapingWriter", "escape_control", "escape_json_controls", "escape_surrogates"]

_CONTROLS = [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0D, 0x20), 0x7F, *range(0x80, 0xA0)]
_BIDI = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
_ESCAPES: dict[int, str] = {c: f"\\x{c:02x}" for c in _CONTROLS} | {c: f"\\u{c:04x}" for c in _BIDI}
#: The same characters as JSON escapes (``\\u001b``): the value a JSON reader gets is unchanged.
_JSON_ESCAPES: dict[int, str] = {c: f"\\u{c:04x}" for c in (0x7F, *range(0x80, 0xA0), *_BIDI)}


def escape_surrogates(text: str) -> str:
    """``text`` with every lone surrogate written out: ``\\xNN`` for a byte that was not UTF-8 (``surrogateescape``),
    ``\\uNNNN`` for any other. Unchanged (the same object) when it has none."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        pass
    else:
        return text
    out: list[str] = []
    for char in text:
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:
            out.append(f"\\x{code - 0xDC00:02x}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def escape_control(text: str) -> str:
    """``text`` with the characters a terminal would act on written out (newline and tab are kept)."""
    if text.isprintable():
        return text
    return text.translate(_ESCAPES)


def escape_json_controls(document: str) -> str:
    """A JSON document (as ``json.dumps(..., ensure_ascii=False)`` writes it) with DEL, C1 and the
    bidirectional overrides escaped as ``\\uNNNN``, which ``json.dumps`` leaves raw: the same value, shown safely.
    Valid only for JSON text: outside strings, these characters cannot occur."""
    if document.isascii():
        return document
    return document.translate(_JSON_ESCAPES)


class EscapingWriter:
    """A text stream that writes everything through :func:`escape_control` (anything else is the wrapped one's)."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(escape_control(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)
