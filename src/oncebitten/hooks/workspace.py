"""The environment of a hook call: its working directory, and the state of the workspace that can change the outcome.

A retry after a real fix must be a new environment (allowed), and a retry of the very same state the same
environment (warned, then blocked). The environment hash is made of two parts:

**The cheap key**, computed on every call from a few ``stat`` calls and small reads (no process is spawned):

- the working directory (real path) and the platform;
- for a git workspace: the commit ``HEAD`` points at (``.git/HEAD``, the loose ref or ``packed-refs``;
  worktrees and submodules, whose ``.git`` is a file, are followed) and the size and mtime of
  ``.git/index``, which change on ``add``, ``commit``, ``checkout``, ``stash``, ``reset``;
- the size and mtime of the manifests and lockfiles in the working directory and the project root
  (``package.json``, ``package-lock.json``, ``pyproject.toml``, ``uv.lock``, ``requirements*.txt``,
  ``Cargo.lock``, ``go.sum``, ...) and of the places packages are installed into (``node_modules`` and its
  ``.package-lock.json``, ``.venv`` / ``venv`` ``site-packages``): installing a dependency changes them.

**The tree stamp**, for edits in the working tree: the count, the latest mtime and a sum of the mtimes and
sizes of the tracked files (from ``.git/index``) and of their directories (a created or deleted file changes
its directory's mtime), or, outside git, of the files under the working directory (skipping caches and
dependency directories). It costs one ``stat`` per file, bounded by :data:`MAX_FILES`, so it is *cached* per
workspace in a small file and recomputed only

- when recording a failure (the state the failure happened in must be exact),
- when the cheap key changed since the cache was written, and
- when a check is about to WARN or BLOCK (:meth:`Workspace.refresh`): if the tree changed since, the
  call is checked again in the new environment, so a fix made by editing a file is never blocked.

So the common ALLOW path costs a few ``stat`` calls and one small file read, and the rare WARN/BLOCK path
pays a scan to make sure it is right.

The workspace is not trusted (a repository just cloned may hold anything): files are read only through
:mod:`.files` (regular files only, non-blocking, capped: a FIFO at ``.git/HEAD`` never hangs a hook), symbolic
links are followed only inside the workspace (one to ``/proc/self/fd/0`` would change the environment in every
process), the scan is bounded by the entries it visits, directories included, and the store's own files
(and ``$ONCEBITTEN_HOME``) are never part of the environment, so a store kept inside the workspace does not
make every write a new environment. What is not seen: changes outside the workspace (a package installed
into a virtualenv elsewhere, a service restarted, a variable exported in another shell) and, in a tree too
large for :data:`MAX_FILES`, edits to files past the limit.
"""

from __future__ import annotations

import os
import sys

from .._cstdlib import dumps, loads, sha256
from .files import kind_key, read_regular, stat_within

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["MANIFESTS", "MAX_FILES", "Workspace", "cache_dir"]

#: Files whose change means "the dependencies changed" (in the working directory and the project root).
MANIFESTS = frozenset(
    {
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lockb",
        "bun.lock", "pyproject.toml", "poetry.lock", "uv.lock", "Pipfile", "Pipfile.lock", "setup.py",
        "setup.cfg", "pdm.lock", "environment.yml", "Cargo.toml", "Cargo.lock", "go.mod", "go.sum", "go.work",
        "Gemfile", "Gemfile.lock", "composer.json", "composer.lock", "mix.exs", "mix.lock", "pom.xml",
        "build.gradle", "build.gradle.kts", "gradle.lockfile", "Package.swift", "Package.resolved",
        "pubspec.yaml", "pubspec.lock", "deno.json", "deno.lock", "flake.lock", "Makefile", "CMakeLists.txt",
        "Dockerfile", "docker-compose.yml", "compose.yaml", ".env", ".nvmrc", ".python-version",
        ".tool-versions",
    }
)  # fmt: skip

#: Directories never scanned for the tree stamp: caches and build outputs (a failing run rewrites them, so
#: they would make every retry look new) and dependency trees (covered by the manifests instead).
SKIP_DIRS = frozenset(
    {
        ".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".mypy_cache", ".pytest_cache",
        ".ruff_cache", ".tox", ".nox", ".cache", ".next", ".nuxt", ".turbo", ".parcel-cache", ".gradle",
        ".idea", ".vscode", "target", "build", "dist", "coverage", ".coverage", "htmlcov", ".terraform",
    }
)  # fmt: skip

#: At most this many entries (files, directories, links) are visited for the tree stamp.
MAX_FILES = 50_000
#: At most this much of the git index is read (its first :data:`MAX_FILES` entries are all that is used).
MAX_INDEX_BYTES = 32 << 20
#: How far up from the working directory a ``.git`` is looked for.
MAX_DEPTH = 32

_VERSION = "ws1"


def cache_dir() -> str:
    """Where hook state is cached: ``$ONCEBITTEN_HOME/cache`` (default ``~/.oncebitten/cache``)."""
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "cache")


def _stat_key(path: str, root: str | None = None) -> str:
    """``size:mtime`` of ``path`` (following a link only inside ``root``; ``-`` if missing), or its kind when it
    is neither a file nor a directory."""
    if root is None:
        try:
            st: os.stat_result | None = os.stat(path)
        except (OSError, ValueError):
            st = None
    else:
        st = stat_within(path, root)
    if st is None:
        return "-"
    return kind_key(st) or f"{st.st_size}:{st.st_mtime_ns}"


def _read(path: str) -> str | None:
    data = read_regular(path, 4096)
    return None if data is None else data.decode("utf-8", "replace").strip()


def own_paths() -> frozenset[str]:
    """What the environment never includes: the default store's files (if it is an SQLite file) and
    ``$ONCEBITTEN_HOME`` (the hook log, caches, the spool), as real paths."""
    from .._private import oncebitten_home

    paths = {os.path.realpath(oncebitten_home())}
    try:
        from ..store.target import resolve_target

        resolved = resolve_target()
    except Exception:  # noqa: BLE001 - a bad target is reported where the store is opened
        resolved = None
    if resolved is not None and resolved.kind == "sqlite":
        for suffix in ("", "-wal", "-shm", "-journal"):
            paths.add(resolved.location + suffix)
        directory = os.path.dirname(resolved.location)
        if os.path.basename(directory) == ".oncebitten":  # the store's own directory (as docs/mcp.md suggests)
            paths.add(directory)
    return frozenset(paths)


class Workspace:
    """The workspace around a working directory, and its environment hash.

    Args:
        cwd: the call's working directory (need not exist: a missing directory is an environment too).
        cache: the directory of the tree-stamp cache (default :func:`cache_dir`); ``None`` disables caching.
        ignore: real paths never part of the environment (default :func:`own_paths`: oncebitten's own files).
    """

    def __init__(self, cwd: str, cache: str | None = "", ignore: frozenset[str] | None = None) -> None:
        self.cwd = os.path.realpath(cwd) if cwd else os.getcwd()
        self.ignore = own_paths() if ignore is None else ignore
        self.root, self.git_dir, self.common_dir = self._find_git(self.cwd)
        self._cache_dir = cache_dir() if cache == "" else cache
        self._cheap: str | None = None
        self._stamp: str | None = None
        self.stamp_fresh = False  # True once the tree stamp was computed in this process

    # -- where things are ----------------------------------------------------------------------------

    @staticmethod
    def _find_git(cwd: str) -> tuple[str, str | None, str | None]:
        """The project root, the git directory and the common git directory (``None`` outside git)."""
        path = cwd
        for _ in range(MAX_DEPTH):
            dot_git = os.path.join(path, ".git")
            if os.path.isdir(dot_git):
                return path, dot_git, dot_git
            if os.path.isfile(dot_git):  # a worktree or submodule: "gitdir: <path>"
                text = _read(dot_git) or ""
                if text.startswith("gitdir:"):
                    git_dir = os.path.normpath(os.path.join(path, text[len("gitdir:") :].strip()))
                    common = _read(os.path.join(git_dir, "commondir"))
                    common_dir = os.path.normpath(os.path.join(git_dir, common)) if common else git_dir
                    return path, git_dir, common_dir
            parent = os.path.dirname(path)
            if parent == path:
                break
            path = parent
        return cwd, None, None

    def head(self) -> str:
        """The commit ``HEAD`` points at (``-`` when unknown, ``unborn:<ref>`` before the first commit)."""
        if self.git_dir is None:
            return "-"
        head = _read(os.path.join(self.git_dir, "HEAD"))
        if head is None:
            return "-"
        if not head.startswith("ref:"):
            return head  # detached: the commit itself
        ref = head[4:].strip()
        for base in (self.git_dir, self.common_dir or self.git_dir):
            value = _read(os.path.join(base, *ref.split("/")))
            if value:
                return value
        packed = _read_all(os.path.join(self.common_dir or self.git_dir, "packed-refs"))
        for line in packed.splitlines():
            if line.endswith(" " + ref):
                return line.split(" ", 1)[0]
        return f"unborn:{ref}"

    # -- the cheap key -------------------------------------------------------------------------------

    def cheap_key(self) -> str:
        """The part of the environment computed on every call (see the module docstring)."""
        if self._cheap is None:
            parts = [_VERSION, self.cwd, sys.platform, self.root, self.head()]
            if self.git_dir is not None:
                parts.append(_stat_key(os.path.join(self.git_dir, "index")))
            dirs = [self.cwd] if self.root == self.cwd else [self.cwd, self.root]
            for directory in dirs:
                parts.extend(_manifests(directory, self.root))
            self._cheap = sha256("\0".join(parts).encode()).hexdigest()
        return self._cheap

    # -- the tree stamp ------------------------------------------------------------------------------

    def _cache_file(self) -> str | None:
        if not self._cache_dir:
            return None
        name = sha256(self.root.encode()).hexdigest()[:24]
        return os.path.join(self._cache_dir, f"ws-{name}.json")

    def stamp(self) -> str:
        """The tree stamp: cached when the cheap key is unchanged, else computed (and cached)."""
        if self._stamp is None:
            cached = self._load()
            if cached is not None:
                self._stamp = cached
            else:
                self.refresh()
        assert self._stamp is not None
        return self._stamp

    def refresh(self) -> bool:
        """Recompute the tree stamp now and cache it. Returns True if it differs from what was used before."""
        before = self._stamp
        self._stamp = tree_stamp(self.root if self.git_dir else self.cwd, self._tracked(), ignore=self.ignore)
        self.stamp_fresh = True
        self._save()
        return before is not None and before != self._stamp

    def _tracked(self) -> list[str] | None:
        if self.git_dir is None:
            return None
        data = read_regular(os.path.join(self.git_dir, "index"), MAX_INDEX_BYTES)
        return None if data is None else index_paths(data, MAX_FILES)

    def _load(self) -> str | None:
        path = self._cache_file()
        if path is None:
            return None
        try:
            with open(path, encoding="utf-8") as handle:
                cached = loads(handle.read())
        except (OSError, ValueError):
            return None
        if not isinstance(cached, dict) or cached.get("cheap") != self.cheap_key():
            return None
        stamp = cached.get("stamp")
        return stamp if isinstance(stamp, str) else None

    def _save(self) -> None:
        path = self._cache_file()
        if path is None:
            return
        from .._private import private_dir, write_private

        try:
            private_dir(os.path.dirname(path))
            # atomic (concurrent hooks never read half a file) and 0600 (it names the user's projects)
            write_private(path, dumps({"cheap": self.cheap_key(), "stamp": self._stamp, "root": self.root}))
        except OSError:
            pass  # no cache: the next call computes the stamp again

    # -- the environment -----------------------------------------------------------------------------

    def env_hash(self, *, fresh: bool = False) -> str:
        """The environment snapshot hash (32 hex) of a call made here.

        Args:
            fresh: recompute the tree stamp instead of trusting the cache (used when recording a failure).
        """
        if fresh and not self.stamp_fresh:
            self.refresh()
        payload = f"{self.cheap_key()}\0{self.stamp()}"
        return sha256(payload.encode()).hexdigest()[:32]


def _read_all(path: str) -> str:
    data = read_regular(path, 1 << 22)
    return "" if data is None else data.decode("utf-8", "replace")


def _manifests(directory: str, root: str) -> list[str]:
    """``name=size:mtime`` of the manifests, lockfiles and install locations in ``directory`` (links followed
    only inside ``root``)."""
    found: list[str] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return ["missing:" + directory]
    for entry in entries:
        name = entry.name
        if name in MANIFESTS or (name.startswith("requirements") and name.endswith((".txt", ".in"))):
            found.append(f"{name}={_stat_key(entry.path, root)}")
        elif name == "node_modules":
            found.append(f"node_modules={_stat_key(entry.path, root)}")
            lock = os.path.join(entry.path, ".package-lock.json")
            found.append(f"node_modules/.package-lock.json={_stat_key(lock, root)}")
        elif name in (".venv", "venv"):
            found.extend(f"{name}:{site}" for site in _site_packages(entry.path, root))
    found.sort()
    return found


def _site_packages(venv: str, root: str) -> list[str]:
    lib = os.path.join(venv, "lib")
    try:
        versions = os.listdir(lib)[:16]
    except OSError:
        versions = []
    sites = [os.path.join(lib, v, "site-packages") for v in versions if v.startswith("python")]
    sites.append(os.path.join(venv, "Lib", "site-packages"))  # Windows layout
    return [f"{os.path.relpath(site, venv)}={_stat_key(site, root)}" for site in sorted(sites)]


def tree_stamp(
    root: str, tracked: Iterable[str] | None, limit: int = MAX_FILES, ignore: frozenset[str] = frozenset()
) -> str:
    """A stamp of the files under ``root`` that changes when one is edited, created or deleted.

    Args:
        root: the project root (git) or working directory.
        tracked: paths relative to ``root`` (from the git index), or ``None`` to walk the tree.
        limit: at most this many entries (files, directories, links) are visited, whatever the tree holds.
        ignore: real paths left out (oncebitten's own files); a directory holding one is described by the names
            of its other entries instead of its mtime, which every write of theirs changes.
    """
    count = 0
    latest = 0
    total = 0
    lstat = os.lstat
    held = {os.path.dirname(path) for path in ignore}
    if tracked is not None:
        directories: set[str] = set()
        join = os.path.join
        for relative in tracked:
            if count >= limit:
                break
            count += 1
            slash = relative.rfind("/")
            if slash > 0:
                directories.add(relative[:slash])
            try:
                st = lstat(join(root, relative))  # git keeps a link as a link: never followed out of the tree
            except (OSError, ValueError):
                total += 1  # deleted: still counted, so that deleting a file changes the stamp
                continue
            mtime = st.st_mtime_ns
            latest = max(latest, mtime)
            total += mtime ^ st.st_size
        directories.add("")
        for directory in sorted(directories)[: max(0, limit - count) + 1]:
            path = join(root, directory) if directory else root
            if path in held:
                total += _listing(path, ignore)
                count += 1
                continue
            try:
                mtime = lstat(path).st_mtime_ns
            except (OSError, ValueError):
                continue
            count += 1
            latest = max(latest, mtime)
            total += mtime
        return f"git:{count}:{latest}:{total & 0xFFFFFFFFFFFFFFFF:x}"
    pending = [root]
    seen = 0  # every entry visited, whatever it is: what bounds the scan
    while pending and seen < limit:
        directory = pending.pop()
        seen += 1  # a directory is an entry too: 200,000 empty ones cost what 200,000 files cost
        held_here = directory in held
        if not held_here:
            count += 1
        try:
            scanner = os.scandir(directory)
        except OSError:
            continue
        with scanner:
            for entry in scanner:
                seen += 1
                if seen >= limit:
                    break
                if entry.path in ignore:
                    continue
                try:
                    if entry.is_dir(follow_symlinks=False):
                        if entry.name not in SKIP_DIRS:
                            pending.append(entry.path)
                        continue
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                count += 1
                latest = max(latest, st.st_mtime_ns)
                total += st.st_mtime_ns ^ st.st_size
        if held_here:
            # Its other entries were each counted above; it, and its mtime, change with the store's own files
            # (made on the first write, -wal and -shm made and removed by every process).
            continue
        try:
            mtime = lstat(directory).st_mtime_ns
        except OSError:
            continue
        latest = max(latest, mtime)
        total += mtime
    return f"walk:{count}:{latest}:{total & 0xFFFFFFFFFFFFFFFF:x}"


def _listing(directory: str, ignore: frozenset[str]) -> int:
    """A number standing for the names in ``directory`` less those in ``ignore`` (for a directory whose mtime
    oncebitten's own files keep changing)."""
    try:
        with os.scandir(directory) as entries:
            names = sorted(entry.name for entry in entries if entry.path not in ignore)[:MAX_FILES]
    except OSError:
        return 0
    return int(sha256("\0".join(names).encode("utf-8", "surrogateescape")).hexdigest()[:16], 16)


def index_paths(data: bytes, limit: int | None = None) -> list[str] | None:
    """The paths recorded in a git index file (versions 2, 3 and 4), or ``None`` if it cannot be read.

    Args:
        limit: stop after this many (an index cut short by a read limit gives the entries it holds whole).
    """
    if len(data) < 12 or data[:4] != b"DIRC":
        return None
    version = int.from_bytes(data[4:8], "big")
    count = int.from_bytes(data[8:12], "big")
    if version not in (2, 3, 4):
        return None
    paths: list[str] = []
    position = 12
    previous = b""
    find = data.find
    if limit is not None:
        count = min(count, limit)
    try:
        for _ in range(count):
            flags = int.from_bytes(data[position + 60 : position + 62], "big")
            start = position + 62
            if version >= 3 and flags & 0x4000:
                start += 2  # extended flags
            if version == 4:
                # The name is the previous one less N bytes (N a varint), plus a NUL-terminated suffix.
                byte = data[start]
                start += 1
                strip = byte & 0x7F
                while byte & 0x80:
                    byte = data[start]
                    start += 1
                    strip = ((strip + 1) << 7) | (byte & 0x7F)
                end = find(b"\0", start)
                name = previous[: len(previous) - strip] + data[start:end]
                position = end + 1
            else:
                end = find(b"\0", start)
                name = data[start:end]
                position += (end - position + 8) & ~7  # entries are NUL-padded to a multiple of 8 bytes
            if end < 0:
                return paths if limit is not None and paths else None
            previous = name
            paths.append(name.decode("utf-8", "surrogateescape"))
    except IndexError:
        return paths if limit is not None and paths else None
    return paths
