"""Slitherlink levels ``normal`` and ``tricky``: Tatham's dline_deductions.

A *dline* is a pair of edges next to each other around a point, with two
bits: at least one is a line, at most one is.  Bounds on the lines of a
clue's runs of edges settle edges (normal) and set bits (tricky); bits at
a point settle its edges and set the bits of the pairs sharing no edge
with them.  Faces may have any number of sides and points any number of
edges, as in Tatham's solver.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import ATLEAST, ATMOST, NO, NORMAL, TRICKY, UNK, YES, ContradictionError


class DlineRules(Edges):
    """The normal and tricky rules, per clued face and per point."""

    def _runs(self, f: int, size: int) -> tuple[list[list[int]], list[list[int]]]:
        """Bounds on the lines of every run of edges round a face: ``lo[m][j]``, ``hi[m][j]`` for the run of
        ``m`` edges from edge ``j`` (``m`` from 1 to ``size - 1``; entry 0 is empty).

        One edge and a corner pair (with its dline bits) are known directly; a longer run splits after
        its first edge or its first pair, and takes the tighter of the two bounds (as Tatham's solver).
        """
        st, dl = self.st, self.dl
        edges = self.t.face_edges[f]
        dls = self.t.face_dlines[f]
        lo1 = [1 if st[e] == YES else 0 for e in edges]
        hi1 = [0 if st[e] == NO else 1 for e in edges]
        lo2 = [0] * size
        hi2 = [0] * size
        for k in range(size):
            k1 = k + 1 - size  # edge k+1, round the face
            hi = hi1[k] + hi1[k1]
            if hi == 2 and dl[dls[k]] & ATMOST:
                hi = 1
            lo = lo1[k] + lo1[k1]
            if lo == 0 and dl[dls[k]] & ATLEAST:
                lo = 1
            lo2[k] = lo
            hi2[k] = hi
        los, his = [[], lo1, lo2], [[], hi1, hi2]
        for m in range(3, size):
            a, b, c, d = los[m - 1], los[m - 2], his[m - 1], his[m - 2]
            los.append([max(lo1[j] + a[j + 1 - size], lo2[j] + b[j + 2 - size]) for j in range(size)])
            his.append([min(hi1[j] + c[j + 1 - size], hi2[j] + d[j + 2 - size]) for j in range(size)])
        return los, his

    def _normal_face(self, f: int) -> None:
        c = self.clue[f]
        edges = self.t.face_edges[f]
        size = len(edges)
        if self.fy[f] + self.fn[f] == size:
            return
        st = self.st
        los, his = self._runs(f, size)
        lo_rest, hi_rest = los[size - 1], his[size - 1]  # the runs of all the other edges
        sets = []
        for k in range(size):
            if st[edges[k]]:
                continue
            lo = lo_rest[k + 1 - size]
            hi = hi_rest[k + 1 - size]
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
        edges = self.t.face_edges[f]
        size = len(edges)
        if self.fy[f] + self.fn[f] == size:
            return
        st = self.st
        dls = self.t.face_dlines[f]
        los, his = self._runs(f, size)
        lo_rest, hi_rest = los[size - 2], his[size - 2]  # the runs of the edges outside each corner pair
        for k in range(size):
            if st[edges[k]] or st[edges[k + 1 - size]]:
                continue
            k2 = k + 2 - size
            if lo_rest[k2] > c - 2 and self._bit(dls[k], ATMOST, TRICKY):
                self._blame(f)
                if self.record:
                    self.clue_bits.add(4 * dls[k] + ATMOST)
            if hi_rest[k2] < c and self._bit(dls[k], ATLEAST, TRICKY):
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
            apart = t.dline_apart[k]
            for opp in apart:
                self._bit(opp, ATMOST, TRICKY)
            if y == 0 and dl[k] & ATMOST:
                if u == 3:
                    third = [(e, YES) for e in edges if e not in (a, b) and not st[e]]
                    self._fire_dline("dline-third", TRICKY, self.base_dot + d, third, k=k, bits=ATLEAST | ATMOST)
                elif u == 4:
                    # exactly one line in this pair and none elsewhere: exactly one in the other two unknowns,
                    # which Tatham's rule uses when they are next to each other around the point
                    for opp in apart:
                        c, e = t.dline_edges[opp]
                        if not st[c] and not st[e]:
                            self._bit(opp, ATLEAST, TRICKY)
                            break
