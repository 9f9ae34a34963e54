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


def test_the_kinds2_part_is_audited_like_the_other_parts_and_quotes_nothing_of_them_verbatim() -> None:
    audit = load_audit()
    parts = audit.load()
    assert "kinds2" in audit.PARTS
    others = {row["text"] for part, rows in parts.items() if part != "kinds2" for row in rows}
    assert not [row["id"] for row in parts["kinds2"] if row["text"] in others]


def test_the_kinds2_split_was_drawn_per_builder_group() -> None:
    # The audit merges groups across the split (the same failure was drawn on both sides); the builder's
    # groups, read back from the audit's old values, each sit on one side.
    audit = load_audit()
    builder_group = {
        row_id: old
        for changes in audit.CATEGORIES.values()
        for row_id, field, old, _new, _reason in changes
        if field == "group" and row_id.startswith("k2-")
    }
    splits: dict[str, set[str]] = {}
    for row in audit.load()["kinds2"]:
        splits.setdefault(builder_group.get(row["id"], row["group"]), set()).add(row["split"])
    assert all(len(s) == 1 for s in splits.values())


def test_the_fresh_part_is_all_dev_audited_like_the_others_and_quotes_nothing_of_them_verbatim() -> None:
    # Built blind to the code after the others were tuned on: a validation set first, then tuning rows.
    audit = load_audit()
    parts = audit.load()
    assert "fresh" in audit.PARTS and {row["split"] for row in parts["fresh"]} == {"dev"}
    others = {row["text"] for part, rows in parts.items() if part != "fresh" for row in rows}
    assert not [row["id"] for row in parts["fresh"] if row["text"] in others]
