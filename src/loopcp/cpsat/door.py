"""The one door to OR-Tools: the only module of loopcp that imports it.

Why not ``ortools.sat.python.cp_model``, the documented API: importing it
imports pandas and numpy, about 0.8 s of start-up for commands that often
finish in 0.1 s.  Under it lies the pybind layer ``cp_model_helper`` (the
C++ model protos, the solver wrapper, the solution callback), which
cp_model is itself written on, but which is not a documented API: a new
OR-Tools may rename what loopcp uses.  So every use of it is here, under
the names below and nowhere else, and ``DOOR`` lists every attribute used
of them; tests/test_cpsat.py checks that each exists and runs a tiny
solve, so that an upgrade that breaks the door fails in that one named
test.  The statuses are named here, and the model maps every one of them
(``_failure`` for the two that no correct model gives).

Interruptions and limits: every search runs in a worker thread that the
calling thread waits for, so that Ctrl-C (or any exception a signal
handler raises) stops CP-SAT through its own ``stop_search`` and is raised
again in the caller.  The solver settings every search shares are here
too; the package docstring says why each is what it is.
"""

from __future__ import annotations

import concurrent.futures
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ortools.sat.python import cp_model_helper as _cmh  # used here, and nowhere else in loopcp

from loopcp import stopping
from loopcp.errors import InternalError
from loopcp.grid import Edge

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


def _solve(
    proto: Any, params: Any, callback: _Callback | None = None, *, values: bool = True
) -> tuple[Any, Sequence[int]]:
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
    halt = stopping.current()
    if halt is not None:
        halt.enter(solver)

    def work() -> tuple[Any, Sequence[int]]:
        if halt is not None and halt.stopped:  # stopped between the registration and now
            raise stopping.Halted
        _here.busy = True
        try:
            response = solver.solve(proto)  # type: ignore[no-untyped-call]
            # A copy (the response dies here), and only when asked: an enumeration reads its callback's instead.
            return response.status, list(response.solution) if values else ()
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
        if halt is not None:
            halt.leave(solver)
        if callback is not None:
            solver.clear_solution_callback(callback)


SolutionHook = Callable[[frozenset[Edge], int], None]  # (loop, how many so far)


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
