"""``make bench``: Slitherlink on every Loopy grid, loopcp against Tatham's own solver and grader, per grid type.

Each ID of ``tests/data/tatham/loopy-grids.tsv`` (t1-t15, 7x7, his four
levels) is

- solved by loopcp to a uniqueness proof, in this one process (the ID
  read, the grid built, the model solved, the loop verified), and graded
  by loopcp's rules on the grid (``grade_grid``, as ``loopcp grade`` does);
- graded by Tatham's standalone solver, one process per ID
  (``loopysolver -g``: it solves the ID at each of his levels in turn).

His solver is built here with gcc from his source (``loopy.c`` with
``STANDALONE_SOLVER``), found at ``$SGT_SRC`` (an unpacked
sgt-puzzles source, e.g. Debian's ``sgt-puzzles_20230122.806ae71.orig.tar.xz``);
without it or gcc, loopcp's side runs alone.  The report gives the median
per ID for each type and the ratio, and checks that his grade is the
level each ID was generated at.

Usage: ``SGT_SRC=/path/to/sgt-puzzles python benchmarks/loopy_grids.py``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import report as report_file
from loopcp.genres.slitherlink.logic import grade_grid
from loopcp.loopygrids import answers, ids

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "tatham" / "loopy-grids.tsv"
SOURCES = ("loopy.c", "grid.c", "penrose.c", "tree234.c", "random.c", "malloc.c", "misc.c", "dsf.c", "loopgen.c")
SOURCES += ("nullfe.c", "midend.c")  # the drawing stubs, and the preset menus loopy.c's parameters refer to


def build(folder: Path) -> Path | None:
    """His standalone solver, compiled into ``folder``; None without the source or gcc."""
    source = Path(os.environ.get("SGT_SRC", ""))
    gcc = shutil.which("gcc")
    if gcc is None or not all((source / name).exists() for name in SOURCES):
        return None
    binary = folder / "loopysolver"
    command = [gcc, "-O2", "-DSTANDALONE_SOLVER", "-o", str(binary), *(str(source / n) for n in SOURCES), "-lm"]
    subprocess.run(command, check=True, capture_output=True)
    return binary


def main() -> int:
    rows = [line.split("\t") for line in CORPUS.read_text().splitlines() if not line.startswith("#")]
    with tempfile.TemporaryDirectory() as folder:
        solver = build(Path(folder))
        if solver is None:
            print("loopy_grids: no $SGT_SRC with his source (or no gcc): loopcp alone", file=sys.stderr)
        ours: dict[str, list[float]] = {}
        grading: dict[str, list[float]] = {}
        his: dict[str, list[float]] = {}
        graded = agreed = 0
        for grid, level, game_id in rows:
            start = time.perf_counter()
            puzzle = ids.read(game_id)
            answer = answers.solve(puzzle)
            ours.setdefault(grid, []).append(time.perf_counter() - start)
            if (len(answer.loops), answer.complete) != (1, True):
                raise SystemExit(f"{game_id}: loopcp found {len(answer.loops)} loops (complete: {answer.complete})")
            start = time.perf_counter()
            agreed += grade_grid(puzzle.geometry, puzzle.clues, max_level="hard") == level
            grading.setdefault(grid, []).append(time.perf_counter() - start)
            if solver is not None:
                start = time.perf_counter()
                done = subprocess.run([str(solver), "-g", game_id], capture_output=True, text=True, check=True)
                his.setdefault(grid, []).append(time.perf_counter() - start)
                graded += done.stdout.strip().lower().endswith(level)
    print(f"{'type':<6}{'IDs':>5}{'loopcp solve':>14}{'loopcp grade':>14}{'his -g':>10}{'solve':>7}{'grade':>7}")
    table = []
    for grid in sorted(ours, key=lambda g: int(g[1:])):
        mine, grade = statistics.median(ours[grid]), statistics.median(grading[grid])
        theirs = statistics.median(his[grid]) if grid in his else None
        ratios = f"{mine / theirs:7.2f}{grade / theirs:7.2f}" if theirs else f"{'-':>7}{'-':>7}"
        shown = f"{theirs * 1000:8.1f}ms" if theirs else f"{'-':>10}"
        print(f"{grid:<6}{len(ours[grid]):>5}{mine * 1000:12.1f}ms{grade * 1000:12.1f}ms{shown}{ratios}")
        table.append({"type": grid, "loopcp_solve": mine, "loopcp_grade": grade, "his": theirs})
    print(f"loopcp's grade is the level asked on {agreed} of {len(rows)} (its rules up to hard, his four levels)")
    total = sum(sum(v) for v in ours.values())
    print(f"loopcp: {len(rows)} IDs unique and verified in {total:.2f} s")
    if his:
        print(
            f"his solver: {sum(sum(v) for v in his.values()):.2f} s, one process per ID; his grade is the level asked "
            f"on {graded} of {len(rows)}"
        )
    report_file.save("loopy_grids", {"types": table, "graded_as_made": graded, "loopcp_agrees": agreed})
    return 0


if __name__ == "__main__":
    sys.exit(main())
