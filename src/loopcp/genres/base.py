"""The one small interface every genre implements: a frozen ``Genre`` record of data and a few functions.

A genre is one package, ``genres/<name>/``, ending in one ``Genre`` that
says these things about a puzzle and nothing more:

1. which lattice of points its loop runs on (``board``);
2. its clues as linear constraints over edges (``rules.constraints``, one
   character at a time ``clue_rules``), a language that every engine
   speaks: CP-SAT, and decision diagrams;
3. its rules again, written independently as plain Python over a finished
   loop (``rules.violations``), for the verifier;
4. how its clues look in text: which grid characters it reads, and what to
   draw at faces and points (``cell_chars``, ``face_label``,
   ``point_label``), and its codes in other formats (``genres.codes``:
   ``tatham``, ``puzzlink``, ``puzzlekit``, ``pzprv3``; None where the
   format has no such genre);
5. what people call a puzzle of it (``kind``), how many clues it has
   (``clue_count``) and its rules in one line (``summary``); the engines
   that work on it, loaded only when asked for (``Lazy``): deduction
   (``logic``, ``levels``; ``grid_logic`` on Loopy's other grids),
   generation (``recipes``, ``judge``, ``grader``) and Knuth's exact-cover
   data (``mcc``).

The record is data and plain functions: an optional part is absent (None,
empty, False), never a stub, and the rest of loopcp asks the record,
never the genre's name.  A genre's package has two floors: the record and
what it reads at start-up (``__init__``, ``rules``, ``codes``, ``levels``),
and the engines it names lazily (``judge``, ``make``, ``mcc``, ``logic``,
``recipe``, ``dress``), which import the record and never the other way
round (``tests/test_architecture.py`` holds both).

The single loop is not the genre's business: the loop core (``cpsat``)
enforces it and ``verify.py`` checks it, for every genre alike; a genre
whose answer is several loops says ``loops="many"`` and the core drops it.

Roads not taken: letting genres call CP-SAT directly (quicker to write)
would tie every genre to one engine and leak model code into the rules; a
class a genre, with methods to override (the record before issue 37),
hid which parts a genre had behind inheritance.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Protocol

from loopcp.genres.codes import PuzzlekitCode, PuzzlinkCode, Pzprv3Code, TathamCode
from loopcp.grid import DOTS, Cell, Edge, Lattice, Point, lattice_of
from loopcp.naming import cell_name, corner_name
from loopcp.puzzle import Puzzle, Solution

# What a ``Linear`` sums over: an edge, or see ``Linear`` (the arcs "e", "w", "s", "n": ``genres.directed``)
Term = Edge | tuple[Literal["f", "o", "x", "b", "e", "w", "s", "n"], int, int]
FACE: Literal["f"] = "f"  # a ``Term`` kind: a face inside the loop
OFF: Literal["o"] = "o"  # a ``Term`` kind: a point off the loop
AUX: Literal["x"] = "x"  # a ``Term`` kind: a boolean of the genre's own
BEFORE: Literal["b"] = "b"  # a ``Term`` kind: a path passes one point before another (``cpsat.order``)


@dataclass(frozen=True, slots=True)
class Linear:
    """``lo <= sum(coef * edge) <= hi`` over 0/1 edge values.

    Edges off the lattice count as 0, so a genre may name the neighbour of a
    border cell without checking the border first.  Besides edges, a term
    may name a face of the lattice, ``("f", a, b)``, 1 when it is inside the
    loop (a face off the lattice is outside), a point off the loop,
    ``("o", i, j)`` (a cell a Yajilin shades: a literal the circuit already
    has, so counts over it propagate far better than over pairs of edges),
    or a boolean of the genre's own, ``("x", a, b)``, which the CP-SAT model creates on first mention (a
    room's colour), or an arc, ``("e", i, j)`` and its kin: the answer
    leaves point (i, j) east (``genres.directed``: a directed loop), or an
    order, ``("b", p, q)``: a genre of paths passes point number p
    (``row * cols + col``) before point number q (``cpsat.order``).  Only
    the CP-SAT model reads such terms: a genre that uses them has no
    decision-diagram count (``Genre.edges_only``).

    ``why`` names the rule for a person ("the 2 at r1c3"): the generic
    deduction engine (``logic.generic``) says it in every step the
    constraint makes.  ``given`` marks a constraint that only restates
    what the puzzle shows (a clue cell is off the loop, a circle on it):
    the engine applies it before its first step, and no step tells it.
    The solvers read neither.
    """

    terms: tuple[tuple[Term, int], ...]
    lo: int
    hi: int
    why: str = field(default="", compare=False)
    given: bool = field(default=False, compare=False)

    @classmethod
    def count(
        cls, edges: Sequence[Term], lo: int, hi: int | None = None, why: str = "", *, given: bool = False
    ) -> Linear:
        """Between ``lo`` and ``hi`` (default: exactly ``lo``) of these edges are on."""
        return cls(tuple((e, 1) for e in edges), lo, lo if hi is None else hi, why, given)


class Lazy:
    """A part of a genre that loads when first asked for (``module:attribute``): solving never loads a generator.

    A plain class, not a dataclass: every genre makes several at start-up (a dataclass: +1 ms each).

    >>> Lazy("loopcp.errors", "LoopcpError").load().__name__
    'LoopcpError'
    """

    __slots__ = ("attribute", "module")

    def __init__(self, module: str, attribute: str) -> None:
        self.module = module
        self.attribute = attribute

    def __repr__(self) -> str:
        return f"Lazy({self.module!r}, {self.attribute!r})"

    def load(self) -> Any:
        """The part itself, its module imported now."""
        return getattr(importlib.import_module(self.module), self.attribute)


def visited(puzzle: Puzzle, solution: Solution) -> list[list[bool]]:
    """Whether the loop passes through each cell centre (a ``grid.CENTRES`` genre), read straight from the matrices.

    The verifiers' one reading of "on the loop", in plain Python over the answer.
    """
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols

    def on(i: int, j: int) -> bool:
        return bool(
            (j > 0 and h[i][j - 1])
            or (j < cols - 1 and h[i][j])
            or (i > 0 and v[i - 1][j])
            or (i < rows - 1 and v[i][j])
        )

    return [[on(i, j) for j in range(cols)] for i in range(rows)]


def shade(puzzle: Puzzle, solution: Solution) -> Solution:
    """The solution with every cell shaded that is off the loop and holds no clue (Yajilin, Koburin).

    For a genre whose ``finish`` this is: its cells are each on the loop,
    shaded, or a clue, so the shading follows from the loop.
    """
    on = visited(puzzle, solution)
    shaded = tuple(
        tuple(int(puzzle.cells[i][j] == "." and not on[i][j]) for j in range(puzzle.cols)) for i in range(puzzle.rows)
    )
    return Solution(solution.h, solution.v, shaded)


def clue_count(puzzle: Puzzle) -> int:
    """Clues of a grid of characters: every character but '.' once, and every letter region once."""
    return sum(ch != "." and not ch.isalpha() for row in puzzle.cells for ch in row) + len(puzzle.letters)


class Rules(Protocol):
    """A genre's rules, twice: constraints for the solvers, and the verifier's independent check (a module)."""

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The puzzle's clues as linear constraints over edges."""
        ...

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Every clue that a loop breaks, in words, checked without any model code."""
        ...


@dataclass(frozen=True, slots=True)
class RulesOf:
    """Rules given as two functions, for a genre that shares another's module (Arukone: Numberlink's, and more)."""

    constraints: Callable[[Puzzle], list[Linear]]
    violations: Callable[[Puzzle, Solution], list[str]]


def _no_clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """No clue of one character (a genre whose clues are tokens)."""
    return []


def _blank_face(puzzle: Puzzle, face: tuple[int, int]) -> str:
    """Nothing inside a face."""
    return " "


def _no_point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """Nothing at a point: the loop is drawn there."""
    return None


def _no_edge_label(puzzle: Puzzle, edge: Edge) -> tuple[str, str] | None:
    """Nothing on an edge: the loop is drawn there."""
    return None


def _no_dots(puzzle: Puzzle) -> tuple[tuple[int, int, str], ...]:
    """No dot on the board's points, sides or corners."""
    return ()


def _as_is(puzzle: Puzzle, solution: Solution) -> Solution:
    """Nothing to add: the loop is the whole answer."""
    return solution


def _one_loop(puzzle: Puzzle) -> tuple[tuple[Point, Point], ...] | None:
    """None: the answer is one loop."""
    return None


def _no_crossings(puzzle: Puzzle) -> frozenset[Point]:
    """No point where the loop may cross itself: the loop is a simple closed curve."""
    return frozenset()


def _named(puzzle: Puzzle) -> str:
    """The genre's own name."""
    return puzzle.genre


def count_tokens(puzzle: Puzzle) -> int:
    """Every clue token but ``.`` (a room's number, in the genres whose rooms are not themselves clues)."""
    return sum(token != "." for row in puzzle.tokens for token in row)


def digit_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A clue digit drawn at its point (Koburin, Linesweeper: the loop never runs there)."""
    ch = puzzle.cells[point[0]][point[1]]
    return None if ch == "." else (ch, ch)


def digit_number(puzzle: Puzzle, cell: Cell) -> str:
    """A clue cell's digit, drawn on it in pictures ("" for a clue without one)."""
    ch = puzzle.cells[cell[0]][cell[1]]
    return ch if ch.isdigit() else ""


def leading_number(puzzle: Puzzle, cell: Cell) -> str:
    """A clue token's leading digits (an arrow's ``2e``, a room's ``3``); none in a genre of characters."""
    if not puzzle.tokens:
        return ""
    token = puzzle.tokens[cell[0]][cell[1]]
    digits = len(token) - len(token.lstrip("0123456789"))
    return token[:digits]


def full_loop(board: str, lattice: Lattice) -> list[Linear]:
    """The full-loop variant (``Puzzle.full``): two loop edges at every point, a constraint over edges alone.

    Edges alone, so that the decision diagram counts these puzzles too, and a
    step of the generic engine says which point the loop must pass.
    """
    out = []
    for p in lattice.points():
        where = corner_name(p, lattice.rows - 1, lattice.cols - 1) if board == DOTS else f"through {cell_name(p)}"
        out.append(Linear.count(lattice.point_edges(p), 2, why=f"the loop passes {where}"))
    return out


GENERIC_LEVELS = ("direct", "trial")  # the generic engine's levels (``logic.generic``), every genre's by default
GENERIC_LOGIC = Lazy("loopcp.logic.generic", "deduce")


@dataclass(frozen=True, slots=True, eq=False)
class Genre:
    """Everything the rest of loopcp may ask of a genre: one record, one per package, data and plain functions.

    The solvers, the verifier, the formats, the pictures and the commands
    read these fields and never a genre's name; a part a genre lacks is
    None, empty or False.  Equal by identity: one record a genre.
    """

    name: str  # the name ``--genre`` takes, lower case without spaces
    board: str  # what sits on the board: ``grid.DOTS`` (the loop between dots) or ``grid.CENTRES`` (through cells)
    rules: Rules  # ``constraints`` for the solvers and ``violations`` for the verifier, side by side
    summary: str  # its rules in one line, as ``loopcp genres`` and the docs say them
    title: str  # its name as people write it: "Country Road"
    cell_hint: str  # what a grid character or clue token may be, for error messages
    cell_chars: str = ""  # grid characters besides letters, e.g. "01234." for Slitherlink; "" for clue tokens
    allows_letters: bool = False  # whether A-Z and a-z mark SuperSlitherlink regions
    text: str = "knuth"  # the format a file of it is read in when none is named: "knuth", or "puzzlekit"
    edges_only: bool = True  # whether its constraints name edges only (a decision diagram can count it)
    aliases: tuple[str, ...] = ()  # other names --genre takes: its puzz.link pid, every kind JSON prints
    tatham: TathamCode | None = None  # its Tatham game, if it has one
    puzzlink: PuzzlinkCode | None = None  # its puzz.link genre, if it has one
    puzzlekit: PuzzlekitCode | None = None  # its problems' text in the puzzlekit dataset, if it has any
    pzprv3: Pzprv3Code | None = None  # how puzz.link's saved files (pzprv3) write it, if they do
    slink: bool = False  # whether the Slink contest format holds its puzzles (every cell clued 0-3)
    full: bool = False  # whether it takes puz.link's full-loop variant (flag f, ``Puzzle.full``): every point visited
    # The engines, each loaded when first asked for: solving never loads a generator.
    levels: tuple[str, ...] = GENERIC_LEVELS  # its deduction levels, easiest first (grade, hint, explain)
    logic: Lazy | None = GENERIC_LOGIC  # the module whose ``deduce`` runs its deduction rules
    grid_logic: Lazy | None = None  # where it plays on Loopy's other grids, its rules there: grade_grid, deduce_grid
    default_difficulty: str | None = None  # what ``loopcp generate`` makes unless told (None: ``made_at``'s choice)
    recipes: Mapping[str, Lazy] = field(default_factory=lambda: MappingProxyType({}))  # generate's names -> Recipe
    judge: Lazy | None = None  # graded generation's judge class for its clues, if it has one of its own
    grader: Lazy | None = None  # how graded generation grades a finished puzzle, where that differs from deduce
    mcc: Lazy | None = None  # its exact-cover data for Knuth's DLX solvers (a ``formats.mcc.MccCode``), if any
    # What the genre says of one puzzle, where it says more than the defaults.
    clue_rules: Callable[[Cell, str], list[Linear]] = _no_clue_rules  # one grid character's constraints
    kind: Callable[[Puzzle], str] = _named  # the genre as people name this puzzle (SuperSlitherlink)
    clue_count: Callable[[Puzzle], int] = clue_count  # how many clues (a letter region once)
    face_label: Callable[[Puzzle, tuple[int, int]], str] = _blank_face  # one character inside a face
    # A glyph at a point (ASCII, Unicode), after the number of a clue whose glyph does not say it ("2>": pictures.text)
    point_label: Callable[[Puzzle, tuple[int, int]], tuple[str, str] | None] = _no_point_label
    # A glyph on an edge's middle (ASCII, Unicode), over the loop: a clue on the border between two cells (Mid-loop)
    edge_label: Callable[[Puzzle, Edge], tuple[str, str] | None] = _no_edge_label
    # Dots anywhere on the board (Kurarin's), each (y, x, colour 'b', 'g' or 'w') in half cells from the top left
    # corner, as pzprjs places them: a cell's centre at odd y and x, the side between two cells, the corner of four.
    dots: Callable[[Puzzle], tuple[tuple[int, int, str], ...]] = _no_dots
    finish: Callable[[Puzzle, Solution], Solution] = _as_is  # the answer as shown: with its shaded cells
    cell_number: Callable[[Puzzle, Cell], str] = leading_number  # the number a pictured clue cell shows
    paths: Callable[[Puzzle], tuple[tuple[Point, Point], ...] | None] = _one_loop  # pairs that paths join
    # The points where the loop may cross itself, straight both ways (Pipelink, Barns): ``Lattice.crossings``
    crossings: Callable[[Puzzle], frozenset[Point]] = _no_crossings
    # "one": the answer is one loop; "many": one or more loops (Nagenawa), each component checked by the genre
    loops: Literal["one", "many"] = "one"

    @property
    def made_at(self) -> str:
        """What ``loopcp generate`` makes unless told: the record's default, else the top level its rules reach.

        Never "any" for a genre with rules: a puzzle made by default always
        has a level a person can reach (issue 40); "any" is asked by name.
        """
        if self.default_difficulty is not None:
            return self.default_difficulty
        return self.levels[-1] if self.logic is not None and self.levels else "any"

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The points the loop runs through, as the genre's board says, with the points where it may cross itself."""
        lattice = lattice_of(self.board, puzzle.rows, puzzle.cols)
        crossings = self.crossings(puzzle)
        many = self.loops == "many"
        return Lattice(lattice.rows, lattice.cols, crossings, many) if crossings or many else lattice

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The puzzle's clues as linear constraints over edges (the rules' first half), and a full loop's points."""
        clues = self.rules.constraints(puzzle)
        return clues + full_loop(self.board, self.lattice(puzzle)) if puzzle.full else clues

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Every clue that a loop breaks, in words, plain Python over the answer (the rules' second half)."""
        return self.rules.violations(puzzle, solution)
