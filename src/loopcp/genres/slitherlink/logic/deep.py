"""Slitherlink level ``deep`` (ours): trial and contradiction, one edge deep and then two.

Two-edge trials stop when their budget is spent (``state.TWO_EDGE_BUDGET``):
each examined spends the unknown edges of its board, charged before a
trial is skipped, so that a known loop or a remembered trial changes
what is spent by nothing.

A trial runs on a silent copy of the state (``State.clone``) with the
levels below; a contradiction settles the edge the other way.

A trial that ends without a contradiction is remembered with the edges
its copy settled (``State.tried``).  It need not run again while every
edge settled now was also settled, the same way, in that copy: the rules
are sound and monotone, so the trial would reach the same fixpoint and
again find no contradiction.  This holds as well for a trial made with
more clues (fewer clues allow fewer deductions), which is how graded
generation carries trials from one question to the next
(``judges.SlitherJudge``).

When a loop that satisfies the clues is known (``State.truth``: graded
generation grows the loop first), the trial that agrees with it is
skipped: sound rules cannot derive a contradiction from a state that a
loop satisfies.  Only trials that would fail anyway go, so the steps are
the same, for half the trials.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import DEEP, EXPERT, NO, YES, ContradictionError
from loopcp.logic.base import check_deadline

# bytes.translate tables: a board as one byte per edge, 1 where the edge is a line (a cross)
_LINES = bytes(1 if b == YES else 0 for b in range(256))
_CROSSES = bytes(1 if b == NO else 0 for b in range(256))


def masks(st: bytearray) -> tuple[int, int]:
    """A board's lines and crosses, each as one integer with a byte per edge."""
    return int.from_bytes(st.translate(_LINES), "little"), int.from_bytes(st.translate(_CROSSES), "little")


class DeepRules(Edges):
    """The trials."""

    def _trials(self) -> bool:
        """Try each unknown edge both ways (depth 1, then 2); a contradiction settles it the other way."""
        return any(self._trial_pass(depth) for depth in range(1, self.trial_depth + 1))

    def _trial_pass(self, depth: int) -> bool:
        st = self.st
        n_e = len(st)
        start = self.trial_cursor
        truth = self.truth or bytes(n_e)
        lines, crosses = masks(st)
        tried = self.tried
        for i in range(n_e):
            e = (start + i) % n_e
            if st[e]:
                continue
            for val in (YES, NO):
                if depth == 2:  # charged before any skip, so that a known loop changes nothing
                    if self.two_edge_budget < self.unknown:
                        return False
                    self.two_edge_budget -= self.unknown
                if truth[e] == val:
                    continue  # the known loop has the edge so: no contradiction to find
                seen = tried.get((depth, e, val))
                if seen is not None and lines & seen[0] == lines and crosses & seen[1] == crosses:
                    continue  # the board is inside that trial's fixpoint: no contradiction again
                check_deadline(self.deadline)  # once a trial: a trial costs far more than reading the clock
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
                tried[depth, e, val] = masks(sub.st)
        return False
