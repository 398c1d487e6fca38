"""The generic engine's rules of a path's order (``logic.order``) and of a path that must not finish early.

Hypothesis tests against brute force: on tiny Kaisu boards, a position is
drawn from one path through every cell (some of its lines, crosses, ways
and orders known), and whatever the rule sets must agree with *every* path
from S to G through every cell that keeps that position, circles or none
(the order does not depend on them); and it never finds a contradiction
in a position that a path keeps.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.cases.kaisu import boards
from conformance.table import brute_force
from loopcp import logic
from loopcp.generation import Options, generate
from loopcp.genres.base import BEFORE, Term
from loopcp.genres.directed import arc
from loopcp.grid import Cell, Edge, edge_ends
from loopcp.logic.network import Network
from loopcp.logic.order import order
from loopcp.puzzle import Puzzle

EDITOR = "https://puzz.link/p?kaisu/4/4/11414i003gj20000031"  # pzprjs's example (the conformance table's URL)


def _walk(path: frozenset[Edge], start: Cell) -> list[Cell]:
    """The cells of a path from its start, in order (written here, apart from the engine's code)."""
    near: dict[Cell, list[Cell]] = {}
    for e in path:
        a, b = edge_ends(e)
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    out = [start]
    while len(out) == 1 or len(near.get(out[-1], [])) == 2:
        step = [c for c in near.get(out[-1], []) if c not in out]
        if not step:
            break
        out.append(step[0])
    return out


def _truth(net: Network, path: frozenset[Edge], start: Cell) -> dict[Term, int]:
    """Every edge's, point's, arc's and order term's value in one answer."""
    walked = _walk(path, start)
    place = {c: k for k, c in enumerate(walked)}
    cols = net.lattice.cols
    out: dict[Term, int] = {e: int(e in path) for e in net.edges}
    out.update({t: 0 for t, _ in net.offs})
    forward = {arc(a, b) for a, b in itertools.pairwise(walked)}
    out.update({t: int(t in forward) for t, _, _ in net.arcs})
    for t, p, q in net.befores:
        out[t] = int(place[divmod(p, cols)] < place[divmod(q, cols)])
    return out


def _plain(puzzle: Puzzle) -> Puzzle:
    """The board without its circles: its answers are every path from S to G through every cell."""
    tokens = [[t.removesuffix("o") or "." for t in row] for row in puzzle.tokens]
    return Puzzle.of(puzzle.genre, tokens, puzzle.rooms)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_the_order_and_early_end_rules_set_only_what_every_path_keeping_the_position_shares(
    data: st.DataObject,
) -> None:
    puzzle = data.draw(boards())
    net = Network(puzzle)
    paths = sorted(brute_force(_plain(puzzle)), key=sorted)
    if not paths:
        return
    start = next((i, j) for i, row in enumerate(puzzle.tokens) for j, t in enumerate(row) if t.startswith("S"))
    truths = [_truth(net, p, start) for p in paths]
    mine = truths[data.draw(st.integers(0, len(truths) - 1))]
    known = [t for t in mine if t[0] in ("h", "v", "o") or (t[0] == BEFORE) or t in {a for a, _, _ in net.arcs}]
    chosen = data.draw(st.lists(st.sampled_from(sorted(known)), unique=True)) if known else []
    values = {t: mine[t] for t in chosen}
    keeping = [truth for truth in truths if all(truth[t] == v for t, v in values.items())]
    for rule in (net.rules[net.loop], *(r for r in net.rules if r.kind == "order")):
        forced, _ = net.apply(rule, dict(values))  # never a contradiction: a path keeps the position
        for t, v in forced:
            assert all(truth[t] == v for truth in keeping), (rule.kind, t, v)
    forced, _ = order(net, dict(values))
    assert all(truth[t] == v for t, v in forced for truth in keeping)


def test_the_order_rule_sets_the_line_drawn_from_the_start_before_every_other_cell() -> None:
    puzzle = Puzzle.of("kaisu", [["S", ".", "."], ["o", "o", "."], ["o", ".", "G"]], [[0, 0, 1], [2, 2, 1], [2, 2, 1]])
    net = Network(puzzle)
    values: dict[Term, int] = {("v", 0, 0): 1, ("v", 1, 0): 1, ("h", 2, 0): 1, ("v", 1, 1): 1}  # S, r2c1 ... r2c2
    values.update({t: 0 for t, _ in net.offs})
    forced, said = order(net, values)
    assert said == "the path is drawn from r1c1 to r2c2"
    place = {3: 0, 6: 1, 7: 2, 4: 3}  # r2c1, r3c1, r3c2, r2c2 in the order drawn
    assert sorted(forced) == sorted((t, int(place[p] < place[q])) for t, p, q in net.befores)


def test_the_editors_puzzle_is_solved_by_trials_that_read_the_order() -> None:
    from loopcp import formats  # noqa: PLC0415

    deduction = logic.deduce(formats.load(EDITOR))
    assert (deduction.grade, len(deduction.steps)) == ("trial", 22)
    assert any("The path is drawn from r1c1" in step.text for step in deduction.steps)


@pytest.mark.parametrize(
    ("size", "seed", "grade"),
    [(4, 1, "trial"), (4, 2, "trial"), (4, 3, "trial"), (5, 1, "trial"), (5, 2, "unsolved")],
)
def test_generated_kaisus_are_graded_as_grade_grades_them(size: int, seed: int, grade: str) -> None:
    made = generate(Options("kaisu", size, size, seed))
    assert made.grade == grade
    assert logic.deduce(made.puzzle).grade == grade


def test_a_kaisu_made_at_the_top_level_is_solved_by_the_rules() -> None:
    made = generate(Options("kaisu", 4, 4, 5, difficulty="trial"))
    deduction = logic.deduce(made.puzzle)
    assert (made.grade, deduction.grade) == ("trial", "trial")
