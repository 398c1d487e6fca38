"""Pictures as PNG: the SVG rasterised by resvg (``resvg-py``), framing exactly what the SVG frames.

A PNG is made at ``size`` pixels per cell, so a tool finds any edge at
the pixel that ``drawing.edge_midpoint`` names; unless asked, at
``drawing.png_size`` (more pixels a cell on a small board).
"""

from __future__ import annotations

from collections.abc import Iterable

from loopcp.logic.base import Position
from loopcp.pictures.drawing import Loop, png_size, svg, view_box
from loopcp.pictures.extra import _need
from loopcp.puzzle import Edge, Puzzle


def rasterise(document: str) -> bytes:
    """A PNG of an SVG document at its own width and height, framing exactly its viewBox."""
    resvg = _need("resvg_py", "resvg-py", "PNG pictures")
    data: bytes = resvg.svg_to_bytes(svg_string=document, skip_system_fonts=True)
    return bytes(data)


def png(
    puzzle: Puzzle,
    loop: Loop | None = None,
    *,
    position: Position | None = None,
    crosses: bool = False,
    marked: Iterable[Edge] = frozenset(),
    size: float | None = None,
) -> bytes:
    """The picture as PNG: the SVG rasterised at ``size`` pixels per cell (``drawing.png_size`` unless given)."""
    size = png_size(*view_box(puzzle)[2:]) if size is None else size
    return rasterise(svg(puzzle, loop, position=position, crosses=crosses, marked=marked, size=size))
