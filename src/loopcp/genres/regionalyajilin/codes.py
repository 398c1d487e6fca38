"""How Regional Yajilin is written: puzzlekit's tokens and regions, puz.link's URL and saved file.

loopcp's token for a room's number is the number itself, ``.`` for a cell
without one; the rooms are ``Puzzle.rooms``.

- The puzzlekit dataset writes the numbers (``-`` for none) and then the
  rows of region numbers.
- The puzz.link URL (pzprjs ``yajilin-regions``: ``decodeBorder`` then
  ``decodeRoomNumber16``, ``genres.rooms``; one number a room, in its
  first cell; flag ``o`` the variant, refused) and the saved file (``decodeAreaRoom``,
  ``decodeCellQnum``, ``decodeCellAns``, ``decodeBorderLine``, after an
  optional flag line ``o``, the variant whose shaded cells lie outside
  the loop, refused).
"""

from __future__ import annotations

import functools

from loopcp.genres import rooms
from loopcp.genres.codes import (
    CLUES,
    DIRECTIONS,
    LINES,
    ROOMS,
    SHADES,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    number_token,
)

VARIANT_OUT = "the shaded cells lie outside the loop"


_number = functools.partial(number_token, unknown=False)  # no unknown room numbers

PUZZLEKIT = PuzzlekitCode(
    dataset="RegionalYajilin",
    tokens={},
    hint="a room's number or '-'",
    solution=DIRECTIONS,
    clue=_number,
    regions=True,
)

PZPRV3 = Pzprv3Code(
    names=("yajilin-regions",),
    version=0,
    sections={0: (ROOMS, CLUES, SHADES, LINES)},
    flags={"o": VARIANT_OUT},
    cells={},
    hint="a room's number or '.'",
    unsupported={"-": "a room number left unknown ('?'), which loopcp does not solve"},
    clue=lambda t: None if t == "-" else _number(t),
    unclue=lambda t: t,
)

PUZZLINK = PuzzlinkCode(
    names=("yajilin-regions",),
    full_loop="",
    read=rooms.url_reader("regionalyajilin", unknown=None),
    write=rooms.url_write,
    variants={"o": VARIANT_OUT},
)
