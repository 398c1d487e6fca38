"""What a request to ``POST /api/COMMAND`` says: its JSON body read and checked, key by key, in words.

A body is one JSON object whose keys are the command's options, spelled
as its ``--json`` output spells them (``max_solutions``, ``time_limit``,
``to``...).  A key the command does not take, a value of the wrong type
or out of range, is refused with a sentence that names the key and what
it takes (``RequestError``, HTTP 400), so that a script with a typo learns it
at once rather than getting an answer to another question.

The puzzle is read as the command line reads a file (``formats.load_all``,
one puzzle, named ``SOURCE`` in messages), so a bad puzzle gets the
command line's own one-line message: ``<puzzle>:3:5: expected 0-4, '.'
or a letter, got '7'`` where ``loopcp solve`` would say ``<stdin>:3:5:``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from loopcp.errors import LoopcpError, ParseError

SOURCE = "<puzzle>"  # how messages name the puzzle a request holds, as the command line names <stdin>
STATE_SOURCE = "<state>"  # ... and its position


class RequestError(Exception):
    """A request the server will not answer, with the HTTP status and the sentence that says why."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def said(exc: LoopcpError, source: str = SOURCE) -> str:
    """An error as the command line says it about one puzzle: a ``ParseError`` names its place, others the source."""
    return str(exc) if isinstance(exc, ParseError) else f"{source}: {exc}"


def parse_body(data: bytes) -> dict[str, Any]:
    """The request's JSON object, or ``RequestError`` that says what is wrong with it."""
    if not data.strip():
        raise RequestError('expected a JSON object as the request body, such as {"puzzle": "..."}; got nothing')
    try:
        body = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        where = f" at line {exc.lineno}, column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise RequestError(f"expected a JSON object as the request body: not JSON{where}") from None
    if not isinstance(body, dict):
        raise RequestError(f"expected a JSON object as the request body, got {_kind(body)}")
    return body


def _kind(value: Any) -> str:
    """A JSON value's type, as messages name it."""
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    return {str: "a string", list: "an array", dict: "an object", type(None): "null"}[type(value)]


@dataclass(frozen=True, slots=True)
class Body:
    """One request's keys, read one at a time with their checks (``RequestError`` when one is wrong)."""

    command: str
    values: Mapping[str, Any]

    def only(self, allowed: tuple[str, ...]) -> None:
        """Refuse a key the command does not take, naming the keys it does."""
        unknown = sorted(set(self.values) - set(allowed))
        if unknown:
            raise RequestError(
                f"{self.command} takes no key {unknown[0]!r}; it takes: {', '.join(allowed)}",
            )

    def text(self, key: str, *, required: bool = False, default: str | None = None) -> str | None:
        """A string value (None or ``default`` when absent)."""
        value = self.values.get(key)
        if value is None:
            if required:
                raise RequestError(f"{self.command} needs {key!r}: " + _NEEDS.get(key, "a string"))
            return default
        if not isinstance(value, str):
            raise RequestError(f"expected {key!r} to be a string, got {_kind(value)}")
        return value

    def number(
        self, key: str, *, default: float | None, low: float, high: float | None = None, integer: bool = False
    ) -> float | None:
        """A number from ``low`` to ``high`` (a whole one if ``integer``), or ``default`` when absent."""
        value = self.values.get(key)
        if value is None:
            return default
        whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())
        if isinstance(value, bool) or not isinstance(value, int | float) or (integer and not whole):
            what = "a whole number" if integer else "a number"
            raise RequestError(f"expected {key!r} to be {what}, got {json.dumps(value)}")
        if value < low or (high is not None and value > high):
            span = f"at least {low:g}" if high is None else f"from {low:g} to {high:g}"
            raise RequestError(f"expected {key!r} to be {span}, got {value:g}")
        return int(value) if integer else float(value)

    def whole(self, key: str, *, default: int, low: int, high: int | None = None) -> int:
        """A whole number from ``low`` to ``high``, or ``default`` when absent."""
        value = self.number(key, default=default, low=low, high=high, integer=True)
        assert value is not None
        return int(value)

    def flag(self, key: str, default: bool = False) -> bool:
        """true or false."""
        value = self.values.get(key, default)
        if not isinstance(value, bool):
            raise RequestError(f"expected {key!r} to be true or false, got {json.dumps(value)}")
        return value

    def choice(self, key: str, choices: tuple[str, ...], default: str | None = None) -> str | None:
        """One of ``choices``, or ``default`` when absent."""
        value = self.text(key, default=default)
        if value is not None and value not in choices:
            raise RequestError(f"expected {key!r} to be one of: {', '.join(choices)}; got {value!r}")
        return value

    def state_text(self, key: str = "state") -> str | None:
        """A position given as an object (the hint state's layout), as JSON text for ``formats.state.read``."""
        value = self.values.get(key)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise RequestError(
                f'expected {key!r} to be an object: {{"h": [[...]], "v": [[...]]}} on the square, '
                f'{{"edges": [...]}} on other grids; got {_kind(value)}'
            )
        return json.dumps(value)

    def grid_of(self, key: str, rows: int, cols: int) -> list[list[int]] | None:
        """A rows x cols matrix of 1, -1 and 0 (cells a player shaded, or marked unshaded), or None when absent."""
        value = self.values.get(key)
        if value is None:
            return None
        shape = f"expected {key!r} to be {rows} rows of {cols} values, each 1, -1 or 0"
        if not isinstance(value, list) or len(value) != rows:
            raise RequestError(shape)
        for row in value:
            if (
                not isinstance(row, list)
                or len(row) != cols
                or any(x not in (-1, 0, 1) or isinstance(x, bool) for x in row)
            ):
                raise RequestError(shape)
        return [list(row) for row in value]


_NEEDS = {
    "puzzle": "the puzzle's text, in any format the command line reads (a puz.link URL, a game ID, Knuth text...)",
    "genre": "the genre to make, such as the name 'loopcp generate' takes",
}
