"""Counting loops with a zero-suppressed decision diagram: the only module that imports graphillion.

Enumeration lists loops one at a time, so it can only count what it can
list: CP-SAT manages a few thousand loops a second, and the empty 6x6 board
alone has 487,150,371.  graphillion's frontier-based search builds a
zero-suppressed decision diagram (ZDD) of every edge set that is one loop
and meets the genre's linear constraints, and counts its paths exactly (a
Python int of any size) without listing them.

The diagram is asked for edge sets with degree 0 or 2 at every point and
exactly one connected component (``vertex_groups=[[]]``), which rules out
both the empty set and sets of several loops: the empty boards give 1, 13,
213, 9349, ... (OEIS A140517), as the tests check.

Design decisions, each measured (figures in docs/notes.md):

- Edges are listed along the longer side of the lattice of points, so the
  frontier holds one line across the shorter side: its *width*,
  ``frontier_width``, is what time and memory grow with, about threefold per
  point (empty boards, one thread: 11 points wide 0.8 s and 90 MB, 13
  points 9 s and 1 GB, 14 points 31 s and 2.5 GB), and only linearly with
  the length.
- The build runs in a forked child process under ``RLIMIT_AS``, and is
  killed at the time limit.  When graphillion runs out of memory it may
  end the whole process (``std::bad_alloc`` in C++), raise
  ``RuntimeError``, or, worst, return a diagram that counts 0: the null
  diagram of SAPPOROBDD, which is told apart from the empty family only by
  being true.  All three were seen with a tight limit, and each is taken
  as "out of memory", never as an answer.  A C++ call cannot be
  interrupted from Python either.  A child can die or be killed without
  harm, and the caller falls back to enumeration.  The cap is on address
  space beyond what the child inherits, so heap the parent freed but still
  maps can be reused on top of it: in a long-lived process the limit is
  approximate (a fresh ``loopcp count`` has little such heap).
- Fork, not spawn: a spawned child re-imports loopcp and OR-Tools (about
  1 s); a fork starts in milliseconds.
- graphillion is imported only in the child, after ``OMP_NUM_THREADS=1``:
  with two OpenMP threads on a busy 2-core machine the threads spin (11
  points wide: 1.5 s on one thread, 16 s on two), and a parent that never
  loads OpenMP stays safe to fork again.
- What is checked: the count comes from a diagram no one can read loop by
  loop, so the child also hands back loops for ``verify.check``: every
  loop when there are at most ``EVERY_LOOP_UP_TO``, otherwise the first
  few in diagram order and then uniformly random ones (``rand_iter``) for
  half a second.  graphillion's random walk first takes one to two times
  as long as the build to set up, so random loops are waited for only
  after a build of at most a quarter of a second (empty boards up to
  about 9x9 points); larger diagrams are checked on their first loops
  only, rather than made slower for samples that would not come.  The
  caller compares small counts with CP-SAT enumeration as well.
"""

from __future__ import annotations

import contextlib
import faulthandler
import multiprocessing
import os
import signal
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from loopcp.batches import workers
from loopcp.errors import LoopcpError
from loopcp.genres.base import Linear
from loopcp.grid import Lattice, edge_ends
from loopcp.puzzle import Edge, Point

EVERY_LOOP_UP_TO = 1000  # hand back (and so verify) every loop of a count this small
FIRST_LOOPS = 4  # loops in diagram order handed back from a larger count
RANDOM_LOOPS = 8  # uniformly random loops handed back, time permitting
SAMPLE_SECONDS = 0.5  # how long to wait for random loops once the count is known, if they can come in time

Term = tuple[Point, Point, int]
Bounded = tuple[list[Term], tuple[int, int]]


@dataclass(frozen=True, slots=True)
class ZddOutcome:
    """The exact number of loops, and the loops handed back for checking.

    ``every_loop`` says that ``loops`` holds every loop counted (the count
    was small); otherwise it holds samples.
    """

    count: int
    loops: tuple[frozenset[Edge], ...]
    every_loop: bool
    seconds: float  # in all, with the wait for random loops
    build_seconds: float  # until the count was known


class DiagramError(LoopcpError):
    """The decision diagram could not be built within the limits; enumeration may still work."""

    def __init__(self, reason: str, *, timed_out: bool = False) -> None:
        super().__init__(reason)
        self.timed_out = timed_out


def default_memory_limit() -> int:
    """4 GiB, or half the memory available now if that is less (Linux; 4 GiB elsewhere)."""
    limit = 4 << 30
    with contextlib.suppress(OSError, ValueError, IndexError), open("/proc/meminfo") as handle:
        for line in handle:
            if line.startswith("MemAvailable:"):
                limit = min(limit, int(line.split()[1]) * 1024 // 2)
    return limit


def frontier_width(lattice: Lattice) -> int:
    """How many points the frontier holds with the better edge order: the lattice's shorter side."""
    return min(lattice.rows, lattice.cols)


def edge_order(lattice: Lattice) -> list[Edge]:
    """Every edge, listed along the longer side so that the frontier runs across the shorter one."""
    rows, cols = lattice.rows, lattice.cols
    out: list[Edge] = []
    if cols <= rows:  # row by row: each point's east edge, then its south edge
        for i in range(rows):
            for j in range(cols):
                out += [e for e in (("h", i, j), ("v", i, j)) if lattice.has_edge(e)]
    else:  # column by column: each point's south edge, then its east edge
        for j in range(cols):
            for i in range(rows):
                out += [e for e in (("v", i, j), ("h", i, j)) if lattice.has_edge(e)]
    return out


def linear_terms(lattice: Lattice, constraints: Sequence[Linear]) -> list[Bounded] | None:
    """The constraints over the lattice's edges as graphillion reads them, or None if one cannot hold.

    Edges off the lattice count as 0 and are dropped; a constraint left with
    no edge either always holds (and is dropped) or never does.
    """
    out: list[Bounded] = []
    for c in constraints:
        coeffs: dict[Edge, int] = {}
        for edge, coef in c.terms:
            if edge[0] not in ("h", "v"):  # search.count never brings a genre's other terms here
                raise ValueError("the decision diagram counts rules over edges only")
            if lattice.has_edge(edge):
                coeffs[edge] = coeffs.get(edge, 0) + coef
        terms = [(*edge_ends(e), w) for e, w in coeffs.items() if w]
        if not terms:
            if not c.lo <= 0 <= c.hi:
                return None
            continue
        out.append((terms, (c.lo, c.hi)))
    return out


def _edge(u: Point, v: Point) -> Edge:
    (a, b), (c, _) = sorted((u, v))
    return ("h", a, b) if a == c else ("v", a, b)


def _loop(graph: list[tuple[Point, Point]]) -> frozenset[Edge]:
    return frozenset(_edge(u, v) for u, v in graph)


def _limit_memory(extra: int) -> None:
    """Cap this process's address space at what it already maps plus ``extra`` bytes (Linux)."""
    with contextlib.suppress(ImportError, OSError, ValueError):
        import resource  # noqa: PLC0415 (Unix only)

        with open("/proc/self/statm") as handle:
            mapped = int(handle.read().split()[0]) * resource.getpagesize()
        cap = mapped + extra
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))


def _child(conn: Connection, lattice: Lattice, terms: list[Bounded], memory_limit: int) -> None:
    """Build the diagram, send its count, then loops to check; runs in the forked child."""
    # The parent decides when this child ends: it kills it on Ctrl-C, SIGTERM or a time limit, and the
    # kernel kills it if the parent dies first.  A forked child would otherwise run the parent's
    # Python signal handlers, or outlive it and grow to gigabytes on its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    workers.die_with_parent()
    faulthandler.disable()  # an abort here is expected when memory runs out: no traceback on the user's terminal
    with open(os.devnull, "wb") as devnull:  # nor C++'s "terminate called ..."
        os.dup2(devnull.fileno(), 2)
    os.environ["OMP_NUM_THREADS"] = "1"
    try:
        from graphillion import GraphSet  # noqa: PLC0415 (only ever loaded in this child: see the docstring)

        _limit_memory(memory_limit)  # the limit is for the diagram, not for loading the library
        GraphSet.set_universe([edge_ends(e) for e in edge_order(lattice)], traversal="as-is")
        degrees = {p: range(0, 3, 2) for p in lattice.points()}
        loops = GraphSet.graphs(vertex_groups=[[]], degree_constraints=degrees, linear_constraints=terms)
        n = loops.len()
        if n == 0 and loops:  # non-empty yet no sets: SAPPOROBDD's null, which it returns when it runs out of memory
            conn.send(("memory", None))
            return
        conn.send(("count", n))
        if n <= EVERY_LOOP_UP_TO:
            conn.send(("loops", [_loop(g) for g in loops]))
            return
        first = []
        for g in loops:
            first.append(_loop(g))
            if len(first) == FIRST_LOOPS:
                break
        conn.send(("loops", first))
        for k, g in enumerate(loops.rand_iter(), start=1):
            conn.send(("sample", _loop(g)))
            if k == RANDOM_LOOPS:
                break
    except MemoryError:
        conn.send(("memory", None))
    except RuntimeError as exc:  # the bindings turn some std::bad_alloc into this
        conn.send(("memory" if "bad_alloc" in str(exc) else "error", f"RuntimeError: {exc}"))
    except BaseException as exc:  # anything else is reported, never raised in a child
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.send(("done", None))
        conn.close()


def _receive(conn: Connection, deadline: float | None) -> tuple[str, Any] | None:
    """The child's next message, ("died", None) if it is gone, or None at the deadline."""
    wait = None if deadline is None else max(0.0, deadline - time.perf_counter())
    if not conn.poll(wait):
        return None
    try:
        message: tuple[str, Any] = conn.recv()
    except (EOFError, OSError):
        return ("died", None)
    return message


def count(
    lattice: Lattice, constraints: Sequence[Linear], *, time_limit: float | None = None, memory_limit: int
) -> ZddOutcome:
    """Count the loops on ``lattice`` that meet ``constraints``, exactly.

    Raises ``DiagramError`` when the build runs out of ``memory_limit``
    bytes (beyond what the process maps once graphillion is loaded) or of
    time.
    """
    start = time.perf_counter()
    terms = linear_terms(lattice, constraints)
    if terms is None or lattice.rows < 2 or lattice.cols < 2:  # a clue that cannot hold, or no room for a loop
        spent = time.perf_counter() - start
        return ZddOutcome(0, (), True, spent, spent)
    if "fork" not in multiprocessing.get_all_start_methods():
        raise DiagramError("the decision diagram runs only where processes can fork (Linux, macOS)")
    deadline = None if time_limit is None else start + time_limit
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(sender, lattice, terms, memory_limit), daemon=True)
    with _children_allowed():
        child.start()
    sender.close()
    try:
        message = _receive(receiver, deadline)
        if message is None:
            raise DiagramError(f"the decision diagram was not built within {time_limit:g} s", timed_out=True)
        kind, value = message
        if kind != "count":
            raise DiagramError(_failure(kind, value, memory_limit))
        built = time.perf_counter()
        total: int = value
        message = _receive(receiver, deadline)
        if message is None or message[0] != "loops":  # the count alone cannot be checked
            raise DiagramError(
                "the decision diagram was built but its loops could not be listed for checking",
                timed_out=message is None,
            )
        loops: list[frozenset[Edge]] = list(message[1])
        every = total <= EVERY_LOOP_UP_TO  # the caller checks that they are as many as counted
        if not every and built - start <= SAMPLE_SECONDS / 2:  # random loops cost one to two builds
            sample_deadline = built + SAMPLE_SECONDS
            if deadline is not None:
                sample_deadline = min(sample_deadline, deadline)
            while (message := _receive(receiver, sample_deadline)) is not None and message[0] == "sample":
                loops.append(message[1])
        return ZddOutcome(total, tuple(loops), every, time.perf_counter() - start, built - start)
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receiver.close()


@contextlib.contextmanager
def _children_allowed() -> Iterator[None]:
    """Let a daemonic process (a Dask worker under its nanny, say) start the diagram's child.

    multiprocessing refuses, lest the child outlive a parent ended without
    cleanup; ours cannot: the kernel kills it when its parent dies
    (``workers.die_with_parent``), and the parent kills and reaps it in
    every other case.
    """
    config = multiprocessing.current_process()._config  # type: ignore[attr-defined]
    daemon = config.get("daemon")
    config["daemon"] = False
    try:
        yield
    finally:
        if daemon is not None:
            config["daemon"] = daemon
        else:
            config.pop("daemon", None)


def _failure(kind: str, value: Any, memory_limit: int) -> str:
    """Why the child sent no count, in words."""
    if kind == "error":
        return f"the decision diagram failed: {value}"
    # a MemoryError, or the C++ side ended the child on std::bad_alloc
    return f"the decision diagram needs more than {_size(memory_limit)} of memory"


def _size(n: int) -> str:
    return f"{n / 2**30:.3g} GiB" if n >= 2**30 else f"{n / 2**20:.3g} MiB"
