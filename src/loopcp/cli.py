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
import sys
from pathlib import Path
from typing import Annotated, Literal, NoReturn

import typer
from rich.console import Console

from loopcp import __version__, render
from loopcp import search as engine
from loopcp.errors import LoopcpError, VerificationError
from loopcp.formats import knuth
from loopcp.formats.text import MAX_BYTES, decode
from loopcp.puzzle import Edge, Puzzle, SolveResult, Status

EXIT_OK, EXIT_UNSOLVABLE, EXIT_BAD_INPUT, EXIT_TIME_LIMIT, EXIT_INTERNAL = 0, 1, 2, 3, 4
_SEVERITY = {EXIT_OK: 0, EXIT_UNSOLVABLE: 1, EXIT_TIME_LIMIT: 2, EXIT_BAD_INPUT: 3}

GenreName = Literal["slitherlink", "masyu"]

app = typer.Typer(
    name="loopcp",
    help="Solve, count and check loop puzzles (Slitherlink, SuperSlitherlink, Masyu) with CP-SAT.",
    context_settings={"help_option_names": ["-h", "--help"]},
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

PathsArg = Annotated[
    list[str] | None,
    typer.Argument(help="Puzzle files, or - for standard input (the default).", show_default=False),
]
GenreOpt = Annotated[
    GenreName, typer.Option("--genre", "-g", help="How to read the grid; Knuth text is Slitherlink unless told.")
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
    """


def _fail(message: str, code: int) -> NoReturn:
    err.print(message, markup=False)
    raise typer.Exit(code)


def _read(path: str) -> tuple[str, bytes]:
    """The bytes of a puzzle file, or of standard input for '-'."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read(MAX_BYTES + 1)
    try:
        with Path(path).open("rb") as handle:
            return path, handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LoopcpError(f"{path}: cannot read: {exc.strerror or exc}") from None


def _load(path: str, genre: str) -> Puzzle:
    source, data = _read(path)
    return knuth.parse(decode(data, source), source, genre)


def _exit_code(result: SolveResult) -> int:
    if result.count:
        return EXIT_OK
    return EXIT_TIME_LIMIT if result.timed_out else EXIT_UNSOLVABLE


def _worst(a: int, b: int) -> int:
    return a if _SEVERITY[a] >= _SEVERITY[b] else b


def _json_line(result: SolveResult, source: str) -> str:
    obj = result.as_json()
    obj["source"] = source
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
    genre: GenreOpt = "slitherlink",
    json_out: JsonOpt = False,
    max_solutions: Annotated[
        int,
        typer.Option(
            "--max-solutions", "-n", min=0, help="Stop after this many solutions; 2 decides uniqueness, 0 finds all."
        ),
    ] = 2,
    time_limit: TimeLimitOpt = None,
) -> None:
    """Solve puzzles and say whether each solution is unique.

    Each puzzle is solved, its answers are checked by an independent
    verifier, and the result is drawn (or printed as JSON).  When a puzzle
    has several solutions, two are drawn with the edges where they differ
    marked.  A bad file is reported on standard error and the others are
    still solved.

    Examples:

      loopcp solve data/pi-day-2025.txt

      loopcp solve --genre masyu data/masyu-10x10.txt

      cat puzzle.txt | loopcp solve --json

      loopcp solve --max-solutions 0 --time-limit 10 a.txt b.txt
    """
    code = EXIT_OK
    for path in paths or ["-"]:
        source = "<stdin>" if path == "-" else path
        try:
            puzzle = _load(path, genre)
        except LoopcpError as exc:  # already says where
            err.print(str(exc), markup=False)
            code = _worst(code, EXIT_BAD_INPUT)
            continue
        try:
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
        str, typer.Argument(help="A puzzle file, or - for standard input (the default).", show_default=False)
    ] = "-",
    genre: GenreOpt = "slitherlink",
    json_out: JsonOpt = False,
    limit: Annotated[
        int | None,
        typer.Option("--limit", "-l", min=1, help="Stop counting at this many solutions.", show_default=False),
    ] = None,
    time_limit: TimeLimitOpt = None,
) -> None:
    """Count a puzzle's solutions exhaustively.

    The last line of standard output is the count alone.  Progress shows on
    standard error when a count runs long on a terminal.  A count stopped
    by --limit or --time-limit is a lower bound, and says so on standard
    error.

    Examples:

      loopcp count data/empty-4x4.txt

      loopcp count --limit 1000 --json draft.txt
    """
    try:
        puzzle = _load(path, genre)
    except LoopcpError as exc:
        _fail(str(exc), EXIT_BAD_INPUT)
    source = "<stdin>" if path == "-" else path
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
        result = engine.count(puzzle, limit=limit, time_limit=time_limit, progress=progress)
    except VerificationError as exc:
        _fail(str(exc), EXIT_INTERNAL)
    except LoopcpError as exc:
        _fail(f"{source}: {exc}", EXIT_BAD_INPUT)
    finally:
        if status is not None:
            status.stop()
    if json_out:
        out.print(_json_line(result, source), markup=False)
    else:
        if not result.complete:
            why = f"--limit {limit}" if not result.timed_out else f"the time limit of {time_limit:g} s"
            err.print(f"{source}: {why} stopped the count; there may be more solutions", markup=False)
        out.print(str(result.count), markup=False)
    raise typer.Exit(_exit_code(result))
