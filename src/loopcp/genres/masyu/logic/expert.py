"""Masyu level ``expert`` (ours): inside/outside colouring, one settled edge at a time.

The sweep itself is ``colour.find``, a function of the position; this
part applies what it found after the lower levels have had their turn.
"""

from __future__ import annotations

from loopcp.genres.masyu.logic import colour
from loopcp.genres.masyu.logic.board import ON, UNK, Contradiction
from loopcp.genres.masyu.logic.state import EXPERT, State
from loopcp.genres.masyu.logic.words import edge_text


class ColourRules(State):
    """The colouring step."""

    def colour(self) -> bool:
        """One step of inside/outside colouring (``colour.find``), from the last sweep's findings if any hold."""
        b = self.board
        while True:
            while self.colour_pending:
                e, value, why = self.colour_pending.pop()
                if b.edge[e] == UNK:
                    b.log = [] if self.record else None
                    b.set_edge(e, value)
                    if self.record:
                        word = "a line" if value == ON else "a cross"
                        said = why.format(edge=edge_text(self.top, e))
                        self.emit("colour-parity", EXPERT, f"Colouring inside and outside: {said}, so it is {word}.")
                    return True
                if b.edge[e] != value:
                    raise Contradiction(f"colouring wants {edge_text(self.top, e)} the other way")
            if self.colour_seen == b.unknown:
                return False
            self.colour_pending = colour.find(b)[::-1]
            self.colour_seen = b.unknown
            if not self.colour_pending:
                return False
