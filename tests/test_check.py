"""`loopcp check PUZZLE SOLUTION`: a person's answer, right or the first rule it breaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp.cli import app

from conftest import BUNDLED

runner = CliRunner()
PI_DAY = str(BUNDLED / "pi-day-2025.txt")


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
        ({"h": [[1, 0], [1, 0]], "v": [[1, 1, 0]]}, "not correct: cell (0, 0) has 4 loop edges around it, clue 3"),
        ({"h": [[1, 1], [1, 1]], "v": [[1, 1, 1]]}, "not correct: point (0, 1) has 3 loop edges, not 0 or 2"),
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
        ('{"solutions": []}', "<stdin>:1:1: expected a solution, got a result with none"),
    ],
    ids=["not-json", "wrong-size", "no-solution"],
)
def test_an_unreadable_answer_is_exit_2_with_its_place(text: str, message: str) -> None:
    assert run("check", "2x1t0:33", "-", stdin=text) == (2, "", message + "\n")
