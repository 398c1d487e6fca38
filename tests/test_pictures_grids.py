"""Pictures of Loopy's other grids (``pictures.grids``): framed in his coordinates, and read back as pixels.

Probes read one pixel at each edge's midpoint, placed from the SVG's own
viewBox and the PNG's size: loop ink is dark there, an edge off the loop
light.  The golden SVG under tests/data/svg is rewritten by
``LOOPCP_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_pictures_grids.py``.
"""

from __future__ import annotations

import io
import math
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from loopcp import pictures
from loopcp.cpsat.graph import edges_of
from loopcp.errors import UnsupportedError
from loopcp.loopygrids import answers, ids
from loopcp.loopygrids.ids import LoopyPuzzle
from loopcp.pictures import grids

from conftest import DATA

DARK, LIGHT = 100, 150  # luminance, as tests/test_vector.py reads it
CORPUS = DATA / "tatham" / "loopy-grids.tsv"
GOLDEN = DATA / "svg" / "loopy-honeycomb.svg"


def corpus_id(kind: int) -> str:
    """The first game ID of Loopy type ``kind`` in the corpus."""
    for line in CORPUS.read_text().splitlines():
        fields = line.split("\t")
        if fields[0] == f"t{kind}":
            return fields[2]
    raise AssertionError(f"no t{kind} in {CORPUS}")


def solved(kind: int) -> tuple[LoopyPuzzle, frozenset[tuple[int, int]]]:
    """A corpus puzzle of that type and its one loop."""
    puzzle = ids.read(corpus_id(kind))
    (loop,) = answers.solve(puzzle).loops
    return puzzle, loop


def view_box(document: str) -> tuple[float, ...]:
    """The SVG's viewBox, read from its text."""
    box = ET.fromstring(document).get("viewBox")
    assert box is not None
    return tuple(float(v) for v in box.split())


def grey(document: str) -> Any:
    """The SVG rasterised (or a clean skip without the pictures extra), in grey."""
    image_module = pytest.importorskip("PIL.Image")
    pytest.importorskip("resvg_py")
    return image_module.open(io.BytesIO(pictures.rasterise(document))).convert("L")


def pixel_of(document: str, image: Any) -> Any:
    """A map from a point in his coordinates to the pixel of the image that shows it."""
    vx, vy, vw, vh = view_box(document)
    width, height = image.size

    def where(x: float, y: float, tilesize: int) -> tuple[int, int]:
        return int((x / tilesize - vx) * width / vw), int((y / tilesize - vy) * height / vh)

    return where


def test_a_honeycomb_solution_is_drawn_as_its_golden_svg() -> None:
    puzzle, loop = solved(2)
    drawing = grids.grid_svg(puzzle.geometry, puzzle.clues, loop)
    if os.environ.get("LOOPCP_UPDATE_GOLDEN"):
        GOLDEN.write_text(drawing)
    assert drawing == GOLDEN.read_text()


@pytest.mark.parametrize("kind", [2, 12, 13])
def test_the_svg_is_framed_in_his_coordinates_over_the_tilesize(kind: int) -> None:
    puzzle, loop = solved(kind)
    geometry = puzzle.geometry
    document = grids.grid_svg(geometry, puzzle.clues, loop, size=10)
    root = ET.fromstring(document)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    vx, vy, vw, vh = view_box(document)
    xs = [x / geometry.tilesize for x, _ in geometry.dots]
    ys = [y / geometry.tilesize for _, y in geometry.dots]
    margin = 0.5 * grids.edge_length(geometry)
    assert vx == pytest.approx(min(xs) - margin, abs=2e-3)
    assert vy == pytest.approx(min(ys) - margin, abs=2e-3)
    assert vx + vw == pytest.approx(max(xs) + margin, abs=2e-3)
    assert vy + vh == pytest.approx(max(ys) + margin, abs=2e-3)
    assert float(root.get("width", "")) == pytest.approx(vw * 10, abs=1e-2)
    assert float(root.get("height", "")) == pytest.approx(vh * 10, abs=1e-2)
    assert document == grids.grid_svg(geometry, puzzle.clues, loop, size=10)  # deterministic


def test_the_drawing_walks_the_grids_edges_in_the_solvers_order() -> None:
    for kind in (2, 12, 13):
        faces = ids.read(corpus_id(kind)).geometry.faces
        assert grids._edges(faces) == list(edges_of(faces))


@pytest.mark.parametrize(("kind", "size"), [(2, 60), (12, 32), (13, 32)])
def test_png_probes_find_the_loop_on_its_edges_and_nowhere_else(kind: int, size: int) -> None:
    """About 40 pixels an edge: the loop is about 5 pixels wide, a grid line 1."""
    puzzle, loop = solved(kind)
    geometry = puzzle.geometry
    document = grids.grid_svg(geometry, puzzle.clues, loop, size=size)
    image = grey(document)
    where = pixel_of(document, image)
    for a, b in puzzle.edges:
        (xa, ya), (xb, yb) = geometry.dots[a], geometry.dots[b]
        value = image.getpixel(where((xa + xb) / 2, (ya + yb) / 2, geometry.tilesize))
        if (a, b) in loop:
            assert value < DARK, f"t{kind}: no loop ink at edge {(a, b)}: {value}"
        else:
            assert value > LIGHT, f"t{kind}: ink at edge {(a, b)}, off the loop: {value}"


@pytest.mark.parametrize("kind", [2, 12, 13])
def test_a_clue_is_drawn_in_its_face_and_no_other(kind: int) -> None:
    """Dark pixels near a face's centre exactly when it has a clue (the puzzle alone: no loop to cross it)."""
    puzzle = ids.read(corpus_id(kind))
    geometry = puzzle.geometry
    document = grids.grid_svg(geometry, puzzle.clues, size=40)
    image = grey(document)
    where = pixel_of(document, image)
    points = [(x / geometry.tilesize, y / geometry.tilesize) for x, y in geometry.dots]
    for face, clue in zip(geometry.faces, puzzle.clues, strict=True):
        (cx, cy), room = grids.clue_place(points, face)
        x0, y0 = where((cx - room / 2) * geometry.tilesize, (cy - room / 2) * geometry.tilesize, geometry.tilesize)
        x1, y1 = where((cx + room / 2) * geometry.tilesize, (cy + room / 2) * geometry.tilesize, geometry.tilesize)
        inked = sum(1 for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if image.getpixel((x, y)) < DARK)
        assert (inked > 3) == (clue is not None), f"t{kind} face {face} clue {clue}: {inked} dark pixels"


def test_two_digit_clues_are_drawn_as_two_narrow_glyphs() -> None:
    puzzle = ids.read(corpus_id(13))
    assert any(c is not None and c >= 10 for c in puzzle.clues)
    document = grids.grid_svg(puzzle.geometry, puzzle.clues)
    assert 'id="g1s"' in document
    assert document.count("<g transform=") == sum(1 for c in puzzle.clues if c is not None and c >= 10)


def test_a_clue_is_no_taller_than_its_face_has_room_for() -> None:
    geometry = ids.read(corpus_id(13)).geometry
    points = [(x / geometry.tilesize, y / geometry.tilesize) for x, y in geometry.dots]
    rooms = [grids.clue_place(points, face)[1] for face in geometry.faces]
    edge = grids.edge_length(geometry)
    assert min(rooms) == pytest.approx(edge / (2 * math.sqrt(3)), rel=1e-2)  # a triangle's inradius
    assert max(rooms) > edge  # a dodecagon: its clue is capped at the square drawing's height


def test_bad_input_is_refused_by_name() -> None:
    puzzle, loop = solved(2)
    with pytest.raises(UnsupportedError, match="49 faces"):
        grids.grid_svg(puzzle.geometry, puzzle.clues[:-1])
    with pytest.raises(UnsupportedError, match=r"edge \(0, 7\) is not an edge"):
        grids.grid_svg(puzzle.geometry, puzzle.clues, [*loop, (7, 0)])
    with pytest.raises(UnsupportedError, match="positive size"):
        grids.grid_svg(puzzle.geometry, puzzle.clues, size=0)


def test_the_loop_is_one_closed_path_and_reversed_pairs_draw_the_same() -> None:
    puzzle, loop = solved(12)
    document = grids.grid_svg(puzzle.geometry, puzzle.clues, loop)
    d = next(p.get("d", "") for p in ET.fromstring(document).iter() if p.get("class") == "loop")
    assert d.count("M") == 1
    assert d.endswith("Z")
    assert d.count("L") == len(loop) - 1
    assert document == grids.grid_svg(puzzle.geometry, puzzle.clues, {(b, a) for a, b in loop})


def test_importing_it_loads_neither_a_solver_nor_a_picture_library() -> None:
    code = "import sys, loopcp.pictures.grids; print(sorted({'ortools', 'resvg_py', 'PIL'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
