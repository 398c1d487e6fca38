"""Benchmark the Slitherlink deduction engine: grading speed on Tatham's hard IDs, and dataset coverage.

    python benchmarks/grade.py                       # 20x20 and 40x40 hard Loopy IDs, fresh from sgt-loopy
    python benchmarks/grade.py --tatham-grader PATH  # ... and Tatham's standalone grader on the same IDs
    python benchmarks/grade.py --dataset PATH        # the fraction of a puzzlekit dataset solved per level

Tatham's standalone grader is ``loopy.c`` built with ``-DSTANDALONE_SOLVER``
(run as ``PATH -g GAME-ID``); it is not part of this repository.  Its time
includes a process start per ID, as a user would run it; ours is one
process for all IDs, as ``loopcp grade`` runs.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from loopcp.errors import ParseError
from loopcp.formats import load, puzzlekit
from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import deduce, grade

LOOPY = "/usr/games/sgt-loopy"


def fresh_ids(size: str, count: int, seed: str) -> list[str]:
    """Hard Loopy IDs made by Tatham's generator."""
    out = subprocess.run(
        [LOOPY, "--generate", str(count), f"{size}t0dh#{seed}"], capture_output=True, text=True, check=True
    )
    return out.stdout.split()


def time_ours(ids: list[str]) -> tuple[list[float], list[str]]:
    """Seconds per ID, and the grades, with our engine restricted to Tatham's levels."""
    times, grades = [], []
    for game_id in ids:
        puzzle = load(game_id)
        start = time.perf_counter()
        grades.append(grade(puzzle, max_level="hard"))
        times.append(time.perf_counter() - start)
    return times, grades


def time_tatham(grader: str, ids: list[str]) -> list[float]:
    """Seconds per ID for Tatham's standalone grader, process start included."""
    times = []
    for game_id in ids:
        start = time.perf_counter()
        subprocess.run([grader, "-g", game_id], capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return times


def speed(args: argparse.Namespace) -> None:
    """Print per-size totals and medians, ours and (if given) Tatham's."""
    if shutil.which(LOOPY) is None:
        print(f"skipped: {LOOPY} is not installed (Debian package sgt-puzzles)")
        return
    for size, count in (("20x20", args.count), ("40x40", args.count)):
        ids = fresh_ids(size, count, args.seed)
        ours, grades = time_ours(ids)
        line = (
            f"{size}: {len(ids)} hard IDs, ours total {sum(ours):.3f} s, median {statistics.median(ours) * 1000:.1f} ms"
            f", graded hard {grades.count('hard')}/{len(ids)}"
        )
        if args.tatham_grader:
            theirs = time_tatham(args.tatham_grader, ids)
            line += (
                f"; Tatham total {sum(theirs):.3f} s, median {statistics.median(theirs) * 1000:.1f} ms"
                f"; ratio total {sum(ours) / sum(theirs):.2f}x, median "
                f"{statistics.median(ours) / statistics.median(theirs):.2f}x"
            )
        print(line, flush=True)


def dataset(args: argparse.Namespace) -> None:
    """Print how many puzzles of a puzzlekit dataset each level solves, and how many deep gets right.

    A solved puzzle whose record has a published solution is compared with it ("wrong" if it differs).
    """
    records = json.loads(Path(args.dataset).read_text())["data"]
    names = sorted(records)
    if args.limit:
        names = names[: args.limit]
    counts = dict.fromkeys((*SLITHERLINK_LEVELS, "unsolved", "contradiction", "wrong"), 0)
    seconds = []
    unchecked = 0
    for name in names:
        record = records[name]
        puzzle = puzzlekit.parse_slitherlink(record["problem"], name)
        start = time.perf_counter()
        result = deduce(puzzle, max_level=args.max_level)
        seconds.append(time.perf_counter() - start)
        found = result.grade
        if result.solved and record.get("solution"):
            loop = {edge for edge, value in result.position.known().items() if value == 1}
            try:
                published = set(puzzlekit.slitherlink_loop(record["solution"], name))
            except ParseError:  # a few records' solutions are malformed: nothing to compare with
                unchecked += 1
            else:
                if loop != published:
                    found = "wrong"
        counts[found] += 1
        if args.verbose:
            print(f"{name}\t{found}\t{seconds[-1]:.3f}", flush=True)
    total = len(names)
    running = 0
    print(f"{total} puzzles of {args.dataset}, max level {args.max_level}:")
    for level in (*SLITHERLINK_LEVELS, "unsolved", "contradiction", "wrong"):
        running += counts[level] if level in SLITHERLINK_LEVELS else 0
        cumulative = f" (solved at or below: {running / total:.1%})" if level in SLITHERLINK_LEVELS else ""
        print(f"  {level:13} {counts[level]:5}{cumulative}")
    print(f"  solved, but with no readable published solution to compare with: {unchecked}")
    print(f"  seconds: total {sum(seconds):.1f}, median {statistics.median(seconds):.3f}, max {max(seconds):.2f}")


def main(argv: list[str] | None = None) -> None:
    """Parse the options and run the chosen benchmark."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tatham-grader", help="Tatham's standalone Loopy grader, run as PATH -g ID")
    parser.add_argument("--count", type=int, default=20, help="IDs per size (default 20)")
    parser.add_argument("--seed", default="loopcp-bench", help="sgt-loopy seed (default loopcp-bench)")
    parser.add_argument("--dataset", help="a puzzlekit Slitherlink_dataset.json: measure coverage instead")
    parser.add_argument("--max-level", default="deep", choices=SLITHERLINK_LEVELS)
    parser.add_argument("--limit", type=int, default=0, help="only the first N dataset puzzles (by name)")
    parser.add_argument("--verbose", action="store_true", help="one line per dataset puzzle")
    args = parser.parse_args(argv)
    if args.dataset:
        dataset(args)
    else:
        speed(args)


if __name__ == "__main__":
    main(sys.argv[1:])
