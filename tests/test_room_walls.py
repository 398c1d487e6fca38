"""Borders with one room on both sides (``Puzzle.walls``): read, written, drawn, and judged as pzprjs judges them.

puz.link lets a setter draw a border that parts nothing.  Its checkers
count a line across *every* border as leaving the room, so a loop may not
cross such a wall in Country Road or Moon or Sun, and in Double Back it
counts as two of the room's four crossings (issue 39).
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.errors import ParseError, UnsupportedError
from loopcp.genres import get_genre
from loopcp.pictures import svg
from loopcp.puzzle import Puzzle, Solution, Status

from bruteforce import loops
from conftest import DATA

ISSUE = json.loads((DATA / "countryroad" / "walls.json").read_text())


def _walled(genre: str, tokens: str, rooms: str, walls: list[tuple[str, int, int]]) -> Puzzle:
    """A puzzle from rows of tokens and of room letters (rows apart by blanks), with walls inside rooms."""
    ids = [[ord(c) for c in row] for row in rooms.split()]
    return Puzzle.of(genre, [list(row) for row in tokens.split()], ids, walls)


def _brute_force(puzzle: Puzzle) -> int:
    """How many loops through cell centres the genre's own checker accepts."""
    rows, cols = puzzle.rows, puzzle.cols
    return sum(
        not get_genre(puzzle.genre).violations(puzzle, Solution.from_edges(rows, cols, lp))
        for lp in loops(rows - 1, cols - 1)
    )


def test_the_country_road_of_issue_39_is_unique_and_its_answer_is_puzlinks() -> None:
    """The answer that puz.link's checker accepts; the old 'multiple' crossed walls inside rooms."""
    puzzle = formats.load(ISSUE["url"])
    assert len(puzzle.walls) == 20
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1)
    assert formats.pzprv3.write(puzzle, result.solutions[0]) == ISSUE["answer"]
    checked = CliRunner().invoke(app, ["check", "-"], input=ISSUE["answer"])
    assert (checked.exit_code, checked.stdout) == (0, "correct\n")
    crossing = formats.pzprv3.answer(ISSUE["crossing"], "<crossing>", puzzle)
    assert crossing is not None
    assert verify.problems(puzzle, crossing)[:3] == [
        "cells r11c6 and r12c6 across a room border are both unvisited",
        "the loop crosses the border of the room of r1c6 6 times, not twice",
        "the loop crosses the border of the room of r1c9 4 times, not twice",
    ]
    checked = CliRunner().invoke(app, ["check", "-"], input=ISSUE["crossing"])
    assert (checked.exit_code, checked.stdout) == (
        1,
        "not correct: cells r11c6 and r12c6 across a room border are both unvisited\n",
    )


def test_walls_survive_every_format_that_can_hold_them() -> None:
    puzzle = formats.load(ISSUE["url"])
    assert formats.dump(puzzle, "puzzlink") == ISSUE["url"] + "\n"
    for fmt in ("puzzlink", "pzprv3", "json"):
        assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt
    with pytest.raises(UnsupportedError) as info:
        formats.dump(puzzle, "puzzlekit")
    assert str(info.value) == (
        "the puzzlekit text has region numbers and no borders: a countryroad with a wall inside the room of r1c3"
        " cannot be written in it"
    )


def test_a_json_wall_must_lie_inside_a_room() -> None:
    puzzle = _walled("countryroad", ".. ..", "AB AB", [("v", 0, 0)])
    line = formats.dump(puzzle, "json")
    assert line.endswith('"walls": [["v", 0, 0]]}\n')
    bad = line.replace('[["v", 0, 0]]', '[["h", 0, 0]]')
    with pytest.raises(ParseError) as info:
        formats.load(bad)
    assert str(info.value).endswith(
        'expected "walls" to be a list of ["h" or "v", row, column], each between two cells of one room,'
        " got one between two rooms"
    )


def test_the_rooms_numbered_in_an_old_saved_file_cannot_hold_a_wall() -> None:
    puzzle = _walled("regionalyajilin", ".. ..", "AA AA", [("v", 0, 0)])
    with pytest.raises(UnsupportedError) as info:
        formats.dump(puzzle, "pzprv3")
    assert str(info.value) == (
        "a regionalyajilin cannot be written as a pzprv3 file: its rooms are numbered there,"
        " which cannot hold the wall inside the room of r1c1"
    )


@pytest.mark.parametrize(
    ("genre", "tokens", "rooms", "walls", "count"),
    [
        ("countryroad", ".. ..", "AB AB", [], 1),
        ("countryroad", ".. ..", "AB AB", [("v", 0, 0)], 0),  # the one loop crosses the wall in room A
        ("countryroad", ".. ..", "AA AA", [("v", 0, 0)], 1),  # one room: a wall crossed once, as pzprjs allows
        ("countryroad", ".. ..", "AA AA", [("v", 0, 0), ("v", 0, 1)], 0),
        ("countryroad", "... ... ...", "AAB AAB CCC", [], 4),
        ("countryroad", "... ... ...", "AAB AAB CCC", [("h", 0, 0)], 1),
        ("doubleback", ".... ....", "AABB AABB", [], 0),  # the perimeter visits each room once
        ("doubleback", ".... ....", "AABB AABB", [("v", 0, 0)], 0),
        ("doubleback", ".... ....", "AABB AABB", [("v", 0, 0), ("v", 0, 3)], 1),  # each wall: a second visit
        ("moonsun", "x.oo x... o... xoxo", "AABB AABB CCDD CCDD", [], 3),
        ("moonsun", "x.oo x... o... xoxo", "AABB AABB CCDD CCDD", [("h", 1, 2)], 2),
    ],
)
def test_walls_count_as_borders_in_the_solver_and_the_verifier(
    genre: str, tokens: str, rooms: str, walls: list[tuple[str, int, int]], count: int
) -> None:
    puzzle = _walled(genre, tokens, rooms, walls)
    assert len(puzzle.walls) == len(walls)
    result = loopcp.solve(puzzle, max_solutions=0)
    assert (result.count, result.complete) == (count, True)
    assert _brute_force(puzzle) == count
    assert all(verify.problems(puzzle, s) == [] for s in result.solutions)


def test_a_wall_between_two_rooms_says_nothing_more_and_is_not_kept() -> None:
    puzzle = _walled("countryroad", ".. ..", "AB AB", [("h", 0, 0), ("v", 0, 0)])
    assert puzzle.walls == (("v", 0, 0),)
    with pytest.raises(ValueError, match="a wall must lie between two cells of the board"):
        _walled("countryroad", ".. ..", "AB AB", [("v", 1, 0)])


def test_a_wall_is_drawn_as_a_border() -> None:
    plain = svg(_walled("countryroad", ".. ..", "AA AA", []))
    walled = svg(_walled("countryroad", ".. ..", "AA AA", [("v", 0, 0)]))
    assert 'stroke-linecap="square" d="M0 0h2v2h-2v-2"/>' in plain  # one room: its border is the board's frame
    assert 'stroke-linecap="square" d="M0 1h1M0 1v-1h2v2h-2v-1"/>' in walled  # and the side between r1c1 and r2c1


@pytest.mark.parametrize("genre", ["countryroad", "moonsun", "doubleback", "detour", "dotchiloop", "regionalyajilin"])
def test_every_room_genre_keeps_its_walls_through_url_and_saved_file(genre: str) -> None:
    puzzle = _walled(genre, "... ... ...", "AAB AAB CCC", [("h", 0, 0)])
    for fmt in ("puzzlink", "pzprv3") if genre != "regionalyajilin" else ("puzzlink",):  # its file numbers rooms
        assert formats.load(formats.dump(puzzle, fmt), genre=genre) == puzzle, fmt
    parted = _walled(genre, "... ... ...", "AAB AAB CCC", [("v", 0, 2)])  # room B's two cells walled apart
    with pytest.raises(UnsupportedError) as info:
        formats.dump(parted, "puzzlink")
    assert str(info.value).endswith("cannot be written as a puzz.link URL: the room of r2c3 is in two pieces")
