"""Numberlink and Arukone: the puzzlekit dataset's puzzles and answers, and what only paths between pairs do.

The dataset holds one file for both: a record whose published paths fill
the board is solved as Arukone, and must be unique and equal to them (one
record, 341_11x10, lacks a row of its problem, and is refused); the
others (six) as Numberlink, and their published paths
must be among the answers found.  A few records are bundled in
tests/data/numberlink, so that a fresh clone tests them too; the whole
file comes from ../shared and skips cleanly without it.  (So this
dataset is not a conformance table's ``dataset``, whose records are each
one genre's; the editor's URLs and pzprjs's boards of both genres are:
tests/conformance/cases/numberlink.py and arukone.py.)
"""

from __future__ import annotations

import itertools
import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats, logic, search, verify
from loopcp.cli import app
from loopcp.cpsat import LoopModel, paths
from loopcp.cpsat import core as cpsat_core
from loopcp.errors import ParseError
from loopcp.formats import puzzlekit
from loopcp.generation.make import generate
from loopcp.generation.options import Options
from loopcp.genres import get_genre
from loopcp.genres.base import OFF, Term
from loopcp.genres.numberlink import make, rules
from loopcp.logic.network import Contradiction, Network
from loopcp.puzzle import Edge, Puzzle, Solution, Status

from conftest import load_dataset

SAMPLE = genre_data.sample("numberlink")
DATASET_SIZE = 580
# Janko Arukone records with more than one answer as the dataset writes them: loopcp and the lazy SAT peer
# of benchmarks/numberlink.py each find three, every one verified (found in records 1-454; the rest unchecked).
SEVERAL = frozenset({"388_10x15", "424_12x12", "435_12x12", "445_12x12"})
RECORD_SECONDS = 120.0  # the whole-file test's limit per record
REFUSED = "the variant of flag line 'dontpassallcell'"  # pzprjs's Arukone board with Numberlink's rule
SPARSE_NUMLIN = "https://puzz.link/p?numlin/15/15/zi1n4o8m2x3i5r9n6p7y2p3n7v6k1i5x4i8m9z"  # issue 39


def full(record: dict[str, str]) -> bool | None:
    """Whether the published paths fill the board (None: the solution text is damaged)."""
    lines = record["solution"].strip().split("\n")
    rows, cols = (int(t) for t in lines[0].split())
    body = [line.split() for line in lines[1:]]
    if len(body) != rows or any(len(r) != cols for r in body):
        return None
    return "-" not in {t for r in body for t in r}


def check(name: str, record: dict[str, str], seconds: float | None = None) -> str:
    """Solve a record as its published paths say; the genre it was solved as, or "timeout" past ``seconds``."""
    filled = full(record)
    genre = "arukone" if filled else "numberlink"
    try:
        puzzle = formats.load(record["problem"], name, fmt="puzzlekit", genre=genre)
    except ParseError:  # 341_11x10 says 11 rows and gives 10
        return "damaged"
    result = loopcp.solve(puzzle, max_solutions=2 if filled else 0, time_limit=seconds)
    if result.timed_out and result.count < 2:  # found nothing wrong, proved nothing
        return "timeout"
    assert result.count >= 1, name
    for solution in result.solutions:
        assert verify.problems(puzzle, solution) == [], name
    if filled and name in SEVERAL:
        assert result.status is Status.MULTIPLE, name
    elif filled:
        assert (result.status, result.count) == (Status.UNIQUE, 1), name
    if filled is not None:
        paths = puzzlekit.loop(record["solution"], "<solution>", genre)
        published = Solution.from_edges(puzzle.rows, puzzle.cols, paths)
        assert verify.problems(puzzle, published) == [], name
        assert name in SEVERAL or paths in {s.edges() for s in result.solutions}, name
    return genre


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_solved_to_their_published_paths(name: str) -> None:
    check(name, SAMPLE[name])


def test_the_bundled_sample_holds_both_genres() -> None:
    assert {check(name, record) for name, record in SAMPLE.items()} == {"arukone", "numberlink"}


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("LOOPCP_NUMBERLINK_FULL"), reason="about an hour: LOOPCP_NUMBERLINK_FULL=1")
def test_every_dataset_puzzle_is_solved_to_its_published_paths() -> None:
    """Each record within ``RECORD_SECONDS``, or reported: a few sparse 15 x 15 and the largest boards take longer."""
    records = load_dataset("NumberLink_dataset.json")
    assert len(records) == DATASET_SIZE
    genres = {name: check(name, record, RECORD_SECONDS) for name, record in sorted(records.items())}
    late = sorted(name for name, genre in genres.items() if genre == "timeout")
    print(f"past {RECORD_SECONDS:g} s: {len(late)}: {', '.join(late)}")
    assert list(genres.values()).count("numberlink") <= 6
    assert [name for name, genre in genres.items() if genre == "damaged"] == ["341_11x10"]


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        for genre in ("numberlink", "arukone"):
            puzzle = formats.load(record["problem"], fmt="puzzlekit", genre=genre)
            assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
            for fmt in ("pzprv3", "puzzlink", "json"):
                assert formats.load(formats.dump(puzzle, fmt)) == puzzle, (genre, fmt)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "https://puzz.link/p?arukone/e/4/4/12l3123j",
            "<argument>:1:29: the variant of flag 'e' (cells may stay empty, which is Numberlink: read it as numlin)",
        ),
        ("https://puzz.link/p?numlin/2/1/.", "<argument>:1:"),
        ("pzprv3/numlin/1/2/1 - /0 /", "<argument>:1:"),
    ],
)
def test_variants_and_unknown_numbers_are_refused(source: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", source])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr


def test_a_number_without_a_partner_has_no_answer() -> None:
    puzzle = formats.load("2 2\n1 -\n- 2\n", fmt="puzzlekit", genre="numberlink")
    assert loopcp.solve(puzzle).status is Status.UNSOLVABLE


# Deduction: the generic engine with the paths' own rule (logic/network.py), sound against brute force in
# tests/test_logic_generic.py; here what it says.


def test_grade_and_hint_speak_of_the_paths() -> None:
    graded = CliRunner().invoke(app, ["grade", "https://puzz.link/p?arukone/4/4/12l3123j"])
    assert (graded.exit_code, graded.stdout) == (0, "<argument>: direct (15 steps)\n")
    hint = CliRunner().invoke(app, ["hint", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"])
    assert hint.exit_code == 0, hint.output
    assert hint.stdout.splitlines()[0] == (
        "[direct] A line there would join two different numbers, so r1c1-r2c1 and r4c5-r5c5 are crosses."
    )


@pytest.mark.parametrize(
    ("genre", "text", "why"),
    [
        ("numberlink", "2 3\n1 - 2\n2 - 1\n", "the path from the 1 at r1c1 would end at the 2 at r1c3"),
        ("arukone", "2 3\n1 - 2\n2 - 1\n", "the path from the 1 at r1c1 would end at the 2 at r1c3"),
        ("numberlink", "3 3\n1 - 2\n- - -\n2 - 1\n", "the line into r3c2 would have no way out"),
    ],
)
def test_boards_without_an_answer_are_contradictions_said_in_words(genre: str, text: str, why: str) -> None:
    deduction = logic.deduce(formats.load(text, fmt="puzzlekit", genre=genre))
    assert (deduction.grade, deduction.contradiction) == ("contradiction", why)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1 3\n1 - 2\n", "no solution: the 1 at r1c1 has no partner"),
        ("3 3\n1 - 1\n- 1 -\n- - -\n", "no solution: the 1 appears 3 times (r1c1, r1c3, r2c2), not twice"),
        ("3 3\n- - -\n- - -\n- - -\n", "no solution: the board has no numbers, so there is no path to draw"),
        ("2 3\n1 - 2\n2 - 1\n", "no solution: the path from the 1 at r1c1 would end at the 2 at r1c3"),
    ],
    ids=["no-partner", "three-times", "empty-board", "crossing-pairs"],
)
def test_solve_says_why_a_board_has_no_answer(text: str, said: str) -> None:
    """A setter's mistakes named by ``solve`` and ``grade`` alike: an empty board is an error, not a unique puzzle."""
    for command in (["solve", "--no-timing"], ["grade"]):
        result = CliRunner().invoke(app, [*command, "--genre", "numberlink", "-"], input=text)
        assert (result.exit_code, result.stdout) == (1, f"<stdin>: {said}\n")


@pytest.mark.parametrize(
    ("text", "lines", "offs", "why"),
    [
        (
            "3 3\n1 - -\n2 - 2\n- - 1\n",
            [("h", 1, 0), ("h", 1, 1)],
            [],
            "the 1 at r1c1 could no longer reach the 1 at r3c3",
        ),
        ("2 4\n1 - - 1\n- - - -\n", [("h", 0, j) for j in range(3)], [(1, 0)], "no unfinished path could reach r2c1"),
    ],
)
def test_the_paths_rule_sees_what_can_no_longer_be_reached(
    text: str, lines: list[Edge], offs: list[tuple[int, int]], why: str
) -> None:
    """A finished path walls a number off from its partner, or (Arukone) a cell that must be on a path."""
    net = Network(formats.load(text, fmt="puzzlekit", genre="arukone"))
    values: dict[Term, int] = {e: 1 for e in lines}
    values.update({(OFF, i, j): 0 for i, j in offs})
    with pytest.raises(Contradiction, match=f"^{why}$"):
        net.apply(net.rules[net.loop], values)
    del values[lines[-1]]
    net.apply(net.rules[net.loop], values)  # one line less: the way is open again


@pytest.mark.parametrize(("genre", "level"), [("arukone", "trial"), ("numberlink", "direct")])
def test_a_difficulty_asked_is_the_grade_given(genre: str, level: str) -> None:
    made = generate(Options(genre, 6, 6, 2, difficulty=level))
    assert made.grade == level == logic.deduce(made.puzzle).grade


def test_decided_speaks_of_the_paths() -> None:
    result = CliRunner().invoke(
        app, ["solve", "--decided", "--no-timing", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"]
    )
    assert result.stdout.splitlines()[:2] == [
        "<argument>: unique solution: all 40 edges decided (22 on the paths, 18 off)",
        "cells: 25 on the paths in every solution, 0 in none, 0 undecided",
    ]


@pytest.mark.parametrize("genre", ["numberlink", "arukone"])
def test_no_two_generated_paths_can_be_joined(genre: str) -> None:
    """After the repairs, paths whose ends touch are joined wherever the puzzle stays unique: none is left."""
    made = generate(Options(genre, 6, 6, 1))
    on = made.solution.edges()
    paths = []
    for first, _ in rules.ends(made.puzzle):
        path = [first]
        while len(path) == 1 or path[-1] not in {p for pair in rules.ends(made.puzzle) for p in pair}:
            i, j = path[-1]
            step = next(
                c
                for c in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1))
                if c not in path and _edge(path[-1], c) in on
            )
            path.append(step)
        paths.append(path)
    joins = 0
    for a, b in itertools.permutations(paths, 2):
        for ta, tb in ((a[-1], b[0]), (a[0], b[0]), (a[-1], b[-1])):
            if abs(ta[0] - tb[0]) + abs(ta[1] - tb[1]) == 1:
                head = a if ta == a[-1] else a[::-1]
                tail = b if tb == b[0] else b[::-1]
                joined = [p for p in paths if p is not a and p is not b] + [head + tail]
                puzzle = make.clues(get_genre(genre), 6, 6, joined)
                assert loopcp.solve(puzzle).status is Status.MULTIPLE
                joins += 1
    assert joins > 0


def _edge(a: tuple[int, int], b: tuple[int, int]) -> Edge:
    (i, j), (k, _) = sorted((a, b))
    return ("h", i, j) if i == k else ("v", i, j)


def _pair_board(genre: str, rows: int, cols: int, one: tuple[int, int], two: tuple[int, int]) -> Puzzle:
    """A board of one pair of 1s: sparse, so that ``search`` looks for its answer under the guide first."""
    grid = [["-"] * cols for _ in range(rows)]
    for i, j in (one, two):
        grid[i][j] = "1"
    text = f"{rows} {cols}\n" + "\n".join(" ".join(row) for row in grid)
    return formats.load(text, "<pair>", fmt="puzzlekit", genre=genre)


def _guided_outcomes(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What each call of ``search._guided`` gave (None: the plain search answered)."""
    seen: list[object] = []
    real = search._guided

    def spy(*args: Any, **kwargs: Any) -> object:
        seen.append(real(*args, **kwargs))
        return seen[-1]

    monkeypatch.setattr(search, "_guided", spy)
    return seen


def test_the_guide_decides_no_verdict_when_the_only_answer_runs_beside_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """2 x 11 Arukone, 1s at the two left cells: the one answer runs out along a row and back beside itself."""
    puzzle = _pair_board("arukone", 2, 11, (0, 0), (1, 0))
    genre = get_genre("arukone")
    model = LoopModel(genre.lattice(puzzle), genre.constraints(puzzle), paths=genre.paths(puzzle))
    assert model.guide is not None
    guided = model.probe([model.guide])
    assert (guided.loop, guided.proved) == (None, True)  # nothing keeps to the guide ...
    seen = _guided_outcomes(monkeypatch)
    result = loopcp.solve(puzzle)
    assert seen == [None]  # ... so the plain search answers, and proves
    assert (result.status, result.count, len(result.solutions[0].edges())) == (Status.UNIQUE, 1, 21)


def test_a_guided_answer_is_verified_and_a_second_is_looked_for_without_the_guide(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same board as Numberlink: the guide's answer is the one line between the 1s; a detour is another."""
    seen = _guided_outcomes(monkeypatch)
    result = loopcp.solve(_pair_board("numberlink", 2, 11, (0, 0), (1, 0)))
    assert len(seen) == 1 and seen[0] is not None
    assert (result.status, result.count) == (Status.MULTIPLE, 2)
    first, second = (s.edges() for s in result.solutions)
    assert first == frozenset({("v", 0, 0)})
    assert len(second) % 2 == 1 and ("v", 0, 0) not in second
    kept = search.solve(_pair_board("numberlink", 2, 11, (0, 0), (1, 0)), keep=1)
    assert (kept.count, [s.edges() for s in kept.solutions]) == (2, [first])
    unique = loopcp.solve(_pair_board("numberlink", 1, 21, (0, 0), (0, 20)))
    assert (unique.status, unique.count, len(seen)) == (Status.UNIQUE, 1, 3)
    assert seen[-1] is not None


def test_a_plain_search_of_a_dense_board_is_not_guided(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer than ``cpsat.paths.SPARSE`` cells a pair: the plain search alone, as before the guide."""
    seen = _guided_outcomes(monkeypatch)
    loopcp.solve(_pair_board("numberlink", 4, 5, (0, 0), (3, 4)))
    assert seen == []


def test_a_sparse_record_whose_proof_runs_out_of_time_still_has_its_answer() -> None:
    """478_15x15 (nine pairs on 225 cells): the plain search found no answer in a minute; the guide finds it at once.

    Its proof of uniqueness takes longer than the limit (and than a minute), so the verdict stays unknown.
    """
    records = json.loads((genre_data.DATA / "arukone" / "puzzlekit-hard.json").read_text())
    record = records["478_15x15"]
    puzzle = formats.load(record["problem"], "478_15x15", fmt="puzzlekit", genre="arukone")
    result = loopcp.solve(puzzle, time_limit=5.0)
    assert result.status in (Status.UNKNOWN, Status.UNIQUE) and result.count == 1
    assert result.solutions[0].edges() == puzzlekit.loop(record["solution"], "<solution>", "arukone")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    genre=st.sampled_from(["numberlink", "arukone"]),
    shape=st.sampled_from([(1, 21), (2, 11), (2, 21), (3, 7), (3, 14), (4, 6), (5, 5), (6, 7)]),
    seed=st.integers(0, 10**6),
    limit=st.sampled_from([1, 2]),
)
def test_the_guide_never_changes_a_verdict(
    monkeypatch: pytest.MonkeyPatch, genre: str, shape: tuple[int, int], seed: int, limit: int
) -> None:
    """Sparse random boards (unique, several answers, none), with the guide's first answer (a Numberlink's tried
    with every cell on a path first, and without that), and without the guide: one verdict, one count."""
    rows, cols = shape
    cells = random.Random(seed).sample([(i, j) for i in range(rows) for j in range(cols)], 2 * (rows * cols // 21))
    grid = [["-"] * cols for _ in range(rows)]
    for k, (i, j) in enumerate(cells):
        grid[i][j] = str(k // 2 + 1)
    text = f"{rows} {cols}\n" + "\n".join(" ".join(row) for row in grid)
    puzzle = formats.load(text, "<random>", fmt="puzzlekit", genre=genre)
    filled = loopcp.solve(puzzle, max_solutions=limit)
    monkeypatch.setattr(cpsat_core, "_fills", lambda *_: True)  # the guide alone
    guided = loopcp.solve(puzzle, max_solutions=limit)
    monkeypatch.setattr(paths, "SPARSE", 10**9)  # neither
    plain = loopcp.solve(puzzle, max_solutions=limit)
    for result in (filled, guided):
        assert (result.status, result.count, result.complete) == (plain.status, plain.count, plain.complete)
        if result.status is Status.UNIQUE:
            assert result.solutions == plain.solutions
        for solution in result.solutions:
            assert verify.problems(puzzle, solution) == []


@st.composite
def straight_tilings(draw: st.DrawFn) -> tuple[str, int]:
    """A board cut into straight paths of two cells or more, along its rows (or its columns): the clues are their
    ends, and the paths an answer that fills the board and keeps to the guide.  Returns the text and the pairs."""
    rows, cols = draw(st.integers(1, 4)), draw(st.integers(2, 6))
    grid = [["-"] * cols for _ in range(rows)]
    pair = 0
    for row in grid:
        bounds = [0]
        for cut in sorted(draw(st.sets(st.integers(2, cols - 2), max_size=2)) if cols >= 4 else []):
            if cut - bounds[-1] >= 2:
                bounds.append(cut)
        for start, end in itertools.pairwise([*bounds, cols]):
            pair += 1
            row[start] = row[end - 1] = str(pair)
    if draw(st.booleans()):
        grid = [list(column) for column in zip(*grid, strict=True)]
    return f"{len(grid)} {len(grid[0])}\n" + "\n".join(" ".join(row) for row in grid), pair


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(board=straight_tilings(), limit=st.sampled_from([1, 2]))
def test_an_answer_that_fills_the_board_never_changes_a_verdict(
    monkeypatch: pytest.MonkeyPatch, board: tuple[str, int], limit: int
) -> None:
    """Boards with an answer that fills them and keeps to the guide, every one taken for sparse: the first answer
    comes from the fill switch, and the verdict and count are those of the guide alone and of the plain search."""
    text, pairs_ = board
    puzzle = formats.load(text, "<tiled>", fmt="puzzlekit", genre="numberlink")
    monkeypatch.setattr(paths, "SPARSE", 1)  # every board has the guide and the fill switch
    filled = loopcp.solve(puzzle, max_solutions=limit)
    assert len(filled.solutions[0].edges()) == puzzle.rows * puzzle.cols - pairs_  # the fill switch's answer
    monkeypatch.setattr(cpsat_core, "_fills", lambda *_: True)  # the guide alone
    guided = loopcp.solve(puzzle, max_solutions=limit)
    monkeypatch.setattr(paths, "SPARSE", 10**9)  # neither
    plain = loopcp.solve(puzzle, max_solutions=limit)
    for result in (filled, guided):
        assert (result.status, result.count, result.complete) == (plain.status, plain.count, plain.complete)
        if result.status is Status.UNIQUE:
            assert result.solutions == plain.solutions
        for solution in result.solutions:
            assert verify.problems(puzzle, solution) == []


def test_a_sparse_numberlink_is_answered_by_an_answer_that_fills_the_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 39: nine pairs on 15 x 15, read as numlin; the plain and the guided search found no answer in 120 s.

    The same model with every cell on a path (the clues read as Arukone) and the guide answers at once; the
    answer is a Numberlink answer, verified by Numberlink's rules, and one answer asked for is not a verdict.
    """
    puzzle = formats.load(SPARSE_NUMLIN)
    genre = get_genre("numberlink")
    built = LoopModel(genre.lattice(puzzle), genre.constraints(puzzle), paths=genre.paths(puzzle))
    assert (built.guide, built.fill) == (0, 1)
    seen = _guided_outcomes(monkeypatch)
    result = loopcp.solve(puzzle, max_solutions=1, time_limit=30.0)
    assert (result.status, result.count, result.complete, result.timed_out) == (Status.UNKNOWN, 1, False, False)
    assert len(seen) == 1 and seen[0] is not None
    assert verify.problems(puzzle, result.solutions[0]) == []
    assert len(result.solutions[0].edges()) == 15 * 15 - 9  # every cell on a path: nine paths, 225 cells
    arukone = formats.load(SPARSE_NUMLIN.replace("numlin", "arukone"))
    assert verify.problems(arukone, result.solutions[0]) == []


def test_only_a_sparse_board_whose_rules_leave_cells_empty_has_the_fill_switch() -> None:
    for text, genre, fill in [
        (SPARSE_NUMLIN, "numberlink", 1),
        (SPARSE_NUMLIN.replace("numlin", "arukone"), "arukone", None),  # its rules fill the board already
        ("https://puzz.link/p?numlin/4/5/1s1", "numberlink", None),  # dense: no guide, no switch
    ]:
        puzzle = formats.load(text)
        rules = get_genre(genre)
        built = LoopModel(rules.lattice(puzzle), rules.constraints(puzzle), paths=rules.paths(puzzle))
        assert built.fill == fill, genre


def test_one_answer_asked_for_of_a_sparse_board_comes_from_the_guide() -> None:
    """``max_solutions=1`` on 478_15x15: the guide's answer, and the same verdict as the plain search gives."""
    records = json.loads((genre_data.DATA / "arukone" / "puzzlekit-hard.json").read_text())
    record = records["478_15x15"]
    puzzle = formats.load(record["problem"], "478_15x15", fmt="puzzlekit", genre="arukone")
    result = loopcp.solve(puzzle, max_solutions=1, time_limit=10.0)
    assert (result.status, result.count, result.complete, result.timed_out) == (Status.UNKNOWN, 1, False, False)
    assert result.solutions[0].edges() == puzzlekit.loop(record["solution"], "<solution>", "arukone")
