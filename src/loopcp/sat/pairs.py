"""A second answer of a Numberlink or Arukone on CaDiCaL: the generator's question, asked hundreds of times a puzzle.

The generator (``genres.numberlink.make``) knows an answer, its paths,
and asks whether the pairs of their ends have another.  ``search.solve``
answers that on CP-SAT's path model, which takes 50-300 ms to build and
search at 10 x 10 (its circuit over every point is built again each
time); the generator asks once per join it tries, and a join that keeps
the puzzle unique is rare, so it could afford only a few dozen.  This
module asks the same question of a plain CNF in a few milliseconds:

- a boolean per edge; each end of a pair has degree 1, every other cell
  degree 0 or 2 (exactly 2 with ``full``: Arukone);
- a label per cell, the number of a pair in binary (a boolean a bit): an
  end holds its own pair's, and an edge that is on makes its two cells'
  labels equal.  A path that leaves an end then reaches only an end of
  the same pair.  A boolean per cell and pair (one-hot, each carried
  across an edge both ways) took 1.6 s of CaDiCaL where this takes
  0.05 s, at 20 x 20 with 24 pairs;
- "not the known answer": one of its edges is off.  No answer holds the
  known one's edges and more (its cells have their degree already, and a
  piece apart from them has no end of a pair, so it is a loop), so the
  clause removes the known answer and nothing else;
- a loop apart from the paths satisfies all of that; each model's loops
  are cut lazily, by "not every edge of this cycle" (an answer holding a
  cycle's every edge holds that cycle as a loop of its own, which the
  rules forbid: the cut removes no answer), and every 2 x 2 cycle is cut
  before the first call.

The search leans towards the known answer (its edges, and its cells'
labels, tried first as they are there), so
a second answer, where there is one, lies near it: the generator repairs
the place where the two differ.  No verdict of ``loopcp solve`` rests on
this module: the generator proves its puzzle unique with ``search.solve``
before it prints it, and tests/test_numberlink_make.py checks this
module's answers against ``search.solve`` on small boards.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence

from pysat.solvers import Cadical195

from loopcp.errors import DeadlineError
from loopcp.grid import Cell, Edge, edge_ends

BUDGET = 20_000  # conflicts between looks at the clock


def rival(
    rows: int,
    cols: int,
    pairs: Sequence[tuple[Cell, Cell]],
    mine: frozenset[Edge],
    *,
    full: bool = False,
    deadline: float | None = None,
) -> frozenset[Edge] | None:
    """An answer other than ``mine`` (the edges of a known answer) of the pairs on this board, or None: there is none.

    ``full``: every cell on a path (Arukone).  ``DeadlineError`` once
    ``deadline`` (a ``time.perf_counter`` value) passes.
    """
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    edge: dict[Edge, int] = {}
    at: dict[Cell, list[int]] = {c: [] for c in cells}
    ends: list[tuple[Cell, Cell]] = []
    for i, j in cells:
        right: tuple[Edge, Cell] = (("h", i, j), (i, j + 1))
        down: tuple[Edge, Cell] = (("v", i, j), (i + 1, j))
        for e, other in (right, down):
            if other in at:
                edge[e] = len(edge) + 1
                at[(i, j)].append(edge[e])
                at[other].append(edge[e])
                ends.append(((i, j), other))
    clauses: list[list[int]] = []
    label_of = {c: k for k, pair in enumerate(pairs) for c in pair}
    n = len(edge)
    bits = max(1, (len(pairs) - 1).bit_length())

    def bit(c: Cell, b: int) -> int:
        return n + 1 + (c[0] * cols + c[1]) * bits + b

    def code(c: Cell, k: int) -> list[int]:
        return [bit(c, b) if k >> b & 1 else -bit(c, b) for b in range(bits)]

    for c in cells:
        lits = at[c]
        clauses += [[-a, -b, -d] for a, b, d in itertools.combinations(lits, 3)]
        if c in label_of:
            clauses.append(list(lits))
            clauses += [[-a, -b] for a, b in itertools.combinations(lits, 2)]
            clauses += [[x] for x in code(c, label_of[c])]
        else:
            clauses += [[-a, *(b for b in lits if b != a)] for a in lits]  # no dead end
            if full:
                clauses.append(list(lits))
    for (u, v), x in zip(ends, range(1, n + 1), strict=True):
        for b in range(bits):
            clauses += [[-x, -bit(u, b), bit(v, b)], [-x, bit(u, b), -bit(v, b)]]
    for i, j in itertools.product(range(rows - 1), range(cols - 1)):
        square: list[Edge] = [("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)]
        clauses.append([-edge[e] for e in square])
    clauses.append([-edge[e] for e in mine])
    solver = Cadical195(bootstrap_with=clauses)
    try:
        known = [x for c, k in _labels(pairs, mine).items() for x in code(c, k)]
        solver.set_phases([edge[e] if e in mine else -edge[e] for e in edge] + known)
        return _search(solver, ends, edge, set(label_of), deadline)
    finally:
        solver.delete()


def _labels(pairs: Sequence[tuple[Cell, Cell]], mine: frozenset[Edge]) -> dict[Cell, int]:
    """Each cell of the known answer and the pair whose path holds it."""
    near: dict[Cell, list[Cell]] = {}
    for e in mine:
        a, b = edge_ends(e)
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    out: dict[Cell, int] = {}
    for k, (start, _) in enumerate(pairs):
        todo = [start]
        while todo:
            c = todo.pop()
            out[c] = k
            todo += [d for d in near.get(c, ()) if d not in out]
    return out


def _search(
    solver: Cadical195,
    ends: list[tuple[Cell, Cell]],
    edge: dict[Edge, int],
    terminals: set[Cell],
    deadline: float | None,
) -> frozenset[Edge] | None:
    """Solve, cutting each model's loops, until a model has none (an answer) or there is no model."""
    names = list(edge)
    while True:
        found = _solve(solver, deadline)
        if not found:
            return None
        model = solver.get_model()
        on = [k for k in range(len(names)) if model[k] > 0]
        loops = _loops(on, ends, terminals)
        if not loops:
            return frozenset(names[k] for k in on)
        solver.append_formula([[-(k + 1) for k in loop] for loop in loops])


def _solve(solver: Cadical195, deadline: float | None) -> bool:
    """Solve within the deadline (``DeadlineError`` after it), a budget of conflicts at a time."""
    if deadline is None:
        return bool(solver.solve())
    while True:
        if time.perf_counter() >= deadline:
            raise DeadlineError("the time limit passed while a second answer was looked for")
        solver.conf_budget(BUDGET)
        answer = solver.solve_limited()
        if answer is not None:
            return bool(answer)


def _loops(on: list[int], ends: list[tuple[Cell, Cell]], terminals: set[Cell]) -> list[list[int]]:
    """The pieces of the edges ``on`` (numbers) that touch no end of a pair: loops, each as its edges."""
    near: dict[Cell, list[int]] = {}
    for k in on:
        for c in ends[k]:
            near.setdefault(c, []).append(k)
    seen: set[Cell] = set()
    out = []
    for start in near:
        if start in seen:
            continue
        piece, todo, found = [], [start], {start}
        while todo:
            c = todo.pop()
            piece.extend(near[c])
            for k in near[c]:
                for d in ends[k]:
                    if d not in found:
                        found.add(d)
                        todo.append(d)
        seen |= found
        if not found & terminals:
            out.append(sorted(set(piece)))
    return out
