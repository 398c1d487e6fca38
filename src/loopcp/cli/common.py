"""What every command shares: streams, exit codes, the error mapper, inputs, progress, and stopping.

Streams have roles: data goes to standard output, written and flushed a
line (or a drawing) at a time so that an interrupted run never leaves half
a JSON line; messages and progress go to standard error; colour only to a
terminal.

Exit codes (the contract's): 0 success, 1 no solution, 2 bad usage or bad
input, 3 a time limit ended the work before an answer, 4 an internal
error (an answer that failed verification: a bug, never printed).  When a
command handles several puzzles the most serious outcome wins, in the
order 4, 2, 3, 1, 0.  A signal ends a command with 128 + its number (130
for SIGINT, 143 for SIGTERM); a closed output pipe ends it as SIGPIPE ends
any Unix tool, silently.

Stopping: SIGINT and SIGTERM raise ``Stopped``, a ``BaseException`` that
no library code catches, so every ``finally`` runs on the way out (CP-SAT
is stopped through its own stop call, worker processes are terminated, a
decision-diagram child is killed), and typer's own handling, which turns
Ctrl-C into "Aborted!" or a closed pipe into exit 1, never sees it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn, TypeVar

import click
import typer

from loopcp import formats, genres
from loopcp.entry import Stopped
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from loopcp.formats.batch import Item
    from loopcp.logic.base import Position
    from loopcp.puzzle import Puzzle

OK, UNSOLVABLE, BAD_INPUT, TIME_LIMIT, INTERNAL = 0, 1, 2, 3, 4
_SEVERITY = {OK: 0, UNSOLVABLE: 1, TIME_LIMIT: 2, BAD_INPUT: 3, INTERNAL: 4}
INLINE_SOURCE = "<argument>"  # how errors and results name a puzzle given as an ID or URL argument
STDIN_SOURCE = "<stdin>"
SPINNER_AFTER = 0.5  # seconds of quiet work before a spinner appears (none for the usual fast solve)
R = TypeVar("R")


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
    """The one mapping from an error to an exit code: each class in ``loopcp.errors`` says its own.

    Nothing is imported here, so a bad input never loads the generator or OR-Tools.
    """
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


# --- inputs ----------------------------------------------------------------------------------


def is_inline(path: str) -> bool:
    """Whether a PATH argument is the puzzle itself: an ID or URL that names no file."""
    from loopcp import formats

    # os.path.exists, unlike Path.exists, says False for a name too long to be a file.
    return formats.is_inline(path) and not os.path.exists(path)


def read(path: str) -> tuple[str, bytes]:
    """How results name an input, and its bytes: a file, standard input for '-', or an ID or URL argument."""
    from loopcp.formats.text import MAX_BYTES

    if path == "-":
        if sys.stdin.isatty():  # a person at a terminal, not a pipe: say what we wait for
            say("reading puzzles from standard input; end with Ctrl-D")
        return STDIN_SOURCE, sys.stdin.buffer.read(MAX_BYTES + 1)
    if is_inline(path):
        return INLINE_SOURCE, path.encode()
    try:
        with Path(path).open("rb") as handle:
            return path, handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LoopcpError(f"cannot read: {exc.strerror or exc}") from None


def puzzles(paths: list[str] | None, fmt: str | None, genre: str | None) -> Iterator[Item]:
    """Every puzzle of every input, in order; an input that cannot be read is one item with its error."""
    from loopcp import formats
    from loopcp.formats.batch import Item
    from loopcp.formats.text import decode

    for path in paths or ["-"]:
        try:
            source, data = read(path)
            text = decode(data, source)
        except LoopcpError as exc:
            yield Item(path, None, exc)
            continue
        yield from formats.load_all(text, source, fmt, genre)


def position(path: str, puzzle: Puzzle) -> Position:
    """A partial position from a state file (the hint state JSON); a LoopcpError names the file or the place."""
    from loopcp.formats import state
    from loopcp.formats.text import decode

    try:
        source, data = read(path)
    except LoopcpError as exc:
        raise LoopcpError(f"{path}: {exc}") from None
    return state.read(decode(data, source), source, puzzle)


# --- progress --------------------------------------------------------------------------------


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


# --- batches ---------------------------------------------------------------------------------

Run = Callable[[Iterator["Item"]], Iterator[R]]  # the work on the readable items, results in their order


@contextlib.contextmanager
def batch(items: Iterable[Item], run: Run[R], label: str | None) -> Iterator[Iterator[tuple[Item, R | None]]]:
    """Each item with its result, in input order; an item that could not be read comes with None.

    ``run`` gets only the items that hold a puzzle, and may read ahead of
    its results (worker processes, a cluster).  ``label``: a progress bar
    on a terminal's standard error, with the total once the input is read.
    Whatever is still at work is stopped when the block ends.
    """
    waiting: deque[Item] = deque()  # read, result not yet given out

    with activity(label or "", bar=True) if label else contextlib.nullcontext() as shown:

        def readable() -> Iterator[Item]:
            seen = 0
            for item in items:
                waiting.append(item)
                seen += 1
                if item.puzzle is not None:
                    yield item
            if shown is not None:
                shown.total(seen)

        results = run(readable())

        def paired() -> Generator[tuple[Item, R | None]]:
            for result in guarded(results):
                while waiting[0].puzzle is None:
                    yield waiting.popleft(), None
                yield waiting.popleft(), result
                if shown is not None:
                    shown.advance()
            while waiting:
                yield waiting.popleft(), None

        each = paired()
        try:
            yield each
        finally:
            each.close()
            close = getattr(results, "close", None)
            if close is not None:
                close()


def guarded(results: Iterable[R]) -> Iterator[R]:
    """Results as they come; a cluster or worker process that fails ends the command (exit 4) in one line.

    So does a cluster address that is no address, or where no scheduler answers (exit 2).
    """
    try:
        yield from results
    except LoopcpError as exc:
        fail(str(exc), code_for(exc))


def workers_wanted(jobs: int, cluster: str | None) -> bool:
    """Whether the work goes out to processes or a cluster, rather than one puzzle at a time here.

    A cluster without Dask installed is bad usage, said before any input is read.
    """
    if cluster is not None:
        from loopcp import batchrun

        if not batchrun.has_dask():
            fail(batchrun.INSTALL_HINT, BAD_INPUT)
    return cluster is not None or jobs != 1


# --- shared options --------------------------------------------------------------------------

# The choices come from the registries: a new genre or format appears here by itself.
GENRE_CHOICES = click.Choice(genres.genre_names())
FORMAT_CHOICES = click.Choice(formats.FORMATS)
OUTPUT_CHOICES = click.Choice(tuple(formats.WRITERS))

PathsArg = Annotated[
    list[str] | None,
    typer.Argument(
        help="Puzzle files, game IDs or puzz.link URLs, or - for standard input (the default). "
        "A file may hold several puzzles: Knuth grids separated by blank lines, or one ID or URL per line.",
        show_default=False,
    ),
]
GenreOpt = Annotated[
    str | None,
    typer.Option(
        "--genre",
        "-g",
        click_type=GENRE_CHOICES,
        help="How to read the grid; Knuth text is Slitherlink unless told (Pearl IDs and mashu URLs are Masyu).",
        show_default=False,
    ),
]
FormatOpt = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        click_type=FORMAT_CHOICES,
        help="The input's format; detected from the text unless given.",
        show_default=False,
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object per puzzle, one per line.")]
JobsOpt = Annotated[
    int,
    typer.Option(
        "--jobs",
        "-j",
        min=0,
        help="Work in this many processes (0: one per core); the output is the same, in the same order.",
    ),
]
ClusterOpt = Annotated[
    str | None,
    typer.Option(
        "--cluster",
        help="Send the work to the Dask scheduler at this address (tcp://HOST:PORT), whose workers have loopcp "
        "installed; needs pip install 'loopcp\\[cluster]'.",
        show_default=False,
    ),
]
NoTimingOpt = Annotated[
    bool,
    typer.Option(
        "--no-timing",
        help="Leave out the seconds each puzzle took, so that two runs (serial, --jobs, --cluster) compare byte "
        "for byte.",
    ),
]
TimeLimitOpt = Annotated[
    float | None,
    typer.Option(
        "--time-limit", "-t", min=0.0, help="Give up on a puzzle after this many seconds.", show_default=False
    ),
]
