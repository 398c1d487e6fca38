"""Progress on a terminal's standard error while long work runs, and nothing elsewhere.

Piped and CI output stays clean: nothing is drawn unless standard error is
a terminal, and the usual fast command draws nothing at all, because the
spinner appears only after ``SPINNER_AFTER`` seconds.
"""

from __future__ import annotations

import threading

from loopcp.cli.streams import consoles, stderr_is_terminal

SPINNER_AFTER = 0.5  # seconds of quiet work before a spinner appears (none for the usual fast solve)


class Activity:
    """Something that moves on a terminal's standard error while long work runs, and nothing elsewhere.

    One helper for the three shapes: a spinner (``total`` None) that
    appears only after ``after`` seconds, so that the usual fast command
    draws nothing; a status line whose text the work updates; and a bar
    for a known number of items.
    """

    def __init__(self, text: str, total: int | None, after: float, bar: bool = False) -> None:
        self._text = text
        self._total = total
        self._bar = bar or total is not None
        self._after = after
        self._lock = threading.Lock()
        self._done = False
        self._live: object | None = None
        self._task: object | None = None
        self._timer: threading.Timer | None = None

    def __enter__(self) -> Activity:
        if not stderr_is_terminal():
            return self
        if self._after <= 0:
            self._show()
        else:
            self._timer = threading.Timer(self._after, self._show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def _show(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            SpinnerColumn,
            TextColumn,
            TimeElapsedColumn,
        )

        with self._lock:
            if self._done or self._live is not None:
                return
            columns = [BarColumn(), MofNCompleteColumn()] if self._bar else [SpinnerColumn()]
            progress = Progress(
                TextColumn("{task.description}"),
                *columns,
                TimeElapsedColumn(),
                console=consoles.err,
                transient=True,
                redirect_stdout=False,  # data written meanwhile goes to standard output, not into the bar
                redirect_stderr=False,
            )
            self._task = progress.add_task(self._text, total=self._total)
            progress.start()
            self._live = progress

    def update(self, text: str) -> None:
        """Change what the line says (shown only if the line is up)."""
        self._text = text
        with self._lock:
            if self._live is not None:
                self._live.update(self._task, description=text)  # type: ignore[attr-defined]

    def total(self, total: int) -> None:
        """The number of items, once known (a bar shows '?' until then)."""
        self._total = total
        with self._lock:
            if self._live is not None:
                self._live.update(self._task, total=total)  # type: ignore[attr-defined]

    def advance(self) -> None:
        """One more item done."""
        with self._lock:
            if self._live is not None:
                self._live.advance(self._task)  # type: ignore[attr-defined]

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self._done = True
            if self._timer is not None:
                self._timer.cancel()
            if self._live is not None:
                self._live.stop()  # type: ignore[attr-defined]


def activity(text: str, *, total: int | None = None, after: float | None = None, bar: bool = False) -> Activity:
    """The progress helper: ``with activity("solving x...") as shown: ...``; ``bar`` for a total learned late."""
    return Activity(text, total, SPINNER_AFTER if after is None else after, bar)
