"""What every solution of a puzzle shares: the edges decided on, and off, proved by searches.

This is a setter's view of an unfinished puzzle: of a puzzle with many
solutions, which parts are already fixed by the clues (the same in every
solution) and which are still open.  It works for every genre alike, since
it asks only the loop model.

How, in one model built once (``sat.loops.SatLoops``, or ``cpsat.LoopModel``):

1. find one solution ``S``;
2. ask "is there a solution that differs from ``S`` on at least one edge
   not yet known to differ?", one switched constraint of the model
   (``add_switch``) over those edges;
3. a yes is a new solution, which frees every edge where it differs from
   ``S``: two solutions disagree there, so that edge is undecided; ask
   again over the edges left;
4. a no proves at once that every edge left has ``S``'s value in every
   solution: those are the decided edges.

So there is one search more than solutions found, and far fewer than one
search per edge: a unique puzzle takes two, and a 10x10 with several
solutions 10 to 50 (each 10 to 20 ms, measured: 0.1 to 0.7 s in all, the
most on a board with few clues, where each new solution frees only a few
edges).  One search per edge, each edge asked to take its other value,
would need a search for every decided edge: up to 220 on a 10x10, at
about 10 ms a search (measured on this model), two seconds or more.

Two engines ask these questions, with the same answers (tests/test_sat.py
compares them):

- **SAT** (``loopcp.sat``), wherever python-sat is installed and the
  answer is one loop: one CaDiCaL solver keeps its clauses, learnt
  clauses and loop cuts from question to question, and each question is
  one selector literal assumed.  Before each question the search leans
  away from the first solution on the candidates, so that a "yes" frees
  many edges at once: half the questions, measured on 15x15 drafts.
  Issue 41 measured CP-SAT at 45-55 ms a question, each reloading and
  re-probing its model; docs/notes.md (2026-11-27, the decided view) has
  the figures of ``benchmarks/decided.py``.
- **CP-SAT** (``cpsat.LoopModel``), for paths between pairs (Numberlink),
  for boards beyond ``logic.base.MAX_POINTS`` (refused as solve refuses
  them), and when python-sat is missing.  OR-Tools is imported only then.

Every loop found passes the independent verifier before it counts, and
every edge reported decided rests on the final search's proof that no
solution differs there (CP-SAT's exhaustive INFEASIBLE, or CaDiCaL's
UNSAT under an exact encoding and sound cuts), never on a sample of
solutions.

A time limit that stops the work before the final no leaves nothing
proved decided: the result has no position (its status UNKNOWN, or
MULTIPLE once two solutions were found), and says only how many edges
were proved undecided so far (each by two solutions).  A
partial answer would have to be a guess, and a setter who reads an edge as
decided must be able to trust it.
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from loopcp import verify
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.genres import Linear, get_genre, kind_of
from loopcp.genres.base import OFF, Genre, Term
from loopcp.grid import CENTRES, Lattice, edge_ends
from loopcp.logic.base import CROSS, LINE, MAX_POINTS, GridPosition, Position
from loopcp.puzzle import Edge, Puzzle, Solution, Status

if TYPE_CHECKING:
    from loopcp.cpsat import LoopModel, Probe

Engine = Literal["sat", "cpsat"]  # what answers the questions: incremental SAT (``sat.loops``) or CP-SAT
ENGINES: tuple[Engine, ...] = ("sat", "cpsat")


@dataclass(frozen=True, slots=True)
class Decided:
    """What every solution of a puzzle shares, and how sure that is.

    ``position`` holds, in the hint state's layout, ``LINE`` for an edge
    every solution has, ``CROSS`` for an edge no solution has, and 0 for an
    undecided edge; it is None when there is no solution or a limit stopped
    the work before the proof (``status`` UNKNOWN).  ``undecided`` counts
    the edges proved undecided (so far, when a limit stopped the work), and
    ``solutions`` the distinct solutions found on the way (a puzzle with
    several needs at least two, usually not all).

    ``cells``, for a genre whose loop runs through cell centres, holds each
    cell as the same searches prove it: 1 on the loop in every solution,
    -1 in none (a shading genre shades it, or it holds a clue), 0
    undecided.  A cell can be decided while its edges are not (the loop
    passes through it, but which way is open), so the searches ask about
    cells and edges together.  None on a board of dots, or with no proof.
    """

    puzzle: Puzzle
    status: Status
    position: Position | GridPosition | None
    edges: int
    undecided: int
    solutions: int
    searches: int
    seconds: float
    timed_out: bool = False
    kind: str = ""
    cells: tuple[tuple[int, ...], ...] | None = None

    @property
    def on(self) -> frozenset[Any]:
        """The edges every solution has (on Loopy's other grids, by number)."""
        known = {} if self.position is None else self.position.known()
        return frozenset(e for e, v in known.items() if v == LINE)

    @property
    def off(self) -> frozenset[Any]:
        """The edges no solution has (on Loopy's other grids, by number)."""
        known = {} if self.position is None else self.position.known()
        return frozenset(e for e, v in known.items() if v == CROSS)

    def as_json(self) -> dict[str, object]:
        """The JSON object ``solve --decided --json`` prints (``decided`` reads back as a hint state)."""
        return {
            "genre": self.kind or self.puzzle.genre,
            **self.puzzle.board.as_json(),
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "status": self.status.value,
            "edges": self.edges,
            "on": len(self.on),
            "off": len(self.off),
            "undecided": self.undecided,
            "seconds": round(self.seconds, 6),
            "decided": None if self.position is None else self.position.as_json(),
            **({} if self.cells is None else {"cells": [list(row) for row in self.cells]}),
        }


def _flip_any(base: frozenset[Term], candidates: list[Term]) -> Linear:
    """At least one of ``candidates`` differs from ``base`` (the terms true in it): false ones true, or true false."""
    on = [e for e in candidates if e in base]
    terms = tuple((e, -1 if e in base else 1) for e in candidates)
    return Linear(terms, 1 - len(on), len(candidates) - len(on))


def _truths(loop: frozenset[Edge], points: list[Term]) -> frozenset[Term]:
    """What a loop makes true: its edges, and the point terms ("o": off the loop) of points it does not touch."""
    touched = {p for e in loop for p in edge_ends(e)}
    return frozenset((*loop, *(t for t in points if (t[1], t[2]) not in touched)))


Answer = tuple[frozenset[Edge] | None, bool]  # a question's loop (None: there is none), and whether that is proved


class _Questions(Protocol):
    """One model of a puzzle, asked feasibility questions under switched groups of constraints."""

    def switch(self, group: Sequence[Linear]) -> int:
        """Add a group that holds only while its switch is on; its number."""
        ...

    def ask(self, on: tuple[int, ...], seed: int) -> Answer:
        """A loop that satisfies the groups in ``on``, or None, and whether that is proved."""
        ...

    def close(self) -> None:
        """Free what the model holds."""
        ...


def _ask(model: LoopModel, on: tuple[int, ...], deadline: float | None, seed: int = 0) -> Probe:
    """One feasibility question, restarting with the LP relaxation if the plain search runs long.

    As ``LoopModel.search`` does for uniqueness (the ``cpsat`` package
    docstring has the measurements): the final "no" is a uniqueness proof
    in all but name, and a hard one needs the relaxation's cuts.
    """
    from loopcp.cpsat.model import PLAIN_WORK  # noqa: PLC0415 - OR-Tools only when CP-SAT answers
    from loopcp.pathsearch import seconds_left  # noqa: PLC0415

    probe = model.probe(on, time_limit=seconds_left(deadline), work_limit=PLAIN_WORK, seed=seed)
    if probe.proved or (deadline is not None and time.perf_counter() >= deadline):
        return probe
    return model.probe(on, time_limit=seconds_left(deadline), lp=True, seed=seed)


class _OnCpSat:
    """The questions asked of one CP-SAT model (``cpsat.LoopModel``)."""

    def __init__(self, puzzle: Puzzle, genre: Genre, lattice: Lattice, deadline: float | None) -> None:
        from loopcp.cpsat import LoopModel  # noqa: PLC0415 - OR-Tools only when CP-SAT answers

        self.deadline = deadline
        self.model = LoopModel(lattice, genre.constraints(puzzle), deadline=deadline, paths=genre.paths(puzzle))

    def switch(self, group: Sequence[Linear]) -> int:
        """The group switched in."""
        return self.model.add_switch(group)

    def ask(self, on: tuple[int, ...], seed: int) -> Answer:
        """One question, restarted with the LP relaxation if it runs long (``_ask``)."""
        probe = _ask(self.model, on, self.deadline, seed)
        return probe.loop, probe.proved

    def close(self) -> None:
        """Nothing to free: the model goes with its last reference."""


class _OnSat:
    """The questions asked of one incremental SAT solver (``sat.loops.SatLoops``)."""

    def __init__(self, puzzle: Puzzle, genre: Genre, lattice: Lattice, deadline: float | None) -> None:
        from loopcp.sat.loops import SatLoops  # noqa: PLC0415 - python-sat only when SAT answers

        self.deadline = deadline
        self.model = SatLoops(lattice, genre.constraints(puzzle), deadline=deadline)

    def switch(self, group: Sequence[Linear]) -> int:
        """The group switched in, and the search leaning to the side of each term that helps it.

        For ``_flip_any``, that is away from the first solution on every
        candidate: an answer far from it frees many edges at once.
        """
        number = self.model.add_switch(group)
        self.model.lean((term, coef > 0) for c in group for term, coef in c.terms)
        return number

    def ask(self, on: tuple[int, ...], seed: int) -> Answer:
        """One question (the seed is CP-SAT's: CaDiCaL's search repeats as it is)."""
        return self.model.probe(on, self.deadline)

    def close(self) -> None:
        """Free the solver."""
        self.model.close()


def engine_for(puzzle: Puzzle, engine: Engine | None = None) -> Engine:
    """The engine that answers ``decided``'s questions on a square board: SAT where it can, else CP-SAT.

    SAT takes every genre of one loop when python-sat is installed; paths
    between pairs (Numberlink) and boards beyond ``MAX_POINTS`` (refused
    there with solve's words) stay on CP-SAT.  ``engine`` asks for one:
    SAT on a genre of paths is refused.
    """
    genre = get_genre(puzzle.genre)
    paths = genre.paths(puzzle) is not None
    if engine == "sat" and paths:
        raise UnsupportedError("the SAT engine answers for one loop, not for paths between pairs")
    if engine is not None:
        return engine
    lattice = genre.lattice(puzzle)
    if paths or lattice.rows * lattice.cols > MAX_POINTS or importlib.util.find_spec("pysat") is None:
        return "cpsat"
    return "sat"


def decided(puzzle: Puzzle, *, time_limit: float | None = None, engine: Engine | None = None) -> Decided:
    """The edges every solution of ``puzzle`` shares, each proved (see the module docstring for how).

    On every board: Loopy's other grids ask their own loop model the same
    questions (``loopygrids.answers.decided``), and their position names
    each edge by its dots.  On the square, ``engine`` chooses what answers
    the questions (``engine_for``); both give the same answer.
    """
    if not puzzle.board.square:
        return _on_grid(puzzle, time_limit)
    return _on_square(puzzle, time_limit, engine_for(puzzle, engine))


def _on_grid(puzzle: Puzzle, time_limit: float | None) -> Decided:
    """``decided`` on one of Loopy's other grids."""
    from loopcp.logic.grids import blank  # noqa: PLC0415
    from loopcp.loopygrids import answers  # noqa: PLC0415

    start = time.perf_counter()
    shared = answers.decided(puzzle, time_limit=time_limit)
    empty = blank(puzzle)
    position = None if shared.values is None else GridPosition(empty.dots, shared.values)
    seconds = time.perf_counter() - start
    return Decided(
        puzzle,
        shared.status,
        position,
        len(empty.values),
        shared.undecided,
        shared.loops,
        shared.searches,
        seconds,
        shared.timed_out,
        kind_of(puzzle),
    )


def _on_square(puzzle: Puzzle, time_limit: float | None, engine: Engine) -> Decided:
    """``decided`` on the square lattice: one model, and a switched question per round."""
    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    if engine == "cpsat":
        from loopcp.search import check_size  # noqa: PLC0415 - OR-Tools only when CP-SAT answers

        check_size(puzzle, lattice)
    every = list(lattice.edges())
    points: list[Term] = [(OFF, i, j) for i, j in lattice.points()] if genre.board == CENTRES else []
    deadline = None if time_limit is None else start + time_limit
    undecided: set[Term] = set()
    found, searches = 0, 0

    def result(status: Status, position: Position | None = None, *, timed_out: bool = False) -> Decided:
        seconds = time.perf_counter() - start
        edges = len(undecided) - sum(t[0] == OFF for t in undecided)
        return Decided(
            puzzle, status, position, len(every), edges, found, searches, seconds, timed_out, kind_of(puzzle), cells
        )

    cells: tuple[tuple[int, ...], ...] | None = None

    try:
        model: _Questions = (_OnSat if engine == "sat" else _OnCpSat)(puzzle, genre, lattice, deadline)
    except DeadlineError:  # building a huge board's model took the whole limit
        return result(Status.UNKNOWN, timed_out=True)

    def loop_of(loop: frozenset[Edge] | None) -> frozenset[Edge]:
        nonlocal found
        assert loop is not None
        verify.check(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
        found += 1
        return loop

    try:
        loop, proved = model.ask((), 0)
        searches += 1
        if not proved:
            return result(Status.UNKNOWN, timed_out=True)
        if loop is None:
            return result(Status.UNSOLVABLE)
        base = _truths(loop_of(loop), points)
        while True:
            candidates = [e for e in (*every, *points) if e not in undecided]
            if not candidates:
                break
            switch = model.switch([_flip_any(base, candidates)])
            loop, proved = model.ask((switch,), searches)
            searches += 1
            if not proved:
                return result(Status.MULTIPLE if found > 1 else Status.UNKNOWN, timed_out=True)
            if loop is None:
                break  # no solution differs from ``base`` on any candidate: every one is decided
            undecided |= base ^ _truths(loop_of(loop), points)
    finally:
        model.close()
    values: dict[Edge, int] = {e: (LINE if e in base else CROSS) for e in every if e not in undecided}
    position = Position.from_values(lattice.rows, lattice.cols, values)
    if points:
        cells = tuple(
            tuple(
                0 if (OFF, i, j) in undecided else CROSS if (OFF, i, j) in base else LINE for j in range(lattice.cols)
            )
            for i in range(lattice.rows)
        )
    return result(Status.MULTIPLE if found > 1 else Status.UNIQUE, position)
