"""Loopy's snub-square, Cairo and octagonal grids (t3, t4, t6) match the geometry his own code printed.

Exact equality matters: a game ID's clues follow his face order, and a dot's index is its place in his list, so
a grid that is merely the same shape would still misread every ID.  Several sizes are checked, odd and even in
each direction, because the chequerboard tilts of t3 and t4 depend on parity.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from loopcp.loopygrids import tilings

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
GOLDEN = sorted(
    [GEOMETRY / f"t{kind}.json" for kind in tilings.TILINGS]
    + [path for kind in tilings.TILINGS for path in (GEOMETRY / "sizes").glob(f"t{kind}-*.json")]
)


def test_every_type_has_extra_sizes() -> None:
    for kind in tilings.TILINGS:
        assert len(list((GEOMETRY / "sizes").glob(f"t{kind}-*.json"))) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=lambda path: path.stem)
def test_builder_equals_his_grid(path: Path) -> None:
    with path.open() as handle:
        golden: dict[str, Any] = json.load(handle)
    built = tilings.TILINGS[golden["type"]](golden["width"], golden["height"])
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])
