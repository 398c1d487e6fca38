"""Pictures as SVG: puzzles, solutions and positions drawn in lattice coordinates.

The vector drawing that ``pictures.text`` makes in characters.  Both walk the
same lattice (``genre.lattice``) and ask the genre what to draw
(``face_label`` for clue digits, ``point_label`` for pearls and shaded
cells).  SVG user coordinates are lattice coordinates: Slitherlink point
(i, j) is at x = j, y = i; Masyu cell (i, j) has its centre at
x = j + 0.5, y = i + 0.5.  The margin lives in the ``viewBox`` and
``width`` and ``height`` only scale it, so a tool finds any edge at a
known pixel.

Clue digits (and ``?``, a sheep's S, a wolf's W) are drawn as stroked
paths of our own (``_GLYPH_SOURCE``), not as text: a picture then looks
the same in every viewer, rasteriser and PDF, with no font to find, embed
or license.

Ink has roles, and tests and tools read it back by colour: the loop and
the clues are near black; crosses are red; everything else (grid lines,
region outlines and shading, the highlight under marked edges) is light,
so that a probe at an edge's midpoint tells "loop" from "no loop".  Room
borders are the exception: dark, as puz.link draws them, since a player
must see the rooms at a glance.  They lie on the cells' sides, across the
loop's edges, so in a genre with rooms a probe reads an edge a quarter of
the way along it, not at its midpoint.

The size of a picture is ``size`` pixels per cell, 32 unless asked for
(``SIZE``); a PNG, whose pixels are all it has, is made larger for a
small board (``png_size``: about 600 pixels on its longer side, up to 100
a cell, and never fewer than 32 a cell, so a large board stays as it was).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from loopcp.errors import UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.grid import CENTRES, DOTS, Lattice, edge_ends, edge_faces
from loopcp.logic.base import Position
from loopcp.puzzle import Edge, Puzzle, Solution

Loop = Solution | Iterable[Edge]  # a finished loop: a Solution or its edges

SIZE = 32  # default pixels per cell side
PNG_SIDE = 600  # pixels a default PNG's longer side comes to, where a cell gets at least SIZE and at most PNG_CELL
PNG_CELL = 100
MARGIN = 0.5  # cells of white around the board

INK = "#111"  # clues, dots and room borders
LOOP_INK = "#000"
LOOP_WIDTH = 0.12
CROSS_INK = "#d0342c"
MARK_INK = "#ffc94d"  # highlight under marked edges
GRID_INK = "#c8c8c8"
OUTLINE_INK = "#9a9a9a"
SHADED = "■"  # a point label drawn as its cell filled in (a shaded cell), where any other label is a pearl
BLOCK_INK = "#e0e0e0"  # a clue cell: light, so that its number reads and a probe at an edge stays light
DOT_FILLS = {"b": INK, "g": "#bbb", "w": "#fff"}  # a dot's colour (``Genre.dots``): black, grey, white
DOT_RINGS = {"b": ' stroke="#fff"'}  # a black dot ringed in white, which a shaded cell under it would hide
PEARLS = ("O", "@")  # point labels drawn as pearls: white, black
# Point labels drawn as a dashed line through their cell (Slalom's gates): vertical, horizontal.
GATES = {"┆": "M{x} {y}m0 -.4v.8", "┄": "M{x} {y}m-.4 0h.8"}  # short of the sides: a probe there reads light
DOT = "•"  # a point or edge label drawn as a small black dot (Mid-loop's circles), over the loop
DOT_RADIUS = 0.2
# A diagonal across a cell, corner to corner (Nanameguri's): a line through (x, y), the cell's centre.
# A given pipe piece (Pipelink), drawn as a broad grey pipe under the loop: from the centre to the sides it reaches.
PIPES = {"╋": "NSWE", "┃": "NS", "━": "WE", "┗": "NE", "┛": "NW", "┓": "SW", "┏": "SE"}
_PIPE_STEP = {"N": "v-.5", "S": "v.5", "W": "h-.5", "E": "h.5"}
ICE, ICE_INK = "░", "#cfe6f7"  # an icy cell (Barns): pale blue under the loop, which runs and crosses over it
DIAGONALS = {"\\": "M{x} {y}m-.5 -.5l1 1", "/": "M{x} {y}m-.5 .5l1 -1"}
# Arrows in a clue cell's corner, pointing its way (Yajilin, Castle Wall): filled triangles about (x, y).
ARROWS = {
    "^": "M{x} {y}m-.38 -.12l.08 -.16l.08 .16z",
    "v": "M{x} {y}m-.38 .12l.08 .16l.08 -.16z",
    "<": "M{x} {y}m-.26 -.3l-.16 .08l.16 .08z",
    ">": "M{x} {y}m.26 -.3l.16 .08l-.16 .08z",
}
# A filled cell with an arrow (Slalom's numbered posts: the number's gate lies that way): the ASCII glyph's arrow,
# drawn white on the cell.
FILLED_ARROWS = {"⇑": "^", "⇓": "v", "⇐": "<", "⇒": ">"}
# Arrowheads in the middle of a cell, pointing its way (Nagareru-Loop): black in a white cell the loop runs through
# (outlined white, to read over the loop), white on a filled cell (a fan).
ARROWHEAD = {
    "^": "M{x} {y}m0 -.3l.26 .4h-.52z",
    "v": "M{x} {y}m0 .3l.26 -.4h-.52z",
    "<": "M{x} {y}m-.3 0l.4 .26v-.52z",
    ">": "M{x} {y}m.3 0l-.4 .26v-.52z",
}
CELL_ARROWS = {"⬆": "^", "⬇": "v", "⬅": "<", "➡": ">"}
FANS = {"⇧": "^", "⇩": "v", "⇦": "<", "⇨": ">"}
SHADE_INSET = 0.08  # of a cell: a filled cell stops short of its sides, so an edge's midpoint stays light
TINTS = ("#dbe8f6", "#fde3cf", "#dcefd9", "#eee0f0", "#fff2c2", "#e4e4e4")  # SuperSlitherlink regions

# Stroke digits in a 6 x 10 box (y down), drawn with round caps and joins.
_GLYPH_SOURCE = {
    "0": "M3 0C1.3 0 .5 2 .5 5C.5 8 1.3 10 3 10C4.7 10 5.5 8 5.5 5C5.5 2 4.7 0 3 0Z",
    "1": "M1.2 2.1L3.5 0L3.5 10",
    "2": "M.7 2.3C1.1 .8 2 0 3.1 0C4.5 0 5.4 1 5.4 2.5C5.4 4.3 3.9 5.6 .6 10L5.7 10",
    "3": "M.8 1C1.5 .3 2.3 0 3.1 0C4.5 0 5.3 .9 5.3 2.3C5.3 3.8 4.2 4.7 2.4 4.7"
    "C4.4 4.7 5.6 5.7 5.6 7.3C5.6 9 4.5 10 3 10C2 10 1.1 9.6 .5 8.8",
    "4": "M4.3 10L4.3 0L.4 6.9L5.8 6.9",
    "5": "M5.2 0L1.3 0L.9 4.6C1.5 4.1 2.3 3.8 3.1 3.8C4.6 3.8 5.6 5 5.6 6.8C5.6 8.8 4.5 10 2.9 10"
    "C1.9 10 1.1 9.6 .5 8.9",
    "6": "M4.9 .7C4.4 .2 3.8 0 3.2 0C1.5 0 .5 2 .5 5.3C.5 8.5 1.4 10 3.1 10C4.6 10 5.6 8.9 5.6 7.1"
    "C5.6 5.3 4.6 4.2 3.1 4.2C1.9 4.2 .9 4.9 .5 6.2",
    "7": "M.4 0L5.6 0C3.8 2.8 2.6 6 2.2 10",
    "8": "M3 4.6C1.6 4.6 .8 3.8 .8 2.4C.8 .9 1.7 0 3 0C4.3 0 5.2 .9 5.2 2.4C5.2 3.8 4.4 4.6 3 4.6"
    "C1.4 4.6 .5 5.6 .5 7.2C.5 8.9 1.5 10 3 10C4.5 10 5.5 8.9 5.5 7.2C5.5 5.6 4.6 4.6 3 4.6Z",
    "9": "M1.1 9.3C1.6 9.8 2.2 10 2.8 10C4.5 10 5.5 8 5.5 4.7C5.5 1.5 4.6 0 2.9 0C1.4 0 .4 1.1 .4 2.9"
    "C.4 4.7 1.4 5.8 2.9 5.8C4.1 5.8 5.1 5.1 5.5 3.8",
    # The other marks a cell's clue may be (``face_label``): a number not given, a sheep and a wolf.
    "?": "M.9 2.4C1.1 .9 2 0 3.1 0C4.4 0 5.3 .9 5.3 2.3C5.3 3.4 4.7 4.1 3.9 4.7C3.3 5.2 3 5.8 3 6.8M3 9.7L3 9.8",
    "S": "M5.3 1.4C4.8 .5 4 0 3 0C1.7 0 .8 .8 .8 2.3C.8 3.6 1.7 4.3 3 4.8C4.5 5.4 5.4 6.1 5.4 7.6"
    "C5.4 9.1 4.4 10 3 10C1.9 10 1 9.5 .6 8.5",
    "W": "M.2 0L1.6 10L3 3.5L4.4 10L5.8 0",
    # Kaisu's start and goal (``Genre.cell_number``).
    "G": "M5.3 1.4C4.8 .5 4 0 3 0C1.4 0 .5 2 .5 5C.5 8 1.4 10 3 10C4.4 10 5.4 9 5.5 7.5L5.5 5.6L3.2 5.6",
}
_GLYPH_IDS = {"?": "q"}  # a glyph's id where its character may not be in one
GLYPH_HEIGHT = 0.5  # of a cell
# A number in a cell the loop may enter sits in the cell's top-left quarter, its ink from CORNER[0] to CORNER[1] of
# a cell across and down: clear of the cell's sides (a room border reaches .03 in) and of the loop (.44).
CORNER = (0.06, 0.40)
GLYPH_STROKE = 0.07  # of a cell
_CLUE_STYLE = f'fill="none" stroke="{INK}" stroke-width="{GLYPH_STROKE}" stroke-linecap="round" stroke-linejoin="round"'


def _gid(ch: str) -> str:
    """The id of a glyph's path (after ``g``): its character, or a letter where the character may not stand."""
    return _GLYPH_IDS.get(ch, ch)


def _num(x: float) -> str:
    """A coordinate as short as it can be written: 3, 0.5 as .5, -0.25 as -.25."""
    text = f"{round(x, 3):g}"
    return text.replace("0.", ".", 1) if text.startswith(("0.", "-0.")) else text


def _glyph(ch: str, scale: float) -> str:
    """A digit's (or an unknown number's ``?``) path, centred on (0, 0), at ``scale`` cells per glyph unit."""
    tokens = re.findall(r"[MLCZ]|-?\d*\.?\d+", _GLYPH_SOURCE[ch])
    out: list[str] = []
    x_next = True
    for t in tokens:
        if t.isalpha():
            out.append(t)
            x_next = True
            continue
        value = (float(t) - 3) * scale if x_next else (float(t) - 5) * scale
        out.append(("" if out[-1].isalpha() else " ") + _num(value))
        x_next = not x_next
    return "".join(out)


@dataclass(frozen=True, slots=True)
class Ink:
    """What a picture shows on top of the puzzle: lines, crosses, marked edges, and a solution's shaded cells."""

    lines: frozenset[Edge] = frozenset()
    crosses: frozenset[Edge] = frozenset()
    marked: frozenset[Edge] = frozenset()
    shaded: frozenset[tuple[int, int]] = frozenset()


def ink(
    puzzle: Puzzle,
    loop: Loop | None = None,
    *,
    position: Position | None = None,
    crosses: bool = False,
    marked: Iterable[Edge] = frozenset(),
) -> Ink:
    """Lines, crosses and marks from a loop or a partial position (``logic.base.Position``).

    A position's lines are drawn and, with ``crosses``, its crosses; with a
    finished loop, ``crosses`` puts a cross on every edge off the loop.
    """
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    lines: set[Edge] = set()
    crossed: set[Edge] = set()
    shaded: frozenset[tuple[int, int]] = frozenset()
    if loop is not None:
        lines |= loop.edges() if isinstance(loop, Solution) else set(loop)
        if genre.board == CENTRES:  # a finished loop: the cells the genre shades off it (Yajilin's)
            finished = genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, frozenset(lines)))
            shaded = frozenset((i, j) for i, row in enumerate(finished.shaded or ()) for j, x in enumerate(row) if x)
        if crosses:
            crossed |= set(lattice.edges()) - lines
    if position is not None:
        for edge, value in position.known().items():
            if value > 0:
                lines.add(edge)
            elif crosses:
                crossed.add(edge)
    for edge in lines | crossed | set(marked):
        if not lattice.has_edge(edge):
            raise UnsupportedError(f"edge {edge} is not on the {puzzle.rows} x {puzzle.cols} board")
    return Ink(frozenset(lines), frozenset(crossed - lines), frozenset(marked), shaded)


def centred(puzzle: Puzzle) -> float:
    """Where lattice point (0, 0) sits in SVG coordinates: 0.5 when points are cell centres (Masyu)."""
    return 0.5 if get_genre(puzzle.genre).board == CENTRES else 0.0


def edge_midpoint(puzzle: Puzzle, edge: Edge) -> tuple[float, float]:
    """The (x, y) of an edge's midpoint in SVG user coordinates, for probes and tools."""
    (i1, j1), (i2, j2) = edge_ends(edge)
    off = centred(puzzle)
    return (j1 + j2) / 2 + off, (i1 + i2) / 2 + off


def view_box(puzzle: Puzzle) -> tuple[float, float, float, float]:
    """The SVG viewBox (x, y, width, height): the board and its margin."""
    return (-MARGIN, -MARGIN, puzzle.cols + 2 * MARGIN, puzzle.rows + 2 * MARGIN)


def _segments(edges: Iterable[Edge], off: float) -> str:
    """Path data for edges, chained into runs: ``M0 0h3v1h-3z``-like and short."""
    adjacent: dict[tuple[int, int], list[Edge]] = {}
    todo = set(edges)
    for edge in todo:
        for p in edge_ends(edge):
            adjacent.setdefault(p, []).append(edge)
    starts = sorted(p for p, es in adjacent.items() if len(es) != 2) + sorted(adjacent)
    out: list[str] = []
    for start in starts:
        while any(e in todo for e in adjacent[start]):
            out.append(f"M{_num(start[1] + off)} {_num(start[0] + off)}")
            here = start
            run_dir, run_len = "", 0
            while True:
                nxt = next((e for e in sorted(adjacent[here]) if e in todo), None)
                if nxt is None:
                    break
                todo.discard(nxt)
                a, b = edge_ends(nxt)
                there = b if a == here else a
                step = "h" if nxt[0] == "h" else "v"
                sign = 1 if there > here else -1
                if step + str(sign) != run_dir:
                    if run_len:
                        out.append(f"{run_dir[0]}{run_len * (1 if run_dir[1:] == '1' else -1)}")
                    run_dir, run_len = step + str(sign), 0
                run_len += 1
                here = there
            if run_len:
                out.append(f"{run_dir[0]}{run_len * (1 if run_dir[1:] == '1' else -1)}")
    return "".join(out)


def _regions(puzzle: Puzzle) -> list[str]:
    """SuperSlitherlink: each letter's cells shaded, all outlined, and each clue once."""
    cells: dict[str, list[tuple[int, int]]] = {}
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch.isalpha():
                cells.setdefault(ch, []).append((i, j))
    if not cells:
        return []
    neighbours: dict[str, set[str]] = {ch: set() for ch in cells}
    boundary: set[Edge] = set()

    def letter(face: tuple[int, int]) -> str:
        inside = 0 <= face[0] < puzzle.rows and 0 <= face[1] < puzzle.cols
        ch = puzzle.char(face) if inside else ""
        return ch if ch.isalpha() else ""

    for edge in Lattice(puzzle.rows + 1, puzzle.cols + 1).edges():
        here, there = (letter(face) for face in edge_faces(edge))
        if here != there:
            boundary.add(edge)
            if here and there:
                neighbours[here].add(there)
                neighbours[there].add(here)
    tint: dict[str, str] = {}
    for ch in sorted(cells):  # greedy colouring: neighbouring regions get different tints
        used = {tint.get(n) for n in neighbours[ch]}
        tint[ch] = next((t for t in TINTS if t not in used), TINTS[-1])
    out = []
    for ch in sorted(cells):
        d = "".join(f"M{j} {i}h1v1h-1z" for i, j in cells[ch])
        out.append(f'<path class="region" data-letter="{ch}" fill="{tint[ch]}" d="{d}"/>')
    out.append(
        f'<path class="outline" fill="none" stroke="{OUTLINE_INK}" stroke-width=".05" '
        f'stroke-linecap="round" d="{_segments(boundary, 0.0)}"/>'
    )
    clues = puzzle.letter_clues()
    for ch in sorted(cells):
        i, j = min(cells[ch])
        out.append(_number(str(clues[ch]), j + 0.5, i + 0.5, f'data-letter="{ch}"'))
    return out


def _square(point: tuple[int, int], off: float) -> str:
    """The path of a cell filled in around a point, stopping short of the cell's sides (``SHADE_INSET``)."""
    corner = off - 0.5 + SHADE_INSET  # from a point to the top left of the square drawn around it
    side = _num(1 - 2 * SHADE_INSET)
    return f"M{_num(point[1] + corner)} {_num(point[0] + corner)}h{side}v{side}h-{side}z"


def png_size(width: float, height: float) -> int:
    """Pixels per unit for a PNG of a ``width`` x ``height`` viewBox when none is asked for (see the docstring)."""
    return max(SIZE, min(PNG_CELL, math.floor(PNG_SIDE / max(width, height))))


def _rooms(puzzle: Puzzle) -> list[str]:
    """A genre with rooms: the borders around and inside them, over the cells' sides, dark as puz.link draws them."""
    if not puzzle.rooms:
        return []

    def room(cell: tuple[int, int]) -> int:
        inside = 0 <= cell[0] < puzzle.rows and 0 <= cell[1] < puzzle.cols
        return puzzle.rooms[cell[0]][cell[1]] if inside else -1

    inner = {("v", i, j + 1) if kind == "h" else ("h", i + 1, j) for kind, i, j in puzzle.walls}  # cells' sides
    borders = [
        edge
        for edge in Lattice(puzzle.rows + 1, puzzle.cols + 1).edges()
        if (sides := [room(face) for face in edge_faces(edge)])[0] != sides[1] or edge in inner
    ]
    if get_genre(puzzle.genre).board == DOTS:  # the loop runs on them (Mejilink's dotted lines): dashed, under it
        style = 'stroke-width=".04" stroke-dasharray=".125 .125" stroke-dashoffset=".0625"'
    else:
        style = 'stroke-width=".06" stroke-linecap="square"'
    return [f'<path class="rooms" fill="none" stroke="{INK}" {style} d="{_segments(borders, 0.0)}"/>']


def _filled(mark: tuple[str, str]) -> bool:
    """Whether a point label is drawn as its cell filled in: a shaded cell, or one with a white arrow (a fan)."""
    return mark[1] == SHADED or mark[1] in FILLED_ARROWS or mark[1] in FANS


def _glyph_at(label: tuple[str, str] | None) -> tuple[str, str] | None:
    """A point label's glyph alone (the terminal writes a clue's number before it; a picture draws ``cell_number``)."""
    return None if label is None else (label[0][-1], label[1][-1])


def cell_numbers(puzzle: Puzzle) -> dict[tuple[int, int], str]:
    """The number each clue cell shows, in a genre whose loop runs through cells (``Genre.cell_number``)."""
    genre = get_genre(puzzle.genre)
    numbers = {(i, j): genre.cell_number(puzzle, (i, j)) for i in range(puzzle.rows) for j in range(puzzle.cols)}
    return {cell: n for cell, n in numbers.items() if n}


def _number(text: str, x: float, y: float, attrs: str = "", *, small: bool = False, ink: str = INK) -> str:
    """A number in stroke digits centred at (x, y), narrower as it grows (``small``: always narrow), in ``ink``."""
    small = small or len(text) > 1
    scale = GLYPH_HEIGHT / 10 * (0.75 if small else 1.0)
    advance = 6.6 * scale
    paths = []
    for k, ch in enumerate(text):
        dx = x + (k - (len(text) - 1) / 2) * advance
        paths.append(f'<use xlink:href="#g{_gid(ch)}{"s" if small else ""}" x="{_num(dx)}" y="{_num(y)}"/>')
    extra = f" {attrs}" if attrs else ""
    return f'<g class="clue" {_CLUE_STYLE.replace(INK, ink)}{extra}>{"".join(paths)}</g>'


def _corner_scale(digits: int) -> float:
    """Cells per glyph unit of a cornered number of so many digits: as large as its corner (``CORNER``) holds."""
    room = CORNER[1] - CORNER[0] - GLYPH_STROKE  # the glyphs' box, their stroke aside
    return min(room / 10, room / (6.6 * digits - 0.6))


def _corner_number(text: str, cell: tuple[int, int], *, shaded: bool) -> str:
    """A number small in a cell's top-left corner, clear of the loop (``CORNER``), or white inside a shaded cell.

    Numbers apart by blanks (Rail Pool's) go one to a quarter of the cell:
    top left, top right, bottom left, bottom right (a fifth and more join
    the fourth).
    """
    parts = text.split()
    parts = [*parts[:3], "".join(parts[3:])] if len(parts) > 4 else parts
    shift = SHADE_INSET if shaded else 0.0  # a shaded cell's fill stops short of its sides
    uses = []
    for quarter, part in enumerate(parts):
        scale = _corner_scale(len(part))
        down, across = divmod(quarter, 2)
        left = cell[1] + across / 2 + CORNER[0] + shift + GLYPH_STROKE / 2 + 3 * scale  # the first digit's centre
        y = cell[0] + down / 2 + (CORNER[0] + CORNER[1]) / 2 + shift
        uses += [
            f'<use xlink:href="#g{_gid(ch)}c{len(part)}" x="{_num(left + 6.6 * scale * k)}" y="{_num(y)}"/>'
            for k, ch in enumerate(part)
        ]
    ink = "#fff" if shaded else INK
    return f'<g class="clue" {_CLUE_STYLE.replace(INK, ink)}>{"".join(uses)}</g>'


def svg(
    puzzle: Puzzle,
    loop: Loop | None = None,
    *,
    position: Position | None = None,
    crosses: bool = False,
    marked: Iterable[Edge] = frozenset(),
    size: float | None = None,
) -> str:
    """The picture as an SVG document: lattice coordinates, scaled to ``size`` pixels per cell.

    ``loop`` is a finished loop; ``position`` a partial one (lines, and
    crosses when ``crosses``); ``marked`` edges are highlighted, as a hint
    shows the edges its step sets.
    """
    drawn = ink(puzzle, loop, position=position, crosses=crosses, marked=marked)
    return _svg(puzzle, drawn, SIZE if size is None else size)


def _svg(puzzle: Puzzle, drawn: Ink, scale: float, *, title: bool = True) -> str:
    """The SVG document for a puzzle and its ink (``title`` off for fpdf2, which does not read it)."""
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    off = centred(puzzle)
    if scale <= 0:
        raise UnsupportedError(f"a picture needs a positive size, got {scale}")
    vx, vy, vw, vh = view_box(puzzle)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{_num(vw * scale)}" height="{_num(vh * scale)}" '
        f'viewBox="{_num(vx)} {_num(vy)} {_num(vw)} {_num(vh)}">'
    )
    body: list[str] = [head]
    if title:
        body.append(f"<title>{kind_of(puzzle)} {puzzle.rows}x{puzzle.cols}</title>")
    body.append(f'<rect x="{_num(vx)}" y="{_num(vy)}" width="{_num(vw)}" height="{_num(vh)}" fill="#fff"/>')

    labels = {(i, j): genre.face_label(puzzle, (i, j)) for i in range(puzzle.rows) for j in range(puzzle.cols)}
    digits = {cell: ch for cell, ch in labels.items() if ch in _GLYPH_SOURCE}
    letters = puzzle.letter_clues()
    numbers = cell_numbers(puzzle) if off else {}
    used = set("".join(digits.values()))
    wide = set("".join(str(n) for n in letters.values() if n >= 10))
    used |= {str(n) for n in letters.values() if n < 10}
    labels_at = {point: _glyph_at(genre.point_label(puzzle, point)) for point in lattice.points()}
    # A number in a cell the loop may enter (Country Road's rooms) sits small in its corner, clear of the loop.
    cornered = {cell for cell in numbers if labels_at.get(cell) is None}
    used |= {n for cell, n in numbers.items() if len(n) == 1 and cell not in cornered}
    wide |= {ch for cell, n in numbers.items() if len(n) > 1 and cell not in cornered for ch in n}
    corner = {(len(part), ch) for cell, n in numbers.items() if cell in cornered for part in n.split() for ch in part}
    defs = [f'<path id="g{_gid(ch)}" d="{_glyph(ch, GLYPH_HEIGHT / 10)}"/>' for ch in sorted(used)]
    defs += [f'<path id="g{_gid(ch)}s" d="{_glyph(ch, GLYPH_HEIGHT / 10 * 0.75)}"/>' for ch in sorted(wide)]
    defs += [f'<path id="g{_gid(ch)}c{k}" d="{_glyph(ch, _corner_scale(k))}"/>' for k, ch in sorted(corner)]
    if defs:
        body.append(f"<defs>{''.join(defs)}</defs>")

    body += _regions(puzzle)
    if off:  # points at cell centres: draw the cells
        inner: list[Edge] = [("h", i, j) for i in range(1, puzzle.rows) for j in range(puzzle.cols)]
        inner += [("v", i, j) for i in range(puzzle.rows) for j in range(1, puzzle.cols)]
        body.append(
            f'<path class="grid" fill="none" stroke="{GRID_INK}" stroke-width=".03" d="{_segments(inner, 0.0)}"/>'
        )
        body.append(
            f'<rect class="border" x="0" y="0" width="{puzzle.cols}" height="{puzzle.rows}" '
            f'fill="none" stroke="#777" stroke-width=".05"/>'
        )
    body += _rooms(puzzle)  # over the grid, which would otherwise grey them
    filled = sorted({point for point, mark in labels_at.items() if mark is not None and _filled(mark)} | drawn.shaded)
    if filled:
        body.append(f'<path class="shaded" fill="{INK}" d="{"".join(_square(p, off) for p in filled)}"/>')
    if not off:  # points at corners: Slitherlink's dots
        dots = "".join(f"M{j} {i}h0" for i, j in lattice.points())
        body.append(
            f'<path class="dots" fill="none" stroke="{INK}" stroke-width=".11" stroke-linecap="round" d="{dots}"/>'
        )
    if drawn.marked:
        body.append(
            f'<path class="marked" fill="none" stroke="{MARK_INK}" stroke-width=".34" stroke-linecap="round" '
            f'd="{_segments(drawn.marked, off)}"/>'
        )
    pipes = [
        "".join(f"M{_num(j + off)} {_num(i + off)}{_PIPE_STEP[way]}" for way in PIPES[mark[1]])
        for (i, j), mark in sorted(labels_at.items())
        if mark is not None and mark[1] in PIPES
    ]
    ice = "".join(_square(p, off) for p, mark in sorted(labels_at.items()) if mark is not None and mark[1] == ICE)
    if ice:
        body.append(f'<path class="ice" fill="{ICE_INK}" d="{ice}"/>')
    if pipes:
        body.append(f'<path class="pipes" fill="none" stroke="{GRID_INK}" stroke-width=".36" d="{"".join(pipes)}"/>')
    if drawn.lines:
        body.append(
            f'<path class="loop" fill="none" stroke="{LOOP_INK}" stroke-width="{_num(LOOP_WIDTH)}" '
            f'stroke-linecap="round" stroke-linejoin="round" d="{_segments(drawn.lines, off)}"/>'
        )
    if drawn.crosses:
        d = []
        for edge in sorted(drawn.crosses):
            x, y = edge_midpoint(puzzle, edge)
            d.append(f"M{_num(x - 0.09)} {_num(y - 0.09)}l.18 .18m0 -.18l-.18 .18")
        body.append(
            f'<path class="crosses" fill="none" stroke="{CROSS_INK}" stroke-width=".045" '
            f'stroke-linecap="round" d="{"".join(d)}"/>'
        )
    pearls, blocks, arrows, white_arrows, heads, gates, spots, diagonals = [], [], [], [], [], [], [], []
    for (i, j), mark in labels_at.items():
        if mark is not None and mark[1] in FILLED_ARROWS:
            white_arrows.append(ARROWS[FILLED_ARROWS[mark[1]]].format(x=_num(j + off), y=_num(i + off)))
        if mark is not None and mark[1] in FANS:
            white_arrows.append(ARROWHEAD[FANS[mark[1]]].format(x=_num(j + off), y=_num(i + off)))
        if mark is None or _filled(mark):
            continue
        if mark[1] in CELL_ARROWS:
            heads.append(ARROWHEAD[CELL_ARROWS[mark[1]]].format(x=_num(j + off), y=_num(i + off)))
            continue
        if mark[1] in PIPES or mark[1] == ICE:  # drawn under the loop
            continue
        if mark[1] in GATES:
            gates.append(GATES[mark[1]].format(x=_num(j + off), y=_num(i + off)))
            continue
        if mark[1] == DOT:
            spots.append((j + off, i + off))
            continue
        if mark[0] in DIAGONALS:
            diagonals.append(DIAGONALS[mark[0]].format(x=_num(j + off), y=_num(i + off)))
            continue
        if mark[0] in PEARLS:
            fill = "#fff" if mark[0] == "O" else INK
            pearls.append(f'<circle cx="{_num(j + off)}" cy="{_num(i + off)}" r=".33" fill="{fill}"/>')
            continue
        blocks.append(_square((i, j), off))
        if mark[0] in ARROWS:
            arrows.append(ARROWS[mark[0]].format(x=_num(j + off), y=_num(i + off)))
    if blocks:  # a clue cell that is neither a pearl nor shaded: a wall, an arrow, a number
        body.append(f'<path class="blocks" fill="{BLOCK_INK}" d="{"".join(blocks)}"/>')
    if arrows:
        body.append(f'<path class="arrows" fill="{INK}" d="{"".join(arrows)}"/>')
    if diagonals:
        body.append(f'<path class="diagonals" fill="none" stroke="{INK}" stroke-width=".05" d="{"".join(diagonals)}"/>')
    if white_arrows:
        body.append(f'<path class="arrows" fill="#fff" d="{"".join(white_arrows)}"/>')
    if heads:
        body.append(
            f'<path class="arrows" fill="{INK}" stroke="#fff" stroke-width=".04" stroke-linejoin="round" '
            f'd="{"".join(heads)}"/>'
        )
    if pearls:
        body.append(f'<g class="pearls" stroke="{INK}" stroke-width=".06">{"".join(pearls)}</g>')
    if gates:
        body.append(
            f'<path class="gates" fill="none" stroke="{INK}" stroke-width=".08" stroke-dasharray=".1 .1" '
            f'd="{"".join(gates)}"/>'
        )
    spots += [edge_midpoint(puzzle, edge) for edge in lattice.edges() if genre.edge_label(puzzle, edge) is not None]
    if spots:
        circles = "".join(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(DOT_RADIUS)}"/>' for x, y in sorted(spots))
        body.append(f'<g class="circles" fill="{INK}">{circles}</g>')
    placed = [
        f'<circle cx="{_num(x / 2)}" cy="{_num(y / 2)}" r=".16" fill="{DOT_FILLS[colour]}"{DOT_RINGS.get(colour, "")}/>'
        for y, x, colour in genre.dots(puzzle)
    ]
    if placed:  # over the loop, as a clue is
        body.append(f'<g class="dots" stroke="{INK}" stroke-width=".05">{"".join(placed)}</g>')
    for (i, j), n in sorted(numbers.items()):
        if (i, j) in cornered:  # white on a cell the answer shades (Regional Yajilin's)
            body.append(_corner_number(n, (i, j), shaded=(i, j) in drawn.shaded))
        else:  # a number on a black pearl (a numbered black circle) or a filled cell is white
            pearl = labels_at.get((i, j))
            black = pearl is not None and (pearl[0] == PEARLS[1] or _filled(pearl))
            body.append(_number(n, j + off, i + off, ink="#fff" if black else INK))
    if digits:
        uses = "".join(
            f'<use xlink:href="#g{_gid(ch)}" x="{_num(j + 0.5)}" y="{_num(i + 0.5)}"/>'
            for (i, j), ch in sorted(digits.items())
        )
        body.append(f'<g class="clues" {_CLUE_STYLE}>{uses}</g>')
    body.append("</svg>")
    return "\n".join(body) + "\n"
