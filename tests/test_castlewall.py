"""Castle Wall: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's CastleWall_dataset.json is solved (a few are
bundled in tests/data/castlewall, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest

import genre_data
import loopcp
from loopcp import formats
from loopcp.errors import ParseError
from loopcp.puzzle import Puzzle, Status

SAMPLE = genre_data.sample("castlewall")
PZPRJS = genre_data.pzprjs("castlewall")
DATASET_SIZE = 110
URL = "https://puzz.link/p?castle/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    genre_data.check_record("castlewall", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("castlewall", "CastleWall_dataset.json") == (DATASET_SIZE, 0)


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="castlewall")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == (".", ".", ".", "0wx", "1s")
    assert puzzle.tokens[3] == (".", "1no", ".", "0nx", ".")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)


@pytest.mark.parametrize("token", ["#", "?sx"])
def test_walls_the_dataset_lacks_are_written_in_loopcps_own_tokens(token: str) -> None:
    puzzle = Puzzle.of("castlewall", [[token, "."]])
    assert formats.dump(puzzle, "puzzlekit") == f"1 2\n{token} -\n"
    for fmt in ("puzzlekit", "pzprv3", "puzzlink"):
        assert formats.load(formats.dump(puzzle, fmt), fmt=fmt, genre="castlewall") == puzzle


def test_a_count_without_an_arrow_is_refused() -> None:
    with pytest.raises(ParseError) as info:
        formats.load("https://puzz.link/p?castle/2/1/203", "f")
    assert str(info.value) == "f:1:32: a count without an arrow is not a clue (pzprjs counts it as an error)"
    with pytest.raises(ParseError, match="expected a wall 'D,N,C'"):
        formats.load("pzprv3\ncastle\n1\n2\n0,3,2 . \n0 \n", "f")
