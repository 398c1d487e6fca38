"""How Moon or Sun is written: puzzlekit's marks and regions, puz.link's URL and saved file.

loopcp's tokens are the puzzlekit dataset's: ``x`` a moon, ``o`` a sun,
``.`` neither (the dataset's ``-``); the rooms are ``Puzzle.rooms``.

- The puzz.link URL (pzprjs ``moonsun``) is ``decodeBorder`` then
  ``decodeCircle``: three cells a base-27 digit, 1 a sun, 2 a moon.
- The saved file: ``decodeAreaRoom`` (before version 2) or
  ``decodeBorderQues``, then ``decodeCellQnum`` (``1`` a sun, ``2`` a
  moon), the lines, the player's cell notes.

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import DIRECTIONS, Packed, PuzzlekitCode, PuzzlinkCode, Pzprv3Code

_MARKS = Packed(
    base=3, per_digit=3, alphabet="0123456789abcdefghijklmnopq", states={1: "o", 2: "x"}, blank=".", what="moon or sun"
)

url_read = rooms.marks_reader("moonsun", _MARKS)
url_write = rooms.marks_writer(_MARKS)

PUZZLEKIT = PuzzlekitCode(
    dataset="MoonSun",
    tokens={},
    hint="'x' (a moon), 'o' (a sun) or '-'",
    solution=DIRECTIONS,
    clue={"-": ".", "x": "x", "o": "o"}.get,
    unclue=lambda t: {".": "-"}.get(t, t),
    regions=True,
)

PUZZLINK = PuzzlinkCode(names=("moonsun",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("moonsun",),
    version=2,
    sections=rooms.SAVED_SECTIONS,
    flags={},
    cells={},
    hint="'1' (a sun), '2' (a moon) or '.'",
    clue={".": ".", "1": "o", "2": "x"}.get,
    unclue=lambda t: {".": ".", "o": "1", "x": "2"}[t],
)
