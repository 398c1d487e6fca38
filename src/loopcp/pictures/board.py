"""The page's board: loopcp's own SVG of a puzzle, with a hit target for every edge, cell and face.

``loopcp serve`` draws a board once, when a puzzle is loaded, and then
only changes attributes: a click sets ``data-state`` on an edge or a cell,
the live decided view sets ``data-decided``, a hint ``data-hinted``, and
the page's style sheet draws each state.  So the picture under the
targets is the one ``loopcp draw`` makes (``drawing.svg`` on the square,
``grids.grid_svg`` on Loopy's other grids), and this module adds, on top
of it, one group a mark:

- an edge is ``<g data-edge=...>`` holding a ``path.hit`` (the target), a
  ``line.ln`` (the line, drawn when the state says so) and a ``path.x``
  (its cross).  ``data-edge`` is ``h,i,j`` or ``v,i,j`` on the square, in
  the genre's own lattice (section 1 of the contract, or section 7 for the
  genres whose loop runs through cell centres), and ``x1,y1,x2,y2`` on
  Loopy's other grids, in his coordinates;
- a cell is ``<g data-cell="i,j">`` and a face of a Loopy grid
  ``<g data-face="k">`` (in the ID's clue order), each with its shape, put
  under the clues so that digits and pearls stay on top;
- on a board of dots every edge says which two faces it parts
  (``data-sides``: two cell or face names, ``out`` beyond the border), so
  that the page can shade inside and outside from the player's marks.

Why polygons and not the lines themselves: a horizontal ``<line>`` has a
zero-height bounding box and a thin stroke, a target no one can hit.  An
edge's target is the diamond between its two ends and, ``REACH`` of the
way, the centres of the two faces it parts: the diamonds cover the board
but for the faces' centres, which are left to the cells for shading and
for clue editing.

Roads not taken: drawing the marks on the page in JavaScript (a second
renderer to keep in step with ``drawing.py``), or asking the server for a
new picture at every click (a round trip per mark; the page is meant to
feel like paper).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from loopcp.genres import get_genre, kind_of
from loopcp.grid import CENTRES, edge_ends
from loopcp.pictures.drawing import LOOP_WIDTH, _num, centred, svg
from loopcp.puzzle import Edge, Puzzle

SIZE = 40  # pixels per cell the page starts from (its style sheet scales the board to the window)
REACH = 0.6  # how far an edge's target reaches from its middle towards each face's centre, of the way
CROSS_ARM = 0.11  # half a cross's width, of a cell
CENTRE_TRIM = 0.2  # of an edge between cell centres, left out of its target at each end: the cells' centres

Xy = tuple[float, float]


def edge_name(edge: Edge) -> str:
    """How ``data-edge`` names an edge of the square: ``h,2,3``.

    >>> edge_name(("v", 0, 4))
    'v,0,4'
    """
    kind, i, j = edge
    return f"{kind},{i},{j}"


def _points(corners: Sequence[Xy]) -> str:
    return " ".join(f"{_num(x)},{_num(y)}" for x, y in corners)


def _edge_group(name: str, a: Xy, b: Xy, sides: tuple[Xy, Xy], parts: str, *, trim: float = 0.0) -> str:
    """One edge's group: its target (a diamond from ``a`` to ``b`` reaching towards ``sides``), line and cross.

    ``sides`` are the centres of the two faces the edge parts: the diamond
    stays inside the two triangles from the edge to them, so the targets
    of a face's edges never overlap and its centre is left to the face.
    ``trim`` cuts that much of the edge off each end of the target: where
    the ends are cells' centres, the centres stay the cells' (to shade).
    """
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    reach = [(mx + REACH * (sx - mx), my + REACH * (sy - my)) for sx, sy in sides]
    tip = (a[0] + trim * (b[0] - a[0]), a[1] + trim * (b[1] - a[1]))
    toe = (b[0] + trim * (a[0] - b[0]), b[1] + trim * (a[1] - b[1]))
    length = math.dist(a, b)
    arm = CROSS_ARM * length
    out, back = _num(2 * arm), _num(-2 * arm)
    cross = f"M{_num(mx - arm)} {_num(my - arm)}l{out} {out}m0 {back}l{back} {out}"
    extra = f' data-sides="{parts}"' if parts else ""
    return (
        f'<g data-edge="{name}" data-state=""{extra}>'
        f'<polygon class="hit" points="{_points([tip, reach[0], toe, reach[1]])}"/>'
        f'<line class="ln" x1="{_num(a[0])}" y1="{_num(a[1])}" x2="{_num(b[0])}" y2="{_num(b[1])}"/>'
        f'<path class="x" stroke-width="{_num(0.045 * length)}" d="{cross}"/></g>'
    )


def _under_clues(document: str, layer: str) -> str:
    """The document with ``layer`` put just above its white background, under everything else."""
    lines = document.split("\n")
    at = next(k for k, line in enumerate(lines) if line.startswith("<rect ")) + 1
    return "\n".join([*lines[:at], layer, *lines[at:]])


def _with_targets(document: str, attrs: str, cells: str, edges: str, unit: float = 1.0) -> str:
    """The document with the page's attributes on its root, cells under the clues and edges on top.

    ``unit`` is the board's typical edge length, which the lines' width
    follows (as ``grids.py`` draws every grid as heavy as the square).
    """
    document = document.replace("<svg ", f'<svg class="board" {attrs} ', 1)
    document = _under_clues(document, f'<g class="cells">{cells}</g>')
    closing = document.rindex("</svg>")
    group = f'<g class="edges" stroke-width="{_num(LOOP_WIDTH * unit)}" stroke-linecap="round">'
    return document[:closing] + f"{group}{edges}</g>\n" + document[closing:]


def board_svg(puzzle: Puzzle, *, size: float = SIZE) -> str:
    """The puzzle's picture with a hit target for every edge, cell and face (see the module docstring)."""
    if not puzzle.board.square:
        return _grid_board(puzzle, size)
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    off = centred(puzzle)
    dots = genre.board != CENTRES
    cells = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            dot = "" if dots else f'<circle class="dot" cx="{_num(j + 0.5)}" cy="{_num(i + 0.5)}" r=".09"/>'
            cells.append(f'<g data-cell="{i},{j}" data-state=""><rect x="{j}" y="{i}" width="1" height="1"/>{dot}</g>')

    def face(i: int, j: int) -> str:
        inside = 0 <= i < puzzle.rows and 0 <= j < puzzle.cols
        return f"{i},{j}" if inside else "out"

    edges = []
    for edge in lattice.edges():
        (i1, j1), (i2, j2) = edge_ends(edge)
        a, b = (j1 + off, i1 + off), (j2 + off, i2 + off)
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        if edge[0] == "h":  # the faces above and below
            sides = ((mx, my - 0.5), (mx, my + 0.5))
            parts = f"{face(i1 - 1, j1)} {face(i1, j1)}"
        else:
            sides = ((mx - 0.5, my), (mx + 0.5, my))
            parts = f"{face(i1, j1 - 1)} {face(i1, j1)}"
        trim = 0.0 if dots else CENTRE_TRIM
        edges.append(_edge_group(edge_name(edge), a, b, sides, parts if dots else "", trim=trim))
    attrs = (
        f'data-board="square" data-lattice="{genre.board}" data-points="{lattice.rows},{lattice.cols}" '
        f'data-genre="{kind_of(puzzle)}"'
    )
    return _with_targets(svg(puzzle, size=size), attrs, "".join(cells), "".join(edges))


def _grid_board(puzzle: Puzzle, size: float) -> str:
    """A puzzle on one of Loopy's other grids: faces by number, edges by their dots in his coordinates."""
    from loopcp.loopygrids.ids import view  # noqa: PLC0415 (builds the grid: only a grid puzzle needs it)
    from loopcp.pictures.grids import edge_length, grid_svg  # noqa: PLC0415

    where = view(puzzle)
    geometry = where.geometry
    tile = geometry.tilesize
    at = [(x / tile, y / tile) for x, y in geometry.dots]
    centres: list[Xy] = []
    cells = []
    for k, face in enumerate(geometry.faces):
        corners = [at[d] for d in face]
        centres.append((sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)))
        cells.append(f'<g data-face="{k}" data-state=""><polygon points="{_points(corners)}"/></g>')
    beside: dict[tuple[int, int], list[int]] = {}
    for k, face in enumerate(geometry.faces):
        for a, b in zip(face, [*face[1:], face[0]], strict=True):
            beside.setdefault((min(a, b), max(a, b)), []).append(k)
    edges = []
    for a, b in where.edges:
        faces = beside[(a, b)]
        mid = ((at[a][0] + at[b][0]) / 2, (at[a][1] + at[b][1]) / 2)
        first = centres[faces[0]]
        # Beyond the border, the first face's centre mirrored through the edge's middle.
        second = centres[faces[1]] if len(faces) > 1 else (2 * mid[0] - first[0], 2 * mid[1] - first[1])
        sides = (first, second)
        parts = f"{faces[0]} {faces[1] if len(faces) > 1 else 'out'}"
        (x1, y1), (x2, y2) = geometry.dots[a], geometry.dots[b]
        edges.append(_edge_group(f"{x1},{y1},{x2},{y2}", at[a], at[b], sides, parts))
    attrs = f'data-board="{puzzle.board.name}" data-lattice="dots" data-genre="{kind_of(puzzle)}"'
    unit = edge_length(geometry)
    return _with_targets(grid_svg(geometry, where.clues, size=size), attrs, "".join(cells), "".join(edges), unit)
