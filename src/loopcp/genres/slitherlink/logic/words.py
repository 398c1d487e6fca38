"""Words for Slitherlink deduction steps: one sentence per step, naming clues as ``r{row}c{col}``.

Kept apart from the rules: the engine records raw steps (ints), and the
sentences are built afterwards, only for a recorded run, so trials pay
nothing for them.
"""

from __future__ import annotations

from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic.engine import YES, Engine, RawStep
from loopcp.genres.slitherlink.logic.topology import Topology
from loopcp.logic.base import CROSS, LINE, Step, cell_name
from loopcp.puzzle import Edge, Puzzle

_SIDES = ("top", "right", "bottom", "left")
_CORNERS = ("top-right", "bottom-right", "bottom-left", "top-left")


def edge_words(topo: Topology, e: int) -> str:
    """An edge named by a cell next to it, e.g. 'the top edge of r2c4'."""
    kind, i, j = topo.edge_name(e)
    if kind == "h":
        return (
            f"the top edge of {cell_name((i, j))}" if i < topo.rows else f"the bottom edge of {cell_name((i - 1, j))}"
        )
    return f"the left edge of {cell_name((i, j))}" if j < topo.cols else f"the right edge of {cell_name((i, j - 1))}"


def dot_words(topo: Topology, d: int) -> str:
    """A point named by a cell at one of its corners."""
    i, j = divmod(d, topo.cols + 1)
    r, c = min(i, topo.rows - 1), min(j, topo.cols - 1)
    vert = "top" if i == r else "bottom"
    horiz = "left" if j == c else "right"
    return f"the {vert}-{horiz} corner of {cell_name((r, c))}"


def _value_word(value: int, plural: bool) -> str:
    if value == YES:
        return "lines" if plural else "a line"
    return "crosses" if plural else "a cross"


def _grammar(sets: list[tuple[int, int]]) -> tuple[set[int], bool, str, str, str]:
    """What a step's sentence says of the edges it set: their values, plural, the value's word, verb, "they are"."""
    values = {v for _, v in sets}
    plural = len(sets) > 1
    value = _value_word(next(iter(values)), plural) if len(values) == 1 else "settled"
    return values, plural, value, "are" if plural else "is", "they are" if plural else "it is"


def _list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def step(puzzle: Puzzle, topo: Topology, engine: Engine, raw: RawStep, clue: int | None = None) -> Step:
    """A recorded step in words; ``clue``: the face of the clue whose corner a point's rule read, if one did."""
    rule, level, sets, item, premises = raw
    cells: tuple[tuple[int, int], ...] = ()
    if 0 <= item < engine.base_dot:
        cells = (divmod(item, topo.cols),)
    elif clue is not None:
        cells = (divmod(clue, topo.cols),)
    elif engine.base_region <= item < engine.base_edge:
        letter = engine.regions[item - engine.base_region][0]
        cells = tuple((i, j) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch == letter)
    edge_set: tuple[tuple[Edge, int], ...] = tuple((topo.edge_name(e), LINE if v == YES else CROSS) for e, v in sets)
    text = _text(puzzle, topo, engine, raw) if clue is None else _corner_text(puzzle, topo, raw, clue)
    return Step(
        rule=rule,
        level=SLITHERLINK_LEVELS[level],
        text=text,
        set=edge_set,
        clues=cells,
        premises=tuple(topo.edge_name(e) for e in premises),
    )


def _corner_text(puzzle: Puzzle, topo: Topology, raw: RawStep, f: int) -> str:
    """A point's rule that read what a clue says about its corner there: the sentence names the clue."""
    rule, _, sets, item, _ = raw
    cell = divmod(f, topo.cols)
    clue = f"The {puzzle.cells[cell[0]][cell[1]]} at {cell_name(cell)}"
    d = item - topo.n_faces
    corner = next(
        (_CORNERS[k] for k, dl in enumerate(topo.face_dlines[f]) if topo.dline_dot[dl] == d), "one"
    )  # the corner of the clue's cell at the point
    _, _, value, verb, _ = _grammar(sets)
    names = _list([edge_words(topo, e) for e, _ in sets])
    settled = f"{names} {verb} {value}"
    reasons = {
        "dline-pair-off": f"allows at most one line at its {corner} corner, whose two edges are all the point has "
        f"left, so {settled}.",
        "dline-pair-on": f"needs a line at its {corner} corner, whose two edges are all the point has left, so "
        f"{settled}.",
        "dline-at-most-one": f"allows at most one line at its {corner} corner, which has one already, so {settled}.",
        "dline-at-least-one": f"needs a line at its {corner} corner, where one edge is a cross, so {settled}.",
        "dline-third": f"has exactly one line at its {corner} corner, which can only go on along the point's third "
        f"edge: {settled}.",
    }
    return f"{clue} {reasons.get(rule, f'decides its {corner} corner, so {settled}.')}"


def _text(puzzle: Puzzle, topo: Topology, engine: Engine, raw: RawStep) -> str:
    """One sentence for a person, naming clues as r{row}c{col}."""
    rule, _, sets, item, _ = raw
    values, plural, value, verb, these = _grammar(sets)
    if 0 <= item < engine.base_dot:
        f = item
        cell = divmod(f, topo.cols)
        clue = f"The {puzzle.cells[cell[0]][cell[1]]} at {cell_name(cell)}"
        mine = [_SIDES[topo.face_edges[f].index(e)] for e, _ in sets if e in topo.face_edges[f]]
        its = f"its {_list(mine)} {'edges' if plural else 'edge'} {verb} {value}"
        if rule == "face-full":
            return f"{clue} already has all its lines, so {its}."
        if rule == "face-needs-all":
            return f"{clue} needs every edge it has left, so {its}."
        if rule == "face-corner-touch":
            new = {e for e, _ in sets}
            corners = [
                _CORNERS[k]
                for k in range(4)
                if engine.dy[topo.dline_dot[topo.face_dlines[f][k]]]
                and topo.face_edges[f][k] not in new
                and topo.face_edges[f][(k + 1) & 3] not in new
            ]
            corner = corners[0] if corners else "one"
            return f"{clue} touches a line at its {corner} corner, so {its}."
        if rule == "face-bounds":
            return f"{clue} can only be met, given the corners that hold at most or at least one line, if {its}."
        return f"{clue} needs an odd or even number of further lines, and edges known equal or opposite mean {its}."
    names = _list([edge_words(topo, e) for e, _ in sets]) if len(sets) <= 4 else f"{len(sets)} edges"
    settled = f"{names} {verb} {value}"
    if engine.base_dot <= item < engine.base_region:
        dot = dot_words(topo, item - engine.base_dot)
        return dot_reason(rule, dot, settled)
    if engine.base_region <= item < engine.base_edge:
        letter, _, n = engine.regions[item - engine.base_region]
        if rule == "region-full":
            return f"Region {letter} already has its {n} {'line' if n == 1 else 'lines'}, so {settled}."
        return f"Region {letter} needs every boundary edge it has left, so {settled}."
    opposite = _value_word(3 - next(iter(values)), False)
    side = "opposite sides" if values == {YES} else "the same side"
    texts = {
        "region-inside": f"Edges between cells of one region are never on the loop, so {settled}.",
        "loop-closed": "The loop is closed, so every other edge is a cross.",
        "loop-avoid": f"A line on {names} would close a loop that leaves out lines or unmet clues, so {these} {value}.",
        "edge-class": f"{settled[0].upper()}{settled[1:]}, being known equal or opposite to an edge already settled.",
        "colour": f"The cells on both sides of {names} lie on {side} of the loop, so {these} {value}.",
        "chain-loop": f"The edges {names} are all lines or all crosses, and as lines would close a loop too early.",
        "trial": f"Making {names} {opposite} leads to a contradiction, so {these} {value}.",
        "trial-2": f"Making {names} {opposite} leads, after one more trial, to a contradiction, so {these} {value}.",
    }
    return texts.get(rule, f"By the rule {rule}, {settled}.")


def dot_reason(rule: str, dot: str, settled: str) -> str:
    """Why a point's rule settled edges, in words: the same on the square and on every grid (``gridwords``)."""
    reasons = {
        "dot-dead-end": f"A line cannot end at {dot}, which has only one edge left, so {settled}.",
        "dot-continue": f"The line at {dot} has only one way on, so {settled}.",
        "dot-full": f"Two lines already meet at {dot}, so {settled}.",
        "dline-at-most-one": f"At most one line can use this corner at {dot}, so {settled}.",
        "dline-at-least-one": f"At least one line must use this corner at {dot}, so {settled}.",
        "dline-pair-off": f"The two edges left at {dot} are equal and cannot both be lines, so {settled}.",
        "dline-pair-on": f"The two edges left at {dot} are equal and cannot both be crosses, so {settled}.",
        "dline-third": f"Exactly one line uses one corner of {dot}, so the third edge is used: {settled}.",
        "parity": f"An even number of lines meet at {dot}, so {settled}.",
        "pair-identical": f"Edges known equal at {dot} mean {settled}.",
    }
    return reasons.get(rule, f"At {dot}, {settled}.")
