"""Exit codes, and the one mapping from an error to its code.

The contract's codes: 0 success, 1 no solution, 2 bad usage or bad
input, 3 a time limit ended the work before an answer, 4 an internal
error (an answer that failed verification: a bug, never printed).  When a
command handles several puzzles the most serious outcome wins, in the
order 4, 2, 3, 1, 0.  A signal ends a command with 128 + its number (130
for SIGINT, 143 for SIGTERM); see ``loopcp.entry``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NoReturn, TypeVar

import typer

from loopcp.cli.streams import fail, say
from loopcp.errors import LoopcpError

R = TypeVar("R")

OK, UNSOLVABLE, BAD_INPUT, TIME_LIMIT, INTERNAL = 0, 1, 2, 3, 4
_SEVERITY = {OK: 0, UNSOLVABLE: 1, TIME_LIMIT: 2, BAD_INPUT: 3, INTERNAL: 4}


class Outcome:
    """The exit code of a command that handles several puzzles: the most serious one seen."""

    def __init__(self) -> None:
        self.code = OK

    def add(self, code: int) -> None:
        """Note one puzzle's outcome."""
        if _SEVERITY[code] > _SEVERITY[self.code]:
            self.code = code

    def exit(self) -> NoReturn:
        """End the command with the most serious code."""
        raise typer.Exit(self.code)


def code_for(exc: LoopcpError) -> int:
    """The one mapping from an error to an exit code: each error class says its own (``errors.py``)."""
    return exc.exit_code


def report(exc: LoopcpError, outcome: Outcome, where: str | None = None) -> None:
    """Say what went wrong in one line, note its exit code, and stop everything on an internal error.

    ``where`` names the puzzle for messages that do not already say where
    (a ``ParseError`` always does).
    """
    from loopcp.errors import ParseError

    message = str(exc) if where is None or isinstance(exc, ParseError) else f"{where}: {exc}"
    code = code_for(exc)
    if code == INTERNAL:
        fail(message, INTERNAL)
    say(message)
    outcome.add(code)


def report_and_exit(exc: LoopcpError, source: str) -> NoReturn:
    """The one puzzle of a command failed: say so, and end with the exit code its error maps to."""
    outcome = Outcome()
    report(exc, outcome, source)
    outcome.exit()


def guarded(results: Iterable[R]) -> Iterator[R]:
    """Results as they come; a cluster or worker process that fails ends the command (exit 4) in one line.

    So does a cluster address that is no address (exit 2).
    """
    try:
        yield from results
    except LoopcpError as exc:
        fail(str(exc), code_for(exc))
