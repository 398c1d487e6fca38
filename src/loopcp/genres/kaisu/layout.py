"""Kaisu's board before its circles: a random path through every cell, and rooms around it (``make``'s steps 1
and 2), and the puzzle a path, rooms and circles make.

With a symmetry the path backbites on until the turn swaps its ends, and
each room grows with its images (``rooming.piece``); see ``make``.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from loopcp.genres.dressing import neighbours
from loopcp.genres.kaisu.rules import CIRCLE, GOAL, START
from loopcp.genres.rooming import piece
from loopcp.genres.rooms import enclosed
from loopcp.genres.symmetry import images, orbit
from loopcp.grid import Cell, Edge, edge_between, image
from loopcp.puzzle import Puzzle

BIGGEST = 6  # cells a room grows to at most
BACKBITES = 40  # backbites per cell
ENDS = 40  # with a symmetry, backbites per cell more at most, until the turn swaps the path's ends


def _backbite(path: list[Cell], rows: int, cols: int, rng: random.Random) -> None:
    """One backbite at a random end: the end steps to a neighbour, and the path beyond that neighbour turns round."""
    if rng.random() < 0.5:
        path.reverse()
    end = path[-1]
    step = rng.choice(neighbours(end, rows, cols))
    k = path.index(step)
    if k != len(path) - 2:
        path[k + 1 :] = path[:k:-1]


def grow_path(rows: int, cols: int, rng: random.Random, turns: int = 1) -> list[Cell] | None:
    """A random path through every cell (step 1): a zigzag mixed by backbites.

    With a symmetry, more backbites until the turn swaps the path's two
    ends (``refused`` says why it must): None when ``ENDS`` per cell found
    none.
    """
    path = [(i, j if i % 2 == 0 else cols - 1 - j) for i in range(rows) for j in range(cols)]
    for _ in range(BACKBITES * rows * cols):
        _backbite(path, rows, cols, rng)
    if turns == 1:
        return path
    for _ in range(ENDS * rows * cols):
        if image(path[0], rows, cols, turns) == path[-1]:
            return path
        _backbite(path, rows, cols, rng)
    return None


def grow_rooms(rows: int, cols: int, rng: random.Random, turns: int = 1) -> list[list[int]]:
    """Random rooms of up to ``BIGGEST`` cells (step 2), a lone cell joined to a neighbouring room."""
    if turns > 1:
        return _symmetric_rooms(rows, cols, rng, turns)
    room = [[-1] * cols for _ in range(rows)]
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)
    count = 0
    for seed in cells:
        if room[seed[0]][seed[1]] >= 0:
            continue
        size, grown = rng.randint(2, BIGGEST), [seed]
        room[seed[0]][seed[1]] = count
        while len(grown) < size:
            free = [n for c in grown for n in neighbours(c, rows, cols) if room[n[0]][n[1]] < 0]
            if not free:
                break
            a, b = rng.choice(free)
            room[a][b] = count
            grown.append((a, b))
        if len(grown) == 1:
            a, b = rng.choice(neighbours(seed, rows, cols))
            room[seed[0]][seed[1]] = room[a][b] if room[a][b] >= 0 else count
        count += 1
    return renumbered(room)


def _symmetric_rooms(rows: int, cols: int, rng: random.Random, turns: int) -> list[list[int]]:
    """``grow_rooms`` with a symmetry: each room grown with its images (``rooming.piece``), a lone cell joined so."""
    room = [[-1] * cols for _ in range(rows)]
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)

    def free(cut: frozenset[Cell]) -> bool:
        return all(room[i][j] < 0 for i, j in cut)

    count = 0
    for seed in cells:
        if room[seed[0]][seed[1]] >= 0:
            continue
        size, grown = rng.randint(2, BIGGEST), frozenset({seed})
        while len(grown) < size:
            near = sorted({n for c in grown for n in neighbours(c, rows, cols) if room[n[0]][n[1]] < 0} - grown)
            pieces = [piece(grown | {n}, rows, cols, turns, most=size, free=free) for n in near]
            choices = [p for p in pieces if p is not None]
            if not choices:
                break
            grown = rng.choice(choices)
        for cut in images(grown, rows, cols, turns):
            for i, j in cut:
                room[i][j] = count
            count += 1
    sizes = Counter(r for row in room for r in row)
    for i, j in cells:  # a lone cell joins a neighbouring room, each image the image room, where that is one room
        if sizes[room[i][j]] == 1:
            joined = joined_to(room, (i, j), rng.choice(neighbours((i, j), rows, cols)), turns)
            if joined is not None:
                room, sizes = joined, Counter(r for row in joined for r in row)
    return renumbered(room)


def joined_to(ids: list[list[int]], cell: Cell, near: Cell, turns: int) -> list[list[int]] | None:
    """The rooms with the cell in ``near``'s room and each image of it in the image of that room, or None.

    None where that is not one room per cell: the cell comes back to itself
    (the mirror's line, the middle cell) before ``near``'s room does.
    """
    rows, cols = len(ids), len(ids[0])
    room = [list(row) for row in ids]
    cells = orbit(cell, rows, cols, turns)
    for k, (i, j) in enumerate(cells):
        a, b = near
        for _ in range(k):
            a, b = image((a, b), rows, cols, turns)
        room[i][j] = ids[a][b]
    back = near
    for _ in cells:
        back = image(back, rows, cols, turns)
    return room if ids[back[0]][back[1]] == ids[near[0]][near[1]] else None


def renumbered(room: list[list[int]]) -> list[list[int]]:
    """The rooms numbered in reading order, a room cut in two as two (``rooms.enclosed``)."""
    rows, cols = len(room), len(room[0])
    east = [[room[i][j] != room[i][j + 1] for j in range(cols - 1)] for i in range(rows)]
    south = [[room[i][j] != room[i + 1][j] for j in range(cols)] for i in range(rows - 1)]
    return enclosed(east, south)


def moved(ids: list[list[int]], cells: list[Cell], rng: random.Random) -> list[list[int]]:
    """The rooms with one of these cells moved to a neighbouring room (renumbered; a room cut in two is two)."""
    rows, cols = len(ids), len(ids[0])
    moves = [(c, n) for c in cells for n in neighbours(c, rows, cols) if ids[n[0]][n[1]] != ids[c[0]][c[1]]]
    if not moves:
        return ids
    (i, j), (a, b) = rng.choice(moves)
    room = [list(row) for row in ids]
    room[i][j] = room[a][b]
    return renumbered(room)


def visits(path: list[Cell], ids: list[list[int]]) -> list[tuple[int, list[Cell]]]:
    """The path's visits from the start: each its number (the k-th visit to its room) and its cells."""
    out: list[tuple[int, list[Cell]]] = []
    seen: dict[int, int] = {}
    for k, (i, j) in enumerate(path):
        if k == 0 or ids[i][j] != ids[path[k - 1][0]][path[k - 1][1]]:
            seen[ids[i][j]] = seen.get(ids[i][j], 0) + 1
            out.append((seen[ids[i][j]], []))
        out[-1][1].append((i, j))
    return out


def edges_of(path: list[Cell]) -> frozenset[Edge]:
    """The path's edges between cell centres."""
    return frozenset(edge_between(a, b) for a, b in itertools.pairwise(path))


def board(path: list[Cell], ids: list[list[int]], circles: set[Cell]) -> Puzzle:
    """The puzzle: the rooms, the circles, and the path's ends as the start and the goal."""
    rows, cols = len(ids), len(ids[0])
    tokens = [[CIRCLE if (i, j) in circles else "." for j in range(cols)] for i in range(rows)]
    for (i, j), mark in ((path[0], START), (path[-1], GOAL)):
        tokens[i][j] = mark + tokens[i][j].strip(".")
    return Puzzle.of("kaisu", tokens, ids)
