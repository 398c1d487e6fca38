"""One Noqx solve as Noqx's page runs it, for ``noqx.py``: in that process, or as a whole process of its own.

Noqx (github T0nyX1ang/noqx, not on PyPI) reads a puzzle as Penpa+ data
that its page's JavaScript made from a puz.link URL; ``noqx.py`` fills
Noqx's own ``Puzzle`` record from loopcp's reading of the URL instead and
passes it here as JSON (``rows``, ``cols``, ``param``, and Noqx's
``text``, ``symbol``, ``surface`` and ``edge`` entries as
``[[r, c, direction, label], value]`` pairs).  ``solve`` then does what
``noqx.clingo.run_solver`` does after Penpa's decoding: Noqx's program
for the genre (``noqx.manager.generate_program``) on its ``ClingoSolver``
with its own ``Config`` (up to 10 answers, one thread, 30 s); Penpa's
re-encoding of each answer is left out.

This file imports nothing of loopcp, so that as a process
(``python benchmarks/noqx_runner.py NOQX_DIR PUZZLE.json``, which prints
Noqx's number of answers) it costs Noqx's start-up and solve alone.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

FIELDS = ("text", "symbol", "surface", "edge")


def noqx(noqx_dir: str, module: str) -> ModuleType:
    """One of Noqx's modules (``noqx.clingo``), from its checkout ahead of anything else named ``noqx``."""
    if sys.path[:1] != [noqx_dir]:
        sys.path.insert(0, noqx_dir)
    return importlib.import_module(module)


def solve(noqx_dir: str, data: dict[str, Any]) -> tuple[list[str], float, bool]:
    """Noqx's answers to one puzzle as clingo prints its models, the seconds taken, and whether it timed out."""
    manager = noqx(noqx_dir, "noqx.manager")
    clingo = noqx(noqx_dir, "noqx.clingo")
    record = noqx(noqx_dir, "noqx.puzzle")
    name = data["solver"]
    if name not in manager.modules:
        manager.load_solver("solver", name)  # Noqx's own loader: ``solver/<name>.py`` of the checkout
    start = time.perf_counter()
    puzzle = record.Puzzle(name, "", dict(data["param"]))
    puzzle.row, puzzle.col = data["rows"], data["cols"]
    for field in FIELDS:
        getattr(puzzle, field).update({tuple(key): value for key, value in data[field]})
    program = manager.generate_program(puzzle)
    instance = clingo.ClingoSolver()
    instance.solve(program)
    models = list(instance.solution())
    seconds = time.perf_counter() - start
    return models, seconds, seconds >= clingo.Config.time_limit


def main() -> int:
    noqx_dir, path = sys.argv[1:3]
    models, _, timed_out = solve(noqx_dir, json.loads(Path(path).read_text(encoding="utf-8")))
    print("timeout" if timed_out else len(models))
    return 0


if __name__ == "__main__":
    sys.exit(main())
