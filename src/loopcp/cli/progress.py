"""Progress on a terminal's standard error while long work runs, and nothing elsewhere.

Piped and CI output stays clean: nothing is drawn unless standard error is
a terminal, and the usual fast command draws nothing at all, because the
spinner appears only after ``SPINNER_AFTER`` seconds.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from loopcp.cli.streams import consoles, stderr_is_terminal
from loopcp.naming import counted

if TYPE_CHECKING:
    from loopcp.batches.ordered import Run
    from loopcp.formats.batch import Item

R = TypeVar("R")

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


class Heard:
    """What each search of a batch has found so far, said by the spinner that waits for it.

    The searches run in threads (``batches.in_flight``) while the calling
    thread waits for one puzzle at a time, with a spinner: a search reports
    each answer it verifies (``hook``), and the spinner for that puzzle,
    already up or coming up later, says so.  A long proof of uniqueness
    thus shows that the answer is found and only the proof is left.
    """

    def __init__(self, limit: int) -> None:
        self._limit = limit  # answers asked for: at 2, one found means the proof of uniqueness is under way
        self._lock = threading.Lock()
        self._found: dict[int, int] = {}
        self._shown: dict[int, tuple[Activity, str]] = {}

    def _words(self, text: str, found: int) -> str:
        if self._limit == 2 and found == 1:
            return f"{text} an answer found; proving it is the only one"
        return f"{text} {counted(found, 'answer')} found"

    def hook(self, key: int) -> Callable[[object, int], None]:
        """What the search of puzzle ``key`` calls with each answer and how many so far (in its own thread)."""

        def heard(_: object, found: int) -> None:
            with self._lock:
                self._found[key] = found
                if key in self._shown:
                    shown, text = self._shown[key]
                    shown.update(self._words(text, found))

        return heard

    @contextmanager
    def waiting(self, key: int, text: str) -> Iterator[Activity]:
        """A spinner saying ``text`` while the calling thread waits for puzzle ``key``, and what it found."""
        with activity(text) as shown:
            with self._lock:
                self._shown[key] = (shown, text)
                if self._found.get(key):
                    shown.update(self._words(text, self._found[key]))
            try:
                yield shown
            finally:
                with self._lock:
                    self._shown.pop(key, None)
                    self._found.pop(key, None)


@contextlib.contextmanager
def batch(items: Iterable[Item], run: Run[R], label: str | None) -> Iterator[Iterator[tuple[Item, R | None]]]:
    """Each item with its result, in input order (``batches.paired``), a failed worker ending the command.

    ``label``: a progress bar on a terminal's standard error, with the
    total once the input is read.
    """
    from loopcp.batches.ordered import paired
    from loopcp.cli.exits import guarded

    bar: contextlib.AbstractContextManager[Activity | None] = contextlib.nullcontext()
    if label:  # a bar only for a batch with a label
        bar = activity(label, bar=True)
    with bar as shown, paired(items, lambda todo: guarded(run(todo)), shown) as each:
        yield each
