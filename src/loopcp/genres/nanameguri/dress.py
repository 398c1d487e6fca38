"""Nanameguri's generator: rooms cut from a random loop, and a diagonal in each turn of it that keeps the rules.

The rooms are runs of the loop's cells, each with groups of the cells
off the loop that touch it (``dressing.cut_rooms``, Country Road's), so
the loop visits each once.  A cell where the loop turns may hold the one
diagonal that it does not cross; the turns are tried in a random order
and a diagonal stays where the loop still keeps every rule (the
verifier says so: a diagonal may part a room in two, one half of it not
visited).  Where a second loop still fits, a border goes where the
rival crosses from cell to cell inside a room and the loop does not, or
a cell where they differ moves to a neighbouring room (``repair``),
wherever the loop keeps the rules and the rival does not.  Diagonals
then go while the loop stays the only one; the rooms stay, as a
setter's do.

With ``--symmetry`` the loop is drawn symmetric, its rooms are cut
symmetric (``dressing.cut_rooms``), and a symmetric pattern is a room
layout that maps onto itself with diagonals whose *places* do, as in
Nikoli's symmetric puzzles: a diagonal turns with its cell (a quarter
turn or the mirror flips it) because the loop turns there the turned
way.  Diagonals go in and out an orbit at a time, a border opened for
them with its images; a repair adds a border with its images or moves a
cell with its images to the image rooms (``rooming.moved_with_images``).
Where no loop of the genre keeps the symmetry, it is refused in words
before any work (``refuse``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear, Term
from loopcp.genres.dressing import Dress, blank, cut_rooms, edge_weights, ends, neighbours
from loopcp.genres.nanameguri import NANAMEGURI
from loopcp.genres.nanameguri.rules import side_edge, violations
from loopcp.genres.rooming import moved_with_images, targets
from loopcp.genres.rooms import enclosed, is_wall, pairs, split, walls_of
from loopcp.genres.symmetry import edge_orbit, orbit, turned_through_every_cell
from loopcp.grid import Cell, Edge, Mirror
from loopcp.puzzle import Puzzle, Solution

LONGEST = 3  # the longest run of the loop a room is cut from


def diagonal(loop: frozenset[Edge], cell: Cell) -> str | None:
    """The diagonal a cell of the loop can hold: where it turns, the one it does not cross."""
    sides = {side for edge in loop for side, _ in _sides(edge, cell)}
    if sides in ({"W", "S"}, {"N", "E"}):
        return "\\"
    if sides in ({"N", "W"}, {"S", "E"}):
        return "/"
    return None


def _sides(edge: Edge, cell: Cell) -> list[tuple[str, Cell]]:
    """The side of ``cell`` an edge leaves it by (none when the edge does not touch it)."""
    a, b = ends(edge)
    if cell == a:
        return [("E" if edge[0] == "h" else "S", b)]
    if cell == b:
        return [("W" if edge[0] == "h" else "N", a)]
    return []


class NanameguriDress(Dress):
    """Rooms from the loop's runs, diagonals in its turns."""

    symmetric = symmetric_loop = True  # rooms cut symmetric from a symmetric loop, diagonals and repairs in orbits

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board and a loop through every cell (but one, where their number is odd).

        A cell off the loop joins a room and leaves a second loop room to
        roam; a loop through every cell turns in half of them, each a place
        for a diagonal.  A symmetry no such loop keeps is refused first
        (``refuse``).
        """
        refuse(self.genre.name, rows, cols, self.turns)
        offs: list[Term] = [("o", i, j) for i in range(rows) for j in range(cols)]
        return blank(self.genre, rows, cols), [Linear.count(offs, 0, rows * cols % 2)]

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: the cells are all on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """The rooms of one cut of the loop, and every diagonal that the loop still keeps the rules with.

        A diagonal parts off the triangle the loop does not use, which
        borders may shut in (a region never visited): then a border on one
        of its sides goes, the triangle joining the region beyond it, where
        that leaves no border inside a room (which the genre's text, region
        numbers, cannot hold).
        """
        rows, cols = board.rows, board.cols
        rooms = cut_rooms(rows, cols, loop, rng, LONGEST, turns=self.turns)
        if rooms is None:  # only a cut under a turn (--symmetry) can fail
            return None
        start = Puzzle.of(board.genre, board.tokens, rooms)
        walls = {edge for _, _, edge in pairs(start) if is_wall(start, edge)}
        solution = Solution.from_edges(rows, cols, loop)
        tokens = [["."] * cols for _ in range(rows)]
        cells = sorted({c for edge in loop for c in ends(edge)})
        rng.shuffle(cells)
        seen: set[Cell] = set()
        for cell in cells:
            if cell in seen:
                continue
            images = orbit(cell, rows, cols, self.turns)  # the cell alone, without a symmetry
            seen.update(images)
            found = [diagonal(loop, c) for c in images]
            if None in found:  # a symmetric loop turns in all of an orbit or none
                continue
            for (i, j), slant in zip(images, found, strict=True):
                tokens[i][j] = slant or "."
            used = {side for edge in loop for side, _ in _sides(edge, cell)}
            free = [side_edge(cell, side) for side in "NSWE" if side not in used]
            for opened in [set(), *(set(edge_orbit(e, rows, cols, self.turns)) for e in free if e in walls)]:
                trial = bordered(start, walls - opened, tokens)
                if not trial.walls and not violations(trial, solution):
                    walls -= opened
                    break
            else:
                for i, j in images:
                    tokens[i][j] = "."
        return bordered(start, walls, tokens)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A border, or a cell moved to a neighbouring room, that the loop keeps the rules with and the rival not.

        The borders tried are where the rival goes from cell to cell inside
        a room and the loop does not; the cells moved, those where the two
        loops differ and their neighbours.
        """
        walls = {edge for _, _, edge in pairs(puzzle) if is_wall(puzzle, edge)}
        ours = Solution.from_edges(puzzle.rows, puzzle.cols, loop)
        rows, cols, turns = puzzle.rows, puzzle.cols, self.turns
        tries = [
            bordered(puzzle, walls | set(edge_orbit(e, rows, cols, turns)))
            for e in sorted(rival.edges() - loop - walls)
        ]
        theirs = {c for edge in rival.edges() for c in ends(edge)}
        differ = theirs ^ {c for edge in loop for c in ends(edge)}
        near = sorted(differ | {n for c in differ for n in neighbours(c, puzzle.rows, puzzle.cols)})
        for cell in near:
            for room in targets(puzzle.rooms, cell):  # its neighbours' rooms, or one of its own
                ids = moved_with_images(puzzle.rooms, cell, room, turns)  # each image to the image room
                if ids is not None:
                    tries.append(Puzzle.of(puzzle.genre, puzzle.tokens, ids, puzzle.walls))
        rng.shuffle(tries)
        for trial in tries:
            if not trial.walls and split(trial) is None and not violations(trial, ours) and violations(trial, rival):
                return trial
        return None

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A diagonal may go."""
        return ["."] if puzzle.tokens[cell[0]][cell[1]] != "." else []


def refuse(genre: str, rows: int, cols: int, turns: int) -> None:
    """Refuse, in words, a symmetry that no loop through every cell (but one, on an odd board) keeps with its rooms.

    On an even board the loop passes every cell: the turns' parity decides
    (``symmetry.turned_through_every_cell``).  On an odd board (both sides
    odd) a loop a turn keeps never passes the middle cell: the turn moves
    every cell of it a fixed number of steps along it, and none is its own
    image.  So the middle cell is the one off the loop, and its room is
    its own image (the rooms are symmetric); the loop passes that room in
    one run, which the turn would move along itself, and a nonzero shift
    moves no run of a loop onto itself.  The mirror reverses a loop's sense,
    so it keeps at most two of its cells in place: the loop crosses the
    middle column of an odd number of columns at two cells, and a loop
    through all of that column's cells but one has more there from three
    rows on.
    """
    if turns in (2, 4) and rows * cols % 2:
        half = "a quarter" if turns == 4 else "a half"
        raise UnsupportedError(
            f"no {genre} puzzle on the {rows}x{cols} board looks the same after {half} turn: a loop the turn keeps"
            " misses the middle cell, whose room is then its own image, and the turn moves the loop's one run"
            " through that room along itself; try an even number of rows or columns"
        )
    if isinstance(turns, Mirror) and cols % 2 and rows - rows * cols % 2 > 2:
        raise UnsupportedError(
            f"no {genre} loop on the {rows}x{cols} board looks the same in the mirror: it passes"
            f" {rows - rows * cols % 2} cells of the middle column, and a loop the mirror keeps crosses that column"
            " at two; try an even number of columns"
        )
    turned_through_every_cell(genre, rows, cols, turns)


def bordered(puzzle: Puzzle, walls: set[Edge], tokens: Sequence[Sequence[str]] | None = None) -> Puzzle:
    """The puzzle with these borders (and tokens): its rooms what they enclose, the rest walls inside a room."""
    rows, cols = puzzle.rows, puzzle.cols
    east = [[("h", i, j) in walls for j in range(cols - 1)] for i in range(rows)]
    south = [[("v", i, j) in walls for j in range(cols)] for i in range(rows - 1)]
    kept = puzzle.tokens if tokens is None else tokens
    return Puzzle.of(puzzle.genre, kept, enclosed(east, south), walls_of(east, south))


DRESSER = NanameguriDress(NANAMEGURI)
