"""Turning raw bytes into text, with the place of anything that is not text.

Every reader starts here, so that binary files, bad UTF-8 and oversized
input fail the same way in every format, before any memory is spent on a
board.
"""

from __future__ import annotations

from dataclasses import dataclass

from loopcp.errors import ParseError, describe

__all__ = ["MAX_BYTES", "MAX_SIDE", "Place", "decode", "describe", "one_line", "plural", "side"]

MAX_SIDE = 1000  # rows and columns of the largest board read (the contract's limit)
MAX_BYTES = 4 * 1024 * 1024  # far more than a 1000 x 1000 board with its '!' lines needs


def _place(data: bytes, offset: int) -> tuple[int, int]:
    """Line and column (from 1) of a byte offset, counting columns in characters."""
    line = data.count(b"\n", 0, offset) + 1
    start = data.rfind(b"\n", 0, offset) + 1
    column = len(data[start:offset].decode("utf-8", errors="replace")) + 1
    return line, column


def decode(data: bytes, source: str) -> str:
    """The UTF-8 text of ``data``, or a ``ParseError`` naming the first bad byte."""
    if len(data) > MAX_BYTES:
        raise ParseError(source, 1, 1, f"expected at most {MAX_BYTES} bytes of puzzle text, got more")
    nul = data.find(b"\x00")
    if nul >= 0:
        line, column = _place(data, nul)
        raise ParseError(source, line, column, "expected text, got a NUL byte (is this a binary file?)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _place(data, exc.start)
        raise ParseError(source, line, column, f"expected UTF-8 text, got byte 0x{data[exc.start]:02x}") from None
    return text.removeprefix("\ufeff")


@dataclass(frozen=True, slots=True)
class Place:
    """Where a one-line text (an ID or URL) starts, so that errors can point into it."""

    source: str
    line: int
    column: int

    def error(self, offset: int, message: str) -> ParseError:
        """A ParseError ``offset`` characters into the text."""
        return ParseError(self.source, self.line, self.column + offset, message)


def one_line(text: str, source: str, example: str) -> tuple[Place, str]:
    """The single non-blank line of a one-line format: where it starts, and its text.

    IDs and URLs are one line, usually pasted: blanks around them and blank
    lines before and after are forgiven, a second non-blank line is not.
    """
    lines = text.split("\n")
    found = [(k, line.rstrip("\r")) for k, line in enumerate(lines, start=1) if line.strip()]
    if not found:
        raise ParseError(source, 1, 1, f"expected {example}, got empty input")
    number, line = found[0]
    if len(found) > 1:
        raise ParseError(source, found[1][0], 1, f"expected the end of the input after line {number}, got another line")
    start = len(line) - len(line.lstrip())
    return Place(source, number, start + 1), line.strip()


def side(digits: str) -> int:
    """A board side written in ASCII digits; any number too long to be a side reads as one past the limit.

    This keeps ``int`` away from thousands of digits (which it refuses) while
    the caller's range check still rejects the number.
    """
    significant = digits.lstrip("0") or "0"
    return int(significant) if len(significant) <= len(str(MAX_SIDE)) else MAX_SIDE + 1


def plural(n: int, noun: str) -> str:
    """A count and its noun, which takes an 's' unless the count is one: messages never say '1 rows'.

    >>> plural(1, "row"), plural(0, "clue"), plural(3, "cell")
    ('1 row', '0 clues', '3 cells')
    """
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
