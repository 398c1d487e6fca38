"""Pictures: well-formed SVG, and what a rasteriser or a PDF reader sees where the geometry says.

Probes read one pixel at an edge's midpoint: loop ink is dark there, an
edge off the loop is light (grid lines, region outlines and shading are
drawn light on purpose).  The golden SVGs under tests/data/svg are
rewritten by ``LOOPCP_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_vector.py``.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from loopcp import pictures, search
from loopcp.errors import LoopcpError, OutputError, UnsupportedError
from loopcp.formats import load
from loopcp.genres import get_genre
from loopcp.logic.base import CROSS, LINE, Position
from loopcp.pictures.drawing import cell_numbers
from loopcp.puzzle import Edge, Puzzle

from conftest import BUNDLED, DATA, NEEDS_PDF, NEEDS_PNG

DARK, LIGHT = 100, 150  # luminance: loop ink is darker than DARK, an edge off the loop lighter than LIGHT
SCALE = 20  # pixels per cell for the PNG probes
MM = 72 / 25.4  # PDF points per millimetre: pypdfium2 renders one pixel per point at scale 1


@dataclass(frozen=True)
class Case:
    """A small generated puzzle of one genre, and its loop."""

    id: str
    path: str
    genre: str | None = None

    def puzzle(self) -> Puzzle:
        """The puzzle, read from tests/data/generated."""
        path = DATA / "generated" / self.path
        return load(path.read_text(), str(path), genre=self.genre)

    def loop(self) -> frozenset[Edge]:
        """Its one solution's edges."""
        return search.solve(self.puzzle()).solutions[0].edges()


CASES = [
    Case("slitherlink", "slitherlink-5x5-seed1.txt"),
    Case("masyu", "masyu-6x6-seed1.txt", "masyu"),
    Case("superslitherlink", "superslitherlink-6x6-seed1.txt"),
]


def grey(png: bytes) -> Image.Image:
    """A PNG as a greyscale image."""
    return Image.open(io.BytesIO(png)).convert("L")


def at(puzzle: Puzzle, x: float, y: float, scale: float) -> tuple[int, int]:
    """The pixel of SVG user point (x, y) in a picture drawn at ``scale`` pixels per cell."""
    vx, vy, _, _ = pictures.view_box(puzzle)
    return int((x - vx) * scale), int((y - vy) * scale)


def all_edges(puzzle: Puzzle) -> list[Edge]:
    """Every edge the loop could use."""
    return list(get_genre(puzzle.genre).lattice(puzzle).edges())


def assert_probes(image: Image.Image, puzzle: Puzzle, loop: frozenset[Edge], where: object) -> None:
    """Dark at every loop edge's midpoint, light at every other edge's; ``where`` maps lattice to pixels."""
    assert callable(where)
    for edge in all_edges(puzzle):
        value = image.getpixel(where(*pictures.edge_midpoint(puzzle, edge)))
        assert isinstance(value, int)
        if edge in loop:
            assert value < DARK, f"no loop ink at {edge}: {value}"
        else:
            assert value > LIGHT, f"ink at {edge}, off the loop: {value}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_svg_is_well_formed_and_framed_in_lattice_coordinates(case: Case) -> None:
    puzzle, loop = case.puzzle(), case.loop()
    for text in (pictures.svg(puzzle), pictures.svg(puzzle, loop, crosses=True, marked={min(loop)}, size=10)):
        root = ET.fromstring(text)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("viewBox") == f"-.5 -.5 {puzzle.cols + 1} {puzzle.rows + 1}"
    assert ET.fromstring(pictures.svg(puzzle, size=10)).get("width") == str((puzzle.cols + 1) * 10)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
@NEEDS_PNG
def test_png_probes_find_the_loop_on_its_edges_and_nowhere_else(case: Case) -> None:
    puzzle, loop = case.puzzle(), case.loop()
    image = grey(pictures.png(puzzle, loop, size=SCALE))
    _, _, vw, vh = pictures.view_box(puzzle)
    assert image.size == (vw * SCALE, vh * SCALE)
    assert_probes(image, puzzle, loop, lambda x, y: at(puzzle, x, y, SCALE))
    empty = grey(pictures.png(puzzle, size=SCALE))
    assert_probes(empty, puzzle, frozenset(), lambda x, y: at(puzzle, x, y, SCALE))


def dark_in_cell(image: Image.Image, where: object, cell: tuple[int, int]) -> int:
    """How many dark pixels lie in the middle of a cell (clear of its sides and corners)."""
    assert callable(where)
    i, j = cell
    x0, y0 = where(j + 0.25, i + 0.2)
    x1, y1 = where(j + 0.75, i + 0.8)
    return sum(1 for x in range(x0, x1) for y in range(y0, y1) if image.getpixel((x, y)) < DARK)  # type: ignore[operator]


def assert_clues(image: Image.Image, puzzle: Puzzle, where: object) -> None:
    """Ink in the middle of every cell that shows a clue (a digit, a region's first cell), none elsewhere."""
    letters = puzzle.letter_clues()
    first_cell: dict[str, tuple[int, int]] = {}
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            first_cell.setdefault(ch, (i, j))
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            inked = dark_in_cell(image, where, (i, j))
            shows = ch.isdigit() or (ch in letters and first_cell[ch] == (i, j))
            assert (inked > 5) == shows, f"cell {(i, j)} {ch!r}: {inked} dark pixels"


@pytest.mark.parametrize("case", [c for c in CASES if c.genre is None], ids=lambda c: c.id)
@NEEDS_PNG
def test_clue_glyphs_appear_in_their_cells(case: Case) -> None:
    puzzle = case.puzzle()
    assert_clues(grey(pictures.png(puzzle, size=SCALE)), puzzle, lambda x, y: at(puzzle, x, y, SCALE))


@NEEDS_PNG
def test_masyu_pearls_sit_on_cell_centres() -> None:
    puzzle = CASES[1].puzzle()
    image = grey(pictures.png(puzzle, size=SCALE))
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            centre = image.getpixel(at(puzzle, j + 0.5, i + 0.5, SCALE))
            ring = image.getpixel(at(puzzle, j + 0.5 + 0.33, i + 0.5, SCALE))
            assert isinstance(centre, int) and isinstance(ring, int)
            if ch == "1":
                assert centre < DARK
            elif ch == "0":
                assert centre > LIGHT and ring < DARK + 40
            else:
                assert centre > LIGHT


@NEEDS_PNG
def test_a_position_draws_its_lines_crosses_and_marks_in_their_colours() -> None:
    puzzle = CASES[0].puzzle()
    loop = sorted(CASES[0].loop())
    off = sorted(set(all_edges(puzzle)) - set(loop))
    values = {loop[0]: LINE, loop[1]: LINE, off[0]: CROSS}
    position = Position.from_values(puzzle.rows + 1, puzzle.cols + 1, values)
    marked = {off[1]}
    image = Image.open(io.BytesIO(pictures.png(puzzle, position=position, crosses=True, marked=marked, size=SCALE)))
    rgb = image.convert("RGB")

    def colour(edge: Edge) -> tuple[int, int, int]:
        value = rgb.getpixel(at(puzzle, *pictures.edge_midpoint(puzzle, edge), SCALE))
        assert isinstance(value, tuple)
        return value[0], value[1], value[2]

    assert max(colour(loop[0])) < DARK and max(colour(loop[1])) < DARK
    r, g, b = colour(off[0])
    assert r > g + 60 and r > b + 60, "a cross is red"
    r, g, b = colour(off[1])
    assert r > 200 and g > 150 and b < 120, "a marked edge is highlighted"
    assert min(colour(loop[2])) > LIGHT, "an edge the position does not know is blank"
    no_crosses = pictures.svg(puzzle, position=position)
    assert "crosses" not in no_crosses


def pdf_pages(data: bytes, scale: float) -> list[Image.Image]:
    """Every page of a PDF, read back and rasterised in grey."""
    doc = pypdfium2.PdfDocument(data)
    return [page.render(scale=scale).to_pil().convert("L") for page in doc]


def box_to_pixels(puzzle: Puzzle, box: pictures.Box, scale: float) -> object:
    """A map from SVG user points to page pixels, for a picture placed in ``box`` (mm)."""
    vx, vy, vw, _ = pictures.view_box(puzzle)
    x0, y0, w, _ = box
    unit = w / vw * MM * scale  # pixels per cell

    def where(x: float, y: float) -> tuple[int, int]:
        return int(x0 * MM * scale + (x - vx) * unit), int(y0 * MM * scale + (y - vy) * unit)

    return where


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
@NEEDS_PDF
def test_pdf_page_read_back_shows_the_puzzle_and_its_solution(case: Case) -> None:
    puzzle, loop = case.puzzle(), case.loop()
    for drawn, paper in ((loop, "A4"), (frozenset(), "Letter")):
        pages = pdf_pages(pictures.pdf(puzzle, drawn or None, paper=paper), scale=1)
        assert len(pages) == 1
        width, height = pictures.page_size(puzzle, paper)
        assert abs(pages[0].size[0] - width * MM) < 1 and abs(pages[0].size[1] - height * MM) < 1
        where = box_to_pixels(puzzle, pictures.page_box(puzzle, paper), 1)
        assert_probes(pages[0], puzzle, drawn, where)
        if case.genre is None:
            assert_clues(pages[0], puzzle, where)


@NEEDS_PDF
def test_a_book_prints_puzzles_then_solutions_captioned_and_the_same_bytes_every_time() -> None:
    items = [pictures.BookItem(c.puzzle(), c.loop(), seed=1, grade="easy") for c in CASES for _ in range(3)]
    data = pictures.book_pdf(items)
    assert data == pictures.book_pdf(items)
    plan = pictures.book_plan([item.puzzle for item in items])
    pages = pdf_pages(data, scale=3)  # solutions are small: 3.5 mm cells
    assert len(pages) == plan[-1].page + 1
    assert [(p.item, p.solution) for p in plan] == [(k, s) for s in (False, True) for k in range(9)]
    assert max(p.page for p in plan if not p.solution) < min(p.page for p in plan if p.solution)
    for place in plan:
        item = items[place.item]
        loop = frozenset(item.solution or ()) if place.solution else frozenset()
        assert_probes(pages[place.page], item.puzzle, loop, box_to_pixels(item.puzzle, place.box, 3))
    text = pypdfium2.PdfDocument(data)[0].get_textpage().get_text_range()
    assert "1. 5x5 \u00b7 seed 1 \u00b7 easy" in text
    assert "Puzzles" in text


@NEEDS_PDF
def test_a_book_prints_the_solutions_it_is_given() -> None:
    """A book never solves (the caller does): the solution pages show exactly the loops passed in."""
    case = CASES[0]
    loop = case.loop()
    items = [pictures.BookItem(case.puzzle(), loop), pictures.BookItem(case.puzzle(), set())]
    data = pictures.book_pdf(items)
    pages = pdf_pages(data, scale=3)
    for place in pictures.book_plan([item.puzzle for item in items]):
        shown = loop if place.solution and place.item == 0 else frozenset()
        assert_probes(pages[place.page], case.puzzle(), shown, box_to_pixels(case.puzzle(), place.box, 3))


GOLDEN = DATA / "svg"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_golden_svg(case: Case) -> None:
    text = pictures.svg(case.puzzle(), case.loop(), size=24)
    path = GOLDEN / f"{case.id}.svg"
    if os.environ.get("LOOPCP_UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text)
    assert text == path.read_text()


@pytest.mark.parametrize(
    "name",
    [
        "a.svg",
        pytest.param("a.png", marks=NEEDS_PNG),
        pytest.param("a.pdf", marks=NEEDS_PDF),
        pytest.param("A.PNG", marks=NEEDS_PNG),
    ],
)
def test_write_picture_writes_the_format_its_extension_names(tmp_path: Path, name: str) -> None:
    puzzle = CASES[0].puzzle()
    pictures.write_picture(tmp_path / name, puzzle, CASES[0].loop())
    data = (tmp_path / name).read_bytes()
    magic = {".svg": b"<svg", ".png": b"\x89PNG", ".pdf": b"%PDF"}[Path(name).suffix.lower()]
    assert data.startswith(magic)
    assert [p.name for p in tmp_path.iterdir()] == [name]


@pytest.mark.parametrize(
    ("name", "error", "words"),
    [
        ("puzzle.gif", UnsupportedError, "unknown picture format '.gif'; use .svg, .png, .pdf"),
        ("puzzle", UnsupportedError, "unknown picture format '(no extension)'"),
        ("missing/puzzle.svg", OutputError, "cannot write"),
        pytest.param("taken.png", OutputError, "cannot write", marks=NEEDS_PNG),  # drawn, then not written
    ],
)
def test_a_bad_path_is_one_error_that_names_it_and_leaves_nothing(
    tmp_path: Path, name: str, error: type[LoopcpError], words: str
) -> None:
    (tmp_path / "taken.png").mkdir()
    path = tmp_path / name
    with pytest.raises(error) as caught:
        pictures.write_picture(path, CASES[0].puzzle())
    assert str(caught.value).startswith(f"{path}: ")
    assert words in str(caught.value)
    assert [p.name for p in tmp_path.iterdir()] == ["taken.png"]


def test_without_the_extra_png_and_pdf_say_how_to_install_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "resvg_py", None)
    monkeypatch.setitem(sys.modules, "fpdf", None)
    puzzle = CASES[0].puzzle()
    for name in ("a.png", "a.pdf"):
        with pytest.raises(UnsupportedError, match=r"pip install 'loopcp\[pictures\]'") as caught:
            pictures.write_picture(tmp_path / name, puzzle)
        assert str(tmp_path / name) in str(caught.value)
    pictures.write_picture(tmp_path / "a.svg", puzzle)  # SVG needs nothing
    assert [p.name for p in tmp_path.iterdir()] == ["a.svg"]


def test_importing_the_module_loads_no_picture_library() -> None:
    code = "import sys, loopcp.pictures; print(sorted({'fpdf', 'resvg_py', 'PIL'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "[]"


@NEEDS_PNG
@NEEDS_PDF
def test_pictures_and_books_of_solutions_load_no_solver() -> None:
    """The caller finds the solutions; drawing them (SVG, PNG, a PDF book) never loads OR-Tools."""
    code = (
        "import sys, loopcp.pictures as p, loopcp\n"
        "puzzle = loopcp.parse('33\\n')\n"
        "loop = [('h', 0, 0), ('h', 1, 0), ('v', 0, 0), ('v', 0, 2), ('h', 0, 1), ('h', 1, 1)]\n"
        "p.svg(puzzle, loop), p.png(puzzle, loop), p.book_pdf([p.BookItem(puzzle, loop)] * 2)\n"
        "print(sorted(m for m in ('ortools', 'graphillion') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "[]"


def test_an_edge_off_the_board_or_a_bad_size_is_refused() -> None:
    puzzle = CASES[0].puzzle()
    with pytest.raises(UnsupportedError, match="not on the 5 x 5 board"):
        pictures.svg(puzzle, [("h", 9, 9)])
    with pytest.raises(UnsupportedError, match="positive size"):
        pictures.svg(puzzle, size=0)


@NEEDS_PDF
def test_a_board_wider_than_tall_gets_a_landscape_page() -> None:
    wide = Puzzle("slitherlink", 2, 5, ("3....", "....."))
    assert pictures.page_size(wide, "A4") == (297.0, 210.0)
    assert pictures.page_size(CASES[0].puzzle(), "Letter") == (215.9, 279.4)
    loop = search.solve(wide).solutions[0].edges()
    (page,) = pdf_pages(pictures.pdf(wide, loop), scale=2)
    assert page.size[0] > page.size[1]
    assert_probes(page, wide, loop, box_to_pixels(wide, pictures.page_box(wide), 2))


def path_edges(d: str) -> list[Edge]:
    """The unit edges a path of ``M x y``, ``h n`` and ``v n`` commands draws, as the lattice names them."""
    edges: list[Edge] = []
    x = y = 0
    for command, a, b in re.findall(r"([Mhv])(-?\d+)(?: (-?\d+))?", d):
        if command == "M":
            x, y = int(a), int(b)
            continue
        n = int(a)
        for _ in range(abs(n)):
            step = 1 if n > 0 else -1
            if command == "h":
                edges.append(("h", y, min(x, x + step)))
                x += step
            else:
                edges.append(("v", min(y, y + step), x))
                y += step
    return edges


SMALL = Puzzle("slitherlink", 3, 3, ("...",) * 3)


@given(st.sets(st.sampled_from(all_edges(SMALL))))
def test_edges_are_chained_into_paths_that_draw_each_edge_once(edges: set[Edge]) -> None:
    drawn = path_edges(pictures.drawing._segments(edges, 0.0))
    assert sorted(drawn) == sorted(edges)


# --- genres whose loop runs through cells: rooms, cornered numbers, the default PNG size ------------------------


def saved(genre: str) -> tuple[Puzzle, frozenset[Edge]]:
    """A bundled saved puzzle of a genre and its loop."""
    puzzle = load((BUNDLED / "saved" / f"{genre}.txt").read_text())
    return puzzle, search.solve(puzzle).solutions[0].edges()


def quarter(puzzle: Puzzle, edge: Edge) -> tuple[float, float]:
    """A point a quarter of the way along an edge, clear of the room border that its midpoint lies on."""
    x, y = pictures.edge_midpoint(puzzle, edge)
    return (x - 0.25, y) if edge[0] == "h" else (x, y - 0.25)


def test_room_borders_are_dark_and_the_loop_still_reads_at_its_edges_quarter_points() -> None:
    puzzle, loop = saved("countryroad")
    scale = 50  # a border is .06 of a cell: 3 pixels, so the pixel at its middle is all border
    image = grey(pictures.png(puzzle, loop, size=scale))
    for edge in all_edges(puzzle):
        value = image.getpixel(at(puzzle, *quarter(puzzle, edge), scale))
        assert isinstance(value, int) and (value < DARK if edge in loop else value > LIGHT), (edge, value)
    rooms = puzzle.rooms
    borders = [
        ("h", i, j) for i in range(puzzle.rows) for j in range(puzzle.cols - 1) if rooms[i][j] != rooms[i][j + 1]
    ]
    for edge in borders:  # the loop's edge across a border, or not, its midpoint is dark
        value = image.getpixel(at(puzzle, *pictures.edge_midpoint(puzzle, edge), scale))
        assert isinstance(value, int) and value < DARK, (edge, value)
    assert borders


@pytest.mark.parametrize("genre", ["geradeweg", "countryroad", "regionalyajilin"])
def test_a_number_in_a_cell_the_loop_enters_sits_in_its_corner_clear_of_the_loop(genre: str) -> None:
    """Its ink within .06-.40 of the cell across and down: the loop through the centre is .06 either side of .5."""
    puzzle, _ = saved(genre)
    scale = 50
    image = grey(pictures.png(puzzle, size=scale))
    for i, j in cell_numbers(puzzle):
        x0, y0 = at(puzzle, j, i, scale)
        ink = {
            (x - x0, y - y0)
            for x in range(x0 + 4, x0 + 46)
            for y in range(y0 + 4, y0 + 46)
            if image.getpixel((x, y)) < LIGHT
        }  # type: ignore[operator]
        assert ink and all(3 <= x <= 20 and 3 <= y <= 20 for x, y in ink), (i, j, sorted(ink))


def test_a_pngs_default_size_grows_for_a_small_board_and_stays_for_a_large_one() -> None:
    puzzle, loop = saved("countryroad")
    assert Image.open(io.BytesIO(pictures.png(puzzle, loop))).size == (600, 600)  # 5x5: 100 pixels a cell
    assert pictures.png_size(11, 11) == 54  # 10x10: 594 pixels
    assert pictures.png_size(61, 61) == pictures.SIZE  # 60x60: as before, 32 a cell
