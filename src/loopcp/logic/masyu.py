"""Masyu by deduction, as a person solves it: rules in levels, each step recorded and explained.

Levels (``MASYU_LEVELS``), each using every rule below it:

- ``easy``: Tatham's Pearl Easy rules exactly (pearl.c, sgt-puzzles
  20230122).  A cell keeps the shapes its known edges allow, and an edge
  that all of a cell's shapes agree on is set ("cell" rules); a black
  pearl's leg continues straight through the next cell, and a leg whose
  next cell cannot go straight is impossible; a white pearl cannot lie
  along an axis where neither neighbour can turn, and once it runs
  straight on through one neighbour it turns at the other; a closed loop
  is the whole loop.
- ``tricky``: Tatham's Pearl Tricky as Debian's 20230122 build runs it: an
  edge whose two ends lie on one fragment of the loop is a cross when the
  fragment has fewer cells than are known to be on the loop.  (Its second
  Tricky rule, on cell shapes, never fired before a 2025 fix, so it is not
  here: our grades must match that build's labels.)
- ``expert`` (ours): inside/outside colouring of the lattice's faces with
  parity: a line separates the two faces beside it, a cross joins them, a
  white pearl's diagonal faces differ, a black pearl's two diagonals
  disagree (``masyu_colour``).
- ``deep`` (ours): trial: set one edge, run the rules up to ``expert``, and
  a contradiction proves the opposite; then two edges
  (``masyu_trial``).

Propagation runs lowest level first: cell rules, then pearl rules, then
one step of a higher level only when everything below is at its fixpoint.
So the first step at a level is taken exactly at the fixpoint of the
levels below it, and a puzzle's grade (the lowest level whose rules solve
it) is the highest level of any step taken.  Like Tatham's, the engine
never closes a loop "because it happens to satisfy everything": a trial
that completes a loop proves nothing.
"""

from __future__ import annotations

from loopcp.logic import masyu_colour
from loopcp.logic.base import CROSS, LINE, MASYU_LEVELS, Deduction, Position, Step, level_index
from loopcp.logic.masyu_board import (
    BLANK,
    CORNERS,
    CORNERS_WITH,
    MASK_AND,
    MASK_OR,
    OFF,
    ON,
    STRAIGHT_ALONG,
    STRAIGHTS,
    UNK,
    Board,
    Contradiction,
    Topology,
    cell_text,
    topology,
)
from loopcp.logic.masyu_text import dirs, edge_text, facts, outcome, split, subject
from loopcp.puzzle import Edge, Puzzle

EASY, TRICKY, EXPERT, DEEP = range(4)
TRIAL_BUDGET = 20_000  # propagations a deduction may spend on trials before deep gives up (keeps grading bounded)
CONTRADICTION = "contradiction"  # the grade of a puzzle (or position) that admits no loop


class Engine:
    """Runs the rules on one board; records steps unless it is a silent trial."""

    def __init__(self, board: Board, *, record: bool, max_level: int) -> None:
        self.board = board
        self.top: Topology = board.top
        self.record = record
        self.max_level = max_level
        self.steps: list[Step] = []
        self.trial_cursor = 0  # where the deep level's round of trials goes on from
        self.trial_budget = TRIAL_BUDGET  # propagations left for two-edge trials
        self.colour_pending: list[tuple[int, int, str]] = []  # settled by the last colouring sweep, not yet set
        self.colour_seen = (
            -1
        )  # the count of unknown edges when that sweep ran (a later sweep on the same position is futile)

    # -- the main loop -------------------------------------------------------------------------

    def run(self, limit: int | None = None) -> None:
        """Apply rules, lowest level first, until none applies (or ``limit`` steps are recorded)."""
        b = self.board
        top_level = self.max_level
        while limit is None or len(self.steps) < limit:
            if b.closed >= 0:
                self.loop_closed()
            elif b.cell_queue:
                c = b.cell_queue.popleft()
                b.cell_queued[c] = 0
                self.cell_rule(c)
            elif b.pearl_queue:
                p = b.pearl_queue.popleft()
                b.pearl_queued[p] = 0
                if self.pearl_rules(p) and not b.pearl_queued[p]:
                    b.pearl_queued[p] = 1
                    b.pearl_queue.append(p)
            elif b.unknown == 0 or not self.higher(top_level):
                return

    def higher(self, top_level: int) -> bool:
        """One step of the lowest level above easy that has one, up to ``top_level``."""
        return (
            (top_level >= TRICKY and self.shortcut())
            or (top_level >= EXPERT and self.colour())
            or (top_level >= DEEP and self.trial())
        )

    def emit(
        self, rule: str, level: int, text: str, clues: tuple[int, ...] = (), premises: tuple[int, ...] = ()
    ) -> None:
        """Record the step under way: the edges it set are in the board's log."""
        top = self.top
        log = self.board.log or []
        self.steps.append(
            Step(
                rule=rule,
                level=MASYU_LEVELS[level],
                text=text,
                set=tuple((top.edge_names[e], LINE if v == ON else CROSS) for e, v in log),
                clues=tuple((c // top.cols, c % top.cols) for c in clues),
                premises=tuple(top.edge_names[e] for e in premises),
            )
        )
        self.board.log = []

    def known_edges(self, *cells: int) -> tuple[int, ...]:
        """The edges around some cells that are already set: a step's premises."""
        top, edge = self.top, self.board.edge
        out: list[int] = []
        for c in cells:
            for k in range(4):
                e = top.cell_edge[4 * c + k]
                if e >= 0 and edge[e] and e not in out:
                    out.append(e)
        return tuple(out)

    def around(self, c: int) -> list[int]:
        """The states of a cell's four edges, east, north, west, south (the border is a cross)."""
        return [self.board.value(c, k) for k in range(4)]

    def pearls_of(self, *cells: int) -> tuple[int, ...]:
        """Which of some cells hold pearls."""
        return tuple(c for c in cells if c >= 0 and self.top.pearls[c])

    # -- easy: cells ---------------------------------------------------------------------------

    def force_cell(self, c: int) -> None:
        """Set every unknown edge of cell c on which all its remaining shapes agree."""
        b = self.board
        m = b.mask[c]
        some, every = MASK_OR[m], MASK_AND[m]
        cell_edge, edge = self.top.cell_edge, b.edge
        for k in range(4):
            e = cell_edge[4 * c + k]
            if e >= 0 and edge[e] == UNK:
                if not some >> k & 1:
                    b.set_edge(e, OFF)
                elif every >> k & 1:
                    b.set_edge(e, ON)

    def cell_rule(self, c: int) -> None:
        """Tatham's "cell -> edge": an edge that every shape left to a cell agrees on."""
        b = self.board
        m = b.mask[c]
        some, every = MASK_OR[m], MASK_AND[m]
        cell_edge, edge = self.top.cell_edge, b.edge
        if not any(
            (e := cell_edge[4 * c + k]) >= 0 and edge[e] == UNK and (not some >> k & 1 or every >> k & 1)
            for k in range(4)
        ):
            return
        if not self.record:
            self.force_cell(c)
            return
        before = self.around(c)
        premises = self.known_edges(c)
        b.log = []
        self.force_cell(c)
        rule, text = self.cell_words(c, before)
        self.emit(rule, EASY, text, self.pearls_of(c), premises)

    def cell_words(self, c: int, before: list[int]) -> tuple[str, str]:
        """The rule name and sentence of a cell step."""
        top = self.top
        ons, offs = split(top, c, self.board.log or [])
        kind = top.pearls[c]
        if kind == 2:
            return "black-pearl", f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)} (it turns)."
        if kind == 1:
            return "white-pearl", (
                f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)} (it goes straight through)."
            )
        name = cell_text(top, c)
        lines = [k for k in range(4) if before[k] == ON]
        if len(lines) == 2:
            return (
                "cell-two-lines",
                f"{name} already has lines going {dirs(lines)}, so no line goes {dirs(offs, 'or')}.",
            )
        if not ons and self.board.mask[c] == BLANK:
            return "cell-dead-end", f"{name} has at most one open side, so the loop does not pass through it."
        if len(lines) == 1 and ons:
            return "cell-continue", f"The line at {name} comes from the {dirs(lines)} and can only go on {dirs(ons)}."
        return "cell-shape", f"{subject(top, c)} {facts(top, c, before)}, so {outcome(ons, offs)}."

    # -- easy: pearls --------------------------------------------------------------------------

    def pearl_rules(self, p: int) -> bool:
        """Tatham's long-range pearl rules; one step at most, True if one was taken."""
        return self.black_rules(p) if self.top.pearls[p] == 2 else self.white_rules(p)

    def black_rules(self, p: int) -> bool:
        """A black pearl's leg goes straight on through the next cell, or cannot start."""
        b, top = self.board, self.top
        mask, edge = b.mask, b.edge
        for k in range(4):
            e = top.cell_edge[4 * p + k]
            if e < 0:
                continue
            f = top.cell_nbr[4 * p + k]
            straight = STRAIGHT_ALONG[k]
            if edge[e] == ON and mask[f] != straight:
                premises = self.known_edges(p, f) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(f, straight)
                self.force_cell(f)
                if self.record:
                    self.emit(
                        "black-leg",
                        EASY,
                        f"{subject(top, p)} has a line going {dirs([k])}, so its leg goes straight on through "
                        f"{cell_text(top, f)}.",
                        (p,),
                        premises,
                    )
                return True
            if edge[e] == UNK and not mask[f] & straight:
                premises = self.known_edges(p, f) if self.record else ()
                b.log = [] if self.record else None
                b.set_edge(e, OFF)
                self.force_cell(p)
                if self.record:
                    ons, _ = split(top, p, b.log or [])
                    then = f", so {outcome(ons, [])}" if ons else ""
                    self.emit(
                        "black-blocked",
                        EASY,
                        f"{subject(top, p)} cannot go {dirs([k])}: {cell_text(top, f)} cannot carry its line "
                        f"straight on ({self.why_not_straight(f, k)}){then}.",
                        self.pearls_of(p, f),
                        premises,
                    )
                return True
        return False

    def why_not_straight(self, f: int, k: int) -> str:
        """Why cell f cannot be a straight along direction k, in words."""
        top = self.top
        if top.pearls[f] == 2:
            return "it is a black pearl, which turns"
        if top.cell_edge[4 * f + k] < 0:
            return "the board edge is beyond it"
        if self.board.edge[top.cell_edge[4 * f + k]] == OFF:
            return "the edge beyond it is a cross"
        side = [j for j in (k ^ 1, k ^ 3) if self.board.value(f, j) == ON]
        if side:
            return f"it already has a line going {dirs(side)}"
        return "no shape left to it goes straight that way"

    def white_rules(self, p: int) -> bool:
        """A white pearl needs a turn beside it: no axis without one, and a turn opposite a straight."""
        b, top = self.board, self.top
        mask, nbr = b.mask, top.cell_nbr
        m = mask[p]
        for k in (0, 1):
            straight = STRAIGHT_ALONG[k]
            if not m & straight:
                continue
            f, g = nbr[4 * p + k], nbr[4 * p + (k ^ 2)]
            if (f < 0 or not mask[f] & CORNERS_WITH[k ^ 2]) and (g < 0 or not mask[g] & CORNERS_WITH[k]):
                premises = self.known_edges(*(x for x in (p, f, g) if x >= 0)) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(p, ~straight & 0x7F)
                self.force_cell(p)
                if self.record:
                    axis, other = ("east-west", "north-south") if k == 0 else ("north-south", "east-west")
                    sides = joined_cells(top, f, g)
                    self.emit(
                        "white-no-turn",
                        EASY,
                        f"{subject(top, p)} cannot go {axis}: the line could turn at neither {sides}, "
                        f"so it goes {other}.",
                        self.pearls_of(p, f, g),
                        premises,
                    )
                return True
        for k in range(4):
            straight = STRAIGHT_ALONG[k]
            if m != straight:
                continue
            f, g = nbr[4 * p + k], nbr[4 * p + (k ^ 2)]
            if f >= 0 and g >= 0 and not mask[f] & ~STRAIGHTS and mask[g] & ~CORNERS:
                premises = self.known_edges(p, f, g) if self.record else ()
                b.log = [] if self.record else None
                b.narrow(g, CORNERS)
                self.force_cell(g)
                if self.record:
                    self.emit(
                        "white-turn",
                        EASY,
                        f"{subject(top, p)} goes straight on through {cell_text(top, f)}, so the line must turn "
                        f"at {cell_text(top, g)}: it does not go on {dirs([k ^ 2])} from there.",
                        self.pearls_of(p, f, g),
                        premises,
                    )
                return True
        return False

    # -- easy: the loop --------------------------------------------------------------------------

    def loop_closed(self) -> None:
        """A closed loop is the whole loop: it must hold every line and every cell known to be on it."""
        b, top = self.board, self.top
        size = b.size[b.closed]
        b.closed = -2
        if b.lines != size:
            raise Contradiction(f"a loop of {size} cells has closed, but {b.lines - size} other lines remain")
        for c in range(top.cells):
            if not b.deg[c] and not b.mask[c] & BLANK:
                raise Contradiction(f"a loop has closed without {subject(top, c)[4:]}")
        if not b.unknown:
            return
        b.log = [] if self.record else None
        for e in range(top.edges):
            if b.edge[e] == UNK:
                b.set_edge(e, OFF)
        if self.record:
            self.emit("loop-closed", EASY, "The loop is closed, so no other edge is a line.")

    # -- tricky ----------------------------------------------------------------------------------

    def shortcut(self) -> bool:
        """Tatham's shortcut loop: an edge closing a fragment smaller than the cells known to be on the loop."""
        b, top = self.board, self.top
        edge, deg, mate, size, need = b.edge, b.deg, b.mate, b.size, b.nonblank
        edge_a, edge_b = top.edge_a, top.edge_b
        for e in range(top.edges):
            if edge[e] == UNK:
                a, c = edge_a[e], edge_b[e]
                if deg[a] == 1 and deg[c] == 1 and mate[a] == c and size[a] < need:
                    b.log = [] if self.record else None
                    b.set_edge(e, OFF)
                    if self.record:
                        self.emit(
                            "shortcut-loop",
                            TRICKY,
                            f"A line {edge_text(top, e)} would close a loop through {size[a]} cells, but "
                            f"{need} cells are known to be on the loop, so it is a cross.",
                            premises=self.fragment_edges(a),
                        )
                    return True
        return False

    def fragment_edges(self, a: int) -> tuple[int, ...]:
        """The line edges of the fragment that ends at cell a, walked from a."""
        b, top = self.board, self.top
        out: list[int] = []
        prev, c = -1, a
        while True:
            nxt = -1
            for k in range(4):
                e = top.cell_edge[4 * c + k]
                if e >= 0 and b.edge[e] == ON and e not in out[-1:]:
                    d = top.cell_nbr[4 * c + k]
                    if d != prev:
                        out.append(e)
                        nxt = d
                        break
            if nxt < 0:
                return tuple(out)
            prev, c = c, nxt

    # -- expert and deep ---------------------------------------------------------------------------

    def colour(self) -> bool:
        """One step of inside/outside colouring (``masyu_colour``), from the last sweep's findings if any hold."""
        b = self.board
        while True:
            while self.colour_pending:
                e, value, why = self.colour_pending.pop()
                if b.edge[e] == UNK:
                    b.log = [] if self.record else None
                    b.set_edge(e, value)
                    if self.record:
                        word = "a line" if value == ON else "a cross"
                        said = why.format(edge=edge_text(self.top, e))
                        self.emit("colour-parity", EXPERT, f"Colouring inside and outside: {said}, so it is {word}.")
                    return True
                if b.edge[e] != value:
                    raise Contradiction(f"colouring wants {edge_text(self.top, e)} the other way")
            if self.colour_seen == b.unknown:
                return False
            self.colour_pending = masyu_colour.find(b)[::-1]
            self.colour_seen = b.unknown
            if not self.colour_pending:
                return False

    def trial(self) -> bool:
        """Deep: an edge whose one value leads the lower levels to a contradiction takes the other value.

        One edge at a time first, in a round that goes on from the last
        success; only when a whole round finds nothing, two edges (the
        second one near what the first one changed), within a budget of
        propagations so that a stalled grade stays cheap and repeatable.
        """
        b, top = self.board, self.top
        edges = top.edges
        for offset in range(edges):
            e = (self.trial_cursor + offset) % edges
            if b.edge[e] != UNK:
                continue
            for value in (ON, OFF):
                why = self.refute(b, e, value)
                if why is not None:
                    self.trial_cursor = e
                    self.conclude(e, value, why, "trial")
                    return True
        for e in range(edges):
            if b.edge[e] != UNK:
                continue
            for value in (ON, OFF):
                if self.trial_budget <= 0:
                    return False
                self.trial_budget -= 1
                why = self.refute_twice(e, value)
                if why is not None:
                    self.conclude(e, value, why, "trial-2")
                    return True
        return False

    def conclude(self, e: int, value: int, why: str, rule: str) -> None:
        """Set an edge opposite to the value a trial refuted."""
        b = self.board
        b.log = [] if self.record else None
        b.set_edge(e, OFF if value == ON else ON)
        if self.record:
            supposed = "a line" if value == ON else "a cross"
            final = "a cross" if value == ON else "a line"
            self.emit(rule, DEEP, f"Suppose {edge_text(self.top, e)} were {supposed}: {why}; so it is {final}.")

    def propagate(self, board: Board) -> Engine:
        """Run the levels below deep on a board, silently (easy and tricky first: they are cheaper)."""
        trial = Engine(board, record=False, max_level=TRICKY)
        trial.run()
        trial.max_level = EXPERT
        trial.run()
        return trial

    def refute(self, base: Board, e: int, value: int) -> str | None:
        """Why edge e cannot take this value (the lower levels reach a contradiction), or None."""
        board = base.copy()
        try:
            board.set_edge(e, value)
            self.propagate(board)
        except Contradiction as why:
            return f"the rules up to expert then find that {why}"
        return None

    def refute_twice(self, e: int, value: int) -> str | None:
        """Why edge e cannot take this value: some second edge near it fails both ways, or None."""
        board = self.board.copy()
        try:
            board.set_edge(e, value)
            self.propagate(board)
        except Contradiction as why:
            return f"the rules up to expert then find that {why}"
        top, before = self.top, self.board.mask
        near: list[int] = []
        for c in range(top.cells):
            if board.mask[c] != before[c]:
                for k in range(4):
                    f = top.cell_edge[4 * c + k]
                    if f >= 0 and board.edge[f] == UNK and f not in near:
                        near.append(f)
        for f in near:
            if self.trial_budget <= 0:
                return None
            self.trial_budget -= 1
            first = self.refute(board, f, ON)
            if first is None:
                continue
            second = self.refute(board, f, OFF)
            if second is not None:
                return f"then {edge_text(top, f)} can be neither a line nor a cross"
        return None


def joined_cells(top: Topology, f: int, g: int) -> str:
    """Two neighbours of a cell by name ("the board edge" for none): ``r1c2 nor r1c4``."""
    first = cell_text(top, f) if f >= 0 else "the board edge"
    second = cell_text(top, g) if g >= 0 else "the board edge"
    return f"{first} nor {second}"


def _position(board: Board) -> Position:
    top = board.top
    values: dict[Edge, int] = {}
    for e, state in enumerate(board.edge):
        if state:
            values[top.edge_names[e]] = LINE if state == ON else CROSS
    return Position.from_values(top.rows, top.cols, values)


def deduce(
    puzzle: Puzzle, position: Position | None = None, *, max_level: str = "deep", limit_steps: int | None = None
) -> Deduction:
    """Solve a Masyu by the rules up to ``max_level``, recording every step.

    ``position`` is where to start (the edges a solver has set so far);
    ``limit_steps=1`` gives a hint: the lowest-level step available there.
    The grade is the highest level of any step taken when the rules finish
    the loop, ``"unsolved"`` when they stall, ``"contradiction"`` when the
    puzzle or the position admits no loop.
    """
    if puzzle.genre != "masyu":
        raise ValueError(f"the Masyu engine cannot deduce a {puzzle.genre} puzzle")
    top_level = level_index(MASYU_LEVELS, max_level)
    top = topology(puzzle)
    steps: list[Step] = []
    try:
        board = Board(top)
    except Contradiction as why:
        return Deduction(
            "masyu", MASYU_LEVELS, (), position or Position.empty(top.rows, top.cols), CONTRADICTION, str(why)
        )
    engine = Engine(board, record=True, max_level=top_level)
    try:
        if position is not None:
            for e, name in enumerate(top.edge_names):
                value = position.value(name)
                if value:
                    board.set_edge(e, ON if value == LINE else OFF)
        engine.run(limit_steps)
    except Contradiction as why:
        return Deduction("masyu", MASYU_LEVELS, tuple(engine.steps), _position(board), CONTRADICTION, str(why))
    steps = engine.steps
    if board.unknown == 0 and board.lines:
        grade = MASYU_LEVELS[max((level_index(MASYU_LEVELS, s.level) for s in steps), default=0)]
    else:
        grade = "unsolved"
    return Deduction("masyu", MASYU_LEVELS, tuple(steps), _position(board), grade)
