"""Balance Loop's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and through every circle.  The two
straight *legs* that leave a circle (each as many edges as the loop runs
straight from it before it turns) are equally long at a white circle and
of different lengths at a black one; a number on a circle is the sum of
the two (pzprjs's ``balance``: checkShortSegment, checkLongSegment,
checkWhiteUnequal, checkBlackEqual, checkNoLineCircle, and the loop
core's rules).

Linear, with the legs of ``genres.segments`` (booleans of the genre's
own, ``("x", a, b)`` terms): for each circle and each direction d, a
boolean leg(d, L) says that the leg that way is exactly L edges long: it
implies the first L edges that way and excludes the next one.  The legs
of one direction sum to the circle's first edge that way, so a leg exists
exactly when the loop leaves that way, with one length.  Then, summing
over the four directions:

- a number N: the sum of L x leg(d, L) is N, and a leg of L needs another
  of N - L;
- white: with a number N, both legs are N / 2 long; without, the legs of
  each length L number 2 x equal(L) (a boolean of its own), and one
  equal(L) holds;
- black: at most one leg of each length.

Edges off the board count as 0, and legs never run past the border.
"""

from __future__ import annotations

from loopcp.genres import segments
from loopcp.genres.balanceloop.codes import BLACK, COLOURS, WHITE, circle
from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

_EQUAL = len(segments.WAYS)  # the second index of a circle's equal(L) booleans: 5 x circle + 4


def circles(puzzle: Puzzle) -> list[tuple[Cell, str, int | None]]:
    """Every circle: its cell, its colour and its number (None for none)."""
    out = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            found = circle(token)
            if found is not None:
                out.append(((i, j), *found))
    return out


def _lengths(reach: int, colour: str, number: int | None) -> list[int]:
    """The leg lengths a circle's rule leaves possible, ``reach`` edges from the border."""
    top = reach if number is None else min(reach, number - 1)
    if colour == WHITE and number is not None:
        return [number // 2] if number % 2 == 0 and number // 2 <= reach else []
    return [length for length in range(1, top + 1) if not (number is not None and 2 * length == number)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Circles on the loop, and their legs as long as their colour and number say."""
    out: list[Linear] = []
    for index, (cell, colour, number) in enumerate(circles(puzzle)):
        name = f"the {COLOURS[colour]} circle at {cell_name(cell)}"
        out.append(Linear.count([("o", *cell)], 0, why=f"the loop passes through {name}", given=True))
        why = f"the legs of {name} are {'equally long' if colour == WHITE else 'of different lengths'}"
        if number is not None:
            why = f"the legs of {name} are {'equally long' if colour == WHITE else 'unequal'} and add up to {number}"
        legs: dict[int, list[tuple[int, Term]]] = {}  # a length -> (direction, leg) of that length
        for way in range(4):
            edges = segments.ray(puzzle.rows, puzzle.cols, cell, way)
            mine: dict[int, Term] = {
                length: ("x", 5 * index + way, length) for length in _lengths(len(edges), colour, number)
            }
            for length, leg in mine.items():
                legs.setdefault(length, []).append((way, leg))
            out.extend(segments.leg_rules(edges, mine, why))
        if number is not None:
            terms = tuple((leg, length) for length, these in legs.items() for _, leg in these)
            out.append(Linear(terms, number, number, why))
        for length, these in legs.items():
            wanted = number - length if number is not None else length
            for way, leg in these:  # a leg needs a partner: N - L long with a number, else (white) as long
                others = [(o, 1) for w, o in legs.get(wanted, []) if w != way]
                if number is not None or colour == WHITE:
                    out.append(Linear(((leg, -1), *others), 0, len(others), why))
            if colour == BLACK:
                out.append(Linear.count([leg for _, leg in these], 0, 1, why))
            elif number is None:
                equal: Term = ("x", 5 * index + _EQUAL, length)
                out.append(Linear(((equal, -2), *((leg, 1) for _, leg in these)), 0, 0, why))
        if colour == WHITE and number is None:
            out.append(Linear.count([("x", 5 * index + _EQUAL, length) for length in legs], 1, why=why))
        elif colour == WHITE:
            out.append(Linear.count([leg for these in legs.values() for _, leg in these], 2, why=why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A circle's leg in words, for the steps of ``hint`` and ``explain``; "" (untold) for a length ruled out."""
    index, way = divmod(term[1], 5)
    cell = circles(puzzle)[index][0]
    if not value:
        return ""
    if way == _EQUAL:
        return f"both legs of the circle at {cell_name(cell)} are {counted(term[2], 'edge')} long"
    return f"the leg {segments.WAYS[way]} of the circle at {cell_name(cell)} is {counted(term[2], 'edge')} long"


def legs(puzzle: Puzzle, solution: Solution, cell: Cell) -> list[int]:
    """How far the loop runs straight from a cell each way it leaves it (nothing for a way it does not)."""
    runs = (segments.run(solution, puzzle.rows, puzzle.cols, cell, way) for way in (0, 2, 3, 1))  # N, S, W, E
    return [n for n in runs if n]


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every circle from the matrices, naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ".":
                continue
            white = token.startswith("w")
            where = f"the {'white' if white else 'black'} circle at {cell_name((i, j))}"
            if not on[i][j]:
                problems.append(f"the loop does not pass through {where}")
                continue
            found = legs(puzzle, solution, (i, j))
            if len(found) != 2:
                continue  # a branch or a dead end: the loop's own rules say so
            first, second = found
            if white and first != second:
                problems.append(f"the legs of {where} are {first} and {second} long, not equal")
            if not white and first == second:
                problems.append(f"the legs of {where} are both {first} long, not different")
            if token[1:] and first + second != int(token[1:]):
                problems.append(f"the legs of {where} add up to {first + second}, not {token[1:]}")
    return problems
