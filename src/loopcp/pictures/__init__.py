"""Pictures for print and screen: SVG, PNG and PDF of puzzles, solutions, positions and books.

Every drawing is first an SVG, and the other formats are made from it.
One job per module, in the order the data flows:

- ``drawing``: the SVG, in lattice coordinates (``svg``, ``ink``,
  ``view_box``, ``edge_midpoint``);
- ``grids``: the SVG of a puzzle on any of Loopy's grids, in his
  coordinates (``grid_svg``);
- ``raster``: PNG, that SVG rasterised (``png``, ``rasterise``);
- ``pages``: PDF, one picture fitted to a page (``pdf``) or a book of
  puzzles then solutions (``book_pdf``, ``book_plan``);
- ``files``: the format a path names, and files written whole or not at
  all (``write_picture``, ``write_book``, ``write_atomic``);
- ``extra``: the libraries of the optional extra ``loopcp[pictures]``,
  imported only when a PNG or PDF is asked for (SVG needs nothing).

Nothing here solves a puzzle: a picture of a solution, or a book with its
solutions, is drawn from the loops the caller passes in, so drawing never
loads OR-Tools.  The names are re-exported here, so that
``from loopcp import pictures; pictures.svg(puzzle)`` is all a caller
needs.
"""

from __future__ import annotations

from loopcp.pictures.drawing import SIZE, Ink, Loop, centred, edge_midpoint, ink, svg, view_box
from loopcp.pictures.extra import INSTALL_HINT
from loopcp.pictures.files import (
    WRITERS,
    book_format,
    picture_format,
    write_atomic,
    write_book,
    write_picture,
)
from loopcp.pictures.grids import grid_svg
from loopcp.pictures.pages import (
    FIXED_DATE,
    PAPERS,
    BookItem,
    Box,
    Paper,
    Placement,
    book_pdf,
    book_plan,
    fit,
    layout,
    page_box,
    page_size,
    pdf,
)
from loopcp.pictures.raster import png, rasterise

__all__ = [
    "FIXED_DATE",
    "INSTALL_HINT",
    "PAPERS",
    "SIZE",
    "WRITERS",
    "BookItem",
    "Box",
    "Ink",
    "Loop",
    "Paper",
    "Placement",
    "book_format",
    "book_pdf",
    "book_plan",
    "centred",
    "edge_midpoint",
    "fit",
    "grid_svg",
    "ink",
    "layout",
    "page_box",
    "page_size",
    "pdf",
    "picture_format",
    "png",
    "rasterise",
    "svg",
    "view_box",
    "write_atomic",
    "write_book",
    "write_picture",
]
