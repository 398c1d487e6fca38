"""Mejilink's generator: a random loop on the dots, then dotted lines drawn to fit it.

pzprjs counts a region's dotted sides off the loop cell by cell (a dotted
line inside a region twice, once for each cell beside it), so a region
holds when each of its cells has exactly one dotted side off the loop.
The frame is dotted: a cell with a side of the frame off the loop has
its one there, and the other cells pair up across dotted borders off the
loop, each cell in one pair: a perfect matching of those cells over the
borders the loop leaves (Kuhn's augmenting paths, in a random order).
Every other border off the loop is solid, and the loop's borders are
dotted.  A loop with no such matching (a corner cell with both its frame
sides off the loop, say) is given up.

Where a second loop still fits, the matching is drawn again without the
dotted borders the rival runs on, which then turn solid and rule it out
(``repair``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear, Term
from loopcp.genres.dressing import Dress, blank, off_weights
from loopcp.genres.mejilink import MEJILINK
from loopcp.genres.rooms import enclosed, walls_of
from loopcp.genres.symmetry import edge_orbit, even, orbit, symmetric
from loopcp.grid import Cell, Edge, image
from loopcp.puzzle import Puzzle, Solution

OFF = 0.3  # the share of dots that lean off the loop
SEARCH = 10  # steps of the search for a symmetric matching, for each orbit of cells, before it gives up


def frame_sides(rows: int, cols: int, cell: Cell) -> list[Edge]:
    """The sides of a cell on the board's frame."""
    i, j = cell
    out: list[Edge] = [("h", i, j)] if i == 0 else []
    out += [("h", i + 1, j)] if i == rows - 1 else []
    out += [("v", i, j)] if j == 0 else []
    return out + ([("v", i, j + 1)] if j == cols - 1 else [])


def matching(
    rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, banned: Iterable[Edge] = ()
) -> set[Edge] | None:
    """Dotted borders off the loop giving each cell one dotted side off the loop (None: there are none)."""
    free = _free(rows, cols, loop, set(banned))
    if free is None:
        return None
    left = [c for c in free if sum(c) % 2 == 0]  # a checkerboard: every border joins the two colours
    if 2 * len(left) != len(free):
        return None
    partner: dict[Cell, Cell] = {}
    for start in rng.sample(left, len(left)):
        if not _augment(start, free, partner, set(), rng):
            return None
    dotted: set[Edge] = set()
    for cell, mate in partner.items():
        dotted.update(edge for other, edge in free[cell] if other == mate)
    return dotted


def _free(rows: int, cols: int, loop: frozenset[Edge], banned: set[Edge]) -> dict[Cell, list[tuple[Cell, Edge]]] | None:
    """The cells to match (no frame side off the loop), each with its neighbours to match across, and the border.

    None: a cell has two frame sides off the loop (a corner's), and no
    dotted line can give it only one.
    """
    free: dict[Cell, list[tuple[Cell, Edge]]] = {}
    for i in range(rows):
        for j in range(cols):
            off_frame = sum(e not in loop for e in frame_sides(rows, cols, (i, j)))
            if off_frame > 1:
                return None
            if not off_frame:
                free[i, j] = []
    for (i, j), near in free.items():
        steps: tuple[tuple[Cell, Edge], ...] = (((i, j + 1), ("v", i, j + 1)), ((i + 1, j), ("h", i + 1, j)))
        for cell, edge in steps:
            if cell in free and edge not in loop and edge not in banned:
                near.append((cell, edge))
                free[cell].append(((i, j), edge))
    return free


def turned_matching(  # noqa: PLR0917 - matching's arguments, and the turn
    rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, turns: int, banned: Iterable[Edge] = ()
) -> set[Edge] | None:
    """``matching``, the same after the turn: each cell's partner's image is its image's partner.

    The cells are matched an orbit at a time: a cell's partner fixes its
    images' partners, which must not give a cell two (a cell that is its
    own image, on the mirror's line, is matched along the line).  Kuhn's
    augmenting paths do not carry over to orbits (a cell may be matched
    with its own image), so a search does, the orbit with fewest ways
    first, each way tried in a random order; None where it finds none in
    ``SEARCH`` steps an orbit (measured: within 1.2 steps an orbit at
    10x10 and 20x20, seeds 1-3, every symmetry).  A symmetric loop has a symmetric matching when
    it keeps ``pairable`` with symmetric marks (``turned_marks``).
    """
    free = _free(rows, cols, loop, set(banned))
    if free is None:
        return None
    first = {cell: min(orbit(cell, rows, cols, turns)) for cell in free}
    ways: dict[Cell, list[tuple[frozenset[Cell], list[Edge]]]] = {cell: [] for cell in sorted(set(first.values()))}
    for cell, options in ways.items():
        for mate, _ in free[cell]:
            pairs: dict[Cell, Cell] = {}
            a, b = cell, mate
            for _ in range(turns):
                if pairs.get(a, b) != b or pairs.get(b, a) != a:
                    break
                pairs[a], pairs[b] = b, a
                a, b = image(a, rows, cols, turns), image(b, rows, cols, turns)
            else:
                borders = {edge for a, b in pairs.items() for c, edge in free.get(a, []) if c == b}
                if len(borders) * 2 == len(pairs):  # every pair across a border off the loop, not banned
                    options.append((frozenset(first[c] for c in pairs), sorted(borders)))
    chosen = _search(ways, rng)
    return None if chosen is None else {edge for way in chosen for edge in way[1]}


def _search(
    ways: dict[Cell, list[tuple[frozenset[Cell], list[Edge]]]], rng: random.Random
) -> list[tuple[frozenset[Cell], list[Edge]]] | None:
    """One way for each orbit (by its first cell), no two covering one orbit (None: none in ``SEARCH`` steps each)."""
    done: set[Cell] = set()
    chosen: list[tuple[frozenset[Cell], list[Edge]]] = []
    steps = 0

    def go() -> bool:
        nonlocal steps
        steps += 1
        if steps > SEARCH * len(ways):
            return False
        best: list[tuple[frozenset[Cell], list[Edge]]] | None = None
        for orbit_ in sorted(ways.keys() - done):
            live = [way for way in ways[orbit_] if not way[0] & done]
            if best is None or len(live) < len(best):
                best = live
            if not live:
                return False
        if best is None:
            return True
        for way in rng.sample(best, len(best)):
            done.update(way[0])
            chosen.append(way)
            if go():
                return True
            chosen.pop()
            done.difference_update(way[0])
        return False

    return chosen if go() else None


def _augment(
    cell: Cell,
    free: dict[Cell, list[tuple[Cell, Edge]]],
    partner: dict[Cell, Cell],
    seen: set[Cell],
    rng: random.Random,
) -> bool:
    """Kuhn's step: match ``cell``, moving earlier pairs along an augmenting path if need be."""
    stack = [(cell, iter(rng.sample(free[cell], len(free[cell]))))]
    path: list[tuple[Cell, Cell]] = []
    while stack:
        here, options = stack[-1]
        for other, _ in options:
            if other in seen:
                continue
            seen.add(other)
            if other not in partner:
                path.append((here, other))
                for a, b in path:
                    partner[a], partner[b] = b, a
                return True
            path.append((here, other))
            mate = partner[other]
            stack.append((mate, iter(rng.sample(free[mate], len(free[mate])))))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    return False


def regions(board: Puzzle, loop: frozenset[Edge], dotted: set[Edge]) -> Puzzle:
    """The puzzle whose dotted borders are the loop's and ``dotted``."""
    rows, cols = board.rows, board.cols
    lines = loop | dotted
    east = [[("v", i, j + 1) in lines for j in range(cols - 1)] for i in range(rows)]
    south = [[("h", i + 1, j) in lines for j in range(cols)] for i in range(rows - 1)]
    tokens = [["."] * cols for _ in range(rows)]
    return Puzzle.of(board.genre, tokens, enclosed(east, south), walls_of(east, south))


def pairable(rows: int, cols: int) -> list[Linear]:
    """The loop leaves a matching: a boolean for each border, dotted off the loop, each cell with one dotted side.

    Each cell's frame sides off the loop and its borders so marked sum to
    1; a border so marked is off the loop (``("x", 0, k)``, k the
    border's place in ``borders``).  The dresser finds a matching of its
    own on the loop drawn (``matching``): this only makes sure there is
    one.
    """
    out: list[Linear] = []
    mine: dict[Cell, list[tuple[Term, int]]] = {}
    for k, (a, b, edge) in enumerate(borders(rows, cols)):
        mark: Term = ("x", 0, k)
        out.append(Linear.count([mark, edge], 0, 1))
        mine.setdefault(a, []).append((mark, 1))
        mine.setdefault(b, []).append((mark, 1))
    for i in range(rows):
        for j in range(cols):
            sides = frame_sides(rows, cols, (i, j))
            terms = (*mine.get((i, j), []), *((e, -1) for e in sides))
            out.append(Linear(terms, 1 - len(sides), 1 - len(sides)))
    return out


def borders(rows: int, cols: int) -> list[tuple[Cell, Cell, Edge]]:
    """Every border between two cells: the cells, and the edge between the dots that it is."""
    out: list[tuple[Cell, Cell, Edge]] = []
    for i in range(rows):
        for j in range(cols):
            if j + 1 < cols:
                out.append(((i, j), (i, j + 1), ("v", i, j + 1)))
            if i + 1 < rows:
                out.append(((i, j), (i + 1, j), ("h", i + 1, j)))
    return out


def turned_marks(rows: int, cols: int, turns: int) -> list[Linear]:
    """``pairable``'s marks the same after the turn: a border is marked exactly when its image is."""
    place = {(a, b): k for k, (a, b, _) in enumerate(borders(rows, cols))}
    out: list[Linear] = []
    for (a, b), k in place.items():
        ta, tb = image(a, rows, cols, turns), image(b, rows, cols, turns)
        twin = place[min(ta, tb), max(ta, tb)]
        if k < twin:
            out.append(Linear(((("x", 0, k), 1), (("x", 0, twin), -1)), 0, 0))
    return out


class MejilinkDress(Dress):
    """A loop first, then dotted lines drawn to fit it.

    With ``--symmetry`` the pattern is the dotted lines (and so the
    regions): the loop is drawn symmetric on the dots, with symmetric
    marks (``turned_marks``: a symmetric matching exists), the matching is
    drawn symmetric (``turned_matching``), and a repair bans a rival's
    borders with their images.  A half or quarter turn of a board of odd
    sides is refused: the middle cell's region is its own image, so it has
    an odd number of cells, but the turn pairs every other cell with its
    image, which has as many dotted sides off the loop, and gives the
    middle cell's own an even count (its sides off the loop go in pairs):
    the region's count is even, and never its size.
    """

    off = OFF
    symmetric = True  # a symmetric loop on the dots and symmetric dotted lines; the loop's rules are the dresser's own

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and a loop that leaves a matching (``pairable``), both the same after the turn."""
        if self.turns in (2, 4) and rows % 2 and cols % 2:
            half = "a quarter" if self.turns == 4 else "a half"
            raise UnsupportedError(
                f"no {self.genre.name} puzzle on the {rows}x{cols} board looks the same after {half} turn:"
                " the middle cell's region would have an odd number of cells but an even count of dotted sides"
                " off the loop; try an even side"
            )
        rules = pairable(rows, cols)
        if self.turns > 1:  # the dots' lattice, not the cells': the generator's own symmetric rules are the cells'
            rules += symmetric(rows + 1, cols + 1, self.turns) + turned_marks(rows, cols, self.turns)
        return blank(self.genre, rows, cols), rules

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random lean on or off the loop for each dot (the same over each orbit of dots, under a symmetry)."""
        weights = off_weights(board.rows + 1, board.cols + 1, rng, self.off)
        return even(weights, board.rows + 1, board.cols + 1, self.turns) if self.turns > 1 else weights

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Dotted lines that fit the loop (None: none do)."""
        if self.turns > 1:
            dotted = turned_matching(board.rows, board.cols, loop, rng, self.turns)
        else:
            dotted = matching(board.rows, board.cols, loop, rng)
        return None if dotted is None else regions(board, loop, dotted)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Dotted lines drawn again without those the rival runs on and the loop does not (nor their images).

        The dots' lattice turns as the board does (``symmetry.edge_orbit`` of
        its rows + 1 by cols + 1 dots).
        """
        rows, cols, turns = puzzle.rows, puzzle.cols, self.turns
        if turns > 1:
            banned = {e for edge in rival.edges() - loop for e in edge_orbit(edge, rows + 1, cols + 1, turns)}
            dotted = turned_matching(rows, cols, loop, rng, turns, banned)
        else:
            dotted = matching(rows, cols, loop, rng, rival.edges() - loop)
        return None if dotted is None else regions(puzzle, loop, dotted)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No clue goes: the dotted lines are the puzzle."""
        return []


DRESSER = MejilinkDress(MEJILINK)
