"""Policy files as ``oncebitten doctor`` checks them: strictly, one line per problem, never raising."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from oncebitten.hooks.policy import policy_problems


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / ".oncebitten.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_valid_file_and_a_missing_file_have_no_problems(tmp_path: Path) -> None:
    text = (
        'mode = "shadow"\nwarn_threshold = 1\nblock_threshold = 4\n[tools.Read]\nmode = "warn"\n'
        '[tools."mcp__*"]\nblock_threshold = 5\n[commands]\nexempt = ["make watch"]\nstrict = ["curl"]\n'
    )
    assert policy_problems(_write(tmp_path, text)) == []
    assert policy_problems(str(tmp_path / "absent.toml")) == []


def test_each_mistake_is_named_with_the_keys_that_would_be_right(tmp_path: Path) -> None:
    text = 'blok_threshold = 2\nmode = "loud"\n[tools.Bash]\nmod = "warn"\n[commands]\nexmept = ["x"]\nlenient = "y"\n'
    problems = policy_problems(_write(tmp_path, text))
    joined = "\n".join(problems)
    for needle in ("'blok_threshold'", "'mod' in [tools.Bash]", "'exmept' in [commands]", "lenient must be a list",
                   "'loud'"):  # fmt: skip
        assert needle in joined, joined
    assert all(line.startswith(str(tmp_path)) for line in problems)


def test_a_file_toml_cannot_parse_is_one_problem(tmp_path: Path) -> None:
    problems = policy_problems(_write(tmp_path, "mode = \n"))
    assert len(problems) == 1


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_a_list_of_problems_and_never_raises(text: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        problems = policy_problems(_write(Path(directory), text))
    assert isinstance(problems, list) and all(isinstance(line, str) for line in problems)
