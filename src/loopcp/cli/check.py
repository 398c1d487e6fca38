"""``loopcp check``: is a person's answer right, and if not, which rule does it break first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import exits
from loopcp.cli.inputs import read
from loopcp.cli.options import FormatOpt, GenreOpt
from loopcp.cli.streams import emit, fail

if TYPE_CHECKING:
    from loopcp.puzzle import Puzzle, Solution


def check(
    puzzle_path: Annotated[
        str,
        typer.Argument(
            metavar="PUZZLE",
            help="The puzzle: a file, a game ID or a URL; or a pzprv3 file puzz.link saved, which holds the answer.",
        ),
    ],
    answer_path: Annotated[
        str | None,
        typer.Argument(
            metavar="SOLUTION",
            help='The answer: the contract\'s JSON ({"h": ..., "v": ...}, or a solve --json line), '
            "or a drawing: what loopcp solve prints (saved, piped or copied from a terminal), "
            "a Slink contest answer, or your own on the same lattice; of several drawings the first is taken; "
            "or a pzprv3 file of the same puzzle. - for standard input. "
            "Not needed when PUZZLE is a pzprv3 file.",
        ),
    ] = None,
    *,
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

    Exit code 0 when the answer is correct, 1 when it breaks a rule or is
    not finished, 2 when the puzzle or the answer cannot be read.

    Examples:

      loopcp solve data/pi-day-2025.txt > answer.txt

      loopcp check data/pi-day-2025.txt answer.txt

      loopcp solve data/pi-day-2025.txt | loopcp check data/pi-day-2025.txt -

      loopcp check saved.txt
    """
    from loopcp import formats, verify
    from loopcp.errors import LoopcpError
    from loopcp.formats.text import decode

    try:
        source, data = read(puzzle_path)
    except LoopcpError as exc:
        fail(f"{puzzle_path}: {exc}", exits.BAD_INPUT)
    where, answer_data = source, data  # a pzprv3 file is its own answer
    if answer_path is not None:
        try:
            where, answer_data = read(answer_path)
        except LoopcpError as exc:
            fail(f"{answer_path}: {exc}", exits.BAD_INPUT)
    try:
        text = decode(data, source)
        puzzle = formats.load(text, source, fmt, genre)
        if answer_path is None and (fmt or formats.detect(text)) != "pzprv3":
            fail(
                f"{source}: an answer is needed: give SOLUTION, or check a pzprv3 file, which holds one",
                exits.BAD_INPUT,
            )
        solution = _answer(decode(answer_data, where), where, puzzle)
    except LoopcpError as exc:  # a ParseError: it names the place
        fail(str(exc), exits.BAD_INPUT)
    if solution is None:
        emit("not finished: no line is drawn\n")
        raise typer.Exit(exits.UNSOLVABLE)
    problems = verify.problems(puzzle, solution)
    if not problems:
        emit("correct\n")
        raise typer.Exit(exits.OK)
    emit(f"not correct: {problems[0]}\n")
    raise typer.Exit(exits.UNSOLVABLE)


def _answer(text: str, source: str, puzzle: Puzzle) -> Solution | None:
    """The answer in text: a pzprv3 file's lines (None when none is drawn), or what ``answer.read`` reads."""
    from loopcp import answer
    from loopcp.formats import pzprv3

    if not pzprv3.looks_like(text.lstrip()):
        return answer.read(text, source, puzzle)
    solution = pzprv3.answer(text, source, puzzle)
    return solution if solution is not None and solution.edges() else None
