"""The Slitherlink rule engine: edge states, event queues per level, and the rules themselves.

The rules of Tatham's Loopy are reimplemented here from reading its
solver (see ``docs/deduction.md``): levels 0-3 (easy, normal, tricky,
hard) are his rule sets, so that our grade restricted to them equals his
label.  Levels 4 (expert: inside/outside colouring and chain loop
avoidance) and 5 (deep: trial and contradiction) are ours.

Design, and why:

- State is flat: ``st`` is a bytearray over edges (0 unknown, 1 line,
  2 cross), with line/cross counts per face, dot and letter region kept
  up to date by the one function that sets an edge (``_set``).
- Every rule looks at one item (a clued face, a dot, a letter region, an
  edge's class) and runs when that item is *dirty*: ``_set`` and the
  setters of dline bits and edge classes push the items they touch onto
  one queue per level.  The main loop always takes the lowest non-empty
  queue, so a level-L rule only runs at the fixpoint of the levels below.
  Hence the grade is the highest level that made progress in a run that
  ends with every edge settled: the same as Tatham's "re-solve at each
  level" (for sound, monotone rules the fixpoint does not depend on the
  order), in one pass.
- Expert and deep rules are global sweeps, run only when levels 0-3
  stall.
- end_a contradiction raises ``ContradictionError``: trials catch it, and the
  public ``deduce`` turns it into the grade "contradiction".
"""

from __future__ import annotations

from collections import deque

from loopcp.logic.slithertopo import Topology

EASY, NORMAL, TRICKY, HARD, EXPERT, DEEP = range(6)
UNK, YES, NO = 0, 1, 2
ATLEAST, ATMOST = 1, 2  # dline bits: at least one of the two edges is a line / at most one is

# end_a recorded step: (rule, level, [(edge, value)], clue item or -1, premise edges)
RawStep = tuple[str, int, list[tuple[int, int]], int, tuple[int, ...]]


class ContradictionError(Exception):
    """No loop fits the clues and the edges set so far."""


class StepLimitError(Exception):
    """The caller's step limit was reached."""


class Engine:
    """One board's deduction state; ``run`` propagates it to a fixpoint."""

    def __init__(
        self,
        topo: Topology,
        clues: list[int],
        regions: list[tuple[str, tuple[int, ...], int]],
        max_level: int,
        *,
        record: bool = True,
        limit_steps: int | None = None,
        trial_depth: int = 2,
        track: bool = False,
    ) -> None:
        self.t = topo
        self.clue = clues  # per face, -1 when blank (letters count as blank here)
        self.regions = regions  # (letter, boundary edges, count)
        self.max_level = max_level
        self.record = record
        self.limit = limit_steps
        self.trial_depth = trial_depth
        n_e, n_v, n_f = topo.n_edges, topo.n_dots, topo.n_faces
        self.st = bytearray(n_e)
        self.unknown = n_e
        self.fy = [0] * (n_f + 1)
        self.fn = [0] * (n_f + 1)
        self.dy = [0] * n_v
        self.dn = [0] * n_v
        self.ry = [0] * len(regions)
        self.rn = [0] * len(regions)
        edge_regions: list[list[int]] = [[] for _ in range(n_e)]
        for k, (_, edges, _) in enumerate(regions):
            for e in edges:
                edge_regions[e].append(k)
        self.edge_regions = [tuple(r) for r in edge_regions]
        self.dl = bytearray(len(topo.dline_dot))
        self.mate = list(range(n_v))  # other end of a path for an end, itself when bare, -1 inside a path
        self.plen = [0] * n_v  # edges on the path, kept at both of its ends
        self.total_yes = 0
        self.closed = False
        self.pending: list[int] = []  # edges that would close a loop that might be the solution
        self.pending_dirty = False
        self.used = EASY
        self.steps: list[RawStep] = []
        self.cur: list[tuple[int, int]] = []
        self.base_dot = n_f
        self.base_region = n_f + n_v
        self.base_edge = n_f + n_v + len(regions)
        n_items = self.base_edge + n_e
        self.nq = min(max_level, HARD) + 1
        self.q = [deque[int]() for _ in range(self.nq)]
        self.inq = [bytearray(n_items) for _ in range(self.nq)]
        self.loopq: deque[int] = deque()
        self.clued = [c >= 0 for c in clues] + [False]
        self.hard = max_level >= HARD
        self.expert = max_level >= EXPERT
        if self.hard:
            self.lpar = list(range(n_e))  # edge classes: parent, parity to parent, members, a known member
            self.lpty = [0] * n_e
            self.lmem: list[list[int]] = [[e] for e in range(n_e)]
        if self.expert:
            self.cpar = list(range(n_f + 1))  # face colours: parent, parity to parent, members
            self.cpty = [0] * (n_f + 1)
            self.cmem: list[list[int]] = [[f] for f in range(n_f + 1)]  # replaced on a merge, never changed
            self.cpend: list[int] = []  # edges whose two cells got a known relative colour since the sweep
            outside = tuple(e for e in range(n_e) if n_f in topo.edge_faces[e])
            self.cedges: tuple[tuple[int, ...], ...] = (*topo.face_edges, outside)
        self.trial_cursor = 0
        # With ``track``, the clued cells and letter regions whose clue made progress (by item): a
        # clue never marked can go and the same steps still solve the puzzle (graded generation).
        self.uses = bytearray(self.base_edge) if track else None

    # ----- copying, for trials -----

    def clone(self, max_level: int, trial_depth: int) -> Engine:
        """end_a copy that records nothing, for a trial; queues start empty."""
        new = Engine.__new__(Engine)
        new.t, new.clue, new.regions, new.max_level = self.t, self.clue, self.regions, max_level
        new.record, new.limit, new.trial_depth = False, None, trial_depth
        new.st = self.st[:]
        new.unknown = self.unknown
        new.fy, new.fn, new.dy, new.dn = self.fy[:], self.fn[:], self.dy[:], self.dn[:]
        new.ry, new.rn, new.edge_regions = self.ry[:], self.rn[:], self.edge_regions
        new.dl = self.dl[:]
        new.mate, new.plen = self.mate[:], self.plen[:]
        new.total_yes, new.closed = self.total_yes, self.closed
        new.pending, new.pending_dirty = self.pending[:], bool(self.pending)
        new.used, new.steps, new.cur = EASY, [], []
        new.base_dot, new.base_region, new.base_edge = self.base_dot, self.base_region, self.base_edge
        n_items = len(self.inq[0])
        new.nq = min(max_level, HARD) + 1
        new.q = [deque[int]() for _ in range(new.nq)]
        new.inq = [bytearray(n_items) for _ in range(new.nq)]
        new.loopq = deque()
        new.clued = self.clued
        new.hard, new.expert = self.hard, max_level >= EXPERT and self.expert
        if new.hard:
            new.lpar, new.lpty = self.lpar[:], self.lpty[:]
            new.lmem = self.lmem[:]  # a member list is replaced on a merge, never changed: shared
        if new.expert:
            new.cpar, new.cpty, new.cmem = self.cpar[:], self.cpty[:], self.cmem[:]
            new.cpend, new.cedges = self.cpend[:], self.cedges
        new.trial_cursor = 0
        new.uses = None if self.uses is None else bytearray(len(self.uses))
        return new

    def _blame(self, item: int) -> None:
        """Record that a clue (a face or region item) made progress or a contradiction."""
        if self.uses is not None:
            self.uses[item] = 1

    def _absorb(self, sub: Engine) -> None:
        """Take over the clue uses of a trial whose contradiction settled an edge."""
        if self.uses is not None and sub.uses is not None:
            mine = int.from_bytes(self.uses, "little") | int.from_bytes(sub.uses, "little")
            self.uses[:] = mine.to_bytes(len(self.uses), "little")

    # ----- setting edges and bits -----

    def _push(self, item: int, lo: int, hi: int) -> None:
        """Queue an item for the rules of levels lo to hi (those that are on)."""
        for level in range(lo, min(hi, self.nq - 1) + 1):
            inq = self.inq[level]
            if not inq[item]:
                inq[item] = 1
                self.q[level].append(item)

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
        for level in range(self.nq):
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
                    if clued[f] and not in0[f]:
                        in0[f] = 1
                        q0.append(f)
            self._join(a, b)
        return True

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

    def _premises(self, item: int, sets: list[tuple[int, int]]) -> tuple[int, ...]:
        """The edges already known around a step's item, as its premises."""
        t, st = self.t, self.st
        new = {e for e, _ in sets}
        if 0 <= item < self.base_dot:
            edges: tuple[int, ...] = t.face_edges[item]
        elif self.base_dot <= item < self.base_region:
            edges = t.dot_edges[item - self.base_dot]
        elif self.base_region <= item < self.base_edge:
            edges = self.regions[item - self.base_region][1]
        elif item >= self.base_edge:
            edges = (item - self.base_edge,)
        else:
            return ()
        return tuple(e for e in edges if st[e] and e not in new)

    # ----- edge classes (hard) and face colours (expert): union-find with parity -----

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

    # ----- the main loop -----

    def run(self) -> None:
        """Propagate to a fixpoint at ``max_level``; raise ContradictionError or Stop."""
        while True:
            self._drain()
            if not self.unknown:
                break
            if self.max_level >= EXPERT and self._expert_sweep():
                continue
            if self.max_level >= DEEP and self.trial_depth > 0 and self._trials():
                continue
            break
        self._final_check()

    def start(self) -> None:
        """Queue every clued face, dot and region once."""
        for f, c in enumerate(self.clue):
            if c >= 0:
                self._push(f, EASY, HARD)
        for d in range(self.t.n_dots):
            self._push(self.base_dot + d, EASY, HARD)
        for k in range(len(self.regions)):
            item = self.base_region + k
            self.inq[0][item] = 1
            self.q[0].append(item)

    def _drain(self) -> None:
        """Run the queued rules, always from the lowest level that has work."""
        q = self.q
        inq = self.inq
        q0, in0 = q[0], inq[0]
        loopq = self.loopq
        bd, br, be = self.base_dot, self.base_region, self.base_edge
        nq = self.nq
        item = -1
        try:
            while self.unknown:
                if q0:
                    item = q0.popleft()
                    in0[item] = 0
                    if item < bd:
                        self._easy_face(item)
                    elif item < br:
                        self._easy_dot(item - bd)
                    else:
                        self._easy_region(item - br)
                    continue
                if loopq:
                    item = -1
                    self._loop_check(loopq.popleft())
                    continue
                if self.pending_dirty:
                    self.pending_dirty = False
                    pend, self.pending = self.pending, []
                    item = -1
                    for x in pend:
                        self._loop_check(x)
                    continue
                if nq > 1 and q[1]:
                    item = q[1].popleft()
                    inq[1][item] = 0
                    if item < bd:
                        self._normal_face(item)
                    else:
                        self._normal_dot(item - bd)
                    continue
                if nq > 2 and q[2]:
                    item = q[2].popleft()
                    inq[2][item] = 0
                    if item < bd:
                        self._tricky_face(item)
                    else:
                        self._tricky_dot(item - bd)
                    continue
                if nq > 3 and q[3]:
                    item = q[3].popleft()
                    inq[3][item] = 0
                    if item < bd:
                        self._hard_face(item)
                    elif item < br:
                        self._hard_dot(item - bd)
                    elif item >= be:
                        self._hard_class(item - be)
                    continue
                break
        except ContradictionError:
            if 0 <= item < be:
                self._blame(item)  # the clue whose rule found the contradiction
            raise

    def _final_check(self) -> None:
        """With every edge settled, the lines must be one loop that meets every clue."""
        if self.unknown:
            return
        if not self.closed:
            raise ContradictionError("the lines do not form a closed loop")
        for f, c in enumerate(self.clue):
            if c >= 0 and self.fy[f] != c:
                self._blame(f)
                raise ContradictionError("a clue is not met")
        for k, (_, _, n) in enumerate(self.regions):
            if self.ry[k] != n:
                self._blame(self.base_region + k)
                raise ContradictionError("a region's count is not met")

    # ----- easy: Tatham's trivial_deductions and loop_deductions -----

    def _easy_face(self, f: int) -> None:
        c = self.clue[f]
        y, n = self.fy[f], self.fn[f]
        if y > c or n > 4 - c:
            self._blame(f)
            raise ContradictionError("a clue has too many lines or too many crosses")
        if y + n == 4:
            return
        st = self.st
        edges = self.t.face_edges[f]
        if y == c:
            self._fire("face-full", EASY, f, [(e, NO) for e in edges if not st[e]])
        elif n == 4 - c:
            self._fire("face-needs-all", EASY, f, [(e, YES) for e in edges if not st[e]])
        elif 4 - c == n + 1 and 4 - y - n > 2:
            dls = self.t.face_dlines[f]
            for k in range(4):
                e1, e2 = edges[k], edges[(k + 1) & 3]
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

    def _closes_solution(self, extra: list[int]) -> bool:
        """Whether lines on ``extra`` would meet every clue exactly (the loop would be a solution)."""
        need: dict[int, int] = {}
        for e in extra:
            for f in self.t.edge_faces[e]:
                need[f] = need.get(f, 0) + 1
        for f, c in enumerate(self.clue):
            if c >= 0 and self.fy[f] + need.get(f, 0) != c:
                self._blame(f)  # this unmet clue is what makes the loop-avoiding step sound
                return False
        rneed: dict[int, int] = {}
        for e in extra:
            for k in self.edge_regions[e]:
                rneed[k] = rneed.get(k, 0) + 1
        for k, (_, _, n) in enumerate(self.regions):
            if self.ry[k] + rneed.get(k, 0) != n:
                self._blame(self.base_region + k)
                return False
        return True

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

    # ----- normal and tricky: Tatham's dline_deductions -----

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
            if hi2[k2] < c and self._bit(dls[k], ATLEAST, TRICKY):
                self._blame(f)

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
                    self._fire("dline-at-most-one", NORMAL, item, [(b, NO)])
                elif lb == YES and la == UNK:
                    self._fire("dline-at-most-one", NORMAL, item, [(a, NO)])
            if bits & ATLEAST:
                if la == NO and lb == UNK:
                    self._fire("dline-at-least-one", NORMAL, item, [(b, YES)])
                elif lb == NO and la == UNK:
                    self._fire("dline-at-least-one", NORMAL, item, [(a, YES)])
            if la or lb:
                continue
            if y == 0 and u == 2:
                if bits & ATMOST:
                    self._fire("dline-pair-off", NORMAL, item, [(a, NO), (b, NO)])
                if bits & ATLEAST:
                    self._fire("dline-pair-on", NORMAL, item, [(a, YES), (b, YES)])
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
                    self._fire("dline-third", TRICKY, self.base_dot + d, third)
                elif u == 4 and opp >= 0:
                    self._bit(opp, ATLEAST, TRICKY)

    # ----- hard: Tatham's linedsf_deductions -----

    def _hard_face(self, f: int) -> None:
        c = self.clue[f]
        st = self.st
        edges = self.t.face_edges[f]
        y, n = self.fy[f], self.fn[f]
        if y + n == 4:
            return
        for value, cond in ((NO, y + 1 == c), (YES, n + 1 == 4 - c)):
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
            self._fire("pair-identical", HARD, item, sets)

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
        """end_a settled edge settles every edge known equal or opposite to it."""
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

    # ----- expert (ours): inside/outside colouring, chain loop avoidance -----

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

    def _chains(self) -> bool:
        """end_a run of unknown edges through bare points with only two ways on is all lines or all crosses.

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

    # ----- deep (ours): trial and contradiction -----

    def _trials(self) -> bool:
        """Try each unknown edge both ways (depth 1, then 2); a contradiction settles it the other way."""
        return any(self._trial_pass(depth) for depth in range(1, self.trial_depth + 1))

    def _trial_pass(self, depth: int) -> bool:
        st = self.st
        n_e = len(st)
        start = self.trial_cursor
        for i in range(n_e):
            e = (start + i) % n_e
            if st[e]:
                continue
            for val in (YES, NO):
                sub = self.clone(EXPERT if depth == 1 else DEEP, depth - 1)
                try:
                    sub._set(e, val)
                    sub.run()
                except ContradictionError:
                    self._absorb(sub)
                    self.trial_cursor = e
                    rule = "trial" if depth == 1 else "trial-2"
                    self._fire(rule, DEEP, self.base_edge + e, [(e, 3 - val)])
                    return True
        return False
