"""``pictures.board``: loopcp's picture with a target for every edge, cell and face, named as the contract says."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from conformance.registry import TABLES
from conformance.table import Table
from loopcp import formats, pictures, setting
from loopcp.genres import get_genre
from loopcp.grid import GRID_NAMES
from loopcp.logic.grids import blank
from loopcp.pictures.board import board_svg, edge_name

SVG = "{http://www.w3.org/2000/svg}"


def targets(document: str, attribute: str) -> list[ET.Element]:
    root = ET.fromstring(document)
    return [e for e in root.iter() if attribute in e.attrib]


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.genre)
def test_every_edge_and_cell_of_every_genre_has_a_target(table: Table) -> None:
    puzzle = formats.load(table.drawn, genre=table.genre)
    document = board_svg(puzzle)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    edges = targets(document, "data-edge")
    assert [e.attrib["data-edge"] for e in edges] == [edge_name(e) for e in lattice.edges()]
    assert all(e.find(f"{SVG}polygon").attrib["class"] == "hit" for e in edges)
    cells = targets(document, "data-cell")
    assert [c.attrib["data-cell"] for c in cells] == [
        f"{i},{j}" for i in range(puzzle.rows) for j in range(puzzle.cols)
    ]
    assert all(e.attrib["data-state"] == "" for e in edges + cells)
    # loopcp's own picture is underneath, whole: the page's board is the picture plus the targets
    plain = pictures.svg(puzzle, size=40)
    for element in re.findall(r"<(?:path|circle|use) [^>]*>", plain):
        assert element in document


@pytest.mark.parametrize("grid", GRID_NAMES[1:])
def test_every_edge_and_face_of_every_loopy_grid_has_a_target(grid: str) -> None:
    puzzle = setting.blank("slitherlink", 3, 3, grid)
    document = board_svg(puzzle)
    dots = blank(puzzle).dots
    names = [e.attrib["data-edge"] for e in targets(document, "data-edge")]
    assert names == [f"{x1},{y1},{x2},{y2}" for (x1, y1), (x2, y2) in dots]
    assert [f.attrib["data-face"] for f in targets(document, "data-face")] == [
        str(k) for k in range(len(setting.sides(puzzle)))
    ]
    sides = [e.attrib["data-sides"].split() for e in targets(document, "data-edge")]
    assert all(len(pair) == 2 and pair[0] != pair[1] for pair in sides)
    assert any("out" in pair for pair in sides)


def test_a_targets_diamond_is_wide_where_a_line_is_not() -> None:
    document = board_svg(formats.load("33\n"))
    (top,) = [e for e in targets(document, "data-edge") if e.attrib["data-edge"] == "h,0,0"]
    points = [tuple(map(float, p.split(","))) for p in top.find(f"{SVG}polygon").attrib["points"].split()]
    assert points == [(0.0, 0.0), (0.5, -0.3), (1.0, 0.0), (0.5, 0.3)]
    assert top.attrib["data-sides"] == "out 0,0"
    masyu = board_svg(formats.load("https://puzz.link/p?mashu/2/2/f0"))
    (h,) = [e for e in targets(masyu, "data-edge") if e.attrib["data-edge"] == "h,0,0"]
    tips = [tuple(map(float, p.split(","))) for p in h.find(f"{SVG}polygon").attrib["points"].split()]
    assert tips[0] == (0.7, 0.5) and tips[2] == (1.3, 0.5)  # the cells' centres are left to the cells
