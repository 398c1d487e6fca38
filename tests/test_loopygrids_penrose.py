"""The Penrose builders (t11 kite/dart, t12 rhombs) against the geometry Tatham's own code printed.

Exact equality, order included: a clue string is read face by face, so a
patch that is merely the same shape would put clues on the wrong faces.
Each golden ID carries its own patch description, so several seeds and
sizes cover different angles, offsets and amounts of trimming.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from loopcp.errors import LoopcpError
from loopcp.loopygrids import penrose

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
TYPES = (11, 12)
GOLDEN = sorted(
    [GEOMETRY / f"t{kind}.json" for kind in TYPES]
    + [path for kind in TYPES for path in (GEOMETRY / "sizes").glob(f"t{kind}-*.json")]
)


def _description(game_id: str) -> str:
    """The grid description: the part of the ID between ``:`` and ``_``."""
    return game_id.split(":", 1)[1].split("_", 1)[0]


def test_every_type_has_extra_sizes() -> None:
    """Odd and even widths and heights for each type, so one lucky patch cannot pass alone."""
    for kind in TYPES:
        sizes = {(g["width"], g["height"]) for g in (json.loads(p.read_text()) for p in GOLDEN) if g["type"] == kind}
        assert {(w % 2, h % 2) for w, h in sizes} == {(0, 0), (0, 1), (1, 0), (1, 1)}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_grid_equals_his(path: Path) -> None:
    golden = json.loads(path.read_text())
    assert golden["type"] in TYPES
    built = penrose.PENROSE[golden["type"]](golden["width"], golden["height"], _description(golden["id"]))
    assert built.tilesize == golden["tilesize"]
    assert built.dots == tuple(tuple(dot) for dot in golden["dots"])
    assert built.faces == tuple(tuple(face) for face in golden["faces"])


def test_malformed_description_is_refused() -> None:
    with pytest.raises(LoopcpError, match="Penrose grid description"):
        penrose.PENROSE[11](7, 7, "0")
