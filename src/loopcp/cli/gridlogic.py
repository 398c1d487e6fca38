"""``grade``, ``explain`` and ``hint`` on Loopy's other grids: the genre's rules there, printed as on the square.

The rules are the square's, on the grid's own tables (the record's
``grid_logic``); what they print follows the square's commands: the same
verdicts, the same JSON keys, with edges named by their two dots in
Tatham's coordinates (``[[x1, y1], [x2, y2], value]`` in JSON) and faces
by their number in his order.  A puzzle the rules finish is checked by
the independent verifier before its grade is shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

import typer

from loopcp.cli import exits
from loopcp.cli.exits import report_and_exit
from loopcp.cli.progress import activity
from loopcp.cli.streams import emit, fail, say
from loopcp.cli.verdicts import CONTRADICTION, grade_json, said, verdict
from loopcp.errors import DeadlineError, LoopcpError, UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.logic.base import deadline_after
from loopcp.puzzle import Puzzle, Solution

_told: list[bool] = []  # the note that a grid is not drawn in a terminal is said once a run


@dataclass(frozen=True, slots=True)
class GridResult:
    """What the rules made of a puzzle on a grid, with what the square's printing asks of a deduction."""

    puzzle: Puzzle
    deduction: Any  # the genre's GridDeduction: grade, steps, values, contradiction
    levels: tuple[str, ...]
    edges: tuple[tuple[tuple[int, int], tuple[int, int]], ...]  # each edge's two dots, in his coordinates

    @property
    def grade(self) -> str:
        """The lowest level whose rules finish the puzzle, ``unsolved`` or ``contradiction``."""
        return str(self.deduction.grade)

    @property
    def contradiction(self) -> str | None:
        """Why no loop fits, when none does."""
        return self.deduction.contradiction  # type: ignore[no-any-return]

    @property
    def steps(self) -> tuple[Any, ...]:
        """The steps in order."""
        return tuple(self.deduction.steps)

    @property
    def solved(self) -> bool:
        """Whether every edge is settled into one loop."""
        return self.grade in self.levels

    def settled(self) -> float:
        """The fraction of edges that are settled."""
        values = self.deduction.values
        return sum(v != 0 for v in values) / len(values) if values else 1.0

    def rule_counts(self) -> dict[str, int]:
        """How many steps each rule made."""
        counts: dict[str, int] = {}
        for step in self.steps:
            counts[step.rule] = counts.get(step.rule, 0) + 1
        return counts

    def step_json(self, step: Any) -> dict[str, object]:
        """A step as JSON: its rule, level and text, the faces it read, and the edges it set with their dots."""
        return {
            "rule": step.rule,
            "level": step.level,
            "text": step.text,
            "faces": list(step.faces),
            "set": [[list(self.edges[e][0]), list(self.edges[e][1]), value] for e, value in step.set],
        }


def deduce(
    puzzle: Puzzle,
    *,
    max_level: str | None = None,
    limit_steps: int | None = None,
    known: dict[int, int] | None = None,
    time_limit: float | None = None,
) -> GridResult:
    """The genre's rules on the grid from ``known`` edges (default: none); a finished loop is verified first."""
    from loopcp import verify
    from loopcp.loopygrids.check import cycle
    from loopcp.loopygrids.ids import view

    assert puzzle.grid is not None
    genre = get_genre(puzzle.genre)
    if genre.grid_logic is None:
        raise UnsupportedError(f"{kind_of(puzzle)} has no deduction rules on the {puzzle.grid.name} grid")
    grid = view(puzzle)
    top = max_level or genre.levels[-1]
    if top not in genre.levels:
        raise UnsupportedError(f"unknown level {top!r}; choose one of: {', '.join(genre.levels)}")
    try:
        deduction = genre.grid_logic.load().deduce_grid(
            grid.geometry,
            grid.clues,
            max_level=top,
            limit_steps=limit_steps,
            known=known,
            deadline=deadline_after(time_limit),
        )
    except DeadlineError as exc:
        raise said(exc, time_limit) from None
    dots = grid.geometry.dots
    edges = tuple((dots[a], dots[b]) for a, b in grid.edges)
    result = GridResult(puzzle, deduction, genre.levels, edges)
    if result.solved:
        loop = [grid.edges[k] for k, value in enumerate(deduction.values) if value == 1]
        verify.check(puzzle, Solution((), (), loop=tuple(cycle(grid, loop))))
    return result


def explain(
    puzzle: Puzzle, source: str, *, max_level: str | None, json_out: bool, draw: str | None, time_limit: float | None
) -> None:
    """``explain`` on one of Loopy's other grids: the steps, edges named by their dots; ends the command.

    ``draw`` has been checked by ``cli/logic.py``: a folder, or a name with ``{n}``.
    """
    assert puzzle.grid is not None
    try:
        with activity(f"explaining {source}..."):
            result = deduce(puzzle, max_level=max_level, time_limit=time_limit)
    except LoopcpError as exc:
        report_and_exit(exc, source)
    if json_out:
        obj = grade_json(puzzle, result, source)
        obj["steps"] = [{"step": n, **result.step_json(step)} for n, step in enumerate(result.steps, start=1)]
        emit(json.dumps(obj, separators=(", ", ": ")) + "\n")
    else:
        width = len(str(len(result.steps)))
        for n, step in enumerate(result.steps, start=1):
            emit(f"{n:>{width}}. [{step.level}] {step.text}\n")
        emit(f"{source}: {verdict(result)}\n")
    if draw is not None:
        _draw_steps(puzzle, result, draw)
    raise typer.Exit(exits.UNSOLVABLE if result.grade == CONTRADICTION else exits.OK)


def _draw_steps(puzzle: Puzzle, result: GridResult, draw: str) -> None:
    """One picture a step (``explain --draw``): the position after it, its edges marked."""
    from loopcp import pictures
    from loopcp.cli import options

    if options.is_folder(draw):
        options.make_folder(draw)
    values = [0] * len(result.edges)
    width = len(str(len(result.steps)))
    for n, step in enumerate(result.steps, start=1):
        for e, value in step.set:
            values[e] = value
        path = options.picture_file(draw, n, noun="step", digits=width)
        try:
            pictures.write_grid_position(path, puzzle, values, [e for e, _ in step.set])
        except LoopcpError as exc:
            fail(str(exc), exits.BAD_INPUT)


def hint(
    puzzle: Puzzle, source: str, *, json_out: bool, state: str | None, draw: str | None, time_limit: float | None
) -> None:
    """``hint`` on one of Loopy's other grids: the first step from a position (``state``) or an empty board.

    A position is JSON ``{"edges": [[[x1, y1], [x2, y2], value], ...]}``:
    each edge by its two dots in Tatham's coordinates, 1 a line and -1 a
    cross, as a step's ``set`` names them.  Ends the command.
    """
    assert puzzle.grid is not None
    known = None if state is None else _position(state, puzzle)
    try:
        with activity(f"looking for a step in {source}..."):
            result = deduce(puzzle, limit_steps=1, known=known, time_limit=time_limit)
    except LoopcpError as exc:
        report_and_exit(exc, source)
    if result.grade == CONTRADICTION:
        what = "the clues contradict each other" if not known else "the position already contradicts the clues"
        message = f"{what}: {result.contradiction}"
        emit(json.dumps({"verdict": "contradiction", "text": message}) + "\n" if json_out else f"{source}: {message}\n")
        raise typer.Exit(exits.UNSOLVABLE)
    if not result.steps:
        done = all(result.deduction.values)
        message = "the position is solved" if done else "no rule applies here: the rules are stuck"
        verdict = "solved" if done else "stuck"
        emit(json.dumps({"verdict": verdict, "text": message}) + "\n" if json_out else f"{source}: {message}\n")
        raise typer.Exit(exits.OK if done else exits.UNSOLVABLE)
    step = result.steps[0]
    if draw is not None:
        from loopcp import pictures

        try:
            pictures.write_grid_position(draw, puzzle, result.deduction.values, [e for e, _ in step.set])
        except LoopcpError as exc:
            fail(str(exc), exits.BAD_INPUT)
    emit(
        json.dumps(result.step_json(step), separators=(", ", ": ")) + "\n"
        if json_out
        else f"[{step.level}] {step.text}\n"
    )
    raise typer.Exit(exits.OK)


STATE_HINT = '{"edges": [[[x1, y1], [x2, y2], 1 or -1], ...]}'


def _position(path: str, puzzle: Puzzle) -> dict[int, int]:
    """A position on the puzzle's grid from a state file: edge number -> 1 (line) or -1 (cross); or exit 2."""
    from loopcp.cli.inputs import read
    from loopcp.formats.text import decode
    from loopcp.loopygrids.ids import view

    try:
        source, data = read(path)
        obj = json.loads(decode(data, source))
    except LoopcpError as exc:
        fail(f"{path}: {exc}", exits.BAD_INPUT)
    except json.JSONDecodeError as exc:
        fail(f"{path}:{exc.lineno}:{exc.colno}: expected JSON: {exc.msg.lower()}", exits.BAD_INPUT)
    grid = view(puzzle)
    dots = grid.geometry.dots
    number = {frozenset((dots[a], dots[b])): k for k, (a, b) in enumerate(grid.edges)}
    entries = obj.get("edges") if isinstance(obj, dict) else None
    if not isinstance(entries, list):
        fail(f"{path}: expected a position {STATE_HINT}", exits.BAD_INPUT)
    known: dict[int, int] = {}
    for entry in entries:
        try:
            (x1, y1), (x2, y2), value = entry
            key = frozenset(((int(x1), int(y1)), (int(x2), int(y2))))
        except (TypeError, ValueError):
            fail(
                f"{path}: expected each edge as [[x1, y1], [x2, y2], 1 or -1], got {json.dumps(entry)}", exits.BAD_INPUT
            )
        if value not in (1, -1) or isinstance(value, bool):
            fail(f"{path}: expected 1 (a line) or -1 (a cross) for an edge, got {json.dumps(value)}", exits.BAD_INPUT)
        if key not in number:
            fail(f"{path}: ({x1}, {y1}) to ({x2}, {y2}) is not an edge of the {puzzle.grid.name} grid", exits.BAD_INPUT)  # type: ignore[union-attr]
        known[number[key]] = value
    return known


def show_loop(puzzle: Puzzle, solution: Solution) -> None:
    """A loop on one of Loopy's other grids, as its dots in order: the terminal draws only the square."""
    assert puzzle.grid is not None
    if not _told:
        _told.append(True)
        say(
            f"the {puzzle.grid.name} grid is not drawn in a terminal: the loop is listed as its dots (x,y) in"
            " Tatham's coordinates; 'loopcp draw PUZZLE --solution -o loop.svg' draws it"
        )
    emit(loop_line(solution))


def loop_line(solution: Solution) -> str:
    """``loop: x,y x,y ...``: the loop's dots in order, as ``check`` reads them back."""
    return "loop: " + " ".join(f"{x},{y}" for x, y in solution.loop) + "\n"


class Shown(Protocol):
    """How ``solve`` prints (its ``Printing``)."""

    @property
    def json_out(self) -> bool: ...

    @property
    def timing(self) -> bool: ...

    @property
    def time_limit(self) -> float | None: ...


def print_decided(puzzle: Puzzle, source: str, how: Shown, picture: str | None) -> int:
    """``solve --decided`` on one of Loopy's other grids: what every loop shares, in words or JSON; the exit code."""
    from loopcp.loopygrids.answers import decided
    from loopcp.puzzle import Status

    assert puzzle.grid is not None
    if picture is not None:
        fail(f"solve --decided --draw is for the square grid; not yet on the {puzzle.grid.name} grid", exits.BAD_INPUT)
    json_out, timing, time_limit = how.json_out, how.timing, how.time_limit
    with activity(f"deciding {source}..."):
        answer = decided(puzzle, time_limit=time_limit)
    if json_out:
        obj = answer.as_json()
        if not timing:
            del obj["seconds"]
        emit(json.dumps({**obj, "source": source}, separators=(", ", ": ")) + "\n")
    else:
        total, on, off = len(answer.dots), answer.count(1), answer.count(-1)
        split = f"{on} on the loop, {off} off"
        if answer.status is Status.UNSOLVABLE:
            words = "no solution"
        elif answer.values is None:
            limit = f"the time limit of {time_limit:g} s" if time_limit is not None else "a limit"
            words = f"unknown: {limit} stopped the search before it proved which edges are decided"
        elif answer.status is Status.UNIQUE:
            words = f"unique solution: all {total} edges decided ({split})"
        else:
            words = f"several solutions: {on + off} of {total} edges decided ({split}), {answer.count(0)} undecided"
        emit(f"{source}: {words}" + (f" ({answer.seconds:.2f} s)" if timing else "") + "\n")
        if answer.values is not None and answer.status is Status.MULTIPLE:  # the lines, by their dots
            lines = [
                f"({a[0]},{a[1]})-({b[0]},{b[1]})"
                for (a, b), v in zip(answer.dots, answer.values, strict=True)
                if v == 1
            ]
            emit("on the loop in every solution: " + (" ".join(lines) or "none") + "\n")
    if answer.status is Status.UNSOLVABLE:
        return exits.UNSOLVABLE
    return exits.TIME_LIMIT if answer.values is None else exits.OK
