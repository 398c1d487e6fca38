"""Masyu by deduction, as a person solves it: rules in levels, each step recorded and explained.

Levels (``MASYU_LEVELS``), each using every rule below it:

- ``easy``: Tatham's Pearl Easy rules exactly (pearl.c, sgt-puzzles
  20230122).  A cell keeps the shapes its known edges allow, and an edge
  that all of a cell's shapes agree on is set ("cell" rules); a black
  pearl's leg continues straight through the next cell, and a leg whose
  next cell cannot go straight is impossible; a white pearl cannot lie
  along an axis where neither neighbour can turn, and once it runs
  straight on through one neighbour it turns at the other; a closed loop
  is the whole loop.
- ``tricky``: Tatham's Pearl Tricky as Debian's 20230122 build runs it: an
  edge whose two ends lie on one fragment of the loop is a cross when the
  fragment has fewer cells than are known to be on the loop.  (Its second
  Tricky rule, on cell shapes, never fired before a 2025 fix, so it is not
  here: our grades must match that build's labels.)
- ``expert`` (ours): inside/outside colouring of the lattice's faces with
  parity: a line separates the two faces beside it, a cross joins them, a
  white pearl's diagonal faces differ, a black pearl's two diagonals
  disagree (``expert``, with the sweep in ``colour``).
- ``deep`` (ours): trial: set one edge, run the rules up to ``expert``, and
  a contradiction proves the opposite; then two edges (``deep``).

The package, one job a module: ``board`` (the topology and the mutable
board: edges, shapes, fragments, queues), ``state`` (what the rules
share: the board, the steps, the level constants), ``cells``,
``pearls``, ``loop``, ``expert`` (with ``colour``, the sweep) and
``deep``: one class of rules per family; ``engine`` (``Engine``, the
families put together, and the scheduler); ``words`` (the sentences).
The genre's record names ``deduce`` as its ``logic``; ``loopcp.logic`` loads it when asked.
"""

from __future__ import annotations

from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic.board import OFF, ON, Board, Contradiction, topology
from loopcp.genres.masyu.logic.engine import Engine
from loopcp.genres.masyu.logic.pearls import joined_cells
from loopcp.genres.masyu.logic.state import CONTRADICTION, DEEP, EASY, EXPERT, TRIAL_BUDGET, TRICKY
from loopcp.logic import base
from loopcp.logic.base import CROSS, LINE, Deduction, Position, Step, check_size, level_index
from loopcp.puzzle import Edge, Puzzle


def _position(board: Board) -> Position:
    top = board.top
    values: dict[Edge, int] = {}
    for e, state in enumerate(board.edge):
        if state:
            values[top.edge_names[e]] = LINE if state == ON else CROSS
    return Position.from_values(top.rows, top.cols, values)


def deduce(
    puzzle: Puzzle,
    position: Position | None = None,
    *,
    max_level: str = "deep",
    limit_steps: int | None = None,
    deadline: float | None = None,
) -> Deduction:
    """Solve a Masyu by the rules up to ``max_level``, recording every step.

    ``position`` is where to start (the edges a solver has set so far);
    ``limit_steps=1`` gives a hint: the lowest-level step available there.
    The grade is the highest level of any step taken when the rules finish
    the loop, ``"unsolved"`` when they stall, ``"contradiction"`` when the
    puzzle or the position admits no loop.  Past ``deadline`` (a
    ``time.perf_counter`` value) the rules stop with ``DeadlineError``; a
    board larger than solve takes is refused.
    """
    if puzzle.genre != "masyu":
        raise ValueError(f"the Masyu engine cannot deduce a {puzzle.genre} puzzle")
    top_level = base.top_level(puzzle, MASYU_LEVELS, max_level)
    check_size(puzzle)
    top = topology(puzzle)
    steps: list[Step] = []
    try:
        board = Board(top)
    except Contradiction as why:
        return Deduction(
            "masyu", MASYU_LEVELS, (), position or Position.empty(top.rows, top.cols), CONTRADICTION, str(why)
        )
    engine = Engine(board, record=True, max_level=top_level)
    engine.deadline = deadline
    try:
        if position is not None:
            for e, name in enumerate(top.edge_names):
                value = position.value(name)
                if value:
                    board.set_edge(e, ON if value == LINE else OFF)
        engine.run(limit_steps)
    except Contradiction as why:
        return Deduction("masyu", MASYU_LEVELS, tuple(engine.steps), _position(board), CONTRADICTION, str(why))
    steps = engine.steps
    if board.unknown == 0 and board.lines:
        grade = MASYU_LEVELS[max((level_index(MASYU_LEVELS, s.level) for s in steps), default=0)]
    else:
        grade = "unsolved"
    return Deduction("masyu", MASYU_LEVELS, tuple(steps), _position(board), grade)


__all__ = [
    "CONTRADICTION",
    "DEEP",
    "EASY",
    "EXPERT",
    "TRIAL_BUDGET",
    "TRICKY",
    "Engine",
    "deduce",
    "joined_cells",
]
