"""Pictures of Slitherlink on any grid of Loopy's (``loopygrids``): SVG in his coordinates.

``drawing.py`` draws the square lattice; this draws any ``Geometry``: its
dots, its faces' edges, a clue in each clued face and, given one, the
loop.  SVG user coordinates are his integer coordinates divided by the
grid's tilesize, so dot (x, y) is at (x / tilesize, y / tilesize), y down.
The viewBox holds the dots' bounding box and a margin.

Grids differ in how long their edges are in those units (a honeycomb's
are two thirds of a tile, a triangular grid's five thirds), so every
width here (lines, dots, margin) is ``drawing.py``'s for a unit cell
times the grid's typical edge length: each grid looks as heavy as the
square one.  A clue is drawn in the same stroked digits as the square
drawing, centred at the mean of its face's dots and as tall as the room
there allows (the distance to the face's nearest side), capped at the
square drawing's height.

Ink keeps ``drawing.py``'s roles: loop and clues near black, grid light,
so a probe at an edge's midpoint tells loop from no loop.  PNG is
``raster.rasterise`` of this SVG.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence

from loopcp.errors import UnsupportedError
from loopcp.loopygrids.geometry import Geometry, edges_of
from loopcp.pictures.drawing import (
    CROSS_INK,
    GLYPH_HEIGHT,
    GLYPH_STROKE,
    GRID_INK,
    INK,
    LOOP_INK,
    LOOP_WIDTH,
    MARGIN,
    MARK_INK,
    SIZE,
    _glyph,
    _num,
)

GRID_WIDTH = 0.03  # of an edge's length, as the square drawing's grid lines are of a cell
DOT_WIDTH = 0.11  # of an edge's length: a dot's diameter
NARROW = 0.75  # a clue of two digits: each digit this much of one digit's height
ADVANCE = 0.66  # from one digit's centre to the next, of a digit's height

Point = tuple[float, float]


def _points(geometry: Geometry) -> list[Point]:
    """Each dot in SVG user coordinates."""
    size = geometry.tilesize
    return [(x / size, y / size) for x, y in geometry.dots]


def _edges(faces: Sequence[Sequence[int]]) -> list[tuple[int, int]]:
    """Every edge once, in the numbering of every other part (``geometry.edges_of``)."""
    return list(edges_of(faces))


def edge_length(geometry: Geometry) -> float:
    """The grid's typical edge in user units (the median): what every width and the margin scale with."""
    points = _points(geometry)
    return statistics.median(math.dist(points[a], points[b]) for a, b in _edges(geometry.faces))


def grid_view_box(geometry: Geometry) -> tuple[float, float, float, float]:
    """The viewBox (x, y, width, height): the dots' bounding box and a margin of ``MARGIN`` edges."""
    points = _points(geometry)
    margin = MARGIN * edge_length(geometry)
    xs, ys = [x for x, _ in points], [y for _, y in points]
    x0, y0 = round(min(xs) - margin, 3), round(min(ys) - margin, 3)
    return x0, y0, round(max(xs) + margin - x0, 3), round(max(ys) + margin - y0, 3)


def _to_segment(p: Point, a: Point, b: Point) -> float:
    """The distance from p to the segment from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def clue_place(points: Sequence[Point], face: Sequence[int]) -> tuple[Point, float]:
    """Where a face's clue goes (the mean of its dots) and the room there (the distance to its nearest side)."""
    corners = [points[d] for d in face]
    centre = (sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners))
    room = min(_to_segment(centre, a, b) for a, b in zip(corners, [*corners[1:], corners[0]], strict=True))
    return centre, room


def _clue(text: str, centre: Point, height: float) -> str:
    """A number in stroke digits of ``height``, centred; two digits narrower, side by side."""
    where = f'transform="translate({_num(centre[0])} {_num(centre[1])}) scale({_num(height)})"'
    if len(text) == 1:
        return f'<use xlink:href="#g{text}" {where}/>'
    uses = "".join(
        f'<use xlink:href="#g{ch}s" x="{_num((k - (len(text) - 1) / 2) * ADVANCE * NARROW)}"/>'
        for k, ch in enumerate(text)
    )
    return f"<g {where}>{uses}</g>"


def _loop_path(points: Sequence[Point], loop: Iterable[tuple[int, int]]) -> str:
    """Path data for the loop's edges, walked dot to dot: one ``M...Z`` a cycle, one ``M...`` an open run."""
    near: dict[int, list[int]] = {}
    todo = {(min(a, b), max(a, b)) for a, b in loop}
    for a, b in todo:
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    starts = sorted(d for d, ns in near.items() if len(ns) != 2) + sorted(near)
    out: list[str] = []
    for start in starts:
        while any((min(start, n), max(start, n)) in todo for n in near[start]):
            out.append(f"M{_num(points[start][0])} {_num(points[start][1])}")
            here = start
            while True:
                there = next((n for n in sorted(near[here]) if (min(here, n), max(here, n)) in todo), None)
                if there is None:
                    break
                todo.discard((min(here, there), max(here, there)))
                if there == start:
                    out.append("Z")
                    break
                out.append(f"L{_num(points[there][0])} {_num(points[there][1])}")
                here = there
    return "".join(out)


def grid_svg(
    geometry: Geometry,
    clues: Sequence[int | None],
    loop: Iterable[tuple[int, int]] | None = None,
    *,
    size: float = SIZE,
    crosses: Iterable[tuple[int, int]] = (),
    marked: Iterable[tuple[int, int]] = (),
) -> str:
    """A Loopy grid's puzzle, and with ``loop`` (pairs of dots) its solution, as SVG at ``size`` pixels a unit.

    ``clues`` has one entry a face, in face order: a number or None.  A
    position (``explain --draw``, ``hint --draw``) is its lines as ``loop``
    (open runs drawn as they are), its ``crosses`` as small red crosses at
    the edges' midpoints, and the edges of a step ``marked`` under a light
    highlight, as the square's drawing shows them.
    """
    if size <= 0:
        raise UnsupportedError(f"a picture needs a positive size, got {size}")
    if len(clues) != len(geometry.faces):
        raise UnsupportedError(f"{len(clues)} clues for a grid of {len(geometry.faces)} faces")
    edges = _edges(geometry.faces)
    drawn = sorted({(min(a, b), max(a, b)) for a, b in loop or ()})
    crossed = sorted({(min(a, b), max(a, b)) for a, b in crosses})
    lit = sorted({(min(a, b), max(a, b)) for a, b in marked})
    stray = sorted((set(drawn) | set(crossed) | set(lit)) - set(edges))
    if stray:
        raise UnsupportedError(f"the loop's edge {stray[0]} is not an edge of the grid")
    points = _points(geometry)
    unit = edge_length(geometry)
    vx, vy, vw, vh = grid_view_box(geometry)
    body = [
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{_num(vw * size)}" height="{_num(vh * size)}" '
        f'viewBox="{_num(vx)} {_num(vy)} {_num(vw)} {_num(vh)}">',
        f'<rect x="{_num(vx)}" y="{_num(vy)}" width="{_num(vw)}" height="{_num(vh)}" fill="#fff"/>',
    ]
    texts = {k: str(c) for k, c in enumerate(clues) if c is not None}
    wide = sorted({ch for t in texts.values() if len(t) > 1 for ch in t})
    narrow = sorted({t for t in texts.values() if len(t) == 1})
    defs = [f'<path id="g{ch}" d="{_glyph(ch, 0.1)}"/>' for ch in narrow]
    defs += [f'<path id="g{ch}s" d="{_glyph(ch, 0.1 * NARROW)}"/>' for ch in wide]
    if defs:
        body.append(f"<defs>{''.join(defs)}</defs>")
    lines = "".join(
        f"M{_num(points[a][0])} {_num(points[a][1])}L{_num(points[b][0])} {_num(points[b][1])}" for a, b in edges
    )
    body.append(
        f'<path class="grid" fill="none" stroke="{GRID_INK}" stroke-width="{_num(GRID_WIDTH * unit)}" d="{lines}"/>'
    )
    dots = "".join(f"M{_num(x)} {_num(y)}h0" for x, y in points)
    body.append(
        f'<path class="dots" fill="none" stroke="{INK}" stroke-width="{_num(DOT_WIDTH * unit)}" '
        f'stroke-linecap="round" d="{dots}"/>'
    )
    if lit:
        marks = "".join(
            f"M{_num(points[a][0])} {_num(points[a][1])}L{_num(points[b][0])} {_num(points[b][1])}" for a, b in lit
        )
        body.append(
            f'<path class="marked" fill="none" stroke="{MARK_INK}" stroke-width="{_num(0.34 * unit)}" '
            f'stroke-linecap="round" d="{marks}"/>'
        )
    if drawn:
        body.append(
            f'<path class="loop" fill="none" stroke="{LOOP_INK}" stroke-width="{_num(LOOP_WIDTH * unit)}" '
            f'stroke-linecap="round" stroke-linejoin="round" d="{_loop_path(points, drawn)}"/>'
        )
    if crossed:
        arm = 0.09 * unit
        marks = "".join(
            f"M{_num((points[a][0] + points[b][0]) / 2 - arm)} {_num((points[a][1] + points[b][1]) / 2 - arm)}"
            f"l{_num(2 * arm)} {_num(2 * arm)}m0 {_num(-2 * arm)}l{_num(-2 * arm)} {_num(2 * arm)}"
            for a, b in crossed
        )
        body.append(
            f'<path class="crosses" fill="none" stroke="{CROSS_INK}" stroke-width="{_num(0.045 * unit)}" '
            f'stroke-linecap="round" d="{marks}"/>'
        )
    if texts:
        uses = []
        for k, text in texts.items():
            centre, room = clue_place(points, geometry.faces[k])
            uses.append(_clue(text, centre, min(room, GLYPH_HEIGHT * unit)))
        body.append(
            f'<g class="clues" fill="none" stroke="{INK}" stroke-width="{_num(GLYPH_STROKE / GLYPH_HEIGHT)}" '
            f'stroke-linecap="round" stroke-linejoin="round">{"".join(uses)}</g>'
        )
    body.append("</svg>")
    return "\n".join(body) + "\n"
