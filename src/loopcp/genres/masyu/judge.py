"""Masyu's judge for graded generation: its own engine, with no step texts, told the known loop.

The generic judge (``generation.judges.ScratchJudge``) runs a genre's
``deduce``, which writes a text for every step; Masyu's questions run
the engine itself, and its trials that agree with the loop the clues
came from are cut short (``logic.deep``): the same answers, for less work.
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.generation.clues import Board, Clue
from loopcp.generation.judges import ALL_USED, truth
from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic import Engine
from loopcp.genres.masyu.logic import board as masyu_board
from loopcp.logic.base import level_index
from loopcp.puzzle import Edge


class MasyuJudge:
    """The puzzle of the clues, solved from scratch by Masyu's engine each time."""

    searches_first = True

    def __init__(self, board: Board, clues: Sequence[Clue], loop: frozenset[Edge] | None = None) -> None:
        self.board = board
        self.clues = clues
        self.runs = 0
        self.loop = loop  # the loop the clues came from: trials that agree with it are cut short (``deep``)
        self.truth: bytes | None = None

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        """See ``generation.judges.Judge.solves``."""
        self.runs += 1
        puzzle = self.board.assemble(self.clues[k] for k in sorted(on))
        top = level_index(MASYU_LEVELS, level)
        try:
            board = masyu_board.Board(masyu_board.topology(puzzle))
            engine = Engine(board, record=False, max_level=top)
            if self.loop is not None and self.truth is None:
                self.truth = truth(board.top.edge_names, self.loop, masyu_board.ON, masyu_board.OFF)
            engine.truth = self.truth
            engine.run()
        except masyu_board.Contradiction:
            return False, ALL_USED
        return board.unknown == 0 and bool(board.lines), ALL_USED

    def keep(self, k: int) -> None:
        """See ``generation.judges.Judge.keep``: nothing to build on."""

    def expect(self, later: set[int]) -> None:
        """See ``generation.judges.Judge.expect``: nothing to build on."""
