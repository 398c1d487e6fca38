"""Generation: unique, minimal, deterministic puzzles, with symmetric clue patterns when asked."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

import loopcp
from loopcp import formats, verify
from loopcp.cli import app, streams
from loopcp.formats import knuth
from loopcp.generation import make as gen
from loopcp.generation.clues import Board
from loopcp.generation.growth import rotations
from loopcp.generation.make import Generated, Options, batch, generate, generate_many
from loopcp.generation.options import SYMMETRIES
from loopcp.genres import kind_of, recipe_names
from loopcp.genres.slitherlink import SLITHERLINK, recipe
from loopcp.genres.slitherlink.recipe import region_clue
from loopcp.grid import MIRROR, Cell, image
from loopcp.puzzle import Puzzle, Solution, SolveResult, Status

from bruteforce import matching
from conftest import DATA

runner = CliRunner()
Cells = Sequence[tuple[int, int]]
GOLDEN = DATA / "generated"


@dataclass(frozen=True)
class Case:
    """One generation request, small enough for the test suite."""

    genre: str
    rows: int
    cols: int
    seed: int
    symmetry: str = "none"

    @property
    def id(self) -> str:
        return f"{self.genre}-{self.rows}x{self.cols}-seed{self.seed}-{self.symmetry}"

    def options(self) -> Options:
        return Options(self.genre, self.rows, self.cols, self.seed, self.symmetry)


CASES = [
    Case("slitherlink", 5, 5, 1),
    Case("slitherlink", 6, 8, 2),
    Case("slitherlink", 7, 7, 3, "rot2"),
    Case("slitherlink", 6, 6, 4, "rot4"),
    Case("slitherlink", 7, 8, 5, "mirror"),
    Case("masyu", 6, 6, 1),
    Case("masyu", 7, 8, 2),
    Case("masyu", 8, 8, 3, "rot2"),
    Case("masyu", 7, 7, 4, "rot4"),
    Case("masyu", 8, 7, 5, "mirror"),
    Case("superslitherlink", 6, 6, 1),
    Case("superslitherlink", 7, 7, 2),
    Case("superslitherlink", 6, 6, 1, "rot2"),
    Case("superslitherlink", 6, 6, 1, "rot4"),
    Case("superslitherlink", 7, 7, 1, "mirror"),
]


def _made(case: Case) -> Generated:
    return generate(case.options())


def _clued(puzzle: Puzzle) -> set[tuple[int, int]]:
    return {(i, j) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch != "."}


def _without(puzzle: Puzzle, cells: set[tuple[int, int]]) -> Puzzle:
    """The puzzle with the clues in these cells removed (a letter goes with all its cells)."""
    letters = {puzzle.char(c) for c in cells if puzzle.char(c).isalpha()}
    grid = tuple(
        "".join("." if (i, j) in cells or ch in letters else ch for j, ch in enumerate(row))
        for i, row in enumerate(puzzle.cells)
    )
    return Puzzle(puzzle.genre, puzzle.rows, puzzle.cols, grid, tuple(x for x in puzzle.letters if x[0] not in letters))


def _orbit_of(case: Case, cell: tuple[int, int]) -> set[tuple[int, int]]:
    turns = SYMMETRIES[case.symmetry]
    return next(set(o) for o in rotations(case.rows, case.cols, turns) if cell in o)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_generated_puzzles_are_unique_and_solved_by_their_loop(case: Case) -> None:
    made = _made(case)
    assert (made.puzzle.rows, made.puzzle.cols, kind_of(made.puzzle)) == (case.rows, case.cols, case.genre)
    result = loopcp.count(made.puzzle, limit=2)
    assert (result.status, result.count, result.complete) == (Status.UNIQUE, 1, True)
    assert verify.problems(made.puzzle, made.solution) == []
    assert knuth.parse(knuth.write(made.puzzle), genre=made.puzzle.genre) == made.puzzle


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_clue_is_necessary(case: Case) -> None:
    """Removing any clue (any orbit of clues under the symmetry) leaves at least two solutions."""
    made = _made(case)
    clued = _clued(made.puzzle)
    assert clued
    for cell in sorted(clued):
        smaller = _without(made.puzzle, _orbit_of(case, cell) & clued)
        result = loopcp.solve(smaller, max_solutions=2)
        assert (result.status, result.count) == (Status.MULTIPLE, 2), (case.id, cell)


@pytest.mark.parametrize("seed", range(6))
def test_tiny_slitherlink_is_unique_and_minimal_by_brute_force(seed: int) -> None:
    """An independent check: every loop of a 4x4 board, against the puzzle and each one-clue-less puzzle."""
    made = generate(Options("slitherlink", 4, 4, seed))
    cells = made.puzzle.cells
    assert matching(cells) == [made.solution.edges()]
    for i, row in enumerate(cells):
        for j, ch in enumerate(row):
            if ch != ".":
                fewer = list(cells)
                fewer[i] = row[:j] + "." + row[j + 1 :]
                assert len(matching(tuple(fewer))) >= 2, (seed, i, j)


@pytest.mark.parametrize("case", [c for c in CASES if c.symmetry != "none"], ids=lambda c: c.id)
def test_symmetric_clue_patterns(case: Case) -> None:
    clued = _clued(_made(case).puzzle)
    turns = SYMMETRIES[case.symmetry]
    for orbit in rotations(case.rows, case.cols, turns):
        assert len(set(orbit) & clued) in (0, len(orbit)), orbit
    if case.symmetry == "mirror":  # the columns reversed, each row as it was
        assert clued == {(i, case.cols - 1 - j) for i, j in clued}


def _cut(puzzle: Puzzle) -> set[frozenset[tuple[int, int]]]:
    """A SuperSlitherlink's pattern: each letter region's cells, and each digit's cell."""
    parts: dict[str, set[tuple[int, int]]] = {}
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch.isalpha():
                parts.setdefault(ch, set()).add((i, j))
            elif ch != ".":
                parts[f"{i},{j}"] = {(i, j)}
    return {frozenset(part) for part in parts.values()}


@pytest.mark.parametrize(
    ("symmetry", "difficulty"), [("rot2", "any"), ("rot4", "any"), ("mirror", "any"), ("mirror", "hard")]
)
def test_a_symmetric_superslitherlink_cuts_regions_onto_regions(symmetry: str, difficulty: str) -> None:
    """The pattern is the cut: a letter region's image is a letter region (or itself), a digit's cell a digit's.

    A 7x7 board: the mirror's middle column and the middle cell of a turn are their own images.
    """
    turns = SYMMETRIES[symmetry]
    puzzle = generate(Options("superslitherlink", 7, 7, 1, symmetry, difficulty=difficulty)).puzzle
    cut = _cut(puzzle)
    assert sum(len(part) > 1 for part in cut) >= 3  # not empty: at least three letter regions
    assert {frozenset(image(cell, 7, 7, turns) for cell in part) for part in cut} == cut


def test_a_region_is_cut_with_its_images_or_as_its_own_image() -> None:
    """A region that overlaps its image grows into its own image, or is not cut; each image lies on one side."""
    board = Board(SLITHERLINK, 2, 4)

    def grown(cells: set[Cell], want: int, turns: int, inside: Cells = (), taken: Cells = ()) -> object:
        return recipe._grown(board, frozenset(inside), set(taken), frozenset(cells), want, turns)

    assert grown({(0, 0), (1, 0)}, 4, MIRROR) == {(0, 0), (1, 0)}  # its image, r1c4-r2c4, apart
    assert grown({(0, 1), (0, 2)}, 2, MIRROR) == {(0, 1), (0, 2)}  # its own image
    assert grown({(0, 0), (0, 1), (0, 2)}, 4, MIRROR) == {(0, 0), (0, 1), (0, 2), (0, 3)}  # made its own image
    assert grown({(0, 0), (0, 1), (0, 2)}, 3, MIRROR) is None  # would overlap its image: not cut
    assert grown({(0, 1), (0, 2), (1, 1)}, 4, 2) == {(0, 1), (0, 2), (1, 1), (1, 2)}  # a half turn's own image
    assert grown({(0, 1), (0, 2)}, 4, 2) == {(0, 1), (0, 2)}  # its half turn, r2c2-r2c3, apart
    assert grown({(0, 1), (0, 2)}, 4, 2, taken=[(1, 1)]) is None  # its half turn is taken
    assert grown({(0, 0)}, 4, MIRROR, inside=[(0, 3)]) == {(0, 0)}  # its image inside, itself out
    assert grown({(0, 0), (1, 0)}, 4, MIRROR, inside=[(0, 3)]) is None  # its image across the loop


@pytest.mark.parametrize("seed", range(3))
def test_superslitherlink_has_at_least_three_letter_regions(seed: int) -> None:
    puzzle = generate(Options("superslitherlink", 8, 8, seed)).puzzle
    sizes = {letter: sum(row.count(letter) for row in puzzle.cells) for letter, _ in puzzle.letters}
    assert sum(size >= 2 for size in sizes.values()) >= 3


def test_same_seed_same_puzzle_and_different_seeds_differ() -> None:
    options = Options("slitherlink", 6, 6, 11)
    assert generate(options).puzzle == generate(options).puzzle
    assert generate(options).puzzle != generate(replace(options, seed=12)).puzzle


def test_batches_use_consecutive_seeds_and_keep_their_order() -> None:
    jobs = batch(Options("masyu", 5, 5, 40), 3)
    assert [j.seed for j in jobs] == [40, 41, 42]
    serial = [g.puzzle for g in generate_many(jobs) if isinstance(g, Generated)]
    assert serial == [generate(j).puzzle for j in jobs]


# The pinned puzzles, each in tests/data/generated/NAME.txt.
GOLDEN_NAMES = [
    "slitherlink-5x5-seed1",
    "masyu-6x6-seed1",
    "superslitherlink-6x6-seed1",
    "yajilin-6x6-seed1",
    "regionalyajilin-6x6-seed1",
    "koburin-6x6-seed1",
    "countryroad-6x6-seed1",
    "moonsun-6x6-seed1",
    "castlewall-6x6-seed1",
    "geradeweg-6x6-seed1",
    "simpleloop-6x6-seed1",
    "linesweeper-6x6-seed1",
    "entryexit-6x6-seed1",
    "shingoki-6x6-seed1",
    "numberlink-6x6-seed1",
    "arukone-6x6-seed1",
    "balanceloop-6x6-seed1",
    "dotchiloop-6x6-seed1",
    "detour-6x6-seed1",
    "doubleback-6x6-seed1",
    "allornothing-6x6-seed1",
    "tapalikeloop-6x6-seed1",
    "uramashu-6x6-seed1",
    "nanameguri-6x6-seed1",
    "kurarin-6x6-seed1",
    "slalom-6x6-seed1",
    "nagare-6x6-seed1",
    "vertexslitherlink-6x6-seed1",
    "touchslitherlink-6x6-seed1",
    "sheepwolvesslitherlink-6x6-seed1",
    "midloop-6x6-seed1",
    "maxi-6x6-seed1",
    "railpool-6x6-seed1",
    "mejilink-6x6-seed1",
    "pipelink-6x6-seed1",
    "barns-6x6-seed1",
    "kaisu-6x6-seed1",
    "nagenawa-6x6-seed1",
]


@pytest.mark.parametrize("name", GOLDEN_NAMES, ids=str)
def test_golden_output(name: str) -> None:
    """The bytes of a few puzzles of ``--difficulty any``, pinned: the same seed and version give the same puzzle."""
    genre, size, seed = name.rsplit("-", 2)
    code, out, _ = run("generate", genre, "--size", size, "--seed", seed.removeprefix("seed"), "--difficulty", "any")
    assert code == 0
    assert out == (GOLDEN / f"{name}.txt").read_text()


def test_a_board_no_loop_can_fill_is_refused_at_once() -> None:
    code, out, err = run("generate", "detour", "--size", "5x5", "--seed", "1")
    assert (code, out) == (2, "")
    assert err == "seed 1: a detour loop passes through every cell, and no loop has an odd number of them: 5x5 has 25\n"


# --- the command line -----------------------------------------------------------------------


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_count_prints_puzzles_in_seed_order_separated_by_blank_lines() -> None:
    code, out, err = run("generate", "slitherlink", "--size", "4x5", "--seed", "7", "--count", "3", "-d", "any")
    assert code == 0
    assert [line.split(": ")[0] for line in err.splitlines()] == ["seed 7", "seed 8", "seed 9"]
    texts = out.split("\n\n")
    assert len(texts) == 3
    for k, text in enumerate(texts):
        expected = generate(Options("slitherlink", 4, 5, 7 + k)).puzzle
        assert knuth.parse(text if text.endswith("\n") else text + "\n") == expected


def test_jobs_do_not_change_the_output() -> None:
    args = ("generate", "masyu", "--size", "6x6", "--seed", "3", "--count", "3")
    one = run(*args, "--jobs", "1")
    two = run(*args, "--jobs", "2")
    assert one[0] == two[0] == 0
    assert one[1] == two[1]


@pytest.mark.parametrize("fmt", ["tatham", "puzzlink"])
@pytest.mark.parametrize("genre", ["slitherlink", "masyu"])
def test_game_id_and_url_output_read_back_as_the_same_puzzle(genre: str, fmt: str) -> None:
    code, out, err = run("generate", genre, "--size", "5x6", "--seed", "2", "--to", fmt, "-d", "any")
    assert (code, err.split(": ")[0]) == (0, "seed 2")
    assert out.count("\n") == 1
    assert formats.load(out.strip(), fmt=fmt) == generate(Options(genre, 5, 6, 2)).puzzle


def test_json_output() -> None:
    code, out, _ = run("generate", "superslitherlink", "--size", "6x6", "--seed", "5", "--to", "json")
    assert code == 0
    obj = json.loads(out)
    assert set(obj) == {
        "genre",
        "rows",
        "cols",
        "seed",
        "symmetry",
        "difficulty",
        "grade",
        "clues",
        "seconds",
        "puzzle",
        "solution",
        "stats",
    }
    assert obj["difficulty"] == obj["grade"] == "hard"
    assert (obj["genre"], obj["rows"], obj["cols"], obj["seed"], obj["symmetry"]) == (
        "superslitherlink",
        6,
        6,
        5,
        "none",
    )
    puzzle = knuth.parse(obj["puzzle"])
    solution = Solution(tuple(map(tuple, obj["solution"]["h"])), tuple(map(tuple, obj["solution"]["v"])))
    assert verify.problems(puzzle, solution) == []
    assert obj["clues"] == sum(ch.isdigit() for row in puzzle.cells for ch in row) + len(puzzle.letters)


def test_without_a_seed_one_is_drawn_and_shown() -> None:
    code, out, err = run("generate", "slitherlink", "--size", "4x4", "--difficulty", "any")
    assert code == 0
    seed = int(err.split()[1])
    made = generate(Options("slitherlink", 4, 4, seed))
    assert err == f"seed {seed} (pass --seed {seed} to make the same puzzles again)\nseed {seed}: grade {made.grade}\n"
    assert knuth.parse(out) == made.puzzle


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("masyu", "--size", "6x7", "--symmetry", "rot4"), "--symmetry rot4 needs a square board, got 6x7\n"),
        (("masyu", "--size", "6by7"), "expected a size MxN such as 10x10 (M rows by N columns), got '6by7'\n"),
        (("masyu", "--size", "1x7"), "expected between 2 and 100 rows and columns, got 1x7\n"),
        (
            ("slitherlink", "--to", "xml"),
            "unknown format 'xml'; choose one of: knuth, puzzlekit, tatham, puzzlink, pzprv3, mcc, json\n",
        ),
        (
            ("superslitherlink", "--to", "tatham"),
            "a superslitherlink puzzle has letter regions, which have no tatham form; choose knuth, mcc or json\n",
        ),
        (
            ("countryroad", "--size", "5x5", "--symmetry", "rot2"),
            "seed 1: --symmetry for countryroad needs an even number of rows or columns, got 5x5\n",
        ),
        (
            ("kaisu", "--size", "5x5", "--symmetry", "rot4"),
            "seed 1: no kaisu puzzle looks the same after a quarter turn: it would keep or swap the start and the goal,"
            " so a half turn would keep each, and that keeps only the middle cell; choose rot2 or mirror\n",
        ),
    ],
    ids=str,
)
def test_bad_options_exit_2_with_one_line(args: tuple[str, ...], message: str) -> None:
    code, out, err = run("generate", *args, "--seed", "1")
    assert (code, out, err) == (2, "", message)


def test_a_board_too_small_exits_1_and_says_so() -> None:
    code, out, err = run("generate", "superslitherlink", "--size", "2x2", "--seed", "1", "-d", "any")
    assert (code, out) == (1, "")
    assert err == "seed 1: no superslitherlink puzzle after 200 loops; try another seed or a larger board\n"


def test_time_limit_exits_3_and_says_so() -> None:
    code, out, err = run("generate", "slitherlink", "--size", "6x6", "--seed", "1", "--time-limit", "0")
    assert (code, out) == (3, "")
    assert err == "seed 1: the time limit of 0 s ended generation before a puzzle was finished\n"


def test_the_final_check_of_a_puzzle_keeps_to_the_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last solve of a finished puzzle gets what is left of the limit, and running out of it is a time limit."""
    given: list[float | None] = []

    def out_of_time(puzzle: Puzzle, *, max_solutions: int, time_limit: float | None) -> SolveResult:
        given.append(time_limit)
        return SolveResult(puzzle, Status.UNKNOWN, (), 0, False, time_limit or 0.0, timed_out=True)

    monkeypatch.setattr(gen.search, "solve", out_of_time)
    with pytest.raises(gen.TimeLimitError) as info:
        generate(Options("slitherlink", 4, 4, 1, time_limit=60.0))
    assert str(info.value) == "the time limit ended generation before a puzzle was finished"
    assert len(given) == 1 and given[0] is not None and 0 < given[0] <= 60.0


def test_board_assembles_letters_in_reading_order() -> None:
    board = Board(SLITHERLINK, 2, 3)
    loop = frozenset({("h", 0, 0), ("h", 2, 0), ("v", 0, 0), ("v", 1, 0), ("v", 0, 1), ("v", 1, 1)})
    clues = [region_clue(board, [(0, 2), (1, 2)], loop), region_clue(board, [(0, 0), (1, 0)], loop)]
    puzzle = board.assemble(clues)
    assert (puzzle.cells, puzzle.letters) == (("A.B", "A.B"), (("A", 6), ("B", 0)))


def test_golden_files_are_exactly_the_golden_cases() -> None:
    """Golden files and golden cases match both ways, and every genre ``generate`` makes has a case.

    A file missing, left behind by a case that is gone, or never compared by ``test_golden_output`` fails here.
    """
    files = {p.name for p in Path(GOLDEN).iterdir()}
    cases = {f"{name}.txt" for name in GOLDEN_NAMES}
    assert (sorted(cases - files), sorted(files - cases)) == ([], []), "(cases without a file, files without a case)"
    assert {name.rsplit("-", 2)[0] for name in GOLDEN_NAMES} == set(recipe_names())


@pytest.mark.parametrize(("count", "shown"), [(1, "generating 4x4 slitherlink"), (2, "2/2")])
def test_a_terminal_sees_progress_on_stderr(monkeypatch: pytest.MonkeyPatch, count: int, shown: str) -> None:
    screen = io.StringIO()
    monkeypatch.setattr(streams.consoles, "_err", Console(file=screen, force_terminal=True, width=80))
    code, out, _ = run("generate", "slitherlink", "--size", "4x4", "--seed", "3", "--count", str(count))
    assert code == 0
    assert shown in screen.getvalue()
    assert out.count("\n\n") == count - 1  # the drawing of progress never reaches standard output


@pytest.mark.parametrize("genre", ["slitherlink", "masyu"])
def test_a_time_limit_ends_every_phase_of_a_large_board(genre: str) -> None:
    """A 100x100 loop took 5 s (Slitherlink) or 15 s (Masyu) to grow, its clues 20 s to build: all under the clock."""
    start = time.perf_counter()
    with pytest.raises(gen.TimeLimitError, match="the time limit ended generation"):
        generate(Options(genre, 100, 100, 1, time_limit=0.5))
    assert time.perf_counter() - start < 5  # not the 20 s and more that it takes unbounded


def test_a_loop_through_every_cell_needs_an_even_number_of_cells() -> None:
    code, out, err = run("generate", "entryexit", "--size", "5x5", "--seed", "1")
    assert (code, out) == (2, "")
    assert err.endswith("so the board needs an even number of cells, got 5x5\n")
