"""What genres of rooms share: puz.link's room borders and room numbers, and rooms in one piece.

pzprjs derives a board's rooms from its borders, so a room is always one
piece; a puzzle whose room ids name two pieces (the puzzlekit text allows
it) has no URL or saved file that means the same, and its writers refuse it
(``split``).

A border may also have one room on both sides (a wall that parts nothing,
``Puzzle.walls``).  pzprjs's checkers count a line across *every* border
as leaving the room (``checkRoomPassOnce`` and ``checkRoomPassTwice`` count
the lines over each cell's borders, so an inner wall crossed counts twice
for its room), and compare the cells on both sides of every border
(``checkSideAreaCell``).  ``crossing_terms`` and ``walled`` say so once for
every genre of rooms.

The URL codes, strict where pzprjs is lenient (every character read, none
missing):

- ``decodeBorder``: the borders between cells side by side, row by row,
  five to a base-32 digit (the first the most significant), then the
  borders between cells one above the other;
- ``decodeRoomNumber16``: a number for each room in reading order of its
  first cell (pzprjs's "top" cell, where it draws the number): a
  hexadecimal digit, ``-`` and two digits, ``+`` and three; ``.`` an
  unknown number; ``g``-``z`` skip 1 to 20 rooms.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from loopcp.errors import UnsupportedError, describe
from loopcp.genres.base import Linear, Term
from loopcp.genres.codes import (
    BORDERS,
    CLUES,
    DIRECTIONS,
    LINES,
    NOTES,
    ROOMS,
    ErrorAt,
    Packed,
    PuzzlekitCode,
    PuzzlinkCode,
    Pzprv3Code,
    number_token,
    saved_number_token,
)
from loopcp.grid import Cell, Edge
from loopcp.naming import an, cell_name
from loopcp.puzzle import Puzzle, Solution

BASE32 = "0123456789abcdefghijklmnopqrstuv"
# A saved file of rooms and clues: the rooms as numbers (decodeAreaRoom) before version 2, borders from it.
SAVED_SECTIONS = {0: (ROOMS, CLUES, LINES, NOTES), 2: (BORDERS, CLUES, LINES, NOTES)}
HEX = "0123456789abcdef"


def pieces(rooms: Sequence[Sequence[int]]) -> list[list[int]]:
    """Each cell's piece: its room split into parts that share sides, numbered in reading order."""
    if not rooms:
        return []
    rows, cols = len(rooms), len(rooms[0])
    east = [[rooms[i][j] != rooms[i][j + 1] for j in range(cols - 1)] for i in range(rows)]
    south = [[rooms[i][j] != rooms[i + 1][j] for j in range(cols)] for i in range(rows - 1)]
    return enclosed(east, south)


def split(puzzle: Puzzle) -> Cell | None:
    """The first cell of the second piece of a room that ids or walls part, or None when every room is one piece."""
    if not puzzle.rooms:
        return None
    rows, cols = puzzle.rows, puzzle.cols
    east = [[is_wall(puzzle, ("h", i, j)) for j in range(cols - 1)] for i in range(rows)]
    south = [[is_wall(puzzle, ("v", i, j)) for j in range(cols)] for i in range(rows - 1)]
    seen: dict[int, int] = {}
    for i, (ids, parts) in enumerate(zip(puzzle.rooms, enclosed(east, south), strict=True)):
        for j, (room, part) in enumerate(zip(ids, parts, strict=True)):
            if seen.setdefault(room, part) != part:
                return (i, j)
    return None


def walls_of(east: Sequence[Sequence[bool]], south: Sequence[Sequence[bool]]) -> list[Edge]:
    """The borders east of and below each cell as edges between cell centres (``Puzzle.of`` keeps the inner ones)."""
    out: list[Edge] = [("h", i, j) for i, row in enumerate(east) for j, wall in enumerate(row) if wall]
    return out + [("v", i, j) for i, row in enumerate(south) for j, wall in enumerate(row) if wall]


def enclosed(east: Sequence[Sequence[bool]], south: Sequence[Sequence[bool]]) -> list[list[int]]:
    """Each cell's room, numbered in reading order, from the borders east of and below each cell."""
    rows, cols = len(east), len(east[0]) + 1
    room = [[-1] * cols for _ in range(rows)]
    count = 0
    for i in range(rows):
        for j in range(cols):
            if room[i][j] >= 0:
                continue
            room[i][j] = count
            stack = [(i, j)]
            while stack:
                a, b = stack.pop()
                steps = (
                    (a, b + 1, b + 1 < cols and not east[a][b]),
                    (a, b - 1, b > 0 and not east[a][b - 1]),
                    (a + 1, b, a + 1 < rows and not south[a][b]),
                    (a - 1, b, a > 0 and not south[a - 1][b]),
                )
                for c, d, open_ in steps:
                    if open_ and room[c][d] < 0:
                        room[c][d] = count
                        stack.append((c, d))
            count += 1
    return room


def borders_read(
    body: str, rows: int, cols: int, error: ErrorAt, start: int
) -> tuple[list[list[int]], list[Edge], int]:
    """pzprjs's decodeBorder: each cell's room, the borders, and how many characters of the body it took."""
    sizes = ((cols - 1) * rows, cols * (rows - 1))
    need = sum(-(-n // 5) for n in sizes)
    if len(body) < need:
        raise error(start + len(body), f"expected {need} characters of room borders, got {len(body)}")
    walls: list[bool] = []
    k = 0
    for n in sizes:
        bits: list[bool] = []
        for _ in range(-(-n // 5)):
            ch = body[k]
            if ch not in BASE32:
                raise error(start + k, f"expected a digit of room borders (0-9, a-v), got {describe(ch)}")
            bits.extend(bool(BASE32.index(ch) & (16 >> w)) for w in range(5))
            k += 1
        walls.extend(bits[:n])
    east = [walls[i * (cols - 1) : (i + 1) * (cols - 1)] for i in range(rows)]
    below = walls[sizes[0] :]
    south = [below[i * cols : (i + 1) * cols] for i in range(rows - 1)]
    return enclosed(east, south), walls_of(east, south), k


def borders_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeBorder: the borders between rooms and the walls inside them."""
    rows, cols = puzzle.rows, puzzle.cols
    out = []
    for walls in (
        [is_wall(puzzle, ("h", i, j)) for i in range(rows) for j in range(cols - 1)],
        [is_wall(puzzle, ("v", i, j)) for i in range(rows - 1) for j in range(cols)],
    ):
        for k in range(0, len(walls), 5):
            five = walls[k : k + 5]
            out.append(BASE32[sum(16 >> w for w, wall in enumerate(five) if wall)])
    return "".join(out)


def numbers_read(  # noqa: PLR0917
    body: str, count: int, error: ErrorAt, start: int, unknown: str = "", of: str = "room"
) -> list[int | None]:
    """pzprjs's decodeRoomNumber16: each room's number (-2 unknown, None none), every character read.

    ``unknown``, when given, is why a number left unknown is refused; ``of``
    names what holds the numbers in errors ("cell" for decodeNumber16, the
    same code over every cell).
    """
    out: list[int | None] = []
    k = 0
    widths = {"-": 2, "+": 3}
    while k < len(body):
        ch, at = body[k], start + k
        if len(out) >= count:
            raise error(at, f"expected the end of the URL after {count} {of}s, got {describe(ch)}")
        if ch in HEX:
            out.append(HEX.index(ch))
            k += 1
        elif ch == "." and unknown:
            raise error(at, unknown)
        elif ch == ".":
            out.append(-2)
            k += 1
        elif ch in widths:
            digits = body[k + 1 : k + 1 + widths[ch]]
            if len(digits) != widths[ch] or any(d not in HEX for d in digits):
                raise error(at + 1, f"expected {widths[ch]} hexadecimal digits after {ch!r}, got {digits!r}")
            out.append(int(digits, 16))
            k += 1 + widths[ch]
        elif "g" <= ch <= "z":
            out.extend([None] * (int(ch, 36) - 15))
            k += 1
        else:
            wanted = f"a {of}'s number (0-9, a-f, '-', '+', '.') or a run of {of}s (g-z)"
            raise error(at, f"expected {wanted}, got {describe(ch)}")
    if len(out) > count:
        raise error(start + len(body) - 1, f"expected {count} {of}s, got {len(out)} (the last run is too long)")
    return out + [None] * (count - len(out))


def numbers_write(numbers: Sequence[int | None]) -> str:
    """pzprjs's encodeRoomNumber16: runs of rooms without a number as g-z."""
    out, run = [], 0
    for n in numbers:
        if n is None:
            run += 1
            if run == 20:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(chr(ord("f") + run))
            run = 0
        if n == -2:
            out.append(".")
        elif n < 16:
            out.append(HEX[n])
        elif n < 256:
            out.append(f"-{n:02x}")
        else:
            out.append(f"+{n:03x}")
    if run:
        out.append(chr(ord("f") + run))
    return "".join(out)


def url_reader(genre: str, unknown: str | None = "?") -> Callable[[str, int, int, ErrorAt, int], Puzzle]:
    """A reader of rooms and their numbers (decodeBorder, decodeRoomNumber16), each number in its room's first cell.

    ``unknown`` is the genre's token for a number left unknown (``.`` in
    the URL), or None when the genre has none: such a URL is then refused.
    """
    return functools.partial(_url_read, genre, unknown)


def _url_read(genre: str, unknown: str | None, body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:  # noqa: PLR0917
    ids, walls, used = borders_read(body, rows, cols, error, start)
    firsts: dict[int, tuple[int, int]] = {}
    for i, row in enumerate(ids):
        for j, room in enumerate(row):
            firsts.setdefault(room, (i, j))
    refused = "" if unknown is not None else f"a room number left unknown ('.') is not a clue {genre} solves"
    values = numbers_read(body[used:], len(firsts), error, start + used, refused)
    tokens = [["."] * cols for _ in range(rows)]
    for room, value in enumerate(values):
        if value is None:
            continue
        i, j = firsts[room]
        tokens[i][j] = unknown if value == -2 and unknown is not None else str(value)
    return Puzzle.of(genre, tokens, ids, walls)


def marks_reader(genre: str, marks: Packed) -> Callable[[str, int, int, ErrorAt, int], Puzzle]:
    """A reader of rooms and a mark per cell (decodeBorder, then ``marks``: Moon or Sun's, Dotchi Loop's circles)."""
    return functools.partial(_marks_read, genre, marks)


def _marks_read(genre: str, marks: Packed, body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:  # noqa: PLR0917
    ids, walls, used = borders_read(body, rows, cols, error, start)
    cells = marks.decode(body[used:], rows * cols, error, start + used)
    return Puzzle.of(genre, [list(cells[i * cols : (i + 1) * cols]) for i in range(rows)], ids, walls)


def marks_writer(marks: Packed) -> Callable[[Puzzle], str]:
    """The writer that ``marks_reader`` reads: the borders, then the marks; a room in two pieces is refused."""

    def write(puzzle: Puzzle) -> str:
        writable(puzzle, "a puzz.link URL")
        return borders_write(puzzle) + marks.encode("".join("".join(row) for row in puzzle.tokens))

    return write


def writable(puzzle: Puzzle, where: str) -> None:
    """Refuse a puzzle whose rooms puz.link cannot draw: a room in two pieces."""
    cell = split(puzzle)
    if cell is not None:
        raise UnsupportedError(
            f"{an(puzzle.genre)} cannot be written as {where}: the room of {cell_name(cell)} is in two pieces"
        )


def url_write(puzzle: Puzzle, unknown: str = "?") -> str:
    """The borders, then each room's number; refused for a room in two pieces or with two numbers."""
    writable(puzzle, "a puzz.link URL")
    where = f"{an(puzzle.genre)} cannot be written as a puzz.link URL"
    values: list[int | None] = [None] * len(puzzle.room_cells())
    seen: dict[int, Cell] = {}
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ".":
                continue
            room = puzzle.rooms[i][j]
            if room in seen:
                raise UnsupportedError(
                    f"{where}: the room of {cell_name(seen[room])} has a second number at {cell_name((i, j))}"
                )
            seen[room] = (i, j)
            values[room] = -2 if token == unknown else int(token)
    return borders_write(puzzle) + numbers_write(values)


def pairs(puzzle: Puzzle) -> list[tuple[Cell, Cell, Edge]]:
    """Every two cells side by side, with the edge between their centres."""
    out: list[tuple[Cell, Cell, Edge]] = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            if j + 1 < puzzle.cols:
                out.append(((i, j), (i, j + 1), ("h", i, j)))
            if i + 1 < puzzle.rows:
                out.append(((i, j), (i + 1, j), ("v", i, j)))
    return out


def is_wall(puzzle: Puzzle, edge: Edge) -> bool:
    """Whether a border parts the two cells that ``edge`` joins: two rooms, or a wall inside one."""
    kind, i, j = edge
    a, b = (i, j + 1) if kind == "h" else (i + 1, j)
    return puzzle.rooms[i][j] != puzzle.rooms[a][b] or edge in puzzle.walls


def wall_marks(puzzle: Puzzle, i: int, j: int) -> str:
    """The cell's walls on its east and south sides as the texts of Barns and Mejilink mark them: "e", "s", "es", ""."""
    east = j < puzzle.cols - 1 and is_wall(puzzle, ("h", i, j))
    south = i < puzzle.rows - 1 and is_wall(puzzle, ("v", i, j))
    return ("e" if east else "") + ("s" if south else "")


def marked_walls(marked: Puzzle, frame: str) -> tuple[list[list[int]], list[Edge]]:
    """The rooms and walls that a text's ``wall_marks`` draw; a mark on the frame is refused in ``frame``'s words.

    ``frame`` ends the sentence "the east side of r1c5 is ...".
    """
    rows, cols = marked.rows, marked.cols
    for i, row in enumerate(marked.tokens):
        for j, token in enumerate(row):
            if ("e" in token and j == cols - 1) or ("s" in token and i == rows - 1):
                side = "east" if "e" in token and j == cols - 1 else "south"
                raise UnsupportedError(f"the {side} side of {cell_name((i, j))} is {frame}")
    east = [["e" in marked.tokens[i][j] for j in range(cols - 1)] for i in range(rows)]
    south = [["s" in marked.tokens[i][j] for j in range(cols)] for i in range(rows - 1)]
    return enclosed(east, south), walls_of(east, south)


def walled_room(puzzle: Puzzle) -> Cell:
    """The first cell of the room that holds the puzzle's first wall inside a room (there must be one)."""
    _, i, j = puzzle.walls[0]
    return puzzle.room_cells()[puzzle.rooms[i][j]][0]


def walled(puzzle: Puzzle) -> list[tuple[Cell, Cell, Edge]]:
    """Every two cells side by side with a border between them (``pairs`` that ``is_wall`` parts)."""
    walls, ids = set(puzzle.walls), puzzle.rooms
    return [(a, b, e) for a, b, e in pairs(puzzle) if ids[a[0]][a[1]] != ids[b[0]][b[1]] or e in walls]


def crossing_terms(puzzle: Puzzle) -> list[list[tuple[Term, int]]]:
    """Each room's count of lines over its borders, as pzprjs counts them: an inner wall's line counts twice."""
    out: list[list[tuple[Term, int]]] = [[] for _ in puzzle.room_cells()]
    for a, b, edge in walled(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        if ra != rb:
            out[ra].append((edge, 1))
            out[rb].append((edge, 1))
        else:
            out[ra].append((edge, 2))
    return out


def passes(puzzle: Puzzle, times: int, skip: Callable[[int], bool] = lambda room: False) -> list[Linear]:
    """The loop passes through each room ``times`` times: its lines over the room's borders number 2 x times."""
    firsts = [cells[0] for cells in puzzle.room_cells()]
    word = {1: "once", 2: "twice"}.get(times, f"{times} times")
    return [
        Linear(tuple(terms), 2 * times, 2 * times, why=f"the loop visits the room of {cell_name(firsts[room])} {word}")
        for room, terms in enumerate(crossing_terms(puzzle))
        if not skip(room)
    ]


def once(puzzle: Puzzle, skip: Callable[[int], bool] = lambda room: False) -> list[Linear]:
    """The loop enters and leaves each room once: exactly two lines cross its borders (``crossing_terms``).

    A board of one room (rooms ``skip`` says to leave out aside) has no
    border to cross, and then the loop stays inside it; it may still cross
    a wall inside the room once, as pzprjs's checker (at most two) lets it.
    """
    kept = [room for room in range(len(puzzle.room_cells())) if not skip(room)]
    if len(kept) < 2:
        terms = [t for room in kept for t in crossing_terms(puzzle)[room]]
        why = "the loop crosses the walls of its one room once at most"
        return [Linear(tuple(terms), 0, 2, why)] if terms else []
    return passes(puzzle, 1, skip)


def crossings(puzzle: Puzzle, solution: Solution) -> list[int]:
    """How many lines cross each room's borders, counted from the matrices as pzprjs counts them."""
    out = [0] * len(puzzle.room_cells())
    for a, b, (kind, i, j) in walled(puzzle):
        if (solution.h if kind == "h" else solution.v)[i][j]:
            ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
            out[ra] += 1
            out[rb] += 1
    return out


def once_violations(puzzle: Puzzle, solution: Solution, skip: Callable[[int], bool] = lambda room: False) -> list[str]:
    """The verifier's half of ``once``: each room whose borders the loop does not cross exactly twice."""
    cells = puzzle.room_cells()
    kept = [room for room in range(len(cells)) if not skip(room)]
    counts = crossings(puzzle, solution)
    if len(kept) < 2:
        return [
            f"the loop crosses the walls of the room of {cell_name(cells[room][0])} {counts[room]} times, not 2 at most"
            for room in kept
            if counts[room] > 2
        ]
    problems = []
    for room in kept:
        if counts[room] != 2:
            times = {0: "never", 1: "once"}.get(counts[room], f"{counts[room]} times")
            problems.append(
                f"the loop crosses the border of the room of {cell_name(cells[room][0])} {times}, not twice"
            )
    return problems


def numbered_room_codes(pid: str, dataset: str) -> tuple[PuzzlekitCode, PuzzlinkCode, Pzprv3Code]:
    """The three codes of a genre of rooms, some numbered, as puz.link and puzzlekit write Detour and Maxi Loop.

    One place for them: the genres differ in their rules, not in how a
    numbered room is written (puzzlekit's numbers then region rows,
    puz.link's rooms and numbers, a saved file's ``-`` for an unknown).
    """
    puzzlekit = PuzzlekitCode(
        dataset=dataset,
        tokens={},
        hint="a room's number or '-'",
        solution=DIRECTIONS,
        clue=number_token,
        unclue=lambda t: "-" if t == "." else t,
        regions=True,
    )
    puzzlink = PuzzlinkCode(names=(pid,), full_loop="", read=url_reader(pid), write=url_write)
    pzprv3 = Pzprv3Code(
        names=(pid,),
        version=2,
        sections=SAVED_SECTIONS,
        flags={},
        cells={},
        hint="a room's number, '-' (unknown) or '.'",
        clue=saved_number_token,
        unclue=lambda t: "-" if t == "?" else t,
    )
    return puzzlekit, puzzlink, pzprv3
