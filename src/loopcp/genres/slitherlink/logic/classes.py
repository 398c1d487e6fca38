"""Union-find with parity for the Slitherlink engine: edge classes (hard) and face colours (expert).

An edge class is a set of edges known equal or opposite (Tatham's
``linedsf``); merging two queues the items of the smaller one for the
hard rules.  Face colours put the cells and the outside in classes that
lie on the same or opposite sides of the loop: a line separates, a cross
joins.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.state import HARD, ContradictionError, State


class Classes(State):
    """Edge classes and face colours: find, and merge with parity."""

    def _lroot(self, e: int) -> int:
        par = self.lpar
        while par[e] != e:
            e = par[e]
        return e

    def _lfind(self, e: int) -> tuple[int, int]:
        par, pty = self.lpar, self.lpty
        p = 0
        x = e
        while par[x] != x:
            p ^= pty[x]
            x = par[x]
        root = x
        # compress: point e's chain at the root with its parity
        x, q = e, p
        while par[x] != root and par[x] != x:
            nxt, nq = par[x], q ^ pty[x]
            par[x], pty[x] = root, q
            x, q = nxt, nq
        return root, p

    def _merge(self, a: int, b: int, inv: int) -> bool:
        """Record that edge a equals edge b (inv 0) or is its opposite (inv 1)."""
        ra, pa = self._lfind(a)
        rb, pb = self._lfind(b)
        inv ^= pa ^ pb
        if ra == rb:
            if inv:
                raise ContradictionError("two edges would have to be equal and opposite")
            return False
        mem = self.lmem
        if len(mem[ra]) < len(mem[rb]):
            ra, rb = rb, ra
        self.lpar[rb] = ra
        self.lpty[rb] = inv
        small = mem[rb]
        mem[ra] = mem[ra] + small
        mem[rb] = []
        self.used = max(self.used, HARD)
        t, st, clued = self.t, self.st, self.clued
        bd = self.base_dot
        known = -1
        for e in small:
            d1, d2 = t.edge_dots[e]
            f1, f2 = t.edge_faces[e]
            self._push(d1 + bd, HARD, HARD)
            self._push(d2 + bd, HARD, HARD)
            if clued[f1]:
                self._push(f1, HARD, HARD)
            if clued[f2]:
                self._push(f2, HARD, HARD)
            if st[e]:
                known = e
        if known < 0:
            for e in mem[ra]:
                if st[e]:
                    known = e
                    break
        if known >= 0:
            self._push(self.base_edge + known, HARD, HARD)
        return True

    def _cfind(self, f: int) -> tuple[int, int]:
        par, pty = self.cpar, self.cpty
        p = 0
        x = f
        while par[x] != x:
            p ^= pty[x]
            x = par[x]
        if par[f] != x:  # compress: f points at the root with its parity (roots and sizes are unchanged)
            par[f], pty[f] = x, p
        return x, p

    def _cunion(self, f1: int, f2: int, differ: int) -> None:
        r1, p1 = self._cfind(f1)
        r2, p2 = self._cfind(f2)
        differ ^= p1 ^ p2
        if r1 == r2:
            if differ:
                raise ContradictionError("a cell would be both inside and outside the loop")
            return
        mem = self.cmem
        if len(mem[r1]) < len(mem[r2]):
            r1, r2 = r2, r1
        st, faces = self.st, self.t.edge_faces
        for f in mem[r2]:  # the unknown edges between the two classes: the sweep settles them
            for e in self.cedges[f]:
                if not st[e]:
                    a, b = faces[e]
                    if self._cfind(b if a == f else a)[0] == r1:
                        self.cpend.append(e)
        self.cpar[r2] = r1
        self.cpty[r2] = differ
        mem[r1] = mem[r1] + mem[r2]
        mem[r2] = []
