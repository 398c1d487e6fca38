"""The small case type that the table-driven tests of bad input share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Bad:
    """Input text that must fail, and the exact message it must fail with."""

    id: str
    text: str
    message: str
