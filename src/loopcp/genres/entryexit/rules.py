"""Entry Exit's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and through every cell, and it enters
and leaves each room exactly once (Janko's rules, as the dataset's source
links them): with every cell on the loop, a room whose border the loop
crosses twice is passed through in one stretch that takes all its cells.

Both rules are linear over edges alone: every cell has exactly 2 loop
edges, and exactly 2 loop edges cross each room's border (``rooms.once``,
which Country Road shares), so a decision diagram can count the genre too.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.base import Linear, visited
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every cell on the loop; each room's border crossed twice."""
    out = [
        Linear.count(
            [("v", i - 1, j), ("v", i, j), ("h", i, j - 1), ("h", i, j)],
            2,
            why=f"the loop passes through {cell_name((i, j))}",
        )
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
    ]
    return out + rooms.once(puzzle)


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every cell and room from the matrices, naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = [
        f"the loop does not pass through {cell_name((i, j))}"
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        if not on[i][j]
    ]
    return problems + rooms.once_violations(puzzle, solution)
