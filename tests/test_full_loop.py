"""puz.link's full-loop variant (flag ``f``, ``Puzzle.full``): the loop passes every point, besides the clues.

Slitherlink's ``slither/f/`` (every dot) and Masyu's ``mashu/f/`` (every
cell).  The conformance tables hold puzzles as their genre's text, which
has no mark for it, so this module says what they cannot: counts against
brute force with every engine, the formats that carry the flag and those
that refuse it, the genres that refuse it, a published puzzle and its
answer, and the generic engine's steps on it.  pzprjs's own boards of the
variant (Slitherlink's; its Masyu script has none) are judged in
tests/test_pzprv3.py.
"""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

import loopcp
from conformance.table import brute_force
from loopcp import formats, logic, search, setting, verify
from loopcp.cli import app
from loopcp.errors import UnsupportedError
from loopcp.formats import pzprv3
from loopcp.genres import GENRES
from loopcp.puzzle import Puzzle, Solution, Status

from cases import rejection

runner = CliRunner()
Rows = tuple[tuple[int, ...], ...]
# cspuz_rs's test of its slither serializer and solver (src/puzzles/slitherlink.rs): the URL and its answer.
CSPUZ = "https://puzz.link/p?slither/f/3/3/gdk"
CSPUZ_H = ((1, 0, 1), (0, 1, 0), (0, 1, 0), (1, 0, 1))
CSPUZ_V = ((1, 1, 1, 1), (1, 0, 0, 1), (1, 1, 1, 1))
# A Masyu of the variant made here (none is published with its answer): 75 loops without the flag, one with it.
MASYU = "https://puzz.link/p?mashu/f/6/6/000050054000"
MASYU_H = ((1, 1, 1, 1, 1), (0, 1, 1, 1, 0), (0, 0, 1, 1, 0), (0, 0, 0, 1, 1), (0, 0, 0, 1, 1), (1, 0, 1, 1, 1))
MASYU_V = ((1, 0, 0, 0, 0, 1), (1, 1, 0, 0, 1, 1), (1, 1, 1, 0, 0, 1), (1, 1, 1, 1, 0, 0), (1, 1, 1, 0, 0, 1))

# Touch Slitherlink takes the flag too: pzprjs's test script's puzzle with it has one loop through every dot.
TSLITHER = "https://puzz.link/p?tslither/f/5/5/k77cbk2232b"
SWSLITHER = "https://puzz.link/p?swslither/f/5/5/2c5a2a5c2a136a3c6a3"  # and Sheep and Wolves Slitherlink


def full(text: str, genre: str = "slitherlink") -> Puzzle:
    """A Knuth grid of the genre, of the full-loop variant."""
    return dataclasses.replace(formats.load(text, genre=genre, fmt="knuth"), full=True)


@pytest.mark.parametrize(
    ("genre", "text", "count"),
    [
        ("slitherlink", "...\n...\n", 2),
        ("slitherlink", "....\n....\n....\n", 14),
        ("slitherlink", ".3.\n...\n...\n", 1),
        ("slitherlink", "..\n..\n", 0),
        ("slitherlink", "0..\n...\n", 0),
        ("masyu", "....\n....\n....\n....\n", 6),
        ("masyu", "....\n....\n....\n", 2),
        ("masyu", "..0.\n....\n....\n", 1),
        ("masyu", "0...\n....\n....\n", 0),
        ("masyu", "1..\n...\n...\n", 0),
    ],
    ids=["2x3", "3x4", "cspuz", "2x2-none", "zero-none", "masyu-4x4", "masyu-3x4", "white", "white-none", "odd-none"],
)
@pytest.mark.parametrize("engine", ["cpsat", "zdd", "transfer"])
def test_every_engine_counts_the_loops_brute_force_finds(genre: str, text: str, count: int, engine: str) -> None:
    puzzle = full(text, genre)
    assert len(brute_force(puzzle)) == count
    result = search.count(puzzle, engine=engine)  # type: ignore[arg-type]
    assert (result.count, result.engine) == (count, engine)


@pytest.mark.parametrize(
    ("url", "h", "v"), [(CSPUZ, CSPUZ_H, CSPUZ_V), (MASYU, MASYU_H, MASYU_V)], ids=["slither", "mashu"]
)
def test_a_full_loop_solves_to_its_answer(url: str, h: Rows, v: Rows) -> None:
    result = loopcp.solve(formats.load(url))
    assert result.status is Status.UNIQUE
    assert (result.solutions[0].h, result.solutions[0].v) == (h, v)
    assert result.as_json()["full"] is True


def test_without_the_flag_the_masyu_has_many_loops() -> None:
    assert search.count(dataclasses.replace(formats.load(MASYU), full=False)).count == 75


@pytest.mark.parametrize(
    ("genre", "text", "said"),
    [
        ("slitherlink", "...\n...\n", "the top-left corner of r1c3 is off the loop, which must pass every dot"),
        ("masyu", "...\n...\n", "cell r1c3 is off the loop, which must pass every cell"),
    ],
)
def test_the_verifier_names_the_first_point_left_out(genre: str, text: str, said: str) -> None:
    puzzle = full(text, genre)
    rows, cols = (3, 4) if genre == "slitherlink" else (2, 3)
    ring = Solution.from_edges(rows, cols, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(puzzle, ring) == [said]
    assert verify.problems(dataclasses.replace(puzzle, full=False), ring) == []


@pytest.mark.parametrize("url", [CSPUZ, MASYU, TSLITHER, SWSLITHER], ids=["slither", "mashu", "tslither", "swslither"])
@pytest.mark.parametrize("fmt", ["puzzlink", "pzprv3", "json"])
def test_the_formats_that_mark_it_read_it_back(url: str, fmt: str) -> None:
    puzzle = formats.load(url)
    text = formats.dump(puzzle, fmt)
    assert formats.load(text) == puzzle
    assert formats.load(text) != dataclasses.replace(puzzle, full=False)


def test_it_is_written_as_puz_link_writes_it() -> None:
    puzzle = formats.load(CSPUZ)
    assert formats.dump(puzzle, "puzzlink") == CSPUZ + "\n"
    assert formats.dump(puzzle, "pzprv3").startswith("pzprv3.1\nslither\n3\n3\nf\n. 3 . \n")
    assert formats.dump(puzzle, "json") == (
        '{"genre": "slitherlink", "rows": 3, "cols": 3, "clues": 1, "puzzle": ".3.\\n...\\n...\\n", "full": true}\n'
    )
    assert formats.native(puzzle) == "puzzlink"
    masyu = formats.load(MASYU)
    assert formats.dump(masyu, "puzzlink") == MASYU + "\n"
    assert formats.dump(masyu, "pzprv3").startswith("pzprv3\nmashu\n6\n6\nf\n. . . . . . \n")


@pytest.mark.parametrize(("url", "every"), [(CSPUZ, "point"), (MASYU, "cell")], ids=["slither", "mashu"])
@pytest.mark.parametrize("fmt", ["knuth", "tatham", "puzzlekit", "mcc"])
def test_the_formats_without_a_mark_for_it_refuse_it(url: str, every: str, fmt: str) -> None:
    with pytest.raises(UnsupportedError) as info:
        formats.dump(formats.load(url), fmt)
    assert str(info.value) == (
        f"{fmt} has no mark for puz.link's full-loop variant (the loop visits every {every}):"
        " write it as puzzlink, pzprv3 or json"
    )


def test_the_slink_contest_format_refuses_it() -> None:
    with pytest.raises(UnsupportedError) as info:
        formats.dump(formats.load(CSPUZ), "slink")
    assert str(info.value).startswith("slink has no mark for puz.link's full-loop variant")


def test_genres_without_it_refuse_it_in_every_form() -> None:
    assert "vertexslitherlink" in GENRES and not GENRES["vertexslitherlink"].full
    url = "https://puzz.link/p?vslither/f/2/2/j"
    assert rejection(formats.load, url, "u") == (
        "u:1:30: the full-loop variant (flag 'f': the loop visits every point) is not supported"
    )
    saved = "pzprv3/vslither/1/1/f/. /0 /0 0 /0 /0 /0 0 /0 0 /"
    assert rejection(formats.load, saved, "s") == (
        "s:1:21: the variant of flag line 'f' (the loop visits every point) is not supported;"
        " loopcp solves the plain rules"
    )
    line = '{"genre": "vertexslitherlink", "puzzle": "4\\n", "full": true}'
    assert rejection(formats.load, line, "j") == (
        "j:1:57: the full-loop variant is not supported for vertexslitherlink; loopcp solves its plain rules"
    )
    assert rejection(formats.load, '{"genre": "slitherlink", "puzzle": "4\\n", "full": 1}', "j") == (
        'j:1:51: expected "full" to be true or false, got a number'
    )


def test_an_answer_file_must_agree_on_the_flag() -> None:
    puzzle = formats.load(CSPUZ)
    plain = pzprv3.write(dataclasses.replace(puzzle, full=False))
    assert (
        rejection(pzprv3.answer, plain, "saved", puzzle)
        == "saved:3:1: expected the full loop's flag line 'f', got none"
    )
    flagged = pzprv3.write(puzzle)
    assert rejection(pzprv3.answer, flagged, "saved", dataclasses.replace(puzzle, full=False)) == (
        "saved:3:1: expected no flag line 'f', got the full loop's"
    )


@pytest.mark.parametrize(
    ("url", "h", "v"), [(CSPUZ, CSPUZ_H, CSPUZ_V), (MASYU, MASYU_H, MASYU_V)], ids=["slither", "mashu"]
)
def test_check_takes_the_answer_in_a_saved_file(url: str, h: Rows, v: Rows) -> None:
    puzzle = formats.load(url)
    answer = pzprv3.write(puzzle, Solution(h, v))
    result = runner.invoke(app, ["check", answer.replace("\n", "/")])
    assert (result.exit_code, result.stdout) == (0, "correct\n")
    plain = pzprv3.write(dataclasses.replace(puzzle, full=False), Solution(h, v))
    assert runner.invoke(app, ["check", plain.replace("\n", "/")]).exit_code == 0  # the plain rules hold too


def test_a_saved_masyu_that_leaves_a_cell_out_is_not_correct() -> None:
    ring = Solution.from_edges(6, 6, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    answer = pzprv3.write(full("1.....\n" + "......\n" * 5, "masyu"), ring)
    result = runner.invoke(app, ["check", answer.replace("\n", "/")])
    assert (result.exit_code, result.stdout) == (
        1,
        "not correct: cell r1c3 is off the loop, which must pass every cell\n",
    )


@pytest.mark.parametrize(
    ("url", "first"),
    [
        (
            CSPUZ,
            "The loop passes the top-left corner of r1c1, so the top edge of r1c1 and the left edge of r1c1 are lines.",
        ),
        (MASYU, "The loop turns at the black pearl at r4c6, so r4c5-r4c6 is a line."),
    ],
    ids=["slither", "mashu"],
)
def test_the_generic_engine_deduces_it_with_the_full_loop_among_its_rules(url: str, first: str) -> None:
    puzzle = formats.load(url)
    deduction = logic.deduce(puzzle)
    assert (deduction.grade, deduction.levels, deduction.solved) == ("trial", ("direct", "trial"), True)
    assert deduction.steps[0].text == first
    plain = logic.deduce(dataclasses.replace(puzzle, full=False))  # the genre's own rules, its own levels
    assert plain.levels == GENRES[puzzle.genre].levels


def test_an_edited_clue_keeps_the_flag() -> None:
    edited = setting.with_clue(formats.load(MASYU), (0, 0), "1")
    assert edited.full
    assert formats.dump(edited, "puzzlink") == "https://puzz.link/p?mashu/f/6/6/i00050054000\n"


def test_the_page_offers_the_generic_levels_and_the_formats_that_mark_it() -> None:
    from loopcp.serve.page import describe  # noqa: PLC0415 (the page's module, loaded only here)

    answer = describe(formats.load(MASYU), "puzzlink")
    assert (answer["levels"], answer["native"], answer["exports"]) == (
        ["direct", "trial"],
        "puzzlink",
        ["puzzlink", "pzprv3", "json"],
    )


def test_touch_slitherlink_takes_the_flag() -> None:
    puzzle = formats.load(TSLITHER)
    assert puzzle.full
    result = loopcp.solve(puzzle)
    assert result.status is Status.UNIQUE
    assert verify.problems(dataclasses.replace(puzzle, full=False), result.solutions[0]) == []
    assert all(sum(row) == len(row) for row in dots_on_loop(puzzle, result.solutions[0]))


def dots_on_loop(puzzle: Puzzle, solution: Solution) -> list[list[int]]:
    """Whether each dot is on the loop."""
    rows, cols = puzzle.rows + 1, puzzle.cols + 1
    on = solution.edges()
    return [
        [int(any(e in on for e in (("h", i, j - 1), ("h", i, j), ("v", i - 1, j), ("v", i, j)))) for j in range(cols)]
        for i in range(rows)
    ]
