"""A saved file's lines, read in order, each knowing its place: what every pzprv3 section reads through.

pzprjs's test scripts write a file on one line, ``/`` for each line break;
such a line is split here, each part keeping its column, so that an error
still points at the right character of what the user gave.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from loopcp.errors import ParseError
from loopcp.formats.text import plural

ONE_LINE = re.compile(r"pzprv3(?:\.\d+)?/[^/\s]+/\d+/\d+(?:/|$)")  # pzprjs's test scripts: '/' for line breaks
TRAILER = re.compile(r"^http://|info:\{|history:\{|__HISTORY__|TrialData")  # what follows the board, not read
TOKEN = re.compile(r"\S+")


def is_one_line(text: str) -> bool:
    """Whether text is a pzprv3 file on one line, as pzprjs's test scripts write it (``pzprv3/slither/5/5/...``)."""
    return "\n" not in text.strip() and ONE_LINE.match(text.strip()) is not None


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the file, and where it starts (line and column from 1), so that errors point into it."""

    text: str
    number: int
    column: int

    def error(self, offset: int, message: str, source: str) -> ParseError:
        return ParseError(source, self.number, self.column + offset, message)


def split(text: str) -> list[Line]:
    """The file's lines from its first non-blank one; the one-line form split at each '/'."""
    raw = [line.rstrip("\r") for line in text.split("\n")]
    if len(raw) > 1 and not raw[-1]:
        raw.pop()  # the newline that ends the last line starts no line
    start = next((k for k, line in enumerate(raw) if line.strip()), len(raw))
    if start < len(raw) and is_one_line(raw[start]):
        line, lead = raw[start], len(raw[start]) - len(raw[start].lstrip())
        out, column = [], lead + 1
        for part in line.strip().split("/"):
            out.append(Line(part, start + 1, column))
            column += len(part) + 1
        return out
    return [Line(line, k, 1) for k, line in enumerate(raw[start:], start=start + 1)]


class Reader:
    """The file's lines read in order; the board ends at the file's end or at what pzprjs writes after it."""

    def __init__(self, text: str, source: str) -> None:
        self.lines = split(text)
        self.source = source
        self.at = 0

    def end(self) -> Line:
        """A place just past the last line read, for 'got the end of the file'."""
        last = self.lines[self.at - 1] if self.at else Line("", 1, 1)
        return Line("", last.number, last.column + len(last.text))

    def done(self) -> bool:
        """Whether the board is over: only blank lines left, or the metadata, history or trial boards."""
        for line in self.lines[self.at :]:
            if TRAILER.search(line.text):
                return True
            if line.text.strip():
                return False
        return True

    def take(self, what: str) -> Line:
        """The next line of the board, or an error that the file ends where ``what`` was expected."""
        if self.at >= len(self.lines) or TRAILER.search(self.lines[self.at].text):
            raise self.end().error(0, f"expected {what}, got the end of the file", self.source)
        self.at += 1
        return self.lines[self.at - 1]

    def row(self, n: int, what: str, k: int, rows: int) -> tuple[Line, list[tuple[int, str]]]:
        """Row ``k`` (from 0) of ``rows`` of a section: its line and its ``n`` tokens, each with its offset."""
        if n == 0:  # a row of no tokens (a one-column board's borders): pzprjs writes a blank line
            if self.at < len(self.lines) and not self.lines[self.at].text.strip():
                self.at += 1
            return self.end(), []
        where = f"row {k + 1} of {rows} of {what}"
        line = self.take(where)
        tokens = [(m.start(), m.group()) for m in TOKEN.finditer(line.text)]
        if len(tokens) != n:
            offset = tokens[n][0] if len(tokens) > n else len(line.text)
            got = "a blank line" if not tokens else plural(len(tokens), "token")
            raise line.error(offset, f"expected {plural(n, 'token')} in {where}, got {got}", self.source)
        return line, tokens
