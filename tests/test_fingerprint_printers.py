"""One failure reported by different printers: a logger, a caller's message, a wrapping exception, another library.

What a printer writes around an error (its clause before the exception, the form it quotes the exception in) is
how the failure was reported, not what failed; the exception, its message and every semantic token stay.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten.engine.fingerprint import Fingerprinter, fingerprint


def key(text: str) -> str:
    return fingerprint(text).key


def test_a_loggers_clause_before_an_exception_is_how_it_was_reported() -> None:
    bare = "java.net.SocketTimeoutException: Read timed out"
    assert key("ERROR root:592 - java.net.SocketTimeoutException: Read timed out") == key(bare)
    assert key("Received error: java.net.SocketTimeoutException: Read timed out") == key(bare)
    assert key("ERROR root:592 - java.net.SocketTimeoutException: Connect timed out") != key(bare)
    assert key("ERROR root:592 - java.net.ConnectException: Read timed out") != key(bare)


def test_an_exception_wrapped_in_another_one_is_the_inner_failure() -> None:
    inner = "java.io.IOException: write failed: ENOSPC (No space left on device)"
    wrapped = "java.lang.RuntimeException: Unable to pause activity {org.acme/org.acme.ui.Edit}: " + inner
    assert key(wrapped) == key(inner)
    assert key(wrapped) != key(wrapped.replace("ENOSPC (No space left on device)", "EROFS (Read-only file system)"))


def test_a_wrapped_exception_and_its_cause_line_are_one_line() -> None:
    one = (
        "ERROR root:592 - java.net.SocketTimeoutException: Read timed out\n"
        "java.net.SocketTimeoutException: Read timed out\n"
    )
    assert fingerprint(one).template == "SocketTimeoutException: Read timed out"


def test_the_words_before_an_exception_are_kept_when_they_are_not_a_clause_of_their_own() -> None:
    pip = "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device"
    assert key(pip) != key("OSError: [Errno 28] No space left on device")
    assert fingerprint(pip).template.startswith("Could not install packages due to an OSError")


def test_a_failing_tests_id_before_its_exception_is_kept() -> None:
    login = "FAILED tests/test_auth.py::test_login - ValueError: bad token"
    assert key(login) != key("FAILED tests/test_auth.py::test_logout - ValueError: bad token")
    assert key("FAILED tests/test_auth.py::test_login - AssertionError: assert 1 == 2") != key(
        "FAILED tests/test_auth.py::test_logout - AssertionError: assert 1 == 2"
    )


def test_sqlalchemys_parenthesised_exception_is_the_drivers_exception() -> None:
    driver = "sqlite3.OperationalError: database is locked"
    assert key("(sqlite3.OperationalError) database is locked") == key(driver)
    assert key("Error fetching latest milestone: (sqlite3.OperationalError) database is locked") == key(driver)
    assert key("(sqlite3.OperationalError) no such table: users") != key(driver)
    assert key("(sqlite3.IntegrityError) database is locked") != key(driver)


_CLAUSE = st.sampled_from(
    [
        "ERROR root:12 - ",
        "2024-05-01 12:00:03,512 - worker - ERROR - ",
        "Received error: ",
        "Exception while processing job 42: ",
        "[main] ERROR c.a.Service - ",
        "Unhandled: ",
    ]
)
_EXCEPTIONS = st.sampled_from(["ValueError", "KeyError", "ConnectionError", "TimeoutException", "IOException"])
_MESSAGES = st.sampled_from(["invalid header", "'user_id'", "Read timed out", "connection reset by peer"])


@settings(max_examples=80, deadline=None)
@given(_CLAUSE, _EXCEPTIONS, _MESSAGES, _EXCEPTIONS)
def test_a_printers_clause_never_changes_which_exception_or_message_it_is(
    clause: str, exception: str, message: str, other: str
) -> None:
    bare = f"{exception}: {message}"
    assert key(clause + bare) == key(bare)
    if other != exception:
        assert key(clause + f"{other}: {message}") != key(bare)
    fp = fingerprint(clause + bare)
    assert fingerprint(fp.template) == fp  # a template is a fixed point
    learner = Fingerprinter()
    assert learner.add(bare).key == learner.add(clause + bare).key


def test_an_errors_properties_that_repeat_its_message_are_not_part_of_it() -> None:
    stack = (
        "{ ThrottlingException: Rate exceeded\n"
        "at Request.extractError (/var/task/node_modules/aws-sdk/lib/protocol/json.js:51:27)\n"
        "at Request.callListeners (/var/task/node_modules/aws-sdk/lib/sequential_executor.js:106:20)\n"
    )
    inspected = stack + "message: 'Rate exceeded',\ncode: 'ThrottlingException',\n"
    assert key(inspected) == key(stack)
    # a property that says something the message does not is kept
    assert key(stack + "message: 'Rate exceeded',\ncode: 'ProvisionedThroughputExceeded',\n") != key(stack)


def _traceback(frames: list[tuple[str, str]], error: str) -> str:
    lines = ["Traceback (most recent call last):"]
    for path, function in frames:
        lines += [f'  File "{path}", line 12, in {function}', "    do_it()"]
    return "\n".join([*lines, error])


def test_where_a_missing_module_was_met_is_not_part_of_the_failure() -> None:
    error = "ModuleNotFoundError: No module named 'cv2'"
    cli = _traceback([("/home/u/.venv/bin/acme", "<module>"), ("/srv/acme/cli.py", "main")], error)
    notebook = _traceback([("/tmp/ipykernel_4242/1.py", "<module>")], error)
    assert key(cli) == key(notebook) == key(error)
    assert key(cli) != key(cli.replace("'cv2'", "'yaml'"))


def test_where_the_network_failed_is_not_part_of_the_failure() -> None:
    error = "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'reset'))"
    old = _traceback(
        [("/srv/app/sync.py", "pull"), ("/srv/venv/lib/python3.8/site-packages/requests/api.py", "get")], error
    )
    assert key(old) == key(_traceback([("/opt/other/job.py", "run")], error)) == key(error)


def test_the_function_a_code_failure_happened_in_is_part_of_it() -> None:
    error = "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
    assert key(_traceback([("/srv/app/cart.py", "total")], error)) != key(
        _traceback([("/srv/app/cart.py", "discount")], error)
    )
    assert key(_traceback([("/srv/app/cart.py", "total")], error)) != key(error)


def test_a_librarys_frames_are_how_its_version_reached_the_failure() -> None:
    error = "ValueError: could not convert string to float: 'abc'"
    app = ("/srv/app/load.py", "read_prices")

    def through(version: str, functions: list[str]) -> str:
        library = f"/srv/venv/lib/python3.11/site-packages/pandas-{version}/pandas/io/parsers.py"
        return _traceback([app, *((library, fn) for fn in functions)], error)

    assert key(through("1.5", ["read_csv", "_read"])) == key(through("2.2", ["read_csv", "_read_impl", "parse"]))
    assert key(through("1.5", ["read_csv"])) != key(_traceback([("/srv/app/load.py", "read_costs")], error))


_FUNCTIONS = st.lists(st.from_regex(r"[a-z_][a-z0-9_]{0,12}", fullmatch=True), min_size=1, max_size=6)


@settings(max_examples=60, deadline=None)
@given(_FUNCTIONS, st.sampled_from(["requests", "cv2", "torch", "yaml"]))
def test_no_stack_changes_which_module_is_missing(functions: list[str], module: str) -> None:
    error = f"ModuleNotFoundError: No module named '{module}'"
    text = _traceback([(f"/srv/app/{fn}.py", fn) for fn in functions], error)
    assert key(text) == key(error)
    fp = fingerprint(text)
    assert fingerprint(fp.template) == fp


def test_an_import_failure_is_what_is_missing_whichever_tool_reported_it() -> None:
    gcc = "src/ext.c:1:10: fatal error: Python.h: No such file or directory\n    1 | #include <Python.h>\n"
    setup = (
        "building 'ext' extension\ngcc -pthread -fPIC -I/usr/include/python3.12 -c src/ext.c -o build/ext.o\n"
        "src/ext.c:1:10: fatal error: Python.h: No such file or directory\ncompilation terminated.\n"
    )
    assert key(gcc) == key(setup)
    assert fingerprint(gcc).template == "import failure | 'Python.h'"
    assert key(gcc) != key(gcc.replace("Python.h", "numpy/arrayobject.h"))


def test_a_missing_module_keeps_its_exception_and_every_name_it_states() -> None:
    mnf = "ModuleNotFoundError: No module named 'pg'"
    assert fingerprint(mnf).template == "import failure | ModuleNotFoundError 'pg'"
    assert key(mnf) != key("ModuleNotFoundError: No module named 'psycopg'")
    cannot = "ImportError: cannot import name 'Authing' from 'authing' (/srv/venv/lib/authing/__init__.py)"
    assert key(cannot) != key(cannot.replace("'Authing'", "'Client'"))
    assert key(cannot) != key(cannot.replace("ImportError", "ModuleNotFoundError"))
    assert key("error[E0432]: unresolved import `crate::config`") != key(
        "error[E0433]: unresolved import `crate::config`"
    )


def test_the_lines_of_a_test_run_around_a_missing_module_are_not_part_of_it() -> None:
    jest = (
        "Exit code 1\n\n> acme-api@1.4.0 test\n> jest\n\nFAIL src/db.test.ts\n  ● Test suite failed to run\n\n"
        "    Cannot find module 'pg' from 'src/db.ts'\n\nTest Suites: 1 failed, 3 passed, 4 total\n"
        "npm error Lifecycle script `test` failed with error:\nnpm error code 1"
    )
    assert fingerprint(jest).template == "import failure | 'db.ts' 'pg'"


def test_a_failure_that_names_nothing_missing_keeps_its_template() -> None:
    relative = "ImportError: attempted relative import with no known parent package"
    assert fingerprint(relative).template == relative


@settings(max_examples=80, deadline=None)
@given(st.from_regex(r"[a-z][a-z0-9_]{0,15}(?:\.[a-z][a-z0-9_]{0,10}){0,2}", fullmatch=True), st.text(max_size=40))
def test_an_import_identity_is_its_own_template(module: str, noise: str) -> None:
    fp = fingerprint(f"{noise}\nModuleNotFoundError: No module named '{module}'")
    assert fingerprint(fp.template) == fp
    learner = Fingerprinter()
    assert learner.add(fp.template).key == fp.key


def test_a_servers_error_is_the_same_through_each_client_that_relays_it() -> None:
    server = 'FATAL:  password authentication failed for user "postgres"'
    psql = 'psql: error: connection to server at "db" (10.0.0.2), port 5432 failed: ' + server
    jdbc = "org.postgresql.util.PSQLException: " + server.replace("  ", " ")
    assert key(psql) == key(jdbc) == key(server)
    assert key(psql) != key(psql.replace('"postgres"', '"app"'))
    assert key(psql) != key(psql.replace("password authentication failed for", "role does not exist:"))


def test_an_oauth_error_object_is_one_failure_however_its_client_printed_it() -> None:
    body = '{\n  "error": "invalid_grant",\n  "error_description": "Token has been expired or revoked."\n}'
    google = (
        "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', "
        "{'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})"
    )
    assert key(body) == key(google)
    assert fingerprint(body).template == "API Error invalid_grant: Token has been expired or revoked."
    assert key(body.replace('"invalid_grant"', '"invalid_client"')) != key(body)


def test_which_test_met_an_environment_failure_is_still_part_of_it() -> None:
    error = "TimeoutError: timed out waiting for the emulator"
    run = [("/srv/tests/test_memory.py", "test_memory_ems_borland"), ("/srv/tests/harness.py", "wait_for")]
    assert key(_traceback(run, error)) == key(_traceback([*run[:1], ("/srv/tests/harness2.py", "poll")], error))
    other = [("/srv/tests/test_memory.py", "test_memory_ems_watcom"), run[1]]
    assert key(_traceback(run, error)) != key(_traceback(other, error))


def test_a_message_quoted_whole_is_the_message() -> None:
    bare = "Error fetching latest milestone: (sqlite3.OperationalError) database is locked"
    assert key(f'"{bare}"') == key(bare) == key("sqlite3.OperationalError: database is locked")
    yaml = 'yaml.scanner.ScannerError: mapping values are not allowed here in "config.yaml", line 4, column 10'
    assert key(f'"{yaml}"') == key(yaml)
    assert fingerprint('"a" is not "b"').template == '"a" is not "b"'  # two quoted names, not one quoted message


def test_a_pointer_to_read_more_is_not_part_of_the_failure() -> None:
    error = "(psycopg2.OperationalError) FATAL: sorry, too many clients already"
    assert key(error + " (Background on this error at: http://sqlalche.me/e/e3q8)") == key(error)
    assert key("ValueError: bad value (see https://docs.acme.dev/errors/42)") == key("ValueError: bad value")


@settings(max_examples=80, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60))
def test_quoting_a_message_whole_is_a_fixed_point(message: str) -> None:
    fp = fingerprint(f'"{message}"')
    assert fingerprint(fp.template) == fp


def test_a_missing_command_is_one_failure_whichever_shell_reported_it() -> None:
    bash = "bash: line 1: timeout: command not found"
    zsh = "zsh:1: command not found: timeout"
    assert key(bash) == key(zsh)
    assert fingerprint(zsh).template == "dependency failure | 'timeout'"
    assert key(zsh) != key("zsh:1: command not found: gtimeout")


def test_an_exit_code_that_says_more_than_failed_stays_in_an_import_identity() -> None:
    assert key("Exit code 127\nbash: line 1: rg: command not found") != key(
        "Exit code 126\nbash: rg: command not found"
    )
    assert key("Exit code 1\nbash: rg: command not found") == key("zsh:1: command not found: rg")


def test_a_failure_inside_a_library_is_not_told_apart_by_the_apps_callers() -> None:
    error = "TypeError: Client.__init__() got an unexpected keyword argument 'proxies'"
    library = ("/srv/venv/lib/python3.12/site-packages/openai/_base_client.py", "__init__")
    one = _traceback([("/srv/bot/main.py", "ask"), library], error)
    other = _traceback([("/home/u/notebook.py", "<module>"), ("/home/u/helpers.py", "client"), library], error)
    assert key(one) == key(other)
    # raised in the app's own function, the function is the failure
    assert key(_traceback([library, ("/srv/bot/main.py", "ask")], error)) != key(
        _traceback([library, ("/srv/bot/main.py", "answer")], error)
    )


def test_what_a_permission_was_denied_for_is_never_learned_as_a_variable() -> None:
    learner = Fingerprinter()
    users = learner.add("ERROR:  permission denied for table users").key
    assert learner.add("psql: error: ERROR:  permission denied for table orders").key != users
    assert learner.add("ERROR:  permission denied for table users").key == users


def test_mysqls_error_is_one_whichever_driver_printed_it() -> None:
    go = "Error 1040: Too many connections"
    pdo = "SQLSTATE[HY000] [1040] Too many connections (SQL: select * from `tasks` where `id` = 2)"
    cli = "ERROR 1040 (08004): Too many connections"
    assert key(go) == key(pdo) == key(cli)
    assert key(go) != key("Error 1045: Too many connections")


_PIECES = ['"', "\\", "n", " ", "a", "|", "'", "\n", "1", ":", "Error", " | ", "ValueError: ", "FATAL: ", "(", ")"]
_PRINTED = st.lists(st.sampled_from([*_PIECES, "at ", "<URL>)", "see "]), max_size=14).map("".join)


@settings(max_examples=300, deadline=None)
@given(_PRINTED)
def test_a_template_is_a_fixed_point_whatever_the_printers_rules_read_off(text: str) -> None:
    fp = fingerprint(text)
    assert fingerprint(fp.template) == fp


def test_a_permission_refused_on_a_file_is_one_failure_whichever_client_reported_it() -> None:
    cli = (
        "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
        'Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/json": dial unix /var/run/docker.sock: connect: '
        "permission denied"
    )
    sdk = "PermissionError: [Errno 13] Permission denied: '/run/docker.sock'"
    assert fingerprint(cli).template == fingerprint(sdk).template == "permission failure | EACCES 'docker.sock'"
    assert key(sdk) != key(sdk.replace("docker.sock", "containerd.sock"))
    assert key(sdk) != key("PermissionError: [Errno 1] Operation not permitted: '/run/docker.sock'")


def test_which_file_a_read_only_file_system_refused_is_incidental() -> None:
    one = "OSError: [Errno 30] Read-only file system: '/usr/lib/modules/5.4.0/kernel/nfp.ko'"
    assert key(one) == key(one.replace("nfp.ko", "amdgpu.ko"))
