"""``make bench``, counting: the decision diagram against CP-SAT enumeration.

Four tables, all wall-clock seconds measured with ``time.perf_counter``
around the library call (``loopcp.count`` unless said otherwise), checks
included:

1. empty Slitherlink boards 4x4 to 10x10 (OEIS A140517), the diagram next
   to CP-SAT enumeration stopped at ``--cap`` seconds;
2. clued boards: small ones where both engines finish, and "drafts",
   puzzlekit puzzles with half their clues removed (seeded), where only the
   diagram does;
3. uniqueness: puzzlekit's 10x10 puzzles, ``loopcp.solve`` (CP-SAT, stops at
   the second loop) against the bare diagram count (``zdd.count``), to see
   whether the diagram would pay in ``solve``;
4. with ``--crossover`` (minutes, gigabytes): empty boards of growing
   frontier width and length, each in its own process, with the diagram
   child's peak memory, to place the ``auto`` threshold;
5. with ``--ggcount PATH`` (a built ``ggcount_single`` of kunisura/GGCount,
   issue 41): the empty 12x12 to 15x15, ``loopcp count FILE`` (the
   transfer matrix, ``native/count.c``) beside ``ggcount_single -c N``,
   whole processes run in alternation, the median of ``--rounds`` each,
   their ratio and each one's peak memory; the two counts must agree.
   ``--ggcount-only`` runs this table alone.

A JSON copy goes to ``benchmarks/results/``.

Usage: ``python benchmarks/count.py [--cap SECONDS] [--unique-sample N] [--crossover]
[--ggcount PATH [--ggcount-only] [--rounds N]]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import loopcp
import report as report_file
from loopcp import zdd
from loopcp.formats import puzzlekit
from loopcp.genres import get_genre
from loopcp.grid import Lattice
from loopcp.puzzle import Puzzle

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))
DATASETS = SHARED / "datasets" / "puzzlekit"
PARSERS = {"Slitherlink": puzzlekit.parse_slitherlink, "Masyu": puzzlekit.parse_masyu}

SMALL = [  # (name, genre, cells): boards on which both engines finish
    ("slither-280", "slitherlink", ("3...", ".2..", "..2.", "...3")),
    ("slither-80", "slitherlink", ("....", ".0..", "....", "..0.")),
    ("slither-4", "slitherlink", ("..23", "..1.", "0.2.", ".1..")),
    ("slither-162", "slitherlink", ("...2", "....", ".13.", "....")),
    ("masyu-49", "masyu", ("..001", "..0..", ".....", ".....", ".....")),
    ("masyu-8", "masyu", (".....", ".....", "..1..", ".....", "...1.")),
    ("masyu-1", "masyu", ("..1..", ".....", ".0.00", ".....", ".1...")),
]
DRAFTS = [("Slitherlink", "10x10", 3), ("Slitherlink", "10x18", 2), ("Masyu", "10x10", 3), ("Masyu", "12x12", 2)]
CROSSOVER = [(10, 10), (10, 40), (11, 11), (11, 44), (12, 12), (12, 48), (13, 13), (13, 26), (14, 14)]


def empty(rows: int, cols: int, genre: str = "slitherlink") -> Puzzle:
    return Puzzle(genre, rows, cols, tuple("." * cols for _ in range(rows)))


def records(genre: str) -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads((DATASETS / f"{genre}_dataset.json").read_text())["data"]
    return data


def size(record: dict[str, str]) -> str:
    rows, cols = record["problem"].split("\n", 1)[0].split()
    return f"{rows}x{cols}"


def both(puzzle: Puzzle, cap: float) -> dict[str, object]:
    """The diagram's count and time, and how far CP-SAT enumeration gets within ``cap`` seconds."""
    start = time.perf_counter()
    by_zdd = loopcp.count(puzzle, engine="zdd")
    zdd_seconds = time.perf_counter() - start
    start = time.perf_counter()
    by_cpsat = loopcp.count(puzzle, engine="cpsat", time_limit=cap)
    cpsat_seconds = time.perf_counter() - start
    if by_cpsat.complete and by_cpsat.count != by_zdd.count:
        raise SystemExit(f"bench: the engines disagree: {by_zdd.count} and {by_cpsat.count}")
    return {
        "count": str(by_zdd.count),
        "zdd_engine": by_zdd.engine,
        "zdd_seconds": zdd_seconds,
        "cpsat_count": by_cpsat.count,
        "cpsat_complete": by_cpsat.complete,
        "cpsat_seconds": cpsat_seconds,
    }


def show(name: str, row: dict[str, object]) -> None:
    count, found = str(row["count"]), int(str(row["cpsat_count"]))
    cpsat = f"{row['cpsat_seconds']:.2f} s" if row["cpsat_complete"] else f"> {row['cpsat_seconds']:.0f} s ({found:,})"
    engine = "" if row["zdd_engine"] == "zdd" else f" [{row['zdd_engine']}]"
    print(f"{name:<16} {count:>28} {row['zdd_seconds']:9.2f} s{engine}   {cpsat:>22}", flush=True)


def drafts(seed: int) -> list[tuple[str, Puzzle]]:
    """Dataset puzzles with each clue removed with probability 1/2: far from unique."""
    rng = random.Random(seed)
    out = []
    for genre, shape, n in DRAFTS:
        data = records(genre)
        names = sorted(k for k, r in data.items() if size(r) == shape)
        for name in rng.sample(names, n):
            p = PARSERS[genre](data[name]["problem"], name)
            cells = tuple("".join("." if ch != "." and rng.random() < 0.5 else ch for ch in row) for row in p.cells)
            out.append((f"{name}-draft", Puzzle(p.genre, p.rows, p.cols, cells)))
    return out


def uniqueness(sample: int, seed: int) -> dict[str, object]:
    """``solve`` (CP-SAT) against the bare diagram count on 10x10 dataset puzzles."""
    report: dict[str, object] = {}
    for genre, parse in PARSERS.items():
        data = records(genre)
        names = sorted(k for k, r in data.items() if size(r) == "10x10")
        cpsat_times, zdd_times = [], []
        for name in random.Random(seed).sample(names, min(sample, len(names))):
            puzzle = parse(data[name]["problem"], name)
            genre_rules = get_genre(puzzle.genre)
            start = time.perf_counter()
            solved = loopcp.solve(puzzle)
            cpsat_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            counted = zdd.count(
                genre_rules.lattice(puzzle), genre_rules.constraints(puzzle), memory_limit=zdd.default_memory_limit()
            )
            zdd_times.append(time.perf_counter() - start)
            if solved.count != counted.count:
                raise SystemExit(f"bench: {name}: solve found {solved.count}, the diagram counted {counted.count}")
        faster = sum(z < c for z, c in zip(zdd_times, cpsat_times, strict=True))
        row = {
            "puzzles": len(cpsat_times),
            "cpsat_total": sum(cpsat_times),
            "cpsat_median": statistics.median(cpsat_times),
            "zdd_total": sum(zdd_times),
            "zdd_median": statistics.median(zdd_times),
            "zdd_faster_on": faster,
        }
        report[genre] = row
        print(
            f"{genre:<12} {len(cpsat_times)} puzzles   solve (CP-SAT) total {row['cpsat_total']:.2f} s,"
            f" median {row['cpsat_median']:.3f} s   diagram total {row['zdd_total']:.2f} s,"
            f" median {row['zdd_median']:.3f} s   diagram faster on {faster}",
            flush=True,
        )
    return report


def one_empty(width: int, length: int, limit: float) -> dict[str, object]:
    """One empty lattice of points, ``width`` across and ``length`` along, counted by the bare diagram."""
    start = time.perf_counter()
    try:
        outcome = zdd.count(Lattice(length, width), [], time_limit=limit, memory_limit=zdd.default_memory_limit())
        result: dict[str, object] = {"count": f"{outcome.count:.4g}", "build_seconds": outcome.build_seconds}
    except zdd.DiagramError as exc:
        result = {"count": None, "failed": str(exc)}
    result["seconds"] = time.perf_counter() - start
    result["peak_mb"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
    return result


def crossover(limit: float) -> dict[str, object]:
    """Each shape in a fresh process, so that the peak memory is that shape's alone."""
    report: dict[str, object] = {}
    print(f"{'points':<10} {'build':>10} {'peak memory':>12}  loops")
    for width, length in CROSSOVER:
        run = [sys.executable, __file__, "--one-empty", f"{width}x{length}", "--cap", str(limit)]
        row = json.loads(subprocess.run(run, capture_output=True, text=True, check=True).stdout)
        report[f"{width}x{length}"] = row
        build = f"{row['build_seconds']:.2f} s" if row["count"] else f"{row['seconds']:.0f} s"
        print(
            f"{width:>2} x {length:<5} {build:>10} {row['peak_mb']:>9} MB  {row['count'] or row['failed']}", flush=True
        )
    return report


GGCOUNT_SIDES = (12, 13, 14, 15)  # empty boards of this many cells a side: GGCount's -c N


TIME = Path("/usr/bin/time")  # GNU time, for a process's own peak memory (a forked child's counts its parent's)


def whole(command: list[str], env: dict[str, str] | None = None) -> tuple[float, int | None, str]:
    """One process: wall seconds, peak memory in MB (None without GNU time), and the last line it printed.

    The seconds include GNU time's own start, alike for both commands.
    """
    timed = [str(TIME), "-f", "%M", *command] if TIME.exists() else command
    start = time.perf_counter()
    done = subprocess.run(timed, capture_output=True, env=env, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode:
        raise SystemExit(f"bench: {' '.join(command)} exited with {done.returncode}: {done.stderr}")
    peak = int(done.stderr.strip().splitlines()[-1]) // 1024 if TIME.exists() else None
    return seconds, peak, done.stdout.strip().splitlines()[-1]


def ggcount(path: str, rounds: int) -> dict[str, object]:
    """``loopcp count`` and GGCount on the same empty boards, whole processes in alternation."""
    report: dict[str, object] = {}
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}  # this checkout's loopcp, whatever is installed
    print(f"{'board':<8} {'loopcp':>9} {'GGCount':>9} {'ratio':>6} {'loopcp MB':>10} {'GGCount MB':>11}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in GGCOUNT_SIDES:
            board = Path(tmp) / f"empty-{n}x{n}.txt"
            board.write_text("\n".join(["." * n] * n) + "\n")
            ours, theirs = [], []
            for _ in range(rounds):
                ours.append(whole([sys.executable, "-m", "loopcp", "count", str(board)], env))
                theirs.append(whole([path, "-q", "-c", str(n)]))
            if {line for _, _, line in ours} != {line for _, _, line in theirs}:
                raise SystemExit(f"bench: {n}x{n}: loopcp counted {ours[0][2]}, GGCount {theirs[0][2]}")
            mine, gg = statistics.median(s for s, _, _ in ours), statistics.median(s for s, _, _ in theirs)
            row = {
                "count": ours[0][2],
                "loopcp_seconds": mine,
                "ggcount_seconds": gg,
                "ratio": mine / gg,
                "loopcp_mb": max((m or 0) for _, m, _ in ours),
                "ggcount_mb": max((m or 0) for _, m, _ in theirs),
                "rounds": rounds,
            }
            report[f"empty-{n}x{n}"] = row
            print(
                f"{n}x{n:<5} {mine:8.2f}s {gg:8.2f}s {mine / gg:5.2f}x {row['loopcp_mb']:>10} {row['ggcount_mb']:>11}",
                flush=True,
            )
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cap", type=float, default=5.0, help="seconds for each CP-SAT enumeration")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--unique-sample", type=int, default=40, help="10x10 puzzles per genre for table 3")
    parser.add_argument("--crossover", action="store_true", help="also run table 4 (minutes, up to 4 GiB)")
    parser.add_argument("--ggcount", metavar="PATH", help="a built ggcount_single: also run table 5 beside it")
    parser.add_argument("--ggcount-only", action="store_true", help="run table 5 alone")
    parser.add_argument("--rounds", type=int, default=5, help="processes of each kind a board in table 5")
    parser.add_argument("--one-empty", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one_empty:
        width, length = map(int, args.one_empty.split("x"))
        print(json.dumps(one_empty(width, length, args.cap)))
        return 0
    report: dict[str, object] = {}
    if args.ggcount_only:
        if not args.ggcount:
            parser.error("--ggcount-only needs --ggcount PATH")
        print(f"GGCount beside loopcp count: empty boards, whole processes, median of {args.rounds}")
        report["ggcount"] = ggcount(args.ggcount, args.rounds)
        report_file.save("count", report)
        return 0
    print(f"Counting: decision diagram (zdd) against CP-SAT enumeration (stopped at {args.cap:g} s)")
    print(f"{'board':<16} {'loops':>28} {'zdd':>11}   {'cpsat':>22}")
    for n in range(4, 11):
        row = both(empty(n, n), args.cap)
        report[f"empty-{n}x{n}"] = row
        show(f"empty {n}x{n}", row)
    for name, genre, cells in SMALL:
        row = both(Puzzle(genre, len(cells), len(cells[0]), cells), args.cap)
        report[name] = row
        show(name, row)
    if DATASETS.exists():
        for name, puzzle in drafts(args.seed):
            row = both(puzzle, args.cap)
            report[name] = row
            show(name, row)
        print()
        print("Uniqueness on 10x10 puzzles: would the diagram pay in solve?")
        report["uniqueness"] = uniqueness(args.unique_sample, args.seed)
    else:
        print(f"bench: {DATASETS} is not here; skipping the dataset tables", file=sys.stderr)
    if args.crossover:
        print()
        print("Crossover: empty lattices of points, width x length, one process each")
        report["crossover"] = crossover(max(args.cap, 120.0))
    print()
    if args.ggcount:
        print(f"GGCount beside loopcp count: empty boards, whole processes, median of {args.rounds}")
        report["ggcount"] = ggcount(args.ggcount, args.rounds)
    else:
        print("GGCount table skipped: give --ggcount PATH to a built ggcount_single (kunisura/GGCount)")
    report_file.save("count", report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
