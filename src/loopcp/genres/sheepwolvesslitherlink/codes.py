"""How Sheep and Wolves Slitherlink is written: Knuth's characters, puz.link's ``swslither`` URL and saved file.

Knuth's text has one character a cell: a digit 0-4 (a clue), ``?`` a clue
whose number is unknown (it constrains nothing), ``5`` a sheep (inside
the loop), ``6`` a wolf (outside it), ``.`` a blank cell: a sheep and a
wolf are the numbers puz.link gives them (pzprjs slither.js,
``Cell@swslither``; its editor's keys), since a letter in Knuth's text is
a SuperSlitherlink region.  Pictures draw them as ``S`` and ``W``.

The URL body is pzprjs's
``encodeNumber10``: a digit a clue, ``.`` an unknown number, and ``a`` to
``z`` a run of 1 to 26 blank cells.  The saved file is Slitherlink's
(version 1: the clues, ``-`` unknown, the player's background colours,
then the lines on the cells' sides), and both forms take the full-loop
flag ``f``.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres.codes import CLUES, LINES, NOTES, ErrorAt, PuzzlinkCode, Pzprv3Code
from loopcp.genres.slitherlink.codes import FULL_LOOP

DIGITS = "01234"
UNKNOWN = "?"
SHEEP, WOLF = "5", "6"
CELL_CHARS = DIGITS + SHEEP + WOLF + UNKNOWN + "."
CELL_HINT = "0-4 (a clue), 5 (a sheep), 6 (a wolf), '?' (a clue without a number) or '.'"
NUMBERS = {ch: ch for ch in DIGITS + SHEEP + WOLF}  # puz.link's numbers -> Knuth characters
GLYPHS = {SHEEP: "S", WOLF: "W", ".": " "}  # what a picture draws in a cell, other than its own character
RUN_MAX = 26  # the longest run of blanks one URL letter holds ('z')


def face_label(ch: str) -> str:
    """What a cell's character draws inside its face: the clue, S a sheep, W a wolf, blank for '.'."""
    return GLYPHS.get(ch, ch)


def url_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """The body as one Knuth character per cell (pzprjs's decodeNumber10), or an error at its place."""
    cells: list[str] = []
    for k, ch in enumerate(body):
        left = total - len(cells)
        if left == 0:
            raise error(start + k, f"expected the end of the URL after the last of {total} cells, got {describe(ch)}")
        if ch in NUMBERS:
            cells.append(NUMBERS[ch])
        elif ch == ".":
            cells.append(UNKNOWN)
        elif "a" <= ch <= "z":
            run = int(ch, 36) - 9
            if run > left:
                more = f"{left} more cell{'s' * (left != 1)}"
                raise error(start + k, f"expected at most {more}, got {describe(ch)}, {run} blanks")
            cells.extend("." * run)
        else:
            raise error(start + k, f"expected 0-4, 5 (a sheep), 6 (a wolf), '.' or a-z, got {describe(ch)}")
    if len(cells) < total:
        raise error(start + len(body), f"expected {total} cells, got {len(cells)} (the URL is cut short)")
    return "".join(cells)


def url_encode(cells: str) -> str:
    """The editor's body for the cells (pzprjs's encodeNumber10): runs of blanks as a-z before the next clue."""
    number = {ch: n for n, ch in NUMBERS.items()} | {UNKNOWN: "."}
    out: list[str] = []
    blanks = 0
    for ch in cells:
        if ch == ".":
            blanks += 1
            if blanks == RUN_MAX:
                out.append("z")
                blanks = 0
            continue
        if blanks:
            out.append(chr(ord("a") + blanks - 1))
            blanks = 0
        out.append(number[ch])
    if blanks:
        out.append(chr(ord("a") + blanks - 1))
    return "".join(out)


PUZZLINK = PuzzlinkCode(names=("swslither",), full_loop=FULL_LOOP, decode=url_decode, encode=url_encode)

PZPRV3 = Pzprv3Code(  # pzprjs slither.js: Slitherlink's decodeData
    names=("swslither",),
    version=1,
    sections={0: (CLUES, LINES), 1: (CLUES, NOTES, LINES)},
    flags={"f": FULL_LOOP},
    cells={".": ".", "-": UNKNOWN, **NUMBERS},
    hint="a clue 0-4, 5 (a sheep), 6 (a wolf), '-' or '.'",
)
