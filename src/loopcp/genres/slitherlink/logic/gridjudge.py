"""Graded generation's judge on Loopy's other grids: do the rules up to a level solve these clues?

The square's judge (``genres/slitherlink/judge.py``) in small, for a grid's
faces: the removal pass never gives a kept clue up again, so the rules'
fixpoint over the kept clues alone is a sound start for every later
question (fewer clues only allow fewer deductions).  Each question copies
that fixpoint, adds the clues still untested and propagates from there.
The pass also tells the judge which untested clues every question of the
next stretch will have (``expect``: those past its window), and questions
start from the fixpoint of those too, so that each propagates only what
the clues in the window change (and that start from the fixpoint of the
clues past a longer stretch).  And each says which clues the run read,
so that the pass removes a clue the last successful run never read with
no new run at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import engine as se
from loopcp.genres.slitherlink.logic.grids import deduce_grid, grade_grid, grid_topology
from loopcp.logic.base import level_index

if TYPE_CHECKING:
    from loopcp.loopygrids.geometry import Geometry

TRIAL_DEPTH = 1  # deep questions try one edge at a time, as the square's judge does
STRETCH = 96  # the clues the removal pass goes through before the fixpoint its windows start from is made again


class GridJudge:
    """Questions about subsets of one loop's face clues (``clues``: every face's count), by face number.

    A ``generation.judges.Judge``: graded generation's removal pass
    (``generation.graded.reduce``) asks it, as it asks the square's.
    """

    searches_first = False  # no whole-board search before a question: the rules answer fast enough

    def __init__(self, geometry: Geometry, clues: Sequence[int], order: Sequence[int] = ()) -> None:
        self.topo = grid_topology(geometry)
        self.clues = list(clues)
        self.order = list(order)  # the pass's order of questions, if known: then windows start from a stretch
        self.kept: set[int] = set()
        self.base: dict[int, se.Engine] = {}  # level -> the kept clues' fixpoint at that level
        self.later: set[int] = set()  # clues every question has until ``expect`` says otherwise
        self.window: dict[int, se.Engine] = {}  # level -> the fixpoint of the kept and the later clues
        self.farther: set[int] = set()  # the clues past a stretch of several windows ...
        self.far: dict[int, se.Engine] = {}  # ... and level -> the fixpoint of the kept clues and those
        self.stale: set[int] = set()  # ids of the engines above that took a kept clue and have not run since
        self.runs = 0

    def _engine(self, on: set[int], top: int) -> se.Engine:
        numbers = [self.clues[f] if f in on else -1 for f in range(self.topo.n_faces)]
        engine = se.Engine(self.topo, numbers, [], top, record=False, track=True, trial_depth=TRIAL_DEPTH)
        engine.tatham_order()  # as ``grade_grid`` grades
        engine.start()
        return engine

    def _base(self, top: int) -> se.Engine:
        engine = self.base.get(top)
        if engine is None:
            engine = self.base[top] = self._engine(self.kept, top)
            engine.run()
        return self._fresh(engine)

    def _fresh(self, engine: se.Engine) -> se.Engine:
        """The engine run to its fixpoint, if kept clues came since it last ran (a copy starts with no queue)."""
        if id(engine) in self.stale:
            self.stale.discard(id(engine))
            engine.run()  # the kept clues are a loop's own: no contradiction
        return engine

    def _fork(self, base: se.Engine, top: int) -> se.Engine:
        engine = base.clone(top, TRIAL_DEPTH)
        engine.clue, engine.clued = base.clue[:], base.clued[:]
        engine.uses = bytearray(base.uses or b"")
        return engine

    def _window(self, top: int) -> se.Engine:
        engine = self.window.get(top)
        if engine is None:
            engine = self.window[top] = self._fork(self._far(top), top)
            for face in sorted(self.later - self.kept - self.farther):
                self._add(engine, face)
            engine.run()  # the later clues are a loop's own: no contradiction
        return self._fresh(engine)

    def _far(self, top: int) -> se.Engine:
        engine = self.far.get(top)
        if engine is None:
            engine = self.far[top] = self._fork(self._base(top), top)
            for face in sorted(self.farther - self.kept):
                self._add(engine, face)
            engine.run()
        return self._fresh(engine)

    def expect(self, later: set[int]) -> None:
        """Every question from now until the next call has the clues of faces ``later`` (the pass's window).

        With the pass's order known, the window's start is itself built from
        the fixpoint of the clues past a longer stretch (``STRETCH`` clues),
        made again only when the pass leaves that stretch: a window then
        adds a few clues to a fixpoint instead of most of the board.
        """
        self.later = set(later)
        self.stale -= {id(engine) for engine in self.window.values()}
        self.window = {}
        at = len(self.order) - len(later)  # ``later`` is every clue of the order past the window, none gone yet
        farther = set(self.order[(at // STRETCH + 1) * STRETCH :]) if self.order else set()
        if farther != self.farther:
            self.farther = farther
            self.stale -= {id(engine) for engine in self.far.values()}
            self.far = {}

    def _add(self, engine: se.Engine, face: int) -> None:
        engine.clue[face] = self.clues[face]
        engine.clued[face] = True
        engine._push(face, se.EASY, se.HARD)
        if engine.pending:
            engine.pending_dirty = True  # a loop that met every clue so far may not meet this one

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        """Whether the rules up to ``level`` settle every edge with the clues of faces ``on``; and those they read."""
        top = level_index(SLITHERLINK_LEVELS, level)
        self.runs += 1
        if self.kept <= on:
            start = min(top, se.EXPERT)
            given = self.kept | self.later if self.later <= on else self.kept
            base = self._window(start) if given is not self.kept else self._base(start)
            engine = self._fork(base, top)
            for face in sorted(on - given):
                self._add(engine, face)
        else:
            engine = self._engine(on, top)
        try:
            engine.run()
        except se.ContradictionError:
            return False, frozenset(on)
        if engine.unknown:
            return False, frozenset(on)
        uses = engine.uses or b""
        return True, frozenset(f for f in on if uses[f])

    def exact(self, on: set[int], level: str) -> bool:
        """Whether a run from nothing, as ``grade_grid`` makes, solves the clues of faces ``on`` at ``level``.

        In Tatham's order a run that starts from an earlier fixpoint may wake
        held steps at other moments than a run from nothing, and so settle a
        little more or less: the pass's answers are checked by this one.
        """
        engine = self._engine(on, level_index(SLITHERLINK_LEVELS, level))
        try:
            engine.run()
        except se.ContradictionError:
            return False
        return not engine.unknown

    def keep(self, face: int) -> None:
        """A clue the pass keeps for good: every base takes it, to propagate when next used."""
        self.kept.add(face)
        for engine in (*self.base.values(), *self.far.values(), *self.window.values()):
            self._add(engine, face)
            self.stale.add(id(engine))


@dataclass(frozen=True, slots=True)
class GridRules:
    """What the rest of loopcp asks of the rules on Loopy's other grids (the record's ``grid_logic``)."""

    grade_grid: Callable[..., str]
    deduce_grid: Callable[..., Any]
    judge: Callable[[Geometry, Sequence[int], Sequence[int]], GridJudge]  # (grid, every face's count, the order)


GRID_RULES = GridRules(grade_grid, deduce_grid, GridJudge)
