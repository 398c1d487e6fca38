"""Every command's help, byte for byte, and what each help must hold: examples, every argument's help, brackets.

The exact text of ``loopcp --help`` and of each ``loopcp COMMAND --help``
at a fixed width is kept in tests/data/help/ (``loopcp.txt`` and
``COMMAND.txt``).  A change to an option or a docstring changes that text
on purpose; rewrite the files with one command, then read the diff:

    LOOPCP_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_help.py

The width, the colours and rich's idea of a terminal are fixed here, so
that the text does not depend on the terminal, CI's environment
(GITHUB_ACTIONS or FORCE_COLOR turn typer's colours on) or the order in
which tests run.
"""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main
from typer import rich_utils
from typer.testing import CliRunner

from loopcp import formats, genres
from loopcp.cli import COMMANDS, app
from loopcp.grid import GRID_NAMES

runner = CliRunner()
GOLDEN = Path(__file__).parent / "data" / "help"
WIDTH = 100  # the golden files' width; a help line wider than this wraps in them
PROSE_WIDTH = 76  # a docstring line, indented once, fits an 80-column terminal: no line breaks mid-sentence
UPDATE = bool(os.environ.get("LOOPCP_UPDATE_GOLDEN"))
MARKUP = re.compile(r"\[/?(?:bold|dim|italic|red|green|blue|cyan|magenta|yellow|underline|link[^\]]*)?\]")


@pytest.fixture(autouse=True)
def fixed_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Help as a plain, 100-column, colourless text, whatever the environment says."""
    monkeypatch.setattr(rich_utils, "MAX_WIDTH", WIDTH)
    monkeypatch.setattr(rich_utils, "FORCE_TERMINAL", False)
    monkeypatch.setattr(rich_utils, "COLOR_SYSTEM", None)


def help_text(*command: str) -> str:
    """The exact ``--help`` output of the group or of a command."""
    env = {"COLUMNS": str(WIDTH), "TERMINAL_WIDTH": str(WIDTH), "NO_COLOR": "1", "FORCE_COLOR": None}
    result = runner.invoke(app, [*command, "--help"], env=env)
    assert result.exit_code == 0, result.output
    return result.stdout


def help_of(command: str) -> str:
    """A command's help with its lines joined: phrases to look for, wherever the table wrapped them."""
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", help_text(command)).split())


def clicked(command: str) -> typer.main.click.Command:
    """The click command behind a name: its parameters and their help, as declared."""
    group = typer.main.get_command(app)
    assert isinstance(group, typer.main.click.Group)
    return group.commands[command]


@pytest.mark.parametrize("name", ["loopcp", *sorted(COMMANDS)])
def test_help_is_the_golden_text(name: str) -> None:
    """Rewrite with LOOPCP_UPDATE_GOLDEN=1 (see the module docstring) after a change to any help."""
    text = help_text() if name == "loopcp" else help_text(name)
    golden = GOLDEN / f"{name}.txt"
    if UPDATE:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        golden.write_text(text)
    assert text == golden.read_text()


def test_every_command_has_a_golden_file_and_no_file_is_stale() -> None:
    assert sorted(p.stem for p in GOLDEN.iterdir()) == sorted(["loopcp", *COMMANDS])


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help_with_examples(command: str) -> None:
    text = "\n".join(line.rstrip() for line in help_text(command).splitlines())
    assert "\n Examples:\n" in text
    assert f"loopcp {command} " in text.split("Examples:")[1]


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_argument_and_option_has_help_and_it_shows(command: str) -> None:
    shown = help_of(command)
    for param in clicked(command).params:
        if getattr(param, "hidden", False):
            continue
        said = getattr(param, "help", None)
        assert said, f"{command}: {param.name} has no help"
        first_words = " ".join(said.replace("\\[", "[").split()[:6])
        assert first_words in shown, f"{command}: the help of {param.name} does not show"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_brackets_that_are_not_markup_survive(command: str) -> None:
    """Rich markup reads '[kind, i, j, value]' or '[cluster]' as a style and drops it unless escaped."""
    source = clicked(command)
    texts = [source.help or "", *(getattr(p, "help", None) or "" for p in source.params if not p.hidden)]
    shown = help_of(command)
    for text in texts:
        for bracketed in re.findall(r"\\?\[[^\]\n]*\]", text):
            if MARKUP.fullmatch(bracketed):
                continue
            assert bracketed.lstrip("\\") in shown, f"{command}: {bracketed} is lost from the help"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_line_of_prose_is_broken_mid_sentence(command: str) -> None:
    """Help keeps the docstring's line breaks: a line too long for 80 columns wraps into a stub, then a break."""
    lines = inspect.cleandoc(clicked(command).help or "").splitlines()[1:]
    long = [line for line in lines if len(line) > PROSE_WIDTH and not line.startswith("  ")]
    assert long == []


@pytest.mark.parametrize("command", ["solve", "count", "grade", "convert", "generate", "slink"])
def test_cluster_help_names_the_extra_with_its_brackets(command: str) -> None:
    """Rich markup would read '[cluster]' as a style and drop it."""
    assert "needs pip install 'loopcp[cluster]'." in help_of(command)


def test_draw_help_names_the_pictures_extra_with_its_brackets() -> None:
    assert "(pip install 'loopcp[pictures]')" in help_of("draw")


def test_explain_help_keeps_the_shape_of_a_step() -> None:
    assert 'a list of [kind, i, j, value] with kind "h" or "v"' in help_of("explain")


def test_the_paths_argument_says_what_it_takes() -> None:
    assert "Puzzle files, game IDs or puzz.link URLs, or - for standard input" in help_of("solve")


@pytest.mark.parametrize(
    ("command", "hidden"),
    [("generate", ["-k", "-f", "--format", "--pdf"]), ("solve", ["--svg"]), ("count", ["-l"])],
)
def test_old_names_are_hidden_from_help(command: str, hidden: list[str]) -> None:
    options = {opt for p in clicked(command).params if not p.hidden for opt in p.opts}
    assert not options & set(hidden)
    assert {"-n", "--draw"} & options or command == "count"


def test_one_vocabulary() -> None:
    """-f/--format reads, --to writes, -n says how many, --draw PATH adds a picture: wherever they appear."""
    meanings: dict[str, set[str]] = {}
    for command in COMMANDS:
        for param in clicked(command).params:
            if not param.hidden:
                for opt in param.opts:
                    meanings.setdefault(opt, set()).add(param.name or "")
    assert meanings["-f"] == meanings["--format"] == {"fmt"}
    assert meanings["--to"] == {"to", "output_format"}
    assert meanings["-n"] == {"max_solutions", "limit", "count"}
    assert meanings["--draw"] == {"draw", "output"}


def genres_named(text: str) -> set[str]:
    """The genres a text names, by any of their names (a whole word: 'country' in 'Country Road' counts)."""
    words = {*genres.genre_choices(), *genres.recipe_names()}
    lower = text.lower()
    return {
        genres.recipe_genre(w).name if w in genres.RECIPES else genres.canonical(w)
        for w in words
        if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", lower)
    }


@pytest.mark.parametrize("name", ["loopcp", *sorted(COMMANDS)])
def test_no_help_lists_the_genres(name: str) -> None:
    """'loopcp genres' lists them; a help names a few, in its examples and prose, and none at the top."""
    named = genres_named((GOLDEN / f"{name}.txt").read_text())
    assert len(named) <= (0 if name == "loopcp" else 4), sorted(named)


# A genre registered before the command line is built: the help of every command must stay byte for byte the
# golden text.  It has the generic levels and a generator under its own name, as a new genre usually has.
NEW_GENRE = """
import dataclasses, json, sys
from types import MappingProxyType
sys.path.insert(0, sys.argv[1])
from loopcp import genres
base = genres.GENRES["yajilin"]
new = dataclasses.replace(
    base, name="newloop", aliases=("newpid",), puzzlink=None, pzprv3=None,
    recipes=MappingProxyType({"newloop": base.recipes["yajilin"]}),
)
genres.GENRES["newloop"] = new
genres._BY_NAME.update(newloop=new, newpid=new)
import test_help
from typer import rich_utils
rich_utils.MAX_WIDTH, rich_utils.FORCE_TERMINAL, rich_utils.COLOR_SYSTEM = test_help.WIDTH, False, None
from loopcp.cli import COMMANDS, generate, options
assert {"newloop", "newpid"} <= set(options.GENRE_CHOICES.choices) and "newloop" in generate.RECIPE_CHOICES.choices
changed = [
    name for name in ["loopcp", *COMMANDS]
    if (test_help.help_text() if name == "loopcp" else test_help.help_text(name))
    != (test_help.GOLDEN / f"{name}.txt").read_text()
]
print(json.dumps(changed))
"""


def test_a_new_genre_changes_no_help() -> None:
    tests = Path(__file__).parent
    done = subprocess.run(
        [sys.executable, "-c", NEW_GENRE, str(tests)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"


def test_convert_help_names_every_format_it_writes() -> None:
    shown = help_of("convert")
    assert [name for name in formats.WRITERS if f" {name} (" not in shown] == []


def test_the_grid_names_wrap_between_words_at_80_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rich_utils, "MAX_WIDTH", 80)
    env = {"COLUMNS": "80", "TERMINAL_WIDTH": "80", "NO_COLOR": "1", "FORCE_COLOR": None}
    text = runner.invoke(app, ["generate", "--help"], env=env).stdout
    assert max(map(len, text.splitlines())) <= 80
    words = set(re.findall(r"[\w-]+", text))
    assert [name for name in GRID_NAMES if name not in words] == []
