"""How Entry Exit is written: the puzzlekit dataset's text, which is loopcp's text of the genre.

``R C``, then R rows of ``-`` (one a cell: the dataset's grid of clues,
which Entry Exit leaves empty), then R rows of room numbers, one a cell;
cells of one number make a room.  Rooms run past a hundred on Janko's
larger boards, so one character a cell (Knuth's text) cannot hold them.
puz.link has no Entry Exit: no URL and no saved file.
"""

from __future__ import annotations

from loopcp.genres.codes import DIRECTIONS, PuzzlekitCode

PUZZLEKIT = PuzzlekitCode(
    dataset="EntryExit",
    tokens={},
    hint="'-' (Entry Exit has no clues but its rooms)",
    solution=DIRECTIONS,
    clue=lambda t: "." if t in ("-", ".") else None,
    unclue=lambda t: "-",
    regions=True,
)
