"""One or two answers of a puzzle, found and proved on the incremental SAT solver: ``solve``'s usual engine.

Solve-and-prove is two related questions ("a loop?", then "a loop with an
edge the first lacks?"), the kind an incremental solver answers best: the
second question keeps the first one's clauses, learnt clauses and loop
cuts.  The second needs no more than one clause: another single loop must
use an edge off the first, since a cycle inside a cycle is the cycle
itself.

Measured against CP-SAT (``search``'s other engine) and the lazy SAT
baseline on ``make bench``'s puzzlekit sample, in one process (docs/notes.md
has the tables): the total time of 25 Slitherlinks 2.43 s against CP-SAT's
3.88 s and lazy SAT's 5.18 s; 13 Masyus 0.96 s against 1.62 s and 1.04 s.
Small boards gain most: CP-SAT loads and probes its model for each of
the two questions.

Every loop found goes through ``check`` (``search``'s verifier) before it
counts, as CP-SAT's do.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from loopcp.genres.base import Linear
from loopcp.grid import Edge, Lattice
from loopcp.puzzle import SearchOutcome
from loopcp.sat.loops import SatLoops


def search(
    lattice: Lattice,
    constraints: Sequence[Linear],
    *,
    limit: int,
    deadline: float | None,
    check: Callable[[frozenset[Edge], int], None],
) -> SearchOutcome:
    """Up to ``limit`` loops, each different from those before it; complete when no further loop exists.

    Stopping at ``limit`` proves nothing about more loops, as with CP-SAT
    (``complete`` is False).  ``DeadlineError`` when the time limit passes
    while the clauses are written.
    """
    start = time.perf_counter()
    model = SatLoops(lattice, constraints, deadline=deadline)
    try:
        found: list[frozenset[Edge]] = []
        on: tuple[int, ...] = ()
        while len(found) < limit:
            loop, proved = model.probe(on, deadline)
            if loop is None:
                return SearchOutcome(tuple(found), len(found), proved, not proved, time.perf_counter() - start)
            check(loop, len(found) + 1)
            found.append(loop)
            if len(found) == limit:
                break
            if lattice.crossings or lattice.many:  # a loop may lie within another: "some edge differs"
                model.forbid(loop)
                continue
            off = tuple((edge, 1) for edge in lattice.edges() if edge not in loop)
            on = (*on, model.add_switch([Linear(off, 1, len(off))]))
        return SearchOutcome(tuple(found), len(found), False, False, time.perf_counter() - start)
    finally:
        model.close()
