"""Generated puzzles against published ones (issue 40): clues, grades, touching pairs and time, per genre.

For each genre (the eleven of issue 40 unless told), size and seed,
``generate`` runs in this process at its default difficulty (the
library's ``generate`` with the command's default, so start-up is left
out of the time), and its puzzle is graded again by ``logic.deduce``, as
``loopcp grade`` grades it.  Beside each genre's figures: the mean clue
count of the published puzzles of the same size in the puzzlekit dataset
(Janko's archive, ``../shared/datasets/puzzlekit``; a dash where the file
or the size is missing), counted the same way (``Genre.clue_count``).
For Numberlink, also how many pairs have their two numbers side by side
(a published puzzle has none).

The table is Markdown, one row a genre and size, for docs/notes.md.

Usage: ``python benchmarks/published.py [--seeds 1,2,3,4] [--sizes 10,15] [--genre G ...]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from loopcp import formats, logic
from loopcp.generation.make import generate
from loopcp.generation.options import DEFAULT_DIFFICULTY, Options
from loopcp.genres import get_genre
from loopcp.genres.numberlink.rules import numbers
from loopcp.puzzle import Puzzle

ROOT = Path(__file__).resolve().parents[1]
DATASET = ROOT.parent / "shared" / "datasets" / "puzzlekit"
ISSUE_GENRES = (
    "yajilin",
    "numberlink",
    "masyu",
    "slitherlink",
    "geradeweg",
    "koburin",
    "castlewall",
    "balanceloop",
    "linesweeper",
    "moonsun",
    "countryroad",
)


def touching(puzzle: Puzzle) -> int:
    """How many Numberlink pairs have their two numbers in orthogonally adjacent cells."""
    return sum(
        len(cells) == 2 and abs(cells[0][0] - cells[1][0]) + abs(cells[0][1] - cells[1][1]) == 1
        for cells in numbers(puzzle).values()
    )


def published(genre: str, rows: int, cols: int) -> tuple[float, int] | None:
    """The mean clue count of the dataset's puzzles of this size and how many there are (None: none)."""
    name = get_genre(genre).puzzlekit
    if name is None:
        return None
    path = DATASET / f"{name.dataset}_dataset.json"
    if not path.exists():
        return None
    with path.open() as handle:
        records = json.load(handle)["data"]
    counts = []
    for key, record in records.items():
        head = record["problem"].split("\n", 1)[0].split()
        if head != [str(rows), str(cols)]:
            continue
        try:
            puzzle = formats.load(record["problem"], key, fmt="puzzlekit", genre=genre)
        except Exception:
            continue
        counts.append(get_genre(genre).clue_count(puzzle))
    return (statistics.mean(counts), len(counts)) if counts else None


def row(genre: str, n: int, seeds: list[int]) -> str:
    """One table row: clues (mean, min, max) against the published mean, grades, touching pairs, time."""
    clues, grades, times, touches = [], Counter[str](), [], 0
    for seed in seeds:
        start = time.perf_counter()
        made = generate(Options(genre, n, n, seed, difficulty=DEFAULT_DIFFICULTY[genre]))
        times.append(time.perf_counter() - start)
        grade = logic.deduce(made.puzzle).grade
        if grade != made.grade:
            raise SystemExit(f"{genre} {n}x{n} seed {seed}: generate said {made.grade}, grade says {grade}")
        grades[grade] += 1
        clues.append(made.clues)
        if genre == "numberlink":
            touches += touching(made.puzzle)
    pub = published(genre, n, n)
    ratio = f"{statistics.mean(clues) / pub[0]:.2f}" if pub else "-"
    said = f"{pub[0]:.1f} ({pub[1]})" if pub else "-"
    graded = ", ".join(f"{g} {k}" for g, k in sorted(grades.items()))
    touched = str(touches) if genre == "numberlink" else ""
    return (
        f"| {genre} | {n}x{n} | {statistics.mean(clues):.1f} ({min(clues)}-{max(clues)}) | {said} | {ratio} "
        f"| {graded} | {touched} | {statistics.median(times):.2f} s ({max(times):.2f} s) |"
    )


def main() -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seeds", default="1,2,3,4")
    parser.add_argument("--sizes", default="10")
    parser.add_argument("--genre", action="append")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    print(
        "| genre | size | clues: mean (min-max) | published mean (puzzles) | ratio | grades | touching pairs "
        "| time: median (worst) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for genre in args.genre or ISSUE_GENRES:
        for n in (int(s) for s in args.sizes.split(",")):
            print(row(genre, n, seeds), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
