"""The command line's surface: ``loopcp genres``, any case for genres, and the options every command shares.

- ``loopcp genres`` lists what ``--genre`` takes, each genre once with its
  aliases under it, byte for byte;
- ``--genre`` takes any case, and the library gets the genre's own name;
- ``generate --json`` is ``--to json``, and a format ``generate`` cannot
  write is refused with exactly the formats it can.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from loopcp import genres
from loopcp.cli import app, options
from loopcp.cli.generate import formats_for

from conftest import BUNDLED

runner = CliRunner()
SAVED = BUNDLED / "saved" / "yajilin.txt"  # a pzprv3 file with its correct answer drawn
KEYS = ["genre", "aliases", "pid", "levels", "reads", "writes", "recipes", "default_difficulty", "rules"]


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


# --- loopcp genres ---------------------------------------------------------------------------------------


def test_genres_json_lists_every_name_genre_takes_each_genre_once_with_its_aliases() -> None:
    code, out, err = run("genres", "--json")
    assert (code, err) == (0, "")
    listed = [json.loads(line) for line in out.splitlines()]
    assert all(list(obj) == KEYS for obj in listed)
    assert [obj["genre"] for obj in listed] == list(genres.GENRES)
    names = [name for obj in listed for name in (obj["genre"], *obj["aliases"])]
    assert len(names) == len(set(names))
    assert sorted(names) == sorted(options.GENRE_CHOICES.choices)
    for obj in listed:
        assert {genres.canonical(alias) for alias in obj["aliases"]} <= {obj["genre"]}


def test_genres_json_of_one_genre_byte_for_byte() -> None:
    assert run("genres", "--json", "MASHU") == (
        0,
        '{"genre": "masyu", "aliases": ["mashu"], "pid": "mashu", "levels": ["easy", "tricky", "expert", "deep"], '
        '"reads": ["knuth", "tatham", "puzzlink", "pzprv3", "json", "puzzlekit"], '
        '"writes": ["knuth", "tatham", "puzzlink", "pzprv3", "json", "puzzlekit", "mcc"], "recipes": ["masyu"], '
        '"default_difficulty": "tricky", "rules": "a loop through every pearl: straight through a white one, '
        'turning next to it on at least one side; turning at a black one, straight on through both sides"}\n',
        "",
    )


def test_genres_plain_text_of_two_genres_byte_for_byte() -> None:
    assert run("genres", "yajilin", "shingoki") == (
        0,
        "yajilin\n"
        "  rules     shade cells and loop through all the others; shaded cells never touch; an arrow counts\n"
        "            the shaded cells in its direction\n"
        "  aliases   yajirin\n"
        "  puz.link  yajilin\n"
        "  levels    direct, trial\n"
        "  reads     puzzlink, pzprv3, json, puzzlekit\n"
        "  writes    puzzlink, pzprv3, json, puzzlekit\n"
        "  generate  yajilin (default difficulty: any)\n"
        "\n"
        "shingoki\n"
        "  rules     a loop through every circle, straight through a white one and turning at a black one; a\n"
        "            number is the sum of its two straight legs\n"
        "  aliases   none\n"
        "  puz.link  none\n"
        "  levels    direct, trial\n"
        "  reads     json, puzzlekit\n"
        "  writes    json, puzzlekit\n"
        "  generate  shingoki (default difficulty: any)\n",
        "",
    )


def test_genres_plain_text_fits_100_columns_and_lists_every_genre() -> None:
    code, out, _ = run("genres")
    assert code == 0
    assert max(map(len, out.splitlines())) <= 100
    assert [line for line in out.splitlines() if line and not line.startswith(" ")] == list(genres.GENRES)


def test_genres_names_a_genre_once_however_it_is_asked_for() -> None:
    assert run("genres", "Yajirin", "YAJILIN") == run("genres", "yajilin")


def test_genres_refuses_an_unknown_name() -> None:
    code, out, err = run("genres", "sudoku")
    assert (code, out) == (2, "")
    assert "'sudoku' is not one of 'slitherlink'" in " ".join(err.replace("│", " ").split())


# --- --genre in any case ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["YAJILIN", "Yajilin", "yajirin", "YaJiRiN"])
def test_genre_takes_any_case_and_the_library_gets_its_own_name(name: str) -> None:
    code, out, err = run("solve", "--genre", name, "--json", "--no-timing", str(SAVED))
    assert (code, err) == (0, "")
    assert json.loads(out)["genre"] == "yajilin"


def test_generate_takes_any_case() -> None:
    made = run("generate", "Masyu", "--size", "5x5", "--seed", "1")
    assert made == run("generate", "masyu", "--size", "5x5", "--seed", "1")
    assert made[0] == 0


# --- generate --json and --to ---------------------------------------------------------------------------------


def test_generate_json_is_to_json() -> None:
    made = ["generate", "masyu", "--size", "5x5", "--seed", "1", "--no-timing"]
    code, out, err = run(*made, "--json")
    assert (code, out, err) == run(*made, "--to", "json")
    assert code == 0
    assert json.loads(out)["genre"] == "masyu"
    assert run(*made, "--json", "--to", "json")[1] == out


def test_generate_json_and_another_format_are_refused() -> None:
    code, out, err = run("generate", "masyu", "--seed", "1", "--json", "--to", "tatham")
    assert (code, out, err) == (2, "", "--json is --to json: give --json or --to tatham, not both\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("yajilin", "--to", "xml"), "unknown format 'xml'; choose one of: puzzlekit, puzzlink, pzprv3, json"),
        (("shingoki", "--to", "knuth"), "a shingoki puzzle has no knuth form; choose puzzlekit or json"),
        (
            ("koburin", "--to", "tatham"),
            "a koburin puzzle has no tatham form; choose knuth, puzzlekit, puzzlink, pzprv3 or json",
        ),
        (
            ("masyu", "--to", "slink"),
            "unknown format 'slink'; choose one of: knuth, puzzlekit, tatham, puzzlink, pzprv3, mcc, json",
        ),
        (
            ("superslitherlink", "--to", "pzprv3"),
            "a superslitherlink puzzle has letter regions, which have no pzprv3 form; choose knuth, mcc or json",
        ),
        (
            ("superslitherlink", "--to", "puzzlekit"),
            "a superslitherlink puzzle has letter regions, which have no puzzlekit form; choose knuth, mcc or json",
        ),
    ],
    ids=str,
)
def test_a_format_generate_cannot_write_is_refused_with_those_it_can(args: tuple[str, ...], message: str) -> None:
    assert run("generate", *args, "--seed", "1") == (2, "", message + "\n")


@pytest.mark.parametrize("recipe", genres.recipe_names())
def test_every_format_generate_offers_a_recipe_is_one_it_writes(recipe: str) -> None:
    record = genres.get_genre(recipe)
    assert set(formats_for(recipe)) <= set(genres.formats_of(record)[1])
    assert "json" in formats_for(recipe)
    assert record.text in formats_for(recipe)
