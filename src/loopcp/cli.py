"""The ``loopcp`` command: the only module that reads files, prints, or exits.

Commands are thin: they read input, call the library, and turn its values
and errors into output and exit codes.  Data goes to standard output,
messages and progress to standard error, and colour only to a terminal.

Exit codes (the contract's): 0 success, 1 no solution, 2 bad usage or bad
input, 3 a time limit ended the search before an answer.  When one command
handles several puzzles, the most serious outcome wins, in the order
2, 3, 1, 0.  An answer that fails verification is an internal error (exit
4) that stops everything: it means loopcp has a bug, and it is never
printed as an answer.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Literal, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from loopcp import __version__, formats, render
from loopcp import generate as generator
from loopcp import search as engine
from loopcp.errors import LoopcpError, VerificationError
from loopcp.formats import slink as contest
from loopcp.formats.text import MAX_BYTES, decode
from loopcp.puzzle import Edge, Puzzle, SolveResult, Status

EXIT_OK, EXIT_UNSOLVABLE, EXIT_BAD_INPUT, EXIT_TIME_LIMIT, EXIT_INTERNAL = 0, 1, 2, 3, 4
_SEVERITY = {EXIT_OK: 0, EXIT_UNSOLVABLE: 1, EXIT_TIME_LIMIT: 2, EXIT_BAD_INPUT: 3}

GenreName = Literal["slitherlink", "masyu"]
FormatName = Literal["knuth", "slink", "tatham", "puzzlink"]
EngineName = Literal["auto", "zdd", "cpsat"]
INLINE_SOURCE = "<argument>"  # how errors and results name a puzzle given as an ID or URL argument

app = typer.Typer(
    name="loopcp",
    help="Solve, count, check and generate loop puzzles (Slitherlink, SuperSlitherlink, Masyu) with CP-SAT.",
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

PathsArg = Annotated[
    list[str] | None,
    typer.Argument(
        help="Puzzle files, game IDs or puzz.link URLs, or - for standard input (the default).", show_default=False
    ),
]
GenreOpt = Annotated[
    GenreName | None,
    typer.Option(
        "--genre",
        "-g",
        help="How to read the grid; Knuth text is Slitherlink unless told (Pearl IDs and mashu URLs are Masyu).",
        show_default=False,
    ),
]
FormatOpt = Annotated[
    FormatName | None,
    typer.Option(
        "--format",
        "-f",
        help="The input's format; detected from the text unless given.",
        show_default=False,
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object per puzzle, one per line.")]
TimeLimitOpt = Annotated[
    float | None,
    typer.Option(
        "--time-limit", "-t", min=0.0, help="Give up on a puzzle after this many seconds.", show_default=False
    ),
]


def _version(value: bool) -> None:
    if value:
        out.print(f"loopcp {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Solve, count and check loop puzzles with CP-SAT.

    Puzzles are read in Knuth's text format: one line per row, 0-4 for a
    clue, '.' for a blank cell, and for SuperSlitherlink a letter per region
    cell followed by one line '!x=N' per letter.  Masyu grids (--genre
    masyu) use 0 for a white pearl, 1 for a black pearl and '.' for empty.

    Simon Tatham's Loopy and Pearl game IDs, puzz.link URLs and the Slink
    contest's input are read too, detected from the text; an ID or URL can
    be given in place of a file.  'loopcp convert' writes any of them.
    """


def _fail(message: str, code: int) -> NoReturn:
    err.print(message, markup=False)
    raise typer.Exit(code)


def _read(path: str) -> tuple[str, bytes]:
    """The bytes of a puzzle file, of standard input for '-', or of an argument that is an ID or URL."""
    if path == "-":
        if sys.stdin.isatty():  # a person at a terminal, not a pipe: say what we wait for
            err.print("reading a puzzle from standard input; end it with Ctrl-D", markup=False)
        return "<stdin>", sys.stdin.buffer.read(MAX_BYTES + 1)
    if _is_inline(path):
        return INLINE_SOURCE, path.encode()
    try:
        with Path(path).open("rb") as handle:
            return path, handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LoopcpError(f"{path}: cannot read: {exc.strerror or exc}") from None


def _load(path: str, genre: str | None, fmt: str | None = None) -> Puzzle:
    """One puzzle from a path, in the format given or detected."""
    source, data = _read(path)
    return formats.load(decode(data, source), source, fmt, genre)


def _source(path: str) -> str:
    """How results name a puzzle's input."""
    if path == "-":
        return "<stdin>"
    if _is_inline(path):
        return INLINE_SOURCE
    return path


def _is_inline(path: str) -> bool:
    """Whether a PATH argument is the puzzle itself: an ID or URL that names no file."""
    # os.path.exists, unlike Path.exists, says False for a name too long to be a file.
    return formats.is_inline(path) and not os.path.exists(path)


def _exit_code(result: SolveResult) -> int:
    if result.count:
        return EXIT_OK
    return EXIT_TIME_LIMIT if result.timed_out else EXIT_UNSOLVABLE


SPINNER_AFTER = 0.5  # seconds of quiet work before a spinner appears (none for the usual fast solve)


@contextmanager
def _spinner(text: str) -> Iterator[None]:
    """A spinner on a terminal's standard error while a long search runs.

    A search that proves uniqueness reports nothing until it ends, so the
    spinner runs on rich's own thread; it appears only after
    ``SPINNER_AFTER`` seconds, and leaves nothing behind.
    """
    if not err.is_terminal:
        yield
        return
    status = err.status(text)
    lock = threading.Lock()
    state = {"done": False, "shown": False}

    def show() -> None:
        with lock:
            if not state["done"]:
                status.start()
                state["shown"] = True

    timer = threading.Timer(SPINNER_AFTER, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        with lock:
            state["done"] = True
            timer.cancel()
            if state["shown"]:
                status.stop()


def _worst(a: int, b: int) -> int:
    return a if _SEVERITY[a] >= _SEVERITY[b] else b


def _json_line(result: SolveResult, source: str, **extra: object) -> str:
    obj = result.as_json()
    obj["source"] = source
    obj.update(extra)
    return json.dumps(obj, separators=(", ", ": "))


def _show(puzzle: Puzzle, loop: frozenset[Edge], marked: frozenset[Edge] = frozenset()) -> None:
    if out.is_terminal:
        out.print(render.rich_picture(puzzle, loop, marked), end="")
    else:
        out.print(render.picture(puzzle, loop, marked), end="", markup=False)


def _describe(result: SolveResult, time_limit: float | None) -> str:
    seconds = f"{result.seconds:.2f} s"
    if result.status is Status.UNIQUE:
        return f"unique solution ({seconds})"
    if result.status is Status.UNSOLVABLE:
        return f"no solution ({seconds})"
    if result.status is Status.MULTIPLE:
        many = f"exactly {result.count}" if result.complete else f"at least {result.count}"
        return f"{many} solutions ({seconds})"
    limit = f"the time limit of {time_limit:g} s" if time_limit is not None else "a limit"
    if result.count:
        return f"one solution found; {limit} stopped the search before it proved uniqueness ({seconds})"
    if result.timed_out:
        return f"unknown: {limit} stopped the search before an answer ({seconds})"
    return f"unknown: the search stopped before it could tell ({seconds})"


def _print_human(result: SolveResult, source: str, time_limit: float | None) -> None:
    out.print(f"{source}: {_describe(result, time_limit)}", markup=False)
    loops = [s.edges() for s in result.solutions]
    if len(loops) >= 2:
        differ = loops[0] ^ loops[1]
        out.print(f"solutions 1 and 2 differ at the {len(differ)} edges drawn as * (red on a terminal)", markup=False)
        for k, loop in enumerate(loops, start=1):
            out.print(f"solution {k}:", markup=False)
            _show(result.puzzle, loop, (loop & differ) if k <= 2 else frozenset())
    elif loops:
        _show(result.puzzle, loops[0])


@app.command()
def solve(
    paths: PathsArg = None,
    *,
    genre: GenreOpt = None,
    json_out: JsonOpt = False,
    max_solutions: Annotated[
        int,
        typer.Option(
            "--max-solutions", "-n", min=0, help="Stop after this many solutions; 2 decides uniqueness, 0 finds all."
        ),
    ] = 2,
    time_limit: TimeLimitOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """Solve puzzles and say whether each solution is unique.

    Each puzzle is solved, its answers are checked by an independent
    verifier, and the result is drawn (or printed as JSON).  When a puzzle
    has several solutions, two are drawn with the edges where they differ
    marked.  A bad file is reported on standard error and the others are
    still solved.  On a terminal, a spinner shows on standard error while a
    search runs longer than half a second.

    Examples:

      loopcp solve data/pi-day-2025.txt

      loopcp solve --genre masyu data/masyu-10x10.txt

      cat puzzle.txt | loopcp solve --json

      loopcp solve --max-solutions 0 --time-limit 10 a.txt b.txt

    Game IDs and puzz.link URLs can be given as the puzzle itself; their
    format (and, for Pearl and mashu, their genre) is detected:

      loopcp solve '5x5t0:b02a31b1c3a2d23a23'

      loopcp solve 'https://puzz.link/p?mashu/5/5/00k00900i'
    """
    code = EXIT_OK
    for path in paths or ["-"]:
        source = _source(path)
        try:
            puzzle = _load(path, genre, fmt)
        except LoopcpError as exc:  # already says where
            err.print(str(exc), markup=False)
            code = _worst(code, EXIT_BAD_INPUT)
            continue
        try:
            with _spinner(f"solving {source}..."):
                result = engine.solve(puzzle, max_solutions=max_solutions, time_limit=time_limit)
        except VerificationError as exc:
            _fail(str(exc), EXIT_INTERNAL)
        except LoopcpError as exc:
            err.print(f"{source}: {exc}", markup=False)
            code = _worst(code, EXIT_BAD_INPUT)
            continue
        if json_out:
            out.print(_json_line(result, source), markup=False)
        else:
            _print_human(result, source, time_limit)
        code = _worst(code, _exit_code(result))
    raise typer.Exit(code)


@app.command()
def count(
    path: Annotated[
        str,
        typer.Argument(
            help="A puzzle file, a game ID or puzz.link URL, or - for standard input (the default).",
            show_default=False,
        ),
    ] = "-",
    *,
    genre: GenreOpt = None,
    json_out: JsonOpt = False,
    limit: Annotated[
        int | None,
        typer.Option("--limit", "-l", min=1, help="Stop counting at this many solutions.", show_default=False),
    ] = None,
    time_limit: TimeLimitOpt = None,
    fmt: FormatOpt = None,
    engine_name: Annotated[
        EngineName,
        typer.Option(
            "--engine",
            "-e",
            help="How to count: zdd counts a decision diagram without listing loops (narrow boards),"
            " cpsat enumerates loops one by one, auto picks zdd when the board is narrow enough.",
        ),
    ] = "auto",
) -> None:
    """Count a puzzle's solutions exhaustively.

    The last line of standard output is the count alone, in full however
    large.  Progress shows on standard error when an enumeration runs long
    on a terminal.  A count stopped by --limit or --time-limit is a lower
    bound, and says so on standard error.  With --json, a count above 2^53
    is a string of digits, so that no JSON reader rounds it.

    The decision diagram (zdd) counts billions of loops in a second on a
    narrow board; it grows with the board's shorter side, so a board too
    wide for it is counted by enumeration instead, with a note on standard
    error.

    Examples:

      loopcp count data/empty-4x4.txt

      loopcp count --engine cpsat --limit 1000 --json draft.txt

      loopcp count 'https://puzz.link/p?slither/3/3/o'
    """
    try:
        puzzle = _load(path, genre, fmt)
    except LoopcpError as exc:
        _fail(str(exc), EXIT_BAD_INPUT)
    source = _source(path)
    status = err.status("counting...") if err.is_terminal else None
    shown = 0.0

    def progress(n: int, seconds: float) -> None:
        nonlocal shown
        if status is None or seconds < 0.5 or seconds - shown < 0.1:
            return
        if not shown:
            status.start()
        shown = seconds
        status.update(f"counting: {n:,} solutions so far, {n / seconds:,.0f} a second ({seconds:.0f} s)")

    try:
        result = engine.count(puzzle, limit=limit, time_limit=time_limit, progress=progress, engine=engine_name)
    except VerificationError as exc:
        _fail(str(exc), EXIT_INTERNAL)
    except LoopcpError as exc:
        _fail(f"{source}: {exc}", EXIT_BAD_INPUT)
    finally:
        if status is not None:
            status.stop()
    for note in result.notes:
        err.print(f"{source}: {note}", markup=False)
    if json_out:
        out.print(_json_line(result, source, engine=result.engine), markup=False)
    else:
        if not result.complete:
            why = f"--limit {limit}" if not result.timed_out else f"the time limit of {time_limit:g} s"
            err.print(f"{source}: {why} stopped the count; there may be more solutions", markup=False)
        out.print(str(result.count), markup=False)
    raise typer.Exit(_exit_code(result))


GenerateGenre = Literal["slitherlink", "masyu", "superslitherlink"]
Symmetry = Literal["none", "rot2", "rot4"]


def _json_generated(puzzle: generator.Generated) -> str:
    return json.dumps(puzzle.as_json(), separators=(", ", ": "))


def _writer(name: str) -> Callable[[generator.Generated], str]:
    return lambda made: formats.dump(made.puzzle, name)


# How `generate` writes a puzzle: the formats `convert` writes, and JSON with the solution and statistics.
# Not the Slink contest's input, which clues every cell: a minimal puzzle has blanks.
GENERATED_WRITERS: dict[str, Callable[[generator.Generated], str]] = {
    **{name: _writer(name) for name in ("knuth", "tatham", "puzzlink")},
    "json": _json_generated,
}
# SuperSlitherlink letters have no game ID or puzz.link URL: said before generating, not after the work.
NO_LETTERS = ("tatham", "puzzlink")


@app.command()
def generate(
    genre: Annotated[GenerateGenre, typer.Argument(help="What to make: slitherlink, masyu or superslitherlink.")],
    *,
    size: Annotated[
        str, typer.Option("--size", "-s", help="The board as MxN: M rows by N columns, each from 2 to 100.")
    ] = "10x10",
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            min=0,
            help="Make the puzzle of this seed; the same seed, options and version always give the same puzzle. "
            "Without it a random seed is drawn and shown on standard error.",
            show_default=False,
        ),
    ] = None,
    count: Annotated[
        int, typer.Option("--count", "-k", min=1, help="Make this many puzzles; puzzle k (from 0) uses seed S+k.")
    ] = 1,
    output_format: Annotated[
        str, typer.Option("--format", "-f", help="How to print each puzzle: " + ", ".join(GENERATED_WRITERS) + ".")
    ] = "knuth",
    symmetry: Annotated[
        Symmetry,
        typer.Option(
            "--symmetry",
            help="Make the pattern of clues symmetric under a half turn (rot2) or a quarter turn (rot4, square "
            "boards only); clues are then removed in symmetric groups.",
        ),
    ] = "none",
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", min=1, help="Make puzzles in this many processes; the output is the same.")
    ] = 1,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            "-t",
            min=0.0,
            help="Give up on a puzzle after this many seconds (exit code 3).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Make new puzzles, each with exactly one solution and no clue to spare.

    A random loop is grown on the board, every clue it implies is written
    down, and clues are removed in a seeded random order while the puzzle
    keeps exactly one solution.  Every clue left is necessary: without it
    the puzzle would have a second solution.  Each puzzle is read back from
    its own text and solved again, with the independent verifier, before it
    is printed.  Several puzzles are printed in seed order, separated by a
    blank line (Knuth text) or one per line (JSON).  Exit code 3 means a
    time limit stopped a puzzle, 1 that no puzzle could be made (a board
    too small for three SuperSlitherlink letter regions, say).

    Examples:

      loopcp generate slitherlink --size 10x10 --seed 1

      loopcp generate masyu --size 10x10 --seed 7 --symmetry rot2

      loopcp generate superslitherlink --size 8x8 --seed 3 --format json

      loopcp generate masyu --size 12x12 --seed 5 --format puzzlink

      loopcp generate slitherlink --size 15x15 --count 100 --jobs 2 > book.txt
    """
    writer = GENERATED_WRITERS.get(output_format)
    if writer is None:
        _fail(f"unknown format {output_format!r}; choose one of: {', '.join(GENERATED_WRITERS)}", EXIT_BAD_INPUT)
    if genre == "superslitherlink" and output_format in NO_LETTERS:
        _fail(f"a SuperSlitherlink has no {output_format} form; choose knuth or json", EXIT_BAD_INPUT)
    try:
        rows, cols = generator.parse_size(size)
        first = generator.Options(genre, rows, cols, seed or 0, symmetry, time_limit)
        generator.check_options(first)
    except LoopcpError as exc:
        _fail(str(exc), EXIT_BAD_INPUT)
    if seed is None:
        first = replace(first, seed=secrets.randbelow(2**31))
        err.print(f"seed {first.seed} (pass --seed {first.seed} to make the same puzzles again)", markup=False)
    jobs_list = generator.batch(first, count)
    code = EXIT_OK
    # On a terminal, something moves while puzzles are made: a bar for several, a spinner for one.
    columns = [BarColumn(), MofNCompleteColumn()] if count > 1 else [SpinnerColumn()]
    progress = (
        Progress(
            TextColumn(f"generating {rows}x{cols} {genre}"),
            *columns,
            TimeElapsedColumn(),
            console=err,
            transient=True,
        )
        if err.is_terminal
        else None
    )
    task = progress.add_task("generate", total=count) if progress is not None else None
    try:
        if progress is not None:
            progress.start()
        for k, made in enumerate(generator.generate_many(jobs_list, workers=jobs)):
            if progress is not None and task is not None:
                progress.advance(task)
            options = jobs_list[k]
            if isinstance(made, generator.TimeLimitError):
                err.print(
                    f"seed {options.seed}: the time limit of {time_limit:g} s ended generation before a puzzle "
                    "was finished",
                    markup=False,
                )
                code = _worst(code, EXIT_TIME_LIMIT)
                continue
            if isinstance(made, generator.NoPuzzleError):
                err.print(f"seed {options.seed}: {made}", markup=False)
                code = _worst(code, EXIT_UNSOLVABLE)
                continue
            if isinstance(made, LoopcpError):
                _fail(f"seed {options.seed}: {made}", EXIT_INTERNAL)
            text = writer(made)
            if output_format != "json" and k:
                out.print("", markup=False)
            out.print(text, end="" if text.endswith("\n") else "\n", markup=False)
    finally:
        if progress is not None:
            progress.stop()
    raise typer.Exit(code)


@app.command()
def slink(
    path: Annotated[
        str, typer.Argument(help="A contest input file, or - for standard input (the default).", show_default=False)
    ] = "-",
    time_limit: TimeLimitOpt = None,
) -> None:
    """Solve a Slink contest input and draw each answer in the contest's format.

    The input holds any number of problems: a line 'ROWS COLUMNS', then a
    line of clues 0-3 for each row, and a line '0 0' at the end.  Each answer
    is printed as its data set number and the framed drawing.  The contest
    promises exactly one solution; a data set without one, or with several,
    is reported on standard error, gets no drawing, and makes the exit code
    1 once the others are done (3 if --time-limit, which applies to each
    data set, left one undecided).

    Examples:

      loopcp slink contest.in > contest.out

      printf '2 2\\n2 2\\n2 2\\n0 0\\n' | loopcp slink
    """
    try:
        source, data = _read(path)
        puzzles = contest.parse_all(decode(data, source), source)
    except LoopcpError as exc:
        _fail(str(exc), EXIT_BAD_INPUT)
    code = EXIT_OK
    for number, puzzle in enumerate(puzzles, start=1):
        try:
            result = engine.solve(puzzle, max_solutions=2, time_limit=time_limit)
        except VerificationError as exc:
            _fail(str(exc), EXIT_INTERNAL)
        except LoopcpError as exc:  # e.g. a board too large to search
            err.print(f"data set {number}: {exc}", markup=False)
            code = _worst(code, EXIT_BAD_INPUT)
            continue
        if result.status is Status.UNIQUE:
            out.print(
                render.slink_picture(puzzle, result.solutions[0].edges(), number), end="", markup=False, emoji=False
            )
            continue
        broken = {
            Status.UNSOLVABLE: "has no solution",
            Status.MULTIPLE: "has more than one solution",
        }.get(result.status, f"is undecided: {_describe(result, time_limit)}")
        err.print(f"data set {number}: {broken}, but the contest promises exactly one", markup=False)
        code = _worst(code, EXIT_UNSOLVABLE if result.status is not Status.UNKNOWN else EXIT_TIME_LIMIT)
    raise typer.Exit(code)


@app.command()
def convert(
    path: Annotated[
        str,
        typer.Argument(
            help="A puzzle file, a game ID or URL, or - for standard input (the default).", show_default=False
        ),
    ] = "-",
    to: Annotated[FormatName, typer.Option("--to", help="The format to write.")] = "knuth",
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """Print a puzzle in another format.

    Formats: knuth (Knuth's grid of characters), slink (the Slink contest's
    input, every cell clued 0-3), tatham (a Loopy or Pearl game ID, as the
    programs print it without the difficulty) and puzzlink (a puzz.link
    URL, as the editor writes it).  A SuperSlitherlink has no game ID or
    URL; asking for one is an error (exit 2), and so is a Slink input with
    a blank cell.  Knuth text does not say its genre: read a Masyu back
    with --genre masyu.

    Examples:

      loopcp convert data/slitherlink-10x10.txt --to puzzlink

      loopcp convert 'https://puzz.link/p?mashu/5/5/00k00900i' --to tatham

      loopcp convert '8x8:cWcBbBiBcBaBWcBiWdWaWWcWWdBbWa' --to knuth
    """
    try:
        puzzle = _load(path, genre, fmt)
        text = formats.dump(puzzle, to)
    except LoopcpError as exc:
        _fail(str(exc), EXIT_BAD_INPUT)
    out.print(text, end="", markup=False, emoji=False)
