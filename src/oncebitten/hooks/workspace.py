"""The environment of a hook call: the state of the workspace that can change the outcome, by content.

A retry after a real fix must be a new environment (allowed), and a retry of the very same state the same
environment (warned, then blocked), on this machine and on every other machine sharing the memory: the
environment is **content-addressed** (see ``docs/hooks.md``, "Which state"). Three hashes are derived:

**The portable hash** (:meth:`Workspace.env_hash`, version ``ws2``), the same for the same state on any
machine and at any path: the commit ``HEAD`` points at (it names the whole history, so the repository's
identity is implied; before the first commit, the normalized ``origin`` URL), the working directory relative
to the project root, the *content* of the manifests and lockfiles there and at the root (``package.json``,
``package-lock.json``, ``pyproject.toml``, ``uv.lock``, ``Cargo.lock``, ``go.sum``, ...), and the content of
every path ``git status`` reports changed or untracked (caches and build outputs skipped), plus the empty
untracked directories git cannot see. No mtimes, no absolute paths. Outside git there is no portable state:
the hash is the host's (below) with the working directory's real path.

**The host hash** (:meth:`Workspace.host_hash`): the portable hash, this machine's id and user, and the state
of the places packages are installed into (``node_modules``, ``.venv``). Failures whose cause can lie with
the machine rather than the workspace (:data:`HOST_KINDS`: a tool or package not installed here, a service
unreachable from here, a permission, a credential, a full disk) are recorded under it, so they never block
another machine.

**The legacy hash** (:meth:`Workspace.legacy_hash`, version ``ws1``): the per-checkout hash of earlier
versions (real path, mtimes), still looked up so that records written before ``ws2`` keep working until they
expire; nothing new is written under it.

Computing the portable hash spawns ``git status`` and reads the changed files, so it is cached per workspace,
keyed by a **local key** that is cheap to recompute on every call and changes whenever the state may have:

- *the cheap key*, from a few ``stat`` calls and small reads (no process is spawned): the working directory,
  the commit ``HEAD`` points at (``.git/HEAD``, the loose ref or ``packed-refs``; worktrees and submodules
  followed), the size and mtime of ``.git/index`` and of the manifests, lockfiles and install locations;
- *the tree stamp*, for edits in the working tree: the count, the latest mtime and a sum of the mtimes and
  sizes of the tracked files (from ``.git/index``) and of their directories, or outside git of the files
  under the working directory (skipping caches and dependency directories), bounded by :data:`MAX_FILES`.
  It costs one ``stat`` per file, so it is itself cached and recomputed only when recording a failure, when
  the cheap key changed, and when a check is about to WARN or BLOCK (:meth:`Workspace.refresh`): if the tree
  changed since, the call is checked again in the new environment, so a fix is never blocked.

So the common ALLOW path costs a few ``stat`` calls and one small file read; ``git status`` runs only when
the local key changed. What is not seen: changes outside the workspace (a package installed into a
virtualenv elsewhere, a service restarted, a variable exported in another shell) and, in a tree too large
for :data:`MAX_FILES`, edits to files past the limit.

The workspace is not trusted (a repository just cloned may hold anything): files are read only through
:mod:`.files` (regular files only, non-blocking, capped: a FIFO at ``.git/HEAD`` never hangs a hook), symbolic
links are followed only inside the workspace (one to ``/proc/self/fd/0`` would change the environment in every
process), the scan is bounded by the entries it visits, directories included, ``git status`` runs with the
repository's fsmonitor hook switched off, and the store's own files (and ``$ONCEBITTEN_HOME``) are never part
of the environment, so a store kept inside the workspace does not make every write a new environment.
"""

from __future__ import annotations

import os
import sys

from .._cstdlib import dumps, loads, sha256
from .files import kind_key, read_regular, stat_within

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["HOST_KINDS", "MANIFESTS", "MAX_FILES", "Workspace", "cache_dir", "host_id"]

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

#: Failure kinds (``oncebitten.engine.classify.ErrorKind`` values) whose cause can lie with the machine rather than
#: the workspace: recorded under the host hash, so that they never block another machine. The others (syntax,
#: type, test, runtime, unknown) are facts about the workspace's content, shared by every machine in that state.
HOST_KINDS = frozenset({"import", "dependency", "network", "timeout", "permission", "auth", "rate_limit", "disk"})

#: Above this many bytes a changed file is hashed by its size and name only (keeps a failure's record bounded).
MAX_HASHED_BYTES = 8 << 20
#: Seconds ``git status`` may take before the environment falls back to this machine's own (the hook's budget).
GIT_TIMEOUT = 3.0

_VERSION = "ws1"  # the legacy (per-checkout) hash; its cheap key is also the local cache key
_PORTABLE = "ws2"


def cache_dir() -> str:
    """Where hook state is cached: ``$ONCEBITTEN_HOME/cache`` (default ``~/.oncebitten/cache``)."""
    home = os.environ.get("ONCEBITTEN_HOME") or os.path.join(os.path.expanduser("~"), ".oncebitten")
    return os.path.join(home, "cache")


def host_id() -> str:
    """This machine and user, as the host hash sees them: ``$ONCEBITTEN_HOST_ID`` if set, else the machine id
    (``/etc/machine-id``, else the host name), and the user id."""
    explicit = os.environ.get("ONCEBITTEN_HOST_ID")
    if explicit:
        return explicit
    machine = _read("/etc/machine-id") or _read("/var/lib/dbus/machine-id")
    if not machine:
        machine = "name:" + (os.uname().nodename if hasattr(os, "uname") else os.environ.get("COMPUTERNAME", "-"))
    uid = os.getuid() if hasattr(os, "getuid") else -1
    return f"{machine}:{uid}"


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


def _digest_file(path: str) -> str:
    """``sha256`` of a file's content (``link:<target>`` for a symlink, ``deleted`` if absent)."""
    try:
        st = os.lstat(path)
    except OSError:
        return "deleted"
    mode = st.st_mode & 0o170000
    if mode == 0o120000:
        try:
            return "link:" + os.readlink(path)
        except OSError:
            return "link:?"
    if mode == 0o040000:
        return "dir"
    if mode != 0o100000:
        return "special"  # a FIFO, socket or device: never opened (reading a FIFO would hang)
    if st.st_size > MAX_HASHED_BYTES:
        return f"big:{st.st_size}"
    digest = sha256()
    try:  # not followed, not blocking, and checked again once open: swapped for a FIFO, it is never read
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return "unreadable"
    try:
        if os.fstat(fd).st_mode & 0o170000 != 0o100000:
            return "special"
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
    except OSError:
        return "unreadable"
    finally:
        os.close(fd)
    return digest.hexdigest()


class Workspace:
    """The workspace around a working directory, and its environment hashes.

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
        self._env: str | None = None  # the portable hash of the state _stamp was taken in
        self._paths: list[str] | None = None
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

    def origin(self) -> str | None:
        """The ``origin`` remote's URL, normalized (``github.com/owner/repo`` for its SSH and HTTPS forms)."""
        if self.common_dir is None:
            return None
        section = ""
        for line in _read_all(os.path.join(self.common_dir, "config")).splitlines():
            line = line.strip()
            if line.startswith("["):
                section = line
            elif section == '[remote "origin"]' and line.replace(" ", "").startswith("url="):
                return normalize_remote(line.split("=", 1)[1].strip())
        return None

    # -- the cheap key -------------------------------------------------------------------------------

    def cheap_key(self) -> str:
        """The part of the local key computed on every call (see the module docstring)."""
        if self._cheap is None:
            parts = [_VERSION, self.cwd, sys.platform, self.root, self.head()]
            if self.git_dir is not None:
                parts.append(_stat_key(os.path.join(self.git_dir, "index")))
            for directory in self._dirs():
                parts.extend(_manifests(directory, self.root))
            self._cheap = sha256("\0".join(parts).encode()).hexdigest()
        return self._cheap

    def _dirs(self) -> list[str]:
        return [self.cwd] if self.root == self.cwd else [self.cwd, self.root]

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
                self._stamp, self._env = cached
            else:
                self.refresh()
        assert self._stamp is not None
        return self._stamp

    def refresh(self) -> bool:
        """Recompute the tree stamp now and cache it. Returns True if it differs from what was used before."""
        before = self._stamp
        self._stamp = tree_stamp(self.root if self.git_dir else self.cwd, self._tracked(), ignore=self.ignore)
        self.stamp_fresh = True
        if self._stamp != before:
            self._env = None  # the state may have changed: the portable hash is worked out again
        self._save()
        return before is not None and before != self._stamp

    def _tracked(self) -> list[str] | None:
        if self.git_dir is None:
            return None
        if self._paths is None:
            data = read_regular(os.path.join(self.git_dir, "index"), MAX_INDEX_BYTES)
            if data is None:
                return None
            self._paths = index_paths(data, MAX_FILES)
        return self._paths

    def _load(self) -> tuple[str, str | None] | None:
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
        stamp, env = cached.get("stamp"), cached.get("env")
        if not isinstance(stamp, str):
            return None
        return stamp, env if isinstance(env, str) and cached.get("v") == _PORTABLE else None

    def _save(self) -> None:
        path = self._cache_file()
        if path is None:
            return
        from .._private import private_dir, write_private

        try:
            private_dir(os.path.dirname(path))
            entry = {"cheap": self.cheap_key(), "stamp": self._stamp, "root": self.root, "v": _PORTABLE}
            if self._env is not None:
                entry["env"] = self._env
            # atomic (concurrent hooks never read half a file) and 0600 (it names the user's projects)
            write_private(path, dumps(entry))
        except OSError:
            pass  # no cache: the next call computes the stamp again

    # -- the environment -----------------------------------------------------------------------------

    def env_hash(self, *, fresh: bool = False) -> str:
        """The portable environment hash (32 hex) of a call made here: the same state, the same hash, on any
        machine and path (see the module docstring).

        Args:
            fresh: recompute the tree stamp instead of trusting the cache (used when recording a failure).
        """
        if fresh and not self.stamp_fresh:
            self.refresh()
        self.stamp()
        if self._env is None:
            self._env = self._portable()
            self._save()
        return self._env

    def host_hash(self, *, fresh: bool = False) -> str:
        """The environment hash of a failure that may be this machine's own (:data:`HOST_KINDS`): the portable
        hash, :func:`host_id`, and the state of the places packages are installed into here."""
        parts = [_PORTABLE, "host", self.env_hash(fresh=fresh), host_id()]
        for directory in self._dirs():
            parts.extend(_installed(directory, self.root))
        return sha256("\0".join(parts).encode()).hexdigest()[:32]

    def legacy_hash(self) -> str:
        """The per-checkout hash of earlier versions (``ws1``): looked up, never written."""
        return sha256(f"{self.cheap_key()}\0{self.stamp()}".encode()).hexdigest()[:32]

    def env_for_kind(self, kind: str | None, *, fresh: bool = False) -> str:
        """The hash a failure of this kind is recorded under: the host hash for :data:`HOST_KINDS`, else the
        portable hash."""
        if kind in HOST_KINDS:
            return self.host_hash(fresh=fresh)
        return self.env_hash(fresh=fresh)

    def env_hashes(self) -> tuple[str, str, str]:
        """Every hash a record of a call made here can be under: portable, host, legacy (checked and cleared)."""
        return self.env_hash(), self.host_hash(), self.legacy_hash()

    def _portable(self) -> str:
        """Work out the portable hash (spawns ``git status``; cached by the caller)."""
        head = self.head()
        parts = [_PORTABLE]
        changes = self._changes() if self.git_dir is not None and head != "-" else None
        if changes is None:
            # Outside git, or git could not tell what changed: no portable state, this machine's own.
            parts += ["local", host_id(), self.cwd, self.cheap_key(), self.stamp()]
        else:
            relative = os.path.relpath(self.cwd, self.root).replace(os.sep, "/")
            parts += [head, f"cwd={relative}"]
            if head.startswith("unborn:"):
                parts.append(f"origin={self.origin() or host_id() + ':' + self.root}")
            for directory in self._dirs():
                base = os.path.relpath(directory, self.root).replace(os.sep, "/")
                parts.extend(f"{base}/{entry}" for entry in _manifest_contents(directory))
            parts.extend(changes)
        return sha256("\0".join(parts).encode()).hexdigest()[:32]

    def _changes(self) -> list[str] | None:
        """``path=content digest`` of every path ``git status`` reports changed or untracked (caches and build
        outputs skipped), and ``empty:path`` of the empty untracked directories; ``None`` if git failed."""
        # core.fsmonitor off: a repository's own config must not make ``git status`` run a program of its choice.
        out = _git(["-c", "core.fsmonitor=false", "-C", self.root, "status", "--porcelain=v1", "-z",
                    "--untracked-files=all", "--no-renames", "--ignore-submodules=dirty"])  # fmt: skip
        if out is None:
            return None
        found: list[str] = []
        join = os.path.join
        own = self._own_relative()
        for item in out.split(b"\0"):
            if len(item) < 4:
                continue
            relative = item[3:].decode("utf-8", "surrogateescape").rstrip("/")
            if any(part in SKIP_DIRS for part in relative.split("/")):
                continue
            if relative in own or any(relative.startswith(path + "/") for path in own):
                continue  # the store's own files, oncebitten's home: every write would be a new environment
            found.append(f"{relative}={_digest_file(join(self.root, relative))}")
            if len(found) > MAX_FILES:
                return None
        found.extend(f"empty:{relative}" for relative in self._empty_dirs())
        found.sort()
        return found

    def _own_relative(self) -> set[str]:
        """:attr:`ignore`'s paths inside the workspace, relative to its root."""
        prefix = self.root.rstrip(os.sep) + os.sep
        return {path[len(prefix) :].replace(os.sep, "/") for path in self.ignore if path.startswith(prefix)}

    def _empty_dirs(self) -> list[str]:
        """The untracked directories without a file in them, next to tracked ones (git does not list them, yet
        creating one can be the fix: ``mkdir build``)."""
        tracked = self._tracked() or []
        directories = {""}
        for relative in tracked:
            slash = relative.rfind("/")
            while slash > 0:
                parent = relative[:slash]
                if parent in directories:
                    break
                directories.add(parent)
                slash = parent.rfind("/")
        if len(directories) > MAX_FILES // 10:
            return []
        empty: list[str] = []
        own = self._own_relative()
        for directory in directories:
            try:
                entries = list(os.scandir(os.path.join(self.root, directory)))
            except OSError:
                continue
            for entry in entries:
                relative = f"{directory}/{entry.name}" if directory else entry.name
                if entry.name in SKIP_DIRS or relative in directories or relative in own:
                    continue
                try:
                    if entry.is_dir(follow_symlinks=False) and _holds_no_file(entry.path, 4):
                        empty.append(relative)
                except OSError:
                    continue
        return empty


def normalize_remote(url: str) -> str:
    """``git@host:owner/repo.git``, ``https://user@host/owner/repo``, ``ssh://git@host:22/owner/repo.git`` ->
    ``host/owner/repo`` (host lowercased; no user, port, scheme or ``.git``)."""
    text = url.strip()
    if "://" in text:
        text = text.split("://", 1)[1]
        host, _, path = text.partition("/")
    elif ":" in text and not text.startswith("/"):
        host, _, path = text.partition(":")
    else:
        return text.rstrip("/")  # a local path: as it is
    host = host.rsplit("@", 1)[-1].split(":", 1)[0].lower()
    path = path.strip("/")
    if path.endswith(".git"):
        path = path[:-4]
    return f"{host}/{path}"


def _holds_no_file(path: str, depth: int) -> bool:
    try:
        with os.scandir(path) as entries:
            for entry in entries:
                if depth <= 0 or not entry.is_dir(follow_symlinks=False):
                    return False
                if not _holds_no_file(entry.path, depth - 1):
                    return False
    except OSError:
        return False
    return True


def _git(args: list[str]) -> bytes | None:
    """``git ARGS``'s standard output, or ``None`` if it cannot run, fails or takes over :data:`GIT_TIMEOUT`.

    Spawned with ``os.posix_spawnp`` and read through a pipe: ``subprocess`` would cost a hook process more
    to import than the whole check. Optional locks are off, so ``git status`` never rewrites the index.
    """
    import select
    import time

    env = {k: v for k, v in os.environ.items() if k not in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE")}
    env["GIT_OPTIONAL_LOCKS"] = "0"
    env["LC_ALL"] = "C"
    read_end, write_end = os.pipe()
    try:
        null = os.open(os.devnull, os.O_RDWR)
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return None
    try:
        pid = os.posix_spawnp(
            "git",
            ["git", *args],
            env,
            file_actions=[(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, write_end, 1),
                          (os.POSIX_SPAWN_DUP2, null, 2)],
        )  # fmt: skip
    except OSError:
        os.close(read_end)
        return None
    finally:
        os.close(write_end)
        os.close(null)
    chunks: list[bytes] = []
    deadline = time.monotonic() + GIT_TIMEOUT
    poller = select.poll()
    poller.register(read_end, select.POLLIN)
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not poller.poll(left * 1000):
                os.kill(pid, 9)
                os.waitpid(pid, 0)
                return None
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read_end)
    _, status = os.waitpid(pid, 0)
    return b"".join(chunks) if status == 0 else None


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


def _manifest_contents(directory: str) -> list[str]:
    """``name=content digest`` of the manifests and lockfiles in ``directory``."""
    try:
        names = os.listdir(directory)
    except OSError:
        return ["missing"]
    return sorted(
        f"{name}={_digest_file(os.path.join(directory, name))}"
        for name in names
        if name in MANIFESTS or (name.startswith("requirements") and name.endswith((".txt", ".in")))
    )


def _installed(directory: str, root: str) -> list[str]:
    """``name=size:mtime`` of the places packages are installed into in ``directory`` (this machine's own;
    links followed only inside ``root``)."""
    found: list[str] = []
    node_modules = os.path.join(directory, "node_modules")
    if os.path.isdir(node_modules):
        found.append(f"node_modules={_stat_key(node_modules, root)}")
        lock = os.path.join(node_modules, ".package-lock.json")
        found.append(f"node_modules/.package-lock.json={_stat_key(lock, root)}")
    for name in (".venv", "venv"):
        venv = os.path.join(directory, name)
        if os.path.isdir(venv):
            found.extend(f"{name}:{site}" for site in _site_packages(venv, root))
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
