"""Loopy game IDs of every grid type read into a grid and its clues (issue 24, in progress).

An ID reads ``WxHtT[dD]:[DESC_]CLUES``: the size, the grid type, the level
it was made at, a grid description for the types that take one (the
triangular grid's ``0``, the Penrose types' patch), and one clue a face in
the grid's face order, run-length coded: a digit is a clue, a capital
letter a clue of 10 or more (``A`` is 10), a small letter a run of 1 to 26
faces without a clue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from loopcp.cpsat.graph import edges_of
from loopcp.errors import LoopcpError
from loopcp.formats.tatham import blank_runs
from loopcp.loopygrids import Geometry, grid

_ID = re.compile(r"([0-9]+)x([0-9]+)t([0-9]+)(?:d[a-z])?:(?:([^_:]*)_)?([0-9a-zA-Z]*)")


@dataclass(frozen=True, slots=True)
class LoopyPuzzle:
    """A Loopy puzzle on any grid: its geometry, and a clue or None for each face in face order."""

    game_id: str
    kind: int
    width: int
    height: int
    description: str | None
    geometry: Geometry
    clues: tuple[int | None, ...]

    @property
    def edges(self) -> tuple[tuple[int, int], ...]:
        """Every edge once, as (smaller dot, larger dot), in the order the faces first meet them."""
        return edges_of(self.geometry.faces)


def clues_of(text: str) -> tuple[int | None, ...]:
    """The run-length clue string, one entry a face."""
    out: list[int | None] = []
    for ch in text:
        if ch.isdigit():
            out.append(int(ch))
        elif ch.isupper():
            out.append(10 + ord(ch) - ord("A"))
        else:
            out.extend([None] * (ord(ch) - ord("a") + 1))
    return tuple(out)


def write(puzzle: LoopyPuzzle) -> str:
    """The puzzle's game ID, as his program writes it (a level is not part of an ID)."""
    head = f"{puzzle.width}x{puzzle.height}t{puzzle.kind}:"
    if puzzle.description is not None:
        head += f"{puzzle.description}_"
    return head + clue_text(puzzle.clues)


def clue_text(clues: tuple[int | None, ...]) -> str:
    """The run-length clue string: a clue as a digit or a capital, runs of faces without one as letters."""
    return blank_runs("".join("." if c is None else str(c) if c < 10 else chr(ord("A") + c - 10) for c in clues))


def read(game_id: str) -> LoopyPuzzle:
    """The puzzle an ID names, on the grid his program builds for it."""
    match = _ID.fullmatch(game_id.strip())
    if match is None:
        raise LoopcpError(f"expected a Loopy game ID such as 7x7t2:..., got {game_id!r}")
    width, height, kind = int(match.group(1)), int(match.group(2)), int(match.group(3))
    description = match.group(4)
    geometry = grid(kind, width, height, description)
    clues = clues_of(match.group(5))
    if len(clues) != len(geometry.faces):
        raise LoopcpError(f"the ID gives {len(clues)} faces' clues; its grid has {len(geometry.faces)} faces")
    return LoopyPuzzle(game_id.strip(), kind, width, height, description, geometry, clues)
