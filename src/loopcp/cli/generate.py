"""``loopcp generate``: new puzzles, each unique and minimal, deterministic per seed."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Annotated, Literal

import click
import typer

from loopcp import genres
from loopcp.cli import exits, options
from loopcp.cli.exits import BAD_INPUT, Outcome, report
from loopcp.cli.options import ClusterOpt, JobsOpt, NoTimingOpt, draw_option, old_name, renamed
from loopcp.cli.progress import activity
from loopcp.cli.streams import emit, fail, say
from loopcp.errors import LoopcpError
from loopcp.generation.options import ANY, DEFAULT_DIFFICULTY, SYMMETRIES
from loopcp.genres.base import GENERIC_LEVELS
from loopcp.grid import GRID_NAMES

if TYPE_CHECKING:
    from loopcp.generation.make import Generated
    from loopcp.generation.options import Options

# From the registry: a new recipe appears by itself.  Every other genre name is taken too, so that a
# genre without a generator is told so in words rather than by a list of choices.
RECIPE_CHOICES = click.Choice(
    tuple(dict.fromkeys((*genres.recipe_names(), *genres.genre_choices()))), case_sensitive=False
)
SYMMETRY_CHOICES = click.Choice(tuple(SYMMETRIES))
OUTPUT_FORMATS = ("knuth", "puzzlekit", "tatham", "puzzlink", "pzprv3", "mcc", "json")
MULTI_LINE = ("knuth", "puzzlekit", "pzprv3", "mcc")  # formats whose puzzles are separated by a blank line
# Letter regions have no game ID, URL, saved file or puzzlekit text: said before the work, not after.
NO_LETTERS = ("tatham", "puzzlink", "pzprv3", "puzzlekit")


def _defaults_said() -> str:
    """What each recipe makes unless told, compactly: the recipes of levels of their own, then the others'.

    The genres of the generic engine's levels make the top level their
    rules reach (``Genre.made_at``), said once, so that a new genre
    changes no help.
    """
    levels: dict[str, list[str]] = {}
    for genre in genres.GENRES.values():
        if genre.default_difficulty is not None and genre.levels != GENERIC_LEVELS:
            levels.setdefault(genre.default_difficulty, []).extend(genre.recipes)
    said = [f"{level} for {options.in_prose(names)}" for level, names in levels.items()]
    return ", ".join(
        [*said, "the top level their rules reach for the others (trial, or direct where none needs a trial)"]
    )


def writer(name: str, *, timing: bool = True) -> Callable[[Generated], str]:
    """How ``generate`` writes a puzzle: a format ``convert`` writes, or JSON with the solution and statistics.

    Not the Slink contest's input, which clues every cell: a minimal puzzle
    has blanks.  Without ``timing``, the JSON leaves out every time taken.
    """
    if name == "json":
        return lambda made: (
            json.dumps(untimed(made.as_json()) if not timing else made.as_json(), separators=(", ", ": ")) + "\n"
        )

    def write(made: Generated) -> str:
        from loopcp import formats

        return formats.dump(made.puzzle, name)

    return write


def untimed(obj: dict[str, object]) -> dict[str, object]:
    """A JSON object without the seconds spent, at any depth: what two runs of the same seeds share."""
    return {
        k: untimed(v) if isinstance(v, dict) else v
        for k, v in obj.items()
        if k != "seconds" and not k.endswith("_seconds")
    }


def generate(
    genre: Annotated[
        str,
        typer.Argument(
            click_type=RECIPE_CHOICES,
            metavar="GENRE",
            help="What to make: a genre, by any name that 'loopcp genres' lists for it (its own, an alias, or "
            "one under generate), in any case.",
            show_default=False,
        ),
    ],
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
        int, typer.Option("--count", "-n", min=1, help="Make this many puzzles; puzzle k (from 0) uses seed S+k.")
    ] = 1,
    old_count: Annotated[int | None, old_name("-k", min=1)] = None,
    output_format: Annotated[
        str | None,
        typer.Option(
            "--to",
            help="How to print each puzzle: "
            + ", ".join(OUTPUT_FORMATS)
            + ".  Default: the genre's own text (knuth, or puzzlekit for a genre of clue tokens).  'loopcp "
            "genres' says which formats each genre is written in.",
            show_default=False,
        ),
    ] = None,
    json_out: Annotated[
        bool,
        typer.Option(
            "--json", help="Print one JSON object per puzzle, one per line, with its solution: the same as --to json."
        ),
    ] = False,
    old_format: Annotated[str | None, old_name("--format", "-f")] = None,
    symmetry: Annotated[
        str,
        typer.Option(
            "--symmetry",
            click_type=SYMMETRY_CHOICES,
            help="Make the pattern of clues symmetric under a half turn (rot2), a quarter turn (rot4, square "
            "boards only) or a left-right mirror (mirror); clues are then removed in symmetric groups.",
        ),
    ] = "none",
    difficulty: Annotated[
        str | None,
        typer.Option(
            "--difficulty",
            "-d",
            help="How hard: the deduction level that solves the puzzle and that the level below does not ("
            + options.levels_said((name, genre.levels) for genre in genres.GENRES.values() for name in genre.recipes)
            + f"), or '{ANY}': unique and minimal, whatever the rules make of it.  Default: {_defaults_said()}.",
            show_default=False,
        ),
    ] = None,
    jobs: JobsOpt = 1,
    cluster: ClusterOpt = None,
    no_timing: NoTimingOpt = False,
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
    draw: Annotated[
        str | None,
        draw_option(
            "the puzzles",
            "A .pdf is a printable book: the captioned puzzles, then their solutions. Otherwise one picture per "
            "puzzle: put {n} in the name for its number, or name a folder (puzzle-N.svg in it).",
        ),
    ] = None,
    pdf: Annotated[str | None, old_name("--pdf")] = None,
    paper: Annotated[Literal["A4", "Letter"], typer.Option("--paper", help="The page size of a PDF.")] = "A4",
    grid: Annotated[
        str,
        typer.Option(
            "--grid",
            click_type=click.Choice(GRID_NAMES),
            metavar="NAME",
            help="Slitherlink on one of Simon Tatham's Loopy grids, his t0 to t15: "
            + ", ".join(GRID_NAMES)
            + ".  --size MxN is then his H x W, and the puzzle is printed as his game ID.",
        ),
    ] = "square",
) -> None:
    """Make new puzzles at a difficulty, each with exactly one solution and no clue to spare.

    A random loop is grown on the board, every clue it implies is written
    down, and clues are removed in a seeded random order while the rules of
    the difficulty asked still solve the puzzle; a puzzle that the level
    below also solves is too easy, and another loop is grown.  Every clue
    left is necessary: without it those rules no longer solve the puzzle.
    With --difficulty any, clues are removed while the puzzle keeps exactly
    one solution, whatever it takes to find it.  The grade of each puzzle
    is shown on standard error ('seed 7: grade hard') and in JSON output;
    with --count, the progress line counts the grades.  Each puzzle is
    read back from its own text and solved again, with the independent
    verifier, before it is printed.  Several puzzles are printed in seed
    order, separated by a blank line (Knuth text) or one per line (IDs,
    URLs, JSON), so that 'loopcp solve FILE' reads the file back.  Exit
    code 3 means a time limit stopped a puzzle, 1 that no puzzle could be
    made (a board too small for three SuperSlitherlink letter regions,
    say).

    The cell-loop genres (Yajilin, Country Road, Moon or Sun and the rest)
    are made another way: a random loop is drawn, dressed in every clue it
    implies (rooms cut along it, arrows on cells off it, circles...), and
    the clues are weakened or removed while the rules of the difficulty
    asked still solve the puzzle (with 'any': while it keeps exactly one
    solution); they are printed in their genre's own text.

    Examples:

      loopcp generate slitherlink --size 10x10 --seed 1

      loopcp generate slitherlink --size 20x20 --difficulty tricky --seed 1

      loopcp generate masyu --size 10x10 --seed 7 --symmetry rot2

      loopcp generate superslitherlink --size 8x8 --seed 3 --to json

      loopcp generate masyu --size 12x12 --seed 5 --to puzzlink

      loopcp generate yajilin --size 10x10 --seed 1 --to puzzlink

      loopcp generate slitherlink --size 15x15 --count 100 --jobs 2 > book.txt

      loopcp generate slitherlink --count 24 --draw book.pdf > book.txt

      loopcp generate slitherlink --grid honeycomb --size 10x10 --difficulty hard --seed 1
    """
    count = renamed(count, old_count, new_name="-n/--count", old_name="-k", default=1)
    output_format = renamed(output_format, old_format, new_name="--to", old_name="-f/--format", default=None)
    if json_out:
        if output_format not in (None, "json"):
            fail(f"--json is --to json: give --json or --to {output_format}, not both", BAD_INPUT)
        output_format = "json"
    draw = renamed(draw, pdf, new_name="--draw", old_name="--pdf", default=None)
    if genre not in genres.RECIPES:  # an alias of a recipe's genre (mashu), or a genre without one
        genre = genres.canonical(genre)
        if genre not in genres.RECIPES:
            fail(f"{genre} has no generator yet; 'loopcp solve' solves it", BAD_INPUT)
    if draw is not None and count > 1 and not options.names_several(draw) and not _is_book(draw):
        fail(f"{draw}: several puzzles need {{n}} in the --draw file name, or a folder, or a .pdf book", BAD_INPUT)
    if draw is not None and options.is_folder(draw):
        options.make_folder(draw)
    on_grid = grid != "square"
    if on_grid and draw is not None and _is_book(draw):
        fail(
            f"{draw}: a book of puzzles on the {grid} grid is not made yet; draw each alone (put {{n}} in the name)",
            BAD_INPUT,
        )
    output_format = output_format or ("tatham" if on_grid else genres.get_genre(genre).text)
    if on_grid and output_format not in ("tatham", "json"):
        fail(f"a puzzle on the {grid} grid is written as a Loopy game ID: choose tatham or json", BAD_INPUT)
    write = _writer_for(genre, output_format, timing=not no_timing)
    first = _first(genre, size, seed, symmetry=symmetry, time_limit=time_limit, difficulty=difficulty, grid=grid)
    options.workers_wanted(jobs, cluster)  # --cluster without Dask: said now
    from loopcp.generation import make as generator  # OR-Tools: only once the options are known to be good

    jobs_list = generator.batch(first, count)
    outcome = Outcome()
    book: list[Generated] = []
    title = (
        f"generating {first.rows}x{first.cols} {genre}"
        + (f" on the {grid} grid" if on_grid else "")
        + ("" if first.difficulty == "any" else f" ({first.difficulty})")
    )
    grades: dict[str, int] = {}
    with activity(title, total=count if count > 1 else None, after=0) as shown:
        for k, made in enumerate(exits.guarded(generator.generate_many(jobs_list, workers=jobs, cluster=cluster))):
            shown.advance()
            if isinstance(made, LoopcpError):
                report(_said(made, time_limit), outcome, f"seed {jobs_list[k].seed}")
                continue
            grades[made.grade] = grades.get(made.grade, 0) + 1
            shown.update(f"{title}: " + ", ".join(f"{n} {g}" for g, n in grades.items()))
            say(f"seed {made.options.seed}: " + (f"grade {made.grade}" if made.grade else "ungraded (no levels)"))
            text = write(made)
            separator = "\n" if k and output_format in MULTI_LINE else ""
            emit(separator + text + ("" if text.endswith("\n") else "\n"))
            book.append(made)
    if draw is not None and book:
        _draw(draw, book, paper, outcome)
    outcome.exit()


def formats_for(genre: str) -> tuple[str, ...]:
    """The formats ``generate`` writes a recipe's puzzles in: those its genre's are written in that hold them."""
    written = genres.formats_of(genres.get_genre(genre))[1]
    regions = genres.get_recipe(genre).regions
    return tuple(name for name in OUTPUT_FORMATS if name in written and not (regions and name in NO_LETTERS))


def _writer_for(genre: str, output_format: str, *, timing: bool) -> Callable[[Generated], str]:
    """The writer of a format, or exit 2 before any work when the genre's puzzles have no such form."""
    choices = formats_for(genre)
    if output_format not in OUTPUT_FORMATS:
        fail(f"unknown format {output_format!r}; choose one of: {', '.join(choices)}", exits.BAD_INPUT)
    if output_format not in choices:
        regions = output_format in genres.formats_of(genres.get_genre(genre))[1]  # the genre's, not its letters'
        has = "has letter regions, which have" if regions else "has"
        fail(
            f"a {genre} puzzle {has} no {output_format} form; choose {options.in_prose(choices, 'or')}", exits.BAD_INPUT
        )
    return writer(output_format, timing=timing)


def _first(
    genre: str,
    size: str,
    seed: int | None,
    *,
    symmetry: str,
    time_limit: float | None,
    difficulty: str | None,
    grid: str = "square",
) -> Options:
    """The first puzzle's options, checked (exit 2 otherwise); a random seed, said, when none is given."""
    from loopcp.generation.options import Options, check_options, parse_size  # not the generator: no OR-Tools

    try:
        rows, cols = parse_size(size)
        level = difficulty or DEFAULT_DIFFICULTY.get(genre, "any")
        first = Options(genre, rows, cols, seed or 0, symmetry, time_limit, level, grid)
        check_options(first)
    except LoopcpError as exc:
        fail(str(exc), exits.BAD_INPUT)
    if seed is None:
        import secrets

        first = replace(first, seed=secrets.randbelow(2**31))
        say(f"seed {first.seed} (pass --seed {first.seed} to make the same puzzles again)")
    return first


def _said(error: LoopcpError, time_limit: float | None) -> LoopcpError:
    """The error as the user should read it: a time limit names its seconds."""
    from loopcp.generation import make as generator

    if isinstance(error, generator.TimeLimitError) and time_limit is not None:
        return generator.TimeLimitError(
            f"the time limit of {time_limit:g} s ended generation before a puzzle was finished"
        )
    return error


def _is_book(path: str) -> bool:
    """Whether ``--draw PATH`` asks for one PDF book of every puzzle: a .pdf without {n}."""
    return not options.names_several(path) and path.lower().endswith(".pdf")


def _draw(path: str, made: list[Generated], paper: str, outcome: Outcome) -> None:
    """Lay the puzzles out as a PDF book, each captioned with its size, seed and grade, or draw each alone."""
    from loopcp import pictures

    try:
        if _is_book(path):
            items = [pictures.BookItem(m.puzzle, m.solution, seed=m.options.seed, grade=m.grade) for m in made]
            pictures.write_book(path, items, paper)  # type: ignore[arg-type]
            return
        for number, m in enumerate(made, start=1):
            picture = options.picture_file(path, number, noun="puzzle")
            pictures.write_picture(picture, m.puzzle, paper=paper)  # type: ignore[arg-type]
    except LoopcpError as exc:
        report(exc, outcome)
