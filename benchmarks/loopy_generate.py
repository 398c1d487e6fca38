"""``make bench``: generating Slitherlink on Loopy's grids, loopcp against ``sgt-loopy --generate``, per grid and level.

For each grid and level (default: the six grids of issue 24 at 15x15,
normal and hard, seeds 1-3) both programs make one puzzle per seed, each
timed as a whole process:

- ``loopcp generate slitherlink --grid NAME --size 15x15 --difficulty LEVEL --seed S``;
- ``sgt-loopy --generate 1 15x15tTdL#S`` (Debian's ``sgt-puzzles``).

Where his standalone solver can be built (``$SGT_SRC``, as
``loopy_grids.py`` builds it), his grader grades every puzzle loopcp
made: the report counts how often he finds the level asked.  Medians per
grid and level, their ratio, and the median over every run of each side.

Usage: ``SGT_SRC=/path/to/sgt-puzzles python benchmarks/loopy_generate.py [--size 15x15] [--seeds 1,2,3]
[--grids triangular,honeycomb] [--levels normal,hard]``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import report as report_file
from loopcp.grid import GRID_NAMES
from loopy_grids import build

ROOT = Path(__file__).resolve().parents[1]
SIX = ("triangular", "honeycomb", "snubsquare", "cairo", "dodecagonal", "kagome")
HIS_LEVELS = {"easy": "e", "normal": "n", "tricky": "t", "hard": "h"}


def timed(command: list[str]) -> tuple[float, str]:
    """Seconds a whole process took, and what it printed."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return time.perf_counter() - start, done.stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="15x15", help="rows x columns (his H x W)")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--grids", default=",".join(SIX), help="grid names, or 'all'")
    parser.add_argument("--levels", default="normal,hard")
    args = parser.parse_args()
    grids = GRID_NAMES[1:] if args.grids == "all" else tuple(args.grids.split(","))
    seeds = [int(s) for s in args.seeds.split(",")]
    rows, cols = (int(v) for v in args.size.split("x"))
    loopcp = [sys.executable, "-m", "loopcp"]
    sgt = shutil.which("sgt-loopy") or ("/usr/games/sgt-loopy" if Path("/usr/games/sgt-loopy").exists() else None)
    if sgt is None:
        print("loopy_generate: no sgt-loopy (apt install sgt-puzzles): loopcp alone", file=sys.stderr)
    table = []
    all_ours: list[float] = []
    all_his: list[float] = []
    agreed = asked = 0
    with tempfile.TemporaryDirectory() as folder:
        grader = build(Path(folder))
        print(f"{'grid':<22}{'level':<8}{'loopcp':>9}{'sgt-loopy':>11}{'ratio':>7}{'his grade':>11}")
        for grid in grids:
            kind = GRID_NAMES.index(grid)
            for level in args.levels.split(","):
                ours, his, same = [], [], 0
                for seed in seeds:
                    make = ["generate", "slitherlink", "--grid", grid, "--size", args.size, "--difficulty", level]
                    spent, game_id = timed([*loopcp, *make, "--seed", str(seed)])
                    ours.append(spent)
                    if grader is not None:
                        rating = subprocess.run(
                            [str(grader), "-g", game_id], capture_output=True, text=True, check=False
                        ).stdout
                        same += rating.strip().lower().endswith(level)
                    if sgt is not None:
                        params = f"{cols}x{rows}t{kind}d{HIS_LEVELS[level]}#{seed}"
                        his.append(timed([sgt, "--generate", "1", params])[0])
                mine = statistics.median(ours)
                theirs = statistics.median(his) if his else None
                all_ours += ours
                all_his += his
                agreed, asked = agreed + same, asked + len(seeds)
                ratio = f"{mine / theirs:7.1f}" if theirs else f"{'-':>7}"
                shown = f"{theirs:10.2f}s" if theirs else f"{'-':>11}"
                graded = f"{same}/{len(seeds)}" if grader is not None else "-"
                print(f"{grid:<22}{level:<8}{mine:8.2f}s{shown}{ratio}{graded:>11}")
                table.append(
                    {"grid": grid, "level": level, "loopcp": mine, "sgt_loopy": theirs, "his_grade_agrees": same}
                )
    mine = statistics.median(all_ours)
    line = f"median over {len(all_ours)} runs: loopcp {mine:.2f} s"
    if all_his:
        theirs = statistics.median(all_his)
        line += f", sgt-loopy {theirs:.2f} s, ratio {mine / theirs:.1f}"
    print(line)
    if grader is not None:
        print(f"his grader finds the level asked on {agreed} of {asked} ({agreed / asked:.0%})")
    report_file.save("loopy_generate", {"rows": table, "agreed": agreed, "asked": asked})
    return 0


if __name__ == "__main__":
    sys.exit(main())
