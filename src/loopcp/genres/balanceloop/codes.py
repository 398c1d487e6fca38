"""How Balance Loop is written: loopcp's circles, puzzlekit's, puz.link's URL and saved file.

loopcp's tokens: ``w`` a white circle, ``b`` a black one, ``w4`` or
``b3`` a circle with its number (the colour first, as puzzlekit's own
documentation writes them), ``.`` an empty cell.

- The puzzlekit dataset writes ``-`` for an empty cell and a number either
  side of its colour (``w4`` or ``4w``; each Janko file keeps to one).
  Both read; ``w4`` is written.
- The URL (pzprjs ``balance``) is ``decodeNumber16`` over the cells, a
  value a circle: 0 a white circle, 1 a black one, 2n a white n, 2n + 1 a
  black n; ``g``-``z`` skip runs of empty cells.  The flag ``f`` is a
  variant (the loop through every cell), refused.
- The saved file: a flag line ``f`` for that variant (refused), then a
  token a cell, ``colour,number`` (colour 0 white, 1 black; number -2 for
  none) or ``.``, then the lines.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

WHITE, BLACK = "w", "b"
COLOURS = {WHITE: "white", BLACK: "black"}
FULL = "the loop passes through every cell"


def circle(token: str) -> tuple[str, int | None] | None:
    """A loopcp token as (colour, number or None), or None for an empty cell."""
    if token == ".":
        return None
    return token[0], int(token[1:]) if token[1:] else None


def _token(colour: str, digits: str) -> str | None:
    """loopcp's token for a colour and a number's digits ("" none), or None if the digits are not a number from 1."""
    if not digits:
        return colour
    if not (digits.isascii() and digits.isdigit()) or int(digits) < 1:
        return None
    return f"{colour}{int(digits)}"


def dataset_clue(token: str) -> str | None:
    """A dataset token (``-``, ``w``, ``b3``, ``3b``) as loopcp's, or None if it is not one."""
    if token in ("-", "."):
        return "."
    if token[:1] in COLOURS:
        return _token(token[0], token[1:])
    if token[-1:] in COLOURS:
        return _token(token[-1], token[:-1])
    return None


def saved_clue(token: str) -> str | None:
    """A saved file's cell (``.``, ``0,-2``, ``1,4``) as loopcp's token, or None if it is not one."""
    if token == ".":
        return "."
    colour, comma, number = token.partition(",")
    if not comma or colour not in ("0", "1"):
        return None
    if number == "-1":  # a colour without a circle: pzprjs draws nothing there
        return "."
    return _token(WHITE if colour == "0" else BLACK, "" if number == "-2" else number)


def saved_unclue(token: str) -> str:
    """loopcp's token as a saved file's cell."""
    found = circle(token)
    if found is None:
        return "."
    colour, number = found
    return f"{'0' if colour == WHITE else '1'},{-2 if number is None else number}"


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """A value for each circle, runs of empty cells skipped."""
    refused = "expected a circle (0-9, a-f, '-', '+') or a run of cells (g-z), got '.'"
    values = rooms.numbers_read(body, rows * cols, error, start, refused, of="cell")
    tokens = []
    for value in values:
        if value is None:
            tokens.append(".")
        else:
            number, odd = divmod(value, 2)
            tokens.append((BLACK if odd else WHITE) + (str(number) if number else ""))
    return Puzzle.of("balanceloop", [tokens[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNumber16 of 2 x number + colour (0 white, 1 black) over the cells."""
    values: list[int | None] = []
    for row in puzzle.tokens:
        for token in row:
            found = circle(token)
            values.append(None if found is None else 2 * (found[1] or 0) + (found[0] == BLACK))
    return rooms.numbers_write(values)


PUZZLEKIT = PuzzlekitCode(
    dataset="BalanceLoop",
    tokens={},
    hint="'-', 'w' or 'b' (a circle), with its number before or after ('w4', '3b')",
    solution=DIRECTIONS,
    clue=dataset_clue,
    unclue=lambda t: {".": "-"}.get(t, t),
)

PUZZLINK = PuzzlinkCode(names=("balance",), full_loop=FULL, read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("balance",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={"f": FULL},
    cells={},
    hint="'.' or a circle 'colour,number' (colour 0 white or 1 black, number -2 for none)",
    clue=saved_clue,
    unclue=saved_unclue,
)
