"""The toy genre, Country Road: one package and one registry line, solved and checked like the others.

Every test goes through the general paths (the Knuth reader, the search,
the verifier, the renderer, the decision diagram), so that a genre added
by docs/adding-a-genre.md is known to work end to end.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import loopcp
from loopcp import formats, render, verify
from loopcp.errors import ParseError
from loopcp.genres import GENRES, get_genre, kind_of
from loopcp.puzzle import Puzzle, Solution, Status

from bruteforce import loops


@dataclass(frozen=True)
class Case:
    """A Country Road in Knuth's text, and how many solutions it has."""

    id: str
    text: str
    count: int


CASES = [
    Case("four-rooms-of-three", "AABB\nAABB\nCCDD\nCCDD\n!A=3\n!B=3\n!C=3\n!D=3\n", 7),
    Case("three-rooms-3x3", "AAB\nCAB\nCCB\n!A=2\n!B=3\n!C=3\n", 2),
    Case("three-rooms-unique", "AB\nAB\nCC\n!A=2\n!B=2\n!C=2\n", 1),
    Case("unvisited-neighbours", "AABB\nAABB\nCCDD\nCCDD\n!A=2\n!B=2\n!C=2\n!D=2\n", 0),
    Case("too-many-cells", "AB\nAB\n!A=3\n!B=2\n", 0),
    Case("one-room", "AA\nAA\n!A=4\n", 0),
]


def _brute_force(puzzle: Puzzle) -> set[frozenset[tuple[str, int, int]]]:
    """Every loop through the cell centres that the genre's own checker accepts."""
    rows, cols = puzzle.rows, puzzle.cols
    every = loops(rows - 1, cols - 1)  # loops around faces of the centres' lattice
    return {lp for lp in every if not get_genre(puzzle.genre).violations(puzzle, Solution.from_edges(rows, cols, lp))}


def test_the_toy_is_registered_by_one_line() -> None:
    assert GENRES["countryroad"].name == "countryroad"
    assert get_genre("countryroad").tatham is None and get_genre("countryroad").puzzlink is None


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_solutions_agree_with_brute_force(case: Case) -> None:
    puzzle = formats.load(case.text, fmt="knuth", genre="countryroad")
    result = loopcp.solve(puzzle, max_solutions=0)
    assert (result.count, result.complete) == (case.count, True)
    assert {s.edges() for s in result.solutions} == _brute_force(puzzle)
    assert kind_of(puzzle) == "countryroad"


def test_the_decision_diagram_counts_it_too() -> None:
    puzzle = formats.load(CASES[0].text, genre="countryroad")
    assert loopcp.count(puzzle, engine="zdd").count == loopcp.count(puzzle, engine="cpsat").count == CASES[0].count


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load("AB\nAB\n!A=2\n!B=1\n", genre="countryroad")
    square = Solution.from_edges(2, 2, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(puzzle, square) == ["room 'B' has 2 cells on the loop, clue 1"]
    unique = loopcp.solve(formats.load("AB\nAB\n!A=2\n!B=2\n", genre="countryroad"))
    assert unique.status is Status.UNIQUE


def test_knuth_text_round_trips_and_rejects_a_digit() -> None:
    puzzle = formats.load(CASES[1].text, genre="countryroad")
    assert formats.load(formats.dump(puzzle, "knuth"), genre="countryroad") == puzzle
    with pytest.raises(ParseError, match="expected a letter \\(the cell's room\\), got '3'"):
        formats.load("A3\nAA\n!A=2\n", genre="countryroad")


def test_it_is_drawn_on_cell_centres() -> None:
    puzzle = formats.load("AB\nAB\n!A=2\n!B=2\n", genre="countryroad")
    (solution,) = loopcp.solve(puzzle).solutions
    assert render.picture(puzzle, solution.edges()) == "+---+\n|   |\n+---+\n"
