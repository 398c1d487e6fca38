"""Slitherlink level ``deep`` (ours): trial and contradiction, one edge deep and then two.

A trial runs on a silent copy of the state (``State.clone``) with the
levels below; a contradiction settles the edge the other way.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.edges import Edges
from loopcp.genres.slitherlink.logic.state import DEEP, EXPERT, NO, YES, ContradictionError


class DeepRules(Edges):
    """The trials."""

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
