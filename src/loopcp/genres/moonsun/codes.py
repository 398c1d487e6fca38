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
from loopcp.genres.base import (
    BORDERS,
    CLUES,
    DIRECTIONS,
    LINES,
    NOTES,
    ROOMS,
    ErrorAt,
    Packed,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
)
from loopcp.puzzle import Puzzle

_MARKS = Packed(
    base=3, per_digit=3, alphabet="0123456789abcdefghijklmnopq", states={1: "o", 2: "x"}, blank=".", what="moon or sun"
)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The rooms, then the marks."""
    ids, used = rooms.borders_read(body, rows, cols, error, start)
    marks = _MARKS.decode(body[used:], rows * cols, error, start + used)
    return Puzzle.of("moonsun", [list(marks[i * cols : (i + 1) * cols]) for i in range(rows)], ids)


def url_write(puzzle: Puzzle) -> str:
    """The borders, then the marks; a room in two pieces is refused."""
    rooms.writable(puzzle, "a puzz.link URL")
    return rooms.borders_write(puzzle.rooms) + _MARKS.encode("".join("".join(row) for row in puzzle.tokens))


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
    sections={0: (ROOMS, CLUES, LINES, NOTES), 2: (BORDERS, CLUES, LINES, NOTES)},
    flags={},
    cells={},
    hint="'1' (a sun), '2' (a moon) or '.'",
    clue={".": ".", "1": "o", "2": "x"}.get,
    unclue=lambda t: {".": ".", "o": "1", "x": "2"}[t],
)
