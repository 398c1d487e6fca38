"""Masyu's rules: which pearl a loop allows in a cell, the linear constraints, and the verifier's check.

Every pearl is on the loop.  At a white pearl the loop goes straight and
turns in at least one of the two cells next to it on the loop; at a black
pearl it turns and goes straight through both cells next to it on the loop.

``pearl`` is the one definition of that rule over a finished loop: the
generator's recipe asks it which pearl each cell can hold, and the
verifier asks it whether each given pearl holds.

The solver's form: with N, S, E, W the pearl's four edges and NN, SS, EE,
WW the next ones out in the same directions, the rules are linear (Knuth's
"big reductions" in MASYU-DLX are the equalities among them):

- white: N = S, E = W, N + E = 1 (on the loop, straight), and
  N + NN + SS <= 2, E + EE + WW <= 2 (no straight run through all three);
- black: N + S = 1, E + W = 1 (on the loop, turning), and N <= NN,
  S <= SS, E <= EE, W <= WW (each leg goes straight on).

Edges off the board count as 0, so pearls on or next to the border need no
special case: a black pearl in a corner's neighbour that cannot turn simply
has no solution.
"""

from __future__ import annotations

from collections.abc import Callable

from loopcp.genres.base import Linear
from loopcp.genres.masyu.codes import BLACK, WHITE
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

On = Callable[[Edge], bool]  # whether an edge is on the loop (False off the board)


def _arms(i: int, j: int) -> dict[str, tuple[Edge, Edge]]:
    """For each direction, the pearl's edge that way and the next edge beyond it."""
    return {
        "N": (("v", i - 1, j), ("v", i - 2, j)),
        "S": (("v", i, j), ("v", i + 1, j)),
        "W": (("h", i, j - 1), ("h", i, j - 2)),
        "E": (("h", i, j), ("h", i, j + 1)),
    }


def _ends(on: On, i: int, j: int) -> list[Cell]:
    """The cells next to (i, j) along the loop: none off the loop, else two."""
    n, s, w, e = on(("v", i - 1, j)), on(("v", i, j)), on(("h", i, j - 1)), on(("h", i, j))
    return [(i - 1, j)] * n + [(i + 1, j)] * s + [(i, j - 1)] * w + [(i, j + 1)] * e


def _straight(on: On, i: int, j: int) -> bool:
    """Whether the loop goes straight through cell (i, j)."""
    return (on(("v", i - 1, j)) and on(("v", i, j))) or (on(("h", i, j - 1)) and on(("h", i, j)))


def pearl(on: On, cell: Cell) -> str | None:
    """The pearl the loop allows in a cell: WHITE, BLACK, or None (off the loop, or neither fits)."""
    ends = _ends(on, *cell)
    if not ends:
        return None
    beside = [_straight(on, a, b) for a, b in ends]
    if _straight(on, *cell):
        return WHITE if not all(beside) else None
    return BLACK if all(beside) else None


def pearls(rows: int, cols: int, loop: frozenset[Edge]) -> dict[Cell, str]:
    """The pearl each cell of a loop through cell centres can hold: '0' white, '1' black."""
    out: dict[Cell, str] = {}
    for i in range(rows):
        for j in range(cols):
            found = pearl(loop.__contains__, (i, j))
            if found is not None:
                out[(i, j)] = found
    return out


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """The linear form of one pearl's rule (nothing for an empty cell)."""
    if ch not in (WHITE, BLACK):
        return []
    arm = _arms(*cell)
    n, nn = arm["N"]
    s, ss = arm["S"]
    w, ww = arm["W"]
    e, ee = arm["E"]
    where = f"the {'white' if ch == WHITE else 'black'} pearl at {cell_name(cell)}"
    if ch == WHITE:
        straight, turn = f"the loop goes straight through {where}", f"the loop turns next to {where}"
        return [
            Linear(((n, 1), (s, -1)), 0, 0, why=straight),
            Linear(((e, 1), (w, -1)), 0, 0, why=straight),
            Linear.count([n, e], 1, why=straight),
            Linear.count([n, nn, ss], 0, 2, why=turn),
            Linear.count([e, ee, ww], 0, 2, why=turn),
        ]
    turns, on = f"the loop turns at {where}", f"the loop goes straight on from {where}"
    out = [Linear.count([n, s], 1, why=turns), Linear.count([e, w], 1, why=turns)]
    return out + [Linear(((near, 1), (far, -1)), -1, 0, why=on) for near, far in arm.values()]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The linear form of every pearl's rule."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every pearl straight from the solution's matrices, in words, naming cells r1c1 as hints do."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols

    def on(edge: Edge) -> bool:
        kind, i, j = edge
        if kind == "h":
            return 0 <= i < rows and 0 <= j < cols - 1 and h[i][j] == 1
        return 0 <= i < rows - 1 and 0 <= j < cols and v[i][j] == 1

    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch not in (WHITE, BLACK) or pearl(on, (i, j)) == ch:
                continue
            where = f"the {'white' if ch == WHITE else 'black'} pearl at {cell_name((i, j))}"
            if not _ends(on, i, j):
                problems.append(f"{where} is not on the loop")
            elif ch == WHITE and not _straight(on, i, j):
                problems.append(f"the loop turns at {where}")
            elif ch == WHITE:
                problems.append(f"the loop turns next to {where} in neither cell")
            elif _straight(on, i, j):
                problems.append(f"the loop goes straight through {where}")
            else:
                problems.append(f"a leg of {where} turns in the next cell")
    return problems
