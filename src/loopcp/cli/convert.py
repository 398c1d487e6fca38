"""``loopcp convert``: a puzzle in another format."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from loopcp.cli import options, progress
from loopcp.cli.exits import Outcome, report
from loopcp.cli.inputs import puzzles
from loopcp.cli.options import ClusterOpt, FormatOpt, GenreOpt, JobsOpt, PathsArg, ToOpt
from loopcp.cli.streams import emit
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.formats.batch import Item


def convert(
    paths: PathsArg = None,
    *,
    to: ToOpt = "knuth",
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
) -> None:
    """Print puzzles in another format.

    The formats are those of --to below, each with a few words, and
    'loopcp genres' says which of them each genre is written in.  A
    puzzle that a format cannot hold is an error (exit 2): a
    SuperSlitherlink has no game ID, URL, saved file or puzzlekit text, a
    Slink input has no blank cell, and a genre of clue tokens has no Knuth
    text.  Knuth text does not say its genre: read a Masyu back with
    --genre masyu.  Several puzzles are written as a batch that 'loopcp
    solve' reads back: Knuth grids separated by blank lines, one ID, URL
    or JSON object per line, or one Slink contest input that ends in a
    single '0 0' line, for 'loopcp slink'.

    Examples:

      loopcp convert data/slitherlink-10x10.txt --to puzzlink

      loopcp convert 'https://puzz.link/p?mashu/5/5/00k00900i' --to tatham

      loopcp convert '8x8:cWcBbBiBcBaBWcBiWdWaWWcWWdBbWa' --to knuth

      loopcp convert data/pi-day-2025.txt --to json

      loopcp convert data/pi-day-2025.txt --to mcc | dlx3
    """
    from loopcp import batches
    from loopcp.formats.batch import Joined

    here = not options.workers_wanted(jobs, cluster)

    def run(todo: Iterator[Item]) -> Iterator[str | LoopcpError]:
        to_write = (item.puzzle for item in todo if item.puzzle is not None)
        return batches.convert_many(to_write, to, jobs=jobs, cluster=cluster)

    outcome = Outcome()
    joined = Joined(to)
    with progress.batch(puzzles(paths, fmt, genre), run, None if here else "converting") as results:
        for item, text in results:
            if text is None or isinstance(text, LoopcpError):
                report(item.error or text, outcome, item.source)  # type: ignore[arg-type]
                continue
            emit(joined.add(text))
    if end := joined.close():
        emit(end)
    outcome.exit()
