"""Explanations as a person would give them (issue 39): golden texts of whole ``explain`` runs, and their promises.

A step names the clue (r1c1 for a cell, or on Loopy's other grids the
clue as the picture shows it), says "shaded" in a genre that shades, and
never restates what the puzzle shows; a trial says what it set, what that
forced and which rule broke; a step's premises are edges known before it.

The golden files in tests/data/explain are rewritten by
``LOOPCP_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_explanations.py``;
a rewritten file is a change of output, to be read and committed on purpose.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass

import pytest
from typer.testing import CliRunner

from loopcp import formats, logic
from loopcp.cli import app
from loopcp.genres import get_genre

from conftest import BUNDLED, DATA

GOLDEN = DATA / "explain"
SAVED = BUNDLED / "saved"
YAJILIN_7X7 = (
    "7 7\n- 1w - - - - -\n- - - 0e - - -\n- - - - - 1e -\n- 1w - 2s - - -\n"
    + "- - - - - - -\n- - - - - 1w -\n- - - - - - -\n"
)


@dataclass(frozen=True)
class Case:
    """One ``explain`` run: its arguments, and the text it reads on standard input, if any."""

    id: str
    args: tuple[str, ...]
    stdin: str | None = None


CASES = [
    Case("yajilin", ("-",), (SAVED / "yajilin.txt").read_text()),  # through stdin: the puzzle alone, not the saved game
    Case("yajilin-7x7", ("--genre", "yajilin", "-"), YAJILIN_7X7),  # the puzzlekit dataset's 1_7x7 (Janko 001)
    Case("koburin", ("-",), (SAVED / "koburin.txt").read_text()),  # through stdin: the puzzle alone, not the saved game
    Case(
        "castlewall", ("-",), (SAVED / "castlewall.txt").read_text()
    ),  # through stdin: the puzzle alone, not the saved game
    Case(
        "countryroad", ("-",), (SAVED / "countryroad.txt").read_text()
    ),  # through stdin: the puzzle alone, not the saved game
    Case("honeycomb", ("3x3t1:0_22b1a2c1110b1a1",)),
]


def _explain(case: Case) -> str:
    result = CliRunner().invoke(app, ["explain", *case.args], input=case.stdin)
    assert result.exit_code == 0, result.output
    return result.stdout.replace(str(BUNDLED), "data")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_explanations_read_as_their_golden_files(case: Case) -> None:
    text = _explain(case)
    path = GOLDEN / f"{case.id}.txt"
    if os.environ.get("LOOPCP_UPDATE_GOLDEN"):
        path.write_text(text)
    assert text == path.read_text()


def test_the_golden_files_are_exactly_the_cases() -> None:
    assert {p.name for p in GOLDEN.iterdir()} == {f"{c.id}.txt" for c in CASES}


@pytest.mark.parametrize(("genre", "clue_cells"), [("yajilin", True), ("koburin", True), ("regionalyajilin", False)])
def test_a_shading_genre_says_shaded_and_never_restates_its_clues(genre: str, clue_cells: bool) -> None:
    """Regional Yajilin's numbers stand in cells of their rooms, which may be shaded: no clue cells there."""
    puzzle = formats.load((SAVED / f"{genre}.txt").read_text())
    texts = [step.text for step in logic.deduce(puzzle).steps]
    assert texts and not any("off the loop" in t for t in texts)
    assert any(" is shaded" in t or " are shaded" in t for t in texts)
    cells = [
        (i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if clue_cells and puzzle.token((i, j)) != "."
    ]
    clues = {f"r{i + 1}c{j + 1}" for i, j in cells}
    for text in texts:  # a clue's cell is named as the clue, never as a cell the step finds something of
        assert not re.search(rf"\b({'|'.join(clues) or 'none'}) (is|are) ", text), text


@pytest.mark.parametrize(
    "genre", ["yajilin", "koburin", "countryroad", "castlewall", "moonsun", "geradeweg", "dotchiloop", "detour"]
)
def test_a_steps_premises_are_edges_known_before_it(genre: str) -> None:
    """Set by an earlier step, or by no step (what the puzzle shows: the sides of a clue cell); never by itself."""
    puzzle = formats.load((SAVED / f"{genre}.txt").read_text())
    steps = logic.deduce(puzzle).steps
    set_at = {edge: k for k, step in enumerate(steps) for edge, _ in step.set}
    for k, step in enumerate(steps):
        for edge in step.premises:
            assert set_at.get(edge, -1) < k, (k, step.text, edge)
    assert any(step.premises for step in steps)


def test_a_hint_on_a_grid_names_the_clue_and_no_coordinates() -> None:
    result = CliRunner().invoke(app, ["hint", "--json", "3x3t1:0_22b1a2c1110b1a1"])
    step = json.loads(result.stdout)
    assert step["text"].startswith("The 0 already has all its lines, so the top-left side of the 0")
    assert get_genre("slitherlink").grid_logic is not None
