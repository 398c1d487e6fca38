"""Names a person finds on the picture of a Loopy grid: faces by their clues, points and edges by the faces round them.

The picture of a grid (``pictures.grids``) shows its dots, its edges and
its clues, and no numbers or coordinates, so the words of a hint name
things by what it shows:

- a clued face by its clue, "the 3", and where the clue repeats, by
  where it lies on the board, "the 3 at the top left" (thirds of the
  dots' bounding box), and then by its place among those in reading
  order, "the second 3 at the top left";
- a face without a clue by a clued neighbour, "the blank face above the
  3"; one with none, by where it lies, "the third blank face at the left";
- a point as a corner of a face around it, "the top-left corner of the
  3", and an edge as the side two clued faces share, "the side between
  the 3 and the 1", or as a side of a face, "the bottom side of the 3";
  clued faces first, and a direction (one of eight, from the face's
  centre) that no other corner or side of that face shares; else
  counted clockwise from the top, "the second corner of the 3, clockwise
  from the top".

Directions are as the picture shows them: Tatham's y runs down the page.
Every name is unique on its grid.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from loopcp.loopygrids.geometry import Geometry, edges_of

Coords = tuple[float, float]
_CORNERS = ("right", "top-right", "top", "top-left", "left", "bottom-left", "bottom", "bottom-right")  # by 45 degrees
_TOWARDS = (
    "right of",
    "above and right of",
    "above",
    "above and left of",
    "left of",
    "below and left of",
    "below",
    "below and right of",
)
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


@dataclass(frozen=True, slots=True)
class Names:
    """Every face, dot and edge of one grid with its clues, by index (edges as ``geometry.edges_of`` numbers them)."""

    faces: tuple[str, ...]
    dots: tuple[str, ...]
    edges: tuple[str, ...]


def ordinal(n: int) -> str:
    """'first', 'second', ... 'tenth', then '11th', '21st'."""
    if n <= len(_ORDINALS):
        return _ORDINALS[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _sector(origin: Coords, to: Coords) -> int:
    """The direction from one place to another on the page, one of eight (0 right, 2 up; y runs down)."""
    return round(math.degrees(_angle(origin, to)) / 45) % 8


def _mean(points: Sequence[Coords]) -> Coords:
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _reading(centres: Sequence[Coords]) -> Callable[[int], tuple[float, float]]:
    """A face's place in reading order: by rows from the top (its centre's y), then from the left."""
    return lambda f: (round(centres[f][1], 3), centres[f][0])


def _zones(dots: Sequence[Coords]) -> Callable[[Coords], str]:
    """Where on the board a place lies, in thirds each way: 'at the top left', 'in the centre'."""
    xs, ys = [x for x, _ in dots], [y for _, y in dots]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0 or 1.0, max(ys) - y0 or 1.0

    def zone(p: Coords) -> str:
        row = ("top", "", "bottom")[min(2, int(3 * (p[1] - y0) / h))]
        col = ("left", "", "right")[min(2, int(3 * (p[0] - x0) / w))]
        return f"at the {row} {col}".replace("  ", " ").strip() if row or col else "in the centre"

    return zone


def _unique_by(faces: list[int], key: Callable[[int], str], order: Callable[[int], tuple[float, float]]) -> list[str]:
    """Each face's key, in ``faces``' order, with its ordinal in reading order where the key repeats."""
    keys = {f: key(f) for f in faces}
    counts: dict[str, int] = {}
    place: dict[int, int] = {}
    for f in sorted(faces, key=order):
        counts[keys[f]] = place[f] = counts.get(keys[f], 0) + 1
    return [keys[f] if counts[keys[f]] == 1 else f"{ordinal(place[f])} {keys[f]}" for f in faces]


def names(geometry: Geometry, clues: Sequence[int | None]) -> Names:
    """Every face, dot and edge of a grid named as the module docstring says."""
    dots: list[Coords] = [(float(x), float(y)) for x, y in geometry.dots]
    faces = geometry.faces
    centres = [_mean([dots[d] for d in face]) for face in faces]
    zone, order = _zones(dots), _reading(centres)
    face_names = _face_names(faces, clues, centres, zone, order)
    pairs = edges_of(faces)
    sides: list[list[int]] = [[] for _ in pairs]
    index = {p: k for k, p in enumerate(pairs)}
    for f, face in enumerate(faces):
        for a, b in zip(face, [*face[1:], face[0]], strict=True):
            sides[index[(min(a, b), max(a, b))]].append(f)
    clued = [c is not None for c in clues]
    around: list[list[int]] = [[] for _ in dots]
    for f, face in enumerate(faces):
        for d in face:
            around[d].append(f)
    rank = sorted(range(len(faces)), key=lambda f: (not clued[f], f))  # clued faces first
    first = {f: n for n, f in enumerate(rank)}

    def part(f: int, place: Coords, places: list[Coords], what: str) -> str | None:
        """A corner or side of face ``f`` by its unique direction from the face's centre, or None."""
        sectors = [_sector(centres[f], p) for p in places]
        mine = _sector(centres[f], place)
        return f"the {_CORNERS[mine]} {what} of {face_names[f]}" if sectors.count(mine) == 1 else None

    def counted(f: int, k: int, places: list[Coords], what: str) -> str:
        """A corner or side counted clockwise from the top of the face: the last resort."""
        turn = sorted(range(len(places)), key=lambda m: (90 - math.degrees(_angle(centres[f], places[m]))) % 360)
        return f"the {ordinal(turn.index(k) + 1)} {what} of {face_names[f]}, clockwise from the top"

    dot_names = []
    for d, fs in enumerate(around):
        fs = sorted(fs, key=first.__getitem__)
        corners = {f: [dots[e] for e in faces[f]] for f in fs}
        found = next((n for f in fs if (n := part(f, dots[d], corners[f], "corner")) is not None), None)
        dot_names.append(found or counted(fs[0], list(faces[fs[0]]).index(d), corners[fs[0]], "corner"))
    edge_names = []
    for (a, b), fs in zip(pairs, sides, strict=True):
        fs = sorted(fs, key=first.__getitem__)
        middle = _mean([dots[a], dots[b]])
        if len(fs) == 2 and all(clued[f] for f in fs):
            edge_names.append(f"the side between {face_names[fs[0]]} and {face_names[fs[1]]}")
            continue
        mids = {f: [_mean([dots[p], dots[q]]) for p, q in _sides(faces[f])] for f in fs}
        found = next((n for f in fs if (n := part(f, middle, mids[f], "side")) is not None), None)
        k = next(m for m, (p, q) in enumerate(_sides(faces[fs[0]])) if {p, q} == {a, b})
        edge_names.append(found or counted(fs[0], k, mids[fs[0]], "side"))
    return Names(tuple(face_names), tuple(dot_names), tuple(edge_names))


def _angle(origin: Coords, to: Coords) -> float:
    """The angle from one place to another on the page, in radians, counter-clockwise from the right (y runs down)."""
    return math.atan2(origin[1] - to[1], to[0] - origin[0])


def _sides(face: Sequence[int]) -> list[tuple[int, int]]:
    """A face's sides as pairs of its dots, in its order."""
    return list(zip(face, [*face[1:], face[0]], strict=True))


def _face_names(
    faces: Sequence[Sequence[int]],
    clues: Sequence[int | None],
    centres: list[Coords],
    zone: Callable[[Coords], str],
    order: Callable[[int], tuple[float, float]],
) -> list[str]:
    """Clued faces by clue, place and order; blank faces by a clued neighbour, else by place and order."""
    names: list[str] = [""] * len(faces)
    by_clue: dict[int, list[int]] = {}
    for f, c in enumerate(clues):
        if c is not None:
            by_clue.setdefault(c, []).append(f)
    for c, group in by_clue.items():
        if len(group) == 1:
            names[group[0]] = f"the {c}"
            continue
        placed = _unique_by(group, lambda f: f"{clues[f]} {zone(centres[f])}", order)
        for f, name in zip(group, placed, strict=True):
            names[f] = f"the {name}"
    edge_faces: dict[tuple[int, int], list[int]] = {}
    for f, face in enumerate(faces):
        for a, b in _sides(face):
            edge_faces.setdefault((min(a, b), max(a, b)), []).append(f)
    neighbours: list[list[int]] = [[] for _ in faces]
    for fs in edge_faces.values():
        for f in fs:
            neighbours[f].extend(g for g in fs if g != f and g not in neighbours[f])
    blank = [f for f, c in enumerate(clues) if c is None]
    offers = {
        f: [f"the blank face {_TOWARDS[_sector(centres[g], centres[f])]} {names[g]}" for g in neighbours[f] if names[g]]
        for f in blank
    }
    taken: dict[str, int] = {}
    for f in blank:
        for offer in offers[f]:
            taken[offer] = taken.get(offer, 0) + 1
    rest = []
    for f in blank:
        chosen = next((o for o in offers[f] if taken[o] == 1), None)
        if chosen is None:
            rest.append(f)
        else:
            names[f] = chosen
    for f, name in zip(rest, _unique_by(rest, lambda f: f"blank face {zone(centres[f])}", order), strict=True):
        names[f] = f"the {name}"
    return names
