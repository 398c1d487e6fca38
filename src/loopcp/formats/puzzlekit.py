"""The puzzlekit dataset's text: a ``ROWS COLS`` line, then rows of blank-separated tokens.

Each genre's record says how the dataset writes it (``PuzzlekitCode``):
which problem tokens mean which Knuth characters (Slitherlink: ``-`` or a
digit; Masyu: ``w``/``b``, or ``1``/``2`` as puzz.link writes pearls), and
how its solutions mark the loop: cells ``x`` inside and ``-`` outside (a
loop is the boundary of its inside), or each cell's two directions
(``ns``, ``ew``, ``se``, ...) and ``-`` off the loop.  A genre of rooms
follows its rows of clue tokens with as many rows of region numbers, or
(``PuzzlekitCode.clues`` false: its only clues are the rooms and blocked
cells) writes the region rows alone.

The text does not say its genre, so ``--format puzzlekit`` reads the
default genre unless ``--genre`` says otherwise.  Used to test and
benchmark against the puzzlekit dataset, and readable by anyone who has
puzzles in that shape.  ``parse_<genre>`` and ``<genre>_loop`` name the
readers of one genre, for scripts that read a dataset file.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from loopcp.errors import ParseError, UnsupportedError
from loopcp.formats.text import MAX_SIDE, plural
from loopcp.genres import DEFAULT_GENRE, GENRES, get_genre, kind_of
from loopcp.genres.codes import INSIDE, PuzzlekitCode
from loopcp.genres.rooms import walled_room
from loopcp.naming import an, cell_name
from loopcp.puzzle import Edge, Puzzle


def _code(genre: str) -> PuzzlekitCode:
    code = get_genre(genre).puzzlekit
    if code is None:
        raise UnsupportedError(f"the puzzlekit dataset has no {genre} puzzles: loopcp knows no text for it")
    return code


def _rows(text: str, source: str, blocks: int = 1, of: str = "tokens") -> tuple[int, int, list[list[str]]]:
    """The declared size and the rows (``blocks`` boards of them, the first of ``of``), checked against each other."""
    lines = [line.rstrip("\r") for line in text.strip("\n").split("\n")]
    header = lines[0].split()
    if len(header) != 2 or not all(t.isdigit() for t in header):
        raise ParseError(source, 1, 1, "expected a line 'ROWS COLS'")
    rows, cols = int(header[0]), int(header[1])
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise ParseError(source, 1, 1, f"expected ROWS and COLS from 1 to {MAX_SIDE}, got {rows} {cols}")
    body = [line.split() for line in lines[1:]]
    if len(body) != rows * blocks:
        what = plural(rows, "row") + f" of {of}" + ("" if blocks == 1 else f" then {rows} of region numbers")
        raise ParseError(source, len(lines) + 1, 1, f"expected {what}, got {len(body)}")
    for k, tokens in enumerate(body, start=2):
        if len(tokens) != cols:
            column = 1 + sum(len(t) + 1 for t in tokens[:cols]) if len(tokens) > cols else len(lines[k - 1]) + 1
            raise ParseError(source, k, column, f"expected {plural(cols, 'token')} in a row, got {len(tokens)}")
    return rows, cols, body


def _token_puzzle(name: str, code: PuzzlekitCode, text: str, source: str) -> Puzzle:
    """A puzzle of clue tokens, and of regions where the genre has them."""
    assert code.clue is not None
    lines = text.strip("\n").split("\n")
    if code.clues:
        rows, cols, body = _rows(text, source, 2 if code.regions else 1)
        tokens = [_clue_row(code, line, lines[k - 1], source, k) for k, line in enumerate(body[:rows], start=2)]
        first = rows + 2  # the line number of the first region row
    else:  # the region rows alone: no cell holds a clue but a blocked one
        rows, cols, body = _rows(text, source, of="region numbers")
        tokens, first = [["."] * cols for _ in range(rows)], 2
    rooms: list[list[int]] = []
    wanted = "a region number" + (f" or {code.block!r} (a blocked cell)" if code.block else "")
    for k, line in enumerate(body[first - 2 :], start=first):
        ids: list[int] = []
        for t, column in zip(line, _columns(lines[k - 1]), strict=True):
            if code.block and t == code.block:
                i, j = k - first, len(ids)
                if tokens[i][j] != ".":
                    message = (
                        f"expected a region number where r{i + 1}c{j + 1} holds a clue, got {t!r} (a blocked cell)"
                    )
                    raise ParseError(source, k, column, message)
                tokens[i][j] = "@"
                ids.append(-1 - i * len(line) - j)  # a room of its own
                continue
            if not (t.isascii() and t.isdigit()):
                raise ParseError(source, k, column, f"expected {wanted} as a token, got {t!r}")
            ids.append(int(t))
        rooms.append(ids)
    return Puzzle.of(name, tokens, rooms)


def _clue_row(code: PuzzlekitCode, tokens: list[str], line: str, source: str, k: int) -> list[str]:
    """One row of clue tokens as loopcp's, or an error at the first that is not a clue of the genre."""
    assert code.clue is not None
    row = []
    for t, column in zip(tokens, _columns(line), strict=True):
        clue = code.clue(t)
        if clue is None:
            raise ParseError(source, k, column, f"expected {code.hint} as a token, got {t!r}")
        row.append(clue)
    return row


def _columns(line: str) -> list[int]:
    """Where each blank-separated token of a line starts (from 1)."""
    out, k = [], 0
    while k < len(line):
        if line[k].isspace():
            k += 1
            continue
        out.append(k + 1)
        while k < len(line) and not line[k].isspace():
            k += 1
    return out


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """A problem in puzzlekit's text, of the genre given (the default genre unless told)."""
    name = get_genre(genre or DEFAULT_GENRE).name
    code = _code(name)
    if code.clue is not None:
        puzzle = _token_puzzle(name, code, text, source)
        return puzzle if code.build is None else code.build(puzzle)
    rows, cols, body = _rows(text, source)
    lines = text.strip("\n").split("\n")
    cells = []
    for k, line in enumerate(body, start=2):
        row = ""
        for t, column in zip(line, _columns(lines[k - 1]), strict=True):
            if t not in code.tokens:
                raise ParseError(source, k, column, f"expected {code.hint} as a token, got {t!r}")
            row += code.tokens[t]
        cells.append(row)
    return Puzzle(name, rows, cols, tuple(cells))


def loop(text: str, source: str = "<text>", genre: str | None = None) -> frozenset[Edge]:
    """The loop of a published solution, read as the genre's solutions mark it."""
    code = _code(get_genre(genre or DEFAULT_GENRE).name)
    return _inside_loop(text, source) if code.solution == INSIDE else _directions_loop(text, source)


def _directions_loop(text: str, source: str) -> frozenset[Edge]:
    """A loop through cell centres given as each cell's directions."""
    *_, body = _rows(text, source)
    edges: set[Edge] = set()
    for i, line in enumerate(body):
        for j, t in enumerate(line):
            if "e" in t:
                edges.add(("h", i, j))
            if "s" in t:
                edges.add(("v", i, j))
    return frozenset(edges)


def _inside_loop(text: str, source: str) -> frozenset[Edge]:
    """A loop on the cells' corners given as inside (``x``) and outside (``-``) cells."""
    rows, cols, body = _rows(text, source)
    inside = [[t == "x" for t in tokens] for tokens in body]

    def at(i: int, j: int) -> bool:
        return 0 <= i < rows and 0 <= j < cols and inside[i][j]

    edges: set[Edge] = set()
    for i in range(rows + 1):
        for j in range(cols):
            if at(i - 1, j) != at(i, j):
                edges.add(("h", i, j))
    for i in range(rows):
        for j in range(cols + 1):
            if at(i, j - 1) != at(i, j):
                edges.add(("v", i, j))
    return frozenset(edges)


def write(puzzle: Puzzle) -> str:
    """A puzzle in puzzlekit's text: each Knuth character as the first token that means it."""
    code = _code(puzzle.genre)
    if code.unbuild is not None:
        puzzle = code.unbuild(puzzle)
    if code.clue is not None:
        unclue = code.unclue or (lambda t: "-" if t == "." else t)
        lines = [f"{puzzle.rows} {puzzle.cols}"] + [
            " ".join("-" if t == "@" and code.block else unclue(t) for t in row)
            for row in (puzzle.tokens if code.clues else ())
        ]
        if code.regions and puzzle.walls:
            raise UnsupportedError(
                f"the puzzlekit text has region numbers and no borders: {an(kind_of(puzzle))} with a wall inside"
                f" the room of {cell_name(walled_room(puzzle))} cannot be written in it"
            )
        if code.regions:
            lines += [
                " ".join(
                    code.block if t == "@" and code.block else str(r + 1) for t, r in zip(tokens, ids, strict=True)
                )
                for tokens, ids in zip(puzzle.tokens, puzzle.rooms, strict=True)
            ]
        return "\n".join(lines) + "\n"
    if puzzle.letters:
        raise UnsupportedError(f"the puzzlekit text has no regions: a {kind_of(puzzle)} cannot be written in it")
    token: dict[str, str] = {}
    for t, ch in code.tokens.items():
        token.setdefault(ch, t)
    lines = [f"{puzzle.rows} {puzzle.cols}"] + [" ".join(token[ch] for ch in row) for row in puzzle.cells]
    return "\n".join(lines) + "\n"


def __getattr__(name: str) -> Callable[..., object]:
    """``parse_<genre>`` and ``<genre>_loop``: the readers of one genre, e.g. ``parse_masyu(text, source)``."""
    for genre in GENRES:
        if name == f"parse_{genre}":
            return partial(_one_genre, parse, genre)
        if name == f"{genre}_loop":
            return partial(_one_genre, loop, genre)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _one_genre(read: Callable[[str, str, str | None], object], genre: str, text: str, source: str = "<text>") -> object:
    return read(text, source, genre)
