"""`loopcp draw` and `--draw PATH` in solve, explain and generate: the command line over the pictures package."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pypdfium2
import pytest
from typer.testing import CliRunner

from loopcp import parse, pictures, search
from loopcp.cli import app
from loopcp.errors import ParseError
from loopcp.formats import state
from loopcp.logic.base import Position
from loopcp.puzzle import Puzzle

from conftest import BUNDLED, NEEDS_PDF

runner = CliRunner()
PI_DAY = str(BUNDLED / "pi-day-2025.txt")


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_draw_writes_a_well_formed_svg_of_the_puzzle_and_of_its_solution(tmp_path: Path) -> None:
    plain, solved = tmp_path / "p.svg", tmp_path / "s.svg"
    assert run("draw", PI_DAY, "-o", str(plain)) == (0, "", "")
    assert run("draw", PI_DAY, "--solution", "-o", str(solved)) == (0, "", "")
    assert ET.parse(plain).getroot().tag.endswith("svg")
    assert ET.parse(solved).getroot().tag.endswith("svg")
    assert plain.read_text() != solved.read_text()


@NEEDS_PDF
def test_several_puzzles_make_a_book(tmp_path: Path) -> None:
    book = tmp_path / "book.pdf"
    code, out, err = run("draw", "-o", str(book), stdin="33\n\n3.\n.3\n\n..\n.0\n")
    assert (code, out, err) == (1, "", "") or code == 0
    assert len(pypdfium2.PdfDocument(str(book))) >= 2


@NEEDS_PDF
def test_draw_solves_a_book_and_pictures_prints_the_loops_it_is_given(tmp_path: Path) -> None:
    """The solving is the command's; the book is the one ``pictures.book_pdf`` makes of those loops."""
    book = tmp_path / "book.pdf"
    assert run("draw", "-o", str(book), stdin="33\n\n..\n.0\n") == (
        0,
        "",
        f"{book}: a book of 2 puzzles and their solutions\n",
    )
    items = [
        pictures.BookItem(p, search.solve(p, max_solutions=1).solutions[0]) for p in (parse("33\n"), parse("..\n.0\n"))
    ]
    assert book.read_bytes() == pictures.book_pdf(items)


@pytest.mark.parametrize(
    ("name", "stdin", "message"),
    [
        ("book.pdf", "33\n\n44\n", "puzzle 2 of the book has no solution to print (unsolvable)"),
        ("book.svg", "33\n\n44\n", "{path}: a book is a PDF; name it .pdf"),
    ],
)
def test_a_book_that_cannot_be_made_is_one_line_and_no_file(
    tmp_path: Path, name: str, stdin: str, message: str
) -> None:
    path = tmp_path / name
    assert run("draw", "-o", str(path), stdin=stdin) == (2, "", message.format(path=path) + "\n")
    assert list(tmp_path.iterdir()) == []


@NEEDS_PDF
def test_generate_lays_out_a_book(tmp_path: Path) -> None:
    book = tmp_path / "book.pdf"
    code, out, _ = run("generate", "slitherlink", "--size", "5x5", "--seed", "1", "-n", "3", "--draw", str(book))
    assert code == 0 and out.count("\n\n") == 2
    assert len(pypdfium2.PdfDocument(str(book))) == 2  # a page of puzzles, a page of solutions


def test_generate_draws_each_puzzle_into_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "made"
    code, _, _ = run(
        "generate", "slitherlink", "--size", "4x4", "--seed", "1", "-n", "2", "-d", "any", "--draw", str(folder)
    )
    assert code == 0
    assert sorted(p.name for p in folder.iterdir()) == ["puzzle-1.svg", "puzzle-2.svg"]
    assert all(ET.parse(p).getroot().tag.endswith("svg") for p in folder.iterdir())


def test_generate_refuses_one_picture_file_for_several_puzzles_before_any_work(tmp_path: Path) -> None:
    one = tmp_path / "one.svg"
    code, out, err = run("generate", "slitherlink", "--size", "4x4", "--seed", "1", "-n", "2", "--draw", str(one))
    assert (code, out, err) == (
        2,
        "",
        f"{one}: several puzzles need {{n}} in the --draw file name, or a folder, or a .pdf book\n",
    )


def test_solve_draws_each_solution_where_told(tmp_path: Path) -> None:
    pattern = str(tmp_path / "solution-{n}.svg")
    code, _, err = run("solve", "--draw", pattern, stdin="33\n\n4\n")
    assert (code, err) == (0, "")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solution-1.svg", "solution-2.svg"]
    code, _, err = run("solve", "--draw", str(tmp_path / "one.svg"), stdin="33\n\n4\n")
    assert (code, err) == (
        2,
        f"{tmp_path / 'one.svg'}: several puzzles need {{n}} in the --draw file name, or a folder, one picture each\n",
    )


@pytest.mark.parametrize("max_solutions", ["0", "3", "2", "1"])
def test_solve_draws_the_first_solution_however_many_are_asked_for(tmp_path: Path, max_solutions: str) -> None:
    """-n 0 (all solutions, printed as found) once wrote no picture and said nothing."""
    picture = tmp_path / "F.svg"
    code, _, err = run("solve", "-n", max_solutions, "--draw", str(picture), stdin="3.\n.3\n")
    assert (code, err) == (0, "")
    assert ET.parse(picture).getroot().tag.endswith("svg")


def test_solve_marks_where_a_second_solution_differs_in_the_picture(tmp_path: Path) -> None:
    one, two = tmp_path / "one.svg", tmp_path / "two.svg"
    assert run("solve", "-n", "1", "--draw", str(one), stdin="3.\n.3\n")[0] == 0
    assert run("solve", "-n", "0", "--draw", str(two), stdin="3.\n.3\n")[0] == 0
    assert one.read_text() != two.read_text()  # the same first loop, with the edges the second leaves out marked


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (["solve", "--svg", "{dir}/a.svg"], ["solve", "--draw", "{dir}/a.svg"]),
        pytest.param(
            ["generate", "slitherlink", "-s", "4x4", "--seed", "1", "-k", "2", "--pdf", "{dir}/a.pdf"],
            ["generate", "slitherlink", "-s", "4x4", "--seed", "1", "-n", "2", "--draw", "{dir}/a.pdf"],
            marks=NEEDS_PDF,
        ),
    ],
    ids=["solve-svg", "generate-pdf"],
)
def test_old_picture_names_still_work_and_say_so(tmp_path: Path, old: list[str], new: list[str]) -> None:
    before, after = tmp_path / "old", tmp_path / "new"
    before.mkdir(), after.mkdir()
    code, out, err = run(*[a.format(dir=before) for a in old], stdin="33\n")
    untimed = re.compile(r" \(\d+\.\d+ s\)")  # the time a solve took differs from run to run
    again = run(*[a.format(dir=after) for a in new], stdin="33\n")
    assert (code, untimed.sub("", out)) == (again[0], untimed.sub("", again[1]))
    assert "is deprecated: use " in err.splitlines()[0]
    assert [p.name for p in before.iterdir()] == [p.name for p in after.iterdir()] == [Path(new[-1]).name]


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("x.gif", "{}: unknown picture format '.gif'; use .svg, .png, .pdf"),
        ("no/such/dir/x.svg", "{}: cannot write: No such file or directory"),
    ],
    ids=["extension", "unwritable"],
)
def test_a_bad_output_is_exit_2_and_one_line_naming_it(tmp_path: Path, name: str, message: str) -> None:
    path = str(tmp_path / name)
    assert run("draw", PI_DAY, "-o", path) == (2, "", message.format(path) + "\n")
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())  # nothing half-written


def test_draw_a_position_from_a_state_file(tmp_path: Path) -> None:
    position = tmp_path / "state.json"
    position.write_text(json.dumps({"h": [[1, 1], [1, 0]], "v": [[1, -1, 0]]}))
    out = tmp_path / "p.svg"
    assert run("draw", "-", "--state", str(position), "--crosses", "-o", str(out), stdin="33\n") == (0, "", "")
    assert ET.parse(out).getroot().tag.endswith("svg")


PUZZLE = Puzzle("slitherlink", 1, 2, ("33",))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "s:1:2: expected a JSON position: expecting property name enclosed in double quotes"),
        (
            '{"h": [[1, 1]], "v": [[0, 0, 0]]}',
            's:1:2: expected "h" to be 2 rows of 2 values for this puzzle, got 1 row',
        ),
        (
            '{"h": [[1, 1], [1, 2]],\n "v": [[0, 0, 0]]}',
            's:1:20: expected 1 (line), -1 (cross) or 0 (unknown) at "h"[1][1], got 2',
        ),
        ("[]", 's:1:1: expected an object {"h": [[...]], "v": [[...]]} of 1 (line), -1 (cross), 0'),
    ],
    ids=["not-json", "rows", "value", "not-object"],
)
def test_a_bad_state_names_its_place(text: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        state.read(text, "s", PUZZLE)
    assert str(info.value) == message


def test_state_round_trip() -> None:
    position = Position(((1, 1), (1, -1)), ((1, 0, 1),))
    assert state.read(state.write(position), "s", PUZZLE) == position
