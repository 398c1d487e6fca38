"""Knuth's text format: a grid of characters, then one ``!x=N`` line per letter.

``parse`` and ``write`` are mirror functions: ``parse(write(p)) == p``.

The reader is strict, because a puzzle read slightly wrong is solved
confidently wrong: ragged rows, blanks inside a row, characters the genre
does not know, and missing, repeated or malformed ``!`` lines are all errors
with their line and column.  Trailing blanks at the end of a line, CR-LF line
ends and trailing blank lines are forgiven, since they change nothing.
"""

from __future__ import annotations

from loopcp.errors import ParseError, UnsupportedError
from loopcp.formats.text import MAX_SIDE, describe, plural
from loopcp.genres import DEFAULT_GENRE, get_genre, kind_of
from loopcp.naming import an
from loopcp.puzzle import Puzzle

MAX_LETTER_CLUE_DIGITS = 7  # a letter's boundary has at most 4,000,000 edges on a 1000 x 1000 board


def _is_letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def parse(text: str, source: str = "<text>", genre: str = DEFAULT_GENRE) -> Puzzle:
    """Read a Knuth grid of the given genre; ``source`` names the input in errors."""
    kind = get_genre(genre)
    lines = text.split("\n")
    rows: list[str] = []
    number = 0  # 1-based line number of the line in hand
    end_of_grid = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip(" \t\r")
        if not line or (kind.allows_letters and line.startswith("!")):
            end_of_grid = number
            break
        if len(rows) == MAX_SIDE:
            raise ParseError(source, number, 1, f"expected at most {MAX_SIDE} rows, got more")
        if len(line) > MAX_SIDE:
            raise ParseError(source, number, MAX_SIDE + 1, f"expected at most {MAX_SIDE} cells in a row, got more")
        width = len(rows[0]) if rows else len(line)
        for column, ch in enumerate(line[:width], start=1):
            if ch not in kind.cell_chars and not (kind.allows_letters and _is_letter(ch)):
                raise ParseError(source, number, column, f"expected {kind.cell_hint}, got {describe(ch)}")
        if len(line) != width:
            raise ParseError(
                source,
                number,
                min(len(line), width) + 1,
                f"expected {plural(width, 'cell')} as in line 1, got {len(line)}",
            )
        rows.append(line)
    else:
        end_of_grid = len(lines) + 1
    if not rows:
        if any(line.strip() for line in lines):
            first = next(k for k, line in enumerate(lines, start=1) if line.strip())
            raise ParseError(source, first, 1, "expected a row of the grid first, got a '!' line")
        raise ParseError(source, 1, 1, "expected a puzzle grid, got empty input")

    letters = _parse_letter_lines(lines, end_of_grid, rows, source, kind.allows_letters)
    return Puzzle(genre=kind.name, rows=len(rows), cols=len(rows[0]), cells=tuple(rows), letters=letters)


def _parse_letter_lines(
    lines: list[str], first: int, rows: list[str], source: str, allows_letters: bool
) -> tuple[tuple[str, int], ...]:
    """Read the ``!x=N`` lines from line ``first`` on, and check them against the grid."""
    where: dict[str, tuple[int, int]] = {}  # first place of each letter in the grid
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            if _is_letter(ch):
                where.setdefault(ch, (i + 1, j + 1))
    clues: dict[str, int] = {}
    given_at: dict[str, int] = {}
    for number in range(first, len(lines) + 1):
        line = lines[number - 1].rstrip(" \t\r")
        if not line:
            continue
        if not line.startswith("!") or not allows_letters:
            wanted = "a line '!x=N' or the end of the input" if allows_letters else "the end of the input"
            raise ParseError(
                source, number, 1, f"expected {wanted} after the grid ended at line {first}, got {describe(line[0])}"
            )
        if len(line) < 2 or not _is_letter(line[1]):
            got = describe(line[1]) if len(line) > 1 else "the end of the line"
            raise ParseError(source, number, 2, f"expected a letter after '!', got {got}")
        letter = line[1]
        if len(line) < 3 or line[2] != "=":
            got = describe(line[2]) if len(line) > 2 else "the end of the line"
            raise ParseError(source, number, 3, f"expected '=' after '!{letter}', got {got}")
        digits = line[3:]
        if not digits:
            raise ParseError(source, number, 4, f"expected a number after '!{letter}=', got the end of the line")
        for k, ch in enumerate(digits):
            if not ("0" <= ch <= "9"):
                raise ParseError(source, number, 4 + k, f"expected a number after '!{letter}=', got {describe(ch)}")
        if len(digits) > MAX_LETTER_CLUE_DIGITS:
            raise ParseError(
                source, number, 4, f"expected a number of at most {MAX_LETTER_CLUE_DIGITS} digits, got {len(digits)}"
            )
        if letter not in where:
            raise ParseError(source, number, 2, f"letter {letter!r} does not occur in the grid")
        if letter in clues:
            raise ParseError(
                source,
                number,
                1,
                f"expected one line for letter {letter!r}, got a second (the first is line {given_at[letter]})",
            )
        clues[letter] = int(digits)
        given_at[letter] = number
    for letter, (line_no, column) in sorted(where.items(), key=lambda kv: kv[1]):
        if letter not in clues:
            raise ParseError(
                source, line_no, column, f"expected a line '!{letter}=N' for letter {letter!r}, found none"
            )
    return tuple(sorted(clues.items()))


def write(puzzle: Puzzle) -> str:
    """The puzzle as Knuth text, ending in a newline."""
    if puzzle.tokens or puzzle.rooms:
        raise UnsupportedError(
            f"{an(kind_of(puzzle))} has no Knuth text (its clues are not one character a cell): write --to puzzlekit"
        )
    lines = list(puzzle.cells) + [f"!{letter}={n}" for letter, n in puzzle.letters]
    return "\n".join(lines) + "\n"
