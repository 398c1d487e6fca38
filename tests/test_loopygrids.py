"""Every Loopy grid builder against the geometry Tatham's own code printed (``tests/data/tatham/geometry``).

Exact equality, order included: a clue string is read face by face, so a
grid that is merely the same shape would put clues on the wrong faces.
Each type is checked at 7x7 and at three or more other sizes, odd and even
widths and heights among them; the Penrose types at several patches of
the tiling (their IDs' grid descriptions).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from loopcp import loopygrids
from loopcp.errors import LoopcpError
from loopcp.loopygrids import hexes, penrose

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
SIZES = GEOMETRY / "sizes"
GOLDEN = sorted(GEOMETRY.glob("t*.json")) + sorted(p for p in SIZES.glob("t*.json") if "legacy" not in p.name)
LEGACY = sorted(SIZES.glob("t1-legacy-*.json"))  # triangular IDs without a grid description


def _golden(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def _same(built: loopygrids.Geometry, golden: dict[str, Any]) -> None:
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_each_grid_is_his(path: Path) -> None:
    golden = _golden(path)
    after = golden["id"].split(":", 1)[1]
    description = after.split("_", 1)[0] if "_" in after else None
    if golden["type"] == 1:
        assert description == "0"  # the current triangular grid, which BUILDERS[1] builds
    _same(loopygrids.grid(golden["type"], golden["width"], golden["height"], description), golden)


@pytest.mark.parametrize("path", LEGACY, ids=lambda p: p.stem)
def test_the_older_triangular_grid_is_his(path: Path) -> None:
    """IDs with no grid description still name the older, eared triangular grid."""
    golden = _golden(path)
    _same(hexes.triangular_legacy(golden["width"], golden["height"]), golden)


def test_every_type_is_checked_at_several_sizes() -> None:
    sizes: dict[int, set[tuple[int, int]]] = {}
    for path in GOLDEN:
        golden = _golden(path)
        sizes.setdefault(golden["type"], set()).add((golden["width"], golden["height"]))
    assert sorted(sizes) == list(range(16))
    assert all(len(found) >= 4 for found in sizes.values()), sizes
    for kind in (1, 2, 9, 10, 13, 14, 15):  # the types whose rows alternate: every parity of width and height
        assert {(w % 2, h % 2) for w, h in sizes[kind]} == {(0, 0), (0, 1), (1, 0), (1, 1)}, kind


def test_what_cannot_be_built_says_so() -> None:
    with pytest.raises(LoopcpError, match=r"^Loopy grid type t11 needs the grid description of its game ID$"):
        loopygrids.grid(11, 7, 7)
    with pytest.raises(LoopcpError, match=r"^Loopy grid type t16 is not one of Loopy's types t0 to t15$"):
        loopygrids.grid(16, 7, 7)
    with pytest.raises(LoopcpError, match="Penrose grid description"):
        penrose.PENROSE[11](7, 7, "0")
