"""The live decided view of ``loopcp serve`` (issue 36): from an edit to the new picture, through the API.

    .venv/bin/python benchmarks/serve.py [--count N] [--edits K] [--seed S]

A real server (``loopcp serve --port 0``, uvicorn) and one kept-alive HTTP
connection, as the page has.  The boards are real puzzles of the
puzzlekit dataset (10x10 and 15x15 Slitherlinks) with half their clues
removed (a seeded choice); each edit puts one of the removed clues back,
as a setter would, and is timed as the page does it: ``load`` with the
change (the new board and its picture), then ``decided`` (what the clues
decide, and the verdict).  Every edit is a new puzzle, so nothing comes
from the server's memory of earlier proofs.  Then a hint on a 20x20: from
the empty board, and from the position halfway through the puzzle's
explanation.

Prints the median and the 90th percentile of each figure, against the
issue's goals (10x10: 0.3 s, 15x15: 1 s); skips (exit 0) without the
dataset.  With ``--strict`` it exits 1 when a goal is missed.

What dominates: ``decided.decided``'s questions, on one incremental SAT
solver since issue 41 (before, some 30 CP-SAT searches a proof at 20 to
45 ms each, 97% of the time); the server, HTTP and ``load`` add 30 to 70
ms (docs/serve.md has the figures).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from loopcp import formats, logic
from loopcp.formats import puzzlekit

ROOT = Path(__file__).resolve().parents[1]
DATASET = ROOT.parent / "shared" / "datasets" / "puzzlekit" / "Slitherlink_dataset.json"
GOALS = {"10x10": 0.3, "15x15": 1.0}  # seconds, the median edit to picture (issue 36)


class Server:
    """``loopcp serve --port 0`` in a child process, and one HTTP connection to it."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "loopcp", "serve", "--port", "0", "--time-limit", "60"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        url = self.process.stdout.readline().strip()
        host, port = url.removeprefix("http://").rstrip("/").split(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=120)

    def post(self, command: str, body: dict[str, Any]) -> dict[str, Any]:
        self.connection.request(
            "POST", f"/api/{command}", body=json.dumps(body), headers={"Content-Type": "application/json"}
        )
        response = self.connection.getresponse()
        answer: dict[str, Any] = json.loads(response.read())
        if response.status != 200:
            raise RuntimeError(f"{command}: {response.status} {answer}")
        return answer

    def close(self) -> None:
        self.connection.close()
        self.process.terminate()
        self.process.wait(timeout=20)


def halved(text: str, rng: random.Random) -> tuple[str, list[tuple[int, int, str]]]:
    """A dataset problem with half its clues removed (Knuth text), and the removed clues, shuffled."""
    puzzle = puzzlekit.parse_slitherlink(text)
    clues = [(i, j, ch) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch != "."]
    rng.shuffle(clues)
    gone = clues[: len(clues) // 2]
    cells = [list(row) for row in puzzle.cells]
    for i, j, _ in gone:
        cells[i][j] = "."
    return "".join("".join(row) + "\n" for row in cells), gone


def edits(
    server: Server, names: list[str], data: dict[str, Any], per: int, rng: random.Random
) -> dict[str, list[float]]:
    """Time each edit: ``load`` with one removed clue put back, then ``decided``, as the page does."""
    times: dict[str, list[float]] = {"edit to picture": [], "load": [], "decided": []}
    verdicts: dict[str, int] = {}
    for name in names:
        text, gone = halved(data[name]["problem"], rng)
        for i, j, ch in gone[:per]:
            start = time.perf_counter()
            loaded = server.post("load", {"puzzle": text, "set": [[i, j, ch]]})
            middle = time.perf_counter()
            decided = server.post("decided", {"puzzle": loaded["puzzle"], "time_limit": 30})
            end = time.perf_counter()
            times["load"].append(middle - start)
            times["decided"].append(end - middle)
            times["edit to picture"].append(end - start)
            verdicts[decided["status"]] = verdicts.get(decided["status"], 0) + 1
            text = loaded["puzzle"]
    print(f"  verdicts: {', '.join(f'{n} {v}' for v, n in sorted(verdicts.items()))}")
    return times


def line(label: str, values: list[float], goal: float | None = None) -> bool:
    """One figure's line: median and 90th percentile; whether it meets ``goal`` (by the median)."""
    median = statistics.median(values)
    p90 = sorted(values)[int(0.9 * (len(values) - 1))]
    verdict = "" if goal is None else (f"  goal {goal:g} s: met" if median <= goal else f"  goal {goal:g} s: MISSED")
    print(f"  {label:<16} median {median:.3f} s, p90 {p90:.3f} s, max {max(values):.3f} s over {len(values)}{verdict}")
    return goal is None or median <= goal


def hints(server: Server, data: dict[str, Any]) -> None:
    """A hint on a 20x20 dataset puzzle: from the empty board, and from halfway through its explanation."""
    name = sorted(n for n in data if n.endswith("_20x20"))[0]
    puzzle = puzzlekit.parse_slitherlink(data[name]["problem"])
    text = formats.dump(puzzle, "knuth")
    steps = logic.deduce(puzzle).steps
    position = logic.Position.empty(21, 21).apply(s for step in steps[: len(steps) // 2] for s in step.set)
    for label, state in (("empty board", None), (f"step {len(steps) // 2} of {len(steps)}", position.as_json())):
        times = []
        for _ in range(5):
            body: dict[str, Any] = {"puzzle": text}
            if state is not None:
                body["state"] = state
            start = time.perf_counter()
            answer = server.post("hint", body)
            times.append(time.perf_counter() - start)
        assert "set" in answer, answer
        line(f"hint, {label}", times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="puzzles of each size (default 20)")
    parser.add_argument("--edits", type=int, default=5, help="edits timed on each puzzle (default 5)")
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    if not DATASET.exists():
        print(f"serve: skipped: {DATASET} is not here (a fresh clone has no ../shared)")
        return 0
    data = json.loads(DATASET.read_text())["data"]
    rng = random.Random(args.seed)
    server = Server()
    met = True
    try:
        server.post("decided", {"puzzle": "33"})  # the first request loads OR-Tools: not an edit's cost
        for size, goal in GOALS.items():
            names = sorted(n for n in data if n.endswith(f"_{size}"))[: args.count]
            print(
                f"serve: {size} Slitherlinks, half their clues removed: {len(names)} puzzles, {args.edits} edits each"
            )
            times = edits(server, names, data, args.edits, rng)
            met &= line("edit to picture", times["edit to picture"], goal)
            line("  load", times["load"])
            line("  decided", times["decided"])
        print("serve: hint on a 20x20 Slitherlink")
        hints(server, data)
    finally:
        server.close()
    return 1 if args.strict and not met else 0


if __name__ == "__main__":
    sys.exit(main())
