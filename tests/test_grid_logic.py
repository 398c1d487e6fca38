"""The Slitherlink rules on every grid of Tatham's Loopy: ``grade_grid`` and ``deduce_grid``.

His grader's label of every corpus ID (``tests/data/tatham/loopy-grids.tsv``,
12 IDs for each type t1 to t15, made at his four levels) is what ours says
with ``max_level="hard"``; the square corpus read as a grid agrees too.
On tiny grids a solved grade ends on the loop CP-SAT finds.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from loopcp.genres.slitherlink.logic import CONTRADICTION, deduce_grid, grade_grid
from loopcp.genres.slitherlink.logic.grids import grid_names, grid_topology
from loopcp.genres.slitherlink.logic.topology import from_geometry
from loopcp.loopygrids import grid, ids
from loopcp.loopygrids.answers import solve
from loopcp.loopygrids.ids import LoopyPuzzle

DATA = Path(__file__).parent / "data" / "tatham"

# IDs that `sgt-loopy --generate 1 'PARAMS#tiny'` made (Debian's sgt-puzzles 20230122), with his grade
TINY = {
    "3x3t1:0_22b1a2c1110b1a1": "hard",
    "3x3t1:0_a0b2d220c21a1": "easy",
    "3x3t2:b534b52": "tricky",
    "3x3t3:32a20a0a1a2b21c1a0": "normal",
    "3x3t6:76b3d7a6a": "tricky",
    "3x3t9:BA2a2c8a2aBAa3a": "hard",
    "3x3t14:c30a3a32c2a03c4b4a": "easy",
    "4x4t12:G1182,1305,216_a22": "hard",
}


def _rows(name: str) -> list[list[str]]:
    return [
        line.rstrip("\n").split("\t") for line in (DATA / name).read_text().splitlines() if not line.startswith("#")
    ]


@cache
def _read(game_id: str) -> LoopyPuzzle:
    return ids.read(game_id)


def test_every_grid_corpus_id_gets_tathams_grade() -> None:
    agree: Counter[str] = Counter()
    total: Counter[str] = Counter()
    wrong = []
    for kind, level, game_id in _rows("loopy-grids.tsv"):
        puzzle = _read(game_id)
        got = grade_grid(puzzle.geometry, puzzle.clues, max_level="hard")
        total[kind] += 1
        agree[kind] += got == level
        if got != level:
            wrong.append((game_id, level, got))
    assert total == {f"t{k}": 12 for k in range(1, 16)}
    assert agree == {f"t{k}": 12 for k in range(1, 16)}, wrong


def test_the_square_corpus_read_as_a_grid_gets_tathams_grade() -> None:
    rows = _rows("loopy-graded.tsv")
    assert len(rows) == 168
    for level, game_id in rows:
        puzzle = _read(game_id)
        assert grade_grid(puzzle.geometry, puzzle.clues, max_level="hard") == level, game_id


@pytest.mark.parametrize(("game_id", "level"), sorted(TINY.items()))
def test_a_tiny_grid_is_solved_to_the_cpsat_loop(game_id: str, level: str) -> None:
    puzzle = _read(game_id)
    assert grade_grid(puzzle.geometry, puzzle.clues, max_level="hard") == level
    assert grade_grid(puzzle.geometry, puzzle.clues) == level  # deep only runs when hard stalls
    found = deduce_grid(puzzle.geometry, puzzle.clues)
    assert found.grade == level
    assert found.contradiction is None
    answer = solve(puzzle)
    assert answer.complete and len(answer.loops) == 1
    loop = answer.loops[0]
    assert found.values == tuple(1 if e in loop else -1 for e in puzzle.edges)
    settled: dict[int, int] = {}
    for step in found.steps:
        for e, value in step.set:
            assert e not in settled
            settled[e] = value
    assert settled == dict(enumerate(found.values))


@pytest.mark.parametrize("game_id", sorted(TINY))
def test_a_hint_is_one_step_that_names_faces_and_edges(game_id: str) -> None:
    puzzle = _read(game_id)
    hint = deduce_grid(puzzle.geometry, puzzle.clues, limit_steps=1)
    assert len(hint.steps) == 1
    assert hint.grade == "unsolved"
    step = hint.steps[0]
    words = grid_names(puzzle.geometry, puzzle.clues)
    assert len(step.set) <= 4 and all(words.edges[e] in step.text for e, _ in step.set)
    assert all(words.faces[f][1:] in step.text for f in step.faces)  # "The 3 ...": a capital at the start
    assert "face 1" not in step.text and "(" not in step.text  # no face numbers or coordinates the picture lacks
    assert sum(v != 0 for v in hint.values) == len(step.set)
    full = deduce_grid(puzzle.geometry, puzzle.clues)
    assert full.steps[0] == step


def test_the_first_step_says_where_it_is() -> None:
    puzzle = _read("3x3t1:0_22b1a2c1110b1a1")
    step = deduce_grid(puzzle.geometry, puzzle.clues, limit_steps=1).steps[0]
    assert step.rule == "face-full"
    assert step.level == "easy"
    assert step.faces == (13,)
    assert step.set == ((19, -1), (22, -1), (25, -1))
    assert step.text == (
        "The 0 already has all its lines, so the top-left side of the 0, the side between the 1 at the right and "
        "the 0 and the side between the 0 and the 1 at the bottom right are crosses."
    )


@pytest.mark.parametrize("game_id", sorted(TINY))
def test_every_face_point_and_edge_has_its_own_name(game_id: str) -> None:
    puzzle = _read(game_id)
    words = grid_names(puzzle.geometry, puzzle.clues)
    geometry = puzzle.geometry
    assert (len(words.faces), len(words.dots)) == (len(geometry.faces), len(geometry.dots))
    for kind in (words.faces, words.dots, words.edges):
        assert len(set(kind)) == len(kind), Counter(kind).most_common(2)


def test_names_say_what_the_picture_shows() -> None:
    puzzle = _read("3x3t1:0_22b1a2c1110b1a1")  # a honeycomb with three 2s, four 1s and one 0
    words = grid_names(puzzle.geometry, puzzle.clues)
    assert words.faces[13] == "the 0"
    assert sorted(n for n in words.faces if n.startswith("the 2")) == [
        "the 2 at the top",
        "the 2 at the top left",
        "the 2 at the top right",
    ]
    assert words.dots[puzzle.geometry.dots.index((120, 26))] == "the top-right corner of the 1 at the right"
    blank = [n for n in words.faces if "blank" in n]
    assert blank and all(n.startswith("the blank face ") for n in blank)


def test_known_edges_are_the_start() -> None:
    puzzle = _read("3x3t2:b534b52")
    solved = deduce_grid(puzzle.geometry, puzzle.clues).values
    known = dict(enumerate(solved))
    again = deduce_grid(puzzle.geometry, puzzle.clues, known=known)
    assert (again.grade, again.steps, again.values) == ("easy", (), solved)
    half = {e: v for e, v in known.items() if e % 2}
    helped = deduce_grid(puzzle.geometry, puzzle.clues, known=half)
    assert helped.values == solved
    assert all(e not in half for step in helped.steps for e, _ in step.set)
    line = next(e for e, v in known.items() if v == 1)
    broken = deduce_grid(puzzle.geometry, puzzle.clues, known={line: -1})
    assert broken.grade == CONTRADICTION
    assert broken.contradiction
    with pytest.raises(ValueError, match="known edge"):
        deduce_grid(puzzle.geometry, puzzle.clues, known={line: 2})


def test_a_clue_list_must_fit_the_grid() -> None:
    puzzle = _read("3x3t2:b534b52")
    with pytest.raises(ValueError, match="clues"):
        grade_grid(puzzle.geometry, puzzle.clues[:-1])


@pytest.mark.parametrize(
    ("kind", "width", "height"), [(0, 3, 2), (1, 3, 3), (2, 3, 3), (3, 3, 3), (9, 3, 3), (14, 3, 3)]
)
def test_the_tables_of_a_grid_hang_together(kind: int, width: int, height: int) -> None:
    geometry = grid(kind, width, height)
    topo = from_geometry(geometry)
    assert grid_topology(geometry) == topo
    nf = topo.n_faces
    assert nf == len(geometry.faces)
    for f, face in enumerate(geometry.faces):
        n = len(face)
        assert len(topo.face_edges[f]) == len(topo.face_dlines[f]) == n
        for k in range(n):
            assert topo.edge_between[face[k], face[(k + 1) % n]] == topo.face_edges[f][k]
            dl = topo.face_dlines[f][k]
            assert topo.dline_dot[dl] == face[(k + 1) % n]
            assert topo.dline_face[dl] == f
            assert set(topo.dline_edges[dl]) == {topo.face_edges[f][k], topo.face_edges[f][(k + 1) % n]}
    for d, edges in enumerate(topo.dot_edges):
        x, y = geometry.dots[d]
        angles = []
        for e in edges:
            a, b = topo.edge_dots[e]
            ox, oy = geometry.dots[b if a == d else a]
            angles.append(math.atan2(oy - y, ox - x))
        assert angles == sorted(angles)
        dls = topo.dot_dlines[d]
        assert [topo.dline_edges[k] for k in dls] == [
            (edges[i], edges[(i + 1) % len(edges)]) for i in range(len(edges))
        ]
        outside = [k for k in dls if topo.dline_face[k] == nf]
        inner = len(edges) - len(outside)
        assert inner == len(topo.dot_faces[d])
        assert all(
            len(set(topo.dline_edges[k]) & set(topo.dline_edges[o])) == 0 for k in dls for o in topo.dline_apart[k]
        )
        assert all(len(topo.dline_apart[k]) == max(0, len(edges) - 3) for k in dls)
    # the outside meets the grid along one cycle: as many of its corners as edges on the border
    border = sum(nf in faces for faces in topo.edge_faces)
    assert border == sum(topo.dline_face[k] == nf for k in range(len(topo.dline_dot))) > 0
