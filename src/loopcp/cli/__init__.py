"""The ``loopcp`` command: the only package that reads files, prints, or exits.

Each command lives in its own module and is thin: it reads its options,
calls the library, and prints (``common`` holds what they share: streams,
exit codes, the error mapper, inputs, progress, and signal handling).
Adding a command is one module and one line below.

Start-up is a feature: a command imports the library parts it needs when
it runs, so ``loopcp --version`` or ``loopcp convert`` never loads
OR-Tools, and rich is loaded only for a terminal.
"""

from __future__ import annotations

from typing import Annotated

import typer

from loopcp import __version__
from loopcp.cli import check, common, convert, count, draw, generate, logic, slink, solve


def _typer() -> typer.Typer:
    """The command group, with its options and no commands yet."""
    group = typer.Typer(
        name="loopcp",
        help="Solve, count, check, convert and generate loop puzzles (Slitherlink, SuperSlitherlink, Masyu)"
        " with CP-SAT.",
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
        common.emit(f"loopcp {__version__}\n")
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


COMMANDS = (
    solve.solve,
    count.count,
    generate.generate,
    logic.grade,
    logic.explain,
    logic.hint,
    check.check,
    draw.draw,
    convert.convert,
    slink.slink,
)
app = _typer()  # every command: for help, tests, and any argument list
for command in COMMANDS:
    app.command()(command)


def app_for(argv: list[str]) -> typer.Typer:
    """The group with just the command that ``argv`` names, or every command.

    typer reads every command's signature each time it starts (some 10 ms
    for ten commands); a run needs only its own.  Help on the whole group,
    an unknown command or no command at all get the full group.
    """
    wanted = [c for c in COMMANDS if argv[1:2] == [c.__name__]]
    if not wanted:
        return app
    group = _typer()
    group.command()(wanted[0])
    return group
