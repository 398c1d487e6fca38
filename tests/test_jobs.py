"""``--jobs``: a serial run's output, in the same order, whatever the number of processes.

What "the same" means (docs/cluster.md): with ``--no-timing`` the output
is a serial run's byte for byte; without it, everything but the time each
puzzle took (the JSON's ``"seconds"``, the ``(0.01 s)`` after a verdict).
Standard error and the exit code are always the same.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

import loopcp
from loopcp.batches import run as batch_run
from loopcp.batches import workers
from loopcp.cli import app
from loopcp.errors import UnsupportedError

from conftest import BUNDLED, mixed_inputs

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    """Exit code, standard output and standard error of one command."""
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def untimed(text: str) -> str:
    """Output with the time each puzzle took left out: what two runs have in common."""
    text = re.sub(r'"seconds": [0-9.e-]+', '"seconds": _', text)
    return re.sub(r" \(\d+\.\d\d s\)$", " (_ s)", text, flags=re.MULTILINE)


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Puzzles every clone has, with bad inputs between them."""
    return [str(BUNDLED / "pi-day-2025.txt"), *mixed_inputs(tmp_path_factory.mktemp("mixed"))]


@pytest.mark.parametrize(
    "command",
    [
        ["solve", "--json"],
        ["solve", "--json", "--max-solutions", "0"],
        ["count"],
        ["convert", "--to", "tatham"],
    ],
    ids=" ".join,
)
def test_jobs_2_prints_what_a_serial_run_prints_with_bad_inputs_mixed_in(mixed: list[str], command: list[str]) -> None:
    serial = run(*command, "--jobs", "1", *mixed)
    parallel = run(*command, "--jobs", "2", *mixed)
    assert serial[0] == 2 and "missing.txt: cannot read" in serial[2]
    assert ("too large to search" in serial[2]) == (command[0] != "convert")
    assert (parallel[0], untimed(parallel[1]), parallel[2]) == (serial[0], untimed(serial[1]), serial[2])


@pytest.mark.parametrize("command", [["solve", "--json"], ["solve"], ["count", "--json"]], ids=" ".join)
def test_no_timing_makes_the_bytes_equal(mixed: list[str], command: list[str]) -> None:
    serial = run(*command, "--no-timing", *mixed)
    assert "seconds" not in serial[1] and " s)\n" not in serial[1]
    assert run(*command, "--no-timing", "--jobs", "2" if command != ["solve"] else "0", *mixed) == serial


def test_jobs_2_equals_serial_on_200_dataset_puzzles(dataset_batch: tuple[Path, str]) -> None:
    path, serial = dataset_batch
    assert run("solve", "--json", "--no-timing", "--jobs", "2", str(path)) == (0, serial, "")


def test_20_generated_puzzles_are_the_same_with_jobs_and_solve_the_same(tmp_path: Path) -> None:
    make = ["generate", "slitherlink", "--size", "6x6", "--count", "20", "--seed", "5"]
    serial = run(*make)
    assert serial[0] == 0
    assert run(*make, "--jobs", "2") == serial
    made = ["generate", "masyu", "--size", "6x6", "--count", "4", "--seed", "5", "--format", "json", "--no-timing"]
    assert run(*made, "--jobs", "2") == run(*made)
    book = tmp_path / "book.txt"
    book.write_text(serial[1])
    solved = run("solve", "--json", "--no-timing", str(book))
    assert solved[1].count('"status": "unique"') == 20
    assert run("solve", "--json", "--no-timing", "--jobs", "2", str(book)) == solved


def test_solve_many_answers_in_input_order_and_returns_a_puzzles_error() -> None:
    puzzles = [
        loopcp.parse("33\n"),
        loopcp.parse("..\n..\n"),
        loopcp.Puzzle("slitherlink", 600, 600, ("." * 600,) * 600),
    ]
    results = list(loopcp.solve_many(puzzles * 3, jobs=2))
    assert [r.status.value if isinstance(r, loopcp.SolveResult) else type(r) for r in results] == [
        "unique",
        "multiple",
        UnsupportedError,
    ] * 3
    counts = [r.count for r in loopcp.count_many(puzzles[:2], jobs=2) if isinstance(r, loopcp.SolveResult)]
    assert counts == [1, 13]  # an empty 2x2 board has 13 loops


def test_work_is_read_as_it_is_needed_and_results_do_not_pile_up() -> None:
    """However long the stream, no more than ``ahead`` items are read past the last result given out."""
    read = [0]

    def numbers() -> Iterator[float]:
        for n in range(1, 2001):
            read[0] += 1
            yield float(n)

    done = 0
    for done, root in enumerate(workers.ordered_map(math.sqrt, numbers(), 2, ahead=8), start=1):
        assert root == math.sqrt(done)
        assert read[0] - done <= 8
    assert done == 2000


def test_puzzles_go_out_in_chunks_of_about_a_budget_of_cells() -> None:
    sizes = [100] * 25 + [3600] + [36] * 300
    chunks = list(batch_run._chunks(sizes, lambda s: s, 1000))
    assert [len(c) for c in chunks[:4]] == [10, 10, 6, 28]  # the 3600-cell board closes a chunk of five small ones
    assert sum(map(len, chunks)) == len(sizes) and max(map(len, chunks)) <= batch_run.MOST_PER_TASK
