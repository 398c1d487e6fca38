"""How Tapa-Like Loop is written: its text of clue rows, puz.link's URL and saved file, and its glyphs.

loopcp's token for a clue is its runs joined by commas, ``?`` for a run
of unknown length (``1,3``, ``?``, ``2,?``), ``0`` for no run; ``.`` a
cell without a clue.

- No puzzlekit dataset holds Tapa-Like Loop.  Its text has the shape the
  dataset gives a genre of clue tokens without regions: ``ROWS COLS``,
  then the rows of tokens, ``-`` a cell without a clue.
- The URL (pzprjs ``tapaloop``, ``decodeNumber_tapaloop``) writes a cell
  of one run as its digit (``.`` a ``?``), of two runs as two base-36
  digits worth 360 + 8 x first + second, of three as ``+`` and two
  base-36 digits worth 36 + 49 x first + 7 x second + third, of four as
  ``-`` and two worth 36 + 216 a + 36 b + 6 c + d (0 a ``?``); ``g``-``z``
  skip 1 to 20 cells.
- The saved file (``pzprv3``: ``decodeQnums``, the runs joined by commas
  with ``-`` a ``?``; the lines; the player's cell notes).
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres.codes import CLUES, DIRECTIONS, LINES, NOTES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.genres.tapalikeloop.rules import UNKNOWN, parse
from loopcp.puzzle import Puzzle

NAMES = ("tapaloop",)  # puz.link's pid
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
WIDE = {"+": (3, 7), "-": (4, 6)}  # a cell of three or four runs: how many, and the base each is written in
MOST = 4  # runs a clue of the URL lists at most (the editor's file and text hold up to eight)
CLUE_HINT = "a clue: its runs joined by commas, '?' a run of any length, '0' none"


def _clue(runs: list[int]) -> str:
    """The runs as loopcp's token, 0 a '?'."""
    return ",".join(UNKNOWN if n == 0 else str(n) for n in runs)


def _base36(body: str, at: int, error: ErrorAt, start: int) -> int:
    """Two base-36 digits of the body from ``at``."""
    digits = body[at : at + 2]
    if len(digits) != 2 or any(d not in BASE36 for d in digits):
        raise error(start + at, f"expected two base-36 digits, got {digits!r}")
    return int(digits, 36)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """Each cell's clue (pzprjs's decodeNumber_tapaloop), every character read."""
    total = rows * cols
    tokens = ["."] * total
    cell = k = 0
    while k < len(body):
        ch, at = body[k], k
        if cell >= total:
            raise error(start + k, f"expected the end of the URL after {total} cells, got {describe(ch)}")
        if ch in "012345678":
            token, k = ch, k + 1
        elif ch == ".":
            token, k = UNKNOWN, k + 1
        elif ch in "abcdef":
            value = _base36(body, k, error, start) - 360
            token, k = _clue([value // 8, value % 8]) if value >= 0 else "", k + 2
        elif ch in WIDE:
            count, base = WIDE[ch]
            value = _base36(body, k + 1, error, start) - 36
            runs = [value // base**p % base for p in reversed(range(count))]
            token, k = _clue(runs) if 0 <= value < base**count else "", k + 3
        elif "g" <= ch <= "z":
            cell += int(ch, 36) - 15
            k += 1
            continue
        else:
            wanted = "a clue (0-8, '.', a-f, '+', '-') or a run of cells (g-z)"
            raise error(start + k, f"expected {wanted}, got {describe(ch)}")
        if parse(token) is None:
            raise error(start + at, f"expected a clue Tapa-Like Loop allows, got {body[at:k]!r} ({token or 'no runs'})")
        tokens[cell] = token
        cell += 1
    if cell > total:
        raise error(start + len(body) - 1, f"expected {total} cells, got {cell} (the last run is too long)")
    return Puzzle.of("tapalikeloop", [tokens[i * cols : (i + 1) * cols] for i in range(rows)])


def _cell(token: str) -> str:
    """One clue as the URL writes it."""
    runs = [0 if t == UNKNOWN else int(t) for t in token.split(",")]
    if len(runs) > MOST:
        raise UnsupportedError(
            f"a tapalikeloop cannot be written as a puzz.link URL: the clue {token} lists {len(runs)} runs,"
            f" and the URL holds {MOST} a clue at most"
        )
    if len(runs) == 1:
        return "." if token == UNKNOWN else token
    if len(runs) == 2:
        value = 8 * runs[0] + runs[1] + 360
        return BASE36[value // 36] + BASE36[value % 36]
    mark = "+" if len(runs) == 3 else "-"
    base = WIDE[mark][1]
    value = sum(n * base**p for n, p in zip(runs, reversed(range(len(runs))), strict=True)) + 36
    return mark + BASE36[value // 36] + BASE36[value % 36]


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNumber_tapaloop: each clue, runs of empty cells as g-z."""
    out, run = [], 0
    for token in (t for row in puzzle.tokens for t in row):
        if token == ".":
            run += 1
            if run == 20:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(BASE36[15 + run])
            run = 0
        out.append(_cell(token))
    if run:
        out.append(BASE36[15 + run])
    return "".join(out)


def _text_clue(token: str) -> str | None:
    """A text token as loopcp's: ``-`` none, else a clue the genre allows."""
    if token == "-":
        return "."
    return token if parse(token) is not None else None


def _saved_clue(token: str) -> str | None:
    """A saved file's cell (``decodeQnums``: ``-`` a '?') as loopcp's, or None."""
    if token == ".":
        return "."
    clue = ",".join(UNKNOWN if t == "-" else t for t in token.split(","))
    return clue if parse(clue) is not None else None


def _unsaved(token: str) -> str:
    """loopcp's token as a saved file writes it."""
    return ",".join("-" if t == UNKNOWN else t for t in token.split(","))


PUZZLEKIT = PuzzlekitCode(
    dataset="",  # no dataset: the text of a genre of clue tokens, rows of tokens alone
    tokens={},
    hint=f"{CLUE_HINT}, or '-'",
    solution=DIRECTIONS,
    clue=_text_clue,
    unclue=lambda t: "-" if t == "." else t,
)

PUZZLINK = PuzzlinkCode(names=NAMES, full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=NAMES,
    version=0,
    sections={0: (CLUES, LINES, NOTES)},
    flags={},
    cells={},
    hint="a clue: its runs joined by commas, '-' a run of any length; or '.'",
    clue=_saved_clue,
    unclue=_unsaved,
)
