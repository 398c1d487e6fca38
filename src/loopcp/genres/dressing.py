"""What the cell-loop genres' dressers share: a loop's cells, its order, rooms cut from it, random rooms.

A dresser (``genres/<name>/dress.py``, read by ``generation/dressed.py``)
turns a loop through cell centres into every clue it implies. The loop
comes as a set of edges of the centres' lattice: ``("h", i, j)`` joins
cell (i, j) to (i, j+1), ``("v", i, j)`` joins (i, j) to (i+1, j).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Self

from loopcp.genres.base import Linear
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge, edge_ends, image
from loopcp.puzzle import Puzzle

if TYPE_CHECKING:
    from loopcp.genres.base import Genre

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # north, south, west, east


ends = edge_ends  # the two cells an edge of the centres' lattice joins (its points are the cells)


def on_loop(loop: Iterable[Edge]) -> set[Cell]:
    """The cells the loop passes through."""
    return {cell for edge in loop for cell in ends(edge)}


def order(loop: Iterable[Edge]) -> list[Cell]:
    """The loop's cells in the order it passes them, from its first cell in reading order."""
    near: dict[Cell, list[Cell]] = {}
    for edge in loop:
        a, b = ends(edge)
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    start = min(near)
    out, previous, cell = [start], start, min(near[start])
    while cell != start:
        out.append(cell)
        previous, cell = cell, next(c for c in near[cell] if c != previous)
    return out


def neighbours(cell: Cell, rows: int, cols: int) -> list[Cell]:
    """A cell's neighbours on the board, north, south, west, east."""
    i, j = cell
    return [(i + a, j + b) for a, b in STEPS if 0 <= i + a < rows and 0 <= j + b < cols]


def straight(loop: frozenset[Edge], cell: Cell, step: tuple[int, int]) -> int:
    """How many loop edges run straight from ``cell`` in direction ``step`` before the loop leaves the line."""
    i, j = cell
    n = 0
    while True:
        a, b = i + step[0], j + step[1]
        edge: Edge = ("h", i, min(j, b)) if step[0] == 0 else ("v", min(i, a), j)
        if edge not in loop:
            return n
        n += 1
        i, j = a, b


def cut_rooms(
    rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, longest: int, *, turns: int = 1
) -> list[list[int]] | None:
    """Rooms cut from the loop: runs of 1 to ``longest`` loop cells, each with the cells off the loop it touches.

    Every room holds one run of the loop, so the loop passes each room
    exactly once; the cells off the loop join rooms in whole connected
    groups, so no two of them touch across a border (Country Road's third
    rule). An even number of runs (Moon or Sun alternates around them).
    With ``turns`` (a loop symmetric under the turn), the rooms are too
    (``_symmetric_rooms``).
    """
    if turns > 1:
        return _symmetric_rooms(rows, cols, loop, rng, longest, turns=turns)
    cells = order(loop)
    cuts: list[int] = [0]
    while True:
        step = rng.randint(2, longest) if longest > 1 else 1
        if cuts[-1] + step >= len(cells):
            break
        cuts.append(cuts[-1] + step)
    if len(cuts) % 2 and len(cuts) > 1:  # one run stays one room: a short loop (2x2) has no other
        cuts.pop()
    room = _runs(rows, cols, cells, cuts)
    for group in _off_groups(rows, cols, room):
        touching = sorted({room[a][b] for cell in group for a, b in neighbours(cell, rows, cols) if room[a][b] >= 0})
        owner = rng.choice(touching)
        for i, j in group:
            room[i][j] = owner
    return room


def _runs(rows: int, cols: int, cells: list[Cell], cuts: list[int]) -> list[list[int]]:
    """Each loop cell's room: the run between two cuts (sorted places in ``cells``) it lies in; -1 off the loop."""
    room = [[-1] * cols for _ in range(rows)]
    for k, start in enumerate(cuts):
        stop = cuts[k + 1] if k + 1 < len(cuts) else len(cells)
        for i, j in cells[start:stop]:
            room[i][j] = k
    for i, j in cells[: cuts[0]]:  # the cells before the first cut close the last run
        room[i][j] = len(cuts) - 1
    return room


def _symmetric_rooms(
    rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, longest: int, *, turns: int
) -> list[list[int]] | None:
    """Rooms as ``cut_rooms`` cuts them, the same after the turn (None: the loop is not symmetric, or no room fits).

    The turn moves the loop's cells along its order (a turn keeps the
    loop's sense, and a loop it keeps never passes through its middle; a
    mirror reverses the sense, and the loop crosses the mirror's line
    twice): random cuts are closed under that move, so the runs map onto
    runs.  A group of cells off the loop joins a room it touches and its
    images the image rooms; a group that is its own image needs a room
    that is its own too (under a turn a run never is: None).
    """
    cells = order(loop)
    cuts = closed_cuts(rows, cols, cells, lambda: rng.randint(2, longest) if longest > 1 else 1, turns)
    if cuts is None:
        return None
    room = _runs(rows, cols, cells, cuts)
    moved = {room[i][j]: room[a][b] for i, j in cells for a, b in [image((i, j), rows, cols, turns)]}
    for group in _off_groups(rows, cols, room):
        if room[group[0][0]][group[0][1]] >= 0:  # an image of a group already given a room
            continue
        images = [group]
        while set(nxt := [image(c, rows, cols, turns) for c in images[-1]]) != set(group):
            images.append(nxt)
        touching = {room[a][b] for cell in group for a, b in neighbours(cell, rows, cols) if room[a][b] >= 0}
        owners = sorted(r for r in touching if _after(moved, r, len(images)) == r)
        if not owners:
            return None
        owner = rng.choice(owners)
        for image_cells in images:
            for i, j in image_cells:
                room[i][j] = owner
            owner = moved[owner]
    return room


def closed_cuts(rows: int, cols: int, cells: list[Cell], step: Callable[[], int], turns: int) -> list[int] | None:
    """Cuts of the loop's cells (in ``order``) into runs of ``step()`` cells, closed under the turn, sorted.

    A cut k falls before ``cells[k]``; the first is 0.  The turn moves the
    loop's cells along its order, forwards (a turn keeps the loop's sense)
    or backwards (the mirror reverses it), so each cut has an image cut,
    and cuts closed under that move cut runs that map onto runs.  None: the
    loop is not the same after the turn.
    """
    n = len(cells)
    at = {cell: k for k, cell in enumerate(cells)}
    place = [at.get(image(cell, rows, cols, turns), -1) for cell in cells]  # where each cell's image is
    if all(place[(k + 1) % n] == (place[k] + 1) % n for k in range(n)):
        cut_image = place  # the cut before cell k goes to the cut before its image
    elif all(place[(k + 1) % n] == (place[k] - 1) % n for k in range(n)):
        cut_image = [(place[k - 1]) % n for k in range(n)]  # reversed: before cell k is after cell k - 1's image
    else:
        return None
    cuts, k = {0}, 0
    while (k := k + step()) < n:
        cuts.add(k)
    while len(closed := cuts | {cut_image[k] for k in cuts}) > len(cuts):
        cuts = closed
    return sorted(cuts)


def _after(moved: Mapping[int, int], room: int, times: int) -> int:
    """The room the turn takes ``room`` to, turned ``times`` times."""
    for _ in range(times):
        room = moved[room]
    return room


def _off_groups(rows: int, cols: int, room: list[list[int]]) -> list[list[Cell]]:
    """The connected groups of cells in no room yet, in reading order."""
    seen: set[Cell] = set()
    groups = []
    for i in range(rows):
        for j in range(cols):
            if room[i][j] >= 0 or (i, j) in seen:
                continue
            group, stack = [], [(i, j)]
            seen.add((i, j))
            while stack:
                cell = stack.pop()
                group.append(cell)
                for a, b in neighbours(cell, rows, cols):
                    if room[a][b] < 0 and (a, b) not in seen:
                        seen.add((a, b))
                        stack.append((a, b))
            groups.append(group)
    return groups


def random_rooms(rows: int, cols: int, rng: random.Random, size: int, *, turns: int = 1) -> list[list[int]]:
    """A random partition into connected rooms of about ``size`` cells, grown from scattered seeds at once.

    With ``turns``, the partition is the same after the turn
    (``_symmetric_rooms_grown``).
    """
    if turns > 1:
        return _symmetric_rooms_grown(rows, cols, rng, size, turns)
    room = [[-1] * cols for _ in range(rows)]
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    seeds = rng.sample(cells, max(1, len(cells) // size))
    frontier: list[Cell] = []
    for k, (i, j) in enumerate(seeds):
        room[i][j] = k
        frontier.append((i, j))
    while frontier:
        cell = frontier.pop(rng.randrange(len(frontier)))
        free = [(a, b) for a, b in neighbours(cell, rows, cols) if room[a][b] < 0]
        if not free:
            continue
        a, b = rng.choice(free)
        room[a][b] = room[cell[0]][cell[1]]
        frontier.extend([cell, (a, b)])
    return room


def _symmetric_rooms_grown(rows: int, cols: int, rng: random.Random, size: int, turns: int) -> list[list[int]]:
    """Rooms grown as ``random_rooms`` grows them, each cell claimed with its images by the image rooms.

    The seeds come in orbits, one room a seed; the middle cell of an odd
    board, its own image, is always a seed, and grows a room that is its
    own image.  A cell is claimed with its images, by the room and its
    image rooms, only where the rooms' images come round as the cells'
    do; so every cell is claimed (a pass that left one would be grown
    again).
    """
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    fixed = [cell for cell in cells if orbit(cell, rows, cols, turns) == [cell]]
    while True:
        room = [[-1] * cols for _ in range(rows)]
        image: list[int] = []  # each room's image room
        frontier: list[Cell] = []
        for seed in fixed + rng.sample(cells, max(1, len(cells) // size // turns)):
            seeds = orbit(seed, rows, cols, turns)
            if any(room[i][j] >= 0 for i, j in seeds):
                continue
            first = len(image)
            for m, (i, j) in enumerate(seeds):
                room[i][j] = first + m
                image.append(first + (m + 1) % len(seeds))
                frontier.append((i, j))
        while frontier:
            cell = frontier.pop(rng.randrange(len(frontier)))
            free = [(a, b) for a, b in neighbours(cell, rows, cols) if room[a][b] < 0]
            if not free:
                continue
            claim = _claim(room, image, room[cell[0]][cell[1]], rng.choice(free), turns=turns)
            frontier.extend([cell, *claim])
        if all(room[i][j] >= 0 for i, j in cells):
            return room


def _claim(room: list[list[int]], image: list[int], owner: int, cell: Cell, *, turns: int) -> list[Cell]:
    """The cell and its images given to the room and its image rooms, where they are free and agree (else none).

    Agree: after the cell's orbit comes round, the rooms' does too (a room
    that is its own image takes a cell whose images are all its own).
    """
    cells = orbit(cell, len(room), len(room[0]), turns)
    if any(room[i][j] >= 0 for i, j in cells):
        return []
    owners = [owner]
    for _ in cells[1:]:
        owners.append(image[owners[-1]])
    if image[owners[-1]] != owner:
        return []
    for (i, j), r in zip(cells, owners, strict=True):
        room[i][j] = r
    return cells


def off_weights(rows: int, cols: int, rng: random.Random, off: float) -> dict[object, int]:
    """A random weight for each cell's being off the loop: about ``off`` of the cells lean off it."""
    return {
        ("o", i, j): (rng.randint(1, 4) if rng.random() < off else -rng.randint(1, 4))
        for i in range(rows)
        for j in range(cols)
    }


def edge_weights(board: Puzzle, rng: random.Random) -> dict[object, int]:
    """A random weight per edge, for genres whose loop passes every cell: a lean per cell would say nothing."""
    return {
        (kind, i, j): rng.randint(-4, 4)
        for kind, rows, cols in (("h", board.rows, board.cols - 1), ("v", board.rows - 1, board.cols))
        for i in range(rows)
        for j in range(cols)
    }


def clue_at(puzzle: Puzzle, cell: Cell) -> str:
    """The clue in a cell: its token in a genre of tokens, else its grid character."""
    i, j = cell
    return puzzle.tokens[i][j] if puzzle.tokens else puzzle.cells[i][j]


def with_clues(puzzle: Puzzle, changes: Mapping[Cell, str]) -> Puzzle:
    """The puzzle with these cells' clues replaced (tokens or grid characters, as the genre writes them)."""
    if puzzle.tokens:
        tokens = [list(row) for row in puzzle.tokens]
        for (i, j), token in changes.items():
            tokens[i][j] = token
        return Puzzle.of(puzzle.genre, tokens, puzzle.rooms, puzzle.walls)
    cells = [list(row) for row in puzzle.cells]
    for (i, j), ch in changes.items():
        cells[i][j] = ch
    return Puzzle(puzzle.genre, puzzle.rows, puzzle.cols, tuple("".join(r) for r in cells), puzzle.letters)


def blank(genre: Genre, rows: int, cols: int, rooms: Sequence[Sequence[int]] = ()) -> Puzzle:
    """A board without clues: free cells, in the genre's grid characters or its tokens."""
    if genre.cell_chars:
        return Puzzle(genre.name, rows, cols, ("." * cols,) * rows)
    return Puzzle.of(genre.name, [["."] * cols for _ in range(rows)], rooms)


def apart(rows: int, cols: int) -> list[Linear]:
    """The loop never runs beside itself: no unit square of centres has two parallel loop edges.

    Where it does, the two edges can often be swapped for the square's
    other two, giving a loop through the very same cells: no clue of a
    genre that speaks of cells (Simple Loop's shading, Yajilin's arrows)
    could tell the two apart. A loop kept apart from itself has no such
    swap, and far fewer loops are thrown away for want of uniqueness.
    """
    out = [Linear.count([("h", i, j), ("h", i + 1, j)], 0, 1) for i in range(rows - 1) for j in range(cols - 1)]
    out += [Linear.count([("v", i, j), ("v", i, j + 1)], 0, 1) for i in range(rows - 1) for j in range(cols - 1)]
    return out


def numbered(board: Puzzle, rooms: Sequence[Sequence[int]], counts: Callable[[Cell], bool]) -> Puzzle:
    """Each room's number, how many of its cells ``counts``, in its first cell in reading order."""
    tokens = [["."] * board.cols for _ in range(board.rows)]
    total: dict[int, int] = {}
    first: dict[int, Cell] = {}
    for i in range(board.rows):
        for j in range(board.cols):
            total[rooms[i][j]] = total.get(rooms[i][j], 0) + counts((i, j))
            first.setdefault(rooms[i][j], (i, j))
    for room, (i, j) in first.items():
        tokens[i][j] = str(total[room])
    return Puzzle.of(board.genre, tokens, rooms)


class Dress:
    """What most dressers say alike: a free loop with about ``off`` of the cells off it; a clue may go.

    A genre's dresser inherits it and writes ``dress`` (every clue a loop
    implies), and where it differs, the board's own rules or how a clue
    weakens.
    """

    symmetric = False  # whether --symmetry works: every clue's place follows a symmetric loop, or any cell holds one
    symmetric_loop = False  # whether a symmetric pattern needs a symmetric loop (then the loop is drawn so)
    regions = False  # no letter regions (the recipes' flag, asked by generate's writers)
    monotone = False  # whether a weakened clue only drops rules (a clue cell that opens adds some)
    off = 0.3  # the share of cells that lean off the loop
    turns = 1  # the symmetry of the clue pattern asked (``turned``): 2 a half turn, 4 a quarter turn

    def __init__(self, genre: Genre) -> None:
        self.genre = genre  # the genre that reads the puzzle

    def turned(self, turns: int) -> Self:
        """This dresser for a clue pattern symmetric under the turn: clue cells chosen and added in orbits."""
        out = copy.copy(self)
        out.turns = turns
        return out

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and no rule but the loop's and ``apart``."""
        return blank(self.genre, rows, cols), apart(rows, cols)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random lean on or off the loop for each cell."""
        return off_weights(board.rows, board.cols, rng, self.off)

    def draw(self, board: Puzzle, rng: random.Random) -> frozenset[Edge] | None:
        """None: CP-SAT samples the loop (a genre whose answers are easier drawn directly draws them here)."""
        return None

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Every clue the loop implies: each genre's own."""
        raise NotImplementedError(f"{type(self).__name__} must say how its genre dresses a loop")

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A clue may go (where the genre's clue is one thing)."""
        return ["."] if clue_at(puzzle, cell) != "." else []
