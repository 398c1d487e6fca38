"""Exact-cover (MCC) export: Knuth's bytes on golden files, and covers that are exactly the local solutions.

The golden ``tests/data/mcc/*.mcc`` files were printed by Knuth's own drivers
(``tests/data/mcc/regenerate.sh``).  The property test reads our rows back
with a small exact-cover solver written here, and checks that the covers are
exactly the edge sets that the CP-SAT model allows before its loop filter,
and that the covers that are one loop are exactly what ``solve`` finds.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from loopcp.cli import app
from loopcp.formats import dump, knuth, mcc
from loopcp.genres import get_genre, kind_of
from loopcp.grid import edge_ends, edge_faces
from loopcp.puzzle import Edge, Puzzle
from loopcp.search import solve

from conftest import BUNDLED, DATA

GOLDEN = DATA / "mcc"
GOLDEN_CASES = sorted(path.stem for path in GOLDEN.glob("*.txt"))


def golden_puzzle(stem: str) -> Puzzle:
    """A golden case's puzzle; its genre is in its file name."""
    genre = "masyu" if stem.startswith("masyu") else "slitherlink"
    return knuth.parse((GOLDEN / f"{stem}.txt").read_text(), stem, genre)


def test_the_golden_cases_are_there() -> None:
    assert GOLDEN_CASES == [
        "masyu-5x5",
        "masyu-abort-3x3",
        "pi-day-2025",
        "slitherlink-4x4",
        "superslitherlink-5x5",
    ]
    assert (GOLDEN / "pi-day-2025.txt").read_bytes() == (BUNDLED / "pi-day-2025.txt").read_bytes()


@pytest.mark.parametrize("stem", GOLDEN_CASES)
def test_knuths_bytes(stem: str) -> None:
    puzzle = golden_puzzle(stem)
    text = (GOLDEN / f"{stem}.txt").read_text()
    assert knuth.write(puzzle) == text  # his driver was fed the text that we echo
    assert mcc.knuth_accepts(puzzle)
    assert dump(puzzle, "mcc").encode() == (GOLDEN / f"{stem}.mcc").read_bytes()


def test_a_contradiction_among_pearls_is_one_abort_line() -> None:
    assert dump(Puzzle("masyu", 2, 2, ("0.", "..")), "mcc") == "| masyu-dlx:\n| 0.\n| ..\nabort\n"


@pytest.mark.parametrize(
    ("puzzle", "accepted"),
    [
        (Puzzle("slitherlink", 30, 30, ("." * 30,) * 30), True),
        (Puzzle("slitherlink", 30, 31, ("." * 31,) * 30), False),
        (Puzzle("slitherlink", 1, 5, ("." * 5,)), False),
        (Puzzle("masyu", 31, 31, ("." * 31,) * 31), True),
        (Puzzle("masyu", 32, 2, ("..",) * 32), False),
        (Puzzle("slitherlink", 29, 2, ("a.",) * 29, (("a", 3),)), True),
        (Puzzle("slitherlink", 30, 2, ("a.",) * 30, (("a", 3),)), False),  # he stops before the '!' lines
        (Puzzle("slitherlink", 2, 2, ("a.", ".."), (("a", 0),)), True),
        (Puzzle("slitherlink", 2, 2, ("aa", ".."), (("a", 0),)), False),  # he forbids the first cell's edges only
    ],
    ids=lambda v: f"{kind_of(v)}-{v.rows}x{v.cols}" if isinstance(v, Puzzle) else str(v),
)
def test_knuth_accepts(puzzle: Puzzle, accepted: bool) -> None:
    assert mcc.knuth_accepts(puzzle) == accepted


def test_wider_boards_get_wider_coordinates() -> None:
    """Past coordinate 61 every coordinate takes two base-62 digits; names stay unique and short."""
    lines = dump(Puzzle("slitherlink", 2, 31, ("3" + "." * 30, "." * 31)), "mcc").splitlines()
    items = lines[3]
    assert items.startswith("0000 00SE00 0002 00SE02 00SW02 00EW02 ")
    assert " 6|0101 |" in items and items.endswith(" 040X 040Z")
    assert " 000Y 00SE0Y 00SW0Y 00EW0Y 0010 00SW10 " in items  # points (0, 30) and (0, 31): columns 60 and 62
    names = items.replace("|", " ").split()
    assert len(names) == len(set(names)) and max(len(name) for name in names) <= 8
    assert lines[4] == "0000 0001:1 0100:1 0101"


def test_a_letter_clued_zero_forbids_its_whole_boundary() -> None:
    lines = dump(Puzzle("slitherlink", 2, 2, ("aa", ".."), (("a", 0),)), "mcc").splitlines()
    assert lines[4] == "00 02 04 20 22 24 40 4NE0 42 4NW2 4NE2 4EW2 44 4NW4 | 30 32 34 41 43"
    assert not any(word == "a" for line in lines[5:] for word in line.split())


# --- The round trip: our rows, read back by an exact-cover solver of our own ---------------------


@dataclass(frozen=True)
class Cover:
    """An MCC problem as read back: primary items with their multiplicities, and the options."""

    primary: dict[str, tuple[int, int]]  # name -> (fewest, most) times it must be covered
    secondary: frozenset[str]
    options: tuple[tuple[tuple[str, str | None], ...], ...]  # (item, colour or None) pairs


def read_cover(text: str) -> Cover:
    """Read MCC data: ``|`` lines are comments, then the items line, then one option a line.

    The items line has the primary items, a lone ``|``, the secondary items; a
    primary item may carry a multiplicity, ``v|name`` or ``u:v|name``.  An
    option names primary items and ``name:colour`` for secondary ones.  An
    empty option line (Masyu-DLX's catchall on a board without pearls) names
    nothing and is skipped.
    """
    lines = [line for line in text.splitlines() if not line.startswith("|")]
    words = lines[0].split()
    cut = words.index("|") if "|" in words else len(words)
    primary: dict[str, tuple[int, int]] = {}
    for word in words[:cut]:
        bounds, _, name = word.rpartition("|")
        low, _, high = bounds.partition(":")
        primary[name] = (int(low or 1), int(high or low or 1))
    secondary = frozenset(words[cut + 1 :])
    options = []
    for line in lines[1:]:
        option = []
        for word in line.split():
            name, colon, colour = word.partition(":")
            assert (name in secondary) if colon else (name in primary), word
            option.append((name, colour if colon else None))
        if option:
            options.append(tuple(option))
    return Cover(primary, secondary, tuple(options))


def covers(problem: Cover) -> list[dict[str, str]]:
    """Every solution, as the colours it gives the secondary items.

    Both of Knuth's encodings put an item of multiplicity one in every
    option, so the search branches on those (the one with the fewest live
    options first) and only counts the others, checking their totals at the
    end.  Each set of options is found once.
    """
    units = {name for name, bounds in problem.primary.items() if bounds == (1, 1)}
    assert all(any(name in units for name, _ in option) for option in problem.options)
    holding = {unit: [o for o in problem.options if (unit, None) in o] for unit in units}
    covered: set[str] = set()
    counts = dict.fromkeys(problem.primary, 0)
    colours: dict[str, str] = {}
    found: list[dict[str, str]] = []

    def fits(option: tuple[tuple[str, str | None], ...]) -> bool:
        for name, colour in option:
            if colour is not None:
                if colours.get(name, colour) != colour:
                    return False
            elif name in covered or counts[name] >= problem.primary[name][1]:
                return False
        return True

    def search() -> None:
        open_units = units - covered
        if not open_units:
            if all(low <= counts[name] <= high for name, (low, high) in problem.primary.items()):
                found.append(dict(colours))
            return
        choices = {unit: [o for o in holding[unit] if fits(o)] for unit in sorted(open_units)}
        unit = min(choices, key=lambda u: len(choices[u]))
        for option in choices[unit]:
            added = [name for name, colour in option if colour is not None and name not in colours]
            for name, colour in option:
                if colour is None:
                    counts[name] += 1
                    if name in units:
                        covered.add(name)
                else:
                    colours[name] = colour
            search()
            for name, colour in option:
                if colour is None:
                    counts[name] -= 1
                    covered.discard(name)
            for name in added:
                del colours[name]

    search()
    return found


def edge_of(name: str) -> Edge:
    """The loopcp edge of a one-digit-per-coordinate MCC edge name: ``"01"`` is ("h", 0, 0)."""
    r, c = (mcc.DIGITS.index(ch) for ch in name)
    return ("h", r // 2, (c - 1) // 2) if r % 2 == 0 else ("v", (r - 1) // 2, c // 2)


def local_solutions(puzzle: Puzzle) -> set[frozenset[Edge]]:
    """The edge sets the CP-SAT model allows before its loop filter (the circuit, and "not empty").

    That model colours the lattice's faces inside or outside, puts an edge on
    where they differ, forbids three or four edges at a point, and adds the
    genre's linear constraints; so here: every set of faces, its boundary,
    no point of degree four, and every constraint.
    """
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    faces = list(lattice.faces())
    constraints = genre.constraints(puzzle)
    found = set()
    for mask in range(1 << len(faces)):
        inside = {face for k, face in enumerate(faces) if mask >> k & 1}
        on = frozenset(e for e in lattice.edges() if len(inside & set(edge_faces(e))) == 1)
        if any(sum(e in on for e in lattice.point_edges(p)) > 2 for p in lattice.points()):
            continue
        if all(c.lo <= sum(k for e, k in c.terms if e in on) <= c.hi for c in constraints):
            found.add(on)
    return found


def is_one_loop(edges: frozenset[Edge]) -> bool:
    """Whether a set of edges (every point of degree 0 or 2) is one loop: not empty, and connected."""
    if not edges:
        return False
    ends = {e: edge_ends(e) for e in edges}
    seen = {next(iter(edges))}
    stack = list(seen)
    while stack:
        here = ends[stack.pop()]
        for e, there in ends.items():
            if e not in seen and set(here) & set(there):
                seen.add(e)
                stack.append(e)
    return len(seen) == len(edges)


@st.composite
def tiny_puzzles(draw: st.DrawFn) -> Puzzle:
    """Slitherlink (with letters or not) up to 3x3 cells, Masyu up to 4x5: at most 12 faces."""
    kind = draw(st.sampled_from(["slitherlink", "superslitherlink", "masyu"]))
    if kind == "masyu":  # a few pearls: crowded ones mostly contradict each other
        rows, cols = draw(st.integers(1, 4)), draw(st.integers(1, 5))
        grid = [["."] * cols for _ in range(rows)]
        for _ in range(draw(st.integers(0, 3))):
            grid[draw(st.integers(0, rows - 1))][draw(st.integers(0, cols - 1))] = draw(st.sampled_from("01"))
        return Puzzle("masyu", rows, cols, tuple("".join(row) for row in grid))
    rows, cols = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    alphabet = "01234..." if kind == "slitherlink" else "0123..aabB"
    cells = draw(st.lists(st.text(alphabet, min_size=cols, max_size=cols), min_size=rows, max_size=rows))
    used = sorted({ch for row in cells for ch in row if ch.isalpha()})
    letters = tuple((letter, draw(st.integers(0, 6))) for letter in used)
    return Puzzle("slitherlink", rows, cols, tuple(cells), letters)


@settings(max_examples=200, deadline=None)
@given(puzzle=tiny_puzzles())
@example(puzzle=Puzzle("masyu", 4, 2, ("..", "..", "0.", "..")))  # white: straight on at one end only
@example(puzzle=Puzzle("masyu", 4, 4, ("....", ".1..", "....", "....")))
@example(puzzle=Puzzle("slitherlink", 3, 3, ("aab", "a.b", "3.."), (("a", 4), ("b", 3))))
def test_the_covers_are_the_local_solutions_and_the_loops_are_the_solutions(puzzle: Puzzle) -> None:
    problem = read_cover(mcc.write(puzzle))
    solutions = covers(problem)
    edge_sets = [frozenset(edge_of(name) for name, colour in s.items() if colour == "1") for s in solutions]
    assert all(set(s) == problem.secondary for s in solutions)  # every cover sets every edge
    assert len(set(edge_sets)) == len(edge_sets)  # one cover per edge set
    assert set(edge_sets) == local_solutions(puzzle)
    loops = {s.edges() for s in solve(puzzle, max_solutions=0).solutions}
    assert {edges for edges in edge_sets if is_one_loop(edges)} == loops


def test_convert_and_generate_write_mcc() -> None:
    runner = CliRunner()
    converted = runner.invoke(app, ["convert", str(GOLDEN / "pi-day-2025.txt"), "--to", "mcc"])
    assert (converted.exit_code, converted.stdout) == (0, (GOLDEN / "pi-day-2025.mcc").read_text())
    made = runner.invoke(app, ["generate", "masyu", "--size", "5x5", "--seed", "1", "--format", "mcc"])
    assert made.exit_code == 0 and made.stdout.startswith("| masyu-dlx:")
