"""The console entry point: Ctrl-C, SIGTERM and closed pipes end a command cleanly, from the first moment.

Stopping: SIGINT and SIGTERM raise ``Stopped``, a ``BaseException`` that
no library code catches, so every ``finally`` runs on the way out (CP-SAT
is stopped through its own stop call, worker processes are killed, a
decision-diagram child is killed), and typer's own handling, which turns
Ctrl-C into "Aborted!" and a closed pipe into exit 1, never sees it.  The
command then exits with 128 + the signal's number (130 for SIGINT, 143 for
SIGTERM) after one line on standard error; a closed output pipe ends it
silently with 141, as SIGPIPE ends any Unix tool.  A second signal while
the first is being handled ends the process at once.  After a stop the
process ends with ``os._exit``, skipping the interpreter's teardown.

The handlers are installed here, before the command line, typer or
OR-Tools are imported, so a signal at any moment of a run is handled the
same way.  This module imports nothing of loopcp's but ``stopping`` (one
class, no imports), to keep that moment early; the command line is
imported inside ``main``, once the handlers are in place, and nothing in
it imports this module back.
"""

from __future__ import annotations

import os
import signal
import sys

from loopcp.stopping import Stopped

TYPE_CHECKING = False  # typing is not imported before the handlers are in place
if TYPE_CHECKING:
    from types import FrameType

_MESSAGES = {signal.SIGINT: "interrupted", signal.SIGTERM: "terminated"}


_requested: list[Stopped] = []  # the stop a signal asked for, whatever exception it turns into on its way


def _on_signal(signum: int, frame: FrameType | None) -> None:
    """The first SIGINT or SIGTERM stops the command cleanly."""
    for number in _MESSAGES:
        signal.signal(number, _at_once)
    stop = Stopped(128 + signum, f"loopcp: {_MESSAGES.get(signal.Signals(signum), 'stopped')}")
    _requested.append(stop)
    raise stop


def _at_once(signum: int, frame: FrameType | None) -> None:
    """A second signal while the first is handled: end now."""
    os._exit(128 + signum)


def main() -> None:
    """Run the ``loopcp`` command with the signal handling above."""
    for number in _MESSAGES:
        signal.signal(number, _on_signal)
    try:
        from loopcp.cli import app_for  # noqa: PLC0415 (after the handlers: see the module docstring)

        app_for(sys.argv)()
    except BaseException as exc:
        # A signal raised inside an extension's import comes out as ImportError ("initialization failed"),
        # and typer may wrap others: once a stop was asked for, the stop is what happened.
        stop = exc if isinstance(exc, Stopped) else (_requested[0] if _requested else None)
        if stop is None:
            raise
        code, message = stop.code, stop.message
        for stream, text in ((sys.stdout, ""), (sys.stderr, f"{message}\n" if message else "")):
            try:
                stream.write(text)
                stream.flush()
            except (OSError, ValueError):
                pass
        # Every finally has run (searches stopped, children killed), so nothing is left to tidy; leaving
        # without the interpreter's own teardown avoids a crash in it: an interrupted CP-SAT search
        # leaves C++ objects that died in that teardown (SIGSEGV in about one run of thirty).
        os._exit(code)
