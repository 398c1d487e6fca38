"""The puzzlekit dataset's text: a ``ROWS COLS`` line, then rows of blank-separated tokens.

Slitherlink problems use ``-`` (or ``.``) for a blank cell and a digit for a
clue; solutions mark each cell ``x`` (inside the loop) or ``-`` (outside),
and since a loop is the boundary of its inside, that is enough to recover
the loop's edges.  Masyu problems mark pearls ``w`` and ``b``, or ``1``
(white) and ``2`` (black) as puzz.link does; solutions give each cell's two
directions (``ns``, ``ew``, ``se``, ...) or ``-`` off the loop.

Used to test and benchmark against the puzzlekit dataset, and readable by
anyone who has puzzles in that shape.
"""

from __future__ import annotations

from loopcp.errors import ParseError
from loopcp.formats.text import MAX_SIDE
from loopcp.puzzle import Edge, Puzzle

_SLITHERLINK_TOKENS = {"-": ".", ".": ".", "0": "0", "1": "1", "2": "2", "3": "3", "4": "4"}
_MASYU_TOKENS = {"-": ".", ".": ".", "w": "0", "b": "1", "1": "0", "2": "1"}


def _rows(text: str, source: str) -> tuple[int, int, list[list[str]]]:
    """The declared size and the token rows, checked against each other."""
    lines = [line.rstrip("\r") for line in text.strip("\n").split("\n")]
    header = lines[0].split()
    if len(header) != 2 or not all(t.isdigit() for t in header):
        raise ParseError(source, 1, 1, "expected a line 'ROWS COLS'")
    rows, cols = int(header[0]), int(header[1])
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise ParseError(source, 1, 1, f"expected ROWS and COLS from 1 to {MAX_SIDE}, got {rows} {cols}")
    body = [line.split() for line in lines[1:]]
    if len(body) != rows:
        raise ParseError(source, len(lines) + 1, 1, f"expected {rows} rows of tokens, got {len(body)}")
    for k, tokens in enumerate(body, start=2):
        if len(tokens) != cols:
            raise ParseError(source, k, 1, f"expected {cols} tokens in a row, got {len(tokens)}")
    return rows, cols, body


def _parse(text: str, source: str, genre: str, tokens: dict[str, str], hint: str) -> Puzzle:
    rows, cols, body = _rows(text, source)
    cells = []
    for k, line in enumerate(body, start=2):
        row = ""
        for t in line:
            if t not in tokens:
                raise ParseError(source, k, 1, f"expected {hint} as a token, got {t!r}")
            row += tokens[t]
        cells.append(row)
    return Puzzle(genre, rows, cols, tuple(cells))


def parse_slitherlink(text: str, source: str = "<text>") -> Puzzle:
    """A Slitherlink problem in puzzlekit's text."""
    return _parse(text, source, "slitherlink", _SLITHERLINK_TOKENS, "'-' or a digit 0-4")


def parse_masyu(text: str, source: str = "<text>") -> Puzzle:
    """A Masyu problem in puzzlekit's text."""
    return _parse(text, source, "masyu", _MASYU_TOKENS, "'-', 'w', 'b', '1' or '2'")


def masyu_loop(text: str, source: str = "<text>") -> frozenset[Edge]:
    """The loop of a Masyu solution given as each cell's directions."""
    *_, body = _rows(text, source)
    edges: set[Edge] = set()
    for i, line in enumerate(body):
        for j, t in enumerate(line):
            if "e" in t:
                edges.add(("h", i, j))
            if "s" in t:
                edges.add(("v", i, j))
    return frozenset(edges)


def slitherlink_loop(text: str, source: str = "<text>") -> frozenset[Edge]:
    """The loop of a Slitherlink solution given as inside (``x``) and outside (``-``) cells."""
    rows, cols, body = _rows(text, source)
    inside = [[t == "x" for t in tokens] for tokens in body]

    def at(i: int, j: int) -> bool:
        return 0 <= i < rows and 0 <= j < cols and inside[i][j]

    edges: set[Edge] = set()
    for i in range(rows + 1):
        for j in range(cols):
            if at(i - 1, j) != at(i, j):
                edges.add(("h", i, j))
    for i in range(rows):
        for j in range(cols + 1):
            if at(i, j - 1) != at(i, j):
                edges.add(("v", i, j))
    return frozenset(edges)


def write_slitherlink(puzzle: Puzzle) -> str:
    """A Slitherlink puzzle in puzzlekit's text."""
    lines = [f"{puzzle.rows} {puzzle.cols}"]
    lines += [" ".join("-" if ch == "." else ch for ch in row) for row in puzzle.cells]
    return "\n".join(lines) + "\n"
