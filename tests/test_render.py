"""Drawings: the plain lattice byte for byte, and the colour one's characters and styles."""

from __future__ import annotations

from pathlib import Path

import loopcp
from loopcp import formats
from loopcp.pictures import text as render
from loopcp.pictures.drawing import svg
from loopcp.puzzle import Puzzle

SQUARE = frozenset(
    {("h", 0, 0), ("h", 0, 1), ("h", 2, 0), ("h", 2, 1), ("v", 0, 0), ("v", 1, 0), ("v", 0, 2), ("v", 1, 2)}
)


def test_plain_slitherlink_with_marks_and_off_points() -> None:
    puzzle = Puzzle("slitherlink", 2, 3, ("3..", ".2."))
    marked = frozenset({("h", 0, 1)})
    assert render.picture(puzzle, SQUARE, marked) == (
        "+----***+   .\n| 3     |\n|   .   |   .\n|     2 |\n+-------+   .\n"
    )


def test_plain_puzzle_without_a_loop() -> None:
    assert render.picture(Puzzle("slitherlink", 1, 2, ("3.",))) == ".   .   .\n  3\n.   .   .\n"


def test_plain_masyu_draws_pearls_at_cell_centres() -> None:
    puzzle = Puzzle("masyu", 3, 3, ("1.0", "...", "..."))
    assert render.picture(puzzle, SQUARE) == "@-------O\n|       |\n|   .   |\n|       |\n+-------+\n"


def test_rich_drawing_uses_box_characters_colour_and_shading() -> None:
    puzzle = Puzzle("slitherlink", 2, 2, ("3.", ".."))
    text = render.rich_picture(puzzle, SQUARE, frozenset({("v", 0, 0)}))
    assert text.plain == "┌───────┐\n┃ 3     │\n│   ·   │\n│       │\n└───────┘\n"
    styles = {str(span.style) for span in text.spans}
    assert "bold cyan" in styles  # the loop
    assert "bold red" in styles  # the marked edge
    assert any("on grey19" in s for s in styles)  # the inside of the loop is shaded


def test_rich_masyu_pearls() -> None:
    puzzle = Puzzle("masyu", 3, 3, ("1.0", "...", "..."))
    assert render.rich_picture(puzzle, SQUARE).plain.splitlines()[0] == "●───────○"


def test_the_picture_function_is_the_public_one() -> None:
    assert loopcp.picture is render.picture


def test_cell_genres_draw_rooms_numbers_arrows_and_marks() -> None:
    saved = Path(__file__).resolve().parents[1] / "data" / "saved"
    road = svg(formats.load((saved / "countryroad.txt").read_text()))
    assert 'class="rooms"' in road and road.count('class="clue"') == 3  # its three room numbers
    yajilin = svg(formats.load((saved / "yajilin.txt").read_text()))
    assert yajilin.count('class="clue"') == 2 and 'class="arrows"' in yajilin and 'class="blocks"' in yajilin
    marks = formats.load((saved / "moonsun.txt").read_text())
    assert svg(marks).count("<circle") == sum(t in ("x", "o") for row in marks.tokens for t in row)


def test_a_solved_picture_of_a_shading_genre_fills_its_shaded_cells() -> None:
    puzzle = formats.load((Path(__file__).resolve().parents[1] / "data" / "saved" / "yajilin.txt").read_text())
    solution = loopcp.solve(puzzle).solutions[0]
    shaded = sum(x for row in solution.shaded for x in row)
    filled = next(line for line in svg(puzzle, solution).splitlines() if 'class="shaded"' in line)
    assert shaded == 3 and filled.count("h.84v.84h-.84z") == shaded


SAVED = Path(__file__).resolve().parents[1] / "data" / "saved"


def test_a_yajilin_answer_shows_its_shaded_cells_and_its_arrows_numbers() -> None:
    puzzle = formats.load((SAVED / "yajilin.txt").read_text())
    loop = loopcp.solve(puzzle).solutions[0].edges()
    shaded = render.shaded_cells(puzzle, loop)
    assert shaded == {(2, 0), (2, 2), (4, 3)}
    assert render.picture(puzzle, loop, shaded=shaded) == (
        "+-------+   +---+\n"
        "|       |   |   |\n"
        "+---+   +---+   |\n"
        "    |           |\n"
        "#   |   #  2<   |\n"
        "    |           |\n"
        "+---+   +-------+\n"
        "|       |\n"
        "+-------+   #  0^\n"
    )
    rich = render.rich_picture(puzzle, loop, shaded=shaded).plain.splitlines()
    assert (rich[4], rich[8]) == ("■   │   ■  2←   │", "└───────┘   ■  0↑")


def test_an_arrows_number_goes_right_of_it_at_the_left_edge_and_is_left_out_where_it_does_not_fit() -> None:
    puzzle = formats.load("1 4\n12e - - 1w\n", fmt="puzzlekit", genre="yajilin")
    assert render.picture(puzzle) == ">12 .   .  1<\n"
    assert render.rich_picture(puzzle, compact=True).plain == "→ · ·1←\n"


def test_a_castle_walls_arrows_show_their_counts() -> None:
    puzzle = formats.load((SAVED / "castlewall.txt").read_text())
    assert render.picture(puzzle).splitlines()[0] == ".   .   .  0<  1v"


def test_a_position_shades_only_the_cells_whose_every_edge_is_crossed() -> None:
    puzzle = formats.load("2 2\n- -\n- -\n", fmt="puzzlekit", genre="koburin")
    assert render.shaded_cells(puzzle, frozenset(), frozenset({("h", 0, 0), ("v", 0, 0)})) == {(0, 0)}
    assert render.shaded_cells(puzzle, frozenset(), frozenset({("h", 0, 0)})) == frozenset()


def test_a_room_number_in_a_shaded_cell_is_white_inside_the_fill() -> None:
    puzzle = formats.load((SAVED / "regionalyajilin.txt").read_text())
    drawn = svg(puzzle, loopcp.solve(puzzle).solutions[0])
    white = [line for line in drawn.splitlines() if 'class="clue"' in line and 'stroke="#fff"' in line]
    assert white == [
        '<g class="clue" fill="none" stroke="#fff" stroke-width="0.07" stroke-linecap="round" stroke-linejoin="round">'
        '<use xlink:href="#g2c1" x=".256" y=".31"/></g>'
    ]
