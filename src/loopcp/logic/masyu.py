"""Masyu's deduction rules, as ``loopcp.logic.masyu``: they live in ``genres/masyu/logic/``.

A thin re-export, kept so that code written against the old layout keeps working.
"""

from __future__ import annotations

from loopcp.genres.masyu.logic import (
    CONTRADICTION,
    DEEP,
    EASY,
    EXPERT,
    TRIAL_BUDGET,
    TRICKY,
    Engine,
    deduce,
    joined_cells,
)
from loopcp.genres.masyu.logic.board import Board, Contradiction, Topology, topology

__all__ = [
    "CONTRADICTION",
    "DEEP",
    "EASY",
    "EXPERT",
    "TRIAL_BUDGET",
    "TRICKY",
    "Board",
    "Contradiction",
    "Engine",
    "Topology",
    "deduce",
    "joined_cells",
    "topology",
]
