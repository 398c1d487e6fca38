"""What a genre supplies to the conformance suite: one ``Table`` of cases, data only.

A table says, for one registered genre:

- ``counts``: tiny boards and how many loops each has (some with none, one
  with exactly one, some with several), checked against the model and
  against every loop on the board (``bruteforce.loops``) that the verifier
  accepts;
- ``broken``: for each of the genre's rules, a board and a single loop that
  breaks that rule alone, with the verifier's exact words;
- ``codecs``: puzzles written in every format of ``formats.WRITERS`` and
  read back, with ``refuses`` naming, with the exact message, each format
  that cannot hold the genre (or one puzzle of it): no format is skipped
  silently;
- ``puzzles``: a hypothesis strategy of small random puzzles of the genre;
- ``drawn``: a puzzle with one solution, drawn in the golden files under
  tests/data/conformance and checked through ``loopcp check``;
- ``made``: a tiny seeded puzzle for each of the genre's generation recipes;
- ``logic``: what ``grade``, ``hint`` and ``explain`` make of ``drawn``
  (every genre with deduction rules);

and what the genre takes from outside loopcp, where there is some:

- ``dataset``: a puzzlekit dataset, every record solved to its published
  answer (a few bundled in tests/data/<genre>, the whole file in ../shared);
- ``url``: the editor's puz.link URL (pzprjs's test script's), read and
  written back;
- ``pzprjs``: pzprjs's own test boards (tests/data/<genre>/pzprjs.json),
  each given pzprjs's verdict by ``loopcp check``.

A loop is written as the faces of its lattice that it encloses, ``#`` in
and ``.`` out, one row of faces a line (the lattice of points is the
corners of the cells for Slitherlink, the cell centres for Masyu): the
loop is their boundary, as ``bruteforce.boundary`` draws it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from hypothesis import strategies as st

from loopcp import formats, verify
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Puzzle, Solution

from bruteforce import boundary, even_sets, loops, paths_ending_at


@dataclass(frozen=True)
class Count:
    """A tiny board in Knuth's text, and how many loops solve it."""

    id: str
    text: str
    count: int


@dataclass(frozen=True)
class Broken:
    """A board, one loop (faces inside it, ``#``) that breaks one rule, and the verifier's words for it."""

    id: str
    text: str
    loop: str
    message: str


@dataclass(frozen=True)
class Codec:
    """A puzzle for the round trips, and the formats that cannot hold it besides the genre's own refusals."""

    id: str
    text: str
    refuses: Mapping[str, str] = field(default_factory=dict)  # format -> the exact UnsupportedError message


@dataclass(frozen=True)
class Made:
    """A generation request small enough for the suite: recipe name, size in cells, seed."""

    recipe: str
    rows: int
    cols: int
    seed: int

    @property
    def id(self) -> str:
        return f"{self.recipe}-{self.rows}x{self.cols}-seed{self.seed}"


@dataclass(frozen=True)
class Dataset:
    """A puzzlekit dataset of the genre: the whole file in ../shared, a few records of it in tests/data/<genre>.

    Every record is unique, verifies, and is its published loop (and, with
    ``shading``, its shaded cells), unless its published solution is
    damaged: then it is solved but not compared.
    """

    file: str  # the stem of ../shared/datasets/puzzlekit/<file>_dataset.json
    size: int  # how many records the whole file holds
    damaged: tuple[str, ...] = ()  # the records whose published solution is damaged (a stray line, a row short)
    shading: bool = False  # whether the published shaded cells (``x``) are compared too


@dataclass(frozen=True)
class Url:
    """The editor's puz.link URL of a puzzle (pzprjs's test script's): it reads as ``text`` and writes back the same."""

    url: str
    text: str  # the puzzle it reads as, in the table's text (``load``)
    saved: str = ""  # how the puzzle's saved file (pzprv3) begins


@dataclass(frozen=True)
class Pzprjs:
    """pzprjs's own test boards of the genre, tests/data/<genre>/pzprjs.json: ``loopcp check`` gives its verdicts.

    A board saved in a variant that loopcp does not solve is refused (exit
    2), not judged: ``refused`` maps a mark of the variant in the board to
    the words of the refusal.
    """

    refused: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Logic:
    """What the deduction rules make of the table's ``drawn`` puzzle: its grade, how many steps, the first one."""

    grade: str  # one of the genre's levels, or "unsolved"
    steps: int
    hint: str  # the first step's sentence


@dataclass(frozen=True)
class Table:
    """Everything the suite needs from one genre, and nothing it could work out for itself."""

    genre: str
    counts: tuple[Count, ...]
    broken: tuple[Broken, ...]
    codecs: tuple[Codec, ...]
    refuses: Mapping[str, str]  # formats that never hold the genre -> the exact UnsupportedError message
    puzzles: st.SearchStrategy[Puzzle]  # small random puzzles (a lattice of at most about 4 x 5 points)
    drawn: str  # a puzzle with one solution, its lattice at least 3 x 4 points
    # The verifier's words for the loop's own rules broken on ``drawn`` (test_rules.LOOP_RULES), which name
    # points as the genre's board does: a corner of a cell, or a cell centre.
    loop_words: Mapping[str, str]
    made: tuple[Made, ...] = ()
    logic: Logic | None = None  # every genre with deduction rules has one
    dataset: Dataset | None = None
    url: Url | None = None
    pzprjs: Pzprjs | None = None


# The verifier's words for the loop's own rules broken on a board of cell centres, the same for every such genre
# (its ``drawn`` puzzle at least 3 x 4 cells, as ``test_rules.LOOP_RULES`` breaks them).
CENTRE_LOOP_WORDS = {
    "empty": "the loop is empty",
    "two-loops": "the edges form more than one loop: the one through "
    "cell r1c1 passes 4 of the 8 points the edges touch",
    "pinched": "cell r2c2 has 4 loop edges, not 0 or 2",
    "stray-edge": "cell r1c2 has 3 loop edges, not 0 or 2",
}


# The same for a genre whose loop may cross itself at every cell (Pipelink): "pinched" is then a crossing, which the
# loop's own rules allow (``test_rules`` checks that they do), and two loops are counted by their edges.
CROSSING_LOOP_WORDS = {
    "empty": "the loop is empty",
    "two-loops": "the edges form more than one loop: the one through cell r1c1 runs 4 of the 8 loop edges",
    "stray-edge": "cell r1c2 has 3 loop edges, not 0, 2 or 4",
}


# --- what the harness does with a table's data -------------------------------------------------------


def load(genre: str, text: str) -> Puzzle:
    """A table's text as a puzzle of its genre: Knuth's grid, or the puzzlekit text for a genre of clue tokens."""
    return formats.load(text, f"<{genre} table>", fmt=get_genre(genre).text, genre=genre)


def points(puzzle: Puzzle) -> tuple[int, int]:
    """The rows and columns of the lattice of points the puzzle's loop runs on."""
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return lattice.rows, lattice.cols


def loop_of(puzzle: Puzzle, faces: str) -> frozenset[Edge]:
    """The loop around the faces marked ``#`` (one line per row of faces of the puzzle's lattice).

    For a genre of paths between pairs, ``faces`` lists edges instead: ``edges: h0,0 v0,1``.
    """
    rows, cols = points(puzzle)
    if faces.startswith("edges:"):
        return frozenset((t[0], *map(int, t[1:].split(","))) for t in faces.split()[1:])  # type: ignore[misc]
    grid = faces.split()
    assert (len(grid), {len(row) for row in grid}) == (rows - 1, {cols - 1}), (
        f"{faces!r} is not {rows - 1} x {cols - 1}"
    )
    inside = {(i, j) for i, row in enumerate(grid) for j, ch in enumerate(row) if ch == "#"}
    return boundary(rows - 1, cols - 1, inside)


def solution_of(puzzle: Puzzle, loop: frozenset[Edge]) -> Solution:
    """The loop as the contract's matrices on the puzzle's lattice."""
    return Solution.from_edges(*points(puzzle), loop)


def brute_force(puzzle: Puzzle) -> set[frozenset[Edge]]:
    """Every loop on the puzzle's lattice that the verifier accepts (no model code involved)."""
    rows, cols = points(puzzle)
    genre = get_genre(puzzle.genre)
    pairs = genre.paths(puzzle)
    if pairs is not None:
        # A path's ends are its pair's points, each on one edge, and no other point ends one: only such
        # sets go to the verifier (a 4x4 lattice has 2.2 million sets with no point on three edges).
        every = paths_ending_at(rows, cols, frozenset(point for pair in pairs for point in pair))
    elif genre.lattice(puzzle).crossings or genre.lattice(puzzle).many:  # crossings or several loops: even sets
        every = even_sets(rows, cols)
    else:
        every = loops(rows - 1, cols - 1)
    return {loop for loop in every if not verify.problems(puzzle, Solution.from_edges(rows, cols, loop))}


# --- strategies a table may build its puzzles from ------------------------------------------------


@st.composite
def clue_grids(
    draw: st.DrawFn,
    genre: str,
    rows: tuple[int, int] = (2, 4),
    cols: tuple[int, int] = (2, 4),
    alphabet: str | None = None,
) -> Puzzle:
    """A grid of the genre's own characters (``cell_chars``, about half of its cells blank), or of ``alphabet``."""
    if alphabet is None:
        chars = get_genre(genre).cell_chars
        alphabet = chars + "." * len(chars)
    m, n = draw(st.integers(*rows)), draw(st.integers(*cols))
    cells = tuple("".join(draw(st.lists(st.sampled_from(alphabet), min_size=n, max_size=n))) for _ in range(m))
    return Puzzle(genre, m, n, cells)


@st.composite
def lettered(draw: st.DrawFn, grids: st.SearchStrategy[Puzzle], letters: str = "ab", most: int = 12) -> Puzzle:
    """A puzzle from ``grids`` with some cells replaced by letters, each letter given a number up to ``most``."""
    puzzle = draw(grids)
    size = puzzle.rows * puzzle.cols
    chosen = draw(st.lists(st.sampled_from(letters), min_size=size, max_size=size))
    keep = draw(st.lists(st.booleans(), min_size=size, max_size=size))
    flat = [ch if k else letter for ch, letter, k in zip("".join(puzzle.cells), chosen, keep, strict=True)]
    cells = tuple("".join(flat[i * puzzle.cols : (i + 1) * puzzle.cols]) for i in range(puzzle.rows))
    used = sorted({ch for ch in flat if ch.isalpha()})
    numbers = tuple((letter, draw(st.integers(0, most))) for letter in used)
    return Puzzle(puzzle.genre, puzzle.rows, puzzle.cols, cells, numbers)


@st.composite
def token_grids(
    draw: st.DrawFn,
    genre: str,
    tokens: tuple[str, ...],
    *,
    rows: tuple[int, int] = (2, 4),
    cols: tuple[int, int] = (2, 4),
    rooms: bool = False,
) -> Puzzle:
    """A grid of clue tokens (about half ``"."``), and, with ``rooms``, random rooms (ids 0-3, not connected)."""
    m, n = draw(st.integers(*rows)), draw(st.integers(*cols))
    choices = tokens + (".",) * len(tokens)
    grid = [draw(st.lists(st.sampled_from(choices), min_size=n, max_size=n)) for _ in range(m)]
    ids = [draw(st.lists(st.integers(0, 3), min_size=n, max_size=n)) for _ in range(m)] if rooms else []
    return Puzzle.of(genre, grid, ids)


@st.composite
def room_grids(
    draw: st.DrawFn, genre: str, numbers: tuple[str, ...], *, block: bool = False, marks: bool = False
) -> Puzzle:
    """Random rooms (ids 0-3, not always in one piece), each maybe numbered in its first cell, as puz.link keeps them.

    With ``marks``, any cell may hold a token (a genre of marks, not room
    numbers); with ``block``, now and then one cell is a blocked cell
    (``@``), a room of its own.
    """
    m, n = draw(st.integers(1, 3)), draw(st.integers(2, 4))
    ids = [draw(st.lists(st.integers(0, 3), min_size=n, max_size=n)) for _ in range(m)]
    tokens = [["."] * n for _ in range(m)]
    seen: set[int] = set()
    for i in range(m):
        for j in range(n):
            if marks or ids[i][j] not in seen:
                seen.add(ids[i][j])
                tokens[i][j] = draw(st.sampled_from((".", *numbers)))
    if block and draw(st.integers(0, 5)) == 0:
        i, j = draw(st.integers(0, m - 1)), draw(st.integers(0, n - 1))
        tokens[i][j], ids[i][j] = "@", 9
    return Puzzle.of(genre, tokens, ids)
