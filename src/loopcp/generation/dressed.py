"""Generating puzzles of the genres whose clues are worn by a loop: a loop first, then its clues, then fewer.

Slitherlink and Masyu grow a region and take its boundary (``clues``,
``generation.uniqueness``): every clue there is a count over edges. The
cell-loop genres (Yajilin, Country Road, Moon or Sun, ...) have clues of
many kinds: shaded cells, rooms, arrows, circles. Their generator asks
each genre one small thing, a ``Dresser`` (``genres/<name>/dress.py``):

1. ``board``: a board with the genre's fixed parts (rooms for Regional
   Yajilin, nothing for most) and the rules a loop on it must keep before
   any clue is given (shaded cells apart, for the Yajilins);
2. a loop: CP-SAT maximises a random weight per cell over that model
   (``cpsat.sampling``), so the loop is random and already keeps those
   rules;
3. ``dress``: every clue the loop implies (a number in every room, an
   arrow on clue cells, a moon or sun in every cell...); where that is
   not enough, a genre may ``repair`` it with a clue that a second
   solution breaks (a Yajilin clue cell where the other loop passes);
4. ``weaker``: what each clue may become, weakest first (a wall may
   lose its arrow, then its colour, then go); clues are weakened in a
   seeded order, in symmetry orbits of cells (or of what a dresser's own
   ``orbits`` lists: Mid-loop's and Kurarin's places of dots, which a
   cell's token holds several of), while the puzzle stays
   unique and, at a difficulty (the command's default: the genre's top
   level), while its rules up to that level solve it (``acceptance``);
5. passes again until a whole pass changes nothing: then no clue can be
   weakened, the puzzle is minimal. A genre whose weakenings only drop
   rules (``monotone``) needs one pass: a refusal stays a refusal. In
   others a later change can turn one (a Yajilin clue cell that opens is
   shaded or on the loop, which adds rules), and the last pass proves it.
6. the puzzle is written in its genre's text, read back, and solved
   through the normal path, which must find exactly the loop; the
   verifier checks it on the way.

Every question is "is the loop still the only solution?": while
dressing, asked of the normal solver (two solutions sought, the second
one handed to ``repair``); while weakening, of one model per loop
(``Questions``). All randomness comes from
``random.Random(seed)`` and CP-SAT runs with one worker, a fixed seed and
a deterministic work limit, so a seed always gives the same puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from loopcp import formats, search
from loopcp.cpsat import LoopModel
from loopcp.cpsat.sampling import sample
from loopcp.errors import InternalError, NoPuzzleError, TimeLimitError
from loopcp.generation import graded
from loopcp.generation.growth import rotations
from loopcp.generation.options import ANY
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres import get_genre
from loopcp.genres.base import AUX, FACE, OFF
from loopcp.genres.directed import is_arc
from loopcp.genres.dressing import ends, with_clues
from loopcp.genres.symmetry import even, symmetric
from loopcp.grid import Cell, Edge
from loopcp.logic.base import CONTRADICTION, UNSOLVED
from loopcp.puzzle import Puzzle, Solution, SolveResult, Status

if TYPE_CHECKING:
    from loopcp.generation.options import Options
    from loopcp.genres.base import Genre, Linear

MAX_LOOPS = 200  # loops tried before giving up
FIRST_BATCH, MAX_BATCH = 4, 64  # orbits weakened together at first: doubled after a success, halved after a failure
MAX_REPAIRS = 60  # clues a dresser may add or change to rule out second solutions, per loop
SAMPLE_WORK = (0.1, 0.4, 1.6)  # CP-SAT deterministic time for one random loop, tried in turn until one is found


class Dresser(Protocol):
    """How one genre dresses a loop in clues (the recipe of a cell-loop genre)."""

    genre: Genre  # the genre that reads the puzzle
    symmetric: bool  # whether --symmetry is supported: clues may sit in any cell, so orbits can go together
    regions: bool  # always False: no letter regions (the recipes' flag, which generate's writers ask)
    monotone: bool  # whether weakening a clue only ever drops rules (then one pass proves the puzzle minimal)
    symmetric_loop: bool  # whether --symmetry needs a symmetric loop: clues sit only where the loop puts them

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """A board before its clues, and the rules its loop must keep (the genre's own, or none)."""
        ...

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight per term (``("o", i, j)``: the cell off the loop) that the loop maximises."""
        ...

    def draw(self, board: Puzzle, rng: random.Random) -> frozenset[Edge] | None:
        """The genre's own random answer (None: CP-SAT samples one under ``board``'s rules and ``weights``)."""
        ...

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Every clue the loop implies on this board (None: this loop cannot be dressed)."""
        ...

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """What the clue in this cell (or what its own ``orbits`` lists) may become, weakest first (empty: none)."""
        ...

    def turned(self, turns: int) -> Dresser:
        """The dresser for a clue pattern symmetric under the turn (``dressing.Dress.turned``)."""
        ...


def sample_loop(
    board: Puzzle,
    rules: list[Linear],
    weights: dict[object, int],
    rng: random.Random,
    models: dict[tuple[int, int, tuple[Linear, ...]], LoopModel] | None = None,
) -> frozenset[Edge] | None:
    """A loop on the board that keeps ``rules`` and scores high on ``weights`` (None: none found in time).

    ``models`` keeps the model of each board size and rules: most genres
    draw every loop under the same rules, and a 20x20 model takes longer
    to build than a loop takes to draw.
    """
    key = (board.rows, board.cols, tuple(rules))
    model = None if models is None else models.get(key)
    if model is None:
        model = LoopModel(_genre(board).lattice(board), rules)
        if models is not None:
            models[key] = model
    seed = rng.randrange(2**31)
    for work in SAMPLE_WORK:  # most boards give a loop at once; the Yajilins' shading rules may take longer
        loop = sample(model, weights, seed=seed, work_limit=work)
        if loop:
            return loop
    return None


def _clued(dresser: Dresser) -> Callable[[Puzzle, Mapping[Cell, str]], Puzzle]:
    """How the dresser's weakenings are made: its own ``clued`` (Barns: a cell's walls), else new clue tokens."""
    clued: Callable[[Puzzle, Mapping[Cell, str]], Puzzle] = getattr(dresser, "clued", with_clues)
    return clued


def _orbits(dresser: Dresser, rows: int, cols: int, turns: int) -> list[list[Cell]]:
    """What is weakened together: the dresser's own ``orbits`` (places of dots: ``genres.places``), else cells'."""
    orbits: Callable[[int, int], list[list[Cell]]] | None = getattr(dresser, "orbits", None)
    return rotations(rows, cols, turns) if orbits is None else orbits(rows, cols)


def _genre(puzzle: Puzzle) -> Genre:
    return get_genre(puzzle.genre)


def _two(puzzle: Puzzle, clock: Clock) -> SolveResult:
    """Up to two solutions by the normal solve path, verifier included, within the clock."""
    result = search.solve(puzzle, max_solutions=2, time_limit=clock.left())
    if result.timed_out:
        raise TimeLimitError(OUT_OF_TIME)
    return result


def only_loop(puzzle: Puzzle, loop: frozenset[Edge], clock: Clock) -> bool:
    """Whether ``loop`` is the puzzle's one solution."""
    result = _two(puzzle, clock)
    return result.status is Status.UNIQUE and result.solutions[0].edges() == loop


def rival(puzzle: Puzzle, loop: frozenset[Edge], clock: Clock) -> Solution | None:
    """A solution other than ``loop`` (None: the loop is the only one); the loop must be a solution."""
    result = _two(puzzle, clock)
    if not result.solutions:
        raise InternalError("internal error: a dressed loop does not solve its own clues")
    others = [s for s in result.solutions if s.edges() != loop]  # both may be others: two sought, more exist
    return others[0] if others else None


def dressed_unique(
    dresser: Dresser, board: Puzzle, loop: frozenset[Edge], rng: random.Random, clock: Clock
) -> Puzzle | None:
    """The loop's full clues, repaired (where the genre can) until the loop is their only solution."""
    puzzle = dresser.dress(board, loop, rng)
    repair = getattr(dresser, "repair", None)
    for _ in range(MAX_REPAIRS):
        if puzzle is None:
            return None
        other = rival(puzzle, loop, clock)
        if other is None:
            return puzzle
        if repair is None:
            return None
        puzzle = repair(puzzle, loop, other, rng)
    return None


class Questions:
    """ "Is the loop still the only solution?" for the weakenings of one puzzle, asked of one CP-SAT model.

    Every constraint of the full puzzle is a switched group of its own and
    the loop is forbidden once; a trial puzzle's constraints are switched
    on (a constraint first seen is added as one more switch), and one
    feasibility search answers: a loop found is a second solution. A trial
    that the loop itself does not keep (its constraints summed on the loop,
    or the verifier where they name a genre boolean) is refused first.
    Measured on 16x16 boards, this is up to fifteen times faster than
    building a model for every question (``search.solve``), whose cost is
    mostly the building. A constraint naming a genre boolean the model
    does not have (which only the first puzzle's constraints create) sends
    the question to the normal solve.
    """

    def __init__(self, puzzle: Puzzle, loop: frozenset[Edge], clock: Clock) -> None:
        genre = _genre(puzzle)
        self.loop = loop
        self.clock = clock
        self.lattice = genre.lattice(puzzle)
        self.solution = Solution.from_edges(self.lattice.rows, self.lattice.cols, loop)
        groups = list(dict.fromkeys(genre.constraints(puzzle)))
        self.model = LoopModel(self.lattice, [], [[c] for c in groups], deadline=clock.deadline)
        self.switch = {c: k for k, c in enumerate(groups)}
        self.model.forbid(loop)
        self.known = {t for c in groups for t, _ in c.terms if t[0] == AUX}
        self.values: dict[object, int] | None = None  # each term's value on the loop, made when first asked

    def only_loop(self, puzzle: Puzzle) -> bool:
        """Whether the loop is the puzzle's one solution."""
        genre = _genre(puzzle)
        constraints = genre.constraints(puzzle)
        if any(t[0] == AUX and t not in self.known for c in constraints for t, _ in c.terms):
            return only_loop(puzzle, self.loop, self.clock)
        holds = self._holds(constraints)
        if holds is None:  # a genre boolean: the verifier says whether the loop solves the puzzle
            holds = not genre.violations(puzzle, genre.finish(puzzle, self.solution))
        if not holds:
            return False
        on = []
        for c in constraints:
            if c not in self.switch:
                self.switch[c] = self.model.add_switch([c])
            on.append(self.switch[c])
        probe = self.model.probe(on, time_limit=self.clock.left())
        if not probe.proved:
            raise TimeLimitError(OUT_OF_TIME)
        return probe.loop is None

    def _holds(self, constraints: list[Linear]) -> bool | None:
        """Whether the loop keeps every constraint, read off the loop (None: one names a genre boolean or an arc).

        Measured at 20x20, the verifier took 38 ms a Yajilin question, most
        of the question; this sum takes a fraction of it.
        """
        if self.values is None:
            self.values = self._values()
        total = 0
        for c in constraints:
            total = 0
            for term, coef in c.terms:
                if term[0] == AUX or is_arc(term):  # the loop alone does not say: the verifier will
                    return None
                total += coef * self.values.get(term, 0)
            if not c.lo <= total <= c.hi:
                return False
        return True

    def _values(self) -> dict[object, int]:
        """Each edge, point and face term's value on the loop (faces: inside, by the parity of loop edges west)."""
        values: dict[object, int] = {edge: 1 for edge in self.loop}
        rows, cols = self.lattice.rows, self.lattice.cols
        on = {cell for edge in self.loop for cell in ends(edge)}
        for i in range(rows):
            inside = 0
            for j in range(cols):
                values[(OFF, i, j)] = int((i, j) not in on)
                if i < rows - 1:
                    inside ^= int(("v", i, j) in self.loop)
                    values[(FACE, i, j)] = inside
        return values


Accept = Callable[[Puzzle], bool]  # whether a weakened puzzle may be kept


def acceptance(questions: Questions, level: str, clock: Clock) -> Accept:
    """What a weakening must keep: the loop the only solution, and (graded) the rules up to ``level`` solving it.

    Uniqueness is asked first: a second loop means that no sound rule can
    solve the puzzle, so the deduction runs only where CP-SAT finds none.
    """
    if level == ANY:
        return questions.only_loop
    return lambda puzzle: questions.only_loop(puzzle) and solved(puzzle, level, questions.loop, clock)


def solved(puzzle: Puzzle, level: str, loop: frozenset[Edge], clock: Clock) -> bool:
    """Whether the genre's rules up to ``level`` solve the puzzle (as ``loopcp grade --max-level`` would)."""
    return graded.grade_of(puzzle, level, loop, clock=clock) not in (UNSOLVED, CONTRADICTION)


def weaken(
    dresser: Dresser, puzzle: Puzzle, loop: frozenset[Edge], order: list[list[Cell]], clock: Clock, *, level: str = ANY
) -> Puzzle:
    """Weaken clues orbit by orbit while the loop stays the only solution, in passes until none changes.

    At a ``level`` (graded generation), a weakening is kept only where the
    genre's rules up to it still solve the puzzle, which also proves it
    unique (``acceptance``): the puzzle is then minimal for its level.

    An orbit's clues are weakened together (a symmetric pattern stays
    symmetric), each to its weakest form that keeps the puzzle unique.
    First, while weakenings mostly succeed, orbits go in batches to their
    weakest forms (``_batches``). Then each orbit in turn, each form from
    the weakest. A genre whose weakenings only ever drop rules
    (``monotone``) is then minimal: a refusal stays a refusal as the
    puzzle loses clues. Otherwise the passes repeat until one changes
    nothing, which proves it.
    """
    accept = acceptance(Questions(puzzle, loop, clock), level, clock)
    puzzle = _batches(dresser, puzzle, order, accept)
    changed = True
    while changed:
        changed = False
        for orbit in order:
            options = [dresser.weaker(puzzle, cell) for cell in orbit]
            for step in range(max((len(o) for o in options), default=0)):
                changes = {cell: o[min(step, len(o) - 1)] for cell, o in zip(orbit, options, strict=True) if o}
                trial = _clued(dresser)(puzzle, changes)
                if accept(trial):
                    puzzle = trial
                    changed = True
                    break
        if dresser.monotone:
            break
    return puzzle


def _batches(dresser: Dresser, puzzle: Puzzle, order: list[list[Cell]], accept: Accept) -> Puzzle:
    """Orbits taken to their weakest forms in batches that double after a success and halve after a failure.

    A batch that can go is exactly a run of orbits that would each go in
    turn, in a genre whose weakenings drop rules; in any genre the result
    is unique and depends on the seed alone. Ends when batches are down
    to one orbit: the passes of ``weaken`` take it from there.
    """
    batch, i = FIRST_BATCH, 0
    while i < len(order) and batch > 1:
        take = order[i : i + batch]
        changes = {cell: o[0] for orbit in take for cell in orbit if (o := dresser.weaker(puzzle, cell))}
        trial = _clued(dresser)(puzzle, changes)
        if changes and accept(trial):
            puzzle = trial
            i += len(take)
            batch = min(2 * batch, MAX_BATCH)
        elif not changes or len(take) == 1:
            i += len(take)
        else:
            batch = len(take) // 2
    return puzzle


def faithful(puzzle: Puzzle, loop: frozenset[Edge], clock: Clock) -> None:
    """The generator's own check: the puzzle reads back from its genre's text and solves to the one loop."""
    genre = _genre(puzzle)
    again = formats.load(formats.dump(puzzle, genre.text), "<generated>", genre.text, genre.name)
    if again != puzzle:
        raise InternalError("internal error: a generated puzzle does not read back from its own text")
    if not only_loop(again, loop, clock):
        raise InternalError("internal error: a generated puzzle is not uniquely solved by its loop")


def make(options: Options, dresser: Dresser, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
    """One unique, minimal puzzle: (puzzle, solution, grade, loops tried); see the module docstring."""
    rng = random.Random(options.seed)
    models: dict[tuple[int, int, tuple[Linear, ...]], LoopModel] = {}
    if turns > 1:
        dresser = dresser.turned(turns)
    for tried in range(1, MAX_LOOPS + 1):
        clock.left()
        board, rules = dresser.board(options.rows, options.cols, rng)
        weights = dresser.weights(board, rng)
        if turns > 1 and dresser.symmetric_loop:
            rules = [*rules, *symmetric(options.rows, options.cols, turns)]
            weights = even(weights, options.rows, options.cols, turns)
        loop = dresser.draw(board, rng) or sample_loop(board, rules, weights, rng, models)
        if loop is None:
            continue
        full = dressed_unique(dresser, board, loop, rng, clock)
        if full is None or (options.difficulty != ANY and not solved(full, options.difficulty, loop, clock)):
            continue
        order = _orbits(dresser, full.rows, full.cols, turns)  # the cells' (or places') orbits under the symmetry
        rng.shuffle(order)
        puzzle = weaken(dresser, full, loop, order, clock, level=options.difficulty)
        faithful(puzzle, loop, clock)
        grade = graded.grade_of(puzzle, loop=loop, clock=clock)
        if options.difficulty not in (ANY, grade):
            continue
        genre = _genre(puzzle)
        lattice = genre.lattice(puzzle)
        return puzzle, genre.finish(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop)), grade, tried
    what = f"{options.difficulty} {options.genre}" if options.difficulty != ANY else options.genre
    raise NoPuzzleError(f"no {what} puzzle after {MAX_LOOPS} loops; try another seed or a larger board")
