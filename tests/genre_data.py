"""What the tests of the cell-loop genres share: the puzzlekit dataset's records and pzprjs's own boards.

Each genre bundles a few dataset records in tests/data/<genre>/puzzlekit-sample.json
(so that a fresh clone tests them) and pzprjs's test boards in pzprjs.json;
the whole dataset file comes from ../shared and skips cleanly without it.
The conformance harness (tests/conformance/test_published.py) checks them
for every genre whose table names them.
"""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.formats import puzzlekit
from loopcp.puzzle import Edge, Status

from conftest import DATA

# A published solution's tokens: the loop's two directions (in either order), '-' off the loop, 'x' shaded.
DIRECTIONS = {"ns", "ew", "ne", "nw", "se", "sw", "sn", "we", "en", "wn", "es", "ws", "-", "x"}


def sample(genre: str) -> dict[str, dict[str, str]]:
    """The dataset records bundled for a genre."""
    records: dict[str, dict[str, str]] = json.loads((DATA / genre / "puzzlekit-sample.json").read_text())
    return records


def pzprjs(genre: str) -> dict[str, Any]:
    """pzprjs's test script for a genre: its URL and its boards with their verdicts (None: correct)."""
    data: dict[str, Any] = json.loads((DATA / genre / "pzprjs.json").read_text())
    return data


def published(genre: str, text: str) -> tuple[frozenset[Edge], set[tuple[int, int]]] | None:
    """The loop and shaded cells (``x``) of a published solution, or None when the text is damaged."""
    lines = text.strip().split("\n")
    rows, cols = (int(t) for t in lines[0].split())
    body = [line.split() for line in lines[1:]]
    if len(body) != rows or any(len(r) != cols or not set(r) <= DIRECTIONS for r in body):
        return None
    shaded = {(i, j) for i, r in enumerate(body) for j, t in enumerate(r) if t == "x"}
    return puzzlekit.loop(text, "<solution>", genre), shaded


def check_record(genre: str, name: str, record: dict[str, str], *, shading: bool = False) -> bool:
    """Solve one record: unique, verified, and its published loop (and shading); False: damaged, not compared."""
    puzzle = formats.load(record["problem"], name, fmt="puzzlekit", genre=genre)
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    solution = result.solutions[0]
    assert verify.problems(puzzle, solution) == [], name
    answer = published(genre, record["solution"])
    if answer is None:
        return False
    loop, shaded = answer
    assert solution.edges() == loop, name
    if shading:
        assert {(i, j) for i, r in enumerate(solution.shaded) for j, x in enumerate(r) if x} == shaded, name
    return True


def board_ids(boards: list[list[Any]]) -> list[str]:
    """Test ids for pzprjs's boards: their place and pzprjs's verdict."""
    return [f"{k}-{verdict}" for k, (verdict, _) in enumerate(boards)]


def check_board(board: str, verdict: str | None) -> None:
    """``loopcp check`` of a pzprjs board: exit 0 where pzprjs finds it correct, 1 where it names an error."""
    result = CliRunner().invoke(app, ["check", board])
    assert result.exit_code == (0 if verdict is None else 1), result.stdout + result.stderr
