"""How Rail Pool is written: numbers and regions as puzzlekit writes such genres, puz.link's URL and saved file.

loopcp's tokens: a cell's numbers joined by commas (``1,2``; ``?`` a
number left unknown: ``3,?,?``), ``@`` an empty cell (the loop avoids it;
the rules count it in no room), ``.`` a cell with neither; the rooms are
``Puzzle.rooms``.

- The text is puzzlekit's shape for numbered regions: the tokens (``-``
  for none, ``@`` an empty cell), then the rows of region numbers, an
  empty cell's too.  The puzzlekit dataset has no Rail Pool puzzles.
- The puz.link URL (pzprjs ``railpool``): the numbers (a digit a number,
  ``0`` an unknown one, the numbers of one cell written together; ``k``-
  ``z`` skip cells, ``k`` alone parting two numbered cells side by side;
  ``/`` ends them where no skip does), then ``decodeBorder``, then the
  empty cells five to a base-32 digit (left out when there are none).
  pzprjs's own reader misreads a number above 9 (its digit letters
  ``a``-``j``), so loopcp neither reads nor writes one, nor a 0 (which
  the editor writes as an unknown number).
- The saved file (``pzprv3``): the numbers (``decodeQnums``: ``1,2``,
  ``-`` an unknown one), the empty cells (``*``), the rooms
  (``decodeAreaRoom``, ``.`` an empty cell), the lines.

``Puzzle.rooms`` are the borders as the editor holds them: an empty cell
is in the room that no border parts it from (the editor draws none when
a cell is made empty).  pzprjs's rooms, which the rules count, are the
cells that are not empty and no border parts: an empty cell parts a room
(``apart``).  A saved file's rooms give a border between an empty cell
and a numbered one, none between two empty ones (``joined``).
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres import rooms
from loopcp.genres.codes import (
    CLUES,
    DIRECTIONS,
    EMPTIES,
    LINES,
    ROOMS,
    ErrorAt,
    Packed,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
)
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

EMPTY, NONE, UNKNOWN = "@", ".", "?"
_EMPTIES = Packed(base=2, per_digit=5, alphabet=rooms.BASE32, states={1: EMPTY}, blank=NONE, what="empty cell")


def numbers_of(token: str) -> list[int | None]:
    """A cell's numbers (None for an unknown one); none for an empty cell or a cell without numbers."""
    if token in (EMPTY, NONE):
        return []
    return [None if n == UNKNOWN else int(n) for n in token.split(",")]


def token(text: str, unknown: str) -> str | None:
    """Numbers joined by commas (``unknown`` for an unknown one) as loopcp's token, or None if it is not one."""
    out = []
    for part in text.split(","):
        if part == unknown:
            out.append(UNKNOWN)
        elif part.isascii() and part.isdigit():
            out.append(str(int(part)))
        else:
            return None
    return ",".join(out)


def apart(puzzle: Puzzle) -> Puzzle:
    """The puzzle with rooms as pzprjs's rules see them: each empty cell alone, the rest split where one parts them."""
    ids = [
        [-1 - i * puzzle.cols - j if t == EMPTY else room for j, (t, room) in enumerate(zip(tokens, row, strict=True))]
        for i, (tokens, row) in enumerate(zip(puzzle.tokens, puzzle.rooms, strict=True))
    ]
    return Puzzle.of(puzzle.genre, puzzle.tokens, rooms.pieces(ids), puzzle.walls)


def joined(puzzle: Puzzle) -> Puzzle:
    """The puzzle as a saved file keeps it: a border between an empty cell and any other, none between two empty ones.

    The editor reads a saved file's rooms so (``rdata2Border``: ``.`` for
    each empty cell, borders where two cells' entries differ); a URL's
    board can have fewer borders around its empty cells, which the rules
    do not count (``apart``).
    """
    ids = [
        [-1 if t == EMPTY else room for t, room in zip(tokens, row, strict=True)]
        for tokens, row in zip(puzzle.tokens, puzzle.rooms, strict=True)
    ]
    return Puzzle.of(puzzle.genre, puzzle.tokens, rooms.pieces(ids), puzzle.walls)


def _numbers_read(body: str, total: int, error: ErrorAt, start: int) -> tuple[list[str], int]:
    """pzprjs's decodeNumber_railpool, strict: each cell's token, and how many characters it took."""
    tokens = [NONE] * total
    c, k, after = 0, 0, False
    while k < len(body) and c < total:
        ch = body[k]
        if ch.isascii() and ch.isdigit():
            run = k
            while k < len(body) and body[k].isascii() and body[k].isdigit():
                k += 1
            tokens[c] = ",".join(UNKNOWN if d == "0" else d for d in body[run:k])
            c, after = c + 1, True
            continue
        if "a" <= ch <= "j":
            raise error(start + k, f"expected a number from 0 to 9, got {describe(ch)}: puz.link misreads larger ones")
        if "k" <= ch <= "z":
            c += int(ch, 36) - 19 - after
            after = False
        elif ch == "/":
            return tokens, k + 1
        else:
            raise error(start + k, f"expected a cell's numbers (0-9) or a run of cells (k-z), got {describe(ch)}")
        k += 1
        if c > total:
            raise error(start + k - 1, f"expected {total} cells of numbers, got a run past the last")
    if c < total:
        raise error(start + len(body), f"expected {total} cells of numbers, got {c} (the URL is cut short)")
    return tokens, k + (body[k : k + 1] == "/")


def _numbers_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeNumber_railpool: ``k``-``z`` for the cells between numbered ones, ``/`` where none ends them."""
    out: list[str] = []
    count = 0
    for i, row in enumerate(puzzle.tokens):
        for j, t in enumerate(row):
            piece = ""
            for n in numbers_of(t):
                if n is not None and not 1 <= n <= 9:
                    raise UnsupportedError(
                        f"a railpool cannot be written as a puzz.link URL: its number {n} at {cell_name((i, j))}"
                        " is not from 1 to 9, which puz.link reads back wrongly"
                    )
                piece += "0" if n is None else str(n)
            if not piece:
                count += 1
            if count == 0:
                out.append(piece)
                count = 1
            elif piece or count == 16:
                out.append(chr(ord("a") + 19 + count - 10) + piece)
                count = 0 if not piece else 1
    out.append(chr(ord("a") + 19 + count - 10) if count > 1 else "/")
    return "".join(out)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The numbers, the borders, then the empty cells (none when the body ends with the borders)."""
    tokens, used = _numbers_read(body, rows * cols, error, start)
    ids, walls, taken = rooms.borders_read(body[used:], rows, cols, error, start + used)
    rest, at = body[used + taken :], start + used + taken
    empty = _EMPTIES.decode(rest, rows * cols, error, at) if rest else NONE * (rows * cols)
    for k, ch in enumerate(empty):
        if ch == EMPTY and tokens[k] != NONE:
            raise error(at, f"expected no numbers on the empty cell {cell_name(divmod(k, cols))}")
        if ch == EMPTY:
            tokens[k] = EMPTY
    grid = [tokens[i * cols : (i + 1) * cols] for i in range(rows)]
    return Puzzle.of("railpool", grid, ids, walls)


def url_write(puzzle: Puzzle) -> str:
    """The numbers, the borders, then the empty cells if there are any (refused for a room in two pieces)."""
    rooms.writable(puzzle, "a puzz.link URL")
    cells = "".join(EMPTY if t == EMPTY else NONE for row in puzzle.tokens for t in row)
    body = _numbers_write(puzzle) + rooms.borders_write(puzzle)
    return body + (_EMPTIES.encode(cells) if EMPTY in cells else "")


def dataset_clue(text: str) -> str | None:
    """A text token (``-``, ``2``, ``1,?``, ``@``) as loopcp's, or None if it is not one."""
    return NONE if text in ("-", ".") else EMPTY if text == EMPTY else token(text, UNKNOWN)


def saved_clue(text: str) -> str | None:
    """A saved file's cell (``.``, ``2``, ``1,-``) as loopcp's token, or None if it is not one."""
    return NONE if text == "." else token(text, "-")


def saved_unclue(t: str) -> str:
    """loopcp's token as a saved file's numbers (an empty cell has none: ``EMPTIES`` says it)."""
    return NONE if t in (EMPTY, NONE) else t.replace(UNKNOWN, "-")


PUZZLEKIT = PuzzlekitCode(
    dataset="RailPool",  # no such file: the text's shape is Detour's, with '@' tokens for empty cells
    tokens={},
    hint="a cell's numbers ('1,2', '?' unknown), '@' (an empty cell) or '-'",
    solution=DIRECTIONS,
    clue=dataset_clue,
    unclue=lambda t: "-" if t == NONE else t,
    regions=True,
)

PUZZLINK = PuzzlinkCode(names=("railpool",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("railpool",),
    version=0,
    sections={0: (CLUES, EMPTIES, ROOMS, LINES)},
    flags={},
    cells={},
    hint="a cell's numbers ('1,2', '-' unknown) or '.'",
    clue=saved_clue,
    unclue=saved_unclue,
    settle=joined,
)
