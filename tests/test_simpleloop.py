"""Simple Loop: the dataset's text on the command line, pzprjs's answers in words, and bad input in words.

The conformance table (tests/conformance/cases/simpleloop.py) holds the
tiny boards, the broken rules and the round trips, and what comes from
outside, run for every genre by tests/conformance/test_published.py: every
puzzle of ../shared's SimpleLoop_dataset.json (some bundled in
tests/data/simpleloop, so that a fresh clone tests them too), the editor's
URL, and the verdicts of pzprjs's own test script (tests/data/simpleloop/pzprjs.json).
This module holds what only Simple Loop says: the words of those verdicts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.formats import knuth, puzzlekit, puzzlink
from loopcp.puzzle import Edge, Puzzle, Solution

from cases import rejection

SAMPLE = genre_data.sample("simpleloop")


def published(text: str) -> frozenset[Edge] | None:
    """The loop of a published solution, or None when the text is damaged (stray ``[end]``, ``[solution]``)."""
    loop = genre_data.published("simpleloop", text)
    return None if loop is None else loop[0]


def test_the_command_line_reads_a_dataset_problem(tmp_path: Path) -> None:
    path = tmp_path / "1_6x6.txt"
    path.write_text(SAMPLE["1_6x6"]["problem"])
    result = CliRunner().invoke(
        app, ["solve", "--format", "puzzlekit", "--genre", "simpleloop", "--json", "--no-timing", str(path)]
    )
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["status"], answer["genre"]) == ("unique", "simpleloop")
    loop = Solution(tuple(map(tuple, answer["solutions"][0]["h"])), tuple(map(tuple, answer["solutions"][0]["v"])))
    assert loop.edges() == published(SAMPLE["1_6x6"]["solution"])


# --- pzprjs: test/script/simpleloop.js -----------------------------------------------------------

PZPRJS = genre_data.pzprjs("simpleloop")
PZPRJS_URL = "https://puzz.link/p?simpleloop/" + PZPRJS["url"]
PZPRJS_CELLS = ("###..", "#....", ".....", "...#.", ".....")
PZPRJS_BOARD = "pzprv3/simpleloop/5/5/* * * . . /* . . . . /. . . . . /. . . * . /. . . . . /"
WORDS = {  # pzprjs's verdict -> loopcp's first broken rule
    "lnBranch": "cell r2c3 has 1 loop edge, not 0 or 2",
    "lnCross": "cell r1c4 has 1 loop edge, not 0 or 2",
    "lnDeadEnd": "cell r2c4 has 1 loop edge, not 0 or 2",
    "ceNoLine": "the loop is empty",
    None: None,
}
# (pzprjs's verdict, the line sections of its pzprv3 text, loopcp's first broken rule)
PZPRJS_ANSWERS = [(verdict, board.removeprefix(PZPRJS_BOARD), WORDS[verdict]) for verdict, board in PZPRJS["failcheck"]]


def _pzprv3_lines(sections: str) -> Solution:
    """pzprv3's line sections (rows of the lines between cells side by side, then one above the other)."""
    rows = [tuple(int(t) for t in row.split()) for row in sections.split("/") if row]
    return Solution(tuple(rows[:5]), tuple(rows[5:]))


def test_pzprjs_boards_are_its_urls_puzzle_with_the_answers_lines() -> None:
    assert formats.load(PZPRJS_URL) == Puzzle("simpleloop", 5, 5, PZPRJS_CELLS)
    board = PZPRJS_BOARD.removeprefix("pzprv3/simpleloop/5/5/")
    assert [row.replace(" ", "").replace("*", "#") for row in board.split("/") if row] == list(PZPRJS_CELLS)
    assert all(board.startswith(PZPRJS_BOARD) for _, board in PZPRJS["failcheck"])
    assert [verdict for verdict, _, _ in PZPRJS_ANSWERS] == ["lnBranch", "lnCross", "lnDeadEnd", "ceNoLine", None]


@pytest.mark.parametrize(("verdict", "sections", "words"), PZPRJS_ANSWERS, ids=[str(a[0]) for a in PZPRJS_ANSWERS])
def test_pzprjs_answers_get_its_verdicts(verdict: str | None, sections: str, words: str | None) -> None:
    puzzle = formats.load(PZPRJS_URL)
    found = verify.problems(puzzle, _pzprv3_lines(sections))
    assert found[:1] == ([] if words is None else [words])
    if verdict is None:
        assert loopcp.solve(puzzle).solutions[0] == _pzprv3_lines(sections)


@pytest.mark.parametrize(("verdict", "sections", "words"), PZPRJS_ANSWERS, ids=[str(a[0]) for a in PZPRJS_ANSWERS])
def test_check_of_pzprjs_saved_files_says_why_in_words(verdict: str | None, sections: str, words: str | None) -> None:
    """``loopcp check FILE`` on the file alone, in pzprjs's one-line form: exit 0 where pzprjs says null, else 1."""
    board = PZPRJS_BOARD + sections
    result = CliRunner().invoke(app, ["check", board])
    assert result.exit_code == (0 if verdict is None else 1)
    if words is None:
        assert result.stdout == "correct\n"
    elif words == "the loop is empty":
        assert result.stdout == "not finished: no line is drawn\n"
    else:
        assert result.stdout == f"not correct: {words}\n"
    puzzle = formats.load(board)
    assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle == formats.load(PZPRJS_URL)


def test_a_board_without_shaded_cells_is_written_with_zero_digits() -> None:
    """The editor writes an empty body here; zeros are what loopcp reads back, and the editor reads them too."""
    assert formats.dump(Puzzle("simpleloop", 2, 4, ("....", "....")), "puzzlink") == (
        "https://puzz.link/p?simpleloop/4/2/00\n"
    )


def test_the_editors_empty_body_reads_as_a_board_without_shaded_cells() -> None:
    """What the editor writes for that board; a genre whose empty body means nothing still refuses it."""
    assert formats.load("https://puzz.link/p?simpleloop/4/2/") == Puzzle("simpleloop", 2, 4, ("....", "...."))
    assert rejection(puzzlink.parse, "https://puzz.link/p?slither/4/2/", "u") == (
        "u:1:33: expected the puzzle after 4/2/, got the end of the URL"
    )


# --- bad input, in words -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("5/5/sg02", "u:1:40: expected 5 characters for 25 cells, got 4 (the URL is cut short)"),
        ("5/5/sg0200", "u:1:41: expected the end of the URL after 5 characters for 25 cells"),
        ("5/5/sgw20", "u:1:38: expected 0-9 or a-v, got 'w'"),
        ("2/2/v", "u:1:36: expected no shaded cell past the last of 4 cells, got 'v'"),
    ],
)
def test_bad_urls_are_named_in_words(body: str, message: str) -> None:
    assert rejection(puzzlink.parse, "https://puzz.link/p?simpleloop/" + body, "u") == message


def test_upper_case_digits_read_as_the_editor_reads_them() -> None:
    assert formats.load("https://puzz.link/p?simpleloop/5/5/SG020").cells == PZPRJS_CELLS


def test_bad_characters_and_tokens_are_named_in_words() -> None:
    expected = "f:2:2: expected '#' (a shaded cell) or '.' (an open cell), got 'x'"
    assert rejection(knuth.parse, "#.\n.x\n", "f", "simpleloop") == expected
    expected = "f:3:1: expected '-' (an open cell) or 'x' (a shaded cell) as a token, got '#'"
    assert rejection(puzzlekit.parse, "2 2\n- x\n# -\n", "f", "simpleloop") == expected
