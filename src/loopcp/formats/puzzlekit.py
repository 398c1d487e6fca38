"""The puzzlekit dataset's text: a ``ROWS COLS`` line, then rows of blank-separated tokens.

Problems use ``-`` (or ``.``) for a blank cell and a digit for a clue.
Slitherlink solutions mark each cell ``x`` (inside the loop) or ``-``
(outside); since a loop is the boundary of its inside, that is enough to
recover the loop's edges.

Used to test and benchmark against the puzzlekit dataset, and readable by
anyone who has puzzles in that shape.
"""

from __future__ import annotations

from loopcp.errors import ParseError
from loopcp.formats.text import MAX_SIDE
from loopcp.puzzle import Edge, Puzzle

_SLITHERLINK_TOKENS = {"-": ".", ".": ".", "0": "0", "1": "1", "2": "2", "3": "3", "4": "4"}


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


def parse_slitherlink(text: str, source: str = "<text>") -> Puzzle:
    """A Slitherlink problem in puzzlekit's text."""
    rows, cols, body = _rows(text, source)
    cells = []
    for k, tokens in enumerate(body, start=2):
        row = ""
        for t in tokens:
            if t not in _SLITHERLINK_TOKENS:
                raise ParseError(source, k, 1, f"expected '-' or a digit 0-4 as a token, got {t!r}")
            row += _SLITHERLINK_TOKENS[t]
        cells.append(row)
    return Puzzle("slitherlink", rows, cols, tuple(cells))


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
