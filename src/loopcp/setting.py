"""What a setter does to a puzzle: start from an empty board, change one clue, find the clues to spare.

The page's Set tab edits clues one cell (or one face) at a time, in the
genres whose clues are one a cell with no rooms: Slitherlink on every
grid, Masyu, Geradeweg, Koburin, Simple Loop, Linesweeper, Numberlink and
the others of that shape (``editable``).  Genres of rooms are imported
whole (a puz.link URL, a saved file): their borders are not drawn here.

Every puzzle this module returns has been written in its genre's own
format and read back (``formats.dump`` then ``formats.load``), so a clue
the genre does not take is refused in words before anything is solved,
and what the page holds is always a puzzle that every command reads.

``redundant`` answers the setter's last question: which clues could go
while the puzzle stays unique.  Each clue is taken out alone and the
puzzle solved again for two solutions; a clue whose removal leaves one
solution is redundant.  (Two redundant clues need not be removable
together: the answer is per clue, as a setter reads it.)

Roads not taken: editing the text on the page (every genre's text would
need a writer in JavaScript, and a bad clue would be found only when the
text is read), or a room editor (puz.link's own is better, and its URLs
and files come in whole).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

from loopcp import formats
from loopcp.errors import LoopcpError, UnsupportedError
from loopcp.genres import Genre, get_genre, kind_of
from loopcp.grid import GRID_NAMES
from loopcp.naming import an, cell_name, counted
from loopcp.puzzle import Grid, Puzzle, Status

MAX_SIDE = 100  # the largest side of a new empty board, in cells (``loopcp generate`` makes the same)
PATCHES = 20  # Penrose patches drawn for an empty board before one with two faces is given up
Place = tuple[int, int] | int  # a cell (i, j) of the square, or a face's number on one of Loopy's other grids


def settable(genre: Genre) -> bool:
    """Whether a puzzle of the genre is set here from an empty board: its clues are one a cell, with no rooms.

    A genre whose text builds its rooms from the cells' tokens (Mejilink's
    dotted sides: ``build``) has rooms too.
    """
    return genre.puzzlekit is None or not (genre.puzzlekit.regions or genre.puzzlekit.build is not None)


def editable(puzzle: Puzzle) -> bool:
    """Whether the page edits this puzzle's clues: one clue a cell or face, no rooms and no letter regions."""
    if not puzzle.board.square:
        return True
    return not puzzle.rooms and not puzzle.letters and settable(get_genre(puzzle.genre))


def palette(puzzle: Puzzle) -> tuple[str, ...]:
    """The clues a click cycles through, no clue (``.``) first; empty where clues are typed (numbers, arrows).

    On Loopy's other grids a face takes 0 up to its number of sides
    (``sides``): the palette runs to the largest.
    """
    if not puzzle.board.square:
        return (".", *(str(n) for n in range(max(sides(puzzle)) + 1)))
    chars = get_genre(puzzle.genre).cell_chars
    return (".", *(ch for ch in chars if ch != ".")) if chars else ()


def sides(puzzle: Puzzle) -> tuple[int, ...]:
    """Each face's number of sides, in face order, on one of Loopy's other grids (the largest clue it takes)."""
    from loopcp.loopygrids.ids import view  # noqa: PLC0415 (builds the grid)

    return tuple(len(face) for face in view(puzzle).geometry.faces)


def clues(puzzle: Puzzle) -> list[list[str]] | list[str]:
    """Every clue as the page shows and edits it: rows of tokens on the square, one string a face on a grid."""
    if not puzzle.board.square:
        return [("." if c is None else str(c)) for c in puzzle.face_clues()]
    return [[puzzle.token((i, j)) for j in range(puzzle.cols)] for i in range(puzzle.rows)]


def _place_name(puzzle: Puzzle, place: Place) -> str:
    return f"face {place}" if isinstance(place, int) else cell_name(place)


def _read_back(puzzle: Puzzle, what: str) -> Puzzle:
    """The puzzle written in its genre's format and read back: what every command would read."""
    native = formats.native(puzzle)
    try:
        return formats.load(formats.dump(puzzle, native), "<edit>", native, puzzle.genre)
    except LoopcpError as exc:
        message = str(exc).split(": ", 1)[-1] if str(exc).startswith("<edit>") else str(exc)
        raise UnsupportedError(f"{what}: {message}") from None


def with_clue(puzzle: Puzzle, place: Place, clue: str) -> Puzzle:
    """The puzzle with one clue changed (``.``: none), read back through its format; an error says why not.

    >>> with_clue(formats.load("33\\n"), (0, 1), ".").cells
    ('3.',)
    """
    if not editable(puzzle):
        raise UnsupportedError(f"a {kind_of(puzzle)} puzzle with rooms or regions is edited on puz.link, not here")
    clue = clue.strip() or "."
    what = f"{_place_name(puzzle, place)}: {clue!r}"
    if not puzzle.board.square:
        return _with_face_clue(puzzle, place, clue, what)
    if not isinstance(place, tuple) or not (0 <= place[0] < puzzle.rows and 0 <= place[1] < puzzle.cols):
        raise UnsupportedError(f"{place} is not a cell of the {puzzle.rows} x {puzzle.cols} board")
    i, j = place
    genre = get_genre(puzzle.genre)
    if genre.cell_chars:  # one character a cell
        if clue not in genre.cell_chars or clue.isalpha():
            raise UnsupportedError(f"{what} is not a clue of {kind_of(puzzle)}: expected {genre.cell_hint}")
        cells = list(puzzle.cells)
        cells[i] = cells[i][:j] + clue + cells[i][j + 1 :]
        changed = Puzzle(puzzle.genre, puzzle.rows, puzzle.cols, tuple(cells))
    else:
        tokens = [list(row) for row in puzzle.tokens] or [["."] * puzzle.cols for _ in range(puzzle.rows)]
        if " " in clue:
            raise UnsupportedError(f"{what} is not a clue of {kind_of(puzzle)}: expected {genre.cell_hint}")
        tokens[i][j] = clue
        changed = Puzzle.of(puzzle.genre, tokens)
    changed = replace(changed, full=puzzle.full)  # puz.link's full-loop variant stays one
    return _read_back(changed, f"{what} is not a clue of {kind_of(puzzle)} (expected {genre.cell_hint})")


def _with_face_clue(puzzle: Puzzle, place: Place, clue: str, what: str) -> Puzzle:
    """One face's clue changed on one of Loopy's other grids: a number from 0 to its sides, or none."""
    faces = sides(puzzle)
    if not isinstance(place, int) or not 0 <= place < len(faces):
        raise UnsupportedError(f"{place} is not a face of this {puzzle.board.name} grid (0 to {len(faces) - 1})")
    if clue != "." and not (clue.isdigit() and int(clue) <= faces[place]):
        raise UnsupportedError(f"{what} is not a clue here: expected a number from 0 to {faces[place]}, or '.'")
    values = list(puzzle.face_clues())
    values[place] = None if clue == "." else int(clue)
    changed = Puzzle(puzzle.genre, puzzle.rows, puzzle.cols, (Puzzle.face_chars(values),), grid=puzzle.grid)
    return _read_back(changed, what)


def blank(genre: str, rows: int, cols: int, grid: str = "square", seed: int = 0) -> Puzzle:
    """An empty board to set a puzzle on: ``rows`` x ``cols`` cells, or one of Loopy's grids at his H x W.

    A Penrose grid is a patch of the tiling that ``seed`` picks, as
    ``loopcp generate --grid`` picks one.
    """
    record = get_genre(genre)
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise UnsupportedError(f"expected a board from 1 to {MAX_SIDE} cells a side, got {rows}x{cols}")
    if grid != "square":
        if grid not in GRID_NAMES:
            raise UnsupportedError(f"unknown grid {grid!r}; choose one of: {', '.join(GRID_NAMES)}")
        if record.tatham is None or not record.tatham.grid_types:
            raise UnsupportedError(f"{record.name} is played on the square grid only")
        return _blank_grid(record.name, GRID_NAMES.index(grid), rows, cols, seed)
    if record.cell_chars:
        empty = Puzzle(record.name, rows, cols, ("." * cols,) * rows)
    else:
        empty = Puzzle.of(record.name, [["."] * cols for _ in range(rows)])
    if not editable(empty):
        raise UnsupportedError(f"{an(record.name)} puzzle has rooms: set it on puz.link and load its URL here")
    return _read_back(empty, f"an empty {rows}x{cols} {record.name} board")


def _blank_grid(genre: str, kind: int, rows: int, cols: int, seed: int) -> Puzzle:
    """An empty puzzle on Loopy's grid type ``kind``, his width ``cols`` and height ``rows``.

    A Penrose patch is drawn again (up to ``PATCHES`` times) while it holds
    fewer than two faces, as ``loopcp generate --grid`` draws one.
    """
    from loopcp.loopygrids import geometry_of  # noqa: PLC0415 (builds the grid)
    from loopcp.loopygrids.penrose import PENROSE, patch  # noqa: PLC0415

    rng = random.Random(seed)
    for _ in range(PATCHES):
        description = patch(kind, cols, rows, rng) if kind in PENROSE else "0" if kind == 1 else None
        where = Grid(kind, cols, rows, description)
        faces = len(geometry_of(where).faces)
        if faces >= 2 or kind not in PENROSE:
            break
    if faces < 1:
        raise UnsupportedError(f"a {GRID_NAMES[kind]} grid of {rows}x{cols} has no face: make it larger")
    return _read_back(Puzzle(genre, rows, cols, ("." * faces,), grid=where), f"an empty {GRID_NAMES[kind]} grid")


def places(puzzle: Puzzle) -> list[Place]:
    """Every clue's place, in reading order (face order on a grid)."""
    if not puzzle.board.square:
        return [k for k, c in enumerate(puzzle.face_clues()) if c is not None]
    return [(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if puzzle.token((i, j)) != "."]


@dataclass(frozen=True, slots=True)
class Redundant:
    """Which clues could each go alone while the puzzle stays unique, and how far the search got."""

    puzzle: Puzzle
    status: Status  # of the puzzle itself: only a unique puzzle has clues to spare
    redundant: tuple[Place, ...]
    checked: int  # clues tried so far (all of them unless a limit stopped the work)
    clues: int
    seconds: float
    timed_out: bool = False

    def as_json(self) -> dict[str, object]:
        """The answer as JSON: each redundant clue as ``[i, j]`` (a face's number on a grid)."""
        return {
            "genre": kind_of(self.puzzle),
            **self.puzzle.board.as_json(),
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "status": self.status.value,
            "clues": self.clues,
            "checked": self.checked,
            "complete": self.checked == self.clues and self.status is Status.UNIQUE,
            "redundant": [list(p) if isinstance(p, tuple) else p for p in self.redundant],
            "seconds": round(self.seconds, 6),
        }

    def words(self) -> str:
        """The answer in a sentence."""
        if self.status is not Status.UNIQUE:
            return f"the puzzle is {self.status.value}: only a unique puzzle has clues to spare"
        found = counted(len(self.redundant), "clue")
        if self.timed_out:
            return f"{found} of the {self.checked} checked could go alone (the time limit stopped the check)"
        return f"{found} of {self.clues} could each go alone, the puzzle staying unique"


def redundant(puzzle: Puzzle, *, time_limit: float | None = None) -> Redundant:
    """Each clue whose removal alone keeps the puzzle unique (see the module docstring)."""
    from loopcp import search  # noqa: PLC0415 (loads OR-Tools)

    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    where = places(puzzle)

    def left() -> float | None:
        return None if deadline is None else max(0.0, deadline - time.perf_counter())

    first = search.solve(puzzle, time_limit=left())
    if first.status is not Status.UNIQUE:
        return Redundant(puzzle, first.status, (), 0, len(where), time.perf_counter() - start, first.timed_out)
    spare: list[Place] = []
    checked = 0
    for place in where:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        result = search.solve(with_clue(puzzle, place, "."), time_limit=left())
        if result.timed_out:
            break
        checked += 1
        if result.status is Status.UNIQUE:
            spare.append(place)
    seconds = time.perf_counter() - start
    return Redundant(puzzle, Status.UNIQUE, tuple(spare), checked, len(where), seconds, checked < len(where))
