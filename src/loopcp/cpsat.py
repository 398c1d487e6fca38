"""The loop core on CP-SAT: the only module that imports OR-Tools.

The model, for a lattice of points and a genre's linear constraints:

- a boolean per face of the lattice, true when the face is inside the loop
  (outside the lattice is always outside);
- an edge is on exactly when the faces on its two sides differ, so a border
  edge *is* the literal of its one face;
- the two arcs of an edge are oriented by that colouring, with the inside
  on the right: each loop has exactly one assignment, which makes counts
  exact and proofs stable;
- every point has degree 0 or 2 (clauses, which propagate better than a
  linear sum), and a self-loop literal when it is off the loop;
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
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ortools.sat.python import cp_model

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


class _SolutionCollector(cp_model.CpSolverSolutionCallback):
    """Counts solutions, keeps the first few, and stops at a limit."""

    def __init__(self, edges: Sequence[tuple[Edge, int]], keep: int, limit: int | None, hook: SolutionHook | None):
        super().__init__()
        self._edges = edges
        self._keep = keep
        self._limit = limit
        self._hook = hook
        self.count = 0
        self.kept: list[frozenset[Edge]] = []
        self.stopped = False
        self.error: BaseException | None = None

    def on_solution_callback(self) -> None:
        self.count += 1
        value = self.SolutionBooleanValue
        loop = frozenset(e for e, var in self._edges if value(var))
        if len(self.kept) < self._keep:
            self.kept.append(loop)
        if self._hook is not None:
            try:
                self._hook(loop, self.count)
            except BaseException as exc:  # re-raised after the solver returns
                self.error = exc
                self.stopped = True
                self.stop_search()
                return
        if self._limit is not None and self.count >= self._limit:
            self.stopped = True
            self.stop_search()


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


def _linear_text(coeffs: dict[int, int], lo: int, hi: int, switch: int | None) -> str:
    guard = "" if switch is None else f"enforcement_literal:{switch} "
    return f"constraints{{{guard}linear{{vars:{list(coeffs)} coeffs:{list(coeffs.values())} domain:[{lo},{hi}]}}}}"


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
        self._edge_var: dict[Edge, int] = {}
        self._switches: list[int] = []
        self._pinned: dict[int, int] = {}  # variables whose domain ``probe`` fixed, and to what
        self._probed = False
        self._trivially_infeasible = False
        self._model = cp_model.CpModel()
        text = self._write(lattice, constraints, guarded)
        if not self._trivially_infeasible and not self._model.proto.parse_text_format(text):
            raise LoopcpError("internal error: CP-SAT rejected the generated model")

    def _coeffs(self, c: Linear) -> dict[int, int]:
        """A constraint's terms as model variables, edges off the lattice dropped."""
        coeffs: dict[int, int] = {}
        for edge, coef in c.terms:
            var = self._edge_var.get(edge)
            if var is not None:
                coeffs[var] = coeffs.get(var, 0) + coef
        return coeffs

    def _guarded_text(self, switch: int, group: Sequence[Linear]) -> str:
        """A group of constraints that hold only while ``switch`` is true."""
        out = []
        for c in group:
            coeffs = self._coeffs(c)
            if coeffs:
                out.append(_linear_text(coeffs, c.lo, c.hi, switch))
            elif not c.lo <= 0 <= c.hi:  # cannot hold: the switch must stay off
                out.append(f"constraints{{bool_or{{literals:[{_neg(switch)}]}}}}")
        return "".join(out)

    def _write(self, lattice: Lattice, constraints: Sequence[Linear], guarded: Sequence[Sequence[Linear]]) -> str:
        """The whole model in CP-SAT's text format."""
        rows, cols = lattice.rows, lattice.cols
        frows, fcols = rows - 1, cols - 1
        if frows < 1 or fcols < 1:  # no face, so no loop can close
            self._trivially_infeasible = True
            return ""
        nvars = frows * fcols  # faces first: face (a, b) is variable a * fcols + b
        out: list[str] = []
        add = out.append
        tails: list[int] = []
        heads: list[int] = []
        arcs: list[int] = []
        edge_var = self._edge_var

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
            add(f"constraints{{enforcement_literal:{off} bool_and{{literals:{negs}}}}}")
            add(f"constraints{{bool_or{{literals:{[*es, off]}}}}}")
            for k, e in enumerate(es):  # degree is never 1 ...
                add(f"constraints{{bool_or{{literals:{[_neg(e), *es[:k], *es[k + 1 :]]}}}}}")
            for x in range(len(negs)):  # ... nor 3 or 4
                for y in range(x + 1, len(negs)):
                    for z in range(y + 1, len(negs)):
                        add(f"constraints{{bool_or{{literals:[{negs[x]},{negs[y]},{negs[z]}]}}}}")

        add(f"constraints{{circuit{{tails:{tails} heads:{heads} literals:{arcs}}}}}")
        add(f"constraints{{bool_or{{literals:{list(range(frows * fcols))}}}}}")

        for c in constraints:
            coeffs = self._coeffs(c)
            if not coeffs:
                if not c.lo <= 0 <= c.hi:
                    self._trivially_infeasible = True
                continue
            add(_linear_text(coeffs, c.lo, c.hi, None))
        for group in guarded:
            self._switches.append(nvars)
            add(self._guarded_text(nvars, group))
            nvars += 1
        if self._trivially_infeasible:
            return ""
        return "variables{domain:[0,1]}" * nvars + "".join(out)

    @property
    def switches(self) -> int:
        """How many switched groups the model has."""
        return len(self._switches)

    def add_switch(self, group: Sequence[Linear]) -> int:
        """Add one more switched group of constraints, and return its number."""
        if self._trivially_infeasible:
            self._switches.append(-1)
            return len(self._switches) - 1
        proto = self._model.proto
        var = len(proto.variables)
        self._switches.append(var)
        proto.merge_text_format("variables{domain:[0,1]}" + self._guarded_text(var, group))
        return len(self._switches) - 1

    def forbid(self, loop: Iterable[Edge]) -> None:
        """Exclude one loop from every later probe and search.

        One clause, "not every edge of this loop": a single loop that holds
        every edge of a closed loop is that loop, so nothing else is lost.
        """
        lits = [_neg(self._edge_var[e]) for e in sorted(loop)]
        if not self._trivially_infeasible:
            self._model.proto.merge_text_format(f"constraints{{bool_or{{literals:{lits}}}}}")

    def _pin(self, values: dict[int, int]) -> None:
        """Fix these variables' values in the model itself, and free every other pinned one."""
        variables = self._model.proto.variables
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
        proto = self._model.proto
        wanted = set(on)
        values = {var: int(k in wanted) for k, var in enumerate(self._switches)}
        fcols = self.lattice.cols - 1
        for (a, b), inside in (faces or {}).items():
            values[a * fcols + b] = int(inside)
        self._probed = True
        proto.assumptions.clear()
        if assume:
            self._pin({})
            proto.assumptions.extend([var if value else _neg(var) for var, value in values.items()])
        else:
            self._pin(values)
        solver = cp_model.CpSolver()
        params = solver.parameters
        params.num_workers = 1
        params.random_seed = seed
        params.cp_model_presolve = False
        params.symmetry_level = 0
        params.linearization_level = 2 if lp else 0
        if time_limit is not None:
            params.max_time_in_seconds = time_limit
        if work_limit is not None:
            params.max_deterministic_time = work_limit
        status = solver.solve(self._model)
        seconds = time.perf_counter() - start
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            solution = list(solver.response_proto.solution)
            loop = frozenset(e for e, var in self._edge_var.items() if solution[var])
            return Probe(loop, True, seconds)
        if status == cp_model.INFEASIBLE:
            return Probe(None, True, seconds)
        if status == cp_model.UNKNOWN:
            return Probe(None, False, seconds)
        if status == cp_model.MODEL_INVALID:
            raise LoopcpError(f"internal error: CP-SAT found the model invalid: {self._model.validate()}")
        raise LoopcpError(f"internal error: unexpected CP-SAT status {solver.status_name(status)}")

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
        if self._switches or self._probed:  # switched groups are off; pinned faces and assumptions are gone
            self._pin({var: 0 for var in self._switches})
            self._model.proto.assumptions.clear()
        solver = cp_model.CpSolver()
        params = solver.parameters
        params.num_workers = 1
        params.random_seed = 0
        params.enumerate_all_solutions = True
        params.cp_model_presolve = False
        params.symmetry_level = 0
        params.linearization_level = 0
        if time_limit is not None:
            params.max_time_in_seconds = time_limit
        edges = sorted(self._edge_var.items())
        if keep is None:
            keep = limit if limit is not None else sys.maxsize
        collector = _SolutionCollector(edges, keep, limit, on_solution)
        status = solver.solve(self._model, collector)
        seconds = time.perf_counter() - start
        if collector.error is not None:
            raise collector.error
        if status == cp_model.OPTIMAL:  # every solution enumerated, unless we stopped it first
            complete, timed_out = not collector.stopped, False
        elif status == cp_model.INFEASIBLE:
            complete, timed_out = True, False
        elif status == cp_model.FEASIBLE:  # stopped early: at our limit, or by the clock
            complete, timed_out = False, not collector.stopped
        elif status == cp_model.UNKNOWN:
            complete, timed_out = False, True
        elif status == cp_model.MODEL_INVALID:
            raise LoopcpError(f"internal error: CP-SAT found the model invalid: {self._model.validate()}")
        else:
            raise LoopcpError(f"internal error: unexpected CP-SAT status {solver.status_name(status)}")
        return SearchOutcome(tuple(collector.kept), collector.count, complete, timed_out, seconds)
