"""A person's answer to a puzzle, read back for checking: the contract's JSON, or a drawing.

Accepted, detected from the text:

- JSON: ``{"h": [[...]], "v": [[...]]}`` with 0/1 entries (the contract's
  section 1 layout), or a whole ``solve --json`` object, whose first
  solution is taken;
- a drawing on the lattice that ``pictures.text`` draws: point (i, j) at text
  row 2i and column 4j (2j in a terminal's compact drawing), a horizontal
  loop edge as the characters between two points (``-``, or ``─``; ``*``
  or ``━`` where two solutions differ), a vertical one as the character
  below a point (``|``, ``│``, ``*`` or ``┃``), and anything at a point
  (``.``, ``+``, ``·``, ``┌``, a pearl's ``O`` or ``●``, a shaded
  cell's ``#``); between two points off the loop, a clue's number may
  stand beside its arrow (Yajilin's ``2>``).  So what
  ``loopcp solve`` prints reads back whole, saved, piped or copied from a
  terminal, with its header lines; so does the Slink contest's framed
  answer (where points off the loop are blank), and a drawing a person
  makes on the same lattice.

Where the text holds several drawings (``solve`` on a puzzle with several
solutions, or a file of several puzzles), the first is taken: the first
run of lines that is a whole drawing of the puzzle's size.  Text in which
no such run exists is refused with the place where the likeliest run
stopped being a drawing, never read as an empty loop.

The size comes from the puzzle: an answer of another size is an error
that says so, with its place, never a different board.

Roads not taken: reading the header lines of ``solve`` by their words
would break as soon as those words change, and would not help with a
person's own drawing; looking for the drawing's shape needs no words.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from loopcp.errors import ParseError, describe
from loopcp.genres import get_genre
from loopcp.naming import counted
from loopcp.puzzle import Puzzle, Solution

H_LINES = "-─━*"  # a horizontal loop edge, as drawn: plain, box-drawing, and marked where solutions differ
V_LINES = "|│┃*"  # a vertical loop edge, likewise
CROSSES = "xX×✕"  # an edge known off the loop (a position's crosses), read as no edge
NUMBERS = "0123456789?"  # a clue's number beside its arrow, between two points off the loop (``2>``): no edge
STEPS = (4, 2)  # characters between points: the plain drawing, then a terminal's compact one


def read(text: str, source: str, puzzle: Puzzle) -> Solution:
    """The answer in ``text`` as a Solution on the puzzle's lattice, or a ParseError naming the place.

    On one of Loopy's other grids the answer is the loop's dots in order
    (``loop``), as JSON or as the line ``solve`` prints.
    """
    as_json = text.lstrip().startswith("{")
    if not puzzle.board.square:
        return _loop_json(_json_answer(text, source), source) if as_json else _loop_line(text, source)
    if as_json:
        lattice = get_genre(puzzle.genre).lattice(puzzle)
        return _from_json(_json_answer(text, source), source, lattice.rows, lattice.cols)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return _from_drawing(text, source, lattice.rows, lattice.cols)


def _json_answer(text: str, source: str) -> object:
    """The JSON of an answer: an object, or a ``solve --json`` result's first solution (of its first line)."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg != "Extra data":  # JSON Lines, as solve --json writes for several puzzles: the first
            raise ParseError(source, exc.lineno, exc.colno, f"expected JSON: {exc.msg.lower()}") from None
        obj = json.loads(text[: exc.pos])
    if isinstance(obj, dict) and isinstance(obj.get("solutions"), list):
        if not obj["solutions"]:
            raise ParseError(source, 1, 1, "expected a solution, got a result with none")
        obj = obj["solutions"][0]
    return obj


def _from_json(obj: object, source: str, rows: int, cols: int) -> Solution:
    if not isinstance(obj, dict) or "h" not in obj or "v" not in obj:
        raise ParseError(source, 1, 1, 'expected an object with "h" and "v" edge matrices')
    h = _matrix(obj["h"], rows, cols - 1, "h", source)
    v = _matrix(obj["v"], rows - 1, cols, "v", source)
    return Solution(h, v)


LOOP_HINT = 'a line "loop: x,y x,y ..." as solve prints it, or JSON with "loop", a list of [x, y] dots'


def _loop_json(obj: object, source: str) -> Solution:
    """A loop on one of Loopy's other grids as JSON: ``loop``, its dots in order."""
    dots = obj.get("loop") if isinstance(obj, dict) else None
    if not isinstance(dots, list) or not all(
        isinstance(d, list) and len(d) == 2 and all(type(v) is int for v in d) for d in dots
    ):
        raise ParseError(source, 1, 1, f"expected {LOOP_HINT}")
    return Solution((), (), loop=tuple((d[0], d[1]) for d in dots))


def _loop_line(text: str, source: str) -> Solution:
    """A loop on one of Loopy's other grids as ``solve`` prints it: ``loop: x,y x,y ...``, its first such line."""
    for number, line in enumerate(text.split("\n"), start=1):
        at = line.find("loop:")
        if at < 0:
            continue
        ring: list[tuple[int, int]] = []
        column = at + len("loop:") + 1
        for word in line[at + len("loop:") :].split(" "):
            if word:
                x, comma, y = word.partition(",")
                if not (comma and x.lstrip("-").isdigit() and y.lstrip("-").isdigit()):
                    raise ParseError(source, number, column, f"expected a dot as x,y, got {describe(word)}")
                ring.append((int(x), int(y)))
            column += len(word) + 1
        return Solution((), (), loop=tuple(ring))
    raise ParseError(source, 1, 1, f"expected {LOOP_HINT}")


def _matrix(value: object, rows: int, cols: int, name: str, source: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, list) or len(value) != rows:
        raise ParseError(source, 1, 1, _shape(name, rows, cols))
    out = []
    for row in value:
        if not isinstance(row, list) or len(row) != cols or any(x not in (0, 1) or isinstance(x, bool) for x in row):
            raise ParseError(source, 1, 1, _shape(name, rows, cols))
        out.append(tuple(int(x) for x in row))
    return tuple(out)


def _shape(name: str, rows: int, cols: int) -> str:
    """What a matrix of the answer's JSON must be."""
    return f'expected "{name}" to be {counted(rows, "row")} of {counted(cols, "entry", "entries")} 0 or 1'


@dataclass(frozen=True, slots=True)
class Frame:
    """Where a drawing is looked for: its first line, the column of its first point, points ``step`` apart."""

    top: int
    left: int
    step: int
    blank_points: bool = False  # the Slink contest draws points off the loop as blanks


@dataclass(frozen=True, slots=True)
class Miss:
    """Where a frame stopped holding a drawing: 0-based line and column, what was expected there, what was found."""

    frame: Frame
    line: int
    column: int
    expected: str
    got: str


def _from_drawing(text: str, source: str, rows: int, cols: int) -> Solution:
    """The first drawing of the puzzle's size in the text, or a ParseError where the likeliest one stops.

    The likeliest is the frame that held the most lines of a drawing, then
    the most characters of the line where it stopped (the first of those),
    so a drawing of another size, or a line broken inside one, is reported
    where it goes wrong, and text that is no drawing at its first line.
    """
    lines = [line.rstrip("\r") for line in text.split("\n")]
    contest = _contest(lines)
    if contest is not None:
        lines, frames = contest[0], [contest[1]]
    else:
        frames = _frames(lines)
    best: Miss | None = None
    for frame in frames:
        found = _fit(lines, frame, rows, cols)
        if isinstance(found, Solution):
            return found
        if best is None or (found.line - found.frame.top, found.column) > (best.line - best.frame.top, best.column):
            best = found
    what = f"expected a drawing of {counted(rows, 'row')} of {counted(cols, 'point')} as loopcp solve prints it"
    if best is None:
        raise ParseError(source, 1, 1, f"{what}, got no text")
    raise ParseError(source, best.line + 1, best.column + 1, f"{what} (here {best.expected}), got {best.got}")


def _contest(lines: list[str]) -> tuple[list[str], Frame] | None:
    """The Slink contest's answer, if the text is one: its lines with the frame's ``#`` blanked, and where it is.

    After its data set number comes a frame of ``#``; the drawing sits two
    lines and two columns in, with blank points off the loop.
    """
    first = next((k for k, line in enumerate(lines) if line.strip()), len(lines))
    if first < len(lines) and lines[first].strip().isdigit():  # the contest's data set number
        first += 1
    if first == len(lines) or not lines[first].startswith("#"):
        return None
    last = first
    while last < len(lines) and lines[last].startswith("#"):
        last += 1
    blanked = [line.replace("#", " ") for line in lines[first:last]]
    return lines[:first] + blanked + lines[last:], Frame(first + 2, 2, 4, blank_points=True)


def _frames(lines: list[str]) -> list[Frame]:
    """Every place a drawing may start, in order: each line that is not blank, at each spacing of points."""
    out: list[Frame] = []
    for k, line in enumerate(lines):
        if line.strip():
            out.extend(Frame(k, len(line) - len(line.lstrip(" ")), step) for step in STEPS)
    return out


def _fit(lines: list[str], frame: Frame, rows: int, cols: int) -> Solution | Miss:
    """The drawing held at a frame, or where it stops being one (below a line of drawing, at once)."""
    above = frame.top - 1
    if 0 <= above < len(lines) and _drawn(lines[above], above, frame, cols):
        return Miss(frame, above, frame.left, "a drawing to start below this line, not inside a larger one", "more")
    right = frame.left + frame.step * (cols - 1)  # the column of the last point
    h: list[tuple[int, ...]] = []
    v: list[tuple[int, ...]] = []
    for r in range(2 * rows - 1):
        k = frame.top + r
        if k >= len(lines):
            expected = f"{counted(2 * rows - 1, 'line')} of drawing"
            return Miss(frame, len(lines) - 1, 0, expected, "the end of the text")
        line = lines[k]
        found = _point_row(line, k, frame, cols) if r % 2 == 0 else _edge_row(line, k, frame, cols)
        if isinstance(found, Miss):
            return found
        before = _first_mark(line, 0, frame.left)
        if before is not None:
            return Miss(frame, k, before, "nothing left of the drawing's first point", describe(line[before]))
        after = _first_mark(line, right + 1, len(line))
        if after is not None:
            return Miss(frame, k, after, f"the row to end after {counted(cols, 'point')}", describe(line[after]))
        (h if r % 2 == 0 else v).append(found)
    below = frame.top + 2 * rows - 1
    if below < len(lines) and _drawn(lines[below], below, frame, cols):
        return Miss(frame, below, frame.left, f"the drawing to end after {counted(rows, 'row')} of points", "more")
    return Solution(tuple(h), tuple(v))


def _drawn(line: str, k: int, frame: Frame, cols: int) -> bool:
    """Whether line k draws a loop edge in the frame's columns: next to a drawing, it makes that drawing larger.

    A ``|`` may be a point the loop passes through or a vertical edge, so
    both readings count.
    """
    return any(
        not isinstance(found, Miss) and any(found)
        for found in (_edge_row(line, k, frame, cols), _point_row(line, k, frame, cols))
    )


def _at(line: str, column: int) -> str:
    """The character at a column, blank past the end of the line."""
    return line[column] if column < len(line) else " "


def _first_mark(line: str, start: int, stop: int) -> int | None:
    """The column of the first character that is not a blank in line[start:stop], if any."""
    return next((c for c in range(start, min(stop, len(line))) if line[c] != " "), None)


def _point_row(line: str, k: int, frame: Frame, cols: int) -> tuple[int, ...] | Miss:
    """Line k as a row of points and the horizontal edges between them (1 on the loop)."""
    step = frame.step
    edges = []
    for j in range(cols):
        at = frame.left + step * j
        if _at(line, at) == " " and not frame.blank_points:
            return Miss(frame, k, at, "a point", describe(" "))
        if j == cols - 1:
            break
        between = [_at(line, at + d) for d in range(1, step)]
        if all(ch in H_LINES for ch in between):
            edges.append(1)
            continue
        for d, ch in enumerate(between, start=1):
            if ch != " " and ch not in NUMBERS and not (d == step // 2 and ch in CROSSES):
                return Miss(frame, k, at + d, "a loop edge (-) or blanks between two points", describe(ch))
        edges.append(0)
    return tuple(edges)


def _edge_row(line: str, k: int, frame: Frame, cols: int) -> tuple[int, ...] | Miss:
    """Line k as the vertical edges below a row of points (1 on the loop); anything may stand between them."""
    edges = []
    for j in range(cols):
        at = frame.left + frame.step * j
        ch = _at(line, at)
        if ch in V_LINES:
            edges.append(1)
        elif ch == " " or ch in CROSSES:
            edges.append(0)
        else:
            return Miss(frame, k, at, "a loop edge (|) or a blank below a point", describe(ch))
    return tuple(edges)
