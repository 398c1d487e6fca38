"""Puzzles a setter would publish (issue 40): a level a person can reach by default, pairs apart, clues that work.

The issue's check runs on 10x10 boards (``benchmarks/published.py``);
here the same promises on small boards, so that each case takes a moment:
the default difficulty of every recipe is a level of its genre, the
puzzle made by default grades at it (never ``unsolved``), as ``loopcp
grade`` says, and a graded cell-loop puzzle is minimal for its level.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from loopcp import logic
from loopcp.cli import app
from loopcp.generation.make import Options, generate
from loopcp.generation.options import ANY, DEFAULT_DIFFICULTY
from loopcp.genres import GENRES, RECIPES, get_genre
from loopcp.genres.dressing import clue_at, with_clues
from loopcp.genres.numberlink.rules import numbers
from loopcp.logic.base import CONTRADICTION, UNSOLVED

ISSUE_GENRES = (  # the eleven genres of the issue's check
    "yajilin",
    "numberlink",
    "masyu",
    "slitherlink",
    "geradeweg",
    "koburin",
    "castlewall",
    "balanceloop",
    "linesweeper",
    "moonsun",
    "countryroad",
)
SIDE = 6  # small enough for a moment a puzzle, large enough for every genre's trial level


# The one exception, open on issue 40: Kaisu's rules (the order rule of logic/order.py) reach its top level on
# small boards only (6x6 seed 1: 18 s), so a default at that level would seldom finish at 10x10.
UNGRADED_DEFAULTS = {"kaisu"}


def test_every_recipe_makes_a_level_of_its_genre_by_default() -> None:
    """No recipe's default is "any": that, and the grade "unsolved" it may give, are asked for by name."""
    for genre in GENRES.values():
        for name in genre.recipes:
            expected = {"any"} if name in UNGRADED_DEFAULTS else set(genre.levels)
            assert DEFAULT_DIFFICULTY[name] in expected, name
    assert DEFAULT_DIFFICULTY["slitherlink"] == "hard"
    assert DEFAULT_DIFFICULTY["yajilin"] == "trial"
    assert get_genre("yajilin").made_at == "trial"


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("genre", ISSUE_GENRES)
def test_the_default_difficulty_gives_the_grade_that_grade_gives(genre: str, seed: int) -> None:
    made = generate(Options(genre, SIDE, SIDE, seed, difficulty=DEFAULT_DIFFICULTY[genre]))
    assert made.grade == DEFAULT_DIFFICULTY[genre] == logic.deduce(made.puzzle).grade
    assert made.grade not in (UNSOLVED, CONTRADICTION)


def test_the_command_says_the_grade_of_its_default() -> None:
    result = CliRunner().invoke(app, ["generate", "geradeweg", "--size", "6x6", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[-1] == "seed 1: grade trial"


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_no_numberlink_pair_touches(seed: int) -> None:
    """A published Numberlink never has its two numbers side by side (0 of the dataset's 219 10x10 puzzles)."""
    puzzle = generate(Options("numberlink", 7, 7, seed, difficulty=DEFAULT_DIFFICULTY["numberlink"])).puzzle
    for n, (a, b) in numbers(puzzle).items():
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) > 1, n


@pytest.mark.parametrize("genre", ["yajilin", "koburin", "geradeweg", "castlewall"])
def test_a_graded_cell_loop_puzzle_is_minimal_for_its_level(genre: str) -> None:
    """Every clue left, weakened one step, leaves a puzzle the rules up to its level no longer solve to its loop.

    (A Yajilin clue cell that goes is shaded or on the loop: the rules may
    then solve the board to another loop, which is another puzzle.)
    """
    made = generate(Options(genre, 5, 5, 2, difficulty="trial"))
    loop = made.solution.edges()
    dresser = RECIPES[genre]
    tried = 0
    for i in range(5):
        for j in range(5):
            for token in dresser.weaker(made.puzzle, (i, j)):
                deduction = logic.deduce(with_clues(made.puzzle, {(i, j): token}), max_level="trial")
                drawn = frozenset(e for e, value in deduction.position.known().items() if value == 1)
                assert not (deduction.solved and drawn == loop), (i, j, token)
                tried += 1
    assert tried > 0


def test_any_is_asked_for_by_name() -> None:
    assert generate(Options("geradeweg", SIDE, SIDE, 1, difficulty=ANY)).grade in (
        *get_genre("geradeweg").levels,
        UNSOLVED,
    )


@pytest.mark.parametrize("genre", ["yajilin", "koburin"])
def test_clues_off_a_symmetric_loop_make_a_symmetric_pattern(genre: str) -> None:
    """Yajilin and Koburin take --symmetry: a symmetric loop, its cells off it split and clued in orbits."""
    made = generate(Options(genre, SIDE, SIDE, 2, "rot2", difficulty=DEFAULT_DIFFICULTY[genre]))
    clued = {(i, j) for i in range(SIDE) for j in range(SIDE) if clue_at(made.puzzle, (i, j)) != "."}
    assert clued
    assert {(SIDE - 1 - i, SIDE - 1 - j) for i, j in clued} == clued
    assert made.grade == DEFAULT_DIFFICULTY[genre]


@pytest.mark.parametrize("recipe", sorted(set(RECIPES) - set(ISSUE_GENRES) - UNGRADED_DEFAULTS))
def test_every_other_recipe_reaches_its_default_level(recipe: str) -> None:
    """Each recipe beyond the issue's eleven, once: the default is a level its rules reach on a small board."""
    made = generate(Options(recipe, SIDE, SIDE, 1, difficulty=DEFAULT_DIFFICULTY[recipe]))
    assert made.grade == DEFAULT_DIFFICULTY[recipe] == logic.deduce(made.puzzle).grade
