"""Benchmark the generic deduction engine on the cell-loop genres' dataset files: grades, time, soundness.

    python benchmarks/grade_generic.py                    # every genre the generic engine grades, 8 a band
    python benchmarks/grade_generic.py --genre yajilin --per-band 20

For each genre the puzzles are ``run.py``'s size-stratified sample (the
same seed, so the same puzzles the solver benchmark times, the largest
included).  Each puzzle is graded once (``logic.deduce``, all levels,
with a time limit), and every edge the engine set is compared with the
puzzle's one solution: a single disagreement would be a wrong deduction,
and ends the run with exit 1.  Reported per genre: how many puzzles each
grade took, and the median and largest seconds.  A genre whose dataset
file is missing (no ../shared) is named and left out.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

import loopcp
from loopcp import logic
from loopcp.errors import DeadlineError
from loopcp.genres import get_genre
from run import DATASETS, GENRES, SEED, sample


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    generic = [g for g in GENRES if get_genre(g).logic == get_genre("yajilin").logic]
    parser.add_argument("--genre", action="append", choices=generic, help="one genre (repeat for several)")
    parser.add_argument("--per-band", type=int, default=8, help="puzzles from each size band (default 8)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"the sample's seed (default {SEED}, as run.py's)")
    parser.add_argument("--time-limit", type=float, default=60, help="seconds per puzzle (default 60)")
    args = parser.parse_args(argv)
    wrong = 0
    print(f"{'genre':<16} {'puzzles':>7} {'direct':>7} {'trial':>7} {'unsolved':>9} {'median s':>9} {'max s':>7}")
    for genre in args.genre or generic:
        spec = GENRES[genre]
        path = DATASETS / spec.dataset
        if not path.exists():
            print(f"{genre:<16} skipped: no {path}")
            continue
        records = json.loads(path.read_text())["data"]
        grades: dict[str, int] = {}
        times: list[float] = []
        for name in sample(records, spec.bands, args.seed, args.per_band):
            puzzle = spec.read(records[name]["problem"], name)
            solution = loopcp.solve(puzzle).solutions[0]
            start = time.perf_counter()
            try:
                deduction = logic.deduce(puzzle, time_limit=args.time_limit)
                grade = deduction.grade
            except DeadlineError:
                grade, deduction = "out of time", None
            times.append(time.perf_counter() - start)
            grades[grade] = grades.get(grade, 0) + 1
            for (kind, i, j), value in ({} if deduction is None else deduction.position.known()).items():
                if (value == 1) != bool((solution.h if kind == "h" else solution.v)[i][j]):
                    print(f"WRONG: {genre} {name}: the engine set {(kind, i, j)} against the solution")
                    wrong += 1
                    break
        row = [grades.get(g, 0) for g in ("direct", "trial", "unsolved")]
        print(
            f"{genre:<16} {len(times):>7} {row[0]:>7} {row[1]:>7} {row[2]:>9} "
            f"{statistics.median(times):>9.3f} {max(times):>7.2f}"
            + ("" if set(grades) <= {"direct", "trial", "unsolved"} else f"  {grades}")
        )
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
