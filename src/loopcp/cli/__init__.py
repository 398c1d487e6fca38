"""The ``loopcp`` command: the only package that reads files, prints, or exits.

Each command lives in its own module and is thin: it reads its options,
calls the library, and prints.  What they share has a module per job:
``streams`` (where output goes), ``exits`` (exit codes and the error
mapper), ``inputs``, ``progress``, ``batches``, and ``options`` (the
command line's words, one meaning each).
Adding a command is one module and one line below.

Start-up is a feature: a command imports the library parts it needs when
it runs, so ``loopcp --version`` or ``loopcp convert`` never loads
OR-Tools, and rich is loaded only for a terminal.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Annotated

import typer

from loopcp import __version__
from loopcp.cli.streams import emit


def _typer() -> typer.Typer:
    """The command group, with its options and no commands yet."""
    group = typer.Typer(
        name="loopcp",
        help="Solve, count, check, grade, convert, draw and generate loop puzzles with CP-SAT; 'loopcp genres'"
        " lists the genres.",
        context_settings={"help_option_names": ["-h", "--help"]},
        no_args_is_help=True,
        add_completion=False,
        rich_markup_mode="rich",
        pretty_exceptions_enable=False,  # a bug's traceback stays plain and short, with no local values dumped
    )
    group.callback()(main_options)
    return group


def _version(value: bool) -> None:
    if value:
        emit(f"loopcp {__version__}\n")
        raise typer.Exit()


def main_options(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Solve, count, check and generate loop puzzles with CP-SAT.

    Puzzles are read in Knuth's text format: one line per row, 0-4 for a
    clue, '.' for a blank cell, and for SuperSlitherlink a letter per region
    cell followed by one line '!x=N' per letter.  Masyu grids (--genre
    masyu) use 0 for a white pearl, 1 for a black pearl and '.' for empty.

    Simon Tatham's Loopy and Pearl game IDs, puzz.link URLs and the Slink
    contest's input are read too, detected from the text; an ID or URL can
    be given in place of a file.  'loopcp convert' writes any of them.
    """


# name -> (module, function): a run imports only the module of the command it names.
COMMANDS = {
    "solve": ("loopcp.cli.solve", "solve"),
    "count": ("loopcp.cli.count", "count"),
    "generate": ("loopcp.cli.generate", "generate"),
    "grade": ("loopcp.cli.logic", "grade"),
    "explain": ("loopcp.cli.logic", "explain"),
    "hint": ("loopcp.cli.logic", "hint"),
    "check": ("loopcp.cli.check", "check"),
    "draw": ("loopcp.cli.draw", "draw"),
    "convert": ("loopcp.cli.convert", "convert"),
    "slink": ("loopcp.cli.slink", "slink"),
    "genres": ("loopcp.cli.catalogue", "genres"),
    "serve": ("loopcp.cli.serve", "serve"),
}


def _command(name: str) -> Callable[..., None]:
    module, function = COMMANDS[name]
    command: Callable[..., None] = getattr(importlib.import_module(module), function)
    return command


def full_app() -> typer.Typer:
    """The group with every command: for help on the group, tests, and anything not a command's name."""
    group = _typer()
    for name in COMMANDS:
        group.command()(_command(name))
    return group


def app_for(argv: list[str]) -> typer.Typer:
    """The group with just the command that ``argv`` names, or every command.

    typer reads every command's signature each time it starts (some 10 ms
    for ten commands), and each command's module has its own imports; a
    run needs only its own.  Help on the whole group, an unknown command or
    no command at all get the full group.
    """
    if argv[1:2] and argv[1] in COMMANDS:
        group = _typer()
        group.command()(_command(argv[1]))
        return group
    return full_app()


def __getattr__(name: str) -> typer.Typer:
    """``app``, the full group, built on first use (``from loopcp.cli import app``)."""
    if name == "app":
        group = full_app()
        globals()["app"] = group
        return group
    raise AttributeError(f"module 'loopcp.cli' has no attribute {name!r}")
