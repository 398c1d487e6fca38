"""The genre registry: one module per genre behind ``genres.base.Genre``.

Adding a genre means writing one module and adding one line here.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Genre, Linear
from loopcp.genres.masyu import MASYU
from loopcp.genres.slitherlink import SLITHERLINK

GENRES: dict[str, Genre] = {
    "slitherlink": SLITHERLINK,
    "masyu": MASYU,
}


def get_genre(name: str) -> Genre:
    """The genre called ``name``, or an error that lists the choices."""
    try:
        return GENRES[name]
    except KeyError:
        choices = ", ".join(sorted(GENRES))
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {choices}") from None


__all__ = ["GENRES", "Genre", "Linear", "get_genre"]
