"""What a command reads: files, standard input for '-', or a game ID or URL given in place of a file.

An input that cannot be read is an item with its error, in its place in
the order, so that one bad file is reported and the others still run.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from loopcp.cli.streams import say
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.formats.batch import Item
    from loopcp.logic.base import GridPosition, Position
    from loopcp.puzzle import Puzzle

INLINE_SOURCE = "<argument>"  # how errors and results name a puzzle given as the only PATH, an ID or URL
INLINE_NTH = "argument {}"  # ... and one of several PATHs, by its place among them (from 1)
STDIN_SOURCE = "<stdin>"


def is_inline(path: str) -> bool:
    """Whether a PATH argument is the puzzle itself: an ID or URL that names no file."""
    from loopcp import formats

    # os.path.exists, unlike Path.exists, says False for a name too long to be a file.
    return formats.is_inline(path) and not os.path.exists(path)


def read(path: str, place: int | None = None) -> tuple[str, bytes]:
    """How results name an input, and its bytes: a file, standard input for '-', or an ID or URL argument.

    ``place``: the argument's place among several PATHs (from 1), which names an ID or URL among them.
    """
    from loopcp.formats.text import MAX_BYTES

    if path == "-":
        if sys.stdin.isatty():  # a person at a terminal, not a pipe: say what we wait for
            say("reading puzzles from standard input; end with Ctrl-D")
        return STDIN_SOURCE, sys.stdin.buffer.read(MAX_BYTES + 1)
    if is_inline(path):
        return (INLINE_SOURCE if place is None else INLINE_NTH.format(place)), path.encode()
    try:
        with Path(path).open("rb") as handle:
            return path, handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise LoopcpError(f"cannot read: {exc.strerror or exc}") from None


def puzzles(paths: list[str] | None, fmt: str | None, genre: str | None) -> Iterator[Item]:
    """Every puzzle of every input, in order; an input that cannot be read is one item with its error."""
    from loopcp import formats
    from loopcp.formats.batch import Item
    from loopcp.formats.text import decode

    several = paths is not None and len(paths) > 1
    for place, path in enumerate(paths or ["-"], start=1):
        try:
            source, data = read(path, place if several else None)
            text = decode(data, source)
        except LoopcpError as exc:
            yield Item(path, None, exc)
            continue
        yield from formats.load_all(text, source, fmt, genre)


def position(path: str, puzzle: Puzzle) -> Position | GridPosition:
    """A partial position from a state file (the hint state JSON, in the board's form); errors name the file."""
    from loopcp.formats import state
    from loopcp.formats.text import decode

    try:
        source, data = read(path)
    except LoopcpError as exc:
        raise LoopcpError(f"{path}: {exc}") from None
    return state.read(decode(data, source), source, puzzle)


def saved_game(paths: list[str] | None, puzzle: Puzzle) -> Position | GridPosition | None:
    """The player's lines and crosses when the one input is a game puz.link saved (a pzprv3 file), else None.

    ``hint``, ``explain`` and ``draw`` go on from there, as a player who
    saved a game expects; ``--state`` names another position instead.
    """
    from loopcp import formats
    from loopcp.formats import state
    from loopcp.formats.text import decode

    if not paths or len(paths) != 1 or paths[0] == "-":
        return None
    try:
        source, data = read(paths[0])
        text = decode(data, source)
    except LoopcpError:
        return None  # the puzzle was read from it a moment ago: nothing more to say here
    if formats.detect(text) != "pzprv3":
        return None
    return state.read(text, source, puzzle)
