"""Yajilin: the dataset's text in every format, and numbers without arrows.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/yajilin.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

from conftest import BUNDLED

SAMPLE = genre_data.sample("yajilin")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="yajilin")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        for fmt in ("json", "pzprv3", "puzzlink"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


# --- URLs and saved files ------------------------------------------------------------------------


def test_a_number_without_an_arrow_has_no_solution_and_is_named() -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", "https://puzz.link/p?yajilin/2/2/01c"])
    assert (result.exit_code, result.stdout) == (1, "<argument>: no solution: the number at r1c1 has no arrow\n"), (
        result.stdout
    )
    saved = "pzprv3/yajilin/2/3/0,1 . . /. . . /. . . /# . . /0 1 /0 1 /0 1 1 /"
    result = CliRunner().invoke(app, ["check", saved])
    assert (result.exit_code, result.stdout) == (1, "not correct: the number at r1c1 has no arrow\n")


# --- the terminal's drawing of an answer ---------------------------------------------------------

SAVED = str(BUNDLED / "saved" / "yajilin.txt")
ANSWER = """\
+-------+   +---+
|       |   |   |
+---+   +---+   |
    |           |
#   |   #  2<   |
    |           |
+---+   +-------+
|       |
+-------+   #  0^
"""


def test_solve_draws_shaded_cells_and_numbered_arrows_and_check_reads_the_drawing_back(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", SAVED])
    assert result.stdout == f"{SAVED}: unique solution\n" + ANSWER
    answer = tmp_path / "answer.txt"
    answer.write_text(result.stdout)
    result = CliRunner().invoke(app, ["check", SAVED, str(answer)])
    assert (result.exit_code, result.stdout) == (0, "correct\n")


def test_the_decided_drawing_shades_the_cells_no_solution_runs_through() -> None:
    result = CliRunner().invoke(app, ["solve", "--no-timing", "--decided", SAVED])
    assert result.stdout.splitlines()[2:] == [
        "+-------+ x +---+",
        "|   x   |   |   |",
        "+---+ x +---+ x |",
        "x   |   x   x   |",
        "# x | x # x2< x |",
        "x   |   x   x   |",
        "+---+ x +-------+",
        "|   x   |   x   x",
        "+-------+ x # x0^",
    ]
