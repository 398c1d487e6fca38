"""Exact-cover (MCC) data for Knuth's DLX solvers: the rows his puzzle drivers print.

Knuth turns a loop puzzle into an exact-cover problem with colours and
multiplicities (his "MCC" data) with two CWEB drivers: SUPERSLITHERLINK-
GENERAL-DLX for Slitherlink and SuperSlitherlink, MASYU-DLX for Masyu.  His
DLX3 (or DLX2) then finds every cover, each a set of disjoint loops, and
DLX3-LOOP (DLX2-LOOP) keeps the connected ones.  ``write(puzzle)`` prints
the same data, byte for byte, for every puzzle his drivers accept, so that
any format loopcp reads can feed his solvers.  Our own code, written from
the facts of his format; docs/mcc.md has the details and the figures.

Glossary (Knuth's doubled coordinates, rows first):

- ``Spot = (r, c)``: a place on the doubled board.  In Slitherlink the
  lattice point (i, j) is the *tile* ``(2i, 2j)`` and cell (i, j) is
  ``(2i+1, 2j+1)``; in Masyu cell (i, j) is the tile ``(2i, 2j)`` and its
  pearl is the *circle* ``(2i+1, 2j+1)``.  Either way an *edge* is the spot
  halfway between two tiles, so ``r + c`` is odd.
- A *name* is a spot written as two coordinates of base-62 digits
  ``0-9a-zA-Z``, e.g. ``(2, 11)`` is ``2b``.

The data is: comment lines (``| `` and the puzzle's Knuth text), one line
of items (primary items, ``|``, secondary items), and one line per option.

Slitherlink and SuperSlitherlink (SUPERSLITHERLINK-GENERAL-DLX):

- primary items: each tile; each tile's *subtiles* ``rNWc``, ``rNEc``,
  ``rSEc``, ``rSWc``, ``rNSc``, ``rEWc``, one per pair of its usable edges;
  each cell clued 1-4 as ``2k|name`` (covered exactly 2k times: each loop
  edge lies on two tiles); each letter x with a clue N > 0 as ``2N|x``;
- secondary items: the usable edges, coloured 0 (off) or 1 (on).  Edges of
  a 0 cell, edges inside a letter's region and the boundary edges of a
  letter clued 0 are not items at all;
- options: a tile with none or two of its edges on, each with the clues
  its edges count towards; the tile names two of them and the matching
  subtile the other two, so no option names a clue twice.

Masyu (MASYU-DLX): pearls tie edges together (a black pearl: N = not S,
E = not W; a white one: N = S, E = W, S = not W), so Knuth merges edges
into classes with a union-find and writes every option over the class
leaders; a class of two or more edges gets a primary item ``#name`` and
two options that set all its edges one way or the other, and a first
option fixes the edges whose value is known (and covers the tiles of the
pearls).  A contradiction among the pearls makes the data one line,
``abort``: a primary item with no option, so no cover.

Beyond his limits (roads taken on purpose):

- Board size.  His drivers keep a board of at most ``KNUTH_MAX_SIDE``
  rows and columns (30 for Slitherlink, 31 for Masyu) and write each
  coordinate as one base-62 digit, which reaches 61.  Past that we keep
  base 62 but give every coordinate as many digits as the largest one
  needs (two digits reach 3843, so a 1000 x 1000 board is written): names
  stay unique, and at most 8 characters long, as his DLX programs want.
  DLX3-LOOP reads one-digit coordinates only, so such data suits DLX3.
- A SuperSlitherlink of 30 rows: his driver stops reading at the 30th row
  and never sees the ``!`` lines; we write the clues.
- A letter clued 0 with several cells: his driver forbids the edges of the
  letter's first cell only and then names the letter in options although
  it is no item, which DLX3 rejects; we forbid every boundary edge.
- A board of one row or one column: his drivers refuse it; we write it.

``knuth_accepts`` says which puzzles his drivers read as loopcp does; on
those the bytes are his.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from loopcp.errors import UnsupportedError
from loopcp.formats import knuth
from loopcp.genres import get_genre, kind_of
from loopcp.puzzle import Puzzle

Spot = tuple[int, int]  # (row, col) on Knuth's doubled board, e.g. (2, 11), written "2b"

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
TURNS = (0xC, 0xA, 0x5, 0x3, 0x9, 0x6, 0x0)  # a tile's edges on, as bits N=8 W=4 E=2 S=1, in his order
N, W, E, S = 8, 4, 2, 1
STEP: dict[int, Spot] = {N: (-1, 0), W: (0, -1), E: (0, 1), S: (1, 0)}


def knuth_accepts(puzzle: Puzzle) -> bool:
    """Whether Knuth's driver reads this puzzle as loopcp does, so that ``write`` prints his bytes.

    >>> knuth_accepts(Puzzle("masyu", 31, 2, ("..",) * 31)), knuth_accepts(Puzzle("slitherlink", 1, 3, ("...",)))
    (True, False)
    """
    side = _code(puzzle).max_side
    if not (2 <= puzzle.rows <= side and 2 <= puzzle.cols <= side):
        return False
    if puzzle.letters and puzzle.rows == side:  # his reading stops before the '!' lines
        return False
    counts = {letter: sum(row.count(letter) for row in puzzle.cells) for letter, _ in puzzle.letters}
    return not any(n == 0 and counts[letter] > 1 for letter, n in puzzle.letters)


@dataclass(frozen=True, slots=True)
class Namer:
    """Writes spots as names: each coordinate in base 62, ``width`` digits (Knuth's is 1)."""

    width: int

    @classmethod
    def reaching(cls, largest: int) -> Namer:
        """The narrowest namer whose digits reach this coordinate.

        >>> Namer.reaching(61).width, Namer.reaching(62).width, Namer.reaching(2000).width
        (1, 2, 2)
        """
        width = 1
        while len(DIGITS) ** width <= largest:
            width += 1
        return cls(width)

    def digits(self, x: int) -> str:
        """One coordinate: ``digits(11) == "b"`` at width 1."""
        out = ""
        for _ in range(self.width):
            x, d = divmod(x, len(DIGITS))
            out = DIGITS[d] + out
        return out

    def name(self, spot: Spot, middle: str = "") -> str:
        """A spot's name, with a subtile's compass letters between its coordinates."""
        return self.digits(spot[0]) + middle + self.digits(spot[1])


def header(program: str, puzzle: Puzzle) -> list[str]:
    """The comment lines: the driver's name, then the puzzle's Knuth text, one line each."""
    return [f"| {program}:"] + ["| " + line for line in knuth.write(puzzle).splitlines()]


@dataclass(frozen=True, slots=True)
class MccCode:
    """What a genre's record gives for this format (its ``mcc``): Knuth's largest board, and the data's lines."""

    max_side: int  # his driver's maxn: larger boards are written, but his driver would not read them
    lines: Callable[[Puzzle], Iterator[str]]


def _code(puzzle: Puzzle) -> MccCode:
    """The genre's MCC writer, loaded now, or an error for a genre that has none."""
    mcc = get_genre(puzzle.genre).mcc
    if mcc is None:
        raise UnsupportedError(f"no exact-cover data is defined for genre {kind_of(puzzle)!r}")
    code: MccCode = mcc.load()
    return code


def write(puzzle: Puzzle) -> str:
    """The MCC data of a puzzle, as Knuth's driver for its genre prints it, ending in a newline."""
    return "".join(line + "\n" for line in _code(puzzle).lines(puzzle))
