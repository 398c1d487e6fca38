"""How Nagareru-Loop is written: loopcp's tokens, puz.link's URL and saved file.

loopcp's tokens, one a cell: ``.`` a white cell, ``n``, ``s``, ``w``,
``e`` an arrow in a white cell (up, down, left, right), ``#`` a shaded
cell, ``#n`` (and ``#s``, ``#w``, ``#e``) a shaded cell with a fan
blowing that way.  No puzzlekit dataset holds Nagareru-Loop: its text is
these tokens in the dataset's shape (``ROWS COLS``, then a row of tokens
a line).

pzprjs (src/variety/nagare.js) keeps a cell as ``ques`` (1 shaded) and
``qdir`` (1 up, 2 down, 3 left, 4 right):

- the URL: a digit ``5 * ques + qdir`` a clue cell (``1``-``4`` an
  arrow, ``5`` shaded, ``6``-``9`` a fan), a letter ``a``-``z`` a run of
  1 to 26 white cells (``genres.arrows``);
- the saved file (``pzprv3``): a token a cell, ``u d l r`` the arrows,
  ``N`` shaded, ``U D L R`` the fans, ``.``; then the lines, with the
  player's arrows on them (``1r``; dropped).
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres import arrows
from loopcp.genres.codes import ARROW_LINES, CLUES, DIRECTIONS, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.genres.nagare.rules import is_token
from loopcp.puzzle import Puzzle

URL = {1: "n", 2: "s", 3: "w", 4: "e", 5: "#", 6: "#n", 7: "#s", 8: "#w", 9: "#e"}
URL_DIGIT = {token: str(digit) for digit, token in URL.items()}
FILE = {"u": "n", "d": "s", "l": "w", "r": "e", "N": "#", "U": "#n", "D": "#s", "L": "#w", "R": "#e", ".": "."}
FILE_TOKEN = {token: letter for letter, token in FILE.items()}


def url_read(body: str, rows: int, cols: int, error: ErrorAt, offset: int) -> Puzzle:
    """pzprjs's decodeNagare: a digit a clue cell, a letter a run of white cells."""

    def clue(k: int) -> tuple[str, int]:
        ch = body[k]
        if ch in "123456789":
            return URL[int(ch)], k + 1
        raise error(offset + k, f"expected a clue 1-9 or a run of white cells a-z, got {describe(ch)}")

    cells = arrows.cells_read(body, rows * cols, error, offset, clue)
    return Puzzle.of("nagare", [cells[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNagare."""
    return arrows.cells_write((t for row in puzzle.tokens for t in row), URL_DIGIT.__getitem__)


def text_token(t: str) -> str | None:
    """A token of loopcp's text, or None."""
    return t if is_token(t) else None


HINT = "a cell such as '.', 'n' (an arrow up; 's', 'w', 'e'), '#' (shaded), '#n' (a fan blowing up)"

PUZZLEKIT = PuzzlekitCode(dataset="", tokens={}, hint=HINT, solution=DIRECTIONS, clue=text_token, unclue=lambda t: t)

PUZZLINK = PuzzlinkCode(names=("nagare",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("nagare",),
    version=0,
    sections={0: (CLUES, ARROW_LINES)},
    flags={},
    cells={},
    hint="a cell '.', 'u', 'd', 'l', 'r' (an arrow), 'N' (shaded), 'U', 'D', 'L', 'R' (a fan)",
    clue=FILE.get,
    unclue=FILE_TOKEN.__getitem__,
)
