"""Masyu's deduction rules: ``deduce`` grades, explains and hints (see ``engine`` for the levels)."""

from __future__ import annotations

from loopcp.genres.masyu.logic.engine import CONTRADICTION, DEEP, EASY, EXPERT, TRIAL_BUDGET, TRICKY, Engine, deduce

__all__ = ["CONTRADICTION", "DEEP", "EASY", "EXPERT", "TRIAL_BUDGET", "TRICKY", "Engine", "deduce"]
