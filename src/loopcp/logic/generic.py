"""Deduction for every genre without rules of its own: moves forced by one constraint, then by one trial.

Two levels, easiest first:

- ``direct``: one constraint of the network (``logic.network``) forces
  something: a clue's count is reached or can only just be reached, a
  point has its two lines or one way left, a chain would close too early.
- ``trial``: one term set one way makes the direct rules reach a
  contradiction, so it is the other way; the step names the constraint
  that broke.

A step names the constraint that made it (the genre's ``Linear.why``, "the
2 at r1c3"), and sets edges.  What a constraint forces about cells and the
genre's own booleans alone (a cell on the loop, a room's colour) changes
no edge, and a position holds only edges: such a finding waits, and is
told in the text of the first step that sets an edge from it (directly or
through other waiting findings), so that every step a hint gives moves
the position on and says only what it rests on.

Roads not taken: trials on every term at once (a full probe) would grade
more puzzles "trial" that a person finds hard; trials on the genre's own
booleans would find steps a person cannot see on the board.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from loopcp import verify
from loopcp.genres import get_genre
from loopcp.genres.base import Term
from loopcp.grid import edge_ends
from loopcp.logic import base
from loopcp.logic.base import CROSS, LINE, Deduction, Position, Step, check_deadline, check_size
from loopcp.logic.network import (
    LINEAR,
    LOOP,
    PATHS,
    POINT,
    SIDE,
    Contradiction,
    Forced,
    Network,
    Rule,
    Values,
    face_name,
)
from loopcp.puzzle import Puzzle, Solution

Describe = Callable[[Puzzle, Term, int], str]  # a genre's ``rules.describe``: its own booleans in words

DIRECT, TRIAL = "direct", "trial"
LEVELS = (DIRECT, TRIAL)
CONTRADICTION = "contradiction"  # the grade of a puzzle or position that admits no loop
RULE_NAMES = {LINEAR: "clue", POINT: "loop-point", SIDE: "inside-outside", LOOP: "one-loop", PATHS: "paths"}


class _Enough(Exception):  # noqa: N818 - the steps asked for are found: not an error
    pass


@dataclass(frozen=True, slots=True, eq=False)  # eq=False: two alike findings are still two
class _Finding:
    """A finding that set no edge, waiting to be told with the first step that rests on it."""

    sentence: str
    level: int
    sets: frozenset[Term]  # the terms it set
    reads: frozenset[Term]  # the terms of the constraint that made it


@dataclass
class _Journal:
    """The steps so far, and the findings that wait for a step that rests on them."""

    net: Network
    puzzle: Puzzle
    describe: Describe | None
    limit: int | None
    steps: list[Step] = field(default_factory=list)
    pending: list[_Finding] = field(default_factory=list)
    highest: int = 0
    cursor: int = 0  # where the next round of trials starts (``_trial``)

    def tell(self, rule: str, level: int, sentence: str, forced: Forced, reads: frozenset[Term]) -> None:
        """Record what a constraint (which reads ``reads``) forced: a step if it set an edge, else a finding."""
        self.highest = max(self.highest, level)
        edges = tuple((t, LINE if v else CROSS) for t, v in forced if t[0] in ("h", "v"))
        if not edges:
            if sentence:
                self.pending.append(_Finding(sentence, level, frozenset(t for t, _ in forced), reads))
            return
        used = self._resting(reads)
        level = max([level, *(f.level for f in used)])
        text = " ".join([*(f.sentence for f in used), sentence]).strip()
        self.steps.append(Step(rule, LEVELS[level], text, edges))
        if self.limit is not None and len(self.steps) >= self.limit:
            raise _Enough

    def _resting(self, reads: frozenset[Term]) -> list[_Finding]:
        """The waiting findings a step reading ``reads`` rests on, in order, taken from the waiting list.

        Later findings may rest on earlier ones, never the other way, so one
        pass from the newest back finds them all.
        """
        need, used = set(reads), []
        for finding in reversed(self.pending):
            if finding.sets & need:
                used.append(finding)
                need |= finding.reads
        self.pending = [f for f in self.pending if f not in used]
        return used[::-1]

    def direct(self, rule: Rule, forced: Forced, said: str) -> None:
        """A constraint of the network forced these terms, for the reason ``said``.

        What the loop's own rules say of points and faces alone is bookkeeping
        that the edges already show (a point with a line is on the loop), so it
        is not told; nor is a constraint of one cell or face, which only says
        what the puzzle shows ("the clue cell r1c1 is off the loop"): the
        step that uses it says it again where it matters.
        """
        hidden = {POINT: "o", LOOP: "o", PATHS: "o", SIDE: "f"}.get(rule.kind)
        shown = [(t, v) for t, v in forced if t[0] != hidden]
        if not shown:
            return
        listing = self.listing(shown)
        given = len(rule.terms) == 1 and rule.terms[0][0][0] in ("o", "f")  # the puzzle shows it
        sentence = f"{_capital(said)}, so {listing}." if listing and not given else ""
        self.tell(RULE_NAMES[rule.kind], 0, sentence, forced, frozenset(t for t, _ in rule.terms))

    def listing(self, forced: Forced) -> str:
        """What a step found, in words, alike findings together: 'r1c2-r1c3 and r1c3-r1c4 are lines'."""
        groups: dict[tuple[str, str], list[str]] = {}
        for t, v in forced:
            subject, one, many = self.term(t, v)
            if not subject:
                continue  # a finding the genre leaves untold
            groups.setdefault((one, many), []).append(subject)
        return _and(
            [
                f"{_and(subjects)} {one if len(subjects) == 1 else many}".strip()
                for (one, many), subjects in groups.items()
            ]
        )

    def said(self, t: Term, value: int) -> str:
        """One term's value in a sentence: 'r1c2 is off the loop'."""
        subject, one, _ = self.term(t, value)
        return f"{subject} {one}".strip()

    def term(self, t: Term, value: int) -> tuple[str, str, str]:
        """One term's value in words: its subject, and what it is said to be of one subject and of several."""
        kind = t[0]
        if kind in ("h", "v"):
            a, b = edge_ends(t)  # type: ignore[arg-type]
            name = f"{self.net.point_name(a)}-{self.net.point_name(b)}"
            return (name, "is a line", "are lines") if value else (name, "is a cross", "are crosses")
        if kind == "o":
            where = "off" if value else "on"
            whole = self.net.whole
            return self.net.point_name((t[1], t[2])), f"is {where} {whole}", f"are {where} {whole}"
        if kind == "f":
            where = "inside" if value else "outside"
            return face_name(t), f"lies {where} the loop", f"lie {where} the loop"
        said = None if self.describe is None else self.describe(self.puzzle, t, value)
        if said is not None:
            return said, "", ""
        return f"a choice of the rules ({t[1]}, {t[2]}) is {'made' if value else 'ruled out'}", "", ""


def _and(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _capital(text: str) -> str:
    """A sentence's first letter in capitals, but a cell's name stays as it is written (r1c1)."""
    return text if re.match(r"r\d", text) else text[:1].upper() + text[1:]


def deduce(
    puzzle: Puzzle,
    position: Position | None = None,
    *,
    max_level: str = TRIAL,
    limit_steps: int | None = None,
    deadline: float | None = None,
) -> Deduction:
    """Solve a puzzle of any genre by its constraints, one at a time, then by one trial at a time.

    ``position`` is where to start (the edges set so far); ``limit_steps=1``
    gives a hint.  The grade is the highest level of any step when the loop
    is finished, ``"unsolved"`` when the rules stall, ``"contradiction"``
    when the clues or the position admit no loop.  Past ``deadline`` (a
    ``time.perf_counter`` value) the rules stop with ``DeadlineError``.
    """
    top = base.top_level(puzzle, LEVELS, max_level)
    check_size(puzzle)
    genre = get_genre(puzzle.genre)
    net = Network(puzzle)
    rows, cols = net.lattice.rows, net.lattice.cols
    journal = _Journal(net, puzzle, getattr(getattr(genre, "rules", None), "describe", None), limit_steps)
    values: Values = {}

    def result(grade: str, why: str | None = None) -> Deduction:
        known = {t: (LINE if v else CROSS) for t, v in values.items() if t[0] in ("h", "v")}
        position = Position.from_values(rows, cols, known)
        return Deduction(genre.name, LEVELS, tuple(journal.steps), position, grade, why)

    try:
        if position is not None:
            values.update({e: int(v == LINE) for e, v in position.known().items()})
        net.settle(values, range(len(net.rules)), journal.direct)
        while any(e not in values for e in net.edges):
            check_deadline(deadline)
            if top < 1 or not _trial(net, values, journal, deadline):
                return result(base.UNSOLVED)
        finished = _finished(puzzle, net, values)
    except _Enough:
        return result(base.UNSOLVED)
    except Contradiction as why:
        return result(CONTRADICTION, str(why))
    if finished is not None:
        return result(CONTRADICTION, finished)
    return result(LEVELS[journal.highest])


def _trial(net: Network, values: Values, journal: _Journal, deadline: float | None) -> bool:
    """One term whose one value the direct rules refute is set to the other; False if there is none.

    Edges are tried, row by row, then points on or off the loop, from just
    after the last term a trial settled, round the board: the terms before
    it have just failed, and trying them first again would only repeat that.
    """
    order = net.trials
    start = journal.cursor
    for k in range(len(order)):
        t = order[(start + k) % len(order)]
        if t in values:
            continue
        if k % 64 == 0:
            check_deadline(deadline)
        journal.cursor = (start + k) % len(order)
        for value in (1, 0):
            copy = dict(values)
            copy[t] = value
            try:
                net.settle(copy, [*net.watch.get(t, []), net.loop])
            except Contradiction as why:
                values[t] = 1 - value
                sentence = f"If {journal.said(t, value)}, {why}; so {journal.said(t, 1 - value)}."
                journal.tell("trial", 1, sentence, [(t, 1 - value)], frozenset())
                net.settle(values, [*net.watch.get(t, []), net.loop], journal.direct)
                return True
    return False


def _finished(puzzle: Puzzle, net: Network, values: Values) -> str | None:
    """Every edge is known: the loop is checked against the genre's rules, since the genre's own booleans
    may be left open; the first problem, or None."""
    rows, cols = net.lattice.rows, net.lattice.cols
    loop = frozenset(e for e in net.edges if values[e] == 1)
    if not loop and net.rules[net.loop].kind == LOOP:  # paths may be none, where no number is given
        return "no loop is left"
    problems = verify.problems(puzzle, Solution.from_edges(rows, cols, loop))
    return problems[0] if problems else None
