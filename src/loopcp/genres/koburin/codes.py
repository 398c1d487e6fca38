"""How Koburin is written: Knuth's characters, puzzlekit's tokens, puzz.link's URL and saved file.

Knuth's text has one character a cell: a digit 0-4 (a clue: that many of
its four neighbours are shaded), ``?`` a clue whose number is unknown,
``.`` a free cell.  The puzzlekit dataset writes ``-`` for a free cell.
The puzz.link body is pzprjs's ``decode4Cell``, as Slitherlink's, with
``.`` for an unknown number; its flags ``o`` (the shaded cells outside
the loop) and ``m`` (Minesweeper-style counts of eight neighbours) are
variants, refused, and ``b`` is how the clues are drawn.  The saved file
has those flags as lines, then the clues (``-`` unknown), the shading and
the lines.
"""

from __future__ import annotations

from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, SHADES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.genres.slitherlink.codes import puzzlink_decode, puzzlink_encode

UNKNOWN = "?"
CELL_CHARS = "01234" + UNKNOWN + "."
CELL_HINT = "0-4 (a clue), '?' (a clue without a number) or '.'"
VARIANTS = {"o": "the shaded cells lie outside the loop", "m": "clues count the eight cells around them"}


def url_decode(body: str, total: int, error: ErrorAt, start: int) -> str:
    """pzprjs's decode4Cell, '.' an unknown clue."""
    return puzzlink_decode(body, total, error, start, unknown=UNKNOWN)


def url_encode(cells: str) -> str:
    """pzprjs's encode4Cell."""
    return puzzlink_encode(cells, unknown=UNKNOWN)


PUZZLINK = PuzzlinkCode(
    names=("koburin",),
    full_loop="",
    decode=url_decode,
    encode=url_encode,
    flags={"b": "the clues drawn on black cells"},
    variants=VARIANTS,
)

PUZZLEKIT = PuzzlekitCode(
    dataset="Koburin",
    tokens={"-": ".", **{d: d for d in "01234"}, "?": UNKNOWN},
    hint="0-4, '?' or '-'",
    solution=DIRECTIONS,
)

PZPRV3 = Pzprv3Code(
    names=("koburin",),
    version=0,
    sections={0: (CLUES, SHADES, LINES)},
    flags=VARIANTS,
    cells={".": ".", "-": UNKNOWN, **{d: d for d in "01234"}},
    hint="0-4, '-' or '.'",
    display=("b",),  # the clues drawn on black cells
)
