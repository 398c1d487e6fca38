"""The genre registries: one package per genre behind ``genres.base.Genre``.

Adding a genre means writing one package and adding one line to
``GENRES`` (and one to ``RECIPES`` if ``loopcp generate`` makes it); see
docs/adding-a-genre.md.  The command line draws its choices from these
registries.
"""

from __future__ import annotations

from loopcp.cluegen import Recipe
from loopcp.errors import UnsupportedError
from loopcp.genres import countryroad, masyu, slitherlink
from loopcp.genres.base import Genre, Linear
from loopcp.genres.masyu import MASYU
from loopcp.genres.masyu import recipe as masyu_recipe
from loopcp.genres.slitherlink import SLITHERLINK
from loopcp.genres.slitherlink import recipe as slitherlink_recipe

GENRES: dict[str, Genre] = {  # the genres loopcp reads and solves, by name
    "slitherlink": SLITHERLINK,
    "masyu": MASYU,
    "countryroad": countryroad.COUNTRY_ROAD,
}
RECIPES: dict[str, Recipe] = {  # what ``loopcp generate`` makes, by the name people use
    "slitherlink": slitherlink_recipe.RECIPE,
    "masyu": masyu_recipe.RECIPE,
    "superslitherlink": slitherlink_recipe.SUPER_RECIPE,
}
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
