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
  solves neither, so both are errors rather than a different puzzle.
- Slitherlink body (``encode4Cell``): a clue 0-4 is its digit; ``5``-``9``
  is clue 0-4 followed by one blank cell, ``a``-``e`` clue 0-4 followed by two
  (also used for the last cells, so the blanks may run past the end); ``g``
  to ``z`` is a run of 1 to 20 blank cells; ``.`` is a cell with an unknown
  number, which constrains nothing and is read as a blank.
- Masyu body (``encodeCircle``): three cells per character, a base-27 digit
  ``0``-``9``, ``a``-``q`` worth 9 x first + 3 x second + third, each 0
  (empty), 1 (white) or 2 (black); the last character pads with empties.

The reader is stricter than the editor, which quietly fills a short body
with blanks and ignores what is left over: a URL that is cut short or too
long is an error here, since a truncated paste would otherwise be solved as
a different puzzle.
"""

from __future__ import annotations

import re

from loopcp.errors import UnsupportedError
from loopcp.formats.text import MAX_SIDE, Place, describe, one_line, side
from loopcp.puzzle import Puzzle

ADDRESS = "https://puzz.link/p?"
RUN_MAX = 20  # the longest run of blanks one letter holds ('z')
GENRES = {  # puzz.link's names (and the other names its parser knows) for the genres loopcp solves
    "slither": "slitherlink",
    "slitherlink": "slitherlink",
    "mashu": "masyu",
    "masyu": "masyu",
    "pearl": "masyu",
}
WRITTEN = {"slitherlink": "slither", "masyu": "mashu"}
_OTHER_SITES = ("kanpen.net", "geocities", "indi.s58.xrea.com")  # older formats the editor also reads
_LOOKS = re.compile(r"\s*(?:https?://|(?:www\.)?(?:puzz\.link|pzv\.jp)/)", re.IGNORECASE)
_SETTING = re.compile(r"(\w+)=(\w+)&")
_FULL_LOOP = {"slitherlink": "the loop visits every point", "masyu": "the loop visits every cell"}
_MASYU_CELLS = {1: "0", 2: "1"}  # puzz.link's white and black pearls as Knuth characters
_MASYU_VALUES = {knuth: value for value, knuth in _MASYU_CELLS.items()}
_BASE27 = "0123456789abcdefghijklmnopq"


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
    kind = GENRES.get(re.sub(r"_(edit|play)$", "", name))
    if kind is None:
        choices = ", ".join(sorted(GENRES))
        raise at.error(pos, f"expected a genre loopcp solves ({choices}), got {name!r}")
    if genre is not None and genre != kind:
        raise at.error(pos, f"expected a {genre} puzzle, got a {name} URL ({kind})")
    if slash < 0:
        raise at.error(len(url), f"expected '/COLS/ROWS/BODY' after {name!r}, got the end of the URL")
    parts, starts = _split(url, slash + 1)
    if parts and parts[0].startswith("v:"):
        raise at.error(starts[0], f"the variant {parts[0][2:]!r} is not supported; loopcp solves the plain rules")
    if parts and parts[0] and not _is_number(parts[0]):
        flag = parts[0]
        if "f" in flag:
            where = starts[0] + flag.index("f")
            raise at.error(where, f"the full-loop variant (flag 'f': {_FULL_LOOP[kind]}) is not supported")
        raise at.error(starts[0], f"expected the number of columns, got {flag!r} ({name} has no such flag)")
    cols = _size(parts, starts, 0, what="columns", end=len(url), at=at)
    rows = _size(parts, starts, 1, what="rows", end=len(url), at=at)
    if len(parts) < 3 or not parts[2]:
        raise at.error(len(url), f"expected the puzzle after {cols}/{rows}/, got the end of the URL")
    body, start = "/".join(parts[2:]), starts[2]
    if kind == "masyu":
        cells = _masyu_cells(body, rows * cols, at, start)
    else:
        cells = _slither_cells(body, rows * cols, at, start)
    grid = tuple(cells[i * cols : (i + 1) * cols] for i in range(rows))
    return Puzzle(kind, rows, cols, grid)


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


def _slither_cells(body: str, total: int, at: Place, start: int) -> str:
    """The Slitherlink body as one character per cell."""
    cells: list[str] = []
    for k, ch in enumerate(body):
        left = total - len(cells)
        if left == 0:
            raise at.error(
                start + k, f"expected the end of the URL after the last of {total} cells, got {describe(ch)}"
            )
        if "0" <= ch <= "9" or "a" <= ch <= "e":
            value = int(ch, 16)
            clue, blanks = value % 5, value // 5
            cells.append(str(clue))
            cells.extend("." * min(blanks, left - 1))  # the editor lets these run past the last cell
        elif "g" <= ch <= "z":
            run = int(ch, 36) - 15
            if run > left:
                raise at.error(
                    start + k, f"expected at most {left} more cell{'s' * (left != 1)}, got {describe(ch)}, {run} blanks"
                )
            cells.extend("." * run)
        elif ch == ".":
            cells.append(".")
        else:
            raise at.error(start + k, f"expected 0-9, a-e, g-z or '.', got {describe(ch)}")
    if len(cells) < total:
        raise at.error(start + len(body), f"expected {total} cells, got {len(cells)} (the URL is cut short)")
    return "".join(cells)


def _masyu_cells(body: str, total: int, at: Place, start: int) -> str:
    """The Masyu body as one character per cell."""
    need = (total + 2) // 3
    cells: list[str] = []
    for k, ch in enumerate(body):
        if k == need:
            raise at.error(start + k, f"expected the end of the URL after {need} characters for {total} cells")
        value = _BASE27.find(ch.lower())  # the editor reads these digits in either case
        if value < 0:
            raise at.error(start + k, f"expected 0-9 or a-q, got {describe(ch)}")
        for weight in (9, 3, 1):
            pearl = value // weight % 3
            if len(cells) < total:
                cells.append(_MASYU_CELLS.get(pearl, "."))
            elif pearl:
                raise at.error(start + k, f"expected no pearl past the last of {total} cells, got {describe(ch)}")
    if len(body) < need:
        raise at.error(
            start + len(body),
            f"expected {need} characters for {total} cells, got {len(body)} (the URL is cut short)",
        )
    return "".join(cells)


def _slither_body(cells: str) -> str:
    """The editor's Slitherlink body for the cells ('.' blank)."""
    out: list[str] = []
    blanks = 0
    c = 0
    n = len(cells)
    while c < n:
        ch = cells[c]
        piece = ""
        if ch != ".":
            clue = int(ch)
            if c + 1 < n and cells[c + 1] != ".":
                piece = str(clue)
            elif c + 2 < n and cells[c + 2] != ".":
                piece = str(5 + clue)
                c += 1
            else:
                piece = "abcde"[clue]
                c += 2
        else:
            blanks += 1
        if blanks and (piece or blanks == RUN_MAX):
            out.append(chr(ord("g") + blanks - 1))
            blanks = 0
        out.append(piece)
        c += 1
    if blanks:
        out.append(chr(ord("g") + blanks - 1))
    return "".join(out)


def _masyu_body(cells: str) -> str:
    """The editor's Masyu body: three cells to a base-27 digit."""
    values = [_MASYU_VALUES.get(ch, 0) for ch in cells]
    values += [0] * (-len(values) % 3)
    return "".join(_BASE27[9 * a + 3 * b + c] for a, b, c in zip(values[::3], values[1::3], values[2::3], strict=True))


def write(puzzle: Puzzle) -> str:
    """The puzz.link URL the editor writes for this puzzle, ending in a newline."""
    if puzzle.letters:
        raise UnsupportedError("a SuperSlitherlink cannot be written as a puzz.link URL: slither has no region clues")
    cells = "".join(puzzle.cells)
    body = _masyu_body(cells) if puzzle.genre == "masyu" else _slither_body(cells)
    return f"{ADDRESS}{WRITTEN[puzzle.genre]}/{puzzle.cols}/{puzzle.rows}/{body}\n"
