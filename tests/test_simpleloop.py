"""Simple Loop: the puzzlekit dataset's puzzles and answers, pzprjs's URL and verdicts, and bad input in words.

The conformance table (tests/conformance/cases/simpleloop.py) holds the
tiny boards, the broken rules and the round trips; this module holds what
comes from outside: every puzzle of ../shared's SimpleLoop_dataset.json
(some bundled in tests/data/simpleloop, so that a fresh clone tests them
too), and the URL and answers of pzprjs's own test script.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.formats import knuth, puzzlekit, puzzlink
from loopcp.puzzle import Edge, Puzzle, Solution, Status

from cases import rejection
from conftest import DATA, load_dataset

SAMPLE = json.loads((DATA / "simpleloop" / "puzzlekit-sample.json").read_text())
DIRECTIONS = {"ns", "ew", "ne", "nw", "se", "sw", "-", "x"}  # every token a Simple Loop solution may hold
DATASET_SIZE, DATASET_DAMAGED = 70, 1


def published(text: str) -> frozenset[Edge] | None:
    """The loop of a published solution, or None when the text is damaged (stray ``[end]``, ``[solution]``)."""
    lines = text.strip().split("\n")
    rows, cols = (int(t) for t in lines[0].split())
    body = [line.split() for line in lines[1:]]
    if len(body) != rows or any(len(r) != cols or not set(r) <= DIRECTIONS for r in body):
        return None
    return puzzlekit.loop(text, "<solution>", "simpleloop")


def check_record(name: str, record: dict[str, str]) -> bool:
    """Solve one record as ``--format puzzlekit --genre simpleloop`` reads it: unique, and the published loop.

    Returns whether the record had a published solution to compare (False: damaged, solved but not compared).
    """
    puzzle = formats.load(record["problem"], name, fmt="puzzlekit", genre="simpleloop")
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    assert verify.problems(puzzle, result.solutions[0]) == [], name
    loop = published(record["solution"])
    if loop is None:
        return False
    assert result.solutions[0].edges() == loop, name
    return True


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    assert check_record(name, SAMPLE[name]) == (name != "4_8x8")  # 4_8x8: its solution is written twice


@functools.cache
def _dataset() -> dict[str, dict[str, str]]:
    return load_dataset("SimpleLoop_dataset.json")


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    records = _dataset()
    compared = [check_record(name, record) for name, record in sorted(records.items())]
    assert (len(compared), compared.count(False)) == (DATASET_SIZE, DATASET_DAMAGED)


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

PZPRJS_URL = "https://puzz.link/p?simpleloop/5/5/sg020"
PZPRJS_CELLS = ("###..", "#....", ".....", "...#.", ".....")
PZPRJS_BOARD = "* * * . . /* . . . . /. . . . . /. . . * . /. . . . . /"
PZPRJS_ANSWERS = [  # (pzprjs's verdict, the line sections of its pzprv3 text, loopcp's first broken rule)
    ("lnBranch", "0 0 0 0 /0 0 1 1 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 0 /0 0 0 1 0 /0 0 0 0 0 /0 0 0 0 0 /",
     "cell r2c3 has 1 loop edge, not 0 or 2"),
    ("lnCross", "0 0 0 0 /0 0 1 1 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 1 0 /0 0 0 1 0 /0 0 0 0 0 /0 0 0 0 0 /",
     "cell r1c4 has 1 loop edge, not 0 or 2"),
    ("lnDeadEnd", "0 0 0 0 /0 0 1 0 /0 1 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 0 /0 0 1 0 0 /0 0 0 0 0 /0 0 0 0 0 /",
     "cell r2c4 has 1 loop edge, not 0 or 2"),
    ("ceNoLine", "0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /",
     "the loop is empty"),
    (None, "0 0 0 1 /0 1 0 0 /1 0 1 0 /0 1 0 0 /1 0 1 1 /0 0 0 1 1 /0 1 1 1 1 /1 0 0 0 1 /1 1 1 0 1 /", None),
]  # fmt: skip


def _pzprv3_lines(sections: str) -> Solution:
    """pzprv3's line sections (rows of the lines between cells side by side, then one above the other)."""
    rows = [tuple(int(t) for t in row.split()) for row in sections.split("/") if row]
    return Solution(tuple(rows[:5]), tuple(rows[5:]))


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(PZPRJS_URL)
    assert puzzle == Puzzle("simpleloop", 5, 5, PZPRJS_CELLS)
    assert [row.replace(" ", "").replace("*", "#") for row in PZPRJS_BOARD.split("/") if row] == list(PZPRJS_CELLS)
    assert formats.dump(puzzle, "puzzlink") == PZPRJS_URL + "\n"


@pytest.mark.parametrize(("verdict", "sections", "words"), PZPRJS_ANSWERS, ids=[str(a[0]) for a in PZPRJS_ANSWERS])
def test_pzprjs_answers_get_its_verdicts(verdict: str | None, sections: str, words: str | None) -> None:
    puzzle = formats.load(PZPRJS_URL)
    found = verify.problems(puzzle, _pzprv3_lines(sections))
    assert found[:1] == ([] if words is None else [words])
    if verdict is None:
        assert loopcp.solve(puzzle).solutions[0] == _pzprv3_lines(sections)


@pytest.mark.parametrize(("verdict", "sections", "words"), PZPRJS_ANSWERS, ids=[str(a[0]) for a in PZPRJS_ANSWERS])
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, sections: str, words: str | None) -> None:
    """``loopcp check FILE`` on the file alone, in pzprjs's one-line form: exit 0 where pzprjs says null, else 1."""
    board = "pzprv3/simpleloop/5/5/" + PZPRJS_BOARD + sections
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
