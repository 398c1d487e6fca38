"""Castle Wall: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's CastleWall_dataset.json is solved (a few are
bundled in tests/data/castlewall, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import functools
import json

import pytest
from typer.testing import CliRunner

import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.errors import ParseError
from loopcp.formats import puzzlekit
from loopcp.puzzle import Puzzle, Status

from conftest import DATA, load_dataset

SAMPLE = json.loads((DATA / "castlewall" / "puzzlekit-sample.json").read_text())
PZPRJS = json.loads((DATA / "castlewall" / "pzprjs.json").read_text())
DATASET_SIZE = 110
URL = "https://puzz.link/p?castle/" + PZPRJS["url"]


def check_record(name: str, record: dict[str, str]) -> None:
    """Solve one record: unique, verified, and the published loop."""
    puzzle = formats.load(record["problem"], name, fmt="puzzlekit", genre="castlewall")
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    solution = result.solutions[0]
    assert verify.problems(puzzle, solution) == [], name
    assert solution.edges() == puzzlekit.loop(record["solution"], "<solution>", "castlewall"), name


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    check_record(name, SAMPLE[name])


@functools.cache
def _dataset() -> dict[str, dict[str, str]]:
    return load_dataset("CastleWall_dataset.json")


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    records = _dataset()
    assert len(records) == DATASET_SIZE
    for name, record in sorted(records.items()):
        check_record(name, record)


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


@pytest.mark.parametrize(
    ("verdict", "board"), PZPRJS["failcheck"], ids=[f"{k}-{v}" for k, (v, _) in enumerate(PZPRJS["failcheck"])]
)
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    result = CliRunner().invoke(app, ["check", board])
    assert result.exit_code == (0 if verdict is None else 1), result.stdout + result.stderr


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
