"""A genre's rules as a network of small constraints over 0/1 terms, and propagation through it.

The generic deduction engine (``logic.generic``) reads every genre the way
the solvers do: its clues are the ``Linear`` constraints of its record,
over edges, points off the loop (``o``), faces inside it (``f``) and
booleans of its own (``x``).  To these the network adds what the loop
itself asks, written so that one constraint at a time can be reasoned
about as a person would:

- *point*: each point has two loop edges or none, and is off the loop
  exactly when it has none (parity, which a linear bound cannot see);
- *side*: an edge is a line exactly when the faces on its two sides differ
  (inside and outside; the world beyond the board is outside), only when
  the genre names faces;
- *direction*, only when the genre names arcs (``genres.directed``): each
  line runs one way, and no point is entered or left twice (the linear
  rules of ``directed.links``, read like a clue); trials never set an arc;
- *loop*: the lines form one loop, so a chain must not close on itself
  while any more of the loop lies outside it, and once it has closed
  nothing else is on the loop (none where the answer is several loops,
  ``Lattice.many``: there a chain may close anywhere);
- *paths*, in its place for a genre whose answer is paths between pairs
  (``Genre.paths``): each number ends one path (one line, on the paths),
  no chain closes on itself, no chain joins two different numbers, and
  each number's chain must still be able to reach its partner's through
  cells that can take a line;
- *order*, only when the genre names order terms (``genres.base.BEFORE``,
  Kaisu's): the path drawn from its start, and back from its goal, orders
  the points on it (``logic.order``).

Each constraint, given the values known so far, either forces some terms
or finds that it cannot hold (``Contradiction``).  Every forcing is sound:
it never removes a loop that keeps every constraint.  Bounds on a linear
sum are the whole of the reasoning for the genre's clues, which is what
"forced by one constraint" means in ``hint``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from loopcp.genres import get_genre
from loopcp.genres.base import FACE, OFF, Term
from loopcp.genres.directed import directed, ends, is_arc, links
from loopcp.grid import CENTRES, Edge, Lattice, Point, edge_ends, edge_faces
from loopcp.logic.chains import Chains
from loopcp.logic.order import order, order_terms
from loopcp.logic.terms import (
    LINEAR,
    LOOP,
    NOTHING,
    ORDER,
    PATHS,
    POINT,
    SIDE,
    Applied,
    Contradiction,
    Forced,
    Rule,
    Values,
)
from loopcp.naming import cell_name, corner_name, side_name
from loopcp.puzzle import Puzzle, Solution


class Network:
    """Every constraint of one puzzle, and for each term the constraints it appears in."""

    def __init__(self, puzzle: Puzzle) -> None:
        genre = get_genre(puzzle.genre)
        self.puzzle = puzzle
        self.lattice: Lattice = genre.lattice(puzzle)
        self.centres = genre.board == CENTRES
        self.edges: list[Edge] = list(self.lattice.edges())
        self.rules: list[Rule] = []
        faces = False
        pairs = genre.paths(puzzle)
        self.whole = "the loop" if pairs is None else "the paths"  # what the lines make, in step text
        rows, cols = self.lattice.rows, self.lattice.cols
        finished = genre.finish(puzzle, Solution.from_edges(rows, cols, frozenset()))  # every cell off the loop
        self.shades = {(i, j) for i, row in enumerate(finished.shaded) for j, x in enumerate(row) if x}
        self.pair_of: dict[Point, int] = {}  # each end of a path, and its pair's index
        self.pairs: list[tuple[int, int]] = []  # each pair's two points, by number (paths only)
        self.pair_at: dict[int, int] = {}  # a pair's point, by number, and the pair's index (paths only)
        self.lines: list[int] = []  # the lines each point takes at most (paths only)
        for k, pair in enumerate(pairs or ()):
            for p in pair:
                self.pair_of[p] = k
        given = genre.constraints(puzzle)
        for c in [*given, *(links(self.lattice, pairs, self.point_name) if directed(given) else ())]:
            terms = tuple((t, k) for t, k in c.terms if self._real(t))  # off the lattice: always 0
            faces = faces or any(t[0] == "f" for t, _ in c.terms)
            self.rules.append(Rule(LINEAR, terms, c.lo, c.hi, c.why or f"a rule of {genre.name}", given=c.given))
        for p in self.lattice.points():
            edges = tuple((e, 1) for e in self.lattice.point_edges(p))
            if p in self.pair_of:  # an end: one line, and on the paths
                said = f"the {self.label(p)} at {self.point_name(p)} ends one path"
                self.rules.append(Rule(LINEAR, edges, 1, 1, said))
                self.rules.append(Rule(LINEAR, (((OFF, p[0], p[1]), 1),), 0, 0, said))
                continue
            terms = (*edges, ((OFF, p[0], p[1]), 2))
            most = 4 if p in self.lattice.crossings and len(edges) == 4 else 2  # a crossing: 4 lines, straight
            self.rules.append(Rule(POINT, terms, 2, most, f"{self.whole} at {self.point_name(p)}", p))
        if faces:
            for e in self.edges:
                sides = tuple(((FACE, f[0], f[1]), 1) for f in edge_faces(e) if self.lattice.has_face(f))
                self.rules.append(Rule(SIDE, ((e, 1), *sides), 0, 0, "the loop parts inside from outside"))
        cols = self.lattice.cols
        self.points = self.lattice.rows * cols
        number = {p: p[0] * cols + p[1] for p in self.lattice.points()}
        self.ends: list[tuple[Edge, int, int]] = []
        for e in self.edges:
            end_a, end_b = edge_ends(e)
            self.ends.append((e, number[end_a], number[end_b]))
        self.offs: list[tuple[Term, int]] = [((OFF, p[0], p[1]), n) for p, n in number.items()]
        self.trials: list[Term] = [*self.edges, *(t for t, _ in self.offs)]  # what ``trial`` tries, in order
        self.crossing = {number[r.point] for r in self.rules if r.kind == POINT and r.hi == 4}  # may cross, by number
        self.around: list[list[tuple[Edge, int]]] = [[] for _ in range(self.points)]
        for e, a, b in self.ends:
            self.around[a].append((e, b))
            self.around[b].append((e, a))
        self.loop = len(self.rules)  # the rule that looks at the whole board: the loop's, or the paths'
        if pairs is None and self.lattice.many:  # several loops: a chain may close, so no rule of the whole
            self.rules.append(Rule(LINEAR, (), 0, 0, "the lines form loops"))
        elif pairs is None:
            self.rules.append(Rule(LOOP, (), 0, 0, "the loop is one loop"))
        else:
            self.rules.append(Rule(PATHS, (), 0, 0, "each path joins its pair"))
            self.pairs = [(number[a], number[b]) for a, b in pairs]
            self.pair_at = {number[p]: k for p, k in self.pair_of.items()}  # by point number, for the paths' rule
            self.lines = [1 if p in self.pair_at else 2 for p in range(self.points)]  # lines a point takes at most
        self.befores, self.arcs = order_terms(self.rules, number)
        self.wide = [self.loop]  # the rules that look at the whole board, run when nothing local is left to do
        if self.befores and self.pairs:
            self.wide.append(len(self.rules))
            self.rules.append(Rule(ORDER, (), 0, 0, "the path passes its points in order"))
        self.chains = Chains(self)
        self.watch: dict[Term, list[int]] = {}
        for index, rule in enumerate(self.rules):
            for t, _ in rule.terms:
                self.watch.setdefault(t, []).append(index)

    def _real(self, term: Term) -> bool:
        kind = term[0]
        if kind in ("h", "v"):
            return self.lattice.has_edge(term)  # type: ignore[arg-type]
        if kind == "f":
            return self.lattice.has_face((term[1], term[2]))
        if is_arc(term):
            return all(0 <= i < self.lattice.rows and 0 <= j < self.lattice.cols for i, j in ends(term))
        return True

    def label(self, p: Point) -> str:
        """The number at an end of a path, as the puzzle writes it."""
        return self.puzzle.tokens[p[0]][p[1]]

    def off(self, p: Point) -> str:
        """What a point off the loop is, in step text: "shaded" where the genre shades it, else "off the loop"."""
        return "shaded" if p in self.shades else f"off {self.whole}"

    def point_name(self, p: Point) -> str:
        """A point as step text names it: its cell on a board of centres, else a cell's corner."""
        if self.centres:
            return cell_name(p)
        return corner_name(p, self.lattice.rows - 1, self.lattice.cols - 1)

    def settle(
        self, values: Values, start: Iterable[int], record: Callable[[Rule, Forced, str], None] | None = None
    ) -> None:
        """Apply the constraints from ``start`` on, and every one a new value touches, until none forces more.

        ``values`` grows in place; ``record`` hears each constraint that forced
        something, with what it forced and why, in words.  Raises ``Contradiction``.
        """
        queue = deque(i for i in start if i not in self.wide)
        waiting = set(queue)
        due = list(self.wide)  # the rules that look at the whole board wait until nothing local is left to do
        while queue or due:
            if queue:
                index = queue.popleft()
                waiting.discard(index)
            else:
                index = due.pop(0)
            rule = self.rules[index]
            try:
                forced, said = self.apply(rule, values)
            except Contradiction as broken:
                broken.rule = broken.rule or rule
                raise
            if not forced:
                continue
            for t, value in forced:
                values[t] = value
            if record is not None:
                record(rule, forced, said)
            if any(t[0] in ("h", "v", "o") for t, _ in forced):
                due = list(self.wide)
            for t, _ in forced:
                for i in self.watch.get(t, ()):
                    if i not in waiting:
                        waiting.add(i)
                        queue.append(i)

    def apply(self, rule: Rule, values: Values) -> Applied:
        """What one constraint forces now (terms not yet known) and why, in words; or ``Contradiction``.

        The words are made only when something is forced: trials apply
        constraints many thousand times, nearly always to force nothing.
        """
        if rule.kind == LOOP:
            return self.chains.loop(values)
        if rule.kind == PATHS:
            return self.chains.paths(values)
        if rule.kind == ORDER:
            return order(self, values)
        if rule.kind == POINT:
            return _point(self, rule, values)
        if rule.kind == SIDE:
            return _side(self, rule, values)
        return _linear(rule, values)

    def place(self, p: int) -> Point:
        """A point's (row, column) from its number."""
        return divmod(p, self.lattice.cols)


def _point(net: Network, rule: Rule, values: Values) -> Applied:
    """Two loop edges or none, off the loop exactly when none."""
    if rule.hi == 4:
        return _crossing(rule, values, net.whole, net.point_name(rule.point), net.off(rule.point))
    *edges, (off, _) = rule.terms
    on = sum(values.get(e, -1) == 1 for e, _ in edges)
    free = [e for e, _ in edges if e not in values]
    state = values.get(off)
    if on > 2:
        raise Contradiction(f"{net.whole} would have {on} lines at {net.point_name(rule.point)}")
    if on == 2 or (on == 1 and len(free) == 1):
        name = net.point_name(rule.point)
        if state == 1:
            raise Contradiction(f"{name} would be {net.off(rule.point)} with a line through it")
        forced = [(e, 0 if on == 2 else 1) for e in free] + ([] if state == 0 else [(off, 0)])
        return forced, f"{name} has its two lines" if on == 2 else f"the line into {name} has one way on"
    if on == 1:
        if not free:
            raise Contradiction(f"the line into {net.point_name(rule.point)} would have no way out")
        return NOTHING if state == 0 else ([(off, 0)], rule.why)
    if state == 1 or len(free) < 2:
        name = net.point_name(rule.point)
        if state == 0:
            raise Contradiction(f"{net.whole} would pass through {name} with fewer than two ways")
        forced = [(e, 0) for e in free] + ([] if state == 1 else [(off, 1)])
        return forced, f"{name} is {net.off(rule.point)}" if state == 1 else f"{name} has fewer than two ways left"
    if state == 0 and len(free) == 2:
        return [(e, 1) for e in free], f"{net.point_name(rule.point)} is on {net.whole} with two ways left"
    return NOTHING


def _crossing(rule: Rule, values: Values, whole: str, name: str, off_word: str) -> Applied:
    """At a point where the loop may cross itself: no line, two, or four (a crossing); off exactly when none.

    ``whole`` is what the lines make ("the loop"), ``name`` the point's name, ``off_word`` what it is off the loop.
    """
    *edges, (off, _) = rule.terms
    on = sum(values.get(e, -1) == 1 for e, _ in edges)
    free = [e for e, _ in edges if e not in values]
    state = values.get(off)
    can = {d for d in (0, 2, 4) if on <= d <= on + len(free)}
    can -= {0} if state == 0 else {2, 4} if state == 1 else set()
    if not can:
        raise Contradiction(f"{whole} would have {on} lines at {name}, not 0, 2 or 4")
    forced: Forced = []
    if free and can == {on}:
        forced += [(e, 0) for e in free]
    elif free and can == {on + len(free)}:
        forced += [(e, 1) for e in free]
    if state is None and 0 not in can:
        forced.append((off, 0))
    elif state is None and can == {0}:
        forced.append((off, 1))
    if not forced:
        return NOTHING
    if can == {4}:
        return forced, f"{whole} crosses itself at {name}"
    if can == {0}:
        return forced, f"{name} is {off_word}" if state == 1 else f"{name} has fewer than two ways left"
    return forced, f"{name} has its two lines" if on == 2 else f"the line into {name} has one way on"


def _side(net: Network, rule: Rule, values: Values) -> Applied:
    """The edge and its two faces have an even sum (a face beyond the board is outside: 0)."""
    free = [t for t, _ in rule.terms if t not in values]
    parity = sum(values.get(t, 0) for t, _ in rule.terms) % 2
    if len(free) > 1 or (not free and not parity):
        return NOTHING
    (edge, _), *faces = rule.terms
    sides = [(face_name(net.lattice, net.centres, t), values.get(t)) for t, _ in faces]
    if len(sides) == 1:
        sides.append(("the board's outside", 0))
    if not free:
        raise Contradiction(f"{sides[0][0]} and {sides[1][0]} would not be parted by the loop as they must")
    if free[0] != edge:  # a face, from the edge and the face on its other side
        line = f"{edge_name(net.lattice, net.centres, edge)} is {'a line' if values[edge] else 'a cross'}"  # type: ignore[arg-type]
        other, known = next(side for side in sides if side[0] != face_name(net.lattice, net.centres, free[0]))
        if len(faces) == 1:
            return [(free[0], parity)], f"{line} on the board's edge"
        return [(free[0], parity)], f"{line} and {other} lies {'inside' if known else 'outside'} the loop"
    same = sides[0][1] == sides[1][1]
    return [(edge, parity)], f"{sides[0][0]} and {sides[1][0]} lie on {'the same side' if same else 'different sides'}"


def _linear(rule: Rule, values: Values) -> Applied:
    """Bounds on the sum: a term whose other value would put the sum out of reach is forced."""
    low = high = 0
    free: list[tuple[Term, int]] = []
    for t, k in rule.terms:
        value = values.get(t)
        if value is None:
            free.append((t, k))
            if k > 0:
                high += k
            else:
                low += k
        else:
            low += k * value
            high += k * value
    if high < rule.lo or low > rule.hi:
        raise Contradiction(_broken(rule))
    forced: Forced = []
    for t, k in free:
        up = high - abs(k) < rule.lo  # without this term's best the sum falls short
        down = low + abs(k) > rule.hi  # with its worst the sum goes over
        if up and down:
            raise Contradiction(_broken(rule))
        if up:
            forced.append((t, 1 if k > 0 else 0))
        elif down:
            forced.append((t, 0 if k > 0 else 1))
    return forced, rule.why


def _broken(rule: Rule) -> str:
    """A linear constraint that cannot hold, as a trial's text says it ('If ..., <this>; so ...').

    A constraint over no terms never holds whatever is drawn: its text is a
    fact about the clues (a Numberlink number without a partner), said as is.
    """
    return f"the rule that {rule.why} breaks" if rule.terms else rule.why


def edge_name(lattice: Lattice, centres: bool, edge: Edge) -> str:
    """An edge as step text names it: its two cells on a board of centres ('r1c2-r1c3'), else a cell's side."""
    if centres:
        a, b = edge_ends(edge)
        return f"{cell_name(a)}-{cell_name(b)}"
    return side_name(edge, lattice.rows - 1, lattice.cols - 1)


def face_name(lattice: Lattice, centres: bool, face: Term) -> str:
    """A face as step text names it: the corner of cells at its middle on a board of centres, else its cell."""
    if centres:
        return f"the corner between {cell_name((face[1], face[2]))} and {cell_name((face[1] + 1, face[2] + 1))}"
    return cell_name((face[1], face[2]))


__all__ = [
    "LINEAR",
    "LOOP",
    "NOTHING",
    "ORDER",
    "PATHS",
    "POINT",
    "SIDE",
    "Applied",
    "Contradiction",
    "Forced",
    "Network",
    "Rule",
    "Values",
    "edge_name",
    "face_name",
]
