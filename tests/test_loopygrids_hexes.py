"""The triangular, honeycomb and kagome builders against the geometry Tatham's own code printed.

Exact equality, order included: a clue string is read face by face, so a
grid that is merely the same shape would put clues on the wrong faces.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from loopcp import loopygrids
from loopcp.loopygrids import hexes

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
TYPES = (1, 2, 14)
GOLDEN = sorted(
    [GEOMETRY / f"t{kind}.json" for kind in TYPES]
    + [path for kind in TYPES for path in (GEOMETRY / "sizes").glob(f"t{kind}-[0-9]*x*.json")]
)
LEGACY = sorted((GEOMETRY / "sizes").glob("t1-legacy-*.json"))


def _same(built: loopygrids.Geometry, path: Path) -> None:
    golden = json.loads(path.read_text())
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])


def test_every_size_is_covered() -> None:
    """Odd and even widths and heights for each type, so a parity slip cannot hide."""
    for kind in TYPES:
        sizes = {(g["width"], g["height"]) for g in (json.loads(p.read_text()) for p in GOLDEN) if g["type"] == kind}
        assert {(w % 2, h % 2) for w, h in sizes} == {(0, 0), (0, 1), (1, 0), (1, 1)}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_grid_equals_his(path: Path) -> None:
    golden = json.loads(path.read_text())
    assert golden["type"] in TYPES
    if golden["type"] == 1:
        assert ":0_" in golden["id"]  # the current description, which BUILDERS[1] builds
    _same(loopygrids.grid(golden["type"], golden["width"], golden["height"]), path)


@pytest.mark.parametrize("path", LEGACY, ids=lambda p: p.stem)
def test_legacy_triangular_equals_his(path: Path) -> None:
    """IDs with no grid description still name the older, eared triangular grid."""
    golden = json.loads(path.read_text())
    assert golden["type"] == 1 and ":0_" not in golden["id"]
    _same(hexes.triangular_legacy(golden["width"], golden["height"]), path)
