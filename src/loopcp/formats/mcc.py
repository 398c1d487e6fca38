"""Exact-cover (MCC) data for Knuth's DLX solvers: the rows his puzzle drivers print.

Knuth turns a loop puzzle into an exact-cover problem with colours and
multiplicities (his "MCC" data) with two CWEB drivers: SUPERSLITHERLINK-
GENERAL-DLX for Slitherlink and SuperSlitherlink, MASYU-DLX for Masyu.  His
DLX3 (or DLX2) then finds every cover, each a set of disjoint loops, and
DLX3-LOOP (DLX2-LOOP) keeps the connected ones.  ``write(puzzle)`` prints
the same data, byte for byte, for every puzzle his drivers accept, so that
any format loopcp reads can feed his solvers.  Our own code, written from
the facts of his format; docs/mcc.md has the details and the figures.

Glossary (Knuth's doubled coordinates, rows first):

- ``Spot = (r, c)``: a place on the doubled board.  In Slitherlink the
  lattice point (i, j) is the *tile* ``(2i, 2j)`` and cell (i, j) is
  ``(2i+1, 2j+1)``; in Masyu cell (i, j) is the tile ``(2i, 2j)`` and its
  pearl is the *circle* ``(2i+1, 2j+1)``.  Either way an *edge* is the spot
  halfway between two tiles, so ``r + c`` is odd.
- A *name* is a spot written as two coordinates of base-62 digits
  ``0-9a-zA-Z``, e.g. ``(2, 11)`` is ``2b``.

The data is: comment lines (``| `` and the puzzle's Knuth text), one line
of items (primary items, ``|``, secondary items), and one line per option.

Slitherlink and SuperSlitherlink (SUPERSLITHERLINK-GENERAL-DLX):

- primary items: each tile; each tile's *subtiles* ``rNWc``, ``rNEc``,
  ``rSEc``, ``rSWc``, ``rNSc``, ``rEWc``, one per pair of its usable edges;
  each cell clued 1-4 as ``2k|name`` (covered exactly 2k times: each loop
  edge lies on two tiles); each letter x with a clue N > 0 as ``2N|x``;
- secondary items: the usable edges, coloured 0 (off) or 1 (on).  Edges of
  a 0 cell, edges inside a letter's region and the boundary edges of a
  letter clued 0 are not items at all;
- options: a tile with none or two of its edges on, each with the clues
  its edges count towards; the tile names two of them and the matching
  subtile the other two, so no option names a clue twice.

Masyu (MASYU-DLX): pearls tie edges together (a black pearl: N = not S,
E = not W; a white one: N = S, E = W, S = not W), so Knuth merges edges
into classes with a union-find and writes every option over the class
leaders; a class of two or more edges gets a primary item ``#name`` and
two options that set all its edges one way or the other, and a first
option fixes the edges whose value is known (and covers the tiles of the
pearls).  A contradiction among the pearls makes the data one line,
``abort``: a primary item with no option, so no cover.

Beyond his limits (roads taken on purpose):

- Board size.  His drivers keep a board of at most ``KNUTH_MAX_SIDE``
  rows and columns (30 for Slitherlink, 31 for Masyu) and write each
  coordinate as one base-62 digit, which reaches 61.  Past that we keep
  base 62 but give every coordinate as many digits as the largest one
  needs (two digits reach 3843, so a 1000 x 1000 board is written): names
  stay unique, and at most 8 characters long, as his DLX programs want.
  DLX3-LOOP reads one-digit coordinates only, so such data suits DLX3.
- A SuperSlitherlink of 30 rows: his driver stops reading at the 30th row
  and never sees the ``!`` lines; we write the clues.
- A letter clued 0 with several cells: his driver forbids the edges of the
  letter's first cell only and then names the letter in options although
  it is no item, which DLX3 rejects; we forbid every boundary edge.
- A board of one row or one column: his drivers refuse it; we write it.

``knuth_accepts`` says which puzzles his drivers read as loopcp does; on
those the bytes are his.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from loopcp.errors import UnsupportedError
from loopcp.formats import knuth
from loopcp.puzzle import Puzzle

Spot = tuple[int, int]  # (row, col) on Knuth's doubled board, e.g. (2, 11), written "2b"

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
KNUTH_MAX_SIDE = {"slitherlink": 30, "masyu": 31}  # his maxn
TURNS = (0xC, 0xA, 0x5, 0x3, 0x9, 0x6, 0x0)  # a tile's edges on, as bits N=8 W=4 E=2 S=1, in his order
N, W, E, S = 8, 4, 2, 1
STEP: dict[int, Spot] = {N: (-1, 0), W: (0, -1), E: (0, 1), S: (1, 0)}


def knuth_accepts(puzzle: Puzzle) -> bool:
    """Whether Knuth's driver reads this puzzle as loopcp does, so that ``write`` prints his bytes.

    >>> knuth_accepts(Puzzle("masyu", 31, 2, ("..",) * 31)), knuth_accepts(Puzzle("slitherlink", 1, 3, ("...",)))
    (True, False)
    """
    side = KNUTH_MAX_SIDE[puzzle.genre]
    if not (2 <= puzzle.rows <= side and 2 <= puzzle.cols <= side):
        return False
    if puzzle.letters and puzzle.rows == side:  # his reading stops before the '!' lines
        return False
    counts = {letter: sum(row.count(letter) for row in puzzle.cells) for letter, _ in puzzle.letters}
    return not any(n == 0 and counts[letter] > 1 for letter, n in puzzle.letters)


@dataclass(frozen=True, slots=True)
class Namer:
    """Writes spots as names: each coordinate in base 62, ``width`` digits (Knuth's is 1)."""

    width: int

    @classmethod
    def reaching(cls, largest: int) -> Namer:
        """The narrowest namer whose digits reach this coordinate.

        >>> Namer.reaching(61).width, Namer.reaching(62).width, Namer.reaching(2000).width
        (1, 2, 2)
        """
        width = 1
        while len(DIGITS) ** width <= largest:
            width += 1
        return cls(width)

    def digits(self, x: int) -> str:
        """One coordinate: ``digits(11) == "b"`` at width 1."""
        out = ""
        for _ in range(self.width):
            x, d = divmod(x, len(DIGITS))
            out = DIGITS[d] + out
        return out

    def name(self, spot: Spot, middle: str = "") -> str:
        """A spot's name, with a subtile's compass letters between its coordinates."""
        return self.digits(spot[0]) + middle + self.digits(spot[1])


def header(program: str, puzzle: Puzzle) -> list[str]:
    """The comment lines: the driver's name, then the puzzle's Knuth text, one line each."""
    return [f"| {program}:"] + ["| " + line for line in knuth.write(puzzle).splitlines()]


def write(puzzle: Puzzle) -> str:
    """The MCC data of a puzzle, as Knuth's driver for its genre prints it, ending in a newline."""
    writer = _WRITERS.get(puzzle.genre)
    if writer is None:
        raise UnsupportedError(f"no exact-cover data is defined for genre {puzzle.genre!r}")
    return "".join(line + "\n" for line in writer(puzzle))


# --- Slitherlink and SuperSlitherlink ------------------------------------------------------------

# A subtile: its compass name, its two edges, and the two cells it counts when both are on.
SUBTILES = (("NW", N, W, "NW", "NE"), ("NE", N, E, "NE", "SE"), ("SE", S, E, "SE", "SW"),
            ("SW", S, W, "SW", "NW"), ("NS", N, S, "SE", "SW"), ("EW", E, W, "SW", "NW"))  # fmt: skip
# For each turn of a tile (in TURNS order), the two cells the tile itself counts.
TILE_COUNTS = (("SW", "NW"), ("NW", "NE"), ("SE", "SW"), ("NE", "SE"), ("NW", "NE"), ("NE", "SE"), ())
QUADRANT: dict[str, Spot] = {"NW": (-1, -1), "NE": (-1, 0), "SE": (0, 0), "SW": (0, -1)}  # cell from point


@dataclass(slots=True)
class _Board:
    """A Slitherlink board on the doubled grid: its usable edges and its clue items."""

    puzzle: Puzzle
    namer: Namer
    usable: set[Spot] = field(default_factory=set)

    def edge(self, i: int, j: int, way: int) -> Spot | None:
        """The usable edge that leaves point (i, j) this way, or None."""
        di, dj = STEP[way]
        spot = (2 * i + di, 2 * j + dj)
        return spot if spot in self.usable else None

    def clue(self, i: int, j: int, quadrant: str) -> str | None:
        """The item that counts the edges of the cell in this quadrant of point (i, j), if any."""
        di, dj = QUADRANT[quadrant]
        a, b = i + di, j + dj
        if not (0 <= a < self.puzzle.rows and 0 <= b < self.puzzle.cols):
            return None
        ch = self.puzzle.cells[a][b]
        if ch in "1234":
            return self.namer.name((2 * a + 1, 2 * b + 1))
        return ch if ch.isalpha() else None


def _usable_edges(puzzle: Puzzle) -> set[Spot]:
    """Every edge except those of 0 cells, those inside a region, and those around a letter clued 0."""
    m, n = puzzle.rows, puzzle.cols
    usable = {(r, c) for r in range(2 * m + 1) for c in range(2 * n + 1) if (r + c) % 2}
    clues = puzzle.letter_clues()
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            sides = {(2 * i, 2 * j + 1), (2 * i + 1, 2 * j), (2 * i + 1, 2 * j + 2), (2 * i + 2, 2 * j + 1)}
            if ch == "0" or clues.get(ch) == 0:
                usable -= sides
            elif ch in clues:
                if j + 1 < n and row[j + 1] == ch:
                    usable.discard((2 * i + 1, 2 * j + 2))
                if i + 1 < m and puzzle.cells[i + 1][j] == ch:
                    usable.discard((2 * i + 2, 2 * j + 1))
    return usable


def _slitherlink(puzzle: Puzzle) -> Iterator[str]:
    """SUPERSLITHERLINK-GENERAL-DLX's lines for a Slitherlink or SuperSlitherlink puzzle."""
    m, n = puzzle.rows, puzzle.cols
    board = _Board(puzzle, Namer.reaching(2 * max(m, n)), _usable_edges(puzzle))
    name = board.namer.name
    yield from header("slitherlink-dlx", puzzle)

    items: list[str] = []
    for i in range(m + 1):
        for j in range(n + 1):
            items.append(name((2 * i, 2 * j)))
            for compass, a, b, _, _ in SUBTILES:
                if board.edge(i, j, a) and board.edge(i, j, b):
                    items.append(name((2 * i, 2 * j), compass))
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch in "1234":
                items.append(f"{2 * int(ch)}|{name((2 * i + 1, 2 * j + 1))}")
    items += [f"{2 * k}|{letter}" for letter, k in puzzle.letters if k > 0]
    edges = sorted(board.usable)
    yield "".join(item + " " for item in items) + "|" + "".join(" " + name(e) for e in edges)

    for i in range(m + 1):
        for j in range(n + 1):
            yield from _tile_options(board, i, j)
            yield from _subtile_options(board, i, j)


def _tile_options(board: _Board, i: int, j: int) -> Iterator[str]:
    """Tile (i, j) untouched or passed through by two of its edges, with the clues the tile counts."""
    name = board.namer.name
    edges = {way: spot for way in (N, W, E, S) if (spot := board.edge(i, j, way))}
    for turn, counts in zip(TURNS, TILE_COUNTS, strict=True):
        if any(turn & way and way not in edges for way in (N, W, E, S)):
            continue
        parts = [name((2 * i, 2 * j))]
        parts += [f"{name(spot)}:{int(bool(turn & way))}" for way, spot in edges.items()]
        parts += [item for quadrant in counts if (item := board.clue(i, j, quadrant))]
        yield " ".join(parts)


def _subtile_options(board: _Board, i: int, j: int) -> Iterator[str]:
    """Each subtile of tile (i, j): its two edges in all four states, the clues it counts when both are on."""
    name = board.namer.name
    for compass, a, b, first, second in SUBTILES:
        ea, eb = board.edge(i, j, a), board.edge(i, j, b)
        if ea is None or eb is None:
            continue
        sub = name((2 * i, 2 * j), compass)
        counts = [item for quadrant in (first, second) if (item := board.clue(i, j, quadrant))]
        yield f"{sub} {name(ea)}:0 {name(eb)}:0"
        yield f"{sub} {name(ea)}:1 {name(eb)}:0"
        yield f"{sub} {name(eb)}:1 {name(ea)}:0"
        yield " ".join([f"{sub} {name(ea)}:1 {name(eb)}:1", *counts])


# --- Masyu ---------------------------------------------------------------------------------------

CONSTANT: Spot = (-1, -1)  # the class of edges whose value is known; off-board edges belong to it


@dataclass(slots=True)
class _Classes:
    """Edges tied equal or opposite, as Knuth's union-find keeps them.

    Each edge has a leader and a flip (its value is the leader's, xor the
    flip); each class is a ring through ``ring``.  Who leads and the ring's
    order decide the order of the output, so merging follows his rules: the
    constant class always leads, otherwise the larger class (the second on a
    tie), and the two rings are spliced after their leaders.
    """

    rows: int
    cols: int
    leader: dict[Spot, Spot] = field(default_factory=dict)
    flip: dict[Spot, int] = field(default_factory=dict)
    ring: dict[Spot, Spot] = field(default_factory=dict)
    size: dict[Spot, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for spot in [CONSTANT, *self.edges()]:
            self.leader[spot] = self.ring[spot] = spot
            self.flip[spot] = 0
            self.size[spot] = 0 if spot == CONSTANT else 1

    def edges(self) -> Iterator[Spot]:
        """The edges between cells, row by row of the doubled board."""
        for r in range(2 * self.rows - 1):
            for c in range(2 * self.cols - 1):
                if (r + c) % 2:
                    yield (r, c)

    def on_board(self, spot: Spot) -> Spot:
        """The spot itself, or CONSTANT when it lies off the board (always off)."""
        r, c = spot
        return spot if 0 <= r <= 2 * self.rows - 2 and 0 <= c <= 2 * self.cols - 2 else CONSTANT

    def members(self, head: Spot) -> Iterator[Spot]:
        """A class's edges in ring order: from the one after its leader round to the leader."""
        spot = head
        while True:
            spot = self.ring[spot]
            yield spot
            if spot == head:
                return

    def tie(self, a: Spot, b: Spot, opposite: int) -> bool:
        """Make edge a equal to b (or its opposite); False when that contradicts what is known."""
        a, b = self.on_board(a), self.on_board(b)
        p, pp = self.leader[a], self.leader[b]
        s = opposite ^ self.flip[a] ^ self.flip[b]  # p must become pp xor s
        if p == pp:
            return s == 0
        if p == CONSTANT or (pp != CONSTANT and self.size[p] > self.size[pp]):
            p, pp = pp, p
        self.size[pp] += self.size[p]
        for q in list(self.members(p)):
            self.leader[q] = pp
            self.flip[q] ^= s
        self.ring[p], self.ring[pp] = self.ring[pp], self.ring[p]
        return True

    def constant_members(self) -> Iterator[Spot]:
        """The edges of known value, in ring order."""
        spot = self.ring[CONSTANT]
        while spot != CONSTANT:
            yield spot
            spot = self.ring[spot]

    def heads(self) -> Iterator[Spot]:
        """Leaders of classes of two or more edges, row by row."""
        return (e for e in self.edges() if self.leader[e] == e and self.size[e] > 1)


def _tie_pearls(puzzle: Puzzle, classes: _Classes) -> bool:
    """Tie the edges around every pearl, row by row; False at the first pearl that contradicts."""
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch == ".":
                continue
            t = (2 * i, 2 * j)
            n_, s_, e_, w_ = (_towards(t, way) for way in (N, S, E, W))
            if ch == "1":  # black: a turn
                ties = [classes.tie(n_, s_, 1), classes.tie(e_, w_, 1)]
            else:  # white: straight through
                ties = [classes.tie(n_, s_, 0), classes.tie(e_, w_, 0), classes.tie(s_, w_, 1)]
            if not all(ties):
                return False
    return True


def _towards(spot: Spot, way: int, steps: int = 1) -> Spot:
    """The spot this many half-steps away in a direction."""
    dr, dc = STEP[way]
    return (spot[0] + steps * dr, spot[1] + steps * dc)


class _Option:
    """One option being gathered: constraints on edges, rewritten over leaders, kept sorted."""

    def __init__(self, classes: _Classes) -> None:
        self.classes = classes
        self.values: dict[Spot, int] = {}
        self.dead = False  # false constant, or one leader asked for both values

    def need(self, spot: Spot, value: int) -> None:
        """Ask that an edge take a value."""
        classes = self.classes
        edge = classes.on_board(spot)
        lead, value = classes.leader[edge], value ^ classes.flip[edge]
        if lead == CONSTANT:
            self.dead |= value == 1
        elif self.values.setdefault(lead, value) != value:
            self.dead = True

    def line(self, item: str, namer: Namer) -> str | None:
        """The option's line, or None when it can never hold."""
        if self.dead:
            return None
        return item + "".join(f" {namer.name(lead)}:{self.values[lead]}" for lead in sorted(self.values))


def _masyu(puzzle: Puzzle) -> Iterator[str]:
    """MASYU-DLX's lines for a Masyu puzzle."""
    m, n = puzzle.rows, puzzle.cols
    namer = Namer.reaching(2 * max(m, n) - 1)
    name = namer.name
    yield from header("masyu-dlx", puzzle)
    classes = _Classes(m, n)
    if not _tie_pearls(puzzle, classes):
        yield "abort"
        return
    pearls = [(i, j) for i in range(m) for j in range(n) if puzzle.cells[i][j] != "."]
    items = [name((2 * i, 2 * j)) for i in range(m) for j in range(n)]
    items += [name((2 * i + 1, 2 * j + 1)) for i, j in pearls]
    items += ["#" + name(head) for head in classes.heads()]
    yield "".join(item + " " for item in items) + "|" + "".join(" " + name(e) for e in classes.edges())

    known = [name((2 * i, 2 * j)) + " " for i, j in pearls]
    known += [f"{name(e)}:{classes.flip[e]} " for e in classes.constant_members()]
    yield "".join(known)
    for head in classes.heads():
        for negate in (0, 1):
            yield "#" + name(head) + "".join(f" {name(e)}:{classes.flip[e] ^ negate}" for e in classes.members(head))

    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            options = _PEARL_OPTIONS.get(ch, _tile_choices)
            yield from _lines(options, classes, namer, (2 * i, 2 * j))


Choices = Callable[[Spot], Iterator[tuple[Spot, list[tuple[Spot, int]]]]]  # tile -> (item spot, needs)


def _tile_choices(t: Spot) -> Iterator[tuple[Spot, list[tuple[Spot, int]]]]:
    """An empty cell: none or two of its four edges (the seven turns)."""
    for turn in TURNS:
        yield t, [(_towards(t, way), int(bool(turn & way))) for way in (N, W, E, S)]


def _black_choices(t: Spot) -> Iterator[tuple[Spot, list[tuple[Spot, int]]]]:
    """A black pearl: one of four turns, each arm going straight on through the next cell."""
    circle = (t[0] + 1, t[1] + 1)
    for turn in TURNS[:4]:
        needs: list[tuple[Spot, int]] = []
        for way in (N, W, E, S):
            if turn & way:
                needs += [(_towards(t, way), 1), (_towards(t, way, 3), 1)]
        yield circle, needs


def _white_choices(t: Spot) -> Iterator[tuple[Spot, list[tuple[Spot, int]]]]:
    """A white pearl: straight through one way, not straight on at both ends."""
    circle = (t[0] + 1, t[1] + 1)
    for near, back, ahead in ((N, N, S), (W, W, E)):
        for far_back, far_ahead in ((0, 0), (0, 1), (1, 0)):
            yield circle, [(_towards(t, near), 1), (_towards(t, back, 3), far_back), (_towards(t, ahead, 3), far_ahead)]


_PEARL_OPTIONS: dict[str, Choices] = {"1": _black_choices, "0": _white_choices}


def _lines(choices: Choices, classes: _Classes, namer: Namer, t: Spot) -> Iterator[str]:
    """The options of one cell that can hold, over the leaders."""
    for item, needs in choices(t):
        option = _Option(classes)
        for spot, value in needs:
            option.need(spot, value)
        line = option.line(namer.name(item), namer)
        if line is not None:
            yield line


_WRITERS: dict[str, Callable[[Puzzle], Iterator[str]]] = {"slitherlink": _slitherlink, "masyu": _masyu}
