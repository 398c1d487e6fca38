"""The one small interface every genre implements.

A genre says four things about a puzzle and nothing more:

1. which lattice of points its loop runs on (``lattice``);
2. its clues as linear constraints over edges (``constraints``), a language
   that every engine speaks: CP-SAT, and later decision diagrams;
3. its rules again, written independently as plain Python over a finished
   loop (``violations``), for the verifier;
4. how its clues look in text: which grid characters it reads, and what to
   draw at faces and points (``cell_chars``, ``face_label``,
   ``point_label``).

The single-loop requirement itself is not the genre's business: the loop
core (``cpsat.py``) enforces it for every genre alike, and ``verify.py``
checks it for every genre alike.

Roads not taken: letting genres call CP-SAT directly would have been
quicker to write, but it would tie every genre to one engine and let model
code leak into the verifier's view of the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from loopcp.grid import Lattice
from loopcp.puzzle import Edge, Puzzle, Solution


@dataclass(frozen=True, slots=True)
class Linear:
    """``lo <= sum(coef * edge) <= hi`` over 0/1 edge values.

    Edges off the lattice count as 0, so a genre may name the neighbour of a
    border cell without checking the border first.
    """

    terms: tuple[tuple[Edge, int], ...]
    lo: int
    hi: int

    @classmethod
    def count(cls, edges: Sequence[Edge], lo: int, hi: int | None = None) -> Linear:
        """Between ``lo`` and ``hi`` (default: exactly ``lo``) of these edges are on."""
        return cls(tuple((e, 1) for e in edges), lo, lo if hi is None else hi)


class Genre(Protocol):
    """What the loop core, the verifier and the renderer need from a genre."""

    name: str
    cell_chars: str  # grid characters besides letters, e.g. "01234." for Slitherlink
    allows_letters: bool  # whether A-Z and a-z mark SuperSlitherlink regions
    cell_hint: str  # what a grid character may be, for error messages

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The lattice of points the loop runs through."""
        ...

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The puzzle's clues as linear constraints over edges."""
        ...

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Every clue that a loop breaks, in words, checked without any model code."""
        ...

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """One character to draw inside a face of the lattice (blank for none)."""
        ...

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """What to draw at a point instead of the loop, as (ASCII, Unicode) characters, or None."""
        ...
