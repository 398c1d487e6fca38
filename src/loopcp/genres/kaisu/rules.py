"""Kaisu's rules: linear constraints for the solver, and an independent walk for the verifier.

The board has rooms, circles, a start ``S`` and a goal ``G`` (either may
hold a circle).  A path through cell centres (pzprjs's checker list for
``kaisu``, in ``haisu.js``: checkBranchLine, checkCrossLine,
haisuPassThroughSG, haisuWalk, haisuDeadendOutOfSG, checkNoLine,
checkOneLine) must:

1. run from the start to the goal, passing every cell once, never
   branching or crossing, and the start and the goal only at its ends;
2. walking from the start, split at every border crossed into *visits*:
   the k-th visit to a room passes exactly k of its circles, or none.

A border inside one room (a wall, ``Puzzle.walls``) parts two visits of
that room, as pzprjs counts them: it starts a new visit at every border.

The solver's half: the path core (``cpsat.paths``: ``Genre.paths`` is the
pair (S, G)) with every cell on it; for each room with circles, each
circle's visit number counted as the entries into its room that the path
makes before the circle or at it, an entry being a step across a border
into the room (or the start).  "Before" is an order term
(``genres.base.BEFORE``, ``cpsat.order``): the path's positions.  The
genre's booleans (``describe``): ``("x", e, x)`` an entry at point e
before circle x, ``("x", N + x, k)`` circle x on the k-th visit (N the
number of cells).  A circle's visit holds exactly as many of its room's
circles as its number: the circles on one visit are those of equal number.

The verifier's half walks the drawn lines from the start in plain Python.
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.genres.base import AUX, BEFORE, OFF, Linear, Term
from loopcp.genres.directed import arc
from loopcp.genres.rooms import is_wall
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

CIRCLE, START, GOAL = "o", "S", "G"
TOKENS = (".", CIRCLE, START, GOAL, START + CIRCLE, GOAL + CIRCLE)  # a cell: blank, circle, start, goal, and both


def is_circle(token: str) -> bool:
    """Whether a token holds a circle (the start and the goal may)."""
    return token.endswith(CIRCLE)


def marked(puzzle: Puzzle, mark: str) -> list[Cell]:
    """The cells that hold the start (``S``) or the goal (``G``), in reading order."""
    return [(i, j) for i, row in enumerate(puzzle.tokens) for j, t in enumerate(row) if t.startswith(mark)]


def ends(puzzle: Puzzle) -> tuple[tuple[Cell, Cell], ...]:
    """The path's pair, (start, goal), for the path core; none unless the board has one of each."""
    starts, goals = marked(puzzle, START), marked(puzzle, GOAL)
    return ((starts[0], goals[0]),) if len(starts) == len(goals) == 1 else ()


def unended(puzzle: Puzzle) -> list[str]:
    """What keeps the board from having one path: no start or goal, or more than one."""
    out = []
    for mark, word in ((START, "start"), (GOAL, "goal")):
        found = marked(puzzle, mark)
        if len(found) != 1:
            where = f" ({', '.join(map(cell_name, found))})" if found else ""
            out.append(f"the board has {counted(len(found), word)}{where}, not one")
    return out


def _cells(puzzle: Puzzle) -> list[Cell]:
    return [(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols)]


def _near(cell: Cell, puzzle: Puzzle) -> list[Cell]:
    i, j = cell
    return [
        (a, b)
        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
        if 0 <= a < puzzle.rows and 0 <= b < puzzle.cols
    ]


def _between(a: Cell, b: Cell) -> Edge:
    """The edge between two neighbouring cells' centres."""
    first, second = min(a, b), max(a, b)
    return ("h", *first) if first[0] == second[0] else ("v", *first)


def room_name(puzzle: Puzzle, room: int) -> str:
    """A room as messages name it: by its first cell."""
    return f"the room of {cell_name(puzzle.room_cells()[room][0])}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 22nd."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --- the solver's half ---------------------------------------------------------------------------------


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every cell on the path, and each room's circles on visits of their count."""
    out = [Linear((), 1, 0, why=why) for why in unended(puzzle)]
    out += [
        Linear.count([(OFF, i, j)], 0, why=f"the path passes every cell, {cell_name((i, j))} too")
        for i, j in _cells(puzzle)
    ]
    if not ends(puzzle):
        return out
    start = ends(puzzle)[0][0]
    for room, cells in enumerate(puzzle.room_cells()):
        circles = [c for c in cells if is_circle(puzzle.tokens[c[0]][c[1]])]
        if circles:
            out += _room(puzzle, room, cells, circles, start)
    return out


def entry_terms(puzzle: Puzzle, cell: Cell) -> list[Term]:
    """The arcs that enter a cell across a border: the path starts a visit there."""
    return [arc(u, cell) for u in _near(cell, puzzle) if is_wall(puzzle, _between(u, cell))]


def point(puzzle: Puzzle, cell: Cell) -> int:
    """A cell's number, ``row * cols + col``, as order terms and the genre's booleans name it."""
    return cell[0] * puzzle.cols + cell[1]


def _room(puzzle: Puzzle, room: int, cells: list[Cell], circles: list[Cell], start: Cell) -> list[Linear]:
    """One room's circles: each on a visit numbered 1 to their count, and each visit of the number's count."""
    total = len(circles)
    size = puzzle.rows * puzzle.cols
    entries = [c for c in cells if c != start and entry_terms(puzzle, c)]
    said = f"the circles of {room_name(puzzle, room)} are passed in visits of their number"
    out: list[Linear] = []
    level = {x: [(AUX, size + point(puzzle, x), k) for k in range(1, total + 1)] for x in circles}
    for x in circles:
        number: list[tuple[Term, int]] = [(t, k) for k, t in enumerate(level[x], start=1)]
        out.append(Linear.count(level[x], 1, why=said))
        for e in entries if x != start else ():  # nothing comes before the start
            if e == x:
                number += [(t, -1) for t in entry_terms(puzzle, e)]
                continue
            both: Term = (AUX, point(puzzle, e), point(puzzle, x))
            before: Term = (BEFORE, point(puzzle, e), point(puzzle, x))
            came = [(t, 1) for t in entry_terms(puzzle, e)]
            out.append(Linear(((both, 1), *((t, -1) for t, _ in came)), -1, 0, said))
            out.append(Linear(((both, 1), (before, -1)), -1, 0, said))
            out.append(Linear(((both, -1), (before, 1), *came), -1, 1, said))
            number.append((both, -1))
        lead = int(start in cells)  # the start begins the room's first visit, before every other cell
        out.append(Linear(tuple(number), lead, lead, said))
    for k in range(1, total + 1):
        same = [(level[y][k - 1], 1) for y in circles]
        for x in circles:
            mine = level[x][k - 1]
            out.append(Linear((*same, (mine, -k)), 0, total, said))
            out.append(Linear((*same, (mine, total - k)), 0, total, said))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """The genre's booleans and the order terms in words, for the generic engine's steps."""
    size = puzzle.rows * puzzle.cols
    first, second = divmod(term[1], puzzle.cols), divmod(term[2], puzzle.cols)
    if term[0] == BEFORE:  # every cell is on the path: one of two cells comes first
        return f"the path passes {cell_name(first)} {'before' if value else 'after'} {cell_name(second)}"
    if term[1] >= size:
        circle = divmod(term[1] - size, puzzle.cols)
        return f"the circle at {cell_name(circle)} is {'' if value else 'not '}on its room's {ordinal(term[2])} visit"
    enters = "enters" if value else "does not enter"
    return f"the path {enters} its room at {cell_name(first)} before the circle at {cell_name(second)}"


# --- the verifier's half -------------------------------------------------------------------------------


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """The first rule the drawn lines break, in pzprjs's order (one fault often breaks several)."""
    return _problems(puzzle, solution)[:1]


def _problems(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Each broken rule in words: the board's ends, branches and crossings, the ends passed through, the
    visits, dead ends, cells without a line, and lines apart from the path."""
    out = unended(puzzle)
    if out:
        return out
    near = solution.neighbours(puzzle.rows, puzzle.cols)
    start, goal = ends(puzzle)[0]
    for cell, ns in near.items():
        if len(ns) == 3:
            out.append(f"the path branches at {cell_name(cell)}")
        elif len(ns) == 4:
            out.append(f"the path crosses itself at {cell_name(cell)}")
    for cell, word in ((start, "start"), (goal, "goal")):
        if len(near[cell]) > 1:
            out.append(f"the path passes through the {word} at {cell_name(cell)}: it must end there")
    if out:
        return out
    walked = _walk(start, near)
    out += _visits(puzzle, walked, complete=walked[-1] == goal)
    out += [
        f"the path ends at {cell_name(c)}, which is neither the start nor the goal"
        for c, ns in near.items()
        if len(ns) == 1 and c not in (start, goal)
    ]
    out += [f"{cell_name(c)} is not on the path, which passes every cell" for c, ns in near.items() if not ns]
    stray = sorted(c for c, ns in near.items() if ns and c not in set(walked))
    if stray:
        out.append(f"the lines through {cell_name(stray[0])} are apart from the path from the start")
    return out


def _walk(start: Cell, near: dict[Cell, list[Cell]]) -> list[Cell]:
    """The cells from the start along its line, in order, until the line ends (or the start has none)."""
    order, previous, current = [start], None, start
    while len(near[current]) == (1 if previous is None else 2):
        step = next(c for c in near[current] if c != previous)
        previous, current = current, step
        order.append(current)
    return order


def _visits(puzzle: Puzzle, walked: Sequence[Cell], *, complete: bool) -> list[str]:
    """Each visit that passes a number of circles other than its own or none.

    A walk that ends short of the goal (a dead end the rules find next)
    can still pass more circles in its last visit but never fewer: that
    visit is wrong only with too many, as pzprjs judges it.
    """
    runs: list[list[Cell]] = []
    for k, cell in enumerate(walked):
        if k == 0 or is_wall(puzzle, _between(walked[k - 1], cell)):
            runs.append([])
        runs[-1].append(cell)
    seen: dict[int, int] = {}
    out = []
    for k, run in enumerate(runs):
        room = puzzle.rooms[run[0][0]][run[0][1]]
        seen[room] = visit = seen.get(room, 0) + 1
        count = sum(is_circle(puzzle.tokens[i][j]) for i, j in run)
        last = k == len(runs) - 1
        if count and (count > visit if last and not complete else count != visit):
            where = f"{room_name(puzzle, room)} (from {cell_name(run[0])})"
            out.append(
                f"the path's {ordinal(visit)} visit to {where} passes {counted(count, 'circle')}, not 0 or {visit}"
            )
    return out
