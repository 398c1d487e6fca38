"""Slitherlink's part in graded generation: its judge, and its grade of a finished puzzle.

``SlitherJudge`` answers the removal pass's questions on top of the kept
clues (``generation.judges`` says what a judge is).  The removal pass never
gives a kept clue up again, so every later question includes it, and the
rules' fixpoint over the kept clues alone is a sound start for all of them
(fewer clues only allow fewer deductions).  The judge keeps that fixpoint
up to date (adding a clue to a fixpoint is cheap: queue it and propagate),
and each question copies it, adds the clues still untested and propagates
from there.  20x20 hard: 3.1 s instead of 6.6 s for the same decisions.

Deep questions are made with one-edge trials (``TRIAL_DEPTH``): the
engine's own deep level also has two-edge trials, and a question that
they cannot answer runs a trial for every pair of unknown edges (4 s per
question at 10x10, hours at 30x30).

``grade`` is the grade of a finished puzzle, the one ``loopcp grade``
gives (docs/generation.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Self

from loopcp.generation.clues import Board, Clue
from loopcp.generation.judges import ALL_USED, truth
from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import CONTRADICTION, cached_topology
from loopcp.genres.slitherlink.logic import engine as se
from loopcp.genres.slitherlink.logic.topology import Topology
from loopcp.genres.slitherlink.rules import letter_edges
from loopcp.logic.base import UNSOLVED, level_index
from loopcp.puzzle import Edge, Puzzle

# Graded generation's deep: trials one edge deep.  A question the rules cannot answer runs every trial, and
# two edges deep that is a trial per pair of unknown edges: 4 s per question at 10x10, hours at 30x30.
TRIAL_DEPTH = 1


def _region_edges(topo: Topology, cells: Iterable[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """The boundary edges and the internal edges of a group of cells, as engine edge indices."""
    inside = set(cells)
    boundary: list[int] = []
    internal: set[int] = set()
    for i, j in sorted(inside):
        sides: tuple[tuple[tuple[int, int], Edge], ...] = (
            ((i - 1, j), ("h", i, j)),
            ((i + 1, j), ("h", i + 1, j)),
            ((i, j - 1), ("v", i, j)),
            ((i, j + 1), ("v", i, j + 1)),
        )
        for cell, edge in sides:
            e = topo.edge_index(edge)
            if cell in inside:
                internal.add(e)
            else:
                boundary.append(e)
    return boundary, sorted(internal)


def _truth(topo: Topology, loop: frozenset[Edge] | None) -> bytes | None:
    """A known loop as the engine's edge values (``State.truth``), or None."""
    return None if loop is None else truth(map(topo.edge_name, range(topo.n_edges)), loop, se.YES, se.NO)


class SlitherJudge:
    """Slitherlink and SuperSlitherlink clues judged by the Slitherlink engine, with no step texts.

    Digits only: questions start from the kept clues' fixpoint (see the
    module docstring).  With letter regions every question starts from
    scratch: a region cannot be added to a running engine.

    Deep questions (trials) are cheaper than a whole-board search: a trial
    that agrees with the loop the clues came from cannot fail, so it is
    skipped, and a trial that met no contradiction in the last question
    solved need not run again while the board stays inside what it
    settled (``deep``): that question had more clues, so its trials hold
    for every later question of the removal pass, which has fewer.
    """

    searches_first = False

    def __init__(self, board: Board, clues: Sequence[Clue], loop: frozenset[Edge] | None = None) -> None:
        self.topo = cached_topology(board.rows, board.cols)
        self.clues = clues
        self.runs = 0
        self.truth = _truth(self.topo, loop)  # the loop the clues came from: trials that agree with it are skipped
        self.digits: list[tuple[int, int]] = []  # clue -> (face, digit), or (-1, -1) for a region
        self.regions: list[tuple[str, tuple[int, ...], int, list[int]]] = []  # by clue: boundary, count, inner
        for clue in clues:
            if clue.is_region:
                boundary, internal = _region_edges(self.topo, (cell for cell, _ in clue.marks))
                self.digits.append((-1, -1))
                self.regions.append(("*", tuple(boundary), clue.count or 0, internal))
            else:
                (i, j), ch = clue.marks[0]
                self.digits.append((i * self.topo.cols + j, int(ch)))
                self.regions.append(("", (), 0, []))
        self.incremental = not any(c.is_region for c in clues)
        self.kept: set[int] = set()
        # level -> the kept clues' fixpoint at that level; deep questions start from expert's (a round
        # of trials at every kept clue would cost more than it saves)
        self.base: dict[int, se.Engine] = {}
        self.later: set[int] = set()  # clues every question keeps until the removal pass gets near them
        self.window: dict[int, se.Engine] = {}  # level -> the fixpoint of the kept and the later clues
        # The trials with no contradiction of the last question solved (``deep``), and its clues: they
        # hold for any question with fewer clues.  A question not solved may have failed for want of
        # a clue that the next question has, so its trials are not kept.
        self.tried: dict[tuple[int, int, int], tuple[int, int]] = {}
        self.tried_on: frozenset[int] | None = None

    def _engine(self, on: Iterable[int], top: int) -> se.Engine:
        faces = [-1] * self.topo.n_faces
        regions: list[tuple[str, tuple[int, ...], int]] = []
        internal: list[int] = []
        for k in sorted(on):
            f, digit = self.digits[k]
            if f >= 0:
                faces[f] = digit
            else:
                name, edges, count, inner = self.regions[k]
                regions.append((name, edges, count))
                internal += inner
        engine = se.Engine(self.topo, faces, regions, top, record=False, track=True, trial_depth=TRIAL_DEPTH)
        engine.truth = self.truth
        engine.start()
        if internal:
            engine._fire("region-inside", se.EASY, -1, [(e, se.NO) for e in internal])
        return engine

    def _fork(self, engine: se.Engine, top: int, *, uses: bool) -> se.Engine:
        """A copy of a fixpoint that can take clues of its own, to run up to level ``top``.

        With ``uses`` the copy starts with the clues the fixpoint's own run used, else with none.
        """
        new = engine.clone(top, TRIAL_DEPTH)
        new.truth = self.truth
        new.clue = engine.clue[:]
        new.clued = engine.clued[:]
        new.uses = bytearray(engine.uses or b"") if uses else bytearray(len(engine.uses or b""))
        return new

    def _add(self, engine: se.Engine, k: int) -> None:
        """Give a running engine one more digit clue."""
        f, digit = self.digits[k]
        engine.clue[f] = digit
        engine.clued[f] = True
        engine._push(f, se.EASY, se.HARD)
        if engine.pending:
            engine.pending_dirty = True  # a loop that met every clue may not meet this one

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        """See ``generation.judges.Judge.solves``."""
        top = level_index(SLITHERLINK_LEVELS, level)
        self.runs += 1
        if self.incremental and self.kept <= on:
            start = min(top, se.EXPERT)
            given = self.kept | self.later if self.later <= on else self.kept
            engine = self._fork(self._window(start) if given is not self.kept else self._base(start), top, uses=True)
            for k in sorted(on - given):
                self._add(engine, k)
        else:
            engine = self._engine(on, top)
        if self.tried_on is not None and on <= self.tried_on:
            engine.tried = dict(self.tried)
        try:
            engine.run()
        except se.ContradictionError:
            return False, ALL_USED
        if engine.unknown:
            return False, ALL_USED
        if engine.tried:  # valid for these clues and fewer: the removal pass asks about fewer next
            self.tried, self.tried_on = engine.tried, frozenset(on)
        uses = engine.uses or b""
        # a region counts as used (its item is not tracked apart from its rules); the base's own run
        # used kept clues only, and those never go
        used = {k for k in on if self.digits[k][0] < 0 or uses[self.digits[k][0]]}
        return True, frozenset(used)

    def _base(self, top: int) -> se.Engine:
        engine = self.base.get(top)
        if engine is None:
            engine = self.base[top] = self._engine(self.kept, top)
            engine.run()
        return engine

    def _window(self, top: int) -> se.Engine:
        engine = self.window.get(top)
        if engine is None:
            engine = self.window[top] = self._fork(self._base(top), top, uses=False)
            for k in sorted(self.later - self.kept):
                self._add(engine, k)
            engine.run()
        return engine

    def keep(self, k: int) -> None:
        """See ``generation.judges.Judge.keep``: the bases take the clue and propagate."""
        self.kept.add(k)
        if not self.incremental:
            return
        for engine in (*self.base.values(), *self.window.values()):
            self._add(engine, k)
            engine.run()

    def expect(self, later: set[int]) -> None:
        """See ``generation.judges.Judge.expect``: the next question builds the kept and later clues' fixpoint."""
        self.later = set(later)
        self.window = {}


def _no_deadline() -> None:
    """Time is never up."""


class _Timed(se.Engine):
    """The engine, asking ``check`` (which raises when time is up) before each round of trials.

    A round of two-edge trials on a puzzle they cannot finish takes
    minutes at 15x15; each of its trials runs a round of one-edge trials
    in a copy, which asks too, so a deadline ends the grading within one
    trial.
    """

    check: Callable[[], object]

    def clone(self, max_level: int, trial_depth: int) -> Self:
        """See ``State.clone``: the copy asks the same ``check``."""
        new = super().clone(max_level, trial_depth)
        new.check = self.check
        return new

    def _trials(self) -> bool:
        self.check()
        return super()._trials()


def grade(
    puzzle: Puzzle,
    top: str | None = None,
    loop: frozenset[Edge] | None = None,
    *,
    trial_depth: int | None = None,
    check: Callable[[], object] | None = None,
) -> str:
    """A Slitherlink or SuperSlitherlink puzzle's grade by the rules up to ``top`` (default: all).

    The engine's own rules, two-edge trials included, with no step texts:
    the grade ``loopcp grade`` gives.  ``loop``, a loop known to satisfy the
    clues, skips the trials that agree with it (they cannot fail: the same
    steps, for half the trials).  ``trial_depth=TRIAL_DEPTH`` grades deep
    as graded generation's judge does, with one-edge trials.  ``check``
    is called before each round of trials, and raises to stop when time
    is up.

    A puzzle that one-edge trials solve costs no more than those: two-edge
    trials run only where one-edge trials stall (``logic.deep``).
    """
    topo = cached_topology(puzzle.rows, puzzle.cols)
    faces = [int(ch) if ch in "01234" else -1 for row in puzzle.cells for ch in row]
    boundary, inner = letter_edges(puzzle)
    regions = [
        (x, tuple(topo.edge_index(e) for e in boundary.get(x, [])), n) for x, n in sorted(puzzle.letter_clues().items())
    ]
    level = level_index(SLITHERLINK_LEVELS, top or SLITHERLINK_LEVELS[-1])
    if trial_depth is None:  # the engine's own depth, as ``loopcp grade`` runs it
        engine = _Timed(topo, faces, regions, level, record=False)
    else:
        engine = _Timed(topo, faces, regions, level, record=False, trial_depth=trial_depth)
    engine.check = check or _no_deadline
    engine.truth = _truth(topo, loop)
    try:
        engine.start()
        if inner:
            engine._fire("region-inside", se.EASY, -1, [(topo.edge_index(e), se.NO) for e in inner])
        engine.run()
    except se.ContradictionError:
        return CONTRADICTION
    return SLITHERLINK_LEVELS[engine.used] if engine.unknown == 0 else UNSOLVED
