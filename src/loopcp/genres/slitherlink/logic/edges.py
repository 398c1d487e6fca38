"""Setting edges and dline bits in the Slitherlink engine, and recording each step.

``_set`` is the one door that changes an edge: it keeps the counts, the
path ends and the union-finds, and pushes every item whose rules may now
deduce more onto the queue of each level.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.blame import Blame
from loopcp.genres.slitherlink.logic.state import (
    ATLEAST,
    ATMOST,
    HARD,
    NORMAL,
    TRICKY,
    YES,
    ContradictionError,
    StepLimitError,
)


class Edges(Blame):
    """The one door for edges and dline bits; steps are recorded here."""

    def _set(self, e: int, val: int) -> bool:
        """Set edge e to YES or NO; push every item that may now deduce more."""
        st = self.st
        old = st[e]
        if old == val:
            return False
        if old:
            raise ContradictionError("an edge would have to be both a line and a cross")
        st[e] = val
        self.unknown -= 1
        t = self.t
        a, b = t.edge_dots[e]
        f1, f2 = t.edge_faces[e]
        if val == YES:
            self.dy[a] += 1
            self.dy[b] += 1
            self.fy[f1] += 1
            self.fy[f2] += 1
            self.total_yes += 1
            for k in self.edge_regions[e]:
                self.ry[k] += 1
        else:
            self.dn[a] += 1
            self.dn[b] += 1
            self.fn[f1] += 1
            self.fn[f2] += 1
            for k in self.edge_regions[e]:
                self.rn[k] += 1
        clued = self.clued
        bd = self.base_dot
        held = self.held
        if held is not None and not self.quiet and (held[0] or held[1] or held[2]):
            self._release(0)
        for level in range(self.nq):
            if held is not None and self.quiet and level < HARD:  # Tatham's unreported step: held back
                wake = held[level]
                wake += (a + bd, b + bd)
                if clued[f1]:
                    wake.append(f1)
                if clued[f2]:
                    wake.append(f2)
                continue
            inq = self.inq[level]
            q = self.q[level]
            for item in (a + bd, b + bd):
                if not inq[item]:
                    inq[item] = 1
                    q.append(item)
            if clued[f1] and not inq[f1]:
                inq[f1] = 1
                q.append(f1)
            if clued[f2] and not inq[f2]:
                inq[f2] = 1
                q.append(f2)
        for k in self.edge_regions[e]:
            item = self.base_region + k
            if not self.inq[0][item]:
                self.inq[0][item] = 1
                self.q[0].append(item)
        if self.hard and len(self.lmem[self._lroot(e)]) > 1:
            self._push(self.base_edge + e, HARD, HARD)
        if self.expert:
            self._cunion(f1, f2, 1 if val == YES else 0)
        if self.pending:
            self.pending_dirty = True
        self.cur.append((e, val))
        if val == YES:
            # a face with a line at one of its corners may now use Tatham's corner refinement
            in0, q0 = self.inq[0], self.q[0]
            for d in (a, b):
                for f in t.dot_faces[d]:
                    if held is not None and self.quiet:
                        if clued[f]:
                            held[0].append(f)
                    elif clued[f] and not in0[f]:
                        in0[f] = 1
                        q0.append(f)
            self._join(a, b)
        return True

    def _release(self, lowest: int) -> None:
        """Wake the held-back items for the levels from ``lowest`` up to tricky (``State.held``)."""
        assert self.held is not None
        for level in range(lowest, min(HARD, self.nq)):
            inq, q = self.inq[level], self.q[level]
            for item in self.held[level]:
                if not inq[item]:
                    inq[item] = 1
                    q.append(item)
            self.held[level] = []

    def _join(self, a: int, b: int) -> None:
        """Join the paths at a and b with a new line; close the loop or queue a loop check."""
        if self.dy[a] > 2 or self.dy[b] > 2:
            raise ContradictionError("three lines would meet at a point")
        if self.closed:
            raise ContradictionError("a line lies outside a closed loop")
        mate, plen = self.mate, self.plen
        end_a, end_b = mate[a], mate[b]
        if end_a == b:
            self.closed = True
            if plen[a] + 1 != self.total_yes:
                raise ContradictionError("a loop closes and leaves other lines outside it")
            self.loopq.append(-1)
            return
        n = plen[end_a] + plen[end_b] + 1
        if end_a != a:
            mate[a] = -1
        if end_b != b:
            mate[b] = -1
        mate[end_a] = end_b
        mate[end_b] = end_a
        plen[end_a] = plen[end_b] = n
        x = self.t.edge_between.get((end_a, end_b))
        if x is not None and not self.st[x]:
            self.loopq.append(x)

    def _bit(self, k: int, bit: int, level: int) -> bool:
        """Set a dline bit (at least one / at most one line) and wake the rules that read it."""
        dl = self.dl
        if dl[k] & bit:
            return False
        dl[k] |= bit
        self.used = max(self.used, level)
        if self.held is not None and level == HARD:  # Tatham's dline flags from the line classes: his dline rules run
            self._release(NORMAL)
        self._push(self.base_dot + self.t.dline_dot[k], NORMAL, HARD)
        f = self.t.dline_face[k]
        if self.clued[f]:
            self._push(f, NORMAL, TRICKY)
        return True

    def _fire(self, rule: str, level: int, item: int, sets: list[tuple[int, int]]) -> None:
        """Apply one step: set its edges and record it."""
        self.cur = []
        for e, val in sets:
            self._set(e, val)
        if not self.cur:
            return
        self.used = max(self.used, level)
        if self.uses is not None and 0 <= item < self.base_edge:
            self.uses[item] = 1
        if self.record:
            self.steps.append((rule, level, self.cur, item, self._premises(item, self.cur)))
            if self.limit is not None and len(self.steps) >= self.limit:
                raise StepLimitError
        self.cur = []

    def _fire_dline(self, rule: str, level: int, item: int, sets: list[tuple[int, int]], *, k: int, bits: int) -> None:
        """A point's step that read ``bits`` of dline k; when a clue set them all, the step is noted as that clue's."""
        n = len(self.steps)
        if self.record and all(4 * k + bit in self.clue_bits for bit in (ATLEAST, ATMOST) if bits & bit):
            self.step_clues[n] = self.t.dline_face[k]
        try:
            self._fire(rule, level, item, sets)
        finally:
            if len(self.steps) == n:  # nothing new was set: no step to note
                self.step_clues.pop(n, None)
