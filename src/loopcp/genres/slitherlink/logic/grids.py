"""The Slitherlink rules on any grid of Tatham's Loopy: ``grade_grid`` and ``deduce_grid``.

A grid is a ``loopygrids.Geometry`` (dots in his integer coordinates,
faces as cycles of dots in his order) and its clues a number or None per
face.  Edge ``k`` is edge ``k`` of ``loopygrids.geometry.edges_of(faces)``, the
numbering of the CP-SAT model and the verifier; values are 1 (a line),
-1 (a cross) or 0 (unknown).  The rules are the square's (``engine``),
which follow Tatham's solver on faces of any size and points of any
degree, so that ``max_level="hard"`` grades as his program does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import gridwords
from loopcp.genres.slitherlink.logic.engine import NO, YES, ContradictionError, Engine, settle
from loopcp.genres.slitherlink.logic.topology import Topology, from_geometry
from loopcp.logic.base import CROSS, LINE, UNSOLVED, level_index
from loopcp.loopygrids.names import Names, names

if TYPE_CHECKING:
    from loopcp.loopygrids.geometry import Geometry

CONTRADICTION = "contradiction"  # the grade of a puzzle (or position) that no loop fits

_TOPOLOGIES: dict[Geometry, Topology] = {}


@dataclass(frozen=True, slots=True)
class GridStep:
    """One deduction on a grid: its rule and level, the edges it set (index, 1 line / -1 cross), in words."""

    rule: str
    level: str
    set: tuple[tuple[int, int], ...]
    text: str
    faces: tuple[int, ...] = ()  # the clued faces it read
    premises: tuple[int, ...] = ()  # the edges already settled around what it read


@dataclass(frozen=True, slots=True)
class GridDeduction:
    """What the rules found: the grade, the steps in order, and each edge's value at the end."""

    grade: str  # one of the levels, "unsolved" or "contradiction"
    steps: tuple[GridStep, ...]
    values: tuple[int, ...]  # per edge: 1 line, -1 cross, 0 unknown
    contradiction: str | None = None


_NAMES: dict[tuple[Geometry, tuple[int | None, ...]], Names] = {}


def grid_names(geometry: Geometry, clues: Sequence[int | None]) -> Names:
    """What a grid's steps call its faces, points and edges (``loopygrids.names``), made once a puzzle."""
    key = (geometry, tuple(clues))
    if key not in _NAMES:
        if len(_NAMES) > 64:
            _NAMES.clear()
        _NAMES[key] = names(geometry, clues)
    return _NAMES[key]


def grid_topology(geometry: Geometry) -> Topology:
    """The engine's tables of a grid, built once and shared."""
    topo = _TOPOLOGIES.get(geometry)
    if topo is None:
        if len(_TOPOLOGIES) > 64:
            _TOPOLOGIES.clear()
        topo = _TOPOLOGIES[geometry] = from_geometry(geometry)
    return topo


def _engine(
    geometry: Geometry,
    clues: Sequence[int | None],
    max_level: str,
    *,
    record: bool,
    limit_steps: int | None = None,
    deadline: float | None = None,
) -> tuple[Topology, Engine]:
    top = level_index(SLITHERLINK_LEVELS, max_level)
    if len(clues) != len(geometry.faces):
        raise ValueError(f"a grid of {len(geometry.faces)} faces takes as many clues, got {len(clues)}")
    topo = grid_topology(geometry)
    numbers = [-1 if c is None else int(c) for c in clues]
    engine = Engine(topo, numbers, [], top, record=record, limit_steps=limit_steps)
    engine.tatham_order()  # his solver's order, so that the grade is his on every grid
    engine.deadline = deadline  # past it (a ``time.perf_counter`` value) the rules stop with ``DeadlineError``
    return topo, engine


def _grade(engine: Engine) -> str:
    return SLITHERLINK_LEVELS[engine.used] if engine.unknown == 0 else UNSOLVED


def grade_grid(
    geometry: Geometry, clues: Sequence[int | None], *, max_level: str = "deep", deadline: float | None = None
) -> str:
    """The lowest level whose rules settle every edge of a grid puzzle, or "unsolved", or "contradiction".

    As Tatham grades: a run of the rules at each level in turn, from easy
    up, each in his order (``State.held``), and the first that finishes is
    the grade.  In his order the levels' rules do not simply stack (his hard
    rule that pairs identical edges wakes no other rule), so one run that
    notes the highest level it used would not always give his grade.
    """
    top = level_index(SLITHERLINK_LEVELS, max_level)
    for level in SLITHERLINK_LEVELS[: top + 1]:
        _, engine = _engine(geometry, clues, level, record=False, deadline=deadline)
        try:
            engine.start()
            engine.run()
        except ContradictionError:
            return CONTRADICTION
        if engine.unknown == 0:
            return level
    return UNSOLVED


def deduce_grid(
    geometry: Geometry,
    clues: Sequence[int | None],
    *,
    max_level: str = "deep",
    limit_steps: int | None = None,
    known: Mapping[int, int] | None = None,
    deadline: float | None = None,
) -> GridDeduction:
    """Run the rules up to ``max_level`` from the edges ``known`` (index -> 1 line / -1 cross), recording steps.

    With ``limit_steps=1`` this is a hint: the lowest-level step available.
    """
    topo, engine = _engine(geometry, clues, max_level, record=True, limit_steps=limit_steps, deadline=deadline)

    def work() -> None:
        for e, value in (known or {}).items():
            if value not in (LINE, CROSS) or not 0 <= e < topo.n_edges:
                raise ValueError(f"a known edge is an index below {topo.n_edges} set to 1 or -1, got {e}: {value}")
            engine._set(e, YES if value == LINE else NO)
        engine.cur = []
        engine.start()
        engine.run()

    reason, settled = settle(engine, limit_steps, work)
    if reason is not None:
        grade = CONTRADICTION
    elif settled:
        grade = _grade(engine) if known else grade_grid(geometry, clues, max_level=max_level, deadline=deadline)
    else:
        grade = UNSOLVED
    steps = []
    words = grid_names(geometry, clues) if engine.steps else None
    for n, raw in enumerate(engine.steps):
        rule, level, sets, item, premises = raw
        clue = engine.step_clues.get(n)
        faces = (item,) if 0 <= item < engine.base_dot else () if clue is None else (clue,)
        steps.append(
            GridStep(
                rule=rule,
                level=SLITHERLINK_LEVELS[level],
                set=tuple((e, LINE if v == YES else CROSS) for e, v in sets),
                text=gridwords.text(words, engine, raw, clue),  # type: ignore[arg-type]
                faces=faces,
                premises=premises,
            )
        )
    values = tuple(LINE if s == YES else CROSS if s == NO else 0 for s in engine.st)
    return GridDeduction(grade=grade, steps=tuple(steps), values=values, contradiction=reason)
