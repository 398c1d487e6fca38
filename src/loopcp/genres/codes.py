"""How a genre is written in the formats loopcp reads: one frozen code per format, data rather than functions.

Each genre's record names its codes (``Genre.tatham``, ``puzzlink``,
``puzzlekit``, ``pzprv3``); each format's module (``formats/``) reads and
writes every genre from them, and never asks which genre it has.  What a
code cannot say as data (a URL body of clue tokens, a saved file's own
cells) it says as a function of the genre's ``codes`` module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from loopcp.errors import ParseError, describe
from loopcp.grid import Cell
from loopcp.puzzle import Puzzle

ErrorAt = Callable[[int, str], ParseError]  # (offset into the text, message) -> the error to raise


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
    # A genre whose flags say how the body is laid out (Slalom's ``p`` and ``d``): the letters -> what they are,
    # its reader, which takes the URL's layout letters too, and the flags its writer puts before the size.
    layouts: Mapping[str, str] = field(default_factory=dict)
    read_flagged: Callable[[str, str, int, int, ErrorAt, int], Puzzle] | None = None  # (flags, body, rows, ...)
    written_flags: str = ""


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
    # A genre whose tokens draw its rooms' borders (Mejilink's dotted lines): the tokens read -> the puzzle kept,
    # and back (the puzzle -> one with those tokens) before it is written
    build: Callable[[Puzzle], Puzzle] | None = None
    unbuild: Callable[[Puzzle], Puzzle] | None = None


INSIDE, DIRECTIONS = "inside", "directions"  # the two ways puzzlekit's solutions mark a loop

# The sections of a pzprv3 file (``Pzprv3Code.sections``), each pzprjs's FileIO function of that name:
CLUES = "clues"  # decodeCellQnum and kin: a token a cell (``Pzprv3Code.cells``, or ``clue`` for clue tokens)
NOTES = "notes"  # decodeCellQsub: the player's background colours, dropped
LINES = "lines"  # decodeBorderLine: the lines drawn
ARROW_LINES = "arrow lines"  # decodeBorderArrowAns: the lines drawn, a player's arrow after a border's token (dropped)
ROOMS = "rooms"  # decodeAreaRoom: a line with the number of rooms, then each cell's room number
BORDERS = "borders"  # decodeBorderQues: 1 on a border between rooms, else 0 (as LINES lays out its borders)
SHADES = "shades"  # decodeCellAns: '#' a shaded cell, '+' a player's dot, '.' neither (the answer's shading)
CORNERS = "corners"  # decodeCross: the player's marks on the dots at the cells' corners, 0-2 a dot: dropped
# decodeDotFile: 2R - 1 lines of 2C - 1 characters, for the cells' centres, the borders and their crossings; a cell's
# token is ``clue`` of its centre's, east side's and south side's three characters (a crossing's must be '.')
DOT_GRID = "dot grid"
EMPTIES = "empties"  # decodeEmpty: '*' an empty cell (loopcp's token '@', no clue then), '.' not; rooms leave it out
# decodeBorder of every border, the frame's too, as LINES lays them out on the dots: '0' a border that is not dotted,
# '1' a dotted one, '2' one with a line, '-1' one with the player's cross: the rooms, walls and lines at once
DOTTED = "dotted"
DOT_FILE = "dot file"  # decodeDotFile: 2 x rows - 1 lines of 2 x cols - 1 characters, a dot's colour or '.' (Kurarin's)
START_GOAL = "start goal"  # decodeSG: one line "bx by bx by", a path's start and goal in half cells (``Ends``)
FLAGS = "flags"  # decodeFlags: one line of comma-separated variant flags, maybe empty (``Pzprv3Code.flags``)


@dataclass(frozen=True, slots=True)
class Ends:
    """Where a genre of one path keeps its start and goal, which a saved file writes apart (Kaisu's ``S``, ``G``)."""

    put: Callable[[Puzzle, Cell, Cell], Puzzle]  # the board with its start and goal marked
    find: Callable[[Puzzle, str], tuple[Cell, Cell]]  # (board, what is written) -> its start and goal, or refused


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
    outer: bool = False  # borders and lines on the board's edge too (pzprjs ``hasborder: 2``): read, always 0 written
    ends: Ends | None = None  # a genre with a ``START_GOAL`` section: how its tokens keep the start and goal


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
