"""Geradeweg's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and through every clue cell; every
straight segment that touches a clue N is N edges long.  A ``?`` (and a
``0``, which pzprjs reads the same way: its length checks skip clues
below 1) says only that the two segments at its cell, where it turns, are
equally long (pzprjs's checker list for ``geradeweg``: checkShortSegment,
checkLongSegment, checkDiffSegment, checkNoLineNumber, and the loop
core's rules).

Linear, with the windows of ``genres.segments`` (booleans of the
genre's own, ``("x", a, b)`` terms): for each clue cell and each
orientation, has(c) says a segment of that orientation touches c (has >=
each of c's two edges of it, has <= their sum), and one boolean per
*window* (L edges in a row or column that touch c) says the segment is
exactly that window: all L edges on and the edge beyond each end off.
A clue N: the windows of length N sum to has(c).  A ``?``: the windows of
every length L sum to has(c), and where both orientations are present
their lengths agree, L by L.
"""

from __future__ import annotations

from loopcp.genres import segments
from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

HORIZONTAL, VERTICAL = segments.HORIZONTAL, segments.VERTICAL
_WIDE = 100_000  # window ids: length * _WIDE + start


def clues(puzzle: Puzzle) -> list[tuple[Cell, int | None]]:
    """Every clue cell and its number (None for '?' and '0', which only ask for equal legs)."""
    out: list[tuple[Cell, int | None]] = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token != ".":
                out.append(((i, j), None if token in ("?", "0") else int(token)))
    return out


def _line(puzzle: Puzzle, cell: Cell, orientation: int) -> tuple[list[Edge], int]:
    """The edges of the cell's row (or column) in order, and the index of the first edge after the cell."""
    i, j = cell
    if orientation == HORIZONTAL:
        return segments.line(puzzle.rows, puzzle.cols, orientation, i), j
    return segments.line(puzzle.rows, puzzle.cols, orientation, j), i


def _windows(edges: list[Edge], at: int, length: int) -> list[int]:
    """The starts of the windows of ``length`` edges that touch the cell before edge ``at``."""
    return [a for a in range(max(0, at - length), at + 1) if a + length <= len(edges)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Clue cells on the loop; each segment touching a clue exactly as long as it says."""
    out: list[Linear] = []
    for cell, number in clues(puzzle):
        index = cell[0] * puzzle.cols + cell[1]  # the cell's own booleans: the same ids whatever other clues there are
        why = f"the segments at the {number} at {cell_name(cell)} are {counted(number or 0, 'edge')} long"
        if number is None:
            why = f"the segments at the {puzzle.token(cell)} at {cell_name(cell)} are equally long"
        passes = f"the loop passes through the clue at {cell_name(cell)}"
        out.append(Linear.count([("o", *cell)], 0, why=passes, given=True))
        sums: list[dict[int, list[Term]]] = []
        has: list[Term] = []
        for orientation in (HORIZONTAL, VERTICAL):
            edges, at = _line(puzzle, cell, orientation)
            mine: Term = ("x", 2 * index + orientation, -1)
            touching = [edges[k] for k in (at - 1, at) if 0 <= k < len(edges)]
            out.extend(Linear(((mine, 1), (e, -1)), 0, 1, why) for e in touching)
            out.append(Linear(((mine, -1), *((e, 1) for e in touching)), 0, 2, why))
            lengths = [number] if number is not None else range(1, len(edges) + 1)
            by_length: dict[int, list[Term]] = {}
            for length in lengths:
                for a in _windows(edges, at, length):
                    window: Term = ("x", 2 * index + orientation, length * _WIDE + a)
                    by_length.setdefault(length, []).append(window)
                    out.extend(segments.window_rules(edges, a, length, window, why))
            out.append(Linear(((mine, -1), *((w, 1) for ws in by_length.values() for w in ws)), 0, 0, why))
            sums.append(by_length)
            has.append(mine)
        if number is None:
            for length in set(sums[0]) | set(sums[1]):
                for these, those, theirs in ((sums[0], sums[1], has[1]), (sums[1], sums[0], has[0])):
                    terms = [(w, 1) for w in these.get(length, [])] + [(w, -1) for w in those.get(length, [])]
                    out.append(Linear((*terms, (theirs, 1)), -len(those.get(length, [])) - 1, 1, why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A clue's segment in words, for the steps of ``hint`` and ``explain``; "" (untold) for a window ruled out."""
    index, orientation = divmod(term[1], 2)
    cell = divmod(index, puzzle.cols)
    way = "horizontal" if orientation == HORIZONTAL else "vertical"
    if term[2] < 0:
        return f"{'a' if value else 'no'} {way} segment touches {cell_name(cell)}"
    if not value:
        return ""
    length, start = divmod(term[2], _WIDE)
    ends = [(cell[0], start), (cell[0], start + length)]
    if orientation == VERTICAL:
        ends = [(start, cell[1]), (start + length, cell[1])]
    return f"the {way} segment at {cell_name(cell)} runs from {cell_name(ends[0])} to {cell_name(ends[1])}"


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every clue from the matrices, naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = []
    for cell, number in clues(puzzle):
        if not on[cell[0]][cell[1]]:
            problems.append(f"the loop does not pass through the clue {cell_name(cell)}")
            continue
        across, down = (
            segments.segment_through(solution, puzzle.rows, puzzle.cols, cell, way) for way in (HORIZONTAL, VERTICAL)
        )
        if number is None:
            if across and down and across != down:
                problems.append(f"the segments at {cell_name(cell)} are {across} and {down} long, not equal")
            continue
        for what, length in (("horizontal", across), ("vertical", down)):
            if length and length != number:
                problems.append(f"the {what} segment at {cell_name(cell)} is {length} long, clue {number}")
    return problems
