"""``loopcp solve``: solve puzzles, prove uniqueness, and draw or print the answers."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import common
from loopcp.cli.common import (
    FormatOpt,
    GenreOpt,
    JsonOpt,
    Outcome,
    PathsArg,
    TimeLimitOpt,
    activity,
    emit,
    puzzles,
    report,
)
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.puzzle import Edge, Puzzle, Solution, SolveResult

_warned: list[bool] = []  # the note about a drawing too wide for the terminal is said once per run
STREAM_OVER = 2  # asked for more solutions than this (or all), they are printed as found, not held


def exit_code(result: SolveResult) -> int:
    """A search's exit code: a solution found, none exists, or a limit stopped it first."""
    if result.count:
        return common.OK
    return common.TIME_LIMIT if result.timed_out else common.UNSOLVABLE


def describe(result: SolveResult, time_limit: float | None) -> str:
    """What a search proved, in words, with its time."""
    from loopcp.puzzle import Status

    seconds = f"{result.seconds:.2f} s"
    if result.status is Status.UNIQUE:
        return f"unique solution ({seconds})"
    if result.status is Status.UNSOLVABLE:
        return f"no solution ({seconds})"
    if result.status is Status.MULTIPLE:
        many = f"exactly {result.count}" if result.complete else f"at least {result.count}"
        return f"{many} solutions ({seconds})"
    limit = f"the time limit of {time_limit:g} s" if time_limit is not None else "a limit"
    if result.count:
        return f"one solution found; {limit} stopped the search before it proved uniqueness ({seconds})"
    if result.timed_out:
        return f"unknown: {limit} stopped the search before an answer ({seconds})"
    return f"unknown: the search stopped before it could tell ({seconds})"


def json_line(result: SolveResult, source: str, **extra: object) -> str:
    """The contract's JSON object for one puzzle, with where it came from, as one line."""
    obj = result.as_json()
    obj["source"] = source
    obj.update(extra)
    return json.dumps(obj, separators=(", ", ": ")) + "\n"


def show(
    puzzle: Puzzle,
    loop: frozenset[Edge],
    marked: frozenset[Edge] = frozenset(),
    crosses: frozenset[Edge] = frozenset(),
) -> None:
    """A drawing: in colour on a terminal, plain text elsewhere (``crosses``: edges known off the loop)."""
    from loopcp import render

    if common.stdout_is_terminal():
        room = common.consoles.out.width
        compact = render.width(puzzle) > room
        if compact and not _warned:
            _warned.append(True)
            common.say(
                f"the drawing is {render.width(puzzle)} columns wide and this terminal {room}: drawn compactly;"
                " 'loopcp draw PUZZLE --solution -o picture.svg' draws it in full"
            )
        common.emit_rich(render.rich_picture(puzzle, loop, marked, compact=compact, crosses=crosses))
    else:
        emit(render.picture(puzzle, loop, marked, crosses=crosses))


def _print_human(result: SolveResult, source: str, time_limit: float | None) -> None:
    emit(f"{source}: {describe(result, time_limit)}\n")
    loops = [s.edges() for s in result.solutions]
    if len(loops) >= 2:
        differ = loops[0] ^ loops[1]
        emit(f"solutions 1 and 2 differ at the {len(differ)} edges drawn as * (heavy red lines on a terminal)\n")
        for k, loop in enumerate(loops, start=1):
            emit(f"solution {k}:\n")
            show(result.puzzle, loop, (loop & differ) if k <= 2 else frozenset())
    elif loops:
        show(result.puzzle, loops[0])


def _stream(puzzle: Puzzle, source: str, *, max_solutions: int, time_limit: float | None, json_out: bool) -> int:
    """Print each solution as it is found (verified first), then the verdict; memory stays flat."""
    from loopcp import search

    if json_out:
        head = {"genre": puzzle.kind, "rows": puzzle.rows, "cols": puzzle.cols, "source": source}
        emit(json.dumps(head, separators=(", ", ": "))[:-1] + ', "solutions": [')

    def each(solution: Solution, n: int) -> None:
        if json_out:
            emit((", " if n > 1 else "") + json.dumps(solution.as_json(), separators=(", ", ": ")))
        else:
            emit(f"{source}: solution {n}:\n")
            show(puzzle, solution.edges())

    result = search.solve(puzzle, max_solutions=max_solutions, time_limit=time_limit, keep=0, on_solution=each)
    if json_out:
        tail = {k: v for k, v in result.as_json().items() if k in ("status", "count", "complete", "seconds")}
        emit("], " + json.dumps(tail, separators=(", ", ": "))[1:] + "\n")
    else:
        emit(f"{source}: {describe(result, time_limit)}\n")
    return exit_code(result)


def solve_one(
    puzzle: Puzzle,
    source: str,
    *,
    max_solutions: int,
    time_limit: float | None,
    json_out: bool,
    svg: str | None = None,
) -> int:
    """Solve, verify and print one puzzle, and draw its first solution to ``svg`` if given; its exit code."""
    from loopcp import search

    if max_solutions == 0 or max_solutions > STREAM_OVER:
        return _stream(puzzle, source, max_solutions=max_solutions, time_limit=time_limit, json_out=json_out)
    with activity(f"solving {source}..."):
        result = search.solve(puzzle, max_solutions=max_solutions, time_limit=time_limit)
    if json_out:
        emit(json_line(result, source))
    else:
        _print_human(result, source, time_limit)
    if svg is not None and result.solutions:
        from loopcp import vector

        vector.write_picture(svg, puzzle, result.solutions[0])
    return exit_code(result)


def solve(
    paths: PathsArg = None,
    *,
    genre: GenreOpt = None,
    json_out: JsonOpt = False,
    max_solutions: Annotated[
        int,
        typer.Option(
            "--max-solutions",
            "-n",
            min=0,
            help="Stop after this many solutions; 2 decides uniqueness, 0 finds all. "
            "More than 2 (or all) are printed as they are found.",
        ),
    ] = 2,
    time_limit: TimeLimitOpt = None,
    fmt: FormatOpt = None,
    svg: Annotated[
        str | None,
        typer.Option(
            "--svg",
            metavar="FILE",
            help="Also draw the (first) solution as an SVG picture in this file; with several puzzles, "
            "put {n} in the name for the puzzle's number.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Solve puzzles and say whether each solution is unique.

    Each puzzle is solved, its answers are checked by an independent
    verifier, and the result is drawn (or printed as JSON).  When a puzzle
    has several solutions, two are drawn with the edges where they differ
    marked.  A file may hold several puzzles (Knuth grids separated by
    blank lines, or one game ID or URL per line, as 'loopcp generate
    --count' writes them); each is solved in turn.  A bad puzzle is
    reported on standard error and the others are still solved.  On a
    terminal, a spinner shows on standard error while a search runs longer
    than half a second.

    Examples:

      loopcp solve data/pi-day-2025.txt

      loopcp solve --genre masyu data/masyu-10x10.txt

      echo 33 | loopcp solve --json

      loopcp solve --max-solutions 0 --time-limit 10 data/draft-4x5.txt

      loopcp solve data/pi-day-2025.txt --svg pi-day.svg

    Game IDs and puzz.link URLs can be given as the puzzle itself; their
    format (and, for Pearl and mashu, their genre) is detected:

      loopcp solve '5x5t0:b02a31b1c3a2d23a23'

      loopcp solve 'https://puzz.link/p?mashu/5/5/00k00900i'
    """
    outcome = Outcome()
    for number, item in enumerate(puzzles(paths, fmt, genre), start=1):
        if item.puzzle is None:
            assert item.error is not None
            report(item.error, outcome, item.source)
            continue
        picture = None if svg is None else svg.replace("{n}", str(number))
        if number == 2 and svg is not None and picture == svg:
            common.fail(f"{svg}: several puzzles need {{n}} in the --svg file name, one picture each", common.BAD_INPUT)
        try:
            code = solve_one(
                item.puzzle,
                item.source,
                max_solutions=max_solutions,
                time_limit=time_limit,
                json_out=json_out,
                svg=picture,
            )
        except LoopcpError as exc:
            report(exc, outcome, item.source)
            continue
        outcome.add(code)
    outcome.exit()
