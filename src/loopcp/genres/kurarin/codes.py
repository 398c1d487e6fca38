"""How Kurarin is written: its text of dot tokens, puz.link's URL and saved file.

A cell's token lists the dots of its four places (``rules``): centre,
east side, south side, south-east corner, each ``b`` (black), ``g``
(grey), ``w`` (white) or ``.``; ``.`` alone for none.

- No puzzlekit dataset holds Kurarin.  Its text has the shape the
  dataset gives a genre of clue tokens: ``ROWS COLS``, then the rows of
  tokens, ``-`` a cell without a dot.
- The URL (pzprjs ``kurarin``: ``decodeKurarin``): the places of the
  half-cell lattice (2 x rows - 1 by 2 x cols - 1, row by row), two to a
  hexadecimal digit worth 4 x first + second (1 black, 2 grey, 3 white),
  ``g``-``z`` 1 to 20 digits of empty pairs.
- The saved file (``decodeDotFile``: a row of the lattice a line, a digit
  for each dot; the answer's shading, ``decodeCellAns``; the lines).
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres.codes import DIRECTIONS, DOT_FILE, LINES, SHADES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.genres.kurarin.rules import valid
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

NAMES = ("kurarin",)  # puz.link's pid
VALUES = {"b": 1, "g": 2, "w": 3}  # pzprjs's dot values
COLOURS = {v: k for k, v in VALUES.items()}
HEX = "0123456789abcdef"
HEX_RUN = "0123456789abcdefghijklmnopqrstuvwxyz"[15:]  # a run of n empty pairs is HEX_RUN[n]
CELL_HINT = "a cell's dots: four of 'b', 'g', 'w' or '.' (centre, east side, south side, south-east corner)"


def _places(rows: int, cols: int) -> list[tuple[int, int, int]]:
    """The half-cell lattice in pzprjs's order, as (cell row, cell column, place in the token)."""
    return [(y // 2, x // 2, 2 * (y % 2) + x % 2) for y in range(2 * rows - 1) for x in range(2 * cols - 1)]


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """pzprjs's decodeKurarin, every character read."""
    places = _places(rows, cols)
    pairs = (len(places) + 1) // 2
    tokens = [[["."] * 4 for _ in range(cols)] for _ in range(rows)]
    pair = 0
    for k, ch in enumerate(body):
        if pair >= pairs:
            raise error(start + k, f"expected the end of the URL after {pairs} pairs of dots, got {describe(ch)}")
        if ch in HEX:
            for half, value in enumerate(((int(ch, 16) >> 2) & 3, int(ch, 16) & 3)):
                if value and 2 * pair + half < len(places):
                    i, j, place = places[2 * pair + half]
                    tokens[i][j][place] = COLOURS[value]
            pair += 1
        elif "g" <= ch <= "z":
            pair += int(ch, 36) - 15
        else:
            raise error(start + k, f"expected a pair of dots (0-f) or a run of empty pairs (g-z), got {describe(ch)}")
    if pair > pairs:
        raise error(start + len(body) - 1, f"expected {pairs} pairs of dots, got {pair} (the last run is too long)")
    return Puzzle.of("kurarin", [["." if t == ["."] * 4 else "".join(t) for t in row] for row in tokens])


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeKurarin: a digit for each pair with a dot, runs of empty pairs as g-z."""
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token != "." and (
                (j == puzzle.cols - 1 and token[1::2] != "..") or (i == puzzle.rows - 1 and token[2:] != "..")
            ):
                raise UnsupportedError(
                    f"a kurarin cannot be written as a puzz.link URL: the dot of {cell_name((i, j))} beyond it lies"
                    " off the board"
                )
    values = [
        0 if puzzle.tokens[i][j] == "." else VALUES.get(puzzle.tokens[i][j][place], 0)
        for i, j, place in _places(puzzle.rows, puzzle.cols)
    ]
    out, run = [], 0
    for k in range(0, len(values), 2):
        value = 4 * values[k] + (values[k + 1] if k + 1 < len(values) else 0)
        if not value:
            run += 1
            if run == 20:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(HEX_RUN[run])
            run = 0
        out.append(HEX[value])
    if run:
        out.append(HEX_RUN[run])
    return "".join(out)


PUZZLEKIT = PuzzlekitCode(
    dataset="",  # no dataset: the text of a genre of clue tokens, rows of tokens alone
    tokens={},
    hint=f"{CELL_HINT}, or '-'",
    solution=DIRECTIONS,
    clue=lambda t: "." if t == "-" else t if t != "." and valid(t) else None,
    unclue=lambda t: "-" if t == "." else t,
)

PUZZLINK = PuzzlinkCode(names=NAMES, full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=NAMES,
    version=0,
    sections={0: (DOT_FILE, SHADES, LINES)},
    flags={},
    cells={"1": "b", "2": "g", "3": "w"},  # a dot's digit -> its colour
    hint="a dot: '1' (black), '2' (grey), '3' (white), or '.'",
    clue=lambda t: t,  # the dots section makes the tokens
    unclue=lambda t: t,
)
