"""The Slink contest's input: Slitherlink problems with every cell clued 0-3.

The input is any number of problems, each a line ``ROWS COLUMNS`` and then
ROWS lines of COLUMNS clues separated by blanks, and a line ``0 0`` at the
end.  The answers are drawn by ``pictures.text.slink_picture``.

The reader is strict where a slip would change the batch: a missing row, a
row with a clue too many or too few, and a missing ``0 0`` line (the only
sign that the input was not cut short between two problems) are errors with
their line and column.  Blank lines between problems, runs of blanks or
tabs between clues, trailing blanks and CR-LF line ends are forgiven.

The contest's boards are 2x2 to 20x20; boards up to loopcp's limit are read
too, since nothing in the format depends on the size.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from loopcp.errors import ParseError, UnsupportedError
from loopcp.formats.batch import Item
from loopcp.formats.text import MAX_SIDE, describe, plural, side
from loopcp.genres import kind_of, slink_genre
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

CLUES = frozenset("0123")  # single characters: "12" in the string "0123" would pass
_TOKEN = re.compile(r"\S+")
_HEADER = re.compile(r"\s*[0-9]+[ \t]+[0-9]+\s*")


def looks_like(text: str) -> bool:
    """Whether the first non-blank line is two numbers, as a contest input starts."""
    first = next((line for line in text.split("\n") if line.strip()), "")
    return _HEADER.fullmatch(first) is not None


def _tokens(line: str) -> list[tuple[int, str]]:
    """The blank-separated tokens of a line with their columns (from 1)."""
    return [(m.start() + 1, m.group(0)) for m in _TOKEN.finditer(line)]


def _check_header(tokens: list[tuple[int, str]], width: int, source: str, number: int) -> None:
    """Fail unless a problem's first line is two numbers."""
    wanted = "expected a line 'ROWS COLUMNS' or '0 0'"
    for column, token in tokens:
        if not (token.isascii() and token.isdigit()):
            raise ParseError(source, number, column, f"{wanted}, got {token!r}")
    if len(tokens) == 1:
        raise ParseError(source, number, width + 1, f"{wanted}, got one number")
    if len(tokens) > 2:
        raise ParseError(source, number, tokens[2][0], f"{wanted}, got {len(tokens)} numbers")


def _problems(text: str, source: str) -> Iterator[tuple[int, Puzzle | ParseError]]:
    """Each problem with the line number of its header, up to the '0 0' line.

    A problem with a bad row is yielded as its error, and reading goes on
    with the next problem: the header said how many rows to skip.  A bad
    header leaves no way to find the next problem, so its error is the last
    thing yielded.
    """
    lines = [line.rstrip("\r") for line in text.split("\n")]
    if lines[-1] == "":  # the newline that ends the last line starts no new one
        lines.pop()
    k = 0
    while k < len(lines):
        number, tokens = k + 1, _tokens(lines[k])
        k += 1
        if not tokens:
            continue
        try:
            rows, cols = _header(tokens, lines, number, k, source)
        except ParseError as exc:
            yield number, exc
            return
        if rows == 0:
            return
        grid: list[str] = []
        problem: ParseError | None = None
        for r in range(1, rows + 1):
            if k == len(lines):
                yield (
                    number,
                    problem or ParseError(source, k + 1, 1, f"expected row {r} of {rows}, got the end of the input"),
                )
                return
            line, row_number = lines[k], k + 1
            k += 1
            if problem is None:
                try:
                    grid.append(_row(line, row_number, r, rows=rows, cols=cols, source=source))
                except ParseError as exc:
                    problem = exc
        yield number, problem or Puzzle(slink_genre().name, rows, cols, tuple(grid))
    yield (
        len(lines) + 1,
        ParseError(source, len(lines) + 1, 1, "expected a line '0 0' to end the input, got the end of the input"),
    )


def _header(tokens: list[tuple[int, str]], lines: list[str], number: int, k: int, source: str) -> tuple[int, int]:
    """A problem's size from its first line; (0, 0) for the line that ends the input."""
    _check_header(tokens, len(lines[number - 1]), source, number)
    rows, cols = (side(t) for _, t in tokens)
    if rows == 0 and cols == 0:
        for extra in range(k, len(lines)):
            rest = _tokens(lines[extra])
            if rest:
                raise ParseError(
                    source, extra + 1, rest[0][0], f"expected nothing after the '0 0' of line {number}, got more"
                )
        return 0, 0
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise ParseError(
            source,
            number,
            tokens[0][0],
            f"expected ROWS and COLUMNS from 1 to {MAX_SIDE}, got {tokens[0][1]} {tokens[1][1]}",
        )
    return rows, cols


def _row(line: str, row_number: int, r: int, *, rows: int, cols: int, source: str) -> str:
    """Row ``r`` of a problem as clue characters."""
    row = _tokens(line)
    if not row:
        raise ParseError(source, row_number, 1, f"expected row {r} of {rows}, got a blank line")
    for column, token in row:
        if token not in CLUES:
            got = describe(token) if len(token) == 1 else repr(token)
            raise ParseError(source, row_number, column, f"expected a clue 0-3, got {got}")
    if len(row) != cols:
        column = row[cols][0] if len(row) > cols else len(line) + 1
        raise ParseError(source, row_number, column, f"expected {plural(cols, 'clue')} in row {r}, got {len(row)}")
    return "".join(token for _, token in row)


def _checked(text: str, source: str) -> list[tuple[int, Puzzle]]:
    """Every problem, or the first error."""
    out = []
    for number, found in _problems(text, source):
        if isinstance(found, ParseError):
            raise found
        out.append((number, found))
    return out


def parse_each(text: str, source: str = "<text>") -> Iterator[Item]:
    """Every problem of a contest input as a batch item, a bad one as its error, each named FILE:LINE."""
    for number, found in _problems(text, source):
        label = f"{source}:{number}"
        if isinstance(found, ParseError):
            yield Item(label, None, found)
        else:
            yield Item(label, found)


def parse_all(text: str, source: str = "<text>") -> list[Puzzle]:
    """Every problem of a contest input, in order."""
    return [puzzle for _, puzzle in _checked(text, source)]


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """A contest input that holds one problem (``loopcp slink`` reads many)."""
    if genre not in (None, slink_genre().name):
        raise ParseError(source, 1, 1, f"expected a {genre} puzzle, got a Slink contest input (Slitherlink)")
    found = _checked(text, source)
    if not found:
        raise ParseError(source, 1, 1, "expected a problem before the '0 0' line, got none")
    if len(found) > 1:
        raise ParseError(
            source,
            found[1][0],
            1,
            f"expected one problem, got {len(found)}: 'loopcp slink' solves a whole contest input",
        )
    return found[0][1]


def write(puzzle: Puzzle) -> str:
    """The puzzle as a contest input of one problem, with the closing '0 0' line."""
    if kind_of(puzzle) != slink_genre().name:  # the contest's genre: Slitherlink, no letters
        raise UnsupportedError(f"a Slink contest input holds Slitherlink puzzles, not {kind_of(puzzle)}")
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch not in CLUES:
                what = "blank" if ch == "." else f"clued {ch}"
                raise UnsupportedError(
                    f"a Slink contest input needs every cell clued 0-3; cell {cell_name((i, j))} is {what}"
                )
    lines = [f"{puzzle.rows} {puzzle.cols}"] + [" ".join(row) for row in puzzle.cells] + ["0 0"]
    return "\n".join(lines) + "\n"
