"""The command line's surface: ``loopcp genres``, any case for genres, and the options every command shares.

- ``loopcp genres`` lists what ``--genre`` takes, each genre once with its
  aliases under it, byte for byte;
- ``--genre`` takes any case, and the library gets the genre's own name;
- ``generate --json`` is ``--to json``, and a format ``generate`` cannot
  write is refused with exactly the formats it can;
- ``check`` prints JSON, takes ``--time-limit``, and reads standard input
  for a missing argument when it is not a terminal;
- ``draw --time-limit`` stops the search of ``--solution`` or of a book.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from loopcp import formats, genres, search
from loopcp.cli import app, options, streams
from loopcp.cli.check import NOTHING
from loopcp.cli.generate import formats_for
from loopcp.puzzle import Puzzle, SolveResult, Status

from conftest import BUNDLED

runner = CliRunner()
SAVED = BUNDLED / "saved" / "yajilin.txt"  # a pzprv3 file with its correct answer drawn
PI_DAY = str(BUNDLED / "pi-day-2025.txt")
OPEN_BOARD = ("." * 12 + "\n") * 12  # astronomically many loops: a zero time limit stops before any is found
KEYS = ["genre", "title", "aliases", "pid", "levels", "reads", "writes", "recipes", "default_difficulty", "rules"]


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
        '{"genre": "masyu", "title": "Masyu", "aliases": ["mashu"], "pid": "mashu", '
        '"levels": ["easy", "tricky", "expert", "deep"], '
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
        "  generate  yajilin (default difficulty: trial)\n"
        "\n"
        "shingoki\n"
        "  rules     a loop through every circle, straight through a white one and turning at a black one; a\n"
        "            number is the sum of its two straight legs\n"
        "  aliases   none\n"
        "  puz.link  none\n"
        "  levels    direct, trial\n"
        "  reads     json, puzzlekit\n"
        "  writes    json, puzzlekit\n"
        "  generate  shingoki (default difficulty: trial)\n",
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


# --- check: --json, --time-limit, standard input -------------------------------------------------------------


def test_check_json_of_a_correct_answer() -> None:
    assert run("check", "--json", str(SAVED)) == (
        0,
        f'{{"source": "{SAVED}", "answer": "{SAVED}", "genre": "yajilin", "correct": true, "problems": []}}\n',
        "",
    )


def test_check_json_of_a_wrong_answer_and_of_an_unfinished_one(tmp_path: Path) -> None:
    wrong = SAVED.read_text().replace("\n1 1 -1 1 \n", "\n0 1 -1 1 \n", 1)
    assert run("check", "--json", stdin=wrong) == (
        1,
        '{"source": "<stdin>", "answer": "<stdin>", "genre": "yajilin", "correct": false, '
        '"problems": ["cell r1c1 has 1 loop edge, not 0 or 2"]}\n',
        "",
    )
    blank = formats.dump(formats.load(SAVED.read_text()), "pzprv3")
    assert run("check", "--json", stdin=blank) == (
        1,
        '{"source": "<stdin>", "answer": "<stdin>", "genre": "yajilin", "correct": false, '
        '"problems": ["no line is drawn"]}\n',
        "",
    )
    assert run("check", stdin=blank) == (1, "not finished: no line is drawn\n", "")


def test_check_json_of_an_answer_given_apart(tmp_path: Path) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text(run("solve", "--json", PI_DAY)[1])
    code, out, _ = run("check", "--json", PI_DAY, str(answer))
    assert (code, json.loads(out)) == (
        0,
        {"source": PI_DAY, "answer": str(answer), "genre": "superslitherlink", "correct": True, "problems": []},
    )


def test_check_takes_a_time_limit_and_a_check_is_never_stopped() -> None:
    assert run("check", "--time-limit", "0", str(SAVED)) == (0, "correct\n", "")


def test_check_reads_a_saved_file_from_standard_input() -> None:
    assert run("check", stdin=SAVED.read_text()) == (0, "correct\n", "")


def test_check_reads_a_piped_answer_to_the_puzzle_given() -> None:
    answer = run("solve", PI_DAY)[1]
    assert run("check", PI_DAY, stdin=answer) == (0, "correct\n", "")
    assert run("check", PI_DAY, "-", stdin=answer) == (0, "correct\n", "")


def test_check_with_nothing_piped_asks_for_an_answer_as_before() -> None:
    message = f"{PI_DAY}: an answer is needed: give SOLUTION, or check a pzprv3 file, which holds one\n"
    assert run("check", PI_DAY) == (2, "", message)
    assert run("check", PI_DAY, stdin="\n") == (2, "", message)


def test_check_with_no_puzzle_says_what_to_give(monkeypatch: pytest.MonkeyPatch) -> None:
    assert run("check") == (2, "", NOTHING + "\n")  # nothing piped
    monkeypatch.setattr(streams, "stdin_is_terminal", lambda: True)
    assert run("check", stdin=SAVED.read_text()) == (2, "", NOTHING + "\n")  # a terminal is never waited on
    assert run("check", str(SAVED)) == (0, "correct\n", "")


def test_check_does_not_read_a_terminal_for_a_missing_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streams, "stdin_is_terminal", lambda: True)
    code, _, err = run("check", PI_DAY, stdin=run("solve", PI_DAY)[1])
    assert (code, err) == (
        2,
        f"{PI_DAY}: an answer is needed: give SOLUTION, or check a pzprv3 file, which holds one\n",
    )


# --- draw --time-limit ---------------------------------------------------------------------------------------


def test_draw_solution_stopped_by_the_time_limit_exits_3_and_draws_nothing(tmp_path: Path) -> None:
    picture = tmp_path / "open.svg"
    code, out, err = run("draw", "--solution", "-o", str(picture), "--time-limit", "0", stdin=OPEN_BOARD)
    assert (code, out, err) == (
        3,
        "",
        "<stdin>: the time limit of 0 s stopped the search before an answer, so there is no solution to draw\n",
    )
    assert not picture.exists()


def test_draw_book_stopped_by_the_time_limit_exits_3(tmp_path: Path) -> None:
    book = tmp_path / "book.pdf"
    code, out, err = run("draw", "-o", str(book), "-t", "0", stdin=OPEN_BOARD + "\n" + OPEN_BOARD)
    assert (code, out, err) == (
        3,
        "",
        "puzzle 1 of the book: the time limit of 0 s stopped the search before an answer\n",
    )
    assert not book.exists()


def test_draw_with_a_time_limit_that_is_enough_draws_as_without(tmp_path: Path) -> None:
    limited, unlimited = tmp_path / "limited.svg", tmp_path / "unlimited.svg"
    assert run("draw", PI_DAY, "--solution", "-o", str(limited), "-t", "60") == (0, "", "")
    assert run("draw", PI_DAY, "--solution", "-o", str(unlimited)) == (0, "", "")
    assert limited.read_bytes() == unlimited.read_bytes()


def test_a_plain_drawing_is_not_stopped_by_the_time_limit(tmp_path: Path) -> None:
    picture = tmp_path / "open.svg"
    assert run("draw", "-o", str(picture), "-t", "0", stdin=OPEN_BOARD) == (0, "", "")
    assert picture.exists()


def test_a_solution_found_before_the_time_limit_stopped_the_proof_is_drawn_with_a_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As solve shows it: the answer, and that uniqueness was not proved (a search made to stop there)."""
    real = search.solve

    def stopped_after_one(puzzle: Puzzle, **kwargs: Any) -> SolveResult:
        found = real(puzzle, max_solutions=1)
        return dataclasses.replace(found, status=Status.UNKNOWN, complete=False, timed_out=True)

    monkeypatch.setattr(search, "solve", stopped_after_one)
    limited, unlimited = tmp_path / "limited.svg", tmp_path / "unlimited.svg"
    assert run("draw", PI_DAY, "--solution", "-o", str(limited), "-t", "5") == (
        0,
        "",
        f"{PI_DAY}: the time limit of 5 s stopped the search before it proved uniqueness;"
        " the solution found is drawn\n",
    )
    monkeypatch.setattr(search, "solve", real)
    assert run("draw", PI_DAY, "--solution", "-o", str(unlimited)) == (0, "", "")
    assert limited.read_bytes() == unlimited.read_bytes()
