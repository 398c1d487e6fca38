"""Country Road: brute force on small boards, the dataset's text, blocked cells, puz.link's rooms, variants.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/countryroad.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from conformance.cases.countryroad import text
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.errors import ParseError, UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.pictures import text as render
from loopcp.puzzle import Puzzle, Solution

from bruteforce import loops

SAMPLE = genre_data.sample("countryroad")


@dataclass(frozen=True)
class Case:
    """A small Country Road and how many solutions it has."""

    id: str
    text: str
    count: int


CASES = [
    Case("four-rooms-of-three", text("AABB AABB CCDD CCDD", {"A": 3, "B": 3, "C": 3, "D": 3}), 7),
    Case("three-rooms-3x3", text("AAB CAB CCB", {"A": 2, "B": 3, "C": 3}), 2),
    Case("three-rooms-unique", text("AB AB CC", {"A": 2, "B": 2, "C": 2}), 1),
    Case("unvisited-neighbours", text("AABB AABB CCDD CCDD", {"A": 2, "B": 2, "C": 2, "D": 2}), 0),
    Case("too-many-cells", text("AB AB", {"A": 3, "B": 2}), 0),
    Case("one-room", text("AA AA", {"A": 4}), 1),  # no border to cross: the loop stays in its one room
    Case("unnumbered", text("AB AB", {}), 1),
    Case("blocked", "3 3\n- - -\n- - -\n- - -\n1 1 2\n1 @ 2\n1 1 2\n", 1),
]


def _brute_force(puzzle: Puzzle) -> set[frozenset[tuple[str, int, int]]]:
    """Every loop through the cell centres that the genre's own checker accepts."""
    rows, cols = puzzle.rows, puzzle.cols
    every = loops(rows - 1, cols - 1)  # loops around faces of the centres' lattice
    return {lp for lp in every if not get_genre(puzzle.genre).violations(puzzle, Solution.from_edges(rows, cols, lp))}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_solutions_agree_with_brute_force(case: Case) -> None:
    puzzle = formats.load(case.text, genre="countryroad")
    result = loopcp.solve(puzzle, max_solutions=0)
    assert (result.count, result.complete) == (case.count, True)
    assert {s.edges() for s in result.solutions} == _brute_force(puzzle)
    assert kind_of(puzzle) == "countryroad"
    assert loopcp.count(puzzle).count == case.count


def test_the_verifier_names_each_broken_rule() -> None:
    """Rooms named by their first cell, counts in words; the rules called directly on one edge."""
    puzzle = formats.load(text("AB CD", {"A": 1, "B": 2}), genre="countryroad")
    one_edge = Solution.from_edges(2, 2, frozenset({("h", 0, 0)}))
    assert get_genre("countryroad").violations(puzzle, one_edge) == [
        "cells r2c1 and r2c2 across a room border are both unvisited",
        "the loop crosses the border of the room of r1c1 once, not twice",
        "the loop crosses the border of the room of r1c2 once, not twice",
        "the loop crosses the border of the room of r2c1 never, not twice",
        "the loop crosses the border of the room of r2c2 never, not twice",
        "the room of r1c2 has 1 cell on the loop, clue 2",
    ]
    blocked = formats.load("2 2\n- -\n- -\n1 1\n1 @\n", genre="countryroad")
    square = Solution.from_edges(2, 2, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(blocked, square) == ["the loop passes through the blocked cell r2c2"]


def test_it_is_drawn_on_cell_centres() -> None:
    puzzle = formats.load(text("AB AB", {"A": 2, "B": 2}), genre="countryroad")
    (solution,) = loopcp.solve(puzzle).solutions
    assert render.picture(puzzle, solution.edges()) == "+---+\n|   |\n+---+\n"


# --- the puzzlekit dataset ----------------------------------------------------------------------


def test_the_puzzlekit_text_reads_and_writes_back_blocked_cells_too() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="countryroad")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        rows = puzzle.rows
        assert written.split("\n")[: rows + 1] == record["problem"].split("\n")[: rows + 1]  # the numbers as given
        blocks = [[t == "@" for t in line.split()] for line in record["problem"].split("\n")[rows + 1 :]]
        assert blocks == [[t == "@" for t in line.split()] for line in written.strip().split("\n")[rows + 1 :]]
        assert formats.load(written, fmt="puzzlekit", genre="countryroad") == puzzle
        assert formats.load(formats.dump(puzzle, "json")) == puzzle


def test_a_blocked_cell_holds_no_clue() -> None:
    with pytest.raises(ParseError) as info:
        formats.load("2 2\n- 2\n- -\n1 1\n1 x\n", "f", genre="countryroad")
    assert str(info.value) == "f:5:3: expected a region number or '@' (a blocked cell) as a token, got 'x'"
    with pytest.raises(ParseError) as info:
        formats.load("2 2\n- -\n- 2\n1 1\n1 @\n", "f", genre="countryroad")
    assert str(info.value) == "f:5:3: expected a region number where r2c2 holds a clue, got '@' (a blocked cell)"


# --- puzz.link: URLs and saved files (test/script/country.js) -----------------------------------

URL = "https://puzz.link/p?country/" + genre_data.pzprjs("countryroad")["url"]


def test_a_url_puts_each_number_in_its_rooms_first_cell() -> None:
    """puz.link holds one number a room: a number elsewhere moves, a second one is refused."""
    puzzle = formats.load("2 2\n- -\n3 -\n1 1\n1 2\n", genre="countryroad")
    moved = formats.load(formats.dump(puzzle, "puzzlink"))
    assert moved.tokens == (("3", "."), (".", "."))
    assert loopcp.solve(moved).solutions == loopcp.solve(puzzle).solutions
    with pytest.raises(UnsupportedError) as info:
        formats.dump(formats.load("2 2\n3 -\n3 -\n1 1\n1 2\n", genre="countryroad"), "puzzlink")
    assert str(info.value) == (
        "a countryroad cannot be written as a puzz.link URL: the room of r1c1 has a second number at r2c1"
    )


@pytest.mark.parametrize(
    ("fmt", "message"),
    [
        ("puzzlink", "a countryroad cannot be written as a puzz.link URL: r2c2 is a blocked cell"),
        ("pzprv3", "a countryroad with blocked cells cannot be written as a pzprv3 file: puz.link has none"),
    ],
)
def test_blocked_cells_have_no_url_or_saved_file(fmt: str, message: str) -> None:
    with pytest.raises(UnsupportedError) as info:
        formats.dump(formats.load("2 2\n- -\n- -\n1 1\n1 @\n", genre="countryroad"), fmt)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("fmt", "message"),
    [
        ("puzzlink", "a countryroad cannot be written as a puzz.link URL: the room of r2c1 is in two pieces"),
        ("pzprv3", "a countryroad cannot be written as a pzprv3 file: the room of r2c1 is in two pieces"),
    ],
)
def test_a_room_in_two_pieces_has_no_url_or_saved_file(fmt: str, message: str) -> None:
    with pytest.raises(UnsupportedError) as info:
        formats.dump(formats.load("2 2\n- -\n- -\n1 2\n2 1\n", genre="countryroad"), fmt)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "https://puzz.link/p?country/e/5/5/amda0uf02h12h",
            "<argument>:1:29: the variant of flag 'e' (rooms the loop may leave out) is not supported",
        ),
        (
            "pzprv3.2\ncountry\n1\n2\ne\n1 \n1 2 \n. . \n0 \n0 0 \n",
            "<stdin>:5:1: the variant of flag line 'e' (rooms the loop may leave out) is not supported; "
            "loopcp solves the plain rules",
        ),
    ],
)
def test_the_variant_of_rooms_left_out_is_refused(source: str, message: str) -> None:
    one_line = "\n" not in source
    result = CliRunner().invoke(app, ["solve", source if one_line else "-"], input=None if one_line else source)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr


def test_a_saved_file_of_version_2_reads_its_flags_and_borders() -> None:
    puzzle = formats.load(URL)
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith("pzprv3.2\ncountry\n5\n5\n\n0 1 0 1 \n")
    assert formats.load(saved) == puzzle


def test_count_says_why_only_when_the_diagram_was_asked_for() -> None:
    puzzle = formats.load(CASES[0].text, genre="countryroad")
    assert loopcp.count(puzzle).notes == ()
    assert loopcp.count(puzzle, engine="zdd").notes == (
        "the decision diagram counts rules over edges only, and countryroad's are not: counted by enumeration",
    )
