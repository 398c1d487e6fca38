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
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.base import Linear, Term
from loopcp.genres.dressing import Dress, blank, cut_rooms, edge_weights, ends, neighbours
from loopcp.genres.nanameguri import NANAMEGURI
from loopcp.genres.nanameguri.rules import side_edge, violations
from loopcp.genres.rooming import moved, targets
from loopcp.genres.rooms import enclosed, is_wall, pairs, split, walls_of
from loopcp.grid import Cell, Edge
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

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board and a loop through every cell (but one, where their number is odd).

        A cell off the loop joins a room and leaves a second loop room to
        roam; a loop through every cell turns in half of them, each a place
        for a diagonal.
        """
        offs: list[Term] = [("o", i, j) for i in range(rows) for j in range(cols)]
        return blank(self.genre, rows, cols), [Linear.count(offs, 0, rows * cols % 2)]

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: the cells are all on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """The rooms of one cut of the loop, and every diagonal that the loop still keeps the rules with.

        A diagonal parts off the triangle the loop does not use, which
        borders may shut in (a region never visited): then a border on one
        of its sides goes, the triangle joining the region beyond it, where
        that leaves no border inside a room (which the genre's text, region
        numbers, cannot hold).
        """
        rows, cols = board.rows, board.cols
        rooms = cut_rooms(rows, cols, loop, rng, LONGEST)
        assert rooms is not None  # only a cut under a turn (--symmetry) can fail
        start = Puzzle.of(board.genre, board.tokens, rooms)
        walls = {edge for _, _, edge in pairs(start) if is_wall(start, edge)}
        solution = Solution.from_edges(rows, cols, loop)
        tokens = [["."] * cols for _ in range(rows)]
        cells = sorted({c for edge in loop for c in ends(edge)})
        rng.shuffle(cells)
        for i, j in cells:
            found = diagonal(loop, (i, j))
            if found is None:
                continue
            tokens[i][j] = found
            used = {side for edge in loop for side, _ in _sides(edge, (i, j))}
            free = [side_edge((i, j), side) for side in "NSWE" if side not in used]
            for opened in [set(), *({e} for e in free if e in walls)]:
                trial = bordered(start, walls - opened, tokens)
                if not trial.walls and not violations(trial, solution):
                    walls -= opened
                    break
            else:
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
        tries: list[Puzzle] = [bordered(puzzle, walls | {edge}) for edge in sorted(rival.edges() - loop - walls)]
        theirs = {c for edge in rival.edges() for c in ends(edge)}
        differ = theirs ^ {c for edge in loop for c in ends(edge)}
        near = sorted(differ | {n for c in differ for n in neighbours(c, puzzle.rows, puzzle.cols)})
        for cell in near:
            for room in targets(puzzle.rooms, cell):  # its neighbours' rooms, or one of its own
                ids = moved(puzzle.rooms, cell, room)
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


def bordered(puzzle: Puzzle, walls: set[Edge], tokens: Sequence[Sequence[str]] | None = None) -> Puzzle:
    """The puzzle with these borders (and tokens): its rooms what they enclose, the rest walls inside a room."""
    rows, cols = puzzle.rows, puzzle.cols
    east = [[("h", i, j) in walls for j in range(cols - 1)] for i in range(rows)]
    south = [[("v", i, j) in walls for j in range(cols)] for i in range(rows - 1)]
    kept = puzzle.tokens if tokens is None else tokens
    return Puzzle.of(puzzle.genre, kept, enclosed(east, south), walls_of(east, south))


DRESSER = NanameguriDress(NANAMEGURI)
