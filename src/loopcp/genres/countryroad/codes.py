"""How Country Road is written: puzzlekit's numbers and regions, puz.link's URL and saved file.

loopcp's token for a room's number is the number itself, ``?`` for a
number left unknown (puz.link has it; it constrains nothing), ``.`` for a
cell without one, ``@`` for a blocked cell (a room of its own that the
loop never visits: the puzzlekit text's region ``@``, from Janko's
puzzles; puz.link has none); the rooms are ``Puzzle.rooms``.

- The puzzlekit dataset writes the numbers (``-`` for none) in whichever
  cell of the room the source put them, then the rows of region numbers.
- The puzz.link URL (pzprjs ``country``: ``decodeBorder`` then
  ``decodeRoomNumber16``) holds one number a room, which puz.link draws
  in the room's first cell: a URL written here moves a number there.  The
  flag ``e`` is a variant (rooms the loop may leave out), refused.
- The saved file (``pzprv3.2``: a line of flags, ``decodeBorderQues``,
  ``decodeCellQnum`` with ``-`` unknown, the lines, the player's cell
  notes; before version 2 ``decodeAreaRoom`` instead of the borders, and
  no flag line before version 1).

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError
from loopcp.genres import rooms
from loopcp.genres.codes import (
    BORDERS,
    CLUES,
    DIRECTIONS,
    FLAGS,
    LINES,
    NOTES,
    ROOMS,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    number_token,
    saved_number_token,
)
from loopcp.genres.countryroad import rules
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

VARIANT_EMPTY = "rooms the loop may leave out"


def file_write(token: str) -> str:
    """loopcp's token as a saved file writes it; puz.link's Country Road has no blocked cells."""
    if token == "@":
        raise UnsupportedError("a countryroad with blocked cells cannot be written as a pzprv3 file: puz.link has none")
    return "-" if token == "?" else token


def url_write(puzzle: Puzzle) -> str:
    """The borders, then each room's number; puz.link's Country Road has no blocked cells."""
    blocked = rules.blocked(puzzle)
    if blocked:
        raise UnsupportedError(
            f"a countryroad cannot be written as a puzz.link URL: {cell_name(blocked[0])} is a blocked cell"
        )
    return rooms.url_write(puzzle)


PUZZLEKIT = PuzzlekitCode(
    dataset="CountryRoad",
    tokens={},
    hint="a room's number or '-'",
    solution=DIRECTIONS,
    clue=number_token,
    unclue=lambda t: "-" if t == "." else t,
    regions=True,
    block="@",
)

PUZZLINK = PuzzlinkCode(
    names=("country",),
    full_loop="",
    read=rooms.url_reader("countryroad"),
    write=url_write,
    variants={"e": VARIANT_EMPTY},
)

PZPRV3 = Pzprv3Code(
    names=("country",),
    version=2,
    sections={
        0: (ROOMS, CLUES, LINES, NOTES),
        1: (FLAGS, ROOMS, CLUES, LINES, NOTES),
        2: (FLAGS, BORDERS, CLUES, LINES, NOTES),
    },
    flags={"e": VARIANT_EMPTY},
    cells={},
    hint="a room's number, '-' (unknown) or '.'",
    clue=saved_number_token,
    unclue=file_write,
)
