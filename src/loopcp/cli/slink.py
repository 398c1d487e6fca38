"""``loopcp slink``: the Slink contest mode, each answer drawn in the contest's frame."""

from __future__ import annotations

from loopcp.cli import common
from loopcp.cli.common import Outcome, PathsArg, TimeLimitOpt, emit, read, report, say
from loopcp.errors import LoopcpError


def slink(paths: PathsArg = None, time_limit: TimeLimitOpt = None) -> None:
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
    """
    from loopcp import render, search
    from loopcp.formats import slink as contest
    from loopcp.formats.text import decode
    from loopcp.puzzle import Status

    outcome = Outcome()
    for path in paths or ["-"]:
        try:
            source, data = read(path)
            items = contest.parse_each(decode(data, source), source)
            for number, item in enumerate(items, start=1):
                if item.puzzle is None:
                    assert item.error is not None
                    report(item.error, outcome)
                    continue
                try:
                    result = search.solve(item.puzzle, max_solutions=2, time_limit=time_limit)
                except LoopcpError as exc:  # e.g. a board too large to search
                    report(exc, outcome, f"data set {number}")
                    continue
                if result.status is Status.UNIQUE:
                    emit(render.slink_picture(item.puzzle, result.solutions[0].edges(), number))
                    continue
                broken = {
                    Status.UNSOLVABLE: "has no solution",
                    Status.MULTIPLE: "has more than one solution",
                }.get(result.status, "is undecided: the time limit stopped its search")
                say(f"data set {number}: {broken}, but the contest promises exactly one")
                outcome.add(common.UNSOLVABLE if result.status is not Status.UNKNOWN else common.TIME_LIMIT)
        except LoopcpError as exc:
            report(exc, outcome, path)
    outcome.exit()
