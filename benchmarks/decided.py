"""``make bench``, the decided view: ``loopcp.decided`` on its SAT engine against CP-SAT, side by side (issue 41).

The rows of issue 41's goal table: five real puzzles of the puzzlekit
dataset per row (drawn with ``--seed``; its "random_15x15", known to have
several solutions, left out), each with half of its clues removed (drawn
with the same seed), so that each has many solutions, as a puzzle being
set does.  Each puzzle is decided in this process by both engines in
turn, and their answers (status, decided edges, cells, undecided count)
must agree.  Wall-clock seconds around the library call, and the
process's CPU seconds beside them (on a loaded machine, wall-clock time
also counts the waits for a core).

Usage: ``python benchmarks/decided.py [--seed S] [--per-row N] [--engines sat,cpsat] [--time-limit T]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import report as report_file
from loopcp.decided import ENGINES, Decided, Engine, decided
from loopcp.formats import puzzlekit
from loopcp.puzzle import Puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))
DATASETS = SHARED / "datasets" / "puzzlekit"
ROWS: list[tuple[str, str, Callable[[str, str], Puzzle], tuple[float, float]]] = [
    # dataset, size, reader, goal (median, slowest) in seconds
    ("Slitherlink", "10 10", puzzlekit.parse_slitherlink, (0.2, 1.0)),
    ("Slitherlink", "15 15", puzzlekit.parse_slitherlink, (0.5, 2.0)),
    ("Yajilin", "17 17", puzzlekit.parse_yajilin, (1.0, 3.0)),
]


def halve(puzzle: Puzzle, rng: random.Random) -> Puzzle:
    """The puzzle with half of its clues (rounded down) removed, chosen by ``rng``."""
    if puzzle.tokens:
        spots = [(i, j) for i, row in enumerate(puzzle.tokens) for j, t in enumerate(row) if t != "."]
        gone = set(rng.sample(spots, len(spots) // 2))
        tokens = tuple(
            tuple("." if (i, j) in gone else t for j, t in enumerate(row)) for i, row in enumerate(puzzle.tokens)
        )
        cells = tuple("".join("." if t == "." else "#" for t in row) for row in tokens)
        return dataclasses.replace(puzzle, tokens=tokens, cells=cells)
    spots = [(i, j) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch != "."]
    gone = set(rng.sample(spots, len(spots) // 2))
    cells = tuple(
        "".join("." if (i, j) in gone else ch for j, ch in enumerate(row)) for i, row in enumerate(puzzle.cells)
    )
    return dataclasses.replace(puzzle, cells=cells)


def drafts(dataset: str, size: str, read: Callable[[str, str], Puzzle], seed: int, count: int) -> list[Puzzle]:
    """``count`` puzzles of one size from a dataset, each with half of its clues removed."""
    records = json.loads((DATASETS / f"{dataset}_dataset.json").read_text())["data"]
    names = sorted(n for n, r in records.items() if r["problem"].startswith(size + "\n") and n != "random_15x15")
    rng = random.Random(seed)
    return [halve(read(records[n]["problem"], n), rng) for n in rng.sample(names, count)]


def timed(puzzle: Puzzle, engine: Engine, time_limit: float) -> tuple[float, float, Decided]:
    """Wall-clock and CPU seconds of one decided view, and the answer."""
    wall, cpu = time.perf_counter(), time.process_time()
    answer = decided(puzzle, time_limit=time_limit, engine=engine)
    return time.perf_counter() - wall, time.process_time() - cpu, answer


def same(answers: dict[Engine, Decided]) -> bool:
    """Whether every engine proved the same: status, decided edges, cells, undecided count."""
    keys = {(a.status, a.position, a.cells, a.undecided, a.timed_out) for a in answers.values()}
    return len(keys) == 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--per-row", type=int, default=5)
    parser.add_argument("--engines", default=",".join(ENGINES), help="comma-separated: sat, cpsat")
    parser.add_argument("--time-limit", type=float, default=120.0, help="each decided view's limit")
    args = parser.parse_args()
    engines: list[Engine] = [e for e in ENGINES if e in args.engines.split(",")]
    decided(puzzlekit.parse_slitherlink("2 2\n3 -\n- -", "warm-up"))  # imports and caches, outside the timings
    decided(puzzlekit.parse_slitherlink("2 2\n3 -\n- -", "warm-up"), engine="cpsat")
    print(f"decided view, half-clued puzzlekit puzzles, {args.per_row} a row (seed {args.seed}), in process")
    print(f"{'row':<22} {'engine':<6} {'median':>8} {'slowest':>8} {'cpu med':>8} {'cpu max':>8}  goal")
    results: list[dict[str, object]] = []
    agree = True
    for dataset, size, read, (goal_median, goal_max) in ROWS:
        puzzles = drafts(dataset, size, read, args.seed, args.per_row)
        runs: dict[Engine, list[tuple[float, float, Decided]]] = {e: [] for e in engines}
        for puzzle in puzzles:
            answers = {}
            for engine in engines:
                run = timed(puzzle, engine, args.time_limit)
                runs[engine].append(run)
                answers[engine] = run[2]
            agree = agree and same(answers)
        row = f"{dataset} {size.replace(' ', 'x')}"
        for engine in engines:
            walls = [w for w, _, _ in runs[engine]]
            cpus = [c for _, c, _ in runs[engine]]
            median, slowest = statistics.median(walls), max(walls)
            met = "met" if median <= goal_median and slowest <= goal_max else "not met"
            goal = f"<= {goal_median:g} s, none over {goal_max:g} s: {met}" if engine == "sat" else ""
            print(
                f"{row:<22} {engine:<6} {median:8.3f} {slowest:8.3f} {statistics.median(cpus):8.3f} {max(cpus):8.3f}"
                f"  {goal}"
            )
            results.append(
                {
                    "row": row,
                    "engine": engine,
                    "seconds": walls,
                    "cpu": cpus,
                    "questions": [a.searches for _, _, a in runs[engine]],
                    "status": [a.status.value for _, _, a in runs[engine]],
                }
            )
    print("answers agree" if agree else "ANSWERS DIFFER between the engines")
    print(f"figures: {report_file.save('decided', results)}")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
