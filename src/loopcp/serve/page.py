"""What the page needs to show a puzzle, and the puzzle and position that a request holds.

``describe`` is the answer of ``load`` (and ``new``): the puzzle drawn
with a hit target for every edge, cell and face (``pictures.board``),
the puzzle again in its genre's own text (which the page sends back with
every later request, since the server keeps no session), and what the
page's controls need to know of the genre: its levels, whether it shades
cells, which formats it exports to, and how its clues are edited.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from loopcp import formats
from loopcp.errors import LoopcpError
from loopcp.formats.text import decode
from loopcp.genres import get_genre, kind_of
from loopcp.puzzle import Puzzle
from loopcp.serve.requests import SOURCE, STATE_SOURCE, Body, RequestError, said

Position = Any  # a ``logic.base.Position`` or ``GridPosition``: the page's marks, in the hint state's layout


def _checked_names(body: Body) -> tuple[str | None, str | None]:
    """The request's ``genre`` and ``format``, refused in the library's words when they name nothing."""
    from loopcp.genres import canonical  # noqa: PLC0415

    genre, fmt = body.text("genre"), body.text("format")
    try:
        if genre is not None:
            canonical(genre)
        if fmt is not None and fmt not in formats.READERS:
            formats.load("", SOURCE, fmt)  # the library's message for a format it does not read
    except LoopcpError as exc:
        raise RequestError(str(exc)) from None
    return genre, fmt


def detected(text: str, genre: str | None) -> str:
    """The format the text is read in, as ``formats.load`` picks it (a genre of tokens reads grids as its own text)."""
    name = formats.detect(text)
    if genre is not None and name in ("knuth", "slink") and get_genre(genre).text != "knuth":
        return get_genre(genre).text
    return name


def read_puzzle(body: Body) -> tuple[Puzzle, str]:
    """The request's one puzzle and the format it was read in; a bad one is refused in the command line's words."""
    raw = body.text("puzzle", required=True)
    assert raw is not None
    genre, fmt = _checked_names(body)
    try:
        text = decode(raw.encode("utf-8", errors="surrogatepass"), SOURCE)
    except LoopcpError as exc:
        raise RequestError(said(exc)) from None
    items = list(formats.load_all(text, SOURCE, fmt, genre))
    if len(items) != 1:
        raise RequestError(f"expected one puzzle, got {len(items)}")
    item = items[0]
    if item.puzzle is None:
        assert item.error is not None
        raise RequestError(said(item.error, item.source))
    return item.puzzle, fmt or detected(text, genre)


def position_of(body: Body, puzzle: Puzzle) -> Position | None:
    """The player's position (``state``, in the hint state's layout), or None when the request has none."""
    from loopcp.formats import state  # noqa: PLC0415

    text = body.state_text("state")
    if text is None:
        return None
    try:
        return state.read(text, STATE_SOURCE, puzzle)
    except LoopcpError as exc:
        raise RequestError(str(exc)) from None


def _writes(puzzle: Puzzle, fmt: str) -> bool:
    """Whether the puzzle can be written in a format (a SuperSlitherlink has no URL, a Loopy grid only its ID)."""
    try:
        formats.dump(puzzle, fmt)
    except LoopcpError:
        return False
    return True


def picture_formats() -> list[str]:
    """The pictures this installation draws: SVG always, PNG and PDF with the ``pictures`` extra."""
    found = ["svg"]
    if importlib.util.find_spec("resvg_py") is not None:
        found.append("png")
    if importlib.util.find_spec("fpdf") is not None:
        found.append("pdf")
    return found


def describe(puzzle: Puzzle, fmt: str, position: Position | None = None, shaded: Any = None) -> dict[str, object]:
    """The answer of ``load``: the puzzle, drawn with its targets, and what the page's controls need of its genre."""
    from loopcp import logic, marks, setting  # noqa: PLC0415
    from loopcp.pictures.board import board_svg  # noqa: PLC0415

    genre = get_genre(puzzle.genre)
    native = formats.native(puzzle)
    square = puzzle.board.square
    rules = genre.logic if square else genre.grid_logic
    lattice = genre.lattice(puzzle) if square else None
    editable = setting.editable(puzzle)
    answer: dict[str, object] = {
        "source": SOURCE,
        "genre": kind_of(puzzle),
        "name": genre.name,
        **puzzle.board.as_json(),
        "board": puzzle.board.name,
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "lattice": genre.board if square else "dots",
        "points": None if lattice is None else [lattice.rows, lattice.cols],
        "format": fmt,
        "native": native,
        "puzzle": formats.dump(puzzle, native),
        "summary": genre.summary,
        "levels": list(logic.levels(puzzle) if square else genre.levels) if rules is not None else [],
        "shades": marks.shades(puzzle),
        "paths": square and genre.paths(puzzle) is not None,
        "clue_count": genre.clue_count(puzzle),
        "exports": [name for name in formats.WRITERS if _writes(puzzle, name)],
        "pictures": picture_formats(),
        "editable": editable,
        "palette": list(setting.palette(puzzle)) if editable else [],
        "clue_hint": genre.cell_hint,
        "clues": setting.clues(puzzle),
        "sides": None if square else list(setting.sides(puzzle)),
        "svg": board_svg(puzzle),
        "position": None if position is None else position.as_json(),
        "shaded": shaded,
    }
    return answer


def _edits(body: Body, puzzle: Puzzle) -> Puzzle:
    """The puzzle after the clue changes in ``set``: ``[i, j, clue]`` on the square, ``[k, clue]`` a face."""
    from loopcp import setting  # noqa: PLC0415

    changes = body.values.get("set")
    if changes is None:
        return puzzle
    shape = "expected 'set' to be a list of [i, j, clue] (a face's [k, clue] on other grids), each clue a string"
    if not isinstance(changes, list):
        raise RequestError(shape)
    for change in changes:
        if not isinstance(change, list) or not change or not isinstance(change[-1], str):
            raise RequestError(shape)
        *where, clue = change
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in where) or len(where) not in (1, 2):
            raise RequestError(shape)
        place: setting.Place = where[0] if len(where) == 1 else (where[0], where[1])
        try:
            puzzle = setting.with_clue(puzzle, place, clue)
        except LoopcpError as exc:
            raise RequestError(str(exc)) from None
    return puzzle


def load_answer(body: Body) -> dict[str, object]:
    """``load``: the request's puzzle, its clues changed by ``set``, and a pzprv3 file's lines as the position."""
    from loopcp.formats import pzprv3  # noqa: PLC0415
    from loopcp.logic.base import LINE, Position  # noqa: PLC0415

    puzzle, fmt = read_puzzle(body)
    edited = _edits(body, puzzle)
    if edited != puzzle:
        return describe(edited, formats.native(edited))
    position = shaded = None
    if fmt == "pzprv3":
        drawn = pzprv3.answer(body.text("puzzle") or "", SOURCE, puzzle)
        if drawn is not None and drawn.edges():
            lattice = get_genre(puzzle.genre).lattice(puzzle)
            position = Position.from_values(lattice.rows, lattice.cols, dict.fromkeys(drawn.edges(), LINE))
            shaded = [list(row) for row in drawn.shaded] or None
    return describe(puzzle, fmt, position, shaded)
