"""How Yajilin is written: loopcp's clue tokens, puzzlekit's, puzz.link's URL and saved file.

loopcp's tokens are the puzzlekit dataset's: ``2e`` (two shaded cells to
the east; ``n``, ``s``, ``w``, ``e``), ``x`` a clue cell without a count,
``@`` a block, ``.`` a free cell (the dataset's ``-``), ``?e`` an
arrow whose number is unknown (puzz.link has it; the dataset does not),
and ``2`` a number without an arrow, which pzprjs counts as an error
(anNoArrow): loopcp reads it so that ``check`` can say so, and a puzzle
with one has no solution.

pzprjs (src/variety/yajilin.js) numbers the directions 1 up, 2 down,
3 left, 4 right, 0 none:

- the URL body is ``encodeArrowNumber16``: per clue a direction digit and
  a hex number (``.`` unknown), ``5``-``9`` for a direction + 5 and a
  two-digit number, ``-`` for a direction and a three-digit number, ``+``
  a block; a letter ``a``-``z`` stands for a run of 1-26 free cells;
- the saved file has an optional flag line ``o`` (a variant: the shaded
  cells lie outside the loop, refused), then ``D,N`` per clue (``D,-``
  unknown, ``#`` a block, ``.`` free), the shading and the lines.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres import arrows
from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, SHADES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

DIGITS = {"n": 1, "s": 2, "w": 3, "e": 4}  # pzprjs's directions
LETTERS = {d: letter for letter, d in DIGITS.items()}
GLYPHS = {"n": ("^", "↑"), "s": ("v", "↓"), "w": ("<", "←"), "e": (">", "→")}  # drawn at an arrow's cell
VARIANT_OUT = "the shaded cells lie outside the loop"
HINT = "an arrow such as '2e' (n, s, w, e), 'x', '@' or '-'"


def dataset_token(token: str) -> str | None:
    """A puzzlekit token as loopcp's, or None (puzzlekit also reads ``e2`` and a bare ``e``)."""
    if token == "-":
        return "."
    if token in ("x", "@"):
        return token
    if token in DIGITS or (token[:1] == "?" and token[1:] in DIGITS):
        return "?" + token[-1]
    for number, direction in ((token[:-1], token[-1:]), (token[1:], token[:1])):
        if direction in DIGITS and number.isascii() and number.isdigit():
            return f"{int(number)}{direction}"
    return None


def dataset_write(token: str) -> str:
    """loopcp's token as the dataset writes it."""
    return {".": "-"}.get(token, token[1:] if token.startswith("?") else token)


PUZZLEKIT = PuzzlekitCode(
    dataset="Yajilin", tokens={}, hint=HINT, solution=DIRECTIONS, clue=dataset_token, unclue=dataset_write
)


def file_token(token: str) -> str | None:
    """A saved file's clue as loopcp's token, or None."""
    if token in (".", "#"):
        return {".": ".", "#": "@"}[token]
    direction, comma, number = token.partition(",")
    if not comma or direction not in ("0", "1", "2", "3", "4"):
        return None
    if direction == "0":  # a number without an arrow is pzprjs's error anNoArrow: read, and never solved
        return "x" if number == "-" else (str(int(number)) if number.isascii() and number.isdigit() else None)
    letter = LETTERS[int(direction)]
    if number == "-":
        return "?" + letter
    return f"{int(number)}{letter}" if number.isascii() and number.isdigit() else None


def file_write(token: str) -> str:
    """loopcp's token as a saved file writes it."""
    if token in (".", "@", "x"):
        return {".": ".", "@": "#", "x": "0,-"}[token]
    if token.isdigit():
        return f"0,{token}"
    number, letter = token[:-1], token[-1]
    return f"{DIGITS[letter]},{'-' if number == '?' else number}"


PZPRV3 = Pzprv3Code(
    names=("yajilin",),
    version=0,
    sections={0: (CLUES, SHADES, LINES)},
    flags={"o": VARIANT_OUT},
    cells={},
    hint="an arrow 'D,N' (D: 1 up, 2 down, 3 left, 4 right), '0,-', '#' or '.'",
    clue=file_token,
    unclue=file_write,
)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """pzprjs's decodeArrowNumber16: per clue an arrow number, ``+`` a block."""

    def clue(k: int) -> tuple[str, int]:
        if body[k] == "+":
            return "@", k + 1
        read = arrows.read(body, k, error, start, "the clue's number")
        if read is None:
            wanted = "a clue (0-9, '-', '+') or a run of free cells (a-z)"
            raise error(start + k, f"expected {wanted}, got {describe(body[k])}")
        direction, number, end = read
        text = "?" if number is None else str(number)
        if direction == 0:
            return ("x" if number is None else text), end
        return text + LETTERS[direction], end

    cells = arrows.cells_read(body, rows * cols, error, start, clue)
    return Puzzle.of("yajilin", [cells[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeArrowNumber16."""

    def clue(token: str) -> str:
        if token in ("@", "x"):
            return {"@": "+", "x": "0."}[token]
        if token.isdigit():
            return arrows.write(0, int(token))
        number = token[:-1]
        return arrows.write(DIGITS[token[-1]], None if number == "?" else int(number))

    return arrows.cells_write((t for row in puzzle.tokens for t in row), clue)


PUZZLINK = PuzzlinkCode(
    names=("yajilin", "yajirin"),
    full_loop="",
    read=url_read,
    write=url_write,
    flags={"b": "the clues drawn on black cells"},
    variants={"o": VARIANT_OUT},
)
