"""Answers shown in the terminal: a board drawn (in colour on a terminal, plain text elsewhere), and how the
commands that print answers (``solve``, ``solve --decided``, ``count``, the logic commands) are told to print.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from loopcp.cli import exits, options, streams
from loopcp.cli.streams import emit

if TYPE_CHECKING:
    from loopcp.puzzle import Edge, Puzzle, Solution

_warned: list[bool] = []  # the note about a drawing too wide for the terminal is said once per run
_told: list[bool] = []  # the note that a board is not drawn in a terminal is said once per run


@dataclass(frozen=True, slots=True)
class Printing:
    """How results are printed: the command's options that shape the output."""

    json_out: bool
    timing: bool
    time_limit: float | None


def show(
    puzzle: Puzzle,
    loop: frozenset[Edge],
    marked: frozenset[Edge] = frozenset(),
    crosses: frozenset[Edge] | None = None,
) -> None:
    """A drawing: in colour on a terminal, plain text elsewhere.

    ``crosses`` are the edges known off the loop of a position; without
    them ``loop`` is a finished loop, and the cells it leaves are shaded
    where the genre shades them.
    """
    from loopcp.pictures import text as render

    shaded = render.shaded_cells(puzzle, loop, crosses)
    crosses = crosses or frozenset()

    if streams.stdout_is_terminal():
        room = streams.consoles.out.width
        compact = render.width(puzzle) > room
        if compact and not _warned:
            _warned.append(True)
            streams.say(
                f"the drawing is {render.width(puzzle)} columns wide and this terminal {room}: drawn compactly;"
                " 'loopcp draw PUZZLE --solution -o picture.svg' draws it in full"
            )
        streams.emit_rich(render.rich_picture(puzzle, loop, marked, compact=compact, crosses=crosses, shaded=shaded))
    else:
        emit(render.picture(puzzle, loop, marked, crosses=crosses, shaded=shaded))


def show_solution(puzzle: Puzzle, solution: Solution, marked: frozenset[Edge] = frozenset()) -> None:
    """A solution drawn (``show``), or listed where the terminal cannot draw the board (said why once a run)."""
    from loopcp.pictures import text as render

    note = render.unseen(puzzle)
    if note is None:
        show(puzzle, solution.edges(), marked)
        return
    if not _told:
        _told.append(True)
        streams.say(note)
    emit(render.loop_line(solution))


def picture_name(draw: str | None, number: int) -> str | None:
    """The picture file of the ``number``-th puzzle (from 1), if any (see ``options``: ``{n}``, or a folder)."""
    if draw is None:
        return None
    if number == 2 and not options.names_several(draw):
        streams.fail(
            f"{draw}: several puzzles need {{n}} in the --draw file name, or a folder, one picture each",
            exits.BAD_INPUT,
        )
    return options.picture_file(draw, number, noun="puzzle")
