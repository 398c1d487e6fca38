"""Rebuild the Slink golden files in this folder (run by hand; tests only read the files).

``sizes.in`` holds fully clued Slitherlinks from 2x2 to 20x20: puzzlekit
dataset puzzles (published solutions, clued in every cell from that
solution) and, for the small sizes the dataset lacks, loops grown at random
from a fixed seed.  A fully clued board is kept only when loopcp proves it
unique.  ``sizes.out`` is drawn from the KNOWN loop, not from loopcp's
answer, so the golden test compares the solver against an outside truth.

``promises.in`` mixes valid data sets with ones that break the contest's
promise (no solution, several), for the error path.

Usage: .venv/bin/python tests/data/slink/regenerate.py (needs ../shared).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from loopcp import verify  # noqa: E402
from loopcp.formats import puzzlekit, slink  # noqa: E402
from loopcp.pictures import text as render  # noqa: E402
from loopcp.puzzle import Edge, Puzzle, Solution  # noqa: E402
from loopcp.search import solve  # noqa: E402

from bruteforce import boundary, loops  # noqa: E402

DATASET = ROOT.parent / "shared" / "datasets" / "puzzlekit" / "Slitherlink_dataset.json"
DATASET_NAMES = [  # (rows x cols), picked to spread the sizes
    "1065_10x18",
    "655_17x17",
]


def full_clues(rows: int, cols: int, loop: frozenset[Edge]) -> Puzzle | None:
    """The board with every cell clued from the loop, or None if a clue would be 4."""
    grid = []
    for i in range(rows):
        row = ""
        for j in range(cols):
            n = sum(e in loop for e in (("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)))
            if n > 3:
                return None
            row += str(n)
        grid.append(row)
    return Puzzle("slitherlink", rows, cols, tuple(grid))


def is_loop(rows: int, cols: int, edges: frozenset[Edge]) -> bool:
    """Whether the edges are one closed loop (the verifier's own test)."""
    solution = Solution.from_edges(rows + 1, cols + 1, edges)
    return not verify.loop_problems(rows + 1, cols + 1, solution)


def grown_loop(rows: int, cols: int, rng: random.Random) -> frozenset[Edge]:
    """A random loop: grow a region cell by cell while its boundary stays one loop."""
    inside = {(rng.randrange(rows), rng.randrange(cols))}
    target = rng.randint(max(2, rows * cols // 4), max(2, rows * cols * 3 // 5))
    for _ in range(rows * cols * 20):
        if len(inside) >= target:
            break
        i, j = rng.choice(sorted(inside))
        cell = rng.choice([(i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)])
        if cell in inside or not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
            continue
        if is_loop(rows, cols, boundary(rows, cols, inside | {cell})):
            inside.add(cell)
    return boundary(rows, cols, inside)


def unique_full(rows: int, cols: int, loop: frozenset[Edge]) -> Puzzle | None:
    """The fully clued board if loopcp proves it unique and agrees with the loop."""
    puzzle = full_clues(rows, cols, loop)
    if puzzle is None:
        return None
    result = solve(puzzle)
    if result.count != 1 or not result.complete or result.solutions[0].edges() != loop:
        return None
    return puzzle


def cases() -> list[tuple[Puzzle, frozenset[Edge]]]:
    """The puzzles of sizes.in with their known loops."""
    rng = random.Random(2026)
    out = []
    for rows, cols in [(2, 2), (2, 3), (3, 3), (3, 5), (4, 4), (5, 5), (2, 7), (6, 6), (8, 8), (20, 20), (20, 7)]:
        for _ in range(200):
            loop = grown_loop(rows, cols, rng)
            puzzle = unique_full(rows, cols, loop)
            if puzzle is not None:
                out.append((puzzle, loop))
                break
        else:
            raise SystemExit(f"no unique fully clued {rows}x{cols} found")
    data = json.loads(DATASET.read_text())["data"]
    for name in DATASET_NAMES:
        record = data[name]
        problem = puzzlekit.parse_slitherlink(record["problem"])
        loop = puzzlekit.slitherlink_loop(record["solution"])
        puzzle = unique_full(problem.rows, problem.cols, loop)
        if puzzle is None:
            raise SystemExit(f"{name}: the fully clued board is not unique")
        out.append((puzzle, loop))
    return out


def contest_input(puzzles: list[Puzzle]) -> str:
    """Several problems as one contest input."""
    return "".join(slink.write(p).removesuffix("0 0\n") for p in puzzles) + "0 0\n"


def broken() -> tuple[Puzzle, Puzzle]:
    """A fully clued 3x3 with no solution and one with two, found by brute force."""
    seen: dict[Puzzle, int] = {}
    for loop in loops(3, 3):
        puzzle = full_clues(3, 3, loop)
        if puzzle is not None:
            seen[puzzle] = seen.get(puzzle, 0) + 1
    several = min((p for p, n in seen.items() if n >= 2), key=lambda p: p.cells)
    none = Puzzle("slitherlink", 3, 3, ("333", "333", "333"))
    assert none not in seen
    return none, several


def main() -> None:
    """Write sizes.in, sizes.out and promises.in."""
    found = cases()
    (HERE / "sizes.in").write_text(contest_input([p for p, _ in found]))
    (HERE / "sizes.out").write_text(
        "".join(render.slink_picture(p, loop, k) for k, (p, loop) in enumerate(found, start=1))
    )
    none, several = broken()
    first, second = found[0], found[2]
    (HERE / "promises.in").write_text(contest_input([first[0], none, second[0], several]))
    (HERE / "promises.out").write_text(
        render.slink_picture(first[0], first[1], 1) + render.slink_picture(second[0], second[1], 3)
    )
    print(", ".join(f"{p.rows}x{p.cols}" for p, _ in found))


if __name__ == "__main__":
    main()
