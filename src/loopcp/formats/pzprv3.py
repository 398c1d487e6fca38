"""puzz.link's saved files (pzprv3): the puzzle and what the player drew, one board row a line.

File > Save in the puzz.link editor writes (pzprjs: src/pzpr/parser.js
``FileData``, src/puzzle/FileData.js, each genre's ``decodeData``)::

    pzprv3.1        the header: ``pzprv3``, or ``pzprv3.N`` for version N of the genre's layout
    slither         the genre's pid
    5               rows
    5               columns
    2 . . 1 .       the genre's sections, one board row a line, each token followed by a blank
    ...

Each genre's record says which sections follow (``genres.base.Pzprv3Code``):
its clues, the player's notes on cells and on the dots at their corners
(dropped), and the lines drawn, 1 on a border and 0 or -1 (a cross, the
player's note) off it.  After the
sections pzprjs may write the puzzle's metadata (``info:{...}``), its
history, or trial boards (``TrialData``): the first board is the one on
screen, and the rest is not read.  pzprjs's test scripts write the same
text on one line with ``/`` for each line break (``pzprv3/slither/5/5/...``);
that form is read too, and taken as an argument in place of a file.

The reader is pzprjs's, made strict where a lenient reading could give a
wrong verdict: every row must have its number of tokens, and a section
cut short is an error.  The file may end between sections, as pzprjs
reads it, and what is missing is blank: a file that ends after its clues
has nothing drawn.  The flag line ``f`` is the full loop
(``Puzzle.full``) in a genre that takes it (``Genre.full``); any other
variant (a ``v:`` line, or a flag line of one) is an error that names it,
never solved by the plain rules; so is a flag line loopcp does not know.

Roads not taken: reading tokens across line breaks as pzprjs does would
accept a row with a token too many as the next row's first; counting per
line finds the row where the file went wrong.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from loopcp.errors import UnsupportedError, describe
from loopcp.formats import pzprv3dots
from loopcp.formats.saved import TOKEN as _TOKEN
from loopcp.formats.saved import Line as _Line
from loopcp.formats.saved import Reader as _Reader
from loopcp.formats.saved import is_one_line
from loopcp.formats.text import MAX_SIDE, side
from loopcp.genres import GENRES, get_genre, kind_of
from loopcp.genres.codes import (
    ARROW_LINES,
    BORDERS,
    CLUES,
    CORNERS,
    DOT_FILE,
    DOT_GRID,
    DOTTED,
    EMPTIES,
    FLAGS,
    LINES,
    NOTES,
    ROOMS,
    SHADES,
    START_GOAL,
    Pzprv3Code,
)
from loopcp.genres.rooms import enclosed, is_wall, pieces, split, walled_room, walls_of
from loopcp.grid import DOTS, Edge
from loopcp.logic.base import Position
from loopcp.naming import an, cell_name
from loopcp.puzzle import Puzzle, Solution

NAMES: dict[str, str] = {}  # every pid the editor reads for a genre loopcp solves -> the genre
for _genre in GENRES.values():  # a pid two genres share (mashu: Masyu, Ura-Masyu) is the first's unless --genre says
    for _name in () if _genre.pzprv3 is None else _genre.pzprv3.names:
        NAMES.setdefault(_name, _genre.name)
_HEADER = re.compile(r"pzprv3(?:\.(\d+))?$")
_FLAG = re.compile(r"[A-Za-z_][\w,]*$")  # a flag line: a word (or words joined by ','), no blanks
_LINE_TOKENS = {"0": 0, "1": 1, "-1": -1}  # a border's token: a line, nothing, or the player's cross


def looks_like(text: str) -> bool:
    """Whether text starts as a pzprv3 file: its header line (after a variant's ``v:`` line), or the one-line form."""
    lines = text.split("\n", 2)
    first = lines[0].strip()
    if first.startswith("v:") and len(lines) > 1:
        first = lines[1].strip()
    return _HEADER.match(first) is not None or is_one_line(first)


@dataclass(frozen=True, slots=True)
class _Saved:
    """What a file holds: the puzzle, the lines drawn (None: no answer section), and each clue's line."""

    puzzle: Puzzle
    solution: Solution | None
    rows_line: _Line
    clue_lines: tuple[_Line, ...]
    marks: Position | None = None  # the player's lines and crosses, as a hint position (None: no lines section)


def _code(genre: str) -> Pzprv3Code:
    code = get_genre(genre).pzprv3
    assert code is not None  # NAMES holds only genres with a pzprv3 code
    return code


def _header(reader: _Reader, genre: str | None) -> tuple[str, int]:
    """The genre named and the file version, from the header and pid lines."""
    source = reader.source
    first = reader.take("the header 'pzprv3' of a file puzz.link saves")
    if first.text.startswith("v:"):
        name = first.text[2:].strip()
        raise first.error(0, f"the variant {name!r} is not supported; loopcp solves the plain rules", source)
    header = _HEADER.match(first.text.strip())
    if header is None:
        raise first.error(0, f"expected the header 'pzprv3' or 'pzprv3.N', got {first.text.strip()!r}", source)
    version = int(header.group(1) or 0)
    line = reader.take("the genre's pid, such as slither")
    name = line.text.strip()
    kind = NAMES.get(name)
    if kind is None:
        raise line.error(0, f"expected a genre loopcp solves ({', '.join(sorted(NAMES))}), got {name!r}", source)
    if genre is not None and genre != kind:
        told = get_genre(genre).pzprv3
        if told is None or name not in told.names:
            raise line.error(0, f"expected a {genre} puzzle, got a {name} file ({kind})", source)
        kind = genre  # a pid the genre shares with another, read as the genre told
    return kind, version


def _size(reader: _Reader, what: str) -> tuple[_Line, int]:
    line = reader.take(f"the number of {what}")
    text = line.text.strip()
    if not (text.isascii() and text.isdigit()) or not 1 <= side(text) <= MAX_SIDE:
        raise line.error(0, f"expected the number of {what}, from 1 to {MAX_SIDE}, got {text!r}", reader.source)
    return line, side(text)


def _flags(reader: _Reader, code: Pzprv3Code, full: bool) -> bool:
    """Pass over display flag lines and, where the genre takes it (``full``), the full loop's ``f``: whether it was.

    A variant's flag line is refused: the genre's own by what it means, any other as unknown.
    """
    found = False
    while not reader.done():
        word = reader.lines[reader.at].text.strip()
        if word not in code.display and (word != "f" or not full or found):
            break
        found = found or word == "f"
        reader.take("a flag line")
    if reader.done():
        return found
    line = reader.lines[reader.at]
    word = line.text.strip()
    if found and word == "f":
        raise line.error(0, "expected the first row of clues, got the flag line 'f' a second time", reader.source)
    if word in code.flags:
        message = f"the variant of flag line {word!r} ({code.flags[word]}) is not supported"
        raise line.error(0, message + "; loopcp solves the plain rules", reader.source)
    if _FLAG.match(word) and word not in code.cells:
        message = f"expected the first row of clues, got {word!r}, a flag line {code.names[0]} does not have"
        raise line.error(0, f"{message} (a variant loopcp does not know)", reader.source)
    return found


def _read(text: str, source: str, genre: str | None) -> _Saved:
    """Everything a pzprv3 file says: the board and, where drawn, the lines."""
    reader = _Reader(text, source)
    kind, version = _header(reader, genre)
    code = _code(kind)
    rows_line, rows = _size(reader, "rows")
    cols = _size(reader, "columns")[1]
    full = _flags(reader, code, get_genre(kind).full)
    layout = code.sections[max(v for v in code.sections if v <= version)]
    cells: list[Any] = ["." * cols] * rows
    rooms: list[list[int]] = []
    walls: list[Edge] = []
    shades: list[list[int]] = []
    clue_lines: list[_Line] = []
    solution: Solution | None = None
    marks: Position | None = None
    places: tuple[tuple[int, int], tuple[int, int]] | None = None
    for section in layout:
        if section == FLAGS:
            _flag_line(reader, code)
            continue
        if reader.done():
            break  # the file ends between sections: the rest is blank, as pzprjs reads it
        if section == START_GOAL:
            places = _start_goal(reader, rows, cols)
        elif section == CLUES:
            cells, clue_lines = _clues(reader, code, rows, cols)
        elif section == DOT_GRID:
            cells = pzprv3dots.dot_grid(reader, code, rows, cols)
        elif section == EMPTIES:
            cells = _empties(reader, cells, rows, cols)
        elif section == NOTES:
            _notes(reader, section, rows, cols)
        elif section == CORNERS:
            _notes(reader, section, rows + 1, cols + 1)
        elif section in (LINES, ARROW_LINES):
            arrows = section == ARROW_LINES
            marks = _lines(reader, get_genre(kind).board == DOTS, rows, cols, outer=code.outer, arrows=arrows)
            solution = _drawn_lines(marks)
        elif section == ROOMS:
            rooms = pieces(_rooms(reader, rows, cols))  # pzprjs draws borders between ids: a room is one piece
        elif section == BORDERS:
            rooms, walls = _borders(reader, rows, cols, outer=code.outer)
        elif section == DOTTED:
            rooms, walls, marks = pzprv3dots.dotted(reader, rows, cols)
            solution = _drawn_lines(marks)
        elif section == SHADES:
            shades = _shades(reader, rows, cols)
        elif section == DOT_FILE:
            cells = pzprv3dots.dot_file(reader, code, rows, cols)
    if not reader.done():
        line = reader.lines[reader.at]
        raise line.error(0, f"expected the end of the board, got {line.text.strip()[:20]!r}", source)
    if code.clue is not None:
        tokens = cells if cells and not isinstance(cells[0], str) else [["."] * cols for _ in range(rows)]
        puzzle = Puzzle.of(kind, tokens, rooms, walls)
        if code.settle is not None:
            puzzle = code.settle(puzzle)
        if code.ends is not None and places is not None:
            puzzle = code.ends.put(puzzle, *places)
    else:
        puzzle = Puzzle(kind, rows, cols, tuple(cells))
    if solution is not None and shades:
        solution = Solution(solution.h, solution.v, tuple(tuple(row) for row in shades))
    if full:
        puzzle = dataclasses.replace(puzzle, full=True)
    return _Saved(puzzle, solution, rows_line, tuple(clue_lines), marks)


def _clues(reader: _Reader, code: Pzprv3Code, rows: int, cols: int) -> tuple[list[Any], list[_Line]]:
    """Each row of clues: a string of Knuth characters, or (a genre of clue tokens) a list of tokens."""
    cells: list[Any] = []
    lines = []
    for k in range(rows):
        line, tokens = reader.row(cols, "clues", k, rows)
        row = ""
        words = []
        for offset, token in tokens:
            if token in code.unsupported:
                raise line.error(offset, f"{describe(token)} is {code.unsupported[token]}", reader.source)
            if code.clue is not None:
                word = code.clue(token)
                if word is None:
                    raise line.error(offset, f"expected {code.hint}, got {describe(token)}", reader.source)
                words.append(word)
                continue
            if token not in code.cells:
                raise line.error(offset, f"expected {code.hint}, got {describe(token)}", reader.source)
            row += code.cells[token]
        cells.append(words if code.clue is not None else row)
        lines.append(line)
    return cells, lines


def _start_goal(reader: _Reader, rows: int, cols: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """pzprjs's decodeSG: ``bx by bx by``, the start's and the goal's cells in half cells (centres at odd values)."""
    line = reader.take("the start and the goal, 'bx by bx by'")
    words = line.text.split()
    limits = (2 * cols, 2 * rows) * 2
    if len(words) != 4 or not all(
        w.isascii() and w.isdigit() and int(w) % 2 and int(w) < m for w, m in zip(words, limits, strict=False)
    ):
        wanted = f"the start's and the goal's places as four odd numbers below {2 * cols} and {2 * rows}"
        raise line.error(0, f"expected {wanted}, 'bx by bx by', got {line.text.strip()!r}", reader.source)
    bx, by, gx, gy = (int(w) // 2 for w in words)
    if (by, bx) == (gy, gx):
        raise line.error(
            0, f"expected the start and the goal on two cells, got both at {cell_name((by, bx))}", reader.source
        )
    return (by, bx), (gy, gx)


def _flag_line(reader: _Reader, code: Pzprv3Code) -> None:
    """pzprjs's decodeFlags: one line of comma-separated flags, maybe empty; a variant's flag is refused."""
    line = reader.take("the line of flags (empty for the plain rules)")
    for word in filter(None, line.text.strip().split(",")):
        what = code.flags.get(word, "a variant loopcp does not know")
        message = f"the variant of flag {word!r} ({what}) is not supported; loopcp solves the plain rules"
        raise line.error(line.text.find(word), message, reader.source)


def _empties(reader: _Reader, cells: list[Any], rows: int, cols: int) -> list[list[str]]:
    """pzprjs's decodeEmpty after the clues: '*' an empty cell (token '@', which holds no clue), '.' not."""
    tokens = [list(row) for row in cells] if cells and not isinstance(cells[0], str) else [["."] * cols] * rows
    out = []
    for k in range(rows):
        line, found = reader.row(cols, "empty cells", k, rows)
        row = list(tokens[k])
        for j, (offset, token) in enumerate(found):
            if token not in ("*", "."):
                raise line.error(offset, f"expected '*' (an empty cell) or '.', got {describe(token)}", reader.source)
            if token == "*" and row[j] != ".":
                message = f"expected no clue on the empty cell {cell_name((k, j))}, got {row[j]!r}"
                raise line.error(offset, message, reader.source)
            row[j] = "@" if token == "*" else row[j]
        out.append(row)
    return out


def _rooms(reader: _Reader, rows: int, cols: int) -> list[list[int]]:
    """pzprjs's decodeAreaRoom: the number of rooms, then each cell's room ('.' a cell in none: all -1 here)."""
    count = reader.take("the number of rooms")
    text = count.text.strip()
    if not (text.isascii() and text.isdigit()):
        raise count.error(0, f"expected the number of rooms, got {text!r}", reader.source)
    out = []
    for k in range(rows):
        line, tokens = reader.row(cols, "rooms", k, rows)
        for offset, token in tokens:
            if token != "." and (not (token.isascii() and token.isdigit()) or int(token) >= int(text)):
                wanted = f"a room number from 0 to {int(text) - 1} or '.'"
                raise line.error(offset, f"expected {wanted}, got {describe(token)}", reader.source)
        out.append([-1 if token == "." else int(token) for _, token in tokens])
    return out


def _borders(reader: _Reader, rows: int, cols: int, *, outer: bool = False) -> tuple[list[list[int]], list[Edge]]:
    """pzprjs's decodeBorderQues: 1 on each border; the rooms are what the borders enclose (``outer``: ``blocks``)."""
    walls: dict[str, list[list[bool]]] = {}
    for name, height, width in pzprv3dots.blocks(False, rows, cols, outer=outer):
        what = "room borders (" + ("between columns" if name == "h" else "between rows") + ")"
        block = []
        for k in range(height):
            line, tokens = reader.row(width, what, k, height)
            for offset, token in tokens:
                if token not in ("0", "1"):
                    raise line.error(offset, f"expected 1 (a border) or 0 (none), got {describe(token)}", reader.source)
            block.append([token == "1" for _, token in tokens])
        walls[name] = _inside(name, block, outer)
    return enclosed(walls["h"], walls["v"]), walls_of(walls["h"], walls["v"])


def _shades(reader: _Reader, rows: int, cols: int) -> list[list[int]]:
    """pzprjs's decodeCellAns: '#' a shaded cell; '+' (a player's dot) and '.' are not."""
    out = []
    for k in range(rows):
        line, tokens = reader.row(cols, "shaded cells", k, rows)
        for offset, token in tokens:
            if token not in ("#", "+", "."):
                raise line.error(offset, f"expected '#' (shaded), '+' or '.', got {describe(token)}", reader.source)
        out.append([int(token == "#") for _, token in tokens])
    return out


_NOTES = {  # a section of the player's notes -> what its rows hold, and what each token may be
    NOTES: ("cell notes (background colours)", "a cell's colour 0-9"),
    CORNERS: ("dot notes (the cells' corners)", "a dot's mark 0-9"),
}


def _notes(reader: _Reader, section: str, rows: int, cols: int) -> None:
    """The player's notes on cells (background colours) or dots (marks): checked to be numbers, and dropped."""
    what, hint = _NOTES[section]
    for k in range(rows):
        line, tokens = reader.row(cols, what, k, rows)
        for offset, token in tokens:
            if not (token.isascii() and token.isdigit()):
                raise line.error(offset, f"expected {hint}, got {describe(token)}", reader.source)


def _inside(name: str, block: list[Any], outer: bool) -> list[Any]:
    """A block of borders without those on the board's edge (``pzprv3dots.blocks``), which no line crosses."""
    if not outer:
        return block
    return [row[1:-1] for row in block] if name == "h" else block[1:-1]


def _drawn_lines(marks: Position) -> Solution:
    """The lines of the player's marks (their crosses are notes, not the answer)."""
    h = tuple(tuple(int(x == 1) for x in row) for row in marks.h)
    v = tuple(tuple(int(x == 1) for x in row) for row in marks.v)
    return Solution(h, v)


def _lines(reader: _Reader, dots: bool, rows: int, cols: int, *, outer: bool = False, arrows: bool = False) -> Position:
    """The lines section: 1 a line, -1 the player's cross, 0 nothing, in the contract's layout.

    ``arrows``: a border's token may end in the player's arrow (``u``, ``d``, ``l``, ``r``), a note that is
    dropped, as is the token it leaves empty.
    """
    matrices: dict[str, tuple[tuple[int, ...], ...]] = {}
    for name, height, width in pzprv3dots.blocks(dots, rows, cols, outer=outer):
        what = "lines (" + ("vertical" if name == "v" else "horizontal") + ")"
        matrix = []
        for k in range(height):
            line, tokens = reader.row(width, what, k, height)
            values = []
            for offset, token in tokens:
                bare = (token[:-1] or "0") if arrows and token[-1] in "udlr" else token
                if bare not in _LINE_TOKENS:
                    wanted = "1 (a line), 0 (none) or -1 (a cross)" + (
                        ", maybe with an arrow u, d, l or r" if arrows else ""
                    )
                    raise line.error(offset, f"expected {wanted}, got {describe(token)}", reader.source)
                values.append(_LINE_TOKENS[bare])
            matrix.append(tuple(values))
        matrices[name] = tuple(_inside(name, matrix, outer))
    return Position(matrices["h"], matrices["v"])


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """The puzzle of a pzprv3 file; ``genre``, if given, must match the file's."""
    return _read(text, source, genre).puzzle


def answer(text: str, source: str, puzzle: Puzzle) -> Solution | None:
    """The lines drawn in a pzprv3 file of this puzzle (None: the file has no lines section); crosses are notes.

    The file's board must be the puzzle's: an answer to another board is an error at its first difference.
    """
    return _of(text, source, puzzle).solution


def position(text: str, source: str, puzzle: Puzzle) -> Position:
    """The player's game in a pzprv3 file of this puzzle, as a hint position: lines 1, crosses -1, the rest 0.

    What ``hint``, ``explain`` and ``draw`` start from when given a saved
    game: a file with no lines section is an empty board.
    """
    marks = _of(text, source, puzzle).marks
    if marks is not None:
        return marks
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return Position.empty(lattice.rows, lattice.cols)


def _of(text: str, source: str, puzzle: Puzzle) -> _Saved:
    """A pzprv3 file that must be of this puzzle: an error at its first difference from it."""
    saved = _read(text, source, puzzle.genre)
    found = saved.puzzle
    if (found.rows, found.cols) != (puzzle.rows, puzzle.cols):
        got = f"{found.rows} x {found.cols}"
        raise saved.rows_line.error(0, f"expected a board of {puzzle.rows} x {puzzle.cols} cells, got {got}", source)
    mine_grid = puzzle.tokens or puzzle.cells
    theirs_grid = found.tokens or found.cells
    for i, (mine, theirs) in enumerate(zip(mine_grid, theirs_grid, strict=True)):
        j = next((j for j, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b), None)
        if j is not None:
            line = saved.clue_lines[i] if saved.clue_lines else saved.rows_line
            offset = [m.start() for m in _TOKEN.finditer(line.text)][j] if saved.clue_lines else 0
            message = f"expected the puzzle's clue {mine[j]!r} at {cell_name((i, j))}, got {theirs[j]!r}"
            raise line.error(offset, message, source)
    if (puzzle.rooms, puzzle.walls) != (found.rooms, found.walls):
        raise saved.rows_line.error(0, "expected the puzzle's rooms, got other rooms", source)
    if puzzle.full != found.full:
        said = "the full loop's flag line 'f', got none" if puzzle.full else "no flag line 'f', got the full loop's"
        raise saved.rows_line.error(0, f"expected {said}", source)
    return saved


def write(puzzle: Puzzle, solution: Solution | None = None) -> str:
    """The file puzz.link saves for this puzzle, with the lines of ``solution`` drawn (none when not given)."""
    code = get_genre(puzzle.genre).pzprv3
    if code is None:
        raise UnsupportedError(f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: loopcp knows no code for it")
    if puzzle.letters:
        raise UnsupportedError(
            f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: {code.names[0]} has no region clues"
        )
    if {ROOMS, BORDERS, DOTTED} & set(code.sections[code.version]) and (cell := split(puzzle)) is not None:
        raise UnsupportedError(
            f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: the room of {cell_name(cell)} is in two pieces"
        )
    if puzzle.walls and ROOMS in code.sections[code.version]:
        raise UnsupportedError(
            f"{an(kind_of(puzzle))} cannot be written as a pzprv3 file: its rooms are numbered there,"
            f" which cannot hold the wall inside the room of {cell_name(walled_room(puzzle))}"
        )
    token: dict[str, str] = {}
    for t, ch in code.cells.items():
        token.setdefault(ch, t)
    out = ["pzprv3" if code.version == 0 else f"pzprv3.{code.version}", code.names[0], str(puzzle.rows)]
    out.extend([str(puzzle.cols)] + ([code.header] if code.header else []) + (["f"] if puzzle.full else []))
    for section in code.sections[code.version]:
        if section == START_GOAL and code.ends is not None:
            start, goal = code.ends.find(puzzle, "a pzprv3 file")
            out.append(" ".join(str(2 * k + 1) for k in (start[1], start[0], goal[1], goal[0])))
        elif section == CLUES and code.unclue is not None:
            out.extend("".join(code.unclue(t) + " " for t in row) for row in puzzle.tokens)
        elif section == CLUES:
            out.extend("".join(token[ch] + " " for ch in row) for row in puzzle.cells)
        elif section == DOT_GRID:
            out.extend(pzprv3dots.dot_lines(puzzle, code))
        elif section == NOTES:
            out.extend(["0 " * puzzle.cols] * puzzle.rows)
        elif section == CORNERS:
            out.extend(["0 " * (puzzle.cols + 1)] * (puzzle.rows + 1))
        elif section in (LINES, ARROW_LINES):
            out.extend(_drawn(puzzle, solution, outer=code.outer))
        elif section == FLAGS:
            out.append("")
        elif section == ROOMS:
            out.extend(_room_numbers(puzzle, EMPTIES in code.sections[code.version]))
        elif section == EMPTIES:
            out.extend("".join("* " if t == "@" else ". " for t in row) for row in puzzle.tokens)
        elif section == BORDERS:
            out.extend(_room_borders(puzzle, outer=code.outer))
        elif section == DOTTED:
            out.extend(pzprv3dots.dotted_lines(puzzle, solution))
        elif section == DOT_FILE:
            out.extend(pzprv3dots.dot_file_rows(puzzle, code))
        elif section == SHADES:
            shaded = solution.shaded if solution is not None and solution.shaded else ()
            out.extend(
                "".join("# " if shaded and shaded[i][j] else ". " for j in range(puzzle.cols))
                for i in range(puzzle.rows)
            )
    return "\n".join(out) + "\n"


def _room_numbers(puzzle: Puzzle, empties: bool) -> list[str]:
    """pzprjs's encodeAreaRoom: the number of rooms, then each cell's.

    With ``empties``, '.' for an empty cell, which is in no room and parts
    the room around it into the pieces pzprjs counts.
    """
    tokens = puzzle.tokens or puzzle.cells
    empty = [[empties and t == "@" for t in row] for row in tokens]
    apart = pieces(
        [[-1 if e else r for e, r in zip(es, row, strict=True)] for es, row in zip(empty, puzzle.rooms, strict=True)]
    )
    ids: dict[int, int] = {}
    rows = []
    for es, row in zip(empty, apart, strict=True):
        rows.append("".join(". " if e else f"{ids.setdefault(r, len(ids))} " for e, r in zip(es, row, strict=True)))
    return [str(len(ids)), *rows]


def _room_borders(puzzle: Puzzle, *, outer: bool = False) -> list[str]:
    """pzprjs's encodeBorderQues: 1 on each border, between two rooms or inside one (``outer``: 0 on the edge)."""
    h = [[int(is_wall(puzzle, ("h", i, j))) for j in range(puzzle.cols - 1)] for i in range(puzzle.rows)]
    v = [[int(is_wall(puzzle, ("v", i, j))) for j in range(puzzle.cols)] for i in range(puzzle.rows - 1)]
    return [_row(row) for row in _outside("h", h, outer) + _outside("v", v, outer)]


def _outside(name: str, block: Sequence[Sequence[int]], outer: bool) -> list[Sequence[int]]:
    """A block of borders with 0 on the board's edge where the genre writes it (``pzprv3dots.blocks``)."""
    if not outer:
        return list(block)
    if name == "h":
        return [[0, *row, 0] for row in block]
    width = len(block[0]) if block else 0
    return [[0] * width, *block, [0] * width]


def _row(values: Iterable[int]) -> str:
    return "".join(f"{x} " for x in values)


def _drawn(puzzle: Puzzle, solution: Solution | None, *, outer: bool = False) -> list[str]:
    """The lines section's rows: each border 1 on the loop, else 0."""
    dots = get_genre(puzzle.genre).board == DOTS
    rows: list[str] = []
    for name, height, width in pzprv3dots.blocks(dots, puzzle.rows, puzzle.cols):
        matrix = ((0,) * width,) * height if solution is None else (solution.h if name == "h" else solution.v)
        if len(matrix) != height or any(len(row) != width for row in matrix):
            raise ValueError(f"the solution's {name} must be {height} rows of {width} entries for this puzzle")
        rows.extend(_row(row) for row in _outside(name, matrix, outer))
    return rows
