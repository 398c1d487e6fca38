"""Dotchi Loop's generator: random rooms, a random loop, white circles where it turns (or not), black off it.

Rooms come first, as a setter draws them. Then CP-SAT draws a loop kept
apart from itself; in each room the loop turns at some of its cells and
goes straight through others, and the more common kind (a coin for a
tie) gets the room's white circles. Every cell off the loop gets a black
circle. Where a second loop still fits, a cell of ours that it treats
otherwise moves to a neighbouring room of its own kind, or becomes a
room alone, and takes a white circle (``repair``). Then circles go.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.base import Linear
from loopcp.genres.dotchiloop import DOTCHI_LOOP
from loopcp.genres.dotchiloop.codes import BLACK, WHITE
from loopcp.genres.dressing import Dress, apart, blank, ends, random_rooms
from loopcp.genres.rooming import moved_with_images, targets
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

ROOM = 5  # cells a room has, about


def turning(loop: frozenset[Edge]) -> dict[Cell, bool]:
    """Each cell of the loop: whether the loop turns there (one edge across and one down)."""
    kinds: dict[Cell, set[str]] = {}
    for edge in loop:
        for cell in ends(edge):
            kinds.setdefault(cell, set()).add(edge[0])
    return {cell: len(kind) == 2 for cell, kind in kinds.items()}


def circled(board: Puzzle, rooms: Sequence[Sequence[int]], loop: frozenset[Edge], kind: dict[int, bool]) -> Puzzle:
    """Black circles off the loop, white ones on its cells of their room's kind (turning or not)."""
    turns = turning(loop)
    tokens = [
        [
            BLACK if (i, j) not in turns else WHITE if kind.get(rooms[i][j]) == turns[(i, j)] else "."
            for j in range(board.cols)
        ]
        for i in range(board.rows)
    ]
    return Puzzle.of(board.genre, tokens, rooms)


def kinds(puzzle: Puzzle, loop: frozenset[Edge]) -> dict[int, bool]:
    """Each room's kind, read from its white circles (turning or not); rooms without one have none."""
    turns = turning(loop)
    return {
        puzzle.rooms[i][j]: turns[(i, j)]
        for i, row in enumerate(puzzle.tokens)
        for j, token in enumerate(row)
        if token == WHITE
    }


class DotchiLoopDress(Dress):
    """Rooms first, then a loop, then circles."""

    symmetric = symmetric_loop = True  # symmetric rooms and loop; image rooms get the same kind, and repairs

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random rooms without circles, and a loop kept apart from itself."""
        rooms = random_rooms(rows, cols, rng, ROOM, turns=self.turns)
        return blank(self.genre, rows, cols, rooms), apart(rows, cols)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's more common kind of cell on the loop in white, every cell off it in black.

        A tie is a coin, tossed once for a room and its images (a turn, or a
        mirror, keeps a cell turning or straight, so image rooms tie alike).
        """
        turns = turning(loop)
        kind: dict[int, bool] = {}
        for room, cells in enumerate(board.room_cells()):
            mine = [turns[cell] for cell in cells if cell in turns]
            if mine and room not in kind:
                more = 2 * sum(mine) - len(mine)  # turning cells less straight ones
                chosen = more > 0 if more else rng.random() < 0.5
                for i, j in orbit(cells[0], board.rows, board.cols, self.turns):
                    kind[board.rooms[i][j]] = chosen
        return circled(board, board.rooms, loop, kind)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell of ours that the rival misses or turns at otherwise joins a room of its kind, with a circle."""
        turns, theirs = turning(loop), turning(rival.edges())
        kind = kinds(puzzle, loop)
        moves = []
        for cell in sorted(turns):
            if puzzle.token(cell) != "." or theirs.get(cell) == turns[cell]:
                continue
            for room in targets(puzzle.rooms, cell):
                if kind.get(room, turns[cell]) == turns[cell]:
                    rooms = moved_with_images(puzzle.rooms, cell, room, self.turns)
                    if rooms is not None:
                        moves.append((cell, room, rooms))
                        break
        if not moves:
            return None
        cell, room, rooms = rng.choice(moves)
        for i, j in orbit(cell, puzzle.rows, puzzle.cols, self.turns):  # the room and its images: the cell's kind
            kind[rooms[i][j]] = turns[cell]
        return circled(puzzle, rooms, loop, kind)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A circle may go."""
        return ["."] if puzzle.token(cell) != "." else []


DRESSER = DotchiLoopDress(DOTCHI_LOOP)
