"""Searching a puzzle: build its model once, enumerate, verify, and classify.

Uniqueness is "look for two": the search stops at the second loop, and a
search that ends with one loop has proved it unique.  Before any search,
unless an engine is named, the rules (``native``): a loop that sound
deduction decides alone is the only one, and no search is needed.
Counting is the same search without a limit.  One or two loops of one loop's genre are looked
for on the incremental SAT solver (``sat.answers``: faster on every
sample measured, and no OR-Tools to import); more, paths between pairs,
or without python-sat, on CP-SAT (``cpsat``), which ``engine="cpsat"``
asks for by name.  Every loop the search reports goes through the
independent verifier as it arrives, so a wrong model fails loudly instead of
printing a wrong answer or a wrong count.

Counting has two more engines, which count far beyond what enumeration
can list but grow with the board's frontier width: a decision diagram
(``zdd.py``), and a transfer matrix (``transfer.py``) that keeps counts
only.  ``engine="auto"`` uses the diagram up to ``AUTO_ZDD_WIDTH`` points,
since the loops it hands back are verified; wider, the transfer matrix,
which needs neither its time nor its memory (an empty 12x12 board, 13
points wide: 17 ms in C, 1.7 s in numpy, against 9 s and 1.1 GB; it is
faster narrower too, but lists no loop to verify); and enumeration where neither
fits (tight puzzles on wide boards, which it answers in milliseconds).
The diagram is never trusted blind: the loops it hands back are verified
(every one of a count up to 1000, samples beyond), and a count up to
``CROSS_CHECK_UP_TO`` is enumerated again with CP-SAT and must agree loop
for loop.  A diagram that runs out of memory falls back to enumeration,
with a note, and so does one not built within ``DIAGRAM_SECONDS`` when no
time limit was given: at its memory cap graphillion may not fail but crawl
(an empty 15x15 lattice of points sat at a 4 GiB cap for minutes).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from loopcp import pathsearch, verify
from loopcp.errors import DeadlineError, UnsupportedError, VerificationError
from loopcp.genres import Linear, get_genre, kind_of
from loopcp.genres.base import FACE
from loopcp.grid import SQUARE_TILE, Lattice, ring
from loopcp.pathsearch import guided as _guided
from loopcp.pathsearch import seconds_left
from loopcp.puzzle import Edge, Puzzle, SearchOutcome, Solution, SolveResult, Status

if TYPE_CHECKING:
    from loopcp import zdd

Progress = Callable[[int, float], None]  # (solutions so far, seconds so far)
SolutionHook = Callable[[Solution, int], None]  # (a verified solution, how many so far)
Engine = Literal["auto", "zdd", "transfer", "cpsat"]
ENGINES: tuple[Engine, ...] = ("auto", "zdd", "transfer", "cpsat")
SolveEngine = Literal["auto", "sat", "cpsat"]  # what looks for solve's loops: SAT where it can ("auto"), or one named
SOLVE_ENGINES: tuple[SolveEngine, ...] = ("auto", "sat", "cpsat")

AUTO_ZDD_WIDTH = 12  # the widest frontier, in points, that "auto" counts with the decision diagram
CROSS_CHECK_UP_TO = 100  # a diagram's or transfer matrix's count this small is enumerated again by CP-SAT ...
CROSS_CHECK_SECONDS = 10.0  # ... for at most this long
DIAGRAM_SECONDS = 120.0  # without a time limit, a diagram not built by then gives way to enumeration

# A model takes about 18 KB of memory per lattice point (741 MB at 200 x 200
# cells); beyond this many points it would threaten the machine, not solve.
MAX_POINTS = 250_000


def check_size(puzzle: Puzzle, lattice: Lattice) -> None:
    """Refuse, before building anything, a board whose model would threaten the machine (``MAX_POINTS``)."""
    if lattice.rows * lattice.cols > MAX_POINTS:
        raise UnsupportedError(
            f"a {puzzle.rows} x {puzzle.cols} board is too large to search: its model would need about "
            f"{lattice.rows * lattice.cols * 18 // 1000:,} MB (the limit is {MAX_POINTS:,} loop points)"
        )


def _search(
    puzzle: Puzzle,
    *,
    limit: int | None,
    keep: int | None,
    time_limit: float | None,
    progress: Progress | None,
    on_solution: SolutionHook | None = None,
    engine: SolveEngine = "auto",
) -> SolveResult:
    if not puzzle.board.square:  # one of Loopy's other grids: its own model and verifier
        from loopcp.loopygrids import answers  # noqa: PLC0415

        return answers.search(
            puzzle,
            limit=limit,
            keep=keep,
            time_limit=time_limit,
            on_solution=on_solution,
            progress=progress,
            kind=kind_of(puzzle),
        )
    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    check_size(puzzle, lattice)
    dotted = genre.tatham is not None and genre.tatham.grid_types and not puzzle.letters
    deadline = None if time_limit is None else start + time_limit

    def finished(loop: frozenset[Edge]) -> Solution:
        solution = genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
        if not dotted:
            return solution
        dots = tuple((SQUARE_TILE * j, SQUARE_TILE * i) for i, j in ring(solution.h, solution.v))
        return dataclasses.replace(solution, loop=dots)

    made: dict[frozenset[Edge], Solution] = {}  # the first loops, finished once: those the search keeps
    room = keep if keep is not None else limit

    def check(loop: frozenset[Edge], n: int) -> None:
        solution = finished(loop)
        verify.check(puzzle, solution)
        if room is None or len(made) < room:
            made[loop] = solution
        if on_solution is not None:
            on_solution(solution, n)
        if progress is not None:
            progress(n, time.perf_counter() - start)

    paths = genre.paths(puzzle)
    constraints = genre.constraints(puzzle)
    outcome: SearchOutcome
    engine_used = "sat"
    try:
        from loopcp import native  # noqa: PLC0415 - the compiled engine only where a search is asked for

        found = native.decided(lattice, constraints, deadline) if engine == "auto" and paths is None else None
        if found is not None:
            engine_used = "rules"  # one loop, proved the only one by sound steps alone
            check(found, 1)
            outcome = native.alone(found, limit, time.perf_counter() - start)
        elif limit is not None and _on_sat(engine, limit, paths is not None, constraints, lattice.rows * lattice.cols):
            from loopcp.sat import answers as sat_answers  # noqa: PLC0415 - python-sat only when SAT answers

            outcome = sat_answers.search(lattice, constraints, limit=limit, deadline=deadline, check=check)
        else:
            from loopcp.cpsat import LoopModel  # noqa: PLC0415 - OR-Tools only when CP-SAT answers

            engine_used = "cpsat"
            model = LoopModel(lattice, constraints, deadline=deadline, paths=paths)
            sparse, auto = model.guide is not None, engine == "auto"  # the count proves where no engine is named
            prove = pathsearch.prover(lattice, paths, constraints, limit, keep, sparse=sparse) if auto else None
            guided = sparse and _guided(model, limit, keep, deadline=deadline, check=check, prove=prove)
            if guided:
                outcome = guided
            elif prove is not None:  # the first answer, then the count's proof (``pathsearch``)
                outcome = pathsearch.proved(model, keep, deadline=deadline, check=check, prove=prove)
            else:
                outcome = model.search(limit=limit, keep=keep, time_limit=seconds_left(deadline), on_solution=check)
    except DeadlineError:  # building a huge board's model took the whole limit
        spent = time.perf_counter() - start
        return SolveResult(puzzle, Status.UNKNOWN, (), 0, False, spent, timed_out=True, kind=kind_of(puzzle))
    kept = outcome.solutions if keep is None else outcome.solutions[:keep]
    solutions = tuple(made.get(loop) or finished(loop) for loop in kept)
    return SolveResult(
        puzzle=puzzle,
        status=Status.of(outcome.count, outcome.complete),
        solutions=solutions,
        count=outcome.count,
        complete=outcome.complete,
        seconds=time.perf_counter() - start,
        timed_out=outcome.timed_out,
        kind=kind_of(puzzle),
        engine=engine_used,
    )


SAT_UP_TO = 100  # solve looks for at most this many loops on SAT (each one clause more); beyond, and counts, on CP-SAT


CELLS_A_RULE = 10  # a board with fewer rules than one in this many cells goes to CP-SAT (``_on_sat``)


def _on_sat(engine: SolveEngine, limit: int, paths: bool, constraints: Sequence[Linear], cells: int) -> bool:
    """Whether SAT looks for the loops: asked for by name, or "auto" for one or two loops of one loop's genre.

    Paths between pairs stay on CP-SAT, whose path model has no SAT
    counterpart (asking SAT for them by name is refused), and so does every
    search where python-sat is missing.  So do rules over the faces inside
    the loop (Castle Wall): in CNF a face is a chain of parities along its
    row, which propagates weakly, and SAT took 2.4 times CP-SAT's time on
    ``make bench``'s Castle Walls (docs/notes.md).  So do boards with
    fewer than one rule in ``CELLS_A_RULE`` cells: there the lazy cuts
    meet cycles without end (an empty 60x60: no second loop on SAT in 20 s,
    two on CP-SAT in 6 s).  A loop that may cross itself
    (``Lattice.crossings``) is SAT's too: its passes and cuts are
    ``sat.crossing``'s.
    """
    if engine not in SOLVE_ENGINES:
        raise ValueError(f"engine must be one of {', '.join(SOLVE_ENGINES)}")
    if engine == "sat" and paths:
        raise UnsupportedError("the SAT engine answers for one loop, not for paths between pairs")
    if engine != "auto":
        return engine == "sat"
    if limit > SAT_UP_TO or paths or importlib.util.find_spec("pysat") is None:
        return False
    if len(constraints) * CELLS_A_RULE < cells:
        return False
    return not any(term[0] == FACE for c in constraints for term, _ in c.terms)


def solve(
    puzzle: Puzzle,
    *,
    max_solutions: int = 2,
    time_limit: float | None = None,
    keep: int | None = None,
    on_solution: SolutionHook | None = None,
    engine: SolveEngine = "auto",
) -> SolveResult:
    """Find up to ``max_solutions`` loops (0: all); two are enough to decide uniqueness.

    ``keep`` bounds how many solutions the result holds (default: all it
    finds); ``on_solution`` sees each one as it is found, after the
    verifier: an enumeration of millions can stream them instead of
    holding them.  ``engine`` names what looks for them on a square board
    ("auto": the rules first, ``native``, then SAT for one or two loops
    where it applies, else CP-SAT; see the module docstring); on Loopy's
    other grids it is not used.
    """
    if max_solutions < 0:
        raise ValueError("max_solutions must be 0 (all) or more")
    limit = None if max_solutions == 0 else max_solutions
    return _search(
        puzzle, limit=limit, keep=keep, time_limit=time_limit, progress=None, on_solution=on_solution, engine=engine
    )


def count(
    puzzle: Puzzle,
    *,
    limit: int | None = None,
    time_limit: float | None = None,
    progress: Progress | None = None,
    engine: Engine = "auto",
    memory_limit: int | None = None,
) -> SolveResult:
    """Count loops exhaustively (up to ``limit``), keeping none of them.

    ``engine`` chooses how: "cpsat" enumerates, "zdd" counts a decision
    diagram (falling back to enumeration when it cannot be built within
    ``memory_limit`` bytes, default ``zdd.default_memory_limit()``, or,
    without a time limit, within ``DIAGRAM_SECONDS``), and
    "auto" takes the diagram for boards whose frontier is at most
    ``AUTO_ZDD_WIDTH`` points wide.  ``progress`` is called by enumeration
    only.
    """
    if limit is not None and limit < 1:
        raise ValueError("limit must be 1 or more")
    if engine not in ENGINES:
        raise ValueError(f"engine must be one of {', '.join(ENGINES)}")
    from loopcp import transfer  # noqa: PLC0415 (counting only: solving never loads it)

    if not puzzle.board.diagrams:  # the diagram and the transfer matrix walk the square's rows
        result = _search(puzzle, limit=limit, keep=0, time_limit=time_limit, progress=progress, engine="cpsat")
        if engine in ("zdd", "transfer"):
            what = "the transfer matrix" if engine == "transfer" else "the decision diagram"
            note = f"{what} counts on the square grid only: the {puzzle.board.name} grid's loops were enumerated"
            return dataclasses.replace(result, notes=(note,))
        return result
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    width = min(lattice.rows, lattice.cols)  # zdd.frontier_width, without loading the diagram's module (17 ms)
    if engine == "cpsat":
        return _search(puzzle, limit=limit, keep=0, time_limit=time_limit, progress=progress, engine="cpsat")
    if engine == "auto" and (ruled := _counted_by_rules(puzzle, time_limit)) is not None:
        return ruled
    if not genre.edges_only or lattice.crossings or lattice.many:  # said only when the diagram was asked for
        result = _search(puzzle, limit=limit, keep=0, time_limit=time_limit, progress=progress, engine="cpsat")
        if engine == "auto":
            return result
        what = "the transfer matrix" if engine == "transfer" else "the decision diagram"
        if lattice.many:
            note = f"{what} counts one loop, and {genre.name}'s answer is several: counted by enumeration"
        elif lattice.crossings:
            note = f"{what} counts loops that never cross themselves, and {genre.name}'s may: counted by enumeration"
        else:
            note = f"{what} counts rules over edges only, and {genre.name}'s are not: counted by enumeration"
        return dataclasses.replace(result, notes=(note,))
    if engine == "transfer" or (engine == "auto" and width > AUTO_ZDD_WIDTH):
        wide = (
            f"the board is {width} points wide, more than the {AUTO_ZDD_WIDTH} the decision diagram is used for"
            " (--engine zdd tries it anyway)"
        )
        start = time.perf_counter()
        try:
            return _count_transfer(puzzle, limit=limit, time_limit=time_limit, why=wide if engine == "auto" else "")
        except transfer.Unfit as exc:
            spent = time.perf_counter() - start
            if isinstance(exc, transfer.OutOfTime):
                return SolveResult(
                    puzzle, Status.UNKNOWN, (), 0, False, spent, True, "transfer", (str(exc),), kind_of(puzzle)
                )
            left = None if time_limit is None else max(0.0, time_limit - spent)
            result = _search(puzzle, limit=limit, keep=0, time_limit=left, progress=progress, engine="cpsat")
            why = f"{wide}, and {exc}" if engine == "auto" else str(exc)
            return dataclasses.replace(
                result, seconds=result.seconds + spent, notes=(f"{why}: counted by enumeration",)
            )
    from loopcp import zdd  # noqa: PLC0415 (the diagram only: the transfer matrix never loads it)

    start = time.perf_counter()
    try:
        budget = DIAGRAM_SECONDS if time_limit is None else time_limit
        return _count_zdd(puzzle, limit=limit, time_limit=budget, memory_limit=memory_limit)
    except zdd.DiagramError as exc:
        spent = time.perf_counter() - start
        if exc.timed_out and time_limit is not None:
            return SolveResult(puzzle, Status.UNKNOWN, (), 0, False, spent, True, "zdd", (str(exc),), kind_of(puzzle))
        left = None if time_limit is None else max(0.0, time_limit - spent)
        result = _search(puzzle, limit=limit, keep=0, time_limit=left, progress=progress, engine="cpsat")
        note = f"{exc}: counted by enumeration instead"
        return dataclasses.replace(result, seconds=result.seconds + spent, notes=(note,))


def _counted_by_rules(puzzle: Puzzle, time_limit: float | None) -> SolveResult | None:
    """One loop, where the rules alone decide it (``native``): then it is the only one, verified; else None.

    A real puzzle has one answer, which sound deduction usually finds at
    once, where the decision diagram would be built in a forked process
    (the bundled 10x10 Masyu: 17 ms against 55 ms).
    """
    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    if genre.paths(puzzle) is not None:
        return None
    from loopcp import native  # noqa: PLC0415

    deadline = None if time_limit is None else start + time_limit
    loop = native.decided(lattice, genre.constraints(puzzle), deadline)
    if loop is None:
        return None
    verify.check(puzzle, genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop)))
    seconds = time.perf_counter() - start
    return SolveResult(puzzle, Status.UNIQUE, (), 1, True, seconds, engine="rules", kind=kind_of(puzzle))


def _count_transfer(puzzle: Puzzle, *, limit: int | None, time_limit: float | None, why: str) -> SolveResult:
    """Count with the transfer matrix, and cross-check a small count by enumeration; ``why`` it was chosen."""
    from loopcp import transfer  # noqa: PLC0415

    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    constraints = genre.constraints(puzzle)
    deadline = None if time_limit is None else start + time_limit
    total = transfer.count(lattice, constraints, deadline=deadline)
    notes: tuple[str, ...] = (f"{why}: counted by the transfer matrix",) if why else ()
    if total <= CROSS_CHECK_UP_TO:
        from loopcp.cpsat import LoopModel  # noqa: PLC0415 - OR-Tools only when CP-SAT answers (60 ms to import)

        left = CROSS_CHECK_SECONDS if time_limit is None else time_limit - (time.perf_counter() - start)
        found = LoopModel(lattice, constraints).search(
            limit=total + 1, time_limit=max(0.0, min(left, CROSS_CHECK_SECONDS))
        )
        if found.complete and found.count != total:
            raise VerificationError(
                f"internal error: the transfer matrix counted {total} loops and CP-SAT {found.count}"
                " (please report this)"
            )
        if not found.complete:
            notes += (f"CP-SAT could not cross-check the count of {total} within {CROSS_CHECK_SECONDS:g} s",)
    return _counted(puzzle, total, limit, seconds=time.perf_counter() - start, engine="transfer", notes=notes)


def _count_zdd(puzzle: Puzzle, *, limit: int | None, time_limit: float | None, memory_limit: int | None) -> SolveResult:
    """Count with the decision diagram, verify the loops it hands back, and cross-check a small count."""
    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    constraints = genre.constraints(puzzle)
    from loopcp import zdd  # noqa: PLC0415

    if memory_limit is None:
        memory_limit = zdd.default_memory_limit()
    outcome = zdd.count(lattice, constraints, time_limit=time_limit, memory_limit=memory_limit)
    for loop in outcome.loops:
        verify.check(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
    if outcome.every_loop and len(set(outcome.loops)) != outcome.count:
        raise VerificationError(
            f"internal error: the decision diagram counted {outcome.count} loops but listed"
            f" {len(set(outcome.loops))} (please report this)"
        )
    notes: tuple[str, ...] = ()
    if outcome.count <= CROSS_CHECK_UP_TO:
        left = CROSS_CHECK_SECONDS if time_limit is None else time_limit - (time.perf_counter() - start)
        notes = _cross_check(lattice, constraints, outcome, max(0.0, min(left, CROSS_CHECK_SECONDS)))
    return _counted(puzzle, outcome.count, limit, seconds=time.perf_counter() - start, engine="zdd", notes=notes)


def _counted(
    puzzle: Puzzle, total: int, limit: int | None, *, seconds: float, engine: str, notes: tuple[str, ...]
) -> SolveResult:
    """The result of an exact count of ``total``: as enumeration, a count stopped at the limit is a bound."""
    found = total if limit is None else min(total, limit)
    complete = limit is None or total < limit
    return SolveResult(
        puzzle=puzzle,
        status=Status.of(found, complete),
        solutions=(),
        count=found,
        complete=complete,
        seconds=seconds,
        engine=engine,
        notes=notes,
        kind=kind_of(puzzle),
    )


def _cross_check(
    lattice: Lattice, constraints: Sequence[Linear], outcome: zdd.ZddOutcome, seconds: float
) -> tuple[str, ...]:
    """Enumerate a small diagram count again with CP-SAT; the two must find the same loops."""
    from loopcp.cpsat import LoopModel  # noqa: PLC0415 - OR-Tools only when CP-SAT answers

    every = set(outcome.loops)
    found = LoopModel(lattice, constraints).search(limit=outcome.count + 1, time_limit=seconds)
    if not set(found.solutions) <= every or (found.complete and found.count != outcome.count):
        raise VerificationError(
            f"internal error: the decision diagram counted {outcome.count} loops and CP-SAT"
            f" {found.count}{'' if found.complete else ' or more'} (please report this)"
        )
    if found.complete:
        return ()
    return (f"CP-SAT could not cross-check the count of {outcome.count} within {seconds:g} s",)
