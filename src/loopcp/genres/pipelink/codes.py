"""How Pipelink is written: Knuth's pipe characters, puzz.link's ``pipelink`` body, its saved file, its glyphs.

Knuth's text has one character a cell: a given pipe piece, ``+`` a
crossing, ``|`` and ``-`` straight pieces, and a turn as the digit at its
corner of a numeric keypad: ``7`` (south and east, a top-left corner
``┌``), ``9`` (south and west, ``┐``), ``1`` (north and east, ``└``) and
``3`` (north and west, ``┘``); ``.`` a cell without a piece, and ``?``
the editor's question mark (a cell marked, with no rule).  Letters stay
SuperSlitherlink's regions everywhere in loopcp's text.

The puz.link body (pzprjs src/variety/pipelink.js, ``decodePipelink``): a
piece is a letter, ``a`` the crossing, then ``b`` to ``g`` in the order
above (pzprjs's ``ques`` 11 to 17); ``h`` to ``z`` skip 1 to 19 empty
cells; ``.`` a question mark.  Digits are Pipelink Returns' circles, a
genre of its own (``pipelinkr``), which loopcp refuses by name.

The saved file (pzprv3): after the size, the obsolete display line
(``pipe`` or ``circle``: read and passed over, ``pipe`` written), then a
token a cell (the URL's letters, ``-`` a question mark, ``o`` a circle),
then the lines drawn between cell centres.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres.codes import CLUES, LINES, ErrorAt, PuzzlinkCode, Pzprv3Code

CROSS, ASK, BLANK = "+", "?", "."
PIECES = "+|-1397"  # pzprjs's ques 11 to 17 (+ | - └ ┘ ┐ ┌), its URL letters a to g
CELL_CHARS = PIECES + BLANK + ASK
CELL_HINT = "a pipe piece ('+', '|', '-', or a turn '7', '9', '1', '3' as on a keypad), '.' (no piece) or '?'"
WAYS = {"+": "NSWE", "|": "NS", "-": "WE", "1": "NE", "3": "NW", "9": "SW", "7": "SE"}  # where each piece's pipe runs
GLYPHS = {ch: (ch, "╋┃━┗┛┓┏"[k]) for k, ch in enumerate(PIECES)} | {ASK: ("?", "?")}
_LETTERS = "abcdefg"
CIRCLES = "a circle of Pipelink Returns (pipelinkr), which loopcp does not solve yet"


def puzzlink_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """The Pipelink body as one character per cell."""
    cells: list[str] = []
    for k, ch in enumerate(body):
        if len(cells) >= total:
            raise error(start + k, f"expected the end of the URL after {total} cells, got {describe(ch)}")
        if ch in _LETTERS:
            cells.append(PIECES[_LETTERS.index(ch)])
        elif ch == ".":
            cells.append(ASK)
        elif "h" <= ch <= "z":
            cells.extend(BLANK * min(int(ch, 36) - 16, total - len(cells)))
        elif ch.isdigit():
            raise error(start + k, f"expected a piece a-g, '.' or a run h-z, got {CIRCLES}")
        else:
            raise error(start + k, f"expected a piece a-g, '.' or a run h-z, got {describe(ch)}")
    return "".join(cells) + BLANK * (total - len(cells))


def puzzlink_encode(cells: str) -> str:
    """The editor's Pipelink body: pieces as letters, runs of up to 19 empty cells as h-z."""
    out: list[str] = []
    count = 0
    for ch in cells:
        piece = "." if ch == ASK else _LETTERS[PIECES.index(ch)] if ch in PIECES else ""
        if not piece:
            count += 1
        if count and (piece or count == 19):
            out.append(_base36(16 + count))
            count = 0
        out.append(piece)
    if count:
        out.append(_base36(16 + count))
    return "".join(out)


def _base36(n: int) -> str:
    """A number from 10 to 35 as its base-36 letter."""
    return "0123456789abcdefghijklmnopqrstuvwxyz"[n]


PUZZLINK = PuzzlinkCode(
    names=("pipelink",),
    full_loop="the loop visits every cell already",
    decode=puzzlink_decode,
    encode=puzzlink_encode,
)

PZPRV3 = Pzprv3Code(  # pzprjs pipelink.js decodeData: the display line, the pieces, then the lines
    names=("pipelink",),
    version=0,
    sections={0: (CLUES, LINES)},
    flags={},
    cells={".": BLANK, "-": ASK, **{letter: PIECES[k] for k, letter in enumerate(_LETTERS)}},
    hint="a piece 'a'-'g', '-' (a question mark) or '.'",
    unsupported={"o": CIRCLES},
    display=("pipe", "circle"),
    header="pipe",
)
