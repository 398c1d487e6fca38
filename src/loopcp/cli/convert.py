"""``loopcp convert``: a puzzle in another format."""

from __future__ import annotations

from typing import Annotated

import typer

from loopcp.cli.common import OUTPUT_CHOICES, FormatOpt, GenreOpt, Outcome, PathsArg, emit, puzzles, report
from loopcp.errors import LoopcpError


def convert(
    paths: PathsArg = None,
    to: Annotated[str, typer.Option("--to", click_type=OUTPUT_CHOICES, help="The format to write.")] = "knuth",
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """Print puzzles in another format.

    Formats: knuth (Knuth's grid of characters), slink (the Slink contest's
    input, every cell clued 0-3), tatham (a Loopy or Pearl game ID, as the
    programs print it without the difficulty), puzzlink (a puzz.link
    URL, as the editor writes it) and mcc (the exact-cover data that
    Knuth's SUPERSLITHERLINK-GENERAL-DLX and MASYU-DLX print, for his DLX
    solvers; written only).  A SuperSlitherlink has no game ID or
    URL; asking for one is an error (exit 2), and so is a Slink input with
    a blank cell.  Knuth text does not say its genre: read a Masyu back
    with --genre masyu.  Several puzzles are written as a batch that
    'loopcp solve' reads back: Knuth grids separated by blank lines, one
    ID or URL per line.

    Examples:

      loopcp convert data/slitherlink-10x10.txt --to puzzlink

      loopcp convert 'https://puzz.link/p?mashu/5/5/00k00900i' --to tatham

      loopcp convert '8x8:cWcBbBiBcBaBWcBiWdWaWWcWWdBbWa' --to knuth

      loopcp convert data/pi-day-2025.txt --to mcc | dlx3
    """
    from loopcp import formats

    outcome = Outcome()
    written = 0
    for item in puzzles(paths, fmt, genre):
        if item.puzzle is None:
            assert item.error is not None
            report(item.error, outcome, item.source)
            continue
        try:
            text = formats.dump(item.puzzle, to)
        except LoopcpError as exc:
            report(exc, outcome, item.source)
            continue
        emit(("\n" if written and to in ("knuth", "mcc") else "") + text)
        written += 1
    outcome.exit()
