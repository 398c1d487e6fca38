"""New puzzles, every genre and every grid: a random loop, the clues it implies, clues removed while unique.

One job a module, in the order the work flows:

- ``options``: what to make (``Options``), read and checked before any
  work starts;
- ``growth`` (the square) and ``gridgrowth`` (Loopy's other grids): a
  random single loop, grown as a region of faces;
- ``clues``: a genre's recipe (``Recipe``) and the board it fills
  (``Board``): every clue a loop implies;
- ``dressed``: the cell genres' recipes, a loop dressed in their clues
  (each genre's ``dress.py``);
- ``uniqueness``: the checker that says whether a set of clues still has
  one answer (``Checker``, ``Clock``);
- ``removal``, ``judges``, ``graded``: which clue to try removing next,
  and at which level a person could still solve the puzzle;
- ``gridded``: the same on Loopy's other grids;
- ``loops``: the loop a recipe starts from;
- ``make``: the pipeline and the public door (``generate``,
  ``generate_many``, ``Options``, ``Generated``).

``from loopcp.generation import Options, generate`` is all a caller needs;
the names load on first use, so that a genre's recipe can import
``generation.clues`` without loading the solver.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from loopcp.generation.make import Generated, Options, generate, generate_many

_PUBLIC = ("Generated", "Options", "generate", "generate_many")


def __getattr__(name: str) -> Any:
    """A public name of ``make``, imported on first use."""
    if name not in _PUBLIC:
        raise AttributeError(f"module 'loopcp.generation' has no attribute {name!r}")
    return getattr(importlib.import_module("loopcp.generation.make"), name)


__all__ = ["Generated", "Options", "generate", "generate_many"]
