"""How Masyu is written: Knuth's characters, Pearl's game IDs, puzz.link's ``mashu`` body, and its glyphs.

The puzz.link body is the editor's ``encodeCircle`` (pzprjs:
src/variety-common/Encode.js): three cells per character, a base-27 digit
``0``-``9``, ``a``-``q`` worth 9 x first + 3 x second + third, each 0
(empty), 1 (white) or 2 (black); the last character pads with empties.
A saved puzz.link file (pzprv3) writes the same 1 and 2 as one token a
cell, ``.`` for an empty cell.
"""

from __future__ import annotations

from loopcp.genres.codes import (
    CLUES,
    DIRECTIONS,
    LINES,
    ErrorAt,
    Packed,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    TathamCode,
)

WHITE, BLACK = "0", "1"  # Knuth's white and black pearls
CELL_CHARS = WHITE + BLACK + "."
CELL_HINT = "0 (a white pearl), 1 (a black pearl) or '.'"
GLYPHS = {WHITE: ("O", "○"), BLACK: ("@", "●")}  # (ASCII, Unicode) drawn at a pearl's point

TATHAM = TathamCode(
    game="pearl",
    title="a Pearl game ID (Masyu)",
    suffix="",
    grid_types=False,
    claims="WB",
    cells={"W": WHITE, "B": BLACK},  # Pearl's white (straight) and black (corner) pearls
    hint="a pearl B or W",
    difficulties="et",  # easy, tricky
    nosolve=True,
)

# Three cells to a base-27 digit, each 0 (empty), 1 (white) or 2 (black).
_BODY = Packed(
    base=3, per_digit=3, alphabet="0123456789abcdefghijklmnopq", states={1: WHITE, 2: BLACK}, blank=".", what="pearl"
)


def puzzlink_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """The Masyu body as one character per cell."""
    return _BODY.decode(body, total, error, start)


def puzzlink_encode(cells: str) -> str:
    """The editor's Masyu body: three cells to a base-27 digit."""
    return _BODY.encode(cells)


NAMES = ("mashu", "masyu", "pearl")  # puzz.link's pid, then the other names its editor reads
FULL_LOOP = "the loop visits every cell"  # the variant both puzz.link forms flag with 'f'

PUZZLINK = PuzzlinkCode(
    names=NAMES,
    full_loop=FULL_LOOP,
    decode=puzzlink_decode,
    encode=puzzlink_encode,
)

PUZZLEKIT = PuzzlekitCode(  # pearls as w and b, or as puzz.link's 1 (white) and 2 (black)
    dataset="Masyu",
    tokens={"-": ".", ".": ".", "w": WHITE, "b": BLACK, "1": WHITE, "2": BLACK},
    hint="'-', 'w', 'b', '1' or '2'",
    solution=DIRECTIONS,
)

PZPRV3 = Pzprv3Code(  # pzprjs mashu.js: the pearls as numbers, then the lines between cell centres
    names=NAMES,
    version=0,
    sections={0: (CLUES, LINES)},
    flags={"f": FULL_LOOP},
    cells={".": ".", "1": WHITE, "2": BLACK},
    hint="'.', '1' (a white pearl) or '2' (a black pearl)",
    unsupported={"-": "a pearl of unknown colour (loopcp solves white and black pearls only)"},
)
