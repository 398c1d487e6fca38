"""``setting``: empty boards, one clue changed and read back, and the clues that could each go."""

from __future__ import annotations

import pytest

from loopcp import formats, search, setting
from loopcp.errors import UnsupportedError
from loopcp.genres import GENRES, get_genre
from loopcp.grid import GRID_NAMES
from loopcp.puzzle import Status

from conftest import BUNDLED

LOOPY = "5x5t0:b02a31b1c3a2d23a23"
SETTABLE = [name for name, record in GENRES.items() if setting.settable(record)]


@pytest.mark.parametrize("genre", SETTABLE)
def test_an_empty_board_of_every_settable_genre_reads_back(genre: str) -> None:
    empty = setting.blank(genre, 3, 4)
    assert (empty.genre, empty.rows, empty.cols, setting.editable(empty)) == (genre, 3, 4, True)
    assert setting.places(empty) == []
    assert formats.load(formats.dump(empty, formats.native(empty)), genre=genre) == empty


@pytest.mark.parametrize("genre", sorted(set(GENRES) - set(SETTABLE)))
def test_a_genre_of_rooms_is_not_set_here(genre: str) -> None:
    with pytest.raises(UnsupportedError, match=r"puzzle has rooms: set it on puz\.link and load its URL here"):
        setting.blank(genre, 3, 3)


@pytest.mark.parametrize("grid", GRID_NAMES[1:])
def test_an_empty_board_on_every_loopy_grid(grid: str) -> None:
    empty = setting.blank("slitherlink", 4, 4, grid)
    assert empty.board.name == grid
    faces = setting.sides(empty)
    assert setting.palette(empty) == (".", *(str(n) for n in range(max(faces) + 1)))
    edited = setting.with_clue(empty, 0, str(faces[0]))
    assert edited.face_clues()[0] == faces[0]
    assert formats.load(formats.dump(edited, "tatham")) == edited


def test_one_clue_changed_on_the_square() -> None:
    puzzle = formats.load(LOOPY)
    assert setting.with_clue(puzzle, (0, 0), "3").cells[0] == "3.02."
    assert setting.with_clue(puzzle, (0, 2), ".").cells[0] == "...2."
    assert setting.clues(setting.with_clue(puzzle, (4, 4), "1"))[4] == ["2", "3", ".", "2", "1"]
    tokens = setting.with_clue(setting.blank("geradeweg", 2, 2), (1, 0), "12")
    assert tokens.tokens == ((".", "."), ("12", "."))


@pytest.mark.parametrize(
    ("genre", "place", "clue", "message"),
    [
        ("slitherlink", (0, 0), "5", "r1c1: '5' is not a clue of slitherlink: expected 0-4, '.' or a letter"),
        ("slitherlink", (0, 0), "a", "r1c1: 'a' is not a clue of slitherlink: expected 0-4, '.' or a letter"),
        (
            "masyu",
            (1, 2),
            "2",
            "r2c3: '2' is not a clue of masyu: expected 0 (a white pearl), 1 (a black pearl) or '.'",
        ),
        ("numberlink", (0, 0), "1 2", "r1c1: '1 2' is not a clue of numberlink: expected a number"),
        ("slitherlink", (3, 0), "1", "(3, 0) is not a cell of the 3 x 3 board"),
    ],
)
def test_a_clue_the_genre_does_not_take_is_refused_in_words(
    genre: str, place: tuple[int, int], clue: str, message: str
) -> None:
    with pytest.raises(UnsupportedError) as caught:
        setting.with_clue(setting.blank(genre, 3, 3), place, clue)
    assert str(caught.value) == message


def test_a_puzzle_of_rooms_or_letters_is_not_edited() -> None:
    rooms = formats.load((BUNDLED / "saved" / "countryroad.txt").read_text())
    with pytest.raises(UnsupportedError, match=r"is edited on puz\.link, not here"):
        setting.with_clue(rooms, (0, 0), "1")
    assert not setting.editable(formats.load("A.\n..\n!A=2\n"))


def test_the_redundant_clues_are_those_whose_removal_keeps_one_solution() -> None:
    puzzle = formats.load(LOOPY)
    found = setting.redundant(puzzle)
    one_by_one = [
        place
        for place in setting.places(puzzle)
        if search.solve(setting.with_clue(puzzle, place, ".")).status is Status.UNIQUE
    ]
    assert found.redundant == tuple(one_by_one) == ((1, 4), (3, 0), (4, 0), (4, 1), (4, 3))
    assert (found.status, found.checked, found.clues, found.timed_out) == (Status.UNIQUE, 11, 11, False)
    assert found.words() == "5 clues of 11 could each go alone, the puzzle staying unique"


def test_only_a_unique_puzzle_has_clues_to_spare() -> None:
    found = setting.redundant(formats.load("2..\n...\n"))
    assert (found.status, found.redundant, found.checked) == (Status.MULTIPLE, (), 0)
    assert found.words() == "the puzzle is multiple: only a unique puzzle has clues to spare"


def test_redundant_clues_on_a_grid_are_faces() -> None:
    puzzle = formats.load("4x4t2:0c245a4d13a")
    found = setting.redundant(puzzle)
    assert all(isinstance(place, int) for place in found.redundant)
    assert found.as_json()["redundant"] == list(found.redundant)
    assert found.status is Status.UNIQUE and found.checked == get_genre(puzzle.genre).clue_count(puzzle)
