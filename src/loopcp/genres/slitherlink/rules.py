"""Slitherlink's rules: linear constraints for the solver, and an independent check for the verifier.

A digit 0-4 in a cell is the number of its four sides on the loop.  A letter
marks a cell of a SuperSlitherlink region (Knuth's SUPERSLITHERLINK rules):
an edge between two cells of the same letter is internal and never on the
loop; every other side of a lettered cell is a boundary edge of that letter,
so an edge between two different letters counts for both; ``!x=N`` says how
many of the letter's boundary edges are on the loop.
"""

from __future__ import annotations

import functools

from loopcp.genres.base import Linear
from loopcp.genres.slitherlink.codes import DIGITS
from loopcp.grid import Cell, Edge, face_edges
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def letter_edges(puzzle: Puzzle) -> tuple[dict[str, list[Edge]], list[Edge]]:
    """Each letter's boundary edges, and the internal edges of all letters."""
    boundary: dict[str, list[Edge]] = {}
    internal: list[Edge] = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if not ch.isalpha():
                continue
            top, bottom, left, right = face_edges((i, j))
            sides = ((top, (i - 1, j)), (bottom, (i + 1, j)), (left, (i, j - 1)), (right, (i, j + 1)))
            for edge, (a, b) in sides:
                inside = 0 <= a < puzzle.rows and 0 <= b < puzzle.cols
                if inside and puzzle.cells[a][b] == ch:
                    if edge in (bottom, right):  # record each internal edge once
                        internal.append(edge)
                else:
                    boundary.setdefault(ch, []).append(edge)
    return boundary, internal


@functools.lru_cache(maxsize=1 << 16)
def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """A digit: that many of the cell's four sides are on the loop.

    Made once a cell and digit (the list is shared: read it, never change
    it): a 40x40 board has a thousand digits, and a file of boards of one
    size names the same ones again.
    """
    return [Linear.count(face_edges(cell), int(ch))] if ch in DIGITS else []


def constraints(puzzle: Puzzle) -> list[Linear]:
    """One count per digit and per letter; internal letter edges are off."""
    cells = puzzle.cells
    out = [c for i, row in enumerate(cells) for j, ch in enumerate(row) if ch in DIGITS for c in clue_rules((i, j), ch)]
    if puzzle.letters:
        boundary, internal = letter_edges(puzzle)
        out.extend(Linear.count([e], 0) for e in internal)
        for letter, n in puzzle.letters:
            out.append(Linear.count(boundary[letter], n))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Recount every clue straight from the solution's matrices.

    Places are named as hints name them: cells ``r1c1``, regions by letter.
    """
    h, v = solution.h, solution.v
    problems = []
    totals: dict[str, int] = {}
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch in DIGITS:
                around = h[i][j] + h[i + 1][j] + v[i][j] + v[i][j + 1]
                if around != int(ch):
                    problems.append(
                        f"the clue {ch} at {cell_name((i, j))} has {counted(around, 'loop edge')} around it"
                    )
                continue
            if not ch.isalpha():
                continue
            if j + 1 < puzzle.cols and row[j + 1] == ch and v[i][j + 1]:
                problems.append(f"the right edge of {cell_name((i, j))} lies inside region {ch} and is on the loop")
            if i + 1 < puzzle.rows and puzzle.cells[i + 1][j] == ch and h[i + 1][j]:
                problems.append(f"the bottom edge of {cell_name((i, j))} lies inside region {ch} and is on the loop")
            same = (
                i > 0 and puzzle.cells[i - 1][j] == ch,
                i + 1 < puzzle.rows and puzzle.cells[i + 1][j] == ch,
                j > 0 and row[j - 1] == ch,
                j + 1 < puzzle.cols and row[j + 1] == ch,
            )
            sides = (h[i][j], h[i + 1][j], v[i][j], v[i][j + 1])
            totals[ch] = totals.get(ch, 0) + sum(s for s, inner in zip(sides, same, strict=True) if not inner)
    for letter, n in puzzle.letters:
        if totals.get(letter, 0) != n:
            on_loop = counted(totals.get(letter, 0), "boundary edge")
            problems.append(f"region {letter} has {on_loop} on the loop, clue {n}")
    return problems
