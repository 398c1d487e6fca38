"""Loop questions on an incremental SAT solver: the only module of loopcp that imports python-sat.

``SatLoops`` holds one CaDiCaL solver for a puzzle (``sat.cnf``'s
clauses) and answers feasibility questions under switched groups of
constraints, as ``cpsat.LoopModel.probe`` does: a group's clauses carry
its selector's negation, and a question assumes the selectors of the
groups it asks about.  Learnt clauses and the loop cuts carry over from
one question to the next.

The clauses say "degree 0 or 2 everywhere", which allows several cycles.
A model with one cycle is an answer.  A model with several is cut, and the
solver asked again (lazily, as ``benchmarks/lazysat.py``), by a cut that
holds for every single loop:

  for a cycle C of the model, an edge a of C and an edge b of another
  cycle of it: "not a, or not b, or some edge with exactly one end on C".

A single loop through a and b must leave C's points somewhere, since b
does not touch them; the model has no such edge (C's points have their
two edges, both in C), so the cut removes it.  Unlike lazysat's "not
every edge of C", it needs no check that C alone is not an answer, and it
removes every model that puts a piece anywhere apart from C, not only C
itself.  So no loop is ever cut away, and the search ends: every model it
returns is either an answer or removed.

A time limit is kept between budgets of conflicts (CaDiCaL through
python-sat has no interrupt): each call runs at most ``budget`` conflicts,
doubling up to ``MAX_BUDGET``, so a limit is overrun by one budget's work
at most (milliseconds).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Iterable, Sequence

from pysat.solvers import Cadical195

from loopcp import stopping
from loopcp.errors import DeadlineError
from loopcp.genres.base import Linear, Term
from loopcp.grid import Edge, Lattice, edge_ends
from loopcp.sat.cnf import Cnf

FIRST_BUDGET = 2_000  # conflicts a time-limited call runs before it looks at the clock
MAX_BUDGET = 64_000  # the budget doubles up to this (about 0.1 s of CaDiCaL on a 15x15 board)


class SatLoops:
    """One incremental SAT solver of a puzzle's loop, asked feasibility questions under switched groups.

    ``add_switch`` adds a group of constraints that holds only while its
    switch is on; ``probe`` looks for one loop that satisfies the groups it
    names; ``lean`` says which value the search tries first for some terms.
    ``close`` frees the solver.  ``deadline`` (a ``time.perf_counter``
    value) bounds the building too: ``DeadlineError`` once it has passed.
    """

    def __init__(self, lattice: Lattice, constraints: Sequence[Linear], *, deadline: float | None = None) -> None:
        self.lattice = lattice
        self.cnf = Cnf(lattice)
        self.cnf.add(constraints)
        if deadline is not None and time.perf_counter() >= deadline:
            raise DeadlineError("the time limit passed while the model was being built")
        self._solver = Cadical195()
        self._selectors: list[int] = []
        self._edges = list(self.cnf.edge)  # edge k has variable k + 1 (``Cnf`` numbers them first)
        number = {p: k for k, p in enumerate(lattice.points())}
        self._ends = [tuple(number[p] for p in edge_ends(e)) for e in self._edges]
        self._at: list[list[int]] = [[] for _ in number]  # each point's edges, by number
        for k, (a, b) in enumerate(self._ends):
            self._at[a].append(k)
            self._at[b].append(k)
        self.cuts = 0  # loop cuts added so far
        self.calls = 0  # solver calls so far
        self._flush()

    def _flush(self) -> None:
        """Hand the clauses made since the last flush to the solver."""
        self._solver.append_formula(self.cnf.take())

    def close(self) -> None:
        """Free the solver."""
        self._solver.delete()

    def add_switch(self, group: Sequence[Linear]) -> int:
        """Add a group of constraints that holds only while its switch is on; return its number."""
        selector = self.cnf.new()
        self.cnf.add(group, guard=selector)
        self._flush()
        self._selectors.append(selector)
        return len(self._selectors) - 1

    def lean(self, values: Iterable[tuple[Term, bool]]) -> None:
        """Have the search try these values first for these terms (a heuristic only: no answer changes)."""
        lits = [lit if value else -lit for term, value in values if (lit := self.cnf.literal(term)) is not None]
        self._flush()
        self._solver.set_phases(lits)

    def probe(self, on: Collection[int], deadline: float | None = None) -> tuple[frozenset[Edge] | None, bool]:
        """One loop that satisfies the groups in ``on`` (or None: there is none), and whether that is proved.

        Not proved when ``deadline`` (a ``time.perf_counter`` value) passed first.
        """
        if self.cnf.unsat:
            return None, True
        assumptions = [self._selectors[k] for k in on]
        while True:
            found = self._solve(assumptions, deadline)
            if found is None:
                return None, False
            if not found:
                return None, True
            model = self._solver.get_model()
            assert model is not None
            cycles = self._cycles(model)
            if len(cycles) == 1:
                return frozenset(self._edges[k] for k in cycles[0]), True
            self._cut(cycles)

    def _solve(self, assumptions: list[int], deadline: float | None) -> bool | None:
        """Solve under the assumptions; None when the deadline came first (``Halted``: this work was stopped)."""
        halt = stopping.current()
        if deadline is None and halt is None:
            self.calls += 1
            return bool(self._solver.solve(assumptions=assumptions))
        budget = FIRST_BUDGET
        while True:
            if halt is not None and halt.stopped:
                raise stopping.Halted
            if deadline is not None and time.perf_counter() >= deadline:
                return None
            self._solver.conf_budget(budget)
            self.calls += 1
            answer = self._solver.solve_limited(assumptions=assumptions)
            if answer is not None:
                return bool(answer)
            budget = min(2 * budget, MAX_BUDGET)

    def _cycles(self, model: list[int]) -> list[list[int]]:
        """The cycles (lists of edge numbers) of a model's edges, which have degree 0 or 2 at every point."""
        ends = self._ends
        on = [k for k in range(len(ends)) if model[k] > 0]
        touching: dict[int, list[int]] = {}  # faster, measured, than walking each point's edges in the model
        for k in on:
            a, b = ends[k]
            touching.setdefault(a, []).append(k)
            touching.setdefault(b, []).append(k)
        seen: set[int] = set()
        out: list[list[int]] = []
        for first in on:
            if first in seen:
                continue
            cycle, (start, point), previous = [first], ends[first], first
            while point != start:
                x, y = touching[point]
                edge = y if x == previous else x
                cycle.append(edge)
                a, b = ends[edge]
                point, previous = (b if a == point else a), edge
            seen.update(cycle)
            out.append(cycle)
        return out

    def _cut(self, cycles: list[list[int]]) -> None:
        """For each cycle and each other cycle, the cut of the module docstring (see there why it is sound)."""
        ends, at = self._ends, self._at
        cuts = []
        for cycle in cycles:
            points = {p for k in cycle for p in ends[k]}
            leaving = [k + 1 for p in points for k in at[p] if not (ends[k][0] in points and ends[k][1] in points)]
            cuts += [[-(cycle[0] + 1), -(other[0] + 1), *leaving] for other in cycles if other is not cycle]
        self._solver.append_formula(cuts)
        self.cuts += len(cuts)
