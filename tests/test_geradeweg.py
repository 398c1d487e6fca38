"""Geradeweg: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's Geradeweg_dataset.json is solved (a few are
bundled in tests/data/geradeweg, so that a fresh clone tests them too):
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
from loopcp.formats import puzzlekit
from loopcp.puzzle import Status

from conftest import DATA, load_dataset

SAMPLE = json.loads((DATA / "geradeweg" / "puzzlekit-sample.json").read_text())
PZPRJS = json.loads((DATA / "geradeweg" / "pzprjs.json").read_text())
DATASET_SIZE = 100
URL = "https://puzz.link/p?geradeweg/" + PZPRJS["url"]


def check_record(name: str, record: dict[str, str]) -> None:
    """Solve one record: unique, verified, and the published loop."""
    puzzle = formats.load(record["problem"], name, fmt="puzzlekit", genre="geradeweg")
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    solution = result.solutions[0]
    assert verify.problems(puzzle, solution) == [], name
    assert solution.edges() == puzzlekit.loop(record["solution"], "<solution>", "geradeweg"), name


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    """40_10x10 has Janko's 0 clues, read as pzprjs reads them: equal legs."""
    check_record(name, SAMPLE[name])


@functools.cache
def _dataset() -> dict[str, dict[str, str]]:
    return load_dataset("Geradeweg_dataset.json")


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    records = _dataset()
    assert len(records) == DATASET_SIZE
    for name, record in sorted(records.items()):
        check_record(name, record)


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="geradeweg")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == (".", ".", ".", ".", ".")
    assert puzzle.tokens[1] == (".", "2", "1", "1", ".")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE


@pytest.mark.parametrize(
    ("verdict", "board"), PZPRJS["failcheck"], ids=[f"{k}-{v}" for k, (v, _) in enumerate(PZPRJS["failcheck"])]
)
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    result = CliRunner().invoke(app, ["check", board])
    assert result.exit_code == (0 if verdict is None else 1), result.stdout + result.stderr


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "https://puzz.link/p?geradeweg/f/5/5/l211i2h3i4k",
            "<argument>:1:31: the full-loop variant (flag 'f': the loop passes through every cell) is not supported",
        ),
        (
            "pzprv3/geradeweg/1/2/f/1 . /0 /",
            "<argument>:1:22: the variant of flag line 'f' (the loop passes through every cell) is not supported",
        ),
    ],
)
def test_the_full_loop_variant_is_refused(source: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", source])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr
