"""What the dressers of genres with rooms share: a cell moved to another room, each room left in one piece.

A repair (``generation.dressed``) that rules out a second solution often
needs a room redrawn by one cell: the cell where the two loops differ
joins a neighbouring room, or becomes a room of its own, so that a count
over rooms tells the loops apart. Rooms stay in one piece, as pzprjs
draws them (a room in two pieces has no URL).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from loopcp.genres.dressing import neighbours
from loopcp.genres.symmetry import images, orbit
from loopcp.grid import Cell, image

Rooms = list[list[int]]  # a room id per cell, row by row
Move = tuple[frozenset[int], list[tuple[Cell, int]]]  # the rooms a move changes, and each moved cell's new room


def cells_of(rooms: Sequence[Sequence[int]], room: int) -> set[Cell]:
    """The cells of one room."""
    return {(i, j) for i, row in enumerate(rooms) for j, r in enumerate(row) if r == room}


def connected(cells: set[Cell], rows: int, cols: int) -> bool:
    """Whether the cells are one piece (and not none)."""
    if not cells:
        return False
    start = min(cells)
    seen, stack = {start}, [start]
    while stack:
        for near in neighbours(stack.pop(), rows, cols):
            if near in cells and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen == cells


def can_leave(rooms: Sequence[Sequence[int]], cell: Cell) -> bool:
    """Whether the cell's room, without it, is still one piece (and not empty)."""
    return connected(cells_of(rooms, rooms[cell[0]][cell[1]]) - {cell}, len(rooms), len(rooms[0]))


def alone(rooms: Sequence[Sequence[int]], cell: Cell) -> Rooms:
    """The rooms with ``cell`` a room of its own (its old room may then be in two pieces: ask ``can_leave``)."""
    out = [list(row) for row in rooms]
    out[cell[0]][cell[1]] = max(max(row) for row in rooms) + 1
    return out


def moved(rooms: Sequence[Sequence[int]], cell: Cell, room: int) -> Rooms | None:
    """The rooms with ``cell`` in ``room`` (a new id: a room of its own), or None if a room would break."""
    i, j = cell
    rows, cols = len(rooms), len(rooms[0])
    if rooms[i][j] == room or not can_leave(rooms, cell):
        return None
    if not connected(cells_of(rooms, room) | {cell}, rows, cols):
        return None
    out = [list(row) for row in rooms]
    out[i][j] = room
    return out


def piece(
    cells: frozenset[Cell], rows: int, cols: int, turns: int, *, most: int, free: Callable[[frozenset[Cell]], bool]
) -> frozenset[Cell] | None:
    """The cells as a piece that can be cut with its images (rooms, regions), or None.

    Each image must be the piece itself or apart from it: a piece that
    overlaps an image takes it in, to be its own image (so a piece is its
    own image only where it really is), when that is one piece of at most
    ``most`` cells.  ``free`` says whether the piece and each image may be
    cut (free cells, one side of a loop).
    """
    out = cells
    while overlapping := [d for d in images(out, rows, cols, turns)[1:] if d & out and d != out]:
        out = out.union(*overlapping)
    if len(out) > most or not connected(set(out), rows, cols):
        return None
    return out if all(free(cut) for cut in images(out, rows, cols, turns)) else None


def targets(rooms: Sequence[Sequence[int]], cell: Cell) -> list[int]:
    """The rooms a cell could join: its neighbours' other rooms, in order, then a new room of its own."""
    rows, cols = len(rooms), len(rooms[0])
    near = sorted({rooms[a][b] for a, b in neighbours(cell, rows, cols)} - {rooms[cell[0]][cell[1]]})
    return [*near, max(max(row) for row in rooms) + 1]


def moved_with_images(rooms: Sequence[Sequence[int]], cell: Cell, room: int, turns: int) -> Rooms | None:
    """``moved`` for a symmetric layout: the cell to ``room``, and each image of it to the image room.

    The k-th image of the cell goes to the room that holds the k-th image
    of a cell of ``room`` (a new room: a new room each), so the layout
    stays the same under the symmetry; None where any move would break a
    room, or an image is already where it would go, or the layout would not
    be the same after the turn (a cell that is its own image, in the
    mirror's middle column, joining a room that is not).
    """
    if turns == 1:
        return moved(rooms, cell, room)
    rows, cols = len(rooms), len(rooms[0])
    cells = orbit(cell, rows, cols, turns)
    member = next(((i, j) for i in range(rows) for j in range(cols) if rooms[i][j] == room), None)
    fresh = max(max(row) for row in rooms) + 1
    out = [list(row) for row in rooms]
    for k, here in enumerate(cells):
        if member is None:
            target = fresh + k
        else:
            there = member
            for _ in range(k):
                there = image(there, rows, cols, turns)
            target = rooms[there[0]][there[1]]
        step = moved(out, here, target)
        if step is None:
            return None
        out = step
    return out if len(cells) == int(turns) or same_after(out, turns) else None  # a whole orbit keeps the layout


def same_after(rooms: Sequence[Sequence[int]], turns: int) -> bool:
    """Whether the room layout is the same after the turn: the images of each room's cells lie in one room.

    Then each room's image is a whole room: every cell is some cell's image,
    so a room is the images of the rooms sent into it, and a map of the
    rooms onto all of them sends no two rooms into one.
    """
    rows, cols = len(rooms), len(rooms[0])
    to: dict[int, int] = {}
    for i in range(rows):
        for j in range(cols):
            a, b = image((i, j), rows, cols, turns)
            if to.setdefault(rooms[i][j], rooms[a][b]) != rooms[a][b]:
                return False
    return True


def move_of(rooms: Sequence[Sequence[int]], after: Sequence[Sequence[int]], cell: Cell, turns: int) -> Move:
    """What ``moved_with_images`` made of ``rooms`` by moving ``cell``: the rooms changed, and the moved cells."""
    cells = [((i, j), after[i][j]) for i, j in orbit(cell, len(rooms), len(rooms[0]), turns)]
    return frozenset(rooms[i][j] for (i, j), _ in cells) | {r for _, r in cells}, cells
