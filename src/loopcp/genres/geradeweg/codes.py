"""How Geradeweg is written: loopcp's numbers, puzzlekit's, puz.link's URL and saved file.

loopcp's tokens are the puzzlekit dataset's: a number, ``?`` a clue
without one, ``.`` a free cell (the dataset's ``-``).  A ``0`` (Janko's
puzzles have a few) reads as pzprjs reads it, like ``?``.

- The URL (pzprjs ``geradeweg``) is ``decodeNumber16`` over the cells
  (``.`` a ``?``, ``g``-``z`` runs of free cells); the flag ``f`` is a
  variant (the loop through every cell), refused.
- The saved file: a flag line ``f`` for that variant (refused), then
  ``decodeCellQnum`` (``-`` a ``?``) and the lines.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import (
    CLUES,
    DIRECTIONS,
    LINES,
    ErrorAt,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    number_token,
    saved_number_token,
)
from loopcp.puzzle import Puzzle

FULL = "the loop passes through every cell"


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """A number (or ``?``) for each cell, runs of free cells skipped."""
    values = rooms.numbers_read(body, rows * cols, error, start, of="cell")
    tokens = ["." if n is None else "?" if n == -2 else str(n) for n in values]
    return Puzzle.of("geradeweg", [tokens[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNumber16 over the cells."""
    tokens = [t for row in puzzle.tokens for t in row]
    return rooms.numbers_write([None if t == "." else -2 if t == "?" else int(t) for t in tokens])


PUZZLEKIT = PuzzlekitCode(
    dataset="Geradeweg",
    tokens={},
    hint="a number, '?' or '-'",
    solution=DIRECTIONS,
    clue=number_token,
    unclue=lambda t: {".": "-"}.get(t, t),
)

PUZZLINK = PuzzlinkCode(names=("geradeweg",), full_loop=FULL, read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("geradeweg",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={"f": FULL},
    cells={},
    hint="a number, '-' (a clue without one) or '.'",
    clue=saved_number_token,
    unclue=lambda t: {"?": "-"}.get(t, t),
)
