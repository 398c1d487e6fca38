"""How Nagenawa is written: numbers and regions as puzzlekit writes such genres, puz.link's URL and saved file.

loopcp's token for a room's number is the number itself, ``?`` for a
number left unknown (puz.link has it; it constrains nothing), ``.`` for a
cell without one; the rooms are ``Puzzle.rooms``.

- The text is puzzlekit's for a genre of numbered regions (as Detour's
  and Maxi Loop's): the numbers (``-`` for none) in any cell of their
  room, then the rows of region numbers.
- The puzz.link URL (pzprjs ``nagenawa``: ``decodeBorder`` then
  ``decodeRoomNumber16``) holds one number a room, drawn in its first cell.
- The saved file (plain ``pzprv3``: ``decodeAreaRoom``, ``decodeCellQnum``
  with ``-`` unknown, the lines, the player's cell notes), no line of flags.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import CLUES, LINES, NOTES, ROOMS, Pzprv3Code, saved_number_token

PUZZLEKIT, PUZZLINK, _ = rooms.numbered_room_codes("nagenawa", "Nagenawa")  # no such file: the shape is Detour's

PZPRV3 = Pzprv3Code(
    names=("nagenawa",),
    version=0,
    sections={0: (ROOMS, CLUES, LINES, NOTES)},
    flags={},
    cells={},
    hint="a room's number, '-' (unknown) or '.'",
    clue=saved_number_token,
    unclue=lambda t: "-" if t == "?" else t,
)
