"""How long loopcp takes on the golden game IDs and puzz.link URLs in tests/data.

Each ID or URL is read, solved and proved unique in this one process
(model building included), timed with ``time.perf_counter``; the report
gives the total, the median and the slowest, per file.

Usage: ``python benchmarks/golden_ids.py``.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from loopcp.formats import load
from loopcp.search import solve

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"


def timed(text: str) -> tuple[float, str]:
    """Seconds to read and solve one ID or URL, and the status."""
    start = time.perf_counter()
    result = solve(load(text))
    return time.perf_counter() - start, result.status.value


def main() -> None:
    """Solve every golden ID and dataset URL and print the figures."""
    files = {
        "Loopy IDs": [line.split("\t")[1] for line in (DATA / "tatham" / "loopy.tsv").read_text().splitlines()],
        "Pearl IDs": [line.split("\t")[1] for line in (DATA / "tatham" / "pearl.tsv").read_text().splitlines()],
        "puzz.link dataset URLs": [
            line.split("\t")[5]
            for line in (DATA / "puzzlink" / "pzprjs.tsv").read_text().splitlines()
            if line.startswith("dataset:")
        ],
    }
    for name, texts in files.items():
        runs = [timed(text) for text in texts]
        times = [t for t, _ in runs]
        statuses = sorted({s for _, s in runs})
        median, worst = statistics.median(times) * 1000, max(times) * 1000
        print(
            f"{name:24} {len(texts):3} puzzles  total {sum(times):.2f} s  median {median:.0f} ms"
            f"  worst {worst:.0f} ms  statuses {', '.join(statuses)}"
        )


if __name__ == "__main__":
    main()
