"""``loopcp grade``, ``explain`` and ``hint``: how a person solves a puzzle, by rules of named levels.

Every line these commands print comes from sound rules: a step never
excludes a loop that satisfies the puzzle.  A puzzle the rules finish is
checked once more by the independent verifier before its grade is shown.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import exits, inputs, options, progress
from loopcp.cli.exits import Outcome, report, report_and_exit
from loopcp.cli.inputs import puzzles
from loopcp.cli.options import (
    ClusterOpt,
    FormatOpt,
    GenreOpt,
    JobsOpt,
    JsonOpt,
    PathsArg,
    TimeLimitOpt,
    draw_option,
)
from loopcp.cli.progress import activity
from loopcp.cli.streams import emit, fail
from loopcp.errors import DeadlineError, LoopcpError
from loopcp.logic.verdicts import CONTRADICTION, grade_json, said, verdict

if TYPE_CHECKING:
    from collections.abc import Iterator

    from loopcp.formats.batch import Item
    from loopcp.logic.base import Deduced, GridPosition, Position
    from loopcp.puzzle import Puzzle

LevelOpt = Annotated[
    str | None,
    typer.Option(
        "--max-level",
        help=f"Use only the rules up to this level ({options.levels_said(options.genre_levels())}). Default: all.",
        show_default=False,
    ),
]


def _deduce(
    puzzle: Puzzle,
    position: Position | GridPosition | None = None,
    *,
    max_level: str | None = None,
    limit_steps: int | None = None,
    time_limit: float | None = None,
) -> Deduced:
    """The rules' work on one puzzle here; a time limit that ends it raises ``DeadlineError`` naming the seconds."""
    from loopcp import logic

    try:
        return logic.deduce(puzzle, position, max_level=max_level, limit_steps=limit_steps, time_limit=time_limit)
    except DeadlineError as exc:
        raise said(exc, time_limit) from None


def grade(
    paths: PathsArg = None,
    *,
    json_out: JsonOpt = False,
    max_level: LevelOpt = None,
    time_limit: TimeLimitOpt = None,
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
) -> None:
    """Grade puzzles by the rules a person needs: the lowest level whose rules solve each one.

    Slitherlink levels are easy, normal, tricky and hard, the rule sets of
    Simon Tatham's Loopy, then expert (inside/outside colouring and chains)
    and deep (trial: an edge set one way leads to a contradiction, so it is
    the other way).  Masyu levels are easy and tricky, Tatham's Pearl, then
    expert and deep.  Every other genre is deduced by its constraints
    alone: direct (one constraint forces a move: a clue's count, a cell
    with its two lines, a chain that must not close), then trial (one edge
    or cell set one way breaks a constraint, which the step names, so it
    is the other way).  'unsolved' means the rules stall: the puzzle needs
    more than trial (or has several solutions); 'contradiction' that it has
    none.  Deep trials can take long on a large or open board: with
    --time-limit a puzzle not graded in time is named on standard error
    and the exit code is 3; otherwise exit code 1 for a puzzle with no
    solution, else 0.  --jobs and --cluster grade a batch in several
    processes or on a Dask cluster, in input order, with the same output
    (the time limit applies to each puzzle).

    Examples:

      loopcp grade data/slitherlink-10x10.txt

      loopcp grade --time-limit 10 book.txt

      loopcp grade --json data/masyu-10x10.txt --genre masyu

      loopcp grade data/saved/yajilin.txt

      loopcp generate slitherlink --count 10 > book.txt; loopcp grade book.txt
    """
    from loopcp import batches

    here = not options.workers_wanted(jobs, cluster)

    def run(todo: Iterator[Item]) -> Iterator[Deduced | LoopcpError]:
        if here:
            return (_graded_here(item, max_level, time_limit) for item in todo)
        return batches.grade_many(
            (item.puzzle for item in todo if item.puzzle is not None),
            max_level=max_level,
            time_limit=time_limit,
            jobs=jobs,
            cluster=cluster,
        )

    outcome = Outcome()
    with progress.batch(puzzles(paths, fmt, genre), run, None if here else "grading") as results:
        for item, deduction in results:
            if deduction is None or isinstance(deduction, LoopcpError):
                error = item.error or deduction
                assert error is not None
                report(said(error, time_limit), outcome, item.source)
                continue
            assert item.puzzle is not None
            _print_grade(item.puzzle, deduction, item.source, json_out=json_out)
            outcome.add(exits.UNSOLVABLE if deduction.grade == CONTRADICTION else exits.OK)
    outcome.exit()


def _graded_here(item: Item, max_level: str | None, time_limit: float | None) -> Deduced | LoopcpError:
    """One puzzle graded in this process, with a spinner if it takes a while."""
    assert item.puzzle is not None
    try:
        with activity(f"grading {item.source}..."):
            return _deduce(item.puzzle, max_level=max_level, time_limit=time_limit)
    except LoopcpError as exc:
        return exc


def _print_grade(puzzle: Puzzle, deduction: Deduced, source: str, *, json_out: bool) -> None:
    """One puzzle's grade: a line of words, or the JSON object (no time: the same bytes from any number of workers)."""
    if not json_out:
        emit(f"{source}: {verdict(deduction)}\n")
        return
    obj = grade_json(puzzle, deduction, source)
    emit(json.dumps(obj, separators=(", ", ": ")) + "\n")


def _draw(puzzle: Puzzle, position: Position | GridPosition, marked: frozenset[object], path: str) -> None:
    """A position with the edges of a step marked, as a picture (``explain --draw``, ``hint --draw``)."""
    from loopcp import pictures

    try:
        pictures.write_picture(path, puzzle, position=position, marked=marked, crosses=True)  # type: ignore[arg-type]
    except LoopcpError as exc:
        fail(str(exc), exits.BAD_INPUT)


def _one(paths: list[str] | None, fmt: str | None, genre: str | None) -> tuple[Puzzle, str]:
    """The one puzzle a command works on, or exit 2."""
    items = list(puzzles(paths, fmt, genre))
    if len(items) != 1:
        fail(f"expected one puzzle, got {len(items)}", exits.BAD_INPUT)
    item = items[0]
    if item.puzzle is None:
        assert item.error is not None
        report_and_exit(item.error, item.source)
    return item.puzzle, item.source


def explain(
    paths: PathsArg = None,
    *,
    json_out: JsonOpt = False,
    draw: Annotated[
        str | None,
        draw_option(
            "each step with its edges marked",
            "Name a folder for one SVG per step (step-N.svg in it), or put {n} in a file name for the step's number.",
        ),
    ] = None,
    max_level: LevelOpt = None,
    time_limit: TimeLimitOpt = None,
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
    state_path: Annotated[
        str | None,
        typer.Option(
            "--state",
            metavar="FILE",
            help="Explain from this position on, as hint takes it (what loopcp serve's Explain does). "
            "Default: an empty board.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Explain the whole path to the solution as numbered steps, each one sentence.

    Each step names its rule and level, and the clues it uses by row and
    column (r1c1 is the top-left cell).  With --json, one object for the
    puzzle, on one line: its source, genre, rows, cols, grade and settled
    (as grade prints them), and "steps", a list of one object per step:
    step (its number), rule, level, text, clues and premises, and "set", a
    list of \\[kind, i, j, value] with kind "h" or "v" indexing the
    contract's edge matrices and value 1 for a line, -1 for a cross.  Exit
    code 1 for a puzzle with no solution, 3 when --time-limit ends the
    work first, else 0.

    Examples:

      loopcp explain data/slitherlink-10x10.txt

      loopcp explain --json '5x5t0:b02a31b1c3a2d23a23'

      loopcp explain data/pi-day-2025.txt --draw steps/

      loopcp explain --time-limit 10 data/slitherlink-10x10.txt
    """
    puzzle, source = _one(paths, fmt, genre)
    if draw is not None and not options.names_several(draw):
        fail(f"{draw}: explain draws one picture per step; name a folder, or put {{n}} in the name", exits.BAD_INPUT)
    try:
        start = inputs.saved_game(paths, puzzle) if state_path is None else inputs.position(state_path, puzzle)
    except LoopcpError as exc:  # names the file, or the place in it
        fail(str(exc), exits.BAD_INPUT)
    try:
        with activity(f"explaining {source}..."):
            deduction = _deduce(puzzle, start, max_level=max_level, time_limit=time_limit)
    except LoopcpError as exc:
        report_and_exit(exc, source)
    position = start if start is not None else deduction.position.blank()
    if draw is not None and options.is_folder(draw):
        options.make_folder(draw)
    width = len(str(len(deduction.steps)))
    if json_out:
        obj = grade_json(puzzle, deduction, source)
        obj["steps"] = [{"step": n, **step.as_json()} for n, step in enumerate(deduction.steps, start=1)]
        emit(json.dumps(obj, separators=(", ", ": ")) + "\n")
    for n, step in enumerate(deduction.steps, start=1):
        if not json_out:
            emit(f"{n:>{width}}. [{step.level}] {step.text}\n")
        if draw is not None:
            position = position.apply(step.set)
            marked = frozenset(e for e, _ in step.set)
            _draw(puzzle, position, marked, options.picture_file(draw, n, noun="step", digits=width))
    if not json_out:
        emit(f"{source}: {verdict(deduction)}\n")
    raise typer.Exit(exits.UNSOLVABLE if deduction.grade == CONTRADICTION else exits.OK)


def hint(
    paths: PathsArg = None,
    *,
    state_path: Annotated[
        str | None,
        typer.Option(
            "--state",
            metavar="FILE",
            help='The position so far: JSON {"h": [[...]], "v": [[...]]} in the contract\'s layout, '
            '1 a line, -1 a cross, 0 unknown; on Loopy\'s other grids {"edges": [...]}, each edge a list of its '
            "two dots \\[x, y] in Tatham's coordinates and 1 or -1. Default: an empty board.",
            show_default=False,
        ),
    ] = None,
    json_out: JsonOpt = False,
    draw: Annotated[str | None, draw_option("the position with the new edges marked")] = None,
    time_limit: TimeLimitOpt = None,
    genre: GenreOpt = None,
    fmt: FormatOpt = None,
) -> None:
    """The next step from a position: the easiest deduction available, with the new edges marked.

    A step that a clue gives names the clue ("The 3 at r2c4 ...").  In a
    genre without rules of its own (Yajilin, Country Road, ...) a step
    names the constraint that forces it, and tells first what that
    constraint found about cells on or off the loop, which a position of
    edges does not hold.  A
    position that already breaks the clues gets that verdict instead
    (exit 1), and so does one the rules cannot move on from ("stuck",
    exit 1); a solved position says so (exit 0).  Exit code 3 when
    --time-limit ends the search for a step first.

    Examples:

      loopcp hint data/slitherlink-10x10.txt

      loopcp hint data/slitherlink-10x10.txt --state data/position-10x10.json --json

      loopcp hint --time-limit 10 data/empty-10x10.txt

      loopcp hint data/saved/moonsun.txt
    """
    puzzle, source = _one(paths, fmt, genre)
    try:
        position = inputs.saved_game(paths, puzzle) if state_path is None else inputs.position(state_path, puzzle)
    except LoopcpError as exc:  # names the file, or the place in it
        fail(str(exc), exits.BAD_INPUT)
    try:
        with activity(f"looking for a step in {source}..."):
            deduction = _deduce(puzzle, position, limit_steps=1, time_limit=time_limit)
    except LoopcpError as exc:
        report_and_exit(exc, source)
    _print_hint(puzzle, source, position, deduction, json_out=json_out, draw=draw)


def _print_hint(
    puzzle: Puzzle,
    source: str,
    position: Position | GridPosition | None,
    deduction: Deduced,
    *,
    json_out: bool,
    draw: str | None,
) -> None:
    from loopcp.cli.shown import show

    if deduction.grade == CONTRADICTION:
        given = position is not None and position.known()
        what = "the position already contradicts the clues" if given else "the clues contradict each other"
        message = f"{what}: {deduction.contradiction}"
        emit(json.dumps({"verdict": "contradiction", "text": message}) + "\n" if json_out else f"{source}: {message}\n")
        raise typer.Exit(exits.UNSOLVABLE)
    if not deduction.steps:
        done = deduction.solved or deduction.settled() == 1.0
        message = "the position is solved" if done else "no rule applies here: the rules are stuck"
        verdict = "solved" if done else "stuck"
        emit(json.dumps({"verdict": verdict, "text": message}) + "\n" if json_out else f"{source}: {message}\n")
        raise typer.Exit(exits.OK if done else exits.UNSOLVABLE)
    step = deduction.steps[0]
    after = deduction.position
    marked = frozenset(e for e, _ in step.set)
    if json_out:
        emit(json.dumps(step.as_json(), separators=(", ", ": ")) + "\n")
    else:
        emit(f"[{step.level}] {step.text}\n")
        if puzzle.board.terminal:
            known = after.known()
            show(
                puzzle,
                frozenset(e for e, v in known.items() if v == 1),
                marked,
                crosses=frozenset(e for e, v in known.items() if v == -1),
            )
    if draw is not None:
        _draw(puzzle, after, marked, draw)
