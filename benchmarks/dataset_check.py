"""Solve every puzzle of the puzzlekit datasets and compare with the published answers.

The always-run tests check a seeded sample; this checks all of them (about
a minute): each puzzle must be unique and its loop equal to the published
one, and a puzzle without a published answer is reported with its status.

Usage: ``python benchmarks/dataset_check.py`` (needs ../shared/datasets).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import loopcp
from loopcp.formats import puzzlekit
from loopcp.puzzle import Edge, Puzzle

ROOT = Path(__file__).resolve().parents[1]
DATASETS = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared")) / "datasets" / "puzzlekit"

GENRES: dict[str, tuple[str, Callable[[str, str], Puzzle], Callable[[str, str], frozenset[Edge]]]] = {
    "slitherlink": ("Slitherlink_dataset.json", puzzlekit.parse_slitherlink, puzzlekit.slitherlink_loop),
    "masyu": ("Masyu_dataset.json", puzzlekit.parse_masyu, puzzlekit.masyu_loop),
}


def first_grid(text: str) -> str:
    """The header and its rows: one record repeats its solution after a '[solution]' line."""
    lines = text.strip().split("\n")
    return "\n".join(lines[: int(lines[0].split()[0]) + 1])


def main() -> int:
    failures = 0
    for genre, (filename, read, loop) in GENRES.items():
        path = DATASETS / filename
        if not path.exists():
            print(f"dataset_check: {path} is not here", file=sys.stderr)
            return 2
        records = json.loads(path.read_text())["data"]
        statuses: Counter[str] = Counter()
        worst = (0.0, "")
        start = time.perf_counter()
        for name, record in records.items():
            t = time.perf_counter()
            result = loopcp.solve(read(record["problem"], name))
            worst = max(worst, (time.perf_counter() - t, name))
            statuses[result.status.value] += 1
            if not record.get("solution"):
                print(f"{genre} {name}: no published answer; loopcp says {result.status.value} ({result.count} found)")
            elif result.status.value != "unique" or result.solutions[0].edges() != loop(
                first_grid(record["solution"]), name
            ):
                failures += 1
                print(f"{genre} {name}: MISMATCH ({result.status.value})")
        seconds = time.perf_counter() - start
        print(
            f"{genre}: {len(records)} puzzles, {dict(statuses)}, {failures} mismatches, "
            f"{seconds:.1f} s in all, slowest {worst[0]:.2f} s ({worst[1]})"
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
