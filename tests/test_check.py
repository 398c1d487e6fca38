"""`loopcp check PUZZLE SOLUTION`: a person's answer, right or the first rule it breaks.

A drawing is read as loopcp prints it: saved with solve's header line,
piped, as a terminal shows it (the renderer's box-drawing form, golden
files under tests/data/check/), the first of several, and for Masyu with
its pearls; text that is no drawing is refused with its place.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import formats, search
from loopcp.answer import read as read_answer
from loopcp.cli import app
from loopcp.pictures import text as render
from loopcp.puzzle import Puzzle

from conftest import BUNDLED, DATA

runner = CliRunner()
PI_DAY = str(BUNDLED / "pi-day-2025.txt")
MASYU = str(DATA / "generated" / "masyu-6x6-seed1.txt")
GOLDEN = DATA / "check"
ERASED = "not correct: the top-left corner of r4c1 has 1 loop edge, not 0 or 2\n"  # pi day, line 9's first edge


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def answer(tmp_path: Path, text: str) -> str:
    path = tmp_path / "answer"
    path.write_text(text)
    return str(path)


def test_the_solvers_own_json_is_correct(tmp_path: Path) -> None:
    out = run("solve", "--json", PI_DAY)[1]
    assert run("check", PI_DAY, answer(tmp_path, out)) == (0, "correct\n", "")
    first = json.dumps(json.loads(out)["solutions"][0])
    assert run("check", PI_DAY, "-", stdin=first) == (0, "correct\n", "")


def solved(path: str, genre: str | None = None) -> tuple[Puzzle, frozenset[tuple[str, int, int]]]:
    """A puzzle file and its first solution's loop, from the library."""
    puzzle = formats.load(Path(path).read_text(), path, None, genre)
    return puzzle, search.solve(puzzle, max_solutions=1).solutions[0].edges()


def erase(text: str, line: int, old: str) -> str:
    """The text with the first ``old`` of a line (from 1) made blank: one loop edge erased."""
    lines = text.split("\n")
    assert old in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, " ", 1)
    return "\n".join(lines)


def test_solves_own_drawing_is_correct_saved_and_piped(tmp_path: Path) -> None:
    """The header line ('...: unique solution (0.01 s)') is not the drawing's first row."""
    printed = run("solve", PI_DAY)[1]
    assert printed.startswith(f"{PI_DAY}: unique solution (")
    assert run("check", PI_DAY, answer(tmp_path, printed)) == (0, "correct\n", "")
    assert run("check", PI_DAY, "-", stdin=printed) == (0, "correct\n", "")
    assert run("check", PI_DAY, "-", stdin=erase(printed, 9, "|")) == (1, ERASED, "")


@pytest.mark.parametrize("name", ["pi-day-terminal.txt", "pi-day-compact.txt"])
def test_the_drawing_as_a_terminal_shows_it_is_correct(name: str) -> None:
    """The golden files are the renderer's exact box-drawing output, points 4 (or, compact, 2) apart."""
    puzzle, loop = solved(PI_DAY)
    drawing = render.rich_picture(puzzle, loop, compact=name == "pi-day-compact.txt").plain
    assert drawing == (GOLDEN / name).read_text(encoding="utf-8")
    assert "┌─" in drawing
    assert run("check", PI_DAY, str(GOLDEN / name)) == (0, "correct\n", "")
    header = f"{PI_DAY}: unique solution (0.01 s)\n"
    assert run("check", PI_DAY, "-", stdin=header + drawing) == (0, "correct\n", "")
    assert run("check", PI_DAY, "-", stdin=header + erase(drawing, 8, "│")) == (1, ERASED, "")


def test_of_several_solutions_the_first_is_taken_with_its_marked_edges() -> None:
    """solve marks the edges where solutions 1 and 2 differ as *; the first drawing is read, marks and all."""
    puzzle = formats.load("3..\n...\n...\n", "p")
    first = search.solve(puzzle, max_solutions=2).solutions[0]
    for n in ("2", "5"):  # two solutions side by side; more, streamed one by one
        printed = run("solve", "-n", n, "-", stdin="3..\n...\n...\n")[1]
        assert ("*" in printed) == (n == "2")
        assert read_answer(printed, "<stdin>", puzzle) == first
    marked = render.rich_picture(puzzle, first.edges(), first.edges()).plain
    assert "━" in marked
    assert read_answer(marked, "<stdin>", puzzle) == first


def test_a_masyu_drawing_with_its_pearls_is_read_back(tmp_path: Path) -> None:
    printed = run("solve", "-g", "masyu", MASYU)[1]
    assert "@" in printed
    assert "O" in printed
    assert run("check", "-g", "masyu", MASYU, "-", stdin=printed) == (0, "correct\n", "")
    puzzle, loop = solved(MASYU, "masyu")
    drawing = render.rich_picture(puzzle, loop).plain
    assert drawing == (GOLDEN / "masyu-terminal.txt").read_text(encoding="utf-8")
    assert run("check", "-g", "masyu", MASYU, str(GOLDEN / "masyu-terminal.txt")) == (0, "correct\n", "")
    broken = erase(printed, 3, "|")  # the edge from r1c1 down to r2c1
    assert run("check", "-g", "masyu", MASYU, "-", stdin=broken)[:2] == (
        1,
        "not correct: cell r1c1 has 1 loop edge, not 0 or 2\n",
    )


def test_text_that_is_no_drawing_is_refused_with_its_place() -> None:
    lorem = str(GOLDEN / "lorem.txt")
    assert run("check", PI_DAY, lorem) == (
        2,
        "",
        f"{lorem}:1:2: expected a drawing of 8 rows of 8 points as loopcp solve prints it"
        " (here a loop edge (-) or blanks between two points), got 'o'\n",
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "<stdin>:1:1: expected a drawing of 8 rows of 8 points as loopcp solve prints it, got no text"),
        (
            ".   .\n\n.   .\n",
            "<stdin>:1:9: expected a drawing of 8 rows of 8 points as loopcp solve prints it"
            " (here a point), got ' ' (a blank)",
        ),
        (
            "#\n",
            "<stdin>:2:1: expected a drawing of 8 rows of 8 points as loopcp solve prints it"
            " (here 15 lines of drawing), got the end of the text",
        ),
    ],
    ids=["empty", "too-small", "frame-only"],
)
def test_a_drawing_of_another_size_is_refused(text: str, message: str) -> None:
    assert run("check", PI_DAY, "-", stdin=text) == (2, "", message + "\n")


def test_a_drawing_taller_than_the_puzzle_is_refused() -> None:
    drawing = "+---+\n|   |\n|   |\n|   |\n+---+\n"
    assert run("check", "1x1t0:2", "-", stdin=drawing) == (
        2,
        "",
        "<stdin>:4:1: expected a drawing of 2 rows of 2 points as loopcp solve prints it"
        " (here the drawing to end after 2 rows of points), got more\n",
    )


def test_a_drawing_is_read_back(tmp_path: Path) -> None:
    drawing = run("solve", stdin="33\n")[1].split("\n", 1)[1]
    puzzle = answer(tmp_path, "")
    Path(puzzle).write_text("33\n")
    assert run("check", puzzle, "-", stdin=drawing) == (0, "correct\n", "")


def test_a_slink_drawing_is_read_back(tmp_path: Path) -> None:
    contest = "2 3\n1 1 1\n3 2 3\n0 0\n"
    drawing = run("slink", stdin=contest)[1]
    puzzle = tmp_path / "p.in"
    puzzle.write_text(contest)
    assert run("check", str(puzzle), "-", stdin=drawing) == (0, "correct\n", "")


@pytest.mark.parametrize(
    ("solution", "message"),
    [
        ({"h": [[0, 0], [0, 0]], "v": [[0, 0, 0]]}, "not correct: the loop is empty"),
        ({"h": [[1, 0], [1, 0]], "v": [[1, 1, 0]]}, "not correct: the clue 3 at r1c1 has 4 loop edges around it"),
        (
            {"h": [[1, 1], [1, 1]], "v": [[1, 1, 1]]},
            "not correct: the top-left corner of r1c2 has 3 loop edges, not 0 or 2",
        ),
    ],
    ids=["empty", "clue", "degree"],
)
def test_a_wrong_answer_names_the_first_rule_it_breaks(tmp_path: Path, solution: object, message: str) -> None:
    assert run("check", "2x1t0:33", "-", stdin=json.dumps(solution))[:2] == (1, message + "\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "<stdin>:1:2: expected JSON: expecting property name enclosed in double quotes"),
        ('{"h": [[1]], "v": []}', '<stdin>:1:1: expected "h" to be 2 rows of 2 entries 0 or 1'),
        ('{"h": [[1, 1], [1, 1]], "v": []}', '<stdin>:1:1: expected "v" to be 1 row of 3 entries 0 or 1'),
        ('{"solutions": []}', "<stdin>:1:1: expected a solution, got a result with none"),
    ],
    ids=["not-json", "wrong-size", "one-row", "no-solution"],
)
def test_an_unreadable_answer_is_exit_2_with_its_place(text: str, message: str) -> None:
    assert run("check", "2x1t0:33", "-", stdin=text) == (2, "", message + "\n")
