# Reference: the tool-call advisor design's own sketch of FailureMemory, transcribed as the design gives it
# (a new connection per call, rollback journal, a cleanup DELETE on every check). Benchmarks time it beside oncebitten.
"""
Failure Memory (Reflexion Mechanism) for MyCoder v2.2.0

Prevents the AI agent from repeating the same mistakes by tracking
tool execution failures and providing advisory decisions.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import platform
import sqlite3
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from enum import Enum
from pathlib import Path
from threading import Lock
from typing import Any, Dict, Generator, Optional

logger = logging.getLogger(__name__)


# ============================================================================
# Enums and Data Classes
# ============================================================================

class ErrorType(Enum):
    HARD = "HARD"
    SOFT = "SOFT"

class EvolutionStatus(Enum):
    PENDING = "PENDING"
    RESOLVED = "RESOLVED"
    IGNORED = "IGNORED"

class AdvisoryResult(Enum):
    ALLOW = "ALLOW"
    WARN = "WARN"
    BLOCK = "BLOCK"


@dataclass
class FailureRecord:
    """Stored failure record from SQLite."""
    id: int
    tool_signature: str
    env_snapshot_hash: str
    error_type: ErrorType
    retry_count: int
    created_at: str
    updated_at: str
    error_message: Optional[str]
    tool_name: str
    evolution_status: EvolutionStatus

    def is_expired(self) -> bool:
        updated = datetime.fromisoformat(self.updated_at.replace('Z', '+00:00'))
        now = datetime.now(timezone.utc)
        ttl = timedelta(days=7) if self.error_type == ErrorType.HARD else timedelta(hours=1)
        return (now - updated) > ttl

    @staticmethod
    def from_row(row: tuple) -> "FailureRecord":
        return FailureRecord(
            id=row[0],
            tool_signature=row[1],
            env_snapshot_hash=row[2],
            error_type=ErrorType(row[3]),
            retry_count=row[4],
            created_at=row[5],
            updated_at=row[6],
            error_message=row[7],
            tool_name=row[8],
            evolution_status=EvolutionStatus(row[9]),
        )


@dataclass
class Advisory:
    """Advisory result returned by check_advisory()."""
    result: AdvisoryResult
    reason: str
    failure_record: Optional[FailureRecord] = None
    retry_count: int = 0


# ============================================================================
# Main FailureMemory Class
# ============================================================================

class FailureMemory:
    """
    Tracks tool execution failures to prevent repetitive mistakes.

    Uses the Advisor Pattern:
    - check_advisory(): Query before tool execution
    - record_failure(): Store after tool failure
    - clear_failure(): Remove when issue is resolved
    """

    # TTL configuration
    HARD_ERROR_TTL_DAYS = 7
    SOFT_ERROR_TTL_HOURS = 1

    # Advisory thresholds
    WARN_THRESHOLD = 1   # Warn after 1 retry
    BLOCK_THRESHOLD = 3  # Block after 3 retries

    def __init__(self, db_path: Optional[Path] = None):
        """
        Initialize FailureMemory with SQLite storage.

        Args:
            db_path: Path to SQLite database. Defaults to ~/.mycoder/local_memory.db
        """
        if db_path is None:
            db_path = Path.home() / ".mycoder" / "local_memory.db"

        self.db_path = db_path
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = Lock()
        self._init_database()

    def _init_database(self) -> None:
        """Initialize SQLite database with schema."""
        with self._get_connection() as conn:
            conn.executescript("""
                CREATE TABLE IF NOT EXISTS failure_records (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    tool_signature TEXT NOT NULL,
                    env_snapshot_hash TEXT NOT NULL,
                    error_type TEXT NOT NULL CHECK (error_type IN ('HARD', 'SOFT')),
                    retry_count INTEGER NOT NULL DEFAULT 1,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    error_message TEXT,
                    tool_name TEXT NOT NULL,
                    evolution_status TEXT NOT NULL DEFAULT 'PENDING',
                    UNIQUE(tool_signature, env_snapshot_hash)
                );

                CREATE INDEX IF NOT EXISTS idx_failure_lookup
                    ON failure_records(tool_signature, env_snapshot_hash);
                CREATE INDEX IF NOT EXISTS idx_failure_ttl
                    ON failure_records(error_type, updated_at);
                CREATE INDEX IF NOT EXISTS idx_failure_tool
                    ON failure_records(tool_name);
            """)
            conn.commit()

    @contextmanager
    def _get_connection(self) -> Generator[sqlite3.Connection, None, None]:
        """Get thread-safe database connection."""
        conn = sqlite3.connect(str(self.db_path), timeout=10.0)
        conn.row_factory = sqlite3.Row
        try:
            yield conn
        finally:
            conn.close()

    # ========================================================================
    # Public API: Advisory Pattern
    # ========================================================================

    def check_advisory(
        self,
        tool_name: str,
        params: Dict[str, Any],
        env_snapshot_hash: Optional[str] = None,
    ) -> Advisory:
        """
        Check if a tool execution should proceed.

        Advisor Rules:
        1. If error exists AND env_snapshot_hash matches → BLOCK/WARN
        2. If error exists BUT env_snapshot_hash differs → ALLOW
        3. If error is expired (TTL) → ALLOW

        Args:
            tool_name: Name of the tool
            params: Tool parameters
            env_snapshot_hash: Pre-computed env hash (optional)

        Returns:
            Advisory with result (ALLOW/WARN/BLOCK) and reason
        """
        tool_sig = self._compute_tool_signature(tool_name, params)

        with self._lock:
            # First, cleanup expired records
            self._cleanup_expired()

            with self._get_connection() as conn:
                cursor = conn.execute(
                    """
                    SELECT * FROM failure_records
                    WHERE tool_signature = ?
                    ORDER BY updated_at DESC
                    """,
                    (tool_sig,)
                )
                rows = cursor.fetchall()

                if not rows:
                    return Advisory(
                        result=AdvisoryResult.ALLOW,
                        reason="No previous failures recorded"
                    )

                # Check for same environment failures
                for row in rows:
                    record = FailureRecord.from_row(tuple(row))

                    # Skip expired records
                    if record.is_expired():
                        continue

                    # Skip resolved records
                    if record.evolution_status == EvolutionStatus.RESOLVED:
                        continue

                    # Check environment match
                    if env_snapshot_hash and record.env_snapshot_hash == env_snapshot_hash:
                        # Same environment - apply blocking rules
                        if record.retry_count >= self.BLOCK_THRESHOLD:
                            return Advisory(
                                result=AdvisoryResult.BLOCK,
                                reason=f"Blocked: {record.retry_count} failures in same environment. "
                                       f"Error: {record.error_message}",
                                failure_record=record,
                                retry_count=record.retry_count
                            )
                        elif record.retry_count >= self.WARN_THRESHOLD:
                            return Advisory(
                                result=AdvisoryResult.WARN,
                                reason=f"Warning: {record.retry_count} previous failure(s). "
                                       f"Error: {record.error_message}",
                                failure_record=record,
                                retry_count=record.retry_count
                            )

                # Different environment - allow retry
                return Advisory(
                    result=AdvisoryResult.ALLOW,
                    reason="Environment changed since last failure, retry allowed"
                )

    def record_failure(
        self,
        tool_name: str,
        params: Dict[str, Any],
        error_message: str,
        env_snapshot_hash: str,
    ) -> FailureRecord:
        """
        Record a tool execution failure.

        Args:
            tool_name: Name of the tool
            params: Tool parameters
            error_message: The error message
            env_snapshot_hash: Hash of current environment

        Returns:
            The created or updated FailureRecord
        """
        tool_sig = self._compute_tool_signature(tool_name, params)
        error_type = self._classify_error(error_message)
        now = datetime.now(timezone.utc).isoformat()

        with self._lock:
            with self._get_connection() as conn:
                # Try to update existing record
                cursor = conn.execute(
                    """
                    UPDATE failure_records
                    SET retry_count = retry_count + 1,
                        updated_at = ?,
                        error_message = ?,
                        error_type = ?
                    WHERE tool_signature = ? AND env_snapshot_hash = ?
                    RETURNING *
                    """,
                    (now, error_message, error_type.value, tool_sig, env_snapshot_hash)
                )
                row = cursor.fetchone()

                if row:
                    conn.commit()
                    return FailureRecord.from_row(tuple(row))

                # Insert new record
                cursor = conn.execute(
                    """
                    INSERT INTO failure_records
                    (tool_signature, env_snapshot_hash, error_type, retry_count,
                     created_at, updated_at, error_message, tool_name, evolution_status)
                    VALUES (?, ?, ?, 1, ?, ?, ?, ?, 'PENDING')
                    RETURNING *
                    """,
                    (tool_sig, env_snapshot_hash, error_type.value, now, now,
                     error_message, tool_name)
                )
                row = cursor.fetchone()
                conn.commit()

                logger.info(f"Recorded failure for {tool_name}: {error_message[:50]}...")
                return FailureRecord.from_row(tuple(row))

    def clear_failure(
        self,
        tool_name: str,
        params: Dict[str, Any],
        env_snapshot_hash: Optional[str] = None,
    ) -> bool:
        """
        Mark a failure as resolved (e.g., after successful retry).

        Args:
            tool_name: Name of the tool
            params: Tool parameters
            env_snapshot_hash: Optional specific environment to clear

        Returns:
            True if a record was updated
        """
        tool_sig = self._compute_tool_signature(tool_name, params)
        now = datetime.now(timezone.utc).isoformat()

        with self._lock:
            with self._get_connection() as conn:
                if env_snapshot_hash:
                    cursor = conn.execute(
                        """
                        UPDATE failure_records
                        SET evolution_status = 'RESOLVED', updated_at = ?
                        WHERE tool_signature = ? AND env_snapshot_hash = ?
                        """,
                        (now, tool_sig, env_snapshot_hash)
                    )
                else:
                    cursor = conn.execute(
                        """
                        UPDATE failure_records
                        SET evolution_status = 'RESOLVED', updated_at = ?
                        WHERE tool_signature = ?
                        """,
                        (now, tool_sig)
                    )
                conn.commit()
                return cursor.rowcount > 0

    # ========================================================================
    # Environment Hashing
    # ========================================================================

    @staticmethod
    def compute_env_snapshot_hash(
        working_directory: Optional[Path] = None,
        file_context: Optional[list] = None,
    ) -> str:
        """
        Compute hash of current environment state.

        Args:
            working_directory: Current working directory
            file_context: Optional list of relevant file paths

        Returns:
            32-character hex hash
        """
        components = [
            str(working_directory or os.getcwd()),
            platform.system().lower(),
            f"{sys.version_info.major}.{sys.version_info.minor}",
        ]

        if file_context:
            components.append("|".join(sorted(str(f) for f in file_context)))

        snapshot_str = "|".join(components)
        return hashlib.sha256(snapshot_str.encode()).hexdigest()[:32]

    # ========================================================================
    # Internal Methods
    # ========================================================================

    @staticmethod
    def _compute_tool_signature(tool_name: str, params: Dict[str, Any]) -> str:
        """Compute deterministic hash of tool + parameters."""
        normalized_params = {}
        for key, value in sorted(params.items()):
            if isinstance(value, str):
                normalized_params[key] = value.strip()
            else:
                normalized_params[key] = value

        payload = {"tool": tool_name, "params": normalized_params}
        json_str = json.dumps(payload, sort_keys=True, ensure_ascii=True)
        return hashlib.sha256(json_str.encode()).hexdigest()[:32]

    @staticmethod
    def _classify_error(error: str) -> ErrorType:
        """Classify error as HARD (logic) or SOFT (transient)."""
        error_lower = error.lower()

        soft_patterns = [
            "connection", "timeout", "network", "permission denied",
            "disk", "space", "rate limit", "503", "502", "504",
            "temporary", "retry", "unavailable", "refused"
        ]

        for pattern in soft_patterns:
            if pattern in error_lower:
                return ErrorType.SOFT

        return ErrorType.HARD

    def _cleanup_expired(self) -> int:
        """Remove expired records based on TTL rules."""
        now = datetime.now(timezone.utc)
        hard_cutoff = (now - timedelta(days=self.HARD_ERROR_TTL_DAYS)).isoformat()
        soft_cutoff = (now - timedelta(hours=self.SOFT_ERROR_TTL_HOURS)).isoformat()

        with self._get_connection() as conn:
            cursor = conn.execute(
                """
                DELETE FROM failure_records
                WHERE (error_type = 'HARD' AND updated_at < ?)
                   OR (error_type = 'SOFT' AND updated_at < ?)
                """,
                (hard_cutoff, soft_cutoff)
            )
            conn.commit()
            deleted = cursor.rowcount

            if deleted > 0:
                logger.debug(f"Cleaned up {deleted} expired failure records")

            return deleted

    # ========================================================================
    # Statistics and Debugging
    # ========================================================================

    def get_stats(self) -> Dict[str, Any]:
        """Get failure memory statistics."""
        with self._get_connection() as conn:
            cursor = conn.execute("""
                SELECT
                    COUNT(*) as total,
                    SUM(CASE WHEN error_type = 'HARD' THEN 1 ELSE 0 END) as hard_errors,
                    SUM(CASE WHEN error_type = 'SOFT' THEN 1 ELSE 0 END) as soft_errors,
                    SUM(CASE WHEN evolution_status = 'PENDING' THEN 1 ELSE 0 END) as pending,
                    SUM(CASE WHEN evolution_status = 'RESOLVED' THEN 1 ELSE 0 END) as resolved
                FROM failure_records
            """)
            row = cursor.fetchone()

            return {
                "total_records": row[0] or 0,
                "hard_errors": row[1] or 0,
                "soft_errors": row[2] or 0,
                "pending": row[3] or 0,
                "resolved": row[4] or 0,
            }

    def get_recent_failures(self, limit: int = 10) -> list:
        """Get most recent failure records."""
        with self._get_connection() as conn:
            cursor = conn.execute(
                """
                SELECT * FROM failure_records
                ORDER BY updated_at DESC
                LIMIT ?
                """,
                (limit,)
            )
            return [FailureRecord.from_row(tuple(row)) for row in cursor.fetchall()]
