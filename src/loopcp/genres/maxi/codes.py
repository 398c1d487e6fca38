"""How Maxi Loop is written: numbers and regions as puzzlekit writes such genres, puz.link's URL and saved file.

loopcp's token for a room's number is the number itself, ``?`` for a
number left unknown (puz.link has it; it constrains nothing), ``.`` for a
cell without one; the rooms are ``Puzzle.rooms``.

- The text is puzzlekit's for a genre of numbered regions (as Detour's):
  the numbers (``-`` for none) in any cell of their room, then the rows of
  region numbers.  The puzzlekit dataset has no Maxi Loop puzzles.
- The puzz.link URL (pzprjs ``maxi``: ``decodeBorder`` then
  ``decodeRoomNumber16``) holds one number a room, which puz.link draws
  in the room's first cell.
- The saved file (``pzprv3.2``: ``decodeBorderQues``, ``decodeCellQnum``
  with ``-`` unknown, the lines, the player's cell notes; before version 2
  ``decodeAreaRoom`` instead of the borders), with no line of flags.

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.genres import rooms

PUZZLEKIT, PUZZLINK, PZPRV3 = rooms.numbered_room_codes(
    "maxi", "MaxiLoop"
)  # no such file: the text's shape is Detour's
