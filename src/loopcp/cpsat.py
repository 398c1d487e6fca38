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

Interruptions and limits: every search runs in a worker thread that the
calling thread waits for, so that Ctrl-C (or any exception a signal
handler raises) stops CP-SAT through its own ``stop_search`` and is raised
again in the caller, and a ``deadline`` bounds the building of a model
too, not only the search (an empty 498 x 498 board took 28 s to build).
"""

from __future__ import annotations

import concurrent.futures
import functools
import itertools
import operator
import os
import sys
import threading
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ortools.sat.python import cp_model_helper as _cmh  # used in the door below, and nowhere else

from loopcp.errors import DeadlineError, InternalError
from loopcp.genres.base import Linear
from loopcp.grid import Edge, Face, Lattice, edge_faces

# --- the one door to OR-Tools: every use of cp_model_helper is between here and its end mark ---
# Why not ``ortools.sat.python.cp_model``, the documented API: importing it imports pandas and
# numpy, about 0.8 s of start-up for commands that often finish in 0.1 s.  Under it lies the pybind
# layer ``cp_model_helper`` (the C++ model protos, the solver wrapper, the solution callback),
# which cp_model is itself written on, but which is not a documented API: a new OR-Tools may rename
# what loopcp uses.  So every use of it is here, under the names below and nowhere else, and
# ``DOOR`` lists every attribute used of them; tests/test_cpsat.py checks that each exists and
# runs a tiny solve, so that an upgrade that breaks the door fails in that one named test.
OPTIMAL, FEASIBLE, INFEASIBLE, UNKNOWN, MODEL_INVALID = (
    _cmh.OPTIMAL,
    _cmh.FEASIBLE,
    _cmh.INFEASIBLE,
    _cmh.UNKNOWN,
    _cmh.MODEL_INVALID,
)
SEARCH_THREADS = 4  # searches that may run at once (one per calling thread; each uses one CP-SAT worker)
DOOR: dict[str, tuple[str, ...]] = {  # name in cp_model_helper -> the attributes loopcp uses of it
    "CpModelProto": ("merge_text_format", "copy_from", "variables"),
    "SatParameters": (
        "num_workers",
        "random_seed",
        "cp_model_presolve",
        "symmetry_level",
        "linearization_level",
        "max_time_in_seconds",
        "max_deterministic_time",
        "enumerate_all_solutions",
        "catch_sigint_signal",
    ),
    "SolveWrapper": ("set_parameters", "add_solution_callback", "clear_solution_callback", "solve", "stop_search"),
    "SolutionCallback": ("OnSolutionCallback", "SolutionBooleanValue", "StopSearch"),
    "CpSatHelper": ("validate_model",),
    "CpSolverResponse": ("status", "solution"),
}


def _new_model(source: Any = None) -> Any:
    """An empty model, or a copy of ``source`` (copied in C++)."""
    proto = _cmh.CpModelProto()
    if source is not None:
        proto.copy_from(source)
    return proto


def _merge(proto: Any, text: str, what: str) -> None:
    """Add variables and constraints written in CP-SAT's text format; ``what`` names them in the error."""
    if not proto.merge_text_format(text):
        raise InternalError(f"internal error: CP-SAT rejected {what}")


def _variable_count(proto: Any) -> int:
    """How many variables a model has (the next one added gets this number)."""
    return len(proto.variables)


class _Callback(_cmh.SolutionCallback):
    """A solution callback: ``on_solution(value)`` for each solution, ``value(var)`` its 0/1 value."""

    def OnSolutionCallback(self) -> None:  # noqa: N802 - the name CP-SAT calls
        """Hand the solution to ``on_solution``."""
        self.on_solution(self.SolutionBooleanValue)

    def on_solution(self, value: Callable[[int], bool]) -> None:
        """Read one solution."""
        raise NotImplementedError

    def stop(self) -> None:
        """End the search after this solution."""
        self.StopSearch()


def _parameters(seed: int, time_limit: float | None, work_limit: float | None = None, lp: bool = False) -> Any:
    """The solver settings every search shares (the module docstring says why)."""
    params = _cmh.SatParameters()
    params.num_workers = 1
    params.random_seed = seed
    params.cp_model_presolve = False
    params.symmetry_level = 0
    params.linearization_level = 2 if lp else 0
    if time_limit is not None:
        params.max_time_in_seconds = time_limit
    if work_limit is not None:
        params.max_deterministic_time = work_limit
    return params


def _failure(proto: Any, status: Any) -> InternalError:
    """The error for a status that no correct model gives."""
    if status == MODEL_INVALID:
        why = _cmh.CpSatHelper.validate_model(proto)
        return InternalError(f"internal error: CP-SAT found the model invalid: {why}")
    return InternalError(f"internal error: unexpected CP-SAT status {status}")


def _write_pins(proto: Any, written: dict[int, int], pins: Mapping[int, int]) -> None:
    """Fix the pinned variables' domains and free those fixed before, changing only what differs.

    ``written`` is what the domains fix now, and is brought up to date.
    """
    variables = proto.variables
    for var in [v for v in written if v not in pins]:
        domain = variables[var].domain
        domain.clear()
        domain.extend([0, 1])
        del written[var]
    for var, value in pins.items():
        if written.get(var) != value:
            domain = variables[var].domain
            domain.clear()
            domain.extend([value, value])
            written[var] = value


_pool: ThreadPoolExecutor | None = None  # the threads that run searches; made on first use
_here = threading.local()  # ``busy`` is set on a pool thread while it runs a search


def _forget_pool() -> None:
    """A forked child has none of its parent's threads: it makes its own pool if it ever searches."""
    global _pool  # noqa: PLW0603 - one pool per process
    _pool = None


os.register_at_fork(after_in_child=_forget_pool)


def _solve(proto: Any, params: Any, callback: _Callback | None = None) -> tuple[Any, Sequence[int]]:
    """One CP-SAT search: its status and the values of its last solution (run on a pool thread).

    CP-SAT's own SIGINT catcher is off: it would swallow Ctrl-C and end the
    search as if it had run its course.  The C++ solve releases the GIL
    (measured: a Python thread runs on during a long solve), and waiting
    for a future is interrupted by signals on POSIX, so a KeyboardInterrupt
    (or whatever a signal handler raises) reaches the calling thread here;
    the search is then stopped through CP-SAT's own ``stop_search``, waited
    for, and the exception raised again.

    The threads live as long as the process, idle between searches: with
    a thread per search, a process that ended right after an interrupt
    could tear down the C++ runtime while that thread was still ending
    (measured: "terminate called without an active exception", SIGABRT,
    in one exit of two).  A search started from a pool thread (by a
    solution callback) runs where it is.
    """
    global _pool  # noqa: PLW0603 - one pool per process
    params.catch_sigint_signal = False
    solver = _cmh.SolveWrapper()
    solver.set_parameters(params)
    if callback is not None:
        solver.add_solution_callback(callback)

    def work() -> tuple[Any, Sequence[int]]:
        _here.busy = True
        try:
            response = solver.solve(proto)  # type: ignore[no-untyped-call]
            return response.status, list(response.solution)  # a copy: the response dies here
        finally:
            _here.busy = False

    try:
        if getattr(_here, "busy", False):
            return work()
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=SEARCH_THREADS, thread_name_prefix="loopcp-cp-sat")
        future = _pool.submit(work)
        try:
            return future.result()
        except BaseException:
            solver.stop_search()
            concurrent.futures.wait([future])
            raise
    finally:
        if callback is not None:
            solver.clear_solution_callback(callback)


# --- the end of the door: nothing below touches cp_model_helper ---------------------------------

# --- the model in CP-SAT's text format, by small named writers -------------------------------------


def _neg(lit: int) -> int:
    """The negation of a literal: variable k is ``k``, its negation ``-k-1``."""
    return -lit - 1


def _list(items: Iterable[int]) -> str:
    return "[" + ",".join(map(str, items)) + "]"


def _variables(n: int) -> str:
    """``n`` new 0/1 variables."""
    return "variables{domain:[0,1]}" * n


def _or(lits: Iterable[int]) -> str:
    """At least one of the literals is true (a clause)."""
    return f"constraints{{bool_or{{literals:{_list(lits)}}}}}"


def _xor(lits: Iterable[int]) -> str:
    """An odd number of the literals is true."""
    return f"constraints{{bool_xor{{literals:{_list(lits)}}}}}"


def _implies_all(enforce: int, lits: Iterable[int]) -> str:
    """When ``enforce`` is true, every literal is true."""
    return f"constraints{{enforcement_literal:{enforce} bool_and{{literals:{_list(lits)}}}}}"


def _circuit(tails: Sequence[int], heads: Sequence[int], lits: Sequence[int]) -> str:
    """The true arcs form one circuit through every node that does not take its self-loop."""
    return f"constraints{{circuit{{tails:{_list(tails)} heads:{_list(heads)} literals:{_list(lits)}}}}}"


def _linear(coeffs: Mapping[int, int], lo: int, hi: int, enforce: int | None = None) -> str:
    """``lo <= sum(coef * var) <= hi``, only while ``enforce`` is true when one is given."""
    guard = "" if enforce is None else f"enforcement_literal:{enforce} "
    return f"constraints{{{guard}linear{{vars:{_list(coeffs)} coeffs:{_list(coeffs.values())} domain:[{lo},{hi}]}}}}"


def _face_var(face: Face, frows: int, fcols: int) -> int | None:
    """The variable of a face (faces come first, row by row), or None outside the lattice."""
    a, b = face
    return a * fcols + b if 0 <= a < frows and 0 <= b < fcols else None


def _check(deadline: float | None) -> None:
    """Raise ``DeadlineError`` once the deadline (a ``time.perf_counter`` value) has passed."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise DeadlineError("the time limit passed while the model was being built")


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


class _SolutionCollector(_Callback):
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

    def on_solution(self, value: Callable[[int], bool]) -> None:
        """Count one loop, keep it while there is room, and report it."""
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
                self.stop()
                return
        if self._limit is not None and self.count >= self._limit:
            self.stopped = True
            self.stop()


@dataclass(frozen=True, slots=True)
class _Core:
    """The clue-free part of a model: the loop on one lattice size, parsed once."""

    proto: Any  # ortools' CpModelProto
    edge_var: dict[Edge, int]  # read-only: shared by every model of this size


CORE_CACHE = 8  # lattice sizes whose parsed core is kept
CHUNK = 20_000  # constraints parsed at a time, so that a deadline is checked between them
_cores: dict[tuple[int, int], _Core | None] = {}  # insertion order is the order of last use


def _core(rows: int, cols: int, deadline: float | None = None) -> _Core | None:
    """The parsed loop model of a rows x cols lattice, or None when no loop fits.

    Cached by size, so a batch of puzzles of one size (or a generator's many
    checks) parses the core once and copies it in C++ afterwards.  A core
    left unfinished at the deadline raises ``DeadlineError`` and is not kept.
    """
    key = (rows, cols)
    if key in _cores:
        _cores[key] = _cores.pop(key)
        return _cores[key]
    core = _build_core(rows, cols, deadline)
    _cores[key] = core
    while len(_cores) > CORE_CACHE:
        del _cores[next(iter(_cores))]
    return core


def _build_core(rows: int, cols: int, deadline: float | None) -> _Core | None:
    """The loop model of the module docstring, written and parsed in chunks between deadline checks."""
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

    # Each edge: ``first`` is the face above (or to the left), ``second`` below (or right).
    # Going east along a horizontal edge, the inside is on the right when ``second``
    # is inside; going south along a vertical edge, when ``first`` is inside.
    for n, edge in enumerate(lattice.edges()):
        if n % CHUNK == 0:
            _check(deadline)
        kind, i, j = edge
        face1, face2 = edge_faces(edge)
        first, second = _face_var(face1, frows, fcols), _face_var(face2, frows, fcols)
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
        add(_xor([_neg(e), first, second]))  # on exactly when the two faces differ
        add(_implies_all(fw, [e, forward_face]))  # the forward arc: on, with the inside on its right
        add(_or([_neg(e), _neg(forward_face), fw]))
        add(_implies_all(bw, [e, backward_face]))
        add(_or([_neg(e), _neg(backward_face), bw]))
        arc(p, q, fw)
        arc(q, p, bw)

    for n, point in enumerate(lattice.points()):
        if n % CHUNK == 0:
            _check(deadline)
        negs = [_neg(edge_var[e]) for e in lattice.point_edges(point)]
        p = point[0] * cols + point[1]
        arc(p, p, nvars)  # the point's self-loop: off the loop
        nvars += 1
        for three in itertools.combinations(negs, 3):  # degree is never 3 or 4
            add(_or(three))

    add(_circuit(tails, heads, arcs))
    add(_or(range(frows * fcols)))  # at least one face inside: the loop is not empty
    proto = _new_model()
    _merge(proto, _variables(nvars), "the generated loop model")
    for k in range(0, len(out), CHUNK):
        _check(deadline)
        _merge(proto, "".join(out[k : k + CHUNK]), "the generated loop model")
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
            out.append(_linear(coeffs, c.lo, c.hi, switch))
            continue
        for clause in _clauses(coeffs, c.lo, c.hi):
            if not clause and switch is None:
                return None
            out.append(_or(clause + guard))
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
    model not built by then raises ``DeadlineError``.
    """

    def __init__(
        self,
        lattice: Lattice,
        constraints: Sequence[Linear],
        guarded: Sequence[Sequence[Linear]] = (),
        *,
        deadline: float | None = None,
    ) -> None:
        self.lattice = lattice
        self._proto = _new_model()
        self._switches: list[int] = []
        self._pins: dict[int, int] | None = None  # what the current ``pinned`` block fixes (None: no block)
        self._written: dict[int, int] = {}  # what the proto's domains fix now
        core = _core(lattice.rows, lattice.cols, deadline)
        clues = None if core is None else _clue_text(core.edge_var, constraints)
        self._trivially_infeasible = core is None or clues is None
        self._edge_var: dict[Edge, int] = {} if core is None else core.edge_var
        if core is not None and clues is not None:
            self._proto = _new_model(core.proto)
            _merge(self._proto, clues, "the generated clue constraints")
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
        var = _variable_count(self._proto)
        self._switches.append(var)
        text = _clue_text(self._edge_var, group, switch=var)
        _merge(self._proto, _variables(1) + (text or ""), "a switched group of constraints")
        return len(self._switches) - 1

    def forbid(self, loop: Iterable[Edge]) -> None:
        """Exclude one loop from every later probe and search.

        One clause, "not every edge of this loop": a single loop that holds
        every edge of a closed loop is that loop, so nothing else is lost.
        """
        if self._trivially_infeasible:
            return
        _merge(self._proto, _or(_neg(self._edge_var[e]) for e in sorted(loop)), "the clause that forbids a loop")

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
        """Search under the current pins (every switch off outside a ``pinned`` block)."""
        pins = self._pins if self._pins is not None else {var: 0 for var in self._switches}
        _write_pins(self._proto, self._written, pins)
        return _solve(self._proto, params, callback)

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
        restartable = limit is not None and limit <= RESTART_UP_TO
        collector = _SolutionCollector(edges, keep, limit, on_solution, remember=restartable)
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
