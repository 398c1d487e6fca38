"""Exact-cover (MCC) export: Knuth's bytes on golden files, and covers that are exactly the local solutions.

The golden ``tests/data/mcc/*.mcc`` files were printed by Knuth's own drivers
(``tests/data/mcc/regenerate.sh``).  The property test reads our rows back
with a small exact-cover solver written here, and checks that the covers are
exactly the edge sets that the CP-SAT model allows before its loop filter,
and that the covers that are one loop are exactly what ``solve`` finds.
"""

from __future__ import annotations

import pytest

from loopcp.formats import dump, knuth, mcc
from loopcp.puzzle import Puzzle

from conftest import BUNDLED, DATA

GOLDEN = DATA / "mcc"
GOLDEN_CASES = sorted(path.stem for path in GOLDEN.glob("*.txt"))


def golden_puzzle(stem: str) -> Puzzle:
    """A golden case's puzzle; its genre is in its file name."""
    genre = "masyu" if stem.startswith("masyu") else "slitherlink"
    return knuth.parse((GOLDEN / f"{stem}.txt").read_text(), stem, genre)


def test_the_golden_cases_are_there() -> None:
    assert GOLDEN_CASES == [
        "masyu-5x5",
        "masyu-abort-3x3",
        "pi-day-2025",
        "slitherlink-4x4",
        "superslitherlink-5x5",
    ]
    assert (GOLDEN / "pi-day-2025.txt").read_bytes() == (BUNDLED / "pi-day-2025.txt").read_bytes()


@pytest.mark.parametrize("stem", GOLDEN_CASES)
def test_knuths_bytes(stem: str) -> None:
    puzzle = golden_puzzle(stem)
    text = (GOLDEN / f"{stem}.txt").read_text()
    assert knuth.write(puzzle) == text  # his driver was fed the text that we echo
    assert mcc.knuth_accepts(puzzle)
    assert dump(puzzle, "mcc").encode() == (GOLDEN / f"{stem}.mcc").read_bytes()


def test_a_contradiction_among_pearls_is_one_abort_line() -> None:
    assert dump(Puzzle("masyu", 2, 2, ("0.", "..")), "mcc") == "| masyu-dlx:\n| 0.\n| ..\nabort\n"


@pytest.mark.parametrize(
    ("puzzle", "accepted"),
    [
        (Puzzle("slitherlink", 30, 30, ("." * 30,) * 30), True),
        (Puzzle("slitherlink", 30, 31, ("." * 31,) * 30), False),
        (Puzzle("slitherlink", 1, 5, ("." * 5,)), False),
        (Puzzle("masyu", 31, 31, ("." * 31,) * 31), True),
        (Puzzle("masyu", 32, 2, ("..",) * 32), False),
        (Puzzle("slitherlink", 29, 2, ("a.",) * 29, (("a", 3),)), True),
        (Puzzle("slitherlink", 30, 2, ("a.",) * 30, (("a", 3),)), False),  # he stops before the '!' lines
        (Puzzle("slitherlink", 2, 2, ("a.", ".."), (("a", 0),)), True),
        (Puzzle("slitherlink", 2, 2, ("aa", ".."), (("a", 0),)), False),  # he forbids the first cell's edges only
    ],
    ids=lambda v: f"{v.kind}-{v.rows}x{v.cols}" if isinstance(v, Puzzle) else str(v),
)
def test_knuth_accepts(puzzle: Puzzle, accepted: bool) -> None:
    assert mcc.knuth_accepts(puzzle) == accepted


def test_wider_boards_get_wider_coordinates() -> None:
    """Past coordinate 61 every coordinate takes two base-62 digits; names stay unique and short."""
    lines = dump(Puzzle("slitherlink", 2, 31, ("3" + "." * 30, "." * 31)), "mcc").splitlines()
    items = lines[3]
    assert items.startswith("0000 00SE00 0002 00SE02 00SW02 00EW02 ")
    assert " 6|0101 |" in items and items.endswith(" 040X 040Z")
    assert " 000Y 00SE0Y 00SW0Y 00EW0Y 0010 00SW10 " in items  # points (0, 30) and (0, 31): columns 60 and 62
    names = items.replace("|", " ").split()
    assert len(names) == len(set(names)) and max(len(name) for name in names) <= 8
    assert lines[4] == "0000 0001:1 0100:1 0101"


def test_a_letter_clued_zero_forbids_its_whole_boundary() -> None:
    lines = dump(Puzzle("slitherlink", 2, 2, ("aa", ".."), (("a", 0),)), "mcc").splitlines()
    assert lines[4] == "00 02 04 20 22 24 40 4NE0 42 4NW2 4NE2 4EW2 44 4NW4 | 30 32 34 41 43"
    assert not any(word == "a" for line in lines[5:] for word in line.split())
