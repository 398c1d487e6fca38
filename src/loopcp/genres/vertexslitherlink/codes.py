"""How Vertex Slitherlink is written (and Touch Slitherlink, which puz.link writes the same way).

Knuth's text has one character a cell: a digit 0-4 (a clue), ``?`` a clue
whose number is unknown (it constrains nothing), ``.`` a blank cell.

The puz.link body is Slitherlink's (pzprjs's ``encode4Cell``, read by
``slitherlink.codes``), ``.`` an unknown number.  The saved file (pzprjs
vslither.js ``decodeData``, header ``pzprv3``) holds the clues (``-``
unknown), the player's background colours, the lines on the cells' sides,
then the player's marks on the dots at the cells' corners: the colours and
the marks are notes, read and dropped.  A flag ``f`` (the full loop) in
either form: puz.link reads it for ``vslither`` and then ignores it, so
loopcp refuses it rather than guess; ``tslither`` solves it.
"""

from __future__ import annotations

from loopcp.genres.codes import CLUES, CORNERS, LINES, NOTES, ErrorAt, PuzzlinkCode, Pzprv3Code
from loopcp.genres.slitherlink.codes import FULL_LOOP, puzzlink_decode, puzzlink_encode

DIGITS = "01234"
UNKNOWN = "?"
CELL_CHARS = DIGITS + UNKNOWN + "."
CELL_HINT = "0-4 (a clue), '?' (a clue without a number) or '.'"


def face_label(ch: str) -> str:
    """What a cell's character draws inside its face: the clue, blank for '.'."""
    return " " if ch == "." else ch


def url_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """pzprjs's decode4Cell, '.' an unknown clue."""
    return puzzlink_decode(body, total, error, start, unknown=UNKNOWN)


def url_encode(cells: str) -> str:
    """pzprjs's encode4Cell, an unknown clue written '.'."""
    return puzzlink_encode(cells, unknown=UNKNOWN)


def puzzlink(pid: str) -> PuzzlinkCode:
    """The URL of the corner-counting Slitherlinks (``vslither``, ``tslither``)."""
    return PuzzlinkCode(names=(pid,), full_loop=FULL_LOOP, decode=url_decode, encode=url_encode)


def pzprv3(pid: str) -> Pzprv3Code:
    """The saved file of the corner-counting Slitherlinks: clues, colours, lines, the dots' marks."""
    return Pzprv3Code(
        names=(pid,),
        version=0,
        sections={0: (CLUES, NOTES, LINES, CORNERS)},
        flags={"f": FULL_LOOP},
        cells={".": ".", "-": UNKNOWN, **{d: d for d in DIGITS}},
        hint="a clue 0-4, '-' or '.'",
    )


PUZZLINK = puzzlink("vslither")
PZPRV3 = pzprv3("vslither")
