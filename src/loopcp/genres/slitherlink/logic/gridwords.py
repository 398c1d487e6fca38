"""Words for Slitherlink steps on any Loopy grid: faces by number, edges and points by Tatham's coordinates.

A face is ``face N`` (its place in the grid's face order, which is the
clue order of a game ID); an edge is ``the edge from (x1, y1) to (x2,
y2)`` and a point ``the point (x, y)``, in the integer coordinates of his
grid.  The square's own words (``words``) name cells as ``r{row}c{col}``.
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.genres.slitherlink.logic.engine import YES, Engine, RawStep
from loopcp.genres.slitherlink.logic.topology import Topology
from loopcp.genres.slitherlink.logic.words import _grammar, _list, _value_word, dot_reason

_NAMED = 4  # a step setting more edges than this says how many instead of naming them


def edge_words(topo: Topology, coords: Sequence[tuple[int, int]], e: int) -> str:
    """An edge by its two ends, e.g. 'the edge from (0, 20) to (10, 20)'."""
    a, b = topo.edge_dots[e]
    return f"the edge from {_point(coords[a])} to {_point(coords[b])}"


def dot_words(coords: Sequence[tuple[int, int]], d: int) -> str:
    """A point by its coordinates, e.g. 'the point (10, 20)'."""
    return f"the point {_point(coords[d])}"


def _point(xy: tuple[int, int]) -> str:
    return f"({xy[0]}, {xy[1]})"


def text(topo: Topology, coords: Sequence[tuple[int, int]], engine: Engine, raw: RawStep, clue: int | None) -> str:
    """One sentence for a recorded step; ``clue``: the face whose clue decided a point's corner, if one did."""
    rule, _, sets, item, _ = raw
    values, _, value, verb, these = _grammar(sets)
    names = _list([edge_words(topo, coords, e) for e, _ in sets]) if len(sets) <= _NAMED else f"{len(sets)} edges"
    settled = f"{names} {verb} {value}"
    if 0 <= item < engine.base_dot:
        clue_words = f"The {engine.clue[item]} in face {item}"
        reasons = {
            "face-full": f"already has all its lines, so {settled}.",
            "face-needs-all": f"needs every edge it has left, so {settled}.",
            "face-corner-touch": f"touches a line at one corner, where at most one of its two edges can be a line, "
            f"so {settled}.",
            "face-bounds": f"can only be met, given the corners that hold at most or at least one line, if {settled}.",
            "pair-identical": f"would break its count with two edges known equal, so {settled}.",
        }
        why = reasons.get(
            rule, f"needs an odd or even number of further lines, and edges known equal or opposite mean {settled}."
        )
        return f"{clue_words} {why}"
    if engine.base_dot <= item < engine.base_region:
        dot = dot_words(coords, item - engine.base_dot)
        if clue is not None:
            return f"The {engine.clue[clue]} in face {clue} decides its corner at {dot}, so {settled}."
        return dot_reason(rule, dot, settled)
    opposite = _value_word(3 - next(iter(values)), False)
    side = "opposite sides" if values == {YES} else "the same side"
    texts = {
        "loop-closed": "The loop is closed, so every other edge is a cross.",
        "loop-avoid": f"A line on {names} would close a loop that leaves out lines or unmet clues, so {these} {value}.",
        "edge-class": f"{settled[0].upper()}{settled[1:]}, being known equal or opposite to an edge already settled.",
        "colour": f"The faces on both sides of {names} lie on {side} of the loop, so {these} {value}.",
        "chain-loop": f"The edges {names} are all lines or all crosses, and as lines would close a loop too early.",
        "trial": f"Making {names} {opposite} leads to a contradiction, so {these} {value}.",
        "trial-2": f"Making {names} {opposite} leads, after one more trial, to a contradiction, so {these} {value}.",
    }
    return texts.get(rule, f"By the rule {rule}, {settled}.")
