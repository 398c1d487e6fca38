"""The Masyu engine's state: the board it works on, the steps it records, and what its rules share.

The engine is one class put together from parts, each with one job:
``State`` (this module: the board, the recorded steps, the helpers every
rule uses), one class per rule family (``cells`` and ``pearls`` at easy,
``loop`` at easy and tricky, ``expert``, ``deep``) and
``engine.Engine``, the scheduler.  They share this state as mixins, so a
method costs the same to look up whichever part defines it.
"""

from __future__ import annotations

from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic.board import MASK_AND, MASK_OR, OFF, ON, UNK, Board, Topology
from loopcp.logic.base import CROSS, LINE, Step

EASY, TRICKY, EXPERT, DEEP = range(4)
TRIAL_BUDGET = 20_000  # propagations a deduction may spend on trials before deep gives up (keeps grading bounded)
CONTRADICTION = "contradiction"  # the grade of a puzzle (or position) that admits no loop


class State:
    """One board under deduction: the steps recorded so far, and where the higher levels go on from."""

    def __init__(self, board: Board, *, record: bool, max_level: int) -> None:
        self.board = board
        self.top: Topology = board.top
        self.record = record
        self.max_level = max_level
        self.steps: list[Step] = []
        self.trial_cursor = 0  # where the deep level's round of trials goes on from
        self.trial_budget = TRIAL_BUDGET  # propagations left for two-edge trials
        # A loop known to fit the pearls, as a value per edge (graded generation knows one): a one-edge
        # trial that agrees with it cannot meet a contradiction, so ``deep`` skips it.
        self.truth: bytes | None = None
        self.colour_pending: list[tuple[int, int, str]] = []  # settled by the last colouring sweep, not yet set
        # the count of unknown edges when that sweep ran (a later sweep on the same position is futile)
        self.colour_seen = -1
        # A ``time.perf_counter`` value after which the higher levels raise ``DeadlineError``.
        self.deadline: float | None = None

    def emit(
        self, rule: str, level: int, text: str, clues: tuple[int, ...] = (), premises: tuple[int, ...] = ()
    ) -> None:
        """Record the step under way: the edges it set are in the board's log."""
        top = self.top
        log = self.board.log or []
        self.steps.append(
            Step(
                rule=rule,
                level=MASYU_LEVELS[level],
                text=text,
                set=tuple((top.edge_names[e], LINE if v == ON else CROSS) for e, v in log),
                clues=tuple((c // top.cols, c % top.cols) for c in clues),
                premises=tuple(top.edge_names[e] for e in premises),
            )
        )
        self.board.log = []

    def known_edges(self, *cells: int) -> tuple[int, ...]:
        """The edges around some cells that are already set: a step's premises."""
        top, edge = self.top, self.board.edge
        out: list[int] = []
        for c in cells:
            for k in range(4):
                e = top.cell_edge[4 * c + k]
                if e >= 0 and edge[e] and e not in out:
                    out.append(e)
        return tuple(out)

    def around(self, c: int) -> list[int]:
        """The states of a cell's four edges, east, north, west, south (the border is a cross)."""
        return [self.board.value(c, k) for k in range(4)]

    def pearls_of(self, *cells: int) -> tuple[int, ...]:
        """Which of some cells hold pearls."""
        return tuple(c for c in cells if c >= 0 and self.top.pearls[c])

    def force_cell(self, c: int) -> None:
        """Set every unknown edge of cell c on which all its remaining shapes agree."""
        b = self.board
        m = b.mask[c]
        some, every = MASK_OR[m], MASK_AND[m]
        cell_edge, edge = self.top.cell_edge, b.edge
        for k in range(4):
            e = cell_edge[4 * c + k]
            if e >= 0 and edge[e] == UNK:
                if not some >> k & 1:
                    b.set_edge(e, OFF)
                elif every >> k & 1:
                    b.set_edge(e, ON)

    def run(self, limit: int | None = None) -> None:
        """Apply rules to a fixpoint (``engine.Engine`` schedules them)."""
        raise NotImplementedError
