"""The loop model: faces, edges, degree, the circuit and the clues, built once and searched as often as needed.

The model, for a lattice of points and a genre's linear constraints:

- a boolean per face of the lattice, true when the face is inside the loop
  (outside the lattice is always outside);
- an edge is on exactly when the faces on its two sides differ, so a border
  edge *is* the literal of its one face;
- the two arcs of an edge are oriented by that colouring, with the inside
  on the right: each loop has exactly one assignment, which makes counts
  exact and proofs stable;
- every point has degree 0 or 2: the colouring already makes every degree
  even, and clauses forbid three edges at a point (so four as well); a
  point off the loop takes its self-loop in the circuit;
- ``AddCircuit`` over all points, arcs and self-loops, so that the loop is
  one connected circuit, and at least one inside face, so that it is not
  empty;
- the genre's clues as linear constraints over edges, and over faces and
  booleans of the genre's own where it names them (``_names``).

A genre of paths between pairs takes ``cpsat.paths``'s core instead.  The
loop's core is parsed once per lattice size and copied in C++ for each
puzzle.  A ``deadline`` bounds the building of a model too, not only the
search (an empty 498 x 498 board took 28 s to build).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from loopcp.cpsat.core import _check, _Core, _core_names, _core_of, _names
from loopcp.cpsat.door import (
    FEASIBLE,
    INFEASIBLE,
    OPTIMAL,
    UNKNOWN,
    SolutionHook,
    _Callback,
    _failure,
    _merge,
    _new_model,
    _parameters,
    _SolutionCollector,
    _solve,
    _variable_count,
    _write_pins,
)
from loopcp.cpsat.order import has_order, order_text
from loopcp.cpsat.paths import Pair
from loopcp.cpsat.text import _clue_text, _neg, _or, _variables
from loopcp.errors import InternalError
from loopcp.genres.base import Linear  # ``Linear`` terms besides edges
from loopcp.grid import Edge, Face, Lattice
from loopcp.puzzle import SearchOutcome

PLAIN_WORK = 0.5  # deterministic time a short search runs before it restarts with the LP relaxation
RESTART_UP_TO = 100  # searches for at most this many loops may restart (they remember the loops found)


def _ordered(  # noqa: PLR0917 - the model, its clues' text, and what the order needs
    proto: Any, clues: str, lattice: Lattice, paths: Sequence[Pair] | None, core: _Core, names: Mapping[Any, int]
) -> None:
    """The clues' text into the model, then the path's positions, where the constraints name an order term
    (after every boolean: ``cpsat.order``)."""
    _merge(proto, clues, "the generated clue constraints")
    if has_order(names):
        _merge(proto, order_text(lattice, paths, core.arcs, names, _variable_count(proto)), "the path's order")


def _own_switch(switches: list[int], var: int | None, *, dead: bool) -> int | None:
    """A sparse path core's own switch (``var``, None: none) as the model's next switch: its number.

    ``probe(on=[model.guide])`` turns the guide on; a dead model (trivially infeasible) keeps -1 for its variable.
    """
    if var is None:
        return None
    switches.append(-1 if dead else var)
    return len(switches) - 1


@dataclass(frozen=True, slots=True)
class Probe:
    """What one feasibility search under switches found.

    ``loop`` is a loop that satisfies the switched-on constraints (and is
    not forbidden), or None; ``proved`` is false when a limit stopped the
    search before it could tell.
    """

    loop: frozenset[Edge] | None
    proved: bool
    seconds: float


def _forbidding(core: _Core | None, edge_var: Mapping[Edge, int], loop: Iterable[Edge]) -> str:
    """The clause that forbids a loop: "not every edge of it", or where the loop may cross itself "some edge differs".

    A crossing loop may hold another one's every edge (it crosses where the
    other turns), or lie within it: there the clause names every edge.
    """
    edges = set(loop)
    if core is not None and core.crossing:
        return _or(_neg(var) if e in edges else var for e, var in sorted(edge_var.items()))
    return _or(_neg(edge_var[e]) for e in sorted(edges))


class LoopModel:
    """One CP-SAT model of a puzzle, built once and searched as often as needed.

    Besides the constraints that always hold, a model may carry *switched*
    groups of constraints (``guarded``): group k holds only while its switch
    is on.  ``probe`` then asks, in one feasibility search, whether some
    loop satisfies a chosen set of groups; ``forbid`` excludes a known loop
    from every later search.  A generator deciding whether a clue can go
    thus asks many questions of one model instead of building one per
    question.

    Switches and faces are fixed for a search by ``pinned``, a context
    manager: a search sees exactly the pins of the block it runs in, and
    none outside one.  (The domains are written just before each search,
    changing only what differs from the last one: measured, that is what
    keeps thousands of probes of one model cheap.)

    ``deadline`` (a ``time.perf_counter`` value) bounds the building: a
    model not built by then raises ``DeadlineError``.  ``paths``: the answer
    is paths joining these pairs of points instead of a loop (``cpsat.paths``);
    a sparse one has switches of its own, ``guide`` and ``fill`` (``pathsearch.guided``).
    """

    def __init__(
        self,
        lattice: Lattice,
        constraints: Sequence[Linear],
        guarded: Sequence[Sequence[Linear]] = (),
        *,
        deadline: float | None = None,
        paths: Sequence[Pair] | None = None,
    ) -> None:
        self.lattice = lattice
        self._proto = _new_model()
        self._switches: list[int] = []
        self._pins: dict[int, int] | None = None  # what the current ``pinned`` block fixes (None: no block)
        self._written: dict[int, int] = {}  # what the proto's domains fix now
        core = _core_of(lattice, constraints, paths, deadline)
        every = [*constraints, *(c for group in guarded for c in group)]  # groups' own booleans are made here too
        names, extra, tied = ({}, 0, "") if core is None else _names(core, lattice, every)
        clues = None if core is None else _clue_text(names, constraints)
        self._trivially_infeasible = core is None or clues is None
        self._edge_var: dict[Edge, int] = {} if core is None else core.edge_var  # the loop's edges, as solutions read
        self._names: Mapping[Any, int] = names  # every term a constraint may name (``_names``)
        self._core, self._aux, self._loop = core, extra, paths is None  # ``_aux``: a loop may come back repeated
        if core is not None and clues is not None:  # a path core is the puzzle's own: no copy
            self._proto = _new_model(core.proto) if paths is None else core.proto
            _ordered(self._proto, _variables(extra) + clues + tied, lattice, paths, core, names)
        self.guide = None if core is None else _own_switch(self._switches, core.guide, dead=self._trivially_infeasible)
        self.fill = None if core is None else _own_switch(self._switches, core.fill, dead=self._trivially_infeasible)
        for group in guarded:
            _check(deadline)
            self.add_switch(group)

    @property
    def switches(self) -> int:
        """How many switched groups the model has."""
        return len(self._switches)

    def add_switch(self, group: Sequence[Linear]) -> int:
        """Add one more switched group of constraints, and return its number."""
        if self._trivially_infeasible:
            self._switches.append(-1)
            return len(self._switches) - 1
        assert self._core is not None
        self._names, extra = _core_names(self._core, self.lattice, self._names, group, self._proto)
        self._aux += extra
        var = _variable_count(self._proto)
        self._switches.append(var)
        text = _clue_text(self._names, group, switch=var)
        _merge(self._proto, _variables(1) + (text or ""), "a switched group of constraints")
        return len(self._switches) - 1

    def forbid(self, loop: Iterable[Edge]) -> None:
        """Exclude one loop from every later probe and search.

        One clause, "not every edge of this loop": a single loop that holds
        every edge of a closed loop is that loop, so nothing else is lost
        (``_forbidding``: a loop that may cross itself needs every edge).
        """
        if not self._trivially_infeasible:
            _merge(self._proto, _forbidding(self._core, self._edge_var, loop), "the clause that forbids a loop")

    @contextmanager
    def pinned(self, on: Collection[int] = (), faces: Mapping[Face, bool] | None = None) -> Iterator[None]:
        """Within the block, switched groups in ``on`` are on and all others off, and ``faces`` are fixed.

        ``faces`` pins some faces inside (True) or outside (False), for a
        search near a known loop.  Outside a block every switch is off and
        every face free.
        """
        if self._pins is not None:
            raise InternalError("internal error: pinned blocks of one model do not nest")
        wanted = set(on)
        pins = {var: int(k in wanted) for k, var in enumerate(self._switches)}
        fcols = self.lattice.cols - 1
        for (a, b), inside in (faces or {}).items():
            pins[a * fcols + b] = int(inside)
        self._pins = pins
        try:
            yield
        finally:
            self._pins = None

    def _solve(self, params: Any, callback: _Callback | None = None) -> tuple[Any, Sequence[int]]:
        """Search under the current pins (every switch off outside a ``pinned`` block); a callback takes the values."""
        if params.max_time_in_seconds <= 0:  # no time left: CP-SAT would say so too, after loading the model
            return UNKNOWN, []
        pins = self._pins if self._pins is not None else {var: 0 for var in self._switches}
        _write_pins(self._proto, self._written, pins)
        return _solve(self._proto, params, callback, values=callback is None)

    def probe(
        self,
        on: Collection[int],
        *,
        faces: Mapping[Face, bool] | None = None,
        time_limit: float | None = None,
        work_limit: float | None = None,
        seed: int = 0,
        lp: bool = False,
    ) -> Probe:
        """Look for one loop that satisfies the groups in ``on``, with every other group off.

        ``faces`` pins faces as in ``pinned``.  Pins are fixed values in the
        model, not solver assumptions, which ``benchmarks/generate.py``
        measured about two times slower (CP-SAT takes assumptions as
        decisions instead of root facts).

        ``work_limit`` bounds the search in CP-SAT's deterministic time (the
        same on every machine) and ``seed`` picks its random choices: a
        caller can cut a long unlucky search short and try again with
        another seed, without the machine's speed deciding anything.
        ``lp`` turns on CP-SAT's linear relaxation with cuts: slower for
        most questions, but it proved in 2.5 s a 30x30 uniqueness that the
        default search had not proved in twenty minutes.
        """
        start = time.perf_counter()
        if self._trivially_infeasible:
            return Probe(None, True, time.perf_counter() - start)
        with self.pinned(on, faces):
            status, values = self._solve(_parameters(seed, time_limit, work_limit, lp))
        seconds = time.perf_counter() - start
        if status in (OPTIMAL, FEASIBLE):
            solution = values
            loop = frozenset(e for e, var in self._edge_var.items() if solution[var])
            return Probe(loop, True, seconds)
        if status == INFEASIBLE:
            return Probe(None, True, seconds)
        if status == UNKNOWN:
            return Probe(None, False, seconds)
        raise _failure(self._proto, status)

    def search(
        self,
        *,
        limit: int | None = 2,
        keep: int | None = None,
        time_limit: float | None = None,
        on_solution: SolutionHook | None = None,
    ) -> SearchOutcome:
        """Enumerate loops until ``limit`` are found (None: all) or time runs out.

        Switched groups are off, and loops that ``forbid`` excluded stay excluded.

        ``keep`` bounds how many loops are kept in memory (default: ``limit``);
        counting keeps none.
        """
        start = time.perf_counter()
        if self._trivially_infeasible:
            return SearchOutcome((), 0, True, False, time.perf_counter() - start)
        edges = sorted(self._edge_var.items())
        if keep is None:
            keep = limit if limit is not None else sys.maxsize
        restartable = limit is not None and limit <= RESTART_UP_TO and self._loop  # paths: the LP measured slower
        remember = restartable or self._aux > 0  # a loop found twice (another value of a genre's boolean) counts once
        collector = _SolutionCollector(edges, keep, limit, on_solution, remember=remember)
        for work, lp in ((PLAIN_WORK, False), (None, True)) if restartable else ((None, False),):
            left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - start))
            params = _parameters(0, left, work, lp)
            params.enumerate_all_solutions = True
            status, _ = self._solve(params, collector)
            if collector.error is not None or collector.stopped or status in (OPTIMAL, INFEASIBLE):
                break
            if time_limit is not None and time.perf_counter() - start >= time_limit:
                break  # the clock ended it, not the work budget
        seconds = time.perf_counter() - start
        if collector.error is not None:
            raise collector.error
        if status == OPTIMAL:  # every solution enumerated, unless we stopped it first
            complete, timed_out = not collector.stopped, False
        elif status == INFEASIBLE:
            complete, timed_out = True, False
        elif status == FEASIBLE:  # stopped early: at our limit, or by the clock
            complete, timed_out = False, not collector.stopped
        elif status == UNKNOWN:
            complete, timed_out = False, True
        else:
            raise _failure(self._proto, status)
        return SearchOutcome(tuple(collector.kept), collector.count, complete, timed_out, seconds)
