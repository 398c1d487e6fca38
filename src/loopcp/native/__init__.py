"""The rules first: a loop that sound deduction decides completely is the puzzle's only answer, with no search.

The engine in C (``rules.c``, ``corners.c``, ``board.c``; ``deduce.c`` its interface;
built at install where a C compiler is, see setup.py) takes the steps
every loop obeys (degree 0 or 2, one cycle), the puzzle's linear
constraints' bounds, corners' facts, and trials (an edge set one way whose steps
contradict themselves takes the other). Every step holds in every answer,
so a board they decide edge by edge has that one answer: solve-and-prove
without a second search. On ``make bench``'s real puzzles this decides
nearly every Masyu and Slitherlink, in a fraction of the SAT engine's
time (docs/notes.md); the loop still goes through the independent
verifier before anyone sees it.

Only a verdict of "solved" is used. A stall, a contradiction or the end
of the work budget decides nothing: ``search`` then asks the SAT engine,
as it did before this module existed, so "no solution" and "multiple"
never rest on it. Without the compiled module (``AVAILABLE`` False),
everything runs as before.
"""

from __future__ import annotations

import functools
import importlib
import time
from collections.abc import Sequence
from itertools import compress
from types import ModuleType

from loopcp.genres.base import AUX, FACE, OFF, Linear
from loopcp.grid import Edge, Lattice
from loopcp.puzzle import SearchOutcome

SOLVED = 1  # the engine's verdicts (rules.c): 0 stalled, 1 solved, 2 contradiction, 3 out of work
WORK_A_VARIABLE = 200  # the budget: steps per variable; 158 the most a solved dataset puzzle took (docs/notes.md)
MIN_WORK = 200_000


def compiled(name: str) -> ModuleType | None:
    """One of the C modules here (``_deduce``, ``_count``, ``_paths``), or None where the install had no compiler
    (``setup.py`` builds each optionally, and the caller then goes the way it went before it)."""
    try:
        return importlib.import_module(f"loopcp.native.{name}")
    except ImportError:
        return None


_DEDUCE = compiled("_deduce")
AVAILABLE = _DEDUCE is not None  # whether the compiled engine was built at install


def usable(lattice: Lattice, constraints: Sequence[Linear]) -> bool:
    """Whether the engine speaks this puzzle: one loop, no crossings, terms over edges, points, faces, own booleans."""
    return speaks(lattice) and all(t[0] in ("h", "v", OFF, FACE, AUX) for c in constraints for t, _ in c.terms)


def speaks(lattice: Lattice) -> bool:
    """Whether the engine is here and speaks the lattice (one loop that never crosses itself); ``solved`` says
    None where a constraint's terms are beyond it (arcs, orders)."""
    return _DEDUCE is not None and not lattice.crossings and not lattice.many


def decided(lattice: Lattice, constraints: Sequence[Linear], deadline: float | None) -> frozenset[Edge] | None:
    """``solved``, where the engine speaks the lattice and time is left before ``deadline`` (``perf_counter``)."""
    if not speaks(lattice):
        return None
    left = None if deadline is None else deadline - time.perf_counter()
    return solved(lattice, constraints, seconds=left) if left is None or left > 0 else None


def alone(loop: frozenset[Edge], limit: int | None, seconds: float) -> SearchOutcome:
    """A search's outcome where the rules alone decided the loop: the only one, but not claimed where one
    loop was asked for, as no search claims it then."""
    return SearchOutcome((loop,), 1, limit != 1, False, seconds)


def solved(lattice: Lattice, constraints: Sequence[Linear], *, seconds: float | None = None) -> frozenset[Edge] | None:
    """The loop that deduction alone decides (then it is the only answer), or None: no verdict here.

    ``speaks`` must hold; a term the engine does not speak (an arc, an
    order) gives None. ``seconds`` bounds the work (None: the budget alone).
    ``deduce.c``'s ``encode`` numbers the variables: the edges in
    ``Lattice.edges`` order, then each point's "off the loop", then each
    face's "inside", then the genre's own booleans (``AUX`` terms: a
    room's colour) in order of first mention: the constraints alone say
    what they mean.
    """
    assert _DEDUCE is not None
    rows, cols = lattice.rows, lattice.cols
    try:
        words, own = _DEDUCE.encode(rows, cols, constraints)
    except ValueError:  # a term it does not speak
        return None
    budget = max(MIN_WORK, WORK_A_VARIABLE * (rows * (cols - 1) + (rows - 1) * cols + 2 * rows * cols + own))
    status, values, _, _ = _DEDUCE.deduce(rows, cols, words, budget, seconds or 0.0, own)
    if status != SOLVED:
        return None
    return frozenset(compress(_edges(rows, cols), values))  # all decided: 1 on, 0 off


@functools.lru_cache(maxsize=64)
def _edges(rows: int, cols: int) -> tuple[Edge, ...]:
    """A lattice's edges in ``Lattice.edges`` order (the order of ``deduce``'s values), made once a size."""
    return tuple(Lattice(rows, cols).edges())
