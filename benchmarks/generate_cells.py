"""``make bench``: how fast ``loopcp generate`` makes the cell-loop and path genres' puzzles, and what they hold.

For every genre whose generator dresses a loop in clues
(``generation/dressed.py``: Yajilin, Country Road, Moon or Sun, ...), at
10x10 and 20x20, and for the genres of paths (Numberlink and Arukone,
``genres/numberlink/make.py``) at 10x10, 15x15 and 20x20, for each seed, ``loopcp generate GENRE --size NxN
--seed S --to json`` runs as a separate process, timed whole (start-up
included) with ``time.perf_counter``. The report gives the median and
worst time, the clues per cell, the loops drawn per puzzle and the
grades. At 10x10 each command runs twice, and the two puzzles must be the
same (a seed decides the puzzle).

Every puzzle is already read back and solved again by loopcp, through its
verifier, before it is printed; puzzlekit (the peer, which solves these
genres but proves nothing about uniqueness) solves each 10x10 puzzle once
more from its dataset text here, and its solution must be loopcp's. Where
it is not, loopcp's verifier judges puzzlekit's: a broken rule means
puzzlekit read another puzzle (Castle Wall's grey walls ``#``, which the
dataset's text lacks and puzzlekit takes for free cells), a valid one
would be a second solution, and a bug.

A puzzle not made within ``--limit`` seconds (``generate --time-limit``,
exit 3) is reported as such and left out of the clue figures.

Usage: ``python benchmarks/generate_cells.py [--seeds 1,2,3] [--sizes 10,20] [--path-sizes 10,15,20]
[--genre G ...] [--limit S]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import report as report_file
from loopcp import formats, verify
from loopcp.formats import puzzlekit as pk_format
from loopcp.genres import GENRES
from loopcp.puzzle import Solution

ROOT = Path(__file__).resolve().parents[1]


def made_genres(module_end: str) -> list[str]:
    """The genres whose generator is in a module named so (".dress": a dresser; ".make": paths), in registry order."""
    out = []
    for name, genre in GENRES.items():
        for recipe in genre.recipes.values():
            if recipe.module.endswith(module_end):
                out.append(name)
    return out


def run(genre: str, n: int, seed: int, limit: float = 0.0) -> tuple[float, dict[str, object] | None]:
    """Whole-process seconds and the JSON object printed (None: the time limit ended it, exit 3)."""
    script = Path(sys.executable).with_name("loopcp")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "loopcp"]
    command += ["generate", genre, "--size", f"{n}x{n}", "--seed", str(seed), "--to", "json"]
    command += ["--time-limit", str(limit)] if limit else []
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode == 3:
        return seconds, None
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: exit {done.returncode}: {done.stderr.strip()}")
    obj: dict[str, object] = json.loads(done.stdout)
    return seconds, obj


def peer_agrees(genre: str, obj: dict[str, object]) -> str:
    """Whether puzzlekit's one solution of the puzzle is loopcp's ('-' when puzzlekit is absent or lacks the genre)."""
    try:
        import puzzlekit  # noqa: PLC0415 (the bench extra only, slow to import)
    except ImportError:
        return "-"
    from run import GENRES as PEERS  # noqa: PLC0415 (run.py knows puzzlekit's name of each genre)

    peer = PEERS.get(genre)
    if peer is None:
        return "-"
    puzzle = formats.load(str(obj["puzzle"]), "<generated>", GENRES[genre].text, genre)
    result = puzzlekit.solve(formats.dump(puzzle, "puzzlekit"), peer.peer)
    data = result.solution_data  # type: ignore[attr-defined]
    if str(data.get("status")) not in ("Optimal", "Feasible"):
        return f"puzzlekit: {data.get('status')}"
    theirs = pk_format.loop(str(data["solution_grid"]), "<puzzlekit>", genre)
    solution = obj["solution"]
    ours = frozenset(
        [("h", i, j) for i, row in enumerate(solution["h"]) for j, x in enumerate(row) if x]  # type: ignore[index]
        + [("v", i, j) for i, row in enumerate(solution["v"]) for j, x in enumerate(row) if x]  # type: ignore[index]
    )
    if theirs == ours:
        return "puzzlekit agrees"
    lattice = GENRES[genre].lattice(puzzle)
    broken = verify.problems(puzzle, Solution.from_edges(lattice.rows, lattice.cols, theirs))
    # A second solution would make the puzzle not unique; one that breaks a rule means puzzlekit read another puzzle.
    return f"puzzlekit's solution breaks a rule ({broken[0]})" if broken else "PUZZLEKIT FOUND A SECOND SOLUTION"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    parser.add_argument("--sizes", default="10,20", help="board sides (default 10,20)")
    parser.add_argument("--path-sizes", default="10,15,20", help="board sides for paths (default 10,15,20)")
    parser.add_argument("--genre", action="append", help="a genre (default: every dressed genre)")
    parser.add_argument("--limit", type=float, default=300.0, help="seconds per puzzle (default 300; 0: none)")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    sizes = [int(n) for n in args.sizes.split(",")]
    paths = made_genres(".make")
    path_sizes = [int(n) for n in args.path_sizes.split(",")]
    rows = []
    print(f"loopcp generate, cell-loop and path genres, whole process, seeds {seeds}")
    print(f"{'genre':<17}{'size':>6}{'median':>9}{'worst':>9}{'clues/cell':>11}{'loops':>7}  grades; checks")
    for genre in args.genre or [*made_genres(".dress"), *paths]:
        for n in path_sizes if genre in paths else sizes:
            times, density, loops, grades, checks = [], [], [], [], []
            for seed in seeds:
                seconds, obj = run(genre, n, seed, args.limit)
                times.append(seconds)
                if obj is None:
                    grades.append(f"none in {args.limit:g} s")
                    continue
                density.append(float(obj["clues"]) / (n * n))  # type: ignore[arg-type]
                loops.append(float(obj["stats"]["loops"]))  # type: ignore[index]
                grades.append(str(obj["grade"]))
                if n <= 10:
                    again = run(genre, n, seed)[1]
                    same = "same twice" if again and again["puzzle"] == obj["puzzle"] else "PUZZLE DIFFERS"
                    checks.append(f"{same}, {peer_agrees(genre, obj)}")
            row = {
                "genre": genre,
                "size": n,
                "seeds": seeds,
                "seconds": times,
                "median": statistics.median(times),
                "worst": max(times),
                "clues_per_cell": statistics.median(density) if density else None,
                "loops": statistics.fmean(loops) if loops else None,
                "grades": grades,
                "checks": checks,
            }
            rows.append(row)
            density_text = f"{statistics.median(density):>11.3f}" if density else f"{'-':>11}"
            loops_text = f"{statistics.fmean(loops):>7.1f}" if loops else f"{'-':>7}"
            print(
                f"{genre:<17}{n:>6}{row['median']:>8.2f}s{row['worst']:>8.2f}s{density_text}{loops_text}"
                f"  {', '.join(grades)}; {'; '.join(checks) or '-'}",
                flush=True,
            )
    report_file.save("generate_cells", {"generation": rows})
    return 0


if __name__ == "__main__":
    sys.exit(main())
