"""Every exception loopcp raises, each with the exit code the command line gives it.

Library code raises these and never exits or prints; the command line turns
them into one line on standard error and the class's ``exit_code``.  Every
class is a ``LoopcpError`` so that a caller can catch the family in one
place.  The codes live here, beside the classes, so that mapping an error
to its code imports nothing else: a bad input never loads the generator,
and through it OR-Tools.

The codes: 1 no solution (or no puzzle), 2 bad usage or input, 3 a time
limit, 4 an internal error (a bug in loopcp, never a property of the input).
"""

from __future__ import annotations

from typing import ClassVar

UNSOLVABLE, BAD_INPUT, TIME_LIMIT, INTERNAL = 1, 2, 3, 4


def describe(ch: str) -> str:
    """A character as an error message shows it: 'x', ' ' (a blank), or U+0007."""
    if ch == " ":
        return "' ' (a blank)"
    if ch == "\t":
        return "a tab"
    if not ch.isprintable():
        return f"U+{ord(ch):04X}"
    return repr(ch)


class LoopcpError(Exception):
    """Base of every error loopcp raises on purpose; unless a subclass says otherwise, the input was bad."""

    exit_code: ClassVar[int] = BAD_INPUT


class ParseError(LoopcpError):
    """Input text that is not a puzzle, with the place where reading failed.

    ``line`` and ``column`` count from 1, as editors and compilers do, so that
    the printed ``FILE:LINE:COLUMN:`` jumps straight to the fault.
    """

    def __init__(self, source: str, line: int, column: int, message: str) -> None:
        super().__init__(f"{source}:{line}:{column}: {message}")
        self.source = source
        self.line = line
        self.column = column
        self.message = message


class UnsupportedError(LoopcpError):
    """A well-formed request that loopcp deliberately does not handle."""


class InternalError(LoopcpError):
    """A bug in loopcp, never a property of the input: a check of loopcp's own work failed.

    The message starts with "internal error" and says which check.
    """

    exit_code: ClassVar[int] = INTERNAL


class VerificationError(InternalError):
    """A solver answer that the independent verifier rejected.

    This is a bug in loopcp, never a property of the puzzle: it is raised
    instead of printing an answer that could be wrong.
    """


class OutputError(LoopcpError):
    """A file loopcp could not write; the message names it and says why."""


class DeadlineError(LoopcpError):
    """A time limit passed before the work was done (while a model was built, or a loop grown).

    Searches that run out of time return an answer marked ``timed_out``
    instead; this is raised where there is no partial answer to return.
    """

    exit_code: ClassVar[int] = TIME_LIMIT


class TimeLimitError(DeadlineError):
    """The time limit ended generation before a puzzle was finished."""


class NoPuzzleError(LoopcpError):
    """No loop grown gave a puzzle (a board too small for three letter regions, say)."""

    exit_code: ClassVar[int] = UNSOLVABLE


class WorkerError(InternalError):
    """The machinery that spreads work failed: a worker process died, or a Dask scheduler was lost.

    Not a property of any puzzle: the batch cannot be finished, and what
    was printed before it is all there is.
    """
