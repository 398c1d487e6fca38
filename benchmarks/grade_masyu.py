"""Time the Masyu deduction engine's grading, and check it against Simon Tatham's labels.

Default: fresh Pearl IDs made by ``sgt-pearl`` (Debian's sgt-puzzles) at
Easy and Tricky, 10x10 and 20x20; for each, the grade restricted to
Tatham's two levels (compared with the label: a confusion matrix) and
the time to grade at easy, tricky and deep.  Without sgt-pearl it says so
and skips that part.  (sgt-pearl itself may take minutes per 20x20 Easy
ID; ``--sizes 10x10`` keeps the run short.)  ``--dataset`` grades the puzzlekit Masyu dataset
(../shared/datasets/puzzlekit/Masyu_dataset.json) at every level and
reports the fraction each level solves and the median times.

    .venv/bin/python benchmarks/grade_masyu.py --count 50
    .venv/bin/python benchmarks/grade_masyu.py --dataset --levels easy tricky expert
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from loopcp.formats import puzzlekit, tatham
from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic import deduce
from loopcp.puzzle import Puzzle

ROOT = Path(__file__).resolve().parents[1]
DATASET = ROOT.parent / "shared" / "datasets" / "puzzlekit" / "Masyu_dataset.json"


def timed(puzzle: Puzzle, level: str) -> tuple[str, float]:
    """A grade and the seconds it took."""
    start = time.perf_counter()
    grade = deduce(puzzle, max_level=level).grade
    return grade, time.perf_counter() - start


def ms(values: list[float]) -> str:
    """Median and maximum in milliseconds."""
    return f"median {statistics.median(values) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms" if values else "-"


def tatham_ids(count: int, seed: str, sizes: list[str]) -> None:
    """Fresh IDs at both of Tatham's levels: agreement and timing."""
    program = shutil.which("sgt-pearl") or ("/usr/games/sgt-pearl" if Path("/usr/games/sgt-pearl").exists() else None)
    if program is None:
        print("sgt-pearl is not installed (Debian: apt install sgt-puzzles): skipping the Tatham IDs")
        return
    matrix: Counter[tuple[str, str]] = Counter()
    for size in sizes:
        for code, label in (("e", "easy"), ("t", "tricky")):
            made = subprocess.run(
                [program, "--generate", str(count), f"{size}d{code}#{seed}"], capture_output=True, text=True, check=True
            )
            puzzles = [tatham.parse(line, genre="masyu") for line in made.stdout.split()]
            times: dict[str, list[float]] = {level: [] for level in ("easy", "tricky", "deep")}
            for puzzle in puzzles:
                grade, seconds = timed(puzzle, "tricky")
                matrix[(label, grade)] += 1
                times["tricky"].append(seconds)
                times["easy"].append(timed(puzzle, "easy")[1])
                times["deep"].append(timed(puzzle, "deep")[1])
            print(f"{size} {label:6} n={len(puzzles)}: " + "; ".join(f"{lv} {ms(t)}" for lv, t in times.items()))
    total = sum(matrix.values())
    agree = sum(n for (label, grade), n in matrix.items() if label == grade)
    print(f"agreement with Tatham's label: {agree}/{total} = {100 * agree / total:.1f}%")
    print("label -> our grade (levels easy, tricky only):")
    for (label, grade), n in sorted(matrix.items()):
        print(f"  {label:6} -> {grade:13} {n}")


def dataset(levels: list[str], limit: int | None) -> None:
    """The puzzlekit dataset: solved fraction per level, medians, and a check against the published loops."""
    if not DATASET.exists():
        print(f"{DATASET} is not here: skipping the dataset")
        return
    records = json.loads(DATASET.read_text())["data"]
    names = list(records)[:limit]
    for level in levels:
        grades: Counter[str] = Counter()
        times: list[float] = []
        for name in names:
            puzzle = puzzlekit.parse_masyu(records[name]["problem"])
            start = time.perf_counter()
            result = deduce(puzzle, max_level=level)
            times.append(time.perf_counter() - start)
            grades[result.grade] += 1
            if result.solved and records[name]["solution"].strip():
                loop = puzzlekit.masyu_loop(records[name]["solution"])
                if any((value == 1) != (edge in loop) for edge, value in result.position.known().items()):
                    print(f"  {name}: the rules reached a loop other than the published one", file=sys.stderr)
        solved = sum(grades[lv] for lv in MASYU_LEVELS)
        print(
            f"dataset up to {level:6}: solved {solved}/{len(names)} ({100 * solved / len(names):.1f}%), "
            f"{ms(times)}, total {sum(times):.1f} s; grades {dict(sorted(grades.items()))}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="IDs per size and level from sgt-pearl")
    parser.add_argument("--seed", default="bench-grade", help="sgt-pearl's seed")
    parser.add_argument("--sizes", nargs="+", default=["10x10", "20x20"])
    parser.add_argument("--dataset", action="store_true", help="grade the puzzlekit Masyu dataset instead")
    parser.add_argument("--levels", nargs="+", default=list(MASYU_LEVELS), choices=MASYU_LEVELS)
    parser.add_argument("--limit", type=int, default=None, help="only the first N dataset puzzles")
    args = parser.parse_args()
    if args.dataset:
        dataset(args.levels, args.limit)
    else:
        tatham_ids(args.count, args.seed, args.sizes)


if __name__ == "__main__":
    main()
