"""``loopcp solve --decided``: what every solution of a puzzle shares, in words, in JSON, and printed.

Kept apart from ``cli/solve.py`` so that each stays short; nothing here
loads OR-Tools until a puzzle is decided.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING

from loopcp.cli import exits
from loopcp.cli.exits import Outcome, report
from loopcp.cli.progress import activity
from loopcp.cli.shown import Printing, picture_name, show
from loopcp.cli.streams import emit
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.decided import Decided
    from loopcp.formats.batch import Item

LEGEND = "lines: in every solution; x: in none; blank: undecided\n"  # printed above the drawing of several solutions


def verdict(answer: Decided, time_limit: float | None, *, timing: bool = True) -> str:
    """What ``--decided`` proved about one puzzle, in words, with its time (unless ``timing`` is off)."""
    from loopcp.puzzle import Status

    total = answer.edges
    if answer.status is Status.UNSOLVABLE:
        words = "no solution"
    elif answer.position is None:  # a limit stopped the work before the proof
        limit = f"the time limit of {time_limit:g} s" if time_limit is not None else "a limit"
        many = "several solutions" if answer.status is Status.MULTIPLE else "unknown"
        words = (
            f"{many}: {limit} stopped the search before it proved which edges are decided"
            f" ({answer.undecided} of {total} edges proved undecided so far, none reported decided)"
        )
    else:
        split = f"{len(answer.on)} on {_whole(answer)}, {len(answer.off)} off"
        if answer.status is Status.UNIQUE:
            words = f"unique solution: all {total} edges decided ({split})"
        else:
            decided = total - answer.undecided
            words = f"several solutions: {decided} of {total} edges decided ({split}), {answer.undecided} undecided"
    return words + (f" ({answer.seconds:.2f} s)" if timing else "")


def cells_line(answer: Decided) -> str:
    """How many cells every solution runs through, how many none does, and how many are open ("" on dots)."""
    if answer.cells is None:
        return ""
    values = [v for row in answer.cells for v in row]
    on, off, open_ = values.count(1), values.count(-1), values.count(0)
    return f"cells: {on} on {_whole(answer)} in every solution, {off} in none, {open_} undecided\n"


def _whole(answer: Decided) -> str:
    """What the lines make: the loop, or the paths of a genre of paths (Numberlink)."""
    from loopcp.genres import get_genre

    return "the loop" if get_genre(answer.puzzle.genre).paths(answer.puzzle) is None else "the paths"


def json_line(answer: Decided, source: str, *, timing: bool = True) -> str:
    """The JSON object of one puzzle, with where it came from, as one line (``seconds`` only if ``timing``)."""
    obj = answer.as_json()
    if not timing:
        del obj["seconds"]
    obj["source"] = source
    return json.dumps(obj, separators=(", ", ": ")) + "\n"


def print_decided(answer: Decided, source: str, how: Printing, picture: str | None = None) -> int:
    """Print what every solution of one puzzle shares (``--decided``), draw ``picture`` if given; the exit code."""
    from loopcp.puzzle import Status

    if how.json_out:
        emit(json_line(answer, source, timing=how.timing))
    else:
        emit(f"{source}: {verdict(answer, how.time_limit, timing=how.timing)}\n")
        emit(cells_line(answer))
        if answer.position is not None and not answer.puzzle.board.terminal:
            if answer.status is Status.MULTIPLE:  # the lines, by their dots
                from loopcp.pictures import text as render

                emit(render.lines_line(answer.position))  # type: ignore[arg-type]
        elif answer.position is not None:
            if answer.status is Status.MULTIPLE:
                emit(LEGEND)
            show(answer.puzzle, answer.on, crosses=answer.off)
    if picture is not None and answer.position is not None:
        from loopcp import pictures

        pictures.write_picture(picture, answer.puzzle, position=answer.position, crosses=True)
    if answer.status is Status.UNSOLVABLE:
        return exits.UNSOLVABLE
    return exits.TIME_LIMIT if answer.position is None else exits.OK


def decided_many(items: Iterator[Item], how: Printing, draw: str | None) -> None:
    """``solve --decided``: each puzzle in turn, in this process; ends the command with the exit code."""
    outcome = Outcome()
    for number, item in enumerate(items, start=1):
        if item.puzzle is None:
            assert item.error is not None
            report(item.error, outcome, item.source)
            continue
        from loopcp.decided import decided  # here: a bad input loads no OR-Tools

        try:
            picture = picture_name(draw, number)
            with activity(f"deciding {item.source}..."):
                answer = decided(item.puzzle, time_limit=how.time_limit)
            outcome.add(print_decided(answer, item.source, how, picture))
        except LoopcpError as exc:
            report(exc, outcome, item.source)
    outcome.exit()
