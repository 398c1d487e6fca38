"""The rules first: a loop that sound deduction decides completely is the puzzle's only answer, with no search.

``deduce.c`` (built at install where a C compiler is; see setup.py) takes
the steps every loop obeys (degree 0 or 2, one cycle), the puzzle's linear
constraints' bounds, and trials (an edge set one way whose steps
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

import importlib
from array import array
from collections.abc import Sequence
from types import ModuleType

from loopcp.genres.base import AUX, FACE, OFF, Linear, Term
from loopcp.grid import Edge, Lattice

SOLVED = 1  # deduce.c's verdicts: 0 stalled, 1 solved, 2 contradiction, 3 out of work
WORK_A_VARIABLE = 200  # the budget: steps per variable; 158 the most a solved dataset puzzle took (docs/notes.md)
MIN_WORK = 200_000


def _load() -> ModuleType | None:
    try:
        return importlib.import_module("loopcp.native._deduce")
    except ImportError:
        return None


_DEDUCE = _load()
AVAILABLE = _DEDUCE is not None  # whether the compiled engine was built at install


def usable(lattice: Lattice, constraints: Sequence[Linear]) -> bool:
    """Whether the engine speaks this puzzle: one loop, no crossings, terms over edges, points, faces, own booleans."""
    if _DEDUCE is None or lattice.crossings or lattice.many:
        return False
    return all(t[0] in ("h", "v", OFF, FACE, AUX) for c in constraints for t, _ in c.terms)


def solved(lattice: Lattice, constraints: Sequence[Linear], *, seconds: float | None = None) -> frozenset[Edge] | None:
    """The loop that deduction alone decides (then it is the only answer), or None: no verdict here.

    ``usable`` must hold. ``seconds`` bounds the work (None: the budget alone).
    Variables are numbered as ``deduce.c`` numbers them: the edges in
    ``Lattice.edges`` order, then each point's "off the loop", then each
    face's "inside" (a face named by its top-left point), then the genre's
    own booleans (``AUX`` terms: a room's colour), in order of first
    mention: the constraints alone say what they mean.
    """
    assert _DEDUCE is not None
    rows, cols = lattice.rows, lattice.cols
    horizontal = rows * (cols - 1)
    points = horizontal + (rows - 1) * cols
    faces = points + rows * cols
    own: dict[Term, int] = {}
    first_own = faces + max(0, rows - 1) * max(0, cols - 1)
    words = array("i", [len(constraints)])
    for constraint in constraints:
        terms: dict[int, int] = {}
        lo, hi = constraint.lo, constraint.hi
        for term, coef in constraint.terms:
            kind = term[0]
            if kind == AUX:
                var = own.setdefault(term, first_own + len(own))
                terms[var] = terms.get(var, 0) + coef
                continue
            i, j = term[1], term[2]
            if kind == "h":
                if not (0 <= i < rows and 0 <= j < cols - 1):  # an edge off the lattice counts as 0
                    continue
                var = i * (cols - 1) + j
            elif kind == "v":
                if not (0 <= i < rows - 1 and 0 <= j < cols):
                    continue
                var = horizontal + i * cols + j
            elif kind == OFF:
                if not (0 <= i < rows and 0 <= j < cols):  # a point off the lattice is off the loop
                    lo, hi = lo - coef, hi - coef
                    continue
                var = points + i * cols + j
            else:  # FACE
                if not (0 <= i < rows - 1 and 0 <= j < cols - 1):  # a face off the lattice is outside
                    continue
                var = faces + i * (cols - 1) + j
            terms[var] = terms.get(var, 0) + coef
        words.extend((lo, hi, len(terms)))
        for item in terms.items():
            words.extend(item)
    budget = max(MIN_WORK, WORK_A_VARIABLE * (points + 2 * rows * cols + len(own)))
    status, values, _ = _DEDUCE.deduce(rows, cols, words.tobytes(), budget, seconds or 0.0, len(own))
    if status != SOLVED:
        return None
    return frozenset(edge for edge, value in zip(lattice.edges(), values, strict=True) if value == 1)
