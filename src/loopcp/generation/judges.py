"""Judges for graded generation: do the rules up to a level solve a loop's puzzle with these clues?

A judge answers for one loop and its numbered clues (the recipe's), at
one level: ``solves(on)`` runs the deduction rules of the puzzle's genre
on the puzzle made of the clues in ``on``.  The answer is a fact about
that puzzle, so the way a judge reaches it never changes a decision.

A genre may bring a judge of its own (its record's ``judge``), faster for
the same answers, each measured (``benchmarks/generate.py``,
docs/generation.md): Slitherlink's builds on the kept clues' fixpoint
(``genres/slitherlink/judge.py``), Masyu's runs its engine with no step
texts (``genres/masyu/judge.py``).  Any other genre gets ``ScratchJudge``,
which runs the genre's own ``deduce`` on each question; a genre with no
deduction rules cannot be graded.

A judge also says which clues the solving run *used* (a clue whose rule
made progress, or whose being unmet made a loop-avoiding step sound), or
``ALL_USED`` when it cannot tell: a clue that the last successful run
never used can go with no new run, since the same steps solve the puzzle
without it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from loopcp.errors import UnsupportedError
from loopcp.generation.clues import Board, Clue
from loopcp.logic import Deduce
from loopcp.puzzle import Edge

ALL_USED = None  # a judge that cannot tell which clues a run used says so with this


class Judge(Protocol):
    """Whether the rules up to a level solve the puzzle of some clues (see the module docstring)."""

    runs: int  # engine runs so far
    searches_first: bool  # whether the top level's questions are worth a whole-board search first

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        """Whether the rules up to ``level`` settle every edge, and the clues the run used (None: all)."""
        ...

    def keep(self, k: int) -> None:
        """Clue ``k`` stays for good (a judge may build on it)."""
        ...

    def expect(self, later: set[int]) -> None:
        """Every question until the next call keeps the clues in ``later`` (a judge may build on them)."""
        ...


def truth(names: Iterable[Edge], loop: frozenset[Edge], line: int, cross: int) -> bytes:
    """A loop as an engine's value of each edge, its edges named in the engine's order (``State.truth``)."""
    return bytes(line if name in loop else cross for name in names)


class ScratchJudge:
    """Any genre with deduction rules: the puzzle of the clues, solved by its genre's ``deduce`` each time."""

    searches_first = True

    def __init__(self, board: Board, clues: Sequence[Clue], loop: frozenset[Edge] | None = None) -> None:
        if board.genre.logic is None:
            raise UnsupportedError(f"{board.genre.name} has no deduction rules, so its puzzles cannot be graded")
        self.deduce: Deduce = board.genre.logic.load()
        self.board = board
        self.clues = clues
        self.runs = 0

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        """See ``Judge.solves``."""
        self.runs += 1
        puzzle = self.board.assemble(self.clues[k] for k in sorted(on))
        return self.deduce(puzzle, max_level=level).solved, ALL_USED

    def keep(self, k: int) -> None:
        """See ``Judge.keep``: nothing to build on."""

    def expect(self, later: set[int]) -> None:
        """See ``Judge.expect``: nothing to build on."""


def judge_for(board: Board, clues: Sequence[Clue], loop: frozenset[Edge] | None = None) -> Judge:
    """The genre's own judge of its clues if it has one, else ``ScratchJudge``; ``loop`` satisfies them all."""
    own = board.genre.judge
    judge: Judge = (ScratchJudge if own is None else own.load())(board, clues, loop)
    return judge
