"""The identity of a failure to import or install: what could not be found, not which tool, step or wrapper said so.

A module, header, class, shared library, package or command that cannot be found is fixed by installing or naming
*that*, whatever printed it: gcc's ``fatal error: Python.h: No such file or directory`` alone, under ``setup.py``'s
``command 'gcc' failed`` or inside a pip build log; ``ModuleNotFoundError: No module named 'cv2'`` from a script, a
notebook or a test collection; ``command not found: timeout`` from bash, zsh or a script. When the template of an
import or dependency failure (its kind read by :func:`~oncebitten.engine.classify.classify_kind`) names what is
missing (a quoted name, a header or library file) on the lines that state it, its identity is ``<kind> failure |
<exceptions and error codes> '<name>' ...``: every token a hard negative changes (the missing name, the exception
type, the compiler's or package manager's error code) is in it, the prose and the other lines are not. A template
that names nothing keeps its own form.

The identity is read off the template, not the raw text, so fingerprinting the identity's own template (or any
template) again reads the same: an identity is its own template.
"""

from __future__ import annotations

import re

from ..classify import classify_kind

#: What an identity reads like (its own template).
IMPORT_IDENTITY = re.compile(r"(?:import|dependency|permission) failure \| [^\n|]{1,4000}")
IMPORT_PREFIXES = ("import failure | ", "dependency failure | ", "permission failure | ")

# a quoted name as the template keeps it (masked parts inside: "'<PATH>/bio.h'" names "bio.h")
_QUOTED = re.compile(r"""'([^'\s|]{1,300})'|"([^"\s|]{1,300})"|`([^`\s|]{1,300})`""")
# a header or a library file named bare ("fatal error: Python.h: No such file", "libGL.so.1: cannot open")
_FILE = re.compile(r"(?<![\w.+-])([A-Za-z_][\w.+-]{0,100}\.(?:h|hh|hpp|hxx|so(?:\.\d{1,4}){0,3}|dll|dylib|jar))\b")
_CODE = re.compile(r"(?<![\w<])(?:E[A-Z]{3,15}|E\d{3,5}|TS\d{4}|[A-Z][A-Z0-9]{1,30}(?:_[A-Z0-9]{1,30}){1,6})\b")
_NOT_CODES = frozenset({"ERROR", "ERRORS", "EXIT", "EXCEPTION", "EXPECTED", "EOF", "ENV", "END", "EXEC", "ENTRY"})
_EXCEPTION = re.compile(r"(?<![\w$.])[A-Z][A-Za-z0-9]{0,100}(?:Error|Exception)\b")
# what an import failure says (a cheap gate before its kind is read)
_GATE = re.compile(
    r"(?i:module|import|package|class|header|include|resolve|shared object|no such file|not found|cannot find"
    r"|distribution|requirement|version|depend|install|command|registry|E404)"
)
_MAX_NAMES = 12
# what a name needs (a quote, a header's or library's extension): most log lines have none, and pay four tests
_NAME_MARKS = ("'", '"', "`", ".h", ".so", ".dll", ".dylib", ".jar")
_EXIT = re.compile(
    r"(?i:exit[ ]code|exit[ ]status|exited[ ]with[ ]code|returned[ ]non-zero[ ]exit[ ]status)[ ](-?\d{1,5})\b"
)
_KINDS = frozenset(("import", "dependency"))


def _names(template: str) -> list[str]:
    names: set[str] = set()
    for m in _QUOTED.finditer(template):
        name = m.group(1) or m.group(2) or m.group(3)
        if "<" in name:  # "<PATH>/bio.h": which file, not where it lives
            name = name.rsplit(">", 1)[-1].lstrip("/\\")
        name = name.rstrip(":.,;")
        if any(c.isalpha() for c in name):
            names.add(name)
    for m in _FILE.finditer(template):
        names.add(m.group(1))
    return sorted(names)[:_MAX_NAMES]


def import_identity(template: str) -> str | None:
    """The identity of the import failure ``template`` states, or ``None`` when it is not one or names
    nothing that is missing (then the template is its identity)."""
    if not any(q in template for q in _NAME_MARKS) or _GATE.search(template) is None:
        return None
    body = template.split(" | at ", 1)[0]
    # the lines that say what is missing ("Cannot find module 'pg' from 'db.ts'"), not the tool's others
    # ("npm error Lifecycle script `test` failed")
    stating = " | ".join(line for line in body.split(" | ") if _GATE.search(line))
    names = _names(stating)
    kind = classify_kind(template).value if names else ""
    if kind not in _KINDS:
        return None
    named = sorted({*_EXCEPTION.findall(stating), *(c for c in _CODE.findall(stating) if c not in _NOT_CODES)})
    # an exit code the template kept (Claude Code's "Exit code 127", "exit status 2") that says more than "it
    # failed": 127 (not found), 126 (not executable), 137 (killed) are other failures; 1 is how every printer ends
    exits = sorted({f"exit-code-{code}" for code in _EXIT.findall(body) if code != "1"})
    return f"{kind} failure | " + " ".join([*named, *exits, *(f"'{name}'" for name in names)])


# A permission refused on a file or socket, as the C library, Node and Python name it: the errno, whoever printed it
# (a read-only file system is not: which file the write failed on is incidental there, as on a full disk)
_DENIED = re.compile(r"\b(EACCES|EPERM)\b|\[Errno[ ](13|1)\]|(?i:(permission[ ]denied|operation[ ]not[ ]permitted))")
_DENIED_ERRNO = {"13": "EACCES", "1": "EPERM", "permission denied": "EACCES", "operation not permitted": "EPERM"}
# the file a kept path names ("<PATH>/docker.sock", "'<PATH>/config.json'")
_KEPT_FILE = re.compile(r"<PATH>[/\\]([A-Za-z_][\w@+~-]{0,100}(?:\.[\w-]{1,20})*\.[A-Za-z][A-Za-z0-9]{0,9})\b")
_SOURCE = (".py", ".js", ".ts", ".go", ".rs", ".java", ".rb", ".php", ".c", ".cpp")


def permission_identity(template: str) -> str | None:
    """The identity of a permission refused on a file or socket: ``permission failure | <errno> '<file>'``,
    whichever client, SDK or program reported it (Docker's CLI and its Python SDK on ``docker.sock``, npm and
    pip on a package's file); ``None`` unless the template names both the errno and the file."""
    if "<PATH>" not in template:
        return None
    body = template.split(" | at ", 1)[0]
    files = sorted({m.group(1) for m in _KEPT_FILE.finditer(body) if not m.group(1).endswith(_SOURCE)})
    if not files:
        return None
    errnos = set()
    for m in _DENIED.finditer(body):
        errno = m.group(1) or _DENIED_ERRNO.get(m.group(2) or "") or _DENIED_ERRNO.get((m.group(3) or "").lower())
        if errno:
            errnos.add(errno)
    if not errnos or classify_kind(template).value != "permission":
        return None
    return "permission failure | " + " ".join([*sorted(errnos), *(f"'{name}'" for name in files[:_MAX_NAMES])])
