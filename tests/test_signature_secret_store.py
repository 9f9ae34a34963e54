"""One redaction for parameters, end to end: a call is remembered by its parameters with their secrets redacted
by ``redact_value`` (the one path ``call_key`` and ``call_key_json`` share), so two calls that differ only in a
secret parameter are the same call, and nothing stored derives from the secret: not the secret, not a hash of
it, not the signature of the raw parameters."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest

from oncebitten.advisor import signature
from oncebitten.advisor.memory import FailureMemory
from oncebitten.advisor.signature import call_key, tool_signature
from oncebitten.engine.redact.redactor import redact_value

ENV = "env-1"


def stored_bytes(db: Path) -> bytes:
    """Everything SQLite holds for ``db``: the file and its -wal."""
    return b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists())


def derived(secret: str, tool: str, params: dict[str, Any]) -> list[str]:
    """What could betray ``secret``: itself, its digests, and the signature of the raw parameters."""
    raw = secret.encode()
    return [
        secret,
        hashlib.sha256(raw).hexdigest(),
        hashlib.sha1(raw).hexdigest(),  # noqa: S324 - looked for, not used
        hashlib.md5(raw).hexdigest(),  # noqa: S324 - looked for, not used
        hashlib.sha256(raw).hexdigest()[:32],
        tool_signature(tool, params),
    ]


@pytest.mark.parametrize(
    ("params", "rotated", "secret"),
    [
        ({"command": "deploy --prod", "password": "hunter2"}, {"command": "deploy --prod", "password": "tr0ub4dor"},
         "hunter2"),
        ({"command": "psql", "env": {"PGPASSWORD": "Xq9#mW2v"}}, {"command": "psql", "env": {"PGPASSWORD": "Zz1!aa"}},
         "Xq9#mW2v"),
        ({"command": "curl -H 'Authorization: Bearer gsk_Qm3Fg7ytbLIPXO0VWxdUkwvnldJdQmGFNkhRJ53ZK079Kmv4I' api"},
         {"command": "curl -H 'Authorization: Bearer gsk_Zz9Fg7ytbLIPXO0VWxdUkwvnldJdQmGFNkhRJ53ZK079Kmv4I' api"},
         "gsk_Qm3Fg7ytbLIPXO0VWxdUkwvnldJdQmGFNkhRJ53ZK079Kmv4I"),
        ({"command": "sqlcmd -S db -U sa -P Xkp7VmE6YHVDM -Q 'select 1'"},
         {"command": "sqlcmd -S db -U sa -P Yy8wUn5ZIGUCL -Q 'select 1'"}, "Xkp7VmE6YHVDM"),
    ],
)  # fmt: skip
def test_two_calls_differing_only_in_a_secret_share_a_signature_and_nothing_stored_derives_from_it(
    tmp_path: Path, params: dict[str, Any], rotated: dict[str, Any], secret: str
) -> None:
    tool = "Bash"
    key, had_secret = call_key(tool, params)
    assert had_secret
    assert key == call_key(tool, rotated)[0] == tool_signature(tool, redact_value(params))
    assert signature.call_key_json(tool, params)[0] == key

    db = tmp_path / "memory.db"
    memory = FailureMemory(db)
    try:
        record = memory.record_failure(tool, params, "deploy failed: authentication rejected (exit 1)", ENV)
        assert record.tool_signature == key
        advisory = memory.check_advisory(tool, rotated, ENV)  # the same call with a rotated secret
        assert advisory.tool_signature == key
        assert advisory.failure_record is not None and advisory.failure_record.id == record.id
    finally:
        memory.close()

    data = stored_bytes(db)
    assert data
    for needle in derived(secret, tool, params):
        assert needle.encode() not in data, f"the store holds {needle!r}, derived from the secret"
