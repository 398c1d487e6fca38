"""Loopy's square, great-hexagonal, kites and floret grids (t0, t5, t7, t8) match the geometry his own code printed.

Exact equality matters: a game ID's clues follow his face order, and a dot's index is its place in his list, so
a grid that is merely the same shape would still misread every ID.  Several sizes are checked, odd and even in
each direction, because t5 and t8 shift odd columns, t7 shifts odd rows, and t8 drops cells on its last row.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from loopcp.loopygrids import polygons

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
GOLDEN = sorted(
    [GEOMETRY / f"t{kind}.json" for kind in polygons.POLYGONS]
    + [path for kind in polygons.POLYGONS for path in (GEOMETRY / "sizes").glob(f"t{kind}-*.json")]
)


def test_every_type_has_extra_sizes() -> None:
    for kind in polygons.POLYGONS:
        assert len(list((GEOMETRY / "sizes").glob(f"t{kind}-*.json"))) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda path: path.stem)
def test_builder_equals_his_grid(path: Path) -> None:
    with path.open() as handle:
        golden: dict[str, Any] = json.load(handle)
    built = polygons.POLYGONS[golden["type"]](golden["width"], golden["height"])
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])
