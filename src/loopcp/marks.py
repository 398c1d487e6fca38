"""A player's marks judged: solved, wrong (and which marks), or correct so far.

What ``loopcp serve``'s Check says of a position that a person is
playing, on every board and genre:

- **solved** only when the lines drawn are a whole answer that the
  independent verifier accepts (``verify.problems``): closed, and every
  clue kept.  Crosses and shading are the player's notes, as puz.link
  treats them, and never needed.
- **wrong** when a mark contradicts what every solution shares
  (``decided``): a line where no solution has one, a cross where every
  solution has a line, and in the genres that shade cells (``finish``) a
  cell shaded that every solution passes through, or marked unshaded that
  none does and that holds no clue.  Each such mark is named.
- **unfinished** ("correct so far") otherwise.

A mark is never called right when it might be wrong: on a puzzle with
several solutions a mark on an edge the clues leave open is counted
apart (``open``), neither right nor wrong, since no answer says which
way it goes.  On a unique puzzle every edge is decided, so every mark is
judged.  A closed loop that breaks a clue is wrong even where each mark
alone fits some solution, and the verifier's words say why.

Roads not taken: judging against one solution found by a search (a
puzzle with several would call a right mark wrong), or against the
deduction rules' progress (a mark the rules cannot reach yet would be
called unknown).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from loopcp import verify
from loopcp.decided import Decided, decided
from loopcp.genres import get_genre, kind_of
from loopcp.genres.base import Genre
from loopcp.grid import edge_ends
from loopcp.logic.base import CROSS, LINE, GridPosition, Position
from loopcp.naming import counted
from loopcp.puzzle import Puzzle, Solution, Status

SOLVED, WRONG, UNFINISHED, UNKNOWN = "solved", "wrong", "unfinished", "unknown"
SHADED, UNSHADED = 1, -1  # a cell's mark in ``shaded``: the player's shading, or the dot that says "not shaded"

Shading = Sequence[Sequence[int]]  # rows x cols of SHADED, UNSHADED or 0


@dataclass(frozen=True, slots=True)
class Judged:
    """The verdict on a position, the marks that are wrong, and how many marks were judged.

    ``wrong`` holds edges as the position names them (``("h", i, j)`` on
    the square, an edge number on Loopy's other grids) and ``wrong_cells``
    cells ``(i, j)``; ``open`` counts the marks on edges and cells the
    clues leave undecided.
    """

    puzzle: Puzzle
    verdict: str
    text: str
    position: Position | GridPosition
    wrong: tuple[Any, ...] = ()
    wrong_cells: tuple[tuple[int, int], ...] = ()
    open: int = 0
    marks: int = 0
    seconds: float = 0.0

    def as_json(self) -> dict[str, object]:
        """The check's JSON object: the verdict in a word and in words, and the wrong marks as a hint names edges."""
        dots = self.position.dots if isinstance(self.position, GridPosition) else None
        edges = [list(e) if dots is None else [list(dots[e][0]), list(dots[e][1])] for e in self.wrong]
        return {
            "genre": kind_of(self.puzzle),
            **self.puzzle.board.as_json(),
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "verdict": self.verdict,
            "text": self.text,
            "marks": self.marks,
            "wrong": len(self.wrong) + len(self.wrong_cells),
            "open": self.open,
            "wrong_edges": edges,
            "wrong_cells": [list(c) for c in self.wrong_cells],
            "seconds": round(self.seconds, 6),
        }


def answer_problems(puzzle: Puzzle, position: Position | GridPosition) -> list[str] | None:
    """The verifier's words on the lines drawn as an answer (empty: right), or None when no line is drawn."""
    known: dict[Any, int] = dict(position.known())
    lines = [e for e, v in known.items() if v == LINE]
    if not lines:
        return None
    if isinstance(position, GridPosition):
        from loopcp.loopygrids import check as on_grid  # noqa: PLC0415 (a grid puzzle only)
        from loopcp.loopygrids.ids import view  # noqa: PLC0415

        where = view(puzzle)
        return on_grid.problems(where, [where.edges[k] for k in lines])
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return verify.problems(puzzle, Solution.from_edges(lattice.rows, lattice.cols, frozenset(lines)))


def judge(
    puzzle: Puzzle,
    position: Position | GridPosition,
    shaded: Shading | None = None,
    *,
    time_limit: float | None = None,
    shared: Decided | None = None,
) -> Judged:
    """Judge a player's position (and ``shaded`` cells, in a genre that shades them); see the module docstring.

    ``shared`` is what every solution shares, if the caller has it already
    (``decided(puzzle)``): the position is judged against it, with no
    search.
    """
    problems = answer_problems(puzzle, position)
    known: dict[Any, int] = dict(position.known())
    marked_cells = _cell_marks(puzzle, shaded)
    marks = len(known) + len(marked_cells)
    if problems == []:
        return Judged(puzzle, SOLVED, "solved: the loop is closed and keeps every rule", position, marks=marks)
    shared = shared or decided(puzzle, time_limit=time_limit)
    if shared.status is Status.UNSOLVABLE:
        return Judged(puzzle, WRONG, "the clues have no solution, so no mark can be right", position, marks=marks)
    if shared.position is None:
        limit = "a limit" if time_limit is None else f"the time limit of {time_limit:g} s"
        text = f"unknown: {limit} stopped the search for what the clues decide before the marks could be judged"
        return Judged(puzzle, UNKNOWN, text, position, marks=marks, seconds=shared.seconds)
    every: Any = shared.position
    wrong = tuple(sorted(e for e, v in known.items() if every.value(e) not in (0, v)))
    undecided = sum(every.value(e) == 0 for e in known)
    cells_wrong, cells_open = _judge_cells(puzzle, marked_cells, shared.cells)
    bad = len(wrong) + len(cells_wrong)
    seconds = shared.seconds
    if bad:
        text = f"{counted(bad, 'mark')} {'is' if bad == 1 else 'are'} wrong"
        return Judged(puzzle, WRONG, text, position, wrong, cells_wrong, undecided + cells_open, marks, seconds)
    if problems is not None and _closed(puzzle, position):
        text = f"not right: {problems[0]}"
        return Judged(puzzle, WRONG, text, position, (), (), undecided + cells_open, marks, seconds)
    text = "correct so far: no mark is wrong" if marks else "nothing is marked yet"
    if undecided + cells_open:
        left = undecided + cells_open
        text += f" ({counted(left, 'mark')} on places the clues leave open: the puzzle has several solutions)"
    return Judged(puzzle, UNFINISHED, text, position, (), (), undecided + cells_open, marks, seconds)


def _closed(puzzle: Puzzle, position: Position | GridPosition) -> bool:
    """Whether the lines drawn close up (every point they touch has two), in a genre of one loop: a finished try."""
    if get_genre(puzzle.genre).paths(puzzle) is not None:  # paths end at their clues: no try is "closed"
        return False
    known: dict[Any, int] = dict(position.known())
    lines = [e for e, v in known.items() if v == LINE]
    ends: list[tuple[Any, Any]]
    if isinstance(position, GridPosition):
        from loopcp.loopygrids.ids import view  # noqa: PLC0415 (a grid puzzle only)

        where = view(puzzle)
        ends = [where.edges[k] for k in lines]
    else:
        ends = [edge_ends(e) for e in lines]
    degree: dict[object, int] = {}
    for a, b in ends:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    return all(d == 2 for d in degree.values())


def shades(puzzle: Puzzle) -> bool:
    """Whether the puzzle's genre shades the cells off its loop (its record has a ``finish``): Yajilin, Koburin..."""
    plain = next(f.default for f in fields(Genre) if f.name == "finish")
    return puzzle.board.square and get_genre(puzzle.genre).finish is not plain


def shadeable(puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
    """Which cells the genre shades when the loop misses them: 1 a cell that may be shaded, 0 a clue it never shades."""
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    return genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, frozenset())).shaded


def _cell_marks(puzzle: Puzzle, shaded: Shading | None) -> dict[tuple[int, int], int]:
    """The cells the player marked, in a genre that shades cells; none elsewhere (its cells are not marked)."""
    if shaded is None or not shades(puzzle):
        return {}
    return {(i, j): v for i, row in enumerate(shaded) for j, v in enumerate(row) if v in (SHADED, UNSHADED)}


def _judge_cells(
    puzzle: Puzzle, marked: dict[tuple[int, int], int], cells: tuple[tuple[int, ...], ...] | None
) -> tuple[tuple[tuple[int, int], ...], int]:
    """The cell marks that contradict what every solution shares, and how many the clues leave open.

    ``cells`` says 1 for a cell every solution passes through (never
    shaded), -1 for one none does (shaded, unless the genre never shades
    it: a clue of Yajilin's).
    """
    if not marked or cells is None:
        return (), 0
    may = shadeable(puzzle)
    wrong, undecided = [], 0
    for (i, j), mark in sorted(marked.items()):
        value = cells[i][j]
        if value == 0:
            undecided += 1
            continue
        free = bool(may[i][j])
        if (mark == SHADED and (value == LINE or not free)) or (mark == UNSHADED and value == CROSS and free):
            wrong.append((i, j))
    return tuple(wrong), undecided
