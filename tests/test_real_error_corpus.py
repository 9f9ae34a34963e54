"""The real-error corpus is well formed: its structure only, never what oncebitten answers on it."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

BUILD = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "real_errors" / "build"


def load_audit() -> ModuleType:
    spec = importlib.util.spec_from_file_location("real_error_audit", BUILD / "audit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_row_has_the_fields_and_every_variant_sits_where_the_definition_puts_it() -> None:
    audit = load_audit()
    assert audit.validate(audit.load()) == []


def test_every_change_of_the_label_audit_is_applied() -> None:
    audit = load_audit()
    assert audit.apply(audit.load(), write=False) == []


def test_the_files_are_written_one_json_object_a_line_as_json_dumps_writes_them() -> None:
    audit = load_audit()
    for part in audit.PARTS:
        for line in (audit.DATA / f"{part}.jsonl").read_text(encoding="utf-8").splitlines():
            assert json.dumps(json.loads(line), ensure_ascii=False) == line
