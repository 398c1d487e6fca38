"""Does the deduction engine pay before CP-SAT?  Time both on the dataset puzzles the engine finishes.

    python benchmarks/presolve.py [--max-level hard] [--limit N]

For every puzzlekit Slitherlink puzzle, ``loopcp.logic`` is run up to a
level; on the ones it solves completely (which proves them unique, since
every rule is sound), CP-SAT's ``search.solve`` (solve and prove unique) is
timed too, in the same process.  If the engine were faster on those, a
solve could try it first; the report says whether it is, as totals and
medians per size band.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from loopcp import logic, search
from loopcp.errors import ParseError
from loopcp.formats import puzzlekit

DATASET = Path(__file__).resolve().parents[1].parent / "shared" / "datasets" / "puzzlekit" / "Slitherlink_dataset.json"


def main() -> None:
    """Time the engine and CP-SAT side by side and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dataset", default=str(DATASET))
    parser.add_argument("--max-level", default="hard")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    path = Path(args.dataset)
    if not path.exists():
        print(f"{path} is not here: nothing to measure")
        return
    records = json.loads(path.read_text())["data"]
    names = sorted(records)[: args.limit or None]
    rows: list[tuple[int, float, float]] = []
    wasted = stalled_cpsat = 0.0  # the engine's time on puzzles it does not finish, and CP-SAT's on those
    for name in names:
        try:
            puzzle = puzzlekit.parse_slitherlink(records[name]["problem"], name)
        except ParseError:
            continue
        start = time.perf_counter()
        deduction = logic.deduce(puzzle, max_level=args.max_level)
        engine = time.perf_counter() - start
        start = time.perf_counter()
        search.solve(puzzle)
        cpsat = time.perf_counter() - start
        if deduction.solved:
            rows.append((puzzle.rows * puzzle.cols, engine, cpsat))
        else:
            wasted += engine
            stalled_cpsat += cpsat
    if not rows:
        print("no puzzle solved by the engine")
        return
    alone = sum(r[2] for r in rows) + stalled_cpsat
    first = sum(r[1] for r in rows) + wasted + stalled_cpsat
    print(
        f"whole dataset: CP-SAT alone {alone:.1f} s; the engine first, CP-SAT where it stalls {first:.1f} s"
        f" ({first / alone:.2f}x; {wasted:.1f} s spent by the engine on puzzles it does not finish)"
    )
    print(f"{len(rows)} puzzles solved by the rules up to {args.max_level}:")
    print("| cells | puzzles | engine total | CP-SAT total | engine median | CP-SAT median | engine / CP-SAT |")
    print("|---|---|---|---|---|---|---|")
    for lo, hi in ((0, 100), (100, 400), (400, 900), (900, 10**9)):
        band = [r for r in rows if lo < r[0] <= hi]
        if not band:
            continue
        e = [r[1] for r in band]
        c = [r[2] for r in band]
        print(
            f"| {lo + 1}-{hi if hi < 10**9 else ''} | {len(band)} | {sum(e):.2f} s | {sum(c):.2f} s "
            f"| {statistics.median(e) * 1000:.1f} ms | {statistics.median(c) * 1000:.1f} ms | {sum(e) / sum(c):.2f} |"
        )


if __name__ == "__main__":
    main()
