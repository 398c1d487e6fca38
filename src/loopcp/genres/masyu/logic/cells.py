"""Masyu level ``easy``, cells: Tatham's "cell -> edge", an edge that every shape left to a cell agrees on."""

from __future__ import annotations

from loopcp.genres.masyu.logic.board import BLANK, MASK_AND, MASK_OR, ON, UNK, cell_text
from loopcp.genres.masyu.logic.state import EASY, State
from loopcp.genres.masyu.logic.words import dirs, facts, outcome, split, subject


class CellRules(State):
    """The cell rule, and the words of its steps."""

    def cell_rule(self, c: int) -> None:
        """Tatham's "cell -> edge": an edge that every shape left to a cell agrees on."""
        b = self.board
        m = b.mask[c]
        some, every = MASK_OR[m], MASK_AND[m]
        cell_edge, edge = self.top.cell_edge, b.edge
        if not any(
            (e := cell_edge[4 * c + k]) >= 0 and edge[e] == UNK and (not some >> k & 1 or every >> k & 1)
            for k in range(4)
        ):
            return
        if not self.record:
            self.force_cell(c)
            return
        before = self.around(c)
        premises = self.known_edges(c)
        b.log = []
        self.force_cell(c)
        rule, text = self.cell_words(c, before)
        self.emit(rule, EASY, text, self.pearls_of(c), premises)

    def cell_words(self, c: int, before: list[int]) -> tuple[str, str]:
        """The rule name and sentence of a cell step."""
        top = self.top
        ons, offs = split(top, c, self.board.log or [])
        kind = top.pearls[c]
        if kind == 2:
            return "black-pearl", f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)} (it turns)."
        if kind == 1:
            return "white-pearl", (
                f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)} (it goes straight through)."
            )
        name = cell_text(top, c)
        lines = [k for k in range(4) if before[k] == ON]
        if len(lines) == 2:
            return (
                "cell-two-lines",
                f"{name} already has lines going {dirs(lines)}, so no line goes {dirs(offs, 'or')}.",
            )
        if not ons and self.board.mask[c] == BLANK:
            return "cell-dead-end", f"{name} has at most one open side, so the loop does not pass through it."
        if len(lines) == 1 and ons:
            return "cell-continue", f"The line at {name} comes from the {dirs(lines)} and can only go on {dirs(ons)}."
        return "cell-shape", f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)}."
