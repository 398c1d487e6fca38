"""Rail Pool's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some of whose cells hold numbers; some
cells are empty.  The loop runs through cell centres and (pzprjs's
``railpool``: checkUncluedLength, checkMissingLength,
checkTooManyUnspecified, checkTooFewUnspecified, checkNoLine, and the
loop core's rules) must:

1. pass through every cell but the empty ones, which it avoids;
2. in a room with numbers (a room as pzprjs counts it: cells that no
   border and no empty cell part, ``codes.apart``), where a *segment
   touches the room* when it
   passes through (or ends in) one of its cells, and counts whole, however
   far outside the room it runs:
   - every number of the room is the length of a segment touching it;
   - without a ``?`` in the room, every segment touching it is as long as
     one of its numbers;
   - each ``?`` is one more length, other than the numbers: the segments
     touching the room have exactly as many lengths besides its numbers
     as it has ``?``s.

Linear, with the windows of ``genres.segments``: window(a, L) on a row or
column says a segment covers exactly its L edges from edge ``a`` (one set
for the whole board, ``("x", line, L x 1000 + a)``, the line
``orientation x 1000 + index``).  A number N: the windows of length N
touching the room sum to 1 at least.  Without a ``?``: no window of
another length touching the room is a segment (a clause over its edges,
no boolean).  With q of them: a boolean has(L) for each other length
(``("x", 2000 + room, L)``), the OR of its windows (each window then
exact: on whenever its edges are), and the has(L) sum to q.
"""

from __future__ import annotations

from loopcp.genres import segments
from loopcp.genres.base import Linear, Term, visited
from loopcp.genres.railpool.codes import EMPTY, apart, numbers_of
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

_WIDE = 1000  # a window's id: length x _WIDE + start; a line's: orientation x _WIDE + index (sides < 1000)
_HAS = 2 * _WIDE  # has(L) of room r: ("x", _HAS + r, L)
Window = tuple[list[Edge], int, int, Term]  # a line's edges, the window's start and length, its boolean


def empties(puzzle: Puzzle) -> list[Cell]:
    """The empty cells, which the loop avoids."""
    return [(i, j) for i, row in enumerate(puzzle.tokens) for j, t in enumerate(row) if t == EMPTY]


def clues(puzzle: Puzzle) -> list[tuple[int, Cell, set[int], int]]:
    """Each room with numbers: its id, its first numbered cell, its numbers and how many ``?`` it holds.

    ``puzzle`` is ``apart``: its rooms the rules' (no empty cell in one).
    """
    found: dict[int, tuple[Cell, set[int], int]] = {}
    for i, row in enumerate(puzzle.tokens):
        for j, t in enumerate(row):
            values = numbers_of(t)
            if not values:
                continue
            cell, known, unknown = found.get(puzzle.rooms[i][j], ((i, j), set(), 0))
            known = known | {n for n in values if n is not None}
            found[puzzle.rooms[i][j]] = (cell, known, unknown + values.count(None))
    return [(room, *found[room]) for room in sorted(found, key=lambda r: found[r][0])]


def _touching(puzzle: Puzzle) -> dict[Cell, list[int]]:
    """Each cell's windows, as places in ``_all_windows``'s order."""
    out: dict[Cell, list[int]] = {}
    for k, (edges, start, length, _) in enumerate(_all_windows(puzzle)):
        for cell in segments.cells_of(edges, start, length):
            out.setdefault(cell, []).append(k)
    return out


def _all_windows(puzzle: Puzzle) -> list[Window]:
    """Every window of every row and column, row by row, then column by column, shortest first."""
    out: list[Window] = []
    for orientation, count in ((segments.HORIZONTAL, puzzle.rows), (segments.VERTICAL, puzzle.cols)):
        for index in range(count):
            edges = segments.line(puzzle.rows, puzzle.cols, orientation, index)
            for length in range(1, len(edges) + 1):
                for start in range(len(edges) - length + 1):
                    term: Term = ("x", orientation * _WIDE + index, length * _WIDE + start)
                    out.append((edges, start, length, term))
    return out


def _ruled_out(edges: list[Edge], start: int, length: int, why: str) -> Linear:
    """No segment covers exactly this window: one of its edges is off, or an edge beyond an end is on."""
    ends = [edges[k] for k in (start - 1, start + length) if 0 <= k < len(edges)]
    terms = (*((e, 1) for e in edges[start : start + length]), *((e, -1) for e in ends))
    return Linear(terms, -len(ends), length - 1, why)


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1 and 2 of the module docstring; each window defined once, however many rooms it touches."""
    out: list[Linear] = []
    blank = set(empties(puzzle))
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            edges: list[Edge] = [("h", i, j - 1), ("h", i, j), ("v", i - 1, j), ("v", i, j)]
            if (i, j) in blank:
                out.append(Linear.count([("o", i, j)], 1, why=f"{cell_name((i, j))} is empty", given=True))
            else:
                out.append(Linear.count(edges, 2, why=f"the loop passes through {cell_name((i, j))}"))
    defined: set[Term] = set()
    puzzle = apart(puzzle)
    cells = puzzle.room_cells()
    every, touching = _all_windows(puzzle), _touching(puzzle)
    for room, first, known, unknown in clues(puzzle):
        shown = ", ".join(str(n) for n in sorted(known)) + ", ?" * unknown
        why = f"the segments touching the room of r{first[0] + 1}c{first[1] + 1} are {shown.lstrip(', ')} long"
        windows = [every[k] for k in sorted({k for cell in cells[room] for k in touching.get(cell, [])})]
        for edges, start, length, term in windows:
            if term not in defined and (length in known or unknown):
                defined.add(term)
                out.extend(segments.window_rules(edges, start, length, term, why, exact=True))
        for n in sorted(known):
            out.append(Linear.count([t for _, _, length, t in windows if length == n], 1, len(windows), why))
        others = sorted({length for _, _, length, _ in windows} - known)
        if not unknown:
            out.extend(_ruled_out(e, s, length, why) for e, s, length, _ in windows if length not in known)
            continue
        for length in others:
            has: Term = ("x", _HAS + room, length)
            mine = [t for _, _, n, t in windows if n == length]
            out.extend(Linear(((has, 1), (t, -1)), 0, 1, why) for t in mine)
            out.append(Linear(((has, -1), *((t, 1) for t in mine)), 0, len(mine), why))
        out.append(Linear.count([("x", _HAS + room, length) for length in others], unknown, why=why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A window or a room's length in words, for the steps of ``hint`` and ``explain``; "" (untold) for a no."""
    if not value:
        return ""
    if term[1] >= _HAS:
        first = apart(puzzle).room_cells()[term[1] - _HAS][0]
        return f"a segment {counted(term[2], 'edge')} long touches the room of {cell_name(first)}"
    orientation, index = divmod(term[1], _WIDE)
    length, start = divmod(term[2], _WIDE)
    edges = segments.line(puzzle.rows, puzzle.cols, orientation, index)
    ends = segments.cells_of(edges, start, length)
    return f"a segment runs from {cell_name(ends[0])} to {cell_name(ends[-1])}"


def lengths(puzzle: Puzzle, solution: Solution, cells: list[Cell]) -> set[int]:
    """The lengths of the segments that touch these cells."""
    found = set()
    for cell in cells:
        for orientation in (segments.HORIZONTAL, segments.VERTICAL):
            found.add(segments.segment_through(solution, puzzle.rows, puzzle.cols, cell, orientation))
    return found - {0}


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every cell and every room with numbers from the matrices, naming rooms by their first numbered cell."""
    on = visited(puzzle, solution)
    blank = set(empties(puzzle))
    problems = [
        f"the loop passes through the empty cell {cell_name((i, j))}"
        if (i, j) in blank
        else f"the loop does not pass through {cell_name((i, j))}"
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        if on[i][j] == ((i, j) in blank)
    ]
    puzzle = apart(puzzle)
    cells = puzzle.room_cells()
    for room, first, known, unknown in clues(puzzle):
        where = f"the room of {cell_name(first)}"
        found = lengths(puzzle, solution, cells[room])
        if not unknown:
            problems += [f"a segment {n} long touches {where}, which has no {n}" for n in sorted(found - known)]
        problems += [f"no segment touching {where} is {n} long" for n in sorted(known - found)]
        extra = len(found - known)
        if unknown and extra != unknown:
            more = "more" if extra > unknown else "fewer"
            problems.append(
                f"the segments touching {where} have {counted(extra, 'length')} besides its numbers, {more} than"
                f" its {counted(unknown, 'question mark')}"
            )
    return problems
