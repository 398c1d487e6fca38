"""How Numberlink and Arukone are written: puzzlekit's numbers, puz.link's URL and saved file.

loopcp's tokens are numbers, ``.`` a cell without one (the dataset's ``-``).

- The puzzlekit dataset (``NumberLink``) writes numbers and ``-``, and its
  solutions each cell's directions (an end has one); both genres read it.
- The URL (pzprjs ``numlin``, ``arukone``) is ``decodeNumber16`` over the
  cells.  A cell whose number is left unknown (``.`` in the body) is
  refused: loopcp pairs equal numbers.  Arukone's flag ``e`` lets cells
  stay empty, which is Numberlink: refused as a variant, to be read as
  ``numlin``.
- The saved file of ``numlin`` is ``decodeCellQnum`` then the lines; that
  of ``arukone`` starts with a line ``passallcell`` (``dontpassallcell`` is
  Numberlink's rule, refused) and writes its numbers as letters, ``A``-``Z``
  for 1-26 and ``a``-``z`` for 27-52.
"""

from __future__ import annotations

from collections.abc import Callable

from loopcp.errors import UnsupportedError
from loopcp.genres import rooms
from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, number_token
from loopcp.puzzle import Puzzle

UNKNOWN = "a number left unknown, which loopcp cannot pair"
ALL_CELLS = "every cell is on a path"
EMPTY_CELLS = "cells may stay empty, which is Numberlink: read it as numlin"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"  # Arukone's saved numbers 1-52


def url_reader(genre: str) -> Callable[[str, int, int, ErrorAt, int], Puzzle]:
    """The URL reader of one of the two genres: a number for each cell, runs of empty cells skipped."""

    def read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
        values = rooms.numbers_read(body, rows * cols, error, start, unknown=UNKNOWN, of="cell")
        tokens = ["." if n is None else str(n) for n in values]
        return Puzzle.of(genre, [tokens[i * cols : (i + 1) * cols] for i in range(rows)])

    return read


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNumber16 over the cells."""
    return rooms.numbers_write([None if t == "." else int(t) for row in puzzle.tokens for t in row])


def saved_number(token: str) -> str | None:
    """A ``numlin`` file's token (``.`` none, a number) as loopcp's, or None."""
    return "." if token == "." else number_token(token, unknown=False) if token != "-" else None


def saved_letter(token: str) -> str | None:
    """An ``arukone`` file's token (``.`` none, a letter) as loopcp's, or None."""
    if token == ".":
        return "."
    return str(LETTERS.index(token) + 1) if len(token) == 1 and token in LETTERS else None


def letter(token: str) -> str:
    """loopcp's token as an ``arukone`` file's letter; a number past 52 has none."""
    if token == ".":
        return "."
    if not 1 <= int(token) <= len(LETTERS):
        raise UnsupportedError(f"an Arukone file writes numbers 1 to {len(LETTERS)} as letters, not {token}")
    return LETTERS[int(token) - 1]


PUZZLEKIT = PuzzlekitCode(
    dataset="NumberLink",
    tokens={},
    hint="a number or '-'",
    solution=DIRECTIONS,
    clue=lambda t: number_token(t, unknown=False),
    unclue=lambda t: {".": "-"}.get(t, t),
)

NUMLIN_URL = PuzzlinkCode(names=("numlin",), full_loop=ALL_CELLS, read=url_reader("numberlink"), write=url_write)
ARUKONE_URL = PuzzlinkCode(
    names=("arukone",), full_loop=ALL_CELLS, read=url_reader("arukone"), write=url_write, variants={"e": EMPTY_CELLS}
)

NUMLIN_FILE = Pzprv3Code(
    names=("numlin",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={},
    cells={},
    hint="a number or '.'",
    unsupported={"-": UNKNOWN},
    clue=saved_number,
    unclue=lambda t: t,
)
ARUKONE_FILE = Pzprv3Code(
    names=("arukone",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={"dontpassallcell": EMPTY_CELLS},
    cells={},
    hint="a letter A-Z, a-z or '.'",
    unsupported={"-": UNKNOWN},
    clue=saved_letter,
    unclue=letter,
    display=("passallcell",),
    header="passallcell",
)
