"""``loopcp draw``: pictures of puzzles, solutions and positions, as SVG, PNG or PDF, and puzzle books."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

import typer

from loopcp.cli import exits, inputs
from loopcp.cli.exits import Outcome, report
from loopcp.cli.inputs import puzzles
from loopcp.cli.options import FormatOpt, GenreOpt, PathsArg, time_limit_option
from loopcp.cli.streams import fail, say
from loopcp.errors import DeadlineError, LoopcpError

if TYPE_CHECKING:
    from loopcp.logic.base import GridPosition, Position
    from loopcp.puzzle import Puzzle, Solution

Paper = Literal["A4", "Letter"]
PaperOpt = Annotated[Paper, typer.Option("--paper", help="The page size of a PDF.")]


def solution_of(puzzle: Puzzle, source: str, time_limit: float | None = None) -> Solution:
    """The puzzle's solution, verified; an error when it has none or several, or the time limit came first.

    A solution found before the time limit stopped the proof of uniqueness
    is drawn, as ``solve`` shows it, with a note on standard error.
    """
    from loopcp import search
    from loopcp.puzzle import Status

    result = search.solve(puzzle, time_limit=time_limit)
    if result.timed_out and result.solutions and result.status is Status.UNKNOWN and time_limit is not None:
        say(f"{source}: {_stopped(time_limit)} before it proved uniqueness; the solution found is drawn")
    if result.status is Status.UNIQUE or (result.solutions and result.status is Status.UNKNOWN):
        return result.solutions[0]
    if result.timed_out and not result.solutions:
        raise DeadlineError(f"{source}: {_stopped(time_limit)} before an answer, so there is no solution to draw")
    what = "no solution" if not result.solutions else "more than one solution"
    raise LoopcpError(f"{source}: has {what}, so there is no one solution to draw")


def book_solution(puzzle: Puzzle, number: int, time_limit: float | None = None) -> Solution:
    """A solution for the book's solution pages: the first loop found (a book prints any loop the clues allow)."""
    from loopcp import search

    result = search.solve(puzzle, max_solutions=1, time_limit=time_limit)
    if not result.solutions and result.timed_out:
        raise DeadlineError(f"puzzle {number} of the book: {_stopped(time_limit)} before an answer")
    if not result.solutions:
        raise LoopcpError(f"puzzle {number} of the book has no solution to print ({result.status.value})")
    return result.solutions[0]


def _stopped(time_limit: float | None) -> str:
    """What stopped a search, in the words ``solve`` uses."""
    return ("a limit" if time_limit is None else f"the time limit of {time_limit:g} s") + " stopped the search"


def draw(
    paths: PathsArg = None,
    *,
    output: Annotated[
        str,
        typer.Option(
            "--output",
            "-o",
            "--draw",
            metavar="PATH",
            help="The file to write: .svg, .png or .pdf (the suffix decides); --draw is another name for it, "
            "as in the other commands.",
        ),
    ],
    solution: Annotated[bool, typer.Option("--solution", help="Draw the solved puzzle (checked first).")] = False,
    state_path: Annotated[
        str | None,
        typer.Option(
            "--state",
            metavar="FILE",
            help='Draw a partial position: JSON {"h": [[...]], "v": [[...]]}, 1 a line, -1 a cross, 0 unknown '
            '(on Loopy\'s other grids {"edges": [...]}, as hint takes it), or a game puz.link saved. '
            "A saved game given as the puzzle is drawn as the player left it, unless --solution is asked for.",
            show_default=False,
        ),
    ] = None,
    crosses: Annotated[bool, typer.Option("--crosses", help="Draw crosses on edges known not to be lines.")] = False,
    paper: PaperOpt = "A4",
    time_limit: Annotated[
        float | None,
        time_limit_option(
            "Only --solution and a book of several puzzles search for solutions; a picture of a puzzle alone is "
            "never stopped."
        ),
    ] = None,
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """Draw puzzles as SVG, PNG or PDF, for print and for the page.

    One puzzle gives one picture, scaled to fit; several puzzles give a
    puzzle book, which must be a PDF: a grid of captioned puzzles per page,
    then their solutions on the pages after.  SVG needs nothing more; PNG
    and PDF need the 'pictures' extra (pip install 'loopcp\\[pictures]').
    In the SVG, user coordinates are lattice coordinates: Slitherlink point
    (i, j) is at x = j, y = i, and Masyu cell (i, j) has its centre at
    x = j + 0.5, y = i + 0.5; on Loopy's other grids a dot is at its
    coordinates in Tatham's game ID divided by his tile size, and edges
    off the loop are faint.  Nothing is left half-written: the file
    appears only once it is complete.

    Examples:

      loopcp draw data/pi-day-2025.txt -o pi-day.svg

      loopcp draw data/masyu-10x10.txt --genre masyu --solution -o masyu.png

      loopcp generate slitherlink --count 24 > book.txt; loopcp draw book.txt -o book.pdf

      loopcp draw '4x4t2:0c245a4d13a' --solution -o honeycomb.png
    """
    from loopcp import pictures

    outcome = Outcome()
    try:
        pictures.picture_format(output)
    except LoopcpError as exc:
        fail(str(exc), exits.BAD_INPUT)
    items = []
    for item in puzzles(paths, fmt, genre):
        if item.puzzle is None:
            assert item.error is not None
            report(item.error, outcome, item.source)
        else:
            items.append(item)
    if outcome.code != exits.OK:
        outcome.exit()  # nothing is drawn from a batch with a bad puzzle in it
    try:
        if len(items) > 1:
            if state_path is not None:
                fail("--state draws one puzzle; give one puzzle", exits.BAD_INPUT)
            shown = [item.puzzle for item in items if item.puzzle is not None]
            pictures.book_format(output, shown)  # before the puzzles are solved
            book = [pictures.BookItem(p, book_solution(p, k, time_limit)) for k, p in enumerate(shown, start=1)]
            pictures.write_book(output, book, paper)
            say(f"{output}: a book of {len(book)} puzzles and their solutions")
        elif items and items[0].puzzle is not None:
            puzzle, source = items[0].puzzle, items[0].source
            loop = solution_of(puzzle, source, time_limit) if solution else None
            position: Position | GridPosition | None = None
            if state_path is not None:
                position = inputs.position(state_path, puzzle)
            else:  # a game puz.link saved: the player's lines, unless the solution is asked for
                position = None if solution else inputs.saved_game(paths, puzzle)
            pictures.write_picture(output, puzzle, loop, position=position, crosses=crosses, paper=paper)
    except LoopcpError as exc:
        report(exc, outcome)
    outcome.exit()
