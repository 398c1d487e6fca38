"""Generating puzzles: a random loop, every clue it implies, then clues removed while unique.

The pipeline, for every genre:

1. grow a random single loop (``loopgen``);
2. write down every clue the loop implies: a count in every cell for
   Slitherlink, a pearl wherever one fits for Masyu, a partition into
   lettered regions for SuperSlitherlink;
3. check that this full set has only the one loop (if not, grow another);
4. remove clues in a seeded random order, keeping a removal only when the
   puzzle stays unique;
5. prove minimality: every clue left has a *certificate*, a second loop
   that satisfies every other clue, checked by the independent verifier;
6. write the puzzle as text, read it back, and solve it through the normal
   solve path, which must find exactly the generated loop.

Uniqueness questions all go to ONE CP-SAT model per loop (``LoopModel``
with a switch per clue): the known loop is forbidden once, by one clause,
and "is the puzzle without these clues still unique?" is one feasibility
search with those clues switched off; a loop found means "no".  Measured
in ``benchmarks/generate.py`` (see docs/notes.md): pinning the switches
as fixed values is two to three times faster than passing them as
assumptions, and both beat rebuilding the model per question.

What keeps the number and cost of searches down (each measured, see
docs/notes.md):

- **Batches.**  While removals mostly succeed, clues are tried in batches
  that double after a success and halve after a failure.  A batch that
  can go is exactly a run of single removals that would each succeed
  (fewer clues only allow more loops), so the result is the same as
  removing clues one at a time in the same order.
- **Cheap searches first.**  Once batches are down to one clue, each clue
  is first screened for a second loop that differs only near it: a stored
  *witness* (every second loop found is kept with the set of clues it
  breaks; if all of those are being dropped, the answer is known), then
  moving one or two faces in plain Python, then CP-SAT with every face
  farther than 4, then 12, faces from the clue pinned to its known side
  (nearly solved by propagation).  A loop found there keeps the clue for
  good.
- **Group proofs.**  Clues that pass the screening are mostly removable;
  they wait in a group that one whole-board search proves removable at
  once, bisected in order when it fails.
- **Restarts.**  A whole-board search sometimes wanders for minutes with
  one CP-SAT setting and ends in a second with another (another seed for
  a far second loop, the LP relaxation for a hard proof); searches are
  cut at a deterministic-time budget and tried again another way with
  twice the budget.

The screening and grouping change which searches run, never a decision:
every decision is the one that one-at-a-time removal in the seeded order
would make, so the output depends on the seed alone.

Determinism: all randomness comes from ``random.Random(seed)``, CP-SAT runs
with one worker and a fixed seed, and every decision depends only on
whether a puzzle is unique, a mathematical fact, never on which second
loop the solver happened to find or on how long it took.  A time limit
may only abort.

SuperSlitherlink (clues from ``cluegen``): after the removals, adjacent
clues on the same side of the loop are merged into one letter region
while the puzzle stays unique.  A merge is not a removal: the merged
region also says that the edges between its parts are off the loop, so
the minimality proof re-checks every certificate afterwards and asks
again where one no longer holds.  At least three letter regions of two or
more cells must survive, or another loop is tried.

Roads not taken, each measured (docs/notes.md): CP-SAT assumptions instead
of pinned values (slower); a solution hint with the known loop (slower);
telling the search that the dropped clue must break (a literal per clue:
no faster for Slitherlink, slower for Masyu; one reusable constraint for
a single count: 30% faster proofs at 20x20, ten times slower at 30x30);
presolve and other search strategies (no faster); moving up to three or
four faces in the plain-Python search (few more hits, several times the
cost); a relaxed model without the circuit constraint as a quick proof of
uniqueness (it never proved one: split loops always exist).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from loopcp import search, verify
from loopcp.batchrun import run_many
from loopcp.cluegen import LETTERS, RECIPES, Board, Clue, Recipe, Shape, region_clue
from loopcp.cpsat import LoopModel, Probe
from loopcp.errors import LoopcpError, UnsupportedError
from loopcp.formats import knuth
from loopcp.genres.base import Linear
from loopcp.grid import Face, edge_faces, face_edges
from loopcp.loopgen import boundary, rotations
from loopcp.puzzle import Cell, Edge, Puzzle, Solution, Status

SYMMETRIES = {"none": 1, "rot2": 2, "rot4": 4}  # name -> rotations that map the clue pattern to itself
MIN_SIDE, MAX_SIDE = 2, 100  # board sides accepted, in cells
MAX_LOOPS = 200  # loops tried before giving up; each try is one uniqueness check of the full clue set
NEARBY = 2  # faces a second loop may move in the plain-Python search that comes first
WINDOWS = (4, 12)  # radii, in faces around the clue, of the pinned searches tried before the whole board
MAX_WINDOW_SHARE = 0.75  # a window covering more of the board than this is not worth a separate search
FIRST_BATCH, MAX_BATCH = 4, 64  # clues tried together: the batch doubles after a success, halves after a failure
# Each try of a question: CP-SAT deterministic time (None: no limit), and whether the LP relaxation is on.
TRIES: tuple[tuple[float | None, bool], ...] = (
    (0.5, False),
    (1.0, False),
    (2.0, True),
    (4.0, False),
    (8.0, True),
    (None, True),
)
MAX_GROUP = 8  # late in the removals, clues that passed the cheap searches proved removable together
MIN_REGIONS = 3  # SuperSlitherlink: letter regions of two or more cells a puzzle must keep


OUT_OF_TIME = "the time limit ended generation before a puzzle was finished"


class TimeLimitError(LoopcpError):
    """The time limit ended generation before a puzzle was finished."""


class NoPuzzleError(LoopcpError):
    """No loop grown gave a puzzle (a board too small for three letter regions, say)."""


@dataclass(frozen=True, slots=True)
class Options:
    """What to generate: ``genre`` is slitherlink, masyu or superslitherlink; the size is in cells."""

    genre: str
    rows: int
    cols: int
    seed: int
    symmetry: str = "none"
    time_limit: float | None = None


@dataclass(slots=True)
class Stats:
    """How the generator spent its effort, for the benchmark and for tuning."""

    loops: int = 0  # loops grown (a loop whose full clue set is not unique is replaced)
    known: int = 0  # questions answered by a stored second loop, with no search
    nearby: int = 0  # questions answered by moving one or two faces, with no search
    window_probes: int = 0  # CP-SAT searches with the faces far from the clue pinned
    probes: int = 0  # CP-SAT searches over the whole board
    restarts: int = 0  # searches cut short and tried again another way
    nearby_seconds: float = 0.0
    window_seconds: float = 0.0
    probe_seconds: float = 0.0

    def as_json(self) -> dict[str, float]:
        """The figures as a JSON object."""
        return {name: round(getattr(self, name), 4) for name in self.__slots__}


@dataclass(frozen=True, slots=True)
class Generated:
    """A finished puzzle, its one solution, and how it was made."""

    options: Options
    puzzle: Puzzle
    solution: Solution
    seconds: float
    stats: Stats = field(compare=False)

    @property
    def clues(self) -> int:
        """How many clues the puzzle has (a letter region counts once)."""
        digits = sum(ch != "." and not ch.isalpha() for row in self.puzzle.cells for ch in row)
        return digits + len(self.puzzle.letters)

    def as_json(self) -> dict[str, object]:
        """The puzzle as a JSON object: what was asked, the puzzle's Knuth text, its solution, and the effort."""
        return {
            "genre": self.puzzle.kind,
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "seed": self.options.seed,
            "symmetry": self.options.symmetry,
            "clues": self.clues,
            "seconds": round(self.seconds, 6),
            "puzzle": knuth.write(self.puzzle),
            "solution": self.solution.as_json(),
            "stats": self.stats.as_json(),
        }


def parse_size(text: str) -> tuple[int, int]:
    """Rows and columns from ``MxN`` (M rows by N columns), e.g. ``10x15``."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise UnsupportedError(f"expected a size MxN such as 10x10 (M rows by N columns), got {text!r}")
    return int(parts[0]), int(parts[1])


def check_options(options: Options) -> tuple[Recipe, int]:
    """The genre's recipe and the symmetry's number of rotations, or an error that says what is wrong."""
    recipe = RECIPES.get(options.genre)
    if recipe is None:
        raise UnsupportedError(f"unknown genre {options.genre!r}; choose one of: {', '.join(RECIPES)}")
    turns = SYMMETRIES.get(options.symmetry)
    if turns is None:
        raise UnsupportedError(f"unknown symmetry {options.symmetry!r}; choose one of: {', '.join(SYMMETRIES)}")
    if not (MIN_SIDE <= options.rows <= MAX_SIDE and MIN_SIDE <= options.cols <= MAX_SIDE):
        raise UnsupportedError(
            f"expected between {MIN_SIDE} and {MAX_SIDE} rows and columns, got {options.rows}x{options.cols}"
        )
    if turns == 4 and options.rows != options.cols:
        raise UnsupportedError(f"--symmetry rot4 needs a square board, got {options.rows}x{options.cols}")
    if turns > 1 and not recipe.symmetric:
        raise UnsupportedError(f"--symmetry {options.symmetry} is not supported for {options.genre}")
    return recipe, turns


# --- deciding which clues can go -------------------------------------------------------------


class _Clock:
    """The deadline of one puzzle: it may only abort, never steer."""

    def __init__(self, limit: float | None) -> None:
        self.deadline = None if limit is None else time.perf_counter() + limit

    def left(self) -> float | None:
        """Seconds left, or None for no limit; raises once the limit has passed."""
        if self.deadline is None:
            return None
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise TimeLimitError(OUT_OF_TIME)
        return left


def _holds(c: Linear, loop: frozenset[Edge]) -> bool:
    return c.lo <= sum(coef for e, coef in c.terms if e in loop) <= c.hi


class Pruner:
    """Decides which clues a loop's puzzle can lose, on one CP-SAT model with a switch per clue.

    Clues are numbered in the order given (merged regions are added at the
    end).  ``on`` and ``broken`` are sets of those numbers.
    """

    def __init__(self, board: Board, shape: Shape, clues: Sequence[Clue], clock: _Clock, stats: Stats) -> None:
        self.board = board
        self.shape = shape
        self.lattice = board.lattice()
        self.clues = list(clues)
        self.clock = clock
        self.stats = stats
        self.model = LoopModel(self.lattice, [], [c.group for c in clues])
        self.model.forbid(shape.loop)
        self.tries = TRIES  # the order of tries for a whole-board question; see ``_probe``
        self.witnesses: list[tuple[frozenset[Edge], set[int]]] = []  # second loops, with the clues each breaks
        self.certificate: dict[int, frozenset[Edge]] = {}  # a kept clue -> a second loop only it rules out
        self._faces = [(a, b) for a in range(self.lattice.rows - 1) for b in range(self.lattice.cols - 1)]
        self._clues_of: dict[Edge, list[int]] = {}  # edge -> the clues whose constraints name it
        for k, clue in enumerate(clues):
            self._index(k, clue)

    def _index(self, k: int, clue: Clue) -> None:
        for e in {e for c in clue.group for e, _ in c.terms}:
            self._clues_of.setdefault(e, []).append(k)

    def add(self, clue: Clue) -> int:
        """A new clue (a merged region), switched off until a question turns it on."""
        k = len(self.clues)
        self.clues.append(clue)
        self._index(k, clue)
        self.model.add_switch(clue.group)
        for loop, breaks in self.witnesses:
            if not self.keeps(k, loop):
                breaks.add(k)
        return k

    def keeps(self, k: int, loop: frozenset[Edge]) -> bool:
        """Whether a loop satisfies clue ``k``."""
        return all(_holds(c, loop) for c in self.clues[k].group)

    def _keeps_after(self, k: int, toggled: set[Edge]) -> bool:
        """Whether clue ``k`` holds once the edges in ``toggled`` change sides of the known loop."""
        loop = self.shape.loop
        for c in self.clues[k].group:
            total = sum(coef for e, coef in c.terms if (e in loop) != (e in toggled))
            if not c.lo <= total <= c.hi:
                return False
        return True

    def _found(self, loop: frozenset[Edge]) -> frozenset[Edge]:
        """Store a second loop, with every clue it breaks, for later questions."""
        self.witnesses.append((loop, {k for k in range(len(self.clues)) if not self.keeps(k, loop)}))
        return loop

    def _nearby(self, on: set[int], broken: set[int]) -> frozenset[Edge] | None:
        """A second loop that moves a few faces next to the broken clues to the other side, or None.

        Plain Python over every connected set of up to ``NEARBY`` faces:
        each candidate changes few edges, so only the clues on those edges
        are checked, and the loop itself only for a candidate that passes.
        """
        frows, fcols = self.lattice.rows - 1, self.lattice.cols - 1

        def neighbours(f: Face) -> list[Face]:
            a, b = f
            steps = ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1))
            return [(x, y) for x, y in steps if 0 <= x < frows and 0 <= y < fcols]

        starts = {g for k in broken for f in self.clues[k].faces for g in (f, *neighbours(f))}
        seen: set[frozenset[Face]] = set()
        layer = [frozenset([f]) for f in sorted(starts)]
        for _ in range(NEARBY):
            following: list[frozenset[Face]] = []
            for moved in layer:
                if moved in seen:
                    continue
                seen.add(moved)
                toggled = {e for f in moved for e in face_edges(f) if any(g not in moved for g in edge_faces(e))}
                touched = {k for e in toggled for k in self._clues_of.get(e, ())}
                if any(not self._keeps_after(k, toggled) for k in touched & broken) and all(
                    self._keeps_after(k, toggled) for k in touched & on
                ):
                    loop = self.shape.loop.symmetric_difference(toggled)
                    rows, cols = self.lattice.rows, self.lattice.cols
                    if not verify.loop_problems(rows, cols, Solution.from_edges(rows, cols, loop)):
                        return loop
                following.extend(moved | {g} for f in moved for g in neighbours(f) if g not in moved)
            layer = following
        return None

    def _window(self, broken: set[int], radius: int) -> dict[Face, bool] | None:
        """Pins for every face farther than ``radius`` from the broken clues, or None for most of the board."""
        near = [f for k in broken for f in self.clues[k].faces]
        inside = self.shape.inside
        pins = {
            (a, b): (a, b) in inside
            for a, b in self._faces
            if all(abs(a - x) > radius or abs(b - y) > radius for x, y in near)
        }
        return pins if len(pins) >= (1 - MAX_WINDOW_SHARE) * len(self._faces) else None

    def _probe(self, on: set[int], pins: dict[Face, bool] | None) -> Probe:
        """One question, asked again in another way whenever a try runs out of work.

        Hard questions have long tails that another way often avoids: a far
        second loop took 56 s with CP-SAT's seed 0 and 0.2 s with seed 1;
        a 30x30 uniqueness the default search had not proved in twenty
        minutes took 2.5 s with the linear relaxation on.  The answer is
        the same either way, so no decision changes.  The budgets are
        deterministic time, and the last try has none, so every question
        is answered.  Once a whole-board proof needed the relaxation, that
        try comes first for the rest of this loop's questions.
        """
        seconds = 0.0
        tries = TRIES if pins is not None else self.tries
        for attempt, (budget, lp) in enumerate(tries):
            probe = self.model.probe(
                on, faces=pins, time_limit=self.clock.left(), work_limit=budget, seed=attempt, lp=lp
            )
            seconds += probe.seconds
            if probe.proved:
                self.stats.restarts += attempt
                if pins is None and lp and attempt and budget is not None and probe.loop is None:
                    # A whole-board proof needed the relaxation; the later ones, on nearly the same
                    # clues, will too (30x30 seed 2: about 5 s lost per proof before this).
                    self.tries = ((budget, lp), *(t for t in TRIES if t != (budget, lp)))
                return Probe(probe.loop, True, seconds)
            self.clock.left()  # raises when the deadline passed
        raise LoopcpError("internal error: a uniqueness check stopped without an answer")

    def second_loop(self, on: set[int], broken: set[int], *, local: bool = True) -> frozenset[Edge] | None:
        """A loop other than the known one that the clues in ``on`` allow, or None if there is none.

        The caller knows that the clues in ``on | broken`` allow only the
        known loop, so any other loop must break a clue in ``broken``: the
        cheap searches (``local``) look near those clues first.
        """
        witness = self.nearby_loop(on, broken, local=local)
        if witness is not None:
            return witness
        probe = self._probe(on, None)
        self.stats.probes += 1
        self.stats.probe_seconds += probe.seconds
        return None if probe.loop is None else self._found(probe.loop)

    def nearby_loop(self, on: set[int], broken: set[int], *, local: bool = True) -> frozenset[Edge] | None:
        """A second loop from the cheap searches alone: stored loops, and with ``local`` a few faces
        moved in plain Python, then CP-SAT with the faces far from ``broken`` pinned.  None proves nothing.
        """
        for loop, breaks in self.witnesses:
            if not breaks & on:
                self.stats.known += 1
                return loop
        if not (broken and local):
            return None
        start = time.perf_counter()
        near = self._nearby(on, broken)
        self.stats.nearby_seconds += time.perf_counter() - start
        if near is not None:
            self.stats.nearby += 1
            return self._found(near)
        for radius in WINDOWS:
            pins = self._window(broken, radius)
            if pins is None:
                break
            probe = self._probe(on, pins)
            self.stats.window_probes += 1
            self.stats.window_seconds += probe.seconds
            if probe.loop is not None:
                return self._found(probe.loop)
        return None

    def reduce(self, orbits: Sequence[list[int]], active: set[int]) -> None:
        """Remove orbits of clues from ``active``, in order, while the puzzle stays unique.

        While removals mostly succeed, orbits are tried in batches that
        double after a success and halve after a failure.  Once a batch is
        down to one orbit, each orbit is first screened by the cheap
        searches: a second loop found there means the orbit must stay (for
        good: fewer clues only allow more loops).  Orbits that pass wait in
        a group and are proved removable together, one search for the
        group, bisected when it fails.  Every decision is the one that
        removing orbits one at a time in this order would make.
        """
        batch = FIRST_BATCH
        group = 2
        pending: list[list[int]] = []
        i = 0
        while i < len(orbits) and batch > 1:
            take = orbits[i : i + batch]
            drop = {k for orbit in take for k in orbit}
            witness = self.second_loop(active - drop, drop)
            if witness is None:
                active -= drop
                i += len(take)
                batch = min(2 * batch, MAX_BATCH)
            elif len(take) == 1:
                self.certificate[take[0][0]] = witness
                i += 1
            else:
                batch = len(take) // 2
        for orbit in orbits[i:]:
            drop = set(orbit)
            witness = self.nearby_loop(active - drop, drop)
            if witness is not None:
                self.certificate[orbit[0]] = witness
                continue
            pending.append(orbit)
            if len(pending) >= group:
                group = min(2 * group, MAX_GROUP) if self._settle(pending, active) else max(1, group // 2)
                pending = []
        if pending:
            self._settle(pending, active)

    def _settle(self, orbits: list[list[int]], active: set[int]) -> bool:
        """Decide orbits that the cheap searches could not: remove them all at once, or bisect in order."""
        drop = {k for orbit in orbits for k in orbit}
        witness = self.second_loop(active - drop, drop, local=False)
        if witness is None:
            active -= drop
            return True
        if len(orbits) == 1:
            self.certificate[orbits[0][0]] = witness
            return False
        half = len(orbits) // 2
        self._settle(orbits[:half], active)
        self._settle(orbits[half:], active)
        return False

    def merge(self, active: set[int], rng: random.Random) -> None:
        """Merge adjacent kept clues on the same side of the loop into one letter region while unique."""
        inside = self.shape.inside
        tried: set[frozenset[Cell]] = set()
        while True:
            owner = {cell: k for k in active for cell, _ in self.clues[k].marks}
            letters = sum(self.clues[k].is_region for k in active)
            pairs = sorted(
                {
                    (min(k, owner[(a, b)]), max(k, owner[(a, b)]))
                    for k in active
                    for (i, j), _ in self.clues[k].marks
                    for a, b in ((i + 1, j), (i, j + 1))
                    if (a, b) in owner and owner[(a, b)] != k and (((a, b) in inside) == ((i, j) in inside))
                }
            )
            candidates = []
            for a, b in pairs:
                cells = frozenset(c for k in (a, b) for c, _ in self.clues[k].marks)
                new_letter = not self.clues[a].is_region and not self.clues[b].is_region
                if cells not in tried and not (new_letter and letters >= len(LETTERS)):
                    candidates.append((a, b, cells))
            if not candidates:
                return
            a, b, cells = rng.choice(candidates)
            tried.add(cells)
            k = self.add(region_clue(self.board, sorted(cells), self.shape.loop))
            trial = (active - {a, b}) | {k}
            if self.second_loop(trial, {a, b}) is None:  # a loop that keeps a and b keeps everything
                active.clear()
                active.update(trial)

    def prove_minimal(self, orbits: Sequence[list[int]], active: set[int]) -> None:
        """Give every kept orbit of clues a second loop that the independent verifier accepts without it.

        A merged region has no certificate yet, and a merge can spoil one
        (the region also rules out the edges between its parts); those are
        asked again, and dropped if they can go after all.
        """
        rows, cols = self.lattice.rows, self.lattice.cols
        for orbit in orbits:
            kept = [k for k in orbit if k in active]
            if not kept:
                continue
            others = active.difference(kept)
            witness = self.certificate.get(kept[0])
            if witness is None or not all(self.keeps(k, witness) for k in others):
                witness = self.second_loop(others, set(kept))
                if witness is None:
                    active.difference_update(kept)
                    continue
                self.certificate[kept[0]] = witness
            without = self.board.assemble(self.clues[k] for k in sorted(others))
            if witness == self.shape.loop or verify.problems(without, Solution.from_edges(rows, cols, witness)):
                raise LoopcpError("internal error: a kept clue has no valid certificate of necessity")


def _orbits(clues: Sequence[Clue], rows: int, cols: int, turns: int) -> list[list[int]]:
    """Clues grouped by the rotation orbit of their first cell."""
    orbit_of: dict[Cell, int] = {}
    for n, orbit in enumerate(rotations(rows, cols, turns)):
        for cell in orbit:
            orbit_of[cell] = n
    groups: dict[int, list[int]] = {}
    for k, clue in enumerate(clues):
        groups.setdefault(orbit_of[clue.marks[0][0]], []).append(k)
    return [groups[n] for n in sorted(groups)]


# --- the pipeline ----------------------------------------------------------------------------


def _faithful(puzzle: Puzzle, loop: frozenset[Edge], clock: _Clock) -> None:
    """Check the generator's own output: it reads back from its text and solves to the one loop.

    The solve runs under the puzzle's deadline too: a hard 30x30 took
    several seconds, and a time limit must end generation, not wait.
    """
    again = knuth.parse(knuth.write(puzzle), "<generated>", puzzle.genre)
    if again != puzzle:
        raise LoopcpError("internal error: a generated puzzle does not read back from its own text")
    result = search.solve(again, max_solutions=2, time_limit=clock.left())
    if result.timed_out:
        raise TimeLimitError(OUT_OF_TIME)
    if result.status is not Status.UNIQUE or result.solutions[0].edges() != loop:
        raise LoopcpError("internal error: a generated puzzle is not uniquely solved by its loop")


def generate(options: Options) -> Generated:
    """One unique, minimal puzzle for these options; the same options always give the same puzzle."""
    start = time.perf_counter()
    recipe, turns = check_options(options)
    board = Board(recipe.genre, options.rows, options.cols)
    clock = _Clock(options.time_limit)
    stats = Stats()
    rng = random.Random(options.seed)
    frows, fcols = recipe.faces(board.rows, board.cols)
    for _ in range(MAX_LOOPS):
        clock.left()
        stats.loops += 1
        inside = recipe.region(frows, fcols, rng, turns if recipe.symmetric_loop else 1)
        shape = Shape(boundary(inside, frows, fcols), inside)
        clues = recipe.clues(board, shape, rng)
        pruner = Pruner(board, shape, clues, clock, stats)
        active = set(range(len(clues)))
        if pruner.second_loop(active, set()) is not None:
            continue
        orbits = _orbits(clues, board.rows, board.cols, turns)
        pruner.reduce(recipe.order(clues, orbits, rng), active)
        if recipe.regions:
            pruner.merge(active, rng)
            orbits = [[k] for k in sorted(active)]
            if sum(pruner.clues[k].is_region for k in active) < MIN_REGIONS:
                continue
        pruner.prove_minimal(orbits, active)
        puzzle = board.assemble(pruner.clues[k] for k in sorted(active))
        _faithful(puzzle, shape.loop, clock)
        solution = Solution.from_edges(pruner.lattice.rows, pruner.lattice.cols, shape.loop)
        return Generated(options, puzzle, solution, time.perf_counter() - start, stats)
    raise NoPuzzleError(f"no {options.genre} puzzle after {MAX_LOOPS} loops; try another seed or a larger board")


def batch(options: Options, count: int) -> list[Options]:
    """The options of ``count`` puzzles: puzzle k (from 0) uses seed ``options.seed + k``.

    So the first puzzle of a batch is the puzzle of the seed alone, and any
    puzzle of a batch can be made again on its own from its seed.
    """
    return [replace(options, seed=options.seed + k) for k in range(count)]


def _attempt(options: Options) -> Generated | LoopcpError:
    """One puzzle, or the error that stopped it (run in a worker process: values in, values out)."""
    try:
        return generate(options)
    except LoopcpError as exc:
        return exc


def generate_many(
    jobs: Iterable[Options], *, workers: int = 1, cluster: str | None = None
) -> Iterator[Generated | LoopcpError]:
    """Each job's puzzle, or the error that stopped it, in the order of ``jobs``.

    With ``workers`` > 1 (0: one per core) the puzzles are made in that
    many processes, and with ``cluster`` on a Dask cluster
    (``batchrun.run_many``), one puzzle per task, each with a single
    CP-SAT worker; OR-Tools objects never cross a process boundary
    (options go in, plain values come out), and each puzzle depends only
    on its options, so the output is the same wherever it is made.
    """
    yield from run_many(_attempt, jobs, jobs=workers, cluster=cluster)
