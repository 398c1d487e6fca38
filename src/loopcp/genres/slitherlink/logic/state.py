"""The Slitherlink engine's state: edge values, counts, queues, path ends and step records.

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
- A contradiction raises ``ContradictionError``: trials catch it, and the
  public ``deduce`` turns it into the grade "contradiction".

The engine is one class put together from parts, each with one job:
``State`` (this module: the data and its copy for a trial), ``Classes``
(union-finds), ``Edges`` (the one door that sets an edge or a dline bit,
and records steps), one class per rule family (``easy``, ``dlines``,
``hard``, ``expert``, ``deep``) and ``engine.Engine``, the scheduler.
They share this state as mixins: an attribute lookup on ``self`` costs
the same whichever part defines the method.
"""

from __future__ import annotations

from collections import deque
from typing import Self

from loopcp.genres.slitherlink.logic.topology import Topology

EASY, NORMAL, TRICKY, HARD, EXPERT, DEEP = range(6)
UNK, YES, NO = 0, 1, 2
ATLEAST, ATMOST = 1, 2  # dline bits: at least one of the two edges is a line / at most one is

# A recorded step: (rule, level, [(edge, value)], clue item or -1, premise edges)
RawStep = tuple[str, int, list[tuple[int, int]], int, tuple[int, ...]]


# Two-edge trials (``deep``) cost a whole pass of one-edge trials each, so a board they cannot finish
# could take many minutes (a 15x15 made with -d any: 4 minutes).  They stop once they have examined
# trials worth this many unknown edges in all (the 15x15 puzzles they solve spend 6,000 to 7,500; the
# 10x10 ones under 300), and the grade is then "unsolved": deep means "solved within the budget", the
# same for ``loopcp grade``, ``hint``, ``explain`` and what ``generate`` reports.
TWO_EDGE_BUDGET = 10_000


class ContradictionError(Exception):
    """No loop fits the clues and the edges set so far."""


class StepLimitError(Exception):
    """The caller's step limit was reached."""


class State:
    """One board's deduction state: what every rule reads and the one door ``Edges._set`` writes."""

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
        # What two-edge trials may still cost (``deep``): each one examined spends the unknown edges of its
        # board, so the budget is spent the same way whether a known loop skips trials or not.
        self.two_edge_budget = TWO_EDGE_BUDGET
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
        # Recorded runs only: the dline bits (4 * dline + bit) that a clue set, and the steps (by index)
        # that a point's rule made from such a bit, with that clue's face, so that their words name it.
        self.clue_bits: set[int] = set()
        self.step_clues: dict[int, int] = {}
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
        # (depth, edge, value) -> the lines and crosses that a trial with no contradiction settled
        # (``deep``), valid with these clues or fewer
        self.tried: dict[tuple[int, int, int], tuple[int, int]] = {}
        # A loop known to satisfy the clues (graded generation knows one), as a value per edge: a
        # trial that agrees with it cannot meet a contradiction, so ``deep`` skips it.  Not copied.
        self.truth: bytes | None = None
        # With ``track``, the clued cells and letter regions whose clue made progress (by item): a
        # clue never marked can go and the same steps still solve the puzzle (graded generation).
        self.uses = bytearray(self.base_edge) if track else None
        # A ``time.perf_counter`` value after which the sweeps and trials raise ``DeadlineError``; shared by
        # trial copies, so that a trial inside a trial stops as well.
        self.deadline: float | None = None
        # Tatham's solver, as he grades on every grid (``tatham_order``): his hard rule that sets pairs of
        # identical edges around a face does not report what it set, so his easy, normal and tricky rules
        # do not look again until another step reports progress.  With ``held``, those steps' items wait
        # here, one list per level below hard, until an edge is set by any other step (then every level
        # looks again) or hard rules set a dline bit (then normal and tricky do).  None: every step wakes
        # every level at once (the square, as before).
        self.held: list[list[int]] | None = None
        self.quiet = False

    def clone(self, max_level: int, trial_depth: int) -> Self:
        """A copy that records nothing, for a trial; queues start empty."""
        new = type(self).__new__(type(self))
        new.t, new.clue, new.regions, new.max_level = self.t, self.clue, self.regions, max_level
        new.record, new.limit, new.trial_depth = False, None, trial_depth
        new.two_edge_budget = self.two_edge_budget
        new.st = self.st[:]
        new.unknown = self.unknown
        new.fy, new.fn, new.dy, new.dn = self.fy[:], self.fn[:], self.dy[:], self.dn[:]
        new.ry, new.rn, new.edge_regions = self.ry[:], self.rn[:], self.edge_regions
        new.dl = self.dl[:]
        new.mate, new.plen = self.mate[:], self.plen[:]
        new.total_yes, new.closed = self.total_yes, self.closed
        new.pending, new.pending_dirty = self.pending[:], bool(self.pending)
        new.used, new.steps, new.cur = EASY, [], []
        new.clue_bits, new.step_clues = set(), {}
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
        new.truth = None
        new.tried = {}
        new.uses = None if self.uses is None else bytearray(len(self.uses))
        new.deadline = self.deadline
        new.held = None if self.held is None else [list(h) for h in self.held]
        new.quiet = False
        return new

    def tatham_order(self) -> None:
        """Hold back what his unreported steps set, as his solver does (``held``)."""
        self.held = [[], [], []]

    def _push(self, item: int, lo: int, hi: int) -> None:
        """Queue an item for the rules of levels lo to hi (those that are on)."""
        for level in range(lo, min(hi, self.nq - 1) + 1):
            inq = self.inq[level]
            if not inq[item]:
                inq[item] = 1
                self.q[level].append(item)

    def run(self) -> None:
        """Propagate to a fixpoint (``engine.Engine`` runs the rules)."""
        raise NotImplementedError
