"""Slitherlink and SuperSlitherlink by human rules: ``deduce`` grades, explains and hints.

Levels, lowest first (``base.SLITHERLINK_LEVELS``):

- ``easy``, ``normal``, ``tricky``, ``hard``: exactly the rule sets of Simon
  Tatham's Loopy at those difficulties, so that a Loopy game ID graded here
  with ``max_level="hard"`` gets the label it was generated at;
- ``expert`` (ours): inside/outside colouring of cells with parity, and loop
  avoidance along forced chains of unknown edges;
- ``deep`` (ours): trial and contradiction, one edge deep and then two.

A letter region of SuperSlitherlink is one more count rule (over its
boundary edges) at ``easy``; its internal edges are crosses from the start.
This module turns puzzles and positions into the engine's tables, and
its raw steps into ``Step`` values with text.  The package, one job a
module:

- ``topology``: the board as flat integer tables, built once per size;
- ``state``: the engine's data (edge values, counts, queues, path ends),
  its copy for a trial, and the level and value constants;
- ``classes``: union-find with parity (edge classes, face colours);
- ``edges``: the one door that sets an edge or a dline bit, and records steps;
- ``easy``, ``dlines`` (normal and tricky), ``hard``, ``expert``, ``deep``:
  one class of rules per family;
- ``engine``: ``Engine``, the families put together, and the scheduler;
- ``words``: the sentences of the steps;
- ``grids`` and ``gridwords``: the same rules on any grid of Tatham's Loopy
  (``grade_grid``, ``deduce_grid``: faces by number, edges by their ends).

The genre's record names ``deduce`` as its ``logic``; ``loopcp.logic`` loads it when asked.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import words
from loopcp.genres.slitherlink.logic.engine import NO, YES, ContradictionError, Engine, settle
from loopcp.genres.slitherlink.logic.grids import CONTRADICTION, GridDeduction, GridStep, deduce_grid, grade_grid
from loopcp.genres.slitherlink.logic.topology import Topology, build
from loopcp.genres.slitherlink.rules import letter_edges
from loopcp.logic.base import (
    CROSS,
    LINE,
    UNSOLVED,
    Deduction,
    Position,
    check_size,
    level_index,
    top_level,
)
from loopcp.puzzle import Puzzle

_TOPOLOGIES: dict[tuple[int, int], Topology] = {}


def topology(rows: int, cols: int, deadline: float | None = None) -> Topology:
    """The index tables of a board size, built once and shared (``DeadlineError`` past ``deadline``)."""
    key = (rows, cols)
    topo = _TOPOLOGIES.get(key)
    if topo is None:
        if len(_TOPOLOGIES) > 64:
            _TOPOLOGIES.clear()
        topo = _TOPOLOGIES[key] = build(rows, cols, deadline)
    return topo


def deduce(
    puzzle: Puzzle,
    position: Position | None = None,
    *,
    max_level: str = "deep",
    limit_steps: int | None = None,
    deadline: float | None = None,
) -> Deduction:
    """Run the rules up to ``max_level`` from ``position`` (default: an empty board).

    With ``limit_steps=1`` this is a hint: the lowest-level step available.
    The grade is the lowest level whose rules settle every edge, ``"unsolved"``
    when they stall, or ``"contradiction"`` when no loop fits.  Past
    ``deadline`` (a ``time.perf_counter`` value) the rules stop with
    ``DeadlineError``; a board larger than solve takes is refused.
    """
    if puzzle.genre != "slitherlink":
        raise ValueError(f"the Slitherlink rules cannot deduce a {puzzle.genre} puzzle")
    top = top_level(puzzle, SLITHERLINK_LEVELS, max_level)
    check_size(puzzle)
    topo = topology(puzzle.rows, puzzle.cols, deadline)
    clues = [int(ch) if ch in "01234" else -1 for row in puzzle.cells for ch in row]
    regions: list[tuple[str, tuple[int, ...], int]] = []
    internal: list[int] = []
    if puzzle.letters:
        boundary, inner = letter_edges(puzzle)
        counts = puzzle.letter_clues()
        regions = [(x, tuple(topo.edge_index(e) for e in boundary.get(x, [])), n) for x, n in sorted(counts.items())]
        internal = [topo.edge_index(e) for e in inner]
    engine = Engine(topo, clues, regions, top, record=True, limit_steps=limit_steps)
    engine.deadline = deadline

    def work() -> None:
        if position is not None:
            _give(engine, topo, position)
        engine.start()
        if internal:
            engine._fire("region-inside", 0, -1, [(e, NO) for e in internal])
        engine.run()

    reason, settled = settle(engine, limit_steps, work)
    grade = CONTRADICTION if reason is not None else SLITHERLINK_LEVELS[engine.used] if settled else UNSOLVED
    steps = tuple(words.step(puzzle, topo, engine, raw, engine.step_clues.get(n)) for n, raw in enumerate(engine.steps))
    return Deduction(
        genre="slitherlink",
        levels=SLITHERLINK_LEVELS,
        steps=steps,
        position=_position(topo, engine.st),
        grade=grade,
        contradiction=reason,
    )


def grade(puzzle: Puzzle, *, max_level: str = "deep") -> str:
    """The puzzle's grade alone, without building step texts."""
    top = level_index(SLITHERLINK_LEVELS, max_level)
    topo = topology(puzzle.rows, puzzle.cols)
    clues = [int(ch) if ch in "01234" else -1 for row in puzzle.cells for ch in row]
    if puzzle.letters:
        return deduce(puzzle, max_level=max_level).grade
    engine = Engine(topo, clues, [], top, record=False)
    try:
        engine.start()
        engine.run()
    except ContradictionError:
        return CONTRADICTION
    return SLITHERLINK_LEVELS[engine.used] if engine.unknown == 0 else UNSOLVED


def _give(engine: Engine, topo: Topology, position: Position) -> None:
    """Write a starting position's known edges into the engine (a bad position raises ContradictionError)."""
    rows, cols = topo.rows + 1, topo.cols + 1
    if len(position.h) != rows or any(len(r) != cols - 1 for r in position.h):
        raise ValueError(f"a position for this puzzle has h as {rows} rows of {cols - 1} values")
    if len(position.v) != rows - 1 or any(len(r) != cols for r in position.v):
        raise ValueError(f"a position for this puzzle has v as {rows - 1} rows of {cols} values")
    for edge, value in position.known().items():
        if value not in (LINE, CROSS):
            raise ValueError(f"edge values are 1, -1 or 0, got {value}")
        engine._set(topo.edge_index(edge), YES if value == LINE else NO)
    engine.cur = []


def _position(topo: Topology, st: bytearray) -> Position:
    values = {topo.edge_name(e): (LINE if s == YES else CROSS) for e, s in enumerate(st) if s}
    return Position.from_values(topo.rows + 1, topo.cols + 1, values)


edge_words = words.edge_words
dot_words = words.dot_words

__all__ = [
    "CONTRADICTION",
    "GridDeduction",
    "GridStep",
    "deduce",
    "deduce_grid",
    "dot_words",
    "edge_words",
    "grade",
    "grade_grid",
    "topology",
]


cached_topology = topology  # the same function under a name no submodule shadows (logic/topology.py)
