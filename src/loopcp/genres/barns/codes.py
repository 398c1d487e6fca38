"""How Barns is written: its text of icy cells and walls, puz.link's URL and saved file.

loopcp's puzzle: a token a cell, ``i`` an icy cell, ``.`` not; the walls
(pzprjs's bold borders, which no line crosses) are ``Puzzle.rooms`` (what
they enclose) and ``Puzzle.walls`` (those inside a room), as every genre
of borders keeps them (``genres.rooms``).

- The text is a token a cell in puzzlekit's shape (no dataset holds
  Barns): ``i`` for an icy cell, then ``e`` for a wall on its east side
  and ``s`` on its south side (``i``, ``ies``, ``es``, ``-`` neither).
- The puz.link URL (pzprjs barns.js, ``decodeBarns`` then
  ``decodeBorder``): the icy cells five to a base-32 digit (the first
  cell the most significant bit), then the borders (``genres.rooms``).
- The saved file: a token a cell (``1`` icy, ``.`` not), the borders
  (``decodeBorderQues``), then the lines between cell centres.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import (
    BORDERS,
    CLUES,
    DIRECTIONS,
    LINES,
    ErrorAt,
    Packed,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
)
from loopcp.puzzle import Puzzle

ICE = "i"
NAMES = ("barns",)  # puz.link's pid
_ICE = Packed(base=2, per_digit=5, alphabet=rooms.BASE32, states={1: ICE}, blank=".", what="icy cell")


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The icy cells, then the borders, every character of the body read."""
    need = -(-rows * cols // 5)
    cells = _ICE.decode(body[:need], rows * cols, error, start)
    ids, walls, used = rooms.borders_read(body[need:], rows, cols, error, start + need)
    if need + used < len(body):
        raise error(start + need + used, f"expected the end of the URL after the borders, got {body[need + used]!r}")
    tokens = [list(cells[i * cols : (i + 1) * cols]) for i in range(rows)]
    return Puzzle.of("barns", tokens, ids, walls)


def url_write(puzzle: Puzzle) -> str:
    """The icy cells, then the borders."""
    return _ICE.encode("".join(token for row in puzzle.tokens for token in row)) + rooms.borders_write(puzzle)


def text_clue(token: str) -> str | None:
    """A text token: ``-`` or ``.`` nothing, else ``i`` and the wall marks ``e`` and ``s`` in that order."""
    if token in ("-", "."):
        return "."
    rest = token.removeprefix(ICE)
    return token if rest in ("", "e", "s", "es") else None


def build(marked: Puzzle) -> Puzzle:
    """The puzzle the text's tokens draw: its icy cells, and the rooms and walls of its wall marks."""
    rooms_of, walls = rooms.marked_walls(marked, "the board's edge, not a wall")
    tokens = [[ICE if token.startswith(ICE) else "." for token in row] for row in marked.tokens]
    return Puzzle.of(marked.genre, tokens, rooms_of, walls)


def unbuild(puzzle: Puzzle) -> Puzzle:
    """The puzzle with each cell's token marking its ice and its walls east and south, for the text."""
    tokens = [
        [
            (ICE if puzzle.tokens[i][j] == ICE else "") + rooms.wall_marks(puzzle, i, j) or "."
            for j in range(puzzle.cols)
        ]
        for i in range(puzzle.rows)
    ]
    return Puzzle.of(puzzle.genre, tokens)


PUZZLEKIT = PuzzlekitCode(
    dataset="",  # no dataset: the text marks each cell's ice and walls
    tokens={},
    hint="'-', or 'i' (an icy cell) and then 'e', 's' or 'es' (a wall on the cell's east side, south side, or both)",
    solution=DIRECTIONS,
    clue=text_clue,
    unclue=lambda t: "-" if t == "." else t,
    build=build,
    unbuild=unbuild,
)

PUZZLINK = PuzzlinkCode(names=NAMES, full_loop="the loop visits every cell already", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(  # pzprjs barns.js decodeData: the icy cells, the borders, the lines
    names=NAMES,
    version=0,
    sections={0: (CLUES, BORDERS, LINES)},
    flags={},
    cells={},
    hint="'1' (an icy cell) or '.'",
    clue=lambda t: ICE if t == "1" else "." if t == "." else None,
    unclue=lambda t: "1" if t == ICE else ".",
)
