"""Masyu level ``easy``, pearls: Tatham's long-range rules for black and white pearls."""

from __future__ import annotations

from loopcp.genres.masyu.logic.board import (
    CORNERS,
    CORNERS_WITH,
    OFF,
    ON,
    STRAIGHT_ALONG,
    STRAIGHTS,
    UNK,
    Topology,
    cell_text,
)
from loopcp.genres.masyu.logic.state import EASY, State
from loopcp.genres.masyu.logic.words import dirs, outcome, split, subject


class PearlRules(State):
    """A black pearl's legs, a white pearl's turn."""

    def pearl_rules(self, p: int) -> bool:
        """Tatham's long-range pearl rules; one step at most, True if one was taken."""
        return self.black_rules(p) if self.top.pearls[p] == 2 else self.white_rules(p)

    def black_rules(self, p: int) -> bool:
        """A black pearl's leg goes straight on through the next cell, or cannot start."""
        b, top = self.board, self.top
        mask, edge = b.mask, b.edge
        for k in range(4):
            e = top.cell_edge[4 * p + k]
            if e < 0:
                continue
            f = top.cell_nbr[4 * p + k]
            straight = STRAIGHT_ALONG[k]
            if edge[e] == ON and mask[f] != straight:
                premises = self.known_edges(p, f) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(f, straight)
                self.force_cell(f)
                if self.record:
                    self.emit(
                        "black-leg",
                        EASY,
                        f"{subject(top, p)} has a line going {dirs([k])}, so its leg goes straight on through "
                        f"{cell_text(top, f)}.",
                        (p,),
                        premises,
                    )
                return True
            if edge[e] == UNK and not mask[f] & straight:
                premises = self.known_edges(p, f) if self.record else ()
                b.log = [] if self.record else None
                b.set_edge(e, OFF)
                self.force_cell(p)
                if self.record:
                    ons, _ = split(top, p, b.log or [])
                    then = f", so {outcome(ons, [])}" if ons else ""
                    self.emit(
                        "black-blocked",
                        EASY,
                        f"{subject(top, p)} cannot go {dirs([k])}: {cell_text(top, f)} cannot carry its line "
                        f"straight on ({self.why_not_straight(f, k)}){then}.",
                        self.pearls_of(p, f),
                        premises,
                    )
                return True
        return False

    def why_not_straight(self, f: int, k: int) -> str:
        """Why cell f cannot be a straight along direction k, in words."""
        top = self.top
        if top.pearls[f] == 2:
            return "it is a black pearl, which turns"
        if top.cell_edge[4 * f + k] < 0:
            return "the board edge is beyond it"
        if self.board.edge[top.cell_edge[4 * f + k]] == OFF:
            return "the edge beyond it is a cross"
        side = [j for j in (k ^ 1, k ^ 3) if self.board.value(f, j) == ON]
        if side:
            return f"it already has a line going {dirs(side)}"
        return "no shape left to it goes straight that way"

    def white_rules(self, p: int) -> bool:
        """A white pearl needs a turn beside it: no axis without one, and a turn opposite a straight."""
        b, top = self.board, self.top
        mask, nbr = b.mask, top.cell_nbr
        m = mask[p]
        for k in (0, 1):
            straight = STRAIGHT_ALONG[k]
            if not m & straight:
                continue
            f, g = nbr[4 * p + k], nbr[4 * p + (k ^ 2)]
            if (f < 0 or not mask[f] & CORNERS_WITH[k ^ 2]) and (g < 0 or not mask[g] & CORNERS_WITH[k]):
                premises = self.known_edges(*(x for x in (p, f, g) if x >= 0)) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(p, ~straight & 0x7F)
                self.force_cell(p)
                if self.record:
                    axis, other = ("east-west", "north-south") if k == 0 else ("north-south", "east-west")
                    sides = joined_cells(top, f, g)
                    self.emit(
                        "white-no-turn",
                        EASY,
                        f"{subject(top, p)} cannot go {axis}: the line could turn at neither {sides}, "
                        f"so it goes {other}.",
                        self.pearls_of(p, f, g),
                        premises,
                    )
                return True
        for k in range(4):
            straight = STRAIGHT_ALONG[k]
            if m != straight:
                continue
            f, g = nbr[4 * p + k], nbr[4 * p + (k ^ 2)]
            if f >= 0 and g >= 0 and not mask[f] & ~STRAIGHTS and mask[g] & ~CORNERS:
                premises = self.known_edges(p, f, g) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(g, CORNERS)
                self.force_cell(g)
                if self.record:
                    self.emit(
                        "white-turn",
                        EASY,
                        f"{subject(top, p)} goes straight on through {cell_text(top, f)}, so the line must turn "
                        f"at {cell_text(top, g)}: it does not go on {dirs([k ^ 2])} from there.",
                        self.pearls_of(p, f, g),
                        premises,
                    )
                return True
        return False


def joined_cells(top: Topology, f: int, g: int) -> str:
    """Two neighbours of a cell by name ("the board edge" for none): ``r1c2 nor r1c4``."""
    first = cell_text(top, f) if f >= 0 else "the board edge"
    second = cell_text(top, g) if g >= 0 else "the board edge"
    return f"{first} nor {second}"
