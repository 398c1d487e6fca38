"""Moon or Sun: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's MoonSun_dataset.json is solved (a few are
bundled in tests/data/moonsun, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.genres import get_genre
from loopcp.puzzle import Solution, Status

SAMPLE = genre_data.sample("moonsun")
PZPRJS = genre_data.pzprjs("moonsun")
DATASET_SIZE = 200
URL = "https://puzz.link/p?moonsun/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    genre_data.check_record("moonsun", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("moonsun", "MoonSun_dataset.json") == (DATASET_SIZE, 0)


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="moonsun")
        written = formats.dump(puzzle, "puzzlekit")
        assert written.split("\n")[: puzzle.rows + 1] == record["problem"].split("\n")[: puzzle.rows + 1]
        assert formats.load(written, fmt="puzzlekit", genre="moonsun") == puzzle
        assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle
        assert formats.load(formats.dump(puzzle, "puzzlink")) == puzzle


# Two rooms side by side, a moon and a sun in each: r1c1 r2c1 | r1c2 r2c2.
TWO = "2 2\nx o\no x\n1 2\n1 2\n"


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load(TWO, genre="moonsun")
    square = Solution.from_edges(2, 2, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert get_genre("moonsun").violations(puzzle, square) == [
        "the loop passes through both moons and suns in the room of r1c1",
        "the loop passes through both moons and suns in the room of r1c2",
        "the loop passes through moons in both rooms it joins between r1c1 and r1c2",
        "the loop passes through moons in both rooms it joins between r2c1 and r2c2",
    ]
    three = formats.load("2 3\nx - o\nx - x\n1 1 2\n1 1 2\n", genre="moonsun")
    left = Solution.from_edges(2, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(three, left) == [
        "the loop passes through no moon or sun in the room of r1c3",
        "the loop crosses the border of the room of r1c1 never, not twice",
        "the loop crosses the border of the room of r1c3 never, not twice",
    ]
    partial = formats.load("2 3\nx - x\n- - -\n1 1 1\n1 1 1\n", genre="moonsun")
    assert verify.problems(partial, left) == ["the loop passes through 1 of the 2 moons in the room of r1c1"]


def test_two_rooms_of_one_kind_each_have_no_loop_across_them() -> None:
    assert loopcp.count(formats.load("2 2\nx o\nx o\n1 2\n1 2\n", genre="moonsun")).count == 1
    assert loopcp.count(formats.load("2 2\nx x\nx x\n1 2\n1 2\n", genre="moonsun")).count == 0


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == ("o", "x", ".", ".", ".", "o")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith("pzprv3.2\nmoonsun\n6\n6\n0 0 1 0 0 \n")
    assert formats.load(saved) == puzzle


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)
