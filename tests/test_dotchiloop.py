"""Dotchi Loop: the dataset's text, the verifier's words, and rooms without white circles.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/dotchiloop.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.genres import get_genre
from loopcp.puzzle import Solution

SAMPLE = genre_data.sample("dotchiloop")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="dotchiloop")
        written = formats.dump(puzzle, "puzzlekit")  # its rooms renumbered in reading order
        assert written.split("\n")[: puzzle.rows + 1] == record["problem"].split("\n")[: puzzle.rows + 1]
        assert formats.load(written, fmt="puzzlekit", genre="dotchiloop") == puzzle
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load("2 3\nw w b\n- w -\n1 1 2\n1 1 2\n", genre="dotchiloop")
    ring = Solution.from_edges(
        2, 3, frozenset({("h", 0, 0), ("h", 0, 1), ("h", 1, 0), ("h", 1, 1), ("v", 0, 0), ("v", 0, 2)})
    )
    assert get_genre("dotchiloop").violations(puzzle, ring) == [
        "the loop turns at 1 white circle and goes straight through 2 in the room of r1c1",
        "the loop passes through the black circle at r1c3",
    ]
    square = Solution.from_edges(2, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(puzzle, square) == []
    apart = formats.load("2 3\nw - -\n- - w\n1 1 1\n1 1 1\n", genre="dotchiloop")
    assert verify.problems(apart, square) == ["the loop does not pass through the white circle at r2c3"]


def test_a_room_without_white_circles_leaves_no_choice_free() -> None:
    """Two rooms, one with no white circle: each loop counts once, though that room's choice is never made."""
    puzzle = formats.load("2 3\nw - -\n- - -\n1 2 2\n1 2 2\n", genre="dotchiloop")
    assert loopcp.count(puzzle).count == 2
