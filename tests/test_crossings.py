"""The loop that crosses itself (``Lattice.crossings``): the CP-SAT core, the verifier's walk, and the engines' routes.

The core (``cpsat/crossings.py``) must find exactly the single loops that
brute force finds among every even set of edges (a crossing is a point of
four edges, walked straight on), each once: two circuit nodes at a
crossing and the first point's eastward arc make one assignment a loop.
"""

from __future__ import annotations

import pytest

import loopcp
from genre_data import pzprjs
from loopcp import formats
from loopcp.cpsat import LoopModel
from loopcp.decided import decided
from loopcp.errors import LoopcpError
from loopcp.formats import knuth, pzprv3
from loopcp.genres.base import Linear
from loopcp.grid import Lattice, edge_ends
from loopcp.puzzle import Solution
from loopcp.sat.loops import SatLoops
from loopcp.verify import loop_problems

from bruteforce import boundary, even_sets

LATTICES = [
    (3, 3, {(1, 1)}),
    (3, 4, {(1, 1), (1, 2)}),
    (4, 3, {(1, 1), (2, 1)}),
    (3, 4, {(1, 1)}),
    (4, 4, {(1, 1), (1, 2), (2, 1), (2, 2)}),
    (4, 4, {(1, 2), (2, 1)}),
    (3, 5, {(0, 0), (1, 1), (1, 3), (2, 4)}),  # points on the border cannot cross (fewer than four edges)
]


def _single_loops(lattice: Lattice) -> set[frozenset[tuple[str, int, int]]]:
    """Every even edge set that the verifier finds one loop, crossing only where the lattice lets it."""
    out = set()
    for edges in even_sets(lattice.rows, lattice.cols):
        solution = Solution.from_edges(lattice.rows, lattice.cols, edges)
        if edges and not loop_problems(lattice.rows, lattice.cols, solution, crossings=lattice.crossings):
            out.add(edges)
    return out


@pytest.mark.parametrize(("rows", "cols", "crossings"), LATTICES)
def test_the_core_finds_exactly_the_crossing_loops_brute_force_finds(
    rows: int, cols: int, crossings: set[tuple[int, int]]
) -> None:
    lattice = Lattice(rows, cols, frozenset(crossings))
    every = _single_loops(lattice)
    found = LoopModel(lattice, []).search(limit=None)
    assert (found.count, found.complete) == (len(every), True)  # one assignment a loop: none found twice
    assert set(found.solutions) == every


@pytest.mark.parametrize(("rows", "cols", "crossings"), LATTICES)
def test_the_sat_cuts_remove_no_crossing_loop(rows: int, cols: int, crossings: set[tuple[int, int]]) -> None:
    """The SAT engine's passes and cuts (``sat.crossing``) find every crossing loop, each once."""
    lattice = Lattice(rows, cols, frozenset(crossings))
    model = SatLoops(lattice, [])
    found: list[frozenset[tuple[str, int, int]]] = []
    try:
        while (loop := model.probe(())[0]) is not None:
            found.append(loop)
            model.forbid(loop)
    finally:
        model.close()
    assert len(found) == len(set(found))
    assert set(found) == _single_loops(lattice)


def test_crossings_add_loops_to_the_simple_ones() -> None:
    plain, crossing = Lattice(4, 4), Lattice(4, 4, frozenset({(1, 1), (1, 2), (2, 1), (2, 2)}))
    simple = LoopModel(plain, []).search(limit=None).count
    assert simple < LoopModel(crossing, []).search(limit=None).count == len(_single_loops(crossing))


def test_forbidding_a_crossing_loop_keeps_the_loops_inside_it() -> None:
    """A figure eight holds every edge of no other loop, but a simple loop may hold all of its; both stay."""
    lattice = Lattice(3, 3, frozenset({(1, 1)}))
    every = LoopModel(lattice, []).search(limit=None).solutions
    for loop in every:
        model = LoopModel(lattice, [])
        model.forbid(loop)
        assert set(model.search(limit=None).solutions) == set(every) - {loop}


def test_a_point_term_is_the_point_off_the_loop() -> None:
    lattice = Lattice(4, 4, frozenset({(1, 1), (1, 2), (2, 1), (2, 2)}))
    every_point = [Linear.count([("o", i, j)], 0) for i, j in lattice.points()]
    found = LoopModel(lattice, every_point).search(limit=None).solutions
    full = {loop for loop in _single_loops(lattice) if len({p for e in loop for p in edge_ends(e)}) == 16}
    assert set(found) == full and len(full) == 11  # six simple loops through all 16 points, five that cross


def test_the_verifier_walks_straight_through_a_crossing() -> None:
    eight = Solution.from_edges(3, 3, boundary(2, 2, {(0, 0), (1, 1)}))  # two squares that meet at (1, 1)
    assert loop_problems(3, 3, eight, crossings={(1, 1)}) == []
    assert loop_problems(3, 3, eight) == ["cell r2c2 has 4 loop edges, not 0 or 2"]


def test_two_loops_that_cross_are_two_loops() -> None:
    """A tall and a wide rectangle that cross four times: every point has two or four edges, and one is walked."""
    edges = boundary(3, 3, {(0, 1), (1, 1), (2, 1)}) | boundary(3, 3, {(1, 0), (1, 1), (1, 2)})
    crossings = {(1, 1), (1, 2), (2, 1), (2, 2)}
    assert loop_problems(4, 4, Solution.from_edges(4, 4, edges), crossings=crossings) == [
        "the edges form more than one loop: the one through cell r1c2 runs 8 of the 16 loop edges"
    ]


PUZZLE = ".9..\n...3\n....\n..-.\n"


def test_both_engines_solve_a_crossing_genre_alike() -> None:
    puzzle = knuth.parse(PUZZLE, "<test>", "pipelink")
    sat, cpsat = loopcp.solve(puzzle), loopcp.solve(puzzle, engine="cpsat")
    assert (sat.engine, cpsat.engine) == ("sat", "cpsat")
    assert (sat.status, sat.solutions) == (cpsat.status, cpsat.solutions)
    assert sat.status.value == "unique"


def test_a_count_asked_of_the_diagram_is_an_enumeration_with_a_note() -> None:
    result = loopcp.count(knuth.parse("....\n....\n....\n....\n", "<test>", "pipelink"), engine="zdd")
    assert (result.count, result.engine) == (11, "cpsat")
    assert result.notes == (
        "the decision diagram counts loops that never cross themselves, and pipelink's may: counted by enumeration",
    )


def test_decided_on_a_crossing_genre_is_the_same_on_both_engines() -> None:

    puzzle = knuth.parse(".....\n.....\n..+..\n.....\n", "<test>", "pipelink")
    sat, cpsat = decided(puzzle, engine="sat"), decided(puzzle, engine="cpsat")
    assert (sat.status, sat.position) == (cpsat.status, cpsat.position)
    assert sat.status.value == "multiple"


def test_pipelink_returns_circles_are_refused_by_name() -> None:
    """Pipelink Returns (pzprjs ``pipelinkr``) is another genre: its circles in a Pipelink URL or file say so."""

    saved = "pzprv3\npipelink\n2\n2\npipe\no .\n. .\n0\n0\n0 0\n"
    for text, source in (("https://puzz.link/p?pipelink/5/5/ma0j2j0fm", "<url>"), (saved, "<file>")):
        with pytest.raises(LoopcpError, match=r"a circle of Pipelink Returns \(pipelinkr\)"):
            formats.load(text, source, genre="pipelink")


@pytest.mark.parametrize(
    ("genre", "url"),
    [
        ("pipelink", "https://puzz.link/p?pipelink/5/5/mamejan"),
        ("barns", "https://puzz.link/p?barns/5/5/06ec080000100"),
    ],
)
def test_the_editors_url_is_unique_and_its_answer_is_pzprjss(genre: str, url: str) -> None:
    """pzprjs's test URL solves to one loop, the very lines of the board its test script finds correct."""

    puzzle = formats.load(url, "<url>")
    result = loopcp.solve(puzzle)
    (correct,) = [board for verdict, board in pzprjs(genre)["failcheck"] if verdict is None]
    answer = pzprv3.answer(correct, "<pzprjs>", puzzle)
    assert answer is not None
    assert (result.status.value, result.solutions[0].edges()) == ("unique", answer.edges())
