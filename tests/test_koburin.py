"""Koburin: the puzzlekit dataset's puzzles and answers, pzprjs's saved files and verdicts.

Every puzzle of ../shared's Koburin_dataset.json is solved (a few
are bundled in tests/data/koburin, so that a fresh clone tests
them too): unique, and equal to its published loop and shading.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Status

SAMPLE = genre_data.sample("koburin")
DATASET_SIZE, DATASET_DAMAGED = 150, 0


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    assert genre_data.check_record("koburin", name, SAMPLE[name], shading=True)


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("koburin", "Koburin_dataset.json", shading=True) == (DATASET_SIZE, DATASET_DAMAGED)


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="koburin")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        for fmt in ("json", "pzprv3", "puzzlink", "knuth"):
            assert formats.load(formats.dump(puzzle, fmt), genre="koburin") == puzzle, fmt


# --- pzprjs: test/script/koburin.js ------------------------------------------------------------

PZPRJS_URL = "https://puzz.link/p?koburin/5/5/clcbg.n"
PZPRJS = genre_data.pzprjs("koburin")["failcheck"]


@pytest.mark.parametrize(("verdict", "board"), PZPRJS, ids=genre_data.board_ids(PZPRJS))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    result = CliRunner().invoke(app, ["check", board])
    expected = 2 if "/m/" in board else (0 if verdict is None else 1)
    assert result.exit_code == expected, result.stdout + result.stderr
    if "/m/" in board:
        assert "(clues count the eight cells around them) is not supported" in result.stderr


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(PZPRJS_URL)
    assert puzzle.cells == ("2....", "....2", "..1..", ".?...", ".....")
    assert formats.dump(puzzle, "puzzlink") == PZPRJS_URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE


def test_a_saved_file_with_the_display_flag_reads_as_without_it() -> None:
    """decodeConfigFlag("b"): clues drawn on black cells, the same puzzle; a variant's flag is still refused."""
    plain = "pzprv3\nkoburin\n1\n2\n1 . \n. . \n0 \n"
    assert formats.load(plain.replace("2\n1 .", "2\nb\n1 .")) == formats.load(plain)
    result = CliRunner().invoke(app, ["solve", "-"], input=plain.replace("2\n1 .", "2\nm\nb\n1 ."))
    assert result.exit_code == 2
    assert result.stderr.startswith("<stdin>:5:1: the variant of flag line 'm'"), result.stderr
