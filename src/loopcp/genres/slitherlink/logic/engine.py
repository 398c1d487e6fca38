"""The Slitherlink rule engine: the rule families put together, and the scheduler that runs them.

The rules of Tatham's Loopy are reimplemented from reading its solver
(see ``docs/deduction.md``): levels 0-3 (easy, normal, tricky, hard) are
his rule sets, so that our grade restricted to them equals his label.
Levels 4 (expert: inside/outside colouring and chain loop avoidance) and
5 (deep: trial and contradiction) are ours.  ``state`` explains the
design; each level's rules are in their own module.
"""

from __future__ import annotations

from collections.abc import Callable

from loopcp.genres.slitherlink.logic.deep import DeepRules
from loopcp.genres.slitherlink.logic.dlines import DlineRules
from loopcp.genres.slitherlink.logic.easy import EasyRules
from loopcp.genres.slitherlink.logic.expert import ExpertRules
from loopcp.genres.slitherlink.logic.hard import HardRules
from loopcp.genres.slitherlink.logic.state import (
    DEEP,
    EASY,
    EXPERT,
    HARD,
    NO,
    YES,
    ContradictionError,
    RawStep,
    StepLimitError,
)
from loopcp.logic.base import check_deadline


class Engine(EasyRules, DlineRules, HardRules, ExpertRules, DeepRules):
    """One board's deduction engine; ``run`` propagates it to a fixpoint."""

    def run(self) -> None:
        """Propagate to a fixpoint at ``max_level``; raise ContradictionError or StepLimitError."""
        while True:
            self._drain()
            if not self.unknown:
                break
            check_deadline(self.deadline)
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
        bd, br, be = self.base_dot, self.base_region, self.base_edge
        nq = self.nq
        item = -1
        deadline = self.deadline
        ticks = 0
        early = self.held is None  # Tatham's order looks for loops last, when every other rule is stuck
        try:
            while self.unknown:
                ticks += 1
                if not ticks & 4095 and deadline is not None:  # a huge board's first drain takes seconds
                    check_deadline(deadline)
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
                if early and self._loops():
                    item = -1
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
                if not early and self._loops():
                    item = -1
                    continue
                break
        except ContradictionError:
            if 0 <= item < be:
                self._blame(item)  # the clue whose rule found the contradiction
            raise

    def _loops(self) -> bool:
        """Check one edge that would close a loop, or the edges put aside for later; whether there was work."""
        if self.loopq:
            self._loop_check(self.loopq.popleft())
            return True
        if self.pending_dirty:
            self.pending_dirty = False
            pend, self.pending = self.pending, []
            for x in pend:
                self._loop_check(x)
            return True
        return False

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


__all__ = [  # the engine and what a caller needs to drive it (graded generation does)
    "DEEP",
    "EASY",
    "EXPERT",
    "HARD",
    "NO",
    "YES",
    "ContradictionError",
    "Engine",
    "RawStep",
    "StepLimitError",
]


def settle(engine: Engine, limit_steps: int | None, work: Callable[[], None]) -> tuple[str | None, bool]:
    """Run ``work`` (what the position starts from, then the engine's start and run), as every deduction does.

    Returns the contradiction's words, if the rules met one, and whether every edge is settled within the
    step limit; a step limit reached ends the run, and is no error.
    """
    try:
        work()
    except ContradictionError as why:
        return str(why), False
    except StepLimitError:
        pass
    return None, engine.unknown == 0 and (limit_steps is None or len(engine.steps) < limit_steps)
