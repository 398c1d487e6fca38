"""How Linesweeper is written: Knuth's characters and the puzzlekit dataset's tokens.

Knuth's text, loopcp's own plain format for the genre, has one character
a cell: a digit ``0``-``8`` (a clue: that many of the eight cells around
it are on the loop, which never enters the clue's own cell), ``.`` a free
cell.  The puzzlekit dataset writes the same digits with ``-`` for a free
cell, and each solution cell's directions.  puz.link has no Linesweeper:
no URL and no saved file.
"""

from __future__ import annotations

from loopcp.genres.codes import DIRECTIONS, PuzzlekitCode

DIGITS = "012345678"
CELL_CHARS = DIGITS + "."
CELL_HINT = "0-8 (a clue) or '.'"

PUZZLEKIT = PuzzlekitCode(
    dataset="Linesweeper",
    tokens={"-": ".", **{d: d for d in DIGITS}},
    hint="0-8 or '-'",
    solution=DIRECTIONS,
)
