"""Slitherlink level ``easy``: Tatham's trivial_deductions and loop_deductions.

A clue with all its lines, or needing every edge left; a line touching a
clue's corner; a point with 0 or 2 lines; a letter region's count; an
edge that would close a loop too early.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import EASY, NO, YES, ContradictionError


class EasyRules(Edges):
    """The easy rules, one item at a time."""

    def _easy_face(self, f: int) -> None:
        c = self.clue[f]
        edges = self.t.face_edges[f]
        size = len(edges)
        y, n = self.fy[f], self.fn[f]
        if y > c or n > size - c:
            self._blame(f)
            raise ContradictionError("a clue has too many lines or too many crosses")
        if y + n == size:
            return
        st = self.st
        if y == c:
            self._fire("face-full", EASY, f, [(e, NO) for e in edges if not st[e]])
        elif n == size - c:
            self._fire("face-needs-all", EASY, f, [(e, YES) for e in edges if not st[e]])
        elif size - c == n + 1 and size - y - n > 2:
            dls = self.t.face_dlines[f]
            for k in range(size):
                e1, e2 = edges[k], edges[k + 1 - size]  # edge k+1, round the face
                if not st[e1] and not st[e2] and self.dy[self.t.dline_dot[dls[k]]]:
                    self._fire(
                        "face-corner-touch", EASY, f, [(e, YES) for e in edges if not st[e] and e not in (e1, e2)]
                    )
                    return

    def _easy_region(self, k: int) -> None:
        _, edges, c = self.regions[k]
        y, n = self.ry[k], self.rn[k]
        size = len(edges)
        if y > c or n > size - c:
            self._blame(self.base_region + k)
            raise ContradictionError("a region has too many lines or too many crosses")
        if y + n == size:
            return
        st = self.st
        item = self.base_region + k
        if y == c:
            self._fire("region-full", EASY, item, [(e, NO) for e in edges if not st[e]])
        elif n == size - c:
            self._fire("region-needs-all", EASY, item, [(e, YES) for e in edges if not st[e]])

    def _easy_dot(self, d: int) -> None:
        y = self.dy[d]
        edges = self.t.dot_edges[d]
        u = len(edges) - y - self.dn[d]
        item = self.base_dot + d
        st = self.st
        if y == 0:
            if u == 1:
                self._fire("dot-dead-end", EASY, item, [(e, NO) for e in edges if not st[e]])
        elif y == 1:
            if u == 0:
                raise ContradictionError("a line ends at a point")
            if u == 1:
                self._fire("dot-continue", EASY, item, [(e, YES) for e in edges if not st[e]])
        elif y == 2:
            if u:
                self._fire("dot-full", EASY, item, [(e, NO) for e in edges if not st[e]])
        else:
            raise ContradictionError("three lines meet at a point")

    def _loop_check(self, x: int) -> None:
        """An edge that would close a loop is a cross, unless that loop might be the whole solution."""
        if x < 0:  # the loop has closed: every other edge is a cross
            st = self.st
            self._fire("loop-closed", EASY, -1, [(e, NO) for e in range(len(st)) if not st[e]])
            return
        if self.st[x]:
            return
        a, b = self.t.edge_dots[x]
        if self.mate[a] != b:
            return
        if self.plen[a] == self.total_yes and self._closes_solution([x]):
            # Closing here would give a loop that fits every clue: not a deduction (as Tatham).
            self.pending.append(x)
            return
        self._fire("loop-avoid", EASY, self.base_edge + x, [(x, NO)])
