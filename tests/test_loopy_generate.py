"""Slitherlink on Loopy's other grids (issue 24): generate --grid, and grade, explain and hint there.

Every puzzle ``generate --grid`` prints is read back here and solved
again (one verified loop), and graded by the grid rules: the level asked.
The grades of his own IDs are checked in ``test_grid_logic.py``.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from loopcp import formats, logic, search
from loopcp.cli import app
from loopcp.formats import state as state_json
from loopcp.grid import GRID_NAMES
from loopcp.logic.grids import blank
from loopcp.puzzle import Status

from conftest import tatham_rows

runner = CliRunner()
CORPUS = tatham_rows("loopy-grids.tsv")  # (type, level, ID), made by make-grids.sh


@pytest.mark.parametrize("grid", GRID_NAMES[1:])
def test_every_grid_makes_a_unique_easy_puzzle(grid: str) -> None:
    args = ["--grid", grid, "--size", "4x4", "--difficulty", "easy", "--seed", "1"]
    result = runner.invoke(app, ["generate", "slitherlink", *args])
    assert result.exit_code == 0, result.output
    game_id = result.stdout.strip()
    assert game_id.startswith(f"4x4t{GRID_NAMES.index(grid)}:")
    puzzle = formats.load(game_id)
    assert puzzle.grid is not None and puzzle.grid.name == grid
    solved = search.solve(puzzle)
    assert (solved.status, solved.count) == (Status.UNIQUE, 1)
    graded = runner.invoke(app, ["grade", game_id, "--json"])
    assert json.loads(graded.stdout)["grade"] == "easy"


def test_the_same_seed_makes_the_same_puzzle_and_the_level_asked() -> None:
    args = ["generate", "slitherlink", "--grid", "honeycomb", "--size", "6x5", "--difficulty", "hard", "--seed", "3"]
    first, again = runner.invoke(app, args), runner.invoke(app, args)
    assert first.stdout == again.stdout == "5x6t2:c5a4d254d5a4a3c2a454\n"  # his W x H: 5 columns by 6 rows
    assert first.stderr == "seed 3: grade hard\n"
    assert json.loads(runner.invoke(app, ["grade", first.stdout.strip(), "--json"]).stdout)["grade"] == "hard"
    assert (
        json.loads(runner.invoke(app, ["grade", first.stdout.strip(), "--json", "--max-level", "tricky"]).stdout)[
            "grade"
        ]
        == "unsolved"
    )


def test_json_output_names_the_grid_and_carries_the_loop() -> None:
    result = runner.invoke(
        app,
        ["generate", "slitherlink", "--grid", "kagome", "--size", "4x4", "--seed", "2", "--to", "json", "--no-timing"],
    )
    obj = json.loads(result.stdout)
    assert (obj["genre"], obj["grid"], obj["difficulty"], obj["grade"]) == ("slitherlink", "kagome", "hard", "hard")
    assert obj["puzzle"].startswith("4x4t14:") and set(obj["solution"]) == {"loop"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--to", "knuth"], "a puzzle on the cairo grid is written as a Loopy game ID: choose tatham or json"),
        (["--symmetry", "rot2"], "--symmetry is for the square grid, not the cairo grid"),
        (
            ["--size", "3x3"],
            "the cairo grid needs rows and columns both at least 3, and one at least 4 (as Loopy asks), got 3x3",
        ),
    ],
)
def test_what_a_grid_cannot_have_is_refused_before_any_work(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["generate", "slitherlink", "--grid", "cairo", *args])
    assert (result.exit_code, result.stdout, result.stderr) == (2, "", message + "\n")


def test_only_slitherlink_is_made_on_other_grids() -> None:
    result = runner.invoke(app, ["generate", "masyu", "--grid", "honeycomb"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "--grid honeycomb makes slitherlink; masyu is made on the square\n"


GRADED = CORPUS[13]  # a honeycomb at easy


def test_grade_explain_and_hint_on_a_grid() -> None:
    grid, level, game_id = GRADED
    assert (grid, level) == ("t2", "easy")
    graded = runner.invoke(app, ["grade", game_id])
    assert graded.exit_code == 0 and graded.stdout.startswith(f"<argument>: {level} (")
    obj = json.loads(runner.invoke(app, ["grade", game_id, "--json"]).stdout)
    assert {k: obj[k] for k in ("genre", "grid", "grade", "settled")} == {
        "genre": "slitherlink",
        "grid": "honeycomb",
        "grade": level,
        "settled": 1.0,
    }
    explained = runner.invoke(app, ["explain", game_id, "--json"])
    steps = json.loads(explained.stdout)["steps"]
    assert len(steps) == sum(obj["steps"].values())
    first = steps[0]
    assert set(first) == {"step", "rule", "level", "text", "faces", "set"}
    assert all(len(a) == 2 and len(b) == 2 and v in (1, -1) for a, b, v in first["set"])
    hinted = runner.invoke(app, ["hint", game_id])
    assert hinted.exit_code == 0 and hinted.stdout == f"[{first['level']}] {first['text']}\n"


def test_hint_goes_on_from_a_position_of_edges_named_by_their_dots(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_id = GRADED[2]
    first = json.loads(runner.invoke(app, ["hint", game_id, "--json"]).stdout)
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"edges": first["set"]}))
    second = json.loads(runner.invoke(app, ["hint", game_id, "--state", str(state), "--json"]).stdout)
    assert not {json.dumps(e[:2]) for e in second["set"]} & {json.dumps(e[:2]) for e in first["set"]}
    explained = json.loads(runner.invoke(app, ["explain", game_id, "--json"]).stdout)["steps"]
    every = [edge for step in explained for edge in step["set"]]
    state.write_text(json.dumps({"edges": every}))
    done = runner.invoke(app, ["hint", game_id, "--state", str(state)])
    assert (done.exit_code, done.stdout) == (0, "<argument>: the position is solved\n")
    state.write_text(json.dumps({"edges": [[a, b, -v] for a, b, v in every[:40]]}))
    broken = runner.invoke(app, ["hint", game_id, "--state", str(state)])
    assert broken.exit_code == 1
    assert broken.stdout.startswith("<argument>: the position already contradicts the clues: ")
    state.write_text('{"edges": [[[0, 0], [1, 1], 1]]}')
    refused = runner.invoke(app, ["hint", game_id, "--state", str(state)])
    assert (refused.exit_code, refused.stdout) == (2, "")
    assert refused.stderr == f"{state}: (0, 0) to (1, 1) is not an edge of the honeycomb grid\n"


def test_grading_grids_in_several_processes_prints_what_one_process_prints() -> None:
    """``logic.deduce`` grades a grid puzzle in the library, so workers grade it too (once refused: issue 37)."""
    serial = runner.invoke(app, ["grade", "--json", GRADED[2]])
    spread = runner.invoke(app, ["grade", "--json", "--jobs", "2", GRADED[2]])
    assert (spread.exit_code, spread.stdout) == (serial.exit_code, serial.stdout) == (0, serial.stdout)
    assert json.loads(serial.stdout)["grid"] == "honeycomb"


def test_explain_and_hint_draw_positions_on_a_grid(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_id = GRADED[2]
    steps = len(json.loads(runner.invoke(app, ["explain", game_id, "--json"]).stdout)["steps"])
    result = runner.invoke(app, ["explain", game_id, "--draw", str(tmp_path / "steps") + "/"])
    assert result.exit_code == 0
    pictures = sorted((tmp_path / "steps").iterdir())
    assert len(pictures) == steps
    last = pictures[-1].read_text()
    assert 'class="marked"' in last and 'class="crosses"' in last and 'class="loop"' in last
    hinted = runner.invoke(app, ["hint", game_id, "--draw", str(tmp_path / "hint.svg")])
    assert hinted.exit_code == 0
    first = (tmp_path / "hint.svg").read_text()
    assert 'class="marked"' in first and pictures[0].read_text() == first


def test_a_time_limit_ends_grading_on_a_grid_in_words() -> None:
    args = ["generate", "slitherlink", "--grid", "kagome", "--size", "12x12", "--difficulty", "hard", "--seed", "1"]
    game_id = runner.invoke(app, args).stdout.strip()
    result = runner.invoke(app, ["grade", "--time-limit", "0.001", game_id])
    assert (result.exit_code, result.stdout) == (3, "")
    assert result.stderr == "<argument>: the time limit of 0.001 s ended the deduction before it finished\n"


def test_the_library_deduces_on_a_grid_as_on_the_square(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``logic.deduce`` takes a grid puzzle and a position on it; the command line prints what it returns."""
    puzzle = formats.load(GRADED[2])
    whole = logic.deduce(puzzle)
    assert (whole.grade, whole.solved, whole.settled()) == ("easy", True, 1.0)
    explained = json.loads(runner.invoke(app, ["explain", GRADED[2], "--json"]).stdout)
    assert [step.as_json() for step in whole.steps] == [
        {k: v for k, v in step.items() if k != "step"} for step in explained["steps"]
    ]
    first = whole.steps[0]
    after = blank(puzzle).apply(first.set)
    assert state_json.read(state_json.write(after), "<state>", puzzle) == after
    hint = logic.deduce(puzzle, after, limit_steps=1)
    assert hint.steps[0].as_json() == whole.steps[1].as_json()
    done = logic.deduce(puzzle, whole.position, limit_steps=1)
    assert (done.steps, done.solved) == ((), True)


def test_a_position_and_what_every_solution_shares_are_drawn_on_a_grid(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_id = GRADED[2]
    first = json.loads(runner.invoke(app, ["hint", game_id, "--json"]).stdout)
    state = tmp_path / "state.json"
    state.write_text(json.dumps({"edges": first["set"]}))
    drawn = runner.invoke(app, ["draw", game_id, "--state", str(state), "--crosses", "-o", str(tmp_path / "p.svg")])
    assert (drawn.exit_code, drawn.stdout, drawn.stderr) == (0, "", "")
    assert (tmp_path / "p.svg").read_text().startswith("<svg")
    shared = runner.invoke(app, ["solve", "--decided", game_id, "--draw", str(tmp_path / "d.svg")])
    assert shared.exit_code == 0
    assert (tmp_path / "d.svg").read_text().startswith("<svg")
