"""The words and the JSON of ``loopcp solve --decided``: what every solution of a puzzle shares.

Kept apart from ``cli/solve.py``, which prints them, so that each stays
short; nothing here loads OR-Tools.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from loopcp.decided import Decided

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
