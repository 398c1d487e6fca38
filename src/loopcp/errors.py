"""The few exceptions loopcp raises.

Library code raises these and never exits or prints; ``cli.py`` turns them
into one line on standard error and an exit code.  Every class is a
``LoopcpError`` so that a caller can catch the family in one place.
"""

from __future__ import annotations


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
    """Base of every error loopcp raises on purpose."""


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


class VerificationError(LoopcpError):
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


class WorkerError(LoopcpError):
    """The machinery that spreads work failed: a worker process died, or a Dask scheduler was lost.

    Not a property of any puzzle: the batch cannot be finished, and what
    was printed before it is all there is.
    """
