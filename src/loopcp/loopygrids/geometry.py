"""The shape every Loopy grid builder returns, kept apart so that builder modules need not import the package."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Geometry:
    """One grid: dots in Tatham's integer coordinates and order, faces as cycles of dot indices in his order."""

    tilesize: int
    dots: tuple[tuple[int, int], ...]
    faces: tuple[tuple[int, ...], ...]


Builder = Callable[[int, int], Geometry]  # (width, height) -> the grid
