"""Kaisu's symmetric circles: placed an orbit at a time against a rival path, on CaDiCaL.

A symmetric puzzle (``make``, ``--symmetry``) keeps its circles in orbits
of the turn, and the path grown is its one answer, so its every visit
must hold exactly its number of circles (the k-th visit to a room k) or
none.  The images of a visit's circles fall on other visits, often on
another room's visit of another number, which then needs circles of its
own, whose images fall further: a random choice of cells seldom closes
(measured at 8x8 with the mirror: for a second visit's two circles, one
draw in two hundred), and one that closes seldom breaks the rival (the
generator then failed 50 boards of seed 1, and took 93 s of CPU for
seed 2, where it now takes 8 s).  So the question goes to a SAT solver
whole: which orbits of cells, added
to the circles there are, leave every visit of the path with 0 or its
number, and some visit of the rival with neither, the fewest added first?

- a boolean per orbit of cells (the circles there are: true);
- per visit of the path, ``count = k * y`` (``y`` a boolean of its own),
  a count over the visit's cells of their orbits' booleans;
- per visit of the rival, ``z`` implies ``count >= 1`` and ``count != k``
  (below k, or above it), and one ``z`` at least;
- at most ``n`` orbits added, ``n`` from 1 up.

The clauses are ``sat.cnf.linear``'s exact encodings; the orbits are
numbered in a seeded random order, so that a seed picks among equal
answers.  The generator's own checks stand as they are: the verifier says
whether the rival breaks the rule, and the puzzle is solved again at the
end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pysat.solvers import Cadical195

from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.sat.cnf import Clause, linear

Visit = tuple[int, list[Cell]]  # a visit's number (the k-th to its room) and its cells


def walked(edges: frozenset[Edge], start: Cell, size: int) -> list[Cell]:
    """A path's ``size`` cells in order from ``start``, from its edges between cell centres."""
    out = [start]
    while len(out) < size:
        i, j = out[-1]
        steps = (
            ("h", i, j, (i, j + 1)),
            ("h", i, j - 1, (i, j - 1)),
            ("v", i, j, (i + 1, j)),
            ("v", i - 1, j, (i - 1, j)),
        )
        out.append(next(to for kind, a, b, to in steps if (kind, a, b) in edges and to not in out[-2:-1]))
    return out


def breaking(  # noqa: PLR0917 - the two paths' visits, the circles, the board, the turn and the dice
    mine: Sequence[Visit],
    rival: Sequence[Visit],
    circles: set[Cell],
    rows: int,
    cols: int,
    turns: int,
    rng: random.Random,
) -> frozenset[Cell] | None:
    """The fewest orbits of new circles that keep every visit of ``mine`` right and break one of ``rival``'s."""
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    orbits = sorted({tuple(sorted(orbit(c, rows, cols, turns))) for c in cells})
    rng.shuffle(orbits)
    var = {c: n + 1 for n, o in enumerate(orbits) for c in o}
    top = len(orbits)

    def new() -> int:
        nonlocal top
        top += 1
        return top

    clauses: list[Clause] = [[var[o[0]]] for o in orbits if o[0] in circles]
    for k, here in mine:
        clauses += linear([(var[c], 1) for c in here] + [(new(), -k)], 0, 0, new)
    some = []
    for k, here in rival:
        terms: list[tuple[int | None, int]] = [(var[c], 1) for c in here]
        z, below, above = new(), new(), new()
        clauses += linear([*terms, (z, -1)], 0, len(here), new)  # z: at least one circle
        clauses += linear([*terms, (below, len(here))], 0, k - 1 + len(here), new)  # below: fewer than k
        clauses += linear([*terms, (above, -(k + 1))], 0, len(here), new)  # above: more than k
        clauses.append([-z, below, above])
        some.append(z)
    clauses.append(some)
    free = [var[o[0]] for o in orbits if o[0] not in circles]
    found = _model(clauses)
    if found is None:
        return None
    for most in range(1, sum(x in found for x in free)):  # the fewest: a bound on the orbits added, from 1 up
        fewer = _model(clauses + linear([(x, 1) for x in free], 0, most, new))
        if fewer is not None:
            found = fewer
            break
    return frozenset(c for o in orbits if var[o[0]] in found and o[0] not in circles for c in o)


def _model(clauses: list[Clause]) -> set[int] | None:
    """The variables true in a model of the clauses, or None when they have none."""
    with Cadical195(bootstrap_with=clauses) as solver:
        return {x for x in solver.get_model() or [] if x > 0} if solver.solve() else None
