"""puzz.link URLs for Slitherlink (``slither``) and Masyu (``mashu``).

A URL is ``https://puzz.link/p?GENRE/COLS/ROWS/BODY``; the body lists the
cells row by row from the top left.  These are facts about the puzz.link
editor (pzprjs: src/pzpr/parser.js, src/variety-common/Encode.js,
src/variety/slither.js and mashu.js), written again here from the facts:

- The address before ``?`` does not matter to the editor (puzz.link/p,
  pzv.jp/p.html, http or https).  After ``?`` may come ``key=value&``
  settings, then the genre, possibly with ``_edit`` or ``_play``; the genre's
  other names are read too (``slitherlink``; ``masyu``, ``pearl``).
- Before the size may come ``v:NAME`` (a variant) and a flag word (``f`` is
  the full-loop variant: the loop visits every point or cell).  loopcp
  solves the full loop of the genres whose record says so (``Genre.full``,
  ``Puzzle.full``) and reads a genre's display flags; any other variant is
  an error rather than a different puzzle.
- The body is each genre's own code (``genres/<name>/codes.py``: the
  Slitherlink body is ``encode4Cell``, the Masyu body ``encodeCircle``);
  this module reads and writes the URL around it.

The reader is stricter than the editor, which quietly fills a short body
with blanks and ignores what is left over: a URL that is cut short or too
long is an error here, since a truncated paste would otherwise be solved as
a different puzzle.
"""

from __future__ import annotations

import dataclasses
import re

from loopcp.errors import ParseError, UnsupportedError
from loopcp.formats.text import MAX_SIDE, Place, one_line, side
from loopcp.genres import GENRES, get_genre, kind_of
from loopcp.naming import an
from loopcp.puzzle import Puzzle

ADDRESS = "https://puzz.link/p?"
NAMES = {  # puzz.link's names (and the other names its parser knows) -> the genres loopcp solves
    name: genre.name for genre in GENRES.values() if genre.puzzlink is not None for name in genre.puzzlink.names
}
_OTHER_SITES = ("kanpen.net", "geocities", "indi.s58.xrea.com")  # older formats the editor also reads
_LOOKS = re.compile(r"\s*(?:https?://|(?:www\.)?(?:puzz\.link|pzv\.jp)/)", re.IGNORECASE)
_SETTING = re.compile(r"(\w+)=(\w+)&")


def looks_like(text: str) -> bool:
    """Whether text starts as a URL does: http(s):// or a puzz.link or pzv.jp address."""
    return _LOOKS.match(text) is not None


def _is_number(text: str) -> bool:
    """Whether text is ASCII digits only (``str.isdigit`` also takes other scripts' digits)."""
    return text.isascii() and text.isdigit()


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """Read a puzz.link slither or mashu URL; ``genre``, if given, must match the URL's."""
    at, url = one_line(text, source, "a URL such as https://puzz.link/p?slither/10/10/...")
    mark = url.find("?")
    address = url[: mark if mark >= 0 else len(url)].lower()
    if any(site in address for site in _OTHER_SITES):
        raise at.error(0, "expected a puzz.link or pzv.jp URL; this site's older URL format is not supported")
    if mark < 0:
        raise at.error(len(url), "expected '?' and the puzzle after the address, as in " + ADDRESS + "slither/...")
    pos = mark + 1
    while (setting := _SETTING.match(url, pos)) is not None:
        pos = setting.end()
    slash = url.find("/", pos)
    name = url[pos : slash if slash >= 0 else len(url)]
    kind = NAMES.get(re.sub(r"_(edit|play)$", "", name))
    if kind is None:
        choices = ", ".join(sorted(NAMES))
        raise at.error(pos, f"expected a genre loopcp solves ({choices}), got {name!r}")
    if genre is not None and genre != kind:
        raise at.error(pos, f"expected a {genre} puzzle, got a {name} URL ({kind})")
    if slash < 0:
        raise at.error(len(url), f"expected '/COLS/ROWS/BODY' after {name!r}, got the end of the URL")
    parts, starts = _split(url, slash + 1)
    if parts and parts[0].startswith("v:"):
        raise at.error(starts[0], f"the variant {parts[0][2:]!r} is not supported; loopcp solves the plain rules")
    record = get_genre(kind)
    code = record.puzzlink
    assert code is not None  # NAMES holds only genres with a puzz.link code
    full = False
    if parts and parts[0] and not _is_number(parts[0]):
        flag = parts[0]
        if all(letter in code.flags or (letter == "f" and record.full) for letter in flag):  # settings, a full loop
            full = "f" in flag
            parts, starts = parts[1:], starts[1:]
        elif "f" in flag and "f" not in code.flags and not record.full:
            where = starts[0] + flag.index("f")
            raise at.error(where, f"the full-loop variant (flag 'f': {code.full_loop}) is not supported")
        elif (bad := next((letter for letter in flag if letter in code.variants), None)) is not None:
            what = code.variants[bad]
            where = starts[0] + flag.index(bad)
            raise at.error(
                where, f"the variant of flag {bad!r} ({what}) is not supported; loopcp solves the plain rules"
            )
        else:
            raise at.error(starts[0], f"expected the number of columns, got {flag!r} ({name} has no such flag)")
    cols = _size(parts, starts, 0, what="columns", end=len(url), at=at)
    rows = _size(parts, starts, 1, what="rows", end=len(url), at=at)
    body, start = ("", len(url)) if len(parts) < 3 or not parts[2] else ("/".join(parts[2:]), starts[2])
    try:  # some genres' empty boards have no body at all (a Simple Loop with no shaded cell)
        if code.read is not None:
            puzzle = code.read(body, rows, cols, at.error, start)
        else:
            assert code.decode is not None  # a code has decode or read
            cells = code.decode(body, rows * cols, at.error, start)
            puzzle = Puzzle(kind, rows, cols, tuple(cells[i * cols : (i + 1) * cols] for i in range(rows)))
    except ParseError:
        if body:
            raise
        raise at.error(len(url), f"expected the puzzle after {cols}/{rows}/, got the end of the URL") from None
    return dataclasses.replace(puzzle, full=True) if full else puzzle


def _split(url: str, start: int) -> tuple[list[str], list[int]]:
    """The '/'-separated parts from ``start`` on (one trailing '/' dropped), and where each starts."""
    parts = url[start:].split("/")
    starts = []
    offset = start
    for part in parts:
        starts.append(offset)
        offset += len(part) + 1
    if len(parts) > 1 and not parts[-1]:
        parts.pop()
        starts.pop()
    return parts, starts


def _size(parts: list[str], starts: list[int], k: int, *, what: str, end: int, at: Place) -> int:
    """Part ``k`` as a board side from 1 to MAX_SIDE (``end``: where the URL ends)."""
    if len(parts) <= k or not parts[k]:
        where = starts[k] if len(parts) > k else end
        raise at.error(where, f"expected the number of {what}, got the end of the URL")
    text = parts[k]
    if not _is_number(text) or not (1 <= side(text) <= MAX_SIDE):
        raise at.error(starts[k], f"expected the number of {what}, from 1 to {MAX_SIDE}, got {text!r}")
    return side(text)


def write(puzzle: Puzzle) -> str:
    """The puzz.link URL the editor writes for this puzzle, ending in a newline."""
    code = get_genre(puzzle.genre).puzzlink
    if code is None:
        raise UnsupportedError(
            f"{an(kind_of(puzzle))} cannot be written as a puzz.link URL: loopcp knows no code for it"
        )
    if puzzle.letters:
        raise UnsupportedError(
            f"a SuperSlitherlink cannot be written as a puzz.link URL: {code.names[0]} has no region clues"
        )
    if code.write is not None:
        body = code.write(puzzle)
    else:
        assert code.encode is not None  # a code has encode or write
        body = code.encode("".join(puzzle.cells))
    flag = "f/" if puzzle.full else ""
    return f"{ADDRESS}{code.names[0]}/{flag}{puzzle.cols}/{puzzle.rows}/{body}\n"
