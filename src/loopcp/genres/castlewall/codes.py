"""How Castle Wall is written: loopcp's wall tokens, puzzlekit's, puz.link's URL and saved file.

loopcp's tokens extend the puzzlekit dataset's: a wall is its arrow
(a count or ``?``, then ``n``, ``s``, ``w`` or ``e``), then its colour
(``o`` white, ``x`` black, nothing grey): ``2sx``, ``1eo``, ``6w``, ``?nx``;
a wall without an arrow is ``x``, ``o``, or ``#`` when grey; ``.`` is a
free cell (the dataset's ``-``).  The dataset has no grey wall without an
arrow and no unknown count: loopcp writes and reads its own tokens for
them in that text (puzzlekit itself would take such a cell for a free one).
A number without an arrow, ``3x`` (``3`` when grey), is pzprjs's error
anNoArrow: loopcp reads it so that ``check`` can say so, and a puzzle with
one has no solution.

pzprjs (src/variety/castle.js) numbers the directions 1 up, 2 down,
3 left, 4 right, 0 none, and the colours 0 grey, 1 white, 2 black:

- the URL: per wall its colour digit, then a direction digit and a hex
  count (``.`` none), ``5``-``9`` for a direction + 5 and two hex digits,
  ``-`` for a direction and three; ``a``-``z`` a run of 1-26 free cells;
- the saved file: ``D,N,C`` per cell, then the lines.  ``N`` is a count,
  ``-`` for a wall without one, or ``-1`` for a free cell: puz.link's
  writer (``encodeData``) writes every free cell as ``0,-1,0``, and its
  reader takes ``D`` and ``C`` of a free cell for nothing, as loopcp does;
  ``C`` plus 4 is the player's "done" mark, dropped.  ``.`` is a free cell
  too (pzprjs's test scripts write it, and its reader reads it), and it is
  what loopcp writes.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres import arrows
from loopcp.genres.castlewall.rules import TOKEN, parse
from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

DIGITS = {"n": 1, "s": 2, "w": 3, "e": 4}
LETTERS = {d: letter for letter, d in DIGITS.items()}
COLOUR_DIGITS = {"": 0, "o": 1, "x": 2}
COLOUR_LETTERS = {d: c for c, d in COLOUR_DIGITS.items()}


def token(number: int | None, direction: int, colour: str) -> str:
    """loopcp's token for a wall (direction 0 none, number None unknown)."""
    if direction == 0:
        return (colour or "#") if number is None else f"{number}{colour}"
    return ("?" if number is None else str(number)) + LETTERS[direction] + colour


def split(token_: str) -> tuple[int | None, int, str]:
    """A wall token as (number or None, direction digit, colour)."""
    wall = parse(token_)
    assert wall is not None, token_
    number, letter, colour = wall
    return number, DIGITS.get(letter, 0), colour


def dataset_token(t: str) -> str | None:
    """A puzzlekit token as loopcp's, or None."""
    if t in ("-", "#"):
        return {"-": "."}.get(t, t)
    match = TOKEN.match(t)
    if t == "" or match is None:
        return None
    number, letter, bare, colour = match.groups()
    if bare is not None:
        return f"{int(bare)}{colour}"
    return t if number in (None, "?") else f"{int(number)}{letter}{colour}"


def file_token(t: str) -> str | None:
    """A saved file's cell ``D,N,C`` (or ``.``) as loopcp's token, or None."""
    if t == ".":
        return "."
    parts = t.split(",")
    if len(parts) != 3 or parts[0] not in ("0", "1", "2", "3", "4") or not (parts[2].isascii() and parts[2].isdigit()):
        return None
    direction, text, colour = int(parts[0]), parts[1], int(parts[2]) & 3
    if (
        int(parts[2]) > 7
        or colour not in COLOUR_LETTERS
        or not (text in ("-", "-1") or (text.isascii() and text.isdigit()))
    ):
        return None
    if text == "-1":
        return "."  # a free cell, as puz.link writes it: its arrow and colour are nothing
    return token(None if text == "-" else int(text), direction, COLOUR_LETTERS[colour])


def file_write(t: str) -> str:
    """loopcp's token as a saved file writes it."""
    if t == ".":
        return "."
    number, direction, colour = split(t)
    return f"{direction},{'-' if number is None else number},{COLOUR_DIGITS[colour]}"


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """pzprjs's castle decodePzpr: per wall a colour digit and an arrow number."""

    def wall(k: int) -> tuple[str, int]:
        ch, at = body[k], start + k
        if ch not in "012":
            wanted = "a wall's colour (0 grey, 1 white, 2 black) or a run of free cells (a-z)"
            raise error(at, f"expected {wanted}, got {describe(ch)}")
        read = arrows.read(body, k + 1, error, start, "the wall's count")
        if read is None:
            got = describe(body[k + 1 : k + 2] or "")
            raise error(at + 1, f"expected a direction 0-9 or '-' after the wall's colour, got {got}")
        direction, number, end = read
        return token(number, direction, COLOUR_LETTERS[int(ch)]), end

    cells = arrows.cells_read(body, rows * cols, error, start, wall)
    return Puzzle.of("castlewall", [cells[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's castle encodePzpr."""

    def wall(t: str) -> str:
        number, direction, colour = split(t)
        return str(COLOUR_DIGITS[colour]) + arrows.write(direction, number)

    return arrows.cells_write((t for row in puzzle.tokens for t in row), wall)


HINT = "a wall such as '2sx', '1eo', '6w', 'x', 'o', or '-'"

PUZZLEKIT = PuzzlekitCode(
    dataset="CastleWall",
    tokens={},
    hint=HINT,
    solution=DIRECTIONS,
    clue=dataset_token,
    unclue=lambda t: {".": "-"}.get(t, t),
)

PUZZLINK = PuzzlinkCode(names=("castle",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("castle",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={},
    cells={},
    hint="a cell 'D,N,C' (D: 0 no arrow, 1 up, 2 down, 3 left, 4 right; N: a count, '-' for none, or -1 for a free"
    " cell; C: 0 grey, 1 white, 2 black, plus 4 when marked done) or '.'",
    clue=file_token,
    unclue=file_write,
)
