"""pzprv3 sections of boards on dots: pzprjs's dot grid (Vertex Slitherlink), Mejilink's dotted borders, Kurarin's dots.

Apart from ``pzprv3`` because they read the board as pzprjs lays out its
dots and borders, not as rows of cells, and that module stays one
reader of sections.  ``blocks`` is the layout of the answer's two blocks
of borders, which both use.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.formats.saved import Reader
from loopcp.genres import kind_of
from loopcp.genres.codes import Pzprv3Code
from loopcp.genres.rooms import enclosed, is_wall, walls_of
from loopcp.grid import Edge
from loopcp.logic.base import Position
from loopcp.naming import an, cell_name
from loopcp.puzzle import Puzzle, Solution


def blocks(dots: bool, rows: int, cols: int, *, outer: bool = False) -> tuple[tuple[str, int, int], ...]:
    """The answer's two blocks of borders in file order: (matrix, rows, entries a row).

    On the cells' sides (Slitherlink) pzprjs writes the vertical sides
    first; between cell centres (Masyu), the borders between cells side by
    side first, which carry horizontal lines.  A genre with borders on the
    board's edge too (``outer``, pzprjs ``hasborder: 2``: Nanameguri) has
    them at both ends of each row of the first block and as the first and
    last rows of the second; ``pzprv3._inside`` drops them.
    """
    if dots:
        return (("v", rows, cols + 1), ("h", rows + 1, cols))
    if outer:
        return (("h", rows, cols + 1), ("v", rows + 1, cols))
    return (("h", rows, cols - 1), ("v", rows - 1, cols))


def dot_grid(reader: Reader, code: Pzprv3Code, rows: int, cols: int) -> list[list[str]]:
    """pzprjs's decodeDotFile: a character for each cell's centre, border and crossing, as a token a cell."""
    clue = code.clue
    assert clue is not None  # a genre of dots is a genre of clue tokens
    width = 2 * cols - 1
    grid = []
    for k in range(2 * rows - 1):
        line = reader.take(f"row {k + 1} of {2 * rows - 1} of dots")
        text = line.text.strip()
        lead = len(line.text) - len(line.text.lstrip())
        if len(text) != width:
            message = f"expected {width} characters in row {k + 1} of dots, got {len(text)}"
            raise line.error(lead + min(len(text), width), message, reader.source)
        for x, ch in enumerate(text):
            if k % 2 and x % 2 and ch != ".":
                message = f"expected '.' where borders cross, got {describe(ch)}"
                raise line.error(lead + x, message, reader.source)
            if clue(ch + "..") is None:
                raise line.error(lead + x, f"expected {code.hint}, got {describe(ch)}", reader.source)
        grid.append(text + ".")
    grid.append("." * (width + 1))
    return [
        [str(clue(grid[2 * i][2 * j] + grid[2 * i][2 * j + 1] + grid[2 * i + 1][2 * j])) for j in range(cols)]
        for i in range(rows)
    ]


def dot_lines(puzzle: Puzzle, code: Pzprv3Code) -> list[str]:
    """pzprjs's encodeDotFile: each cell's centre, east and south characters, crossings '.'."""
    unclue = code.unclue
    assert unclue is not None
    out = []
    for i, row in enumerate(puzzle.tokens):
        chars = [unclue(t) for t in row]
        frame = [(j, "east") for j in range(puzzle.cols) if j == puzzle.cols - 1 and chars[j][1] != "."]
        frame += [(j, "south") for j in range(puzzle.cols) if i == puzzle.rows - 1 and chars[j][2] != "."]
        if frame:
            j, side = frame[0]
            raise UnsupportedError(
                f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: its dot on the {side} side of"
                f" {cell_name((i, j))} is on the board's frame"
            )
        out.append("".join(c[0] + c[1] for c in chars)[:-1])
        out.append(".".join(c[2] for c in chars))
    return out[:-1]


_DOTTED_TOKENS = {"0": (False, 0), "1": (True, 0), "2": (True, 1), "-1": (True, -1)}  # dotted?, line or cross


def dotted(reader: Reader, rows: int, cols: int) -> tuple[list[list[int]], list[Edge], Position]:
    """Every border dotted or not, with its line or cross (Mejilink): the rooms, the walls and the player's marks."""
    dotted: dict[str, list[list[bool]]] = {}
    matrices: dict[str, tuple[tuple[int, ...], ...]] = {}
    for name, height, width in blocks(True, rows, cols):
        what = "borders (" + ("vertical" if name == "v" else "horizontal") + ")"
        flags, matrix = [], []
        for k in range(height):
            line, tokens = reader.row(width, what, k, height)
            for j, (offset, token) in enumerate(tokens):
                if token not in _DOTTED_TOKENS:
                    wanted = "0 (no dotted line), 1 (a dotted line), 2 (a line) or -1 (a cross)"
                    message = f"expected {wanted}, got {describe(token)}"
                    raise line.error(offset, message, reader.source)
                frame = j in (0, width - 1) if name == "v" else k in (0, height - 1)
                if frame and not _DOTTED_TOKENS[token][0]:
                    message = "expected a dotted line on the board's frame: loopcp solves boards with a dotted frame"
                    raise line.error(offset, message, reader.source)
            flags.append([_DOTTED_TOKENS[token][0] for _, token in tokens])
            matrix.append(tuple(_DOTTED_TOKENS[token][1] for _, token in tokens))
        dotted[name], matrices[name] = flags, tuple(matrix)
    east = [row[1:-1] for row in dotted["v"]]
    south = dotted["h"][1:-1]
    return enclosed(east, south), walls_of(east, south), Position(matrices["h"], matrices["v"])


def dotted_lines(puzzle: Puzzle, solution: Solution | None) -> list[str]:
    """pzprjs's Mejilink encodeData: each border 0 (not dotted), 1 (dotted) or 2 (a line), the vertical ones first."""
    rows, cols = puzzle.rows, puzzle.cols
    out = []
    for name, height, width in blocks(True, rows, cols):
        matrix = (solution.h if name == "h" else solution.v) if solution is not None else None
        for i in range(height):
            row = ""
            for j in range(width):
                if matrix is not None and matrix[i][j]:
                    row += "2 "
                    continue
                if name == "v":
                    inner = 0 < j < cols and not is_wall(puzzle, ("h", i, j - 1))
                else:
                    inner = 0 < i < rows and not is_wall(puzzle, ("v", i - 1, j))
                row += "0 " if inner else "1 "
            out.append(row)
    return out


def dot_file(reader: Reader, code: Pzprv3Code, rows: int, cols: int) -> list[list[str]]:
    """pzprjs's decodeDotFile: a character for each point of the half-cell lattice, as each cell's token.

    A cell's token is its four places in the order centre, east side,
    south side, south-east corner: each a colour ``code.cells`` names (a
    file's digit), or ``.``; a token of none is ``.``.
    """
    places: list[str] = []
    for k in range(2 * rows - 1):
        line = reader.take(f"row {k + 1} of {2 * rows - 1} of dots")
        text = line.text.strip()
        if len(text) != 2 * cols - 1:
            raise line.error(0, f"expected {2 * cols - 1} characters of dots, got {len(text)}", reader.source)
        for offset, ch in enumerate(text):
            if ch != "." and ch not in code.cells:
                raise line.error(offset, f"expected {code.hint}, got {describe(ch)}", reader.source)
        places.append("".join(code.cells.get(ch, ".") for ch in text))

    def at(y: int, x: int) -> str:
        return places[y][x] if y < len(places) and x < len(places[y]) else "."

    tokens = []
    for i in range(rows):
        row = []
        for j in range(cols):
            token = at(2 * i, 2 * j) + at(2 * i, 2 * j + 1) + at(2 * i + 1, 2 * j) + at(2 * i + 1, 2 * j + 1)
            row.append("." if token == "...." else token)
        tokens.append(row)
    return tokens


def dot_file_rows(puzzle: Puzzle, code: Pzprv3Code) -> list[str]:
    """pzprjs's encodeDotFile: the places of ``dot_file`` row by row, a digit for each dot."""
    digit = {colour: ch for ch, colour in code.cells.items()}
    places = [["."] * (2 * puzzle.cols - 1) for _ in range(2 * puzzle.rows - 1)]
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            for (dy, dx), colour in zip(((0, 0), (0, 1), (1, 0), (1, 1)), token.ljust(4, "."), strict=True):
                if colour == ".":
                    continue
                if 2 * i + dy >= len(places) or 2 * j + dx >= len(places[0]):
                    raise UnsupportedError(
                        f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: the dot of {cell_name((i, j))}"
                        " beyond it lies off the board"
                    )
                places[2 * i + dy][2 * j + dx] = digit[colour]
    return ["".join(row) for row in places]
