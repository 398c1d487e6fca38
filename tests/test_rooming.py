"""Room layouts under a symmetry (``genres/rooming.py``): the check, and a move that keeps a layout symmetric."""

from __future__ import annotations

from loopcp.genres.rooming import moved, moved_with_images, same_after
from loopcp.grid import MIRROR

ROOMS = [[0, 1, 2], [0, 1, 2]]  # columns: the mirror swaps rooms 0 and 2 and keeps room 1, the middle column


def test_a_layout_is_the_same_after_the_turn_when_its_rooms_map_onto_rooms() -> None:
    assert same_after(ROOMS, MIRROR)
    assert same_after([[0, 0, 1], [0, 1, 1]], 2)  # each room the other's image
    assert not same_after([[0, 0, 0], [1, 1, 2]], 2)  # room 0 onto rooms 1 and 2
    assert not same_after([[0, 0, 1], [0, 1, 1]], MIRROR)
    assert not same_after([[0, 1, 1], [0, 0, 1]], MIRROR)


def test_a_cell_that_is_its_own_image_joins_only_a_room_that_is_its_own_image() -> None:
    """The middle column's cell may leave room 1 for room 0 (``moved``), but the mirror would not keep that."""
    assert moved(ROOMS, (0, 1), 0) == [[0, 0, 2], [0, 1, 2]]
    assert moved_with_images(ROOMS, (0, 1), 0, MIRROR) is None
    alone = moved_with_images(ROOMS, (0, 1), 3, MIRROR)  # a room of its own: its own image
    assert alone == [[0, 3, 2], [0, 1, 2]]
    assert same_after(alone, MIRROR)


def test_a_cell_moves_with_its_image_to_the_image_room() -> None:
    after = moved_with_images(ROOMS, (0, 0), 1, MIRROR)
    assert after == [[1, 1, 1], [0, 1, 2]]
    assert same_after(after, MIRROR)
