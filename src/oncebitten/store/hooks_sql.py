"""The store's SQL for agent hooks: BLOCK decisions (and false blocks), the calls that failed per workspace, and
when something last changed in a workspace.

A mixin of :class:`~oncebitten.store.Store`; every statement here runs on both backends.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from .store import Backend, Row

_SQL_DECISION_INSERT = (
    "INSERT INTO advisor_decisions (decided_at, agent, tool_name, tool_signature, env_snapshot_hash, decision,"
    " shadow, retry_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
# A success marks the blocks of the same call in the same environment as false. Most successes follow no
# block: a read (on the index) finds that out without taking the write lock.
_SQL_DECISION_OPEN = (
    "SELECT 1 FROM advisor_decisions WHERE tool_signature = ? AND env_snapshot_hash = ?"
    " AND false_block_at IS NULL LIMIT 1"
)
_SQL_DECISION_MARK_FALSE = (
    "UPDATE advisor_decisions SET false_block_at = ?"
    " WHERE tool_signature = ? AND env_snapshot_hash = ? AND false_block_at IS NULL"
)
_SQL_DECISION_STATS = """
SELECT SUM(CASE WHEN shadow = 0 THEN 1 ELSE 0 END),
       SUM(CASE WHEN shadow <> 0 THEN 1 ELSE 0 END),
       SUM(CASE WHEN false_block_at IS NOT NULL THEN 1 ELSE 0 END)
FROM advisor_decisions WHERE decision = 'BLOCK'
"""

_SQL_WORKSPACE_CALL = """
INSERT INTO workspace_calls (workspace, tool_signature, tool_name, call, updated_at) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (workspace, tool_signature) DO UPDATE SET call = excluded.call, updated_at = excluded.updated_at
"""
_SQL_WORKSPACE_ENV = """
INSERT INTO workspace_failure_envs (workspace, tool_signature, env_snapshot_hash) VALUES (?, ?, ?)
ON CONFLICT (workspace, tool_signature, env_snapshot_hash) DO NOTHING
"""
_SQL_WORKSPACE_PENDING = """
SELECT 1 FROM workspace_failure_envs e JOIN failure_records r
  ON r.tool_signature = e.tool_signature AND r.env_snapshot_hash = e.env_snapshot_hash
WHERE e.workspace = ? AND e.tool_signature = ? AND r.evolution_status = 'PENDING'
LIMIT 1
"""
_SQL_WORKSPACE_RESOLVE = """
UPDATE failure_records SET evolution_status = 'RESOLVED', updated_at = ?
WHERE tool_signature = ? AND evolution_status = 'PENDING' AND env_snapshot_hash IN (
  SELECT env_snapshot_hash FROM workspace_failure_envs WHERE workspace = ? AND tool_signature = ?)
"""
# The failures of the calls seen in a workspace, most recent first (one row per environment; the caller keeps
# the newest per call).
_SQL_WORKSPACE_FAILURES = """
SELECT c.tool_signature, c.tool_name, c.call, r.retry_count, r.kind, r.updated_at, r.error_message,
       r.evolution_status
FROM workspace_calls c JOIN failure_records r ON r.tool_signature = c.tool_signature
WHERE c.workspace = ? AND c.updated_at >= ? AND r.updated_at >= ? AND r.evolution_status <> 'IGNORED'
ORDER BY r.updated_at DESC, r.id DESC
LIMIT ?
"""

_SQL_WORKSPACE_CHANGED = """
INSERT INTO workspace_changes (workspace, changed_at, tool_signature) VALUES (?, ?, ?)
ON CONFLICT (workspace) DO UPDATE SET changed_at = excluded.changed_at, tool_signature = excluded.tool_signature
"""
_SQL_WORKSPACE_CHANGED_AT = "SELECT changed_at, tool_signature FROM workspace_changes WHERE workspace = ?"


class HooksSQL:
    """Statements used by :mod:`oncebitten.hooks`, as domain methods."""

    backend: Backend

    def decision_record(
        self,
        *,
        agent: str,
        tool_name: str,
        tool_signature: str,
        env_snapshot_hash: str,
        retry_count: int,
        shadow: bool,
        now: str,
        decision: str = "BLOCK",
    ) -> None:
        """Remember that a hook blocked a call (or, with ``shadow``, would have)."""
        with self.backend.transaction() as tx:
            tx.execute(
                _SQL_DECISION_INSERT,
                (now, agent, tool_name, tool_signature, env_snapshot_hash, decision, int(shadow), retry_count),
            )

    def decision_mark_false(self, tool_signature: str, env_snapshot_hash: str, now: str) -> int:
        """The call succeeded in this environment: its earlier blocks here were false. Returns how many."""
        if self.backend.fetchone(_SQL_DECISION_OPEN, (tool_signature, env_snapshot_hash)) is None:
            return 0
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_DECISION_MARK_FALSE, (now, tool_signature, env_snapshot_hash)).rowcount)

    def decision_stats(self) -> dict[str, int]:
        """``blocks`` (enforced), ``shadow_blocks`` (logged only) and ``false_blocks`` (either kind, followed
        by a success of the same call in the same environment)."""
        row = self.backend.fetchone(_SQL_DECISION_STATS)
        values = [int(v or 0) for v in (row or (0, 0, 0))]
        return {"blocks": values[0], "shadow_blocks": values[1], "false_blocks": values[2]}

    def workspace_call(
        self, workspace: str, tool_signature: str, tool_name: str, call: str, now: str, env_snapshot_hash: str = ""
    ) -> None:
        """Note that this call failed in this workspace (in the state ``env_snapshot_hash``), with a short
        (redacted) text to show it by."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_WORKSPACE_CALL, (workspace, tool_signature, tool_name, call, now))
            if env_snapshot_hash:
                tx.execute(_SQL_WORKSPACE_ENV, (workspace, tool_signature, env_snapshot_hash))

    def workspace_resolve(self, workspace: str, tool_signature: str, now: str) -> int:
        """The call succeeded in ``workspace``: resolve its pending failures in every state of the workspace it
        failed in. Returns how many records changed."""
        if self.backend.fetchone(_SQL_WORKSPACE_PENDING, (workspace, tool_signature)) is None:
            return 0  # the common case (nothing failed before): a read, no write lock
        with self.backend.transaction() as tx:
            return int(tx.execute(_SQL_WORKSPACE_RESOLVE, (now, tool_signature, workspace, tool_signature)).rowcount)

    def workspace_failures(self, workspace: str, since: str, limit: int) -> list[Row]:
        """Failures of calls seen in ``workspace`` since ``since``: signature, tool, call text, count, kind,
        last seen, error message, status; newest first."""
        rows: list[Any] = self.backend.fetchall(_SQL_WORKSPACE_FAILURES, (workspace, since, since, limit))
        return rows

    def workspace_changed(self, workspace: str, tool_signature: str, now: str) -> None:
        """Note that a call that may change something (``tool_signature``) succeeded in ``workspace`` at ``now``."""
        with self.backend.transaction() as tx:
            tx.execute(_SQL_WORKSPACE_CHANGED, (workspace, now, tool_signature))

    def workspace_changed_at(self, workspace: str) -> tuple[str, str] | None:
        """When a call that may change something last succeeded in ``workspace``, and its signature."""
        row = self.backend.fetchone(_SQL_WORKSPACE_CHANGED_AT, (workspace,))
        return (str(row[0]), str(row[1])) if row else None
