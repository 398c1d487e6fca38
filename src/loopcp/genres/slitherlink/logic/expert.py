"""Slitherlink level ``expert`` (ours): inside/outside colouring, and loop avoidance along forced chains.

Both are sweeps over the board, run only when the lower levels stall.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import EXPERT, NO, YES


class ExpertRules(Edges):
    """The expert sweeps."""

    def _expert_sweep(self) -> bool:
        """Settle edges between cells of known relative colour; avoid loops along forced chains."""
        st, t = self.st, self.t
        sets = []
        pending, self.cpend = self.cpend, []
        for e in sorted({e for e in pending if not st[e]}):  # every unknown edge with both cells of one class
            f1, f2 = t.edge_faces[e]
            r1, p1 = self._cfind(f1)
            r2, p2 = self._cfind(f2)
            if r1 == r2:
                sets.append((e, YES if p1 ^ p2 else NO))
        if sets:
            for e, val in sets:
                self._fire("colour", EXPERT, self.base_edge + e, [(e, val)])
            return True
        return self._chains()

    def _chains(self) -> bool:
        """A run of unknown edges through bare points with only two ways on is all lines or all crosses.

        When such a run joins the two ends of one path, all lines would close a
        loop; unless that loop would be the whole solution, the run is crosses.
        """
        st, t, dy, dn = self.st, self.t, self.dy, self.dn
        seen = bytearray(len(st))
        for e0 in self._chain_starts():
            if st[e0] or seen[e0]:
                continue
            chain = [e0]
            seen[e0] = 1
            ends = []
            for start in t.edge_dots[e0]:
                prev, d = e0, start
                while True:
                    if dy[d] == 0 and len(t.dot_edges[d]) - dn[d] == 2:
                        nxt = [x for x in t.dot_edges[d] if x != prev and not st[x]]
                        if not nxt or seen[nxt[0]]:
                            d = -1
                            break
                        prev = nxt[0]
                        seen[prev] = 1
                        chain.append(prev)
                        a, b = t.edge_dots[prev]
                        d = b if a == d else a
                        continue
                    break
                ends.append(d)
            x, y = ends
            if x < 0 or y < 0 or len(chain) < 2 or dy[x] != 1 or dy[y] != 1 or self.mate[x] != y:
                continue
            if self.plen[x] + len(chain) == self.total_yes + len(chain) and self._closes_solution(chain):
                continue
            self._fire("chain-loop", EXPERT, self.base_edge + e0, [(e, NO) for e in chain])
            return True
        return False

    def _chain_starts(self) -> list[int]:
        """The lowest edge of each run that joins the two ends of one path, lowest first.

        Walking from the path ends is much cheaper than walking every run
        (trials run this sweep at every stall); ``_chains`` then takes the
        runs in the same order as a walk over all edges would.
        """
        st, t, dy, dn, mate = self.st, self.t, self.dy, self.dn, self.mate
        starts = set()
        for x in range(len(dy)):
            if dy[x] != 1:
                continue
            for e in t.dot_edges[x]:
                if st[e]:
                    continue
                prev, low, n = e, e, 1
                a, b = t.edge_dots[e]
                d = b if a == x else a
                while dy[d] == 0 and len(t.dot_edges[d]) - dn[d] == 2:
                    prev = next(z for z in t.dot_edges[d] if z != prev and not st[z])
                    low = min(low, prev)
                    n += 1
                    a, b = t.edge_dots[prev]
                    d = b if a == d else a
                if n >= 2 and d == mate[x] and dy[d] == 1:
                    starts.add(low)
        return sorted(starts)
