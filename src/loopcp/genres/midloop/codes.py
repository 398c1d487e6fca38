"""How Mid-loop is written: loopcp's circles, puzzlekit's, puz.link's URL and saved file.

A circle sits on a cell's centre or on a border between two cells.
loopcp keeps, for each cell, the circles on its centre and on its east
and south sides, as one token of the letters ``o`` (the centre), ``e``
(the east side) and ``s`` (the south side) in that order (``o``, ``es``,
...), ``.`` for none.

- The puzzlekit dataset writes one number a cell: ``1`` a circle on its
  centre, ``2`` on its south side, ``3`` on its east side, ``5`` on both
  sides (its record ``test2_10x10``, read against that puzzle's URL),
  ``-`` none.  It has no token for a circle on the centre and a side
  together (no loop satisfies one): loopcp reads and writes its own
  tokens in that text too (``os``), so that it holds every puzzle, and
  reads ``o``, ``e``, ``s`` and ``es`` as well.
- The URL (pzprjs ``midloop``, ``decodeDot``) walks the (2R - 1) x
  (2C - 1) places of dots, row by row (cell centres, the borders between
  them, and the crossings of borders): a hexadecimal digit is a dot, and
  says how far on the next one is (``2k + 1``: k + 1 places; ``f``: none
  in the next 7), ``g``-``z`` skip 1 to 20 places.  Every midloop dot is
  odd (a shaded dot); an even digit (pzprjs's unshaded dot, which its
  checker ignores) and a dot on a crossing (which the editor drops) are
  refused.  The flag ``f`` is a variant (the loop through every cell),
  refused.
- The saved file (``decodeDotFile``): the flag line ``f`` for that
  variant (refused), then 2R - 1 lines of 2C - 1 characters, ``2`` a
  circle and ``.`` none, then the lines.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres.codes import DIRECTIONS, DOT_GRID, LINES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

CENTRE, EAST, SOUTH = "o", "e", "s"  # where a cell's circles are, in a token's order
PLACES = CENTRE + EAST + SOUTH
FULL = "the loop passes through every cell"
HEX = "0123456789abcdef"
_DATASET = {"1": CENTRE, "2": SOUTH, "3": EAST, "5": EAST + SOUTH}


def token_of(places: str) -> str:
    """The token of a cell's circles (any of ``o``, ``e``, ``s``), ``.`` for none."""
    return "".join(p for p in PLACES if p in places) or "."


def dots(puzzle: Puzzle, where: str) -> list[bool]:
    """Whether each place of the (2R - 1) x (2C - 1) places of dots holds a circle, row by row.

    A circle on the board's frame has no place: the puzzle cannot be written ``where``.
    """
    width = 2 * puzzle.cols - 1
    out = [False] * ((2 * puzzle.rows - 1) * width)
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            for place, (di, dj) in ((CENTRE, (0, 0)), (EAST, (0, 1)), (SOUTH, (1, 0))):
                if place not in token:
                    continue
                if 2 * i + di >= 2 * puzzle.rows - 1 or 2 * j + dj >= width:
                    side = "east" if place == EAST else "south"
                    raise UnsupportedError(
                        f"a midloop cannot be written as {where}: its circle on the {side} side of"
                        f" {cell_name((i, j))} is on the board's frame"
                    )
                out[(2 * i + di) * width + 2 * j + dj] = True
    return out


def from_dots(places: list[bool], rows: int, cols: int) -> Puzzle:
    """The puzzle whose circles are at these places (none on a crossing of borders)."""
    width = 2 * cols - 1

    def at(y: int, x: int) -> bool:
        return y < 2 * rows - 1 and x < width and places[y * width + x]

    tokens = [
        [
            token_of(CENTRE * at(2 * i, 2 * j) + EAST * at(2 * i, 2 * j + 1) + SOUTH * at(2 * i + 1, 2 * j))
            for j in range(cols)
        ]
        for i in range(rows)
    ]
    return Puzzle.of("midloop", tokens)


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """pzprjs's decodeDot, strict: every dot a shaded one off the crossings, the body neither short nor long."""
    width, total = 2 * cols - 1, (2 * rows - 1) * (2 * cols - 1)
    places = [False] * total
    s = 0
    for k, ch in enumerate(body):
        if s >= total:
            raise error(start + k, f"expected the end of the URL after {total} places of dots, got {describe(ch)}")
        if ch in HEX:
            value = HEX.index(ch)
            if value % 2 == 0:
                raise error(start + k, f"expected a shaded dot (an odd digit), got {describe(ch)}: an unshaded dot")
            if (s // width) % 2 and (s % width) % 2:
                raise error(start + k, "expected a circle on a cell or a border, got one where borders cross")
            places[s] = True
            s += value // 2 + 1
        elif "g" <= ch <= "z":
            s += int(ch, 36) - 15
        else:
            raise error(
                start + k, f"expected a dot (0-9, a-f) or a run of places without one (g-z), got {describe(ch)}"
            )
    if s < total:
        raise error(start + len(body), f"expected {total} places of dots, got {s} (the URL is cut short)")
    return from_dots(places, rows, cols)


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeDot: each dot says where the next is, runs of places without one as g-z."""
    places = dots(puzzle, "a puzz.link URL")
    out: list[str] = []
    run = s = 0
    while s < len(places):
        piece = ""
        if places[s]:
            step = next((k for k in range(1, 8) if s + k < len(places) and places[s + k]), 8)
            piece = HEX[2 * (step - 1) + 1] if step < 8 else "f"
            s += step
        else:
            run += 1
            s += 1
        if piece and run:
            out.append(chr(ord("f") + run))
            run = 0
        elif run == 20:
            out.append("z")
            run = 0
        out.append(piece)
    if run:
        out.append(chr(ord("f") + run))
    return "".join(out)


def dataset_clue(token: str) -> str | None:
    """A dataset token (``-``, ``1``, ``2``, ``3``) or loopcp's own (``o``, ``es``, ...) as loopcp's, or None."""
    if token in ("-", "."):
        return "."
    if token in _DATASET:
        return _DATASET[token]
    return token if token_of(token) == token and len(set(token)) == len(token) else None


def dataset_unclue(token: str) -> str:
    """loopcp's token as the dataset's; a centre and a side together as loopcp's own (the dataset has none)."""
    return "-" if token == "." else next((t for t, place in _DATASET.items() if place == token), token)


def saved_clue(token: str) -> str | None:
    """A saved file's characters for a cell's centre, east and south side (``2`` a circle) as a token, or None."""
    if any(ch not in ".2" for ch in token):
        return None
    return token_of("".join(place for place, ch in zip(PLACES, token, strict=False) if ch == "2"))


def saved_unclue(token: str) -> str:
    """A token as the saved file's characters for the cell's centre, east and south side."""
    return "".join("2" if place in token else "." for place in PLACES)


PUZZLEKIT = PuzzlekitCode(
    dataset="MidLoop",
    tokens={},
    hint="'1' (a circle on the cell), '2' (on its south side), '3' (on its east side), '5' (on both), '-', or o, e, s",
    solution=DIRECTIONS,
    clue=dataset_clue,
    unclue=dataset_unclue,
)

PUZZLINK = PuzzlinkCode(names=("midloop",), full_loop=FULL, read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("midloop",),
    version=0,
    sections={0: (DOT_GRID, LINES)},
    flags={"f": FULL},
    cells={},
    hint="'2' (a circle) or '.'",
    clue=saved_clue,
    unclue=saved_unclue,
)
