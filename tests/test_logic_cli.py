"""`loopcp grade`, `explain` and `hint` from the command line: verdicts, JSON, and bad positions."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import formats, logic
from loopcp.cli import app
from loopcp.formats import puzzlekit
from loopcp.logic.base import Position

from conftest import DATA, ROOT

runner = CliRunner()
EASY = "5x5t0:b02a31b1c3a2d23a23"
SMALL = json.loads((DATA / "puzzlekit-slitherlink-small.json").read_text())


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_grade_prints_the_level_and_json_has_the_contract_fields() -> None:
    code, out, err = run("grade", EASY)
    assert (code, err) == (0, "")
    assert out.startswith("<argument>: easy (") and out.endswith(" steps)\n")
    obj = json.loads(run("grade", "--json", EASY)[1])
    assert set(obj) == {"source", "genre", "rows", "cols", "grade", "steps", "settled"}
    assert (obj["grade"], obj["settled"], obj["genre"]) == ("easy", 1.0, "slitherlink")
    assert sum(obj["steps"].values()) == len(json.loads(run("explain", "--json", EASY)[1])["steps"])


def test_grade_with_workers_gives_the_same_bytes() -> None:
    batch = "\n".join([EASY, "3x3t0:a3c2c", "5x5t0:b02a31b1c3a2d23a23", "2x2t0:9"]) + "\n"
    serial = run("grade", "--json", stdin=batch)
    assert serial[0] == 2 and serial[2].startswith("<stdin>:4:")
    assert run("grade", "--json", "--jobs", "2", stdin=batch) == serial


def test_grade_of_a_puzzle_without_solution_is_contradiction_and_exit_1() -> None:
    code, out, _ = run("grade", "--json", stdin="0\n")
    assert (code, json.loads(out)["grade"]) == (1, "contradiction")


def test_grade_of_a_puzzle_with_two_solutions_is_unsolved() -> None:
    code, out, _ = run("grade", stdin="3.\n.3\n")
    assert code == 0 and out.startswith("<stdin>: unsolved: the rules stall with ")


def test_an_unknown_level_is_refused_with_the_choices() -> None:
    assert run("grade", "--max-level", "fiendish", EASY) == (
        2,
        "",
        "<argument>: slitherlink has no level 'fiendish'; choose one of: easy, normal, tricky, hard, expert, deep\n",
    )


def test_an_unknown_level_is_refused_with_the_choices_by_workers_too() -> None:
    message = "<stdin>: slitherlink has no level 'fiendish'; choose one of: easy, normal, tricky, hard, expert, deep\n"
    assert run("grade", "--max-level", "fiendish", "--jobs", "2", stdin="33\n") == (2, "", message)


def test_explain_numbers_its_steps_and_ends_with_the_verdict() -> None:
    code, out, _ = run("explain", EASY)
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == (
        " 1. [easy] The 0 at r1c3 already has all its lines, so its top, right, bottom and left edges are crosses."
    )
    assert lines[-1].startswith("<argument>: easy (")


def test_explain_json_is_one_object_for_the_puzzle_with_its_steps_listed() -> None:
    code, out, err = run("explain", "--json", EASY)
    assert (code, err, len(out.splitlines())) == (0, "", 1)
    obj = json.loads(out)
    assert {k: v for k, v in obj.items() if k != "steps"} == {
        "source": "<argument>",
        "genre": "slitherlink",
        "rows": 5,
        "cols": 5,
        "grade": "easy",
        "settled": 1.0,
    }
    steps = obj["steps"]
    assert [s["step"] for s in steps] == list(range(1, len(steps) + 1))
    assert steps[0] == {
        "step": 1,
        "rule": "face-full",
        "level": "easy",
        "text": "The 0 at r1c3 already has all its lines, so its top, right, bottom and left edges are crosses.",
        "set": [["h", 0, 2, -1], ["v", 0, 3, -1], ["h", 1, 2, -1], ["v", 0, 2, -1]],
        "clues": [[0, 2]],
        "premises": [],
    }


def test_explain_draws_one_picture_per_step(tmp_path: Path) -> None:
    folder = tmp_path / "steps"
    code, out, _ = run("explain", EASY, "--draw", str(folder))
    steps = len(out.splitlines()) - 1
    assert code == 0 and len(list(folder.glob("step-*.svg"))) == steps


def test_hint_on_an_empty_position_gives_the_first_easy_step() -> None:
    code, out, _ = run("hint", EASY)
    assert code == 0
    assert out.splitlines()[0] == (
        "[easy] The 0 at r1c3 already has all its lines, so its top, right, bottom and left edges are crosses."
    )
    step = json.loads(run("hint", "--json", EASY)[1])
    assert (step["rule"], step["level"]) == ("face-full", "easy")


def test_hint_names_the_clue_whose_corner_a_point_rule_reads() -> None:
    code, out, _ = run("hint", str(ROOT / "data" / "slitherlink-10x10.txt"), "--json")
    step = json.loads(out)
    assert code == 0
    assert step["text"] == (
        "The 1 at r1c10 allows at most one line at its top-right corner, whose two edges are all the point has "
        "left, so the right edge of r1c10 and the top edge of r1c10 are crosses."
    )
    assert (step["rule"], step["clues"]) == ("dline-pair-off", [[0, 9]])


def test_a_stuck_hint_is_exit_1_and_a_solved_position_exit_0(tmp_path: Path) -> None:
    assert run("hint", stdin="..\n..\n") == (1, "<stdin>: no rule applies here: the rules are stuck\n", "")
    code, out, _ = run("hint", "--json", stdin="..\n..\n")
    assert (code, json.loads(out)["verdict"]) == (1, "stuck")
    solved = logic.deduce(formats.load(EASY)).position
    state = tmp_path / "state.json"
    state.write_text(json.dumps(solved.as_json()))
    assert run("hint", EASY, "--state", str(state)) == (0, "<argument>: the position is solved\n", "")


EMPTY_12 = "............\n" * 12  # an open board: two-edge trials on it take far longer than a second


@pytest.mark.parametrize("command", ["grade", "explain", "hint"])
def test_a_time_limit_ends_the_work_with_exit_3_and_names_the_puzzle(command: str) -> None:
    message = "<stdin>: the time limit of 0.2 s ended the deduction before it finished\n"
    assert run(command, "--time-limit", "0.2", stdin=EMPTY_12) == (3, "", message)


def test_grade_with_workers_applies_the_time_limit_to_each_puzzle() -> None:
    code, out, err = run("grade", "-t", "0.2", "--jobs", "2", stdin=EMPTY_12 + "\n33\n")
    assert code == 3
    assert err == "<stdin>:1: the time limit of 0.2 s ended the deduction before it finished\n"
    assert out == "<stdin>:14: tricky (5 steps)\n"


@pytest.mark.parametrize("command", ["grade", "explain", "hint"])
def test_a_board_larger_than_solve_takes_is_refused_at_once(command: str) -> None:
    message = "<stdin>: a 500 x 500 board is too large for the deduction rules (the limit is 250,000 loop points)\n"
    assert run(command, stdin=("." * 500 + "\n") * 500) == (2, "", message)


def test_hint_says_when_the_position_contradicts_the_clues(tmp_path: Path) -> None:
    puzzle = formats.load(EASY)
    bad = Position.from_values(6, 6, {("h", 0, 2): 1})  # a line on the 0's top edge
    state = tmp_path / "state.json"
    state.write_text(json.dumps(bad.as_json()))
    code, out, _ = run("hint", EASY, "--state", str(state))
    assert code == 1 and out.startswith("<argument>: the position already contradicts the clues: ")
    assert logic.deduce(puzzle, bad).grade == "contradiction"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "{}:1:2: expected a JSON position: expecting property name enclosed in double quotes"),
        ('{"h": [], "v": []}', '{}:1:2: expected "h" to be 6 rows of 5 values for this puzzle, got 0 rows'),
    ],
    ids=["malformed", "wrong-size"],
)
def test_a_bad_state_file_is_exit_2_with_its_place(tmp_path: Path, text: str, message: str) -> None:
    state = tmp_path / "state.json"
    state.write_text(text)
    assert run("hint", EASY, "--state", str(state)) == (2, "", message.format(state) + "\n")


@pytest.mark.parametrize("name", sorted(SMALL))
def test_hints_from_random_partial_positions_agree_with_the_solution(name: str) -> None:
    record = SMALL[name]
    puzzle = puzzlekit.parse_slitherlink(record["problem"])
    loop = puzzlekit.slitherlink_loop(record["solution"])
    rows, cols = puzzle.rows + 1, puzzle.cols + 1
    edges = [("h", i, j) for i in range(rows) for j in range(cols - 1)]
    edges += [("v", i, j) for i in range(rows - 1) for j in range(cols)]
    truth = {e: 1 if e in loop else -1 for e in edges}
    rng = random.Random(name)
    for _ in range(15):
        known = {e: truth[e] for e in rng.sample(edges, rng.randrange(len(edges)))}
        deduction = logic.deduce(puzzle, Position.from_values(rows, cols, known), limit_steps=1)  # type: ignore[arg-type]
        assert deduction.grade != "contradiction"
        for step in deduction.steps:
            assert all(truth[e] == value for e, value in step.set), step.text


def test_explain_of_a_dataset_puzzle_ends_at_its_solution() -> None:
    record = SMALL["31_7x7"]
    puzzle = puzzlekit.parse_slitherlink(record["problem"])
    loop = puzzlekit.slitherlink_loop(record["solution"])
    deduction = logic.deduce(puzzle)
    assert deduction.solved
    assert {e for e, v in deduction.position.known().items() if v == 1} == loop
