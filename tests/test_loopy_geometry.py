"""Golden geometry of Tatham's Loopy grids (tests/data/tatham/geometry): the committed files are self-consistent.

The files were made once with his own grid code (make-geometry.sh); these checks read only the JSON, so they need no
compiler. They guard the data that Issue 24's grid builders will be compared with.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest

from conftest import DATA

GEOMETRY = DATA / "tatham" / "geometry"
TYPES = range(16)


def clue_count(game_id: str) -> int:
    """The number of faces an ID's clue string covers: a digit or capital is one clue, a..z are 1..26 blank faces."""
    desc = game_id.split(":", 1)[1]
    desc = desc.split("_", 1)[1] if "_" in desc else desc
    count = 0
    for char in desc:
        if char.isdigit() or "A" <= char <= "Z":
            count += 1
        elif "a" <= char <= "z":
            count += ord(char) - ord("a") + 1
        else:
            raise ValueError(f"unexpected {char!r} in {game_id}")
    return count


def load(grid_type: int) -> dict[str, Any]:
    with (GEOMETRY / f"t{grid_type}.json").open() as handle:
        data: dict[str, Any] = json.load(handle)
    return data


def first_easy_ids() -> dict[int, str]:
    ids: dict[int, str] = {}
    for line in (DATA / "tatham" / "loopy-grids.tsv").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, level, game_id = line.split("\t")
        if level == "easy":
            ids.setdefault(int(name[1:]), game_id)
    return ids


@pytest.mark.parametrize("grid_type", TYPES)
def test_geometry_is_consistent(grid_type: int) -> None:
    data = load(grid_type)
    game_id = data["id"]
    match = re.fullmatch(r"(\d+)x(\d+)t(\d+):.*", game_id)
    assert match is not None
    assert (data["width"], data["height"], data["type"]) == tuple(int(g) for g in match.groups())
    assert data["type"] == grid_type
    assert data["tilesize"] > 0

    dots, faces = data["dots"], data["faces"]
    assert len(faces) == clue_count(game_id)
    assert all(len(dot) == 2 and all(isinstance(c, int) for c in dot) for dot in dots)
    assert len({tuple(dot) for dot in dots}) == len(dots)

    edges: Counter[frozenset[int]] = Counter()
    for face in faces:
        assert len(face) >= 3
        assert len(set(face)) == len(face)
        assert all(0 <= dot < len(dots) for dot in face)
        for a, b in zip(face, face[1:] + face[:1], strict=True):
            edges[frozenset((a, b))] += 1
    assert max(edges.values()) <= 2
    assert {dot for face in faces for dot in face} == set(range(len(dots)))
    # A patch of polygons with no holes: dots - edges + faces = 1.
    assert len(dots) - len(edges) + len(faces) == 1


def test_ids_come_from_the_corpus() -> None:
    easy = first_easy_ids()
    assert sorted(easy) == list(range(1, 16))
    for grid_type, game_id in easy.items():
        assert load(grid_type)["id"] == game_id
    graded = (DATA / "tatham" / "loopy-graded.tsv").read_text().splitlines()
    first = next(line for line in graded if line.strip() and not line.startswith("#"))
    assert load(0)["id"] == first.split("\t")[1]
