"""``make bench``: how fast ``loopcp generate`` makes puzzles, and how sparse they are.

Three parts, all in one run:

1. **Generation.**  For each genre and size, ``loopcp generate GENRE --size
   NxN --seed S --format json`` runs as a separate process, timed whole
   (start-up included) with ``time.perf_counter``.  The report gives the
   median and worst time, the clue density (clues per cell), the loops
   tried, and how the uniqueness questions were answered (stored second
   loops, the plain-Python search, pinned-window and whole-board CP-SAT
   searches) with the mean cost of a CP-SAT search.
2. **An independent check** of every puzzle up to 10x10 with the lazy SAT
   baseline (``lazysat.py``, CaDiCaL, no code shared with loopcp): exactly
   one solution, the generated one, and, for Slitherlink and Masyu, two or
   more once any single clue is removed.  The same check runs twice on the output of
   a second run of the same command, which must be identical.
3. **Simon Tatham's generators** from Debian's sgt-puzzles, when installed
   (``/usr/games/sgt-loopy``, ``/usr/games/sgt-pearl``), on the same sizes
   with seeded game IDs (``10x10t0dh#S`` hard Loopy, ``10x10dt#S`` tricky
   Pearl), each with a time limit; skipped cleanly when absent.

4. **Graded generation** (``--difficulty LEVEL``): for each genre, size
   and level, the whole process timed, the clue density, and every
   puzzle graded again by Simon Tatham's own standalone graders where he
   has the level (``--loopy-grader``: ``loopy.c`` built with
   ``-DSTANDALONE_SOLVER``; ``--pearl-grader``: a program that prints
   ``easy``, ``tricky`` or ``harder`` for each Pearl ID given, around
   ``pearl.c``'s ``pearl_solve``; skipped when not given), and
   side by side Tatham's generator at the same level and size
   (``sgt-loopy --generate 1 '20x20t0dh#S'``, ``sgt-pearl --generate 1
   '10x10dt#S'``), with a time limit.

``--modes`` adds the measurement behind the model design: the clues of
one loop removed one at a time in one order, with the switches pinned as
fixed values in one model, or with the model rebuilt for every check (both
must keep the same clues).  Assumptions, the third way measured before
(docs/notes.md: about two times slower than pinned values), are no longer
offered by ``LoopModel``.

Usage: ``python benchmarks/generate.py [--seeds 1,2,3] [--quick | --sizes
'slitherlink=10,20 masyu=10'] [--modes] [--tatham-limit SECONDS]
[--skip-tatham] [--graded CELLS | --skip-graded] [--loopy-grader PATH]
[--pearl-grader PATH]``, where CELLS is e.g. ``'slitherlink:10,20:normal,hard
masyu:10:easy,tricky'``.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import report as report_file
from loopcp import formats
from loopcp.cpsat import LoopModel
from loopcp.formats import knuth
from loopcp.generation.clues import Board, Shape
from loopcp.generation.growth import boundary
from loopcp.genres import RECIPES

import lazysat

ROOT = Path(__file__).resolve().parents[1]
SIZES = {"slitherlink": (10, 15, 20, 30), "masyu": (10, 15, 20), "superslitherlink": (10,)}
QUICK_SIZES = {"slitherlink": (10, 15), "masyu": (10,), "superslitherlink": (10,)}
CHECK_UP_TO = 10  # board sides the lazy SAT baseline re-checks for uniqueness and minimality
TATHAM = {
    "slitherlink": ("/usr/games/sgt-loopy", "{n}x{n}t0dh#{seed}"),
    "masyu": ("/usr/games/sgt-pearl", "{n}x{n}dt#{seed}"),
}


GRADED = (  # genre, sizes, levels: the cells of part 4
    "slitherlink:10:easy,normal,tricky,hard,expert,deep slitherlink:20:normal,hard,expert "
    "slitherlink:30:hard,deep masyu:10:easy,tricky,expert,deep masyu:20:tricky,expert "
    "superslitherlink:10:easy,normal,tricky,hard,expert,deep"
)
TATHAM_LEVEL = {  # (genre, level) -> Tatham's parameter letter, where he has the level
    ("slitherlink", "easy"): "e",
    ("slitherlink", "normal"): "n",
    ("slitherlink", "tricky"): "t",
    ("slitherlink", "hard"): "h",
    ("masyu", "easy"): "e",
    ("masyu", "tricky"): "t",
}
TATHAM_PATTERN = {"slitherlink": "{n}x{n}t0d{d}#{seed}", "masyu": "{n}x{n}d{d}#{seed}"}


def loopcp_command() -> list[str]:
    """The installed ``loopcp`` script next to this Python, or ``python -m loopcp``."""
    script = Path(sys.executable).with_name("loopcp")
    return [str(script)] if script.exists() else [sys.executable, "-m", "loopcp"]


def run_loopcp(genre: str, n: int, seed: int, difficulty: str = "any") -> tuple[float, dict[str, object], str]:
    """Whole-process seconds, the JSON object printed, and the raw output."""
    command = [*loopcp_command(), "generate", genre, "--size", f"{n}x{n}", "--seed", str(seed), "--to", "json"]
    command += ["--difficulty", difficulty]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - start
    obj: dict[str, object] = json.loads(done.stdout)
    return seconds, obj, done.stdout


def independent_check(genre: str, puzzle_text: str, solution: dict[str, list[list[int]]]) -> str:
    """'unique, minimal' as the lazy SAT baseline sees it, or what is wrong.

    Minimality is checked clue by clue for Slitherlink and Masyu; a
    SuperSlitherlink is checked for uniqueness only.
    """
    puzzle = knuth.parse(puzzle_text, genre="masyu" if genre == "masyu" else "slitherlink")
    loop = frozenset(
        [("h", i, j) for i, row in enumerate(solution["h"]) for j, x in enumerate(row) if x]
        + [("v", i, j) for i, row in enumerate(solution["v"]) for j, x in enumerate(row) if x]
    )
    found = lazysat.solve(puzzle, limit=2)
    if found != [loop]:
        return f"NOT UNIQUE ({len(found)} solutions)"
    if puzzle.letters:
        return "unique"
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch != ".":
                fewer = [*puzzle.cells[:i], row[:j] + "." + row[j + 1 :], *puzzle.cells[i + 1 :]]
                if len(lazysat.solve(replace(puzzle, cells=tuple(fewer)), limit=2)) < 2:
                    return f"NOT MINIMAL (clue at {i},{j})"
    return "unique, minimal"


def tatham_clues(game_id: str) -> int:
    """The number of clues in a Loopy or Pearl game ID (digits, or B/W pearls)."""
    description = game_id.split(":", 1)[1]
    return sum(ch.isdigit() or ch in "BW" for ch in description)


def run_tatham(genre: str, n: int, seed: int, limit: float) -> tuple[float | None, int | None]:
    """Seconds and clue count of one Tatham puzzle, or (None, None) when the limit stopped it."""
    program, pattern = TATHAM[genre]
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [program, "--generate", "1", pattern.format(n=n, seed=seed)],
            capture_output=True,
            text=True,
            timeout=limit,
            check=True,
        )
    except subprocess.TimeoutExpired:
        return None, None
    seconds = time.perf_counter() - start
    return seconds, tatham_clues(done.stdout.strip().splitlines()[-1])


def mean(values: list[float]) -> float:
    """The mean, 0 for no values."""
    return statistics.fmean(values) if values else 0.0


def generation(seeds: list[int], sizes: dict[str, tuple[int, ...]]) -> list[dict[str, object]]:
    """Part 1 and 2: loopcp on every genre, size and seed."""
    rows: list[dict[str, object]] = []
    print(f"loopcp generate, whole process, seeds {seeds}")
    print(
        f"{'genre':<17}{'size':>6}{'median':>9}{'worst':>8}{'clues/cell':>11}{'loops':>6}"
        f"{'known':>7}{'nearby':>7}{'window':>8}{'ms':>6}{'full':>6}{'ms':>6}  check"
    )
    for genre, ns in sizes.items():
        for n in ns:
            times, density, checks = [], [], []
            stats: dict[str, list[float]] = {}
            for seed in seeds:
                seconds, obj, _ = run_loopcp(genre, n, seed)
                times.append(seconds)
                density.append(float(obj["clues"]) / (n * n))  # type: ignore[arg-type]
                for key, value in obj["stats"].items():  # type: ignore[attr-defined]
                    stats.setdefault(key, []).append(float(value))
                if n <= CHECK_UP_TO:
                    again = run_loopcp(genre, n, seed)[1]
                    same = "same puzzle twice" if again["puzzle"] == obj["puzzle"] else "PUZZLE DIFFERS"
                    verdict = independent_check(genre, obj["puzzle"], obj["solution"])  # type: ignore[arg-type]
                    checks.append(f"seed {seed}: {verdict}, {same}")
            total = {key: sum(values) for key, values in stats.items()}
            window_ms = 1000 * total["window_seconds"] / max(1, total["window_probes"])
            full_ms = 1000 * total["probe_seconds"] / max(1, total["probes"])
            row = {
                "genre": genre,
                "size": n,
                "seeds": seeds,
                "seconds": times,
                "median": statistics.median(times),
                "worst": max(times),
                "clues_per_cell": statistics.median(density),
                "stats": total,
                "window_ms": window_ms,
                "full_ms": full_ms,
                "checks": checks,
            }
            rows.append(row)
            per = len(seeds)
            print(
                f"{genre:<17}{n:>6}{row['median']:>8.2f}s{row['worst']:>7.2f}s{row['clues_per_cell']:>11.3f}"
                f"{total['loops'] / per:>6.1f}{total['known'] / per:>7.0f}{total['nearby'] / per:>7.0f}"
                f"{total['window_probes'] / per:>8.0f}{window_ms:>6.0f}{total['probes'] / per:>6.0f}{full_ms:>6.0f}"
                f"  {'; '.join(checks) if checks else '-'}",
                flush=True,
            )
    return rows


def tatham(seeds: list[int], sizes: dict[str, tuple[int, ...]], limit: float) -> list[dict[str, object]]:
    """Part 3: Tatham's generators on the same sizes, when installed."""
    rows: list[dict[str, object]] = []
    print(f"\nSimon Tatham's generators (sgt-puzzles), hard Loopy and tricky Pearl, limit {limit:g} s each")
    for genre, ns in sizes.items():
        if genre not in TATHAM:
            continue
        program = TATHAM[genre][0]
        if not shutil.which(program):
            print(f"{program}: not installed, skipped")
            continue
        for n in ns:
            results = [run_tatham(genre, n, seed, limit) for seed in seeds]
            made = [(s, c) for s, c in results if s is not None and c is not None]
            row: dict[str, object] = {"genre": genre, "size": n, "made": len(made), "asked": len(seeds)}
            line = f"{Path(program).name:<17}{n:>6}  {len(made)}/{len(seeds)} made"
            if made:
                row["median"] = statistics.median(s for s, _ in made)
                row["clues_per_cell"] = statistics.median(c / (n * n) for _, c in made)
                line += f", median {row['median']:.2f} s, {row['clues_per_cell']:.3f} clues/cell"
            rows.append(row)
            print(line, flush=True)
    return rows


def tatham_grade(genre: str, game_id: str, grader: str | None) -> str | None:
    """Tatham's own grade of a game ID (easy, normal, tricky, hard, or harder), None without a grader."""
    if grader is None:
        return None
    if genre == "masyu":
        return subprocess.run([grader, game_id], capture_output=True, text=True, check=True).stdout.strip()
    done = subprocess.run([grader, "-g", game_id], capture_output=True, text=True, check=True)
    for line in (done.stdout + done.stderr).splitlines():
        if line.startswith("Difficulty rating:"):
            return line.split(":", 1)[1].strip().lower()
    return "harder"


def run_tatham_level(genre: str, n: int, letter: str, seed: int, limit: float) -> float | None:
    """Seconds for Tatham's generator to make one puzzle at a level, or None when the limit stopped it."""
    program = TATHAM[genre][0]
    start = time.perf_counter()
    try:
        subprocess.run(
            [program, "--generate", "1", TATHAM_PATTERN[genre].format(n=n, d=letter, seed=seed)],
            capture_output=True,
            timeout=limit,
            check=True,
        )
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - start


def graded(
    seeds: list[int], cells: str, graders: dict[str, str | None], tatham_limit: float, skip_tatham: bool
) -> list[dict[str, object]]:
    """Part 4: graded generation per genre, size and level, Tatham's graders and generators beside it."""
    rows: list[dict[str, object]] = []
    print(f"\nloopcp generate --difficulty LEVEL, whole process, seeds {seeds}")
    print(
        f"{'genre':<17}{'size':>5} {'level':<8}{'median':>8}{'worst':>8}{'clues/cell':>11}{'loops':>6}"
        f"{'  agree':>8}{'tatham':>10}{'ratio':>7}  grades (ours / Tatham's)"
    )
    for cell in cells.split():
        genre, sizes, levels = cell.split(":")
        for n in (int(x) for x in sizes.split(",")):
            for level in levels.split(","):
                times, density, loops, ours, theirs = [], [], [], [], []
                for seed in seeds:
                    seconds, obj, _ = run_loopcp(genre, n, seed, level)
                    times.append(seconds)
                    density.append(float(obj["clues"]) / (n * n))  # type: ignore[arg-type]
                    loops.append(float(obj["stats"]["loops"]))  # type: ignore[index]
                    ours.append(str(obj["grade"]))
                    if (genre, level) in TATHAM_LEVEL:
                        puzzle = knuth.parse(str(obj["puzzle"]), genre=genre)
                        theirs.append(tatham_grade(genre, formats.dump(puzzle, "tatham").strip(), graders[genre]))
                agree = [t == level for t in theirs if t is not None]
                row: dict[str, object] = {
                    "genre": genre,
                    "size": n,
                    "level": level,
                    "seconds": times,
                    "median": statistics.median(times),
                    "worst": max(times),
                    "clues_per_cell": statistics.median(density),
                    "loops": statistics.fmean(loops),
                    "grades": ours,
                    "tatham_grades": theirs,
                    "agreement": sum(agree) / len(agree) if agree else None,
                }
                letter = TATHAM_LEVEL.get((genre, level))
                if letter and not skip_tatham and shutil.which(TATHAM[genre][0]):
                    made = [run_tatham_level(genre, n, letter, seed, tatham_limit) for seed in seeds]
                    done = [t for t in made if t is not None]
                    row["tatham_seconds"] = made
                    row["tatham_median"] = statistics.median(done) if done else None
                rows.append(row)
                agreement = f"{sum(agree)}/{len(agree)}" if agree else "-"
                tm = row.get("tatham_median")
                made_note = ""
                if "tatham_seconds" in row:
                    failed = sum(t is None for t in row["tatham_seconds"])  # type: ignore[attr-defined]
                    made_note = f" ({failed} over {tatham_limit:g} s)" if failed else ""
                tatham_text = f"{tm:>9.2f}s" if isinstance(tm, float) else f"{'-':>10}"
                ratio = f"{row['median'] / tm:>6.1f}x" if isinstance(tm, float) else f"{'-':>7}"  # type: ignore[operator]
                print(
                    f"{genre:<17}{n:>5} {level:<8}{row['median']:>7.2f}s{row['worst']:>7.2f}s"
                    f"{row['clues_per_cell']:>11.3f}{row['loops']:>6.1f}{agreement:>8}{tatham_text}{ratio}"
                    f"  {','.join(ours)}" + (f" / {','.join(str(t) for t in theirs)}" if theirs else "") + made_note,
                    flush=True,
                )
    return rows


def modes(genre: str, n: int, seed: int) -> dict[str, object]:
    """One loop's clues removed one at a time in one order, the model asked two ways."""
    recipe = RECIPES[genre]
    rng = random.Random(seed)
    board = Board(recipe.genre, n, n)
    frows, fcols = recipe.faces(n, n)
    inside = recipe.region(frows, fcols, rng, 1)
    shape = Shape(boundary(inside, frows, fcols), inside)
    clues = recipe.clues(board, shape, rng)
    order = list(range(len(clues)))
    rng.shuffle(order)
    lattice = board.lattice()
    groups = [c.group for c in clues]

    def one_model() -> Callable[[set[int]], bool]:
        model = LoopModel(lattice, [], groups)
        model.forbid(shape.loop)
        return lambda on: model.probe(on).loop is None

    def rebuilt(on: set[int]) -> bool:
        model = LoopModel(lattice, [c for k in sorted(on) for c in groups[k]])
        model.forbid(shape.loop)
        return model.probe(set()).loop is None

    out: dict[str, object] = {"genre": genre, "size": n, "seed": seed, "checks": len(order)}
    kept: dict[str, set[int]] = {}
    for name, unique in (("pinned", one_model()), ("rebuilt", rebuilt)):
        active = set(range(len(clues)))
        start = time.perf_counter()
        for k in order:
            if unique(active - {k}):
                active.discard(k)
        seconds = time.perf_counter() - start
        kept[name] = active
        out[name] = {"seconds": seconds, "per_check_ms": 1000 * seconds / len(order), "kept": len(active)}
    out["agree"] = kept["pinned"] == kept["rebuilt"]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    parser.add_argument("--quick", action="store_true", help="only the small sizes")
    parser.add_argument(
        "--sizes", help="instead of the default sizes, e.g. 'slitherlink=10,20 masyu=10' (square boards)"
    )
    parser.add_argument("--modes", action="store_true", help="also compare pinned and rebuilt models")
    parser.add_argument("--skip-tatham", action="store_true")
    parser.add_argument("--tatham-limit", type=float, default=60.0, help="seconds per Tatham puzzle (default 60)")
    parser.add_argument("--graded", default=GRADED, help="part 4's cells: 'GENRE:SIZES:LEVELS ...'")
    parser.add_argument("--skip-graded", action="store_true")
    parser.add_argument("--skip-ungraded", action="store_true", help="skip parts 1 to 3")
    parser.add_argument("--loopy-grader", help="Tatham's loopy.c built with -DSTANDALONE_SOLVER")
    parser.add_argument("--pearl-grader", help="a program that prints easy, tricky or harder per Pearl ID")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    sizes = QUICK_SIZES if args.quick else SIZES
    if args.sizes:
        sizes = {
            genre: tuple(int(n) for n in ns.split(","))
            for genre, ns in (part.split("=") for part in args.sizes.split())
        }
    report: dict[str, object] = {}
    if not args.skip_ungraded:
        report["generation"] = generation(seeds, sizes)
        if not args.skip_tatham:
            report["tatham"] = tatham(seeds, sizes, args.tatham_limit)
    if not args.skip_graded:
        graders = {
            "slitherlink": _existing(args.loopy_grader),
            "masyu": _existing(args.pearl_grader),
            "superslitherlink": None,
        }
        report["graded"] = graded(seeds, args.graded, graders, args.tatham_limit, args.skip_tatham)
    if args.modes:
        print("\nOne model asked two ways: clues removed one at a time, one order, per-check cost")
        results = []
        for genre, n in (("slitherlink", 10), ("slitherlink", 15), ("masyu", 10), ("masyu", 15)):
            r = modes(genre, n, seeds[0])
            results.append(r)
            cells = "  ".join(
                f"{name} {r[name]['per_check_ms']:.1f} ms"  # type: ignore[index]
                for name in ("pinned", "rebuilt")
            )
            print(f"{genre:<17}{n:>4}  {r['checks']} checks  {cells}  same clues kept: {r['agree']}", flush=True)
        report["modes"] = results
    report_file.save("generate", report)
    return 0


def _existing(path: str | None) -> str | None:
    """A grader's path when it is there; a missing grader skips the agreement, with a note."""
    if path is None:
        return None
    if not Path(path).exists():
        print(f"{path}: not found, Tatham's grades skipped")
        return None
    return path


if __name__ == "__main__":
    sys.exit(main())
