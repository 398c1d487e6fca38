"""Where a command's words go: data to standard output, messages to standard error, colour only to a terminal.

Data is written and flushed a line (or a drawing) at a time, so that an
interrupted run never leaves half a JSON line.  A closed output pipe ends
the command as SIGPIPE ends any Unix tool, silently (exit 141), through
``Stopped``, which no library code catches.  The rich consoles are made on
first use: a plain run (output piped) never imports rich.
"""

from __future__ import annotations

import os
import signal
import sys
from typing import TYPE_CHECKING, NoReturn

import typer

from loopcp.stopping import Stopped

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text


class Consoles:
    """The two rich consoles, made on first use: a plain run (output piped) never imports rich."""

    def __init__(self) -> None:
        self._out: Console | None = None
        self._err: Console | None = None

    @property
    def out(self) -> Console:
        """Standard output, for drawings on a terminal."""
        if self._out is None:
            from rich.console import Console

            self._out = Console(highlight=False, soft_wrap=True)
        return self._out

    @property
    def err(self) -> Console:
        """Standard error, for progress on a terminal."""
        if self._err is None:
            from rich.console import Console

            self._err = Console(stderr=True, highlight=False, soft_wrap=True)
        return self._err


consoles = Consoles()


def stdout_is_terminal() -> bool:
    """Whether data goes to a person's terminal (colour, box drawing) rather than a pipe or file."""
    return consoles.out.is_terminal if consoles._out is not None else sys.stdout.isatty()


def stdin_is_terminal() -> bool:
    """Whether standard input is a person's terminal, not a pipe or file: a command never waits on one unasked."""
    return sys.stdin.isatty()


def stderr_is_terminal() -> bool:
    """Whether messages go to a terminal, where progress may be drawn."""
    return consoles.err.is_terminal if consoles._err is not None else sys.stderr.isatty()


def emit(text: str) -> None:
    """Write data to standard output now; a closed pipe ends the command as SIGPIPE ends Unix tools."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        raise Stopped(128 + signal.SIGPIPE, None) from None


def emit_rich(text: Text) -> None:
    """Write a colour drawing to a terminal."""
    try:
        consoles.out.print(text, end="")
        consoles.out.file.flush()
    except BrokenPipeError:
        _silence_stdout()
        raise Stopped(128 + signal.SIGPIPE, None) from None


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so that Python's last flush at exit cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # not a real file (a test's capture): nothing to silence
        pass


def say(message: str) -> None:
    """One line on standard error."""
    if consoles._err is not None:
        consoles.err.print(message, markup=False, highlight=False)
    else:
        try:
            sys.stderr.write(message + "\n")
            sys.stderr.flush()
        except BrokenPipeError:
            pass


def fail(message: str, code: int) -> NoReturn:
    """End the command with one line on standard error."""
    say(message)
    raise typer.Exit(code)
