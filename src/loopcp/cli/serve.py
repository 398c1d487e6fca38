"""``loopcp serve``: play and set puzzles in the browser, on this machine only."""

from __future__ import annotations

import importlib.util
from typing import Annotated

import typer

from loopcp.cli import exits
from loopcp.cli.streams import emit, fail

INSTALL = "loopcp serve needs the serve extra: pip install 'loopcp[serve]'"
NEEDED = ("starlette", "uvicorn")


def serve(
    port: Annotated[
        int,
        typer.Option("--port", "-p", min=0, max=65535, help="The port to listen on, on 127.0.0.1; 0 picks a free one."),
    ] = 8765,
    open_page: Annotated[
        bool, typer.Option("--open", help="Open the page in the web browser once it is served.")
    ] = False,
    time_limit: Annotated[
        float,
        typer.Option(
            "--time-limit",
            "-t",
            min=0.1,
            help="The longest any search may run, in seconds: a request may ask for less, never more.",
        ),
    ] = 30.0,
) -> None:
    """Play and set puzzles of every genre in the browser: hints, checks, a live solver.

    The page and its JSON API listen on 127.0.0.1 only, and the first line
    of standard output is the page's address.  Play: draw lines and
    crosses with the mouse, ask for a hint from where you stand, check
    your marks.  Set: paste a puzzle in any format loopcp reads (or come
    from puz.link with a bookmarklet), edit its clues, and watch what the
    clues decide after each edit; grade it, find the clues to spare, and
    export it.  The API mirrors the commands: POST /api/solve with
    {"puzzle": "..."} answers what 'loopcp solve --json' prints.  Ctrl-C
    stops the server.  Needs the serve extra (pip install 'loopcp\\[serve]').

    Examples:

      loopcp serve --open

      loopcp serve --port 0

      loopcp serve --port 8000 --time-limit 10

    docs/serve.md describes the page, the API and its safety.
    """
    if any(importlib.util.find_spec(name) is None for name in NEEDED):
        fail(INSTALL, exits.BAD_INPUT)
    from loopcp.errors import LoopcpError
    from loopcp.serve.server import run

    try:
        run(port, time_limit, open_page=open_page, say=lambda line: emit(line + "\n"))
    except LoopcpError as exc:
        fail(str(exc), exits.BAD_INPUT)
