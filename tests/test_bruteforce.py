"""The brute force the other tests trust: ``loops`` (every set of cells at once) is the definition, tried one by one.

``bruteforce.loops`` is numpy bit operations over every set of cells of a
board; ``bruteforce.loops_by_definition`` is the same three tests (one
piece, no holes, no cells touching at a corner alone) in plain Python, one
set at a time.  They must give the same loops in the same order on every
board shape the definition tries quickly.
"""

from __future__ import annotations

import pytest

from bruteforce import loops, loops_by_definition

# Every shape of up to 12 cells (a tenth of a second each by the definition), and the 4 x 4 (two seconds).
SHAPES = [(rows, cols) for rows in range(1, 13) for cols in range(1, 13) if rows * cols <= 12] + [(4, 4)]


@pytest.mark.parametrize(("rows", "cols"), SHAPES, ids=[f"{r}x{c}" for r, c in SHAPES])
def test_every_set_at_once_gives_the_loops_of_the_definition(rows: int, cols: int) -> None:
    assert loops(rows, cols) == loops_by_definition(rows, cols)


def test_a_board_too_large_for_a_bitboard_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^a 7 x 7 board is too large to try every set of its cells$"):
        loops(7, 7)
