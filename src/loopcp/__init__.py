"""loopcp: solve, count and check loop puzzles with CP-SAT.

A map of the package, one room a line, in the order data flows (a test
keeps it true: every module and package of loopcp is here, and nothing
else):

- ``grid``: lattice geometry shared by all of them, and its glossary;
- ``puzzle``: the frozen values ``Puzzle``, ``Board`` (the square, or one
  of Loopy's other grids), ``Solution``, ``SolveResult``;
- ``naming``: how messages name cells, corners and counts;
- ``errors``: every error loopcp raises, each with its exit code;
- ``stopping``: how work stops: a signal or closed pipe ends a command,
  ``Halt`` ends searches being thrown away;
- ``genres``: one package per genre, each ending in one frozen record that
  carries all the rest asks of it (rules, codes, glyphs, recipe, levels,
  judge), and the registry built from the records;
- ``loopygrids``: the grids of Simon Tatham's Loopy, built as his program
  builds them;
- ``formats``: text to ``Puzzle`` and back: Knuth text, Slink contest
  input, Tatham game IDs, puzz.link URLs and saved files, JSON Lines, the
  puzzlekit dataset's text, hint positions (``load``, ``load_all``,
  ``dump``, exported here);
- ``answer``: a person's answer to a puzzle, read from a drawing or JSON;
- ``verify``: the independent checker every answer passes;
- ``cpsat``: the loop core; its ``door`` is the only module that imports
  OR-Tools;
- ``native``: the rules first: sound deduction in C (built at install);
  a loop it decides alone is the only answer, and ``search`` skips its
  searches; beside it, ``count.c``, the transfer matrix's counter, and
  ``paths.c``, Numberlink's answers counted up to two;
- ``search``: build once, enumerate, verify, classify;
- ``pathsearch``: a path puzzle's two answers: the first under a guide,
  the proof from the count where it can;
- ``zdd`` and ``transfer``: counting with a decision diagram (the only
  module that imports graphillion) and with a transfer matrix;
- ``transfer_numpy``: the transfer matrix's steps in numpy, where
  ``native``'s counter was not built;
- ``decided``: what every solution of a puzzle shares, proved;
- ``sat``: the questions ``decided`` asks, on an incremental SAT solver:
  the loop in CNF, and ``sat.loops``, the only module that imports
  python-sat (CP-SAT answers where it does not apply);
- ``logic``: deduction as a person solves, on every board: grades, hints
  and explanations;
- ``marks``: a player's marks judged against what every solution
  shares: solved, wrong (which marks), or correct so far;
- ``setting``: what a setter does: an empty board, one clue changed,
  the clues that could each go;
- ``pictures``: drawings in plain text, colour and the Slink contest
  frame (``pictures.text``), and as SVG, PNG and PDF, and puzzle books
  (PNG and PDF need the ``pictures`` extra);
- ``generation``: new puzzles: a random loop, every clue it implies (each
  genre's recipe), and clues removed while the puzzle stays unique
  (``from loopcp.generation import Options, generate``);
- ``batches``: many puzzles at once, in input order, in threads, local
  worker processes or on a Dask cluster (``solve_many``, ``count_many``);
- ``cli``: the ``loopcp`` command, which only parses, calls the library
  and prints;
- ``serve``: the page to play and set puzzles in the browser, and its
  JSON API (``loopcp serve``; the ``serve`` extra);
- ``entry`` and ``__main__``: the console entry point, which installs the
  signal handlers before anything else loads.

The Python API is the one the command line uses::

    >>> import loopcp
    >>> puzzle = loopcp.parse("33\\n")
    >>> result = loopcp.solve(puzzle)
    >>> result.status.value, result.count
    ('unique', 1)

``load`` reads any format the command line reads, detected from the text
(``fmt`` to choose one), and ``load_all`` every puzzle of a file of
several; ``dump`` writes one::

    >>> loopcp.load("https://puzz.link/p?mashu/2/2/f0").genre
    'masyu'
    >>> loopcp.dump(loopcp.load("5x5t0:b02a31b1c3a2d23a23"), "puzzlink")
    'https://puzz.link/p?slither/5/5/h073bbg8ch282d\\n'
"""

from __future__ import annotations

import importlib

TYPE_CHECKING = False  # not typing's: importing typing here costs the command's first 8 ms, before Ctrl-C is handled

__version__ = "0.1.0"

# Start-up: the public names are loaded when first used, so that ``import loopcp`` (and
# ``import loopcp.formats``) loads neither OR-Tools, graphillion, rich nor typer: a
# command that only reads or converts puzzles never pays for the solver.
_LAZY = {
    "LoopcpError": "loopcp.errors",
    "ParseError": "loopcp.errors",
    "UnsupportedError": "loopcp.errors",
    "VerificationError": "loopcp.errors",
    "parse": "loopcp.formats.knuth",
    "write": "loopcp.formats.knuth",
    "load": "loopcp.formats",
    "load_all": "loopcp.formats",
    "dump": "loopcp.formats",
    "Puzzle": "loopcp.puzzle",
    "Solution": "loopcp.puzzle",
    "SolveResult": "loopcp.puzzle",
    "Status": "loopcp.puzzle",
    "picture": "loopcp.pictures.text",
    "count": "loopcp.search",
    "solve": "loopcp.search",
    "check": "loopcp.verify",
    "solve_many": "loopcp.batches",
    "count_many": "loopcp.batches",
}

if TYPE_CHECKING:
    from typing import Any

    from loopcp.batches import count_many, solve_many
    from loopcp.errors import LoopcpError, ParseError, UnsupportedError, VerificationError
    from loopcp.formats import dump, load, load_all
    from loopcp.formats.knuth import parse, write
    from loopcp.pictures.text import picture
    from loopcp.puzzle import Puzzle, Solution, SolveResult, Status
    from loopcp.search import count, solve
    from loopcp.verify import check


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'loopcp' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


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
    "dump",
    "load",
    "load_all",
    "parse",
    "picture",
    "solve",
    "solve_many",
    "write",
]
