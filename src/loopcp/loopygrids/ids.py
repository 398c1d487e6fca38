"""A puzzle on a Loopy grid as the loop model and its verifier see it: the grid built, a clue a face.

``formats/tatham.py`` reads and writes the game IDs of every type; this
view adds what solving needs, the built grid and the edges in the
model's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from loopcp.errors import LoopcpError
from loopcp.loopygrids import Geometry, geometry_of
from loopcp.loopygrids.geometry import edges_of
from loopcp.puzzle import Grid, Puzzle


@dataclass(frozen=True, slots=True)
class LoopyPuzzle:
    """A Loopy puzzle on any grid: its geometry, and a clue or None for each face in face order."""

    puzzle: Puzzle
    geometry: Geometry
    clues: tuple[int | None, ...]
    edges: tuple[tuple[int, int], ...]  # every edge once, (smaller dot, larger dot), numbered by ``edges_of``

    grid: Grid  # Loopy's grid: the puzzle's, or his t0 of the same size for a square puzzle

    @property
    def kind(self) -> int:
        """Loopy's type number (``t``)."""
        return self.grid.kind


def view(puzzle: Puzzle) -> LoopyPuzzle:
    """A puzzle as the grid's loop model and verifier take it; Slitherlink on the square is his t0."""
    grid = puzzle.board.grid
    if grid is not None:
        geometry = geometry_of(grid)
        return LoopyPuzzle(puzzle, geometry, puzzle.face_clues(), edges_of(geometry.faces), grid)
    if puzzle.letters or puzzle.tokens or any(ch not in "01234." for row in puzzle.cells for ch in row):
        raise LoopcpError("only Slitherlink's own clues have a place on Loopy's square grid")
    square = Grid(0, puzzle.cols, puzzle.rows)  # his t0: the same cells, row by row
    clues = tuple(None if ch == "." else int(ch) for row in puzzle.cells for ch in row)
    geometry = geometry_of(square)
    return LoopyPuzzle(puzzle, geometry, clues, edges_of(geometry.faces), square)


def read(game_id: str) -> LoopyPuzzle:
    """The puzzle a Loopy ID of any type names, on the grid his program builds for it."""
    from loopcp.formats import tatham  # noqa: PLC0415

    return view(tatham.parse(game_id))
