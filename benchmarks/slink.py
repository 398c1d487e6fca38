"""Do the Slink contest's deduction rules pay before CP-SAT?

The contest problem suggests rules that settle edges of a fully clued board
by hand: no edge around a 0, three edges of a 3 next to a 0, corner
patterns, and so on.  They are all consequences of the clue counts and of
"every point has degree 0 or 2", so this benchmark applies exactly those
two propagations until nothing changes (which covers every rule in the
table, and more), gives CP-SAT the fixed edges as extra constraints, and
compares the time to solve and prove uniqueness with the plain model, on
fully clued boards made from the dataset's published solutions (every cell
clued with its count, boards with a 4 skipped, as in the contest).

Timing is wall-clock with ``time.perf_counter`` around model building and
the search, propagation included; the two variants alternate puzzle by
puzzle.

Usage: ``python benchmarks/slink.py [--max-side 20] [--limit 200]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

from loopcp.cpsat import LoopModel
from loopcp.formats import puzzlekit
from loopcp.genres import Linear, get_genre
from loopcp.grid import face_edges
from loopcp.puzzle import Edge, Puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))


def full_clues(rows: int, cols: int, loop: frozenset[Edge]) -> Puzzle | None:
    """Every cell clued with its count of loop edges; None when a count is 4."""
    grid = []
    for i in range(rows):
        counts = [sum(e in loop for e in face_edges((i, j))) for j in range(cols)]
        if max(counts) > 3:
            return None
        grid.append("".join(map(str, counts)))
    return Puzzle("slitherlink", rows, cols, tuple(grid))


def propagate(puzzle: Puzzle) -> dict[Edge, int]:
    """Edges settled by the clue counts and the degree rule alone, repeated to a fixpoint."""
    lattice = get_genre("slitherlink").lattice(puzzle)
    value: dict[Edge, int] = {}
    groups: list[tuple[list[Edge], set[int]]] = []  # edges, and the allowed numbers of them on
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            groups.append((list(face_edges((i, j))), {int(ch)}))
    for point in lattice.points():
        groups.append((list(lattice.point_edges(point)), {0, 2}))
    changed = True
    while changed:
        changed = False
        for edges, allowed in groups:
            on = sum(value.get(e) == 1 for e in edges)
            free = [e for e in edges if e not in value]
            if not free:
                continue
            possible = {k for k in allowed if on <= k <= on + len(free)}
            if possible == {on}:
                settle = 0
            elif possible == {on + len(free)}:
                settle = 1
            else:
                continue
            for e in free:
                value[e] = settle
            changed = True
    return value


def timed(puzzle: Puzzle, fixed: bool) -> tuple[float, int, int]:
    """Seconds to build and search for two loops, loops found, and edges fixed in advance."""
    start = time.perf_counter()
    genre = get_genre("slitherlink")
    constraints = genre.constraints(puzzle)
    settled = propagate(puzzle) if fixed else {}
    constraints += [Linear.count([e], v) for e, v in settled.items()]
    outcome = LoopModel(genre.lattice(puzzle), constraints).search(limit=2)
    return time.perf_counter() - start, outcome.count, len(settled)


def main() -> None:
    """Run both variants on the fully clued dataset boards and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-side", type=int, default=20)
    parser.add_argument("--limit", type=int, default=200)
    args = parser.parse_args()
    data = json.loads((SHARED / "datasets" / "puzzlekit" / "Slitherlink_dataset.json").read_text())["data"]
    boards = []
    for name in sorted(data):
        record = data[name]
        if not record.get("solution"):
            continue
        problem = puzzlekit.parse_slitherlink(record["problem"])
        if max(problem.rows, problem.cols) > args.max_side:
            continue
        board = full_clues(problem.rows, problem.cols, puzzlekit.slitherlink_loop(record["solution"]))
        if board is not None:
            boards.append(board)
        if len(boards) == args.limit:
            break
    plain: list[float] = []
    rules: list[float] = []
    share: list[float] = []
    for board in boards:
        t_plain, n_plain, _ = timed(board, fixed=False)
        t_rules, n_rules, settled = timed(board, fixed=True)
        assert n_plain == n_rules, "the rules changed the answer"
        plain.append(t_plain)
        rules.append(t_rules)
        edges = (board.rows + 1) * board.cols + board.rows * (board.cols + 1)
        share.append(settled / edges)
    cells = [b.rows * b.cols for b in boards]
    print(f"{len(boards)} fully clued boards, {min(cells)} to {max(cells)} cells")
    for label, times in (("plain model", plain), ("rules first", rules)):
        median, worst = statistics.median(times) * 1000, max(times) * 1000
        print(f"{label:12} total {sum(times):.3f} s  median {median:.2f} ms  worst {worst:.2f} ms")
    print(f"rules settle {statistics.mean(share):.0%} of the edges on average (min {min(share):.0%})")


if __name__ == "__main__":
    main()
