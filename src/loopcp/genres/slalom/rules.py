"""Slalom's rules: linear constraints for the solver, and an independent check for the verifier.

The board has black cells (some numbered), gates (runs of gate cells, a
vertical gate ``|`` stacked in a column and crossed from side to side, a
horizontal one ``-`` in a row) and one start circle ``o``.  A loop through
cell centres (pzprjs's checker list for ``slalom``: checkLineOnShadeCell,
checkPassGateOnce, checkStartid, checkGateNumber, checkPassAllGate, and
the loop core's cross, branch, dead end and one loop) must:

1. never pass through a black cell;
2. pass through exactly one cell of every gate;
3. pass through the start circle;
4. going one way round from the start circle, pass the gates in their
   numbered order: a gate numbered N is the Nth gate it passes (some gates
   have no number; either way round will do).

A gate's number is not written on it: the black cells at its ends carry
numbers, and pzprjs's editor gives each gate one (``numbered``; a number
with an arrow, ``3w``, is for the gate on that side only).  A number that
cannot be placed without doubt numbers no gate.

The solver's half: rules 1-3 count cells off the loop (``("o", i, j)``);
rule 4, where some gate is numbered, counts the gates the loop has passed
along its way, one genre boolean ``("x", cell, k)`` a cell and count
(``describe``): the start circle has passed none, a step into a gate cell
adds one, and a numbered gate's cell, on the loop, has passed its number.
The steps are arcs (``genres.directed``), so the loop runs one way round,
and the rules pick which.  The verifier's half walks the drawn loop both
ways round from the start circle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from loopcp.genres.base import OFF, Linear, Term, visited
from loopcp.genres.directed import arc, other_way, ring
from loopcp.grid import Cell
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

NUMBER = re.compile(r"([1-9]\d*)([nswe]?)$")  # a numbered black cell: its number, and the side of its gate
START, BLACK, VERTICAL, HORIZONTAL = "o", "#", "|", "-"
SIDES = (("n", (-1, 0), VERTICAL), ("s", (1, 0), VERTICAL), ("w", (0, -1), HORIZONTAL), ("e", (0, 1), HORIZONTAL))
COUNT: Literal["x"] = "x"  # the genre's booleans: ("x", cell number, k), k gates passed on leaving the cell


def number(token: str) -> tuple[int, str] | None:
    """A numbered black cell's number and arrow (``""`` none), or None for any other token."""
    match = NUMBER.match(token)
    return None if match is None else (int(match.group(1)), match.group(2))


def is_black(token: str) -> bool:
    """Whether a token is a black cell, numbered or not."""
    return token == BLACK or number(token) is not None


def is_token(token: str) -> bool:
    """Whether a token is one of Slalom's."""
    return token in (".", START, VERTICAL, HORIZONTAL) or is_black(token)


@dataclass(frozen=True, slots=True)
class Gate:
    """One gate: its cells in reading order, whether it is vertical, and its number (None: none)."""

    cells: tuple[Cell, ...]
    vertical: bool
    number: int | None

    @property
    def name(self) -> str:
        """The gate as messages name it: by its first cell."""
        return f"the gate at {cell_name(self.cells[0])}"


def start(puzzle: Puzzle) -> Cell | None:
    """The start circle's cell (the first, if a board had several), or None."""
    return next((c for c in _cells(puzzle) if puzzle.tokens[c[0]][c[1]] == START), None)


def _cells(puzzle: Puzzle) -> list[Cell]:
    return [(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols)]


def gates(puzzle: Puzzle) -> list[Gate]:
    """Every gate, by its first cell in reading order, with the number the black cells at its ends give it."""
    found: list[list[Cell]] = []
    seen: set[Cell] = set()
    for i, j in _cells(puzzle):
        kind = puzzle.tokens[i][j]
        if kind not in (VERTICAL, HORIZONTAL) or (i, j) in seen:
            continue
        di, dj = (1, 0) if kind == VERTICAL else (0, 1)
        run = []
        a, b = i, j
        while a < puzzle.rows and b < puzzle.cols and puzzle.tokens[a][b] == kind:
            run.append((a, b))
            a, b = a + di, b + dj
        seen.update(run)
        found.append(run)
    numbers = numbered(puzzle, found)
    return [
        Gate(tuple(run), puzzle.tokens[run[0][0]][run[0][1]] == VERTICAL, numbers[k]) for k, run in enumerate(found)
    ]


def numbered(puzzle: Puzzle, found: list[list[Cell]]) -> list[int | None]:
    """Each gate's number, given by the black cells at its ends as pzprjs's editor gives it.

    Each gate gathers the numbers of the black cells at its ends (an arrow
    keeps a number to its side).  A gate whose two ends say the same number
    takes it; then, until nothing changes, a gate left with one number that
    no other gate has alone takes it, and else a gate with exactly one
    number that no other gate has at all takes that one.  A number taken is
    gone from every other gate.  pzprjs counts numbers only below the
    count of gates, so a larger number is never "had by another gate", and
    never taken in the last way: kept here, since its verdicts depend on it.
    """
    gate_of = {cell: k for k, run in enumerate(found) for cell in run}
    wants: list[list[int]] = [[] for _ in found]
    for i, j in _cells(puzzle):
        clue = number(puzzle.tokens[i][j])
        if clue is None:
            continue
        for side, (di, dj), kind in SIDES:
            a, b = i + di, j + dj
            if clue[1] in ("", side) and 0 <= a < puzzle.rows and 0 <= b < puzzle.cols and puzzle.tokens[a][b] == kind:
                wants[gate_of[a, b]].append(clue[0])
    out: list[int | None] = [None] * len(found)
    taken: set[int] = set()

    def take(k: int, n: int) -> None:
        out[k] = n
        taken.add(n)
        wants[k] = []

    for k, nums in enumerate(wants):
        if len(nums) == 2 and nums[0] == nums[1]:
            take(k, nums[0])
    changed = True
    while changed:
        wants = [[n for n in nums if n not in taken] for nums in wants]
        alone = [nums[0] for nums in wants if len(nums) == 1]
        choices = [(k, nums[0]) for k, nums in enumerate(wants) if len(nums) == 1]
        choices = [(k, n) for k, n in choices if n >= len(found) or alone.count(n) <= 1]
        for k, n in choices:
            take(k, n)
        changed = bool(choices)
        if changed:
            continue
        everywhere = [n for nums in wants for n in nums]
        for k, nums in enumerate(wants):
            choice = None
            for n in nums:
                if n < len(found) and everywhere.count(n) == 1:
                    choice = n if choice is None else None
            if choice is not None:
                take(k, choice)
                changed = True
        wants = [[n for n in nums if n not in taken] for nums in wants]
    return out


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 22nd."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --- the solver's half ---------------------------------------------------------------------------------


def count(puzzle: Puzzle, cell: Cell, k: int) -> Term:
    """The genre's boolean: the loop has passed ``k`` gates on leaving ``cell``."""
    return (COUNT, cell[0] * puzzle.cols + cell[1], k)


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Black cells off the loop, the start circle on it, each gate passed once, and the numbered order."""
    out = []
    for i, j in _cells(puzzle):
        if is_black(puzzle.tokens[i][j]):
            out.append(Linear.count([(OFF, i, j)], 1, why=f"{cell_name((i, j))} is black", given=True))
    circle = start(puzzle)
    if circle is None:
        return [*out, Linear((), 1, 0, why="the board has a start circle")]
    said = f"the loop passes through the start circle at {cell_name(circle)}"
    out.append(Linear.count([(OFF, *circle)], 0, why=said, given=True))
    every = gates(puzzle)
    for gate in every:
        out.append(
            Linear.count([(OFF, *c) for c in gate.cells], len(gate.cells) - 1, why=f"the loop passes {gate.name}")
        )
    if any(gate.number is not None for gate in every):
        out += _order(puzzle, every, circle)
    return out


def _order(puzzle: Puzzle, every: list[Gate], circle: Cell) -> list[Linear]:
    """The gates counted along the loop from the start circle, each numbered gate at its count."""
    total = len(every)
    gate_cells = {cell for gate in every for cell in gate.cells}
    cells = [c for c in _cells(puzzle) if not is_black(puzzle.tokens[c[0]][c[1]])]
    why = "the loop passes the gates one at a time"
    out = [Linear.count([count(puzzle, circle, 0)], 1, why=f"the loop starts at {cell_name(circle)}, no gate passed")]
    for cell in cells:
        terms: tuple[tuple[Term, int], ...] = tuple((count(puzzle, cell, k), 1) for k in range(total + 1))
        out.append(Linear((*terms, ((OFF, *cell), 1)), 1, 1, why))
    for p in cells:
        for q in ((p[0] - 1, p[1]), (p[0] + 1, p[1]), (p[0], p[1] - 1), (p[0], p[1] + 1)):
            if q not in cells:
                continue
            step = arc(p, q)
            if q == circle:  # the loop comes back to the start having passed every gate
                out.append(Linear(((step, 1), (count(puzzle, p, total), -1)), -1, 0, why))
                continue
            more = int(q in gate_cells)
            for k in range(total + 1):
                if k + more > total:
                    out.append(Linear(((step, 1), (count(puzzle, p, k), 1)), 0, 1, why))
                else:
                    out.append(
                        Linear(((step, 1), (count(puzzle, p, k), 1), (count(puzzle, q, k + more), -1)), -1, 1, why)
                    )
    for gate in every:
        if gate.number is None:
            continue
        said = f"{gate.name} is the {ordinal(gate.number)} the loop passes"
        for cell in gate.cells:
            if gate.number > total:
                out.append(Linear.count([(OFF, *cell)], 1, why=said))
            else:
                out.append(Linear((((OFF, *cell), 1), (count(puzzle, cell, gate.number), 1)), 1, 2, said))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """The genre's boolean in words, for the generic engine's steps."""
    cell = divmod(term[1], puzzle.cols)
    passed = f"{term[2]} gate{'' if term[2] == 1 else 's'}"
    how = "passed" if value else "not passed exactly"
    return f"the loop has {how} {passed} on leaving {cell_name(cell)}"


# --- the verifier's half -------------------------------------------------------------------------------


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every rule the loop breaks, in words, walked in plain Python over the answer."""
    on = visited(puzzle, solution)
    out: list[str] = [
        f"the loop passes through the black cell {cell_name((i, j))}"
        for i, j in _cells(puzzle)
        if on[i][j] and is_black(puzzle.tokens[i][j])
    ]
    every = gates(puzzle)
    out += [f"the loop passes {g.name} more than once" for g in every if sum(on[i][j] for i, j in g.cells) > 1]
    circle = start(puzzle)
    if circle is None:
        out.append("the board has no start circle")
    elif not on[circle[0]][circle[1]]:
        out.append(f"the loop does not pass through the start circle at {cell_name(circle)}")
    else:
        out += _wrong_order(every, ring(solution, circle))
    out += [f"the loop does not pass {g.name}" for g in every if not any(on[i][j] for i, j in g.cells)]
    return out


def _passes(every: list[Gate], order: list[Cell]) -> list[tuple[int, Gate]]:
    """Each gate cell the loop passes after leaving the start, as (how many gate cells so far, its gate)."""
    gate_of = {cell: gate for gate in every for cell in gate.cells}
    out: list[tuple[int, Gate]] = []
    for cell in order[1:]:
        if cell in gate_of:
            out.append((len(out) + 1, gate_of[cell]))
    return out


def _wrong_order(every: list[Gate], order: list[Cell]) -> list[str]:
    """The numbered gate passed out of its turn, when neither way round passes each in its turn."""
    ways = [_passes(every, order), _passes(every, other_way(order))]
    if any(all(g.number is None or g.number == k for k, g in way) for way in ways):
        return []
    way = ways[0]
    first = next(((k, g) for k, g in way if g.number is not None), None)
    if first is not None and first[0] != first[1].number and first[0] == len(every) + 1 - (first[1].number or 0):
        way = ways[1]  # the first numbered gate says the loop runs the other way round, as pzprjs reads it
    k, gate = next((k, g) for k, g in way if g.number is not None and g.number != k)
    return [f"the loop passes {gate.name} {ordinal(k)} from the start circle, not {ordinal(gate.number or 0)}"]
