"""Slitherlink on every grid of Loopy from the command line (issue 24): read, solve, count, check, convert.

The IDs were made by Tatham's generator (``tests/data/tatham/make-grids.sh``)
and each has one answer.  A solution's ``loop`` is checked here against the
grid alone (plain geometry, not loopcp's verifier): its dots are the grid's,
each step joins two dots that a face has as neighbours, and each clued face
has as many loop edges as its clue.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from loopcp import formats, loopygrids
from loopcp.cli import app
from loopcp.formats import tatham
from loopcp.puzzle import Grid, Puzzle

from conftest import tatham_rows

runner = CliRunner()
CORPUS = tatham_rows("loopy-grids.tsv")  # (type, level, ID), made by make-grids.sh
SQUARES = [row[1] for row in tatham_rows("loopy-graded.tsv")]  # square IDs
ONE: dict[str, str] = {}  # the first ID of each type
for _grid, _, _game_id in CORPUS:
    ONE.setdefault(_grid, _game_id)
ONE_A_TYPE = list(ONE.items())


def loop_problems(game_id: str, ring: list[list[int]]) -> list[str]:
    """What breaks the rules in a loop given as dots in Tatham's coordinates: the test's own verifier."""
    params, _, desc = game_id.partition(":")
    size, _, kind = params.partition("t")
    width, height = (int(v) for v in size.split("x"))
    head, _, clues = desc.rpartition("_")
    geometry = loopygrids.grid(int(kind), width, height, head if "_" in desc else None)
    where = {xy: d for d, xy in enumerate(geometry.dots)}
    dots = [where[(x, y)] for x, y in ring]
    steps = {frozenset(p) for p in zip(dots, dots[1:] + dots[:1], strict=True)}
    sides = {frozenset(p) for face in geometry.faces for p in zip(face, face[1:] + face[:1], strict=True)}
    wrong = []
    if len(set(dots)) != len(dots) or len(steps) != len(dots):
        wrong.append("not one simple loop")
    if not steps <= sides:
        wrong.append("a step joins dots that no side joins")
    values: list[int | None] = []
    for ch in clues:
        if ch.isdigit() or ch.isupper():
            values.append(int(ch) if ch.isdigit() else 10 + ord(ch) - ord("A"))
        else:
            values.extend([None] * (ord(ch) - ord("a") + 1))
    for k, (face, clue) in enumerate(zip(geometry.faces, values, strict=True)):
        on = sum(frozenset(p) in steps for p in zip(face, face[1:] + face[:1], strict=True))
        if clue is not None and on != clue:
            wrong.append(f"face {k}: {on} lines for clue {clue}")
    return wrong


@pytest.mark.parametrize("game_id", [row[2] for row in CORPUS] + SQUARES, ids=lambda v: v[:24])
def test_every_id_reads_and_writes_back_byte_for_byte(game_id: str) -> None:
    assert tatham.write(tatham.parse(game_id)) == game_id + "\n"


@pytest.mark.parametrize(("grid", "game_id"), ONE_A_TYPE, ids=[g for g, _ in ONE_A_TYPE])
def test_solve_json_gives_the_one_loop_in_his_coordinates(grid: str, game_id: str) -> None:
    result = runner.invoke(app, ["solve", game_id, "--json", "--no-timing"])
    assert result.exit_code == 0, result.output
    obj = json.loads(result.stdout)
    name = loopygrids_name(grid)
    assert {k: obj[k] for k in ("genre", "grid", "status", "count", "complete")} == {
        "genre": "slitherlink",
        "grid": name,
        "status": "unique",
        "count": 1,
        "complete": True,
    }
    (solution,) = obj["solutions"]
    assert set(solution) == {"loop"}
    assert loop_problems(game_id, solution["loop"]) == []


def loopygrids_name(grid: str) -> str:
    return Grid(int(grid[1:]), 1, 1).name


def test_the_square_solution_carries_its_loop_in_his_coordinates_too() -> None:
    game_id = SQUARES[0]
    obj = json.loads(runner.invoke(app, ["solve", game_id, "--json"]).stdout)
    solution = obj["solutions"][0]
    assert {"h", "v", "loop"} <= set(solution) and "grid" not in obj
    assert loop_problems(game_id, solution["loop"]) == []


def test_the_terminal_lists_the_loop_and_check_reads_it_back(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_id = ONE["t2"]  # honeycomb
    result = runner.invoke(app, ["solve", game_id])
    assert result.exit_code == 0
    head, loop, *rest = result.stdout.splitlines()
    assert head.startswith("<argument>: unique solution (") and loop.startswith("loop: ") and rest == []
    assert (
        result.stderr
        == (
            "the honeycomb grid is not drawn in a terminal: the loop is listed as its dots (x,y) in Tatham's"
            " coordinates; 'loopcp draw PUZZLE --solution -o loop.svg' draws it\n"
        )
        or "not drawn in a terminal" not in result.stderr
    )  # said once a run: another test may have said it
    answer = tmp_path / "answer.txt"
    answer.write_text(result.stdout)
    checked = runner.invoke(app, ["check", game_id, str(answer)])
    assert (checked.exit_code, checked.stdout) == (0, "correct\n")
    dots = loop.split()[1:]
    answer.write_text("loop: " + " ".join(dots[1:]) + "\n")
    checked = runner.invoke(app, ["check", game_id, str(answer)])
    assert (checked.exit_code, checked.stdout) == (1, "not correct: 1 line is not an edge of the grid\n")
    answer.write_text("loop: 0,0 1,x\n")
    checked = runner.invoke(app, ["check", game_id, str(answer)])
    assert (checked.exit_code, checked.stdout) == (2, "")
    assert checked.stderr == f"{answer}:1:11: expected a dot as x,y, got '1,x'\n"


def test_check_takes_solve_json_and_names_a_dot_off_the_grid() -> None:
    game_id = ONE["t1"]  # triangular
    solved = runner.invoke(app, ["solve", game_id, "--json"]).stdout
    checked = runner.invoke(app, ["check", game_id, "-"], input=solved)
    assert (checked.exit_code, checked.stdout) == (0, "correct\n")
    checked = runner.invoke(app, ["check", game_id, "-"], input='{"loop": [[1, 1], [2, 2], [3, 3]]}')
    assert (checked.exit_code, checked.stdout) == (1, "not correct: (1, 1) is not a dot of the grid\n")


def test_count_and_convert() -> None:
    game_id = ONE["t14"]  # kagome
    assert runner.invoke(app, ["count", game_id]).stdout == "1\n"
    assert runner.invoke(app, ["convert", game_id, "--to", "tatham"]).stdout == game_id + "\n"
    refused = runner.invoke(app, ["convert", game_id, "--to", "knuth"])
    assert (refused.exit_code, refused.stdout) == (2, "")
    assert refused.stderr == (
        "<argument>: a puzzle on the kagome grid can be written only as a Loopy game ID (tatham): knuth has no place"
        " for it\n"
    )


def test_an_empty_small_grid_is_counted_by_enumeration() -> None:
    """Loops on a 2x2 honeycomb: brute force over its edges agrees (the test counts the simple cycles itself)."""
    game_id = "2x2t2:d"
    result = runner.invoke(app, ["count", game_id, "--json"])
    obj = json.loads(result.stdout)
    geometry = loopygrids.grid(2, 2, 2)
    assert (obj["count"], obj["complete"]) == (brute_force_loops(geometry), True)


def brute_force_loops(geometry: loopygrids.Geometry) -> int:
    """Single loops: every nonempty set of faces whose boundary is one simple cycle, found by trying every set."""
    edges: dict[frozenset[int], int] = {}
    for face in geometry.faces:
        for p in zip(face, face[1:] + face[:1], strict=True):
            edges[frozenset(p)] = edges.get(frozenset(p), 0) + 1
    seen = set()
    for mask in range(1, 1 << len(geometry.faces)):
        boundary: dict[frozenset[int], int] = {}
        for f, face in enumerate(geometry.faces):
            if mask >> f & 1:
                for p in zip(face, face[1:] + face[:1], strict=True):
                    boundary[frozenset(p)] = boundary.get(frozenset(p), 0) + 1
        cut = frozenset(e for e, n in boundary.items() if n % 2)
        degree: dict[int, int] = {}
        for e in cut:
            for d in e:
                degree[d] = degree.get(d, 0) + 1
        if any(n != 2 for n in degree.values()):
            continue
        start = next(iter(degree))
        reach, todo = {start}, [start]
        while todo:
            d = todo.pop()
            for e in cut:
                if d in e:
                    (other,) = e - {d}
                    if other not in reach:
                        reach.add(other)
                        todo.append(other)
        if len(reach) == len(degree):
            seen.add(cut)
    return len(seen)


@given(st.lists(st.sampled_from(".0123456"), min_size=12, max_size=12))
def test_a_honeycomb_puzzle_reads_back_what_was_written(cells: list[str]) -> None:
    grid = Grid(2, 3, 4)
    puzzle = Puzzle("slitherlink", 4, 3, ("".join(cells),), grid=grid)
    assert len(loopygrids.geometry_of(grid).faces) == 12
    assert formats.load(formats.dump(puzzle, "tatham")) == puzzle


TINY = [  # a small empty grid of every type: (his ID, with no clue), at most 12 faces
    "3x3t0:i",
    "2x2t1:0_j",
    "3x3t2:i",
    "2x2t3:h",
    "3x3t4:l",
    "2x2t5:k",
    "3x2t6:h",
    "2x1t7:l",
    "1x2t8:f",
    "3x2t9:j",
    "2x2t10:k",
    "4x4t11:G-1533,2029,36_g",
    "4x4t12:G-1498,764,72_f",
    "2x1t13:c",
    "2x2t14:j",
    "2x2t15:i",
]


@pytest.mark.parametrize("game_id", TINY)
def test_counts_on_tiny_empty_grids_of_every_type_agree_with_brute_force(game_id: str) -> None:
    puzzle = formats.load(game_id)
    assert set("".join(puzzle.cells)) == {"."}
    grid = puzzle.grid or Grid(0, puzzle.cols, puzzle.rows)  # t0 reads as the square lattice
    obj = json.loads(runner.invoke(app, ["count", game_id, "--json"]).stdout)
    assert obj["complete"] is True
    assert obj["count"] == brute_force_loops(loopygrids.geometry_of(grid)) > 0


def test_decided_on_a_grid_is_proved_and_reads_back_as_a_hint_state(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_id = "4x4t2:0c245a4d1b"  # a honeycomb whose last clue was taken away: several loops
    obj = json.loads(runner.invoke(app, ["solve", "--decided", "--json", "--no-timing", game_id]).stdout)
    counts = {k: obj[k] for k in ("grid", "status", "edges", "on", "off", "undecided")}
    assert counts == {"grid": "honeycomb", "status": "multiple", "edges": 63, "on": 16, "off": 22, "undecided": 25}
    every = [
        loop["loop"]
        for loop in json.loads(runner.invoke(app, ["solve", "-n", "0", "--json", game_id]).stdout)["solutions"]
    ]
    assert len(every) >= 2
    for a, b, value in obj["decided"]["edges"]:  # each decided edge is on every loop, or on none
        on = [
            any({tuple(a), tuple(b)} == {tuple(p), tuple(q)} for p, q in zip(r, r[1:] + r[:1], strict=True))
            for r in every
        ]
        assert on == [value == 1] * len(every)
    state = tmp_path / "decided.json"
    state.write_text(json.dumps(obj["decided"]))
    assert runner.invoke(app, ["hint", game_id, "--state", str(state)]).exit_code in (0, 1)
    text = runner.invoke(app, ["solve", "--decided", "--no-timing", "4x4t2:0c245a4d13a"]).stdout
    assert text == "<argument>: unique solution: all 63 edges decided (36 on the loop, 27 off)\n"
