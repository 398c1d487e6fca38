"""Loop questions on an incremental SAT solver: with ``sat.pairs``, the only modules of loopcp that import python-sat.

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
  cycle of it (the largest): "not a, or not b, or some edge with exactly
  one end on C".

A single loop through a and b must leave C's points somewhere, since b
does not touch them; the model has no such edge (C's points have their
two edges, both in C), so the cut removes it.  Unlike lazysat's "not
every edge of C", it needs no check that C alone is not an answer, and it
removes every model that puts a piece anywhere apart from C, not only C
itself.  So no loop is ever cut away, and the search ends: every model it
returns is either an answer or removed.

Lazysat's cut is added as well where it is sound without a solver call:
"not every edge of C" for a cycle C that, as the whole loop, breaks one
of the puzzle's constraints (``_Alone``): a single loop holding all of C
is C.  Such a cut lasts for every later question, and the small cycles a
solver tries again and again are the ones it removes: a quarter fewer
solver calls on half-clued 15x15 Slitherlinks and 17x17 Yajilins
(measured, 10 puzzles each).

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
from loopcp.genres.base import AUX, FACE, OFF, Linear, Term
from loopcp.genres.directed import is_arc
from loopcp.grid import Edge, Lattice, edge_ends
from loopcp.sat import crossing
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

        def check() -> None:
            if deadline is not None and time.perf_counter() >= deadline:
                raise DeadlineError("the time limit passed while the model was being built")

        self.cnf = Cnf(lattice, check)
        self.cnf.add(constraints)
        check()
        self._solver = Cadical195()
        self._selectors: list[int] = []
        self._edges = list(self.cnf.edge)  # edge k has variable k + 1 (``Cnf`` numbers them first)
        number = {p: k for k, p in enumerate(lattice.points())}
        self._ends = [tuple(number[p] for p in edge_ends(e)) for e in self._edges]
        self._at: list[list[int]] = [[] for _ in number]  # each point's edges, by number
        for k, (a, b) in enumerate(self._ends):
            self._at[a].append(k)
            self._at[b].append(k)
        self._alone = _Alone(lattice, constraints, self._edges)
        self._kinds = [e[0] for e in self._edges]
        self._crossings = {number[p] for p in lattice.crossings}  # where a pass may cross (``sat.crossing``)
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
            if self.lattice.many:  # several loops: every model of the degree rules is an answer, no cut
                return frozenset(e for k, e in enumerate(self._edges) if model[k] > 0), True
            cycles = self._passes(model) if self._crossings else self._cycles(model)
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

    def forbid(self, loop: Collection[Edge]) -> None:
        """Exclude one loop from every later question: "some edge differs" (a crossing loop may lie within another)."""
        self._solver.add_clause([-(k + 1) if e in loop else k + 1 for k, e in enumerate(self._edges)])

    def _passes(self, model: list[int]) -> list[list[int]]:
        """The passes of a model that may cross itself, straight on through four edges (``sat.crossing``)."""
        return crossing.passes([k for k in range(len(self._edges)) if model[k] > 0], self._ends, self._kinds)

    def _cycles(self, model: list[int]) -> list[list[int]]:
        """The cycles (lists of edge numbers) of a model's edges, which have degree 0 or 2 at every point."""
        ends = self._ends
        one, two = [-1] * len(self._at), [-1] * len(self._at)  # each point's edges in the model
        on = [k for k in range(len(ends)) if model[k] > 0]
        for k in on:
            for p in ends[k]:
                if one[p] < 0:
                    one[p] = k
                else:
                    two[p] = k
        seen = bytearray(len(ends))
        out: list[list[int]] = []
        for first in on:
            if seen[first]:
                continue
            cycle, (start, point), previous = [first], ends[first], first
            seen[first] = 1
            while point != start:
                edge = two[point] if one[point] == previous else one[point]
                cycle.append(edge)
                seen[edge] = 1
                a, b = ends[edge]
                point, previous = (b if a == point else a), edge
            out.append(cycle)
        return out

    def _cut(self, cycles: list[list[int]]) -> None:
        """Cut a model of several cycles: each cycle against the largest other one, and each that cannot be alone.

        The module docstring says why each cut is sound.  One pair a cycle,
        not every pair: as many calls, measured, and far fewer clauses on a
        large board, where a model can hold dozens of cycles.
        """
        ends, at = self._ends, self._at
        if self._crossings:  # passes that may cross: ``sat.crossing``'s cuts
            on = {k for cycle in cycles for k in cycle}
            cuts = crossing.cuts(cycles, ends, at, on)
            for cycle in cycles:
                if self._alone.breaks(cycle, {p for k in cycle for p in ends[k]}):
                    way_out = crossing.turns(cycle, ends, at, self._kinds, self._crossings)
                    cuts.append([-(k + 1) for k in cycle] + way_out)
            self._solver.append_formula(cuts)
            self.cuts += len(cuts)
            return
        cuts = []
        largest, second = sorted(cycles, key=len)[-1:-3:-1]
        for cycle in cycles:
            points = {p for k in cycle for p in ends[k]}
            leaving = [k + 1 for p in points for k in at[p] if not (ends[k][0] in points and ends[k][1] in points)]
            other = second if cycle is largest else largest
            cuts.append([-(cycle[0] + 1), -(other[0] + 1), *leaving])
            if self._alone.breaks(cycle, points):
                cuts.append([-(k + 1) for k in cycle])
        self._solver.append_formula(cuts)
        self.cuts += len(cuts)


class _Alone:
    """Whether a cycle, as the whole loop, breaks one of the puzzle's constraints by itself (then it is no answer).

    A cycle alone fixes every edge and every point term; faces inside it
    are not worked out (a genre that names faces gets no such cut), and a
    constraint over a genre's own booleans or over arcs (which way the loop
    runs) is left out (it might hold).
    Quick for a small cycle: only the constraints it touches are summed;
    the others are as on an empty board, where many break (a clue that
    wants an edge, a cell that must be on the loop or shaded).
    """

    def __init__(self, lattice: Lattice, constraints: Sequence[Linear], edges: list[Edge]) -> None:
        kinds = {t[0] for c in constraints for t, _ in c.terms}
        self.works = FACE not in kinds
        edge_number = {e: k for k, e in enumerate(edges)}
        point_number = {p: k for k, p in enumerate(lattice.points())}
        self.sums: list[tuple[list[tuple[int, int]], list[tuple[int, int]], int, int]] = []  # edges, points, lo, hi
        self.by_edge: dict[int, list[int]] = {}
        self.by_point: dict[int, list[int]] = {}
        self.empty: list[
            tuple[frozenset[int], frozenset[int]]
        ] = []  # the edges and points of those an empty board breaks
        for c in constraints:
            if any(t[0] == AUX or is_arc(t) for t, _ in c.terms):  # a loop alone does not fix these
                continue
            on = [(edge_number[t], coef) for t, coef in c.terms if t in edge_number]
            off = [(point_number[t[1:]], coef) for t, coef in c.terms if t[0] == OFF and t[1:] in point_number]
            number = len(self.sums)
            self.sums.append((on, off, c.lo, c.hi))
            for k, _ in on:
                self.by_edge.setdefault(k, []).append(number)
            for p, _ in off:
                self.by_point.setdefault(p, []).append(number)
            if not c.lo <= sum(coef for _, coef in off) <= c.hi:
                self.empty.append((frozenset(k for k, _ in on), frozenset(p for p, _ in off)))

    def breaks(self, cycle: list[int], points: set[int]) -> bool:
        """Whether the cycle (edge numbers) through these points (numbers) breaks a constraint as the whole loop."""
        if not self.works:
            return False
        on = set(cycle)
        if any(edges.isdisjoint(on) and offs.isdisjoint(points) for edges, offs in self.empty):
            return True  # a constraint that an empty board breaks, and that the cycle leaves as it is
        touched = {n for k in cycle for n in self.by_edge.get(k, ())}
        touched.update(n for p in points for n in self.by_point.get(p, ()))
        for n in touched:
            edges, offs, lo, hi = self.sums[n]
            total = sum(coef for k, coef in edges if k in on) + sum(coef for p, coef in offs if p not in points)
            if not lo <= total <= hi:
                return True
        return False
