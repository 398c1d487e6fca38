"""Slitherlink and SuperSlitherlink as Knuth's SUPERSLITHERLINK-GENERAL-DLX writes them: exact-cover data.

The shared parts (the doubled board, names, the header) are in
``formats/mcc.py``, whose docstring says how this data is laid out; this
module holds what is Slitherlink's: tiles and subtiles on the lattice's
points, and one item per clue.  The record names ``WRITER`` as its ``mcc``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from loopcp.formats.mcc import STEP, TURNS, E, MccCode, N, Namer, S, Spot, W, header
from loopcp.puzzle import Puzzle

# A subtile: its compass name, its two edges, and the two cells it counts when both are on.
SUBTILES = (("NW", N, W, "NW", "NE"), ("NE", N, E, "NE", "SE"), ("SE", S, E, "SE", "SW"),
            ("SW", S, W, "SW", "NW"), ("NS", N, S, "SE", "SW"), ("EW", E, W, "SW", "NW"))  # fmt: skip
# For each turn of a tile (in TURNS order), the two cells the tile itself counts.
TILE_COUNTS = (("SW", "NW"), ("NW", "NE"), ("SE", "SW"), ("NE", "SE"), ("NW", "NE"), ("NE", "SE"), ())
QUADRANT: dict[str, Spot] = {"NW": (-1, -1), "NE": (-1, 0), "SE": (0, 0), "SW": (0, -1)}  # cell from point


@dataclass(slots=True)
class _Board:
    """A Slitherlink board on the doubled grid: its usable edges and its clue items."""

    puzzle: Puzzle
    namer: Namer
    usable: set[Spot] = field(default_factory=set)

    def edge(self, i: int, j: int, way: int) -> Spot | None:
        """The usable edge that leaves point (i, j) this way, or None."""
        di, dj = STEP[way]
        spot = (2 * i + di, 2 * j + dj)
        return spot if spot in self.usable else None

    def clue(self, i: int, j: int, quadrant: str) -> str | None:
        """The item that counts the edges of the cell in this quadrant of point (i, j), if any."""
        di, dj = QUADRANT[quadrant]
        a, b = i + di, j + dj
        if not (0 <= a < self.puzzle.rows and 0 <= b < self.puzzle.cols):
            return None
        ch = self.puzzle.cells[a][b]
        if ch in "1234":
            return self.namer.name((2 * a + 1, 2 * b + 1))
        return ch if ch.isalpha() else None


def _usable_edges(puzzle: Puzzle) -> set[Spot]:
    """Every edge except those of 0 cells, those inside a region, and those around a letter clued 0."""
    m, n = puzzle.rows, puzzle.cols
    usable = {(r, c) for r in range(2 * m + 1) for c in range(2 * n + 1) if (r + c) % 2}
    clues = puzzle.letter_clues()
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            sides = {(2 * i, 2 * j + 1), (2 * i + 1, 2 * j), (2 * i + 1, 2 * j + 2), (2 * i + 2, 2 * j + 1)}
            if ch == "0" or clues.get(ch) == 0:
                usable -= sides
            elif ch in clues:
                if j + 1 < n and row[j + 1] == ch:
                    usable.discard((2 * i + 1, 2 * j + 2))
                if i + 1 < m and puzzle.cells[i + 1][j] == ch:
                    usable.discard((2 * i + 2, 2 * j + 1))
    return usable


def _slitherlink(puzzle: Puzzle) -> Iterator[str]:
    """SUPERSLITHERLINK-GENERAL-DLX's lines for a Slitherlink or SuperSlitherlink puzzle."""
    m, n = puzzle.rows, puzzle.cols
    board = _Board(puzzle, Namer.reaching(2 * max(m, n)), _usable_edges(puzzle))
    name = board.namer.name
    yield from header("slitherlink-dlx", puzzle)

    items: list[str] = []
    for i in range(m + 1):
        for j in range(n + 1):
            items.append(name((2 * i, 2 * j)))
            for compass, a, b, _, _ in SUBTILES:
                if board.edge(i, j, a) and board.edge(i, j, b):
                    items.append(name((2 * i, 2 * j), compass))
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch in "1234":
                items.append(f"{2 * int(ch)}|{name((2 * i + 1, 2 * j + 1))}")
    items += [f"{2 * k}|{letter}" for letter, k in puzzle.letters if k > 0]
    edges = sorted(board.usable)
    yield "".join(item + " " for item in items) + "|" + "".join(" " + name(e) for e in edges)

    for i in range(m + 1):
        for j in range(n + 1):
            yield from _tile_options(board, i, j)
            yield from _subtile_options(board, i, j)


def _tile_options(board: _Board, i: int, j: int) -> Iterator[str]:
    """Tile (i, j) untouched or passed through by two of its edges, with the clues the tile counts."""
    name = board.namer.name
    edges = {way: spot for way in (N, W, E, S) if (spot := board.edge(i, j, way))}
    for turn, counts in zip(TURNS, TILE_COUNTS, strict=True):
        if any(turn & way and way not in edges for way in (N, W, E, S)):
            continue
        parts = [name((2 * i, 2 * j))]
        parts += [f"{name(spot)}:{int(bool(turn & way))}" for way, spot in edges.items()]
        parts += [item for quadrant in counts if (item := board.clue(i, j, quadrant))]
        yield " ".join(parts)


def _subtile_options(board: _Board, i: int, j: int) -> Iterator[str]:
    """Each subtile of tile (i, j): its two edges in all four states, the clues it counts when both are on."""
    name = board.namer.name
    for compass, a, b, first, second in SUBTILES:
        ea, eb = board.edge(i, j, a), board.edge(i, j, b)
        if ea is None or eb is None:
            continue
        sub = name((2 * i, 2 * j), compass)
        counts = [item for quadrant in (first, second) if (item := board.clue(i, j, quadrant))]
        yield f"{sub} {name(ea)}:0 {name(eb)}:0"
        yield f"{sub} {name(ea)}:1 {name(eb)}:0"
        yield f"{sub} {name(eb)}:1 {name(ea)}:0"
        yield " ".join([f"{sub} {name(ea)}:1 {name(eb)}:1", *counts])


WRITER = MccCode(max_side=30, lines=_slitherlink)  # his maxn
