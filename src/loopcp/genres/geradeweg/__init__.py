"""Geradeweg: a loop through every clue, each straight segment touching a clue as long as its number.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.geradeweg import codes, rules
from loopcp.grid import CENTRES


class Geradeweg(Record):
    """Numbered cells on the loop; the straight segments at each are as long as its number."""

    name = "geradeweg"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"geradeweg": Lazy("loopcp.genres.geradeweg.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a number"
    text = "puzzlekit"
    edges_only = False  # its rules need booleans of their own (which stretch of a row a segment takes)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3


GERADEWEG = Geradeweg()

__all__ = ["GERADEWEG", "Geradeweg"]
