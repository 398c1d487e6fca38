"""Slitherlink levels ``normal`` and ``tricky``: Tatham's dline_deductions.

A *dline* is a pair of edges next to each other around a point, with two
bits: at least one is a line, at most one is.  Bounds on the lines of a
clue's runs of edges settle edges (normal) and set bits (tricky); bits at
a point settle its edges and set the opposite pair's bits.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import ATLEAST, ATMOST, NO, NORMAL, TRICKY, UNK, YES, ContradictionError


class DlineRules(Edges):
    """The normal and tricky rules, per clued face and per point."""

    def _runs(self, f: int) -> tuple[list[int], list[int], list[int], list[int]]:
        """Bounds on lines in each single edge and each corner pair of a face."""
        st, dl = self.st, self.dl
        edges = self.t.face_edges[f]
        dls = self.t.face_dlines[f]
        lo1 = [1 if st[e] == YES else 0 for e in edges]
        hi1 = [0 if st[e] == NO else 1 for e in edges]
        lo2 = [0, 0, 0, 0]
        hi2 = [0, 0, 0, 0]
        for k in range(4):
            k1 = (k + 1) & 3
            hi = hi1[k] + hi1[k1]
            if hi == 2 and dl[dls[k]] & ATMOST:
                hi = 1
            lo = lo1[k] + lo1[k1]
            if lo == 0 and dl[dls[k]] & ATLEAST:
                lo = 1
            lo2[k] = lo
            hi2[k] = hi
        return lo1, hi1, lo2, hi2

    def _normal_face(self, f: int) -> None:
        c = self.clue[f]
        if self.fy[f] + self.fn[f] == 4:
            return
        st = self.st
        edges = self.t.face_edges[f]
        lo1, hi1, lo2, hi2 = self._runs(f)
        sets = []
        for k in range(4):
            if st[edges[k]]:
                continue
            k1, k2, k3 = (k + 1) & 3, (k + 2) & 3, (k + 3) & 3
            lo = max(lo1[k1] + lo2[k2], lo2[k1] + lo1[k3])
            hi = min(hi1[k1] + hi2[k2], hi2[k1] + hi1[k3])
            if lo > c or hi < c - 1:
                self._blame(f)
                raise ContradictionError("a clue cannot be met")
            if lo == c:
                sets.append((edges[k], NO))
            elif hi == c - 1:
                sets.append((edges[k], YES))
        if sets:
            self._fire("face-bounds", NORMAL, f, sets)

    def _tricky_face(self, f: int) -> None:
        c = self.clue[f]
        if self.fy[f] + self.fn[f] == 4:
            return
        st = self.st
        edges = self.t.face_edges[f]
        dls = self.t.face_dlines[f]
        _, _, lo2, hi2 = self._runs(f)
        for k in range(4):
            if st[edges[k]] or st[edges[(k + 1) & 3]]:
                continue
            k2 = (k + 2) & 3
            if lo2[k2] > c - 2 and self._bit(dls[k], ATMOST, TRICKY):
                self._blame(f)
                if self.record:
                    self.clue_bits.add(4 * dls[k] + ATMOST)
            if hi2[k2] < c and self._bit(dls[k], ATLEAST, TRICKY):
                self._blame(f)
                if self.record:
                    self.clue_bits.add(4 * dls[k] + ATLEAST)

    def _normal_dot(self, d: int) -> None:
        t, st, dl = self.t, self.st, self.dl
        edges = t.dot_edges[d]
        y = self.dy[d]
        u = len(edges) - y - self.dn[d]
        if y >= 2 and not u:
            return
        item = self.base_dot + d
        for k in t.dot_dlines[d]:
            a, b = t.dline_edges[k]
            la, lb = st[a], st[b]
            if NO in (la, lb):
                self._bit(k, ATMOST, NORMAL)
            if YES in (la, lb):
                self._bit(k, ATLEAST, NORMAL)
            bits = dl[k]
            if bits & ATMOST:
                if la == YES and lb == UNK:
                    self._fire_dline("dline-at-most-one", NORMAL, item, [(b, NO)], k=k, bits=ATMOST)
                elif lb == YES and la == UNK:
                    self._fire_dline("dline-at-most-one", NORMAL, item, [(a, NO)], k=k, bits=ATMOST)
            if bits & ATLEAST:
                if la == NO and lb == UNK:
                    self._fire_dline("dline-at-least-one", NORMAL, item, [(b, YES)], k=k, bits=ATLEAST)
                elif lb == NO and la == UNK:
                    self._fire_dline("dline-at-least-one", NORMAL, item, [(a, YES)], k=k, bits=ATLEAST)
            if la or lb:
                continue
            if y == 0 and u == 2:
                if bits & ATMOST:
                    self._fire_dline("dline-pair-off", NORMAL, item, [(a, NO), (b, NO)], k=k, bits=ATMOST)
                if bits & ATLEAST:
                    self._fire_dline("dline-pair-on", NORMAL, item, [(a, YES), (b, YES)], k=k, bits=ATLEAST)
            if y == 1:
                self._bit(k, ATMOST, NORMAL)
                if u == 2:
                    self._bit(k, ATLEAST, NORMAL)

    def _tricky_dot(self, d: int) -> None:
        t, st, dl = self.t, self.st, self.dl
        edges = t.dot_edges[d]
        y = self.dy[d]
        u = len(edges) - y - self.dn[d]
        if y >= 2 or not u:
            return
        for k in t.dot_dlines[d]:
            a, b = t.dline_edges[k]
            if st[a] or st[b] or not dl[k] & ATLEAST:
                continue
            opp = t.dline_opposite[k]
            if opp >= 0:
                self._bit(opp, ATMOST, TRICKY)
            if y == 0 and dl[k] & ATMOST:
                if u == 3:
                    third = [(e, YES) for e in edges if e not in (a, b) and not st[e]]
                    self._fire_dline("dline-third", TRICKY, self.base_dot + d, third, k=k, bits=ATLEAST | ATMOST)
                elif u == 4 and opp >= 0:
                    self._bit(opp, ATLEAST, TRICKY)
