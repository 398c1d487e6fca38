"""The directed loop (``genres.directed``, ``cpsat.arcs``): arcs against brute force on tiny boards.

A loop has exactly two orientations and a path from a pair's first point
one; clues over arcs pick among them.  Each property compares the CP-SAT
model with every loop (``bruteforce.loops``) or every set of edges
(``bruteforce.edge_sets``) whose orientations, walked in plain Python,
keep random clues over arcs; and the rules that tie arcs to edges
(``directed.links``) with the orientations they must allow, no more.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from loopcp.cpsat import LoopModel
from loopcp.genres.base import Linear, Term
from loopcp.genres.directed import ARCS, along, arc, ends, links, other_way, ring, steps, walk
from loopcp.grid import Edge, Lattice, Point, edge_ends
from loopcp.puzzle import Solution

from bruteforce import edge_sets, loops


def arcs_of(order: list[Point], *, closed: bool) -> frozenset[Term]:
    """The arcs an order of points runs along."""
    return frozenset(arc(a, b) for a, b in steps(order, closed=closed))


def orientations(rows: int, cols: int, loop: frozenset[Edge]) -> list[frozenset[Term]]:
    """A loop's two orientations, as sets of arcs."""
    order = ring(Solution.from_edges(rows, cols, loop))
    return [arcs_of(order, closed=True), arcs_of(other_way(order), closed=True)]


def holds(constraints: list[Linear], on: frozenset[Term]) -> bool:
    """Whether every constraint holds with exactly the terms ``on`` at 1."""
    return all(c.lo <= sum(k for t, k in c.terms if t in on) <= c.hi for c in constraints)


def every_arc(rows: int, cols: int) -> list[Term]:
    """Every arc term of a lattice, and some just off it (which count as 0)."""
    return [(kind, i, j) for kind in ARCS for i in range(-1, rows + 1) for j in range(-1, cols + 1)]


@st.composite
def arc_clues(draw: st.DrawFn, rows: int, cols: int) -> list[Linear]:
    """A few random counts over arcs (some off the lattice), each between random bounds."""
    clues = []
    for _ in range(draw(st.integers(1, 3))):
        terms = draw(st.lists(st.sampled_from(every_arc(rows, cols)), min_size=1, max_size=4, unique=True))
        lo = draw(st.integers(0, len(terms)))
        hi = draw(st.integers(lo, len(terms)))
        clues.append(Linear.count(terms, lo, hi))
    return clues


@st.composite
def directed_loops(draw: st.DrawFn) -> tuple[int, int, list[Linear]]:
    """A lattice of 2 x 2 to 4 x 4 points and random clues over its arcs."""
    rows, cols = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    return rows, cols, draw(arc_clues(rows, cols))


@settings(max_examples=60, deadline=None)
@given(directed_loops())
def test_the_loop_model_finds_the_loops_with_an_orientation_that_keeps_the_clues(
    case: tuple[int, int, list[Linear]],
) -> None:
    rows, cols, clues = case
    expected = {
        loop for loop in loops(rows - 1, cols - 1) if any(holds(clues, way) for way in orientations(rows, cols, loop))
    }
    outcome = LoopModel(Lattice(rows, cols), clues).search(limit=None)
    assert outcome.complete
    assert set(outcome.solutions) == expected
    assert outcome.count == len(expected)  # a loop that both orientations solve counts once


@st.composite
def directed_paths(draw: st.DrawFn) -> tuple[int, int, tuple[Point, Point], list[Linear]]:
    """A lattice of up to 3 x 4 points, a pair of distinct points, and random clues over its arcs."""
    rows, cols = draw(st.integers(1, 3)), draw(st.integers(2, 4))
    points = [(i, j) for i in range(rows) for j in range(cols)]
    first, last = draw(st.lists(st.sampled_from(points), min_size=2, max_size=2, unique=True))
    return rows, cols, (first, last), draw(arc_clues(rows, cols))


def single_path(rows: int, cols: int, edges: frozenset[Edge], first: Point, last: Point) -> list[Point] | None:
    """The points of ``edges`` in order from ``first``, if the edges are one path from ``first`` to ``last``."""
    order = walk(Solution.from_edges(rows, cols, edges), first)
    used = {p for e in edges for p in edge_ends(e)}
    if order[-1] != last or len(order) != len(used) or len(order) != len(edges) + 1:
        return None
    return order


@settings(max_examples=60, deadline=None)
@given(directed_paths())
def test_the_path_model_runs_each_path_from_its_first_point(
    case: tuple[int, int, tuple[Point, Point], list[Linear]],
) -> None:
    rows, cols, pair, clues = case
    expected = set()
    for edges in edge_sets(rows, cols):
        order = single_path(rows, cols, edges, *pair)
        if order is not None and holds(clues, arcs_of(order, closed=False)):
            expected.add(edges)
    outcome = LoopModel(Lattice(rows, cols), clues, paths=[pair]).search(limit=None)
    assert outcome.complete
    assert set(outcome.solutions) == expected
    assert outcome.count == len(expected)


def assignments(edges: frozenset[Edge]) -> list[frozenset[Term]]:
    """Every way to give each edge of a set one of its two arcs."""
    return [frozenset(choice) for choice in itertools.product(*(along(e) for e in sorted(edges)))]


def test_the_links_allow_exactly_the_two_orientations_of_each_loop() -> None:
    for rows, cols in ((2, 2), (2, 3), (3, 3), (3, 4)):
        tied = links(Lattice(rows, cols))
        for loop in loops(rows - 1, cols - 1):
            edges = frozenset(loop)
            allowed = {way for way in assignments(edges) if holds(tied, way | edges)}
            assert allowed == set(orientations(rows, cols, loop)), (rows, cols, sorted(loop))


def test_the_links_allow_a_path_only_from_its_first_point_to_its_last() -> None:
    rows, cols = 3, 3
    pair = ((0, 0), (2, 1))
    tied = links(Lattice(rows, cols), [pair])
    paths = 0
    for edges in edge_sets(rows, cols):
        order = single_path(rows, cols, edges, *pair)
        if order is None:
            continue
        paths += 1
        allowed = {way for way in assignments(edges) if holds(tied, way | edges)}
        assert allowed == {arcs_of(order, closed=False)}
    assert paths > 5


def test_an_edge_off_carries_no_arc_and_an_arc_names_its_ends() -> None:
    tied = links(Lattice(2, 2))
    assert not holds(tied, frozenset({arc((0, 0), (0, 1))}))  # an arc without its edge
    assert ends(("n", 2, 3)) == ((2, 3), (1, 3))
    assert along(("v", 1, 2)) == (("s", 1, 2), ("n", 2, 2))
    assert [arc((1, 1), p) for p in ((1, 2), (1, 0), (2, 1), (0, 1))] == [
        ("e", 1, 1),
        ("w", 1, 1),
        ("s", 1, 1),
        ("n", 1, 1),
    ]


def test_a_switched_group_that_first_names_arcs_gets_them_tied() -> None:
    lattice = Lattice(3, 3)
    model = LoopModel(lattice, [])
    east = model.add_switch([Linear.count([arc((0, 0), (0, 1))], 1)])
    west = model.add_switch([Linear.count([arc((0, 1), (0, 0))], 1)])
    assert model.probe([east]).loop is not None
    assert model.probe([east, west]).loop is None  # one edge cannot run both ways
    assert model.search(limit=None).count == 13  # the switches off: every loop once


def test_a_ring_and_its_other_way_are_the_two_orientations() -> None:
    loop = next(loop for loop in loops(2, 3) if len(loop) == 10)
    solution = Solution.from_edges(3, 4, loop)
    order = ring(solution)
    assert order[0] == (0, 0) and order[1] == (0, 1)  # toward the smaller neighbour
    back = other_way(order)
    assert back[0] == (0, 0) and back[1] == (1, 0)
    assert arcs_of(back, closed=True) == {arc(b, a) for a, b in steps(order, closed=True)}
