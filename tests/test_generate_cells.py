"""The cell-loop genres' generator (``generation/dressed.py``): minimal, symmetric when asked, graded when asked.

The conformance suite (``tests/conformance/test_generation.py``) already
checks that each genre's tiny seeded puzzle reads back, is unique and
verifies; here the promises beyond that are checked from the outside:
every clue that is left cannot be weakened one step more, a symmetric
pattern is symmetric, ``--difficulty`` gives that grade, and the one-model
uniqueness questions agree with the normal solve.
"""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

import loopcp
from loopcp.cli import app
from loopcp.errors import UnsupportedError
from loopcp.generation import dressed
from loopcp.generation.make import Options, generate
from loopcp.generation.options import SYMMETRIES
from loopcp.generation.uniqueness import Clock
from loopcp.genres import GENRES, RECIPES
from loopcp.genres.dressing import clue_at, with_clues
from loopcp.genres.kurarin import rules as kurarin_rules
from loopcp.genres.midloop import rules as midloop_rules
from loopcp.genres.midloop.codes import EAST, SOUTH
from loopcp.genres.places import place_orbits
from loopcp.genres.rooms import is_wall, pairs
from loopcp.grid import MIRROR, image
from loopcp.puzzle import Puzzle, Status

DRESSED = [name for name, genre in GENRES.items() for r in genre.recipes.values() if r.module.endswith(".dress")]
SYMMETRIC = [name for name in DRESSED if RECIPES[name].symmetric]
THROUGH_EVERY_CELL = {"detour", "entryexit", "maxi", "railpool", "nanameguri"}  # loops through every cell: even
DOTTED = {"midloop", "kurarin"}  # dots on centres, sides and corners: a cell's token holds several places' dots
ROOMS_AND_CLUES = {"nanameguri"}  # rooms cut from a symmetric loop, and clues in cells whose places map too
OWN_PATTERN_TEST = {
    "barns": "its walls lie between cells: test_barns_ice_and_walls_are_symmetric",
    "mejilink": "its pattern is its dotted lines, on the dots: test_mejilinks_dotted_lines_are_symmetric",
}
runner = CliRunner()


def dots(puzzle: Puzzle) -> set[tuple[int, int, str]]:
    """A Mid-loop's circles or a Kurarin's dots, read by the genre's rules: (y, x) in half cells, and the colour."""
    if puzzle.genre == "midloop":
        return {(2 * i + (p == SOUTH), 2 * j + (p == EAST), "") for (i, j), p in midloop_rules.circles(puzzle)}
    return {(y - 1, x - 1, colour) for y, x, colour, _ in kurarin_rules.dots(puzzle)}  # the rules count y, x from 1


def only(puzzle: Puzzle, loop: frozenset[tuple[str, int, int]]) -> bool:
    result = loopcp.solve(puzzle, max_solutions=2)
    return result.status is Status.UNIQUE and result.solutions[0].edges() == loop


def test_the_eight_cell_loop_genres_have_a_dresser() -> None:
    assert set(DRESSED) >= {
        "yajilin",
        "regionalyajilin",
        "koburin",
        "countryroad",
        "moonsun",
        "castlewall",
        "geradeweg",
        "simpleloop",
    }
    assert set(SYMMETRIC) >= {"moonsun", "castlewall", "geradeweg", "simpleloop"}


@pytest.mark.parametrize("genre", DRESSED)
def test_no_clue_left_can_be_weakened_one_step(genre: str) -> None:
    made = generate(Options(genre, 4, 5, 3))  # an even number of cells: Entry Exit's loop passes every cell
    loop = made.solution.edges()
    dresser = RECIPES[genre]
    clued = getattr(dresser, "clued", with_clues)  # Barns's weakenings are walls that go, not tokens
    weakened = 0
    for i in range(4):
        for j in range(5):
            for token in dresser.weaker(made.puzzle, (i, j)):
                assert not only(clued(made.puzzle, {(i, j): token}), loop), (i, j, token)
                weakened += 1
    assert weakened == 0 or made.clues > 0


@pytest.mark.parametrize(
    ("genre", "symmetry", "turns"),
    [
        (genre, symmetry, turns)
        for genre in SYMMETRIC
        if genre not in OWN_PATTERN_TEST
        for symmetry, turns in (("rot2", 2), ("rot4", 4), ("mirror", MIRROR))
        if getattr(RECIPES[genre], {4: "quarter_turn", MIRROR: "mirror"}.get(turns, "symmetric"), True)
    ],
)
def test_a_symmetric_pattern_is_symmetric(genre: str, symmetry: str, turns: int) -> None:
    """The clued cells (or rooms cut from a symmetric loop, or places of dots) map onto themselves under the turn.

    A quarter turn on a 9x9 board: on 8x8 or less the Yajilins find no unique loop through the middle cells.
    A mirror on a 7x7 board: the middle column is its own image.
    """
    n = 6 if genre == "nagenawa" else 9 if turns == 4 else 7 if turns == MIRROR else 6  # Nagenawa's 9x9: 6 s
    if n % 2 and genre in THROUGH_EVERY_CELL:  # no loop passes every cell of an odd number of them
        n += 1 if turns == 4 else -1  # and none of an 8x8 looks the same after a quarter turn
    puzzle = generate(Options(genre, n, n, 1, symmetry)).puzzle
    if genre in DOTTED:  # the places of the dots map, not the cells whose tokens hold them; a Kurarin dot's colour too
        dotted = dots(puzzle)  # (its loop, so its shading, is symmetric)
        assert dotted
        assert {(*image((y, x), 2 * n - 1, 2 * n - 1, turns), colour) for y, x, colour in dotted} == dotted
        return
    cells = [(i, j) for i in range(n) for j in range(n)]
    if puzzle.rooms and RECIPES[genre].symmetric_loop:  # rooms cut from the loop: a cell shares a room as its image
        room = {cell: puzzle.rooms[cell[0]][cell[1]] for cell in cells}
        pairs = {room[a] == room[b] for a in cells for b in cells}
        assert pairs == {True, False}
        for a in cells:
            for b in cells:
                assert (room[a] == room[b]) == (room[image(a, n, n, turns)] == room[image(b, n, n, turns)])
        if genre not in ROOMS_AND_CLUES:
            return
    clued = {cell for cell in cells if clue_at(puzzle, cell) != "."}
    assert clued
    assert {image(cell, n, n, turns) for cell in clued} == clued


def test_a_difficulty_asked_is_the_grade_given() -> None:
    assert generate(Options("castlewall", 6, 6, 1, difficulty="direct")).grade == "direct"
    assert generate(Options("moonsun", 6, 6, 1, difficulty="trial")).grade == "trial"


@pytest.mark.parametrize("genre", ["yajilin", "moonsun", "geradeweg", "castlewall"])
def test_the_one_model_questions_agree_with_the_normal_solve(genre: str) -> None:
    dresser, rng, clock = RECIPES[genre], random.Random(5), Clock(None)
    full = None
    while full is None:
        board, rules = dresser.board(7, 7, rng)
        loop = dressed.sample_loop(board, rules, dresser.weights(board, rng), rng)
        if loop is not None:
            full = dressed.dressed_unique(dresser, board, loop, rng, clock)
    assert loop is not None
    questions = dressed.Questions(full, loop, clock)
    cells = [(i, j) for i in range(7) for j in range(7) if dresser.weaker(full, (i, j))]
    answers = [questions.only_loop(full)]
    assert answers == [True]
    for k in range(1, len(cells) + 1, 2):  # ever more clues weakened at once: unique at first, then not
        trial = with_clues(full, {c: dresser.weaker(full, c)[0] for c in cells[:k]})
        answers.append(questions.only_loop(trial))
        assert answers[-1] == only(trial, loop)
    assert False in answers  # both answers were exercised


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["yajilin", "--to", "tatham"],
            "a yajilin puzzle has no tatham form; choose puzzlekit, puzzlink, pzprv3 or json",
        ),
        (["kurarin", "--symmetry", "rot4", "--size", "6x8"], "--symmetry rot4 needs a square board, got 6x8"),
    ],
)
def test_what_a_genre_cannot_do_is_said_before_any_work(args: list[str], said: str) -> None:
    result = runner.invoke(app, ["generate", *args, "--seed", "1"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == said


def test_a_cell_loop_puzzle_prints_in_its_genre_text_and_reads_back() -> None:
    result = runner.invoke(app, ["generate", "countryroad", "--size", "5x5", "--seed", "2"])
    assert result.exit_code == 0
    assert (
        loopcp.formats.load(result.stdout, "<out>", "puzzlekit", "countryroad")
        == generate(Options("countryroad", 5, 5, 2, difficulty="trial")).puzzle  # the command's default
    )


@pytest.mark.parametrize(("rows", "cols", "turns"), [(3, 4, 2), (4, 3, 2), (4, 4, 4), (5, 5, 4), (3, 4, MIRROR)])
def test_a_turn_moves_the_places_of_dots_as_it_moves_cells(rows: int, cols: int, turns: int) -> None:
    """Every place is in one orbit, which the turn keeps; a centre goes to its cell's image, a side or corner between.

    A place between two centres (a side, or a corner between diagonal ones) goes to the place between their images.
    """
    height, width = 2 * rows - 1, 2 * cols - 1
    orbits = place_orbits(rows, cols, turns)
    assert sorted(p for orbit in orbits for p in orbit) == [(y, x) for y in range(height) for x in range(width)]
    for orbit in orbits:
        assert {image(p, height, width, turns) for p in orbit} == set(orbit)
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    centre = {cell: (2 * a, 2 * b) for cell in cells for a, b in [image(cell, rows, cols, turns)]}
    for (i, j), (y, x) in centre.items():
        assert image((2 * i, 2 * j), height, width, turns) == (y, x)
        for a, b in ((i, j + 1), (i + 1, j), (i + 1, j + 1)):
            if (a, b) in centre:
                far = centre[(a, b)]
                assert image((i + a, j + b), height, width, turns) == ((y + far[0]) // 2, (x + far[1]) // 2)


@pytest.mark.parametrize("symmetry", ["rot2", "rot4", "mirror"])
def test_dotchi_loops_circles_are_symmetric_too(symmetry: str) -> None:
    """Image rooms take the same kind (a tie's coin is tossed once for an orbit), so the circles map too."""
    turns = SYMMETRIES[symmetry]
    puzzle = generate(Options("dotchiloop", 8, 8, 1, symmetry)).puzzle
    circled = {(i, j) for i in range(8) for j in range(8) if clue_at(puzzle, (i, j)) != "."}
    assert circled
    assert {image(cell, 8, 8, turns) for cell in circled} == circled


@pytest.mark.parametrize(
    ("genre", "rows", "cols", "symmetry", "half"),
    [
        ("detour", 8, 8, "rot4", "a quarter"),
        ("entryexit", 12, 12, "rot4", "a quarter"),
        ("maxi", 4, 5, "rot2", "a half"),
    ],
)
def test_a_turn_no_loop_through_every_cell_keeps_is_refused(
    genre: str, rows: int, cols: int, symmetry: str, half: str
) -> None:
    """Such a loop alternates colours, and the turn shifts it by a fixed count of cells: parities must agree."""
    with pytest.raises(UnsupportedError) as refused:
        generate(Options(genre, rows, cols, 1, symmetry))
    assert str(refused.value) == (
        f"no {genre} loop through every cell of the {rows}x{cols} board looks the same after {half} turn;"
        " try another size"
    )


@pytest.mark.parametrize(("n", "symmetry"), [(6, "rot2"), (6, "rot4"), (6, "mirror"), (5, "rot2")])
def test_barns_ice_and_walls_are_symmetric(n: int, symmetry: str) -> None:
    """Icy cells map onto icy cells, walls (borders between two cells) onto walls; an odd half turn ices the middle."""
    turns = SYMMETRIES[symmetry]
    puzzle = generate(Options("barns", n, n, 1, symmetry)).puzzle
    ice = {(i, j) for i in range(n) for j in range(n) if clue_at(puzzle, (i, j)) == "i"}
    walls = {frozenset((a, b)) for a, b, edge in pairs(puzzle) if is_wall(puzzle, edge)}
    assert walls
    assert {image(cell, n, n, turns) for cell in ice} == ice
    assert {frozenset(image(cell, n, n, turns) for cell in wall) for wall in walls} == walls
    assert (n // 2, n // 2) in ice or not n % 2  # a loop a half turn keeps crosses itself in the middle cell


@pytest.mark.parametrize(
    ("genre", "rows", "cols", "symmetry", "said"),
    [
        (
            "nanameguri",
            9,
            9,
            "rot2",
            "no nanameguri puzzle on the 9x9 board looks the same after a half turn: a loop the turn keeps misses"
            " the middle cell, whose room is then its own image, and the turn moves the loop's one run through"
            " that room along itself; try an even number of rows or columns",
        ),
        (
            "nanameguri",
            8,
            8,
            "rot4",
            "no nanameguri loop through every cell of the 8x8 board looks the same after a quarter turn;"
            " try another size",
        ),
        (
            "nanameguri",
            6,
            7,
            "mirror",
            "no nanameguri loop on the 6x7 board looks the same in the mirror: it passes 6 cells of the middle"
            " column, and a loop the mirror keeps crosses that column at two; try an even number of columns",
        ),
        (
            "mejilink",
            5,
            5,
            "rot2",
            "no mejilink puzzle on the 5x5 board looks the same after a half turn: the middle cell's region would have"
            " an odd number of cells but an even count of dotted sides off the loop; try an even side",
        ),
        (
            "mejilink",
            5,
            5,
            "rot4",
            "no mejilink puzzle on the 5x5 board looks the same after a quarter turn: the middle cell's region would"
            " have an odd number of cells but an even count of dotted sides off the loop; try an even side",
        ),
        (
            "barns",
            5,
            5,
            "rot4",
            "no barns loop through every cell of the 5x5 board looks the same after a quarter turn: the turn"
            " moves such a loop a quarter of its length along itself, so it would pass the middle cell four times,"
            " and it passes a cell twice at most; try an even number of rows",
        ),
        (
            "barns",
            4,
            5,
            "mirror",
            "no barns loop through every cell of the 4x5 board looks the same in the mirror: it passes the 4 cells"
            " of the middle column, and a loop the mirror keeps passes only two of them; try an even number of"
            " columns",
        ),
    ],
)
def test_a_symmetry_no_loop_keeps_is_refused_in_words(
    genre: str, rows: int, cols: int, symmetry: str, said: str
) -> None:
    """A turn's middle cell, the parity of a loop through every cell, the mirror's middle column: at once, in words."""
    with pytest.raises(UnsupportedError) as refused:
        generate(Options(genre, rows, cols, 1, symmetry))
    assert str(refused.value) == said


@pytest.mark.parametrize("genre", ["detour", "entryexit", "maxi", "railpool"])
def test_a_mirror_of_an_odd_number_of_columns_is_refused_where_the_loop_passes_every_cell(genre: str) -> None:
    """The mirror keeps two places of a loop it keeps, and every pass through the middle column is one."""
    with pytest.raises(UnsupportedError) as refused:
        generate(Options(genre, 4, 5, 1, "mirror"))
    assert str(refused.value) == (
        f"no {genre} loop through every cell of the 4x5 board looks the same in the mirror: it passes the 4 cells"
        " of the middle column, and a loop the mirror keeps passes only two of them; try an even number of columns"
    )


@pytest.mark.parametrize("symmetry", ["rot2", "rot4", "mirror"])
def test_double_backs_shaded_cells_are_symmetric_too(symmetry: str) -> None:
    """The cells a symmetric loop leaves out are shaded (the middle cell, on a 7x7 board, under a turn; under the
    mirror the middle column but the loop's two crossings of it, which share a room)."""
    turns = SYMMETRIES[symmetry]
    puzzle = generate(Options("doubleback", 7, 7, 1, symmetry)).puzzle
    shaded = {(i, j) for i in range(7) for j in range(7) if clue_at(puzzle, (i, j)) != "."}
    assert shaded
    assert {image(cell, 7, 7, turns) for cell in shaded} == shaded


def dot_image(edge: tuple[str, int, int], rows: int, cols: int, turns: int) -> tuple[str, int, int]:
    """An edge between two dots of a rows x cols board, moved by the symmetry (its two dots moved)."""
    kind, i, j = edge
    a, b = (i, j), (i, j + 1) if kind == "h" else (i + 1, j)
    ta, tb = sorted([image(a, rows + 1, cols + 1, turns), image(b, rows + 1, cols + 1, turns)])
    return ("h" if ta[0] == tb[0] else "v", ta[0], ta[1])


@pytest.mark.parametrize(("symmetry", "rows", "cols"), [("rot2", 6, 7), ("rot4", 8, 8), ("mirror", 7, 7)])
def test_mejilinks_dotted_lines_are_symmetric(symmetry: str, rows: int, cols: int) -> None:
    """Its pattern is the dotted lines (the regions' borders and the dotted lines inside them): they map onto
    themselves, and some borders are solid."""
    from loopcp.genres.mejilink import rules  # noqa: PLC0415 - the genre's own reading of its dotted lines

    turns = SYMMETRIES[symmetry]
    puzzle = generate(Options("mejilink", rows, cols, 1, symmetry)).puzzle
    dotted = {edge for edge in rules.edges(puzzle) if rules.dotted(puzzle, edge)}
    assert len(puzzle.room_cells()) > 1
    assert not dotted >= set(rules.edges(puzzle))
    assert {dot_image(edge, rows, cols, turns) for edge in dotted} == dotted
