"""loopcp: solve, count and check loop puzzles with CP-SAT.

A map of the package, in the order data flows:

- ``formats``: text to ``Puzzle`` and back: Knuth text, Slink contest
  input, Tatham game IDs, puzz.link URLs (``formats.load``, ``formats.dump``);
- ``puzzle``: the frozen values ``Puzzle``, ``Solution``, ``SolveResult``;
- ``genres``: each genre's clues, behind one small interface;
- ``grid``: lattice geometry shared by all of them;
- ``cpsat``: the loop core, the only module that imports OR-Tools;
- ``zdd``: counting with a decision diagram, the only module that imports
  graphillion;
- ``search``: build once, enumerate, verify, classify;
- ``verify``: the independent checker every answer passes;
- ``render``: drawings in plain text, colour, and the Slink contest frame;
- ``vector``: the same drawings as SVG, PNG and PDF, and puzzle books
  (PNG and PDF need the ``pictures`` extra);
- ``loopgen``, ``cluegen``, ``generate``: new puzzles: a random loop, every
  clue it implies, and clues removed while the puzzle stays unique
  (``from loopcp.generate import Options, generate``);
- ``batchrun``: many puzzles at once, in input order, over local worker
  processes or a Dask cluster (``solve_many``, ``count_many``);
- ``cli``: the ``loopcp`` command.

The Python API is the one the command line uses::

    >>> import loopcp
    >>> puzzle = loopcp.parse("33\\n")
    >>> result = loopcp.solve(puzzle)
    >>> result.status.value, result.count
    ('unique', 1)
"""

from __future__ import annotations

from loopcp.batchrun import count_many, solve_many
from loopcp.errors import LoopcpError, ParseError, UnsupportedError, VerificationError
from loopcp.formats.knuth import parse, write
from loopcp.puzzle import Puzzle, Solution, SolveResult, Status
from loopcp.render import picture
from loopcp.search import count, solve
from loopcp.verify import check

__version__ = "0.1.0"

__all__ = [
    "LoopcpError",
    "ParseError",
    "Puzzle",
    "Solution",
    "SolveResult",
    "Status",
    "UnsupportedError",
    "VerificationError",
    "__version__",
    "check",
    "count",
    "count_many",
    "parse",
    "picture",
    "solve",
    "solve_many",
    "write",
]
