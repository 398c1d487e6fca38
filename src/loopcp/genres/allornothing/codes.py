"""How All or Nothing is written: its text of region rows, puz.link's URL and saved file.

A puzzle is its rooms alone (``Puzzle.rooms``, and ``Puzzle.walls``
inside them); every cell's token is ``.``.

- No puzzlekit dataset holds All or Nothing.  Its text is the shape that
  puzzlekit's dataset gives a genre whose only clues are its regions
  (Double Back's): ``ROWS COLS``, then the rows of region numbers.
- The puzz.link URL (pzprjs ``nothing``, in country.js: ``decodeBorder``
  alone) holds the borders and nothing else.
- The saved file (``pzprv3.2``: ``decodeBorderQues``, ``decodeCellQnum``,
  the lines, the player's cell notes; before version 2 ``decodeAreaRoom``
  instead of the borders).  The editor puts no number in a cell of
  All or Nothing, so a file's clues are all ``.``.

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``).
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import DIRECTIONS, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

NAMES = ("nothing",)  # puz.link's pid


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The borders, every character of the body read."""
    ids, walls, used = rooms.borders_read(body, rows, cols, error, start)
    if used < len(body):
        raise error(start + used, f"expected the end of the URL after the room borders, got {body[used]!r}")
    return Puzzle.of("allornothing", [["."] * cols for _ in range(rows)], ids, walls)


def url_write(puzzle: Puzzle) -> str:
    """The borders (refused for a room in two pieces)."""
    rooms.writable(puzzle, "a puzz.link URL")
    return rooms.borders_write(puzzle)


PUZZLEKIT = PuzzlekitCode(
    dataset="",  # no dataset: the text of Double Back's shape, region rows alone
    tokens={},
    hint="'-'",
    solution=DIRECTIONS,
    clue=lambda t: "." if t == "-" else None,
    unclue=lambda t: "-",
    regions=True,
    clues=False,
)

PUZZLINK = PuzzlinkCode(names=NAMES, full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=NAMES,
    version=2,
    sections=rooms.SAVED_SECTIONS,
    flags={},
    cells={},
    hint="'.' (All or Nothing has no numbers)",
    clue=lambda t: "." if t == "." else None,
    unclue=lambda t: ".",
)
