"""The fingerprint: incidental parts masked, fix-relevant parts kept, templates learned, keys stable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from oncebitten.engine.fingerprint import (
    FINGERPRINT_VERSION,
    HEAD_CHARS,
    TAIL_CHARS,
    Fingerprint,
    Fingerprinter,
    fingerprint,
    mask,
)

LABELLED = Path(__file__).parent / "data" / "error_fingerprints.jsonl"


def key(text: str) -> str:
    return fingerprint(text).key


def py_traceback(root: str, lines: tuple[int, int], exc: str, func: str = "load_config") -> str:
    return (
        "Traceback (most recent call last):\n"
        f'  File "{root}/app/main.py", line {lines[0]}, in main\n'
        "    cfg = load_config(path)\n"
        f'  File "{root}/app/config.py", line {lines[1]}, in {func}\n'
        '    return int(raw["port"])\n'
        "           ^^^^^^^^^^^^^^^^\n"
        f"{exc}"
    )


# -- the API -------------------------------------------------------------------------------------------------


def test_fingerprint_has_a_16_hex_key_a_readable_template_and_the_version() -> None:
    fp = fingerprint("KeyError: 'port'")
    assert fp == Fingerprint(fp.key, "KeyError: 'port'", FINGERPRINT_VERSION)
    assert len(fp.key) == 16 and int(fp.key, 16) >= 0


def test_the_version_is_part_of_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    import oncebitten.engine.fingerprint as module

    before = key("Connection refused")
    monkeypatch.setattr(module, "FINGERPRINT_VERSION", FINGERPRINT_VERSION + 1)
    assert key("Connection refused") != before


def test_mask_names_what_it_replaced() -> None:
    assert mask("Connection refused to 10.0.0.17:5432") == "Connection refused to <IP>:<NUM>"
    assert mask("at 0x7ffd5e8c4a10 took 1532ms") == "at <HEX> took <NUM>"
    assert mask("job 3f2b9c1e-7a4d-4e8b-9c21-5d0e6f8a1b47 at 2024-05-01T12:00:03.512Z") == "job <UUID> at <TS>"
    # Version 2 keeps what is quoted (a name, most often) and masks the incidental parts inside it.
    assert mask("open '/tmp/tmpa8x2/data.csv' from /home/dev/acme/src/app.py:12") == "open '<PATH>' from <PATH>"
    assert mask("No such file: '/tmp/tmpa8x2/data.csv'") == "No such file: '<PATH>/data.csv'"  # the missing file
    assert mask("GET https://api.acme.dev/v1/users?page=2 failed") == "GET api.acme.dev:<URL> failed"
    assert mask("GET http://10.0.0.7:8080/v1/users failed") == "GET <URL> failed"
    # what was not found: the last segment of the URL says which package or resource it was
    assert mask("404 Not Found - GET https://registry.npmjs.org/left-pad") == (
        "404 Not Found - GET registry.npmjs.org:<URL>/left-pad"
    )
    assert mask("commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b") == "commit <HEX>"


# -- the traps -------------------------------------------------------------------------------------------


def test_403_forbidden_and_402_payment_required_do_not_merge() -> None:
    forbidden, payment = "Request failed: 403 Forbidden", "Request failed: 402 Payment Required"
    assert fingerprint(forbidden).template == forbidden
    assert fingerprint(payment).template == payment
    assert key(forbidden) != key(payment)
    learner = Fingerprinter()
    assert learner.add(forbidden).key != learner.add(payment).key
    assert learner.add("Request failed: 404 Forbidden").key != learner.add(forbidden).key


def test_status_codes_with_the_same_reason_shape_stay_apart_when_learning() -> None:
    learner = Fingerprinter()
    a = learner.add("AxiosError: Request failed with status code 404")
    b = learner.add("AxiosError: Request failed with status code 500")
    assert a.key != b.key


def test_hex_literals_and_addresses_do_not_split_a_group() -> None:
    variants = [
        "Segmentation fault at 0x7ffd5e8c4a10 in worker 0x55d5c5b0b8f3",
        "Segmentation fault at 0x0 in worker 0xCAFEBABE",
        "Segmentation fault at 0xdeadbeef in worker 0x7f3a2c001e40",
    ]
    assert len({key(v) for v in variants}) == 1
    assert fingerprint(variants[0]).template == "Segmentation fault at <HEX> in worker <HEX>"


def test_object_reprs_differ_only_by_address() -> None:
    a = "RuntimeError: <acme.worker.Job object at 0x7f3a2c1e5d90> was already started"
    b = "RuntimeError: <acme.worker.Job object at 0x10b4e2f50> was already started"
    assert key(a) == key(b)


# -- what is kept ----------------------------------------------------------------------------------------------


def test_a_missing_modules_name_is_kept() -> None:
    assert key("ModuleNotFoundError: No module named 'pg'") != key("ModuleNotFoundError: No module named 'psycopg'")
    assert key("Error: Cannot find module 'express'") != key("Error: Cannot find module 'lodash'")
    assert key("bash: rg: command not found") == key("zsh: command not found: rg")
    assert key("bash: rg: command not found") != key("bash: fd: command not found")


def test_exception_types_are_kept() -> None:
    assert key("ValueError: bad port 'x'") != key("TypeError: bad port 'x'")
    learner = Fingerprinter()
    assert learner.add("ValueError: bad port 'x'").key != learner.add("TypeError: bad port 'x'").key


def test_a_failing_tests_name_is_kept_and_its_directories_are_not() -> None:
    login = "FAILED tests/test_auth.py::test_login - AssertionError: assert 401 == 200"
    assert key(login) == key("FAILED src/acme/tests/test_auth.py::test_login - AssertionError: assert 500 == 200")
    assert key(login) != key("FAILED tests/test_auth.py::test_logout - AssertionError: assert 401 == 200")
    assert "test_auth.py::test_login" in fingerprint(login).template


def test_exit_codes_are_kept() -> None:
    assert key("Exit code 127\nbash: line 1: rg: command not found") != key("Exit code 1\nbash: rg: command not found")
    assert key("Command failed with exit code 1") != key("Command failed with exit code 2")


def test_identifier_codes_are_kept() -> None:
    assert key("error[E0425]: cannot find value `x` in this scope") != key(
        "error[E0433]: cannot find value `x` in this scope"
    )
    assert key("src/a.ts(1,2): error TS2304: Cannot find name 'x'.") != key(
        "src/a.ts(1,2): error TS2322: Cannot find name 'x'."
    )


# -- tracebacks --------------------------------------------------------------------------------------------


def test_python_tracebacks_group_by_type_message_and_frames_not_paths_or_lines() -> None:
    exc = "ValueError: invalid literal for int() with base 10: 'eighty'"
    a = py_traceback("/home/dev/acme", (17, 8), exc)
    b = py_traceback("/tmp/tmpq1w2e3", (19, 9), exc)
    c = py_traceback("C:\\work\\acme", (170, 80), exc)
    assert key(a) == key(b) == key(c)
    assert fingerprint(a).template == (
        "ValueError: invalid literal for int() with base <NUM>: 'eighty' | at main, load_config"
    )
    assert key(a) != key(py_traceback("/home/dev/acme", (17, 8), "KeyError: 'port'"))
    assert key(a) != key(py_traceback("/home/dev/acme", (17, 8), exc, func="parse_args"))


def test_a_missing_module_in_a_traceback_is_kept() -> None:
    def tb(root: str, module: str) -> str:
        return (
            f'Traceback (most recent call last):\n  File "{root}/bin/acme", line 5, in <module>\n'
            f"    from {module}.cli import main\nModuleNotFoundError: No module named '{module}'"
        )

    assert key(tb("/home/dev/.venv", "requests")) == key(tb("/opt/venvs/acme-3.12", "requests"))
    assert key(tb("/home/dev/.venv", "requests")) != key(tb("/home/dev/.venv", "yaml"))


def test_node_stacks_keep_function_names_not_locations() -> None:
    def stack(root: str, line: int, fn: str = "render") -> str:
        return (
            f"{root}/src/list.js:{line}\n    return items.map(fn);\n                 ^\n\n"
            "TypeError: Cannot read properties of undefined (reading 'map')\n"
            f"    at {fn} ({root}/src/list.js:{line}:18)\n    at async handler ({root}/src/routes.js:40:5)\n"
            "    at node:internal/process/task_queues:95:5\n\nNode.js v20.11.1"
        )

    assert key(stack("/home/dev/shop", 12)) == key(stack("/tmp/build-8812/shop", 140))
    assert key(stack("/home/dev/shop", 12)) != key(stack("/home/dev/shop", 12, fn="paginate"))
    assert fingerprint(stack("/app", 1)).template.endswith("| at render, handler")


def test_rust_panics_keep_the_backtrace_symbols_without_hashes() -> None:
    def panic(line: int, rustc: str, fn: str = "load") -> str:
        return (
            f"thread 'main' panicked at src/config.rs:{line}:37:\ncalled `Option::unwrap()` on a `None` value\n"
            f"stack backtrace:\n   0:     0x55d5c5b0b8f3 - std::backtrace_rs::backtrace::trace::h{rustc[:16]}\n"
            f"   1: core::option::unwrap_failed\n             at /rustc/{rustc}/library/core/src/option.rs:1984:5\n"
            f"   2: acme::config::{fn}\n             at ./src/config.rs:{line}:37\n"
        )

    a = panic(14, "90b35a6239c3d8bdabc530a6a0816f7ff89a0aaf")
    assert key(a) == key(panic(17, "25ef9e3d85d934b27d9dada2f9dd52b1dc63bb04"))
    assert key(a) != key(panic(14, "90b35a6239c3d8bdabc530a6a0816f7ff89a0aaf", fn="parse"))
    assert "std::backtrace_rs::backtrace::trace," in fingerprint(a).template


def test_go_panics_ignore_goroutine_numbers_arguments_and_offsets() -> None:
    def panic(goroutine: int, receiver: str, offset: str, method: str = "handle") -> str:
        return (
            "panic: runtime error: invalid memory address or nil pointer dereference\n"
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x47b6c2]\n\n"
            f"goroutine {goroutine} [running]:\nmain.(*Server).{method}(0x{receiver}, {{0x5, 0xc0000a4000}})\n"
            f"\t/tmp/go-build{goroutine}/svc/server.go:41 +0x{offset}\nmain.main()\n\t/home/dev/svc/main.go:12 +0x25\n"
            "exit status 2"
        )

    a = panic(1, "c000010000", "1d")
    assert key(a) == key(panic(7, "c0001a2000", "2f"))
    assert key(a) != key(panic(1, "c000010000", "1d", method="serve"))
    assert fingerprint(a).template.endswith("| at main.(*Server).handle, main.main")


def test_java_stacks_keep_the_cause() -> None:
    def trace(cause: str) -> str:
        return (
            'Exception in thread "main" java.lang.IllegalStateException: boom\n'
            "\tat com.acme.App.run(App.java:12)\n"
            f"Caused by: {cause}\n\tat com.acme.Disk.write(Disk.java:40)\n\t... 3 more"
        )

    assert key(trace("java.io.IOException: disk full")) != key(trace("java.net.SocketException: reset"))


def test_multi_line_tool_output_keeps_the_error_lines_not_the_noise() -> None:
    def jest(suites: int, seconds: str, version: str) -> str:
        return (
            f"Exit code 1\n\n> acme-api@{version} test\n> jest\n\nFAIL src/db.test.ts\n  ● Test suite failed to run\n\n"
            "    TypeError: pool.connect is not a function\n\n"
            f"Test Suites: 1 failed, {suites} passed, {suites + 1} total\nTime:        {seconds} s\n"
            "npm error Lifecycle script `test` failed with error:\nnpm error code 1"
        )

    a = jest(3, "2.113", "1.4.0")
    assert key(a) == key(jest(11, "40.9", "2.0.0-rc.1"))
    assert fingerprint(a).template == (
        "Exit code 1 | FAIL <PATH>/db.test.ts | ● Test suite failed to run "
        "| TypeError: pool.connect is not a function "
        "| Test Suites: <NUM> failed, <NUM> passed, <NUM> total | npm error Lifecycle script `test` failed with error: "
        "| npm error code 1"
    )


def test_ansi_colours_and_windows_line_ends_are_ignored() -> None:
    plain = "Error: boom\n    at main (/app/index.js:1:2)"
    assert key("\x1b[31mError: boom\x1b[0m\r\n    at main (/app/index.js:1:2)") == key(plain)


def test_only_the_head_and_the_tail_of_a_huge_text_count() -> None:
    head, tail = "Error: alpha\n" + "h" * HEAD_CHARS, "t" * TAIL_CHARS + "\nError: omega"
    assert key(head + "1" * 50_000 + tail) == key(head + "2 " * 70_000 + tail)
    assert key(head + tail) != key(head.replace("alpha", "beta") + tail)
    assert key(head + tail) != key(head + tail.replace("omega", "psi"))


# -- learning ----------------------------------------------------------------------------------------------


def test_messages_that_differ_in_one_variable_word_group_once_learned() -> None:
    learner = Fingerprinter()
    a = learner.add("sshd[2211]: Invalid user admin from 203.0.113.7 port 52210")
    b = learner.add("sshd[2240]: Invalid user oracle from 198.51.100.23 port 40122")
    assert a.key == b.key
    assert b.template == "sshd[<NUM>]: Invalid user <*> from <IP> port <NUM>"
    assert key("sshd[1]: Invalid user admin from 203.0.113.7 port 1") != key(
        "sshd[1]: Invalid user oracle from ::1 port 1"
    )


def test_a_clusters_key_does_not_change_when_its_template_generalises() -> None:
    learner = Fingerprinter()
    first = learner.add("user=alice action=deploy status=failed reason=quota")
    assert first.key == key("user=alice action=deploy status=failed reason=quota")
    later = [learner.add(f"user={u} action=deploy status=failed reason=quota") for u in ("bob", "carol", "dave")]
    assert {fp.key for fp in later} == {first.key}
    assert later[-1].template == "user=<*> action=deploy status=failed reason=quota"
    assert learner.clusters() == [(first.key, later[-1].template)]


def test_the_first_message_of_a_cluster_gets_its_stateless_key() -> None:
    learner = Fingerprinter()
    for text in ("Connection refused to 10.0.0.1:5432", "disk quota exceeded for /home/dev", "Killed"):
        assert learner.add(text).key == key(text)


def test_learning_is_deterministic_across_instances() -> None:
    rows = [json.loads(line)["text"] for line in LABELLED.read_text(encoding="utf-8").splitlines()]
    first, second = Fingerprinter(), Fingerprinter()
    assert [first.add(t) for t in rows] == [second.add(t) for t in rows]
    assert first.clusters() == second.clusters()


def test_keys_do_not_depend_on_the_process_hash_seed() -> None:
    script = (
        "import json, sys\n"
        "from oncebitten.engine.fingerprint import Fingerprinter\n"
        "learner = Fingerprinter()\n"
        "rows = [json.loads(line)['text'] for line in open(sys.argv[1], encoding='utf-8')]\n"
        "print(json.dumps([learner.add(t).key for t in rows]))\n"
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", script, str(LABELLED)],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2")
    ]
    assert runs[0] == runs[1] and len(json.loads(runs[0])) > 100


def test_match_does_not_learn() -> None:
    learner = Fingerprinter()
    learner.add("Invalid user admin from 203.0.113.7 port 52210")
    before = learner.clusters()
    probe = "Invalid user oracle from 198.51.100.23 port 40122"
    assert learner.match(probe).key == learner.clusters()[0][0]
    assert learner.clusters() == before
    assert learner.match("something else entirely") == fingerprint("something else entirely")


def test_clusters_reload_with_their_keys() -> None:
    learner = Fingerprinter()
    texts = [
        "Invalid user admin from 203.0.113.7 port 52210",
        "Invalid user oracle from 198.51.100.23 port 40122",
        "ModuleNotFoundError: No module named 'pg'",
    ]
    keys = [learner.add(t).key for t in texts]
    reloaded = Fingerprinter(learner.clusters())
    assert [reloaded.match(t).key for t in texts] == keys
    assert reloaded.add("Invalid user test from 203.0.113.9 port 1").key == keys[0]
    assert reloaded.add("ModuleNotFoundError: No module named 'yaml'").key not in keys


def test_the_operation_that_failed_is_never_wildcarded() -> None:
    learner = Fingerprinter()
    fetch = learner.add("failed to fetch some objects from github.com:<URL>")
    assert learner.add("failed to push some objects from github.com:<URL>").key != fetch.key
    assert learner.add("unable to clone some objects from github.com:<URL>").key != fetch.key
    assert learner.add("failed to fetch some objects from github.com:<URL>").key == fetch.key


def test_words_in_an_exception_message_are_never_wildcarded() -> None:
    learner = Fingerprinter()
    a = learner.add("sqlite3.OperationalError: no such table: users")
    assert learner.add("sqlite3.OperationalError: no such table: orders").key != a.key


def test_max_clusters_bounds_memory() -> None:
    learner = Fingerprinter(max_clusters=2)
    for text in ("alpha failed", "beta failed", "gamma failed"):
        learner.add(text)
    assert len(learner) == 2
    assert learner.add("delta failed") == fingerprint("delta failed")


def test_similarity_must_be_a_share() -> None:
    with pytest.raises(ValueError):
        Fingerprinter(similarity=0)


# -- the labelled set ----------------------------------------------------------------------------------------


def labelled() -> list[dict[str, str]]:
    return [json.loads(line) for line in LABELLED.read_text(encoding="utf-8").splitlines() if line.strip()]


def assert_groups(rows: list[dict[str, str]], keys: list[str]) -> None:
    groups: dict[str, set[str]] = defaultdict(set)
    owners: dict[str, set[str]] = defaultdict(set)
    for row, k in zip(rows, keys, strict=True):
        groups[row["group"]].add(k)
        owners[k].add(row["group"])
    split = {g: ks for g, ks in groups.items() if len(ks) > 1}
    merged = {k: gs for k, gs in owners.items() if len(gs) > 1}
    assert not split, f"groups split: {sorted(split)}"
    assert not merged, f"groups merged: {sorted(map(sorted, merged.values()))}"


def test_the_labelled_set_is_big_and_varied() -> None:
    rows = labelled()
    groups = {r["group"] for r in rows}
    assert len(rows) >= 150 and len(groups) >= 100
    assert sum(1 for r in rows if r.get("note", "").startswith("near miss")) >= 40


def test_the_labelled_set_groups_exactly_without_learning() -> None:
    rows = [r for r in labelled() if not r.get("learned")]
    assert_groups(rows, [key(r["text"]) for r in rows])


def test_the_labelled_set_groups_exactly_when_learned() -> None:
    rows = labelled()
    learner = Fingerprinter()
    assert_groups(rows, [learner.add(r["text"]).key for r in rows])


def test_the_labelled_set_groups_exactly_when_learned_in_reverse() -> None:
    rows = labelled()[::-1]
    learner = Fingerprinter()
    assert_groups(rows, [learner.add(r["text"]).key for r in rows])


# -- properties ------------------------------------------------------------------------------------------

# Text with the characters masks and parsers care about, so examples hit their branches.
_interesting = st.text(
    alphabet=st.sampled_from(
        list("aAfFxX09:./\\-_'\"`[](){}<>=,;| \n\t\r@~%$+*#!?") + ["\x1b", "\x00", "\ud800", "é", "\u2028"]
    ),
    max_size=200,
)
_pieces = st.sampled_from(
    [
        "Traceback (most recent call last):\n",
        '  File "/tmp/x.py", line 3, in f\n',
        "    at fn (/a/b.js:1:2)\n",
        "goroutine 1 [running]:\nmain.main()\n\t/x/main.go:8 +0x1d\n",
        "stack backtrace:\n   0: foo::bar\n",
        "Exit code 1\n",
        "No module named 'pg'",
        "403 Forbidden",
        "exit status 2",
        "10.0.0.1:80",
        "::1",
        "2024-05-01T12:00:03Z",
        "0xdeadbeef",
        "tests/test_x.py::test_y",
        "<*>",
        "<NUM>",
        "'",
        "E   ",
        "Error: ",
        "\n",
        "[Errno 30] Read-only file system: 'x.db'",
        "--- FAIL: TestX/case-1 (0.02s)\n",
        "class file version 61.0",
        "make: *** [all] Error 2",
        "ORA-00942",
        "SQLSTATE 42P01",
        "responded with 503",
        "10m0s",
        "running tests:\n\tTestX (1s)\n",
        "  = note: expected type `u16`\n",
        "  |     ^^ expected\n",
        "caused by ",
        "fatal: x\n",
        "hook: x:\n",
        " ✘ db Error x 15.1s\n",
        "openssl/bio.h",
        "version >=18. curl: (7)",
        '"<PATH>"',
        "{'error': {'message': '",
        '"message": "x \'code\': 1", ',
        "'type': 'rate_limit', 'code': 429}}",
        '"status": "E"',
    ]
)
_texts = st.one_of(
    st.text(max_size=300),
    _interesting,
    st.lists(st.one_of(_pieces, _interesting), max_size=12).map("".join),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts)
def test_fingerprints_are_deterministic_and_never_raise(text: str) -> None:
    a, b = fingerprint(text), fingerprint(text)
    assert a == b
    assert len(a.key) == 16 and a.version == FINGERPRINT_VERSION


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts)
@example("'0'Exit STATUS 0")  # quotes around a placeholder that touches a word
def test_fingerprinting_a_template_again_gives_the_same_key(text: str) -> None:
    fp = fingerprint(text)
    assert fingerprint(fp.template) == fp


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_texts)
@example("@/.G0000000000")  # a relative "path" judged by its ending, which a glued placeholder hides
def test_mask_is_idempotent(text: str) -> None:
    once = mask(text)
    assert mask(once) == once


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_texts, max_size=30))
def test_learning_never_raises_and_never_changes_a_key(texts: list[str]) -> None:
    learner, twin = Fingerprinter(), Fingerprinter()
    given_keys: list[str] = []
    for text in texts:
        fp = learner.add(text)
        assert twin.add(text) == fp
        assert learner.match(text).key == fp.key
        given_keys.append(fp.key)
        assert set(given_keys) <= {k for k, _ in learner.clusters()}


_ADVERSARIAL = [
    "0x" * 500_000,
    "1." * 500_000,
    "1" * 1_000_000,
    "a/" * 500_000,
    "'" * 1_000_000,
    "'a" * 500_000,
    ":" * 1_000_000,
    "f:" * 500_000,
    "[" * 1_000_000,
    "\n" * 1_000_000,
    "    at f (x:1:2)\n" * 60_000,
    '  File "x", line 1, in f\n' * 40_000,
    "Jan 1 " * 160_000,
    "a.b.c:1 " * 120_000,
    "<NUM> " * 160_000,
    "x=" * 500_000,
    "deadbeef" * 125_000,
    "-1-1-1" * 160_000,
    ("a" * 9000 + "\n") * 110,
    ("Error" * 2000 + " ") * 100,
    ("E   " + "x" * 500 + "::" + "\n") * 2000,
    "[Errno 1] x: '" * 70_000,
    "version 1." * 100_000,
    "--- FAIL: " * 100_000,
    "1h1m1s1" * 140_000,
    ("error: x\n" + "  y\n" * 5) * 50_000,
]


@pytest.mark.parametrize("text", _ADVERSARIAL, ids=[repr(t[:12]) for t in _ADVERSARIAL])
def test_a_megabyte_of_adversarial_text_is_fingerprinted_fast(text: str) -> None:
    start = time.perf_counter()
    fingerprint(text)
    Fingerprinter().add(text)
    assert time.perf_counter() - start < 0.5


def _best_time(func: Callable[[str], object], text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        func(text)
        best = min(best, time.perf_counter() - start)
    return best


def _grows_linearly(func: Callable[[str], object], unit: str, small: int, slack: float) -> bool:
    """4x the input costs less than 10x the time (linear: about 4x; quadratic: 16x), give or take timer noise.

    A busy machine can slow one measurement down (a scheduler pause during the long run): five tries, any
    of which may pass. A quadratic cost fails all five, whatever the load.
    """
    short, long = unit * (small // len(unit) + 1), unit * (4 * small // len(unit) + 1)
    return any(_best_time(func, long) < 10 * _best_time(func, short) + slack for _ in range(5))


@pytest.mark.parametrize("unit", _ADVERSARIAL[:8], ids=[repr(t[:12]) for t in _ADVERSARIAL[:8]])
def test_mask_cost_grows_linearly_with_input(unit: str) -> None:
    # mask() reads the whole text (fingerprint() only its head and tail), so its growth is what to watch
    assert _grows_linearly(mask, unit[:12], small=20_000, slack=0.02)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_pieces, _interesting.filter(bool), st.lists(_pieces, min_size=1, max_size=4).map("".join)))
def test_mask_and_fingerprint_are_linear_on_any_repeated_text(unit: str) -> None:
    assert _grows_linearly(mask, unit, small=4_000, slack=0.005)
    assert _grows_linearly(fingerprint, unit, small=4_000, slack=0.005)


def test_an_exit_code_reported_after_the_error_lines_tells_failures_apart() -> None:
    output = "Attaching to app_1\napp_1  | /usr/bin/env: 'bash': No such file or directory\napp_1 exited with code {}"
    not_found, killed = fingerprint(output.format(127)), fingerprint(output.format(137))
    assert not_found.key != killed.key
    assert not_found.template.endswith("| exit code 127")
    assert fingerprint(not_found.template) == not_found
    assert fingerprint(output.format(127).replace("app_1", "web_2")).key == not_found.key


def test_a_named_request_or_trace_id_is_incidental_whatever_its_shape() -> None:
    message = "Status Code: 403, AWS Service: Amazon S3, AWS Request ID: {}, AWS Error Code: AccessDenied"
    first, again = fingerprint(message.format("M9L1087L4L5L016J")), fingerprint(message.format("QX2N7ZK4PLW0"))
    assert first.key == again.key
    assert "Request ID: <HEX>" in first.template
    assert mask("trace_id=span7x9 failed") == mask(mask("trace_id=span7x9 failed")) == "trace_id=<HEX> failed"
    assert mask("Request ID missing") == "Request ID missing"
    assert fingerprint(message.format("M9L1087L4L5L016J").replace("403", "404")).key != first.key


def test_which_limit_was_reached_is_never_wildcarded() -> None:
    learner = Fingerprinter()
    message = "Rate limit reached for default-model in organization org-<HEX> on {} per min. Limit: <NUM> / min."
    requests = learner.add(message.format("requests"))
    assert learner.add(message.format("tokens")).key != requests.key
    assert learner.add(message.format("requests")).key == requests.key


def test_an_errno_at_the_start_of_a_line_is_not_a_printers_prefix() -> None:
    output = "  OSError\n\n  [Errno {}] Disk quota exceeded: '/home/runner/out/x'"
    quota, other = fingerprint(output.format(122)), fingerprint(output.format(13))
    assert quota.key != other.key
    assert "[Errno 122]" in quota.template
    assert fingerprint(quota.template) == quota
