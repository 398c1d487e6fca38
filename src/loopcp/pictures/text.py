"""Drawings of puzzles and loops: one lattice, several frames.

Every genre is drawn on the same character lattice: point (i, j) at text row
2i and column 4j, a horizontal edge as the three characters after its left
point, a vertical edge as the character below its upper point, and a face
label in the middle of its square.  Three frames use it:

- ``picture``: plain ASCII, stable byte for byte for golden tests and pipes;
  a point where the loop turns is ``+``, one it passes straight through is
  ``-`` or ``|``, one off the loop is ``.``, a cell the genre shades
  (``shaded``: Yajilin's, Koburin's) is ``#``;
- ``rich_picture``: the same drawing in colour with box-drawing characters,
  the inside of the loop shaded, for a terminal;
- ``slink_picture``: the Slink contest's exact drawing (``#`` frame, blank
  points off the loop), built from the plain lattice.

Edges in ``marked`` (for example where two solutions differ) are drawn as
``*`` in plain text and heavy red lines in colour.

An edge's label (``Genre.edge_label``: a clue on the border between two
cells) is one glyph at the edge's middle, over the loop.  On a board of
dots with rooms (Mejilink's), the rooms' borders off the loop, its
dotted lines, are drawn dashed (``- -`` and ``:``).

A point's label (``Genre.point_label``) is one glyph, after the number of
a clue whose glyph does not say it (a Yajilin arrow, ``2>`` for ``2e``).
The glyph sits at the point and the number in the blank just left of it
(right of it, ``>2``, at the board's left edge): a clue cell is off the
loop, so no edge is drawn there, and a cross drawn there gives way to the
number.  A number wider than the blank (a compact drawing's one character)
is left out; the glyph is always drawn.

A board the terminal does not draw (``Board.terminal``: Loopy's other
grids) is listed instead: a loop as its dots in order (``loop_line``, which
``check`` reads back), what every solution shares as its lines
(``lines_line``), and ``unseen`` says why, once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from loopcp.genres import get_genre
from loopcp.genres.rooms import is_wall
from loopcp.grid import DOTS, Point
from loopcp.puzzle import Edge, Puzzle, Solution

if TYPE_CHECKING:
    from rich.text import Text

    from loopcp.logic.base import GridPosition

_TURNS = {
    frozenset("NE"): "└",
    frozenset("NW"): "┘",
    frozenset("SE"): "┌",
    frozenset("SW"): "┐",
    frozenset("EW"): "─",
    frozenset("NS"): "│",
    frozenset("NESW"): "┼",  # a loop that crosses itself (``Lattice.crossings``)
}
_LOOP_STYLE = "bold cyan"
_MARK_STYLE = "bold red"
_INSIDE_STYLE = "on grey19"


def _directions(loop: frozenset[Edge], i: int, j: int) -> frozenset[str]:
    """Which of N, E, S, W the loop leaves point (i, j) by."""
    found = set()
    if ("v", i - 1, j) in loop:
        found.add("N")
    if ("v", i, j) in loop:
        found.add("S")
    if ("h", i, j - 1) in loop:
        found.add("W")
    if ("h", i, j) in loop:
        found.add("E")
    return frozenset(found)


def width(puzzle: Puzzle, *, compact: bool = False) -> int:
    """How many characters wide the drawing of a puzzle is."""
    return (2 if compact else 4) * (get_genre(puzzle.genre).lattice(puzzle).cols - 1) + 1


def _dotted(puzzle: Puzzle) -> frozenset[Edge]:
    """On a board of dots with rooms (Mejilink's), the rooms' borders and walls: its dotted lines, the frame's too."""
    if get_genre(puzzle.genre).board != DOTS or not puzzle.rooms:
        return frozenset()
    rows, cols = puzzle.rows, puzzle.cols
    out: set[Edge] = {("h", i, j) for i in (0, rows) for j in range(cols)}
    out |= {("v", i, j) for i in range(rows) for j in (0, cols)}
    out |= {("v", i, j + 1) for i in range(rows) for j in range(cols - 1) if is_wall(puzzle, ("h", i, j))}
    out |= {("h", i + 1, j) for i in range(rows - 1) for j in range(cols) if is_wall(puzzle, ("v", i, j))}
    return frozenset(out)


def _grid(
    puzzle: Puzzle,
    loop: frozenset[Edge],
    marked: frozenset[Edge],
    *,
    fancy: bool,
    off_point: str,
    step: int = 4,
    crosses: frozenset[Edge] = frozenset(),
    shaded: frozenset[Point] = frozenset(),
) -> list[list[tuple[str, str]]]:
    """The drawing as rows of (character, rich style) pairs, points ``step`` characters apart (4, or 2 compact)."""
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    height, width = 2 * lattice.rows - 1, step * (lattice.cols - 1) + 1
    mid = step // 2
    grid = [[(" ", "")] * width for _ in range(height)]
    numbers: dict[Point, str] = {}  # a clue's number, written beside its glyph once the edges are drawn
    for i in range(lattice.rows):
        for j in range(lattice.cols):
            mark = genre.point_label(puzzle, (i, j))
            ways = _directions(loop, i, j)
            if mark is not None:
                label = mark[1] if fancy else mark[0]
                grid[2 * i][step * j] = (label[-1], "bold")
                if label[:-1]:
                    numbers[i, j] = label[:-1]
            elif (i, j) in shaded:
                grid[2 * i][step * j] = ("■" if fancy else "#", "bold")
            elif not ways:
                grid[2 * i][step * j] = ("·" if fancy else off_point, "dim")
            elif fancy:
                grid[2 * i][step * j] = (_TURNS.get(ways, "+"), _LOOP_STYLE)
            else:
                straight = {frozenset("EW"): "-", frozenset("NS"): "|"}
                grid[2 * i][step * j] = (straight.get(ways, "+"), "")
    for kind, i, j in _dotted(puzzle) - loop - marked - crosses:  # Mejilink's dotted lines, where the loop may run
        if kind == "h":
            for k in range(1, step, 2):
                grid[2 * i][step * j + k] = ("╌" if fancy else "-", "dim")
        else:
            grid[2 * i + 1][step * j] = ("╎" if fancy else ":", "dim")
    for edge in crosses:
        kind, i, j = edge
        hot = edge in marked
        ch = ("✕" if fancy else "X") if hot else ("×" if fancy else "x")
        style = _MARK_STYLE if hot else "dim"
        if kind == "h":
            grid[2 * i][step * j + step // 2] = (ch, style)
        else:
            grid[2 * i + 1][step * j] = (ch, style)
    for edge in (loop | marked) - crosses:
        kind, i, j = edge
        hot = edge in marked
        style = _MARK_STYLE if hot else _LOOP_STYLE
        if kind == "h":
            ch = ("━" if hot else "─") if fancy else ("*" if hot else "-")
            for k in range(1, step):
                grid[2 * i][step * j + k] = (ch, style)
        else:
            ch = ("┃" if hot else "│") if fancy else ("*" if hot else "|")
            grid[2 * i + 1][step * j] = (ch, style)
    for edge in lattice.edges():  # a clue on an edge (a circle on a border), over the loop
        glyphs = genre.edge_label(puzzle, edge)
        if glyphs is not None:
            kind, i, j = edge
            at = (2 * i, step * j + mid) if kind == "h" else (2 * i + 1, step * j)
            grid[at[0]][at[1]] = (glyphs[1] if fancy else glyphs[0], "bold")
    for a in range(lattice.rows - 1):
        inside = False
        for b in range(lattice.cols - 1):
            inside ^= ("v", a, b) in loop
            label = genre.face_label(puzzle, (a, b))
            background = _INSIDE_STYLE if fancy and inside else ""
            for k in range(1, step):
                ch = label if k == mid else " "
                grid[2 * a + 1][step * b + k] = (ch, f"bold {background}".strip() if k == mid else background)
    for y, x, colour in genre.dots(puzzle):  # at points, between them and amid four; a loop edge there covers it
        side: Edge = ("h", (y - 1) // 2, (x - 2) // 2) if y % 2 else ("v", (y - 2) // 2, (x - 1) // 2)
        if y % 2 == x % 2 or side not in loop:  # a centre or a corner, or a side the loop does not cross
            grid[y - 1][(x - 1) * step // 2] = (_DOTS[colour][0 if fancy else 1], "bold")
    for (i, j), number in numbers.items():
        if len(number) < step:
            start = step * j + 1 if j == 0 else step * j - len(number)
            for k, ch in enumerate(number):
                grid[2 * i][start + k] = (ch, "bold")
    return grid


_DOTS = {"b": ("●", "@"), "g": ("◐", "%"), "w": ("○", "O")}  # a dot's glyph by colour (``Genre.dots``): fancy, plain


def shaded_cells(puzzle: Puzzle, loop: frozenset[Edge], crosses: frozenset[Edge] | None = None) -> frozenset[Point]:
    """The cells the genre shades (``Genre.finish``): off a finished ``loop``, or known off in a position.

    In a position (``crosses`` given: the edges known off the loop), a cell
    is known off the loop once every edge it has is crossed; none is
    shaded before that.
    """
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    finished = genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
    cells = frozenset((i, j) for i, row in enumerate(finished.shaded) for j, x in enumerate(row) if x)
    if crosses is None:
        return cells
    return frozenset(p for p in cells if all(e in crosses for e in lattice.point_edges(p)))


def picture(
    puzzle: Puzzle,
    loop: frozenset[Edge] = frozenset(),
    marked: frozenset[Edge] = frozenset(),
    *,
    off_point: str = ".",
    crosses: frozenset[Edge] = frozenset(),
    shaded: frozenset[Point] = frozenset(),
) -> str:
    """The plain ASCII drawing, one line per text row, ending in a newline.

    ``crosses`` are edges known not to be on the loop (a partial position),
    drawn as ``x``, or ``X`` when also marked; ``shaded`` are the cells
    drawn as ``#`` (see ``shaded_cells``).
    """
    grid = _grid(puzzle, loop, marked, fancy=False, off_point=off_point, crosses=crosses, shaded=shaded)
    return "".join("".join(ch for ch, _ in row).rstrip() + "\n" for row in grid)


def rich_picture(
    puzzle: Puzzle,
    loop: frozenset[Edge] = frozenset(),
    marked: frozenset[Edge] = frozenset(),
    *,
    compact: bool = False,
    crosses: frozenset[Edge] = frozenset(),
    shaded: frozenset[Point] = frozenset(),
) -> Text:
    """The colour drawing for a terminal; ``compact`` puts points 2 characters apart instead of 4."""
    from rich.text import Text  # noqa: PLC0415 (a terminal only: a piped drawing never loads rich)

    text = Text()
    step = 2 if compact else 4
    for row in _grid(puzzle, loop, marked, fancy=True, off_point=".", step=step, crosses=crosses, shaded=shaded):
        for ch, style in row:
            text.append(ch, style=style or None)
        text.append("\n")
    return text


def slink_picture(puzzle: Puzzle, loop: frozenset[Edge], number: int) -> str:
    """The Slink contest's answer: the data set number, then the framed drawing."""
    grid = _grid(puzzle, loop, frozenset(), fancy=False, off_point=" ")
    width = len(grid[0]) + 4
    lines = [str(number), "#" * width, "#" + " " * (width - 2) + "#"]
    lines += ["# " + "".join(ch for ch, _ in row) + " #" for row in grid]
    lines += ["#" + " " * (width - 2) + "#", "#" * width]
    return "\n".join(lines) + "\n"


# --- boards the terminal does not draw (Loopy's other grids): the loop and the decided edges as lists -------------


def unseen(puzzle: Puzzle) -> str | None:
    """What to tell a user once a run when the terminal cannot draw the puzzle's board (None: it can)."""
    board = puzzle.board
    if board.terminal:
        return None
    return (
        f"the {board.name} grid is not drawn in a terminal: the loop is listed as its dots (x,y) in"
        " Tatham's coordinates; 'loopcp draw PUZZLE --solution -o loop.svg' draws it"
    )


def loop_line(solution: Solution) -> str:
    """``loop: x,y x,y ...``: a loop's dots in order, as ``check`` reads them back (``answer.read``)."""
    return "loop: " + " ".join(f"{x},{y}" for x, y in solution.loop) + "\n"


def lines_line(position: GridPosition) -> str:
    """The lines of a position on one of Loopy's grids, each by its two dots: what every solution has."""
    lines = [
        f"({a[0]},{a[1]})-({b[0]},{b[1]})" for (a, b), v in zip(position.dots, position.values, strict=True) if v == 1
    ]
    return "on the loop in every solution: " + (" ".join(lines) or "none") + "\n"
