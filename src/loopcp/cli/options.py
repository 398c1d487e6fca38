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
- ``-g/--genre`` takes every genre's name and alias, from the registry.
- ``-t/--time-limit``, ``-j/--jobs``, ``--cluster``, ``--json`` and
  ``--no-timing`` mean the same wherever they appear.

Help shows every argument's help and keeps its brackets: text in square
brackets that is not rich markup is written ``\\[...]`` in a help string.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated, Any, TypeVar

import click
import typer
from typer.core import TyperArgument

from loopcp import formats, genres
from loopcp.cli.exits import BAD_INPUT
from loopcp.cli.streams import fail, say

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
GENRE_CHOICES = click.Choice(genres.genre_choices())  # every genre's name, then every alias
FORMAT_CHOICES = click.Choice(formats.FORMATS)
OUTPUT_CHOICES = click.Choice(tuple(formats.WRITERS))

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
        help=f"How to read the grid: {', '.join(genres.genre_names())}, or an alias "
        f"({', '.join(name for name in genres.genre_choices() if name not in genres.GENRES)}).  Knuth text is "
        f"{genres.DEFAULT_GENRE} unless told; game IDs and URLs say their genre.",
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
        help=f"The format to write, one of {', '.join(formats.WRITERS)}.",
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
