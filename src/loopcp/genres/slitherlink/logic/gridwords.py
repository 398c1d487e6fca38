"""Words for Slitherlink steps on any Loopy grid: faces, points and edges as the picture shows them.

A face is named by its clue ("the 3", "the 3 at the top left"), or a
blank one by a clued neighbour; a point is a corner of a face, an edge a
side of one or the side two faces share (``loopygrids.names``): the
picture of a grid shows its clues and nothing else to count by, so its
face numbers and Tatham's coordinates would name nothing a person can
find.  The square's own words (``words``) name cells as ``r{row}c{col}``.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.logic.engine import YES, Engine, RawStep
from loopcp.genres.slitherlink.logic.words import _grammar, _list, _value_word, dot_reason
from loopcp.loopygrids.names import Names

_NAMED = 4  # a step setting more edges than this says how many instead of naming them


def _capital(name: str) -> str:
    return name[:1].upper() + name[1:]


def text(words: Names, engine: Engine, raw: RawStep, clue: int | None) -> str:
    """One sentence for a recorded step; ``clue``: the face whose clue decided a point's corner, if one did."""
    rule, _, sets, item, _ = raw
    values, _, value, verb, these = _grammar(sets)
    names = _list([words.edges[e] for e, _ in sets]) if len(sets) <= _NAMED else f"{len(sets)} edges"
    settled = f"{names} {verb} {value}"
    if 0 <= item < engine.base_dot:
        clue_words = _capital(words.faces[item])
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
        dot = words.dots[item - engine.base_dot]
        if clue is not None:
            face = words.faces[clue]
            own = dot.startswith("the ") and dot.endswith(f" corner of {face}")  # its own corner: "its top corner"
            corner = f"its {dot[4 : -len(f' of {face}')]}" if own else dot
            return f"{_capital(face)} decides {corner}, so {settled}."
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
