"""Pictures for print and screen: drawings in a terminal, and SVG, PNG and PDF of puzzles, positions and books.

The terminal's drawings are plain text (``text``: ``picture``,
``rich_picture``, the Slink contest's frame).  Every other drawing is
first an SVG, and the other formats are made from it.  One job per
module, in the order the data flows:

- ``text``: a puzzle and its loop as characters, byte for byte the same
  everywhere (and in colour on a terminal);
- ``drawing``: the SVG, in lattice coordinates (``svg``, ``ink``,
  ``view_box``, ``edge_midpoint``);
- ``grids``: the SVG of a puzzle on any of Loopy's grids, in his
  coordinates (``grid_svg``);
- ``raster``: PNG, that SVG rasterised (``png``, ``rasterise``), larger
  a cell on a small board (``drawing.png_size``);
- ``pages``: PDF, one picture fitted to a page (``pdf``) or a book of
  puzzles then solutions (``book_pdf``, ``book_plan``);
- ``files``: the format a path names, and files written whole or not at
  all (``write_picture``, ``write_book``, ``write_atomic``);
- ``extra``: the libraries of the optional extra ``loopcp[pictures]``,
  imported only when a PNG or PDF is asked for (SVG needs nothing).

Nothing here solves a puzzle: a picture of a solution, or a book with its
solutions, is drawn from the loops the caller passes in, so drawing never
loads OR-Tools.  The names are re-exported here, loaded on first use (so
that the terminal's drawing loads no SVG code), and
``from loopcp import pictures; pictures.svg(puzzle)`` is all a caller
needs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from loopcp.pictures.drawing import SIZE, Ink, Loop, centred, edge_midpoint, ink, png_size, svg, view_box
    from loopcp.pictures.extra import INSTALL_HINT
    from loopcp.pictures.files import WRITERS, book_format, picture_format, write_atomic, write_book, write_picture
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
    from loopcp.pictures.text import picture, rich_picture, slink_picture

_HOME = {
    name: module
    for module, names in {
        "drawing": ("SIZE", "Ink", "Loop", "centred", "edge_midpoint", "ink", "png_size", "svg", "view_box"),
        "extra": ("INSTALL_HINT",),
        "files": ("WRITERS", "book_format", "picture_format", "write_atomic", "write_book", "write_picture"),
        "grids": ("grid_svg",),
        "pages": (
            "FIXED_DATE",
            "PAPERS",
            "BookItem",
            "Box",
            "Paper",
            "Placement",
            "book_pdf",
            "book_plan",
            "fit",
            "layout",
            "page_box",
            "page_size",
            "pdf",
        ),
        "raster": ("png", "rasterise"),
        "text": ("picture", "rich_picture", "slink_picture"),
    }.items()
    for name in names
}


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'loopcp.pictures' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"loopcp.pictures.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})


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
    "picture",
    "picture_format",
    "png",
    "png_size",
    "rasterise",
    "rich_picture",
    "slink_picture",
    "svg",
    "view_box",
    "write_atomic",
    "write_book",
    "write_picture",
]
