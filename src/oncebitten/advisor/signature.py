"""What identifies a tool call and the environment it ran in (the advisor design's hashing, on the hot path).

- :func:`tool_signature`: SHA-256 of the tool name and its parameters, keys sorted, top-level strings
  stripped, first 32 hex characters. Byte-for-byte the design's algorithm, so a database written by the
  design's sketch keeps matching.
- :func:`call_key`: the signature a call is remembered under, of its parameters with their secrets redacted.
  Parameters whose strings run past :data:`MAX_PARAM_CHARS` in all (a 20 MB command, a huge file written) are
  *oversized*: they are remembered by a bounded digest of themselves (:func:`shrink`: each long string by its
  first and last :data:`SHRUNK_PART` characters and its length, each long list or object by its first and last
  items and its size), redacted, and by a keyed hash of their whole content (:func:`content_digest`), so
  that two oversized calls that differ only in their middles are two calls. The whole content is hashed,
  never redacted (redacting 20 MB takes seconds: a hook has one); the hash's key is this machine's own
  (``$ONCEBITTEN_HOME/call.key``, 0600, never stored), so nothing in the store lets a secret in the middle be
  guessed back. Without the key (a home that cannot be written) the call is remembered by the digest alone,
  and then warned about, never blocked.
- :func:`env_snapshot_hash`: SHA-256 of the working directory, OS, Python ``major.minor`` and, when given,
  the files in context. Each file contributes its path *and* its size and modification time, so editing a
  file the call depends on (a real fix) yields a new environment in which the call is allowed again.
"""

from __future__ import annotations

import os
import sys

from .._cstdlib import sha256
from ..engine.redact.gate import may_hold_secret, may_name_secret

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: this module is on every hook's start-up path
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping
    from typing import Any

# platform.system().lower() without importing platform (which costs more than the rest of a check):
# on POSIX systems platform.system() is os.uname().sysname.
_OS = os.uname().sysname.lower() if hasattr(os, "uname") else __import__("platform").system().lower()
_PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"
_address: Any = None  # " at 0x...": compiled on first use (re is not on the check path)


def _stable_str(value: object) -> str:
    # str() of an object without __str__ carries its memory address, which differs in every process;
    # without it, the same call made again would never be recognised.
    global _address
    if _address is None:
        import re

        _address = re.compile(r" at 0x[0-9a-fA-F]+")
    return str(_address.sub("", str(value)))


def _c_encoder(default: Callable[[Any], Any], *, ensure_ascii: bool) -> Callable[[Any, int], Any] | None:
    """``_json``'s encoder for ``sort_keys=True`` and json's default separators (its chunks, to be joined),
    without the circular-reference check; ``None`` without the C accelerator."""
    try:
        import _json

        quote = _json.encode_basestring_ascii if ensure_ascii else _json.encode_basestring
        encoder: Callable[[Any, int], Any]
        encoder = _json.make_encoder(None, default, quote, None, ": ", ", ", True, False, True)
    except (ImportError, AttributeError, TypeError):  # pragma: no cover - a Python without the C accelerator
        return None
    return encoder


def json_encoder(default: Callable[[Any], Any], *, ensure_ascii: bool) -> Callable[[Any], str]:
    """``json.dumps(payload, sort_keys=True, default=default, ensure_ascii=ensure_ascii)`` as a function.

    ``json.dumps`` builds a new C encoder on every call; this one is built once (the signature and the
    failure log encode parameters on every tool call), from ``_json`` directly: ``import json`` costs a hook
    process more than its whole check. It skips the circular-reference check: a circular structure
    overflows the stack instead, and is then handed to the checked encoder, which reports it
    (``ValueError``). Values the encoder cannot handle raise ``TypeError`` either way.
    """

    def checked(payload: Any) -> str:
        import json

        return json.JSONEncoder(sort_keys=True, ensure_ascii=ensure_ascii, default=default).encode(payload)

    fast = _c_encoder(default, ensure_ascii=ensure_ascii)
    if fast is None:  # pragma: no cover - a Python without the C accelerator
        return checked

    def encode(payload: Any) -> str:
        try:
            return "".join(fast(payload, 0))
        except RecursionError:
            return checked(payload)  # a circular structure: let the checked encoder say so

    return encode


_encode = json_encoder(_stable_str, ensure_ascii=True)
#: _encode's C encoder, for flat dicts of strings and numbers (which cannot be circular): one call less.
_encode_flat = _c_encoder(_stable_str, ensure_ascii=True)
try:
    from _json import encode_basestring_ascii as _quote
except ImportError:  # pragma: no cover - a Python without the C accelerator
    _quote = None  # type: ignore[assignment]


_current_env: tuple[str, str] = ("", "")

#: Parameters whose strings hold more characters than this in all are oversized (see the module docstring).
MAX_PARAM_CHARS = 64 * 1024
#: Of an oversized call's long strings, this many characters at each end are kept.
SHRUNK_PART = 2048
#: Of an oversized call's long lists and objects, this many items at each end are kept.
SHRUNK_ITEMS = 32
_SHRUNK_NODES = 2048


def oversized(params: Mapping[str, Any]) -> bool:
    """Whether the strings in ``params`` (at any depth) hold more than :data:`MAX_PARAM_CHARS` characters, or it
    holds more than that many items; its cost is bounded by that limit, not by the size of ``params``."""
    left = MAX_PARAM_CHARS
    stack: list[Any] = [params]
    while stack:
        value = stack.pop()
        left -= 1
        if type(value) is str:
            left -= len(value)
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
        if left < 0:
            return True
    return False


def shrink(value: Any) -> Any:
    """A bounded digest of an oversized value (see the module docstring): the same value gives the same digest."""
    nodes = [_SHRUNK_NODES]

    def walk(item: Any, depth: int) -> Any:
        nodes[0] -= 1
        if nodes[0] < 0 or depth > 32:
            return "...[more]..."
        if type(item) is str:
            if len(item) <= 2 * SHRUNK_PART + 32:
                return item
            return f"{item[:SHRUNK_PART]}...[{len(item)} characters]...{item[-SHRUNK_PART:]}"
        if isinstance(item, dict):
            keys = list(item)
            if len(keys) > 2 * SHRUNK_ITEMS:
                keys = keys[:SHRUNK_ITEMS] + keys[-SHRUNK_ITEMS:]
                shrunk = {walk(key, depth + 1): walk(item[key], depth + 1) for key in keys}
                shrunk["...[size]..."] = len(item)
                return shrunk
            return {walk(key, depth + 1): walk(item[key], depth + 1) for key in keys}
        if isinstance(item, list | tuple):
            if len(item) > 2 * SHRUNK_ITEMS:
                kept = [walk(x, depth + 1) for x in item[:SHRUNK_ITEMS]]
                kept.append(f"...[{len(item)} items]...")
                kept.extend(walk(x, depth + 1) for x in item[-SHRUNK_ITEMS:])
                return kept
            return [walk(x, depth + 1) for x in item]
        return item

    return walk(value, 0)


#: The file under ``$ONCEBITTEN_HOME`` holding the key of :func:`content_digest`.
KEY_FILE = "call.key"
_keys: dict[str, bytes | None] = {}


def machine_key() -> bytes | None:
    """This machine's key for :func:`content_digest` (made on first use, mode 0600); ``None`` if it cannot be
    read or made."""
    from .._private import oncebitten_home, open_private, private_dir, tighten

    home = oncebitten_home()
    if home in _keys:
        return _keys[home]
    path = os.path.join(home, KEY_FILE)
    key: bytes | None = None
    try:
        key = _read_key(path)
        if key is None:
            private_dir(home)
            temporary = f"{path}.{os.getpid()}.tmp"
            fd = open_private(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            with os.fdopen(fd, "w") as handle:
                handle.write(os.urandom(32).hex() + "\n")
            try:
                os.link(temporary, path)  # never replaces a key another process made first: all use the first
            except FileExistsError:
                pass
            finally:
                os.unlink(temporary)
            key = _read_key(path)
        tighten(path)  # a key others can read would let them guess a secret back from a signature
    except OSError:
        key = None
    _keys[home] = key
    return key


def _read_key(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            text = handle.read(256).strip()
    except FileNotFoundError:
        return None
    if len(text) < 32:
        raise OSError(f"{path} does not hold a key")
    return text


def content_digest(params: Mapping[str, Any]) -> str | None:
    """A keyed hash (HMAC-SHA256, :func:`machine_key`) of the whole of ``params``, top-level strings stripped as
    :func:`tool_signature` strips them; ``None`` without a key. No redaction: one pass of the hash over the
    strings as they are (a few tens of ms for a 20 MB command), other values by their JSON."""
    secret = machine_key()
    if secret is None:
        return None
    import hmac

    mac = hmac.new(secret, digestmod="sha256")
    names = list(params)
    if all(type(name) is str for name in names):
        for name in sorted(names):
            value = params[name]
            if type(value) is str:
                data = value.strip().encode("utf-8", "surrogatepass")
                tag = b"s"
            else:
                data = _encode(value).encode("ascii")
                tag = b"j"
            label = name.encode("utf-8", "surrogatepass")
            mac.update(b"%s%d:%s%d:" % (tag, len(label), label, len(data)))  # lengths first: no two framings meet
            mac.update(data)
    else:
        normalized = {name: value.strip() if isinstance(value, str) else value for name, value in params.items()}
        mac.update(b"d" + _encode(normalized).encode("ascii"))
    return mac.hexdigest()[:32]


def oversized_key(tool_name: str, params: Mapping[str, Any]) -> tuple[str, bool, Mapping[str, Any]]:
    """For oversized ``params``: their signature, whether it may stand for two calls (then the call is never
    blocked: a secret in the part kept, or no key for the content hash), and the part kept (:func:`shrink`,
    redacted: what may be stored). Bounded in cost but for one hash of the whole content."""
    normalized = {name: value.strip() if isinstance(value, str) else value for name, value in params.items()}
    kept = shrink(normalized)  # stripped first, as tool_signature strips: " make " is "make" at any size
    redacted = _redacted_params(kept)
    digest = content_digest(normalized)
    if digest is None:
        return tool_signature(tool_name, redacted), True, redacted
    signature = _digest(tool_name, {"...[kept]...": dict(redacted), "...[content]...": digest})
    return signature, redacted is not kept, redacted


def tool_signature(tool_name: str, params: Mapping[str, Any]) -> str:
    """A deterministic 32-hex-character signature of ``tool_name`` called with ``params``.

    Values that JSON cannot encode are encoded by ``str()``, less any ``at 0x...`` memory address.
    """
    return _digest(
        tool_name, {key: value.strip() if isinstance(value, str) else value for key, value in params.items()}
    )


def _digest(tool_name: str, normalized: dict[Any, Any]) -> str:
    if _quote is not None and type(tool_name) is str:
        # The encoding of {"tool": tool_name, "params": normalized}, keys sorted, without encoding the outer dict.
        payload = '{"params": ' + _encode(normalized) + ', "tool": ' + _quote(tool_name) + "}"
    else:
        payload = _encode({"tool": tool_name, "params": normalized})
    return sha256(payload.encode()).hexdigest()[:32]


def call_key(tool_name: str, params: Mapping[str, Any]) -> tuple[str, bool]:
    """The signature a call is remembered under, and whether its parameters held a secret.

    The signature is :func:`tool_signature` of ``redact_value(params)``: the parameters with their secrets
    redacted by the one redactor, which reads keys too (``{"password": "hunter2"}`` is hashed as
    ``{"password": "<redacted:password>"}``). Nothing derived from a secret is stored (a hash of a short
    password could be guessed back from it). For parameters that hold no secret it is the design's signature,
    unchanged. Two calls that differ only in a secret (a rotated token) therefore share a signature; the
    advisor never BLOCKs such a call, it WARNs.
    """
    if _redact_text is not None and (flat := _flat_quiet(params)) is not None:
        # The common case in one pass: a flat dict of strings and numbers, small, none holding a secret.
        normalized = flat[0]
        if _encode_flat is None or _quote is None or type(tool_name) is not str:
            return _digest(tool_name, normalized), False
        # _digest, written out (the check runs before every tool call).
        payload = f'{{"params": {"".join(_encode_flat(normalized, 0))}, "tool": {_quote(tool_name)}}}'
        return sha256(payload.encode()).hexdigest()[:32], False
    if oversized(params):
        return oversized_key(tool_name, params)[:2]
    redacted = _redacted_params(params)
    if redacted is params:
        return tool_signature(tool_name, params), False
    return tool_signature(tool_name, redacted), True


#: What ``json.dumps(params, sort_keys=True, default=str, ensure_ascii=False)`` returns: the parameters as
#: the failure log keeps them (before redaction).
encode_params = json_encoder(str, ensure_ascii=False)


def call_key_json(tool_name: str, params: Mapping[str, Any]) -> tuple[str, str | None]:
    """``call_key(tool_name, params)[0]``, and the parameters' JSON when it comes at no extra cost.

    A record needs both the signature and the parameters' JSON. For a flat dict of strings and numbers that
    holds no secret and whose strings have nothing to strip, they encode the same dict; if that encoding is
    ASCII, escaping non-ASCII characters (the signature's encoding) would change nothing, so one encoding
    serves both. For parameters that hold a secret the JSON is ``encode_params(redact_value(params))``.
    Otherwise the JSON is ``None`` (the caller encodes ``params``, which hold no secret).
    """
    if (
        _redact_text is not None
        and _quote is not None
        and type(tool_name) is str
        and (flat := _flat_quiet(params)) is not None
    ):
        normalized, unchanged = flat
        if not unchanged:
            return _digest(tool_name, normalized), None
        try:
            text = encode_params(normalized)
        except (TypeError, ValueError):  # keys JSON cannot take: call_key says so below
            pass
        else:
            if not text.isascii() or "\x7f" in text:  # the signature's encoding escapes DEL, this one does not
                return _digest(tool_name, normalized), text
            payload = f'{{"params": {text}, "tool": {_quote(tool_name)}}}'
            return sha256(payload.encode()).hexdigest()[:32], text
    if oversized(params):
        signature, _, kept = oversized_key(tool_name, params)
        try:
            return signature, encode_params(kept)
        except (TypeError, ValueError):
            return signature, None
    redacted = _redacted_params(params)
    if redacted is params:
        return tool_signature(tool_name, params), None
    try:  # the redacted parameters, so that the failure log cannot keep what the signature leaves out
        redacted_text: str | None = encode_params(redacted)
    except (TypeError, ValueError):
        redacted_text = None
    return tool_signature(tool_name, redacted), redacted_text


_redact_text: Any = None
_quiet: Any = None
_redact_value: Any = None
_secret_key_type: Any = None


def _flat_quiet(params: Mapping[str, Any]) -> tuple[dict[Any, Any], bool] | None:
    """For a flat dict of strings and numbers in which no key names a secret and no string holds one (the
    common case, checked in one pass and one gate search): the dict with its strings stripped, and whether
    stripping changed none of them. ``None`` for anything else. Only once the redactor is loaded
    (``_redact_text``)."""
    normalized: dict[Any, Any] = {}
    strings: list[str] = []
    unchanged = True
    size = 1  # counted as oversized() counts: one per item, and each string's length
    plain = _plain_keys
    for key, value in params.items():
        if key not in plain and _names_secret(key):
            return None
        kind = type(value)
        size += 2 + (len(key) if type(key) is str else 0)
        if kind is str:
            size += len(value)
            strings.append(value)
            stripped = value.strip()
            if stripped is not value:
                unchanged = False
            normalized[key] = stripped
        elif value is None or kind is int or kind is float or kind is bool:
            normalized[key] = value
        else:
            return None
    if size > MAX_PARAM_CHARS:
        return None  # oversized: call_key digests it
    if strings and _redact_text is not _identity and not _quiet("\0".join(strings)):
        return None
    return normalized, unchanged


#: Parameter keys seen that do not name a secret: one set lookup per key on the check path.
_plain_keys: set[Any] = set()
_PLAIN_KEYS_MAX = 8192


def _names_secret(key: Any) -> bool:
    """Whether the redactor replaces the value of a parameter named ``key`` whole (``password``, ``api_key``)."""
    global _redact_text
    if type(key) is str and may_name_secret(key):
        if _redact_text is None:
            _redact_text = _load_redactor()
        if _redact_text is not _identity and _secret_key_type(key) is not None:
            return True
    if len(_plain_keys) < _PLAIN_KEYS_MAX:
        _plain_keys.add(key)
    return False


def _redacted_params(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """``params`` itself when no key names a secret and no value holds one (the common case), else
    ``redact_value(params)``: the one redaction of parameters, which reads keys as well as values."""
    global _redact_text
    strings: list[str] | None = []
    plain = _plain_keys
    for key, value in params.items():
        if key not in plain and _names_secret(key):
            strings = None
            break
        if isinstance(value, str):
            strings.append(value)  # type: ignore[union-attr]
        elif not (value is None or isinstance(value, bool | int | float)):
            strings = None  # lists, dicts, objects: redacted below
            break
    if strings is not None:
        if not strings:
            return params
        # One search over all the strings (joined by NUL, which no rule's gate crosses) instead of one
        # redaction per value: exact, since a joined text that no rule can change has no value that one can.
        joined = "\0".join(strings)
        if (
            _redact_text is None
            and "oncebitten.engine.redact.redactor" not in sys.modules
            and not may_hold_secret(joined)
        ):
            return params  # no gate of the default rules in it: the redactor is not even loaded (hooks start fast)
        if _redact_text is None:
            _redact_text = _load_redactor()
        if _redact_text is _identity or _quiet(joined):
            return params
    if _redact_text is None:
        _redact_text = _load_redactor()
    if _redact_text is _identity:
        return params
    clean = _redact_value(params)
    return params if clean == params else clean


def _identity(text: str) -> str:
    return text


def _load_redactor() -> Any:
    """The string redactor (the on/off switch read once), and the parameter redactor beside it."""
    global _quiet, _redact_value, _secret_key_type

    from ..engine.redact.redactor import DEFAULT_REDACTOR, redact, redact_value, redaction_enabled
    from ..engine.redact.rules import _secret_key_type as key_type

    # Without the on/off check of Redactor.quiet (made once here): if redaction is off, a value that is not
    # quiet still comes back unchanged from the redactor.
    _quiet = DEFAULT_REDACTOR._quiet
    _redact_value = redact_value
    _secret_key_type = key_type
    if not redaction_enabled():
        return _identity
    return redact


def env_snapshot_hash(
    working_directory: str | os.PathLike[str] | None = None,
    file_context: Iterable[str | os.PathLike[str]] | None = None,
) -> str:
    """A 32-hex-character hash of the environment a call runs in.

    Args:
        working_directory: the call's working directory (default: this process's).
        file_context: files the call depends on; each adds its path, size and mtime (or ``missing``).
    """
    global _current_env
    if working_directory is None and not file_context:
        cwd = os.getcwd()
        if _current_env[0] != cwd:
            _current_env = (cwd, _env_hash([cwd, _OS, _PYTHON]))
        return _current_env[1]
    components = [str(working_directory or os.getcwd()), _OS, _PYTHON]
    if file_context:
        files = sorted(str(f) for f in file_context)
        components.append("|".join(files))
        components.append("|".join(_file_state(f, working_directory) for f in files))
    return _env_hash(components)


def _env_hash(components: list[str]) -> str:
    return sha256("|".join(components).encode()).hexdigest()[:32]


def _file_state(name: str, base: str | os.PathLike[str] | None) -> str:
    path = os.fspath(name)
    if base is not None and not os.path.isabs(path):
        path = os.path.join(os.fspath(base), path)
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return "missing"
    return f"{st.st_size}:{st.st_mtime_ns}"
