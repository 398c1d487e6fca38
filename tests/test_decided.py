"""``solve --decided``: the edges every solution shares, against brute force for every genre, and its command line.

The brute force shares nothing with the model: every loop on a tiny
lattice that the verifier accepts (``conformance.table.brute_force``).  An
edge is decided exactly when all of them agree on it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import loopcp
from conformance.conftest import run
from conformance.registry import each, each_genre
from conformance.table import Count, Table, brute_force, load, points
from loopcp import formats
from loopcp.cpsat import LoopModel, Probe
from loopcp.decided import Decided, decided
from loopcp.formats import state
from loopcp.genres import get_genre
from loopcp.grid import CENTRES, Lattice, edge_ends
from loopcp.logic.base import CROSS, LINE, Position
from loopcp.puzzle import Edge, Puzzle, Status
from loopcp.sat.loops import SatLoops

from conftest import BUNDLED

DRAFT = str(BUNDLED / "draft-4x5.txt")  # a bundled Slitherlink with two solutions
PI_DAY = str(BUNDLED / "pi-day-2025.txt")  # unique
EMPTY_12 = ("." * 12 + "\n") * 12  # astronomically many loops: a zero time limit stops before any is found


def expected(puzzle: Puzzle, every: set[frozenset[Edge]]) -> tuple[Status, Position | None]:
    """What brute force (``every`` loop it finds) says every solution shares: on in all, off in all, or undecided."""
    if not every:
        return Status.UNSOLVABLE, None
    rows, cols = points(puzzle)
    edges = list(Lattice(rows, cols).edges())
    on = frozenset.intersection(*every)
    off = {e for e in edges if not any(e in loop for loop in every)}
    values = {e: LINE for e in on} | {e: CROSS for e in off}
    return (Status.UNIQUE if len(every) == 1 else Status.MULTIPLE), Position.from_values(rows, cols, values)


def agrees(puzzle: Puzzle) -> Decided:
    """The decided edges are exactly those brute force finds equal in every solution."""
    answer = decided(puzzle)
    every = brute_force(puzzle)  # once: on the 4 x 5 draft, 80,626 loops through the verifier
    status, position = expected(puzzle, every)
    assert (answer.status, answer.position, answer.timed_out) == (status, position, False)
    if position is not None:
        zeros = sum(x == 0 for grid in (position.h, position.v) for row in grid for x in row)
        assert (answer.undecided, len(answer.on) + len(answer.off) + zeros) == (zeros, answer.edges)
    assert answer.cells == expected_cells(puzzle, every)
    return answer


def expected_cells(puzzle: Puzzle, every: set[frozenset[Edge]]) -> tuple[tuple[int, ...], ...] | None:
    """On a board of centres, what brute force says of each cell: on the loop in every solution, in none, or open."""
    if get_genre(puzzle.genre).board != CENTRES or not every:
        return None
    touched = [{p for e in loop for p in edge_ends(e)} for loop in every]

    def value(cell: tuple[int, int]) -> int:
        count = sum(cell in t for t in touched)
        return LINE if count == len(every) else CROSS if count == 0 else 0

    return tuple(tuple(value((i, j)) for j in range(puzzle.cols)) for i in range(puzzle.rows))


@pytest.mark.parametrize(("table", "case"), each("counts"))
def test_decided_edges_are_those_every_brute_force_solution_shares(table: Table, case: Count) -> None:
    answer = agrees(load(table.genre, case.text))
    assert answer.status is {0: Status.UNSOLVABLE, 1: Status.UNIQUE}.get(case.count, Status.MULTIPLE)


@pytest.mark.parametrize("table", each_genre())
def test_every_table_has_boards_with_none_one_and_several_solutions(table: Table) -> None:
    assert {min(c.count, 2) for c in table.counts} == {0, 1, 2}


@pytest.mark.parametrize("table", each_genre())
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_small_puzzles_decide_as_brute_force(table: Table, data: st.DataObject) -> None:
    agrees(data.draw(table.puzzles))


@pytest.mark.parametrize("table", each_genre())
def test_a_unique_puzzle_has_every_edge_decided_in_two_searches(table: Table) -> None:
    puzzle = load(table.genre, table.drawn)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    if (lattice.crossings or lattice.many) and (lattice.rows - 1) * (lattice.cols - 1) > EVEN_SETS_FACES:
        # Brute force would list 2**faces even edge sets (Nagenawa's 6x6: 33 million): the answer is solve's.
        answer = decided(puzzle)
        assert answer.on == loopcp.solve(puzzle).solutions[0].edges()
    else:
        answer = agrees(puzzle)
    assert (answer.status, answer.undecided, answer.searches, answer.solutions) == (Status.UNIQUE, 0, 2, 1)


EVEN_SETS_FACES = 20  # brute force lists the even edge sets of a lattice of at most this many faces


def test_the_bundled_draft_has_four_undecided_edges() -> None:
    answer = agrees(formats.load(Path(DRAFT).read_text(), DRAFT))
    assert (answer.status, answer.edges, len(answer.on), len(answer.off), answer.undecided) == (
        Status.MULTIPLE,
        49,
        22,
        23,
        4,
    )


def test_a_time_limit_before_the_proof_reports_nothing_decided() -> None:
    answer = decided(formats.load(EMPTY_12, "<stdin>"), time_limit=0)
    assert (answer.status, answer.position, answer.timed_out, answer.on, answer.off) == (
        Status.UNKNOWN,
        None,
        True,
        frozenset(),
        frozenset(),
    )


def _stop_after(monkeypatch: pytest.MonkeyPatch, answered: int) -> None:
    """Make every search after the first ``answered`` end unproved, as a time limit would (on either engine)."""
    real, real_sat = LoopModel.probe, SatLoops.probe
    calls: list[int] = []

    def probe(self: LoopModel, *args: object, **kwargs: object) -> Probe:
        calls.append(1)
        return real(self, *args, **kwargs) if len(calls) <= answered else Probe(None, False, 0.0)  # type: ignore[arg-type]

    def sat_probe(self: SatLoops, *args: object, **kwargs: object) -> tuple[frozenset[Edge] | None, bool]:
        calls.append(1)
        return real_sat(self, *args, **kwargs) if len(calls) <= answered else (None, False)  # type: ignore[arg-type]

    monkeypatch.setattr(LoopModel, "probe", probe)
    monkeypatch.setattr(SatLoops, "probe", sat_probe)


def test_a_limit_after_two_solutions_says_several_and_decides_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    _stop_after(monkeypatch, 2)
    answer = decided(formats.load(Path(DRAFT).read_text(), DRAFT), time_limit=5)
    assert (answer.status, answer.position, answer.timed_out, answer.solutions) == (Status.MULTIPLE, None, True, 2)
    assert answer.undecided == 4
    monkeypatch.undo()
    _stop_after(monkeypatch, 2)
    code, out, err = run("solve", "--decided", "--no-timing", "--time-limit", "5", DRAFT)
    assert (code, err) == (3, "")
    assert out == (
        f"{DRAFT}: several solutions: the time limit of 5 s stopped the search before it proved which edges are"
        " decided (4 of 49 edges proved undecided so far, none reported decided)\n"
    )


# --- the command line ------------------------------------------------------------------------------


DRAFT_DRAWN = """\
{source}: several solutions: 45 of 49 edges decided (22 on the loop, 23 off), 4 undecided
lines: in every solution; x: in none; blank: undecided
. x . x . x +---+   .
x   x 0 x   |     2
+---+ x +---+ x .   +
|   | 3 |   x   x   |
| x +---+ x +-------+
| 1 x   x   | 3 x 1 x
| x +---+ x +---+ x .
| 3 |   |   x   | 1 x
+---+ x +-------+ x .
"""


def test_decided_draws_lines_crosses_and_blanks() -> None:
    code, out, err = run("solve", "--decided", "--no-timing", DRAFT)
    assert (code, err) == (0, "")
    assert out == DRAFT_DRAWN.format(source=DRAFT)


def test_a_unique_puzzle_says_every_edge_is_decided() -> None:
    code, out, err = run("solve", "--decided", "--no-timing", PI_DAY)
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == f"{PI_DAY}: unique solution: all 112 edges decided (22 on the loop, 90 off)"
    assert "undecided" not in out


def test_decided_json_keys_and_values() -> None:
    code, out, err = run("solve", "--decided", "--json", DRAFT)
    assert (code, err) == (0, "")
    obj = json.loads(out)
    assert list(obj) == [
        "genre",
        "rows",
        "cols",
        "status",
        "edges",
        "on",
        "off",
        "undecided",
        "seconds",
        "decided",
        "source",
    ]
    assert {k: v for k, v in obj.items() if k not in ("seconds", "decided")} == {
        "genre": "slitherlink",
        "rows": 4,
        "cols": 5,
        "status": "multiple",
        "edges": 49,
        "on": 22,
        "off": 23,
        "undecided": 4,
        "source": DRAFT,
    }
    assert obj["decided"] == {
        "h": [[-1, -1, -1, 1, 0], [1, -1, 1, -1, 0], [-1, 1, -1, 1, 1], [-1, 1, -1, 1, -1], [1, -1, 1, 1, -1]],
        "v": [[-1, -1, -1, 1, 0, 0], [1, 1, 1, -1, -1, 1], [1, -1, -1, 1, -1, -1], [1, 1, 1, -1, 1, -1]],
    }
    assert isinstance(obj["seconds"], float)


def test_decided_json_without_timing_and_without_a_solution() -> None:
    code, out, err = run("solve", "--decided", "--json", "--no-timing", stdin="3\n")
    assert (code, err) == (1, "")
    assert json.loads(out) == {
        "genre": "slitherlink",
        "rows": 1,
        "cols": 1,
        "status": "unsolvable",
        "edges": 4,
        "on": 0,
        "off": 0,
        "undecided": 0,
        "decided": None,
        "source": "<stdin>",
    }


def test_the_json_reads_back_as_a_hint_state(tmp_path: Path) -> None:
    code, out, _ = run("solve", "--decided", "--json", DRAFT)
    assert code == 0
    puzzle = formats.load(Path(DRAFT).read_text(), DRAFT)
    position = state.read(out, "d.json", puzzle)
    assert position.as_json() == json.loads(out)["decided"]
    saved = tmp_path / "d.json"
    saved.write_text(out)
    assert run("draw", DRAFT, "--state", str(saved), "-o", str(tmp_path / "d.svg"))[0] == 0
    code, out, err = run("hint", DRAFT, "--state", str(saved))
    assert (code, err) == (1, "")  # read back; the rules find nothing more than the decided edges
    assert out == f"{DRAFT}: no rule applies here: the rules are stuck\n"


def test_decided_draws_a_picture(tmp_path: Path) -> None:
    picture = tmp_path / "d.svg"
    code, _, err = run("solve", "--decided", "--no-timing", DRAFT, "--draw", str(picture))
    assert (code, err) == (0, "")
    assert "<svg" in picture.read_text()


def test_no_solution_exits_1() -> None:
    code, out, err = run("solve", "--decided", "--no-timing", stdin="3\n")
    assert (code, out, err) == (1, "<stdin>: no solution\n", "")


def test_a_time_limit_exits_3() -> None:
    code, out, err = run("solve", "--decided", "--no-timing", "--time-limit", "0", stdin=EMPTY_12)
    assert (code, err) == (3, "")
    assert out == (
        "<stdin>: unknown: the time limit of 0 s stopped the search before it proved which edges are decided"
        " (0 of 312 edges proved undecided so far, none reported decided)\n"
    )


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        ((), "33\n3#\n", "<stdin>:2:2: expected 0-4, '.' or a letter, got '#'\n"),
        (("-n", "5"), "33\n", "--decided looks at every solution: leave out --max-solutions\n"),
        (("--jobs", "2"), "33\n", "--decided solves in this process: leave out --jobs and --cluster\n"),
    ],
    ids=["bad-puzzle", "max-solutions", "jobs"],
)
def test_bad_input_exits_2(args: tuple[str, ...], stdin: str, message: str) -> None:
    code, out, err = run("solve", "--decided", *args, stdin=stdin)
    assert (code, out, err) == (2, "", message)


def test_a_bad_puzzle_among_good_ones_is_reported_and_the_rest_decided(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("33\n3#\n")
    code, out, err = run("solve", "--decided", "--no-timing", str(bad), PI_DAY)
    assert code == 2
    assert err == f"{bad}:2:2: expected 0-4, '.' or a letter, got '#'\n"
    assert out.startswith(f"{PI_DAY}: unique solution: all 112 edges decided")


def test_every_edge_of_an_answer_is_an_edge_of_the_lattice() -> None:
    puzzle = formats.load(Path(DRAFT).read_text(), DRAFT)
    answer = decided(puzzle)
    edges: set[Edge] = set(Lattice(*points(puzzle)).edges())
    assert answer.on | answer.off <= edges
    assert answer.edges == len(edges)


WRAPPER = """
import atexit, sys
atexit.register(lambda: sys.stderr.write(f"ortools loaded: {any(m.startswith('ortools') for m in sys.modules)}\\n"))
sys.argv = ["loopcp", *sys.argv[1:]]
from loopcp.entry import main
main()
"""


def test_a_bad_input_loads_no_or_tools(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("abc\n1 2 x\n")
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, "solve", "--decided", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    lines = done.stderr.splitlines()
    assert (done.returncode, done.stdout, len(lines), lines[-1]) == (2, "", 2, "ortools loaded: False")
