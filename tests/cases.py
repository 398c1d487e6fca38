"""What the table-driven tests of bad input share: the case type, and the check."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from loopcp.errors import ParseError


@dataclass(frozen=True)
class Bad:
    """Input text that must fail, and the exact message it must fail with."""

    id: str
    text: str
    message: str


def rejection(parse: Callable[..., object], *args: Any, **kwargs: Any) -> str:
    """The message of the ParseError that ``parse(*args, **kwargs)`` must raise."""
    with pytest.raises(ParseError) as info:
        parse(*args, **kwargs)
    return str(info.value)
