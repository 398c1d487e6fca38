"""How Nanameguri is written: its text of diagonals and regions, puz.link's URL and saved file.

A puzzle is its rooms (``Puzzle.rooms``: what the borders enclose, with
``Puzzle.walls`` the borders inside them) and a token a cell: ``\\`` or
``/`` a diagonal, ``.`` none.

- No puzzlekit dataset holds Nanameguri.  Its text is the shape the
  dataset gives a genre of clue tokens and regions: ``ROWS COLS``, the
  rows of tokens (``-`` no diagonal), then the rows of region numbers.
- The URL (pzprjs ``nanameguri``): the borders (``decodeBorder``), then
  the diagonals three cells to a base-27 digit (``genericDecodeThree``:
  1 ``\\``, 2 ``/``).
- The saved file: the borders (``decodeBorderQues``), the diagonals
  (``1``, ``2`` or ``.``), the lines; pzprjs gives the genre borders on
  the board's edge too (``hasborder: 2``), so both the borders and the
  lines have the outer ones (``Pzprv3Code.outer``).
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import BORDERS, CLUES, DIRECTIONS, LINES, Packed, PuzzlekitCode, PuzzlinkCode, Pzprv3Code

NAMES = ("nanameguri",)  # puz.link's pid
CELL_HINT = "a diagonal: '\\' (top left to bottom right) or '/'"
SAVED = {"1": "\\", "2": "/", ".": "."}  # a saved file's cell -> loopcp's token
UNSAVED = {token: cell for cell, token in SAVED.items()}

_MARKS = Packed(
    base=3, per_digit=3, alphabet="0123456789abcdefghijklmnopq", states={1: "\\", 2: "/"}, blank=".", what="diagonal"
)

PUZZLEKIT = PuzzlekitCode(
    dataset="",  # no dataset: the text of a genre of clue tokens and regions
    tokens={},
    hint=f"{CELL_HINT}, or '-'",
    solution=DIRECTIONS,
    clue=lambda t: "." if t == "-" else t if t in ("\\", "/") else None,
    unclue=lambda t: "-" if t == "." else t,
    regions=True,
)

PUZZLINK = PuzzlinkCode(
    names=NAMES, full_loop="", read=rooms.marks_reader("nanameguri", _MARKS), write=rooms.marks_writer(_MARKS)
)

PZPRV3 = Pzprv3Code(
    names=NAMES,
    version=0,
    sections={0: (BORDERS, CLUES, LINES)},
    flags={},
    cells={},
    hint="'1' (a diagonal \\), '2' (a diagonal /) or '.'",
    clue=SAVED.get,
    unclue=UNSAVED.__getitem__,
    outer=True,
)
