"""The words of the generic engine's network: a rule, what it forces, and a rule that cannot hold.

Kept apart from ``network`` (the constraints of one puzzle, and the local
rules) and ``chains`` (the rules that look at the whole board), which both
speak them.
"""

from __future__ import annotations

from dataclasses import dataclass

from loopcp.genres.base import Term
from loopcp.grid import Point

Values = dict[Term, int]  # the terms known so far, each 0 or 1
Forced = list[tuple[Term, int]]
Applied = tuple[Forced, str]  # what one constraint forces now, and why in words ("" when it forces nothing)
LINEAR, POINT, SIDE, LOOP, PATHS, ORDER = "linear", "point", "side", "loop", "paths", "order"
NOTHING: Applied = ([], "")


class Contradiction(Exception):  # noqa: N818 - what it is, in the engine's words
    """A constraint that cannot hold under the values known so far; the message says which, in words.

    ``rule`` is the constraint, once the network that applied it has said
    so (``Network.settle``): a trial traces its chain back from it.
    """

    def __init__(self, message: str, rule: Rule | None = None) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True, slots=True)
class Rule:
    """One constraint of the network: ``lo <= sum(coef * term) <= hi`` for LINEAR, or one of the loop's own."""

    kind: str
    terms: tuple[tuple[Term, int], ...]
    lo: int
    hi: int
    why: str
    point: Point = (0, 0)  # the point a POINT rule is about
    given: bool = False  # it restates what the puzzle shows (``Linear.given``): applied before the first step
