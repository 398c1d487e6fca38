"""Pictures as PDF: one picture fitted to a page, or a book of puzzles then their solutions.

PDF pages place the same SVG as vectors (``fpdf2``'s SVG import); only the
book's captions are text, in PDF's built-in Helvetica.  The creation date
is fixed, so the same input gives the same bytes.  A book prints the
solutions it is given: making them (a solver) is the caller's job.

Roads not taken: drawing the PDF a second time with reportlab's canvas
would be faster to print but is a second back end to keep in step (and
reportlab's own SVG import, svglib, now wants cairo); rasterising into
the PDF would lose print quality.  The measurements behind the choice of
libraries are in docs/pictures.md.
"""

from __future__ import annotations

import datetime
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from loopcp.errors import UnsupportedError
from loopcp.logic.base import Position
from loopcp.pictures.drawing import MARGIN, Ink, Loop, _svg, ink, view_box
from loopcp.pictures.extra import _need
from loopcp.puzzle import Edge, Puzzle

Paper = Literal["A4", "Letter"]
PAPERS: dict[str, tuple[float, float]] = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}  # mm
PAGE_MARGIN = 15.0  # mm


def _check_paper(paper: str) -> None:
    """An error that lists the papers, for one we do not know."""
    if paper not in PAPERS:
        raise UnsupportedError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")


Box = tuple[float, float, float, float]  # x, y, width, height in mm from a page's top left


def fit(puzzle: Puzzle, box: Box) -> Box:
    """The largest picture of a puzzle that fits a box, centred across it and at its top."""
    x, y, w, h = box
    _, _, vw, vh = view_box(puzzle)
    unit = min(w / vw, h / vh)
    return (x + (w - vw * unit) / 2, y, vw * unit, vh * unit)


def page_size(puzzle: Puzzle, paper: Paper = "A4") -> tuple[float, float]:
    """The page ``pdf`` prints a puzzle on, in mm: turned landscape for a board wider than tall."""
    width, height = PAPERS[paper]
    _, _, vw, vh = view_box(puzzle)
    return (height, width) if vw > vh else (width, height)


def page_box(puzzle: Puzzle, paper: Paper = "A4") -> Box:
    """Where ``pdf`` puts a puzzle's picture on its page (``page_size``)."""
    width, height = page_size(puzzle, paper)
    return fit(puzzle, (PAGE_MARGIN, PAGE_MARGIN, width - 2 * PAGE_MARGIN, height - 2 * PAGE_MARGIN))


FIXED_DATE = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)  # the same input gives the same bytes


class _Pages:
    """An fpdf2 document with our conventions: mm, fixed date, no automatic page breaks."""

    def __init__(self, size: tuple[float, float]) -> None:
        fpdf = _need("fpdf", "fpdf2", "PDF pictures")
        self.width, self.height = size
        self.pdf = fpdf.FPDF(unit="mm", format=(self.width, self.height))
        self.pdf.set_creation_date(FIXED_DATE)
        self.pdf.set_auto_page_break(False)
        self.pdf.set_creator("loopcp")
        self.pages = 0

    def add_page(self, heading: str = "") -> None:
        """A new page, with a heading and its number."""
        self.pdf.add_page()
        self.pages += 1
        self.pdf.set_text_color(0)
        if heading:
            self.pdf.set_font("helvetica", style="B", size=12)
            self.pdf.set_xy(PAGE_MARGIN, PAGE_MARGIN - 6)
            self.pdf.cell(self.width - 2 * PAGE_MARGIN, 6, heading, align="L")
        self.pdf.set_font("helvetica", size=8)
        self.pdf.set_text_color(110)
        self.pdf.set_xy(PAGE_MARGIN, self.height - PAGE_MARGIN + 3)
        self.pdf.cell(self.width - 2 * PAGE_MARGIN, 4, str(self.pages), align="C")

    def place(self, puzzle: Puzzle, drawn: Ink, box: Box) -> None:
        """Draw a picture in a box (x, y, w, h) of the page, in mm from its top left (see ``fit``)."""
        x, y, w, h = box
        document = _svg(puzzle, drawn, 1.0, title=False)
        self.pdf.image(io.BytesIO(document.encode()), x=x, y=y, w=w, h=h)

    def caption(self, text: str, x: float, y: float, w: float) -> None:
        """A caption line centred under a picture."""
        self.pdf.set_font("helvetica", size=9)
        self.pdf.set_text_color(40)
        self.pdf.set_xy(x, y)
        self.pdf.cell(w, 4.5, text, align="C")

    def output(self) -> bytes:
        """The finished PDF."""
        return bytes(self.pdf.output())


def pdf(
    puzzle: Puzzle,
    loop: Loop | None = None,
    *,
    position: Position | None = None,
    crosses: bool = False,
    marked: Iterable[Edge] = frozenset(),
    paper: Paper = "A4",
) -> bytes:
    """The picture as a one-page PDF, as large as the page allows."""
    return _pdf_bytes(puzzle, ink(puzzle, loop, position=position, crosses=crosses, marked=marked), None, paper)


@dataclass(frozen=True, slots=True)
class BookItem:
    """One puzzle of a book, its solution (the caller's to find: no solver here), and what its caption says."""

    puzzle: Puzzle
    solution: Loop
    seed: int | None = None
    grade: str | None = None

    def caption(self, number: int) -> str:
        """``3. 10x10 · seed 7 · tricky``."""
        parts = [f"{number}. {self.puzzle.rows}x{self.puzzle.cols}"]
        if self.seed is not None:
            parts.append(f"seed {self.seed}")
        if self.grade:
            parts.append(self.grade)
        return " \u00b7 ".join(parts)


CAPTION = 5.0  # mm under each picture
GAP = 4.0  # mm between pictures
HEADING = 8.0  # mm for a page's heading
PUZZLE_CELL = 6.5  # mm: the smallest cell a book prints a puzzle at (room to write) ...
SOLUTION_CELL = 3.5  # mm: ... and a solution at (only to read)


def layout(width: float, height: float, rows: int, cols: int, min_cell: float) -> tuple[int, int]:
    """How many pictures across and down a page holds, each cell at least ``min_cell`` mm.

    The most pictures a page holds wins, then the largest cells; a board
    too big for ``min_cell`` gets a page to itself.

    >>> layout(180, 259, 10, 10, PUZZLE_CELL), layout(180, 259, 10, 10, SOLUTION_CELL)
    ((2, 3), (4, 5))
    """
    best: tuple[int, float, int, int] = (1, 0.0, 1, 1)
    for across in range(1, 9):
        for down in range(1, 12):
            cell = min(
                (width / across - GAP) / (cols + 2 * MARGIN),
                (height / down - CAPTION - GAP) / (rows + 2 * MARGIN),
            )
            if cell >= min_cell and (across * down, cell) > best[:2]:
                best = (across * down, cell, across, down)
    return best[2], best[3]


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a book prints one picture: page (from 0), item (from 0), puzzle or solution, box in mm."""

    page: int
    item: int
    solution: bool
    box: Box
    caption_at: Box  # the caption's line, as wide as the picture's slot


def book_plan(puzzles: Sequence[Puzzle], paper: Paper = "A4") -> list[Placement]:
    """The layout of a book: every puzzle in a grid, page after page, then every solution."""
    if not puzzles:
        raise UnsupportedError("a book needs at least one puzzle")
    _check_paper(paper)
    paper_w, paper_h = PAPERS[paper]
    rows = max(p.rows for p in puzzles)
    cols = max(p.cols for p in puzzles)
    width, height = paper_w - 2 * PAGE_MARGIN, paper_h - 2 * PAGE_MARGIN - HEADING
    out: list[Placement] = []
    first_page = 0
    for solution, min_cell in ((False, PUZZLE_CELL), (True, SOLUTION_CELL)):
        across, down = layout(width, height, rows, cols, min_cell)
        slot_w, slot_h = width / across, height / down
        for k, puzzle in enumerate(puzzles):
            page, slot = divmod(k, across * down)
            x = PAGE_MARGIN + (slot % across) * slot_w
            y = PAGE_MARGIN + HEADING + (slot // across) * slot_h
            box = fit(puzzle, (x + GAP / 2, y, slot_w - GAP, slot_h - CAPTION - GAP))
            out.append(Placement(first_page + page, k, solution, box, (x, box[1] + box[3], slot_w, CAPTION)))
        first_page = out[-1].page + 1
    return out


def book_pdf(items: Sequence[BookItem], paper: Paper = "A4") -> bytes:
    """A puzzle book: the puzzles captioned in a grid, then their solutions on the pages after.

    The layout is ``book_plan``'s; the same items give the same bytes.
    """
    plan = book_plan([item.puzzle for item in items], paper)
    pages = _Pages(PAPERS[paper])
    for place in plan:
        while pages.pages <= place.page:
            pages.add_page("Solutions" if place.solution else "Puzzles")
        item = items[place.item]
        drawn = ink(item.puzzle, item.solution) if place.solution else Ink()
        pages.place(item.puzzle, drawn, place.box)
        x, y, w, _ = place.caption_at
        pages.caption(item.caption(place.item + 1), x, y, w)
    return pages.output()


def _pdf_bytes(puzzle: Puzzle, drawn: Ink, size: float | None, paper: Paper) -> bytes:
    """One picture on one page (``size`` is for pixels, and a page has none)."""
    _check_paper(paper)
    pages = _Pages(page_size(puzzle, paper))
    pages.add_page()
    pages.place(puzzle, drawn, page_box(puzzle, paper))
    return pages.output()


def svg_pdf(document: str, width: float, height: float, paper: Paper = "A4") -> bytes:
    """Any SVG of ``width`` x ``height`` units on one page, as large as the page allows (a Loopy grid's picture)."""
    _check_paper(paper)
    page_w, page_h = PAPERS[paper]
    if width > height:
        page_w, page_h = page_h, page_w
    room_w, room_h = page_w - 2 * PAGE_MARGIN, page_h - 2 * PAGE_MARGIN
    unit = min(room_w / width, room_h / height)
    pages = _Pages((page_w, page_h))
    pages.add_page()
    box = (PAGE_MARGIN + (room_w - width * unit) / 2, PAGE_MARGIN, width * unit, height * unit)
    pages.pdf.image(io.BytesIO(document.encode()), x=box[0], y=box[1], w=box[2], h=box[3])
    return pages.output()
