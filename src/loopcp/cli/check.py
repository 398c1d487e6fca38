"""``loopcp check``: is a person's answer right, and if not, which rule does it break first.

Standard input is read as ``solve`` reads it, for ``-``, and also when an
argument is left out and standard input is not a terminal: with no PUZZLE
it is the puzzle (a pzprv3 file, which holds its answer: ``loopcp check <
saved.txt``), and with a PUZZLE that holds no answer it is the answer
(``solve ... | loopcp check PUZZLE``).  Empty input there counts as none
given, so a script whose standard input is closed gets the same message as
before.  A terminal is never waited on: a person who types ``loopcp
check`` alone is told what to give.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import exits, streams
from loopcp.cli.inputs import read
from loopcp.cli.options import FormatOpt, GenreOpt
from loopcp.cli.streams import emit, fail

if TYPE_CHECKING:
    from loopcp.puzzle import Puzzle, Solution

NOTHING = "no puzzle to check: give PUZZLE and SOLUTION, or a pzprv3 file, or pipe one to standard input"
UNDRAWN = "no line is drawn"  # a pzprv3 file's answer when the player drew nothing: not finished


def check(
    puzzle_path: Annotated[
        str | None,
        typer.Argument(
            metavar="PUZZLE",
            help="The puzzle: a file, a game ID or a URL; or a pzprv3 file puzz.link saved, which holds the answer. "
            "- for standard input, which is also read when PUZZLE is left out and is not a terminal.",
            show_default=False,
        ),
    ] = None,
    answer_path: Annotated[
        str | None,
        typer.Argument(
            metavar="SOLUTION",
            help='The answer: the contract\'s JSON ({"h": ..., "v": ...}, or a solve --json line), '
            "or a drawing: what loopcp solve prints (saved, piped or copied from a terminal), "
            "a Slink contest answer, or your own on the same lattice; of several drawings the first is taken; "
            "or a pzprv3 file of the same puzzle. - for standard input, which is also read when SOLUTION is "
            "left out and is not a terminal. Not needed when PUZZLE is a pzprv3 file.",
            show_default=False,
        ),
    ] = None,
    *,
    json_out: Annotated[
        bool,
        typer.Option(
            "--json",
            help='Print one JSON object per answer checked, on one line: "source" (the puzzle\'s), "answer" '
            '(where the answer came from), "genre", "correct" (true or false) and "problems" (every rule it '
            "breaks, in words; empty when correct).",
        ),
    ] = False,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            "-t",
            min=0.0,
            help="Taken as in the other commands, so that a script can give every command the same options; "
            "a check searches nothing (it reads the answer and runs the verifier, quick on any board), so no "
            "time limit stops it.",
            show_default=False,
        ),
    ] = None,
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """Check an answer against a puzzle: 'correct', or the first rule it breaks, in words.

    The answer is checked by the same independent verifier that checks
    every solution loopcp prints: one closed loop, and every clue kept.
    Places are named as hint names them: r1c1 is the top-left cell.

    A pzprv3 file (what puzz.link's File > Save writes) holds the puzzle
    and the lines the player drew, so it is checked alone; the player's
    crosses and colours are notes, not the answer, and a file with no line
    drawn is not finished.

    A drawing is read wherever it stands in the text, header lines and
    all: points 4 characters apart (2 in a terminal's compact drawing),
    loop edges drawn with - and | (or box-drawing lines, or the * of
    edges where two solutions differ).  Where the text holds several
    drawings, such as solve's output for a puzzle with two solutions, the
    first is taken.  Text that holds no drawing of the puzzle's size is
    refused, with the place where it stops being one.

    Standard input that is not a terminal stands in for a missing
    argument: the puzzle when none is given (a pzprv3 file), else the
    answer when the puzzle holds none.

    Exit code 0 when the answer is correct, 1 when it breaks a rule or is
    not finished, 2 when the puzzle or the answer cannot be read.

    Examples:

      loopcp solve data/pi-day-2025.txt > answer.txt

      loopcp check data/pi-day-2025.txt answer.txt

      loopcp solve data/pi-day-2025.txt | loopcp check data/pi-day-2025.txt

      loopcp check saved.txt

      loopcp check --json < saved.txt
    """
    from loopcp import formats, verify
    from loopcp.errors import LoopcpError
    from loopcp.formats.text import decode

    piped = not streams.stdin_is_terminal()
    if puzzle_path is None and not piped:
        fail(NOTHING, exits.BAD_INPUT)
    source, data = _read(puzzle_path or "-")
    if puzzle_path is None and not data.strip():  # nothing piped either
        fail(NOTHING, exits.BAD_INPUT)
    puzzle_path = puzzle_path or "-"
    where, answer_data = source, data  # a pzprv3 file is its own answer
    if answer_path is not None:
        where, answer_data = _read(answer_path)
    try:
        text = decode(data, source)
        whole = (fmt or formats.detect(text)) == "pzprv3"
        if answer_path is None and not whole and puzzle_path != "-" and piped:
            where, answer_data = _read("-")
            answer_path = "-" if answer_data.strip() else None  # nothing piped: no answer given
        puzzle = formats.load(text, source, fmt, genre)
        if answer_path is None and not whole:
            fail(
                f"{source}: an answer is needed: give SOLUTION, or check a pzprv3 file, which holds one",
                exits.BAD_INPUT,
            )
        solution = _answer(decode(answer_data, where), where, puzzle)
    except LoopcpError as exc:  # a ParseError: it names the place
        fail(str(exc), exits.BAD_INPUT)
    problems = [UNDRAWN] if solution is None else verify.problems(puzzle, solution)
    if json_out:
        _print_json(puzzle, source, where, problems)
    elif solution is None:
        emit(f"not finished: {UNDRAWN}\n")
    else:
        emit(f"not correct: {problems[0]}\n" if problems else "correct\n")
    raise typer.Exit(exits.UNSOLVABLE if problems else exits.OK)


def _read(path: str) -> tuple[str, bytes]:
    """An argument's source name and bytes, or exit 2 naming it."""
    from loopcp.errors import LoopcpError

    try:
        return read(path)
    except LoopcpError as exc:
        fail(f"{path}: {exc}", exits.BAD_INPUT)


def _print_json(puzzle: Puzzle, source: str, where: str, problems: list[str]) -> None:
    """The check's JSON object, on one line."""
    from loopcp.genres import kind_of

    obj = {"source": source, "answer": where, "genre": kind_of(puzzle), "correct": not problems, "problems": problems}
    emit(json.dumps(obj, separators=(", ", ": ")) + "\n")


def _answer(text: str, source: str, puzzle: Puzzle) -> Solution | None:
    """The answer in text: a pzprv3 file's lines (None when none is drawn), or what ``answer.read`` reads."""
    from loopcp import answer
    from loopcp.formats import pzprv3

    if not pzprv3.looks_like(text.lstrip()):
        return answer.read(text, source, puzzle)
    solution = pzprv3.answer(text, source, puzzle)
    return solution if solution is not None and solution.edges() else None
