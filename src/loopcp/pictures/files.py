"""Pictures as files: the format a path names, and a file written whole or not at all.

``write_picture`` and ``write_book`` pick the writer by the path's
extension and write through ``write_atomic``: a temporary file beside the
target, renamed over it, so a failed or interrupted write leaves nothing
half-written.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from loopcp.errors import OutputError, UnsupportedError
from loopcp.logic.base import GridPosition, Position
from loopcp.pictures.drawing import SIZE, Ink, Loop, _svg, ink, png_size, view_box
from loopcp.pictures.pages import BookItem, Paper, _pdf_bytes, book_pdf, svg_pdf
from loopcp.pictures.raster import rasterise
from loopcp.puzzle import Edge, Puzzle, Solution

if TYPE_CHECKING:
    from loopcp.loopygrids.geometry import Geometry


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write a file whole or not at all: a temporary file beside it, renamed over it."""
    target = Path(path)
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes it private; a picture is as readable as any new file
        os.replace(tmp, target)
        tmp = None
    except OSError as e:
        raise OutputError(f"{path}: cannot write: {e.strerror or e}") from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


def _svg_bytes(puzzle: Puzzle, drawn: Ink, size: float | None, paper: Paper) -> bytes:
    return _svg(puzzle, drawn, SIZE if size is None else size).encode()


def _png_bytes(puzzle: Puzzle, drawn: Ink, size: float | None, paper: Paper) -> bytes:
    return rasterise(_svg(puzzle, drawn, png_size(*view_box(puzzle)[2:]) if size is None else size))


WRITERS: dict[str, Callable[[Puzzle, Ink, float | None, Paper], bytes]] = {
    ".svg": _svg_bytes,
    ".png": _png_bytes,
    ".pdf": _pdf_bytes,
}


def picture_format(path: str | os.PathLike[str]) -> str:
    """The format a path asks for by its extension, or an error naming the path and the choices."""
    suffix = Path(path).suffix.lower()
    if suffix not in WRITERS:
        choices = ", ".join(WRITERS)
        raise UnsupportedError(f"{path}: unknown picture format {suffix or '(no extension)'!r}; use {choices}")
    return suffix


def write_picture(
    path: str | os.PathLike[str],
    puzzle: Puzzle,
    loop: Loop | None = None,
    *,
    position: Position | GridPosition | None = None,
    crosses: bool = False,
    marked: Iterable[Edge] | Iterable[int] = frozenset(),
    size: float | None = None,
    paper: Paper = "A4",
) -> None:
    """Write a picture to ``path`` as SVG, PNG or PDF, by its extension; all or nothing.

    A puzzle on one of Loopy's other grids is drawn by ``grids.grid_svg``,
    its loop (a ``Solution``'s dots in order) as lines between dots, or a
    position (a ``GridPosition``) with its lines, its crosses and the
    edges ``marked`` (by number) in red.
    """
    if not puzzle.board.square:
        solution = loop if isinstance(loop, Solution) else None
        grid_position = position if isinstance(position, GridPosition) else None
        numbers = [e for e in marked if isinstance(e, int)]
        if (position is not None and grid_position is None) or (grid_position is None and (crosses or numbers)):
            raise UnsupportedError(
                f"{path}: on the {puzzle.board.name} grid, a puzzle and its loop are drawn, no marks"
            )
        write_atomic(path, _grid_bytes(path, puzzle, solution, grid_position, numbers, size, paper))
        return
    if isinstance(position, GridPosition):
        raise UnsupportedError(f"{path}: a position on the square names its edges in the contract's h and v")
    writer = WRITERS[picture_format(path)]
    drawn = ink(puzzle, loop, position=position, crosses=crosses, marked=marked)  # type: ignore[arg-type]
    try:
        data = writer(puzzle, drawn, size, paper)
    except UnsupportedError as e:
        raise UnsupportedError(f"{path}: {e}") from None
    write_atomic(path, data)


def _grid_bytes(  # noqa: PLR0917
    path: str | os.PathLike[str],
    puzzle: Puzzle,
    solution: Solution | None,
    position: GridPosition | None,
    marked: Sequence[int],
    size: float | None,
    paper: Paper,
) -> bytes:
    """A picture of a puzzle on one of Loopy's other grids, with its loop or a position, as ``path`` names."""
    from loopcp.loopygrids.ids import view  # noqa: PLC0415 (only these pictures build a grid)

    grid = view(puzzle)
    lines: list[tuple[int, int]] = []
    crossed: list[tuple[int, int]] = []
    if solution is not None:
        where = {xy: d for d, xy in enumerate(grid.geometry.dots)}
        ring = [where[xy] for xy in solution.loop]
        lines = list(zip(ring, ring[1:] + ring[:1], strict=True))
    if position is not None:
        lines = [grid.edges[k] for k, v in enumerate(position.values) if v == 1]
        crossed = [grid.edges[k] for k, v in enumerate(position.values) if v == -1]
    edges = [grid.edges[k] for k in marked]
    return _on_grid(path, grid.geometry, grid.clues, lines, crosses=crossed, marked=edges, size=size, paper=paper)


def _on_grid(
    path: str | os.PathLike[str],
    geometry: Geometry,
    clues: Sequence[int | None],
    lines: Sequence[tuple[int, int]],
    *,
    crosses: Sequence[tuple[int, int]] = (),
    marked: Sequence[tuple[int, int]] = (),
    size: float | None = None,
    paper: Paper = "A4",
) -> bytes:
    """A grid's picture (``grids.grid_svg``) in the format ``path`` names: SVG, PNG, or a PDF page."""
    from loopcp.pictures.grids import grid_svg, grid_view_box  # noqa: PLC0415

    kind = picture_format(path)
    try:
        if kind == ".pdf":
            _, _, width, height = grid_view_box(geometry)
            document = grid_svg(geometry, clues, lines, size=1.0, crosses=crosses, marked=marked)
            return svg_pdf(document, width, height, paper)
        if size is None:  # a PNG of a small grid: more pixels a unit (``drawing.png_size``)
            size = SIZE if kind == ".svg" else png_size(*grid_view_box(geometry)[2:])
        document = grid_svg(geometry, clues, lines, size=size, crosses=crosses, marked=marked)
    except UnsupportedError as e:
        raise UnsupportedError(f"{path}: {e}") from None
    return document.encode() if kind == ".svg" else rasterise(document)


def book_format(path: str | os.PathLike[str], puzzles: Iterable[Puzzle] = ()) -> None:
    """An error unless the path names a PDF, a book's one format, and its puzzles are on the square.

    A caller can ask before it solves the puzzles.
    """
    if picture_format(path) != ".pdf":
        raise UnsupportedError(f"{path}: a book is a PDF; name it .pdf")
    other = next((p.board.name for p in puzzles if not p.board.square), None)
    if other is not None:
        raise UnsupportedError(f"a book of puzzles on the {other} grid is not drawn yet: draw each puzzle alone")


def write_book(path: str | os.PathLike[str], items: Sequence[BookItem], paper: Paper = "A4") -> None:
    """Write a puzzle book (``book_pdf``) to a ``.pdf`` path; all or nothing."""
    book_format(path)
    try:
        data = book_pdf(items, paper)
    except UnsupportedError as e:
        raise UnsupportedError(f"{path}: {e}") from None
    write_atomic(path, data)
