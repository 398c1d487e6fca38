"""Masyu as Knuth's MASYU-DLX writes it: exact-cover data.

The shared parts (the doubled board, names, the header) are in
``formats/mcc.py``, whose docstring says how this data is laid out; this
module holds what is Masyu's: tiles through cell centres, and the pearls'
classes of merged edges.  The record names ``WRITER`` as its ``mcc``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from loopcp.formats.mcc import STEP, TURNS, E, MccCode, N, Namer, S, Spot, W, header
from loopcp.puzzle import Puzzle

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


WRITER = MccCode(max_side=31, lines=_masyu)  # his maxn
