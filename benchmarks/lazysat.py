"""A lazy SAT baseline for Slitherlink, in the style of the Minisat note (seed 004).

CaDiCaL (python-sat) gets one boolean per edge, clauses for "degree 0 or 2"
at every point, clauses for every clue, and one clause against the empty
loop.  Nothing says "one loop", so each model is split into cycles and cut:

* A cycle C is closed, so any single loop that contains every edge of C is
  C itself.  The clause "not every edge of C" therefore removes exactly one
  candidate loop, C, and nothing else that could be an answer.  It is sound
  whenever C alone is not a solution, and when C is a solution it is the
  blocking clause that enumeration needs anyway.
* Blocking a whole multi-cycle model would also be sound but exponential;
  blocking each cycle as above is what makes the method practical.
* Unsound, and not used: blocking every cycle of a multi-cycle model
  without first checking whether one of them alone is a solution (that cut
  can remove the true loop: it gives 193 instead of 213 loops on the empty
  3x3 board).

Used only by ``make bench`` as a peer; loopcp never calls it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from pysat.solvers import Cadical195


def _edge_ids(rows: int, cols: int) -> tuple[dict[tuple[str, int, int], int], list[tuple[str, int, int]]]:
    ids: dict[tuple[str, int, int], int] = {}
    names: list[tuple[str, int, int]] = []
    for i in range(rows + 1):
        for j in range(cols):
            names.append(("h", i, j))
    for i in range(rows):
        for j in range(cols + 1):
            names.append(("v", i, j))
    for k, e in enumerate(names):
        ids[e] = k + 1
    return ids, names


def _cell_edges(i: int, j: int) -> list[tuple[str, int, int]]:
    return [("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)]


def _point_edges(rows: int, cols: int, i: int, j: int) -> list[tuple[str, int, int]]:
    out = []
    if j > 0:
        out.append(("h", i, j - 1))
    if j < cols:
        out.append(("h", i, j))
    if i > 0:
        out.append(("v", i - 1, j))
    if i < rows:
        out.append(("v", i, j))
    return out


def _cycles(on: set[tuple[str, int, int]]) -> list[set[tuple[str, int, int]]]:
    adj: dict[tuple[int, int], list[tuple[str, int, int]]] = {}
    for e in on:
        kind, i, j = e
        a, b = ((i, j), (i, j + 1)) if kind == "h" else ((i, j), (i + 1, j))
        adj.setdefault(a, []).append(e)
        adj.setdefault(b, []).append(e)
    seen: set[tuple[str, int, int]] = set()
    cycles = []
    for e in on:
        if e in seen:
            continue
        comp = set()
        stack = [e]
        while stack:
            x = stack.pop()
            if x in comp:
                continue
            comp.add(x)
            kind, i, j = x
            ends = ((i, j), (i, j + 1)) if kind == "h" else ((i, j), (i + 1, j))
            for p in ends:
                stack.extend(y for y in adj[p] if y not in comp)
        seen |= comp
        cycles.append(comp)
    return cycles


def solve(rows: int, cols: int, grid: Sequence[str], limit: int = 2) -> list[frozenset[tuple[str, int, int]]]:
    """Return up to ``limit`` loops of a Slitherlink grid ('.' blank, '0'-'4' clues)."""
    ids, _names = _edge_ids(rows, cols)
    s = Cadical195()
    for i in range(rows + 1):
        for j in range(cols + 1):
            es = [ids[e] for e in _point_edges(rows, cols, i, j)]
            for k, e in enumerate(es):
                s.add_clause([-e, *es[:k], *es[k + 1 :]])
            for t in itertools.combinations(es, 3):
                s.add_clause([-x for x in t])
    clues: list[tuple[list[int], int]] = []
    for i in range(rows):
        for j in range(cols):
            ch = grid[i][j]
            if ch not in "01234":
                continue
            es = [ids[e] for e in _cell_edges(i, j)]
            n = int(ch)
            clues.append((es, n))
            for bits in itertools.product((0, 1), repeat=4):
                if sum(bits) != n:
                    s.add_clause([-e if b else e for e, b in zip(es, bits, strict=True)])
    s.add_clause(list(ids.values()))
    found: list[frozenset[tuple[str, int, int]]] = []
    while len(found) < limit and s.solve():
        model = s.get_model()
        on = {e for e, k in ids.items() if model[k - 1] > 0}
        for cyc in _cycles(on):
            lits = {ids[e] for e in cyc}
            if all(sum(e in lits for e in es) == n for es, n in clues):
                found.append(frozenset(cyc))
            s.add_clause([-x for x in lits])
    s.delete()
    return found[:limit]
