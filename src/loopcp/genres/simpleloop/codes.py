"""How Simple Loop is written: Knuth's characters, puzz.link's ``simpleloop`` body, puzzlekit's tokens, its glyphs.

Knuth's text has one character a cell: ``#`` a shaded cell (the loop
avoids it), ``.`` an open cell (the loop passes through it).  Every cell
is a clue, so there is no blank: ``.`` is the same demand as everywhere
else in loopcp's text, a cell that a clue leaves unshaded.

The puzz.link body is the editor's ``encodeEmpty`` (pzprjs:
src/variety/simpleloop.js over ``encodeBinary`` in
src/variety-common/Encode.js): five cells per character, a base-32 digit
``0``-``9``, ``a``-``v`` whose bits, highest first, say which of the five
cells are shaded; the last character pads with open cells.  The editor
writes an empty body for a board with no shaded cell; loopcp writes the
digits ``0`` instead, which the editor reads as the same puzzle.

The file puzz.link saves (pzprv3) writes ``*`` for a shaded cell and
``.`` for an open one, then the lines drawn between cell centres.

The puzzlekit dataset writes ``x`` for a shaded cell and ``-`` for an open
one (puzzlekit's ``simple_loop`` solver takes exactly these two tokens),
and its solutions give each cell's directions, ``-`` for a shaded cell.
"""

from __future__ import annotations

from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, ErrorAt, Packed, PuzzlekitCode, PuzzlinkCode, Pzprv3Code

SHADED, OPEN = "#", "."  # Knuth's shaded and open cells
CELL_CHARS = SHADED + OPEN
CELL_HINT = "'#' (a shaded cell) or '.' (an open cell)"
GLYPHS = {SHADED: ("#", "■")}  # (ASCII, Unicode) drawn at a shaded cell's centre; pictures fill the cell

# Five cells to a base-32 digit, each bit (the first cell highest) 1 for a shaded cell.
_BODY = Packed(
    base=2, per_digit=5, alphabet="0123456789abcdefghijklmnopqrstuv", states={1: SHADED}, blank=OPEN, what="shaded cell"
)


def puzzlink_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """The Simple Loop body as one character per cell; the editor writes a board with no shaded cell as none."""
    return _BODY.decode(body, total, error, start) if body else OPEN * total


def puzzlink_encode(cells: str) -> str:
    """The editor's Simple Loop body: five cells to a base-32 digit."""
    return _BODY.encode(cells)


PUZZLINK = PuzzlinkCode(
    names=("simpleloop",),
    full_loop="the loop visits every cell",  # the editor has no flags for simpleloop; the reader names one all the same
    decode=puzzlink_decode,
    encode=puzzlink_encode,
)

PUZZLEKIT = PuzzlekitCode(
    dataset="SimpleLoop",
    tokens={"-": OPEN, "x": SHADED},
    hint="'-' (an open cell) or 'x' (a shaded cell)",
    solution=DIRECTIONS,
)

PZPRV3 = Pzprv3Code(  # pzprjs simpleloop.js decodeData: decodeEmpty ('*' a shaded cell), then the lines
    names=("simpleloop",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={},
    cells={".": OPEN, "*": SHADED},
    hint="'.' (an open cell) or '*' (a shaded cell)",
)
