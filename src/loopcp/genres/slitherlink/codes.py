"""How Slitherlink is written: Knuth's characters, Loopy's game IDs, puzz.link's ``slither`` body.

The puzz.link body is the editor's ``encode4Cell`` (pzprjs:
src/variety-common/Encode.js): a clue 0-4 is its digit; ``5``-``9`` is
clue 0-4 followed by one blank cell, ``a``-``e`` clue 0-4 followed by two
(also used for the last cells, so the blanks may run past the end); ``g``
to ``z`` is a run of 1 to 20 blank cells; ``.`` is a cell with an unknown
number, which constrains nothing and is read as a blank.

A saved puzz.link file (pzprv3, version 1) holds the clues as one token a
cell (``.`` blank, ``-`` unknown), then a row of background colours a row
of cells (the player's, dropped), then the lines on the cells' sides.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres.codes import (
    CLUES,
    INSIDE,
    LINES,
    NOTES,
    ErrorAt,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    TathamCode,
)

DIGITS = "01234"
CELL_CHARS = DIGITS + "."
CELL_HINT = "0-4, '.' or a letter"
FULL_LOOP = "the loop visits every point"  # the variant both puzz.link forms flag with 'f'
RUN_MAX = 20  # the longest run of blanks one puzz.link letter holds ('z')

TATHAM = TathamCode(
    game="loopy",
    title="a Loopy game ID (Slitherlink)",
    suffix="t0",
    grid_types=True,
    claims="01234",  # a stray 9 in a Pearl ID is a mistake in that ID, not a sign of Loopy
    cells={d: d for d in DIGITS},
    hint="a clue 0-4",
    difficulties="enth",  # easy, normal, tricky, hard
    nosolve=False,
)


def face_label(ch: str) -> str:
    """What a cell's character draws inside its face: the clue, blank for '.'."""
    return " " if ch == "." else ch


def puzzlink_decode(body: str, total: int, error: ErrorAt, start: int, unknown: str = ".") -> str:
    """The Slitherlink body as one character per cell (pzprjs's decode4Cell); ``unknown`` for a '?' clue."""
    cells: list[str] = []
    for k, ch in enumerate(body):
        left = total - len(cells)
        if left == 0:
            raise error(start + k, f"expected the end of the URL after the last of {total} cells, got {describe(ch)}")
        if "0" <= ch <= "9" or "a" <= ch <= "e":
            value = int(ch, 16)
            clue, blanks = value % 5, value // 5
            cells.append(str(clue))
            cells.extend("." * min(blanks, left - 1))  # the editor lets these run past the last cell
        elif "g" <= ch <= "z":
            run = int(ch, 36) - 15
            if run > left:
                raise error(
                    start + k, f"expected at most {left} more cell{'s' * (left != 1)}, got {describe(ch)}, {run} blanks"
                )
            cells.extend("." * run)
        elif ch == ".":
            cells.append(unknown)
        else:
            raise error(start + k, f"expected 0-9, a-e, g-z or '.', got {describe(ch)}")
    if len(cells) < total:
        raise error(start + len(body), f"expected {total} cells, got {len(cells)} (the URL is cut short)")
    return "".join(cells)


def puzzlink_encode(cells: str, unknown: str = "") -> str:
    """The editor's Slitherlink body for the cells ('.' blank; ``unknown``, if given, a '?' clue written '.')."""
    out: list[str] = []
    blanks = 0
    c = 0
    n = len(cells)
    while c < n:
        ch = cells[c]
        piece = ""
        if unknown and ch == unknown:
            piece = "."
        elif ch != ".":
            clue = int(ch)
            if c + 1 < n and cells[c + 1] != ".":
                piece = str(clue)
            elif c + 2 < n and cells[c + 2] != ".":
                piece = str(5 + clue)
                c += 1
            else:
                piece = "abcde"[clue]
                c += 2
        else:
            blanks += 1
        if blanks and (piece or blanks == RUN_MAX):
            out.append(chr(ord("g") + blanks - 1))
            blanks = 0
        out.append(piece)
        c += 1
    if blanks:
        out.append(chr(ord("g") + blanks - 1))
    return "".join(out)


NAMES = ("slither", "slitherlink")  # puzz.link's pid, then the other name its editor reads

PUZZLINK = PuzzlinkCode(
    names=NAMES,
    full_loop=FULL_LOOP,
    decode=puzzlink_decode,
    encode=puzzlink_encode,
)

PUZZLEKIT = PuzzlekitCode(
    dataset="Slitherlink",
    tokens={"-": ".", ".": ".", "0": "0", "1": "1", "2": "2", "3": "3", "4": "4"},
    hint="'-' or a digit 0-4",
    solution=INSIDE,
)

PZPRV3 = Pzprv3Code(  # pzprjs slither.js: decodeData reads version 0 without the background colours
    names=NAMES,
    version=1,
    sections={0: (CLUES, LINES), 1: (CLUES, NOTES, LINES)},
    flags={"f": FULL_LOOP},
    cells={".": ".", "-": ".", **{d: d for d in DIGITS}},  # '-' is a clue whose number is unknown: no constraint
    hint="a clue 0-4, '-' or '.'",
)
