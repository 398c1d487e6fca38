"""Numberlink's and Arukone's answers counted up to two (``paths.c``): a uniqueness proof without a search.

CP-SAT finds a sparse board's answer in a second, then may search for
minutes for a second answer that does not exist (docs/notes.md, "sparse
Arukone, the first answer and the proof").  The count keeps only the
frontier's states, cell by cell, each with its ways capped at two, so a
count of one beside a verified answer is a proof that it is the only one,
and two says there is another.  It is exact, but its states grow with the
board's width and emptiness: past ``MAX_STATES`` states on one frontier,
or past its time, it says nothing (None), and the caller searches as it
did before this module existed.  So does a machine without the compiled
module (``AVAILABLE`` False).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from loopcp import stopping
from loopcp.genres.base import OFF, Linear
from loopcp.grid import Cell, Lattice
from loopcp.native import compiled

MAX_STATES = 6_000_000  # states on one frontier (525_15x15 needs 5.07 million) ...
MEMORY = 512 * 2**20  # ... and fewer where a state's key is longer: about this many bytes in all (``_room``)
SECONDS = 30.0  # the count's own time, where the caller's deadline leaves more
FREE, ON_A_PATH = -1, -2  # a cell without a number: on a path or not, or on one (``paths.c``)


_PATHS = compiled("_paths")
AVAILABLE = _PATHS is not None  # whether the compiled count was built at install


def board(lattice: Lattice, pairs: Sequence[tuple[Cell, Cell]], constraints: Sequence[Linear]) -> list[int] | None:
    """The count's cells in reading order (a number's pair, ``FREE`` or ``ON_A_PATH``), or None: it does not speak
    the puzzle.

    It speaks the path core's rules alone (``cpsat.paths``: each pair
    joined, a number on one line, any other cell on none or two, no
    cycles) and one constraint more, "this cell is on a path" (Arukone's);
    any other constraint (a number not written twice says so with one that
    never holds, Kaisu's rooms) is beyond it, and so is a board whose lines
    cross or are several loops.
    """
    if _PATHS is None or lattice.crossings or lattice.many:
        return None
    cells = [FREE] * (lattice.rows * lattice.cols)
    for c in constraints:
        if len(c.terms) != 1 or c.lo != 0 or c.hi != 0 or c.terms[0][1] != 1 or c.terms[0][0][0] != OFF:
            return None
        _, i, j = c.terms[0][0]
        cells[i * lattice.cols + j] = ON_A_PATH
    for k, ends in enumerate(pairs):
        for i, j in ends:
            if cells[i * lattice.cols + j] >= 0:  # a cell that ends two paths: let the search say so
                return None
            cells[i * lattice.cols + j] = k
    return cells


def count(
    rows: int,
    cols: int,
    cells: Sequence[int],
    *,
    deadline: float | None = None,
    max_states: int = MAX_STATES,
    seconds: float = SECONDS,
) -> tuple[int | None, int]:
    """The answers on a board of ``board``'s cells, 0, 1 or 2 (two or more), or None (past ``max_states`` or the
    time); and the most states one frontier held.

    The time is ``seconds`` or what is left before ``deadline``
    (``perf_counter``), whichever is less.  The frontier runs along the
    shorter side (its states grow with its width).
    """
    assert _PATHS is not None
    left = seconds if deadline is None else min(seconds, deadline - time.perf_counter())
    if left <= 0:
        return None, 0
    if cols > rows:
        cells = [cells[i * cols + j] for j in range(cols) for i in range(rows)]
        rows, cols = cols, rows
    states = min(max_states, _room(cols, max(cells)))
    stop = _Stop()
    halt = stopping.current()
    if halt is not None:
        halt.enter(stop)  # Halted at once if the work is being thrown away
    try:
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="loopcp-paths") as pool:
            work = pool.submit(_PATHS.count, rows, cols, list(cells), states, left, stop.flag)
            try:
                verdict, peak = work.result()
            except BaseException:  # a signal in this thread: end the count before the pool waits for it
                stop.stop_search()
                raise
    finally:
        if halt is not None:
            halt.leave(stop)
    return (verdict if verdict >= 0 else None), peak


class _Stop:
    """The count's stop, as ``stopping.Halt`` stops a search: ``paths.c`` reads the flag's byte as it goes.

    The count runs in a thread of its own (the C code lets go of the
    interpreter), so that the thread that waits for it still takes a
    signal at once, as it does during a CP-SAT search (``cpsat.door``).
    """

    def __init__(self) -> None:
        self.flag = bytearray(1)

    def stop_search(self) -> None:
        """End the count within a few thousand states: it says nothing (None)."""
        self.flag[0] = 1


def _room(cols: int, last: int) -> int:
    """The states that fit in ``MEMORY`` on a frontier of ``cols`` cells with pairs 0 to ``last``.

    A state's key packs each of the ``cols + 1`` slots in as many bits as
    its codes need (``paths.c``: 0 to 2, then one a pair) into 64-bit
    words, and a count byte; two tables at most half full, one of them
    doubling, held a process of the 26x26 numlin at 968 MB for 6 million
    states of 25 bytes, about 7 bytes of table a byte of state.
    """
    bits = (last + 3).bit_length()
    words = -(-(cols + 1) // (64 // bits))
    return MEMORY // (7 * (8 * words + 1))
