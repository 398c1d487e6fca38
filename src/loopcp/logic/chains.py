"""The rules of the generic engine's network that look at the whole board: one loop, or paths between pairs.

- *loop*: the lines form one loop, so a chain must not close on itself
  while any more of the loop lies outside it, and once it has closed
  nothing else is on the loop;
- *paths*, in its place for a genre whose answer is paths between pairs:
  no chain closes on itself, no chain joins two different numbers, and
  each number's chain must still be able to reach its partner's through
  cells that can take a line; where there is one pair only, its two
  chains must not join while a point on the path lies outside both (Kaisu:
  the path would end too early, as a loop closes too early).

Points are numbered here (row by row), since these rules look at the whole
board each time they run, and the network (``network.Network``) waits to
run them until nothing local is left to do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from loopcp.genres.base import Term
from loopcp.grid import Edge, Point
from loopcp.logic.terms import NOTHING, Applied, Contradiction, Forced, Values


class Net(Protocol):
    """What these rules read of the network (``network.Network``): its points by number, and how they join."""

    points: int  # how many points, numbered row by row
    edges: list[Edge]
    ends: list[tuple[Edge, int, int]]  # each edge and its two points' numbers
    around: list[list[tuple[Edge, int]]]  # each point's edges, with the point at the other end
    offs: list[tuple[Term, int]]  # each point's "off the loop" term, and its number
    pairs: list[tuple[int, int]]  # the two points of each pair (paths only)
    pair_at: dict[int, int]  # a pair's point, by number, and the pair's index (paths only)
    lines: list[int]  # the lines each point takes at most (paths only)
    crossing: set[int]  # the points where the loop may cross itself (four lines), by number

    def point_name(self, p: Point) -> str: ...

    def place(self, p: int) -> Point: ...

    def label(self, p: Point) -> str: ...


class Chains:
    """The loop's rule and the paths' rule over one network's points and edges (``Network.ends``, ``around``)."""

    def __init__(self, net: Net) -> None:
        self.net = net

    def loop(self, values: Values) -> Applied:
        """No chain closes on itself while more of the loop lies outside it; a closed loop is the whole loop.

        Points are numbered here, since this looks at the whole board each time.
        """
        get = values.get
        find, degree, _ = self._chains(values)
        seen = [d > 0 for d in degree]
        for t, p in self.net.offs:
            if get(t) == 0:
                seen[p] = True
        members = [p for p in range(self.net.points) if seen[p]]
        size: dict[int, int] = {}
        for p in members:
            root = find(p)
            size[root] = size.get(root, 0) + 1
        opened = [p for p in members if self._open(p, degree[p], values)]
        open_count: dict[int, int] = {}
        for p in opened:
            open_count[find(p)] = open_count.get(find(p), 0) + 1
        closed = [r for r in size if r not in open_count]
        if closed:
            if size[closed[0]] < len(members):
                inside = next(p for p in members if find(p) == closed[0])
                outside = next(p for p in members if find(p) != closed[0])
                raise Contradiction(
                    f"the loop through {self.net.point_name(self.net.place(inside))} would close "
                    f"and leave {self.net.point_name(self.net.place(outside))} outside it"
                )
            return [(e, 0) for e in self.net.edges if e not in values], "the loop is closed"
        forced: Forced = []
        for p in members:
            if degree[p] != 1 or size[find(p)] == len(members) or open_count[find(p)] != 2 or self._grows(p, values):
                continue
            for e, q in self.net.around[p]:
                if q > p and degree[q] == 1 and find(q) == find(p) and e not in values and not self._grows(q, values):
                    forced.append((e, 0))
        return forced, "a line there would close the loop too early"

    def _grows(self, p: int, values: Values) -> bool:
        """Whether a point that may cross could still take four lines (none of its edges is known off the loop)."""
        return p in self.net.crossing and all(values.get(e) != 0 for e, _ in self.net.around[p])

    def _open(self, p: int, degree: int, values: Values) -> bool:
        """Whether a point may still take another line: fewer than two, or a crossing on its way to four."""
        return degree < 2 or (p in self.net.crossing and (degree == 3 or (degree == 2 and self._grows(p, values))))

    def _chains(self, values: Values) -> tuple[Callable[[int], int], list[int], int | None]:
        """The lines' chains: each point's root, each point's lines, and a point of a closed chain (or None)."""
        parent = list(range(self.net.points))
        degree = [0] * self.net.points
        cycle = None

        def find(p: int) -> int:
            root = p
            while parent[root] != root:
                root = parent[root]
            while p != root:
                parent[p], p = root, parent[p]
            return root

        for e, a, b in self.net.ends:
            if values.get(e) == 1:
                degree[a] += 1
                degree[b] += 1
                ra, rb = find(a), find(b)
                if ra != rb:
                    parent[ra] = rb
                elif cycle is None:
                    cycle = a
        return find, degree, cycle

    def paths(self, values: Values) -> Applied:
        """No chain closes or joins two numbers, and each number's chain can still reach its partner's.

        The reach is over cells that can take one more line and chains that
        hold no number, so it never rules out a way that is there: a number
        that cannot reach its partner, or (when every cell is on a path) a
        cell that no unfinished path can reach, is a contradiction.
        """
        get = values.get
        n = self.net.points
        find, degree, cycle = self._chains(values)
        if cycle is not None:
            raise Contradiction(f"a loop through {self._name(cycle)} would join no numbers")
        owner: dict[int, int] = {}  # a chain's root, and the point of the number it holds
        for s, t in self.net.pairs:
            for p in (s, t):
                root = find(p)
                other = owner.setdefault(root, p)
                if other != p and other not in (s, t):
                    raise Contradiction(
                        f"the path from the {self._number(other)} at {self._name(other)} "
                        f"would end at the {self._number(p)} at {self._name(p)}"
                    )
        off = [False] * n
        for term, p in self.net.offs:
            off[p] = get(term) == 1
        full = [off[p] or degree[p] >= self.net.lines[p] for p in range(n)]
        closing: Forced = []
        joining: Forced = []
        early: Forced = []
        ending = self._ending(values, find, degree)
        for e, a, b in self.net.ends:
            if e in values or full[a] or full[b]:
                continue
            ra, rb = find(a), find(b)
            if ra == rb:
                closing.append((e, 0))
            elif ra in owner and rb in owner and self.net.pair_at[owner[ra]] != self.net.pair_at[owner[rb]]:
                joining.append((e, 0))
            elif {ra, rb} == ending:
                early.append((e, 0))
        if closing:
            return closing, "a line there would close a loop"
        if joining:
            return joining, "a line there would join two different numbers"
        if early:
            return early, "a line there would finish the path with points on it left out"
        self._reach(values, find, owner, full, off)
        return NOTHING

    def _ending(self, values: Values, find: Callable[[int], int], degree: list[int]) -> set[int]:
        """The one pair's two chains, where joining them would leave out a point that is on the path; else none.

        Only where there is one pair: with more, the point left out may lie
        on another pair's path.
        """
        if len(self.net.pairs) != 1:
            return set()
        ends = {find(p) for p in self.net.pairs[0]}
        on = (find(p) for t, p in self.net.offs if values.get(t) == 0 or degree[p] > 0)
        return ends if len(ends) == 2 and any(root not in ends for root in on) else set()

    def _reach(
        self, values: Values, find: Callable[[int], int], owner: dict[int, int], full: list[bool], off: list[bool]
    ) -> None:
        """Raise ``Contradiction`` when a number can no longer reach its partner, or a cell no path."""
        get = values.get
        n = self.net.points
        free = [find(p) not in owner and not off[p] for p in range(n)]
        parent = list(range(n))

        def top(p: int) -> int:
            while parent[p] != p:
                parent[p] = parent[parent[p]]
                p = parent[p]
            return p

        for e, a, b in self.net.ends:
            if free[a] and free[b] and (get(e) == 1 or (e not in values and not full[a] and not full[b])):
                parent[top(a)] = top(b)
        open_cells: dict[int, list[int]] = {}
        for p in range(n):
            if not full[p] and find(p) in owner:
                open_cells.setdefault(find(p), []).append(p)
        touched: set[int] = set()
        for s, t in self.net.pairs:
            rs, rt = find(s), find(t)
            if rs == rt:
                continue
            sides = []
            for root in (rs, rt):
                near: set[int] = set()
                for p in open_cells.get(root, ()):
                    for e, q in self.net.around[p]:
                        if e not in values and not full[q]:
                            near.add(-1 - find(q) if find(q) in owner else top(q))
                sides.append(near)
            if -1 - rt not in sides[0] and not ({r for r in sides[0] if r >= 0} & sides[1]):
                number = self._number(s)
                raise Contradiction(
                    f"the {number} at {self._name(s)} could no longer reach the {number} at {self._name(t)}"
                )
            touched.update(r for side in sides for r in side if r >= 0)
        for term, p in self.net.offs:
            if get(term) == 0 and free[p] and top(p) not in touched:
                raise Contradiction(f"no unfinished path could reach {self._name(p)}")

    def _name(self, p: int) -> str:
        return self.net.point_name(self.net.place(p))

    def _number(self, p: int) -> str:
        return self.net.label(self.net.place(p))
