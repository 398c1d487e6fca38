"""The four dodecagon builders against the geometry Tatham's own code printed.

Exact equality, order included: a clue string is read face by face, so a
grid that is merely the same shape would put clues on the wrong faces.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from loopcp.loopygrids import dodecagons

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
TYPES = (9, 10, 13, 15)
GOLDEN = sorted(
    [GEOMETRY / f"t{kind}.json" for kind in TYPES]
    + [path for kind in TYPES for path in (GEOMETRY / "sizes").glob(f"t{kind}-[0-9]*x*.json")]
)


def test_builders_cover_the_four_types() -> None:
    assert sorted(dodecagons.DODECAGONS) == list(TYPES)


def test_every_parity_is_covered() -> None:
    """Odd and even widths and heights for each type, so a slip in the odd-row shift cannot hide."""
    for kind in TYPES:
        sizes = {(g["width"], g["height"]) for g in (json.loads(p.read_text()) for p in GOLDEN) if g["type"] == kind}
        assert {(w % 2, h % 2) for w, h in sizes} == {(0, 0), (0, 1), (1, 0), (1, 1)}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_equals_tatham(path: Path) -> None:
    golden = json.loads(path.read_text())
    built = dodecagons.DODECAGONS[golden["type"]](golden["width"], golden["height"])
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])
