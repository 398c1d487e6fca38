"""The command line's words: every option and argument that two commands share, each meaning one thing.

The vocabulary, the same in every command:

- ``-f/--format`` is the format a puzzle is read in, ``--to`` the format
  one is written in (``convert --to``, ``generate --to``).  ``generate``
  once used ``-f/--format`` for its output; that spelling still works there,
  hidden from help, with a one-line note on standard error.
- ``-n`` says how many: ``solve -n/--max-solutions``, ``count -n/--limit``,
  ``generate -n/--count``.  The older letters (``count -l``, ``generate
  -k``) still work, hidden, with the same note.
- ``--draw PATH`` says "also write a picture", in ``solve``, ``explain``,
  ``hint`` and ``generate``, and ``draw`` takes it as another name for its
  own ``-o/--output``.  The suffix picks the format (.svg, .png or .pdf), as
  ``draw -o`` always did, so one word covers SVG, PNG and PDF, and a file
  name is enough to say which.  Where a command draws several pictures
  (solve on several puzzles, explain's steps, generate's puzzles), PATH
  names them one of two ways: ``{n}`` in a file name becomes each picture's
  number (from 1; explain's steps zero-padded to the same width), or a
  PATH without a picture suffix is a folder, made if need be, that gets
  one SVG each, named ``puzzle-N.svg`` or ``step-N.svg``.  In ``generate``
  (and ``draw``), a .pdf without ``{n}`` is one book: the captioned
  puzzles, then their solutions.  ``--draw`` won over the other names
  because ``explain`` and ``hint`` already used it and it says what the
  option does, not which file format it makes; ``draw`` keeps ``-o`` as its
  main name because there the picture is the output, not an extra.  The
  old names (``solve --svg``, ``generate --pdf``) still work, hidden, with
  the same note.
- ``-g/--genre`` takes every genre's name and alias, from the registry, in
  any case; its help points to ``loopcp genres``, which lists them, so that
  a new genre changes no help.  Help that says something per genre (the
  levels of ``--max-level`` and ``generate --difficulty``) names only the
  genres that differ from the rest (``levels_said``).
- ``-t/--time-limit``, ``-j/--jobs``, ``--cluster``, ``--json`` and
  ``--no-timing`` mean the same wherever they appear: ``--time-limit``
  stops the work on each puzzle after that many seconds, with exit code 3
  (``time_limit_option`` says what the work is where a command needs to).

Help shows every argument's help and keeps its brackets: text in square
brackets that is not rich markup is written ``\\[...]`` in a help string.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import click
import typer
from typer.core import TyperArgument

from loopcp import formats, genres
from loopcp.cli.exits import BAD_INPUT
from loopcp.cli.streams import fail, say
from loopcp.genres.base import GENERIC_LEVELS

T = TypeVar("T")
PICTURE_SUFFIXES = (".svg", ".png", ".pdf")  # the formats --draw writes, by the suffix of its PATH


def _argument_help_shows() -> None:
    """Make typer's arguments keep their help, so that ``--help`` shows it.

    typer 0.24 sets an argument's help and then calls click's
    ``Argument.__init__``, which since click 8.5 takes a ``help`` of its own
    and sets it to None: every argument's help was lost.  The help is set
    again after click's part; with a typer that passes it on, this changes
    nothing.
    """
    init = TyperArgument.__init__
    if getattr(init, "keeps_help", False):
        return

    @functools.wraps(init)
    def keeping_help(self: TyperArgument, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        if kwargs.get("help") is not None:
            self.help = kwargs["help"]

    keeping_help.keeps_help = True  # type: ignore[attr-defined]
    TyperArgument.__init__ = keeping_help  # type: ignore[method-assign]


_argument_help_shows()

# The choices come from the registries: a new genre or format appears here by itself.
GENRE_CHOICES = click.Choice(genres.genre_choices(), case_sensitive=False)  # every name, then every alias; any case
FORMAT_CHOICES = click.Choice(formats.FORMATS)
OUTPUT_CHOICES = click.Choice(tuple(formats.WRITERS))
# A few words on each format written, for help; a format without words here is named alone.
FORMAT_WORDS = {
    "knuth": "Knuth's grid of characters",
    "slink": "the Slink contest's input, every cell clued 0-3",
    "tatham": "a Loopy or Pearl game ID, as the programs print it without the difficulty",
    "puzzlink": "a puzz.link URL, as the editor writes it",
    "pzprv3": "the file puzz.link's File > Save writes",
    "json": "one object per line with the genre and the puzzle's text, as generate --to json writes it",
    "puzzlekit": "the puzzlekit dataset's problem text",
    "mcc": "the exact-cover data of Knuth's DLX drivers, for his DLX solvers; written only",
}


def in_prose(words: Iterable[str], last: str = "and") -> str:
    """Words as a list in prose: 'a', 'a and b', 'a, b and c' (or ``last``: 'a, b or c')."""
    items = list(words)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def genre_levels() -> list[tuple[str, tuple[str, ...]]]:
    """Every genre's deduction levels, by its name, in registry order."""
    return [(name, genre.levels) for name, genre in genres.GENRES.items()]


def levels_said(levels_of: Iterable[tuple[str, tuple[str, ...]]]) -> str:
    """Levels by name, compactly: names with levels of their own, then the generic levels once for the rest.

    A new genre with the generic levels changes nothing here, so help that
    says this changes with it only when its levels are its own.

    >>> levels_said([("a", ("easy", "hard")), ("b", GENERIC_LEVELS), ("c", ("easy", "hard"))])
    'a and c: easy, hard; the other genres: direct, trial'
    """
    groups: dict[tuple[str, ...], list[str]] = {}
    for name, levels in levels_of:
        groups.setdefault(levels, []).append(name)
    said = [f"{in_prose(names)}: {', '.join(levels)}" for levels, names in groups.items() if levels != GENERIC_LEVELS]
    if GENERIC_LEVELS in groups:
        said.append(f"{'the other genres' if said else 'every genre'}: {', '.join(GENERIC_LEVELS)}")
    return "; ".join(said)


PathsArg = Annotated[
    list[str] | None,
    typer.Argument(
        help="Puzzle files, game IDs or puzz.link URLs, or - for standard input (the default). "
        "A file may hold several puzzles: Knuth grids separated by blank lines, or one ID, URL or JSON object "
        "per line.",
        show_default=False,
    ),
]
GenreOpt = Annotated[
    str | None,
    typer.Option(
        "--genre",
        "-g",
        click_type=GENRE_CHOICES,
        metavar="GENRE",
        help="How to read the grid: a genre's name or alias, in any case ('loopcp genres' lists them).  Knuth text "
        f"is {genres.DEFAULT_GENRE} unless told; game IDs and URLs say their genre.",
        show_default=False,
    ),
]
FormatOpt = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        click_type=FORMAT_CHOICES,
        metavar="FORMAT",
        help=f"The input's format, one of {', '.join(formats.FORMATS)}; detected from the text unless given.",
        show_default=False,
    ),
]
ToOpt = Annotated[
    str,
    typer.Option(
        "--to",
        click_type=OUTPUT_CHOICES,
        metavar="FORMAT",
        help="The format to write: "
        + ", ".join(f"{name} ({FORMAT_WORDS[name]})" if name in FORMAT_WORDS else name for name in formats.WRITERS)
        + ".  'loopcp genres' says which genres each holds.",
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


def time_limit_option(work: str) -> Any:
    """The ``-t/--time-limit`` option of a command whose work needs saying: ``work`` is what it stops, and when."""
    return typer.Option(
        "--time-limit",
        "-t",
        min=0.0,
        help=f"Give up on a puzzle after this many seconds (exit code 3). {work}",
        show_default=False,
    )


def draw_option(what: str, more: str = "") -> Any:
    """The ``--draw PATH`` option of a command: ``what`` it draws, and ``more`` to say; see the module docstring."""
    return typer.Option(
        "--draw",
        metavar="PATH",
        help=f"Also draw {what}, as .svg, .png or .pdf by the suffix." + (f" {more}" if more else ""),
        show_default=False,
    )


def old_name(*names: str, **checks: Any) -> Any:
    """An option's former name, still read so that existing scripts run, and hidden from help (``checks``: min=...)."""
    return typer.Option(*names, hidden=True, show_default=False, **checks)


def renamed(value: T, old: T | None, *, new_name: str, old_name: str, default: T) -> T:
    """The option's value, given by its name or its former one (said to be deprecated); exit 2 if given by both."""
    if old is None:
        return value
    say(f"{old_name} is deprecated: use {new_name}, which means the same")
    if value != default:
        fail(f"{new_name} and {old_name} are one option; give {new_name} only", BAD_INPUT)
    return old


def is_folder(path: str) -> bool:
    """Whether a ``--draw`` PATH names a folder (no picture suffix) rather than a picture file."""
    return Path(path).suffix.lower() not in PICTURE_SUFFIXES


def names_several(path: str) -> bool:
    """Whether a ``--draw`` PATH can name several pictures: a folder, or a file name with ``{n}``."""
    return is_folder(path) or "{n}" in path


def picture_file(path: str, number: int, *, noun: str, digits: int = 1) -> str:
    """The ``number``-th picture's file (from 1) that ``--draw PATH`` names: ``{n}`` filled, or NOUN-N.svg inside."""
    n = f"{number:0{digits}d}"
    if is_folder(path):
        return str(Path(path) / f"{noun}-{n}.svg")
    return path.replace("{n}", n)


def make_folder(path: str) -> None:
    """Make a ``--draw`` folder (and its parents) before any work, or exit 2 saying why not."""
    try:
        Path(path).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        fail(f"{path}: cannot make the folder: {exc.strerror or exc}", BAD_INPUT)


def workers_wanted(jobs: int, cluster: str | None) -> bool:
    """Whether the work goes out to processes or a cluster, rather than one puzzle at a time here.

    A cluster without Dask installed is bad usage, said before any input is read.
    """
    if cluster is not None:
        from loopcp.batches import cluster as dask

        if not dask.has_dask():
            fail(dask.INSTALL_HINT, BAD_INPUT)
    return cluster is not None or jobs != 1
