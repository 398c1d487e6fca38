"""Masyu: a loop through cell centres, guided by white and black pearls.

Knuth's grid: ``0`` a white pearl, ``1`` a black pearl, ``.`` an empty cell.
Every pearl is on the loop.  At a white pearl the loop goes straight and
turns in at least one of the two cells next to it on the loop; at a black
pearl it turns and goes straight through both cells next to it on the loop.

The loop runs on the m x n cell centres.  With N, S, E, W the pearl's four
edges and NN, SS, EE, WW the next ones out in the same directions, the
rules are linear (Knuth's "big reductions" in MASYU-DLX are the
equalities among them):

- white: N = S, E = W, N + E = 1 (on the loop, straight), and
  N + NN + SS <= 2, E + EE + WW <= 2 (no straight run through all three);
- black: N + S = 1, E + W = 1 (on the loop, turning), and N <= NN,
  S <= SS, E <= EE, W <= WW (each leg goes straight on).

Edges off the board count as 0, so pearls on or next to the border need no
special case: a black pearl in a corner's neighbour that cannot turn simply
has no solution.
"""

from __future__ import annotations

from loopcp.genres.base import Linear
from loopcp.grid import Lattice
from loopcp.puzzle import Edge, Puzzle, Solution

WHITE, BLACK = "0", "1"


def _arms(i: int, j: int) -> dict[str, tuple[Edge, Edge]]:
    """For each direction, the pearl's edge that way and the next edge beyond it."""
    return {
        "N": (("v", i - 1, j), ("v", i - 2, j)),
        "S": (("v", i, j), ("v", i + 1, j)),
        "W": (("h", i, j - 1), ("h", i, j - 2)),
        "E": (("h", i, j), ("h", i, j + 1)),
    }


class Masyu:
    """White and black pearls on cell centres."""

    name = "masyu"
    cell_chars = "01."
    allows_letters = False
    cell_hint = "0 (a white pearl), 1 (a black pearl) or '.'"

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The cell centres."""
        return Lattice(puzzle.rows, puzzle.cols)

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The linear form of every pearl's rule."""
        out: list[Linear] = []
        for i, row in enumerate(puzzle.cells):
            for j, ch in enumerate(row):
                if ch not in (WHITE, BLACK):
                    continue
                arm = _arms(i, j)
                n, nn = arm["N"]
                s, ss = arm["S"]
                w, ww = arm["W"]
                e, ee = arm["E"]
                if ch == WHITE:
                    out += [
                        Linear(((n, 1), (s, -1)), 0, 0),
                        Linear(((e, 1), (w, -1)), 0, 0),
                        Linear.count([n, e], 1),
                        Linear.count([n, nn, ss], 0, 2),
                        Linear.count([e, ee, ww], 0, 2),
                    ]
                else:
                    out += [Linear.count([n, s], 1), Linear.count([e, w], 1)]
                    out += [Linear(((near, 1), (far, -1)), -1, 0) for near, far in arm.values()]
        return out

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Check every pearl straight from the solution's matrices."""
        h, v = solution.h, solution.v
        rows, cols = puzzle.rows, puzzle.cols

        def on(kind: str, i: int, j: int) -> bool:
            if kind == "h":
                return 0 <= i < rows and 0 <= j < cols - 1 and h[i][j] == 1
            return 0 <= i < rows - 1 and 0 <= j < cols and v[i][j] == 1

        def straight(i: int, j: int) -> bool:
            return (on("v", i - 1, j) and on("v", i, j)) or (on("h", i, j - 1) and on("h", i, j))

        problems = []
        for i, row in enumerate(puzzle.cells):
            for j, ch in enumerate(row):
                if ch not in (WHITE, BLACK):
                    continue
                north, south, west, east = on("v", i - 1, j), on("v", i, j), on("h", i, j - 1), on("h", i, j)
                if not (north or south or west or east):
                    problems.append(f"the pearl at ({i}, {j}) is not on the loop")
                elif ch == WHITE:
                    if north and south:
                        ends = [(i - 1, j), (i + 1, j)]
                    elif west and east:
                        ends = [(i, j - 1), (i, j + 1)]
                    else:
                        problems.append(f"the loop turns at the white pearl at ({i}, {j})")
                        continue
                    if all(straight(a, b) for a, b in ends):
                        problems.append(f"the loop turns next to the white pearl at ({i}, {j}) in neither cell")
                else:
                    if straight(i, j):
                        problems.append(f"the loop goes straight through the black pearl at ({i}, {j})")
                        continue
                    legs = [(north, (i - 1, j)), (south, (i + 1, j)), (west, (i, j - 1)), (east, (i, j + 1))]
                    if not all(straight(a, b) for used, (a, b) in legs if used):
                        problems.append(f"a leg of the black pearl at ({i}, {j}) turns in the next cell")
        return problems

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """Masyu draws nothing between cell centres."""
        return " "

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A pearl: O or ○ for white, @ or ● for black."""
        ch = puzzle.cells[point[0]][point[1]]
        if ch == WHITE:
            return ("O", "○")
        if ch == BLACK:
            return ("@", "●")
        return None


MASYU = Masyu()
