"""The genre registries: one package per genre behind ``genres.base.Genre``.

A genre is one record (``genres.base.Genre``) in its own package, and
adding one means writing the package and adding its record to the line
that builds ``GENRES``; see docs/adding-a-genre.md.  Everything else is
derived from the records: the names and aliases ``--genre`` takes, the
recipes ``loopcp generate`` follows, the levels and engines of the
deduction rules, the judges of graded generation.  The rest of loopcp asks
the record, never a genre's name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from loopcp.errors import UnsupportedError
from loopcp.genres.allornothing import ALL_OR_NOTHING
from loopcp.genres.balanceloop import BALANCE_LOOP
from loopcp.genres.barns import BARNS
from loopcp.genres.base import Genre, Linear
from loopcp.genres.castlewall import CASTLE_WALL
from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.detour import DETOUR
from loopcp.genres.dotchiloop import DOTCHI_LOOP
from loopcp.genres.doubleback import DOUBLE_BACK
from loopcp.genres.entryexit import ENTRY_EXIT
from loopcp.genres.geradeweg import GERADEWEG
from loopcp.genres.kaisu import KAISU
from loopcp.genres.koburin import KOBURIN
from loopcp.genres.kurarin import KURARIN
from loopcp.genres.linesweeper import LINESWEEPER
from loopcp.genres.masyu import MASYU
from loopcp.genres.maxi import MAXI
from loopcp.genres.mejilink import MEJILINK
from loopcp.genres.midloop import MIDLOOP
from loopcp.genres.moonsun import MOON_SUN
from loopcp.genres.nagare import NAGARE
from loopcp.genres.nagenawa import NAGENAWA
from loopcp.genres.nanameguri import NANAMEGURI
from loopcp.genres.numberlink import ARUKONE, NUMBERLINK
from loopcp.genres.pipelink import PIPELINK
from loopcp.genres.railpool import RAIL_POOL
from loopcp.genres.regionalyajilin import REGIONAL_YAJILIN
from loopcp.genres.sheepwolvesslitherlink import SHEEP_WOLVES_SLITHERLINK
from loopcp.genres.shingoki import SHINGOKI
from loopcp.genres.simpleloop import SIMPLE_LOOP
from loopcp.genres.slalom import SLALOM
from loopcp.genres.slitherlink import SLITHERLINK
from loopcp.genres.tapalikeloop import TAPA_LIKE_LOOP
from loopcp.genres.touchslitherlink import TOUCH_SLITHERLINK
from loopcp.genres.uramashu import URAMASHU
from loopcp.genres.vertexslitherlink import VERTEX_SLITHERLINK
from loopcp.genres.yajilin import YAJILIN

if TYPE_CHECKING:
    from loopcp.generation.clues import Recipe
    from loopcp.puzzle import Puzzle

GENRES: dict[str, Genre] = {
    genre.name: genre
    for genre in (
        SLITHERLINK,
        VERTEX_SLITHERLINK,
        TOUCH_SLITHERLINK,
        SHEEP_WOLVES_SLITHERLINK,
        MASYU,
        COUNTRY_ROAD,
        SIMPLE_LOOP,
        YAJILIN,
        REGIONAL_YAJILIN,
        KOBURIN,
        MOON_SUN,
        CASTLE_WALL,
        GERADEWEG,
        BALANCE_LOOP,
        DOTCHI_LOOP,
        LINESWEEPER,
        SHINGOKI,
        ENTRY_EXIT,
        DOUBLE_BACK,
        DETOUR,
        NUMBERLINK,
        ARUKONE,
        MIDLOOP,
        MAXI,
        RAIL_POOL,
        MEJILINK,
        ALL_OR_NOTHING,
        TAPA_LIKE_LOOP,
        URAMASHU,
        NANAMEGURI,
        KURARIN,
        SLALOM,
        NAGARE,
        PIPELINK,
        BARNS,
        KAISU,
        NAGENAWA,
    )  # one entry a genre
}
DEFAULT_GENRE = SLITHERLINK.name  # how text that does not say its genre is read

# Every name --genre takes: a genre's own name, then its aliases (its puzz.link pid, every kind JSON prints).
_BY_NAME: dict[str, Genre] = {
    **{alias: genre for genre in GENRES.values() for alias in genre.aliases},
    **GENRES,
}


class _Recipes(Mapping[str, "Recipe"]):
    """The records' recipes by name, each loaded on first use: solving never loads loop growth."""

    def __getitem__(self, name: str) -> Recipe:
        for genre in GENRES.values():
            if name in genre.recipes:
                recipe: Recipe = genre.recipes[name].load()
                return recipe
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return (name for genre in GENRES.values() for name in genre.recipes)

    def __len__(self) -> int:
        return sum(len(genre.recipes) for genre in GENRES.values())


RECIPES: Mapping[str, Recipe] = _Recipes()  # what ``loopcp generate`` makes, by the name people use


def genre_names() -> tuple[str, ...]:
    """The genres that can be read, by their own names, in registry order."""
    return tuple(GENRES)


def genre_choices() -> tuple[str, ...]:
    """Every name ``--genre`` takes: the genres' own names, then their aliases."""
    return tuple(dict.fromkeys((*GENRES, *_BY_NAME)))


def recipe_names() -> tuple[str, ...]:
    """The genres ``loopcp generate`` makes, in registry order."""
    return tuple(RECIPES)


def get_genre(name: str) -> Genre:
    """The genre called ``name`` (its own name or an alias, in any case), or an error that lists the choices.

    >>> get_genre("mashu").name, get_genre("superslitherlink").name, get_genre("Yajilin").name
    ('masyu', 'slitherlink', 'yajilin')
    """
    try:
        return _BY_NAME[name.lower()]
    except KeyError:
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(genre_choices())}") from None


def canonical(name: str) -> str:
    """A genre's own name for any name or alias of it (``country`` -> ``countryroad``)."""
    return get_genre(name).name


def slink_genre() -> Genre:
    """The genre whose puzzles the Slink contest format holds."""
    return next(genre for genre in GENRES.values() if genre.slink)


def recipe_genre(name: str) -> Genre:
    """The genre that the recipe called ``name`` makes, without loading the recipe."""
    for genre in GENRES.values():
        if name in genre.recipes:
            return genre
    raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(RECIPES)}")


def get_recipe(name: str) -> Recipe:
    """The recipe ``loopcp generate`` follows for ``name``, or an error that lists the choices."""
    try:
        return RECIPES[name]
    except KeyError:
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(RECIPES)}") from None


def kind_of(puzzle: Puzzle) -> str:
    """The genre as people name this puzzle (Slitherlink with letters is SuperSlitherlink)."""
    genre = GENRES.get(puzzle.genre)
    return puzzle.genre if genre is None else genre.kind(puzzle)


UNGRADED = "any"  # what ``generate`` makes of a genre without a default difficulty (``generation.options.ANY``)

# Each format, in the order of ``formats.WRITERS``: whether a genre's puzzles are written in it (the part of
# the record the format's module needs), and whether they are read back.  The formats' modules read the same
# parts; tests/test_genres_cli.py holds this table to what their readers and writers do for every genre.
_FORMATS: tuple[tuple[str, Callable[[Genre], bool], bool], ...] = (
    ("knuth", lambda genre: genre.text == "knuth", True),  # one character a cell: not a genre of clue tokens
    ("slink", lambda genre: genre.slink, True),
    ("tatham", lambda genre: genre.tatham is not None, True),
    ("puzzlink", lambda genre: genre.puzzlink is not None, True),
    ("pzprv3", lambda genre: genre.pzprv3 is not None, True),
    ("json", lambda genre: True, True),
    ("puzzlekit", lambda genre: genre.puzzlekit is not None, True),
    ("mcc", lambda genre: genre.mcc is not None, False),  # exact-cover data for Knuth's solvers: written only
)


@dataclass(frozen=True, slots=True)
class Listing:
    """One genre as ``loopcp genres`` lists it (and the page may): plain data, drawn from its record."""

    genre: str  # its own name
    title: str  # its name as people write it: "Country Road"
    aliases: tuple[str, ...]  # the other names ``--genre`` takes for it
    pid: str | None  # its puz.link pid, the name its URLs are written with; None where puz.link has no code for it
    levels: tuple[str, ...]  # its deduction levels, easiest first (grade, hint, explain --max-level)
    reads: tuple[str, ...]  # the formats its puzzles are read in
    writes: tuple[str, ...]  # the formats its puzzles are written in (convert --to)
    recipes: tuple[str, ...]  # what ``loopcp generate`` makes of it, by the names it takes
    default_difficulty: str | None  # what ``generate`` makes unless told (None: no recipe)
    rules: str  # its rules in one line

    def as_json(self) -> dict[str, object]:
        """The listing as one JSON object: ``loopcp genres --json`` prints one a line."""
        return {
            "genre": self.genre,
            "title": self.title,
            "aliases": list(self.aliases),
            "pid": self.pid,
            "levels": list(self.levels),
            "reads": list(self.reads),
            "writes": list(self.writes),
            "recipes": list(self.recipes),
            "default_difficulty": self.default_difficulty,
            "rules": self.rules,
        }


def formats_of(genre: Genre) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The formats a genre's puzzles are read in and written in, as its record says (a puzzle may say more).

    A puzzle may hold what a format cannot, and that format then refuses
    it in words: a SuperSlitherlink's letter regions have no game ID, URL,
    saved file or puzzlekit text, and a Slink contest input clues every
    cell.

    >>> formats_of(get_genre("yajilin"))
    (('puzzlink', 'pzprv3', 'json', 'puzzlekit'), ('puzzlink', 'pzprv3', 'json', 'puzzlekit'))
    """
    written = tuple((name, read) for name, holds, read in _FORMATS if holds(genre))
    return tuple(name for name, read in written if read), tuple(name for name, _ in written)


def listing(genre: Genre) -> Listing:
    """What ``loopcp genres`` says of one genre."""
    reads, writes = formats_of(genre)
    return Listing(
        genre=genre.name,
        title=genre.title,
        aliases=genre.aliases,
        pid=None if genre.puzzlink is None else genre.puzzlink.names[0],
        levels=genre.levels,
        reads=reads,
        writes=writes,
        recipes=tuple(genre.recipes),
        default_difficulty=genre.made_at if genre.recipes else None,
        rules=genre.summary,
    )


def catalogue() -> tuple[Listing, ...]:
    """Every genre, in registry order, as ``loopcp genres`` lists them."""
    return tuple(listing(genre) for genre in GENRES.values())


__all__ = [
    "DEFAULT_GENRE",
    "GENRES",
    "RECIPES",
    "UNGRADED",
    "Genre",
    "Linear",
    "Listing",
    "Recipe",
    "canonical",
    "catalogue",
    "formats_of",
    "genre_choices",
    "genre_names",
    "get_genre",
    "get_recipe",
    "kind_of",
    "listing",
    "recipe_genre",
    "recipe_names",
    "slink_genre",
]
