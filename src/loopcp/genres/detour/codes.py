"""How Detour is written: puzzlekit's numbers and regions, puz.link's URL and saved file.

loopcp's token for a room's number is the number itself (``0`` too: a
room the loop crosses straight), ``?`` for a number left unknown
(puz.link has it; it constrains nothing), ``.`` for a cell without one;
the rooms are ``Puzzle.rooms``.

- The puzzlekit dataset writes the numbers (``-`` for none) in whichever
  cell of the room the source put them, then the rows of region numbers.
- The puzz.link URL (pzprjs ``detour``: ``decodeBorder`` then
  ``decodeRoomNumber16``) holds one number a room, which puz.link draws
  in the room's first cell: a URL written here moves a number there.
- The saved file (``pzprv3.2``: ``decodeBorderQues``, ``decodeCellQnum``
  with ``-`` unknown, the lines, the player's cell notes; before version 2
  ``decodeAreaRoom`` instead of the borders).  Unlike Country Road's, it
  has no line of flags.

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.genres import rooms

PUZZLEKIT, PUZZLINK, PZPRV3 = rooms.numbered_room_codes("detour", "Detour")
