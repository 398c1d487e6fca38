"""How work stops: ``Stopped`` ends a command (a signal, a closed pipe), ``Halt`` ends searches being thrown away.

- ``Stopped`` is shared by the entry point, which installs the signal
  handlers and imports the command line only once they are in place, and
  the output streams, which turn a closed pipe into a stop.
- ``Halt`` stops the searches of work that runs in other threads and is
  being thrown away.  Apart from ``cpsat.door``, which registers each
  search with the ``Halt`` of its thread, so that the command line can
  hold one without loading OR-Tools (a bad input must be refused before
  the solver is imported).

One module of the standard library's threading and nothing of loopcp's,
so that it costs next to nothing before the handlers are installed.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any


class Stopped(BaseException):
    """A signal or a closed pipe ended the command: exit with ``code``, saying ``message`` if any.

    A ``BaseException``, so that no library code catches it and every
    ``finally`` runs on the way out.
    """

    def __init__(self, code: int, message: str | None) -> None:
        super().__init__(message or f"exit {code}")
        self.code = code
        self.message = message


_here = threading.local()  # ``halt``: the ``Halt`` of the work this thread does


class Halted(BaseException):
    """A search asked for after its ``Halt`` was stopped: the work it belongs to is being thrown away.

    A ``BaseException``, like ``KeyboardInterrupt``, so that nothing on the
    way out mistakes it for a puzzle's own error and reports it.
    """


class Halt:
    """The searches of one piece of work run in other threads, which ``stop`` ends, now and later.

    A thread that does such work runs it in ``halting(halt)``: its searches
    register here, ``stop`` ends those running through CP-SAT's own stop
    call, and one started afterwards raises ``Halted`` at once.  So work
    that is being thrown away (the puzzles a batch solved ahead, when the
    command is interrupted) ends within one search's stop, not a search's
    whole course.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: set[Any] = set()
        self.stopped = False

    def stop(self) -> None:
        """End every search of this work, and refuse the next ones."""
        with self._lock:
            self.stopped = True
            for solver in self._running:
                solver.stop_search()

    def enter(self, solver: Any) -> None:
        """A search of this work starts (``Halted`` if the work was stopped)."""
        with self._lock:
            if self.stopped:
                raise Halted
            self._running.add(solver)

    def leave(self, solver: Any) -> None:
        """A search of this work ended."""
        with self._lock:
            self._running.discard(solver)


@contextlib.contextmanager
def halting(halt: Halt) -> Iterator[None]:
    """The searches this thread starts inside the block belong to ``halt``."""
    _here.halt = halt
    try:
        yield
    finally:
        _here.halt = None


def current() -> Halt | None:
    """The ``Halt`` of the work this thread does, if it runs in a ``halting`` block."""
    return getattr(_here, "halt", None)
