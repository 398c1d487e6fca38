"""The Masyu rule engine: the rule families put together, and the scheduler that runs them.

Propagation runs lowest level first: cell rules, then pearl rules, then
one step of a higher level only when everything below is at its fixpoint.
So the first step at a level is taken exactly at the fixpoint of the
levels below it, and a puzzle's grade (the lowest level whose rules solve
it) is the highest level of any step taken.  Like Tatham's, the engine
never closes a loop "because it happens to satisfy everything": a trial
that completes a loop proves nothing.
"""

from __future__ import annotations

from loopcp.genres.masyu.logic.cells import CellRules
from loopcp.genres.masyu.logic.deep import TrialRules
from loopcp.genres.masyu.logic.expert import ColourRules
from loopcp.genres.masyu.logic.loop import LoopRules
from loopcp.genres.masyu.logic.pearls import PearlRules
from loopcp.genres.masyu.logic.state import DEEP, EXPERT, TRICKY
from loopcp.logic.base import check_deadline


class Engine(CellRules, PearlRules, LoopRules, ColourRules, TrialRules):
    """Runs the rules on one board; records steps unless it is a silent trial."""

    def run(self, limit: int | None = None) -> None:
        """Apply rules, lowest level first, until none applies (or ``limit`` steps are recorded)."""
        b = self.board
        top_level = self.max_level
        while limit is None or len(self.steps) < limit:
            if b.closed >= 0:
                self.loop_closed()
            elif b.cell_queue:
                c = b.cell_queue.popleft()
                b.cell_queued[c] = 0
                self.cell_rule(c)
            elif b.pearl_queue:
                p = b.pearl_queue.popleft()
                b.pearl_queued[p] = 0
                if self.pearl_rules(p) and not b.pearl_queued[p]:
                    b.pearl_queued[p] = 1
                    b.pearl_queue.append(p)
            elif b.unknown == 0 or not self.higher(top_level):
                return

    def higher(self, top_level: int) -> bool:
        """One step of the lowest level above easy that has one, up to ``top_level``."""
        check_deadline(self.deadline)
        return (
            (top_level >= TRICKY and self.shortcut())
            or (top_level >= EXPERT and self.colour())
            or (top_level >= DEEP and self.trial())
        )
