"""The loop model on any grid of dots, edges and faces: the square's model, without the square.

Issue 24 (Slitherlink on every grid of Tatham's Loopy) needs the model on
grids that are not rectangles.  Nothing in it is tied to the square:

- a boolean per face, true when the face is inside the loop, and an edge
  on exactly when the faces on its two sides differ (an edge on the
  border *is* its one face's boolean);
- the two arcs of an edge oriented by that colouring, with the inside on
  the loop's left, so that each loop has exactly one assignment (without
  it each loop came back twice, once each way round);
- a self-loop per dot that the loop leaves out, one ``AddCircuit`` over
  every dot, and at least one face inside;
- a count per clued face.

Which side of an edge a face lies on comes from the face's own cycle of
dots and the sign of its area.  The square's model (``model.py``) stays as
it is, cached per size and measured; this one solves Loopy's other grids
(``loopygrids.answers``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from loopcp.cpsat.door import (
    FEASIBLE,
    INFEASIBLE,
    OPTIMAL,
    UNKNOWN,
    _Callback,
    _failure,
    _merge,
    _new_model,
    _parameters,
    _solve,
)
from loopcp.cpsat.loopcore import edge_text
from loopcp.cpsat.text import _circuit, _linear, _variables
from loopcp.loopygrids.geometry import edges_of


@dataclass(frozen=True, slots=True)
class GraphOutcome:
    """The loops found (each a set of edge numbers; those kept), how many, and whether the search saw every one."""

    loops: tuple[frozenset[int], ...]
    complete: bool
    timed_out: bool
    count: int = 0


class _Collector(_Callback):
    """Keeps each loop as the set of its edges' numbers, and stops at the limit."""

    def __init__(
        self, edge_vars: Sequence[int], limit: int | None, keep: int | None, each: Callable[[frozenset[int], int], None]
    ) -> None:
        super().__init__()
        self._vars = edge_vars
        self._limit = limit
        self._keep = keep
        self._each = each
        self.loops: list[frozenset[int]] = []
        self.count = 0
        self.stopped = False

    def on_solution(self, value: Callable[[int], bool]) -> None:
        loop = frozenset(k for k, var in enumerate(self._vars) if value(var))
        self.count += 1
        self._each(loop, self.count)
        if self._keep is None or len(self.loops) < self._keep:
            self.loops.append(loop)
        if self._limit is not None and self.count >= self._limit:
            self.stopped = True
            self.stop()


def loops(
    coords: Sequence[tuple[int, int]],
    faces: Sequence[Sequence[int]],
    clues: Sequence[int | None],
    *,
    limit: int | None = 2,
    time_limit: float | None = None,
    keep: int | None = None,
    each: Callable[[frozenset[int], int], None] | None = None,
    differ: Sequence[tuple[int, bool]] = (),
) -> GraphOutcome:
    """Single loops on the grid whose dots lie at ``coords``, each face meeting its clue (None: none).

    A loop is the set of its edges' numbers in ``edges_of(faces)``; at most
    ``limit`` are found (None: all), and two prove a puzzle has several.
    ``each`` sees every loop as it is found, with how many so far (a
    verifier raises there), and the outcome keeps the first ``keep`` (None:
    all), so that a count need not hold its loops.  With ``differ`` (edge
    numbers and whether a known loop has them) only loops that differ from
    it on at least one of those edges are found (``solve --decided``).
    """
    edges = edges_of(faces)
    index = {e: k for k, e in enumerate(edges)}
    left: list[int | None] = [None] * len(edges)  # the face on the left going from the smaller dot to the larger
    right: list[int | None] = [None] * len(edges)
    for f, face in enumerate(faces):
        counterclockwise = _area(coords, face) > 0
        for a, b in zip(face, [*face[1:], face[0]], strict=True):
            k = index[min(a, b), max(a, b)]
            if (a < b) == counterclockwise:  # the face runs from smaller to larger with itself on its left
                left[k] = f
            else:
                right[k] = f
    out: list[str] = []
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    nvars = len(faces)  # faces first: face f is variable f
    around: list[dict[int, int]] = [{} for _ in coords]
    edge_vars: list[int] = []
    for k, (a, b) in enumerate(edges):
        one, two = left[k], right[k]
        if one is None or two is None:  # a border edge is its one face, inside exactly when the edge is on
            lit = one if two is None else two
            assert lit is not None
            edge_vars.append(lit)
            tails.append(a if lit == one else b)
            heads.append(b if lit == one else a)
            arcs.append(lit)
        else:
            var, forward, backward = nvars, nvars + 1, nvars + 2
            nvars += 3
            edge_vars.append(var)
            out.append(edge_text(var, one, two, one, two))  # forward: on, with the left face inside
            tails += [a, b]
            heads += [b, a]
            arcs += [forward, backward]
        for d in (a, b):  # two border edges of one face at a dot are one literal, counted twice
            around[d][edge_vars[-1]] = around[d].get(edge_vars[-1], 0) + 1
    for d in range(len(coords)):
        out.append(_linear({**around[d], nvars: 2}, 2, 2))
        tails.append(d)
        heads.append(d)
        arcs.append(nvars)
        nvars += 1
    out.append(_linear(dict.fromkeys(range(len(faces)), 1), 1, len(faces)))  # a face inside: a loop, not nothing
    for face, clue in zip(faces, clues, strict=True):
        if clue is not None:
            sides: dict[int, int] = {}
            for a, b in zip(face, [*face[1:], face[0]], strict=True):
                var = edge_vars[index[min(a, b), max(a, b)]]
                sides[var] = sides.get(var, 0) + 1
            out.append(_linear(sides, clue, clue))
    if differ:
        literals = ",".join(str(-edge_vars[k] - 1 if on else edge_vars[k]) for k, on in differ)
        out.append(f"constraints{{bool_or{{literals:[{literals}]}}}}")
    out.append(_circuit(tails, heads, arcs))
    proto = _new_model()
    _merge(proto, _variables(nvars) + "".join(out), "the model of a grid")
    params = _parameters(0, time_limit)
    params.enumerate_all_solutions = True
    collector = _Collector(edge_vars, limit, keep, each or (lambda loop, n: None))
    status, _ = _solve(proto, params, collector, values=False)
    if status not in (OPTIMAL, INFEASIBLE, FEASIBLE, UNKNOWN):
        raise _failure(proto, status)
    complete = status in (OPTIMAL, INFEASIBLE) and not collector.stopped
    timed_out = not complete and not collector.stopped
    return GraphOutcome(tuple(collector.loops), complete, timed_out, collector.count)


def _area(coords: Sequence[tuple[int, int]], face: Sequence[int]) -> int:
    """Twice the face's signed area (shoelace): positive when its dots run counterclockwise."""
    points = [coords[d] for d in face]
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, [*points[1:], points[0]], strict=True))
