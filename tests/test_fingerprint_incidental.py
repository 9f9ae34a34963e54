"""Incidental parts a printer puts in the key, and semantic tokens masking erased.

Each test is a class of token, by the label definition: an incidental part (a host, a drive, an id, a dated API
version) differs between two occurrences of one failure; a semantic token (the status a test saw, the release a
compiler was asked for) tells two failures apart.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten.engine.fingerprint import fingerprint, mask


def key(text: str) -> str:
    return fingerprint(text).key


def test_the_drive_of_a_windows_path_written_with_forward_slashes_is_incidental() -> None:
    line = "fatal: detected dubious ownership in repository at '{}:/sd/automatic'"
    assert key(line.format("C")) == key(line.format("D"))
    assert mask(line.format("C")) == "fatal: detected dubious ownership in repository at '<PATH>'"


def test_a_request_id_is_masked_whether_it_is_a_uuid_or_hidden_by_the_person_quoting_it() -> None:
    line = "https response error StatusCode: 403, RequestID: {}, api error ExpiredTokenException: expired"
    assert key(line.format("xxxx")) == key(line.format("7f3c2a9e-5b1d-4c8e-9a0f-2d6b8e1c4a73"))
    assert key(line.format("xxxx")) != key(line.format("xxxx").replace("ExpiredToken", "AccessDenied"))


def test_a_short_generated_id_after_a_prefix_is_incidental() -> None:
    line = "RateLimitError: 429 Rate limit reached in organization org-{} on requests per min (RPM)"
    assert key(line.format("Lx2Qv8Rk1Zt0")) == key(line.format("9QmZ2cYt7Hf1"))
    assert key(line.format("Lx2Qv8Rk1Zt0")) != key(line.format("Lx2Qv8Rk1Zt0").replace("requests", "tokens"))
    # names are not ids: no digits, or one
    assert mask("at parse-InputFile2 in python-Levenshtein") == "at parse-InputFile2 in python-Levenshtein"


def test_a_dated_api_version_is_incidental_and_a_tools_version_is_not() -> None:
    line = "HTTP 429 Requests under Azure OpenAI API version {} have exceeded token rate limit"
    assert key(line.format("2024-02-15-preview")) == key(line.format("2024-06-01"))
    assert key("requires Python version 3.7") != key("requires Python version 3.8")


def test_the_host_of_a_syslog_line_is_incidental() -> None:
    text = (
        "Aug 02 17:41:06 {} journal: safe_run/ticker ERROR db = pscheduler.pg_connection(dsn)\n"
        "Aug 02 17:41:06 {} journal: safe_run/ticker ERROR psycopg2.OperationalError: FATAL: password "
        'authentication failed for user "pscheduler"\n'
    )
    assert key(text.format("r74", "r74")) == key(text.format("ps-node-3", "ps-node-3"))
    assert key(text.format("r74", "r74")) != key(text.format("r74", "r74").replace('pscheduler"', 'postgres"'))
    # a log level is not a host
    assert key("Aug 02 17:41:06 error app: disk full") != key("Aug 02 17:41:06 warn app: disk full")


def test_the_status_a_test_saw_is_the_failure() -> None:
    spring = "java.lang.AssertionError: Status expected:<200> but was:<{}>"
    assert key(spring.format(401)) != key(spring.format(403))
    postman = "AssertionError: expected response code to be '2XX' or '3XX' but found {}"
    assert key(postman.format(401)) != key(postman.format(200))
    # a count an assertion compares is still masked
    assert key("AssertionError: expected:<3> but was:<4>") == key("AssertionError: expected:<5> but was:<6>")


def test_the_release_a_compiler_was_asked_for_is_the_failure() -> None:
    line = "Fatal error compiling: invalid target release: {} -> [Help 1]"
    assert key(line.format(17)) != key(line.format(21))
    assert key(line.format(17)) == key(line.format(17).replace("[Help 1]", "[Help 2]"))


_TOKENS = st.sampled_from(
    [
        "Status expected:<401> but was:<403>",
        "but found 401",
        "invalid target release: 17",
        "API version 2024-02-15-preview",
        "'D:/sd/automatic'",
        "RequestID: xxxx,",
        "RequestID: 7f3c2a9e-5b1d-4c8e-9a0f-2d6b8e1c4a73",
        "org-9QmZ2cYt7Hf1",
        "Aug 02 17:41:06 ps-node-3 journal: ",
        "\n",
        " ",
        "Error: ",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(_TOKENS, st.text(max_size=12)), max_size=10).map("".join))
def test_a_template_is_a_fixed_point_with_these_tokens(text: str) -> None:
    fp = fingerprint(text)
    assert fingerprint(fp.template) == fp
    assert mask(mask(text)) == mask(text)


def test_the_query_laravel_echoes_after_a_database_error_is_incidental() -> None:
    line = "SQLSTATE[42S02]: Base table or view not found: 1146 Table 'app.notice' doesn't exist (SQL: {})"
    assert key(line.format("select * from `notice` where `status` = 1")) == key(
        line.format("select * from `notice` where `status` = 1 limit 1")
    )
    assert key(line.format("select 1")) != key(line.format("select 1").replace("app.notice", "app.jobs"))


def test_an_editors_build_trailer_is_incidental() -> None:
    line = "ERROR 1146: Table 'test.user' doesn't exist"
    assert key(line + "[Finished in 0.2s]") == key(line)
    assert key(line + "[Finished in 0.2s]") != key(line.replace("test.user", "test.users"))


def test_an_anonymous_handler_is_told_by_its_file_name_not_its_directories_or_build_hash() -> None:
    text = (
        "SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON\n"
        "    at JSON.parse (<anonymous>)\n"
        "    at IncomingMessage.<anonymous> ({}:12:30)\n"
        "    at IncomingMessage.emit (node:events:525:35)\n"
    )
    assert key(text.format("/home/u/app/api/dnssec.js")) != key(text.format("/home/u/app/api/tls.js"))
    assert key(text.format("/home/u/app/api/dnssec.js")) == key(text.format("/srv/site/api/dnssec.js"))
    assert key(text.format("/srv/static/app-ecf9784ca3cd.js")) == key(text.format("/srv/static/app-7b02aa93e4c6.js"))


def test_the_project_npm_was_resolving_for_is_incidental_and_the_conflicting_package_is_not() -> None:
    text = (
        "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n"
        "npm error While resolving: {}@0.1.0\nnpm error Found: react@18.2.0\n"
        'npm error Could not resolve dependency:\nnpm error peer react@"^16.8.0" from {}@4.12.4\n'
    )
    assert key(text.format("client", "@material-ui/core")) == key(text.format("@acme/web-client", "@material-ui/core"))
    assert key(text.format("client", "@material-ui/core")) != key(text.format("client", "@material-ui/lab"))
