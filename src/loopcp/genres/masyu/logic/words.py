"""Words for Masyu deduction steps: one sentence per step, naming pearls and cells as ``r{row}c{col}``.

Kept apart from the rules so that the engine's inner loop never builds a
string unless a step is being recorded (trials run silent).
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.genres.masyu.logic.board import DIR_NAMES, OFF, ON, Topology, cell_text


def joined(words: Sequence[str], word: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {word} " + words[-1]


def dirs(ks: Sequence[int], word: str = "and") -> str:
    """Direction numbers as words."""
    return joined([DIR_NAMES[k] for k in ks], word)


def subject(top: Topology, c: int) -> str:
    """How a sentence opens on a cell: its pearl, or the bare cell."""
    kind = top.pearls[c]
    name = cell_text(top, c)
    return f"The white pearl at {name}" if kind == 1 else f"The black pearl at {name}" if kind == 2 else f"Cell {name}"


def facts(top: Topology, c: int, before: Sequence[int]) -> str:
    """What was known around a cell before a step: its lines, its crosses, the board edge."""
    ons = [k for k in range(4) if before[k] == ON]
    offs = [k for k in range(4) if before[k] == OFF and top.cell_edge[4 * c + k] >= 0]
    borders = [k for k in range(4) if top.cell_edge[4 * c + k] < 0]
    has = []
    if ons:
        has.append(("a line going " if len(ons) == 1 else "lines going ") + dirs(ons))
    if offs:
        has.append("a cross to the " + dirs(offs))
    out = []
    if has:
        out.append("has " + joined(has))
    if borders:
        out.append("lies on the board's " + dirs(borders) + (" edge" if len(borders) == 1 else " edges"))
    return joined(out) if out else "has nothing known around it"


def outcome(ons: Sequence[int], offs: Sequence[int]) -> str:
    """Where the line goes and where it does not, as a step concludes."""
    if ons and offs:
        return f"the line goes {dirs(ons)}, not {dirs(offs, 'or')}"
    if ons:
        return f"the line goes {dirs(ons)}"
    return f"no line goes {dirs(offs, 'or')}"


def edge_text(top: Topology, e: int) -> str:
    """An edge as the two cells it joins: ``r3c4-r3c5``."""
    return f"{cell_text(top, top.edge_a[e])}-{cell_text(top, top.edge_b[e])}"


def direction_from(top: Topology, c: int, e: int) -> int:
    """The direction in which edge e leaves cell c."""
    k = top.edge_dir[e]
    return k if top.edge_a[e] == c else k ^ 2


def split(top: Topology, c: int, sets: Sequence[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """The directions from cell c of the edges a step set to lines and to crosses."""
    ons: list[int] = []
    offs: list[int] = []
    for e, v in sets:
        if top.edge_a[e] == c or top.edge_b[e] == c:
            (ons if v == ON else offs).append(direction_from(top, c, e))
    return sorted(ons), sorted(offs)
