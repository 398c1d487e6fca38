"""Regional Yajilin: the puzzlekit dataset's puzzles and answers, pzprjs's saved files and verdicts.

Every puzzle of ../shared's RegionalYajilin_dataset.json is solved (a few
are bundled in tests/data/regionalyajilin, so that a fresh clone tests
them too): unique, and equal to its published loop and shading.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Puzzle, Status

SAMPLE = genre_data.sample("regionalyajilin")
DATASET_SIZE, DATASET_DAMAGED = 70, 0


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    assert genre_data.check_record("regionalyajilin", name, SAMPLE[name], shading=True)


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("regionalyajilin", "RegionalYajilin_dataset.json", shading=True) == (
        DATASET_SIZE,
        DATASET_DAMAGED,
    )


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="regionalyajilin")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        assert formats.load(written, fmt="puzzlekit", genre="regionalyajilin") == puzzle
        assert written.split("\n")[:9] == record["problem"].split("\n")[:9]  # the size and the numbers as given
        assert formats.load(formats.dump(puzzle, "json")) == puzzle
        assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle


def test_a_file_is_read_as_its_genre_s_own_text() -> None:
    name = sorted(SAMPLE)[0]
    result = CliRunner().invoke(app, ["solve", "--genre", "yajilin-regions", "--json", "--no-timing", "-"],
                                input=SAMPLE[name]["problem"])  # fmt: skip
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["genre"], answer["status"], len(answer["solutions"][0]["shaded"])) == (
        "regionalyajilin", "unique", 8)  # fmt: skip


# --- pzprjs: test/script/yajilin-regions.js ------------------------------------------------------

ROOMS = (
    "5/0 0 0 1 1 /0 0 0 1 1 /2 2 3 1 1 /2 2 3 4 4 /2 2 3 4 4 /2 . . 0 . /. . . . . /. . 1 . . /. . . . . /. . . . . /"
)
PZPRJS = [  # (pzprjs's verdict, shading and lines of its answer)
    ("bkShadeNe", ". . . . . /" * 5 + "0 0 0 0 /" * 5 + "0 0 0 0 0 /" * 4),
    ("lnBranch", "# . . . . /. . # . . /. . . . . /. . . . . /. . # . . /0 1 1 1 /1 0 0 1 /0 1 1 1 /0 1 1 0 /1 0 0 1 /"
     "0 1 0 1 1 /1 0 0 1 1 /1 1 1 1 1 /1 1 0 1 1 /"),
    ("csAdjacent", "# . . . . /. . # . . /. . . . . /. . . . . /# # # . . /"
     "0 1 1 1 /1 0 0 1 /0 1 0 1 /1 0 1 0 /0 0 0 1 /0 1 0 0 1 /1 0 0 1 0 /1 1 1 0 1 /0 0 0 1 1 /"),
    ("ceEmpty", "# . . . . /. . # . . /. . . . . /. . # . . /. . . . # /0 1 1 1 /1 0 0 1 /1 0 0 1 /1 0 0 1 /1 1 1 0 /"
     "0 1 0 0 1 /1 0 0 1 0 /0 1 0 0 1 /1 0 0 1 0 /"),
]  # fmt: skip


@pytest.mark.parametrize(("verdict", "answer"), PZPRJS, ids=[v for v, _ in PZPRJS])
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, answer: str) -> None:
    board = "pzprv3/yajilin-regions/5/5/" + ROOMS + answer
    genre_data.check_board(board, verdict)


def test_the_solved_pzprjs_board_checks_correct_from_its_own_saved_file(tmp_path: object) -> None:
    puzzle = formats.load("pzprv3/yajilin-regions/5/5/" + ROOMS)
    assert isinstance(puzzle, Puzzle) and puzzle.rooms[2] == (2, 2, 3, 1, 1)
    result = loopcp.solve(puzzle)
    assert result.status is Status.UNIQUE
    from loopcp.formats import pzprv3  # noqa: PLC0415

    saved = pzprv3.write(puzzle, result.solutions[0])
    got = CliRunner().invoke(app, ["check", saved.replace("\n", "/")])
    assert (got.exit_code, got.stdout) == (0, "correct\n")


def test_the_variant_with_shaded_cells_outside_is_refused() -> None:
    result = CliRunner().invoke(app, ["check", "pzprv3/yajilin-regions/5/5/o/" + ROOMS])
    assert result.exit_code == 2
    assert "the variant of flag line 'o' (the shaded cells lie outside the loop) is not supported" in result.stderr


def test_the_editors_url_reads_and_writes_back() -> None:
    """test/script/yajilin-regions.js's URL: borders, then room numbers; its rooms are the saved file's."""
    url = "https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g"
    puzzle = formats.load(url)
    assert puzzle == formats.load("pzprv3/yajilin-regions/5/5/" + ROOMS)
    assert formats.dump(puzzle, "puzzlink") == url + "\n"


def test_a_url_with_a_number_left_unknown_is_refused() -> None:
    result = CliRunner().invoke(app, ["solve", "https://puzz.link/p?yajilin-regions/2/1/0."])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == ("<argument>:1:42: a room number left unknown ('.') is not a clue regionalyajilin solves\n")
