"""Yajilin: the puzzlekit dataset's puzzles and answers, pzprjs's saved files and verdicts.

Every puzzle of ../shared's Yajilin_dataset.json is solved (a few
are bundled in tests/data/yajilin, so that a fresh clone tests
them too): unique, and equal to its published loop and shading.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Status

from conftest import BUNDLED

SAMPLE = genre_data.sample("yajilin")
DATASET_SIZE, DATASET_DAMAGED = 610, 3


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    assert genre_data.check_record("yajilin", name, SAMPLE[name], shading=True)


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("yajilin", "Yajilin_dataset.json", shading=True) == (DATASET_SIZE, DATASET_DAMAGED)


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="yajilin")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        for fmt in ("json", "pzprv3", "puzzlink"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


# --- pzprjs: test/script/yajilin.js ------------------------------------------------------------

PZPRJS_URL = "https://puzz.link/p?yajilin/5/5/m32j10"
PZPRJS = genre_data.pzprjs("yajilin")["failcheck"]
VARIANTS = {"shInside", None}  # the two boards of the variant 'o' (shaded cells outside): refused, exit 2


@pytest.mark.parametrize(("verdict", "board"), PZPRJS, ids=genre_data.board_ids(PZPRJS))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    result = CliRunner().invoke(app, ["check", board])
    expected = 2 if "/o/" in board else (0 if verdict is None else 1)
    assert result.exit_code == expected, result.stdout + result.stderr
    if "/o/" in board:
        assert "(the shaded cells lie outside the loop) is not supported" in result.stderr


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(PZPRJS_URL)
    assert puzzle.tokens[2][3] == "2w" and puzzle.tokens[4][4] == "0n"
    assert formats.dump(puzzle, "puzzlink") == PZPRJS_URL + "\n"
    result = loopcp.solve(puzzle)
    assert result.status is Status.UNIQUE
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith("pzprv3\nyajilin\n5\n5\n. . . . . \n. . . . . \n. . . 3,2 . \n")


def test_a_number_without_an_arrow_has_no_solution_and_is_named() -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", "https://puzz.link/p?yajilin/2/2/01c"])
    assert (result.exit_code, result.stdout) == (1, "<argument>: no solution\n"), result.stdout
    saved = "pzprv3/yajilin/2/3/0,1 . . /. . . /. . . /# . . /0 1 /0 1 /0 1 1 /"
    result = CliRunner().invoke(app, ["check", saved])
    assert (result.exit_code, result.stdout) == (1, "not correct: the number at r1c1 has no arrow\n")


# --- the terminal's drawing of an answer ---------------------------------------------------------

SAVED = str(BUNDLED / "saved" / "yajilin.txt")
ANSWER = """\
+-------+   +---+
|       |   |   |
+---+   +---+   |
    |           |
#   |   #  2<   |
    |           |
+---+   +-------+
|       |
+-------+   #  0^
"""


def test_solve_draws_shaded_cells_and_numbered_arrows_and_check_reads_the_drawing_back(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", SAVED])
    assert result.stdout == f"{SAVED}: unique solution\n" + ANSWER
    answer = tmp_path / "answer.txt"
    answer.write_text(result.stdout)
    result = CliRunner().invoke(app, ["check", SAVED, str(answer)])
    assert (result.exit_code, result.stdout) == (0, "correct\n")


def test_the_decided_drawing_shades_the_cells_no_solution_runs_through() -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", "--decided", SAVED])
    assert result.stdout.splitlines()[2:] == [
        "+-------+ x +---+",
        "|   x   |   |   |",
        "+---+ x +---+ x |",
        "x   |   x   x   |",
        "# x | x # x2< x |",
        "x   |   x   x   |",
        "+---+ x +-------+",
        "|   x   |   x   x",
        "+-------+ x # x0^",
    ]
