"""pzprv3 files (puzz.link's File > Save): pzprjs's own boards and verdicts, the editor's files, and bad files.

tests/data/pzprv3/<pid>.json holds pzprjs's test scripts (test/script/slither.js
and mashu.js) as data: ``failcheck`` is each board with the error code
pzprjs's checker gives it (null: correct), ``inputs`` the files its editor
writes after each step of its input tests.  Every error code there is seen
by loopcp's verifier from the lines alone: brNoLine (nothing drawn, "not
finished"), lnBranch, lnCross, lnDeadEnd, lnPlLoop (the loop's shape),
nmLineNe (a clue not met), the pearls' mashuWCurve, mashuBStrig,
mashuBCvNbr, mashuWStNbr, mashuOnLine, and the full-loop variant's (flag
line ``f``) cxNoLine, a dot the loop leaves out.
The verifier reports the first broken rule in reading order, so on a
board that both branches and ends loose it may name the loose end first.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import formats, search
from loopcp.cli import app
from loopcp.errors import UnsupportedError
from loopcp.formats import pzprv3
from loopcp.puzzle import Puzzle, Solution

from cases import Bad, rejection
from conftest import BUNDLED, DATA

runner = CliRunner()
PZPRJS = DATA / "pzprv3"
SHAPE = "not correct: {} has 1 loop edge, not 0 or 2\n"

# What loopcp says of each failcheck board, in the scripts' order: (exit code, stdout, stderr).
VERDICTS = {
    "slither": [
        (1, "not finished: no line is drawn\n", ""),  # brNoLine
        (1, SHAPE.format("the top-left corner of r1c3"), ""),  # lnBranch
        (1, SHAPE.format("the top-left corner of r1c3"), ""),  # lnCross
        (1, SHAPE.format("the top-left corner of r1c3"), ""),  # nmLineNe
        (
            1,
            "not correct: the edges form more than one loop: the one through the top-left corner of r1c1 "
            "passes 12 of the 26 points the edges touch\n",
            "",
        ),  # lnPlLoop
        (1, SHAPE.format("the top-left corner of r1c5"), ""),  # lnDeadEnd
        (1, "not correct: the bottom-left corner of r2c3 is off the loop, which must pass every dot\n", ""),  # cxNoLine
        (0, "correct\n", ""),  # null, full-loop variant
        (0, "correct\n", ""),
    ],
    "mashu": [
        (1, "not finished: no line is drawn\n", ""),  # brNoLine
        (1, SHAPE.format("cell r1c5"), ""),  # lnBranch
        (1, SHAPE.format("cell r1c5"), ""),  # lnCross
        (1, SHAPE.format("cell r1c5"), ""),  # mashuWCurve
        (1, SHAPE.format("cell r2c4"), ""),  # mashuBStrig
        (1, SHAPE.format("cell r1c4"), ""),  # mashuBCvNbr
        (1, SHAPE.format("cell r1c5"), ""),  # mashuWStNbr
        (1, SHAPE.format("cell r2c1"), ""),  # mashuOnLine
        (1, SHAPE.format("cell r3c5"), ""),  # lnDeadEnd
        (
            1,
            "not correct: the edges form more than one loop: the one through cell r1c1 "
            "passes 20 of the 32 points the edges touch\n",
            "",
        ),  # lnPlLoop
        (0, "correct\n", ""),
    ],
}


@dataclass(frozen=True)
class Board:
    """One board of pzprjs's test script, with pzprjs's verdict (None: correct) and loopcp's."""

    id: str
    text: str  # as the script writes it, '/' for each line break
    verdict: str | None
    expected: tuple[int, str, str]

    @property
    def file(self) -> str:
        """The same board as puzz.link saves it."""
        return self.text.replace("/", "\n")


def scripts(part: str) -> dict[str, list[object]]:
    """One part of each test script (``failcheck`` or ``inputs``), by pid."""
    return {pid: json.loads((PZPRJS / f"{pid}.json").read_text())[part] for pid in VERDICTS}


def boards() -> list[Board]:
    out = []
    for pid, entries in scripts("failcheck").items():
        assert len(entries) == len(VERDICTS[pid])
        for k, (entry, expected) in enumerate(zip(entries, VERDICTS[pid], strict=True)):
            assert isinstance(entry, dict)
            out.append(Board(f"{pid}-{k}-{entry['verdict']}", entry["board"], entry["verdict"], expected))
    return out


BOARDS = boards()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.id)
def test_check_gives_pzprjs_verdict_on_its_own_boards(board: Board) -> None:
    """Exit 0 where pzprjs says null, 1 where it names an error."""
    got = run("check", board.text)
    assert got == board.expected
    assert got[0] == (0 if board.verdict is None else 1)


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.id)
def test_a_saved_file_gets_the_same_verdict_as_the_one_line_form(board: Board, tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    path.write_text(board.file)
    assert run("check", str(path)) == board.expected


def editor_files() -> list[tuple[str, str]]:
    return [(pid, text) for pid, texts in scripts("inputs").items() for text in texts if isinstance(text, str)]


@pytest.mark.parametrize(("pid", "text"), editor_files())
def test_the_editors_files_read_and_write_back(pid: str, text: str) -> None:
    """What pzprjs writes is what loopcp writes, byte for byte, where the file has no '-' clue and no cross."""
    file = text.replace("/", "\n")
    tokens = file.split()
    if pid == "mashu" and "-" in tokens[4 : 4 + int(tokens[2]) * int(tokens[3])]:
        message = "'-' is a pearl of unknown colour (loopcp solves white and black pearls only)"
        assert message in rejection(pzprv3.parse, file, "saved.txt")
        return
    puzzle = pzprv3.parse(file, "saved.txt")
    assert puzzle.genre == {"slither": "slitherlink", "mashu": "masyu"}[pid]
    drawn = pzprv3.answer(file, "saved.txt", puzzle)
    assert drawn is not None
    if "-" not in tokens and "-1" not in tokens:
        assert pzprv3.write(puzzle, drawn) == file
    assert pzprv3.parse(pzprv3.write(puzzle, drawn)) == puzzle
    assert pzprv3.answer(pzprv3.write(puzzle, drawn), "again", puzzle) == drawn


def test_crosses_are_notes_not_lines() -> None:
    text = "pzprv3/mashu/2/5/. . . . . /. . . . . /1 1 1 0 /0 1 -1 1 /0 0 -1 0 0 /"
    puzzle = pzprv3.parse(text)
    assert pzprv3.answer(text, "x", puzzle) == Solution(((1, 1, 1, 0), (0, 1, 0, 1)), ((0, 0, 0, 0, 0),))


def test_written_exactly_as_puzz_link_saves() -> None:
    """Slitherlink as version 1 (clues, background colours, lines); Masyu as version 0; a blank after each token."""
    slither = formats.load("3.\n.1\n")
    assert pzprv3.write(slither) == (
        "pzprv3.1\nslither\n2\n2\n3 . \n. 1 \n0 0 \n0 0 \n0 0 0 \n0 0 0 \n0 0 \n0 0 \n0 0 \n"
    )
    masyu = formats.load("0.1\n", genre="masyu")
    assert pzprv3.write(masyu) == "pzprv3\nmashu\n1\n3\n1 . 2 \n0 0 \n"
    one_column = formats.load("0\n.\n", genre="masyu")  # its rows of horizontal lines are blank lines
    assert pzprv3.write(one_column) == "pzprv3\nmashu\n2\n1\n1 \n. \n\n\n0 \n"
    assert formats.load(pzprv3.write(one_column)) == one_column
    assert [item.puzzle for item in formats.load_all(pzprv3.write(one_column), "f")] == [one_column]


def test_a_solution_is_written_into_the_file_and_checked_correct(tmp_path: Path) -> None:
    puzzle = formats.load((BUNDLED / "slitherlink-10x10.txt").read_text())
    solution = search.solve(puzzle, max_solutions=1).solutions[0]
    path = tmp_path / "saved.txt"
    path.write_text(pzprv3.write(puzzle, solution))
    assert run("check", str(path)) == (0, "correct\n", "")
    assert run("check", str(BUNDLED / "slitherlink-10x10.txt"), str(path)) == (0, "correct\n", "")  # as the answer


def test_check_needs_an_answer_unless_the_file_holds_one() -> None:
    pi_day = str(BUNDLED / "pi-day-2025.txt")
    message = f"{pi_day}: an answer is needed: give SOLUTION, or check a pzprv3 file, which holds one\n"
    assert run("check", pi_day) == (2, "", message)


def test_an_answer_file_of_another_board_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    path.write_text(pzprv3.write(formats.load("3.\n.1\n")))
    puzzle = tmp_path / "puzzle.txt"
    puzzle.write_text("33\n")
    assert run("check", str(puzzle), str(path))[2] == f"{path}:3:1: expected a board of 1 x 2 cells, got 2 x 2\n"
    puzzle.write_text("3.\n.2\n")
    assert run("check", str(puzzle), str(path))[2] == f"{path}:6:3: expected the puzzle's clue '2' at r2c2, got '1'\n"


def test_solve_and_convert_read_a_saved_file(tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    path.write_text(pzprv3.write(formats.load("3..3\n.22.\n3..3\n")))
    code, out, _ = run("solve", str(path))
    assert code == 0
    assert out.startswith(f"{path}: unique solution (")
    assert run("convert", str(path)) == (0, "3..3\n.22.\n3..3\n", "")
    assert (
        run("convert", "--to", "pzprv3", "https://puzz.link/p?mashu/3/1/f")[1] == "pzprv3\nmashu\n1\n3\n1 2 . \n0 0 \n"
    )


def test_what_a_file_holds_after_its_board_is_not_read() -> None:
    """Metadata, history and trial boards follow the board; blank lines may too; a '-' clue is unknown."""
    board = "pzprv3.1\nslither\n1\n2\n- 3 \n0 2 \n1 1 1 \n1 1 \n1 1 \n"
    puzzle = pzprv3.parse(board)
    assert puzzle == Puzzle("slitherlink", 1, 2, (".3",))
    for tail in ('info:{\n "metadata": {"author": "x"}\n}\n', "TrialData(1)\n0 0 \n", "\n\n", "history:{}\n"):
        assert pzprv3.parse(board + tail) == puzzle
        assert pzprv3.answer(board + tail, "x", puzzle) == Solution(((1, 1), (1, 1)), ((1, 1, 1),))
    assert pzprv3.answer("pzprv3.1\nslither\n1\n2\n- 3 \n", "x", puzzle) is None  # ends after the clues
    assert pzprv3.parse("pzprv3\nslither\n1\n2\n. 3 \n1 1 1 \n1 1 \n1 1 \n") == puzzle  # version 0: no colours


def test_superslitherlink_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="a superslitherlink cannot be written as a pzprv3 file"):
        pzprv3.write(formats.load("aa\n..\n!a=4\n"))


BAD = [
    Bad("empty", "", "f:1:1: expected the header 'pzprv3' of a file puzz.link saves, got the end of the file"),
    Bad("header", "pzprv4\nslither\n", "f:1:1: expected the header 'pzprv3' or 'pzprv3.N', got 'pzprv4'"),
    Bad(
        "variant",
        "v:sheep\npzprv3\nslither\n1\n1\n",
        "f:1:1: the variant 'sheep' is not supported; loopcp solves the plain rules",
    ),
    Bad("no-pid", "pzprv3\n", "f:1:7: expected the genre's pid, such as slither, got the end of the file"),
    Bad(
        "pid",
        "pzprv3\nsudoku\n1\n1\n",
        f"f:2:1: expected a genre loopcp solves ({', '.join(sorted(pzprv3.NAMES))}), got 'sudoku'",
    ),
    Bad("rows", "pzprv3\nslither\n0\n1\n", "f:3:1: expected the number of rows, from 1 to 1000, got '0'"),
    Bad("cols", "pzprv3\nslither\n1\nx\n", "f:4:1: expected the number of columns, from 1 to 1000, got 'x'"),
    Bad(
        "unknown-flag",
        "pzprv3\nslither\n1\n1\nbulbs\n3 \n",
        "f:5:1: expected the first row of clues, got 'bulbs', a flag line slither does not have "
        "(a variant loopcp does not know)",
    ),
    Bad(
        "geradeweg-full-loop",
        "pzprv3\ngeradeweg\n1\n1\nf\n. \n",
        "f:5:1: the variant of flag line 'f' (the loop passes through every cell) is not supported; "
        "loopcp solves the plain rules",
    ),
    Bad(
        "mashu-full-loop-twice",
        "pzprv3\nmashu\n1\n1\nf\nf\n. \n",
        "f:6:1: expected the first row of clues, got the flag line 'f' a second time",
    ),
    Bad("clue", "pzprv3\nslither\n1\n2\n3 5 \n", "f:5:3: expected a clue 0-4, '-' or '.', got '5'"),
    Bad(
        "pearl",
        "pzprv3\nmashu\n1\n2\n1 3 \n",
        "f:5:3: expected '.', '1' (a white pearl) or '2' (a black pearl), got '3'",
    ),
    Bad("short-row", "pzprv3\nslither\n2\n2\n3 \n", "f:5:3: expected 2 tokens in row 1 of 2 of clues, got 1 token"),
    Bad("long-row", "pzprv3\nslither\n1\n2\n3 . 1 \n", "f:5:5: expected 2 tokens in row 1 of 1 of clues, got 3 tokens"),
    Bad(
        "cut-short",
        "pzprv3\nslither\n2\n2\n3 . \n",
        "f:5:5: expected row 2 of 2 of clues, got the end of the file",
    ),
    Bad(
        "blank-row",
        "pzprv3\nmashu\n2\n2\n. . \n\n. . \n",
        "f:6:1: expected 2 tokens in row 2 of 2 of clues, got a blank line",
    ),
    Bad(
        "colour",
        "pzprv3.1\nslither\n1\n1\n3 \nx \n",
        "f:6:1: expected a cell's colour 0-9, got 'x'",
    ),
    Bad(
        "line",
        "pzprv3\nmashu\n1\n2\n. . \n2 \n",
        "f:6:1: expected 1 (a line), 0 (none) or -1 (a cross), got '2'",
    ),
    Bad(
        "lines-cut-short",
        "pzprv3\nslither\n1\n1\n3 \n1 1 \n1 \n",
        "f:7:3: expected row 2 of 2 of lines (horizontal), got the end of the file",
    ),
    Bad(
        "more",
        "pzprv3\nmashu\n1\n2\n. . \n0 \nsurprise\n",
        "f:7:1: expected the end of the board, got 'surprise'",
    ),
    Bad(
        "one-line",
        "pzprv3/slither/1/2/3 x /",
        "f:1:22: expected a clue 0-4, '-' or '.', got 'x'",
    ),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.id)
def test_bad_files_are_refused_with_their_place(case: Bad) -> None:
    assert rejection(pzprv3.parse, case.text, "f") == case.message


def test_a_file_of_another_genre_than_asked_is_refused() -> None:
    message = "f:2:1: expected a masyu puzzle, got a slither file (slitherlink)"
    assert rejection(formats.load, "pzprv3\nslither\n1\n1\n3 \n", "f", genre="mashu") == message


def test_detected_from_its_header_and_taken_as_an_argument_in_its_one_line_form() -> None:
    assert formats.detect("pzprv3.1\nslither\n") == "pzprv3"
    assert formats.detect("v:x\npzprv3\nslither\n") == "pzprv3"
    assert formats.is_inline("pzprv3/slither/1/1/3 /")
    assert not formats.is_inline("pzprv3/notes.txt")
