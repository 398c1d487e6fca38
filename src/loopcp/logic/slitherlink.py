"""Slitherlink's deduction rules, as ``loopcp.logic.slitherlink``: they live in ``genres/slitherlink/logic/``.

A thin re-export, kept so that code written against the old layout keeps working.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic import (
    CONTRADICTION,
    cached_topology,
    deduce,
    dot_words,
    edge_words,
    grade,
    topology,
)
from loopcp.genres.slitherlink.logic.engine import ContradictionError, Engine, StepLimitError
from loopcp.genres.slitherlink.logic.topology import Topology

__all__ = [
    "CONTRADICTION",
    "ContradictionError",
    "Engine",
    "StepLimitError",
    "Topology",
    "cached_topology",
    "deduce",
    "dot_words",
    "edge_words",
    "grade",
    "topology",
]
