"""Dotchi Loop: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's DotchiLoop_dataset.json is solved (a few are
bundled in tests/data/dotchiloop, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.genres import get_genre
from loopcp.puzzle import Solution, Status

SAMPLE = genre_data.sample("dotchiloop")
PZPRJS = genre_data.pzprjs("dotchiloop")
DATASET_SIZE = 60
URL = "https://puzz.link/p?dotchi/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    genre_data.check_record("dotchiloop", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("dotchiloop", "DotchiLoop_dataset.json") == (DATASET_SIZE, 0)


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="dotchiloop")
        written = formats.dump(puzzle, "puzzlekit")  # its rooms renumbered in reading order
        assert written.split("\n")[: puzzle.rows + 1] == record["problem"].split("\n")[: puzzle.rows + 1]
        assert formats.load(written, fmt="puzzlekit", genre="dotchiloop") == puzzle
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load("2 3\nw w b\n- w -\n1 1 2\n1 1 2\n", genre="dotchiloop")
    ring = Solution.from_edges(
        2, 3, frozenset({("h", 0, 0), ("h", 0, 1), ("h", 1, 0), ("h", 1, 1), ("v", 0, 0), ("v", 0, 2)})
    )
    assert get_genre("dotchiloop").violations(puzzle, ring) == [
        "the loop turns at 1 white circle and goes straight through 2 in the room of r1c1",
        "the loop passes through the black circle at r1c3",
    ]
    square = Solution.from_edges(2, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(puzzle, square) == []
    apart = formats.load("2 3\nw - -\n- - w\n1 1 1\n1 1 1\n", genre="dotchiloop")
    assert verify.problems(apart, square) == ["the loop does not pass through the white circle at r2c3"]


def test_a_room_without_white_circles_leaves_no_choice_free() -> None:
    """Two rooms, one with no white circle: each loop counts once, though that room's choice is never made."""
    puzzle = formats.load("2 3\nw - -\n- - -\n1 2 2\n1 2 2\n", genre="dotchiloop")
    assert loopcp.count(puzzle).count == 2


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == (".", ".", "b", ".", "w", ".")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith("pzprv3.2\ndotchi\n6\n6\n")
    assert formats.load(saved) == puzzle


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)
