"""Puzzle formats: one module per format, plain dict registries, and detection.

Every format module has ``parse(text, source, genre) -> Puzzle`` and
``write(Puzzle) -> str``, mirror functions with ``parse(write(p)) == p``:

- ``knuth``: Knuth's grid of characters (Slitherlink, SuperSlitherlink, Masyu);
- ``slink``: the Slink contest's input (Slitherlink with every cell clued 0-3);
- ``tatham``: Simon Tatham's Loopy (square grid) and Pearl game IDs;
- ``puzzlink``: puzz.link URLs for slither and mashu;
- ``pzprv3``: the files puzz.link saves (File > Save), which hold the
  puzzle and the lines drawn; ``pzprv3.answer`` reads the lines, for
  ``loopcp check FILE``, and ``pzprv3.write`` writes them when given
  (``pzprv3dots``: its sections of boards on dots, the dot grid and
  Mejilink's dotted borders);
- ``jsonl`` (format ``json``): JSON Lines of puzzles, one object per line
  with the genre and the Knuth text, as ``loopcp generate --to json``
  writes them;
- ``puzzlekit``: the puzzlekit dataset's problem text (``ROWS COLS`` and
  rows of tokens, as each genre's record says), never detected: its first
  line is a Slink input's, so it is read when asked for (``--format``);
- ``mcc``: written only, the exact-cover data of Knuth's DLX drivers
  (SUPERSLITHERLINK-GENERAL-DLX, MASYU-DLX) for his DLX solvers.  It is an
  export for a solver, not a way to pass a puzzle around, so it has no
  reader: ``load(..., fmt="mcc")`` says so.

``genre`` is what the caller asked for (``--genre``) or None; formats that
name their genre (Pearl IDs and mashu URLs are Masyu) check it, Knuth text
takes it as given (Slitherlink unless told).

Detection reads the start of the text: a JSON object, a URL, a pzprv3
header, a game ID, a first line of two numbers (Slink), or else a Knuth
grid.  The shapes cannot be confused: a Knuth grid has no blanks inside a
row and no '{', ':' or '/', and its rows are as long as each other, which a
pzprv3 header and the pid below it never are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from loopcp.errors import LoopcpError, ParseError, UnsupportedError
from loopcp.formats import batch, knuth, puzzlink, pzprv3, saved, slink, tatham
from loopcp.formats.batch import Item
from loopcp.genres import DEFAULT_GENRE, canonical, get_genre, slink_genre
from loopcp.puzzle import Puzzle

Reader = Callable[[str, str, str | None], Puzzle]  # (text, source, genre or None) -> Puzzle
Writer = Callable[[Puzzle], str]


def _read_knuth(text: str, source: str, genre: str | None) -> Puzzle:
    """Knuth text carries no genre: the default genre (Slitherlink) unless told."""
    return knuth.parse(text, source, genre or DEFAULT_GENRE)


def _read_json(text: str, source: str, genre: str | None) -> Puzzle:
    """JSON Lines (its module, and Python's json, load when asked for: the other formats never need them)."""
    from loopcp.formats import jsonl  # noqa: PLC0415

    return jsonl.parse(text, source, genre)


def _read_puzzlekit(text: str, source: str, genre: str | None) -> Puzzle:
    """The puzzlekit dataset's text (its module loads when asked for)."""
    from loopcp.formats import puzzlekit  # noqa: PLC0415

    return puzzlekit.parse(text, source, genre)


def _write_puzzlekit(puzzle: Puzzle) -> str:
    """The puzzlekit dataset's text (its module loads when asked for)."""
    from loopcp.formats import puzzlekit  # noqa: PLC0415

    return puzzlekit.write(puzzle)


def _looks_like_json(text: str) -> bool:
    """An object's opening brace: no Knuth grid, ID, URL or Slink input starts with one."""
    return text.startswith("{")


READERS: dict[str, Reader] = {
    "knuth": _read_knuth,
    "slink": slink.parse,
    "tatham": tatham.parse,
    "puzzlink": puzzlink.parse,
    "pzprv3": pzprv3.parse,
    "json": _read_json,
    "puzzlekit": _read_puzzlekit,  # never detected (its first line is a Slink input's): asked for with --format
}


def _write_mcc(puzzle: Puzzle) -> str:
    """Knuth's exact-cover data (its module loads when asked for: reading never needs it)."""
    from loopcp.formats import mcc  # noqa: PLC0415

    return mcc.write(puzzle)


def _write_json(puzzle: Puzzle) -> str:
    """One line of JSON, the puzzle's part of what ``generate --to json`` writes."""
    from loopcp.formats import jsonl  # noqa: PLC0415

    return jsonl.write(puzzle)


WRITERS: dict[str, Writer] = {
    "knuth": knuth.write,
    "slink": slink.write,
    "tatham": tatham.write,
    "puzzlink": puzzlink.write,
    "pzprv3": pzprv3.write,
    "json": _write_json,
    "puzzlekit": _write_puzzlekit,
    "mcc": _write_mcc,
}
FORMATS = tuple(READERS)  # the formats read (and written)
WHOLE = ("pzprv3",)  # formats of one puzzle a text, blank lines and all (a one-column Masyu's borders are blank lines)
UNDETECTED = ("puzzlekit",)  # formats read only when asked for: ``detect`` never names them
EXPORTS = tuple(name for name in WRITERS if name not in READERS)  # the formats written only

_DETECTORS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("json", _looks_like_json),
    ("puzzlink", puzzlink.looks_like),
    ("pzprv3", pzprv3.looks_like),
    ("tatham", tatham.looks_like),
    ("slink", slink.looks_like),
)


def detect(text: str) -> str:
    """The format the text is written in, judged from how it starts; Knuth when nothing else fits.

    >>> detect("https://puzz.link/p?slither/2/1/33"), detect("5x5t0:y"), detect("2 2\\n2 2\\n2 2\\n0 0\\n")
    ('puzzlink', 'tatham', 'slink')
    >>> detect('{"genre": "slitherlink", "puzzle": "33\\\\n"}'), detect("33\\n")
    ('json', 'knuth')
    """
    stripped = text.lstrip()
    for name, looks_like in _DETECTORS:
        if looks_like(stripped):
            return name
    return "knuth"


def is_inline(argument: str) -> bool:
    """Whether a command-line argument is itself a puzzle: a one-line game ID, URL or pzprv3 file (``/`` for breaks)."""
    return ("\n" not in argument.strip() and detect(argument) in ("tatham", "puzzlink")) or saved.is_one_line(argument)


def _choose(registry: dict[str, Reader] | dict[str, Writer], name: str) -> None:
    if name in registry:
        return
    if name in EXPORTS:
        raise UnsupportedError(
            f"format {name!r} is written only (exact-cover data for Knuth's DLX solvers), never read; "
            f"read one of: {', '.join(FORMATS)}"
        )
    raise UnsupportedError(f"unknown format {name!r}; choose one of: {', '.join(registry)}")


def _detected(text: str, genre: str | None) -> str:
    """The format detected, except that a genre of clue tokens reads grids and Slink-like text as its own text."""
    name = detect(text)
    if genre is not None and name in ("knuth", "slink") and get_genre(genre).text != "knuth":
        return get_genre(genre).text
    return name


def load(text: str, source: str = "<text>", fmt: str | None = None, genre: str | None = None) -> Puzzle:
    """Read a puzzle in the format given, or the one detected from the text; ``genre`` may be any alias."""
    genre = None if genre is None else canonical(genre)
    name = fmt or _detected(text, genre)
    _choose(READERS, name)
    return READERS[name](text, source, genre)


def load_all(text: str, source: str = "<text>", fmt: str | None = None, genre: str | None = None) -> Iterator[Item]:
    """Every puzzle of a text that holds one or several (``formats.batch``), in order, each read on its own."""
    genre = None if genre is None else canonical(genre)
    name = fmt or _detected(text, genre)
    _choose(READERS, name)
    if name == "slink":
        if genre not in (None, slink_genre().name):
            message = f"expected a {genre} puzzle, got a Slink contest input (Slitherlink)"
            yield Item(source, None, ParseError(source, 1, 1, message))
            return
        yield from slink.parse_each(text, source)
        return
    if name in WHOLE:
        try:
            yield Item(source, READERS[name](text, source, genre))
        except LoopcpError as exc:
            yield Item(source, None, exc)
        return
    yield from batch.each(text, source, name, lambda chunk: READERS[name](chunk, source, genre))


def dump(puzzle: Puzzle, fmt: str) -> str:
    """Write a puzzle in a format, ending in a newline; ``UnsupportedError`` if the format cannot hold it."""
    _choose(WRITERS, fmt)
    if fmt != native(puzzle) and not puzzle.board.square:
        raise UnsupportedError(
            f"a puzzle on the {puzzle.board.name} grid can be written only as a Loopy game ID (tatham): "
            f"{fmt} has no place for it"
        )
    if puzzle.full and fmt not in FULL_LOOP:
        code = get_genre(puzzle.genre).puzzlink
        assert code is not None  # only a puz.link URL or saved file makes a full loop
        raise UnsupportedError(
            f"{fmt} has no mark for puz.link's full-loop variant ({code.full_loop}):"
            f" write it as {', '.join(FULL_LOOP[:-1])} or {FULL_LOOP[-1]}"
        )
    return WRITERS[fmt](puzzle)


FULL_LOOP = ("puzzlink", "pzprv3", "json")  # the formats that mark puz.link's full-loop variant (``Puzzle.full``)


def native(puzzle: Puzzle) -> str:
    """The format a puzzle is written in when none is named: a Loopy game ID off the square, a puz.link URL for a
    full loop (which its genre's text cannot say), else its genre's text."""
    if not puzzle.board.square:
        return "tatham"
    return "puzzlink" if puzzle.full else get_genre(puzzle.genre).text


__all__ = [
    "EXPORTS",
    "FORMATS",
    "READERS",
    "UNDETECTED",
    "WHOLE",
    "WRITERS",
    "Item",
    "Reader",
    "Writer",
    "detect",
    "dump",
    "is_inline",
    "load",
    "load_all",
]
