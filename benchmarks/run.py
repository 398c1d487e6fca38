"""``make bench``: loopcp against its peers, on the same puzzles, in one run.

For each genre (Slitherlink, Masyu, Simple Loop), a seeded,
size-stratified sample of the puzzlekit dataset (eight puzzles from each
of three size bands, plus the dataset's largest; with ``--all``, every
puzzle of it) is run through:

- loopcp, solving and proving uniqueness, all puzzles in this one process;
- a lazy SAT baseline (``lazysat.py``: CaDiCaL with sound loop cuts), also
  solving and proving uniqueness;
- puzzlekit 0.3.4, the PyPI package with the same CP-SAT approach, finding
  one solution each, with a 60 s limit per puzzle.

The three are interleaved puzzle by puzzle so that a drift in the machine's
speed hits them alike.  The report gives totals, medians, the worst puzzle
and loopcp's ratios to each peer; a JSON copy goes to
``benchmarks/results/``.  Timing is wall-clock per puzzle, measured with
``time.perf_counter`` around the library call, model building included.

Usage: ``python benchmarks/run.py [--genre G] [--skip-puzzlekit] [--seed S] [--per-band K] [--all]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import loopcp
import report as report_file
from loopcp.formats import puzzlekit as pk_format
from loopcp.genres import get_genre
from loopcp.puzzle import Puzzle

import lazysat

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))
DATASETS = SHARED / "datasets" / "puzzlekit"
SEED = 2026  # the sample's default seed, which grade_generic.py shares so that both time the same puzzles
PUZZLEKIT_LIMIT = 60.0
REFUSED = "refused"  # a runner's status for a puzzle it would not read: left out of every total


@dataclass(frozen=True)
class Genre:
    """Where a genre's puzzles come from and how they are read."""

    dataset: str
    bands: tuple[tuple[int, int], ...]  # cells; the largest puzzle is added on top
    read: Callable[[str, str], Puzzle]
    peer: str  # puzzlekit's name for the genre
    lazy: bool = True  # whether the lazy SAT baseline runs (its cuts know nothing of shading: 200 s a Regional Yajilin)


GENRES = {
    "slitherlink": Genre(
        "Slitherlink_dataset.json", ((0, 400), (400, 900), (900, 1600)), pk_format.parse_slitherlink, "slitherlink"
    ),
    "masyu": Genre("Masyu_dataset.json", ((0, 150), (150, 400), (400, 1600)), pk_format.parse_masyu, "masyu"),
    "simpleloop": Genre(
        "SimpleLoop_dataset.json", ((0, 100), (100, 144), (144, 400)), pk_format.parse_simpleloop, "simple_loop"
    ),
    "yajilin": Genre(
        "Yajilin_dataset.json", ((0, 100), (100, 400), (400, 2500)), pk_format.parse_yajilin, "yajilin", lazy=False
    ),
    "regionalyajilin": Genre(
        "RegionalYajilin_dataset.json",
        ((0, 80), (80, 120), (120, 400)),
        pk_format.parse_regionalyajilin,
        "regional_yajilin",
        lazy=False,
    ),
    "koburin": Genre(
        "Koburin_dataset.json", ((0, 64), (64, 144), (144, 900)), pk_format.parse_koburin, "koburin", lazy=False
    ),
    "moonsun": Genre(
        "MoonSun_dataset.json", ((0, 100), (100, 400), (400, 1500)), pk_format.parse_moonsun, "moon_sun", lazy=False
    ),
    "castlewall": Genre(
        "CastleWall_dataset.json",
        ((0, 100), (100, 400), (400, 2500)),
        pk_format.parse_castlewall,
        "castle_wall",
        lazy=False,
    ),
    "geradeweg": Genre(
        "Geradeweg_dataset.json", ((0, 64), (64, 144), (144, 900)), pk_format.parse_geradeweg, "geradeweg", lazy=False
    ),
    "linesweeper": Genre(
        "Linesweeper_dataset.json",
        ((0, 64), (64, 144), (144, 900)),
        pk_format.parse_linesweeper,
        "linesweeper",
        lazy=False,
    ),
    "shingoki": Genre(
        "Shingoki_dataset.json", ((0, 100), (100, 400), (400, 1700)), pk_format.parse_shingoki, "shingoki", lazy=False
    ),
    "entryexit": Genre(
        "EntryExit_dataset.json",
        ((0, 100), (100, 196), (196, 400)),
        pk_format.parse_entryexit,
        "entry_exit",
        lazy=False,
    ),
    "countryroad": Genre(
        "CountryRoad_dataset.json",
        ((0, 64), (64, 144), (144, 900)),
        pk_format.parse_countryroad,
        "country_road",
        lazy=False,
    ),
    "balanceloop": Genre(
        "BalanceLoop_dataset.json",
        ((0, 100), (100, 196), (196, 400)),
        pk_format.parse_balanceloop,
        "balance_loop",
        lazy=False,
    ),
    "dotchiloop": Genre(
        "DotchiLoop_dataset.json",
        ((0, 100), (100, 196), (196, 400)),
        pk_format.parse_dotchiloop,
        "dotchi_loop",
        lazy=False,
    ),
    "doubleback": Genre(  # lazy SAT would expand each room's "4 of its border edges" into clauses: too many
        "DoubleBack_dataset.json",
        ((0, 64), (64, 144), (144, 900)),
        pk_format.parse_doubleback,
        "double_back",
        lazy=False,
    ),
    "detour": Genre(
        "Detour_dataset.json", ((0, 64), (64, 100), (100, 900)), pk_format.parse_detour, "detour", lazy=False
    ),
}


@dataclass(frozen=True)
class Case:
    """One benchmark puzzle: its dataset name, its text, and loopcp's reading of it."""

    name: str
    problem: str
    puzzle: Puzzle


def sample(
    records: dict[str, dict[str, str]], bands: tuple[tuple[int, int], ...], seed: int, per_band: int
) -> list[str]:
    """``per_band`` names from each size band (all of a smaller band), drawn with ``seed``, then the largest puzzle.

    Puzzles known to have several solutions (the dataset's ``random_15x15``) are left out.
    """
    names = sorted(n for n in records if n != "random_15x15")

    def cells(name: str) -> int:
        rows, cols = map(int, records[name]["problem"].split("\n", 1)[0].split())
        return rows * cols

    largest = max(names, key=cells)
    rng = random.Random(seed)
    chosen: list[str] = []
    for lo, hi in bands:
        band = [n for n in names if lo <= cells(n) < hi and n != largest]
        chosen += sorted(rng.sample(band, min(per_band, len(band))), key=cells)
    return [*chosen, largest]


def timed(call: Callable[[], object]) -> tuple[float, object]:
    """Wall-clock seconds of one call, and what it returned."""
    start = time.perf_counter()
    value = call()
    return time.perf_counter() - start, value


def run_loopcp(case: Case) -> tuple[float, str]:
    seconds, result = timed(lambda: loopcp.solve(case.puzzle, max_solutions=2))
    assert isinstance(result, loopcp.SolveResult)
    return seconds, result.status.value


def run_lazysat(case: Case) -> tuple[float, str]:
    seconds, loops = timed(lambda: lazysat.solve(case.puzzle, limit=2))
    assert isinstance(loops, list)
    return seconds, {0: "unsolvable", 1: "unique"}.get(len(loops), "multiple")


def run_puzzlekit(case: Case) -> tuple[float, str]:
    import puzzlekit  # noqa: PLC0415 - only when measured, it is slow to import

    kind = GENRES[case.puzzle.genre].peer
    problem = case.problem
    if kind == "slitherlink":  # 8 dataset puzzles write blanks as '.', which puzzlekit's own reader refuses
        header, body = problem.split("\n", 1)
        problem = header + "\n" + body.replace(".", "-")
    try:
        seconds, result = timed(
            lambda: puzzlekit.solve(problem, kind, solver_options={"time_limit_sec": PUZZLEKIT_LIMIT})
        )
    except ValueError:  # its validator refuses a few dataset texts (Geradeweg's 0 clues): nothing to compare
        return 0.0, REFUSED
    status = str(result.solution_data.get("status", "?"))  # type: ignore[attr-defined]
    return min(seconds, PUZZLEKIT_LIMIT) if status == "Timeout" else seconds, status.lower()


def summary(times: list[float]) -> dict[str, float]:
    """Total, median and maximum of a list of seconds."""
    return {"total": sum(times), "median": statistics.median(times), "max": max(times)}


def bench_genre(name: str, args: argparse.Namespace) -> dict[str, object] | None:
    """Run one genre's sample through every solver and print its report."""
    genre = GENRES[name]
    path = DATASETS / genre.dataset
    if not path.exists():
        print(f"bench: {path} is not here; the benchmark needs ../shared/datasets", file=sys.stderr)
        return None
    records = json.loads(path.read_text())["data"]
    names = sorted(records) if args.all else sample(records, genre.bands, args.seed, args.per_band)
    cases = [Case(n, records[n]["problem"], genre.read(records[n]["problem"], n)) for n in names]
    runners: dict[str, Callable[[Case], tuple[float, str]]] = {"loopcp": run_loopcp}
    if genre.lazy and get_genre(name).edges_only:  # the lazy SAT baseline speaks edges only
        runners["lazy-sat"] = run_lazysat
    if not args.skip_puzzlekit:
        runners["puzzlekit"] = run_puzzlekit
    rows: list[dict[str, object]] = []
    provers = "loopcp and lazy SAT prove" if "lazy-sat" in runners else "loopcp proves"
    print(f"{name}: {len(cases)} puzzles (seed {args.seed}); {provers} uniqueness, puzzlekit finds one")
    print(f"{'puzzle':<14}" + "".join(f"{runner:>22}" for runner in runners))
    for case in cases:
        row: dict[str, object] = {"puzzle": case.name}
        line = f"{case.name:<14}"
        for runner_name, runner in runners.items():
            seconds, status = runner(case)
            row[runner_name] = {"seconds": seconds, "status": status}
            line += f"{seconds:>12.3f} s {status:>8}"
        rows.append(row)
        print(line, flush=True)
    report: dict[str, object] = {"genre": name, "seed": args.seed, "puzzles": rows}
    refused = [r for r in rows if any(r[runner]["status"] == REFUSED for runner in runners)]  # type: ignore[index]
    compared = [r for r in rows if r not in refused]
    times = {runner: [float(r[runner]["seconds"]) for r in compared] for runner in runners}  # type: ignore[index]
    print()
    if refused:
        names = ", ".join(str(r["puzzle"]) for r in refused)
        print(f"left out of the totals, refused by a peer: {names}")
    for runner, values in times.items():
        s = summary(values)
        worst = compared[values.index(s["max"])]["puzzle"]
        report[runner] = {**s, "worst": worst}
        figures = f"total {s['total']:8.2f} s   median {s['median']:7.3f} s   worst {s['max']:7.2f} s"
        print(f"{runner:<10} {figures} ({worst})")
    for peer in runners:
        if peer == "loopcp":
            continue
        ratio = sum(times["loopcp"]) / sum(times[peer])
        per = statistics.median(a / b for a, b in zip(times["loopcp"], times[peer], strict=True))
        report[f"ratio_to_{peer}"] = {"total": ratio, "median_per_puzzle": per}
        print(f"loopcp / {peer}: {ratio:.3f} of the total time (median per puzzle {per:.3f})")
    print()
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--genre", choices=sorted(GENRES), action="append", help="a genre to run (default: all)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--per-band", type=int, default=8)
    parser.add_argument("--all", action="store_true", help="every puzzle of each dataset instead of the sample")
    parser.add_argument("--skip-puzzlekit", action="store_true", help="leave out the slow peer (about 4 minutes)")
    args = parser.parse_args()
    reports = [bench_genre(name, args) for name in args.genre or sorted(GENRES)]
    if any(r is None for r in reports):
        return 2
    report_file.save("solve", reports)
    return 0


if __name__ == "__main__":
    sys.exit(main())
