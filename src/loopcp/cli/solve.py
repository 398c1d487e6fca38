"""``loopcp solve``: solve puzzles, prove uniqueness, and draw or print the answers."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import exits, options, progress, streams
from loopcp.cli.exits import Outcome, report
from loopcp.cli.inputs import puzzles
from loopcp.cli.options import (
    ClusterOpt,
    FormatOpt,
    GenreOpt,
    JobsOpt,
    JsonOpt,
    NoTimingOpt,
    PathsArg,
    TimeLimitOpt,
    draw_option,
    old_name,
    renamed,
)
from loopcp.cli.progress import Heard
from loopcp.cli.shown import Printing, picture_name, show_solution
from loopcp.cli.streams import emit
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.formats.batch import Item
    from loopcp.puzzle import Puzzle, Solution, SolveResult

STREAM_OVER = 2  # asked for more solutions than this (or all), they are printed as found, not held


def exit_code(result: SolveResult) -> int:
    """A search's exit code: a solution found, none exists, or a limit stopped it first."""
    if result.count:
        return exits.OK
    return exits.TIME_LIMIT if result.timed_out else exits.UNSOLVABLE


def describe(result: SolveResult, time_limit: float | None, *, timing: bool = True) -> str:
    """What a search proved, in words, with its time (unless ``timing`` is off)."""
    return _verdict(result, time_limit) + (f" ({result.seconds:.2f} s)" if timing else "")


def _verdict(result: SolveResult, time_limit: float | None) -> str:
    from loopcp.puzzle import Status

    if result.status is Status.UNIQUE:
        return "unique solution"
    if result.status is Status.UNSOLVABLE:
        from loopcp.logic.verdicts import why_none

        why = why_none(result.puzzle)
        return f"no solution: {why}" if why else "no solution"
    if result.status is Status.MULTIPLE:
        many = f"exactly {result.count}" if result.complete else f"at least {result.count}"
        return f"{many} solutions"
    limit = f"the time limit of {time_limit:g} s" if time_limit is not None else "a limit"
    if result.count and not result.timed_out:  # --max-solutions 1 asked for one answer
        return "one solution found; uniqueness was not looked for (--max-solutions 1)"
    if result.count:
        return f"one solution found; {limit} stopped the search before it proved uniqueness"
    if result.timed_out:
        return f"unknown: {limit} stopped the search before an answer"
    return "unknown: the search stopped before it could tell"


def json_line(result: SolveResult, source: str, *, timing: bool = True, **extra: object) -> str:
    """The contract's JSON object for one puzzle, with where it came from, as one line (``seconds`` if ``timing``)."""
    obj = result.as_json()
    if not timing:
        del obj["seconds"]
    obj["source"] = source
    obj.update(extra)
    return json.dumps(obj, separators=(", ", ": ")) + "\n"


def _print_human(result: SolveResult, source: str, how: Printing) -> None:
    emit(f"{source}: {describe(result, how.time_limit, timing=how.timing)}\n")
    puzzle, solutions = result.puzzle, result.solutions
    loops = [s.edges() for s in solutions]
    several = len(loops) >= 2
    differ = loops[0] ^ loops[1] if several else frozenset()
    if several and puzzle.board.terminal:
        emit(f"solutions 1 and 2 differ at the {len(differ)} edges drawn as * (heavy red lines on a terminal)\n")
    for k, solution in enumerate(solutions, start=1):
        if several:
            emit(f"solution {k}:\n")
        show_solution(puzzle, solution, (loops[k - 1] & differ) if k <= 2 else frozenset())


class Stream:
    """Solutions printed one by one as they are found, then the verdict: memory stays flat.

    Nothing is printed before the first solution or the verdict, so a
    search that fails at once (a board too large) leaves no partial line.
    A run with workers gets a puzzle's solutions all at once and prints
    them through the same steps, so its bytes are a serial run's.
    """

    def __init__(self, puzzle: Puzzle, source: str, how: Printing) -> None:
        self.puzzle, self.source, self.how = puzzle, source, how
        self.started = False
        self.first: list[Solution] = []  # the first two solutions, for a picture

    def _head(self) -> None:
        """What comes before the first solution."""
        self.started = True
        if self.how.json_out:
            from loopcp.genres import kind_of

            head = {"genre": kind_of(self.puzzle), "rows": self.puzzle.rows, "cols": self.puzzle.cols}
            head["source"] = self.source
            emit(json.dumps(head, separators=(", ", ": "))[:-1] + ', "solutions": [')

    def each(self, solution: Solution, n: int) -> None:
        """The ``n``-th solution (from 1), verified."""
        if not self.started:
            self._head()
        if len(self.first) < 2:
            self.first.append(solution)
        if self.how.json_out:
            emit((", " if n > 1 else "") + json.dumps(solution.as_json(), separators=(", ", ": ")))
        else:
            emit(f"{self.source}: solution {n}:\n")
            show_solution(self.puzzle, solution)

    def tail(self, result: SolveResult) -> int:
        """The verdict; the exit code."""
        if not self.started:
            self._head()
        if self.how.json_out:
            keys = ("status", "count", "complete", "seconds") if self.how.timing else ("status", "count", "complete")
            tail = {k: v for k, v in result.as_json().items() if k in keys}
            emit("], " + json.dumps(tail, separators=(", ", ": "))[1:] + "\n")
        else:
            emit(f"{self.source}: {describe(result, self.how.time_limit, timing=self.how.timing)}\n")
        return exit_code(result)


def stream_here(puzzle: Puzzle, source: str, how: Printing, max_solutions: int, picture: str | None = None) -> int:
    """Solve one puzzle here, printing each solution as it is found, and draw ``picture`` if given; the exit code."""
    from loopcp import search

    printer = Stream(puzzle, source, how)
    result = search.solve(
        puzzle, max_solutions=max_solutions, time_limit=how.time_limit, keep=0, on_solution=printer.each
    )
    code = printer.tail(result)
    draw_answer(picture, puzzle, printer.first)
    return code


def print_result(result: SolveResult, source: str, how: Printing, *, streamed: bool, picture: str | None = None) -> int:
    """Print one puzzle's answer (in the streaming shape if ``streamed``), draw ``picture`` if given; the exit code."""
    if streamed:
        printer = Stream(result.puzzle, source, how)
        for n, solution in enumerate(result.solutions, start=1):
            printer.each(solution, n)
        code = printer.tail(result)
    else:
        if how.json_out:
            emit(json_line(result, source, timing=how.timing))
        else:
            _print_human(result, source, how)
        code = exit_code(result)
    draw_answer(picture, result.puzzle, list(result.solutions[:2]))
    return code


def draw_answer(picture: str | None, puzzle: Puzzle, solutions: list[Solution]) -> None:
    """Draw the first solution into ``picture``, if asked and found; with a second, mark the edges where it differs.

    The marked edges are the first loop's that the second leaves out, as
    the text drawing marks them in solution 1 (on the square; on Loopy's
    other grids, whose solutions are their dots, none are marked).
    """
    if picture is None or not solutions:
        return
    from loopcp import pictures

    loops = [s.edges() for s in solutions]
    marked = loops[0] - loops[1] if len(loops) > 1 else frozenset()
    pictures.write_picture(picture, puzzle, solutions[0], marked=marked)


def solved_here(item: Item, max_solutions: int, time_limit: float | None, heard: Heard) -> SolveResult | LoopcpError:
    """One puzzle solved in this process (in a thread of ``batches.in_flight``), each answer told to ``heard``."""
    from loopcp import search

    assert item.puzzle is not None
    try:
        hook = heard.hook(id(item))
        return search.solve(item.puzzle, max_solutions=max_solutions, time_limit=time_limit, on_solution=hook)
    except LoopcpError as exc:
        return exc


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
    draw: Annotated[
        str | None,
        draw_option(
            "the first solution",
            "With two or more, the edges where the second differs are marked. With several puzzles, put {n} in "
            "the name for the puzzle's number, or name a folder (puzzle-N.svg in it).",
        ),
    ] = None,
    svg: Annotated[str | None, old_name("--svg")] = None,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
    no_timing: NoTimingOpt = False,
    decided: Annotated[
        bool,
        typer.Option(
            "--decided",
            help="Instead of solutions, what every solution shares: the edges on the loop in every solution "
            "(drawn as lines) and in none (drawn as x); the others are undecided (blank). Every edge reported "
            'decided is proved. With --json, "decided" holds them in the hint state\'s layout (1, -1, 0 '
            'undecided), and, where the loop runs through cell centres, "cells" each cell: 1 on the loop in '
            "every solution, -1 in none, 0 undecided. Exit 3 when --time-limit stops it before the proof: then "
            "none is reported decided.",
        ),
    ] = False,
) -> None:
    """Solve puzzles and say whether each solution is unique.

    Each puzzle is solved, its answers are checked by an independent
    verifier, and the result is drawn (or printed as JSON).  When a puzzle
    has several solutions, two are drawn with the edges where they differ
    marked.  A file may hold several puzzles (Knuth grids separated by
    blank lines, or one game ID or URL per line, as 'loopcp generate
    --count' writes them); two are solved at once, in threads, and the
    answers come in input order.  A bad puzzle is reported on standard
    error and the others are still solved.  On a terminal, a spinner shows
    on standard error while an answer takes longer than half a second, and
    says when the answer is found and only the proof of uniqueness is left.

    Examples:

      loopcp solve data/pi-day-2025.txt

      loopcp solve --genre masyu data/masyu-10x10.txt

      echo 33 | loopcp solve --json

      loopcp solve --max-solutions 0 --time-limit 10 data/draft-4x5.txt

      loopcp solve data/pi-day-2025.txt --draw pi-day.svg

    With --decided, an unfinished puzzle shows what its clues already
    decide: the edges every solution shares.

      loopcp solve --decided data/draft-4x5.txt

    Many puzzles go faster in several processes, or on a Dask cluster
    (pip install 'loopcp\\[cluster]'); the answers come in the same order,
    and with --no-timing the output is byte for byte a serial run's:

      loopcp solve --json --jobs 0 archive.txt > answers.jsonl

      loopcp solve --json --cluster tcp://scheduler:8786 archive.txt

    Game IDs and puzz.link URLs can be given as the puzzle itself; their
    format (and, for Pearl and mashu, their genre) is detected:

      loopcp solve '5x5t0:b02a31b1c3a2d23a23'

      loopcp solve 'https://puzz.link/p?mashu/5/5/00k00900i'
    """
    from loopcp import batches

    draw = renamed(draw, svg, new_name="--draw", old_name="--svg", default=None)
    if decided and max_solutions != 2:
        streams.fail("--decided looks at every solution: leave out --max-solutions", exits.BAD_INPUT)
    if decided and (jobs != 1 or cluster is not None):
        streams.fail("--decided solves in this process: leave out --jobs and --cluster", exits.BAD_INPUT)
    if draw is not None and options.is_folder(draw):
        options.make_folder(draw)
    how = Printing(json_out, not no_timing, time_limit)
    if decided:
        from loopcp.cli.decided import decided_many

        decided_many(puzzles(paths, fmt, genre), how, draw)
    streamed = max_solutions == 0 or max_solutions > STREAM_OVER
    here = not options.workers_wanted(jobs, cluster)

    def run(todo: Iterator[Item]) -> Iterator[SolveResult | LoopcpError | None]:
        if here and streamed:  # solved below, each solution printed as it is found
            return (None for _ in todo)
        if here:
            heard = Heard(max_solutions)
            work = functools.partial(solved_here, max_solutions=max_solutions, time_limit=time_limit, heard=heard)
            spinner = lambda item: heard.waiting(id(item), f"solving {item.source}...")  # noqa: E731 (one line)
            return batches.in_flight(todo, work, batches.threads_here(), spinner)
        return batches.solve_many(
            (item.puzzle for item in todo if item.puzzle is not None),
            max_solutions=max_solutions,
            time_limit=time_limit,
            jobs=jobs,
            cluster=cluster,
        )

    outcome = Outcome()
    with progress.batch(puzzles(paths, fmt, genre), run, None if here else "solving") as results:
        for number, (item, result) in enumerate(results, start=1):
            if item.puzzle is None:
                assert item.error is not None
                report(item.error, outcome, item.source)
                continue
            if isinstance(result, LoopcpError):
                report(result, outcome, item.source)
                continue
            try:
                picture = picture_name(draw, number)
                if result is None:
                    code = stream_here(item.puzzle, item.source, how, max_solutions, picture)
                else:
                    code = print_result(result, item.source, how, streamed=streamed, picture=picture)
            except LoopcpError as exc:
                report(exc, outcome, item.source)
                continue
            outcome.add(code)
    outcome.exit()
