"""How Kaisu is written: loopcp's tokens and regions, puz.link's URL and saved file with the start and goal.

loopcp's tokens: ``o`` a circle, ``S`` the start, ``G`` the goal, ``So``
and ``Go`` a start or goal on a circle, ``.`` (or ``-``) none; the rooms
are ``Puzzle.rooms``.  Its text is the puzzlekit shape (no dataset holds
Kaisu): ``R C``, the rows of tokens, then the rows of region numbers.

- The puzz.link URL (pzprjs ``kaisu``, in ``haisu.js``): the start's and
  the goal's column and row, counted from 1, as four numbers of
  ``decodeOneNumber16`` (a hexadecimal digit, ``-`` and two, ``+`` and
  three); then ``decodeBorder``; then the circles by ``decode1Cell``:
  ``0``-``h`` a circle and 0 to 17 cells without one after it, ``i``-``z``
  1 to 18 cells without one.
- The saved file (``pzprv3.1``): a line ``bx by bx by``, the start's and
  the goal's places in half cells (a cell's centre at odd values), then
  the borders, the circles (``1``), and the lines with the player's
  arrows (version 0: the plain lines).

pzprjs's rooms are what borders enclose, so a room in two pieces has no
URL or saved file (``genres.rooms``), and neither has a board without
exactly one start and one goal.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres import rooms
from loopcp.genres.codes import (
    ARROW_LINES,
    BORDERS,
    CLUES,
    DIRECTIONS,
    LINES,
    START_GOAL,
    Ends,
    ErrorAt,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
)
from loopcp.genres.kaisu.rules import CIRCLE, GOAL, START, TOKENS, ends, is_circle
from loopcp.grid import Cell
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

HINT = "'o' (a circle), 'S' (the start), 'G' (the goal), 'So' or 'Go' (on a circle), or '-'"
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
RUN = 18  # decode1Cell: digits from here on are runs of cells without a circle


def with_ends(puzzle: Puzzle, start: Cell, goal: Cell) -> Puzzle:
    """The board with its start and goal marked on their cells (a saved file keeps them apart from the circles)."""
    tokens = [list(row) for row in puzzle.tokens] or [["."] * puzzle.cols for _ in range(puzzle.rows)]
    for (i, j), mark in ((start, START), (goal, GOAL)):
        tokens[i][j] = mark + (CIRCLE if is_circle(tokens[i][j]) else "")
    return Puzzle.of(puzzle.genre, tokens, puzzle.rooms, puzzle.walls)


def ends_of(puzzle: Puzzle, where: str) -> tuple[Cell, Cell]:
    """The start and the goal, refused where the board has not exactly one of each."""
    pair = ends(puzzle)
    if not pair:
        raise UnsupportedError(f"a kaisu cannot be written as {where} without exactly one start and one goal")
    return pair[0]


ENDS = Ends(put=with_ends, find=ends_of)


def _number16(body: str, k: int, error: ErrorAt, start: int, what: str) -> tuple[int, int]:
    """pzprjs's readNumber16 of one number at ``body[k]``: its value and the characters it took."""
    ch = body[k : k + 1]
    widths = {"-": 2, "+": 3}
    if ch and ch in "0123456789abcdef":
        return int(ch, 16), 1
    if ch in widths and ch:
        digits = body[k + 1 : k + 1 + widths[ch]]
        if len(digits) != widths[ch] or any(d not in "0123456789abcdef" for d in digits):
            raise error(start + k + 1, f"expected {widths[ch]} hexadecimal digits after {ch!r}, got {digits!r}")
        return int(digits, 16), 1 + widths[ch]
    got = describe(ch) if ch else "the end of the URL"
    raise error(start + k, f"expected {what} (a hexadecimal number), got {got}")


def _write16(n: int) -> str:
    """pzprjs's writeNumber16 of a number below 4096."""
    return f"{n:x}" if n < 16 else f"-{n:02x}" if n < 256 else f"+{n:03x}"


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """A Kaisu URL's body: the start and goal, the borders, the circles; every character read."""
    k = 0
    places: list[Cell] = []
    for word in ("start", "goal"):
        col, used = _number16(body, k, error, start, f"the {word}'s column")
        row, more = _number16(body, k + used, error, start, f"the {word}'s row")
        if not (1 <= col <= cols and 1 <= row <= rows):
            raise error(start + k, f"expected the {word} on the board of {rows} x {cols}, got column {col}, row {row}")
        places.append((row - 1, col - 1))
        k += used + more
    if places[0] == places[1]:
        raise error(start, f"expected the start and the goal on two cells, got both at {cell_name(places[0])}")
    ids, walls, used = rooms.borders_read(body[k:], rows, cols, error, start + k)
    k += used
    circles = _circles(body[k:], rows * cols, error, start + k)
    tokens = [[CIRCLE if circles[i * cols + j] else "." for j in range(cols)] for i in range(rows)]
    return with_ends(Puzzle.of("kaisu", tokens, ids, walls), places[0], places[1])


def _circles(body: str, total: int, error: ErrorAt, start: int) -> list[bool]:
    """pzprjs's decode1Cell: each cell's circle, every cell said (the editor always writes the last run)."""
    out: list[bool] = []
    for k, ch in enumerate(body):
        value = BASE36.find(ch)
        if value < 0:
            wanted = "a circle and the cells after it (0-h) or a run of cells without one (i-z)"
            raise error(start + k, f"expected {wanted}, got {describe(ch)}")
        run = [True, *[False] * value] if value < RUN else [False] * (value - RUN + 1)
        if len(out) + len(run) > total:
            left = total - len(out)
            raise error(start + k, f"expected {left} more cells at most, got {describe(ch)} for {len(run)}")
        out += run
    if len(out) < total:
        raise error(start + len(body), f"expected {total - len(out)} more cells of circles (the URL is cut short)")
    return out


def url_write(puzzle: Puzzle) -> str:
    """The start and goal, the borders, then the circles as pzprjs's encode1Cell writes them."""
    rooms.writable(puzzle, "a puzz.link URL")
    start, goal = ends_of(puzzle, "a puzz.link URL")
    out = [_write16(c + 1) + _write16(r + 1) for r, c in (start, goal)]
    out.append(rooms.borders_write(puzzle))
    count, have = -1, False
    for token in (t for row in puzzle.tokens for t in row):
        if is_circle(token):
            if count >= 0:
                out.append(BASE36[count if have else count + RUN])
            have, count = True, 0
            continue
        count += 1
        if count == RUN - 1:
            out.append(BASE36[count if have else count + RUN])
            have, count = False, -1
    if count >= 0:
        out.append(BASE36[count if have else count + RUN])
    return "".join(out)


def _token(token: str) -> str | None:
    """A text token as loopcp's (``-`` none), or None."""
    token = "." if token == "-" else token
    return token if token in TOKENS else None


PUZZLEKIT = PuzzlekitCode(
    dataset="Kaisu",  # no such file: the text's shape is Dotchi Loop's
    tokens={},
    hint=HINT,
    solution=DIRECTIONS,
    clue=_token,
    unclue=lambda t: "-" if t == "." else t,
    regions=True,
)

PUZZLINK = PuzzlinkCode(names=("kaisu",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("kaisu",),
    version=1,
    sections={0: (START_GOAL, BORDERS, CLUES, LINES), 1: (START_GOAL, BORDERS, CLUES, ARROW_LINES)},
    flags={},
    cells={},
    hint="'1' (a circle) or '.'",
    clue={".": ".", "1": CIRCLE}.get,
    unclue=lambda t: "1" if is_circle(t) else ".",
    ends=ENDS,
)
