"""A partial position as JSON: ``{"h": [[...]], "v": [[...]]}`` with 1 a line, -1 a cross, 0 unknown.

The layout is the contract's (section 1): ``h`` has one row per row of
lattice points and one entry per horizontal edge in it, ``v`` one row per
gap between rows of points and one entry per point.  It is what a person
writes by hand or a script emits, so the reader says exactly where a
mistake is: the line and column of a bad value, and what size the puzzle
needs when a matrix has the wrong shape.  ``write`` is its mirror.  A
``solve --decided --json`` line reads as the position under its
``decided`` key: what every solution shares.
"""

from __future__ import annotations

import json
from typing import Any

from loopcp.errors import ParseError
from loopcp.formats.text import plural
from loopcp.genres import get_genre
from loopcp.logic.base import Position
from loopcp.puzzle import Puzzle

VALUES = (-1, 0, 1)


def _place(text: str, needle: str, start: int = 0) -> tuple[int, int]:
    """Line and column (from 1) of the first ``needle`` in ``text`` after ``start``, or 1:1."""
    at = text.find(needle, start)
    if at < 0:
        return 1, 1
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


def read(text: str, source: str, puzzle: Puzzle) -> Position:
    """The position in ``text`` for ``puzzle``, or a ParseError that names the place and the size needed."""
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    rows, cols = lattice.rows, lattice.cols
    try:
        obj: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ParseError(source, exc.lineno, exc.colno, f"expected a JSON position: {exc.msg.lower()}") from None
    if isinstance(obj, dict) and "h" not in obj and isinstance(obj.get("decided"), dict):
        obj = obj["decided"]  # a ``solve --decided --json`` line: what every solution shares
    if not isinstance(obj, dict) or "h" not in obj or "v" not in obj:
        raise ParseError(source, 1, 1, 'expected an object {"h": [[...]], "v": [[...]]} of 1 (line), -1 (cross), 0')
    h = _matrix(obj["h"], "h", rows, cols - 1, text=text, source=source)
    v = _matrix(obj["v"], "v", rows - 1, cols, text=text, source=source)
    return Position(h, v)


def _matrix(value: Any, name: str, rows: int, cols: int, *, text: str, source: str) -> tuple[tuple[int, ...], ...]:
    key = text.find(f'"{name}"')
    shape = f'expected "{name}" to be {plural(rows, "row")} of {plural(cols, "value")} for this puzzle'
    if not isinstance(value, list) or len(value) != rows:
        got = plural(len(value), "row") if isinstance(value, list) else type(value).__name__
        raise ParseError(source, *_place(text, f'"{name}"'), f"{shape}, got {got}")
    out = []
    for r, row in enumerate(value):
        if not isinstance(row, list) or len(row) != cols:
            got = plural(len(row), "value") if isinstance(row, list) else type(row).__name__
            raise ParseError(source, *_place(text, f'"{name}"'), f"{shape}, got {got} in row {r}")
        for c, x in enumerate(row):
            if isinstance(x, bool) or x not in VALUES:
                raise ParseError(
                    source,
                    *_place(text, json.dumps(x), max(key, 0)),
                    f'expected 1 (line), -1 (cross) or 0 (unknown) at "{name}"[{r}][{c}], got {json.dumps(x)}',
                )
        out.append(tuple(int(x) for x in row))
    return tuple(out)


def write(position: Position) -> str:
    """The position as one line of JSON."""
    return json.dumps(position.as_json(), separators=(", ", ": ")) + "\n"
