"""Whole processes, as a user runs them: loopcp against its peers, A B A B on the same files.

``run.py`` times the library call per puzzle; this times what issue 25's
"Done when" names: one process that solves a whole file and proves each
answer unique, start-up included, taken in turns with its peer so that a
drift in the machine's speed hits both alike.

- **Dataset samples** (the same seeded sample as ``run.py``): ``loopcp
  solve FILE`` against the lazy SAT baseline (``lazysat.py FILE``), both
  reading one JSON-lines file of the sample.
- **Loopy game IDs** (``benchmarks/data/loopy-140.txt``: 140 IDs that
  sgt-loopy 20230122 generated, 7x7 to 40x40, five of each size and
  level): ``loopcp solve FILE`` against Tatham's own solver run once per ID,
  built from ``$SGT_SRC`` as in ``loopy_grids.py`` (left out without it).

The report gives each side's median seconds over the rounds, and the median
of the per-round ratios.  Usage: ``python benchmarks/process.py [--rounds N]
[--genre G ...] [--seed S] [--per-band K] [--skip-ids]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import loopy_grids
import report as report_file
import run
from loopcp.formats import jsonl

HERE = Path(__file__).resolve().parent
IDS = HERE / "data" / "loopy-140.txt"


def timed(command: list[str]) -> float:
    """Wall-clock seconds of one whole process, which must succeed."""
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def pairs(name: str, a: list[str], b: list[str], rounds: int) -> dict[str, object]:
    """A and B in turns, ``rounds`` times each; their medians and the median ratio of the rounds."""
    times_a, times_b = [], []
    for _ in range(rounds):
        times_a.append(timed(a))
        times_b.append(timed(b))
    ratio = statistics.median(x / y for x, y in zip(times_a, times_b, strict=True))
    line = f"{name:<28} loopcp {statistics.median(times_a):7.2f} s   peer {statistics.median(times_b):7.2f} s"
    print(f"{line}   ratio {ratio:.2f}", flush=True)
    return {"name": name, "loopcp": times_a, "peer": times_b, "ratio": ratio}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--genre", choices=["slitherlink", "masyu"], action="append")
    parser.add_argument("--seed", type=int, default=run.SEED)
    parser.add_argument("--per-band", type=int, default=8)
    parser.add_argument("--skip-ids", action="store_true", help="leave out the 140 Loopy IDs")
    args = parser.parse_args()
    loopcp = [sys.executable, "-m", "loopcp", "solve", "--json"]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.genre or ["slitherlink", "masyu"]:
            genre = run.GENRES[name]
            path = run.DATASETS / genre.dataset
            if not path.exists():
                print(f"process: {path} is not here; the samples need ../shared/datasets", file=sys.stderr)
                continue
            records = json.loads(path.read_text())["data"]
            names = run.sample(records, genre.bands, args.seed, args.per_band)
            sample = Path(tmp) / f"{name}.jsonl"
            lines = [jsonl.write(genre.read(records[n]["problem"], n)) for n in names]
            sample.write_text("".join(lines))
            lazy = [sys.executable, str(HERE / "lazysat.py"), str(sample)]
            label = f"{name}, {len(names)} puzzles"
            results.append(pairs(label, [*loopcp, str(sample)], lazy, args.rounds))
        if not args.skip_ids:
            solver = loopy_grids.build(Path(tmp))
            if solver is None:
                print("process: no $SGT_SRC with his source (or no gcc): the IDs are left out", file=sys.stderr)
            else:
                script = Path(tmp) / "his.sh"
                script.write_text(f'while read id; do "{solver}" -g "$id" >/dev/null; done < "{IDS}"\n')
                results.append(pairs("140 Loopy IDs", [*loopcp, str(IDS)], ["sh", str(script)], args.rounds))
    report_file.save("process", results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
