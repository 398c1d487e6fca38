"""A lazy SAT baseline for loop puzzles, in the style of the Minisat note (seed 004).

CaDiCaL (python-sat) gets one boolean per edge, clauses for "degree 0 or 2"
at every point, the clues as clauses (each of loopcp's small linear clue
constraints is expanded into the clauses that forbid its bad assignments),
and one clause against the empty loop.  Nothing says "one loop", so each
model is split into cycles and cut:

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

Used only by ``make bench`` as a peer; loopcp never calls it.  It borrows
loopcp's geometry and clue constraints so that both solve the same problem.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Sequence
from pathlib import Path

from pysat.solvers import Cadical195

from loopcp.genres import Linear, get_genre
from loopcp.grid import Lattice, edge_ends
from loopcp.puzzle import Edge, Puzzle


def _holds(c: Linear, on: set[Edge] | frozenset[Edge]) -> bool:
    return c.lo <= sum(coef for e, coef in c.terms if e in on) <= c.hi


def pieces(on: set[Edge]) -> list[set[Edge]]:
    """The connected pieces of a set of edges (of a solution's edges, where every point has degree 2: its cycles)."""
    touching: dict[tuple[int, int], list[Edge]] = {}
    for e in on:
        for p in edge_ends(e):
            touching.setdefault(p, []).append(e)
    seen: set[Edge] = set()
    out = []
    for e in on:
        if e in seen:
            continue
        piece = {e}
        stack = [e]
        while stack:
            for p in edge_ends(stack.pop()):
                for f in touching[p]:
                    if f not in piece:
                        piece.add(f)
                        stack.append(f)
        seen |= piece
        out.append(piece)
    return out


def solve(puzzle: Puzzle, limit: int = 2) -> list[frozenset[Edge]]:
    """Up to ``limit`` loops of any loopcp puzzle."""
    genre = get_genre(puzzle.genre)
    lattice: Lattice = genre.lattice(puzzle)
    ids = {e: k + 1 for k, e in enumerate(lattice.edges())}
    s = Cadical195()
    for point in lattice.points():
        es = [ids[e] for e in lattice.point_edges(point)]
        for k, e in enumerate(es):
            s.add_clause([-e, *es[:k], *es[k + 1 :]])
        for t in itertools.combinations(es, 3):
            s.add_clause([-x for x in t])
    constraints: Sequence[Linear] = genre.constraints(puzzle)
    for c in constraints:
        terms = [(ids[e], coef) for e, coef in c.terms if e in ids]
        for bits in itertools.product((0, 1), repeat=len(terms)):
            if not c.lo <= sum(coef * b for (_, coef), b in zip(terms, bits, strict=True)) <= c.hi:
                s.add_clause([-v if b else v for (v, _), b in zip(terms, bits, strict=True)])
    s.add_clause(list(ids.values()))
    found: list[frozenset[Edge]] = []
    while len(found) < limit and s.solve():
        model = s.get_model()
        on = {e for e, k in ids.items() if model[k - 1] > 0}
        for cycle in pieces(on):
            if all(_holds(c, cycle) for c in constraints):
                found.append(frozenset(cycle))
            s.add_clause([-ids[e] for e in cycle])
    s.delete()
    return found[:limit]


def main() -> int:
    """``python benchmarks/lazysat.py FILE``: each puzzle of a loopcp JSON-lines file, proved unique or not."""
    from loopcp.formats import jsonl  # noqa: PLC0415 - only for the whole-process run

    for n, line in enumerate(Path(sys.argv[1]).read_text().splitlines(), start=1):
        if not line.strip():
            continue
        loops = solve(jsonl.parse(line, f"{sys.argv[1]}:{n}"))
        print({0: "unsolvable", 1: "unique"}.get(len(loops), "multiple"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
