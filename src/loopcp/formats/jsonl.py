"""JSON Lines of puzzles: one object per line, as ``loopcp generate --to json`` writes them.

An object names its genre and holds the puzzle as Knuth text::

    {"genre": "slitherlink", "rows": 1, "cols": 2, "clues": 2, "puzzle": "33\\n"}

``write`` gives these keys, the part of generate's object that the puzzle
alone decides; generate adds what was asked (seed, symmetry, difficulty),
the grade, the solution and the effort, which the reader passes over.
``genre`` is the name people use, which may be a name ``generate`` takes
(``superslitherlink``) rather than a genre's; ``rows`` and ``cols``, when
given, must agree with the puzzle, since an object that disagrees with
itself was edited by hand and not completely.

The text is taken for JSON when it starts with '{' (``formats.detect``).
Errors point into the line: bad JSON at the character where it went
wrong, a missing key at the object, a bad value at the value, and a bad
character of the Knuth text at its place inside the string (escapes such
as ``\\n`` counted as they are written).

A puzzle of puz.link's full-loop variant (``Puzzle.full``: the loop
passes every point, which Knuth's text cannot say) adds ``"full": true``.

A puzzle of rooms with a border inside a room (``Puzzle.walls``, which
the puzzlekit text of ``"puzzle"`` cannot say) adds ``"walls"``: a list of
``["h", i, j]`` (between cells (i, j) and (i, j+1)) and ``["v", i, j]``
(between (i, j) and (i+1, j)).
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

from loopcp.errors import ParseError
from loopcp.formats import knuth
from loopcp.formats.text import Place, one_line
from loopcp.genres import GENRES, get_genre, get_recipe, kind_of, recipe_names
from loopcp.puzzle import Puzzle

_DECODER = json.JSONDecoder()
_BLANKS = " \t\n\r"  # what JSON allows between tokens
_PAIR = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")  # two escapes, one character
_TYPES = {dict: "an object", list: "an array", str: "a string", bool: "true or false", type(None): "null"}


def _kinds() -> tuple[str, ...]:
    """The names a ``genre`` value may take: the genres', and the other names ``generate`` makes puzzles under."""
    return tuple(dict.fromkeys((*GENRES, *recipe_names())))


def _genre_of(kind: str) -> str | None:
    """The genre whose puzzles people call ``kind``, or None: a genre's name, or a recipe's (its genre)."""
    if kind in GENRES:
        return kind
    if kind in recipe_names():
        return get_recipe(kind).genre.name
    return None


def _what(value: Any) -> str:
    """A JSON value's type as a message says it."""
    return _TYPES.get(type(value), "a number")


def _offsets(line: str) -> dict[str, int]:
    """Where each top-level value of a well-formed JSON object starts in ``line``, so errors point at it.

    >>> _offsets('{"a": 1, "b" : "x"}')
    {'a': 6, 'b': 15}
    """
    offsets: dict[str, int] = {}
    k = _skip(line, line.index("{") + 1)
    while line[k] == '"':
        key, k = _DECODER.raw_decode(line, k)
        k = _skip(line, _skip(line, k) + 1)  # past the ':'
        offsets[key] = k  # a repeated key: the last one, as json.loads keeps
        _, k = _DECODER.raw_decode(line, k)
        k = _skip(line, k)
        if line[k] == ",":
            k = _skip(line, k + 1)
    return offsets


def _skip(line: str, k: int) -> int:
    """The offset of the first character from ``k`` on that is not a blank between JSON tokens."""
    while k < len(line) and line[k] in _BLANKS:
        k += 1
    return k


def _in_string(line: str, quote: int, index: int) -> int:
    """The offset in ``line`` of character ``index`` of the string whose opening quote is at ``quote``.

    >>> _in_string('"a\\\\nb"', 0, 2)  # the string a, newline, b: its b is written after a two-character escape
    4
    """
    k = quote + 1
    for _ in range(index):
        if line[k] == '"':  # past the end of the string: its closing quote
            break
        if line[k] != "\\":
            k += 1
        elif line[k + 1] != "u":
            k += 2
        elif _PAIR.match(line, k):  # a surrogate pair: one character
            k += 12
        else:
            k += 6
    return k


def parse(text: str, source: str = "<text>", genre: str | None = None) -> Puzzle:
    """Read one JSON object of a puzzle; ``genre``, if given, must be the object's."""
    at, line = one_line(text, source, 'a JSON object such as {"genre": "slitherlink", "puzzle": "33\\n"}')
    obj = _decode(line, at)
    offsets = _offsets(line)
    for key in ("genre", "puzzle"):
        if key not in obj:
            raise at.error(0, f'expected an object with "genre" and "puzzle" (its Knuth text), got no "{key}"')
        if not isinstance(obj[key], str):
            raise at.error(offsets[key], f'expected "{key}" to be a string, got {_what(obj[key])}')
    kind = _genre_of(obj["genre"])
    if kind is None:
        choices = ", ".join(_kinds())
        raise at.error(offsets["genre"], f'expected "genre" to be one of {choices}, got {obj["genre"]!r}')
    if genre is not None and genre != kind:
        raise at.error(offsets["genre"], f'expected a {genre} puzzle, got "genre": {json.dumps(obj["genre"])}')
    puzzle = _puzzle(obj["puzzle"], kind, at, line, offsets["puzzle"])
    if "walls" in obj:
        puzzle = _walled(puzzle, obj["walls"], at, offsets["walls"])
    if "full" in obj:
        puzzle = _full(puzzle, obj["full"], at, offsets["full"])
    for key, size in (("rows", puzzle.rows), ("cols", puzzle.cols)):
        if key in obj and (isinstance(obj[key], bool) or obj[key] != size):
            raise at.error(offsets[key], f'expected "{key}" to be {size} as in "puzzle", got {json.dumps(obj[key])}')
    return puzzle


def _walled(puzzle: Puzzle, walls: Any, at: Place, offset: int) -> Puzzle:
    """The puzzle with the walls inside its rooms that ``"walls"`` lists (``Puzzle.walls``)."""
    wanted = 'expected "walls" to be a list of ["h" or "v", row, column], each between two cells of one room'
    if not puzzle.rooms or not isinstance(walls, list):
        raise at.error(offset, wanted)
    edges = []
    for wall in walls:
        if not (
            isinstance(wall, list)
            and len(wall) == 3
            and wall[0] in ("h", "v")
            and all(type(k) is int for k in wall[1:])
        ):
            raise at.error(offset, f"{wanted}, got {json.dumps(wall)}")
        edges.append((wall[0], wall[1], wall[2]))
    try:
        walled = Puzzle.of(puzzle.genre, puzzle.tokens, puzzle.rooms, edges)
    except ValueError as exc:
        raise at.error(offset, f"{wanted}: {exc}") from None
    if len(walled.walls) != len(set(edges)):
        raise at.error(offset, f"{wanted}, got one between two rooms")
    return walled


def _full(puzzle: Puzzle, full: Any, at: Place, offset: int) -> Puzzle:
    """The puzzle of the full-loop variant where ``"full"`` is true (``Puzzle.full``), in a genre that takes it."""
    if not isinstance(full, bool):
        raise at.error(offset, f'expected "full" to be true or false, got {_what(full)}')
    if full and not get_genre(puzzle.genre).full:
        what = f"the full-loop variant is not supported for {puzzle.genre}"
        raise at.error(offset, f"{what}; loopcp solves its plain rules")
    return dataclasses.replace(puzzle, full=full)


def _decode(line: str, at: Place) -> dict[str, Any]:
    """The line's JSON object, or a ParseError at the character where the JSON went wrong."""
    wanted = "expected a JSON object per line"
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise at.error(exc.pos, f"{wanted}: {exc.msg.lower()}") from None
    except ValueError:  # a number of thousands of digits, which int() refuses
        raise at.error(0, f"{wanted}: a number too long to read") from None
    except RecursionError:
        raise at.error(0, f"{wanted}: arrays or objects nested too deeply") from None
    if not isinstance(obj, dict):
        raise at.error(0, f"{wanted}, got {_what(obj)}")
    return obj


def _puzzle(grid: str, genre: str, at: Place, line: str, quote: int) -> Puzzle:
    """The Knuth text of ``"puzzle"``, its errors placed at their character in the JSON line."""
    try:
        if get_genre(genre).text == "puzzlekit":  # a genre of clue tokens keeps its own text in "puzzle"
            from loopcp.formats import puzzlekit  # noqa: PLC0415

            return puzzlekit.parse(grid, at.source, genre)
        return knuth.parse(grid, at.source, genre)
    except ParseError as exc:
        rows = grid.split("\n")
        index = sum(len(row) + 1 for row in rows[: exc.line - 1]) + exc.column - 1
        offset = _in_string(line, quote, min(index, len(grid)))
        raise at.error(offset, f'"puzzle" line {exc.line}: {exc.message}') from None


def write(puzzle: Puzzle) -> str:
    """The puzzle as one line of JSON: the keys of generate's object that the puzzle alone decides."""
    obj = {
        "genre": kind_of(puzzle),
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "clues": get_genre(puzzle.genre).clue_count(puzzle),
        "puzzle": _text(dataclasses.replace(puzzle, walls=(), full=False)),
    }
    if puzzle.walls:
        obj["walls"] = [list(wall) for wall in puzzle.walls]
    if puzzle.full:
        obj["full"] = True
    return json.dumps(obj, separators=(", ", ": ")) + "\n"


def _text(puzzle: Puzzle) -> str:
    """The puzzle in its genre's own text: Knuth's grid, or the puzzlekit text for a genre of clue tokens."""
    if get_genre(puzzle.genre).text == "puzzlekit":
        from loopcp.formats import puzzlekit  # noqa: PLC0415

        return puzzlekit.write(puzzle)
    return knuth.write(puzzle)
