"""The genre registries: one package per genre behind ``genres.base.Genre``.

Adding a genre means writing one package and adding one line to
``GENRES`` (and one to ``RECIPES`` if ``loopcp generate`` makes it); see
docs/adding-a-genre.md.  The command line draws its choices from these
registries.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from loopcp.errors import UnsupportedError
from loopcp.genres import countryroad, masyu, slitherlink
from loopcp.genres.base import Genre, Linear
from loopcp.genres.masyu import MASYU
from loopcp.genres.slitherlink import SLITHERLINK

GENRES: dict[str, Genre] = {  # the genres loopcp reads and solves, by name
    "slitherlink": SLITHERLINK,
    "masyu": MASYU,
    "countryroad": countryroad.COUNTRY_ROAD,
}


if TYPE_CHECKING:
    from loopcp.cluegen import Recipe


class _Recipes(Mapping[str, "Recipe"]):
    """The recipes by name, each module imported on first use: solving never loads loop growth."""

    def __init__(self, where: dict[str, tuple[str, str]]) -> None:
        self._where = where  # name -> (module, attribute)

    def __getitem__(self, name: str) -> Recipe:
        module, attribute = self._where[name]
        recipe: Recipe = getattr(importlib.import_module(module), attribute)
        return recipe

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)


RECIPES: Mapping[str, Recipe] = _Recipes(  # what ``loopcp generate`` makes, by the name people use
    {
        "slitherlink": ("loopcp.genres.slitherlink.recipe", "RECIPE"),
        "masyu": ("loopcp.genres.masyu.recipe", "RECIPE"),
        "superslitherlink": ("loopcp.genres.slitherlink.recipe", "SUPER_RECIPE"),
    }
)
DEFAULT_GENRE = SLITHERLINK.name  # how text that does not say its genre is read


def genre_names() -> tuple[str, ...]:
    """The genres that can be read (``--genre``), in registry order."""
    return tuple(GENRES)


def recipe_names() -> tuple[str, ...]:
    """The genres ``loopcp generate`` makes, in registry order."""
    return tuple(RECIPES)


def get_genre(name: str) -> Genre:
    """The genre called ``name``, or an error that lists the choices."""
    try:
        return GENRES[name]
    except KeyError:
        choices = ", ".join(sorted(GENRES))
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {choices}") from None


def get_recipe(name: str) -> Recipe:
    """The recipe ``loopcp generate`` follows for ``name``, or an error that lists the choices."""
    try:
        return RECIPES[name]
    except KeyError:
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(RECIPES)}") from None


__all__ = [
    "DEFAULT_GENRE",
    "GENRES",
    "RECIPES",
    "Genre",
    "Linear",
    "Recipe",
    "genre_names",
    "get_genre",
    "get_recipe",
    "masyu",
    "recipe_names",
    "slitherlink",
]
