"""Slitherlink level ``hard``: Tatham's linedsf_deductions over edge classes with parity.

A clue or a point with two unknowns of known parity makes them equal or
opposite; three with two related fix the third; a clue one short with
two equal unknowns settles both; a settled edge settles its class.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import ATLEAST, ATMOST, HARD, NO, YES


class HardRules(Edges):
    """The hard rules, per clued face, per point and per edge class."""

    def _hard_face(self, f: int) -> None:
        c = self.clue[f]
        st = self.st
        edges = self.t.face_edges[f]
        y, n = self.fy[f], self.fn[f]
        size = len(edges)
        if y + n == size:
            return
        for value, cond in ((NO, y + 1 == c), (YES, n + 1 == size - c)):
            if cond:
                self._identical_pairs(f, edges, value)
        unk = [e for e in edges if not st[e]]
        self._parity(f, unk, (c - self.fy[f]) & 1)

    def _identical_pairs(self, item: int, edges: tuple[int, ...], value: int) -> None:
        st = self.st
        unk = [e for e in edges if not st[e]]
        found = [self._lfind(e) for e in unk]
        sets = []
        for i in range(len(unk)):
            for j in range(i + 1, len(unk)):
                if found[i] == found[j]:
                    sets += [(unk[i], value), (unk[j], value)]
        if sets:
            self.quiet = self.held is not None  # his solver sets these without saying so (``State.held``)
            try:
                self._fire("pair-identical", HARD, item, sets)
            finally:
                self.quiet = False

    def _parity(self, item: int, unk: list[int], target: int) -> None:
        n = len(unk)
        if n == 2:
            if self._merge(unk[0], unk[1], target):
                self._blame(item)
        elif n == 3:
            found = [self._lfind(e) for e in unk]
            for i, j, k in ((0, 1, 2), (0, 2, 1), (1, 2, 0)):
                if found[i][0] == found[j][0]:
                    val = YES if target ^ found[i][1] ^ found[j][1] else NO
                    self._fire("parity", HARD, item, [(unk[k], val)])
        elif n == 4:
            found = [self._lfind(e) for e in unk]
            for i, j, k, m in ((0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2), (1, 2, 0, 3), (1, 3, 0, 2), (2, 3, 0, 1)):
                if found[i][0] == found[j][0]:
                    if self._merge(unk[k], unk[m], target ^ found[i][1] ^ found[j][1]):
                        self._blame(item)
                    break

    def _hard_dot(self, d: int) -> None:
        t, st, dl = self.t, self.st, self.dl
        for k in t.dot_dlines[d]:
            a, b = t.dline_edges[k]
            if st[a] or st[b]:
                continue
            ra, pa = self._lfind(a)
            rb, pb = self._lfind(b)
            if ra == rb and pa != pb:
                self._bit(k, ATMOST, HARD)
                self._bit(k, ATLEAST, HARD)
                continue
            if dl[k] == ATMOST | ATLEAST:
                self._merge(a, b, 1)
        edges = t.dot_edges[d]
        unk = [e for e in edges if not st[e]]
        self._parity(self.base_dot + d, unk, self.dy[d] & 1)

    def _hard_class(self, e: int) -> None:
        """A settled edge settles every edge known equal or opposite to it."""
        st = self.st
        val = st[e]
        if not val:
            return
        root, pe = self._lfind(e)
        sets = []
        for m in self.lmem[root]:
            if not st[m]:
                _, pm = self._lfind(m)
                sets.append((m, val if pe == pm else 3 - val))
        if sets:
            self._fire("edge-class", HARD, self.base_edge + e, sets)
