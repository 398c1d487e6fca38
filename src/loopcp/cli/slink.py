"""``loopcp slink``: the Slink contest mode, each answer drawn in the contest's frame."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from loopcp.cli import exits, options, progress
from loopcp.cli.exits import Outcome, report
from loopcp.cli.inputs import read
from loopcp.cli.options import ClusterOpt, JobsOpt, PathsArg, TimeLimitOpt
from loopcp.cli.streams import emit, say
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.formats.batch import Item
    from loopcp.puzzle import Puzzle, SolveResult


def slink(
    paths: PathsArg = None, time_limit: TimeLimitOpt = None, jobs: JobsOpt = 1, cluster: ClusterOpt = None
) -> None:
    """Solve a Slink contest input and draw each answer in the contest's format.

    The input holds any number of problems: a line 'ROWS COLUMNS', then a
    line of clues 0-3 for each row, and a line '0 0' at the end.  Each answer
    is printed as its data set number and the framed drawing.  The contest
    promises exactly one solution; a data set without one, or with several,
    or one that is malformed, is reported on standard error, gets no
    drawing, and the others are still answered.  The exit code is then 1
    (no or several solutions), 2 (a malformed data set) or 3 (--time-limit,
    which applies to each data set, left one undecided).

    Examples:

      loopcp slink data/slink-sample.in > answers.out

      printf '2 2\\n2 2\\n2 2\\n0 0\\n' | loopcp slink

    A long input goes faster in several processes (--jobs 0: one per core)
    or on a Dask cluster; the answers are the same, in the same order:

      loopcp slink --jobs 0 contest.in > answers.out
    """
    from loopcp import batches
    from loopcp.formats import slink as contest
    from loopcp.formats.text import decode

    here = not options.workers_wanted(jobs, cluster)

    def run(todo: Iterator[Item]) -> Iterator[SolveResult | LoopcpError]:
        puzzles = (item.puzzle for item in todo if item.puzzle is not None)
        if here:
            return (_solved(puzzle, time_limit) for puzzle in puzzles)
        return batches.solve_many(puzzles, max_solutions=2, time_limit=time_limit, jobs=jobs, cluster=cluster)

    outcome = Outcome()
    for path in paths or ["-"]:
        try:
            source, data = read(path)
            items = contest.parse_each(decode(data, source), source)
            with progress.batch(items, run, None if here else "solving") as results:
                for number, (item, result) in enumerate(results, start=1):
                    _answer(number, item, result, outcome)
        except LoopcpError as exc:
            report(exc, outcome, path)
    outcome.exit()


def _solved(puzzle: Puzzle, time_limit: float | None) -> SolveResult | LoopcpError:
    """One data set's search here, its error as its result (a board too large to search, say)."""
    from loopcp import search

    try:
        return search.solve(puzzle, max_solutions=2, time_limit=time_limit)
    except LoopcpError as exc:
        return exc


def _answer(number: int, item: Item, result: SolveResult | LoopcpError | None, outcome: Outcome) -> None:
    """Draw one data set's answer, or say why it has none."""
    from loopcp.pictures import text as render
    from loopcp.puzzle import Status

    if item.puzzle is None or result is None:
        assert item.error is not None
        report(item.error, outcome)
        return
    if isinstance(result, LoopcpError):
        report(result, outcome, f"data set {number}")
        return
    if result.status is Status.UNIQUE:
        emit(render.slink_picture(item.puzzle, result.solutions[0].edges(), number))
        return
    broken = {
        Status.UNSOLVABLE: "has no solution",
        Status.MULTIPLE: "has more than one solution",
    }.get(result.status, "is undecided: the time limit stopped its search")
    say(f"data set {number}: {broken}, but the contest promises exactly one")
    outcome.add(exits.UNSOLVABLE if result.status is not Status.UNKNOWN else exits.TIME_LIMIT)
