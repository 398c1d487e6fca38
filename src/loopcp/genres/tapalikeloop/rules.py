"""Tapa-Like Loop's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and never through a clue.  A clue
lists the runs of loop cells among the eight cells around it, in any
order: going round those cells, a run is a stretch of loop cells that the
loop joins one to the next (two loop cells side by side that the loop
does not join are two runs).  A ``?`` stands for any run; a clue of one
``?`` alone allows no run at all too, and ``0`` says there is none.
pzprjs (``tapaloop``: getSegmentLengths, checkTapaloop) reads a loop
that runs once round the clue through all eight cells as no run, which
no clue allows; so does this.

Linear, with booleans of the genre's own (``("x", a, b)`` terms): every
way the eight cells and the seven or eight joins between them can lie
that gives the clue's runs is one boolean (``patterns``), exactly one of
them holds, and each cell's "off the loop" literal and each join's edge
equal the sum of the patterns that have it.  A clue cell is off the loop
(given).  Besides, what the table implies in one count each, so that a
hint can say it: the loop cells round a clue without ``?`` number the sum
of its runs, and (cells less joins) the runs number as many as the clue
lists.

A lone ``?`` needs no table: it forbids only the loop right round it.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

Clue = tuple[int | None, ...]  # the runs a clue lists, None for a '?'
UNKNOWN = "?"

# The eight cells round a clue in pzprjs's order, from the top left clockwise, as (row, column) steps.
RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


def parse(token: str) -> Clue | None:
    """A clue token's runs (``"1,3"``, ``"?"``, ``"2,?"``), or None when the token is no clue of the genre.

    Each run is 1 to 8 cells and a lone ``0`` says there is none; their
    cells (a ``?`` at least one) fit in eight, as pzprjs's editor allows
    (``isValidQnums``).  Runs need no cell off the loop between them, only
    a join the loop does not make: eight runs of one are a clue.
    """
    if token == "0":
        return (0,)
    parts = token.split(",")
    if any(p != UNKNOWN and (len(p) != 1 or p not in "12345678") for p in parts):
        return None
    clue = tuple(None if p == UNKNOWN else int(p) for p in parts)
    return clue if sum(n or 1 for n in clue) <= 8 else None


def clues(puzzle: Puzzle) -> list[tuple[Cell, Clue]]:
    """Every clue cell and its runs, in reading order."""
    out = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            clue = parse(token) if token != "." else None
            if clue is not None:
                out.append(((i, j), clue))
    return out


def said(token: str) -> str:
    """A clue as a sentence names it: 'the 1,3 at r2c2'."""
    return f"the {token}"


def ring(cell: Cell) -> list[Cell]:
    """The eight cells round a cell, in pzprjs's order (some may lie off the board)."""
    i, j = cell
    return [(i + a, j + b) for a, b in RING]


def join(a: Cell, b: Cell) -> Edge:
    """The edge between two cells side by side."""
    return ("h", a[0], min(a[1], b[1])) if a[0] == b[0] else ("v", min(a[0], b[0]), a[1])


def runs(on: Sequence[bool], joined: Sequence[bool]) -> list[int] | None:
    """The runs round a clue: its ring's cells on the loop and the joins between them (join k: cells k and k+1).

    None when the loop joins all eight: a loop right round the clue, which
    pzprjs reads as no run and no clue allows.
    """
    if all(joined):
        return None
    start = next(k for k in range(8) if not joined[k]) + 1  # a run never crosses the join after ``start - 1``
    out: list[int] = []
    length = 0
    for step in range(8):
        k = (start + step) % 8
        if on[k]:
            length += 1
        if not (on[k] and joined[k]):
            if length:
                out.append(length)
            length = 0
    return out


def fits(clue: Clue, found: list[int]) -> bool:
    """Whether runs fit a clue: as many, and every number among them (a '?' takes any one; a lone '?' none too)."""
    if not found:
        return clue in ((0,), (None,))
    numbers = sorted(n for n in clue if n is not None)
    pool = list(found)
    for n in numbers:
        if n not in pool:
            return False
        pool.remove(n)
    return len(found) == len(clue)


@functools.cache
def patterns(clue: Clue, free: tuple[bool, ...]) -> list[tuple[tuple[bool, ...], tuple[bool, ...]]]:
    """Every (cells on the loop, joins) of a ring whose runs fit the clue; ``free``: the cells that may be on it.

    Kept once made: a generator asks for the same clues' constraints many times.
    """
    out = []
    for on in itertools.product((False, True), repeat=8):
        if any(o and not f for o, f in zip(on, free, strict=True)):
            continue
        pairs = [k for k in range(8) if on[k] and on[(k + 1) % 8]]
        for chosen in itertools.product((False, True), repeat=len(pairs)):
            joined = [False] * 8
            for k, j in zip(pairs, chosen, strict=True):
                joined[k] = j
            found = runs(on, joined)
            if found is not None and fits(clue, found):
                out.append((on, tuple(joined)))
    return out


def _off(cell: Cell) -> Term:
    return ("o", cell[0], cell[1])


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The module docstring's constraints, clue by clue."""
    out: list[Linear] = []
    given = {cell for cell, _ in clues(puzzle)}
    for cell, clue in clues(puzzle):
        token = puzzle.token(cell)
        out.append(Linear.count([_off(cell)], 1, why=f"the loop avoids the clue at {cell_name(cell)}", given=True))
        cells = ring(cell)
        free = tuple(0 <= a < puzzle.rows and 0 <= b < puzzle.cols and (a, b) not in given for a, b in cells)
        links = [join(cells[k], cells[(k + 1) % 8]) if free[k] and free[(k + 1) % 8] else None for k in range(8)]
        why = f"{said(token)} at {cell_name(cell)}"
        if clue == (None,):
            if all(free):
                sides = [e for e in links if e is not None]
                out.append(Linear.count(sides, 0, 7, f"{why}: the loop is not right round it"))
            continue
        index = cell[0] * puzzle.cols + cell[1]
        table = patterns(clue, free)
        choices: list[Term] = [("x", index, p) for p in range(len(table))]
        out.append(Linear.count(choices, 1, why=why))
        for k, (a, b) in enumerate(cells):
            if free[k]:
                ons = [choices[p] for p, (on, _) in enumerate(table) if on[k]]
                out.append(Linear(((_off((a, b)), 1), *((t, 1) for t in ons)), 1, 1, why))
            link = links[k]
            if link is not None:
                joins = [choices[p] for p, (_, joined) in enumerate(table) if joined[k]]
                out.append(Linear(((link, 1), *((t, -1) for t in joins)), 0, 0, why))
        around = [_off(c) for c, f in zip(cells, free, strict=True) if f]
        least = sum(1 if n is None else n for n in clue)
        if None not in clue:
            what = f"{why} sees {counted(least, 'loop cell')} round it"
            out.append(Linear.count(around, len(around) - least, why=what))
        else:
            what = f"{why} sees at least {counted(least, 'loop cell')} round it"
            out.append(Linear.count(around, 0, len(around) - least, why=what))
        if clue != (0,):  # runs = cells on the loop - joins: -(off) - joins = runs - cells
            terms = [(t, -1) for t in around] + [(e, -1) for e in links if e is not None]
            what = f"{why} sees {counted(len(clue), 'run')} of loop cells round it"
            out.append(Linear(tuple(terms), len(clue) - len(around), len(clue) - len(around), what))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A clue's pattern of runs: untold (its cells and joins say it)."""
    return ""


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every clue from the matrices, going round it as pzprjs does, naming cells r1c1."""
    on = visited(puzzle, solution)
    rows, cols = puzzle.rows, puzzle.cols

    def lit(a: int, b: int) -> bool:
        return 0 <= a < rows and 0 <= b < cols and on[a][b]

    def line(kind: str, a: int, b: int) -> bool:
        matrix, height, width = (solution.h, rows, cols - 1) if kind == "h" else (solution.v, rows - 1, cols)
        return 0 <= a < height and 0 <= b < width and matrix[a][b] == 1

    problems = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ".":
                continue
            if on[i][j]:
                problems.append(f"the loop passes through the clue at {cell_name((i, j))}")
                continue
            steps = [(i - 1, j - 1), (i - 1, j), (i - 1, j + 1), (i, j + 1), (i + 1, j + 1), (i + 1, j), (i + 1, j - 1)]
            steps.append((i, j - 1))
            # the sides between the eight cells, each after its cell going round: TL|T, T|TR, TR/R, R/BR, ...
            sides = [("h", i - 1, j - 1), ("h", i - 1, j), ("v", i - 1, j + 1), ("v", i, j + 1)]
            sides += [("h", i + 1, j), ("h", i + 1, j - 1), ("v", i, j - 1), ("v", i - 1, j - 1)]
            found: list[int] = []
            current = 0
            for (a, b), (kind, c, d) in zip(steps, sides, strict=True):
                if current == 0 and not lit(a, b):
                    continue
                current = current or 1
                if line(kind, c, d):
                    current += 1
                else:
                    found.append(current)
                    current = 0
            if current:
                found.append(current)
            if found and line(*sides[-1]):  # the run at the top left goes on from the left
                last = found.pop()
                if found:
                    found[0] += last - 1
                else:  # one run all round: the loop is right round the clue, which pzprjs reads as no run
                    problems.append(f"the clue {token} at {cell_name((i, j))} has the loop right round it")
                    continue
            if not _matched([None if n == UNKNOWN else int(n) for n in token.split(",")], found or [0]):
                seen = f"runs of {' and '.join(map(str, found))} loop cells" if found else "no loop cell"
                problems.append(f"the clue {token} at {cell_name((i, j))} sees {seen} round it")
    return problems


def _matched(wanted: list[int | None], seen: list[int]) -> bool:
    """Whether runs match a clue as pzprjs matches them: as many, each taking its number, else a '?'."""
    if len(seen) != len(wanted):
        return False
    left = list(wanted)
    for n in seen:
        if n in left:
            left.remove(n)
        elif None in left:
            left.remove(None)
        else:
            return False
    return True
