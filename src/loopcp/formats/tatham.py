"""Simon Tatham's game IDs: Loopy on the square grid (Slitherlink) and Pearl (Masyu).

A game ID is ``PARAMS:DESCRIPTION``, as the programs print it with
``--generate`` and read it on the command line:

- ``PARAMS`` is ``WxH`` (W columns, H rows; ``N`` alone means NxN).  Loopy
  adds its grid type, ``t0`` for squares (IDs from before grid types have
  none), and either program may add a difficulty ``dX`` (Pearl also ``n``);
  the difficulty says how the puzzle was made, not what it is, so it is
  read and dropped, and never written.
- ``DESCRIPTION`` lists the cells row by row from the top left.  A clue is
  one character: Loopy's digit, Pearl's ``B`` (black) or ``W`` (white).  A
  run of k blank cells (1 <= k <= 26) is the letter k places into the
  alphabet (``a`` one blank, ``z`` 26), and longer runs are split into
  ``z``s and a remainder, exactly as both programs write them.

Facts from the programs' own sources (loopy.c, pearl.c, grid.c): the
description must cover the board exactly; Loopy's square grid takes no
grid description (the part before a ``_``); ``PARAMS#SEED`` is a random seed,
which names no puzzle until the program generates one.

An ID with no grid type and no clue that tells (no digit 0-4, no pearl)
is Pearl's unless Slitherlink is asked for: Loopy writes ``t<type>`` in
every ID it prints, and only IDs from before grid types lack it.

Loopy's other grids, ``t1`` to ``t15``, are read too: the ID's size, type
and grid description (the part before a ``_``, which the triangular and
Penrose grids take) decide the grid, which ``loopygrids`` builds as his
program does; the clues follow his face order, a capital letter for a
clue of 10 and on.  The square stays the square lattice of ``Puzzle``;
the others become a puzzle with its ``Grid``.  The types later releases
added (hats, spectres) are refused by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from loopcp.errors import LoopcpError, UnsupportedError
from loopcp.formats.text import MAX_SIDE, Place, describe, one_line, plural, side
from loopcp.genres import GENRES, get_genre, kind_of
from loopcp.genres.base import Genre
from loopcp.naming import an
from loopcp.puzzle import Grid, Puzzle

RUN_MAX = 26  # the longest run of blanks one letter holds ('z')
LOOPY_GRID_TYPES = (  # Loopy's grid types in the order of its ``t`` numbers (loopy.c, GRIDLIST)
    "Squares",
    "Triangular",
    "Honeycomb",
    "Snub-Square",
    "Cairo",
    "Great-Hexagonal",
    "Octagonal",
    "Kites",
    "Floret",
    "Dodecagonal",
    "Great-Dodecagonal",
    "Penrose (kite/dart)",
    "Penrose (rhombs)",
    "Great-Great-Dodecagonal",
    "Kagome",
    "Compass-Dodecagonal",
)
LAST_TYPE = len(LOOPY_GRID_TYPES) - 1
NEWER_TYPES = {16: "Hats", 17: "Spectres"}  # types Loopy added after 20230122: named when refused
GAMES: dict[str, Genre] = {g.tatham.game: g for g in GENRES.values() if g.tatham is not None}  # Tatham's games
TAKES_DESCRIPTION = (1, 11, 12)  # the triangular grid (``0_``; none: his older, eared one) and the Penrose tilings
NEEDS_DESCRIPTION = (11, 12)  # a Penrose ID says which patch of the tiling it is
# A face's clue on the other grids: a digit, or a capital for 10 and on (a dodecagon has 12 sides).
GRID_CLUES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
GRID_HINT = "a clue 0-9 or A-Z (10 and on)"
_PARAMS = re.compile(r"([0-9]+)(?:x([0-9]+))?(?:t([0-9]+))?(?:d(.))?(n)?")
_LOOKS = re.compile(r"\s*[0-9]+(?:x[0-9]+)?(?:t[0-9]+)?(?:d[a-z])?n?[:#]")


@dataclass(frozen=True, slots=True)
class _Params:
    """What the part before ':' says: size, and which game if it tells."""

    cols: int
    rows: int
    grid_type: int | None  # Loopy's ``t``; None when absent
    difficulty: str | None
    nosolve: bool
    difficulty_offset: int


def looks_like(text: str) -> bool:
    """Whether text starts as a game ID or a random seed does: parameters, then ':' or '#'."""
    return _LOOKS.match(text) is not None


def _params(text: str, at: Place) -> _Params:
    """Read PARAMS (the part before ':'), with the place of any fault."""
    match = _PARAMS.match(text)
    if match is None:
        got = describe(text[0]) if text else "':'"
        raise at.error(0, f"expected game parameters such as 10x10t0 before ':', got {got}")
    if match.end() != len(text):
        got = describe(text[match.end()])
        raise at.error(match.end(), f"expected ':' after the game parameters {match.group(0)!r}, got {got}")
    width = side(match.group(1))
    height = side(match.group(2)) if match.group(2) is not None else width
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        size = match.group(1) + (f"x{match.group(2)}" if match.group(2) is not None else "")
        raise at.error(0, f"expected a width and height from 1 to {MAX_SIDE}, got {size}")
    grid_type = side(match.group(3)) if match.group(3) is not None else None
    if grid_type is not None and grid_type >= len(LOOPY_GRID_TYPES):
        newer = f" ({NEWER_TYPES[grid_type]}, from a later Loopy)" if grid_type in NEWER_TYPES else ""
        raise at.error(
            match.start(3) - 1,
            f"Loopy grid type t{match.group(3)}{newer} is not supported; loopcp reads t0 to t{LAST_TYPE}",
        )
    return _Params(
        cols=width,
        rows=height,
        grid_type=grid_type,
        difficulty=match.group(4),
        nosolve=match.group(5) is not None,
        difficulty_offset=match.start(4),
    )


def _named(params: _Params, desc: str) -> Genre | None:
    """The genre whose game the ID names by its parameters or clues, or None for a board without either."""
    for genre in GAMES.values():
        code = genre.tatham
        assert code is not None  # GAMES holds only genres with a Tatham game
        if code.grid_types and params.grid_type is not None:
            return genre
    for genre in GAMES.values():
        code = genre.tatham
        assert code is not None
        if any(ch in code.claims for ch in desc) or (code.nosolve and params.nosolve):
            return genre
    return None


def _game(params: _Params, desc: str, genre: str | None, at: Place) -> Genre:
    """The genre of the ID's game, checked against the genre asked for."""
    named = _named(params, desc)
    if named is None:  # no clue tells: the game asked for, else one whose IDs carry no grid type (Loopy
        # writes t<type> in every ID it prints, so a bare `2x2:d` is Pearl's)
        bare = [g for g in GAMES.values() if g.tatham is not None and not g.tatham.grid_types]
        named = GENRES[genre] if genre in GENRES and GENRES[genre].tatham is not None else bare[0]
    code = named.tatham
    assert code is not None
    if genre is not None and genre != named.name:
        raise at.error(0, f"expected a {genre} puzzle, got {code.title}")
    if params.difficulty is not None and params.difficulty not in code.difficulties:
        choices = ", ".join(code.difficulties)
        raise at.error(
            params.difficulty_offset,
            f"expected a {code.game.capitalize()} difficulty ({choices}) after 'd', got {describe(params.difficulty)}",
        )
    return named


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """Read a Loopy (square grid) or Pearl game ID; ``genre`` settles an ID without clues."""
    at, line = one_line(text, source, "a game ID such as 10x10t0:a2b3...")
    colon, hash_ = line.find(":"), line.find("#")
    if hash_ >= 0 and (colon < 0 or hash_ < colon):
        raise at.error(
            hash_, "expected a game ID (PARAMS:DESCRIPTION), got a random seed (PARAMS#SEED), which names no puzzle"
        )
    if colon < 0:
        raise at.error(len(line), "expected ':' and a description after the parameters")
    params = _params(line[:colon], at)
    desc = line[colon + 1 :]
    named = _game(params, desc, genre, at)
    code = named.tatham
    assert code is not None
    if params.grid_type:
        return _on_grid(named, params, desc, at, colon + 1)
    if "_" in desc:
        raise at.error(colon + 1 + desc.index("_"), "expected no grid description ('_'): the square grid takes none")
    cells = _cells(desc, params.rows * params.cols, at, colon + 1, clues="".join(code.cells), hint=code.hint)
    chars = "".join(code.cells.get(ch, ".") for ch in cells)
    rows = tuple(chars[i * params.cols : (i + 1) * params.cols] for i in range(params.rows))
    return Puzzle(named.name, params.rows, params.cols, rows)


def _on_grid(named: Genre, params: _Params, desc: str, at: Place, start: int) -> Puzzle:
    """A Loopy ID on a grid other than the square: its grid built as his program builds it, a clue a face."""
    from loopcp import loopygrids  # noqa: PLC0415 (only IDs of the other grids build one)

    kind = params.grid_type
    assert kind is not None
    name = LOOPY_GRID_TYPES[kind]
    head, _, clues = desc.rpartition("_")
    description = head if "_" in desc else None
    if description is not None and kind not in TAKES_DESCRIPTION:
        raise at.error(start + len(head), f"expected no grid description ('_'): the {name} grid takes none")
    if description is None and kind in NEEDS_DESCRIPTION:
        raise at.error(start, f"expected the {name} grid's description before '_', which says which patch it is")
    grid = Grid(kind, params.cols, params.rows, description)
    try:
        geometry = loopygrids.geometry_of(grid)
    except (LoopcpError, ValueError, IndexError, KeyError) as exc:
        raise at.error(start, f"expected a {name} grid that Loopy builds: {exc}") from None
    offset = start + len(desc) - len(clues)
    cells = _cells(clues, len(geometry.faces), at, offset, clues=GRID_CLUES, hint=GRID_HINT, what="face")
    for k, (ch, face) in enumerate(zip(cells, geometry.faces, strict=True)):
        if ch != "." and _clue_value(ch) > len(face):
            column = offset + _written_at(clues, k)
            raise at.error(column, f"expected at most {len(face)} on face {k}, which has {len(face)} sides, got {ch}")
    return Puzzle(named.name, params.rows, params.cols, (cells,), grid=grid)


def _written_at(clues: str, face: int) -> int:
    """Where in the clue string the clue of ``face`` is written."""
    k = 0
    for at, ch in enumerate(clues):
        if k == face:
            return at
        k += ord(ch) - ord("a") + 1 if "a" <= ch <= "z" else 1
    return len(clues)


def _clue_value(ch: str) -> int:
    return int(ch) if ch.isdigit() else 10 + ord(ch) - ord("A")


def _cells(desc: str, total: int, at: Place, start: int, *, clues: str, hint: str, what: str = "cell") -> str:
    """The description (from offset ``start``) as one character per cell ('.' for a blank), checked for length."""
    out: list[str] = []
    for k, ch in enumerate(desc, start=start):
        left = total - len(out)
        if left == 0:
            raise at.error(
                k,
                f"expected the end of the description after {plural(total, what)}, got {describe(ch)} "
                "(description too long)",
            )
        if ch in clues:
            out.append(ch)
        elif "a" <= ch <= "z":
            run = ord(ch) - ord("a") + 1
            if run > left:
                raise at.error(
                    k,
                    f"expected at most {plural(left, what)} more, got {describe(ch)}, a run of {run} blanks "
                    "(description too long)",
                )
            out.extend("." * run)
        else:
            raise at.error(k, f"expected {hint} or a run of blanks a-z, got {describe(ch)}")
    if len(out) < total:
        raise at.error(start + len(desc), f"expected {plural(total, what)}, got {len(out)} (description too short)")
    return "".join(out)


def blank_runs(cells: str) -> str:
    """Blank runs ('.') as letters (at most 26 each), clues as themselves: a description's run-length code.

    ``loopygrids.ids`` writes the IDs of the other grids with it too.
    """
    out: list[str] = []
    blanks = 0
    for ch in cells:
        if ch == ".":
            if blanks == RUN_MAX:
                out.append("z")
                blanks = 0
            blanks += 1
            continue
        if blanks:
            out.append(chr(ord("a") + blanks - 1))
            blanks = 0
        out.append(ch)
    if blanks:
        out.append(chr(ord("a") + blanks - 1))
    return "".join(out)


def write(puzzle: Puzzle) -> str:
    """The game ID the program prints for this puzzle, without the difficulty, ending in a newline."""
    code = get_genre(puzzle.genre).tatham
    grid = puzzle.board.grid
    if grid is not None:
        description = "" if grid.description is None else f"{grid.description}_"
        return f"{grid.width}x{grid.height}t{grid.kind}:{description}{blank_runs(puzzle.cells[0])}\n"
    if code is None:
        raise UnsupportedError(f"{an(kind_of(puzzle))} cannot be written as a Tatham game ID: no Tatham game plays it")
    if puzzle.letters:
        raise UnsupportedError(
            f"a SuperSlitherlink cannot be written as a Tatham game ID: {code.game.capitalize()} has no region clues"
        )
    chars = {knuth: tatham for tatham, knuth in code.cells.items()}
    cells = "".join(chars.get(ch, ".") for row in puzzle.cells for ch in row)
    return f"{puzzle.cols}x{puzzle.rows}{code.suffix}:{blank_runs(cells)}\n"
