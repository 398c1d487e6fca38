"""The uniqueness checker: does a loop other than the known one satisfy these clues?

One CP-SAT model per loop (``LoopModel`` with a switch per clue): the known
loop is forbidden once, by one clause, and "is the puzzle without these
clues still unique?" is one feasibility search with those clues switched
off; a loop found means "no".  What keeps the number and cost of searches
down (each measured, see docs/notes.md):

- **Witnesses.**  Every second loop found is kept with the set of clues it
  breaks; if all of those are being dropped, the answer is known.
- **Nearby loops.**  A second loop that moves one or two faces next to the
  broken clues, found in plain Python.
- **Windows.**  CP-SAT with every face farther than 4, then 12, faces from
  the clue pinned to its known side (nearly solved by propagation).
- **Retries.**  A whole-board search sometimes wanders for minutes with
  one CP-SAT setting and ends in a second with another (another seed for
  a far second loop, the LP relaxation for a hard proof); searches are
  cut at a deterministic-time budget and tried again another way with
  twice the budget.

These change which searches run, never an answer: "is there another loop"
is a mathematical fact.  The clock may only abort.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from loopcp import verify
from loopcp.cpsat import LoopModel, Probe
from loopcp.errors import InternalError, TimeLimitError
from loopcp.generation.clues import Board, Clue, Shape
from loopcp.genres.base import Linear
from loopcp.grid import Edge, Face, edge_faces, face_edges
from loopcp.puzzle import Solution

NEARBY = 2  # faces a second loop may move in the plain-Python search that comes first
WINDOWS = (4, 12)  # radii, in faces around the clue, of the pinned searches tried before the whole board
MAX_WINDOW_SHARE = 0.75  # a window covering more of the board than this is not worth a separate search
# Each try of a question: CP-SAT deterministic time (None: no limit), and whether the LP relaxation is on.
TRIES: tuple[tuple[float | None, bool], ...] = (
    (0.5, False),
    (1.0, False),
    (2.0, True),
    (4.0, False),
    (8.0, True),
    (None, True),
)
OUT_OF_TIME = "the time limit ended generation before a puzzle was finished"


class Clock:
    """The deadline of one puzzle: it may only abort, never steer."""

    def __init__(self, limit: float | None) -> None:
        self.deadline = None if limit is None else time.perf_counter() + limit

    def left(self) -> float | None:
        """Seconds left, or None for no limit; raises once the limit has passed."""
        if self.deadline is None:
            return None
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise TimeLimitError(OUT_OF_TIME)
        return left


@dataclass(slots=True)
class Stats:
    """How the generator spent its effort, for the benchmark and for tuning."""

    loops: int = 0  # loops grown (a loop whose full clue set is not unique is replaced)
    known: int = 0  # questions answered by a stored second loop, with no search
    nearby: int = 0  # questions answered by moving one or two faces, with no search
    window_probes: int = 0  # CP-SAT searches with the faces far from the clue pinned
    probes: int = 0  # CP-SAT searches over the whole board
    restarts: int = 0  # searches cut short and tried again another way
    nearby_seconds: float = 0.0
    window_seconds: float = 0.0
    probe_seconds: float = 0.0
    deductions: int = 0  # graded mode: runs of the deduction engine
    deduction_seconds: float = 0.0

    def as_json(self) -> dict[str, float]:
        """The figures as a JSON object."""
        return {name: round(getattr(self, name), 4) for name in self.__slots__}


def _holds(c: Linear, loop: frozenset[Edge]) -> bool:
    return c.lo <= sum(coef for e, coef in c.terms if e in loop) <= c.hi


class Checker:
    """Answers uniqueness questions about one loop's clues, on one CP-SAT model with a switch per clue.

    Clues are numbered in the order given (merged regions are added at the
    end).  ``on`` and ``broken`` are sets of those numbers.
    """

    def __init__(self, board: Board, shape: Shape, clues: Sequence[Clue], *, clock: Clock, stats: Stats) -> None:
        self.board = board
        self.shape = shape
        self.lattice = board.lattice()
        self.clues = list(clues)
        self.clock = clock
        self.stats = stats
        self.model = LoopModel(self.lattice, [], [c.group for c in clues], deadline=clock.deadline)
        self.model.forbid(shape.loop)
        self.tries = TRIES  # the order of tries for a whole-board question; see ``_probe``
        self.witnesses: list[tuple[frozenset[Edge], set[int]]] = []  # second loops, with the clues each breaks
        self.faces = [(a, b) for a in range(self.lattice.rows - 1) for b in range(self.lattice.cols - 1)]
        self.clues_of: dict[Edge, list[int]] = {}  # edge -> the clues whose constraints name it
        for k, clue in enumerate(clues):
            self._index(k, clue)

    def _index(self, k: int, clue: Clue) -> None:
        for e in {e for c in clue.group for e, _ in c.terms}:
            if e[0] == "h" or e[0] == "v":  # generated genres' clues speak of edges only
                self.clues_of.setdefault(e, []).append(k)

    def add(self, clue: Clue) -> int:
        """A new clue (a merged region), switched off until a question turns it on."""
        k = len(self.clues)
        self.clues.append(clue)
        self._index(k, clue)
        self.model.add_switch(clue.group)
        for loop, breaks in self.witnesses:
            if not self.keeps(k, loop):
                breaks.add(k)
        return k

    def keeps(self, k: int, loop: frozenset[Edge]) -> bool:
        """Whether a loop satisfies clue ``k``."""
        return all(_holds(c, loop) for c in self.clues[k].group)

    def _found(self, loop: frozenset[Edge]) -> frozenset[Edge]:
        """Store a second loop, with every clue it breaks, for later questions."""
        self.witnesses.append((loop, {k for k in range(len(self.clues)) if not self.keeps(k, loop)}))
        return loop

    def _probe(self, on: set[int], pins: dict[Face, bool] | None) -> Probe:
        """One question, asked again in another way whenever a try runs out of work.

        Hard questions have long tails that another way often avoids: a far
        second loop took 56 s with CP-SAT's seed 0 and 0.2 s with seed 1;
        a 30x30 uniqueness the default search had not proved in twenty
        minutes took 2.5 s with the linear relaxation on.  The answer is
        the same either way, so no decision changes.  The budgets are
        deterministic time, and the last try has none, so every question
        is answered.  Once a whole-board proof needed the relaxation, that
        try comes first for the rest of this loop's questions.
        """
        seconds = 0.0
        tries = TRIES if pins is not None else self.tries
        for attempt, (budget, lp) in enumerate(tries):
            probe = self.model.probe(
                on, faces=pins, time_limit=self.clock.left(), work_limit=budget, seed=attempt, lp=lp
            )
            seconds += probe.seconds
            if probe.proved:
                self.stats.restarts += attempt
                if pins is None and lp and attempt and budget is not None and probe.loop is None:
                    # A whole-board proof needed the relaxation; the later ones, on nearly the same
                    # clues, will too (30x30 seed 2: about 5 s lost per proof before this).
                    self.tries = ((budget, lp), *(t for t in TRIES if t != (budget, lp)))
                return Probe(probe.loop, True, seconds)
            self.clock.left()  # raises when the deadline passed
        raise InternalError("internal error: a uniqueness check stopped without an answer")

    def second_loop(self, on: set[int], broken: set[int], *, local: bool = True) -> frozenset[Edge] | None:
        """A loop other than the known one that the clues in ``on`` allow, or None if there is none.

        The caller knows that the clues in ``on | broken`` allow only the
        known loop, so any other loop must break a clue in ``broken``: the
        cheap searches (``local``) look near those clues first.
        """
        witness = self.nearby_loop(on, broken, local=local)
        if witness is not None:
            return witness
        probe = self._probe(on, None)
        self.stats.probes += 1
        self.stats.probe_seconds += probe.seconds
        return None if probe.loop is None else self._found(probe.loop)

    def nearby_loop(self, on: set[int], broken: set[int], *, local: bool = True) -> frozenset[Edge] | None:
        """A second loop from the cheap searches alone: stored loops, and with ``local`` a few faces
        moved in plain Python, then CP-SAT with the faces far from ``broken`` pinned.  None proves nothing.
        """
        for loop, breaks in self.witnesses:
            if not breaks & on:
                self.stats.known += 1
                return loop
        if not (broken and local):
            return None
        start = time.perf_counter()
        near = _nearby(self, on, broken)
        self.stats.nearby_seconds += time.perf_counter() - start
        if near is not None:
            self.stats.nearby += 1
            return self._found(near)
        for radius in WINDOWS:
            pins = _window(self, broken, radius)
            if pins is None:
                break
            probe = self._probe(on, pins)
            self.stats.window_probes += 1
            self.stats.window_seconds += probe.seconds
            if probe.loop is not None:
                return self._found(probe.loop)
        return None


# --- the cheap searches, in plain Python --------------------------------------------------------


def _keeps_after(clue: Clue, loop: frozenset[Edge], toggled: set[Edge]) -> bool:
    """Whether a clue holds once the edges in ``toggled`` change sides of the known loop."""
    for c in clue.group:
        total = sum(coef for e, coef in c.terms if (e in loop) != (e in toggled))
        if not c.lo <= total <= c.hi:
            return False
    return True


def _nearby(checker: Checker, on: set[int], broken: set[int]) -> frozenset[Edge] | None:
    """A second loop that moves a few faces next to the broken clues to the other side, or None.

    Plain Python over every connected set of up to ``NEARBY`` faces:
    each candidate changes few edges, so only the clues on those edges
    are checked, and the loop itself only for a candidate that passes.
    """
    frows, fcols = checker.lattice.rows - 1, checker.lattice.cols - 1

    def neighbours(f: Face) -> list[Face]:
        a, b = f
        steps = ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1))
        return [(x, y) for x, y in steps if 0 <= x < frows and 0 <= y < fcols]

    starts = {g for k in broken for f in checker.clues[k].faces for g in (f, *neighbours(f))}
    seen: set[frozenset[Face]] = set()
    layer = [frozenset([f]) for f in sorted(starts)]
    for _ in range(NEARBY):
        following: list[frozenset[Face]] = []
        for moved in layer:
            if moved in seen:
                continue
            seen.add(moved)
            toggled = {e for f in moved for e in face_edges(f) if any(g not in moved for g in edge_faces(e))}
            touched = {k for e in toggled for k in checker.clues_of.get(e, ())}
            if any(not _keeps_after(checker.clues[k], checker.shape.loop, toggled) for k in touched & broken) and all(
                _keeps_after(checker.clues[k], checker.shape.loop, toggled) for k in touched & on
            ):
                loop = checker.shape.loop.symmetric_difference(toggled)
                rows, cols = checker.lattice.rows, checker.lattice.cols
                if not verify.loop_problems(rows, cols, Solution.from_edges(rows, cols, loop)):
                    return loop
            following.extend(moved | {g} for f in moved for g in neighbours(f) if g not in moved)
        layer = following
    return None


def _window(checker: Checker, broken: set[int], radius: int) -> dict[Face, bool] | None:
    """Pins for every face farther than ``radius`` from the broken clues, or None for most of the board."""
    near = [f for k in broken for f in checker.clues[k].faces]
    inside = checker.shape.inside
    pins = {
        (a, b): (a, b) in inside
        for a, b in checker.faces
        if all(abs(a - x) > radius or abs(b - y) > radius for x, y in near)
    }
    return pins if len(pins) >= (1 - MAX_WINDOW_SHARE) * len(checker.faces) else None
