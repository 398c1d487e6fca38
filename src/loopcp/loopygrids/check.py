"""The verifier for a loop on any grid: plain Python, no model code, as ``verify.py`` is for the square."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from loopcp.loopygrids.ids import LoopyPuzzle
from loopcp.naming import counted


def problems(puzzle: LoopyPuzzle, loop: Collection[tuple[int, int]]) -> list[str]:
    """What is wrong with ``loop`` (edges as pairs of dots) as the puzzle's answer; empty when nothing is."""
    out = []
    edges = set(puzzle.edges)
    stray = [e for e in loop if (min(e), max(e)) not in edges]
    if stray:
        out.append(
            f"{counted(len(stray), 'line')} {'is not an edge' if len(stray) == 1 else 'are not edges'} of the grid"
        )
    near = _neighbours(loop)
    odd = [d for d, ns in near.items() if len(ns) != 2]
    if odd:
        out.append(f"{len(odd)} dots have a number of lines other than 0 or 2")
    if near and not odd and len(_walk(near)) != len(near):
        out.append("the lines make more than one loop")
    if not near:
        out.append("there is no loop")
    on = {(min(a, b), max(a, b)) for a, b in loop}
    for k, (face, clue) in enumerate(zip(puzzle.geometry.faces, puzzle.clues, strict=True)):
        if clue is None:
            continue
        count = sum((min(a, b), max(a, b)) in on for a, b in zip(face, face[1:] + face[:1], strict=True))
        if count != clue:
            out.append(f"face {k} has {count} lines, not {clue}")
            break
    return out


def ring_problems(puzzle: LoopyPuzzle, ring: Sequence[tuple[int, int]]) -> list[str]:
    """What is wrong with a loop given as its dots in order, in his coordinates (an answer to check)."""
    where = {xy: d for d, xy in enumerate(puzzle.geometry.dots)}
    stray = [xy for xy in ring if xy not in where]
    if stray:
        x, y = stray[0]
        return [f"({x}, {y}) is not a dot of the grid"]
    dots = [where[xy] for xy in ring]
    pairs = {(min(a, b), max(a, b)) for a, b in zip(dots, dots[1:] + dots[:1], strict=True) if a != b}
    if len(ring) != len(set(ring)) or (ring and len(pairs) != len(ring)):
        return ["the loop passes a dot twice"] if ring else ["there is no loop"]
    return problems(puzzle, pairs)


def cycle(puzzle: LoopyPuzzle, loop: Collection[tuple[int, int]]) -> list[tuple[int, int]]:
    """The loop's dots in order, in Tatham's coordinates, from its lowest-numbered dot."""
    return [puzzle.geometry.dots[d] for d in _walk(_neighbours(loop))]


def _neighbours(loop: Collection[tuple[int, int]]) -> dict[int, list[int]]:
    near: dict[int, list[int]] = {}
    for a, b in loop:
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    return near


def _walk(near: dict[int, list[int]]) -> list[int]:
    """The dots met going round from the lowest-numbered one until it comes back (every dot of degree 2)."""
    start = min(near)
    order, previous, current = [start], -1, start
    while True:
        step = near[current][0] if near[current][0] != previous else near[current][1]
        if step == start:
            return order
        order.append(step)
        previous, current = current, step
