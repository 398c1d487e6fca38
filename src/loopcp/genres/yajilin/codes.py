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
from loopcp.genres.base import CLUES, DIRECTIONS, LINES, SHADES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

DIGITS = {"n": 1, "s": 2, "w": 3, "e": 4}  # pzprjs's directions
LETTERS = {d: letter for letter, d in DIGITS.items()}
GLYPHS = {"n": ("^", "↑"), "s": ("v", "↓"), "w": ("<", "←"), "e": (">", "→")}  # drawn at an arrow's cell
VARIANT_OUT = "the shaded cells lie outside the loop"
RUNS = " abcdefghijklmnopqrstuvwxyz"  # a run of 1-26 free cells in a URL
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
    """pzprjs's decodeArrowNumber16, strict: every character read, and nothing past the last cell."""
    total = rows * cols
    cells: list[str] = []
    k = 0
    while k < len(body):
        ch, at = body[k], start + k
        if len(cells) >= total:
            raise error(at, f"expected the end of the URL after {total} cells, got {describe(ch)}")
        if "a" <= ch <= "z":
            cells.extend(["."] * (int(ch, 36) - 9))
            k += 1
            continue
        if ch == "+":
            cells.append("@")
            k += 1
            continue
        if ch in "01234":
            direction, text, k = int(ch), body[k + 1 : k + 2], k + 2
        elif ch in "56789":
            direction, text, k = int(ch) - 5, body[k + 1 : k + 3], k + 3
        elif ch == "-":
            direction = "01234".find(body[k + 1 : k + 2])
            if direction < 0:
                raise error(at + 1, "expected a direction 0-4 after '-'")
            text, k = body[k + 2 : k + 5], k + 5
        else:
            raise error(at, f"expected a clue (0-9, '-', '+') or a run of free cells (a-z), got {describe(ch)}")
        if text == "." and ch in "01234":
            number = "?"
        elif (
            text
            and all(c in "0123456789abcdef" for c in text.lower())
            and len(text) == {"-": 3}.get(ch, 2 if ch in "56789" else 1)
        ):
            number = str(int(text, 16))
        else:
            raise error(at + 1, f"expected the clue's number in hexadecimal, got {text!r}")
        cells.append(("x" if number == "?" else number) if direction == 0 else number + LETTERS[direction])
    if len(cells) > total:
        raise error(start + len(body) - 1, f"expected {total} cells, got {len(cells)} (the last run is too long)")
    cells.extend(["."] * (total - len(cells)))
    return Puzzle.of("yajilin", [cells[i * cols : (i + 1) * cols] for i in range(rows)])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeArrowNumber16."""
    out, run = [], 0
    for token in (t for row in puzzle.tokens for t in row):
        if token == ".":
            run += 1
            if run == 26:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(RUNS[run])
            run = 0
        if token == "@":
            out.append("+")
        elif token == "x":
            out.append("0.")
        elif token.isdigit():
            out.append(f"0{int(token):x}" if int(token) < 16 else f"5{int(token):02x}")
        else:
            number, d = token[:-1], DIGITS[token[-1]]
            n = -2 if number == "?" else int(number)
            if n == -2:
                out.append(f"{d}.")
            elif n < 16:
                out.append(f"{d}{n:x}")
            elif n < 256:
                out.append(f"{d + 5}{n:02x}")
            else:
                out.append(f"-{d}{n:03x}")
    if run:
        out.append(RUNS[run])
    return "".join(out)


PUZZLINK = PuzzlinkCode(
    names=("yajilin", "yajirin"),
    full_loop="",
    read=url_read,
    write=url_write,
    flags={"b": "the clues drawn on black cells"},
    variants={"o": VARIANT_OUT},
)
