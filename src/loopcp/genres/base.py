"""The one small interface every genre implements.

A genre is one package, ``genres/<name>/``, and says these things about a
puzzle and nothing more:

1. which lattice of points its loop runs on (``lattice``);
2. its clues as linear constraints over edges (``constraints``, one
   character at a time ``clue_rules``), a language that every engine
   speaks: CP-SAT, and decision diagrams;
3. its rules again, written independently as plain Python over a finished
   loop (``violations``), for the verifier;
4. how its clues look in text: which grid characters it reads, and what to
   draw at faces and points (``cell_chars``, ``face_label``,
   ``point_label``), and its codes in other formats (``tatham``,
   ``puzzlink``, ``pzprv3``: None where the format has no such genre);
5. what people call a puzzle of it (``kind``) and how many clues it has
   (``clue_count``); where it plays on Loopy's other grids, its rules
   there (``grid_logic``).

How a genre's puzzles are generated (its clue *recipe*) lives in the same
package and is registered next to the genre in ``genres/__init__.py``.

The single loop is not the genre's business: the loop core (``cpsat``)
enforces it and ``verify.py`` checks it, for every genre alike.

Roads not taken: letting genres call CP-SAT directly (quicker to write)
would tie every genre to one engine and leak model code into the rules.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any, Literal, Protocol

from loopcp.errors import ParseError, describe
from loopcp.grid import Cell, Edge, Lattice, Point, lattice_of
from loopcp.puzzle import Puzzle, Solution

Term = Edge | tuple[Literal["f", "o", "x"], int, int]  # what a ``Linear`` sums over: an edge, or see ``Linear``
FACE: Literal["f"] = "f"  # a ``Term`` kind: a face inside the loop
OFF: Literal["o"] = "o"  # a ``Term`` kind: a point off the loop
AUX: Literal["x"] = "x"  # a ``Term`` kind: a boolean of the genre's own
ErrorAt = Callable[[int, str], ParseError]  # (offset into the text, message) -> the error to raise


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
    room's colour).  Only the CP-SAT model reads such terms: a genre that
    uses them has no decision-diagram count (``Record.edges_only``).

    ``why`` names the rule for a person ("the 2 at r1c3"): the generic
    deduction engine (``logic.generic``) says it in every step the
    constraint makes.  The solvers never read it.
    """

    terms: tuple[tuple[Term, int], ...]
    lo: int
    hi: int
    why: str = field(default="", compare=False)

    @classmethod
    def count(cls, edges: Sequence[Term], lo: int, hi: int | None = None, why: str = "") -> Linear:
        """Between ``lo`` and ``hi`` (default: exactly ``lo``) of these edges are on."""
        return cls(tuple((e, 1) for e in edges), lo, lo if hi is None else hi, why)


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


@dataclass(frozen=True, slots=True)
class TathamCode:
    """How one of Simon Tatham's games writes a genre in its game IDs (``formats/tatham.py``)."""

    game: str  # the program's name, e.g. "loopy"
    title: str  # how an error names an ID of it, e.g. "a Loopy game ID (Slitherlink)"
    suffix: str  # written after WxH, e.g. "t0" (Loopy's square grid)
    grid_types: bool  # whether its parameters carry a grid type ``t<N>`` (which then names this game)
    claims: str  # description characters that name this game, e.g. any digit for Loopy
    cells: Mapping[str, str]  # its clue characters -> Knuth characters
    hint: str  # what a clue may be, for error messages
    difficulties: str  # the difficulty letters after ``d``
    nosolve: bool  # whether it has the ``n`` flag (which then names this game)


@dataclass(frozen=True, slots=True)
class PuzzlinkCode:
    """How the puzz.link editor writes a genre in its URLs (``formats/puzzlink.py``)."""

    names: tuple[str, ...]  # every name the editor reads for it, the written one first
    full_loop: str  # what the full-loop variant (flag 'f') would add, for its error message
    decode: Callable[[str, int, ErrorAt, int], str] | None = None  # (body, cells, error, offset of body) -> Knuth cells
    encode: Callable[[str], str] | None = None  # Knuth cells -> body
    # Genres of clue tokens or rooms read and write the whole puzzle instead of a string of Knuth cells:
    read: Callable[[str, int, int, ErrorAt, int], Puzzle] | None = None  # (body, rows, cols, error, offset) -> puzzle
    write: Callable[[Puzzle], str] | None = None  # puzzle -> body
    flags: Mapping[str, str] = field(default_factory=dict)  # flag letters that leave the rules plain -> what they are
    variants: Mapping[str, str] = field(default_factory=dict)  # flag letters of a variant (refused) -> what it is


@dataclass(frozen=True, slots=True)
class PuzzlekitCode:
    """How the puzzlekit dataset writes a genre's problems and solutions (``formats/puzzlekit.py``)."""

    dataset: str  # its file's stem in the dataset, e.g. "Masyu" for Masyu_dataset.json
    tokens: Mapping[str, str]  # a problem's tokens -> Knuth characters; the first token of each is written
    hint: str  # what a token may be, for error messages
    solution: str  # how a solution marks the loop: INSIDE (cells x inside, - outside) or DIRECTIONS (ns, ew, ...)
    # Genres of clue tokens (``Puzzle.tokens``): a dataset token -> loopcp's token ("." none; None: not a clue of it),
    # and back; ``tokens`` is then empty.  ``regions``: rows of region numbers follow the clue rows.
    clue: Callable[[str], str | None] | None = None
    unclue: Callable[[str], str] | None = None
    regions: bool = False
    block: str = ""  # a region token for a cell of no room, which the loop never visits (loopcp's token "@")
    clues: bool = True  # False: the text is the region rows alone (a genre whose only clues are regions and blocks)


INSIDE, DIRECTIONS = "inside", "directions"  # the two ways puzzlekit's solutions mark a loop

# The sections of a pzprv3 file (``Pzprv3Code.sections``), each pzprjs's FileIO function of that name:
CLUES = "clues"  # decodeCellQnum and kin: a token a cell (``Pzprv3Code.cells``, or ``clue`` for clue tokens)
NOTES = "notes"  # decodeCellQsub: the player's background colours, dropped
LINES = "lines"  # decodeBorderLine: the lines drawn
ROOMS = "rooms"  # decodeAreaRoom: a line with the number of rooms, then each cell's room number
BORDERS = "borders"  # decodeBorderQues: 1 on a border between rooms, else 0 (as LINES lays out its borders)
SHADES = "shades"  # decodeCellAns: '#' a shaded cell, '+' a player's dot, '.' neither (the answer's shading)
FLAGS = "flags"  # decodeFlags: one line of comma-separated variant flags, maybe empty (``Pzprv3Code.flags``)


@dataclass(frozen=True, slots=True)
class Pzprv3Code:
    """How puzz.link's saved files (pzprv3) write a genre (``formats/pzprv3.py``): its pzprjs ``decodeData`` as data.

    After the header, pid and size, a file holds the genre's flag lines,
    then its sections in order, one board row a line: ``CLUES`` (a token a
    cell, pzprjs ``decodeCellQnum``), ``NOTES`` (a token a cell that is
    the player's, such as background colours, ``decodeCellQsub``: read and
    dropped, written as ``0``), ``LINES`` (the drawn lines, 0 / 1 / -1 a
    border, ``decodeBorderLine``: laid out as the genre's board says, the
    cells' sides for ``grid.DOTS``, between cell centres for
    ``grid.CENTRES``).
    """

    names: tuple[str, ...]  # the pids the editor reads for it (``pzpr.variety.toPID``), the written one first
    version: int  # the file version puzz.link writes: 0 is the header ``pzprv3``, N is ``pzprv3.N``
    sections: Mapping[
        int, tuple[str, ...]
    ]  # file version -> its sections; a newer version reads as the newest below it
    flags: Mapping[str, str]  # a variant's flag line -> what the variant is (never solved: an error names it)
    cells: Mapping[str, str]  # a clue token -> Knuth character; the first token of each character is written
    hint: str  # what a clue token may be, for error messages
    unsupported: Mapping[str, str] = field(
        default_factory=dict
    )  # clue tokens puzz.link writes, loopcp cannot solve -> why
    clue: Callable[[str], str | None] | None = None  # genres of clue tokens: a file token -> loopcp's token, or None
    unclue: Callable[[str], str] | None = None  # and back
    display: tuple[str, ...] = ()  # flag lines that only change how puz.link draws the board: read and passed over
    header: str = ""  # a line written after the size, which the editor expects there (one of ``display``)
    settle: Callable[[Puzzle], Puzzle] | None = None  # the file's board as the genre keeps it (rooms split by blocks)


@dataclass(frozen=True, slots=True)
class Packed:
    """A puzz.link body that packs a few cells into each digit (pzprjs's ``encodeBinary``, ``encodeCircle``).

    ``per_digit`` cells, each a state from 0 to ``base - 1``, make one digit of ``alphabet`` (the first
    cell the most significant); the last digit pads with state 0.  ``states`` maps the other states to
    Knuth characters; state 0 is ``blank``.  ``what`` names a non-zero state in error messages.
    """

    base: int
    per_digit: int
    alphabet: str
    states: Mapping[int, str]
    blank: str
    what: str

    def decode(self, body: str, total: int, error: ErrorAt, start: int) -> str:
        """The body as one Knuth character per cell, or an error at the place in the URL."""
        need = -(-total // self.per_digit)
        weights = [self.base**k for k in reversed(range(self.per_digit))]
        cells: list[str] = []
        for k, ch in enumerate(body):
            if k == need:
                raise error(start + k, f"expected the end of the URL after {need} characters for {total} cells")
            value = self.alphabet.find(ch.lower())  # the editor reads these digits in either case
            if value < 0:
                raise error(start + k, f"expected 0-9 or a-{self.alphabet[-1]}, got {describe(ch)}")
            for weight in weights:
                state = value // weight % self.base
                if len(cells) < total:
                    cells.append(self.states.get(state, self.blank))
                elif state:
                    raise error(
                        start + k, f"expected no {self.what} past the last of {total} cells, got {describe(ch)}"
                    )
        if len(body) < need:
            raise error(
                start + len(body),
                f"expected {need} characters for {total} cells, got {len(body)} (the URL is cut short)",
            )
        return "".join(cells)

    def encode(self, cells: str) -> str:
        """Knuth characters as the body, padded with state 0."""
        value_of = {ch: state for state, ch in self.states.items()}
        values = [value_of.get(ch, 0) for ch in cells]
        values += [0] * (-len(values) % self.per_digit)
        out = []
        for k in range(0, len(values), self.per_digit):
            digit = 0
            for v in values[k : k + self.per_digit]:
                digit = digit * self.base + v
            out.append(self.alphabet[digit])
        return "".join(out)


class Genre(Protocol):
    """What the loop core, the verifier, the formats and the renderer need from a genre."""

    name: str
    board: str  # what sits on the board: ``grid.DOTS`` (the loop between dots) or ``grid.CENTRES`` (through cells)
    cell_chars: str  # grid characters besides letters, e.g. "01234." for Slitherlink
    allows_letters: bool  # whether A-Z and a-z mark SuperSlitherlink regions
    cell_hint: str  # what a grid character may be, for error messages
    tatham: TathamCode | None  # its Tatham game, if it has one
    puzzlink: PuzzlinkCode | None  # its puzz.link genre, if it has one
    puzzlekit: PuzzlekitCode | None  # its problems' text in the puzzlekit dataset, if it has any
    pzprv3: Pzprv3Code | None  # how puzz.link's saved files (pzprv3) write it, if they do
    # What the rest of loopcp may ask of a genre besides its rules; a part it lacks is None or empty.
    aliases: tuple[str, ...]  # other names --genre takes: its puzz.link pid, every kind JSON prints
    levels: tuple[str, ...]  # its deduction levels, easiest first (grade, hint, explain, graded generate)
    logic: Lazy | None  # the module whose ``deduce`` runs its deduction rules
    default_difficulty: str | None  # what ``loopcp generate`` makes unless told
    recipes: Mapping[str, Lazy]  # what ``loopcp generate`` makes, by the name people use -> its Recipe
    judge: Lazy | None  # graded generation's judge class for its clues, if it has one of its own
    grader: Lazy | None  # how graded generation grades a finished puzzle, where that differs from deduce
    grid_logic: Lazy | None  # where it plays on Loopy's other grids, its rules there: grade_grid, deduce_grid
    slink: bool  # whether the Slink contest format holds its puzzles (every cell clued 0-3)
    mcc: Lazy | None  # its exact-cover data for Knuth's DLX solvers (a ``formats.mcc.MccCode``), if it has any
    text: str  # the format a file of it is read in when none is named: "knuth", or "puzzlekit" for clue tokens
    edges_only: bool  # whether its constraints name edges only (a decision diagram can count it)

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The lattice of points the loop runs through."""
        ...

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The puzzle's clues as linear constraints over edges."""
        ...

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """The constraints of one grid character (not a letter) at a cell, in the order ``constraints`` gives them."""
        ...

    def kind(self, puzzle: Puzzle) -> str:
        """The genre as people name this puzzle (Slitherlink with letters is SuperSlitherlink)."""
        ...

    def clue_count(self, puzzle: Puzzle) -> int:
        """How many clues the puzzle has (a letter region counts once)."""
        ...

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Every clue that a loop breaks, in words, checked without any model code."""
        ...

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """One character to draw inside a face of the lattice (blank for none)."""
        ...

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """What to draw at a point instead of the loop, as (ASCII, Unicode) characters, or None."""
        ...

    def finish(self, puzzle: Puzzle, solution: Solution) -> Solution:
        """The solution as JSON and pictures show it: with its shaded cells, in a genre that shades them."""
        ...

    def cell_number(self, puzzle: Puzzle, cell: Cell) -> str:
        """The number a pictured clue cell shows, in a genre whose loop runs through cells ("" for none)."""
        ...

    def paths(self, puzzle: Puzzle) -> tuple[tuple[Point, Point], ...] | None:
        """The pairs of points that paths join, in a genre whose answer is paths instead of one loop (else None)."""
        ...


class Record:
    """What most genres say alike, for a genre's class to inherit: it then writes only what is its own.

    Every optional part is absent (None, empty, False) but deduction, which the generic engine gives
    every genre (one constraint at a time, then one trial), the lattice comes from ``board``, a puzzle is
    called by the genre's name, every non-blank character is a clue, and nothing is drawn at faces
    or points.  A genre overrides what differs; the ``Genre`` protocol is what the rest of loopcp reads.
    """

    name: str
    board: str
    tatham: TathamCode | None = None
    puzzlink: PuzzlinkCode | None = None
    puzzlekit: PuzzlekitCode | None = None
    pzprv3: Pzprv3Code | None = None
    allows_letters = False
    aliases: tuple[str, ...] = ()
    levels: tuple[str, ...] = ("direct", "trial")  # the generic engine's (``logic.generic``)
    logic: Lazy | None = Lazy("loopcp.logic.generic", "deduce")
    default_difficulty: str | None = None
    recipes: Mapping[str, Lazy] = MappingProxyType({})
    judge: Lazy | None = None
    grader: Lazy | None = None
    grid_logic: Lazy | None = None
    slink = False
    mcc: Lazy | None = None
    text = "knuth"
    edges_only = True
    rules: ModuleType  # the genre's rules: ``constraints(puzzle)`` and ``violations(puzzle, solution)``

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The points the loop runs through, as the genre's board says."""
        return lattice_of(self.board, puzzle.rows, puzzle.cols)

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """The rules module's constraints: each genre keeps its solver's half and its verifier's half side by side."""
        out: list[Linear] = self.rules.constraints(puzzle)
        return out

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """The rules module's check, plain Python over the answer (no model code)."""
        out: list[str] = self.rules.violations(puzzle, solution)
        return out

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """No clue of one character (a genre whose clues are cells says otherwise)."""
        return []

    def kind(self, puzzle: Puzzle) -> str:
        """The genre's name."""
        return self.name

    def clue_count(self, puzzle: Puzzle) -> int:
        """Every character but '.', and every letter region once."""
        return clue_count(puzzle)

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """Nothing inside a face."""
        return " "

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """Nothing at a point: the loop is drawn there."""
        return None

    def finish(self, puzzle: Puzzle, solution: Solution) -> Solution:
        """Nothing to add: the loop is the whole answer."""
        return solution

    def paths(self, puzzle: Puzzle) -> tuple[tuple[Point, Point], ...] | None:
        """None: the answer is one loop."""
        return None

    def cell_number(self, puzzle: Puzzle, cell: Cell) -> str:
        """A clue token's leading digits (an arrow's ``2e``, a room's ``3``); none in a genre of characters."""
        if not puzzle.tokens:
            return ""
        token = puzzle.tokens[cell[0]][cell[1]]
        digits = len(token) - len(token.lstrip("0123456789"))
        return token[:digits]


def number_token(token: str, *, unknown: bool = True) -> str | None:
    """A dataset's or file's number token as loopcp's: ``-`` or ``.`` none (``.``), ``?`` unknown, or None if neither.

    ``unknown=False`` for a genre without unknown numbers: ``?`` is then not a token of it.
    """
    if token in ("-", ".") or (unknown and token == "?"):
        return {"-": "."}.get(token, token)
    return str(int(token)) if token.isascii() and token.isdigit() else None


def saved_number_token(token: str) -> str | None:
    """A pzprv3 file's number token (``decodeCellQnum``: ``-`` unknown, ``.`` none) as loopcp's, or None."""
    return "?" if token == "-" else None if token == "?" else number_token(token)


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
