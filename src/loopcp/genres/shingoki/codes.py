"""How Shingoki is written: the puzzlekit dataset's tokens, which are loopcp's text of the genre.

A token a cell: ``w`` a white circle, ``b`` a black one, either followed
by its number (``w5``, ``b12``: the two legs together), ``-`` a free cell
(loopcp's ``.``).  Janko's puzzles number every circle; a circle without
a number only asks the loop to go straight (white) or turn (black).
puz.link has no Shingoki: no URL and no saved file.
"""

from __future__ import annotations

from loopcp.genres.codes import DIRECTIONS, PuzzlekitCode

WHITE, BLACK = "w", "b"
GLYPHS = {WHITE: ("O", "○"), BLACK: ("@", "●")}  # (ASCII, Unicode) at a circle's cell, as Masyu's pearls


def clue(token: str) -> str | None:
    """A dataset token as loopcp's: ``-`` none (``.``), a circle with its number in plain digits, or None."""
    if token in ("-", "."):
        return "."
    kind, number = token[:1], token[1:]
    if kind not in (WHITE, BLACK):
        return None
    if not number:
        return kind
    return kind + str(int(number)) if number.isascii() and number.isdigit() else None


PUZZLEKIT = PuzzlekitCode(
    dataset="Shingoki",
    tokens={},
    hint="'w' or 'b' (a white or black circle), maybe with its number, or '-'",
    solution=DIRECTIONS,
    clue=clue,
    unclue=lambda t: {".": "-"}.get(t, t),
)
