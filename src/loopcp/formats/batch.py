"""Files of several puzzles: what ``generate --count`` and ``convert`` write, read back one puzzle at a time.

A file is a batch in the shape its format allows:

- Knuth text and puzzlekit's text: puzzles separated by blank lines (a
  SuperSlitherlink's ``!`` lines belong to the grid above them);
- game IDs, puzz.link URLs and JSON objects: one per line, blank lines
  ignored;
- the Slink contest's input: its problems, up to the one ``0 0`` line that
  ends the whole input.

``Joined`` writes puzzles in that shape, one at a time, and ``each`` reads
them back.

Each puzzle is read on its own, so one bad puzzle is reported (at its
place in the file) and the others are still read.  A file that holds one
puzzle names it by the file alone, as always; in a file of several, each
is named ``FILE:LINE``, the line where it starts, so that results and
errors point at the puzzle.

Roads not taken: a separator line (``---``) between Knuth puzzles would be
unambiguous, but ``generate`` has always written blank lines, and a blank
line can never occur inside a Knuth grid.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from loopcp.errors import LoopcpError, ParseError
from loopcp.puzzle import Puzzle

LINES = ("tatham", "puzzlink", "json")  # the formats of one puzzle per line
APART = ("knuth", "puzzlekit", "mcc")  # the formats written with a blank line between puzzles
CLOSING = {"slink": "0 0\n"}  # a line that ends the whole file, not each puzzle: written once, after the last


@dataclass(frozen=True, slots=True)
class Item:
    """One puzzle of a batch, or the error that stopped it being read, and how results name it."""

    source: str
    puzzle: Puzzle | None
    error: LoopcpError | None = None


@dataclass(frozen=True, slots=True)
class _Chunk:
    text: str
    line: int  # the line of the file (from 1) where the chunk starts


def _blocks(text: str) -> list[_Chunk]:
    """Runs of non-blank lines, each with the line where it starts."""
    chunks: list[_Chunk] = []
    lines = text.split("\n")
    start = None
    for number, line in enumerate(lines, start=1):
        if line.strip():
            if start is None:
                start = number
        elif start is not None:
            chunks.append(_Chunk("\n".join(lines[start - 1 : number - 1]) + "\n", start))
            start = None
    if start is not None:
        chunks.append(_Chunk("\n".join(lines[start - 1 :]), start))
    return chunks


def _lines(text: str) -> list[_Chunk]:
    """Each non-blank line on its own."""
    return [_Chunk(line, n) for n, line in enumerate(text.split("\n"), start=1) if line.strip()]


def _shifted(exc: ParseError, source: str, offset: int) -> ParseError:
    """The same error, placed in the whole file rather than in the chunk."""
    return ParseError(source, exc.line + offset, exc.column, exc.message)


def each(text: str, source: str, fmt: str, load: Callable[[str], Puzzle]) -> Iterator[Item]:
    """The puzzles of a Knuth text, or of a file of IDs or URLs, each read by ``load`` on its own."""
    chunks = _lines(text) if fmt in LINES else _blocks(text)
    several = len(chunks) > 1
    if not chunks:  # empty input: let the format say what it expected
        chunks = [_Chunk(text, 1)]
    for chunk in chunks:
        label = f"{source}:{chunk.line}" if several else source
        try:
            yield Item(label, load(chunk.text))
        except ParseError as exc:
            yield Item(label, None, _shifted(exc, source, chunk.line - 1))
        except LoopcpError as exc:
            yield Item(label, None, exc)


class Joined:
    """Puzzles written one by one (each as ``formats.dump`` wrote it) into one file of the format's batch shape.

    A single puzzle comes out as it was written.  Several Knuth grids get
    a blank line between them; several Slink problems lose the ``0 0``
    line each was written with, and ``close`` writes the one that ends the
    contest input, so that ``loopcp slink`` answers every problem.

    >>> joined = Joined("slink")
    >>> joined.add("1 1\\n3\\n0 0\\n") + joined.add("1 1\\n2\\n0 0\\n") + joined.close()
    '1 1\\n3\\n1 1\\n2\\n0 0\\n'
    """

    def __init__(self, fmt: str) -> None:
        self._gap = "\n" if fmt in APART else ""
        self._closing = CLOSING.get(fmt, "")
        self._written = 0

    def add(self, text: str) -> str:
        """What to write for the next puzzle."""
        gap = self._gap if self._written else ""
        self._written += 1
        return gap + text.removesuffix(self._closing)

    def close(self) -> str:
        """What ends the file: the format's closing line, if any puzzle was written."""
        return self._closing if self._written else ""
