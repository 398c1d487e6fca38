"""The loop core on CP-SAT: the only module that imports OR-Tools.

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
- the genre's clues as linear constraints over edges.

Speed decisions, each measured on the puzzlekit sample (see
``benchmarks/``):

- The model is written as CP-SAT's text format and parsed once in C++,
  which is two to three times faster than calling the Python builder per
  constraint; the 60x60 model (28,000 booleans, 73,000 constraints) builds
  in about 0.3 s.
- A second solution is looked for in the same search
  (``enumerate_all_solutions``), not by building or presolving again.
- Presolve, symmetry detection and the LP relaxation are off: CP-SAT's
  probing at the root already fixes nearly every edge of a real puzzle,
  and those stages cost more than they save (about 0.25 s on 60x60).
- One worker with a fixed seed: repeatable, and the fastest on 2 cores for
  many small searches.
- A short search (solving: up to ``RESTART_UP_TO`` loops) that has not
  ended within ``PLAIN_WORK`` of CP-SAT's deterministic time starts again
  with the LP relaxation and its cuts on.  Every real puzzle of the
  puzzlekit dataset ends within 0.07 of that time, so it never pays the
  relaxation; a hard minimal 30x30 that ``loopcp generate`` made took
  32 s without it and 8 s with the restart.
- Nothing redundant that the measurements did not pay for: clauses that
  forbid degree 1 (implied by the colouring) and clauses that tie each
  self-loop to its point's edges (implied by the circuit) cost about 10%.
"""

from __future__ import annotations

import functools
import itertools
import operator
import sys
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ortools.sat.python import cp_model_helper as cmh

from loopcp.errors import LoopcpError
from loopcp.genres.base import Linear
from loopcp.grid import Face, Lattice, edge_faces
from loopcp.puzzle import Edge

SolutionHook = Callable[[frozenset[Edge], int], None]  # (loop, how many so far)


@dataclass(frozen=True, slots=True)
class SearchOutcome:
    """What one search found and whether it was exhaustive.

    ``count`` may exceed ``len(solutions)`` when only the first few were kept.
    """

    solutions: tuple[frozenset[Edge], ...]
    count: int
    complete: bool
    timed_out: bool
    seconds: float


def _neg(lit: int) -> int:
    return -lit - 1


CLAUSE_ARITY = 4  # linear constraints over at most this many edges become clauses


@functools.cache
def _forbidden_parts(coefs: tuple[int, ...], lo: int, hi: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The minimal partial assignments (position, value) that break ``lo <= sum(coef * x) <= hi``.

    Each is one clause of the constraint's prime-implicate CNF.  Brute force
    over partial assignments is instant for a few variables, and the cache
    makes it once per clue shape.
    """
    n = len(coefs)
    bad = {bits for bits in itertools.product((0, 1), repeat=n) if not lo <= sum(map(operator.mul, coefs, bits)) <= hi}
    found: list[dict[int, int]] = []
    for size in range(n + 1):
        for positions in itertools.combinations(range(n), size):
            for values in itertools.product((0, 1), repeat=size):
                part = dict(zip(positions, values, strict=True))
                if any(all(part.get(k) == v for k, v in f.items()) for f in found):
                    continue  # a shorter forbidden part already covers it
                free = [k for k in range(n) if k not in part]
                if all(
                    tuple({**part, **dict(zip(free, rest, strict=True))}[k] for k in range(n)) in bad
                    for rest in itertools.product((0, 1), repeat=len(free))
                ):
                    found.append(part)
    return tuple(tuple(sorted(part.items())) for part in found)


def _clauses(terms: dict[int, int], lo: int, hi: int) -> list[list[int]]:
    """A small linear constraint as its shortest clauses.

    Clauses propagate in CP-SAT's SAT core, much faster than a linear
    propagator: a Masyu equality becomes two binary clauses, a Slitherlink 3
    one 4-clause and six binary ones.
    """
    variables = list(terms)
    return [
        [_neg(variables[k]) if value else variables[k] for k, value in part]
        for part in _forbidden_parts(tuple(terms.values()), lo, hi)
    ]


PLAIN_WORK = 0.5  # deterministic time a short search runs before it restarts with the LP relaxation
RESTART_UP_TO = 100  # searches for at most this many loops may restart (they remember the loops found)


class _SolutionCollector(cmh.SolutionCallback):
    """Counts solutions, keeps the first few, and stops at a limit."""

    def __init__(
        self,
        edges: Sequence[tuple[Edge, int]],
        keep: int,
        limit: int | None,
        hook: SolutionHook | None,
        *,
        remember: bool = False,
    ):
        super().__init__()
        self._edges = edges
        self._keep = keep
        self._limit = limit
        self._hook = hook
        # With ``remember``, the collector serves a search that may restart: a loop found
        # again is neither counted nor reported twice.
        self._seen: set[frozenset[Edge]] | None = set() if remember else None
        self.count = 0
        self.kept: list[frozenset[Edge]] = []
        self.stopped = False
        self.error: BaseException | None = None

    def OnSolutionCallback(self) -> None:  # noqa: N802 - the name CP-SAT calls
        value = self.SolutionBooleanValue
        loop = frozenset(e for e, var in self._edges if value(var))
        if self._seen is not None:
            if loop in self._seen:
                return
            self._seen.add(loop)
        self.count += 1
        if len(self.kept) < self._keep:
            self.kept.append(loop)
        if self._hook is not None:
            try:
                self._hook(loop, self.count)
            except BaseException as exc:  # re-raised after the solver returns
                self.error = exc
                self.stopped = True
                self.StopSearch()
                return
        if self._limit is not None and self.count >= self._limit:
            self.stopped = True
            self.StopSearch()


@dataclass(frozen=True, slots=True)
class _Core:
    """The clue-free part of a model: the loop on one lattice size, parsed once."""

    proto: Any  # ortools' CpModelProto
    edge_var: dict[Edge, int]  # read-only: shared by every model of this size


@functools.lru_cache(maxsize=8)
def _core(rows: int, cols: int) -> _Core | None:
    """The parsed loop model of a rows x cols lattice, or None when no loop fits.

    Cached by size, so a batch of puzzles of one size (or a generator's many
    checks) parses the core once and copies it in C++ afterwards.
    """
    frows, fcols = rows - 1, cols - 1
    if frows < 1 or fcols < 1:  # no face, so no loop can close
        return None
    lattice = Lattice(rows, cols)
    nvars = frows * fcols  # faces first: face (a, b) is variable a * fcols + b
    out: list[str] = []
    add = out.append
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var: dict[Edge, int] = {}

    def arc(tail: int, head: int, lit: int) -> None:
        tails.append(tail)
        heads.append(head)
        arcs.append(lit)

    def face(a: int, b: int) -> int | None:
        return a * fcols + b if 0 <= a < frows and 0 <= b < fcols else None

    # Each edge: ``first`` is the face above (or to the left), ``second`` below (or right).
    # Going east along a horizontal edge, the inside is on the right when ``second``
    # is inside; going south along a vertical edge, when ``first`` is inside.
    for edge in lattice.edges():
        kind, i, j = edge
        (a1, b1), (a2, b2) = edge_faces(edge)
        first, second = face(a1, b1), face(a2, b2)
        p = i * cols + j
        q = p + 1 if kind == "h" else p + cols
        forward_face, backward_face = (second, first) if kind == "h" else (first, second)
        if first is None or second is None:
            lit = second if first is None else first
            assert lit is not None  # every edge has at least one face here
            edge_var[edge] = lit
            if lit == forward_face:
                arc(p, q, lit)
            else:
                arc(q, p, lit)
            continue
        assert forward_face is not None and backward_face is not None
        e, fw, bw = nvars, nvars + 1, nvars + 2
        nvars += 3
        edge_var[edge] = e
        add(f"constraints{{bool_xor{{literals:[{_neg(e)},{first},{second}]}}}}")
        add(f"constraints{{enforcement_literal:{fw} bool_and{{literals:[{e},{forward_face}]}}}}")
        add(f"constraints{{bool_or{{literals:[{_neg(e)},{_neg(forward_face)},{fw}]}}}}")
        add(f"constraints{{enforcement_literal:{bw} bool_and{{literals:[{e},{backward_face}]}}}}")
        add(f"constraints{{bool_or{{literals:[{_neg(e)},{_neg(backward_face)},{bw}]}}}}")
        arc(p, q, fw)
        arc(q, p, bw)

    for point in lattice.points():
        es = [edge_var[e] for e in lattice.point_edges(point)]
        off = nvars
        nvars += 1
        p = point[0] * cols + point[1]
        arc(p, p, off)
        negs = [_neg(e) for e in es]
        for x in range(len(negs)):  # degree is never 3 or 4
            for y in range(x + 1, len(negs)):
                for z in range(y + 1, len(negs)):
                    add(f"constraints{{bool_or{{literals:[{negs[x]},{negs[y]},{negs[z]}]}}}}")

    add(f"constraints{{circuit{{tails:{tails} heads:{heads} literals:{arcs}}}}}")
    add(f"constraints{{bool_or{{literals:{list(range(frows * fcols))}}}}}")
    proto = cmh.CpModelProto()
    if not proto.parse_text_format("variables{domain:[0,1]}" * nvars + "".join(out)):
        raise LoopcpError("internal error: CP-SAT rejected the generated loop model")
    return _Core(proto, edge_var)


def _clue_text(edge_var: dict[Edge, int], constraints: Sequence[Linear], switch: int | None = None) -> str | None:
    """The clues in CP-SAT's text format, or None when one of them can never hold.

    With a ``switch``, the clues hold only while that variable is true: a
    clause gains the switch's negation, a linear constraint takes it as its
    enforcement literal, and a clue that can never hold forces the switch
    off instead of making the model infeasible.
    """
    out: list[str] = []
    guard = [] if switch is None else [_neg(switch)]
    for c in constraints:
        coeffs: dict[int, int] = {}
        for edge, coef in c.terms:
            var = edge_var.get(edge)
            if var is not None:
                coeffs[var] = coeffs.get(var, 0) + coef
        if len(coeffs) > CLAUSE_ARITY:
            enforce = "" if switch is None else f"enforcement_literal:{switch} "
            out.append(
                f"constraints{{{enforce}linear{{vars:{list(coeffs)} coeffs:{list(coeffs.values())} "
                f"domain:[{c.lo},{c.hi}]}}}}"
            )
            continue
        for clause in _clauses(coeffs, c.lo, c.hi):
            if not clause and switch is None:
                return None
            out.append(f"constraints{{bool_or{{literals:{clause + guard}}}}}")
    return "".join(out)


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


def _parameters(seed: int, time_limit: float | None, work_limit: float | None = None, lp: bool = False) -> Any:
    """The solver settings every search shares (the module docstring says why)."""
    params = cmh.SatParameters()
    params.num_workers = 1
    params.catch_sigint_signal = False  # Ctrl-C belongs to the command, which stops the search itself
    params.random_seed = seed
    params.cp_model_presolve = False
    params.symmetry_level = 0
    params.linearization_level = 2 if lp else 0
    if time_limit is not None:
        params.max_time_in_seconds = time_limit
    if work_limit is not None:
        params.max_deterministic_time = work_limit
    return params


class LoopModel:
    """One CP-SAT model of a puzzle, built once and searched as often as needed.

    Besides the constraints that always hold, a model may carry *switched*
    groups of constraints (``guarded``): group k holds only while its switch
    is on.  ``probe`` then asks, in one feasibility search, whether some
    loop satisfies a chosen set of groups; ``forbid`` excludes a known loop
    from every later search.  A generator deciding whether a clue can go
    thus asks many questions of one model instead of building one per
    question.
    """

    def __init__(
        self, lattice: Lattice, constraints: Sequence[Linear], guarded: Sequence[Sequence[Linear]] = ()
    ) -> None:
        self.lattice = lattice
        self._proto = cmh.CpModelProto()
        self._switches: list[int] = []
        self._pinned: dict[int, int] = {}  # variables whose domain ``probe`` fixed, and to what
        core = _core(lattice.rows, lattice.cols)
        clues = None if core is None else _clue_text(core.edge_var, constraints)
        self._trivially_infeasible = core is None or clues is None
        self._edge_var: dict[Edge, int] = {} if core is None else core.edge_var
        if core is not None and clues is not None:
            self._proto.copy_from(core.proto)
            if not self._proto.merge_text_format(clues):
                raise LoopcpError("internal error: CP-SAT rejected the generated clue constraints")
        for group in guarded:
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
        var = len(self._proto.variables)
        self._switches.append(var)
        text = _clue_text(self._edge_var, group, switch=var)
        if not self._proto.merge_text_format("variables{domain:[0,1]}" + (text or "")):
            raise LoopcpError("internal error: CP-SAT rejected a switched group of constraints")
        return len(self._switches) - 1

    def forbid(self, loop: Iterable[Edge]) -> None:
        """Exclude one loop from every later probe and search.

        One clause, "not every edge of this loop": a single loop that holds
        every edge of a closed loop is that loop, so nothing else is lost.
        """
        if self._trivially_infeasible:
            return
        lits = [_neg(self._edge_var[e]) for e in sorted(loop)]
        if not self._proto.merge_text_format(f"constraints{{bool_or{{literals:{lits}}}}}"):
            raise LoopcpError("internal error: CP-SAT rejected the clause that forbids a loop")

    def _pin(self, values: dict[int, int]) -> None:
        """Fix these variables' values in the model itself, and free every other pinned one."""
        variables = self._proto.variables
        for var in [v for v in self._pinned if v not in values]:
            domain = variables[var].domain
            domain.clear()
            domain.extend([0, 1])
            del self._pinned[var]
        for var, value in values.items():
            if self._pinned.get(var) != value:
                domain = variables[var].domain
                domain.clear()
                domain.extend([value, value])
                self._pinned[var] = value

    def probe(
        self,
        on: Collection[int],
        *,
        faces: Mapping[Face, bool] | None = None,
        time_limit: float | None = None,
        work_limit: float | None = None,
        seed: int = 0,
        lp: bool = False,
        assume: bool = False,
    ) -> Probe:
        """Look for one loop that satisfies the groups in ``on``, with every other group off.

        ``faces`` pins some faces inside (True) or outside (False), for a
        search near a known loop.  The switches and faces are written into
        the model as fixed values (the default), or given to the solver as
        assumptions (``assume``), which ``benchmarks/generate.py`` measured
        about two times slower: CP-SAT then takes them as decisions
        instead of root facts.

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
        wanted = set(on)
        values = {var: int(k in wanted) for k, var in enumerate(self._switches)}
        fcols = self.lattice.cols - 1
        for (a, b), inside in (faces or {}).items():
            values[a * fcols + b] = int(inside)
        assumptions = self._proto.assumptions
        assumptions.clear()
        if assume:
            self._pin({})
            assumptions.extend([var if value else _neg(var) for var, value in values.items()])
        else:
            self._pin(values)
        solver = cmh.SolveWrapper()
        solver.set_parameters(_parameters(seed, time_limit, work_limit, lp))
        response = solver.solve(self._proto)  # type: ignore[no-untyped-call]
        seconds = time.perf_counter() - start
        status = response.status
        if status in (cmh.OPTIMAL, cmh.FEASIBLE):
            solution = list(response.solution)
            loop = frozenset(e for e, var in self._edge_var.items() if solution[var])
            return Probe(loop, True, seconds)
        if status == cmh.INFEASIBLE:
            return Probe(None, True, seconds)
        if status == cmh.UNKNOWN:
            return Probe(None, False, seconds)
        raise self._failure(status)

    def _failure(self, status: Any) -> LoopcpError:
        if status == cmh.MODEL_INVALID:
            problem = cmh.CpSatHelper.validate_model(self._proto)
            return LoopcpError(f"internal error: CP-SAT found the model invalid: {problem}")
        return LoopcpError(f"internal error: unexpected CP-SAT status {status}")

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
        self._pin({var: 0 for var in self._switches})  # switched groups off; faces a probe pinned freed
        self._proto.assumptions.clear()
        edges = sorted(self._edge_var.items())
        if keep is None:
            keep = limit if limit is not None else sys.maxsize
        restartable = limit is not None and limit <= RESTART_UP_TO
        collector = _SolutionCollector(edges, keep, limit, on_solution, remember=restartable)
        for work, lp in ((PLAIN_WORK, False), (None, True)) if restartable else ((None, False),):
            left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - start))
            params = _parameters(0, left, work, lp)
            params.enumerate_all_solutions = True
            solver = cmh.SolveWrapper()
            solver.set_parameters(params)
            solver.add_solution_callback(collector)
            status = solver.solve(self._proto).status  # type: ignore[no-untyped-call]
            solver.clear_solution_callback(collector)
            if collector.error is not None or collector.stopped or status in (cmh.OPTIMAL, cmh.INFEASIBLE):
                break
            if time_limit is not None and time.perf_counter() - start >= time_limit:
                break  # the clock ended it, not the work budget
        seconds = time.perf_counter() - start
        if collector.error is not None:
            raise collector.error
        if status == cmh.OPTIMAL:  # every solution enumerated, unless we stopped it first
            complete, timed_out = not collector.stopped, False
        elif status == cmh.INFEASIBLE:
            complete, timed_out = True, False
        elif status == cmh.FEASIBLE:  # stopped early: at our limit, or by the clock
            complete, timed_out = False, not collector.stopped
        elif status == cmh.UNKNOWN:
            complete, timed_out = False, True
        else:
            raise self._failure(status)
        return SearchOutcome(tuple(collector.kept), collector.count, complete, timed_out, seconds)
