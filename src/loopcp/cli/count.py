"""``loopcp count``: count solutions exhaustively, with a decision diagram or by enumeration."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated, Literal

import typer

from loopcp.cli import exits, options, progress
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
    old_name,
    renamed,
)
from loopcp.cli.progress import activity
from loopcp.cli.shown import Printing
from loopcp.cli.solve import json_line
from loopcp.cli.streams import emit, say
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.formats.batch import Item
    from loopcp.puzzle import SolveResult

EngineName = Literal["auto", "zdd", "transfer", "cpsat"]


def counted_here(item: Item, limit: int | None, time_limit: float | None, engine: str) -> SolveResult | LoopcpError:
    """One puzzle counted in this process, with its progress on a terminal."""
    from loopcp import search

    assert item.puzzle is not None
    with activity("counting...") as shown:

        def progress(n: int, seconds: float) -> None:
            found = f"{n:,} {'solution' if n == 1 else 'solutions'}"
            shown.update(f"counting: {found} so far, {n / max(seconds, 1e-9):,.0f} a second")

        try:
            return search.count(item.puzzle, limit=limit, time_limit=time_limit, progress=progress, engine=engine)  # type: ignore[arg-type]
        except LoopcpError as exc:
            return exc


def print_count(result: SolveResult, source: str, *, limit: int | None, how: Printing, named: bool) -> int:
    """Print one puzzle's count (``named``: after its source) and what stopped it short; the exit code."""
    for note in result.notes:
        say(f"{source}: {note}")
    prefix = f"{source}: " if named else ""
    if how.json_out:
        emit(json_line(result, source, timing=how.timing, engine=result.engine))
    elif result.complete:
        emit(f"{prefix}{result.count}\n")
    elif not result.timed_out:
        say(f"{source}: --limit {limit} stopped the count; there may be more solutions")
        emit(f"{prefix}{result.count}\n")
    else:
        why = f"the time limit of {how.time_limit:g} s" if how.time_limit is not None else "a time limit"
        say(f"{source}: {why} stopped the count before it was complete")
        emit(f"{prefix}at least {result.count}\n")  # a bound, worded so that no script takes it for the count
    if result.timed_out:
        return exits.TIME_LIMIT
    return exits.OK if result.count else exits.UNSOLVABLE


def count(
    paths: PathsArg = None,
    *,
    genre: GenreOpt = None,
    json_out: JsonOpt = False,
    limit: Annotated[
        int | None,
        typer.Option("--limit", "-n", min=1, help="Stop counting at this many solutions.", show_default=False),
    ] = None,
    old_limit: Annotated[int | None, old_name("-l", min=1)] = None,
    time_limit: TimeLimitOpt = None,
    fmt: FormatOpt = None,
    engine_name: Annotated[
        EngineName,
        typer.Option(
            "--engine",
            "-e",
            help="How to count: zdd counts a decision diagram without listing loops (narrow boards),"
            " transfer keeps counts only (a little wider), cpsat enumerates loops one by one;"
            " auto first asks the rules (a loop sound deduction decides alone is the only one), then picks zdd"
            " up to 12 points wide, then transfer, then cpsat, and says why on standard error.",
        ),
    ] = "auto",
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
    no_timing: NoTimingOpt = False,
) -> None:
    """Count a puzzle's solutions exhaustively.

    The last line of standard output is the count alone, in full however
    large (with several puzzles, each count follows its puzzle's name).
    Progress shows on standard error when an enumeration runs long on a
    terminal.  A count stopped by --limit says so on standard error.  A
    count stopped by --time-limit is no answer: it prints 'at least N'
    and exits 3.  With --json, a count above 2^53 is a string of digits,
    so that no JSON reader rounds it.

    The decision diagram (zdd) counts billions of loops in a second on a
    narrow board, and hands back loops that are verified; it grows with the
    board's shorter side.  A board too wide for it is counted by the
    transfer matrix, which keeps counts only (the empty 12x12 board in a
    few seconds), and one too wide for that by enumeration, each with a
    note on standard error saying why.

    Examples:

      loopcp count data/empty-4x4.txt

      loopcp count --engine transfer data/empty-4x4.txt

      loopcp count --engine cpsat --limit 1000 --json data/draft-4x5.txt

      loopcp count 'https://puzz.link/p?slither/3/3/o'
    """
    from loopcp import batches

    limit = renamed(limit, old_limit, new_name="-n/--limit", old_name="-l", default=None)
    how = Printing(json_out, not no_timing, time_limit)
    here = not options.workers_wanted(jobs, cluster)
    items = list(puzzles(paths, fmt, genre))  # small: a count is long work, and names need the number of puzzles

    def run(todo: Iterator[Item]) -> Iterator[SolveResult | LoopcpError]:
        if here:
            return (counted_here(item, limit, time_limit, engine_name) for item in todo)
        to_count = (item.puzzle for item in todo if item.puzzle is not None)
        return batches.count_many(
            to_count, limit=limit, time_limit=time_limit, engine=engine_name, jobs=jobs, cluster=cluster
        )

    outcome = Outcome()
    with progress.batch(items, run, None if here else "counting") as results:
        for item, result in results:
            if result is None or isinstance(result, LoopcpError):
                report(item.error or result, outcome, item.source)  # type: ignore[arg-type]
                continue
            outcome.add(print_count(result, item.source, limit=limit, how=how, named=len(items) > 1))
    outcome.exit()
