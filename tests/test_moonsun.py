"""Moon or Sun: the dataset's text, the verifier's words, rooms of one kind.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/moonsun.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.genres import get_genre
from loopcp.puzzle import Solution

SAMPLE = genre_data.sample("moonsun")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="moonsun")
        written = formats.dump(puzzle, "puzzlekit")
        assert written.split("\n")[: puzzle.rows + 1] == record["problem"].split("\n")[: puzzle.rows + 1]
        assert formats.load(written, fmt="puzzlekit", genre="moonsun") == puzzle
        assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle
        assert formats.load(formats.dump(puzzle, "puzzlink")) == puzzle


# Two rooms side by side, a moon and a sun in each: r1c1 r2c1 | r1c2 r2c2.
TWO = "2 2\nx o\no x\n1 2\n1 2\n"


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load(TWO, genre="moonsun")
    square = Solution.from_edges(2, 2, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert get_genre("moonsun").violations(puzzle, square) == [
        "the loop passes through both moons and suns in the room of r1c1",
        "the loop passes through both moons and suns in the room of r1c2",
        "the loop passes through moons in both rooms it joins between r1c1 and r1c2",
        "the loop passes through moons in both rooms it joins between r2c1 and r2c2",
    ]
    three = formats.load("2 3\nx - o\nx - x\n1 1 2\n1 1 2\n", genre="moonsun")
    left = Solution.from_edges(2, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(three, left) == [
        "the loop passes through no moon or sun in the room of r1c3",
        "the loop crosses the border of the room of r1c1 never, not twice",
        "the loop crosses the border of the room of r1c3 never, not twice",
    ]
    partial = formats.load("2 3\nx - x\n- - -\n1 1 1\n1 1 1\n", genre="moonsun")
    assert verify.problems(partial, left) == ["the loop passes through 1 of the 2 moons in the room of r1c1"]


def test_two_rooms_of_one_kind_each_have_no_loop_across_them() -> None:
    assert loopcp.count(formats.load("2 2\nx o\nx o\n1 2\n1 2\n", genre="moonsun")).count == 1
    assert loopcp.count(formats.load("2 2\nx x\nx x\n1 2\n1 2\n", genre="moonsun")).count == 0
