"""The directed loop in the CP-SAT model: every arc of a lattice named at once, and tied to its edges.

A genre whose constraints name arcs (``genres.directed``) gets, on the
loop's core, two new booleans an edge (east or south first, then back),
and the linear rules of ``genres.directed.links`` written as CP-SAT text:
each edge on carries one of its arcs, and no point is entered or left
twice.  All arcs are named together, on their first mention, so that a
later switched group (a generator's question) finds them already there.

A path core (``cpsat.paths``) has arcs of its own, oriented from each
pair's first point to its second, and they serve as they are: no new
variable and no new rule.

Both orientations of a loop satisfy the links, so a loop whose clues
allow both comes back twice: the model counts it once (``LoopModel``'s
``_aux`` makes the search remember the loops it found).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from loopcp.cpsat.text import _clue_text
from loopcp.errors import InternalError
from loopcp.genres.directed import along, links
from loopcp.grid import Lattice


def arc_names(
    own: Mapping[Any, int] | None, lattice: Lattice, edge_var: Mapping[Any, int], base: int
) -> tuple[dict[Any, int], int, str]:
    """Each arc's variable, how many booleans that adds (numbered from ``base``) and the text that ties them.

    ``own``: the core's own arcs (a path core's), which serve unchanged.
    """
    if own is not None:
        return dict(own), 0, ""
    names: dict[Any, int] = {}
    for k, edge in enumerate(lattice.edges()):
        forward, backward = along(edge)
        names[forward], names[backward] = base + 2 * k, base + 2 * k + 1
    text = _clue_text({**edge_var, **names}, links(lattice))
    if text is None:
        raise InternalError("internal error: the rules that tie arcs to edges cannot hold")
    return names, len(names), text
