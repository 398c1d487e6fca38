"""Deduction for every genre without rules of its own: moves forced by one constraint, then by one trial.

Two levels, easiest first:

- ``direct``: one constraint of the network (``logic.network``) forces
  something: a clue's count is reached or can only just be reached, a
  point has its two lines or one way left, a chain would close too early.
- ``trial``: one term set one way makes the direct rules reach a
  contradiction, so it is the other way; the step says what the trial
  set, what that forced in order (only what the broken rule rests on,
  ``_chain``; a long chain by its first and last findings), and which
  rule broke.

A step names the constraint that made it (the genre's ``Linear.why``, "the
2 at r1c3"), and sets edges.  What a constraint forces about cells and the
genre's own booleans alone (a cell shaded, a room's colour, a corner's
side) changes no edge, and a position holds only edges: such a finding
waits, and is told in the text of the first step that sets an edge from
it (directly or through other waiting findings), so that every step a
hint gives moves the position on and names only what the puzzle shows or
an earlier step (or itself) said.  Its premises are the edges known
before it that it read; its clues, the clue cells its constraints name.

What the puzzle shows is no step (``Linear.given``: a clue cell is off the
loop, a circle on it): it is set before the first step, with no line at a
point off the loop (``_givens``).  A cell off the loop is "shaded" in a
genre whose answer shades it (``Genre.finish``, as ``Network.off`` asks).

Roads not taken: trials on every term at once (a full probe) would grade
more puzzles "trial" that a person finds hard; trials on the genre's own
booleans would find steps a person cannot see on the board; a trial that
listed everything its direct rules forced would bury the chain that
matters in the bookkeeping around it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from loopcp import verify
from loopcp.genres import get_genre
from loopcp.genres.base import Term
from loopcp.genres.directed import ends, is_arc
from loopcp.grid import Cell
from loopcp.logic import base
from loopcp.logic.base import CROSS, LINE, Deduction, Position, Step, check_deadline, check_size
from loopcp.logic.network import (
    LINEAR,
    LOOP,
    ORDER,
    PATHS,
    POINT,
    SIDE,
    Contradiction,
    Forced,
    Network,
    Rule,
    Values,
    edge_name,
    face_name,
)
from loopcp.naming import counted
from loopcp.puzzle import Puzzle, Solution

Describe = Callable[[Puzzle, Term, int], str]  # a genre's ``rules.describe``: its own booleans in words

DIRECT, TRIAL = "direct", "trial"
LEVELS = (DIRECT, TRIAL)
CONTRADICTION = "contradiction"  # the grade of a puzzle or position that admits no loop
RULE_NAMES = {
    LINEAR: "clue",
    POINT: "loop-point",
    SIDE: "inside-outside",
    LOOP: "one-loop",
    PATHS: "paths",
    ORDER: "path-order",
}


class _Enough(Exception):  # noqa: N818 - the steps asked for are found: not an error
    pass


@dataclass(frozen=True, slots=True, eq=False)  # eq=False: two alike findings are still two
class _Finding:
    """A finding that set no edge, waiting to be told with the first step that rests on it."""

    sentence: str
    level: int
    sets: frozenset[Term]  # the terms it set
    reads: frozenset[Term]  # the terms of the constraint that made it
    why: str  # that constraint in words, for the clues a step names


@dataclass
class _Journal:
    """The steps so far, and the findings that wait for a step that rests on them."""

    net: Network
    puzzle: Puzzle
    describe: Describe | None
    limit: int | None
    values: Values  # what is known, the deduction's own: a step's premises are the edges it read, known before it
    steps: list[Step] = field(default_factory=list)
    pending: list[_Finding] = field(default_factory=list)
    highest: int = 0
    cursor: int = 0  # where the next round of trials starts (``_trial``)

    def tell(self, rule: str, level: int, sentence: str, forced: Forced, *, reads: frozenset[Term], why: str) -> None:
        """Record what a constraint (which reads ``reads``) forced: a step if it set an edge, else a finding."""
        self.highest = max(self.highest, level)
        edges = tuple((t, LINE if v else CROSS) for t, v in forced if t[0] in ("h", "v"))
        if not edges:
            if sentence:
                self.pending.append(_Finding(sentence, level, frozenset(t for t, _ in forced), reads, why))
            return
        used = self._resting(reads)
        level = max([level, *(f.level for f in used)])
        text = " ".join([*(f.sentence for f in used), sentence]).strip()
        read = reads.union(*(f.reads for f in used))
        new = {t for t, _ in forced}
        premises = sorted(t for t in read if t[0] in ("h", "v") and t in self.values and t not in new)
        clues = self._clues([*(f.why for f in used), why])
        self.steps.append(Step(rule, LEVELS[level], text, edges, clues, tuple(premises)))
        if self.limit is not None and len(self.steps) >= self.limit:
            raise _Enough

    def _clues(self, whys: list[str]) -> tuple[Cell, ...]:
        """The clue cells that the constraints' words name (a clue's own cell, not the cells it counts)."""
        named = ((int(m[1]) - 1, int(m[2]) - 1) for why in whys for m in _CELL.finditer(why))
        rows, cols = self.puzzle.rows, self.puzzle.cols
        inside = (c for c in named if 0 <= c[0] < rows and 0 <= c[1] < cols)
        return tuple(dict.fromkeys(c for c in inside if self.puzzle.token(c) not in (".", "")))

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

        What the loop's own rules say of a point on the loop is bookkeeping
        that the edges already show (a point with a line is on the loop), so it
        is not told; a point that the loop must leave (shaded, in a genre that
        shades), and a face's side, are told with the step that rests on them.
        """
        hidden = {LOOP: "o", PATHS: "o"}.get(rule.kind)
        shown = [(t, v) for t, v in forced if t[0] != hidden and not (rule.kind == POINT and t[0] == "o" and not v)]
        if not shown:
            return
        listing = self.listing(shown)
        if rule.kind == ORDER and len(shown) > CHAIN_SAID:  # many pairs of points at once: a few say what they are
            listing = f"{self.listing(shown[: CHAIN_SAID // 2])}, and {len(shown) - CHAIN_SAID // 2} more such"
        sentence = f"{_capital(said)}, so {listing}." if listing else ""
        self.tell(RULE_NAMES[rule.kind], 0, sentence, forced, reads=frozenset(t for t, _ in rule.terms), why=rule.why)

    def listing(self, forced: Forced, *, ordered: bool = False) -> str:
        """What a step found, in words, alike findings together: 'r1c2-r1c3 and r1c3-r1c4 are lines'.

        ``ordered`` (a trial's chain): alike findings together only where
        they follow one another, so that the order stays.
        """
        groups: list[tuple[tuple[str, str], list[str]]] = []
        for t, v in forced:
            subject, one, many = self.term(t, v)
            if not subject:
                continue  # a finding the genre leaves untold
            alike = groups[-1:] if ordered else groups
            match = next((g for g in alike if g[0] == (one, many)), None)
            if match is None:
                groups.append(((one, many), [subject]))
            else:
                match[1].append(subject)
        return _and(
            [f"{_and(subjects)} {one if len(subjects) == 1 else many}".strip() for (one, many), subjects in groups]
        )

    def said(self, t: Term, value: int) -> str:
        """One term's value in a sentence: 'r1c2 is shaded'."""
        subject, one, _ = self.term(t, value)
        return f"{subject} {one}".strip()

    def term(self, t: Term, value: int) -> tuple[str, str, str]:
        """One term's value in words: its subject, and what it is said to be of one subject and of several."""
        kind = t[0]
        if kind in ("h", "v"):
            name = edge_name(self.net.lattice, self.net.centres, t)  # type: ignore[arg-type]
            return (name, "is a line", "are lines") if value else (name, "is a cross", "are crosses")
        if kind == "o":
            where = self.net.off((t[1], t[2])) if value else f"on {self.net.whole}"
            return self.net.point_name((t[1], t[2])), f"is {where}", f"are {where}"
        if kind == "f":
            where = "inside" if value else "outside"
            return face_name(self.net.lattice, self.net.centres, t), f"lies {where} the loop", f"lie {where} the loop"
        if is_arc(t):  # which way a line runs; that it does not run some way is bookkeeping, left untold
            start, end = (self.net.point_name(p) for p in ends(t))
            return (f"the line runs from {start} to {end}", "", "") if value else ("", "", "")
        said = None if self.describe is None else self.describe(self.puzzle, t, value)
        if said is not None:
            return said, "", ""
        return f"a choice of the rules ({t[1]}, {t[2]}) is {'made' if value else 'ruled out'}", "", ""


_CELL = re.compile(r"\br(\d+)c(\d+)\b")  # a cell as step text names it
CHAIN_SAID = 6  # a trial's chain says this many findings at most: its first and its last, and how many between


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
    values: Values = {}
    journal = _Journal(net, puzzle, getattr(getattr(genre, "rules", None), "describe", None), limit_steps, values)

    def result(grade: str, why: str | None = None) -> Deduction:
        known = {t: (LINE if v else CROSS) for t, v in values.items() if t[0] in ("h", "v")}
        position = Position.from_values(rows, cols, known)
        return Deduction(genre.name, LEVELS, tuple(journal.steps), position, grade, why)

    try:
        if position is not None:
            values.update({e: int(v == LINE) for e, v in position.known().items()})
        _givens(net, values)
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


def _givens(net: Network, values: Values) -> None:
    """What the puzzle shows, set before the first step and told by none: the givens, and no line at a point off.

    A clue cell is off the loop and a circle on it (``Linear.given``); a
    person sees that on the board, so a step that only said it would pad
    the explanation.  A given that the position breaks is left to the
    rules, which say how.
    """
    for rule in net.rules:
        if rule.given:
            forced, _ = net.apply(rule, values)
            values.update(forced)
            for t, v in forced:
                if t[0] == "o" and v:
                    values.update((e, 0) for e in net.lattice.point_edges((t[1], t[2])) if e not in values)


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
            trail: list[tuple[Rule, Forced]] = []
            try:
                net.settle(copy, [*net.watch.get(t, []), net.loop], functools.partial(_note, trail))
            except Contradiction as why:
                values[t] = 1 - value
                chain, rules = _chain(t, trail, why.rule, copy)
                sentence = _trial_sentence(journal, (t, value), chain, str(why))
                whys = " ".join(r.why for r in rules)
                journal.tell("trial", 1, sentence, [(t, 1 - value)], reads=_read(rules, values), why=whys)
                net.settle(values, [*net.watch.get(t, []), net.loop], journal.direct)
                return True
    return False


def _note(trail: list[tuple[Rule, Forced]], rule: Rule, forced: Forced, said: str) -> None:
    """A trial's record of what each constraint forced, in order (``_chain`` reads it back)."""
    trail.append((rule, forced))


def _chain(t: Term, trail: list[tuple[Rule, Forced]], broken: Rule | None, copy: Values) -> tuple[Forced, list[Rule]]:
    """What a trial's first term forced on the way to the rule that broke: only what that rule rests on, in order.

    Each term forced in the trial rests on the terms of the rule that forced
    it that were set before it (the loop's and the paths' rules, which read
    the whole board: on the lines set before it); the chain is what the
    broken rule rests on, followed back to the trial.  Also the rules it
    went through, the broken one last.
    """
    when: dict[Term, int] = {t: -1}
    for k, (_, forced) in enumerate(trail):
        for u, _ in forced:
            when.setdefault(u, k)

    def rests_on(rule: Rule | None, before: int) -> list[Term]:
        if rule is None:
            return []
        if rule.kind in (LOOP, PATHS, ORDER):
            return [u for u, k in when.items() if k < before and u[0] in ("h", "v") and copy.get(u) == 1]
        return [u for u, _ in rule.terms if when.get(u, before) < before]

    need: set[Term] = set()
    todo = rests_on(broken, len(trail))
    while todo:
        u = todo.pop()
        if u in need:
            continue
        need.add(u)
        k = when[u]
        if k >= 0:
            todo.extend(rests_on(trail[k][0], k))
    chain: Forced = []
    rules: list[Rule] = []
    for k, (rule, forced) in enumerate(trail):
        found = [(u, v) for u, v in forced if u in need and when[u] == k]
        if found:
            chain += found
            rules.append(rule)
    return chain, [*rules, *([] if broken is None else [broken])]


def _read(rules: list[Rule], values: Values) -> frozenset[Term]:
    """The terms of a trial's rules that were known before it: what its step rests on."""
    return frozenset(u for rule in rules for u, _ in rule.terms if u in values)


def _trial_sentence(journal: _Journal, tried: tuple[Term, int], chain: Forced, broken: str) -> str:
    """A trial in words: what it set, what that forced in order, and what broke; so the other value."""
    t, value = tried
    shown = [(u, v) for u, v in chain if journal.term(u, v)[0]]
    cells: Forced = [(u, v) for u, v in shown if u[0] not in ("h", "v")]
    if cells and len(shown) > CHAIN_SAID:  # a long chain through cells: the cells tell it, their lines follow
        shown = cells
    half = CHAIN_SAID // 2
    if len(shown) > CHAIN_SAID:
        head = journal.listing(shown[:half], ordered=True)
        tail = journal.listing(shown[-half:], ordered=True)
        then = f"{head}; {counted(len(shown) - 2 * half, 'finding')} later, {tail}"
    else:
        then = journal.listing(shown, ordered=True)
    steps = f"then {then}: " if then else ""
    return f"If {journal.said(t, value)}, {steps}{broken}; so {journal.said(t, 1 - value)}."


def _finished(puzzle: Puzzle, net: Network, values: Values) -> str | None:
    """Every edge is known: the loop is checked against the genre's rules, since the genre's own booleans
    may be left open; the first problem, or None."""
    rows, cols = net.lattice.rows, net.lattice.cols
    loop = frozenset(e for e in net.edges if values[e] == 1)
    if not loop and net.rules[net.loop].kind == LOOP:  # paths may be none, where no number is given
        return "no loop is left"
    problems = verify.problems(puzzle, Solution.from_edges(rows, cols, loop))
    return problems[0] if problems else None
