"""How Dotchi Loop is written: puzzlekit's circles and regions, puz.link's URL and saved file.

loopcp's tokens are the puzzlekit dataset's: ``w`` a white circle, ``b``
a black one, ``.`` neither (the dataset's ``-``); the rooms are
``Puzzle.rooms``.

- The puzz.link URL (pzprjs ``dotchi``) is ``decodeBorder`` then
  ``decodeCircle``: three cells a base-27 digit, 1 a white circle, 2 a
  black one.
- The saved file: ``decodeAreaRoom`` (before version 2) or
  ``decodeBorderQues``, then ``decodeCellQnum`` (``1`` white, ``2``
  black), the lines, the player's cell notes.

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import DIRECTIONS, Packed, PuzzlekitCode, PuzzlinkCode, Pzprv3Code

WHITE, BLACK = "w", "b"

_CIRCLES = Packed(
    base=3, per_digit=3, alphabet="0123456789abcdefghijklmnopq", states={1: WHITE, 2: BLACK}, blank=".", what="circle"
)

url_read = rooms.marks_reader("dotchiloop", _CIRCLES)
url_write = rooms.marks_writer(_CIRCLES)

PUZZLEKIT = PuzzlekitCode(
    dataset="DotchiLoop",
    tokens={},
    hint="'w' (a white circle), 'b' (a black circle) or '-'",
    solution=DIRECTIONS,
    clue={"-": ".", WHITE: WHITE, BLACK: BLACK}.get,
    unclue=lambda t: {".": "-"}.get(t, t),
    regions=True,
)

PUZZLINK = PuzzlinkCode(names=("dotchi",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("dotchi",),
    version=2,
    sections=rooms.SAVED_SECTIONS,
    flags={},
    cells={},
    hint="'1' (a white circle), '2' (a black circle) or '.'",
    clue={".": ".", "1": WHITE, "2": BLACK}.get,
    unclue=lambda t: {".": ".", WHITE: "1", BLACK: "2"}[t],
)
