"""Does ``loopcp convert --to mcc`` print Knuth's bytes on puzzles it was never tested on?

For each kind (Slitherlink 4x4 to 5x5, SuperSlitherlink 4x4 to 7x7, Masyu
5x5 to 6x6), half the puzzles come from ``loopcp.generation.make`` (unique, minimal)
and half are random clue grids (most with no solution or many: the data
does not care, and random Masyu pearls often contradict each other, which
exercises the ``abort`` output).  Each puzzle's Knuth text goes to his
compiled driver, and its standard output must equal ``formats.dump(puzzle,
"mcc")`` byte for byte.  A few boards at his limits (30x30 Slitherlink,
31x31 Masyu, a 29-row SuperSlitherlink) are compared as well.

The drivers come from ``tests/data/mcc/regenerate.sh`` with ``KNUTH_BIN``
set, e.g.::

    KNUTH_BIN=/tmp/knuth tests/data/mcc/regenerate.sh
    python benchmarks/mcc_check.py --slitherlink /tmp/knuth/superslitherlink-general-dlx \\
        --masyu /tmp/knuth/masyu-dlx --count 100

Exit code 1 when any puzzle differs.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from collections.abc import Iterator

from loopcp.formats import dump, knuth, mcc
from loopcp.generation.make import Options, generate
from loopcp.puzzle import Puzzle


def random_grid(rng: random.Random, kind: str, rows: int, cols: int) -> Puzzle:
    """A random clue grid of a kind: digits and blanks, letters too, or a few pearls."""
    if kind == "masyu":
        density = rng.choice([0.1, 0.2, 0.35])
        cells = tuple(
            "".join(rng.choice("01") if rng.random() < density else "." for _ in range(cols)) for _ in range(rows)
        )
        return Puzzle("masyu", rows, cols, cells)
    alphabet = "01234....." if kind == "slitherlink" else "0123...aaabbBc"
    cells = tuple("".join(rng.choices(alphabet, k=cols)) for _ in range(rows))
    used = sorted({ch for row in cells for ch in row if ch.isalpha()})
    # A letter clued 0 on several cells is past his driver (docs/mcc.md), so those get 1 to 9.
    letters = tuple((letter, rng.randint(1, 9)) for letter in used)
    return Puzzle("slitherlink", rows, cols, cells, letters)


SIZES = {"slitherlink": (4, 5), "superslitherlink": (4, 7), "masyu": (5, 6)}


def puzzles(kind: str, count: int, seed: int) -> Iterator[tuple[str, Puzzle]]:
    """``count`` named puzzles of a kind: generated ones and random grids, alternately."""
    rng = random.Random(seed)
    low, high = SIZES[kind]
    for k in range(count):
        rows, cols = rng.randint(low, high), rng.randint(low, high)
        if k % 2 == 0:
            made = generate(Options(kind, rows, cols, seed + k))
            yield f"{kind} {rows}x{cols} generate --seed {seed + k}", made.puzzle
        else:
            yield f"{kind} {rows}x{cols} random #{k}", random_grid(rng, kind, rows, cols)


def at_the_limits(seed: int) -> Iterator[tuple[str, Puzzle]]:
    """Boards as large as his drivers take."""
    rng = random.Random(seed)
    yield "slitherlink 30x30 random", random_grid(rng, "slitherlink", 30, 30)
    yield "superslitherlink 29x30 random", random_grid(rng, "superslitherlink", 29, 30)
    yield "masyu 31x31 random", random_grid(rng, "masyu", 31, 31)
    yield "masyu 31x31 empty", Puzzle("masyu", 31, 31, ("." * 31,) * 31)


def his_output(driver: str, puzzle: Puzzle) -> bytes:
    """What his driver prints on standard output for the puzzle's Knuth text."""
    return subprocess.run([driver], input=knuth.write(puzzle).encode(), capture_output=True, check=False).stdout


def main() -> int:
    """Compare, and print one line per kind with the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--slitherlink", required=True, help="compiled SUPERSLITHERLINK-GENERAL-DLX")
    parser.add_argument("--masyu", required=True, help="compiled MASYU-DLX")
    parser.add_argument("--count", type=int, default=100, help="puzzles of each kind (default 100)")
    parser.add_argument("--seed", type=int, default=2025, help="first seed (default 2025)")
    args = parser.parse_args()
    drivers = {"slitherlink": args.slitherlink, "masyu": args.masyu}

    groups = {kind: puzzles(kind, args.count, args.seed) for kind in SIZES}
    groups["at his limits"] = at_the_limits(args.seed)
    failures = 0
    for group, cases in groups.items():
        compared = equal = outside = outside_differ = aborts = 0
        for label, puzzle in cases:
            ours = dump(puzzle, "mcc").encode()
            if not mcc.knuth_accepts(puzzle):  # compared for the record only: he reads it otherwise
                outside += 1
                outside_differ += ours != his_output(drivers[puzzle.genre], puzzle)
                continue
            compared += 1
            aborts += ours.endswith(b"\nabort\n")
            if ours == his_output(drivers[puzzle.genre], puzzle):
                equal += 1
            else:
                failures += 1
                print(f"DIFFERS: {label}\n{knuth.write(puzzle)}", file=sys.stderr)
        note = f", {aborts} of them 'abort'" if aborts else ""
        skipped = f"; {outside} past his limits ({outside_differ} of them differ, as documented)" if outside else ""
        print(f"{group}: {equal}/{compared} byte for byte{note}{skipped}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
