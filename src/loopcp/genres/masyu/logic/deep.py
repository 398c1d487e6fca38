"""Masyu level ``deep`` (ours): trial, one edge and then two, on silent copies of the board."""

from __future__ import annotations

from typing import Self

from loopcp.genres.masyu.logic.board import OFF, ON, UNK, Board, Contradiction
from loopcp.genres.masyu.logic.state import DEEP, EXPERT, TRICKY, State
from loopcp.genres.masyu.logic.words import edge_text
from loopcp.logic.base import check_deadline


class TrialRules(State):
    """The trials."""

    def trial(self) -> bool:
        """Deep: an edge whose one value leads the lower levels to a contradiction takes the other value.

        One edge at a time first, in a round that goes on from the last
        success; only when a whole round finds nothing, two edges (the
        second one near what the first one changed), within a budget of
        propagations so that a stalled grade stays cheap and repeatable.
        A trial that agrees with a known loop (``truth``) cannot fail: a
        one-edge one is skipped, and a two-edge one spends the budget its
        second edges would have spent, without running them, so that the
        grade does not depend on knowing the loop.
        """
        b, top = self.board, self.top
        edges = top.edges
        truth = self.truth or bytes(edges)
        for offset in range(edges):
            e = (self.trial_cursor + offset) % edges
            if b.edge[e] != UNK:
                continue
            for value in (ON, OFF):
                if truth[e] == value:
                    continue  # the known loop has the edge so: no contradiction to find
                check_deadline(self.deadline)  # once a trial: a trial costs far more than reading the clock
                why = self.refute(b, e, value)
                if why is not None:
                    self.trial_cursor = e
                    self.conclude(e, value, why, "trial")
                    return True
        for e in range(edges):
            if b.edge[e] != UNK:
                continue
            for value in (ON, OFF):
                if self.trial_budget <= 0:
                    return False
                self.trial_budget -= 1
                check_deadline(self.deadline)
                why = self.refute_twice(e, value)
                if why is not None:
                    self.conclude(e, value, why, "trial-2")
                    return True
        return False

    def conclude(self, e: int, value: int, why: str, rule: str) -> None:
        """Set an edge opposite to the value a trial refuted."""
        b = self.board
        b.log = [] if self.record else None
        b.set_edge(e, OFF if value == ON else ON)
        if self.record:
            supposed = "a line" if value == ON else "a cross"
            final = "a cross" if value == ON else "a line"
            self.emit(rule, DEEP, f"Suppose {edge_text(self.top, e)} were {supposed}: {why}; so it is {final}.")

    def propagate(self, board: Board) -> Self:
        """Run the levels below deep on a board, silently (easy and tricky first: they are cheaper)."""
        trial = type(self)(board, record=False, max_level=TRICKY)
        trial.run()
        trial.max_level = EXPERT
        trial.run()
        return trial

    def refute(self, base: Board, e: int, value: int) -> str | None:
        """Why edge e cannot take this value (the lower levels reach a contradiction), or None."""
        board = base.copy()
        try:
            board.set_edge(e, value)
            self.propagate(board)
        except Contradiction as why:
            return f"the rules up to expert then find that {why}"
        return None

    def refute_twice(self, e: int, value: int) -> str | None:
        """Why edge e cannot take this value: some second edge near it fails both ways, or None."""
        board = self.board.copy()
        try:
            board.set_edge(e, value)
            self.propagate(board)
        except Contradiction as why:
            return f"the rules up to expert then find that {why}"
        top, before = self.top, self.board.mask
        near: list[int] = []
        for c in range(top.cells):
            if board.mask[c] != before[c]:
                for k in range(4):
                    f = top.cell_edge[4 * c + k]
                    if f >= 0 and board.edge[f] == UNK and f not in near:
                        near.append(f)
        if self.truth is not None and self.truth[e] == value:
            # The known loop fits this board, so no second edge fails both ways: spend the budget
            # that trying each would, so that the grade does not depend on knowing the loop.
            self.trial_budget -= min(len(near), max(self.trial_budget, 0))
            return None
        for f in near:
            if self.trial_budget <= 0:
                return None
            self.trial_budget -= 1
            check_deadline(self.deadline)
            first = self.refute(board, f, ON)
            if first is None:
                continue
            second = self.refute(board, f, OFF)
            if second is not None:
                return f"then {edge_text(top, f)} can be neither a line nor a cross"
        return None
