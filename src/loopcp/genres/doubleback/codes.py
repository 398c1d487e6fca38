"""How Double Back is written: puzzlekit's regions, puz.link's URL and saved file, its glyphs.

loopcp's tokens: ``@`` a shaded cell (the loop avoids it; it belongs to
no room), ``.`` every other cell; the rooms are ``Puzzle.rooms``, each
shaded cell a room of its own that the rules leave out.

- The puzzlekit dataset writes the region rows alone, ``#`` for a shaded
  cell (puzzlekit's ``double_back`` also takes ``@`` and ``x``, which the
  dataset never uses).
- The puzz.link URL (pzprjs ``doubleback``: ``decodeBorder``, then
  ``decodeEmpty``, five cells to a base-32 digit, 1 a shaded cell) leaves
  the shaded cells out when there are none, as the editor does.
- The saved file (``pzprv3.2``: ``decodeBorderQues``, then ``decodeEmpty``
  with ``*`` a shaded cell, the lines, the player's cell notes; before
  version 2 ``decodeAreaRoom`` instead of the borders).

pzprjs's rooms are the unshaded cells that no border parts: a shaded cell
parts a room even where the editor draws no border around it (it draws
none when a cell is made shaded).  Reading a URL or a saved file splits
the rooms so (``apart``); writing one draws a border around each shaded
cell, which the editor reads the same.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import DIRECTIONS, ErrorAt, Packed, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

SHADED, OPEN = "@", "."  # loopcp's tokens
GLYPHS = {SHADED: ("#", "■")}  # (ASCII, Unicode) drawn at a shaded cell's centre; pictures fill the cell

_EMPTY = Packed(base=2, per_digit=5, alphabet=rooms.BASE32, states={1: SHADED}, blank=OPEN, what="shaded cell")


def apart(puzzle: Puzzle) -> Puzzle:
    """The puzzle with rooms as pzprjs sees them: each shaded cell alone, and the rest split where one parts them."""
    ids = [
        [
            -1 - i * puzzle.cols - j if token == SHADED else room
            for j, (token, room) in enumerate(zip(tokens, row, strict=True))
        ]
        for i, (tokens, row) in enumerate(zip(puzzle.tokens, puzzle.rooms, strict=True))
    ]
    return Puzzle.of(puzzle.genre, puzzle.tokens, rooms.pieces(ids), puzzle.walls)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The borders, then the shaded cells (none when the body ends with the borders)."""
    ids, walls, used = rooms.borders_read(body, rows, cols, error, start)
    rest = body[used:]
    cells = _EMPTY.decode(rest, rows * cols, error, start + used) if rest else OPEN * (rows * cols)
    tokens = [list(cells[i * cols : (i + 1) * cols]) for i in range(rows)]
    return apart(Puzzle.of("doubleback", tokens, ids, walls))


def url_write(puzzle: Puzzle) -> str:
    """The borders, then the shaded cells if there are any (refused for a room in two pieces)."""
    rooms.writable(puzzle, "a puzz.link URL")
    cells = "".join("".join(row) for row in puzzle.tokens)
    return rooms.borders_write(puzzle) + (_EMPTY.encode(cells) if SHADED in cells else "")


def _saved(token: str) -> str | None:
    """A saved file's cell: ``*`` shaded, ``.`` not."""
    return {"*": SHADED, ".": OPEN}.get(token)


def _unsaved(token: str) -> str:
    """loopcp's token as a saved file writes it."""
    return {SHADED: "*"}.get(token, ".")


PUZZLEKIT = PuzzlekitCode(
    dataset="DoubleBack",
    tokens={},
    hint="'-'",
    solution=DIRECTIONS,
    clue=lambda t: OPEN if t == "-" else None,
    unclue=lambda t: "-",
    regions=True,
    block="#",
    clues=False,
)

PUZZLINK = PuzzlinkCode(names=("doubleback",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("doubleback",),
    version=2,
    sections=rooms.SAVED_SECTIONS,
    flags={},
    cells={},
    hint="'*' (a shaded cell) or '.'",
    clue=_saved,
    unclue=_unsaved,
    settle=apart,
)
