"""The shape every Loopy grid builder returns, and its edges' numbering; kept apart so that builder modules need not
import the package (nor anything else: drawing and deduction use it without OR-Tools)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Geometry:
    """One grid: dots in Tatham's integer coordinates and order, faces as cycles of dot indices in his order."""

    tilesize: int
    dots: tuple[tuple[int, int], ...]
    faces: tuple[tuple[int, ...], ...]


Builder = Callable[[int, int], Geometry]  # (width, height) -> the grid


def edges_of(faces: Sequence[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    """Every edge once, as (smaller dot, larger dot), in the order the faces first meet them.

    The one numbering of a grid's edges: the loop model's variables, the
    verifier, the deduction engine's tables and the drawing all use it.
    """
    seen: dict[tuple[int, int], None] = {}
    for face in faces:
        for a, b in zip(face, [*face[1:], face[0]], strict=True):
            seen.setdefault((min(a, b), max(a, b)))
    return tuple(seen)
