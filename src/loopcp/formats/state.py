"""A partial position as JSON: ``{"h": [[...]], "v": [[...]]}`` with 1 a line, -1 a cross, 0 unknown.

The layout is the contract's (section 1): ``h`` has one row per row of
lattice points and one entry per horizontal edge in it, ``v`` one row per
gap between rows of points and one entry per point.  It is what a person
writes by hand or a script emits, so the reader says exactly where a
mistake is: the line and column of a bad value, and what size the puzzle
needs when a matrix has the wrong shape.  ``write`` is its mirror.  A
``solve --decided --json`` line reads as the position under its
``decided`` key: what every solution shares.  A game saved by puz.link
(a pzprv3 file) reads as the player's lines and crosses.

On Loopy's other grids a position names each edge by its two dots in
Tatham's coordinates, ``{"edges": [[[x1, y1], [x2, y2], 1 or -1], ...]}``,
as a step's ``set`` names them (``logic.base.GridPosition``); ``read``
takes the puzzle's board's form.
"""

from __future__ import annotations

import json
from typing import Any

from loopcp.errors import LoopcpError, ParseError
from loopcp.formats.text import plural
from loopcp.genres import get_genre
from loopcp.logic.base import GridPosition, Position
from loopcp.puzzle import Puzzle

VALUES = (-1, 0, 1)
GRID_HINT = '{"edges": [[[x1, y1], [x2, y2], 1 or -1], ...]}'  # a position on one of Loopy's other grids


def _place(text: str, needle: str, start: int = 0) -> tuple[int, int]:
    """Line and column (from 1) of the first ``needle`` in ``text`` after ``start``, or 1:1."""
    at = text.find(needle, start)
    if at < 0:
        return 1, 1
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


def read(text: str, source: str, puzzle: Puzzle) -> Position | GridPosition:
    """The position in ``text`` for ``puzzle``'s board, or an error that names the place (and the size needed).

    A pzprv3 file (a game saved by puz.link) is a position too: the
    player's lines and crosses (``formats.pzprv3.position``).
    """
    from loopcp.formats import pzprv3  # noqa: PLC0415 (its genres' codes: only for a saved game)

    if pzprv3.looks_like(text):
        return pzprv3.position(text, source, puzzle)
    if not puzzle.board.square:
        return _on_grid(text, source, puzzle)
    return _on_square(text, source, puzzle)


def _on_grid(text: str, source: str, puzzle: Puzzle) -> GridPosition:
    """A position on one of Loopy's other grids: each edge set, by its two dots, with 1 or -1."""
    from loopcp.logic.grids import blank  # noqa: PLC0415 (builds the grid)

    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ParseError(source, exc.lineno, exc.colno, f"expected JSON: {exc.msg.lower()}") from None
    empty = blank(puzzle)
    number = {frozenset(pair): k for k, pair in enumerate(empty.dots)}
    entries = obj.get("edges") if isinstance(obj, dict) else None
    if not isinstance(entries, list):
        raise LoopcpError(f"{source}: expected a position {GRID_HINT}")
    values = list(empty.values)
    for entry in entries:
        try:
            (x1, y1), (x2, y2), value = entry
            key = frozenset(((int(x1), int(y1)), (int(x2), int(y2))))
        except (TypeError, ValueError):
            raise LoopcpError(
                f"{source}: expected each edge as [[x1, y1], [x2, y2], 1 or -1], got {json.dumps(entry)}"
            ) from None
        if value not in (1, -1) or isinstance(value, bool):
            raise LoopcpError(f"{source}: expected 1 (a line) or -1 (a cross) for an edge, got {json.dumps(value)}")
        if key not in number:
            raise LoopcpError(f"{source}: ({x1}, {y1}) to ({x2}, {y2}) is not an edge of the {puzzle.board.name} grid")
        values[number[key]] = value
    return GridPosition(empty.dots, tuple(values))


def _on_square(text: str, source: str, puzzle: Puzzle) -> Position:
    """A position in the contract's layout, or a ParseError that names the place and the size needed."""
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


def write(position: Position | GridPosition) -> str:
    """The position as one line of JSON."""
    return json.dumps(position.as_json(), separators=(", ", ": ")) + "\n"
