"""The independent checker that every answer passes before anyone sees it.

It reads a solution's 0/1 matrices directly and shares no code with the
CP-SAT model: if the model were wrong, this would still be right.  It checks
the loop itself here (shape, degrees, one connected circuit) and asks the
genre for its clue rules, which each genre writes a second time as plain
Python over the matrices.  A genre of paths between pairs (``paths``)
checks its paths there too: only their matrices' shape is checked here.

Places are named as ``hint`` and ``explain`` name them (``naming.py``):
a Slitherlink point as a corner of a cell, "the top-left corner of r1c1";
a point of a lattice of cell centres (Masyu) as its cell, "cell r1c1".
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial

from loopcp.errors import VerificationError
from loopcp.genres import get_genre
from loopcp.grid import DOTS
from loopcp.naming import cell_name, corner_name, counted
from loopcp.puzzle import Point, Puzzle, Solution


def centre_name(point: Point) -> str:
    """A point of a lattice of cell centres, named by its cell: 'cell r1c1'."""
    return f"cell {cell_name(point)}"


def shape_problems(rows: int, cols: int, solution: Solution) -> list[str]:
    """Why the matrices are not edges of a rows x cols lattice of points (the shapes, and 0 or 1 each)."""
    h, v = solution.h, solution.v
    if len(h) != rows or any(len(r) != cols - 1 for r in h):
        return [f"h must be {counted(rows, 'row')} of {counted(cols - 1, 'entry', 'entries')}"]
    if len(v) != rows - 1 or any(len(r) != cols for r in v):
        return [f"v must be {counted(rows - 1, 'row')} of {counted(cols, 'entry', 'entries')}"]
    if not all({0, 1}.issuperset(r) for r in (*h, *v)):
        return ["edge values must be 0 or 1"]
    return []


def loop_problems(
    rows: int,
    cols: int,
    solution: Solution,
    name: Callable[[Point], str] = centre_name,
    crossings: Collection[Point] = frozenset(),
    *,
    many: bool = False,
) -> list[str]:
    """Why the edges are not exactly one closed loop on a rows x cols lattice of points (named by ``name``).

    At a point of ``crossings`` the loop may pass twice, four edges, and
    the walk goes straight on there: a crossing is two passes, never a turn.
    With ``many`` the edges may form several loops: degrees 0 or 2 (4 at a
    crossing) make every component a closed loop, so no walk is needed,
    and the shape of each is the genre's to check.
    """
    if shape := shape_problems(rows, cols, solution):
        return shape
    h, v = solution.h, solution.v

    def neighbours(i: int, j: int) -> list[tuple[int, int]]:
        out = []
        if j > 0 and h[i][j - 1]:
            out.append((i, j - 1))
        if j < cols - 1 and h[i][j]:
            out.append((i, j + 1))
        if i > 0 and v[i - 1][j]:
            out.append((i - 1, j))
        if i < rows - 1 and v[i][j]:
            out.append((i + 1, j))
        return out

    start, touched, edges = None, 0, 0
    nothing = (0,) * cols
    for i in range(rows):  # each row's degrees at once: a 40x40 lattice has 1,681 points
        row = h[i]
        up, down = v[i - 1] if i else nothing, v[i] if i < rows - 1 else nothing
        degrees = [a + b + c + d for a, b, c, d in zip((0, *row), (*row, 0), up, down, strict=True)]
        if not {0, 2}.issuperset(degrees):  # then the first point that is neither 0 nor 2 (nor 4 at a crossing)
            for j, degree in enumerate(degrees):
                if degree == 4 and (i, j) in crossings:
                    pass
                elif degree not in (0, 2):
                    allowed = "0, 2 or 4" if (i, j) in crossings else "0 or 2"
                    return [f"{name((i, j))} has {counted(degree, 'loop edge')}, not {allowed}"]
        if start is None and any(degrees):
            start = (i, next(j for j, degree in enumerate(degrees) if degree))
        touched += cols - degrees.count(0)
        edges += sum(degrees)
    if start is None:
        return ["the loop is empty"]
    if many:
        return []
    # Walk the loop from its first point, straight on through a crossing; a single loop walks every edge.
    # Each step looks at the lines around the point itself (a 40x40 loop takes a thousand steps).
    first = neighbours(*start)[0]
    previous, current = start, first
    walked = 0
    while True:
        walked += 1
        i, j = current
        if (i, j) in crossings and len(neighbours(i, j)) == 4:  # a crossing: straight on
            step = (2 * i - previous[0], 2 * j - previous[1])
        elif i > 0 and v[i - 1][j] and (i - 1, j) != previous:
            step = (i - 1, j)
        elif j > 0 and h[i][j - 1] and (i, j - 1) != previous:
            step = (i, j - 1)
        elif j < cols - 1 and h[i][j] and (i, j + 1) != previous:
            step = (i, j + 1)
        else:  # degree 2 (checked above), so the one line left goes south
            step = (i + 1, j)
        previous, current = current, step
        if (previous, current) == (start, first):
            break
    if walked != edges // 2:
        if crossings:
            return [
                f"the edges form more than one loop: the one through {name(start)} runs {walked}"
                f" of the {edges // 2} loop edges"
            ]
        return [
            f"the edges form more than one loop: the one through {name(start)} passes {walked}"
            f" of the {touched} points the edges touch"
        ]
    return []


def problems(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every reason the solution is not an answer to the puzzle (empty when it is)."""
    if not puzzle.board.square:  # one of Loopy's other grids: the loop is its dots, in his coordinates
        from loopcp.loopygrids import check as on_grid  # noqa: PLC0415
        from loopcp.loopygrids.ids import view  # noqa: PLC0415

        return on_grid.ring_problems(view(puzzle), solution.loop)
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    name: Callable[[Point], str] = centre_name
    if genre.board == DOTS:  # points are the cells' corners
        name = partial(corner_name, rows=puzzle.rows, cols=puzzle.cols)
    if genre.paths(puzzle) is not None:  # paths between pairs, not a loop: the genre checks their shape itself
        found = shape_problems(lattice.rows, lattice.cols, solution)
    else:
        found = loop_problems(lattice.rows, lattice.cols, solution, name, lattice.crossings, many=lattice.many)
    if not found and puzzle.full:
        found = full_problems(lattice.rows, lattice.cols, solution, name, "dot" if genre.board == DOTS else "cell")
    return found or genre.violations(puzzle, solution)


def full_problems(rows: int, cols: int, solution: Solution, name: Callable[[Point], str], what: str) -> list[str]:
    """The first point the loop leaves out, where it must pass every one (puz.link's full-loop variant)."""
    h, v = solution.h, solution.v
    for i in range(rows):
        for j in range(cols):
            if not (
                (j and h[i][j - 1]) or (j < cols - 1 and h[i][j]) or (i and v[i - 1][j]) or (i < rows - 1 and v[i][j])
            ):
                return [f"{name((i, j))} is off the loop, which must pass every {what}"]
    return []


def check(puzzle: Puzzle, solution: Solution) -> None:
    """Raise ``VerificationError`` unless the solution answers the puzzle."""
    found = problems(puzzle, solution)
    if found:
        raise VerificationError(
            "internal error: a solver answer failed verification (please report this): " + "; ".join(found)
        )
