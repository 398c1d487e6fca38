"""A person's answer to a puzzle, read back for checking: the contract's JSON, or a drawing.

Accepted, detected from the text:

- JSON: ``{"h": [[...]], "v": [[...]]}`` with 0/1 entries (the contract's
  section 1 layout), or a whole ``solve --json`` object, whose first
  solution is taken;
- a drawing: the Slink contest's framed answer (with or without its data
  set number) or the plain drawing ``loopcp solve`` prints, both on the
  lattice where point (i, j) is at text row 2i and column 4j of the
  drawing's inner area, a horizontal loop edge is ``-`` right of its left
  point and a vertical one ``|`` below its upper point.

The size comes from the puzzle: an answer of another size is an error
that says so, with its place, never a different board.
"""

from __future__ import annotations

import json

from loopcp.errors import ParseError
from loopcp.genres import get_genre
from loopcp.puzzle import Puzzle, Solution


def read(text: str, source: str, puzzle: Puzzle) -> Solution:
    """The answer in ``text`` as a Solution on the puzzle's lattice, or a ParseError naming the place."""
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    if text.lstrip().startswith("{"):
        return _from_json(text, source, lattice.rows, lattice.cols)
    return _from_drawing(text, source, lattice.rows, lattice.cols)


def _from_json(text: str, source: str, rows: int, cols: int) -> Solution:
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg != "Extra data":  # JSON Lines, as solve --json writes for several puzzles: the first
            raise ParseError(source, exc.lineno, exc.colno, f"expected JSON: {exc.msg.lower()}") from None
        obj = json.loads(text[: exc.pos])
    if isinstance(obj, dict) and isinstance(obj.get("solutions"), list):
        if not obj["solutions"]:
            raise ParseError(source, 1, 1, "expected a solution, got a result with none")
        obj = obj["solutions"][0]
    if not isinstance(obj, dict) or "h" not in obj or "v" not in obj:
        raise ParseError(source, 1, 1, 'expected an object with "h" and "v" edge matrices')
    h = _matrix(obj["h"], rows, cols - 1, "h", source)
    v = _matrix(obj["v"], rows - 1, cols, "v", source)
    return Solution(h, v)


def _matrix(value: object, rows: int, cols: int, name: str, source: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) != rows:
        raise ParseError(source, 1, 1, f'expected "{name}" to be {rows} rows of {cols} entries 0 or 1')
    out = []
    for row in value:
        if not isinstance(row, list) or len(row) != cols or any(x not in (0, 1) or isinstance(x, bool) for x in row):
            raise ParseError(source, 1, 1, f'expected "{name}" to be {rows} rows of {cols} entries 0 or 1')
        out.append(tuple(int(x) for x in row))
    return tuple(out)


def _from_drawing(text: str, source: str, rows: int, cols: int) -> Solution:
    lines = [line.rstrip("\r") for line in text.split("\n")]
    first = 0
    while first < len(lines) and not lines[first].strip():
        first += 1
    if first < len(lines) and lines[first].strip().isdigit():  # the contest's data set number
        first += 1
    top, left = first, 0
    if first < len(lines) and lines[first].startswith("#"):  # the contest's frame: two lines and two columns in
        top, left = first + 2, 2
    height = 2 * rows - 1

    def at(r: int, c: int) -> str:
        line = lines[top + r] if top + r < len(lines) else ""
        return line[left + c] if left + c < len(line) else " "

    if top + height > len(lines):
        raise ParseError(source, len(lines), 1, f"expected a drawing of {height} lines for {rows} rows of points")
    h = tuple(tuple(int(at(2 * i, 4 * j + 2) == "-") for j in range(cols - 1)) for i in range(rows))
    v = tuple(tuple(int(at(2 * i + 1, 4 * j) == "|") for j in range(cols)) for i in range(rows - 1))
    return Solution(h, v)
