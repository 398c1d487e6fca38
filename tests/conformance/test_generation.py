"""Every generation recipe of every genre: a tiny seeded puzzle is unique, reads back from its text, and verifies."""

from __future__ import annotations

import pytest

import loopcp
from conformance.registry import each
from conformance.table import Made, Table
from loopcp import formats, verify
from loopcp.generation.make import Options, generate
from loopcp.genres import get_genre
from loopcp.puzzle import Status


@pytest.mark.parametrize(("table", "made"), each("made"))
def test_a_generated_puzzle_reads_back_and_has_one_verified_solution(table: Table, made: Made) -> None:
    generated = generate(Options(made.recipe, made.rows, made.cols, made.seed))
    puzzle = generated.puzzle
    assert (puzzle.genre, puzzle.rows, puzzle.cols) == (table.genre, made.rows, made.cols)
    text = generated.as_json()["puzzle"]
    assert isinstance(text, str)
    assert formats.load(text, "<generated>", fmt=get_genre(table.genre).text, genre=table.genre) == puzzle
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1)
    assert result.solutions[0] == generated.solution
    assert verify.problems(puzzle, generated.solution) == []
    assert generate(Options(made.recipe, made.rows, made.cols, made.seed)).puzzle == puzzle  # the seed decides
