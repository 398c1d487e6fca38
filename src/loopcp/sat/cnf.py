"""A puzzle's loop model in CNF: variables for the terms the genres name, and clauses for their constraints.

Plain integers and lists, no solver (``sat.loops`` hands the clauses to
one).  A literal is a variable's number ``k`` (from 1), or ``-k`` for its
negation, as DIMACS writes them.

- Every edge of the lattice has a variable, and every point has degree 0
  or 2: clauses forbid a lone edge at a point and any three edges at it
  (a point where the loop may cross itself, ``Lattice.crossings``: 0, 2
  or 4, no odd number).
  One clause asks for at least one edge: the loop is not empty.  Nothing
  here says "one loop": that is ``sat.loops``'s cuts.
- A point term ``("o", i, j)``, off the loop, is made on first mention:
  true exactly when none of the point's edges is on.
- A face term ``("f", a, b)``, inside the loop, makes every face at its
  first mention: an edge is on exactly when the faces on its two sides
  differ, and beyond the lattice is outside.  Since every degree is even,
  the edges are the border of exactly one set of faces, so this removes no
  loop and fixes each face.
- A genre's own boolean ``("x", a, b)`` is a fresh variable.
- An arc ``("e", i, j)`` and its kin (``genres.directed``: which way the
  loop runs) makes every arc at its first mention, two a edge, with the
  rules that tie them to the edges (``directed.links``) as clauses: each
  edge on carries one of its arcs, no point is left or entered twice.
  Both ways round a loop satisfy them; the questions ask about edges, so a
  loop is one answer either way.
- A term off the lattice (an edge beyond the border, a face outside) is 0,
  as in the CP-SAT model.

A ``Linear`` becomes clauses over these literals (``linear``): a few
clauses for the common shapes, its minimal forbidden partial assignments
when it has few terms, and a counter (an order encoding of its partial
sums) otherwise.  Each encoding is exact: an assignment of the terms
extends to the auxiliary variables exactly when it satisfies the
constraint, which tests/test_sat.py checks against every assignment.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from loopcp.genres.base import AUX, FACE, OFF, Linear
from loopcp.genres.directed import along, is_arc, links
from loopcp.grid import Edge, Lattice, edge_faces

Clause = list[int]
SMALL = 5  # a constraint over at most this many literals becomes its minimal forbidden parts; more, a counter


class Cnf:
    """The variables and clauses of one puzzle's loop, growing as constraints name new terms.

    ``pending`` holds the clauses not yet handed to a solver (``take``).
    ``unsat`` is set once a constraint that always holds can never hold.
    Edges are variables 1 to E, in the lattice's order.  ``check`` is
    called now and then while the lattice is written (it may raise).
    """

    def __init__(self, lattice: Lattice, check: Callable[[], None] | None = None) -> None:
        self.lattice = lattice
        self.top = 0
        self.pending: list[Clause] = []
        self.unsat = False
        self.edge: dict[Edge, int] = {e: self.new() for e in lattice.edges()}
        self._names: dict[Any, int | None] = dict(self.edge)  # None: a term that is 0 (off the lattice)
        self._faces: dict[tuple[int, int], int] | None = None  # made at the first face term
        self._arcs = False  # whether the arcs are made (at the first arc term)
        for point in lattice.points():
            if check is not None and point[1] == 0:
                check()  # once a row: a huge board's clauses take seconds to write
            lits = [self.edge[e] for e in lattice.point_edges(point)]
            if point in lattice.crossings and len(lits) == 4:  # 0, 2 or 4: no odd number (``sat.crossing``)
                self.pending.extend(
                    [-e if on else e for e, on in zip(lits, bits, strict=True)]
                    for bits in itertools.product((0, 1), repeat=4)
                    if sum(bits) % 2
                )
            else:
                self._degree(lits)
        self.pending.append(list(self.edge.values()))  # the loop is not empty

    def new(self) -> int:
        """A fresh variable."""
        self.top += 1
        return self.top

    def take(self) -> list[Clause]:
        """The clauses made since the last call."""
        out, self.pending = self.pending, []
        return out

    def _degree(self, lits: list[int]) -> None:
        """Degree 0 or 2 at a point whose edges are ``lits``: no edge alone, no three together."""
        for k, e in enumerate(lits):
            self.pending.append([-e, *lits[:k], *lits[k + 1 :]])
        self.pending.extend([-a, -b, -c] for a, b, c in itertools.combinations(lits, 3))

    def literal(self, term: Any) -> int | None:
        """The literal of a ``Linear`` term, made on first mention (None: off the lattice, so 0)."""
        var = self._names.get(term)
        if var is not None or term in self._names:
            return var
        kind, a, b = term
        if is_arc(term) and not self._arcs:
            self._make_arcs()
            return self.literal(term)
        if kind == OFF:
            var = self._off((a, b)) if 0 <= a < self.lattice.rows and 0 <= b < self.lattice.cols else None
        elif kind == FACE:
            var = self._face_vars().get((a, b))
        elif kind == AUX:
            var = self.new()
        self._names[term] = var  # an edge off the lattice, or an unknown kind, is 0 (None)
        return var

    def _off(self, point: tuple[int, int]) -> int:
        """The variable of "no edge at this point"."""
        var = self.new()
        lits = [self.edge[e] for e in self.lattice.point_edges(point)]
        self.pending.extend([-var, -e] for e in lits)
        self.pending.append([var, *lits])
        return var

    def _make_arcs(self) -> None:
        """Every arc's variable, and the clauses that tie the arcs to the edges (``directed.links``)."""
        self._arcs = True
        for edge in self.lattice.edges():
            forward, backward = along(edge)
            self._names[forward], self._names[backward] = self.new(), self.new()
        self.add(links(self.lattice))  # always on, even when a switched group names the first arc

    def _face_vars(self) -> dict[tuple[int, int], int]:
        """Every face's variable, made (with each edge's tie to its two faces) on the first call."""
        if self._faces is None:
            self._faces = {face: self.new() for face in self.lattice.faces()}
            for e, var in self.edge.items():
                a, b = (self._faces.get(f) for f in edge_faces(e))
                self.pending.extend(_xor(var, a, b))
        return self._faces

    def add(self, constraints: Iterable[Linear], guard: int | None = None) -> None:
        """Clauses for the constraints; with a ``guard``, each holds only while that literal is true."""
        for c in constraints:
            clauses = linear([(self.literal(t), coef) for t, coef in c.terms], c.lo, c.hi, self.new)
            if guard is not None:
                self.pending.extend([-guard, *clause] for clause in clauses)
            elif [] in clauses:
                self.unsat = True
            else:
                self.pending.extend(clauses)


def _xor(e: int, a: int | None, b: int | None) -> list[Clause]:
    """``e`` is true exactly when ``a`` and ``b`` differ (None: a face outside, false)."""
    if a is None or b is None:
        other = b if a is None else a
        return [[-e]] if other is None else [[-e, other], [e, -other]]
    return [[-e, a, b], [-e, -a, -b], [e, -a, b], [e, a, -b]]


def linear(terms: Sequence[tuple[int | None, int]], lo: int, hi: int, new: Callable[[], int]) -> list[Clause]:
    """Clauses that hold exactly when ``lo <= sum(coef * literal) <= hi`` (a None literal is 0).

    ``new`` makes the counter's auxiliary variables.  ``[[]]``: it can never hold; ``[]``: it always does.
    """
    weights: dict[int, int] = {}
    for lit, coef in terms:
        if lit is not None and coef:
            weights[lit] = weights.get(lit, 0) + coef
    shift = 0
    lits: list[int] = []
    coefs: list[int] = []
    for lit, coef in weights.items():
        if coef < 0:  # coef * x = coef + |coef| * (not x)
            shift += coef
            lit, coef = -lit, -coef
        if coef:
            lits.append(lit)
            coefs.append(coef)
    total = sum(coefs)
    lo, hi = max(lo - shift, 0), min(hi - shift, total)
    if lo > hi:
        return [[]]
    if lo == 0 and hi == total:
        return []
    if len(lits) <= SMALL:
        return [[-lits[k] if v else lits[k] for k, v in part] for part in _forbidden(tuple(coefs), lo, hi)]
    if all(c == 1 for c in coefs) and (lo, hi) in ((1, total), (0, total - 1)):
        return [lits] if lo == 1 else [[-x for x in lits]]
    template, extra = _counter_shape(tuple(coefs), lo, hi)
    if template is None:
        return [[]]
    table = [0, *lits, *(new() for _ in range(extra))]  # placeholder k names table[k]
    return [[table[x] if x > 0 else -table[-x] for x in clause] for clause in template]


@functools.cache
def _counter_shape(coefs: tuple[int, ...], lo: int, hi: int) -> tuple[tuple[tuple[int, ...], ...] | None, int]:
    """``_counter``'s clauses for a shape of constraint, written once, over placeholders; and its auxiliaries' count.

    Placeholder k (from 1) is the k-th term's literal for k up to
    ``len(coefs)``, an auxiliary variable after that; a negative one is
    its negation.  Boards repeat a few shapes (a clue's count over its
    cells, a row's) thousands of times, so each is instantiated from here
    by one lookup a literal.  ``None``: the constraint can never hold.
    """
    made: list[int] = []

    def new() -> int:
        made.append(len(coefs) + len(made) + 1)
        return made[-1]

    clauses = _counter(list(range(1, len(coefs) + 1)), list(coefs), lo, hi, new)
    if [] in clauses:
        return None, 0
    return tuple(tuple(clause) for clause in clauses), len(made)


@functools.cache
def _forbidden(coefs: tuple[int, ...], lo: int, hi: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The minimal partial assignments (position, value) that break ``lo <= sum(coef * x) <= hi``, shortest first.

    Each is one clause of the constraint's prime-implicate CNF: few clauses
    that propagate everything.  A brute force, made once per shape.
    """
    n = len(coefs)
    good = [bits for bits in itertools.product((0, 1), repeat=n) if lo <= sum(map(operator.mul, coefs, bits)) <= hi]

    def breaks(part: dict[int, int]) -> bool:
        """Whether every completion of the partial assignment breaks the constraint."""
        return not any(all(bits[k] == v for k, v in part.items()) for bits in good)

    found: list[dict[int, int]] = []
    for size in range(n + 1):
        for positions in itertools.combinations(range(n), size):
            for values in itertools.product((0, 1), repeat=size):
                part = dict(zip(positions, values, strict=True))
                if breaks(part) and not any(all(part.get(k) == v for k, v in f.items()) for f in found):
                    found.append(part)
    return tuple(tuple(sorted(part.items())) for part in found)


def _counter(lits: list[int], coefs: list[int], lo: int, hi: int, new: Callable[[], int]) -> list[Clause]:
    """``lo <= sum(coef * lit) <= hi`` (positive weights) as an order encoding of the partial sums.

    After the first i terms, ``sums[v]`` is true exactly when their sum is
    at least v, for v up to the largest bound that matters: upward clauses
    make it true when the sum reaches v (enough for the upper bound),
    downward ones make it false when it cannot (for the lower bound).
    """
    total = sum(coefs)
    top = min(total, max(lo, hi + 1))
    up, down = hi < total, lo > 0
    out: list[Clause] = []
    sums: dict[int, int] = {}  # v -> its literal, for 1 <= v <= min(top, reach)
    reach = 0  # the largest sum of the terms so far
    for lit, w in zip(lits, coefs, strict=True):
        now: dict[int, int] = {}
        for v in range(1, min(top, reach + w) + 1):
            s = now[v] = new()
            stay, step = _at_least(sums, reach, v), _at_least(sums, reach, v - w)
            if up:  # the sum so far already reached v, or this term takes it there
                out += _implies([stay], s) + _implies([lit, step], s)
            if down:  # s needs the sum so far to reach v, or this term and what came before
                out += _implied(s, stay, lit) + _implied(s, stay, step)
        sums, reach = now, reach + w
    for v, want, used in ((lo, True, down), (hi + 1, False, up)):
        if not used:
            continue
        final = _at_least(sums, reach, v)
        if isinstance(final, bool):
            if final != want:
                return [[]]
        else:
            out.append([final if want else -final])
    return out


def _at_least(sums: dict[int, int], reach: int, v: int) -> int | bool:
    """Whether the partial sum is at least v: a constant when v <= 0 or beyond ``reach``, else its literal."""
    return True if v <= 0 else False if v > reach else sums[v]


def _implies(body: list[int | bool], head: int) -> list[Clause]:
    """The clause "every literal of ``body`` true makes ``head`` true" (constants folded)."""
    if any(b is False for b in body):
        return []
    return [[*(-b for b in body if not isinstance(b, bool)), head]]


def _implied(head: int, a: int | bool, b: int | bool) -> list[Clause]:
    """The clause "``head`` needs ``a`` or ``b``" (constants folded)."""
    if a is True or b is True:
        return []
    return [[-head, *(x for x in (a, b) if not isinstance(x, bool))]]
