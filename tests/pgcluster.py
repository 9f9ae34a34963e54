"""A PostgreSQL cluster of one's own (``scripts/pg-cluster``) that can be stopped and started again: the fault
tests of ``tests/test_fleet.py`` and the outage of ``benchmarks/bench_fleet.py`` use it."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PG_CLUSTER = ROOT / "scripts" / "pg-cluster"


class Cluster:
    """A throwaway cluster in ``directory``; ``durable`` keeps fsync on (benchmarks), else it is off (tests).

    Raises:
        RuntimeError: the cluster could not be started (the script's error output in the message).
    """

    def __init__(self, directory: Path, *, durable: bool = False) -> None:
        self.dir = directory
        self.durable = durable
        env = dict(os.environ, PG_DURABLE="1" if durable else "0")
        started = subprocess.run(
            [str(PG_CLUSTER), "start", str(directory)], capture_output=True, text=True, timeout=600, env=env
        )
        if started.returncode != 0:
            raise RuntimeError(f"could not start a PostgreSQL cluster:\n{started.stderr}")
        self.url = started.stdout.strip()
        self.port = self.url.rsplit(":", 1)[1].split("/")[0]
        self.bindir = (directory / "bindir").read_text().strip()
        self.owner = (directory / "owner").read_text().strip()

    def _pg_ctl(self, *args: str, check: bool = True) -> int:
        # initdb and pg_ctl refuse to run as root: as root, the cluster belongs to the postgres user.
        prefix = ["runuser", "-u", self.owner, "--"] if os.getuid() == 0 else []
        ran = subprocess.run([*prefix, f"{self.bindir}/pg_ctl", "-D", str(self.dir / "data"), *args],
                             check=check, capture_output=True, timeout=120)  # fmt: skip
        return ran.returncode

    def running(self) -> bool:
        """Whether the server is up."""
        return self._pg_ctl("status", check=False) == 0

    def stop(self) -> None:
        """Stop the server (fast shutdown), keeping its data."""
        self._pg_ctl("-w", "-m", "fast", "stop")

    def start(self) -> None:
        """Start the server again on the same port; returns once it accepts connections."""
        fsync = "" if self.durable else " -c fsync=off"
        options = f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.dir}{fsync} -c max_connections=200"
        self._pg_ctl("-w", "-l", str(self.dir / "server.log"), "-o", options, "start")

    def restart(self) -> None:
        """Stop, then start."""
        self.stop()
        self.start()

    def close(self) -> None:
        """Stop the server and delete its directory."""
        subprocess.run([str(PG_CLUSTER), "stop", str(self.dir)], timeout=120)
